// Package scantest builds realistic-looking fake secrets at run time, so that
// no test fixture ever commits a string that looks like a live credential (the
// project's own pre-push guard, and GitHub push protection, would rightly stop
// it). Every value is random; none is valid anywhere.
package scantest

import (
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
)

const (
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	digits = "0123456789"
	alnum  = upper + lower + digits
	b32    = upper + "234567"
	b64    = alnum + "+/"
	urlb64 = alnum + "-_"
)

// Gen makes fake secrets from a seeded source.
type Gen struct{ r *rand.Rand }

// New returns a generator; the same seed gives the same values.
func New(seed uint64) *Gen { return &Gen{rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))} }

// Str returns n random bytes of set.
func (g *Gen) Str(set string, n int) string { return g.str(set, n) }

// Intn returns a random int in [0,n).
func (g *Gen) Intn(n int) int { return g.r.IntN(n) }

func (g *Gen) str(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.IntN(len(set))]
	}
	return string(b)
}

// Kinds lists what Line and Value accept, sorted.
func Kinds() []string {
	var k []string
	for n := range kinds {
		k = append(k, n)
	}
	for n := range moreKinds {
		k = append(k, n)
	}
	sort.Strings(k)
	return k
}

// kinds maps a kind to (the secret, a line of code holding it). The prefixes
// are split so the source itself holds no token-shaped literal.
var kinds = map[string]func(g *Gen) (string, string){
	"aws-access-key-id": func(g *Gen) (string, string) {
		v := "AK" + "IA" + g.str(b32, 16)
		return v, fmt.Sprintf("aws_access_key_id = %s", v)
	},
	"aws-secret-access-key": func(g *Gen) (string, string) {
		v := g.str(b64, 40)
		return v, fmt.Sprintf("aws_secret_access_key = %s", v)
	},
	"github-pat": func(g *Gen) (string, string) {
		v := "gh" + "p_" + g.str(alnum, 36)
		return v, fmt.Sprintf("export GH_TOKEN=%s", v)
	},
	"github-fine-grained-pat": func(g *Gen) (string, string) {
		v := "github" + "_pat_" + g.str(alnum, 22) + "_" + g.str(alnum, 59)
		return v, fmt.Sprintf(`token: "%s"`, v)
	},
	"github-oauth": func(g *Gen) (string, string) {
		v := "gh" + "o_" + g.str(alnum, 36)
		return v, fmt.Sprintf("Authorization: token %s", v)
	},
	"github-app-token": func(g *Gen) (string, string) {
		v := "gh" + "s_" + g.str(alnum, 36)
		return v, fmt.Sprintf("GITHUB_APP=%s", v)
	},
	"github-refresh-token": func(g *Gen) (string, string) {
		v := "gh" + "r_" + g.str(alnum, 76)
		return v, fmt.Sprintf("refresh=%s", v)
	},
	"gitlab-token": func(g *Gen) (string, string) {
		v := "gl" + "pat-" + g.str(alnum+"_-", 20)
		return v, fmt.Sprintf("CI_TOKEN='%s'", v)
	},
	"slack-token": func(g *Gen) (string, string) {
		v := "xo" + "xb-" + g.str(digits, 12) + "-" + g.str(digits, 13) + "-" + g.str(alnum, 24)
		return v, fmt.Sprintf("slack_bot = %q", v)
	},
	"slack-webhook": func(g *Gen) (string, string) {
		v := "hooks.slack" + ".com/services/T" + g.str(upper+digits, 8) + "/B" + g.str(upper+digits, 8) + "/" + g.str(alnum, 24)
		return v, fmt.Sprintf("url: https://%s", v)
	},
	"stripe-live-key": func(g *Gen) (string, string) {
		v := "sk" + "_live_" + g.str(alnum, 24)
		return v, fmt.Sprintf("Stripe.api_key = '%s'", v)
	},
	"google-api-key": func(g *Gen) (string, string) {
		v := "AI" + "za" + g.str(alnum+"_-", 35)
		return v, fmt.Sprintf(`"key": "%s",`, v)
	},
	"openai-api-key": func(g *Gen) (string, string) {
		v := "sk-" + "proj-" + g.str(urlb64, 74) + "T3Blbk" + "FJ" + g.str(urlb64, 74)
		return v, fmt.Sprintf("OPENAI_API_KEY=%s", v)
	},
	"anthropic-api-key": func(g *Gen) (string, string) {
		v := "sk-" + "ant-" + "api03-" + g.str(urlb64, 93) + "AA"
		return v, fmt.Sprintf("ANTHROPIC_API_KEY=%s", v)
	},
	"npm-token": func(g *Gen) (string, string) {
		v := "np" + "m_" + g.str(alnum, 36)
		return v, fmt.Sprintf("//registry.npmjs.org/:_authToken=%s", v)
	},
	"private-key": func(g *Gen) (string, string) {
		var b strings.Builder
		b.WriteString("-----BEGIN RSA " + "PRIVATE KEY-----\n")
		for range 10 {
			b.WriteString(g.str(b64, 64) + "\n")
		}
		b.WriteString(g.str(b64, 20) + "==\n-----END RSA " + "PRIVATE KEY-----")
		v := b.String()
		return v, v
	},
	"jwt": func(g *Gen) (string, string) {
		enc := base64.RawURLEncoding
		h := enc.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
		p := enc.EncodeToString(fmt.Appendf(nil, `{"sub":"%s","iat":%d}`, g.str(digits, 10), 1700000000+g.r.IntN(1e6)))
		v := h + "." + p + "." + g.str(urlb64, 43)
		return v, fmt.Sprintf("Authorization: Bearer %s", v)
	},
	"generic-secret": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 4) + g.str(alnum, 9)
		return v, fmt.Sprintf(`db_password = "%s"`, v)
	},
	"private-ip": func(g *Gen) (string, string) {
		v := fmt.Sprintf("10.%d.%d.%d", 1+g.r.IntN(250), g.r.IntN(250), 1+g.r.IntN(250))
		return v, fmt.Sprintf("host: %s", v)
	},
	"loopback-ip": func(g *Gen) (string, string) {
		v := fmt.Sprintf("127.0.%d.%d", g.r.IntN(250), 1+g.r.IntN(250))
		return v, fmt.Sprintf("bind %s", v)
	},
	"user-at-private-ip": func(g *Gen) (string, string) {
		v := fmt.Sprintf("deploy@192.168.%d.%d", g.r.IntN(250), 1+g.r.IntN(250))
		return v, fmt.Sprintf("ssh %s", v)
	},
	"localhost-port": func(g *Gen) (string, string) {
		v := fmt.Sprintf("localhost:%d", 1024+g.r.IntN(60000))
		return v, fmt.Sprintf("curl http://%s/health", v)
	},
	"internal-hostname": func(g *Gen) (string, string) {
		v := g.str(lower, 6) + "-db." + "prod.corp"
		return v, fmt.Sprintf("DATABASE_HOST=%s", v)
	},
}

// Value returns a fake secret of the kind (a rule id).
func (g *Gen) Value(kind string) (string, error) {
	v, _, err := g.both(kind)
	return v, err
}

// Line returns a line of code or config holding a fake secret of the kind,
// and the secret.
func (g *Gen) Line(kind string) (line, secret string, err error) {
	v, l, err := g.both(kind)
	return l, v, err
}

func (g *Gen) both(kind string) (string, string, error) {
	f, ok := kinds[kind]
	if !ok {
		f, ok = moreKinds[kind]
	}
	if !ok {
		return "", "", fmt.Errorf("unknown kind %q (known: %s)", kind, strings.Join(Kinds(), ", "))
	}
	v, l := f(g)
	return v, l, nil
}
