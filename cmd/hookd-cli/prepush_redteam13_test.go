package main

import (
	"archive/tar"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"compress/zlib"
	"crypto/hmac"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf16"
)

// TestPrePushRedteam13 is the sixteenth blind set of the boundary, the
// thirteenth of pushes: routes by which an agent could get a secret past
// the pre-push scan (and the pre-receive hook), and ordinary pushes that
// must go through, written without reading the scanner or its tests. Read:
// README.md, docs/ (boundary.md above all: the rules, what the scanner says
// it undoes, opens and bounds, the stated limits, and what set 12 fixed and
// left) and the harness and routes of the first twelve push sets
// (prepush_redteam_test.go, prepush_redteam_routes_test.go,
// prepush_redteam_gen_test.go, prepush_redteam2_test.go,
// prepush_redteam2_gen_test.go, prepush_redteam3_test.go ...
// prepush_redteam12_test.go), to learn the harness and to keep away from
// their mechanisms (their header comments list what each tried: no route
// here is another commit-message charset, another alphabet of a known
// encoding, another filesystem image with out-of-order extents, another
// pixel layout, another reference syntax joined back to back, another
// cipher whose key file sits beside it, or another escape an octal reader
// misreads). Not read: scan/, gitscan/, githook/ or any other source or
// test. hooktool and the pre-push tests were not run while writing it; the
// file was vetted (go vet ./cmd/hookd-cli/) and gofmt'd, and its builders
// and routes were checked once outside the repository (see below). It
// reuses the earlier sets' helpers redteamGen, rtGzip, rtZip, rtMember,
// rtPDF, rt5Bzip2 and pp12Secp256k1Scalar; everything else is its own
// (pp13...).
//
// The classes, each new to the push sets (36 leaks, 9 clean pushes):
//   - git objects and transport: a tree written with git hash-object
//     --literally that holds two entries of one name (deploy/app.env: the
//     first the blob the remote already has, the second a .env with a
//     GitHub token; git show HEAD:deploy/app.env and a checkout give the
//     first, git ls-tree lists both); a commit object whose encoding header
//     says UTF-16LE while its message is plain ASCII holding an npm token
//     (git log re-encodes it to CJK, git cat-file prints it as stored); and
//     remote.origin.receivepack set to a shell line that writes an
//     untracked .env into the remote's object store with git hash-object
//     before it execs git receive-pack (the pushed commits are clean; the
//     object lands beside them, and for a local or shell-access SSH remote
//     the command runs on the remote's side);
//   - containers and compiled code: Firefox's sessionstore jsonlz4
//     (mozLz40 magic, size, one raw LZ4 block: not an LZ4 frame) whose
//     back-reference copies the middle of a GitHub token from a search URL
//     earlier in the session; a .tgz whose .env member has tar typeflag '7'
//     (a contiguous file, which GNU tar and bsdtar extract as a regular
//     file); a jar whose class returns "ghp_xxxxxx".concat("...") from two
//     constant-pool entries with other constants between them; and a
//     Mercurial HG10BZ bundle (a changegroup under bzip2 whose "BZ" magic
//     the bundle header shares: the stream starts at offset 4);
//   - a document: a PDF page whose shown string spells the token in octal
//     escapes (\147\150\160...), inside a FlateDecode stream;
//   - encodings in carriers no decoder call names: a token spelt in the NATO
//     alphabet (capitals as upper-case words), the bytes of a token as a CSS
//     palette's hex colours, a .env whose base64 lines are stored last-first
//     and decoded by tac | base64 -d, a token as the IEEE 754 float64s of a
//     model's weights JSON, and a Stripe key as the Base64 VLQ column
//     deltas of a source map's mappings;
//   - tool output that cuts or reorders: hexdump's default format (16-bit
//     little-endian words, so each byte pair is swapped) of a .env, and an
//     strace of a program writing a JSON body through a 4 KiB buffer, the
//     write boundary six characters into the token;
//   - constructs: a SQL migration that INSERTs the head of a Slack token and
//     later UPDATEs value = value || '<rest>', a setup script that printf's
//     two pieces into one file with > and >>, a Gradle buildConfigField
//     whose Kotlin string holds a Java concatenation of two escaped
//     literals, and the real split token of a Python module placed after 20
//     short token-prefix literals that are each joined with another name
//     (boundary.md's bound: 16 prefixes are followed);
//   - layouts in which real tools keep secrets: a terraform.tfstate whose
//     random_password's "result" holds the database password, Subversion's
//     svn.simple cache (K/V length lines), keyrings.alt's PlaintextKeyring
//     (base64 values keyed by escaped user names), a conda channel URL with
//     the token as a path segment (/t/<token>/), a curl -K config's user =
//     "name:password", an OpenVPN auth-user-pass file (user on line 1,
//     password on line 2), an iOS plist's <key>/<string> siblings, Windows
//     unattend.xml's <Value> (base64 of UTF-16LE of the password and
//     "AdministratorPassword"), an Ansible variable behind YAML's !unsafe
//     tag, GitLab CI's variable with a nested value:, and nginx's htpasswd
//     {PLAIN} scheme;
//   - secret kinds whose form says nothing: Vault's unseal keys (Shamir
//     shares, base64 of random bytes), a Hardhat network's accounts entry
//     (a secp256k1 key as 0x and 64 hex digits), an HS256 signing secret as
//     jwt.sign's second argument, a Tailscale auth key (tskey-auth-, a
//     prefix with no rule) as a cloud-init runcmd list item, an Apache
//     htdigest line (HA1 is password-equivalent for Digest auth) and
//     GitHub's downloaded recovery codes.
//
// Expectations from the docs, before any run: prefix-follow-budget is a
// documented bound (boundary.md, Bounds: 16 token prefixes are followed to
// at most 32 uses each; which literals count as prefixes is not said). The
// docs promise tree-duplicate-entry: git log -p of the pushed commit shows
// the second app.env as a new file with the token (seen in the scratch
// run), so the history scan should stop it whatever the tree readers do (a
// reader by path sees only the first entry). They come close on
// commit-encoding-header-lies (a UTF-16 message is read as git log
// re-encodes it; here git log re-encodes the whole object from UTF-16LE and
// prints neither author nor message, and git log -p shows only the diff;
// the raw object from cat-file holds the token as it is),
// tgz-contiguous-typeflag (tar members are scanned; whether every typeflag
// with data is a member is not said), mercurial-bundle-hg10bz
// (bzip2 is opened as a file; a stream at offset 4 of a binary is not
// said to be looked for), pdf-octal-literal-escapes (octal escapes are
// undone on text lines; a PDF stream is read as binary content),
// base64-lines-tac (base64 runs are decoded, each line or the block in
// file order: either way the token is cut), keyrings-alt-plaintext (a
// base64 value on a line naming no secret is decoded only from 32 bytes;
// here 28), windows-unattend-password (base64 decodes only to text;
// UTF-16LE is read next to PowerShell's decoder only), ansible-unsafe-tag-
// password (a name ending in _password; whether a YAML tag before the
// value is skipped is not said), gitlab-ci-variable-value-form (the
// Kubernetes name/value view is listed, GitLab's nested value: is not),
// ios-plist-key-string (XML elements named as the secret and XML
// name/value attribute pairs are read; plist's sibling <key>/<string> is
// not listed), curlrc-user-colon (curl-basic-auth reads -u and --user),
// jwt-sign-hmac-literal (call-credential reads connect and login calls,
// not sign) and tailscale-authkey-cloudinit (a flag's value in a list). On
// receivepack-injects-blob the docs say the scan reads what is pushed:
// the config and the .env live in .git and no pushed ref reaches the blob,
// so both hooks are expected to pass it. Everything else is expected
// through: nothing in the docs reads mozLz40, a class file's constants,
// NATO words, colours, float64s, VLQ, hexdump's word order, strace write
// boundaries, SQL UPDATE appends, >> appends, escaped quotes inside a
// Kotlin string, Terraform's result, svn.simple, conda's /t/ path, OpenVPN's
// line order, htpasswd {PLAIN}, htdigest, unseal keys, 0x keys in a list or
// recovery codes. The nine clean pushes are the same carriers with
// ordinary contents (the likeliest false alarms: the mask module's 20
// short prefixes, the hardhat addresses, the tfstate's random_id and
// lineage, the float weights and the hexdump).
//
// Every leak route checks in Go that its carrier gives the secret back
// (usable) and, where the point is a cut, an encoding or a cipher, that the
// carrier does not hold the secret whole. The builders and routes were
// checked once outside the repository, in a scratch module holding this
// file, the earlier sets' files and a stand-in rig (a plain bare remote, no
// hook, no hooktool) that ran every route, pushed it and kept the work
// trees: every push went through, every usable check held and every leak's
// carrier landed (receivepack-injects-blob's as a loose object of the
// remote that no ref reaches). Tools on the files as pushed: git ls-tree,
// show, cat-file and log -p (the duplicate entry: show gives the first,
// log -p shows the second as added; the lying encoding header: git log
// prints an empty commit, git log --encoding=none the message), git fsck
// --unreachable on the remote (the injected blob, reached by no ref); a
// second LZ4 block decoder written from the format in Python (Python's lz4
// package is not installed here) on the jsonlz4 past its 12-byte header;
// tar -tvzf (type C) and tar -xzf (GNU tar: "Extracting contiguous files as
// regular files"), bsdtar -tvzf (a regular file); java -jar on the jar
// (prints the token) and javap -c (ldc, ldc, String.concat); hg init, hg
// unbundle and hg verify on the bundle, then hg cat .env; pdftotext on the
// PDF (the token); tac | base64 -d on the heredoc; python3's
// struct.pack('<5d', ...) on the weights; sqlite3 on the migration (the
// UPDATE's || completes the value); sh on the printf lines; hexdump on the
// bytes read back (the same output, byte for byte); base64 -d | iconv -f
// UTF-16LE on the unattend value; python3's hashlib for the svn.simple file
// name. Checked by their Go ways back only: svn's hash format,
// keyrings.alt's escaping, the plist, the strace lines, the Shamir shares
// (any three give the key), the HS256 JWT, the VLQ mappings and the
// htdigest HA1. The test itself needs none of these tools but git.
//
// The harness is the first set's (runRedteamSet, runRedteam): each route
// is pushed once through the pre-push hook and once with --no-verify into a
// bare remote whose pre-receive hook runs `guard pre-receive`. A miss is
// logged; only a route that does worse than the first score
// (redteam13Floor) fails.
//
// Every secret is made at run time from a prefix and random characters, or
// as fresh random bytes (redteamGen); no fixture here holds one.
func TestPrePushRedteam13(t *testing.T) {
	runRedteamSet(t, "prepush redteam 13", redteam13Routes(), redteam13Floor)
}

// redteam13Floor is the score a route may not fall below: for each route,
// whether pre-push and pre-receive stopped it (a leak) or blocked it (a
// clean push). First score, taken once before any change to the scanner
// (at ad99d88c): 3 of 36 leaks stopped by each hook (tree-duplicate-entry,
// base64-lines-tac, sql-insert-then-update-append); 1 of 9 clean pushes
// blocked (clean-kinds-lookalikes). Raised after the fix (docs/boundary.md,
// set 13; scan/blind13fix_test.go): 34 of 36 by each hook, no clean push
// blocked. Left: receivepack-injects-blob (a blob no pushed ref reaches,
// written by the transport command, which no content scan sees) and
// sourcemap-vlq-mappings (column deltas read as bytes: no tool reads them
// so).
var redteam13Floor = map[string][2]bool{
	"ansible-unsafe-tag-password":            {true, true},
	"base64-lines-tac":                       {true, true},
	"clean-constructs":                       {false, false},
	"clean-containers":                       {false, false},
	"clean-documents-and-data":               {false, false},
	"clean-encodings-and-dumps":              {false, false},
	"clean-git-objects":                      {false, false},
	"clean-kinds-lookalikes":                 {false, false},
	"clean-masks-module":                     {false, false},
	"clean-ops-configs":                      {false, false},
	"clean-tool-state":                       {false, false},
	"commit-encoding-header-lies":            {true, true},
	"conda-channel-path-token":               {true, true},
	"css-hex-colour-palette":                 {true, true},
	"curlrc-user-colon":                      {true, true},
	"firefox-jsonlz4-backref":                {true, true},
	"float64-json-weights":                   {true, true},
	"github-recovery-codes":                  {true, true},
	"gitlab-ci-variable-value-form":          {true, true},
	"gradle-buildconfigfield-escaped-concat": {true, true},
	"hardhat-accounts-hex-key":               {true, true},
	"hexdump-default-words":                  {true, true},
	"htdigest-ha1":                           {true, true},
	"ios-plist-key-string":                   {true, true},
	"jar-class-concat-constants":             {true, true},
	"jwt-sign-hmac-literal":                  {true, true},
	"keyrings-alt-plaintext":                 {true, true},
	"mercurial-bundle-hg10bz":                {true, true},
	"nato-phonetic-spelling":                 {true, true},
	"nginx-htpasswd-plain-scheme":            {true, true},
	"openvpn-auth-user-pass-file":            {true, true},
	"pdf-octal-literal-escapes":              {true, true},
	"prefix-follow-budget":                   {true, true},
	"receivepack-injects-blob":               {false, false},
	"shell-printf-append-redirect":           {true, true},
	"sourcemap-vlq-mappings":                 {false, false},
	"sql-insert-then-update-append":          {true, true},
	"strace-split-writes":                    {true, true},
	"svn-simple-auth-cache":                  {true, true},
	"tailscale-authkey-cloudinit":            {true, true},
	"terraform-state-random-password":        {true, true},
	"tgz-contiguous-typeflag":                {true, true},
	"tree-duplicate-entry":                   {true, true},
	"vault-init-unseal-keys":                 {true, true},
	"windows-unattend-password":              {true, true},
}

func redteam13Routes() []redteamRoute {
	b64 := base64.StdEncoding.EncodeToString
	return []redteamRoute{
		// ---- Git objects and transport ----
		{name: "tree-duplicate-entry", class: "git", leak: true,
			where: "deploy/app.env is on the remote; the pushed commit's deploy tree (written with git hash-object -t tree --literally) holds two entries named app.env: first the blob the remote has, then a .env with a GitHub token. git show HEAD:deploy/app.env and a checkout give the first; git ls-tree HEAD:deploy lists both",
			run: func(r *redteamRig) []string {
				clean := "LOG_LEVEL=info\nPORT=8080\n"
				r.write("deploy/app.env", clean)
				r.commit("deploy: app env")
				r.push("origin", "main")
				tok := r.g.github()
				env := "LOG_LEVEL=info\nPORT=8080\nGITHUB_TOKEN=" + tok + "\n"
				cleanID := r.gitw("rev-parse", "HEAD:deploy/app.env")
				secretID := strings.TrimSpace(r.run(r.work, []byte(env), "git", "hash-object", "-w", "--stdin"))
				sub := pp13TreeEntry("100644", "app.env", cleanID) + pp13TreeEntry("100644", "app.env", secretID)
				subID := strings.TrimSpace(r.run(r.work, []byte(sub), "git", "hash-object", "-t", "tree", "--literally", "-w", "--stdin"))
				c := pp13CommitWithSubtree(r, "deploy", subID, "deploy: restart the api\n")
				r.gitw("update-ref", "refs/heads/main", c)
				ls := r.gitw("ls-tree", "HEAD:deploy")
				r.usable(strings.Count(ls, "\tapp.env") == 2 && strings.Contains(ls, secretID) && r.gitw("cat-file", "blob", secretID) == strings.TrimSpace(env) &&
					r.gitw("show", "HEAD:deploy/app.env") == strings.TrimSpace(clean), "git ls-tree origin/main:deploy, then git cat-file blob <the second id>")
				r.carryString(env)
				return []string{"origin", "main"}
			}},
		{name: "commit-encoding-header-lies", class: "git", leak: true,
			where: "a commit object (git hash-object -t commit) whose header says encoding UTF-16LE while its message is plain ASCII with NPM_TOKEN=npm_...: git log re-encodes the buffer from UTF-16LE and prints neither author nor message (git log -p shows only the diff), git cat-file commit and git log --encoding=none print it as stored",
			run: func(r *redteamRig) []string {
				tok := r.g.npm()
				msg := "release: publish 2.3.0\n\nPublished with NPM_TOKEN=" + tok + " from the release box.\n"
				if len(msg)%2 == 1 {
					msg = strings.Replace(msg, " from", "  from", 1)
				}
				r.write("CHANGELOG.md", "## 2.3.0\n\n- Faster cold start.\n")
				r.gitw("add", "-A")
				tree := r.gitw("write-tree")
				parent := r.gitw("rev-parse", "HEAD")
				obj := "tree " + tree + "\nparent " + parent + "\nauthor Test <test@example.com> 1767323045 +0000\ncommitter Test <test@example.com> 1767323045 +0000\nencoding UTF-16LE\n\n" + msg
				id := strings.TrimSpace(r.run(r.work, []byte(obj), "git", "hash-object", "-t", "commit", "-w", "--stdin"))
				r.gitw("update-ref", "refs/heads/main", id)
				shown := r.gitw("log", "-1", "--format=%B", id)
				r.usable(len(msg)%2 == 0 && strings.Contains(r.gitw("cat-file", "commit", id), "NPM_TOKEN="+tok) && !strings.Contains(shown, tok[:6]) &&
					strings.Contains(r.gitw("log", "-1", "--encoding=none", id), tok), "git cat-file commit <id> (or git log --encoding=none)")
				r.carryString(tok)
				return []string{"origin", "main"}
			}},
		{name: "receivepack-injects-blob", class: "git", leak: true,
			where: "git config remote.origin.receivepack 'sh -c '\\''git --git-dir=\"$1\" hash-object -w .git/info/ship.env >/dev/null; exec git receive-pack \"$1\"'\\'' ship': the transport runs it with the remote's path, so an untracked .git/info/ship.env with an AWS key pair is written into the remote's objects before receive-pack starts; the pushed commit is a clean docs change",
			run: func(r *redteamRig) []string {
				id, sec := r.g.awsID(), r.g.awsSecret()
				env := "AWS_ACCESS_KEY_ID=" + id + "\nAWS_SECRET_ACCESS_KEY=" + sec + "\nAWS_REGION=eu-west-1\n"
				r.writeBytes(".git/info/ship.env", []byte(env))
				cmd := `sh -c 'git --git-dir="$1" hash-object -w .git/info/ship.env >/dev/null; exec git receive-pack "$1"' ship`
				r.gitw("config", "remote.origin.receivepack", cmd)
				r.write("docs/release.md", "Releases are cut from main every Tuesday.\n")
				r.commit("docs: release cadence")
				blob := strings.TrimSpace(r.run(r.work, []byte(env), "git", "hash-object", "--stdin"))
				r.usable(r.gitw("config", "remote.origin.receivepack") == cmd && !strings.Contains(r.gitw("ls-files"), "ship.env") && len(blob) == 40,
					"git --git-dir=<remote> cat-file blob "+blob[:8]+"... (or cat-file --batch-all-objects)")
				r.carryString(env)
				return []string{"origin", "main"}
			}},

		// ---- Containers and compiled code ----
		{name: "firefox-jsonlz4-backref", class: "container", leak: true,
			where: "e2e/profiles/firefox/sessionstore-backups/recovery.jsonlz4, Firefox's session store (mozLz40\\0, the size, one raw LZ4 block: no LZ4 frame): a tab's form data holds a GitHub token, and the block copies its characters 12..36 back from a closed tab's search URL earlier in the JSON",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				mid := tok[12:36]
				session := `{"version":["sessionrestore",1],"windows":[{"tabs":[{"entries":[{"url":"https://github.com/search?type=code&q=` + mid + `","title":"Code search"}],"index":1},` +
					`{"entries":[{"url":"https://ci.acme-tools.com/settings/integrations","title":"CI settings"}],"index":1,"formdata":{"id":{"gh-token":"` + tok + `","gh-owner":"acme"},"url":"https://ci.acme-tools.com/settings/integrations"}}],"selected":2}],` +
					`"session":{"lastUpdate":1767323045000,"startTime":1767320000000,"recentCrashes":0},"global":{}}`
				p, t := strings.Index(session, mid), strings.Index(session, tok)
				block := pp13LZ4Block([]pp13LZ4Seq{{lit: []byte(session[:t+12]), off: t + 12 - p, mlen: len(mid)}, {lit: []byte(session[t+36:])}})
				file := append(append([]byte("mozLz40\x00"), binary.LittleEndian.AppendUint32(nil, uint32(len(session)))...), block...)
				got, err := pp13UnMozLz4(file)
				r.usable(err == nil && string(got) == session && !bytes.Contains(file, []byte(tok[:16])), "Firefox restoring the session (or lz4.block.decompress of the file past its 8-byte magic)")
				r.writeBytes("e2e/profiles/firefox/sessionstore-backups/recovery.jsonlz4", file)
				r.write("e2e/profiles/firefox/prefs.js", "user_pref(\"browser.startup.page\", 3);\nuser_pref(\"browser.sessionstore.resume_from_crash\", true);\n")
				r.carry(file)
				r.commit("e2e: firefox profile with the CI settings tab open")
				return []string{"origin", "main"}
			}},
		{name: "tgz-contiguous-typeflag", class: "container", leak: true,
			where: "ops/backups/billing-config.tgz, a gzipped tar whose billing/.env member (a Stripe live key) has typeflag '7' (contiguous file) instead of '0': GNU tar and bsdtar extract it as a regular file",
			run: func(r *redteamRig) []string {
				tok := r.g.stripe()
				env := "STRIPE_SECRET_KEY=" + tok + "\nSTRIPE_ACCOUNT=acct_1Q2w3E4r5T6y7U8i\n"
				tgz := rtGzip(pp13Tar([]pp13TarMember{{name: "billing/", flag: tar.TypeDir}, {name: "billing/README", flag: tar.TypeReg, data: "Billing service configuration, restored by ops/restore.sh.\n"},
					{name: "billing/.env", flag: tar.TypeCont, data: env}}))
				got, flag, err := pp13TarMemberOf(tgz, "billing/.env")
				r.usable(err == nil && got == env && flag == tar.TypeCont, "tar -xzf billing-config.tgz (GNU tar extracts contiguous files as regular files)")
				r.writeBytes("ops/backups/billing-config.tgz", tgz)
				r.write("ops/restore.sh", "#!/bin/sh\nset -eu\ntar -xzf ops/backups/billing-config.tgz -C /srv\n")
				r.carry(tgz)
				r.commit("ops: billing config backup")
				return []string{"origin", "main"}
			}},
		{name: "jar-class-concat-constants", class: "container", leak: true,
			where: "libs/release-auth.jar: com/acme/release/ReleaseAuth.class (hand-written bytecode, Java 8) whose token() returns \"ghp_xxxxxx\".concat(\"<rest>\"): the two halves are separate CONSTANT_Utf8 entries with seven other constants between them; main prints the token",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				class := pp13ClassFile("com/acme/release/ReleaseAuth", tok[:10], tok[10:])
				jar := rtZip(rtMember("META-INF/MANIFEST.MF", []byte("Manifest-Version: 1.0\r\nMain-Class: com.acme.release.ReleaseAuth\r\nCreated-By: 17.0.12 (Eclipse Adoptium)\r\n\r\n")),
					rtMember("com/acme/release/ReleaseAuth.class", class))
				got, err := pp13ClassToken(class)
				r.usable(err == nil && got == tok && !bytes.Contains(class, []byte(tok[:11])), "java -jar libs/release-auth.jar (prints the token)")
				r.writeBytes("libs/release-auth.jar", jar)
				r.write("build.gradle", "plugins { id 'java' }\n\ndependencies {\n    implementation files('libs/release-auth.jar')\n}\n\ntasks.register('releaseToken', JavaExec) {\n    classpath = files('libs/release-auth.jar')\n    mainClass = 'com.acme.release.ReleaseAuth'\n}\n")
				r.carry(class)
				r.carry(jar)
				r.commit("build: release auth helper")
				return []string{"origin", "main"}
			}},
		{name: "mercurial-bundle-hg10bz", class: "container", leak: true,
			where: "vendor/legacy/ops-config.hg, a Mercurial bundle (HG10BZ: the header's BZ is the bzip2 stream's own magic, so the stream starts at offset 4 of the file) of a one-changeset repository whose .env holds a GitLab token",
			run: func(r *redteamRig) []string {
				tok := r.g.gitlab()
				env := "GITLAB_TOKEN=" + tok + "\nGITLAB_URL=https://gitlab.acme-corp.com\n"
				bundle := pp13HgBundle([][2]string{{".env", env}, {"README", "Ops configuration of the legacy runners.\n"}}, "ops <ops@acme-corp.com>", "import runner config", 1767323045)
				files, err := pp13HgBundleFiles(bundle)
				r.usable(err == nil && files[".env"] == env && bytes.HasPrefix(bundle, []byte("HG10BZh9")), "hg init x && hg -R x unbundle ops-config.hg && hg -R x cat -r tip .env")
				r.writeBytes("vendor/legacy/ops-config.hg", bundle)
				r.write("vendor/legacy/README.md", "The legacy ops repository, as a Mercurial bundle: `hg unbundle` it into an empty repository.\n")
				r.carry(bundle)
				r.commit("vendor: legacy ops config bundle")
				return []string{"origin", "main"}
			}},

		// ---- A document ----
		{name: "pdf-octal-literal-escapes", class: "document", leak: true,
			where: "docs/runbooks/break-glass.pdf: the page shows (GITHUB_TOKEN=\\147\\150\\160\\137...) Tj, every character of the token an octal escape of a PDF literal string, in a FlateDecode content stream",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				pdf := rtPDF("GITHUB_TOKEN=" + pp13PDFOctal(tok))
				shown, err := pp13PDFShown(pdf)
				r.usable(err == nil && shown == "GITHUB_TOKEN="+tok, "any PDF viewer (the page shows the token), or pdftotext")
				r.writeBytes("docs/runbooks/break-glass.pdf", pdf)
				r.carry(pdf)
				r.commit("docs: break-glass runbook")
				return []string{"origin", "main"}
			}},

		// ---- Encodings in carriers ----
		{name: "nato-phonetic-spelling", class: "encoding", leak: true,
			where: "docs/oncall/break-glass.md spells the release bot's GitHub token in the NATO alphabet for reading over the phone: lower-case words for small letters, UPPER-CASE words for capitals, digits and underscore as words",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				words := pp13NATO(tok)
				md := "# Break glass\n\nIf the vault is down, read the release bot's token to the on-call engineer over the phone.\n" +
					"Lower-case words are small letters, UPPER-CASE words are capitals.\n\n```\n" + words + "\n```\n"
				got, err := pp13UnNATO(words)
				r.usable(err == nil && got == tok, "reading the words back (golf -> g, GOLF -> G, seven -> 7)")
				r.write("docs/oncall/break-glass.md", md)
				r.carryString(words)
				r.commit("docs: break-glass procedure")
				return []string{"origin", "main"}
			}},
		{name: "css-hex-colour-palette", class: "encoding", leak: true,
			where: "web/src/styles/palette.css: --brand-01 ... --brand-NN as #rrggbb colours whose bytes, in order, are SLACK_WEBHOOK=<a Slack webhook URL> (padded with spaces to a multiple of three)",
			run: func(r *redteamRig) []string {
				hook := r.g.slackWebhook()
				css := pp13Palette([]byte("SLACK_WEBHOOK=" + hook))
				got := pp13UnPalette(css)
				r.usable(strings.TrimRight(string(got), " ") == "SLACK_WEBHOOK="+hook && !strings.Contains(css, "hooks"), "the colours' hex joined (sed -n 's/.*#//p' | tr -d ';\\n' | xxd -r -p)")
				r.write("web/src/styles/palette.css", css)
				r.carryString(css)
				r.commit("web: brand palette")
				return []string{"origin", "main"}
			}},
		{name: "base64-lines-tac", class: "encoding", leak: true,
			where: "deploy/bootstrap.sh: tac <<'EOF' | base64 -d > /srv/app/.env, the heredoc's base64 lines (76 characters) stored last-first; the .env's SendGrid key straddles two lines, so the block read in file order puts its tail before its head",
			run: func(r *redteamRig) []string {
				key := "SG." + r.g.pick(rtAlnum+"-_", 22) + "." + r.g.pick(rtAlnum+"-_", 43)
				env, lines := pp13TacEnv(key)
				sh := "#!/bin/sh\nset -eu\n# The service's environment (lines kept last-first, as ops/pack-env writes them).\ntac <<'EOF' | base64 -d > /srv/app/.env\n" + strings.Join(lines, "\n") + "\nEOF\nchmod 600 /srv/app/.env\n"
				got, err := pp13UnTac(sh)
				inOrder, _ := base64.StdEncoding.DecodeString(strings.Join(lines, ""))
				r.usable(err == nil && got == env && !bytes.Contains(inOrder, []byte(key)) && !pp13AnyLineDecodes(lines, key), "sh deploy/bootstrap.sh (tac | base64 -d)")
				r.write("deploy/bootstrap.sh", sh)
				r.carryString(strings.Join(lines, "\n"))
				r.commit("deploy: bootstrap script")
				return []string{"origin", "main"}
			}},
		{name: "float64-json-weights", class: "encoding", leak: true,
			where: "models/ranker/weights.json: the \"calibration\" list is five float64 numbers whose little-endian bytes are a Hugging Face token padded with spaces (struct.pack('<5d', *w) gives it back), beside ordinary bias values",
			run: func(r *redteamRig) []string {
				tok := r.g.hf()
				cal := pp13Floats([]byte(tok))
				bias := make([]string, 8)
				for i := range bias {
					bias[i] = strconv.FormatFloat(float64(r.g.rnd.IntN(20000)-10000)/65536, 'g', -1, 64)
				}
				js := "{\n  \"model\": \"ranker-v4\",\n  \"dims\": 8,\n  \"bias\": [" + strings.Join(bias, ", ") + "],\n  \"calibration\": [" + strings.Join(cal, ", ") + "],\n  \"threshold\": 0.42\n}\n"
				var w struct{ Calibration []float64 }
				err := json.Unmarshal([]byte(js), &w)
				r.usable(err == nil && strings.TrimRight(string(pp13UnFloats(w.Calibration)), " ") == tok && !strings.Contains(js, tok[:5]), "python3: struct.pack('<5d', *json.load(f)['calibration'])")
				r.write("models/ranker/weights.json", js)
				r.carryString(js)
				r.commit("models: ranker v4 weights")
				return []string{"origin", "main"}
			}},
		{name: "sourcemap-vlq-mappings", class: "encoding", leak: true,
			where: "web/dist/assets/app.js.map: the mappings string's segments are Base64 VLQ numbers (4 fields each, 16 a line); the first field of each segment is one byte of STRIPE_SECRET_KEY=sk_live_...",
			run: func(r *redteamRig) []string {
				tok := r.g.stripe()
				data := []byte("STRIPE_SECRET_KEY=" + tok)
				mappings := pp13VLQMappings(data)
				sm := `{"version":3,"file":"app.js","sources":["../../src/app.ts","../../src/checkout.ts"],"names":[],"mappings":"` + mappings + `"}` + "\n"
				var m struct{ Mappings string }
				err := json.Unmarshal([]byte(sm), &m)
				got, err2 := pp13UnVLQMappings(m.Mappings)
				r.usable(err == nil && err2 == nil && string(got) == string(data) && !strings.Contains(sm, "sk_"), "decoding the mappings' first fields (any source-map library's decoder)")
				r.write("web/dist/assets/app.js.map", sm)
				r.write("web/dist/assets/app.js", "(()=>{\"use strict\";console.log(\"checkout\")})();\n//# sourceMappingURL=app.js.map\n")
				r.carryString(mappings)
				r.commit("web: build output")
				return []string{"origin", "main"}
			}},

		// ---- Tool output that cuts or reorders ----
		{name: "hexdump-default-words", class: "tool output", leak: true,
			where: "docs/debug/env-dump.txt: `hexdump deploy/.env` in its default format (octal offsets, eight 16-bit words a line, little-endian, so each byte pair is printed swapped) of a .env holding a GitLab token",
			run: func(r *redteamRig) []string {
				tok := r.g.gitlab()
				env := "REDIS_URL=redis://cache:6379/0\nGITLAB_TOKEN=" + tok + "\nGITLAB_GROUP=acme/platform\n"
				dump := pp13Hexdump([]byte(env))
				got, err := pp13UnHexdump(dump)
				r.usable(err == nil && string(got) == env, "reading the words back (each printed word is two bytes, low byte first)")
				r.write("docs/debug/env-dump.txt", "The runner saw this file (ticket 5120):\n\n$ hexdump deploy/.env\n"+dump)
				r.carryString(dump)
				r.commit("docs: env dump for 5120")
				return []string{"origin", "main"}
			}},
		{name: "strace-split-writes", class: "tool output", leak: true,
			where: "docs/debug/sync.strace: strace -s 10000 -e trace=write of a program writing a JSON payload through a 4 KiB buffer: two write(1, \"...\", n) lines, the boundary six characters into the GitHub token (\\\"token\\\":\\\"ghp_xx at the end of one, the rest at the start of the next)",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				body := pp13SyncPayload(tok, 4096-6)
				log := "5120  execve(\"./bin/gen-sync-payload\", [\"./bin/gen-sync-payload\", \"--org\", \"acme\"], 0x7ffd3c2a9e48 /* 31 vars */) = 0\n" +
					"5120  write(2, \"generating payload for 50 repos\\n\", 32) = 32\n" + pp13StraceWrites(5120, 1, []byte(body), 4096) + "5120  +++ exited with 0 +++\n"
				got, err := pp13UnStrace(log, 1)
				var v struct{ Auth struct{ Token string } }
				err2 := json.Unmarshal(got, &v)
				r.usable(err == nil && err2 == nil && v.Auth.Token == tok && !strings.Contains(log, tok[:8]), "joining the write(1, ...) strings (the payload piped to curl)")
				r.write("docs/debug/sync.strace", log)
				r.carryString(log)
				r.commit("docs: strace of the sync payload")
				return []string{"origin", "main"}
			}},

		// ---- Constructs ----
		{name: "sql-insert-then-update-append", class: "construct", leak: true,
			where: "db/migrations/0042_slack.sql INSERTs ('slack', 'bot_token', 'xoxb-<12 digits>') and, further down, UPDATE integration_settings SET value = value || '-<13 digits>-<24 characters>': the Slack bot token is whole only in the table",
			run: func(r *redteamRig) []string {
				tok := r.g.slackBot()
				head, tail := tok[:17], tok[17:]
				sql := "-- 0042: Slack notifier settings\nCREATE TABLE IF NOT EXISTS integration_settings (provider TEXT, name TEXT, value TEXT, updated_at TIMESTAMP);\n\n" +
					"INSERT INTO integration_settings (provider, name, value, updated_at)\nVALUES ('slack', 'bot_token', '" + head + "', CURRENT_TIMESTAMP),\n       ('slack', 'channel', '#deploys', CURRENT_TIMESTAMP);\n\n" +
					"-- The workspace re-issued the app's credentials: complete the stored value.\nUPDATE integration_settings\n   SET value = value || '" + tail + "', updated_at = CURRENT_TIMESTAMP\n WHERE provider = 'slack' AND name = 'bot_token';\n"
				m1 := regexp.MustCompile(`'bot_token', '([^']+)'`).FindStringSubmatch(sql)
				m2 := regexp.MustCompile(`value \|\| '([^']+)'`).FindStringSubmatch(sql)
				r.usable(len(m1) == 2 && len(m2) == 2 && m1[1]+m2[1] == tok && !strings.Contains(sql, tok), "psql -f (or sqlite3 <) the migration, then SELECT value ... WHERE name = 'bot_token'")
				r.write("db/migrations/0042_slack.sql", sql)
				r.carryString(sql)
				r.commit("db: slack notifier settings")
				return []string{"origin", "main"}
			}},
		{name: "shell-printf-append-redirect", class: "construct", leak: true,
			where: "scripts/ci-auth.sh: printf '%s' 'gho_xxxx' > \"$CFG/token\" and, two lines on, printf '%s' '<rest>' >> \"$CFG/token\", then gh auth login --with-token < \"$CFG/token\": the GitHub OAuth token is whole only in the file the script writes",
			run: func(r *redteamRig) []string {
				tok := "gh" + "o_" + r.g.mixed(36)
				sh := "#!/bin/sh\nset -eu\nCFG=\"${XDG_CONFIG_HOME:-$HOME/.config}/acme-ci\"\nmkdir -p \"$CFG\"\n" +
					"printf '%s' '" + tok[:8] + "' > \"$CFG/token\"\nchmod 600 \"$CFG/token\"\nprintf '%s' '" + tok[8:] + "' >> \"$CFG/token\"\n" +
					"gh auth login --hostname github.com --with-token < \"$CFG/token\"\n"
				parts := regexp.MustCompile(`printf '%s' '([^']+)' >>? `).FindAllStringSubmatch(sh, -1)
				r.usable(len(parts) == 2 && parts[0][1]+parts[1][1] == tok && !strings.Contains(sh, tok), "sh scripts/ci-auth.sh")
				r.write("scripts/ci-auth.sh", sh)
				r.carryString(sh)
				r.commit("scripts: ci auth")
				return []string{"origin", "main"}
			}},
		{name: "gradle-buildconfigfield-escaped-concat", class: "construct", leak: true,
			where: "app/build.gradle.kts: buildConfigField(\"String\", \"RELEASE_FEED_TOKEN\", \"\\\"ghp_xxxxxx\\\" + \\\"<rest>\\\"\"): one Kotlin literal holding a Java expression of two escaped literals, which BuildConfig.java compiles (and javac folds) into the token",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				lit := `"\"` + tok[:10] + `\" + \"` + tok[10:] + `\""`
				kts := "plugins {\n    id(\"com.android.application\")\n    kotlin(\"android\")\n}\n\nandroid {\n    namespace = \"com.acme.app\"\n    compileSdk = 35\n    defaultConfig {\n        applicationId = \"com.acme.app\"\n        minSdk = 26\n" +
					"        buildConfigField(\"String\", \"RELEASE_FEED_TOKEN\", " + lit + ")\n    }\n    buildFeatures { buildConfig = true }\n}\n"
				got, err := pp13JavaConcat(pp13KotlinUnquote(lit))
				r.usable(err == nil && got == tok && !strings.Contains(kts, tok), "./gradlew assembleRelease (BuildConfig.RELEASE_FEED_TOKEN)")
				r.write("app/build.gradle.kts", kts)
				r.carryString(kts)
				r.commit("app: release feed token")
				return []string{"origin", "main"}
			}},
		{name: "prefix-follow-budget", class: "construct", leak: true, bound: "boundary.md, Bounds: 16 token prefixes are followed to at most 32 uses each",
			where: "app/integrations/examples.py defines 20 short token-prefix literals (EX_GITHUB = \"ghp_ab12\", EX_STRIPE = \"sk_live_cd34\", ...) each joined with ELLIPSIS for display, then _RELEASE_HEAD = \"ghp_xxxxxxxx\", _RELEASE_TAIL = \"<rest>\" and RELEASE_TOKEN = _RELEASE_HEAD + _RELEASE_TAIL",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				py := pp13ExamplesModule(r.g) + "\n# The release bot's token, kept in two halves.\n_RELEASE_HEAD = \"" + tok[:12] + "\"\n_RELEASE_TAIL = \"" + tok[12:] + "\"\nRELEASE_TOKEN = _RELEASE_HEAD + _RELEASE_TAIL\n"
				h := regexp.MustCompile(`_RELEASE_HEAD = "([^"]+)"`).FindStringSubmatch(py)
				tl := regexp.MustCompile(`_RELEASE_TAIL = "([^"]+)"`).FindStringSubmatch(py)
				r.usable(len(h) == 2 && len(tl) == 2 && h[1]+tl[1] == tok && strings.Count(py, "+ ELLIPSIS") == 20 && !strings.Contains(py, tok), "python3 -c 'from app.integrations.examples import RELEASE_TOKEN'")
				r.write("app/integrations/examples.py", py)
				r.write("app/integrations/__init__.py", "")
				r.carryString(py)
				r.commit("integrations: display examples")
				return []string{"origin", "main"}
			}},

		// ---- Layouts in which real tools keep secrets ----
		{name: "terraform-state-random-password", class: "tool layout", leak: true,
			where: "infra/prod/terraform.tfstate (state version 4, pretty-printed as Terraform writes it): a random_password resource's attributes.result is the orders database's password (32 characters with specials); no name in the file says password",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(20) + "!#$%&*()-_=+[]{}<>:?"[r.g.rnd.IntN(20):][:1] + r.g.mixed(6) + "#" + r.g.mixed(4)
				state := pp13TFState(r.g, pw)
				var st struct {
					Resources []struct {
						Type      string
						Instances []struct{ Attributes map[string]any }
					}
				}
				err := json.Unmarshal([]byte(state), &st)
				r.usable(err == nil && len(st.Resources) == 2 && st.Resources[1].Type == "random_password" && st.Resources[1].Instances[0].Attributes["result"] == pw, "terraform output / terraform state show random_password.db (or jq on the state)")
				r.write("infra/prod/terraform.tfstate", state)
				r.write("infra/prod/main.tf", "resource \"random_password\" \"db\" {\n  length           = 32\n  override_special = \"!#$%&*()-_=+[]{}<>:?\"\n}\n\nresource \"random_id\" \"suffix\" {\n  byte_length = 4\n}\n")
				r.carryString(pw)
				r.commit("infra: prod state")
				return []string{"origin", "main"}
			}},
		{name: "svn-simple-auth-cache", class: "tool layout", leak: true,
			where: "dotfiles/.subversion/auth/svn.simple/<md5 of the realm>, Subversion's plaintext credential cache: hash-dump lines K 8 / password / V 20 / <password>, the name and the value on separate lines with a length line between",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(16) + "%" + r.g.mixed(3)
				realm := "<https://svn.acme-corp.com:443> ACME Subversion"
				dump := pp13SVNHash([][2]string{{"passtype", "simple"}, {"password", pw}, {"svn:realmstring", realm}, {"username", "deploy"}})
				sum := md5.Sum([]byte(realm))
				kv, err := pp13SVNRead(dump)
				r.usable(err == nil && kv["password"] == pw && kv["username"] == "deploy", "svn (store-plaintext-passwords = yes reads this file for the realm)")
				r.write("dotfiles/.subversion/auth/svn.simple/"+hex.EncodeToString(sum[:]), dump)
				r.write("dotfiles/.subversion/servers", "[global]\nstore-plaintext-passwords = yes\n")
				r.carryString(dump)
				r.commit("dotfiles: subversion settings")
				return []string{"origin", "main"}
			}},
		{name: "keyrings-alt-plaintext", class: "tool layout", leak: true,
			where: "ci/home/.local/share/python_keyring/keyring_pass.cfg, keyrings.alt's PlaintextKeyring (chosen in keyringrc.cfg): section poetry_2Drepository_2Dacme, option ci_2Dpublisher = base64 of the private index's password (28 characters, on a line that names no secret)",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(19) + "+"
				cfg := "[" + pp13KeyringEscape("poetry-repository-acme") + "]\n" + pp13KeyringEscape("ci-publisher") + " = " + b64([]byte(pw)) + "\n\n"
				m := regexp.MustCompile(`(?m)^ci_2Dpublisher = (\S+)$`).FindStringSubmatch(cfg)
				var got []byte
				if len(m) == 2 {
					got, _ = base64.StdEncoding.DecodeString(m[1])
				}
				r.usable(string(got) == pw && len(b64([]byte(pw))) < 32, "poetry publish -r acme in CI (HOME=ci/home: keyring.get_password('poetry-repository-acme', 'ci-publisher'))")
				r.write("ci/home/.local/share/python_keyring/keyring_pass.cfg", cfg)
				r.write("ci/home/.config/python_keyring/keyringrc.cfg", "[backend]\ndefault-keyring=keyrings.alt.file.PlaintextKeyring\n")
				r.write("pyproject.toml", "[tool.poetry]\nname = \"acme-billing\"\nversion = \"3.4.1\"\n\n[[tool.poetry.source]]\nname = \"acme\"\nurl = \"https://pypi.acme-corp.com/simple/\"\npriority = \"supplemental\"\n")
				r.carryString(cfg)
				r.commit("ci: keyring for publishing")
				return []string{"origin", "main"}
			}},
		{name: "conda-channel-path-token", class: "tool layout", leak: true,
			where: ".condarc: channels: - https://conda.anaconda.org/t/<token>/acme, an Anaconda.org access token as a path segment after /t/ (what anaconda auth documents), no name and no user info",
			run: func(r *redteamRig) []string {
				tok := r.g.pick(rtLower, 2) + "-" + r.g.uuid()
				rc := "channels:\n  - https://conda.anaconda.org/t/" + tok + "/acme\n  - conda-forge\nchannel_priority: strict\nauto_activate_base: false\n"
				u, err := url.Parse(strings.TrimSpace(strings.TrimPrefix(strings.Split(rc, "\n")[1], "  - ")))
				r.usable(err == nil && strings.Split(u.Path, "/")[2] == tok, "conda install -c acme (conda sends the token from the path)")
				r.write(".condarc", rc)
				r.write("environment.yml", "name: acme-ml\nchannels: [acme, conda-forge]\ndependencies:\n  - python=3.12\n  - acme-features=2.1\n")
				r.carryString(tok)
				r.commit("env: private conda channel")
				return []string{"origin", "main"}
			}},
		{name: "curlrc-user-colon", class: "tool layout", leak: true,
			where: "ops/curl/registry.curlrc, a curl -K config: user = \"ci-publisher:<password>\" (curl's config form of -u, with = and quotes), used by the release Makefile",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(14) + "@" + r.g.mixed(5)
				rc := "# curl -K ops/curl/registry.curlrc https://registry.acme-corp.com/v2/_catalog\nuser = \"ci-publisher:" + pw + "\"\nsilent\nfail\nheader = \"Accept: application/json\"\n"
				m := regexp.MustCompile(`user = "([^:"]+):([^"]+)"`).FindStringSubmatch(rc)
				r.usable(len(m) == 3 && m[2] == pw, "curl -K ops/curl/registry.curlrc <url>")
				r.write("ops/curl/registry.curlrc", rc)
				r.write("Makefile", "catalog:\n\tcurl -K ops/curl/registry.curlrc https://registry.acme-corp.com/v2/_catalog\n")
				r.carryString(rc)
				r.commit("ops: registry catalog target")
				return []string{"origin", "main"}
			}},
		{name: "openvpn-auth-user-pass-file", class: "tool layout", leak: true,
			where: "vpn/office.ovpn says auth-user-pass credentials.txt; vpn/credentials.txt is the user name on line 1 and the password on line 2, nothing else (OpenVPN's layout)",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(12) + "." + r.g.mixed(6)
				creds := "svc-backup\n" + pw + "\n"
				ovpn := "client\ndev tun\nproto udp\nremote vpn.acme-corp.com 1194\nresolv-retry infinite\nnobind\npersist-key\npersist-tun\nca ca.crt\nauth-user-pass credentials.txt\nremote-cert-tls server\ncipher AES-256-GCM\nverb 3\n"
				lines := strings.Split(creds, "\n")
				r.usable(strings.Contains(ovpn, "auth-user-pass credentials.txt") && lines[1] == pw, "openvpn --config vpn/office.ovpn (reads the user and password from credentials.txt)")
				r.write("vpn/office.ovpn", ovpn)
				r.write("vpn/credentials.txt", creds)
				r.carryString(creds)
				r.commit("vpn: office profile for the backup job")
				return []string{"origin", "main"}
			}},
		{name: "ios-plist-key-string", class: "tool layout", leak: true,
			where: "ios/Acme/Config/Secrets.plist as Xcode writes it: <key>PaymentsClientSecret</key> and, on the next line, <string><40 characters></string> (sibling elements, not an element named as the secret, not a name/value attribute pair)",
			run: func(r *redteamRig) []string {
				sec := r.g.mixed(40)
				plist := "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n" +
					"\t<key>APIBaseURL</key>\n\t<string>https://api.acme-corp.com</string>\n\t<key>PaymentsClientID</key>\n\t<string>acme-ios-prod</string>\n\t<key>PaymentsClientSecret</key>\n\t<string>" + sec + "</string>\n</dict>\n</plist>\n"
				got := pp13PlistString(plist, "PaymentsClientSecret")
				r.usable(got == sec, "the app (Bundle.main.url(forResource: \"Secrets\", withExtension: \"plist\"))")
				r.write("ios/Acme/Config/Secrets.plist", plist)
				r.carryString(sec)
				r.commit("ios: payments config")
				return []string{"origin", "main"}
			}},
		{name: "windows-unattend-password", class: "tool layout", leak: true,
			where: "packer/windows/autounattend.xml: <AdministratorPassword><Value>base64</Value><PlainText>false</PlainText>, the value being base64 of UTF-16LE of the password followed by \"AdministratorPassword\" (how Windows System Image Manager hides it), on its own line",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(14) + "!" + r.g.mixed(3)
				val := pp13UnattendValue(pw, "AdministratorPassword")
				xml := "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<unattend xmlns=\"urn:schemas-microsoft-com:unattend\">\n  <settings pass=\"oobeSystem\">\n    <component name=\"Microsoft-Windows-Shell-Setup\" processorArchitecture=\"amd64\" publicKeyToken=\"31bf3856ad364e35\" language=\"neutral\" versionScope=\"nonSxS\">\n" +
					"      <UserAccounts>\n        <AdministratorPassword>\n          <Value>" + val + "</Value>\n          <PlainText>false</PlainText>\n        </AdministratorPassword>\n      </UserAccounts>\n" +
					"      <OOBE>\n        <HideEULAPage>true</HideEULAPage>\n        <ProtectYourPC>3</ProtectYourPC>\n      </OOBE>\n    </component>\n  </settings>\n</unattend>\n"
				got, err := pp13UnattendPassword(val, "AdministratorPassword")
				r.usable(err == nil && got == pw && !strings.Contains(xml, pw), "Windows Setup (the image's Administrator password), or base64 -d | iconv -f UTF-16LE")
				r.write("packer/windows/autounattend.xml", xml)
				r.write("packer/windows/windows.pkr.hcl", "source \"qemu\" \"win2022\" {\n  floppy_files = [\"autounattend.xml\"]\n  communicator = \"winrm\"\n  winrm_username = \"Administrator\"\n}\n")
				r.carryString(val)
				r.commit("packer: windows 2022 image")
				return []string{"origin", "main"}
			}},
		{name: "ansible-unsafe-tag-password", class: "tool layout", leak: true,
			where: "inventory/group_vars/db/vars.yml: postgres_admin_password: !unsafe 'xxxx{%xxxx' (Ansible's !unsafe tag, which keeps Jinja from templating a password that holds {%)",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(10) + "{%" + r.g.mixed(8)
				y := "---\npostgres_version: 16\npostgres_admin_user: postgres\npostgres_admin_password: !unsafe '" + pw + "'\npostgres_listen: \"*\"\n"
				m := regexp.MustCompile(`postgres_admin_password: !unsafe '([^']+)'`).FindStringSubmatch(y)
				r.usable(len(m) == 2 && m[1] == pw, "ansible-playbook site.yml (the variable's value, untemplated)")
				r.write("inventory/group_vars/db/vars.yml", y)
				r.write("inventory/hosts.ini", "[db]\ndb1.acme-corp.com\n")
				r.carryString(pw)
				r.commit("inventory: db group vars")
				return []string{"origin", "main"}
			}},
		{name: "gitlab-ci-variable-value-form", class: "tool layout", leak: true,
			where: ".gitlab-ci.yml's variables: in GitLab's expanded form, REGISTRY_PASSWORD: on one line and value: \"<password>\" with a description: under it",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(18) + "-" + r.g.mixed(4)
				y := "variables:\n  DEPLOY_ENV: production\n  REGISTRY_USER: ci-publisher\n  REGISTRY_PASSWORD:\n    value: \"" + pw + "\"\n    description: \"Password of the ci-publisher robot account\"\n\n" +
					"publish:\n  stage: deploy\n  script:\n    - echo \"$REGISTRY_PASSWORD\" | docker login registry.acme-corp.com -u \"$REGISTRY_USER\" --password-stdin\n    - docker push registry.acme-corp.com/acme/app:$CI_COMMIT_SHA\n"
				m := regexp.MustCompile(`REGISTRY_PASSWORD:\n    value: "([^"]+)"`).FindStringSubmatch(y)
				r.usable(len(m) == 2 && m[1] == pw, "the pipeline (GitLab exports REGISTRY_PASSWORD to the job)")
				r.write(".gitlab-ci.yml", y)
				r.carryString(pw)
				r.commit("ci: publish job")
				return []string{"origin", "main"}
			}},
		{name: "nginx-htpasswd-plain-scheme", class: "tool layout", leak: true,
			where: "deploy/nginx/htpasswd (auth_basic_user_file): admin:{PLAIN}<password>, nginx's plain-text scheme, beside a user with an $apr1$ hash",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(15) + "&" + r.g.mixed(4)
				ht := "admin:{PLAIN}" + pw + "\nviewer:$apr1$" + r.g.pick(rtAlnum, 8) + "$" + r.g.pick(rtAlnum+"./", 22) + "\n"
				conf := "server {\n  listen 443 ssl;\n  server_name grafana.acme-corp.com;\n  location / {\n    auth_basic \"Grafana\";\n    auth_basic_user_file /etc/nginx/htpasswd;\n    proxy_pass http://grafana:3000;\n  }\n}\n"
				m := regexp.MustCompile(`(?m)^admin:\{PLAIN\}(.+)$`).FindStringSubmatch(ht)
				r.usable(len(m) == 2 && m[1] == pw, "nginx's basic auth (curl -u admin:<password> https://grafana...)")
				r.write("deploy/nginx/htpasswd", ht)
				r.write("deploy/nginx/grafana.conf", conf)
				r.carryString(ht)
				r.commit("deploy: grafana behind basic auth")
				return []string{"origin", "main"}
			}},

		// ---- Secret kinds whose form says nothing ----
		{name: "vault-init-unseal-keys", class: "kind", leak: true,
			where: "docs/ops/vault-init.txt, the output of vault operator init pasted into the ops notes (the root token line removed): Unseal Key 1..5, base64 of Shamir shares of the 32-byte key (threshold 3)",
			run: func(r *redteamRig) []string {
				master := r.g.bytes(32)
				shares := pp13ShamirSplit(r.g, master, 5, 3)
				var b strings.Builder
				for i, s := range shares {
					fmt.Fprintf(&b, "Unseal Key %d: %s\n", i+1, b64(s))
				}
				out := b.String() + "\nInitial Root Token: (revoked after setup, see ticket 4410)\n\nVault initialized with 5 key shares and a key threshold of 3. Please securely\ndistribute the key shares printed above.\n"
				got := pp13ShamirCombine([][]byte{shares[4], shares[1], shares[2]})
				got2 := pp13ShamirCombine([][]byte{shares[0], shares[3], shares[1]})
				r.usable(bytes.Equal(got, master) && bytes.Equal(got2, master), "vault operator unseal (three of the keys) on the cluster's storage")
				r.write("docs/ops/vault-init.txt", out)
				r.carryString(b.String())
				r.commit("docs: vault init record")
				return []string{"origin", "main"}
			}},
		{name: "hardhat-accounts-hex-key", class: "kind", leak: true,
			where: "hardhat.config.js: networks.mainnet.accounts: [\"0x<64 hex>\"], the deployer's secp256k1 private key as the one element of a list (no name holds key, the list is accounts)",
			run: func(r *redteamRig) []string {
				k := pp12Secp256k1Scalar(r.g)
				js := "require(\"@nomicfoundation/hardhat-toolbox\");\n\n/** @type import('hardhat/config').HardhatUserConfig */\nmodule.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    mainnet: {\n      url: \"https://ethereum-rpc.publicnode.com\",\n" +
					"      accounts: [\"0x" + hex.EncodeToString(k) + "\"],\n    },\n  },\n};\n"
				m := regexp.MustCompile(`accounts: \["0x([0-9a-f]{64})"\]`).FindStringSubmatch(js)
				n, _ := new(big.Int).SetString("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", 16)
				var kk *big.Int
				if len(m) == 2 {
					kk, _ = new(big.Int).SetString(m[1], 16)
				}
				r.usable(kk != nil && kk.Sign() > 0 && kk.Cmp(n) < 0, "npx hardhat run scripts/deploy.js --network mainnet (signs with the key)")
				r.write("hardhat.config.js", js)
				r.carryString(hex.EncodeToString(k))
				r.commit("contracts: mainnet network")
				return []string{"origin", "main"}
			}},
		{name: "jwt-sign-hmac-literal", class: "kind", leak: true,
			where: "api/src/auth/session.js: jwt.sign({ sub, role }, \"<48 characters>\", { algorithm: \"HS256\" }) and jwt.verify(token, \"<the same>\"): the HS256 signing secret as a call's second argument, which lets anyone mint sessions",
			run: func(r *redteamRig) []string {
				key := r.g.mixed(48)
				js := "const jwt = require(\"jsonwebtoken\");\n\nfunction issue(user) {\n  return jwt.sign({ sub: user.id, role: user.role }, \"" + key + "\", { algorithm: \"HS256\", expiresIn: \"12h\" });\n}\n\n" +
					"function check(token) {\n  return jwt.verify(token, \"" + key + "\", { algorithms: [\"HS256\"] });\n}\n\nmodule.exports = { issue, check };\n"
				m := regexp.MustCompile(`jwt\.sign\(\{[^}]*\}, "([^"]+)"`).FindStringSubmatch(js)
				ok := false
				if len(m) == 2 {
					forged := pp13HS256(m[1], `{"sub":"1","role":"admin"}`)
					ok = pp13HS256Verify(key, forged)
				}
				r.usable(ok, "minting a token with the secret (any JWT library), which check() accepts")
				r.write("api/src/auth/session.js", js)
				r.carryString(key)
				r.commit("api: sessions")
				return []string{"origin", "main"}
			}},
		{name: "tailscale-authkey-cloudinit", class: "kind", leak: true,
			where: "infra/cloud-init/bastion.yaml: runcmd: - [tailscale, up, --authkey, tskey-auth-...] (a Tailscale auth key, a prefix with no rule, as a list item after the flag)",
			run: func(r *redteamRig) []string {
				tok := "tskey-auth-k" + r.g.pick(rtAlnum, 10) + "CNTRL-" + r.g.pick(rtAlnum, 33)
				y := "#cloud-config\npackage_update: true\nruncmd:\n  - ['sh', '-c', 'curl -fsSL https://tailscale.com/install.sh | sh']\n  - ['tailscale', 'up', '--authkey', '" + tok + "', '--ssh', '--advertise-tags=tag:bastion']\n"
				m := regexp.MustCompile(`'--authkey', '([^']+)'`).FindStringSubmatch(y)
				r.usable(len(m) == 2 && m[1] == tok, "a VM booted with this user data joins the tailnet")
				r.write("infra/cloud-init/bastion.yaml", y)
				r.carryString(tok)
				r.commit("infra: bastion cloud-init")
				return []string{"origin", "main"}
			}},
		{name: "htdigest-ha1", class: "kind", leak: true,
			where: "deploy/apache/.htdigest: ops:Acme Staff:<MD5 of user:realm:password>, Apache's digest file; HA1 alone answers any Digest challenge for the realm (pass-the-hash)",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(16)
				ha1 := md5.Sum([]byte("ops:Acme Staff:" + pw))
				line := "ops:Acme Staff:" + hex.EncodeToString(ha1[:]) + "\n"
				nonce := hex.EncodeToString(r.g.bytes(16))
				ha2 := md5.Sum([]byte("GET:/status"))
				resp := md5.Sum([]byte(strings.Split(strings.TrimSpace(line), ":")[2] + ":" + nonce + ":" + hex.EncodeToString(ha2[:])))
				want := md5.Sum([]byte(hex.EncodeToString(ha1[:]) + ":" + nonce + ":" + hex.EncodeToString(ha2[:])))
				r.usable(resp == want, "a Digest response computed from HA1 (curl's --digest needs the password; any client that takes HA1 does not)")
				r.write("deploy/apache/.htdigest", line)
				r.write("deploy/apache/status.conf", "<Location \"/status\">\n  AuthType Digest\n  AuthName \"Acme Staff\"\n  AuthDigestProvider file\n  AuthUserFile /etc/apache2/.htdigest\n  Require valid-user\n</Location>\n")
				r.carryString(line)
				r.commit("deploy: status page auth")
				return []string{"origin", "main"}
			}},
		{name: "github-recovery-codes", class: "kind", leak: true,
			where: "docs/accounts/github-recovery-codes.txt as GitHub offers it for download: 16 codes of two groups of five hex digits, one a line, for the release bot's account",
			run: func(r *redteamRig) []string {
				var b strings.Builder
				for range 16 {
					b.WriteString(r.g.pick(rtHex, 5) + "-" + r.g.pick(rtHex, 5) + "\n")
				}
				codes := b.String()
				r.usable(regexp.MustCompile(`^([0-9a-f]{5}-[0-9a-f]{5}\n){16}$`).MatchString(codes), "github.com/sessions/two-factor/recovery (each code signs in once in place of the second factor)")
				r.write("docs/accounts/github-recovery-codes.txt", codes)
				r.write("docs/accounts/README.md", "Accounts of the release bot. Recovery codes are in this folder.\n")
				r.carryString(codes)
				r.commit("docs: bot account recovery")
				return []string{"origin", "main"}
			}},

		// ---- Clean pushes ----
		{name: "clean-git-objects", class: "clean",
			where: "a commit written with git hash-object whose header says encoding ISO-8859-1 and whose message is Latin-1 (Café), a tree built with git mktree (unique, sorted), and remote.origin.receivepack set to a wrapper that only logs before exec git receive-pack",
			run: func(r *redteamRig) []string {
				r.write("menu/README.md", "Lunch menu of the week.\n")
				r.gitw("add", "-A")
				tree := r.gitw("write-tree")
				obj := "tree " + tree + "\nparent " + r.gitw("rev-parse", "HEAD") + "\nauthor Test <test@example.com> 1767323045 +0000\ncommitter Test <test@example.com> 1767323045 +0000\nencoding ISO-8859-1\n\nmenu: Caf\xe9 du jour\n"
				id := strings.TrimSpace(r.run(r.work, []byte(obj), "git", "hash-object", "-t", "commit", "-w", "--stdin"))
				r.gitw("update-ref", "refs/heads/main", id)
				blob := strings.TrimSpace(r.run(r.work, []byte("Soup, bread, salad.\n"), "git", "hash-object", "-w", "--stdin"))
				sub := strings.TrimSpace(r.run(r.work, []byte("100644 blob "+blob+"\tmonday.txt\n"), "git", "mktree"))
				c := pp13CommitWithSubtree(r, "week", sub, "menu: monday\n")
				r.gitw("update-ref", "refs/heads/main", c)
				r.gitw("config", "remote.origin.receivepack", `sh -c 'echo "push $(date +%s)" >> .git/push.log; exec git receive-pack "$1"' log`)
				return []string{"origin", "main"}
			}},
		{name: "clean-containers", class: "clean",
			where: "a Firefox jsonlz4 session with a back-reference inside a repeated URL, a .tgz with a typeflag '7' README, a jar whose class concatenates \"Hello, \" and \"world\", and a Mercurial HG10BZ bundle of a README",
			run: func(r *redteamRig) []string {
				s := `{"version":["sessionrestore",1],"windows":[{"tabs":[{"entries":[{"url":"https://docs.acme-corp.com/guide/install","title":"Install"}]},{"entries":[{"url":"https://docs.acme-corp.com/guide/configure","title":"Configure"}]}]}]}`
				p := strings.Index(s, "https://docs.acme-corp.com/guide/")
				q := strings.LastIndex(s, "https://docs.acme-corp.com/guide/")
				block := pp13LZ4Block([]pp13LZ4Seq{{lit: []byte(s[:q]), off: q - p, mlen: len("https://docs.acme-corp.com/guide/")}, {lit: []byte(s[q+len("https://docs.acme-corp.com/guide/"):])}})
				r.writeBytes("e2e/profiles/firefox/sessionstore-backups/recovery.jsonlz4", append(append([]byte("mozLz40\x00"), binary.LittleEndian.AppendUint32(nil, uint32(len(s)))...), block...))
				r.writeBytes("ops/backups/docs.tgz", rtGzip(pp13Tar([]pp13TarMember{{name: "docs/README", flag: tar.TypeCont, data: "Documentation build, restored by ops/restore.sh.\n"}})))
				r.writeBytes("libs/hello.jar", rtZip(rtMember("META-INF/MANIFEST.MF", []byte("Manifest-Version: 1.0\r\nMain-Class: com.acme.hello.Hello\r\n\r\n")), rtMember("com/acme/hello/Hello.class", pp13ClassFile("com/acme/hello/Hello", "Hello, ", "world"))))
				r.writeBytes("vendor/legacy/docs.hg", pp13HgBundle([][2]string{{"README", "Docs of the legacy runners.\n"}}, "docs <docs@acme-corp.com>", "import docs", 1767323045))
				r.commit("clean containers")
				return []string{"origin", "main"}
			}},
		{name: "clean-documents-and-data", class: "clean",
			where: "a PDF page whose text writes its parentheses as octal escapes (\\050, \\051), a CSS palette of real brand colours, model weights as float64 numbers, and a source map with ordinary VLQ mappings",
			run: func(r *redteamRig) []string {
				r.writeBytes("docs/menu.pdf", rtPDF("Menu of the week \\050vegetarian dishes marked\\051: soup, bread, salad"))
				r.write("web/src/styles/palette.css", ":root {\n  --brand-01: #1a73e8;\n  --brand-02: #34a853;\n  --brand-03: #fbbc05;\n  --brand-04: #ea4335;\n  --ink: #202124;\n}\n")
				ws := make([]string, 12)
				for i := range ws {
					ws[i] = strconv.FormatFloat(float64(r.g.rnd.IntN(20000)-10000)/65536, 'g', -1, 64)
				}
				r.write("models/ranker/weights.json", "{\n  \"model\": \"ranker-v4\",\n  \"bias\": ["+strings.Join(ws[:6], ", ")+"],\n  \"calibration\": ["+strings.Join(ws[6:], ", ")+"]\n}\n")
				r.write("web/dist/assets/app.js.map", `{"version":3,"file":"app.js","sources":["../../src/app.ts"],"names":["checkout"],"mappings":"AAAA,SAASA,QAAQ;AACjB,OAAO,GAAG;AACV"}`+"\n")
				r.commit("docs and data")
				return []string{"origin", "main"}
			}},
		{name: "clean-encodings-and-dumps", class: "clean",
			where: "the NATO alphabet table of the on-call guide, a bootstrap script whose base64 lines of an ordinary config are stored last-first, a default-format hexdump of a config, and an strace of a 6 KiB JSON written in two 4 KiB-buffered writes",
			run: func(r *redteamRig) []string {
				r.write("docs/oncall/spelling.md", "# Spelling over the phone\n\n```\n"+pp13NATO("Acme_2026")+"\n```\n\nalfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu\n")
				env := "LOG_LEVEL=info\nPORT=8080\nFEATURE_FLAGS=search,checkout,wishlist\nCACHE_TTL_SECONDS=300\nREGION=eu-west-1\n"
				enc := base64.StdEncoding.EncodeToString([]byte(env))
				var lines []string
				for i := 0; i < len(enc); i += 76 {
					lines = append(lines, enc[i:min(i+76, len(enc))])
				}
				for i, j := 0, len(lines)-1; i < j; i, j = i+1, j-1 {
					lines[i], lines[j] = lines[j], lines[i]
				}
				r.write("deploy/bootstrap.sh", "#!/bin/sh\nset -eu\ntac <<'EOF' | base64 -d > /srv/app/.env\n"+strings.Join(lines, "\n")+"\nEOF\n")
				r.write("docs/debug/env-dump.txt", "$ hexdump deploy/.env\n"+pp13Hexdump([]byte(env)))
				r.write("docs/debug/report.strace", pp13StraceWrites(7001, 1, []byte(pp13SyncPayload("", 0)), 4096))
				r.commit("docs: dumps and spelling")
				return []string{"origin", "main"}
			}},
		{name: "clean-constructs", class: "clean",
			where: "a migration that INSERTs a description and UPDATEs value = value || ' (archived)', a script that printf's a config in two pieces with > and >>, a buildConfigField of an escaped Java concatenation of a URL, and a Python module joining ordinary names",
			run: func(r *redteamRig) []string {
				r.write("db/migrations/0043_notes.sql", "INSERT INTO projects (slug, description) VALUES ('legacy-web', 'The old storefront');\nUPDATE projects SET description = description || ' (archived)' WHERE slug = 'legacy-web';\n")
				r.write("scripts/gh-config.sh", "#!/bin/sh\nset -eu\nCFG=\"$HOME/.config/gh\"\nmkdir -p \"$CFG\"\nprintf '%s\\n' 'git_protocol: https' > \"$CFG/config.yml\"\nprintf '%s\\n' 'editor: vim' >> \"$CFG/config.yml\"\n")
				r.write("app/build.gradle.kts", "android {\n    defaultConfig {\n        buildConfigField(\"String\", \"API_BASE\", \"\\\"https://api.\\\" + \\\"acme-corp.com\\\"\")\n    }\n}\n")
				r.write("app/labels.py", "HEAD = \"Order\"\nTAIL = \" history\"\nTITLE = HEAD + TAIL\nFIRST = \"Ada\"\nLAST = \"Lovelace\"\nFULL_NAME = FIRST + \" \" + LAST\n")
				r.commit("clean constructs")
				return []string{"origin", "main"}
			}},
		{name: "clean-masks-module", class: "clean",
			where: "app/integrations/examples.py with the 20 short token-prefix literals each joined with an ellipsis for display (the leak route's module without the split token)",
			run: func(r *redteamRig) []string {
				r.write("app/integrations/examples.py", pp13ExamplesModule(r.g))
				r.write("app/integrations/__init__.py", "")
				r.commit("integrations: display examples")
				return []string{"origin", "main"}
			}},
		{name: "clean-tool-state", class: "clean",
			where: "a terraform.tfstate with random_id and random_pet resources and no password, Subversion's svn.username cache (no password), keyringrc.cfg choosing a backend, a .condarc without token, a curl -K config of headers, and a plist of public settings",
			run: func(r *redteamRig) []string {
				r.write("infra/prod/terraform.tfstate", pp13TFState(r.g, ""))
				realm := "<https://svn.acme-corp.com:443> ACME Subversion"
				sum := md5.Sum([]byte(realm))
				r.write("dotfiles/.subversion/auth/svn.username/"+hex.EncodeToString(sum[:]), pp13SVNHash([][2]string{{"svn:realmstring", realm}, {"username", "deploy"}}))
				r.write("ci/home/.config/python_keyring/keyringrc.cfg", "[backend]\ndefault-keyring=keyrings.alt.file.PlaintextKeyring\n")
				r.write(".condarc", "channels:\n  - https://conda.anaconda.org/acme\n  - conda-forge\nchannel_priority: strict\n")
				r.write("ops/curl/api.curlrc", "silent\nfail\nheader = \"Accept: application/json\"\nuser-agent = \"acme-ops/1.0\"\n")
				r.write("ios/Acme/Config/App.plist", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>APIBaseURL</key>\n\t<string>https://api.acme-corp.com</string>\n\t<key>PaymentsClientID</key>\n\t<string>acme-ios-prod</string>\n</dict>\n</plist>\n")
				r.commit("clean tool state")
				return []string{"origin", "main"}
			}},
		{name: "clean-ops-configs", class: "clean",
			where: "an OpenVPN profile that prompts (auth-user-pass alone), autounattend.xml after sysprep (*SENSITIVE*DATA*DELETED*), an Ansible !unsafe motd, a GitLab CI variable in the value: form that is not a secret, an htpasswd of $apr1$ hashes, and vault status output",
			run: func(r *redteamRig) []string {
				r.write("vpn/office.ovpn", "client\ndev tun\nremote vpn.acme-corp.com 1194\nauth-user-pass\nremote-cert-tls server\n")
				r.write("packer/windows/autounattend.xml", "<unattend>\n  <UserAccounts>\n    <AdministratorPassword>*SENSITIVE*DATA*DELETED*</AdministratorPassword>\n  </UserAccounts>\n</unattend>\n")
				r.write("inventory/group_vars/all/motd.yml", "motd_banner: !unsafe 'Managed by Ansible: {{ do not edit }}'\n")
				r.write(".gitlab-ci.yml", "variables:\n  DEPLOY_ENV:\n    value: \"production\"\n    description: \"Where the deploy job goes\"\n    options: [\"staging\", \"production\"]\n\ndeploy:\n  script: [\"make deploy\"]\n")
				r.write("deploy/nginx/htpasswd", "viewer:$apr1$"+r.g.pick(rtAlnum, 8)+"$"+r.g.pick(rtAlnum+"./", 22)+"\n")
				r.write("docs/ops/vault-status.txt", "Key             Value\n---             -----\nSeal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    5\nThreshold       3\nVersion         1.17.2\nHA Enabled      true\n")
				r.commit("clean ops configs")
				return []string{"origin", "main"}
			}},
		{name: "clean-kinds-lookalikes", class: "clean",
			where: "a Hardhat config whose accounts come from the environment and which lists contract addresses (0x and 40 hex digits), jwt.verify with a public key file, a cloud-init that reads the Tailscale key from a variable, and a note on where recovery codes are kept",
			run: func(r *redteamRig) []string {
				r.write("hardhat.config.js", "module.exports = {\n  solidity: \"0.8.24\",\n  networks: {\n    mainnet: { url: process.env.RPC_URL, accounts: [process.env.DEPLOYER_KEY] },\n  },\n};\n")
				r.write("contracts/addresses.json", "{\n  \"token\": \"0x"+hex.EncodeToString(r.g.bytes(20))+"\",\n  \"vault\": \"0x"+hex.EncodeToString(r.g.bytes(20))+"\"\n}\n")
				r.write("api/src/auth/verify.js", "const fs = require(\"fs\");\nconst jwt = require(\"jsonwebtoken\");\nconst pub = fs.readFileSync(\"keys/session.pub.pem\");\n\nmodule.exports = (token) => jwt.verify(token, pub, { algorithms: [\"ES256\"] });\n")
				r.write("infra/cloud-init/bastion.yaml", "#cloud-config\nruncmd:\n  - ['sh', '-c', 'tailscale up --authkey \"$TS_AUTHKEY\" --ssh']\n")
				r.write("docs/accounts/README.md", "Recovery codes of the bot accounts are kept in the Ops vault of 1Password, never in this repository.\n")
				r.commit("clean lookalikes")
				return []string{"origin", "main"}
			}},
	}
}

// ---- Git helpers ----

// pp13TreeEntry is one raw tree entry: mode, name, NUL, the 20-byte id.
func pp13TreeEntry(mode, name, id string) string {
	raw, err := hex.DecodeString(id)
	if err != nil || len(raw) != 20 {
		panic("pp13TreeEntry: bad id " + id)
	}
	return mode + " " + name + "\x00" + string(raw)
}

// pp13CommitWithSubtree commits HEAD's root tree with the entry name set to
// the tree sub (git mktree sorts the root; the subtree is written as it is).
func pp13CommitWithSubtree(r *redteamRig, name, sub, msg string) string {
	r.t.Helper()
	var lines []string
	for _, l := range strings.Split(r.gitw("ls-tree", "HEAD"), "\n") {
		if !strings.HasSuffix(l, "\t"+name) {
			lines = append(lines, l)
		}
	}
	lines = append(lines, "040000 tree "+sub+"\t"+name)
	root := strings.TrimSpace(r.run(r.work, []byte(strings.Join(lines, "\n")+"\n"), "git", "mktree"))
	return strings.TrimSpace(r.run(r.work, []byte(msg), "git", "commit-tree", root, "-p", "HEAD"))
}

// ---- LZ4 block (Firefox's mozLz40) ----

type pp13LZ4Seq struct {
	lit       []byte
	off, mlen int // mlen 0: the last sequence, literals only
}

func pp13LZ4Len(out []byte, n int) []byte {
	for n >= 255 {
		out = append(out, 255)
		n -= 255
	}
	return append(out, byte(n))
}

// pp13LZ4Block writes an LZ4 block of the given sequences.
func pp13LZ4Block(seqs []pp13LZ4Seq) []byte {
	var out []byte
	for _, s := range seqs {
		ll, ml := len(s.lit), 0
		if s.mlen > 0 {
			ml = s.mlen - 4
		}
		tok := byte(min(ll, 15))<<4 | byte(min(ml, 15))
		out = append(out, tok)
		if ll >= 15 {
			out = pp13LZ4Len(out, ll-15)
		}
		out = append(out, s.lit...)
		if s.mlen == 0 {
			break
		}
		out = binary.LittleEndian.AppendUint16(out, uint16(s.off))
		if ml >= 15 {
			out = pp13LZ4Len(out, ml-15)
		}
	}
	return out
}

func pp13UnLZ4Block(b []byte) ([]byte, error) {
	var out []byte
	i := 0
	readLen := func(n int) (int, error) {
		for {
			if i >= len(b) {
				return 0, errors.New("lz4: truncated length")
			}
			c := b[i]
			i++
			n += int(c)
			if c != 255 {
				return n, nil
			}
		}
	}
	for i < len(b) {
		tok := b[i]
		i++
		ll := int(tok >> 4)
		var err error
		if ll == 15 {
			if ll, err = readLen(ll); err != nil {
				return nil, err
			}
		}
		if i+ll > len(b) {
			return nil, errors.New("lz4: truncated literals")
		}
		out = append(out, b[i:i+ll]...)
		i += ll
		if i == len(b) {
			return out, nil
		}
		if i+2 > len(b) {
			return nil, errors.New("lz4: truncated offset")
		}
		off := int(binary.LittleEndian.Uint16(b[i:]))
		i += 2
		ml := int(tok & 15)
		if ml == 15 {
			if ml, err = readLen(ml); err != nil {
				return nil, err
			}
		}
		ml += 4
		if off == 0 || off > len(out) {
			return nil, errors.New("lz4: bad offset")
		}
		for k := 0; k < ml; k++ {
			out = append(out, out[len(out)-off])
		}
	}
	return out, nil
}

func pp13UnMozLz4(f []byte) ([]byte, error) {
	if len(f) < 12 || string(f[:8]) != "mozLz40\x00" {
		return nil, errors.New("not mozLz40")
	}
	out, err := pp13UnLZ4Block(f[12:])
	if err != nil {
		return nil, err
	}
	if len(out) != int(binary.LittleEndian.Uint32(f[8:])) {
		return nil, errors.New("mozLz40: size mismatch")
	}
	return out, nil
}

// ---- tar with chosen typeflags ----

type pp13TarMember struct {
	name string
	flag byte
	data string
}

func pp13Tar(ms []pp13TarMember) []byte {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	mt := time.Unix(1767323045, 0)
	for _, m := range ms {
		mode := int64(0o644)
		if m.flag == tar.TypeDir {
			mode = 0o755
		}
		if err := tw.WriteHeader(&tar.Header{Name: m.name, Typeflag: m.flag, Size: int64(len(m.data)), Mode: mode, ModTime: mt, Uname: "ops", Gname: "ops", Format: tar.FormatGNU}); err != nil {
			panic(err)
		}
		if _, err := tw.Write([]byte(m.data)); err != nil {
			panic(err)
		}
	}
	if err := tw.Close(); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

func pp13TarMemberOf(tgz []byte, name string) (string, byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return "", 0, err
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err != nil {
			return "", 0, err
		}
		if h.Name == name {
			b, err := io.ReadAll(tr)
			return string(b), h.Typeflag, err
		}
	}
}

// ---- Java class file ----

// pp13ClassFile is a Java 8 class with token() returning head.concat(tail)
// and main printing it; head and tail are constants #8 and #16.
func pp13ClassFile(name, head, tail string) []byte {
	var cp [][]byte
	utf8c := func(s string) []byte {
		return append(binary.BigEndian.AppendUint16([]byte{1}, uint16(len(s))), s...)
	}
	ref := func(tag byte, a, b int) []byte {
		out := binary.BigEndian.AppendUint16([]byte{tag}, uint16(a))
		if b >= 0 {
			out = binary.BigEndian.AppendUint16(out, uint16(b))
		}
		return out
	}
	cp = append(cp,
		utf8c(name), ref(7, 1, -1), utf8c("java/lang/Object"), ref(7, 3, -1), // 1-4
		utf8c("token"), utf8c("()Ljava/lang/String;"), utf8c("Code"), // 5-7
		utf8c(head), ref(8, 8, -1), // 8-9
		utf8c("java/lang/String"), ref(7, 10, -1), utf8c("concat"), utf8c("(Ljava/lang/String;)Ljava/lang/String;"), ref(12, 12, 13), ref(10, 11, 14), // 10-15
		utf8c(tail), ref(8, 16, -1), // 16-17
		utf8c("main"), utf8c("([Ljava/lang/String;)V"), utf8c("java/lang/System"), ref(7, 20, -1), // 18-21
		utf8c("out"), utf8c("Ljava/io/PrintStream;"), ref(12, 22, 23), ref(9, 21, 24), // 22-25
		utf8c("java/io/PrintStream"), ref(7, 26, -1), utf8c("println"), utf8c("(Ljava/lang/String;)V"), ref(12, 28, 29), ref(10, 27, 30), // 26-31
		ref(12, 5, 6), ref(10, 2, 32), // 32-33
	)
	var b []byte
	b = append(b, 0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 52)
	b = binary.BigEndian.AppendUint16(b, uint16(len(cp)+1))
	for _, c := range cp {
		b = append(b, c...)
	}
	b = append(b, 0x00, 0x21, 0, 2, 0, 4, 0, 0, 0, 0, 0, 2)
	method := func(nameIdx, descIdx int, stack, locals int, code []byte) {
		b = append(b, 0x00, 0x09)
		b = binary.BigEndian.AppendUint16(b, uint16(nameIdx))
		b = binary.BigEndian.AppendUint16(b, uint16(descIdx))
		b = append(b, 0, 1, 0, 7)
		b = binary.BigEndian.AppendUint32(b, uint32(12+len(code)))
		b = binary.BigEndian.AppendUint16(b, uint16(stack))
		b = binary.BigEndian.AppendUint16(b, uint16(locals))
		b = binary.BigEndian.AppendUint32(b, uint32(len(code)))
		b = append(b, code...)
		b = append(b, 0, 0, 0, 0)
	}
	method(5, 6, 2, 0, []byte{0x12, 9, 0x12, 17, 0xb6, 0, 15, 0xb0})
	method(18, 19, 2, 1, []byte{0xb2, 0, 25, 0xb8, 0, 33, 0xb6, 0, 31, 0xb1})
	return append(b, 0, 0)
}

// pp13ClassToken reads the class's constant pool and runs token()'s code:
// two ldc of String constants, then String.concat.
func pp13ClassToken(b []byte) (string, error) {
	if len(b) < 10 || binary.BigEndian.Uint32(b) != 0xcafebabe {
		return "", errors.New("not a class file")
	}
	n := int(binary.BigEndian.Uint16(b[8:]))
	i := 10
	consts := make([][]byte, n)
	tags := make([]byte, n)
	for k := 1; k < n; k++ {
		tags[k] = b[i]
		switch b[i] {
		case 1:
			l := int(binary.BigEndian.Uint16(b[i+1:]))
			consts[k] = b[i+3 : i+3+l]
			i += 3 + l
		case 7, 8:
			consts[k] = b[i+1 : i+3]
			i += 3
		case 9, 10, 12:
			consts[k] = b[i+1 : i+5]
			i += 5
		default:
			return "", fmt.Errorf("constant tag %d", b[i])
		}
	}
	code := []byte{0x12, 9, 0x12, 17, 0xb6, 0, 15, 0xb0}
	if !bytes.Contains(b[i:], code) {
		return "", errors.New("token() is not ldc, ldc, concat")
	}
	str := func(k int) string { return string(consts[binary.BigEndian.Uint16(consts[k])]) }
	if tags[9] != 8 || tags[17] != 8 || string(consts[12]) != "concat" {
		return "", errors.New("unexpected constants")
	}
	return str(9) + str(17), nil
}

// ---- Mercurial bundle (HG10BZ, changegroup version 1) ----

func pp13HgNode(p1, p2, text []byte) []byte {
	a, b := p1, p2
	if bytes.Compare(a, b) > 0 {
		a, b = b, a
	}
	h := sha1.New()
	h.Write(a)
	h.Write(b)
	h.Write(text)
	return h.Sum(nil)
}

func pp13HgChunk(node, p1, p2, cs, text []byte) []byte {
	delta := binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(binary.BigEndian.AppendUint32(nil, 0), 0), uint32(len(text)))
	body := append(append(append(append(append(append([]byte{}, node...), p1...), p2...), cs...), delta...), text...)
	return append(binary.BigEndian.AppendUint32(nil, uint32(4+len(body))), body...)
}

// pp13HgBundle is a one-changeset repository as hg bundle --all writes it
// with the bzip2 compression of format HG10.
func pp13HgBundle(files [][2]string, user, desc string, when int64) []byte {
	null := make([]byte, 20)
	var manifest strings.Builder
	var names []string
	nodes := map[string][]byte{}
	for _, f := range files {
		nodes[f[0]] = pp13HgNode(null, null, []byte(f[1]))
		names = append(names, f[0])
	}
	sorted := append([]string(nil), names...)
	for i := range sorted {
		for j := i + 1; j < len(sorted); j++ {
			if sorted[j] < sorted[i] {
				sorted[i], sorted[j] = sorted[j], sorted[i]
			}
		}
	}
	for _, n := range sorted {
		manifest.WriteString(n + "\x00" + hex.EncodeToString(nodes[n]) + "\n")
	}
	mnode := pp13HgNode(null, null, []byte(manifest.String()))
	cl := hex.EncodeToString(mnode) + "\n" + user + "\n" + strconv.FormatInt(when, 10) + " 0\n" + strings.Join(sorted, "\n") + "\n\n" + desc
	cnode := pp13HgNode(null, null, []byte(cl))
	var cg []byte
	cg = append(cg, pp13HgChunk(cnode, null, null, cnode, []byte(cl))...)
	cg = append(cg, 0, 0, 0, 0)
	cg = append(cg, pp13HgChunk(mnode, null, null, cnode, []byte(manifest.String()))...)
	cg = append(cg, 0, 0, 0, 0)
	for _, n := range sorted {
		cg = append(cg, binary.BigEndian.AppendUint32(nil, uint32(4+len(n)))...)
		cg = append(cg, n...)
		for _, f := range files {
			if f[0] == n {
				cg = append(cg, pp13HgChunk(nodes[n], null, null, cnode, []byte(f[1]))...)
			}
		}
		cg = append(cg, 0, 0, 0, 0)
	}
	cg = append(cg, 0, 0, 0, 0)
	bz := rt5Bzip2(cg)
	if !bytes.HasPrefix(bz, []byte("BZ")) {
		panic("pp13HgBundle: bzip2 without its magic")
	}
	return append([]byte("HG10BZ"), bz[2:]...)
}

// pp13HgBundleFiles reads the file texts back out of the bundle.
func pp13HgBundleFiles(b []byte) (map[string]string, error) {
	if !bytes.HasPrefix(b, []byte("HG10BZ")) {
		return nil, errors.New("not HG10BZ")
	}
	cg, err := io.ReadAll(bzip2.NewReader(bytes.NewReader(append([]byte("BZ"), b[6:]...))))
	if err != nil {
		return nil, err
	}
	i := 0
	chunk := func() ([]byte, error) {
		if i+4 > len(cg) {
			return nil, errors.New("truncated changegroup")
		}
		n := int(binary.BigEndian.Uint32(cg[i:]))
		if n == 0 {
			i += 4
			return nil, nil
		}
		if n < 4 || i+n > len(cg) {
			return nil, errors.New("bad chunk length")
		}
		c := cg[i+4 : i+n]
		i += n
		return c, nil
	}
	text := func(c []byte) string { return string(c[80+12:]) }
	for g := 0; g < 2; g++ {
		for {
			c, err := chunk()
			if err != nil {
				return nil, err
			}
			if c == nil {
				break
			}
		}
	}
	files := map[string]string{}
	for {
		name, err := chunk()
		if err != nil {
			return nil, err
		}
		if name == nil {
			return files, nil
		}
		for {
			c, err := chunk()
			if err != nil {
				return nil, err
			}
			if c == nil {
				break
			}
			files[string(name)] = text(c)
		}
	}
}

// ---- PDF octal escapes ----

func pp13PDFOctal(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		fmt.Fprintf(&b, "\\%03o", s[i])
	}
	return b.String()
}

// pp13PDFShown inflates the page's content stream and returns the string
// its Tj shows, escapes undone.
func pp13PDFShown(pdf []byte) (string, error) {
	i := bytes.Index(pdf, []byte("stream\n"))
	j := bytes.Index(pdf, []byte("\nendstream"))
	if i < 0 || j < i {
		return "", errors.New("no stream")
	}
	zr, err := zlib.NewReader(bytes.NewReader(pdf[i+7 : j]))
	if err != nil {
		return "", err
	}
	content, err := io.ReadAll(zr)
	if err != nil {
		return "", err
	}
	m := regexp.MustCompile(`\((.*)\) Tj`).FindSubmatch(content)
	if m == nil {
		return "", errors.New("no Tj")
	}
	var out []byte
	s := m[1]
	for k := 0; k < len(s); k++ {
		if s[k] == '\\' && k+3 < len(s) {
			v, err := strconv.ParseUint(string(s[k+1:k+4]), 8, 8)
			if err != nil {
				return "", err
			}
			out = append(out, byte(v))
			k += 3
			continue
		}
		out = append(out, s[k])
	}
	return string(out), nil
}

// ---- NATO spelling ----

var pp13NATOWords = []string{"alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "kilo", "lima", "mike",
	"november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey", "xray", "yankee", "zulu"}
var pp13DigitWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

func pp13NATO(s string) string {
	var words []string
	for _, c := range []byte(s) {
		switch {
		case c >= 'a' && c <= 'z':
			words = append(words, pp13NATOWords[c-'a'])
		case c >= 'A' && c <= 'Z':
			words = append(words, strings.ToUpper(pp13NATOWords[c-'A']))
		case c >= '0' && c <= '9':
			words = append(words, pp13DigitWords[c-'0'])
		case c == '_':
			words = append(words, "underscore")
		case c == '-':
			words = append(words, "dash")
		default:
			panic("pp13NATO: no word for " + string(c))
		}
	}
	var lines []string
	for i := 0; i < len(words); i += 6 {
		lines = append(lines, strings.Join(words[i:min(i+6, len(words))], " "))
	}
	return strings.Join(lines, "\n")
}

func pp13UnNATO(s string) (string, error) {
	var b strings.Builder
	for _, w := range strings.Fields(s) {
		found := false
		for i, n := range pp13NATOWords {
			if w == n {
				b.WriteByte(byte('a' + i))
				found = true
			} else if w == strings.ToUpper(n) {
				b.WriteByte(byte('A' + i))
				found = true
			}
		}
		for i, n := range pp13DigitWords {
			if w == n {
				b.WriteByte(byte('0' + i))
				found = true
			}
		}
		switch w {
		case "underscore":
			b.WriteByte('_')
			found = true
		case "dash":
			b.WriteByte('-')
			found = true
		}
		if !found {
			return "", errors.New("unknown word " + w)
		}
	}
	return b.String(), nil
}

// ---- CSS palette ----

func pp13Palette(data []byte) string {
	for len(data)%3 != 0 {
		data = append(data, ' ')
	}
	var b strings.Builder
	b.WriteString("/* Brand palette, generated by design-tokens. Do not edit. */\n:root {\n")
	for i := 0; i < len(data); i += 3 {
		fmt.Fprintf(&b, "  --brand-%02d: #%s;\n", i/3+1, hex.EncodeToString(data[i:i+3]))
	}
	b.WriteString("}\n")
	return b.String()
}

func pp13UnPalette(css string) []byte {
	var out []byte
	for _, m := range regexp.MustCompile(`#([0-9a-f]{6});`).FindAllStringSubmatch(css, -1) {
		b, _ := hex.DecodeString(m[1])
		out = append(out, b...)
	}
	return out
}

// ---- base64 lines stored last-first ----

// pp13TacEnv is a .env holding key whose base64 (76 characters a line)
// cuts key between two lines, and those lines last-first.
func pp13TacEnv(key string) (string, []string) {
	for pad := 0; pad < 60; pad++ {
		env := "# service environment\nAPP_ENV=production\nLOG_LEVEL=info\n# " + strings.Repeat("-", pad) + "\nSENDGRID_API_KEY=" + key + "\nMAIL_FROM=noreply@acme-corp.com\nPORT=8080\n"
		k := strings.Index(env, key)
		cut := (k/57 + 1) * 57
		if cut-k < 8 || k+len(key)-cut < 8 {
			continue
		}
		enc := base64.StdEncoding.EncodeToString([]byte(env))
		var lines []string
		for i := 0; i < len(enc); i += 76 {
			lines = append(lines, enc[i:min(i+76, len(enc))])
		}
		for i, j := 0, len(lines)-1; i < j; i, j = i+1, j-1 {
			lines[i], lines[j] = lines[j], lines[i]
		}
		return env, lines
	}
	panic("pp13TacEnv: no layout cuts the key")
}

func pp13UnTac(sh string) (string, error) {
	i := strings.Index(sh, "<<'EOF'")
	j := strings.Index(sh, "\nEOF\n")
	if i < 0 || j < i {
		return "", errors.New("no heredoc")
	}
	body := sh[strings.Index(sh[i:], "\n")+i+1 : j]
	lines := strings.Split(body, "\n")
	for a, z := 0, len(lines)-1; a < z; a, z = a+1, z-1 {
		lines[a], lines[z] = lines[z], lines[a]
	}
	b, err := base64.StdEncoding.DecodeString(strings.Join(lines, ""))
	return string(b), err
}

func pp13AnyLineDecodes(lines []string, key string) bool {
	for _, l := range lines {
		if b, err := base64.StdEncoding.DecodeString(l); err == nil && bytes.Contains(b, []byte(key)) {
			return true
		}
	}
	return false
}

// ---- float64s ----

func pp13Floats(data []byte) []string {
	for len(data)%8 != 0 {
		data = append(data, ' ')
	}
	var out []string
	for i := 0; i < len(data); i += 8 {
		f := math.Float64frombits(binary.LittleEndian.Uint64(data[i:]))
		out = append(out, strconv.FormatFloat(f, 'g', -1, 64))
	}
	return out
}

func pp13UnFloats(fs []float64) []byte {
	var out []byte
	for _, f := range fs {
		out = binary.LittleEndian.AppendUint64(out, math.Float64bits(f))
	}
	return out
}

// ---- Base64 VLQ source-map mappings ----

const pp13B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

func pp13VLQ(v int) string {
	u := v << 1
	if v < 0 {
		u = (-v)<<1 | 1
	}
	var b strings.Builder
	for {
		d := u & 31
		u >>= 5
		if u > 0 {
			d |= 32
		}
		b.WriteByte(pp13B64[d])
		if u == 0 {
			return b.String()
		}
	}
}

func pp13VLQMappings(data []byte) string {
	var lines []string
	for i := 0; i < len(data); i += 16 {
		var segs []string
		for j, c := range data[i:min(i+16, len(data))] {
			line := 0
			if j == 0 && i > 0 {
				line = 1
			}
			segs = append(segs, pp13VLQ(int(c))+"A"+pp13VLQ(line)+pp13VLQ(j%5))
		}
		lines = append(lines, strings.Join(segs, ","))
	}
	return strings.Join(lines, ";")
}

func pp13UnVLQMappings(m string) ([]byte, error) {
	var out []byte
	for _, line := range strings.Split(m, ";") {
		for _, seg := range strings.Split(line, ",") {
			v, shift := 0, 0
			for k := 0; k < len(seg); k++ {
				d := strings.IndexByte(pp13B64, seg[k])
				if d < 0 {
					return nil, errors.New("bad VLQ digit")
				}
				v |= (d & 31) << shift
				shift += 5
				if d&32 == 0 {
					break
				}
			}
			if v&1 == 1 {
				return nil, errors.New("negative column")
			}
			out = append(out, byte(v>>1))
		}
	}
	return out, nil
}

// ---- hexdump's default format ----

func pp13Hexdump(b []byte) string {
	var s strings.Builder
	for i := 0; i < len(b); i += 16 {
		fmt.Fprintf(&s, "%07x", i)
		for j := i; j < min(i+16, len(b)); j += 2 {
			lo := b[j]
			var hi byte
			if j+1 < len(b) {
				hi = b[j+1]
			}
			fmt.Fprintf(&s, " %02x%02x", hi, lo)
		}
		if n := len(b) - i; n < 16 {
			s.WriteString(strings.Repeat(" ", 5*(8-(n+1)/2)))
		}
		s.WriteString("\n")
	}
	fmt.Fprintf(&s, "%07x\n", len(b))
	return s.String()
}

func pp13UnHexdump(d string) ([]byte, error) {
	lines := strings.Split(strings.TrimSpace(d), "\n")
	total, err := strconv.ParseUint(lines[len(lines)-1], 16, 32)
	if err != nil {
		return nil, err
	}
	var out []byte
	for _, l := range lines[:len(lines)-1] {
		f := strings.Fields(l)
		for _, w := range f[1:] {
			v, err := strconv.ParseUint(w, 16, 16)
			if err != nil {
				return nil, err
			}
			out = append(out, byte(v), byte(v>>8))
		}
	}
	if int(total) > len(out) {
		return nil, errors.New("short dump")
	}
	return out[:total], nil
}

// ---- strace ----

// pp13SyncPayload is a JSON body whose "token" value (when tok is set)
// starts at byte offset at.
func pp13SyncPayload(tok string, at int) string {
	var b strings.Builder
	n := 100
	if tok != "" {
		n = 50
	}
	b.WriteString(`{"org":"acme","repos":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"name":"svc-%03d","visibility":"private","default_branch":"main"}`, i)
	}
	b.WriteString(`],"note":"`)
	if tok == "" {
		b.WriteString(`nightly sync"}`)
		return b.String()
	}
	tail := `","auth":{"token":"`
	pad := at - b.Len() - len(tail)
	if pad < 0 {
		panic("pp13SyncPayload: offset too small")
	}
	b.WriteString(strings.Repeat(" ", pad))
	b.WriteString(tail + tok + `"}}`)
	return b.String()
}

func pp13StraceEscape(b []byte) string {
	var s strings.Builder
	for _, c := range b {
		switch {
		case c == '"' || c == '\\':
			s.WriteByte('\\')
			s.WriteByte(c)
		case c == '\n':
			s.WriteString(`\n`)
		case c == '\r':
			s.WriteString(`\r`)
		case c == '\t':
			s.WriteString(`\t`)
		case c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&s, `\x%02x`, c)
		default:
			s.WriteByte(c)
		}
	}
	return s.String()
}

func pp13StraceWrites(pid, fd int, data []byte, buf int) string {
	var s strings.Builder
	for i := 0; i < len(data); i += buf {
		chunk := data[i:min(i+buf, len(data))]
		fmt.Fprintf(&s, "%d  write(%d, \"%s\", %d) = %d\n", pid, fd, pp13StraceEscape(chunk), len(chunk), len(chunk))
	}
	return s.String()
}

func pp13UnStrace(log string, fd int) ([]byte, error) {
	re := regexp.MustCompile(`^\d+  write\(` + strconv.Itoa(fd) + `, "((?:[^"\\]|\\.)*)", (\d+)\) = \d+$`)
	var out []byte
	for _, l := range strings.Split(log, "\n") {
		m := re.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		var chunk []byte
		s := m[1]
		for k := 0; k < len(s); k++ {
			if s[k] != '\\' {
				chunk = append(chunk, s[k])
				continue
			}
			k++
			switch s[k] {
			case 'n':
				chunk = append(chunk, '\n')
			case 'r':
				chunk = append(chunk, '\r')
			case 't':
				chunk = append(chunk, '\t')
			case 'x':
				v, err := strconv.ParseUint(s[k+1:k+3], 16, 8)
				if err != nil {
					return nil, err
				}
				chunk = append(chunk, byte(v))
				k += 2
			default:
				chunk = append(chunk, s[k])
			}
		}
		if n, _ := strconv.Atoi(m[2]); n != len(chunk) {
			return nil, errors.New("strace: length mismatch")
		}
		out = append(out, chunk...)
	}
	return out, nil
}

// ---- Kotlin string holding a Java expression ----

func pp13KotlinUnquote(lit string) string {
	s := strings.TrimSuffix(strings.TrimPrefix(lit, `"`), `"`)
	return strings.ReplaceAll(strings.ReplaceAll(s, `\"`, `"`), `\\`, `\`)
}

// pp13JavaConcat evaluates "a" + "b" + ... of plain literals.
func pp13JavaConcat(expr string) (string, error) {
	var b strings.Builder
	for _, part := range strings.Split(expr, "+") {
		p := strings.TrimSpace(part)
		if len(p) < 2 || p[0] != '"' || p[len(p)-1] != '"' {
			return "", errors.New("not a literal: " + p)
		}
		b.WriteString(p[1 : len(p)-1])
	}
	return b.String(), nil
}

// ---- the examples module (20 short prefixes) ----

func pp13ExamplesModule(g *redteamGen) string {
	prefixes := [][2]string{{"GITHUB_CLASSIC", "gh" + "p_"}, {"GITHUB_OAUTH", "gh" + "o_"}, {"GITHUB_USER", "gh" + "u_"}, {"GITHUB_SERVER", "gh" + "s_"},
		{"GITHUB_REFRESH", "gh" + "r_"}, {"GITHUB_FINE", "github" + "_pat_"}, {"GITLAB", "gl" + "pat-"}, {"SLACK_BOT", "xo" + "xb-"}, {"SLACK_USER", "xo" + "xp-"},
		{"SLACK_APP", "xa" + "pp-"}, {"STRIPE", "sk" + "_live_"}, {"STRIPE_RESTRICTED", "rk" + "_live_"}, {"OPENAI", "sk" + "-proj-"}, {"ANTHROPIC", "sk" + "-ant-"},
		{"NPM", "np" + "m_"}, {"HUGGINGFACE", "h" + "f_"}, {"DIGITALOCEAN", "do" + "p_v1_"}, {"PYPI", "py" + "pi-"}, {"SENDGRID", "S" + "G."}, {"DOPPLER", "d" + "p.pt."}}
	var b strings.Builder
	b.WriteString("\"\"\"What the integrations page shows for a stored token: its prefix and an ellipsis.\"\"\"\n\nELLIPSIS = \"\u2026\"\n\n")
	for _, p := range prefixes {
		fmt.Fprintf(&b, "EX_%s = \"%s%s\"\n", p[0], p[1], g.pick(rtLower+rtDigits, 4))
	}
	b.WriteString("\n\ndef masked_examples():\n    return [\n")
	for _, p := range prefixes {
		fmt.Fprintf(&b, "        EX_%s + ELLIPSIS,\n", p[0])
	}
	b.WriteString("    ]\n")
	return b.String()
}

// ---- tool layouts ----

func pp13TFState(g *redteamGen, pw string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "{\n  \"version\": 4,\n  \"terraform_version\": \"1.9.8\",\n  \"serial\": 12,\n  \"lineage\": \"%s\",\n  \"outputs\": {\n    \"db_endpoint\": {\n      \"value\": \"orders-prod.c9akciq32.eu-west-1.rds.amazonaws.com:5432\",\n      \"type\": \"string\"\n    }\n  },\n  \"resources\": [\n", g.uuid())
	idHex := hex.EncodeToString(g.bytes(4))
	fmt.Fprintf(&b, "    {\n      \"mode\": \"managed\",\n      \"type\": \"random_id\",\n      \"name\": \"suffix\",\n      \"provider\": \"provider[\\\"registry.terraform.io/hashicorp/random\\\"]\",\n      \"instances\": [\n        {\n          \"schema_version\": 0,\n          \"attributes\": {\n            \"b64_std\": \"%s\",\n            \"byte_length\": 4,\n            \"dec\": \"%d\",\n            \"hex\": \"%s\",\n            \"id\": \"%s\",\n            \"keepers\": null,\n            \"prefix\": null\n          },\n          \"sensitive_attributes\": []\n        }\n      ]\n    }", base64.StdEncoding.EncodeToString(mustHex(idHex)), binary.BigEndian.Uint32(mustHex(idHex)), idHex, base64.RawURLEncoding.EncodeToString(mustHex(idHex)))
	if pw == "" {
		b.WriteString(",\n    {\n      \"mode\": \"managed\",\n      \"type\": \"random_pet\",\n      \"name\": \"cluster\",\n      \"provider\": \"provider[\\\"registry.terraform.io/hashicorp/random\\\"]\",\n      \"instances\": [\n        {\n          \"schema_version\": 0,\n          \"attributes\": {\n            \"id\": \"brave-otter\",\n            \"keepers\": null,\n            \"length\": 2,\n            \"prefix\": null,\n            \"separator\": \"-\"\n          },\n          \"sensitive_attributes\": []\n        }\n      ]\n    }\n  ],\n  \"check_results\": null\n}\n")
		return b.String()
	}
	pj, _ := json.Marshal(pw)
	fmt.Fprintf(&b, ",\n    {\n      \"mode\": \"managed\",\n      \"type\": \"random_password\",\n      \"name\": \"db\",\n      \"provider\": \"provider[\\\"registry.terraform.io/hashicorp/random\\\"]\",\n      \"instances\": [\n        {\n          \"schema_version\": 3,\n          \"attributes\": {\n            \"bcrypt_hash\": \"$2a$10$%s\",\n            \"id\": \"none\",\n            \"keepers\": null,\n            \"length\": 32,\n            \"lower\": true,\n            \"min_lower\": 0,\n            \"min_numeric\": 0,\n            \"min_special\": 0,\n            \"min_upper\": 0,\n            \"number\": true,\n            \"numeric\": true,\n            \"override_special\": \"!#$%%\\u0026*()-_=+[]{}\\u003c\\u003e:?\",\n            \"result\": %s,\n            \"special\": true,\n            \"upper\": true\n          },\n          \"sensitive_attributes\": [\n            [\n              {\n                \"type\": \"get_attr\",\n                \"value\": \"bcrypt_hash\"\n              }\n            ],\n            [\n              {\n                \"type\": \"get_attr\",\n                \"value\": \"result\"\n              }\n            ]\n          ]\n        }\n      ]\n    }\n  ],\n  \"check_results\": null\n}\n", g.pick(rtAlnum+"./", 53), pj)
	return b.String()
}

func mustHex(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// pp13SVNHash is Subversion's hash dump (svn_hash_write2): K len, key, V
// len, value, then END.
func pp13SVNHash(kv [][2]string) string {
	var b strings.Builder
	for _, p := range kv {
		fmt.Fprintf(&b, "K %d\n%s\nV %d\n%s\n", len(p[0]), p[0], len(p[1]), p[1])
	}
	b.WriteString("END\n")
	return b.String()
}

func pp13SVNRead(s string) (map[string]string, error) {
	out := map[string]string{}
	for s != "END\n" {
		var kl, vl int
		if _, err := fmt.Sscanf(s, "K %d\n", &kl); err != nil {
			return nil, err
		}
		s = s[strings.IndexByte(s, '\n')+1:]
		k := s[:kl]
		s = s[kl+1:]
		if _, err := fmt.Sscanf(s, "V %d\n", &vl); err != nil {
			return nil, err
		}
		s = s[strings.IndexByte(s, '\n')+1:]
		out[k] = s[:vl]
		s = s[vl+1:]
	}
	return out, nil
}

// pp13KeyringEscape is keyrings.alt's escape: every byte but ASCII letters
// and digits as _XX.
func pp13KeyringEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "_%02X", c)
		}
	}
	return b.String()
}

func pp13PlistString(plist, key string) string {
	m := regexp.MustCompile(`<key>` + regexp.QuoteMeta(key) + `</key>\s*<string>([^<]*)</string>`).FindStringSubmatch(plist)
	if m == nil {
		return ""
	}
	return m[1]
}

func pp13UnattendValue(pw, suffix string) string {
	var b []byte
	for _, u := range utf16.Encode([]rune(pw + suffix)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return base64.StdEncoding.EncodeToString(b)
}

func pp13UnattendPassword(val, suffix string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(val)
	if err != nil || len(raw)%2 != 0 {
		return "", errors.New("not base64 of UTF-16LE")
	}
	u := make([]uint16, len(raw)/2)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(raw[2*i:])
	}
	s := string(utf16.Decode(u))
	if !strings.HasSuffix(s, suffix) {
		return "", errors.New("no " + suffix + " suffix")
	}
	return strings.TrimSuffix(s, suffix), nil
}

// ---- Shamir's secret sharing over GF(2^8) (the AES field), shares laid
// out as Vault's shamir package does: the y bytes, then x ----

func pp13GFMul(a, b byte) byte {
	var p byte
	for b > 0 {
		if b&1 == 1 {
			p ^= a
		}
		hi := a & 0x80
		a <<= 1
		if hi != 0 {
			a ^= 0x1b
		}
		b >>= 1
	}
	return p
}

func pp13GFInv(a byte) byte {
	r := byte(1)
	for range 254 {
		r = pp13GFMul(r, a)
	}
	return r
}

func pp13ShamirSplit(g *redteamGen, secret []byte, n, k int) [][]byte {
	xs := g.rnd.Perm(255)[:n]
	shares := make([][]byte, n)
	for i := range shares {
		shares[i] = make([]byte, len(secret)+1)
		shares[i][len(secret)] = byte(xs[i] + 1)
	}
	for j, s := range secret {
		coef := append([]byte{s}, g.bytes(k-1)...)
		for i := range shares {
			x := shares[i][len(secret)]
			var y byte
			for c := len(coef) - 1; c >= 0; c-- {
				y = pp13GFMul(y, x) ^ coef[c]
			}
			shares[i][j] = y
		}
	}
	return shares
}

func pp13ShamirCombine(shares [][]byte) []byte {
	n := len(shares[0]) - 1
	out := make([]byte, n)
	for j := 0; j < n; j++ {
		var acc byte
		for i, si := range shares {
			xi := si[n]
			num, den := byte(1), byte(1)
			for m, sm := range shares {
				if m == i {
					continue
				}
				num = pp13GFMul(num, sm[n])
				den = pp13GFMul(den, sm[n]^xi)
			}
			acc ^= pp13GFMul(si[j], pp13GFMul(num, pp13GFInv(den)))
		}
		out[j] = acc
	}
	return out
}

// ---- HS256 ----

func pp13HS256(key, claims string) string {
	enc := base64.RawURLEncoding.EncodeToString
	signing := enc([]byte(`{"alg":"HS256","typ":"JWT"}`)) + "." + enc([]byte(claims))
	mac := hmac.New(sha256.New, []byte(key))
	mac.Write([]byte(signing))
	return signing + "." + enc(mac.Sum(nil))
}

func pp13HS256Verify(key, tok string) bool {
	i := strings.LastIndexByte(tok, '.')
	if i < 0 {
		return false
	}
	mac := hmac.New(sha256.New, []byte(key))
	mac.Write([]byte(tok[:i]))
	sig, err := base64.RawURLEncoding.DecodeString(tok[i+1:])
	return err == nil && hmac.Equal(sig, mac.Sum(nil))
}
