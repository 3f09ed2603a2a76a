package main

import (
	"fmt"
	"io"
	"os"
	"time"
)

// progress shows how far a long command has got, on stderr, and only when
// stderr is a terminal: a pipe, a file or a CI log gets nothing, so the
// output of scripts stays exactly what they parse. It redraws one line at
// most every interval and clears it when done.
type progress struct {
	w        io.Writer // nil: progress is off
	what     string
	last     time.Time
	interval time.Duration
	shown    bool
}

// newProgress starts a progress line for what ("scanned", "replayed") when
// stderr is a terminal and TERM is not dumb.
func (e *env) newProgress(what string) *progress {
	p := &progress{what: what, interval: 100 * time.Millisecond}
	if e.getenv("TERM") == "dumb" {
		return p
	}
	if f, ok := e.stderr.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode()&os.ModeCharDevice != 0 {
			p.w = e.stderr
		}
	}
	return p
}

// update redraws the line with n items (and bytes when known), at most
// once per interval.
func (p *progress) update(n int, bytes int64) {
	if p == nil || p.w == nil {
		return
	}
	now := time.Now()
	if now.Sub(p.last) < p.interval {
		return
	}
	p.last = now
	if bytes > 0 {
		fmt.Fprintf(p.w, "\rhooktool: %s %d (%.1f MB)\x1b[K", p.what, n, float64(bytes)/1e6)
	} else {
		fmt.Fprintf(p.w, "\rhooktool: %s %d\x1b[K", p.what, n)
	}
	p.shown = true
}

// done clears the line, so what follows on the terminal starts clean.
func (p *progress) done() {
	if p == nil || p.w == nil || !p.shown {
		return
	}
	fmt.Fprint(p.w, "\r\x1b[K")
	p.shown = false
}
