package claude

import (
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/perms"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/wiring"
)

// settingsKeys are the settings keys that decide whether Claude Code runs
// hooktool: its hook entries, the switches that turn hooks off or keep
// only managed ones, the plugins that carry hooks, and the environment
// the client gives its hooks and tools. Permission rules the client adds
// itself when the user answers "don't ask again" are not among them.
//
// Nor can they stay out: the settings whose value the client runs as a
// program outside any tool call, so outside the guard (red-team round 6,
// V33, V34). From the installed client's settings schema (2.1.332): the
// status lines and fileSuggestion (a command run between calls),
// apiKeyHelper, proxyAuthHelper, awsCredentialExport, awsAuthRefresh,
// gcpAuthRefresh and otelHeadersHelper (scripts run at start and on
// refresh), processWrapper (a launcher prefix), and the switches that
// start a project's .mcp.json servers without asking. Such a program can
// rewrite the wiring between two calls, where no hook looks. Changed by
// the user between calls, they are accepted like any other key.
//
// The env block counts whole but for the variables that only tune a
// tool's limits (wiring.QuietVars: the Bash tool's timeout, red-team
// round 7, Z11).
var settingsKeys = []string{"hooks", "disableAllHooks", "allowManagedHooksOnly", "enabledPlugins", wiring.EnvBlock("env"),
	"statusLine", "subagentStatusLine", "fileSuggestion", "apiKeyHelper", "proxyAuthHelper", "awsCredentialExport",
	"awsAuthRefresh", "gcpAuthRefresh", "otelHeadersHelper", "processWrapper", "mcpServers",
	"enableAllProjectMcpServers", "enabledMcpjsonServers"}

// stateKeys are the members of Claude Code's state file that start a
// program with the session, at any depth: the servers themselves and the
// switches that approve a project's .mcp.json servers.
var stateKeys = []string{wiring.DeepKey("mcpServers"), wiring.DeepKey("enabledMcpjsonServers"), wiring.DeepKey("enableAllProjectMcpServers")}

// statePaths are where Claude Code keeps its state file: .claude.json in
// CLAUDE_CONFIG_DIR when that is set, else ~/.claude.json; and the
// legacy .config.json in its user folder, which it reads instead when
// that exists.
func statePaths(e wiring.Env) []string {
	if d := e.DirVar("CLAUDE_CONFIG_DIR"); d != "" {
		return []string{filepath.Join(d, ".claude.json"), filepath.Join(d, ".config.json")}
	}
	return []string{e.InHome(".claude.json"), e.InHome(".claude", ".config.json")}
}

// Vars are the variables that move Claude Code's config or switch its
// hooks or plugins off, set for every session from a start-up file, a
// terminal's environment or a dotenv file (wiring.AddVars).
//
// How the list was made: from the clients the e2e suite installs
// (scripts/e2e.sh: 2.1.332, 2.1.328, 2.1.100), every CLAUDE_* name the
// client reads from its environment (2.1.332 and 2.1.328 are Bun
// binaries whose environment table lists each as NAME:()=>..., and
// which name a few more as strings; 2.1.100's cli.js reads
// process.env.NAME), kept when its name has CONFIG,
// SETTINGS, HOOK, PLUGIN, SIMPLE, MANAGED, POLICY, SHELL, ENV, DIR or
// HOME in it, then each kept name's uses read in the client and kept when
// it moves where settings or plugins are read, or switches hooks or
// plugins off (a timeout, a temp or a log folder is left out):
//
//   - where the settings are: CLAUDE_CONFIG_DIR (the user folder),
//     CLAUDE_CODE_MANAGED_SETTINGS_PATH (the policy folder),
//     CLAUDE_CODE_REMOTE_SETTINGS_PATH and CLAUDE_CODE_MOCK_REMOTE_SETTINGS
//     (remote policy from a file), CLAUDE_CODE_DISABLE_ADMIN_ENV_UNION,
//     CLAUDE_SECURESTORAGE_CONFIG_DIR: the client itself keeps these out
//     of a settings file's env block for that reason;
//     CLAUDE_CODE_USE_COWORK_PLUGINS (the user settings file becomes
//     cowork_settings.json);
//   - hooks off: CLAUDE_CODE_SIMPLE (--bare), CLAUDE_CODE_SAFE_MODE (the
//     user's hooks skipped), CLAUDE_CODE_RESTRICTED,
//     CLAUDE_CODE_RESTRICT_PERSONAL_CONFIG, CLAUDE_CODE_PERSONAL_HOOKS_OFF,
//     CLAUDE_CODE_DISABLE_HOOK_FORWARDING;
//   - plugins (hooktool's Claude plugin, and plugins that carry hooks):
//     CLAUDE_CODE_PLUGIN_CACHE_DIR, CLAUDE_CODE_PLUGIN_DIRS,
//     CLAUDE_CODE_PLUGIN_SEED_DIR, CLAUDE_CODE_DISABLE_PLUGIN_FORWARDING;
//   - what a hook runs in: CLAUDE_CODE_SHELL_PREFIX wraps every command,
//     its hooks' too; CLAUDE_CODE_SHELL picks that shell; CLAUDE_ENV_FILE
//     is a script sourced before them; CLAUDE_CODE_PROCESS_WRAPPER
//     prefixes the sessions a supervisor starts.
var Vars = []string{
	"CLAUDE_CONFIG_DIR", "CLAUDE_CODE_MANAGED_SETTINGS_PATH", "CLAUDE_CODE_REMOTE_SETTINGS_PATH", "CLAUDE_CODE_MOCK_REMOTE_SETTINGS",
	"CLAUDE_CODE_DISABLE_ADMIN_ENV_UNION", "CLAUDE_SECURESTORAGE_CONFIG_DIR", "CLAUDE_CODE_USE_COWORK_PLUGINS",
	"CLAUDE_CODE_SIMPLE", "CLAUDE_CODE_SAFE_MODE", "CLAUDE_CODE_RESTRICTED", "CLAUDE_CODE_RESTRICT_PERSONAL_CONFIG", "CLAUDE_CODE_PERSONAL_HOOKS_OFF",
	"CLAUDE_CODE_DISABLE_HOOK_FORWARDING", "CLAUDE_CODE_PLUGIN_CACHE_DIR", "CLAUDE_CODE_PLUGIN_DIRS", "CLAUDE_CODE_PLUGIN_SEED_DIR",
	"CLAUDE_CODE_DISABLE_PLUGIN_FORWARDING", "CLAUDE_CODE_SHELL_PREFIX", "CLAUDE_CODE_SHELL", "CLAUDE_ENV_FILE", "CLAUDE_CODE_PROCESS_WRAPPER",
}

// Dir is Claude Code's user folder as the wiring list names it:
// CLAUDE_CONFIG_DIR when absolute, else ~/.claude.
func Dir(e wiring.Env) string {
	if d := e.DirVar("CLAUDE_CONFIG_DIR"); d != "" {
		return d
	}
	return e.InHome(".claude")
}

// ManagedDir is Claude Code's managed-policy folder for the running
// platform; HOOKTOOL_MANAGED_DIR moves it (a test seam install honours).
func ManagedDir(e wiring.Env) string {
	if d := e.DirVar("HOOKTOOL_MANAGED_DIR"); d != "" {
		return d
	}
	switch runtime.GOOS {
	case "darwin":
		return "/Library/Application Support/ClaudeCode"
	case "windows":
		return `C:\Program Files\ClaudeCode`
	}
	return "/etc/claude-code"
}

// frontmatterKeys are the frontmatter keys of a skill or subagent that
// make Claude Code run a program.
var frontmatterKeys = []string{"hooks", "mcpServers"}

// Wiring is Claude Code's wiring: the settings layers (managed file and
// drop-ins, user, project, local), the plugin registry and, with
// Env.ReadFile, the cached hooks.json of every plugin a layer enables.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const what = "a Claude Code settings file"
	managed := ManagedDir(e)
	l.Add(wiring.Item{Agent: "claude", Path: filepath.Join(managed, "managed-settings.json"), Kind: wiring.File, What: "Claude Code managed settings"})
	l.Add(wiring.Item{Agent: "claude", Path: filepath.Join(managed, "managed-settings.d"), Kind: wiring.Dir, What: "Claude Code's managed settings drop-in folder"})
	// The managed MCP servers: each command starts with every session
	// (red-team round 11, B01).
	l.Add(wiring.Item{Agent: "claude", Path: filepath.Join(managed, "managed-mcp.json"), Kind: wiring.File, What: "Claude Code's managed MCP servers (programs started with every session)", Keys: []string{"mcpServers"}})
	dir := Dir(e)
	if dir != "" {
		l.Add(wiring.Item{Agent: "claude", Path: filepath.Join(dir, "settings.json"), Kind: wiring.File, What: what, Keys: settingsKeys, Loader: wiring.LoaderClaudeSettings})
		l.Add(wiring.Item{Agent: "claude", Path: filepath.Join(dir, "settings.local.json"), Kind: wiring.File, What: what, Keys: settingsKeys, Loader: wiring.LoaderClaudeSettings})
		l.Add(wiring.Item{Agent: "claude", Path: filepath.Join(dir, "plugins", "installed_plugins.json"), Kind: wiring.File, What: "Claude Code's plugin registry", Keys: []string{"plugins"}})
	}
	if e.Project != "" && filepath.Join(e.Project, ".claude") != dir {
		l.Add(wiring.Item{Agent: "claude", Path: e.InProject(".claude", "settings.json"), Kind: wiring.File, What: what, Keys: settingsKeys, Loader: wiring.LoaderClaudeSettings})
		l.Add(wiring.Item{Agent: "claude", Path: e.InProject(".claude", "settings.local.json"), Kind: wiring.File, What: what, Keys: settingsKeys, Loader: wiring.LoaderClaudeSettings})
	}
	// The project's MCP servers: each one's command is started with the
	// session (once the user approved it, or at once with
	// enableAllProjectMcpServers).
	l.Add(wiring.Item{Agent: "claude", Path: e.InProject(".mcp.json"), Kind: wiring.File, What: "the project's MCP servers for Claude Code (commands run with the session)", Keys: []string{"mcpServers"}})
	// Claude Code's own state file (~/.claude.json, or .claude.json in
	// CLAUDE_CONFIG_DIR) keeps the user's MCP servers (`claude mcp add
	// --scope user`), each project's (--scope local, under
	// projects."<path>"), and the project servers the user approved:
	// each command is started with every session, outside any tool
	// call (red-team round 7, Y23). The client rewrites the file all the
	// time (counters, tips, the last session), so only those members
	// count, wherever they are (wiring.DeepKey).
	for _, p := range statePaths(e) {
		l.Add(wiring.Item{Agent: "claude", Path: p, Kind: wiring.File, What: "Claude Code's state file (the MCP servers it starts with every session)", Keys: stateKeys})
	}
	// Skills and subagents (markdown) run programs from their
	// frontmatter: hooks while the skill or subagent is active, and a
	// subagent's own MCP servers (red-team round 8, Q01, Q02, Q24, Q28).
	// Only those keys count; a new skill or subagent without them, or
	// its prose edited, is the user's.
	md := func(folder, names, what string) {
		l.Add(wiring.Item{Agent: "claude", Path: folder, Kind: wiring.StartupDir, What: what,
			Names: []string{names}, Syntax: wiring.SyntaxFrontmatter, Keys: frontmatterKeys})
	}
	if dir != "" {
		md(filepath.Join(dir, "skills"), "*/SKILL.md", "Claude Code's user skills (hooks and MCP servers in their frontmatter)")
		md(filepath.Join(dir, "agents"), "*.md", "Claude Code's user subagents (hooks and MCP servers in their frontmatter)")
	}
	if e.Project != "" && filepath.Join(e.Project, ".claude") != dir {
		md(e.InProject(".claude", "skills"), "*/SKILL.md", "the project's Claude Code skills (hooks and MCP servers in their frontmatter)")
		md(e.InProject(".claude", "agents"), "*.md", "the project's Claude Code subagents (hooks and MCP servers in their frontmatter)")
	}
	for _, p := range pluginHooks(e, l) {
		what := "a Claude Code plugin's hooks file"
		switch {
		case filepath.Base(p) == "plugin.json":
			what = "a Claude Code plugin's manifest (it names more hooks files)"
		case filepath.Base(p) == ".mcp.json":
			what = "a Claude Code plugin's MCP servers (started with every session)"
		case filepath.Ext(p) != ".json":
			what = "a script a Claude Code plugin's hook runs"
		}
		l.Add(wiring.Item{Agent: "claude", Path: p, Kind: wiring.File, What: what})
	}
	return l
}

// pluginHooks finds the cached hooks files of each plugin enabled in
// a settings layer of l, through the registry Claude Code keeps
// (installed_plugins.json, version 1 or 2 shape): hooks/hooks.json, the
// manifest .claude-plugin/plugin.json, and the further hooks files its
// "hooks" member names (hooktool's own plugin keeps the events older
// clients reject in one). It reads only with wiring.Env.ReadFile.
func pluginHooks(e wiring.Env, l wiring.List) []string {
	if e.ReadFile == nil {
		return nil
	}
	enabled := map[string]bool{}
	var reg []byte
	for _, it := range l {
		switch {
		case filepath.Base(it.Path) == "installed_plugins.json":
			reg = e.Read(it.Path)
		case it.Kind == wiring.File && filepath.Ext(it.Path) == ".json":
			gjson.GetBytes(wiring.AsClientReads(e.Read(it.Path)), "enabledPlugins").ForEach(func(k, v gjson.Result) bool {
				enabled[k.String()] = v.Bool()
				return true
			})
		}
	}
	if len(enabled) == 0 || !gjson.ValidBytes(reg) {
		return nil
	}
	installs := gjson.GetBytes(reg, "plugins")
	if !installs.Exists() {
		installs = gjson.ParseBytes(reg)
	}
	var out []string
	for id, on := range enabled {
		if !on {
			continue
		}
		inst := installs.Get(gjson.Escape(id))
		if inst.IsArray() {
			inst = inst.Get("0")
		}
		d := inst.Get("installPath").String()
		if !filepath.IsAbs(d) {
			continue
		}
		manifest := filepath.Join(d, ".claude-plugin", "plugin.json")
		hooks := []string{filepath.Join(d, "hooks", "hooks.json")}
		// The plugin's MCP servers start with every session: a .mcp.json
		// in its root, or the file its manifest names (red-team round 8,
		// Q04).
		out = append(out, manifest, filepath.Join(d, ".mcp.json"))
		m := e.Read(manifest)
		inPlugin := func(rel string) (string, bool) {
			f := filepath.Join(d, rel)
			return f, strings.HasPrefix(f, d+string(filepath.Separator))
		}
		for _, key := range []string{"hooks", "mcpServers"} {
			for _, h := range gjson.GetBytes(m, key).Array() { // a string is an array of one
				if f, ok := inPlugin(h.String()); ok && h.Type == gjson.String {
					if key == "hooks" {
						hooks = append(hooks, f)
					} else {
						out = append(out, f)
					}
				}
			}
		}
		out = append(out, hooks...)
		// The scripts its hooks run from the plugin's own folder: a line
		// added to one runs as surely as a hook added to hooks.json
		// (Q03).
		for _, h := range hooks {
			for _, rel := range pluginScripts(e.Read(h)) {
				if f, ok := inPlugin(rel); ok {
					out = append(out, f)
				}
			}
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// pluginRoot finds a path below ${CLAUDE_PLUGIN_ROOT} in a hook's command.
var pluginRoot = regexp.MustCompile(`\$\{?CLAUDE_PLUGIN_ROOT\}?/([^\s"'\x60;|&<>()$]+)`)

// pluginScripts is each file below the plugin's root that a hooks
// file's commands name, relative to that root.
func pluginScripts(b []byte) []string {
	var out []string
	for _, m := range pluginRoot.FindAllSubmatch(b, 64) {
		out = append(out, string(m[1]))
	}
	return out
}

// Home is Claude Code's user folder as install and doctor find it:
// CLAUDE_CONFIG_DIR when absolute, else ~/.claude; "" without a home
// folder (home is absolute or "").
func Home(home string, getenv func(string) string) string {
	if getenv != nil {
		if d := getenv("CLAUDE_CONFIG_DIR"); filepath.IsAbs(d) {
			return d
		}
	}
	if home != "" {
		return filepath.Join(home, ".claude")
	}
	return ""
}

// Managed is where managed policy lives as install and doctor find it;
// HOOKTOOL_MANAGED_DIR moves it (tests, and machines that mount policy
// elsewhere).
func Managed(getenv func(string) string) string {
	if getenv != nil {
		if d := getenv("HOOKTOOL_MANAGED_DIR"); d != "" {
			return d
		}
	}
	return settings.ManagedDirFor(runtime.GOOS)
}

// ManagedDropIn is the file `install --scope managed` owns in
// managed-settings.d.
const ManagedDropIn = "hooktool.json"

// SettingsFile names the settings file of a scope: user, project, local,
// or managed (a drop-in of hooktool's own, so install and uninstall never
// touch the organisation's managed-settings.json).
func SettingsFile(home, project string, getenv func(string) string, scope string) (string, error) {
	switch scope {
	case "user", "":
		d := Home(home, getenv)
		if d == "" {
			return "", errors.New("no home folder (HOME is unset or relative and the user database has none); set HOME or CLAUDE_CONFIG_DIR")
		}
		return filepath.Join(d, "settings.json"), nil
	case "project":
		return filepath.Join(project, ".claude", "settings.json"), nil
	case "local":
		return filepath.Join(project, ".claude", "settings.local.json"), nil
	case "managed":
		return filepath.Join(Managed(getenv), "managed-settings.d", ManagedDropIn), nil
	}
	return "", fmt.Errorf("unknown scope %q (want user, project, local or managed)", scope)
}

// Locations are the settings sources Claude Code would read here.
func Locations(home, project string, getenv func(string) string) settings.Locations {
	return settings.Locations{ManagedDir: Managed(getenv), ConfigDir: Home(home, getenv), ProjectDir: project}
}

// permsManagedDir is the managed-settings folder whose permission rules a
// rewrite honours: Linux's own, fixed (HOOKTOOL_MANAGED_DIR, a seam for
// install, does not move it on the hook's path).
const permsManagedDir = "/etc/claude-code"

// PermFiles names the settings files whose permission rules apply to a
// call in project, for the rewrite (a wrapped command keeps the user's deny
// and ask rules). home is Claude Code's user folder (Home), "" for none.
func PermFiles(home, project string) perms.Paths {
	p := perms.Paths{
		Managed:    filepath.Join(permsManagedDir, "managed-settings.json"),
		ManagedDir: filepath.Join(permsManagedDir, "managed-settings.d"),
	}
	if home != "" { // no home folder: no user settings
		p.User = filepath.Join(home, "settings.json")
	}
	if project != "" {
		p.Project = filepath.Join(project, ".claude", "settings.json")
		p.Local = filepath.Join(project, ".claude", "settings.local.json")
	}
	return p
}
