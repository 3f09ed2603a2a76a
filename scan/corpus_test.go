package scan

import (
	"encoding/base64"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The boundary corpus: for each class of leak the scanner must see, and each
// class of text it must leave alone, a generator of fresh samples (random
// values, so nothing secret-shaped is committed). TestCorpus runs every class
// in both directions and prints a table of counts; it uses only the
// scanner's public surface, so the same file measures an older scanner too.

// corpusN is the number of samples per class.
const corpusN = 40

type corpusClass struct {
	name string
	// want: "block" (a blocking finding of cat), "warn" (a warning of
	// cat and nothing blocking), "clean" (nothing blocking at all).
	want string
	cat  string
	gen  func(g *scantest.Gen, i int) string
}

func b64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func value(g *scantest.Gen, kind string) string {
	v, err := g.Value(kind)
	if err != nil {
		panic(err)
	}
	return v
}

// pemBody is a random PEM private key body, as lines of 64.
func pemBody(g *scantest.Gen) []string {
	var lines []string
	for range 8 {
		lines = append(lines, g.Str(scantest.B64, 64))
	}
	return append(lines, g.Str(scantest.B64, 20)+"==")
}

func pemKey(g *scantest.Gen, sep, indent string) string {
	kind := []string{"", "RSA ", "EC ", "OPENSSH "}[g.Intn(4)]
	begin, end := "-----BEGIN "+kind+"PRIVATE"+" KEY-----", "-----END "+kind+"PRIVATE"+" KEY-----"
	return begin + sep + indent + strings.Join(pemBody(g), sep+indent) + sep + indent + end
}

// password is a random password with some of the punctuation that hid
// generic assignments before.
func password(g *scantest.Gen) string {
	p := []byte(g.Str(scantest.Lower, 4) + g.Str(scantest.Upper, 4) + g.Str(scantest.Digits, 4) + g.Str(scantest.Alnum, 6))
	punct := "%^&*():,"
	for range 2 + g.Intn(2) {
		p[1+g.Intn(len(p)-2)] = punct[g.Intn(len(punct))]
	}
	return string(p)
}

var providerKinds = []string{"sendgrid-api-key", "azure-storage-key", "azure-ad-client-secret", "twilio-api-key", "twilio-auth-token",
	"mailgun-api-key", "shopify-token", "pypi-token", "huggingface-token", "digitalocean-token", "discord-webhook",
	"telegram-bot-token", "databricks-token", "linear-api-key", "grafana-token", "vault-token", "age-secret-key",
	"dockerhub-token", "doppler-token", "stripe-webhook-secret", "groq-api-key", "xai-api-key"}

// azurite is the Azure storage emulator's published account key, in pieces.
var azurite = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq" + "/K1SZFPTOtr/KBHBeksoGMGw=="

var corpus = []corpusClass{
	// Secrets.
	{"pem-in-yaml-block-scalar", "block", CatSecret, func(g *scantest.Gen, i int) string {
		return "apiVersion: v1\nkind: ConfigMap\ndata:\n  tls.key: |\n    " + pemKey(g, "\n", "    ") + "\n  other: x\n"
	}},
	{"pem-in-json-string", "block", CatSecret, func(g *scantest.Gen, i int) string {
		return `{"type": "service_account", "project_id": "p", "private_key_id": "` + g.Str(scantest.Hex, 40) +
			`", "private_key": "` + pemKey(g, `\n`, "") + `\n", "client_email": "x@p.iam.gserviceaccount.com"}` + "\n"
	}},
	{"pem-in-source-literals", "block", CatSecret, func(g *scantest.Gen, i int) string {
		switch i % 3 {
		case 0: // Go, Java, JS: one literal per line, joined with +
			return "const testKey = \"" + pemKey(g, "\\n\" +\n\t\"", "") + "\\n\"\n"
		case 1: // Python, C: adjacent literals
			return "KEY = (\n    \"" + pemKey(g, "\\n\"\n    \"", "") + "\\n\"\n)\n"
		}
		return "var key = `" + pemKey(g, "\n", "\t") + "`\n" // a raw string, indented
	}},
	{"base64-kubernetes-secret", "block", CatSecret, func(g *scantest.Gen, i int) string {
		v := []string{value(g, "github-pat"), password(g), value(g, "slack-token"), pemKey(g, "\n", ""), value(g, "stripe-live-key")}[i%5]
		key := []string{"api", "db-pass", "slack", "tls.key", "stripe"}[i%5]
		return "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ntype: Opaque\ndata:\n  username: " + b64("app") + "\n  " + key + ": " + b64(v) + "\n"
	}},
	{"base64-in-config", "block", CatSecret, func(g *scantest.Gen, i int) string {
		v := b64([]string{value(g, "github-pat"), value(g, "npm-token"), value(g, "aws-access-key-id"), value(g, "anthropic-api-key")}[i%4])
		return []string{"auth_token: " + v, `SLACK_TOKEN_B64="` + v + `"`, "const blob = atob('" + v + "');", "echo " + v + " | base64 -d > creds"}[i%4] + "\n"
	}},
	{"generic-with-punctuation", "block", CatSecret, func(g *scantest.Gen, i int) string {
		p := password(g)
		return []string{`password = "` + p + `"`, `db_secret: '` + p + `'`, `"apiToken": "` + p + `",`, `PASSWORD=` + p}[i%4] + "\n"
	}},
	{"password-in-url", "block", CatSecret, func(g *scantest.Gen, i int) string {
		p := g.Str(scantest.Lower, 3) + g.Str(scantest.Digits, 3) + g.Str(scantest.Upper, 3) + g.Str(scantest.Alnum, 5)
		u := "svc_" + g.Str(scantest.Lower, 4)
		return []string{"DATABASE_URL=postgres://" + u + ":" + p + "@db.example.com:5432/app",
			`url = "mysql://` + u + ":" + p + `@10.0.0.5/shop"`, "MONGO=mongodb+srv://" + u + ":" + p + "@cluster0.example.net/db",
			"REDIS_URL=redis://:" + p + "@cache:6379/0", "amqp://" + u + ":" + p + "@rabbit/vhost"}[i%5] + "\n"
	}},
	{"providers", "block", CatSecret, func(g *scantest.Gen, i int) string {
		line, _, err := g.Line(providerKinds[i%len(providerKinds)])
		if err != nil {
			panic(err)
		}
		return line + "\n"
	}},
	{"joined-literals", "block", CatSecret, func(g *scantest.Gen, i int) string {
		v := value(g, []string{"github-pat", "stripe-live-key", "npm-token", "generic-secret"}[i%4])
		k := 3 + g.Intn(len(v)-6)
		a, b := v[:k], v[k:]
		return []string{`db_password := "` + a + `" + "` + b + `"`, `password = '` + a + `' + '` + b + `'`,
			`const char *password = "` + a + `" "` + b + `";`, `$password = "` + a + `" . "` + b + `";`}[(i/4)%4] + "\n"
	}},
	// Host leaks.
	{"host-local-names", "block", CatHost, func(g *scantest.Gen, i int) string {
		h := g.Str(scantest.Lower, 5) + "-" + g.Str(scantest.Digits, 2)
		return []string{"host: " + h + ".local", "ssh admin@" + h + ".intranet", "url: http://" + h + ".prod.svc.cluster.local:8080",
			"server " + h + ".home.arpa", fmt.Sprintf("listen [fd%02x:%x:%x::%x]:53", 1+g.Intn(250), 1+g.Intn(60000), g.Intn(60000), 1+g.Intn(999))}[i%5] + "\n"
	}},
	{"docker-bridge-warns", "warn", CatHost, func(g *scantest.Gen, i int) string {
		return []string{"DOCKER_HOST_IP=172.17.0.1", "extra_hosts:\n  - \"host.docker.internal:172.17.0.1\"", "curl http://172.17.0.1:9000/"}[i%3] + "\n"
	}},
	// Negatives.
	{"version-numbers", "clean", "", func(g *scantest.Gen, i int) string {
		v := fmt.Sprintf("10.%d.%d.%d", g.Intn(20), g.Intn(10), g.Intn(300))
		return []string{`[assembly: AssemblyVersion("` + v + `")]`, "Microsoft.NETCore.App " + v + " [/usr/share/dotnet]",
			"<FileVersion>" + v + "</FileVersion>", "Version=" + v, `"version": "` + v + `"`, "ProductVersion: " + v,
			"v" + v, "release " + v + "-rc1"}[i%8] + "\n"
	}},
	{"placeholders", "clean", "", func(g *scantest.Gen, i int) string {
		return []string{"DATABASE_URL=postgres://user:password@localhost:5432/app", "postgres://${DB_USER}:${DB_PASS}@db/app",
			"mongodb+srv://<username>:<password>@cluster0.mongodb.net", `password = "${DB_PASSWORD}"`, "password: changeme",
			`secret = "<your-secret-here>"`, "token: {{ .Values.token }}", "redis://:foobared@127.0.0.1:6379",
			"amqp://guest:guest@localhost:5672", "mysql://root:root@localhost/test",
			"apiVersion: v1\nkind: Secret\ndata:\n  username: " + b64("admin") + "\n  password: " + b64("password") + "\n",
			`api_key = os.environ["API_KEY"]`, "password: %(db_password)s", `token = "` + strings.Repeat("x", 32) + `"`}[i%14] + "\n"
	}},
	{"docs-examples", "clean", "", func(g *scantest.Gen, i int) string {
		return []string{"aws_access_key_id = AKIAIOSFODNN7EXAMPLE", "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=" + azurite + ";BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;",
			"https://user:pass@example.com/path", "fd00::/8 is the unique local range", "my-svc.my-namespace.svc.cluster.local",
			"kubernetes.default.svc.cluster.local", "SENDGRID_API_KEY=SG.xxxxxxxxxxxxxxxxxxxxxx.yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy",
			"-----BEGIN PUBLIC KEY-----\n" + strings.Repeat("QUJD", 20) + "\n-----END PUBLIC KEY-----", "10.0.0.0/8, 172.16.0.0/12 and 192.168.0.0/16",
			"engine = create_engine('postgresql://scott:tiger@localhost/mydatabase')", "ssh pi@raspberrypi.local",
			"subnet: fd12:3456:789a:1::/64", "Authorization: Basic " + b64("user:password"),
			"docker run -e POSTGRES_PASSWORD=mysecretpassword -d postgres", "SECRET_KEY = 'django-insecure-" + g.Str(scantest.Alnum+"!@#$%^&*(-_=+)", 50) + "'"}[i%15] + "\n"
	}},
	{"code-look-alikes", "clean", "", func(g *scantest.Gen, i int) string {
		return []string{"loc := time.Local", "data = threading.local()", "cp .claude/settings.local.json /tmp/", "f = os.fdopen(fd, 'w')",
			`msg := "hello, " + "world"`, `h.Set("Content-Type", "application/" + "json")`, "tokens = 2*maxProcs + minTokens*cfg.BuildP",
			"secret := base64.StdEncoding.EncodeToString(buf)", `url := "postgres://" + user + ":" + pass + "@" + host`,
			"token = base64.b64encode(hmac_digest)",
			`password := r.FormValue("password")`, `return d.local`, `fmt.Println("token:", "` + g.Str(scantest.Lower, 8) + `")`}[i%13] + "\n"
	}},
}

// corpusRun scans every sample of every class and returns, per class, how
// many samples came out as wanted.
func corpusRun(t *testing.T, s *Scanner) (map[string]int, map[string][]string) {
	got := map[string]int{}
	misses := map[string][]string{}
	for ci, c := range corpus {
		g := scantest.New(uint64(1000 + ci))
		for i := range corpusN {
			text := c.gen(g, i)
			fs := s.Scan(Input{Path: "sample", Data: []byte(text)})
			ok := false
			switch c.want {
			case "block":
				for _, f := range fs {
					ok = ok || f.Blocks() && f.Category == c.cat
				}
			case "warn":
				ok = len(fs) > 0
				for _, f := range fs {
					ok = ok && f.Category == c.cat && f.Severity == Warn
				}
			case "clean":
				ok = true
				for _, f := range fs {
					ok = ok && !f.Blocks()
				}
			}
			if ok {
				got[c.name]++
			} else {
				var rules []string
				for _, f := range fs {
					rules = append(rules, f.Rule+"/"+f.Severity.String())
				}
				misses[c.name] = append(misses[c.name], fmt.Sprintf("%q -> %v", Mask(text)+" "+text[:min(len(text), 24)], rules))
			}
		}
	}
	return got, misses
}

func TestCorpus(t *testing.T) {
	s := newScanner(t, Options{})
	got, misses := corpusRun(t, s)
	var b strings.Builder
	fmt.Fprintf(&b, "%-28s %-6s %s\n", "class", "want", "as wanted")
	for _, c := range corpus {
		fmt.Fprintf(&b, "%-28s %-6s %d/%d\n", c.name, c.want, got[c.name], corpusN)
	}
	t.Log("\n" + b.String())
	names := make([]string, 0, len(misses))
	for n := range misses {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t.Errorf("%s: %d sample(s) not as wanted, first: %s", n, len(misses[n]), misses[n][0])
	}
}
