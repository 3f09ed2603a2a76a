package guard_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/hookd/hookd/guard"
)

// testEnv is the machine the corpus describes.
var testEnv = guard.Env{
	Home:      "/home/dev",
	Project:   "/home/dev/project",
	TmpDir:    "/tmp/claude-1000",
	StatePath: "/home/dev/.local/state/hooktool/state.db",
	ClaudeDir: "/home/dev/.claude",
	NoFS:      true, // the corpus machine does not exist; judge by spelling
}

type labelled struct {
	line int
	want string // pass, ask, deny
	rule string // "" when any rule will do
	cmd  string
}

// loadCorpus reads testdata/corpus.txt.
func loadCorpus(tb testing.TB) []labelled {
	tb.Helper()
	f, err := os.Open("testdata/corpus.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []labelled
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		label, cmd, ok := strings.Cut(line, " ")
		if !ok {
			tb.Fatalf("corpus.txt:%d: want LABEL COMMAND", n)
		}
		want, rule, _ := strings.Cut(label, ":")
		if want != "pass" && want != "ask" && want != "deny" {
			tb.Fatalf("corpus.txt:%d: bad label %q", n, label)
		}
		out = append(out, labelled{line: n, want: want, rule: rule, cmd: strings.ReplaceAll(cmd, "⏎", "\n")})
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

func newTestGuard(tb testing.TB) *guard.Guard {
	tb.Helper()
	g, err := guard.New(nil, testEnv)
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// TestCorpus runs every labelled command and prints the confusion matrix.
// Any command judged differently from its label fails the test.
func TestCorpus(t *testing.T) {
	g := newTestGuard(t)
	cases := loadCorpus(t)
	classes := []string{"deny", "ask", "pass"}
	matrix := map[string]map[string]int{}
	for _, c := range classes {
		matrix[c] = map[string]int{}
	}
	blocking, passing := 0, 0
	for _, c := range cases {
		r := g.Bash(c.cmd)
		got := r.Decision
		if got == "" || got == guard.Allow {
			got = "pass"
		}
		matrix[c.want][got]++
		if c.want == "pass" {
			passing++
		} else {
			blocking++
		}
		switch {
		case got != c.want:
			t.Errorf("corpus.txt:%d: %q: got %s (%s: %s), want %s %s", c.line, c.cmd, got, r.Rule, r.Reason, c.want, c.rule)
		case c.rule != "" && r.Rule != c.rule:
			t.Errorf("corpus.txt:%d: %q: rule %s, want %s (%s)", c.line, c.cmd, r.Rule, c.rule, r.Reason)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "corpus: %d commands (%d must be stopped, %d must pass)\n", len(cases), blocking, passing)
	fmt.Fprintf(&b, "%-10s %6s %6s %6s\n", "want\\got", "deny", "ask", "pass")
	for _, w := range classes {
		fmt.Fprintf(&b, "%-10s %6d %6d %6d\n", w, matrix[w]["deny"], matrix[w]["ask"], matrix[w]["pass"])
	}
	t.Log("\n" + b.String())
	if blocking < 200 || passing < 200 {
		t.Errorf("the corpus needs at least 200 commands of each kind: %d to stop, %d to pass", blocking, passing)
	}
}
