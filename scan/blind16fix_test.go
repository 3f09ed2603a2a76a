package scan

import (
	"archive/tar"
	"bytes"
	"compress/zlib"
	"encoding/base32"
	"encoding/base64"
	"hash/crc32"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The sixteenth blind set of pushes, in spellings of our own: tool layouts
// where a credential's name is a position, a neighbour or a map key,
// secrets on command lines, a value stored base64 under a secret's name,
// kinds named by their structure, tool output (a NUL-separated environment
// in base64, a RESP capture, tnetstrings), an Android backup, constructs
// that split or compute a token, and a PASETO public token. Every secret is
// made at test time; each class has look-alikes that must pass.

func init() {
	for id, ss := range map[string][]string{
		"mysql-dsn-password": {
			`dsn := fmt.Sprintf("%s:%s@tcp(%s)/shop", user, pass, addr)`,
			`const Local = "root:root@tcp(127.0.0.1:3306)/shop"`,
			`dsn: "app:${DB_PASSWORD}@tcp(db:3306)/app"`,
		},
		"http-auth-tuple": {
			`auth=("deploy-bot", os.environ["JENKINS_API_TOKEN"]),`,
			`auth=("user", "pass")`,
			`HTTPBasicAuth("admin", "<password>")`,
		},
		"squid-peer-login": {
			"cache_peer upstream.example.net parent 8080 0 no-query default login=PASS",
			"cache_peer upstream.example.net parent 8080 0 login=*:password",
		},
		"cmdkey-password": {
			"cmdkey /add:files.example.net /user:EX\\svc /pass",
			"cmdkey /add:files.example.net /user:EX\\<user> /pass:<password>",
			"runas /pass:nothing-to-see",
		},
		"x11-magic-cookie": {
			`xauth add "$DISPLAY" MIT-MAGIC-COOKIE-1 "$COOKIE"`,
			"xauth add :0 MIT-MAGIC-COOKIE-1 " + strings.Repeat("0", 32),
			"xauth generate :0 . untrusted timeout 3600",
		},
		"otp-seed": {
			`TOTP = pyotp.TOTP(os.environ["QA_BOT_TOTP_SEED"])`,
			`totp = pyotp.TOTP("JBSWY3DPEHPK3PXP")`,
			`pyotp.TOTP('base32secret3232').now()`,
			`assert len(pyotp.random_base32()) == 32`,
		},
		"zerotier-identity-secret": {
			"1a2b3c4d5e:0:" + strings.Repeat("ab12", 32),
			"fe80:0:0:0:0:0:0:1",
		},
		"token-scheme-auth": {
			`curl -H "Authorization: token $GITEA_TOKEN" https://git.example.net/api/v1/version`,
			`headers = {"Authorization": "token " + token}`,
			`-H 'Authorization: token YOUR_ACCESS_TOKEN_HERE_PLEASE'`,
		},
		"snmp-community": {
			"rocommunity public default -V systemonly",
			"rocommunity <community> default",
			"rwcommunity private 10.0.0.0/8",
			"com2sec notConfigUser default public",
		},
		"shadowsocks-key": {
			"ss://YWVzLTEyOC1nY206dGVzdA@example.com:8888#Example1",
			"ss://${OUTLINE_KEY}",
			"See ss://example.com for the server.",
		},
		"ldif-base64-password": {
			"olcSuffix:: ZGM9ZXhhbXBsZSxkYz1jb20=",
			"userPassword:: e1NTSEF9cHNuUzV0bUJuU0h0R2FMQk1xa3pHWWJRZVE9PQ==",
			"olcRootPW: {SSHA}psnS5tmBnSHtGaLBMqkzGYbQeQ==",
		},
	} {
		falsePositives[id] = append(falsePositives[id], ss...)
	}
}

// password16 is a generated password with a password's mix.
func password16(g *scantest.Gen) string {
	return g.Str(scantest.Lower, 4) + g.Str(scantest.Digits, 3) + g.Str(scantest.Upper, 4) + g.Str(scantest.Alnum, 7)
}

// ghToken16 is a classic GitHub token with a valid check.
func ghToken16(g *scantest.Gen) string {
	body := g.Str(scantest.Upper, 5) + g.Str(scantest.Lower, 5) + g.Str(scantest.Digits, 5) + g.Str(scantest.Alnum, 15)
	return "gh" + "p_" + body + githubCheck([]byte("gh"+"p_"+body))
}

func TestBlind16Check(t *testing.T) {
	// githubCheck is CRC-32 of the body in base62, zero-padded.
	body := "AbCdEfGhIjKlMnOpQrStUvWxYz0123"
	n := crc32.ChecksumIEEE([]byte(body))
	const b62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	want := ""
	for ; n > 0; n /= 62 {
		want = string(b62[n%62]) + want
	}
	want = strings.Repeat("0", 6-len(want)) + want
	if got := githubCheck([]byte("gh" + "o_" + body)); got != want {
		t.Errorf("githubCheck = %q, want %q", got, want)
	}
	if githubCheck([]byte("gh"+"x_"+body)) != "" || githubCheck([]byte("gh"+"p_"+body[1:])) != "" {
		t.Error("githubCheck took what is not a token body")
	}
}

// Layouts where the name is a position, a neighbour or a map key, and
// command lines that hand a credential over in a syntax of their own.
func TestBlind16Layouts(t *testing.T) {
	g := scantest.New(1601)
	pw := password16(g)
	hexTok := g.Str(scantest.Hex, 40)
	for _, c := range []struct{ path, text string }{
		{"db/conn.go", "var dsn = \"reporting:" + pw + "@unix(/var/run/mysqld/mysqld.sock)/metrics\"\n"},
		{"ci/kick.py", "session.get(url, auth = (\"builder\", \"" + pw + "\"))\n"},
		{"ci/basic.py", "a = HTTPBasicAuth(\"svc-sync\", \"" + pw + "\")\n"},
		{"composer/auth.json", "{\"bearer\": {\"pkgs.example.org\": \"" + g.Str(scantest.Alnum, 20) + g.Str(scantest.Digits, 4) + "\"}}\n"},
		{"composer/gh.json", "{\n  \"gitlab-token\": {\n    \"gitlab.example.org\": \"" + pw + "\"\n  }\n}\n"},
		{"proxy/squid.conf", "cache_peer 198.51.100.9 parent 3128 0 no-query login=relay:" + pw + " name=up\n"},
		{"api/spec.yml", "      parameters:\n        - name: api_key\n          in: query\n          schema:\n            type: string\n          default: " + hexTok + "\n"},
		{"zk/jaas.conf", "Server {\n  org.apache.zookeeper.server.auth.DigestLoginModule required\n  user_super=\"" + pw + "\";\n};\n"},
		{"docs/creds.md", "Name | Host | api_token\n--- | --- | ---\nsearch | es.example.org | " + hexTok + "\n"},
		{"docs/logins.md", "| host | login | passwd |\n| :-- | :-- | :-- |\n| db2 | dba | " + pw + " |\n"},
		{"tools/sync.py", "cli.add_argument('-k', '--secret-key', type=str, default='" + hexTok + "')\n"},
		{"tools/cli.py", "@click.option(\"--password\", default=\"" + pw + "\")\n"},
		{"ops/share.sh", "rpcclient -U \"WORKGROUP\\\\ops%" + pw + "\" fs1.example.org -c srvinfo\n"},
		{"ops/acl.sh", "smbcacls //fs1/data / --user=ops%" + pw + " -a ACL:x\n"},
		{"img/Dockerfile", "RUN useradd app && printf 'app:" + pw + "' | chpasswd\n"},
		{"img/here.sh", "chpasswd <<< \"root:" + pw + "\"\n"},
		{"ci/boot.sh", "gh secret set DEPLOY_HOOK -b \"" + pw + "\" --repo org/app\n"},
		{"ci/boot2.sh", "gh secret set SIGNING_KEY --body=" + hexTok + "\n"},
		{"win/map.bat", "cmdkey /generic:backup.example.org /user:svc /pass:\"" + pw + "\"\r\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"db/conn.go", "var dsn = os.Getenv(\"DB_USER\") + \":\" + os.Getenv(\"DB_PASS\") + \"@tcp(db:3306)/app\"\nconst local = \"app:app@tcp(localhost:3306)/app\"\n"},
		{"composer/auth.json", "{\"bearer\": {}, \"github-oauth\": {\"github.com\": \"%GITHUB_TOKEN%\"}}\n"},
		{"proxy/squid.conf", "cache_peer 198.51.100.9 parent 3128 0 login=PASSTHRU\n"},
		{"api/spec.yml", "      parameters:\n        - name: api_key\n          in: query\n          example: your-api-key\n        - name: X-Trace-Id\n          in: header\n          example: " + g.Str(scantest.Hex, 32) + "\n"},
		{"api/model.yml", "        - name: sessionToken\n          type: string\n          description: the token\n          example: " + hexTok + "\n"},
		{"zk/jaas.conf", "Server {\n  org.apache.zookeeper.server.auth.DigestLoginModule required\n  user_super=\"${env:ZK_SUPER}\";\n};\n"},
		{"docs/logins.md", "| host | login | passwd |\n| :-- | :-- | :-- |\n| db2 | dba | see the vault |\n| db3 | dba | `pass show db3` |\n| db4 | dba | - |\n"},
		{"tools/sync.py", "cli.add_argument('--secret-key', default=os.environ.get('SYNC_KEY'))\ncli.add_argument('--password-file', default='/run/secrets/pw')\n"},
		{"ops/share.sh", "rpcclient -U 'guest%' fs1.example.org\nsmbclient -U \"$SMB_USER%$SMB_PASS\" //fs1/x\n"},
		{"img/Dockerfile", "RUN echo 'app:$6$salt$" + g.Str(scantest.Alnum, 40) + "' | chpasswd -e\nRUN echo \"app:${APP_PW}\" | chpasswd\n"},
		{"ci/boot.sh", "gh secret set DEPLOY_HOOK --body \"$HOOK\"\ngh secret set NPM_TOKEN < npm.txt\n"},
		{"win/map.bat", "cmdkey /generic:backup.example.org /user:svc /pass:%BACKUP_PW%\r\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Kinds with a telling structure or context, and values stored base64
// under a secret's name by the tool's own rule.
func TestBlind16Kinds(t *testing.T) {
	g := scantest.New(1602)
	pw := password16(g)
	seed := base32.StdEncoding.EncodeToString([]byte(g.Str(scantest.Alnum, 20)))
	b64 := base64.StdEncoding.EncodeToString
	ss := base64.RawURLEncoding.EncodeToString([]byte("aes-256-gcm:" + pw))
	for _, c := range []struct{ path, text string }{
		{"x/start.sh", "xauth -f ~/.Xauthority add workstation:1 MIT-MAGIC-COOKIE-1 " + g.Str(scantest.Hex, 32) + "\n"},
		{"x/list.txt", "workstation/unix:1  MIT-MAGIC-COOKIE-1  " + g.Str(scantest.Hex, 32) + "\n"},
		{"qa/otp.rb", "totp = ROTP::TOTP.new(\"" + seed + "\", issuer: \"Shop\")\n"},
		{"qa/otp.txt", "otpauth://totp/Shop:bot?secret=" + strings.TrimRight(seed, "=") + "&issuer=Shop\n"},
		{"zt/identity.secret", g.Str(scantest.Hex, 10) + ":0:" + g.Str(scantest.Hex, 128) + ":" + g.Str(scantest.Hex, 128) + "\n"},
		{"ci/release.sh", "wget --header='Authorization: token " + g.Str(scantest.Hex, 40) + "' https://forge.example.org/api/v1/user\n"},
		{"ci/api.py", "headers = {\"Authorization\": \"token " + g.Str(scantest.Alnum, 36) + "\"}\n"},
		{"snmp/snmpd.conf", "rwcommunity6 " + pw + " fd00::/8\n"},
		{"snmp/old.conf", "com2sec readonly 192.0.2.0/24 " + pw + "\n"},
		{"vpn/keys.txt", "ss://" + ss + "@192.0.2.44:8443#office\n"},
		{"ldap/seed.ldif", "dn: cn=svc,dc=example,dc=org\nuserPassword:: " + b64([]byte(pw)) + "\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"x/start.sh", "xauth -f ~/.Xauthority add workstation:1 MIT-MAGIC-COOKIE-1 $(mcookie)\nxauth list\n"},
		{"qa/otp.py", "totp = pyotp.TOTP(pyotp.random_base32())\nhotp = pyotp.HOTP(os.environ['HOTP_SEED'])\n"},
		{"zt/identity.public", g.Str(scantest.Hex, 10) + ":0:" + g.Str(scantest.Hex, 128) + "\n"},
		{"ci/release.sh", "curl -H \"Authorization: token ${{ secrets.FORGE_TOKEN }}\" https://forge.example.org/api/v1/user\n"},
		{"snmp/snmpd.conf", "rocommunity public localhost\nrwcommunity <secret> 10.0.0.0/8\n"},
		{"vpn/keys.txt", "ss://" + base64.RawURLEncoding.EncodeToString([]byte("chacha20-ietf-poly1305:password")) + "@example.org:8388\n"},
		{"ldap/seed.ldif", "dn: cn=svc,dc=example,dc=org\nuserPassword:: " + b64([]byte("{SSHA}"+g.Str(scantest.B64, 32))) + "\ndescription:: " + b64([]byte("Service account for the nightly sync")) + "\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Tool output: a NUL-separated environment in base64, a RESP capture, a
// tnetstring flow; an Android backup; and a PASETO public token.
func TestBlind16Output(t *testing.T) {
	g := scantest.New(1603)
	tok := ghToken16(g)
	pw := password16(g)
	key := g.Str(scantest.Hex, 32)
	env := "TERM=xterm\x00SHLVL=1\x00DEPLOY_TOKEN=" + tok + "\x00LANG=C.UTF-8\x00"
	resp := func(args ...string) string {
		var b strings.Builder
		b.WriteString("*" + itoa16(len(args)) + "\r\n")
		for _, a := range args {
			b.WriteString("$" + itoa16(len(a)) + "\r\n" + a + "\r\n")
		}
		return b.String()
	}
	tn := func(s, typ string) string { return itoa16(len(s)) + ":" + s + typ }
	sig := g.Str(scantest.Alnum, 64)
	paseto := "v2.public." + base64.RawURLEncoding.EncodeToString(append([]byte(`{"svc":"ci","token":"`+tok+`"}`), sig...))
	for _, c := range []struct{ path, text string }{
		{"dbg/env.txt", "captured: " + base64.StdEncoding.EncodeToString([]byte(env)) + "\n"},
		{"data/dump.aof", resp("HSET", "svc:hook", "api_secret", pw) + resp("PING")},
		{"data/mon.aof", resp("HMSET", "svc:mail", "smtp_password", pw)},
		{"rec/api.flows", tn(tn(tn("Authorization-Token", ",")+tn(key, ","), "]"), "]")},
		{"fixtures/req.paseto", paseto + "\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%q", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"dbg/env.txt", "captured: " + base64.StdEncoding.EncodeToString([]byte("TERM=xterm\x00SHLVL=1\x00LANG=C.UTF-8\x00")) + "\n"},
		{"data/dump.aof", resp("HSET", "session:"+g.Str(scantest.Hex, 24), "csrf_token_ttl", "3600") + resp("SET", "password", "x")},
		{"rec/api.flows", tn(tn(tn("X-Request-Id", ",")+tn(g.Str(scantest.Hex, 32), ","), "]"), "]")},
		{"fixtures/req.paseto", "v2.public." + base64.RawURLEncoding.EncodeToString(append([]byte(`{"sub":"user-7","exp":"2030-01-01T00:00:00Z"}`), sig...)) + "\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%q", c.path, c.text)
		}
	}

	// An Android backup: the header, then zlib of a tar.
	ab := func(member, body string) []byte {
		var tb bytes.Buffer
		tw := tar.NewWriter(&tb)
		tw.WriteHeader(&tar.Header{Name: member, Mode: 0o600, Size: int64(len(body)), Format: tar.FormatUSTAR})
		tw.Write([]byte(body))
		tw.Close()
		var zb bytes.Buffer
		zw := zlib.NewWriter(&zb)
		zw.Write(tb.Bytes())
		zw.Close()
		return append([]byte("ANDROID BACKUP\n5\n1\nnone\n"), zb.Bytes()...)
	}
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	members := func(b []byte) bool {
		fs, _ := s.ScanMembers("app.ab", b)
		for _, f := range fs {
			if f.Severity == Block {
				return true
			}
		}
		return false
	}
	if !members(ab("apps/org.example/sp/prefs.xml", "<map><string name=\"api_token\">"+tok+"</string></map>\n")) {
		t.Error("adb backup: the token in its tar passed")
	}
	if members(ab("apps/org.example/sp/prefs.xml", "<map><string name=\"theme\">dark</string></map>\n")) {
		t.Error("adb backup of plain settings blocked")
	}
	if adbHead([]byte("ANDROID BACKUP\n5\n1\nAES-256\nxx")) != 0 {
		t.Error("an encrypted backup was taken for a plain one")
	}
}

// Constructs that split or compute a token: the check computed at run
// time, -ldflags -X pieces, a file's name and its content.
func TestBlind16Constructs(t *testing.T) {
	g := scantest.New(1604)
	tok := ghToken16(g)
	for _, c := range []struct{ path, text string }{
		{"bot/gh.py", "BODY = '" + tok[4:34] + "'\nAUTH = 'gh' 'p_' if False else None\nTOKEN = 'gh" + "p_' + BODY + checksum(BODY)\n"},
		{"build.mk", "GOFLAGS += -ldflags=\"-X 'main.a=" + tok[:12] + "' -X 'main.b=" + tok[12:] + "'\"\n"},
		{tok[:10] + ".txt", tok[10:] + "\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"bot/gh.py", "def valid(t):\n    return t.startswith('gh" + "p_') and t[-6:] == checksum(t[4:34])\n"},
		{"build.mk", "LDFLAGS = -X main.version=$(VERSION) -X main.commit=" + g.Str(scantest.Hex, 40) + " -X main.date=2030-01-01\n"},
		{"npm_modules.txt", "left-pad\nlodash\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

func itoa16(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
