package scan

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The seventeenth blind set of pushes, in spellings of our own: values
// moved under a neutral name and referenced from the secret's name,
// passwords given to commands as options or by position, the layouts of
// tools that keep a credential, kinds with a format of their own, private
// keys as hex or as a byte list, two containers (an Electron asar, a
// self-extracting installer) and literal syntaxes other than plain
// quotes. Every secret is made at test time; each class has look-alikes
// that must pass.

func init() {
	for id, ss := range map[string][]string{
		"okta-api-token": {
			`-H "Authorization: SSWS ${OKTA_TOKEN}"`,
			`-H "Authorization: SSWS {{apiKey}}"`,
			"Authorization: SSWS 00" + strings.Repeat("x", 40),
		},
		"nuget-api-key": {
			"dotnet nuget push pkg.nupkg -k $NUGET_KEY",
			"oy2" + strings.Repeat("a", 43),
			"boy2zebra and oy2 more words",
		},
		"pinecone-api-key": {
			`Pinecone(api_key=os.environ["PINECONE_API_KEY"])`,
			"pcsk_xxxxx_" + strings.Repeat("x", 60),
		},
		"launchdarkly-sdk-key": {
			`Config("sdk-00000000-0000-0000-0000-000000000000")`,
			`Config(os.environ["LD_SDK_KEY"])  # sdk-...`,
			"sdk-version-1.2.3",
		},
		"asterisk-register-secret": {
			"register => 2000@sip.example.net/2000",
			"register => 2000:${SIP_SECRET}@sip.example.net",
			"register => 2000:password@sip.example.net/2000",
		},
	} {
		falsePositives[id] = append(falsePositives[id], ss...)
	}
}

// password17 is a generated password with a password's mix.
func password17(g *scantest.Gen) string {
	return g.Str(scantest.Upper, 3) + g.Str(scantest.Lower, 4) + g.Str(scantest.Digits, 3) + g.Str(scantest.Alnum, 8)
}

// A value under a neutral name, referenced from the secret's name: a YAML
// alias, configparser's %(name)s, a single ${NAME}, Terraform's local.x
// and a base64 constant decoded where the name is.
func TestBlind17Aliases(t *testing.T) {
	g := scantest.New(1701)
	pw := password17(g)
	b64 := base64.StdEncoding.EncodeToString
	for _, c := range []struct{ path, text string }{
		{"stack.yml", "x-shared: &seed '" + pw + "'\nservices:\n  mq:\n    environment:\n      RABBITMQ_DEFAULT_PASS: *seed\n"},
		{"conf/site.cfg", "[DEFAULT]\nseed: " + pw + "\n\n[smtp]\nsmtp_password: %(seed)s\n"},
		{".env", "COMMON=" + pw + "\nMAIL_PASSWORD=\"${COMMON}\"\n"},
		{"tf/main.tf", "locals {\n  initial = \"" + pw + "\"\n}\nresource \"x\" \"y\" {\n  admin_password = local.initial\n}\n"},
		{"web/cfg.js", "const SEED = '" + b64([]byte(pw)) + "';\nmodule.exports = { dbPassword: atob(SEED) };\n"},
		{"svc/db.rb", "BLOB = \"" + b64([]byte(pw)) + "\"\nDB_PASSWORD = Base64.decode64(BLOB)\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"stack.yml", "x-img: &img registry.example.org/mq:3\nservices:\n  mq:\n    image: *img\n    environment:\n      RABBITMQ_DEFAULT_PASS_FILE: /run/secrets/mq\n"},
		{"conf/site.cfg", "[DEFAULT]\nhome = /srv/site\n\n[paths]\nsecret_dir = %(home)s/secrets\n"},
		{".env", "MAIL_PASSWORD=${MAIL_PASSWORD_FROM_VAULT}\nAPI_TOKEN=${TOKEN_A}${TOKEN_B}\n"},
		{"tf/main.tf", "locals {\n  name = \"orders\"\n}\nresource \"x\" \"y\" {\n  password_name = local.name\n  manage_master_user_password = true\n}\n"},
		{"web/cfg.js", "const GREETING = '" + b64([]byte("Hello and welcome to the example shop")) + "';\nconst secretMessage = atob(GREETING);\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Passwords handed to commands: options, positions, a pipe into sudo -S,
// an exec-form argument list, a line continued with a backslash.
func TestBlind17Commands(t *testing.T) {
	g := scantest.New(1702)
	pw := password17(g)
	for _, c := range []struct{ path, text string }{
		{"ops/jump.sh", "sshpass -p\"" + pw + "\" scp build.tgz ops@gw.example.org:/tmp\n"},
		{"ops/jump.conf", "  ProxyCommand sshpass -e -p " + pw + " ssh -W %h:%p gw\n"},
		{"ldap/add.sh", "ldapadd -x -D cn=admin,dc=example,dc=org \\\n    -w \"" + pw + "\" -f people.ldif\n"},
		{"ldap/who.sh", "ldapwhoami -x -w" + pw + " -D cn=svc,dc=example,dc=org\n"},
		{"Dockerfile", "HEALTHCHECK CMD [\"redis-cli\", \"-a\", \"" + pw + "\", \"ping\"]\n"},
		{"ops/check.sh", "redis-cli -h cache.example.org --pass '" + pw + "' info\n"},
		{"ops/mirror.sh", "lftp -u 'mirror," + pw + "' ftp.example.org -e 'mirror pub; quit'\n"},
		{"win/map.bat", "NET USE Z: \\\\fs1\\share " + pw + " /USER:EX\\svc\r\n"},
		{"mq/users.sh", "rabbitmqctl -n rabbit@mq1 change_password svc \"" + pw + "\"\n"},
		{"kiosk/wifi.sh", "nmcli con modify shop-wifi wifi-sec.key-mgmt wpa-psk wifi-sec.psk '" + pw + "'\n"},
		{"ci/prep.sh", "printf '%s\\n' '" + pw + "' | sudo -S -p '' systemctl restart app\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"ops/jump.sh", "sshpass -f ~/.gwpass scp build.tgz ops@gw.example.org:/tmp\nsshpass -e ssh -p 2222 gw\n"},
		{"ldap/add.sh", "ldapadd -x -D cn=admin,dc=example,dc=org -W -f people.ldif\nldapsearch -x -y /run/secrets/bind -b dc=example,dc=org\n"},
		{"Dockerfile", "HEALTHCHECK CMD [\"redis-cli\", \"-a\", \"$REDIS_PASSWORD\", \"ping\"]\n"},
		{"ops/mirror.sh", "lftp -u mirror ftp.example.org\nlftp -u \"mirror,$FTP_PW\" ftp.example.org\n"},
		{"win/map.bat", "NET USE Z: \\\\fs1\\share /USER:EX\\svc\r\nnet use Y: \\\\fs1\\pub * /user:guest\r\n"},
		{"mq/users.sh", "rabbitmqctl add_user svc \"$(cat /run/secrets/mq)\"\nrabbitmqctl list_users\n"},
		{"kiosk/wifi.sh", "nmcli device wifi connect Shop password \"$PSK\"\nnmcli --ask device wifi connect Shop\n"},
		{"ci/prep.sh", "echo \"$SUDO_PW\" | sudo -S true\necho hello-world-from-ci | sudo tee /etc/motd\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// The layouts of tools that keep a credential, and kinds with a format of
// their own.
func TestBlind17Layouts(t *testing.T) {
	g := scantest.New(1703)
	pw := password17(g)
	key32 := base64.StdEncoding.EncodeToString([]byte(g.Str(scantest.Alnum, 32)))
	php := func(s string) string { return "s:" + strconv.Itoa(len(s)) + ":\"" + s + "\";" }
	uuid := func() string {
		return g.Str(scantest.Hex, 8) + "-" + g.Str(scantest.Hex, 4) + "-4" + g.Str(scantest.Hex, 3) + "-b" + g.Str(scantest.Hex, 3) + "-" + g.Str(scantest.Hex, 12)
	}
	for _, c := range []struct{ path, text string }{
		{"etc/config/wireless", "config wifi-iface 'lan'\n\toption ssid 'Office'\n\toption key \"" + pw + "\"\n"},
		{"etc/config/mwan", "config interface 'wan'\n\toption password '" + pw + "'\n"},
		{"tasmota/bulb.txt", "backlog ssid1 Home; password1 " + pw + "; mqtthost broker.example.org\n"},
		{"esphome/node.yaml", "api:\n  encryption:\n    key: " + key32 + "\n"},
		{"vault/export.xml", "<Entry>\n  <String><Key>Password</Key><Value ProtectInMemory=\"True\">" + pw + "</Value></String>\n</Entry>\n"},
		{"vault/export2.xml", "<String>\n\t<Key>Password</Key>\n\t<Value>" + pw + "</Value>\n</String>\n"},
		{"db/opts.sql", "INSERT INTO `opts` VALUES (9,'smtp','a:2:{" + strings.ReplaceAll(php("user")+php("ops")+php("pass")+php(pw), `"`, `\"`) + "}','no');\n"},
		{"cache/opt.txt", "a:1:{" + php("api_token") + php(pw) + "}\n"},
		{"pbx/iax.conf", "[general]\nregister => 6001:" + pw + "@pbx.example.org\n"},
		{"boot/grub.cfg", "set superusers=\"admin\"\npassword admin " + pw + "\n"},
		{"ops/okta.py", "h = {\"Authorization\": \"SSWS 0" + "0" + g.Str(scantest.Alnum, 40) + "\"}\n"},
		{"ci/pack.ps1", "nuget push out\\Pkg.nupkg " + "oy" + "2" + g.Str(scantest.Lower, 5) + g.Str(scantest.Digits, 5) + g.Str(scantest.Digits+scantest.Lower, 33) + " -Source nuget.org\n"},
		{"rag/client.ts", "const pc = new Pinecone({ apiKey: '" + "pc" + "sk_" + g.Str(scantest.Alnum, 5) + "_" + g.Str(scantest.Upper, 4) + g.Str(scantest.Digits, 4) + g.Str(scantest.Alnum, 52) + "' })\n"},
		{"flags/ld.go", "client, _ := ld.MakeClient(\"s" + "dk-" + uuid() + "\", 5*time.Second)\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"etc/config/wireless", "config wifi-iface 'guest'\n\toption ssid 'Guest'\n\toption encryption 'none'\n\toption key_file '/etc/wifi.key'\n"},
		{"etc/config/uhttpd", "config uhttpd 'main'\n\toption key '/etc/uhttpd.key'\n"},
		{"tasmota/bulb.txt", "Backlog SSID1 Home; Topic bulb; Password1 %PSK%\n"},
		{"esphome/node.yaml", "api:\n  encryption:\n    key: !secret api_key\n"},
		{"vault/export.xml", "<String><Key>Password</Key><Value ProtectInMemory=\"True\"/></String>\n<String><Key>Notes</Key><Value>" + pw + "</Value></String>\n"},
		{"db/opts.sql", "INSERT INTO `opts` VALUES (9,'smtp','a:1:{" + strings.ReplaceAll(php("pass")+php(""), `"`, `\"`) + "}','no');\n"},
		{"pbx/sip.conf", "register => 6001@pbx.example.org\nregister => 6001:${SIP_SECRET}@pbx.example.org\n"},
		{"boot/grub.cfg", "set superusers=\"admin\"\npassword_pbkdf2 admin grub.pbkdf2.sha512.10000." + strings.ToUpper(g.Str(scantest.Hex, 64)) + "." + strings.ToUpper(g.Str(scantest.Hex, 128)) + "\n"},
		{"docs/reset.txt", "password reset link\n"},
		{"flags/ld.ts", "initialize('" + g.Str(scantest.Hex, 24) + "', { key: 'anon' })\nconst project = '" + uuid() + "'\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// String literals in syntaxes other than plain quotes.
func TestBlind17Literals(t *testing.T) {
	g := scantest.New(1704)
	pw := password17(g)
	for _, c := range []struct{ path, text string }{
		{"db/login.sql", "ALTER LOGIN svc WITH CHECK_POLICY = OFF; EXEC sp_x @secret = N'" + pw + "';\n"},
		{"src/keys.cpp", "static const std::string api_secret = R\"(" + pw + ")\";\n"},
		{"src/keys2.cpp", "auto db_password = u8R\"xy(" + pw[:13] + "\"" + pw[13:] + ")xy\";\n"},
		{"lib/Conf.pm", "our $db_password = qq(" + pw + ");\n"},
		{"lib/Conf2.pm", "my %c = (api_token => q[" + pw + "]);\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"db/login.sql", "EXEC sp_x @secret = NULL, @name = N'" + pw + "';\n"},
		{"src/keys.cpp", "static const char* password_hint = R\"(at least twelve characters)\";\n"},
		{"lib/Conf.pm", "my $password_sql = q{SELECT hash FROM users WHERE id = ?};\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Private keys as hex and as byte lists; public keys and digests so
// written pass.
func TestBlind17Keys(t *testing.T) {
	ek, err := ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	sec1, _ := x509.MarshalECPrivateKey(ek)
	_, edk, _ := ed25519.GenerateKey(rand.Reader)
	p8, _ := x509.MarshalPKCS8PrivateKey(edk)
	rk, err := rsa.GenerateKey(rand.Reader, 1024)
	if err != nil {
		t.Fatal(err)
	}
	p1 := x509.MarshalPKCS1PrivateKey(rk)
	pub, _ := x509.MarshalPKIXPublicKey(&ek.PublicKey)
	list := func(b []byte, per int) string {
		var s strings.Builder
		s.WriteString("{")
		for i, c := range b {
			if i%per == 0 {
				s.WriteString("\n    ")
			}
			fmt.Fprintf(&s, "0x%02X, ", c)
		}
		s.WriteString("\n};\n")
		return s.String()
	}
	for _, c := range []struct{ path, text string }{
		{"keys/sign.py", "SIGNER = bytes.fromhex(\n    \"" + hex.EncodeToString(sec1) + "\"\n)\n"},
		{"keys/rsa.rs", "const KEY: &str = \"" + strings.ToUpper(hex.EncodeToString(p1)) + "\";\n"},
		{"keys/ed.c", "static const unsigned char kSeed[] = " + list(p8, 8)},
		{"keys/ed2.c", "uint8_t k[] = {" + strings.TrimSuffix(strings.TrimPrefix(strings.ReplaceAll(list(p8, 100), "\n", ""), "{"), "};") + "};\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	digest := make([]byte, 32)
	rand.Read(digest)
	for _, c := range []struct{ path, text string }{
		{"keys/verify.py", "ISSUER = bytes.fromhex(\"" + hex.EncodeToString(pub) + "\")\n"},
		{"keys/pub.c", "static const unsigned char kPub[] = " + list(edk.Public().(ed25519.PublicKey), 8)},
		{"keys/vec.c", "static const unsigned char kDigest[] = " + list(append([]byte{0x30, 0x31, 0x02, 0x01, 0x00}, digest...), 8)},
		{"keys/cert.go", "var certDER = \"" + hex.EncodeToString(append([]byte{0x30, 0x82, 0x01, 0x00, 0x02, 0x01, 0x00}, digest...)) + "\"\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Containers: an Electron asar (a pickled JSON header, the files back to
// back) and a self-extracting installer (a script, then a gzip of a tar).
func TestBlind17Containers(t *testing.T) {
	g := scantest.New(1705)
	pw := password17(g)
	asar := func(files [][2]string) []byte {
		type ent struct {
			Size   int    `json:"size"`
			Offset string `json:"offset"`
		}
		root := map[string]any{}
		var data []byte
		for _, f := range files {
			dir := root
			parts := strings.Split(f[0], "/")
			for _, p := range parts[:len(parts)-1] {
				sub, ok := dir[p].(map[string]any)
				if !ok {
					sub = map[string]any{"files": map[string]any{}}
					dir[p] = sub
				}
				dir = sub["files"].(map[string]any)
			}
			dir[parts[len(parts)-1]] = ent{len(f[1]), strconv.Itoa(len(data))}
			data = append(data, f[1]...)
		}
		js, _ := json.Marshal(map[string]any{"files": root})
		str := binary.LittleEndian.AppendUint32(nil, uint32(len(js)))
		str = append(str, js...)
		for len(str)%4 != 0 {
			str = append(str, 0)
		}
		out := binary.LittleEndian.AppendUint32(nil, 4)
		out = binary.LittleEndian.AppendUint32(out, uint32(len(str)+4))
		out = binary.LittleEndian.AppendUint32(out, uint32(len(str)))
		return append(append(out, str...), data...)
	}
	installer := func(name, body string) []byte {
		var tb bytes.Buffer
		tw := tar.NewWriter(&tb)
		tw.WriteHeader(&tar.Header{Name: name, Mode: 0o600, Size: int64(len(body)), Typeflag: tar.TypeReg})
		tw.Write([]byte(body))
		tw.Close()
		var zb bytes.Buffer
		zw := gzip.NewWriter(&zb)
		zw.Write(tb.Bytes())
		zw.Close()
		return append([]byte("#!/bin/sh\nsed '1,4d' \"$0\" | tar xz -C /opt\nexit 0\n\n"), zb.Bytes()...)
	}
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	members := func(path string, b []byte) bool {
		fs, _ := s.ScanMembers(path, b)
		for _, f := range fs {
			if f.Severity == Block {
				return true
			}
		}
		return false
	}
	bin := string([]byte{0x89, 'P', 'N', 'G', 0, 0, 0, 13, 1, 2, 3})
	if !members("app.asar", asar([][2]string{{"index.js", "require('./cfg')\n"}, {"img/logo.png", bin}, {"cfg/local.ini", "[db]\npassword = " + pw + "\n"}})) {
		t.Error("asar: the password in its ini passed")
	}
	if members("app.asar", asar([][2]string{{"index.js", "require('./cfg')\n"}, {"img/logo.png", bin}, {"cfg/local.ini", "[db]\npassword = <set me>\n"}})) {
		t.Error("asar of placeholders blocked")
	}
	if !members("setup.run", installer("etc/app.env", "APP_DB_PASSWORD="+pw+"\n")) {
		t.Error("installer: the password in its tar passed")
	}
	if members("setup.run", installer("etc/app.env", "APP_DB_PASSWORD=${DB_PASSWORD}\nAPP_PORT=8080\n")) {
		t.Error("installer of references blocked")
	}
	if asarHead([]byte("\x04\x00\x00\x00\x10\x00\x00\x00\x0c\x00\x00\x00\x07\x00\x00\x00{\"files\x00\x00\x00\x00\x00")) != 0 {
		t.Error("a truncated header was taken for an asar")
	}
}
