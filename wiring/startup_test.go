package wiring

import (
	"errors"
	"strings"
	"testing"
)

// A start-up line counts by what it does, not by a variable's name.
func TestStartupLine(t *testing.T) {
	counts := []string{
		`export CLAUDE_CONFIG_DIR=/tmp/cc`,
		`export NODE_OPTIONS="--require /p/.cache.js"`,
		`export BASH_ENV=/p/.b.sh`,
		`BASH_ENV=/p/.b.sh`,
		`OPENCLAW_CONFIG_PATH=/tmp/oc.json`,
		`export PATH=/p/.bin:$PATH`,
		`export PATH="$HOME/.cargo/bin:$PATH"`,
		`alias claude="claude --setting-sources project,local"`,
		`alias -g codex='codex -c features.hooks=false'`,
		`codex(){ command codex -c features.hooks=false "$@"; }`,
		`function gemini { command gemini "$@"; }`,
		`function git() { command git "$@"; }`,
		`set -gx CLAUDE_CONFIG_DIR /tmp/cc`,
		`if [ -f ~/.bash_aliases ]; then . ~/.bash_aliases; fi`,
		`. "$HOME/.cargo/env"`,
		`source ~/.x`,
		`eval "$(tool init -)"`,
		`export GIT_CONFIG_PARAMETERS="'core.hooksPath'='/dev/null'"`,
		`[ -d ~/bin ] && PATH=~/bin:$PATH`,
		`alias gp='git push --no-verify'`,
		`fish_add_path ~/x`,
		`export ENV=$HOME/.shrc`,
		`[ -s "$NVM_DIR/nvm.sh" ] && \. "$NVM_DIR/nvm.sh"`,
		// Appends that run a command, or append and prepend at once.
		`export PATH="$PATH:$(curl -s x.sh | sh)"`,
		"export PATH=$PATH:`id -u`",
		`PATH=$PATH:$(x)`,
		`export PATH=$PATH:/opt/x PATH=/p/.bin:$PATH`,
		`export PATH=$PATH:/opt/x; source ~/.x`,
		`PATH+=$(x)`,
	}
	ordinary := []string{
		`# export CLAUDE_CONFIG_DIR=/tmp/cc`,
		`alias ll='ls -alF'`,
		`HISTSIZE=1000`,
		`export EDITOR=vim`,
		`DATABASE_URL=postgres://localhost/dev`,
		`PS1='\u@\h:\w\$ '`,
		`shopt -s histappend`,
		`set -o vi`,
		`cd .`,
		`echo claude`,
		`export LANG=C.UTF-8`,
		`ENV=production`,
		`NODE_ENV=development`,
		`export GITHUB_TOKEN=x`,
		`export GOPATH=$HOME/go`,
		// Appending to PATH searches the folder last: a tool installed.
		`export PATH=$PATH:$HOME/go/bin`,
		`export PATH="$PATH:/usr/local/go/bin"`,
		`PATH="${PATH}:$HOME/.local/share/pnpm"`,
		`PATH+=:~/tools/bin`,
	}
	for _, l := range counts {
		if !StartupLine(l) {
			t.Errorf("does not count: %s", l)
		}
	}
	for _, l := range ordinary {
		if StartupLine(l) {
			t.Errorf("counts: %s", l)
		}
	}
}

// The files a start-up file sources are followed (four levels: a
// dotfiles layout's .bashrc, main.sh, lib.sh, local.sh), and the folders
// on PATH under home are watched for agent-named executables.
func TestStartupsFollowSourcedFiles(t *testing.T) {
	files := map[string]string{
		"/h/.bashrc":       "if [ -f ~/.bash_aliases ]; then . ~/.bash_aliases; fi\n. \"$HOME/.cargo/env\"\nsource $UNKNOWN/x\n",
		"/h/.cargo/env":    "source /h/.deep1\n",
		"/h/.deep1":        ". /h/.deep2\n",
		"/h/.deep2":        ". /h/.deep3\n",
		"/h/.deep3":        ". /h/.deep4\n",
		"/h/.bash_aliases": "alias ll=ls\n",
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}
	path := "/h/.local/bin:/h/tools/bin:/usr/bin"
	e := Env{Home: "/h", ReadFile: read, Getenv: func(k string) string {
		if k == "PATH" {
			return path
		}
		return ""
	}}
	got := paths(Startups(e))
	for _, want := range []string{"/h/.bash_aliases", "/h/.cargo/env", "/h/.deep1", "/h/.deep2", "/h/.deep3", "/h/.config/fish/conf.d"} {
		if it, ok := got[want]; !ok || (it.Kind != Startup && it.Kind != Dir) {
			t.Errorf("not watched: %s", want)
		}
	}
	if _, ok := got["/h/.deep4"]; ok {
		t.Error("followed past four levels")
	}
	for _, want := range []string{"/h/.local/bin", "/h/bin", "/h/tools/bin"} {
		if it, ok := got[want]; !ok || it.Kind != Shims || len(it.Names) == 0 {
			t.Errorf("PATH folder not watched: %s %+v", want, it)
		}
	}
	if _, ok := got["/usr/bin"]; ok {
		t.Error("a PATH folder outside home is watched")
	}
}

// A git config is read as git reads it, by one reader: a value continued
// on the next line (a backslash at the end) is the key's value, so a
// change made there alone is a change of the selected lines, and a key
// on the header's line or a quoted `!` alias counts.
func TestGitSelectAsGitReads(t *testing.T) {
	it := Item{Kind: File, Syntax: SyntaxGit, Lines: []string{"hookspath", "no-verify"}}
	sel := func(s string) string { return strings.Join(Selected(it, []byte(s)), "|") }
	cases := []struct{ in, want string }{
		{"[core]\n\thooksPath = \\\n  /dev/null\n", "core.hookspath = /dev/null"},
		{"[core]\n\tsshCommand = ssh \\\n  -i key\n", "core.sshcommand = ssh   -i key"},
		{"[core] hooksPath = x\n", "core.hookspath = x"},
		{"[alias]\n\tp = \"!git push --no-verify\"\n", "alias.p = !git push --no-verify"},
		{"[alias]\n\tst = status\n[user]\n\tname = a \\\\\n", ""},
		{"[diff \"x\"]\n\ttextconv = \"cat\" # why\n", "diff.x.textconv = cat"},
	}
	for _, c := range cases {
		if got := sel(c.in); got != c.want {
			t.Errorf("%q: selected %q, want %q", c.in, got, c.want)
		}
	}
	if a, b := sel("[core]\n\tfsmonitor = \\\n true\n"), sel("[core]\n\tfsmonitor = \\\n /tmp/x.sh\n"); a == b {
		t.Errorf("a change on the continued line alone is not seen: %q", a)
	}
	if got := hooksPath([]byte("[core]\n\thooksPath = \\\n/dev/null\n")); got != "/dev/null" {
		t.Errorf("hooksPath over a continued line: %q", got)
	}
}
