package wiring

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// A folder a start-up file sources through a glob is found in each
// shell's spelling of the loop, and only there.
func TestSourcedGlobsSpellings(t *testing.T) {
	e := Env{Home: "/h", Getenv: func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return "/h/.cfg"
		}
		return ""
	}}
	cases := []struct{ text, want string }{
		{"for f in ~/.config/foo/*.sh; do [ -r \"$f\" ] && . \"$f\"; done\n", "/h/.config/foo/*.sh"},
		{"for rc in \"$HOME\"/.bashrc.local.d/*.bash\ndo\n  source \"${rc}\"\ndone\n", "/h/.bashrc.local.d/*.bash"},
		{"if [ -d /opt/site/profile ]; then\n  for i in /opt/site/profile/*.sh; do\n    if [ -r $i ]; then . $i; fi\n  done\n  unset i\nfi\n", "/opt/site/profile/*.sh"},
		{"SNIPS=$HOME/snips\nfor s in $SNIPS/*; do source $s; done\n", "/h/snips/*"},
		{"for s in ${MYRC_DIR:-$HOME/.myrc.d}/*.sh; do . $s; done\n", "/h/.myrc.d/*.sh"},
		{"for s in $XDG_CONFIG_HOME/shellrc/*.sh; do . $s; done\n", "/h/.cfg/shellrc/*.sh"},
		{". ~/.config/one/*.sh\n", "/h/.config/one/*.sh"},
		{"source <(cat ~/.config/cat/*.sh)\n", "/h/.config/cat/*.sh"},
		{"run-parts --regex '^[a-z]' ~/.config/parts.d\n", "/h/.config/parts.d/*"},
		{"for f in $(run-parts --list /h/.rp); do . \"$f\"; done\n", "/h/.rp/*"},
		{"for f (~/.zsh.d/*.zsh(N)) source $f\n", "/h/.zsh.d/*.zsh"},
		{"for f in ~/.zfuncs/*(.N); do\n  source $f\ndone\n", "/h/.zfuncs/*"},
		{"for f in ~/.config/fish/more/*.fish; source $f; end\n", "/h/.config/fish/more/*.fish"},
		{"for f in ~/.config/fish/other/*.fish\n    source $f\nend\n", "/h/.config/fish/other/*.fish"},
		{"foreach f (~/.tcsh.d/*.csh)\n  source $f\nend\n", "/h/.tcsh.d/*.csh"},
		{"source-file -q ~/.tmux/conf.d/*.conf\n", "/h/.tmux/conf.d/*.conf"},
	}
	for _, c := range cases {
		got := sourcedGlobs(e, []byte(c.text))
		if !slices.Contains(got, c.want) {
			t.Errorf("%q: globs %q, want %s", c.text, got, c.want)
		}
	}
	// A loop that does not source what it globs, a glob in the folder,
	// a variable of unknown value, a comment: nothing.
	for _, text := range []string{
		"for f in ~/pics/*.png; do convert \"$f\" \"${f%.png}.jpg\"; done\n",
		"for f in ~/a/*/init.sh; do . $f; done\n",
		"for f in $NOWHERE/*.sh; do . $f; done\n",
		"# for f in ~/.config/foo/*.sh; do . $f; done\n",
		"ls ~/.config/foo/*.sh\n",
		"for f in ~/x/*.sh; do . ~/fixed.sh; done\n",
	} {
		if got := sourcedGlobs(e, []byte(text)); len(got) > 0 {
			t.Errorf("%q: globs %q, want none", text, got)
		}
	}
}

// Startups watches the folder a start-up file's loop sources as a
// start-up folder, after every folder a list names itself.
func TestStartupsWatchLoopFolders(t *testing.T) {
	files := map[string]string{
		"/h/.bashrc":     "for f in ~/.config/bash/conf.d/*.sh; do . \"$f\"; done\n. ~/.bash_extra\n",
		"/h/.bash_extra": "for f in ~/.local/bin/*; do . $f; done\nrun-parts ~/.config/fish/conf.d\n",
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}
	got := paths(All(Env{Home: "/h", ReadFile: read}))
	it, ok := got["/h/.config/bash/conf.d"]
	if !ok || it.Kind != StartupDir || strings.Join(it.Names, ",") != "*.sh" {
		t.Errorf("the loop's folder: %+v", it)
	}
	if it := got["/h/.local/bin"]; it.Kind != Shims {
		t.Errorf("a folder on PATH a loop also sources lost its kind: %+v", it)
	}
	if it := got["/h/.config/fish/conf.d"]; it.Kind != Dir {
		t.Errorf("fish's conf.d lost its kind: %+v", it)
	}
	// Without ReadFile (the hot path's list) nothing is read.
	if _, ok := paths(All(Env{Home: "/h"}))["/h/.config/bash/conf.d"]; ok {
		t.Error("listed without reading the start-up file")
	}
}
