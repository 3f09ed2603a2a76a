package tripwire

import (
	"path"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// The wiring reached by a glob (red-team round 22). A program can find
// the file it rewrites without naming it: `for f in ~/.c?dex/h*s.json`,
// Python's glob.glob(os.path.expanduser("~/.g?m*/s*s.json")), a shell
// loop over "$HOME"/.p?/agent/ext*/*.ts. The text names no wiring file,
// but what the glob matches does: read as the paths it reaches, the line
// is judged as one that names them (wiring.NamesWiring,
// wiring.WritesWiring, scriptRewrites). A glob is matched against the
// shapes of the agents' wiring under the home folder (and the project's
// git hook), component by component as the shell and Python's glob
// match (a `*` stays within one folder), and against each folder on the
// way to one: `~/.c?dex/*` reaches Codex's folder. A glob with fewer
// than three literal characters (`~/.*`, `~/.c*`: a dotfiles backup
// loop) reaches nothing by this rule.

// wiredShapes are the wiring's paths as a glob reaches them, from the
// home folder (or the project, for git's): the agents' config folders
// and the files in them hooktool's wiring lives in. (A function, not a
// package variable: nothing is built when the hook starts.)
func wiredShapes() []string {
	return []string{
		".claude/settings.json", ".claude/settings.local.json", ".claude.json", ".claude/plugins/installed_plugins.json",
		".claude/skills/x/SKILL.md", ".claude/agents/x.md", ".claude/commands/x.md",
		".codex/hooks.json", ".codex/config.toml", ".codex/requirements.toml",
		".gemini/settings.json", ".gemini/trustedFolders.json",
		".copilot/hooks/hooktool.json", ".copilot/settings.json", ".copilot/config.json",
		".openclaw/openclaw.json", ".openclaw/extensions/hooktool/index.js",
		".pi/agent/extensions/hooktool.ts", ".pi/agent/settings.json",
		".config/opencode/plugins/hooktool.js", ".config/opencode/plugin/hooktool.js", ".config/opencode/opencode.json",
		".config/opencode/package.json", ".config/hooktool/config.json",
		".git/hooks/pre-push", ".git/config", "hooks/pre-push",
	}
}

// globByte is a byte the shell and Python's glob read as a pattern.
func globByte(c byte) bool { return c == '*' || c == '?' || c == '[' }

// globSep splits text into words that may be globs: blanks and the
// operators and brackets of shell, Python, Perl, Lua and Ruby around a
// path (quotes are dropped first, so "$HOME"/.x*/y reads whole).
func globSep(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '(', ')', ',', ';', '|', '&', '<', '>', '=', '{', '}', '+':
		return true
	}
	return false
}

// globReach is the wiring path (from the home folder, or the project's
// for git's) or the folder on the way to one that the glob word w
// matches, "" for none. w is taken from the home folder when it starts
// with ~/, $HOME/, ${HOME}/ or %h/, when its first part is a dot name,
// and otherwise from its first dot folder (/home/u/.c?dex/...,
// $ENV{HOME}/.c?dex/...); a glob must have a pattern byte and at least
// three literal characters.
func globReach(w string) string {
	w = strings.Trim(w, `"'`+"`[]")
	if len(w) < 4 || len(w) > 256 || !strings.ContainsAny(w, "*?[") || strings.Contains(w, "://") {
		return ""
	}
	rel := ""
	for _, p := range [...]string{"~/", "$HOME/", "${HOME}/", "%h/"} {
		if r, ok := strings.CutPrefix(w, p); ok {
			rel = r
			break
		}
	}
	if rel == "" && strings.HasPrefix(w, ".") && !strings.HasPrefix(w, "./") && !strings.HasPrefix(w, "../") {
		rel = w
	}
	if i := strings.Index(w, "/."); rel == "" && i >= 0 && !strings.HasPrefix(w[i:], "/./") && !strings.HasPrefix(w[i:], "/../") {
		// An absolute path, or one glued to a variable the split left
		// out ($ENV{HOME}/..., Lua's HOME .. "/.c?dex/..."): taken from
		// its first dot folder, which is where the wiring's shapes start.
		rel = w[i+1:]
	}
	rel = strings.TrimPrefix(strings.TrimSuffix(rel, "/"), "./")
	if rel == "" || strings.Contains(rel, "..") {
		return ""
	}
	lit := 0
	for i := 0; i < len(rel); i++ {
		if c := rel[i]; c != '.' && c != '/' && !globByte(c) && c != ']' {
			lit++
		}
	}
	if lit < 3 {
		return ""
	}
	parts := strings.Split(rel, "/")
	for _, s := range wiredShapes() {
		sp := strings.Split(s, "/")
		if len(parts) > len(sp) {
			continue
		}
		ok := true
		for i, g := range parts {
			m, err := path.Match(g, sp[i])
			if err != nil || !m {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if len(parts) == len(sp) {
			return s
		}
		return strings.Join(sp[:len(parts)], "/") + "/"
	}
	return ""
}

// resolveGlobs is b with, after each line that holds a glob reaching
// the wiring (globReach), the paths it reaches as words of that line
// ("~/.codex/hooks.json"), so the line names what it will write; nil
// when no line has such a glob. Lines stay where they were.
func resolveGlobs(b []byte) []byte {
	if len(b) > sweepBytes*4 || !containsGlob(b) {
		return nil
	}
	return withReached(b, func(line string) []string {
		if !strings.ContainsAny(line, "*?[") || !strings.Contains(line, ".") {
			return nil
		}
		clean := strings.NewReplacer(`"`, "", `'`, "", "`", "").Replace(line)
		var add []string
		for _, w := range strings.FieldsFunc(clean, globSep) {
			if !strings.ContainsAny(w, "*?[") {
				continue
			}
			if r := globReach(w); r != "" {
				add = append(add, "~/"+r)
			}
		}
		return add
	})
}

// withReached is b with, after each line, the words reach gives for it;
// nil when it gives none for any line. Lines stay where they were.
func withReached(b []byte, reach func(line string) []string) []byte {
	lines := strings.Split(string(b), "\n")
	found := false
	for i, line := range lines {
		if add := reach(line); len(add) > 0 {
			lines[i] = line + " " + strings.Join(add, " ")
			found = true
		}
	}
	if !found {
		return nil
	}
	return []byte(strings.Join(lines, "\n"))
}

// shellExpanded is b with, after each line, its words' shell variables
// expanded from the plain assignments b makes (shellVars; the home
// folder as ~): `d=.co; f="$HOME/${d}dex/hooks.json"` reads
// ~/.codex/hooks.json on the line that uses it. nil when no word
// expands to something else.
func shellExpanded(b []byte) []byte {
	if len(b) > sweepBytes*4 || !strings.Contains(string(b), "$") || !strings.Contains(string(b), "=") {
		return nil
	}
	vars := map[string]string{}
	shellVars(b, vars)
	if len(vars) == 0 {
		return nil
	}
	return withReached(b, func(line string) []string {
		if !strings.Contains(line, "$") {
			return nil
		}
		var add []string
		for _, w := range strings.Fields(line) {
			if !strings.Contains(w, "$") {
				continue
			}
			if _, v, ok := strings.Cut(w, "="); ok && strings.Contains(v, "$") {
				w = v
			}
			w = strings.Trim(w, `;"'()`)
			if e, ok := expandShell(w, vars, "~", 0); ok && e != w && !strings.Contains(e, "$") {
				add = append(add, e)
			}
		}
		return add
	})
}

// reachedText is b with, after each line, the paths it reaches that it
// does not spell: its shell variables expanded (shellExpanded), then
// its globs resolved (resolveGlobs); nil when a line reaches nothing
// more. Lines stay where they were.
func reachedText(b []byte) []byte {
	e := shellExpanded(b)
	src := b
	if e != nil {
		src = e
	}
	if g := resolveGlobs(src); g != nil {
		return g
	}
	return e
}

// containsGlob reports a pattern byte beside a slash or a dot name
// anywhere in b: the cheap test before lines are split.
func containsGlob(b []byte) bool {
	for i, c := range b {
		if globByte(c) && (i > 0 && (b[i-1] == '/' || b[i-1] == '.' || wordByte(b[i-1])) || i+1 < len(b) && (b[i+1] == '/' || wordByte(b[i+1]))) {
			return true
		}
	}
	return false
}

// globWriteLines are the lines of b (lower case, trimmed, with the
// paths their globs reach) that write what a glob on them reaches
// (wiring.WritesWiring read on the resolved line): a start-up file's
// loop that empties every file ~/.c?dex/h*s.json matches counts as one
// that names Codex's hooks file.
func globWriteLines(b []byte) []string {
	r := reachedText(b)
	if r == nil {
		return nil
	}
	orig := strings.Split(string(b), "\n")
	var out []string
	for i, line := range strings.Split(string(r), "\n") {
		if i < len(orig) && line == orig[i] {
			continue
		}
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' {
			continue
		}
		if wiring.WritesWiring(t, strings.Fields(t)) || wiring.WritesWiring(t, cmdWords(t)) || writesSomething([]byte(t)) {
			out = append(out, strings.ToLower(t))
		}
	}
	return out
}
