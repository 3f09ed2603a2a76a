package reduce

import "strings"

// This file holds the marks of critical lines in notations the per-tool
// rules did not know: a diff's changes written inline, places written in
// words, the counts of a TAP run, a listing's section labels. Each is a
// shape, not a tool: whatever prints it, the line is what the output says.

// inlineChange reports whether s carries a change written inside the line,
// as git diff --word-diff (and wdiff, dwdiff) mark them: "{+added+}" or
// "[-removed-]". Such lines do not start with '+' or '-', yet they are the
// diff's content; a line with neither mark is context.
func inlineChange(s string) bool {
	if i := strings.Index(s, "{+"); i >= 0 && strings.Contains(s[i+2:], "+}") {
		return true
	}
	if i := strings.Index(s, "[-"); i >= 0 && strings.Contains(s[i+2:], "-]") {
		return true
	}
	return false
}

// nameStatusAdds reports whether s is a --name-status (or --raw's tail)
// line that adds, deletes, renames, copies or retypes a file ("A\tpath",
// "D\tpath", "R100\told\tnew"): a record's change of the tree's shape,
// kept as a diff's "new file" and "deleted file" headers are. A plain
// modification ("M\tpath") is the body's routine and stays normal.
func nameStatusAdds(s string) bool {
	st, rest, ok := strings.Cut(s, "\t")
	if !ok || st == "" || rest == "" || strings.HasPrefix(rest, "\t") {
		return false
	}
	switch st[0] {
	case 'A', 'D', 'T':
		return len(st) == 1
	case 'R', 'C':
		return len(st) == 1 || allDigits(st[1:]) && strings.Contains(rest, "\t")
	}
	return false
}
