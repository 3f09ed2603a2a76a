package scan

import (
	"encoding/base64"
	"strings"
	"testing"
)

// The eleventh blind set of pushes, in spellings of our own: a token
// longer than the anchored window (an access JWT with a long header and an
// RS256 signature), literals joined by the operators of Julia, Elixir,
// Haskell and SQL, a WireGuard interface's key and Slack's d cookie.
func TestBlind11Carriers(t *testing.T) {
	tok := ghToken40(t, 111)[4:] // 36 random characters, made at test time
	seg := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	header := seg(`{"kid":"` + tok + tok + `","alg":"RS256","typ":"JWT"}`)
	// (Claims longer than the window: no dot in its first 512 bytes
	// after the header's.)
	payload := seg(`{"sub":"` + tok + `","groups":["` + strings.Repeat(tok, 12) + `"],"scope":"admin orders:write","username":"` + tok[:12] + `","exp":1893456000}`)
	sig := seg(strings.Repeat(tok, 9))
	jwt := header + "." + payload + "." + sig
	if len(jwt) < 700 {
		t.Fatalf("the JWT is %d bytes: it should be longer than the window", len(jwt))
	}
	for _, c := range []struct{ path, text string }{
		{"e2e/fixtures/admin.txt", jwt + "\n"},
		{"config/secrets.jl", `const PAYMENTS = "sk_li" * "ve_` + tok[:24] + `"` + "\n"},
		{"config/runtime.exs", `config :app, token: "ghp" <> "_` + tok + `"` + "\n"},
		{"src/Keys.hs", `apiKey = "sk_li" ++ "ve_` + tok[:24] + `"` + "\n"},
		{"db/seed.sql", `INSERT INTO settings VALUES ('gh', 'ghp' || '_` + tok + `');` + "\n"},
		{"deploy/wg0.conf", "[Interface]\nListenPort = 51820\nPrivateKey = " + tok + "abcdefQ=\n"},
		{"scripts/export.py", `cookies = {"d": "xoxd-` + tok + tok + `"}` + "\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"src/Greeting.hs", `greeting = "hello, " ++ "world"` + "\n"},
		{"deploy/wg0.conf", "[Peer]\nPublicKey = " + tok + "abcdefQ=\nPersistentKeepalive = 25\n"},
		{"docs/wireguard.md", "PrivateKey = <your private key>\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}
