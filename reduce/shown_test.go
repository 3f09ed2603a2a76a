package reduce

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
)

// numberedFile is n lines of prose as cat -n would print a file's: no
// two alike, so no fold of a printed dump's runs applies.
func numberedFile(n int) string {
	words := strings.Fields("the server reads each request and hands its body to a worker which parses the fields checks them against the schema then writes a row")
	var b strings.Builder
	x := uint32(7)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "%6d\t", i)
		for k := 3 + i%11; k > 0; k-- {
			x = x*1664525 + 1013904223
			b.WriteString(words[x>>8%uint32(len(words))])
			b.WriteByte(' ')
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestRunCutsPastWhatIsShown: a printed file far longer than the client
// shows whole comes back as its head and its end within the bound, the
// marker saying which of the full output's lines went between them; the
// full output holds every line.
func TestRunCutsPastWhatIsShown(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/big.txt"
	text := numberedFile(3000)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	r, out, errb := run(t, Options{Dir: dir + "/full"}, "cat", file)
	if errb != "" || r.Code != 0 {
		t.Fatalf("exit %d, stderr %q", r.Code, errb)
	}
	if len(out) > DefaultMaxShown {
		t.Errorf("printed %d bytes, over the bound of %d", len(out), DefaultMaxShown)
	}
	m := regexp.MustCompile(`(?m)^\[hooktool: lines (\d+)-(\d+) omitted to stay within 28,000 bytes; full output: (\S+)\]$`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no marker naming the lines left out: %q", clipText(out, 400))
	}
	ls := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	var at int
	for at = range ls {
		if strings.HasPrefix(ls[at], "[hooktool:") {
			break
		}
	}
	// The line before the marker is the one before the first left out,
	// the one after it the one after the last.
	if want := fmt.Sprintf("%6d\t", atoi(m[1])-1); !strings.HasPrefix(ls[at-1], want) {
		t.Errorf("the head ends at %q, the marker says line %s went first", ls[at-1], m[1])
	}
	if want := fmt.Sprintf("%6d\t", atoi(m[2])+1); !strings.HasPrefix(ls[at+1], want) {
		t.Errorf("the end starts at %q, the marker says line %s went last", ls[at+1], m[2])
	}
	if !strings.HasPrefix(out, "     1\t") || !strings.HasSuffix(out, strings.SplitAfter(text, "\n")[2999]) {
		t.Errorf("the first or the last line went: %q ... %q", clipText(out, 80), out[len(out)-80:])
	}
	full, err := os.ReadFile(m[3])
	if err != nil || string(full) != text {
		t.Errorf("the full output is not the file (%d bytes, %v)", len(full), err)
	}
	if r.Saved != m[3] || r.After != int64(len(out)) {
		t.Errorf("result %+v", r)
	}
}

func atoi(s string) int {
	n := 0
	fmt.Sscan(s, &n)
	return n
}

// TestRunShownBoundSetting: a bound set lower cuts there; a negative one
// leaves even a long output whole, as before the bound.
func TestRunShownBoundSetting(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/big.txt"
	text := numberedFile(3000)
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, _ := run(t, Options{Dir: dir + "/full", MaxShown: 5000}, "cat", file)
	if len(out) > 5000 || !strings.Contains(out, " omitted to stay within 5,000 bytes; full output: ") {
		t.Errorf("a bound of 5000: %d bytes printed: %q", len(out), clipText(out, 300))
	}
	r, out, _ := run(t, Options{Dir: dir + "/full", MaxShown: -1}, "cat", file)
	if out != text || r.Saved != "" {
		t.Errorf("no bound: the file did not come back whole (%d of %d bytes, saved %q)", len(out), len(text), r.Saved)
	}
}

// TestFitShown: the texts together stay within the bound; a short stream
// stays whole beside a long one; lines are numbered only for a stream
// that is all the full output holds, as read; a line longer than the
// bound is cut inside, by bytes, at a character's start; only the first
// marker names the file.
func TestFitShown(t *testing.T) {
	long := numberedFile(2000)
	cases := []struct {
		name   string
		outs   [2]string
		asRead [2]bool
		want   []string // in the texts, in order, stdout's then stderr's
		not    []string
	}{
		{"short stderr stays whole", [2]string{long, "fatal: the end\n"}, [2]bool{true, true},
			[]string{" lines omitted to stay within 9,000 bytes; full output: /f]", "fatal: the end\n"}, []string{"[hooktool: lines "}},
		{"alone and as read: numbered", [2]string{long, ""}, [2]bool{true, true},
			[]string{"[hooktool: lines "}, nil},
		{"reduced: counted", [2]string{long, ""}, [2]bool{false, false},
			[]string{" lines omitted to stay within"}, []string{"[hooktool: lines "}},
		{"both long: the file named once", [2]string{long, long}, [2]bool{false, false},
			[]string{"omitted to stay within 9,000 bytes; full output: /f]", "omitted to stay within 9,000 bytes]"}, nil},
		{"a named file is not named again", [2]string{"[hooktool: 3 lines omitted; full output: /f]\n" + long, ""}, [2]bool{false, false},
			[]string{"omitted to stay within 9,000 bytes]"}, []string{"within 9,000 bytes; full output"}},
		{"one long line", [2]string{strings.Repeat("é", 20000) + "\n", ""}, [2]bool{true, true},
			[]string{" bytes omitted to stay within 9,000 bytes; full output: /f]"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, cut := fitShown(c.outs, 9000, "/f", c.asRead)
			all := got[0] + "\x00" + got[1]
			if !cut || len(got[0])+len(got[1]) > 9000 {
				t.Fatalf("cut %v, %d bytes", cut, len(got[0])+len(got[1]))
			}
			at := 0
			for _, w := range c.want {
				k := strings.Index(all[at:], w)
				if k < 0 {
					t.Fatalf("lacks %q (in order): %q", w, clipText(all, 600))
				}
				at += k + len(w)
			}
			for _, w := range c.not {
				if strings.Contains(all, w) {
					t.Errorf("holds %q", w)
				}
			}
			if n := strings.Count(all, "full output: /f]"); n != 1 {
				t.Errorf("the file named %d times", n)
			}
			for fd, s := range got {
				if !strings.HasSuffix(s, "\n") && s != "" || !utf8Valid(s) {
					t.Errorf("stream %d cut badly: %q", fd, clipText(s, 200))
				}
			}
		})
	}
	if got, cut := fitShown([2]string{"a\n", "b\n"}, 9000, "/f", [2]bool{}); cut || got[0] != "a\n" || got[1] != "b\n" {
		t.Errorf("texts under the bound changed: %q %v", got, cut)
	}
}

func utf8Valid(s string) bool { return strings.ToValidUTF8(s, "\uFFFD") == s }

// clipText is s cut to n bytes, for a message.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
