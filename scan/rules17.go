package scan

import (
	"strings"
)

// set17Rules name kinds of secret and tool layouts the seventeenth push
// red team found with no rule: kinds with a format of their own (an Okta
// API token under Okta's SSWS scheme, a nuget.org API key, a Pinecone API
// key, a LaunchDarkly server-side SDK key) and Asterisk's registration
// string, whose secret is a position in the tool's syntax. Each is written
// from its format.
func set17Rules() []*Rule {
	return []*Rule{
		// Okta's API tokens are sent under Okta's own scheme,
		// "Authorization: SSWS TOKEN"; a token is "00" and 40 URL-safe
		// characters.
		{ID: "okta-api-token", Anchored: true, Category: CatSecret, Description: "Okta API token (the SSWS authorization scheme)",
			Keywords:    []string{"ssws "},
			Pattern:     `SSWS[ \t]+(00[A-Za-z0-9_\-]{40})(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: mixedToken},
		// A nuget.org API key: "oy2" and 43 lower-case letters and digits.
		{ID: "nuget-api-key", Category: CatSecret, Description: "nuget.org API key",
			Keywords:    []string{"oy2"},
			Pattern:     `(?:^|[^A-Za-z0-9_\-])(oy2[a-z0-9]{43})(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: mixedToken},
		// A Pinecone API key: pcsk_, a short key id, _ and the secret.
		{ID: "pinecone-api-key", Anchored: true, Category: CatSecret, Description: "Pinecone API key",
			Keywords:    []string{"pcsk_"},
			Pattern:     `(pcsk_[A-Za-z0-9]{4,10}_[A-Za-z0-9]{40,100})(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: mixedToken},
		// A LaunchDarkly server-side SDK key: sdk- and a UUID (the
		// client-side id, 24 hex, is public and has no prefix).
		{ID: "launchdarkly-sdk-key", Anchored: true, Category: CatSecret, Description: "LaunchDarkly server-side SDK key",
			Keywords:    []string{"sdk-"},
			Pattern:     `sdk-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[^0-9A-Za-z_\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: ldSDKKey},
		// Asterisk's registration string (sip.conf, iax.conf): register
		// => [transport://]user[:secret[:authuser]]@host[:port][/ext].
		{ID: "asterisk-register-secret", Category: CatSecret, Description: "secret in an Asterisk register => user:secret@host string",
			Keywords:    []string{"register =>", "register=>"},
			Pattern:     `(?m)^[ \t]*register[ \t]*=>[ \t]*(?:[a-z]+://)?[^:@\s/]{1,64}:([^:@\s/]{6,128})(?::[^@\s]*)?@[A-Za-z0-9.\-\[\]]+`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: plainPasswordValue},
	}
}

// set17Context reports the set-17 rules that read a layout, not a token:
// like generic-secret they are not trusted in turned candidate text or in
// a binary's printable runs.
func set17Context(id string) bool {
	return id == "asterisk-register-secret" || set19Context(id)
}

// mixedToken vets the random part of a token with a prefix of its own:
// letters and digits, not a placeholder or a run of one character.
func mixedToken(text []byte, s, e int) bool {
	v := string(text[s:e])
	if placeholder(strings.ToLower(v)) || ascending(v) {
		return false
	}
	return strings.ContainsAny(v, "0123456789") && strings.IndexFunc(v, func(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }) >= 0 &&
		entropy(v) >= 3.5
}

// ldSDKKey vets the UUID of a LaunchDarkly SDK key: varied hex, not a
// documentation filler (all zeros, 12345678-...).
func ldSDKKey(text []byte, s, e int) bool {
	v := strings.ReplaceAll(string(text[s:e]), "-", "")
	return variedHex([]byte(v), 0, len(v))
}
