package tripwire

import (
	"path"
	"regexp"
	"slices"
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
		if !globLeads(parts, sp) {
			continue
		}
		if len(parts) == len(sp) {
			return s
		}
		return strings.Join(sp[:len(parts)], "/") + "/"
	}
	return ""
}

// globLeads reports whether the glob's parts, folder by folder, match the
// first parts of a wiring shape's path (the glob reaches the shape or a
// folder above it).
func globLeads(parts, shape []string) bool {
	if len(parts) > len(shape) {
		return false
	}
	for i, g := range parts {
		if m, err := path.Match(g, shape[i]); err != nil || !m {
			return false
		}
	}
	return true
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
	if len(b) > sweepBytes*4 || !strings.Contains(string(b), "$") || !strings.Contains(string(b), "=") && !strings.Contains(string(b), "for ") {
		return nil
	}
	vars := map[string]string{}
	shellVars(b, vars)
	listingVars(b, vars) // round 23: a folder found by listing the home
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

// The wiring found by listing the home folder (red-team round 23). A
// script need not spell a glob that reaches the wiring: `d=$(ls -d
// "$HOME"/.c* | grep -m1 dex)` lists every dot name starting with c
// (a glob of one literal character, which reaches nothing by itself)
// and keeps the one with dex in it, Codex's folder; `"$d/hooks.json"` is
// then its hooks file. A variable set from such a listing (ls, echo,
// printf or find over a glob or a folder of the home, filtered by grep)
// is read as what the listing prints among the wiring's shapes: the glob
// matched component by component, then each grep kept (or, with -v,
// dropped) as grep would, its pattern read as a regular expression (a
// fixed string with -F or where it does not compile). A listing counts
// only when its glob and its greps spell at least three literal
// characters between them and no more than two of the wiring's places
// are left, so a dotfiles backup over ~/.* reaches nothing.

// listingVars adds to vars the variables b sets from a listing of the
// home folder that reaches the wiring (see above): NAME=$(...),
// NAME=`...`, and a for loop's variable over one.
func listingVars(b []byte, vars map[string]string) {
	s := string(b)
	if !strings.Contains(s, "$(") && !strings.Contains(s, "`") {
		return
	}
	n := 0
	for _, line := range strings.Split(s, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || n >= 8 {
			continue
		}
		for _, st := range topStatements(t) {
			for _, kw := range [...]string{"then ", "do ", "else ", "{ "} {
				st = strings.TrimPrefix(st, kw)
			}
			for _, p := range [...]string{"export ", "local ", "readonly ", "declare ", "typeset "} {
				st = strings.TrimPrefix(st, p)
			}
			var name, val string
			if f := strings.Fields(st); len(f) >= 4 && f[0] == "for" && f[2] == "in" {
				name, val = f[1], strings.TrimSpace(st[strings.Index(st, " in ")+4:])
			} else if k, v, ok := strings.Cut(st, "="); ok && isVarName(k) {
				name, val = k, v
			} else {
				continue
			}
			val = strings.Trim(val, `"`)
			var inner string
			switch {
			case strings.HasPrefix(val, "$(") && !strings.HasPrefix(val, "$(("):
				inner, _ = substitution(val, 0)
			case strings.HasPrefix(val, "`"):
				inner, _ = substitution(val, 0)
			default:
				continue
			}
			if r, bare := homeListing(inner); r != "" {
				if _, had := vars[name]; !had {
					vars[name] = "~/" + r
					if bare {
						vars[name] = r // round 25: `ls -a ~` prints names alone
					}
					n++
				}
			}
		}
	}
}

// homeListing is the wiring place (from the home, as wiredShapes has
// it, without a trailing slash) that the pipeline cmd prints, "" when it
// prints none or too many (see above); bare when it prints the name
// alone (round 25: `ls -a ~` lists the home's entries by name).
func homeListing(cmd string) (string, bool) {
	stages := strings.Split(cmd, "|")
	first := strings.Fields(strings.NewReplacer(`"`, "", `'`, "").Replace(stages[0]))
	if len(first) < 2 {
		return "", false
	}
	var glob string
	bare := false
	switch first[0] {
	case "ls", "echo", "printf", "realpath", "readlink", "stat", "compgen":
		for _, w := range first[1:] {
			if strings.HasPrefix(w, "-") {
				continue
			}
			if rel, ok := homeRel(w); ok && strings.ContainsAny(rel, "*?[") {
				glob = rel
				break
			}
			if rel, ok := homeRel(strings.TrimSuffix(w, "/") + "/"); ok && rel == "" && first[0] == "ls" {
				// Round 25: the home folder listed whole, each entry
				// by its name.
				glob, bare = "*", true
				break
			}
		}
	case "find":
		// find HOME [-maxdepth N] -name PATTERN: one level of the home
		// by its names.
		if len(first) < 4 {
			return "", false
		}
		if rel, ok := homeRel(strings.TrimSuffix(first[1], "/") + "/"); !ok || rel != "" {
			return "", false
		}
		for i := 2; i+1 < len(first); i++ {
			if first[i] == "-name" || first[i] == "-iname" || first[i] == "-path" {
				glob = strings.TrimPrefix(strings.TrimPrefix(first[i+1], "*/"), "./")
			}
		}
	}
	if glob == "" || strings.Contains(glob, "..") {
		return "", false
	}
	glob = strings.TrimSuffix(glob, "/")
	lit := literalCount(glob)
	parts := strings.Split(glob, "/")
	// The places the glob matches: each shape's folder (or the shape)
	// as deep as the glob goes.
	var cands []string
	for _, s := range wiredShapes() {
		sp := strings.Split(s, "/")
		if !globLeads(parts, sp) {
			continue
		}
		if c := strings.Join(sp[:len(parts)], "/"); !slices.Contains(cands, c) {
			cands = append(cands, c)
		}
	}
	filtered := false
	for _, st := range stages[1:] {
		f := shellWordsQuoted(strings.TrimSpace(st))
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "grep", "egrep", "fgrep", "rg":
		case "head", "tail", "sort", "uniq", "xargs", "tr", "cat":
			continue // picks or reorders what is printed: every candidate stays possible
		case "awk", "gawk", "mawk", "nawk", "sed":
			// Round 25: a filter by a regular expression (awk's
			// /RE/ or $0 ~ /RE/, sed -n's /RE/p), read as grep's.
			pat, invert := filterPattern(f)
			if pat == "" {
				return "", false
			}
			cands = filterListed(cands, bare, grepMatcher(pat, false, false), invert)
			if !invert {
				filtered = true
				lit += literalCount(pat)
			}
			continue
		default:
			return "", false // another command: what it prints is not read here
		}
		invert, fixed, fold := f[0] == "fgrep", false, false
		pat := ""
		for i := 1; i < len(f); i++ {
			w := f[i]
			switch {
			case w == "-e" && i+1 < len(f):
				pat = f[i+1]
				i++
			case w == "-m" || w == "--max-count":
				i++
			case strings.HasPrefix(w, "--"):
			case strings.HasPrefix(w, "-") && len(w) > 1:
				for _, c := range w[1:] {
					switch c {
					case 'v':
						invert = true
					case 'F':
						fixed = true
					case 'i':
						fold = true
					}
				}
			case pat == "":
				pat = w
			}
		}
		if pat == "" {
			return "", false
		}
		cands = filterListed(cands, bare, grepMatcher(pat, fixed, fold), invert)
		if !invert {
			filtered = true
			lit += literalCount(pat)
		}
	}
	if len(cands) == 0 || len(cands) > 2 || lit < 3 || !filtered && literalCount(glob) < 3 {
		return "", false
	}
	return cands[0], bare
}

// filterPattern is the regular expression an awk or sed stage keeps
// lines by (awk's leading /RE/, !/RE/, $0 ~ /RE/ or $0 !~ /RE/; sed -n's
// /RE/p), and whether it drops them instead; "" when the stage is no
// such filter (a program that prints fields, a substitution).
func filterPattern(f []string) (string, bool) {
	prog := ""
	quiet := false
	for i := 1; i < len(f); i++ {
		w := f[i]
		switch {
		case w == "-F" || w == "-v" || w == "-f" || w == "-e" && f[0] != "sed":
			i++
		case w == "-n" && f[0] == "sed":
			quiet = true
		case w == "-e" && f[0] == "sed" && i+1 < len(f):
			prog = f[i+1]
			i++
		case strings.HasPrefix(w, "-") && len(w) > 1:
		case prog == "":
			prog = w
		}
	}
	p := strings.TrimSpace(prog)
	if f[0] == "sed" {
		if !quiet || !strings.HasPrefix(p, "/") || !strings.HasSuffix(p, "/p") {
			return "", false
		}
		return p[1 : len(p)-2], false
	}
	invert := false
	for _, pre := range [...]string{"$0 ~ ", "$0~", "$NF ~ ", "$NF~"} {
		p = strings.TrimPrefix(p, pre)
	}
	for _, pre := range [...]string{"$0 !~ ", "$0!~", "$NF !~ ", "$NF!~", "!"} {
		if r, ok := strings.CutPrefix(p, pre); ok {
			p, invert = r, true
			break
		}
	}
	if !strings.HasPrefix(p, "/") {
		return "", false
	}
	end := -1
	for k := 1; k < len(p); k++ {
		if p[k] == '\\' {
			k++
			continue
		}
		if p[k] == '/' {
			end = k
			break
		}
	}
	if end < 2 {
		return "", false
	}
	return p[1:end], invert
}

// homeRel is w from the home folder (~/, $HOME/, ${HOME}/, or the home
// itself), and whether it is one.
func homeRel(w string) (string, bool) {
	for _, p := range [...]string{"~/", "$HOME/", "${HOME}/"} {
		if r, ok := strings.CutPrefix(w, p); ok {
			return r, true
		}
	}
	if w == "~" || w == "$HOME" || w == "${HOME}" {
		return "", true
	}
	return "", false
}

// literalCount is the number of characters of a pattern that are not
// pattern bytes, dots or slashes.
func literalCount(g string) int {
	n := 0
	for i := 0; i < len(g); i++ {
		if c := g[i]; c != '.' && c != '/' && !globByte(c) && c != ']' && c != '^' && c != '$' && c != '\\' {
			n++
		}
	}
	return n
}

// grepMatcher is how grep matches a line against pat: a regular
// expression (RE2's reading of a basic or extended one), a fixed string
// with -F or where it does not compile; case folded with -i.
func grepMatcher(pat string, fixed, fold bool) func(string) bool {
	if !fixed {
		expr := pat
		if fold {
			expr = "(?i)" + expr
		}
		if re, err := regexp.Compile(expr); err == nil {
			return re.MatchString
		}
	}
	if fold {
		pat = strings.ToLower(pat)
		return func(s string) bool { return strings.Contains(strings.ToLower(s), pat) }
	}
	return func(s string) bool { return strings.Contains(s, pat) }
}

// topStatements splits a line at the shell's list operators (; & |)
// that stand outside quotes, command substitutions and backquotes, each
// part trimmed: `d=$(ls ~/.c* | grep dex); cd "$d"` is two.
func topStatements(t string) []string {
	var out []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c == '\\':
			i++
		case quote != 0:
			if c == quote {
				quote = 0
			} else if quote == '"' && c == '$' && i+1 < len(t) && t[i+1] == '(' {
				depth++
				i++
			} else if quote == '"' && c == ')' && depth > 0 {
				depth--
			}
		case c == '\'' || c == '"' || c == '`' && depth == 0:
			quote = c
		case c == '$' && i+1 < len(t) && t[i+1] == '(':
			depth++
			i++
		case c == '(' && depth > 0:
			depth++
		case c == ')' && depth > 0:
			depth--
		case depth == 0 && (c == ';' || c == '&' || c == '|'):
			if p := strings.TrimSpace(t[start:i]); p != "" {
				out = append(out, p)
			}
			start = i + 1
		}
	}
	if p := strings.TrimSpace(t[start:]); p != "" {
		out = append(out, p)
	}
	return out
}

// filterListed keeps the candidates whose line a filter lets through (or,
// inverted, holds back). ls prints the path as the glob was written, from
// the home; the name alone when the home is listed whole (bare).
func filterListed(cands []string, bare bool, match func(string) bool, invert bool) []string {
	var keep []string
	for _, c := range cands {
		line := "/home/user/" + c
		if bare {
			line = c
		}
		if match(line) != invert {
			keep = append(keep, c)
		}
	}
	return keep
}
