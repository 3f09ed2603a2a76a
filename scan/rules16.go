package scan

import (
	"bytes"
	"encoding/base32"
	"encoding/base64"
	"strings"
)

// set16Rules name kinds of secret and tool layouts the sixteenth push red
// team found with no rule: a credential whose name is a position in the
// tool's syntax (go-sql-driver's DSN without a scheme, requests' auth
// tuple, Squid's cache_peer login=, cmdkey's /pass:), kinds with a telling
// structure or context (an X11 MIT-MAGIC-COOKIE-1, a TOTP seed given to an
// OTP library, a ZeroTier identity.secret, the "token" authorization
// scheme, an SNMP v1/v2c community, a Shadowsocks SIP002 userinfo) and a
// value stored base64 under a secret's name by the tool's own rule (an
// LDIF attribute's double colon). Each is written from its format.
func set16Rules() []*Rule {
	return []*Rule{
		// go-sql-driver/mysql's DSN: [user[:password]@][net[(addr)]]/db,
		// with no scheme:// before it (url-password needs one).
		{ID: "mysql-dsn-password", Category: CatSecret, Description: "password in a go-sql-driver/mysql DSN (user:password@tcp(host)/db)",
			Keywords:    []string{"@tcp(", "@tcp6(", "@unix("},
			Pattern:     `(?:^|[\s"'` + "`" + `=(,])[A-Za-z0-9_.\-]{1,64}:([^\s"'` + "`" + `@/:]{1,128})@(?:tcp6?|unix)\(`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// Python requests' auth=("user", "password") tuple (HTTPBasicAuth,
		// HTTPDigestAuth and aiohttp's BasicAuth take the same two).
		{ID: "http-auth-tuple", Anchored: true, Category: CatSecret, Description: "password in an HTTP auth pair (requests auth=(user, password), HTTPBasicAuth)",
			Keywords: []string{"auth=(", "auth = (", "basicauth(", "digestauth("},
			Pattern: `(?:(?i:auth)[ \t]*=[ \t]*\(|(?i:basicauth|digestauth)\()[ \t]*(?:login[ \t]*=[ \t]*)?["'][^"'\n]{1,64}["'][ \t]*,[ \t]*(?:password[ \t]*=[ \t]*)?` +
				`["']([^"'\s]{8,256})["']`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// Squid's cache_peer ... login=user:password, sent to the parent as
		// Proxy-Authorization (login=PASS, PASSTHRU, NEGOTIATE forward or
		// negotiate and hold none).
		{ID: "squid-peer-login", Category: CatSecret, Description: "password in a Squid cache_peer login=user:password",
			Keywords:    []string{"cache_peer"},
			Pattern:     `(?m)^[ \t]*cache_peer[ \t][^\n]*?[ \t]login=[^:\s]*:(\S{6,256})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// Windows cmdkey /add:target /user:name /pass:password (cmdkey
		// /pass with no value prompts).
		{ID: "cmdkey-password", Anchored: true, Category: CatSecret, Description: "password given to Windows cmdkey /pass:",
			Keywords:    []string{"/pass:"},
			Pattern:     `/pass:"?([^\s"]{6,256})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: cmdkeyPassword},
		// An X11 authorization cookie (xauth add DISPLAY MIT-MAGIC-COOKIE-1
		// HEX, xauth list's lines): 16 random bytes as hex.
		{ID: "x11-magic-cookie", Anchored: true, Category: CatSecret, Description: "X11 MIT-MAGIC-COOKIE-1 authorization cookie",
			Keywords:    []string{"mit-magic-cookie-1"},
			Pattern:     `MIT-MAGIC-COOKIE-1[ \t]+["']?([0-9A-Fa-f]{32})(?:[^0-9A-Fa-f]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: variedHex},
		// A TOTP or HOTP seed (RFC 4226's shared secret, base32) given to an
		// OTP library (pyotp.TOTP("..."), ROTP::TOTP.new("...")) or in an
		// otpauth:// URI's secret=.
		{ID: "otp-seed", Anchored: true, Category: CatSecret, Description: "TOTP/HOTP seed (base32) given to an OTP library or an otpauth:// URI",
			Keywords: []string{"totp(", "hotp(", "totp.new(", "hotp.new(", "otpauth://"},
			Pattern: `(?:(?i:[th]otp)(?:\.new)?\([ \t]*(?:s[ \t]*=[ \t]*)?["']|otpauth://[th]otp/[^?\s"']*\?(?:[^#\s"']*&)?secret=)` +
				`([A-Za-z2-7]{16,128}=*)(?:[^A-Za-z0-9]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: otpSeed},
		// ZeroTier's identity.secret: address:0:public:private, the private
		// half the X25519 and Ed25519 keys (64 bytes as hex);
		// identity.public has three fields and passes.
		{ID: "zerotier-identity-secret", Category: CatSecret, Description: "ZeroTier identity.secret (the node's private keys)",
			Keywords:    []string{":0:"},
			Pattern:     `(?:^|[^0-9a-fA-F:])[0-9a-f]{10}:0:[0-9a-f]{128}:([0-9a-f]{128})(?:[^0-9a-fA-F:]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-PRIVATE-KEY", Valid: variedHex},
		// The "token" authorization scheme (Authorization: token VALUE),
		// which Gitea, Gogs, Forgejo and GitHub's API take.
		{ID: "token-scheme-auth", Anchored: true, Category: CatSecret, Description: "token after the token authorization scheme (Authorization: token ...)",
			Keywords:    []string{"authorization"},
			Pattern:     `(?i:authorization)["']?[ \t]*[:=,][ \t]*["']?(?i:token)[ \t]+([A-Za-z0-9_\-.~+/]{20,500}=*)(?:[^A-Za-z0-9_\-.~+/=]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: schemeToken},
		// net-snmp's snmpd.conf: an SNMP v1/v2c community, which is the
		// password (rocommunity, rwcommunity, their 6 forms, and com2sec's
		// fourth field). The defaults public and private pass.
		{ID: "snmp-community", Category: CatSecret, Description: "SNMP v1/v2c community string (snmpd.conf rocommunity, rwcommunity, com2sec)",
			Keywords:    []string{"rocommunity", "rwcommunity", "com2sec"},
			Pattern:     `(?m)^[ \t]*(?:r[ow]community6?|com2sec6?[ \t]+(?:-Cn[ \t]+\S+[ \t]+)?\S+[ \t]+\S+)[ \t]+(\S{6,64})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// Shadowsocks SIP002 (Outline access keys): ss://USERINFO@host:port
		// where USERINFO is base64url of method:password; the legacy form
		// encodes method:password@host:port whole.
		{ID: "shadowsocks-key", Anchored: true, Category: CatSecret, Description: "Shadowsocks (Outline) access key: ss:// userinfo holding method:password",
			Keywords:    []string{"ss://"},
			Pattern:     `ss://([A-Za-z0-9_\-+/]{12,1000}=*)(?:[@#/?\s"'<]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: shadowsocksUserinfo},
		// LDIF's NAME:: BASE64 (RFC 2849: the value is base64; ldapmodify
		// decodes it and the server stores it as given): a password
		// attribute (olcRootPW, userPassword, ...) whose value decodes to
		// a plain password. A crypt or {SCHEME} hash passes.
		{ID: "ldif-base64-password", Category: CatSecret, Description: "password stored base64 under an LDIF attribute (olcRootPW:: ...)",
			Keywords:    []string{":: "},
			Pattern:     `(?m)^[A-Za-z][A-Za-z0-9\-;]{1,64}:: ([A-Za-z0-9+/]{8,1000}={0,2})[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: ldifPassword},
	}
}

// set16Context reports the set-16 rules that read a layout, not a token:
// like generic-secret they are not trusted in turned candidate text or in
// a binary's printable runs.
func set16Context(id string) bool {
	switch id {
	case "mysql-dsn-password", "http-auth-tuple", "squid-peer-login", "cmdkey-password", "snmp-community", "ldif-base64-password", "otp-seed",
		"token-scheme-auth":
		return true
	}
	return set17Context(id)
}

// cmdkeyPassword vets /pass:VALUE on a cmdkey command line.
func cmdkeyPassword(text []byte, s, e int) bool {
	ls := lineStart(text, s)
	if !bytes.Contains(bytes.ToLower(text[ls:s]), []byte("cmdkey")) {
		return false
	}
	return plainPasswordValue(text, s, e)
}

// otpSeed vets a base32 OTP seed: it decodes, is not the documentation's
// example (JBSWY3DPEHPK3PXP, pyotp's base32secret3232) and is as random as
// a generated seed.
func otpSeed(text []byte, s, e int) bool {
	v := strings.ToUpper(strings.TrimRight(string(text[s:e]), "="))
	switch {
	case strings.HasPrefix(v, "JBSWY3DPEHPK3PXP"), strings.HasPrefix(v, "BASE32SECRET"), placeholder(strings.ToLower(v)):
		return false
	}
	if _, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(v[:len(v)/8*8]); err != nil {
		return false
	}
	if strings.Trim(v, "234567") == "" || strings.Trim(v, upper) == "" && entropy(v) < 3.8 {
		return false // digits only, or letters only that may be words
	}
	return entropy(v) >= 3.5
}

// schemeToken vets a value after the token scheme as bearer-token does: a
// reference, a placeholder or a word passes.
func schemeToken(text []byte, s, e int) bool {
	v := string(text[s:e])
	if placeholder(v) || wordShaped(v) || strings.Trim(v, upper+"_0123456789") == "" || !entropyOK(v) {
		return false
	}
	return classes(v) >= 2 && strings.ContainsAny(v, "0123456789")
}

// shadowsocksUserinfo vets a SIP002 userinfo (or a legacy ss:// body): it
// decodes to METHOD:PASSWORD[@host:port], the method a Shadowsocks cipher
// and the password not a word or a placeholder (SIP002's own example,
// aes-128-gcm:test, passes).
func shadowsocksUserinfo(text []byte, s, e int) bool {
	run := strings.TrimRight(string(text[s:e]), "=")
	enc := base64.RawURLEncoding
	if strings.ContainsAny(run, "+/") {
		enc = base64.RawStdEncoding
	}
	dec, err := enc.DecodeString(run)
	if err != nil || !textual(dec) {
		return false
	}
	method, pw, ok := strings.Cut(string(dec), ":")
	if !ok {
		return false
	}
	m := strings.ToLower(method)
	if !strings.Contains(m, "aes-") && !strings.Contains(m, "chacha20") && !strings.Contains(m, "blake3") && !strings.Contains(m, "camellia") &&
		!strings.Contains(m, "salsa20") && !strings.Contains(m, "rc4") && !strings.Contains(m, "bf-cfb") {
		return false
	}
	if at := strings.LastIndexByte(pw, '@'); at >= 0 && strings.IndexByte(pw[at:], ':') > 0 {
		pw = pw[:at] // the legacy form: method:password@host:port
	}
	return len(pw) >= 8 && plainPassword(pw)
}

// ldifPassword vets NAME:: BASE64: the attribute names a password or a
// secret (olcRootPW, userPassword, olcDbRootPW, ...credentials), and the
// value decodes to a plain password, not a hash in a scheme.
func ldifPassword(text []byte, s, e int) bool {
	ls := lineStart(text, s)
	name := strings.ToLower(string(text[ls:max(ls, s-3)]))
	if i := strings.IndexByte(name, ';'); i >= 0 {
		name = name[:i] // an option: userPassword;binary
	}
	if !strings.Contains(name, "passw") && !strings.HasSuffix(name, "pw") && !strings.Contains(name, "secret") &&
		!strings.Contains(name, "credentials") && !strings.Contains(name, "pwd") {
		return false
	}
	run := strings.TrimRight(string(text[s:e]), "=")
	dec, err := base64.RawStdEncoding.DecodeString(run)
	if err != nil || !textual(dec) || cryptHash(string(dec)) {
		return false
	}
	return plainPassword(string(dec))
}

// plainPassword vets a decoded password as plainPasswordValue vets one
// as written (with no user name before it).
func plainPassword(pw string) bool {
	b := append([]byte(" "), pw...)
	return plainPasswordValue(b, 1, len(b))
}
