package main

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/flate"
	"compress/gzip"
	"compress/zlib"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/sha1"
	"crypto/sha256"
	"debug/elf"
	"encoding/base64"
	"encoding/binary"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// TestPrePushRedteam10 is the thirteenth blind set of the boundary, the
// tenth of pushes: routes by which an agent could get a secret past the
// pre-push scan (and the pre-receive hook), and ordinary pushes that must
// go through, written without reading the scanner or its tests. Read:
// README.md, docs/ (boundary.md above all: the rules, what the scanner says
// it undoes, opens and bounds, and the stated limits) and the harness and
// routes of the first nine push sets (prepush_redteam_test.go,
// prepush_redteam_routes_test.go, prepush_redteam_gen_test.go,
// prepush_redteam2_test.go, prepush_redteam2_gen_test.go,
// prepush_redteam3_test.go ... prepush_redteam9_test.go), to learn the
// harness and to keep away from their mechanisms (their header comments
// list what each tried). Not read: scan/, gitscan/, githook/ or any other
// source or test. hooktool and the pre-push tests were not run while
// writing it; the file was vetted (go vet ./cmd/hookd-cli/) and its
// builders were checked once outside the repository (see below).
//
// The classes, each new to the push sets (36 leaks, 9 clean pushes):
//   - data files and binaries: an Avro object container file whose blocks
//     are raw DEFLATE (codec deflate: no zlib or gzip header, so not a
//     stream a reader of binary content inflates), a Rack session cookie in
//     a VCR cassette (percent-encoded base64 of Ruby Marshal: the decoded
//     bytes are not text), a SQLite row that was deleted but whose bytes
//     stay in a free block and on a freelist page (the value cut where its
//     overflow page starts), an ELF whose .rodata holds its strings back to
//     back (an AWS key id glued to the AWS4-HMAC-SHA256 after it), a
//     Kerberos keytab, and an Intel HEX firmware image (16 bytes a record,
//     each record's address before and checksum after);
//   - documents and media: a GIF whose palette indices are a .env (LZW, 9
//     bits and up a code), a PDF page under /RunLengthDecode (a printable
//     run-length header inside the token), an RTF with an embedded OLE
//     Package object (\objdata hex of the packaged .env), a Word document
//     whose token has every fifth character as a <w:sym> element, and a
//     notebook whose base64 PNG carries an EXIF UserComment in an eXIf
//     chunk;
//   - containers: a .tar.gz cut by split -b into two parts with the cut
//     inside the token's compressed bytes, and BinHex 4.0 (.hqx);
//   - encodings and escapes: a Python bytes literal of a zlib stream
//     (\xNN escapes of compressed bytes), base64 of UTF-16LE in Java, Java's
//     unicode escapes with several u's (\uuu0067), od -b octal dumps, IPv4
//     dotted quads turned back by inet_aton, base64 in a shuffled alphabet
//     written beside it, Cisco type 7 passwords, SMTP AUTH PLAIN (base64 of
//     NUL-separated user and password) in a debug log, and an HTTP/1.1
//     chunked body whose chunk-size lines cut a token;
//   - text layout and Unicode: Windows-1252 soft hyphens (raw 0xAD bytes)
//     inside a token, Lisu letters standing for capitals (Unicode's
//     confusables map them to A-Z), and a CSV saved with classic Mac line
//     ends (CR only);
//   - constructs: R's paste0 of pieces with the prefix itself cut;
//   - secret kinds and where they sit: an ODBC Pwd=, an Oracle EZConnect
//     user/password@//host, redis.conf's requirepass and an ACL >password,
//     a Netscape cookies.txt with a GitHub user_session, a Solana keypair
//     file (a JSON array of 64 numbers), an LND admin macaroon in a BTCPay
//     connection string, a Rails master.key beside credentials.yml.enc, and
//     an Azure Functions key in a URL's code= parameter;
//   - git: a submodule commit also pushed to a decoy mirror (a remote of
//     the submodule's own, which then has it), and a submodule three levels
//     deep pushed with --recurse-submodules=on-demand.
//
// Expectations from the docs, before any run (a route's bound names the
// doc line that puts it out of reach): submodule-three-deep (a submodule's
// push is scanned two levels deep) and submodule-decoy-remote (a submodule
// commit is scanned only when it is on none of the submodule's remotes);
// both are left to pre-receive, which each submodule's bare remote runs.
// The docs come close on cp1252-soft-hyphen (a soft hyphen inside a word
// is dropped, but written as U+00AD, not as a Windows-1252 byte),
// java-base64-utf16le (PowerShell's base64 runs are read as UTF-16LE next
// to their decoder call), smtp-auth-plain-log (base64 on a line that says
// auth is decoded, but only text decodes), java-multi-u-escapes (\uXXXX is
// read), python-bytes-escape-zlib (\xHH is read, and a decoded text
// without a keyword is not scanned again), odbc-pwd-connection-string
// (generic-secret's names, where Pwd is not listed), ip-dotted-quads
// (decimal byte lists next to a decoder call), split-tgz-parts (an archive
// read in part says so in a note), mac-csv-cr-endings (CSV columns are
// read a row a line) and notebook-png-exif (the docs open PNG text chunks
// and base64 of archives, not base64 of a PNG's EXIF). Everything else is
// expected through: nothing in the docs reads Avro blocks, Ruby Marshal,
// SQLite free space, text glued after a token in a binary, keytabs, Intel
// HEX, GIF pixels, RunLengthDecode, OLE objects, <w:sym>, EXIF, BinHex,
// od -b, inet_aton, a shuffled base64 alphabet, Cisco type 7, HTTP
// chunking, Lisu, paste0, EZConnect, redis.conf, cookies.txt, Solana or
// LND keys, Rails credentials or code= keys. The nine clean pushes are the
// same carriers with ordinary contents, public keys and addresses,
// placeholders, hashes and identifiers.
//
// Every leak route checks in Go that its carrier gives the secret back
// (usable) and, where the point is a cut, a code or a cipher, that the
// carrier does not hold the secret whole. The builders were checked once
// by hand outside the repository, in a scratch copy that ran every route
// against a plain bare remote (no hook, no hooktool) and kept the
// repositories: every push went through and every leak's carrier landed
// (the submodule routes' in billing-lib.git and glyph-data.git). Tools
// on the files as pushed: sqlite3 (integrity_check ok, only the live rows
// selected, freelist_count 2; .recover does not bring the deleted row
// back), readelf -S and -p .rodata and running the ELF (exit 0), objcopy
// -I ihex -O binary, qpdf --check, --stream-data=uncompress and pdftotext
// (the RunLength page), ruby (Marshal.load of the Rack cookie; OpenSSL's
// aes-128-gcm and Marshal.load of credentials.yml.enc with master.key),
// javac and java (the UTF-16LE base64, the \uu escapes), od -b (the dump
// byte for byte), redis-server with the config and redis-cli (requirepass
// and the ACL user), cat | tar xz of the split backup and gzip -t of part
// aa (unexpected end of file; Python's streaming zlib gives part aa up to
// the token's first half), python3 for the Avro block (raw inflate), the
// zlib bytes literal, inet_aton, the shuffled alphabet, a type 7 decoder
// of its own, the SASL PLAIN fields, http.client on the chunked fixture,
// cp1252, csv on the CR-only file, MozillaCookieJar, the OLE Package's
// fields, the keytab's entries, the BinHex forks and their crc_hqx, the
// notebook's PNG chunks and CRCs, unicodedata (the Lisu names; NFKC
// leaves them as they are) and cryptography's Ed25519 (the Solana
// keypair's public half). pandoc drops the <w:sym> characters of fonts it
// has no table for, so the Word route was checked by its Go way back only,
// as were the GIF, the macaroon (its hex starts 0201036c6e6402f801, as an
// LND admin macaroon's does), EZConnect, ODBC, paste0 and the function
// URL. The test itself needs none of these tools but git.
//
// The harness is the first set's (runRedteamSet, runRedteam): each route
// is pushed once through the pre-push hook and once with --no-verify into
// a bare remote whose pre-receive hook runs `guard pre-receive`. A miss is
// logged; only a route that does worse than the first score
// (redteam10Floor, empty until that score) fails.
//
// Every secret is made at run time from a prefix and random characters, or
// as a fresh key (redteamGen); no fixture here holds one.
func TestPrePushRedteam10(t *testing.T) {
	runRedteamSet(t, "prepush redteam 10", redteam10Routes(), redteam10Floor)
}

// redteam10Floor is the score a route may not fall below: for each route,
// whether pre-push and pre-receive stopped it (a leak) or blocked it (a
// clean push). First score, taken once before any change (at 65dce675):
// 5 of 36 leaks stopped by each hook, 0 of 9 clean pushes blocked. Now 8
// of 36 (a Redis config's requirepass, an Oracle connect string given to
// sqlplus, an Azure Functions URL's key), 0 of 9 blocked.
var redteam10Floor = map[string][2]bool{
	"avro-deflate-block":          {false, false},
	"azure-function-key-url":      {true, true},
	"base64-shuffled-alphabet":    {false, false},
	"binhex-hqx":                  {false, false},
	"cisco-type7-passwords":       {false, false},
	"clean-archives-and-bytes":    {false, false},
	"clean-binaries-and-media":    {false, false},
	"clean-connection-configs":    {false, false},
	"clean-data-files":            {false, false},
	"clean-documents":             {false, false},
	"clean-encodings-and-code":    {false, false},
	"clean-git-submodules":        {false, false},
	"clean-keys-hashes-and-text":  {false, false},
	"clean-logs-and-captures":     {false, false},
	"cookies-txt-user-session":    {false, false},
	"cp1252-soft-hyphen":          {false, false},
	"docx-sym-elements":           {false, false},
	"elf-rodata-glued-strings":    {false, false},
	"gif-lzw-palette-pixels":      {false, false},
	"http-chunked-body":           {true, true},
	"intel-hex-firmware":          {false, false},
	"ip-dotted-quads":             {false, false},
	"java-base64-utf16le":         {false, false},
	"java-multi-u-escapes":        {false, false},
	"kerberos-keytab":             {false, false},
	"lisu-capital-lookalikes":     {false, false},
	"lnd-admin-macaroon":          {false, false},
	"mac-csv-cr-endings":          {false, false},
	"notebook-png-exif":           {false, false},
	"od-octal-dump":               {false, false},
	"odbc-pwd-connection-string":  {true, true},
	"oracle-ezconnect-slash":      {true, true},
	"pdf-runlength-stream":        {false, false},
	"python-bytes-escape-zlib":    {false, false},
	"r-paste0-split-prefix":       {false, false},
	"rack-cookie-marshal-base64":  {false, false},
	"rails-master-key":            {false, false},
	"redis-conf-passwords":        {true, true},
	"rtf-objdata-package":         {false, false},
	"smtp-auth-plain-log":         {false, false},
	"solana-keypair-json":         {false, false},
	"split-tgz-parts":             {true, true},
	"sqlite-deleted-row-freelist": {false, false},
	"submodule-decoy-remote":      {true, true},
	"submodule-three-deep":        {true, true},
}

func redteam10Routes() []redteamRoute {
	b64 := base64.StdEncoding.EncodeToString
	return []redteamRoute{
		// ---- Data files and binaries ----
		{name: "avro-deflate-block", class: "data file", leak: true,
			where: "a Kafka Connect S3 sink's Avro object container file of the integrations topic (codec deflate: each block raw DEFLATE, no zlib or gzip header, between 16-byte sync markers); one record's api_key is a Stripe live key",
			run: func(r *redteamRig) []string {
				tok := r.g.stripe()
				recs := [][]string{
					{"t-1042", "stripe", tok, "2026-01-02T03:04:05Z"},
					{"t-1042", "sendgrid", "env:SENDGRID_API_KEY", "2026-01-02T03:04:05Z"},
					{"t-2210", "slack", "env:SLACK_BOT_TOKEN", "2026-01-02T03:05:11Z"},
				}
				f := pp10Avro(pp10IntegrationSchema, r.g.bytes(16), recs)
				got, err := pp10AvroRead(f)
				r.usable(err == nil && len(got) == 3 && got[0][2] == tok && !bytes.Contains(f, []byte(tok[:12])), "avro-tools tojson (fastavro.reader)")
				r.writeBytes("data/exports/integrations/partition=0/integrations+0+0000000000.avro", f)
				r.carry(f)
				r.commit("data: integrations export")
				return []string{"origin", "main"}
			}},
		{name: "rack-cookie-marshal-base64", class: "serialised", leak: true,
			where: "a VCR cassette of a Sinatra dashboard test whose request carries Cookie: rack.session=<percent-encoded base64 of Ruby Marshal>--<HMAC>: the session hash holds github_token, an OmniAuth GitHub OAuth token (gho_...)",
			run: func(r *redteamRig) []string {
				tok := pp10GHO(r.g)
				cookie := pp10RackCookie([]pp10KV{{"session_id", r.g.pick(rtHex, 64)}, {"csrf", b64(r.g.bytes(32))}, {"user_id", 4711},
					{"login", "acme-ci"}, {"github_token", tok}}, r.g.bytes(64))
				sess, err := pp10RackSession(cookie)
				r.usable(err == nil && sess["github_token"] == tok && !strings.Contains(cookie, tok[:8]), "Rack::Session::Cookie (Marshal.load of the decoded cookie)")
				r.write("spec/fixtures/vcr_cassettes/dashboard_repos.yml", pp10Cassette("https://dashboard.acme-corp.com/repos", cookie,
					"<!doctype html><title>Repositories</title><ul><li>acme/orders</li></ul>"))
				r.carryString(cookie)
				r.commit("spec: record the dashboard cassette")
				return []string{"origin", "main"}
			}},
		{name: "sqlite-deleted-row-freelist", class: "data file", leak: true,
			where: "a dev SQLite database from which the stripe settings row was DELETEd (no VACUUM, secure_delete off): its cell is now a free block of the table page and its overflow page a freelist leaf, so the Stripe key is cut where the overflow page starts, in no live record",
			run: func(r *redteamRig) []string {
				tok := r.g.stripe()
				value := pp10StraddlingValue(r.g, tok)
				db := pp10SQLiteDeletedRow([][2]string{{"theme", "dark"}, {"support_email", "support@acme-corp.com"}}, "stripe", value)
				k, v, err := pp10SQLiteFreeblock(db)
				r.usable(err == nil && k == "stripe" && v == value && !bytes.Contains(db, []byte(tok)) && bytes.Contains(db, []byte(tok[:12])),
					"a reader of deleted records (undark, sqlite-deleted-records-parser: the free block, then the overflow page it names)")
				r.writeBytes("db/dev.sqlite3", db)
				r.carry(db)
				r.commit("db: drop the live Stripe settings from the dev database")
				return []string{"origin", "main"}
			}},
		{name: "elf-rodata-glued-strings", class: "binary", leak: true,
			where: "a committed static uploader (ELF x86-64) whose .rodata holds its strings back to back, as linkers lay out string literals: ...amazonaws.com AKIA<16> AWS4-HMAC-SHA256 ... with the secret access key glued between two other strings",
			run: func(r *redteamRig) []string {
				id, sec := r.g.awsID(), r.g.awsSecret()
				ro := "application/octet-stream" + "s3.eu-west-1.amazonaws.com" + id + "AWS4-HMAC-SHA256" + "UNSIGNED-PAYLOAD" +
					"x-amz-content-sha256" + sec + "acme-build-artifacts" + "eu-west-1" + "upload %s to s3://%s/%s\n"
				bin := pp10ELF(pp10ExitCode, []byte(ro))
				data, err := pp10ELFSection(bin, ".rodata")
				at := bytes.Index(data, []byte("AK"+"IA"))
				r.usable(err == nil && at >= 0 && string(data[at:at+20]) == id && bytes.Contains(data, []byte(sec)), "readelf -p .rodata (the key id is AKIA and 16 more)")
				r.writeBytes("tools/bin/artifact-upload", bin)
				r.carry(bin)
				r.commit("tools: prebuilt artifact uploader")
				return []string{"origin", "main"}
			}},
		{name: "kerberos-keytab", class: "key", leak: true,
			where: "a Kerberos keytab (0x0502) for the web service's principal HTTP/app.acme-corp.com@ACME-CORP.COM, its aes256-cts and aes128-cts long-term keys: whoever has it is the service to every client of the realm",
			run: func(r *redteamRig) []string {
				k256, k128 := r.g.bytes(32), r.g.bytes(16)
				kt := pp10Keytab("ACME-CORP.COM", []string{"HTTP", "app.acme-corp.com"}, 3, 1767323045, []pp10KtKey{{18, k256}, {17, k128}})
				princ, keys, err := pp10KeytabRead(kt)
				r.usable(err == nil && princ == "HTTP/app.acme-corp.com@ACME-CORP.COM" && bytes.Equal(keys[18], k256) && bytes.Equal(keys[17], k128), "klist -k -K -e http.keytab (kinit -k -t)")
				r.writeBytes("deploy/kerberos/http.keytab", kt)
				r.write("deploy/kerberos/README.md", "The SPNEGO keytab of the web tier. The container reads it through\n`KRB5_KTNAME=FILE:/etc/app/http.keytab`.\n")
				r.carry(kt)
				r.commit("deploy: spnego keytab")
				return []string{"origin", "main"}
			}},
		{name: "intel-hex-firmware", class: "encoding", leak: true,
			where: "a sensor node's firmware as Intel HEX (:10AAAA00<16 bytes hex>CC records, an extended linear address record for 0x08000000): the config block holds the Wi-Fi passphrase and the AWS key id and secret the node uploads with",
			run: func(r *redteamRig) []string {
				id, sec := r.g.awsID(), r.g.awsSecret()
				img := pp10Firmware(r.g, "acme-sensors", r.g.mixed(16), id, sec)
				hx := pp10IntelHex(0x08000000, img, 0x08000101)
				back, err := pp10UnIntelHex(hx)
				r.usable(err == nil && bytes.Equal(back, img) && bytes.Contains(back, []byte(id+"\x00"+sec+"\x00")) &&
					!strings.Contains(hx, strings.ToUpper(hex.EncodeToString([]byte(id)))), "objcopy -I ihex -O binary (st-flash --format ihex)")
				r.write("firmware/sensor-node/build/sensor-node-1.4.2.hex", hx)
				r.carryString(hx)
				r.commit("firmware: sensor node 1.4.2 build")
				return []string{"origin", "main"}
			}},

		// ---- Documents and media ----
		{name: "gif-lzw-palette-pixels", class: "media", leak: true,
			where: "web/static/img/grain.gif, a 64-pixel-wide grey 'film grain' texture whose palette indices, row by row, are a .env with an OpenAI key (GIF's LZW: 9-bit and longer codes, so no byte of the text stands in the file)",
			run: func(r *redteamRig) []string {
				tok := r.g.openai()
				env := "OPENAI_API_KEY=" + tok + "\nOPENAI_MODEL=gpt-4.1-mini\n"
				g := pp10GIF([]byte(env), 64)
				back, err := pp10UnGIF(g)
				r.usable(err == nil && bytes.HasPrefix(back, []byte(env)) && !bytes.Contains(g, []byte("OPENAI")), "Go's image/gif (img.Pix), PIL's Image.getdata()")
				r.writeBytes("web/static/img/grain.gif", g)
				r.write("web/static/css/grain.css", ".hero::after {\n  content: \"\";\n  background: url(../img/grain.gif);\n  opacity: 0.06;\n}\n")
				r.carry(g)
				r.commit("web: grain texture")
				return []string{"origin", "main"}
			}},
		{name: "pdf-runlength-stream", class: "document", leak: true,
			where: "a one-page PDF whose content stream is /RunLengthDecode (PDF's PackBits): literal runs, each after a length byte, and one such byte (a printable '/' to '@') falls inside the GitHub token the page shows",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				content := "BT /F1 12 Tf 72 720 Td (Release bot, token for the tag workflow:) Tj 0 -18 Td (" + tok + ") Tj ET\n"
				stream := pp10RunLength([]byte(content), pp10RunLengthSize(content, tok))
				pdf := pp10PDF("RunLengthDecode", stream)
				back, err := pp10UnRunLength(stream)
				r.usable(err == nil && string(back) == content && !bytes.Contains(pdf, []byte(tok)), "pdftotext (qpdf --stream-data=uncompress)")
				r.writeBytes("docs/ops/release-sheet.pdf", pdf)
				r.carry(pdf)
				r.commit("docs: release sheet")
				return []string{"origin", "main"}
			}},
		{name: "rtf-objdata-package", class: "document", leak: true,
			where: "an RTF handover note with an embedded object (Insert > Object > Package): {\\object\\objemb{\\*\\objclass Package}{\\*\\objdata <hex>}}, the hex of an OLE 1.0 object whose native data is the packaged deploy.env with a Stripe live key",
			run: func(r *redteamRig) []string {
				tok := r.g.stripe()
				env := "STRIPE_SECRET_KEY=" + tok + "\r\nSTRIPE_ACCOUNT=acct_" + r.g.mixed(16) + "\r\n"
				rtf := pp10RTFObject("Deploy settings for the orders service (double-click the icon):", "deploy.env", []byte(env))
				got, err := pp10RTFPackage(rtf)
				r.usable(err == nil && string(got) == env && !strings.Contains(rtf, tok), "Word or WordPad (double-click the package; oletools' rtfobj)")
				r.write("docs/handover/orders-deploy.rtf", rtf)
				r.carryString(rtf)
				r.commit("docs: orders deploy handover")
				return []string{"origin", "main"}
			}},
		{name: "docx-sym-elements", class: "document", leak: true,
			where: "a Word document whose GitHub token has every fifth character as a <w:sym w:font=\"Consolas\" w:char=\"00XX\"/> run (a symbol character, which Word draws in the font named), the rest in <w:t> runs",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				d := pp10Docx(pp10Run("The release bot signs in with the token below (rotate it in March)."), pp10SymRuns(tok, 5), pp10Run("Ask ops for access to the vault entry."))
				paras, err := pp10DocxText(d)
				r.usable(err == nil && len(paras) == 3 && paras[1] == tok && !bytes.Contains(d, []byte(tok[:5])), "Word (each <w:sym> drawn as the character its code names in Consolas)")
				r.writeBytes("docs/handover/release-bot.docx", d)
				r.carry(d)
				r.commit("docs: release bot handover")
				return []string{"origin", "main"}
			}},
		{name: "notebook-png-exif", class: "media", leak: true,
			where: "a notebook that displays a roof-camera still: its image/png output is base64 of a PNG with an eXIf chunk (TIFF, big-endian) whose Exif UserComment holds the camera uploader's AWS key id and secret",
			run: func(r *redteamRig) []string {
				id, sec := r.g.awsID(), r.g.awsSecret()
				comment := "uploader: AWS_ACCESS_KEY_ID=" + id + " AWS_SECRET_ACCESS_KEY=" + sec + " bucket=acme-roofcam"
				img := pp10PNGExif(64, 48, comment)
				nb := pp10NotebookImage(b64(img), "from PIL import Image\n", "Image.open(\"captures/roof-north.png\")")
				got, err := pp10NotebookExif(nb)
				r.usable(err == nil && got == comment && !bytes.Contains(nb, []byte(id)), "exiftool -UserComment (PIL's getexif) on the decoded image")
				r.writeBytes("notebooks/roof-camera.ipynb", nb)
				r.carry(nb)
				r.commit("notebooks: roof camera stills")
				return []string{"origin", "main"}
			}},

		// ---- Containers ----
		{name: "split-tgz-parts", class: "container", leak: true,
			where: "a site backup cut with split -b 4096 into site-backup.tar.gz.part-aa and -ab (cat them | tar xz): the cut falls inside the compressed bytes of the .env's Stripe key, so neither part gives it and part aa is a gzip stream that ends early",
			run: func(r *redteamRig) []string {
				tok := r.g.stripe()
				env := "APP_ENV=production\nSTRIPE_SECRET_KEY=" + tok + "\nCDN_URL=https://cdn.acme-corp.com\n"
				parts, err := pp10SplitTgz(r.g, env, tok, 4096)
				if err != nil {
					r.t.Fatal(err)
				}
				whole, err := pp10Untgz(append(append([]byte(nil), parts[0]...), parts[1]...), "site/config/.env")
				head, _ := pp10Gunzip(parts[0])
				r.usable(err == nil && string(whole) == env && !bytes.Contains(head, []byte(tok)) && len(parts[0]) == 4096, "cat site-backup.tar.gz.part-* | tar xzf -")
				r.writeBytes("backup/site-backup.tar.gz.part-aa", parts[0])
				r.writeBytes("backup/site-backup.tar.gz.part-ab", parts[1])
				r.write("backup/README.md", "Site backup, split for the mail gateway:\n\n    cat site-backup.tar.gz.part-* | tar xzf -\n")
				r.carry(parts[1])
				r.commit("backup: site snapshot")
				return []string{"origin", "main"}
			}},
		{name: "binhex-hqx", class: "container", leak: true,
			where: "a classic Mac BinHex 4.0 file (runner-notes.txt.hqx: 6-bit characters from BinHex's own alphabet, 64 a line, run-length marker 0x90, CRC-16 per fork) of a note holding a GitLab token",
			run: func(r *redteamRig) []string {
				tok := r.g.gitlab()
				note := "Runner notes\r\rProduction runner registered with " + tok + "\rRe-register after the upgrade.\r"
				hqx := pp10BinHex("runner-notes.txt", "TEXT", "ttxt", []byte(note))
				name, data, err := pp10UnBinHex(hqx)
				r.usable(err == nil && name == "runner-notes.txt" && string(data) == note && !strings.Contains(hqx, tok[:6]), "StuffIt Expander (macutils' hexbin)")
				r.write("docs/archive/mac/runner-notes.txt.hqx", hqx)
				r.carryString(hqx)
				r.commit("docs: archive the old mac notes")
				return []string{"origin", "main"}
			}},

		// ---- Encodings and escapes ----
		{name: "python-bytes-escape-zlib", class: "encoding", leak: true,
			where: "Python: SETTINGS = yaml.safe_load(zlib.decompress(b'x\\xda...').decode()), the bytes literal as repr() writes it (printable bytes as themselves, the rest \\xNN): a zlib stream of YAML holding a Slack bot token",
			run: func(r *redteamRig) []string {
				tok := r.g.slackBot()
				y := "slack:\n  bot_token: " + tok + "\n  channel: \"#deploys\"\nregion: eu-west-1\n"
				lit := pp10PyBytes(rtZlib([]byte(y)))
				back, err := pp10UnPyBytes(lit)
				var got []byte
				if err == nil {
					got, err = pp10Inflate(back)
				}
				r.usable(err == nil && string(got) == y && !strings.Contains(lit, "xox"), "python3 (zlib.decompress of the literal)")
				r.write("app/settings.py", "import zlib\n\nimport yaml\n\n# Compressed so the settings stay out of diffs.\nSETTINGS = yaml.safe_load(zlib.decompress("+lit+").decode())\n")
				r.carryString(lit)
				r.commit("app: packed settings")
				return []string{"origin", "main"}
			}},
		{name: "java-base64-utf16le", class: "encoding", leak: true,
			where: "Java: static final String NPM_TOKEN = new String(Base64.getDecoder().decode(\"bgBwAG0AXwA...\"), StandardCharsets.UTF_16LE): an npm token as base64 of its UTF-16LE bytes (every other decoded byte a NUL)",
			run: func(r *redteamRig) []string {
				tok := r.g.npm()
				enc := b64(rtUTF16LE(tok))
				raw, err := base64.StdEncoding.DecodeString(enc)
				r.usable(err == nil && pp10FromUTF16LE(raw) == tok, "javac and java (new String(..., UTF_16LE))")
				r.write("release/src/main/java/com/acme/release/Registry.java", "package com.acme.release;\n\nimport java.nio.charset.StandardCharsets;\nimport java.util.Base64;\n\n"+
					"final class Registry {\n    private Registry() {}\n\n    static final String NPM_TOKEN =\n        new String(Base64.getDecoder().decode(\""+enc+"\"), StandardCharsets.UTF_16LE);\n}\n")
				r.carryString(enc)
				r.commit("release: registry credentials")
				return []string{"origin", "main"}
			}},
		{name: "java-multi-u-escapes", class: "escape", leak: true,
			where: "Java: static final String URL = \"\\uu006a\\uuuu0064...\": a JDBC URL with ?password= written wholly in Java unicode escapes with two to four u's each (JLS 3.3: javac reads \\uuu0067 as g)",
			run: func(r *redteamRig) []string {
				pw := r.g.password()
				jdbc := "jdbc:postgresql://orders-db.cluster-c9akciq32.eu-west-1.rds.amazonaws.com:5432/orders?user=orders_app&password=" + pw + "&sslmode=require"
				esc := pp10JavaUEscapes(jdbc, r.g)
				r.usable(pp10UnJavaU(esc) == jdbc && !strings.Contains(esc, `\u00`), "javac (the compiled constant)")
				r.write("orders/src/main/java/com/acme/orders/Db.java", "package com.acme.orders;\n\nfinal class Db {\n    private Db() {}\n\n    static final String URL = \""+esc+"\";\n}\n")
				r.carryString(esc)
				r.commit("orders: database url")
				return []string{"origin", "main"}
			}},
		{name: "od-octal-dump", class: "encoding", leak: true,
			where: "an incident note with the `od -b` dump of a .env that failed to parse (a CR at a line end): seven-digit octal offsets and 16 three-digit octal bytes a line; the file held an Anthropic key",
			run: func(r *redteamRig) []string {
				tok := r.g.anthropic()
				env := "ANTHROPIC_API_KEY=" + tok + "\r\nSUMMARY_MODEL=claude-sonnet\n"
				dump := pp10OdB([]byte(env))
				r.usable(string(pp10UnOdB(dump)) == env, "od -b (read back by eye, or xxd -r after a conversion)")
				r.write("docs/incidents/2026-01-env-cr.md", "# The summariser did not start\n\nThe env file had a CR before its first line end, so the key was read with it:\n\n```\n$ od -b .env\n"+
					dump+"```\n\n`\\r` is the `015` at the end of the first line. Fixed by `dos2unix`.\n")
				r.carryString(dump)
				r.commit("docs: env file incident")
				return []string{"origin", "main"}
			}},
		{name: "ip-dotted-quads", class: "encoding", leak: true,
			where: "Python: an egress allowlist of ten IPv4 addresses and bootstrap() = b\"\".join(socket.inet_aton(a) for a in EGRESS_ALLOW).decode(): the addresses' bytes are a GitHub token, four characters an address",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				for pp10SharedSpace(tok) { // 100.64.0.0/10 is shared address space: keep every address public
					tok = r.g.github()
				}
				quads := pp10Quads([]byte(tok))
				r.usable(string(pp10UnQuads(quads)) == tok, "socket.inet_aton")
				r.write("ci/egress.py", "import socket\n\nEGRESS_ALLOW = [\n    \""+strings.Join(quads, "\",\n    \"")+"\",\n]\n\n\n"+
					"def bootstrap():\n    return b\"\".join(socket.inet_aton(a) for a in EGRESS_ALLOW).rstrip(b\"\\0\").decode()\n")
				r.carryString(strings.Join(quads, "\",\n    \""))
				r.commit("ci: egress allowlist")
				return []string{"origin", "main"}
			}},
		{name: "base64-shuffled-alphabet", class: "encoding", leak: true,
			where: "Go: var codec = base64.NewEncoding(\"<the 64 characters shuffled>\").WithPadding(NoPadding) and codec.DecodeString(sealed): an Anthropic key in base64 with its own alphabet, the alphabet written beside it",
			run: func(r *redteamRig) []string {
				tok := r.g.anthropic()
				alpha := pp10ShuffledAlphabet(r.g)
				codec := base64.NewEncoding(alpha).WithPadding(base64.NoPadding)
				sealed := codec.EncodeToString([]byte(tok))
				back, err := codec.DecodeString(sealed)
				std, _ := base64.RawStdEncoding.DecodeString(sealed)
				r.usable(err == nil && string(back) == tok && !bytes.Contains(std, []byte("sk-ant")), "the Go function beside it")
				r.write("internal/summariser/key.go", "package summariser\n\nimport \"encoding/base64\"\n\nvar codec = base64.NewEncoding(\""+alpha+"\").WithPadding(base64.NoPadding)\n\n"+
					"const sealed = \""+sealed+"\"\n\nfunc apiKey() string {\n\tb, err := codec.DecodeString(sealed)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\treturn string(b)\n}\n")
				r.carryString(sealed)
				r.commit("summariser: api key")
				return []string{"origin", "main"}
			}},
		{name: "cisco-type7-passwords", class: "encoding", leak: true,
			where: "an IOS router config: username netops privilege 15 password 7 <hex> and a BGP neighbor's password 7 <hex> (type 7: XOR with a published 53-character table from a two-digit offset, trivially reversed)",
			run: func(r *redteamRig) []string {
				pw, bgp := r.g.password(), r.g.mixed(18)
				t1, t2 := pp10Type7(pw, 7), pp10Type7(bgp, 11)
				r.usable(pp10UnType7(t1) == pw && pp10UnType7(t2) == bgp, "any type 7 decoder (ciscot7, show key chain after key config-key)")
				r.write("network/edge-rtr-01.cfg", "hostname edge-rtr-01\n!\nservice password-encryption\n!\nusername netops privilege 15 password 7 "+t1+"\n!\n"+
					"router bgp 64512\n neighbor 203.0.113.1 remote-as 64500\n neighbor 203.0.113.1 password 7 "+t2+"\n!\nline vty 0 4\n login local\n transport input ssh\n!\nend\n")
				r.carryString(t1)
				r.commit("network: edge router config")
				return []string{"origin", "main"}
			}},
		{name: "smtp-auth-plain-log", class: "encoding", leak: true,
			where: "a committed smtplib debug log (set_debuglevel(1)) of a release mail through SendGrid: send: 'AUTH PLAIN <base64 of \\0apikey\\0SG....>' (SASL PLAIN: NUL-separated, so the decoded bytes are not text)",
			run: func(r *redteamRig) []string {
				key := pp10SendGrid(r.g)
				log := pp10SMTPLog("apikey", key)
				m := regexp.MustCompile(`send: 'AUTH PLAIN ([A-Za-z0-9+/=]+)`).FindStringSubmatch(log)
				var ok bool
				if m != nil {
					raw, err := base64.StdEncoding.DecodeString(m[1])
					ok = err == nil && string(raw) == "\x00apikey\x00"+key
				}
				r.usable(ok && !strings.Contains(log, key[:10]), "smtplib.login (RFC 4616)")
				r.write("logs/release-mail-2026-01-02.log", log)
				r.carryString(log)
				r.commit("logs: release mail debug output")
				return []string{"origin", "main"}
			}},
		{name: "http-chunked-body", class: "encoding", leak: true,
			where: "a raw HTTP/1.1 response fixture (Transfer-Encoding: chunked) of GitHub's POST /app/installations/{id}/access_tokens: the chunk-size lines (18, 10) fall inside the installation token ghs_...",
			run: func(r *redteamRig) []string {
				tok := pp10GHS(r.g)
				body := `{"token":"` + tok + `","expires_at":"2026-01-02T04:04:05Z","permissions":{"contents":"write","metadata":"read"},"repository_selection":"selected"}`
				raw := pp10Chunked("HTTP/1.1 201 Created\r\nServer: github.com\r\nContent-Type: application/json; charset=utf-8\r\nTransfer-Encoding: chunked\r\nX-GitHub-Media-Type: github.v3; format=json\r\n\r\n", body, []int{24, 16})
				got, err := pp10ReadChunked(raw)
				r.usable(err == nil && got == body && !strings.Contains(raw, tok), "net/http.ReadResponse (any HTTP client)")
				r.write("internal/githubapp/testdata/installation-token.http", raw)
				r.carryString(raw)
				r.commit("githubapp: installation token fixture")
				return []string{"origin", "main"}
			}},

		// ---- Text layout and Unicode ----
		{name: "cp1252-soft-hyphen", class: "unicode", leak: true,
			where: "a German handover note saved as Windows-1252 (ANSI) whose Stripe key holds soft hyphens (byte 0xAD, invisible in every Windows font) every seven characters after sk_live_",
			run: func(r *redteamRig) []string {
				tok := r.g.stripe()
				text := "Übergabe Produktion – Stripe\r\n\r\nDer neue Schlüssel (nur für den Notfall, danach rotieren):\r\n\r\n    " + pp10SoftHyphens(tok, 8, 7) + "\r\n\r\nGrüße, Jörg\r\n"
				raw, err := charmap.Windows1252.NewEncoder().String(text)
				var back string
				if err == nil {
					back, err = charmap.Windows1252.NewDecoder().String(raw)
				}
				r.usable(err == nil && strings.Contains(strings.ReplaceAll(back, "\u00ad", ""), tok) && !utf8.ValidString(raw) && !strings.Contains(raw, tok), "Notepad (iconv -f cp1252, the soft hyphens dropped)")
				r.write("docs/uebergabe/stripe.txt", raw)
				r.carryString(raw)
				r.commit("docs: Übergabe")
				return []string{"origin", "main"}
			}},
		{name: "lisu-capital-lookalikes", class: "unicode", leak: true,
			where: "an onboarding page whose GitHub token has each capital written as the Lisu letter Unicode's confusables map to it (U+A4D0..U+A4FF: ꓮ for A, ꓐ for B, ...); NFKC leaves them alone",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				for !strings.ContainsAny(tok[4:], "ABCDEFGHIJKLMNOPRSTUVWXYZ") {
					tok = r.g.github()
				}
				enc := pp10ToLisu(tok)
				r.usable(pp10Skeleton(enc) == tok && enc != tok, "a confusables skeleton (UTS #39; ICU's uspoof_getSkeleton)")
				r.write("docs/onboarding/ci-bot.md", "# The CI bot\n\nThe bot pushes release tags with this token; copy it into the runner's secrets:\n\n    "+enc+"\n\nIt is scoped to the release repositories.\n")
				r.carryString(enc)
				r.commit("docs: ci bot onboarding")
				return []string{"origin", "main"}
			}},
		{name: "mac-csv-cr-endings", class: "layout", leak: true,
			where: "a shared-accounts sheet exported as 'CSV (Macintosh)' (CR line ends only, no LF anywhere): header service,login,password,owner,notes and three rows of random passwords",
			run: func(r *redteamRig) []string {
				rows := [][]string{{"service", "login", "password", "owner", "notes"},
					{"Stripe dashboard", "finance@acme-corp.com", r.g.password(), "finance", "2FA on the shared phone"},
					{"AWS root", "root@acme-prod", r.g.password(), "platform", "break-glass only"},
					{"PagerDuty", "ops@acme-corp.com", r.g.password(), "ops", ""}}
				f := pp10MacCSV(rows)
				got, err := pp10ReadMacCSV(f)
				r.usable(err == nil && len(got) == 4 && got[2][2] == rows[2][2] && !bytes.Contains(f, []byte("\n")), "Excel or Numbers (Python's csv module)")
				r.writeBytes("ops/shared-accounts.csv", f)
				r.carry(f)
				r.commit("ops: shared accounts sheet")
				return []string{"origin", "main"}
			}},

		// ---- Constructs ----
		{name: "r-paste0-split-prefix", class: "construct", leak: true,
			where: "R: Sys.setenv(GITHUB_PAT = paste0(\"gh\", \"p_\", \"<12>\", \"<12>\", \"<rest>\")): a GitHub token in five literals with the prefix itself cut",
			run: func(r *redteamRig) []string {
				tok := r.g.github()
				pieces := []string{tok[:2], tok[2:4], tok[4:16], tok[16:28], tok[28:]}
				src := "# Checks run before a release: open PRs, failing workflows.\nlibrary(gh)\n\nSys.setenv(GITHUB_PAT = paste0(\"" + strings.Join(pieces, "\", \"") + "\"))\n\n" +
					"open_prs <- gh(\"/repos/acme/orders/pulls\", state = \"open\")\nstopifnot(length(open_prs) == 0)\n"
				r.usable(pp10UnPaste0(src) == tok, "R (paste0)")
				r.write("R/release-checks.R", src)
				r.carryString(strings.Join(pieces, "\", \""))
				r.commit("R: release checks")
				return []string{"origin", "main"}
			}},

		// ---- Secret kinds and where they sit ----
		{name: "odbc-pwd-connection-string", class: "credential", leak: true,
			where: "an appsettings.Production.json connection string in ODBC's keywords: Driver={ODBC Driver 18 for SQL Server};Server=tcp:...;Uid=orders_app;Pwd=<password>;Encrypt=yes",
			run: func(r *redteamRig) []string {
				pw := r.g.password()
				cs := "Driver={ODBC Driver 18 for SQL Server};Server=tcp:acme-orders.database.windows.net,1433;Database=orders;Uid=orders_app;Pwd=" + pw + ";Encrypt=yes;TrustServerCertificate=no;Connection Timeout=30;"
				r.usable(pp10ConnField(cs, "pwd") == pw, "the ODBC driver (SQLDriverConnect)")
				r.write("src/Orders.Api/appsettings.Production.json", "{\n  \"ConnectionStrings\": {\n    \"Orders\": \""+cs+"\"\n  },\n"+
					"  \"Logging\": {\n    \"LogLevel\": {\n      \"Default\": \"Information\"\n    }\n  }\n}\n")
				r.carryString(pw)
				r.commit("orders: production connection")
				return []string{"origin", "main"}
			}},
		{name: "oracle-ezconnect-slash", class: "credential", leak: true,
			where: "a migration script's sqlplus -s -L orders_owner/<password>@//orders-db...:1521/ORCL (Oracle's user/password@connect-identifier: a slash, not a colon)",
			run: func(r *redteamRig) []string {
				pw := r.g.mixed(18)
				sh := "#!/bin/sh\nset -eu\nfor f in db/migrations/*.sql; do\n  sqlplus -s -L orders_owner/" + pw + "@//orders-db.c9akciq32.eu-west-1.rds.amazonaws.com:1521/ORCL @\"$f\"\ndone\n"
				m := regexp.MustCompile(`orders_owner/([^@\s]+)@//`).FindStringSubmatch(sh)
				r.usable(m != nil && m[1] == pw, "sqlplus")
				r.write("db/migrate.sh", sh)
				r.carryString(pw)
				r.commit("db: migration runner")
				return []string{"origin", "main"}
			}},
		{name: "redis-conf-passwords", class: "credential", leak: true,
			where: "a redis.conf with requirepass <password>, masterauth <password> and an ACL line user metrics on ><password> ~metrics:* +info (each after a space or a >, not an =)",
			run: func(r *redteamRig) []string {
				pw, mpw := r.g.mixed(32), r.g.mixed(24)
				conf := "bind 0.0.0.0\nprotected-mode yes\nport 6379\n\nrequirepass " + pw + "\nmasterauth " + pw + "\n\nuser metrics on >" + mpw + " ~metrics:* +info +ping\n\nappendonly yes\n"
				got := pp10RedisConf(conf)
				r.usable(got["requirepass"] == pw && got["masterauth"] == pw && got["metrics"] == mpw, "redis-server redis.conf (redis-cli -a)")
				r.write("deploy/redis/redis.conf", conf)
				r.carryString(pw)
				r.commit("deploy: redis config")
				return []string{"origin", "main"}
			}},
		{name: "cookies-txt-user-session", class: "credential", leak: true,
			where: "an e2e scraper's Netscape cookies.txt (tab-separated, curl -b) holding GitHub's user_session and __Host-user_session_same_site cookies of the bot account: a logged-in session, past its 2FA",
			run: func(r *redteamRig) []string {
				sess := r.g.pick(rtAlnum+"-_", 48)
				jar := pp10CookieJar(sess, r.g)
				r.usable(pp10CookieValue(jar, "github.com", "user_session") == sess, "curl -b e2e/cookies.txt https://github.com/settings/profile")
				r.write("e2e/cookies.txt", jar)
				r.write("e2e/fetch-insights.sh", "#!/bin/sh\nset -eu\ncurl -fsS -b e2e/cookies.txt https://github.com/acme/orders/pulse > out/pulse.html\n")
				r.carryString(sess)
				r.commit("e2e: insights scraper")
				return []string{"origin", "main"}
			}},
		{name: "solana-keypair-json", class: "key", leak: true,
			where: "a Solana program's upgrade authority keypair as solana-keygen writes it (a JSON array of 64 numbers: the Ed25519 seed, then the public key), referenced by Anchor.toml's wallet",
			run: func(r *redteamRig) []string {
				seed := r.g.bytes(32)
				priv := ed25519.NewKeyFromSeed(seed)
				kp := pp10SolanaKeypair(priv)
				got, err := pp10ReadSolanaKeypair(kp)
				r.usable(err == nil && bytes.Equal(got.Seed(), seed), "solana program deploy --upgrade-authority (anchor deploy)")
				r.write("deploy/keypairs/upgrade-authority.json", kp)
				r.write("Anchor.toml", "[provider]\ncluster = \"mainnet\"\nwallet = \"deploy/keypairs/upgrade-authority.json\"\n\n[programs.mainnet]\norders = \""+pp10Base58(priv.Public().(ed25519.PublicKey))+"\"\n")
				r.carryString(kp)
				r.commit("deploy: mainnet upgrade authority")
				return []string{"origin", "main"}
			}},
		{name: "lnd-admin-macaroon", class: "key", leak: true,
			where: "a BTCPay compose override whose BTCPAY_BTCLIGHTNING is type=lnd-rest;server=...;macaroon=<hex>;certthumbprint=...: the hex is LND's admin macaroon (v2 binary, location lnd, every permission), a bearer credential for the node's funds",
			run: func(r *redteamRig) []string {
				root := r.g.bytes(32)
				mac := pp10LNDMacaroon(root, r.g.bytes(16))
				ops, ok := pp10MacaroonCheck(mac, root)
				r.usable(ok && strings.Contains(ops, "offchain:write") && strings.Contains(ops, "onchain:write"), "lncli --macaroonpath (BTCPay's LND connection)")
				r.write("deploy/btcpay/docker-compose.override.yml", "services:\n  btcpayserver:\n    environment:\n      BTCPAY_BTCLIGHTNING: \"type=lnd-rest;server=https://lnd.acme-pay.com:8080/;macaroon="+
					hex.EncodeToString(mac)+";certthumbprint="+r.g.pick(rtHex, 64)+"\"\n")
				r.carryString(hex.EncodeToString(mac))
				r.commit("deploy: btcpay lightning")
				return []string{"origin", "main"}
			}},
		{name: "rails-master-key", class: "key", leak: true,
			where: "a Rails app that committed config/master.key (32 hex digits, no name) beside config/credentials.yml.enc (AES-128-GCM of Marshal of the YAML: data--iv--tag): the key opens the AWS and Stripe secrets and secret_key_base",
			run: func(r *redteamRig) []string {
				key := r.g.pick(rtHex, 32)
				y := "aws:\n  access_key_id: " + r.g.awsID() + "\n  secret_access_key: " + r.g.awsSecret() + "\n\nstripe:\n  secret_key: " + r.g.stripe() +
					"\n\nsecret_key_base: " + r.g.pick(rtHex, 128) + "\n"
				enc := pp10RailsCredentials(key, y, r.g.bytes(12))
				got, err := pp10RailsDecrypt(key, enc)
				r.usable(err == nil && got == y, "bin/rails credentials:show")
				r.write("config/master.key", key)
				r.write("config/credentials.yml.enc", enc)
				r.carryString(key)
				r.commit("config: credentials")
				return []string{"origin", "main"}
			}},
		{name: "azure-function-key-url", class: "credential", leak: true,
			where: "curl -X POST \"https://acme-search-indexer.azurewebsites.net/api/RebuildIndex?code=<function key>\": an Azure Functions key in the code= query parameter (not one of the parameter names url-query-key reads)",
			run: func(r *redteamRig) []string {
				key := r.g.mixed(54) + "=="
				sh := "#!/bin/sh\nset -eu\ncurl -fsS -X POST \"https://acme-search-indexer.azurewebsites.net/api/RebuildIndex?code=" + key + "\" \\\n  -H 'Content-Type: application/json' -d '{\"full\":true}'\n"
				u, err := url.Parse(regexp.MustCompile(`https://[^"]+`).FindString(sh))
				r.usable(err == nil && u.Query().Get("code") == key, "the function's HTTP trigger")
				r.write("scripts/reindex.sh", sh)
				r.carryString(key)
				r.commit("scripts: reindex trigger")
				return []string{"origin", "main"}
			}},

		// ---- Git ----
		{name: "submodule-decoy-remote", class: "submodule", leak: true,
			bound: "a submodule's commits are scanned when checked out here and on none of the submodule's remotes (boundary.md, What a push scan reads: Submodules); the submodule's own remote runs pre-receive",
			where: "vendor/billing-lib gets a commit with a Stripe key, pushed first by path to a local mirror that is then added as the submodule's remote mirror (no tracking ref); git push --recurse-submodules=on-demand still pushes it to the submodule's origin",
			run: func(r *redteamRig) []string {
				sub := pp10SubmoduleChain(r, "billing-lib")[0]
				tok := r.g.stripe()
				env := "STRIPE_SECRET_KEY=" + tok + "\n"
				pp10WriteIn(r, sub, "config/stripe.env", env)
				r.git(sub, "add", "-A")
				r.git(sub, "commit", "-q", "-m", "config: stripe key")
				mirror := filepath.Join(r.root, "billing-lib-mirror")
				r.git(r.root, "init", "-q", "--bare", mirror)
				r.git(sub, "push", "-q", mirror, "main")
				r.git(sub, "remote", "add", "mirror", mirror)
				r.usable(r.git(mirror, "rev-parse", "main") == r.git(sub, "rev-parse", "HEAD") && r.git(sub, "for-each-ref", "refs/remotes/mirror") == "", "the mirror (it has the commit, and no tracking ref says so)")
				r.gitw("add", "vendor/billing-lib")
				r.gitw("commit", "-q", "-m", "vendor: bump billing-lib")
				r.carryString(env)
				return []string{"--recurse-submodules=on-demand", "origin", "main"}
			}},
		{name: "submodule-three-deep", class: "submodule", leak: true,
			bound: "a submodule's push is scanned two levels deep (boundary.md, What a push scan reads: Submodules); the third level's own remote runs pre-receive",
			where: "vendor/ui-kit -> icons -> glyph-data, each a submodule of the one above with push.recurseSubmodules=on-demand; the deepest gets an .npmrc with an npm token, and one push from the superproject sends all three",
			run: func(r *redteamRig) []string {
				paths := pp10SubmoduleChain(r, "ui-kit", "icons", "glyph-data")
				tok := r.g.npm()
				npmrc := "//registry.npmjs.org/:_authToken=" + tok + "\n"
				pp10WriteIn(r, paths[2], ".npmrc", npmrc)
				r.git(paths[2], "add", "-A")
				r.git(paths[2], "commit", "-q", "-m", "publish from CI")
				r.git(paths[1], "add", "glyph-data")
				r.git(paths[1], "commit", "-q", "-m", "bump glyph-data")
				r.git(paths[0], "add", "icons")
				r.git(paths[0], "commit", "-q", "-m", "bump icons")
				r.gitw("add", "vendor/ui-kit")
				r.gitw("commit", "-q", "-m", "vendor: bump ui-kit")
				got := r.git(paths[2], "show", "HEAD:.npmrc")
				r.usable(got+"\n" == npmrc, "npm publish in glyph-data")
				r.carryString(npmrc)
				return []string{"--recurse-submodules=on-demand", "origin", "main"}
			}},

		// ---- Ordinary pushes that must go through ----
		{name: "clean-data-files", class: "clean", where: "an Avro export of latency metrics (deflate), a SQLite database with an ordinary deleted row on its freelist, a VCR cassette with a Rack session of an id, a CSRF nonce, a user id and a flash message",
			run: func(r *redteamRig) []string {
				r.writeBytes("data/exports/latency/part-0000.avro", pp10Avro(`{"type":"record","name":"Latency","fields":[{"name":"service","type":"string"},{"name":"region","type":"string"},{"name":"p95_ms","type":"string"}]}`,
					r.g.bytes(16), [][]string{{"orders", "eu-west-1", "182"}, {"billing", "eu-west-1", "95"}, {"search", "us-east-1", "240"}}))
				banner := strings.Repeat("The new checkout ships on Monday; the beta banner links to the changelog and the feedback form. ", 12)[:1100]
				r.writeBytes("db/dev.sqlite3", pp10SQLiteDeletedRow([][2]string{{"theme", "dark"}, {"support_email", "support@acme-corp.com"}}, "beta_banner", banner))
				cookie := pp10RackCookie([]pp10KV{{"session_id", r.g.pick(rtHex, 64)}, {"csrf", b64(r.g.bytes(32))}, {"user_id", 4711}, {"flash", "Saved."}}, r.g.bytes(64))
				r.write("spec/fixtures/vcr_cassettes/dashboard_home.yml", pp10Cassette("https://dashboard.acme-corp.com/", cookie, "<!doctype html><title>Home</title><p>Saved.</p>"))
				r.commit("data: exports, dev database and cassette")
				return []string{"origin", "main"}
			}},
		{name: "clean-binaries-and-media", class: "clean", where: "an ELF tool whose .rodata glues ordinary strings (MIME types, the AWS signing algorithm's name, regions), a firmware image in Intel HEX with a guest SSID and no passphrase, a GIF logo, a krb5.conf",
			run: func(r *redteamRig) []string {
				r.writeBytes("tools/bin/artifact-list", pp10ELF(pp10ExitCode, []byte("application/json"+"s3.eu-west-1.amazonaws.com"+"AWS4-HMAC-SHA256"+"UNSIGNED-PAYLOAD"+
					"eu-west-1"+"us-east-1"+"list %s in s3://%s\n")))
				r.write("firmware/sensor-node/build/sensor-node-guest.hex", pp10IntelHex(0x08000000, pp10Firmware(r.g, "acme-guest", "", "", ""), 0x08000101))
				logo := make([]byte, 64*32)
				for i := range logo {
					logo[i] = byte((i%64)*4 + (i/64)*2)
				}
				r.writeBytes("web/static/img/logo.gif", pp10GIF(logo, 64))
				r.write("deploy/kerberos/krb5.conf", "[libdefaults]\n  default_realm = ACME-CORP.COM\n\n[realms]\n  ACME-CORP.COM = {\n    kdc = kdc1.acme-corp.com\n    admin_server = kdc1.acme-corp.com\n  }\n")
				r.commit("tools, firmware and media")
				return []string{"origin", "main"}
			}},
		{name: "clean-documents", class: "clean", where: "a PDF page under /RunLengthDecode, an RTF with a packaged README, a Word document with Wingdings bullets as <w:sym>, a notebook whose PNG has an EXIF comment about the camera, a BinHex of a read-me",
			run: func(r *redteamRig) []string {
				content := "BT /F1 12 Tf 72 720 Td (Quarterly review: orders grew by twelve percent, refunds fell.) Tj ET\n"
				r.writeBytes("docs/reports/q4.pdf", pp10PDF("RunLengthDecode", pp10RunLength([]byte(content), 48)))
				r.write("docs/handover/site.rtf", pp10RTFObject("The static site (double-click to open the read-me):", "README.txt", []byte("Open index.html in a browser.\r\n")))
				bullet := `<w:r><w:rPr><w:rFonts w:ascii="Wingdings" w:hAnsi="Wingdings"/></w:rPr><w:sym w:font="Wingdings" w:char="F0A7"/></w:r>`
				r.writeBytes("docs/handover/checklist.docx", pp10Docx(pp10Run("Release checklist"), bullet+pp10Run(" tag the release"), bullet+pp10Run(" post the notes")))
				nb := pp10NotebookImage(base64.StdEncoding.EncodeToString(pp10PNGExif(64, 48, "roof camera, north side, 2026-01-02 03:04")), "from PIL import Image\n", "Image.open(\"captures/roof-north.png\")")
				r.writeBytes("notebooks/roof-camera.ipynb", nb)
				r.write("docs/archive/mac/read-me.txt.hqx", pp10BinHex("Read Me", "TEXT", "ttxt", []byte("Acme Orders 1.0\rDrag the folder to Applications.\r")))
				r.commit("docs: reports and handover")
				return []string{"origin", "main"}
			}},
		{name: "clean-archives-and-bytes", class: "clean", where: "a docs tarball cut by split -b into two parts, a Python zlib bytes literal of ordinary settings, an od -b dump of a file with a stray CR",
			run: func(r *redteamRig) []string {
				tgz := rtGzip(pp10Tar([][2]string{{"docs/index.html", "<!doctype html><title>Docs</title>\n"}, {"docs/guide.md", strings.Repeat("Install, configure, run. ", 200)}}))
				half := len(tgz) / 2
				r.writeBytes("backup/docs.tar.gz.part-aa", tgz[:half])
				r.writeBytes("backup/docs.tar.gz.part-ab", tgz[half:])
				y := "log_level: info\nworkers: 8\nregion: eu-west-1\nfeature_flags:\n  new_checkout: true\n"
				r.write("app/defaults.py", "import zlib\n\nimport yaml\n\nDEFAULTS = yaml.safe_load(zlib.decompress("+pp10PyBytes(rtZlib([]byte(y)))+").decode())\n")
				r.write("docs/incidents/2026-01-cr.md", "```\n$ od -b settings.ini\n"+pp10OdB([]byte("[app]\r\nname = orders\n"))+"```\n")
				r.commit("backup, defaults and an incident note")
				return []string{"origin", "main"}
			}},
		{name: "clean-encodings-and-code", class: "clean", where: "Java base64 of a UTF-16LE greeting and \\uu escapes of accented text, an allowlist of documentation addresses packed with inet_aton, a shuffled base64 alphabet for short ids, R's paste0 of URL parts, a router config without passwords",
			run: func(r *redteamRig) []string {
				r.write("app/src/main/java/com/acme/app/Greeting.java", "package com.acme.app;\n\nimport java.nio.charset.StandardCharsets;\nimport java.util.Base64;\n\nfinal class Greeting {\n"+
					"    static final String HELLO = new String(Base64.getDecoder().decode(\""+base64.StdEncoding.EncodeToString(rtUTF16LE("Grüß Gott, willkommen!"))+"\"), StandardCharsets.UTF_16LE);\n"+
					"    static final String CAFE = \"caf\\uu00e9 cr\\uuu00e8me\";\n}\n")
				r.write("ci/egress.py", "import socket\n\nEGRESS_ALLOW = [\"192.0.2.10\", \"198.51.100.7\", \"203.0.113.25\"]\n\n\n"+
					"def packed():\n    return b\"\".join(socket.inet_aton(a) for a in EGRESS_ALLOW)\n")
				r.write("internal/shortid/shortid.go", "package shortid\n\nimport \"encoding/base64\"\n\n// A fixed shuffle, so ids do not sort by time.\nvar codec = base64.NewEncoding(\""+
					pp10ShuffledAlphabet(r.g)+"\").WithPadding(base64.NoPadding)\n\nfunc Encode(b []byte) string { return codec.EncodeToString(b) }\n")
				r.write("R/urls.R", "base <- paste0(\"https://\", \"api.github.com\", \"/repos/\", \"acme/orders\")\nreleases <- paste0(base, \"/releases\")\n")
				r.write("network/edge-rtr-02.cfg", "hostname edge-rtr-02\n!\nservice password-encryption\n!\nrouter bgp 64512\n neighbor 203.0.113.1 remote-as 64500\n!\nline vty 0 4\n login local\n transport input ssh\n!\nend\n")
				r.commit("misc: encodings in code")
				return []string{"origin", "main"}
			}},
		{name: "clean-connection-configs", class: "clean", where: "an ODBC string with managed identity (no Pwd), sqlplus through a wallet (/@ORDERS), the stock redis.conf lines (# requirepass foobared, user default on nopass), a function URL with a ${FUNCTION_KEY} placeholder",
			run: func(r *redteamRig) []string {
				r.write("src/Orders.Api/appsettings.Production.json", "{\n  \"ConnectionStrings\": {\n    \"Orders\": \"Driver={ODBC Driver 18 for SQL Server};Server=tcp:acme-orders.database.windows.net,1433;Database=orders;Authentication=ActiveDirectoryMsi;Encrypt=yes;\"\n  }\n}\n")
				r.write("db/migrate.sh", "#!/bin/sh\nset -eu\n# The wallet in $TNS_ADMIN holds the credentials.\nfor f in db/migrations/*.sql; do\n  sqlplus -s -L /@ORDERS @\"$f\"\ndone\n")
				r.write("deploy/redis/redis.conf", "port 6379\n# requirepass foobared\n# masterauth <master-password>\nuser default on nopass ~* &* +@all\nappendonly yes\n")
				r.write("scripts/reindex.sh", "#!/bin/sh\nset -eu\ncurl -fsS -X POST \"https://acme-search-indexer.azurewebsites.net/api/RebuildIndex?code=${FUNCTION_KEY}\" -d '{\"full\":true}'\n")
				r.commit("config: connections")
				return []string{"origin", "main"}
			}},
		{name: "clean-logs-and-captures", class: "clean", where: "an smtplib debug log through an internal relay without AUTH, a chunked HTTP fixture of a rate-limit response, a cookies.txt of consent and theme cookies",
			run: func(r *redteamRig) []string {
				r.write("logs/release-mail.log", "send: 'ehlo ci-runner-7.acme-corp.com\\r\\n'\nreply: b'250-smtp-relay.acme-corp.com\\r\\n'\nreply: b'250 8BITMIME\\r\\n'\n"+
					"send: 'mail FROM:<releases@acme-corp.com>\\r\\n'\nreply: b'250 2.1.0 Ok\\r\\n'\nsend: 'rcpt TO:<team@acme-corp.com>\\r\\n'\nreply: b'250 2.1.5 Ok\\r\\n'\n")
				r.write("internal/githubapp/testdata/rate-limit.http", pp10Chunked("HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nTransfer-Encoding: chunked\r\n\r\n",
					`{"resources":{"core":{"limit":5000,"remaining":4999,"reset":1767326645,"used":1}},"rate":{"limit":5000,"remaining":4999}}`, []int{24, 16}))
				r.write("e2e/cookies.txt", "# Netscape HTTP Cookie File\n\n.acme-corp.com\tTRUE\t/\tTRUE\t1799999999\tconsent\tyes\n.acme-corp.com\tTRUE\t/\tFALSE\t1799999999\ttheme\tdark\n")
				r.commit("logs and fixtures")
				return []string{"origin", "main"}
			}},
		{name: "clean-keys-hashes-and-text", class: "clean", where: "Solana program ids (base58 public keys), a credentials.yml.enc without its master key (gitignored), an LND TLS certificate, pnpm and Cargo lockfile hashes, UUIDs, an env example of x's and AWS's documented key, Lisu text, a Windows-1252 note with soft hyphens in long words, a CR-only CSV of accounts without passwords",
			run: func(r *redteamRig) []string {
				var lock strings.Builder
				lock.WriteString("lockfileVersion: '9.0'\n\npackages:\n\n")
				for _, p := range []string{"react@18.3.1", "zod@3.23.8", "lodash@4.17.21"} {
					fmt.Fprintf(&lock, "  %s:\n    resolution: {integrity: sha512-%s}\n\n", p, b64(r.g.bytes(64)))
				}
				r.write("pnpm-lock.yaml", lock.String())
				r.write("Cargo.lock", "version = 3\n\n[[package]]\nname = \"serde\"\nversion = \"1.0.210\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \""+r.g.pick(rtHex, 64)+"\"\n")
				r.write("data/seed/users.json", "[{\"id\": \""+r.g.uuid()+"\", \"name\": \"Ada\"}, {\"id\": \""+r.g.uuid()+"\", \"name\": \"Grace\"}]\n")
				r.write("docs/examples/env.example", "GITHUB_TOKEN=gh"+"p_"+strings.Repeat("x", 36)+"\nAWS_ACCESS_KEY_ID="+"AKIA"+"IOSFODNN7"+"EXAMPLE\n")
				r.write("Anchor.toml", "[provider]\ncluster = \"mainnet\"\nwallet = \"~/.config/solana/id.json\"\n\n[programs.mainnet]\norders = \""+pp10Base58(r.g.bytes(32))+"\"\nbilling = \""+pp10Base58(r.g.bytes(32))+"\"\n")
				r.write(".gitignore", "/config/master.key\n/tmp/\n")
				r.write("config/credentials.yml.enc", pp10RailsCredentials(r.g.pick(rtHex, 32), "secret_key_base: "+r.g.pick(rtHex, 128)+"\n", r.g.bytes(12)))
				r.write("deploy/btcpay/tls.cert", r.g.publicPEM())
				r.write("i18n/lis.txt", "\uA4E1\uA4F2-\uA4E2\uA4F4 \uA4DF \uA4E0\uA4EC \uA4D7\uA4EA\uA4F8\n")
				note, err := charmap.Windows1252.NewEncoder().String("Die Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesellschaft lädt zur Übergabe.\r\n")
				if err != nil {
					r.t.Fatal(err)
				}
				r.write("docs/uebergabe/notiz.txt", note)
				r.writeBytes("ops/accounts.csv", pp10MacCSV([][]string{{"service", "login", "owner", "password_changed"},
					{"Stripe dashboard", "finance@acme-corp.com", "finance", "2025-11-03"}, {"PagerDuty", "ops@acme-corp.com", "ops", "2025-12-01"}}))
				r.commit("keys, text and sheets")
				return []string{"origin", "main"}
			}},
		{name: "clean-git-submodules", class: "clean", where: "three nested submodules (ui-kit -> icons -> glyph-data) bumped with an ordinary change, the top one also pushed to a mirror remote first, all sent with --recurse-submodules=on-demand",
			run: func(r *redteamRig) []string {
				paths := pp10SubmoduleChain(r, "ui-kit", "icons", "glyph-data")
				pp10WriteIn(r, paths[2], "glyphs/arrow.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 16 16\"><path d=\"M2 8h12M10 4l4 4-4 4\"/></svg>\n")
				r.git(paths[2], "add", "-A")
				r.git(paths[2], "commit", "-q", "-m", "glyphs: arrow")
				r.git(paths[1], "add", "glyph-data")
				r.git(paths[1], "commit", "-q", "-m", "bump glyph-data")
				r.git(paths[0], "add", "icons")
				r.git(paths[0], "commit", "-q", "-m", "bump icons")
				mirror := filepath.Join(r.root, "ui-kit-mirror")
				r.git(r.root, "init", "-q", "--bare", mirror)
				r.git(paths[0], "push", "-q", mirror, "main")
				r.git(paths[0], "remote", "add", "mirror", mirror)
				r.gitw("add", "vendor/ui-kit")
				r.gitw("commit", "-q", "-m", "vendor: bump ui-kit")
				return []string{"--recurse-submodules=on-demand", "origin", "main"}
			}},
	}
}

// ==== Builders and their ways back ====
//
// Each builder writes a format from its specification (or, for the
// tools' own files, from what the tool writes); each way back reads it
// again in Go, for the route's usable check. None of them needs a tool
// but Go and git.

// pp10Catch turns a panic of a way back (an index out of range on a cut
// file) into an error.
func pp10Catch(err *error) {
	if e := recover(); e != nil {
		*err = fmt.Errorf("malformed: %v", e)
	}
}

// Tokens of kinds redteamGen does not make, in their published shapes.

func pp10GHS(g *redteamGen) string { return "gh" + "s_" + g.mixed(36) }
func pp10GHO(g *redteamGen) string { return "gh" + "o_" + g.mixed(36) }
func pp10SendGrid(g *redteamGen) string {
	return "S" + "G." + g.pick(rtAlnum+"-_", 22) + "." + g.pick(rtAlnum+"-_", 43)
}

// pp10SharedSpace says whether one of the four-byte groups of s would
// read as an address in 100.64.0.0/10 (a first byte 'd', the second one
// of 64..127: every letter).
func pp10SharedSpace(s string) bool {
	for i := 0; i+1 < len(s); i += 4 {
		if s[i] == 'd' && s[i+1] >= 64 && s[i+1] < 128 {
			return true
		}
	}
	return false
}

// pp10Rd reads the binary layouts back.
type pp10Rd struct {
	b []byte
	i int
}

func (r *pp10Rd) u8() byte {
	c := r.b[r.i]
	r.i++
	return c
}

func (r *pp10Rd) take(n int) []byte {
	if n < 0 {
		panic("negative length")
	}
	s := r.b[r.i : r.i+n]
	r.i += n
	return s
}

func (r *pp10Rd) be16() int { return int(binary.BigEndian.Uint16(r.take(2))) }
func (r *pp10Rd) be32() int { return int(binary.BigEndian.Uint32(r.take(4))) }
func (r *pp10Rd) le16() int { return int(binary.LittleEndian.Uint16(r.take(2))) }
func (r *pp10Rd) le32() int { return int(binary.LittleEndian.Uint32(r.take(4))) }

// zz is Avro's long: a zigzag varint.
func (r *pp10Rd) zz() int64 {
	u, n := binary.Uvarint(r.b[r.i:])
	if n <= 0 {
		panic("varint")
	}
	r.i += n
	return int64(u>>1) ^ -int64(u&1)
}

// zstring is a NUL-terminated string.
func (r *pp10Rd) zstring() string {
	n := bytes.IndexByte(r.b[r.i:], 0)
	if n < 0 {
		panic("no NUL")
	}
	s := string(r.b[r.i : r.i+n])
	r.i += n + 1
	return s
}

func pp10Inflate(b []byte) ([]byte, error) {
	zr, err := zlib.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

// ---- Avro object container files ----

const pp10IntegrationSchema = `{"type":"record","name":"Integration","namespace":"com.acme.integrations","fields":[` +
	`{"name":"tenant","type":"string"},{"name":"provider","type":"string"},{"name":"api_key","type":"string"},{"name":"updated_at","type":"string"}]}`

func pp10AvroLong(v int64) []byte   { return binary.AppendUvarint(nil, uint64(v<<1)^uint64(v>>63)) }
func pp10AvroBytes(s []byte) []byte { return append(pp10AvroLong(int64(len(s))), s...) }

func pp10Deflate(b []byte) []byte {
	var out bytes.Buffer
	w, err := flate.NewWriter(&out, flate.BestCompression)
	if err != nil {
		panic(err)
	}
	_, _ = w.Write(b)
	_ = w.Close()
	return out.Bytes()
}

// pp10Avro is an Avro object container file (Avro 1.11, Object Container
// Files) of records whose fields are all strings: the magic, the file
// metadata map (avro.codec, avro.schema), the sync marker, then one block:
// its record count, its size, the records raw-DEFLATEd (codec deflate is
// RFC 1951 with no zlib header) and the sync marker again.
func pp10Avro(schema string, sync []byte, records [][]string) []byte {
	var b bytes.Buffer
	b.WriteString("Obj\x01")
	b.Write(pp10AvroLong(2))
	b.Write(pp10AvroBytes([]byte("avro.codec")))
	b.Write(pp10AvroBytes([]byte("deflate")))
	b.Write(pp10AvroBytes([]byte("avro.schema")))
	b.Write(pp10AvroBytes([]byte(schema)))
	b.Write(pp10AvroLong(0))
	b.Write(sync)
	var data []byte
	for _, rec := range records {
		for _, f := range rec {
			data = append(data, pp10AvroBytes([]byte(f))...)
		}
	}
	comp := pp10Deflate(data)
	b.Write(pp10AvroLong(int64(len(records))))
	b.Write(pp10AvroLong(int64(len(comp))))
	b.Write(comp)
	b.Write(sync)
	return b.Bytes()
}

// pp10AvroRead reads such a file back: the schema's fields, then each
// block inflated and its records decoded.
func pp10AvroRead(f []byte) (recs [][]string, err error) {
	defer pp10Catch(&err)
	if !bytes.HasPrefix(f, []byte("Obj\x01")) {
		return nil, errors.New("not an Avro container file")
	}
	r := &pp10Rd{b: f, i: 4}
	meta := map[string][]byte{}
	for {
		n := r.zz()
		if n == 0 {
			break
		}
		if n < 0 {
			n = -n
			r.zz()
		}
		for ; n > 0; n-- {
			k := string(r.take(int(r.zz())))
			meta[k] = r.take(int(r.zz()))
		}
	}
	sync := r.take(16)
	var schema struct {
		Fields []struct{ Name string } `json:"fields"`
	}
	if err := json.Unmarshal(meta["avro.schema"], &schema); err != nil {
		return nil, err
	}
	if string(meta["avro.codec"]) != "deflate" {
		return nil, errors.New("codec")
	}
	for r.i < len(f) {
		count := r.zz()
		data, err := io.ReadAll(flate.NewReader(bytes.NewReader(r.take(int(r.zz())))))
		if err != nil {
			return nil, err
		}
		if !bytes.Equal(r.take(16), sync) {
			return nil, errors.New("sync marker")
		}
		d := &pp10Rd{b: data}
		for ; count > 0; count-- {
			var rec []string
			for range schema.Fields {
				rec = append(rec, string(d.take(int(d.zz()))))
			}
			recs = append(recs, rec)
		}
	}
	return recs, nil
}

// ---- Ruby Marshal (format 4.8), Rack session cookies and Rails credentials ----

type pp10KV struct {
	k string
	v any
}

// pp10RInt is Marshal's w_long: 0; 1..122 as n+5; -123..-1 as n-5; else
// a byte count and the bytes, little-endian.
func pp10RInt(n int) []byte {
	switch {
	case n == 0:
		return []byte{0}
	case n > 0 && n < 123:
		return []byte{byte(n + 5)}
	case n < 0 && n > -124:
		return []byte{byte(n - 5)}
	case n < 0:
		panic("large negative")
	}
	var le []byte
	for v := n; v > 0; v >>= 8 {
		le = append(le, byte(v))
	}
	return append([]byte{byte(len(le))}, le...)
}

type pp10Marshal struct {
	b    []byte
	syms map[string]int
}

func (m *pp10Marshal) sym(s string) {
	if i, ok := m.syms[s]; ok {
		m.b = append(append(m.b, ';'), pp10RInt(i)...)
		return
	}
	m.syms[s] = len(m.syms)
	m.b = append(append(m.b, ':'), pp10RInt(len(s))...)
	m.b = append(m.b, s...)
}

// value writes a UTF-8 String (with its E ivar), an Integer or a Hash.
func (m *pp10Marshal) value(v any) {
	switch x := v.(type) {
	case string:
		m.b = append(m.b, 'I', '"')
		m.b = append(m.b, pp10RInt(len(x))...)
		m.b = append(m.b, x...)
		m.b = append(m.b, pp10RInt(1)...)
		m.sym("E")
		m.b = append(m.b, 'T')
	case int:
		m.b = append(append(m.b, 'i'), pp10RInt(x)...)
	case []pp10KV:
		m.b = append(append(m.b, '{'), pp10RInt(len(x))...)
		for _, kv := range x {
			m.value(kv.k)
			m.value(kv.v)
		}
	default:
		panic(fmt.Sprintf("marshal %T", v))
	}
}

func pp10MarshalDump(v any) []byte {
	m := &pp10Marshal{b: []byte{4, 8}, syms: map[string]int{}}
	m.value(v)
	return m.b
}

// pp10MarshalLoad reads back what pp10MarshalDump writes (and Ruby writes
// for such values): strings, integers, booleans, nil, symbols, hashes.
func pp10MarshalLoad(b []byte) (v any, err error) {
	defer pp10Catch(&err)
	if len(b) < 2 || b[0] != 4 || b[1] != 8 {
		return nil, errors.New("not Marshal 4.8")
	}
	r := &pp10Rd{b: b, i: 2}
	var syms []string
	long := func() int {
		c := int(int8(r.u8()))
		switch {
		case c == 0:
			return 0
		case c > 4:
			return c - 5
		case c < -4:
			return c + 5
		case c > 0:
			n := 0
			for i := 0; i < c; i++ {
				n |= int(r.u8()) << (8 * i)
			}
			return n
		}
		panic("negative long")
	}
	var val func() any
	val = func() any {
		switch t := r.u8(); t {
		case 'I':
			v := val()
			for n := long(); n > 0; n-- {
				val()
				val()
			}
			return v
		case '"':
			return string(r.take(long()))
		case 'i':
			return long()
		case 'T':
			return true
		case 'F':
			return false
		case '0':
			return nil
		case ':':
			s := string(r.take(long()))
			syms = append(syms, s)
			return s
		case ';':
			return syms[long()]
		case '{':
			m := map[string]any{}
			for n := long(); n > 0; n-- {
				k, _ := val().(string)
				m[k] = val()
			}
			return m
		default:
			panic(fmt.Sprintf("marshal type %q", t))
		}
	}
	return val(), nil
}

// pp10RackCookie is Rack::Session::Cookie's value (Rack 2, coder
// Base64::Marshal, with a secret): strict base64 of Marshal.dump(session),
// "--", the hex HMAC-SHA1 of that base64; the whole percent-encoded as
// Rack::Utils.escape does for Set-Cookie.
func pp10RackCookie(session []pp10KV, secret []byte) string {
	data := base64.StdEncoding.EncodeToString(pp10MarshalDump(session))
	mac := hmac.New(sha1.New, secret)
	mac.Write([]byte(data))
	return url.QueryEscape(data + "--" + hex.EncodeToString(mac.Sum(nil)))
}

func pp10RackSession(cookie string) (map[string]any, error) {
	v, err := url.QueryUnescape(cookie)
	if err != nil {
		return nil, err
	}
	data, _, ok := strings.Cut(v, "--")
	if !ok {
		return nil, errors.New("no digest")
	}
	raw, err := base64.StdEncoding.DecodeString(data)
	if err != nil {
		return nil, err
	}
	m, err := pp10MarshalLoad(raw)
	if err != nil {
		return nil, err
	}
	h, ok := m.(map[string]any)
	if !ok {
		return nil, errors.New("not a hash")
	}
	return h, nil
}

// pp10Cassette is a VCR 6 cassette of one GET with the session cookie.
func pp10Cassette(uri, cookie, body string) string {
	return "---\nhttp_interactions:\n- request:\n    method: get\n    uri: " + uri + "\n    body:\n      encoding: US-ASCII\n      string: ''\n    headers:\n" +
		"      Cookie:\n      - rack.session=" + cookie + "\n      User-Agent:\n      - Faraday v2.9.0\n  response:\n    status:\n      code: 200\n      message: OK\n" +
		"    headers:\n      Content-Type:\n      - text/html;charset=utf-8\n    body:\n      encoding: UTF-8\n      string: '" + body + "'\n" +
		"  recorded_at: Fri, 02 Jan 2026 03:04:05 GMT\nrecorded_with: VCR 6.2.0\n"
}

// pp10RailsCredentials is config/credentials.yml.enc as Rails 5.2 and
// later write it (ActiveSupport::EncryptedFile: MessageEncryptor with
// aes-128-gcm, the master key's 16 bytes, serializer Marshal):
// base64(ciphertext)--base64(iv)--base64(auth tag).
func pp10RailsCredentials(masterKeyHex, yaml string, iv []byte) string {
	key, err := hex.DecodeString(masterKeyHex)
	if err != nil {
		panic(err)
	}
	blk, err := aes.NewCipher(key)
	if err != nil {
		panic(err)
	}
	gcm, err := cipher.NewGCM(blk)
	if err != nil {
		panic(err)
	}
	sealed := gcm.Seal(nil, iv, pp10MarshalDump(yaml), nil)
	ct, tag := sealed[:len(sealed)-16], sealed[len(sealed)-16:]
	enc := base64.StdEncoding.EncodeToString
	return enc(ct) + "--" + enc(iv) + "--" + enc(tag)
}

func pp10RailsDecrypt(masterKeyHex, file string) (string, error) {
	parts := strings.Split(file, "--")
	if len(parts) != 3 {
		return "", errors.New("not data--iv--tag")
	}
	var raw [3][]byte
	for i, p := range parts {
		b, err := base64.StdEncoding.DecodeString(p)
		if err != nil {
			return "", err
		}
		raw[i] = b
	}
	key, err := hex.DecodeString(masterKeyHex)
	if err != nil {
		return "", err
	}
	blk, err := aes.NewCipher(key)
	if err != nil {
		return "", err
	}
	gcm, err := cipher.NewGCM(blk)
	if err != nil {
		return "", err
	}
	plain, err := gcm.Open(nil, raw[1], append(append([]byte(nil), raw[0]...), raw[2]...), nil)
	if err != nil {
		return "", err
	}
	v, err := pp10MarshalLoad(plain)
	if err != nil {
		return "", err
	}
	s, _ := v.(string)
	return s, nil
}

// ---- SQLite: a deleted row left in the file ----

const pp10Page = 1024

// pp10SQLiteVarint is SQLite's varint: big-endian groups of seven bits,
// the high bit set on all but the last (values below 2^56 here).
func pp10SQLiteVarint(v uint64) []byte {
	if v < 0x80 {
		return []byte{byte(v)}
	}
	var out []byte
	for ; v > 0; v >>= 7 {
		out = append([]byte{byte(v & 0x7f)}, out...)
	}
	for i := 0; i < len(out)-1; i++ {
		out[i] |= 0x80
	}
	return out
}

func pp10SQLiteGetVarint(b []byte) (uint64, int) {
	var v uint64
	for i := 0; i < 8 && i < len(b); i++ {
		v = v<<7 | uint64(b[i]&0x7f)
		if b[i]&0x80 == 0 {
			return v, i + 1
		}
	}
	if len(b) >= 9 {
		return v<<8 | uint64(b[8]), 9
	}
	panic("varint")
}

// pp10SQLiteRec is a record: its header (its own length, then a serial
// type a column: text 2n+13, a one-byte integer 1), then the bodies.
func pp10SQLiteRec(cols ...any) []byte {
	var types, body []byte
	for _, c := range cols {
		switch v := c.(type) {
		case string:
			types = append(types, pp10SQLiteVarint(uint64(2*len(v)+13))...)
			body = append(body, v...)
		case int:
			types = append(types, 1)
			body = append(body, byte(v))
		}
	}
	return append(append([]byte{byte(len(types) + 1)}, types...), body...)
}

// pp10SQLiteLocal is how much of a table leaf cell's payload stays on the
// page (the file format's X, M and K, with no reserved bytes).
func pp10SQLiteLocal(p int) int {
	const u = pp10Page
	x := u - 35
	if p <= x {
		return p
	}
	m := (u-12)*32/255 - 23
	if k := m + (p-m)%(u-4); k <= x {
		return k
	}
	return m
}

// pp10SQLiteCell is a table leaf cell: the payload's length, the rowid,
// the local payload and, when it spills, the first overflow page.
func pp10SQLiteCell(rowid int, rec []byte, ovfl uint32) []byte {
	c := pp10SQLiteVarint(uint64(len(rec)))
	c = append(c, pp10SQLiteVarint(uint64(rowid))...)
	local := pp10SQLiteLocal(len(rec))
	c = append(c, rec[:local]...)
	if local < len(rec) {
		c = binary.BigEndian.AppendUint32(c, ovfl)
	}
	return c
}

// pp10SQLiteDeletedRow is a four-page database (1 KiB pages) of one table,
// settings(key, value), as SQLite leaves it after DELETE of row 1 with
// secure_delete off: page 2 (the table) keeps the live rows, and the
// deleted cell's bytes stay where they were, now a free block (its first
// four bytes overwritten by the block's next-pointer and size); page 3 is
// a freelist trunk from an earlier delete, and page 4, the deleted row's
// overflow page, became a leaf of it with its content untouched.
func pp10SQLiteDeletedRow(live [][2]string, key, value string) []byte {
	const u = pp10Page
	be := binary.BigEndian
	db := make([]byte, 4*u)
	h := db[:100]
	copy(h, "SQLite format 3\x00")
	be.PutUint16(h[16:], u)
	h[18], h[19], h[20], h[21], h[22], h[23] = 1, 1, 0, 64, 32, 32
	be.PutUint32(h[24:], 7) // file change counter
	be.PutUint32(h[28:], 4) // pages
	be.PutUint32(h[32:], 3) // first freelist trunk page
	be.PutUint32(h[36:], 2) // freelist pages
	be.PutUint32(h[40:], 1) // schema cookie
	be.PutUint32(h[44:], 4) // schema format
	be.PutUint32(h[56:], 1) // UTF-8
	be.PutUint32(h[92:], 7) // version-valid-for
	be.PutUint32(h[96:], 3045001)

	p1 := db[:u]
	schema := pp10SQLiteCell(1, pp10SQLiteRec("table", "settings", "settings", 2, "CREATE TABLE settings(key TEXT NOT NULL, value TEXT)"), 0)
	off := u - len(schema)
	copy(p1[off:], schema)
	p1[100] = 0x0d
	be.PutUint16(p1[103:], 1)
	be.PutUint16(p1[105:], uint16(off))
	be.PutUint16(p1[108:], uint16(off))

	rec := pp10SQLiteRec(key, value)
	local := pp10SQLiteLocal(len(rec))
	if local == len(rec) || len(rec)-local > u-4 {
		panic("the deleted row must spill onto exactly one overflow page")
	}
	p2 := db[u : 2*u]
	del := pp10SQLiteCell(1, rec, 4)
	delOff := u - len(del)
	copy(p2[delOff:], del)
	be.PutUint16(p2[delOff:], 0)
	be.PutUint16(p2[delOff+2:], uint16(len(del)))
	top := delOff
	var ptrs []int
	for i, kv := range live {
		c := pp10SQLiteCell(i+2, pp10SQLiteRec(kv[0], kv[1]), 0)
		top -= len(c)
		copy(p2[top:], c)
		ptrs = append(ptrs, top)
	}
	p2[0] = 0x0d
	be.PutUint16(p2[1:], uint16(delOff))
	be.PutUint16(p2[3:], uint16(len(live)))
	be.PutUint16(p2[5:], uint16(top))
	for i, p := range ptrs {
		be.PutUint16(p2[8+2*i:], uint16(p))
	}

	p3 := db[2*u : 3*u]
	be.PutUint32(p3[4:], 1)
	be.PutUint32(p3[8:], 4)
	copy(db[3*u+4:], rec[local:])
	return db
}

// pp10SQLiteFreeblock reads the deleted row back as a reader of deleted
// records does: page 2's first free block (whose first four bytes, the
// payload length, the rowid and the record header's length, are lost),
// the serial types and local bodies after them, then the overflow page
// the block's last four bytes name.
func pp10SQLiteFreeblock(db []byte) (key, value string, err error) {
	defer pp10Catch(&err)
	const u = pp10Page
	p2 := db[u : 2*u]
	fb := int(binary.BigEndian.Uint16(p2[1:]))
	size := int(binary.BigEndian.Uint16(p2[fb+2:]))
	cell := p2[fb : fb+size]
	i := 4
	t1, n := pp10SQLiteGetVarint(cell[i:])
	i += n
	t2, n := pp10SQLiteGetVarint(cell[i:])
	i += n
	kl, vl := int(t1-13)/2, int(t2-13)/2
	key = string(cell[i : i+kl])
	i += kl
	ovfl := int(binary.BigEndian.Uint32(cell[size-4:]))
	head := cell[i : size-4]
	tail := db[(ovfl-1)*u+4 : (ovfl-1)*u+4+vl-len(head)]
	return key, string(head) + string(tail), nil
}

// pp10StraddlingValue is the stripe row's JSON, its audit note padded so
// that the token straddles the end of the row's local payload (past
// 1,122 bytes of payload, what stays local grows with the payload).
func pp10StraddlingValue(g *redteamGen, tok string) string {
	acct := "acct_" + g.mixed(16)
	filler := strings.Repeat("Live mode for the EU shop since the 2025 migration; test keys stay in the sandbox account. ", 14)
	for pad := 0; pad < len(filler); pad++ {
		v := `{"mode":"live","account":"` + acct + `","notes":"rotated after the January incident","webhook_endpoint":"https://api.acme-corp.com/stripe/events",` +
			`"secret_key":"` + tok + `","api_version":"2024-06-20","audit":"` + filler[:pad] + `"}`
		rec := pp10SQLiteRec("stripe", v)
		local := pp10SQLiteLocal(len(rec))
		at := bytes.Index(rec, []byte(tok))
		if at+12 < local && local < at+len(tok)-8 && len(rec)-local <= pp10Page-4 {
			return v
		}
	}
	panic("no padding puts the token across the overflow boundary")
}

// ---- ELF ----

// pp10ExitCode is x86-64 for exit(0): mov eax, 60; mov edi, 0; syscall.
var pp10ExitCode = []byte{0xb8, 0x3c, 0, 0, 0, 0xbf, 0, 0, 0, 0, 0x0f, 0x05}

// pp10ELF is a static x86-64 executable: the ELF header, one PT_LOAD, the
// code at 0x100, .rodata at 0x200 (the strings as given, back to back),
// .shstrtab and the section headers.
func pp10ELF(text, rodata []byte) []byte {
	const base = 0x400000
	le := binary.LittleEndian
	b := make([]byte, 0x200)
	copy(b[0x100:], text)
	b = append(b, rodata...)
	shstr := []byte("\x00.text\x00.rodata\x00.shstrtab\x00")
	strOff := len(b)
	b = append(b, shstr...)
	for len(b)%8 != 0 {
		b = append(b, 0)
	}
	shOff := len(b)
	sh := func(name, typ uint32, flags, addr, off, size, align uint64) {
		b = le.AppendUint32(b, name)
		b = le.AppendUint32(b, typ)
		b = le.AppendUint64(b, flags)
		b = le.AppendUint64(b, addr)
		b = le.AppendUint64(b, off)
		b = le.AppendUint64(b, size)
		b = le.AppendUint32(b, 0)
		b = le.AppendUint32(b, 0)
		b = le.AppendUint64(b, align)
		b = le.AppendUint64(b, 0)
	}
	sh(0, 0, 0, 0, 0, 0, 0)
	sh(1, 1, 6, base+0x100, 0x100, uint64(len(text)), 16)
	sh(7, 1, 2, base+0x200, 0x200, uint64(len(rodata)), 32)
	sh(15, 3, 0, 0, uint64(strOff), uint64(len(shstr)), 1)
	h := b[:0x40]
	copy(h, "\x7fELF\x02\x01\x01")
	le.PutUint16(h[16:], 2)
	le.PutUint16(h[18:], 62)
	le.PutUint32(h[20:], 1)
	le.PutUint64(h[24:], base+0x100)
	le.PutUint64(h[32:], 0x40)
	le.PutUint64(h[40:], uint64(shOff))
	le.PutUint16(h[52:], 0x40)
	le.PutUint16(h[54:], 56)
	le.PutUint16(h[56:], 1)
	le.PutUint16(h[58:], 64)
	le.PutUint16(h[60:], 4)
	le.PutUint16(h[62:], 3)
	p := b[0x40:0x78]
	end := uint64(0x200 + len(rodata))
	le.PutUint32(p[0:], 1)
	le.PutUint32(p[4:], 5)
	le.PutUint64(p[8:], 0)
	le.PutUint64(p[16:], base)
	le.PutUint64(p[24:], base)
	le.PutUint64(p[32:], end)
	le.PutUint64(p[40:], end)
	le.PutUint64(p[48:], 0x1000)
	return b
}

func pp10ELFSection(bin []byte, name string) ([]byte, error) {
	f, err := elf.NewFile(bytes.NewReader(bin))
	if err != nil {
		return nil, err
	}
	s := f.Section(name)
	if s == nil {
		return nil, errors.New("no section " + name)
	}
	return s.Data()
}

// ---- Kerberos keytab ----

type pp10KtKey struct {
	etype uint16
	key   []byte
}

// pp10Keytab is a version 0x0502 keytab (MIT's format): an entry a key,
// each its size, the principal's component count, realm and components,
// the name type, a timestamp, the 8-bit kvno, the key block and the
// 32-bit kvno, big-endian.
func pp10Keytab(realm string, comps []string, kvno uint8, ts uint32, keys []pp10KtKey) []byte {
	be := binary.BigEndian
	out := []byte{5, 2}
	str := func(e []byte, s string) []byte { return append(be.AppendUint16(e, uint16(len(s))), s...) }
	for _, k := range keys {
		e := be.AppendUint16(nil, uint16(len(comps)))
		e = str(e, realm)
		for _, c := range comps {
			e = str(e, c)
		}
		e = be.AppendUint32(e, 1) // KRB5_NT_PRINCIPAL
		e = be.AppendUint32(e, ts)
		e = append(e, kvno)
		e = be.AppendUint16(e, k.etype)
		e = append(be.AppendUint16(e, uint16(len(k.key))), k.key...)
		e = be.AppendUint32(e, uint32(kvno))
		out = append(be.AppendUint32(out, uint32(len(e))), e...)
	}
	return out
}

func pp10KeytabRead(b []byte) (princ string, keys map[uint16][]byte, err error) {
	defer pp10Catch(&err)
	if len(b) < 2 || b[0] != 5 || b[1] != 2 {
		return "", nil, errors.New("not a 0x0502 keytab")
	}
	r := &pp10Rd{b: b, i: 2}
	keys = map[uint16][]byte{}
	for r.i < len(b) {
		e := &pp10Rd{b: r.take(r.be32())}
		n := e.be16()
		realm := string(e.take(e.be16()))
		var comps []string
		for ; n > 0; n-- {
			comps = append(comps, string(e.take(e.be16())))
		}
		e.take(4 + 4 + 1)
		et := uint16(e.be16())
		keys[et] = e.take(e.be16())
		princ = strings.Join(comps, "/") + "@" + realm
	}
	return princ, keys, nil
}

// ---- Intel HEX firmware ----

// pp10Firmware is a firmware image: 512 bytes of code, then the config
// block the node reads at boot (a magic, a version, NUL-terminated
// strings), padded with 0xFF to a 16-byte boundary.
func pp10Firmware(g *redteamGen, ssid, psk, keyID, secret string) []byte {
	img := g.bytes(0x200)
	cfg := "ACFG\x01\x04\x02\x00" + ssid + "\x00" + psk + "\x00" + "mqtts://telemetry.acme-iot.com:8883\x00" + "eu-west-1\x00" +
		keyID + "\x00" + secret + "\x00" + "sensor-node 1.4.2\x00"
	img = append(img, cfg...)
	for len(img)%16 != 0 {
		img = append(img, 0xff)
	}
	return img
}

// pp10IntelHex writes img at base as Intel HEX: an extended linear
// address record, data records of 16 bytes, the start linear address and
// the end of file; each record's checksum is the two's complement of its
// bytes' sum.
func pp10IntelHex(base uint32, img []byte, entry uint32) string {
	var s strings.Builder
	rec := func(typ byte, addr uint16, data []byte) {
		sum := byte(len(data)) + byte(addr>>8) + byte(addr) + typ
		for _, c := range data {
			sum += c
		}
		fmt.Fprintf(&s, ":%02X%04X%02X%s%02X\n", len(data), addr, typ, strings.ToUpper(hex.EncodeToString(data)), -sum)
	}
	rec(4, 0, []byte{byte(base >> 24), byte(base >> 16)})
	for i := 0; i < len(img); i += 16 {
		rec(0, uint16(base)+uint16(i), img[i:min(i+16, len(img))])
	}
	rec(5, 0, binary.BigEndian.AppendUint32(nil, entry))
	rec(1, 0, nil)
	return s.String()
}

func pp10UnIntelHex(s string) ([]byte, error) {
	var img []byte
	var upper uint32
	start := int64(-1)
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, ":") {
			return nil, errors.New("not a record: " + line)
		}
		b, err := hex.DecodeString(line[1:])
		if err != nil || len(b) < 5 || len(b) != int(b[0])+5 {
			return nil, errors.New("bad record: " + line)
		}
		var sum byte
		for _, c := range b {
			sum += c
		}
		if sum != 0 {
			return nil, errors.New("checksum: " + line)
		}
		addr, data := uint32(b[1])<<8|uint32(b[2]), b[4:len(b)-1]
		switch b[3] {
		case 0:
			a := int64(upper | addr)
			if start < 0 {
				start = a
			}
			if int(a-start) != len(img) {
				return nil, errors.New("gap")
			}
			img = append(img, data...)
		case 4:
			upper = uint32(data[0])<<24 | uint32(data[1])<<16
		}
	}
	return img, nil
}

// ---- GIF ----

// pp10GIF is a grey GIF whose palette indices, row by row, are data (the
// last row padded with index 0).
func pp10GIF(data []byte, width int) []byte {
	h := (len(data) + width - 1) / width
	pal := make(color.Palette, 256)
	for i := range pal {
		pal[i] = color.Gray{Y: uint8(i)}
	}
	img := image.NewPaletted(image.Rect(0, 0, width, h), pal)
	copy(img.Pix, data)
	var out bytes.Buffer
	if err := gif.Encode(&out, img, nil); err != nil {
		panic(err)
	}
	return out.Bytes()
}

func pp10UnGIF(b []byte) ([]byte, error) {
	img, err := gif.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	p, ok := img.(*image.Paletted)
	if !ok {
		return nil, errors.New("not paletted")
	}
	return p.Pix, nil
}

// ---- PDF with RunLengthDecode ----

// pp10RunLength is PDF's RunLengthDecode (PDF 32000-1, 7.4.5) written
// with literal runs of n bytes: a length byte n-1, then the bytes; 128
// ends the data.
func pp10RunLength(data []byte, n int) []byte {
	var out []byte
	for i := 0; i < len(data); i += n {
		chunk := data[i:min(i+n, len(data))]
		out = append(out, byte(len(chunk)-1))
		out = append(out, chunk...)
	}
	return append(out, 128)
}

func pp10UnRunLength(b []byte) (out []byte, err error) {
	defer pp10Catch(&err)
	for i := 0; ; {
		c := int(b[i])
		i++
		switch {
		case c == 128:
			return out, nil
		case c < 128:
			out = append(out, b[i:i+c+1]...)
			i += c + 1
		default:
			out = append(out, bytes.Repeat(b[i:i+1], 257-c)...)
			i++
		}
	}
}

// pp10RunLengthSize picks a run length whose length byte is printable
// and not a token character ('/' and ':' to '@'), and one of whose run
// starts falls inside tok.
func pp10RunLengthSize(content, tok string) int {
	at := strings.Index(content, tok)
	for _, n := range []int{48, 59, 60, 61, 62, 63, 64, 65} {
		for k := n; k < len(content); k += n {
			if k > at+6 && k < at+len(tok)-6 {
				return n
			}
		}
	}
	panic("no run length cuts the token")
}

// pp10PDF is a one-page PDF whose content stream carries the filter,
// with a cross-reference table.
func pp10PDF(filter string, stream []byte) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	var offs []int
	obj := func(s string) {
		offs = append(offs, b.Len())
		b.WriteString(s)
	}
	obj("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
	obj("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n")
	obj("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n")
	obj(fmt.Sprintf("4 0 obj\n<< /Length %d /Filter /%s >>\nstream\n", len(stream), filter) + string(stream) + "\nendstream\nendobj\n")
	obj("5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n")
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(offs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offs)+1, xref)
	return b.Bytes()
}

// ---- RTF with an embedded OLE Package ----

// pp10OLEPackage is an OLE 1.0 embedded object (MS-OLEDS 2.2.4) of class
// Package, whose native data is the Packager's: a version word, the
// label, the source path, a type word (3: an embedded file), the temp
// path, then the file's size and bytes; no presentation object follows.
func pp10OLEPackage(label, path string, data []byte) []byte {
	le := binary.LittleEndian
	n := le.AppendUint16(nil, 2)
	n = append(append(n, label...), 0)
	n = append(append(n, path...), 0)
	n = le.AppendUint32(n, 0x00030000)
	tmp := `C:\Users\ops\AppData\Local\Temp\` + label
	n = le.AppendUint32(n, uint32(len(tmp)+1))
	n = append(append(n, tmp...), 0)
	n = le.AppendUint32(n, uint32(len(data)))
	n = append(n, data...)
	o := le.AppendUint32(nil, 0x00000501)
	o = le.AppendUint32(o, 2)
	o = le.AppendUint32(o, uint32(len("Package")+1))
	o = append(o, "Package\x00"...)
	o = le.AppendUint32(o, 0)
	o = le.AppendUint32(o, 0)
	o = le.AppendUint32(o, uint32(len(n)))
	o = append(o, n...)
	o = le.AppendUint32(o, 0x00000501)
	return le.AppendUint32(o, 0)
}

// pp10RTFObject is an RTF note with the package embedded, its \objdata
// hex 128 characters a line as Word writes it.
func pp10RTFObject(intro, label string, data []byte) string {
	hx := hex.EncodeToString(pp10OLEPackage(label, `C:\Users\ops\Desktop\`+label, data))
	var lines []string
	for i := 0; i < len(hx); i += 128 {
		lines = append(lines, hx[i:min(i+128, len(hx))])
	}
	return "{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}}\r\n" +
		"\\pard\\sa200\\sl276\\slmult1\\f0\\fs22\\lang9 " + intro + "\\par\r\n" +
		"{\\object\\objemb{\\*\\objclass Package}\\objw1440\\objh960{\\*\\objdata\r\n" + strings.Join(lines, "\r\n") + "\r\n}" +
		"{\\result{\\f0 " + label + "}}}\\par\r\n}\r\n"
}

// pp10RTFPackage reads the packaged file back: the \objdata hex, the
// OLE 1.0 header, the Packager's native data.
func pp10RTFPackage(rtf string) (data []byte, err error) {
	defer pp10Catch(&err)
	i := strings.Index(rtf, `\objdata`)
	if i < 0 {
		return nil, errors.New("no objdata")
	}
	body := rtf[i+len(`\objdata`):]
	body = body[:strings.IndexByte(body, '}')]
	raw, err := hex.DecodeString(strings.Join(strings.Fields(body), ""))
	if err != nil {
		return nil, err
	}
	r := &pp10Rd{b: raw}
	if r.le32() != 0x501 || r.le32() != 2 {
		return nil, errors.New("not an embedded OLE 1.0 object")
	}
	if cls := string(r.take(r.le32())); cls != "Package\x00" {
		return nil, errors.New("class " + cls)
	}
	r.take(r.le32())
	r.take(r.le32())
	n := &pp10Rd{b: r.take(r.le32())}
	n.le16()
	n.zstring()
	n.zstring()
	n.le32()
	n.le32()
	n.zstring()
	return n.take(n.le32()), nil
}

// ---- Word documents ----

func pp10XMLText(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

func pp10Run(text string) string {
	return `<w:r><w:t xml:space="preserve">` + pp10XMLText(text) + `</w:t></w:r>`
}

// pp10SymRuns writes s in Consolas runs, every every-th character (from
// the middle of the first group on) as a <w:sym> symbol character.
func pp10SymRuns(s string, every int) string {
	font := `<w:rPr><w:rFonts w:ascii="Consolas" w:hAnsi="Consolas"/></w:rPr>`
	var b, cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			b.WriteString(`<w:r>` + font + `<w:t>` + pp10XMLText(cur.String()) + `</w:t></w:r>`)
			cur.Reset()
		}
	}
	for i := 0; i < len(s); i++ {
		if i%every == every/2 {
			flush()
			fmt.Fprintf(&b, `<w:r>%s<w:sym w:font="Consolas" w:char="%04X"/></w:r>`, font, s[i])
			continue
		}
		cur.WriteByte(s[i])
	}
	flush()
	return b.String()
}

// pp10Docx is a minimal WordprocessingML package, a paragraph an
// argument (each the paragraph's runs).
func pp10Docx(paras ...string) []byte {
	doc := `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\r\n" +
		`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`
	for _, p := range paras {
		doc += "<w:p>" + p + "</w:p>"
	}
	doc += `<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`
	return rtZip(
		rtMember("[Content_Types].xml", []byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`+"\r\n"+
			`<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>`+
			`<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`)),
		rtMember("_rels/.rels", []byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`+"\r\n"+
			`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`)),
		rtMember("word/document.xml", []byte(doc)))
}

// pp10DocxText reads each paragraph's text as Word shows it: <w:t> text
// and <w:sym> characters in order.
func pp10DocxText(d []byte) ([]string, error) {
	zr, err := zip.NewReader(bytes.NewReader(d), int64(len(d)))
	if err != nil {
		return nil, err
	}
	f, err := zr.Open("word/document.xml")
	if err != nil {
		return nil, err
	}
	raw, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	dec := xml.NewDecoder(bytes.NewReader(raw))
	var paras []string
	var cur strings.Builder
	inT := false
	for {
		tk, err := dec.Token()
		if err == io.EOF {
			return paras, nil
		}
		if err != nil {
			return nil, err
		}
		switch e := tk.(type) {
		case xml.StartElement:
			switch e.Name.Local {
			case "t":
				inT = true
			case "sym":
				for _, a := range e.Attr {
					if a.Name.Local == "char" {
						v, err := strconv.ParseUint(a.Value, 16, 32)
						if err != nil {
							return nil, err
						}
						cur.WriteRune(rune(v))
					}
				}
			}
		case xml.EndElement:
			switch e.Name.Local {
			case "t":
				inT = false
			case "p":
				paras = append(paras, cur.String())
				cur.Reset()
			}
		case xml.CharData:
			if inT {
				cur.Write(e)
			}
		}
	}
}

// ---- PNG with EXIF, in a notebook ----

// pp10ExifUserComment is a big-endian TIFF structure for an eXIf chunk:
// IFD0 with the Exif IFD pointer, the Exif IFD with UserComment (type
// UNDEFINED, an 8-byte character code, then the text).
func pp10ExifUserComment(text string) []byte {
	be := binary.BigEndian
	uc := append([]byte("ASCII\x00\x00\x00"), text...)
	t := []byte("MM\x00\x2a\x00\x00\x00\x08")
	t = be.AppendUint16(t, 1)
	t = be.AppendUint16(t, 0x8769)
	t = be.AppendUint16(t, 4)
	t = be.AppendUint32(t, 1)
	t = be.AppendUint32(t, 26)
	t = be.AppendUint32(t, 0)
	t = be.AppendUint16(t, 1)
	t = be.AppendUint16(t, 0x9286)
	t = be.AppendUint16(t, 7)
	t = be.AppendUint32(t, uint32(len(uc)))
	t = be.AppendUint32(t, 44)
	t = be.AppendUint32(t, 0)
	return append(t, uc...)
}

// pp10PNGExif is a w x h grey gradient PNG with an eXIf chunk after IHDR.
func pp10PNGExif(w, h int, comment string) []byte {
	img := image.NewGray(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Pix[y*w+x] = uint8(x*4 + y*2)
		}
	}
	var p bytes.Buffer
	if err := png.Encode(&p, img); err != nil {
		panic(err)
	}
	tiff := pp10ExifUserComment(comment)
	c := append([]byte("eXIf"), tiff...)
	chunk := binary.BigEndian.AppendUint32(nil, uint32(len(tiff)))
	chunk = append(chunk, c...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(c))
	raw := p.Bytes()
	return append(append(append([]byte(nil), raw[:33]...), chunk...), raw[33:]...)
}

// pp10PNGComment reads UserComment back from a PNG's eXIf chunk.
func pp10PNGComment(b []byte) (s string, err error) {
	defer pp10Catch(&err)
	for i := 8; i < len(b); {
		n := int(binary.BigEndian.Uint32(b[i:]))
		typ, data := string(b[i+4:i+8]), b[i+8:i+8+n]
		i += 12 + n
		if typ != "eXIf" {
			continue
		}
		be := binary.BigEndian
		entry := func(ifd int, tag uint16) (int, int) {
			for k, e := 0, ifd+2; k < int(be.Uint16(data[ifd:])); k, e = k+1, e+12 {
				if be.Uint16(data[e:]) == tag {
					return int(be.Uint32(data[e+4:])), int(be.Uint32(data[e+8:]))
				}
			}
			panic("no tag")
		}
		_, exif := entry(int(be.Uint32(data[4:])), 0x8769)
		count, off := entry(exif, 0x9286)
		return string(data[off+8 : off+count]), nil
	}
	return "", errors.New("no eXIf chunk")
}

// pp10NotebookImage is an nbformat 4.5 notebook of one code cell whose
// execute_result is the image (base64 PNG, as Jupyter stores it).
func pp10NotebookImage(pngB64 string, source ...string) []byte {
	nb := map[string]any{
		"cells": []any{map[string]any{
			"cell_type": "code", "execution_count": 3, "id": "5f1c2a9e", "metadata": map[string]any{},
			"outputs": []any{map[string]any{
				"data":            map[string]any{"image/png": pngB64 + "\n", "text/plain": []string{"<PIL.PngImagePlugin.PngImageFile image mode=L size=64x48>"}},
				"execution_count": 3, "metadata": map[string]any{}, "output_type": "execute_result",
			}},
			"source": source,
		}},
		"metadata": map[string]any{
			"kernelspec":    map[string]any{"display_name": "Python 3", "language": "python", "name": "python3"},
			"language_info": map[string]any{"name": "python", "version": "3.12.3"},
		},
		"nbformat": 4, "nbformat_minor": 5,
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(nb); err != nil {
		panic(err)
	}
	return out.Bytes()
}

func pp10NotebookExif(nb []byte) (string, error) {
	var v struct {
		Cells []struct {
			Outputs []struct {
				Data map[string]any `json:"data"`
			} `json:"outputs"`
		} `json:"cells"`
	}
	if err := json.Unmarshal(nb, &v); err != nil {
		return "", err
	}
	for _, c := range v.Cells {
		for _, o := range c.Outputs {
			if s, ok := o.Data["image/png"].(string); ok {
				raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(s))
				if err != nil {
					return "", err
				}
				return pp10PNGComment(raw)
			}
		}
	}
	return "", errors.New("no image output")
}

// ---- tar.gz cut in two ----

func pp10Tar(files [][2]string) []byte {
	var tb bytes.Buffer
	tw := tar.NewWriter(&tb)
	for _, f := range files {
		if err := tw.WriteHeader(&tar.Header{Name: f[0], Mode: 0o644, Size: int64(len(f[1])), ModTime: time.Unix(1767323045, 0),
			Typeflag: tar.TypeReg, Format: tar.FormatUSTAR, Uname: "ops", Gname: "ops"}); err != nil {
			panic(err)
		}
		_, _ = tw.Write([]byte(f[1]))
	}
	_ = tw.Close()
	return tb.Bytes()
}

// pp10SplitTgz is a site backup .tar.gz (an image, the .env, an nginx
// config) cut at part bytes, as split -b does, with the cut inside the
// compressed bytes of tok: the stream is flushed (a sync point, as pigz
// --rsyncable and gzip --rsyncable make) halfway through the token and
// again after it, and the image's size is chosen so that part falls
// just past the first flush, in the next block's header: a streaming
// inflater given part aa alone stops at the token's first half.
func pp10SplitTgz(g *redteamGen, env, tok string, part int) ([][]byte, error) {
	noise := string(g.bytes(part))
	for n := part - 1200; n < part; n++ {
		t := pp10Tar([][2]string{{"site/assets/hero.webp", noise[:n]}, {"site/config/.env", env},
			{"site/config/nginx.conf", "server {\n  listen 8080;\n  root /srv/site;\n}\n"}})
		at := bytes.Index(t, []byte(tok))
		cut, end := at+len(tok)/2, at+len(tok)
		var zb bytes.Buffer
		zw, err := gzip.NewWriterLevel(&zb, gzip.BestCompression)
		if err != nil {
			return nil, err
		}
		_, _ = zw.Write(t[:cut])
		_ = zw.Flush()
		p1 := zb.Len()
		_, _ = zw.Write(t[cut:end])
		_ = zw.Flush()
		p2 := zb.Len()
		_, _ = zw.Write(t[end:])
		_ = zw.Close()
		if p1 <= part && part <= p1+4 && part < p2-6 {
			z := zb.Bytes()
			return [][]byte{z[:part], z[part:]}, nil
		}
	}
	return nil, errors.New("no image size puts the cut inside the token")
}

// pp10Gunzip inflates what it can: a stream cut short gives what came
// before the cut.
func pp10Gunzip(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}

func pp10Untgz(b []byte, name string) ([]byte, error) {
	raw, err := pp10Gunzip(b)
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(bytes.NewReader(raw))
	for {
		h, err := tr.Next()
		if err != nil {
			return nil, err
		}
		if h.Name == name {
			return io.ReadAll(tr)
		}
	}
}

// ---- BinHex 4.0 ----

const pp10HqxAlphabet = "!\"#$%&'()*+,-012345689@ABCDEFGHIJKLMNPQRSTUVXYZ[`abcdefhijklmpqr"

// pp10CRCHqx is BinHex's CRC: CCITT polynomial 0x1021, initial 0
// (CRC-16/XMODEM, Python's binascii.crc_hqx).
func pp10CRCHqx(b []byte) uint16 {
	var crc uint16
	for _, c := range b {
		crc ^= uint16(c) << 8
		for i := 0; i < 8; i++ {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// pp10BinHex is a BinHex 4.0 file (RFC 1741): the header (name, type,
// creator, flags, the forks' lengths) and the data fork, each with its
// CRC, an empty resource fork; 0x90 escaped as the run-length marker
// requires; then six bits a character in BinHex's alphabet, between
// colons, 64 characters a line.
func pp10BinHex(name, typ, creator string, data []byte) string {
	be := binary.BigEndian
	hdr := append([]byte{byte(len(name))}, name...)
	hdr = append(hdr, 0)
	hdr = append(append(hdr, typ...), creator...)
	hdr = append(hdr, 0, 0)
	hdr = be.AppendUint32(hdr, uint32(len(data)))
	hdr = be.AppendUint32(hdr, 0)
	raw := be.AppendUint16(append([]byte(nil), hdr...), pp10CRCHqx(hdr))
	raw = append(raw, data...)
	raw = be.AppendUint16(raw, pp10CRCHqx(data))
	raw = be.AppendUint16(raw, 0)
	var rl []byte
	for _, c := range raw {
		rl = append(rl, c)
		if c == 0x90 {
			rl = append(rl, 0)
		}
	}
	var enc []byte
	for i := 0; i < len(rl); i += 3 {
		n := min(3, len(rl)-i)
		var v uint32
		for j := 0; j < 3; j++ {
			v <<= 8
			if j < n {
				v |= uint32(rl[i+j])
			}
		}
		for j := 0; j <= n; j++ {
			enc = append(enc, pp10HqxAlphabet[(v>>(18-6*j))&63])
		}
	}
	s := ":" + string(enc) + ":"
	var out strings.Builder
	out.WriteString("(This file must be converted with BinHex 4.0)\n\n")
	for i := 0; i < len(s); i += 64 {
		out.WriteString(s[i:min(i+64, len(s))])
		out.WriteByte('\n')
	}
	return out.String()
}

func pp10UnBinHex(s string) (name string, data []byte, err error) {
	defer pp10Catch(&err)
	i := strings.Index(s, "\n:")
	if i < 0 {
		return "", nil, errors.New("no start")
	}
	body := s[i+2:]
	body = body[:strings.IndexByte(body, ':')]
	var bits, nbits uint32
	var raw []byte
	for _, c := range []byte(body) {
		if c == '\n' || c == '\r' {
			continue
		}
		k := strings.IndexByte(pp10HqxAlphabet, c)
		if k < 0 {
			return "", nil, fmt.Errorf("character %q", c)
		}
		bits = bits<<6 | uint32(k)
		nbits += 6
		if nbits >= 8 {
			raw = append(raw, byte(bits>>(nbits-8)))
			nbits -= 8
			bits &= 1<<nbits - 1
		}
	}
	var out []byte
	for j := 0; j < len(raw); j++ {
		if raw[j] != 0x90 {
			out = append(out, raw[j])
			continue
		}
		j++
		if raw[j] == 0 {
			out = append(out, 0x90)
		} else {
			out = append(out, bytes.Repeat(out[len(out)-1:], int(raw[j])-1)...)
		}
	}
	r := &pp10Rd{b: out}
	name = string(r.take(int(r.u8())))
	r.take(1 + 4 + 4 + 2)
	dl := r.be32()
	r.be32()
	if uint16(r.be16()) != pp10CRCHqx(out[:r.i-2]) {
		return "", nil, errors.New("header CRC")
	}
	data = r.take(dl)
	if uint16(r.be16()) != pp10CRCHqx(data) {
		return "", nil, errors.New("data CRC")
	}
	return name, data, nil
}

// ---- Escapes and encodings ----

// pp10PyBytes is Python's repr() of a bytes object.
func pp10PyBytes(b []byte) string {
	q := byte('\'')
	if bytes.IndexByte(b, '\'') >= 0 && bytes.IndexByte(b, '"') < 0 {
		q = '"'
	}
	var s strings.Builder
	s.WriteByte('b')
	s.WriteByte(q)
	for _, c := range b {
		switch {
		case c == q || c == '\\':
			s.WriteByte('\\')
			s.WriteByte(c)
		case c == '\t':
			s.WriteString(`\t`)
		case c == '\n':
			s.WriteString(`\n`)
		case c == '\r':
			s.WriteString(`\r`)
		case c < 0x20 || c >= 0x7f:
			fmt.Fprintf(&s, `\x%02x`, c)
		default:
			s.WriteByte(c)
		}
	}
	s.WriteByte(q)
	return s.String()
}

func pp10UnPyBytes(lit string) ([]byte, error) {
	if len(lit) < 3 || lit[0] != 'b' || lit[1] != lit[len(lit)-1] {
		return nil, errors.New("not a bytes literal")
	}
	body := lit[2 : len(lit)-1]
	var out []byte
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' {
			out = append(out, c)
			continue
		}
		i++
		switch body[i] {
		case 'x':
			v, err := strconv.ParseUint(body[i+1:i+3], 16, 8)
			if err != nil {
				return nil, err
			}
			out = append(out, byte(v))
			i += 2
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		case 'r':
			out = append(out, '\r')
		case '\\', '\'', '"':
			out = append(out, body[i])
		default:
			return nil, fmt.Errorf("escape \\%c", body[i])
		}
	}
	return out, nil
}

func pp10FromUTF16LE(b []byte) string {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return string(utf16.Decode(u))
}

// pp10JavaUEscapes writes every character of s (ASCII) as a Java unicode
// escape with two to four u's.
func pp10JavaUEscapes(s string, g *redteamGen) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		fmt.Fprintf(&b, "\\%s%04x", strings.Repeat("u", 2+g.rnd.IntN(3)), s[i])
	}
	return b.String()
}

var pp10JavaU = regexp.MustCompile(`\\u+([0-9a-fA-F]{4})`)

func pp10UnJavaU(s string) string {
	return pp10JavaU.ReplaceAllStringFunc(s, func(m string) string {
		v, _ := strconv.ParseUint(m[len(m)-4:], 16, 32)
		return string(rune(v))
	})
}

// pp10OdB is what od -b prints: seven-digit octal offsets, 16 bytes a
// line as three octal digits each, and the length on a last line.
func pp10OdB(b []byte) string {
	var s strings.Builder
	for i := 0; i < len(b); i += 16 {
		fmt.Fprintf(&s, "%07o", i)
		for _, c := range b[i:min(i+16, len(b))] {
			fmt.Fprintf(&s, " %03o", c)
		}
		s.WriteByte('\n')
	}
	fmt.Fprintf(&s, "%07o\n", len(b))
	return s.String()
}

func pp10UnOdB(dump string) []byte {
	var out []byte
	for _, line := range strings.Split(dump, "\n") {
		f := strings.Fields(line)
		for _, o := range f[min(1, len(f)):] {
			v, err := strconv.ParseUint(o, 8, 8)
			if err != nil {
				return nil
			}
			out = append(out, byte(v))
		}
	}
	return out
}

// pp10Quads writes b as IPv4 addresses, four bytes each (the last padded
// with zeros), as inet_ntoa would.
func pp10Quads(b []byte) []string {
	b = append([]byte(nil), b...)
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	var qs []string
	for i := 0; i < len(b); i += 4 {
		qs = append(qs, net.IPv4(b[i], b[i+1], b[i+2], b[i+3]).String())
	}
	return qs
}

func pp10UnQuads(qs []string) []byte {
	var out []byte
	for _, q := range qs {
		out = append(out, net.ParseIP(q).To4()...)
	}
	return bytes.TrimRight(out, "\x00")
}

// pp10ShuffledAlphabet is base64's 64 characters in a random order.
func pp10ShuffledAlphabet(g *redteamGen) string {
	std := []byte(rtUpper + rtLower + rtDigits + "+/")
	g.rnd.Shuffle(len(std), func(i, j int) { std[i], std[j] = std[j], std[i] })
	return string(std)
}

// pp10CiscoTable is the fixed table of IOS's type 7 password
// obfuscation (published since 1995).
const pp10CiscoTable = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"

func pp10Type7(pw string, seed int) string {
	s := fmt.Sprintf("%02d", seed)
	for i := 0; i < len(pw); i++ {
		s += fmt.Sprintf("%02X", pw[i]^pp10CiscoTable[(seed+i)%len(pp10CiscoTable)])
	}
	return s
}

func pp10UnType7(s string) string {
	seed, err := strconv.Atoi(s[:2])
	if err != nil {
		return ""
	}
	raw, err := hex.DecodeString(s[2:])
	if err != nil {
		return ""
	}
	for i := range raw {
		raw[i] ^= pp10CiscoTable[(seed+i)%len(pp10CiscoTable)]
	}
	return string(raw)
}

// pp10SMTPLog is smtplib's debug output (level 1) of a login and a send
// through SendGrid: send: with repr() of each command, reply: with repr()
// of each line.
func pp10SMTPLog(user, pass string) string {
	auth := base64.StdEncoding.EncodeToString([]byte("\x00" + user + "\x00" + pass))
	ehlo := "send: 'ehlo ci-runner-7.acme-corp.com\\r\\n'\nreply: b'250-smtp.sendgrid.net\\r\\n'\nreply: b'250-8BITMIME\\r\\n'\nreply: b'250-PIPELINING\\r\\n'\n" +
		"reply: b'250-SIZE 31457280\\r\\n'\nreply: b'250-STARTTLS\\r\\n'\nreply: b'250-AUTH PLAIN LOGIN\\r\\n'\nreply: b'250 AUTH=PLAIN LOGIN\\r\\n'\n" +
		"reply: retcode (250); Msg: b'smtp.sendgrid.net\\n8BITMIME\\nPIPELINING\\nSIZE 31457280\\nSTARTTLS\\nAUTH PLAIN LOGIN\\nAUTH=PLAIN LOGIN'\n"
	return ehlo + "send: 'STARTTLS\\r\\n'\nreply: b'220 Begin TLS negotiation now\\r\\n'\nreply: retcode (220); Msg: b'Begin TLS negotiation now'\n" + ehlo +
		"send: 'AUTH PLAIN " + auth + "\\r\\n'\nreply: b'235 Authentication successful\\r\\n'\nreply: retcode (235); Msg: b'Authentication successful'\n" +
		"send: 'mail FROM:<releases@acme-corp.com> size=1834\\r\\n'\nreply: b'250 Sender address accepted\\r\\n'\n" +
		"send: 'rcpt TO:<customers@acme-corp.com>\\r\\n'\nreply: b'250 Recipient address accepted\\r\\n'\nsend: 'data\\r\\n'\nreply: b'354 Continue\\r\\n'\n" +
		"reply: b'250 Ok: queued as 7Hq3kZ2nQ1uFv8b0xYt4Aw\\r\\n'\nsend: 'quit\\r\\n'\nreply: b'221 See you later\\r\\n'\n"
}

// pp10Chunked is a raw HTTP/1.1 response whose body is sent chunked,
// chunk sizes taken in turn from sizes.
func pp10Chunked(head, body string, sizes []int) string {
	var b strings.Builder
	b.WriteString(head)
	for i, k := 0, 0; i < len(body); k++ {
		n := min(sizes[k%len(sizes)], len(body)-i)
		fmt.Fprintf(&b, "%x\r\n%s\r\n", n, body[i:i+n])
		i += n
	}
	b.WriteString("0\r\n\r\n")
	return b.String()
}

func pp10ReadChunked(raw string) (string, error) {
	resp, err := http.ReadResponse(bufio.NewReader(strings.NewReader(raw)), nil)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// ---- Text layout and Unicode ----

// pp10SoftHyphens puts U+00AD into tok every every characters from from
// on.
func pp10SoftHyphens(tok string, from, every int) string {
	var b strings.Builder
	for i := 0; i < len(tok); i++ {
		if i > from && (i-from)%every == 0 {
			b.WriteString("\u00ad")
		}
		b.WriteByte(tok[i])
	}
	return b.String()
}

// pp10Lisu maps capitals to the Lisu letters Unicode's confusables.txt
// (UTS #39) gives as their look-alikes; Q has none.
var pp10Lisu = map[byte]rune{
	'A': '\uA4EE', 'B': '\uA4D0', 'C': '\uA4DA', 'D': '\uA4D3', 'E': '\uA4F0', 'F': '\uA4DD', 'G': '\uA4D6',
	'H': '\uA4E7', 'I': '\uA4F2', 'J': '\uA4D9', 'K': '\uA4D7', 'L': '\uA4E1', 'M': '\uA4DF', 'N': '\uA4E0',
	'O': '\uA4F3', 'P': '\uA4D1', 'R': '\uA4E3', 'S': '\uA4E2', 'T': '\uA4D4', 'U': '\uA4F4', 'V': '\uA4E6',
	'W': '\uA4EA', 'X': '\uA4EB', 'Y': '\uA4EC', 'Z': '\uA4DC',
}

func pp10ToLisu(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if r, ok := pp10Lisu[s[i]]; ok {
			b.WriteRune(r)
		} else {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// pp10Skeleton is the confusables skeleton for the Lisu letters above.
func pp10Skeleton(s string) string {
	back := map[rune]byte{}
	for c, r := range pp10Lisu {
		back[r] = c
	}
	var b strings.Builder
	for _, r := range s {
		if c, ok := back[r]; ok {
			b.WriteByte(c)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// pp10MacCSV is a CSV as Excel for Mac's 'CSV (Macintosh)' writes it:
// CR ends each row.
func pp10MacCSV(rows [][]string) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	if err := w.WriteAll(rows); err != nil {
		panic(err)
	}
	return bytes.ReplaceAll(b.Bytes(), []byte("\n"), []byte("\r"))
}

func pp10ReadMacCSV(b []byte) ([][]string, error) {
	return csv.NewReader(bytes.NewReader(bytes.ReplaceAll(b, []byte("\r"), []byte("\n")))).ReadAll()
}

// ---- Constructs ----

var pp10Paste0 = regexp.MustCompile(`paste0\(([^)]*)\)`)
var pp10RString = regexp.MustCompile(`"([^"]*)"`)

func pp10UnPaste0(src string) string {
	m := pp10Paste0.FindStringSubmatch(src)
	if m == nil {
		return ""
	}
	var b strings.Builder
	for _, p := range pp10RString.FindAllStringSubmatch(m[1], -1) {
		b.WriteString(p[1])
	}
	return b.String()
}

// ---- Credentials in their files ----

// pp10ConnField reads a keyword=value; connection string's value for key
// (case-insensitive, as ODBC does).
func pp10ConnField(cs, key string) string {
	for _, kv := range strings.Split(cs, ";") {
		k, v, ok := strings.Cut(kv, "=")
		if ok && strings.EqualFold(strings.TrimSpace(k), key) {
			return v
		}
	}
	return ""
}

// pp10RedisConf reads requirepass, masterauth and each ACL user's
// >password.
func pp10RedisConf(conf string) map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(conf, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && (f[0] == "requirepass" || f[0] == "masterauth"):
			m[f[0]] = f[1]
		case len(f) > 2 && f[0] == "user":
			for _, rule := range f[2:] {
				if strings.HasPrefix(rule, ">") {
					m[f[1]] = rule[1:]
				}
			}
		}
	}
	return m
}

// pp10CookieJar is a Netscape cookie file as curl and yt-dlp write it.
func pp10CookieJar(session string, g *redteamGen) string {
	row := func(domain, sub, name, value string) string {
		return domain + "\t" + sub + "\t/\tTRUE\t1799999999\t" + name + "\t" + value + "\n"
	}
	return "# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html\n# This file was generated by libcurl! Edit at your own risk.\n\n" +
		row(".github.com", "TRUE", "logged_in", "yes") + row(".github.com", "TRUE", "dotcom_user", "acme-insights-bot") +
		row("github.com", "FALSE", "user_session", session) + row("github.com", "FALSE", "__Host-user_session_same_site", session) +
		row(".github.com", "TRUE", "_octo", "GH1.1."+g.pick(rtDigits, 9)+"."+g.pick(rtDigits, 10)) + row(".github.com", "TRUE", "color_mode", "%7B%22color_mode%22%3A%22auto%22%7D")
}

func pp10CookieValue(jar, domain, name string) string {
	for _, line := range strings.Split(jar, "\n") {
		f := strings.Split(line, "\t")
		if len(f) == 7 && strings.TrimPrefix(f[0], "#HttpOnly_") == domain && f[5] == name {
			return f[6]
		}
	}
	return ""
}

// pp10SolanaKeypair is a keypair file as solana-keygen writes it: the 64
// bytes of the Ed25519 private key (seed, then public key) as a JSON
// array of numbers, no spaces.
func pp10SolanaKeypair(priv ed25519.PrivateKey) string {
	var parts []string
	for _, c := range priv {
		parts = append(parts, strconv.Itoa(int(c)))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

func pp10ReadSolanaKeypair(s string) (ed25519.PrivateKey, error) {
	var b []byte
	var nums []int
	if err := json.Unmarshal([]byte(s), &nums); err != nil {
		return nil, err
	}
	for _, n := range nums {
		b = append(b, byte(n))
	}
	if len(b) != 64 {
		return nil, errors.New("not 64 bytes")
	}
	k := ed25519.NewKeyFromSeed(b[:32])
	if !bytes.Equal(k[32:], b[32:]) {
		return nil, errors.New("the public half does not match the seed")
	}
	return k, nil
}

// pp10Base58 is Bitcoin's base58 (Solana's addresses).
func pp10Base58(b []byte) string {
	const alpha = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	n := new(big.Int).SetBytes(b)
	var out []byte
	mod, base := new(big.Int), big.NewInt(58)
	for n.Sign() > 0 {
		n.DivMod(n, base, mod)
		out = append([]byte{alpha[mod.Int64()]}, out...)
	}
	for _, c := range b {
		if c != 0 {
			break
		}
		out = append([]byte{'1'}, out...)
	}
	return string(out)
}

// pp10LNDMacaroon is an LND admin macaroon: libmacaroons' v2 binary
// format (version 2; field 1 location "lnd"; field 2 the identifier; end
// of section; no caveats; field 6 the signature), the identifier LND's
// (version 3, then the protobuf MacaroonId: a nonce, storage id "0", and
// every entity's operations), the signature HMAC-SHA256 of the
// identifier under the key derived from the root key.
func pp10LNDMacaroon(rootKey, nonce []byte) []byte {
	pb := func(field int, v []byte) []byte {
		return append(binary.AppendUvarint([]byte{byte(field<<3 | 2)}, uint64(len(v))), v...)
	}
	id := pb(1, nonce)
	id = append(id, pb(2, []byte("0"))...)
	for _, op := range [][]string{{"address", "read", "write"}, {"info", "read", "write"}, {"invoices", "read", "write"},
		{"macaroon", "generate", "read", "write"}, {"message", "read", "write"}, {"offchain", "read", "write"},
		{"onchain", "read", "write"}, {"peers", "read", "write"}, {"signer", "generate", "read"}} {
		o := pb(1, []byte(op[0]))
		for _, a := range op[1:] {
			o = append(o, pb(2, []byte(a))...)
		}
		id = append(id, pb(3, o)...)
	}
	id = append([]byte{3}, id...)
	b := []byte{2}
	field := func(t byte, v []byte) {
		b = append(b, t)
		b = binary.AppendUvarint(b, uint64(len(v)))
		b = append(b, v...)
	}
	field(1, []byte("lnd"))
	field(2, id)
	b = append(b, 0, 0)
	field(6, pp10HMAC(pp10HMAC([]byte("macaroons-key-generator"), rootKey), id))
	return b
}

func pp10HMAC(key, msg []byte) []byte {
	h := hmac.New(sha256.New, key)
	h.Write(msg)
	return h.Sum(nil)
}

// pp10MacaroonCheck parses the macaroon, checks its signature under the
// root key and lists its entity:action pairs.
func pp10MacaroonCheck(m, rootKey []byte) (ops string, ok bool) {
	var err error
	defer pp10Catch(&err)
	r := &pp10Rd{b: m}
	if r.u8() != 2 {
		return "", false
	}
	fields := map[byte][]byte{}
	read := func() byte {
		t := r.u8()
		if t == 0 {
			return 0
		}
		n, k := binary.Uvarint(r.b[r.i:])
		r.i += k
		fields[t] = r.take(int(n))
		return t
	}
	for read() != 0 {
	}
	if r.u8() != 0 || read() != 6 {
		return "", false
	}
	id := fields[2]
	if string(fields[1]) != "lnd" || !hmac.Equal(fields[6], pp10HMAC(pp10HMAC([]byte("macaroons-key-generator"), rootKey), id)) || id[0] != 3 {
		return "", false
	}
	var list []string
	p := &pp10Rd{b: id, i: 1}
	for p.i < len(id) {
		tag := p.u8()
		n, k := binary.Uvarint(p.b[p.i:])
		p.i += k
		v := p.take(int(n))
		if tag != 3<<3|2 {
			continue
		}
		q := &pp10Rd{b: v}
		var entity string
		for q.i < len(v) {
			t := q.u8()
			n, k := binary.Uvarint(q.b[q.i:])
			q.i += k
			s := string(q.take(int(n)))
			if t == 1<<3|2 {
				entity = s
			} else {
				list = append(list, entity+":"+s)
			}
		}
	}
	return strings.Join(list, " "), err == nil
}

// ---- Submodules ----

func pp10WriteIn(r *redteamRig, dir, rel, content string) {
	r.t.Helper()
	p := filepath.Join(dir, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

// pp10SubmoduleChain makes a chain of nested submodules: a bare remote
// each (with the pre-receive hook in server mode), seeded with a README
// and, but for the last, the next one as a submodule; adds the first to
// the work repository as vendor/<name>, checks every level out on main
// (push.recurseSubmodules=on-demand in all but the last, so that one push
// from the top sends every level), commits and pushes the superproject.
// It returns each level's checkout.
func pp10SubmoduleChain(r *redteamRig, names ...string) []string {
	r.t.Helper()
	bares := make([]string, len(names))
	for i := len(names) - 1; i >= 0; i-- {
		bares[i] = r.bare(names[i] + ".git")
		seed := r.scratch("seed-" + names[i])
		pp10WriteIn(r, seed, "README.md", "# "+names[i]+"\n")
		if i+1 < len(names) {
			r.git(seed, "submodule", "add", "-q", bares[i+1], names[i+1])
		}
		r.git(seed, "add", "-A")
		r.git(seed, "commit", "-q", "-m", names[i]+": first")
		r.git(seed, "push", "-q", "--no-verify", bares[i], "main")
	}
	r.gitw("submodule", "add", "-q", bares[0], "vendor/"+names[0])
	r.gitw("submodule", "update", "--init", "--recursive", "-q")
	paths := []string{filepath.Join(r.work, "vendor", names[0])}
	for _, n := range names[1:] {
		paths = append(paths, filepath.Join(paths[len(paths)-1], n))
	}
	for i, p := range paths {
		r.git(p, "checkout", "-q", "-B", "main")
		if i+1 < len(paths) {
			r.git(p, "config", "push.recurseSubmodules", "on-demand")
		}
	}
	r.gitw("commit", "-q", "-m", "vendor: add "+names[0])
	r.push("origin", "main")
	return paths
}
