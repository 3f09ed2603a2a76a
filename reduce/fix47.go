package reduce

import "strings"

// Classes of critical lines the forty-seventh session's blind sets
// showed (fresh187: hardware design and embedded toolchains): a tool's
// table of figures, whatever its labels are.

// keepFigureTables keeps a short table of figures whole: lines that each
// hold a label, two blanks or more, and a figure ("   Number of cells:
// 285", "     SB_LUT4   129", a placer's "ICESTORM_LC:   154/ 5280
// 2%"), in a column: their figures end where one another's do, or start
// there. Such a block is what a statistics pass, a size report or a
// utilisation summary was run for, and the heading over it names what it
// counts ("=== top ==="). Past figureTableMax rows it is a listing, left
// to the budgets, as are rows a rule omitted.
func keepFigureTables(ls []line) {
	for i := 0; i < len(ls); {
		start, end := -1, -1
		j := i
		for ; j < len(ls); j++ {
			s, e, ok := figureRow(ls[j].text)
			if !ok || !ls[j].shown() || ls[j].syn {
				break
			}
			if j > i && s != start && e != end {
				break
			}
			start, end = s, e
		}
		n := j - i
		if n < figureTableMin {
			i = max(j, i+1)
			continue
		}
		// A block whose neighbours hold values in its column is a stretch
		// of a longer listing ("1.8.1.dev0" among pip list's versions).
		inList := i > 0 && valueAt(ls[i-1].text, start) || j < len(ls) && valueAt(ls[j].text, start)
		if n <= figureTableMax && !inList {
			for k := i; k < j; k++ {
				if ls[k].cls == normal {
					ls[k].cls = keep
				}
			}
			h := i - 1
			if h >= 0 && strings.TrimSpace(ls[h].text) == "" {
				h--
			}
			if h > 0 && strings.Trim(ls[h].text, "-= ") == "" && strings.TrimSpace(ls[h].text) != "" {
				// (Its columns' underline: the heading is the line over it.)
				raise(ls, h)
				h--
			}
			if h >= 0 && ls[h].shown() && ls[h].cls == normal && len(ls[h].text) <= 160 && strings.TrimSpace(ls[h].text) != "" {
				ls[h].cls = keep // (its heading)
			}
		}
		i = j
	}
}

// figureTableMin and figureTableMax bound the rows of a table of figures
// keepFigureTables keeps.
const (
	figureTableMin = 4
	figureTableMax = 30
)

// figureRow reads s as a row of a table of figures: a label of words
// (one blank between them at most), two blanks or more, then only
// figures ("154/ 5280     2%"). It returns where the figures start and
// end.
func figureRow(s string) (int, int, bool) {
	t := strings.TrimRight(s, " \t")
	if len(t) > 160 {
		return 0, 0, false
	}
	gap := strings.Index(strings.TrimLeft(t, " \t"), "  ")
	if gap <= 0 {
		return 0, 0, false
	}
	gap += len(t) - len(strings.TrimLeft(t, " \t"))
	label := strings.TrimSpace(t[:gap])
	if label == "" || !isLetter(label[0]) && label[0] != '$' && label[0] != '_' {
		return 0, 0, false
	}
	fig := strings.TrimLeft(t[gap:], " \t")
	if fig == "" || !isDigit(fig[0]) {
		return 0, 0, false
	}
	for _, w := range strings.Fields(fig) {
		for k := 0; k < len(w); k++ {
			if c := w[k]; !isDigit(c) && !strings.ContainsRune(".,/%", rune(c)) {
				return 0, 0, false
			}
		}
	}
	return len(t) - len(fig), len(t), true
}

// keepCountedSections keeps the rows of a section that an earlier line
// counted: a summary's "  Changed entries:  39" and, further on, the
// section headed "Changed entries:" with 39 rows under it (AIDE's report
// of what changed since its database; any report that counts its lists
// first and gives them after), or a heading that counts its own rows
// ("  Suggestions (44):" over 44 of Lynis's findings). The count says the rows are the items it
// stands for, each a finding the run was for; a section whose rows are
// not as many is left to the other rules. Up to countedRowsMax rows.
func keepCountedSections(ls []line) {
	counts := map[string]int{} // a label, lowercased -> the count a line gave it
	for i := 0; i < len(ls); i++ {
		t := strings.TrimSpace(ls[i].text)
		if !ls[i].shown() || ls[i].syn || t == "" {
			continue
		}
		if label, n, ok := countedLabel(t); ok {
			counts[strings.ToLower(label)] = n
			continue
		}
		label, ok := strings.CutSuffix(t, ":")
		if !ok {
			continue
		}
		n, ok := counts[strings.ToLower(label)]
		if c, counted := headCount(label); counted {
			n, ok = c, true // (a heading that counts its own rows: "Suggestions (44):")
		}
		if !ok || n == 0 || n > countedRowsMax {
			continue
		}
		var rows []int
		j := i + 1
		for ; j < len(ls) && len(rows) <= n; j++ {
			u := strings.TrimSpace(ls[j].text)
			switch {
			case !ls[j].shown() || ls[j].syn:
			case u == "" || ruleLine(u):
				if len(rows) > 0 && (u == "" && j+1 < len(ls) && strings.TrimSpace(ls[j+1].text) == "" || ruleLine(u)) {
					j = len(ls) // (the section ends at a rule or two blank lines)
				}
			default:
				if strings.HasSuffix(u, ":") && len(rows) > 0 {
					j = len(ls) // (the next section's heading)
					continue
				}
				if len(rows) > 0 && indent(ls[j].text) > indent(ls[rows[0]].text) {
					continue // (an item's own line under it: its link, its detail)
				}
				rows = append(rows, j)
			}
		}
		if len(rows) > n && bulletRun(ls, rows[:n]) && !bulletRun(ls, rows) {
			rows = rows[:n] // (n items of a list, then a line of another kind)
		}
		if len(rows) != n {
			continue
		}
		raise(ls, i)
		for _, k := range rows {
			raise(ls, k)
		}
	}
}

// countedRowsMax bounds the rows keepCountedSections keeps of a section.
const countedRowsMax = 60

// countedLabel reads "Changed entries:  39" as its label and its count.
func countedLabel(t string) (string, int, bool) {
	label, rest, ok := strings.Cut(t, ":")
	rest = strings.TrimSpace(rest)
	if !ok || label == "" || len(label) > 40 || !isLetter(label[0]) || rest == "" || len(rest) > 6 || !allDigits(rest) {
		return "", 0, false
	}
	n := 0
	for k := 0; k < len(rest); k++ {
		n = n*10 + int(rest[k]-'0')
	}
	return label, n, true
}

// headCount reads the count a heading gives its own rows in brackets
// ("Suggestions (44)": 44).
func headCount(label string) (int, bool) {
	rest, ok := strings.CutSuffix(label, ")")
	if !ok {
		return 0, false
	}
	k := strings.LastIndex(rest, " (")
	if k <= 0 || !isLetter(strings.TrimSpace(rest)[0]) {
		return 0, false
	}
	_, n, ok := countedLabel("n: " + rest[k+2:])
	return n, ok
}

// bulletRun reports whether the rows at is all start with one mark that
// is no letter or digit ("  * ...", "  ! ...", "- ..."): items of a list.
func bulletRun(ls []line, at []int) bool {
	var mark byte
	for _, k := range at {
		t := strings.TrimSpace(ls[k].text)
		if len(t) < 2 || t[1] != ' ' || isLetter(t[0]) || isDigit(t[0]) || mark != 0 && t[0] != mark {
			return false
		}
		mark = t[0]
	}
	return mark != 0
}

// keepFailedTestOutput keeps what a test that failed printed, where the
// runner prefixes each of its lines with the test's number (ctest -V's
// "2: STACK OVERFLOW: canary 0x0" above "2/2 Test #2: fw_exit
// ...***Failed"): that output is how it failed, the runner's line only
// that it did. Up to failedOutputMax lines a test; a test that passed
// prints its lines for nothing.
func keepFailedTestOutput(ls []line) {
	failed := map[string]bool{} // the numbers of the tests that failed
	for _, l := range ls {
		if n, ok := ctestResult(l.text); ok {
			failed[n] = true
		}
	}
	if len(failed) == 0 {
		return
	}
	kept := map[string]int{}
	for i, l := range ls {
		n, rest, ok := strings.Cut(l.text, ": ")
		if !ok || !failed[n] || !allDigits(n) || strings.TrimSpace(rest) == "" || kept[n] >= failedOutputMax {
			continue
		}
		raise(ls, i)
		kept[n]++
	}
}

// failedOutputMax bounds the lines keepFailedTestOutput keeps of a test.
const failedOutputMax = 40

// ctestResult reads "2/2 Test #2: fw_exit ......***Failed  0.04 sec" as
// the number of a test that failed.
func ctestResult(s string) (string, bool) {
	_, rest, ok := strings.Cut(strings.TrimLeft(s, " "), " Test #")
	if !ok {
		return "", false
	}
	n, tail, ok := strings.Cut(rest, ":")
	if !ok || n == "" || !allDigits(n) || !strings.Contains(tail, "***") {
		return "", false
	}
	return n, true
}

// keepDisassemblyLabels keeps the label over each function of a
// disassembly ("000000e8 <main>:", "0000000000401136 <parse_args>:"): the
// outline of what objdump -d printed, each where its code starts. Up to
// labelsMax of them; the instructions are left to the budgets.
func keepDisassemblyLabels(ls []line) {
	n := 0
	for i, l := range ls {
		if n < labelsMax && disassemblyLabel(l.text) {
			raise(ls, i)
			n++
		}
	}
}

// labelsMax bounds the labels keepDisassemblyLabels keeps.
const labelsMax = 60

// disassemblyLabel reports whether s is an address of 8 to 16 hex digits,
// then a symbol in angle brackets, then a colon.
func disassemblyLabel(s string) bool {
	addr, rest, ok := strings.Cut(s, " <")
	if !ok || len(addr) < 8 || len(addr) > 16 || !strings.HasSuffix(rest, ">:") || len(rest) < 3 || strings.ContainsAny(rest, " \t") {
		return false
	}
	for k := 0; k < len(addr); k++ {
		if c := addr[k]; !isDigit(c) && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// valueAt reports whether s has a figure starting at column c after a
// gap of two blanks or more: a row of the same layout as a table's, not
// its header or underline.
func valueAt(s string, c int) bool {
	return c >= 2 && len(s) > c && isDigit(s[c]) && s[c-1] == ' ' && s[c-2] == ' '
}
