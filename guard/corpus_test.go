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
	line    int
	want    string // pass, ask, deny
	rule    string // "" when any rule will do
	cmd     string
	class   string // the last "# ---- CLASS ----" heading
	project string // the project folder when a "%project PATH" line set one
}

// loadCorpus reads testdata/corpus.txt. A line "%project PATH" judges the
// lines after it with the project (and cwd) at PATH, until the next
// "%project" line ("%project -" goes back to testEnv's).
func loadCorpus(tb testing.TB) []labelled {
	tb.Helper()
	return loadLabelled(tb, "testdata/corpus.txt")
}

// loadLabelled reads a file in corpus.txt's format.
func loadLabelled(tb testing.TB, path string) []labelled {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []labelled
	class, project := "", ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if h, ok := strings.CutPrefix(line, "# ---- "); ok {
			class = strings.TrimSuffix(h, " ----")
		}
		if p, ok := strings.CutPrefix(line, "%project "); ok {
			project = strings.TrimSpace(p)
			if project == "-" {
				project = ""
			}
			continue
		}
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		label, cmd, ok := strings.Cut(line, " ")
		if !ok {
			tb.Fatalf("%s:%d: want LABEL COMMAND", path, n)
		}
		want, rule, _ := strings.Cut(label, ":")
		if want != "pass" && want != "ask" && want != "deny" {
			tb.Fatalf("%s:%d: bad label %q", path, n, label)
		}
		out = append(out, labelled{line: n, want: want, rule: rule, cmd: strings.ReplaceAll(cmd, "⏎", "\n"), class: class, project: project})
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

// guards builds, once per project folder, the guard a corpus line needs.
type guards struct {
	tb testing.TB
	by map[string]*guard.Guard
}

func (gs *guards) of(c labelled) *guard.Guard {
	if gs.by == nil {
		gs.by = map[string]*guard.Guard{}
	}
	if g, ok := gs.by[c.project]; ok {
		return g
	}
	env := testEnv
	if c.project != "" {
		env.Project, env.Cwd = c.project, c.project
	}
	g, err := guard.New(nil, env)
	if err != nil {
		gs.tb.Fatal(err)
	}
	gs.by[c.project] = g
	return g
}

// TestCorpus runs every labelled command and prints the confusion matrix.
// Any command judged differently from its label fails the test.
func TestCorpus(t *testing.T) {
	gs := &guards{tb: t}
	cases := loadCorpus(t)
	type tally struct{ stop, stopOK, pass, passOK int }
	var order []string
	perClass := map[string]*tally{}
	classes := []string{"deny", "ask", "pass"}
	matrix := map[string]map[string]int{}
	for _, c := range classes {
		matrix[c] = map[string]int{}
	}
	blocking, passing := 0, 0
	for _, c := range cases {
		r := gs.of(c).Bash(c.cmd)
		got := r.Decision
		if got == "" || got == guard.Allow {
			got = "pass"
		}
		matrix[c.want][got]++
		tl := perClass[c.class]
		if tl == nil {
			tl = &tally{}
			perClass[c.class] = tl
			order = append(order, c.class)
		}
		if c.want == "pass" {
			tl.pass++
			if got == "pass" {
				tl.passOK++
			}
		} else {
			tl.stop++
			if got != "pass" {
				tl.stopOK++
			}
		}
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
	fmt.Fprintf(&b, "per class (stopped/must stop, passed/must pass):\n")
	for _, c := range order {
		tl := perClass[c]
		fmt.Fprintf(&b, "  %-58s %3d/%-3d %3d/%-3d\n", c, tl.stopOK, tl.stop, tl.passOK, tl.pass)
	}
	t.Log("\n" + b.String())
	if blocking < 200 || passing < 200 {
		t.Errorf("the corpus needs at least 200 commands of each kind: %d to stop, %d to pass", blocking, passing)
	}
}
