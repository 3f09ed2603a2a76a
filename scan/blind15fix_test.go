package scan

import (
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"math/big"
	"strconv"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The fifteenth blind set of pushes, in spellings of our own: tool layouts
// where a secret's name is a neighbour (a parent's attribute, a column of
// an INSERT, a numbered reply, a form part's header), secrets handed to a
// command by position or on stdin, test steps typing a password, secret
// kinds named by their structure, tool output, a compressed-RTF mail
// container, and an env lookup's literal fallback. Every secret is made at
// test time; each class has look-alikes that must pass.

func init() {
	for id, ss := range map[string][]string{
		"nagios-user-macro": {
			"$USER1$=/usr/local/nagios/libexec",
			"$USER4$=$HOSTADDRESS$",
			"$USER5$=changeme",
		},
		"twitch-stream-key": {
			"deploy_live_20240101_release_notes_for_the_team_and_more",
			"live_12345_" + strings.Repeat("x", 30),
			"rtmp://live.twitch.tv/app/{stream_key}",
		},
		"zwave-security-key": {
			`"S2_AccessControl": ""`,
			`"S2_Authenticated": "` + strings.Repeat("0", 32) + `"`,
			`S0_Legacy: 0123456789ABCDEF0123456789ABCDEF`,
		},
		"yubikey-secret": {
			"serial,public_id,holder,issued",
			"Yubico OTP,01.01.26 10:00,1,cccccbdefghi,000000000000," + strings.Repeat("0", 32) + ",,,0,0,0,0,0,0,0,0,0,0",
		},
		"wifi-qr-password": {
			"WIFI:T:nopass;S:Guests;;",
			"WIFI:T:WPA;S:Office;P:{{ wifi_password }};;",
			"WIFI:T:WPA;S:Office;P:password;;",
		},
		"dnssec-private-key": {
			"Modulus: " + strings.Repeat("Ab9+", 43),
			"PrivateExponent: <base64>",
			"Prime1: " + strings.Repeat("A", 64),
		},
		"wireguard-dump-private-key": {
			"wg0\t(hidden)\t" + strings.Repeat("Ab9+", 10) + "Ab0=\t51820\toff",
			"peer\t" + strings.Repeat("Ab9+", 10) + "Ab0=\t(none)\t203.0.113.7:51820\t10.0.0.2/32\t0\t0\t0\toff",
			"wg0\t" + strings.Repeat("A", 43) + "=\t" + strings.Repeat("Ab9+", 10) + "Ab0=\t51820\toff",
		},
		"ssm-secure-string": {
			"PARAMETERS\tarn:aws:ssm:us-east-1:123456789012:parameter/app/db\ttext\t2026-01-01T00:00:00Z\t/app/db\tSecureString\tAQICAHh" + strings.Repeat("Ab9+", 40) + "\t3",
			"PARAMETERS\tarn:aws:ssm:us-east-1:123456789012:parameter/app/level\ttext\t2026-01-01T00:00:00Z\t/app/level\tString\tdebug\t1",
		},
		"thread-network-key": {
			"thread-dataset: <redacted>",
			"tlv: !secret thread_tlv",
		},
		"matrix-security-key": {
			"matrix-recovery: <redacted>",
			"Es is the start of a word in Spanish: Esto es una prueba de texto normal.",
		},
	} {
		falsePositives[id] = append(falsePositives[id], ss...)
	}
}

// password15 is a generated password with a password's mix.
func password15(g *scantest.Gen) string {
	return g.Str(scantest.Upper, 3) + g.Str(scantest.Lower, 5) + g.Str(scantest.Digits, 4) + "_" + g.Str(scantest.Alnum, 7)
}

// Tool layouts that put a secret's name beside its value, and the command
// lines that hand a tool a credential by position or on stdin.
func TestBlind15Layouts(t *testing.T) {
	g := scantest.New(1501)
	pw := password15(g)
	sec := g.Str(scantest.Alnum, 36)
	for _, c := range []struct{ path, text string }{
		{"Svc/app.config", "<configuration>\n  <userSettings>\n    <Svc.Settings>\n      <setting name=\"MailPassword\" serializeAs=\"String\">\n        <value>" + pw + "</value>\n      </setting>\n"},
		{"nagios/resource.cfg", "$USER1$=/usr/local/nagios/libexec\n$USER9$=" + pw + "\n"},
		{"net/login.exp", "spawn telnet 192.0.2.10\nexpect -re \"(P|p)assword: \"\nsend -- \"" + pw + "\\n\"\n"},
		{"net/inline.exp", "expect \"Password:\" { send \"" + pw + "\\r\" }\n"},
		{"obs/service.json", "{\"settings\": {\"key\": \"live_" + g.Str(scantest.Digits, 8) + "_" + g.Str(scantest.Alnum, 30) + "\"}}\n"},
		{"soap/req.xml", "<sec:UsernameToken>\n  <sec:Password Type=\"urn:x#PasswordText\">" + pw + "</sec:Password>\n</sec:UsernameToken>\n"},
		{"db/seed.sql", "INSERT INTO api_clients (client_id, client_secret, scopes) VALUES ('portal', '" + sec + "', 'read');\n"},
		{"db/seed2.sql", "insert into `integrations` (`id`, `name`, `api_token`)\nvalues\n  (7, 'crm', '" + sec + "'),\n  (8, 'erp', NULL);\n"},
		{"docker/Dockerfile", "RUN htpasswd -c -b /etc/apache2/.htpasswd admin " + pw + "\n"},
		{"docker/gen.sh", "htpasswd -nbB ops \"" + pw + "\" > users\n"},
		{"ci/publish.sh", "printf '%s' '" + pw + "' | podman login quay.example.org -u bot --password-stdin\n"},
		{"ci/here.sh", "docker login -u bot --password-stdin registry.example.org <<< '" + pw + "'\n"},
		{"ci/npm.sh", "npm config set //npm.example.org/:_authToken " + sec + "\n"},
		{"ops/mount.ps1", "$p = ConvertTo-SecureString -String \"" + pw + "\" -AsPlainText -Force\n"},
		{"ops/pipe.ps1", "$p = '" + pw + "' | ConvertTo-SecureString -AsPlainText -Force\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	salt, stored, server := make([]byte, 16), make([]byte, 32), make([]byte, 32)
	rand.Read(salt)
	rand.Read(stored)
	rand.Read(server)
	b64 := base64.StdEncoding.EncodeToString
	for _, c := range []struct{ path, text string }{
		{"Svc/app.config", "<setting name=\"PasswordMinLength\" serializeAs=\"String\">\n  <value>12</value>\n</setting>\n<setting name=\"ApiTokenVault\" serializeAs=\"String\">\n  <value>kv/app/token</value>\n</setting>\n"},
		{"nagios/resource.cfg", "$USER1$=/usr/local/nagios/libexec\n$USER2$=/usr/local/nagios/libexec/eventhandlers\n"},
		{"net/login.exp", "expect \"assword:\"\nsend \"$env(ROUTER_PASSWORD)\\r\"\n"},
		{"obs/service.json", "{\"settings\": {\"key\": \"\", \"service\": \"Twitch\"}}\n"},
		{"soap/req.xml", "<sec:Password Type=\"urn:x#PasswordDigest\">" + b64(stored[:20]) + "</sec:Password>\n<sec:Password Type=\"urn:x#PasswordText\">${#Project#pw}</sec:Password>\n"},
		{"db/seed.sql", "INSERT INTO api_clients (client_id, client_secret_hash) VALUES ('portal', '$2b$12$" + g.Str(scantest.Alnum, 53) + "');\n"},
		{"db/users.sql", "INSERT INTO user (username, password)\nVALUES\n  ('ann', 'pbkdf2:sha256:600000$" + g.Str(scantest.Alnum, 16) + "$" + g.Str(scantest.Hex, 64) + "'),\n  ('bob', 'argon2$argon2id$v=19$m=102400,t=2,p=8$" + g.Str(scantest.Alnum, 22) + "$" + g.Str(scantest.Alnum, 43) + "');\n"},
		{"db/roles.sql", "CREATE ROLE app LOGIN PASSWORD 'SCRAM-SHA-256$4096:" + b64(salt) + "$" + b64(stored) + ":" + b64(server) + "';\nALTER ROLE legacy PASSWORD 'md5" + g.Str(scantest.Hex, 32) + "';\n"},
		{"docker/Dockerfile", "RUN htpasswd -c -b /etc/apache2/.htpasswd admin \"$(cat /run/secrets/admin_pw)\"\nRUN htpasswd -c /etc/apache2/.htpasswd admin\n"},
		{"ci/publish.sh", "echo \"$REGISTRY_TOKEN\" | podman login quay.example.org -u bot --password-stdin\npodman login -u bot --password-stdin < token.txt\n"},
		{"ci/npm.sh", "npm config set //npm.example.org/:_authToken \"${NPM_TOKEN}\"\n"},
		{"ops/mount.ps1", "$c = Get-Credential\n$p = Read-Host -AsSecureString\n$q = ConvertTo-SecureString $env:SVC_PW -AsPlainText -Force\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Test automation typing a password, and a lookup's literal fallback.
func TestBlind15Automation(t *testing.T) {
	g := scantest.New(1502)
	pw := password15(g)
	for _, c := range []struct{ path, text string }{
		{"e2e/login.cy.js", "cy.get('#login-password').type(\"" + pw + "\")\n"},
		{"e2e/login.spec.ts", "await page.fill('input[type=password]', '" + pw + "');\n"},
		{"e2e/loc.spec.ts", "await page.locator('#pwd').fill('" + pw + "');\n"},
		{"e2e/test_login.py", "driver.find_element(By.NAME, \"passwd\").send_keys(\"" + pw + "\")\n"},
		{"robot/login.robot", "*** Test Cases ***\nLogin\n    Input Password\tcss:#password\t" + pw + "\n"},
		{"src/db.ts", "const db = { password: env.DB_PASSWORD || '" + pw + "' };\n"},
		{"app/settings.py", "SECRET_KEY = os.environ.get(\"SECRET_KEY\") or \"" + pw + "\"\n"},
		{"src/smtp.ts", "  auth: { user: 'mailer', pass: process.env.MAIL_PASSWORD ?? \"" + pw + "\" },\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"e2e/login.cy.js", "cy.get('#login-password').type(Cypress.env('PW'))\ncy.get('#login-user').type('" + g.Str(scantest.Alnum, 16) + "')\n"},
		{"e2e/login.spec.ts", "await page.fill('input[type=password]', process.env.E2E_PW!);\n"},
		{"robot/login.robot", "    Input Password    id=password    ${PASSWORD}\n"},
		{"src/db.ts", "const db = { password: env.DB_PASSWORD ?? '' };\nconst mode = env.MODE ?? 'production';\n"},
		{"app/settings.py", "DEBUG = os.environ.get(\"DEBUG\") or \"false\"\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Secret kinds named by their structure.
func TestBlind15Kinds(t *testing.T) {
	g := scantest.New(1503)
	rnd := func(n int) []byte {
		b := make([]byte, n)
		rand.Read(b)
		return b
	}
	signed := func(b []byte) string {
		var v []string
		for _, c := range b {
			v = append(v, strconv.Itoa(int(int8(c))))
		}
		return "[" + strings.Join(v, ", ") + "]"
	}
	tlv := func(t byte, v []byte) []byte { return append([]byte{t, byte(len(v))}, v...) }
	var ds []byte
	ds = append(ds, tlv(0x0e, []byte{0, 0, 0, 0, 0, 2, 0, 0})...)
	ds = append(ds, tlv(0x01, rnd(2))...)
	ds = append(ds, tlv(0x03, []byte("Garden"))...)
	ds = append(ds, tlv(0x05, rnd(16))...)
	ds = append(ds, tlv(0x00, []byte{0, 0, 20})...)
	// A Matrix recovery key: 0x8B 0x01, 32 bytes, parity.
	mk := append([]byte{0x8b, 0x01}, rnd(32)...)
	var par byte
	for _, c := range mk {
		par ^= c
	}
	mk = append(mk, par)
	rk := base58Of(mk)
	var grouped []string
	for i := 0; i < len(rk); i += 4 {
		grouped = append(grouped, rk[i:min(i+4, len(rk))])
	}
	k, err := rsa.GenerateKey(rand.Reader, 1024)
	if err != nil {
		t.Fatal(err)
	}
	b64 := base64.StdEncoding.EncodeToString
	pw := password15(g)
	for _, c := range []struct{ path, text string }{
		{"zwave/settings.json", "{\"securityKeysLongRange\": {\"S2_AccessControl\": \"" + strings.ToUpper(hex.EncodeToString(rnd(16))) + "\"}}\n"},
		{"thread/dataset.txt", "> dataset active -x\n" + hex.EncodeToString(ds) + "\nDone\n"},
		{"thread/ha.json", "{\"tlv\": \"" + strings.ToUpper(hex.EncodeToString(ds)) + "\"}\n"},
		{"matrix/key.txt", strings.Join(grouped, " ") + "\n"},
		{"matrix/notes.md", "recovery: " + rk + "\n"},
		{"otp/backup.json", "{\"tokens\":[{\"secret\":" + signed(rnd(20)) + ",\"type\":\"HOTP\"}]}\n"},
		{"yk/configuration_log.csv", "OATH-HOTP,03.02.26 11:12,2,ubhe12345678,," + hex.EncodeToString(rnd(20)) + ",,,0,0,0,0,0,0,0,0,0,0\n"},
		{"signage/wifi.txt", "WIFI:S:Lab\\;East;T:WPA;P:" + pw + ";;\n"},
		{"dns/Kexample.org.+008+12345.private", "Private-key-format: v1.3\nAlgorithm: 8 (RSASHA256)\nModulus: " + b64(k.N.Bytes()) + "\nPrime1: " + b64(k.Primes[0].Bytes()) + "\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	// A checksum that does not hold, and an ordinary hex blob.
	bad := append([]byte{}, mk...)
	bad[34] ^= 1
	for _, c := range []struct{ path, text string }{
		{"zwave/settings.json", "{\"securityKeys\": {}, \"S2_AccessControl\": null}\n"},
		{"thread/notes.txt", "tlv: " + hex.EncodeToString(rnd(40)) + "\n"},
		{"matrix/key.txt", base58Of(bad) + "\n"},
		{"otp/manifest.json", "{\"sha1\":" + signed(rnd(20)) + ",\"tokens\":[]}\n"},
		{"yk/inventory.csv", "serial,public_id,holder\n21000001,ccccbdefghij,dana\n"},
		{"signage/wifi.txt", "WIFI:T:nopass;S:Guests;;\n"},
		{"dns/Kexample.org.+008+12345.key", "example.org. 3600 IN DNSKEY 257 3 8 " + b64(k.N.Bytes()) + "\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// base58Of is base58 in Bitcoin's alphabet.
func base58Of(b []byte) string {
	n := new(big.Int).SetBytes(b)
	var out []byte
	m := new(big.Int)
	for n.Sign() > 0 {
		n.DivMod(n, big.NewInt(58), m)
		out = append([]byte{base58[m.Int64()]}, out...)
	}
	return string(out)
}

// Tool output: journald's byte arrays, terraform output -json, wg show
// dump, redis-cli replies, aws ssm text output, a multipart form.
func TestBlind15ToolOutput(t *testing.T) {
	g := scantest.New(1504)
	pw := password15(g)
	tok, _, err := g.Line("github-pat")
	if err != nil {
		t.Fatal(err)
	}
	var ints []string
	for _, c := range []byte("\x1b[1mWARN\x1b[0m retrying with token " + tok) {
		ints = append(ints, strconv.Itoa(int(c)))
	}
	key := make([]byte, 32)
	rand.Read(key)
	pub := make([]byte, 32)
	rand.Read(pub)
	b64 := base64.StdEncoding.EncodeToString
	bnd := "XyZ" + g.Str(scantest.Alnum, 10)
	for _, c := range []struct{ path, text string }{
		{"logs/journal.json", "{\"__CURSOR\":\"s=1;i=2\",\"MESSAGE\":[" + strings.Join(ints, ",") + "],\"_PID\":\"1\"}\n"},
		{"tf/out.json", "{\n  \"smtp_secret\": {\n    \"sensitive\": true,\n    \"value\": \"" + pw + "\",\n    \"type\": \"string\"\n  }\n}\n"},
		{"wg/dump.txt", b64(key) + "\t" + b64(pub) + "\t51821\t0xca6c\n"},
		{"redis/config.txt", "127.0.0.1:6379> CONFIG GET masterauth\n1) \"masterauth\"\n2) \"" + pw + "\"\n"},
		{"redis/hash.txt", "> HGETALL svc:mailer\n1) \"user\"\n2) \"mailer\"\n3) \"password\"\n4) \"" + pw + "\"\n"},
		{"ssm/out.txt", "PARAMETERS\tarn:aws:ssm:eu-central-1:123456789012:parameter/svc/api\ttext\t2026-02-03T04:05:06Z\t/svc/api\tSecureString\t" + pw + "\t9\n"},
		{"http/login.txt", "--" + bnd + "\nContent-Disposition: form-data; name=\"user_password\"\nContent-Type: text/plain\n\n" + pw + "\n--" + bnd + "--\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	var plain []string
	for _, c := range []byte("\x1b[32mOK\x1b[0m served 200 requests in 3.2s") {
		plain = append(plain, strconv.Itoa(int(c)))
	}
	for _, c := range []struct{ path, text string }{
		{"logs/journal.json", "{\"__CURSOR\":\"s=1;i=2\",\"MESSAGE\":[" + strings.Join(plain, ",") + "]}\n"},
		{"tf/out.json", "{\n  \"smtp_secret_arn\": {\n    \"sensitive\": false,\n    \"value\": \"arn:aws:secretsmanager:eu-west-1:123456789012:secret:smtp-Ab12Cd\"\n  }\n}\n"},
		{"wg/show.txt", "interface: wg0\n  public key: " + b64(pub) + "\n  private key: (hidden)\n"},
		{"redis/config.txt", "1) \"requirepass\"\n2) \"\"\n1) \"maxmemory\"\n2) \"0\"\n"},
		{"ssm/out.txt", "PARAMETERS\tarn:aws:ssm:eu-central-1:123456789012:parameter/svc/mode\ttext\t2026-02-03T04:05:06Z\t/svc/mode\tString\tfast\t1\n"},
		{"http/upload.txt", "--" + bnd + "\nContent-Disposition: form-data; name=\"note\"\n\nhello " + g.Str(scantest.Alnum, 20) + "\n--" + bnd + "--\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
	_ = fmt.Sprint
}

// lzfuLiterals writes raw as compressed RTF using literal tokens only (a
// valid stream any reader decodes), with the end reference and the CRC.
func lzfuLiterals(raw []byte) []byte {
	var out []byte
	w := len(lzfuDict)
	for i := 0; i < len(raw); i += 8 {
		run := raw[i:min(i+8, len(raw))]
		ctl := byte(0)
		if len(run) < 8 {
			ctl = 1 << len(run)
		}
		out = append(out, ctl)
		out = append(out, run...)
		w += len(run)
		if len(run) < 8 {
			out = append(out, byte((w%4096)>>4), byte((w%4096)<<4))
		}
	}
	if len(raw)%8 == 0 {
		out = append(out, 1, byte((w%4096)>>4), byte((w%4096)<<4))
	}
	var c uint32
	for _, x := range out {
		c = crc32.IEEETable[byte(c)^x] ^ c>>8
	}
	h := make([]byte, 16)
	binary.LittleEndian.PutUint32(h, uint32(len(out)+12))
	binary.LittleEndian.PutUint32(h[4:], uint32(len(raw)))
	copy(h[8:], "LZFu")
	binary.LittleEndian.PutUint32(h[12:], c)
	return append(h, out...)
}

// tnefWith is a winmail.dat holding rtf as PR_RTF_COMPRESSED.
func tnefWith(rtf []byte) []byte {
	var b bytes.Buffer
	attr := func(id uint32, data []byte) {
		b.WriteByte(1)
		binary.Write(&b, binary.LittleEndian, id)
		binary.Write(&b, binary.LittleEndian, uint32(len(data)))
		b.Write(data)
		var sum uint16
		for _, c := range data {
			sum += uint16(c)
		}
		binary.Write(&b, binary.LittleEndian, sum)
	}
	b.Write(tnefMagic)
	binary.Write(&b, binary.LittleEndian, uint16(0x1234))
	attr(0x00089006, []byte{0, 0, 1, 0})
	var p bytes.Buffer
	binary.Write(&p, binary.LittleEndian, uint32(2))
	binary.Write(&p, binary.LittleEndian, uint16(0x0003))
	binary.Write(&p, binary.LittleEndian, uint16(0x0e07))
	binary.Write(&p, binary.LittleEndian, uint32(9))
	binary.Write(&p, binary.LittleEndian, uint16(0x0102))
	binary.Write(&p, binary.LittleEndian, uint16(0x1009))
	binary.Write(&p, binary.LittleEndian, uint32(1))
	binary.Write(&p, binary.LittleEndian, uint32(len(rtf)))
	p.Write(rtf)
	for p.Len()%4 != 0 {
		p.WriteByte(0)
	}
	attr(0x00069003, p.Bytes())
	return b.Bytes()
}

// A winmail.dat whose compressed RTF body holds a token (cut every eight
// bytes by LZFu's control bytes); one whose body is a note passes.
func TestBlind15TNEF(t *testing.T) {
	g := scantest.New(1505)
	tok, _, err := g.Line("github-pat")
	if err != nil {
		t.Fatal(err)
	}
	file := tnefWith(lzfuLiterals([]byte("{\\rtf1\\ansi Here is the deploy token: " + tok + " \\par}")))
	if bytes.Contains(file, []byte(tok)) {
		t.Fatal("the token is whole in the container")
	}
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	fs, err := s.ScanMembers("mail/winmail.dat", file)
	if err != nil || len(fs) == 0 {
		t.Fatalf("winmail.dat with a token in its RTF: %d findings (err %v)", len(fs), err)
	}
	note := tnefWith(lzfuLiterals([]byte("{\\rtf1\\ansi Lunch moves to Friday.\\par}")))
	found := false
	_, _ = Members(note, func(name string, data []byte) {
		found = found || strings.HasSuffix(name, "rtf") && bytes.Contains(data, []byte("Friday"))
	})
	if !found {
		t.Fatal("the note's RTF was not read")
	}
	if fs, _ := s.ScanMembers("mail/winmail.dat", note); len(fs) > 0 {
		t.Fatalf("a note blocked: %+v", fs)
	}
}
