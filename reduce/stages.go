package reduce

import "strings"

// A tool that runs in phases often heads each with a marker of its own at
// the start of a line: python -m build's "* Building wheel...", makepkg's
// and Homebrew's "==> Extracting sources...", a script's ">>> migrate".
// Such a line says which phase the warnings under it belong to, and which
// phase a run stopped in; a few of them cost little, so they stay.

const (
	stageMin = 3  // marked lines an output must hold to be read as phases
	stageMax = 40 // more than this is a list, not phases
)

// keepStageMarkers keeps the lines a phase marker heads (see above), when
// stageMin to stageMax lines carry the same marker and most of them have
// other lines between them (a marker on every line is a list's bullet).
func keepStageMarkers(ls []line) []line {
	count := map[string]int{}
	apart := map[string]int{}
	last := map[string]int{}
	for i, l := range ls {
		m := stageMarker(l.text)
		if m == "" || !l.shown() {
			continue
		}
		count[m]++
		if j, ok := last[m]; !ok || i-j > 1 {
			apart[m]++
		}
		last[m] = i
	}
	for i, l := range ls {
		m := stageMarker(l.text)
		if m == "" || !l.shown() || l.cls != normal && l.cls != drop {
			continue
		}
		if n := count[m]; n >= stageMin && n <= stageMax && apart[m]*2 > n {
			ls[i].cls = keep
		}
	}
	return ls
}

// stageMarker returns the marker that heads s as a phase ("*", "==>",
// ">>>"), "" when s has none: the marker, a blank, and a word that
// starts with a capital letter.
func stageMarker(s string) string {
	m, rest, ok := strings.Cut(s, " ")
	if !ok || rest == "" || rest[0] < 'A' || rest[0] > 'Z' {
		return ""
	}
	switch m {
	case "*", "==>", "-->", "--->", ">>>", "=>", "::", "▶", "→", "»":
		return m
	}
	return ""
}
