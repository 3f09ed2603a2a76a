package agents

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// Round 14: Doom Emacs's private config, sheldon's plugin list, Tabby's
// profiles, the version managers' hooks and Neovim's plugin folders are
// named whether they exist or not; the folders count their files one by
// one.
func TestAllNamesRound14Files(t *testing.T) {
	home := t.TempDir()
	if err := os.MkdirAll(filepath.Join(home, ".config"), 0o755); err != nil {
		t.Fatal(err)
	}
	e := wiring.Env{Home: home, Project: filepath.Join(home, "p"), Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	got := paths(wiring.All(e))
	for p, kind := range map[string]wiring.Kind{
		".doom.d/config.el":            wiring.Startup,
		".config/doom/config.el":       wiring.Startup,
		".config/sheldon/plugins.toml": wiring.Startup,
		".config/tabby/config.yaml":    wiring.Startup,
		".nodenv/nodenv.d":             wiring.StartupDir,
		".rbenv/rbenv.d":               wiring.StartupDir,
		".config/nvim/plugin":          wiring.StartupDir,
		".config/nvim/after/plugin":    wiring.StartupDir,
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
}
