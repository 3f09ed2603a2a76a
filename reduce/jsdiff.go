package reduce

import "strings"

// diffContext is how many unchanged lines stay on each side of a change
// in a diff a test runner prints under a failure.
const diffContext = 1

// trimExpectedDiff drops, in the diff jest and vitest print under an
// equality failure ("- Expected" and "+ Received" over the value's lines,
// each marked "-", "+" or unmarked), the unmarked lines more than
// diffContext lines from a change: in a large object or array that
// differs in one field, the field and its neighbours say what differs.
// The diff runs to the first blank line after its body.
func trimExpectedDiff(ls []line) []line {
	for i := 0; i+1 < len(ls); i++ {
		t := strings.TrimLeft(ls[i].text, " ")
		if !ls[i].shown() || !strings.HasPrefix(t, "- Expected") || !strings.HasPrefix(strings.TrimLeft(ls[i+1].text, " "), "+ Received") {
			continue
		}
		ind := len(ls[i].text) - len(t)
		j := i + 2
		for j < len(ls) && ls[j].shown() && strings.TrimSpace(ls[j].text) == "" {
			j++
		}
		from := j
		for j < len(ls) && ls[j].shown() && strings.TrimSpace(ls[j].text) != "" && len(ls[j].text) > ind && strings.TrimSpace(ls[j].text[:ind]) == "" {
			j++
		}
		change := func(k int) bool {
			if k < from || k >= j {
				return false
			}
			c := ls[k].text[ind]
			return c == '-' || c == '+'
		}
		near := func(k int) bool {
			for d := -diffContext; d <= diffContext; d++ {
				if change(k + d) {
					return true
				}
			}
			return false
		}
		for k := from; k < j; k++ {
			if !near(k) && ls[k].cls == normal && !important(ls[k].text) {
				ls[k].cls = drop
			}
		}
		i = j - 1
	}
	return ls
}
