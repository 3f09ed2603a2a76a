package agents

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// Round 12's config includes: the file Ghostty's config-file pulls in,
// the Lua modules Neovim's config requires, the files Emacs's init loads,
// and antidote's plugin list with the local plugin folders it names. A
// require of a module path with a slash, a commented load and a plugin
// fetched by owner/repo name no file of their own.
func TestAllNamesConfigIncludes(t *testing.T) {
	home := t.TempDir()
	for p, body := range map[string]string{
		".config/ghostty/config":         "font-size = 12\nconfig-file = ?local\nconfig-file = \"themes/dark\"\n",
		".config/nvim/init.lua":          "vim.opt.number = true\npcall(require, \"local\")\nrequire('user.keys')\n-- require('old')\nlocal x = require \"a/b\"\n",
		".config/nvim/lua/user/keys.lua": "require(\"user.extra\")\n",
		".emacs.d/init.el":               "(setq inhibit-startup-screen t)\n(load (expand-file-name \"local.el\" user-emacs-directory) t)\n(load-file \"~/lisp/site\")\n; (load \"gone.el\")\n",
		".zsh_plugins.txt":               "zsh-users/zsh-autosuggestions\n~/.local/share/zsh/devtools\n# ~/.local/share/zsh/off\n",
	} {
		full := filepath.Join(home, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	e := wiring.Env{Home: home, Project: filepath.Join(home, "p"), Getenv: func(string) string { return "" }, ReadFile: os.ReadFile}
	got := paths(wiring.All(e))
	for _, p := range []string{".config/ghostty/local", ".config/ghostty/themes/dark", ".config/nvim/lua/local.lua",
		".config/nvim/lua/local/init.lua", ".config/nvim/lua/user/keys.lua", ".config/nvim/lua/user/extra.lua",
		".emacs.d/local.el", "lisp/site", "lisp/site.el", ".zsh_plugins.txt", ".local/share/zsh/devtools"} {
		if _, ok := got[filepath.Join(home, p)]; !ok {
			t.Errorf("%s is not named", p)
		}
	}
	for _, p := range []string{".config/nvim/lua/old.lua", ".emacs.d/gone.el", ".local/share/zsh/off", "zsh-users/zsh-autosuggestions"} {
		if _, ok := got[filepath.Join(home, p)]; ok {
			t.Errorf("%s is named", p)
		}
	}
	if it := got[filepath.Join(home, ".local/share/zsh/devtools")]; it.Kind != wiring.StartupDir {
		t.Errorf("a local antidote plugin's folder does not count its files: %+v", it)
	}
	list := got[filepath.Join(home, ".zsh_plugins.txt")]
	if sel := wiring.Selected(list, []byte("# plugins\nzsh-users/zsh-autosuggestions\n~/.local/share/zsh/devtools\n")); len(sel) != 2 {
		t.Errorf("every plugin line of antidote's list counts, comments do not: %q", sel)
	}
}
