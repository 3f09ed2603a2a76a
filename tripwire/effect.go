package tripwire

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// What a file says, whoever reads it (red-team round 17). A client
// starts without hooktool's hooks when whatever starts it passes other
// switches (claude --setting-sources project,local, --settings, --bare,
// codex -c features.hooks=false), moves its home (HOME=... claude), runs
// a wrapper put in front of it, or runs a program that rewrites the
// wiring. Editors, IDEs, window managers, pagers and version managers
// each keep that in a file of their own syntax (a lazy.nvim spec's
// terminal_cmd, claude-code.el's program switches, qtile's config.py, a
// lesskey #env filter, a launcher script an alias runs): no list of
// paths keeps up, but the text of such a file says it. sweptReason is
// that judgment for a file the sweep meets; agentSwitchLine is the part
// a start-up file's lines count by besides wiring.StartupLine.

// agentWord reports one of the agents' commands, as a word in a line
// that starts a client (not git, node or npx: those are not started
// with an agent's switches; pi and outfitter are too short or too
// plain a word to find in free text).
func agentWord(w string) bool {
	switch w {
	case "claude", "codex", "gemini", "opencode", "openclaw", "copilot", "qwen":
		return true
	}
	return false
}

// wordByte is a byte of an identifier: a word around it is not the
// agent's command (claudette, mycodex).
func wordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// mentionsAgent reports a lower-case line that names an agent's command
// as a word (a path's last part, a quoted program, claude-code.el's
// claude-code-program-switches).
func mentionsAgent(low string) bool {
	for i := 0; i < len(low); {
		if !wordByte(low[i]) || i > 0 && wordByte(low[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(low) && wordByte(low[j]) {
			j++
		}
		if agentWord(low[i:j]) {
			return true
		}
		i = j
	}
	return false
}

// agentSwitchLine is what a line says that starts an agent without its
// settings or hooks, "" when it says none:
//
//   - --setting-sources without "user" in its value (the user settings,
//     hooktool's hooks among them, are not loaded): Claude Code's switch,
//     so it counts wherever the value is written (a switch list);
//   - disableAllHooks set to true (a --settings value inline);
//   - on a line naming an agent's command: --settings (another settings
//     file over the user's), --bare (hooks off), --plugin-dir, a codex
//     -c/--config or --profile that names hooks, or the home moved for
//     it (HOME=, XDG_CONFIG_HOME=).
func agentSwitchLine(line string) string {
	low := strings.ToLower(strings.TrimSpace(line))
	if low == "" {
		return ""
	}
	if i := strings.Index(low, "--setting-sources"); i >= 0 {
		v := low[i+len("--setting-sources"):]
		if len(v) > 48 {
			v = v[:48]
		}
		if !strings.Contains(v, "user") {
			return "--setting-sources"
		}
	}
	if i := strings.Index(low, "disableallhooks"); i >= 0 && strings.Contains(low[i:], "true") {
		return "disableAllHooks"
	}
	if !mentionsAgent(low) {
		return ""
	}
	for _, s := range [...]string{"--settings", "--bare", "--plugin-dir"} {
		if i := strings.Index(low, s); i >= 0 && (i+len(s) == len(low) || !wordByte(low[i+len(s)]) && low[i+len(s)] != '-') {
			return s
		}
	}
	if strings.Contains(low, "codex") && strings.Contains(low, "hook") &&
		(strings.Contains(low, " -c") || strings.Contains(low, "--config") || strings.Contains(low, "--profile")) {
		return "codex -c (hooks)"
	}
	for _, s := range [...]string{"home=", "xdg_config_home="} {
		if i := strings.Index(low, s); i >= 0 && (i == 0 || !wordByte(low[i-1])) {
			return strings.ToUpper(strings.TrimSuffix(s, "=")) + " moved"
		}
	}
	return ""
}

// agentSwitchLines are the lines of b that agentSwitchLine counts, and
// (round 18) those that have a tool write over the wiring (outputLine)
// or preload code into node (nodePreloadLine), lower case and trimmed,
// comments left out; and a mark when b points Go at a planted proxy
// with the checksum database off (goProxyPlanted).
func agentSwitchLines(b []byte) []string {
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || strings.HasPrefix(t, "//") || strings.HasPrefix(t, "--") && !strings.HasPrefix(t, "--setting") || t[0] == ';' || t[0] == '"' && !strings.Contains(t[1:], `"`) {
			continue // a comment of sh, C, Lua, Lisp or Vim script
		}
		if agentSwitchLine(t) != "" || outputLine(t) != "" || nodePreloadLine(t) || laterLine(t) != "" || namedProgramLine(t) != "" {
			out = append(out, strings.ToLower(t))
		} else if e := escapesAsSpace([]byte(t)); e != nil && agentVarIn(e) != "" {
			out = append(out, strings.ToLower(t)) // round 19: a variable glued to an escape
		}
	}
	// Round 19: a tool manager's hooks (mise's [hooks] in the project).
	out = appendNew(out, hookLines(b))
	// Round 22: a line that writes what a glob on it reaches.
	out = appendNew(out, globWriteLines(b))
	if goProxyPlanted(string(b)) {
		out = append(out, "goproxy planted, checksum database off")
	}
	return out
}

// sweptReason is why a file the call made or changed is the wiring's
// business, "" when it is not: it names an agent's variable (the sweep's
// first rule), starts an agent with other switches or home
// (agentSwitchLine), rewrites the wiring when it runs (a line naming a
// wiring file with a command that writes: wiring.WritesWiring, a filter
// a pager runs), defines an alias or function named like an agent's
// command, or is a wrapper script named like one (name: the file's
// name; exec: it is executable).
func sweptReason(name string, exec bool, b []byte) string {
	if why := sweptText(name, exec, b); why != "" {
		return why
	}
	// Round 22: a line that finds the wiring by a glob, or through
	// variables the file sets, is read with the paths it reaches
	// (reachedText).
	if g := reachedText(b); g != nil {
		if why := sweptText(name, exec, g); why != "" {
			return why + " (the path found by a glob or a variable)"
		}
	}
	// Round 23: read with the format's own escapes decoded (a JSON
	// string's \u0045, a YAML key's \x73, the XML entities a macro's
	// shell command is spelled with).
	if d := decodedText(b); d != nil {
		if why := sweptText(name, exec, d); why != "" {
			return why + " (read with its escapes decoded)"
		}
		if g := reachedText(d); g != nil {
			if why := sweptText(name, exec, g); why != "" {
				return why + " (read with its escapes decoded)"
			}
		}
	}
	return ""
}

// sweptText is sweptReason's judgment of b's text as it is.
func sweptText(name string, exec bool, b []byte) string {
	if v := agentVarIn(b); v != "" {
		return "sets " + v
	}
	if exec && agentWord(name) && bytes.HasPrefix(b, []byte("#!")) {
		return "is a wrapper script named " + name + " (run instead of the agent by a PATH that puts its folder first)"
	}
	if bytes.IndexByte(b, 0) >= 0 {
		// A binary file (a git index, a database) is read by no shell
		// or tool as lines: a path in it that looks like a write of the
		// wiring is a record, not a command (red-team round 12, Q13: a
		// dotfiles repository's index).
		return ""
	}
	// Round 18: a variable named in pieces ("CLAUDE_CODE_" + "SIMPLE"
	// in a module node preloads), and Go's toolchain pointed at a planted
	// proxy with the checksum database off (go env -w's file).
	if j := joinLiterals(b); j != nil {
		if v := agentVarIn(j); v != "" {
			return "sets " + v + " (its name spelled in pieces)"
		}
	}
	if e := escapesAsSpace(b); e != nil {
		// Round 19: a variable glued to an escape in a key binding's
		// text ("\u0001CLAUDE_CODE_SIMPLE=1 \u000d").
		if v := agentVarIn(e); v != "" {
			return "sets " + v + " (in text with escapes)"
		}
	}
	if h := hookLines(b); len(h) > 0 {
		return "has a tool run hooks by itself (" + clip(h[0], 60) + ")"
	}
	if goProxyPlanted(string(b)) {
		return "points Go's module downloads at another proxy with the checksum database off (hooktool's go run ...@latest install builds what it serves)"
	}
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' && !strings.HasPrefix(t, "#!") {
			continue
		}
		if s := agentSwitchLine(t); s != "" {
			return "starts an agent with " + s
		}
		f := strings.Fields(t)
		if wiring.WritesWiring(t, f) || wiring.WritesWiring(t, cmdWords(t)) {
			return "rewrites hooktool's wiring when it runs"
		}
		if k := outputLine(t); k != "" {
			return "has a tool write its " + k + " over hooktool's wiring"
		}
		if nodePreloadLine(t) {
			return "preloads code into node (node options), for every agent's CLI node starts"
		}
		if k := laterLine(t); k != "" {
			return "has a program run later: " + k
		}
		if len(f) > 1 && (f[0] == "alias" || f[0] == "function") {
			n, _, _ := strings.Cut(f[1], "=")
			if agentWord(strings.Trim(n, `"'`)) || n == "hooktool" {
				return "defines " + f[0] + " " + strings.Trim(n, `"'`)
			}
		}
		if n, _, ok := strings.Cut(t, "()"); ok && !strings.ContainsAny(n, " \t") && agentWord(n) {
			return "defines function " + n
		}
	}
	return ""
}

// offOnly reports whether a folder entry's new content (JSON) differs
// from its known-good one (nil when it is new) only by turning things
// off that are not hooktool's (red-team round 17, G15: Gemini's
// extension-enablement.json disabling another extension): a member set
// to false or a true one removed, a negated glob ("!/home/u/*") added to
// a list or a plain one taken out of it. Anything else (a value turned
// on, a command, a number, an empty object), a key or value naming
// hooks or hooktool, or content that is not a JSON object is a change.
func offOnly(oldB, newB []byte) bool {
	if bytes.Contains(bytes.ToLower(newB), []byte("hooktool")) || bytes.Contains(bytes.ToLower(oldB), []byte("hooktool")) {
		return false
	}
	var a, b any
	if oldB != nil {
		if json.Unmarshal(oldB, &a) != nil {
			return false
		}
	} else {
		a = map[string]any{}
	}
	if json.Unmarshal(newB, &b) != nil {
		return false
	}
	if _, ok := b.(map[string]any); !ok {
		return false
	}
	return offDiff(a, b, 0)
}

func offDiff(a, b any, depth int) bool {
	if depth > 8 {
		return false
	}
	switch bv := b.(type) {
	case map[string]any:
		av, ok := a.(map[string]any)
		if a == nil {
			if len(bv) == 0 {
				return false // an empty object added: not a switch turned off
			}
			av, ok = map[string]any{}, true
		}
		if !ok {
			return false
		}
		for k, v := range bv {
			o, had := av[k]
			if had && jsonEqual(o, v) {
				continue
			}
			if strings.Contains(strings.ToLower(k), "hook") || !offDiff(o, v, depth+1) {
				return false
			}
		}
		for k, o := range av {
			if _, has := bv[k]; !has && (strings.Contains(strings.ToLower(k), "hook") || !offGone(o, depth+1)) {
				return false
			}
		}
		return true
	case []any:
		av, ok := a.([]any)
		if a == nil {
			if len(bv) == 0 {
				return false
			}
			ok = true
		}
		if !ok {
			return false
		}
		for _, v := range bv {
			if !inList(av, v) && !negated(v) {
				return false
			}
		}
		for _, o := range av {
			if !inList(bv, o) && !offGone(o, depth+1) {
				return false
			}
		}
		return true
	case bool:
		if a == nil {
			return !bv
		}
		o, ok := a.(bool)
		return ok && (o == bv || !bv)
	}
	return a != nil && jsonEqual(a, b)
}

// offGone reports a value whose removal turns something off: true, a
// plain (not negated) string of a list, or an object or list of such.
func offGone(o any, depth int) bool {
	if depth > 8 {
		return false
	}
	switch v := o.(type) {
	case bool:
		return v
	case string:
		return !strings.HasPrefix(v, "!")
	case []any:
		for _, e := range v {
			if !offGone(e, depth+1) {
				return false
			}
		}
		return true
	case map[string]any:
		for k, e := range v {
			if strings.Contains(strings.ToLower(k), "hook") || !offGone(e, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// negated is a list's string that excludes (Gemini's "!" override, a
// .gitignore-style negation): adding it turns something off.
func negated(v any) bool {
	s, ok := v.(string)
	return ok && len(s) > 1 && s[0] == '!' && !strings.Contains(strings.ToLower(s), "hook")
}

func inList(l []any, v any) bool {
	for _, e := range l {
		if jsonEqual(e, v) {
			return true
		}
	}
	return false
}

func jsonEqual(a, b any) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}

// Items the tripwire follows from the full list at a refresh, beside
// the list's own (derivedItems): what starts a client that no agent's
// list names.

// maxLauncher bounds a launcher script the tripwire watches whole.
const maxLauncher = 64 << 10

// syntaxRuntime marks a version manager's default (runtimeDefault): it
// counts by the runtime it selects, not by its text.
const syntaxRuntime = "runtime-default"

// derivedItems are, for the full list at a refresh:
//
//   - each enabled Claude Code plugin's skills, agents and commands
//     (found by its manifest on the list), read by their frontmatter as
//     the user's are: a skill whose frontmatter declares hooks runs them
//     while it is active (red-team round 17, F15);
//   - the launchers: a small script an alias named like an agent's
//     command runs (claude's local install, ~/.claude/local/claude), and
//     a script named like an agent's command in a folder on PATH, each
//     watched whole: switches added there start the client without the
//     user settings (F16);
//   - the version managers' defaults for node (Volta's platform.json,
//     nodenv's version, asdf's .tool-versions), when the manager is
//     there: each counts by what the runtime it selects says (F19).
func derivedItems(full []wiring.Item, home string) []wiring.Item {
	var out []wiring.Item
	seen := map[string]bool{}
	for _, it := range full {
		seen[it.Path] = true
	}
	add := func(it wiring.Item) {
		if !seen[it.Path] && len(out) < 64 {
			seen[it.Path] = true
			out = append(out, it)
		}
	}
	keys := []string{"hooks", "mcpServers"}
	for _, it := range full {
		if it.Syntax == wiring.SyntaxFrontmatter && len(it.Keys) > 0 {
			keys = it.Keys
			break
		}
	}
	for _, it := range full {
		switch {
		case it.Agent == "claude" && it.Kind == wiring.File && filepath.Base(it.Path) == "plugin.json" && filepath.Base(filepath.Dir(it.Path)) == ".claude-plugin":
			root := filepath.Dir(filepath.Dir(it.Path))
			for _, c := range [...][2]string{{"skills", "*/SKILL.md"}, {"agents", "*.md"}, {"commands", "*.md"}} {
				add(wiring.Item{Agent: "claude", Path: filepath.Join(root, c[0]), Kind: wiring.StartupDir, Names: []string{c[1]},
					Syntax: wiring.SyntaxFrontmatter, Keys: keys, What: "an enabled Claude Code plugin's " + c[0] + " (hooks and MCP servers in their frontmatter)"})
			}
		case it.Agent == "claude" && it.Kind == wiring.StartupDir && it.Syntax == wiring.SyntaxFrontmatter && filepath.Base(it.Path) == "agents":
			// The slash commands beside the user's (or the project's)
			// subagents: a command's frontmatter declares hooks as a
			// skill's does, run while the command is (round 18, F31).
			add(wiring.Item{Agent: "claude", Path: filepath.Join(filepath.Dir(it.Path), "commands"), Kind: wiring.StartupDir, Names: []string{"*.md", "*/*.md"},
				Syntax: wiring.SyntaxFrontmatter, Keys: keys, What: "Claude Code's slash commands (hooks and MCP servers in their frontmatter)"})
		case it.Kind == wiring.Startup:
			b, ok := readSmall(it.Path)
			if !ok {
				continue
			}
			for _, line := range strings.Split(string(b), "\n") {
				if prog, _, _ := helperOf(strings.TrimSpace(line)); prog != "" && home != "" {
					// Round 23: the program a completion runs (complete
					// -C), a script of the user's: watched as a program,
					// so one rewritten in place during a call is put back.
					if p := helperPath(prog, home); strings.HasPrefix(p, home+string(filepath.Separator)) {
						if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Size() > 0 && fi.Size() <= sweepBytes {
							add(wiring.Item{Agent: "hooktool", Path: p, Kind: wiring.File, Syntax: syntaxProgram,
								What: "a program a start-up file's completion runs (complete -C)"})
						}
					}
				}
				if name, p := aliasTarget(line, home); p != "" && launcher(p) {
					add(wiring.Item{Agent: name, Path: p, Kind: wiring.File, What: "a launcher an alias named like an agent's command runs (its switches and the program it starts)"})
				}
				// A folder under home the file puts on PATH (an agent's
				// installer's own line: ~/.opencode/bin): a launcher
				// script there named like an agent's command (round 18,
				// F32).
				if t := strings.TrimSpace(line); home != "" && t != "" && t[0] != '#' {
					for _, d := range pathFolders(t, home) {
						if !strings.HasPrefix(d, home+string(filepath.Separator)) {
							continue
						}
						for _, n := range agentNames() {
							if p := filepath.Join(d, n); launcher(p) {
								add(wiring.Item{Agent: n, Path: p, Kind: wiring.File, What: "a launcher script named like an agent's command in a folder a start-up file puts on PATH"})
							}
						}
					}
				}
			}
		case it.Kind == wiring.Shims:
			for _, n := range it.Names {
				if p := filepath.Join(it.Path, n); agentWord(n) && launcher(p) {
					add(wiring.Item{Agent: n, Path: p, Kind: wiring.File, What: "a launcher script named like an agent's command on PATH"})
				}
			}
		}
	}
	if home != "" {
		// An agent's own launcher in its own folder (~/.opencode/bin/opencode,
		// which its installer puts on PATH), whatever file does that.
		for _, n := range agentNames() {
			if p := filepath.Join(home, "."+n, "bin", n); launcher(p) {
				add(wiring.Item{Agent: n, Path: p, Kind: wiring.File, What: "an agent's own launcher script in its folder"})
			}
		}
		for _, d := range [...][2]string{{".volta", ".volta/tools/user/platform.json"}, {".nodenv", ".nodenv/version"}, {".asdf", ".tool-versions"}} {
			if fi, err := os.Stat(filepath.Join(home, d[0])); err == nil && fi.IsDir() {
				add(wiring.Item{Agent: "hooktool", Path: filepath.Join(home, filepath.FromSlash(d[1])), Kind: wiring.File, Syntax: syntaxRuntime,
					What: "a version manager's default node (the runtime every agent's CLI runs on)"})
			}
		}
	}
	// Round 19: Flatpak apps' config, a directory marketplace's plugin
	// source, what start-up files name through each other's variables.
	moreDerived(full, home, func(it wiring.Item) {
		if !seen[it.Path] && len(out) < 96 {
			seen[it.Path] = true
			out = append(out, it)
		}
	})
	return out
}

// readSmall reads a regular file of at most maxLauncher bytes.
func readSmall(p string) ([]byte, bool) {
	fi, err := os.Stat(p)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxLauncher {
		return nil, false
	}
	b, err := os.ReadFile(p)
	return b, err == nil && len(b) <= maxLauncher
}

// launcher reports a small script (#!) at p, a regular file itself (a
// link to a client's binary is the client's own).
func launcher(p string) bool {
	fi, err := os.Lstat(p)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxLauncher || fi.Mode()&0o111 == 0 {
		return false
	}
	f, err := os.Open(p)
	if err != nil {
		return false
	}
	defer f.Close()
	var head [2]byte
	n, _ := f.Read(head[:])
	return n == 2 && string(head[:]) == "#!"
}

// aliasTarget is the command an alias named like an agent's command
// stands for, and the absolute path of the program it runs (alias
// claude="$HOME/.claude/local/claude"), past env, exec, command and
// variable assignments; "" for any other line.
func aliasTarget(line, home string) (string, string) {
	t := strings.TrimSpace(line)
	rest, ok := strings.CutPrefix(t, "alias ")
	if !ok {
		return "", ""
	}
	name, val, ok := strings.Cut(strings.TrimSpace(rest), "=")
	if name = strings.Trim(name, `"'`); !ok || !agentWord(name) {
		return "", ""
	}
	val = strings.TrimSpace(val)
	if len(val) > 1 && (val[0] == '"' || val[0] == '\'') {
		if i := strings.IndexByte(val[1:], val[0]); i >= 0 {
			val = val[1 : i+1]
		}
	}
	for _, w := range strings.Fields(val) {
		w = strings.Trim(w, `"'`)
		if w == "env" || w == "exec" || w == "command" || strings.Contains(w, "=") && !strings.HasPrefix(w, "/") {
			continue
		}
		switch {
		case strings.HasPrefix(w, "~/"):
			w = filepath.Join(home, w[2:])
		case strings.HasPrefix(w, "$HOME/"):
			w = filepath.Join(home, w[6:])
		case strings.HasPrefix(w, "${HOME}/"):
			w = filepath.Join(home, w[8:])
		}
		if home == "" || !filepath.IsAbs(w) {
			return "", ""
		}
		return name, filepath.Clean(w)
	}
	return "", ""
}

// runtimeRelevant is what a version manager's default counts by: the
// runtime it selects, when that runtime's file says something
// sweptReason counts (a planted node that exports CLAUDE_CODE_SIMPLE
// before it runs the real one); "" for a runtime that says nothing (a
// newly installed version, an ELF binary too big to read).
func runtimeRelevant(it wiring.Item, b []byte) string {
	home := filepath.Dir(it.Path)
	var node string
	switch filepath.Base(it.Path) {
	case "platform.json": // ~/.volta/tools/user/platform.json
		var p struct {
			Node struct {
				Runtime string `json:"runtime"`
			} `json:"node"`
		}
		if json.Unmarshal(b, &p) != nil {
			return contentDigest(b) // not what Volta reads: counts whole
		}
		volta := filepath.Dir(filepath.Dir(home))
		node = filepath.Join(volta, "tools", "image", "node", p.Node.Runtime, "bin", "node")
	case "version": // ~/.nodenv/version
		v := strings.TrimSpace(string(b))
		node = filepath.Join(home, "versions", v, "bin", "node")
	case ".tool-versions": // ~/.tool-versions (asdf)
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) > 1 && f[0] == "nodejs" {
				node = filepath.Join(home, ".asdf", "installs", "nodejs", f[1], "bin", "node")
				break
			}
		}
	}
	if node == "" || strings.Contains(node, "..") {
		return ""
	}
	rb, ok := readSmall(node)
	if !ok {
		return ""
	}
	fi, err := os.Stat(node)
	if r := sweptReason("node", err == nil && fi.Mode()&fs.ModePerm&0o111 != 0, rb); r != "" {
		return contentDigest([]byte(node + "\x00" + r))
	}
	return ""
}
