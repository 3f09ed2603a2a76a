package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"strings"
)

// The views of the twenty-first push red team (see docs/boundary.md, set
// 21): a value named by a neighbouring key or by its parent (a typed
// attribute, a matcher, ParameterKey beside ParameterValue), a password
// typed by a recorded browser step, a flag and its value as two list
// items, a table column, a notebook magic, a password hashed by the
// push's own command, published obfuscations ({xor}, OBF:), directives
// whose argument is a password, key files by their tools' layouts, JSON
// escaped inside JSON inside JSON, a request's Cookie header, and R's
// saved workspace.

// set21Keywords mark the lines the set-21 pass reads (scanSet21).
func set21Keywords() []string {
	return []string{"{xor}", "obf:", "gen_salt(", "gensalt(", "openssl passwd", "mkpasswd ", "password_hash(",
		"pragma key", "pragma rekey", "basicauth ", "setuser ", `"keyval"`, "signingkey", `\\\"`, "%env ", "cookie:"}
}

// maxObj bounds how far a JSON object is looked for around a line.
const maxObj = 4096

// scanSet21 reads the lines the keyword pass noted for the set-21 pass,
// the lines naming a secret (bud.lines) for the set-21 views that start
// there, and the files read by their name.
func (s *Scanner) scanSet21(path string, data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	lastObj := -1
	for _, ls := range bud.set21 {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line, off := trimmedLine(data, ls, le)
		if len(line) == 0 {
			continue
		}
		lower := bytes.ToLower(line)
		if bytes.Contains(line, []byte("{xor}")) {
			raw = s.wasXor(&v, data, line, off, raw, bud)
		}
		if bytes.Contains(line, []byte("OBF:")) {
			raw = s.jettyOBF(&v, data, line, off, raw, bud)
		}
		if bytes.Contains(lower, []byte("salt(")) || bytes.Contains(lower, []byte("passwd")) || bytes.Contains(lower, []byte("password_hash(")) {
			raw = s.hashedAtBuild(&v, data, line, off, lower, raw, bud)
		}
		if bytes.Contains(lower, []byte("pragma ")) {
			raw = s.pragmaKey(&v, data, line, off, lower, raw, bud)
		}
		if bytes.HasPrefix(lower, []byte("basicauth ")) {
			// tinyproxy's BasicAuth USER PASSWORD.
			if f := fieldSpans(line); len(f) == 3 {
				raw = s.namedSrc(&v, "password", data, off+f[2][0], off+f[2][1], raw, bud)
			}
		}
		if i := bytes.Index(lower, []byte("setuser ")); i >= 0 {
			raw = s.redisACL(&v, data, line[i+8:], off+i+8, raw, bud)
		}
		if bytes.Contains(line, []byte(`"keyval"`)) {
			raw = s.sslibKey(&v, data, ls, raw, bud)
		}
		if bytes.Contains(lower, []byte("signingkey")) {
			raw = s.cardanoSkey(&v, data, ls, raw, bud)
		}
		if bytes.Contains(line, []byte(`\\\"`)) {
			raw = s.nestedEscapes(&v, data, ls, le, raw, bud)
		}
		if i := bytes.Index(lower, []byte("%env ")); i >= 0 {
			raw = s.envMagic(&v, data, line[i+5:], off+i+5, raw, bud)
		}
		if (bytes.HasPrefix(lower, []byte("cookie:")) || bytes.HasPrefix(lower, []byte("> cookie:"))) && captureFile(path) {
			if lower[0] == '>' {
				line, off = line[2:], off+2
			}
			raw = s.cookieHeader(&v, data, line[7:], off+7, raw, bud)
		}
	}
	for _, ls := range bud.lines {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line, off := trimmedLine(data, ls, le)
		if len(line) < 4 {
			continue
		}
		if bytes.IndexByte(line, '"') >= 0 {
			raw = s.typedValue(&v, data, line, off, raw, bud)
			raw = s.neighbourKey(&v, data, line, off, raw, bud)
			raw, lastObj = s.recordedStep(&v, data, line, off, lastObj, raw, bud)
			raw = s.fixtureKey(&v, data, ls, le, line, off, raw, bud)
		} else if bytes.HasPrefix(line, []byte("- model:")) || bytes.HasPrefix(line, []byte("model:")) {
			raw = s.fixtureKey(&v, data, ls, le, line, off, raw, bud)
		}
		if bytes.Contains(line, []byte("<th")) || bytes.Contains(line, []byte(`\u003cth`)) {
			raw = s.tableColumn(&v, data, line, off, raw, bud)
		}
		raw = s.flagItem(&v, data, le, line, off, raw, bud)
	}
	raw = s.views21File(path, data, &v, raw, bud)
	return raw
}

// ---- JSON objects ----

// jsonStrEnd is the index of the quote closing the string opening at i.
func jsonStrEnd(data []byte, i, end int) int {
	for j := i + 1; j < end; j++ {
		switch data[j] {
		case '\\':
			j++
		case '"':
			return j
		case '\n':
			return -1
		}
	}
	return -1
}

// jsonSkip is the index after the value (object or array) opening at i.
func jsonSkip(data []byte, i, end int) int {
	depth := 0
	for j := i; j < end; j++ {
		switch data[j] {
		case '"':
			k := jsonStrEnd(data, j, end)
			if k < 0 {
				return -1
			}
			j = k
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return -1
}

// jsonObjectAt is the span of the innermost JSON object holding pos, read
// forward from a line start at most maxObj bytes back (a JSON string holds
// no line break, so a line starts outside one).
func jsonObjectAt(data []byte, pos int) (int, int) {
	st := 0
	if pos > maxObj {
		st = lineStart(data, pos-maxObj)
	}
	var stack []int
	for j := st; j < pos; j++ {
		switch data[j] {
		case '"':
			k := jsonStrEnd(data, j, len(data))
			if k < 0 || k >= pos {
				j = pos
				continue
			}
			j = k
		case '{':
			stack = append(stack, j)
		case '}':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	if len(stack) == 0 {
		return -1, -1
	}
	os := stack[len(stack)-1]
	oe := jsonSkip(data, os, min(len(data), os+2*maxObj))
	if oe < 0 {
		return -1, -1
	}
	return os, oe
}

// jmember is a member of a JSON object: its key and its value's span
// (inside the quotes for a string).
type jmember struct {
	key    []byte
	vs, ve int
	kind   byte // '"', '{', '[' or 0 for a number, true, false, null
}

// jsonMembers lists the members of the object at [os, oe).
func jsonMembers(data []byte, os, oe int) []jmember {
	var ms []jmember
	ws := func(i int) int {
		for i < oe && (data[i] == ' ' || data[i] == '\t' || data[i] == '\r' || data[i] == '\n' || data[i] == ',') {
			i++
		}
		return i
	}
	for i := ws(os + 1); i < oe && data[i] == '"' && len(ms) < 64; i = ws(i) {
		ke := jsonStrEnd(data, i, oe)
		if ke < 0 {
			break
		}
		key := data[i+1 : ke]
		j := ke + 1
		for j < oe && (data[j] == ' ' || data[j] == '\t') {
			j++
		}
		if j >= oe || data[j] != ':' {
			break
		}
		j++
		for j < oe && (data[j] == ' ' || data[j] == '\t' || data[j] == '\r' || data[j] == '\n') {
			j++
		}
		if j >= oe {
			break
		}
		switch data[j] {
		case '"':
			e := jsonStrEnd(data, j, oe)
			if e < 0 {
				return ms
			}
			ms = append(ms, jmember{key, j + 1, e, '"'})
			i = e + 1
		case '{', '[':
			e := jsonSkip(data, j, oe)
			if e < 0 {
				return ms
			}
			ms = append(ms, jmember{key, j, e, data[j]})
			i = e
		default:
			e := j
			for e < oe && data[e] != ',' && data[e] != '}' && data[e] != '\n' {
				e++
			}
			ms = append(ms, jmember{key, j, e, 0})
			i = e
		}
	}
	return ms
}

// jsonKeys finds "KEY" : on line and calls fn with the key and the index
// after the colon.
func jsonKeys(line []byte, fn func(key []byte, ks, after int)) {
	for i := 0; i < len(line); {
		q := bytes.IndexByte(line[i:], '"')
		if q < 0 {
			return
		}
		ks := i + q
		ke := quotedAt(line, ks)
		if ke < 0 {
			return
		}
		j := ke + 1
		for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
			j++
		}
		if j < len(line) && line[j] == ':' {
			j++
			for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
				j++
			}
			fn(line[ks+1:ke], ks, j)
			i = j
			continue
		}
		i = ke + 1
	}
}

// typedKeys hold a value under a type or a matcher, named by the parent
// key: DynamoDB's {"S": ...}, Firestore's and SSM's stringValue, Pulumi's
// {"plaintext": ...} beside its secret signature, WireMock's equalTo.
func typedKey(k []byte) bool {
	switch string(k) {
	case "S", "stringValue", "StringValue", "plaintext", "equalTo", "equalToIgnoreCase", "binaryEqualTo", "literal", "secretString", "SecretString":
		return true
	}
	return false
}

// typedValue reads "NAME": {"S": VALUE} (over lines, too): NAME names a
// secret, the object's typed or matched value is judged under it.
func (s *Scanner) typedValue(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	jsonKeys(line, func(key []byte, ks, after int) {
		os := off + after
		for os < len(data) && (data[os] == ' ' || data[os] == '\r' || data[os] == '\n' || data[os] == '\t') && os < off+after+64 {
			os++
		}
		if os >= len(data) || data[os] != '{' || !s.namesSecret(key) {
			return
		}
		oe := jsonSkip(data, os, min(len(data), os+maxObj))
		if oe < 0 {
			return
		}
		for _, m := range jsonMembers(data, os, oe) {
			if m.kind != '"' || !typedKey(m.key) {
				continue
			}
			vs, ve := m.vs, m.ve
			if string(m.key) == "plaintext" && ve-vs > 4 && data[vs] == '\\' && data[vs+1] == '"' && data[ve-2] == '\\' && data[ve-1] == '"' {
				// Pulumi's plaintext is the value JSON-encoded again.
				vs, ve = vs+2, ve-2
			}
			raw = s.namedSrc(v, string(key), data, vs, ve, raw, bud)
		}
	})
	return raw
}

// neighbourKey reads {"ParameterKey": NAME, "ParameterValue": VALUE} (and
// OutputKey/OutputValue, SettingName/SettingValue): the name of the
// secret is the value of one member, the secret the value of its pair.
func (s *Scanner) neighbourKey(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	jsonKeys(line, func(key []byte, ks, after int) {
		var prefix []byte
		switch {
		case len(key) > 3 && (bytes.HasSuffix(key, []byte("Key")) || bytes.HasSuffix(key, []byte("key"))):
			prefix = key[:len(key)-3]
		case len(key) > 4 && (bytes.HasSuffix(key, []byte("Name")) || bytes.HasSuffix(key, []byte("name"))):
			prefix = key[:len(key)-4]
		default:
			return
		}
		if len(prefix) == 0 || prefix[len(prefix)-1] == '_' || after >= len(line) || line[after] != '"' {
			return
		}
		ne := quotedAt(line, after)
		if ne < 0 || !s.namesSecret(line[after+1:ne]) {
			return
		}
		os, oe := jsonObjectAt(data, off+ks)
		if os < 0 {
			return
		}
		for _, m := range jsonMembers(data, os, oe) {
			if m.kind == '"' && len(m.key) == len(prefix)+5 && bytes.HasPrefix(m.key, prefix) && bytes.EqualFold(m.key[len(prefix):], []byte("value")) {
				raw = s.namedSrc(v, string(line[after+1:ne]), data, m.vs, m.ve, raw, bud)
			}
		}
	})
	return raw
}

// typingAction reports a recorded step that types text: Selenium IDE's
// type and sendKeys, the Recorder's change, Playwright's fill.
func typingAction(a []byte) bool {
	switch strings.ToLower(string(a)) {
	case "type", "sendkeys", "change", "fill", "typetext", "setvalue", "input", "presssequentially", "keyboard.type", "locator.fill", "typekeys", "editcontent", "settext", "entertext":
		return true
	}
	return false
}

// recordedStep reads a recorded browser step (a Selenium IDE .side, a
// Chrome Recorder export, a Playwright trace's params, a Cypress or
// Katalon recording): an object whose target or selector names a
// password field holds the text typed as "value" (or "text"), judged as a
// password. A step that names an action must name a typing one.
func (s *Scanner) recordedStep(v *view, data []byte, line []byte, off, lastObj int, raw []Finding, bud *budget) ([]Finding, int) {
	lower := bytes.ToLower(line)
	p := bytes.Index(lower, []byte("passw"))
	if p < 0 {
		return raw, lastObj
	}
	os, oe := jsonObjectAt(data, off+p)
	if os < 0 || os == lastObj {
		return raw, lastObj
	}
	lastObj = os
	ms := jsonMembers(data, os, oe)
	target, typing, action := false, false, false
	val := -1
	for i, m := range ms {
		switch strings.ToLower(string(m.key)) {
		case "target", "targets", "selector", "selectors", "locator", "element", "xpath", "css":
			if bytes.Contains(bytes.ToLower(data[m.vs:m.ve]), []byte("passw")) {
				target = true
			}
		case "command", "type", "method", "action", "apiname":
			if m.kind == '"' {
				action = true
				typing = typing || typingAction(data[m.vs:m.ve])
			}
		case "value", "text":
			if m.kind == '"' {
				val = i
			}
		}
	}
	if !target || val < 0 || action && !typing {
		return raw, lastObj
	}
	return s.namedSrc(v, "password", data, ms[val].vs, ms[val].ve, raw, bud), lastObj
}

// fixtureKey reads a fixture whose model is a token table (Django's
// dumpdata of authtoken.token, in JSON or YAML): the row's primary key is
// the token.
func (s *Scanner) fixtureKey(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	i := bytes.Index(line, []byte("model"))
	if i < 0 {
		return raw
	}
	rest := bytes.TrimLeft(line[i+5:], `"`)
	rest = bytes.TrimLeft(rest, " \t:")
	rest = bytes.Trim(bytes.TrimRight(rest, ","), `"' `)
	d := bytes.LastIndexByte(rest, '.')
	if d <= 0 || bytes.ContainsAny(rest, " \t\"{") {
		return raw
	}
	m := strings.ToLower(string(rest[d+1:]))
	if !strings.Contains(m, "token") && !strings.HasSuffix(m, "apikey") && !strings.HasSuffix(m, "api_key") {
		return raw
	}
	// The pk within the record: three lines either side.
	at := ls
	for n := 0; n < 3 && at > 0; n++ {
		at = lineStart(data, at-1)
	}
	for n := 0; n < 7 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		l = bytes.TrimPrefix(l, []byte("- "))
		k := bytes.Index(l, []byte("pk"))
		if k >= 0 && k <= 1 {
			val := bytes.TrimLeft(l[k+2:], `"`)
			val = bytes.TrimLeft(val, " \t:")
			val = bytes.TrimRight(val, ", ")
			vs, ve := unquote(val, loff+len(l)-len(bytes.TrimLeft(bytes.TrimLeft(l[k+2:], `"`), " \t:")))
			if ve-vs >= 20 {
				raw = s.namedSrc(v, "token", data, vs, ve, raw, bud)
			}
		}
		at = e + 1
	}
	return raw
}

// tableColumn reads an HTML table (pandas' to_html in a notebook, where
// JSON may write < and > as \u003c and \u003e; a report) whose header
// cell names a secret: the cells of that column, row by row, are judged
// under the header's name.
func (s *Scanner) tableColumn(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	lo, hi := max(0, off-maxObj), min(len(data), off+len(line)+16*maxObj)
	var w view
	esc := bytes.Contains(line, []byte(`\u003c`))
	for i := lo; i < hi; i++ {
		if esc && data[i] == '\\' && i+5 < hi && data[i+1] == 'u' && data[i+2] == '0' && data[i+3] == '0' {
			switch string(bytes.ToLower(data[i+4 : i+6])) {
			case "3c":
				w.b, w.at = append(w.b, '<'), append(w.at, i)
				i += 5
				continue
			case "3e":
				w.b, w.at = append(w.b, '>'), append(w.at, i)
				i += 5
				continue
			}
		}
		w.b, w.at = append(w.b, data[i]), append(w.at, i)
	}
	// The line's place in the view.
	ls := 0
	for ls < len(w.at) && w.at[ls] < off {
		ls++
	}
	le := ls
	for le < len(w.at) && w.at[le] < off+len(line) {
		le++
	}
	b := w.b
	lower := bytes.ToLower(b[ls:le])
	for h := bytes.Index(lower, []byte("<th")); h >= 0; h = indexAt(lower, []byte("<th"), h+3) {
		gt := bytes.IndexByte(lower[h:], '>')
		if gt < 0 {
			return raw
		}
		ce := bytes.Index(lower[h+gt:], []byte("</"))
		if ce < 0 {
			return raw
		}
		name := bytes.TrimSpace(b[ls+h+gt+1 : ls+h+gt+ce])
		if len(name) == 0 || len(name) > 64 || !s.namesSecret(name) {
			continue
		}
		pos := ls + h
		// The header row: back to its <tr, counting the cells before.
		tr := bytes.LastIndex(bytes.ToLower(b[:pos]), []byte("<tr"))
		if tr < 0 {
			continue
		}
		col := cellCount(b[tr:pos])
		// The rows after the header.
		at := pos
		for rows := 0; rows < 256; rows++ {
			n := indexAt(b, []byte("<tr"), at)
			if n < 0 {
				break
			}
			rowEnd := indexAt(b, []byte("</tr>"), n)
			if rowEnd < 0 {
				break
			}
			cs, cv := nthCell(b, n, rowEnd, col)
			if cs >= 0 {
				raw = s.namedSrc(v, string(name), data, w.at[cs], w.at[cv-1]+1, raw, bud)
			}
			at = rowEnd
		}
	}
	return raw
}

func indexAt(b, sep []byte, from int) int {
	if from >= len(b) {
		return -1
	}
	i := bytes.Index(b[from:], sep)
	if i < 0 {
		return -1
	}
	return from + i
}

// cellCount counts the <th and <td cells in b.
func cellCount(b []byte) int {
	n := 0
	for i := 0; i+3 < len(b); i++ {
		if b[i] == '<' && (b[i+1] == 't' || b[i+1] == 'T') && (b[i+2] == 'h' || b[i+2] == 'd' || b[i+2] == 'H' || b[i+2] == 'D') && (b[i+3] == '>' || b[i+3] == ' ') {
			n++
		}
	}
	return n
}

// nthCell is the text span of cell col (from 0) of the row [rs, re).
func nthCell(data []byte, rs, re, col int) (int, int) {
	n := 0
	for i := rs; i+3 < re; i++ {
		if data[i] == '<' && (data[i+1] == 't' || data[i+1] == 'T') && (data[i+2] == 'h' || data[i+2] == 'd' || data[i+2] == 'H' || data[i+2] == 'D') && (data[i+3] == '>' || data[i+3] == ' ') {
			if n == col {
				gt := bytes.IndexByte(data[i:re], '>')
				if gt < 0 {
					return -1, -1
				}
				cs := i + gt + 1
				ce := bytes.IndexByte(data[cs:re], '<')
				if ce <= 0 {
					return -1, -1
				}
				return cs, cs + ce
			}
			n++
		}
	}
	return -1, -1
}

// flagItem reads a flag and its value given as two list items (an exec
// plugin's args in a kubeconfig, a compose command, a JSON argv):
// "- --oidc-client-secret" then "- VALUE".
func (s *Scanner) flagItem(v *view, data []byte, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	item := line
	yaml := bytes.HasPrefix(item, []byte("- "))
	if yaml {
		item = bytes.TrimLeft(item[2:], " ")
	}
	item = bytes.TrimRight(item, ",")
	item = bytes.Trim(item, `"'`)
	if !bytes.HasPrefix(item, []byte("-")) || bytes.ContainsAny(item, "= \t:") || len(item) > 64 || le >= len(data) {
		return raw
	}
	if !yaml && (!bytes.HasPrefix(line, []byte(`"`)) || !bytes.HasSuffix(line, []byte(`",`))) {
		return raw // a JSON array's item: "--flag",
	}
	name := bytes.TrimLeft(item, "-")
	if len(name) == 0 || !s.namesSecret(name) {
		return raw
	}
	// The next line is the value, an item of the same list.
	ne := lineEnd(data, le+1)
	next, noff := trimmedLine(data, le+1, ne)
	if yaml {
		if !bytes.HasPrefix(next, []byte("- ")) {
			return raw
		}
		next, noff = next[2:], noff+2
	} else if len(next) == 0 || next[0] != '"' {
		return raw
	}
	next = bytes.TrimRight(next, ",")
	vs, ve := unquote(next, noff)
	if ve <= vs || data[vs] == '-' {
		return raw // another flag
	}
	return s.namedSrc(v, string(name), data, vs, ve, raw, bud)
}

// ---- Published obfuscations ----

// wasXor reads WebSphere's {xor} (PasswordUtil: each byte XOR '_', then
// base64), in security.xml, a soap.client.props, a wsadmin script.
func (s *Scanner) wasXor(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i < len(line); {
		j := bytes.Index(line[i:], []byte("{xor}"))
		if j < 0 {
			break
		}
		st := i + j
		e := st + 5
		for e < len(line) && ((isAlpha(line[e]) || isDigit(line[e])) || line[e] == '+' || line[e] == '/' || line[e] == '=') {
			e++
		}
		i = e
		b, err := base64.StdEncoding.DecodeString(string(line[st+5 : e]))
		if err != nil || len(b) == 0 || len(b) > 128 {
			continue
		}
		ok := true
		for k := range b {
			b[k] ^= '_'
			ok = ok && b[k] >= 0x20 && b[k] < 0x7f
		}
		if ok {
			raw = s.namedLit(v, "password", string(b), off+st, off+e, raw, bud)
		}
	}
	return raw
}

// jettyOBF reads Jetty's OBF: (Password.obfuscate: each byte paired with
// its mirror, the pair in base 36, four digits, or U and four for a byte
// over 127).
func (s *Scanner) jettyOBF(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i < len(line); {
		j := bytes.Index(line[i:], []byte("OBF:"))
		if j < 0 {
			break
		}
		st := i + j
		e := st + 4
		for e < len(line) && (isDigit(line[e]) || line[e] >= 'a' && line[e] <= 'z' || line[e] == 'U') {
			e++
		}
		i = e
		if pt, ok := jettyDeobfuscate(line[st+4 : e]); ok {
			raw = s.namedLit(v, "password", pt, off+st, off+e, raw, bud)
		}
	}
	return raw
}

// jettyDeobfuscate is Password.deobfuscate.
func jettyDeobfuscate(c []byte) (string, bool) {
	if len(c) < 4 || len(c) > 512 {
		return "", false
	}
	var out []byte
	for i := 0; i < len(c); {
		if c[i] == 'U' {
			if i+5 > len(c) {
				return "", false
			}
			n, err := strconv.ParseInt(string(c[i+1:i+5]), 36, 32)
			if err != nil {
				return "", false
			}
			out = append(out, byte(n>>8))
			i += 5
			continue
		}
		if i+4 > len(c) {
			return "", false
		}
		n, err := strconv.ParseInt(string(c[i:i+4]), 36, 32)
		if err != nil {
			return "", false
		}
		i1, i2 := int(n/256), int(n%256)
		b := (i1 + i2 - 254) / 2
		if b < 0x20 || b > 0x7e {
			return "", false
		}
		out = append(out, byte(b))
		i += 4
	}
	return string(out), len(out) > 0
}

// ---- Passwords hashed by the push's own command ----

// hashedAtBuild reads a password given in the clear to the command or
// call that hashes it as it is stored: pgcrypto's crypt('PW',
// gen_salt(...)), bcrypt's hashpw(b'PW', gensalt()), PHP's
// password_hash('PW', ...), openssl passwd -6 'PW', mkpasswd -m sha-512
// 'PW'. The password is judged as a password.
func (s *Scanner) hashedAtBuild(v *view, data []byte, line []byte, off int, lower []byte, raw []Finding, bud *budget) []Finding {
	// A call: the literal first argument before the salt.
	for _, call := range []string{"crypt(", "hashpw(", "password_hash("} {
		for i := 0; i < len(lower); {
			j := bytes.Index(lower[i:], []byte(call))
			if j < 0 {
				break
			}
			a := i + j + len(call)
			i = a
			for a < len(line) && line[a] == ' ' {
				a++
			}
			if a < len(line) && line[a] == 'b' {
				a++ // Python's bytes literal
			}
			if a >= len(line) || line[a] != '\'' && line[a] != '"' {
				continue
			}
			q := bytes.IndexByte(line[a+1:], line[a])
			if q <= 0 {
				continue
			}
			rest := lower[a+1+q+1:]
			if call == "crypt(" && !bytes.Contains(rest, []byte("salt(")) {
				continue
			}
			raw = s.namedSrc(v, "password", data, off+a+1, off+a+1+q, raw, bud)
		}
	}
	// A command: the last word before the end of the command.
	for _, cmd := range []string{"openssl passwd", "mkpasswd "} {
		i := bytes.Index(lower, []byte(cmd))
		if i < 0 {
			continue
		}
		f := fieldSpans(line[i+len(cmd):])
		var last [2]int
		found := false
		for k := 0; k < len(f); k++ {
			w := line[i+len(cmd)+f[k][0] : i+len(cmd)+f[k][1]]
			if w[0] == '-' {
				// An option; -salt, -m and -S take a value.
				if bytes.Equal(w, []byte("-salt")) || bytes.Equal(w, []byte("-m")) || bytes.Equal(w, []byte("-S")) || bytes.Equal(w, []byte("-in")) || bytes.Equal(w, []byte("--method")) {
					k++
				}
				continue
			}
			last, found = f[k], true
			break
		}
		if !found {
			continue
		}
		ws, we := off+i+len(cmd)+last[0], off+i+len(cmd)+last[1]
		for we > ws && (data[we-1] == ')' || data[we-1] == '"' || data[we-1] == '`' || data[we-1] == ';') {
			if data[we-1] == '\'' {
				break
			}
			we--
		}
		if we-ws >= 2 && (data[ws] == '\'' || data[ws] == '"') && data[we-1] == data[ws] {
			ws, we = ws+1, we-1
		}
		raw = s.namedSrc(v, "password", data, ws, we, raw, bud)
	}
	return raw
}

// ---- Directives whose argument is a password ----

// pragmaKey reads SQLCipher's PRAGMA key = 'PASSPHRASE' (and rekey): a
// passphrase judged as a password, x'HEX' as a raw key.
func (s *Scanner) pragmaKey(v *view, data []byte, line []byte, off int, lower []byte, raw []Finding, bud *budget) []Finding {
	for _, p := range []string{"pragma key", "pragma rekey"} {
		i := bytes.Index(lower, []byte(p))
		if i < 0 {
			continue
		}
		a := i + len(p)
		for a < len(line) && (line[a] == ' ' || line[a] == '=' || line[a] == '(') {
			a++
		}
		name := "password"
		if a+1 < len(line) && (line[a] == 'x' || line[a] == 'X') && (line[a+1] == '\'' || line[a+1] == '"') {
			name, a = "encryption_key", a+1
		}
		if a >= len(line) || line[a] != '\'' && line[a] != '"' {
			continue
		}
		q := bytes.IndexByte(line[a+1:], line[a])
		if q <= 0 {
			continue
		}
		raw = s.namedSrc(v, name, data, off+a+1, off+a+1+q, raw, bud)
	}
	return raw
}

// redisACL reads a Redis ACL rule list (ACL SETUSER name ..., or a
// redis.conf or users.acl "user name ..." line): >PASSWORD adds a
// plaintext password (#HASH a hash, which passes).
func (s *Scanner) redisACL(v *view, data []byte, rules []byte, off int, raw []Finding, bud *budget) []Finding {
	for _, f := range fieldSpans(rules) {
		w := rules[f[0]:f[1]]
		w = bytes.Trim(w, `"'`)
		if len(w) > 1 && w[0] == '>' {
			st := off + f[0] + bytes.IndexByte(rules[f[0]:f[1]], '>') + 1
			raw = s.namedSrc(v, "password", data, st, st+len(w)-1, raw, bud)
		}
	}
	return raw
}

// envMagic reads IPython's %env NAME VALUE (the form without =), in a
// notebook's JSON source too: the value judged under the name.
func (s *Scanner) envMagic(v *view, data []byte, rest []byte, off int, raw []Finding, bud *budget) []Finding {
	sp := bytes.IndexAny(rest, " \t")
	if sp <= 0 || bytes.IndexByte(rest[:sp], '=') >= 0 {
		return raw
	}
	name := rest[:sp]
	a := sp
	for a < len(rest) && (rest[a] == ' ' || rest[a] == '\t') {
		a++
	}
	e := a
	for e < len(rest) && rest[e] != ' ' && rest[e] != '"' && !(rest[e] == '\\' && e+1 < len(rest) && rest[e+1] == 'n') {
		e++
	}
	if e <= a {
		return raw
	}
	return s.namedSrc(v, string(name), data, off+a, off+e, raw, bud)
}

// captureFile reports a file that holds HTTP messages as sent: a member
// of an archive (Fiddler's .saz, a zip of captures), a REST client's
// .http file, a raw request or a log; a program's source, whose literals
// are test fixtures, is not one.
func captureFile(path string) bool {
	if strings.IndexByte(path, '!') >= 0 {
		return true
	}
	base := strings.ToLower(path[strings.LastIndexAny(path, `/\`)+1:])
	dot := strings.LastIndexByte(base, '.')
	if dot < 0 {
		return true
	}
	switch base[dot:] {
	case ".http", ".rest", ".txt", ".req", ".raw", ".log", ".eml", ".md":
		return true
	}
	return false
}

// cookieHeader reads a request's Cookie header (a raw capture: Fiddler's
// .saz, a HAR's text, a curl -v log): a session cookie's value is judged
// as a token.
func (s *Scanner) cookieHeader(v *view, data []byte, rest []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i < len(rest); {
		e := bytes.IndexByte(rest[i:], ';')
		if e < 0 {
			e = len(rest)
		} else {
			e += i
		}
		pair := rest[i:e]
		ps := i
		i = e + 1
		lead := len(pair) - len(bytes.TrimLeft(pair, " "))
		pair = bytes.TrimSpace(pair)
		eq := bytes.IndexByte(pair, '=')
		if eq <= 0 || !sessionCookie(pair[:eq]) {
			continue
		}
		vs := off + ps + lead + eq + 1
		raw = s.namedSrc(v, "session_token", data, vs, off+ps+lead+len(pair), raw, bud)
	}
	return raw
}

// ---- Key files by their tools' layouts ----

// sslibKey reads securesystemslib's key file (TUF, in-toto):
// {"keytype": ..., "keyval": {"public": HEX, "private": HEX}}; an
// unencrypted private half is judged as a private key.
func (s *Scanner) sslibKey(v *view, data []byte, ls int, raw []Finding, bud *budget) []Finding {
	k := indexAt(data[:min(len(data), ls+maxDeriveLine)], []byte(`"keyval"`), ls)
	if k < 0 {
		return raw
	}
	o := indexAt(data[:min(len(data), k+64)], []byte("{"), k)
	if o < 0 {
		return raw
	}
	oe := jsonSkip(data, o, min(len(data), o+maxObj))
	if oe < 0 {
		return raw
	}
	for _, m := range jsonMembers(data, o, oe) {
		if m.kind == '"' && string(m.key) == "private" && m.ve-m.vs >= 32 {
			raw = s.namedSrc(v, "private_key", data, m.vs, m.ve, raw, bud)
		}
	}
	return raw
}

// cardanoSkey reads cardano-cli's text envelope of a signing key
// ("type": "...SigningKey...", "cborHex": "5820" + the key): the key
// bytes are judged as a private key (verification keys pass).
func (s *Scanner) cardanoSkey(v *view, data []byte, ls int, raw []Finding, bud *budget) []Finding {
	os, oe := jsonObjectAt(data, ls)
	if os < 0 {
		return raw
	}
	signing := false
	ms := jsonMembers(data, os, oe)
	for _, m := range ms {
		if m.kind == '"' && string(m.key) == "type" && bytes.Contains(bytes.ToLower(data[m.vs:m.ve]), []byte("signingkey")) {
			signing = true
		}
	}
	if !signing {
		return raw
	}
	for _, m := range ms {
		if m.kind != '"' || string(m.key) != "cborHex" || m.ve-m.vs < 68 {
			continue
		}
		h := data[m.vs:m.ve]
		// A CBOR byte string: 58 and a one-byte length.
		if h[0] != '5' || h[1] != '8' {
			continue
		}
		n, err := strconv.ParseUint(string(h[2:4]), 16, 8)
		if err != nil || int(n)*2 != len(h)-4 {
			continue
		}
		if _, err := hex.DecodeString(string(h[4:])); err != nil {
			continue
		}
		raw = s.namedSrc(v, "private_key", data, m.vs+4, m.ve, raw, bud)
	}
	return raw
}

// ---- JSON in JSON in JSON ----

// nestedEscapes reads a line of JSON escaped inside JSON more than once
// (a VS Code profile export holds settings.json as a string inside a
// string): the string escapes are undone until no escaped quote is left,
// at most four times, and the text scanned; a finding covers the bytes it
// came from.
func (s *Scanner) nestedEscapes(v *view, data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	v.b, v.at = v.b[:0], v.at[:0]
	v.src(data, ls, le)
	for n := 0; n < 4 && bytes.Contains(v.b, []byte(`\"`)); n++ {
		var w view
		for i := 0; i < len(v.b); i++ {
			c := v.b[i]
			if c == '\\' && i+1 < len(v.b) {
				switch v.b[i+1] {
				case '"', '\\', '/':
					w.b, w.at = append(w.b, v.b[i+1]), append(w.at, v.at[i+1])
					i++
					continue
				case 'n':
					w.b, w.at = append(w.b, '\n'), append(w.at, v.at[i+1])
					i++
					continue
				case 't':
					w.b, w.at = append(w.b, ' '), append(w.at, v.at[i+1])
					i++
					continue
				}
			}
			w.b, w.at = append(w.b, c), append(w.at, v.at[i])
		}
		v.b, v.at = w.b, w.at
	}
	return s.scanView(v, 0, raw, bud)
}

// ---- Files read by their name ----

// views21File reads files by the names their tools give them: isync's
// .mbsyncrc (Pass PASSWORD), a Redis configuration or ACL file (user NAME
// ... >PASSWORD), and Develocity's (Gradle Enterprise's) keys.properties
// (HOST=ACCESS_KEY).
func (s *Scanner) views21File(path string, data []byte, v *view, raw []Finding, bud *budget) []Finding {
	base := strings.ToLower(path[strings.LastIndexAny(path, `/\`)+1:])
	if i := strings.LastIndexByte(base, '!'); i >= 0 {
		base = base[i+1:]
	}
	lp := strings.ToLower(path)
	switch {
	case base == ".mbsyncrc" || base == "mbsyncrc" || base == ".isyncrc" || strings.HasSuffix(base, ".mbsyncrc"):
		eachLine(data, func(line []byte, off int) {
			if len(line) > 5 && line[0] == 'P' && bytes.HasPrefix(line, []byte("Pass ")) {
				val := bytes.TrimSpace(line[5:])
				vs, ve := unquote(val, off+len(line)-len(val))
				raw = s.namedSrc(v, "password", data, vs, ve, raw, bud)
			}
		})
	case strings.HasSuffix(base, ".acl") || strings.HasPrefix(base, "redis") && strings.HasSuffix(base, ".conf"):
		eachLine(data, func(line []byte, off int) {
			if bytes.HasPrefix(line, []byte("user ")) {
				raw = s.redisACL(v, data, line[5:], off+5, raw, bud)
			}
		})
	case base == "keys.properties" && (strings.Contains(lp, "enterprise") || strings.Contains(lp, "develocity") || strings.Contains(lp, "gradle")):
		eachLine(data, func(line []byte, off int) {
			if eq := bytes.IndexByte(line, '='); eq > 0 && bytes.IndexByte(line[:eq], '.') > 0 {
				raw = s.namedSrc(v, "access_key", data, off+eq+1, off+len(line), raw, bud)
			}
		})
	}
	return raw
}

// ---- R's saved workspace ----

// ViewRData is the kind of view TextView gives R's serialised data (a
// saved workspace, .RData, or saveRDS's .rds, once gunzipped): each
// variable holding strings written as NAME = "VALUE", one a line, which
// is how the variable reads in R. Offsets in it do not point into data.
const ViewRData = "R workspace"

// rdataText reads R's XDR serialisation (RDX2/RDX3 and X, or a bare X
// stream of version 2 or 3): a symbol (SYMSXP, its name a CHARSXP)
// followed by a character vector (STRSXP of CHARSXPs) is a variable
// bound to strings. Other objects are stepped over byte by byte; the
// first MaxBinaryView bytes are read.
func rdataText(data []byte) ([]byte, bool) {
	p := data
	switch {
	case bytes.HasPrefix(p, []byte("RDX2\nX\n")) || bytes.HasPrefix(p, []byte("RDX3\nX\n")):
		p = p[7:]
	case bytes.HasPrefix(p, []byte("X\n\x00\x00\x00\x02")) || bytes.HasPrefix(p, []byte("X\n\x00\x00\x00\x03")):
		p = p[2:]
	default:
		return nil, false
	}
	p = p[:min(len(p), MaxBinaryView)]
	u32 := func(i int) uint32 {
		return uint32(p[i])<<24 | uint32(p[i+1])<<16 | uint32(p[i+2])<<8 | uint32(p[i+3])
	}
	// chars reads a CHARSXP at i: its text and the index after it.
	chars := func(i int) ([]byte, int, bool) {
		if i+8 > len(p) || u32(i)&0xff != 9 {
			return nil, 0, false
		}
		n := u32(i + 4)
		if n == 0xffffffff || int(n) > len(p)-i-8 || n > 4096 {
			return nil, 0, false
		}
		return p[i+8 : i+8+int(n)], i + 8 + int(n), true
	}
	var out []byte
	for i := 0; i+16 <= len(p) && len(out) < MaxBinaryView; i++ {
		if u32(i) != 1 { // SYMSXP
			continue
		}
		name, j, ok := chars(i + 4)
		if !ok || len(name) == 0 || len(name) > 128 || !printableText(name) {
			continue
		}
		if j+8 > len(p) || u32(j)&0xff != 16 { // STRSXP
			continue
		}
		cnt := u32(j + 4)
		k := j + 8
		for c := uint32(0); c < cnt && c < 64; c++ {
			val, next, ok := chars(k)
			if !ok {
				break
			}
			k = next
			if len(val) == 0 || !printableText(val) {
				continue
			}
			out = append(out, name...)
			out = append(out, ` = "`...)
			out = append(out, val...)
			out = append(out, "\"\n"...)
		}
		i = k - 1
	}
	return out, true
}

// printableText reports bytes that are all printable ASCII.
func printableText(b []byte) bool {
	for _, c := range b {
		if c < 0x20 || c > 0x7e {
			return false
		}
	}
	return true
}
