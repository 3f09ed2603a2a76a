package narrate

import (
	"strings"
	"unicode/utf8"
)

// Matching phrases as whole words, without regular expressions. The
// phrase sets are fixed lists of words; compiling them as regular
// expressions cost a hook process more than judging a long message, and
// searching a sentence for one alternation cost more than a few
// strings.Index calls. A word boundary is the one `\b` draws: between an
// ASCII letter, digit or underscore and anything else, so "ok" stands
// alone in "ok, ..." and "ok—" but not in "okay".

// wordByte reports whether b is part of a word for the boundaries below.
func wordByte(b byte) bool {
	return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// startsWord and endsWord report whether a word that starts or ends at
// s[i] stands alone there. The phrases matched here start and end with a
// letter, so only the byte on the other side is tested.
func startsWord(s string, i int) bool { return i == 0 || !wordByte(s[i-1]) }
func endsWord(s string, i int) bool   { return i == len(s) || !wordByte(s[i]) }

// opens returns the length of the first of ps that opens s as whole
// words, or 0.
func opens(s string, ps []string) int {
	for _, p := range ps {
		if strings.HasPrefix(s, p) && endsWord(s, len(p)) {
			return len(p)
		}
	}
	return 0
}

// findWords returns where the first of ps to occur in s as whole words
// starts, or -1.
func findWords(s string, ps []string) int {
	best := -1
	for _, p := range ps {
		for off := 0; off < len(s); {
			j := strings.Index(s[off:], p)
			if j < 0 {
				break
			}
			j += off
			if best >= 0 && j >= best {
				break
			}
			if startsWord(s, j) && endsWord(s, j+len(p)) {
				best = j
				break
			}
			off = j + 1
		}
	}
	return best
}

func hasWords(s string, ps []string) bool { return findWords(s, ps) >= 0 }

// space is a byte `\s` matches.
func space(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r' }

// skipSpace returns the index of the first byte at or after i that is not
// a space.
func skipSpace(s string, i int) int {
	for i < len(s) && space(s[i]) {
		i++
	}
	return i
}

// wordEnd returns the end of the run of word bytes starting at i.
func wordEnd(s string, i int) int {
	for i < len(s) && wordByte(s[i]) {
		i++
	}
	return i
}

// edWord reports whether the run of word bytes s[i:j] is a past form by
// its spelling: at least one byte before a final "ed".
func edWord(s string, i, j int) bool { return j-i >= 3 && s[j-2:j] == "ed" }

// dropInterjections removes the interjections opening a sentence ("Sure!
// I'll ...", "Good catch — fixing that now"), with the punctuation and
// spaces after each.
func dropInterjections(s string) string {
	for {
		n := opens(s, interjectionWords)
		if n == 0 {
			n = stepNumber(s)
		}
		if n == 0 {
			return s
		}
		s = s[n:]
	sep:
		for len(s) > 0 {
			switch {
			case space(s[0]) || strings.IndexByte(",!.:;-", s[0]) >= 0:
				s = s[1:]
			case strings.HasPrefix(s, "\u2014"), strings.HasPrefix(s, "\u2013"):
				s = s[len("\u2014"):]
			default:
				break sep
			}
		}
	}
}

// stepNumber returns the length of "step 3" opening s as whole words, or 0.
func stepNumber(s string) int {
	if !strings.HasPrefix(s, "step ") {
		return 0
	}
	i := len("step ")
	j := i
	for j < len(s) && '0' <= s[j] && s[j] <= '9' {
		j++
	}
	if j == i || !endsWord(s, j) {
		return 0
	}
	return j
}

// dropIndirect removes every indirect question ("see if", "check
// whether"): its "if" is part of the action, not a condition on it.
func dropIndirect(s string) string { return dropEach(s, indirectAt) }

// dropEach removes from s every span that at (given the text from a word's
// start) says opens there, by its length (0: none).
func dropEach(s string, at func(string) int) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(s); i++ {
		if !startsWord(s, i) {
			continue
		}
		n := at(s[i:])
		if n == 0 {
			continue
		}
		b.WriteString(s[last:i])
		last = i + n
		i += n - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// indirectAt returns the length of the indirect question opening s, or 0.
func indirectAt(s string) int {
	for _, v := range indirectVerbs {
		if !strings.HasPrefix(s, v) {
			continue
		}
		k := skipSpace(s, len(v))
		if k == len(v) {
			return 0
		}
		for _, c := range []string{"if", "whether"} {
			if strings.HasPrefix(s[k:], c) && endsWord(s, k+len(c)) {
				return k + len(c)
			}
		}
		return 0
	}
	return 0
}

// userImperative reports whether a sentence opens with an imperative
// addressed to the user, after an optional "please".
func userImperative(s string) bool {
	if rest, ok := strings.CutPrefix(s, "please"); ok {
		if k := skipSpace(rest, 0); k > 0 && opens(rest[k:], imperativeVerbs) > 0 {
			return true
		}
	}
	return opens(s, imperativeVerbs) > 0
}

// dropPassives removes every passive ("is fixed", "got merged"): a
// participle after "be" or "get" reports no act of the speaker's.
func dropPassives(s string) string { return dropEach(s, passiveAt) }

// passiveAt returns the length of the passive opening s, or 0.
func passiveAt(s string) int {
	for _, aux := range []string{"is", "are", "be", "been", "gets", "get", "got"} {
		if !strings.HasPrefix(s, aux) {
			continue
		}
		k := skipSpace(s, len(aux))
		if k == len(aux) {
			continue // "been" after "be", "gets" after "get"
		}
		if e := wordEnd(s, k); edWord(s, k, e) {
			return e
		}
		return 0
	}
	return 0
}

// pastOrUser reports whether a condition clause holds a past form or
// names the user: "When I ran the tests", "if you approve".
func pastOrUser(s string) bool {
	for i := 0; i < len(s); {
		if !wordByte(s[i]) {
			i++
			continue
		}
		e := wordEnd(s, i)
		switch s[i:e] {
		case "you", "your", "ran", "was", "were", "did", "had", "saw", "found", "got":
			return true
		}
		if edWord(s, i, e) {
			return true
		}
		i = e
	}
	return false
}

// pastObjects returns where each -ed word followed by what a finite verb
// takes starts: an object, a number or a particle ("surfaced 14", "fixed
// the build").
func pastObjects(s string) []int {
	var out []int
	for i := 0; i < len(s); {
		if !wordByte(s[i]) {
			i++
			continue
		}
		e := wordEnd(s, i)
		if edWord(s, i, e) {
			if k := skipSpace(s, e); k > e && (opens(s[k:], pastObjectWords) > 0 || numberAt(s, k)) {
				out = append(out, i)
			}
		}
		i = e
	}
	return out
}

// numberAt reports whether a run of digits starts at s[i] and ends a word.
func numberAt(s string, i int) bool {
	j := i
	for j < len(s) && '0' <= s[j] && s[j] <= '9' {
		j++
	}
	return j > i && endsWord(s, j)
}

// progressives returns where each progressive head ("i'm", "we are")
// starts and where the word after it starts.
func progressives(s string) [][]int {
	var out [][]int
	for i := 0; i < len(s); i++ {
		if !startsWord(s, i) {
			continue
		}
		for _, h := range []string{"i'm", "i am", "we're", "we are"} {
			if !strings.HasPrefix(s[i:], h) {
				continue
			}
			if k := skipSpace(s, i+len(h)); k > i+len(h) {
				out = append(out, []int{i, k})
				i = k - 1
			}
			break
		}
	}
	return out
}

// planLabelEnd returns where the plan after a label of the agent's own
// starts ("Next step: ", "Ok, plan (rough): "), or -1. "First:", "Step
// 1:" and "The plan:" are left out: they as often open instructions for
// the user or a description.
func planLabelEnd(s string) int {
	i := 0
	for _, p := range []string{"ok", "okay", "alright", "so", "now"} {
		if !strings.HasPrefix(s, p) {
			continue
		}
		j := len(p)
		if j < len(s) && s[j] == ',' {
			j++
		}
		if k := skipSpace(s, j); k > j {
			i = k
			break
		}
	}
	for _, l := range []string{"next steps", "next step", "next up", "next", "plan", "plan from here", "my plan",
		"the plan from here", "up next on my side", "up next on my end", "next up on my side", "next up on my end",
		"next on my side", "next on my end", "up next for me", "up next", "queued up", "queued", "pending on my side", "pending on my end", "on my plate", "now",
		// The first or last item of the speaker's own agenda: "First order
		// of business: reproduce the flake", "Last thing: wire the setting".
		"first order of business", "order of business", "last thing", "one last thing", "final thing",
		"last step", "final step", "one last step",
		// The same agenda in the speaker's own words: "Our next step:
		// reindex the cluster", "First thing: reproduce the panic", "so
		// my move: reinstall, rebuild, retest".
		"our next step", "my next step", "first thing", "first things first", "my move", "our move",
		"my next move", "our next move",
		// A plan by another name: "Plan of attack: bisect, then revert".
		"plan of attack", "game plan", "my plan of attack", "the game plan",
		// Holdout 36: the work at hand named with its moment ("The job
		// now: get -short out of the test target").
		"the job now", "the task now", "the job at hand", "the task at hand", "job now", "task now"} {
		if !strings.HasPrefix(s[i:], l) {
			continue
		}
		j := i + len(l)
		// An aside in brackets may stand before the colon.
		if k := skipSpace(s, j); k < len(s) && s[k] == '(' {
			if c := strings.IndexByte(s[k:], ')'); c >= 0 {
				if end := colonEnd(s, k+c+1); end >= 0 {
					return end
				}
			}
		}
		if end := colonEnd(s, j); end >= 0 {
			return end
		}
	}
	return -1
}

// colonEnd returns the end of a colon at s[i] (after spaces) and the
// spaces after it, at least one; or -1.
func colonEnd(s string, i int) int {
	k := skipSpace(s, i)
	if k >= len(s) || s[k] != ':' {
		return -1
	}
	if e := skipSpace(s, k+1); e > k+1 {
		return e
	}
	return -1
}

// nextIsAt returns where a plan stated as what comes next starts and
// where the action after it starts: "my next move is to", "the next thing
// i'm doing is", or nil.
func nextIsAt(s string) []int {
	for i := 0; i < len(s); i++ {
		if !startsWord(s, i) {
			continue
		}
		if end := nextIsFrom(s, i); end >= 0 {
			return []int{i, end}
		}
	}
	return nil
}

func nextIsFrom(s string, i int) int {
	rest, ok := cutWordSpace(s[i:], "my", "the", "our")
	if !ok {
		return -1
	}
	if r, ok := cutAnyPrefix(rest, "plan now", "plan from here"); ok {
		// "The plan now is to squash them": the plan put at this moment.
		rest = r
	} else if rest, ok = strings.CutPrefix(rest, "next "); !ok {
		return -1
	} else if rest, ok = cutAnyPrefix(rest, "move", "step", "thing", "task"); !ok {
		return -1
	}
	// What is being done or taken, with the agent as subject, may stand
	// between: "the next thing i'm doing is".
	for _, a := range nextAsides {
		if r, ok := strings.CutPrefix(rest, a); ok {
			if end := isToEnd(r); end >= 0 {
				return len(s) - len(r) + end
			}
		}
	}
	if end := isToEnd(rest); end >= 0 {
		return len(s) - len(rest) + end
	}
	return -1
}

var nextAsides = []string{" i'm doing", " i'm taking", " i am doing", " i am taking", " we're doing", " we're taking",
	" i'll do", " i'll take", " i will do", " i will take", " we'll do", " we'll take"}

// isToEnd returns the end of " is", " is to" opening s and the spaces
// after it, or -1.
func isToEnd(s string) int {
	r, ok := strings.CutPrefix(s, " is")
	if !ok {
		return -1
	}
	if t, ok := strings.CutPrefix(r, " to"); ok {
		if k := skipSpace(t, 0); k > 0 {
			return len(s) - len(t) + k
		}
	}
	if k := skipSpace(r, 0); k > 0 {
		return len(s) - len(r) + k
	}
	return -1
}

// cutWordSpace cuts the first of ws that opens s followed by a space.
func cutWordSpace(s string, ws ...string) (string, bool) {
	for _, w := range ws {
		if r, ok := strings.CutPrefix(s, w); ok && strings.HasPrefix(r, " ") {
			return r[1:], true
		}
	}
	return s, false
}

// cutAnyPrefix cuts the first of ps that opens s.
func cutAnyPrefix(s string, ps ...string) (string, bool) {
	for _, p := range ps {
		if r, ok := strings.CutPrefix(s, p); ok {
			return r, true
		}
	}
	return s, false
}

// placeholders calls f with each placeholder in s (the span's number, and
// where the placeholder starts and ends).
func placeholders(s string, f func(n string, start, end int)) {
	open := string(phOpen)
	for off := 0; ; {
		i := strings.Index(s[off:], open)
		if i < 0 {
			return
		}
		i += off
		j := i + len(open)
		k := j
		for k < len(s) && '0' <= s[k] && s[k] <= '9' {
			k++
		}
		if r, size := utf8.DecodeRuneInString(s[k:]); k > j && r == phClose {
			f(s[j:k], i, k+size)
			off = k + size
			continue
		}
		off = j
	}
}

// substrings is a set of phrases looked for anywhere in a sentence, as
// strings.Contains looks for one, in one pass over the sentence: the
// phrases are sorted by their first byte, so each byte is compared with
// the few phrases that start with it rather than every phrase searching
// the whole sentence in turn. Sets are built on first use
// (sync.OnceValue): the index is written once, on the heap.
type substrings struct {
	byFirst []string
	start   [257]uint16 // the phrases starting with byte b are byFirst[start[b]:start[b+1]]
}

func newSubstrings(list ...string) *substrings {
	x := &substrings{byFirst: make([]string, len(list))}
	for _, p := range list {
		x.start[int(p[0])+1]++ // count, then sum: where each first byte's phrases start
	}
	for b := 1; b < len(x.start); b++ {
		x.start[b] += x.start[b-1]
	}
	next := x.start
	for _, p := range list {
		x.byFirst[next[p[0]]] = p
		next[p[0]]++
	}
	return x
}

// each calls f with every phrase found in s, at each place it occurs,
// until f returns true.
func (x *substrings) each(s string, f func(p string) bool) {
	for i := 0; i < len(s); i++ {
		for _, p := range x.byFirst[x.start[s[i]]:x.start[int(s[i])+1]] {
			if len(s)-i >= len(p) && (len(p) == 1 || s[i+1] == p[1]) && s[i:i+len(p)] == p && f(p) {
				return
			}
		}
	}
}

// in reports whether s contains one of the phrases.
func (x *substrings) in(s string) bool {
	for i := 0; i < len(s); i++ {
		for _, p := range x.byFirst[x.start[s[i]]:x.start[int(s[i])+1]] {
			if len(s)-i >= len(p) && (len(p) == 1 || s[i+1] == p[1]) && s[i:i+len(p)] == p {
				return true
			}
		}
	}
	return false
}
