package scan

import (
	"bytes"
	"strings"
)

// set21Rules name kinds of secret the twenty-first push red team found
// with no rule, each by its format: a PASERK secret or local key (the key
// format of PASETO, k1..k4), and an ACL token's secret id as Consul,
// Nomad and Vault's AppRole print it (a UUID that is the credential).
func set21Rules() []*Rule {
	return []*Rule{
		// PASERK: kN.secret. (an asymmetric secret key) or kN.local. (a
		// symmetric key), base64url. The public halves and the ids
		// (kN.public., kN.lid., kN.pid., kN.sid.) pass, as do the
		// password- and key-wrapped forms.
		{ID: "paserk-secret-key", Category: CatSecret, Description: "PASERK secret or symmetric key (k4.secret., k4.local.)",
			Keywords:    []string{"k1.secret.", "k2.secret.", "k3.secret.", "k4.secret.", "k1.local.", "k2.local.", "k3.local.", "k4.local."},
			Pattern:     `(?:^|[^A-Za-z0-9_.])(k[1-4]\.(?:secret|local)\.[A-Za-z0-9_\-]{43,172})(?:[^A-Za-z0-9_\-.]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: paserkKey},
		// An ACL token's secret half as the tools print or take it: Consul's
		// and Nomad's SecretID ("SecretID: <uuid>", "Secret ID = <uuid>",
		// "SecretID": "<uuid>"), Vault AppRole's secret_id.
		{ID: "acl-secret-id", Category: CatSecret, Description: "ACL token secret id (Consul, Nomad SecretID; Vault AppRole secret_id)",
			Keywords:    []string{"secretid", "secret_id", "secret id", "secret-id"},
			Pattern:     `(?i)\bsecret[ _\-]?id["']?[ \t]*[:=][ \t]*["']?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: uuidKey},
	}
}

// paserkKey vets a PASERK: the key part must be random (base64url of a
// key, not a filler or a placeholder).
func paserkKey(text []byte, s, e int) bool {
	v := text[s:e]
	i := bytes.LastIndexByte(v, '.')
	k := string(v[i+1:])
	return !placeholder(strings.ToLower(k)) && entropy(k) >= 4.5
}

// cfnDynamicRef reports a match inside a CloudFormation dynamic reference
// ({{resolve:secretsmanager:...}}, {{resolve:ssm-secure:...}}): it names
// where the secret is kept, not the secret.
func cfnDynamicRef(text []byte, s int) bool {
	ls := lineStart(text, s)
	i := bytes.LastIndex(text[ls:s], []byte("{{resolve:"))
	return i >= 0 && !bytes.Contains(text[ls+i:s], []byte("}}"))
}
