package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// Progress goes to a terminal only: to a pipe or a buffer it writes nothing.
func TestProgressOnlyOnATerminal(t *testing.T) {
	var buf bytes.Buffer
	e := &env{stderr: &buf, getenv: func(string) string { return "" }}
	p := e.newProgress("scanned")
	p.update(10, 1<<20)
	p.done()
	if buf.Len() != 0 {
		t.Errorf("progress wrote %q to a buffer", buf.String())
	}

	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	e = &env{stderr: w, getenv: func(string) string { return "" }}
	p = e.newProgress("scanned")
	p.update(10, 0)
	p.done()
	w.Close()
	var got bytes.Buffer
	got.ReadFrom(r)
	if got.Len() != 0 {
		t.Errorf("progress wrote %q to a pipe", got.String())
	}
}

// On a terminal (forced here) it redraws one line and clears it at the end.
func TestProgressLine(t *testing.T) {
	var buf bytes.Buffer
	p := &progress{w: &buf, what: "replayed"}
	p.update(3, 0)
	p.update(4, 2_500_000)
	p.done()
	out := buf.String()
	for _, want := range []string{"\rhooktool: replayed 3\x1b[K", "\rhooktool: replayed 4 (2.5 MB)\x1b[K", "\r\x1b[K"} {
		if !strings.Contains(out, want) {
			t.Errorf("progress output %q lacks %q", out, want)
		}
	}
}
