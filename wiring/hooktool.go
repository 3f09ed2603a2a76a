package wiring

import (
	"bytes"
	"path/filepath"
	"slices"
	"strings"
)

// Hooktool is hooktool's own wiring: its binary, its user and project
// config and its state folder (the tripwire's known-good copies live
// there). The project file may only tighten what the user's says, but a
// team's committed file tightens what the user's alone would not (a
// guard.infra "deny"): emptied, or cut short so that it no longer parses
// and drops out, it relaxes every later call (red-team round 6, V28).
func Hooktool(e Env) []Item {
	var l list
	if e.Exe != "" {
		l.add(Item{Agent: "hooktool", Path: e.Exe, Kind: Binary, What: "hooktool's binary"})
	}
	l.add(Item{Agent: "hooktool", Path: e.home(".claude", "hooktool.json"), Kind: File, What: "hooktool's config"})
	if p := e.project(".claude", "hooktool.json"); p != "" {
		l.add(Item{Agent: "hooktool", Path: p, Kind: File, What: "hooktool's project config"})
	}
	if f := e.Get("HOOKTOOL_CONFIG"); filepath.IsAbs(f) {
		l.add(Item{Agent: "hooktool", Path: f, Kind: File, What: "hooktool's config"})
	}
	if e.State != "" {
		l.add(Item{Agent: "hooktool", Path: filepath.Dir(e.State), Kind: Dir, What: "hooktool's state"})
	}
	return l
}

// maxBinaries bounds the hooktool binaries followed from the wiring.
const maxBinaries = 4

// RunsWhat is the What of a Binary item the wiring runs (wiredBinaries).
const RunsWhat = "the hooktool binary the hooks run"

// wiredBinaries adds to items the hooktool binaries the wiring files run
// by absolute path (a settings file's hook command, a plugin's HOOKTOOL
// constant, the pre-push hook's hooktool=): a wrapper put at that path
// answers every event in hooktool's place, though no wiring file changed.
// Followed only where files may be read (with Env.ReadFile), like the
// other items found in files; seen holds items' paths and grows.
func wiredBinaries(e Env, items []Item, seen map[string]struct{}) []Item {
	var found []string
	for _, it := range items {
		if it.Kind != File || it.Agent == "hooktool" || it.Agent == "startup" {
			continue
		}
		for _, p := range binaryPaths(e, e.read(it.Path)) {
			if len(found) < maxBinaries && !slices.Contains(found, p) {
				found = append(found, p)
			}
		}
	}
	for _, p := range found {
		if _, dup := seen[p]; dup {
			continue
		}
		seen[p] = struct{}{}
		items = append(items, Item{Agent: "hooktool", Path: p, Kind: Binary, What: RunsWhat})
	}
	return items
}

// binaryPaths are the absolute paths of files named hooktool that b names
// (quoted or not; ~ and $HOME expanded). A folder or file whose name only
// starts with hooktool (hooktool.json, plugins/hooktool/) is not one.
func binaryPaths(e Env, b []byte) []string {
	var out []string
	const name = "/hooktool"
	for i := 0; ; {
		j := bytes.Index(b[i:], []byte(name))
		if j < 0 {
			return out
		}
		at := i + j
		end := at + len(name)
		i = end
		if end < len(b) && !strings.ContainsRune("\"'`\\ \t\r\n;),]}", rune(b[end])) {
			continue
		}
		start := at
		for start > 0 && !strings.ContainsRune("\"'`=( \t\r\n[{", rune(b[start-1])) {
			start--
		}
		p := string(b[start:end])
		for _, h := range []string{"~/", "$HOME/", "${HOME}/"} {
			if rest, ok := strings.CutPrefix(p, h); ok {
				p = e.home(rest)
				break
			}
		}
		if filepath.IsAbs(p) && !strings.ContainsAny(p, "$*?[") && filepath.Clean(p) == p {
			out = append(out, p)
		}
	}
}
