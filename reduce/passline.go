package reduce

import "strings"

// timedPass reports whether t (trimmed) says one unit passed and how long
// it took, in the forms runners without a fixed prefix write: a status
// word first and the unit's name after it ("Passed Shop.Tests.Cart.Adds
// [13 ms]", dotnet), or the name, a leader and the status ("adds a line
// ... ok (3ms)", deno; "CartTest > adds() PASSED (0.2s)"). The timing at
// the end (in brackets or parentheses) is what tells such a line from a
// sentence that starts with "Passed".
func timedPass(t string) bool {
	rest, ok := cutTiming(t)
	if !ok || rest == "" {
		return false
	}
	if name, ok := strings.CutPrefix(rest, "Passed "); ok {
		return name != "" && !strings.Contains(name, " ")
	}
	for _, s := range []string{" PASSED", " ✓", " ✔"} {
		if strings.HasSuffix(rest, s) && len(rest) > len(s) {
			return true
		}
	}
	for _, s := range []string{" ... ok", " ... OK", " ... passed"} {
		if strings.HasSuffix(rest, s) && len(rest) > len(s) {
			return !important(rest) // ("handles a timeout ... ok (3ms)" names a failure in words: it stays)
		}
	}
	return false
}

// treePass reports whether t (trimmed) is a unit that passed, drawn in a
// tree of results: the tree's marks first, then the unit's name and a
// check mark at its end ("│     ├─ adds() ✔", "└─ JUnit Jupiter ✔", as
// JUnit's console launcher draws them). A failing unit's line ends with
// its message, and one that was skipped with its reason: both stay.
func treePass(t string) bool {
	r := strings.TrimLeft(t, "│├└─┬┼ |`+-")
	if len(r) == len(t) || r == "" {
		return false
	}
	for _, m := range []string{" ✔", " ✓"} {
		if strings.HasSuffix(r, m) && len(r) > len(m) {
			return !important(r)
		}
	}
	return false
}

// cutTiming cuts a duration off the end of t: "(3ms)", "[13 ms]",
// "(0.02s)", "(1.2 sec)". ok is false when t ends with none.
func cutTiming(t string) (string, bool) {
	if len(t) < 4 {
		return t, false
	}
	var open byte
	switch t[len(t)-1] {
	case ')':
		open = '('
	case ']':
		open = '['
	default:
		return t, false
	}
	k := strings.LastIndexByte(t, open)
	if k <= 0 || t[k-1] != ' ' {
		return t, false
	}
	if !duration(strings.TrimSpace(t[k+1 : len(t)-1])) {
		return t, false
	}
	return strings.TrimRight(t[:k], " "), true
}

// duration reports whether s is a number and a time unit ("3ms", "13 ms",
// "0.02s", "1.5 sec").
func duration(s string) bool {
	i := 0
	for i < len(s) && (isDigit(s[i]) || s[i] == '.') {
		i++
	}
	if i == 0 {
		return false
	}
	switch strings.TrimSpace(s[i:]) {
	case "ms", "s", "sec", "secs", "µs", "us", "ns", "m", "min":
		return true
	}
	return false
}

// zeroTally reports whether t is one unit's tally with no failure in it
// ("Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed:
// 0.05 s -- in com.shop.CartTest", as JUnit runners under Maven write
// one per class): a pass, said in counts. The run's total, which names
// no unit, is no such line. (The tally stays, a count among counts; the
// start line above it goes: startsResult.)
func zeroTally(t string) bool {
	k := strings.Index(t, "Tests run: ")
	if k < 0 {
		return false
	}
	counts := t[k:]
	in := strings.LastIndex(counts, " in ")
	if in < 0 || strings.ContainsAny(strings.TrimSpace(counts[in+4:]), " \t") {
		return false // (the run's total, or a sentence)
	}
	zero := 0
	for _, f := range strings.Split(counts[:in], ",") {
		name, n, ok := strings.Cut(strings.TrimSpace(f), ": ")
		if !ok {
			continue
		}
		n = strings.TrimSpace(n)
		switch name {
		case "Failures", "Errors", "Failed":
			if n != "0" {
				return false
			}
			zero++
		}
	}
	return zero > 0
}

// startsResult reports whether a, a short line that ends with a unit's
// name ("[INFO] Running com.shop.CartTest"), is that unit's start line
// and b, the next, its passing result naming it at its end ("... -- in
// com.shop.CartTest"): the result says all the start said.
func startsResult(a, b string) bool {
	ta := strings.TrimSpace(a)
	k := strings.LastIndexByte(ta, ' ')
	if k < 0 || len(ta) > 160 {
		return false
	}
	name := ta[k+1:]
	tb := strings.TrimSpace(b)
	if len(name) < 6 || len(tb) <= len(name) || tb[len(tb)-len(name)-1] != ' ' || !strings.HasSuffix(tb, name) {
		return false
	}
	if n := len(strings.Fields(ta[:k])); n < 1 || n > 2 {
		return false // (a status word and a tag at most before the name: "[INFO] Running")
	}
	return passLine(b) || zeroTally(tb)
}
