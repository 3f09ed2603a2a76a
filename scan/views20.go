package scan

import (
	"bytes"
	"encoding/hex"
	"strings"
)

// The obfuscations with a published key, the artifacts editors and REPLs
// leave, agent tool configs, directive arguments, key stores and
// constructs of the twentieth push red team (see docs/boundary.md, set
// 20), each read the way the tool that uses it reads it. The kinds with a
// format of their own are rules (rules20.go).

// set20Keywords mark the lines the set-20 pass reads (scanSet20): a
// hosted MCP server's URL, Claude Code's apiKeyHelper, a Junos $9$
// secret, HeidiSQL's exported settings, and make's subst.
func set20Keywords() []string {
	return []string{"mcp.", "/mcp", "apikeyhelper", "$9$", "<|||>", "$(subst ", "${subst "}
}

// scanSet20 reads the lines the keyword pass noted for the set-20 pass.
func (s *Scanner) scanSet20(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	var defs map[string][2]int
	for _, ls := range bud.set20 {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line, off := trimmedLine(data, ls, le)
		if len(line) == 0 {
			continue
		}
		lower := bytes.ToLower(line)
		if bytes.Contains(lower, []byte("mcp")) {
			raw = s.mcpURLKey(&v, data, line, off, raw, bud)
		}
		if bytes.Contains(lower, []byte("apikeyhelper")) {
			raw = s.apiKeyHelper(&v, data, line, off, raw, bud)
		}
		if bytes.Contains(line, []byte("$9$")) {
			raw = s.junosSecret(&v, data, line, off, raw, bud)
		}
		if bytes.Contains(line, []byte("<|||>")) {
			raw = s.heidiPassword(&v, data, line, off, raw, bud)
		}
		if bytes.Contains(line, []byte("(subst ")) || bytes.Contains(line, []byte("{subst ")) {
			if defs == nil {
				defs = makeAssignments(data)
			}
			raw = s.makeSubst(&v, data, ls, le, defs, raw, bud)
		}
	}
	return raw
}

// ---- Published-key obfuscations ----

// junosSecret reads a Junos type 9 secret ("$9$..."): not a hash but an
// obfuscation every Junos box and Crypt::Juniper reverses with letter
// tables printed in its source. The plain text is judged as a password.
func (s *Scanner) junosSecret(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i+4 < len(line); {
		j := bytes.Index(line[i:], []byte("$9$"))
		if j < 0 {
			break
		}
		st := i + j
		e := st + 3
		for e < len(line) && junosNum(line[e]) >= 0 {
			e++
		}
		if e < len(line) && line[e] == '$' {
			// $9$salt$hash: Cisco's type 9 (scrypt) hash, not Junos's.
			i = e
			continue
		}
		if pt, ok := junosDecrypt(line[st+3 : e]); ok {
			raw = s.namedLit(v, "password", pt, off+st, off+e, raw, bud)
		}
		i = e
	}
	return raw
}

// junosFamilies are Crypt::Juniper's letter families; a letter's family
// says how many random letters follow the salt.
const junosFamilies = "QzF3n6/9CAtpu0O" + "B1IREhcSyrleKvMW8LXx" + "7N-dVbwsY2g4oaJZGUDj" + "iHkq.mPf5T"

// junosNum is a letter's place in the alphabet, or -1.
func junosNum(c byte) int {
	return strings.IndexByte(junosFamilies, c)
}

// junosExtra is the number of random letters after salt letter c.
func junosExtra(c byte) int {
	n := junosNum(c)
	switch {
	case n < 15:
		return 3
	case n < 35:
		return 2
	case n < 55:
		return 1
	}
	return 0
}

// junosDecrypt is Crypt::Juniper's juniper_decrypt of what follows $9$:
// each byte is the weighted sum of the gaps between letters, the weights
// cycling through seven encodings. A text that is not printable, or that
// leaves letters over, is no secret of this scheme.
func junosDecrypt(c []byte) (string, bool) {
	if len(c) < 4 {
		return "", false
	}
	first := c[0]
	c = c[1:]
	if len(c) < junosExtra(first) {
		return "", false
	}
	c = c[junosExtra(first):]
	prev := junosNum(first)
	var out []byte
	for len(c) > 0 && len(out) < 128 {
		var dec []int
		switch len(out) % 7 {
		case 0:
			dec = []int{1, 4, 32}
		case 1:
			dec = []int{1, 16, 32}
		case 2:
			dec = []int{1, 8, 32}
		case 3:
			dec = []int{1, 64}
		case 4:
			dec = []int{1, 32}
		case 5:
			dec = []int{1, 4, 16, 128}
		default:
			dec = []int{1, 32, 64}
		}
		if len(c) < len(dec) {
			return "", false
		}
		sum := 0
		for i := range dec {
			n := junosNum(c[i])
			if n < 0 {
				return "", false
			}
			sum += ((n-prev+65)%65 - 1) * dec[i]
			prev = n
		}
		b := byte(sum % 256)
		if b < 0x20 || b > 0x7e {
			return "", false
		}
		out = append(out, b)
		c = c[len(dec):]
	}
	return string(out), len(out) > 0 && len(c) == 0
}

// heidiPassword reads HeidiSQL's exported settings (KEY<|||>TYPE<|||>
// VALUE): a session's Password is each byte plus a salt digit, in hex, the
// digit last, as HeidiSQL's decrypt reads it.
func (s *Scanner) heidiPassword(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	parts := bytes.Split(line, []byte("<|||>"))
	if len(parts) != 3 || !bytes.HasSuffix(bytes.ToLower(parts[0]), []byte("password")) {
		return raw
	}
	val := parts[2]
	n := len(val)
	if n < 3 || n%2 != 1 || val[n-1] < '1' || val[n-1] > '9' {
		return raw
	}
	b, err := hex.DecodeString(string(val[:n-1]))
	if err != nil {
		return raw
	}
	salt := int(val[n-1] - '0')
	for i := range b {
		x := int(b[i]) - salt
		if x < 0 {
			x += 255
		}
		if x < 0x20 || x > 0x7e {
			return raw
		}
		b[i] = byte(x)
	}
	vs := off + len(line) - n
	return s.namedLit(v, "password", string(b), vs, vs+n, raw, bud)
}

// ---- Agent tool configs ----

// mcpURLKey reads a hosted MCP server's URL (a host mcp.*, or a path
// ending /mcp or /sse) whose path carries the key: the run of path
// segments that are not words (api, v2, mcp, s) is judged as a key
// (Firecrawl's /fc-<key>/v2/mcp, Zapier's /api/mcp/s/<secret>/mcp, whose
// base64 may hold a slash).
func (s *Scanner) mcpURLKey(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i < len(line); {
		j := bytes.Index(line[i:], []byte("://"))
		if j < 0 {
			break
		}
		hs := i + j + 3
		e := hs
		for e < len(line) && !strings.ContainsRune(" \t\"'<>`)]},", rune(line[e])) {
			e++
		}
		i = e
		u := line[hs:e]
		if q := bytes.IndexAny(u, "?#"); q >= 0 {
			u = u[:q]
		}
		sl := bytes.IndexByte(u, '/')
		if sl < 0 {
			continue
		}
		host, path := bytes.ToLower(u[:sl]), u[sl:]
		lp := bytes.ToLower(path)
		if !bytes.HasPrefix(host, []byte("mcp.")) && !bytes.Contains(host, []byte(".mcp.")) && !bytes.HasSuffix(lp, []byte("/mcp")) && !bytes.HasSuffix(lp, []byte("/sse")) {
			continue
		}
		// The segments; a run of non-words between words is the key.
		segs := bytes.Split(path[1:], []byte("/"))
		at := hs + sl + 1
		rs, re := -1, -1
		for _, sg := range segs {
			if urlWord(sg) {
				if rs >= 0 {
					raw = s.namedSrc(v, "api_key", data, off+rs, off+re, raw, bud)
				}
				rs = -1
			} else {
				if rs < 0 {
					rs = at
				}
				re = at + len(sg)
			}
			at += len(sg) + 1
		}
		if rs >= 0 {
			raw = s.namedSrc(v, "api_key", data, off+rs, off+re, raw, bud)
		}
	}
	return raw
}

// urlWord reports a path segment that names something (api, mcp, v2,
// servers, a slug of words) rather than holding a key.
func urlWord(sg []byte) bool {
	if len(sg) < 16 {
		return true
	}
	digits := 0
	for _, c := range sg {
		if isDigit(c) {
			digits++
		}
	}
	return digits == 0 && bytes.Equal(sg, bytes.ToLower(sg))
}

// apiKeyHelper reads Claude Code's apiKeyHelper, a command whose output
// is the API key: one that only echoes a literal (echo KEY, printf %s KEY)
// hands the key itself, judged as an API key.
func (s *Scanner) apiKeyHelper(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	i := bytes.Index(bytes.ToLower(line), []byte("apikeyhelper"))
	rest := line[i+len("apikeyhelper"):]
	k := 0
	for k < len(rest) && (rest[k] == '"' || rest[k] == '\'' || rest[k] == ':' || rest[k] == '=' || rest[k] == ' ' || rest[k] == '\t') {
		k++
	}
	cmd := rest[k:]
	var w []byte
	switch {
	case bytes.HasPrefix(cmd, []byte("echo ")):
		w = bytes.TrimLeft(cmd[5:], " ")
		if bytes.HasPrefix(w, []byte("-n ")) {
			w = bytes.TrimLeft(w[3:], " ")
		}
	case bytes.HasPrefix(cmd, []byte("printf ")):
		w = bytes.TrimLeft(cmd[7:], " ")
		for _, f := range []string{"%s ", "'%s' ", `\"%s\" `, "'%s\\n' ", "'%s\\\\n' "} {
			if bytes.HasPrefix(w, []byte(f)) {
				w = bytes.TrimLeft(w[len(f):], " ")
				break
			}
		}
	default:
		return raw
	}
	e := 0
	for e < len(w) && !strings.ContainsRune(" \t\"`;|&,}", rune(w[e])) {
		e++
	}
	tok := bytes.Trim(w[:e], "'")
	if len(tok) == 0 || tok[0] == '$' {
		return raw
	}
	vs := off + len(line) - len(w) + bytes.Index(w[:e], tok)
	return s.namedSrc(v, "api_key", data, vs, vs+len(tok), raw, bud)
}

// ---- Computed constructs ----

// makeAssignments maps the names a Makefile assigns (NAME := value, =,
// ::=, ?=) to their values' spans.
func makeAssignments(data []byte) map[string][2]int {
	m := map[string][2]int{}
	eachLine(data, func(line []byte, off int) {
		if len(m) >= 4096 || line[0] == '\t' {
			return
		}
		e := 0
		for e < len(line) && (isWordByte(line[e]) || line[e] == '.' || line[e] == '-') {
			e++
		}
		if e == 0 {
			return
		}
		k := e
		for k < len(line) && (line[k] == ' ' || line[k] == '\t') {
			k++
		}
		op := k
		for k < len(line) && (line[k] == ':' || line[k] == '?' || line[k] == '!') {
			k++
		}
		if k >= len(line) || line[k] != '=' || k-op > 2 {
			return
		}
		k++
		for k < len(line) && (line[k] == ' ' || line[k] == '\t') {
			k++
		}
		if k < len(line) {
			m[string(line[:e])] = [2]int{off + k, off + len(line)}
		}
	})
	return m
}

// makeSubst reads make's $(subst FROM,TO,TEXT), TEXT a literal or a
// reference to a name the file assigns: the line is scanned with the call
// replaced by what make makes of it (a token's _ written as @ and put back
// by the recipe). A finding covers the call.
func (s *Scanner) makeSubst(v *view, data []byte, ls, le int, defs map[string][2]int, raw []Finding, bud *budget) []Finding {
	line := data[ls:le]
	for i := 0; i < len(line); {
		j := bytes.Index(line[i:], []byte("subst "))
		if j < 2 {
			break
		}
		cs := i + j - 2
		open := line[cs+1]
		if line[cs] != '$' || open != '(' && open != '{' {
			i += j + 6
			continue
		}
		closeB := byte(')')
		if open == '{' {
			closeB = '}'
		}
		// The call's end, nested references counted.
		depth, ce := 0, -1
		for k := cs + 1; k < len(line); k++ {
			switch line[k] {
			case open:
				depth++
			case closeB:
				depth--
			}
			if depth == 0 {
				ce = k + 1
				break
			}
		}
		if ce < 0 {
			break
		}
		i = ce
		args := bytes.SplitN(line[cs+8:ce-1], []byte(","), 3)
		if len(args) != 3 {
			continue
		}
		text := bytes.TrimSpace(args[2])
		if n := len(text); n > 3 && text[0] == '$' && (text[1] == '(' || text[1] == '{') && (text[n-1] == ')' || text[n-1] == '}') {
			sp, ok := defs[string(text[2:n-1])]
			if !ok {
				continue
			}
			text = data[sp[0]:sp[1]]
		}
		if bytes.ContainsAny(text, "$") || len(args[0]) == 0 {
			continue
		}
		res := bytes.ReplaceAll(text, args[0], args[1])
		v.b, v.at = v.b[:0], v.at[:0]
		v.src(data, ls, ls+cs)
		from := len(v.b)
		v.lit(string(res), ls+cs)
		if len(res) > 0 {
			v.at[len(v.at)-1] = ls + ce - 1
		}
		v.src(data, ls+ce, le)
		raw = s.scanView(v, from, raw, bud)
	}
	return raw
}

// ---- Files read by their name or their first line ----

// views20File reads files whose layout their tool gives them: a libedit
// history (_HiStOrY_V2_, each line strvis'd: psql's, macOS Python's),
// HexChat's servlist.conf (P= a server's password, B= a NickServ one), and
// Symfony's decryption key (*.decrypt.private.php, the key pair as a PHP
// string of \xHH escapes).
func (s *Scanner) views20File(path, base string, data []byte, raw []Finding, bud *budget) []Finding {
	lb := strings.ToLower(base)
	var v view
	switch {
	case bytes.HasPrefix(data, []byte("_HiStOrY_V2_\n")) || bytes.HasPrefix(data, []byte("_HiStOrY_V2_\r\n")):
		raw = s.libeditHistory(&v, data, raw, bud)
	case lb == "servlist.conf" || lb == "servlist_.conf":
		eachLine(data, func(line []byte, off int) {
			if len(line) > 2 && (line[0] == 'P' || line[0] == 'B') && line[1] == '=' {
				raw = s.namedSrc(&v, "password", data, off+2, off+len(line), raw, bud)
			}
		})
	case strings.HasSuffix(lb, ".decrypt.private.php"):
		raw = s.symfonyDecryptKey(&v, data, raw, bud)
	}
	return raw
}

// libeditHistory reads each entry of a libedit history with strvis's
// escapes undone (\040 for a space, \\ for a backslash), as the REPL reads
// it back, and scans it as the line it was typed as.
func (s *Scanner) libeditHistory(v *view, data []byte, raw []Finding, bud *budget) []Finding {
	ls := lineEnd(data, 0) + 1
	for n := 0; ls < len(data) && n < maxViewLines; n++ {
		le := lineEnd(data, ls)
		line := data[ls:le]
		if le-ls <= maxDeriveLine && bytes.IndexByte(line, '\\') >= 0 {
			v.b, v.at = v.b[:0], v.at[:0]
			for i := ls; i < le; i++ {
				c := data[i]
				if c == '\\' && i+1 < le {
					if i+3 < le && data[i+1] >= '0' && data[i+1] <= '3' && isOctal(data[i+2]) && isOctal(data[i+3]) {
						v.lit(string(rune(0)), i)
						v.b[len(v.b)-1] = (data[i+1]-'0')<<6 | (data[i+2]-'0')<<3 | (data[i+3] - '0')
						v.at[len(v.at)-1] = i
						i += 3
						continue
					}
					if data[i+1] == '\\' {
						v.lit(`\`, i)
						i++
						continue
					}
				}
				v.src(data, i, i+1)
			}
			raw = s.scanView(v, 0, raw, bud)
		}
		ls = le + 1
	}
	return raw
}

// symfonyDecryptKey reads Symfony's secrets vault decryption key file
// (config/secrets/ENV/ENV.decrypt.private.php: return "..."; the sodium
// key pair, each byte outside a few safe ones written \xHH): a key of 32
// or 64 bytes is judged, as hex, as a private key's value. The
// encrypt.public file, meant to be committed, is not read.
func (s *Scanner) symfonyDecryptKey(v *view, data []byte, raw []Finding, bud *budget) []Finding {
	i := bytes.Index(data, []byte("return "))
	if i < 0 || i+8 >= len(data) {
		return raw
	}
	q := data[i+7]
	if q != '"' && q != '\'' {
		return raw
	}
	vs := i + 8
	var key []byte
	k := vs
	for ; k < len(data) && data[k] != q && len(key) <= 128; k++ {
		c := data[k]
		if c == '\\' && q == '"' && k+3 < len(data) && data[k+1] == 'x' {
			if b, err := hex.DecodeString(string(data[k+2 : k+4])); err == nil {
				key = append(key, b[0])
				k += 3
				continue
			}
		}
		if c == '\\' && k+1 < len(data) {
			k++
			c = data[k]
		}
		key = append(key, c)
	}
	if k >= len(data) || len(key) != 32 && len(key) != 64 {
		return raw
	}
	return s.namedLit(v, "private_key", hex.EncodeToString(key), vs, k, raw, bud)
}
