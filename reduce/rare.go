package reduce

import "strings"

// A listing of records written one a line in one short form, one word of
// which says what each is ("unreachable tree <hash>", "unreachable blob
// <hash>", "unreachable commit <hash>"): most lines are the common kind,
// and the few of another kind are what stands out (git fsck's lost
// commits among its trees). The budget samples such a listing by its
// head and tail; the rare kinds stay whole instead, wherever they are.

const (
	rareRunMin   = 12 // lines a listing needs before a kind of them is rare
	rareMaxWords = 6  // words of a record at most: a record, not a sentence
	rareKinds    = 4  // kinds at most in one listing
)

// recordSkeleton is s with each word that holds a digit written "#", and
// how many words it has; "" when a word is too long to be a kind's word or
// s has too many words.
func recordSkeleton(s string) (string, int) {
	f := strings.Fields(s)
	if len(f) < 2 || len(f) > rareMaxWords {
		return "", 0
	}
	for i, w := range f {
		if strings.ContainsAny(w, "0123456789") {
			f[i] = "#"
		}
	}
	return strings.Join(f, " "), len(f)
}

// keepRareVariants keeps the lines of the rare kinds of a listing (see
// above): a run of rareRunMin or more shown lines with one number of
// words, whose skeletons differ in one word only, with at most rareKinds
// kinds, the commonest holding at least half the run. A kind is rare when
// it has at most an eighth of the run's lines (at least two may be).
func keepRareVariants(ls []line) []line {
	for i := 0; i < len(ls); {
		sk, n := "", 0
		if ls[i].shown() && ls[i].cls == normal {
			sk, n = recordSkeleton(ls[i].text)
		}
		if sk == "" {
			i++
			continue
		}
		j := i + 1
		skels := []string{sk}
		for j < len(ls) && ls[j].shown() && ls[j].cls == normal {
			s, m := recordSkeleton(ls[j].text)
			if s == "" || m != n || !oneWordApart(sk, s) {
				break
			}
			skels = append(skels, s)
			j++
		}
		if j-i >= rareRunMin {
			markRare(ls[i:j], skels)
		}
		i = j
	}
	return ls
}

// markRare keeps the lines of run whose skeleton is rare (see
// keepRareVariants).
func markRare(run []line, skels []string) {
	count := map[string]int{}
	for _, s := range skels {
		count[s]++
	}
	if len(count) < 2 || len(count) > rareKinds {
		return
	}
	// The kinds differ in one place, and there each is a word of letters
	// (tree, blob, commit): not a name, a path or a number.
	at := -1
	first := strings.Fields(skels[0])
	for s := range count {
		for i, w := range strings.Fields(s) {
			if w == first[i] {
				continue
			}
			if at >= 0 && at != i {
				return
			}
			at = i
		}
	}
	for s := range count {
		if w := strings.Fields(s)[at]; !kindWord(w) {
			return
		}
	}
	top := 0
	for _, c := range count {
		top = max(top, c)
	}
	if 2*top < len(run) {
		return
	}
	limit := max(2, len(run)/8)
	for k, s := range skels {
		if count[s] <= limit && count[s] < top {
			run[k].cls = keep
		}
	}
}

// oneWordApart reports whether two skeletons of as many words differ in
// at most one word.
func oneWordApart(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	if len(fa) != len(fb) {
		return false
	}
	diff := 0
	for i := range fa {
		if fa[i] != fb[i] {
			diff++
		}
	}
	return diff <= 1
}

// kindWord reports a word that can name a kind of record: lower-case
// letters only, short.
func kindWord(w string) bool {
	if len(w) < 2 || len(w) > 12 {
		return false
	}
	for _, c := range w {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}
