package pi

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/wiring"
)

// Vars are the variables that move Pi's agent folder (wiring.AddVars).
// From the installed client (scripts/e2e.sh's 0.73.1, dist/config.js):
// PI_CODING_AGENT_DIR is the agent folder; PI_PACKAGE_DIR is the folder
// whose package.json names the config folder (piConfig.configDir) and
// the variable's own name (piConfig.name).
var Vars = []string{"PI_CODING_AGENT_DIR", "PI_PACKAGE_DIR"}

// Dir is Pi's agent folder as the wiring list names it:
// PI_CODING_AGENT_DIR when absolute, else ~/.pi/agent.
func Dir(e wiring.Env) string {
	if d := e.DirVar("PI_CODING_AGENT_DIR"); d != "" {
		return d
	}
	return e.InHome(".pi", "agent")
}

// Home is Pi's agent folder as install and doctor find it:
// $PI_CODING_AGENT_DIR as set, else ~/.pi/agent.
func Home(home string, getenv func(string) string) string {
	if getenv != nil {
		if d := getenv("PI_CODING_AGENT_DIR"); d != "" {
			return d
		}
	}
	return filepath.Join(home, ".pi", "agent")
}

// extensionFile is where Pi discovers hooktool's extension in scope.
func extensionFile(home, project string, getenv func(string) string, scope string) (string, error) {
	switch scope {
	case "user", "":
		return filepath.Join(Home(home, getenv), "extensions", "hooktool.ts"), nil
	case "project":
		return filepath.Join(project, ".pi", "extensions", "hooktool.ts"), nil
	}
	return "", fmt.Errorf("unknown scope %q for pi (want user or project)", scope)
}

// Wiring is Pi's wiring: hooktool's extension in the user's agent folder and
// the project's, and the settings that list extensions. Moving the agent
// folder away shows as the extension going missing.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const ext, set = "hooktool's Pi extension", "a Pi settings file (the extensions it loads)"
	// npmCommand is the argv Pi runs for npm at start-up (to find and
	// install its packages): a program of its own (red-team round 8, Q09).
	// shellPath and shellCommandPrefix: the shell Pi's bash tool runs
	// every command through (red-team round 11, B04).
	keys := []string{"extensions", "packages", "npmCommand", "shellPath", "shellCommandPrefix"}
	if d := Dir(e); d != "" {
		l.Add(wiring.Item{Agent: "pi", Path: filepath.Join(d, "extensions", "hooktool.ts"), Kind: wiring.File, What: ext})
		l.Add(wiring.Item{Agent: "pi", Path: filepath.Join(d, "settings.json"), Kind: wiring.File, What: set, Keys: keys})
	}
	l.Add(wiring.Item{Agent: "pi", Path: e.InProject(".pi", "extensions", "hooktool.ts"), Kind: wiring.File, What: ext})
	l.Add(wiring.Item{Agent: "pi", Path: e.InProject(".pi", "settings.json"), Kind: wiring.File, What: set, Keys: keys})
	// Pi loads every extension in these folders into its process, beside
	// hooktool's: another one can replace what hooktool's runs.
	const folder = "a Pi extensions folder (every extension in it runs in Pi's process)"
	if d := Dir(e); d != "" {
		l.Add(wiring.Item{Agent: "pi", Path: filepath.Join(d, "extensions"), Kind: wiring.Dir, What: folder})
	}
	l.Add(wiring.Item{Agent: "pi", Path: e.InProject(".pi", "extensions"), Kind: wiring.Dir, What: folder})
	// A git package the settings name ("git:host/owner/repo") is cloned
	// under the agent folder's git/, and Pi loads the extensions its
	// package.json names (pi.extensions, else extensions/) like its own:
	// a new file there runs in Pi's process. Followed with ReadFile.
	// An npm package is installed globally (npm's prefix) for the user's
	// settings and under .pi/npm for the project's (red-team round 8,
	// Q08, Q42); a project's git package under .pi/git.
	const pkgWhat = "a Pi package's extensions folder (every extension in it runs in Pi's process)"
	if d := Dir(e); d != "" {
		for _, p := range packageExtensions(e, filepath.Join(d, "settings.json"), filepath.Join(d, "git"), npmGlobalRoot(e)) {
			l.Add(wiring.Item{Agent: "pi", Path: p, Kind: wiring.Dir, What: pkgWhat})
		}
	}
	if e.Project != "" {
		for _, p := range packageExtensions(e, e.InProject(".pi", "settings.json"), e.InProject(".pi", "git"), e.InProject(".pi", "npm", "node_modules")) {
			l.Add(wiring.Item{Agent: "pi", Path: p, Kind: wiring.Dir, What: pkgWhat})
		}
	}
	return l
}

// npmGlobalRoot is npm's global node_modules as the user set its prefix
// (NPM_CONFIG_PREFIX, or prefix= in ~/.npmrc), "" when neither names one:
// npm's built-in default depends on where node is, which hooktool does
// not run npm to learn.
func npmGlobalRoot(e wiring.Env) string {
	prefix := ""
	if e.Getenv != nil {
		prefix = e.Getenv("NPM_CONFIG_PREFIX")
		if prefix == "" {
			prefix = e.Getenv("npm_config_prefix")
		}
	}
	if prefix == "" {
		for _, line := range strings.Split(string(e.Read(e.InHome(".npmrc"))), "\n") {
			k, v, ok := strings.Cut(line, "=")
			if ok && strings.TrimSpace(k) == "prefix" {
				prefix = strings.Trim(strings.TrimSpace(v), `"'`)
			}
		}
	}
	if strings.HasPrefix(prefix, "~/") {
		prefix = e.InHome(prefix[2:])
	}
	if !filepath.IsAbs(prefix) {
		return ""
	}
	return filepath.Join(prefix, "lib", "node_modules")
}

// packageExtensions are the extension folders of the packages a Pi
// settings file names, at most 16: a git package cloned under gitDir, an
// npm package under npmRoot ("" when unknown).
func packageExtensions(e wiring.Env, settingsFile, gitDir, npmRoot string) []string {
	b := e.Read(settingsFile)
	if b == nil {
		return nil
	}
	var out []string
	for _, v := range gjson.GetBytes(b, "packages").Array() {
		src := v.String()
		if v.IsObject() {
			src = v.Get("source").String()
		}
		var pkg string
		if rest, ok := strings.CutPrefix(src, "git:"); ok {
			rest, _, _ = strings.Cut(rest, "@") // a ref
			rest = strings.TrimPrefix(strings.TrimPrefix(rest, "https://"), "http://")
			rest = strings.TrimSuffix(rest, ".git")
			if rest == "" || strings.Contains(rest, "..") || filepath.IsAbs(rest) {
				continue
			}
			pkg = filepath.Join(gitDir, filepath.FromSlash(rest))
		} else if name, ok := strings.CutPrefix(src, "npm:"); ok && npmRoot != "" {
			// npm:NAME@VERSION, npm:@scope/NAME@VERSION
			if at := strings.LastIndexByte(name, '@'); at > 0 {
				name = name[:at]
			}
			if name == "" || strings.Contains(name, "..") || filepath.IsAbs(name) || strings.Count(name, "/") > 1 {
				continue
			}
			pkg = filepath.Join(npmRoot, filepath.FromSlash(name))
		} else {
			continue
		}
		exts := []string{"extensions"}
		if m := gjson.GetBytes(e.Read(filepath.Join(pkg, "package.json")), "pi.extensions"); m.IsArray() {
			exts = exts[:0]
			for _, x := range m.Array() {
				if x.String() != "" && !strings.Contains(x.String(), "..") && !strings.ContainsAny(x.String(), "*?[") {
					exts = append(exts, x.String())
				}
			}
		}
		for _, x := range exts {
			if len(out) >= 16 {
				return out
			}
			out = append(out, filepath.Join(pkg, filepath.FromSlash(x)))
		}
	}
	return out
}
