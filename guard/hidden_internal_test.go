package guard

import (
	"slices"
	"testing"
)

func TestCodeCandidates(t *testing.T) {
	for _, c := range []struct {
		in    string
		inner bool
		want  []string
	}{
		{"shell rm -rf ~", true, []string{"shell rm -rf ~", "rm -rf ~"}},
		{`(shell-command "rm -rf ~")`, true, []string{"rm -rf ~", `shell-command "rm -rf ~`}},
		{"open ftp://x; !rm -rf ~", true, []string{"open ftp://x; !rm -rf ~", "open ftp://x", "rm -rf ~"}},
		{"enter:execute(rm -rf ~)", true, []string{"rm -rf ~"}},
		{"--open-files-in-pager=rm -rf ~", true, []string{"rm -rf ~"}},
		{`\! rm -rf ~`, false, []string{"rm -rf ~"}},
		{".shell rm -rf ~", false, []string{"shell rm -rf ~", "rm -rf ~"}},
		{"SELECT 'rm -rf ~'", false, []string{"SELECT 'rm -rf ~'"}},
		{"out.json", true, nil},     // one word
		{"Fix: the bug", true, nil}, // not a program name
		{"2 days ago", true, nil},   // no letter in the first word
		{"a.b c", true, nil},        // a file name
	} {
		if got := codeCandidates(c.in, c.inner); !slices.Equal(got, c.want) {
			t.Errorf("codeCandidates(%q, %v) = %q, want %q", c.in, c.inner, got, c.want)
		}
	}
}

func TestPlausibleHead(t *testing.T) {
	for s, want := range map[string]bool{"rm": true, "git-lfs": true, "/usr/bin/rm": true, "./x": false, "a.go": false,
		"-rf": false, "X=1": false, "42": false, "/home/dev/bin/x": false, "python3": true} {
		if got := plausibleHead(arg{s: s}); got != want {
			t.Errorf("plausibleHead(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestPrinted(t *testing.T) {
	codeOf := func(a arg) string { return a.s }
	words := func(ws ...string) []arg {
		out := make([]arg, len(ws))
		for i, w := range ws {
			out[i] = arg{s: w}
		}
		return out
	}
	for _, c := range []struct {
		name string
		args []arg
		want string
	}{
		{"printf", words(`\x72\x6d -rf ~`), "rm -rf ~"},
		{"printf", words(`\162\155 x`), "rm x"},
		{"printf", words(`%s -rf %s\n`, "rm", "~"), "rm -rf ~\n"},
		{"echo", words("-e", `\x72m`), "rm"},
		{"echo", words(`\x72m`), `\x72m`}, // plain echo keeps backslashes
		{"echo", words("-n", "a", "b"), "a b"},
	} {
		if got := printed(c.name, c.args, codeOf); got != c.want {
			t.Errorf("printed(%s %v) = %q, want %q", c.name, c.args, got, c.want)
		}
	}
}

func TestFindNarrows(t *testing.T) {
	for expr, want := range map[string]bool{"-name *": false, "-type f": false, "-mindepth 1": false, "-maxdepth 2": false,
		"-name *.pyc": true, "-mtime +7": true, "-empty": true, "-path ./x/*": true} {
		var args []arg
		for _, f := range splitSpace(expr) {
			args = append(args, arg{s: f})
		}
		if got := findNarrows(args); got != want {
			t.Errorf("findNarrows(%s) = %v, want %v", expr, got, want)
		}
	}
}

func splitSpace(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if r == ' ' {
			out, cur = append(out, cur), ""
			continue
		}
		cur += string(r)
	}
	return append(out, cur)
}
