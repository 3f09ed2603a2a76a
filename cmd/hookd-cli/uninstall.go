package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/hookd/hookd/githook"
	"github.com/hookd/hookd/harness"
)

func uninstallCommand(e *env) *command {
	return &command{
		name:  "uninstall",
		usage: "remove hooktool's entries from a Claude Code settings file, and nothing else",
		desc: "Removes exactly the hook entries hooktool recognises as its own (a command that\n" +
			"runs hooktool with the hook subcommand), with the groups and event lists that held\n" +
			"only them. A file install changed comes back byte for byte.",
		flags: []opt{
			stringOpt("scope", "user", "user, project, local, managed, or all (the first three)"),
			stringOpt("harness", "claude", "claude, codex, gemini, pi, openclaw, outfitter, or all"),
			boolOpt("dry-run", "print a unified diff of what would change and write nothing"),
			boolOpt("purge", "also remove hooktool's leftovers: its state and cache folders, the .hooktool-bak backups, an emptied ~/.claude, its binary copy once no agent's or git's wiring runs it; never your files"),
		},
		subs: []*command{{
			name:  "git-hook",
			usage: "remove hooktool's pre-push hook (a chained pre-push.old goes back in its place)",
			flags: []opt{
				stringOpt("repo", "", "repository folder (default: the current folder)"),
				boolOpt("dry-run", "say what would change and write nothing"),
			},
			run: func(c *call) error {
				if !c.bool("dry-run") {
					if err := e.needUser("uninstall git-hook", false); err != nil {
						return err
					}
				}
				return e.uninstallGitHook(c.str("repo"), c.bool("dry-run"))
			},
			after: e.tripwireAfter,
		}},
		after: e.tripwireAfter,
		run: func(c *call) error {
			if len(c.args) > 0 {
				return fail(exitError, "uninstall: unexpected argument %q", c.arg(0))
			}
			if !c.bool("dry-run") {
				if err := e.needUser("uninstall", false); err != nil {
					return err
				}
				if c.bool("purge") && e.noVouch != "" {
					// --purge removes the state and its records: nothing
					// would be left to restore from.
					e.refused = true
					return failHint(exitError, "run `hooktool uninstall --purge` yourself in your own terminal", "uninstall --purge refuses: %s", e.noVouch)
				}
			}
			scopes := []string{c.str("scope")}
			if scopes[0] == "all" {
				scopes = []string{"user", "project", "local"}
			}
			hs, err := harnessList(c.str("harness"))
			if err != nil {
				return err
			}
			for _, h := range hs {
				for _, sc := range scopes {
					if h != harness.Claude && sc == "local" {
						continue
					}
					err = e.uninstallHarness(c, h, sc, c.bool("dry-run"))
					if err != nil {
						return err
					}
				}
			}
			return e.reportLeftovers(e.uninstalled, scopes, c.bool("purge"), c.bool("dry-run"))
		},
	}
}

func (e *env) uninstallGitHook(dir string, dry bool) error {
	if dir == "" {
		dir, _ = os.Getwd()
	}
	git := e.git(dir)
	repo, err := githook.Open(git)
	if err != nil {
		return fail(exitError, "uninstall git-hook: %s: %v", dir, err)
	}
	res, err := githook.Uninstall(git, repo, dry)
	if err != nil {
		return fail(exitError, "uninstall git-hook: %v", err)
	}
	would := map[bool]string{true: "would be ", false: ""}[dry]
	switch {
	case !res.Ours && !hookFileExists(res.Hook):
		fmt.Fprintf(e.stdout, "%s: no pre-push hook\n", res.Hook)
	case !res.Ours:
		fmt.Fprintf(e.stdout, "%s is not hooktool's; left alone\n", res.Hook)
	case res.Restored:
		fmt.Fprintf(e.stdout, "%s %sreplaced by the chained pre-push.old\n", res.Hook, would)
	default:
		fmt.Fprintf(e.stdout, "%s %sremoved\n", res.Hook, would)
	}
	if res.UnsetHooksDir {
		fmt.Fprintf(e.stdout, "core.hooksPath %sunset (the folder held nothing else)\n", would)
	}
	return nil
}

// resolved is p with symlinks followed, where settings.WriteFile keeps its
// backup; p itself when it does not resolve.
func resolved(p string) string {
	if t, err := filepath.EvalSymlinks(p); err == nil {
		return t
	}
	return p
}

func hookFileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
