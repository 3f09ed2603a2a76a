package scan

import (
	"bytes"
	"encoding/base64"
	"strconv"
	"strings"
)

// The layouts, command lines, tool output and constructs of the sixteenth
// push red team (see docs/boundary.md, set 16), each read the way the tool
// that writes or reads it does.

// set16Keywords mark the lines the set-16 pass reads (scanSet16):
// Composer's host-keyed credential maps, a JAAS login module's options,
// Samba's tools, chpasswd, gh secret set, Go's -ldflags and PASETO's
// public tokens.
func set16Keywords() []string {
	return []string{`"bearer"`, "loginmodule", "smbclient", "rpcclient", "smbcacls", "samba-tool", "chpasswd", "secret set ",
		"ldflags", "v1.public.", "v2.public.", "v3.public.", "v4.public."}
}

// scanSet16 reads the lines the keyword pass noted for the set-16 pass.
func (s *Scanner) scanSet16(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	for _, ls := range bud.set16 {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line, off := trimmedLine(data, ls, le)
		if len(line) == 0 {
			continue
		}
		lower := bytes.ToLower(line)
		if bytes.Contains(lower, []byte(`"bearer"`)) {
			raw = s.hostKeyedMap(&v, data, line, off, le, raw, bud)
		}
		if bytes.Contains(lower, []byte("loginmodule")) {
			raw = s.jaasUserOptions(&v, data, ls, raw, bud)
		}
		for _, c := range []string{"smbclient", "rpcclient", "smbcacls", "samba-tool"} {
			if i := bytes.Index(lower, []byte(c)); i >= 0 {
				raw = s.sambaUser(&v, data, line, off, i+len(c), raw, bud)
			}
		}
		if bytes.Contains(lower, []byte("chpasswd")) {
			raw = s.chpasswdPipe(&v, data, line, off, lower, raw, bud)
		}
		if i := bytes.Index(lower, []byte("secret set ")); i >= 0 {
			raw = s.ghSecretSet(&v, data, line, off, i+len("secret set "), raw, bud)
		}
		if bytes.Contains(lower, []byte("ldflags")) {
			raw = s.ldflagsJoin(&v, data, line, off, raw, bud)
		}
		if bytes.Contains(line, []byte(".public.")) {
			raw = s.pasetoPublic(data, line, off, raw, bud)
		}
	}
	return raw
}

// views16Line runs the set-16 views that start from a line naming a
// secret.
func (s *Scanner) views16Line(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	if len(line) == 0 || le-ls > maxDeriveLine {
		return raw
	}
	if bytes.IndexByte(line, '|') >= 0 {
		raw = s.markdownTable(v, data, line, off, le, raw, bud)
	}
	if bytes.Contains(line, []byte("add_argument(")) || bytes.Contains(line, []byte(".option(")) {
		raw = s.optionDefault(v, data, line, off, raw, bud)
	}
	if bytes.HasPrefix(line, []byte("- name:")) || bytes.HasPrefix(line, []byte("name:")) {
		raw = s.openapiExample(v, data, line, off, ls, le, raw, bud)
	}
	if bytes.Contains(line, []byte(`":`)) && bytes.IndexByte(line, '{') > 0 {
		raw = s.hostKeyedMap(v, data, line, off, le, raw, bud)
	}
	if ls > 0 {
		raw = s.respField(v, data, line, off, ls, le, raw, bud)
	}
	if bytes.IndexByte(line, ':') > 0 && (bytes.IndexByte(line, ',') > 0 || bytes.IndexByte(line, ';') > 0) {
		raw = s.tnetPairs(v, data, line, off, raw, bud)
	}
	return raw
}

// ---- Tool layouts ----

// markdownTable reads a Markdown (GFM) table whose header row names a
// secret's column: each row's cell in that column is judged as that
// column's value, as a reader of the table takes it. Cells with spaces or
// code spans (a pointer to a vault, a command) pass.
func (s *Scanner) markdownTable(v *view, data []byte, line []byte, off, le int, raw []Finding, bud *budget) []Finding {
	head := tableCells(line)
	if len(head) < 2 || le >= len(data) {
		return raw
	}
	var cols []int
	for k, c := range head {
		if name := bytes.TrimSpace(line[c[0]:c[1]]); len(name) > 0 && s.namesSecret(name) {
			cols = append(cols, k)
		}
	}
	if len(cols) == 0 {
		return raw
	}
	at := le + 1
	sepLine, _ := trimmedLine(data, at, lineEnd(data, at))
	if len(sepLine) < 3 || bytes.IndexByte(sepLine, '|') < 0 || bytes.IndexByte(sepLine, '-') < 0 || len(bytes.Trim(sepLine, "|-: \t")) > 0 {
		return raw
	}
	at = lineEnd(data, at) + 1
	for n := 0; n < 64 && at < len(data); n++ {
		e := lineEnd(data, at)
		row, roff := trimmedLine(data, at, e)
		if len(row) == 0 || bytes.IndexByte(row, '|') < 0 {
			break
		}
		cells := tableCells(row)
		for _, k := range cols {
			if k >= len(cells) {
				continue
			}
			cs, ce := cells[k][0], cells[k][1]
			for cs < ce && row[cs] == ' ' {
				cs++
			}
			for ce > cs && row[ce-1] == ' ' {
				ce--
			}
			cell := row[cs:ce]
			if len(cell) == 0 || bytes.ContainsAny(cell, " \t`") {
				continue
			}
			name := bytes.TrimSpace(line[head[k][0]:head[k][1]])
			raw = s.namedSrc(v, string(name), data, roff+cs, roff+ce, raw, bud)
		}
		at = e + 1
	}
	return raw
}

// tableCells splits a Markdown table row into its cells' spans (an
// escaped \| stays inside its cell).
func tableCells(row []byte) [][2]int {
	var out [][2]int
	st := 0
	if len(row) > 0 && row[0] == '|' {
		st = 1
	}
	for i := st; i < len(row); i++ {
		switch row[i] {
		case '\\':
			i++
		case '|':
			out = append(out, [2]int{st, i})
			st = i + 1
		}
	}
	if st < len(row) && len(bytes.TrimSpace(row[st:])) > 0 {
		out = append(out, [2]int{st, len(row)})
	}
	return out
}

// optionDefault reads a command-line option's literal default
// (argparse's add_argument("--api-token", default="..."), click's
// @click.option("--api-token", default="...")): the value is what the
// program runs with when the option is not given, judged under the
// option's name.
func (s *Scanner) optionDefault(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	i := bytes.Index(line, []byte("add_argument("))
	if i < 0 {
		i = bytes.Index(line, []byte(".option("))
	}
	var name []byte
	for j := i; j < len(line); j++ {
		if line[j] != '"' && line[j] != '\'' {
			continue
		}
		e := bytes.IndexByte(line[j+1:], line[j])
		if e < 0 {
			return raw
		}
		lit := line[j+1 : j+1+e]
		if bytes.HasPrefix(lit, []byte("--")) {
			name = lit[2:]
			break
		}
		j += e + 1
	}
	if len(name) == 0 || !s.namesSecret(name) {
		return raw
	}
	d := bytes.Index(line[i:], []byte("default="))
	if d < 0 {
		d = bytes.Index(line[i:], []byte("default ="))
	}
	if d < 0 {
		return raw
	}
	d += i + bytes.IndexByte(line[i+d:], '=') + 1
	for d < len(line) && line[d] == ' ' {
		d++
	}
	if d >= len(line) || line[d] != '"' && line[d] != '\'' {
		return raw
	}
	e := bytes.IndexByte(line[d+1:], line[d])
	if e <= 0 {
		return raw
	}
	return s.namedSrc(v, string(name), data, off+d+1, off+d+1+e, raw, bud)
}

// openapiExample reads an OpenAPI (Swagger) parameter named as a secret
// (- name: X-Api-Key, in: header) whose example: or default: is the value
// Swagger UI's Try it out sends: judged under the parameter's name.
func (s *Scanner) openapiExample(v *view, data []byte, line []byte, off, ls, le int, raw []Finding, bud *budget) []Finding {
	c := bytes.IndexByte(line, ':')
	name := bytes.Trim(bytes.TrimSpace(line[c+1:]), `"'`)
	if len(name) == 0 || !s.namesSecret(name) {
		return raw
	}
	ns := off + bytes.Index(line, name)
	indent := off - ls
	if line[0] == '-' {
		indent += 2
	}
	var vs, ve int
	param := false
	for n, at := 0, le+1; n < 16 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		if len(l) == 0 {
			at = e + 1
			continue
		}
		if loff-at < indent || loff-at == indent-2 && l[0] == '-' {
			break // the parameter ends
		}
		switch {
		case bytes.HasPrefix(l, []byte("in:")):
			where := bytes.TrimSpace(l[3:])
			param = bytes.Equal(where, []byte("header")) || bytes.Equal(where, []byte("query")) || bytes.Equal(where, []byte("cookie"))
		case bytes.HasPrefix(l, []byte("example:")) || bytes.HasPrefix(l, []byte("default:")):
			k := bytes.IndexByte(l, ':') + 1
			val := bytes.TrimSpace(l[k:])
			if len(val) > 0 {
				vs, ve = unquote(val, loff+bytes.Index(l[k:], val)+k)
			}
		}
		at = e + 1
	}
	if !param || ve <= vs {
		return raw
	}
	return s.namedSrc(v, string(data[ns:ns+len(name)]), data, vs, ve, raw, bud)
}

// hostKeyedMap reads a JSON map of credentials keyed by host (Composer's
// auth.json: "bearer": {"repo.example.com": "TOKEN"}, "github-oauth":
// {"github.com": "TOKEN"}, "gitlab-token": {...}), each value judged as a
// token. An object as the value (http-basic's user and password) is read
// by the name/value views.
func (s *Scanner) hostKeyedMap(v *view, data []byte, line []byte, off, le int, raw []Finding, bud *budget) []Finding {
	// The map's key: the quoted name before the first ": {" on the line.
	k := bytes.Index(line, []byte(`": {`))
	if k < 0 {
		k = bytes.Index(line, []byte(`":{`))
	}
	if k <= 0 {
		return raw
	}
	q := bytes.LastIndexByte(line[:k], '"')
	if q < 0 {
		return raw
	}
	key := bytes.ToLower(line[q+1 : k])
	if !bytes.Equal(key, []byte("bearer")) && !bytes.HasSuffix(key, []byte("-oauth")) && !bytes.HasSuffix(key, []byte("-token")) {
		return raw
	}
	brace := k + bytes.IndexByte(line[k:], '{')
	// The members: on this line after the brace, or on the lines after it
	// up to the closing brace.
	member := func(l []byte, loff int) bool {
		for i := 0; i < len(l); {
			a := bytes.IndexByte(l[i:], '"')
			if a < 0 {
				return true
			}
			a += i
			b := bytes.IndexByte(l[a+1:], '"')
			if b < 0 {
				return true
			}
			b += a + 1
			host := l[a+1 : b]
			j := b + 1
			for j < len(l) && (l[j] == ' ' || l[j] == '\t') {
				j++
			}
			if j >= len(l) || l[j] != ':' {
				return true
			}
			j++
			for j < len(l) && (l[j] == ' ' || l[j] == '\t') {
				j++
			}
			if j >= len(l) || l[j] != '"' {
				return bytes.IndexByte(l[j:], '}') < 0
			}
			e := bytes.IndexByte(l[j+1:], '"')
			if e < 0 {
				return true
			}
			if bytes.IndexByte(host, '.') > 0 && e > 0 {
				raw = s.namedSrc(v, "token", data, loff+j+1, loff+j+1+e, raw, bud)
			}
			i = j + 1 + e + 1
		}
		return true
	}
	rest := line[brace+1:]
	if len(bytes.TrimSpace(rest)) > 0 {
		member(rest, off+brace+1)
		return raw
	}
	for n, at := 0, le+1; n < 16 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		if len(l) > 0 && l[0] == '}' || !member(l, loff) {
			break
		}
		at = e + 1
	}
	return raw
}

// jaasUserOptions reads a JAAS login module's user_NAME="PASSWORD"
// options (Kafka's PlainLoginModule, ZooKeeper's DigestLoginModule: each
// defines user NAME with that password), from the module's line to the
// ; that ends its entry.
func (s *Scanner) jaasUserOptions(v *view, data []byte, ls int, raw []Finding, bud *budget) []Finding {
	for n, at := 0, ls; n < 32 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		for i := 0; i+5 < len(l); i++ {
			if !bytes.HasPrefix(l[i:], []byte("user_")) || i > 0 && isWordByte(l[i-1]) {
				continue
			}
			j := i + 5
			for j < len(l) && (isWordByte(l[j]) || l[j] == '-' || l[j] == '.') {
				j++
			}
			if j+1 >= len(l) || l[j] != '=' || l[j+1] != '"' {
				continue
			}
			c := bytes.IndexByte(l[j+2:], '"')
			if c <= 0 {
				continue
			}
			raw = s.namedSrc(v, "password", data, loff+j+2, loff+j+2+c, raw, bud)
			i = j + 2 + c
		}
		if bytes.IndexByte(l, ';') >= 0 {
			break
		}
		at = e + 1
	}
	return raw
}

// ---- Command lines ----

// sambaUser reads Samba's -U / --user USER%PASSWORD (smbclient,
// rpcclient, smbcacls, samba-tool): the password is what follows the
// first %.
func (s *Scanner) sambaUser(v *view, data []byte, line []byte, off, at int, raw []Finding, bud *budget) []Finding {
	words := shellWords(line, at)
	for k, w := range words {
		word := line[w.s:w.e]
		var vs, ve int
		switch {
		case bytes.Equal(word, []byte("-U")) || bytes.Equal(word, []byte("--user")) || bytes.Equal(word, []byte("--username")):
			if k+1 >= len(words) {
				continue
			}
			vs, ve = words[k+1].vs, words[k+1].ve
		case bytes.HasPrefix(word, []byte("--user=")) || bytes.HasPrefix(word, []byte("--username=")):
			vs, ve = w.s+bytes.IndexByte(word, '=')+1, w.e
			if ve-vs >= 2 && (line[vs] == '\'' || line[vs] == '"') && line[ve-1] == line[vs] {
				vs, ve = vs+1, ve-1
			}
		default:
			continue
		}
		p := bytes.IndexByte(line[vs:ve], '%')
		if p < 0 || vs+p+1 >= ve {
			continue
		}
		raw = s.namedSrc(v, "password", data, off+vs+p+1, off+ve, raw, bud)
	}
	return raw
}

// chpasswdPipe reads echo or printf of 'user:password' piped into chpasswd
// (or a here-string after it): chpasswd sets the second field as the
// password. With -e the field is a hash and passes.
func (s *Scanner) chpasswdPipe(v *view, data []byte, line []byte, off int, lower []byte, raw []Finding, bud *budget) []Finding {
	c := bytes.Index(lower, []byte("chpasswd"))
	after := shellWords(line, c+len("chpasswd"))
	for _, w := range after {
		if ww := line[w.s:w.e]; bytes.Equal(ww, []byte("-e")) || bytes.Equal(ww, []byte("--encrypted")) {
			return raw
		}
	}
	field := func(vs, ve int) []Finding {
		val := line[vs:ve]
		p := bytes.IndexByte(val, ':')
		if p <= 0 {
			return raw
		}
		end := ve
		if bytes.HasSuffix(val, []byte(`\n`)) {
			end -= 2
		}
		if vs+p+1 >= end {
			return raw
		}
		return s.namedSrc(v, "password", data, off+vs+p+1, off+end, raw, bud)
	}
	if h := bytes.Index(line[c:], []byte("<<<")); h >= 0 {
		if ws := shellWords(line, c+h+3); len(ws) > 0 {
			raw = field(ws[0].vs, ws[0].ve)
		}
	}
	cmd, args := echoedInto(line, c)
	if cmd == "" {
		return raw
	}
	if len(args) != 1 || bytes.IndexByte(line[args[0].vs:args[0].ve], '%') >= 0 {
		return raw
	}
	return field(args[0].vs, args[0].ve)
}

// ghSecretSet reads gh secret set NAME --body VALUE (-b VALUE,
// --body=VALUE): the value is stored as the repository's secret NAME.
func (s *Scanner) ghSecretSet(v *view, data []byte, line []byte, off, at int, raw []Finding, bud *budget) []Finding {
	words := shellWords(line, at)
	if len(words) < 2 {
		return raw
	}
	name := string(line[words[0].vs:words[0].ve])
	if name == "" || name[0] == '-' {
		return raw
	}
	if !s.namesSecret([]byte(name)) {
		name += "_SECRET"
	}
	for k := 1; k < len(words); k++ {
		w := line[words[k].s:words[k].e]
		switch {
		case (bytes.Equal(w, []byte("--body")) || bytes.Equal(w, []byte("-b"))) && k+1 < len(words):
			return s.namedSrc(v, name, data, off+words[k+1].vs, off+words[k+1].ve, raw, bud)
		case bytes.HasPrefix(w, []byte("--body=")):
			vs, ve := words[k].s+7, words[k].e
			if ve-vs >= 2 && (line[vs] == '\'' || line[vs] == '"') && line[ve-1] == line[vs] {
				vs, ve = vs+1, ve-1
			}
			return s.namedSrc(v, name, data, off+vs, off+ve, raw, bud)
		}
	}
	return raw
}

// ---- Constructs ----

// ldflagsJoin reads go build -ldflags -X assignments on one line: a value
// holding a token prefix (too short to be the token) is joined with the
// values of the next one or two -X assignments, as a program that joins
// the variables it links in builds it. Only a token with a format of its
// own can match the join.
func (s *Scanner) ldflagsJoin(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	var vals [][2]int
	for i := 0; i+3 < len(line) && len(vals) < 32; i++ {
		if line[i] != '-' || line[i+1] != 'X' || line[i+2] != ' ' && line[i+2] != '=' {
			continue
		}
		j := i + 3
		for j < len(line) && line[j] == ' ' {
			j++
		}
		if j < len(line) && (line[j] == '\'' || line[j] == '"') {
			j++
		}
		eq := j
		for eq < len(line) && line[eq] != '=' && line[eq] != ' ' {
			eq++
		}
		if eq >= len(line) || line[eq] != '=' {
			continue
		}
		e := eq + 1
		for e < len(line) && line[e] != ' ' && line[e] != '"' && line[e] != '\'' {
			e++
		}
		vals = append(vals, [2]int{eq + 1, e})
		i = e - 1
	}
	for k := 0; k+1 < len(vals); k++ {
		if !s.holdsGlue(line[vals[k][0]:vals[k][1]]) {
			continue
		}
		v.b, v.at = v.b[:0], v.at[:0]
		v.lit(`"`, off+vals[k][0])
		for n := k; n < len(vals) && n < k+3; n++ {
			v.src(data, off+vals[n][0], off+vals[n][1])
		}
		v.lit(`"`, off+vals[k][1]-1)
		n0 := len(raw)
		raw = s.scanView(v, 1, raw, bud)
		for i := n0; i < len(raw); i++ {
			raw[i].Encoding = EncConcat
		}
	}
	return raw
}

// views16File reads a file whose name holds a token prefix (too short to
// be the token: a FILE_NAME finding would have it) with its content's
// first line after the name's stem, as basename "$f" .ext and cat "$f"
// give them back joined. Only a token with a format of its own can match
// across the two; a finding is reported on the content.
func (s *Scanner) views16File(base string, data []byte, raw []Finding, bud *budget) []Finding {
	if len(base) < 4 || len(base) > 128 || len(data) == 0 || len(data) > 4096 || !s.holdsGlue([]byte(base)) {
		return raw
	}
	stem := base
	if i := strings.LastIndexByte(stem, '.'); i > 0 {
		stem = stem[:i]
	}
	le := lineEnd(data, 0)
	first, off := trimmedLine(data, 0, le)
	if len(first) == 0 || len(first) > 512 {
		return raw
	}
	var v view
	v.lit(`"`+stem, off)
	v.src(data, off, off+len(first))
	v.lit(`"`, off+len(first)-1)
	n0 := len(raw)
	raw = s.scanView(&v, 0, raw, bud)
	for i := n0; i < len(raw); i++ {
		raw[i].Encoding = EncConcat
	}
	return raw
}

// holdsGlue reports a token prefix (a Glue rule's, or a token rule's) in b.
func (s *Scanner) holdsGlue(b []byte) bool {
	found := false
	s.pf.walk(b, 0, 0, func(_, kw int) { found = found || s.kwGlue[kw] })
	return found
}

// ---- Tool output ----

// respField reads a Redis protocol (RESP) capture, an append-only file or
// a MONITOR over the wire: a bulk string naming a secret ($8, then
// password) is followed by its value as the next bulk string (HSET's
// field and value, CONFIG SET's parameter and value), each length line
// checked against what it frames.
func (s *Scanner) respField(v *view, data []byte, line []byte, off, ls, le int, raw []Finding, bud *budget) []Finding {
	prev, _ := trimmedLine(data, lineStart(data, ls-1), ls-1)
	if len(prev) < 2 || prev[0] != '$' {
		return raw
	}
	if n, err := strconv.Atoi(string(prev[1:])); err != nil || n != len(line) || !s.namesSecret(line) {
		return raw
	}
	if le+1 >= len(data) {
		return raw
	}
	e1 := lineEnd(data, le+1)
	hdr, _ := trimmedLine(data, le+1, e1)
	if len(hdr) < 2 || hdr[0] != '$' || e1+1 >= len(data) {
		return raw
	}
	m, err := strconv.Atoi(string(hdr[1:]))
	if err != nil || m <= 0 || e1+1+m > len(data) {
		return raw
	}
	return s.namedSrc(v, string(line), data, e1+1, e1+1+m, raw, bud)
}

// tnetPairs reads tnetstrings (mitmproxy's flow files): a string naming
// a secret followed by another (LEN:NAME, LEN:VALUE, as a header's
// [name, value] list holds them), the lengths checked.
func (s *Scanner) tnetPairs(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	item := func(i int) (int, int, bool) {
		j := i
		for j < len(line) && j-i < 9 && isDigit(line[j]) {
			j++
		}
		if j == i || j >= len(line) || line[j] != ':' {
			return 0, 0, false
		}
		n, err := strconv.Atoi(string(line[i:j]))
		if err != nil || j+1+n >= len(line) || line[j+1+n] != ',' && line[j+1+n] != ';' {
			return 0, 0, false
		}
		return j + 1, j + 1 + n, true
	}
	found := 0
	for i := 0; i < len(line) && found < 64; i++ {
		if !isDigit(line[i]) || i > 0 && isDigit(line[i-1]) {
			continue
		}
		ns, ne, ok := item(i)
		if !ok || ne-ns < 3 || ne-ns > 64 {
			continue
		}
		vs, ve, ok := item(ne + 1)
		if !ok || ve <= vs || !s.namesSecret(line[ns:ne]) {
			continue
		}
		found++
		raw = s.namedSrc(v, string(line[ns:ne]), data, off+vs, off+ve, raw, bud)
	}
	return raw
}

// ---- Encodings ----

// pasetoPublic reads a PASETO public token (vN.public.PAYLOAD[.FOOTER]):
// the payload is base64url of the message followed by its signature (64
// bytes for v2 and v4's Ed25519, 96 for v3's P-384, 256 for v1's RSA), so
// the message is text before binary. The message and the footer are
// judged as the text they are.
func (s *Scanner) pasetoPublic(data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i+10 < len(line); i++ {
		if line[i] != 'v' || line[i+2] != '.' || !bytes.HasPrefix(line[i+3:], []byte("public.")) || i > 0 && isWordByte(line[i-1]) {
			continue
		}
		var sig int
		switch line[i+1] {
		case '1':
			sig = 256
		case '2', '4':
			sig = 64
		case '3':
			sig = 96
		default:
			continue
		}
		st := i + 10
		e := st
		for e < len(line) && (isAlpha(line[e]) || isDigit(line[e]) || line[e] == '-' || line[e] == '_') {
			e++
		}
		dec, err := base64.RawURLEncoding.DecodeString(string(line[st:e]))
		if err == nil && len(dec) > sig && textual(dec[:len(dec)-sig]) {
			raw = s.deriveDecoded(nil, dec[:len(dec)-sig], nil, off+st, off+e, raw, bud, true)
		}
		if e < len(line) && line[e] == '.' {
			fe := e + 1
			for fe < len(line) && (isAlpha(line[fe]) || isDigit(line[fe]) || line[fe] == '-' || line[fe] == '_') {
				fe++
			}
			if f, err := base64.RawURLEncoding.DecodeString(string(line[e+1 : fe])); err == nil && textual(f) {
				raw = s.deriveDecoded(nil, f, nil, off+e+1, off+fe, raw, bud, true)
			}
		}
		i = e
	}
	return raw
}
