package scan

import (
	"bytes"
	"encoding/base64"
)

// The assignment syntaxes, next-line values, sibling and parent elements,
// named tables, command lines and constructs of the eighteenth push red
// team (see docs/boundary.md, set 18), each read the way the language or
// the tool that uses it reads it. The tool caches (a .pyc's constants, a
// Terraform plan's variables) are opened in container18.go.

// set18Keywords mark the lines the set-18 pass reads (scanSet18): the
// commands that take a secret by position or after a short option, and
// mypy's serialised Final values.
func set18Keywords() []string {
	return []string{"ipmitool", "mc alias set", "mc config host add", "defaults write", `"final_value"`}
}

// scanSet18 reads the lines the keyword pass noted for the set-18 pass.
func (s *Scanner) scanSet18(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	for _, ls := range bud.set18 {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line, off := trimmedLine(data, ls, le)
		if len(line) == 0 {
			continue
		}
		if bytes.Contains(line, []byte(`"final_value"`)) {
			raw = s.jsonFinalValue(&v, data, line, off, raw, bud)
		}
		raw = s.commands18(&v, data, ls, raw, bud)
	}
	return raw
}

// views18Line runs the set-18 views that start from a line naming a
// secret.
func (s *Scanner) views18Line(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	if len(line) == 0 || le-ls > maxDeriveLine {
		return raw
	}
	if bytes.IndexByte(line, '"') >= 0 || bytes.IndexByte(line, '\'') >= 0 {
		if bytes.IndexByte(line, ':') >= 0 {
			raw = s.keywordPairs(v, data, line, off, raw, bud)
		}
		if bytes.IndexByte(line, '(') >= 0 || bytes.IndexByte(line, '{') >= 0 {
			raw = s.tuplePairs(v, data, line, off, raw, bud)
			raw = s.credentialsCall(v, data, line, off, raw, bud)
			raw = s.fetchDefault(v, data, line, off, raw, bud)
		}
	}
	if bytes.HasPrefix(line, []byte("set")) || bytes.HasPrefix(line, []byte("SET")) {
		raw = s.setCommand(v, data, line, off, raw, bud)
	}
	if c := line[len(line)-1]; c == '-' || c == '+' || c == '>' || c == '|' || isDigit(c) {
		raw = s.yamlBlockScalar(v, data, ls, le, line, off, raw, bud)
	}
	if bytes.Contains(line, []byte("<<")) || bytes.HasSuffix(line, []byte(`"""`)) || bytes.HasSuffix(line, []byte(`'''`)) {
		raw = s.heredocValue(v, data, le, line, off, raw, bud)
	}
	if line[0] == '<' {
		raw = s.xmlNameSibling(v, data, le, line, off, raw, bud)
		raw = s.xmlParentValue(v, data, le, line, off, raw, bud)
	}
	if bytes.HasPrefix(line, []byte("- name:")) || bytes.HasPrefix(line, []byte("name:")) || line[len(line)-1] == ':' {
		raw = s.yamlInlineSource(v, data, ls, le, line, off, raw, bud)
	}
	return raw
}

// quotedAt returns the end of the double-quoted string that starts at
// line[i] (the index of its closing quote), or -1.
func quotedAt(line []byte, i int) int {
	if i >= len(line) || line[i] != '"' {
		return -1
	}
	for j := i + 1; j < len(line); j++ {
		switch line[j] {
		case '\\':
			j++
		case '"':
			return j
		}
	}
	return -1
}

// nameByte reports a byte of a name in the syntaxes below: a word byte, a
// dash or a dot (a Lisp symbol, an Erlang atom, a dotted property).
func nameByte(c byte) bool { return isWordByte(c) || c == '-' || c == '.' }

// ---- Assignment syntaxes with no = or : between the name and the value ----

// keywordPairs reads a keyword followed by a string, the pairs of a
// Clojure or EDN map and of a Lisp property list (Leiningen's :password
// "...", auth-source's :secret "..."): the colon comes before the name.
func (s *Scanner) keywordPairs(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i+2 < len(line); i++ {
		if line[i] != ':' || i > 0 && !(line[i-1] == ' ' || line[i-1] == '\t' || line[i-1] == '{' || line[i-1] == '(' || line[i-1] == '[' || line[i-1] == ',') ||
			!isAlpha(line[i+1]) {
			continue
		}
		e := i + 1
		for e < len(line) && nameByte(line[e]) {
			e++
		}
		j := e
		for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
			j++
		}
		if j == e {
			continue
		}
		q := quotedAt(line, j)
		if q < 0 {
			continue
		}
		if name := line[i+1 : e]; s.namesSecret(name) {
			raw = s.namedSrc(v, string(name), data, off+j+1, off+q, raw, bud)
		}
		i = q
	}
	return raw
}

// lispDefs are the heads of Lisp forms that give a name a value: (setq
// NAME "..."), (defvar NAME "..." "doc"), (def NAME "..."), (define ...).
func lispDef(head []byte) bool {
	switch string(head) {
	case "setq", "setq-default", "setq-local", "defvar", "defconst", "defcustom", "def", "define", "set!", "setf", "setenv", "defparameter":
		return true
	}
	return false
}

// tuplePairs reads a name and a string paired by a tuple or a list: an
// Erlang or Elixir tuple ({db_password, "..."}, {:password, "..."}), a
// Lisp pair ((sql-password "..."), (password . "..."), ("password" .
// "...")) and a Lisp form that assigns ((setq password "...")).
func (s *Scanner) tuplePairs(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i+4 < len(line); i++ {
		open := line[i]
		if open != '(' && open != '{' {
			continue
		}
		j := i + 1
		for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
			j++
		}
		def := false
		if open == '(' {
			// A defining form's head, then the name.
			h := j
			for h < len(line) && (nameByte(line[h]) || line[h] == '!') {
				h++
			}
			if h > j && h < len(line) && line[h] == ' ' && lispDef(line[j:h]) {
				def = true
				j = h
				for j < len(line) && line[j] == ' ' {
					j++
				}
			}
		}
		// The name: an atom (an Elixir one with its colon), a quoted
		// atom or a string.
		quote := byte(0)
		if j < len(line) && (line[j] == '\'' || line[j] == '"') {
			quote = line[j]
			j++
		} else if j < len(line) && line[j] == ':' && open == '{' {
			j++
		}
		ns := j
		for j < len(line) && nameByte(line[j]) {
			j++
		}
		ne := j
		if ne == ns {
			continue
		}
		if quote != 0 {
			if j >= len(line) || line[j] != quote {
				continue
			}
			j++
		}
		// The separator: a comma in a tuple; spaces, or a dot between
		// spaces, in a Lisp list.
		k := j
		for k < len(line) && (line[k] == ' ' || line[k] == '\t') {
			k++
		}
		if open == '{' {
			if k >= len(line) || line[k] != ',' {
				continue
			}
			k++
		} else if k+1 < len(line) && line[k] == '.' && line[k+1] == ' ' {
			k++
		} else if k == j {
			continue
		}
		for k < len(line) && (line[k] == ' ' || line[k] == '\t') {
			k++
		}
		q := quotedAt(line, k)
		if q < 0 {
			continue
		}
		// The pair closes after the value (a defining form may hold a
		// docstring after it).
		c := q + 1
		for c < len(line) && line[c] == ' ' {
			c++
		}
		closing := byte(')')
		if open == '{' {
			closing = '}'
		}
		if !def && (c >= len(line) || line[c] != closing) {
			continue
		}
		if name := line[ns:ne]; s.namesSecret(name) {
			raw = s.namedSrc(v, string(name), data, off+k+1, off+q, raw, bud)
		}
	}
	return raw
}

// setCommand reads set NAME VALUE, the assignment of Tcl (an expect
// script's set password "...") and of fish (set -gx PGPASSWORD '...', its
// scope options first), CMake's set(NAME "VALUE") and Windows' setx NAME
// VALUE. A value that is a reference or a substitution ($x, [cmd], (cmd))
// holds no literal.
func (s *Scanner) setCommand(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	var ws []shellWord
	switch {
	case bytes.HasPrefix(line, []byte("set ")) || bytes.HasPrefix(line, []byte("SET ")):
		ws = shellWords(line, 4)
	case bytes.HasPrefix(line, []byte("setx ")) || bytes.HasPrefix(line, []byte("SETX ")):
		ws = shellWords(line, 5)
	case bytes.HasPrefix(line, []byte("set(")) || bytes.HasPrefix(line, []byte("SET(")):
		e := bytes.LastIndexByte(line, ')')
		if e < 0 {
			return raw
		}
		ws = shellWords(line[:e], 4)
	default:
		return raw
	}
	for len(ws) > 0 && line[ws[0].s] == '-' {
		ws = ws[1:] // fish's -g, -x, -U, -l
	}
	if len(ws) < 2 {
		return raw
	}
	name := line[ws[0].vs:ws[0].ve]
	val := ws[1]
	if len(ws) > 2 {
		// fish sets a list, CMake takes CACHE TYPE "doc" after the value,
		// setx takes /M: only those.
		rest := line[ws[2].s:ws[2].e]
		if !bytes.Equal(rest, []byte("CACHE")) && !bytes.Equal(rest, []byte("PARENT_SCOPE")) && !bytes.EqualFold(rest, []byte("/m")) {
			return raw
		}
	}
	if len(name) == 0 || !s.namesSecret(name) || val.ve <= val.vs {
		return raw
	}
	switch line[val.vs] {
	case '$', '[', '(', '%':
		return raw
	}
	for _, c := range name {
		if !nameByte(c) {
			return raw
		}
	}
	return s.namedSrc(v, string(name), data, off+val.vs, off+val.ve, raw, bud)
}

// ---- A value on the line after its name ----

// leadName returns the name a line assigns at its start (NAME = ..., NAME:
// ..., "NAME": ..., $NAME = ..., - NAME: ...) and the index after the
// operator, or ok false.
func leadName(line []byte) (ns, ne, after int, ok bool) {
	i := 0
	if bytes.HasPrefix(line, []byte("- ")) {
		i = 2
	}
	for _, w := range []string{"export ", "const ", "var ", "let ", "local "} {
		if bytes.HasPrefix(line[i:], []byte(w)) {
			i += len(w)
		}
	}
	if i < len(line) && (line[i] == '$' || line[i] == '@') {
		i++
	}
	quote := byte(0)
	if i < len(line) && (line[i] == '"' || line[i] == '\'') {
		quote = line[i]
		i++
	}
	ns = i
	for i < len(line) && nameByte(line[i]) {
		i++
	}
	ne = i
	if ne == ns {
		return 0, 0, 0, false
	}
	if quote != 0 {
		if i >= len(line) || line[i] != quote {
			return 0, 0, 0, false
		}
		i++
	}
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	switch {
	case bytes.HasPrefix(line[i:], []byte(":=")):
		i += 2
	case i < len(line) && (line[i] == '=' || line[i] == ':'):
		i++
	default:
		return 0, 0, 0, false
	}
	if i < len(line) && line[i] == '=' {
		return 0, 0, 0, false // ==
	}
	return ns, ne, i, true
}

// yamlBlockScalar reads a YAML block scalar (NAME: >-, NAME: |) whose
// content, on the lines indented under the name, is one line: the value
// the loader gives the name (folded or literal, one line is itself).
func (s *Scanner) yamlBlockScalar(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	ns, ne, after, ok := leadName(line)
	if !ok || line[after-1] != ':' {
		return raw
	}
	ind := bytes.TrimSpace(line[after:])
	if len(ind) == 0 || len(ind) > 3 || ind[0] != '>' && ind[0] != '|' {
		return raw
	}
	for _, c := range ind[1:] {
		if c != '-' && c != '+' && !isDigit(c) {
			return raw
		}
	}
	if !s.namesSecret(line[ns:ne]) {
		return raw
	}
	indent := off - ls
	if bytes.HasPrefix(line, []byte("- ")) {
		indent += 2
	}
	vs, ve, n := 0, 0, 0
	for k, at := 0, le+1; k < 16 && at < len(data); k++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		if len(l) == 0 {
			at = e + 1
			continue
		}
		if loff-at <= indent {
			break
		}
		n++
		vs, ve = loff, loff+len(l)
		at = e + 1
	}
	if n != 1 {
		return raw
	}
	return s.namedSrc(v, string(line[ns:ne]), data, vs, ve, raw, bud)
}

// heredocValue reads a heredoc assigned to a name (Terraform's NAME =
// <<-EOT, or wrapped in trimspace(...); Ruby's <<~EOS; PHP's <<<EOT) and a
// triple-quoted string opened at the end of the line (Python's """): a
// body of one line is the value.
func (s *Scanner) heredocValue(v *view, data []byte, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	ns, ne, after, ok := leadName(line)
	if !ok || !s.namesSecret(line[ns:ne]) {
		return raw
	}
	rest := line[after:]
	var delim []byte
	if bytes.HasSuffix(rest, []byte(`"""`)) || bytes.HasSuffix(rest, []byte(`'''`)) {
		if t := bytes.TrimSpace(rest); len(t) != 3 {
			return raw
		}
		delim = rest[len(rest)-3:]
	} else {
		h := bytes.Index(rest, []byte("<<"))
		if h < 0 {
			return raw
		}
		// <<EOT, <<-EOT, <<~EOT, <<<EOT, <<'EOT': the delimiter, then
		// the end of the line or a method or call that closes on it
		// (<<~EOS.strip, trimspace(<<-EOT).
		d := bytes.TrimLeft(rest[h+2:], "<-~")
		d = bytes.TrimLeft(d, `'"`)
		e := 0
		for e < len(d) && isWordByte(d[e]) {
			e++
		}
		if e == 0 || e < len(d) && !bytes.ContainsRune([]byte(`'".),;`), rune(d[e])) {
			return raw
		}
		delim = d[:e]
	}
	vs, ve, n := 0, 0, 0
	for k, at := 0, le+1; at < len(data); k++ {
		if k >= 16 {
			return raw
		}
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		if bytes.Equal(l, delim) || len(delim) == 3 && bytes.HasPrefix(l, delim) {
			break
		}
		if len(l) > 0 {
			n++
			vs, ve = loff, loff+len(l)
		}
		at = e + 1
	}
	if n != 1 {
		return raw
	}
	return s.namedSrc(v, string(line[ns:ne]), data, vs, ve, raw, bud)
}

// ---- The name in a sibling element or a parent ----

// xmlNameSibling reads a name element and its sibling value element:
// Hadoop's <property><name>...</name><value>...</value>, a servlet's
// <param-name>/<param-value>, a JNDI <env-entry-name>/<env-entry-value>,
// on one line or over the next three.
func (s *Scanner) xmlNameSibling(v *view, data []byte, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	k := bytes.Index(line, []byte("name>"))
	if k < 1 {
		return raw
	}
	ts := bytes.LastIndexByte(line[:k], '<')
	if ts < 0 || bytes.ContainsAny(line[ts+1:k], " \t/>") {
		return raw
	}
	prefix := line[ts+1 : k] // "", "param-", "env-entry-"
	ns := k + 5
	ce := bytes.Index(line[ns:], []byte("</"))
	if ce <= 0 {
		return raw
	}
	name := line[ns : ns+ce]
	if !s.namesSecret(name) || bytes.ContainsAny(name, "<>") {
		return raw
	}
	open := append(append([]byte("<"), prefix...), "value>"...)
	rest, roff := line[ns+ce:], off+ns+ce
	at := le + 1
	for n := 0; ; n++ {
		if i := bytes.Index(rest, open); i >= 0 {
			vs := i + len(open)
			e := bytes.Index(rest[vs:], []byte("</"))
			if e <= 0 {
				return raw
			}
			return s.namedSrc(v, string(name), data, roff+vs, roff+vs+e, raw, bud)
		}
		if n >= 3 || at >= len(data) {
			return raw
		}
		e := lineEnd(data, at)
		rest, roff = trimmedLine(data, at, e)
		at = e + 1
	}
}

// xmlParentValue reads an element named by its name attribute whose value
// is a child's text: JMeter's <elementProp name="password"> holding
// <stringProp name="Argument.value">, and any <X name="NAME"> holding a
// <value> element, within the next twelve lines and before the element
// closes.
func (s *Scanner) xmlParentValue(v *view, data []byte, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	if bytes.HasSuffix(line, []byte("/>")) || bytes.Contains(line, []byte("</")) || line[len(line)-1] != '>' {
		return raw
	}
	a := bytes.Index(line, []byte(` name="`))
	if a < 0 {
		return raw
	}
	ns := a + 7
	q := bytes.IndexByte(line[ns:], '"')
	if q <= 0 {
		return raw
	}
	name := line[ns : ns+q]
	if !s.namesSecret(name) {
		return raw
	}
	te := 1
	for te < len(line) && line[te] != ' ' && line[te] != '>' {
		te++
	}
	closing := append([]byte("</"), line[1:te]...)
	for n, at := 0, le+1; n < 12 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		at = e + 1
		if bytes.HasPrefix(l, closing) {
			break
		}
		if len(l) < 3 || l[0] != '<' {
			continue
		}
		gt := bytes.IndexByte(l, '>')
		if gt < 0 || l[gt-1] == '/' {
			continue
		}
		head := bytes.ToLower(l[1:gt])
		isValue := bytes.Equal(head, []byte("value"))
		if c := bytes.Index(head, []byte(` name="`)); c >= 0 {
			attr := head[c+7:]
			if e := bytes.IndexByte(attr, '"'); e > 0 {
				isValue = bytes.HasSuffix(attr[:e], []byte("value"))
			}
		}
		if !isValue {
			continue
		}
		ce := bytes.Index(l[gt+1:], []byte("</"))
		if ce <= 0 {
			continue
		}
		return s.namedSrc(v, string(name), data, loff+gt+1, loff+gt+1+ce, raw, bud)
	}
	return raw
}

// yamlInlineSource reads an Envoy data source nested under a secret's name:
// an SDS secret (- name: NAME, then generic_secret: secret: inline_string:
// "..."), or a key naming a secret whose value is a mapping holding
// inline_string or inline_bytes (base64) within sixteen lines.
func (s *Scanner) yamlInlineSource(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	var name []byte
	indent := off - ls
	switch {
	case bytes.HasPrefix(line, []byte("- name:")) || bytes.HasPrefix(line, []byte("name:")):
		name = bytes.Trim(bytes.TrimSpace(line[bytes.IndexByte(line, ':')+1:]), `"'`)
		if line[0] == '-' {
			indent += 2
		}
		indent-- // the item's other keys sit at the name's column
	case line[len(line)-1] == ':':
		name = bytes.Trim(bytes.TrimLeft(line[:len(line)-1], "- "), `"'`)
	}
	if len(name) == 0 || !s.namesSecret(name) {
		return raw
	}
	for n, at := 0, le+1; n < 16 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		lead := loff - at
		at = e + 1
		if len(l) == 0 || l[0] == '#' {
			continue
		}
		if lead <= indent {
			break
		}
		var key string
		switch {
		case bytes.HasPrefix(l, []byte("inline_string:")):
			key = "inline_string:"
		case bytes.HasPrefix(l, []byte("inline_bytes:")):
			key = "inline_bytes:"
		default:
			continue
		}
		val := bytes.TrimSpace(l[len(key):])
		if len(val) == 0 {
			continue
		}
		vs, ve := unquote(val, loff+len(l)-len(val))
		if key == "inline_bytes:" {
			dec, err := base64.StdEncoding.DecodeString(string(data[vs:ve]))
			if err != nil || len(dec) == 0 || bytes.IndexByte(dec, '\n') >= 0 {
				continue
			}
			raw = s.namedLit(v, string(name), string(dec), vs, ve, raw, bud)
			continue
		}
		raw = s.namedSrc(v, string(name), data, vs, ve, raw, bud)
	}
	return raw
}

// ---- Constructs ----

// stringArgs splits the arguments of the call whose ( is at line[i] into
// double- or single-quoted literals; ok is false when an argument is
// anything else or the call does not close on the line.
func stringArgs(line []byte, i int) (args [][2]int, end int, ok bool) {
	j := i + 1
	for len(args) < 8 {
		for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
			j++
		}
		if j >= len(line) {
			return nil, 0, false
		}
		if line[j] == ')' && len(args) == 0 {
			return nil, 0, false
		}
		q := line[j]
		if q != '"' && q != '\'' {
			return nil, 0, false
		}
		e := bytes.IndexByte(line[j+1:], q)
		if e < 0 {
			return nil, 0, false
		}
		args = append(args, [2]int{j + 1, j + 1 + e})
		j += e + 2
		for j < len(line) && (line[j] == ' ' || line[j] == '\t') {
			j++
		}
		if j >= len(line) {
			return nil, 0, false
		}
		if line[j] == ')' {
			return args, j, true
		}
		if line[j] != ',' {
			return nil, 0, false
		}
		j++
	}
	return nil, 0, false
}

// credentialsCall reads a credentials constructor given literals: sbt's
// Credentials(realm, host, user, password), UsernamePasswordCredentials,
// NetworkCredential(user, password[, domain]), BasicAWSCredentials(id,
// secret): the last argument, and of three the middle one too.
func (s *Scanner) credentialsCall(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	lower := bytes.ToLower(line)
	for from := 0; from < len(lower); {
		k := bytes.Index(lower[from:], []byte("credential"))
		if k < 0 {
			break
		}
		k += from
		p := k + len("credential")
		if p < len(lower) && lower[p] == 's' {
			p++
		}
		from = p
		if p >= len(line) || line[p] != '(' {
			continue
		}
		args, _, ok := stringArgs(line, p)
		if !ok || len(args) < 2 || len(args) > 4 {
			continue
		}
		last := args[len(args)-1]
		raw = s.namedSrc(v, "password", data, off+last[0], off+last[1], raw, bud)
		if len(args) == 3 {
			raw = s.namedSrc(v, "password", data, off+args[1][0], off+args[1][1], raw, bud)
		}
	}
	return raw
}

// fetchDefault reads the literal a lookup falls back to: Ruby's
// ENV.fetch("NAME") { "..." } (the block's value when NAME is unset) and
// fetch("NAME", "..."), judged under NAME, or under the name the line
// assigns when NAME says nothing.
func (s *Scanner) fetchDefault(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for from := 0; from < len(line); {
		k := bytes.Index(line[from:], []byte("fetch("))
		if k < 0 {
			break
		}
		k += from
		from = k + 6
		args, end, ok := stringArgs(line, k+5)
		if !ok || len(args) > 2 {
			continue
		}
		var vs, ve int
		if len(args) == 2 {
			vs, ve = args[1][0], args[1][1]
		} else {
			j := end + 1
			for j < len(line) && line[j] == ' ' {
				j++
			}
			if j >= len(line) || line[j] != '{' {
				continue
			}
			j++
			for j < len(line) && line[j] == ' ' {
				j++
			}
			if j >= len(line) || line[j] != '"' && line[j] != '\'' {
				continue
			}
			e := bytes.IndexByte(line[j+1:], line[j])
			if e < 0 {
				continue
			}
			c := j + 1 + e + 1
			for c < len(line) && line[c] == ' ' {
				c++
			}
			if c >= len(line) || line[c] != '}' {
				continue
			}
			vs, ve = j+1, j+1+e
		}
		name := line[args[0][0]:args[0][1]]
		if !s.namesSecret(name) {
			st := k
			for st > 0 && (isWordByte(line[st-1]) || line[st-1] == '.' || line[st-1] == ':') {
				st--
			}
			ns, ne, ok := nameBefore(line, st)
			if !ok || !s.namesSecret(line[ns:ne]) {
				continue
			}
			name = line[ns:ne]
		}
		raw = s.namedSrc(v, string(name), data, off+vs, off+ve, raw, bud)
	}
	return raw
}

// jsonFinalValue reads mypy's cache (.mypy_cache/.../*.data.json): a Var
// whose name names a secret keeps a Final constant's value in
// "final_value", in the same object.
func (s *Scanner) jsonFinalValue(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	key := []byte(`"final_value": "`)
	for from, n := 0, 0; n < 256; n++ {
		k := bytes.Index(line[from:], key)
		if k < 0 {
			break
		}
		k += from
		vs := k + len(key)
		q := quotedAt(line, vs-1)
		if q < 0 {
			break
		}
		from = q
		obj := bytes.LastIndexAny(line[:k], "{}")
		if obj < 0 || line[obj] != '{' {
			continue
		}
		nk := bytes.Index(line[obj:k], []byte(`"name": "`))
		if nk < 0 {
			continue
		}
		ns := obj + nk + 9
		ne := bytes.IndexByte(line[ns:k], '"')
		if ne <= 0 {
			continue
		}
		if name := line[ns : ns+ne]; s.namesSecret(name) {
			raw = s.namedSrc(v, string(name), data, off+vs, off+q, raw, bud)
		}
	}
	return raw
}

// ---- Command lines ----

// commands18 reads the secrets everyday commands take by position or after
// a short option: ipmitool -P PASSWORD (-k KEY, the Kg key), MinIO's mc
// alias set NAME URL ACCESS SECRET (and mc config host add), and macOS's
// defaults write DOMAIN KEY [-type] VALUE, judged under KEY.
func (s *Scanner) commands18(v *view, data []byte, ls int, raw []Finding, bud *budget) []Finding {
	buf, at := logicalLine(data, ls)
	if len(buf) == 0 || len(buf) > maxDeriveLine {
		return raw
	}
	lb := bytes.ToLower(buf)
	judge := func(name string, w shellWord) {
		if w.ve <= w.vs || w.ve > len(at) {
			return
		}
		switch buf[w.vs] {
		case '$', '%', '`':
			return
		}
		raw = s.namedSrc(v, name, data, at[w.vs], at[w.ve-1]+1, raw, bud)
	}
	toolCalls(buf, lb, []string{"ipmitool", "mc alias set", "mc config host add", "defaults write"}, func(tool string, k int, words []shellWord) {
		arg := func(w shellWord) []byte { return buf[w.vs:w.ve] }
		switch tool {
		case "ipmitool":
			for j := 0; j < len(words); j++ {
				a := arg(words[j])
				switch {
				case (bytes.Equal(a, []byte("-P")) || bytes.Equal(a, []byte("-k"))) && j+1 < len(words):
					judge("password", words[j+1])
					j++
				case len(a) > 2 && a[0] == '-' && a[1] == 'P' && words[j].vs == words[j].s:
					judge("password", gluedValue(buf, words[j], 2))
				}
			}
		case "defaults write":
			var pos []shellWord
			for j := 0; j < len(words); j++ {
				a := arg(words[j])
				if len(a) > 1 && a[0] == '-' && len(pos) < 2 {
					continue // -g, -currentHost
				}
				if len(pos) == 2 && len(a) > 1 && a[0] == '-' && isAlpha(a[1]) {
					continue // -string, -data
				}
				pos = append(pos, words[j])
			}
			if len(pos) >= 3 {
				if key := arg(pos[1]); s.namesSecret(key) {
					judge(string(key), pos[2])
				}
			}
		default: // mc: NAME URL ACCESS SECRET
			var pos []shellWord
			for j := 0; j < len(words); j++ {
				a := arg(words[j])
				if len(a) > 1 && a[0] == '-' {
					if bytes.Equal(a, []byte("--api")) || bytes.Equal(a, []byte("--path")) {
						j++
					}
					continue
				}
				pos = append(pos, words[j])
			}
			if len(pos) >= 4 {
				judge("secret_key", pos[3])
			}
		}
	})
	return raw
}

// ---- Files read by their name ----

// views18File reads files whose layout their name gives: exim's
// passwd.client (host:login:password), rsync's secrets file
// (user:password), kaggle.json (its "key") and redis-cli's history (AUTH
// and the commands that carry a password, as typed).
func (s *Scanner) views18File(base string, data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	switch base {
	case "passwd.client":
		return s.colonTable(&v, data, 2, raw, bud)
	case "rsyncd.secrets", "rsync.secrets", "rsyncd.secret":
		return s.colonTable(&v, data, 1, raw, bud)
	case "kaggle.json":
		key := []byte(`"key"`)
		i := bytes.Index(data, key)
		if i < 0 {
			return raw
		}
		j := i + len(key)
		for j < len(data) && (data[j] == ' ' || data[j] == ':') {
			j++
		}
		q := quotedAt(data, j)
		if q < 0 {
			return raw
		}
		return s.namedSrc(&v, "kaggle_key", data, j+1, q, raw, bud)
	case ".rediscli_history":
		return s.redisHistory(&v, data, raw, bud)
	}
	return raw
}

// colonTable reads each line of a colon-separated table whose column col
// (from 0) and the rest of the line are a password; comments and lines
// with fewer fields pass.
func (s *Scanner) colonTable(v *view, data []byte, col int, raw []Finding, bud *budget) []Finding {
	for ls, n := 0, 0; ls < len(data) && n < maxViewLines; n++ {
		le := lineEnd(data, ls)
		line, off := trimmedLine(data, ls, le)
		ls = le + 1
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		i := 0
		for c := 0; c < col && i >= 0; c++ {
			k := bytes.IndexByte(line[i:], ':')
			if k < 0 {
				i = -1
				break
			}
			i += k + 1
		}
		if i <= 0 || i >= len(line) {
			continue
		}
		raw = s.namedSrc(v, "password", data, off+i, off+len(line), raw, bud)
	}
	return raw
}

// redisHistory reads redis-cli's history, one command a line as typed:
// AUTH [user] PASSWORD, HELLO N AUTH user PASSWORD, CONFIG SET
// requirepass|masterauth PASSWORD.
func (s *Scanner) redisHistory(v *view, data []byte, raw []Finding, bud *budget) []Finding {
	for ls, n := 0, 0; ls < len(data) && n < maxViewLines; n++ {
		le := lineEnd(data, ls)
		line, off := trimmedLine(data, ls, le)
		ls = le + 1
		ws := shellWords(line, 0)
		if len(ws) < 2 {
			continue
		}
		w0 := line[ws[0].vs:ws[0].ve]
		var pw shellWord
		switch {
		case bytes.EqualFold(w0, []byte("auth")) && len(ws) <= 3:
			pw = ws[len(ws)-1]
		case bytes.EqualFold(w0, []byte("hello")) && len(ws) >= 5 && bytes.EqualFold(line[ws[2].vs:ws[2].ve], []byte("auth")):
			pw = ws[4]
		case bytes.EqualFold(w0, []byte("config")) && len(ws) == 4 && bytes.EqualFold(line[ws[1].vs:ws[1].ve], []byte("set")):
			k := line[ws[2].vs:ws[2].ve]
			if !bytes.EqualFold(k, []byte("requirepass")) && !bytes.EqualFold(k, []byte("masterauth")) {
				continue
			}
			pw = ws[3]
		default:
			continue
		}
		raw = s.namedSrc(v, "password", data, off+pw.vs, off+pw.ve, raw, bud)
	}
	return raw
}
