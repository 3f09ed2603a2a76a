package scan

import "strings"

// set13Rules name kinds of secret the thirteenth push red team found with
// no rule: each by its structure or by the layout of the tool that keeps
// it, never by one spelling.
func set13Rules() []*Rule {
	return []*Rule{
		// A Tailscale auth, OAuth-client or API key: tskey-, its kind,
		// the key id (k...CNTRL) and the secret.
		{ID: "tailscale-key", Anchored: true, Category: CatSecret, Description: "Tailscale auth, OAuth client or API key",
			Keywords:    []string{"tskey-"},
			Pattern:     `\b(tskey-(?:auth-|client-|api-|scim-|webhook-)?k[A-Za-z0-9]{4,24}CNTRL-[A-Za-z0-9]{16,80})(?:[^A-Za-z0-9]|$)`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED-TAILSCALE-KEY", Valid: notPlaceholder},
		// vault operator init's output: Unseal Key N (Shamir shares of
		// the root key; a quorum of them unseals the storage) or Recovery
		// Key N, base64 of random bytes; and its JSON form's lists.
		{ID: "vault-unseal-key", Anchored: true, Category: CatSecret, Description: "HashiCorp Vault unseal or recovery key share",
			Keywords: []string{"unseal key ", "recovery key ", `unseal_keys_b64"`, `unseal_keys_hex"`, `recovery_keys_b64"`, `recovery_keys_hex"`},
			Pattern: `(?:(?:Unseal|Recovery) Key [0-9]{1,2}:[ \t]+|(?:unseal|recovery)_keys_(?:b64|hex)"\s*:\s*\[\s*")` +
				`([A-Za-z0-9+/]{40,90}={0,2})(?:[^A-Za-z0-9+/=]|$)`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED", Valid: notPlaceholder},
		// A password file's plain-text scheme (nginx's and Dovecot's
		// user:{PLAIN}password): the password as it is typed.
		{ID: "plain-scheme-password", Category: CatSecret, Description: "password in a password file's plain-text scheme (user:{PLAIN}...)",
			Keywords:    []string{"{plain}", "{cleartext}", "{clear}"},
			Pattern:     `(?:^|[\s"'])[^\s:#"']{1,64}:\{(?:PLAIN|CLEARTEXT|CLEAR)\}([^\s:]{4,128})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: urlPassword},
		// conda's token in a channel URL (/t/<token>/): anaconda.org's
		// token shape (two letters and a UUID) anywhere, a random one in
		// a URL of a conda host.
		{ID: "conda-channel-token", Anchored: true, Category: CatSecret, Description: "Anaconda.org token in a conda channel URL (/t/<token>/)",
			Keywords:    []string{"/t/"},
			Pattern:     `/t/([A-Za-z0-9][A-Za-z0-9_\-]{19,79})(?:/|$|[\s"'])`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: condaToken},
		// An Ethereum (secp256k1) private key in a Hardhat or Truffle
		// network's accounts list: 0x and 64 hex digits.
		{ID: "eth-private-key", Anchored: true, Category: CatSecret, Description: "Ethereum private key in a network's accounts list",
			Keywords:    []string{"accounts: [", "accounts:[", `accounts": [`, `accounts":[`, "accounts = [", "accounts=["},
			Pattern:     `\baccounts["']?\s*[:=]\s*\[\s*["'](?:0x)?([0-9a-fA-F]{64})["']`,
			SecretGroup: 1, Entropy: 3, Severity: Block, Replace: "REDACTED", Valid: notPlaceholder},
		// An HMAC signing secret given as a literal to a JWT library's
		// sign or verify (jsonwebtoken, PyJWT's encode and decode): whoever
		// reads it mints tokens the service accepts.
		{ID: "jwt-signing-secret", Anchored: true, Category: CatSecret, Description: "HMAC secret passed as a literal to jwt.sign/verify/encode/decode",
			Keywords: []string{"jwt.sign(", "jwt.verify(", "jwt.encode(", "jwt.decode("},
			Pattern: `\bjwt\.(?:sign|verify|encode|decode)\(\s*(?:\{[^{}\n]{0,400}\}|[A-Za-z_$][\w.$\[\]]{0,64}|"[^"\n]{0,400}"|'[^'\n]{0,400}')\s*,\s*["'` + "`" +
				`]([^"'` + "`" + `\s]{12,256})["'` + "`" + `]`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: jwtSecret},
		// curl's config file (curl -K, .curlrc): user = "name:password",
		// the config form of -u.
		{ID: "curl-config-user", Anchored: true, Category: CatSecret, Description: "password in a curl config file (user = \"name:password\")",
			Keywords:    []string{`user = "`, `user="`, `user "`, `user: "`},
			Pattern:     `\buser[ \t]*[=:]?[ \t]*"[^\s:"]{1,64}:([^\s"]{1,128})"`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: curlConfigUser},
		// A YAML value behind Ansible's !unsafe tag, which keeps Jinja
		// from templating it: the tag is there because the value holds
		// {% or {{, which no name=value rule takes into a value.
		{ID: "ansible-unsafe-secret", Category: CatSecret, Description: "password or secret behind Ansible's !unsafe tag",
			Keywords:    []string{"!unsafe"},
			Pattern:     `(?i:[A-Za-z0-9_]*(?:passw|pwd|secret|token|_key|_pass)[A-Za-z0-9_]*)["']?[ \t]*:[ \t]*!unsafe[ \t]+["']([^"'\n]{8,256})["']`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: unsafeValue},
		// Written by the htdigest and recovery-code views (views13.go):
		// an htdigest file's HA1 and a file of GitHub recovery codes.
		{ID: "htdigest-ha1", Anchored: true, Category: CatSecret, Description: "Apache htdigest HA1 (answers Digest challenges as the password does)",
			Keywords: []string{"htdigest-ha1: "}, Pattern: `htdigest-ha1: ([0-9a-fA-F]{32})\b`,
			SecretGroup: 1, Entropy: 3, Severity: Block, Replace: "REDACTED"},
		{ID: "github-recovery-codes", Anchored: true, Category: CatSecret, Description: "GitHub two-factor recovery codes",
			Keywords: []string{"github-recovery-codes:"}, Pattern: `github-recovery-codes:((?: [0-9a-f]{5}-[0-9a-f]{5}){8,32})`,
			SecretGroup: 1, Entropy: 3, Severity: Block, Replace: "REDACTED"},
	}
}

// condaToken vets a /t/ path segment: anaconda.org's shape (two letters,
// a hyphen, a UUID) anywhere, or a random one in a conda host's URL.
func condaToken(text []byte, s, e int) bool {
	v := string(text[s:e])
	if placeholder(v) {
		return false
	}
	if len(v) == 39 && v[2] == '-' && isAlpha(v[0]) && isAlpha(v[1]) && uuidShaped(v[3:]) {
		return strings.Trim(v[3:], "0-") != "" && entropy(v[3:]) >= 3
	}
	ls := lineStart(text, s)
	line := strings.ToLower(string(text[ls:s]))
	return strings.Contains(line, "conda") && strings.ContainsAny(v, "0123456789") && !wordShaped(v) && entropyOK(v)
}

// uuidShaped reports 8-4-4-4-12 hex digits.
func uuidShaped(v string) bool {
	if len(v) != 36 {
		return false
	}
	for i := range len(v) {
		switch i {
		case 8, 13, 18, 23:
			if v[i] != '-' {
				return false
			}
		default:
			if !hexDigit(v[i]) {
				return false
			}
		}
	}
	return true
}

// jwtSecret vets an HMAC secret literal: a password's mix, not a textbook
// example (secret, shhhhh, your-256-bit-secret) nor a path or a name.
func jwtSecret(text []byte, s, e int) bool {
	v := string(text[s:e])
	if v[0] == '$' || pathLike(v) || wordShaped(v) || slugLike(v) || strings.Contains(v, "${") {
		return false
	}
	return urlPassword(text, s, e) && entropyOK(v) && classes(v) >= 2
}

// curlConfigUser vets user = "name:password" as a line of curl's config
// (nothing before it on the line but indentation, or curl's --).
func curlConfigUser(text []byte, s, e int) bool {
	ls := lineStart(text, s)
	i := ls
	for i < s && (text[i] == ' ' || text[i] == '\t' || text[i] == '-') {
		i++
	}
	if !strings.HasPrefix(string(text[i:s]), "user") {
		return false
	}
	return urlPassword(text, s, e)
}

// unsafeValue vets a value behind !unsafe as a password: its braces are
// the reason for the tag, not a template, so they are set aside for the
// placeholder and textbook checks; a value with spaces is prose.
func unsafeValue(text []byte, s, e int) bool {
	v := string(text[s:e])
	bare := strings.NewReplacer("{", "", "}", "", "%", "").Replace(v)
	return !strings.ContainsAny(v, " \t") && len(bare) >= 8 && !placeholder(bare) && entropyOK(v) && classes(v) >= 3 &&
		urlPassword([]byte(" "+bare), 1, len(bare)+1)
}
