package reduce

// Folds that read a diff's or a log's lines by their shape must not take
// the changed lines of a hunk for a run of records: "+import json",
// "+import re", ... are alike, and each one is what the diff says. The
// budgets bound a long hunk, and collapseGenerated a generated file's and
// a new file's body; what is left of a hunk stays whole.

// foldAlikeOutsideHunks folds runs of alike lines (foldAlikeRuns) in git's
// output, past the changed lines of its diffs, which no such fold takes.
func foldAlikeOutsideHunks(ls []line) []line {
	var held []int
	for i, l := range ls {
		if l.shown() && l.cls == normal && changedLine(l.text) {
			ls[i].cls = keep // (for the fold only: put back below)
			held = append(held, i)
		}
	}
	ls = foldAlikeRuns(ls)
	for _, i := range held {
		ls[i].cls = normal
	}
	return ls
}
