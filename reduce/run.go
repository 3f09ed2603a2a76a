package reduce

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
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
	// MaxCapture bounds the bytes held in memory (8 MiB when zero); past
	// it the output streams into the full-output file and only its tail
	// stays in memory.
	MaxCapture int
	// Signals are forwarded to the command while it runs.
	Signals <-chan os.Signal
	// Now is the clock (time.Now when nil).
	Now func() time.Time
	// Merged says stdout and stderr are the same file (`2>&1`): the two
	// streams are then reduced as one, in the order they came, and printed
	// on stdout, so errors stay next to what they belong to.
	Merged bool
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

const tailKeep = 1 << 20

// waitDelay bounds the wait for the output pipes to close once the command
// has exited.
const waitDelay = time.Second // bytes of each stream kept in memory after a spill

// Run runs argv with stdin (pass an *os.File, or nil for no input: any other
// reader makes Wait depend on it reaching EOF), prints the reduced output of
// its stdout on stdout and of its stderr on stderr, and returns the exit
// code to exit with. Redirections keep their meaning: each stream is reduced
// on its own, so `2>/dev/null` still discards stderr.
func Run(argv []string, stdin io.Reader, stdout, stderr io.Writer, o Options) Result {
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.TTL <= 0 {
		o.TTL = DefaultTTL
	}
	if o.MinBytes <= 0 {
		o.MinBytes = DefaultMinBytes
	}
	if o.MaxCapture <= 0 {
		o.MaxCapture = 8 << 20
	}
	res := Result{Kind: Kind(argv)}
	if len(argv) == 0 {
		res.Code, res.Err = 2, errors.New("no command to run")
		return res
	}
	st := store{dir: o.Dir, ttl: o.TTL, now: o.Now}
	c := &capture{limit: o.MaxCapture, st: st, kind: res.Kind, dir: o.Dir}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin = stdin
	cmd.Stdout = &streamWriter{c, 0}
	cmd.Stderr = &streamWriter{c, 1}
	if o.Merged {
		cmd.Stderr = cmd.Stdout
	}
	// A background grandchild can hold the output pipes open long after the
	// command exited; the command's own end is what counts, as in a shell.
	cmd.WaitDelay = waitDelay
	if err := cmd.Start(); err != nil {
		res.Code, res.Err = startCode(err), fmt.Errorf("%s: %w", argv[0], startErr(err))
		return res
	}
	res.Started = true
	done := make(chan struct{})
	if o.Signals != nil {
		go func() {
			for {
				select {
				case s := <-o.Signals:
					_ = cmd.Process.Signal(s)
				case <-done:
					return
				}
			}
		}()
	}
	err := cmd.Wait()
	close(done)
	res.Code = exitCode(cmd, err)
	res.Before = c.total
	if c.spillErr != nil {
		res.Err = c.spillErr
	}
	res.After, res.Saved, res.Err = c.emit(stdout, stderr, o.MinBytes, res.Err)
	return res
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
// full-output file shows them interleaved as a terminal would.
type capture struct {
	mu     sync.Mutex
	limit  int
	st     store
	kind   string
	dir    string
	bufs   [2][]byte
	chunks []chunk
	total  int64

	// After a spill the file holds everything; bufs keep the head and
	// tails the last bytes of each stream.
	spill    *os.File
	path     string
	tails    [2][]byte
	skipped  [2]int64
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
	if c.spill == nil && c.spillErr == nil && c.dir != "" && len(c.bufs[0])+len(c.bufs[1])+len(p) > c.limit {
		c.startSpill()
	}
	if c.spill != nil {
		if _, err := c.spill.Write(p); err != nil && c.spillErr == nil {
			c.spillErr = err
		}
		// Trimmed only once it doubles, so each byte is copied a bounded
		// number of times.
		t := append(c.tails[w.fd], p...)
		if len(t) > 2*tailKeep {
			c.skipped[w.fd] += int64(len(t) - tailKeep)
			t = append(make([]byte, 0, 2*tailKeep+len(p)), t[len(t)-tailKeep:]...)
		}
		c.tails[w.fd] = t
		return len(p), nil
	}
	if len(c.bufs[0])+len(c.bufs[1])+len(p) > c.limit {
		// No folder to spill to: keep the head only, and say so at the end.
		c.skipped[w.fd] += int64(len(p))
		return len(p), nil
	}
	c.bufs[w.fd] = append(c.bufs[w.fd], p...)
	if n := len(c.chunks); n > 0 && c.chunks[n-1].fd == w.fd {
		c.chunks[n-1].n += len(p)
	} else {
		c.chunks = append(c.chunks, chunk{w.fd, len(p)})
	}
	return len(p), nil
}

// startSpill opens the full-output file and writes what came so far.
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

// stream returns one stream's text as held in memory, with a marker where a
// spill left bytes out of memory.
func (c *capture) stream(fd int) string {
	if c.skipped[fd] == 0 && len(c.tails[fd]) == 0 {
		return string(c.bufs[fd])
	}
	head := string(c.bufs[fd])
	if head != "" && head[len(head)-1] != '\n' {
		head += "\n"
	}
	where := c.path
	if where == "" {
		where = "not saved: no usable state folder"
	}
	tail := c.tails[fd]
	if c.skipped[fd] > 0 {
		// Start the tail at a line boundary.
		for i, b := range tail {
			if b == '\n' {
				tail = tail[i+1:]
				break
			}
		}
	}
	return head + "[hooktool: " + Commas(int(c.skipped[fd])) + " bytes omitted; full output: " + where + "]\n" + string(tail)
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
	texts := [2]string{c.stream(0), c.stream(1)}
	raw := func() (int64, string, error) {
		n := write(stdout, texts[0]) + write(stderr, texts[1])
		return n, c.path, prior
	}
	if c.dir == "" || (c.spill == nil && c.total <= int64(minBytes)) {
		return raw()
	}
	path := c.path
	if path == "" {
		path = c.st.name(c.kind)
	}
	outs, reduced := decide(c.kind, texts, path)
	if !reduced && c.spill == nil {
		return raw()
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

// decide reduces both streams and reports whether the result is worth it:
// something was omitted and more than a tenth was saved.
func decide(kind string, texts [2]string, path string) ([2]string, bool) {
	var outs [2]string
	omitted := false
	for fd := range texts {
		out, o := Text(kind, texts[fd], path)
		outs[fd] = out
		omitted = omitted || o
	}
	if !omitted || len(outs[0])+len(outs[1]) > (len(texts[0])+len(texts[1]))*9/10 {
		return texts, false
	}
	return outs, true
}

func write(w io.Writer, s string) int64 {
	if s == "" {
		return 0
	}
	n, _ := io.WriteString(w, s)
	return int64(n)
}
