package scan

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"strings"
	"unicode/utf8"
)

// Derived text: a secret written so that no rule sees it as written. Two
// forms are undone here, each only on lines a keyword marks, so the cost
// stays off ordinary text:
//
//   - a string joined from adjacent literals on one line ("ghp_" + "…",
//     "…" "…"), judged as the one value it builds;
//   - base64 (a Kubernetes Secret's data, a token encoded in a config):
//     runs of base64 on lines that name a secret, say base64, or start with
//     the encoding of a known token prefix, and every value under data: in
//     a file holding "kind: Secret".
//
// The decoded or joined text goes back into its line and the line is
// scanned again, once (what a decoded text holds is not decoded further). A
// finding that lies in the derived part is reported on the bytes it came
// from: the whole base64 run, or the pieces of the joined string.

// Derive flags, per keyword.
const (
	deriveConcat uint8 = 1 << iota
	deriveB64
	deriveK8s
	deriveView // a secret's name: the format views are worth running
)

// Bounds on derived work per Scan call.
const (
	maxDeriveLine  = 16 << 10 // longer lines are not joined or decoded
	maxB64Run      = 16 << 10 // a longer base64 run is not decoded
	minB64Run      = 16       // 12 bytes decoded: the shortest password worth it
	maxDeriveBytes = 1 << 20  // decoded or joined bytes per Scan
	maxPieces      = 64       // literals joined per line
)

// Encodings a finding may carry.
const (
	EncBase64 = "base64"
	EncConcat = "concatenated"
	EncBinary = "binary" // found in the printable runs of binary content
)

// deriveKeywords are the pre-filter keywords that mark a line for derived
// scanning (the secret-naming words of generic-secret mark it too).
func deriveKeywords() map[string]uint8 {
	return map[string]uint8{
		`"+`: deriveConcat, `" +`: deriveConcat, `'+`: deriveConcat, `' +`: deriveConcat, `" "`: deriveConcat, `" .`: deriveConcat,
		"base64": deriveB64, "b64": deriveB64, "atob(": deriveB64, "auth": deriveB64, "passw": deriveB64, "pwd": deriveB64,
		"secret": deriveB64, "token": deriveB64, "api_key": deriveB64, "apikey": deriveB64, "api-key": deriveB64,
		"credential": deriveB64, "private_key": deriveB64, "key:": deriveB64, "key=": deriveB64,
		// The encoding, from offset 0, of token prefixes: ghp_, github_pat_,
		// gho_, sk_live_, xoxb-, xoxp-, AKIA, glpat-, sk-ant-, sk-proj-,
		// npm_, -----BEGIN, DefaultEndpointsProtocol, and a JWT's eyJhbGc.
		"z2hwx": deriveB64, "z2l0ahvix3": deriveB64, "z2hvx": deriveB64, "c2tfbgl2": deriveB64, "eg94yi": deriveB64,
		"eg94cc": deriveB64, "qutjq": deriveB64, "z2xwyxqt": deriveB64, "c2styw50": deriveB64, "c2stchjv": deriveB64,
		"bnbtx": deriveB64, "ls0tls1c": deriveB64, "rgvmyxvsdevu": deriveB64, "zxlkagjhy2": deriveB64,
		// The hex, from offset 0, of ghp_, github_pat_, AKIA, sk-ant-, xoxb-,
		// sk_live_, npm_, glpat- and -----BEGIN.
		"6768705f": deriveB64, "6769746875625f706174": deriveB64, "414b4941": deriveB64, "736b2d616e74": deriveB64,
		"786f78622d": deriveB64, "736b5f6c697665": deriveB64, "6e706d5f": deriveB64, "676c7061742d": deriveB64,
		"2d2d2d2d2d424547494e": deriveB64,
		"kind: secret":         deriveK8s,
	}
}

// budget bounds the derived work of one Scan.
type budget struct {
	bytes int
	// record: the keyword pass of the scanned text itself (not of derived
	// text) notes in lines the start of each line holding a keyword of
	// generic-secret, where the format views start (see scanViews).
	record bool
	lines  []int
}

func (b *budget) take(n int) bool {
	if b.bytes+n > maxDeriveBytes {
		return false
	}
	b.bytes += n
	return true
}

// deriveLine joins and decodes what the flags ask for on data[ls:le].
// ruleKw says the line holds a keyword of some rule: without one, only
// derived text that itself holds a keyword is worth a scan.
func (s *Scanner) deriveLine(data []byte, ls, le int, flags uint8, ruleKw bool, raw []Finding, bud *budget) []Finding {
	if le-ls > maxDeriveLine {
		return raw
	}
	if flags&deriveConcat != 0 {
		raw = s.deriveConcat(data, ls, le, ruleKw, raw, bud)
	}
	if flags&deriveB64 != 0 {
		raw = s.deriveB64Line(data, ls, le, raw, bud)
	}
	return raw
}

// piece is one string literal's content, data[s:e].
type piece struct{ s, e int }

// deriveConcat finds runs of string literals joined by + (or . with
// spaces, or nothing but spaces, for " only) and scans each run as the one
// string it builds.
func (s *Scanner) deriveConcat(data []byte, ls, le int, ruleKw bool, raw []Finding, bud *budget) []Finding {
	i := ls
	for i < le {
		q := data[i]
		if q != '"' && q != '\'' {
			i++
			continue
		}
		var run []piece
		open, end := i, -1
		j := i
		for len(run) < maxPieces {
			e := literalEnd(data, j, le)
			if e < 0 {
				break
			}
			run = append(run, piece{j + 1, e})
			end = e + 1
			// The separator: spaces, then + or " . ", then spaces, then the
			// same quote.
			k := end
			for k < le && (data[k] == ' ' || data[k] == '\t') {
				k++
			}
			op := k
			if k < le && data[k] == '+' {
				k++
			} else if k < le && data[k] == '.' && k > end && k+1 < le && data[k+1] == ' ' {
				k++
			}
			for k < le && (data[k] == ' ' || data[k] == '\t') {
				k++
			}
			if k >= le || data[k] != q || k == end || op == k && q != '"' {
				break
			}
			j = k
		}
		if len(run) >= 2 {
			raw = s.joinRun(data, ls, le, open, end, q, run, ruleKw, raw, bud)
		}
		if end > i {
			i = end
		} else {
			i++
		}
	}
	return raw
}

// literalEnd returns the offset of the quote closing the literal opened at
// data[i], or -1.
func literalEnd(data []byte, i, le int) int {
	q := data[i]
	for k := i + 1; k < le; k++ {
		switch data[k] {
		case '\\':
			k++
		case q:
			return k
		}
	}
	return -1
}

// joinRun scans the joined literals in their line. A finding inside a
// single piece is the plain scan's already; one that crosses pieces is
// reported from its first to its last byte in the source.
func (s *Scanner) joinRun(data []byte, ls, le, open, end int, q byte, run []piece, ruleKw bool, raw []Finding, bud *budget) []Finding {
	var joined []byte
	for _, p := range run {
		joined = append(joined, data[p.s:p.e]...)
	}
	if !ruleKw && !s.pf.any(string(joined)) || !bud.take(len(joined)) {
		return raw
	}
	at := make([]int, 0, len(joined)) // joined offset -> source offset
	for _, p := range run {
		for k := p.s; k < p.e; k++ {
			at = append(at, k)
		}
	}
	pre := data[ls : open+1]
	synth := make([]byte, 0, len(pre)+len(joined)+le-end+1)
	synth = append(append(append(append(synth, pre...), joined...), q), data[end:le]...)
	for _, f := range s.scanRaw(synth, false, bud) {
		a, b := f.Start-len(pre), f.End-len(pre)
		if a < 0 || b > len(joined) || a >= b {
			continue
		}
		src, dst := at[a], at[b-1]+1
		if dst-src == b-a {
			continue // within one piece: found as written
		}
		raw = append(raw, Finding{Start: src, End: dst, ruleIdx: f.ruleIdx, Encoding: EncConcat})
	}
	return raw
}

func isB64Byte(c byte) bool {
	return isWordByte(c) || c == '+' || c == '/' || c == '-'
}

// deriveB64Line decodes each long base64 run on data[ls:le].
func (s *Scanner) deriveB64Line(data []byte, ls, le int, raw []Finding, bud *budget) []Finding {
	i := ls
	for i < le {
		if !isB64Byte(data[i]) {
			i++
			continue
		}
		j := i
		for j < le && isB64Byte(data[j]) {
			j++
		}
		k := j
		for k < le && k < j+2 && data[k] == '=' {
			k++
		}
		if n := j - i; n >= minB64Run && n <= maxB64Run && (i == ls || !isB64Byte(data[i-1])) {
			// A run of hex digits is read as hex first: base64 of the
			// same run is noise.
			if dec := decodeHex(data[i:j]); dec != nil && k == j {
				raw = s.deriveDecoded(data[ls:i], dec, data[k:le], i, k, raw, bud)
			} else if dec := decodeB64(data[i:j], k-j); dec != nil {
				raw = s.deriveDecoded(data[ls:i], dec, data[k:le], i, k, raw, bud)
			}
		}
		i = k
	}
	return raw
}

// decodeHex decodes an even run of hex digits (one case) and returns the
// text if it is text, as decodeB64 judges it; a digest or a key's bytes
// are not.
func decodeHex(run []byte) []byte {
	if len(run)%2 != 0 || strings.Trim(string(run), "0123456789abcdef") != "" && strings.Trim(string(run), "0123456789ABCDEF") != "" {
		return nil
	}
	dec := make([]byte, len(run)/2)
	if _, err := hex.Decode(dec, run); err != nil || !textual(dec) {
		return nil
	}
	return dec
}

// decodeB64 decodes a run (pad '=' signs after it) in whichever alphabet it
// uses, and returns the text if it is text: valid UTF-8, no control bytes
// but tab and line breaks, some letters. Anything else (random bytes, a hex
// digest or an identifier read as base64) is nil.
func decodeB64(run []byte, pad int) []byte {
	std, url := bytes.ContainsAny(run, "+/"), bytes.ContainsAny(run, "-_")
	if std && url {
		return nil
	}
	if (len(run)+pad)%4 != 0 && pad > 0 || len(run)%4 == 1 {
		return nil
	}
	enc := base64.RawStdEncoding
	if url {
		enc = base64.RawURLEncoding
	}
	dec := make([]byte, enc.DecodedLen(len(run)))
	n, err := enc.Decode(dec, run)
	if err != nil {
		return nil
	}
	dec = dec[:n]
	if !textual(dec) {
		return nil
	}
	return dec
}

// textual reports decoded bytes that are text: valid UTF-8, no control
// bytes but tab and line breaks, a quarter letters.
func textual(dec []byte) bool {
	letters := 0
	for _, c := range dec {
		switch {
		case c == '\t' || c == '\n' || c == '\r':
		case c < 0x20 || c == 0x7f:
			return false
		case isAlpha(c):
			letters++
		}
	}
	return letters*4 >= len(dec) && utf8.Valid(dec)
}

// deriveDecoded scans pre+dec+post and reports what lies in dec on the run
// [rs,re) of data. A decoded "user:password" (HTTP basic auth, a registry
// "auth") is also judged as a password.
func (s *Scanner) deriveDecoded(pre, dec, post []byte, rs, re int, raw []Finding, bud *budget) []Finding {
	if !bud.take(len(dec)) {
		return raw
	}
	try := func(pre, dec, post []byte) {
		synth := make([]byte, 0, len(pre)+len(dec)+len(post))
		synth = append(append(append(synth, pre...), dec...), post...)
		for _, f := range s.scanRaw(synth, false, bud) {
			if f.Start < len(pre)+len(dec) && f.End > len(pre) {
				raw = append(raw, Finding{Start: rs, End: re, ruleIdx: f.ruleIdx, Encoding: EncBase64})
			}
		}
	}
	try(pre, dec, post)
	if c := bytes.IndexByte(dec, ':'); c > 0 && c < 64 && len(dec)-c > 8 && !bytes.ContainsAny(dec, " \t\r\n") {
		try([]byte(`password = "`), dec[c+1:], []byte(`"`))
	}
	return raw
}

// deriveK8s decodes every value under "data:" in a Kubernetes Secret
// manifest: there every value is secret whatever its key is called, so
// each is judged as the value of a secret.
func (s *Scanner) deriveK8s(data []byte, raw []Finding, bud *budget) []Finding {
	dataIndent := -1
	for ls := 0; ls < len(data); {
		le := bytes.IndexByte(data[ls:], '\n')
		if le < 0 {
			le = len(data)
		} else {
			le += ls
		}
		line := data[ls:le]
		ind := 0
		for ind < len(line) && line[ind] == ' ' {
			ind++
		}
		body := bytes.TrimRight(line[ind:], " \r")
		switch {
		case len(body) == 0 || body[0] == '#':
		case bytes.Equal(body, []byte("data:")):
			dataIndent = ind
		case dataIndent >= 0 && ind <= dataIndent:
			dataIndent = -1
		case dataIndent >= 0:
			if c := bytes.Index(body, []byte(": ")); c > 0 {
				v := bytes.TrimLeft(body[c+2:], " ")
				v = bytes.Trim(v, `"'`)
				off := ls + ind + c + 2
				rs := off + bytes.Index(data[off:le], v)
				j := 0
				for j < len(v) && isB64Byte(v[j]) {
					j++
				}
				pad := len(v) - j
				if j >= 8 && j <= maxB64Run && pad <= 2 && bytes.Count(v[j:], []byte("=")) == pad {
					if dec := decodeB64(v[:j], pad); dec != nil {
						raw = s.deriveDecoded([]byte("secret: "), dec, nil, rs, rs+len(v), raw, bud)
					}
				}
			}
		}
		ls = le + 1
	}
	return raw
}
