package state

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
)

// walkFile is the check for a file whose checksum cannot vouch for it: the
// last writer was killed between its commit and recording the new sum (a
// hook ended by its budget, a SIGKILL), or an older hooktool wrote it and
// recorded none. It reads the whole file into memory and walks, with plain
// bounds-checked reads, everything bbolt will trust: the newest valid meta
// page, the freelist, and every bucket's tree, inline buckets included.
// Every page is visited at most once (a cycle or a page shared by two
// parents is damage), recursion is bounded, and every count, offset and
// overflow must lie inside its page and the file. It never touches bbolt,
// so no damage can make it fault; its cost grows with the file, which is
// why the checksum does the common case.
func walkFile(f *os.File) error {
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if fi.Size() > maxWalk {
		return fmt.Errorf("%w: %d bytes is past the %d MiB a state file may have", errUntrusted, fi.Size(), maxWalk>>20)
	}
	data := make([]byte, fi.Size())
	if n, err := f.ReadAt(data, 0); n != len(data) {
		return fmt.Errorf("reading the state file: %w", err)
	}
	w, err := newWalker(data)
	if err != nil {
		return err
	}
	return w.walk()
}

// maxWalk bounds the file a walk reads into memory. State is TTL'd records
// of the last minutes of runs; a file this size is not one hooktool grew.
const maxWalk = 256 << 20

const (
	branchPage   = 0x01
	leafPage     = 0x02
	freelistPage = 0x10
	bucketLeaf   = 0x01 // a leaf element that is a sub-bucket
	elemSize     = 16   // branch and leaf elements alike
	bucketHeader = 16   // root pgid, sequence
	maxTreeDepth = 64
)

// errBadTree is errUntrusted with its reason. It is a value of its own
// type rather than a package-level fmt.Errorf, which would run fmt's
// formatting in the start-up of every hook process.
var errBadTree error = badTree{}

type badTree struct{}

func (badTree) Error() string { return errUntrusted.Error() + ": its page structure is damaged" }
func (badTree) Unwrap() error { return errUntrusted }

type walker struct {
	data  []byte
	ps    uint64
	pgid  uint64 // the high-water mark: pages [0, pgid) exist
	root  uint64
	free  uint64
	seen  map[uint64]bool
	steps int
}

func newWalker(data []byte) (*walker, error) {
	m0, ok0 := parseMeta(data)
	var m1 meta
	ok1 := false
	if ok0 && uint64(len(data)) >= 2*uint64(m0.pageSize) {
		m1, ok1 = parseMeta(data[m0.pageSize:])
	}
	txid := func(at uint64) uint64 { return binary.NativeEndian.Uint64(data[at+pageHeader+48:]) }
	var m meta
	switch {
	case ok0 && ok1 && m1.pageSize == m0.pageSize && txid(uint64(m0.pageSize)) > txid(0):
		m = m1
	case ok0:
		m = m0
	default:
		return nil, fmt.Errorf("%w: no valid meta page", errBadTree)
	}
	w := &walker{data: data, ps: uint64(m.pageSize), pgid: m.pgid, root: m.root, free: m.freelist, seen: map[uint64]bool{0: true, 1: true}}
	if w.ps < 512 || w.ps > 1<<20 || w.pgid > uint64(len(data))/w.ps {
		return nil, fmt.Errorf("%w: meta page (page size %d, %d pages) does not fit %d bytes", errBadTree, w.ps, w.pgid, len(data))
	}
	return w, nil
}

func (w *walker) walk() error {
	if w.free != noFreelist {
		if err := w.freelist(); err != nil {
			return err
		}
	}
	return w.tree(w.root, 0)
}

// page returns the bytes of page id with its overflow pages, after checking
// that they exist and were not met before.
func (w *walker) page(id uint64, want uint16) ([]byte, error) {
	if id < 2 || id >= w.pgid {
		return nil, fmt.Errorf("%w: page %d is outside the %d pages", errBadTree, id, w.pgid)
	}
	at := id * w.ps
	hdr := w.data[at : at+pageHeader]
	if binary.NativeEndian.Uint64(hdr) != id {
		return nil, fmt.Errorf("%w: page %d says it is page %d", errBadTree, id, binary.NativeEndian.Uint64(hdr))
	}
	if flags := binary.NativeEndian.Uint16(hdr[8:]); flags&want == 0 || flags&^(branchPage|leafPage|freelistPage) != 0 || (flags&branchPage != 0 && flags&leafPage != 0) {
		return nil, fmt.Errorf("%w: page %d has flags %#x", errBadTree, id, flags)
	}
	over := uint64(binary.NativeEndian.Uint32(hdr[12:]))
	if over >= w.pgid-id {
		return nil, fmt.Errorf("%w: page %d claims %d overflow pages", errBadTree, id, over)
	}
	for i := id; i <= id+over; i++ {
		if w.seen[i] {
			return nil, fmt.Errorf("%w: page %d is reached twice", errBadTree, i)
		}
		w.seen[i] = true
	}
	return w.data[at : at+(over+1)*w.ps], nil
}

func (w *walker) freelist() error {
	p, err := w.page(w.free, freelistPage)
	if err != nil {
		return err
	}
	n, start := uint64(binary.NativeEndian.Uint16(p[10:])), uint64(pageHeader)
	if n == 0xFFFF {
		n, start = binary.NativeEndian.Uint64(p[pageHeader:]), pageHeader+8
	}
	if n > (uint64(len(p))-start)/8 {
		return fmt.Errorf("%w: the freelist claims %d entries", errBadTree, n)
	}
	for i := range n {
		id := binary.NativeEndian.Uint64(p[start+8*i:])
		if id < 2 || id >= w.pgid || w.seen[id] {
			return fmt.Errorf("%w: the freelist holds page %d", errBadTree, id)
		}
		w.seen[id] = true
	}
	return nil
}

// tree checks the bucket tree at page id.
func (w *walker) tree(id uint64, depth int) error {
	if depth > maxTreeDepth {
		return fmt.Errorf("%w: buckets nest deeper than %d", errBadTree, maxTreeDepth)
	}
	p, err := w.page(id, branchPage|leafPage)
	if err != nil {
		return err
	}
	return w.node(p, depth)
}

// node checks one branch or leaf page (p, with its overflow, or an inline
// bucket's page) and what it points at.
func (w *walker) node(p []byte, depth int) error {
	if w.steps++; w.steps > 1<<24 {
		return errors.New("state file walk: too many elements")
	}
	if len(p) < pageHeader {
		return fmt.Errorf("%w: a page shorter than its header", errBadTree)
	}
	flags := binary.NativeEndian.Uint16(p[8:])
	count := uint64(binary.NativeEndian.Uint16(p[10:]))
	size := uint64(len(p))
	if pageHeader+count*elemSize > size {
		return fmt.Errorf("%w: a page claims %d elements", errBadTree, count)
	}
	switch {
	case flags&branchPage != 0:
		if count == 0 {
			return fmt.Errorf("%w: an empty branch page", errBadTree)
		}
		for i := range count {
			at := pageHeader + i*elemSize
			e := p[at:]
			pos, ks := uint64(binary.NativeEndian.Uint32(e)), uint64(binary.NativeEndian.Uint32(e[4:]))
			if at+pos+ks > size {
				return fmt.Errorf("%w: a branch key lies outside its page", errBadTree)
			}
			if err := w.tree(binary.NativeEndian.Uint64(e[8:]), depth+1); err != nil {
				return err
			}
		}
	case flags&leafPage != 0:
		for i := range count {
			at := pageHeader + i*elemSize
			e := p[at:]
			eflags := binary.NativeEndian.Uint32(e)
			pos, ks, vs := uint64(binary.NativeEndian.Uint32(e[4:])), uint64(binary.NativeEndian.Uint32(e[8:])), uint64(binary.NativeEndian.Uint32(e[12:]))
			if at+pos+ks+vs > size {
				return fmt.Errorf("%w: a leaf record lies outside its page", errBadTree)
			}
			if eflags&bucketLeaf == 0 {
				continue
			}
			v := p[at+pos+ks : at+pos+ks+vs]
			if len(v) < bucketHeader {
				return fmt.Errorf("%w: a bucket record is too short", errBadTree)
			}
			if root := binary.NativeEndian.Uint64(v); root != 0 {
				if err := w.tree(root, depth+1); err != nil {
					return err
				}
				continue
			}
			// An inline bucket: its page follows the header.
			inline := v[bucketHeader:]
			if len(inline) < pageHeader || binary.NativeEndian.Uint16(inline[8:])&leafPage == 0 {
				return fmt.Errorf("%w: an inline bucket is not a leaf", errBadTree)
			}
			if depth+1 > maxTreeDepth {
				return fmt.Errorf("%w: buckets nest deeper than %d", errBadTree, maxTreeDepth)
			}
			if err := w.node(inline, depth+1); err != nil {
				return err
			}
		}
	default:
		return fmt.Errorf("%w: a tree page has flags %#x", errBadTree, flags)
	}
	return nil
}
