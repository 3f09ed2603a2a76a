package state

import (
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"strconv"
	"strings"
)

// bbolt trusts every page of the file it maps: a branch page that points at
// itself recurses until the stack overflows, a garbled element offset makes
// it write into the Go heap, and a huge overflow count walks billions of
// page ids. Those are fatal runtime errors, which no recover catches. So a
// state file is opened only when it is the file hooktool last wrote: after
// every writer's transactions, the file's size and CRC-32 go into the
// writers' lock file beside it, and Open compares them (under the lock)
// before bbolt reads a page. Anything else (damage on disk, a file cut
// short, one an older hooktool or another program wrote) is moved aside.
//
// The sum lives in the lock file because every writer opens that file
// anyway: recording it costs one pwrite, not another file. Before its first
// commit a writer marks the record pending; a writer killed between commit
// and record (a SIGKILL, a hook ended by its budget) leaves it pending, and
// the next Open walks the file instead (walk.go), as it does a file an
// older hooktool wrote with no record at all. The walk is bounded and never
// lets bbolt near the pages, but costs more, so it is the exception.

// sumMagic starts the lock file's one line: "hooktool-sum 2 SIZE CRC\n",
// or "hooktool-sum 2 pending\n" while a writer commits. Version 1 held a
// CRC-32C; a version 1 record reads as no record, so that file is walked
// once rather than moved aside.
const sumMagic = "hooktool-sum 2 "

// sumLen is the fixed length of the record, so that a new record always
// overwrites the old one whole.
const sumLen = 64

// The sum is CRC-32 (IEEE), not CRC-32C: both run in hardware on amd64
// and arm64, but Go builds CRC-32C's hardware tables with about 0.4 ms of
// work in every process that uses it, and every hook call does. IEEE's
// setup is a small table.
// fileSum is what the lock file records about the state file.
type fileSum struct {
	size int64
	crc  uint32
	ok   bool // a record of the last write was found (not pending)
}

// pendingRecord marks a commit in progress.
const pendingRecord = "pending"

func (s fileSum) String() string {
	if !s.ok {
		return "none"
	}
	return fmt.Sprintf("%d bytes, crc32 %08x", s.size, s.crc)
}

// readSum reads the record from the lock file; ok is false when there is
// none (a new lock file, or one an older hooktool left empty).
func readSum(lock *os.File) fileSum {
	var b [sumLen]byte
	n, _ := lock.ReadAt(b[:], 0)
	line, _, _ := strings.Cut(string(b[:n]), "\n")
	rest, found := strings.CutPrefix(line, sumMagic)
	if !found {
		return fileSum{}
	}
	f := strings.Fields(rest)
	if len(f) != 2 { // "pending", or damage
		return fileSum{}
	}
	size, err1 := strconv.ParseInt(f[0], 10, 64)
	crc, err2 := strconv.ParseUint(f[1], 16, 32)
	if err1 != nil || err2 != nil || size < 0 {
		return fileSum{}
	}
	return fileSum{size: size, crc: uint32(crc), ok: true}
}

// writeSum records s in the lock file, padded to sumLen; a zero s is
// pendingRecord.
func writeSum(lock *os.File, s fileSum) error {
	line := sumMagic + pendingRecord
	if s.ok {
		line = sumMagic + strconv.FormatInt(s.size, 10) + " " + strconv.FormatUint(uint64(s.crc), 16)
	}
	b := []byte(line + strings.Repeat(" ", sumLen-1-len(line)) + "\n")
	_, err := lock.WriteAt(b, 0)
	return err
}

// sumFile computes the size and CRC-32 of the open file.
func sumFile(f *os.File) (fileSum, error) {
	fi, err := f.Stat()
	if err != nil {
		return fileSum{}, err
	}
	return sumOf(f, fi.Size())
}

// sumOf is the CRC-32 of the file's first size bytes, read with pread
// through one small buffer. A mapping would copy nothing, but mapping and
// unmapping it (a TLB flush on every processor the process ran on) and
// faulting in its pages cost more than copying a state file of a few
// hundred KiB through a buffer of two pages, and it runs twice a hook call.
func sumOf(f *os.File, size int64) (fileSum, error) {
	return sumReader(f, size)
}

// sumBuf is the read size: small enough to be a couple of pages to fault
// in, large enough that a state file of a few hundred KiB is a few dozen
// reads.
const sumBuf = 8 << 10

func sumReader(f io.ReaderAt, size int64) (fileSum, error) {
	var crc uint32
	var buf [sumBuf]byte
	for off := int64(0); off < size; {
		n, err := f.ReadAt(buf[:min(int64(len(buf)), size-off)], off)
		crc = crc32.Update(crc, crc32.IEEETable, buf[:n])
		off += int64(n)
		if err != nil {
			if errors.Is(err, io.EOF) && off == size {
				break
			}
			return fileSum{}, err
		}
	}
	return fileSum{size: size, crc: crc, ok: true}, nil
}

// errUntrusted marks a file that is not the one hooktool last wrote.
var errUntrusted = errors.New("not the file hooktool last wrote")

// checkSum compares the file with the recorded sum, or walks it when there
// is none. An empty file is a new database (bbolt writes its first pages).
func checkSum(f *os.File, want fileSum) error {
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	if fi.Size() == 0 {
		return nil
	}
	if !want.ok {
		return walkFile(f)
	}
	if fi.Size() != want.size {
		return fmt.Errorf("%w: %d bytes, the last write left %d", errUntrusted, fi.Size(), want.size)
	}
	got, err := sumOf(f, fi.Size())
	if err != nil {
		return err
	}
	if got.crc != want.crc {
		return fmt.Errorf("%w: its checksum changed (%08x, the last write left %08x)", errUntrusted, got.crc, want.crc)
	}
	return nil
}
