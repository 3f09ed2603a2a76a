package reduce

import "strings"

// A report drawn as small boxed tables (a load tester's latency and
// throughput, a benchmark's statistics, a status code's count) is the
// result the agent ran the tool for: each table's few rows are the
// figures. A long boxed table (a listing) is left to the table folds.

const (
	boxRowsMax  = 8  // rows of a table kept whole
	boxRowsKept = 40 // rows kept in one output
)

// keepSmallBoxTables keeps every row of each boxed table of at most
// boxRowsMax rows (see above); the borders between them stay to the
// budgets.
func keepSmallBoxTables(ls []line) []line {
	kept := 0
	for i := 0; i < len(ls); {
		if !boxBorder(ls[i].text) && !boxRow(ls[i].text) {
			i++
			continue
		}
		j, rows := i, 0
		for ; j < len(ls) && (boxBorder(ls[j].text) || boxRow(ls[j].text)); j++ {
			if boxRow(ls[j].text) {
				rows++
			}
		}
		if rows > 0 && rows <= boxRowsMax && kept+rows <= boxRowsKept {
			for k := i; k < j; k++ {
				if boxRow(ls[k].text) && ls[k].shown() && ls[k].cls == normal {
					ls[k].cls = keep
					kept++
				}
			}
		}
		i = j
	}
	return ls
}

// boxBorder reports whether s is a box table's border: only box-drawing
// lines and corners ("┌────┬───┐", "├────┼───┤").
func boxBorder(s string) bool {
	t := strings.TrimSpace(s)
	if t == "" {
		return false
	}
	for _, r := range t {
		if r < '─' || r > '╿' {
			return false
		}
	}
	return true
}

// boxRow reports whether s is a row of a box table: between side
// borders, with a column border inside ("│ Latency │ 7 ms │").
func boxRow(s string) bool {
	in, ok := boxInner(s)
	return ok && strings.Contains(in, "│")
}
