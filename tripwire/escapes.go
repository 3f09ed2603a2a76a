package tripwire

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Text read with its format's own escapes (red-team round 23). A
// structured file is read by its client after the format has decoded
// it: a YAML double-quoted key "hook\x73" is hooks, a JSON string
// "CLAUDE_CODE_SIMPL\u0045" is CLAUDE_CODE_SIMPLE, and the Basic macro
// LibreOffice keeps as XML spells its shell command with &quot;,
// &apos; and &gt;. Judged as written, none of them names what it means;
// judged decoded, each does. The escapes decoded are the ones that can
// only stand for the character they name: \xNN, \uNNNN (a UTF-16 pair
// joined), \UNNNNNNNN and an escaped slash, and XML's five named
// entities and numeric character references. A line break or a tab
// spelled \n or \t is left as written (it changes no name).

// decodedText is b with its format escapes decoded (see above), nil
// when b has none. Bounded like the sweep's reads.
func decodedText(b []byte) []byte {
	if len(b) > sweepBytes*4 {
		return nil
	}
	s := string(b)
	hasSlash := strings.Contains(s, `\x`) || strings.Contains(s, `\u`) || strings.Contains(s, `\U`) || strings.Contains(s, `\/`)
	hasAmp := strings.Contains(s, "&") && strings.Contains(s, ";")
	if !hasSlash && !hasAmp {
		return nil
	}
	out := s
	if hasSlash {
		out = decodeBackslash(out)
	}
	if hasAmp {
		out = decodeEntities(out)
	}
	if out == s {
		return nil
	}
	return []byte(out)
}

// decodeBackslash decodes \xNN, \uNNNN, \UNNNNNNNN and \/ in s (a YAML
// double-quoted scalar's, a JSON string's, a shell's $'...' escapes);
// every other backslash stays as written.
func decodeBackslash(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		n := 0
		switch s[i+1] {
		case 'x':
			n = 2
		case 'u':
			n = 4
		case 'U':
			n = 8
		case '/':
			b.WriteByte('/')
			i++
			continue
		case '\\':
			b.WriteString(`\\`) // an escaped backslash: the next one is no escape
			i++
			continue
		}
		if n == 0 || i+2+n > len(s) {
			b.WriteByte(s[i])
			continue
		}
		v, err := strconv.ParseUint(s[i+2:i+2+n], 16, 32)
		if err != nil {
			b.WriteByte(s[i])
			continue
		}
		r := rune(v)
		i += 1 + n
		if r >= 0xD800 && r < 0xDC00 && i+6 < len(s) && s[i+1] == '\\' && s[i+2] == 'u' {
			// A UTF-16 pair (JSON's way to spell a rune past U+FFFF).
			if lo, err := strconv.ParseUint(s[i+3:i+7], 16, 32); err == nil && lo >= 0xDC00 && lo < 0xE000 {
				r = 0x10000 + (r-0xD800)<<10 + rune(lo) - 0xDC00
				i += 6
			}
		}
		if !utf8.ValidRune(r) || r == 0 {
			r = ' ' // a NUL or a lone surrogate reads as a blank, as escapesAsSpace has it
		}
		b.WriteRune(r)
	}
	return b.String()
}

// decodeEntities decodes XML's named entities (&quot; &apos; &lt; &gt;
// &amp;) and numeric character references (&#NN; &#xNN;) in s.
func decodeEntities(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '&' {
			b.WriteByte(s[i])
			continue
		}
		end := strings.IndexByte(s[i:], ';')
		if end < 2 || end > 10 {
			b.WriteByte(s[i])
			continue
		}
		name := s[i+1 : i+end]
		var r rune = -1
		switch name {
		case "quot":
			r = '"'
		case "apos":
			r = '\''
		case "lt":
			r = '<'
		case "gt":
			r = '>'
		case "amp":
			r = '&'
		default:
			if num, ok := strings.CutPrefix(name, "#"); ok {
				base := 10
				if h, ok := strings.CutPrefix(num, "x"); ok {
					num, base = h, 16
				} else if h, ok := strings.CutPrefix(num, "X"); ok {
					num, base = h, 16
				}
				if v, err := strconv.ParseUint(num, base, 32); err == nil && utf8.ValidRune(rune(v)) && v != 0 {
					r = rune(v)
				}
			}
		}
		if r < 0 {
			b.WriteByte(s[i])
			continue
		}
		b.WriteRune(r)
		i += end
	}
	return b.String()
}

// yamlKeysDecoded is markdown text whose leading YAML frontmatter has
// its quoted top-level keys decoded as YAML reads them: "hook\x73" is
// hooks, 'hooks' is hooks (in a single-quoted scalar two quotes are one).
// Only the keys: the values are kept as written. b itself when its
// frontmatter has no quoted key.
func yamlKeysDecoded(b []byte) []byte {
	s := string(b)
	if len(s) > sweepBytes*4 || !strings.HasPrefix(strings.TrimPrefix(s, "\ufeff"), "---") {
		return b
	}
	lines := strings.Split(s, "\n")
	changed := false
	for i := 1; i < len(lines); i++ {
		line := lines[i]
		if t := strings.TrimSpace(line); t == "---" || t == "..." {
			break
		}
		if line == "" || line[0] != '"' && line[0] != '\'' {
			continue
		}
		q := line[0]
		// The key ends at the closing quote (a backslash escapes one in
		// a double-quoted key; '' is one quote in a single-quoted one).
		end := -1
		for k := 1; k < len(line); k++ {
			if q == '"' && line[k] == '\\' {
				k++
				continue
			}
			if line[k] == q {
				if q == '\'' && k+1 < len(line) && line[k+1] == '\'' {
					k++
					continue
				}
				end = k
				break
			}
		}
		if end < 0 {
			continue
		}
		key := line[1:end]
		if q == '"' {
			key = decodeBackslash(key)
			key = strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(key)
		} else {
			key = strings.ReplaceAll(key, "''", "'")
		}
		if strings.ContainsAny(key, ":\n") {
			continue // kept quoted: a bare colon would split it elsewhere
		}
		lines[i] = key + line[end+1:]
		changed = true
	}
	if !changed {
		return b
	}
	return []byte(strings.Join(lines, "\n"))
}
