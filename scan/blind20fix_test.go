package scan

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/hookd/hookd/scan/scantest"
)

// The twentieth blind set of pushes, in spellings of our own: obfuscations
// whose key the tool publishes (Junos $9$, HeidiSQL's shifted hex), zips
// under a sharing convention's password, libedit histories, credentials
// that are a URL's path or a media URL's userinfo, agent tool configs,
// directive arguments, join tokens and share links, key stores and
// license blocks, and constructs that compute a token. Every secret is
// made at test time; each class has look-alikes that must pass.

func init() {
	for id, ss := range map[string][]string{
		"k3s-token":                 {"token-file: /var/lib/rancher/k3s/server/node-token", "K10" + strings.Repeat("0", 64) + "::server:" + strings.Repeat("a", 32)},
		"neon-api-key":              {"NEON_API_KEY=napi_xxxxxxxx", "napi_" + strings.Repeat("0", 64)},
		"proxy-share-link":          {"vless://<your-uuid>@edge.example.net:443", "vless://00000000-0000-0000-0000-000000000000@h:443", "trojan://${TROJAN_PASSWORD}@h:443", "trojan://password@h:443"},
		"3proxy-cleartext-password": {"users ops:CR:$1$abcdefgh$abcdefghijklmnopqrstuv", "users ops:CL:password", "users ops:CL:$PASS"},
		"url-path-credential":       {"https://cdn.example.org/live/news/index/1.ts", "http://panel:8080/live/user/password/1.ts", "https://example.org/series/season/episode/1"},
		"tracker-passkey":           {"http://bttracker.debian.org:6969/announce", "https://tracker.example.org/" + strings.Repeat("0", 32) + "/announce", "https://example.org/verylongpathsegmentwithoutkey/announce"},
		"caddy-dns-token":           {"\t\tdns cloudflare {env.CF_API_TOKEN}", "dns nameserver resolver-primary-datacenter", "\tdns route53"},
		"gnupg-private-key":         {"(public-key (ecc (curve Ed25519)(q #40" + strings.Repeat("AB", 32) + "#)))", "(protected-private-key (ecc (curve Ed25519)(q #40AB#)(protected openpgp-s2k3-ocb-aes ((sha1 #00#))#00#)))", "(private-key (ecc (d #" + strings.Repeat("0", 64) + "#)))"},
		"sublime-license":           {"-----BEGIN LICENSE-----\nMIT License\n", "----- BEGIN LICENSE -----\nExample\nEA7E-000000\n00000000 00000000 00000000 00000000\n00000000 00000000 00000000 00000000\n00000000 00000000 00000000 00000000\n00000000 00000000 00000000 00000000\n"},
	} {
		falsePositives[id] = append(falsePositives[id], ss...)
	}
}

func password20(g *scantest.Gen) string {
	return g.Str(scantest.Upper, 2) + g.Str(scantest.Digits, 3) + g.Str(scantest.Alnum, 5) + "!" + g.Str(scantest.Alnum, 5)
}

func hex20(g *scantest.Gen, n int) string { return g.Str("0123456789abcdef", n) }

// junos20 writes plain as Junos's $9$ (Crypt::Juniper's encrypt, our own
// spelling), with salt and filler letters drawn from g.
func junos20(g *scantest.Gen, plain string) string {
	alpha := junosFamilies
	salt := alpha[g.Intn(len(alpha))]
	out := []byte("$9$")
	out = append(out, salt)
	for i := 0; i < junosExtra(salt); i++ {
		out = append(out, alpha[g.Intn(len(alpha))])
	}
	enc := [][]int{{1, 4, 32}, {1, 16, 32}, {1, 8, 32}, {1, 64}, {1, 32}, {1, 4, 16, 128}, {1, 32, 64}}
	prev := junosNum(salt)
	for pos := 0; pos < len(plain); pos++ {
		dec := enc[pos%len(enc)]
		n := int(plain[pos])
		gaps := make([]int, len(dec))
		for i := len(dec) - 1; i >= 0; i-- {
			gaps[i] = n / dec[i]
			n -= gaps[i] * dec[i]
		}
		for _, gp := range gaps {
			next := (prev + gp + 1) % 65
			out = append(out, alpha[next])
			prev = next
		}
	}
	return string(out)
}

// Obfuscations reversed by a key the tool publishes.
func TestBlind20PublishedKeys(t *testing.T) {
	g := scantest.New(2001)
	pw := password20(g)
	enc := junos20(g, pw)
	if back, ok := junosDecrypt([]byte(enc[3:])); !ok || back != pw {
		t.Fatalf("junos round trip: %q %v", back, ok)
	}
	heidi := func(s string, salt int) string {
		var b strings.Builder
		for i := 0; i < len(s); i++ {
			n := int(s[i]) + salt
			if n > 255 {
				n -= 255
			}
			fmt.Fprintf(&b, "%02X", n)
		}
		return b.String() + fmt.Sprint(salt)
	}
	check18(t, []case18{
		{"net/srx.conf", "system {\n    radius-server {\n        192.0.2.7 secret \"" + enc + "\"; ## SECRET-DATA\n    }\n}\n"},
		{"net/set.txt", "set system tacplus-server 192.0.2.8 secret " + enc + "\n"},
		{"export/heidi.txt", "Servers\\lab\\Host<|||>1<|||>db.example.org\r\nServers\\lab\\Password<|||>1<|||>" + heidi(pw, 4) + "\r\n"},
	}, []case18{
		{"net/srx.conf", "system {\n    root-authentication {\n        encrypted-password \"$6$" + g.Str(scantest.Alnum, 8) + "$" + g.Str(scantest.Alnum+"./", 86) + "\"; ## SECRET-DATA\n    }\n}\n"},
		{"net/demo.conf", "secret \"" + junos20(g, "juniper123") + "\"; ## SECRET-DATA\n"},
		{"net/ios.cfg", "enable secret 9 " + junos20(g, pw)[:17] + "$" + g.Str(scantest.Alnum+"./", 43) + "\nusername ops secret 9 $9$" + g.Str(scantest.Alnum, 14) + "$" + g.Str(scantest.Alnum+"./", 43) + "\n"},
		{"export/heidi.txt", "Servers\\lab\\Password<|||>1<|||>\r\nServers\\lab\\Port<|||>1<|||>3306\r\nServers\\lab\\SessionColor<|||>3<|||>" + hex20(g, 7) + "\r\n"},
	})
}

// libedit histories, each entry strvis'd.
func TestBlind20LibeditHistories(t *testing.T) {
	g := scantest.New(2002)
	pw := password20(g)
	vis := func(s string) string { return strings.ReplaceAll(s, " ", `\040`) }
	check18(t, []case18{
		{"home/.psql_history", "_HiStOrY_V2_\n" + vis("\\dt") + "\n" + vis("CREATE USER app WITH PASSWORD '"+pw+"';") + "\n"},
		{"home/.python_history", "_HiStOrY_V2_\n" + vis("import os") + "\n" + vis("api_secret = \""+pw+"\"") + "\n"},
	}, []case18{
		{"home/.psql_history", "_HiStOrY_V2_\n" + vis("SELECT * FROM users WHERE id = 4;") + "\n" + vis("\\password app") + "\n"},
		{"home/.python_history", "_HiStOrY_V2_\n" + vis("print(os.environ['API_SECRET'])") + "\n"},
	})
}

// Credentials in a URL's path, a media URL's userinfo, a proxy share
// link's user id, a tracker's passkey.
func TestBlind20URLPaths(t *testing.T) {
	g := scantest.New(2003)
	pw := password20(g)
	b64 := base64.StdEncoding.EncodeToString([]byte(g.Str(scantest.Alnum, 45)))
	uuid := hex20(g, 8) + "-" + hex20(g, 4) + "-4" + hex20(g, 3) + "-a" + hex20(g, 3) + "-" + hex20(g, 12)
	check18(t, []case18{
		{"tv/list.m3u", "#EXTM3U\n#EXTINF:-1,One\nhttp://panel.example.net:25461/live/viewer7/" + pw + "/1201.ts\n"},
		{"tv/vod.m3u8", "#EXTINF:-1,Film\nhttps://panel.example.net/movie/viewer7/" + pw + "/88.mkv\n"},
		{"cams.yml", "inputs:\n  - path: rtsp://viewer:" + pw + "@cam2.example.net:554/stream1\n"},
		{"mcp.json", "{\"servers\": {\"x\": {\"url\": \"https://mcp.example-tools.dev/" + g.Str(scantest.Lower, 3) + "-" + hex20(g, 32) + "/sse\"}}}\n"},
		{"mcp2.json", "{\"servers\": {\"y\": {\"url\": \"https://actions.example.com/api/v1/s/" + b64 + "/mcp\"}}}\n"},
		{"sub.txt", "vless://" + uuid + "@vpn.example.net:443?security=tls&type=ws#home\n"},
		{"sub2.txt", "trojan://" + pw + "@vpn.example.net:443?sni=vpn.example.net#t\n"},
		{"notes/tracker.txt", "announce: https://tracker.example.org/" + hex20(g, 32) + "/announce\n"},
		{"dl.torrent", "d8:announce78:https://t.example.org/announce.php?passkey=" + hex20(g, 32) + "\x00\x01\x02" + "4:infod6:lengthi1ee" + "e"},
	}, []case18{
		{"tv/free.m3u", "#EXTM3U\n#EXTINF:-1,News\nhttps://live.example.org/live/news/index/1.ts\nhttps://cdn.example.org/hls/live/main.m3u8\n"},
		{"cams.yml", "inputs:\n  - path: rtsp://{CAM_USER}:{CAM_PASSWORD}@cam2.example.net:554/stream1\n  - path: rtsp://admin:admin@192.0.2.4/\n"},
		{"mcp.json", "{\"servers\": {\"x\": {\"url\": \"https://mcp.example-tools.dev/sse\"}, \"y\": {\"url\": \"https://docs.example.com/api/servers/knowledge-base/mcp\"}}}\n"},
		{"sub.txt", "Import vless://<uuid>@vpn.example.net:443 from the portal; trojan://PASSWORD@host:443 is the form.\n"},
		{"dl.torrent", "d8:announce41:http://tracker.example.org:6969/announce\x00\x01" + "4:infod6:lengthi1ee" + "e"},
	})
}

// Agent tool configs, directive arguments and join tokens.
func TestBlind20ArgumentsAndJoins(t *testing.T) {
	g := scantest.New(2004)
	pw := password20(g)
	tok := g.Str(scantest.Alnum, 36) + "_" + g.Str(scantest.Alnum, 3)
	check18(t, []case18{
		{".claude/settings.json", "{\n  \"apiKeyHelper\": \"echo sk-" + g.Str(scantest.Alnum, 28) + "\"\n}\n"},
		{"desktop.json", "{\"args\": [\"-y\", \"@vendor/db-mcp\", \"start\", \"napi" + "_" + g.Str(scantest.Lower+scantest.Digits, 64) + "\"]}\n"},
		{"Caddyfile", "example.org {\n\ttls {\n\t\tdns digitalocean " + tok + "\n\t}\n}\n"},
		{"proxy.cfg", "auth strong\nusers ops:CL:" + pw + "\nallow ops\n"},
		{"irc/servlist.conf", "N=Home\nS=irc.example.net/+6697\nP=" + pw + "\n"},
		{"k3s/token", "K10" + hex20(g, 64) + "::server:" + hex20(g, 32) + "\n"},
	}, []case18{
		{".claude/settings.json", "{\n  \"apiKeyHelper\": \"~/.claude/get-key.sh\"\n}\n"},
		{".claude/settings2.json", "{\n  \"apiKeyHelper\": \"echo $LLM_KEY\"\n}\n"},
		{"Caddyfile", "example.org {\n\ttls {\n\t\tdns cloudflare {env.CLOUDFLARE_API_TOKEN}\n\t}\n}\n"},
		{"dnsmasq.conf", "# dns servers used upstream\nserver=1.1.1.1\n"},
		{"proxy.cfg", "users ops:CR:$1$" + g.Str(scantest.Alnum, 8) + "$" + g.Str(scantest.Alnum, 22) + "\n"},
		{"irc/servlist.conf", "N=Libera\nS=irc.libera.chat/+6697\nJ=#go-nuts\n"},
		{"k3s/config.yaml", "token-file: /var/lib/rancher/k3s/server/node-token\n"},
	})
}

// Key stores, license blocks and constructs.
func TestBlind20KeyStoresAndConstructs(t *testing.T) {
	g := scantest.New(2005)
	d := strings.ToUpper(hex20(g, 64))
	q := strings.ToUpper(hex20(g, 64))
	var phpKey strings.Builder
	for i := 0; i < 32; i++ {
		fmt.Fprintf(&phpKey, "\\x%02X", g.Intn(256))
	}
	var lic strings.Builder
	lic.WriteString("----- BEGIN LICENSE -----\nExample Ltd\nSingle User License\nEA7E-" + g.Str(scantest.Digits, 6) + "\n")
	for i := 0; i < 6; i++ {
		h := strings.ToUpper(hex20(g, 32))
		lic.WriteString(h[:8] + " " + h[8:16] + " " + h[16:24] + " " + h[24:] + "\n")
	}
	lic.WriteString("------ END LICENSE ------\n")
	gh, _ := g.Value("github-pat")
	body := strings.TrimPrefix(gh, "ghp_")
	var grp []string
	for i := 0; i < len(body); i += 4 {
		grp = append(grp, body[i:min(i+4, len(body))])
	}
	npm, _ := g.Value("npm-token")
	gl, _ := g.Value("gitlab-token")
	glb := strings.TrimPrefix(gl, "glpat-")
	check18(t, []case18{
		{"gpg/private-keys-v1.d/AB.key", "Key: (private-key (ecc (curve Ed25519)(flags eddsa)(q\n #40" + q + "#)(d\n #" + d + "#)))\n"},
		{"config/secrets/dev/dev.decrypt.private.php", "<?php\n\nreturn \"" + phpKey.String() + "\";\n"},
		{"License.sublime_license", lic.String()},
		{"setup.sh", "CODE='ghp_" + strings.Join(grp, "-") + "'\nexport GH_TOKEN=$(echo \"$CODE\" | tr -d -)\n"},
		{"Makefile", "SEED := " + strings.Replace(npm, "_", "%", 1) + "\nlogin:\n\tnpm config set //registry.npmjs.org/:_authToken $(subst %,_,$(SEED))\n"},
		{"runner.toml.j2", "  token = \"{{ 'glpat-' ~ '" + glb[:8] + "' ~ '" + glb[8:] + "' }}\"\n"},
	}, []case18{
		{"gpg/private-keys-v1.d/CD.key", "Key: (protected-private-key (ecc (curve Ed25519)(q #40" + q + "#)(protected openpgp-s2k3-ocb-aes ((sha1 #" + hex20(g, 16) + "#\n \"43860992\")#" + hex20(g, 24) + "#)#" + hex20(g, 96) + "#)))\n"},
		{"gpg/pub.sexp", "(public-key (ecc (curve Ed25519)(flags eddsa)(q #40" + q + "#)))\n"},
		{"config/secrets/dev/dev.encrypt.public.php", "<?php\n\nreturn \"" + phpKey.String() + "\";\n"},
		{"LICENSE", "-----BEGIN LICENSE-----\nMIT License\n\nPermission is hereby granted, free of charge, to any person\n"},
		{"ids.sh", "ID='" + hex20(g, 8) + "-" + hex20(g, 4) + "-" + hex20(g, 4) + "-" + hex20(g, 4) + "-" + hex20(g, 12) + "'\necho \"$ID\" | tr -d -\nSERIAL='ABCD-EFGH-IJKL-MNOP-QRST'\n"},
		{"Makefile", "VERSION := 1.4.2\nTAG := v$(subst .,_,$(VERSION))\nDIRS := $(subst :, ,$(PATH))\n"},
		{"hosts.j2", "{{ inventory_hostname ~ '.' ~ domain }} {{ 'web' ~ '-' ~ idx }}\n"},
	})
	if !bytes.Contains([]byte(lic.String()), []byte("EA7E-")) {
		t.Fatal("license fixture")
	}
}
