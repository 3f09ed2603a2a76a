package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"regexp"
	"strings"
	"sync"
)

// Structured carriers: formats that hold a secret in a structure no
// single line spells as an assignment.
//
//   - a JSON Web Key with private members: "kty" with "d" (EC, OKP, RSA
//     with "p" and "q") is a private key, checked by its lengths (and for
//     RSA p times q being n) and scanned as the PEM block it is written as
//     (asn1key.go); "kty": "oct" with "k" is a
//     symmetric key, judged as the value of a secret;
//   - JSON name/value pairs ({"name": "DB_PASSWORD", "value": "..."}: an
//     ECS task definition, CloudFormation's Name/Value, key/value lists),
//     on one line or over the lines of one object;
//   - a template's default (Helm's {{ .Values.x | default "..." }}, Sprig's
//     default "..." .Values.x, Jinja's | default('...')) after a secret's
//     name;
//   - a CSV or TSV file whose header names a secret's column: each row's
//     field in it is judged as that column's value.

// EncJWK marks a private key found as a JSON Web Key.
const EncJWK = "jwk"

// maxJWK bounds the JSON object read around a "kty".
const maxJWK = 64 << 10

// readJWK reads the JSON object around the "kty" at data[at] and scans
// the key it holds, if it is a private or secret one.
func (s *Scanner) readJWK(data []byte, at int, raw []Finding, bud *budget) []Finding {
	st := bytes.LastIndexByte(data[max(0, at-4096):at], '{')
	if st < 0 {
		return raw
	}
	st += max(0, at-4096)
	end, depth, inStr := -1, 0, false
	for i := st; i < len(data) && i < st+maxJWK; i++ {
		c := data[i]
		switch {
		case inStr && c == '\\':
			i++
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '{':
			depth++
		case c == '}':
			if depth--; depth == 0 {
				end = i + 1
			}
		}
		if end >= 0 {
			break
		}
	}
	if end < 0 || !bud.take(end-st) {
		return raw
	}
	var m map[string]any
	if json.Unmarshal(data[st:end], &m) != nil {
		return raw
	}
	str := func(k string) string { v, _ := m[k].(string); return v }
	b64 := func(k string) []byte {
		b, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(str(k), "="))
		if err != nil {
			return nil
		}
		return b
	}
	// Report on the private member's value.
	rs, re := st, end
	member := "d"
	if str("kty") == "oct" {
		member = "k"
	}
	if i := bytes.Index(data[st:end], []byte(`"`+member+`"`)); i >= 0 {
		if q := bytes.IndexByte(data[st+i+len(member)+2:end], '"'); q >= 0 {
			vs := st + i + len(member) + 2 + q + 1
			if e := bytes.IndexByte(data[vs:end], '"'); e >= 0 {
				rs, re = vs, vs+e
			}
		}
	}
	if str("kty") == "oct" {
		if k := str("k"); len(k) > 0 {
			return s.emit([]byte(`secret_key = "`), []byte(k), []byte(`"`), rs, re, EncJWK, raw, bud)
		}
		return raw
	}
	der, typ := jwkDER(str("kty"), str("crv"), b64)
	if typ == "" {
		return raw
	}
	return s.emit(nil, pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}), nil, rs, re, EncJWK, raw, bud)
}

// The views' patterns compile on first use: hooktool starts once per hook
// event, and most events scan nothing.
var (
	jsonName = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`"(?:name|Name|key|Key|type|Type)"\s*:\s*"([^"\\]{1,128})"`)
	})
	jsonValue = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`"(?:value|Value)"\s*:\s*("(?:[^"\\]|\\.){0,1000}")`) })
	tmplDflt  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\bdefault\s*\(?\s*("[^"]{1,1000}"|'[^']{1,1000}')`) })
)

// viewNameValue reads a JSON name/value pair whose name is on the line
// at [ls, le): the value on the same line or within the same object, up
// to three lines on either side.
func (s *Scanner) viewNameValue(v *view, data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	nm := jsonName().FindSubmatchIndex(data[ls:le])
	if nm == nil {
		return raw
	}
	ns, ne := ls+nm[2], ls+nm[3]
	// The object: back to the line holding its {, on to the line holding
	// its }.
	os, oe := ls, le
	if !bytes.Contains(data[ls:ls+nm[0]], []byte("{")) {
		for n := 0; n < 3 && os > 0; n++ {
			os = bytes.LastIndexByte(data[:os-1], '\n') + 1
			if bytes.Contains(data[os:lineEnd(data, os)], []byte("{")) {
				break
			}
		}
	}
	if !bytes.Contains(data[ls+nm[1]:le], []byte("}")) {
		for n := 0; n < 3 && oe < len(data); n++ {
			oe = lineEnd(data, oe+1)
			if bytes.Contains(data[lineStart(data, oe):oe], []byte("}")) {
				break
			}
		}
	}
	vm := jsonValue().FindSubmatchIndex(data[os:oe])
	if vm == nil {
		return raw
	}
	return s.pairView(v, data, ns, ne, data[os+vm[2]:os+vm[3]], os+vm[2], raw, bud)
}

func lineStart(data []byte, i int) int { return bytes.LastIndexByte(data[:i], '\n') + 1 }

// viewTemplateDefault reads NAME: {{ ... | default "VALUE" ... }} (or
// NAME=...) as NAME = "VALUE".
func (s *Scanner) viewTemplateDefault(v *view, data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	line, off := trimmedLine(data, ls, le)
	t := bytes.Index(line, []byte("{{"))
	if t <= 0 {
		return raw
	}
	k := bytes.IndexAny(line[:t], ":=")
	if k <= 0 {
		return raw
	}
	name := bytes.TrimSpace(bytes.TrimLeft(line[:k], "- "))
	name = bytes.Trim(name, `"'`)
	if len(name) == 0 || bytes.ContainsAny(name, " \t{}") {
		return raw
	}
	ns := off + bytes.Index(line, name)
	dm := tmplDflt().FindSubmatchIndex(line[t:])
	if dm == nil {
		return raw
	}
	vs := off + t + dm[2]
	return s.pairView(v, data, ns, ns+len(name), data[vs:off+t+dm[3]], vs, raw, bud)
}

// csvFields splits one CSV (or TSV) line into its fields' spans, quotes
// and all.
func csvFields(data []byte, ls, le int, sep byte) [][2]int {
	var out [][2]int
	for i := ls; i <= le; {
		st := i
		if i < le && data[i] == '"' {
			i++
			for i < le {
				if data[i] == '"' {
					if i+1 < le && data[i+1] == '"' {
						i += 2
						continue
					}
					i++
					break
				}
				i++
			}
		}
		for i < le && data[i] != sep {
			i++
		}
		e := i
		for e > st && data[e-1] == '\r' {
			e--
		}
		out = append(out, [2]int{st, e})
		i++
		if len(out) > 256 {
			break
		}
	}
	return out
}

// viewCSV reads a CSV or TSV file whose header row names a secret's
// column (password, api_token, ...): each row's field in that column as
// NAME = "VALUE".
func (s *Scanner) viewCSV(v *view, data []byte, raw []Finding, bud *budget) []Finding {
	hle := lineEnd(data, 0)
	sep := byte(',')
	if bytes.Count(data[:hle], []byte("\t")) > bytes.Count(data[:hle], []byte(",")) {
		sep = '\t'
	}
	head := csvFields(data, 0, hle, sep)
	var cols []int
	for c, f := range head {
		if s.namesSecret(data[f[0]:f[1]]) {
			cols = append(cols, c)
		}
	}
	if len(cols) == 0 {
		return raw
	}
	for ls, rows := hle+1, 0; ls < len(data) && rows < maxViewLines; rows++ {
		le := lineEnd(data, ls)
		if le-ls <= maxDeriveLine {
			fields := csvFields(data, ls, le, sep)
			for _, c := range cols {
				if c >= len(fields) {
					continue
				}
				hs, he := unquote(data[head[c][0]:head[c][1]], head[c][0])
				f := fields[c]
				raw = s.pairView(v, data, hs, he, data[f[0]:f[1]], f[0], raw, bud)
			}
		}
		ls = le + 1
	}
	return raw
}

// namesSecret reports a name holding one of generic-secret's keywords.
func (s *Scanner) namesSecret(b []byte) bool {
	found := false
	s.pf.walk(b, 0, 0, func(_, kw int) { found = found || s.kwDerive[kw]&deriveView != 0 })
	return found
}
