package agents

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// Round 12: start-up files other programs source (bash-completion's,
// Openbox's, an asdf plugin's exec-env), the files ssh's Include lines
// pull in, fish's universal variables by the variable they export, and a
// git remote helper named by "NAME::" in a url or an insteadOf key.
func TestAllNamesRound12Files(t *testing.T) {
	home := t.TempDir()
	for p, body := range map[string]string{
		".ssh/config":                       "Include config.d/*\nInclude ~/.ssh/extra\nHost build\n  User dev\n",
		".ssh/config.d/10-work":             "Host work\n",
		".ssh/config.d/20-lab":              "Host lab\n",
		".asdf/plugins/nodejs/bin/exec-env": "",
		".asdf/plugins/python/bin/exec-env": "",
	} {
		full := filepath.Join(home, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	e := wiring.Env{Home: home, Project: filepath.Join(home, "p"), Getenv: func(string) string { return "" },
		ReadFile: os.ReadFile, ReadDir: func(d string) ([]string, error) {
			es, err := os.ReadDir(d)
			var out []string
			for _, x := range es {
				out = append(out, x.Name())
			}
			return out, err
		}}
	got := paths(wiring.All(e))
	for _, p := range []string{".bash_completion", ".config/openbox/environment", ".asdf/plugins/nodejs/bin/exec-env",
		".asdf/plugins/python/bin/exec-env", ".ssh/config.d", ".ssh/extra"} {
		if _, ok := got[filepath.Join(home, p)]; !ok {
			t.Errorf("%s is not named", p)
		}
	}
	if it := got[filepath.Join(home, ".ssh/config.d")]; it.Kind != wiring.StartupDir || !slices.Contains(it.Lines, "proxycommand") || !slices.Contains(it.Names, "*") {
		t.Errorf("an included ssh folder does not count its files' commands: %+v", it)
	}
	for line, want := range map[string]bool{
		`SETUVAR --export XDG_STATE_HOME:\x2ftmp\x2fs`:    true,
		`SETUVAR --export CLAUDE_CONFIG_DIR:\x2ftmp\x2fc`: true,
		`SETUVAR --export EDITOR:nvim`:                    false,
		`SETUVAR fish_color_comment:brblack`:              false,
	} {
		if got := wiring.StartupLine(line); got != want {
			t.Errorf("StartupLine(%q) = %v, want %v", line, got, want)
		}
	}
	cfg := filepath.Join(e.Project, ".git", "config")
	it := paths(wiring.All(e))[cfg]
	for text, want := range map[string]int{
		"[remote \"origin\"]\n\turl = https://git.example/r.git\n\tpushurl = fast::https://git.example/r.git\n":   1,
		"[url \"fast::https://\"]\n\tpushInsteadOf = https://\n":                                                  1,
		"[remote \"origin\"]\n\turl = https://git.example/r.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n": 0,
	} {
		if got := wiring.Selected(it, []byte(text)); len(got) != want {
			t.Errorf("git config %q: selected %q, want %d lines", text, got, want)
		}
	}
}
