package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"strconv"
)

// The aliases, command lines, tool layouts, key encodings and literal
// syntaxes of the seventeenth push red team (see docs/boundary.md, set
// 17), each read the way the tool that writes or reads it does.

// set17Keywords mark the lines the set-17 pass reads (scanSet17): the
// commands that take a password as an option or by position, the layouts
// of Tasmota's Backlog, OpenWrt's UCI wireless key, ESPHome's API
// encryption, PHP's serialize() and the fixed bytes of a DER private key
// written as hex or as a byte list.
func set17Keywords() []string {
	return []string{"sshpass", "ldapsearch", "ldapmodify", "ldapadd", "ldapdelete", "ldapwhoami", "ldappasswd", "ldapmodrdn", "ldapcompare",
		"redis-cli", "lftp ", "net use ", "rabbitmqctl", "nmcli ", "| sudo ", "|sudo ", "backlog ", "option key ", `";s:`, "encryption:",
		"0x02, 0x01, 0x0", "0x02,0x01,0x0", "020100", "020101"}
}

// scanSet17 reads the lines the keyword pass noted for the set-17 pass.
func (s *Scanner) scanSet17(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	lastList := -1
	for _, ls := range bud.set17 {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line, off := trimmedLine(data, ls, le)
		if len(line) == 0 {
			continue
		}
		lower := bytes.ToLower(line)
		if bytes.Contains(lower, []byte("0x02,")) {
			if st := byteListStart(data, ls); st > lastList {
				lastList = st
				raw = s.derByteList(&v, data, st, raw, bud)
			}
		}
		if bytes.Contains(lower, []byte("02010")) {
			raw = s.derHexRuns(&v, data, ls, le, raw, bud)
		}
		if bytes.Contains(line, []byte(`";s:`)) {
			raw = s.phpSerialized(&v, data, line, off, raw, bud)
		}
		if bytes.HasPrefix(lower, []byte("backlog ")) {
			raw = s.tasmotaBacklog(&v, data, line, off, raw, bud)
		}
		if bytes.HasPrefix(lower, []byte("option ")) {
			raw = s.uciOption(&v, data, line, off, raw, bud)
		}
		if bytes.Equal(lower, []byte("encryption:")) {
			raw = s.yamlChildKey(&v, data, ls, le, "encryption", raw, bud)
		}
		raw = s.commandPasswords(&v, data, ls, lower, raw, bud)
	}
	return raw
}

// views17Line runs the set-17 views that start from a line naming a
// secret: a value that is a reference to a neutral name the file assigns
// (a YAML alias, configparser's %(name)s, a single ${NAME}, Terraform's
// local.name, a base64 constant decoded where the name is), a literal in
// another syntax than plain quotes (T-SQL's N'...', C++'s R"d(...)d",
// Perl's q{...}), and the layouts of KeePass's XML export, UCI options
// and GRUB's password command.
func (s *Scanner) views17Line(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	if len(line) == 0 || le-ls > maxDeriveLine {
		return raw
	}
	raw = s.aliasRefs(v, data, line, off, raw, bud)
	raw = s.otherLiterals(v, data, line, off, raw, bud)
	if line[0] == '<' {
		raw = s.xmlKeyValue(v, data, line, off, le, raw, bud)
	}
	if bytes.HasPrefix(line, []byte("option ")) {
		raw = s.uciOption(v, data, line, off, raw, bud)
	}
	if bytes.HasPrefix(line, []byte("password ")) {
		raw = s.grubPassword(v, data, line, off, raw, bud)
	}
	return raw
}

// nameBefore finds the name a value at line[i] is assigned to: NAME = v,
// NAME: v, NAME := v, NAME => v, "NAME": "v", and returns its span.
func nameBefore(line []byte, i int) (int, int, bool) {
	j := i
	for j > 0 && (line[j-1] == '"' || line[j-1] == '\'') {
		j--
	}
	for j > 0 && (line[j-1] == ' ' || line[j-1] == '\t') {
		j--
	}
	op := j
	for j > 0 && (line[j-1] == '=' || line[j-1] == ':' || line[j-1] == '>') {
		j--
	}
	if j == op || op-j > 2 || j > 0 && (line[j-1] == '=' || line[j-1] == '!' || line[j-1] == '<') {
		return 0, 0, false
	}
	for j > 0 && (line[j-1] == ' ' || line[j-1] == '\t' || line[j-1] == '"' || line[j-1] == '\'' || line[j-1] == ']') {
		j--
	}
	e := j
	for j > 0 && (isWordByte(line[j-1]) || line[j-1] == '-' || line[j-1] == '.') {
		j--
	}
	if e == j {
		return 0, 0, false
	}
	return j, e, true
}

// identAt returns the end of the identifier at b[i:].
func identAt(b []byte, i int) int {
	for i < len(b) && (isWordByte(b[i]) || b[i] == '-') {
		i++
	}
	return i
}

// valueEnds reports whether a reference ending at line[e:] is the whole
// value: the line, a quote, a comma or a comment follows.
func valueEnds(line []byte, e int) bool {
	for e < len(line) && (line[e] == '"' || line[e] == '\'') {
		e++
	}
	for e < len(line) && (line[e] == ' ' || line[e] == '\t') {
		e++
	}
	return e == len(line) || line[e] == ',' || line[e] == ';' || line[e] == '#' || line[e] == '}'
}

// ---- Aliases ----

// aliasRefs reads a value that refers to a name the same file gives the
// value under: the secret's name holds the reference, the neutral name
// the literal. Each form is resolved as its tool resolves it, and only a
// reference that is the whole value (one, not a template of several).
func (s *Scanner) aliasRefs(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i < len(line); i++ {
		c := line[i]
		var ref []byte
		kind := byte(0)
		st, e := i, i
		switch {
		case c == '*' && i+1 < len(line) && (isAlpha(line[i+1]) || line[i+1] == '_'):
			// A YAML alias: *anchor, resolved to the &anchor's node.
			e = identAt(line, i+1)
			ref, kind = line[i+1:e], '&'
		case c == '%' && i+2 < len(line) && line[i+1] == '(':
			// configparser's BasicInterpolation: %(name)s.
			e = identAt(line, i+2)
			if e+1 >= len(line) || line[e] != ')' || line[e+1] != 's' {
				continue
			}
			ref, kind, e = line[i+2:e], '=', e+2
		case c == '$' && i+2 < len(line) && line[i+1] == '{':
			// A single ${NAME} (dotenv-expand, compose, the shell).
			e = identAt(line, i+2)
			if e >= len(line) || line[e] != '}' {
				continue
			}
			ref, kind, e = line[i+2:e], '=', e+1
		case c == 'l' && bytes.HasPrefix(line[i:], []byte("local.")) && (i == 0 || !isWordByte(line[i-1]) && line[i-1] != '.'):
			// Terraform's local values: local.name of a locals block.
			e = identAt(line, i+6)
			ref, kind = line[i+6:e], '='
		case c == '(' && i > 0:
			// A decoder called on a name: base64.b64decode(NAME),
			// atob(NAME), Base64.decode64(NAME), DecodeString(NAME),
			// FromBase64String(NAME), Buffer.from(NAME, 'base64').
			fn := i
			for fn > 0 && (isWordByte(line[fn-1]) || line[fn-1] == '.') {
				fn--
			}
			call := bytes.ToLower(line[fn:i])
			if !bytes.HasSuffix(call, []byte("b64decode")) && !bytes.HasSuffix(call, []byte("atob")) && !bytes.HasSuffix(call, []byte("decode64")) &&
				!bytes.HasSuffix(call, []byte("decodestring")) && !bytes.HasSuffix(call, []byte("frombase64string")) &&
				!(bytes.HasSuffix(call, []byte("buffer.from")) && bytes.Contains(line[i:], []byte("base64"))) {
				continue
			}
			e = identAt(line, i+1)
			if e == i+1 || e >= len(line) || line[e] != ')' && line[e] != ',' {
				continue
			}
			ref, kind, st = line[i+1:e], 'b', fn
		default:
			continue
		}
		if len(ref) == 0 || kind == 0 {
			continue
		}
		if kind != 'b' && !valueEnds(line, e) {
			continue
		}
		ns, ne, ok := nameBefore(line, st)
		if !ok || !s.namesSecret(line[ns:ne]) {
			continue
		}
		name := string(line[ns:ne])
		vs, ve := definition(data, ref, kind == '&')
		if ve <= vs {
			continue
		}
		if kind == 'b' {
			val := bytes.TrimRight(data[vs:ve], "=")
			dec := decodeB64(val, ve-vs-len(val))
			if len(dec) == 0 || bytes.IndexByte(dec, '\n') >= 0 {
				continue
			}
			raw = s.namedLit(v, name, string(dec), vs, ve, raw, bud)
			continue
		}
		raw = s.namedSrc(v, name, data, vs, ve, raw, bud)
		i = e - 1
	}
	return raw
}

// definition finds the value the file gives ref: &ref VALUE (a YAML
// anchor) with anchor, else a line NAME = VALUE, NAME: VALUE or NAME=VALUE
// (export, const, var, let and my before it), the value unquoted.
func definition(data []byte, ref []byte, anchor bool) (int, int) {
	for n, at := 0, 0; n < 64 && at < len(data); n++ {
		i := bytes.Index(data[at:], ref)
		if i < 0 {
			return 0, 0
		}
		i += at
		at = i + len(ref)
		e := i + len(ref)
		if e < len(data) && (isWordByte(data[e]) || data[e] == '-') {
			continue
		}
		ls := lineStart(data, i)
		pre := bytes.TrimLeft(data[ls:i], " \t")
		var j int
		if anchor {
			if len(pre) == 0 || pre[len(pre)-1] != '&' || e >= len(data) || data[e] != ' ' {
				continue
			}
			j = e
		} else {
			for _, w := range []string{"export ", "const ", "var ", "let ", "my $", "$"} {
				pre = bytes.TrimPrefix(pre, []byte(w))
			}
			if len(pre) != 0 || i > 0 && isWordByte(data[i-1]) {
				continue
			}
			j = e
			for j < len(data) && (data[j] == ' ' || data[j] == '\t') {
				j++
			}
			if j >= len(data) || data[j] != '=' && data[j] != ':' || j+1 < len(data) && (data[j+1] == '=' || data[j+1] == ':') {
				continue
			}
			j++
		}
		le := lineEnd(data, j)
		val, voff := trimmedLine(data, j, le)
		val = bytes.TrimRight(val, ",;")
		if len(val) == 0 {
			continue
		}
		vs, ve := unquote(val, voff)
		return vs, ve
	}
	return 0, 0
}

// namedLit scans NAME = "VALUE" where VALUE is text decoded from the
// source span [vs,ve): a finding covers the span.
func (s *Scanner) namedLit(v *view, name, val string, vs, ve int, raw []Finding, bud *budget) []Finding {
	if len(val) == 0 || ve <= vs {
		return raw
	}
	v.b, v.at = v.b[:0], v.at[:0]
	v.lit(name+` = "`, vs)
	from := len(v.b)
	v.lit(val[:1], vs)
	v.lit(val[1:], ve-1)
	v.lit(`"`, ve-1)
	return s.scanView(v, from, raw, bud)
}

// ---- Literal syntaxes ----

// otherLiterals reads string literals in syntaxes other than plain
// quotes, assigned to a secret's name: T-SQL's N'...' (a quote doubled
// inside), C++'s raw string R"delim(...)delim", and Perl's q and qq
// operators with a bracketing or other delimiter.
func (s *Scanner) otherLiterals(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i+2 < len(line); i++ {
		var cs, ce int
		switch {
		case line[i] == 'N' && line[i+1] == '\'' && (i == 0 || !isWordByte(line[i-1])):
			cs = i + 2
			ce = cs
			for ce < len(line) {
				if line[ce] == '\'' {
					if ce+1 < len(line) && line[ce+1] == '\'' {
						ce += 2
						continue
					}
					break
				}
				ce++
			}
			if ce >= len(line) {
				continue
			}
		case line[i] == 'R' && line[i+1] == '"' && (i == 0 || !isWordByte(line[i-1]) || line[i-1] == 'u' || line[i-1] == 'L' || line[i-1] == '8'):
			p := bytes.IndexByte(line[i+2:], '(')
			if p < 0 || p > 16 {
				continue
			}
			delim := line[i+2 : i+2+p]
			cs = i + 2 + p + 1
			closing := append(append([]byte(")"), delim...), '"')
			k := bytes.Index(line[cs:], closing)
			if k < 0 {
				continue
			}
			ce = cs + k
		case line[i] == 'q' && (i == 0 || !isWordByte(line[i-1])):
			j := i + 1
			if line[j] == 'q' {
				j++
			}
			if j >= len(line) {
				continue
			}
			open := line[j]
			var closeB byte
			switch open {
			case '{':
				closeB = '}'
			case '(':
				closeB = ')'
			case '[':
				closeB = ']'
			case '<':
				closeB = '>'
			case '/', '!', '|', '~', '#', '^':
				closeB = open
			default:
				continue
			}
			cs = j + 1
			depth := 1
			ce = cs
			for ce < len(line) {
				if line[ce] == '\\' {
					ce += 2
					continue
				}
				if line[ce] == closeB && open != closeB {
					depth--
				} else if line[ce] == open && open != closeB {
					depth++
				} else if line[ce] == closeB {
					depth = 0
				}
				if depth == 0 {
					break
				}
				ce++
			}
			if ce >= len(line) {
				continue
			}
		default:
			continue
		}
		if ce <= cs {
			continue
		}
		at := i
		for at > 0 && line[i] == 'R' && (line[at-1] == 'u' || line[at-1] == 'U' || line[at-1] == 'L' || line[at-1] == '8') {
			at-- // an encoding prefix: u8R"...", LR"..."
		}
		ns, ne, ok := nameBefore(line, at)
		if !ok || !s.namesSecret(line[ns:ne]) {
			i = ce
			continue
		}
		raw = s.namedSrc(v, string(bytes.TrimLeft(line[ns:ne], "@$")), data, off+cs, off+ce, raw, bud)
		i = ce
	}
	return raw
}

// ---- Tool layouts ----

// xmlKeyValue reads a key element and its sibling value element, the
// layout of KeePass's XML export (<Key>Password</Key>, then <Value
// ProtectInMemory="True">...</Value>), on one line or the next.
func (s *Scanner) xmlKeyValue(v *view, data []byte, line []byte, off, le int, raw []Finding, bud *budget) []Finding {
	k := bytes.Index(line, []byte("<Key>"))
	if k < 0 {
		k = bytes.Index(line, []byte("<key>"))
	}
	if k < 0 {
		return raw
	}
	line, off = line[k:], off+k
	ke := bytes.Index(line, []byte("</"))
	if ke < 5 {
		return raw
	}
	name := line[5:ke]
	if len(name) == 0 || !s.namesSecret(name) {
		return raw
	}
	rest := line[ke:]
	if k := bytes.IndexByte(rest, '>'); k >= 0 {
		rest = rest[k+1:]
	}
	var roff int
	rest = bytes.TrimLeft(rest, " \t")
	if len(rest) == 0 && le < len(data) {
		rest, roff = trimmedLine(data, le+1, lineEnd(data, le+1))
	} else {
		roff = off + len(line) - len(rest)
	}
	if !bytes.HasPrefix(rest, []byte("<Value")) && !bytes.HasPrefix(rest, []byte("<value")) && !bytes.HasPrefix(rest, []byte("<string")) {
		return raw
	}
	a := bytes.IndexByte(rest, '>')
	if a < 0 || rest[a-1] == '/' {
		return raw
	}
	b := bytes.Index(rest[a:], []byte("</"))
	if b <= 1 {
		return raw
	}
	return s.namedSrc(v, string(name), data, roff+a+1, roff+a+b, raw, bud)
}

// uciOption reads OpenWrt's UCI: option NAME 'VALUE' (uci get
// config.section.NAME). A wireless interface's key is its PSK.
func (s *Scanner) uciOption(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	ws := shellWords(line, len("option "))
	if len(ws) != 2 {
		return raw
	}
	name := line[ws[0].vs:ws[0].ve]
	if !bytes.Equal(name, []byte("key")) && !s.namesSecret(name) {
		return raw
	}
	nm := string(name)
	if nm == "key" {
		// A wifi-iface's key is the network's passphrase (WPA's PSK);
		// elsewhere a key.
		nm = "uci_key"
		if bytes.Contains(data, []byte("wifi-iface")) {
			nm = "wifi_password"
		}
	}
	return s.namedSrc(v, nm, data, off+ws[1].vs, off+ws[1].ve, raw, bud)
}

// grubPassword reads GRUB's password command (password USER PASSWORD, a
// plain password for a superuser; password_pbkdf2 takes a hash): only in
// a file that sets superusers, which the command serves.
func (s *Scanner) grubPassword(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	ws := shellWords(line, len("password "))
	if len(ws) != 2 || !bytes.Contains(data, []byte("superusers")) {
		return raw
	}
	return s.namedSrc(v, "password", data, off+ws[1].vs, off+ws[1].ve, raw, bud)
}

// tasmotaBacklog reads Tasmota's Backlog: console commands, each a NAME
// and its VALUE, separated by ';' (Password1, MqttPassword, ...).
func (s *Scanner) tasmotaBacklog(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	i := len("backlog ")
	for n := 0; n < 64 && i < len(line); n++ {
		e := bytes.IndexByte(line[i:], ';')
		if e < 0 {
			e = len(line)
		} else {
			e += i
		}
		cmd, coff := bytes.TrimSpace(line[i:e]), i
		coff += bytes.Index(line[i:e], cmd)
		if sp := bytes.IndexAny(cmd, " \t"); sp > 0 && s.namesSecret(cmd[:sp]) {
			val := bytes.TrimSpace(cmd[sp:])
			vs := off + coff + bytes.Index(cmd, val)
			raw = s.namedSrc(v, string(cmd[:sp]), data, vs, vs+len(val), raw, bud)
		}
		i = e + 1
	}
	return raw
}

// yamlChildKey reads a YAML mapping named for what its key: child holds
// (ESPHome's api: encryption: key:, the native API's Noise PSK): the
// child's value judged as PARENT_key.
func (s *Scanner) yamlChildKey(v *view, data []byte, ls, le int, parent string, raw []Finding, bud *budget) []Finding {
	_, poff := trimmedLine(data, ls, le)
	indent := poff - ls
	for n, at := 0, le+1; n < 8 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		if len(l) == 0 {
			at = e + 1
			continue
		}
		if loff-at <= indent {
			break
		}
		if bytes.HasPrefix(l, []byte("key:")) {
			val := bytes.TrimSpace(l[4:])
			if len(val) > 0 {
				vs, ve := unquote(val, loff+len(l)-len(val))
				raw = s.namedSrc(v, parent+"_key", data, vs, ve, raw, bud)
			}
		}
		at = e + 1
	}
	return raw
}

// phpSerialized reads PHP's serialize() form (a WordPress option in a
// database dump): s:N:"KEY";s:M:"VALUE"; (quotes escaped in the dump or
// not), each string's length checked, a KEY naming a secret (or "pass")
// judged with its VALUE.
func (s *Scanner) phpSerialized(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	// str reads s:N:"..."; at line[i:] and returns the content's span and
	// the end of the item.
	str := func(i int) (int, int, int, bool) {
		if i+4 > len(line) || line[i] != 's' || line[i+1] != ':' {
			return 0, 0, 0, false
		}
		j := i + 2
		for j < len(line) && isDigit(line[j]) {
			j++
		}
		n, err := strconv.Atoi(string(line[i+2 : j]))
		if err != nil || j >= len(line) || line[j] != ':' {
			return 0, 0, 0, false
		}
		j++
		q := []byte(`"`)
		if j < len(line) && line[j] == '\\' {
			q = []byte(`\"`)
		}
		if !bytes.HasPrefix(line[j:], q) {
			return 0, 0, 0, false
		}
		cs := j + len(q)
		ce := cs + n
		if ce > len(line) || !bytes.HasPrefix(line[ce:], append(q, ';')) {
			return 0, 0, 0, false
		}
		return cs, ce, ce + len(q) + 1, true
	}
	for n, i := 0, 0; n < 256; n++ {
		k := bytes.Index(line[i:], []byte("s:"))
		if k < 0 {
			break
		}
		i += k
		ks, ke, next, ok := str(i)
		if !ok {
			i += 2
			continue
		}
		name := line[ks:ke]
		if vs, ve, _, ok := str(next); ok && (bytes.Equal(name, []byte("pass")) || s.namesSecret(name)) {
			nm := string(name)
			if nm == "pass" {
				nm = "password"
			}
			raw = s.namedSrc(v, nm, data, off+vs, off+ve, raw, bud)
		}
		i = next
	}
	return raw
}

// ---- Command lines ----

// logicalLine is the line at ls with the lines a trailing backslash
// continues joined to it (up to 16), and where each byte is in data.
func logicalLine(data []byte, ls int) ([]byte, []int) {
	var buf []byte
	var at []int
	for n := 0; n < 16 && ls < len(data); n++ {
		le := lineEnd(data, ls)
		e := le
		for e > ls && data[e-1] == '\r' {
			e--
		}
		cont := e > ls && data[e-1] == '\\'
		if cont {
			e--
		}
		for i := ls; i < e; i++ {
			buf = append(buf, data[i])
			at = append(at, i)
		}
		if !cont {
			break
		}
		buf = append(buf, ' ')
		at = append(at, e)
		ls = le + 1
	}
	return buf, at
}

// commandPasswords reads the password options and positional grammars of
// everyday commands: sshpass -p, the OpenLDAP tools' -w, redis-cli's -a
// (in a compose healthcheck's exec form too), lftp -u user,password, net
// use \\host\share PASSWORD, rabbitmqctl add_user USER PASSWORD, nmcli's
// password (and wifi-sec.psk), and echo PASSWORD | sudo -S.
func (s *Scanner) commandPasswords(v *view, data []byte, ls int, lower []byte, raw []Finding, bud *budget) []Finding {
	buf, at := logicalLine(data, ls)
	if len(buf) == 0 || len(buf) > maxDeriveLine {
		return raw
	}
	lb := bytes.ToLower(buf)
	judge := func(name string, w shellWord) {
		if w.ve <= w.vs || w.ve > len(at) {
			return
		}
		raw = s.namedSrc(v, name, data, at[w.vs], at[w.ve-1]+1, raw, bud)
	}
	toolCalls(buf, lb, []string{"sshpass", "ldapsearch", "ldapmodify", "ldapadd", "ldapdelete", "ldapwhoami", "ldappasswd", "ldapmodrdn", "ldapcompare",
		"redis-cli", "lftp", "net use", "rabbitmqctl", "nmcli", "sudo"}, func(tool string, k int, words []shellWord) {
		arg := func(w shellWord) []byte { return buf[w.vs:w.ve] }
		switch tool {
		case "sshpass":
			// Its options come before the command it runs.
			for j := 0; j < len(words); j++ {
				a := arg(words[j])
				if len(a) < 2 || a[0] != '-' {
					break
				}
				switch {
				case bytes.Equal(a, []byte("-p")) && j+1 < len(words):
					judge("password", words[j+1])
				case a[1] == 'p' && len(a) > 2:
					judge("password", gluedValue(buf, words[j], 2))
				case bytes.Equal(a, []byte("-f")) || bytes.Equal(a, []byte("-d")) || bytes.Equal(a, []byte("-P")):
					j++
				}
			}
		case "redis-cli":
			for j := 0; j+1 < len(words); j++ {
				if a := arg(words[j]); bytes.Equal(a, []byte("-a")) || bytes.Equal(a, []byte("--pass")) {
					judge("password", words[j+1])
				}
			}
		case "lftp":
			for j := 0; j+1 < len(words); j++ {
				if a := arg(words[j]); bytes.Equal(a, []byte("-u")) || bytes.Equal(a, []byte("--user")) {
					w := words[j+1]
					if c := bytes.IndexByte(buf[w.vs:w.ve], ','); c > 0 {
						judge("password", shellWord{w.s, w.e, w.vs + c + 1, w.ve})
					}
				}
			}
		case "net use":
			for j := 0; j+1 < len(words); j++ {
				if a := arg(words[j]); bytes.HasPrefix(a, []byte(`\\`)) {
					if p := arg(words[j+1]); len(p) > 0 && p[0] != '/' && p[0] != '*' {
						judge("password", words[j+1])
					}
					break
				}
			}
		case "rabbitmqctl":
			for j := 0; j+2 < len(words); j++ {
				if a := arg(words[j]); bytes.Equal(a, []byte("add_user")) || bytes.Equal(a, []byte("change_password")) {
					judge("password", words[j+2])
					break
				}
			}
		case "nmcli":
			for j := 0; j+1 < len(words); j++ {
				if a := arg(words[j]); bytes.Equal(a, []byte("password")) || bytes.HasSuffix(a, []byte(".psk")) || bytes.HasSuffix(a, []byte(".wep-key0")) {
					judge("password", words[j+1])
				}
			}
		case "sudo":
			// sudo -S reads the password from its standard input.
			stdin := false
			for j := 0; j < len(words); j++ {
				a := arg(words[j])
				if len(a) < 2 || a[0] != '-' {
					break
				}
				stdin = stdin || bytes.Equal(a, []byte("--stdin")) || a[1] != '-' && bytes.IndexByte(a, 'S') > 0
			}
			if !stdin {
				break
			}
			cmd, args := echoedInto(buf, k)
			if cmd == "printf" && len(args) > 1 && bytes.Contains(buf[args[0].s:args[0].e], []byte("%s")) {
				args = args[1:]
			}
			if cmd != "" && len(args) == 1 {
				judge("password", args[0])
			}
		default: // the OpenLDAP tools: -w PASSWORD (-W prompts, -y reads a file)
			for j := 0; j < len(words); j++ {
				a := arg(words[j])
				switch {
				case bytes.Equal(a, []byte("-w")) && j+1 < len(words):
					judge("password", words[j+1])
				case len(a) > 2 && a[0] == '-' && a[1] == 'w' && words[j].vs == words[j].s:
					judge("password", gluedValue(buf, words[j], 2))
				}
			}
		}
	})
	return raw
}

// toolCalls calls fn with the words after each place lb (buf lowered)
// names one of tools as a command: the name whole, with no word's byte or
// dash before it, and a blank or a quote after it.
func toolCalls(buf, lb []byte, tools []string, fn func(tool string, k int, words []shellWord)) {
	for _, tool := range tools {
		for from := 0; from < len(lb); {
			k := bytes.Index(lb[from:], []byte(tool))
			if k < 0 {
				break
			}
			k += from
			from = k + len(tool)
			if k > 0 && (isWordByte(lb[k-1]) || lb[k-1] == '-') || from < len(lb) && lb[from] != ' ' && lb[from] != '\t' && lb[from] != '"' {
				continue
			}
			fn(tool, k, commandArgs(buf, k, from))
		}
	}
}

// gluedValue is the value of an option glued to its letter (-pVALUE,
// -p"VALUE"), n bytes into the word, inside its quotes.
func gluedValue(buf []byte, w shellWord, n int) shellWord {
	v := shellWord{w.s, w.e, w.vs + n, w.ve}
	if v.ve-v.vs >= 2 && (buf[v.vs] == '"' || buf[v.vs] == '\'') && buf[v.ve-1] == buf[v.vs] {
		v.vs, v.ve = v.vs+1, v.ve-1
	}
	return v
}

// commandArgs splits a command's arguments after buf[from:]: shell words,
// or, when the command is an item of an exec-form list (["CMD",
// "redis-cli", "-a", "..."], a Dockerfile's or compose's JSON array), the
// list's strings.
func commandArgs(buf []byte, k, from int) []shellWord {
	if k > 0 && buf[k-1] == '"' && bytes.LastIndexByte(buf[:k], '[') >= 0 {
		var out []shellWord
		i := from
		if i < len(buf) && buf[i] == '"' {
			i++
		}
		for len(out) < 64 {
			for i < len(buf) && (buf[i] == ' ' || buf[i] == ',' || buf[i] == '\t') {
				i++
			}
			if i >= len(buf) || buf[i] != '"' {
				return out
			}
			e := i + 1
			for e < len(buf) && buf[e] != '"' {
				if buf[e] == '\\' {
					e++
				}
				e++
			}
			if e >= len(buf) {
				return out
			}
			out = append(out, shellWord{i, e + 1, i + 1, e})
			i = e + 1
		}
		return out
	}
	return shellWords(buf, from)
}

// ---- Private keys as hex or as a byte list ----

// derHexRuns reads a hex literal that is a whole private key's DER
// (PKCS#8, PKCS#1, SEC 1: hex.DecodeString of "3077020101..."), found by
// the INTEGER version's bytes near its start, and reports it as der-pkey.
func (s *Scanner) derHexRuns(v *view, data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	for p := ls; p < le; {
		i := bytes.Index(bytes.ToLower(data[p:le]), []byte("02010"))
		if i < 0 {
			break
		}
		k := p + i
		p = k + 5
		rs := k
		for rs > ls && hexDigit(data[rs-1]) {
			rs--
		}
		if k-rs > 8 || k-rs < 4 || (data[rs] != '3') || data[rs+1] != '0' {
			continue
		}
		re := k
		for re < le && hexDigit(data[re]) {
			re++
		}
		p = re
		if re-rs < 64 || (re-rs)%2 != 0 || re-rs > 2*maxDERKey {
			continue
		}
		der, err := hex.DecodeString(string(data[rs:re]))
		if err != nil || derPrivateKey(der) == "" {
			continue
		}
		raw = s.derReport(v, der, rs, re, raw, bud)
	}
	return raw
}

// byteListStart finds the opening brace or bracket of the byte list the
// line at ls is in (up to 8 lines above it), or -1.
func byteListStart(data []byte, ls int) int {
	at := ls
	for n := 0; n < 8; n++ {
		le := lineEnd(data, at)
		for i := le - 1; i >= at; i-- {
			switch c := data[i]; {
			case c == '{' || c == '[':
				if n == 0 && i > at && bytes.Contains(data[at:i], []byte("0x")) {
					continue
				}
				return i
			case c == '}' || c == ']' || c == ';' || c == '=':
				if n > 0 {
					return -1
				}
			}
		}
		if at == 0 {
			return -1
		}
		at = lineStart(data, at-1)
	}
	return -1
}

// derByteList reads a byte list (Go's []byte{0x30, ...}, C's {0x30, ...},
// Python's bytes([...])) that holds a private key's DER from its start.
func (s *Scanner) derByteList(v *view, data []byte, st int, raw []Finding, bud *budget) []Finding {
	if st < 0 || st >= len(data) {
		return raw
	}
	closing := byte('}')
	if data[st] == '[' {
		closing = ']'
	}
	var b []byte
	i := st + 1
	for i < len(data) && len(b) <= maxDERKey {
		for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '\n' || data[i] == '\r' || data[i] == ',') {
			i++
		}
		if i >= len(data) || data[i] == closing {
			break
		}
		j := i
		for j < len(data) && (isWordByte(data[j])) {
			j++
		}
		n, err := strconv.ParseUint(string(data[i:j]), 0, 8)
		if err != nil || j == i {
			return raw
		}
		b = append(b, byte(n))
		i = j
	}
	if i >= len(data) || data[i] != closing || len(b) < 34 || b[0] != 0x30 || derPrivateKey(b) == "" {
		return raw
	}
	return s.derReport(v, b, st, i+1, raw, bud)
}

// derReport scans der as the der-pkey rule's base64, reported on the
// source span [rs,re).
func (s *Scanner) derReport(v *view, der []byte, rs, re int, raw []Finding, bud *budget) []Finding {
	enc := base64.StdEncoding.EncodeToString(der)
	v.b, v.at = v.b[:0], v.at[:0]
	v.lit("der-pkey: ", rs)
	v.lit(enc[:1], rs)
	v.lit(enc[1:], re-1)
	return s.scanView(v, 0, raw, bud)
}
