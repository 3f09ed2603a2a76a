// Package state is hooktool's memory between hook processes: one bbolt file
// of named buckets whose records each carry an expiry. It knows nothing of
// events; callers choose buckets and keys.
//
// Many hook processes open the file at once (Claude Code runs parallel tool
// calls' hooks concurrently), and bbolt holds an exclusive file lock while a
// writer has it open. So every Open has a lock timeout, transactions are
// short, and callers close before they write their answer. A file that is
// not a bbolt database is moved aside and recreated: state is a cache of
// recent runs, and losing it is better than blocking the agent.
package state

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// ErrLocked means another process held the state file longer than the lock
// timeout. Hooks answer without state rather than wait.
var ErrLocked = errors.New("state file is locked by another process")

// ErrEmpty is a read-only open of a state file with nothing in it yet (a
// hook created it and was stopped before its first write). There is
// nothing to show; the next hook starts it.
var ErrEmpty = errors.New("state file is empty: no hook has finished writing it yet")

// ErrUnsafeFolder is a state folder another user owns or others can write
// to: they could plant the file hooktool reads, or read what it records.
var ErrUnsafeFolder = errors.New("unsafe state folder")

// NotRegularError is a state file or lock file that is something else
// than a regular file (a FIFO, a folder, a device put in its place): it
// is refused, never read or written through, and never moved aside (it
// is not a damaged state file but a planted one, for the user to see).
type NotRegularError struct {
	Path string
	Kind string // "a FIFO", "a folder", ...
}

func (e *NotRegularError) Error() string {
	return e.Path + " is not a regular file (it is " + e.Kind + ")"
}

// Options tune Open.
type Options struct {
	// LockTimeout bounds the wait for the file lock. Zero means the default
	// (800 ms); bbolt's own zero (wait forever) is never used.
	LockTimeout time.Duration
	// ReadOnly opens with a shared lock, for commands that only look.
	ReadOnly bool
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// DefaultLockTimeout keeps a hook within Claude Code's patience and well
// under the 1.5 s SessionEnd budget, while 64 concurrent writers (each
// holding the lock for a millisecond or two) still all get in.
const DefaultLockTimeout = 800 * time.Millisecond

// KeepQuarantined is how many moved-aside files are kept for a look; older
// ones are deleted, so a file that keeps failing (a disk full, a small
// ulimit -f) cannot fill the folder.
const KeepQuarantined = 3

// DB is an open state file.
type DB struct {
	bolt *bolt.DB
	path string
	now  func() time.Time
	// lock is the lock file, held until Close: exclusive for writers,
	// shared for readers. It also records the state file's checksum
	// (sum.go). nil where flock is missing.
	lock *os.File
	file *os.File // bbolt's descriptor of the state file, for the checksum
	// Quarantined is the path the previous, unusable file was moved to by
	// Open (or by Close, after a transaction found it damaged), or "" when
	// nothing was moved.
	Quarantined string
	damaged     bool // a transaction faulted or panicked on the file
	wrote       bool // the file changed: Close records its new checksum
	pending     bool // the lock file says a commit is in progress
	readOnly    bool
	mem         *memStore // Memory: no file at all
}

// Open opens (creating if needed) the state file at path. A file that is
// not the one hooktool last wrote (sum.go), or that bbolt cannot read as a
// database, is renamed to PATH.corrupt-<time> and a fresh one is created; a
// lock held past the timeout returns ErrLocked; a folder that is not the
// user's own and private returns ErrUnsafeFolder.
func Open(path string, o Options) (db *DB, err error) {
	if o.LockTimeout <= 0 {
		o.LockTimeout = DefaultLockTimeout
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	// The folder is checked before anything in it is opened: in a folder
	// someone else controls, even the lock file could be their symlink.
	if err := ownFolder(filepath.Dir(path), !o.ReadOnly); err != nil {
		return nil, err
	}
	start := time.Now()
	lock, err := takeLock(path, o.LockTimeout, !o.ReadOnly)
	if err != nil && !(o.ReadOnly && errors.Is(err, fs.ErrNotExist)) {
		if errors.Is(err, ErrLocked) {
			return nil, fmt.Errorf("%w (waited %v): %s", ErrLocked, o.LockTimeout, path)
		}
		return nil, fmt.Errorf("state lock: %w", err)
	}
	// bbolt's own lock (held by a process that is not hooktool) gets what
	// is left of the wait, and at least one try.
	o.LockTimeout = max(o.LockTimeout-time.Since(start), time.Millisecond)
	defer func() {
		if err != nil && lock != nil {
			lock.Close()
		}
	}()
	// Where flock is missing there is no lock file and so no checksum:
	// only the page checks apply.
	check := lock != nil || (o.ReadOnly && lockSupported)
	var want fileSum
	if lock != nil {
		want = readSum(lock)
	}
	// Bounded retries: a hook that lost a race with another one quarantining
	// the same damaged file tries again on the file that replaced it. Writers
	// holding the writers' lock cannot race each other, so only an open
	// without it (where flock is missing) needs to compare the file before
	// and after.
	for attempt := 0; ; attempt++ {
		var before os.FileInfo
		if lock == nil {
			before, _ = os.Stat(path)
		}
		db := &DB{path: path, now: o.Now, lock: lock, readOnly: o.ReadOnly}
		db.bolt, err = db.openBolt(o, want, check)
		if err == nil {
			return db, nil
		}
		if errors.Is(err, ErrLocked) || o.ReadOnly || !isCorrupt(err) || attempt == 2 {
			return nil, err
		}
		if lock == nil {
			if after, serr := os.Stat(path); serr != nil || before == nil || !os.SameFile(before, after) {
				continue // someone else moved it already
			}
		}
		moved, qerr := quarantine(path, o.Now())
		if errors.Is(qerr, fs.ErrNotExist) {
			continue
		}
		if qerr != nil {
			return nil, fmt.Errorf("state file %s is unusable (%v) and could not be moved aside: %w", path, err, qerr)
		}
		db.bolt, err = db.openBolt(o, want, check)
		if err != nil {
			return nil, err
		}
		db.Quarantined = moved
		return db, nil
	}
}

// openBolt opens with a lock timeout and turns bbolt's panics on damaged
// files into errors.
func (d *DB) openBolt(o Options, want fileSum, check bool) (b *bolt.DB, err error) {
	// A fault on the mapping (a page the checks below missed) becomes a
	// panic, recovered here, instead of a SIGBUS that kills the hook.
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			b, err = nil, &corruptError{fmt.Errorf("%v", r)}
		}
	}()
	path := d.path
	// NoSync: no fsync per commit, which would otherwise be most of a hook's
	// cost. A killed hook cannot damage the file (bbolt writes data pages
	// before the meta page that points at them, and the kernel keeps both);
	// an OS crash may lose the last commits or leave a file Open then
	// quarantines. For a cache of the last minutes of runs that is the
	// right trade.
	//
	// The freelist is written with each commit (one more page, no fsync).
	// Without it (NoFreelistSync) every Open rebuilds the list by walking
	// and checking the whole tree, on a goroutine: a cost that grows with
	// the file and is paid by every hook call.
	//
	// No statistics (nothing reads them), and the file opened without the
	// network poller's failed attempt (openPlain), checked before bbolt
	// reads a page of it.
	b, err = bolt.Open(path, 0o600, &bolt.Options{
		Timeout:      o.LockTimeout,
		ReadOnly:     o.ReadOnly,
		NoSync:       true,
		NoStatistics: true,
		OpenFile: func(name string, flag int, perm os.FileMode) (*os.File, error) {
			f, err := openPlain(name, flag, perm)
			if err != nil {
				return nil, err
			}
			fi, err := f.Stat()
			if err != nil {
				f.Close()
				return nil, err
			}
			if fi.Size() == 0 {
				if o.ReadOnly {
					// bbolt would try to write the first pages through a
					// read-only descriptor ("bad file descriptor").
					f.Close()
					return nil, ErrEmpty
				}
				// bbolt writes the first pages now; until Close records
				// their sum, whatever the lock file held is stale.
				d.wrote = true
				if d.lock != nil {
					if err := writeSum(d.lock, fileSum{}); err != nil {
						f.Close()
						return nil, fmt.Errorf("state lock file: %w", err)
					}
					d.pending = true
				}
			}
			if err := preflight(f, want, check); err != nil {
				f.Close()
				return nil, &corruptError{err}
			}
			d.file = f
			return f, nil
		},
	})
	switch {
	case err == nil:
		return b, nil
	case isCorrupt(err), errors.Is(err, ErrEmpty):
		return nil, err
	case errors.Is(err, berrors.ErrTimeout):
		return nil, fmt.Errorf("%w (waited %v): %s", ErrLocked, o.LockTimeout, path)
	case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrVersionMismatch),
		errors.Is(err, berrors.ErrChecksum), errors.Is(err, berrors.ErrInvalidMapping):
		return nil, &corruptError{err}
	}
	// bbolt reports a short or garbage file with plain errors from its
	// meta-page checks ("file size too small", "invalid database").
	if fi, serr := os.Stat(path); serr == nil && fi.Mode().IsRegular() && looksDamaged(err) {
		return nil, &corruptError{err}
	}
	return nil, fmt.Errorf("state file %s: %w", path, err)
}

// preflight runs before bbolt reads a page: the checksum, then the page
// bounds. Tests turn it off to show the fault net alone.
var preflight = func(f *os.File, want fileSum, check bool) error {
	if check {
		if err := checkSum(f, want); err != nil {
			return err
		}
	}
	return checkPages(f)
}

type corruptError struct{ err error }

func (e *corruptError) Error() string { return "corrupt state file: " + e.err.Error() }
func (e *corruptError) Unwrap() error { return e.err }

// IsCorrupt reports an error about a damaged or untrusted state file, which
// a writer's Open moves aside.
func IsCorrupt(err error) bool { return isCorrupt(err) }

func isCorrupt(err error) bool {
	var c *corruptError
	return errors.As(err, &c)
}

func looksDamaged(err error) bool {
	s := err.Error()
	for _, w := range []string{"invalid", "too small", "checksum", "version mismatch", "mmap", "unexpected EOF", "page"} {
		if bytes.Contains([]byte(s), []byte(w)) {
			return true
		}
	}
	return false
}

// quarantine renames a damaged file out of the way, keeping it for a look:
// private (it may hold what the user's commands carried) and only the
// newest KeepQuarantined of them.
func quarantine(path string, now time.Time) (string, error) {
	dst := path + ".corrupt-" + now.UTC().Format("20060102T150405.000000000Z")
	if err := os.Rename(path, dst); err != nil {
		return "", err
	}
	_ = os.Chmod(dst, 0o600)
	pruneQuarantined(path)
	return dst, nil
}

// pruneQuarantined deletes all but the newest KeepQuarantined moved-aside
// files. Their names sort by time.
func pruneQuarantined(path string) {
	old, err := filepath.Glob(globEscape(path) + ".corrupt-*")
	if err != nil || len(old) <= KeepQuarantined {
		return
	}
	slices.Sort(old)
	for _, p := range old[:len(old)-KeepQuarantined] {
		_ = os.Remove(p)
	}
}

// globEscape quotes the glob metacharacters of a literal path.
func globEscape(p string) string {
	var b strings.Builder
	for _, r := range p {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Path is the file's path.
func (d *DB) Path() string { return d.path }

// Close releases the file lock. A writer that changed the file records its
// checksum first, while it still holds the lock, so the next Open trusts
// it. A writer whose transaction found the file damaged moves it aside
// instead, so the next hook starts a new one instead of failing on it again.
func (d *DB) Close() error {
	if d.mem != nil {
		return nil
	}
	if d.wrote && !d.damaged && !d.readOnly && d.lock != nil && d.file != nil {
		if s, err := sumFile(d.file); err == nil {
			_ = writeSum(d.lock, s)
		}
	}
	err := d.closeBolt()
	if d.damaged && d.lock != nil && !d.readOnly {
		if moved, qerr := quarantine(d.path, d.now()); qerr == nil {
			d.Quarantined = moved
		}
	}
	if d.lock != nil {
		d.lock.Close()
	}
	return err
}

// closeBolt closes bbolt, which on a damaged file may itself fault.
func (d *DB) closeBolt() (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer recoverTx(&err)
	return d.bolt.Close()
}

// Update runs fn in a read-write transaction. A panic inside bbolt (a damaged
// page) or a fault on its mapping comes back as an error rather than
// killing the hook.
func (d *DB) Update(fn func(*Tx) error) (err error) {
	if d.mem != nil {
		return fn(&Tx{mem: d.mem, now: d.now(), writable: true})
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer d.recoverTx(&err)
	d.wrote = true
	if d.lock != nil && !d.pending {
		if err := writeSum(d.lock, fileSum{}); err != nil {
			return fmt.Errorf("state lock file: %w", err)
		}
		d.pending = true
	}
	return d.bolt.Update(func(tx *bolt.Tx) error { return fn(&Tx{tx: tx, now: d.now()}) })
}

// View runs fn in a read-only transaction.
func (d *DB) View(fn func(*Tx) error) (err error) {
	if d.mem != nil {
		return fn(&Tx{mem: d.mem, now: d.now()})
	}
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer d.recoverTx(&err)
	return d.bolt.View(func(tx *bolt.Tx) error { return fn(&Tx{tx: tx, now: d.now()}) })
}

func recoverTx(err *error) {
	if r := recover(); r != nil {
		*err = &corruptError{fmt.Errorf("%v", r)}
	}
}

// recoverTx is recoverTx that also marks the file damaged.
func (d *DB) recoverTx(err *error) {
	if r := recover(); r != nil {
		d.damaged = true
		*err = &corruptError{fmt.Errorf("%v", r)}
	}
}

// Sweep deletes every expired record in every bucket and returns how many.
func (d *DB) Sweep() (n int, err error) {
	err = d.Update(func(tx *Tx) error {
		var e error
		n, e = tx.Sweep()
		return e
	})
	return n, err
}

// Size is the file size in bytes.
func (d *DB) Size() int64 {
	fi, err := os.Stat(d.path)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// Tx is one transaction. Values it returns are copies, safe after the
// transaction ends.
type Tx struct {
	tx  *bolt.Tx
	now time.Time
	// mem is a Memory state's records, used instead of tx.
	mem      *memStore
	writable bool
}

// Now is the transaction's clock reading.
func (t *Tx) Now() time.Time { return t.now }

// record layout: 8 bytes big-endian expiry (unix nanoseconds, 0 = never), then the value.
func encode(val []byte, exp time.Time) []byte {
	out := make([]byte, 8+len(val))
	if !exp.IsZero() {
		binary.BigEndian.PutUint64(out, uint64(exp.UnixNano()))
	}
	copy(out[8:], val)
	return out
}

func decode(raw []byte) (val []byte, exp time.Time, ok bool) {
	if len(raw) < 8 {
		return nil, time.Time{}, false
	}
	if n := binary.BigEndian.Uint64(raw); n != 0 {
		exp = time.Unix(0, int64(n))
	}
	return raw[8:], exp, true
}

func (t *Tx) live(exp time.Time) bool { return exp.IsZero() || exp.After(t.now) }

// Get returns a live record's value.
func (t *Tx) Get(bucket, key string) ([]byte, bool) {
	if t.mem != nil {
		val, exp, ok := decode(t.mem.get(bucket, key))
		if !ok || !t.live(exp) {
			return nil, false
		}
		return bytes.Clone(val), true
	}
	b := t.tx.Bucket([]byte(bucket))
	if b == nil {
		return nil, false
	}
	val, exp, ok := decode(b.Get([]byte(key)))
	if !ok || !t.live(exp) {
		return nil, false
	}
	return bytes.Clone(val), true
}

// Put stores val under key with a time to live; ttl <= 0 never expires.
func (t *Tx) Put(bucket, key string, val []byte, ttl time.Duration) error {
	if (t.mem != nil && !t.writable) || (t.mem == nil && !t.tx.Writable()) {
		return errors.New("state: write in a read-only transaction")
	}
	var exp time.Time
	if ttl > 0 {
		exp = t.now.Add(ttl)
	}
	if t.mem != nil {
		t.mem.put(bucket, key, encode(val, exp))
		return nil
	}
	b, err := t.tx.CreateBucketIfNotExists([]byte(bucket))
	if err != nil {
		return err
	}
	return b.Put([]byte(key), encode(val, exp))
}

// Delete removes a record; a missing one is not an error.
func (t *Tx) Delete(bucket, key string) error {
	if t.mem != nil {
		if !t.writable {
			return errors.New("state: write in a read-only transaction")
		}
		t.mem.del(bucket, key)
		return nil
	}
	b := t.tx.Bucket([]byte(bucket))
	if b == nil {
		return nil
	}
	return b.Delete([]byte(key))
}

// Incr adds delta to the decimal counter at key, refreshes its TTL and
// returns the new value. A missing or expired counter starts from zero.
func (t *Tx) Incr(bucket, key string, delta int64, ttl time.Duration) (int64, error) {
	var n int64
	if v, ok := t.Get(bucket, key); ok {
		n, _ = strconv.ParseInt(string(v), 10, 64)
	}
	n += delta
	return n, t.Put(bucket, key, []byte(strconv.FormatInt(n, 10)), ttl)
}

// Record is one live record seen by ForEach.
type Record struct {
	Key     string
	Value   []byte // valid only during the callback
	Expires time.Time
}

// ForEach calls fn for each live record whose key starts with prefix, in key
// order. Returning an error stops the walk.
func (t *Tx) ForEach(bucket, prefix string, fn func(Record) error) error {
	if t.mem != nil {
		for _, k := range t.mem.keys(bucket, prefix) {
			val, exp, ok := decode(t.mem.get(bucket, k))
			if !ok || !t.live(exp) {
				continue
			}
			if err := fn(Record{Key: k, Value: val, Expires: exp}); err != nil {
				return err
			}
		}
		return nil
	}
	b := t.tx.Bucket([]byte(bucket))
	if b == nil {
		return nil
	}
	c := b.Cursor()
	p := []byte(prefix)
	for k, v := c.Seek(p); k != nil && bytes.HasPrefix(k, p); k, v = c.Next() {
		val, exp, ok := decode(v)
		if !ok || !t.live(exp) {
			continue
		}
		if err := fn(Record{Key: string(k), Value: val, Expires: exp}); err != nil {
			return err
		}
	}
	return nil
}

// Count is the number of live records under prefix.
func (t *Tx) Count(bucket, prefix string) int {
	n := 0
	_ = t.ForEach(bucket, prefix, func(Record) error { n++; return nil })
	return n
}

// Buckets lists the bucket names.
func (t *Tx) Buckets() []string {
	if t.mem != nil {
		return t.mem.buckets()
	}
	var out []string
	_ = t.tx.ForEach(func(name []byte, _ *bolt.Bucket) error {
		out = append(out, string(name))
		return nil
	})
	return out
}

// Sweep deletes expired records in every bucket.
func (t *Tx) Sweep() (int, error) {
	n := 0
	if t.mem != nil {
		for _, name := range t.mem.buckets() {
			for _, k := range t.mem.keys(name, "") {
				if _, exp, ok := decode(t.mem.get(name, k)); !ok || !t.live(exp) {
					t.mem.del(name, k)
					n++
				}
			}
		}
		return n, nil
	}
	for _, name := range t.Buckets() {
		b := t.tx.Bucket([]byte(name))
		var dead [][]byte
		_ = b.ForEach(func(k, v []byte) error {
			if _, exp, ok := decode(v); !ok || !t.live(exp) {
				dead = append(dead, bytes.Clone(k))
			}
			return nil
		})
		for _, k := range dead {
			if err := b.Delete(k); err != nil {
				return n, err
			}
			n++
		}
	}
	return n, nil
}
