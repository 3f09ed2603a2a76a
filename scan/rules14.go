package scan

import (
	"bytes"
	"encoding/base64"
	"strings"
)

// set14Rules name kinds of secret the fourteenth push red team found with
// no rule: directives whose value follows a keyword and a space, secret
// kinds that carry no prefix but a telling structure or context, and the
// keys of framework serialisations. Each is written from its format, never
// from one spelling.
func set14Rules() []*Rule {
	return []*Rule{
		// A configuration directive, NAME VALUE on a line of its own (BIND's
		// secret "...";, nslcd's bindpw, slapd's rootpw, ldap.conf's
		// bindpw): the name names a secret and nothing else is on the line.
		{ID: "directive-secret", Category: CatSecret, Description: "password or key given to a config directive (NAME VALUE on its own line)",
			Keywords:    []string{"secret ", "secret\t", "pw ", "pw\t", "passwd ", "password ", "passphrase ", "authtok "},
			Pattern:     `(?m)^[ \t]*[A-Za-z][A-Za-z0-9_.\-]{1,40}[ \t]+"?([^\s"';]{8,256})"?[ \t]*;?[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: directiveSecret},
		// debconf's preseed: OWNER QUESTION TYPE VALUE, where the type
		// password says the value is one (d-i passwd/root-password
		// password ..., mysql-server mysql-server/root_password password ...).
		{ID: "debconf-password", Category: CatSecret, Description: "password answered in a debconf preseed (type password)",
			Keywords:    []string{" password "},
			Pattern:     `(?m)^[ \t]*[a-z0-9][a-z0-9.+\-]*[ \t]+[a-z0-9][^\s/]*/[^\s]+[ \t]+password[ \t]+(\S{4,256})[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// Cisco IOS and its kin: password 0 X, secret 0 X (type 0 is the
		// password as typed; 5, 8 and 9 are hashes and pass).
		{ID: "cisco-plain-password", Anchored: true, Category: CatSecret, Description: "Cisco type 0 (plain) password or secret",
			Keywords:    []string{"password 0 ", "secret 0 ", "password 0\t", "key 0 "},
			Pattern:     `\b(?:password|secret|key)[ \t]+0[ \t]+(\S{4,128})(?:\s|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// net-snmp's v3 user: createUser [-e ID] NAME AUTH "passphrase"
		// [PRIV "passphrase"].
		{ID: "snmpv3-passphrase", Anchored: true, Category: CatSecret, Description: "SNMPv3 user passphrase (createUser)",
			Keywords:    []string{"createuser "},
			Pattern:     `createUser[ \t]+(?:-e[ \t]+\S+[ \t]+)?\S+[ \t]+(?:MD5|SHA(?:-224|-256|-384|-512)?)[ \t]+"?([^\s"]{8,128})"?`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// Redis's AUTH command as MONITOR, redis-cli and the slowlog print
		// it: "AUTH" ["user"] "password" ending the line.
		{ID: "redis-auth-command", Anchored: true, Category: CatSecret, Description: "password of a Redis AUTH command (MONITOR, slowlog)",
			Keywords:    []string{`"auth" "`},
			Pattern:     `"AUTH"[ \t]+(?:"[^"\n]{1,64}"[ \t]+)?"([^"\s]{6,128})"[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// The Erlang distribution's cookie (RabbitMQ, CouchDB, ejabberd):
		// whoever has it joins the cluster and runs code on every node.
		{ID: "erlang-cookie", Anchored: true, Category: CatSecret, Description: "Erlang distribution cookie (RABBITMQ_ERLANG_COOKIE, -setcookie)",
			Keywords:    []string{"erlang_cookie", "erlang-cookie", "-setcookie "},
			Pattern:     `(?:(?i:erlang[_\-]cookie)["']?[ \t]*[:=][ \t]*|-setcookie[ \t]+)["']?([A-Za-z0-9+/=_\-]{16,255})["']?`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: cookieValue},
		// A gossip encryption key (Consul, Nomad, Serf): encrypt = base64
		// of a 16, 24 or 32-byte AES key, or the agent's -encrypt flag.
		{ID: "gossip-encryption-key", Anchored: true, Category: CatSecret, Description: "gossip encryption key (Consul, Nomad, Serf encrypt)",
			Keywords:    []string{"encrypt =", "encrypt=", "encrypt:", "encrypt :", `encrypt"`, `encrypt'`, "-encrypt ", "-encrypt="},
			Pattern:     `(?:encrypt["']?[ \t]*[=:][ \t]*["']|-encrypt[= ]["']?)([A-Za-z0-9+/]{22,43}={0,2})(?:["'\s]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: aesKeyB64},
		// A Matrix homeserver's signing key file: ed25519 VERSION SEED, the
		// seed unpadded base64 of 32 bytes, at the start of a line.
		{ID: "matrix-signing-key", Anchored: true, Category: CatSecret, Description: "Matrix (Synapse, Dendrite) signing key (ed25519 a_x <seed>)",
			Keywords:    []string{"ed25519 "},
			Pattern:     `ed25519[ \t]+[A-Za-z0-9_]{1,32}[ \t]+([A-Za-z0-9+/]{43}=?)(?:\s|$)`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED", Valid: lineLeads},
		// A symmetric NTP key (chrony.keys, ntp.keys): ID TYPE [HEX:|ASCII:]KEY.
		{ID: "ntp-symmetric-key", Category: CatSecret, Description: "symmetric NTP key (chrony.keys, ntp.keys)",
			Keywords:    []string{" hex:", " ascii:", " sha1 ", " sha256 ", " sha512 ", " md5 ", " aes128 ", " aes256 "},
			Pattern:     `(?m)^[ \t]*[0-9]{1,10}[ \t]+(?:MD5|SHA1|SHA256|SHA384|SHA512|SHA3-\d{3}|RMD160|AES128|AES256|M)[ \t]+(?:HEX:|ASCII:)?(\S{10,128})[ \t]*(?:#.*)?\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: ntpKey},
		// A Windows WLAN profile exported with key=clear: the PSK or
		// passphrase as <keyMaterial> (a protected one is a long DPAPI
		// blob and passes).
		{ID: "wlan-key-material", Anchored: true, Category: CatSecret, Description: "Wi-Fi passphrase in a WLAN profile (<keyMaterial>)",
			Keywords:    []string{"<keymaterial>"},
			Pattern:     `<keyMaterial>([^<\s]{8,64})</keyMaterial>`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// A Google Calendar secret address: .../ical/ID/private-<hex>/...
		{ID: "google-calendar-private-url", Anchored: true, Category: CatSecret, Description: "Google Calendar secret iCal address (private-...)",
			Keywords:    []string{"calendar.google.com/calendar/ical/"},
			Pattern:     `calendar\.google\.com/calendar/ical/[^/\s"']{1,200}/(private-[0-9a-f]{32})/`,
			SecretGroup: 1, Entropy: 3, Severity: Block, Replace: "REDACTED"},
		// An RSA key's private members as .NET serialises them:
		// RSAParameters as JSON ("d", "inverseQ", ...) and ToXmlString(true)
		// (<D>, <InverseQ>, ...). The public ones (Modulus, Exponent) pass.
		{ID: "rsa-private-params", Anchored: true, Category: CatSecret, Description: "RSA private key members (.NET RSAParameters JSON, RSAKeyValue XML)",
			Keywords:    []string{"<d>", "<inverseq>", "<dp>", `"d":`, `"d" :`, `"inverseq"`, `"dp"`},
			Pattern:     `(?:<(?:D|InverseQ|DP)>|"(?:[dD]|[iI]nverseQ|[dD][pP])"[ \t]*:[ \t]*")([A-Za-z0-9+/]{40,}={0,2})["<]`,
			SecretGroup: 1, Entropy: 4, Severity: Block, Replace: "REDACTED-PRIVATE-KEY", Valid: rsaParamsContext},
		// Postfix's SASL password map (sasl_passwd): [relay]:port
		// user:password, the destination, then the login.
		{ID: "postfix-sasl-password", Category: CatSecret, Description: "password in a Postfix SASL password map ([relay]:port user:password)",
			Keywords:    []string{"]:"},
			Pattern:     `(?m)^[ \t]*\[[A-Za-z0-9.\-]{1,253}\](?::[0-9]{1,5})?[ \t]+[^\s:]{1,128}:(\S{4,128})[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// Written by the set-14 DER view (views14.go): base64 of a private
		// key as PKCS#8, PKCS#1 or SEC 1 DER with no armour.
		{ID: "der-pkey", Anchored: true, Category: CatSecret, Description: "base64 DER private key with no PEM armour",
			Keywords: []string{"der-pkey: "}, Pattern: `der-pkey: ([A-Za-z0-9+/]{40,}={0,2})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED-PRIVATE-KEY"},
	}
}

// plainPasswordValue vets a password a tool keeps as given: not a
// placeholder, a reference, a hash's scheme or a word, and mixed.
func plainPasswordValue(text []byte, s, e int) bool {
	v := string(text[s:e])
	if len(v) < 8 || strings.ContainsAny(v[:1], "$%{<*!@&(") || strings.Contains(v, "${") || strings.Contains(v, "{{") {
		return false
	}
	if cryptHash(v) || wordShaped(v) || pathLike(v) || !entropyOK(v) || classes(v) < 2 {
		return false
	}
	return urlPassword(text, s, e)
}

// cryptHash reports a hashed password in one of crypt's or a tool's
// schemes ($6$..., {SSHA}..., MD5:..., CRYPT:...).
func cryptHash(v string) bool {
	if strings.HasPrefix(v, "$") && strings.Count(v, "$") >= 2 || strings.HasPrefix(v, "{") && strings.Contains(v, "}") {
		return true
	}
	for _, p := range []string{"MD5:", "CRYPT:", "OBF:", "SHA:", "SHA1:", "SHA256:", "SHA512:", "PBKDF2"} {
		if strings.HasPrefix(strings.ToUpper(v), p) {
			return true
		}
	}
	return false
}

// directiveSecret vets NAME VALUE on a line of its own: the name (the
// line's first word) names a password, secret, token or key, or ends in pw
// (bindpw, rootpw); the value is random, or for a key or secret base64 of
// 16 or more bytes.
func directiveSecret(text []byte, s, e int) bool {
	ls := lineStart(text, s)
	line := bytes.TrimLeft(text[ls:s], " \t")
	sp := bytes.IndexAny(line, " \t")
	if sp <= 0 {
		return false
	}
	name := strings.ToLower(string(line[:sp]))
	if rest := bytes.Trim(line[sp:], " \t\""); len(rest) > 0 {
		return false // more than one word before the value
	}
	_, secretName := keyName(name)
	if !secretName && !strings.HasSuffix(name, "pw") && !strings.HasSuffix(name, "authtok") {
		return false
	}
	for _, suf := range notSecretNames {
		if strings.HasSuffix(name, suf) {
			return false
		}
	}
	v := string(text[s:e])
	if dec, err := base64.StdEncoding.DecodeString(v); err == nil && len(dec) >= 16 && varied(dec) {
		return entropy(v) >= 3.5 && !placeholder(v)
	}
	return plainPasswordValue(text, s, e)
}

// cookieValue vets an Erlang cookie: random capitals (as RabbitMQ makes
// it) or a random mix, not a placeholder or a reference.
func cookieValue(text []byte, s, e int) bool {
	v := string(text[s:e])
	if placeholder(v) || wordShaped(v) || constName(v) || strings.Contains(strings.ToLower(v), "cookie") {
		return false
	}
	return entropy(v) >= 3.2
}

// aesKeyB64 vets base64 of an AES key: 16, 24 or 32 bytes, not one byte
// repeated.
func aesKeyB64(text []byte, s, e int) bool {
	dec, err := base64.StdEncoding.DecodeString(string(text[s:e]))
	if err != nil {
		return false
	}
	switch len(dec) {
	case 16, 24, 32:
		return varied(dec) && entropy(string(text[s:e])) >= 3.5 && !placeholder(string(text[s:e]))
	}
	return false
}

// lineLeads reports a match whose keyword starts its line (a key file's
// layout, not a word in prose or a public key's type field).
func lineLeads(text []byte, s, e int) bool {
	ls := lineStart(text, s)
	return bytes.HasPrefix(bytes.TrimLeft(text[ls:s], " \t"), []byte("ed25519"))
}

// ntpKey vets a symmetric NTP key: hex of 10 or more bytes worth of
// entropy, or an ASCII key that is not a word.
func ntpKey(text []byte, s, e int) bool {
	v := string(text[s:e])
	if hexish(v) && !strings.Contains(v, "-") {
		return len(v) >= 20 && entropy(v) >= 3
	}
	return plainPasswordValue(text, s, e)
}

// rsaParamsContext vets a private member's value: base64 of 32 or more
// bytes, not one byte repeated.
func rsaParamsContext(text []byte, s, e int) bool {
	dec, err := base64.StdEncoding.DecodeString(string(text[s:e]))
	return err == nil && len(dec) >= 32 && varied(dec)
}
