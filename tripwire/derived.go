package tripwire

import (
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/wiring"
)

// More items followed from the full list at a refresh (red-team round
// 19), each the same file or folder a listed item is, found where the
// list's own rules do not look:
//
//   - a Flatpak app's own config folder (~/.var/app/ID/config is the
//     app's XDG_CONFIG_HOME): a listed file under ~/.config has its twin
//     there, read by the same rules (the Flatpak VS Code's settings);
//   - an enabled Claude Code plugin's source in a directory marketplace
//     (a folder of the user's work): its hooks and manifest, the same
//     files as the cached copy's, which /plugin update copies over it;
//   - a dot file at the top of the home folder that a start-up file
//     names (a plugin manager's list: ~/.zimrc, which ~/.zshrc rebuilds
//     from), read as a start-up file;
//   - a file a start-up file sources, and a folder it sources by a loop
//     over a glob, through variables another start-up file sets
//     (bash-it: ~/.bashrc exports BASH_IT, bash_it.sh sources
//     ${BASH_IT}/custom/*.bash).

// maxDerived19 bounds the items of each kind moreDerived adds.
const maxDerived19 = 16

func moreDerived(full []wiring.Item, home string, add func(wiring.Item)) {
	if home == "" || !filepath.IsAbs(home) {
		return
	}
	submoduleItems(full, add)          // round 24
	searchPathItems(full, home, add)   // round 24
	namedProgramItems(full, home, add) // round 25
	packedReplaceItems(full, add)      // round 25
	flatpakItems(full, home, add)
	marketItems(full, add)
	startupNamed(full, home, add)
	computedSources(full, home, add) // round 21
	onList, _ := shellStartups(full)
	listed := func(p string) bool { return onList[p] }
	homePrograms(home, listed, add)   // round 22 (round 23: rc files)
	configPrograms(home, listed, add) // round 23
}

// flatpakItems adds the twin, in each Flatpak app's config folder, of
// every listed item under ~/.config that is there.
func flatpakItems(full []wiring.Item, home string, add func(wiring.Item)) {
	apps, err := os.ReadDir(filepath.Join(home, ".var", "app"))
	if err != nil {
		return
	}
	cfg := filepath.Join(home, ".config") + string(filepath.Separator)
	n := 0
	for i, a := range apps {
		if i >= 32 || n >= maxDerived19 {
			break
		}
		base := filepath.Join(home, ".var", "app", a.Name(), "config")
		if fi, err := os.Stat(base); err != nil || !fi.IsDir() {
			continue
		}
		for _, it := range full {
			rel, ok := strings.CutPrefix(it.Path, cfg)
			if !ok || it.Kind != wiring.File && it.Kind != wiring.Startup && it.Kind != wiring.StartupDir {
				continue
			}
			p := filepath.Join(base, rel)
			if _, err := os.Lstat(p); err != nil || n >= maxDerived19 {
				continue
			}
			c := it
			c.Path, c.What = p, it.What+" (in a Flatpak app's own config folder)"
			add(c)
			n++
		}
	}
}

// marketItems adds, for each enabled Claude Code plugin cached from a
// marketplace, the same files in its source folder as the list follows
// in its cached copy: in a directory marketplace's folder, or in a git
// marketplace's local clone (round 20).
func marketItems(full []wiring.Item, add func(wiring.Item)) {
	sep := string(filepath.Separator)
	n := 0
	for _, it := range full {
		if it.Agent != "claude" || filepath.Base(it.Path) != "plugin.json" || filepath.Base(filepath.Dir(it.Path)) != ".claude-plugin" {
			continue
		}
		root := filepath.Dir(filepath.Dir(it.Path))
		plugins, rest, ok := strings.Cut(root, sep+"plugins"+sep+"cache"+sep)
		if !ok {
			continue
		}
		parts := strings.Split(rest, sep)
		if len(parts) < 2 {
			continue
		}
		reg, ok := readSmall(filepath.Join(plugins, "plugins", "known_marketplaces.json"))
		if !ok {
			continue
		}
		m := gjson.GetBytes(reg, gjson.Escape(parts[0]))
		if !m.Exists() {
			continue
		}
		// Round 20: a marketplace of any source has a folder Claude Code
		// copies the plugin from at /plugin update: a directory
		// marketplace's own folder, or the local clone of a git one
		// (github, git, url: installLocation, by default
		// plugins/marketplaces/NAME), which the agent can commit into
		// as an update would.
		dir := ""
		if t := m.Get("source.source").String(); t == "directory" || t == "local" {
			dir = m.Get("source.path").String()
		}
		if !filepath.IsAbs(dir) {
			dir = m.Get("installLocation").String()
		}
		if !filepath.IsAbs(dir) && !strings.Contains(parts[0], "..") && parts[0] != "" {
			dir = filepath.Join(plugins, "plugins", "marketplaces", parts[0])
		}
		if !filepath.IsAbs(dir) {
			continue
		}
		dir = filepath.Clean(dir)
		mb, ok := readSmall(filepath.Join(dir, ".claude-plugin", "marketplace.json"))
		if !ok {
			continue
		}
		src := ""
		gjson.GetBytes(mb, "plugins").ForEach(func(_, p gjson.Result) bool {
			if p.Get("name").String() == parts[1] && p.Get("source").Type == gjson.String {
				src = filepath.Join(dir, filepath.FromSlash(p.Get("source").String()))
				return false
			}
			return true
		})
		if src == "" || !strings.HasPrefix(src, dir+sep) && src != dir {
			continue
		}
		twins := map[string]bool{}
		for _, o := range full {
			rel, ok := strings.CutPrefix(o.Path, root+sep)
			if !ok || n >= maxDerived19 {
				continue
			}
			c := o
			c.Path, c.What = filepath.Join(src, rel), "an enabled Claude Code plugin's source in its marketplace's folder (copied over the cache at /plugin update)"
			twins[c.Path] = true
			add(c)
			n++
		}
		if h := filepath.Join(src, "hooks", "hooks.json"); !twins[h] && n < maxDerived19 {
			add(wiring.Item{Agent: "claude", Path: h, Kind: wiring.File, What: "an enabled Claude Code plugin's hooks in its marketplace's folder (copied over the cache at /plugin update)"})
			n++
		}
	}
}

// shellVars are the plain assignments of shell text (NAME=value,
// export NAME=value, declare -x NAME=value), values unquoted; a value
// that runs a command is left out.
func shellVars(b []byte, vars map[string]string) {
	for _, line := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(line)
		for _, p := range [...]string{"export ", "declare -x ", "typeset -x ", "local "} {
			t = strings.TrimPrefix(t, p)
		}
		for _, w := range strings.Fields(t) {
			name, val, ok := strings.Cut(w, "=")
			if !ok || !isVarName(name) || strings.Contains(val, "$(") || strings.Contains(val, "`") {
				break
			}
			if _, had := vars[name]; !had && len(vars) < 128 {
				vars[name] = strings.Trim(val, `"'`)
			}
		}
	}
}

func isVarName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !wordByte(s[i]) {
			return false
		}
	}
	return true
}

// expandShell expands a shell word's variables ($NAME, ${NAME},
// ${NAME:-default}, ${NAME:=default}, nested) from vars and the home
// folder, and ~/; false when one is unknown.
func expandShell(w string, vars map[string]string, home string, depth int) (string, bool) {
	if depth > 4 {
		return "", false
	}
	w = strings.ReplaceAll(strings.ReplaceAll(w, `"`, ""), `'`, "")
	if strings.HasPrefix(w, "~/") {
		w = home + w[1:]
	}
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		if w[i] != '$' {
			b.WriteByte(w[i])
			continue
		}
		var name, def string
		var hasDef bool
		if i+1 < len(w) && w[i+1] == '{' {
			lvl, end := 0, -1
			for j := i + 1; j < len(w); j++ {
				if w[j] == '{' {
					lvl++
				} else if w[j] == '}' {
					if lvl--; lvl == 0 {
						end = j
						break
					}
				}
			}
			if end < 0 {
				return "", false
			}
			inner := w[i+2 : end]
			name = inner
			for _, op := range [...]string{":-", ":=", "-", "="} {
				if k := strings.Index(inner, op); k > 0 && isVarName(inner[:k]) {
					name, def, hasDef = inner[:k], inner[k+len(op):], true
					break
				}
			}
			i = end
		} else {
			j := i + 1
			for j < len(w) && wordByte(w[j]) {
				j++
			}
			name = w[i+1 : j]
			i = j - 1
		}
		v, ok := vars[name]
		switch {
		case ok && v != "":
		case name == "HOME":
			v = home
		case hasDef:
			d, ok := expandShell(def, vars, home, depth+1)
			if !ok {
				return "", false
			}
			v = d
		default:
			return "", false
		}
		if strings.Contains(v, "$") {
			d, ok := expandShell(v, vars, home, depth+1)
			if !ok {
				return "", false
			}
			v = d
		}
		b.WriteString(v)
	}
	return b.String(), true
}

// shellStartups returns the paths the list holds, and its shell start-up
// files (the first 96: the ones read for what they name).
func shellStartups(full []wiring.Item) (map[string]bool, []string) {
	onList := map[string]bool{}
	var files []string
	for _, it := range full {
		onList[it.Path] = true
		if it.Kind == wiring.Startup && it.Syntax == "" && len(files) < 96 {
			files = append(files, it.Path)
		}
	}
	return onList, files
}

// startupNamed adds what the list's start-up files name that the list
// does not follow: a dot file at the top of the home folder they name
// (a plugin manager's list), a file they source and a folder they source
// by a loop, each through the variables any of them sets.
func startupNamed(full []wiring.Item, home string, add func(wiring.Item)) {
	onList, files := shellStartups(full)
	texts := map[string][]byte{}
	vars := map[string]string{}
	for _, f := range files {
		if b, ok := readSmall(f); ok {
			texts[f] = b
			shellVars(b, vars)
		}
	}
	named, loops := 0, 0
	scan := func(f string, b []byte, deeper bool) []string {
		var more []string
		lines := strings.Split(string(b), "\n")
		for _, line := range lines {
			t := strings.TrimSpace(line)
			if t == "" || t[0] == '#' {
				continue
			}
			// A dot file at the top of home, named from $HOME or ~.
			for _, p := range topDotFiles(t, home) {
				if named < maxDerived19 && !onList[p] && !sweepSkipFile(filepath.Base(p)) && !dataFile(p) {
					if _, ok := readSmall(p); ok {
						onList[p] = true
						named++
						add(wiring.Item{Agent: "startup", Path: p, Kind: wiring.Startup, Lines: wiring.StartupLines(),
							What: "a file at the top of the home folder a start-up file names (a shell plugin manager's list)"})
					}
				}
			}
			// Round 23: a file loaded into the shell by a reader's
			// substitution or a read loop (export $(grep ... FILE |
			// xargs)), read as a start-up file.
			for _, w := range loadedFiles(t, string(b)) {
				p, ok := expandShell(w, vars, home, 0)
				if !ok || !filepath.IsAbs(p) || strings.ContainsAny(p, "*?[") {
					continue
				}
				p = filepath.Clean(p)
				if !strings.HasPrefix(p, home+string(filepath.Separator)) || onList[p] || named >= maxDerived19 {
					continue
				}
				if _, ok := readSmall(p); ok {
					onList[p] = true
					named++
					add(wiring.Item{Agent: "startup", Path: p, Kind: wiring.Startup, Lines: wiring.StartupLines(),
						What: "a file a shell start-up file loads into every shell (a reader's output exported or evaluated, a read loop)"})
				}
			}
			f := strings.Fields(strings.NewReplacer(";", " ; ", "&&", " && ").Replace(t))
			for i, w := range f {
				if (w == "source" || w == ".") && (i == 0 || f[i-1] == ";" || f[i-1] == "&&" || f[i-1] == "then") && i+1 < len(f) {
					p, ok := expandShell(f[i+1], vars, home, 0)
					if ok && filepath.IsAbs(p) && !strings.ContainsAny(p, "*?[") && deeper {
						p = filepath.Clean(p)
						if _, ok := readSmall(p); ok && !onList[p] && named < maxDerived19 {
							onList[p] = true
							named++
							add(wiring.Item{Agent: "startup", Path: p, Kind: wiring.Startup, Lines: wiring.StartupLines(), What: "a file a shell start-up file sources"})
							more = append(more, p)
						}
					}
				}
				if w == "for" && i+3 < len(f) && f[i+2] == "in" && loops < 4 {
					v := f[i+1]
					g := strings.TrimSuffix(f[i+3], ";")
					if !strings.ContainsAny(g, "*?[") || !sourcesVar(string(b), v) {
						continue
					}
					p, ok := expandShell(g, vars, home, 0)
					if !ok || !filepath.IsAbs(p) {
						continue
					}
					dir, pat := filepath.Split(filepath.Clean(p))
					dir = filepath.Clean(dir)
					if strings.ContainsAny(dir, "*?[") || !strings.HasPrefix(dir, home+string(filepath.Separator)) || onList[dir] {
						continue
					}
					if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
						continue
					}
					if _, err := path.Match(pat, ""); err != nil {
						continue
					}
					onList[dir] = true
					loops++
					add(wiring.Item{Agent: "startup", Path: dir, Kind: wiring.StartupDir, Names: []string{pat}, Lines: wiring.StartupLines(),
						What: "a folder a start-up file sources by a loop (every match sourced in each shell)"})
				}
			}
		}
		return more
	}
	var next []string
	for _, f := range files {
		if b, ok := texts[f]; ok {
			next = append(next, scan(f, b, true)...)
		}
	}
	for _, f := range next {
		if b, ok := readSmall(f); ok {
			shellVars(b, vars)
			scan(f, b, false)
		}
	}
}

// sourcesVar reports text that sources the loop variable v ("$v",
// ${v}).
func sourcesVar(text, v string) bool {
	for _, s := range [...]string{"source \"$" + v + "\"", "source $" + v, "source \"${" + v + "}\"", "source ${" + v + "}",
		". \"$" + v + "\"", ". $" + v, ". \"${" + v + "}\"", ". ${" + v + "}"} {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

// topDotFiles are the files at the top of the home folder a line names
// from the home ($HOME/.NAME, ${HOME}/.NAME, ~/.NAME, ${ZDOTDIR:-${HOME}}/.NAME).
func topDotFiles(t, home string) []string {
	var out []string
	for i := 0; len(out) < 4; {
		j := strings.Index(t[i:], "/.")
		if j < 0 {
			break
		}
		j += i
		i = j + 2
		before := t[:j]
		if len(before) > 12 {
			before = before[len(before)-12:]
		}
		if !strings.HasSuffix(before, "~") && !strings.Contains(before, "HOME") {
			continue
		}
		k := j + 2
		for k < len(t) && (wordByte(t[k]) || t[k] == '.' || t[k] == '-') {
			k++
		}
		if k < len(t) && t[k] == '/' || k == j+2 {
			continue // a folder's path, not a file at the top
		}
		out = append(out, filepath.Join(home, t[j+1:k]))
	}
	return out
}
