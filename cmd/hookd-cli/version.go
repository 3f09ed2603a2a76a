package main

import (
	"runtime/debug"
	"strings"
)

// readBuildInfo is debug.ReadBuildInfo behind a variable-free signature, so
// buildVersion can be tested with made-up build information.
func readBuildInfo() (*debug.BuildInfo, bool) { return debug.ReadBuildInfo() }

// buildVersion is what `hooktool --version` prints. A release build has the
// version stamped by the linker. A `go install module@version` build has no
// stamp but carries the module version in its build information; a build
// from a checkout carries the VCS revision instead. "dev" is the last resort,
// for a binary that carries neither (a test binary, or -buildvcs=false).
func buildVersion(stamped string, info func() (*debug.BuildInfo, bool)) string {
	if stamped != "" {
		return stamped
	}
	bi, ok := info()
	if !ok || bi == nil {
		return "dev"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	v := "devel-" + rev
	if modified == "true" {
		v += "-dirty"
	}
	return v
}

// closest returns the names within a small edit distance of typed, or that
// it is a prefix of, best first: the suggestions after an unknown command.
func closest(typed string, names []string) []string {
	type cand struct {
		name string
		d    int
	}
	var out []cand
	for _, n := range names {
		d := editDistance(typed, n)
		switch {
		case strings.HasPrefix(n, typed) && typed != "":
			out = append(out, cand{n, 0})
		case d <= 2 || (len(typed) > 5 && d <= 3):
			out = append(out, cand{n, d})
		}
	}
	// insertion sort: a handful of names
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && (out[j].d < out[j-1].d || out[j].d == out[j-1].d && out[j].name < out[j-1].name); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	names = names[:0:0]
	for _, c := range out {
		names = append(names, c.name)
	}
	return names
}

// editDistance is the Levenshtein distance of two short ASCII names.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
