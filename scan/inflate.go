package scan

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Compressed streams that are not archives: a zlib stream as a whole file
// (a git loose object committed as a test fixture), and zlib or gzip
// streams inside binary content (a PDF's FlateDecode page contents, a PNG's
// zTXt and iTXt text chunks, a font's tables). A pattern sees none of what
// they hold; Members inflates them, each as a member of its own.

// Stream bounds, on top of the archive bounds (budget, ratio, members).
const (
	maxStream      = 1 << 20  // bytes taken from one embedded stream
	maxStreamTries = 4096     // stream headers tried in one file
	maxStreamBytes = 16 << 20 // bytes inflated from the streams of one file
)

// Names of the streams inside binary content: the kind and the offset,
// "zlib@1234".
const (
	zlibStream = "zlib@"
	gzipStream = "gzip@"
)

// fromStream reports a member name that runs through a stream inflated
// from binary content. A member of an archive that such a stream holds (a
// makeself installer's shell header, then a gzip of a tar) is a file, as
// tar xzf gives it, and is read as files are.
func fromStream(name string) bool {
	last := -1
	for _, m := range [...]string{zlibStream, gzipStream, pdfStream, pixelStream, sqliteStream, classStream} {
		if i := strings.LastIndex(name, m); i > last {
			last = i
		}
	}
	return last >= 0 && !strings.Contains(name[last:], "!")
}

// zlibHeader reports a zlib stream header at the start of b: deflate with a
// 32 KiB window (what every writer uses), no preset dictionary, the header
// check right.
func zlibHeader(b []byte) bool {
	return len(b) >= 2 && b[0] == 0x78 && b[1]&0x20 == 0 && (uint16(b[0])<<8|uint16(b[1]))%31 == 0
}

// gzipHeader reports a gzip member header at the start of b.
func gzipHeader(b []byte) bool {
	return len(b) >= 10 && b[0] == 0x1f && b[1] == 0x8b && b[2] == 8 && b[3]&0xe0 == 0
}

// inflater reuses one zlib reader across the streams of a file: each new
// reader allocates its window.
type inflater struct {
	zr  io.ReadCloser
	gzr *gzip.Reader
}

// inflate reads the stream at the start of b (zlib, or gzip when gz),
// taking at most limit bytes. ok says it is a real stream: it ended with
// its checksum right, or it ran past limit without an error (a stream cut
// by the bound, not one made of random bytes, which fail within a few
// bytes). used is how many bytes of b it read: the whole stream, or as far
// as the bound let it go (the rest is searched like any other bytes).
func (f *inflater) inflate(b []byte, gz bool, limit int) (out []byte, used int, ok bool) {
	br := bytes.NewReader(b)
	var r io.Reader
	if gz {
		if f.gzr == nil {
			g, err := gzip.NewReader(br)
			if err != nil {
				return nil, 0, false
			}
			f.gzr = g
		} else if err := f.gzr.Reset(br); err != nil {
			return nil, 0, false
		}
		f.gzr.Multistream(false)
		r = f.gzr
	} else {
		if f.zr == nil {
			z, err := zlib.NewReader(br)
			if err != nil {
				return nil, 0, false
			}
			f.zr = z
		} else if err := f.zr.(zlib.Resetter).Reset(br, nil); err != nil {
			return nil, 0, false
		}
		r = f.zr
	}
	out, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	switch {
	case len(out) > limit:
		return out[:limit], len(b) - br.Len(), true
	case err != nil || len(out) == 0:
		return nil, 0, false
	}
	return out, len(b) - br.Len(), true
}

// gitObject strips the header of a git loose object ("blob 52\x00"), and
// names what it holds; ok false when b is no object.
func gitObject(b []byte) (body []byte, kind string, ok bool) {
	sp := bytes.IndexByte(b[:min(len(b), 16)], ' ')
	nul := bytes.IndexByte(b[:min(len(b), 32)], 0)
	if sp < 0 || nul < sp {
		return nil, "", false
	}
	switch kind = string(b[:sp]); kind {
	case "blob", "commit", "tag", "tree":
	default:
		return nil, "", false
	}
	if n, err := strconv.Atoi(string(b[sp+1 : nul])); err != nil || n != len(b)-nul-1 && len(b) < maxMember {
		return nil, "", false
	}
	return b[nul+1:], kind, true
}

// zlibFile opens a file that is one zlib stream: a git loose object gives
// its content, anything else what it inflates to.
func (a *expander) zlibFile(name string, data []byte, depth int) error {
	var f inflater
	out, _, ok := f.inflate(data, false, min(maxMember, a.budget))
	if !ok {
		return nil // not really zlib: scanned as it is stored
	}
	a.budget -= len(out)
	inner := join(name, "inflated")
	if body, kind, ok := gitObject(out); ok {
		out, inner = body, join(name, kind)
	}
	return a.emit(inner, out, depth)
}

// streams opens the zlib and gzip streams inside binary content, each as
// a member named by its offset ("zlib@1234"). A PNG's image data (IDAT) is
// read as pixels (pngPixels), not here.
func (a *expander) streams(name string, data []byte, depth int) error {
	var f inflater
	tries, taken := 0, 0
	for i := 0; i+2 < len(data); {
		j := i + bytes.IndexAny(data[i:], "\x78\x1f")
		if j < i {
			break
		}
		gz := data[j] == 0x1f
		if gz && !gzipHeader(data[j:]) || !gz && (!zlibHeader(data[j:]) || j >= 4 && bytes.Equal(data[j-4:j], []byte("IDAT"))) {
			i = j + 1
			continue
		}
		if tries++; tries > maxStreamTries {
			break
		}
		limit := min(maxStream, a.budget, maxStreamBytes-taken)
		if limit <= 0 {
			return ErrArchiveLimit
		}
		out, used, ok := f.inflate(data[j:], gz, limit)
		if !ok {
			i = j + 1
			continue
		}
		a.budget -= len(out)
		taken += len(out)
		kind := zlibStream
		if gz {
			kind = gzipStream
		}
		if e := a.emit(join(name, fmt.Sprintf("%s%d", kind, j)), out, depth); e != nil {
			return e
		}
		i = j + max(used, 1)
	}
	return nil
}
