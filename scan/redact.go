package scan

import (
	"strings"
	"sync"
)

var (
	defaultOnce    sync.Once
	defaultSecrets *Scanner
)

// secretKeywords is every keyword of the built-in secret rules (a test keeps
// the list in step), for Redact's first look.
var secretKeywords = [...]string{"akia", "asia", "abia", "acca", "a3t", "aws", "ghp_", "github_pat_", "gho_", "ghu_", "ghs_", "ghr_", "glpat-", "glptt-", "gldt-", "glrt-", "xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "xoxe", "hooks.slack.com", "sk_live_", "rk_live_", "aiza", "sk-proj-", "sk-svcacct-", "sk-admin-", "t3blbkfj", "sk-ant-", "npm_", "sg.", "accountkey", "account_key", "account-key", "q~", "sk0", "sk1", "sk2", "sk3", "sk4", "sk5", "sk6", "sk7", "sk8", "sk9", "ska", "skb", "skc", "skd", "ske", "skf", "twilio", "key-", "-us", "shpat_", "shpca_", "shppa_", "shpss_", "pypi-ageichlwas5vcmc", "hf_", "dop_v1_", "doo_v1_", "dor_v1_", "discord.com/api/webhooks/", "discordapp.com/api/webhooks/", ":aa", "sq0atp-", "sq0csp-", "dapi", "pmak-", "lin_api_", "glsa_", "glc_", "nrak-", "hvs.", "hvb.", "pul-", "age-secret-key-1", "sntrys_", "sntryu_", "dckr_pat_", "dckr_oat_", "sbp_", "dp.pt.", "dp.st.", "dp.ct.", "dp.sa.", "ops_eyj", "ltai", "atatt3", "hrku-", "fo1_", "fm2_", "whsec_", "sk-or-v1-", "gsk_", "r8_", "pplx-", "xai-", ".acc-", ".acc_", "_gitlab_session=", "_mmk", "aqvn", "cmvmd", "contribsys", "eaaa", "fm1a_", "fm1r_", "p8e-", "s-s4t2", "sqa_", "sqp_", "squ_", "t1.", "xoxo-", ".atlasv1.", ".webhook.office.com/webhookb2/", "4b1d", "a3-", "aaaaaaaaaaaaaaaaaaaaaa", "absk", "access-development-", "access-production-", "access-sandbox-", "akcp", "api-", "api_org_", "bedrock-api-key-", "clojars_", "dt0c01.", "duffel_", "eaa", "eyjrijoi", "ezak", "eztk", "fio-u-", "flwseck", "glagent-", "glcbt-", "glffct-", "glft-", "glimt-", "gloas-", "glsoat-", "gr1348941", "ico-", "nrii-", "nrjs-", "ntn_", "pat", "pat.", "pnu_", "pscale_", "rdme_", "rk_test_", "rubygems_", "sat.", "sgp_", "sha256~", "shippo_", "sk.eyj", "sk_test_", "sm_aat_", "sm_pat_", "sm_sat_", "tfp_", "tk-us-", "v1.0-", "xapp-", "xkeysib-", "-----begin", "eyj", "passw", "pwd", "secret", "token", "api_key", "apikey", "api-key", "credential", "private_key", "-key", "_key", "accesskey", "appkey", "auth", "bearer", "clientkey", "consumerkey", "curl", "encryptionkey", "hmackey", "jwtkey", "licensekey", "masterkey", "sessionkey", "sig=", "signingkey", "postgres://", "postgresql://", "mysql://", "mariadb://", "mongodb://", "mongodb+srv://", "redis://", "rediss://", "amqp://", "amqps://", "mssql://", "sqlserver://", "ftp://", "sftp://", "smtp://", "smtps://", "ldap://", "ldaps://", "http://", "https://", "nats://", "kafka://", "clickhouse://", "cockroachdb://", "oracle://", "snowflake://", "neo4j://", "bolt://", "&apikey=", "mariadb+", "apa91b", "&api_key=", "?access_token=", "postgresql+", "client(\"ac", "django-insecure-", "&appid=", "?api_key=", "_pass", "identified by", "login(", "getconnection(", "postgres+", "?appid=", "?apikey=", "cockroachdb+", "oracle+", "clickhouse+", "minio(", "connect(", "client('ac", "auth(", "&access_token=", "mssql+", "private-lines:", "---- begin ssh2 encrypted private key ----", "priv:", "privateexponent:", "b3blbnnzac1rzxktdjea", "snowflake+", "mysql+", "authenticate(", "-pass", "requirepass", "masterauth", "sqlplus", "sqlldr", "expdp", "impdp", "rman", "sqlcl", "azurewebsites.net", "privatekey", "xoxd-", "k1.secret.", "k2.secret.", "k3.secret.", "k4.secret.", "k1.local.", "k2.local.", "k3.local.", "k4.local.", "secretid", "secret_id", "secret id", "secret-id",
	// The thirteenth push red team's kinds (rules13.go).
	"tskey-", "unseal key ", "recovery key ", `unseal_keys_b64"`, `unseal_keys_hex"`, `recovery_keys_b64"`, `recovery_keys_hex"`,
	"{plain}", "{cleartext}", "{clear}", "/t/", "accounts: [", "accounts:[", `accounts": [`, `accounts":[`, "accounts = [", "accounts=[",
	"jwt.sign(", "jwt.verify(", "jwt.encode(", "jwt.decode(", `user = "`, `user="`, `user "`, `user: "`, "!unsafe",
	"htdigest-ha1: ", "github-recovery-codes:",
	// The fourteenth's (rules14.go).
	"secret ", "secret\t", "pw ", "pw\t", "passwd ", "password ", "passphrase ", "authtok ", " password ",
	"password 0 ", "secret 0 ", "password 0\t", "key 0 ", "createuser ", `"auth" "`, "erlang_cookie", "erlang-cookie", "-setcookie ",
	"encrypt =", "encrypt=", "encrypt:", "encrypt :", `encrypt"`, `encrypt'`, "-encrypt ", "-encrypt=", "ed25519 ", " hex:", " ascii:", " sha1 ", " sha256 ", " sha512 ", " md5 ", " aes128 ", " aes256 ",
	"<keymaterial>", "calendar.google.com/calendar/ical/", "<d>", "<inverseq>", "<dp>", `"d":`, `"d" :`, `"inverseq"`, `"dp"`,
	"]:", "der-pkey: ",
	// The fifteenth's (rules15.go).
	"$user", `"live_`, `'live_`, "/live_", " live_", "=live_", ":live_", "s2_accesscontrol", "s2_authenticated", "s2_unauthenticated", "s0_legacy", "yubico otp,", "oath-hotp,",
	"challenge-response", "wifi:", "privateexponent: ", "prime1: ", "prime2: ", "=\t", "\tsecurestring\t", "thread-dataset: ",
	"matrix-recovery: ",
	// The sixteenth's (rules16.go).
	"@tcp(", "@tcp6(", "@unix(", "auth=(", "auth = (", "basicauth(", "digestauth(", "cache_peer", "/pass:", "mit-magic-cookie-1",
	"totp(", "hotp(", "totp.new(", "hotp.new(", "otpauth://", ":0:", "authorization", "rocommunity", "rwcommunity", "com2sec", "ss://", ":: ",
	// The seventeenth's (rules17.go).
	"ssws ", "oy2", "pcsk_", "sdk-", "register =>", "register=>",
	// The nineteenth's (rules19.go).
	"/hooks/", "make.com/", "integromat.com/", "/with/key/", "/build_hooks/", "api.render.com/deploy/", "/integrations/deploy/", "/deploy_hooks/",
	"sv_setsteamaccount", "steampowered.com/", `"re_`, `'re_`, "`re_", "=re_", " re_", ":re_",
	"ably.rest", "ably.realtime", "ably.newrest", "ably.newrealtime", "ably.withkey(", "ablyrest", "ablyrealtime", "ably::rest", "ably::realtime", "ably_api_key", "ably_key",
	"serverclient(", "accountclient(", "postmarkclient(", "x-postmark-server-token", "x-postmark-account-token", "restclient(", "plivo",
	"neighbor ", "message-digest-key ", "authentication-key ", "key-string ", "isis password ", "area-password ", "domain-password ", "tacacs-server key ", "radius-server key ",
	// The twentieth's (rules20.go; rtsp:// and the like are url-password's).
	"::server:", "::node:", "napi_", "vless://", "trojan://", "tuic://", "hysteria2://", "hy2://", ":cl:", "/live/", "/movie/", "/series/",
	"/announce", "dns ", "(private-key", "begin license", "rtsp://", "rtsps://", "rtmp://", "rtmps://"}

// keywords holds secretKeywords grouped by their first byte: one pass over
// a text then compares only the keywords that can start at each byte,
// instead of one substring search of the whole text per keyword (there are
// some 250 keywords, and every hook call redacts a few texts). A bitset of
// the keywords' first two bytes lets most positions go with one test.
//
// It is a fixed array filled in place on first use, not a structure built
// on the heap: every hook process builds it, and the slices of a per-byte
// table cost more page faults than the few microseconds the grouping takes.
var keywords struct {
	once   sync.Once
	sorted [len(secretKeywords)]string // by first byte, then by second
	start  [257]uint16                 // sorted[start[a]:start[a+1]] begin with byte a
	pairs  [256][4]uint64              // pairs[a] has bit b when some keyword starts "ab"
}

// keywordsByFirst groups the keywords by first byte (a counting sort).
func keywordsByFirst() *[257]uint16 {
	keywords.once.Do(func() {
		var count [256]uint16
		for _, k := range secretKeywords[:] {
			count[k[0]]++
			keywords.pairs[k[0]][k[1]>>6] |= 1 << (k[1] & 63)
		}
		for a := range 256 {
			keywords.start[a+1] = keywords.start[a] + count[a]
		}
		next := keywords.start
		for _, k := range secretKeywords[:] {
			// Within its first byte's group, in order of the second
			// byte (an insertion sort in place): a lookup then reads
			// only the keywords that share both.
			i := next[k[0]]
			for i > keywords.start[k[0]] && keywords.sorted[i-1][1] > k[1] {
				keywords.sorted[i] = keywords.sorted[i-1]
				i--
			}
			keywords.sorted[i] = k
			next[k[0]]++
		}
	})
	return &keywords.start
}

// hasSecretKeyword reports whether text holds any secret keyword, ignoring
// ASCII case (the keywords are lower case, two bytes or longer).
func hasSecretKeyword(text string) bool {
	start := keywordsByFirst()
	for i := 0; i+1 < len(text); i++ {
		a, b := lowerASCII(text[i]), lowerASCII(text[i+1])
		if keywords.pairs[a][b>>6]&(1<<(b&63)) == 0 {
			continue
		}
		// The group's keywords whose second byte is b: a binary search
		// for the first, then on while they last.
		lo, hi := int(start[a]), int(start[a+1])
		for lo < hi {
			m := int(uint(lo+hi) >> 1)
			if keywords.sorted[m][1] < b {
				lo = m + 1
			} else {
				hi = m
			}
		}
		for _, k := range keywords.sorted[lo:start[a+1]] {
			if k[1] != b {
				break
			}
			if len(text)-i >= len(k) && equalFoldLower(text[i:i+len(k)], k) {
				return true
			}
		}
	}
	return false
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// equalFoldLower compares s with the lower-case keyword k, ignoring the
// case of ASCII letters in s.
func equalFoldLower(s, k string) bool {
	for j := 0; j < len(k); j++ {
		if lowerASCII(s[j]) != k[j] {
			return false
		}
	}
	return true
}

// Redact hides every secret the built-in rules find in text, keeping a few
// leading characters and the length of each. It is meant for text on its way
// into state (commands, tool output), on the hook path: text without any
// secret keyword (most commands) costs one lowercase copy and a few substring
// searches; only then is the scanner built, and a pattern compiles only when
// its keyword shows up.
func Redact(text string) string {
	if !hasSecretKeyword(text) {
		return text
	}
	return defaultScanner().RedactText(text)
}

// defaultScanner is the built-in secret rules, built on first use.
func defaultScanner() *Scanner {
	defaultOnce.Do(func() {
		s, err := build(Options{SecretsOnly: true})
		if err != nil {
			panic("scan: built-in rules: " + err.Error()) // constant input
		}
		defaultSecrets = s
	})
	return defaultSecrets
}

// RedactText hides every secret this scanner finds in text, allowed or not,
// warn or block: text headed for state or a log is not the place for any.
func (s *Scanner) RedactText(text string) string {
	return redactOpenKeys(s.redactFound(text))
}

func (s *Scanner) redactFound(text string) string {
	if !s.pf.any(text) && len(s.always) == 0 {
		return text
	}
	fs := s.Scan(Input{Data: []byte(text)})
	if len(fs) == 0 {
		return text
	}
	var b strings.Builder
	last := 0
	for _, f := range fs {
		if f.Category != CatSecret || f.Start < last {
			continue
		}
		b.WriteString(text[last:f.Start])
		b.WriteString(Mask(text[f.Start:f.End]))
		last = f.End
	}
	b.WriteString(text[last:])
	return b.String()
}

// NewLazy builds a scanner whose patterns compile on first use, for callers
// on a hot path that may never need most of them. A bad pattern is skipped
// when it is reached rather than reported here.
func NewLazy(o Options) (*Scanner, error) { return build(o) }

// pemBodyChars is what may follow a private key's BEGIN line inside its block:
// base64, its line breaks (real, or "\n" escaped in a string), header
// lines (Proc-Type: 4,ENCRYPTED) and the END line.
const pemBodyChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\\ \t\r\n:,-"

// maxPEM bounds the body masked after one BEGIN line.
const maxPEM = 64 << 10

// redactOpenKeys masks private keys the private-key rule cannot see whole:
// the text was cut before the END line (a clipped command, the first lines
// of a file). A key is known by its BEGIN line alone; the line and every
// body line after it are masked, up to the first text that cannot be part
// of the block, so not one line of the key survives.
func redactOpenKeys(text string) string {
	if !strings.Contains(text, "-----BEGIN") {
		return text
	}
	var b strings.Builder
	rest := text
	for {
		i := strings.Index(rest, "-----BEGIN")
		if i < 0 {
			break
		}
		m := beginKeyLine(rest[i:])
		if m == 0 {
			b.WriteString(rest[:i+len("-----BEGIN")])
			rest = rest[i+len("-----BEGIN"):]
			continue
		}
		end := i + m
		for end < len(rest) && end-i < maxPEM && strings.IndexByte(pemBodyChars, rest[end]) >= 0 {
			end++
		}
		b.WriteString(rest[:i])
		b.WriteString(Mask(rest[i:end]))
		rest = rest[end:]
	}
	if b.Len() == 0 {
		return text
	}
	b.WriteString(rest)
	return b.String()
}

// beginKeyLine returns the length of the private key BEGIN marker at the
// start of s ("-----BEGIN OPENSSH PRIVATE KEY-----"), or 0.
func beginKeyLine(s string) int {
	const pre, post = "-----BEGIN", "PRIVATE KEY"
	j := len(pre)
	for n := 0; j < len(s) && n <= 20 && (s[j] == ' ' || 'A' <= s[j] && s[j] <= 'Z' || '0' <= s[j] && s[j] <= '9'); j, n = j+1, n+1 {
		if strings.HasPrefix(s[j:], post) {
			break
		}
	}
	if !strings.HasPrefix(s[j:], post) {
		return 0
	}
	j += len(post)
	if strings.HasPrefix(s[j:], " BLOCK") {
		j += len(" BLOCK")
	}
	if !strings.HasPrefix(s[j:], "-----") {
		return 0
	}
	return j + len("-----")
}

// SecretsIn returns the pieces of every secret the built-in rules find in
// text: each secret split at white space (and at "\n" escapes), pieces of 8
// bytes or more, private keys without their END line included. A caller
// that clips text derived from text (a reason quoting part of a command)
// masks these pieces in it, so that a secret the clip cut short, which no
// rule would recognise any more, is still hidden.
func SecretsIn(text string) []string {
	if !hasSecretKeyword(text) {
		return nil
	}
	return defaultScanner().SecretsIn(text)
}

// SecretsIn is the package's SecretsIn with this scanner's rules.
func (s *Scanner) SecretsIn(text string) []string {
	var spans []string
	if s.pf.any(text) || len(s.always) > 0 {
		for _, f := range s.Scan(Input{Data: []byte(text)}) {
			if f.Category == CatSecret {
				spans = append(spans, text[f.Start:f.End])
			}
		}
	}
	for rest := text; ; {
		i := strings.Index(rest, "-----BEGIN")
		if i < 0 {
			break
		}
		m := beginKeyLine(rest[i:])
		if m == 0 {
			rest = rest[i+len("-----BEGIN"):]
			continue
		}
		end := i + m
		for end < len(rest) && end-i < maxPEM && strings.IndexByte(pemBodyChars, rest[end]) >= 0 {
			end++
		}
		spans = append(spans, rest[i+m:end])
		rest = rest[end:]
	}
	var pieces []string
	for _, sp := range spans {
		for _, p := range strings.Fields(strings.ReplaceAll(sp, `\n`, " ")) {
			if len(p) >= 8 {
				pieces = append(pieces, p)
			}
		}
	}
	return pieces
}

// MaskPieces masks in text every piece (from SecretsIn) and, before each
// clip mark "…", the longest tail of 4 bytes or more that starts a piece:
// what is left of a secret a clip cut.
func MaskPieces(text string, pieces []string) string {
	if len(pieces) == 0 {
		return text
	}
	for _, p := range pieces {
		if strings.Contains(text, p) {
			text = strings.ReplaceAll(text, p, Mask(p))
		}
	}
	const mark = "…"
	var b strings.Builder
	rest := text
	for {
		i := strings.Index(rest, mark)
		if i < 0 {
			break
		}
		head := rest[:i]
		w := strings.LastIndexAny(head, " \t\n\"'`") + 1
		cut := len(head)
		for j := w; j+4 <= len(head); j++ {
			tail := head[j:]
			if slicesContainsPrefix(pieces, tail) {
				cut = j
				break
			}
		}
		b.WriteString(head[:cut])
		if cut < len(head) {
			b.WriteString(Mask(head[cut:]))
		}
		b.WriteString(mark)
		rest = rest[i+len(mark):]
	}
	b.WriteString(rest)
	return b.String()
}

func slicesContainsPrefix(pieces []string, tail string) bool {
	for _, p := range pieces {
		if strings.HasPrefix(p, tail) {
			return true
		}
	}
	return false
}
