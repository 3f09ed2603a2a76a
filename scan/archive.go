package scan

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sort"

	"github.com/hookd/hookd/internal/digest"
	"github.com/ulikunitz/xz/lzma"
)

// Archives: a file that holds other files compressed (gzip, zip, tar and
// their combinations) or a git bundle (a packfile of objects, zlib each)
// shows nothing to a pattern as stored. Members opens them and hands each
// member to the caller, who scans it as a file of its own. Everything is
// bounded: the bytes expanded in total and per member, the ratio of
// expanded to stored bytes (a small file that expands to gigabytes is a
// bomb, not a config), the number of members and the nesting depth.

// Archive bounds.
const (
	MaxExpand      = 64 << 20 // bytes expanded from one archive, all members
	maxMember      = 16 << 20 // bytes taken from one member
	maxRatio       = 200      // expanded bytes per stored byte, past the first MiB
	maxMembers     = 10000
	maxArchiveNest = 3
)

// ErrArchiveLimit says an archive was read only in part.
var ErrArchiveLimit = errors.New("archive read in part: size, ratio or member limit")

// IsArchive reports whether data starts like an archive Members reads (a
// zlib stream included).
func IsArchive(data []byte) bool { return archiveKind(data) != "" }

func archiveKind(data []byte) string {
	switch {
	case len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b:
		return "gzip"
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		return "zip"
	case len(data) >= 262 && bytes.Equal(data[257:262], []byte("ustar")):
		return "tar"
	case bytes.HasPrefix(data, []byte("# v2 git bundle\n")) || bytes.HasPrefix(data, []byte("# v3 git bundle\n")):
		return "bundle"
	case bytes.HasPrefix(data, []byte("PACK\x00\x00\x00")):
		return "pack"
	case bytes.HasPrefix(data, lz4Legacy) || bytes.HasPrefix(data, lz4Frame):
		return "lz4"
	case bytes.HasPrefix(data, zstdMagic):
		return "zstd"
	case bytes.HasPrefix(data, xzMagic):
		return "xz"
	case bzip2Head(data):
		return "bzip2"
	case compressHead(data):
		return "compress"
	case lzmaAloneHead(data):
		return "lzma"
	case zlibHeader(data):
		return "zlib"
	case len(data) > 12 && bytes.HasPrefix(data, []byte("mozLz40\x00")):
		return "mozlz4"
	case tnefHead(data):
		return "tnef"
	case adbHead(data) > 0:
		return "adb"
	case asarHead(data) > 0:
		return "asar"
	case len(data) > 16 && bytes.HasPrefix(data, []byte("HG10")) && (bzip2Head(data[4:]) || bytes.HasPrefix(data[4:], []byte("GZ")) && zlibHeader(data[6:])):
		return "hg"
	}
	return ""
}

// adbHead returns the length of an unencrypted, compressed Android backup's
// header (adb backup: "ANDROID BACKUP", the format version, 1 for
// compressed and "none" for the encryption, a line each) when a zlib
// stream follows it, else 0. An encrypted backup (AES-256) is not read.
func adbHead(b []byte) int {
	const magic = "ANDROID BACKUP\n"
	if !bytes.HasPrefix(b, []byte(magic)) {
		return 0
	}
	i := len(magic)
	for n := 0; n < 3; n++ {
		j := bytes.IndexByte(b[i:min(len(b), i+16)], '\n')
		if j < 0 {
			return 0
		}
		field := string(b[i : i+j])
		if n == 1 && field != "1" || n == 2 && field != "none" {
			return 0
		}
		i += j + 1
	}
	if !zlibHeader(b[i:]) {
		return 0
	}
	return i
}

// bzip2Head reports a bzip2 stream (bzip2 -d): "BZh", a block size digit,
// and the first block's magic (or the end-of-stream one of an empty file).
func bzip2Head(b []byte) bool {
	return len(b) >= 10 && b[0] == 'B' && b[1] == 'Z' && b[2] == 'h' && b[3] >= '1' && b[3] <= '9' &&
		(bytes.Equal(b[4:10], []byte{0x31, 0x41, 0x59, 0x26, 0x53, 0x59}) || bytes.Equal(b[4:10], []byte{0x17, 0x72, 0x45, 0x38, 0x50, 0x90}))
}

// lzmaAloneHead reports an LZMA-alone stream (lzma -d, xz --format=lzma)
// as the lzma tools write it: the default properties byte (lc=3, lp=0,
// pb=2), a dictionary of a power of two from 64 KiB to 64 MiB, and an
// unknown size (all ones) or one under 1 TiB. It has no magic of its own:
// these thirteen bytes are what tells it apart.
func lzmaAloneHead(b []byte) bool {
	if len(b) < 14 || b[0] != 0x5d {
		return false
	}
	dict := binary.LittleEndian.Uint32(b[1:5])
	if dict < 64<<10 || dict > 64<<20 || dict&(dict-1) != 0 {
		return false
	}
	size := binary.LittleEndian.Uint64(b[5:13])
	return size == ^uint64(0) || size < 1<<40
}

// tarHeaderText is what a tar header carries besides the member's bytes,
// one field a line: the names, the owner's names and the PAX records
// (key=value), which tar --xattrs and --pax-option put back on extraction
// (an extended attribute is a file's data as much as its content is).
func tarHeaderText(h *tar.Header) []byte {
	b := []byte(h.Name + "\n" + h.Linkname + "\n")
	if h.Uname != "" || h.Gname != "" {
		b = append(b, h.Uname+"\n"+h.Gname+"\n"...)
	}
	keys := make([]string, 0, len(h.PAXRecords))
	for k := range h.PAXRecords {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch k {
		case "path", "linkpath", "uname", "gname", "size", "mtime", "atime", "ctime", "uid", "gid":
			continue // the fields above, or numbers
		}
		b = append(b, k+"="+h.PAXRecords[k]+"\n"...)
	}
	return b
}

// memberKind is archiveKind, or "streams" for other binary content: the
// zlib and gzip streams it may hold are its members (inflate.go).
func memberKind(data []byte) string {
	if k := archiveKind(data); k != "" {
		return k
	}
	if !Binary(data) {
		// A raw DEFLATE stream (no zlib or gzip header: an HTTP
		// "deflate" body, zlib.decompress(d, -15)) has no NUL to mark
		// it binary; it is never UTF-8 for long.
		if rawDeflateCandidate(data) {
			return "deflate"
		}
		return ""
	}
	return "streams"
}

// HasMembers reports whether Members may find anything in data: an archive
// or a zlib stream (IsArchive), or binary content, whose compressed streams
// are its members.
func HasMembers(data []byte) bool { return memberKind(data) != "" }

// Members calls fn with the name and content of each member of the archive
// in data, or of each compressed stream in binary content (nested archives
// are opened in turn, their members named outer!inner). It returns false
// when data holds nothing it reads (HasMembers), and
// ErrArchiveLimit when it stopped at a bound.
func Members(data []byte, fn func(name string, data []byte)) (bool, error) {
	if !HasMembers(data) {
		return false, nil
	}
	a := &expander{fn: fn, budget: min(MaxExpand, 1<<20+maxRatio*len(data))}
	err := a.open("", data, 0)
	return true, err
}

type expander struct {
	fn      func(string, []byte)
	budget  int
	members int
}

// take reads up to maxMember bytes of r within the budget.
func (a *expander) take(r io.Reader) ([]byte, error) {
	n := min(maxMember, a.budget)
	b, err := io.ReadAll(io.LimitReader(r, int64(n)+1))
	if len(b) > n {
		b = b[:n]
		err = ErrArchiveLimit
	}
	a.budget -= len(b)
	return b, err
}

func (a *expander) emit(name string, data []byte, depth int) error {
	a.members++
	if a.members > maxMembers {
		return ErrArchiveLimit
	}
	if tfplanMember(name) {
		a.tfplanVars(name, data)
	}
	kind := memberKind(data)
	open := kind != "" && depth+1 < maxArchiveNest
	if !open || kind == "zlib" || kind == "deflate" || kind == "streams" {
		// Binary content is scanned as it is besides its streams, and
		// a zlib header may be two bytes of something else.
		a.fn(name, data)
	}
	if open {
		return a.open(name, data, depth+1)
	}
	return nil
}

func join(outer, inner string) string {
	switch {
	case outer == "":
		return inner
	case inner == "":
		return outer
	}
	return outer + "!" + inner
}

func (a *expander) open(name string, data []byte, depth int) error {
	switch memberKind(data) {
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil // not really gzip: scanned as it is stored
		}
		b, err := a.take(zr)
		// A .tgz names its members; a lone gzipped file may name itself.
		inner := join(name, zr.Name)
		if zr.Name == "" && !IsArchive(b) {
			inner = join(name, "gunzipped")
		}
		if len(b) > 0 {
			if e := a.emit(inner, b, depth); e != nil {
				return e
			}
		}
		if errors.Is(err, ErrArchiveLimit) {
			return err
		}
	case "zip":
		zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return nil
		}
		// Members compressed with bzip2 (method 12), which zip writes
		// when asked (zip -Z bzip2): read as the deflated ones are,
		// within the same budget. (xz's method 95 is left out: the xz
		// package builds its tables at start-up, which every hook would
		// pay for.)
		zr.RegisterDecompressor(12, func(r io.Reader) io.ReadCloser { return io.NopCloser(bzip2.NewReader(r)) })
		// Each member's own comment (zip -c; the central directory's
		// file comment, which zipinfo -v and unzip -z show): text of
		// the archive no member holds, one comment a line. The
		// archive's comment ends the file and is read with its bytes.
		var comments []byte
		for _, f := range zr.File {
			if f.Comment != "" && len(comments) < 64<<10 {
				comments = append(append(comments, f.Comment...), '\n')
			}
		}
		if len(comments) > 0 {
			a.fn(join(name, "(comment)"), comments)
		}
		for _, f := range zr.File {
			if f.FileInfo().IsDir() {
				continue
			}
			if a.budget <= 0 {
				return ErrArchiveLimit
			}
			rc, err := f.Open()
			if err != nil {
				continue
			}
			b, err := a.take(rc)
			rc.Close()
			if e := a.emit(join(name, f.Name), b, depth); e != nil {
				return e
			}
			if errors.Is(err, ErrArchiveLimit) {
				return err
			}
		}
	case "tar":
		tr := tar.NewReader(bytes.NewReader(data))
		for {
			h, err := tr.Next()
			if err != nil {
				return nil
			}
			a.fn(join(name, "(name)"), tarHeaderText(h))
			// A contiguous file ('7') is a regular file to GNU tar and
			// bsdtar, which extract it as one; so is the old '\x00'.
			if h.Typeflag != tar.TypeReg && h.Typeflag != tar.TypeCont && h.Typeflag != '\x00' {
				continue
			}
			if a.budget <= 0 {
				return ErrArchiveLimit
			}
			b, err := a.take(tr)
			if e := a.emit(join(name, h.Name), b, depth); e != nil {
				return e
			}
			if errors.Is(err, ErrArchiveLimit) {
				return err
			}
		}
	case "bundle":
		i := bytes.Index(data, []byte("\n\n"))
		if i < 0 {
			return nil
		}
		hashLen := 20
		if bytes.Contains(data[:i], []byte("@object-format=sha256")) {
			hashLen = 32
		}
		return a.pack(name, data[i+2:], hashLen)
	case "pack":
		return a.pack(name, data, 20)
	case "lz4", "zstd", "xz", "compress":
		// Read by hand (frames.go, lzw.go), within the member and
		// archive bounds.
		lim := min(maxMember, a.budget, 1<<20+maxRatio*len(data))
		var b []byte
		switch memberKind(data) {
		case "lz4":
			b = unLZ4(data, lim)
		case "zstd":
			b = unZstd(data, lim)
		case "compress":
			b = unCompressZ(data, lim)
		default:
			b = unXz(data, lim)
		}
		a.budget -= len(b)
		if len(b) > 0 {
			return a.emit(join(name, "un"+memberKind(data)), b, depth)
		}
	case "bzip2":
		b, err := a.take(bzip2.NewReader(bytes.NewReader(data)))
		if len(b) > 0 {
			if e := a.emit(join(name, "bunzipped"), b, depth); e != nil {
				return e
			}
		}
		if errors.Is(err, ErrArchiveLimit) {
			return err
		}
	case "lzma":
		r, err := lzma.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil // not really LZMA: scanned as it is stored
		}
		b, err := a.take(r)
		if len(b) > 0 {
			if e := a.emit(join(name, "unlzma"), b, depth); e != nil {
				return e
			}
		}
		if errors.Is(err, ErrArchiveLimit) {
			return err
		}
	case "mozlz4":
		// Firefox's jsonlz4 (session store, bookmarks backups): a magic,
		// the decoded size, and one raw LZ4 block (no frame).
		lim := min(maxMember, a.budget, 1<<20+maxRatio*len(data), int(binary.LittleEndian.Uint32(data[8:12])))
		b, _ := lz4Block(data[12:], nil, lim)
		a.budget -= len(b)
		if len(b) > 0 {
			return a.emit(join(name, "unmozlz4"), b, depth)
		}
	case "tnef":
		return a.tnef(name, data, depth)
	case "asar":
		return a.asar(name, data, depth)
	case "adb":
		// An Android backup: its header, then a zlib stream of a tar.
		return a.zlibFile(join(name, "backup"), data[adbHead(data):], depth)
	case "hg":
		// A Mercurial bundle (HG10BZ: the bzip2 stream's own "BZ" is the
		// header's, so it starts at offset 4; HG10GZ: a zlib stream at 6).
		if bzip2Head(data[4:]) {
			return a.open(join(name, "changegroup"), data[4:], depth)
		}
		return a.open(join(name, "changegroup"), data[6:], depth)
	case "zlib":
		return a.zlibFile(name, data, depth)
	case "deflate":
		return a.deflateFile(name, data, depth)
	case "streams":
		if rawDeflateCandidate(data) {
			if err := a.deflateFile(name, data, depth); err != nil {
				return err
			}
		}
		if bytes.HasPrefix(data, []byte("%PDF-")) {
			if err := a.pdfStreams(name, data, depth); err != nil {
				return err
			}
		}
		if err := a.derKeys(name, data, depth); err != nil {
			return err
		}
		if err := a.pngPixels(name, data); err != nil {
			return err
		}
		if err := a.netpbmPixels(name, data); err != nil {
			return err
		}
		if err := a.sqliteRows(name, data); err != nil {
			return err
		}
		if err := a.classStrings(name, data); err != nil {
			return err
		}
		a.pycConsts(name, data)
		return a.streams(name, data, depth)
	}
	return nil
}

// Packfile object types.
const (
	objCommit   = 1
	objTree     = 2
	objBlob     = 3
	objTag      = 4
	objOfsDelta = 6
	objRefDelta = 7
)

// pack reads a packfile's objects in order: each whole object is handed on
// as it is; a delta as the object it makes, applied to its base when the
// base is in the same pack (by offset, or by object name), else as the
// bytes it inserts (what the object adds to a base the pack does not hold).
// Read as inserts alone, a delta that copies the start of a token from its
// base and inserts the rest would show neither half whole.
func (a *expander) pack(name string, data []byte, hashLen int) error {
	if len(data) < 12 || !bytes.HasPrefix(data, []byte("PACK")) {
		return nil
	}
	count := binary.BigEndian.Uint32(data[8:12])
	r := bytes.NewReader(data[12:])
	var objs []packObj
	var limitErr error
	for range count {
		o := packObj{off: len(data) - r.Len()}
		c, err := r.ReadByte()
		if err != nil {
			break
		}
		o.typ = (c >> 4) & 7
		for c&0x80 != 0 {
			if c, err = r.ReadByte(); err != nil {
				break
			}
		}
		if err != nil {
			break
		}
		switch o.typ {
		case objOfsDelta:
			// The base's distance back, git's offset encoding.
			if c, err = r.ReadByte(); err != nil {
				break
			}
			back := int(c & 0x7f)
			for c&0x80 != 0 && back < len(data) {
				if c, err = r.ReadByte(); err != nil {
					break
				}
				back = (back+1)<<7 | int(c&0x7f)
			}
			o.baseOff = o.off - back
		case objRefDelta:
			o.ref = make([]byte, hashLen)
			_, err = io.ReadFull(r, o.ref)
		}
		if err != nil {
			break
		}
		if a.budget <= 0 {
			limitErr = ErrArchiveLimit
			break
		}
		zr, err := zlib.NewReader(r)
		if err != nil {
			break
		}
		o.data, err = a.take(zr)
		if errors.Is(err, ErrArchiveLimit) {
			limitErr = err
			break
		}
		if err != nil {
			break // a damaged pack: what was read is all there is
		}
		objs = append(objs, o)
	}
	resolvePack(objs, hashLen, &a.budget)
	for n, o := range objs {
		kind := packKinds[o.typ]
		b := o.data
		if o.typ == objOfsDelta || o.typ == objRefDelta {
			b, kind = deltaInserts(b), "delta"
			if o.made != nil {
				b, kind = o.made, packKinds[o.madeTyp]
			}
		}
		if e := a.emit(join(name, fmt.Sprintf("%s-%d", kind, n)), b, 2); e != nil {
			return e
		}
	}
	return limitErr
}

var packKinds = map[byte]string{objCommit: "commit", objTree: "tree", objBlob: "blob", objTag: "tag"}

// packObj is one object of a packfile as stored.
type packObj struct {
	off     int    // where its header starts
	typ     byte   // as stored: a whole type or a delta
	baseOff int    // objOfsDelta: the base's offset
	ref     []byte // objRefDelta: the base's object name
	data    []byte // inflated: the object, or the delta
	made    []byte // a delta applied to its base
	madeTyp byte   // the type of what it made
}

// maxDeltaChain bounds how many deltas deep a base is followed (git's own
// default depth is 50): each pass over the pack makes the deltas whose
// base is whole.
const maxDeltaChain = 64

// resolvePack applies each delta to its base within the pack, within
// budget (what the applied deltas make counts against it).
func resolvePack(objs []packObj, hashLen int, budget *int) {
	byOff := map[int]int{}
	refs := false
	for i, o := range objs {
		byOff[o.off] = i
		refs = refs || o.typ == objRefDelta
	}
	byName := map[string]int{}
	if refs {
		for i, o := range objs {
			if o.typ != objOfsDelta && o.typ != objRefDelta {
				byName[string(objectName(packKinds[o.typ], o.data, hashLen))] = i
			}
		}
	}
	failed := make([]bool, len(objs))
	for range maxDeltaChain {
		progress := false
		for i := range objs {
			o := &objs[i]
			if o.typ != objOfsDelta && o.typ != objRefDelta || o.made != nil || failed[i] {
				continue
			}
			bi, ok := byOff[o.baseOff]
			if o.typ == objRefDelta {
				bi, ok = byName[string(o.ref)]
			}
			if !ok {
				continue // a base made later in this pass may have this name
			}
			t, base := whole(objs, bi)
			if base == nil {
				continue
			}
			made, ok := applyDelta(base, o.data, min(maxMember, *budget))
			if !ok {
				failed[i] = true
				continue
			}
			*budget -= len(made)
			o.made, o.madeTyp, progress = made, t, true
			if refs {
				byName[string(objectName(packKinds[t], made, hashLen))] = i
			}
		}
		if !progress {
			return
		}
	}
}

// whole is object i as a whole object: stored so, or made from its delta.
func whole(objs []packObj, i int) (byte, []byte) {
	o := objs[i]
	switch {
	case o.made != nil:
		return o.madeTyp, o.made
	case o.typ == objOfsDelta || o.typ == objRefDelta:
		return 0, nil
	}
	return o.typ, o.data
}

// objectName is git's name for an object: the hash of "<type> <size>\0"
// and its content (SHA-1, or SHA-256 in a SHA-256 repository).
func objectName(typ string, data []byte, hashLen int) []byte {
	msg := append([]byte(fmt.Sprintf("%s %d\x00", typ, len(data))), data...)
	if hashLen == 32 {
		h := digest.SHA256(msg)
		return h[:]
	}
	h := digest.SHA1(msg)
	return h[:]
}

// applyDelta makes the object a git delta describes from its base: copies
// from the base and inserted bytes, to the size the delta states (at most
// limit). ok is false for a delta that does not fit its base.
func applyDelta(base, d []byte, limit int) ([]byte, bool) {
	i := 0
	size := func() (int, bool) {
		n, shift := 0, 0
		for i < len(d) && shift < 63 {
			c := d[i]
			i++
			n |= int(c&0x7f) << shift
			shift += 7
			if c&0x80 == 0 {
				return n, true
			}
		}
		return 0, false
	}
	bs, ok := size()
	if !ok || bs != len(base) {
		return nil, false
	}
	rs, ok := size()
	if !ok || rs < 0 || rs > limit {
		return nil, false
	}
	out := make([]byte, 0, rs)
	for i < len(d) {
		op := d[i]
		i++
		switch {
		case op&0x80 != 0:
			off, n := 0, 0
			for k := range 7 {
				if op&(1<<k) == 0 {
					continue
				}
				if i >= len(d) {
					return nil, false
				}
				if k < 4 {
					off |= int(d[i]) << (8 * k)
				} else {
					n |= int(d[i]) << (8 * (k - 4))
				}
				i++
			}
			if n == 0 {
				n = 0x10000
			}
			if off+n > len(base) || len(out)+n > rs {
				return nil, false
			}
			out = append(out, base[off:off+n]...)
		case op > 0:
			n := int(op)
			if i+n > len(d) || len(out)+n > rs {
				return nil, false
			}
			out = append(out, d[i:i+n]...)
			i += n
		default:
			return nil, false
		}
	}
	return out, len(out) == rs
}

// deltaInserts returns the literal bytes of a git delta, a line break
// where a copy from the base comes between: the text the delta adds.
func deltaInserts(d []byte) []byte {
	i := 0
	for range 2 { // base and result sizes
		for i < len(d) && d[i]&0x80 != 0 {
			i++
		}
		i++
	}
	var out []byte
	inserting := false
	for i < len(d) {
		op := d[i]
		i++
		switch {
		case op&0x80 != 0: // copy from the base: skip its offset and size bytes
			for bit := byte(1); bit < 0x80; bit <<= 1 {
				if op&bit != 0 {
					i++
				}
			}
			if inserting {
				out = append(out, '\n')
			}
			inserting = false
		case op > 0: // consecutive insertions are one run of the result
			e := min(len(d), i+int(op))
			out = append(out, d[i:e]...)
			i, inserting = e, true
		}
	}
	return out
}

// ScanMembers scans each member of the archive in data as a file named
// path!member (nil when data has none; see HasMembers). A member is read as
// any file is: text, UTF-16, or the printable runs of binary content; a
// stream inflated from binary content as binary content.
func (s *Scanner) ScanMembers(path string, data []byte) ([]Finding, error) {
	var out []Finding
	_, err := Members(data, func(name string, d []byte) {
		v, kind := TextView(d)
		// A stream inflated from binary content (a PDF page's operators,
		// a font's tables) is read as binary content is, text or not:
		// only tokens with a format of their own are trusted there.
		stream := fromStream(name)
		if stream && kind == ViewText {
			// A PDF page shows text as hex strings too (<4142> Tj).
			if shown := pdfShown(v); len(shown) > 0 {
				v = append(append(append([]byte(nil), v...), '\n'), shown...)
			}
		}
		fs := s.Scan(Input{Path: path + "!" + name, Data: v, Binary: kind == ViewBinary, Stream: stream})
		if cacheText(name) {
			// A tool cache's NAME = "VALUE" lines (container18.go) are
			// read for secrets only: the constants of a compiled module
			// are the binary's, whose host findings only warn.
			kept := fs[:0]
			for _, f := range fs {
				if f.Category == CatSecret {
					kept = append(kept, f)
				}
			}
			fs = kept
		}
		out = append(out, fs...)
	})
	return out, err
}
