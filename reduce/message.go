package reduce

import "strings"

// messageMax is how many lines an error's message may run to between its
// first line and its stack to be kept whole.
const messageMax = 4

// keepMessageBeforeStack keeps the lines of an error's message that run on
// under its first line, up to the first frame of its stack ("    at
// f (file:1:2)"): vite's "[vite]: Rollup failed to resolve import ..."
// goes on "This is most likely unintended ..." and "If you do want to
// externalize ...". The first line says what failed; the rest says why and
// what to do, and a frame under them ends the message for certain. A
// longer run is a dump the budgets sample.
func keepMessageBeforeStack(ls []line) []line {
	for i := 0; i < len(ls); i++ {
		if ls[i].cls != keep || !ls[i].shown() || jsFrame(ls[i].text) || indent(ls[i].text) > 0 {
			continue
		}
		j := i + 1
		for j < len(ls) && j-i-1 <= messageMax && ls[j].shown() && strings.TrimSpace(ls[j].text) != "" && indent(ls[j].text) == 0 && !jsFrame(ls[j].text) {
			j++
		}
		if j == i+1 || j-i-1 > messageMax || j == len(ls) || !ls[j].shown() || !jsFrame(ls[j].text) {
			continue
		}
		for k := i + 1; k < j; k++ {
			raise(ls, k)
		}
		i = j - 1
	}
	return ls
}

// jsFrame reports whether s is a frame of a JavaScript stack: "    at f
// (file:1:2)", "    at async Promise.all (index 2)".
func jsFrame(s string) bool {
	t := strings.TrimLeft(s, " \t")
	return len(t) < len(s) && strings.HasPrefix(t, "at ") && len(t) > 3
}

// memoryOrigin reports whether s is a memory checker's heading over the
// frames that say where an error's memory came from: valgrind's
// ("==18883==  Block was alloc'd at", "Uninitialised value was created by
// a heap allocation") and a sanitizer's ("allocated by thread T0 here:",
// "freed by thread T0 here:"), or the line that says where the bad
// address lies ("0x6080... is located 16 bytes to the right of 96-byte
// region", valgrind's "Address 0x4a8b... is 0 bytes after a block of size
// 40 alloc'd"), and of a stack's objects the one the access overflows
// ("[48, 49) 'lvl' (line 19) <== Memory access at offset 49 overflows this
// variable"): the frames under it are the other half of the error, and
// the heading says which half they are.
func memoryOrigin(s string) bool {
	if body, ok := pidBody(s); ok {
		s = body // (the tag stays when the prefix pass left it)
	}
	t := strings.TrimSpace(s)
	switch {
	case strings.HasPrefix(t, "Block was alloc'd "), strings.HasPrefix(t, "Uninitialised value was created"):
		return true
	case strings.HasSuffix(t, " here:") && (strings.HasPrefix(t, "allocated by thread ") || strings.HasPrefix(t, "freed by thread ") || strings.HasPrefix(t, "previously allocated by thread ")):
		return true
	case strings.HasPrefix(t, "0x") && strings.Contains(t, " is located "), strings.HasPrefix(t, "Address 0x") && strings.Contains(t, " is located in stack of thread "):
		return true
	case strings.HasPrefix(t, "[") && strings.Contains(t, "<== Memory access at offset "):
		return true // ASan's stack object the access overflows: "[48, 49) 'lvl' (line 19) <== Memory access ..."
	case strings.HasPrefix(t, "Address 0x") && (strings.Contains(t, " bytes after a block of size ") || strings.Contains(t, " bytes before a block of size ") || strings.Contains(t, " bytes inside a block of size ") || strings.Contains(t, " on thread ") && strings.Contains(t, "stack")):
		return true
	}
	return false
}

// commitSubjectReach is how far under a commit line its subject may be:
// Author, Date (or AuthorDate, Commit, CommitDate) and a blank.
const commitSubjectReach = 7

// keepCommitHeads keeps a commit that another tool printed in git log's
// form (git bisect's first bad commit, a hook's report): its "commit
// <hash>" line, with its author's line right under it, and the subject of
// its message. The hash alone names no change.
func keepCommitHeads(ls []line) []line {
	for i := 0; i+1 < len(ls); i++ {
		if !ls[i].shown() || !isCommitLine(ls[i].text) || !commitField(ls[i+1].text) {
			continue
		}
		raise(ls, i)
		for j := i + 2; j < len(ls) && j <= i+commitSubjectReach; j++ {
			if strings.HasPrefix(ls[j].text, "    ") && strings.TrimSpace(ls[j].text) != "" {
				raise(ls, j)
				break
			}
		}
	}
	return ls
}
