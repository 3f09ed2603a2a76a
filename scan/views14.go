package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"strconv"
	"strings"
)

// The layouts, constructs and tool output of the fourteenth push red team
// (see docs/boundary.md, set 14), each read the way the tool that writes or
// reads it does.

// set14Keywords mark the lines the set-14 pass reads (scanSet14): a
// character-level word diff's runs, PowerShell's -f operator after a
// format literal, a mail's format=flowed, and the base64 of DER private
// keys' fixed bytes (PKCS#8 RSA, PKCS#1 RSA, PKCS#8 and SEC 1 EC,
// PKCS#8 Ed25519). The spaced forms of token prefixes are added where the
// rules are known (build).
func set14Keywords() []string {
	return []string{"-]{+", "+}[-", "' -f ", "\" -f ", "' -f`", "\" -f`", "' -f\t", "\" -f\t", "format=flowed",
		"ibadanbgkqhkig9w0baqefaas", "ibaakcaqea", "ibaakcagea", "ibaakcayea", "ibaakbgq",
		"byqgsm49ageg", "mhccaqeei", "agebbdc", "agebbei", "mc4caqawbqydk2vwbciei"}
}

// spacedPrefix spells a token prefix with a space after each character
// but the last, as sed 's/./& /g' prints it (g h p _).
func spacedPrefix(k string) string {
	var b strings.Builder
	for i := range len(k) {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(k[i])
	}
	return b.String()
}

// derMarks are the case-sensitive forms of the DER keywords: where one
// sits, a base64 run around it may be a private key.
func derMarks() []string {
	return []string{"IBADANBgkqhkiG9w0BAQEFAAS", "IBAAKCAQEA", "IBAAKCAgEA", "IBAAKCAYEA", "IBAAKBgQ",
		"ByqGSM49AgEG", "MHcCAQEEI", "AgEBBDC", "AgEBBEI", "MC4CAQAwBQYDK2VwBCIEI"}
}

// scanSet14 reads the lines the keyword pass noted for the set-14 pass.
func (s *Scanner) scanSet14(data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	flowed := false
	for _, ls := range bud.set14 {
		le := lineEnd(data, ls)
		if le-ls > maxDeriveLine {
			continue
		}
		line := data[ls:le]
		if bytes.Contains(line, []byte("-]{+")) || bytes.Contains(line, []byte("+}[-")) {
			raw = s.wordDiff(&v, data, ls, le, raw, bud)
		}
		if i := bytes.Index(line, []byte(" -f")); i > 0 {
			raw = s.formatOperator(&v, data, ls, ls+i, raw, bud)
		}
		if !flowed && bytes.Contains(bytes.ToLower(line), []byte("format=flowed")) {
			flowed = true
			raw = s.flowedMail(&v, data, ls, raw, bud)
		}
		raw = s.derRuns(&v, data, ls, le, raw, bud)
		raw = s.spacedRuns(&v, data, ls, le, raw, bud)
	}
	return raw
}

// wordDiff reads git diff --word-diff=plain markup on a line: [-old-] and
// {+new+} runs, each side put back whole (a character-level diff of a
// rotated token interleaves the old one and the new one).
func (s *Scanner) wordDiff(v *view, data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	for side := 0; side < 2; side++ {
		v.b, v.at = v.b[:0], v.at[:0]
		for i := ls; i < le; {
			if i+1 < le && (data[i] == '[' && data[i+1] == '-' || data[i] == '{' && data[i+1] == '+') {
				closer := []byte("-]")
				mine := side == 0
				if data[i] == '{' {
					closer, mine = []byte("+}"), side == 1
				}
				if j := bytes.Index(data[i+2:le], closer); j >= 0 {
					if mine {
						v.src(data, i+2, i+2+j)
					}
					i += 2 + j + 2
					continue
				}
			}
			v.src(data, i, i+1)
			i++
		}
		raw = s.scanView(v, 0, raw, bud)
	}
	return raw
}

// formatOperator reads PowerShell's format operator: 'FORMAT' -f A, B, C,
// its arguments literals on the line or the lines after (a backtick or a
// trailing comma runs on), the string built as the format's {n} place them.
// An argument that is no literal stands as a space.
func (s *Scanner) formatOperator(v *view, data []byte, ls, at int, raw []Finding, bud *budget) []Finding {
	q := data[at-1]
	if q != '\'' && q != '"' {
		return raw
	}
	fs := bytes.LastIndexByte(data[ls:at-1], q)
	if fs < 0 {
		return raw
	}
	fs += ls + 1
	fe := at - 1
	if !bytes.Contains(data[fs:fe], []byte("{")) {
		return raw
	}
	type arg struct{ s, e int }
	var args []arg
	i := at + 3
	for n := 0; n < 16 && i < len(data); {
		// Skip blanks, a backtick's line continuation and line breaks
		// after a comma.
		for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '`' || data[i] == '\r' || data[i] == '\n') {
			i++
		}
		if i >= len(data) {
			break
		}
		if c := data[i]; c == '\'' || c == '"' {
			j := bytes.IndexByte(data[i+1:min(len(data), i+1+4096)], c)
			if j < 0 || bytes.IndexByte(data[i+1:i+1+j], '\n') >= 0 {
				break
			}
			args = append(args, arg{i + 1, i + 1 + j})
			i += j + 2
		} else {
			st := i
			for i < len(data) && data[i] != ',' && data[i] != '\n' {
				i++
			}
			args = append(args, arg{-1, -1})
			if i == st {
				break
			}
		}
		n++
		for i < len(data) && (data[i] == ' ' || data[i] == '\t') {
			i++
		}
		if i >= len(data) || data[i] != ',' {
			break
		}
		i++
	}
	if len(args) < 2 {
		return raw
	}
	v.b, v.at = v.b[:0], v.at[:0]
	for k := fs; k < fe; k++ {
		if data[k] == '{' && k+1 < fe && data[k+1] == '{' {
			v.src(data, k, k+1)
			k++
			continue
		}
		if data[k] == '{' {
			j := bytes.IndexByte(data[k:fe], '}')
			if j > 0 {
				spec := string(data[k+1 : k+j])
				if c := strings.IndexAny(spec, ",:"); c >= 0 {
					spec = spec[:c]
				}
				if n, err := strconv.Atoi(strings.TrimSpace(spec)); err == nil {
					if n >= 0 && n < len(args) && args[n].s >= 0 {
						v.src(data, args[n].s, args[n].e)
					} else {
						v.lit(" ", k)
					}
					k += j
					continue
				}
			}
		}
		v.src(data, k, k+1)
	}
	return s.scanViewSpan(v, raw, bud)
}

// scanViewSpan scans v, whose bytes come from the source out of order
// (pieces a format reorders), and reports each finding on the span from
// the first to the last source byte it came from.
func (s *Scanner) scanViewSpan(v *view, raw []Finding, bud *budget) []Finding {
	if len(v.b) == 0 || len(v.b) > maxDeriveLine || !bud.take(len(v.b)) {
		return raw
	}
	for _, f := range s.scanRaw(v.b, false, bud) {
		lo, hi := v.at[f.Start], v.at[f.Start]
		for _, a := range v.at[f.Start:f.End] {
			lo, hi = min(lo, a), max(hi, a)
		}
		raw = append(raw, Finding{Start: lo, End: hi + 1, ruleIdx: f.ruleIdx})
	}
	return raw
}

// flowedMail reads a text/plain; format=flowed body (RFC 3676) as a
// flowed reader does: a line ending in a space runs on into the next
// (with delsp=yes the space goes too), and a leading space is stuffing.
// Each paragraph of joined lines is scanned as one line.
func (s *Scanner) flowedMail(v *view, data []byte, hs int, raw []Finding, bud *budget) []Finding {
	he := lineEnd(data, hs)
	delsp := false
	for n, at := 0, hs; n < 3 && at < len(data); n++ {
		l := bytes.ToLower(data[at:lineEnd(data, at)])
		delsp = delsp || bytes.Contains(l, []byte("delsp=yes")) || bytes.Contains(l, []byte("delsp=\"yes\""))
		at = lineEnd(data, at) + 1
	}
	// The body: after the first empty line past the header.
	bs := -1
	for at := he + 1; at < len(data); {
		e := lineEnd(data, at)
		if l, _ := trimmedLine(data, at, e); len(l) == 0 {
			bs = e + 1
			break
		}
		at = e + 1
	}
	if bs < 0 {
		return raw
	}
	v.b, v.at = v.b[:0], v.at[:0]
	soft := false
	for at := bs; at < len(data); {
		e := lineEnd(data, at)
		le := e
		if le > at && data[le-1] == '\r' {
			le--
		}
		st := at
		if st < le && data[st] == ' ' {
			st++ // space-stuffing
		}
		if le > st && data[le-1] == ' ' && le-st > 1 && !bytes.Equal(data[st:le], []byte("-- ")) {
			// A soft break.
			end := le
			if delsp {
				end--
			}
			v.src(data, st, end)
			soft = true
		} else {
			v.src(data, st, le)
			if soft && len(v.b) <= maxDeriveLine {
				raw = s.scanView(v, 0, raw, bud)
			}
			v.b, v.at, soft = v.b[:0], v.at[:0], false
		}
		if len(v.b) > maxDeriveLine {
			v.b, v.at, soft = v.b[:0], v.at[:0], false
		}
		at = e + 1
	}
	return raw
}

// derRuns finds, around a DER key's fixed bytes, the base64 run they sit
// in; when it decodes to a private key (PKCS#8, PKCS#1, SEC 1: the
// structure, not a guess) the run is reported.
func (s *Scanner) derRuns(v *view, data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	b64 := func(c byte) bool { return isAlpha(c) || isDigit(c) || c == '+' || c == '/' }
	last := -1
	for _, m := range derMarks() {
		for p := ls; p < le; {
			i := bytes.Index(data[p:le], []byte(m))
			if i < 0 {
				break
			}
			k := p + i
			p = k + len(m)
			rs := k
			for rs > ls && b64(data[rs-1]) {
				rs--
			}
			if rs <= last || data[rs] != 'M' {
				continue
			}
			re := k
			for re < le && b64(data[re]) {
				re++
			}
			for re < le && re-k < 4096 && data[re] == '=' {
				re++
			}
			if re-rs > maxB64Run {
				continue
			}
			last = rs
			der, err := base64.StdEncoding.DecodeString(string(data[rs:re]))
			if err != nil || derPrivateKey(der) == "" {
				continue
			}
			v.b, v.at = v.b[:0], v.at[:0]
			v.lit("der-pkey: ", rs)
			v.src(data, rs, re)
			raw = s.scanView(v, 0, raw, bud)
		}
	}
	return raw
}

// spacedRuns reads a run of 16 or more single characters each followed by
// one space (a value printed through sed 's/./& /g' to get past a CI
// runner's masking) as the word it spells.
func (s *Scanner) spacedRuns(v *view, data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	graphic := func(c byte) bool { return c > ' ' && c < 0x7f }
	for i := ls; i < le; {
		if !graphic(data[i]) || i > ls && data[i-1] != ' ' || i+2 >= le || data[i+1] != ' ' || !graphic(data[i+2]) {
			i++
			continue
		}
		j := i
		for j+2 < le && data[j+1] == ' ' && graphic(data[j+2]) && (j+3 >= le || !graphic(data[j+3])) {
			j += 2
		}
		if (j-i)/2+1 >= 16 {
			v.b, v.at = v.b[:0], v.at[:0]
			for k := i; k <= j; k += 2 {
				v.src(data, k, k+1)
			}
			raw = s.scanView(v, 0, raw, bud)
		}
		i = j + 1
	}
	return raw
}

// followNextLine follows a token prefix that ends its line (a log that
// printed a token's halves on two lines, ${T:0:12} then ${T:12}) to the
// value that ends the next line, and scans the two as one word: only a
// token with a format of its own can match the join.
func (s *Scanner) followNextLine(data []byte, p int, raw []Finding, bud *budget) []Finding {
	le := lineEnd(data, p)
	we := p
	for we < le && (tokenByte(data[we]) || data[we] == '.') {
		we++
	}
	if rest, _ := trimmedLine(data, we, le); len(rest) > 0 || le >= len(data) {
		return raw
	}
	nl := le + 1
	nle := lineEnd(data, nl)
	line, off := trimmedLine(data, nl, nle)
	if len(line) == 0 {
		return raw
	}
	ws := bytes.LastIndexAny(line, " \t") + 1
	if k := bytes.LastIndexAny(line[ws:], "=:"); k >= 0 {
		ws += k + 1
	}
	word := bytes.Trim(line[ws:], `"'`)
	if len(word) < 8 {
		return raw
	}
	vs := off + ws + bytes.Index(line[ws:], word)
	var v view
	v.src(data, p, we)
	v.src(data, vs, vs+len(word))
	return s.scanView(&v, 0, raw, bud)
}

// views14Line runs the set-14 views that start from a line naming a
// secret: an OpenVPN profile's inline <auth-user-pass>, Hurl's
// [BasicAuth] section, cloud-init's chpasswd list, and a key written as a
// list of byte values (network_key: [172, 237, ...]).
func (s *Scanner) views14Line(v *view, data []byte, ls, le int, line []byte, off int, raw []Finding, bud *budget) []Finding {
	switch {
	case bytes.Equal(line, []byte("<auth-user-pass>")):
		// The user, then the password, then the closing tag.
		ul := lineEnd(data, le+1)
		if le >= len(data) || ul >= len(data) {
			break
		}
		pe := lineEnd(data, ul+1)
		pw, poff := trimmedLine(data, ul+1, pe)
		if pe >= len(data) {
			break
		}
		if cl, _ := trimmedLine(data, pe+1, lineEnd(data, pe+1)); bytes.Equal(cl, []byte("</auth-user-pass>")) && len(pw) > 0 {
			raw = s.decodedView(v, "password", pw, off, poff, poff+len(pw), raw, bud)
		}
	case bytes.EqualFold(line, []byte("[BasicAuth]")):
		// Hurl: user: password lines until the next section or request.
		for n, at := 0, le+1; n < 8 && at < len(data); n++ {
			end := lineEnd(data, at)
			l, loff := trimmedLine(data, at, end)
			if len(l) == 0 || l[0] == '[' || bytes.HasPrefix(l, []byte("HTTP")) {
				break
			}
			if c := bytes.Index(l, []byte(": ")); c > 0 && l[0] != '#' {
				pw := bytes.TrimSpace(l[c+2:])
				if len(pw) > 0 && !bytes.Contains(pw, []byte("{{")) {
					raw = s.decodedView(v, "password", pw, loff, loff+len(l)-len(pw), loff+len(l), raw, bud)
				}
			}
			at = end + 1
		}
	case bytes.Equal(line, []byte("chpasswd:")):
		// cloud-init: chpasswd's list (a block scalar or a sequence) of
		// user:password lines, nested under it.
		ind := off - ls
		for n, at := 0, le+1; n < 24 && at < len(data); n++ {
			end := lineEnd(data, at)
			l, loff := trimmedLine(data, at, end)
			if len(l) > 0 && loff-at <= ind {
				break
			}
			if bytes.HasPrefix(l, []byte("- ")) {
				l, loff = l[2:], loff+2
			}
			if c := bytes.IndexByte(l, ':'); c > 0 && c < len(l)-1 && !bytes.ContainsAny(l, " \t") {
				pw := l[c+1:]
				if !cryptHash(string(pw)) {
					raw = s.decodedView(v, "password", pw, loff, loff+c+1, loff+len(l), raw, bud)
				}
			}
			at = end + 1
		}
	default:
		raw = s.byteListKey(v, data, line, off, raw, bud)
	}
	return raw
}

// byteListKey reads NAME: [b0, b1, ...] where NAME names a key and the
// list is 16, 24, 32 or 64 byte values: the key as hex, judged as NAME's.
func (s *Scanner) byteListKey(v *view, data []byte, line []byte, off int, raw []Finding, bud *budget) []Finding {
	open := bytes.IndexByte(line, '[')
	close := bytes.LastIndexByte(line, ']')
	if open < 2 || close < open {
		return raw
	}
	sep := bytes.TrimRight(line[:open], " \t")
	if len(sep) == 0 || sep[len(sep)-1] != ':' && sep[len(sep)-1] != '=' {
		return raw
	}
	name := bytes.Trim(bytes.TrimRight(sep[:len(sep)-1], " \t"), `"'`)
	if len(name) == 0 || bytes.ContainsAny(name, " \t") {
		return raw
	}
	var key []byte
	for f := range bytes.SplitSeq(line[open+1:close], []byte(",")) {
		f = bytes.TrimSpace(f)
		n, err := strconv.ParseUint(string(f), 0, 16)
		if err != nil || n > 255 {
			return raw
		}
		key = append(key, byte(n))
	}
	switch len(key) {
	case 16, 24, 32, 64:
	default:
		return raw
	}
	if !varied(key) {
		return raw
	}
	ns := off + bytes.Index(line, name)
	return s.decodedView(v, string(data[ns:ns+len(name)]), []byte(hex.EncodeToString(key)), ns, off+open, off+close+1, raw, bud)
}

// views14File runs the set-14 views chosen by a file's name or shape:
// Jetty's realm.properties (user: password, roles), an Erlang cookie file,
// and a CSV whose key column names the secret its value column holds
// (ESP-IDF's NVS partition table: key,type,encoding,value).
func (s *Scanner) views14File(base string, data []byte, raw []Finding, bud *budget) []Finding {
	var v view
	lower := strings.ToLower(base)
	switch {
	case strings.HasSuffix(lower, "realm.properties"):
		for ls := 0; ls < len(data); {
			le := lineEnd(data, ls)
			line, off := trimmedLine(data, ls, le)
			if c := bytes.IndexByte(line, ':'); c > 0 && line[0] != '#' && line[0] != '!' {
				pw := bytes.TrimSpace(line[c+1:])
				if k := bytes.IndexByte(pw, ','); k >= 0 {
					pw = bytes.TrimSpace(pw[:k])
				}
				if len(pw) > 0 && !cryptHash(string(pw)) {
					ps := off + c + 1 + bytes.Index(line[c+1:], pw)
					raw = s.decodedView(&v, "password", pw, off, ps, ps+len(pw), raw, bud)
				}
			}
			ls = le + 1
		}
	case lower == ".erlang.cookie" || lower == "erlang.cookie":
		if c, off := trimmedLine(data, 0, len(bytes.TrimRight(data, "\r\n"))); len(c) > 0 && bytes.IndexByte(c, '\n') < 0 {
			raw = s.decodedView(&v, "erlang_cookie", c, 0, off, off+len(c), raw, bud)
		}
	case strings.HasSuffix(lower, ".csv"):
		raw = s.keyValueCSV(&v, data, raw, bud)
	}
	return raw
}

// keyValueCSV reads a CSV whose header has a key (or name) column and a
// value column: each row whose key names a secret, its value judged as
// that name's.
func (s *Scanner) keyValueCSV(v *view, data []byte, raw []Finding, bud *budget) []Finding {
	hle := lineEnd(data, 0)
	head := csvFields(data, 0, hle, ',')
	kc, vc := -1, -1
	for c, f := range head {
		switch strings.ToLower(strings.Trim(string(data[f[0]:f[1]]), `"' `)) {
		case "key", "name", "variable":
			if kc < 0 {
				kc = c
			}
		case "value":
			vc = c
		}
	}
	if kc < 0 || vc < 0 {
		return raw
	}
	for ls, rows := hle+1, 0; ls < len(data) && rows < maxViewLines; rows++ {
		le := lineEnd(data, ls)
		if le-ls <= maxDeriveLine {
			f := csvFields(data, ls, le, ',')
			if kc < len(f) && vc < len(f) && f[vc][1] > f[vc][0] && s.namesSecret(data[f[kc][0]:f[kc][1]]) {
				ks, ke := unquote(data[f[kc][0]:f[kc][1]], f[kc][0])
				raw = s.pairView(v, data, ks, ke, data[f[vc][0]:f[vc][1]], f[vc][0], raw, bud)
			}
		}
		ls = le + 1
	}
	return raw
}
