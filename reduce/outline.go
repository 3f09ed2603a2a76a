package reduce

import "strings"

// outlineMin is the fewest paragraphs of one shape in a row whose titles
// keepParagraphTitles keeps.
const outlineMin = 4

// keepParagraphTitles keeps the first line of each paragraph in a run of
// paragraphs (between blank lines) whose titles share one shape but name
// different things: a report of one block per finding, such as `npm
// audit`'s ("lodash  <4.17.21" over its severity, advisory and path). The
// budget may take the rest of each block, but every block's title, the
// name the agent asked about, stays. Paragraphs whose titles differ only
// in their numbers and addresses (a goroutine dump's "goroutine 7 [chan
// receive]:", a thread dump's "pool-1-thread-7" ... "tid=0x7f3b2c0a1000")
// name nothing new and are left to the folds of repeats. A title alone
// over indented paragraphs stays even when a rule dropped it as noise (a
// test runner's reducer reads "tests/t.py::test_x:" as a test's id): what
// is under it is about it.
func keepParagraphTitles(ls []line) []line {
	type para struct {
		first int
		shape string // (titleShape)
		title string
		body  bool // (a title alone over indented paragraphs)
	}
	var run []para
	flush := func() {
		if len(run) >= outlineMin {
			titles := map[string]bool{}
			for _, p := range run {
				titles[p.title] = true
			}
			if len(titles) == len(run) {
				for _, p := range run {
					if ls[p.first].cls == normal || ls[p.first].cls == drop && p.body {
						ls[p.first].cls = keep
					}
				}
			}
		}
		run = run[:0]
	}
	for i := 0; i < len(ls); {
		if blankLine(ls[i]) || !ls[i].shown() {
			i++
			continue
		}
		j := i
		lines, second := 0, ""
		for ; j < len(ls) && !blankLine(ls[j]); j++ {
			if ls[j].shown() {
				if lines++; lines == 2 {
					// The shape of the line under the title: npm audit's
					// "Severity:", and a key-value section's "key:value"
					// (redis-cli INFO's "# Clients" over
					// "connected_clients:1"), whose keys differ.
					second, _, _ = strings.Cut(strings.TrimSpace(ls[j].text), " ")
					second = titleShape(second)
				}
			}
		}
		body := false
		if lines == 1 && indent(ls[i].text) == 0 {
			// A title alone over indented paragraphs (hypothesis's
			// statistics: "tests/t.py::test_x:", a blank, then each
			// phase's lines): the block runs to the next line that is
			// not indented.
			k := j
			for k < len(ls) && (blankLine(ls[k]) || !ls[k].shown()) {
				k++
			}
			if k > j && k < len(ls) && indent(ls[k].text) > 0 {
				second, _, _ = strings.Cut(strings.TrimSpace(ls[k].text), " ")
				second = titleShape(second)
				for lines = 2; k < len(ls) && (blankLine(ls[k]) || !ls[k].shown() || indent(ls[k].text) > 0); k++ {
				}
				j, body = k, true
			}
		}
		// A block's shape: its title's, each word a "w" (the names and
		// versions differ from block to block), and the first word of
		// the line under it ("Severity:").
		p := para{first: i, shape: titleShape(ls[i].text) + "\n" + second, title: lettersOf(ls[i].text), body: body}
		if lines < 2 || indent(ls[i].text) > 0 || len(run) > 0 && run[0].shape != p.shape {
			flush()
		}
		if lines >= 2 && indent(ls[i].text) == 0 {
			run = append(run, p)
		}
		i = j
	}
	flush()
	return ls
}

// keepExpandedRows keeps each separator of a vertical record listing (a
// database client's expanded rows: mysql's "*** 2. row ***", psql -x's
// "-[ RECORD 2 ]---+---"), when there are at least three records, with
// the field that names each record: the first whose values differ from
// record to record and hold a letter (pg_stat's relname, SHOW TABLE
// STATUS's Name; not an id's number, not a schema every row shares), or
// else the first field. The budget may take the rest of each record;
// which rows came back stays readable.
func keepExpandedRows(ls []line) []line {
	var seps []int
	for i, l := range ls {
		if l.shown() && recordSeparator(l.text) {
			seps = append(seps, i)
		}
	}
	if len(seps) < 3 {
		return ls
	}
	type field struct {
		at         int
		key, value string
	}
	records := make([][]field, len(seps))
	values := map[string]map[string]bool{} // key -> the values seen
	var keys []string
	for r, i := range seps {
		for j := i + 1; j < len(ls) && !recordSeparator(ls[j].text) && len(records[r]) < 64; j++ {
			k, v, ok := recordField(ls[j].text)
			if !ok || !ls[j].shown() {
				continue
			}
			records[r] = append(records[r], field{j, k, v})
			if values[k] == nil {
				values[k] = map[string]bool{}
				keys = append(keys, k)
			}
			values[k][v] = true
		}
	}
	name := ""
	for _, k := range keys {
		if len(values[k]) > 1 && len(values[k]) >= len(seps)*3/4 {
			for v := range values[k] {
				if strings.IndexFunc(v, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }) >= 0 {
					name = k
				}
				break
			}
		}
		if name != "" {
			break
		}
	}
	for r, i := range seps {
		if ls[i].cls == normal {
			ls[i].cls = keep
		}
		for n, f := range records[r] {
			if f.key == name || name == "" && n == 0 {
				if ls[f.at].cls == normal {
					ls[f.at].cls = keep
				}
				break
			}
		}
	}
	return ls
}

// recordField splits a field line of an expanded record: psql's "key |
// value", mysql's right-aligned "key: value".
func recordField(s string) (key, value string, ok bool) {
	if k, v, found := strings.Cut(s, " | "); found && !strings.Contains(k, "|") {
		return strings.TrimSpace(k), strings.TrimSpace(v), strings.TrimSpace(k) != ""
	}
	if k, v, found := strings.Cut(s, ": "); found && !strings.ContainsAny(strings.TrimSpace(k), " \t") {
		return strings.TrimSpace(k), strings.TrimSpace(v), strings.TrimSpace(k) != ""
	}
	return "", "", false
}

// keepFileHeads keeps the heads of the blocks of a dump that joins files
// (nginx -T's "# configuration file /etc/nginx/conf.d/api.conf:", a
// "==> log/app.log <==" of tail over several files): lines at the margin
// alike but for the one path each names, three or more, each over a block
// of at least two lines. Which file each block came from stays, whatever
// the budget takes of the blocks; a listing of paths, a line a path, is
// left to the folds.
func keepFileHeads(ls []line) []line {
	type head struct {
		at   int
		path string
	}
	byShape := map[string][]head{}
	var shapes []string
	for i, l := range ls {
		t := l.text
		if !l.shown() || t == "" || t[0] == ' ' || t[0] == '\t' || len(t) > 200 {
			continue
		}
		if !strings.ContainsRune("#=*-<[", rune(t[0])) && !strings.HasSuffix(t, ":") {
			continue // a head is marked as one ("# ...", "==> ... <==") or ends in a colon; a command echo is none
		}
		f := strings.Fields(t)
		k := -1
		for j, w := range f {
			if strings.Count(w, "/") >= 1 && strings.IndexByte(w, '.') > 0 && len(w) > 3 {
				k = j
				break
			}
		}
		if k < 0 {
			continue
		}
		p := strings.Trim(f[k], ":\"'()[]<>,")
		f[k] = "\x00"
		shape := strings.Join(f, " ")
		if _, ok := byShape[shape]; !ok {
			shapes = append(shapes, shape)
		}
		if len(byShape[shape]) < 256 {
			byShape[shape] = append(byShape[shape], head{i, p})
		}
	}
	for _, sh := range shapes {
		hs := byShape[sh]
		if len(hs) < 3 || len(hs) > 64 {
			continue
		}
		paths := map[string]bool{}
		blocks := true
		for n, h := range hs {
			paths[h.path] = true
			end := len(ls)
			if n+1 < len(hs) {
				end = hs[n+1].at
			}
			body := 0
			for j := h.at + 1; j < end && body < 2; j++ {
				if strings.TrimSpace(ls[j].text) != "" {
					body++
				}
			}
			if body < 2 {
				blocks = false
				break
			}
		}
		if !blocks || len(paths) != len(hs) {
			continue
		}
		for _, h := range hs {
			if ls[h.at].cls == normal {
				ls[h.at].cls = keep
			}
		}
	}
	return ls
}

// keepSQLHeads keeps the statement heads of SQL a tool prints (pg_dump
// --schema-only, SHOW CREATE TABLE, Alembic's --sql, Django's sqlmigrate):
// each CREATE, ALTER and DROP at the margin, the constraints inside a
// table's definition, and the comments that title a migration's part
// ("-- Running upgrade a -> b", "-- Add field owner to vessel"), when
// two statements or more open at the margin. Which tables, types,
// indexes and keys the schema holds stays, whatever the budget takes of
// the column lists and options.
func keepSQLHeads(ls []line) []line {
	stmts := 0
	for _, l := range ls {
		if l.shown() && sqlHead(sqlUnlabel(l.text)) {
			if stmts++; stmts >= 2 {
				break
			}
		}
	}
	if stmts < 2 {
		return ls
	}
	for i, l := range ls {
		if !l.shown() || l.cls != normal {
			continue
		}
		t := sqlUnlabel(l.text)
		trim := strings.TrimSpace(t)
		switch {
		case sqlHead(t),
			strings.HasPrefix(trim, "ADD CONSTRAINT ") || strings.HasPrefix(trim, "CONSTRAINT "),
			strings.HasPrefix(t, "-- ") && len(t) > 4 && isLetter(t[3]) && !strings.Contains(t, "; Type: ") &&
				!strings.HasPrefix(t, "-- Dumped ") && !strings.HasPrefix(t, "-- PostgreSQL database dump"):
			ls[i].cls = keep
		}
	}
	return ls
}

// sqlUnlabel drops mysql's field label before a statement ("Create
// Table: CREATE TABLE `plots` (").
func sqlUnlabel(s string) string {
	if k, v, ok := strings.Cut(s, ": CREATE "); ok && !strings.Contains(k, " ") || ok && len(k) < 20 && strings.HasPrefix(strings.TrimSpace(k), "Create ") {
		return "CREATE " + v
	}
	return s
}

// sqlHead reports a statement opening at the margin that changes the
// schema.
func sqlHead(s string) bool {
	for _, h := range []string{"CREATE TABLE ", "CREATE TYPE ", "CREATE INDEX ", "CREATE UNIQUE INDEX ", "CREATE SEQUENCE ", "CREATE VIEW ",
		"CREATE MATERIALIZED VIEW ", "CREATE FUNCTION ", "CREATE OR REPLACE ", "CREATE TRIGGER ", "CREATE EXTENSION ", "CREATE SCHEMA ",
		"ALTER TABLE ", "ALTER TYPE ", "DROP TABLE ", "DROP INDEX ", "DROP TYPE ", "DROP VIEW "} {
		if strings.HasPrefix(s, h) {
			return true
		}
	}
	return false
}

// recordSeparator reports a line that parts expanded records: a run of
// stars or dashes around a record number ("*************************** 3.
// row ***************************", "-[ RECORD 3 ]-------+--------").
func recordSeparator(s string) bool {
	t := strings.TrimSpace(s)
	if len(t) < 12 || len(t) > 200 {
		return false
	}
	switch {
	case strings.HasPrefix(t, "*****") && strings.HasSuffix(t, "*****") && strings.Contains(t, ". row "):
		return true
	case strings.HasPrefix(t, "-[ RECORD ") && strings.Contains(t, "]-"):
		return true
	}
	return false
}

// titleShape is s with each run of letters, digits and the like written
// "w": the punctuation and spacing that give a title its shape.
func titleShape(s string) string {
	var b strings.Builder
	in := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isWord(c) || c == '.' || c == '-' || c >= 0x80 {
			if !in {
				b.WriteByte('w')
			}
			in = true
			continue
		}
		in = false
		b.WriteByte(c)
	}
	return b.String()
}

// lettersOf is s without its numbers, hex addresses and digits: what a
// title says apart from counting.
func lettersOf(s string) string {
	n := numbersOut(s)
	var b strings.Builder
	b.Grow(len(n))
	for i := 0; i < len(n); i++ {
		if !isDigit(n[i]) && n[i] != '#' {
			b.WriteByte(n[i])
		}
	}
	return b.String()
}

// outlineWhole is the most lines of an outline listing kept whole.
const outlineWhole = 100

// keepOutline keeps an outline listing the agent asked for (Django's
// `migrate --plan` and `showmigrations`: "auth.0002_alter_permission_name"
// at the margin, its operations indented under it): an output, under at
// most a heading ending in ":", of entries that are one word each at the
// margin, four at least, with indented lines under some of them and
// nothing else. It holds no failure to reduce around: every line is what
// was asked for. Past outlineWhole lines, every entry stays and the
// indented lines under them are left to the budget.
func keepOutline(ls []line) []line {
	entries, nested, n := 0, 0, 0
	for _, l := range ls {
		t := l.text
		if !l.shown() || strings.TrimSpace(t) == "" {
			continue
		}
		n++
		switch {
		case indent(t) > 0:
			if entries == 0 {
				return ls
			}
			nested++
		case n == 1 && strings.HasSuffix(t, ":"):
		case strings.ContainsAny(t, " \t") || strings.HasSuffix(t, ":"):
			return ls
		default:
			entries++
		}
	}
	if entries < outlineMin || nested == 0 {
		return ls
	}
	for i, l := range ls {
		if l.shown() && strings.TrimSpace(l.text) != "" && (n <= outlineWhole || indent(l.text) == 0) {
			raise(ls, i)
		}
	}
	return ls
}

// keepReportTitles keeps the titles of a program's report, three at least
// and up to reportTitlesMax, wherever its sections' rows go: a line at the
// margin set between rules ("== describe ==", "--- gains ---") or a short
// one ending in ":" right over its section's first line ("Levels on CD:"
// over a table). A folded table or a sampled run of rows is read by the
// title over it.
func keepReportTitles(ls []line) []line {
	var titles []int
	for i, l := range ls {
		if !l.shown() || l.cls == drop || !reportTitle(l.text) {
			continue
		}
		if !ruledTitle(l.text) && (i+1 >= len(ls) || strings.TrimSpace(ls[i+1].text) == "" || marginField(ls[i+1].text)) {
			continue // (a label's line needs its section right under it, not another field: pip show's "Requires:")
		}
		if titles = append(titles, i); len(titles) > reportTitlesMax {
			return ls
		}
	}
	if len(titles) < 3 {
		return ls
	}
	for _, i := range titles {
		ls[i].cls = keep
	}
	return ls
}

// reportTitlesMax bounds the titles keepReportTitles keeps: past it, the
// lines are a listing's, not a report's sections.
const reportTitlesMax = 40

// reportTitle reports whether s reads as a section's title: at the
// margin, short, words, and either set between rules or ending in ":".
func reportTitle(s string) bool {
	if len(s) < 3 || len(s) > 60 || indent(s) > 0 || !isLetter(s[0]) && s[0] != '=' && s[0] != '-' && s[0] != '#' {
		return false
	}
	if ruledTitle(s) {
		return true
	}
	t := strings.TrimSuffix(s, ":")
	return len(t) < len(s) && isLetter(t[0]) && !strings.Contains(t, ": ") && !strings.ContainsAny(t, "/\\=[]{}") && letterWords(t) > 0
}

// ruledTitle reports whether s is a title set between rules of two or
// more '=', '-' or '#': "== describe ==", "--- gains ---", "=== totals
// ===".
func ruledTitle(s string) bool {
	if len(s) < 5 || strings.IndexByte("=-#", s[0]) < 0 {
		return false
	}
	r := s[:1]
	in := strings.Trim(s, r)
	lead := len(s) - len(strings.TrimLeft(s, r))
	trail := len(s) - len(strings.TrimRight(s, r))
	return lead >= 2 && trail >= 2 && strings.HasPrefix(in, " ") && strings.HasSuffix(in, " ") && letterWords(in) > 0
}

// marginField reports whether s is a record's field at the margin, a
// name and a colon ("Required-by:", "Version: 3.1.0").
func marginField(s string) bool {
	name, _, ok := strings.Cut(s, ":")
	return ok && name != "" && indent(s) == 0 && isLetter(name[0]) && !strings.ContainsAny(name, " \t") && len(name) <= 30
}
