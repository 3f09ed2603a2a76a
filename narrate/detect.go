package narrate

import (
	"regexp"
	"sort"
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
	head, progressive, gerund, stockStart, stockAnywhere *regexp.Regexp
	extra, exclude                                       *regexp.Regexp // nil when the config adds none
	interjections, finite, askStart, closers, deferrals  *regexp.Regexp
	conditions, userImperative, pastOrUser, indirect     *regexp.Regexp
	pastObject                                           *regexp.Regexp
}

// New returns a Detector using the built-in phrases plus o.
func New(o Options) *Detector { return &Detector{opts: o} }

func (d *Detector) compile() *compiled {
	d.once.Do(func() {
		vs := append(append([]string{}, verbs...), clean(d.opts.Verbs)...)
		sort.Slice(vs, func(i, j int) bool { return len(vs[i]) > len(vs[j]) })
		base := make([]string, 0, len(vs))
		ing := make([]string, 0, len(vs))
		for _, v := range vs {
			base = append(base, regexp.QuoteMeta(v))
			ing = append(ing, regexp.QuoteMeta(gerund(v)))
		}
		bases, ings := strings.Join(base, "|"), strings.Join(ing, "|")
		c := &compiled{
			head: regexp.MustCompile(`(?:^|\b)(?:` + strings.Join(heads, "|") + `)\s+` + adverbs +
				`(?:be\s+` + adverbs + `(?:` + ings + `)|` + bases + `)\b`),
			progressive:    regexp.MustCompile(progressive + `(?:` + ings + `)\b`),
			gerund:         regexp.MustCompile(`^(?:` + ings + `)\b`),
			stockStart:     regexp.MustCompile(stockStart),
			stockAnywhere:  regexp.MustCompile(stockAnywhere),
			interjections:  regexp.MustCompile(interjections),
			finite:         regexp.MustCompile(finite),
			askStart:       regexp.MustCompile(askStart),
			closers:        regexp.MustCompile(closers),
			deferrals:      regexp.MustCompile(deferrals),
			conditions:     regexp.MustCompile(conditions),
			userImperative: regexp.MustCompile(userImperative),
			indirect:       regexp.MustCompile(indirect),
			pastObject:     regexp.MustCompile(pastObject),
			pastOrUser:     regexp.MustCompile(`\b(?:you|your|you're|you've|you'd|ran|was|were|did|had|saw|found|got|\w+ed)\b`),
		}
		c.extra = words(d.opts.Promises)
		c.exclude = words(append(append([]string{}, builtinExclusions...), clean(d.opts.Exclusions)...))
		d.re = c
	})
	return d.re
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
	case doubled[head]:
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
	if c.gerund.MatchString(body) && !c.hasFinite(body) {
		return true // "Running it now.", "Rebasing onto main."
	}
	for _, re := range []*regexp.Regexp{c.head, c.progressive} {
		for _, m := range re.FindAllStringIndex(s, -1) {
			if c.committed(s, m[0], m[1]) {
				return true
			}
		}
	}
	return false
}

// hasFinite reports whether a sentence opening with a gerund has a finite
// verb later on, which makes the gerund phrase its subject.
func (c *compiled) hasFinite(s string) bool {
	for _, re := range []*regexp.Regexp{c.finite, c.pastObject} {
		for _, m := range re.FindAllStringIndex(s, -1) {
			prev := strings.Fields(s[:m[0]])
			if len(prev) == 0 || !determiners[prev[len(prev)-1]] {
				return true
			}
		}
	}
	return false
}

// committed reports whether the promise at s[start:end] stands on its own:
// not put on a condition, not a reply to something the user must do first.
func (c *compiled) committed(s string, start, end int) bool {
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
