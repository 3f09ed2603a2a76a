package scan

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"unicode/utf16"
	"unicode/utf8"
)

// Walk calls fn for every regular file named by paths or found under them,
// in lexical order. It never follows a symbolic link (a link may point out of
// the tree, and scrub must not write through one) and skips .git folders.
func Walk(paths []string, fn func(path string, info fs.FileInfo) error) error {
	return WalkNoting(paths, fn, nil)
}

// WalkNoting is Walk that tells note about each path named in paths that it
// does not visit (a symbolic link, a device): a name the user typed gets an
// answer, not silence.
func WalkNoting(paths []string, fn func(path string, info fs.FileInfo) error, note func(path, why string)) error {
	for _, root := range paths {
		info, err := os.Lstat(root)
		if err != nil {
			return err
		}
		if !info.IsDir() {
			switch {
			case info.Mode().IsRegular():
				if err := fn(root, info); err != nil {
					return err
				}
			case note == nil:
			case info.Mode()&fs.ModeSymlink != 0:
				note(root, "a symbolic link (never followed; name its target instead)")
			default:
				note(root, "not a regular file")
			}
			continue
		}
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == ".git" && p != root {
					return filepath.SkipDir
				}
				return nil
			}
			if !d.Type().IsRegular() {
				return nil
			}
			info, err := d.Info()
			if err != nil {
				return err
			}
			return fn(p, info)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// Binary reports content that is not text: a NUL byte in its first 8000
// bytes, the test git itself uses, or the signature of a binary format
// whose bytes may all be printable (a PDF's compressed streams often hold
// no NUL, and read as text they are random strings next to words like
// "token"). Binary content is scanned only for secrets with a format of
// their own (see Input.Binary).
func Binary(data []byte) bool {
	return hasMagic(data) || bytes.IndexByte(data[:min(len(data), 8000)], 0) >= 0
}

// hasMagic reports a binary format's signature at the start of data.
func hasMagic(data []byte) bool {
	for _, magic := range binaryMagic {
		if bytes.HasPrefix(data, []byte(magic)) {
			return true
		}
	}
	return false
}

// binaryMagic are the leading bytes of binary formats: PDF, PostScript,
// images, fonts, compressed and compiled files.
var binaryMagic = []string{"%PDF-", "%!PS-Adobe", "\x89PNG\r\n", "GIF87a", "GIF89a", "\xff\xd8\xff", "RIFF", "wOFF", "wOF2",
	"\x1f\x8b", "PK\x03\x04", "BZh", "\xfd7zXZ", "7z\xbc\xaf", "\x7fELF", "\xca\xfe\xba\xbe", "\xcf\xfa\xed\xfe", "MZ\x90",
	"\x28\xb5\x2f\xfd", "\x02\x21\x4c\x18", "\x04\x22\x4d\x18", "P6\n", "P5\n"}

// Reader reads whole files into one reused buffer: a tree scan reads
// thousands of files, and a fresh buffer for each is garbage to collect.
type Reader struct{ buf []byte }

// Read returns the content of path, valid until the next Read. size is the
// expected size (from the walk); a file that grew is still read whole.
func (r *Reader) Read(path string, size int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if need := int(size) + 1; cap(r.buf) < need {
		r.buf = make([]byte, need+need/4)
	}
	buf := r.buf[:cap(r.buf)]
	n := 0
	for {
		m, err := f.Read(buf[n:])
		n += m
		if err == io.EOF || m == 0 && err == nil {
			break
		}
		if err != nil {
			return nil, err
		}
		if n == len(buf) {
			buf = append(buf, 0) // grow; append picks the new capacity
			buf = buf[:cap(buf)]
		}
	}
	r.buf = buf
	return buf[:n], nil
}

// Kinds of view TextView returns.
const (
	ViewText   = "text"
	ViewUTF16  = "utf-16"
	ViewBinary = "binary"
	ViewPadded = "NUL-padded text" // PaddedText: read as text
)

// MaxBinaryView bounds how much of a binary file TextView reads for
// printable runs.
const MaxBinaryView = 8 << 20

// minRun is the shortest printable run taken from binary content: shorter
// runs are mostly noise, and every secret a rule knows is longer.
const minRun = 8

// TextView returns the text to scan in data and what kind it was: data
// itself for text; UTF-16 text (with a byte-order mark, or without one when
// every other byte is NUL) transcoded to UTF-8, line for line; and for other
// binary content the printable runs of its first MaxBinaryView bytes, one
// per line, as strings(1) shows them, then its UTF-16 strings (wideRun).
// Offsets in a view other than text do not point into data: a caller that
// rewrites files must not use them.
func TextView(data []byte) ([]byte, string) {
	if u, ok := utf16Text(data); ok {
		return u, ViewUTF16
	}
	if !Binary(data) {
		return data, ViewText
	}
	if t, ok := rdataText(data); ok {
		return t, ViewRData
	}
	if lo, hi, ok := paddedText(data); ok {
		return padView(data, lo, hi, '\n'), ViewPadded
	}
	return printableRuns(data), ViewBinary
}

// printableRuns is the view of binary content: the printable runs of its
// first MaxBinaryView bytes, one per line, then its UTF-16 strings.
func printableRuns(data []byte) []byte {
	data = data[:min(len(data), MaxBinaryView)]
	var out, wide []byte
	// One pass: the runs of printable bytes, and the UTF-16 strings
	// (utf16Runs), whose run at byte alignment p began at wstart[p].
	start, wstart := -1, [2]int{-1, -1}
	for i := 0; i <= len(data); i++ {
		pr := i < len(data) && printableByte[data[i]]
		if pr {
			if start < 0 {
				start = i
			}
		} else {
			if start >= 0 && i-start >= minRun {
				out = append(append(out, data[start:i]...), '\n')
			}
			start = -1
		}
		if p := i & 1; pr && i+1 < len(data) && data[i+1] == 0 {
			if wstart[p] < 0 {
				wstart[p] = i
			}
		} else if wstart[p] >= 0 {
			wide = wideRun(data, wstart[p], i, wide)
			wstart[p] = -1
		}
	}
	for p := range wstart {
		if wstart[p] >= 0 {
			wide = wideRun(data, wstart[p], len(data), wide)
		}
	}
	return append(out, wide...)
}

// PaddedText reports content that is binary only by its NUL bytes and a
// run of control bytes at its very start or end: text in padding (a NUL
// before a .env's first line, a record padded to its size), or records
// separated by NULs (an environment block, find -print0). Its view is the
// text, read as text is: the printable runs of binary content drop the
// secrets that only a name or a line's shape (a password, a database URL)
// gives away, which binary content cannot be trusted with. Binary files
// proper fail it: between their padding they hold other control bytes
// (lengths, offsets, opcodes) or bytes that are not UTF-8.
func PaddedText(data []byte) bool {
	_, _, ok := paddedText(data)
	return ok && bytes.IndexByte(data, 0) >= 0
}

// paddedText finds the text [lo,hi) between the leading and trailing runs
// of control bytes; ok says the rest passes PaddedText.
func paddedText(data []byte) (lo, hi int, ok bool) {
	ctl := func(c byte) bool { return c < 0x20 || c == 0x7f }
	hi = len(data)
	for lo < hi && ctl(data[lo]) {
		lo++
	}
	for hi > lo && ctl(data[hi-1]) {
		hi--
	}
	body := data[lo:hi]
	// An archive (a tar of text files is text and NULs) is read by its
	// members (ScanMembers).
	if len(body) < minRun || hasMagic(data) || hasMagic(body) || IsArchive(data) {
		return 0, 0, false
	}
	nul := 0
	for _, c := range body {
		switch {
		case c == 0:
			nul++
		case c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == 0x1b:
		case ctl(c):
			return 0, 0, false
		}
	}
	// Sparse text among NULs is UTF-16 or a table, not text.
	if nul*4 >= len(body) || !utf8.Valid(body) {
		return 0, 0, false
	}
	return lo, hi, true
}

// padView is data with its padding (outside [lo,hi)) made spaces, line
// breaks kept, and the NULs inside it sep: the same length, so offsets
// and line breaks stay where they are in data.
func padView(data []byte, lo, hi int, sep byte) []byte {
	out := make([]byte, len(data))
	for i, c := range data {
		switch {
		case (i < lo || i >= hi) && c != '\n':
			c = ' '
		case c == 0:
			c = sep
		}
		out[i] = c
	}
	return out
}

// PadView makes padded text (PaddedText) scannable in place: its padding
// spaces and its NULs sep, line breaks kept.
func PadView(data []byte, sep byte) []byte {
	lo, hi, _ := paddedText(data)
	return padView(data, lo, hi, sep)
}

// wideRun appends to out, as a line, the UTF-16 string of binary content
// at data[st:end) (a printable ASCII character and a NUL each), if it has
// minRun characters or more, as strings -el shows it. Windows programs keep
// their string resources and most of their literals this way, and a
// byte-wide search sees one character at a time. TextView reads both byte
// alignments, which finds big-endian strings too (a big-endian string is a
// little-endian one a byte later, short of its first character when no NUL
// follows the last).
func wideRun(data []byte, st, end int, out []byte) []byte {
	if (end-st+1)/2 < minRun {
		return out
	}
	for k := st; k < end; k += 2 {
		out = append(out, data[k])
	}
	return append(out, '\n')
}

// printableByte: printable ASCII and tab, what a run of text is made of.
var printableByte = func() (t [256]bool) {
	for c := 0x20; c < 0x7f; c++ {
		t[c] = true
	}
	t['\t'] = true
	return t
}()

// utf16Text decodes UTF-16 text: a byte-order mark, or in the first 8000
// bytes NULs in at least 40% of one byte position and almost none in the
// other (ASCII-heavy text without a mark).
func utf16Text(data []byte) ([]byte, bool) {
	var be bool
	switch {
	case len(data) >= 2 && data[0] == 0xff && data[1] == 0xfe:
		data = data[2:]
	case len(data) >= 2 && data[0] == 0xfe && data[1] == 0xff:
		data, be = data[2:], true
	default:
		head := data[:min(len(data), 8000)]
		if len(head) < 16 {
			return nil, false
		}
		var even, odd int
		for i, c := range head {
			if c == 0 {
				if i%2 == 0 {
					even++
				} else {
					odd++
				}
			}
		}
		half := len(head) / 2
		switch {
		case odd*10 >= half*4 && even*50 < half:
		case even*10 >= half*4 && odd*50 < half:
			be = true
		default:
			return nil, false
		}
	}
	u := make([]uint16, len(data)/2)
	for i := range u {
		if be {
			u[i] = uint16(data[2*i])<<8 | uint16(data[2*i+1])
		} else {
			u[i] = uint16(data[2*i+1])<<8 | uint16(data[2*i])
		}
	}
	out := make([]byte, 0, len(u))
	for _, r := range utf16.Decode(u) {
		out = utf8.AppendRune(out, r)
	}
	return out, true
}

// ReadHead reads at most limit bytes of path into the reused buffer, and
// says whether the file had more.
func (r *Reader) ReadHead(path string, limit int) ([]byte, bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	if cap(r.buf) < limit+1 {
		r.buf = make([]byte, limit+1)
	}
	n, err := io.ReadFull(f, r.buf[:limit+1])
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return nil, false, err
	}
	return r.buf[:min(n, limit)], n > limit, nil
}
