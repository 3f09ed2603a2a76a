package scan

import (
	"bytes"
	"encoding/base64"
	"strings"
	"unicode/utf16"
)

// The layouts of the thirteenth push red team: tools that keep a password
// or token as a plain value where no name=value rule sees it, each read
// the way the tool reads it (see docs/boundary.md, set 13).

// decodedView scans NAME = "VALUE" where VALUE was decoded from the source
// bytes data[vs:ve]: a finding in it is reported on that span.
func (s *Scanner) decodedView(v *view, name string, val []byte, ns, vs, ve int, raw []Finding, bud *budget) []Finding {
	if len(val) == 0 || ve <= vs {
		return raw
	}
	v.b, v.at = v.b[:0], v.at[:0]
	v.lit(name, ns)
	v.lit(` = "`, vs)
	from := len(v.b)
	for i := range val {
		v.b = append(v.b, val[i])
		if i == len(val)-1 {
			v.at = append(v.at, ve-1)
		} else {
			v.at = append(v.at, vs)
		}
	}
	v.lit(`"`, ve-1)
	return s.scanView(v, from, raw, bud)
}

// views13Line runs the set-13 views that start from a line naming a
// secret: plist's <key>/<string> siblings, a YAML key whose value is a
// nested value: (GitLab CI's expanded variables), Subversion's K/V hash
// dump, a Terraform state's random_password, and an unattend.xml
// password's <Value> (base64 of UTF-16LE with the element's name after
// the password).
func (s *Scanner) views13Line(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	switch {
	case bytes.HasPrefix(line, []byte("<key>")) && bytes.HasSuffix(line, []byte("</key>")):
		// A property list: <key>NAME</key>, then <string>VALUE</string>
		// as its next sibling (on the same line or the next).
		name := line[5 : len(line)-6]
		if len(name) == 0 || le >= len(data) {
			break
		}
		next, noff := trimmedLine(data, le+1, lineEnd(data, le+1))
		if bytes.HasPrefix(next, []byte("<string>")) && bytes.HasSuffix(next, []byte("</string>")) && len(next) > 17 {
			val := next[8 : len(next)-9]
			raw = s.pairView(v, data, off+5, off+5+len(name), val, noff+8, raw, bud)
		}
	case len(line) > 1 && line[len(line)-1] == ':' && bytes.IndexByte(line, ' ') < 0:
		// A YAML key with its value nested under it: GitLab CI's
		// expanded variable (NAME:, then value: "..."; description:,
		// options: beside it), the value judged as NAME's.
		name := line[:len(line)-1]
		ind := off - ls
		for n, at := 0, le+1; n < 4 && at < len(data); n++ {
			end := lineEnd(data, at)
			l, loff := trimmedLine(data, at, end)
			if loff-at <= ind || len(l) == 0 {
				break
			}
			if bytes.HasPrefix(l, []byte("value:")) {
				val := bytes.TrimLeft(l[len("value:"):], " \t")
				if len(val) > 0 {
					raw = s.pairView(v, data, off, off+len(name), val, loff+len(l)-len(val), raw, bud)
				}
				break
			}
			at = end + 1
		}
	case len(line) > 0 && ls >= 4 && le < len(data) && isKVName(data, ls) && bytes.HasPrefix(data[le+1:], []byte("V ")):
		// Subversion's hash dump (svn.simple's credential cache): K n,
		// the name, V n, the value, each on its own line.
		vl := lineEnd(data, le+1)
		if vl >= len(data) {
			break
		}
		vs, ve := vl+1, lineEnd(data, vl+1)
		if ve > vs {
			raw = s.pairView(v, data, off, off+len(line), data[vs:ve], vs, raw, bud)
		}
	case bytes.Contains(line, []byte(`"random_password"`)):
		// A Terraform state's random_password resource: its result is the
		// password, named only by the resource's type. Its instances
		// follow within the resource's object.
		for n, at := 0, le+1; n < 64 && at < len(data); n++ {
			end := lineEnd(data, at)
			l, loff := trimmedLine(data, at, end)
			if bytes.HasPrefix(l, []byte(`"type":`)) || bytes.HasPrefix(l, []byte(`"mode":`)) {
				break
			}
			if bytes.HasPrefix(l, []byte(`"result":`)) {
				rest := bytes.TrimLeft(l[len(`"result":`):], " \t")
				val := bytes.TrimRight(rest, ",")
				if len(val) > 2 && val[0] == '"' {
					vat := loff + len(l) - len(rest)
					v.b, v.at = v.b[:0], v.at[:0]
					v.lit(`password = `, vat)
					from := len(v.b)
					v.src(data, vat, vat+len(val))
					raw = s.scanView(v, from, raw, bud)
				}
				break
			}
			at = end + 1
		}
	case bytes.HasPrefix(line, []byte("<")) && bytes.HasSuffix(line, []byte("Password>")) && line[1] != '/':
		// Windows unattend: <AdministratorPassword> or <Password>, then
		// <Value>...</Value> and <PlainText>. Hidden, the value is base64
		// of UTF-16LE of the password and the element's name.
		elem := string(line[1 : len(line)-1])
		for n, at := 0, le+1; n < 3 && at < len(data); n++ {
			end := lineEnd(data, at)
			l, loff := trimmedLine(data, at, end)
			if !bytes.HasPrefix(l, []byte("<Value>")) || !bytes.HasSuffix(l, []byte("</Value>")) {
				at = end + 1
				continue
			}
			val := l[7 : len(l)-8]
			vs, ve := loff+7, loff+7+len(val)
			pw := unattendPassword(val, elem)
			if pw == nil {
				pw = val
			}
			raw = s.decodedView(v, "password", pw, off, vs, ve, raw, bud)
			break
		}
	}
	return raw
}

// isKVName reports that the line at ls follows a "K n" line: a name in
// Subversion's hash dump.
func isKVName(data []byte, ls int) bool {
	ps := bytes.LastIndexByte(data[:ls-1], '\n') + 1
	p := data[ps : ls-1]
	return len(p) >= 3 && p[0] == 'K' && p[1] == ' ' && strings.Trim(string(p[2:]), "0123456789") == ""
}

// unattendPassword undoes Windows System Image Manager's hiding of an
// unattend password: base64 of UTF-16LE of the password followed by the
// element's name (Password, AdministratorPassword).
func unattendPassword(val []byte, elem string) []byte {
	dec, err := base64.StdEncoding.DecodeString(string(val))
	if err != nil || len(dec) < 4 || len(dec)%2 != 0 {
		return nil
	}
	u := make([]uint16, len(dec)/2)
	for i := range u {
		u[i] = uint16(dec[2*i]) | uint16(dec[2*i+1])<<8
	}
	txt := string(utf16.Decode(u))
	for _, suf := range []string{elem, "Password"} {
		if p, ok := strings.CutSuffix(txt, suf); ok && p != "" {
			return []byte(p)
		}
	}
	return nil
}

// views13File runs the set-13 views chosen by a file's name or whole
// shape: keyrings.alt's PlaintextKeyring file (every option a base64
// password), Apache's htdigest file (user:realm:HA1, where HA1 answers a
// Digest challenge as the password does) and a list of GitHub recovery
// codes as GitHub offers it for download.
func (s *Scanner) views13File(base string, data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	switch {
	case base == "keyring_pass.cfg":
		for ls := 0; ls < len(data); {
			le := lineEnd(data, ls)
			line, off := trimmedLine(data, ls, le)
			if i := bytes.Index(line, []byte(" = ")); i > 0 && line[0] != '[' && line[0] != '#' {
				val := line[i+3:]
				if dec, err := base64.StdEncoding.DecodeString(string(val)); err == nil && len(dec) > 0 {
					raw = s.decodedView(&v, "password", dec, off, off+i+3, off+len(line), raw, bud)
				}
			}
			ls = le + 1
		}
	case strings.Contains(base, "htdigest"):
		for ls := 0; ls < len(data); {
			le := lineEnd(data, ls)
			line, off := trimmedLine(data, ls, le)
			if f := bytes.Split(line, []byte(":")); len(f) == 3 && len(f[2]) == 32 && hexish(string(f[2])) {
				hs := off + len(line) - 32
				v.b, v.at = v.b[:0], v.at[:0]
				v.lit("htdigest-ha1: ", hs)
				v.src(data, hs, hs+32)
				raw = s.scanView(&v, 0, raw, bud)
			}
			ls = le + 1
		}
	default:
		if recoveryCodes(data) {
			v.lit("github-recovery-codes:", 0)
			for ls := 0; ls < len(data); {
				le := lineEnd(data, ls)
				if line, off := trimmedLine(data, ls, le); len(line) > 0 {
					v.lit(" ", off)
					v.src(data, off, off+len(line))
				}
				ls = le + 1
			}
			raw = s.scanView(&v, 0, raw, bud)
		}
	}
	return raw
}

// recoveryCodes reports a file that is only GitHub's recovery codes: 8 to
// 32 lines of two groups of five hex digits.
func recoveryCodes(data []byte) bool {
	if len(data) < 8*12 || len(data) > 32*13 || len(data) < 11 || data[5] != '-' {
		return false
	}
	n := 0
	for ls := 0; ls < len(data); {
		le := lineEnd(data, ls)
		line, _ := trimmedLine(data, ls, le)
		if len(line) > 0 {
			if len(line) != 11 || line[5] != '-' || !hexish(string(line[:5])) || !hexish(string(line[6:])) || bytes.IndexByte(line[:5], '-') >= 0 || bytes.IndexByte(line[6:], '-') >= 0 {
				return false
			}
			n++
		}
		ls = le + 1
	}
	return n >= 8
}
