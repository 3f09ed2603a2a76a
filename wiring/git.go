package wiring

import (
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
//
// And the switches that remove the hooks at the user's next checkout
// rather than now (red-team round 7, Y12): core.sparseCheckout (with
// the patterns in info/sparse-checkout, which the list names) and
// index.sparse; and core.useReplaceRefs (git replace, Y13).
//
// And a remote whose URL runs a program (ext::, with protocol.ext.allow):
// git starts it at the push, before the pre-push hook reads what goes
// (red-team round 11, B14); any remote helper named the same way
// ("fast::https://...", in a url or an insteadOf) is a program git runs
// there too (round 12, C33, C34).
var gitLines = []string{"hookspath", "no-verify", "include", "sparsecheckout", "index.sparse", "usereplacerefs", "protocol.ext", "protocol.allow", "::"}

// maxSSHIncluded bounds the files ssh's Include lines add.
const maxSSHIncluded = 32

// sshIncluded returns the files the Include lines of the ssh config at p
// name (relative to ~/.ssh, ~ for home), and the patterns of those that
// glob over a folder's names.
func sshIncluded(e Env, p string) (files, globs []string) {
	b := e.read(p)
	if b == nil {
		return nil, nil
	}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || !strings.EqualFold(f[0], "include") {
			continue
		}
		for _, pat := range f[1:] {
			switch {
			case strings.HasPrefix(pat, "~/"):
				pat = e.home(pat[2:])
			case !filepath.IsAbs(pat):
				pat = filepath.Join(filepath.Dir(p), pat)
			}
			if len(files)+len(globs) >= maxSSHIncluded {
				return files, globs
			}
			if strings.ContainsAny(filepath.Base(pat), "*?[") {
				globs = append(globs, pat)
			} else {
				files = append(files, pat)
			}
		}
	}
	return files, globs
}

// Git is git's wiring for the project and the user: the repository's
// config and pre-push hook (in .git/hooks and in the tracked hooks folder
// hooktool installs), the global and system config, and, with
// Env.ReadFile, a worktree's own git folder and the folder core.hooksPath
// names.
func Git(e Env) []Item {
	var l list
	const cfg, hook = "the repository's git config, which decides whether its hooks run", "the git pre-push hook"
	const global = "git's global config, which decides whether hooks run"
	const included = "a file a git config includes (include.path, includeIf), read by git as part of that config"
	var configs, watched []string // what hooksPath is read from; every git config watched
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
				watched = append(watched, filepath.Join(gitDir, "config.worktree"))
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
				watched = append(watched, filepath.Join(common, "worktrees", n, "config.worktree"))
			}
		}
		// A git folder's commondir names the folder git takes the config,
		// the hooks and the objects from, a plain .git folder's too: one
		// written there points git at a copy without core.hooksPath.
		l.add(Item{Agent: "git", Path: filepath.Join(gitDir, "commondir"), Kind: File, What: "the git folder's commondir (git reads its config and hooks from the folder it names)"})
		commonDir = common
		configs = append(configs, filepath.Join(common, "config"))
		l.add(Item{Agent: "git", Path: filepath.Join(common, "config"), Kind: File, What: cfg, Lines: gitLines, Syntax: SyntaxGit})
		l.add(Item{Agent: "git", Path: filepath.Join(common, "config.worktree"), Kind: File, What: cfg, Lines: gitLines, Syntax: SyntaxGit})
		watched = append(watched, filepath.Join(common, "config"), filepath.Join(common, "config.worktree"))
		l.add(Item{Agent: "git", Path: filepath.Join(common, "hooks", "pre-push"), Kind: File, What: hook})
		l.add(Item{Agent: "git", Path: e.project("hooks", "pre-push"), Kind: File, What: hook})
		// What the next checkout writes (red-team round 7): the
		// sparse-checkout patterns (a set without the hooks folder
		// removes it), and git replace's refs (a ref there makes every
		// checkout write another blob for the hook). git's own commands
		// write them only when the user asks for sparse checkout or a
		// replacement.
		l.add(Item{Agent: "git", Path: filepath.Join(gitDir, "info", "sparse-checkout"), Kind: File, What: "the repository's sparse-checkout patterns (a checkout removes what they leave out)"})
		l.add(Item{Agent: "git", Path: filepath.Join(common, "refs", "replace"), Kind: Dir, What: "git replace's refs (a checkout writes the replacement in place of an object)"})
	}
	for _, p := range GitGlobalConfigs(e) {
		configs = append(configs, p)
		watched = append(watched, p)
		l.add(Item{Agent: "git", Path: p, Kind: File, What: global, Lines: gitLines, Syntax: SyntaxGit})
	}
	// The files those configs include are read by git as if they were
	// written where the include is: a core.hooksPath in one (present, or
	// made later at the path an include already names) silences the
	// hooks as well. Followed with Env.ReadFile, present or absent.
	for _, p := range gitIncludes(e, watched) {
		configs = append(configs, p)
		l.add(Item{Agent: "git", Path: p, Kind: File, What: included, Lines: gitLines, Syntax: SyntaxGit})
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
	if h := e.home(".ssh", "config"); h != "" {
		// ssh runs these at each connection, a push over ssh's too,
		// before the pre-push hook reads what goes (red-team round 11,
		// B13): Match exec, ProxyCommand, LocalCommand (with
		// PermitLocalCommand), KnownHostsCommand. A Host alias is none.
		sshLines := []string{"exec", "proxycommand", "localcommand", "knownhostscommand", "include"}
		l.add(Item{Agent: "git", Path: h, Kind: File, What: "ssh's client config (the commands it runs at each connection, a push's too)", Lines: sshLines})
		// The files its Include lines pull in (a config.d folder) are
		// ssh's config as much (red-team round 12, C20).
		files, globs := sshIncluded(e, h)
		for _, p := range files {
			l.add(Item{Agent: "git", Path: p, Kind: File, What: "a file ssh's client config includes (read as part of it)", Lines: sshLines})
		}
		for _, g := range globs {
			// Include config.d/*: a file made there later is read too.
			l.add(Item{Agent: "git", Path: filepath.Dir(g), Kind: StartupDir, Names: []string{filepath.Base(g)},
				What: "a folder ssh's client config includes by a glob (its files read as part of it)", Lines: sshLines})
		}
	}
	if e.ReadFile != nil && e.Project != "" {
		if len(hooksDirs) == 0 && commonDir != "" {
			hooksDirs = append(hooksDirs, filepath.Join(commonDir, "hooks"))
		}
		for _, d := range hooksDirs {
			// Its own mode counts too (Y10): a folder git cannot list
			// or enter runs no hook, though no hook changed.
			l.add(Item{Agent: "git", Path: d, Kind: Dir, What: folder, ModeBits: 0o700})
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
// one.
func hooksPath(b []byte) string {
	var out string
	for _, kv := range gitEntries(b) {
		if kv[0] == "core.hookspath" {
			out = kv[1]
		}
	}
	return out
}

// Bounds of the includes followed: git itself stops at 10 levels.
const (
	maxIncludeDepth = 10
	maxIncluded     = 16
)

// gitIncludes are the files the git configs named in from include
// (include.path and every includeIf.<condition>.path, whatever the
// condition: one that does not hold now may at the user's next command),
// followed
// through the files they include in turn, each once and within bounds.
// A path is taken as git takes it: ~/ from the home folder, a relative
// one from the including file's folder. An included file that does not
// exist is listed too: made later, git reads it at once.
func gitIncludes(e Env, from []string) []string {
	if e.ReadFile == nil {
		return nil
	}
	seen := make(map[string]bool, len(from))
	for _, f := range from {
		seen[f] = true
	}
	var out []string
	level := from
	for depth := 0; depth < maxIncludeDepth && len(level) > 0; depth++ {
		var next []string
		for _, f := range level {
			for _, kv := range gitEntries(e.read(f)) {
				if !gitIncludeKey(kv[0]) {
					continue
				}
				p := gitIncludePath(e, f, kv[1])
				if p == "" || seen[p] || len(out) >= maxIncluded {
					continue
				}
				seen[p] = true
				out = append(out, p)
				next = append(next, p)
			}
		}
		level = next
	}
	return out
}

// gitIncludeKey reports whether a full lower-case key names a file to
// include: include.path, includeif.<condition>.path.
func gitIncludeKey(key string) bool {
	return key == "include.path" || strings.HasPrefix(key, "includeif.") && strings.HasSuffix(key, ".path") && len(key) > len("includeif..path")
}

// gitIncludePath is an include's value as the file git opens, "" for one
// hooktool cannot place (~user/, %(prefix)/, empty).
func gitIncludePath(e Env, from, v string) string {
	switch {
	case v == "" || strings.HasPrefix(v, "%("):
		return ""
	case v == "~" || strings.HasPrefix(v, "~/"):
		return e.home(strings.TrimPrefix(strings.TrimPrefix(v, "~"), "/"))
	case strings.HasPrefix(v, "~"):
		return ""
	case filepath.IsAbs(v):
		return filepath.Clean(v)
	}
	return filepath.Join(filepath.Dir(from), v)
}

// gitEntries are the keys of a git config as git names them (section,
// subsection and key: core.hookspath, includeif.gitdir:~/w/.path), each
// with its value unquoted and without a trailing comment. A key on a
// section header's own line counts, and a line ending in a backslash goes
// on in the next, as git reads them. The one reader of git config lines:
// the wiring it follows and the lines the tripwire compares
// (gitSelect) see the same keys and values.
func gitEntries(b []byte) [][2]string {
	if len(b) == 0 {
		return nil // no file read (the guard's lists read none)
	}
	var out [][2]string
	section := ""
	lines := strings.Split(string(b), "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		for continued(line) && i+1 < len(lines) {
			i++
			line = line[:len(line)-1] + strings.TrimRight(lines[i], " \t\r")
		}
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			end := strings.IndexByte(line, ']')
			if end < 0 {
				continue
			}
			section = gitSection(line[1:end])
			line = strings.TrimSpace(line[end+1:])
			if line == "" || line[0] == '#' || line[0] == ';' {
				continue
			}
		}
		k, v, _ := strings.Cut(line, "=")
		out = append(out, [2]string{section + "." + strings.ToLower(strings.TrimSpace(k)), gitValue(v)})
	}
	return out
}

// continued reports a line that ends in an unescaped backslash: git reads
// the next line as its continuation.
func continued(line string) bool {
	n := 0
	for i := len(line) - 1; i >= 0 && line[i] == '\\'; i-- {
		n++
	}
	return n%2 == 1
}

// gitValue is a config value as git reads it: quotes dropped (what is
// inside kept as written), the escapes \\, \", \t and \n decoded, a
// comment (# or ;) outside quotes ending it, surrounding blanks trimmed.
func gitValue(v string) string {
	var b strings.Builder
	quoted := false
	pending := 0 // blanks held until something follows them
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '\\' && i+1 < len(v):
			i++
			switch v[i] {
			case 't':
				c = '\t'
			case 'n':
				c = '\n'
			default:
				c = v[i]
			}
		case c == '"':
			quoted = !quoted
			continue
		case !quoted && (c == '#' || c == ';'):
			i = len(v)
			continue
		case !quoted && (c == ' ' || c == '\t'):
			pending++
			continue
		}
		if b.Len() > 0 {
			b.WriteString(strings.Repeat(" ", pending))
		}
		pending = 0
		b.WriteByte(c)
	}
	return b.String()
}
