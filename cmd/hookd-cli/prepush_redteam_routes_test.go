package main

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// redteamRoutes is the blind set: leaks first, by class, then ordinary pushes
// that must go through. Each leak says where the secret sits; the verdicts
// are the test's log.
func redteamRoutes() []redteamRoute {
	b64 := base64.StdEncoding.EncodeToString
	return []redteamRoute{
		// ---- Encodings and compression ----
		{name: "configmap-binarydata-env", class: "encoding", leak: true,
			where: "base64 of a whole .env (STRIPE_SECRET_KEY=sk_live_...) as a ConfigMap binaryData value under key app.env",
			run: func(r *redteamRig) []string {
				env := "NODE_ENV=production\nSTRIPE_SECRET_KEY=" + r.g.stripe() + "\nLOG_LEVEL=info\n"
				doc := "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\nbinaryData:\n  app.env: " + b64([]byte(env)) + "\n"
				r.write("deploy/configmap.yaml", doc)
				r.carryString(b64([]byte(env)))
				r.commit("deploy: config map")
				return []string{"origin", "main"}
			}},
		{name: "double-base64", class: "encoding", leak: true, bound: "base64 is decoded once (boundary.md: a decoded text is not decoded again)",
			where: "base64(base64(ghp_...)) as a JSON value named payload",
			run: func(r *redteamRig) []string {
				v := b64([]byte(b64([]byte(r.g.github()))))
				r.write("fixtures/session.json", `{"id": 42, "payload": "`+v+`"}`+"\n")
				r.carryString(v)
				r.commit("fixtures: session")
				return []string{"origin", "main"}
			}},
		{name: "gzip-base64-inline", class: "compression", leak: true,
			where: "base64 of a gzipped .env (AWS key id and secret) as a JSON snapshot value",
			run: func(r *redteamRig) []string {
				env := "AWS_ACCESS_KEY_ID=" + r.g.awsID() + "\nAWS_SECRET_ACCESS_KEY=" + r.g.awsSecret() + "\n"
				v := b64(rtGzip([]byte(env)))
				r.write("testdata/snapshot.json", `{"name": "env-snapshot", "blob": "`+v+`"}`+"\n")
				r.carryString(v)
				r.commit("testdata: snapshot")
				return []string{"origin", "main"}
			}},
		{name: "zip-as-woff2", class: "compression", leak: true,
			where: "a zip named assets/fonts/icons.woff2 holding .aws/credentials (aws_access_key_id = AKIA..., aws_secret_access_key = ...)",
			run: func(r *redteamRig) []string {
				creds := "[default]\naws_access_key_id = " + r.g.awsID() + "\naws_secret_access_key = " + r.g.awsSecret() + "\n"
				z := rtZip(rtMember(".aws/credentials", []byte(creds)))
				r.writeBytes("assets/fonts/icons.woff2", z)
				r.carry(z)
				r.commit("assets: icon font")
				return []string{"origin", "main"}
			}},
		{name: "zip-4-deep", class: "compression", leak: true, bound: "archives are opened nested up to three deep",
			where: "a PEM private key in creds/deploy.pem inside a zip inside a zip inside a zip inside a zip (vendor/bundle.zip)",
			run: func(r *redteamRig) []string {
				z := rtZip(rtMember("creds/deploy.pem", []byte(r.g.pemKey())))
				for i := 3; i >= 1; i-- {
					z = rtZip(rtMember(fmt.Sprintf("level%d.zip", i), z))
				}
				r.writeBytes("vendor/bundle.zip", z)
				r.carry(z)
				r.commit("vendor: bundle")
				return []string{"origin", "main"}
			}},
		{name: "pdf-flate-stream", class: "file type", leak: true,
			where: "GITHUB_TOKEN=ghp_... in a PDF page's text, in a FlateDecode (zlib) content stream",
			run: func(r *redteamRig) []string {
				p := rtPDF("GITHUB_TOKEN=" + r.g.github())
				r.writeBytes("docs/runbook.pdf", p)
				r.carry(p)
				r.commit("docs: runbook")
				return []string{"origin", "main"}
			}},
		{name: "png-ztxt", class: "file type", leak: true,
			where: "an OpenAI key (sk-proj-...) in a PNG zTXt chunk (zlib-compressed text metadata)",
			run: func(r *redteamRig) []string {
				z := append([]byte("zTXtComment\x00\x00"), rtZlib([]byte("OPENAI_API_KEY="+r.g.openai()))...)
				p := rtPNG(z)
				r.writeBytes("web/static/logo.png", p)
				r.carry(p)
				r.commit("web: logo")
				return []string{"origin", "main"}
			}},
		{name: "git-loose-object-fixture", class: "compression", leak: true,
			where: "a test fixture that is a git loose object (zlib of 'blob N\\0' + a .env with a Slack bot token)",
			run: func(r *redteamRig) []string {
				o := rtLooseObject([]byte("SLACK_BOT_TOKEN=" + r.g.slackBot() + "\n"))
				r.writeBytes("testdata/repo/objects/3f/0c1e2d4b5a69788796a5b4c3d2e1f00112233", o)
				r.carry(o)
				r.commit("testdata: fixture repository")
				return []string{"origin", "main"}
			}},
		{name: "hex-bytes-python", class: "encoding", leak: true,
			where: "a GitHub token as hex in bytes.fromhex(...) assigned to a neutral name, decoded at use",
			run: func(r *redteamRig) []string {
				h := hex.EncodeToString([]byte(r.g.github()))
				r.write("tools/sync.py", "import requests\n\n_blob = bytes.fromhex(\""+h+"\")\n\n"+
					"def sync(url):\n    return requests.get(url, headers={\"Authorization\": \"token \" + _blob.decode()})\n")
				r.carryString(h)
				r.commit("tools: sync")
				return []string{"origin", "main"}
			}},
		{name: "json-unicode-escape", class: "encoding", leak: true,
			where: "ghp\\u005f... (the underscore as a JSON \\u escape) as the value of a neutral key in a JSON settings file",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				v := strings.Replace(tok, "_", `\u005f`, 1)
				r.write("config/integrations.json", `{"integrations": [{"name": "github", "kind": "pat", "value": "`+v+`"}]}`+"\n")
				r.carryString(v)
				r.commit("config: integrations")
				return []string{"origin", "main"}
			}},
		{name: "svg-html-entities", class: "file type", leak: true,
			where: "sk&#95;live&#95;... (Stripe live key, underscores as HTML character references) in an SVG <text>",
			run: func(r *redteamRig) []string {
				v := strings.ReplaceAll(r.g.stripe(), "_", "&#95;")
				svg := `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="40"><rect width="400" height="40" fill="#eee"/>` +
					"\n" + `<text x="4" y="24" font-size="12">` + v + "</text>\n</svg>\n"
				r.write("docs/img/billing.svg", svg)
				r.carryString(v)
				r.commit("docs: billing diagram")
				return []string{"origin", "main"}
			}},
		{name: "eml-quoted-printable", class: "encoding", leak: true,
			where: "a Slack bot token in a quoted-printable e-mail fixture, cut by a soft line break (=\\r\\n)",
			run: func(r *redteamRig) []string {
				tok := r.g.slackBot()
				line := "Hello team, the new bot token for the release channel is " + tok + " please rotate it next week."
				// Quoted-printable: lines of at most 76 bytes, soft breaks as "=".
				var qp strings.Builder
				for len(line) > 75 {
					qp.WriteString(line[:75] + "=\r\n")
					line = line[75:]
				}
				qp.WriteString(line + "\r\n")
				eml := "From: ops@example.com\r\nTo: dev@example.com\r\nSubject: bot\r\nMIME-Version: 1.0\r\n" +
					"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n" + qp.String()
				r.write("testdata/mail/rotation.eml", eml)
				r.carryString(qp.String())
				r.commit("testdata: mail fixture")
				return []string{"origin", "main"}
			}},
		{name: "utf32-config", class: "encoding", leak: true,
			where: "an INI file in UTF-32LE with a byte-order mark: api_key = AIza... and a GitLab token",
			run: func(r *redteamRig) []string {
				b := rtUTF32LE("[google]\napi_key = " + r.g.google() + "\n[gitlab]\ntoken = " + r.g.gitlab() + "\n")
				r.writeBytes("config/legacy.ini", b)
				r.carry(b)
				r.commit("config: legacy settings")
				return []string{"origin", "main"}
			}},
		{name: "utf16-string-in-exe", class: "binary", leak: true,
			where: "a GitHub token as a UTF-16LE string resource inside a Windows executable (tools/updater.exe)",
			run: func(r *redteamRig) []string {
				b := rtPE(r.g.github(), r.g)
				r.writeBytes("tools/updater.exe", b)
				r.carry(b)
				r.commit("tools: updater")
				return []string{"origin", "main"}
			}},
		{name: "sqlite-adjacent-columns", class: "file type", leak: true,
			where: "a SQLite database row ('stripe', 'sk_live_...'): the two text columns stored back to back (stripesk_live_...)",
			run: func(r *redteamRig) []string {
				db := rtSQLite("CREATE TABLE api_keys(name TEXT, key TEXT)", rtSQLiteRecord("stripe", r.g.stripe()))
				r.writeBytes("data/dev.sqlite3", db)
				r.carry(db)
				r.commit("data: dev database")
				return []string{"origin", "main"}
			}},
		{name: "docx-split-runs", class: "file type", leak: true,
			where: "a Word document whose text 'token ghp_...' is split across two <w:r> runs at a spell-check mark",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				doc := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n" +
					`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>` +
					`<w:r><w:t xml:space="preserve">Deploy token: ` + tok[:14] + `</w:t></w:r><w:proofErr w:type="spellStart"/>` +
					`<w:r><w:t>` + tok[14:] + `</w:t></w:r><w:proofErr w:type="spellEnd"/></w:p></w:body></w:document>`
				ct := `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
					`<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`
				z := rtZip(rtMember("[Content_Types].xml", []byte(ct)), rtMember("word/document.xml", []byte(doc)))
				r.writeBytes("docs/handover.docx", z)
				r.carry(z)
				r.commit("docs: handover")
				return []string{"origin", "main"}
			}},
		{name: "notebook-output", class: "file type", leak: true,
			where: "a notebook output cell (stream stdout) printing ~/.aws/credentials: aws_secret_access_key = ... and the AKIA id",
			run: func(r *redteamRig) []string {
				out := []string{"[default]\n", "aws_access_key_id = " + r.g.awsID() + "\n", "aws_secret_access_key = " + r.g.awsSecret() + "\n"}
				nb := map[string]any{
					"nbformat": 4, "nbformat_minor": 5, "metadata": map[string]any{},
					"cells": []any{map[string]any{
						"cell_type": "code", "execution_count": 3, "id": "a1b2c3", "metadata": map[string]any{},
						"source":  []string{"!cat ~/.aws/credentials"},
						"outputs": []any{map[string]any{"output_type": "stream", "name": "stdout", "text": out}},
					}},
				}
				b, _ := json.MarshalIndent(nb, "", " ")
				r.writeBytes("notebooks/explore.ipynb", b)
				r.carry(b)
				r.commit("notebooks: exploration")
				return []string{"origin", "main"}
			}},
		{name: "minified-long-line-concat", class: "split", leak: true, bound: "lines over 16 KiB are not joined",
			where: "\"ghp_...\"+\"...\" (a GitHub token in two literals) inside a 20 KiB one-line minified bundle",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				js := minifiedFiller(r, 10000) + `var t="` + tok[:20] + `"+"` + tok[20:] + `";` + minifiedFiller(r, 10000) + "\n"
				r.write("public/app.min.js", js)
				r.carryString(tok[:20] + `"+"` + tok[20:])
				r.commit("build: bundle")
				return []string{"origin", "main"}
			}},
		{name: "sourcemap-escaped-concat", class: "file type", leak: true,
			where: "a source map's sourcesContent holding apiKey: \\\"sk-ant-api03-...\\\" + \\\"...AA\\\" (JSON-escaped quotes around a concatenation)",
			run: func(r *redteamRig) []string {
				tok := r.g.anthropic()
				src := "import Anthropic from \"@anthropic-ai/sdk\";\nexport const client = new Anthropic({\n  apiKey: \"" + tok[:50] + "\" +\n    \"" + tok[50:] + "\",\n});\n"
				m := map[string]any{"version": 3, "file": "client.js", "sources": []string{"../src/client.ts"},
					"sourcesContent": []string{src}, "names": []string{}, "mappings": "AAAA,OAAO,SAAS,MAAM"}
				b, _ := json.Marshal(m)
				r.writeBytes("dist/client.js.map", b)
				r.carry(b)
				r.commit("dist: source map")
				return []string{"origin", "main"}
			}},
		{name: "lockfile-resolved-creds", class: "file type", leak: true,
			where: "package-lock.json resolved URL https://ci-bot:<npm_ token>@pkgs.acme-corp.com/... (a registry login in a lockfile)",
			run: func(r *redteamRig) []string {
				tok := r.g.npm()
				lock := `{
  "name": "app",
  "lockfileVersion": 3,
  "packages": {
    "node_modules/@acme/ui": {
      "version": "2.4.1",
      "resolved": "https://ci-bot:` + tok + `@pkgs.acme-corp.com/npm/@acme/ui/-/ui-2.4.1.tgz",
      "integrity": "sha512-` + b64(r.g.bytes(64)) + `"
    }
  }
}
`
				r.write("package-lock.json", lock)
				r.carryString(tok)
				r.commit("deps: lock")
				return []string{"origin", "main"}
			}},
		{name: "env-template-halves", class: "split", leak: true,
			where: ".env.production: GH_A=ghp_<first 18>, GH_B=<last 18>, GITHUB_TOKEN=${GH_A}${GH_B}",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				r.write(".env.production", "GH_A="+tok[:22]+"\nGH_B="+tok[22:]+"\nGITHUB_TOKEN=${GH_A}${GH_B}\n")
				r.carryString(tok[:22])
				r.commit("env: production")
				return []string{"origin", "main"}
			}},
		{name: "ts-variable-concat", class: "split", leak: true,
			where: "TypeScript: const a = \"sk_live_<10>\"; const b = \"<14>\"; new Stripe(a + b)",
			run: func(r *redteamRig) []string {
				tok := r.g.stripe()
				r.write("src/billing.ts", "import Stripe from \"stripe\";\n\nconst a = \""+tok[:18]+"\";\nconst b = \""+tok[18:]+"\";\n"+
					"export const stripe = new Stripe(a + b, { apiVersion: \"2024-06-20\" });\n")
				r.carryString(tok[18:])
				r.commit("billing: client")
				return []string{"origin", "main"}
			}},
		{name: "yaml-dq-continuation", class: "split", leak: true,
			where: "YAML double-quoted value continued with a backslash at the line end: token: \"ghp_<half>\\ <newline> <half>\"",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				r.write("ci/settings.yml", "github:\n  org: acme\n  token: \""+tok[:20]+"\\\n    "+tok[20:]+"\"\n")
				r.carryString(tok[20:])
				r.commit("ci: settings")
				return []string{"origin", "main"}
			}},
		{name: "python-list-join", class: "split", leak: true,
			where: "Python: SLACK = \"\".join([\"xoxb-\", \"<12 digits>\", \"-\", \"<13 digits>\", \"-\", \"<24>\"])",
			run: func(r *redteamRig) []string {
				tok := r.g.slackBot()
				parts := strings.Split(tok, "-")
				r.write("bot/config.py", "SLACK = \"\".join([\""+parts[0]+"-\", \""+parts[1]+"\", \"-\", \""+parts[2]+"\", \"-\", \""+parts[3]+"\"])\n")
				r.carryString(parts[3])
				r.commit("bot: config")
				return []string{"origin", "main"}
			}},
		{name: "two-files", class: "split", leak: true, bound: "a token split across files is not put together (boundary.md, Stated limits)",
			where: "a GitHub token cut in two: ops/key.part1 holds ghp_<first 18>, ops/key.part2 the rest; a script cats them",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				r.write("ops/key.part1", tok[:22]+"\n")
				r.write("ops/key.part2", tok[22:]+"\n")
				r.write("ops/login.sh", "#!/bin/sh\nGH_TOKEN=$(tr -d '\\n' < ops/key.part1 ops/key.part2) gh auth status\n")
				r.carryString(tok[22:])
				r.commit("ops: login helper")
				return []string{"origin", "main"}
			}},
		{name: "go-backtick-concat", class: "split", leak: true,
			where: "Go raw strings joined: var tok = `ghp_<half>` + `<half>`",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				r.write("internal/gh/client.go", "package gh\n\nvar tok = `"+tok[:20]+"` + `"+tok[20:]+"`\n\nfunc Token() string { return tok }\n")
				r.carryString(tok[20:])
				r.commit("gh: client")
				return []string{"origin", "main"}
			}},
		{name: "js-charcodes", class: "encoding", leak: true,
			where: "String.fromCharCode(120,111,120,98,45,...) spelling a Slack bot token",
			run: func(r *redteamRig) []string {
				tok := r.g.slackBot()
				var codes []string
				for _, c := range tok {
					codes = append(codes, fmt.Sprint(int(c)))
				}
				r.write("src/notify.js", "const k = String.fromCharCode("+strings.Join(codes, ",")+");\nexport default k;\n")
				r.carryString(strings.Join(codes, ","))
				r.commit("notify: slack")
				return []string{"origin", "main"}
			}},
		{name: "decode-budget", class: "encoding", leak: true, bound: "one scan decodes or joins at most 1 MiB",
			where: "1.2 MiB of benign 'payload_b64:' lines, then payload_b64: base64(ghp_...) at the end of the same file",
			run: func(r *redteamRig) []string {
				var b strings.Builder
				b.WriteString("entries:\n")
				for i := 0; b.Len() < 1200<<10; i++ {
					txt := fmt.Sprintf("entry %d of the release notes, nothing more to say about entry %d here, only words and words again and again.", i, i)
					fmt.Fprintf(&b, "  - payload_b64: %s\n", b64([]byte(txt+" "+txt+" "+txt)))
				}
				v := b64([]byte(r.g.github()))
				b.WriteString("  - payload_b64: " + v + "\n")
				r.write("config/registry-cache.yml", b.String())
				r.carryString(v)
				r.commit("config: registry cache")
				return []string{"origin", "main"}
			}},
		{name: "long-line-base64", class: "encoding", leak: true, bound: "lines over 16 KiB are not decoded",
			where: "atob(\"<base64 of a Slack bot token>\") inside a 20 KiB one-line minified bundle",
			run: func(r *redteamRig) []string {
				v := b64([]byte(r.g.slackBot()))
				js := minifiedFiller(r, 10000) + `var k=atob("` + v + `");` + minifiedFiller(r, 10000) + "\n"
				r.write("public/vendor.min.js", js)
				r.carryString(v)
				r.commit("build: vendor bundle")
				return []string{"origin", "main"}
			}},
		{name: "straddle-2mib", class: "size", leak: true,
			where: "a GitHub token across the 2 MiB mark of one 2.1 MiB line (data/dump.ndjson): the tree cut and the history's 2 MiB pieces",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				const mark = 2 << 20
				filler := strings.Repeat("lorem ipsum dolor sit amet ", mark/27+1)
				line := `{"rows":"` + filler
				line = line[:mark-20] + " " + tok + " " + filler[:100<<10] + `"}`
				r.write("data/dump.ndjson", line+"\n")
				r.carryString(tok)
				r.commit("data: dump")
				return []string{"origin", "main"}
			}},

		// ---- Git layouts ----
		{name: "added-then-removed", class: "history", leak: true,
			where: "OPENAI_API_KEY=sk-proj-... in config/dev.env, added in one commit and removed in the next of the same push",
			run: func(r *redteamRig) []string {
				c := "OPENAI_API_KEY=" + r.g.openai() + "\n"
				r.write("config/dev.env", c)
				r.carryString(c)
				r.commit("config: dev env")
				r.gitw("rm", "-q", "config/dev.env")
				r.commit("config: drop dev env")
				return []string{"origin", "main"}
			}},
		{name: "evil-merge", class: "history", leak: true,
			where: "SLACK_BOT_TOKEN = \"xoxb-...\" added by a merge commit itself (in neither parent)",
			run: func(r *redteamRig) []string {
				r.gitw("checkout", "-q", "-b", "feature")
				r.write("feature.txt", "feature work\n")
				r.commit("feature")
				r.gitw("checkout", "-q", "main")
				r.write("main.txt", "main work\n")
				r.commit("main work")
				r.gitw("merge", "-q", "--no-ff", "--no-commit", "feature")
				c := "SLACK_BOT_TOKEN = \"" + r.g.slackBot() + "\"\n"
				r.write("settings.py", c)
				r.carryString(c)
				r.gitw("add", "settings.py")
				r.gitw("commit", "-q", "-m", "Merge branch 'feature'")
				return []string{"origin", "main"}
			}},
		{name: "annotated-tag-message", class: "refs", leak: true,
			where: "glpat-... in an annotated tag's message; the tagged commit is already on the remote",
			run: func(r *redteamRig) []string {
				tok := r.g.gitlab()
				r.gitw("tag", "-a", "v1.0.0", "-m", "v1.0.0\n\nrelease pipeline token: "+tok)
				r.carryString(tok)
				return []string{"origin", "v1.0.0"}
			}},
		{name: "tag-to-blob", class: "refs", leak: true,
			where: "a lightweight tag that points at a blob (no commit) holding a PEM private key: git push origin <blob>:refs/tags/data",
			run: func(r *redteamRig) []string {
				k := r.g.pemKey()
				blob := strings.TrimSpace(r.run(r.work, []byte(k), "git", "hash-object", "-w", "--stdin"))
				r.carryString(k)
				return []string{"origin", blob + ":refs/tags/data"}
			}},
		{name: "annotated-tag-to-tree", class: "refs", leak: true,
			where: "an annotated tag that points at a tree (no commit) whose file holds a Stripe live key",
			run: func(r *redteamRig) []string {
				c := "STRIPE_KEY=" + r.g.stripe() + "\n"
				blob := strings.TrimSpace(r.run(r.work, []byte(c), "git", "hash-object", "-w", "--stdin"))
				tree := strings.TrimSpace(r.run(r.work, []byte("100644 blob "+blob+"\tstripe.env\n"), "git", "mktree"))
				r.gitw("tag", "-a", "snap", "-m", "snapshot", tree)
				r.carryString(c)
				return []string{"origin", "snap"}
			}},
		{name: "commit-message", class: "refs", leak: true,
			where: "a Slack webhook URL in the body of an empty commit's message",
			run: func(r *redteamRig) []string {
				u := r.g.slackWebhook()
				r.gitw("commit", "-q", "--allow-empty", "-m", "ci: notify\n\nposting to "+u)
				r.carryString(u)
				return []string{"origin", "main"}
			}},
		{name: "author-email", class: "refs", leak: true,
			where: "a GitHub token as the author e-mail's local part (ghp_...@users.noreply.github.com)",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				r.write("CHANGELOG.md", "- fix\n")
				r.gitw("add", "-A")
				r.gitw("-c", "user.email="+tok+"@users.noreply.github.com", "commit", "-q", "-m", "changelog")
				r.carryString(tok)
				return []string{"origin", "main"}
			}},
		{name: "git-notes", class: "refs", leak: true,
			where: "AWS key id and secret in a git note on an already-pushed commit; push of refs/notes/commits only",
			run: func(r *redteamRig) []string {
				s := r.g.awsSecret()
				r.gitw("notes", "add", "-m", "debug creds: "+r.g.awsID()+" "+s, "HEAD")
				r.carryString(s)
				return []string{"origin", "refs/notes/commits"}
			}},
		{name: "rename-and-chmod", class: "history", leak: true,
			where: "a PEM private key added as scripts/notes.txt, then renamed to bin/deploy-key with +x in the next commit",
			run: func(r *redteamRig) []string {
				k := r.g.pemKey()
				r.write("scripts/notes.txt", k)
				r.carryString(k)
				r.commit("notes")
				if err := os.MkdirAll(filepath.Join(r.work, "bin"), 0o755); err != nil {
					r.t.Fatal(err)
				}
				r.gitw("mv", "scripts/notes.txt", "bin/deploy-key")
				r.gitw("update-index", "--chmod=+x", "bin/deploy-key")
				r.gitw("commit", "-q", "-m", "move key")
				return []string{"origin", "main"}
			}},
		{name: "path-split-token", class: "refs", leak: true, bound: "paths are read one component a line (boundary.md, Trees)",
			where: "a GitHub token cut across two directory names: ghp_<first 18>/<last 18>/README.md",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				r.write(filepath.Join("cache", tok[:22], tok[22:], "README.md"), "cache entry\n")
				r.carryString(tok[:22])
				r.commit("cache entry")
				return []string{"origin", "main"}
			}},
		{name: "submodule-on-demand", class: "submodule", leak: true,
			where: "a PEM key committed in submodule vendor/lib; git push --recurse-submodules=on-demand pushes the submodule first",
			run: func(r *redteamRig) []string {
				sub := r.bare("sub.git")
				seed := filepath.Join(r.root, "seed")
				r.git(r.root, "init", "-q", seed)
				if err := os.WriteFile(filepath.Join(seed, "lib.go"), []byte("package lib\n"), 0o644); err != nil {
					r.t.Fatal(err)
				}
				r.git(seed, "add", "-A")
				r.git(seed, "commit", "-q", "-m", "lib")
				r.git(seed, "push", "-q", "--no-verify", sub, "main")
				r.gitw("submodule", "add", "-q", sub, "vendor/lib")
				r.commit("add lib")
				r.push("origin", "main")
				k := r.g.pemKey()
				subw := filepath.Join(r.work, "vendor", "lib")
				if err := os.WriteFile(filepath.Join(subw, "deploy.pem"), []byte(k), 0o644); err != nil {
					r.t.Fatal(err)
				}
				r.git(subw, "add", "-A")
				r.git(subw, "commit", "-q", "-m", "deploy key")
				r.carryString(k)
				r.commit("bump lib")
				return []string{"--recurse-submodules=on-demand", "origin", "main"}
			}},
		{name: "symlink-target", class: "file type", leak: true,
			where: "a symbolic link whose target path holds a Stripe live key (config/billing -> ../keys/sk_live_...)",
			run: func(r *redteamRig) []string {
				target := "../keys/" + r.g.stripe()
				if err := os.MkdirAll(filepath.Join(r.work, "config"), 0o755); err != nil {
					r.t.Fatal(err)
				}
				if err := os.Symlink(target, filepath.Join(r.work, "config", "billing")); err != nil {
					r.t.Fatal(err)
				}
				r.carryString(target)
				r.commit("config: billing link")
				return []string{"origin", "main"}
			}},
		{name: "stash-ref", class: "refs", leak: true,
			where: "an untracked .env.local (ANTHROPIC_API_KEY=sk-ant-...) stashed with -u, pushed as refs/stash:refs/heads/wip",
			run: func(r *redteamRig) []string {
				c := "ANTHROPIC_API_KEY=" + r.g.anthropic() + "\n"
				r.write(".env.local", c)
				r.carryString(c)
				r.gitw("stash", "push", "-q", "-u")
				return []string{"origin", "refs/stash:refs/heads/wip"}
			}},
		{name: "orphan-branch", class: "history", leak: true,
			where: "an orphan branch whose root commit holds a GCP service-account JSON (private_key with \\n escapes), removed in its second commit",
			run: func(r *redteamRig) []string {
				r.gitw("checkout", "-q", "--orphan", "scratch")
				r.gitw("rm", "-rq", "--cached", ".")
				k, _ := json.Marshal(r.g.pemKey())
				c := `{"type": "service_account", "project_id": "acme-prod", "private_key_id": "` + r.g.pick(rtHex, 40) + `", "private_key": ` + string(k) + `}` + "\n"
				r.write("sa.json", c)
				r.carryString(c)
				r.gitw("add", "sa.json")
				r.gitw("commit", "-q", "-m", "scratch")
				r.gitw("rm", "-q", "sa.json")
				r.write("notes.md", "scratch\n")
				r.gitw("add", "notes.md")
				r.gitw("commit", "-q", "-m", "clean")
				return []string{"origin", "scratch"}
			}},
		{name: "no-verify", class: "bypass", leak: true, bound: "git push --no-verify skips every client hook (threat-model.md: the user's choice; the server hook is the net)",
			where: "AWS key id and secret in a committed .aws/credentials, pushed with git push --no-verify",
			run: func(r *redteamRig) []string {
				c := "[default]\naws_access_key_id = " + r.g.awsID() + "\naws_secret_access_key = " + r.g.awsSecret() + "\n"
				r.write("infra/credentials", c)
				r.carryString(c)
				r.commit("infra: creds")
				return []string{"--no-verify", "origin", "main"}
			}},
		{name: "push-to-url", class: "remote", leak: true,
			where: ".npmrc //registry.npmjs.org/:_authToken=npm_..., pushed to a path given as URL (no remote name), a fresh bare repo",
			run: func(r *redteamRig) []string {
				mirror := r.bare("mirror.git")
				c := "//registry.npmjs.org/:_authToken=" + r.g.npm() + "\n"
				r.write(".npmrc", c)
				r.carryString(c)
				r.commit("npm auth")
				return []string{mirror, "main"}
			}},
		{name: "force-push-amend", class: "remote", leak: true,
			where: "a clean commit is pushed, then amended to add terraform.tfvars (digitalocean_token = \"dop_v1_...\") and force-pushed",
			run: func(r *redteamRig) []string {
				r.write("main.tf", "terraform {}\n")
				r.commit("terraform")
				r.push("origin", "main")
				c := "digitalocean_token = \"" + r.g.dop() + "\"\n"
				r.write("terraform.tfvars", c)
				r.carryString(c)
				r.gitw("add", "-A")
				r.gitw("commit", "-q", "--amend", "-m", "terraform")
				return []string{"--force", "origin", "main"}
			}},
		{name: "refspec-rename", class: "remote", leak: true,
			where: "a local branch tmp with HF_TOKEN=hf_..., pushed as tmp:refs/heads/release/1.2",
			run: func(r *redteamRig) []string {
				r.gitw("checkout", "-q", "-b", "tmp")
				c := "HF_TOKEN=" + r.g.hf() + "\n"
				r.write("ml/.env", c)
				r.carryString(c)
				r.commit("ml env")
				r.gitw("checkout", "-q", "main")
				return []string{"origin", "tmp:refs/heads/release/1.2"}
			}},
		{name: "mirror-custom-ref", class: "remote", leak: true,
			where: "six branches and a custom ref refs/keep/backup whose commit alone holds a Postgres URL with a password; git push --mirror",
			run: func(r *redteamRig) []string {
				for i := 1; i <= 6; i++ {
					r.gitw("branch", fmt.Sprintf("b%d", i))
				}
				r.gitw("checkout", "-q", "-b", "backup")
				c := "DATABASE_URL=postgres://app_rw:" + r.g.password() + "@orders-db.c9akciq32.eu-west-1.rds.amazonaws.com:5432/orders\n"
				r.write("backup.env", c)
				r.carryString(c)
				r.commit("backup")
				r.gitw("update-ref", "refs/keep/backup", "HEAD")
				r.gitw("checkout", "-q", "main")
				r.gitw("branch", "-D", "backup")
				return []string{"--mirror", "origin"}
			}},
		{name: "delete-and-create", class: "remote", leak: true,
			where: "one push deleting branch old and creating branch leak, whose commit holds a Google API key (AIza...) in JS",
			run: func(r *redteamRig) []string {
				r.gitw("branch", "old")
				r.push("origin", "old")
				r.gitw("checkout", "-q", "-b", "leak")
				c := "export const maps = { key: \"" + r.g.google() + "\" };\n"
				r.write("web/maps.js", c)
				r.carryString(c)
				r.commit("maps")
				r.gitw("checkout", "-q", "main")
				return []string{"origin", ":old", "leak"}
			}},
		{name: "replace-object", class: "history", leak: true,
			where: "a commit adding app.cfg with a GitLab token, hidden behind git replace with a clean twin",
			run: func(r *redteamRig) []string {
				c := "gitlab_token = " + r.g.gitlab() + "\n"
				r.write("app.cfg", c)
				r.carryString(c)
				r.commit("cfg")
				parent := r.gitw("rev-parse", "HEAD~1")
				clean := strings.TrimSpace(r.run(r.work, []byte("cfg\n"), "git", "commit-tree", parent+"^{tree}", "-p", parent))
				r.gitw("replace", "HEAD", clean)
				return []string{"origin", "main"}
			}},
		{name: "push-option", class: "refs", leak: true,
			where: "git push -o ci.variable=GITLAB_TOKEN=glpat-... with an ordinary commit",
			run: func(r *redteamRig) []string {
				r.write("CHANGELOG.md", "- docs\n")
				r.commit("changelog")
				return []string{"-o", "ci.variable=GITLAB_TOKEN=" + r.g.gitlab(), "origin", "main"}
			}},

		// ---- Ordinary pushes that must go through ----
		{name: "clean-go-service", class: "clean", where: "a Go HTTP service reading its token from the environment, and its test",
			run: func(r *redteamRig) []string {
				r.write("cmd/api/main.go", "package main\n\nimport (\n\t\"log\"\n\t\"net/http\"\n\t\"os\"\n)\n\n"+
					"func main() {\n\ttoken := os.Getenv(\"API_TOKEN\")\n\tif token == \"\" {\n\t\tlog.Fatal(\"API_TOKEN is not set\")\n\t}\n"+
					"\thttp.HandleFunc(\"/healthz\", func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(\"ok\")) })\n"+
					"\tlog.Fatal(http.ListenAndServe(\":8080\", nil))\n}\n")
				r.write("cmd/api/main_test.go", "package main\n\nimport \"testing\"\n\nfunc TestNothing(t *testing.T) {\n\tt.Setenv(\"API_TOKEN\", \"test-token\")\n}\n")
				r.commit("api: service")
				return []string{"origin", "main"}
			}},
		{name: "clean-aws-doc-examples", class: "clean", where: "AWS's documentation example key pair in a test fixture",
			run: func(r *redteamRig) []string {
				r.write("testdata/aws/credentials", "[default]\naws_access_key_id = "+"AKIA"+"IOSFODNN7"+"EXAMPLE\n"+
					"aws_secret_access_key = "+"wJalrXUtnFEMI/K7MDENG/"+"bPxRfiCY"+"EXAMPLEKEY\n")
				r.commit("testdata: aws example credentials")
				return []string{"origin", "main"}
			}},
		{name: "clean-package-lock", class: "clean", where: "package-lock.json with registry.npmjs.org URLs and sha512 integrity hashes",
			run: func(r *redteamRig) []string {
				var b strings.Builder
				b.WriteString("{\n  \"name\": \"app\",\n  \"lockfileVersion\": 3,\n  \"packages\": {\n")
				for i, p := range []string{"left-pad", "lodash", "react", "react-dom", "zod", "express", "debug", "ms"} {
					if i > 0 {
						b.WriteString(",\n")
					}
					fmt.Fprintf(&b, "    \"node_modules/%s\": {\n      \"version\": \"1.%d.0\",\n      \"resolved\": \"https://registry.npmjs.org/%s/-/%s-1.%d.0.tgz\",\n      \"integrity\": \"sha512-%s\"\n    }", p, i, p, p, i, b64(r.g.bytes(64)))
				}
				b.WriteString("\n  }\n}\n")
				r.write("package-lock.json", b.String())
				r.commit("deps: lock")
				return []string{"origin", "main"}
			}},
		{name: "clean-minified-bundle", class: "clean", where: "a 20 KiB one-line minified bundle of ordinary code",
			run: func(r *redteamRig) []string {
				r.write("public/app.min.js", minifiedFiller(r, 20000)+"\n")
				r.commit("build: bundle")
				return []string{"origin", "main"}
			}},
		{name: "clean-ids-and-hashes", class: "clean", where: "UUIDs, SHA-256 digests, commit ids and go.sum lines",
			run: func(r *redteamRig) []string {
				var b strings.Builder
				b.WriteString("[\n")
				for i := 0; i < 30; i++ {
					fmt.Fprintf(&b, "  {\"id\": \"%s\", \"sha256\": \"%s\", \"commit\": \"%s\"},\n", r.g.uuid(), r.g.pick(rtHex, 64), r.g.pick(rtHex, 40))
				}
				b.WriteString("  {}\n]\n")
				r.write("data/index.json", b.String())
				var s strings.Builder
				for _, m := range []string{"github.com/pkg/errors v0.9.1", "golang.org/x/sys v0.30.0", "gopkg.in/yaml.v3 v3.0.1"} {
					fmt.Fprintf(&s, "%s h1:%s\n%s/go.mod h1:%s\n", m, b64(r.g.bytes(32)), m, b64(r.g.bytes(32)))
				}
				r.write("go.sum", s.String())
				r.commit("data: index")
				return []string{"origin", "main"}
			}},
		{name: "clean-base64-image", class: "clean", where: "an HTML page with a base64 PNG data URI and a CSS font data URI",
			run: func(r *redteamRig) []string {
				img := b64(rtPNG(append([]byte("tEXtSoftware\x00"), "GIMP 2.10"...)))
				font := b64(r.g.bytes(600))
				r.write("web/index.html", "<!doctype html>\n<style>@font-face{font-family:i;src:url(data:font/woff2;base64,"+font+") format('woff2')}</style>\n"+
					"<img alt=\"logo\" src=\"data:image/png;base64,"+img+"\">\n")
				r.commit("web: page")
				return []string{"origin", "main"}
			}},
		{name: "clean-env-example", class: "clean", where: ".env.example with placeholders and ${VAR} references",
			run: func(r *redteamRig) []string {
				r.write(".env.example", "DATABASE_URL=postgres://app:${DB_PASSWORD}@localhost/app\nDB_PASSWORD=changeme\n"+
					"STRIPE_SECRET_KEY=<your-stripe-secret-key>\nOPENAI_API_KEY=your-openai-api-key\nGITHUB_TOKEN=\nSESSION_SECRET=xxxxxxxxxxxxxxxx\n")
				r.commit("env: example")
				return []string{"origin", "main"}
			}},
		{name: "clean-notebook-plot", class: "clean", where: "a notebook reading its key from os.environ, with a base64 PNG plot output",
			run: func(r *redteamRig) []string {
				nb := map[string]any{
					"nbformat": 4, "nbformat_minor": 5, "metadata": map[string]any{},
					"cells": []any{map[string]any{
						"cell_type": "code", "execution_count": 1, "id": "c0ffee", "metadata": map[string]any{},
						"source": []string{"import os\n", "client = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])\n", "plt.plot(xs, ys)\n"},
						"outputs": []any{map[string]any{"output_type": "display_data", "metadata": map[string]any{},
							"data": map[string]any{"image/png": b64(rtPNG(append([]byte("IDAT"), rtZlib(r.g.bytes(400))...))), "text/plain": []string{"<Figure size 640x480 with 1 Axes>"}}}},
					}},
				}
				b, _ := json.MarshalIndent(nb, "", " ")
				r.writeBytes("notebooks/plot.ipynb", b)
				r.commit("notebooks: plot")
				return []string{"origin", "main"}
			}},
		{name: "clean-k8s-secret-refs", class: "clean", where: "a Deployment whose env comes from secretKeyRef and a ConfigMap of ordinary settings",
			run: func(r *redteamRig) []string {
				r.write("deploy/app.yaml", "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: app\nspec:\n  template:\n    spec:\n      containers:\n"+
					"        - name: app\n          image: ghcr.io/acme/app:1.4.2\n          env:\n            - name: DB_PASSWORD\n              valueFrom:\n"+
					"                secretKeyRef:\n                  name: app-db\n                  key: password\n            - name: API_TOKEN\n              valueFrom:\n"+
					"                secretKeyRef:\n                  name: app-api\n                  key: token\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app\n"+
					"data:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: search,export\n")
				r.commit("deploy: app")
				return []string{"origin", "main"}
			}},
		{name: "clean-public-keys", class: "clean", where: "a PEM public key, a self-signed certificate and an ssh-ed25519 public key",
			run: func(r *redteamRig) []string {
				r.write("keys/signing.pub.pem", r.g.publicPEM())
				r.write("keys/authorized_keys", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+b64(r.g.bytes(32))[:43]+" deploy@example.com\n")
				r.commit("keys: public")
				return []string{"origin", "main"}
			}},
		{name: "clean-many-refs", class: "clean", where: "a merge, an annotated release tag, a note, and a branch deletion in one push",
			run: func(r *redteamRig) []string {
				r.gitw("branch", "old")
				r.push("origin", "old")
				r.gitw("checkout", "-q", "-b", "feature")
				r.write("feature.go", "package app\n\nfunc Feature() int { return 42 }\n")
				r.commit("feature")
				r.gitw("checkout", "-q", "main")
				r.gitw("merge", "-q", "--no-ff", "-m", "Merge branch 'feature'", "feature")
				r.gitw("tag", "-a", "v2.0.0", "-m", "v2.0.0\n\n- feature: returns 42\n- fixes: none")
				r.gitw("notes", "add", "-m", "reviewed-by: alice", "HEAD")
				return []string{"origin", "main", "v2.0.0", "refs/notes/commits", ":old"}
			}},
	}
}

// minifiedFiller is about n bytes of ordinary minified JavaScript.
func minifiedFiller(r *redteamRig, n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "function %s(e,t){return e.map(function(n){return n*%d+t.%s})}var c%d=\"#%s\";",
			r.g.pick(rtLower, 2), i%97, r.g.pick(rtLower, 3), i, r.g.pick(rtHex, 6))
	}
	return b.String()
}
