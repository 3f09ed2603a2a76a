package reduce

import "strings"

// Headers that say what the lines under them are about, in shapes no
// tool's reducer reads: a plan's entry over its attributes, a check's
// finding at an object, a file's heading over a message, the member that
// names each record of a JSON stream, the entries of an outline listing.

// changeHeader reports whether ls[i] heads one change of a plan: a
// comment ("# aws_s3_bucket.logs will be created", terraform's and
// OpenTofu's) right over a line at its indent that opens with a change
// mark ("+ resource ...", "~", "-/+", "<="), both indented two blanks at
// least (a diff's context line, " # Usage" over " - item", is no such
// header). The header names what changes and how; the attributes under
// it are its details, which fold.
func changeHeader(ls []line, i int) bool {
	t := ls[i].text
	n := indent(t)
	if n < 2 || !strings.HasPrefix(t, "  ") || !strings.HasPrefix(t[n:], "# ") || i+1 >= len(ls) || !ls[i+1].shown() {
		return false
	}
	u := ls[i+1].text
	if indent(u) != n || len(u) > n+200 {
		return false
	}
	for _, mark := range changeMarks {
		if strings.HasPrefix(u[n:], mark) {
			return true
		}
	}
	return false
}

// changeMarks open a change's first line in a plan.
var changeMarks = []string{"+ ", "- ", "~ ", "-/+ ", "+/- ", "<= "}

// codedFinding reports whether s is a check's finding at an object, with
// its code in parentheses before its message ("?: (security.W012)
// SESSION_COOKIE_SECURE is not set ...", "orders.Order: (models.E001)
// ...", as Django's system checks write them): what the check found,
// whatever its words say. The code is a check's (capitals and digits,
// "W012"), behind dotted names or alone.
func codedFinding(s string) bool {
	if s == "" || s[0] == ' ' || s[0] == '\t' {
		return false
	}
	i := strings.Index(s, ": (")
	if i <= 0 || i > 120 {
		return false
	}
	code, msg, ok := strings.Cut(s[i+3:], ") ")
	if !ok || strings.TrimSpace(msg) == "" || len(code) > 40 {
		return false
	}
	last := code[strings.LastIndexByte(code, '.')+1:]
	for _, c := range code[:len(code)-len(last)] {
		if !(c == '.' || c == '_' || c < 0x80 && isLetter(byte(c))) {
			return false
		}
	}
	return isFindingCode(last)
}

// pathRuleHeading reports whether ls[i] is a file's heading drawn as a
// titled rule (biome's "src/cart.js format ━━━━━━━━", the category of
// what follows between the path and the rule) over a kept message, up to
// two blank lines below it: the heading is the only line that says which
// file the message is about.
func pathRuleHeading(ls []line, i int) bool {
	t := ls[i].text
	if t == "" || t[0] == ' ' || !strings.HasSuffix(t, "━━━━━━━━") && !strings.HasSuffix(t, "────────") {
		return false
	}
	f, _, _ := strings.Cut(t, " ")
	if !strings.Contains(f, "/") && !fileExt(f) {
		return false
	}
	for j := i + 1; j < len(ls) && j <= i+3; j++ {
		if !ls[j].shown() {
			return false
		}
		if strings.TrimSpace(ls[j].text) != "" {
			return ls[j].cls == keep
		}
	}
	return false
}

// fileExt reports whether w ends in a file's extension (".js", ".tsx").
func fileExt(w string) bool {
	k := strings.LastIndexByte(w, '.')
	if k <= 0 || k >= len(w)-1 || len(w)-k > 6 {
		return false
	}
	for j := k + 1; j < len(w); j++ {
		if !isLetter(w[j]) && !isDigit(w[j]) {
			return false
		}
	}
	return isLetter(w[k+1])
}

// recordNameMin is the fewest JSON objects in a row whose naming member
// keepRecordNames keeps.
const recordNameMin = 3

// keepRecordNames keeps, of three or more pretty-printed JSON objects in
// a row (a stream, as go list -json and jq print them, or an array's
// elements), the member that names each: a string member every object
// has, with a value of its own in each, preferably one whose key says it
// is a name or an id ("ImportPath", "name", "id"). What else an object
// holds may fold; which record it is stays. (A longer run is an array
// foldJSONArrays samples: its first objects show the records' shape.)
func keepRecordNames(ls []line) []line {
	ends := elementEnds(ls)
	for i := 0; i < len(ls); i++ {
		if ends[i] == 0 || strings.TrimSpace(ls[i].text) != "{" {
			continue
		}
		var objs [][2]int
		for at := i; at < len(ls) && ends[at] > 0 && strings.TrimSpace(ls[at].text) == "{" && indent(ls[at].text) == indent(ls[i].text); at = ends[at] + 1 {
			objs = append(objs, [2]int{at, ends[at]})
		}
		if len(objs) >= recordNameMin && len(objs) < jsonRun {
			raiseRecordNames(ls, objs)
		}
		i = objs[len(objs)-1][1]
	}
	return ls
}

// raiseRecordNames keeps the naming member of each object (see
// keepRecordNames).
func raiseRecordNames(ls []line, objs [][2]int) {
	type member struct {
		at    int
		value string
	}
	members := make([]map[string]member, len(objs))
	var order []string // the first object's string members, in order
	for n, o := range objs {
		members[n] = map[string]member{}
		if o[1] <= o[0]+1 {
			return
		}
		in := indent(ls[o[0]+1].text)
		for k := o[0] + 1; k < o[1]; k++ {
			t := ls[k].text
			if indent(t) != in {
				continue
			}
			key, ok := memberKey(t)
			if !ok {
				continue
			}
			v := strings.TrimSpace(t[strings.Index(t, `":`)+2:])
			if !strings.HasPrefix(v, `"`) {
				continue
			}
			members[n][key] = member{k, v}
			if n == 0 {
				order = append(order, key)
			}
		}
	}
	name := ""
	for _, key := range order {
		seen := map[string]bool{}
		for n := range objs {
			m, ok := members[n][key]
			if !ok || seen[m.value] {
				seen = nil
				break
			}
			seen[m.value] = true
		}
		if seen == nil {
			continue
		}
		if name == "" {
			name = key
		}
		if namingKey(key) {
			name = key
			break
		}
	}
	if name == "" {
		return
	}
	for n := range objs {
		raise(ls, members[n][name].at)
	}
}

// namingKey reports whether a JSON key says its value names the record
// ("name", "ImportPath", "id", "title").
func namingKey(k string) bool {
	k = strings.ToLower(k)
	return strings.Contains(k, "name") || strings.HasSuffix(k, "path") || strings.HasSuffix(k, "id") || k == "key" || k == "title" || k == "slug"
}
