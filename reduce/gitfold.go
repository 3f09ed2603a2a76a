package reduce

import "strings"

// Folds that read a diff's or a log's lines by their shape must not take
// the changed lines of a hunk for a run of records: "+import json",
// "+import re", ... are alike, and each one is what the diff says. The
// budgets bound a long hunk, and collapseGenerated a generated file's and
// a new file's body; what is left of a hunk, and of a new file's head,
// stays whole.

// foldAlikeOutsideHunks folds runs of alike lines (foldAlikeRuns) in git's
// output, past the changed lines of its diffs, which no such fold takes.
func foldAlikeOutsideHunks(ls []line) []line {
	return outsideHunks(ls, foldAlikeRuns)
}

// outsideHunks runs fold over ls with the changed lines of its diffs held
// out of it: a run of records or of progress ("-    x0 = f(0)", "-    x1 =
// f(1)", ...) there is a change each. A new or a deleted file's lines too:
// collapseGenerated has cut its body to a head, and a fold would take that
// head for a run of alike "+" lines and leave three. Not a generated
// file's body: that is bulk, and the folds may shorten it more.
func outsideHunks(ls []line, fold func([]line) []line) []line {
	var held []int
	gen := false
	for i, l := range ls {
		switch t := l.text; {
		case !l.shown():
			continue
		case strings.HasPrefix(t, "diff --git "):
			_, b, _ := strings.Cut(t, " b/")
			gen = generatedPath(b)
		}
		if !gen && l.shown() && l.cls == normal && changedLine(l.text) {
			ls[i].cls = keep // (for the fold only: put back below)
			held = append(held, i)
		}
	}
	ls = fold(ls)
	for _, i := range held {
		ls[i].cls = normal
	}
	return ls
}

// shortHunk is how many changed lines a hunk may have and still be short:
// its changes all stay, past the budget of its file. hunkKeepMax bounds
// how many changed lines of short hunks one output raises so.
const (
	shortHunk   = 12
	hunkKeepMax = 300
)

// keepShortHunks keeps every changed line of a short hunk of an ordinary
// file (see outsideHunks): the budget samples a long hunk's lines, but a
// small edit's are what the diff the agent asked for is, each of them. It
// keeps the head of a new or a deleted file's body as well, the lines
// collapseGenerated left (newRun, deletedRun): what the file is, or was.
func keepShortHunks(ls []line) []line {
	bulk, raised := false, 0
	body, bodyMax := 0, 0 // a new or deleted file's changed lines seen, and how many stay
	var hunk []int
	whole := true // no changed line of the hunk was dropped by a rule
	flush := func() {
		if whole && len(hunk) > 0 && len(hunk) <= shortHunk && raised+len(hunk) <= hunkKeepMax {
			for _, i := range hunk {
				ls[i].cls = keep
			}
			raised += len(hunk)
		}
		hunk, whole = hunk[:0], true
	}
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		switch t := l.text; {
		case strings.HasPrefix(t, "diff --git "):
			flush()
			_, b, _ := strings.Cut(t, " b/")
			bulk, body, bodyMax = generatedPath(b), 0, 0
		case strings.HasPrefix(t, "new file mode") && !bulk:
			bulk, bodyMax = true, newRun
		case strings.HasPrefix(t, "deleted file mode") && !bulk:
			bulk, bodyMax = true, deletedRun
		case strings.HasPrefix(t, "diff --cc "), strings.HasPrefix(t, "diff --combined "):
			flush()
			bulk, bodyMax = true, 0 // (a merge's combined diff: its columns are read in gitDiffReducer)
		case bulk && body < bodyMax && changedLine(t) && l.cls == normal && raised < hunkKeepMax:
			ls[i].cls = keep
			body++
			raised++
		case strings.HasPrefix(t, "@@"), isCommitLine(t):
			flush()
		case !bulk && changedLine(t):
			switch l.cls {
			case normal:
				hunk = append(hunk, i)
			case drop:
				whole = false
			}
		}
	}
	flush()
	return ls
}

// statFoldMin is how many rows a --stat block must have before its files
// named alike fold: a commit's files, even a few dozen, are what it
// changed, each of them (a translated page per language); 200 generated
// components are one tree.
const statFoldMin = 60

// foldStatRows folds each long --stat block (git diff, show, log) as git
// status's untracked files fold: a file named unlike the rest stays, and
// two of each tree of files named alike ("web/components/c#.js |  3 +");
// files of one folder named unalike stay, each (a refactor's 80 modules).
// The "N files changed" line counts them all.
func foldStatRows(ls []line) []line {
	var idx []int
	var paths []string
	flush := func() {
		if len(idx) >= statFoldMin {
			foldPaths(ls, idx, paths, false)
		}
		idx, paths = idx[:0], paths[:0]
	}
	for i, l := range ls {
		if !l.shown() {
			continue
		}
		k := strings.LastIndex(l.text, " | ")
		if k < 0 || !statLine(l.text) {
			flush()
			continue
		}
		idx, paths = append(idx, i), append(paths, strings.TrimSpace(l.text[:k]))
	}
	flush()
	return ls
}
