package scan

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The eighteenth blind set of pushes, in spellings of our own: assignment
// syntaxes with no = or : between the name and the value, values on the
// line after their name, names kept in a sibling or a parent element,
// tables whose layout the file's name gives, secrets given to commands by
// position or after a short option, tool caches (a .pyc's constants, a
// mypy cache, a Terraform plan, a redis-cli history) and a lookup's
// literal fallback. Every secret is made at test time; each class has
// look-alikes that must pass.

// password18 is a generated password with a password's mix.
func password18(g *scantest.Gen) string {
	return g.Str(scantest.Lower, 4) + g.Str(scantest.Digits, 3) + g.Str(scantest.Upper, 3) + g.Str(scantest.Alnum, 9)
}

type case18 struct{ path, text string }

func check18(t *testing.T, block, pass []case18) {
	t.Helper()
	for _, c := range block {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range pass {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Names and values paired by a language's own syntax: a Clojure or Lisp
// keyword, an Erlang or Elixir tuple, a Lisp pair or defining form, and
// set NAME VALUE (Tcl, fish, CMake, setx).
func TestBlind18AssignmentSyntaxes(t *testing.T) {
	g := scantest.New(1801)
	pw := password18(g)
	check18(t, []case18{
		{"profiles.clj", "{:auth {:repository-auth {#\"nexus\" {:username \"ci\" :passwd \"" + pw + "\"}}}}\n"},
		{"deps.edn", "{:mvn/repos {\"corp\" {:url \"https://repo.example.org\"\n  :password   \"" + pw + "\"}}}\n"},
		{"auth.el", "(add-to-list 'auth-sources '(:host \"db.example.org\" :user \"ops\" :secret \"" + pw + "\"))\n"},
		{"config/prod.config", "[{shop, [{listen_port, 8080}, {'api_token', \"" + pw + "\"}]}].\n"},
		{"config/runtime.exs", "config :shop, Shop.Repo, [{:db_password, \"" + pw + "\"}]\n"},
		{"init.el", "(setq smtpmail-auth-password \"" + pw + "\")\n"},
		{"conn.scm", "(define db-password \"" + pw + "\")\n"},
		{"gnus.el", "(setq nnimap-list '((imap-password . \"" + pw + "\")))\n"},
		{"login.exp", "#!/usr/bin/expect\nset timeout 5\nset secret {" + pw + "}\nset passwd \"" + pw + "\"\n"},
		{"config.fish", "set -Ux GITEA_TOKEN " + pw + "\n"},
		{"CMakeLists.txt", "set(SIGNING_PASSWORD \"" + pw + "\" CACHE STRING \"store password\")\n"},
		{"setup.cmd", "setx SERVICE_PASSWORD \"" + pw + "\" /M\r\n"},
	}, []case18{
		{"project.clj", ":repositories [[\"corp\" {:url \"https://repo.example.org\" :password :env/corp_password}]]\n"},
		{"profiles.clj", "{:user {:password-prompt \"Enter your password please\"}}\n"},
		{"config/prod.config", "[{shop, [{api_token, {env, \"SHOP_API_TOKEN\"}}, {password_min_length, 12}]}].\n"},
		{"init.el", "(setq smtpmail-auth-password nil)\n(defvar password-cache-expiry 3600 \"seconds\")\n"},
		{"login.exp", "set password $env(LOGIN_PW)\nset password [exec pass show ops/router]\nset pw_prompt \"Password:\"\n"},
		{"config.fish", "set -gx PGPASSWORD (cat ~/.pgpass-work)\nset -gx PGPASSFILE ~/.pgpass\nset -l token_path /run/secrets/token\n"},
		{"CMakeLists.txt", "set(PASSWORD_HASH_ALGORITHM sha256)\nset(TOKEN_FILE ${CMAKE_BINARY_DIR}/token.txt)\n"},
		{"opts.c", "static const struct opt opts[] = {\n  {OPT_PASSWORD, \"password\"},\n  {OPT_TOKEN, \"token-file\"},\n};\n"},
	})
}

// A value on the line after its name: a YAML block scalar, a heredoc
// (Terraform's, wrapped in trimspace or not; Ruby's squiggly one) and a
// triple-quoted string.
func TestBlind18NextLineValues(t *testing.T) {
	g := scantest.New(1802)
	pw := password18(g)
	check18(t, []case18{
		{"chart/values.yaml", "redis:\n  auth:\n    password: |-\n      " + pw + "\n    enabled: true\n"},
		{"chart/values.yaml", "- name: app\n  apiToken: >\n    " + pw + "\n"},
		{"infra/main.tf", "resource \"x\" \"y\" {\n  master_password = <<EOT\n" + pw + "\nEOT\n}\n"},
		{"infra/main.tf", "  token = chomp(<<-KEY\n    " + pw + "\n  KEY\n  )\n"},
		{"config/app.rb", "SMTP_PASSWORD = <<~PW.strip\n  " + pw + "\nPW\n"},
		{"settings.py", "API_SECRET = \"\"\"\n" + pw + "\n\"\"\"\n"},
	}, []case18{
		{"chart/values.yaml", "help:\n  password: >-\n    Choose a password of at least twelve characters.\n    Mix letters and digits.\n"},
		{"chart/values.yaml", "auth:\n  password: >-\n    {{ .Values.global.password }}\n"},
		{"infra/main.tf", "resource \"x\" \"y\" {\n  secret_policy = <<-EOT\n    {\"Version\": \"2012-10-17\", \"Statement\": []}\n  EOT\n}\n"},
		{"infra/main.tf", "  password = <<-EOT\n    ${var.db_password}\n  EOT\n"},
		{"settings.py", "PASSWORD_HELP = \"\"\"\nUse a long passphrase.\n\"\"\"\n"},
	})
}

// A name in a sibling or a parent element: a name/value pair of elements
// (Hadoop, a servlet's init-param), a parent's name attribute over a
// value child (JMeter's Argument.value), and a YAML item whose inline
// data source sits below its name (Envoy SDS).
func TestBlind18SiblingAndParent(t *testing.T) {
	g := scantest.New(1803)
	pw := password18(g)
	tok := g.Str(scantest.Alnum, 36)
	check18(t, []case18{
		{"conf/hive-site.xml", "<configuration>\n<property>\n  <name>javax.jdo.option.ConnectionPassword</name>\n  <value>" + pw + "</value>\n</property>\n</configuration>\n"},
		{"conf/core-site.xml", "<property><name>fs.azure.account.oauth2.client.secret</name><value>" + tok + "</value></property>\n"},
		{"WEB-INF/web.xml", "<init-param>\n  <param-name>apiSecret</param-name>\n  <param-value>" + pw + "</param-value>\n</init-param>\n"},
		{"plan.jmx", "<elementProp name=\"client_secret\" elementType=\"HTTPArgument\">\n  <boolProp name=\"HTTPArgument.always_encode\">false</boolProp>\n  <stringProp name=\"Argument.value\">" + pw + "</stringProp>\n</elementProp>\n"},
		{"app.config", "<setting name=\"SmtpPassword\" serializeAs=\"String\">\n  <value>" + pw + "</value>\n</setting>\n"},
		{"envoy.yaml", "secrets:\n- name: upstream_token\n  generic_secret:\n    secret:\n      inline_string: '" + tok + "'\n"},
		{"envoy.yaml", "secrets:\n  - name: hmac_secret\n    generic_secret:\n      secret:\n        inline_bytes: " + base64.StdEncoding.EncodeToString([]byte(pw)) + "\n"},
	}, []case18{
		{"conf/core-site.xml", "<property>\n  <name>fs.s3a.secret.key</name>\n  <value>${env.S3_SECRET}</value>\n</property>\n<property>\n  <name>hadoop.security.credential.provider.path</name>\n  <value>jceks://hdfs/user/etl/s3.jceks</value>\n</property>\n"},
		{"plan.jmx", "<elementProp name=\"password\" elementType=\"HTTPArgument\">\n  <stringProp name=\"Argument.value\">${__P(password)}</stringProp>\n  <stringProp name=\"Argument.name\">password</stringProp>\n</elementProp>\n"},
		{"envoy.yaml", "secrets:\n- name: upstream_token\n  generic_secret:\n    secret:\n      filename: /etc/envoy/token\n- name: other\n  inline_string: \"" + tok + "\"\n"},
	})
}

// Files whose layout their name gives: exim's passwd.client, rsync's
// secrets file, kaggle.json and redis-cli's history.
func TestBlind18NamedFiles(t *testing.T) {
	g := scantest.New(1804)
	pw := password18(g)
	key := g.Str(scantest.Hex, 32)
	check18(t, []case18{
		{"etc/exim4/passwd.client", "# target.mail.server.example:login:password\nsmtp.example.net:mailer:" + pw + "\n"},
		{"deploy/rsyncd.secrets", "# user:password\nmirror:" + pw + "\n@staff:" + pw + "\n"},
		{"home/.kaggle/kaggle.json", "{\n  \"username\": \"someone\",\n  \"key\": \"" + key + "\"\n}\n"},
		{"home/.rediscli_history", "PING\nauth ops " + pw + "\nKEYS *\n"},
		{"home/.rediscli_history", "HELLO 3 AUTH default " + pw + "\n"},
		{"home/.rediscli_history", "CONFIG SET requirepass " + pw + "\n"},
	}, []case18{
		{"etc/exim4/passwd.client", "# password file used when the local exim is authenticating to a remote host\n### target.mail.server.example:login:password\n"},
		{"deploy/rsyncd.secrets", "# user:password, one a line\n"},
		{"docs/kaggle.json", "{\"username\":\"<your-username>\",\"key\":\"<your-key>\"}\n"},
		{"home/.rediscli_history", "PING\nGET session:" + key + "\nCONFIG SET maxmemory 2gb\nAUTH\n"},
	})
}

// Secrets given to commands by position or after a short option.
func TestBlind18Commands(t *testing.T) {
	g := scantest.New(1805)
	pw := password18(g)
	sec := g.Str(scantest.Alnum, 40)
	check18(t, []case18{
		{"bmc.sh", "ipmitool -H bmc1.example.org -U root -P \"" + pw + "\" sol activate\n"},
		{"bmc.sh", "ipmitool -I lanplus -H 192.0.2.10 -U admin -P" + pw + " power status\n"},
		{"ci.sh", "mc alias set --api S3v4 backup https://s3.example.org backup-writer '" + sec + "'\n"},
		{"ci.sh", "mc config host add store https://store.example.org AKEXAMPLE " + sec + "\n"},
		{"mac.sh", "defaults write com.example.Agent LicenseKey -string \"" + sec + "\"\n"},
		{"mac.sh", "defaults write com.example.Sync authToken '" + sec + "'\n"},
		{"build.sbt", "credentials += Credentials(\"Artifactory Realm\", \"repo.example.org\", \"ci\", \"" + pw + "\")\n"},
		{"Client.java", "var creds = new UsernamePasswordCredentials(\"svc-bot\", \"" + pw + "\");\n"},
	}, []case18{
		{"bmc.sh", "ipmitool -I lanplus -H bmc1.example.org -U root -E chassis status\nipmitool -H bmc2 -U root -f /root/.ipmipw power on\n"},
		{"ci.sh", "mc alias set backup https://s3.example.org \"$MC_ACCESS\" \"$MC_SECRET\"\nmc alias list\n"},
		{"mac.sh", "defaults write com.example.Agent ServerURL -string 'https://agent.example.org'\ndefaults write com.example.Agent TokenRefreshHours -int 12\n"},
		{"build.sbt", "credentials += Credentials(Path.userHome / \".sbt\" / \".credentials\")\ncredentials += Credentials(\"Realm\", \"repo.example.org\", sys.env(\"USER\"), sys.env(\"PASS\"))\n"},
	})
}

// A lookup's literal fallback (Ruby's fetch with a block or a second
// argument) and mypy's Final values.
func TestBlind18Constructs(t *testing.T) {
	g := scantest.New(1806)
	pw := password18(g)
	check18(t, []case18{
		{"config/mail.rb", "  password: ENV.fetch('MAIL_PASSWORD') { '" + pw + "' },\n"},
		{"config/mail.rb", "TOKEN = ENV.fetch(\"SERVICE_TOKEN\", \"" + pw + "\")\n"},
		{"config/mail.rb", "  smtp_pass: ENV.fetch(\"SMTP_CRED\") { \"" + pw + "\" },\n"},
		{".mypy_cache/3.11/app/conf.data.json", "{\".class\": \"MypyFile\", \"names\": {\"API_KEY\": {\".class\": \"SymbolTableNode\", \"node\": {\".class\": \"Var\", \"name\": \"API_KEY\", \"final_value\": \"" + pw + "\", \"flags\": [\"is_final\"]}}}}\n"},
	}, []case18{
		{"config/server.rb", "PORT = ENV.fetch(\"PORT\") { \"3000\" }\nTOKEN_TTL = ENV.fetch(\"TOKEN_TTL\") { \"3600\" }\nSECRET_PATH = ENV.fetch(\"SECRET_PATH\") { \"/run/secrets/app\" }\n"},
		{".mypy_cache/3.11/app/conf.data.json", "{\"names\": {\"TOKEN_URL\": {\"node\": {\".class\": \"Var\", \"name\": \"TOKEN_URL\", \"final_value\": \"https://auth.example.org/token\"}}, \"SECRET_TTL\": {\"node\": {\"name\": \"SECRET_TTL\", \"final_value\": 600}}}}\n"},
	})
}

// pyc18 is a CPython .pyc (the given magic) of a module that stores each
// string under its name, one marshal object after another as py_compile
// writes them, interned names referenced back when repeated.
func pyc18(magic uint16, nlocals bool, names, values []string) []byte {
	le32 := func(b []byte, v int) []byte { return binary.LittleEndian.AppendUint32(b, uint32(v)) }
	short := func(tag byte, s string) []byte { return append([]byte{tag, byte(len(s))}, s...) }
	var code []byte
	code = append(code, 151, 0) // RESUME
	var consts, nameObjs []byte
	for i := range names {
		code = append(code, 100, byte(i), 90, byte(i))
		consts = append(consts, short('z', values[i])...)
		nameObjs = append(nameObjs, short('Z'|0x80, names[i])...)
	}
	code = append(code, 100, byte(len(names)), 83, 0)
	consts = append(consts, 'N')
	b := []byte{'c' | 0x80}
	longs := 5
	if nlocals {
		longs = 6
	}
	for range longs {
		b = le32(b, 0)
	}
	b = append(le32(append(b, 's'), len(code)), code...)
	b = append(append(b, ')', byte(len(names)+1)), consts...)
	b = append(append(b, ')', byte(len(names))), nameObjs...)
	b = append(b, ')', 0) // locals
	if nlocals {
		b = append(b, ')', 0, ')', 0) // freevars, cellvars
	} else {
		b = le32(append(b, 's'), 0) // localspluskinds
	}
	b = append(b, short('z', "conf.py")...)
	b = append(b, short('Z', "<module>")...)
	if !nlocals {
		b = append(b, 'r', 2, 0, 0, 0) // qualname: the name, referenced
	}
	b = le32(b, 1)
	b = le32(append(b, 's'), 0)
	if !nlocals {
		b = le32(append(b, 's'), 0)
	}
	head := binary.LittleEndian.AppendUint16(nil, magic)
	head = append(head, '\r', '\n', 0, 0, 0, 0)
	head = le32(head, 1700000000)
	head = le32(head, 64)
	return append(head, b...)
}

// plan18 is a Terraform plan file: a zip whose tfplan member is a
// protobuf Plan holding the variables as msgpack strings.
func plan18(t *testing.T, vars [][2]string) []byte {
	field := func(n int, b []byte) []byte {
		out := binary.AppendUvarint(nil, uint64(n<<3|2))
		return append(binary.AppendUvarint(out, uint64(len(b))), b...)
	}
	plan := []byte{0x08, 0x03}
	for _, v := range vars {
		mp := append([]byte{0xd9, byte(len(v[1]))}, v[1]...)
		plan = append(plan, field(2, append(field(1, []byte(v[0])), field(2, field(1, mp))...))...)
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, m := range []struct {
		name string
		b    []byte
	}{{"tfplan", plan}, {"tfconfig/variables.tf", []byte("variable \"region\" {}\n")}} {
		w, err := zw.Create(m.name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(m.b)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Tool caches: a .pyc's constants under their names (3.10 and 3.12
// layouts), and a Terraform plan's variables.
func TestBlind18ToolCaches(t *testing.T) {
	g := scantest.New(1807)
	pw := password18(g)
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	membersBlock := func(path string, b []byte) bool {
		fs, _ := s.ScanMembers(path, b)
		for _, f := range fs {
			if f.Severity == Block {
				return true
			}
		}
		return false
	}
	for _, c := range []struct {
		path string
		b    []byte
		want bool
	}{
		{"app/__pycache__/local.cpython-312.pyc", pyc18(3531, false, []string{"HOST", "SMTP_PASSWORD"}, []string{"mail.example.org", pw}), true},
		{"app/__pycache__/local.cpython-310.pyc", pyc18(3439, true, []string{"API_TOKEN"}, []string{pw}), true},
		{"app/__pycache__/consts.cpython-312.pyc", pyc18(3531, false, []string{"BASE_URL", "TOKEN_HEADER"}, []string{"https://api.example.org", "X-Auth-Token"}), false},
		{"infra/plan.out", plan18(t, [][2]string{{"region", "eu-central-1"}, {"admin_password", pw}}), true},
		{"infra/plan.out", plan18(t, [][2]string{{"region", "eu-central-1"}, {"password_length", "24"}}), false},
	} {
		if got := membersBlock(c.path, c.b); got != c.want {
			t.Errorf("%s: blocked %v, want %v", c.path, got, c.want)
		}
	}
	if strings.Contains(string(pyc18(3531, false, []string{"A"}, []string{"b"})), pw) {
		t.Fatal("fixture")
	}
}
