package opencode

import (
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/wiring"
)

// Vars are the variables that move OpenCode's config and plugins
// (wiring.AddVars; a trailing "_" is a prefix). From the installed client
// (scripts/e2e.sh's 1.18.33, a Bun binary: its process.env names):
// OPENCODE_CONFIG, OPENCODE_CONFIG_DIR, OPENCODE_CONFIG_CONTENT,
// OPENCODE_PURE and the rest of OPENCODE_*; XDG_CONFIG_HOME (its config
// and plugins folder) and XDG_CACHE_HOME (the npm plugins it installs).
var Vars = []string{"OPENCODE_", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"}

// runKeys are the config keys whose values OpenCode loads or runs as
// programs: plugin (modules loaded into its process), and, from the
// config schema (https://opencode.ai/config.json), the settings it
// starts a command from outside any tool call (red-team round 7, Y30,
// Y31): mcp (each local server's command, started with the session),
// formatter and lsp (a command run after each edit, a server started per
// language), and experimental.hook (commands run when a file is edited
// or a session ends). Its custom commands ("command") are prompts, not
// programs.
// provider: a provider's npm package is imported into OpenCode's
// process as a plugin's is (red-team round 11, B11).
var runKeys = []string{"plugin", "mcp", "formatter", "lsp", wiring.DeepKey("hook"), "provider"}

// Dir is OpenCode's user config folder as the wiring list names it:
// XDG_CONFIG_HOME/opencode when absolute, else ~/.config/opencode.
func Dir(e wiring.Env) string {
	if d := e.DirVar("XDG_CONFIG_HOME"); d != "" {
		return filepath.Join(d, "opencode")
	}
	return e.InHome(".config", "opencode")
}

// Wiring is OpenCode's wiring: hooktool's plugin in the user's and the
// project's plugins folders (OpenCode loads every file there), and the
// config files whose plugin list can load or replace plugins.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const plugin, cfg = "hooktool's OpenCode plugin", "an OpenCode config file (the plugins it loads)"
	keys := runKeys
	// OpenCode loads every file in its plugin folders (plugins/ and the
	// older plugin/) into its own process, hooktool's plugin's too: another
	// file there can replace what the plugin runs. Watched as folders. So
	// are its custom tools folders (tools/ and tool/): from the installed
	// client (1.18.33), every config folder's "{tool,tools}/*.{js,ts}" is
	// imported into the same process at start, so a module there runs
	// beside the plugin as surely (red-team round 6, V39).
	const folder = "an OpenCode plugins folder (every file in it runs in OpenCode's process)"
	const tools = "an OpenCode custom tools folder (every file in it runs in OpenCode's process)"
	if d := Dir(e); d != "" {
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "plugins", "hooktool.js"), Kind: wiring.File, What: plugin})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "opencode.json"), Kind: wiring.File, What: cfg, Keys: keys})
		// OpenCode installs the config folder's package.json with bun at
		// start: its scripts run (red-team round 11, B06). Its
		// dependencies are OpenCode's own to write (the plugin SDK,
		// round 5's V08): only the scripts count.
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "package.json"), Kind: wiring.File,
			What: "OpenCode's config package (installed at start: its scripts run)", Keys: []string{"scripts"}})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "plugins"), Kind: wiring.Dir, What: folder})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "plugin"), Kind: wiring.Dir, What: folder})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "tools"), Kind: wiring.Dir, What: tools})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "tool"), Kind: wiring.Dir, What: tools})
		// The other names OpenCode reads its global config under, each
		// merged with opencode.json: opencode.jsonc, the legacy
		// config.json, and the legacy TOML file `config`, which it
		// imports at start (a plugin list there loads a plugin too).
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "opencode.jsonc"), Kind: wiring.File, What: cfg, Keys: keys, Syntax: wiring.SyntaxJSONC})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "config.json"), Kind: wiring.File, What: cfg, Keys: keys, Syntax: wiring.SyntaxJSONC})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "config"), Kind: wiring.File, What: "OpenCode's legacy TOML config (the plugins it loads)", Lines: []string{"plugin"}, Syntax: wiring.SyntaxTOML})
	}
	// ~/.opencode is a config folder OpenCode always reads, like a
	// project's .opencode: its plugins folders and its config.
	if h := e.InHome(".opencode"); h != "" {
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(h, "plugins"), Kind: wiring.Dir, What: folder})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(h, "plugin"), Kind: wiring.Dir, What: folder})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(h, "tools"), Kind: wiring.Dir, What: tools})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(h, "tool"), Kind: wiring.Dir, What: tools})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(h, "opencode.json"), Kind: wiring.File, What: cfg, Keys: keys})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(h, "opencode.jsonc"), Kind: wiring.File, What: cfg, Keys: keys, Syntax: wiring.SyntaxJSONC})
	}
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "plugins"), Kind: wiring.Dir, What: folder})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "plugin"), Kind: wiring.Dir, What: folder})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "tools"), Kind: wiring.Dir, What: tools})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "tool"), Kind: wiring.Dir, What: tools})
	if d := e.DirVar("OPENCODE_CONFIG_DIR"); d != "" {
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "plugins"), Kind: wiring.Dir, What: "an OpenCode plugins folder"})
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, "tools"), Kind: wiring.Dir, What: tools})
	}
	// OpenCode is a Bun binary, and Bun loads the .env files of the
	// folder it starts in into its environment: a line there that moves
	// OpenCode's config (XDG_CONFIG_HOME) drops hooktool's plugin.
	for _, f := range []string{".env", ".env.local", ".env.development", ".env.production", ".env.test", ".env.development.local", ".env.production.local", ".env.test.local"} {
		l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(f), Kind: wiring.Startup, What: "a .env file OpenCode (Bun) loads in the project (variables that move its config)", Lines: wiring.StartupLines()})
	}
	// Bun reads bunfig.toml in the folder it starts in and
	// ~/.bunfig.toml (or $XDG_CONFIG_HOME/.bunfig.toml): a preload there
	// is a module run before the program's own code, in every Bun
	// program the user starts (red-team round 7, Y20, Y21), and a
	// define rewrites what the code reads (process.env.HOME). Only those
	// keys count: an [install] setting is ordinary work.
	const bunfig = "a Bun config file (the modules Bun preloads into OpenCode)"
	bunLines := []string{"preload", "define"}
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject("bunfig.toml"), Kind: wiring.File, What: bunfig, Lines: bunLines, Syntax: wiring.SyntaxTOML})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InHome(".bunfig.toml"), Kind: wiring.File, What: bunfig, Lines: bunLines, Syntax: wiring.SyntaxTOML})
	if d := e.DirVar("XDG_CONFIG_HOME"); d != "" {
		l.Add(wiring.Item{Agent: "opencode", Path: filepath.Join(d, ".bunfig.toml"), Kind: wiring.File, What: bunfig, Lines: bunLines, Syntax: wiring.SyntaxTOML})
	} else {
		l.Add(wiring.Item{Agent: "opencode", Path: e.InHome(".config", ".bunfig.toml"), Kind: wiring.File, What: bunfig, Lines: bunLines, Syntax: wiring.SyntaxTOML})
	}
	// The npm plugins a config names are installed in OpenCode's cache
	// and imported from there into its process (red-team round 7, Y37):
	// their entry files count. OpenCode writes them when it starts (an
	// install or an update), outside any tool call; changed during one,
	// they are the agent's code in OpenCode's process.
	cached := pluginCache(e, l)
	for _, f := range cached {
		l.Add(wiring.Item{Agent: "opencode", Path: f, Kind: wiring.File, What: "an npm plugin OpenCode loads from its cache (it runs in OpenCode's process)"})
	}
	// The modules those plugins import run in the same process: a file a
	// plugin imports from a folder beside it (plugins/lib), a package in
	// the config folder's node_modules, an npm plugin's second file
	// (red-team round 8, Q11-Q13). Followed from each plugin file through
	// its static imports, a few levels deep and bounded.
	for _, f := range pluginImports(e, l, cached) {
		l.Add(wiring.Item{Agent: "opencode", Path: f, Kind: wiring.File, What: "a module an OpenCode plugin imports (it runs in OpenCode's process)"})
	}
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "plugins", "hooktool.js"), Kind: wiring.File, What: plugin})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject("opencode.json"), Kind: wiring.File, What: cfg, Keys: keys})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "opencode.json"), Kind: wiring.File, What: cfg, Keys: keys})
	// The project's config under its JSON-with-comments name too, in
	// either place (red-team round 7, Y34), and the file OPENCODE_CONFIG
	// names.
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject("opencode.jsonc"), Kind: wiring.File, What: cfg, Keys: keys, Syntax: wiring.SyntaxJSONC})
	l.Add(wiring.Item{Agent: "opencode", Path: e.InProject(".opencode", "opencode.jsonc"), Kind: wiring.File, What: cfg, Keys: keys, Syntax: wiring.SyntaxJSONC})
	if f := e.Get("OPENCODE_CONFIG"); filepath.IsAbs(f) {
		l.Add(wiring.Item{Agent: "opencode", Path: f, Kind: wiring.File, What: cfg, Keys: keys, Syntax: wiring.SyntaxJSONC})
	}
	return l
}

// cacheDir is where OpenCode installs npm plugins: XDG_CACHE_HOME/opencode
// when absolute, else ~/.cache/opencode.
func cacheDir(e wiring.Env) string {
	if d := e.DirVar("XDG_CACHE_HOME"); d != "" {
		return filepath.Join(d, "opencode")
	}
	return e.InHome(".cache", "opencode")
}

// pluginCache are the files of each npm plugin the config files in l
// name, in OpenCode's cache: the package's manifest, its index.js and
// the file its main names. Read only with wiring.Env.ReadFile; a plugin
// given as a path (file://, ./x.js) is not a package.
func pluginCache(e wiring.Env, l wiring.List) []string {
	cache := cacheDir(e)
	if e.ReadFile == nil || cache == "" {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, it := range l {
		if it.Kind != wiring.File || !strings.Contains(filepath.Base(it.Path), "json") {
			continue
		}
		gjson.GetBytes(wiring.StripJSONC(e.Read(it.Path)), "plugin").ForEach(func(_, v gjson.Result) bool {
			name := npmName(v.String())
			if name == "" || seen[name] || len(out) >= 48 {
				return len(out) < 48
			}
			seen[name] = true
			d := filepath.Join(cache, "node_modules", filepath.FromSlash(name))
			manifest := filepath.Join(d, "package.json")
			out = append(out, manifest, filepath.Join(d, "index.js"))
			for _, k := range []string{"main", "module"} {
				if m := gjson.GetBytes(e.Read(manifest), k).String(); m != "" {
					if f := filepath.Join(d, m); strings.HasPrefix(f, d+string(filepath.Separator)) && f != filepath.Join(d, "index.js") {
						out = append(out, f)
					}
				}
			}
			return true
		})
	}
	return out
}

// npmName is the package name of an npm plugin spec (name, name@1.2,
// @scope/name@latest), "" for a path or a URL.
func npmName(spec string) string {
	if spec == "" || strings.ContainsAny(spec[:1], "./~") || strings.Contains(spec, ":") || strings.Contains(spec, "..") {
		return ""
	}
	at := strings.IndexByte(spec[1:], '@')
	if at >= 0 {
		spec = spec[:at+1]
	}
	if strings.Count(spec, "/") > 1 || strings.HasPrefix(spec, "/") || !strings.HasPrefix(spec, "@") && strings.Contains(spec, "/") {
		return ""
	}
	return spec
}

// importSpec finds the module specifiers of a JavaScript or TypeScript
// file's static imports, re-exports, dynamic imports of a literal and
// require calls.
// Compiled on first use: every hook process links this package, and only
// the wiring's follow of OpenCode's plugins reads it.
var importSpec = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"'\n]+)["']`)
})

// pluginImports are the modules the plugin files in l's plugin folders
// and the cached npm plugins import, followed through relative imports
// (inside the importing file's root: the config folder or the package)
// and bare ones resolved in the config folder's node_modules, at most
// three levels and 64 files. Read only with wiring.Env.ReadFile and
// ReadDir.
func pluginImports(e wiring.Env, l wiring.List, cached []string) []string {
	if e.ReadFile == nil || e.ReadDir == nil {
		return nil
	}
	type mod struct{ file, root, modules string }
	var queue []mod
	for _, it := range l {
		if it.Kind != wiring.Dir || filepath.Base(it.Path) != "plugins" && filepath.Base(it.Path) != "plugin" {
			continue
		}
		root := filepath.Dir(it.Path)
		names, _ := e.ReadDir(it.Path)
		for _, n := range names {
			if isModule(n) && len(queue) < 32 {
				queue = append(queue, mod{filepath.Join(it.Path, n), root, filepath.Join(root, "node_modules")})
			}
		}
	}
	for _, f := range cached {
		if isModule(f) {
			pkg := filepath.Dir(f)
			for filepath.Base(filepath.Dir(pkg)) != "node_modules" && filepath.Dir(pkg) != pkg && strings.Contains(pkg, "node_modules") {
				pkg = filepath.Dir(pkg)
			}
			queue = append(queue, mod{f, pkg, filepath.Dir(pkg)})
		}
	}
	seen := map[string]bool{}
	for _, q := range queue {
		seen[q.file] = true
	}
	var out []string
	for depth := 0; depth < 3 && len(queue) > 0; depth++ {
		var next []mod
		for _, q := range queue {
			for _, m := range importSpec().FindAllSubmatch(e.Read(q.file), 64) {
				spec := string(m[1])
				var found []mod
				switch {
				case strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../"):
					f := resolveModule(e, filepath.Join(filepath.Dir(q.file), filepath.FromSlash(spec)))
					if f != "" && strings.HasPrefix(f, q.root+string(filepath.Separator)) {
						found = append(found, mod{f, q.root, q.modules})
					}
				case npmName(spec) != "" || strings.Contains(spec, "/") && npmName(packageOf(spec)) != "":
					pkg := filepath.Join(q.modules, filepath.FromSlash(packageOf(spec)))
					manifest := filepath.Join(pkg, "package.json")
					if e.Read(manifest) == nil {
						continue
					}
					found = append(found, mod{manifest, pkg, q.modules})
					entry := spec[len(packageOf(spec)):]
					if entry == "" {
						entry = packageEntry(e.Read(manifest))
					}
					if f := resolveModule(e, filepath.Join(pkg, filepath.FromSlash(strings.TrimPrefix(entry, "/")))); f != "" && strings.HasPrefix(f, pkg+string(filepath.Separator)) {
						found = append(found, mod{f, pkg, q.modules})
					}
				}
				for _, f := range found {
					if seen[f.file] || len(out) >= 64 {
						continue
					}
					seen[f.file] = true
					out = append(out, f.file)
					if isModule(f.file) {
						next = append(next, f)
					}
				}
			}
		}
		queue = next
	}
	return out
}

func isModule(p string) bool {
	switch filepath.Ext(p) {
	case ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx":
		return true
	}
	return false
}

// resolveModule is the file a relative specifier names, as Bun and node
// find it: the path itself, with an extension, or a folder's index.
func resolveModule(e wiring.Env, p string) string {
	for _, c := range []string{p, p + ".js", p + ".ts", p + ".mjs", p + ".cjs", p + ".mts", filepath.Join(p, "index.js"), filepath.Join(p, "index.ts")} {
		if isModule(c) && e.Read(c) != nil {
			return c
		}
	}
	return ""
}

// packageOf is the package part of a bare specifier (name/sub,
// @scope/name/sub).
func packageOf(spec string) string {
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) >= 2 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

// packageEntry is the file a package's manifest names for its root
// import: exports["."] (a string, or its import or default), module,
// main, else index.js.
func packageEntry(manifest []byte) string {
	ex := gjson.GetBytes(manifest, "exports")
	if ex.Type == gjson.String {
		return ex.String()
	}
	dot := ex.Get(gjson.Escape("."))
	if dot.Type == gjson.String {
		return dot.String()
	}
	for _, k := range []string{"import", "default", "bun", "node"} {
		if v := dot.Get(k); v.Type == gjson.String {
			return v.String()
		}
	}
	for _, k := range []string{"module", "main"} {
		if v := gjson.GetBytes(manifest, k).String(); v != "" {
			return v
		}
	}
	return "index.js"
}
