package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"strings"
	"unicode/utf8"
)

// Derived text: a secret written so that no rule sees it as written. Two
// forms are undone here, each only on lines a keyword marks, so the cost
// stays off ordinary text:
//
//   - a string joined from adjacent literals on one line ("ghp_" + "…",
//     "…" "…"), judged as the one value it builds;
//   - base64 (a Kubernetes Secret's data, a token encoded in a config):
//     runs of base64 on lines that name a secret, say base64, or start with
//     the encoding of a known token prefix, and every value under data: in
//     a file holding "kind: Secret".
//
// The decoded or joined text goes back into its line and the line is
// scanned again, once (what a decoded text holds is not decoded further). A
// finding that lies in the derived part is reported on the bytes it came
// from: the whole base64 run, or the pieces of the joined string.

// Derive flags, per keyword.
const (
	deriveConcat uint32 = 1 << iota
	deriveB64
	deriveK8s
	deriveView   // a secret's name: the format views are worth running
	deriveJoin   // a list of literals joined: "".join([...]), [...].join("")
	deriveCodes  // character codes: String.fromCharCode(...), chr(...)
	deriveEsc    // a \u or \x escape, an HTML character reference (normal.go)
	deriveOffice // office XML text runs (normal.go)
	deriveTmpl   // two references back to back, ${A}${B} (assemble.go)
	deriveXform  // a transcoded form's mark (transcode.go)
	deriveDecode // a decoder call (decoders.go)
	deriveCarry  // a set-13 carrier's mark: strace, colours, floats (encodings13.go)
	deriveSpell  // a spelling-alphabet word (encodings13.go)
	deriveSet14  // a set-14 mark: word diffs, -f, format=flowed, DER keys, spaced prefixes (views14.go)
	deriveSet15  // a set-15 mark: expect prompts, ConvertTo-SecureString, redis replies, journald, Thread datasets (views15.go)
	deriveSet16  // a set-16 mark: Composer maps, JAAS modules, Samba tools, chpasswd, gh secret set, -ldflags, PASETO (views16.go)
	deriveSet17  // a set-17 mark: password options and grammars of commands, tool layouts, DER keys as hex or bytes (views17.go)
	deriveSet18  // a set-18 mark: arguments of ipmitool, mc, defaults write; mypy's final_value (views18.go)
	deriveSet19  // a set-19 mark: names ending in pass, a KMS aead block, cookie jars (views19.go)
	deriveSet20  // a set-20 mark: MCP URLs, apiKeyHelper, Junos $9$, HeidiSQL settings, make's subst (views20.go)
	deriveSet21  // a set-21 mark: {xor}, OBF:, hashing calls, directives, key files, nested escapes, Cookie headers (views21.go)
)

// lineFlags are the flags deriveLine acts on for the line itself; the
// others are recorded for the passes after the keyword pass.
const lineFlags = deriveConcat | deriveB64 | deriveJoin | deriveCodes

// Bounds on derived work per Scan call.
const (
	maxDeriveLine  = 16 << 10 // longer lines are not joined or decoded
	maxB64Run      = 16 << 10 // a longer base64 run is not decoded
	minB64Run      = 16       // 12 bytes decoded: the shortest password worth it
	maxDeriveBytes = 1 << 20  // decoded or joined bytes per Scan
	maxPieces      = 64       // literals joined per line
)

// Encodings a finding may carry.
const (
	EncBase64 = "base64"
	EncConcat = "concatenated"
	EncBinary = "binary" // found in the printable runs of binary content
)

// deriveKeywords are the pre-filter keywords that mark a line for derived
// scanning (the secret-naming words of generic-secret mark it too).
func deriveKeywords() map[string]uint32 {
	m := map[string]uint32{
		`"+`: deriveConcat, `" +`: deriveConcat, `'+`: deriveConcat, `' +`: deriveConcat, `" "`: deriveConcat, `" .`: deriveConcat,
		"`+": deriveConcat, "` +": deriveConcat,
		// Julia's *, Elixir's <>, Lua's .., SQL's ||, Haskell's ++ and
		// VB's &, spaced as code spells them.
		`" * "`: deriveConcat, `" <> "`: deriveConcat, `" .. "`: deriveConcat, `" || "`: deriveConcat, `" ++ "`: deriveConcat,
		`" & "`: deriveConcat, `' || '`: deriveConcat, `' .. '`: deriveConcat, `' ++ '`: deriveConcat,
		// Jinja's ~ (and D's), inside a template expression: set 20.
		`' ~ '`: deriveConcat, `" ~ "`: deriveConcat,
		".join(": deriveJoin, "fromcharcode(": deriveCodes, "chr(": deriveCodes, "map(chr": deriveCodes, "char(": deriveCodes,
		`\u`: deriveEsc, `\x`: deriveEsc, `\/`: deriveEsc, "&#": deriveEsc, "^^": deriveEsc,
		`\n{`: deriveEsc, // Python's \N{NAME}
		// Octal escapes of printable ASCII (\040..\177) and the
		// percent-encoding of it (%20..%7E).
		`\04`: deriveEsc, `\05`: deriveEsc, `\06`: deriveEsc, `\07`: deriveEsc, `\1`: deriveEsc,
		"%2": deriveEsc, "%3": deriveEsc, "%4": deriveEsc, "%5": deriveEsc, "%6": deriveEsc, "%7": deriveEsc,
		"%u0": deriveEsc, // JavaScript's escape(): %u0067

		"<w:t": deriveOffice, "<a:t": deriveOffice, "<si>": deriveOffice,
		"}${":    deriveTmpl,
		"base64": deriveB64, "b64": deriveB64, "atob(": deriveB64, "auth": deriveB64, "passw": deriveB64, "pwd": deriveB64,
		"secret": deriveB64, "token": deriveB64, "api_key": deriveB64, "apikey": deriveB64, "api-key": deriveB64,
		"credential": deriveB64, "private_key": deriveB64, "key:": deriveB64, "key=": deriveB64,
		// The encoding, from offset 0, of token prefixes: ghp_, github_pat_,
		// gho_, sk_live_, xoxb-, xoxp-, AKIA, glpat-, sk-ant-, sk-proj-,
		// npm_, -----BEGIN, DefaultEndpointsProtocol, and a JWT's eyJhbGc.
		"z2hwx": deriveB64, "z2l0ahvix3": deriveB64, "z2hvx": deriveB64, "c2tfbgl2": deriveB64, "eg94yi": deriveB64,
		"eg94cc": deriveB64, "qutjq": deriveB64, "z2xwyxqt": deriveB64, "c2styw50": deriveB64, "c2stchjv": deriveB64,
		"bnbtx": deriveB64, "ls0tls1c": deriveB64, "rgvmyxvsdevu": deriveB64, "zxlkagjhy2": deriveB64,
		// The hex, from offset 0, of ghp_, github_pat_, AKIA, sk-ant-, xoxb-,
		// sk_live_, npm_, glpat- and -----BEGIN.
		"6768705f": deriveB64, "6769746875625f706174": deriveB64, "414b4941": deriveB64, "736b2d616e74": deriveB64,
		"786f78622d": deriveB64, "736b5f6c697665": deriveB64, "6e706d5f": deriveB64, "676c7061742d": deriveB64,
		"2d2d2d2d2d424547494e": deriveB64,
		"kind: secret":         deriveK8s,
	}
	for _, k := range xformKeywords() {
		m[k] |= deriveXform
	}
	for _, k := range decoderKeywords() {
		m[k] |= deriveDecode
	}
	for _, k := range carrierKeywords() {
		m[k] |= deriveCarry
	}
	for _, k := range spellKeywords() {
		m[k] |= deriveSpell
	}
	for _, k := range set14Keywords() {
		m[k] |= deriveSet14
	}
	for _, k := range set15Keywords() {
		m[k] |= deriveSet15
	}
	for _, k := range set16Keywords() {
		m[k] |= deriveSet16
	}
	for _, k := range set17Keywords() {
		m[k] |= deriveSet17
	}
	for _, k := range set18Keywords() {
		m[k] |= deriveSet18
	}
	for _, k := range set19Keywords() {
		m[k] |= deriveSet19
	}
	for _, k := range set20Keywords() {
		m[k] |= deriveSet20
	}
	for _, k := range set21Keywords() {
		m[k] |= deriveSet21
	}
	// Named character references of ASCII punctuation (&lowbar; for _):
	// a token's bytes are letters, digits and these.
	for _, e := range asciiEntities {
		if e.mark {
			m["&"+strings.ToLower(e.name)+";"] |= deriveEsc
		}
	}
	return m
}

// budget bounds the derived work of one Scan.
type budget struct {
	bytes int
	// record: the keyword pass of the scanned text itself (not of derived
	// text) notes in lines the start of each line holding a keyword of
	// generic-secret, where the format views start (see scanViews), and
	// in b64Lines the lines whose base64 runs it decoded already (which
	// scanB64Runs then passes over).
	record   bool
	lines    []int
	b64Lines []int
	// Set by the keyword pass for the passes after it.
	office    bool
	esc       []int // starts of lines holding an escape keyword (normal.go)
	dangling  []int // offsets of token prefixes no rule matched at (assemble.go)
	templates []int // starts of lines joining two references, }${ (assemble.go)
	xform     []int // starts of lines holding a transcoded form's mark (transcode.go)
	decoders  []int // starts of lines holding a decoder call (decoders.go)
	carry     []int // starts of lines holding a set-13 carrier's mark (encodings13.go)
	spell     []int // starts of lines holding a spelling-alphabet word (encodings13.go)
	set14     []int // starts of lines holding a set-14 mark (views14.go)
	set15     []int // starts of lines holding a set-15 mark (views15.go)
	set16     []int // starts of lines holding a set-16 mark (views16.go)
	set17     []int // starts of lines holding a set-17 mark (views17.go)
	set18     []int // starts of lines holding a set-18 mark (views18.go)
	set19     []int // starts of lines holding a set-19 mark (views19.go)
	set20     []int // starts of lines holding a set-20 mark (views20.go)
	set21     []int // starts of lines holding a set-21 mark (views21.go)
	inflate   inflater
}

// maxNoted bounds the lines (and offsets) the keyword pass notes for each
// pass after it.
const maxNoted = 4096

// note records line ls for the passes flags ask for.
func (b *budget) note(flags uint32, ls int) {
	add := func(l []int) []int {
		if len(l) < maxNoted && (len(l) == 0 || l[len(l)-1] != ls) {
			l = append(l, ls)
		}
		return l
	}
	if flags&deriveEsc != 0 {
		b.esc = add(b.esc)
	}
	if flags&deriveTmpl != 0 {
		b.templates = add(b.templates)
	}
	if flags&deriveXform != 0 {
		b.xform = add(b.xform)
	}
	if flags&deriveDecode != 0 {
		b.decoders = add(b.decoders)
	}
	if flags&deriveCarry != 0 {
		b.carry = add(b.carry)
	}
	if flags&deriveSpell != 0 {
		b.spell = add(b.spell)
	}
	if flags&deriveSet14 != 0 {
		b.set14 = add(b.set14)
	}
	if flags&deriveSet15 != 0 {
		b.set15 = add(b.set15)
	}
	if flags&deriveSet16 != 0 {
		b.set16 = add(b.set16)
	}
	if flags&deriveSet17 != 0 {
		b.set17 = add(b.set17)
	}
	if flags&deriveSet18 != 0 {
		b.set18 = add(b.set18)
	}
	if flags&deriveSet19 != 0 {
		b.set19 = add(b.set19)
	}
	if flags&deriveSet20 != 0 {
		b.set20 = add(b.set20)
	}
	if flags&deriveSet21 != 0 {
		b.set21 = add(b.set21)
	}
	b.office = b.office || flags&deriveOffice != 0
}

func (b *budget) take(n int) bool {
	if b.bytes+n > maxDeriveBytes {
		return false
	}
	b.bytes += n
	return true
}

// deriveLine joins and decodes what the flags ask for on data[ls:le].
// ruleKw says the line holds a keyword of some rule: without one, only
// derived text that itself holds a keyword is worth a scan.
func (s *Scanner) deriveLine(data []byte, ls, le int, flags uint32, ruleKw bool, raw []Finding, bud *budget) []Finding {
	if le-ls > maxDeriveLine {
		return raw
	}
	// What the derived text holds is not recorded: offsets in it are not
	// offsets in data.
	rec := bud.record
	bud.record = false
	defer func() { bud.record = rec }()
	if flags&deriveConcat != 0 {
		raw = s.deriveConcat(data, ls, le, ruleKw, raw, bud)
	}
	if flags&deriveB64 != 0 {
		if rec {
			bud.b64Lines = append(bud.b64Lines, ls)
		}
		raw = s.deriveB64Line(data, ls, le, raw, bud)
	}
	if flags&deriveJoin != 0 {
		raw = s.deriveJoin(data, ls, le, raw, bud)
		raw = s.deriveGoJoin(data, ls, le, raw, bud)
	}
	if flags&deriveCodes != 0 {
		raw = s.deriveCodes(data, ls, le, raw, bud)
	}
	return raw
}

// piece is one string literal's content, data[s:e].
type piece struct{ s, e int }

// deriveConcat finds runs of string literals joined by + (or . with
// spaces, or nothing but spaces, for " only) and scans each run as the one
// string it builds. Backquoted literals count (Go raw strings, JS templates
// without a placeholder).
func (s *Scanner) deriveConcat(data []byte, ls, le int, ruleKw bool, raw []Finding, bud *budget) []Finding {
	i := ls
	for i < le {
		q := data[i]
		if q != '"' && q != '\'' && q != '`' {
			i++
			continue
		}
		var run []piece
		open, end := i, -1
		j := i
		for len(run) < maxPieces {
			e := literalEnd(data, j, le)
			if e < 0 || q == '`' && bytes.Contains(data[j:e], []byte("${")) {
				break // a template with a placeholder is no literal
			}
			run = append(run, piece{j + 1, e})
			end = e + 1
			// The separator: spaces, then + or " . ", then spaces, then the
			// same quote.
			k := end
			for k < le && (data[k] == ' ' || data[k] == '\t') {
				k++
			}
			op := k
			if n := joinOp(data[k:le]); n > 0 {
				// + and ++ (Haskell, Erlang), Julia's *, Elixir's <>, Lua's
				// .., SQL's ||, VB's & and D's ~: between two literals,
				// each builds the one string.
				k += n
			} else if k < le && data[k] == '.' && k > end && k+1 < le && data[k+1] == ' ' {
				k++
			}
			for k < le && (data[k] == ' ' || data[k] == '\t') {
				k++
			}
			if k >= le || data[k] != q || k == end || op == k && q != '"' {
				break
			}
			j = k
		}
		if len(run) >= 2 {
			raw = s.joinRun(data, ls, le, open, end, q, run, ruleKw, raw, bud)
		}
		if len(run) == 1 && bytes.Contains(data[run[0].s:run[0].e], []byte("{{")) {
			// A template expression inside a literal (a TOML or YAML value
			// rendered by Jinja: "{{ 'a' ~ 'b' }}"): its own literals are
			// read next, not stepped over (set 20).
			i++
			continue
		}
		if end > i {
			i = end
		} else {
			i++
		}
	}
	return raw
}

// joinOp returns the length of a string-joining operator opening b, or 0.
func joinOp(b []byte) int {
	for _, op := range [...]string{"++", "<>", "..", "||", "+", "*", "&", "~"} {
		if bytes.HasPrefix(b, []byte(op)) {
			return len(op)
		}
	}
	return 0
}

// literalEnd returns the offset of the quote closing the literal opened at
// data[i], or -1.
func literalEnd(data []byte, i, le int) int {
	q := data[i]
	for k := i + 1; k < le; k++ {
		switch data[k] {
		case '\\':
			k++
		case q:
			return k
		}
	}
	return -1
}

// joinRun scans the joined literals in their line. A finding inside a
// single piece is the plain scan's already; one that crosses pieces is
// reported from its first to its last byte in the source.
func (s *Scanner) joinRun(data []byte, ls, le, open, end int, q byte, run []piece, ruleKw bool, raw []Finding, bud *budget) []Finding {
	var joined []byte
	for _, p := range run {
		joined = append(joined, data[p.s:p.e]...)
	}
	if !ruleKw && !s.pf.any(string(joined)) || !bud.take(len(joined)) {
		return raw
	}
	at := make([]int, 0, len(joined)) // joined offset -> source offset
	for _, p := range run {
		for k := p.s; k < p.e; k++ {
			at = append(at, k)
		}
	}
	pre := data[ls : open+1]
	synth := make([]byte, 0, len(pre)+len(joined)+le-end+1)
	synth = append(append(append(append(synth, pre...), joined...), q), data[end:le]...)
	for _, f := range s.scanRaw(synth, false, bud) {
		a, b := f.Start-len(pre), f.End-len(pre)
		if a < 0 || b > len(joined) || a >= b {
			continue
		}
		src, dst := at[a], at[b-1]+1
		if dst-src == b-a {
			continue // within one piece: found as written
		}
		raw = append(raw, Finding{Start: src, End: dst, ruleIdx: f.ruleIdx, Encoding: EncConcat})
	}
	return raw
}

func isB64Byte(c byte) bool {
	return isWordByte(c) || c == '+' || c == '/' || c == '-'
}

// deriveB64Line decodes each long base64 run on data[ls:le].
func (s *Scanner) deriveB64Line(data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	i := ls
	for i < le {
		if !isB64Byte(data[i]) {
			i++
			continue
		}
		j := i
		for j < le && isB64Byte(data[j]) {
			j++
		}
		k := j
		for k < le && k < j+2 && data[k] == '=' {
			k++
		}
		if n := j - i; n >= minB64Run && n <= maxB64Run && (i == ls || !isB64Byte(data[i-1])) {
			// A run of hex digits is read as hex first: base64 of the
			// same run is noise.
			if dec := decodeHex(data[i:j]); dec != nil && k == j {
				raw = s.deriveDecoded(data[ls:i], dec, data[k:le], i, k, raw, bud, false)
			} else if dec := s.decodeRun(data[i:j], k-j, bud); dec != nil {
				raw = s.deriveDecoded(data[ls:i], dec, data[k:le], i, k, raw, bud, false)
			}
		}
		i = k
	}
	return raw
}

// minAnyB64 is the shortest base64 run scanB64Runs decodes (24 bytes
// decoded): shorter runs on lines that do not ask for decoding are mostly
// identifiers, a token and its name hardly fit in fewer, and a bare token
// that does (an AWS key id) starts with an encoded prefix the keyword pass
// knows. The longer the shortest run, the faster text without one is
// passed over.
const minAnyB64 = 32

// maxB64Inflate bounds what compressed bytes inside one base64 run may
// inflate to.
const maxB64Inflate = 256 << 10

var b64Bytes = func() (t [256]bool) {
	for c := range 256 {
		t[c] = isB64Byte(byte(c))
	}
	return t
}()

// scanB64Runs decodes every base64 run of minAnyB64 or more bytes that the
// keyword pass left alone (its line named no secret, no encoding and no
// encoded token prefix): a whole .env as a ConfigMap's binaryData, whose
// token starts anywhere in the encoded text, not on a 3-byte boundary that
// an encoded prefix could be looked for at. A run decodes only to text (or
// to gzip or zlib of text), and is scanned only when the text holds a
// keyword; what it yields is judged for secrets, not hosts.
func (s *Scanner) scanB64Runs(data []byte, raw []Finding, bud *budget) []Finding {
	done, di := bud.b64Lines, 0
	ls, le := 0, -1
	for i := 0; i+minAnyB64 <= len(data); {
		// A run of minAnyB64 or more that starts in [i, i+minAnyB64-8]
		// holds the 8 bytes after that: where they hold a byte no run
		// holds (tested 8 at a time), none does.
		if w := i + minAnyB64 - 8; !maybeB64(binary.LittleEndian.Uint64(data[w:])) {
			i = w + 1
			continue
		} else if w -= 8; !maybeB64(binary.LittleEndian.Uint64(data[w:])) {
			// The same for the 8 bytes before them, for runs starting
			// in [i, w].
			i = w + 1
			continue
		}
		// A run of minAnyB64 or more that starts in [i, p] holds p: where
		// data[p] is not base64, none does, and the search skips past it.
		p := i + minAnyB64 - 1
		if !b64Bytes[data[p]] {
			i = p + 1
			continue
		}
		// A run that long holding p holds [p-h, p] or [p, p+h]; one
		// starting past p, up to p+h, holds p+h (and past p+h/2, up to
		// p+h, holds p+h/2 too). Two bytes on each side say most of the
		// time that there is none.
		const h = minAnyB64 / 2
		if !b64Bytes[data[p-h]] || !b64Bytes[data[p-h/2]] {
			switch {
			case p+h >= len(data) || !b64Bytes[data[p+h]]:
				i = p + h + 1
				continue
			case !b64Bytes[data[p+h/2]]:
				i = p + h/2 + 1
				continue
			}
		}
		r := p
		for r > i && b64Bytes[data[r-1]] {
			r--
		}
		if r == i && i > 0 && b64Bytes[data[i-1]] {
			// The run started before i: that part was judged already.
			for i < len(data) && b64Bytes[data[i]] {
				i++
			}
			continue
		}
		j := p + 1
		for j < len(data) && b64Bytes[data[j]] {
			j++
		}
		i = j
		if j-r < minAnyB64 || j-r > maxB64Run {
			continue
		}
		k := j
		for k < len(data) && k < j+2 && data[k] == '=' {
			k++
		}
		i = k
		if r > le {
			ls = bytes.LastIndexByte(data[:r], '\n') + 1
			le = lineEnd(data, j)
		}
		for di < len(done) && done[di] < ls {
			di++
		}
		if di < len(done) && done[di] == ls || le-ls > maxDeriveLine {
			continue
		}
		if dec := s.decodeRun(data[r:j], k-j, bud); dec != nil && s.pf.anyBytes(dec) {
			raw = s.deriveDecoded(data[ls:r], dec, data[k:le], r, k, raw, bud, true)
		}
	}
	return raw
}

// maybeB64 reports whether the 8 bytes of x may all be base64: each in
// '+' (0x2b) to 'z' (0x7a). Spaces, line breaks, quotes, parentheses and
// non-ASCII bytes are not; a few bytes in the range are not base64
// either (. , : ; = and such), which the byte-wise test after it sees.
func maybeB64(x uint64) bool {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	less := (x - ones*0x2b) &^ x & high      // a byte under 0x2b (for ASCII bytes)
	more := (x + ones*(127-0x7a) | x) & high // a byte over 0x7a, or not ASCII
	return less|more|x&high == 0
}

// decodeRun decodes a base64 run to text: the run's own bytes (decodeB64),
// or gzip or zlib of text (base64 of a compressed file in JSON).
func (s *Scanner) decodeRun(run []byte, pad int, bud *budget) []byte {
	// A run of hex digits (one case) whose bytes are an archive or a
	// compressed file: bytes.fromhex("1f8b08...").
	if len(run) >= minAnyB64 && len(run)%2 == 0 && pad == 0 && hexContainerHead(run) {
		dec := make([]byte, len(run)/2)
		if _, err := hex.Decode(dec, run); err == nil {
			return expandDecoded(dec)
		}
		return nil
	}
	// The first bytes tell text, gzip or zlib: decode those first, so
	// that a long identifier or a run of random bytes costs little.
	enc := base64.RawStdEncoding
	for _, c := range run {
		if c == '-' || c == '_' {
			enc = base64.RawURLEncoding
			break
		}
	}
	var hd [24]byte
	n, err := enc.Decode(hd[:], run[:min(len(run), 32)&^3])
	if err != nil || n < 3 {
		return nil
	}
	compressed := hd[0] == 0x1f && hd[1] == 0x8b && hd[2] == 8 || zlibHeader(hd[:n])
	if !compressed && containerHead(hd[:n]) {
		// Base64 of a zip, an xz, a zstd or an lz4 file: its members.
		raw, err := enc.DecodeString(string(bytes.TrimRight(run, "=")))
		if err != nil {
			return nil
		}
		return expandDecoded(raw)
	}
	if !compressed {
		for _, c := range hd[:n] {
			// A NUL may separate records (nulRecords).
			if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != 0 || c == 0x7f {
				return nil
			}
		}
		return decodeB64(run, pad)
	}
	raw, err := enc.DecodeString(string(bytes.TrimRight(run, "=")))
	if err != nil {
		return nil
	}
	out, _, ok := bud.inflate.inflate(raw, raw[0] == 0x1f, maxB64Inflate)
	if ok && !textual(out) && IsArchive(out) {
		// A .tar.gz: the tar's members.
		return expandDecoded(out)
	}
	if !ok || !textual(out) {
		return nil
	}
	return out
}

// containerHead reports decoded bytes that start like a container whose
// members expandDecoded reads (gzip and zlib are inflated by decodeRun).
func containerHead(b []byte) bool {
	return bytes.HasPrefix(b, []byte("PK\x03\x04")) || bytes.HasPrefix(b, xzMagic) || bytes.HasPrefix(b, zstdMagic) ||
		bytes.HasPrefix(b, lz4Legacy) || bytes.HasPrefix(b, lz4Frame) || bzip2Head(b) || lzmaAloneHead(b) || compressHead(b)
}

// hexContainerHead reports a hex run whose first bytes are gzip, zlib or
// a containerHead.
func hexContainerHead(run []byte) bool {
	var hd [8]byte
	if _, err := hex.Decode(hd[:], run[:16]); err != nil {
		return false
	}
	return hd[0] == 0x1f && hd[1] == 0x8b && hd[2] == 8 || zlibHeader(hd[:]) || containerHead(hd[:])
}

// maxDecodedMembers bounds the text expandDecoded returns.
const maxDecodedMembers = 256 << 10

// expandDecoded is the text of the members of the archive or compressed
// file that decoded bytes are (base64 of a zip, hex of a gzip), one after
// another, each after its name; nil when it holds none. Members bounds the
// work (bytes, ratio, nesting); the text is cut at maxDecodedMembers.
func expandDecoded(b []byte) []byte {
	var out []byte
	_, _ = Members(b, func(name string, d []byte) {
		if len(out) >= maxDecodedMembers {
			return
		}
		v, _ := TextView(d)
		out = append(append(append(out, name...), '\n'), v...)
		out = append(out, '\n')
	})
	if len(out) > maxDecodedMembers {
		out = out[:maxDecodedMembers]
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// decodeHex decodes an even run of hex digits (one case) and returns the
// text if it is text, as decodeB64 judges it; a digest or a key's bytes
// are not.
func decodeHex(run []byte) []byte {
	if len(run)%2 != 0 || strings.Trim(string(run), "0123456789abcdef") != "" && strings.Trim(string(run), "0123456789ABCDEF") != "" {
		return nil
	}
	dec := make([]byte, len(run)/2)
	if _, err := hex.Decode(dec, run); err != nil || !textual(dec) {
		return nil
	}
	return dec
}

// decodeB64 decodes a run (pad '=' signs after it) in whichever alphabet it
// uses, and returns the text if it is text: valid UTF-8, no control bytes
// but tab and line breaks, some letters. Anything else (random bytes, a hex
// digest or an identifier read as base64) is nil.
func decodeB64(run []byte, pad int) []byte {
	std, url := bytes.ContainsAny(run, "+/"), bytes.ContainsAny(run, "-_")
	if std && url {
		return nil
	}
	if (len(run)+pad)%4 != 0 && pad > 0 || len(run)%4 == 1 {
		return nil
	}
	enc := base64.RawStdEncoding
	if url {
		enc = base64.RawURLEncoding
	}
	dec := make([]byte, enc.DecodedLen(len(run)))
	n, err := enc.Decode(dec, run)
	if err != nil {
		return nil
	}
	dec = dec[:n]
	if !textual(dec) {
		return nulRecords(dec)
	}
	return dec
}

// nulRecords reads NUL-separated text (a process's /proc/PID/environ,
// find -print0, xargs -0 input) as its records one a line: two or more
// records, each non-empty text, and no control byte but the NULs that end
// them. Anything else is nil.
func nulRecords(dec []byte) []byte {
	if bytes.Count(dec, []byte{0}) < 2 || bytes.Contains(dec, []byte{0, 0}) || dec[0] == 0 {
		return nil
	}
	out := bytes.ReplaceAll(dec, []byte{0}, []byte{'\n'})
	if !textual(out) {
		return nil
	}
	return out
}

// textual reports decoded bytes that are text: valid UTF-8, no control
// bytes but tab and line breaks, a quarter letters.
func textual(dec []byte) bool {
	letters := 0
	for _, c := range dec {
		switch {
		case c == '\t' || c == '\n' || c == '\r':
		case c < 0x20 || c == 0x7f:
			return false
		case isAlpha(c):
			letters++
		}
	}
	return letters*4 >= len(dec) && utf8.Valid(dec)
}

// deriveDecoded scans pre+dec+post and reports what lies in dec on the run
// [rs,re) of data. A decoded "user:password" (HTTP basic auth, a registry
// "auth") is also judged as a password.
func (s *Scanner) deriveDecoded(pre, dec, post []byte, rs, re int, raw []Finding, bud *budget, secretsOnly bool) []Finding {
	if !bud.take(len(dec)) {
		return raw
	}
	try := func(pre, dec, post []byte) {
		synth := make([]byte, 0, len(pre)+len(dec)+len(post))
		synth = append(append(append(synth, pre...), dec...), post...)
		for _, f := range s.scanRaw(synth, false, bud) {
			if secretsOnly && s.rules[f.ruleIdx].Category != CatSecret {
				continue
			}
			if f.Start < len(pre)+len(dec) && f.End > len(pre) {
				raw = append(raw, Finding{Start: rs, End: re, ruleIdx: f.ruleIdx, Encoding: EncBase64})
			}
		}
	}
	try(pre, dec, post)
	if c := bytes.IndexByte(dec, ':'); c > 0 && c < 64 && len(dec)-c > 8 && !bytes.ContainsAny(dec, " \t\r\n") {
		try([]byte(`password = "`), dec[c+1:], []byte(`"`))
	}
	return raw
}

// deriveK8s decodes every value under "data:" in a Kubernetes Secret
// manifest: there every value is secret whatever its key is called, so
// each is judged as the value of a secret.
func (s *Scanner) deriveK8s(data []byte, raw []Finding, bud *budget) []Finding {
	dataIndent := -1
	for ls := 0; ls < len(data); {
		le := bytes.IndexByte(data[ls:], '\n')
		if le < 0 {
			le = len(data)
		} else {
			le += ls
		}
		line := data[ls:le]
		ind := 0
		for ind < len(line) && line[ind] == ' ' {
			ind++
		}
		body := bytes.TrimRight(line[ind:], " \r")
		switch {
		case len(body) == 0 || body[0] == '#':
		case bytes.Equal(body, []byte("data:")):
			dataIndent = ind
		case dataIndent >= 0 && ind <= dataIndent:
			dataIndent = -1
		case dataIndent >= 0:
			if c := bytes.Index(body, []byte(": ")); c > 0 {
				v := bytes.TrimLeft(body[c+2:], " ")
				v = bytes.Trim(v, `"'`)
				off := ls + ind + c + 2
				rs := off + bytes.Index(data[off:le], v)
				j := 0
				for j < len(v) && isB64Byte(v[j]) {
					j++
				}
				pad := len(v) - j
				if j >= 8 && j <= maxB64Run && pad <= 2 && bytes.Count(v[j:], []byte("=")) == pad {
					if dec := decodeB64(v[:j], pad); dec != nil {
						raw = s.deriveDecoded([]byte("secret: "), dec, nil, rs, rs+len(v), raw, bud, false)
					}
				}
			}
		}
		ls = le + 1
	}
	return raw
}
