package scan

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The nineteenth blind set of pushes, in spellings of our own: capability
// URLs, names that shorten or pack a password, routers' and login
// servers' keys, small mail relays' files, game servers' tokens, SDK keys
// given by position, key material under neutral names, a zip member's
// comment and cookie jars. Every secret is made at test time; each class
// has look-alikes that must pass.

// password19 is a generated password with a password's mix.
func password19(g *scantest.Gen) string {
	return g.Str(scantest.Upper, 3) + g.Str(scantest.Digits, 3) + g.Str(scantest.Lower, 4) + g.Str(scantest.Alnum, 8)
}

// hex19 is n random lower-case hex digits.
func hex19(g *scantest.Gen, n int) string { return g.Str("0123456789abcdef", n) }

// URLs that are their own credential: chat and automation webhooks, build
// and deploy hooks.
func TestBlind19CapabilityURLs(t *testing.T) {
	g := scantest.New(1901)
	mm := g.Str("abcdefghijklmnopqrstuvwxyz", 6) + g.Str("0123456789", 6) + g.Str("abcdefghijklmnopqrstuvwxyz0123456789", 14)
	mk := g.Str("abcdefghijklmnopqrstuvwxyz", 8) + g.Str("0123456789", 8) + g.Str("abcdefghijklmnopqrstuvwxyz0123456789", 16)
	key := g.Str(scantest.Upper, 3) + g.Str(scantest.Digits, 3) + g.Str(scantest.Lower, 6)
	check18(t, []case18{
		{"scripts/notify.sh", "#!/bin/sh\nwget -qO- --post-data='{\"text\":\"done\"}' http://mattermost.example.org:8065/hooks/" + mm + "\n"},
		{"crm/push.py", "requests.post('https://hook.us1.make.com/" + mk + "', json=lead, timeout=5)\n"},
		{"bin/alert", "curl -X POST https://maker.ifttt.com/trigger/door_open/with/key/" + key + g.Str(scantest.Alnum, 10) + "\n"},
		{"Makefile", "publish:\n\tcurl -s -X POST -d '{}' https://api.netlify" + ".com/build_hooks/" + hex19(g, 24) + "\n"},
		{"deploy.ps1", "Invoke-WebRequest -Method Post -Uri \"https://api.render.com/deploy/srv-" + hex19(g, 20) + "?key=" + key + "\"\n"},
		{"ops/redeploy.sh", "curl -X POST https://api.vercel.com/v1/integrations/deploy/prj_" + g.Str(scantest.Alnum, 24) + "/" + key + "\n"},
	}, []case18{
		{"docs/mm.md", "Post to `https://your-mattermost-server.com/hooks/xxx-generatedkey-xxx` (see the integrations page).\n"},
		{"ci/gitlab.sh", "curl -H \"PRIVATE-TOKEN: $GL\" https://gitlab.example.org/api/v4/projects/42/hooks/1234\n"},
		{"install.sh", "cp tools/pre-commit .git/hooks/pre-commit && chmod +x .git/hooks/pre-commit\n"},
		{"Makefile", "publish:\n\tcurl -s -X POST -d '{}' \"https://api.netlify" + ".com/build_hooks/$$NETLIFY_HOOK\"\n"},
		{"deploy.ps1", "Invoke-WebRequest -Method Post -Uri \"https://api.render.com/deploy/srv-" + hex19(g, 20) + "?key=$env:RENDER_KEY\"\n"},
		{"crm/push.py", "HOOK = 'https://hook.us1.make.com/<your-webhook-id>'\n"},
	})
}

// Names that shorten password to pass (camel case, capitals), and a
// variable packing a user and a password into one value.
func TestBlind19ShortAndPackedNames(t *testing.T) {
	g := scantest.New(1902)
	pw := password19(g)
	check18(t, []case18{
		{"conf/revaliases.conf", "MailHub=smtp.example.net:465\nAuthUser=bot@example.net\nAuthPass=" + pw + "\n"},
		{"config/mail.yml", "smtp:\n  smtpPass: \"" + pw + "\"\n"},
		{".env", "SSHPASS=" + pw + "\n"},
		{"stack.env", "GRAPH_AUTH=graph/" + pw + "\n"},
		{"docker-compose.override.yml", "    environment:\n      PROXY_AUTH: \"ops:" + pw + "\"\n"},
	}, []case18{
		{"render.js", "const shadowPass = device.createRenderPass(shadowDescriptor);\nconst bypass = cache.bypass(request);\n"},
		{".env", "SSHPASS=$(cat /run/secrets/ssh_pw)\nSMTP_PASS=${SMTP_PASS}\n"},
		{"stack.env", "GRAPH_AUTH=none\nOAUTH_URL=https://login.example.org/oauth2\nLDAP_AUTH=simple\n"},
		{"conf/ssmtp.conf", "AuthUser=bot@example.net\nAuthPass=\nAuthMethod=LOGIN\n"},
	})
}

// Routers' routing and AAA keys as typed, tac_plus's key and
// pam_radius's server table.
func TestBlind19RouterAndAAA(t *testing.T) {
	g := scantest.New(1903)
	pw := password19(g)
	check18(t, []case18{
		{"net/r1.conf", "interface Gi0/0\n ip ospf authentication-key " + pw[:12] + "\n"},
		{"net/chain.cfg", "key chain RIP\n key 1\n  key-string " + pw + "\n"},
		{"net/isis.conf", "router isis CORE\n isis password " + pw + "\n"},
		{"net/aaa.cfg", "tacacs-server host 192.0.2.10\ntacacs-server key " + pw + "\n"},
		{"net/bgpd.conf", "router bgp 65001\n neighbor UPSTREAM password " + pw + "\n"},
		{"aaa/tac_plus.cfg", "host = 192.0.2.20 {\n    key = " + pw + "\n}\n"},
		{"etc/raddb/server", "# server[:port] secret [timeout]\nradius.example.net " + pw + " 5\n"},
	}, []case18{
		{"net/r1.conf", " ip ospf message-digest-key 1 md5 7 " + strings.ToUpper(hex19(g, 18)) + "\n neighbor 192.0.2.2 password 7 " + strings.ToUpper(hex19(g, 18)) + "\n"},
		{"docs/bgp.md", "Set it with `neighbor PEER password mysecretword`, then clear the session.\n"},
		{"aaa/tac_plus.cfg", "key = \"{{ tacacs_key }}\"\naccounting file = /var/log/tac.acct\n"},
		{"pam_radius_auth.conf", "# server[:port] shared_secret      timeout (s)\n127.0.0.1       secret             1\nother-server    other-secret       3\n"},
	})
}

// Small mail relays: sendmail's authinfo (P: as typed, P= in base64) and
// dma's auth.conf.
func TestBlind19MailRelays(t *testing.T) {
	g := scantest.New(1904)
	pw := password19(g)
	check18(t, []case18{
		{"mail/authinfo", "AuthInfo:relay.example.net \"U:relay\" \"P:" + pw + "\" \"M:LOGIN PLAIN\"\n"},
		{"mail/authinfo", "AuthInfo: \"U:relay\" \"P=" + base64.StdEncoding.EncodeToString([]byte(pw)) + "\"\n"},
		{"etc/dma/auth.conf", "relay@example.net|mx.example.net:" + pw + "\n"},
	}, []case18{
		{"mail/authinfo", "AuthInfo:relay.example.net \"U:relay\" \"P:${RELAY_PASSWORD}\" \"M:PLAIN\"\n"},
		{"etc/dma/auth.conf", "# Format: user|my.smarthost.example.com:password\n"},
		{"etc/apt/auth.conf", "machine apt.example.net login ci password $APT_PW\n"},
	})
}

// Game servers' tokens and vendors' SDK keys given by position.
func TestBlind19GameAndSDKKeys(t *testing.T) {
	g := scantest.New(1905)
	hexKey := strings.ToUpper(hex19(g, 32))
	uuid := hex19(g, 8) + "-" + hex19(g, 4) + "-4" + hex19(g, 3) + "-9" + hex19(g, 3) + "-" + hex19(g, 12)
	mixed := func(n int) string {
		return g.Str(scantest.Upper, 4) + g.Str(scantest.Digits, 4) + g.Str(scantest.Alnum, n-8)
	}
	check18(t, []case18{
		{"cfg/server.cfg", "hostname \"club\"\nsv_setsteamaccount \"" + hexKey + "\"\n"},
		{"web/steam.js", "fetch(`https://api.steampowered.com/IPlayerService/GetOwnedGames/v1/?key=" + hexKey + "&steamid=${id}`)\n"},
		{"mail/send.go", "client := resend.NewClient(\"r" + "e_" + mixed(8) + "_" + mixed(24) + "\")\n"},
		{"rt/feed.py", "client = AblyRest('" + g.Str(scantest.Alnum, 6) + "." + g.Str(scantest.Alnum, 6) + ":" + mixed(43) + "')\n"},
		{"ops/mail.sh", "curl -H 'X-Postmark-Server-Token: " + uuid + "' https://api.postmarkapp.com/email\n"},
		{"sms/index.js", "const client = new plivo.Client(\"SA" + g.Str(scantest.Upper+scantest.Digits, 18) + "\", \"" + mixed(40) + "\");\n"},
	}, []case18{
		{"cfg/server.cfg", "sv_setsteamaccount \"\"\n// sv_setsteamaccount <your GSLT>\n"},
		{"web/steam.js", "fetch(`https://api.steampowered.com/IPlayerService/GetOwnedGames/v1/?key=${KEY}&steamid=76561197960287930`)\n"},
		{"rt/feed.py", "client = AblyRest(os.environ['ABLY_KEY'])\nprobably.rest = 'abc.def:ghi'\n"},
		{"ops/mail.sh", "curl -H 'X-Postmark-Server-Token: POSTMARK_API_TEST' https://api.postmarkapp.com/email\n"},
		{"sms/index.js", "const client = new plivo.Client(process.env.PLIVO_AUTH_ID, process.env.PLIVO_AUTH_TOKEN);\n"},
		{"lib/x.py", "result = re_sub_all(pattern, text)\nm = re.compile(r'(re_[a-z]+)')\n"},
	})
}

// Key material under neutral names: a list under a secrets key, an AEAD
// KMS block, coturn's static user and a static token file.
func TestBlind19ServiceKeyMaterial(t *testing.T) {
	g := scantest.New(1906)
	pw := password19(g)
	k1 := g.Str(scantest.Alnum, 24) + g.Str(scantest.Digits, 4) + g.Str(scantest.Upper, 4)
	aead := base64.StdEncoding.EncodeToString([]byte(g.Str(scantest.Alnum, 32)))
	check18(t, []case18{
		{"config/kratos.yaml", "secrets:\n  default:\n    - " + k1 + "\n  cookie:\n    - \"" + k1 + "\"\n"},
		{"worker.hcl", "kms \"aead\" {\n  purpose = \"worker-auth\"\n  key = \"" + aead + "\"\n}\n"},
		{"coturn/turnserver.conf", "lt-cred-mech\nuser=alice:" + pw + "\n"},
		{"pki/known_tokens.csv", hex19(g, 32) + ",kubelet-bootstrap,10001,\"system:bootstrappers\"\n"},
	}, []case18{
		{"config/kratos.yaml", "secrets:\n  cookie:\n    - PLEASE-CHANGE-ME-I-AM-VERY-INSECURE\n  cipher:\n    - 32-LONG-SECRET-NOT-SECURE-AT-ALL\n"},
		{"docker-compose.yml", "services:\n  app:\n    secrets:\n      - db_password\n      - api_token_v2\n"},
		{"deploy.yaml", "spec:\n  imagePullSecrets:\n    - name: regcred\n"},
		{"worker.hcl", "kms \"aead\" {\n  purpose = \"worker-auth\"\n  key = \"env://BOUNDARY_WORKER_KEY\"\n}\n"},
		{"coturn/turnserver.conf", "user=alice:0x" + hex19(g, 32) + "\nuse-auth-secret\n"},
		{"data/tokens.csv", "token,count,share\nthe,1204,0.061\nof,877,0.044\n"},
	})
}

// A zip member's own comment, and the session cookies clients save.
func TestBlind19CommentsAndCookies(t *testing.T) {
	g := scantest.New(1907)
	tok, _ := g.Value("github-pat")
	zipWith := func(comment string) string {
		var b bytes.Buffer
		w := zip.NewWriter(&b)
		f, err := w.CreateHeader(&zip.FileHeader{Name: "cfg/app.json", Method: zip.Deflate, Comment: comment})
		if err != nil {
			t.Fatal(err)
		}
		_, _ = f.Write([]byte("{\"channel\": \"stable\"}\n"))
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	s, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		comment string
		block   bool
	}{{"deploy with " + tok, true}, {"built from " + hex19(g, 40) + " by run 881", false}} {
		fs, err := s.ScanMembers("kit.zip", []byte(zipWith(tc.comment)))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(fs) > 0; got != tc.block {
			t.Errorf("zip comment %q: findings %+v", Mask(tc.comment), fs)
		}
	}
	sid := g.Str("abcdefghijklmnopqrstuvwxyz0123456789", 40)
	check18(t, []case18{
		{"state/admin.json", "{\n  \"cookies\": [\n    {\n      \"name\": \"connect.sid\",\n      \"value\": \"" + sid + "\",\n      \"domain\": \"app.example.net\"\n    }\n  ],\n  \"origins\": []\n}\n"},
		{"sessions/old.json", "{\"cookies\": {\n  \"PHPSESSID\": {\n    \"value\": \"" + sid + "\",\n    \"path\": \"/\"\n  }\n}}\n"},
		{"jar.txt", "# Netscape HTTP Cookie File\n.example.net\tTRUE\t/\tTRUE\t1900000000\tlaravel_session\t" + sid + "\n"},
	}, []case18{
		{"state/anon.json", "{\n  \"cookies\": [\n    {\"name\": \"_ga\", \"value\": \"GA1.2." + g.Str("0123456789", 10) + "." + g.Str("0123456789", 10) + "\"},\n    {\"name\": \"_gid\", \"value\": \"GA1.2." + g.Str("0123456789", 10) + "\"},\n    {\"name\": \"lang\", \"value\": \"en-GB\"}\n  ]\n}\n"},
		{"jar.txt", "# Netscape HTTP Cookie File\n.example.net\tTRUE\t/\tFALSE\t1900000000\ttheme\tdark\n"},
	})
}
