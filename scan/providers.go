package scan

import (
	"net/url"
	"strings"
)

// provider is the short form of a prefixed-token rule: a fixed prefix that
// the keyword pre-filter finds, then the token's own alphabet.
type provider struct {
	id, desc string
	keywords []string
	pattern  string // RE2; group 1 is the token
	entropy  float64
	anchored bool // the match starts where a keyword starts
}

// providerRules are the high-volume providers beyond the first set: each
// token format has a prefix of its own, so each rule runs only where that
// prefix appears. The formats follow each provider's published token
// layout; the patterns are written here, not copied.
func providerRules() []*Rule {
	ps := []provider{
		{"sendgrid-api-key", "SendGrid API key", []string{"sg."},
			`\b(SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43})(?:[^A-Za-z0-9_\-]|$)`, 3.5, true},
		{"azure-storage-key", "Azure storage account key (AccountKey= in a connection string)", []string{"accountkey", "account_key", "account-key"},
			`[aA][cC][cC][oO][uU][nN][tT][_\-]?[kK][eE][yY]["']?\s*(?:=|:)\s*["']?([A-Za-z0-9+/]{86}==)`, 4, true},
		{"azure-ad-client-secret", "Azure AD (Entra ID) application client secret", []string{"q~"},
			`(?:^|[^A-Za-z0-9_~.\-])([A-Za-z0-9_~.\-]{3}[0-9]Q~[A-Za-z0-9_~.\-]{31,34})(?:[^A-Za-z0-9_~.\-]|$)`, 3.5, false},
		{"twilio-api-key", "Twilio API key SID", []string{"sk0", "sk1", "sk2", "sk3", "sk4", "sk5", "sk6", "sk7", "sk8", "sk9", "ska", "skb", "skc", "skd", "ske", "skf"},
			`\b(SK[0-9a-f]{32})\b`, 3, true},
		{"twilio-auth-token", "Twilio auth token", []string{"twilio"},
			fold("twilio") + `[A-Za-z0-9_.\-]{0,30}["']?\s*(?::=|=>|=|:)\s*["']?([0-9a-f]{32})\b`, 3, true},
		{"mailgun-api-key", "Mailgun API key", []string{"key-"}, `\b(key-[0-9a-f]{32})\b`, 3, true},
		{"mailchimp-api-key", "Mailchimp API key", []string{"-us"}, `\b([0-9a-f]{32}-us[0-9]{1,2})\b`, 3, false},
		{"shopify-token", "Shopify access, custom-app or shared-secret token", []string{"shpat_", "shpca_", "shppa_", "shpss_"},
			`\b(shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32})\b`, 3, true},
		{"pypi-token", "PyPI upload token", []string{"pypi-ageichlwas5vcmc"}, `\b(pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,})`, 3.5, true},
		{"huggingface-token", "Hugging Face access or organisation token", []string{"hf_", "api_org_"}, `\b((?:hf_|api_org_)[A-Za-z]{34})\b`, 3.5, true},
		{"digitalocean-token", "DigitalOcean personal, OAuth or refresh token", []string{"dop_v1_", "doo_v1_", "dor_v1_"},
			`\b(do[opr]_v1_[a-fA-F0-9]{64})\b`, 3, true},
		{"discord-webhook", "Discord webhook URL", []string{"discord.com/api/webhooks/", "discordapp.com/api/webhooks/"},
			`(discord(?:app)?\.com/api/webhooks/[0-9]{17,20}/[A-Za-z0-9_\-]{60,68})`, 3.5, true},
		{"telegram-bot-token", "Telegram bot token", []string{":aa"}, `\b([0-9]{8,10}:AA[A-Za-z0-9_\-]{33})(?:[^A-Za-z0-9_\-]|$)`, 3.5, false},
		{"square-token", "Square access or OAuth secret", []string{"sq0atp-", "sq0csp-", "eaaa"},
			`\b(sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,43}|EAAA[A-Za-z0-9_\-]{22,60})(?:[^A-Za-z0-9_\-]|$)`, 3.5, true},
		{"databricks-token", "Databricks personal access token", []string{"dapi"}, `\b(dapi[a-f0-9]{32}(?:-[0-9])?)\b`, 3, true},
		{"postman-api-key", "Postman API key", []string{"pmak-"}, `\b(PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34})\b`, 3, true},
		{"linear-api-key", "Linear API key", []string{"lin_api_"}, `\b(lin_api_[A-Za-z0-9]{40})\b`, 3.5, true},
		{"grafana-token", "Grafana service-account or cloud token", []string{"glsa_", "glc_", "eyjrijoi"},
			`\b(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|glc_[A-Za-z0-9+/]{32,400}={0,2}|eyJrIjoi[A-Za-z0-9+/]{60,400}={0,2})`, 3.5, true},
		{"newrelic-key", "New Relic user API, browser or insert key", []string{"nrak-", "nrjs-", "nrii-"},
			`\b(NRAK-[A-Z0-9]{27}|NRJS-[a-f0-9]{19}|NRII-[A-Za-z0-9_\-]{32})(?:[^A-Za-z0-9_\-]|$)`, 3, true},
		{"vault-token", "HashiCorp Vault service or batch token", []string{"hvs.", "hvb."}, `\b(hv[sb]\.[A-Za-z0-9_\-]{90,200})`, 3.5, true},
		{"pulumi-token", "Pulumi access token", []string{"pul-"}, `\b(pul-[a-f0-9]{40})\b`, 3, true},
		{"age-secret-key", "age encryption secret key", []string{"age-secret-key-1"},
			`\b(AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58})\b`, 3.5, true},
		{"sentry-token", "Sentry organisation or user auth token", []string{"sntrys_", "sntryu_"},
			`\b(sntry[su]_[A-Za-z0-9+/=_\-]{40,400})`, 3.5, true},
		{"dockerhub-token", "Docker Hub personal or organisation access token", []string{"dckr_pat_", "dckr_oat_"},
			`\b(dckr_(?:pat|oat)_[A-Za-z0-9_\-]{27,32})(?:[^A-Za-z0-9_\-]|$)`, 3.5, true},
		{"supabase-token", "Supabase access token", []string{"sbp_"}, `\b(sbp_[a-f0-9]{40})\b`, 3, true},
		{"doppler-token", "Doppler token", []string{"dp.pt.", "dp.st.", "dp.ct.", "dp.sa."},
			`\b(dp\.(?:pt|st|ct|sa)\.[A-Za-z0-9]{40,44})\b`, 3.5, true},
		{"onepassword-token", "1Password service-account token", []string{"ops_eyj"}, `\b(ops_eyJ[A-Za-z0-9+/=_\-]{100,})`, 3.5, true},
		{"alibaba-access-key", "Alibaba Cloud AccessKey ID", []string{"ltai"}, `\b(LTAI[A-Za-z0-9]{20})\b`, 3.5, true},
		{"atlassian-api-token", "Atlassian API token", []string{"atatt3"}, `\b(ATATT3[A-Za-z0-9_\-=]{186})`, 3.5, true},
		{"heroku-token", "Heroku API key (new format)", []string{"hrku-"}, `\b(HRKU-AA[0-9A-Za-z_\-]{58})`, 3.5, true},
		{"flyio-token", "Fly.io access token", []string{"fo1_", "fm1a_", "fm1r_", "fm2_"}, `\b((?:fo1|fm1[ar]|fm2)_[A-Za-z0-9+/=_\-]{43,})`, 3.5, true},
		{"stripe-webhook-secret", "Stripe webhook signing secret", []string{"whsec_"}, `\b(whsec_[A-Za-z0-9+/=]{32,})`, 3.5, true},
		{"openrouter-api-key", "OpenRouter API key", []string{"sk-or-v1-"}, `\b(sk-or-v1-[a-f0-9]{64})\b`, 3, true},
		{"groq-api-key", "Groq API key", []string{"gsk_"}, `\b(gsk_[A-Za-z0-9]{52})\b`, 3.5, true},
		{"replicate-api-token", "Replicate API token", []string{"r8_"}, `\b(r8_[A-Za-z0-9]{37})\b`, 3.5, true},
		{"perplexity-api-key", "Perplexity API key", []string{"pplx-"}, `\b(pplx-[A-Za-z0-9]{48})\b`, 3.5, true},
		{"xai-api-key", "xAI API key", []string{"xai-"}, `\b(xai-[A-Za-z0-9]{80})\b`, 3.5, true},
		// Third pass: the rest of the token formats gitleaks knows that have
		// a prefix of their own.
		{"aws-bedrock-key", "Amazon Bedrock API key (long- or short-lived)", []string{"absk", "bedrock-api-key-"},
			`\b(ABSK[A-Za-z0-9+/]{109,269}={0,2}|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=%_\-]{20,1000})`, 3.5, true},
		{"airtable-token", "Airtable personal access token", []string{"pat"}, `\b(pat[A-Za-z0-9]{14}\.[a-f0-9]{64})\b`, 3.5, true},
		{"artifactory-token", "JFrog Artifactory API key or reference token", []string{"akcp", "cmvmd"},
			`\b(AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})\b`, 3.5, true},
		{"cloudflare-origin-ca-key", "Cloudflare Origin CA key", []string{"v1.0-"}, `\b(v1\.0-[a-f0-9]{24}-[a-f0-9]{146})\b`, 3, true},
		{"clojars-token", "Clojars deploy token", []string{"clojars_"}, `\b(CLOJARS_[A-Za-z0-9]{60})\b`, 3.5, true},
		{"dynatrace-token", "Dynatrace API token", []string{"dt0c01."}, `\b(dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64})\b`, 3.5, true},
		{"easypost-key", "EasyPost API key", []string{"ezak", "eztk"}, `\b(EZ[AT]K[A-Za-z0-9]{54})\b`, 3.5, true},
		{"duffel-token", "Duffel API token", []string{"duffel_"}, `\b(duffel_(?:test|live)_[A-Za-z0-9_\-=]{43})(?:[^A-Za-z0-9_\-=]|$)`, 3.5, true},
		{"frameio-token", "Frame.io API token", []string{"fio-u-"}, `\b(fio-u-[A-Za-z0-9_\-=]{64})(?:[^A-Za-z0-9_\-=]|$)`, 3.5, true},
		{"flutterwave-key", "Flutterwave secret key", []string{"flwseck"},
			`\b(FLWSECK(?:_TEST)?-[a-hA-H0-9]{32}-[xX]|FLWSECK_TEST-?[a-hA-H0-9]{12})\b`, 3, true},
		{"terraform-cloud-token", "HashiCorp Terraform Cloud API token", []string{".atlasv1."},
			`\b([A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9_\-=]{60,70})(?:[^A-Za-z0-9_\-=]|$)`, 3.5, false},
		{"harness-token", "Harness personal or service-account token", []string{"pat.", "sat."},
			`\b((?:pat|sat)\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20})\b`, 3.5, true},
		{"infracost-key", "Infracost API key", []string{"ico-"}, `\b(ico-[A-Za-z0-9]{32})\b`, 3.5, true},
		{"mapbox-secret-token", "Mapbox secret access token", []string{"sk.eyj"}, `\b(sk\.eyJ[A-Za-z0-9_\-]{50,400}\.[A-Za-z0-9_\-]{20,})`, 3.5, true},
		{"teams-webhook", "Microsoft Teams incoming webhook URL", []string{".webhook.office.com/webhookb2/"},
			`\b([a-z0-9\-]+\.webhook\.office\.com/webhookb2/[a-f0-9\-]{36}@[a-f0-9\-]{36}/IncomingWebhook/[a-f0-9]{32}/[a-f0-9\-]{36})`, 3, false},
		{"notion-token", "Notion integration token", []string{"ntn_"}, `\b(ntn_[0-9]{11}[A-Za-z0-9]{35})\b`, 3.5, true},
		{"octopus-deploy-key", "Octopus Deploy API key", []string{"api-"}, `\b(API-[A-Z0-9]{26})\b`, 3.5, true},
		{"openshift-token", "OpenShift user token", []string{"sha256~"}, `\b(sha256~[A-Za-z0-9_\-]{43})(?:[^A-Za-z0-9_\-]|$)`, 3.5, true},
		{"planetscale-token", "PlanetScale service token, password or OAuth token", []string{"pscale_"},
			`\b(pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_\-.=]{32,64})(?:[^A-Za-z0-9_\-.=]|$)`, 3.5, true},
		{"prefect-key", "Prefect API key", []string{"pnu_"}, `\b(pnu_[A-Za-z0-9]{36})\b`, 3.5, true},
		{"readme-key", "ReadMe API key", []string{"rdme_"}, `\b(rdme_[a-z0-9]{70})\b`, 3.5, true},
		{"rubygems-key", "RubyGems API key", []string{"rubygems_"}, `\b(rubygems_[a-f0-9]{48})\b`, 3, true},
		{"scalingo-token", "Scalingo API token", []string{"tk-us-"}, `\b(tk-us-[A-Za-z0-9_\-]{48})(?:[^A-Za-z0-9_\-]|$)`, 3.5, true},
		{"brevo-key", "Brevo (Sendinblue) API key", []string{"xkeysib-"}, `\b(xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16})\b`, 3.5, true},
		{"shippo-token", "Shippo API token", []string{"shippo_"}, `\b(shippo_(?:live|test)_[a-fA-F0-9]{40})\b`, 3, true},
		{"sourcegraph-token", "Sourcegraph access token", []string{"sgp_"}, `\b(sgp_(?:[a-f0-9]{16}_|local_)?[a-f0-9]{40})\b`, 3, true},
		{"typeform-token", "Typeform personal access token", []string{"tfp_"}, `\b(tfp_[A-Za-z0-9_\-.=]{59})(?:[^A-Za-z0-9_\-.=]|$)`, 3.5, true},
		{"plaid-token", "Plaid access token", []string{"access-sandbox-", "access-development-", "access-production-"},
			`\b(access-(?:sandbox|development|production)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12})\b`, 3, true},
		{"stripe-test-key", "Stripe test-mode secret or restricted key", []string{"sk_test_", "rk_test_"},
			`\b((?:sk|rk)_test_[A-Za-z0-9]{24,99})\b`, 3.5, true},
		{"clickhouse-cloud-key", "ClickHouse Cloud API secret key", []string{"4b1d"}, `\b(4b1d[A-Za-z0-9]{38})\b`, 3.5, true},
		{"facebook-token", "Facebook (Meta) access token", []string{"eaa"}, `\b(EAA[A-Z][A-Za-z0-9]{100,400})\b`, 4, true},
		{"twitter-bearer-token", "Twitter (X) app bearer token", []string{strings.Repeat("a", 22)},
			`\b(A{22}[A-Za-z0-9%]{80,120})(?:[^A-Za-z0-9%+/=]|$)`, 0, true},
		{"onepassword-secret-key", "1Password account secret key", []string{"a3-"},
			`\b(A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5})\b`, 3.5, true},
		{"adobe-client-secret", "Adobe client secret", []string{"p8e-"}, `\b(p8e-[A-Za-z0-9]{32})\b`, 3.5, true},
		{"authress-key", "Authress service client access key", []string{".acc_", ".acc-"},
			`\b((?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\.[a-z0-9]{4,6}\.acc[_\-][a-z0-9\-]{10,32}\.[A-Za-z0-9+/_=\-]{30,120})`, 3.5, false},
		{"gitlab-session-cookie", "GitLab session cookie", []string{"_gitlab_session="}, `_gitlab_session=([0-9a-z]{32})\b`, 3, true},
		{"intra42-client-secret", "42 Intra API client secret", []string{"s-s4t2"}, `\b(s-s4t2(?:ud|af)-[a-fA-F0-9]{64})\b`, 3, true},
		{"maxmind-license-key", "MaxMind license key", []string{"_mmk"}, `\b([A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk)\b`, 3.5, false},
		{"sidekiq-credentials", "Sidekiq Pro/Enterprise gem server credentials", []string{"contribsys"},
			`\b(?:BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM["']?\s*(?::|=)\s*["']?|https?://)([a-fA-F0-9]{8}:[a-fA-F0-9]{8})(?:@(?:gems|enterprise)\.contribsys\.com|[^A-Za-z0-9:]|$)`, 2.5, false},
		{"sonarqube-token", "SonarQube user, project or analysis token", []string{"squ_", "sqp_", "sqa_"}, `\b(sq[upa]_[a-fA-F0-9]{40})\b`, 3, true},
		{"yandex-key", "Yandex Cloud API key or IAM token", []string{"aqvn", "t1."},
			`\b(AQVN[A-Za-z0-9_\-]{35,38}|t1\.[A-Za-z0-9_\-]+={0,2}\.[A-Za-z0-9_\-]{86}={0,2})(?:[^A-Za-z0-9_\-=]|$)`, 3.5, true},
		{"settlemint-token", "SettleMint access token", []string{"sm_aat_", "sm_pat_", "sm_sat_"}, `\b(sm_(?:aat|pat|sat)_[A-Za-z0-9]{16})\b`, 3, true},
	}
	out := make([]*Rule, len(ps))
	for i, p := range ps {
		out[i] = &Rule{ID: p.id, Category: CatSecret, Description: p.desc, Keywords: p.keywords, Pattern: p.pattern,
			SecretGroup: 1, Entropy: p.entropy, Severity: Block, Anchored: p.anchored,
			Replace: "REDACTED-" + strings.ToUpper(strings.TrimSuffix(strings.TrimSuffix(p.id, "-token"), "-key")), Valid: notPlaceholder}
		switch p.id {
		case "twitter-bearer-token":
			out[i].Valid = twitterBearer
		case "square-token", "facebook-token":
			out[i].Valid = notInBase64
		}
	}
	return out
}

// twitterBearer vets an app bearer token: 22 A's (a zero-padded header), then
// random text that holds a percent-encoded byte. A run of A's inside a
// base64 blob (an image, zeroed bytes) has no %.
func twitterBearer(text []byte, s, e int) bool {
	v := string(text[s:e])
	return strings.IndexByte(v, '%') > 0 && entropy(v[22:]) >= 4 && notPlaceholder(text, s, e)
}

// notInBase64 refuses a match that is a piece of a base64 blob: EAAA is
// how zeroed bytes encode (a binary in a testdata .base64 file), so Square's
// and Meta's prefixes turn up inside blobs. A token stands alone and has no
// run of A's after its prefix.
func notInBase64(text []byte, s, e int) bool {
	if s > 0 && (text[s-1] == '+' || text[s-1] == '/') || e < len(text) && strings.IndexByte("+/=", text[e]) >= 0 {
		return false
	}
	return !strings.Contains(string(text[s+4:e]), "AAAA") && notPlaceholder(text, s, e)
}

// urlSchemes are the URL schemes whose user:password@ part is checked.
var urlSchemes = []string{"postgres://", "postgresql://", "mysql://", "mariadb://", "mongodb://", "mongodb+srv://",
	"redis://", "rediss://", "amqp://", "amqps://", "mssql://", "sqlserver://", "ftp://", "sftp://", "smtp://",
	"smtps://", "ldap://", "ldaps://", "http://", "https://", "nats://", "kafka://", "clickhouse://", "cockroachdb://",
	"oracle://", "snowflake://", "neo4j://", "bolt://"}

// urlPassword vets the password of a user:password@host URL: placeholders
// (${DB_PASS}, <password>, an upper-case variable name) and the textbook
// passwords of docs and local setups (user:password@localhost,
// postgres:postgres, guest:guest) pass.
func urlPassword(text []byte, s, e int) bool {
	pw := string(text[s:e])
	if u, err := url.PathUnescape(pw); err == nil {
		pw = u // p%40ssword is p@ssword
	}
	if pw == "" || placeholder(pw) || pw[0] == '$' || pw[0] == '%' || pw[0] == ':' || pw[0] == '{' || pw[0] == '[' {
		return false
	}
	if strings.Trim(pw, "*xX.#-_") == "" || strings.Trim(pw, upper+"_0123456789") == "" {
		return false // masked, or a variable name
	}
	l := strings.ToLower(pw)
	for _, w := range []string{"pass", "pwd", "secret", "changeme", "admin", "guest", "root", "test", "demo",
		"default", "foobared", "qwerty", "letmein", "hunter2", "12345", "token", "user", "ssword", "p@ss",
		"tiger", "changeit", "welcome", "s3cr", "pa55", "p4ss", "sekret"} {
		if strings.Contains(l, w) {
			return false
		}
	}
	switch l {
	case "postgres", "mysql", "redis", "mongo", "mongodb", "rabbitmq", "sa", "foo", "bar", "baz", "pw", "p", "x", "abc", "abc123", "db", "app":
		return false
	}
	// The user name repeated as the password (postgres:postgres@).
	k := s - 1
	for k > 0 && text[k-1] != '/' && text[k-1] != ' ' {
		k--
	}
	if k < s-1 && strings.EqualFold(string(text[k:s-1]), pw) {
		return false
	}
	// Web URLs carry user:password@ mostly in docs: ask more of them.
	scheme := strings.ToLower(string(text[max(0, k-8):k]))
	if strings.HasSuffix(scheme, "http://") || strings.HasSuffix(scheme, "https://") || strings.HasSuffix(scheme, "ftp://") {
		return len(pw) >= 8 && classes(pw) >= 3 && entropy(pw) >= 3
	}
	return true
}
