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
	for _, s := range []string{" ... ok", " ... OK", " ... passed", " PASSED", " ✓", " ✔"} {
		if strings.HasSuffix(rest, s) && len(rest) > len(s) {
			return true
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
