package scan

import (
	"strings"
)

// set19Rules name kinds of secret the nineteenth push red team found with
// no rule, each written from its format or from the position a tool's
// syntax gives it: capability URLs (the URL is the credential: a chat or
// automation webhook, a build or deploy hook), Steam's server login
// tokens and Web API keys, vendor SDK keys with a format of their own
// (Resend, Ably, a Postmark server token given to its client, a Plivo auth
// id and token pair), and the keys and passwords of routers' routing and
// AAA configuration lines.
func set19Rules() []*Rule {
	return []*Rule{
		// Incoming webhooks whose URL is the whole credential: Mattermost's
		// /hooks/<26 lower-case letters and digits> (on any host: it is
		// self-hosted), a Make (Integromat) scenario's hook.<zone>.make.com/
		// <32>, and IFTTT's maker key (/with/key/<key>).
		{ID: "webhook-url", Category: CatSecret, Description: "incoming webhook URL that is its own credential (Mattermost, Make, IFTTT)",
			Keywords: []string{"/hooks/", "make.com/", "integromat.com/", "/with/key/"},
			Pattern: `(?:https?://[A-Za-z0-9.\-]+(?::[0-9]{1,5})?(?:/[A-Za-z0-9._\-]+)?/hooks/|\bhook\.(?:[a-z0-9]+\.)?(?:make|integromat)\.com/|` +
				`\bmaker\.ifttt\.com/trigger/[A-Za-z0-9_\-]{1,64}/(?:json/)?with/key/)([A-Za-z0-9_\-]{20,64})(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: webhookID},
		// Build and deploy hooks: an unauthenticated POST to the URL builds
		// or deploys (Netlify's /build_hooks/<24 hex>, Render's deploy hook
		// whose key= is the secret, Vercel's and Cloudflare Pages').
		{ID: "deploy-hook-url", Category: CatSecret, Description: "build or deploy hook URL (Netlify, Render, Vercel, Cloudflare Pages)",
			Keywords: []string{"/build_hooks/", "api.render.com/deploy/", "/integrations/deploy/", "/deploy_hooks/"},
			Pattern: `(?:api\.netlify\.com/build_hooks/|api\.render\.com/deploy/srv-[a-z0-9]{8,40}\?(?:[^\s"'#]{0,100}&)?key=|` +
				`api\.vercel\.com/v1/integrations/deploy/prj_[A-Za-z0-9]{8,40}/|/pages/webhooks/deploy_hooks/)([A-Za-z0-9_\-]{8,64})(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: hookKey},
		// Steam: a game server login token (GSLT) given to a Source
		// server as +sv_setsteamaccount (or in its server.cfg), and a Web
		// API key as the key= of an api.steampowered.com call: 32 hex each.
		{ID: "steam-key", Category: CatSecret, Description: "Steam game server login token (sv_setsteamaccount) or Steam Web API key",
			Keywords:    []string{"sv_setsteamaccount", "steampowered.com/"},
			Pattern:     `(?:sv_setsteamaccount["']?[ \t]*,?[ \t]*["']?|steampowered\.com/[^\s"'<>]{0,200}?[?&]key=)([0-9A-Fa-f]{32})(?:[^0-9A-Za-z]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: variedHex},
		// A Resend API key: re_, 8 characters, _ and 24.
		{ID: "resend-api-key", Category: CatSecret, Description: "Resend API key",
			Keywords:    []string{`"re_`, `'re_`, "`re_", "=re_", " re_", ":re_"},
			Pattern:     `(?:^|[^A-Za-z0-9_\-])(re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24})(?:[^A-Za-z0-9_\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: mixedToken},
		// An Ably API key: the app id, a dot, the key id, a colon and the
		// secret (43 characters), on a line that names Ably's client or
		// its variable.
		{ID: "ably-api-key", Category: CatSecret, Description: "Ably API key (appId.keyId:secret)",
			Keywords: []string{"ably.rest", "ably.realtime", "ably.newrest", "ably.newrealtime", "ably.withkey(", "ablyrest", "ablyrealtime", "ably::rest", "ably::realtime",
				"ably_api_key", "ably_key"},
			Pattern:     `(?:^|[^A-Za-z0-9_.\-])([A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{6}:[A-Za-z0-9_+/=\-]{30,64})(?:[^A-Za-z0-9_+/=\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: ablyKey},
		// A Postmark server or account token is a UUID: one given to
		// Postmark's client (ServerClient, AccountClient, PostmarkClient)
		// or sent in its header.
		{ID: "postmark-token", Category: CatSecret, Description: "Postmark server or account API token",
			Keywords: []string{"serverclient(", "accountclient(", "postmarkclient(", "x-postmark-server-token", "x-postmark-account-token"},
			Pattern: `(?:(?:ServerClient|AccountClient|PostmarkClient)\(\s*(?:(?:server_token|account_token|serverToken|accountToken)\s*[=:]\s*)?["']|` +
				`X-Postmark-(?:Server|Account)-Token["']?\s*[:=,]\s*["']?)([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?:[^0-9A-Za-z\-]|$)`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: uuidKey},
		// Plivo's auth id (MA or SA and 18 capitals and digits) and auth
		// token (40), side by side as a client takes them.
		{ID: "plivo-auth-token", Category: CatSecret, Description: "Plivo auth token (after its auth id)",
			Keywords:    []string{"restclient(", "plivo"},
			Pattern:     `\b[MS]A[A-Z0-9]{18}["']?[ \t]*,[ \t]*(?:auth_token[ \t]*=[ \t]*)?["']([A-Za-z0-9]{40})["']`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: mixedToken},
		// Routing protocols' and AAA clients' keys as a router's
		// configuration types them (IOS, FRR, Quagga, EOS): a BGP
		// neighbor's password, OSPF's message-digest and authentication
		// keys, a key chain's key-string, IS-IS passwords, and the
		// TACACS+/RADIUS server keys. Type 0 or no type is the key as
		// typed; 7 and the hashed types pass.
		{ID: "router-key", Category: CatSecret, Description: "routing or AAA key in a router's config (neighbor password, OSPF md5 key, key-string, tacacs-server key)",
			Keywords: []string{"neighbor ", "message-digest-key ", "authentication-key ", "key-string ", "isis password ", "area-password ", "domain-password ",
				"tacacs-server key ", "radius-server key "},
			Pattern: `(?m)^[ \t]*(?:neighbor[ \t]+\S{1,64}[ \t]+password|(?:ip[ \t]+|ipv6[ \t]+)?ospf[ \t]+message-digest-key[ \t]+[0-9]{1,3}[ \t]+md5|` +
				`(?:ip[ \t]+)?ospf[ \t]+authentication-key|message-digest-key[ \t]+[0-9]{1,3}[ \t]+md5|authentication-key|key-string|isis[ \t]+password|area-password|domain-password|` +
				`(?:tacacs|radius)-server[ \t]+key)(?:[ \t]+0)?[ \t]+"?([^\s"]{6,128})"?[ \t]*\r?$`,
			SecretGroup: 1, Severity: Block, Replace: "REDACTED", Valid: routerKey},
	}
}

// set19Context reports the set-19 rules that read a position in a
// layout, not a token of their own: like generic-secret they are not
// trusted in a binary's printable runs.
func set19Context(id string) bool {
	return id == "router-key" || set20Context(id)
}

// webhookID vets a webhook's id: letters and digits mixed at random.
// Mattermost's are 26 lower-case letters and digits.
func webhookID(text []byte, s, e int) bool {
	v := string(text[s:e])
	if strings.HasSuffix(string(text[max(0, s-7):s]), "/hooks/") && (len(v) != 26 || strings.Trim(v, lower+"0123456789") != "") {
		return false
	}
	return mixedToken(text, s, e)
}

// hookKey vets a build or deploy hook's secret part: random letters and
// digits (a Render key may be short), not a placeholder or a reference.
func hookKey(text []byte, s, e int) bool {
	v := string(text[s:e])
	if placeholder(strings.ToLower(v)) || ascending(strings.ToLower(v)) || wordShaped(v) || !entropyOK(v) {
		return false
	}
	if hexish(v) {
		return variedHex(text, s, e)
	}
	return classes(v) >= 2 && strings.ContainsAny(v, "0123456789")
}

// routerKey vets a key typed into a router's config: a password's mix
// (three classes, or two and twelve characters or more), not the sample
// values of vendors' guides (cisco123, MyKey, secret1).
func routerKey(text []byte, s, e int) bool {
	v := string(text[s:e])
	if !plainPasswordValue(text, s, e) || classes(v) < 3 && !(classes(v) == 2 && len(v) >= 12) {
		return false
	}
	l := strings.ToLower(v)
	for _, w := range []string{"cisco", "juniper", "password", "secret", "key", "test", "example", "md5"} {
		if strings.Contains(l, w) {
			return false
		}
	}
	return true
}

// ablyKey vets an Ably key's secret, after the colon.
func ablyKey(text []byte, s, e int) bool {
	i := strings.IndexByte(string(text[s:e]), ':')
	return i > 0 && mixedToken(text, s+i+1, e)
}

// uuidKey vets a UUID that is a key: varied hex, not a filler.
func uuidKey(text []byte, s, e int) bool {
	v := strings.ReplaceAll(string(text[s:e]), "-", "")
	return variedHex([]byte(v), 0, len(v))
}
