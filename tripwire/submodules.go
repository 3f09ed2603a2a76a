package tripwire

import (
	"os"
	"path/filepath"

	"github.com/hookd/hookd/wiring"
)

// A submodule's own git config (red-team round 24). git keeps each
// submodule's repository in the superproject's git folder
// (.git/modules/NAME), and its config there is a git config like the
// superproject's: a core.fsmonitor, a filter driver, a pager or a
// core.hooksPath in it runs (or silences hooks) whenever git works in the
// submodule, and `git status` in the superproject runs status in each
// submodule, hooktool's guard's own status included. So every repository
// config the list names that has a modules folder beside it gets that
// folder watched, its entries' config files read by the same git rules
// as the superproject's (a submodule added during a call whose config
// runs a program counts as much as one changed in place), and the
// configs of submodules whose names have folders of their own, or of
// submodules nested in them, present at the refresh, are items of their
// own.

// Bounds of submoduleItems.
const (
	maxSubmoduleDepth   = 4  // folders below .git/modules
	maxSubmoduleConfigs = 16 // deeper configs made items
)

// submoduleItems adds, for each repository git config on the list (a
// config file in a folder that has git's objects and HEAD), its modules
// folder and its deeper submodules' configs.
func submoduleItems(full []wiring.Item, add func(wiring.Item)) {
	n := 0
	for _, it := range full {
		if it.Agent != "git" || it.Syntax != wiring.SyntaxGit || it.Kind != wiring.File || filepath.Base(it.Path) != "config" {
			continue
		}
		gitDir := filepath.Dir(it.Path)
		if fi, err := os.Stat(filepath.Join(gitDir, "objects")); err != nil || !fi.IsDir() {
			continue
		}
		if _, err := os.Stat(filepath.Join(gitDir, "HEAD")); err != nil {
			continue
		}
		const what = "a submodule's own git config (.git/modules/NAME/config: the commands git runs when it works in the submodule, the superproject's status included, and its hooks settings)"
		modules := filepath.Join(gitDir, "modules")
		add(wiring.Item{Agent: "git", Path: modules, Kind: wiring.StartupDir, Names: []string{"*/config"}, Lines: it.Lines, Syntax: wiring.SyntaxGit, What: what})
		// Deeper ones (a name with folders, lib/json; a submodule's own
		// submodules, modules/lib/modules/json), as they are now.
		var walk func(dir string, depth int)
		walk = func(dir string, depth int) {
			if depth > maxSubmoduleDepth || n >= maxSubmoduleConfigs {
				return
			}
			ents, err := os.ReadDir(dir)
			if err != nil {
				return
			}
			for i, e := range ents {
				if i >= 64 || n >= maxSubmoduleConfigs || !e.IsDir() {
					continue
				}
				sub := filepath.Join(dir, e.Name())
				if _, err := os.Stat(filepath.Join(sub, "HEAD")); err == nil {
					// A submodule's git folder: its config (unless the
					// modules folder's own entries hold it), then the
					// submodules of its own.
					if dir != modules {
						add(wiring.Item{Agent: "git", Path: filepath.Join(sub, "config"), Kind: wiring.File, Lines: it.Lines, Syntax: wiring.SyntaxGit, What: what})
						n++
					}
					walk(filepath.Join(sub, "modules"), depth+1)
					continue
				}
				walk(sub, depth+1) // a name with folders
			}
		}
		walk(modules, 0)
	}
}
