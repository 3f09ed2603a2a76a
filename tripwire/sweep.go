package tripwire

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// The sweep: files under the home folder's dot folders that a call made
// or changed and that name an agent's control variable. The wiring list
// names the start-up files of the shells and tools it knows; every
// terminal, editor, multiplexer and environment manager has one more
// (tmux's default-shell script, kitty's session, a Vim plugin, fish's
// vendor functions, nushell's autoload, devbox's global config, a legacy
// ~/.direnvrc), and no list keeps up. What they share is the effect: text
// that sets CLAUDE_CONFIG_DIR, CLAUDE_CODE_SIMPLE or another variable an
// agent's package names (wiring.AgentVar), in a file the call touched, in
// the places programs read their configuration from. So after each call
// that could write, the dot folders of the home folder are looked over
// (bounded in depth, folders and bytes) for files whose change time is
// within the call; a file the call created that names such a variable is
// moved aside as evidence (nothing was there before it), and one it
// changed is reported and held (there is no known-good copy of a file the
// list does not name).

// Bounds of one sweep.
const (
	sweepDepth = 5    // folders below the home folder
	sweepDirs  = 250  // folders listed
	sweepStats = 2000 // entries looked at
	sweepRead  = 16   // files read
	sweepBytes = 64 << 10
	sweepSlack = 50 * time.Millisecond // (the hook's clock and the file system's)
	// Below sweepDepth only folders the call changed (made, or an entry
	// added or renamed into place) are listed, down to sweepDeepest: a
	// planted runtime six folders down (~/.volta/tools/image/node/V/bin)
	// or a Neovim package in site/pack/*/start/*/plugin costs a listing
	// per folder it made, and an unchanged tree below the bound none.
	sweepDeepest = 12
	// sweepInPlace bounds the files stat'ed one by one in folders whose
	// entries did not change, beyond the home folder's first level: the
	// configuration folders of ~/.config (~/.config/APP and
	// ~/.config/APP/SUB, where terminals, editors and window managers
	// keep files edited in place: xfce4-terminal's terminalrc) and the
	// project's dot folders (.idea/workspace.xml, .flox/env/manifest.toml).
	sweepInPlace = 300
	// sweepInPlaceDeep bounds, apart, the files stat'ed one by one two
	// levels further down ~/.config (~/.config/APP/SUB/SUB2 and the level
	// below, the deepest the walk lists unchanged): an editor's autoload
	// tree sources every file at any depth (Kakoune's
	// autoload/tools/fmt.kak), and a budget of their own keeps a full
	// ~/.config from starving the shallower files, or them it (red-team
	// round 18).
	sweepInPlaceDeep = 100
)

// sweepSkip reports a dot folder under home (by its name, or its path
// from home) that holds no configuration read at a start, or that is the
// agents' own state (watched by the list, and written by the agents
// themselves all through a call: transcripts, shell snapshots), or a
// cache, a toolchain or an application's data too big to list. (A switch,
// not a map: nothing is built when the hook starts.)
func sweepSkip(name, rel string) bool {
	switch name {
	case ".cache", ".npm", ".cargo", ".rustup", ".git", ".m2", ".gradle", ".nvm", ".pyenv", ".rbenv", ".conda", ".mozilla", ".thunderbird",
		".vscode-server", ".vscode", ".cursor", ".claude", ".codex", ".gemini", ".copilot", ".openclaw", ".pi", ".bun", ".deno", ".yarn",
		".pnpm-store", ".sdkman", ".ghcup", ".opam", ".stack", ".cabal", ".julia", ".nix-profile", ".docker", ".terraform.d", ".var",
		".android", ".minikube", ".vagrant.d", "node_modules", "__pycache__", "site-packages":
		return true
	}
	switch rel {
	case ".local/state", ".local/share/Trash", ".local/lib", ".local/share/containers", ".local/share/flatpak/repo", ".kube/cache",
		".ipython/profile_default/db", ".local/share/nvim/lazy", ".local/share/Steam", ".local/share/JetBrains",
		".local/share/pnpm", ".local/share/virtualenvs", ".local/share/uv", ".local/pipx", ".config/google-chrome", ".config/chromium",
		".config/Code/User/workspaceStorage", ".config/Code/User/globalStorage", ".config/Code/CachedData", ".config/Code/Cache",
		".config/Slack", ".config/discord", ".kube/http-cache":
		return true
	}
	return false
}

// readOnlyTool is a tool call that writes nothing itself.
func readOnlyTool(tool string) bool {
	switch tool {
	case "Read", "Grep", "Glob", "LS", "WebFetch", "WebSearch", "TodoWrite", "TodoRead", "read_file", "read_many_files", "list_directory",
		"glob", "search_file_content", "google_web_search", "web_fetch", "read", "grep", "list", "webfetch", "todowrite", "todoread":
		return true
	}
	return false
}

// oneFileTool is an agent's tool that writes the one file its input
// names (the hook's target is that path).
func oneFileTool(tool string) bool {
	switch tool {
	case "Write", "Edit", "MultiEdit", "NotebookEdit", "write_file", "replace", "edit", "write", "create_file", "str_replace_editor":
		return true
	}
	return false
}

// sweepHome looks for files the call made or changed that name an agent's
// variable, at the end of a call whose start the PreToolUse recorded.
func (t *Tripwire) sweepHome(tx *state.Tx, c Call, turn func() bool, stamp string) []Change {
	if c.Event != "PostToolUse" && c.Event != "PostToolUseFailure" || c.Session == "" || c.ToolUseID == "" || t.Env.Home == "" || readOnlyTool(c.Tool) {
		return nil
	}
	raw, ok := tx.Get(Bucket, keyFly+c.Session+"\x00"+c.ToolUseID)
	if !ok {
		return nil
	}
	ms, _, _ := strings.Cut(strings.TrimPrefix(string(raw), askedMark), "|")
	n, err := strconv.ParseInt(ms, 10, 64)
	if err != nil {
		return nil
	}
	s := sweeper{home: t.Env.Home, since: time.UnixMilli(n).Add(-sweepSlack).UnixNano()}
	var onList map[string]bool
	s.listed = func(p string) bool {
		if onList == nil {
			onList = map[string]bool{}
			for _, it := range t.list() {
				onList[it.Path] = true
			}
		}
		return onList[p]
	}
	project := c.Project
	if project == t.Env.Home || project == "" || !filepath.IsAbs(project) {
		project = ""
	}
	if oneFileTool(c.Tool) && filepath.IsAbs(c.Target) {
		// An edit tool's call wrote the one file it names: only that
		// file is looked at, when it is under a dot folder of home or
		// of the project.
		rel, inHome := strings.CutPrefix(c.Target, t.Env.Home+string(filepath.Separator))
		if inHome && strings.HasPrefix(rel, ".") || configPlace(c.Target, t.Env.Home, project) {
			if fi, err := os.Lstat(c.Target); err == nil && fi.Mode().IsRegular() {
				s.file(c.Target, fs.FileInfoToDirEntry(fi))
			}
		}
	} else {
		// The files the command names come first: one edited in place
		// deep in a dot folder (whose own entries did not change) or in
		// the project's dot folders is out of the walk's reach.
		for _, p := range namedFiles(c.Target, t.Env.Home, c.Project) {
			if fi, err := os.Lstat(p); err == nil && fi.Mode().IsRegular() {
				s.file(p, fs.FileInfoToDirEntry(fi))
			}
		}
		s.walk(t.Env.Home, 0)
		s.pathDirs(homePathFolders(t.Env))
		if project != "" {
			s.inPlace = 0 // the project's own budget: a full ~/.config does not starve it
			s.walkProject(project)
		}
	}
	if len(s.found) == 0 {
		return nil
	}
	skip := map[string]bool{}
	for _, it := range t.items(tx, c.Project) {
		skip[it.Path] = true // the list's own items (and those followed from it) are checked by their rules
	}
	var changes []Change
	for _, f := range s.found {
		if skip[f.path] || !turn() {
			continue
		}
		where := "a file under the home folder"
		if project != "" && strings.HasPrefix(f.path, project+string(filepath.Separator)) {
			where = "a file in one of the project's dot folders"
		}
		ch := Change{Path: f.path, What: where + " that " + f.name + ", changed during the call", How: "changed"}
		ch.Kept = store(t.Copies).evidence(f.path, f.text, stamp)
		if f.created {
			ch.How = "created"
			if err := os.Remove(f.path); err != nil {
				ch.Err = err.Error()
			} else {
				ch.Restored = true
				t.pruneMade(filepath.Dir(f.path), true, false)
			}
		} else {
			ch.Err = "no known-good copy (the file is not on the wiring list): the variable's line is still there"
		}
		changes = append(changes, ch)
	}
	return changes
}

// maxNamed bounds the paths namedFiles takes from one command.
const maxNamed = 8

// namedFiles are the paths a shell command names (its text, as the hook
// saw it) that lie where start-up configuration lives: under a dot
// folder of home at any depth (~/.oh-my-zsh/custom/plugins/x/x.plugin.zsh,
// ~/.config/zellij/layouts/default.kdl), or in a dot folder or dot file
// of the project (.venv/bin/activate, .envrc, .vscode/settings.json).
// The walk sees a file edited in place only near the top of home; a path
// the command spells is cheap to look at wherever it is. A path computed
// inside an interpreter is not named, and is left to the walk.
func namedFiles(cmd, home, project string) []string {
	if cmd == "" || home == "" {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	for _, w := range strings.FieldsFunc(cmd, pathSep) {
		if len(out) >= maxNamed {
			break
		}
		var p string
		switch {
		case strings.HasPrefix(w, "~/"):
			p = filepath.Join(home, w[2:])
		case strings.HasPrefix(w, "$HOME/"):
			p = filepath.Join(home, w[6:])
		case strings.HasPrefix(w, "${HOME}/"):
			p = filepath.Join(home, w[8:])
		case filepath.IsAbs(w):
			p = filepath.Clean(w)
		case project != "" && strings.Contains(w, "/") || project != "" && strings.HasPrefix(w, "."):
			p = filepath.Join(project, w)
		default:
			continue
		}
		if seen[p] || !configPlace(p, home, project) {
			continue
		}
		seen[p] = true
		out = append(out, p)
	}
	return out
}

// pathSep splits a command into words that may be paths: blanks, quotes
// and the shell's operators (a redirection glued to its file too).
func pathSep(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\'', '"', ';', '|', '&', '<', '>', '(', ')', '`', '=':
		return true
	}
	return false
}

// configPlace reports a path under one of home's dot folders or dot
// files (not the agents' own folders, which the list watches), or under
// a dot folder or dot file of the project other than .git.
func configPlace(p, home, project string) bool {
	if rel, ok := strings.CutPrefix(p, home+string(filepath.Separator)); ok && strings.HasPrefix(rel, ".") && !strings.Contains(rel, "..") {
		// A named file costs one stat wherever it is, so the folders the
		// walk skips for their size (~/.cargo/env, ~/.nvm/nvm.sh) count.
		switch first, _, _ := strings.Cut(rel, string(filepath.Separator)); first {
		case ".claude", ".codex", ".gemini", ".copilot", ".openclaw", ".pi", ".cache", ".git":
			return false // the agents' own (the list's) and caches
		}
		return true
	}
	if project == "" {
		return false
	}
	rel, ok := strings.CutPrefix(p, project+string(filepath.Separator))
	if !ok || strings.Contains(rel, "..") {
		return false
	}
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		if part == ".git" || part == "node_modules" {
			return false
		}
		if strings.HasPrefix(part, ".") && len(part) > 1 {
			return true
		}
	}
	return false
}

// sweeper is one sweep's walk.
type sweeper struct {
	home        string
	since       int64 // ns: a change time from here on is the call's
	dirs, stats int
	reads       int
	inPlace     int // files stat'ed in folders whose entries did not change (sweepInPlace)
	deep        int // the same two levels further down ~/.config (sweepInPlaceDeep)
	top         int // files stat'ed directly in skipped dot folders (sweepTopFiles)
	topDirs     int // their folders stat'ed (sweepTopDirs)
	found       []sweptFile
	// listed reports a path on the wiring list (judged by its own rules,
	// not followed from a file that includes it); nil for none.
	listed func(string) bool
}

// sweptFile is a file the call touched that says something the sweep
// counts (name: what it says, sweptReason).
type sweptFile struct {
	path, name string
	text       []byte
	created    bool
}

func (s *sweeper) walk(dir string, depth int) {
	if s.dirs >= sweepDirs || depth > sweepDeepest {
		return
	}
	// A folder whose entries did not change during the call (its change
	// time is older) holds no file the call made or renamed into place
	// (sed -i, an editor's save, a tool's atomic write): its files are
	// only looked at one by one near the top (the home folder's own
	// dot files and their folders' files), where start-up files are
	// edited in place, and in ~/.config's application folders, within
	// sweepInPlace. Deeper, only changed folders pay for a stat per
	// file; below sweepDepth, only changed folders are listed at all.
	changed := depth <= 1
	if !changed {
		if fi, err := os.Lstat(dir); err == nil && ctime(fi) >= s.since {
			changed = true
		}
	}
	if depth > sweepDepth && !changed {
		return
	}
	s.dirs++
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	relDir := strings.TrimPrefix(dir, s.home+string(filepath.Separator))
	inConfig := !changed && strings.HasPrefix(relDir, ".config"+string(filepath.Separator))
	inPlace := inConfig && (depth == 2 || depth == 3)
	deep := inConfig && (depth == 4 || depth == 5)
	for _, e := range ents {
		name := e.Name()
		if depth == 0 && !strings.HasPrefix(name, ".") {
			if e.IsDir() && plainConfigTop(name) {
				// Round 22: a configuration folder of the home without
				// a dot (GNUstep's defaults and Window Maker's
				// autostart, macOS's Library): looked over where the
				// call changed it.
				s.walkFresh(filepath.Join(dir, name), 1)
			}
			continue // the home folder's own files and folders: work, not configuration
		}
		p := filepath.Join(dir, name)
		rel := strings.TrimPrefix(p, s.home+string(filepath.Separator))
		if sweepSkip(name, rel) || sweepSkipFile(name) {
			if depth == 0 && e.IsDir() && toolTop(name) {
				s.topFiles(p)
			}
			continue
		}
		if s.stats++; s.stats > sweepStats {
			return
		}
		switch t := e.Type(); {
		case t.IsDir():
			s.walk(p, depth+1)
		case t.IsRegular() && changed:
			s.file(p, e)
		case t.IsRegular() && inPlace && s.inPlace < sweepInPlace && !dataFile(name):
			s.inPlace++
			s.file(p, e)
		case t.IsRegular() && deep && s.deep < sweepInPlaceDeep && !dataFile(name):
			s.deep++
			s.file(p, e)
		}
	}
}

// plainConfigTop is a folder at the home's top, without a dot, that
// holds configuration tools read at a start: GNUstep's (~/GNUstep/
// Library/WindowMaker/autostart, its Defaults) and macOS's ~/Library
// (LaunchAgents, Application Support). Every other folder there is the
// user's work.
func plainConfigTop(name string) bool {
	return name == "GNUstep" || name == "Library"
}

// plainConfigSkip is a folder under a plainConfigTop folder that holds
// no configuration: caches, logs, mail, containers' data.
func plainConfigSkip(name string) bool {
	switch name {
	case "Caches", "Logs", "Mail", "Messages", "Containers", "Group Containers", "Metadata", "Saved Application State", "HTTPStorages",
		"WebKit", "Cookies", "Photos", "Safari", "Biome", "Trial", "CloudStorage", "Mobile Documents", "Developer", "Calendars":
		return true
	}
	return false
}

// walkFresh lists dir (a plainConfigTop folder) and, below it, only the
// folders the call changed (their change time within it): a stat per
// subfolder, a listing per changed one, each file judged by s.file
// (read only when the call changed it).
func (s *sweeper) walkFresh(dir string, depth int) {
	if s.dirs >= sweepDirs || depth > sweepDepth+1 {
		return
	}
	if depth > 1 {
		if fi, err := os.Lstat(dir); err != nil || ctime(fi) < s.since {
			return
		}
	}
	s.dirs++
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		name := e.Name()
		if sweepSkip(name, "") || plainConfigSkip(name) || sweepSkipFile(name) {
			continue
		}
		if s.stats++; s.stats > sweepStats {
			return
		}
		p := filepath.Join(dir, name)
		switch t := e.Type(); {
		case t.IsDir():
			s.walkFresh(p, depth+1)
		case t.IsRegular() && !dataFile(name):
			s.file(p, e)
		}
	}
}

// walkProject looks over the project's dot folders (not .git, the
// agents' own folders, CI's or caches: projectSkip) the same way: a
// file the call made or changed there that says what the sweep counts
// (an IDE's terminal environment in .idea/workspace.xml, a Flox
// manifest's [vars]). The project's own dot folders are small, so their
// files are stat'ed one by one three levels down (within sweepInPlace),
// and changed folders below that.
func (s *sweeper) walkProject(project string) {
	ents, err := os.ReadDir(project)
	if err != nil {
		return
	}
	topDot := 0
	for _, e := range ents {
		if name := e.Name(); e.IsDir() && strings.HasPrefix(name, ".") && !projectSkip(name) {
			s.walkIn(filepath.Join(project, name), 1)
		} else if e.Type().IsRegular() && strings.HasPrefix(name, ".") && len(name) > 1 && topDot < sweepTopFiles && !sampleFile(name) {
			// Round 20: a dot file at the project's top that a tool
			// reads from the folder it runs in (Neovim's .nvim.lua and
			// .exrc, Yarn's .yarnrc.yml naming the yarn it runs): a
			// stat each, read only when the call made or changed it.
			// The list's own (.env, .envrc) are judged by their rules.
			if p := filepath.Join(project, name); s.listed == nil || !s.listed(p) {
				topDot++
				s.file(p, e)
			}
		} else if e.Type().IsRegular() && packageHookFile(name) {
			// Round 24: a package manager's hook file, which it loads
			// as code at every install (pnpm's pnpmfile.cjs at the top,
			// without the dot of .pnpmfile.cjs, which the rule above
			// reads): read when the call made or changed it.
			s.file(filepath.Join(project, name), e)
		} else if e.IsDir() && name == ".yarn" {
			// Round 24: Yarn's plugins (.yarn/plugins, named by
			// .yarnrc.yml), loaded at every yarn command; the rest of
			// .yarn is its cache and releases.
			s.walkIn(filepath.Join(project, ".yarn", "plugins"), 2)
		} else if e.Type().IsRegular() && shadowingBuildFile(name) {
			// Round 19: a build file the call made that the tool reads
			// before the one the user keeps (make takes GNUmakefile,
			// then makefile, before Makefile): its recipes run at the
			// user's next make. Only one made during the call: the
			// user's own is edited as work is.
			if p := filepath.Join(project, name); born(p) >= s.since {
				s.file(p, e)
			}
		}
	}
}

// sampleFile is a file by its name that no tool reads as it is: an
// example or template for the user to copy (.env.example,
// .npmrc.sample), or a note.
func sampleFile(name string) bool {
	l := strings.ToLower(name)
	for _, x := range [...]string{".example", ".sample", ".template", ".tmpl", ".dist", ".orig", ".md", ".txt"} {
		if strings.HasSuffix(l, x) {
			return true
		}
	}
	return false
}

// packageHookFile is a file at a project's top that a package manager
// loads as code at every install or run (round 24): pnpm's pnpmfile
// (pnpm reads .pnpmfile.cjs, and pnpmfile.js/.cjs where it is told to
// or by an older default).
func packageHookFile(name string) bool {
	switch name {
	case "pnpmfile.js", "pnpmfile.cjs", "pnpmfile.mjs":
		return true
	}
	return false
}

// shadowingBuildFile is a build file a tool reads before the one a
// project usually keeps: GNU make's GNUmakefile and makefile, both read
// before Makefile.
func shadowingBuildFile(name string) bool {
	return name == "GNUmakefile" || name == "makefile"
}

// toolTop reports a dot folder the walk skips for its size (a
// toolchain's, an editor server's) whose own first-level files are
// config read at every run (~/.cargo/config.toml, ~/.gradle's
// gradle.properties, ~/.vscode-server/server-env-setup): those are
// looked at one by one (sweepTopFiles). Not the agents' own folders,
// caches, git's or a browser's.
func toolTop(name string) bool {
	switch name {
	case ".claude", ".codex", ".gemini", ".copilot", ".openclaw", ".pi", ".cache", ".git", ".mozilla", ".thunderbird", ".var",
		"node_modules", "__pycache__", "site-packages", ".nix-profile", ".pnpm-store":
		return false
	}
	return true
}

// sweepTopFiles bounds the files topFiles stats over all skipped
// folders of one sweep, and sweepTopDirs their first-level folders it
// stats to find the ones the call changed.
const (
	sweepTopFiles = 64
	sweepTopDirs  = 48
)

// topFiles looks at the regular files directly in a skipped dot folder
// (round 19: Cargo's config.toml naming a rustc-wrapper, the VS Code
// server's server-env-setup): one listing, a stat per file within
// sweepTopFiles, a read only when the call changed it.
func (s *sweeper) topFiles(dir string) {
	if s.dirs >= sweepDirs || s.top >= sweepTopFiles {
		return
	}
	s.dirs++
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	var fresh []string
	for _, e := range ents {
		if e.IsDir() && len(fresh) < 4 && s.topDirs < sweepTopDirs {
			// Round 20: a folder in it the call made or added to (a
			// docker CLI plugin in ~/.docker/cli-plugins, a tool's
			// plugins folder): its own files are looked at too. One
			// stat per folder, within a budget of its own (the files'
			// is not spent on folders); an unchanged one is not listed.
			s.topDirs++
			if fi, err := e.Info(); err == nil && ctime(fi) >= s.since && !sweepSkip(e.Name(), "") {
				fresh = append(fresh, filepath.Join(dir, e.Name()))
			}
			continue
		}
		if !e.Type().IsRegular() || sweepSkipFile(e.Name()) || dataFile(e.Name()) {
			continue
		}
		if s.top++; s.top > sweepTopFiles {
			return
		}
		s.file(filepath.Join(dir, e.Name()), e)
	}
	for _, d := range fresh {
		if s.dirs >= sweepDirs {
			return
		}
		s.dirs++
		kids, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for _, e := range kids {
			if !e.Type().IsRegular() || sweepSkipFile(e.Name()) || dataFile(e.Name()) {
				continue
			}
			if s.top++; s.top > sweepTopFiles {
				return
			}
			s.file(filepath.Join(d, e.Name()), e)
		}
	}
}

func (s *sweeper) walkIn(dir string, depth int) {
	if s.dirs >= sweepDirs || depth > sweepDeepest {
		return
	}
	changed := false
	if fi, err := os.Lstat(dir); err == nil && ctime(fi) >= s.since {
		changed = true
	}
	if depth > 3 && !changed {
		return
	}
	s.dirs++
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		name := e.Name()
		if sweepSkip(name, "") || projectSkip(name) || sweepSkipFile(name) {
			continue
		}
		if s.stats++; s.stats > sweepStats {
			return
		}
		p := filepath.Join(dir, name)
		switch t := e.Type(); {
		case t.IsDir():
			s.walkIn(p, depth+1)
		case t.IsRegular() && changed:
			s.file(p, e)
		case t.IsRegular() && s.inPlace < sweepInPlace && !dataFile(name):
			s.inPlace++
			s.file(p, e)
		}
	}
}

// projectSkip is a dot folder of the project the sweep leaves: git's,
// the agents' own (their files are on the wiring list, and their
// transcripts and caches name anything), CI's (run elsewhere), build
// caches, and the libraries of a virtual environment (.venv/lib: its
// bin/activate is a start-up file and stays).
func projectSkip(name string) bool {
	switch name {
	case ".git", ".github", ".gitlab", ".claude", ".codex", ".gemini", ".copilot", ".openclaw", ".pi", ".opencode", ".outfitter",
		".cache", ".next", ".nuxt", ".svelte-kit", ".turbo", ".parcel-cache", ".pytest_cache", ".mypy_cache", ".ruff_cache", ".tox",
		".nox", ".gradle", ".terraform", ".serverless", ".expo", ".angular", ".yarn", ".pnpm-store", ".direnv",
		".hg", ".svn", "node_modules", "lib", "lib64", "share", "target", "dist", "build":
		return true
	}
	return strings.HasSuffix(name, "cache")
}

// sweepSkipFile is a file whose content is a record of what was done,
// not configuration read at a start: shells' and tools' histories, Vim's
// viminfo and Neovim's shada, less's history, the recent-files list.
func sweepSkipFile(name string) bool {
	l := strings.ToLower(name)
	return strings.Contains(l, "history") || strings.Contains(l, "viminfo") || strings.Contains(l, "shada") ||
		l == ".lesshst" || strings.HasPrefix(l, "recently-used")
}

// dataFile is a file by its name that no program reads its start-up
// from (images, fonts, databases, logs, archives, locks): not stat'ed
// where the sweep stats files one by one.
func dataFile(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".png", ".jpg", ".jpeg", ".gif", ".svg", ".ico", ".webp", ".ttf", ".otf", ".woff", ".woff2", ".db", ".sqlite", ".sqlite3",
		".log", ".lock", ".gz", ".zip", ".xz", ".zst", ".bak", ".old", ".tmp", ".pid", ".sock", ".mo", ".pyc":
		return true
	}
	return false
}

// file reads a regular file changed since the call started, and keeps it
// when its text names an agent's variable.
func (s *sweeper) file(p string, e fs.DirEntry) {
	for _, f := range s.found {
		if f.path == p {
			return // named by the command and met again by the walk
		}
	}
	fi, err := e.Info()
	if err != nil || ctime(fi) < s.since || fi.Size() > sweepBytes || s.reads >= sweepRead {
		return
	}
	s.reads++
	b, err := os.ReadFile(p)
	if err != nil || len(b) > sweepBytes {
		return
	}
	why := sweptReason(filepath.Base(p), fi.Mode()&0o111 != 0, b)
	if why == "" {
		why = s.moreReason(p, b)
	}
	if why == "" && (shadowingBuildFile(filepath.Base(p)) || fi.Mode()&0o111 != 0 && bytes.HasPrefix(b, []byte("#!")) || scriptName(filepath.Base(p)) ||
		replStartup(filepath.Base(p)) || born(p) >= s.since) && scriptRewrites(b) {
		// Round 19: a program (a script, a build file make prefers)
		// that builds a wiring file's path and writes it, the two on
		// lines of their own (a recipe's @sed -i). Round 20: a script
		// by its name too, whatever runs it (npm init runs
		// ~/.npm-init.js, not executable). Round 21: an interpreter's
		// or a REPL's start-up file by its name (~/.irbrc, ~/.erlang,
		// Julia's startup.jl), and any file the call made, whatever
		// its name: a program reads it as code at its next start.
		why = "rewrites hooktool's wiring when it runs"
	}
	if why != "" {
		s.found = append(s.found, sweptFile{path: p, name: why, text: b, created: born(p) >= s.since})
	}
}

// moreReason is what a file says that needs the file system to tell
// (red-team round 18): a PATH line that puts first a folder holding a
// wrapper named like an agent's command made during the call, or a line
// that pulls in another file that says what the sweep counts (npm's
// globalconfig naming a file whose node-options preload a module).
func (s *sweeper) moreReason(p string, b []byte) string {
	if bytes.IndexByte(b, 0) >= 0 {
		return ""
	}
	fresh := func(p string) bool {
		fi, err := os.Lstat(p)
		return err == nil && ctime(fi) >= s.since
	}
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		if d, n := pathWrapper(t, s.home, fresh); d != "" {
			return "puts " + d + " on PATH, where a wrapper script named " + n + " made during the call runs instead of the agent"
		}
	}
	if why := s.includedReason(b); why != "" {
		return why
	}
	if why := s.registryReason(p, b); why != "" {
		return why // round 25
	}
	return s.programReason(p, b)
}

// scriptName is a file named as a script of an interpreter: whatever
// runs it (npm's init-module, a tool's hook, an editor's plugin), its
// text is a program's.
func scriptName(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".js", ".cjs", ".mjs", ".ts", ".cts", ".mts", ".py", ".rb", ".pl", ".pm", ".lua", ".sh", ".bash", ".zsh", ".fish", ".php", ".tcl", ".r", ".ps1", ".nu", ".vim", ".el",
		// round 21: the languages whose REPLs read a start-up script
		".jl", ".erl", ".ex", ".exs", ".hs", ".scm", ".ss", ".rkt", ".clj", ".cljs", ".lisp", ".cl", ".groovy", ".kts", ".raku", ".ml", ".awk", ".gdb":
		return true
	}
	return false
}

// replStartup is a start-up file an interpreter, a REPL or a debugger
// reads as code at each start by its name alone (round 21): irb's and
// pry's rc, erl's .erlang, GHCi's .ghci, Julia's startup.jl, SBCL's,
// Guile's and Racket's rc, psql's and sqlite3's rc, gdb's and lldb's
// init, R's and Octave's profile, OCaml's init. Its text is a
// program's, whatever its extension.
func replStartup(name string) bool {
	switch name {
	case ".irbrc", ".pryrc", ".erlang", ".ghci", "startup.jl", ".sbclrc", ".guile", ".racketrc", ".psqlrc", ".sqliterc", ".gdbinit",
		".lldbinit", ".Rprofile", ".octaverc", ".ocamlinit", ".clisprc", ".eclrc", ".tclshrc", ".wishrc", ".perldb", ".pdbrc",
		".pythonrc", ".pythonstartup", ".node_repl_init", ".iex.exs", ".mongoshrc.js", ".mongorc.js", ".sclangrc", ".gnuplot":
		return true
	}
	return false
}

// Bounds of programReason, per file the sweep read.
const (
	programStats = 6 // paths looked at
	programReads = 2 // programs read
)

// programReason is why a file the sweep read names a program that does
// what the sweep counts (round 20): a config layer that has a tool run a
// program later by its path (Yarn's yarnPath, the AWS CLI's
// credential_process, a kubeconfig's exec command, dunst's script, go's
// -exec in GOFLAGS, a notifier's or a launcher's command) says nothing
// itself, the program it names does. Whatever the key, a path the file
// names (absolute, from the home folder, or relative to the file's own
// folder) that is a regular file, small, not the file itself nor on the
// wiring list, is read and judged as the sweep judges a script: it
// rewrites the wiring when it runs, or says what sweptReason counts. At
// most programStats paths stat'ed and programReads read, within the
// sweep's read budget.
func (s *sweeper) programReason(p string, b []byte) string {
	if bytes.IndexByte(b, 0) >= 0 {
		return ""
	}
	dir := filepath.Dir(p)
	stats, reads := 0, 0
	seen := map[string]bool{p: true}
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || t[0] == ';' || strings.HasPrefix(t, "//") || !strings.Contains(t, "/") {
			continue
		}
		for _, w := range strings.FieldsFunc(t, programSep) {
			if stats >= programStats || reads >= programReads || s.reads >= sweepRead {
				return ""
			}
			q := programPath(w, s.home, dir)
			if q == "" || seen[q] || s.listed != nil && s.listed(q) {
				continue
			}
			seen[q] = true
			stats++
			fi, err := os.Stat(q)
			if err != nil || !fi.Mode().IsRegular() || fi.Size() > sweepBytes || fi.Size() == 0 {
				continue
			}
			reads++
			s.reads++
			pb, ok := readBounded(q) // opened without blocking: a FIFO put there is no file
			if !ok || len(pb) > sweepBytes || bytes.IndexByte(pb, 0) >= 0 {
				continue
			}
			// Round 25: one hop on too (a wrapper that runs a script
			// kept elsewhere, then the real program).
			if why := followReason(filepath.Base(q), fi.Mode()&0o111 != 0, pb, s.home, filepath.Dir(q), 1); why != "" {
				return "names " + q + " as a program to run, which " + why
			}
		}
	}
	return ""
}

// programSep splits a config line into words that may be paths: blanks,
// quotes and the separators of keys and values in INI, TOML, YAML, JSON
// and flags (key = value, key: value, -exec=PATH, ["PATH", ...]).
func programSep(r rune) bool {
	switch r {
	case ' ', '\t', '\'', '"', '`', '=', ',', ';', '(', ')', '[', ']', '{', '}', '<', '>', '|', '&':
		return true
	}
	return false
}

// programPath is the file a word names by path: absolute, from the home
// folder (~/, $HOME/, ${HOME}/), or relative to dir when it holds a
// slash (tools/yarn.cjs, ./bin/x); "" for a URL, a glob, an option, a
// bare name (found on PATH), or a path with a variable left.
func programPath(w, home, dir string) string {
	w = strings.TrimRight(strings.TrimLeft(w, ":"), ":")
	if len(w) < 3 || len(w) > 1024 || !strings.Contains(w, "/") || strings.Contains(w, "://") || strings.HasPrefix(w, "-") ||
		strings.ContainsAny(w, "*?\n") || strings.HasSuffix(w, "/") {
		return ""
	}
	if p := homePath(w, home); p != "" {
		return p
	}
	if strings.Contains(w, "$") || strings.HasPrefix(w, "~") || filepath.IsAbs(w) {
		return ""
	}
	return filepath.Join(dir, w)
}

// agentVarIn is the first agent's variable text names as a word.
func agentVarIn(b []byte) string {
	for i := 0; i < len(b); {
		if !varByte(b[i]) || b[i] >= '0' && b[i] <= '9' || i > 0 && varByte(b[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(b) && varByte(b[j]) {
			j++
		}
		if w := string(b[i:j]); j-i >= 6 && strings.ContainsRune(w, '_') && wiring.AgentVar(w) {
			return w
		}
		i = j
	}
	return ""
}

func varByte(c byte) bool { return c == '_' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' }

// sweepPathFiles bounds the files pathDirs stats over the folders on
// PATH the walk leaves, in one sweep.
const sweepPathFiles = 64

// pathDirs looks at the folders on PATH under the home folder that the
// walk leaves, not being dot folders (~/bin, ~/go/bin, a folder of the
// user's work; round 21): a program put there, or changed, during the
// call runs later by its bare name from whatever names it (a desktop
// tool's config, conky's ${execi 600 NAME}, a kanshi exec, a cron line,
// the user's shell), found through PATH. It is judged by its own text,
// as a script the walk meets is: one that rewrites the wiring when it
// runs, or says what the sweep counts, made during the call, is moved
// aside. Only agents' names were watched there before (the shims). One
// listing per folder (at most 4), a stat per file within sweepPathFiles,
// a read only when the call made or changed it.
func (s *sweeper) pathDirs(dirs []string) {
	sep := string(filepath.Separator)
	listed, files := 0, 0
	for _, d := range dirs {
		if listed >= 4 || s.dirs >= sweepDirs {
			return
		}
		rel, ok := strings.CutPrefix(d, s.home+sep)
		if !ok || strings.HasPrefix(rel, ".") || strings.Contains(rel, "..") {
			continue // a dot folder is the walk's
		}
		listed++
		s.dirs++
		ents, err := os.ReadDir(d)
		if err != nil {
			continue
		}
		for _, e := range ents {
			if !e.Type().IsRegular() || dataFile(e.Name()) || sweepSkipFile(e.Name()) {
				continue
			}
			if files++; files > sweepPathFiles {
				return
			}
			s.file(filepath.Join(d, e.Name()), e)
		}
	}
}

// homePathFolders are the folders on PATH under the home folder, ~/bin
// and ~/.local/bin first, as the list's PATH shims are (without building
// the list: the sweep runs where the snapshot vouched for it).
func homePathFolders(e wiring.Env) []string {
	if !filepath.IsAbs(e.Home) {
		return nil
	}
	home := filepath.Clean(e.Home)
	out := []string{filepath.Join(home, "bin"), filepath.Join(home, ".local", "bin")}
	for _, d := range filepath.SplitList(e.Get("PATH")) {
		if !filepath.IsAbs(d) || len(out) >= 8 {
			continue
		}
		d = filepath.Clean(d)
		if strings.HasPrefix(d, home+string(filepath.Separator)) && d != out[0] && d != out[1] && !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	return out
}
