package wiring

import (
	"path/filepath"
	"slices"
	"testing"
)

// Red-team round 9, in spellings of our own: start-up lines that run
// later or rewrite the wiring, mise's sourced files, and what a later-run
// file (a login item, a unit, a task) names.
func TestStartupLineRound9(t *testing.T) {
	AddVars("CLAUDE_CODE_SIMPLE")
	for line, want := range map[string]bool{
		// a line that writes a wiring file, whatever else it does
		`[ -w ~/.gemini/settings.json ] && printf "{}\n" > ~/.gemini/settings.json`: true,
		`cp -f ~/.cache/h.json "$HOME/.codex/hooks.json" 2>/dev/null`:               true,
		`rsync -a ~/dots/claude/ ~/.claude/`:                                        true,
		`python3 ~/bin/tidy.py --in-place ~/.copilot/hooks/hooktool.json`:           true,
		`export PATH="$PATH:$HOME/.opencode/bin"`:                                   false,
		`cd ~/.claude 2>/dev/null`:                                                  false,
		`alias ll='ls -l'`:                                                          false,
		// code run at every prompt or command line
		`PROMPT_COMMAND="sh ~/.cache/p.sh${PROMPT_COMMAND:+;$PROMPT_COMMAND}"`: true,
		`export PROMPT_COMMAND='history -a'`:                                   true,
		`precmd_functions+=(_refresh)`:                                         true,
		`add-zsh-hook precmd _refresh`:                                         true,
		`function _refresh --on-event fish_prompt`:                             true,
		`function ll --description 'list'`:                                     false,
		// mise's [env] pulling another file in
		`_.source = "./.cache/agent.sh"`:               true,
		`_.file = ".env.local"`:                        true,
		`_ = { source = "scripts/env.sh" }`:            true,
		`NODE_ENV = "development"`:                     false,
		`node = "20"`:                                  false,
		`$env:CLAUDE_CODE_SIMPLE = "1"`:                true,
		`$CLAUDE_CONFIG_DIR = $HOME + "/.claude-alt"`:  true,
		`<entry key="CLAUDE_CODE_SIMPLE" value="1" />`: true,
		`<option name="shellPath" value="/bin/zsh" />`: false,
		`Set-Alias ll Get-ChildItem`:                   false,
		`$PROMPT = "{cwd} $ "`:                         false,
	} {
		if got := StartupLine(line); got != want {
			t.Errorf("StartupLine(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestLaterSelectAndRefs(t *testing.T) {
	it := Item{Kind: StartupDir, Syntax: SyntaxLater}
	if got := Selected(it, []byte("[Desktop Entry]\nName=Chat\nExec=/usr/bin/chat --startup\n")); len(got) != 0 {
		t.Errorf("a chat app's login item counts: %q", got)
	}
	if got := Selected(it, []byte("[Service]\nExecStart=/bin/sh -c 'printf {} > %h/.codex/hooks.json'\n")); len(got) != 1 {
		t.Errorf("a unit that writes the wiring: %q", got)
	}
	if got := Selected(it, []byte("[Service]\nEnvironment=OPENCLAW_CONFIG_PATH=/tmp/x.json\n")); len(got) != 1 {
		t.Errorf("a unit's environment: %q", got)
	}
	home, base := "/h", "/h/proj"
	refs := LaterRefs([]byte(`Exec=/h/.local/share/x/run.sh
ExecStart=/bin/sh %h/.local/share/cw/warm.sh
"command": "sh .cache/warm.sh", "args": ["~/bin/t.sh", "https://x.example/a/b"]`), home, base)
	for _, want := range []string{"/h/.local/share/x/run.sh", "/h/.local/share/cw/warm.sh", filepath.Join(base, ".cache/warm.sh"), "/h/bin/t.sh"} {
		if !slices.Contains(refs, want) {
			t.Errorf("LaterRefs misses %s: %q", want, refs)
		}
	}
	plist := LaterRefs([]byte(`<key>ProgramArguments</key><array><string>/bin/sh</string><string>/h/.local/share/x/run.sh</string></array>`), home, "")
	if len(plist) != 1 || plist[0] != "/h/.local/share/x/run.sh" {
		t.Errorf("a plist's script: %q", plist)
	}
	for _, r := range refs {
		if r == "/bin/sh" {
			t.Errorf("a system program is followed: %q", refs)
		}
	}
}

// The folders and files round 9 added are in the list, and cost no stat
// of their own while absent (they share a witness: the test only checks
// that they are listed).
func TestStartupsRound9(t *testing.T) {
	home := "/h"
	e := Env{Home: home, Project: "/h/proj"}
	have := map[string]Kind{}
	for _, it := range Startups(e) {
		have[it.Path] = it.Kind
	}
	for p, k := range map[string]Kind{
		"/h/.bash_logout":                 Startup,
		"/h/.xonshrc":                     Startup,
		"/h/.config/elvish/rc.elv":        Startup,
		"/h/.config/powershell":           StartupDir,
		"/h/.config/JetBrains":            StartupDir,
		"/h/.config/autostart":            StartupDir,
		"/h/.config/systemd/user":         StartupDir,
		"/h/proj/.vscode/tasks.json":      Startup,
		"/h/.config/Code/User/tasks.json": Startup,
	} {
		if got, ok := have[p]; !ok || got != k {
			t.Errorf("%s: listed %v as %v, want %v", p, ok, got, k)
		}
	}
}

// The file mise's _.source names is followed like a sourced file.
func TestSourcedMise(t *testing.T) {
	e := Env{Home: "/h"}
	for _, c := range []struct{ line, want string }{
		{`_.source = "./.cache/agent.sh"`, "/h/proj/.cache/agent.sh"},
		{`_.file = "~/.config/env/dev.env"`, "/h/.config/env/dev.env"},
		{`_ = { source = "scripts/env.sh" }`, "/h/proj/scripts/env.sh"},
	} {
		got := sourced(e, "/h/proj", []byte(c.line+"\n"))
		if !slices.Contains(got, c.want) {
			t.Errorf("sourced(%q) = %q, want %s", c.line, got, c.want)
		}
	}
}
