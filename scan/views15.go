package scan

import (
	"bytes"
	"encoding/hex"
	"math/big"
	"strconv"
)

// The layouts, command lines, test steps, tool output and constructs of
// the fifteenth push red team (see docs/boundary.md, set 15), each read
// the way the tool that writes or reads it does.

// set15Keywords mark the lines the set-15 pass reads (scanSet15): an
// expect script's prompt, PowerShell's ConvertTo-SecureString, a redis
// CONFIG GET reply's names, a journald JSON entry, and a Thread dataset.
func set15Keywords() []string {
	return []string{`expect "`, "expect -", "expect {", "convertto-securestring", `"requirepass"`, `"masterauth"`,
		`"__cursor"`, `"__realtime_timestamp"`, "tlv", "dataset "}
}

// scanSet15 reads the lines the keyword pass noted for the set-15 pass.
func (s *Scanner) scanSet15(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	for _, ls := range bud.set15 {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line, off := trimmedLine(data, ls, le)
		lower := bytes.ToLower(line)
		switch {
		case bytes.Contains(lower, []byte("expect")) && bytes.Contains(lower, []byte("assword")):
			raw = s.expectSend(&v, data, line, off, le, raw, bud)
		case bytes.Contains(lower, []byte("convertto-securestring")):
			raw = s.secureStringPlain(&v, data, line, off, lower, raw, bud)
		case bytes.Contains(line, []byte(`"__CURSOR"`)) || bytes.Contains(line, []byte(`"__REALTIME_TIMESTAMP"`)):
			raw = s.journalBytes(&v, data, line, off, raw, bud)
		case bytes.Contains(lower, []byte("tlv")) || bytes.Contains(lower, []byte("dataset")):
			// The dataset on the line (tlv: ...), or printed under the
			// command (ot-ctl's dataset active -x).
			raw = s.threadDataset(&v, data, line, off, raw, bud)
			for n, at := 0, le+1; n < 2 && at < len(data); n++ {
				e := lineEnd(data, at)
				if l, loff := trimmedLine(data, at, e); len(l) >= 40 {
					raw = s.threadDataset(&v, data, l, loff, raw, bud)
				}
				at = e + 1
			}
		}
		if line[0] >= '0' && line[0] <= '9' {
			raw = s.numberedReply(&v, data, line, off, le, true, raw, bud)
		}
	}
	return raw
}

// namedSrc scans NAME = "VALUE" where VALUE is data[vs:ve] as written.
func (s *Scanner) namedSrc(v *view, name string, data []byte, vs, ve int, raw []Finding, bud *budget) []Finding {
	if ve <= vs {
		return raw
	}
	v.b, v.at = v.b[:0], v.at[:0]
	v.lit(name, vs)
	v.lit(` = "`, vs)
	from := len(v.b)
	v.src(data, vs, ve)
	v.lit(`"`, ve-1)
	return s.scanView(v, from, raw, bud)
}

// views15Line runs the set-15 views that start from a line naming a
// secret.
func (s *Scanner) views15Line(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	if len(line) == 0 || le-ls > maxDeriveLine {
		return raw
	}
	// The line in lower case, on the stack for ordinary lines.
	var lb [512]byte
	lower := lb[:0]
	for _, c := range line {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower = append(lower, c)
	}
	if line[0] == '<' {
		raw = s.xmlSettingValue(v, data, line, off, le, raw, bud)
	}
	if bytes.IndexByte(line, '<') >= 0 && bytes.Contains(line, []byte("</")) {
		raw = s.xmlElementValue(v, data, line, off, raw, bud)
	}
	if bytes.Contains(lower, []byte("insert into")) {
		raw = s.sqlInsertColumns(v, data, line, off, le, lower, raw, bud)
	}
	if line[len(line)-1] == '{' && line[0] == '"' {
		raw = s.jsonNestedValue(v, data, line, off, le, raw, bud)
	}
	if bytes.Contains(lower, []byte("form-data")) {
		raw = s.multipartPart(v, data, line, off, le, raw, bud)
	}
	if bytes.Contains(line, []byte(".type(")) || bytes.Contains(line, []byte(".fill(")) || bytes.Contains(line, []byte("end_keys(")) ||
		bytes.Contains(line, []byte("endKeys(")) || bytes.Contains(line, []byte(".setValue(")) || bytes.Contains(line, []byte(".typeText(")) {
		raw = s.typedIntoField(v, data, line, off, raw, bud)
	}
	if bytes.HasPrefix(line, []byte("Input Password")) {
		raw = s.robotInputPassword(v, data, line, off, raw, bud)
	}
	if bytes.Contains(line, []byte("?? ")) || bytes.Contains(line, []byte("|| ")) || bytes.Contains(line, []byte(" or ")) {
		raw = s.fallbackLiteral(v, data, ls, line, off, raw, bud)
	}
	if i := bytes.Index(lower, []byte("htpasswd ")); i >= 0 {
		raw = s.htpasswdBatch(v, data, line, off, i+9, raw, bud)
	}
	if bytes.Contains(lower, []byte("--password-stdin")) {
		raw = s.passwordStdin(v, data, line, off, lower, raw, bud)
	}
	if bytes.Contains(lower, []byte("auth")) || bytes.Contains(lower, []byte("_password")) {
		raw = s.configSetToken(v, data, line, off, raw, bud)
	}
	if bytes.Contains(line, []byte("[")) && bytes.Contains(line, []byte(",")) {
		raw = s.signedByteList(v, data, line, off, raw, bud)
	}
	if line[0] >= '0' && line[0] <= '9' {
		raw = s.numberedReply(v, data, line, off, le, false, raw, bud)
	}
	return raw
}

// ---- Tool layouts ----

// xmlSettingValue reads .NET's applicationSettings (and any element named
// by a name="..." attribute whose value is its <value> child on the next
// line): <setting name="SftpPassword" serializeAs="String">, then
// <value>...</value>.
func (s *Scanner) xmlSettingValue(v *view, data []byte, line []byte, off, le int, raw []Finding, bud *budget) []Finding {
	if line[len(line)-1] != '>' || bytes.HasSuffix(line, []byte("/>")) || bytes.Contains(line, []byte("</")) {
		return raw
	}
	a := bytes.Index(line, []byte(` name="`))
	if a < 0 {
		return raw
	}
	a += 7
	q := bytes.IndexByte(line[a:], '"')
	if q <= 0 || !s.namesSecret(line[a:a+q]) || le >= len(data) {
		return raw
	}
	next, noff := trimmedLine(data, le+1, lineEnd(data, le+1))
	if !bytes.HasPrefix(next, []byte("<value>")) || !bytes.HasSuffix(next, []byte("</value>")) || len(next) <= 15 {
		return raw
	}
	return s.pairView(v, data, off+a, off+a+q, next[7:len(next)-8], noff+7, raw, bud)
}

// xmlElementValue reads an element whose name says secret but that a
// namespace prefix or attributes hide from the plain rule: WS-Security's
// <wsse:Password Type="...#PasswordText">...</wsse:Password>. A digest
// (Type ...#PasswordDigest) is a hash and passes.
func (s *Scanner) xmlElementValue(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i < len(line); i++ {
		if line[i] != '<' || i+1 >= len(line) || !isAlpha(line[i+1]) {
			continue
		}
		j := i + 1
		for j < len(line) && (isAlpha(line[j]) || isDigit(line[j]) || line[j] == ':' || line[j] == '_' || line[j] == '-' || line[j] == '.') {
			j++
		}
		tag := line[i+1 : j]
		local := tag[bytes.LastIndexByte(tag, ':')+1:]
		gt := bytes.IndexByte(line[j:], '>')
		if gt < 0 {
			return raw
		}
		gt += j
		attrs := line[j:gt]
		if bytes.IndexByte(tag, ':') < 0 && len(bytes.TrimSpace(attrs)) == 0 || bytes.HasSuffix(attrs, []byte("/")) || !s.namesSecret(local) {
			continue
		}
		if bytes.Contains(attrs, []byte("Digest")) || bytes.Contains(attrs, []byte("Hash")) {
			continue
		}
		closer := append(append([]byte("</"), tag...), '>')
		c := bytes.Index(line[gt+1:], closer)
		if c <= 0 || bytes.IndexByte(line[gt+1:gt+1+c], '<') >= 0 {
			continue
		}
		ns := off + i + 1 + len(tag) - len(local)
		raw = s.pairView(v, data, ns, ns+len(local), line[gt+1:gt+1+c], off+gt+1, raw, bud)
		i = gt + c
	}
	return raw
}

// sqlInsertColumns reads INSERT INTO t (a, b, client_secret) VALUES (...),
// (...): each row's value in a column that names a secret is judged as
// that column's, by position, as the database stores it. VALUES may start
// on one of the next three lines.
func (s *Scanner) sqlInsertColumns(v *view, data []byte, line []byte, off, le int, lower []byte, raw []Finding, bud *budget) []Finding {
	i := bytes.Index(lower, []byte("insert into"))
	op := bytes.IndexByte(line[i:], '(')
	if op < 0 {
		return raw
	}
	op += i
	cp := bytes.IndexByte(line[op:], ')')
	if cp < 0 {
		return raw
	}
	cp += op
	type span struct{ s, e int }
	var cols []span
	secret := false
	for at := op + 1; at <= cp; {
		c := bytes.IndexByte(line[at:cp], ',')
		end := cp
		if c >= 0 {
			end = at + c
		}
		name, noff := trimmedLine(line, at, end)
		name = bytes.Trim(name, "`\"[]")
		ns := noff + bytes.Index(line[noff:end], name)
		cols = append(cols, span{off + ns, off + ns + len(name)})
		secret = secret || s.namesSecret(name)
		at = end + 1
	}
	if !secret {
		return raw
	}
	// VALUES on this line after the columns, or on one of the next three.
	vs := -1
	if k := bytes.Index(lower[cp:], []byte("values")); k >= 0 {
		vs = off + cp + k + 6
	} else {
		for n, at := 0, le+1; n < 3 && at < len(data); n++ {
			e := lineEnd(data, at)
			if k := bytes.Index(bytes.ToLower(data[at:e]), []byte("values")); k >= 0 {
				vs = at + k + 6
				break
			}
			at = e + 1
		}
	}
	if vs < 0 {
		return raw
	}
	for rows, at := 0, vs; rows < 64 && at < len(data); rows++ {
		for at < len(data) && (data[at] == ' ' || data[at] == '\t' || data[at] == '\r' || data[at] == '\n' || data[at] == ',') {
			at++
		}
		if at >= len(data) || data[at] != '(' {
			break
		}
		at++
		for c := 0; at < len(data) && at-vs < maxDeriveLine; c++ {
			for at < len(data) && (data[at] == ' ' || data[at] == '\t') {
				at++
			}
			fs := at
			if at < len(data) && data[at] == '\'' {
				at++
				for at < len(data) && data[at] != '\n' {
					if data[at] == '\'' {
						if at+1 < len(data) && data[at+1] == '\'' {
							at += 2
							continue
						}
						break
					}
					at++
				}
				at++
			} else {
				for at < len(data) && data[at] != ',' && data[at] != ')' && data[at] != '\n' {
					at++
				}
			}
			if at > len(data) {
				return raw
			}
			fe := at
			for fe > fs && (data[fe-1] == ' ' || data[fe-1] == '\t') {
				fe--
			}
			if c < len(cols) && s.namesSecret(data[cols[c].s:cols[c].e]) && fe > fs {
				raw = s.pairView(v, data, cols[c].s, cols[c].e, data[fs:fe], fs, raw, bud)
			}
			for at < len(data) && (data[at] == ' ' || data[at] == '\t') {
				at++
			}
			if at >= len(data) || data[at] != ',' {
				break
			}
			at++
		}
		if at >= len(data) || data[at] != ')' {
			break
		}
		at++
	}
	return raw
}

// jsonNestedValue reads "NAME": { ..., "value": ... } over the object's
// lines (terraform output -json, where "sensitive": true sits beside the
// value; any object whose name names a secret and whose value member
// holds it).
func (s *Scanner) jsonNestedValue(v *view, data []byte, line []byte, off, le int, raw []Finding, bud *budget) []Finding {
	q := bytes.IndexByte(line[1:], '"')
	if q <= 0 {
		return raw
	}
	name := line[1 : 1+q]
	rest := bytes.TrimSpace(line[2+q:])
	if !bytes.Equal(bytes.ReplaceAll(rest, []byte(" "), nil), []byte(":{")) || !s.namesSecret(name) {
		return raw
	}
	depth := 0
	for n, at := 0, le+1; n < 16 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		if len(l) > 0 && (l[0] == '}' || l[0] == ']') {
			if depth == 0 {
				break
			}
			depth--
		}
		if depth == 0 && bytes.HasPrefix(l, []byte(`"value"`)) {
			val := bytes.TrimLeft(l[7:], " \t")
			if len(val) > 1 && val[0] == ':' {
				val = bytes.TrimRight(bytes.TrimLeft(val[1:], " \t"), ",")
				if len(val) > 0 && val[0] == '"' {
					return s.pairView(v, data, off+1, off+1+q, val, loff+len(l)-len(bytes.TrimLeft(l[7:], " \t"))+bytes.Index(bytes.TrimLeft(l[7:], " \t"), val), raw, bud)
				}
			}
		}
		if len(l) > 0 && (l[len(l)-1] == '{' || l[len(l)-1] == '[') {
			depth++
		}
		at = e + 1
	}
	return raw
}

// multipartPart reads a multipart/form-data part: Content-Disposition:
// form-data; name="password", the part's other headers, a blank line and
// the value, judged as the field's.
func (s *Scanner) multipartPart(v *view, data []byte, line []byte, off, le int, raw []Finding, bud *budget) []Finding {
	a := bytes.Index(line, []byte(`name="`))
	if a < 0 {
		return raw
	}
	a += 6
	q := bytes.IndexByte(line[a:], '"')
	if q <= 0 || !s.namesSecret(line[a:a+q]) || bytes.Contains(line, []byte("filename=")) {
		return raw
	}
	for n, at := 0, le+1; n < 6 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, _ := trimmedLine(data, at, e)
		if len(l) == 0 {
			if e >= len(data) {
				break
			}
			ve := lineEnd(data, e+1)
			val, voff := trimmedLine(data, e+1, ve)
			if len(val) > 0 && !bytes.HasPrefix(val, []byte("--")) {
				return s.namedSrc(v, string(line[a:a+q]), data, voff, voff+len(val), raw, bud)
			}
			break
		}
		at = e + 1
	}
	return raw
}

// ---- Test automation ----

// literalAt returns the span inside the string literal that starts at
// line[i] (a quote), or -1.
func literalAt(line []byte, i int) (int, int) {
	if i >= len(line) || line[i] != '\'' && line[i] != '"' && line[i] != '`' {
		return -1, -1
	}
	for j := i + 1; j < len(line); j++ {
		if line[j] == '\\' {
			j++
			continue
		}
		if line[j] == line[i] {
			return i + 1, j
		}
	}
	return -1, -1
}

// typedIntoField reads a test step that types a literal into a field
// whose selector names a password: Cypress's cy.get('input[name=
// "password"]').type('...'), Playwright's page.fill('#password', '...')
// and locator('#password').fill('...'), Selenium's
// find_element(By.ID, "password").send_keys("...") and sendKeys.
func (s *Scanner) typedIntoField(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	prev := 0
	for i := 0; i < len(line); i++ {
		var m string
		for _, c := range []string{".type(", ".fill(", "send_keys(", "sendKeys(", ".setValue(", ".typeText("} {
			if bytes.HasPrefix(line[i:], []byte(c)) {
				m = c
				break
			}
		}
		if m == "" {
			if line[i] == ';' {
				prev = i
			}
			continue
		}
		args := i + len(m)
		vs, ve := literalAt(line, args)
		if vs < 0 {
			prev = i
			continue
		}
		sel := line[prev:i]
		// fill(SELECTOR, VALUE): the first literal is the selector.
		if a, b := literalAt(line, skipSpaceComma(line, ve+1)); a >= 0 && (m == ".fill(" || m == ".type(" || m == ".setValue(") && bytes.IndexByte(line[ve+1:skipSpaceComma(line, ve+1)], ',') >= 0 {
			sel, vs, ve = line[vs:ve], a, b
		}
		if s.namesSecret(sel) && !bytes.Contains(line[vs:ve], []byte("${")) {
			raw = s.namedSrc(v, "password", data, off+vs, off+ve, raw, bud)
		}
		prev = i
		i = ve
	}
	return raw
}

// skipSpaceComma returns the index after spaces and one comma from i.
func skipSpaceComma(line []byte, i int) int {
	for i < len(line) && (line[i] == ' ' || line[i] == '\t' || line[i] == ',') {
		i++
	}
	return i
}

// robotInputPassword reads Robot Framework's SeleniumLibrary keyword
// Input Password, LOCATOR, TEXT: cells two or more spaces (or a tab)
// apart.
func (s *Scanner) robotInputPassword(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	type cell struct{ s, e int }
	var cells []cell
	for i := 0; i < len(line); {
		st := i
		for i < len(line) && line[i] != '\t' && !(line[i] == ' ' && i+1 < len(line) && line[i+1] == ' ') && !(line[i] == ' ' && i+1 == len(line)) {
			i++
		}
		cells = append(cells, cell{st, i})
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
	}
	if len(cells) < 3 || string(line[cells[0].s:cells[0].e]) != "Input Password" {
		return raw
	}
	c := cells[2]
	return s.namedSrc(v, "password", data, off+c.s, off+c.e, raw, bud)
}

// ---- Constructs ----

// fallbackLiteral reads NAME: LOOKUP ?? "literal" (and || or Python's
// or): the literal is the value wherever the lookup comes back empty, so
// the line is scanned with the lookup and the operator cut out.
func (s *Scanner) fallbackLiteral(v *view, data []byte, ls int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for _, op := range []string{"?? ", "|| ", " or "} {
		for p := 0; p < len(line); {
			k := bytes.Index(line[p:], []byte(op))
			if k < 0 {
				break
			}
			k += p
			p = k + len(op)
			lit := k + len(op)
			for lit < len(line) && line[lit] == ' ' {
				lit++
			}
			if lit >= len(line) || line[lit] != '"' && line[lit] != '\'' && line[lit] != '`' {
				continue
			}
			// The lookup: one word (a dotted name, a subscript, a call)
			// ending at the operator.
			es := k
			for es > 0 && line[es-1] == ' ' {
				es--
			}
			we := es
			depth := 0
			for es > 0 {
				c := line[es-1]
				if c == ')' || c == ']' {
					depth++
				} else if (c == '(' || c == '[') && depth > 0 {
					depth--
				} else if depth == 0 && (c == ' ' || c == '\t' || c == ':' || c == '=' || c == '(' || c == ',' || c == '{') {
					break
				}
				es--
			}
			look := line[es:we]
			if len(look) < 3 || !bytes.ContainsAny(look, ".([") || look[0] == '"' || look[0] == '\'' {
				continue
			}
			v.b, v.at = v.b[:0], v.at[:0]
			v.src(data, off, off+es)
			from := len(v.b)
			v.src(data, off+lit, off+len(line))
			raw = s.scanView(v, from, raw, bud)
			// The literal stands in for the variable looked up
			// (process.env.SMTP_PASSWORD, os.environ.get("X")): judged
			// as that name's value too, when the key it is assigned to
			// says nothing (nodemailer's pass:).
			nm := bytes.TrimRight(look, `)]'"`)
			ni := len(nm)
			for ni > 0 && (isAlpha(nm[ni-1]) || isDigit(nm[ni-1]) || nm[ni-1] == '_') {
				ni--
			}
			if len(nm)-ni >= 3 && s.namesSecret(nm[ni:]) {
				ls, le := literalAt(line, lit)
				if ls > 0 {
					raw = s.namedSrc(v, string(nm[ni:]), data, off+ls, off+le, raw, bud)
				}
			}
		}
	}
	return raw
}

// ---- Command lines ----

// shellWord is a word of a command line: its span as written and the
// span of its content (inside the quotes, for a word quoted whole).
type shellWord struct{ s, e, vs, ve int }

// shellWords splits line[i:] into words until the command ends (a pipe,
// ;, &&, a redirection, a closing parenthesis or a line-continuing
// backslash).
func shellWords(line []byte, i int) []shellWord {
	var out []shellWord
	for i < len(line) && len(out) < 32 {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i >= len(line) {
			break
		}
		switch line[i] {
		case '|', ';', '&', '>', '<', ')', '#':
			return out
		case '\\':
			if i+1 >= len(line) {
				return out
			}
		}
		st := i
		for i < len(line) && line[i] != ' ' && line[i] != '\t' {
			c := line[i]
			if c == '\'' || c == '"' {
				j := bytes.IndexByte(line[i+1:], c)
				if j < 0 {
					return out
				}
				i += j + 2
				continue
			}
			if c == '|' || c == ';' || c == ')' || c == '&' {
				break
			}
			i++
		}
		w := shellWord{st, i, st, i}
		if i-st >= 2 && (line[st] == '\'' || line[st] == '"') && line[i-1] == line[st] && bytes.IndexByte(line[st+1:i-1], line[st]) < 0 {
			w.vs, w.ve = st+1, i-1
		}
		out = append(out, w)
	}
	return out
}

// htpasswdBatch reads htpasswd's batch mode (-b): the password is the
// last argument, after the file and the user (or only the user with -n).
func (s *Scanner) htpasswdBatch(v *view, data []byte, line []byte, off, at int, raw []Finding, bud *budget) []Finding {
	words := shellWords(line, at)
	var flags []byte
	var pos []shellWord
	for k := 0; k < len(words); k++ {
		w := line[words[k].s:words[k].e]
		if len(w) > 1 && w[0] == '-' && w[1] != '-' {
			flags = append(flags, w[1:]...)
			if c := w[len(w)-1]; c == 'C' || c == 'r' {
				k++ // -C cost, -r rounds
			}
			continue
		}
		pos = append(pos, words[k])
	}
	if bytes.IndexByte(flags, 'b') < 0 {
		return raw
	}
	need := 3
	if bytes.IndexByte(flags, 'n') >= 0 {
		need = 2
	}
	if len(pos) < need {
		return raw
	}
	w := pos[need-1]
	return s.namedSrc(v, "password", data, off+w.vs, off+w.ve, raw, bud)
}

// passwordStdin reads a password piped into a login that takes it on
// standard input (docker, podman, helm registry, oras login
// --password-stdin): echo or printf's literal before the pipe, or a
// here-string after the flag.
func (s *Scanner) passwordStdin(v *view, data []byte, line []byte, off int, lower []byte, raw []Finding, bud *budget) []Finding {
	f := bytes.Index(lower, []byte("--password-stdin"))
	if h := bytes.Index(line[f:], []byte("<<<")); h >= 0 {
		if ws := shellWords(line, f+h+3); len(ws) > 0 {
			w := ws[0]
			raw = s.namedSrc(v, "password", data, off+w.vs, off+w.ve, raw, bud)
		}
	}
	cmd, args := echoedInto(line, f)
	if cmd == "" {
		return raw
	}
	if cmd == "printf" && len(args) > 1 && bytes.Contains(line[args[0].s:args[0].e], []byte("%s")) {
		args = args[1:]
	}
	if len(args) != 1 {
		return raw
	}
	w := args[0]
	return s.namedSrc(v, "password", data, off+w.vs, off+w.ve, raw, bud)
}

// echoedInto returns the echo or printf, and its words past its options,
// whose output the line pipes into the command at c ("echo 'u:pw' |
// chpasswd", "printf '%s' pw | docker login --password-stdin"): the
// stage before the last single '|' before c, from the last ;, && or (
// before that. cmd is "" when no echo or printf feeds it.
func echoedInto(line []byte, c int) (cmd string, args []shellWord) {
	pipe := bytes.LastIndexByte(line[:c], '|')
	if pipe <= 0 || line[pipe-1] == '|' {
		return "", nil
	}
	st := 0
	for _, sep := range []string{";", "&&", "(", "$("} {
		if k := bytes.LastIndex(line[:pipe], []byte(sep)); k >= 0 && k+len(sep) > st {
			st = k + len(sep)
		}
	}
	words := shellWords(line[:pipe], st)
	if len(words) < 2 {
		return "", nil
	}
	cmd = string(line[words[0].s:words[0].e])
	if cmd != "echo" && cmd != "printf" {
		return "", nil
	}
	args = words[1:]
	for len(args) > 0 && line[args[0].s] == '-' {
		args = args[1:]
	}
	return cmd, args
}

// configSetToken reads a registry credential set by a command, the key and
// the value two words: npm config set //host/:_authToken VALUE (also
// _auth, _password, yarn's npmAuthToken).
func (s *Scanner) configSetToken(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for _, k := range []string{":_authToken ", ":_auth ", ":_password ", "npmAuthToken ", " _authToken "} {
		i := bytes.Index(line, []byte(k))
		if i < 0 {
			continue
		}
		if !bytes.Contains(line[:i], []byte("config set ")) && !bytes.Contains(line[:i], []byte(" set ")) {
			continue
		}
		ws := shellWords(line, i+len(k))
		if len(ws) == 0 {
			continue
		}
		w := ws[0]
		name := bytes.TrimSpace([]byte(k))
		raw = s.namedSrc(v, string(bytes.TrimLeft(name, ":")), data, off+w.vs, off+w.ve, raw, bud)
	}
	return raw
}

// secureStringPlain reads PowerShell's ConvertTo-SecureString with
// -AsPlainText: its string (the first positional argument, -String's, or
// a literal piped into it) is the password as written.
func (s *Scanner) secureStringPlain(v *view, data []byte, line []byte, off int, lower []byte, raw []Finding, bud *budget) []Finding {
	c := bytes.Index(lower, []byte("convertto-securestring"))
	words := shellWords(line, c+len("convertto-securestring"))
	plain := false
	var lit *shellWord
	for k := range words {
		w := bytes.ToLower(line[words[k].s:words[k].e])
		switch {
		case bytes.HasPrefix(w, []byte("-asplaintext")):
			plain = true
		case bytes.Equal(w, []byte("-string")) && k+1 < len(words):
			lit = &words[k+1]
		case w[0] != '-' && lit == nil && (k == 0 || line[words[k-1].s] != '-' || bytes.EqualFold(line[words[k-1].s:words[k-1].e], []byte("-force"))):
			lit = &words[k]
		}
	}
	if !plain {
		return raw
	}
	if lit == nil {
		// 'x' | ConvertTo-SecureString -AsPlainText -Force
		p := bytes.LastIndexByte(line[:c], '|')
		if p < 0 {
			return raw
		}
		q := bytes.TrimRight(line[:p], " \t")
		if len(q) < 2 || q[len(q)-1] != '\'' && q[len(q)-1] != '"' {
			return raw
		}
		o := bytes.LastIndexByte(q[:len(q)-1], q[len(q)-1])
		if o < 0 {
			return raw
		}
		return s.namedSrc(v, "password", data, off+o+1, off+len(q)-1, raw, bud)
	}
	if line[lit.vs] == '$' || line[lit.vs] == '(' {
		return raw
	}
	return s.namedSrc(v, "password", data, off+lit.vs, off+lit.ve, raw, bud)
}

// expectSend reads an expect script's answer to a password prompt: send
// "...\r" after expect "...assword...", on the same line (in the
// pattern's action block) or one of the next two.
func (s *Scanner) expectSend(v *view, data []byte, line []byte, off, le int, raw []Finding, bud *budget) []Finding {
	try := func(l []byte, loff int) bool {
		i := bytes.Index(l, []byte("send "))
		if i < 0 || i > 0 && l[i-1] != ' ' && l[i-1] != '{' && l[i-1] != '_' {
			return false
		}
		j := i + 5
		for j < len(l) && l[j] == ' ' {
			j++
		}
		if bytes.HasPrefix(l[j:], []byte("-- ")) {
			j += 3
		}
		vs, ve := literalAt(l, j)
		if vs < 0 {
			return false
		}
		for ve-vs > 2 && l[ve-2] == '\\' && (l[ve-1] == 'r' || l[ve-1] == 'n') {
			ve -= 2
		}
		raw = s.namedSrc(v, "password", data, loff+vs, loff+ve, raw, bud)
		return true
	}
	lower := bytes.ToLower(line)
	a := bytes.Index(lower, []byte("assword"))
	if try(line[a:], off+a) {
		return raw
	}
	for n, at := 0, le+1; n < 2 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		if len(l) > 0 && try(l, loff) {
			break
		}
		at = e + 1
	}
	return raw
}

// ---- Tool output ----

// numberedReply reads redis-cli's numbered reply lines: N) "name" then
// N+1) "value" (CONFIG GET, HGETALL), the value judged as the name's. With
// named, the line was marked by a redis directive naming a password
// (requirepass, masterauth), which generic-secret's names do not.
func (s *Scanner) numberedReply(v *view, data []byte, line []byte, off, le int, named bool, raw []Finding, bud *budget) []Finding {
	cell := func(l []byte) (int, []byte, int) {
		p := bytes.Index(l, []byte(`) "`))
		if p <= 0 || p > 6 || l[len(l)-1] != '"' {
			return -1, nil, 0
		}
		n, err := strconv.Atoi(string(l[:p]))
		if err != nil {
			return -1, nil, 0
		}
		return n, l[p+3 : len(l)-1], p + 3
	}
	n, name, _ := cell(line)
	if n < 1 || n%2 == 0 || le >= len(data) {
		return raw
	}
	next, noff := trimmedLine(data, le+1, lineEnd(data, le+1))
	m, val, at := cell(next)
	if m != n+1 || len(val) == 0 {
		return raw
	}
	nm := string(name)
	if named {
		if nm != "requirepass" && nm != "masterauth" {
			return raw
		}
		nm = "password"
	} else if !s.namesSecret(name) {
		return raw
	}
	return s.namedSrc(v, nm, data, noff+at, noff+at+len(val), raw, bud)
}

// journalBytes reads journalctl -o json's byte arrays: a field whose value
// is not valid UTF-8 or holds control characters (an ANSI colour) is
// written as a list of byte values, read back here as the text it is.
func (s *Scanner) journalBytes(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for p := 0; p < len(line); {
		k := bytes.Index(line[p:], []byte(`":[`))
		if k < 0 {
			break
		}
		k += p + 3
		p = k
		v.b, v.at = v.b[:0], v.at[:0]
		for i := k; i < len(line); {
			st := i
			n := 0
			for i < len(line) && isDigit(line[i]) && n < 256 {
				n = n*10 + int(line[i]-'0')
				i++
			}
			if i == st || n > 255 {
				v.b = v.b[:0]
				break
			}
			v.b = append(v.b, byte(n))
			v.at = append(v.at, off+st)
			if i < len(line) && line[i] == ',' {
				i++
				continue
			}
			if i >= len(line) || line[i] != ']' {
				v.b = v.b[:0]
			}
			break
		}
		if len(v.b) >= 16 {
			raw = s.scanView(v, 0, raw, bud)
		}
	}
	return raw
}

// threadDataset reads an OpenThread active operational dataset as hex
// TLVs (ot-ctl dataset active -x, ESPHome's openthread: tlv:, Home
// Assistant's thread store): when the run parses whole into TLVs and one
// is the network key (type 5, 16 bytes), the dataset is a secret.
func (s *Scanner) threadDataset(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i < len(line); {
		if !isHexDigit(line[i]) || i > 0 && (isAlpha(line[i-1]) || isDigit(line[i-1])) {
			i++
			continue
		}
		j := i
		for j < len(line) && isHexDigit(line[j]) {
			j++
		}
		if j-i >= 40 && (j-i)%2 == 0 && (j == len(line) || !isAlpha(line[j]) && !isDigit(line[j])) {
			b, err := hex.DecodeString(string(line[i:j]))
			if err == nil && threadTLVs(b) {
				v.b, v.at = v.b[:0], v.at[:0]
				v.lit("thread-dataset: ", off+i)
				v.src(data, off+i, off+j)
				raw = s.scanView(v, 0, raw, bud)
			}
		}
		i = j + 1
	}
	return raw
}

// threadTLVs reports bytes that are a Thread dataset's TLVs end to end,
// with the network key (type 5, 16 bytes, not one byte repeated) and one
// more of the dataset's own (timestamp 14, channel 0, PAN id 1, extended
// PAN id 2, name 3, PSKc 4, mesh-local prefix 7, security policy 12).
func threadTLVs(b []byte) bool {
	key, other := false, 0
	for len(b) > 0 {
		if len(b) < 2 || len(b) < 2+int(b[1]) {
			return false
		}
		t, n := b[0], int(b[1])
		switch {
		case t == 5 && n == 16:
			key = varied(b[2:18])
		case t == 0 && n == 3, t == 1 && n == 2, t == 2 && n == 8, t == 3 && n <= 16, t == 4 && n == 16, t == 7 && n == 8, t == 12, t == 14 && n == 8, t == 53, t == 51 && n == 8:
			other++
		default:
			if t > 0x80 {
				return false
			}
		}
		b = b[2+n:]
	}
	return key && other >= 2
}

// signedByteList reads "NAME": [b0, b1, ...] anywhere on a line, where
// NAME names a secret and the list is a key's bytes, unsigned or signed as
// a Java byte[] goes through Gson (FreeOTP's "secret": [-12, 87, ...]):
// 10, 16, 20, 24, 32 or 64 of them (a TOTP seed, an AES or HMAC key), the
// key judged as NAME's hex.
func (s *Scanner) signedByteList(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for p := 0; p < len(line); {
		k := bytes.IndexByte(line[p:], '[')
		if k < 0 {
			break
		}
		k += p
		p = k + 1
		sep := bytes.TrimRight(line[:k], " \t")
		if len(sep) < 2 || sep[len(sep)-1] != ':' && sep[len(sep)-1] != '=' {
			continue
		}
		nameEnd := len(bytes.TrimRight(sep[:len(sep)-1], " \t\"'"))
		ns := nameEnd
		for ns > 0 && (isAlpha(line[ns-1]) || isDigit(line[ns-1]) || line[ns-1] == '_' || line[ns-1] == '-') {
			ns--
		}
		if ns == nameEnd || !s.namesSecret(line[ns:nameEnd]) {
			continue
		}
		c := bytes.IndexByte(line[k:], ']')
		if c < 0 {
			continue
		}
		var key []byte
		ok := true
		for f := range bytes.SplitSeq(line[k+1:k+c], []byte(",")) {
			n, err := strconv.Atoi(string(bytes.TrimSpace(f)))
			if err != nil || n < -128 || n > 255 {
				ok = false
				break
			}
			key = append(key, byte(n))
		}
		switch len(key) {
		case 10, 16, 20, 24, 32, 64:
		default:
			ok = false
		}
		if ok && varied(key) {
			raw = s.decodedView(v, string(line[ns:nameEnd]), []byte(hex.EncodeToString(key)), off+ns, off+k, off+k+c+1, raw, bud)
		}
	}
	return raw
}

// ---- Whole files ----

// views15File runs the set-15 views that read a whole text file: a
// Matrix security key (Element's recovery key), found by its structure.
func (s *Scanner) views15File(base string, data []byte, raw []Finding, bud *budget) []Finding {
	if len(data) > 1<<20 {
		return raw
	}
	var v view
	for p := 0; p+48 <= len(data); {
		k := bytes.Index(data[p:], []byte("Es"))
		if k < 0 {
			break
		}
		k += p
		p = k + 2
		if k > 0 && (isAlpha(data[k-1]) || isDigit(data[k-1])) {
			continue
		}
		if e, key := matrixRecoveryKey(data, k); e > 0 {
			_ = key
			v.b, v.at = v.b[:0], v.at[:0]
			v.lit("matrix-recovery: ", k)
			v.src(data, k, e)
			raw = s.scanView(&v, 0, raw, bud)
			p = e
		}
	}
	return raw
}

// base58 is Bitcoin's alphabet, which Matrix's recovery keys use.
const base58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

// matrixRecoveryKey reads a Matrix recovery key at data[k:] (base58 in
// groups of four, spaces optional): 0x8B 0x01, 32 key bytes and a parity
// byte that XORs the whole to zero. It returns where the key ends.
func matrixRecoveryKey(data []byte, k int) (int, []byte) {
	// The shape first (48 base58 digits, spaces only between groups of
	// four), without arithmetic: most "Es" start a word.
	digits := 0
	for i := k; i < len(data) && digits < 49; i++ {
		c := data[i]
		if c == ' ' && digits%4 == 0 && digits > 0 && i+1 < len(data) && data[i+1] != ' ' {
			continue
		}
		if c >= 0x80 || bytes.IndexByte([]byte(base58), c) < 0 {
			break
		}
		digits++
	}
	if digits != 48 {
		return -1, nil
	}
	n := new(big.Int)
	b58 := big.NewInt(58)
	digits, i := 0, k
	for i < len(data) && digits < 49 {
		c := data[i]
		if c == ' ' {
			if i+1 < len(data) && data[i+1] != ' ' && bytes.IndexByte([]byte(base58), data[i+1]) >= 0 && digits%4 == 0 {
				i++
				continue
			}
			break
		}
		d := bytes.IndexByte([]byte(base58), c)
		if d < 0 {
			break
		}
		n.Mul(n, b58).Add(n, big.NewInt(int64(d)))
		digits++
		i++
	}
	if digits != 48 || i < len(data) && (isAlpha(data[i]) || isDigit(data[i])) {
		return -1, nil
	}
	raw := n.Bytes()
	if len(raw) != 35 || raw[0] != 0x8b || raw[1] != 0x01 {
		return -1, nil
	}
	var x byte
	for _, c := range raw {
		x ^= c
	}
	if x != 0 || !varied(raw[2:34]) {
		return -1, nil
	}
	return i, raw
}
