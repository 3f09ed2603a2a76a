package state

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
)

// bbolt maps the whole file and reads pages straight from the mapping. A
// page past the end of a file that was cut short is not an error there but
// a SIGBUS, which kills the process however the caller recovers. So before
// bbolt sees a file, checkPages reads its two meta pages and checks that
// every page a valid meta page points at (the root, the freelist and its
// overflow, the high-water mark) lies inside the file. The layout read here
// is bbolt's on-disk format (version 2), which bbolt keeps stable across
// releases.
const (
	boltMagic   = 0xED0CDAED
	boltVersion = 2
	pageHeader  = 16 // id uint64, flags uint16, count uint16, overflow uint32
	metaSize    = 64 // magic, version, pageSize, flags, root (pgid, sequence), freelist, pgid, txid, checksum
	noFreelist  = ^uint64(0)
)

// meta is the part of a bbolt meta page the check needs.
type meta struct {
	pageSize uint32
	root     uint64
	freelist uint64
	pgid     uint64
}

// parseMeta decodes the meta page at the start of b; ok is false when it is
// not a valid one (magic, version, checksum), as bbolt would judge it.
func parseMeta(b []byte) (m meta, ok bool) {
	if len(b) < pageHeader+metaSize {
		return m, false
	}
	b = b[pageHeader : pageHeader+metaSize]
	le := binary.NativeEndian
	if le.Uint32(b[0:]) != boltMagic || le.Uint32(b[4:]) != boltVersion {
		return m, false
	}
	h := fnv.New64a()
	_, _ = h.Write(b[:56])
	if h.Sum64() != le.Uint64(b[56:]) {
		return m, false
	}
	return meta{pageSize: le.Uint32(b[8:]), root: le.Uint64(b[16:]), freelist: le.Uint64(b[32:]), pgid: le.Uint64(b[40:])}, true
}

// errShortFile marks a file whose meta pages point past its end.
var errShortFile = errors.New("invalid database: a page the meta page points at lies past the end of the file")

// checkPages returns errShortFile (wrapped) when a valid meta page of the
// file points past its end. An empty file (a new database) and a file with
// no valid meta page at all are left to bbolt, which reports them as
// errors without mapping pages it cannot read.
func checkPages(f *os.File) error {
	fi, err := f.Stat()
	if err != nil || fi.Size() == 0 {
		return nil
	}
	size := fi.Size()
	first := make([]byte, 4096)
	n, err := f.ReadAt(first, 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil
	}
	m0, ok0 := parseMeta(first[:n])
	// bbolt takes the page size from the first meta page, else from the
	// second one found at a power-of-two offset.
	var metas []meta
	if ok0 {
		metas = append(metas, m0)
	}
	for ps := int64(1024); ps <= 64<<10; ps *= 2 {
		if ok0 && ps != int64(m0.pageSize) {
			continue
		}
		buf := make([]byte, pageHeader+metaSize)
		if n, _ := f.ReadAt(buf, ps); n < len(buf) {
			break
		}
		if m1, ok := parseMeta(buf); ok && int64(m1.pageSize) == ps {
			metas = append(metas, m1)
			break
		}
	}
	for _, m := range metas {
		ps := int64(m.pageSize)
		if ps < 512 || ps > 1<<20 {
			return fmt.Errorf("%w (page size %d)", errShortFile, ps)
		}
		pages := uint64(size / ps)
		if m.pgid > pages || m.root >= m.pgid || m.root < 2 {
			return fmt.Errorf("%w (%d bytes hold %d pages; the meta page says %d, root %d)", errShortFile, size, pages, m.pgid, m.root)
		}
		if m.freelist == noFreelist {
			continue
		}
		if m.freelist < 2 || m.freelist >= m.pgid {
			return fmt.Errorf("%w (freelist page %d of %d)", errShortFile, m.freelist, m.pgid)
		}
		hdr := make([]byte, pageHeader+8)
		if n, _ := f.ReadAt(hdr, int64(m.freelist)*ps); n < len(hdr) {
			return fmt.Errorf("%w (freelist page %d)", errShortFile, m.freelist)
		}
		overflow := uint64(binary.NativeEndian.Uint32(hdr[12:]))
		if m.freelist+overflow >= m.pgid {
			return fmt.Errorf("%w (freelist page %d runs %d pages past the last page %d)", errShortFile, m.freelist, overflow, m.pgid-1)
		}
		// The page ids the freelist holds must fit in its pages: a count
		// of 0xFFFF means the real count is the first element.
		count := uint64(binary.NativeEndian.Uint16(hdr[10:]))
		if count == 0xFFFF {
			count = binary.NativeEndian.Uint64(hdr[pageHeader:]) + 1
		}
		if count > (overflow+1)*uint64(ps)/8 || pageHeader+count*8 > (overflow+1)*uint64(ps) {
			return fmt.Errorf("%w (freelist page %d claims %d entries)", errShortFile, m.freelist, count)
		}
	}
	return nil
}
