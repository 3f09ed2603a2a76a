package tripwire

import "golang.org/x/sys/unix"

// born is a file's birth time in ns, or 0 where the file system does not
// keep one: statx's btime, which no write or utime moves.
func born(p string) int64 {
	var st unix.Statx_t
	if err := unix.Statx(unix.AT_FDCWD, p, unix.AT_SYMLINK_NOFOLLOW, unix.STATX_BTIME, &st); err != nil || st.Mask&unix.STATX_BTIME == 0 {
		return 0
	}
	return st.Btime.Sec*1e9 + int64(st.Btime.Nsec)
}
