package scan

import (
	"bytes"
	"encoding/base64"
	"strings"
)

// The short names, packed values, mail relay files, router and login
// server tables, service key material and cookie jars of the nineteenth
// push red team (see docs/boundary.md, set 19), each read the way the
// tool that uses it reads it. The kinds with a format of their own are
// rules (rules19.go).

// set19Keywords mark the lines the set-19 pass reads (scanSet19): a name
// ending in pass assigned a value (sSMTP's AuthPass=, SSHPASS=), a KMS
// block of AEAD keys, and the cookie jars of HTTP clients.
func set19Keywords() []string {
	return []string{"pass=", "pass =", "pass:", `pass":`, `kms "aead"`, `"cookies"`, "# netscape http cookie file", "# http cookie file"}
}

// scanSet19 reads the lines the keyword pass noted for the set-19 pass.
func (s *Scanner) scanSet19(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	for _, ls := range bud.set19 {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line, off := trimmedLine(data, ls, le)
		if len(line) == 0 {
			continue
		}
		lower := bytes.ToLower(line)
		switch {
		case bytes.Contains(lower, []byte(`kms "aead"`)):
			raw = s.kmsAEADKey(&v, data, le, raw, bud)
		case bytes.Contains(lower, []byte(`"cookies"`)):
			raw = s.cookieJar(&v, data, ls, raw, bud)
		case bytes.Contains(lower, []byte("http cookie file")):
			raw = s.cookiesTxt(&v, data, le, raw, bud)
		default:
			raw = s.shortPass(&v, data, line, off, raw, bud)
		}
	}
	return raw
}

// views19Line runs the set-19 views that start from a line naming a
// secret.
func (s *Scanner) views19Line(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	if len(line) == 0 || le-ls > maxDeriveLine {
		return raw
	}
	if len(line) > 9 && (line[0] == 'A' || line[0] == 'a') && bytes.EqualFold(line[:9], []byte("authinfo:")) {
		raw = s.sendmailAuthInfo(v, data, line, off, raw, bud)
	}
	if line[len(line)-1] == ':' {
		raw = s.yamlSecretLists(v, data, ls, le, line, off, raw, bud)
	} else {
		raw = s.packedAuth(v, data, line, off, raw, bud)
	}
	return raw
}

// leadValue returns the span of the value a line assigns to its leading
// name (leadName), unquoted, without a trailing comma or semicolon.
func leadValue(line []byte, after, off int) (int, int, bool) {
	val := bytes.TrimSpace(line[after:])
	val = bytes.TrimRight(val, ",;")
	if len(val) == 0 {
		return 0, 0, false
	}
	at := off + len(line) - len(bytes.TrimLeft(line[after:], " \t"))
	if n := len(val); n >= 2 && val[0] == '`' && val[n-1] == '`' {
		return at + 1, at + n - 1, true
	}
	vs, ve := unquote(val, at)
	return vs, ve, ve > vs
}

// ---- Short and packed names ----

// passName reports a name that shortens password to pass: sSMTP's
// AuthPass, SSHPASS (sshpass -e), SMTP_PASS's kin in camel case
// (smtpPass). Words that end in pass (bypass, compass) and a test
// log's PASS: and XPASS: do not.
func passName(name []byte) bool {
	n := len(name)
	if n < 4 || !bytes.EqualFold(name[n-4:], []byte("pass")) {
		return false
	}
	if n < 6 {
		// pass alone is a verdict (a test log's PASS:, XPASS:), not a
		// name of a password.
		return false
	}
	l := strings.ToLower(string(name))
	for _, w := range []string{"bypass", "compass", "surpass", "trespass", "overpass", "underpass", "multipass", "onepass", "firstpass", "subpass", "renderpass"} {
		if strings.HasSuffix(l, w) {
			return false
		}
	}
	p, c := name[n-5], name[n-4]
	switch {
	case c == 'P' && name[n-3] == 'a' && ('a' <= p && p <= 'z' || isDigit(p)):
		return true // AuthPass, smtpPass
	case c == 'P' && name[n-3] == 'A' && ('A' <= p && p <= 'Z' || isDigit(p)):
		return true // SSHPASS, SMTPPASS
	case p == '_' || p == '-' || p == '.':
		return true
	}
	return false
}

// shortPass reads NAME=VALUE where NAME shortens password to pass.
func (s *Scanner) shortPass(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	ns, ne, after, ok := leadName(line)
	if !ok || !passName(line[ns:ne]) {
		return raw
	}
	vs, ve, ok := leadValue(line, after, off)
	if !ok {
		return raw
	}
	return s.namedSrc(v, "password", data, vs, ve, raw, bud)
}

// packedAuth reads a variable that packs a user and a password into one
// value, NAME_AUTH=user/password (the neo4j image's NEO4J_AUTH) or
// user:password: the part after the separator is the password.
func (s *Scanner) packedAuth(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	ns, ne, after, ok := leadName(line)
	if !ok || ne-ns < 5 {
		return raw
	}
	name := line[ns:ne]
	if !bytes.EqualFold(name[len(name)-4:], []byte("auth")) || !strings.ContainsRune("_-.", rune(name[len(name)-5])) {
		return raw
	}
	vs, ve, ok := leadValue(line, after, off)
	if !ok || bytes.Contains(data[vs:ve], []byte("://")) {
		return raw
	}
	val := data[vs:ve]
	i := bytes.IndexAny(val, "/:")
	if i <= 0 || i+1 >= len(val) {
		return raw
	}
	for _, c := range val[:i] {
		if !isWordByte(c) && c != '.' && c != '-' && c != '@' {
			return raw
		}
	}
	if bytes.ContainsAny(val[i+1:], " \t") {
		return raw
	}
	return s.namedSrc(v, "password", data, vs+i+1, ve, raw, bud)
}

// ---- Mail relay files ----

// sendmailAuthInfo reads sendmail's authinfo map: AuthInfo:host "U:user"
// "I:id" "P:password" "M:mech", where "P=..." is the password in base64.
func (s *Scanner) sendmailAuthInfo(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	for i := 0; i+3 < len(line); i++ {
		if line[i] != '"' || line[i+1] != 'P' && line[i+1] != 'p' || line[i+2] != ':' && line[i+2] != '=' {
			continue
		}
		e := bytes.IndexByte(line[i+3:], '"')
		if e <= 0 {
			break
		}
		vs, ve := off+i+3, off+i+3+e
		if line[i+2] == '=' {
			dec, err := base64.StdEncoding.DecodeString(string(data[vs:ve]))
			if err == nil && len(dec) > 0 && bytes.IndexByte(dec, '\n') < 0 {
				raw = s.namedLit(v, "password", string(dec), vs, ve, raw, bud)
			}
		} else {
			raw = s.namedSrc(v, "password", data, vs, ve, raw, bud)
		}
		i += 3 + e
	}
	return raw
}

// ---- Files read by their name ----

// views19File reads files whose layout their tool's name for them gives:
// tac_plus's configuration (the bare key = "..." is the shared secret),
// pam_radius's server table (server, secret, timeout), DragonFly's dma
// auth.conf (user|host:password), coturn's turnserver.conf (user=name:
// password) and a kube-apiserver static token file (token,user,uid,
// groups: a CSV named for tokens).
func (s *Scanner) views19File(path, base string, data []byte, raw []Finding, bud *budget) []Finding {
	lb := strings.ToLower(base)
	var v view
	switch {
	case strings.HasPrefix(lb, "tac_plus") || strings.HasPrefix(lb, "tacacs"):
		eachLine(data, func(line []byte, off int) {
			if ns, ne, after, ok := leadName(line); ok && string(line[ns:ne]) == "key" && line[after-1] == '=' {
				if vs, ve, ok := leadValue(line, after, off); ok {
					raw = s.namedSrc(&v, "tacacs_secret", data, vs, ve, raw, bud)
				}
			}
		})
	case lb == "pam_radius_auth.conf" || lb == "pam_radius.conf" || strings.HasSuffix(path, "raddb/server"):
		eachLine(data, func(line []byte, off int) {
			ws := fieldSpans(line)
			if len(ws) >= 2 && len(ws) <= 4 {
				raw = s.namedSrc(&v, "radius_secret", data, off+ws[1][0], off+ws[1][1], raw, bud)
			}
		})
	case lb == "auth.conf":
		eachLine(data, func(line []byte, off int) {
			p := bytes.IndexByte(line, '|')
			if p <= 0 || bytes.ContainsAny(line[:p], " \t") {
				return
			}
			c := bytes.IndexByte(line[p+1:], ':')
			if c <= 0 || bytes.ContainsAny(line[p+1:p+1+c], " \t/") {
				return
			}
			raw = s.namedSrc(&v, "password", data, off+p+2+c, off+len(line), raw, bud)
		})
	case strings.HasPrefix(lb, "turnserver") && strings.HasSuffix(lb, ".conf"):
		eachLine(data, func(line []byte, off int) {
			rest, ok := bytes.CutPrefix(line, []byte("user="))
			if !ok {
				return
			}
			c := bytes.IndexByte(rest, ':')
			if c <= 0 || bytes.HasPrefix(rest[c+1:], []byte("0x")) {
				return // no password, or the key coturn derived from it
			}
			raw = s.namedSrc(&v, "password", data, off+5+c+1, off+len(line), raw, bud)
		})
	case strings.HasSuffix(lb, ".csv") && strings.Contains(lb, "token"):
		for ls, n := 0, 0; ls < len(data) && n < maxViewLines; n++ {
			le := lineEnd(data, ls)
			if le-ls <= maxDeriveLine {
				if fs := csvFields(data, ls, le, ','); len(fs) >= 3 {
					vs, ve := unquote(data[fs[0][0]:fs[0][1]], fs[0][0])
					raw = s.namedSrc(&v, "token", data, vs, ve, raw, bud)
				}
			}
			ls = le + 1
		}
	}
	return raw
}

// eachLine calls fn on each line of data that is not blank or a comment,
// trimmed, with where it starts.
func eachLine(data []byte, fn func(line []byte, off int)) {
	for ls, n := 0, 0; ls < len(data) && n < maxViewLines; n++ {
		le := lineEnd(data, ls)
		line, off := trimmedLine(data, ls, le)
		ls = le + 1
		if len(line) == 0 || line[0] == '#' || line[0] == ';' || le-off > maxDeriveLine {
			continue
		}
		fn(line, off)
	}
}

// fieldSpans splits a line at blanks.
func fieldSpans(line []byte) [][2]int {
	var out [][2]int
	for i := 0; i < len(line) && len(out) < 8; {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		j := i
		for j < len(line) && line[j] != ' ' && line[j] != '\t' {
			j++
		}
		if j > i {
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}

// ---- Service key material under neutral names ----

// wordedValue reports a value made of three or more words or numbers
// joined by - or _ (32-LONG-SECRET-NOT-SECURE-AT-ALL): a phrase someone
// typed as a placeholder, not a generated key.
func wordedValue(v []byte) bool {
	parts := bytes.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) < 3 {
		return false
	}
	for _, p := range parts {
		if strings.Trim(string(p), lower+upper) != "" && strings.Trim(string(p), "0123456789") != "" {
			return false
		}
	}
	return true
}

// yamlSecretLists reads a YAML key naming secrets or keys whose value is
// a list of literals, directly or under neutral child keys: Ory Kratos's
// secrets: cookie: - ... and cipher: - ... Each item is judged as a key
// (one alphabet, digits, entropy); items that are mappings, references or
// phrases pass.
func (s *Scanner) yamlSecretLists(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	ns, ne, after, ok := leadName(line)
	if !ok || after != len(line) || !s.namesSecret(line[ns:ne]) {
		return raw
	}
	indent := off - ls
	for n, at := 0, le+1; n < 32 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		at = e + 1
		if len(l) == 0 || l[0] == '#' {
			continue
		}
		if loff-lineStart(data, loff) <= indent {
			break
		}
		item, ok := bytes.CutPrefix(l, []byte("- "))
		if !ok {
			// A child key: only an empty one (a list or mapping below)
			// keeps the walk going.
			if _, _, a, ok := leadName(l); !ok || a != len(l) {
				break
			}
			continue
		}
		item = bytes.TrimSpace(item)
		if len(item) == 0 || bytes.Contains(item, []byte(": ")) || item[0] == '{' || item[0] == '[' || wordedValue(bytes.Trim(item, `"'`)) {
			continue
		}
		vs, ve := unquote(item, loff+len(l)-len(item))
		raw = s.namedSrc(v, "signing_key", data, vs, ve, raw, bud)
	}
	return raw
}

// kmsAEADKey reads a KMS block of AEAD keys in HCL (Boundary's kms "aead"
// { key = "..." }): the bare key is the base64 of an AES key.
func (s *Scanner) kmsAEADKey(v *view, data []byte, le int, raw []Finding, bud *budget) []Finding {
	for n, at := 0, le+1; n < 16 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		at = e + 1
		if bytes.HasPrefix(l, []byte("}")) {
			break
		}
		if ns, ne, after, ok := leadName(l); ok && string(l[ns:ne]) == "key" && l[after-1] == '=' {
			if vs, ve, ok := leadValue(l, after, loff); ok {
				raw = s.namedSrc(v, "encryption_key", data, vs, ve, raw, bud)
			}
		}
	}
	return raw
}

// ---- Cookie jars ----

// sessionCookie reports a cookie whose value is a login: a session id
// (sessionid, PHPSESSID, connect.sid, laravel_session), an auth or
// remember-me cookie, a token; not CSRF tokens or analytics ids.
func sessionCookie(name []byte) bool {
	l := strings.ToLower(string(name))
	if strings.Contains(l, "csrf") || strings.Contains(l, "xsrf") {
		return false
	}
	return strings.Contains(l, "sess") || l == "sid" || strings.HasSuffix(l, ".sid") || strings.HasSuffix(l, "_sid") ||
		strings.Contains(l, "auth") || strings.Contains(l, "token") || strings.HasPrefix(l, "remember_") || strings.Contains(l, "jwt")
}

// jsonStringAfter returns the span of the string value of "key": in line.
func jsonStringAfter(line []byte, key string) (int, int, bool) {
	k := bytes.Index(line, []byte(`"`+key+`"`))
	if k < 0 {
		return 0, 0, false
	}
	j := k + len(key) + 2
	for j < len(line) && (line[j] == ' ' || line[j] == ':') {
		j++
	}
	q := quotedAt(line, j)
	if q < 0 {
		return 0, 0, false
	}
	return j + 1, q, true
}

// cookieJar reads the cookies a client saved as JSON (an HTTPie session,
// Playwright's storage state, a browser extension's export): objects of
// "name" and "value" in a "cookies" list, or HTTPie's older map of name
// to {"value": ...}. A session cookie's value is judged as a token.
func (s *Scanner) cookieJar(v *view, data []byte, ls int, raw []Finding, bud *budget) []Finding {
	var name []byte
	vs, ve := -1, -1
	flush := func() {
		if name != nil && vs >= 0 && sessionCookie(name) {
			raw = s.namedSrc(v, "session_token", data, vs, ve, raw, bud)
		}
		name, vs, ve = nil, -1, -1
	}
	depth, opened := 0, false
	for n, at := 0, ls; n < 1024 && at < len(data); n++ {
		e := lineEnd(data, at)
		l, loff := trimmedLine(data, at, e)
		at = e + 1
		if n == 0 {
			// Only what follows "cookies" on its own line.
			k := bytes.Index(bytes.ToLower(l), []byte(`"cookies"`))
			l, loff = l[k+9:], loff+k+9
		}
		if a, b, ok := jsonStringAfter(l, "name"); ok {
			name = l[a:b]
		} else if len(l) > 3 && l[0] == '"' && bytes.HasSuffix(l, []byte("{")) {
			if q := quotedAt(l, 0); q > 0 {
				name = l[1:q] // {"sessionid": {"value": ...}}
			}
		}
		if a, b, ok := jsonStringAfter(l, "value"); ok {
			vs, ve = loff+a, loff+b
		}
		for _, c := range l {
			switch c {
			case '{', '[':
				depth++
				opened = true
			case '}', ']':
				depth--
				if c == '}' {
					flush()
				}
			}
		}
		if opened && depth <= 0 || !opened && n >= 1 {
			break // the list closed, or "cookies" holds no list or map
		}
	}
	return raw
}

// cookiesTxt reads a Netscape cookies.txt (curl -c, wget, yt-dlp):
// domain, flag, path, secure, expiry, name, value, a tab between each.
func (s *Scanner) cookiesTxt(v *view, data []byte, le int, raw []Finding, bud *budget) []Finding {
	for n, at := 0, le+1; n < maxViewLines && at < len(data); n++ {
		e := lineEnd(data, at)
		l := data[at:e]
		at = e + 1
		l = bytes.TrimPrefix(l, []byte("#HttpOnly_"))
		if bytes.Count(l, []byte("\t")) != 6 || len(l) > maxDeriveLine || l[0] == '#' {
			continue
		}
		f := bytes.Split(l, []byte("\t"))
		if !sessionCookie(f[5]) {
			continue
		}
		vs := e - len(f[6])
		ve := vs + len(bytes.TrimRight(f[6], "\r"))
		raw = s.namedSrc(v, "session_token", data, vs, ve, raw, bud)
	}
	return raw
}
