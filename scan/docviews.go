package scan

import (
	"bytes"
	"encoding/base64"
)

// documentViews reads what a document shows where its source spells it
// otherwise: RTF \'hh escapes, MIME encoded-words (the words of one header
// joined, as RFC 2047 has readers do) and HTML with its hidden elements
// (hidden, display:none) left out and its tags removed. Each view is
// scanned when it holds a rule keyword, for secrets, reported on the
// source it came from.
func (s *Scanner) documentViews(data []byte, raw []Finding, bud *budget) []Finding {
	rtf := bytes.Contains(data, []byte(`\'`))
	mime := bytes.Contains(data, []byte("=?"))
	html := bytes.IndexByte(data, '<') >= 0 && (bytes.Contains(data, []byte("hidden")) || bytes.Contains(data, []byte("display:none")) || bytes.Contains(data, []byte("display: none")))
	if !rtf && !mime && !html {
		return raw
	}
	// Only lines holding a mark can give a view: the loop goes from one
	// such line to the next, finding the marks with the vectorised
	// searches rather than reading every line.
	nextRTF, nextTag := -1, -1 // the next mark at or after ls (len(data): none)
	for ls := 0; ls < len(data); {
		at := len(data)
		if rtf {
			if nextRTF < ls {
				nextRTF = indexFrom(data, ls, []byte(`\'`))
			}
			at = min(at, nextRTF)
		}
		if html {
			if nextTag < ls {
				nextTag = indexFrom(data, ls, []byte("<"))
			}
			at = min(at, nextTag)
		}
		if at == len(data) {
			break
		}
		if k := bytes.LastIndexByte(data[ls:at], '\n'); k >= 0 {
			ls += k + 1
		}
		le := lineEnd(data, ls)
		line := data[ls:le]
		if le-ls <= maxDeriveLine {
			if rtf && bytes.Contains(line, []byte(`\'`)) {
				if v := rtfView(line); v != nil && s.pf.anyBytes(v) {
					raw = s.emitCand(nil, v, nil, ls, le, raw, bud, false)
				}
			}
			if html && bytes.IndexByte(line, '<') >= 0 {
				if v := htmlView(line); v != nil && s.pf.anyBytes(v) {
					raw = s.emitCand(nil, v, nil, ls, le, raw, bud, false)
				}
			}
		}
		ls = le + 1
	}
	if mime {
		raw = s.mimeWords(data, raw, bud)
	}
	return raw
}

func rtfView(line []byte) []byte {
	out := make([]byte, 0, len(line))
	n := 0
	for i := 0; i < len(line); i++ {
		if line[i] == '\\' && i+3 < len(line) && line[i+1] == '\'' && isHexDigit(line[i+2]) && isHexDigit(line[i+3]) {
			out = append(out, byte(unhex(line[i+2])<<4|unhex(line[i+3])))
			i += 3
			n++
			continue
		}
		out = append(out, line[i])
	}
	if n < 4 {
		return nil
	}
	return out
}

// htmlView is the line's text with hidden elements and tags removed.
func htmlView(line []byte) []byte {
	out := make([]byte, 0, len(line))
	hid := 0
	for i := 0; i < len(line); {
		if line[i] != '<' {
			if hid == 0 {
				out = append(out, line[i])
			}
			i++
			continue
		}
		j := bytes.IndexByte(line[i:], '>')
		if j < 0 {
			out = append(out, line[i:]...)
			break
		}
		tag := bytes.ToLower(line[i+1 : i+j])
		switch {
		case hid > 0 && len(tag) > 0 && tag[0] == '/':
			hid--
		case hid > 0 && len(tag) > 0 && tag[len(tag)-1] != '/':
			hid++
		case hid == 0 && (bytes.Contains(tag, []byte(" hidden")) || bytes.Contains(tag, []byte("display:none")) || bytes.Contains(tag, []byte("display: none"))) && tag[len(tag)-1] != '/':
			hid = 1
		}
		i += j + 1
	}
	if len(out) == len(line) {
		return nil
	}
	return out
}

// mimeWords decodes each run of RFC 2047 encoded-words (=?cs?B?..?= or
// =?cs?Q?..?=) that only whitespace separates, joined.
func (s *Scanner) mimeWords(data []byte, raw []Finding, bud *budget) []Finding {
	var run []byte
	rs, last := -1, -1
	flush := func() {
		if rs >= 0 && len(run) > 0 && s.pf.anyBytes(run) {
			raw = s.emitCand(nil, run, nil, rs, last, raw, bud, false)
		}
		run, rs = run[:0], -1
	}
	for i := 0; i < len(data); {
		k := bytes.Index(data[i:], []byte("=?"))
		if k < 0 {
			break
		}
		st := i + k
		dec, end := encodedWord(data, st)
		if end < 0 {
			i = st + 2
			continue
		}
		if rs >= 0 && len(bytes.Trim(data[last:st], " \t\r\n")) != 0 {
			flush()
		}
		if rs < 0 {
			rs = st
		}
		run = append(run, dec...)
		last = end
		i = end
		if len(run) > 64<<10 {
			flush()
		}
	}
	flush()
	return raw
}

// encodedWord decodes the encoded-word at data[st:] ("=?"), returning its
// bytes and end, or end -1.
func encodedWord(data []byte, st int) ([]byte, int) {
	lim := min(len(data), st+1024)
	p := st + 2
	q := bytes.IndexByte(data[p:lim], '?')
	if q < 1 || p+q+3 > lim || data[p+q+2] != '?' {
		return nil, -1
	}
	enc := data[p+q+1] | 0x20
	t := p + q + 3
	e := bytes.Index(data[t:lim], []byte("?="))
	if e < 0 || bytes.ContainsAny(data[t:t+e], " \t\r\n") {
		return nil, -1
	}
	text := data[t : t+e]
	switch enc {
	case 'b':
		d, err := base64.RawStdEncoding.DecodeString(string(bytes.TrimRight(text, "=")))
		if err != nil {
			return nil, -1
		}
		return d, t + e + 2
	case 'q':
		out := make([]byte, 0, len(text))
		for i := 0; i < len(text); i++ {
			switch {
			case text[i] == '_':
				out = append(out, ' ')
			case text[i] == '=' && i+2 < len(text) && isHexDigit(text[i+1]) && isHexDigit(text[i+2]):
				out = append(out, byte(unhex(text[i+1])<<4|unhex(text[i+2])))
				i += 2
			default:
				out = append(out, text[i])
			}
		}
		return out, t + e + 2
	}
	return nil, -1
}

// indexFrom is the offset of the first sep in data at or after from, or
// len(data).
func indexFrom(data []byte, from int, sep []byte) int {
	if i := bytes.Index(data[from:], sep); i >= 0 {
		return from + i
	}
	return len(data)
}
