package tripwire

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// Programs a start-up line names for the user's tools to run (red-team
// round 25). A variable set for every session can name a program without
// being any agent's: the editor git and crontab run (VISUAL, EDITOR), the
// compiler make runs (CC, CXX), npm's script shell
// (npm_config_script_shell), Vim's start-up commands (EXINIT), a folder
// gcc looks for its assembler in (COMPILER_PATH), a toolchain file
// (CMAKE_TOOLCHAIN_FILE), the file an interactive python runs first
// (PYTHONSTARTUP). No list of names keeps up, and the name says nothing
// anyway: what counts is what the program does. So a line that assigns a
// value naming files by path (from the home or absolute; an alias's
// value too) is judged by those files: a file is read as a program
// (followReason: its own text as the sweep reads it, and one hop on, a
// script it runs or a file it loads by path); a folder under the home
// by its programs (executables and scripts, at most folderEntries looked
// at). The line counts when one of them rewrites the wiring or says what
// the sweep counts, wherever the line is read as a start-up file's
// (~/.bashrc, an environment.d file) or the sweep reads it (programReason
// follows a hop too). VISUAL=vim and a PYTHONSTARTUP file that turns on
// tab completion stay quiet.
//
// The files such a line names at a refresh (under the home, present or
// not) are items of their own, read as programs, so one rewritten or
// planted in a later call is a change; and a start-up file whose stat
// moved during a call without a change where it counts (a line added that
// names an empty folder, or a file yet to be written) has the items its
// new lines name added at once (lateItems), so a module or a program
// planted there in a later call is a created file, removed, before the
// next refresh.

// Bounds of the look at the programs a line names.
const (
	followReads   = 2  // files read one hop on, per program judged
	followStats   = 8  // paths stat'ed one hop on, per program judged
	namedPaths    = 4  // paths per line
	namedReads    = 6  // programs read per line
	folderEntries = 64 // entries looked at per folder named
	maxNamedItems = 8  // named program items per refresh
	maxLateItems  = 16 // items added between refreshes, per check
)

// followReason is why program text b (name: its file's name; exec: it
// is executable; dir: its folder) reaches the wiring: its own text, as
// the sweep judges a script, or (hops > 0) a file it runs or loads by
// path, judged the same way: a wrapper that runs `sh ~/tools/sync.sh`
// before the real program, a module that execs code kept elsewhere.
// "" when it does not.
func followReason(name string, exec bool, b []byte, home, dir string, hops int) string {
	if len(b) == 0 || bytes.IndexByte(b, 0) >= 0 {
		return "" // (the callers bound b; a file one hop on is bounded below)
	}
	if why := sweptReason(name, exec, b); why != "" {
		return why
	}
	if scriptRewrites(b) {
		return "rewrites hooktool's wiring when it runs"
	}
	if hops <= 0 || !bytes.ContainsRune(b, '/') {
		return ""
	}
	stats, reads := 0, 0
	seen := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || t[0] == ';' || strings.HasPrefix(t, "//") || !strings.Contains(t, "/") {
			continue
		}
		for _, w := range strings.FieldsFunc(strings.ReplaceAll(t, "${HOME}", "$HOME"), programSep) {
			q := programPath(w, home, dir)
			if q == "" || !filepath.IsAbs(q) || seen[q] || strings.HasPrefix(q, "/dev/") || strings.HasPrefix(q, "/proc/") {
				continue
			}
			if stats >= followStats || reads >= followReads {
				return ""
			}
			seen[q] = true
			stats++
			fi, err := os.Stat(q)
			if err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 || fi.Size() > sweepBytes {
				continue
			}
			reads++
			pb, ok := readBounded(q)
			if !ok {
				continue
			}
			if why := followReason(filepath.Base(q), fi.Mode()&0o111 != 0, pb, home, filepath.Dir(q), hops-1); why != "" {
				return "runs " + q + ", which " + why
			}
		}
	}
	return ""
}

// assignedValue reads a line's assignment: NAME=VALUE after export,
// declare, typeset, readonly or local and their options; csh's setenv
// NAME VALUE; fish's set -gx NAME VALUE; an alias's NAME=VALUE (name
// "alias NAME"). The value is its quoted text whole, or its first word.
func assignedValue(st string) (name, val string, ok bool) {
	st = strings.TrimSpace(st)
	f := strings.Fields(st)
	if len(f) == 0 {
		return "", "", false
	}
	rest := ""
	switch f[0] {
	case "setenv":
		if len(f) < 3 {
			return "", "", false
		}
		name = f[1]
		rest = strings.TrimSpace(st[strings.Index(st, f[1])+len(f[1]):])
	case "set":
		i := 1
		for i < len(f) && strings.HasPrefix(f[i], "-") {
			i++
		}
		if i == 1 || i+1 >= len(f) {
			return "", "", false
		}
		name = f[i]
		rest = strings.TrimSpace(st[strings.Index(st, " "+f[i]+" ")+len(f[i])+2:])
	case "alias":
		n, v, cut := strings.Cut(strings.TrimSpace(st[len("alias"):]), "=")
		if !cut {
			return "", "", false
		}
		name, rest = "alias "+n, v
	default:
		for len(f) > 1 && (f[0] == "export" || f[0] == "declare" || f[0] == "typeset" || f[0] == "readonly" || f[0] == "local" || strings.HasPrefix(f[0], "-") && !strings.Contains(f[0], "=")) {
			st = strings.TrimSpace(st[strings.Index(st, f[0])+len(f[0]):])
			f = f[1:]
		}
		n, v, cut := strings.Cut(st, "=")
		if !cut || !isVarName(strings.TrimSuffix(n, "+")) {
			return "", "", false
		}
		name, rest = strings.TrimSuffix(n, "+"), v
	}
	if rest != "" && (rest[0] == '"' || rest[0] == '\'') {
		if e := strings.IndexByte(rest[1:], rest[0]); e >= 0 {
			return name, rest[1 : e+1], true
		}
		return name, rest[1:], true
	}
	if e := strings.IndexAny(rest, " \t;&|"); e >= 0 {
		rest = rest[:e]
	}
	return name, rest, rest != ""
}

// namedSkip is a variable whose folders other rules read (PATH and its
// kin: shims, the search paths), or that names a record, not a program.
func namedSkip(name string) bool {
	switch name {
	case "PATH", "path", "MANPATH", "INFOPATH", "CDPATH", "FPATH", "fpath", "HISTFILE", "HOME", "PWD", "OLDPWD", "TMPDIR", "MAIL", "MAILPATH":
		return true
	}
	return strings.HasPrefix(name, "HIST") || strings.HasPrefix(name, "XDG_") || promptVar(name)
}

// agentsFolder reports a path under an agent's own folder (the list's
// business: its files are wiring, not programs).
func agentsFolder(p, home string) bool {
	rel, ok := strings.CutPrefix(p, home+string(filepath.Separator))
	if !ok {
		return false
	}
	first, _, _ := strings.Cut(rel, string(filepath.Separator))
	switch first {
	case ".claude", ".codex", ".gemini", ".copilot", ".openclaw", ".pi", ".cache", ".git":
		return true
	}
	return false
}

// namedPathsIn are the files and folders a value names by path, at most
// namedPaths: its words split as a config's (programSep) and at colons
// (a folder list), each from the home or absolute.
func namedPathsIn(val, home string) []string {
	var out []string
	val = strings.ReplaceAll(val, "${HOME}", "$HOME")
	for _, w := range strings.FieldsFunc(val, func(r rune) bool { return programSep(r) || r == ':' }) {
		if len(out) >= namedPaths {
			break
		}
		p := homePath(w, home)
		if p == "" || p == home || agentsFolder(p, home) || strings.HasPrefix(p, "/dev/") || strings.HasPrefix(p, "/proc/") {
			continue
		}
		out = append(out, p)
	}
	return out
}

// namedProgramLine is why a start-up line's assignment names a program
// that reaches the wiring (see above), "" when it names none.
func namedProgramLine(t string) string {
	if !strings.Contains(t, "=") && !strings.HasPrefix(t, "setenv ") && !strings.HasPrefix(t, "set ") || !strings.ContainsAny(t, "/~") {
		return ""
	}
	home, _ := os.UserHomeDir()
	reads := 0
	for _, st := range topStatements(t) {
		for _, kw := range [...]string{"then ", "do ", "else ", "{ "} {
			st = strings.TrimPrefix(st, kw)
		}
		name, val, ok := assignedValue(st)
		if !ok || namedSkip(name) {
			continue
		}
		for _, p := range namedPathsIn(val, home) {
			if why := namedPathReason(p, home, &reads); why != "" {
				return name + " names " + p + ", which " + why
			}
		}
	}
	return ""
}

// namedPathReason is why the file or folder p (a value's path) reaches
// the wiring: a file read as a program, a folder under the home by its
// programs. reads counts the files read, within namedReads.
func namedPathReason(p, home string, reads *int) string {
	fi, err := os.Stat(p)
	if err != nil {
		return ""
	}
	if fi.Mode().IsRegular() {
		if fi.Size() == 0 || fi.Size() > sweepBytes || *reads >= namedReads {
			return ""
		}
		*reads++
		b, ok := readBounded(p)
		if !ok {
			return ""
		}
		return followReason(filepath.Base(p), fi.Mode()&0o111 != 0, b, home, filepath.Dir(p), 1)
	}
	if !fi.IsDir() || home == "" || !strings.HasPrefix(p, home+string(filepath.Separator)) {
		return ""
	}
	ents, err := os.ReadDir(p)
	if err != nil {
		return ""
	}
	for i, e := range ents {
		if i >= folderEntries || *reads >= namedReads {
			break
		}
		if !e.Type().IsRegular() || dataFile(e.Name()) {
			continue
		}
		info, err := e.Info()
		if err != nil || info.Size() == 0 || info.Size() > sweepBytes || info.Mode()&0o111 == 0 && !scriptName(e.Name()) {
			continue
		}
		*reads++
		q := filepath.Join(p, e.Name())
		b, ok := readBounded(q)
		if !ok {
			continue
		}
		if why := followReason(e.Name(), info.Mode()&0o111 != 0, b, home, p, 1); why != "" {
			return "holds " + e.Name() + ", which " + why
		}
	}
	return ""
}

// startupNamedPrograms are the files (under the home, not a folder,
// present or not) that a start-up file's assignments name: each is an
// item read as a program (syntaxProgram).
func startupNamedPrograms(b []byte, home string, add func(wiring.Item)) int {
	n := 0
	if home == "" || len(b) > sweepBytes*4 {
		return n
	}
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || !strings.ContainsAny(t, "/~") || !strings.Contains(t, "=") && !strings.HasPrefix(t, "setenv ") && !strings.HasPrefix(t, "set ") {
			continue
		}
		for _, st := range topStatements(t) {
			name, val, ok := assignedValue(st)
			if !ok || namedSkip(name) || strings.HasPrefix(name, "alias ") {
				continue
			}
			for _, p := range namedPathsIn(val, home) {
				if n >= maxNamedItems || !strings.HasPrefix(p, home+string(filepath.Separator)) {
					continue
				}
				if fi, err := os.Stat(p); err == nil && (!fi.Mode().IsRegular() || fi.Size() > sweepBytes) {
					continue // a folder, or no small file
				} else if err != nil && !scriptName(filepath.Base(p)) && !replStartup(filepath.Base(p)) {
					continue // absent, and not named like a script (a prefix folder to come)
				}
				n++
				add(wiring.Item{Agent: "hooktool", Path: p, Kind: wiring.File, Syntax: syntaxProgram,
					What: "a program a start-up file's " + name + " names (run later by the user's tools)"})
			}
		}
	}
	return n
}

// namedProgramItems adds, for the list's start-up files, the programs
// their assignments name (startupNamedPrograms).
func namedProgramItems(full []wiring.Item, home string, add func(wiring.Item)) {
	n := 0 // items, at most maxNamedItems in all
	for _, it := range full {
		if it.Kind != wiring.Startup || it.Syntax != "" || n >= maxNamedItems {
			continue
		}
		if b, ok := readSmall(it.Path); ok {
			n += startupNamedPrograms(b, home, func(i wiring.Item) {
				if n < maxNamedItems {
					add(i)
				}
			})
		}
	}
}

// pythonStartupOnly drops from a start-up file's selected lines those
// that count only because they set PYTHONSTARTUP (wiring.StartupLine
// counts the variable by its name): the file it names runs only in an
// interactive python, and is judged by what it does (namedProgramLine
// keeps the line when it reaches the wiring; the file is an item of its
// own). Any other reason on the line keeps it.
func pythonStartupOnly(out []string, b []byte) []string {
	if len(out) == 0 || !bytes.Contains(b, []byte("PYTHONSTARTUP")) {
		return out
	}
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if !strings.Contains(t, "PYTHONSTARTUP") || strings.HasSuffix(t, `\`) {
			continue
		}
		masked := strings.ReplaceAll(t, "PYTHONSTARTUP", "PYTHON_STARTUP_FILE")
		if wiring.StartupLine(masked) {
			continue
		}
		l := strings.ToLower(t)
		for i := 0; i < len(out); i++ {
			if out[i] == l {
				out = append(out[:i], out[i+1:]...)
				i--
			}
		}
	}
	return out
}

// Bounds of functionLines.
const (
	maxFuncsJudged = 8
)

// functionLines are a start-up file's functions whose body runs
// something that reaches the wiring, each as "function NAME: reason"
// (red-team round 25). A function a start-up file defines runs later by
// whatever names it: a completion whose `complete -F` line is in another
// file, a key binding, a prompt, the user typing it. Its body is judged
// where it is defined, as a completion's is (helperCodeReason): its own
// text, or a program it runs by path (an interpreter's script argument
// included). A function that only prints, or completes words, is quiet.
func functionLines(b []byte) []string {
	text := string(b)
	if len(text) > sweepBytes*4 || !strings.Contains(text, "()") && !strings.Contains(text, "function ") {
		return nil
	}
	home, _ := os.UserHomeDir()
	var out []string
	judged := 0
	for _, f := range shellFunctions(text) {
		if judged >= maxFuncsJudged {
			break
		}
		if !strings.ContainsAny(f.body, "/$>") {
			continue // names no path and writes nothing
		}
		judged++
		if why := helperCodeReason(f.body, home); why != "" {
			out = append(out, "function "+strings.ToLower(f.name)+": "+why)
		}
	}
	return out
}

// interpreterWord is a command that runs the script its first operand
// names: a shell, an interpreter, or a launcher of either.
func interpreterWord(w string) bool {
	switch filepath.Base(w) {
	case "sh", "bash", "zsh", "dash", "ksh", "fish", "python", "python3", "node", "perl", "ruby", "tclsh", "wish", "lua", "php", "deno", "bun", "env", "exec", "nohup", "setsid", "source", ".":
		return true
	}
	return false
}

// scriptOperand is the program a statement's words run: the first word,
// or past an interpreter (and its options) the script it is given; ""
// for none.
func scriptOperand(f []string) string {
	i := 0
	for i < len(f) && (eqAssign(strings.Trim(f[i], `"'`)) || shellKeyword(f[i])) {
		i++
	}
	if i >= len(f) {
		return ""
	}
	if w := strings.Trim(f[i], `"'`); !interpreterWord(w) {
		return w
	}
	for i++; i < len(f); i++ {
		w := strings.Trim(f[i], `"'`)
		if strings.HasPrefix(w, "-") || eqAssign(w) || interpreterWord(w) {
			continue
		}
		return w
	}
	return ""
}

// lateItems are the items a start-up file's lines name (the modules its
// search paths would load first, the programs its assignments name),
// for a file whose stat moved without a change where it counts: added
// between refreshes (Check's addLate).
func lateItems(it wiring.Item, home string) []wiring.Item {
	if it.Kind != wiring.Startup || it.Syntax != "" || home == "" {
		return nil
	}
	var out []wiring.Item
	add := func(i wiring.Item) {
		if len(out) < maxLateItems {
			out = append(out, i)
		}
	}
	searchPathItems([]wiring.Item{it}, home, add)
	if b, ok := readSmall(it.Path); ok {
		startupNamedPrograms(b, home, add)
	}
	return out
}

// addLate adds the items t.late holds that are not items yet to the
// project's extras and gives each its known-good print (as a refresh
// does): one present counts from now on by what it is, one absent is a
// created file if it comes. It returns items with them.
func (t *Tripwire) addLate(tx *state.Tx, project string, items []wiring.Item) []wiring.Item {
	late := t.late
	t.late = nil
	if len(late) == 0 {
		return items
	}
	seen := make(map[string]bool, len(items))
	for _, it := range items {
		seen[it.Path] = true
	}
	var extra []wiring.Item
	if raw, ok := tx.Get(Bucket, keyExtra+project); ok && len(raw) > 2 {
		if json.Unmarshal(raw, &extra) != nil {
			return items
		}
	}
	quiet := func() bool { return false }
	added := 0
	for _, it := range late {
		if seen[it.Path] || added >= maxLateItems || len(extra) >= 512 {
			continue
		}
		seen[it.Path] = true
		added++
		extra = append(extra, it)
		items = append(items, it)
		t.checkItem(tx, it, quiet, "")
	}
	if added == 0 {
		return items
	}
	if b, err := json.Marshal(extra); err == nil {
		_ = tx.Put(Bucket, keyExtra+project, b, 0)
	}
	return items
}

// Git's replace refs, packed (red-team round 25). `git replace OLD NEW`
// makes a checkout write NEW wherever OLD is (the hook's blob replaced
// by `exit 0`), and `git pack-refs --all` moves the ref from
// refs/replace/ (an item of the list, a folder) into packed-refs, where
// git reads it as well. So the common folder's packed-refs is an item
// beside refs/replace, counted by its replace refs alone (tags, notes
// and branches packed there are the user's business): one that gains a
// replace ref during a call has that ref taken out again, and nothing
// else of the file is touched (a whole known-good copy written back
// would lose the refs the same pack-refs moved there).

// syntaxPackedRefs marks git's packed-refs read by its replace refs.
const syntaxPackedRefs = "packed-replace"

// packedReplaceItems adds the packed-refs file beside each refs/replace
// folder on the list.
func packedReplaceItems(full []wiring.Item, add func(wiring.Item)) {
	for _, it := range full {
		if it.Agent != "git" || it.Kind != wiring.Dir || filepath.Base(it.Path) != "replace" || filepath.Base(filepath.Dir(it.Path)) != "refs" {
			continue
		}
		add(wiring.Item{Agent: "git", Path: filepath.Join(filepath.Dir(filepath.Dir(it.Path)), "packed-refs"), Kind: wiring.File, Syntax: syntaxPackedRefs,
			What: "git's packed refs, by their replace refs (a checkout writes the replacement in place of an object)"})
	}
}

// packedReplaceLines are packed-refs' replace refs ("ID refs/replace/X"),
// each with the peeled line after it, in order.
func packedReplaceLines(b []byte) []string {
	var out []string
	lines := strings.Split(string(b), "\n")
	for i, l := range lines {
		l = strings.TrimSpace(l)
		id, ref, ok := strings.Cut(l, " ")
		if !ok || !hexID(id) || !strings.HasPrefix(ref, "refs/replace/") {
			continue
		}
		if i+1 < len(lines) && strings.HasPrefix(lines[i+1], "^") {
			l += "\n" + strings.TrimSpace(lines[i+1])
		}
		out = append(out, l)
	}
	return out
}

// packedReplaceRelevant is packed-refs' counted part: its replace refs.
func packedReplaceRelevant(b []byte) string {
	r := packedReplaceLines(b)
	if len(r) == 0 {
		return ""
	}
	return contentDigest([]byte(strings.Join(r, "\n")))
}

// dropReplaceRefs writes packed-refs (now: its content) back without the
// replace refs good (the known-good content, nil for none) did not have;
// every other line stays as it is.
func dropReplaceRefs(path string, now, good []byte, mode print) error {
	keep := map[string]bool{}
	for _, l := range packedReplaceLines(good) {
		id, _, _ := strings.Cut(l, "\n")
		keep[id] = true
	}
	lines := strings.Split(string(now), "\n")
	out := make([]string, 0, len(lines))
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		id, ref, ok := strings.Cut(l, " ")
		if ok && hexID(id) && strings.HasPrefix(ref, "refs/replace/") && !keep[l] {
			if i+1 < len(lines) && strings.HasPrefix(lines[i+1], "^") {
				i++
			}
			continue
		}
		out = append(out, lines[i])
	}
	return writeBack(path, []byte(strings.Join(out, "\n")), mode)
}

// tclJoined is b with Tcl's `file join A B C` read as the path A/B/C
// (red-team round 25: a package index that builds a wiring file's path
// from its parts); nil when b has none.
func tclJoined(b []byte) []byte {
	if !bytes.Contains(b, []byte("file join ")) {
		return nil
	}
	s := string(b)
	var out strings.Builder
	for {
		i := strings.Index(s, "file join ")
		if i < 0 {
			out.WriteString(s)
			break
		}
		out.WriteString(s[:i])
		rest := s[i+len("file join "):]
		end := strings.IndexAny(rest, "]\n;")
		if end < 0 {
			end = len(rest)
		}
		out.WriteString(strings.Join(strings.Fields(rest[:end]), "/"))
		s = rest[end:]
	}
	return []byte(out.String())
}

// tclOpenWrites reports a Tcl line's words (lower case) that open a file
// for writing: `[open PATH w]` (w, w+, a, a+, r+, or an access list
// with WRONLY or RDWR), the mode word after the path.
func tclOpenWrites(f []string) bool {
	for i, w := range f {
		if !strings.HasSuffix(w, "[open") {
			continue
		}
		for _, m := range f[i+1:] {
			if !strings.HasSuffix(m, "]") && !strings.HasPrefix(m, "{") {
				continue
			}
			switch strings.Trim(m, "]{}\"") {
			case "w", "w+", "a", "a+", "r+", "wronly", "rdwr":
				return true
			}
		}
	}
	return false
}

// CMake's user package registry (red-team round 25). find_package(NAME)
// looks, besides its search paths, in ~/.cmake/packages/NAME/: each
// file there holds a folder, and the NAMEConfig.cmake (or
// name-config.cmake) in that folder, with its version file, is run at
// the next configure of any project that looks for NAME. The registry
// is a search path: an entry the call made is judged by the package
// files in the folder it names (followReason), so an entry pointing at a
// folder whose config rewrites the wiring is moved away; one naming a
// build tree of the user's own package is quiet.

// registryReason is why a file of the CMake user package registry names
// a folder whose package files reach the wiring, "" when it does not
// (or p is no registry entry).
func (s *sweeper) registryReason(p string, b []byte) string {
	rel, ok := strings.CutPrefix(p, s.home+string(filepath.Separator))
	if !ok || !strings.HasPrefix(rel, filepath.Join(".cmake", "packages")+string(filepath.Separator)) {
		return ""
	}
	line, _, _ := strings.Cut(strings.TrimSpace(string(b)), "\n")
	dir := strings.TrimSpace(line)
	if !filepath.IsAbs(dir) || len(dir) > 1024 {
		return ""
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return ""
	}
	reads := 0
	for i, e := range ents {
		if i >= folderEntries || reads >= 4 || s.reads >= sweepRead {
			break
		}
		l := strings.ToLower(e.Name())
		if !e.Type().IsRegular() || !strings.HasSuffix(l, ".cmake") {
			continue
		}
		if !strings.HasSuffix(l, "config.cmake") && !strings.HasSuffix(l, "config-version.cmake") && !strings.HasSuffix(l, "configversion.cmake") {
			continue
		}
		reads++
		s.reads++
		q := filepath.Join(dir, e.Name())
		pb, ok := readBounded(q)
		if !ok || len(pb) > sweepBytes {
			continue
		}
		if why := followReason(e.Name(), false, pb, s.home, dir, 1); why != "" {
			return "registers " + dir + " as a CMake package folder, whose " + e.Name() + " " + why + " (find_package runs it)"
		}
	}
	return ""
}
