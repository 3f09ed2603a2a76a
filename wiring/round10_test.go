package wiring

import (
	"strings"
	"testing"
)

// Red-team round 10, in spellings of our own: a start-up line continued
// with a backslash is read as the one line the shell joins, and
// GOMEMLIMIT counts (malformed, the Go runtime stops hooktool at start).
func TestStartupLineRound10(t *testing.T) {
	AddVars("CLAUDE_CODE_SIMPLE")
	it := Item{Kind: Startup}
	for in, want := range map[string]string{
		"export EDITOR=vim \\\nCLAUDE_CODE_SI\\\nMPLE=1\n":      "export editor=vim claude_code_simple=1",
		"export GOMEMLIMIT=512MB\n":                             "export gomemlimit=512mb",
		"alias ll='ls -l' \\\n  --color\n":                      "",
		"echo 'a trailing \\\\'\nexport CLAUDE_CODE_SIMPLE=1\n": "export claude_code_simple=1",
	} {
		if got := strings.Join(Selected(it, []byte(in)), "|"); got != want {
			t.Errorf("%q: selected %q, want %q", in, got, want)
		}
	}
	if got := shellLines([]byte("a\\\nb\nc\\")); strings.Join(got, "|") != "ab|c" {
		t.Errorf("shellLines: %q", got)
	}
}
