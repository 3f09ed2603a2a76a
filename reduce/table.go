package reduce

import "strings"

// A data table: a long run of rows that each start with a number (a hex
// dump's offsets, a profile's counts, an id column, a listing's inodes).
// Its rows are records of one kind, not findings: the head of the table
// (where a sorted report puts what matters most), its last row, and every
// row that says a failure stay; the rest folds to one marker, and the
// full output keeps them.
const (
	tableRun  = 24 // rows in a row that make a table worth folding
	tableHead = 12 // of its first rows, shown
	// tableCommon: failures in one row of this many or more are common
	// (see foldTable).
	tableCommon = 8
	// tableBreak: lines of another shape between two rows that do not end
	// the table (grep's "--" between its matches' contexts, a blank line,
	// a two-line note); they keep their class.
	tableBreak = 2
)

// foldTables folds the long data tables of ls (see tableRun). A row
// there that is kept only for naming a place (a profile's
// "enc.py:183(encode)", a listing's paths) is a cell of the table, not a
// diagnostic: it folds with the others. A row with a failure's words
// stays wherever it is.
//
// Printed data (printed: cat, jq, column, xxd) folds too: what reads as a
// table here is rows of numbers, which a source file, a config or a
// document the agent reads to edit or follow does not have 24 of in a row
// (a row starts with a word or a mark there), so those stay whole, while
// a dump of thousands of rows costs its reader far more than its head,
// its failures and its end show. Nothing is lost for good: the marker
// names the file with every row.
func foldTables(ls []line) []line {
	for i := 0; i < len(ls); {
		if !ls[i].shown() || !dataRow(ls[i].text) {
			i++
			continue
		}
		j, rows, end := i, 0, i
		for j < len(ls) && j-end <= tableBreak {
			switch {
			case !ls[j].shown():
			case dataRow(ls[j].text):
				rows++
				end = j + 1
			}
			j++
		}
		if rows >= tableRun {
			foldTable(ls[i:end])
		}
		i = end
	}
	return ls
}

// foldTable folds one table's rows (see foldTables). A row next to one
// that stays keeps its class: the row after an error is often the rest of
// its story ("giving up after 5 retries"), the one before its cause (the
// request a "code 404" answers). Not where failures are common (one row
// in tableCommon or more): in a table of orders, a third of them failed,
// the neighbours are only other orders.
func foldTable(rows []line) { foldRows(rows, dataRow) }

// foldRows folds the rows of a table that isRow reads (see foldTable).
func foldRows(rows []line, isRow func(string) bool) {
	var shown []int
	for k := range rows {
		if rows[k].shown() && isRow(rows[k].text) {
			shown = append(shown, k)
		}
	}
	stays := make([]bool, len(shown))
	kept := 0
	failing := map[string]bool{} // the failing rows read so far
	for n, k := range shown {
		l := &rows[k]
		switch {
		case l.cls == drop && failing[l.text]:
			// A repeat an earlier fold dropped, word for word a failing
			// row before it: that row says it.
		case failingRow(l.text):
			failing[l.text] = true
			l.cls = keep
		case l.cls == keep && n >= tableHead && n < len(shown)-1 && placeOnly(l.text):
			l.cls = normal
		}
		if l.cls == keep {
			kept++
		}
		stays[n] = l.cls == keep || n < tableHead || n == len(shown)-1
	}
	near := kept*tableCommon < len(shown)
	for n, k := range shown {
		if !stays[n] && !(near && (n > 0 && rows[shown[n-1]].cls == keep || n+1 < len(shown) && rows[shown[n+1]].cls == keep)) {
			rows[k].cls = drop
		}
	}
}

// foldTSVTables folds printed tab-separated rows (jq -r's "\(.key)\t\(.v)",
// cut, a query's tab output) as foldTables folds rows of numbers: a run
// of tableRun or more lines with the same count of tabs, none leading (an
// indent), is a query's answer of many rows; its head, its end and every
// row that says a failure stay. Only printed output: a log's or a test
// run's lines have tabs of their own (go test's "ok  \tpkg\t0.1s").
func foldTSVTables(ls []line) []line {
	for i := 0; i < len(ls); {
		tabs := tsvTabs(ls[i])
		if tabs == 0 {
			i++
			continue
		}
		j := i
		for j < len(ls) && tsvTabs(ls[j]) == tabs {
			j++
		}
		if j-i >= tableRun {
			foldRows(ls[i:j], func(string) bool { return true })
		}
		i = j
	}
	return ls
}

// tsvTabs is how many tabs l holds, none of them leading; 0 for a line
// with none, a hidden line or an indented one.
func tsvTabs(l line) int {
	if !l.shown() || l.text == "" || l.text[0] == '\t' || l.text[0] == ' ' {
		return 0
	}
	return strings.Count(l.text, "\t")
}

// placeOnly reports whether a row kept by a rule is kept only for the
// place it names ("enc.py:183(encode)"). (A row kept for another reason,
// a rare status among 200s, a level word, stays kept; one that says a
// failure is a failingRow.)
func placeOnly(s string) bool {
	return maybeFileLine(s) && placeRe.MatchString(s) && !countSummary(s)
}

// failingRow reports whether a table's row says a failure or a warning
// in words ("failed", "error", "timeout", "WARNING", "CRITICAL"), not
// only a place.
func failingRow(s string) bool {
	return maybeError(s) && errRe.MatchString(s) && !noFailure(s) && !nameOnlyFailure(s) || warning(s) || severeLevel(s)
}

// severeLevel reports whether s carries a log level above error as a
// word of its own ("CRITICAL", "FATAL", "EMERG").
func severeLevel(s string) bool {
	for f := range strings.FieldsSeq(s) {
		switch strings.Trim(f, "[]():") {
		case "CRITICAL", "CRIT", "FATAL", "SEVERE", "EMERG", "EMERGENCY", "ALERT", "PANIC":
			return true
		}
	}
	return false
}

// dataRow reports whether s is a row of a data table: three fields or
// more, the first a number (or a hex group), and at least one more of the
// first six a number too (past a line number, see numbered).
func dataRow(s string) bool {
	nums, fields := 0, 0
	for f := range strings.FieldsSeq(unboxed(numbered(s))) {
		if fields++; fields > 6 {
			break
		}
		if numField(f) {
			nums++
		} else if fields == 1 {
			return false
		}
	}
	return fields >= 3 && nums >= 2
}

// unboxed is a table's row drawn in a box ("|  1 | 2026-01-01 | tyrell
// |", as csvlook and markdown draw it, or with "│") with its cell
// borders as blanks: its cells are its fields.
func unboxed(s string) string {
	t := strings.TrimSpace(s)
	for _, b := range []string{"|", "│", "┃"} {
		if len(t) > 2*len(b) && strings.HasPrefix(t, b) && strings.HasSuffix(t, b) {
			return strings.ReplaceAll(t, b, " ")
		}
	}
	return s
}

// numbered is s past a line number printed before it (grep -n's "12:"
// and "12-", cat -n's "    12<tab>"): the number says where the line
// is, the rest what it is (a numbered line of source is no table's row).
func numbered(s string) string {
	t := strings.TrimLeft(s, " ")
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	if i > 0 && i < len(t) && (t[i] == ':' || t[i] == '-' || t[i] == '\t') && !(i+1 < len(t) && isDigit(t[i+1])) {
		return t[i+1:]
	}
	return s
}

// numField reports whether f is a table's number: it starts with a digit
// ("42", "0.000", "60340/60310", "2026-11-04T16:01", "00000010:"), or it
// is a hex group a dump prints ("ffff", "4c69").
func numField(f string) bool {
	if isDigit(f[0]) {
		return true
	}
	if len(f) != 2 && len(f) != 4 && len(f) != 8 {
		return false
	}
	for i := 0; i < len(f); i++ {
		if !isHexDigit(f[i]) {
			return false
		}
	}
	return true
}

// jsonRun is how many objects in a row make a JSON array worth folding;
// jsonShown how many of its first ones stay (its last one stays too).
const (
	jsonRun   = 8
	jsonShown = 2
)

// foldJSONArrays folds the long arrays of objects of pretty-printed JSON
// (jq's, an API's answer, a data file): the first objects show their
// shape and the last one the end; an object with a line that says a
// failure or a warning ("status": "failed", "error": ...) stays whole, and
// the others fold to markers. Only lines JSON can print take part (a key,
// a string, a number, a bracket), so a program's composite literals
// ("name: x,", "{" alone in a Go table test) never fold as JSON.
func foldJSONArrays(ls []line) []line {
	ends := elementEnds(ls)
	adds := map[int]string{}
	for i := 0; i < len(ls); i++ {
		if !elementStart(ls[i]) {
			continue
		}
		var run []int // each object's last line, from ls[i] on
		for at := i; at < len(ls) && elementStart(ls[at]) && indent(ls[at].text) == indent(ls[i].text) && ends[at] > 0; at = ends[at] + 1 {
			run = append(run, ends[at])
		}
		if len(run) < jsonRun {
			continue // (an object inside may still hold an array)
		}
		start := i
		var ids []int // the folded objects' id lines, -1 for one with none
		for n, e := range run {
			if n >= jsonShown && n < len(run)-1 && !failingSpan(ls[start:e+1]) && !findingObject(ls[start:e+1]) {
				for k := start; k <= e; k++ {
					if ls[k].shown() {
						ls[k].cls = drop
					}
				}
				ids = append(ids, start+idMember(ls[start:e+1]))
				if ids[len(ids)-1] == start {
					ids[len(ids)-1] = -1
				}
			}
			start = e + 1
		}
		if key, names, ok := idNames(ls, ids); ok {
			adds[run[jsonShown-1]] = nameSummary(key, names, groupPlaces)
			for _, at := range ids {
				ls[at].cls = gone // (said by the note)
			}
		}
		i = run[len(run)-1]
	}
	return withNotes(ls, adds)
}

// idNames is the template and the values of the id lines of the objects
// an array folded (`"id": "…",` and RPT-5026, RPT-5037...): one note under
// the objects shown names every object folded, as the rows a select
// picked are the answer the agent asked for. ok is false where an object
// has none, the lines differ but for their values, or a value would not
// read back from the note (a blank, a bracket).
func idNames(ls []line, ids []int) (string, []string, bool) {
	if len(ids) == 0 {
		return "", nil, false
	}
	var key string
	names := make([]string, 0, len(ids))
	for _, at := range ids {
		if at < 0 {
			return "", nil, false
		}
		t := strings.TrimSpace(ls[at].text)
		name, v, _ := strings.Cut(t, ": ")
		comma := ""
		if strings.HasSuffix(v, ",") {
			v, comma = v[:len(v)-1], ","
		}
		k := name + ": …" + comma
		if len(v) >= 2 && v[0] == '"' && v[len(v)-1] == '"' {
			v, k = v[1:len(v)-1], name+": \"…\""+comma
		}
		if v == "" || len(v) > maxName || strings.ContainsAny(v, " \t|()…\"\\") || key != "" && k != key {
			return "", nil, false
		}
		key = k
		names = append(names, v)
	}
	return key, names, true
}

// idMember is the line of the object ls that names it, its id or its
// name ("id": "RPT-5026", "name": "express"), 0 where none does. Only a
// member of the object's own (not of one inside it) with a value on its
// line.
func idMember(ls []line) int {
	d := -1
	for i := 1; i < len(ls); i++ {
		k, ok := memberKey(ls[i].text)
		if !ok {
			continue
		}
		if d < 0 {
			d = indent(ls[i].text)
		}
		t := strings.TrimSuffix(strings.TrimSpace(ls[i].text), ",")
		if indent(ls[i].text) != d || strings.HasSuffix(t, "{") || strings.HasSuffix(t, "[") {
			continue
		}
		switch l := strings.ToLower(k); {
		case l == "id" || l == "name" || l == "key" || l == "uuid" || l == "slug" || l == "number" || l == "title":
			return i
		case strings.HasSuffix(l, "_id") || strings.HasSuffix(k, "Id") || strings.HasSuffix(k, "ID"):
			return i
		}
	}
	return 0
}

// keepJSONFindings marks the message and the file of each finding of a
// pretty-printed JSON report (findingObject) critical, with its line, as
// the message and place of a text report's finding are: folds of alike lines and arrays
// of objects then leave them, and the other members (ids, columns, the
// rule's name again) fold.
func keepJSONFindings(ls []line) []line {
	ends := elementEnds(ls)
	for i := range ls {
		e := ends[i]
		if e == 0 || strings.TrimSpace(ls[i].text) != "{" || !findingObject(ls[i:e+1]) {
			continue
		}
		for k := i + 1; k < e; k++ {
			key, _ := memberKey(ls[k].text)
			switch strings.ToLower(key) {
			case "message", "msg", "text", "description", "reason", "path", "file", "filename", "filepath", "file_path", "uri",
				"line", "lineno", "line_number", "linenumber", "startline", "row", "start_line", "posn":
				if ls[k].shown() {
					ls[k].cls = keep
				}
			}
		}
		// The keys the finding is under (go vet -json's package, then
		// its analyzer: "printf": [) say what found it, and where.
		d := indentOf(ls[i].text)
		for k := i - 1; k >= 0 && d > 0; k-- {
			t := strings.TrimSpace(ls[k].text)
			if t == "" || indentOf(ls[k].text) >= d {
				continue
			}
			d = indentOf(ls[k].text)
			if _, ok := memberKey(ls[k].text); ok && (strings.HasSuffix(t, "{") || strings.HasSuffix(t, "[")) && ls[k].shown() {
				ls[k].cls = keep
			}
		}
	}
	return ls
}

// findingObject reports whether the object ls is one finding of a
// linter's or a scanner's JSON report (pylint, eslint, semgrep, bandit,
// SARIF results...): a message and the place it is at, a file and a line.
// Each is what the report is for, as each line of a text report is, so it
// stays whole; whatever the words of its message.
func findingObject(ls []line) bool {
	var msg, file, at bool
	for _, l := range ls {
		k, ok := memberKey(l.text)
		if !ok {
			continue
		}
		switch strings.ToLower(k) {
		case "message", "msg", "text", "description", "reason":
			msg = true
		case "path", "file", "filename", "filepath", "file_path", "uri", "filepathname":
			file = true
		case "posn":
			// go vet -json: "posn": "/w/a.go:96:38", the file and the
			// line in one.
			_, v, _ := strings.Cut(l.text, ":")
			file = file || fileLine(strings.Trim(strings.TrimSpace(v), `",`))
			at = at || file
		case "line", "lineno", "line_number", "linenumber", "startline", "row", "start_line":
			at = true
		}
	}
	return msg && file && at
}

// memberKey is the key of a pretty-printed JSON member line (`"key": ...`).
func memberKey(s string) (string, bool) {
	t := strings.TrimSpace(s)
	if len(t) < 4 || t[0] != '"' {
		return "", false
	}
	end := strings.Index(t[1:], "\":")
	if end < 0 || strings.ContainsAny(t[1:1+end], "\"\\") {
		return "", false
	}
	return t[1 : 1+end], true
}

// elementStart reports whether l opens an object or an array of an
// array's elements: "{" or "[" alone on its line.
func elementStart(l line) bool {
	if !l.shown() {
		return false
	}
	t := strings.TrimSpace(l.text)
	return t == "{" || t == "[" || keyedObject(t)
}

// keyedObject reports whether t (trimmed) opens an object as a member's
// value ("retro-budget-0": {): a map of records keyed by their ids folds
// as an array of them does.
func keyedObject(t string) bool {
	if !strings.HasPrefix(t, `"`) || !strings.HasSuffix(t, `": {`) {
		return false
	}
	k := t[1 : len(t)-len(`": {`)]
	return k != "" && !strings.ContainsAny(k, `"\`)
}

// elementEnds gives, for each line of ls that opens a JSON object or
// array, the line that closes it (at its indent, "}" or "]", a comma
// after or not), 0 where none does or a line between is no JSON. One pass
// with a stack: nesting costs nothing more.
func elementEnds(ls []line) []int {
	ends := make([]int, len(ls))
	var open []int
	for j, l := range ls {
		if !l.shown() {
			open = open[:0]
			continue
		}
		t := strings.TrimSpace(l.text)
		if !jsonLine(t) {
			open = open[:0]
			continue
		}
		switch c := strings.TrimSuffix(t, ","); {
		case c == "}" || c == "]":
			if n := len(open); n > 0 && indent(ls[open[n-1]].text) == indent(l.text) {
				ends[open[n-1]] = j
				open = open[:n-1]
			} else {
				open = open[:0]
			}
		case strings.HasSuffix(c, "{") || strings.HasSuffix(c, "["):
			open = append(open, j)
		}
	}
	return ends
}

// jsonLine reports whether t (trimmed) is a line pretty-printed JSON
// holds: a bracket, a key with its value or its opening bracket, or a
// value alone (a string, a number, true, false, null), a comma after.
func jsonLine(t string) bool {
	t = strings.TrimSuffix(t, ",")
	if t == "" {
		return false
	}
	switch t {
	case "{", "}", "[", "]", "{}", "[]", "true", "false", "null":
		return true
	}
	if t[0] == '"' {
		return t[len(t)-1] == '"' || strings.Contains(t, "\": ")
	}
	return t[0] == '-' || isDigit(t[0])
}

// failingSpan reports whether a line of ls says a failure or a warning,
// or was kept by a rule for more than its place.
func failingSpan(ls []line) bool {
	for _, l := range ls {
		if l.shown() && (failingRow(l.text) || l.cls == keep && !placeOnly(l.text)) {
			return true
		}
	}
	return false
}
