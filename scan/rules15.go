package scan

import (
	"bytes"
	"encoding/base64"
	"strings"
)

// set15Rules name kinds of secret the fifteenth push red team found with
// no rule: values a tool keeps under a name that says nothing (Nagios's
// numbered macros, Z-Wave's network keys, a YubiKey's AES key in the
// personalization log), secrets with a telling structure (a Twitch stream
// key, a Wi-Fi QR payload's P: field, a DNSSEC private key file's RSA
// members) and tool output that shows one in a row of its own (wg show
// dump, aws ssm --output text). Each is written from its format.
func set15Rules() []*Rule {
	return []*Rule{
		// Nagios (and Icinga 1, Naemon): resource.cfg's $USERn$ macros,
		// which the docs keep for "sensitive information such as
		// usernames, passwords"; $USER1$ is the plugins' path and passes.
		{ID: "nagios-user-macro", Anchored: true, Category: CatSecret, Description: "password in a Nagios resource.cfg $USERn$ macro",
			Keywords:    []string{"$user"},
			Pattern:     `^\$USER[0-9]{1,3}\$[ \t]*=[ \t]*(\S{8,256})[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: nagiosMacro},
		// A Twitch stream key: live_, the channel's numeric id, _ and 30
		// random characters (OBS's service.json, an ffmpeg rtmp URL).
		{ID: "twitch-stream-key", Category: CatSecret, Description: "Twitch stream key (live_<id>_...)",
			Keywords:    []string{`"live_`, `'live_`, "/live_", " live_", "=live_", ":live_"},
			Pattern:     `["'/ =:](live_[0-9]{5,12}_[A-Za-z0-9]{30})(?:[^A-Za-z0-9_]|$)`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED"},
		// Z-Wave JS's network keys (securityKeys and securityKeysLongRange):
		// S0_Legacy and the three S2 classes, 16 bytes as hex each.
		{ID: "zwave-security-key", Anchored: true, Category: CatSecret, Description: "Z-Wave S0/S2 network key (Z-Wave JS securityKeys)",
			Keywords:    []string{"s2_accesscontrol", "s2_authenticated", "s2_unauthenticated", "s0_legacy"},
			Pattern:     `(?:S2_AccessControl|S2_Authenticated|S2_Unauthenticated|S0_Legacy)["']?[ \t]*[:=][ \t]*["']?(?:0x)?([0-9A-Fa-f]{32})(?:[^0-9A-Fa-f]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: variedHex},
		// The YubiKey Personalization Tool's configuration_log.csv: a row
		// per programmed slot, mode, time, slot, public id, private id,
		// then the secret (Yubico OTP's AES key, OATH's or
		// challenge-response's HMAC key).
		{ID: "yubikey-secret", Category: CatSecret, Description: "YubiKey slot secret in a personalization log row",
			Keywords:    []string{"yubico otp,", "oath-hotp,", "challenge-response"},
			Pattern:     `(?m)^(?:Yubico OTP|OATH-HOTP|Challenge-Response[^,\n]{0,24}),[^,\n]{0,40},[12],[^,\n]{0,64},[0-9a-fA-F]{0,12},([0-9a-fA-F]{32}|[0-9a-fA-F]{40}),`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: variedHex},
		// A Wi-Fi QR payload (the ZXing format phones read): WIFI:T:WPA;
		// S:ssid;P:passphrase;; fields in any order, \ escapes.
		{ID: "wifi-qr-password", Anchored: true, Category: CatSecret, Description: "Wi-Fi passphrase in a WIFI: QR payload (P: field)",
			Keywords:    []string{"wifi:"},
			Pattern:     `WIFI:(?:[A-Z]{1,2}:(?:\\.|[^;\\\n"])*;)*?P:((?:\\.|[^;\\\n"]){8,63});`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
		// BIND's private key file (dnssec-keygen, format v1.x): the RSA
		// key's private members in base64, one a line.
		{ID: "dnssec-private-key", Anchored: true, Category: CatSecret, Description: "DNSSEC private key (BIND .private file: PrivateExponent, Prime1, Prime2)",
			Keywords:    []string{"privateexponent: ", "prime1: ", "prime2: "},
			Pattern:     `(?:PrivateExponent|Prime1|Prime2): ([A-Za-z0-9+/]{40,}={0,2})[ \t]*\r?$`,
			SecretGroup: 1, Entropy: 4, Severity: Block, Replace: "REDACTED-PRIVATE-KEY", Valid: rsaParamsContext},
		// wg show [all] dump: the interface's line is [name] private key,
		// public key, port, fwmark, tab-separated (a peer's line has its
		// preshared key or (none) in the second field and more fields).
		{ID: "wireguard-dump-private-key", Category: CatSecret, Description: "WireGuard private key in wg show dump output",
			Keywords:    []string{"=\t"},
			Pattern:     `(?m)^(?:[A-Za-z0-9_.\-]{1,15}\t)?([A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=)\t[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=\t[0-9]{1,5}\t(?:off|0x[0-9a-fA-F]{1,8}|[0-9]{1,10})[ \t]*\r?$`,
			SecretGroup: 1, Entropy: 3.5, Severity: Block, Replace: "REDACTED", Valid: aesKeyB64},
		// aws ssm get-parameter(s)(-by-path) --with-decryption --output
		// text: a PARAMETERS row's type SecureString, then the value, then
		// the version. Without --with-decryption the value is the KMS
		// ciphertext (AQICAH...), which passes.
		{ID: "ssm-secure-string", Anchored: true, Category: CatSecret, Description: "decrypted SSM SecureString in aws ssm --output text",
			Keywords:    []string{"\tsecurestring\t"},
			Pattern:     `\tSecureString\t([^\t\r\n]{6,1000})\t[0-9]{1,6}[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: ssmValue},
		// Written by the set-15 views (views15.go): an OpenThread dataset
		// whose TLVs hold the network key, and a Matrix security key
		// (Element's recovery key) whose base58 checks out.
		{ID: "thread-network-key", Anchored: true, Category: CatSecret, Description: "Thread network key (an OpenThread operational dataset's TLVs)",
			Keywords: []string{"thread-dataset: "}, Pattern: `thread-dataset: ([0-9A-Fa-f]{40,})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED"},
		{ID: "matrix-security-key", Anchored: true, Category: CatSecret, Description: "Matrix security (recovery) key, as Element writes it",
			Keywords: []string{"matrix-recovery: "}, Pattern: `matrix-recovery: (Es[1-9A-HJ-NP-Za-km-z ]{46,60})`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED"},
	}
}

// set15Context reports the set-15 rules that read a layout, not a token:
// like generic-secret they are not trusted in turned candidate text or in
// a binary's printable runs.
func set15Context(id string) bool {
	switch id {
	case "nagios-user-macro", "zwave-security-key", "yubikey-secret", "wifi-qr-password", "ssm-secure-string":
		return true
	}
	return set16Context(id)
}

// nagiosMacro vets a $USERn$ value: a password's mix, not a path (the
// plugins' folder), a reference or a word.
func nagiosMacro(text []byte, s, e int) bool {
	v := string(text[s:e])
	if strings.ContainsAny(v[:1], "/.~") || strings.Contains(v, "$") {
		return false
	}
	return plainPasswordValue(text, s, e)
}

// variedHex vets a hex key: not one digit repeated, not a counting
// placeholder (0123456789abcdef...), and as random as a key is.
func variedHex(text []byte, s, e int) bool {
	v := strings.ToLower(string(text[s:e]))
	if strings.Contains("0123456789abcdef0123456789abcdef0123456789abcdef", v[:min(len(v), 16)]) || placeholder(v) {
		return false
	}
	return entropy(v) >= 3
}

// ssmValue vets a SecureString's value as aws prints it: the KMS
// ciphertext (what comes back without --with-decryption) and placeholders
// pass; anything else was decrypted.
func ssmValue(text []byte, s, e int) bool {
	v := string(text[s:e])
	if strings.HasPrefix(v, "AQICAH") || strings.HasPrefix(v, "AQIBAH") || strings.HasPrefix(v, "AQIDAH") {
		if dec, err := base64.StdEncoding.DecodeString(v); err == nil && len(dec) > 32 {
			return false
		}
	}
	if placeholder(v) || strings.HasPrefix(v, "{{") || strings.HasPrefix(v, "${") || bytes.Equal(bytes.ToLower([]byte(v)), []byte("none")) {
		return false
	}
	return entropyOK(v) && classes(v) >= 2
}

// storedVerifier reports a password verifier as a server stores it, which
// answers no login by itself: a framework's salted hash, RFC 5803's SCRAM form
// (SCRAM-SHA-256$iterations:salt$StoredKey:ServerKey, what PostgreSQL's
// CREATE ROLE ... PASSWORD takes) and PostgreSQL's md5 + 32 hex.
func storedVerifier(v string) bool {
	// A hash in a framework's ALGORITHM...$SALT$HASH form (Werkzeug's
	// pbkdf2:sha256:600000$..., Django's pbkdf2_sha256$..., argon2$...).
	if i := strings.IndexByte(v, '$'); i > 0 && strings.Count(v, "$") >= 2 {
		alg := strings.ToLower(v[:i])
		for _, p := range []string{"pbkdf2", "scrypt", "argon2", "bcrypt", "sha1", "sha256", "sha512", "md5"} {
			if strings.HasPrefix(alg, p) {
				return true
			}
		}
	}
	if len(v) == 35 && strings.HasPrefix(v, "md5") && strings.Trim(v[3:], "0123456789abcdef") == "" {
		return true
	}
	rest, ok := strings.CutPrefix(v, "SCRAM-SHA-256$")
	if !ok {
		if rest, ok = strings.CutPrefix(v, "SCRAM-SHA-1$"); !ok {
			return false
		}
	}
	iter, rest, ok := strings.Cut(rest, ":")
	if !ok || iter == "" || strings.Trim(iter, "0123456789") != "" {
		return false
	}
	salt, keys, ok := strings.Cut(rest, "$")
	stored, server, ok2 := strings.Cut(keys, ":")
	if !ok || !ok2 {
		return false
	}
	for _, p := range []string{salt, stored, server} {
		if _, err := base64.StdEncoding.DecodeString(p); err != nil || p == "" {
			return false
		}
	}
	return true
}
