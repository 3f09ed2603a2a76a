package guard_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/guard"
)

// FuzzBash feeds the analyser arbitrary text: it must never panic, must
// always answer, and an answer other than no-opinion must name a rule and
// carry a reason. Seeds: testdata/fuzz/FuzzBash plus the labelled corpus.
func FuzzBash(f *testing.F) {
	for _, c := range loadCorpus(f) {
		f.Add(c.cmd)
	}
	g := newTestGuard(f)
	f.Fuzz(func(t *testing.T, cmd string) {
		r := g.Bash(cmd)
		switch r.Decision {
		case "":
		case guard.Ask, guard.Deny:
			if r.Rule == "" || !strings.Contains(r.Reason, r.Rule) {
				t.Fatalf("%q: %s without a rule in the reason: %+v", cmd, r.Decision, r)
			}
			if len(r.Reason) >= 10000 {
				t.Fatalf("%q: reason of %d bytes", cmd, len(r.Reason))
			}
		default:
			t.Fatalf("%q: decision %q without a user allow rule", cmd, r.Decision)
		}
		st, err := guard.Stages(cmd)
		if err == nil {
			for _, s := range st {
				if s.Start < 0 || s.End > len(cmd) || s.Start > s.End || s.StmtStart > s.Start || s.StmtEnd < s.End || s.StmtEnd > len(cmd) {
					t.Fatalf("%q: stage offsets out of range: %+v", cmd, s)
				}
			}
		}
	})
}

// TestPathological checks that hostile shapes end in an answer, not a
// crash or a stall: deep nesting, huge fan-out, long input.
func TestPathological(t *testing.T) {
	g := newTestGuard(t)
	cases := map[string]struct {
		cmd  string
		want string
	}{
		"deep substitution": {strings.Repeat("$(", 3000) + "rm -rf /" + strings.Repeat(")", 3000), guard.Ask},
		"deep bash -c":      {nest(7), guard.Deny},
		"deep eval":         {strings.Repeat("eval ", 40) + "rm -rf /", guard.Ask},
		"many commands":     {strings.Repeat("ls; ", 6000), guard.Ask},
		"long word":         {"echo " + strings.Repeat("a", 300<<10), guard.Ask},
		"brace bomb":        {"rm -rf /" + strings.Repeat("{a,b}", 40), guard.Deny},
		"many pipes":        {strings.Repeat("cat | ", 2000) + "sh", ""},
		"unterminated":      {"echo 'rm -rf /", guard.Ask},
	}
	for name, c := range cases {
		r := g.Bash(c.cmd)
		if r.Decision != c.want {
			t.Errorf("%s: got %q (%s), want %q", name, r.Decision, r.Rule, c.want)
		}
	}
}

// nest wraps rm -rf / in n levels of bash -c quoting.
func nest(n int) string {
	s := "rm -rf /"
	for i := 0; i < n; i++ {
		s = "bash -c " + shq(s)
	}
	return s
}

func shq(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// TestCutCommandsDoNotPanic runs the analyser over every labelled line of
// the corpus and the blind sets cut at each word start: each prefix and
// each suffix. Random fuzzing seldom writes a well-formed command that
// stops short, so the cases a cut makes ("runuser -u app" with no
// command, "ssh HOST --", a function called with no arguments so that
// "$@" is empty) are reached here from real lines. A panic makes the
// hook ask (rule guard-error), a false alarm on an ordinary line.
func TestCutCommandsDoNotPanic(t *testing.T) {
	if raceDetector {
		t.Skip("one goroutine: run without -race (make race does)")
	}
	g := newTestGuard(t)
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no labelled sets: %v", err)
	}
	n := 0
	for _, f := range files {
		for _, c := range loadLabelled(t, f) {
			cmd := c.cmd
			for i := 1; i < len(cmd); i++ {
				if !strings.ContainsRune(" '\"(\n;|&", rune(cmd[i-1])) {
					continue
				}
				for _, in := range []string{cmd[i:], cmd[:i]} {
					n++
					func() {
						defer func() {
							if p := recover(); p != nil {
								t.Errorf("%s: Bash(%q) panicked: %v", f, in, p)
							}
						}()
						g.Bash(in)
					}()
				}
			}
		}
	}
	if n < 50000 {
		t.Fatalf("only %d cut commands judged: the sets' layout changed?", n)
	}
}
