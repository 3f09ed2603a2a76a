package narrate

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Options extend the built-in phrase set. Every entry is matched
// case-insensitively as whole words.
type Options struct {
	// Promises are extra phrases that make a sentence a promise
	// ("deploying shortly").
	Promises []string
	// Exclusions are phrases that make a sentence no promise at all, even
	// when it matches a promise pattern ("i'll circle back").
	Exclusions []string
	// Verbs are extra action verbs in their base form ("terraform"); "I'll
	// <verb>", "let me <verb>" and "<verb>ing now" then count.
	Verbs []string
}

// MaxText bounds the text the detector reads: only the end of a message
// matters, and a final message can be long.
const MaxText = 16 << 10

// maxSentence bounds the sentence a Detector returns.
const maxSentence = 300

// Detector decides whether a message ends in a promise of action. It is
// safe for concurrent use. Its regular expressions are compiled on first
// use, so building one costs nothing on events that never ask it.
type Detector struct {
	opts Options
	once sync.Once
	re   *compiled
}

type compiled struct {
	verbs, gerunds, finite map[string]bool
	adverbs                [][]string // each adverb phrase as words
	maxPhrase              int        // words in the longest verb phrase

	head, progressive, stockStart, stockAnywhere     *regexp.Regexp
	extra, exclude                                   *regexp.Regexp // nil when the config adds none
	interjections, askStart, closers, deferrals      *regexp.Regexp
	conditions, userImperative, pastOrUser, indirect *regexp.Regexp
	pastObject                                       *regexp.Regexp
}

// New returns a Detector using the built-in phrases plus o.
func New(o Options) *Detector { return &Detector{opts: o} }

// compile builds the phrase set. Verbs are looked up in maps after a small
// regular expression finds a head ("i'll", "let me"): one alternation of
// every verb and its -ing form costs milliseconds to compile and hundreds of
// microseconds per message.
func (d *Detector) compile() *compiled {
	d.once.Do(func() {
		c := &compiled{verbs: map[string]bool{}, gerunds: map[string]bool{}, finite: map[string]bool{}}
		for _, v := range append(append([]string{}, verbs...), clean(d.opts.Verbs)...) {
			c.verbs[v] = true
			c.gerunds[gerund(v)] = true
			c.maxPhrase = max(c.maxPhrase, len(strings.Fields(v)))
		}
		for _, f := range finite {
			c.finite[f] = true
		}
		for _, a := range adverbs {
			c.adverbs = append(c.adverbs, strings.Fields(a))
		}
		c.head = regexp.MustCompile(`(?:^|\b)(?:` + strings.Join(heads, "|") + `)\s+`)
		c.progressive = regexp.MustCompile(progressive)
		c.stockStart = regexp.MustCompile(stockStart)
		c.stockAnywhere = regexp.MustCompile(stockAnywhere)
		c.interjections = regexp.MustCompile(interjections)
		c.askStart = regexp.MustCompile(askStart)
		c.closers = regexp.MustCompile(closers)
		c.deferrals = regexp.MustCompile(deferrals)
		c.conditions = regexp.MustCompile(conditions)
		c.userImperative = regexp.MustCompile(userImperative)
		c.indirect = regexp.MustCompile(indirect)
		c.pastObject = regexp.MustCompile(pastObject)
		c.pastOrUser = regexp.MustCompile(`\b(?:you|your|you're|you've|you'd|ran|was|were|did|had|saw|found|got|\w+ed)\b`)
		c.extra = words(d.opts.Promises)
		c.exclude = words(append(append([]string{}, builtinExclusions...), clean(d.opts.Exclusions)...))
		d.re = c
	})
	return d.re
}

// word is one word of a sentence and where it ends.
type word struct {
	w   string
	end int
}

// splitWords returns up to n words of s: letters, digits, apostrophes and
// hyphens ("i'll", "double-check").
func splitWords(s string, n int) []word {
	var out []word
	start := -1
	for i, r := range s {
		in := r == '\'' || r == '-' || unicode.IsLetter(r) || unicode.IsDigit(r)
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, word{s[start:i], i})
			start = -1
			if len(out) == n {
				return out
			}
		}
	}
	if start >= 0 {
		out = append(out, word{s[start:], len(s)})
	}
	return out
}

// action reads an action verb at the start of rest, after adverbs: a base
// form ("run"), or with ing an -ing form ("running"); "be running" counts
// as a base form. It returns the offset just past the verb phrase.
func (c *compiled) action(rest string, ing bool) (int, bool) {
	ws := splitWords(rest, 12)
	i := 0
skip:
	for i < len(ws) {
		for _, a := range c.adverbs {
			if i+len(a) <= len(ws) && matchWords(ws[i:i+len(a)], a) {
				i += len(a)
				continue skip
			}
		}
		break
	}
	set := c.verbs
	if ing {
		set = c.gerunds
	}
	if !ing && i < len(ws) && ws[i].w == "be" {
		return c.action(rest[ws[i].end:], true)
	}
	for k := min(c.maxPhrase, len(ws)-i); k >= 1; k-- {
		parts := make([]string, k)
		for j := range parts {
			parts[j] = ws[i+j].w
		}
		if set[strings.Join(parts, " ")] {
			return ws[i+k-1].end, true
		}
	}
	return 0, false
}

func matchWords(ws []word, a []string) bool {
	for i := range a {
		if ws[i].w != a[i] {
			return false
		}
	}
	return true
}

// clean lowers and trims phrases, dropping empty ones.
func clean(in []string) []string {
	var out []string
	for _, s := range in {
		if s = strings.ToLower(strings.Join(strings.Fields(s), " ")); s != "" {
			out = append(out, normalizeQuotes(s))
		}
	}
	return out
}

// words builds one regexp matching any of the phrases as whole words, or nil.
func words(phrases []string) *regexp.Regexp {
	ps := clean(phrases)
	if len(ps) == 0 {
		return nil
	}
	alt := make([]string, len(ps))
	for i, p := range ps {
		q := regexp.QuoteMeta(p)
		if r, _ := utf8.DecodeRuneInString(p); isWord(r) {
			q = `\b` + q
		}
		if r, _ := utf8.DecodeLastRuneInString(p); isWord(r) {
			q += `\b`
		}
		alt[i] = q
	}
	return regexp.MustCompile(strings.Join(alt, "|"))
}

func isWord(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// gerund returns the -ing form of a verb or phrasal verb ("set up" ->
// "setting up").
func gerund(v string) string {
	head, rest, _ := strings.Cut(v, " ")
	switch {
	case doubled(head):
		head += head[len(head)-1:] + "ing"
	case strings.HasSuffix(head, "ie"):
		head = head[:len(head)-2] + "ying"
	case strings.HasSuffix(head, "e") && !strings.HasSuffix(head, "ee") && len(head) > 2:
		head = head[:len(head)-1] + "ing"
	default:
		head += "ing"
	}
	if rest != "" {
		return head + " " + rest
	}
	return head
}

// Promise returns the sentence in which text ends by promising an action,
// or "" when it does not. Only the end counts: a promise followed by a
// report ("Let me check. The timeout is 30 s.") is not one.
func (d *Detector) Promise(text string) string {
	if len(text) > MaxText {
		text = text[len(text)-MaxText:]
		for len(text) > 0 && !utf8.RuneStart(text[0]) {
			text = text[1:]
		}
	}
	c := d.compile()
	stripped, spans := strip(text)
	ss := sentences(stripped)
	for i := len(ss) - 1; i >= 0; i-- {
		low := strings.ToLower(masked(ss[i]))
		if !hasLetter(low) || c.closers.MatchString(c.interjections.ReplaceAllString(low, "")) {
			continue
		}
		if c.promise(low) {
			return clipSentence(restore(ss[i], spans))
		}
		return ""
	}
	return ""
}

// promise judges one lower-cased sentence.
func (c *compiled) promise(s string) bool {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(strings.TrimRight(s, `)"'*_ `), "?") {
		return false // a question to the user
	}
	body := strings.TrimSpace(c.interjections.ReplaceAllString(s, ""))
	if c.askStart.MatchString(body) || c.deferrals.MatchString(s) {
		return false
	}
	if c.exclude != nil && c.exclude.MatchString(s) {
		return false
	}
	if c.stockStart.MatchString(body) || c.stockAnywhere.MatchString(s) {
		return true
	}
	if c.extra != nil {
		for _, m := range c.extra.FindAllStringIndex(s, -1) {
			if c.committed(s, m[0], m[1]) {
				return true
			}
		}
	}
	if _, ok := c.action(body, true); ok && !c.hasFinite(body) {
		return true // "Running it now.", "Rebasing onto main."
	}
	for _, h := range []struct {
		re  *regexp.Regexp
		ing bool
	}{{c.head, false}, {c.progressive, true}} {
		for _, m := range h.re.FindAllStringIndex(s, -1) {
			if n, ok := c.action(s[m[1]:], h.ing); ok && c.committed(s, m[0], m[1]+n) {
				return true
			}
		}
	}
	return false
}

// hasFinite reports whether a sentence opening with a gerund has a finite
// verb later on, which makes the gerund phrase its subject.
func (c *compiled) hasFinite(s string) bool {
	ws := splitWords(s, -1)
	for i, w := range ws {
		if i > 0 && c.finite[w.w] && !determiners(ws[i-1].w) {
			return true
		}
	}
	for _, m := range c.pastObject.FindAllStringIndex(s, -1) {
		prev := strings.Fields(s[:m[0]])
		if len(prev) == 0 || !determiners(prev[len(prev)-1]) {
			return true
		}
	}
	return false
}

// committed reports whether the promise at s[start:end] stands on its own:
// not put on a condition, not a reply to something the user must do first.
func (c *compiled) committed(s string, start, end int) bool {
	if strings.HasSuffix(strings.TrimSpace(s[:start]), "whether") {
		return false // reported: "You asked whether I'll run it"
	}
	before := c.indirect.ReplaceAllString(s[:start], "")
	if loc := c.conditions.FindStringIndex(before); loc != nil {
		clause := before[loc[0]:]
		// "If you approve, I'll ..." waits for the user; "When I ran the
		// tests, two failed, so let me fix them" reports and then promises.
		if strings.Contains(" "+clause+" ", " you") || !c.pastOrUser.MatchString(clause) {
			return false
		}
	}
	after := s[end:]
	if cut := strings.IndexAny(after, ",;:\u2014\u2013"); cut >= 0 {
		after = after[:cut]
	}
	if i := strings.Index(after, " then "); i >= 0 {
		after = after[:i]
	}
	if c.conditions.MatchString(c.indirect.ReplaceAllString(after, "")) {
		return false // "I'll deploy once you approve"
	}
	if start > 0 && c.userImperative.MatchString(strings.TrimSpace(c.interjections.ReplaceAllString(s, ""))) {
		return false // "Paste the trace and I'll dig into it"
	}
	return true
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

func clipSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= maxSentence {
		return s
	}
	n := maxSentence
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
