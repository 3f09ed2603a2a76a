package reduce

import (
	"slices"
	"strconv"
	"strings"
)

// templateRun is how many lines of one template in a row make a run worth
// folding; templateShown how many of its first lines stay (its last one
// stays too) to show what the others were.
const (
	templateRun   = 8
	templateShown = 2
)

// progressRun is how many lines of one template in a row whose numbers
// only grow (elapsed time, counts done: progress a later line supersedes)
// fold to their first and last line.
const progressRun = 4

// templateDominant is the share (in twentieths) a value of a numeric field
// must have in a template's lines for the lines with another value there
// to break the template (a 404 among 200s).
const templateDominant = 17

// templateKinds is how many values at most a numeric field may hold, in
// all of a template's lines, to read as a kind (a status, an exit code)
// rather than a measure: then every line with a value other than its most
// common one breaks the template, however many there are (500s among
// 200s, three in ten).
const templateKinds = 4

// foldTemplateRuns folds a run of lines of one template: the same words
// and punctuation, other numbers, dates, IPs, paths and ids (an access
// log's requests, a syscall trace's opens, a package manager's unpacking
// lines). The first lines and the last stay and the markers count the
// rest. A line that breaks the template stays with a neighbour on each
// side: another template (an error among the records) ends the run, and
// so does, in a numeric field that nearly always holds one value (a
// status, an exit code), another value, which is kept. Only lines no rule
// has ranked (normal) fold: what a reducer keeps stays kept. Source code
// and config rarely have eight lines in a row alike but for numbers and
// paths, so a printed file stays whole (see templateKey); where the lines
// are a printed file (printed), a record must also start as one does, with
// a digit (a stamp, an address, a pid) or a path, or be a JSON object on
// one line (see jsonKey): a line of code starts with a word or a mark.
func foldTemplateRuns(ls []line, printed bool) []line {
	if len(ls) < templateRun {
		return ls
	}
	keys := make([]string, len(ls))
	count := map[string]int{}
	for i, l := range ls {
		// (A line an earlier fold dropped counts too: one that breaks
		// its template comes back, as a 1 among 0s must.)
		if l.shown() && l.cls != keep {
			keys[i] = templateKey(l.text)
			if f := strings.TrimLeft(l.text, " \t"); printed && f != "" && (f[0] < '0' || f[0] > '9') && !(len(f) > 1 && f[0] == '/' && asciiLetter(rune(f[1]))) && jsonKey(f) == "" {
				keys[i] = ""
			}
			if keys[i] != "" {
				count[keys[i]]++
			}
		}
	}
	odd := oddValues(ls, keys, count)
	back := map[string]bool{} // the lines brought back for a rare value
	for i := 0; i < len(ls); {
		k := keys[i]
		if k == "" || count[k] < progressRun {
			i++
			continue
		}
		j := i + 1
		for j < len(ls) && (keys[j] == k || !ls[j].shown() && ls[j].gap == 0) {
			j++
		}
		for j-1 > i && keys[j-1] != k {
			j--
		}
		if j-i >= templateRun {
			for n := i + templateShown; n < j-1; n++ {
				if ls[n].shown() && odd[n] == 0 && odd[n-1] != rareValue && odd[n+1] != rareValue {
					ls[n].cls = drop
				}
			}
			for n := i; n < j; n++ {
				// (A line another fold dropped comes back only for a
				// rare value: a count column of a table holds few
				// values too, and its rows are no failures.)
				// (A repeat an earlier fold dropped, word for word one
				// brought back before, stays dropped: that one says it.)
				if odd[n] == rareValue && !(ls[n].cls == drop && back[ls[n].text]) || odd[n] == otherKind && ls[n].cls == normal {
					ls[n].cls = keep
					back[ls[n].text] = true
				}
			}
		} else if j-i >= progressRun && rising(ls[i:j]) {
			for n := i + 1; n < j-1; n++ {
				if ls[n].shown() {
					ls[n].cls = drop
				}
			}
		}
		i = j
	}
	return ls
}

// templateKey is a line's template: its indent and its words, each word
// with a digit, a slash or a backslash (a number, a date, an IP, a path,
// an id) written "*" and a key=value's value "*". "" when the line is no
// record: fewer than three words, none of them variable, or none of them
// a word with a letter left (bare data, a list of paths), or a line of
// code or data: one that ends as a statement or an element does (",", ";",
// "{", "(", "[") or starts as a literal does ("{", a quote), or whose words
// mostly end in a comma (a CSV row).
func templateKey(s string) string {
	if k := jsonKey(s); k != "" {
		return k
	}
	f := strings.Fields(s)
	if len(f) == 2 && sizedPath(f[0], f[1]) {
		return s[:indent(s)] + "* path" // du's, wc -l's, a checksum's rows
	}
	if len(f) < 3 || strings.ContainsRune(",;{([", rune(s[len(s)-1])) || strings.ContainsRune("{\"'`", rune(f[0][0])) {
		return ""
	}
	commas := 0
	for _, w := range f {
		if strings.HasSuffix(w, ",") {
			commas++
		}
	}
	if commas*2 > len(f) {
		return "" // a row of comma-separated data, not a record
	}
	vars, letters := 0, false
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:indent(s)])
	for i, w := range f {
		if i > 0 {
			b.WriteByte(' ')
		}
		switch {
		case callHead(w) > 0:
			// A call whose arguments are numbers (ltrace's
			// "ringtool->strtol(0x7ffc9242595a,"): its name is a word.
			b.WriteString(w[:callHead(w)+1])
			b.WriteByte('*')
			vars++
			letters = true
		case strings.ContainsAny(w, "0123456789/\\"):
			b.WriteByte('*')
			vars++
		case strings.IndexByte(w, '=') > 0:
			b.WriteString(w[:strings.IndexByte(w, '=')+1])
			b.WriteByte('*')
			vars++
		default:
			b.WriteString(w)
			letters = letters || strings.IndexFunc(w, asciiLetter) >= 0
		}
	}
	if vars == 0 || !letters {
		return ""
	}
	return b.String()
}

// callHead returns where the '(' is in w when w is a call's name and its
// first argument, a number ("strtol(0x7ffc9242595a,", "malloc(32)"): a
// name of letters (and "->", "_", ".", ":") before it, digits after. 0 for
// any other word.
func callHead(w string) int {
	k := strings.IndexByte(w, '(')
	if k <= 0 || k+1 >= len(w) || !isDigit(w[k+1]) {
		return 0
	}
	for i := 0; i < k; i++ {
		if c := w[i]; !asciiLetter(rune(c)) && !strings.ContainsRune("_.:->", rune(c)) {
			return 0
		}
	}
	return k
}

// sizedPath reports whether n and p are a row of a listing that measures
// files: a size, a count or a checksum ("1.5M", "120", "9f86d0…"), then a
// path with a folder ("node_modules/rollup/dist"). A list of bare paths
// is no such row: a checker's list of files to fix (gofmt -l) is its
// findings.
func sizedPath(n, p string) bool {
	if !strings.ContainsRune(p, '/') || strings.Contains(p, "://") || n == "" || !isDigit(n[0]) && !isHex(n) {
		return false
	}
	for i := 0; i < len(n); i++ {
		if c := n[i]; !isDigit(c) && !strings.ContainsRune(".,KMGTPkBb", rune(c)) && !(c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// jsonKey is the template of a JSON object on one line (a JSON-lines
// record, jq -c's output): its keys and punctuation, each number written
// "*" and, in each string value, each word with a digit or a slash; a
// value of words ("level":"error") stays, as a word does in templateKey. "" for any other line, and for an
// object with fewer than two keys.
func jsonKey(s string) string {
	t := strings.TrimSpace(s)
	if len(t) < 2 || t[0] != '{' || t[len(t)-1] != '}' || strings.Count(t, "\":") < 2 {
		return ""
	}
	var b strings.Builder
	b.Grow(len(t))
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case c == '"':
			j := i + 1
			for j < len(t) && t[j] != '"' {
				if t[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(t) {
				return ""
			}
			j++
			if j < len(t) && t[j] == ':' || !strings.ContainsAny(t[i:j], "0123456789/\\") {
				b.WriteString(t[i:j]) // a key, or words ("level":"error")
			} else {
				// A text with numbers or paths: its words stay, as in
				// templateKey ("user * logged in" is not "user * failed").
				for n, w := range strings.Fields(t[i:j]) {
					if n > 0 {
						b.WriteByte(' ')
					}
					if strings.ContainsAny(w, "0123456789/\\") {
						w = "*"
					}
					b.WriteString(w)
				}
			}
			i = j
		case c == '-' || isDigit(c):
			for i < len(t) && (isDigit(t[i]) || strings.IndexByte("-+.eE", t[i]) >= 0) {
				i++
			}
			b.WriteByte('*')
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// rising reports whether the numbers of ls, read in order along each line
// and compared line to line as a whole (a time's hours before its minutes),
// never go down and end higher than they start: progress, each line
// superseding the one before.
func rising(ls []line) bool {
	var prev []uint64
	var first []uint64
	for _, l := range ls {
		if !l.shown() {
			continue
		}
		ns := lineNumbers(l.text)
		if prev != nil && slices.Compare(ns, prev) < 0 {
			return false
		}
		if first == nil {
			first = ns
		}
		prev = ns
	}
	return slices.Compare(prev, first) > 0
}

// lineNumbers is the runs of digits of s, as numbers (up to 18 digits).
func lineNumbers(s string) []uint64 {
	ns := []uint64{}
	for i := 0; i < len(s); {
		if !isDigit(s[i]) {
			i++
			continue
		}
		var v uint64
		for n := 0; i < len(s) && isDigit(s[i]); i, n = i+1, n+1 {
			if n < 18 {
				v = v*10 + uint64(s[i]-'0')
			}
		}
		ns = append(ns, v)
	}
	return ns
}

func asciiLetter(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }

// How a line breaks its template (oddValues): with a value few lines
// have, it stays with a line on each side; with another kind, it stays.
const (
	otherKind uint8 = 1 + iota
	rareValue
)

// oddValues marks the lines of a frequent template whose value in a field
// of digits alone differs from the one nearly all its lines hold there, or
// from the most common one where the field holds few values (see
// templateKinds).
func oddValues(ls []line, keys []string, count map[string]int) []uint8 {
	type field struct{ key, pos string }
	vals := map[field]map[string]int{}
	fieldsOf := func(i int) (out [][2]string) {
		for n, w := range strings.Fields(ls[i].text) {
			w = strings.Trim(w, ",;:()[]") // ("Failures: 1,")
			if w != "" && strings.Trim(w, "0123456789") == "" {
				out = append(out, [2]string{strconv.Itoa(n), w})
			}
		}
		return out
	}
	for i, k := range keys {
		if k == "" || count[k] < templateRun {
			continue
		}
		for _, fv := range fieldsOf(i) {
			f := field{k, fv[0]}
			if vals[f] == nil {
				vals[f] = map[string]int{}
			}
			vals[f][fv[1]]++
		}
	}
	top := make(map[field]int, len(vals))
	for f, vs := range vals {
		for _, c := range vs {
			top[f] = max(top[f], c)
		}
	}
	odd := make([]uint8, len(ls))
	for i, k := range keys {
		if k == "" || count[k] < templateRun {
			continue
		}
		for _, fv := range fieldsOf(i) {
			f := field{k, fv[0]}
			t := top[f]
			switch {
			case vals[f][fv[1]] == t:
			case t*20 >= count[k]*templateDominant:
				odd[i] = rareValue
			case len(vals[f]) <= templateKinds:
				odd[i] = max(odd[i], otherKind)
			}
		}
	}
	return odd
}
