package scan

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/scan/scantest"
)

// falsePositives are lines each rule must stay silent on: documentation
// examples, placeholders, look-alikes and code that merely names a thing.
var falsePositives = map[string][]string{
	"webhook-url": {"https://your-mattermost-server.com/hooks/xxx-generatedkey-xxx", "GET /api/v4/projects/42/hooks/1234",
		"https://hook.eu1.make.com/<webhook-id>", "cp hooks/pre-commit .git/hooks/pre-commit", "https://gitea.example.org/api/v1/repos/o/r/hooks/17",
		"https://chat.example.org/hooks/abcdefghijklmnopqrstuvwxyz"},
	"deploy-hook-url": {"curl -X POST -d {} https://api.netlify" + ".com/build_hooks/${NETLIFY_HOOK_ID}", "https://api.render.com/deploy/srv-abc123def456?key=${{ secrets.RENDER_KEY }}",
		"https://api.netlify" + ".com/build_hooks/" + strings.Repeat("0", 24), "https://api.netlify" + ".com/build_hooks/0123456789abcdef01234567"},
	"steam-key": {"+sv_setsteamaccount ${GSLT}", "+sv_setsteamaccount " + strings.Repeat("0", 32), "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={key}&steamids=76561197960287930",
		"https://store.steampowered.com/app/440/?key=0123456789ABCDEF0123456789ABCDEF"},
	"resend-api-key": {`new Resend(process.env.RESEND_API_KEY)`, `"re_123456789"`, `x = re_compile_pattern_with_flags(a)`, `"re_xxxxxxxx_xxxxxxxxxxxxxxxxxxxxxxxx"`},
	"ably-api-key":   {`new Ably.Realtime({ authUrl: "/api/ably/token" })`, `ably key: appid.keyid:secret`, `const ably = new Ably.Rest("xVLyHw.A-pwh7:XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX")`},
	"postmark-token": {`new postmark.ServerClient("POSTMARK_API_TEST")`, `new postmark.ServerClient(process.env.POSTMARK_TOKEN)`,
		`new ServerClient("00000000-0000-0000-0000-000000000000")`, `new ServerClient("xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx")`},
	"plivo-auth-token": {`client = plivo.RestClient()`, `client = plivo.RestClient("MAXXXXXXXXXXXXXXXXXX", os.environ["PLIVO_AUTH_TOKEN"])`,
		`plivo.RestClient("MAXXXXXXXXXXXXXXXXXX", "YOUR_AUTH_TOKEN_GOES_HERE_XXXXXXXXXXXXXX")`},
	"router-key": {" neighbor 198.51.100.2 password 7 0822455D0A16544541", " ip ospf message-digest-key 1 md5 {{ ospf_key }}", " neighbor 198.51.100.2 remote-as 64500",
		" neighbor PEERS password mypassword", "tacacs-server key 7 060506324F41584B56", "key-string $KEY_STRING", " key-string 7 070C285F4D06",
		" key-string cisco123", " ip ospf authentication-key Cisco12!", " ip ospf message-digest-key 1 md5 MyS3cretKey"},
	"aws-access-key-id": {
		"aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
		"key = AKIAXXXXXXXXXXXXXXXX",
		"id := \"akiaiosfodnn7example1\"",
		"AKIA1234", // too short
	},
	"aws-secret-access-key": {
		"aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
		"aws_secret_access_key = os.Getenv(\"AWS_SECRET_ACCESS_KEY\")",
		"aws_secret_access_key = aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
	},
	"github-pat": {
		"ghp_ is the prefix of a classic token",
		"example: " + "gh" + "p_" + "16C7e42F292c6912E7710c838347Ae178B4a", // GitHub's docs example
		"token := \"ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\"",
		"ghp_abc123",
	},
	"github-fine-grained-pat": {"github_pat_ prefix", "github_pat_short_1234"},
	"github-oauth":            {"gho_", "gho_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"},
	"github-app-token":        {"ghs_token_name", "ghu_1234"},
	"github-refresh-token":    {"ghr_short"},
	"gitlab-token":            {"glpat-xxxxxxxxxxxxxxxxxxxx", "glpat-short"},
	"slack-token":             {"xoxb-your-token-here", "xoxb-"},
	"slack-webhook":           {"https://hooks.slack.com/services/XXXXXXXX", "hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"},
	"stripe-live-key":         {"sk_test_" + strings.Repeat("a1B2", 6), "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "sk_live_"},
	"google-api-key":          {"AIzaSyXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "AIza-example"},
	"openai-api-key":          {"sk-proj-your-key-here", "OPENAI_API_KEY=sk-...", "sk-1234"},
	"anthropic-api-key":       {"sk-ant-api03-...", "ANTHROPIC_API_KEY=sk-ant-xxxx"},
	"npm-token":               {"npm_config_registry=https://registry.npmjs.org", "npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"},
	"private-key": {
		"-----BEGIN RSA PRIVATE KEY-----",
		"-----BEGIN PUBLIC KEY-----\n" + strings.Repeat("QUJD", 20) + "\n-----END PUBLIC KEY-----",
		"if strings.HasPrefix(s, \"-----BEGIN OPENSSH PRIVATE KEY-----\") {",
	},
	"jwt": {
		// The jwt.io sample token, in pieces.
		"Bearer " + "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9" + ".eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ" +
			".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
		"eyJhbGciOiJIUzI1NiJ9", "token: eyJ...", "eyJxxxxxxxxxxxxxx.eyJxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxx"},
	"fcm-server-key":    {"AAAA" + "xxxxxxx:APA91b" + strings.Repeat("x", 134), "APA91b is the prefix of a legacy FCM key"},
	"django-secret-key": {"SECRET_KEY = 'django-insecure-" + strings.Repeat("x", 50) + "'", "SECRET_KEY = 'django-insecure-change-me'"},
	"putty-private-key": {"Private-Lines: 2\n\nPrivate-MAC: 00", "PuTTY-User-Key-File-3: ssh-ed25519"},
	"ssh2-private-key": {"---- BEGIN SSH2 PUBLIC KEY ----\nComment: \"dev\"\nAAAAB3NzaC1yc2EAAAADAQABAAAAgQC7\nAAAAB3NzaC1yc2EAAAADAQABAAAAgQC7\n---- END SSH2 PUBLIC KEY ----",
		"---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----\n---- END SSH2 ENCRYPTED PRIVATE KEY ----"},
	"private-key-dump": {"Modulus:\n    00:c3:5a:11:08:2b:7e:90:aa:bb:cc:dd:ee:ff:00:11:\n    22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff:00:11:\n",
		"pub:\n    04:11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff:\n    00:11:22:33:44:55:66:77:88:99:aa:bb:cc:dd:ee:ff:\n", "priv: (none)"},
	"openssh-key-body": {"b3BlbnNzaC1rZXktdjEA is openssh-key-v1 in base64", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGsrKpDo3Rle1mR1PUOpx+kjOAs4VgF0ktL0CRSy0w8n dev@host"},
	"sql-password": {"CREATE USER app IDENTIFIED BY :password;", "ALTER USER x IDENTIFIED BY VALUES 'S:1234'",
		"CREATE USER u IDENTIFIED BY 'changeme';", "-- identified by password", "IDENTIFIED BY pass",
		"// DeleteSpec returns edits to delete the {Type,Value}Spec identified by curSpec9x.", "the type identified by remoteId2Xy", `// Here the function identified by "repeat" is overwritten.`},
	"call-credential": {`client.login("user", "password")`, `conn = connect("db.example.com", "app", os.environ["PW"])`,
		`c := Client("GET", "https://example.com/api/v1/items")`, `login('alice', 'secret123')`, `connect("localhost", "root", "")`},
	"url-query-key": {"?appid=YOUR_API_KEY", "&api_key=<api-key>", "?access_token=${TOKEN}", "?apikey=abcdefghijklmnopqrstuvwx",
		"?api_key=" + strings.Repeat("0", 32)},
	"generic-secret": {
		"go test -vet=off -run Fuzz_pass corpustesting/fuzz_testdata_corpus_test.go",
		"//go:linkname secret_getStack runtime/secret.getStack",
		// Algorithm names (issue 25).
		`private static final String SECRET_KEY_ALGORITHM = "PBKDF2WithHmacSHA256";`, `TOKEN_CIPHER = "AES/GCM/NoPadding"`,
		`jwt_secret_alg: "HS512"`, `password_hash = "argon2id"`,
		"login(username, password, \"https://auth.example.com/v2/token\")",
		"fmt.Sprintf(\"%s = %s\", \"password\", \"Xk29fjQ2Lm81vTzq7\")",
		"kinds := []string{\"dockerhub-token\", \"doppler-token\", \"stripe-webhook-secret\"}",
		"define('DB_PASSWORD', getenv('DB_PASSWORD'));",
		"f(password, \"Xy7kQ2mN9pL4rT8w\")",
		"primary_key = \"id\"",
		"cache_key = \"user:profile:v2\"",
		"sort_key: " + "createdAt2024Index",
		"public_key = \"MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + "4fXq0bP3yR7tJ9mK2wL8vN6cA1sD5eF7gH9jK0lM\"",
		"idempotency_key = \"0b6f1c2e-8d3a-4f5b-9c7e-2a1d3e4f5a6b\"",
		"s3_key = \"uploads/2024/report-final.pdf\"",
		"NEXT_PUBLIC_RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
		"author = \"Jane Doe\"",
		"auth: true",
		"authority = \"login.microsoftonline.com\"",
		"ENV NODE_ENV production",
		"the password is rotated every 90 days by the provisioner",
		"Password Authentication2024 is disabled",
		"<add key=\"ClearTextPassword\" value=\"%NUGET_PASSWORD%\" />",
		"machine api.example.com login me password $NETRC_PASSWORD",
		"password = os.Getenv(\"DB_PASSWORD\")",
		"password: ${DB_PASSWORD}",
		"token = getTokenFromEnvironment(ctx)",
		"secret_key = \"changeme-changeme\"",
		// Where a secret is kept, named by a URL with no credentials.
		"secretsprovider: awskms://alias/pulumi-billing?region=eu-west-1",
		"secret_store = \"vault://kv/data/ci/deploy\"",
		"password = \"<your-password-here>\"",
		"const tokenKind = tokenizer.Identifier",
		"api_key: REDACTED",
		"password = \"hunter2\"",
		"passwordField = passwordInputElement",
		"token = strings.TrimSpace",
		"cmd.SysProcAttr.Credential = &syscall.Credential{}",
		"tokens = 2*maxCompilerConcurrency + minTokens*cfg.BuildP",
		"const _token_name = \"EOFnameliteralopop=opop=:=<-*([{)]},;:\"",
		"password = $DB_PASSWORD_FROM_VAULT",
		"api_key_id = AKID1234567890abcdef",
		"out.secret = envDump(words) || in.secret && passesThrough(name)",
		"return output{secret: envDump(words)}",
		"token = lexer.nextToken(src, pos)",
		"Vaults.Credentials = credentials_1.Credentials;",
		"max_tokens: this.#state.params.max_tokens,",
		"exports.CreateOAuth2TokenCommand = CreateOAuth2TokenCommand;",
		"tokenInput: CreateOAuth2TokenRequestBody | undefined;",
		"const startToken = ++this.autocompleteStartToken;",
		"client_secret: ClientSecret$inboundSchema,",
		"export GOOGLE_APPLICATION_CREDENTIALS=\"/path/to/service-account.json\"",
		"const GCP_VERTEX_CREDENTIALS_MARKER = \"gcp-vertex-credentials\";",
		"const X_AWS_EC2_METADATA_TOKEN = \"x-aws-ec2-metadata-token\";",
		"K8S_VOLUME_TYPE_VALUE_SECRET = K8S_VOLUME_TYPE_VALUE_SECRET;",
		"SecretId: arn:aws:secretsmanager:us-east-1:123456789012:secret:SecretName-6RandomCharacters",
		"exports2.IdTokenClient = exports2.IAMAuth = exports2.GCPEnv = exports2.Compute;",
		"var OIDC_SUBJECT_TOKEN_TYPE2 = \"urn:ietf:params:oauth:token-type:jwt\";",
		"Local<v8::Private> private_key = v8::Private::ForApi(isolate, key);",
		"_revokeTokenAsync2 = _asyncToGenerator(/* @__PURE__ */ _regenerator().m(function _callee() {",
		"Napi::String password = Napi::String::New(env, value);",
		"constructor({applyChecksum:q,credentials:K,region:_,service:z,sha256:Y,uriEscapePath:j}){",
		"var NN3={GetRoleCredentialsCommand:FH1,ListAccountRolesCommand:bM8,ListAccounts:x1}",
		"Yp7.SAFE_TOKEN_CHARS=Yp7.HEADER_CHARS=Yp7.TOKEN=Yp7.STRICT_TOKEN=Yp7.HEX=Yp7",
		"if(e.type&&this.lastTokEnd===e.end&&!this.canInsertSemicolon())",
		"{CanceledError:JI5,isCancel:XI5,CancelToken:MI5,VERSION:PI5,all:WI5}",
		"const version = (bigEndian ? Token.UINT16_BE : Token.UINT16_LE).get(this.buffer, 2);",
		"this.tokenMap=null,this._boundGetRawIdentifier=null,this._printSemicolonBeforeNextToken=-1",
		"{HTTP_TOKEN_CODEPOINTS:Mg6,isomorphicDecode:Cp7}",
		"secretAccessKey:Y.SecretAccessKey,sessionToken:Y.Token,expiration:(0,nz3.parseRfc3339DateTime)(Y.Expiration)",
		"const modelMaxTokens = resolveOpenAICompletionsModelMaxTokens(model);",
		"token = get(basicJSON, \"name.here\")",
	},
	"private-ip": {
		// Versions (issue 25): V8's four parts, a .NET binding range, a
		// user agent's product token, a changelog heading, a tarball name,
		// and an address embedded in a name.
		`{"name":"nodejs","version":"20.1.0","v8":"10.2.154.13"}`, `<bindingRedirect oldVersion="0.0.0.0-10.0.0.0" newVersion="10.0.0.0" />`,
		"Chrome/120.0.6099.109 Edg/10.0.1.2", "## 10.2.3.4 (2024-03-01)", "- bumped V8 to 10.2.154.13",
		"https://registry.npmjs.org/x/-/x-10.5.3.4.tgz", "// HMAC_DRBG_Update, per Section 10.1.2.2.", "10.10.10.10.example.com resolves to the address in its name", "chromium 10.2.3.4",
		"version 10.2.3",
		"oid 1.3.6.1.4.1.10.2.3.4",
		"v10.1.2.3",
		"allow 10.0.0.0/8 and 192.168.0.0/16",
		"docs use 192.0.2.10 and 198.51.100.7 and 203.0.113.9",
		"10.300.1.1",
		"public 8.8.8.8",
		" * @example 10.1.2.80",
		"the peer address, e.g. 192.168.0.1",
		"const ECS_CONTAINER_HOST = \"169.254.170.2\";",
		"metadata at http://169.254.169.254/latest/meta-data/",
	},
	"sendgrid-api-key":         {"SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "msg.Header"},
	"azure-storage-key":        {"AccountKey=" + strings.Repeat("x", 86) + "==", "AccountKey=<key>"},
	"azure-ad-client-secret":   {"client_secret = xxx8Q~xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "a~b Q~ c"},
	"twilio-api-key":           {"SK" + strings.Repeat("0", 32), "skeleton"},
	"twilio-auth-token":        {"twilio_auth_token: " + strings.Repeat("a", 32), "twilio_auth_token: ${TWILIO_AUTH_TOKEN}"},
	"mailgun-api-key":          {"key-" + strings.Repeat("0", 32), "api-key-name"},
	"mailchimp-api-key":        {strings.Repeat("0", 32) + "-us1", "en-us"},
	"shopify-token":            {"shp" + "at_" + strings.Repeat("0", 32), "shpat_"},
	"pypi-token":               {"pypi-AgEIcHlwaS5vcmc", "pypi-token"},
	"huggingface-token":        {"hf_" + strings.Repeat("x", 34), "hf_hub_download"},
	"digitalocean-token":       {"dop_v1_" + strings.Repeat("0", 64), "dop_v1_"},
	"discord-webhook":          {"https://discord.com/api/webhooks/123/abc"},
	"telegram-bot-token":       {"123456789:AA" + strings.Repeat("x", 33), "00:AA:BB:CC"},
	"square-token":             {"sq0atp-" + strings.Repeat("x", 22), "SIsVxVYNAEiF0nQtDx+EAAAAAABIgfkAAEAAc0hIixTKSIXSdBNJgeD//x8ASQHQSIHC//8fAOsF"},
	"databricks-token":         {"dapi" + strings.Repeat("0", 32), "dapi"},
	"postman-api-key":          {"PMAK-" + strings.Repeat("0", 24) + "-" + strings.Repeat("0", 34)},
	"linear-api-key":           {"lin_api_" + strings.Repeat("x", 40)},
	"grafana-token":            {"glsa_" + strings.Repeat("x", 32) + "_00000000", "glc_"},
	"newrelic-key":             {"NRAK-" + strings.Repeat("X", 27)},
	"vault-token":              {"hvs." + strings.Repeat("x", 95), "hvs.example"},
	"pulumi-token":             {"pul-" + strings.Repeat("0", 40)},
	"age-secret-key":           {"AGE-SECRET-KEY-1" + strings.Repeat("Q", 58)},
	"sentry-token":             {"sntrys_" + strings.Repeat("x", 64)},
	"dockerhub-token":          {"dckr_pat_" + strings.Repeat("x", 27), "dckr_pat_"},
	"supabase-token":           {"sbp_" + strings.Repeat("0", 40)},
	"doppler-token":            {"dp.pt." + strings.Repeat("x", 43)},
	"onepassword-token":        {"ops_eyJ" + strings.Repeat("x", 120)},
	"alibaba-access-key":       {"LTAI" + strings.Repeat("x", 20), "LTAIxxxx"},
	"atlassian-api-token":      {"ATATT3" + strings.Repeat("x", 186)},
	"heroku-token":             {"HRKU-AA" + strings.Repeat("x", 58)},
	"flyio-token":              {"fo1_" + strings.Repeat("x", 43)},
	"stripe-webhook-secret":    {"whsec_" + strings.Repeat("x", 32), "whsec_..."},
	"openrouter-api-key":       {"sk-or-v1-" + strings.Repeat("0", 64)},
	"groq-api-key":             {"gsk_" + strings.Repeat("x", 52)},
	"replicate-api-token":      {"r8_" + strings.Repeat("x", 37)},
	"perplexity-api-key":       {"pplx-" + strings.Repeat("x", 48)},
	"xai-api-key":              {"xai-" + strings.Repeat("x", 80)},
	"aws-bedrock-key":          {"ABSK" + strings.Repeat("x", 120), "ABSKOLUTE", "bedrock-api-key-"},
	"airtable-token":           {"pat" + strings.Repeat("x", 14) + "." + strings.Repeat("0", 64), "pattern.match(x)", "path.Join(a, b)"},
	"artifactory-token":        {"AKCp" + strings.Repeat("x", 69), "AKCp"},
	"cloudflare-origin-ca-key": {"v1.0-" + strings.Repeat("0", 24) + "-" + strings.Repeat("0", 146), "version v1.0-rc1"},
	"clojars-token":            {"CLOJARS_" + strings.Repeat("x", 60), "CLOJARS_USERNAME=me"},
	"dynatrace-token":          {"dt0c01." + strings.Repeat("X", 24) + "." + strings.Repeat("X", 64), "dt0c01.ABC.DEF"},
	"easypost-key":             {"EZAK" + strings.Repeat("x", 54), "EZAK"},
	"duffel-token":             {"duffel_test_" + strings.Repeat("x", 43), "duffel_live_..."},
	"frameio-token":            {"fio-u-" + strings.Repeat("x", 64), "fio-u-"},
	"flutterwave-key":          {"FLWSECK_TEST-" + strings.Repeat("0", 32) + "-X", "FLWSECK_TEST-xxxx-X"},
	"terraform-cloud-token":    {strings.Repeat("x", 14) + ".atlasv1." + strings.Repeat("x", 67), "app.atlasv1.example"},
	"harness-token":            {"pat." + strings.Repeat("x", 22) + "." + strings.Repeat("0", 24) + "." + strings.Repeat("x", 20), "pat.Name"},
	"infracost-key":            {"ico-" + strings.Repeat("x", 32), "favicon-ico-files"},
	"mapbox-secret-token":      {"sk.eyJ" + strings.Repeat("x", 60) + "." + strings.Repeat("x", 22), "pk.eyJ1IjoibWFwYm94IiwiYSI6ImNpejY4M29iazA2Z2gycXA4N2pmbDZmangifQ"},
	"teams-webhook":            {"https://acme.webhook.office.com/webhookb2/<id>@<tenant>/IncomingWebhook/<key>/<owner>"},
	"notion-token":             {"ntn_" + strings.Repeat("0", 11) + strings.Repeat("x", 35), "ntn_your_token"},
	"octopus-deploy-key":       {"API-" + strings.Repeat("X", 26), "API-KEY", "API-GATEWAY-INTEGRATION-TEST"},
	"openshift-token":          {"sha256~" + strings.Repeat("x", 43), "sha256~abc"},
	"planetscale-token":        {"pscale_tkn_" + strings.Repeat("x", 43), "pscale_tkn_..."},
	"prefect-key":              {"pnu_" + strings.Repeat("x", 36), "pnu_"},
	"readme-key":               {"rdme_" + strings.Repeat("x", 70), "rdme_"},
	"rubygems-key":             {"rubygems_" + strings.Repeat("0", 48), "rubygems_version = 3.4"},
	"scalingo-token":           {"tk-us-" + strings.Repeat("x", 48), "tk-us-east"},
	"brevo-key":                {"xkeysib-" + strings.Repeat("0", 64) + "-" + strings.Repeat("x", 16), "xkeysib-..."},
	"shippo-token":             {"shippo_live_" + strings.Repeat("0", 40), "shippo_test_<key>"},
	"sourcegraph-token":        {"sgp_" + strings.Repeat("0", 40), "sgp_local_"},
	"typeform-token":           {"tfp_" + strings.Repeat("x", 59), "tfp_"},
	"plaid-token":              {"access-sandbox-00000000-0000-0000-0000-000000000000", "access-production-<token>"},
	"stripe-test-key":          {"sk_test_xxxxxxxxxxxxxxxxxxxxxxxx", "sk_test_" + "4eC39HqLyjWDarjtT1zdp7dc", "sk_test_..."},
	"clickhouse-cloud-key":     {"4b1d" + strings.Repeat("x", 38), "0x4b1d"},
	"facebook-token":           {"EAAC" + strings.Repeat("x", 120), "EAACCESS"},
	"twitter-bearer-token": {
		strings.Repeat("A", 22) + strings.Repeat("x", 90),
		// A base64 blob with zeroed bytes in it: no %.
		"iVBORw0KGgo" + strings.Repeat("A", 30) + "QWxhZGRpbjpvcGVuIHNlc2FtZQQWxhZGRpbjpvcGVuIHNlc2FtZQQWxhZGRpbjpvcGVuIHNlc2FtZQ9kfj2k",
	},
	"onepassword-secret-key": {"A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX", "A3-ABC"},
	"settlemint-token":       {"sm_pat_" + strings.Repeat("x", 16), "sm_pat_"},
	"bearer-token": {
		// The jwt.io sample token after Bearer: jwt's public example.
		"Authorization: Bearer " + "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9" + ".eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ" +
			".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
		`curl -H "Authorization: Bearer $TOKEN" https://api.example.com`,
		"Authorization: Bearer <your-token>",
		"Authorization: Bearer YOUR_ACCESS_TOKEN_HERE",
		`req.Header.Set("Authorization", "Bearer " + token)`,
		"bearer authentication is configured per route",
		"Bearer ${{ secrets.GITHUB_TOKEN }}",
	},
	"curl-basic-auth": {
		`curl -u "$USER:$PASS" https://x`,
		"curl -u admin:admin http://localhost:8080",
		"curl -u user:password https://example.com",
		"curl -u elastic:changeme http://localhost:9200",
		"curl -u admin https://x (prompts for the password)",
	},
	"azure-sas-token": {
		"https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sp=r&sig=<signature>",
		"sig=" + strings.Repeat("A", 44),
		"gpg --verify sig=" + "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH", // no SAS fields
	},
	"adobe-client-secret":   {"p8e-" + strings.Repeat("x", 32), "p8e-"},
	"authress-key":          {"sc_abcde.abcd.acc_" + strings.Repeat("x", 12) + "." + strings.Repeat("x", 40)},
	"gitlab-session-cookie": {"_gitlab_session=" + strings.Repeat("0", 32), "_gitlab_session=<cookie>"},
	"intra42-client-secret": {"s-s4t2ud-" + strings.Repeat("0", 64), "s-s4t2ud-"},
	"maxmind-license-key":   {strings.Repeat("x", 6) + "_" + strings.Repeat("x", 29) + "_mmk", "your_license_key_mmk"},
	"sidekiq-credentials":   {"BUNDLE_ENTERPRISE__CONTRIBSYS__COM=00000000:00000000", "BUNDLE_GEMS__CONTRIBSYS__COM=${SIDEKIQ_CREDS}"},
	"sonarqube-token":       {"squ_" + strings.Repeat("0", 40), "squ_"},
	"yandex-key":            {"AQVN" + strings.Repeat("x", 36), "t1.example.x"},
	"tailscale-key": {
		"tailscale up --authkey tskey-auth-XXXXXX",
		"tailscale up --authkey \"$TS_AUTHKEY\"",
		"TS_AUTHKEY=tskey-auth-<your key>",
	},
	"vault-unseal-key": {
		"Unseal Key 1: <redacted>",
		"Unseal Key (will be hidden):",
		"vault operator unseal $UNSEAL_KEY_1",
	},
	"plain-scheme-password": {
		"admin:{PLAIN}password",
		"user:{PLAIN}changeme:1000:1000::/home/user",
		"# {PLAIN} stores the password as it is typed",
	},
	"conda-channel-token": {
		"https://conda.anaconda.org/t/<TOKEN>/acme",
		"https://forum.example.com/t/how-to-configure-conda-channels/1234",
		"https://conda.anaconda.org/t/$ANACONDA_TOKEN/acme",
	},
	"eth-private-key": {
		"accounts: [process.env.DEPLOYER_KEY],",
		`accounts: ["0x0000000000000000000000000000000000000000000000000000000000000000"],`,
		`accounts: ["0x` + strings.Repeat("ab", 20) + `"],`,
	},
	"jwt-signing-secret": {
		`jwt.sign(payload, process.env.JWT_SECRET, { algorithm: "HS256" })`,
		`jwt.sign({ sub: id }, "your-256-bit-secret")`,
		`jwt.verify(token, "keys/session.pub.pem")`,
		`jwt.decode(token, "shhhhhhhhhhhhhhh")`,
	},
	"curl-config-user": {
		`user = "name:password"`,
		`user = "deploy:$REGISTRY_PASSWORD"`,
		`header = "Accept: application/json"`,
		`user-agent = "acme-ops/1.0"`,
	},
	"ansible-unsafe-secret": {
		"motd_banner: !unsafe 'Managed by Ansible: {{ do not edit }}'",
		"db_password: !unsafe '{{ vault_db_password }}'",
		"api_token: !unsafe 'changeme'",
	},
	"htdigest-ha1": {"htdigest-ha1: " + strings.Repeat("0", 32), "htdigest -c .htdigest realm user"},
	"github-recovery-codes": {
		"github-recovery-codes: 00000-00000",
		"Recovery codes are kept in the Ops vault.",
	},
	"redis-conf-password": {
		"requirepass foobared",
		"# requirepass <password>",
		"masterauth ${REDIS_PASSWORD}",
		"requirepass changeme-in-production",
	},
	"oracle-connect-password": {
		"sqlplus scott/tiger@//localhost:1521/XEPDB1",
		"sqlplus -s /nolog @setup.sql",
		"sqlplus system/oracle@localhost",
		"sqlplus ${DB_USER}/${DB_PASS}@//db/svc",
	},
	"wireguard-private-key": {
		"PrivateKey = <your private key>",
		"PrivateKey = ${WG_PRIVATE_KEY}",
		"PublicKey = " + strings.Repeat("A", 43) + "=",
		"PostUp = wg set %i private-key /etc/wireguard/private.key",
	},
	"slack-session-cookie": {
		"xoxd-...",
		"COOKIE = os.environ['SLACK_D_COOKIE']  # xoxd-<value>",
	},
	"azure-function-key": {
		"https://myapp.azurewebsites.net/api/HttpTrigger1?code=<your-function-key>",
		"https://myapp.azurewebsites.net/api/health",
		"https://myapp.azurewebsites.net/api/run?code=$FUNCTION_KEY",
	},
	"url-password": {
		"postgres://user:password@localhost/db",
		"DATABASE_URL=postgres://${DB_USER}:${DB_PASS}@db:5432/app",
		"mysql://root:root@127.0.0.1:3306/test",
		"mongodb+srv://<user>:<password>@cluster0.example.net",
		"redis://:foobared@localhost:6379",
		"amqp://guest:guest@localhost:5672/",
		"postgres://postgres:postgres@localhost",
		"https://user:pass@example.com/",
		"http://[::1]:8080/path",
		"postgresql://app:DB_PASSWORD@db/app",
		"https://x-access-token:$GITHUB_TOKEN@github.com/o/r",
		"mysql://u:%s@%s/%s",
		"smtp://user:****@mail",
	},
	"docker-bridge-ip":   {"172.17.0.0/16", "172.17.0.10", "version 172.17.0.1"},
	"private-ipv6":       {"fd00::/8", "fdopen(fd, 0)", "fd12:34:56:78:9a:bc", "fd.Close()", "fdfd:", "2001:db8::1"},
	"loopback-ip":        {"127.0.0.0/8 is loopback", "1.127.0.0.1.5"},
	"user-at-private-ip": {"git@github.com", "user@192.0.2.10", "user@8.8.8.8"},
	"localhost-port":     {"localhost:PORT", "localhost", "mylocalhost:80x"},
	"internal-hostname": {
		// Dotted identifiers (issue 25) and a path component.
		"const n = user.name.local;", "if (this.state.local) {", "ctx.config.local = True", "return self.name.local",
		"import x from './env.local';",
		"self.internal = true",
		"x.internal.foo()",
		"metadata.google.internal",
		"host.docker.internal:8080",
		"db.example.internal",
		"pkg.internal",
		"the team.lanyard",
		"cfg.corp",
		"go/internal/fmtsort",
		"internal.corp_name",
		"127.0.0.1 myapp.local",
		"curl http://api.local:8080/",
		"loc := time.Local",
		"data = threading.local()",
	},
}

func newScanner(t *testing.T, o Options) *Scanner {
	t.Helper()
	s, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestEveryRuleHasSamples(t *testing.T) {
	known := map[string]bool{}
	for _, k := range scantest.Kinds() {
		known[k] = true
	}
	for _, r := range Builtin() {
		if !known[r.ID] {
			t.Errorf("rule %s: no true-positive generator in scantest", r.ID)
		}
		if len(falsePositives[r.ID]) == 0 {
			t.Errorf("rule %s: no false-positive samples", r.ID)
		}
		if r.Replace == "" || r.Description == "" || r.Severity == Off {
			t.Errorf("rule %s: replacement, description and a default severity are required", r.ID)
		}
	}
}

func TestTruePositives(t *testing.T) {
	s := newScanner(t, Options{Profile: "strict"})
	g := scantest.New(1)
	for _, r := range Builtin() {
		t.Run(r.ID, func(t *testing.T) {
			for i := range 25 {
				line, secret, err := g.Line(r.ID)
				if err != nil {
					t.Fatal(err)
				}
				text := "first line\n" + line + "\nlast line\n"
				fs := s.Scan(Input{Path: "f.txt", Data: []byte(text)})
				if len(fs) != 1 {
					t.Fatalf("sample %d: %d findings in %q, want 1: %+v", i, len(fs), Mask(line), fs)
				}
				f := fs[0]
				if f.Rule != r.ID || f.Line != 2 {
					t.Fatalf("sample %d: got rule %s line %d, want %s line 2", i, f.Rule, f.Line, r.ID)
				}
				if got := text[f.Start:f.End]; got != secret {
					t.Fatalf("sample %d: span %q, want the secret %q", i, Mask(got), Mask(secret))
				}
				if strings.Contains(f.Secret, secret) || len(secret) > 8 && strings.Contains(f.Secret, secret[len(secret)-6:]) {
					t.Fatalf("sample %d: finding shows the secret: %q", i, f.Secret)
				}
			}
		})
	}
}

func TestFalsePositives(t *testing.T) {
	s := newScanner(t, Options{Profile: "strict"})
	for id, lines := range falsePositives {
		for _, l := range lines {
			for _, f := range s.Scan(Input{Data: []byte(l)}) {
				if f.Rule == id {
					t.Errorf("%s fired on %q (%s)", id, l, f.Secret)
				}
			}
		}
	}
}

func TestReplacementsAreClean(t *testing.T) {
	s := newScanner(t, Options{Profile: "strict"})
	g := scantest.New(2)
	for _, r := range Builtin() {
		line, secret, _ := g.Line(r.ID)
		clean := strings.Replace(line, secret, r.Replace, 1)
		if fs := s.Scan(Input{Data: []byte(clean)}); len(fs) != 0 {
			t.Errorf("%s: replacement %q still matches %s", r.ID, clean, fs[0].Rule)
		}
	}
}

func TestSpecificRuleBeatsGeneric(t *testing.T) {
	s := newScanner(t, Options{})
	v, _ := scantest.New(3).Value("github-pat")
	fs := s.Scan(Input{Data: []byte(`token = "` + v + `"`)})
	if len(fs) != 1 || fs[0].Rule != "github-pat" {
		t.Fatalf("want one github-pat finding, got %+v", fs)
	}
}

func TestAllowMarkers(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(4)
	pat, _ := g.Value("github-pat")
	ip, _ := g.Value("private-ip")
	pat2, _ := g.Value("github-pat")
	cases := []struct {
		name, text string
		allowed    []bool // per finding, in order
		by         string
	}{
		{"same line", pat + " # hooktool:allow github-pat", []bool{true}, "inline"},
		{"category form", pat + " // hooktool:allow secret/github-pat", []bool{true}, "inline"},
		{"line above", "# hooktool:allow github-pat\n" + pat, []bool{true}, "inline"},
		{"two lines above is too far", "# hooktool:allow github-pat\n\n" + pat, []bool{false}, ""},
		{"a marker on a line with its own secret covers only that line",
			pat + " # hooktool:allow github-pat\n" + pat2, []bool{true, false}, ""},
		{"other rule not covered", pat + " " + ip + " # hooktool:allow github-pat", []bool{true, false}, ""},
		{"list of rules", pat + " " + ip + " # hooktool:allow github-pat, private-ip", []bool{true, true}, ""},
		{"wrong rule", pat + " # hooktool:allow private-ip", []bool{false}, ""},
		{"bare marker allows nothing", pat + " # hooktool:allow", []bool{false}, ""},
		{"file marker", "// hooktool:allow-file github-pat\n\n\n" + pat, []bool{true}, "file"},
		{"file marker is not a line marker", pat + " hooktool:allow-file private-ip", []bool{false}, ""},
	}
	for _, c := range cases {
		fs := s.Scan(Input{Data: []byte(c.text)})
		if len(fs) != len(c.allowed) {
			t.Errorf("%s: %d findings, want %d", c.name, len(fs), len(c.allowed))
			continue
		}
		for i, f := range fs {
			if f.Allowed != c.allowed[i] {
				t.Errorf("%s: finding %d (%s) allowed=%v, want %v", c.name, i, f.Rule, f.Allowed, c.allowed[i])
			}
			if c.by != "" && f.AllowedBy != c.by {
				t.Errorf("%s: allowed by %q, want %q", c.name, f.AllowedBy, c.by)
			}
			if f.Allowed && f.Blocks() {
				t.Errorf("%s: an allowed finding still blocks", c.name)
			}
		}
	}
}

func TestDiffInputLinesAndContext(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(5)
	a, _ := g.Value("github-pat")
	b, _ := g.Value("npm-token")
	// Line 10 is context (already in the file), 11 added, 20 added after a gap.
	data := "# hooktool:allow github-pat\n" + a + "\n" + b + "\n"
	fs := s.Scan(Input{Data: []byte(data), Lines: []int{10, 11, 20}, Context: []bool{true, false, false}})
	if len(fs) != 2 {
		t.Fatalf("want 2 findings, got %+v", fs)
	}
	if fs[0].Rule != "github-pat" || fs[0].Line != 11 || !fs[0].Allowed {
		t.Errorf("first: %+v, want github-pat on line 11 allowed by the context line above", fs[0])
	}
	if fs[1].Rule != "npm-token" || fs[1].Line != 20 || fs[1].Allowed {
		t.Errorf("second: %+v, want npm-token on line 20, not allowed", fs[1])
	}
	// A context line with a secret of its own: the finding there is
	// dropped, and its marker is about it, not about line 11.
	data = "# hooktool:allow github-pat " + b + "\n" + a + "\n"
	fs = s.Scan(Input{Data: []byte(data), Lines: []int{10, 11}, Context: []bool{true, false}})
	if len(fs) != 1 || fs[0].Line != 11 || fs[0].Allowed {
		t.Errorf("context line with its own secret: %+v, want line 11 not allowed", fs)
	}
	// A gap: the line above in the buffer is not the real line above.
	fs = s.Scan(Input{Data: []byte("# hooktool:allow github-pat\n" + a + "\n"), Lines: []int{3, 9}})
	if len(fs) != 1 || fs[0].Allowed {
		t.Errorf("marker 6 lines above must not allow: %+v", fs)
	}
}

func TestProfilesAndOverrides(t *testing.T) {
	ip := "host: 10.1.2.3"
	for _, c := range []struct {
		o    Options
		want Severity
		n    int
	}{
		{Options{}, Block, 1},
		{Options{Profile: "in-house"}, Warn, 1},
		{Options{Profile: "in-house", Severity: map[string]Severity{"private-ip": Block}}, Block, 1},
		{Options{Severity: map[string]Severity{"private-ip": Off}}, Off, 0},
	} {
		fs := newScanner(t, c.o).Scan(Input{Data: []byte(ip)})
		if len(fs) != c.n || c.n == 1 && fs[0].Severity != c.want {
			t.Errorf("%+v: got %+v, want %d finding(s) at %v", c.o, fs, c.n, c.want)
		}
	}
	if _, err := New(Options{Profile: "nope"}); err == nil {
		t.Error("unknown profile accepted")
	}
	if _, err := New(Options{Severity: map[string]Severity{"nope": Warn}}); err == nil {
		t.Error("severity for unknown rule accepted")
	}
}

func TestAllowValuesAndUserRules(t *testing.T) {
	s := newScanner(t, Options{
		AllowValues:   []string{"10.9.9.9"},
		AllowPatterns: []string{`^10\.8\.`},
		Rules: []*Rule{{ID: "acme-key", Pattern: `\b(ACME-[0-9a-f]{16})\b`, SecretGroup: 1, Keywords: []string{"acme-"},
			Severity: Block, Replace: "ACME-REDACTED"}},
	})
	fs := s.Scan(Input{Data: []byte("a 10.9.9.9\nb 10.8.1.1\nc 10.7.1.1\nkey ACME-0123456789abcdef\n")})
	if len(fs) != 4 {
		t.Fatalf("got %+v", fs)
	}
	want := []struct {
		rule    string
		allowed bool
	}{{"private-ip", true}, {"private-ip", true}, {"private-ip", false}, {"acme-key", false}}
	for i, w := range want {
		if fs[i].Rule != w.rule || fs[i].Allowed != w.allowed {
			t.Errorf("finding %d: %s allowed=%v, want %s allowed=%v", i, fs[i].Rule, fs[i].Allowed, w.rule, w.allowed)
		}
	}
	if _, err := New(Options{Rules: []*Rule{{ID: "bad", Pattern: `(?<=x)y`}}}); err == nil {
		t.Error("a lookbehind pattern compiled")
	}
}

func TestRuleWithoutKeywordsRunsEverywhere(t *testing.T) {
	s := newScanner(t, Options{Rules: []*Rule{{ID: "ticket", Pattern: `TICKET-[0-9]{4}`, Severity: Warn, Replace: "TICKET-0000"}}})
	fs := s.Scan(Input{Data: []byte("x\ny TICKET-1234 z\n")})
	if len(fs) != 1 || fs[0].Line != 2 || fs[0].Column != 3 {
		t.Fatalf("got %+v", fs)
	}
}

func TestRedact(t *testing.T) {
	g := scantest.New(6)
	for _, kind := range []string{"github-pat", "aws-access-key-id", "anthropic-api-key", "generic-secret", "jwt"} {
		line, secret, _ := g.Line(kind)
		got := Redact("run " + line + " now")
		if strings.Contains(got, secret) {
			t.Errorf("%s: Redact kept the secret", kind)
		}
		if !strings.Contains(got, Mask(secret)) {
			t.Errorf("%s: Redact(%q) lacks the mask %q", kind, got, Mask(secret))
		}
	}
	// Host names are not secrets: text for state keeps them.
	if in := "ssh deploy@10.1.2.3 ls"; Redact(in) != in {
		t.Errorf("Redact changed %q to %q", in, Redact(in))
	}
	if in := "go test ./..."; Redact(in) != in {
		t.Errorf("Redact changed plain text")
	}
}

func TestMask(t *testing.T) {
	for in, want := range map[string]string{
		"":                     "***(0)",
		"abc":                  "***(3)",
		"abcdefgh":             "ab***(8)",
		"abcdefghijklmnopqrst": "abcd***(20)",
	} {
		if got := Mask(in); got != want {
			t.Errorf("Mask(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPrefilterMatchesNaiveSearch(t *testing.T) {
	kws := []string{"he", "she", "his", "hers", "10.", "-----begin"}
	p := newPrefilter(kws)
	text := "uSHErs his 10.1 -----BEGIN x hehe"
	type hit struct{ end, kw int }
	var got []hit
	p.each([]byte(text), func(end, kw int) { got = append(got, hit{end, kw}) })
	var want []hit
	lt := strings.ToLower(text)
	for end := 1; end <= len(lt); end++ {
		for ki, k := range kws {
			if strings.HasSuffix(lt[:end], k) {
				want = append(want, hit{end, ki})
			}
		}
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	seen := map[hit]bool{}
	for _, h := range got {
		seen[h] = true
	}
	for _, h := range want {
		if !seen[h] {
			t.Errorf("missing %v", h)
		}
	}
}

func TestFromConfigProjectCannotLoosen(t *testing.T) {
	dir := t.TempDir()
	user, proj := filepath.Join(dir, "user.json"), filepath.Join(dir, "project.json")
	must(t, os.WriteFile(user, []byte(`{"scan":{"severity":{"loopback-ip":"block"}}}`), 0o644))
	must(t, os.WriteFile(proj, []byte(`{"scan":{"profile":"in-house","severity":{"github-pat":"off","npm-token":"warn","localhost-port":"block"}}}`), 0o644))
	cfg, err := config.Load(config.Paths{User: user, Project: proj})
	must(t, err)
	o, err := FromConfig(cfg)
	must(t, err)
	for id, want := range map[string]Severity{
		"github-pat": Block, "npm-token": Block, // the project tried to loosen
		"localhost-port": Block, // the project tightened
		"loopback-ip":    Block, // the user's own choice
		"private-ip":     Block, // in-house from the project may not lower it
	} {
		if o.Severity[id] != want {
			t.Errorf("%s = %v, want %v", id, o.Severity[id], want)
		}
	}
	// The user's own file may loosen.
	must(t, os.WriteFile(user, []byte(`{"scan":{"profile":"in-house"}}`), 0o644))
	cfg, err = config.Load(config.Paths{User: user})
	must(t, err)
	o, err = FromConfig(cfg)
	must(t, err)
	if o.Severity["private-ip"] != Warn {
		t.Errorf("user in-house: private-ip = %v, want warn", o.Severity["private-ip"])
	}
	// A project may add a rule but not replace a built-in one.
	must(t, os.WriteFile(proj, []byte(`{"scan":{"rules":[{"id":"github-pat","pattern":"never"}]}}`), 0o644))
	cfg, err = config.Load(config.Paths{Project: proj})
	must(t, err)
	if _, err := FromConfig(cfg); err == nil {
		t.Error("a project replaced a built-in rule")
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestPrefilterQuartersAgreeWithOneWalk(t *testing.T) {
	kws := []string{"token", "10.", "-----begin", "ghp_"}
	p := newPrefilter(kws)
	var b strings.Builder
	for i := 0; b.Len() < 12000; i++ {
		// Keywords at every offset, so some straddle the middle.
		b.WriteString(strings.Repeat("x", i%7) + []string{"TOKEN", "10.", "-----BEGIN", "ghp_"}[i%4])
	}
	data := []byte(b.String())
	type hit struct{ end, kw int }
	for cut := 500; cut <= len(data); cut += 41 {
		var got, want []hit
		p.each(data[:cut], func(e, k int) { got = append(got, hit{e, k}) })
		p.walk(data[:cut], 0, 0, func(e, k int) { want = append(want, hit{e, k}) })
		if len(got) != len(want) {
			t.Fatalf("len %d: %d hits, want %d", cut, len(got), len(want))
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("len %d: hit %d = %v, want %v", cut, i, got[i], want[i])
			}
		}
	}
}

func TestLongLines(t *testing.T) {
	s := newScanner(t, Options{})
	g := scantest.New(11)
	a, _ := g.Value("github-pat")
	b, _ := g.Value("npm-token")
	hex := strings.Repeat("0123456789abcdef", 4096) // 64 KiB, keyword-free
	line := hex + " " + a + " " + hex + " token=" + b + " " + hex + "\n"
	fs := s.Scan(Input{Data: []byte("x\n" + line)})
	if len(fs) != 2 {
		t.Fatalf("got %+v", fs)
	}
	if fs[0].Rule != "github-pat" || fs[0].Line != 2 || fs[0].Column != len(hex)+2 {
		t.Errorf("first: %+v", fs[0])
	}
	if fs[1].Rule != "npm-token" || fs[1].Column != 2*len(hex)+len(a)+10 {
		t.Errorf("second: %+v", fs[1])
	}
	// A match that only exists because a window cut a word must not appear:
	// 600 word bytes, then a key id: no word boundary before it.
	v, _ := g.Value("aws-access-key-id")
	if fs := s.Scan(Input{Data: []byte(strings.Repeat("Q", 600) + v + "\n")}); len(fs) != 0 {
		t.Errorf("found %+v inside a word", fs)
	}
}

func TestSecretKeywordsInStep(t *testing.T) {
	want := map[string]bool{}
	for _, r := range Builtin() {
		if r.Category == CatSecret {
			for _, k := range r.Keywords {
				want[strings.ToLower(k)] = true
			}
		}
	}
	got := map[string]bool{}
	for _, k := range secretKeywords {
		got[k] = true
	}
	for k := range want {
		if !got[k] {
			t.Errorf("secretKeywords lacks %q", k)
		}
	}
	for k := range got {
		if !want[k] {
			t.Errorf("secretKeywords has %q, which no secret rule uses", k)
		}
	}
}

func TestFingerprintOnlyForLongTokens(t *testing.T) {
	s := newScanner(t, Options{})
	v, _ := scantest.New(12).Value("github-pat")
	fs := s.Scan(Input{Data: []byte("ssh ops@10.1.2.3\nx " + v + "\npassword = \"Tr0ub4dor-3xyzzy\"\n")})
	if len(fs) != 3 {
		t.Fatalf("got %+v", fs)
	}
	for _, f := range fs {
		if f.Key == "" {
			t.Errorf("%s: no dedupe key", f.Rule)
		}
		if (f.Fingerprint != "") != (f.Rule == "github-pat") {
			t.Errorf("%s: fingerprint %q; only the token may publish one", f.Rule, f.Fingerprint)
		}
	}
}

// The one-pass keyword check finds exactly what a substring search of the
// lower-cased text for each keyword finds.
func TestHasSecretKeywordMatchesContains(t *testing.T) {
	texts := []string{"", "ls -la", "git log --AUTHOR x", "export GH=GHP_abc", "curl https://x", "Password=1",
		"nothing here at all", "-----BEGIN RSA", "ab", "xoxB-1", "mongodb+srv://u:p@h", "token", "tok"}
	for _, k := range secretKeywords {
		texts = append(texts, "  "+strings.ToUpper(k)+" ", k, k[:len(k)-1])
	}
	for _, s := range texts {
		want := false
		for _, k := range secretKeywords {
			if strings.Contains(strings.ToLower(s), k) {
				want = true
				break
			}
		}
		if got := hasSecretKeyword(s); got != want {
			t.Errorf("hasSecretKeyword(%q) = %v, want %v", s, got, want)
		}
	}
}
