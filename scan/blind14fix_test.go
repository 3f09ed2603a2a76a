package scan

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The fourteenth blind set of pushes, in spellings of our own: directives
// whose value follows a keyword and a space, pair layouts where a type, a
// user or a key column stands in the name's place, secret kinds named by
// their structure, private keys in framework serialisations, and the
// constructs and tool output that cut, pad, reorder or interleave a token.
// Every secret is made at test time; each class has look-alikes that must
// pass.

func init() {
	// The look-alikes every rule's samples need (TestFalsePositives).
	for id, ss := range map[string][]string{
		"directive-secret": {
			"secret \"/etc/bind/rndc.key\";",
			"bindpw ${LDAP_BIND_PASSWORD}",
			"password required pam_unix.so nullok",
			"rootpw {SSHA}" + strings.Repeat("x", 32),
			"secret changeme-please",
		},
		"debconf-password": {
			"d-i passwd/root-password-crypted password $6$salt$" + strings.Repeat("x", 40),
			"d-i passwd/root-password password r00tme",
			"d-i passwd/make-user boolean false",
			"The installer asks for a password twice.",
		},
		"cisco-plain-password": {
			"username ops privilege 15 secret 9 $9$abcdefgh$" + strings.Repeat("x", 40),
			"enable secret 5 $1$mERr$hx5rVt7rPNoS4wqbXKX7m0",
			"line vty 0 4 password 0 cisco",
		},
		"snmpv3-passphrase": {
			`createUser monitor SHA "{{ snmp_auth_pass }}" AES "{{ snmp_priv_pass }}"`,
			"createUser -e 0x8000000001020304 monitor SHA $AUTHPASS",
			"rouser monitor authpriv",
		},
		"redis-auth-command": {
			`1767323045.101733 [0 unix:/run/redis.sock] "GET" "session:4f2a"`,
			`"AUTH" "default" "password"`,
			`AUTH <password>`,
		},
		"erlang-cookie": {
			"RABBITMQ_ERLANG_COOKIE: ${ERLANG_COOKIE}",
			"- ./secrets/erlang.cookie:/var/lib/rabbitmq/.erlang.cookie:ro",
			"RABBITMQ_ERLANG_COOKIE=changeme-before-deploy",
		},
		"gossip-encryption-key": {
			"encrypt_verify_incoming = true",
			`encrypt = "${CONSUL_GOSSIP_KEY}"`,
			`encrypt = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="`,
		},
		"matrix-signing-key": {
			`"ed25519:a_Jgpi": {"key": "` + strings.Repeat("Ab9+", 10) + `Ab9"}`,
			"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOZ3 ops@example.com",
			"ed25519 a_abcd <your signing key>",
		},
		"ntp-symmetric-key": {
			"1 SHA256 HEX:" + strings.Repeat("0", 64),
			"server ntp1.example.com iburst key 1",
			"keyfile /etc/chrony/chrony.keys",
		},
		"wlan-key-material": {
			"<keyMaterial>01000000D08C9DDF0115D1118C7A00C04FC297EB" + strings.Repeat("0A1B", 40) + "</keyMaterial>",
			"<keyMaterial>password</keyMaterial>",
			"<keyType>passPhrase</keyType>",
		},
		"google-calendar-private-url": {
			"https://calendar.google.com/calendar/ical/en.usa%23holiday%40group.v.calendar.google.com/public/basic.ics",
			"https://calendar.google.com/calendar/ical/x%40example.com/private-" + strings.Repeat("0", 32) + "/basic.ics",
		},
		"rsa-private-params": {
			"<RSAKeyValue><Modulus>" + strings.Repeat("Ab9+", 43) + "</Modulus><Exponent>AQAB</Exponent></RSAKeyValue>",
			`{"exponent": "AQAB", "modulus": "` + strings.Repeat("Ab9+", 43) + `"}`,
			`<path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2z"/>`,
		},
		"postfix-sasl-password": {
			"smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
			"[smtp.example.net]:587 relay@example.net:${SMTP_PASSWORD}",
			"relayhost = [smtp.example.net]:587",
		},
		"der-pkey": {
			"der-pkey: <redacted>",
			"MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + strings.Repeat("x", 40),
		},
	} {
		falsePositives[id] = append(falsePositives[id], ss...)
	}
}

// password14 is a generated password with a password's mix.
func password14(g *scantest.Gen) string {
	return g.Str(scantest.Lower, 5) + g.Str(scantest.Upper, 4) + g.Str(scantest.Digits, 4) + "%" + g.Str(scantest.Alnum, 6)
}

// Directives whose value follows a keyword and a space, and the pair
// layouts that put a type, a user or a key column where the name would be.
func TestBlind14Directives(t *testing.T) {
	g := scantest.New(1414)
	pw := password14(g)
	key := make([]byte, 32)
	rand.Read(key)
	b64key := base64.StdEncoding.EncodeToString(key)
	var list []string
	for range 3 {
		k := make([]byte, 16)
		rand.Read(k)
		list = append(list, base64.StdEncoding.EncodeToString(k))
	}
	var bytesList []string
	for _, b := range key[:16] {
		bytesList = append(bytesList, fmt.Sprint(b))
	}
	for _, c := range []struct{ path, text string }{
		{"etc/bind/keys.conf", "key \"xfer\" {\n\talgorithm hmac-sha512;\n\tsecret \"" + b64key + "\";\n};\n"},
		{"etc/ldap.conf", "base dc=example,dc=org\nbindpw " + pw + "\n"},
		{"etc/openldap/slapd.conf", "rootdn \"cn=admin,dc=example,dc=org\"\nrootpw " + pw + "\n"},
		{"preseed/ubuntu.cfg", "d-i passwd/user-password password " + pw + "\n"},
		{"preseed/mysql.cfg", "mysql-server mysql-server/root_password password " + pw + "\n"},
		{"net/core-sw.cfg", "enable secret 0 " + pw + "\n"},
		{"snmp/snmpd.conf", "createUser -e 0x80001f8880 poller SHA-512 \"" + pw + "\" AES \"" + pw + "\"\n"},
		{"mail/relay_passwd", "[mail.example.net]:465 bot@example.net:" + pw + "\n"},
		{"realm/import.json", "{\n  \"credentials\" : [ {\n    \"type\" : \"password\",\n    \"value\" : \"" + pw + "\"\n  } ]\n}\n"},
		{"web/.env", "SESSION_KEYS=" + strings.Join(list, ",") + "\n"},
		{"sssd/sssd.conf", "[domain/corp]\nldap_default_authtok = " + pw + "\n"},
		{"broker/conf/realm.properties", "# user: password, roles\nconsole: " + pw + ", admin\n"},
		{"api/smoke.hurl", "GET https://api.example.org/v1/me\n[BasicAuth]\nsmoke: " + pw + "\nHTTP 200\n"},
		{"cloud/user-data.yaml", "#cloud-config\nchpasswd:\n  expire: false\n  list: |\n    pi:" + pw + "\n"},
		{"cloud/user-data2.yaml", "#cloud-config\nchpasswd:\n  list:\n    - op:" + pw + "\n"},
		{"fw/nvs.csv", "key,type,encoding,value\napp,namespace,,\napi_token,data,string," + pw + "\n"},
		{"vpn/site.ovpn", "client\n<auth-user-pass>\nbackup\n" + pw + "\n</auth-user-pass>\n"},
		{"zigbee/configuration.yaml", "advanced:\n  network_key: [" + strings.Join(bytesList, ", ") + "]\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"etc/bind/named.conf", "include \"/etc/bind/rndc.key\";\nkey \"x\" { algorithm hmac-sha256; secret \"${TSIG_SECRET}\"; };\n"},
		{"etc/pam.d/common-password", "password\trequisite\tpam_pwquality.so retry=3\npassword [success=1 default=ignore] pam_unix.so obscure\n"},
		{"preseed/ubuntu.cfg", "d-i passwd/user-password-crypted password $6$" + g.Str(scantest.Alnum, 16) + "$" + g.Str(scantest.Alnum, 43) + "\n"},
		{"net/core-sw.cfg", "enable secret 9 $9$" + g.Str(scantest.Alnum, 14) + "$" + g.Str(scantest.Alnum, 43) + "\n"},
		{"mail/main.cf", "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_sasl_auth_enable = yes\n"},
		{"realm/import.json", "{\n  \"credentials\" : [ ],\n  \"requiredActions\" : [ \"UPDATE_PASSWORD\" ]\n}\n"},
		{"web/.env.example", "SESSION_KEYS=replaceMe1,replaceMe2\n"},
		{"sssd/sssd.conf", "[domain/corp]\nldap_default_authtok_type = password\n"},
		{"broker/conf/realm.properties", "console: MD5:" + g.Str(scantest.Hex, 32) + ", admin\nviewer: CRYPT:adpexzg3FUZAk, guest\n"},
		{"api/smoke.hurl", "GET https://api.example.org/v1/me\n[BasicAuth]\n{{user}}: {{password}}\nHTTP 200\n"},
		{"cloud/user-data.yaml", "#cloud-config\nchpasswd:\n  expire: true\n  list: |\n    pi:RANDOM\n"},
		{"fw/nvs.csv", "key,type,encoding,value\napp,namespace,,\nreport_s,data,u32,60\nhost,data,string,mqtt.example.org\n"},
		{"vpn/site.ovpn", "client\nauth-user-pass\n"},
		{"zigbee/configuration.yaml", "advanced:\n  network_key: GENERATE\n  ext_pan_id: [" + strings.Join(bytesList[:8], ", ") + "]\n"},
		{"data/sizes.yaml", "bucket_key: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Kinds with no prefix but a telling structure or context, and private
// keys in the serialisations of .NET and Keycloak.
func TestBlind14Kinds(t *testing.T) {
	g := scantest.New(1415)
	pw := password14(g)
	seed := make([]byte, 32)
	rand.Read(seed)
	rk, err := rsa.GenerateKey(rand.Reader, 1024)
	if err != nil {
		t.Fatal(err)
	}
	b := func(i *big.Int) string { return base64.StdEncoding.EncodeToString(i.Bytes()) }
	p8, _ := x509.MarshalPKCS8PrivateKey(rk)
	ek, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	sec1, _ := x509.MarshalECPrivateKey(ek)
	pub, _ := x509.MarshalPKIXPublicKey(&rk.PublicKey)
	for _, c := range []struct{ path, text string }{
		{"ops/compose.yml", "environment:\n  RABBITMQ_ERLANG_COOKIE: '" + g.Str(scantest.Upper, 20) + "'\n"},
		{"ops/vm.args", "-name app@host\n-setcookie " + g.Str(scantest.Alnum, 24) + "\n"},
		{"ops/.erlang.cookie", g.Str(scantest.Upper, 20) + "\n"},
		{"nomad/server.hcl", "server {\n  encrypt = \"" + base64.StdEncoding.EncodeToString(seed) + "\"\n}\n"},
		{"homeserver/keys/example.org.signing.key", "ed25519 a_Xy1z " + base64.RawStdEncoding.EncodeToString(seed) + "\n"},
		{"ntp/ntp.keys", "# keys\n3 SHA1 " + hex.EncodeToString(seed[:20]) + "\n"},
		{"kiosk/profile.xml", "<sharedKey>\n  <keyType>passPhrase</keyType>\n  <protected>false</protected>\n  <keyMaterial>" + pw + "</keyMaterial>\n</sharedKey>\n"},
		{"cal/feeds.toml", "url = \"https://calendar.google.com/calendar/ical/team%40example.org/private-" + g.Str(scantest.Hex, 32) + "/basic.ics\"\n"},
		{"keys/signing.xml", "<RSAKeyValue><Modulus>" + b(rk.N) + "</Modulus><Exponent>AQAB</Exponent><P>" + b(rk.Primes[0]) + "</P><Q>" + b(rk.Primes[1]) + "</Q><InverseQ>" + b(rk.Precomputed.Qinv) + "</InverseQ><D>" + b(rk.D) + "</D></RSAKeyValue>\n"},
		{"runner/rsaparams.json", "{\n  \"d\": \"" + b(rk.D) + "\",\n  \"modulus\": \"" + b(rk.N) + "\"\n}\n"},
		{"realm/export.json", "{\"config\" : {\n  \"privateKey\" : [ \"" + base64.StdEncoding.EncodeToString(p8) + "\" ]\n}}\n"},
		{"app/settings.json", "{\"signing\": {\"blob\": \"" + base64.StdEncoding.EncodeToString(sec1) + "\"}}\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"ops/compose.yml", "volumes:\n  - ./erlang.cookie:/var/lib/rabbitmq/.erlang.cookie:ro\n"},
		{"nomad/server.hcl", "server {\n  encrypt = \"${GOSSIP_KEY}\"\n}\nencrypt_verify_outgoing = true\n"},
		{"keys/server-keys.json", "{\"verify_keys\": {\"ed25519:a_Xy1z\": {\"key\": \"" + base64.RawStdEncoding.EncodeToString(seed) + "\"}}}\n"},
		{"docs/ntp.md", "Run `chronyc keygen 1 SHA256 256` and keep the output out of git.\n"},
		{"kiosk/open.xml", "<security><authEncryption><authentication>open</authentication></authEncryption></security>\n"},
		{"cal/feeds.toml", "url = \"https://calendar.google.com/calendar/ical/en.uk%23holiday%40group.v.calendar.google.com/public/basic.ics\"\n"},
		{"keys/verify.xml", "<RSAKeyValue><Modulus>" + b(rk.N) + "</Modulus><Exponent>AQAB</Exponent></RSAKeyValue>\n"},
		{"runner/public.json", "{\n  \"exponent\": \"AQAB\",\n  \"modulus\": \"" + b(rk.N) + "\"\n}\n"},
		{"realm/export.json", "{\"config\" : {\n  \"publicKey\" : [ \"" + base64.StdEncoding.EncodeToString(pub) + "\" ]\n}}\n"},
		{"icons/set.json", "{\"d\": \"M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2z\"}\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}

// Constructs and tool output: PowerShell's -f reordering, a TOML
// line-ending backslash, a token printed with spaces, its halves on two
// log lines, a Redis AUTH in a MONITOR capture, a character-level word
// diff, and a format=flowed mail's soft breaks.
func TestBlind14Constructs(t *testing.T) {
	tok := ghToken40(t, 141)
	g := scantest.New(1416)
	pw := password14(g)
	spaced := strings.Join(strings.Split(tok, ""), " ")
	var old, diff strings.Builder
	other := ghToken40(t, 142)
	for i := 4; i < len(tok); i++ {
		old.WriteByte(other[i])
		if tok[i] == other[i] {
			diff.WriteByte(tok[i])
			continue
		}
		diff.WriteString("[-" + other[i:i+1] + "-]{+" + tok[i:i+1] + "+}")
	}
	for _, c := range []struct{ path, text string }{
		{"scripts/Deploy.ps1", "$t = '{1}{2}{0}' -f `\n    '" + tok[26:] + "',\n    '" + tok[:13] + "',\n    '" + tok[13:26] + "'\n"},
		{"scripts/Inline.ps1", "$t = \"{0}{1}\" -f '" + tok[:20] + "', '" + tok[20:] + "'\n"},
		{"conf/agent.toml", "[env]\nGH = \"\"\"\\\n  " + tok[:15] + "\\\n  " + tok[15:30] + "\\\n  " + tok[30:] + "\\\n  \"\"\"\n"},
		{"ci/job.log", "2026-01-02T03:04:05Z " + spaced + "\n"},
		{"ci/halves.log", "2026-01-02T03:04:05Z a=" + tok[:9] + "\n2026-01-02T03:04:06Z b=" + tok[9:] + "\n"},
		{"debug/monitor.txt", "1767323045.10 [0 127.0.0.1:6000] \"AUTH\" \"" + pw + "\"\n"},
		{"docs/rotate.diff", "-GH=ghp_" + old.String() + "\n+GH=ghp_" + tok[4:] + "\nGH=ghp_" + diff.String() + "\n"},
		{"mail/reply.eml", "Content-Type: text/plain; format=flowed; delsp=yes\n\nThe token: " + tok[:20] + " \n" + tok[20:] + "\n\nBye\n"},
		{"mail/reply2.eml", "Content-Type: text/plain; charset=utf-8;\n format=flowed; delsp=yes\n\nToken " + tok[:12] + " \n" + tok[12:30] + " \n" + tok[30:] + "\n"},
	} {
		if !blocks(t, c.path, c.text) {
			t.Errorf("%s: passed:\n%s", c.path, c.text)
		}
	}
	for _, c := range []struct{ path, text string }{
		{"scripts/Path.ps1", "$p = '{0}\\{1}-{2}.csv' -f `\n    $env:TEMP,\n    'report',\n    (Get-Date -Format 'yyyyMMdd')\n"},
		{"conf/agent.toml", "description = \"\"\"\\\n    Reads the public docs \\\n    and answers.\\\n    \"\"\"\n"},
		{"ci/job.log", "2026-01-02T03:04:05Z r e l e a s e / 1 . 2 . 3 - r c . 1 f o r t h e w e b\n"},
		{"ci/halves.log", "head=0f3a9c1b2d4e\ntail=5f6a7b8c9d0e1f2a3b4c\n"},
		{"debug/monitor.txt", "1767323045.10 [0 127.0.0.1:6000] \"GET\" \"session:9f2c\"\n"},
		{"docs/version.diff", "4.[-1-]{+2+}.[-9-]{+0+}\n"},
		{"mail/welcome.eml", "Content-Type: text/plain; format=flowed; delsp=yes\n\nSee https://docs.example.org/guides/onboarding/engineer \ning/first-week.html for the  \nchecklist.\n"},
	} {
		if blocks(t, c.path, c.text) {
			t.Errorf("%s: blocked:\n%s", c.path, c.text)
		}
	}
}
