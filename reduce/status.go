package reduce

import "strings"

// A run of result rows, one per unit, each ending in its outcome: a
// minitest -v row ("TestBook#test_to_s = 0.00 s = ."), a checker's
// "name ... ok", a table whose last column is a state. Most rows end in
// one outcome, the one every passing unit has; a row that ends in
// another (an "F", an "E", a "FAILED") is the unit that needs reading,
// whatever the tool spells it. Those rows stay; the others are left to
// the budgets and the folds of passing lines.

// statusRun is how many rows make a run whose outcomes can be told
// apart; statusOddMax is the share of a run (in thirds) the odd rows may
// be and still be the exception.
const (
	statusRun    = 6
	statusOddMax = 1
)

// keepOddStatusRows keeps the rows of a run of result rows whose outcome,
// their last field, is not the one most of them end in.
func keepOddStatusRows(ls []line) []line {
	for i := 0; i < len(ls); {
		k, st := statusShape(ls[i].text)
		if k == "" || !ls[i].shown() {
			i++
			continue
		}
		j := i + 1
		counts := map[string]int{st: 1}
		for ; j < len(ls) && ls[j].shown(); j++ {
			kj, stj := statusShape(ls[j].text)
			if kj != k {
				break
			}
			counts[stj]++
		}
		n := j - i
		top, most := "", 0
		for s, c := range counts {
			if c > most || c == most && s < top {
				top, most = s, c
			}
		}
		if n >= statusRun && len(counts) > 1 && most*2 >= n && (n-most)*3 <= n*statusOddMax {
			for x := i; x < j; x++ {
				if _, s := statusShape(ls[x].text); s != top && ls[x].cls == normal {
					ls[x].cls = keep
				}
			}
		}
		i = j
	}
	return ls
}

// statusShape reads a result row: its shape (each field that holds a
// letter or a digit written as "w", the rest as it is, the last field
// left out) and its outcome, the last field (up to 8 bytes, after two
// fields or more, no digit, no sign of a value or a record in it: "=", ":",
// a comma, a quote, a brace). A row of no such shape has "".
func statusShape(s string) (string, string) {
	f := strings.Fields(s)
	if len(f) < 3 || len(f[len(f)-1]) > 8 || indent(s) > 8 || strings.ContainsAny(f[len(f)-1], "0123456789=:,;\"'{}") {
		return "", "" // (a number, a field's value: data, no outcome)
	}
	var b strings.Builder
	for _, x := range f[:len(f)-1] {
		if strings.IndexFunc(x, func(r rune) bool { return r < 128 && (r >= '0' && r <= '9' || r|0x20 >= 'a' && r|0x20 <= 'z') }) >= 0 {
			b.WriteString("w ")
		} else {
			b.WriteString(x)
			b.WriteByte(' ')
		}
	}
	return b.String(), f[len(f)-1]
}
