package settings

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/tidwall/gjson"
)

// Kinds of settings sources, in the order Claude Code's precedence lists
// them for scalar keys (managed wins; hooks from every source merge).
const (
	KindManaged = "managed"
	KindUser    = "user"
	KindProject = "project"
	KindLocal   = "local"
	KindPlugin  = "plugin"
)

// Locations names where to look. Empty fields are skipped.
type Locations struct {
	ManagedDir string // /etc/claude-code on Linux
	ConfigDir  string // CLAUDE_CONFIG_DIR, else ~/.claude
	ProjectDir string // the folder Claude Code starts in
}

// ManagedDirFor is the managed-policy folder of a platform (runtime.GOOS).
func ManagedDirFor(goos string) string {
	switch goos {
	case "darwin":
		return "/Library/Application Support/ClaudeCode"
	case "windows":
		return `C:\Program Files\ClaudeCode`
	default:
		return "/etc/claude-code"
	}
}

// Source is one file Claude Code may read hooks from.
type Source struct {
	Kind   string
	Path   string
	Plugin string // plugin id for KindPlugin
	Exists bool
	Data   []byte
	Err    error // unreadable, or not valid JSON (*SyntaxError)
}

// Label is a short name for reports: "user", "plugin foo@market", ...
func (s Source) Label() string {
	if s.Kind == KindPlugin {
		return "plugin " + s.Plugin
	}
	return s.Kind
}

// Valid reports whether the source exists and parsed.
func (s Source) Valid() bool { return s.Exists && s.Err == nil }

// Root is the parsed document (an empty object for a blank file).
func (s Source) Root() gjson.Result {
	if !s.Valid() || len(strings.TrimSpace(string(s.Data))) == 0 {
		return gjson.Parse("{}")
	}
	return root(s.Data)
}

// Discover reads every settings source at loc: the managed file and the
// managed-settings.d drop-ins (sorted), the user file, the project file,
// the local file, and the hooks files of plugins enabled in any of them.
// Missing files are returned with Exists false so reports can say so.
func Discover(loc Locations) []Source {
	var out []Source
	if loc.ManagedDir != "" {
		out = append(out, load(KindManaged, filepath.Join(loc.ManagedDir, "managed-settings.json")))
		drop, _ := filepath.Glob(filepath.Join(loc.ManagedDir, "managed-settings.d", "*.json"))
		sort.Strings(drop)
		for _, p := range drop {
			out = append(out, load(KindManaged, p))
		}
	}
	if loc.ConfigDir != "" {
		out = append(out, load(KindUser, filepath.Join(loc.ConfigDir, "settings.json")))
	}
	// Started in the home folder, the project file is the user file: read
	// it once.
	if loc.ProjectDir != "" && !sameDir(filepath.Join(loc.ProjectDir, ".claude"), loc.ConfigDir) {
		out = append(out, load(KindProject, filepath.Join(loc.ProjectDir, ".claude", "settings.json")))
		out = append(out, load(KindLocal, filepath.Join(loc.ProjectDir, ".claude", "settings.local.json")))
	}
	return append(out, plugins(loc.ConfigDir, out)...)
}

func sameDir(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	x, err1 := os.Stat(a)
	y, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(x, y)
}

func load(kind, path string) Source {
	s := Source{Kind: kind, Path: path}
	s.Data, s.Exists, s.Err = ReadFile(path)
	if s.Exists && s.Err == nil {
		s.Err = Check(path, s.Data)
	}
	return s
}

// plugins finds the hooks of enabled plugins through the plugin registry
// Claude Code keeps (plugins/installed_plugins.json, version 1 or 2 shape).
func plugins(configDir string, srcs []Source) []Source {
	if configDir == "" {
		return nil
	}
	enabled := map[string]bool{}
	for _, s := range srcs {
		s.Root().Get("enabledPlugins").ForEach(func(k, v gjson.Result) bool {
			enabled[k.String()] = v.Bool() // later sources win
			return true
		})
	}
	if len(enabled) == 0 {
		return nil
	}
	reg, ok, err := ReadFile(filepath.Join(configDir, "plugins", "installed_plugins.json"))
	if !ok || err != nil || !gjson.ValidBytes(reg) {
		return nil
	}
	installs := gjson.GetBytes(reg, "plugins")
	if !installs.Exists() {
		installs = gjson.ParseBytes(reg)
	}
	var ids []string
	for id, on := range enabled {
		if on {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	var out []Source
	for _, id := range ids {
		inst := installs.Get(gjson.Escape(id))
		if inst.IsArray() {
			inst = inst.Get("0")
		}
		dir := inst.Get("installPath").String()
		if dir == "" {
			continue
		}
		s := load(KindPlugin, filepath.Join(dir, "hooks", "hooks.json"))
		s.Plugin = id
		if s.Exists {
			out = append(out, s)
		}
	}
	return out
}

// Hooks is the "hooks" object of a source (plugins keep theirs at the top
// level of hooks.json too).
func (s Source) Hooks() gjson.Result {
	return s.Root().Get("hooks")
}
