package state

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// fileID names the file fi describes, on this boot: device, inode, change
// and modification times in nanoseconds, then the boot's start. It is ""
// when the system cannot say, and the record then keeps the CRC-32.
func fileID(fi os.FileInfo) string {
	st, ok := fi.Sys().(*syscall.Stat_t)
	boot, bok := bootStart()
	if !ok || !bok {
		return ""
	}
	var b []byte
	b = strconv.AppendUint(b, uint64(st.Dev), 10)
	b = append(b, '-')
	b = strconv.AppendUint(b, st.Ino, 10)
	b = append(b, '-')
	b = strconv.AppendInt(b, st.Ctim.Nano(), 10)
	b = append(b, '-')
	b = strconv.AppendInt(b, st.Mtim.Nano(), 10)
	b = append(b, " boot "...)
	return string(strconv.AppendInt(b, boot, 10))
}

// sameFile reports whether id, read from a record, names the file fi
// describes on this boot. The boot's start is the wall clock less the time
// since boot, in seconds: it stays put while the machine runs (the two
// clocks are slewed alike), and a step of the wall clock only makes the
// file walked once. Two boots cannot start within a second of each other.
func sameFile(id string, fi os.FileInfo) bool {
	got := fileID(fi)
	file, boot, ok := cutBoot(got)
	wantFile, wantBoot, wok := cutBoot(id)
	if !ok || !wok || file != wantFile {
		return false
	}
	return boot-wantBoot <= 1 && wantBoot-boot <= 1
}

// cutBoot splits an id into the file's part and the boot's start.
func cutBoot(id string) (file string, boot int64, ok bool) {
	file, b, found := strings.Cut(id, " boot ")
	if !found {
		return "", 0, false
	}
	boot, err := strconv.ParseInt(b, 10, 64)
	return file, boot, err == nil
}

// bootStart is when this boot began, in Unix seconds: one clock read, where
// reading /proc's boot ID took a file open on every hook call.
func bootStart() (int64, bool) {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_BOOTTIME, &ts); err != nil {
		return 0, false
	}
	return (time.Now().UnixNano() - ts.Nano()) / 1e9, true
}
