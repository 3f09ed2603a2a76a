package reduce

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"
)

// Options tune Run.
type Options struct {
	// Dir is the folder for full outputs. Empty means outputs are never
	// reduced: without a place to keep the whole, nothing may be omitted.
	Dir string
	// TTL is how long full outputs are kept (DefaultTTL when zero).
	TTL time.Duration
	// MinBytes: outputs up to this size pass through untouched
	// (DefaultMinBytes when zero).
	MinBytes int
	// MaxShown bounds what is printed, both streams together: past it
	// the middle goes, and the full-output file keeps it
	// (DefaultMaxShown when zero; no bound when negative).
	MaxShown int
	// MaxCapture bounds the bytes held in memory (8 MiB when zero); past
	// it the output streams into the full-output file and only its tail
	// stays in memory.
	MaxCapture int
	// Signals are forwarded to the command while it runs.
	Signals <-chan os.Signal
	// Now is the clock (time.Now when nil).
	Now func() time.Time
	// Watch is how to start a watcher: the program's path, then its
	// argv (hooktool's `reduce --watch-group`). The watcher kills the command's process group, grandchildren
	// included, if hooktool dies by SIGKILL. Empty: no watcher.
	Watch []string
	// Merged says stdout and stderr are the same file (`2>&1`): the two
	// streams are then reduced as one, in the order they came, and printed
	// on stdout, so errors stay next to what they belong to.
	Merged bool
	// Started, when set, is called once the command has started, while
	// Run waits for it: what the start need not wait for then overlaps the
	// command's run instead of delaying it (hooktool catches the signals
	// to forward there, and reads its config). It may set MinBytes,
	// MaxShown and TTL, which matter only once the command has ended.
	Started func(*Options)
}

// Result is what one run did.
type Result struct {
	Kind    string
	Started bool   // the command ran (false: it could not start)
	Code    int    // exit code to exit with: the command's, or 128+signal
	Before  int64  // bytes the command wrote (stdout + stderr)
	After   int64  // bytes printed
	Saved   string // the full-output file, "" when nothing was omitted
	// Err is trouble of hooktool's own: the command could not start (Code
	// is then 126 or 127), or the full output could not be saved (the
	// output then passed through unreduced).
	Err error
}

// waitDelay bounds the wait for the output pipes to close once the command
// has exited.
const waitDelay = time.Second

// Run runs argv with stdin (pass an *os.File, or nil for no input: any other
// reader makes Wait depend on it reaching EOF), prints the reduced output of
// its stdout on stdout and of its stderr on stderr, and returns the exit
// code to exit with. Redirections keep their meaning: each stream is reduced
// on its own, so `2>/dev/null` still discards stderr.
func Run(argv []string, stdin io.Reader, stdout, stderr io.Writer, o Options) Result {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.MaxCapture <= 0 {
		o.MaxCapture = 8 << 20
	}
	res := Result{Kind: Kind(argv)}
	if len(argv) == 0 {
		res.Code, res.Err = 2, errors.New("no command to run")
		return res
	}
	st := store{dir: o.Dir, now: o.Now} // ttl: once the command has ended
	c := &capture{limit: o.MaxCapture, st: st, kind: res.Kind, dir: o.Dir}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin = stdin
	cmd.Stdout = &streamWriter{c, 0}
	cmd.Stderr = &streamWriter{c, 1}
	if o.Merged {
		cmd.Stderr = cmd.Stdout
	}
	interactive := isTerminal(stdin)
	if interactive {
		// Someone at a terminal may be asked something ("name? ") and
		// must see it while the command waits: the output goes straight
		// through, unreduced.
		cmd.Stdout, cmd.Stderr = stdout, stderr
	}
	// A background grandchild can hold the output pipes open long after the
	// command exited; the command's own end is what counts, as in a shell.
	cmd.WaitDelay = waitDelay
	// A command reading a terminal stays in the terminal's foreground
	// group: in a group of its own the terminal would stop it.
	cmd.SysProcAttr = childAttr(!interactive)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread() // (when the start fails: else right after Wait)
	var w *lateWatcher
	if !interactive {
		w = &lateWatcher{argv: o.Watch}
		defer w.reap() // after the output is printed: it has died by then
	}
	if err := cmd.Start(); err != nil {
		res.Code, res.Err = startCode(err), fmt.Errorf("%s: %w", argv[0], startErr(err))
		return res
	}
	res.Started = true
	w.arm(cmd.Process.Pid, watchAfter)
	done := make(chan struct{})
	if sigs := o.Signals; sigs != nil {
		go func() {
			for {
				select {
				case s := <-sigs:
					signalGroup(cmd, s)
				case <-done:
					return
				}
			}
		}()
	}
	// On its own goroutine: this one is locked to its thread, so each of
	// its waits (reading the config) would hand the thread's CPU
	// to another thread and back.
	started := make(chan struct{})
	go func() {
		if o.Started != nil {
			o.Started(&o)
		}
		close(started)
	}()
	err := cmd.Wait()
	// The command is reaped: nothing depends on this thread any more, and
	// a locked goroutine's waits cost two thread switches each.
	runtime.UnlockOSThread()
	w.kill() // what the command left in the background lives on
	<-started
	close(done)
	res.Code = exitCode(cmd, err)
	if interactive {
		return res
	}
	if o.TTL <= 0 {
		o.TTL = DefaultTTL
	}
	if o.MinBytes <= 0 {
		o.MinBytes = DefaultMinBytes
	}
	switch {
	case o.MaxShown == 0:
		c.maxShown = DefaultMaxShown
	case o.MaxShown > 0:
		c.maxShown = o.MaxShown
	}
	c.st.ttl = o.TTL // (the pipes' copiers are done)
	res.Before = c.total
	res.After, res.Saved, res.Err = c.emit(stdout, stderr, o.MinBytes, res.Err)
	return res
}

// signalGroup forwards s to the command's process group when it has one of
// its own (so what it started gets it too, as from a terminal), else to the
// command.
func signalGroup(cmd *exec.Cmd, s os.Signal) {
	sig, ok := s.(syscall.Signal)
	if ok && cmd.SysProcAttr != nil && cmd.SysProcAttr.Setpgid {
		if syscall.Kill(-cmd.Process.Pid, sig) == nil {
			return
		}
	}
	_ = cmd.Process.Signal(s)
}

// isTerminal reports whether r is a terminal (a character device).
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok || f == nil {
		return false
	}
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}

// exitCode maps the child's end to a shell-like exit code.
func exitCode(cmd *exec.Cmd, err error) int {
	ps := cmd.ProcessState
	if ps == nil {
		if err != nil {
			return 1
		}
		return 0
	}
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ps.ExitCode()
}

func startCode(err error) int {
	if errors.Is(err, exec.ErrNotFound) || errors.Is(err, fs.ErrNotExist) {
		return 127
	}
	return 126
}

func startErr(err error) error {
	if errors.Is(err, exec.ErrNotFound) || errors.Is(err, fs.ErrNotExist) {
		return errors.New("command not found")
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// capture holds both streams and the order their chunks arrived in, so the
// full-output file shows them interleaved as a terminal would. Past limit
// bytes it spills: the file gets everything from then on, each stream keeps
// its head in memory and goes through a lineStream, which keeps the lines
// that matter and a bounded tail. Memory stays flat in the output's size.
type capture struct {
	mu       sync.Mutex
	limit    int
	maxShown int // what may be printed (0: no bound)
	st       store
	kind     string
	dir      string
	bufs     [2][]byte
	chunks   []chunk
	total    int64
	sizes    [2]int64

	spill    *os.File
	path     string
	streams  [2]*lineStream
	skipped  [2]int64 // bytes not held anywhere (no folder to spill to)
	spillErr error
}

type chunk struct {
	fd byte
	n  int
}

type streamWriter struct {
	c  *capture
	fd byte
}

func (w *streamWriter) Write(p []byte) (int, error) {
	c := w.c
	c.mu.Lock()
	defer c.mu.Unlock()
	c.total += int64(len(p))
	c.sizes[w.fd] += int64(len(p))
	if c.spill == nil && c.spillErr == nil && c.dir != "" && len(c.bufs[0])+len(c.bufs[1])+len(p) > c.limit {
		// The chunk that crosses the bound joins the held bytes first: the
		// stream's head is then its first bytes however the pipe was read
		// (one read can bring more than the bound).
		c.hold(w.fd, p)
		c.startSpill()
		return len(p), nil
	}
	if c.spill != nil {
		if _, err := c.spill.Write(p); err != nil && c.spillErr == nil {
			c.spillErr = err
		}
		c.streams[w.fd].feed(p)
		return len(p), nil
	}
	if len(c.bufs[0])+len(c.bufs[1])+len(p) > c.limit {
		// No folder to spill to: keep the head only, and say so at the end.
		c.skipped[w.fd] += int64(len(p))
		return len(p), nil
	}
	c.hold(w.fd, p)
	return len(p), nil
}

// hold keeps p in memory, in arrival order.
func (c *capture) hold(fd byte, p []byte) {
	c.bufs[fd] = append(c.bufs[fd], p...)
	if n := len(c.chunks); n > 0 && c.chunks[n-1].fd == fd {
		c.chunks[n-1].n += len(p)
	} else {
		c.chunks = append(c.chunks, chunk{fd, len(p)})
	}
}

// startSpill opens the full-output file, writes what came so far, and
// moves each stream past its head into a lineStream.
func (c *capture) startSpill() {
	path := c.st.name(c.kind)
	if err := os.MkdirAll(c.dir, 0o700); err != nil {
		c.spillErr = err
		return
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		c.spillErr = err
		return
	}
	c.path = path
	if err := c.interleaved(func(b []byte) error { _, err := f.Write(b); return err }); err != nil {
		c.spillErr = err
	}
	c.spill = f
	c.chunks = nil
	for fd := range c.bufs {
		b := c.bufs[fd]
		h := headCut(b, streamHead)
		c.streams[fd] = newLineStream(specFor(c.kind))
		c.streams[fd].feed(b[h:])
		c.bufs[fd] = append([]byte(nil), b[:h]...) // let the rest go
	}
}

// headCut returns where the head of b ends: after the last newline within
// the first n bytes and the first streamLines lines (0 when there is none).
func headCut(b []byte, n int) int {
	if k := lineEnd(b, streamLines); k >= 0 && k+1 < n {
		n = k + 1
	}
	if len(b) <= n {
		if k := bytes.LastIndexByte(b, '\n'); k >= 0 {
			return k + 1
		}
		return 0
	}
	if k := bytes.LastIndexByte(b[:n], '\n'); k >= 0 {
		return k + 1
	}
	return 0
}

// lineEnd returns the offset of the n-th newline of b, -1 when b has fewer.
func lineEnd(b []byte, n int) int {
	at := 0
	for i := 0; i < n; i++ {
		k := bytes.IndexByte(b[at:], '\n')
		if k < 0 {
			return -1
		}
		at += k + 1
	}
	return at - 1
}

// interleaved writes the captured chunks in arrival order.
func (c *capture) interleaved(write func([]byte) error) error {
	var off [2]int
	for _, ch := range c.chunks {
		if err := write(c.bufs[ch.fd][off[ch.fd] : off[ch.fd]+ch.n]); err != nil {
			return err
		}
		off[ch.fd] += ch.n
	}
	return nil
}

// rawText is one stream as held in memory, for printing unreduced: with a
// marker where bytes could be held nowhere.
func (c *capture) rawText(fd int) string {
	if c.skipped[fd] == 0 {
		return string(c.bufs[fd])
	}
	head := string(c.bufs[fd])
	if head != "" && head[len(head)-1] != '\n' {
		head += "\n"
	}
	return head + "[hooktool: " + Commas(int(c.skipped[fd])) + " bytes omitted; full output: not saved: no usable state folder]\n"
}

// lines is one stream's input lines: its head, and after a spill what its
// lineStream kept.
func (c *capture) lines(fd int) []line {
	ls := textLines(string(c.bufs[fd]))
	if s := c.streams[fd]; s != nil {
		ls = append(ls, s.finish()...)
	}
	return ls
}

// emit prints the result and returns the bytes printed and the file saved.
func (c *capture) emit(stdout, stderr io.Writer, minBytes int, prior error) (int64, string, error) {
	if c.spill != nil {
		if err := c.spill.Close(); err != nil && c.spillErr == nil {
			c.spillErr = err
		}
		if c.spillErr == nil {
			c.st.clean()
		}
	}
	if c.spillErr != nil {
		// The file is missing or lacks part of the output (a full disk):
		// the output still prints, and the error says so.
		prior = errors.Join(prior, fmt.Errorf("saving the full output: %w", c.spillErr))
	}
	raw := func() (int64, string, error) {
		n := write(stdout, c.rawText(0)) + write(stderr, c.rawText(1))
		return n, c.path, prior
	}
	raw2 := func(prior, err error) (int64, string, error) {
		n, p, _ := raw()
		return n, p, errors.Join(prior, err)
	}
	binary := [2]bool{isBinary(c.bufs[0]), isBinary(c.bufs[1])}
	if c.dir == "" || (c.spill == nil && c.total <= int64(minBytes) && !binary[0] && !binary[1]) {
		return raw()
	}
	path := c.path
	if path == "" {
		path = c.st.name(c.kind)
	}
	var outs [2]string
	reduced := c.spill != nil
	var before int64
	for fd := range outs {
		before += c.sizes[fd]
		if binary[fd] {
			outs[fd] = "[hooktool: " + Commas(int(c.sizes[fd])) + " bytes of binary output; full output: " + path + "]\n"
			reduced = true
		} else {
			name := path
			if fd == 1 && strings.Contains(outs[0], path) {
				name = "" // stdout's markers named the file: the full output is one file
			}
			out, omitted, err := safeReduce(c.kind, c.lines(fd), name, c.spill == nil && c.total <= smallBytes)
			if err != nil {
				// A fault in a rule: the command's output still prints,
				// whole, and the error says why.
				return raw2(prior, err)
			}
			if !omitted && c.streams[fd] == nil {
				out = string(c.bufs[fd]) // byte-exact when nothing is left out
			}
			outs[fd] = out
			reduced = reduced || omitted
		}
	}
	var asRead [2]bool // (outs are the command's lines, none left out)
	if c.spill == nil && (!reduced || (!Worth(int(before), outs[0]+outs[1], path) && !binary[0] && !binary[1])) {
		// (No stream is binary here.) Colour and cursor escapes may
		// still be worth leaving out: no line goes, so no file needs to
		// hold the whole.
		outs, asRead, reduced = [2]string{c.rawText(0), c.rawText(1)}, [2]bool{true, true}, false
		if cl0, cl1 := cleanText(outs[0]), cleanText(outs[1]); escapesWorth(outs[0]+outs[1], cl0+cl1) {
			outs = [2]string{cl0, cl1}
		}
	}
	if cut, ok := fitShown(outs, c.maxShown, path, asRead); ok {
		// Past what the client shows whole, the middle goes (see
		// DefaultMaxShown), and the file keeps it.
		outs, reduced = cut, true
	}
	if !reduced {
		return write(stdout, outs[0]) + write(stderr, outs[1]), c.path, prior
	}
	if c.spill == nil {
		if err := c.st.save(path, c.interleaved); err != nil {
			n, _, _ := raw() // nothing may be omitted without the whole kept
			return n, "", fmt.Errorf("saving the full output: %w", err)
		}
	}
	n := write(stdout, outs[0]) + write(stderr, outs[1])
	return n, path, prior
}

// isBinary reports whether a stream's first bytes are not text: a NUL, or
// many bytes that are neither UTF-8 nor printable.
func isBinary(b []byte) bool {
	b = b[:min(len(b), 8192)]
	if len(b) == 0 {
		return false
	}
	if bytes.IndexByte(b, 0) >= 0 {
		return true
	}
	bad := 0
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 && len(b)-i >= utf8.UTFMax {
			bad++
		} else if r < 0x20 && r != '\n' && r != '\r' && r != '\t' && r != '\f' && r != '\b' && r != 0x1b {
			bad++
		}
		i += n
	}
	return bad*10 > len(b)
}

func write(w io.Writer, s string) int64 {
	if s == "" {
		return 0
	}
	n, _ := io.WriteString(w, s)
	return int64(n)
}

// safeReduce is reduceLines, with a fault in a rule (a panic) turned
// into an error: the caller prints the output whole instead of losing it.
func safeReduce(kind string, ls []line, path string, short bool) (out string, omitted bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, omitted, err = "", false, fmt.Errorf("reducing the output failed (%v); printed it whole", r)
		}
	}()
	out, omitted = reduceFn(kind, ls, path, short)
	return out, omitted, nil
}

// reduceFn is what safeReduce runs (a test makes it fail).
var reduceFn = reduceAs
