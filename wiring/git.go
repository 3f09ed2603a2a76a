package wiring

import (
	"bufio"
	"bytes"
	"path/filepath"
	"strings"
)

// gitLines select what in a git config decides whether hooks run, read
// by SyntaxGit: where they are (core.hooksPath), aliases that skip them
// (--no-verify), other files pulled in (include, includeIf), and every
// key whose value git runs as a command (GitCommandKey: a filter driver,
// core.fsmonitor, an editor, a pager, a credential helper, an alias with
// "!"), which runs code at the user's next checkout, status or commit.
// Remotes, branches and settings such as core.autocrlf that git itself or
// ordinary work writes are not among them.
var gitLines = []string{"hookspath", "no-verify", "include"}

// Git is git's wiring for the project and the user: the repository's
// config and pre-push hook (in .git/hooks and in the tracked hooks folder
// hooktool installs), the global and system config, and, with
// Env.ReadFile, a worktree's own git folder and the folder core.hooksPath
// names.
func Git(e Env) []Item {
	var l list
	const cfg, hook = "the repository's git config, which decides whether its hooks run", "the git pre-push hook"
	const global = "git's global config, which decides whether hooks run"
	var configs []string
	var commonDir string
	if e.Project != "" {
		gitDir := e.project(".git")
		common := gitDir
		if b := e.read(gitDir); b != nil {
			// A worktree or submodule: .git is a file naming the folder.
			if d, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:"); ok {
				gitDir = absUnder(e.Project, strings.TrimSpace(d))
				common = gitDir
				if c := e.read(filepath.Join(gitDir, "commondir")); c != nil {
					common = absUnder(gitDir, strings.TrimSpace(string(c)))
				}
				l.add(Item{Agent: "git", Path: filepath.Join(gitDir, "config.worktree"), Kind: File, What: cfg, Lines: gitLines, Syntax: SyntaxGit})
			}
		}
		// Every worktree's own config (extensions.worktreeConfig makes git
		// read .git/worktrees/NAME/config.worktree for that worktree): a
		// hooksPath there silences the hooks of a push from it.
		if e.ReadFile != nil && e.ReadDir != nil {
			names, _ := e.ReadDir(filepath.Join(common, "worktrees"))
			for i, n := range names {
				if i >= 32 {
					break
				}
				l.add(Item{Agent: "git", Path: filepath.Join(common, "worktrees", n, "config.worktree"), Kind: File, What: cfg, Lines: gitLines, Syntax: SyntaxGit})
			}
		}
		commonDir = common
		configs = append(configs, filepath.Join(common, "config"))
		l.add(Item{Agent: "git", Path: filepath.Join(common, "config"), Kind: File, What: cfg, Lines: gitLines, Syntax: SyntaxGit})
		l.add(Item{Agent: "git", Path: filepath.Join(common, "config.worktree"), Kind: File, What: cfg, Lines: gitLines, Syntax: SyntaxGit})
		l.add(Item{Agent: "git", Path: filepath.Join(common, "hooks", "pre-push"), Kind: File, What: hook})
		l.add(Item{Agent: "git", Path: e.project("hooks", "pre-push"), Kind: File, What: hook})
	}
	for _, p := range GitGlobalConfigs(e) {
		configs = append(configs, p)
		l.add(Item{Agent: "git", Path: p, Kind: File, What: global, Lines: gitLines, Syntax: SyntaxGit})
	}
	// The hooks folder git runs hooks from is watched whole: any hook
	// there (a post-checkout that rewrites a settings file later, a
	// pre-push.old hooktool's hook chains to) runs code outside any
	// agent call. Found by following the configs, so with Env.ReadFile.
	const folder = "the git hooks folder (every hook in it runs at git's events)"
	var hooksDirs []string
	for _, c := range configs {
		if hp := hooksPath(e.read(c)); hp != "" {
			switch {
			case strings.HasPrefix(hp, "~/"):
				hp = e.home(hp[2:])
			case !filepath.IsAbs(hp):
				hp = e.project(hp)
			}
			l.add(Item{Agent: "git", Path: filepath.Join(hp, "pre-push"), Kind: File, What: hook})
			hooksDirs = append(hooksDirs, hp)
		}
	}
	if e.ReadFile != nil && e.Project != "" {
		if len(hooksDirs) == 0 && commonDir != "" {
			hooksDirs = append(hooksDirs, filepath.Join(commonDir, "hooks"))
		}
		for _, d := range hooksDirs {
			l.add(Item{Agent: "git", Path: d, Kind: Dir, What: folder})
		}
	}
	return l
}

// GitGlobalConfigs are the global and system config files git reads.
func GitGlobalConfigs(e Env) []string {
	var out []string
	if f := e.Get("GIT_CONFIG_GLOBAL"); filepath.IsAbs(f) {
		out = append(out, filepath.Clean(f))
	} else if h := e.home(".gitconfig"); h != "" {
		out = append(out, h)
	}
	if x := e.dirVar("XDG_CONFIG_HOME"); x != "" {
		out = append(out, filepath.Join(x, "git", "config"))
	} else if h := e.home(".config", "git", "config"); h != "" {
		out = append(out, h)
	}
	if f := e.Get("GIT_CONFIG_SYSTEM"); filepath.IsAbs(f) {
		return append(out, filepath.Clean(f))
	}
	return append(out, "/etc/gitconfig")
}

// absUnder makes p absolute against dir.
func absUnder(dir, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

// hooksPath is the last core.hooksPath of a git config file, "" without
// one. It reads the plain key = value form git writes; quoting and
// continuation lines are rare here and are left to the tripwire, which
// watches the config itself.
func hooksPath(b []byte) string {
	if len(b) == 0 {
		return "" // no file read (the guard's lists read none): no scanner to set up
	}
	var section, out string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			section = strings.ToLower(strings.Trim(strings.Fields(line + " ")[0], "[]"))
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if ok && section == "core" && strings.EqualFold(strings.TrimSpace(k), "hookspath") {
			out = strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return out
}
