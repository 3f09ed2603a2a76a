// Package wiring names the files, folders and settings that wire hooktool
// into each agent and into git: everything whose change could silence it.
//
// It is the one list behind install, uninstall, doctor, the guard's
// protected set and the tripwire, so those can never disagree about what
// counts as hooktool's wiring. Each agent's own list lives in its package
// (agents/codex, ...) and reaches All through Agents. It only names paths from an Env (a file is read only through
// Env.ReadFile, to follow what a file names) and imports no other hookd
// package, so every other package may use it.
package wiring

import "path/filepath"

// Kind says how a wiring item is fingerprinted and restored.
type Kind int

const (
	// File is a regular file whose content wires hooktool in (a settings
	// file, a hooks.json, a plugin file). It is restored byte for byte.
	File Kind = iota
	// Dir is a folder whose presence wires hooktool in (an agent's
	// extensions folder); its entries are listed, not read.
	Dir
	// Binary is hooktool's own executable.
	Binary
	// Startup is a shell start-up file, a file one sources, a dotenv
	// file a client loads, or another place a session's environment is
	// set (tmux's config, an editor's terminal settings): only its lines
	// or entries that can change how an agent or git runs hooks count
	// (StartupLine, StartupVar). The guard leaves these to the tripwire.
	Startup
	// Shims is a folder on PATH where only the entries in Item.Names
	// count, and only their coming (a wrapper named like an agent's
	// command that runs instead of it).
	Shims
	// Mode is a folder whose owner's mode bits count, not its entries:
	// chmod 000 on an agent's config folder hides every file in it from
	// the client without changing one.
	Mode
	// StartupDir is a folder whose files are each read like a Startup
	// file (systemd's environment.d, direnv's allow records, a project's
	// VS Code workspace files): only the entries Item.Names matches count
	// (globs; all when nil), each judged by its lines or keys as Syntax,
	// Keys and Lines say. A new file there counts only when it has such a
	// line, and only that file is moved away. The guard leaves these to
	// the tripwire, like Startup.
	StartupDir
)

// String names a kind for state records and messages.
func (k Kind) String() string {
	switch k {
	case File:
		return "file"
	case Dir:
		return "dir"
	case Binary:
		return "binary"
	case Startup:
		return "startup"
	case Shims:
		return "shims"
	case Mode:
		return "mode"
	case StartupDir:
		return "startupdir"
	}
	return "unknown"
}

// Item is one piece of wiring.
type Item struct {
	Agent string // "claude", "codex", "gemini", "openclaw", "pi", "outfitter", "git", "hooktool", ...
	Path  string // absolute and clean
	Kind  Kind
	What  string // what it is, for messages: "a Claude Code settings file"

	// Keys, when set, are the top-level JSON keys whose values wire
	// hooktool in (hooks, enabledPlugins ...): a change elsewhere in the
	// file (a permission rule the client itself adds) is not a change of
	// the wiring. Nil means the whole content counts.
	Keys []string
	// Lines, when set, select the lines that matter in a line-based file
	// (TOML, git config, shell start-up): those containing one of these
	// lower-case substrings. Nil means the whole content counts.
	Lines []string
	// Names, for a Shims folder, are the entries that count; for a
	// StartupDir, globs (path.Match) of the entries that count.
	Names []string `json:",omitempty"`
	// Syntax, when set, says how Lines (or Keys) are read: by the key's
	// place in the file, not line by line (SyntaxGit, SyntaxTOML,
	// SyntaxEnvJSON).
	Syntax string `json:",omitempty"`
	// ModeBits are mode bits that count besides the owner's and the
	// type: a client that refuses a plugin folder others can write to
	// (OpenClaw) is switched off by chmod o+w alone. On a Dir item, set
	// bits say its own mode counts as well as its entries, as a Mode
	// item's does (All sets them on a folder inside an agent's config
	// folder).
	ModeBits uint32 `json:",omitempty"`
	// Loader, when set, names the client's loader of a JSON settings
	// file that skips the whole file for one bad value elsewhere in it
	// (Unloadable): a file it would no longer load counts whole, like
	// one that is not JSON, though its Keys did not change.
	Loader string `json:",omitempty"`
}

// Env is what the lists are computed from. Getenv may be nil.
type Env struct {
	Home    string // the user's home folder
	Project string // the project root, "" when there is none
	Getenv  func(string) string
	// Exe is hooktool's own binary, "" when unknown.
	Exe string
	// State is hooktool's state file (state.db), "" when unknown.
	State string
	// ReadFile, when set, lets a list follow what files name: the
	// plugins Claude Code has enabled, the folder core.hooksPath points
	// at, a worktree's git folder. Nil keeps the lists to paths computed
	// from Env alone (what the hook's hot path uses: no file is read).
	ReadFile func(string) ([]byte, error)
	// ReadDir, when set with ReadFile, lists a folder's entry names (a
	// repository's worktrees). Nil lists nothing.
	ReadDir func(string) ([]string, error)
}

// maxRead bounds a file a list reads to follow it.
const maxRead = 1 << 20

// read is ReadFile bounded, nil when ReadFile is nil or fails.
func (e Env) read(p string) []byte {
	if e.ReadFile == nil || p == "" {
		return nil
	}
	b, err := e.ReadFile(p)
	if err != nil || len(b) > maxRead {
		return nil
	}
	return b
}

// home joins parts under the home folder, "" without one.
func (e Env) home(parts ...string) string {
	if !filepath.IsAbs(e.Home) {
		return ""
	}
	return join(e.Home, parts)
}

// project joins parts under the project, "" without one.
func (e Env) project(parts ...string) string {
	if !filepath.IsAbs(e.Project) {
		return ""
	}
	return join(e.Project, parts)
}

// join is filepath.Join(base, parts...). The guard builds the lists on
// hook calls that write a path, where Join's slice and Clean's pass over
// every path were most of the cost; the lists pass a clean base and plain
// names, which join by concatenation alone. Anything else takes Join.
func join(base string, parts []string) string {
	n := len(base)
	plain := cleanAbs(base)
	for _, p := range parts {
		plain = plain && p != "" && cleanRel(p)
		n += 1 + len(p)
	}
	if !plain {
		return filepath.Join(append([]string{base}, parts...)...)
	}
	b := make([]byte, 0, n)
	b = append(b, base...)
	for _, p := range parts {
		if len(b) > 1 { // not after the root "/"
			b = append(b, '/')
		}
		b = append(b, p...)
	}
	return string(b)
}

// cleanAbs reports that p is absolute and filepath.Clean leaves it as it
// is: no empty, "." or ".." element and no trailing slash.
func cleanAbs(p string) bool {
	if filepath.Separator != '/' || len(p) == 0 || p[0] != '/' {
		return false
	}
	return p == "/" || cleanRel(p[1:])
}

// cleanRel reports that p is a relative path of one or more elements,
// each neither empty nor "." nor "..".
func cleanRel(p string) bool {
	if filepath.Separator != '/' {
		return false
	}
	start := 0
	for i := 0; i <= len(p); i++ {
		if i < len(p) && p[i] != '/' {
			continue
		}
		switch p[start:i] {
		case "", ".", "..":
			return false
		}
		start = i + 1
	}
	return true
}

// dirVar is a variable naming a folder, when absolute.
func (e Env) dirVar(k string) string {
	if v := e.Get(k); filepath.IsAbs(v) {
		return filepath.Clean(v)
	}
	return ""
}

// InHome joins parts under the home folder, "" without one.
func (e Env) InHome(parts ...string) string { return e.home(parts...) }

// InProject joins parts under the project, "" without one.
func (e Env) InProject(parts ...string) string { return e.project(parts...) }

// DirVar is a variable naming a folder, when absolute.
func (e Env) DirVar(k string) string { return e.dirVar(k) }

// Read is a file read with ReadFile, bounded; nil when ReadFile is nil or
// fails (a list that follows what a file names reads it so).
func (e Env) Read(p string) []byte { return e.read(p) }

// List collects items, skipping empty paths and cleaning the rest.
type List []Item

type list = List

// Add adds it, unless its path is empty or relative.
func (l *List) Add(it Item) { l.add(it) }

func (l *List) add(it Item) {
	if it.Path == "" || !filepath.IsAbs(it.Path) {
		return
	}
	if !cleanAbs(it.Path) {
		it.Path = filepath.Clean(it.Path)
	}
	if *l == nil {
		// One allocation for a whole agent's list: growing it step by
		// step copied items (144 bytes each, with pointers) most of the
		// time the guard spent building the lists on a hook call.
		*l = make(List, 0, listCap)
	}
	*l = append(*l, it)
}

// listCap holds any one agent's list; the shell start-up list grows once.
const listCap = 12

// Agents is every agent's wiring, each agent's own list (agents/<name>)
// in the registry's order. Package agents sets it, so every program that
// links an agent lists its wiring here; nil lists none.
var Agents func(Env) []Item

// Lists is every agent's wiring, git's and hooktool's own, as All
// orders them but before All drops a path named twice. A caller that
// only looks a path up (the guard, on a hook call) scans these in order
// and skips All's copy and set.
func Lists(e Env) [4][]Item {
	agents := func(Env) []Item { return nil }
	if Agents != nil {
		agents = Agents
	}
	return [...][]Item{Hooktool(e), agents(e), Git(e), Startups(e)}
}

// PathLists is Lists for a caller that decides by a path alone, reading
// no file (the guard, judging a command's writes on a hook call): the
// shell start-up list is cut to its folders (StartupFolders), since its
// files and the other folders count only by the lines and entries the
// tripwire reads. It is about half of Lists' cost.
func PathLists(e Env) [4][]Item {
	agents := func(Env) []Item { return nil }
	if Agents != nil {
		agents = Agents
	}
	return [...][]Item{Hooktool(e), agents(e), Git(e), StartupFolders(e)}
}

// All is every agent's wiring, git's and hooktool's own, each path once
// (the first item naming it wins).
func All(e Env) []Item {
	parts := Lists(e)
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	out := make([]Item, 0, n)
	seen := make(map[string]struct{}, n)
	for _, p := range parts {
		for _, it := range p {
			if _, dup := seen[it.Path]; !dup {
				seen[it.Path] = struct{}{}
				out = append(out, it)
			}
		}
	}
	out = modeFolders(out, seen)
	if e.ReadFile != nil {
		out = wiredBinaries(e, out, seen)
	}
	return out
}

// modeFolders adds to items the folders between each agent's config
// folder (a Mode item) and the wiring below it, as Mode items: chmod 000
// on ~/.config/opencode/plugins hides the plugin in it from the client as
// surely as on ~/.config/opencode, though no file changed. A Dir item on
// such a path (the plugins folder itself) keeps its kind and has its own
// mode count too (ModeBits). The bits that count are the owner's and
// those of the Mode items above. seen holds items' paths and grows.
func modeFolders(items []Item, seen map[string]struct{}) []Item {
	var tops []Item
	for _, it := range items {
		if it.Kind == Mode {
			tops = append(tops, it)
		}
	}
	if len(tops) == 0 {
		return items
	}
	// bits are the extra bits of the Mode items above p (0o700 marks
	// a folder below one at all).
	bits := func(p string) (uint32, bool) {
		var b uint32
		below := false
		for _, m := range tops {
			if under(p, m.Path) {
				b |= m.ModeBits
				below = true
			}
		}
		return b | 0o700, below
	}
	n := len(items)
	for i := 0; i < n; i++ {
		it := items[i]
		if it.Kind == Mode {
			continue
		}
		if it.Kind == Dir {
			if b, ok := bits(it.Path); ok {
				items[i].ModeBits |= b
			}
		}
		for _, top := range tops {
			if !under(it.Path, top.Path) {
				continue
			}
			for d := filepath.Dir(it.Path); d != top.Path && under(d, top.Path); d = filepath.Dir(d) {
				if _, dup := seen[d]; dup {
					continue
				}
				seen[d] = struct{}{}
				b, _ := bits(d)
				items = append(items, Item{Agent: top.Agent, Path: d, Kind: Mode, ModeBits: b &^ 0o700,
					What: "a folder on the way to an agent's wiring (its mode: a client that cannot list it loads nothing below it)"})
			}
		}
	}
	return items
}

// under reports whether p is strictly inside dir.
func under(p, dir string) bool {
	return len(p) > len(dir) && p[len(dir)] == filepath.Separator && p[:len(dir)] == dir
}

// Get reads a variable of e, "" when Getenv is nil.
func (e Env) Get(k string) string {
	if e.Getenv == nil {
		return ""
	}
	return e.Getenv(k)
}

// ModeItem is an agent's config folder whose mode counts (Kind Mode): a
// folder the client can no longer read or list hides hooktool's wiring
// in it, though no file changed. The registry adds one for each agent's
// folder (agents.Wiring); an agent adds its own for a folder inside.
func ModeItem(agent, dir string) Item {
	return Item{Agent: agent, Path: dir, Kind: Mode, What: "an agent's config folder (its mode: a client that cannot read it loads no hooks)"}
}
