package narrate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCutMessagesDoNotPanic runs the detector over every labelled
// message of the corpora cut at its word boundaries: each prefix and
// each suffix. Random fuzzing seldom writes a grammatical sentence, so
// the readers' edge cases (a clause of one word, a subject that is only
// a determiner, a sentence ending at a comma) are reached here instead,
// from real wording: holdout31 found a one-word subject that sliced
// past its end. A panic fails the test with the text that caused it.
func TestCutMessagesDoNotPanic(t *testing.T) {
	if raceDetector {
		t.Skip("one goroutine: run without -race (make race does)")
	}
	files, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpora: %v", err)
	}
	d := New(Options{})
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, msg := range splitMessages(string(b)) {
			cuts := wordStarts(msg, 24)
			for _, c := range cuts {
				for _, in := range []string{msg[c:], msg[:c]} {
					n++
					func() {
						defer func() {
							if p := recover(); p != nil {
								t.Errorf("%s: Promise(%q) panicked: %v", f, in, p)
							}
						}()
						d.Promise(in)
					}()
				}
			}
		}
	}
	if n < 10000 {
		t.Fatalf("only %d cut messages judged: the corpora's layout changed?", n)
	}
}

// splitMessages returns the message texts of a corpus file: the lines
// between "=== " headers, comments (#) before the first header left out.
func splitMessages(s string) []string {
	var out []string
	var cur []string
	in := false
	flush := func() {
		if in {
			if m := strings.TrimSpace(strings.Join(cur, "\n")); m != "" {
				out = append(out, m)
			}
		}
		cur = cur[:0]
	}
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "=== ") {
			flush()
			in = true
			continue
		}
		if in {
			cur = append(cur, l)
		}
	}
	flush()
	return out
}

// wordStarts returns up to max byte offsets where a word starts after
// a space or newline, spread over the message.
func wordStarts(s string, max int) []int {
	var all []int
	for i := 1; i < len(s); i++ {
		if (s[i-1] == ' ' || s[i-1] == '\n') && s[i] != ' ' && s[i] != '\n' {
			all = append(all, i)
		}
	}
	if len(all) <= max {
		return all
	}
	out := make([]int, 0, max)
	for k := 0; k < max; k++ {
		out = append(out, all[k*len(all)/max])
	}
	return out
}
