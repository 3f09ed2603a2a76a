package reduce

import (
	"strconv"
	"strings"
)

// A coverage report (coverage.py's "coverage report", pytest-cov's table)
// lists every file measured: its statements, those missed, the share
// covered and, with -m, the lines missed. The files covered in full are
// routine; each one that falls short is a place the tests did not reach,
// which is what the report was asked for. Those rows stay, wherever the
// table stands and however long it is (of the project's files: an
// installed library's, measured too, are left to the listing's folds);
// the full ones are left to the budgets.

// keepCoverageGaps keeps the rows of a coverage report, under its header
// ("Name  Stmts  Miss  Cover  Missing"), that miss statements, and the
// functions of go tool cover -func's report short of full.
func keepCoverageGaps(ls []line) {
	in := false
	for i := range ls {
		if !ls[i].shown() {
			continue
		}
		t := ls[i].text
		if pct, ok := goCoverFunc(t); ok {
			// go tool cover -func: a function short of full is a gap;
			// one covered in full is routine, whatever its place says
			// (the marker counts them; the total stays).
			if pct < 100 {
				ls[i].cls = keep
			} else {
				ls[i].cls = drop
			}
			continue
		}
		if istanbulHeader(t) {
			keepIstanbulGaps(ls, i)
			continue
		}
		if pct, ok := classMetrics(t); ok {
			// php-code-coverage's text report (PHPUnit
			// --coverage-text): a class's name, then its "Methods: ...
			// Lines: ..." line; one short of full is a gap, name and all.
			cls := drop
			if pct < 100 {
				cls = keep
			}
			ls[i].cls = cls
			if j := prevShown(ls, i); j >= 0 && !strings.HasPrefix(ls[j].text, " ") && strings.TrimSpace(ls[j].text) != "" {
				ls[j].cls = cls
			}
			continue
		}
		switch {
		case coverageHeader(t):
			in = true
		case !in:
		case strings.Trim(t, "- ") == "":
			// (the rule under the header and over the total)
		case coverageTotal(t):
			ls[i].cls = keep // (the report's sum, which ends it)
			in = false
		case coverageGap(t):
			if f := strings.Fields(t)[0]; installRoot(f) == "" && !strings.HasPrefix(f, "/usr/") {
				ls[i].cls = keep // (a library's file measured too is no place of the project's)
			}
		case coverageRow(t):
		default:
			in = false
		}
	}
}

// istanbulHeader reports whether s is the header of istanbul's text
// table (jest, vitest, nyc, c8): "File | % Stmts | % Branch | % Funcs |
// % Lines | Uncovered Line #s".
func istanbulHeader(s string) bool {
	f := strings.Split(s, "|")
	return len(f) >= 5 && strings.TrimSpace(f[0]) == "File" && strings.TrimSpace(f[1]) == "% Stmts" && strings.TrimSpace(f[4]) == "% Lines"
}

// keepIstanbulGaps keeps the rows under istanbul's header at h of the
// files and folders short of full on a measure ("  feedingPlan.js |  0 |
// 0 | 0 | 0 | 1-41"), as coverage.py's rows that miss statements stay;
// the table ends at a line with no column.
func keepIstanbulGaps(ls []line, h int) {
	for i := h + 1; i < len(ls); i++ {
		if !ls[i].shown() {
			continue
		}
		f := strings.Split(ls[i].text, "|")
		if len(f) < 5 {
			return
		}
		name := strings.TrimSpace(f[0])
		if strings.Trim(name, "-") == "" || name == "All files" {
			continue // (the rules; the total, which other rules keep)
		}
		for _, c := range f[1:5] {
			if v, err := strconv.ParseFloat(strings.TrimSpace(c), 64); err == nil && v < 100 {
				ls[i].cls = keep
				break
			}
		}
	}
}

// coverageHeader reports whether s is coverage.py's header row: "Name",
// then "Stmts", "Miss" and "Cover" (and "Branch", "BrPart", "Missing").
func coverageHeader(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 4 && f[0] == "Name" && f[1] == "Stmts" && f[2] == "Miss" && strings.Contains(s, " Cover")
}

// coverageRow reports whether s is a row of the report: a file, counts,
// then its share covered ("apiary/ids.py  18  1  94%  9").
func coverageRow(s string) bool {
	_, ok := coverageMiss(s)
	return ok
}

// coverageGap reports whether s is a row of a file the tests did not
// cover in full: a count of missed statements above zero.
func coverageGap(s string) bool {
	n, ok := coverageMiss(s)
	return ok && n > 0
}

// coverageTotal reports whether s is the report's last row, its sums:
// "TOTAL  378  57  85%".
func coverageTotal(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 3 && f[0] == "TOTAL" && strings.HasSuffix(f[len(f)-1], "%")
}

// coverageMiss reads a row's count of missed statements (its third field:
// name, statements, missed).
func coverageMiss(s string) (int, bool) {
	f := strings.Fields(s)
	if len(f) < 4 || strings.HasPrefix(f[0], "TOTAL") {
		return 0, false
	}
	stmts, err1 := strconv.Atoi(f[1])
	miss, err2 := strconv.Atoi(f[2])
	pct := false
	for _, w := range f[3:] {
		pct = pct || strings.HasSuffix(w, "%")
	}
	return miss, err1 == nil && err2 == nil && miss <= stmts && pct
}

// goCoverFunc reads a row of go tool cover -func's report, a function and
// the share of its statements covered ("app/main.go:20:\tmain\t\t0.0%"):
// the share, and whether s is one.
func goCoverFunc(s string) (float64, bool) {
	f := strings.Fields(s)
	if len(f) != 3 || !strings.HasSuffix(f[0], ":") || !strings.HasSuffix(f[2], "%") {
		return 0, false
	}
	place := strings.TrimSuffix(f[0], ":")
	k := strings.LastIndexByte(place, ':')
	if k < 0 || !allDigits(place[k+1:]) || !strings.HasSuffix(place[:k], ".go") {
		return 0, false
	}
	pct, err := strconv.ParseFloat(strings.TrimSuffix(f[2], "%"), 64)
	return pct, err == nil
}

// classMetrics reads a class's line of php-code-coverage's text report,
// "  Methods:  85.71% ( 6/ 7)   Lines:  94.12% ( 16/ 17)": the lower of
// its shares, and whether s is one.
func classMetrics(s string) (float64, bool) {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "Methods:") || !strings.Contains(t, "Lines:") || !strings.HasPrefix(s, " ") {
		return 0, false
	}
	low, found := 100.0, false
	for _, f := range strings.Fields(t) {
		if v, ok := strings.CutSuffix(f, "%"); ok {
			p, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return 0, false
			}
			low, found = min(low, p), true
		}
	}
	return low, found
}
