package scan

import (
	"bytes"
	"strings"
)

// set20Rules name kinds of secret the twentieth push red team found with
// no rule, each written from its format or from the position a tool's
// syntax gives it: join tokens (k3s), vendor keys with a prefix of their
// own (Neon), the user id or password of a proxy share link (VLESS,
// Trojan, TUIC, Hysteria 2), a credential that is a URL's path (an IPTV
// panel's /live/USER/PASSWORD/, a private tracker's passkey), directive
// arguments (3proxy's name:CL:password, Caddy's dns PROVIDER TOKEN), and
// key stores and licenses as their tools lay them out (gpg-agent's
// private-keys-v1.d S-expressions, a Sublime Text license block).
func set20Rules() []*Rule {
	return []*Rule{
		// A k3s join token as the server writes it to node-token:
		// K10<sha256 of the cluster CA>::<user>:<password>.
		{ID: "k3s-token", Category: CatSecret, Description: "k3s join token (K10<CA hash>::server:<password>)",
			Keywords:    []string{"::server:", "::node:"},
			Pattern:     `\bK10[0-9a-f]{64}::(?:server|node):([A-Za-z0-9]{16,128})\b`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: randomHexOrToken},
		// A Neon API key: napi_ and 64 lower-case letters and digits.
		{ID: "neon-api-key", Category: CatSecret, Description: "Neon API key (napi_)",
			Keywords:    []string{"napi_"},
			Pattern:     `(?:^|[^A-Za-z0-9_])(napi_[a-z0-9]{64})(?:[^A-Za-z0-9_]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: mixedToken},
		// A proxy share link whose userinfo is the credential: VLESS's and
		// TUIC's user id (a UUID), Trojan's and Hysteria 2's password.
		{ID: "proxy-share-link", Category: CatSecret, Description: "user id or password of a proxy share link (vless://, trojan://, tuic://, hysteria2://)",
			Keywords:    []string{"vless://", "trojan://", "tuic://", "hysteria2://", "hy2://"},
			Pattern:     `\b(?:vless|trojan|tuic|hysteria2|hy2)://([^\s@:/?#<>"']{6,128})(?::[^\s@/<>"']{0,128})?@[A-Za-z0-9\[]`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: shareLinkID},
		// 3proxy's users line: name:CL:password is the password as typed
		// (CR takes a crypt hash, NT an NT hash).
		{ID: "3proxy-cleartext-password", Category: CatSecret, Description: "3proxy user's cleartext password (users name:CL:password)",
			Keywords:    []string{":cl:"},
			Pattern:     `(?:^|[\s,])[A-Za-z0-9_.@\-]{1,64}:CL:([^\s,]{1,128})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// An IPTV panel's stream URL (the Xtream Codes layout): the account
		// is the path, /live|movie|series/USER/PASSWORD/ID[.ext].
		{ID: "url-path-credential", Category: CatSecret, Description: "password as a URL path segment (an IPTV panel's /live/USER/PASSWORD/ID)",
			Keywords: []string{"/live/", "/movie/", "/series/"},
			Pattern: `https?://[A-Za-z0-9.\-]+(?::[0-9]{1,5})?/(?:live|movie|series)/[^/\s"'<>?#]{1,64}/([^/\s"'<>?#]{6,64})/[0-9]{1,12}(?:\.[A-Za-z0-9]{2,4})?` +
				`(?:[\s"'<>?#]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// A private tracker's passkey in its announce URL: a path segment
		// before /announce, or after announce/ or passkey=. A torrent's
		// metainfo is binary (its pieces), so this is a token rule.
		{ID: "tracker-passkey", Category: CatSecret, Description: "private BitTorrent tracker passkey in an announce URL",
			Keywords: []string{"/announce"},
			Pattern: `https?://[A-Za-z0-9.\-]+(?::[0-9]{1,5})?/(?:[A-Za-z0-9_\-]{1,32}/)?(?:announce(?:\.php)?(?:/|\?(?:[^\s"'<>]{0,100}&)?passkey=))?` +
				`([0-9A-Za-z]{24,64}?)(?:/announce|[^0-9A-Za-z]|[0-9]{1,3}:|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: trackerPasskey},
		// Caddy's dns directive (tls { dns PROVIDER TOKEN }, acme_dns): the
		// DNS provider's API token as the directive's one argument.
		{ID: "caddy-dns-token", Category: CatSecret, Description: "DNS provider API token in a Caddyfile's dns directive",
			Keywords:    []string{"dns "},
			Pattern:     `(?m)^[ \t]*(?:acme_)?dns[ \t]+[a-z][a-z0-9_]{1,30}[ \t]+([A-Za-z0-9_\-]{24,200})[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: mixedToken},
		// gpg-agent's key file (private-keys-v1.d/<keygrip>.key): an
		// unprotected key's S-expression holds its secret d in the clear
		// (protected-private-key and shadowed-private-key do not).
		{ID: "gnupg-private-key", Category: CatSecret, Description: "unprotected GnuPG secret key (private-keys-v1.d S-expression)",
			Keywords: []string{"(private-key"}, Multiline: true,
			Pattern:     `\(private-key[ \t\r\n]*\((?:ecc|rsa|dsa|elg|ecdsa|eddsa)\b[^\x00]{0,1000}?\(d[ \t\r\n]*#([0-9A-Fa-f \t\r\n]{32,1000})#\)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-PRIVATE-KEY", Valid: gnupgD},
		// A Sublime Text (or Merge) license block: the holder, the seats,
		// EA7E-<n> and lines of four 8-hex groups.
		{ID: "sublime-license", Category: CatSecret, Description: "Sublime Text or Sublime Merge license key",
			Keywords: []string{"begin license"}, Multiline: true, Until: "END LICENSE",
			Pattern:     `(-{3,} ?BEGIN LICENSE ?-{3,}\r?\n(?:[^\r\n]{1,128}\r?\n){0,3}?EA7E-[0-9]{3,10}\r?\n(?:[0-9A-F]{8}(?:[ \t][0-9A-F]{8}){3}\r?\n){4,16})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-LICENSE\n", Valid: licenseHex},
	}
}

// set20Context reports the set-20 rules that read a position in a
// layout, not a token of their own: like generic-secret they are not
// trusted in a binary's printable runs.
func set20Context(id string) bool {
	switch id {
	case "3proxy-cleartext-password", "url-path-credential", "caddy-dns-token":
		return true
	}
	return false
}

// shareLinkID vets a share link's credential: a UUID must be varied hex;
// a password must be one (not a placeholder, a reference or a word).
func shareLinkID(text []byte, s, e int) bool {
	v := string(text[s:e])
	if len(v) == 36 && strings.Count(v, "-") == 4 && hexish(v) {
		return uuidKey(text, s, e)
	}
	return urlPassword(text, s, e) && entropyOK(v) && classes(v) >= 2 && !wordShaped(v)
}

// trackerPasskey vets a passkey: the URL must announce (the key before
// /announce, or after announce/ or passkey=), and the key be random.
func trackerPasskey(text []byte, s, e int) bool {
	before := strings.ToLower(string(text[max(0, s-16):s]))
	if !bytes.HasPrefix(text[e:], []byte("/announce")) && !strings.HasSuffix(before, "announce/") && !strings.HasSuffix(before, "passkey=") {
		return false
	}
	return randomHexOrToken(text, s, e)
}

// randomHexOrToken vets a secret that is hex (varied) or letters and
// digits at random.
func randomHexOrToken(text []byte, s, e int) bool {
	if hexish(string(text[s:e])) {
		return variedHex(text, s, e)
	}
	return mixedToken(text, s, e)
}

// gnupgD vets the d of a key S-expression: hex of a secret's length, not
// one digit repeated.
func gnupgD(text []byte, s, e int) bool {
	h := strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == '\r' || r == '\n' {
			return -1
		}
		return r
	}, string(text[s:e]))
	return len(h) >= 32 && len(h)%2 == 0 && variedHex([]byte(h), 0, len(h))
}

// licenseHex vets a license block's hex lines: varied, not a filler.
func licenseHex(text []byte, s, e int) bool {
	i := bytes.Index(text[s:e], []byte("EA7E-"))
	if i < 0 {
		return false
	}
	i += bytes.IndexByte(text[s+i:e], '\n')
	h := strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == '\r' || r == '\n' {
			return -1
		}
		return r
	}, string(text[s+i+1:e]))
	return variedHex([]byte(h), 0, len(h))
}
