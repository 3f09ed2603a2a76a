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

// Reading the whole file twice a call (to check it, then to record the new
// sum) grew with the file: 256 KiB after a day's calls, megabytes on a busy
// one, and every hook paid it. So on Linux the record names the file rather
// than summing it: its size, device, inode, change and modification times
// as stat gives them right after hooktool's commit, and when the boot they
// belong to started. Nothing can write the file in place, truncate it, or
// rename another over it without moving its change time, which the kernel
// sets and no program can set back (since Linux 6.13 even within a clock
// tick, once stat has read it, as Close just did). A different boot means
// the page cache is gone: an OS crash with NoSync can leave pages on disk
// that the meta page does not match, so after a reboot the record is not
// trusted and the file is walked once. The record is a check against
// accidents, not against the agent: the lock file is the user's, like the
// state file, and a program that can write one can write the other. Where
// the system cannot say when it booted (not Linux), the record keeps the
// CRC-32.

// sumMagic starts the lock file's one line: "hooktool-sum 2 SIZE CRC\n",
// or "hooktool-sum 2 pending\n" while a writer commits. Version 1 held a
// CRC-32C; a version 1 record reads as no record, so that file is walked
// once rather than moved aside. idMagic starts the record that names the
// file instead: "hooktool-id 1 SIZE DEV-INO-CTIME-MTIME boot START\n".
const (
	sumMagic = "hooktool-sum 2 "
	idMagic  = "hooktool-id 1 "
)

// sumLen is the fixed length of the record, so that a new record always
// overwrites the old one whole. A version 2 record was 64 bytes: the
// longer one covers it.
const sumLen = 192

// The sum is CRC-32 (IEEE), not CRC-32C: both run in hardware on amd64
// and arm64, but Go builds CRC-32C's hardware tables with about 0.4 ms of
// work in every process that uses it, and every hook call does. IEEE's
// setup is a small table.
// fileSum is what the lock file records about the state file.
type fileSum struct {
	size int64
	crc  uint32
	// id, when set, names the file instead of crc (fileID): the record
	// is the file's stat, not a sum of its bytes.
	id string
	ok bool // a record of the last write was found (not pending)
}

// pendingRecord marks a commit in progress.
const pendingRecord = "pending"

func (s fileSum) String() string {
	if !s.ok {
		return "none"
	}
	if s.id != "" {
		return fmt.Sprintf("%d bytes, file %s", s.size, s.id)
	}
	return fmt.Sprintf("%d bytes, crc32 %08x", s.size, s.crc)
}

// readSum reads the record from the lock file; ok is false when there is
// none (a new lock file, or one an older hooktool left empty).
func readSum(lock *os.File) fileSum {
	var b [sumLen]byte
	n, _ := lock.ReadAt(b[:], 0)
	line, _, _ := strings.Cut(string(b[:n]), "\n")
	if rest, found := strings.CutPrefix(line, idMagic); found {
		size, id, _ := strings.Cut(strings.TrimRight(rest, " "), " ")
		n, err := strconv.ParseInt(size, 10, 64)
		if err != nil || n < 0 || id == "" {
			return fileSum{}
		}
		return fileSum{size: n, id: id, ok: true}
	}
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
	switch {
	case s.ok && s.id != "":
		line = idMagic + strconv.FormatInt(s.size, 10) + " " + s.id
	case s.ok:
		line = sumMagic + strconv.FormatInt(s.size, 10) + " " + strconv.FormatUint(uint64(s.crc), 16)
	}
	if len(line) >= sumLen {
		line = sumMagic + pendingRecord // cannot happen: the fields are bounded
	}
	b := []byte(line + strings.Repeat(" ", sumLen-1-len(line)) + "\n")
	_, err := lock.WriteAt(b, 0)
	return err
}

// sumFile is the record of the open file as it is now: its identity where
// the system gives one (fileID), else its size and CRC-32.
func sumFile(f *os.File) (fileSum, error) {
	fi, err := f.Stat()
	if err != nil {
		return fileSum{}, err
	}
	if id := fileID(fi); id != "" {
		return fileSum{size: fi.Size(), id: id, ok: true}, nil
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
	if want.id != "" {
		if sameFile(want.id, fi) {
			return nil
		}
		// Touched since (or another boot): nothing to compare the bytes
		// with, so they are walked, as for a file with no record.
		return walkFile(f)
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
