package guard

import (
	"path"
	"strings"
)

// A tool's own clean-up aimed at the home folder: cargo clean
// --target-dir ~, npm cache clean --cache ~, GOCACHE=~ go clean -cache,
// pip cache purge --cache-dir ~, salt's file.remove ~, del-cli on
// ~/**. Each deletes the folder it is told is its own, so told the home
// folder (or the root) it deletes that, whatever the tool. The guard
// cannot know every tool's options: it reads any command whose words name
// a clean-up and whose option or variable points at the home folder.

// cleanVerb reports a word that names a clean-up.
func cleanVerb(s string) bool {
	for _, part := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == ':' || r == '.' || r == '-' || r == '_' }) {
		switch part {
		case "clean", "cleanup", "purge", "prune", "remove", "rm", "delete", "del", "wipe", "clear", "nuke", "absent",
			"tmpreaper", "reaper", "deleteduplicates", "dedupe":
			return true
		}
	}
	return false
}

// overwriteFlag reports an option that makes a copy, a sync or a restore
// delete or overwrite what its target holds (--delete, --remove,
// --overwrite always, rdfind's -deleteduplicates, a deduper's -d), or a
// clean-up's own word as an option.
func overwriteFlag(name, f string) bool {
	f, _, _ = strings.Cut(strings.TrimLeft(f, "-"), "=")
	switch f {
	case "overwrite", "delete", "delete-after", "delete-before", "delete-during", "delete-excluded", "remove", "deleteduplicates", "purge":
		return true
	case "d":
		return name == "fdupes" || name == "jdupes" || name == "gsutil"
	case "restore-as-of", "r":
		return name == "rdiff-backup" && f != "r"
	}
	return false
}

// homeAimed asks when a clean-up command is pointed at the home folder or
// the root.
func (w *walker) homeAimed(name string, argv []arg, seg string) {
	if w.scan != scanAll || len(argv) < 2 {
		return
	}
	verb := cleanVerb(name)
	for i, a := range argv[1:] {
		if i >= 8 {
			break
		}
		if !a.dyn && (!strings.HasPrefix(a.s, "-") && cleanVerb(a.s) || strings.HasPrefix(a.s, "-") && overwriteFlag(name, a.s)) {
			verb = true
		}
	}
	if !verb {
		return
	}
	aimed := w.homeValue
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		s := a.s
		if j := strings.IndexByte(s, '='); j > 0 && strings.HasPrefix(s, "-") {
			s = s[j+1:] // --cache-dir=/home/dev
		} else if strings.HasPrefix(s, "-") || i == 0 && !strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "~") {
			continue
		}
		if aimed(s) {
			// (It asks: the guard reads the tool's words, not the tool.)
			w.hiddenRun(name, "", seg, scanWords, func() {
				w.add("rm-root", seg, name+" "+clip(argsText(argv[1:]), 80)+" cleans up a folder it is told is the home folder")
			})
			return
		}
	}
	if k := w.homeVar; k != "" {
		w.hiddenRun(name, "", seg, scanWords, func() { w.add("rm-root", seg, name+" cleans up "+k+", set to the home folder") })
	}
}

// homeValue reports a word that names the home folder or the root, or
// everything under either ("~/**").
func (w *walker) homeValue(v string) bool {
	v = strings.Trim(strings.TrimSpace(v), `"'`)
	v = strings.TrimSuffix(strings.TrimSuffix(v, "/**"), "/*")
	if v == "~" || v == "~/" || v == "$HOME" || v == "${HOME}" {
		return true
	}
	p, ok := w.abs(v)
	return ok && (p == "/" || w.g.env.Home != "" && p == path.Clean(w.g.env.Home))
}
