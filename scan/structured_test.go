package scan

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"math/big"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

func TestStructured(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(3307)
	u := func(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }
	ec, _ := ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	pad := func(b []byte) []byte { return append(make([]byte, 48-len(b)), b...) }
	ecJWK := "{\n  \"crv\": \"P-384\",\n  \"d\": \"" + u(pad(ec.D.Bytes())) + "\",\n  \"kty\": \"EC\",\n  \"x\": \"" + u(pad(ec.X.Bytes())) + "\",\n  \"y\": \"" + u(pad(ec.Y.Bytes())) + "\"\n}\n"
	ecPub := "{\"kty\": \"EC\", \"crv\": \"P-384\", \"x\": \"" + u(pad(ec.X.Bytes())) + "\", \"y\": \"" + u(pad(ec.Y.Bytes())) + "\"}\n"
	rk, _ := rsa.GenerateKey(rand.Reader, 1024)
	e := big.NewInt(int64(rk.E)).Bytes()
	rsaJWK := `{"keys":[{"kty":"RSA","kid":"k1","n":"` + u(rk.N.Bytes()) + `","e":"` + u(e) + `","d":"` + u(rk.D.Bytes()) +
		`","p":"` + u(rk.Primes[0].Bytes()) + `","q":"` + u(rk.Primes[1].Bytes()) + `"}]}` + "\n"
	_, ed, _ := ed25519.GenerateKey(rand.Reader)
	okp := `const jwk = {kty: "OKP"}; const k = {"crv":"Ed25519","kty":"OKP","d":"` + u(ed.Seed()) + `","x":"` + u(ed.Public().(ed25519.PublicKey)) + `"};` + "\n"
	pw := password(g)
	cases := []struct {
		name, path, text string
		block            bool
	}{
		{"jwk-ec-pretty", "keys/sign.json", ecJWK, true},
		{"jwk-rsa-set", "jwks.json", rsaJWK, true},
		{"jwk-okp-in-js", "auth.js", okp, true},
		{"jwk-public", "jwks.json", ecPub, false},
		{"jwk-bad-d", "jwk.json", `{"kty":"EC","crv":"P-256","d":"...","x":"abc","y":"def"}` + "\n", false},
		{"jwk-oct", "hmac.json", `{"kty":"oct","alg":"HS256","k":"` + u([]byte(g.Str(scantest.Alnum, 32))) + `"}` + "\n", true},
		{"name-value-one-line", "stack.json", `{"Name": "API_TOKEN", "Value": "` + g.Str(scantest.Alnum, 32) + `"},` + "\n", true},
		{"name-value-lines", "env.json", "[\n  {\n    \"key\": \"SMTP_PASSWORD\",\n    \"value\": \"" + pw + "\"\n  }\n]\n", true},
		{"name-value-from", "td.json", "{\n  \"name\": \"DB_PASSWORD\",\n  \"valueFrom\": \"arn:aws:ssm:us-east-1:000000000000:parameter/db\"\n}\n", false},
		{"name-value-ref", "cfn.json", `{"Name": "DB_PASSWORD", "Value": {"Ref": "DbPassword"}}` + "\n", false},
		{"name-value-plain", "td.json", "{\n  \"name\": \"LOG_LEVEL\",\n  \"value\": \"debug\"\n}\n", false},
		{"jinja-default", "group_vars/all.yml", "db_password: \"{{ vault_db_password | default('" + pw + "') }}\"\n", true},
		{"sprig-default", "templates/s.yaml", "  token: {{ default \"" + g.Str(scantest.Alnum, 28) + "\" .Values.token | b64enc }}\n", true},
		{"helm-default-placeholder", "templates/s.yaml", "  password: {{ .Values.password | default \"changeme\" | quote }}\n", false},
		{"helm-default-not-secret", "templates/s.yaml", "  replicas: {{ .Values.replicas | default \"3\" }}\n", false},
		{"tsv-token-column", "svc.tsv", "service\tapi_token\towner\nbilling\t" + g.Str(scantest.Alnum, 30) + "\tops\n", true},
		{"csv-placeholder", "users.csv", "login,Password\nalice,changeme\nbob,\n", false},
		{"csv-no-secret-column", "ids.csv", "id,checksum\n1," + g.Str(scantest.Alnum, 30) + "\n", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := scanBlocks(s, c.path, c.text); got != c.block {
				t.Errorf("blocked %v, want %v:\n%s", got, c.block, c.text)
			}
		})
	}
}
