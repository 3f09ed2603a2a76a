package scan

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The twenty-first blind set of pushes, in spellings of our own: values
// named by a neighbouring key or by their parent (typed attributes,
// matchers, OutputKey beside OutputValue), text typed by recorded browser
// steps, a flag and its value as two list items, table columns and
// notebook magics, passwords hashed by the push's own command, published
// obfuscations ({xor}, OBF:), directives whose argument is a password, key
// files by their tools' layouts, JSON escaped three times, a request's
// Cookie header, and R's serialised data. Every secret is made at test
// time; each class has look-alikes that must pass.

func init() {
	for id, ss := range map[string][]string{
		"paserk-secret-key": {"k4.public." + strings.Repeat("A", 43), "k4.secret.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "k4.lid." + strings.Repeat("b", 43)},
		"acl-secret-id":     {"SecretID: 00000000-0000-0000-0000-000000000000", "SecretID: <redacted>", "secret_id: 12345678-1234-1234-1234-123456789012"},
	} {
		falsePositives[id] = append(falsePositives[id], ss...)
	}
}

func password21(g *scantest.Gen) string {
	return g.Str(scantest.Upper, 2) + g.Str(scantest.Digits, 3) + g.Str(scantest.Alnum, 6) + "%" + g.Str(scantest.Alnum, 5)
}

func hex21(g *scantest.Gen, n int) string { return g.Str("0123456789abcdef", n) }

func uuid21(g *scantest.Gen) string {
	return hex21(g, 8) + "-" + hex21(g, 4) + "-4" + hex21(g, 3) + "-b" + hex21(g, 3) + "-" + hex21(g, 12)
}

// blocks21 scans a file as a push does: its text view, then its members.
func blocks21(t *testing.T, path, data string) bool {
	t.Helper()
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, kind := TextView([]byte(data))
	fs := s.Scan(Input{Path: path, Data: v, Binary: kind == ViewBinary})
	if HasMembers([]byte(data)) {
		more, err := s.ScanMembers(path, []byte(data))
		if err != nil {
			t.Fatal(err)
		}
		fs = append(fs, more...)
	}
	for _, f := range fs {
		if f.Severity == Block {
			return true
		}
	}
	return false
}

func check21(t *testing.T, block, pass []case18) {
	t.Helper()
	for _, c := range block {
		if !blocks21(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%q", c.path, c.text)
		}
	}
	for _, c := range pass {
		if blocks21(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%q", c.path, c.text)
		}
	}
}

func zip21(t *testing.T, members ...string) string {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for i := 0; i+1 < len(members); i += 2 {
		w, err := zw.Create(members[i])
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(members[i+1]))
	}
	zw.Close()
	return b.String()
}

func gzip21(b []byte) string {
	var out bytes.Buffer
	zw := gzip.NewWriter(&out)
	zw.Write(b)
	zw.Close()
	return out.String()
}

// WebSphere's PasswordUtil and Jetty's Password.obfuscate, our spellings.
func wasXor21(s string) string {
	b := []byte(s)
	for i := range b {
		b[i] ^= 0x5f
	}
	return "{xor}" + base64.StdEncoding.EncodeToString(b)
}

func jettyObf21(s string) string {
	var out strings.Builder
	out.WriteString("OBF:")
	for i := 0; i < len(s); i++ {
		b1, b2 := int(s[i]), int(s[len(s)-1-i])
		x := strconv.FormatInt(int64((127+b1+b2)*256+(127+b1-b2)), 36)
		out.WriteString(strings.Repeat("0", 4-len(x)) + x)
	}
	return out.String()
}

// Published obfuscations undone by their published rules.
func TestBlind21PublishedObfuscations(t *testing.T) {
	g := scantest.New(2101)
	pw := password21(g)
	if back, ok := jettyDeobfuscate([]byte(jettyObf21(pw)[4:])); !ok || back != pw {
		t.Fatalf("jetty round trip: %q", back)
	}
	check21(t, []case18{
		{"was/properties/soap.client.props", "com.ibm.SOAP.securityEnabled=true\ncom.ibm.SOAP.loginUserid=wasadmin\ncom.ibm.SOAP.loginPassword=" + wasXor21(pw) + "\n"},
		{"scripts/deploy.py", "AdminTask.createAuthDataEntry('[-alias mq -user mqapp -password " + wasXor21(pw) + "]')\n"},
		{"etc/jetty-ssl.xml", "<Configure>\n  <Set name=\"TrustStorePassword\">" + jettyObf21(pw) + "</Set>\n</Configure>\n"},
		{"etc/jetty-ds.xml", "<New class=\"com.mchange.v2.c3p0.ComboPooledDataSource\">\n  <Set name=\"password\"><Call class=\"org.eclipse.jetty.util.security.Password\" name=\"deobfuscate\"><Arg>" + jettyObf21(pw) + "</Arg></Call></Set>\n</New>\n"},
	}, []case18{
		{"was/properties/soap.client.props", "com.ibm.SOAP.loginPassword=" + wasXor21("changeit") + "\n"},
		{"start.d/ssl.ini", "jetty.sslContext.keyStorePassword=" + jettyObf21("changeit") + "\njetty.sslContext.keyManagerPassword=OBF:zzzz\n"},
	})
}

// Values named by the parent key or a neighbouring key.
func TestBlind21TypedAndNeighbourValues(t *testing.T) {
	g := scantest.New(2102)
	pw, key := password21(g), g.Str(scantest.Alnum, 36)
	pt, _ := json.Marshal(pw)
	ptq, _ := json.Marshal(string(pt))
	check21(t, []case18{
		{"export/firestore.json", "{\"fields\": {\n  \"service_secret\": {\n    \"stringValue\": \"" + pw + "\"\n  }\n}}\n"},
		{"data/items.jsonl", "{\"pk\":{\"S\":\"cfg#1\"},\"db_password\":{\"S\":\"" + pw + "\"}}\n"},
		{"stubs/mappings/auth.json", "{\"request\": {\"headers\": {\"X-Auth-Token\": {\"equalToIgnoreCase\": \"" + key + "\"}}}}\n"},
		{"state/stack.json", "{\n  \"outputs\": {\n    \"apiToken\": {\n      \"4dabf18193072939515e22adb298388d\": \"1b47061264138c4ac30d75fd1eb44270\",\n      \"plaintext\": " + string(ptq) + "\n    }\n  }\n}\n"},
		{"cfn/outputs.json", "{\"Outputs\": [\n  {\n    \"OutputKey\": \"AdminPassword\",\n    \"OutputValue\": \"" + pw + "\"\n  }\n]}\n"},
	}, []case18{
		{"export/firestore.json", "{\"fields\": {\n  \"service_secret\": {\n    \"stringValue\": \"${SERVICE_SECRET}\"\n  },\n  \"name\": {\"stringValue\": \"" + key + "\"}\n}}\n"},
		{"stubs/mappings/auth.json", "{\"request\": {\"headers\": {\"X-Auth-Token\": {\"matches\": \"[A-Za-z0-9]{36}\"}}}}\n"},
		{"cfn/outputs.json", "{\"Outputs\": [\n  {\n    \"OutputKey\": \"AdminPasswordSecretArn\",\n    \"OutputValue\": \"arn:aws:secretsmanager:eu-west-1:123456789012:secret:admin-AbCdEf\"\n  }\n]}\n"},
		{"cfn/params.json", "[{\"ParameterKey\": \"ApiToken\", \"ParameterValue\": \"{{resolve:ssm-secure:/prod/api/token:3}}\"}]\n"},
	})
}

// Text typed by a recorded browser step beside a password field.
func TestBlind21RecordedSteps(t *testing.T) {
	g := scantest.New(2103)
	pw := password21(g)
	trace := "{\"type\":\"before\",\"callId\":\"call@4\",\"method\":\"pressSequentially\",\"params\":{\"selector\":\"#login >> input[name=passwd]\",\"text\":\"" + pw + "\"}}\n"
	check21(t, []case18{
		{"tests/login.side", "{\"tests\": [{\"commands\": [\n  {\n    \"command\": \"sendKeys\",\n    \"target\": \"name=passwd\",\n    \"value\": \"" + pw + "\"\n  }\n]}]}\n"},
		{"recordings/signin.json", "{\"steps\": [\n  {\"type\": \"change\", \"value\": \"" + pw + "\", \"selectors\": [[\"input[type=password]\"]]}\n]}\n"},
		{"traces/run.zip", zip21(t, "0-trace.trace", trace)},
	}, []case18{
		{"tests/login.side", "{\"tests\": [{\"commands\": [\n  {\n    \"command\": \"sendKeys\",\n    \"target\": \"name=passwd\",\n    \"value\": \"${ADMIN_PASSWORD}\"\n  },\n  {\n    \"command\": \"click\",\n    \"target\": \"id=forgot-password\",\n    \"value\": \"\"\n  }\n]}]}\n"},
		{"recordings/signin.json", "{\"steps\": [\n  {\"type\": \"change\", \"value\": \"ops@example.org\", \"selectors\": [[\"#email\"]]}\n]}\n"},
	})
}

// Fixtures whose key is the token, and passwords hashed by the push's
// own command.
func TestBlind21FixturesAndHashing(t *testing.T) {
	g := scantest.New(2104)
	pw, tok := password21(g), hex21(g, 40)
	check21(t, []case18{
		{"fixtures/tokens.yaml", "- model: authtoken.token\n  pk: " + tok + "\n  fields:\n    user: 3\n"},
		{"seed/users.py", "hashed = bcrypt.hashpw(b'" + pw + "', bcrypt.gensalt())\n"},
		{"seed/admin.php", "$hash = password_hash('" + pw + "', PASSWORD_BCRYPT);\n"},
		{"provision/user.sh", "useradd -m -p \"$(mkpasswd -m sha-512 '" + pw + "')\" deploy\n"},
		{"provision/Containerfile", "RUN echo \"ops:$(openssl passwd -1 -salt xy " + pw + ")\" | chpasswd -e\n"},
	}, []case18{
		{"fixtures/releases.yaml", "- model: deploys.release\n  pk: " + tok + "\n  fields:\n    tag: v1\n"},
		{"seed/local.sql", "insert into users(email, pw) values ('dev@example.com', crypt('password', gen_salt('bf')));\n"},
		{"provision/user.sh", "useradd -m -p \"$(openssl passwd -6 -stdin < /run/secrets/ops)\" deploy\n"},
	})
}

// Notebook and report tables, magics, flags as list items, directives.
func TestBlind21ColumnsMagicsDirectives(t *testing.T) {
	g := scantest.New(2105)
	pw, key := password21(g), g.Str(scantest.Alnum, 40)
	table := func(h, v string) string {
		return "<table>\n<thead><tr><th>#</th><th>host</th><th>" + h + "</th></tr></thead>\n<tbody>\n<tr><td>1</td><td>db1</td><td>" + v + "</td></tr>\n</tbody>\n</table>\n"
	}
	check21(t, []case18{
		{"reports/accounts.html", table("api_token", key)},
		{"notebooks/setup.py", "# %%\n%env DB_PASSWORD " + pw + "\n"},
		{"compose.yaml", "services:\n  agent:\n    command:\n      - --api-token\n      - " + key + "\n"},
		{"deploy/exec.json", "{\"args\": [\n  \"--client-secret\",\n  \"" + key + "\"\n]}\n"},
		{"scripts/redis-users.sh", "redis-cli ACL SETUSER worker on '>" + pw + "' '~jobs:*' '+@all'\n"},
		{"conf/users.acl", "user worker on >" + pw + " ~jobs:* +@read\n"},
		{"src/db.c", "sqlite3_exec(db, \"PRAGMA rekey = '" + pw + "';\", NULL, NULL, NULL);\n"},
		{"ops/proxy/tinyproxy.conf", "Port 3128\nBasicAuth builder " + pw + "\n"},
		{"home/mbsyncrc", "IMAPAccount home\nUser me@example.org\nPass \"" + pw + "\"\n"},
		{"home/.gradle/develocity/keys.properties", "scans.example.org=" + g.Str(scantest.Lower+"234567", 52) + "\n"},
		{"docs/nomad.md", "```\nAccessor ID  = " + uuid21(g) + "\nSecret ID    = " + uuid21(g) + "\n```\n"},
		{"approle.json", "{\"role_id\": \"" + uuid21(g) + "\", \"secret_id\": \"" + uuid21(g) + "\"}\n"},
	}, []case18{
		{"reports/accounts.html", table("region", "eu-west-1")},
		{"notebooks/setup.py", "# %%\n%env OMP_NUM_THREADS 4\n%env DB_PASSWORD $VAULT_DB\n"},
		{"compose.yaml", "services:\n  agent:\n    command:\n      - --api-token-file\n      - /run/secrets/token\n"},
		{"conf/users.acl", "user worker on #" + hex21(g, 64) + " ~jobs:* +@read\n"},
		{"ops/proxy/tinyproxy.conf", "Port 3128\nAllow 10.0.0.0/8\n"},
		{"home/mbsyncrc", "IMAPAccount home\nPassCmd \"pass show mail\"\n"},
	})
}

// Key files in their tools' layouts, JSON three levels deep, a request's
// Cookie header in a capture archive.
func TestBlind21KeyFilesAndCaptures(t *testing.T) {
	g := scantest.New(2106)
	pw := password21(g)
	seed := hex21(g, 64)
	b64 := func(n int) string { return base64.RawURLEncoding.EncodeToString([]byte(g.Str(scantest.Alnum+"!#", n))) }
	inner, _ := json.Marshal(map[string]string{"config": "{\n  \"api_token\": \"" + g.Str(scantest.Alnum, 32) + "\"\n}"})
	outer, _ := json.Marshal(map[string]string{"name": "exported", "resources": string(inner)})
	check21(t, []case18{
		{"keys/root_key", "{\"keytype\": \"ecdsa\", \"scheme\": \"ecdsa-sha2-nistp256\", \"keyval\": {\"public\": \"" + hex21(g, 66) + "\", \"private\": \"" + seed + "\"}}"},
		{"keys/stake.skey", "{\n    \"type\": \"StakeSigningKeyShelley_ed25519\",\n    \"description\": \"Stake Signing Key\",\n    \"cborHex\": \"5820" + seed + "\"\n}\n"},
		{"config/paseto.env", "PASETO_LOCAL_KEY=k4.local." + b64(32) + "\n"},
		{"config/issuer.yaml", "signing_key: k3.secret." + b64(48) + "\n"},
		{"exports/profile.json", string(outer)},
		{"captures/bug.zip", zip21(t, "raw/2_c.txt", "POST /cart HTTP/1.1\r\nHost: shop.example.org\r\nCookie: theme=dark; laravel_session="+g.Str(scantest.Alnum, 40)+"\r\n\r\n")},
		{"api/requests.http", "GET https://app.example.org/me\nCookie: PHPSESSID=" + g.Str(scantest.Lower+scantest.Digits, 32) + "\n"},
	}, []case18{
		{"keys/root_key.pub", "{\"keytype\": \"ecdsa\", \"scheme\": \"ecdsa-sha2-nistp256\", \"keyval\": {\"public\": \"" + hex21(g, 66) + "\"}}"},
		{"keys/stake.vkey", "{\n    \"type\": \"StakeVerificationKeyShelley_ed25519\",\n    \"description\": \"Stake Verification Key\",\n    \"cborHex\": \"5820" + seed + "\"\n}\n"},
		{"config/issuer.yaml", "verify_key: k4.public." + b64(32) + "\n"},
		{"captures/bug.zip", zip21(t, "raw/2_c.txt", "GET / HTTP/1.1\r\nCookie: theme=dark; consent=yes\r\n\r\n")},
	})
	_ = pw
	_ = hex.EncodeToString
}

// rdx21 writes R's XDR serialisation of variables bound to strings or
// numbers, as save() (RDX2 or RDX3) or saveRDS (a bare X stream) does.
func rdx21(header string, vars [][2]string) []byte {
	var b bytes.Buffer
	i32 := func(v uint32) { binary.Write(&b, binary.BigEndian, v) }
	chars := func(s string) { i32(9 | 64<<12); i32(uint32(len(s))); b.WriteString(s) }
	b.WriteString(header)
	i32(2)
	i32(0x00030602)
	i32(0x00020300)
	for _, v := range vars {
		i32(2 | 1<<10)
		i32(1)
		chars(v[0])
		if v[1] == "" {
			i32(14)
			i32(1)
			binary.Write(&b, binary.BigEndian, uint64(0x4045000000000000))
			continue
		}
		i32(16)
		i32(1)
		chars(v[1])
	}
	i32(254)
	return b.Bytes()
}

// R's saved data: a workspace saved without compression, and one gzipped.
func TestBlind21RWorkspaces(t *testing.T) {
	g := scantest.New(2107)
	pw := password21(g)
	check21(t, []case18{
		{"analysis/session.RData", string(rdx21("RDX2\nX\n", [][2]string{{"server", "db.example.org"}, {"api_secret", pw}}))},
		{"analysis/creds.rda", gzip21(rdx21("RDX2\nX\n", [][2]string{{"n", ""}, {"PGPASSWORD", pw}}))},
	}, []case18{
		{"analysis/model.RData", gzip21(rdx21("RDX2\nX\n", [][2]string{{"coef", ""}, {"label", "baseline-model"}}))},
	})
}
