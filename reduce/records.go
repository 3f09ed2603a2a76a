package reduce

import "strings"

// recordTotalMin is how many lines must give a total under one label for
// them to be a field of records, not a report's total.
const recordTotalMin = 3

// demoteRecordTotals returns to the budgets the lines kept only as a
// report's total ("Total: 12", "total = 399.63") whose label comes on
// recordTotalMin lines or more: a report totals once, at its end, but a
// query's rows printed one field a line (sqlite3 -line, psql \x, a
// listing of orders) give each record its own "total", which is data of
// the record like its other fields.
func demoteRecordTotals(ls []line) []line {
	count := map[string]int{}
	label := func(s string) string {
		t := strings.TrimSpace(s)
		if k := strings.IndexAny(t, "0123456789"); k > 0 {
			return strings.TrimSpace(t[:k])
		}
		return ""
	}
	for _, l := range ls {
		if l.cls == keep && l.shown() && totalLine(l.text) {
			count[label(l.text)]++
		}
	}
	if len(count) == 0 {
		return ls
	}
	for i, l := range ls {
		if l.cls == keep && l.shown() && totalLine(l.text) && count[label(l.text)] >= recordTotalMin && !important(l.text) && !warning(l.text) {
			ls[i].cls = normal
		}
	}
	return ls
}
