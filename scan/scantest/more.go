package scantest

import (
	"encoding/base64"
	"fmt"
	"strings"
)

const hexdig = "0123456789abcdef"

// Character sets for callers that build their own fixtures.
const (
	Upper  = upper
	Lower  = lower
	Digits = digits
	Alnum  = alnum
	B64    = b64
	Hex    = hexdig
)

// prefixed makes a generator for a token that is a prefix and random
// segments; the prefix is passed in pieces so this file holds no
// token-shaped literal.
func prefixed(line string, prefix []string, segs ...any) func(g *Gen) (string, string) {
	return func(g *Gen) (string, string) {
		v := ""
		for _, p := range prefix {
			v += p
		}
		for i := 0; i < len(segs); i += 2 {
			switch s := segs[i].(type) {
			case string:
				if n := segs[i+1].(int); n == 0 {
					v += s // a literal separator
				} else {
					v += g.str(s, n)
				}
			}
		}
		return v, fmt.Sprintf(line, v)
	}
}

// moreKinds are the second pass's rules (providers, URLs, host forms).
var moreKinds = map[string]func(g *Gen) (string, string){
	"sendgrid-api-key":         prefixed("SENDGRID_API_KEY=%s", []string{"S", "G."}, urlb64, 22, ".", 0, urlb64, 43),
	"azure-storage-key":        azureKey,
	"azure-ad-client-secret":   prefixed(`"clientSecret": "%s"`, nil, alnum, 3, digits, 1, "Q", 0, "~", 0, alnum+"_~.-", 34),
	"twilio-api-key":           prefixed("TWILIO_API_KEY=%s", []string{"S", "K"}, hexdig, 32),
	"twilio-auth-token":        prefixed("twilio_auth_token: %s", nil, hexdig, 32),
	"mailgun-api-key":          prefixed("MAILGUN_KEY=%s", []string{"ke", "y-"}, hexdig, 32),
	"mailchimp-api-key":        prefixed("apikey %s", nil, hexdig, 32, "-", 0, "u", 0, "s", 0, digits, 2),
	"shopify-token":            prefixed("SHOPIFY=%s", []string{"shp", "at_"}, hexdig, 32),
	"pypi-token":               prefixed("password = %s", []string{"pypi-", "AgEIcHlwaS5vcmc"}, urlb64, 70),
	"huggingface-token":        prefixed("HF_TOKEN=%s", []string{"h", "f_"}, upper+lower, 34),
	"digitalocean-token":       prefixed("DO=%s", []string{"do", "p_v1_"}, hexdig, 64),
	"discord-webhook":          prefixed("url: https://%s", []string{"discord", ".com/api/webhooks/"}, digits, 18, "/", 0, urlb64, 68),
	"telegram-bot-token":       prefixed("BOT=%s", nil, digits, 10, ":", 0, "A", 0, "A", 0, urlb64, 33),
	"square-token":             prefixed("SQUARE=%s", []string{"sq0", "atp-"}, urlb64, 22),
	"databricks-token":         prefixed("DATABRICKS=%s", []string{"da", "pi"}, hexdig, 32),
	"postman-api-key":          prefixed("POSTMAN=%s", []string{"PM", "AK-"}, hexdig, 24, "-", 0, hexdig, 34),
	"linear-api-key":           prefixed("LINEAR=%s", []string{"lin_", "api_"}, alnum, 40),
	"grafana-token":            prefixed("GRAFANA=%s", []string{"gl", "sa_"}, alnum, 32, "_", 0, hexdig, 8),
	"newrelic-key":             prefixed("NEW_RELIC=%s", []string{"NR", "AK-"}, upper+digits, 27),
	"vault-token":              prefixed("VAULT_TOKEN=%s", []string{"hv", "s."}, urlb64, 95),
	"pulumi-token":             prefixed("PULUMI=%s", []string{"pu", "l-"}, hexdig, 40),
	"age-secret-key":           prefixed("%s", []string{"AGE-SECRET", "-KEY-1"}, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
	"sentry-token":             prefixed("SENTRY=%s", []string{"sntr", "ys_"}, alnum, 64),
	"dockerhub-token":          prefixed("DOCKER=%s", []string{"dckr", "_pat_"}, urlb64, 27),
	"supabase-token":           prefixed("SUPABASE=%s", []string{"sb", "p_"}, hexdig, 40),
	"doppler-token":            prefixed("DOPPLER=%s", []string{"dp", ".pt."}, alnum, 43),
	"onepassword-token":        prefixed("OP=%s", []string{"ops", "_eyJ"}, urlb64, 120),
	"alibaba-access-key":       prefixed("ALIBABA=%s", []string{"LT", "AI"}, alnum, 20),
	"atlassian-api-token":      prefixed("JIRA=%s", []string{"ATA", "TT3"}, urlb64, 186),
	"heroku-token":             prefixed("HEROKU=%s", []string{"HR", "KU-AA"}, urlb64, 58),
	"flyio-token":              prefixed("FLY=%s", []string{"fo", "1_"}, urlb64, 43),
	"stripe-webhook-secret":    prefixed("WEBHOOK=%s", []string{"wh", "sec_"}, alnum, 32),
	"openrouter-api-key":       prefixed("OPENROUTER=%s", []string{"sk-or", "-v1-"}, hexdig, 64),
	"groq-api-key":             prefixed("GROQ=%s", []string{"gs", "k_"}, alnum, 52),
	"replicate-api-token":      prefixed("REPLICATE=%s", []string{"r8", "_"}, alnum, 37),
	"perplexity-api-key":       prefixed("PPLX=%s", []string{"pp", "lx-"}, alnum, 48),
	"xai-api-key":              prefixed("XAI=%s", []string{"xa", "i-"}, alnum, 80),
	"aws-bedrock-key":          prefixed("AWS_BEARER_TOKEN_BEDROCK=%s", []string{"AB", "SK"}, b64, 132),
	"airtable-token":           prefixed(`airtable = "%s"`, []string{"p", "at"}, alnum, 14, ".", 0, hexdig, 64),
	"artifactory-token":        prefixed("artifactory: %s", []string{"AK", "Cp"}, alnum, 69),
	"cloudflare-origin-ca-key": prefixed("origin_ca = %s", []string{"v1", ".0-"}, hexdig, 24, "-", 0, hexdig, 146),
	"clojars-token":            prefixed("CLOJARS=%s", []string{"CLOJ", "ARS_"}, lower+digits, 60),
	"dynatrace-token":          prefixed("DT_API=%s", []string{"dt0", "c01."}, upper+digits, 24, ".", 0, upper+digits, 64),
	"easypost-key":             prefixed("EASYPOST=%s", []string{"EZ", "AK"}, alnum, 54),
	"duffel-token":             prefixed("DUFFEL=%s", []string{"duffel", "_live_"}, urlb64, 43),
	"frameio-token":            prefixed("FRAMEIO=%s", []string{"fio", "-u-"}, urlb64, 64),
	"flutterwave-key":          prefixed("FLW=%s", []string{"FLWSE", "CK_TEST-"}, hexdig, 32, "-X", 0),
	"terraform-cloud-token":    prefixed(`token = "%s"`, nil, alnum, 14, ".atl", 0, "asv1.", 0, alnum, 67),
	"harness-token":            prefixed("HARNESS=%s", []string{"pa", "t."}, alnum, 22, ".", 0, hexdig, 24, ".", 0, alnum, 20),
	"infracost-key":            prefixed("INFRACOST_API_KEY=%s", []string{"ic", "o-"}, alnum, 32),
	"mapbox-secret-token":      prefixed("MAPBOX=%s", []string{"sk", ".eyJ"}, alnum, 60, ".", 0, alnum, 22),
	"teams-webhook":            teamsWebhook,
	"notion-token":             prefixed("NOTION=%s", []string{"nt", "n_"}, digits, 11, alnum, 35),
	"octopus-deploy-key":       prefixed("OCTOPUS=%s", []string{"AP", "I-"}, upper+digits, 26),
	"openshift-token":          prefixed("oc login --token=%s", []string{"sha", "256~"}, urlb64, 43),
	"planetscale-token":        prefixed("PSCALE=%s", []string{"pscale", "_tkn_"}, urlb64, 43),
	"prefect-key":              prefixed("PREFECT=%s", []string{"pn", "u_"}, alnum, 36),
	"readme-key":               prefixed("README=%s", []string{"rd", "me_"}, lower+digits, 70),
	"rubygems-key":             prefixed("GEM_HOST_API_KEY=%s", []string{"rubygems", "_"}, hexdig, 48),
	"scalingo-token":           prefixed("SCALINGO=%s", []string{"tk-", "us-"}, urlb64, 48),
	"brevo-key":                prefixed("BREVO=%s", []string{"xkey", "sib-"}, hexdig, 64, "-", 0, alnum, 16),
	"shippo-token":             prefixed("SHIPPO=%s", []string{"shippo", "_live_"}, hexdig, 40),
	"sourcegraph-token":        prefixed("SRC_ACCESS_TOKEN=%s", []string{"sg", "p_"}, hexdig, 40),
	"typeform-token":           prefixed("TYPEFORM=%s", []string{"tf", "p_"}, urlb64, 59),
	"plaid-token":              prefixed("PLAID=%s", []string{"access-", "production-"}, hexdig, 8, "-", 0, hexdig, 4, "-", 0, hexdig, 4, "-", 0, hexdig, 4, "-", 0, hexdig, 12),
	"stripe-test-key":          prefixed("STRIPE=%s", []string{"sk", "_test_"}, alnum, 24),
	"clickhouse-cloud-key":     prefixed("CLICKHOUSE=%s", []string{"4b", "1d"}, alnum, 38),
	"facebook-token":           prefixed("FB_TOKEN=%s", []string{"EA", "AC"}, alnum, 120),
	"twitter-bearer-token":     prefixed("TWITTER_BEARER=%s", []string{"AAAAAAAAAAA", "AAAAAAAAAAA"}, alnum, 60, "%2F", 0, alnum, 30),
	"onepassword-secret-key":   prefixed("OP_SECRET_KEY=%s", []string{"A", "3-"}, upper+digits, 6, "-", 0, upper+digits, 6, "-", 0, upper+digits, 5, "-", 0, upper+digits, 5, "-", 0, upper+digits, 5, "-", 0, upper+digits, 5),
	"settlemint-token":         prefixed("SETTLEMINT=%s", []string{"sm", "_pat_"}, alnum, 16),
	"bearer-token":             prefixed(`curl -H "Authorization: Bearer %s" https://api.example.com/v1/me`, nil, alnum, 8, digits, 2, alnum, 30),
	"curl-basic-auth": func(g *Gen) (string, string) {
		v := g.str(lower, 3) + g.str(upper, 3) + g.str(digits, 3) + "!" + g.str(alnum, 6)
		return v, fmt.Sprintf("curl -u deploy:%s https://ci.example.com/api/json", v)
	},
	"azure-sas-token": func(g *Gen) (string, string) {
		raw := make([]byte, 32)
		for i := range raw {
			raw[i] = byte(g.r.IntN(256))
		}
		v := strings.ReplaceAll(base64.StdEncoding.EncodeToString(raw), "=", "%3D")
		return v, "https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2030-01-01T00:00:00Z&spr=https&sig=" + v
	},
	"adobe-client-secret":   prefixed("ADOBE_CLIENT_SECRET=%s", []string{"p8", "e-"}, alnum, 32),
	"authress-key":          prefixed("AUTHRESS=%s", []string{"sc", "_"}, lower+digits, 10, ".", 0, lower+digits, 5, ".acc", 0, "_", 0, lower+digits, 20, ".", 0, urlb64, 60),
	"gitlab-session-cookie": prefixed("Cookie: _gitlab_session=%s", nil, lower+digits, 32),
	"intra42-client-secret": prefixed("FT_SECRET=%s", []string{"s-s4", "t2ud-"}, hexdig, 64),
	"maxmind-license-key":   prefixed("MAXMIND=%s", nil, alnum, 6, "_", 0, alnum, 29, "_mm", 0, "k", 0),
	"sidekiq-credentials":   prefixed("BUNDLE_ENTERPRISE__CONTRIBSYS__COM=%s", nil, hexdig, 8, ":", 0, hexdig, 8),
	"sonarqube-token":       prefixed("sonar.login=%s", []string{"sq", "u_"}, hexdig, 40),
	"yandex-key":            prefixed("YC_API_KEY=%s", []string{"AQ", "VN"}, urlb64, 36),
	"fcm-server-key":        prefixed(`"serverKey": "%s"`, []string{"AA", "AA"}, urlb64, 7, ":", 0, "APA", 0, "91b", 0, urlb64, 134),
	"django-secret-key":     prefixed("SECRET_KEY = '%s'", []string{"django-", "insecure-"}, lower+digits+"!@#$^&*-_=+", 50),
	"openssh-key-body": func(g *Gen) (string, string) {
		// A key file's first body line, its armour cut off.
		v := "b3BlbnNzaC1rZXktdjEA" + g.str(b64, 50)
		return v, "SSH_DEPLOY_KEY_BODY=" + v
	},
	"ssh2-private-key": func(g *Gen) (string, string) {
		// An SSH.com key file (puttygen -O private-sshcom): the magic
		// 3f6ff9eb in base64 ("P2/56w") opens its body.
		v := "---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\nComment: \"deploy\"\nP2/56w" + g.str(b64, 58) + "\n" + g.str(b64, 64) + "\n" + g.str(b64, 30) + "\n"
		return v, v + "---- END SSH2 ENCRYPTED PRIVATE KEY ----"
	},
	"private-key-dump": func(g *Gen) (string, string) {
		// openssl ec -text -noout of a P-256 key: the scalar as hex
		// under priv:, fifteen bytes a line.
		pairs := func(n int) string {
			var b strings.Builder
			for i := 0; i < n; i++ {
				b.WriteString(g.str(hexdig, 2) + ":")
			}
			return b.String()
		}
		v := "priv:\n    " + pairs(15) + "\n    " + pairs(15) + "\n"
		return v, v + "    " + g.str(hexdig, 2) + ":" + g.str(hexdig, 2) + "\npub:\n    04:" + pairs(14) + "\nASN1 OID: prime256v1"
	},
	"putty-private-key": func(g *Gen) (string, string) {
		// The key's lines as a .ppk holds them, after its header and
		// public lines.
		v := "Private-Lines: 3\n" + g.str(b64, 64) + "\n" + g.str(b64, 64) + "\n" + g.str(b64, 20) + "\n"
		return v, v + "Private-MAC: " + g.str(hexdig, 64)
	},
	"sql-password": func(g *Gen) (string, string) {
		v := g.str(lower, 3) + g.str(upper, 3) + g.str(digits, 3) + g.str(alnum, 5)
		return v, fmt.Sprintf("CREATE USER 'app'@'%%' IDENTIFIED BY '%s';", v)
	},
	"call-credential": func(g *Gen) (string, string) {
		v := g.str(lower, 3) + g.str(upper, 3) + g.str(digits, 3) + g.str(alnum, 5)
		return v, fmt.Sprintf(`conn = DriverManager.getConnection("jdbc:mysql://db/app", "app", "%s");`, v)
	},
	"url-query-key": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(digits, 4) + g.str(hexdig, 24)
		return v, fmt.Sprintf(`fetch("https://api.openweathermap.org/data/2.5/weather?q=Oslo&appid=%s")`, v)
	},
	"redis-conf-password": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(digits, 3) + g.str(upper, 3) + g.str(alnum, 8)
		return v, fmt.Sprintf("requirepass %s", v)
	},
	"oracle-connect-password": func(g *Gen) (string, string) {
		v := g.str(upper, 2) + g.str(lower, 4) + g.str(digits, 3) + g.str(alnum, 5)
		return v, fmt.Sprintf("sqlplus -s -L orders_owner/%s@//orders-db.example.com:1521/ORDERSPDB @migrate.sql\n", v)
	},
	"wireguard-private-key": func(g *Gen) (string, string) {
		v := g.str(alnum, 42) + "E="
		return v, fmt.Sprintf("PrivateKey = %s", v)
	},
	"slack-session-cookie": func(g *Gen) (string, string) {
		v := "xoxd-" + g.str(alnum, 30) + g.str(alnum, 40)
		return v, fmt.Sprintf(`session.cookies.set("d", "%s", domain=".slack.com")`, v)
	},
	"azure-function-key": func(g *Gen) (string, string) {
		v := g.str(alnum, 30) + "-" + g.str(alnum, 20) + "=="
		return v, fmt.Sprintf(`curl -X POST "https://acme-indexer.azurewebsites.net/api/reindex?code=%s"`, v)
	},
	"url-password": func(g *Gen) (string, string) {
		v := g.str(lower, 3) + g.str(upper, 3) + g.str(digits, 3) + "^" + g.str(alnum, 6)
		return v, fmt.Sprintf("DATABASE_URL=postgres://app_%s:%s@db.example.com:5432/app", g.str(lower, 4), v)
	},
	// The thirteenth push red team's kinds: each by its structure or its
	// tool's layout.
	"tailscale-key": prefixed("tailscale up --authkey=%s --ssh", []string{"tskey", "-auth-k"}, alnum, 11, "CNTRL-", 0, alnum, 33),
	"vault-unseal-key": func(g *Gen) (string, string) {
		v := g.str(b64, 43) + g.str("AQgw", 1)
		return v, fmt.Sprintf("Unseal Key 2: %s", v)
	},
	"plain-scheme-password": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "&" + g.str(alnum, 6)
		return v, fmt.Sprintf("admin:{PLAIN}%s", v)
	},
	"conda-channel-token": func(g *Gen) (string, string) {
		v := g.str(lower, 2) + "-" + g.str(hexdig, 8) + "-" + g.str(hexdig, 4) + "-" + g.str(hexdig, 4) + "-" + g.str(hexdig, 4) + "-" + g.str(hexdig, 12)
		return v, fmt.Sprintf("  - https://conda.anaconda.org/t/%s/acme", v)
	},
	"eth-private-key": func(g *Gen) (string, string) {
		v := g.str(hexdig, 64)
		return v, fmt.Sprintf(`      accounts: ["0x%s"],`, v)
	},
	"jwt-signing-secret": func(g *Gen) (string, string) {
		v := g.str(lower, 6) + g.str(upper, 6) + g.str(digits, 4) + g.str(alnum, 16)
		return v, fmt.Sprintf(`  return jwt.sign({ sub: user.id }, "%s", { algorithm: "HS256" });`, v)
	},
	"curl-config-user": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "@" + g.str(alnum, 6)
		return v, fmt.Sprintf(`user = "ci-publisher:%s"`, v)
	},
	"ansible-unsafe-secret": func(g *Gen) (string, string) {
		v := g.str(lower, 3) + g.str(upper, 3) + g.str(digits, 2) + "{%" + g.str(alnum, 8)
		return v, fmt.Sprintf(`postgres_admin_password: !unsafe '%s'`, v)
	},
	"htdigest-ha1": func(g *Gen) (string, string) {
		v := g.str(hexdig, 32)
		return v, "htdigest-ha1: " + v
	},
	"github-recovery-codes": func(g *Gen) (string, string) {
		v := ""
		for range 16 {
			v += " " + g.str(hexdig, 5) + "-" + g.str(hexdig, 5)
		}
		return v, "github-recovery-codes:" + v
	},
	// The fourteenth's: directives whose value follows a keyword and a
	// space, kinds with a telling structure, key serialisations.
	"directive-secret": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "+" + g.str(alnum, 6)
		return v, "bindpw " + v
	},
	"debconf-password": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "#" + g.str(alnum, 6)
		return v, "d-i passwd/user-password password " + v
	},
	"cisco-plain-password": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "!" + g.str(alnum, 5)
		return v, "username ops privilege 15 secret 0 " + v
	},
	"snmpv3-passphrase": func(g *Gen) (string, string) {
		v := g.str(lower, 5) + g.str(upper, 5) + g.str(digits, 4) + g.str(alnum, 6)
		return v, fmt.Sprintf(`createUser poller SHA "%s" AES "%s"`, v, g.str(alnum, 20))
	},
	"redis-auth-command": func(g *Gen) (string, string) {
		v := g.str(lower, 5) + g.str(upper, 5) + g.str(digits, 4) + "-" + g.str(alnum, 6)
		return v, fmt.Sprintf(`1767323045.101901 [0 unix:/run/redis/redis.sock] "AUTH" "worker" "%s"`, v)
	},
	"erlang-cookie": func(g *Gen) (string, string) {
		v := g.str(upper, 20)
		return v, fmt.Sprintf(`      RABBITMQ_ERLANG_COOKIE: "%s"`, v)
	},
	"gossip-encryption-key": func(g *Gen) (string, string) {
		v := g.str(b64, 42) + g.str("AQgw", 1) + "="
		return v, fmt.Sprintf(`encrypt = "%s"`, v)
	},
	"matrix-signing-key": func(g *Gen) (string, string) {
		v := g.str(b64, 42) + g.str("AEIMQUYcgkosw048", 1)
		return v, "ed25519 a_" + g.str(alnum, 4) + " " + v
	},
	"ntp-symmetric-key": func(g *Gen) (string, string) {
		v := g.str(hexdig, 40)
		return v, "7 SHA1 " + v
	},
	"wlan-key-material": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "!" + g.str(alnum, 6)
		return v, "<keyMaterial>" + v + "</keyMaterial>"
	},
	"google-calendar-private-url": func(g *Gen) (string, string) {
		v := "private-" + g.str(hexdig, 32)
		return v, "ics: https://calendar.google.com/calendar/ical/team%40example.com/" + v + "/basic.ics"
	},
	"rsa-private-params": func(g *Gen) (string, string) {
		v := g.str(b64, 172)
		return v, "<D>" + v + "</D>"
	},
	"postfix-sasl-password": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "-" + g.str(alnum, 6)
		return v, "[smtp.example.net]:587 relay@example.net:" + v
	},
	"der-pkey": func(g *Gen) (string, string) {
		v := "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + g.str(b64, 120)
		return v, "der-pkey: " + v
	},
	// The fifteenth's: values under a name that says nothing, kinds with
	// a telling structure, tool output rows.
	"nagios-user-macro": func(g *Gen) (string, string) {
		v := g.str(lower, 2) + g.str(digits, 2) + g.str(upper, 2) + "." + g.str(digits, 2) + g.str(alnum, 12)
		return v, "$USER7$=" + v
	},
	"twitch-stream-key": func(g *Gen) (string, string) {
		v := "li" + "ve_" + g.str(digits, 9) + "_" + g.str(upper, 10) + g.str(lower, 10) + g.str(digits, 10)
		return v, `"key": "` + v + `",`
	},
	"zwave-security-key": func(g *Gen) (string, string) {
		v := strings.ToUpper(g.str(hexdig, 32))
		return v, `"S2_Authenticated": "` + v + `",`
	},
	"yubikey-secret": func(g *Gen) (string, string) {
		v := g.str(hexdig, 32)
		return v, "Yubico OTP,04.05.26 10:11,1,cccc" + g.str("cbdefghijklnrtuv", 8) + "," + g.str(hexdig, 12) + "," + v + ",,,0,0,0,0,0,0,0,0,0,0"
	},
	"wifi-qr-password": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "-" + g.str(alnum, 6)
		return v, "WIFI:T:WPA;S:Office-" + g.str(upper, 3) + ";P:" + v + ";H:false;;"
	},
	"dnssec-private-key": func(g *Gen) (string, string) {
		v := g.str(b64, 172)
		return v, "PrivateExponent: " + v
	},
	"wireguard-dump-private-key": func(g *Gen) (string, string) {
		v := g.str(b64, 42) + g.str("AEIMQUYcgkosw048", 1) + "="
		return v, "wg0\t" + v + "\t" + g.str(b64, 42) + "E=\t51820\toff"
	},
	"ssm-secure-string": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "." + g.str(alnum, 8)
		return v, "PARAMETERS\tarn:aws:ssm:eu-west-1:123456789012:parameter/app/db\ttext\t2026-01-02T03:04:05Z\t/app/db\tSecureString\t" + v + "\t4"
	},
	"thread-network-key": func(g *Gen) (string, string) {
		v := "0e080000000000010000" + "0510" + g.str(hexdig, 32) + "0003000014"
		return v, "thread-dataset: " + v
	},
	"matrix-security-key": func(g *Gen) (string, string) {
		v := "Es" + g.str("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 46)
		return v, "matrix-recovery: " + v
	},
	// The sixteenth's: positions in a tool's syntax, kinds with a
	// telling structure, a value stored base64 by the tool's rule.
	"mysql-dsn-password": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "." + g.str(alnum, 6)
		return v, `dsn := "app_rw:` + v + `@tcp(db1.example.net:3306)/shop"`
	},
	"http-auth-tuple": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + g.str(alnum, 10)
		return v, `r = requests.get(url, auth=("svc-ci", "` + v + `"))`
	},
	"squid-peer-login": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "." + g.str(alnum, 6)
		return v, "cache_peer parent.example.net parent 3128 0 no-query login=proxyuser:" + v
	},
	"cmdkey-password": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "." + g.str(alnum, 6)
		return v, `cmdkey /add:fs01.example.net /user:EX\svc /pass:` + v
	},
	"x11-magic-cookie": func(g *Gen) (string, string) {
		v := g.str(hexdig, 32)
		return v, "xauth add :0 MIT-MAGIC-COOKIE-1 " + v
	},
	"otp-seed": func(g *Gen) (string, string) {
		v := g.str("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
		return v, `otp = pyotp.TOTP("` + v + `")`
	},
	"zerotier-identity-secret": func(g *Gen) (string, string) {
		v := g.str(hexdig, 128)
		return v, g.str(hexdig, 10) + ":0:" + g.str(hexdig, 128) + ":" + v
	},
	"token-scheme-auth": func(g *Gen) (string, string) {
		v := g.str(hexdig, 40)
		return v, `curl -H "Authorization: token ` + v + `" https://git.example.net/api/v1/user`
	},
	"snmp-community": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + g.str(alnum, 6)
		return v, "rocommunity " + v + " default -V systemonly"
	},
	"shadowsocks-key": func(g *Gen) (string, string) {
		v := base64.RawURLEncoding.EncodeToString([]byte("chacha20-ietf-poly1305:" + g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + g.str(alnum, 10)))
		return v, "key: ss://" + v + "@198.51.100.7:8388/?outline=1#office"
	},
	"ldif-base64-password": func(g *Gen) (string, string) {
		v := base64.StdEncoding.EncodeToString([]byte(g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + "-" + g.str(alnum, 8)))
		return v, "olcRootPW:: " + v
	},
	// The seventeenth's: kinds with a format of their own, and a
	// registration string's secret.
	"okta-api-token": func(g *Gen) (string, string) {
		v := "0" + "0" + g.str(upper, 4) + g.str(digits, 4) + g.str(alnum, 32)
		return v, `curl -H "Authorization: SSWS ` + v + `" https://example.okta.com/api/v1/users/me`
	},
	"nuget-api-key": func(g *Gen) (string, string) {
		v := "oy" + "2" + g.str(lower, 6) + g.str(digits, 4) + g.str(lower+digits, 33)
		return v, "dotnet nuget push out/Example.1.0.0.nupkg -k " + v + " -s https://api.nuget.org/v3/index.json"
	},
	"pinecone-api-key": func(g *Gen) (string, string) {
		v := "pc" + "sk_" + g.str(alnum, 6) + "_" + g.str(upper, 5) + g.str(digits, 5) + g.str(alnum, 50)
		return v, `pc = Pinecone("` + v + `")`
	},
	"launchdarkly-sdk-key": func(g *Gen) (string, string) {
		v := g.str(hexdig, 8) + "-" + g.str(hexdig, 4) + "-4" + g.str(hexdig, 3) + "-a" + g.str(hexdig, 3) + "-" + g.str(hexdig, 12)
		return v, "flags: sd" + "k-" + v + " (server side)"
	},
	"asterisk-register-secret": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + g.str(alnum, 6)
		return v, "register => 2000:" + v + "@sip.example.net/2000"
	},
	// The nineteenth's: capability URLs, Steam's keys, SDK keys with a
	// format of their own, and a router's keys.
	"webhook-url": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(digits, 4) + g.str(lower+digits, 18)
		return v, "curl -X POST -d @msg.json https://chat.example.net/hooks/" + v
	},
	"deploy-hook-url": func(g *Gen) (string, string) {
		v := g.str(hexdig, 24)
		return v, `rebuild: curl -X POST -d {} https://api.netlify` + `.com/build_hooks/` + v
	},
	"steam-key": func(g *Gen) (string, string) {
		v := strings.ToUpper(g.str(hexdig, 32))
		return v, "./srcds_run -game csgo +map de_dust2 +sv_setsteam" + "account " + v
	},
	"resend-api-key": func(g *Gen) (string, string) {
		v := "r" + "e_" + g.str(upper, 2) + g.str(digits, 2) + g.str(alnum, 4) + "_" + g.str(lower, 4) + g.str(digits, 4) + g.str(alnum, 16)
		return v, `const mailer = new Mailer("` + v + `");`
	},
	"ably-api-key": func(g *Gen) (string, string) {
		v := g.str(alnum, 6) + "." + g.str(alnum, 6) + ":" + g.str(upper, 4) + g.str(digits, 4) + g.str(alnum, 35)
		return v, `const client = new Ably.Rest("` + v + `");`
	},
	"postmark-token": func(g *Gen) (string, string) {
		v := g.str(hexdig, 8) + "-" + g.str(hexdig, 4) + "-4" + g.str(hexdig, 3) + "-8" + g.str(hexdig, 3) + "-" + g.str(hexdig, 12)
		return v, `const client = new postmark.ServerClient("` + v + `");`
	},
	"plivo-auth-token": func(g *Gen) (string, string) {
		v := g.str(upper, 5) + g.str(digits, 5) + g.str(alnum, 30)
		return v, `client = RestClient("MA` + strings.ToUpper(g.str(upper+digits, 18)) + `", "` + v + `")`
	},
	"router-key": func(g *Gen) (string, string) {
		v := g.str(lower, 4) + g.str(upper, 3) + g.str(digits, 3) + g.str(alnum, 6)
		return v, " neighbor 203.0.113.2 password " + v
	},
	"docker-bridge-ip": func(g *Gen) (string, string) {
		return "172.17.0.1", "extra_hosts: host.gateway=172.17.0.1"
	},
	"private-ipv6": func(g *Gen) (string, string) {
		v := fmt.Sprintf("fd%02x:%x:%x::%x", g.r.IntN(256), 1+g.r.IntN(0xfffe), g.r.IntN(0xffff), 1+g.r.IntN(0xfffe))
		return v, fmt.Sprintf("listen [%s]:8080", v)
	},
	// The twentieth push red team's kinds (rules20.go).
	"k3s-token": func(g *Gen) (string, string) {
		v := g.str(hexdig, 32)
		return v, "K1" + "0" + g.str(hexdig, 64) + "::server:" + v
	},
	"neon-api-key": func(g *Gen) (string, string) {
		v := "na" + "pi_" + g.str(lower, 3) + g.str(digits, 3) + g.str(lower+digits, 58)
		return v, "npx -y @neondatabase/mcp-server-neon start " + v
	},
	"proxy-share-link": func(g *Gen) (string, string) {
		v := g.str(hexdig, 8) + "-" + g.str(hexdig, 4) + "-4" + g.str(hexdig, 3) + "-a" + g.str(hexdig, 3) + "-" + g.str(hexdig, 12)
		return v, "vl" + "ess://" + v + "@edge.example.net:443?security=tls&type=ws#edge"
	},
	"3proxy-cleartext-password": func(g *Gen) (string, string) {
		v := g.str(upper, 2) + g.str(digits, 3) + g.str(alnum, 5) + "!" + g.str(alnum, 4)
		return v, "users ops:C" + "L:" + v
	},
	"url-path-credential": func(g *Gen) (string, string) {
		v := g.str(upper, 2) + g.str(digits, 3) + g.str(alnum, 5) + "!" + g.str(alnum, 4)
		return v, "http://panel.example.net:8080/li" + "ve/viewer/" + v + "/1201.ts"
	},
	"tracker-passkey": func(g *Gen) (string, string) {
		v := g.str(hexdig, 32)
		return v, "https://tracker.example.org/" + v + "/ann" + "ounce"
	},
	"caddy-dns-token": func(g *Gen) (string, string) {
		v := g.str(upper, 3) + g.str(digits, 3) + g.str(lower, 3) + g.str(alnum+"_-", 31)
		return v, "\t\tdn" + "s cloudflare " + v
	},
	"gnupg-private-key": func(g *Gen) (string, string) {
		v := strings.ToUpper(g.str(hexdig, 64))
		return v, "Key: (priv" + "ate-key (ecc (curve Ed25519)(flags eddsa)(q #40" + strings.ToUpper(g.str(hexdig, 64)) + "#)(d #" + v + "#)))"
	},
	"sublime-license": func(g *Gen) (string, string) {
		v := "----- BEGIN LIC" + "ENSE -----\nExample Ltd\nSingle User License\nEA7E-" + g.str(digits, 6) + "\n"
		for i := 0; i < 6; i++ {
			h := strings.ToUpper(g.str(hexdig, 32))
			v += h[:8] + " " + h[8:16] + " " + h[16:24] + " " + h[24:] + "\n"
		}
		return v, v + "------ END LICENSE ------"
	},
}

// azureKey is an Azure storage connection string with a fresh key.
func azureKey(g *Gen) (string, string) {
	raw := make([]byte, 64)
	for i := range raw {
		raw[i] = byte(g.r.IntN(256))
	}
	v := base64.StdEncoding.EncodeToString(raw)
	return v, fmt.Sprintf("DefaultEndpointsProtocol=https;AccountName=%s;Account"+"Key=%s;EndpointSuffix=core.windows.net", g.str(lower, 10), v)
}

// teamsWebhook is a Microsoft Teams incoming webhook URL with fresh ids.
func teamsWebhook(g *Gen) (string, string) {
	id := func() string {
		return g.str(hexdig, 8) + "-" + g.str(hexdig, 4) + "-4" + g.str(hexdig, 3) + "-a" + g.str(hexdig, 3) + "-" + g.str(hexdig, 12)
	}
	v := "acme.webhook.office" + ".com/webhookb2/" + id() + "@" + id() + "/IncomingWebhook/" + g.str(hexdig, 32) + "/" + id()
	return v, fmt.Sprintf("url: https://%s", v)
}
