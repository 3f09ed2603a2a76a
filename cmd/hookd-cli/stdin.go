package main

import (
	"errors"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/internal/jsonw"
)

// stdinIdle and stdinMax bound the wait for the payload. Clients write one
// JSON object and close the pipe; one that keeps it open (or a wrapper such
// as `(cat event.json; sleep 60) | hooktool hook`) must not hold the hook,
// so the payload ends where its top-level object closes. A payload still
// incomplete when no byte has come for stdinIdle, or after stdinMax in
// all (a trickle), is unusable input. A 16 MiB payload on a busy machine
// keeps arriving, so it is the pause that counts, not the total. The wait
// is part of the hook's budget: the handler's watchdog gets what is left.
const (
	stdinIdle = time.Second
	stdinMax  = handlers.DefaultBudget
)

// errStdinDeadline is what readPayload returns once the deadline has
// answered, when the exit it called returned (a test's).
var errStdinDeadline = errors.New("stdin: deadline passed")

// readPayload reads the hook's input: up to EOF, the end of the first
// top-level JSON object or array, or MaxInputBytes+1 bytes, whichever comes
// first. Past the deadline it answers for the hook (one stderr line, exit
// 1) through e.exit, as the budget's watchdog does: a blocked read of a
// pipe cannot be interrupted.
func (e *env) readPayload() ([]byte, error) {
	start := time.Now()
	var (
		done  atomic.Bool
		last  atomic.Int64 // when the last bytes came, unix nanoseconds
		timer *time.Timer
		// answered is closed once the deadline's exit returns: only an
		// injected one (a test's) does.
		answered = make(chan struct{})
	)
	last.Store(start.UnixNano())
	timer = time.AfterFunc(stdinIdle, func() {
		idle := time.Since(time.Unix(0, last.Load()))
		if idle < stdinIdle && time.Since(start) < stdinMax {
			timer.Reset(stdinIdle - idle)
			return
		}
		if done.CompareAndSwap(false, true) {
			defer close(answered)
			fmt.Fprintf(e.stderr, "hooktool: stdin: no complete JSON object after %v and the pipe is still open; answering nothing\n", time.Since(start).Round(100*time.Millisecond))
			e.exit(exitFindings)
		}
	})
	raw, err := readJSONValue(e.stdin, handlers.MaxInputBytes+1, func() { last.Store(time.Now().UnixNano()) })
	timer.Stop()
	if !done.CompareAndSwap(false, true) {
		<-answered // the deadline's answer is ending the process
		return nil, errStdinDeadline
	}
	return raw, err
}

// readJSONValue reads r until EOF, limit bytes, or the end of the JSON
// object or array the input starts with (tracking only brackets, strings
// and escapes; Decode validates the rest). Whatever follows that value is
// left unread. progress is called as bytes arrive.
func readJSONValue(r io.Reader, limit int, progress func()) ([]byte, error) {
	// One page to start: most payloads (a command, a file path) are well
	// under it, and every page a hook touches first costs it a fault.
	buf := make([]byte, 0, 4<<10)
	var s jsonEnd
	for len(buf) < limit {
		if len(buf) == cap(buf) {
			// Grown by hand, never past limit: append would double a
			// 16 MiB buffer to 32.
			nb := make([]byte, len(buf), min(2*cap(buf), limit))
			copy(nb, buf)
			buf = nb
		}
		n, err := r.Read(buf[len(buf):min(cap(buf), limit)])
		if n > 0 {
			progress()
		}
		if end := s.scan(buf[len(buf) : len(buf)+n]); end >= 0 {
			return buf[:len(buf)+end], nil
		}
		buf = buf[:len(buf)+n]
		if errors.Is(err, io.EOF) {
			return buf, nil
		}
		if err != nil {
			return buf, err
		}
	}
	return buf, nil
}

// jsonEnd finds where the top-level JSON object or array closes.
type jsonEnd struct {
	depth   int
	started bool // the first '{' or '[' was seen
	scalar  bool // the input starts with something else: read to EOF
	inStr   bool
	esc     bool
}

// scan consumes b and returns the offset just past the closing bracket of
// the top-level value, or -1.
func (s *jsonEnd) scan(b []byte) int {
	if s.scalar {
		return -1
	}
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case s.inStr:
			end, pending := jsonw.StringEnd(b[i:], s.esc)
			if end < 0 {
				s.esc = pending
				return -1
			}
			s.esc, s.inStr = false, false
			i += end
		case c == '"':
			if !s.started {
				s.scalar = true
				return -1
			}
			s.inStr = true
		case c == '{' || c == '[':
			s.depth++
			s.started = true
		case c == '}' || c == ']':
			s.depth--
			if s.started && s.depth == 0 {
				return i + 1
			}
		case !s.started && c != ' ' && c != '\t' && c != '\n' && c != '\r':
			s.scalar = true
			return -1
		}
	}
	return -1
}
