package agents

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// Round 13: more files programs run at a shell's, a session's or an
// editor's start, named whether they exist or not; the folders among
// them count their files one by one.
func TestAllNamesRound13Files(t *testing.T) {
	home := t.TempDir()
	if err := os.MkdirAll(filepath.Join(home, ".config"), 0o755); err != nil {
		t.Fatal(err)
	}
	e := wiring.Env{Home: home, Project: filepath.Join(home, "p"), Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	got := paths(wiring.All(e))
	for p, kind := range map[string]wiring.Kind{
		".zcompdump":                        wiring.Startup,
		".sdkman/etc/config":                wiring.Startup,
		".vim/vimrc":                        wiring.Startup,
		".hyper.js":                         wiring.Startup,
		".config/lxqt/session.conf":         wiring.Startup,
		".config/xfce4/xinitrc":             wiring.Startup,
		".config/emacs/early-init.el":       wiring.Startup,
		".config/rio/config.toml":           wiring.Startup,
		".local/share/fish/vendor_conf.d":   wiring.StartupDir,
		"miniconda3/etc/conda/activate.d":   wiring.StartupDir,
		".tmux/plugins":                     wiring.StartupDir,
		".config/plasma-workspace/shutdown": wiring.StartupDir,
		".local/share/systemd/user":         wiring.StartupDir,
		".local/share/dbus-1/services":      wiring.StartupDir,
		".config/user-tmpfiles.d":           wiring.StartupDir,
	} {
		it, ok := got[filepath.Join(home, p)]
		if !ok {
			t.Errorf("%s is not named", p)
			continue
		}
		if it.Kind != kind {
			t.Errorf("%s: kind %v, want %v", p, it.Kind, kind)
		}
	}
	for line, want := range map[string]bool{
		"typeset -gx CLAUDE_CODE_SIMPLE=1":   true,
		`let $CLAUDE_CODE_SIMPLE = "1"`:      true,
		`(setenv "CLAUDE_CODE_SIMPLE" "1")`:  true,
		"autoload -Uz _git":                  false,
		`export JAVA_HOME="$HOME/.sdkman/x"`: false,
		"set number":                         false,
	} {
		if got := wiring.StartupLine(line); got != want {
			t.Errorf("StartupLine(%q) = %v, want %v", line, got, want)
		}
	}
}
