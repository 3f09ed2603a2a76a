package scan

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The side-by-side set: samples in the token formats and file contexts that
// gitleaks' built-in rules cover, generated afresh (random values, prefixes
// in pieces), plus negatives of the kinds that trip secret scanners. Each
// sample is one file. TestSideBySide scans them with hooktool and, when
// HOOKTOOL_GITLEAKS names a gitleaks binary, with gitleaks too, and prints
// per class how many each one got right. Only the hooktool side asserts.

const sbsN = 6 // samples per format

type sbsClass struct {
	name   string
	secret bool // true: a secret each sample; false: a negative
	gens   []func(g *scantest.Gen) string
}

func cat(parts ...string) string { return strings.Join(parts, "") }

const (
	sHex    = scantest.Hex
	sAlnum  = scantest.Alnum
	sLowNum = scantest.Lower + scantest.Digits
	sUpNum  = scantest.Upper + scantest.Digits
	sURL    = scantest.Alnum + "-_"
)

func uuid(g *scantest.Gen) string {
	return g.Str(sHex, 8) + "-" + g.Str(sHex, 4) + "-4" + g.Str(sHex, 3) + "-a" + g.Str(sHex, 3) + "-" + g.Str(sHex, 12)
}

// sbsPassword is a random password of letters and digits, half the time
// with a symbol (some scanners' value alphabets leave symbols out).
func sbsPassword(g *scantest.Gen) string {
	sym := []string{"", "!", "", "#", "", "-"}[g.Intn(6)]
	return g.Str(scantest.Lower, 3) + g.Str(scantest.Upper, 3) + g.Str(scantest.Digits, 3) + sym + g.Str(sAlnum, 7)
}

var sbsClasses = []sbsClass{
	{"provider-formats", true, []func(g *scantest.Gen) string{
		// GitLab's other token kinds.
		func(g *scantest.Gen) string { return "CI_JOB=" + cat("glc", "bt-") + g.Str(sURL, 20) },
		func(g *scantest.Gen) string { return "FLAGS=" + cat("gl", "ft-") + g.Str(sURL, 20) },
		func(g *scantest.Gen) string { return "MAIL=" + cat("gli", "mt-") + g.Str(sURL, 25) },
		func(g *scantest.Gen) string { return "AGENT=" + cat("glag", "ent-") + g.Str(sURL, 50) },
		func(g *scantest.Gen) string { return "OAUTH=" + cat("glo", "as-") + g.Str(sLowNum, 64) },
		func(g *scantest.Gen) string { return "REG=" + cat("GR134", "8941") + g.Str(sURL, 20) },
		// Cloud and developer platforms.
		func(g *scantest.Gen) string {
			return "AWS_BEARER_TOKEN_BEDROCK=" + cat("AB", "SK") + g.Str(scantest.B64, 132)
		},
		func(g *scantest.Gen) string {
			return `airtable = "` + cat("p", "at") + g.Str(sAlnum, 14) + "." + g.Str(sHex, 64) + `"`
		},
		func(g *scantest.Gen) string { return "artifactory: " + cat("AK", "Cp") + g.Str(sAlnum, 69) },
		func(g *scantest.Gen) string {
			return "origin_ca = " + cat("v1", ".0-") + g.Str(sHex, 24) + "-" + g.Str(sHex, 146)
		},
		func(g *scantest.Gen) string { return "CLOJARS=" + cat("CLOJ", "ARS_") + g.Str(sLowNum, 60) },
		func(g *scantest.Gen) string {
			return "DT_API=" + cat("dt0", "c01.") + g.Str(sUpNum, 24) + "." + g.Str(sUpNum, 64)
		},
		func(g *scantest.Gen) string { return "EASYPOST=" + cat("EZ", "AK") + g.Str(sAlnum, 54) },
		func(g *scantest.Gen) string { return "DUFFEL=" + cat("duffel", "_live_") + g.Str(sURL, 43) },
		func(g *scantest.Gen) string { return "FRAMEIO=" + cat("fio", "-u-") + g.Str(sURL, 64) },
		func(g *scantest.Gen) string { return "FLW=" + cat("FLWSE", "CK_TEST-") + g.Str(sHex, 32) + "-X" },
		func(g *scantest.Gen) string {
			return `token = "` + g.Str(sAlnum, 14) + cat(".atl", "asv1.") + g.Str(sAlnum, 67) + `"`
		},
		func(g *scantest.Gen) string {
			return "HARNESS=" + cat("pa", "t.") + g.Str(sAlnum, 22) + "." + g.Str(sHex, 24) + "." + g.Str(sAlnum, 20)
		},
		func(g *scantest.Gen) string { return "INFRACOST_API_KEY=" + cat("ic", "o-") + g.Str(sAlnum, 32) },
		func(g *scantest.Gen) string {
			return "MAPBOX=" + cat("sk", ".eyJ") + g.Str(sAlnum, 60) + "." + g.Str(sAlnum, 22)
		},
		func(g *scantest.Gen) string {
			return "url: https://acme.webhook.office.com/" + cat("webhook", "b2/") + uuid(g) + "@" + uuid(g) +
				"/IncomingWebhook/" + g.Str(sHex, 32) + "/" + uuid(g)
		},
		func(g *scantest.Gen) string {
			return "NOTION=" + cat("nt", "n_") + g.Str(scantest.Digits, 11) + g.Str(sAlnum, 35)
		},
		func(g *scantest.Gen) string { return "OCTOPUS=" + cat("AP", "I-") + g.Str(sUpNum, 26) },
		func(g *scantest.Gen) string { return "oc login --token=" + cat("sha", "256~") + g.Str(sURL, 43) },
		func(g *scantest.Gen) string { return "PSCALE=" + cat("pscale", "_tkn_") + g.Str(sURL, 43) },
		func(g *scantest.Gen) string { return "PSCALE_PW=" + cat("pscale", "_pw_") + g.Str(sURL, 43) },
		func(g *scantest.Gen) string { return "PREFECT=" + cat("pn", "u_") + g.Str(sAlnum, 36) },
		func(g *scantest.Gen) string { return "README=" + cat("rd", "me_") + g.Str(sLowNum, 70) },
		func(g *scantest.Gen) string { return "GEM_HOST_API_KEY=" + cat("rubygems", "_") + g.Str(sHex, 48) },
		func(g *scantest.Gen) string { return "SCALINGO=" + cat("tk-", "us-") + g.Str(sURL, 48) },
		func(g *scantest.Gen) string {
			return "BREVO=" + cat("xkey", "sib-") + g.Str(sHex, 64) + "-" + g.Str(sAlnum, 16)
		},
		func(g *scantest.Gen) string { return "SHIPPO=" + cat("shippo", "_live_") + g.Str(sHex, 40) },
		func(g *scantest.Gen) string { return "SRC_ACCESS_TOKEN=" + cat("sg", "p_") + g.Str(sHex, 40) },
		func(g *scantest.Gen) string { return "TYPEFORM=" + cat("tf", "p_") + g.Str(sURL, 59) },
		func(g *scantest.Gen) string {
			return "HF_ORG=" + cat("api", "_org_") + g.Str(scantest.Lower+scantest.Upper, 34)
		},
		func(g *scantest.Gen) string { return "NR_BROWSER=" + cat("NR", "JS-") + g.Str(sHex, 19) },
		func(g *scantest.Gen) string { return "NR_INSERT=" + cat("NR", "II-") + g.Str(sURL, 32) },
		func(g *scantest.Gen) string { return "PLAID=" + cat("access-", "production-") + uuid(g) },
		func(g *scantest.Gen) string { return "STRIPE=" + cat("sk", "_test_") + g.Str(sAlnum, 24) },
		func(g *scantest.Gen) string {
			return "SLACK_APP=" + cat("xa", "pp-") + "1-A" + g.Str(sUpNum, 10) + "-" + g.Str(scantest.Digits, 13) + "-" + g.Str(sHex, 64)
		},
		func(g *scantest.Gen) string {
			return "GRAFANA_API_KEY=" + cat("eyJr", "Ijoi") + g.Str(scantest.B64, 70)
		},
		func(g *scantest.Gen) string { return "CLICKHOUSE=" + cat("4b", "1d") + g.Str(sAlnum, 38) },
		func(g *scantest.Gen) string {
			return "FB_TOKEN=" + cat("EA", "AC") + g.Str(scantest.Lower+scantest.Digits+scantest.Upper, 120)
		},
		func(g *scantest.Gen) string {
			return "TWITTER_BEARER=" + strings.Repeat("A", 22) + g.Str(sAlnum, 60) + "%2F" + g.Str(sAlnum, 30)
		},
		func(g *scantest.Gen) string {
			return "OP_SECRET_KEY=" + cat("A", "3-") + g.Str(sUpNum, 6) + "-" + g.Str(sUpNum, 6) + "-" + g.Str(sUpNum, 5) + "-" +
				g.Str(sUpNum, 5) + "-" + g.Str(sUpNum, 5) + "-" + g.Str(sUpNum, 5)
		},
		func(g *scantest.Gen) string { return "SETTLEMINT=" + cat("sm", "_pat_") + g.Str(sAlnum, 16) },
		func(g *scantest.Gen) string { return "ADOBE_CLIENT_SECRET=" + cat("p8", "e-") + g.Str(sAlnum, 32) },
		func(g *scantest.Gen) string { return "sonar.login=" + cat("sq", "u_") + g.Str(sHex, 40) },
		func(g *scantest.Gen) string { return "YC_API_KEY=" + cat("AQ", "VN") + g.Str(sURL, 36) },
		func(g *scantest.Gen) string { return "Cookie: " + cat("_gitlab", "_session=") + g.Str(sLowNum, 32) },
		func(g *scantest.Gen) string { return "FT_SECRET=" + cat("s-s4", "t2af-") + g.Str(sHex, 64) },
		func(g *scantest.Gen) string {
			return "MAXMIND=" + g.Str(sAlnum, 6) + "_" + g.Str(sAlnum, 29) + cat("_mm", "k")
		},
		func(g *scantest.Gen) string { return "SQUARE_ACCESS_TOKEN=" + cat("EA", "AA") + g.Str(sURL, 60) },
		func(g *scantest.Gen) string {
			return "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=" + g.Str(sHex, 8) + ":" + g.Str(sHex, 8)
		},
	}},
	{"keyword-assignments", true, []func(g *scantest.Gen) string{
		// Names gitleaks' generic rule takes and hooktool's did not.
		func(g *scantest.Gen) string { return `access_key = "` + g.Str(sAlnum, 32) + `"` },
		func(g *scantest.Gen) string { return "DD_APP_KEY=" + g.Str(sHex, 40) },
		func(g *scantest.Gen) string { return "DATADOG_API_KEY=" + g.Str(sHex, 32) },
		func(g *scantest.Gen) string { return `"auth": "` + g.Str(sAlnum, 40) + `"` },
		func(g *scantest.Gen) string { return "ENCRYPTION_KEY=" + g.Str(scantest.B64, 44) },
		func(g *scantest.Gen) string { return `consumer_key: "` + g.Str(sAlnum, 25) + `"` },
		func(g *scantest.Gen) string { return "HUBSPOT_ACCESS_KEY=" + uuid(g) },
		func(g *scantest.Gen) string { return `signing_key = '` + g.Str(sHex, 64) + `'` },
		func(g *scantest.Gen) string { return "client_secret=" + g.Str(sAlnum, 40) },
		func(g *scantest.Gen) string { return "SNYK_TOKEN=" + uuid(g) },
	}},
	{"file-contexts", true, []func(g *scantest.Gen) string{
		func(g *scantest.Gen) string { return "export API_TOKEN=" + g.Str(sAlnum, 40) + "\n" },
		func(g *scantest.Gen) string { return "FROM alpine\nENV DB_PASSWORD " + sbsPassword(g) + "\n" },
		func(g *scantest.Gen) string { return "FROM node:20\nARG NPM_TOKEN=" + g.Str(sAlnum, 36) + "\n" },
		func(g *scantest.Gen) string {
			return "services:\n  db:\n    environment:\n      - POSTGRES_PASSWORD=" + sbsPassword(g) + "\n"
		},
		func(g *scantest.Gen) string { return `db_password = "` + sbsPassword(g) + `"` + "\n" },
		func(g *scantest.Gen) string { return "spring.datasource.password=" + sbsPassword(g) + "\n" },
		func(g *scantest.Gen) string { return "[database]\nuser = app\npassword = " + sbsPassword(g) + "\n" },
		func(g *scantest.Gen) string {
			return `<packageSourceCredentials><feed><add key="Username" value="me" /><add key="ClearTextPassword" value="` + sbsPassword(g) + `" /></feed></packageSourceCredentials>` + "\n"
		},
		func(g *scantest.Gen) string {
			return `<property name="password" value="` + sbsPassword(g) + `"/>` + "\n"
		},
		func(g *scantest.Gen) string {
			return `curl -H "Authorization: Bearer ` + g.Str(sAlnum, 40) + `" https://api.example.com/v1/me` + "\n"
		},
		func(g *scantest.Gen) string {
			return "curl -u admin:" + sbsPassword(g) + " https://ci.example.com/api/json\n"
		},
		func(g *scantest.Gen) string {
			return `curl --header "X-API-Key: ` + g.Str(sAlnum, 40) + `" https://api.example.com/` + "\n"
		},
		func(g *scantest.Gen) string {
			return "//npm.pkg.github.com/:_authToken=" + g.Str(sAlnum, 40) + "\n"
		},
		func(g *scantest.Gen) string {
			return "[pypi]\nusername = __token__\npassword = " + cat("pypi-", "AgEIcHlwaS5vcmc") + g.Str(sURL, 70) + "\n"
		},
		func(g *scantest.Gen) string {
			return "machine api.example.com login deploy password " + sbsPassword(g) + "\n"
		},
		func(g *scantest.Gen) string { return "https://deploy:" + sbsPassword(g) + "@git.example.com\n" },
		func(g *scantest.Gen) string {
			return "jdbc:postgresql://db.example.com:5432/app?user=app&password=" + sbsPassword(g) + "\n"
		},
		func(g *scantest.Gen) string {
			return "jdbc:sqlserver://db.example.com:1433;databaseName=app;user=sa;password=" + sbsPassword(g) + ";\n"
		},
		func(g *scantest.Gen) string {
			sig := strings.ReplaceAll(base64.StdEncoding.EncodeToString([]byte(g.Str(sAlnum, 32))), "=", "%3D")
			return "https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2030-01-01T00:00:00Z&st=2024-01-01T00:00:00Z&spr=https&" +
				"sig=" + sig + "\n"
		},
		func(g *scantest.Gen) string {
			return `const firebaseConfig = { apiKey: "` + cat("AI", "za") + g.Str(sURL, 35) + `", authDomain: "x.firebaseapp.com" };` + "\n"
		},
		func(g *scantest.Gen) string {
			v, _ := g.Value("jwt")
			return "Cookie: session=" + v + "; theme=dark\n"
		},
		func(g *scantest.Gen) string {
			return "variable \"x\" {}\napi_token = \"" + g.Str(sAlnum, 40) + "\"\n"
		},
		func(g *scantest.Gen) string {
			v, _ := g.Value("jwt")
			return "session_blob: " + base64.StdEncoding.EncodeToString([]byte(v)) + "\n"
		},
		func(g *scantest.Gen) string { return "<?php\ndefine('DB_PASSWORD', '" + sbsPassword(g) + "');\n" },
		func(g *scantest.Gen) string {
			return "APP_KEY=base64:" + base64.StdEncoding.EncodeToString([]byte(g.Str(sAlnum, 32))) + "\n"
		},
	}},
	{"negatives", false, []func(g *scantest.Gen) string{
		func(g *scantest.Gen) string { return "API_TOKEN=<token>\n" },
		func(g *scantest.Gen) string { return "export API_KEY=${API_KEY}\n" },
		func(g *scantest.Gen) string { return "api_key: your-api-key\n" },
		func(g *scantest.Gen) string { return "password: changeme\n" },
		func(g *scantest.Gen) string { return "access_key = \"" + strings.Repeat("x", 32) + "\"\n" },
		func(g *scantest.Gen) string { return "request_id = \"" + uuid(g) + "\"\n" },
		func(g *scantest.Gen) string { return "commit " + g.Str(sHex, 40) + "\n" },
		func(g *scantest.Gen) string { return g.Str(sHex, 64) + "  dist/app-1.2.3.tar.gz\n" },
		func(g *scantest.Gen) string {
			return `      "integrity": "sha512-` + base64.StdEncoding.EncodeToString([]byte(g.Str(sAlnum, 64))) + `",` + "\n"
		},
		func(g *scantest.Gen) string {
			return `<img src="data:image/png;base64,iVBORw0KGgo` + g.Str(scantest.B64, 200) + `=">` + "\n"
		},
		func(g *scantest.Gen) string {
			return fmt.Sprintf("version = \"%d.%d.%d\"\n", g.Intn(9), g.Intn(30), g.Intn(99))
		},
		func(g *scantest.Gen) string {
			return "curl -H \"Authorization: Bearer $TOKEN\" https://api.example.com\n"
		},
		func(g *scantest.Gen) string {
			return "curl -H 'Authorization: Bearer <your-token>' https://api.example.com\n"
		},
		func(g *scantest.Gen) string { return "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n" },
		func(g *scantest.Gen) string { return "machine api.example.com login me password $NETRC_PASSWORD\n" },
		func(g *scantest.Gen) string { return "FROM alpine\nARG NPM_TOKEN\nENV NODE_ENV production\n" },
		func(g *scantest.Gen) string { return "cache_key = \"user:profile:v2\"\n" },
		func(g *scantest.Gen) string { return "primary_key = \"id\"\n" },
		func(g *scantest.Gen) string {
			return "sshKey: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + g.Str(scantest.B64, 43) + " me@laptop\n"
		},
		func(g *scantest.Gen) string {
			return "go.sum: example.com/m v1.2.3 h1:" + base64.StdEncoding.EncodeToString([]byte(g.Str(sAlnum, 32))) + "\n"
		},
		func(g *scantest.Gen) string { return "key = \"" + g.Str(scantest.Lower, 12) + "\"\n" },
		func(g *scantest.Gen) string { return "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\n" },
		func(g *scantest.Gen) string { return "token_url = \"https://oauth2.googleapis.com/token\"\n" },
		func(g *scantest.Gen) string { return "author = \"Jane Doe <jane@example.com>\"\n" },
		func(g *scantest.Gen) string {
			return "https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sig=<signature>\n"
		},
		func(g *scantest.Gen) string { return "public_key: \"" + g.Str(scantest.B64, 60) + "\"\n" },
		func(g *scantest.Gen) string { return "sort_key = \"" + g.Str(sAlnum, 20) + "\"\n" },
		func(g *scantest.Gen) string { return "NEXT_PUBLIC_RECAPTCHA_SITE_KEY=6Le" + g.Str(sURL, 37) + "\n" },
		func(g *scantest.Gen) string {
			return "curl -H 'Authorization: Bearer YOUR_ACCESS_TOKEN' https://api.example.com\n"
		},
		func(g *scantest.Gen) string { return "password: \"{{ vault_db_password }}\"\n" },
		func(g *scantest.Gen) string { return "ENV PATH /usr/local/bin:$PATH\n" },
		func(g *scantest.Gen) string { return "curl -u \"$CI_USER:$CI_PASS\" https://ci.example.com\n" },
		func(g *scantest.Gen) string { return "AUTH_HEADER_NAME = X.AUTH_HEADER_NAME\n" },
		func(g *scantest.Gen) string {
			return "encryptionKey: dk.encryptionKey" + g.Str(scantest.Digits, 4) + ",\n"
		},
		func(g *scantest.Gen) string { return "idempotency_key = \"" + uuid(g) + "\"\n" },
		func(g *scantest.Gen) string {
			return "login(username, password, \"https://auth.example.com/v2/token\")\n"
		},
		func(g *scantest.Gen) string { return "define('DB_PASSWORD', getenv('DB_PASSWORD'));\n" },
		func(g *scantest.Gen) string { return "t.Setenv(\"API_TOKEN\", \"test-token\")\n" },
	}},
}

type sbsSample struct {
	class, file, text string
	format            int // the generator's index in its class
	secret            bool
}

func sbsSamples() []sbsSample {
	var out []sbsSample
	for ci, c := range sbsClasses {
		g := scantest.New(uint64(7000 + ci))
		for fi, gen := range c.gens {
			for i := range sbsN {
				ext := []string{".env", ".txt", ".yaml", ".conf", ".sh", ".properties"}[i%6]
				out = append(out, sbsSample{c.name, fmt.Sprintf("%s-%02d-%d%s", c.name, fi, i, ext), gen(g), fi, c.secret})
			}
		}
	}
	return out
}

// gitleaksFiles runs gitleaks over dir and returns the base names of the
// files it reported.
func gitleaksFiles(t *testing.T, bin, dir string) map[string]bool {
	rep := filepath.Join(t.TempDir(), "report.json")
	cmd := exec.Command(bin, "dir", "--no-banner", "--exit-code", "0", "--report-format", "json", "--report-path", rep, dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gitleaks: %v\n%s", err, out)
	}
	raw, err := os.ReadFile(rep)
	if err != nil {
		t.Fatal(err)
	}
	var fs []struct{ File string }
	if err := json.Unmarshal(raw, &fs); err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, f := range fs {
		got[filepath.Base(f.File)] = true
	}
	return got
}

func TestSideBySide(t *testing.T) {
	s := newScanner(t, Options{})
	samples := sbsSamples()
	var gl map[string]bool
	if bin := os.Getenv("HOOKTOOL_GITLEAKS"); bin != "" {
		dir := t.TempDir()
		for _, x := range samples {
			if err := os.WriteFile(filepath.Join(dir, x.file), []byte(x.text), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		gl = gitleaksFiles(t, bin, dir)
	}
	type count struct{ n, hk, gl int }
	counts := map[string]*count{}
	formats := map[string]*count{} // class-format: the rows where one side misses
	example := map[string]string{}
	var misses []string
	for _, x := range samples {
		c := counts[x.class]
		if c == nil {
			c = &count{}
			counts[x.class] = c
		}
		c.n++
		fk := fmt.Sprintf("%s-%02d", x.class, x.format)
		fc := formats[fk]
		if fc == nil {
			fc = &count{}
			formats[fk] = fc
			example[fk] = Mask(strings.TrimSpace(x.text))
		}
		fc.n++
		hit := false
		for _, f := range s.Scan(Input{Path: x.file, Data: []byte(x.text)}) {
			hit = hit || f.Blocks() && f.Category == CatSecret
		}
		if hit == x.secret {
			c.hk++
			fc.hk++
		} else {
			misses = append(misses, fmt.Sprintf("%s: %q", x.file, Mask(x.text)))
		}
		if gl != nil && gl[x.file] == x.secret {
			c.gl++
			fc.gl++
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%-20s %-8s %5s %9s %9s\n", "class", "want", "n", "hooktool", "gitleaks")
	names := make([]string, 0, len(counts))
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		c := counts[n]
		want := "found"
		if n == "negatives" {
			want = "silent"
		}
		glc := "-"
		if gl != nil {
			glc = fmt.Sprint(c.gl)
		}
		fmt.Fprintf(&b, "%-20s %-8s %5d %9d %9s\n", n, want, c.n, c.hk, glc)
	}
	fks := make([]string, 0, len(formats))
	for k := range formats {
		fks = append(fks, k)
	}
	sort.Strings(fks)
	fmt.Fprintf(&b, "\nformats either side gets wrong:\n")
	for _, k := range fks {
		if c := formats[k]; c.hk < c.n || gl != nil && c.gl < c.n {
			fmt.Fprintf(&b, "%-24s %5d %9d %9s  %s\n", k, c.n, c.hk, map[bool]string{true: fmt.Sprint(c.gl), false: "-"}[gl != nil], example[k])
		}
	}
	t.Log("\n" + b.String())
	for _, m := range misses {
		t.Log("not as wanted: " + m)
	}
	// A random value can fall under an entropy floor now and then (a
	// 16-byte password with five repeated bytes); a class may miss that
	// rarely, a negative may never fire.
	for _, n := range names {
		c := counts[n]
		if n == "negatives" && c.hk != c.n || c.hk*100 < c.n*97 {
			t.Errorf("%s: %d of %d as wanted", n, c.hk, c.n)
		}
	}
}
