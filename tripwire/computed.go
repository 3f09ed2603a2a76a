package tripwire

import (
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// Files a start-up file sources by a path it computes (red-team round
// 21). A shell start-up file can pull another file in through a value
// no file sets: bash's own HOSTNAME (a file per machine,
// ~/dotfiles/hosts/$HOSTNAME.sh), the output of hostname or uname -n,
// or its own real path (a dotfiles bashrc, linked as ~/.bashrc, sourcing
// local.sh beside it through readlink -f of BASH_SOURCE). The list and
// startupNamed follow only paths made of variables a file sets, so the
// file the shell will read was watched by nobody, and made during a
// call in a folder of the user's work (not a dot folder the sweep
// looks over) it set an agent's variable in every later shell.
//
// So the start-up files are read once more at a refresh, each line with
// the values the shell computes put in: the host name where a line
// names HOSTNAME, HOST or runs hostname/uname -n, the file's own folder
// (real or as named) where it takes the folder of BASH_SOURCE, $0 or
// zsh's %x. A sourced path that resolves is an item (a start-up file,
// present or not: one made later is judged by its lines, and goes when
// they count); one left with an unknown part in its last component only
// is watched as a start-up folder by a glob (every match counts, as a
// loop's). At most maxDerived19 of each.

// computedSources adds the files the list's shell start-up files (and
// the ones they source, one level) pull in by a computed path.
func computedSources(full []wiring.Item, home string, add func(wiring.Item)) {
	onList, files := shellStartups(full)
	vars := map[string]string{}
	texts := make([][]byte, len(files))
	for i, f := range files {
		if b, ok := readSmall(f); ok {
			texts[i] = b
			shellVars(b, vars)
		}
	}
	host, _ := os.Hostname()
	r := computeRun{home: home, host: host, global: vars, onList: onList, add: add}
	var next []string
	for i, f := range files {
		if texts[i] != nil {
			next = append(next, r.scan(f, texts[i])...)
		}
	}
	for i, f := range next {
		if i >= 8 {
			break
		}
		if b, ok := readSmall(f); ok {
			r.scan(f, b)
		}
	}
}

// computeRun is one pass of computedSources.
type computeRun struct {
	home, host   string
	global       map[string]string
	onList       map[string]bool
	add          func(wiring.Item)
	files, globs int
}

// scan reads one start-up file f and adds what it sources by a computed
// path; it returns the files it added that are there (followed once).
func (r *computeRun) scan(f string, b []byte) []string {
	if len(b) > maxLauncher || strings.IndexByte(string(b), 0) >= 0 {
		return nil
	}
	real := f
	if p, err := filepath.EvalSymlinks(f); err == nil {
		real = p
	}
	local := map[string]string{}
	lookup := func() map[string]string {
		m := make(map[string]string, len(r.global)+len(local)+3)
		for k, v := range r.global {
			m[k] = v
		}
		if r.host != "" {
			m["HOSTNAME"], m["HOST"] = r.host, r.host
			m["SHORT_HOST"] = shortHost(r.host)
		}
		for k, v := range local {
			m[k] = v
		}
		return m
	}
	var more []string
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || t[0] == '#' || !strings.Contains(t, "$") && !strings.Contains(t, "`") {
			continue
		}
		t = runtimeSubst(t, f, real, r.host)
		if strings.Contains(t, "$(") || strings.Contains(t, "`") {
			// Round 25: a path a command prints (git rev-parse
			// --show-toplevel, a tool of the user's), where the
			// host name's rules know none.
			for _, st := range topStatements(t) {
				if p := r.commandSource(st, lookup()); p != "" {
					more = append(more, p)
				}
			}
		}
		for _, st := range shellStatements(t) {
			w := strings.Fields(st)
			for len(w) > 0 && (w[0] == "export" || w[0] == "local" || w[0] == "readonly" || w[0] == "typeset" || w[0] == "declare") {
				w = w[1:]
			}
			if len(w) == 0 {
				continue
			}
			if name, val, ok := strings.Cut(w[0], "="); ok && isVarName(name) && len(w) == 1 {
				if v, ok := expandShell(val, lookup(), r.home, 0); ok && len(local) < 32 {
					local[name] = v
				}
				continue
			}
			if (w[0] != "." && w[0] != "source") || len(w) < 2 || !strings.ContainsAny(w[1], "$/") {
				continue
			}
			if p := r.source(w[1], lookup()); p != "" {
				more = append(more, p)
			}
		}
	}
	return more
}

// source adds the file (or the glob's folder) a sourced word names, and
// returns the path when it is a file that is there.
func (r *computeRun) source(word string, vars map[string]string) string {
	if p, ok := expandShell(word, vars, r.home, 0); ok {
		if !filepath.IsAbs(p) || strings.ContainsAny(p, "*?[") {
			return ""
		}
		p = filepath.Clean(p)
		if r.onList[p] || r.files >= maxDerived19 || sweepSkipFile(filepath.Base(p)) || !strings.HasPrefix(p, r.home+string(filepath.Separator)) {
			return ""
		}
		if fi, err := os.Lstat(p); err == nil && !fi.Mode().IsRegular() && fi.Mode()&os.ModeSymlink == 0 {
			return ""
		}
		r.onList[p] = true
		r.files++
		r.add(wiring.Item{Agent: "startup", Path: p, Kind: wiring.Startup, Lines: wiring.StartupLines(),
			What: "a file a shell start-up file sources by a path it computes (the host name, its own folder)"})
		if _, ok := readSmall(p); ok {
			return p
		}
		return ""
	}
	// A part the shell computes that is not known here (a variable of
	// the session, ${HOSTNAME%%.*}): in the last component only, the
	// folder is watched with that part as a glob.
	g, ok := globOfUnknown(word, vars, r.home)
	if !ok || r.globs >= 4 {
		return ""
	}
	dir, pat := filepath.Split(filepath.Clean(g))
	dir = filepath.Clean(dir)
	if pat == "" || strings.ContainsAny(dir, "*?[") || !strings.HasPrefix(dir, r.home+string(filepath.Separator)) || r.onList[dir] || pat == "*" {
		return ""
	}
	if _, err := path.Match(pat, ""); err != nil {
		return ""
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return ""
	}
	r.onList[dir] = true
	r.globs++
	r.add(wiring.Item{Agent: "startup", Path: dir, Kind: wiring.StartupDir, Names: []string{pat}, Lines: wiring.StartupLines(),
		What: "a folder a shell start-up file sources from by a name it computes (every match counts)"})
	return ""
}

// globOfUnknown is word expanded with each variable reference that vars
// cannot give made a *, or false when nothing could be expanded (or the
// word has no variable at all).
func globOfUnknown(word string, vars map[string]string, home string) (string, bool) {
	w := strings.NewReplacer(`"`, "", `'`, "").Replace(word)
	var b strings.Builder
	unknown := 0
	for i := 0; i < len(w); i++ {
		if w[i] != '$' {
			b.WriteByte(w[i])
			continue
		}
		end := i + 1
		if end < len(w) && w[end] == '{' {
			lvl := 0
			for ; end < len(w); end++ {
				if w[end] == '{' {
					lvl++
				} else if w[end] == '}' {
					if lvl--; lvl == 0 {
						break
					}
				}
			}
			if end >= len(w) {
				return "", false
			}
			end++
		} else if end < len(w) && w[end] == '(' {
			return "", false // a command left: its output may hold a slash
		} else {
			for end < len(w) && wordByte(w[end]) {
				end++
			}
		}
		ref := w[i:end]
		if v, ok := expandShell(ref, vars, home, 0); ok {
			b.WriteString(v)
		} else {
			b.WriteByte('*')
			unknown++
		}
		i = end - 1
	}
	if unknown == 0 {
		return "", false
	}
	g := b.String()
	if strings.HasPrefix(g, "~/") {
		g = home + g[1:]
	}
	return g, filepath.IsAbs(g)
}

// shellStatements splits a line at the shell's list operators and the
// keywords a sourced file follows (`[ -f F ] && . F`, `if ...; then . F; fi`).
func shellStatements(t string) []string {
	var out []string
	for _, s := range strings.FieldsFunc(t, func(r rune) bool { return r == ';' || r == '&' || r == '|' }) {
		s = strings.TrimSpace(s)
		for _, kw := range [...]string{"then ", "do ", "else ", "{ "} {
			s = strings.TrimPrefix(s, kw)
		}
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// shortHost is a host name up to its first dot (hostname -s).
func shortHost(h string) string {
	s, _, _ := strings.Cut(h, ".")
	return s
}

// runtimeSubst puts into a start-up line of file f (real: its real
// path) the values the shell computes that runtimeValue knows: each
// outermost $(...), `...` or ${...} it can tell is replaced by its value.
func runtimeSubst(t, f, real, host string) string {
	var b strings.Builder
	for i := 0; i < len(t); i++ {
		open, closer := "", byte(0)
		switch {
		case strings.HasPrefix(t[i:], "$("):
			open, closer = "$(", ')'
		case strings.HasPrefix(t[i:], "${"):
			open, closer = "${", '}'
		case t[i] == '`':
			open, closer = "`", '`'
		}
		if open == "" {
			b.WriteByte(t[i])
			continue
		}
		end := -1
		if closer == '`' {
			if k := strings.IndexByte(t[i+1:], '`'); k >= 0 {
				end = i + 1 + k
			}
		} else {
			lvl := 0
			for j := i + 1; j < len(t); j++ {
				switch t[j] {
				case t[i+1]:
					lvl++
				case closer:
					lvl--
				}
				if lvl == 0 {
					end = j
					break
				}
			}
		}
		if end < 0 {
			b.WriteString(t[i:])
			break
		}
		inner := t[i+len(open) : end]
		if v, ok := runtimeValue(open, inner, f, real, host); ok {
			b.WriteString(v)
		} else {
			b.WriteString(t[i : end+1])
		}
		i = end
	}
	return b.String()
}

// runtimeValue is the value of a command substitution or parameter
// expansion the shell computes from itself: the file's own path or
// folder (BASH_SOURCE, $0, zsh's %x and %N, through dirname, ${VAR%/*}
// or :h, resolved by readlink -f, realpath, pwd -P or :A), or the host
// name (hostname, uname -n; hostname -s short).
func runtimeValue(open, inner, f, real, host string) (string, bool) {
	self := strings.Contains(inner, "BASH_SOURCE") || strings.Contains(inner, "(%):-%x") || strings.Contains(inner, "(%):-%N") ||
		strings.Contains(inner, "$0") || strings.Contains(inner, "${0") || open == "${" && (inner == "0" || strings.HasPrefix(inner, "0:") || strings.HasPrefix(inner, "0%"))
	if self {
		p := f
		if strings.Contains(inner, "readlink") || strings.Contains(inner, "realpath") || strings.Contains(inner, "pwd -P") || strings.Contains(inner, ":A") {
			p = real
		}
		if strings.Contains(inner, "dirname") || strings.Contains(inner, "pwd") || strings.Contains(inner, "%/*") || strings.Contains(inner, ":h") {
			p = filepath.Dir(p)
		}
		return p, true
	}
	if host == "" || open == "${" {
		return "", false
	}
	switch strings.Join(strings.Fields(inner), " ") {
	case "hostname", "uname -n", "hostname -f", "hostname --fqdn", "cat /etc/hostname", "cat /proc/sys/kernel/hostname":
		return host, true
	case "hostname -s", "hostname --short", "uname -n | cut -d. -f1", "hostname | cut -d. -f1":
		return shortHost(host), true
	}
	return "", false
}

// A sourced path a command prints (red-team round 25). Besides the host
// name and the file's own folder, a start-up file can take the folder it
// sources from from any command: `. "$(git -C ~/dotfiles rev-parse
// --show-toplevel)/shell/env.sh"`, a tool of the user's that prints its
// install folder. What the command prints is not known here, but the
// folders it is given are: the file is looked for below each of them
// and the folders above it up to the home (git's top is the folder that
// holds .git), and the first one there is an item, as a file sourced by
// a plain path is (the git top, or the command's first folder, when none
// is there yet: a file made later is judged by its lines).

// commandSource adds the file a source statement names through a
// command substitution (see above), and returns it when it is there.
func (r *computeRun) commandSource(st string, vars map[string]string) string {
	for _, kw := range [...]string{"then ", "do ", "else ", "{ "} {
		st = strings.TrimPrefix(st, kw)
	}
	rest, ok := strings.CutPrefix(st, ". ")
	if !ok {
		if rest, ok = strings.CutPrefix(st, "source "); !ok {
			return ""
		}
	}
	word := firstWord(strings.TrimSpace(rest))
	i := strings.Index(word, "$(")
	if j := strings.IndexByte(word, '`'); i < 0 || j >= 0 && j < i {
		i = j
	}
	if i < 0 || r.files >= maxDerived19 {
		return ""
	}
	inner, stop := substitution(word, i)
	prefix := strings.Trim(word[:i], `"'`)
	suffix := strings.Trim(word[stop:], `"'`)
	if prefix != "" || !strings.HasPrefix(suffix, "/") || strings.ContainsAny(suffix, "$`*?[") || strings.Contains(suffix, "..") {
		return ""
	}
	var cands []string
	first, top := "", false
	for _, w := range strings.Fields(inner) {
		d, ok := expandShell(strings.Trim(w, `"'`), vars, r.home, 0)
		if !ok || !filepath.IsAbs(d) {
			continue
		}
		d = filepath.Clean(d)
		if fi, err := os.Stat(d); err != nil || !fi.IsDir() || !strings.HasPrefix(d+string(filepath.Separator), r.home+string(filepath.Separator)) {
			continue
		}
		if first == "" {
			first = d
		}
		for k := 0; k < 5 && strings.HasPrefix(d, r.home+string(filepath.Separator)); k++ {
			if !top && strings.Contains(inner, "rev-parse") {
				if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
					first, top = d, true
				}
			}
			cands = append(cands, d)
			d = filepath.Dir(d)
		}
		if len(cands) >= 12 {
			break
		}
	}
	pick := ""
	for _, d := range cands {
		p := filepath.Join(d, suffix)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() {
			pick = p
			break
		}
	}
	if pick == "" && first != "" {
		pick = filepath.Join(first, suffix)
	}
	if pick == "" || r.onList[pick] || sweepSkipFile(filepath.Base(pick)) {
		return ""
	}
	r.onList[pick] = true
	r.files++
	r.add(wiring.Item{Agent: "startup", Path: pick, Kind: wiring.Startup, Lines: wiring.StartupLines(),
		What: "a file a shell start-up file sources by a path a command prints (below the folder the command is given)"})
	if _, ok := readSmall(pick); ok {
		return pick
	}
	return ""
}

// firstWord is a shell line's first word: up to a blank outside quotes
// and command substitutions.
func firstWord(s string) string {
	depth := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			i++
		case quote != 0 && c == quote && depth == 0:
			quote = 0
		case quote == 0 && (c == '"' || c == '\'') && depth == 0:
			quote = c
		case c == '$' && i+1 < len(s) && s[i+1] == '(':
			depth++
			i++
		case c == '(' && depth > 0:
			depth++
		case c == ')' && depth > 0:
			depth--
		case (c == ' ' || c == '\t') && quote == 0 && depth == 0:
			return s[:i]
		}
	}
	return s
}
