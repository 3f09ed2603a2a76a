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
// matters (at most maxJudged sentences of it, a couple of KiB of prose),
// and a final message can be long. A fence the cut falls inside is
// reopened (window), so a long code block before the last words does not
// hide them.
const MaxText = 4 << 10

// maxJudged bounds the sentences that are judged, counted from the end of
// the message: a promise is made near the end of a turn, and a report of
// hundreds of sentences is no promise left pending.
const maxJudged = 24

// maxKept bounds the sentences judged in a paragraph that reports work
// done: the report closes what came before it, and a promise within it
// stands near its end ("I fixed the parser. Now I'll run the linter.").
const maxKept = 16

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
	opts     Options
	hasExtra bool

	enOnce         sync.Once // the fields below; see english
	verbs, gerunds map[string]bool
	maxPhrase      int // words in the longest verb phrase

	extra, exclude *regexp.Regexp // nil when the config adds none
}

// New returns a Detector using the built-in phrases plus o.
func New(o Options) *Detector { return &Detector{opts: o} }

// compile sets up the detector's state. The English phrase set is built
// on the first sentence that could hold an English promise, so a Stop
// whose message ends in a plain report never pays for it.
func (d *Detector) compile() *compiled {
	d.once.Do(func() {
		d.re = &compiled{opts: d.opts, hasExtra: len(clean(d.opts.Promises)) > 0}
	})
	return d.re
}

// english builds the English phrase set. Verbs are looked up in maps after
// a small regular expression finds a head ("i'll", "let me"): one
// alternation of every verb and its -ing form costs milliseconds to compile
// and hundreds of microseconds per message.
func (c *compiled) english() {
	c.enOnce.Do(func() {
		extra := clean(c.opts.Verbs)
		c.verbs = make(map[string]bool, len(verbs)+len(extra))
		c.gerunds = make(map[string]bool, len(verbs)+len(extra))
		for _, list := range [][]string{verbs, extra} {
			for _, v := range list {
				c.verbs[v] = true
				c.gerunds[gerund(v)] = true
				c.maxPhrase = max(c.maxPhrase, strings.Count(v, " ")+1)
				if b, ok := strings.CutSuffix(v, "ize"); ok && len(b) > 2 && !strings.Contains(v, " ") {
					c.verbs[b+"ise"] = true // the British spelling: "normalising", "serialise" (holdout 33)
					c.gerunds[b+"ising"] = true
				}
			}
		}
		c.extra = words(c.opts.Promises)
		c.exclude = words(c.opts.Exclusions)
	})
}

// word is one word of a sentence and where it ends.
type word struct {
	w   string
	end int
}

// forWords calls f with up to n words of s (all when n < 0), as
// splitWords would return them, without building the slice: the
// per-sentence tests of a long message run it on every sentence.
func forWords(s string, n int, f func(word)) {
	start, k := -1, 0
	for i, r := range s {
		in := r < utf8.RuneSelf && asciiWord(byte(r)) || r >= utf8.RuneSelf && unicodeWord(r)
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			f(word{s[start:i], i})
			start = -1
			if k++; k == n {
				return
			}
		}
	}
	if start >= 0 {
		f(word{s[start:], len(s)})
	}
}

// A word is letters, digits, apostrophes and hyphens. ASCII, most of any
// message, needs no Unicode table, and its test is inlined in the loops
// over every rune.
func asciiWord(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '\'' || b == '-'
}

func unicodeWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// splitWords returns up to n words of s: letters, digits, apostrophes and
// hyphens ("i'll", "double-check").
func splitWords(s string, n int) []word { return appendWords(make([]word, 0, 16), s, n) }

// appendWords appends up to n words of s to out. The tests run on every
// sentence pass a buffer of their own, which stays on the stack.
func appendWords(out []word, s string, n int) []word {
	start, k := -1, 0
	for i, r := range s {
		in := r < utf8.RuneSelf && asciiWord(byte(r)) || r >= utf8.RuneSelf && unicodeWord(r)
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, word{s[start:i], i})
			start = -1
			if k++; k == n {
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
	i := c.skipAdverbs(ws)
	set := c.verbs
	if ing {
		set = c.gerunds
	}
	if !ing && i < len(ws) && ws[i].w == "be" {
		return c.action(rest[ws[i].end:], true)
	}
	if !ing && i+1 < len(ws) && (ws[i].w == "go" || ws[i].w == "come") {
		// "let me go check the conf", "I'll go poke at it": the errand
		// is the verb after it.
		if n, ok := c.action(rest[ws[i].end:], false); ok {
			return ws[i].end + n, true
		}
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
	if ing && i < len(ws) && strings.HasSuffix(ws[i].w, "in") && set[ws[i].w+"g"] {
		return ws[i].end, true // chat drops the g: "fixin it now", "pushin the branch"
	}
	if ing && i < len(ws) && len(ws[i].w) >= 4 && strings.HasSuffix(ws[i].w, "n") && set[ws[i].w[:len(ws[i].w)-1]+"ing"] {
		return ws[i].end, true // and the i too: "pushn the branch now"
	}
	if i+1 < len(ws) && (ws[i].w == "double" || ws[i].w == "triple") && !ing {
		i++ // "lemme double chekc the order": the slip is in the verb after "double"
	}
	if i < len(ws) && len(ws[i].w) >= 4 && !nonAction(ws[i].w) && !functionWord(ws[i].w) {
		// A slip of fast typing in a listed verb: "chekc", "udpate",
		// "runing".
		for v := range set {
			if transposed(ws[i].w, v) {
				return ws[i].end, true
			}
		}
	}
	return 0, false
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

// window is the last MaxText bytes of text, cut at a rune's start. When
// the cut falls inside a fenced block, the window starts by opening that
// fence again: its closing fence would otherwise open one and hide the
// prose after it.
func window(text string) string {
	if len(text) <= MaxText {
		return text
	}
	cut := len(text) - MaxText
	for cut < len(text) && !utf8.RuneStart(text[cut]) {
		cut++
	}
	if f := openFence(text[:cut]); f != "" {
		return f + "\n" + text[cut:]
	}
	return text[cut:]
}

// openFence is the fence ("```" or "~~~") left open at the end of text,
// or "": the fence rules of stripBlocks, read over lines that can hold one.
func openFence(text string) string {
	if !strings.Contains(text, "```") && !strings.Contains(text, "~~~") {
		return ""
	}
	fence := ""
	for line := range strings.Lines(text) {
		t := strings.TrimLeft(line, " \t")
		switch {
		case fence != "":
			if strings.HasPrefix(t, fence) {
				fence = ""
			}
		case strings.HasPrefix(t, "```"):
			fence = "```"
		case strings.HasPrefix(t, "~~~"):
			fence = "~~~"
		}
	}
	return fence
}

// Promise returns the sentence in which text promises an action it has
// not taken, or "" when it does not. The whole message is judged, from its
// end back: a promise stands wherever it is ("Kicking off a full reindex."
// and then a "Why" section, a table and notes) unless something after it
// takes it back or hands the next move to the user. In the closing
// paragraph only a hand-over does that ("Let me know if you want me to go
// ahead", a question that asks leave); in an earlier one, also a report
// of work done and any question to the user, which mean the promise was
// kept or put to the user. A stock phrase ("Back in a sec!") is quoted
// only when no fuller promise stands before it in its paragraph.
func (d *Detector) Promise(text string) string {
	text = window(text)
	c := d.compile()
	if s := d.promise(c, text); s != "" {
		return s
	}
	if s := c.codeMarker(text); s != "" {
		return s
	}
	return c.codeComment(text) // (lang12.go)
}

// codeMarker reads the comments of a code block that ends the message: a
// comment whose arrow points at the line with the speaker's act now ("#
// <- patching this now: read() returns None on a missing file", "//
// \u2190 fixing this now") marks work under way on the code shown, as
// an arrow after a checklist item does.
func (c *compiled) codeMarker(text string) string {
	t := strings.TrimRight(text, " \t\n")
	if !strings.HasSuffix(t, "```") && !strings.HasSuffix(t, "~~~") {
		return ""
	}
	open := strings.LastIndex(t[:len(t)-3], t[len(t)-3:])
	if open < 0 {
		return ""
	}
	for _, l := range strings.Split(t[open:len(t)-3], "\n") {
		l = strings.TrimSpace(l)
		if !strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "//") && !strings.HasPrefix(l, "--") {
			continue
		}
		i, n := strings.Index(l, "<- "), 3
		if i < 0 {
			i, n = strings.Index(l, "\u2190"), len("\u2190")
		}
		if i < 0 || strings.TrimLeft(l[:i], "#/- ") != "" {
			continue
		}
		note := strings.ToLower(strings.TrimSpace(l[i+n:]))
		if j := strings.Index(note, ": "); j > 0 {
			note = note[:j] // what follows the colon says why
		}
		if hasWords(note, []string{"now", "right now"}) && c.judge(note, false) {
			return clipSentence(l)
		}
	}
	return ""
}

func (d *Detector) promise(c *compiled, text string) string {
	stripped, spans := hide(stripBlocks(text))
	paras := paragraphs(stripped)
	for k := range paras {
		if k < len(paras)-1 && draftLabel(paras[k]) {
			// "Draft for the migration guide:" and the guide under it, with
			// its headings, or "I rewrote the quickstart; it now reads:"
			// and the text: the first person in it is the reader's
			// guide's, not the speaker's now. Only what comes before the
			// label is the speaker's.
			if k == 0 {
				return ""
			}
			paras = paras[:k]
			break
		}
	}
	// "What the new release.sh does, step by step:" and a table of its
	// phases, "Here's how startup works now:" and a list: the block under
	// such a label tells what a program or a text does, in its own
	// "we'll" and "it'll", and is not the speaker's.
	var framed []bool
	for k := 0; k+1 < len(paras); k++ {
		if p := strings.TrimSpace(paras[k]); strings.HasSuffix(p, ":") && len(p) < 300 && !strings.Contains(p, "\n") {
			label := strings.ToLower(strings.TrimSpace(strings.TrimSuffix(p, ":")))
			if i := strings.LastIndexAny(label, ".!;"); i >= 0 {
				label = strings.TrimSpace(label[i+1:])
			}
			if workingsFrame(label) || strings.HasPrefix(label, "what ") && strings.Contains(label, " does") && !firstPerson(label) {
				if framed == nil {
					framed = make([]bool, len(paras))
				}
				framed[k+1] = true
			}
		}
	}
	if h := c.statusHeading(paras, spans); h != "" {
		return h // "### Search index being rebuilt now" over the reasons (lang12.go)
	}
	notes := notesSections(stripped, paras)
	judged := 0
	// explained is set once a later paragraph took back nothing but
	// explained a change ("... already panics", "... will use range
	// instead"): it is the note under the code a promise introduced ("Let
	// me add a guard before the loop:" and the code), which alone still
	// stands.
	explained := false
	for k := len(paras) - 1; k >= 0 && judged < maxJudged; k-- {
		if framed != nil && framed[k] {
			continue
		}
		if boldTitlePara(stripped, paras, k) {
			// "**Testing**" alone over the next paragraph's list: the
			// section's title (lang17.go), as a heading is.
			explained = false
			continue
		}
		ss, heading := splitSentences(paras[k])
		var noted []bool
		if notes != nil {
			noted = underNotes(notes[k], ss, heading)
		}
		weak, kept, explains := "", false, false
		// Each sentence is lowered once: the one before it is read for
		// a machine it names, then judged in the next round.
		prev := ""
		for i, n := len(ss)-1, 0; i >= 0 && judged < maxJudged && !((kept || explains) && n >= maxKept); i, n = i-1, n+1 {
			lowered := prev
			if n == 0 {
				lowered = strings.ToLower(masked(ss[i]))
			}
			prev = ""
			if i > 0 {
				prev = strings.ToLower(masked(ss[i-1]))
			}
			low := slashPairs(dropManner(midWork(dropCounter(normalizeStyle(foreignChat(lowered)))))) // (lang14.go)
			if !hasLetter(low) {
				continue
			}
			judged++
			low = c.laterAside(low)
			if heading != nil && heading[i] && !(n == 0 && nowHeading(low)) {
				// "### Testing" titles a section: neither a promise nor a
				// report. A heading that puts an act now ("## Now
				// deploying to staging") is the speaker's status, read as
				// a sentence, whether it ends the message or heads the
				// reasons for the act (a report after it keeps it).
				// The notes of the section it heads explain what came
				// before it ("### Notes" and "... we emit +00:00
				// instead"): a weak retraction there takes no promise
				// back, where a strong one or a report still does.
				explains, explained = false, false
				continue
			}
			if j := strings.LastIndex(low, "; "); j > 0 && handsOver(low[:j]) && !handsOver(low[j+2:]) && c.judge(low[j+2:], false) {
				// "Let me know if you'd rather keep it; meanwhile I'm
				// renaming it now": the act after the semicolon does not
				// wait for the answer.
				return clipSentence(restore(ss[i], spans))
			}
			if k == len(paras)-1 && handsOver(low) {
				// A request for leave closes a message: what stands
				// before it is put to the user.
				return weak
			}
			if c.closer(low) {
				// "Let me know if you'd rather keep it; meanwhile I'm
				// renaming it now": what follows the semicolon is read.
				j := strings.LastIndex(low, "; ")
				if j < 0 || c.closer(low[j+2:]) {
					continue // "Let me know if ...", "I'll keep you posted."
				}
				low = low[j+2:]
			}
			colon := strings.HasSuffix(strings.TrimSpace(low), ":")
			if colon && c.introduces(low) && (i < len(ss)-1 || k < len(paras)-1 && followedBy(text, stripped, paras[k]) != blockCode) {
				// "Let me go through the changes:" and the changes follow.
				// Code after it is what the agent means to run ("Let me go
				// through the logs:" and a tail command).
				continue
			}
			// "it" in a wait can stand for a machine the sentence before
			// names: "The release workflow is running. Once it's green
			// I'll publish the changelog."
			// So can "they", "all" or "both": "The deployment has 2 of
			// 4 replicas ready. Once they're all up, I'll ...".
			named := i > 0 && (strings.Contains(low, "it") || strings.Contains(low, "they") || strings.Contains(low, "all ") ||
				strings.Contains(low, "both") || strings.HasPrefix(low, "after that") || thatThrough(low)) && namesMachine(prev)
			if c.judge(low, named) || c.judgeForNamed(ss[i], low, named) || slipAct(low, prev) || (k < len(paras)-1 || i < len(ss)-1) && inProgressLabel(low) || c.speakerLabel(low) ||
				k == len(paras)-1 && n == 0 && (c.selfImperative(low, paras, k, prev) || c.nextNoun(low) || c.thenNoun(low, paras, k, prev)) ||
				colon && i == len(ss)-1 && gerundTo(low) && followedBy(text, stripped, paras[k]) == blockCode ||
				(colon || strings.HasSuffix(strings.TrimSpace(low), "：")) && i == len(ss)-1 && orderedWork(low) && followedBy(text, stripped, paras[k]) == blockList {
				if proposed(paras[:k+1], ss[:i]) {
					return "" // "Here's how I'd approach it: ... I'll add a cache": a proposal
				}
				if explained && !(colon && i == len(ss)-1 && followedBy(text, stripped, paras[k]) != blockNone) {
					return "" // the paragraph after it took it back
				}
				s := clipSentence(restore(ss[i], spans))
				if !c.stockOnly(low) {
					return s
				}
				if weak == "" {
					weak = s
				}
			} else if !kept {
				if isQuestion(low) || reports(low) && !otherWork(low) && !(noted != nil && noted[i] && !firstPerson(low)) && !diagnosisCleft(low) && !riskFinding(low, paras[:k]) {
					kept = true
				} else if altOffer(low) {
					// "If you want the route exempt instead, that's a
					// one-line difference": another change offered, the
					// act before it stands (lang15.go).
				} else if r, explanation := retracts(low); explanation {
					explains = true
				} else if r {
					kept = true
				}
			}
		}
		if weak != "" || kept {
			// A report or a question in a paragraph: what comes before
			// it was kept or put to the user.
			return weak
		}
		explained = explained || explains
	}
	return ""
}

// orderOf are the words of an order of work, in the languages read.
var orderOf = []string{"in order", "one by one", "in deze volgorde", "op volgorde", "dans l'ordre", "dans cet ordre", "l'un après l'autre",
	"in dieser reihenfolge", "der reihe nach", "en orden", "en este orden", "por orden", "nell'ordine", "in ordine", "em ordem",
	"nesta ordem", "top to bottom", "from the top", "сверху вниз", "зверху вниз", "i ordning", "تلو الآخر", "po kolei", "w tej kolejności", "i tur och ordning", "i den här ordningen", "sırayla", "по порядку", "по очереди",
	"postupně", "lần lượt", "順に", "順番に", "依次", "按顺序", "순서대로", "بالترتيب",
	// One straight after the other: "que j'enchaîne dans la foulée :".
	"dans la foulée", "d'affilée", "back to back", "one after another", "one after the other", "uno tras otro", "de seguido",
	"uno dopo l'altro", "di fila", "na elkaar", "nacheinander", "hintereinander", "um atrás do outro", "jeden po drugim",
	// Holdout 31: a list gone down now, item by item, from the top.
	"going down it as we speak", "going down the list as we speak", "working down it as we speak", "file by file", "item by item",
	"uppifrån", "en i taget", "one at a time",
	// Holdout 32: one at a time and in order, in more languages.
	"popořadě", "po pořadě", "po jedné", "un par un", "une par une", "un à un", "une à une", "een voor een", "één voor één",
	"تلو الأخرى", "uno a uno", "uno por uno", "um por um", "uma por uma", "uno alla volta", "una alla volta", "eins nach dem anderen",
	"одну за другой", "один за другим", "по одному", "jedna po drugiej", "pojedynczo", "teker teker", "sırasıyla", "satu per satu",
	"từng cái một", "một cho một", "하나씩", "一つずつ", "一个一个", "逐个",
	// Holdout 33: one after the other in Dutch, and a list ground
	// through while the message is read.
	"achter elkaar", "een voor een af", "through as we go", "down as we go", "off as we go",
	// Holdout 34: one after the other in Czech, in turn in Romanian.
	"jeden po druhém", "jedno po druhém", "jednu po druhé", "jeden za druhým", "pe rând", "pe rand", "unul câte unul", "una câte una",
	"unul după altul", "una după alta",
	// Holdout 35: from the top, in more languages ("lecę z nimi od
	// góry:", "jedu je odshora:").
	"od góry", "odshora", "od shora", "shora dolů", "von oben", "de arriba abajo", "dall'alto", "van boven af", "de sus în jos", "yukarıdan aşağı",
	"dari atas", "từ trên xuống",
	// Holdout 36: a list ticked off while the speaker goes ("ticking
	// these off as I go:").
	"off as i go", "through as i go", "down as i go", "as i go along"}

// orderedWork reports a label over a list that says the speaker works
// through it in order, now: a first person (or the under-way 中) with an
// order's words ("Wat ik nu nog afwerk, in deze volgorde:", "Il reste
// trois points, que je traite dans l'ordre :", "以下、上から順に対応中で
// す："). The list is the work at hand.
func orderedWork(low string) bool {
	if onFirstItem(low) || ownedList(low) {
		return true // "Faltam duas coisas, e já estou na primeira:" (lang12.go); "Your comments, which I'm knocking down in order:" (lang18.go)
	}
	ordered := false
	for _, o := range orderOf {
		if strings.Contains(low, o) {
			ordered = true
			break
		}
	}
	if !ordered {
		ordered = byRepeat(low) // "Going package by package:" (lang13.go)
	}
	if !ordered || namesUser(low) || strings.Contains(low, "?") || hasAny(tokens(low), secondSubject) {
		return false // (secondSubject: "ty je naprawisz od góry:" is the user's order, lang17.go)
	}
	return hasWords(low, []string{"i", "i'm", "we", "we're", "ik", "we", "je", "j'", "nous", "ich", "wir", "yo", "eu", "io", "jag", "vi",
		"я", "ja", "ben", "saya", "aku", "tôi", "mình", "em"}) || hasRune(low, "中") || jaGoingOn(low) || containsAny(low, "중입니다", "하는 중", "고 있습니다") || strings.Contains(low, "que je ") || strings.Contains(low, "que j'") ||
		orderedByVerb(low)
}

// notesSections returns, for each paragraph, whether it starts under a
// heading of notes ("### Notes", "**Context**"): a fact stated there
// ("`Reset` was only called from the REPL") explains; only the speaker's
// own report of work done ("I ran it again") keeps a promise made before
// the section. Nil when the text has no heading.
func notesSections(stripped string, paras []string) []bool {
	if !strings.Contains(stripped, "#") && !strings.Contains(stripped, "**") && !strings.Contains(stripped, "__") {
		return nil
	}
	out := make([]bool, len(paras))
	in := false
	for k, p := range paras {
		out[k] = in
		if boldTitlePara(stripped, paras, k) {
			in = notesTitle(p) // "**Notes**" alone over its paragraphs (lang17.go)
			continue
		}
		ss, heading := splitSentences(p)
		for i := range ss {
			if heading != nil && heading[i] {
				in = notesTitle(ss[i])
			}
		}
	}
	return out
}

// underNotes marks the sentences of a paragraph that stand under a
// heading of notes, given whether the paragraph starts under one.
func underNotes(in bool, ss []string, heading []bool) []bool {
	out := make([]bool, len(ss))
	for i := range ss {
		if heading != nil && heading[i] {
			in = notesTitle(ss[i])
			continue
		}
		out[i] = in
	}
	return out
}

// notesTitle reports whether a heading's title names notes or context.
func notesTitle(s string) bool {
	t := strings.ToLower(strings.Trim(strings.TrimSpace(s), "#*_: "))
	switch t {
	case "notes", "note", "context", "background", "fyi", "for reference", "details", "caveats", "side notes",
		"references", "remarks", "notas", "hinweise", "remarques", "note e avvertenze", "примечания", "notities",
		"hintergrund", "kontext", "contexte", "contexto", "contesto", "achtergrond", "контекст", "предыстория",
		// Holdout 34: "Observations" and "Notes" in the other languages
		// read.
		"observações", "observaciones", "observations", "osservazioni", "anmerkungen", "opmerkingen", "замечания", "заметки",
		"catatan", "keterangan", "poznámky", "uwagi", "anteckningar", "notlar", "ghi chú", "observații", "ملاحظات", "備考", "メモ", "注意事項", "备注", "참고",
		// Holdout 35: a section that weighs the change ("### Risk") explains
		// it as notes do.
		"risk", "risks", "risk assessment", "impact", "trade-offs", "tradeoffs", "limitations", "known limitations":
		return true
	}
	// "Other notes", "Additional context", "A few notes": the same titles
	// under a word that adds them to what came before.
	for _, q := range []string{"other ", "additional ", "further ", "more ", "misc ", "general ", "a few ", "some ", "side "} {
		if rest, ok := strings.CutPrefix(t, q); ok {
			switch rest {
			case "notes", "note", "context", "background", "details", "caveats", "remarks":
				return true
			}
		}
	}
	return false
}

// firstPerson reports whether a sentence names the speaker: "I", "we",
// "my", "our".
func firstPerson(low string) bool {
	return hasWords(low, []string{"i", "i've", "i'm", "i'd", "we", "we've", "we're", "my", "our", "me", "us"})
}

// midWork drops the words that say the speaker is partway through its
// act ("I'm in the middle of porting ...", "we're in the process of
// ..."): what stands after them is read as "I'm porting ...".
func midWork(low string) string {
	if !strings.Contains(low, " the middle of ") && !strings.Contains(low, " the process of ") && !strings.Contains(low, " busy ") {
		return low
	}
	if strings.Contains(low, " in the process of being ") {
		// "It's in the process of being raised to 60 s": the passive under
		// way, read as "It's being raised" (holdout 36).
		for _, subj := range []string{"'s", "'re", " is", " are"} {
			i := strings.Index(low, subj+" in the process of being ")
			if i <= 0 {
				continue
			}
			rest := low[i+len(subj+" in the process of being "):]
			if ws := splitWords(rest, 1); len(ws) == 1 {
				// The process is the moment: "being raised right now".
				return low[:i] + subj + " being " + rest[:ws[0].end] + " right now" + rest[ws[0].end:]
			}
		}
	}
	for _, p := range []string{" in the middle of ", " in the process of ", " busy ", " right in the middle of ", " halfway through "} {
		for _, subj := range []string{"i'm", "we're", "i am", "we are"} {
			if i := strings.Index(low, subj+p); i >= 0 && (i == 0 || !isWord(rune(low[i-1]))) {
				rest := low[i+len(subj+p):]
				if ws := splitWords(rest, 1); len(ws) == 1 && strings.HasSuffix(ws[0].w, "ing") {
					return low[:i] + subj + " " + rest
				}
			}
		}
	}
	return low
}

// otherWork reports a report that says it is of other work than what came
// before it: "I also noticed ...; I swapped it", "Earlier in the session I
// ran ...", "For context, I went through ...", "Au passage, j'ai
// corrigé ...". It does not say the promise before it was kept.
func otherWork(low string) bool {
	return hasWords(low, otherWorkWords)
}

// otherWorkWords mark a report as one of other work, in the languages the
// detector reads.
var otherWorkWords = []string{"also", "earlier", "for context", "by the way", "btw", "separately", "unrelated", "additionally",
	"in addition", "side note", "while i was at it", "while reading", "au passage", "aussi", "également", "anche", "inoltre",
	"también", "además", "außerdem", "nebenbei", "ebenfalls", "também", "além disso", "также", "тоже", "кроме того", "ook", "daarnaast",
	// A report that names an earlier time tells other work than the
	// act before it: "Tests were green on the first run this morning",
	// "... was ruled out by the security review last week".
	"this morning", "yesterday", "last week", "last night", "earlier today", "last month", "last sprint",
	"last monday", "last tuesday", "last wednesday", "last thursday", "last friday", "last saturday", "last sunday",
	// ... or a month, in German and English (holdout 32): "Im März hatte
	// ich beim Import-Job dasselbe Muster behoben".
	"im januar", "im februar", "im märz", "im april", "im mai", "im juni", "im juli", "im august", "im september", "im oktober",
	"im november", "im dezember", "letzten monat", "letzte woche", "gestern", "in january", "in february", "in march", "in april",
	"in june", "in july", "in august", "in september", "in october", "in november", "in december"}

// dropCounter drops a progress counter that opens a sentence ("(2/5)
// Rebuilding the image", "[3/4] pushing", "3/4 — pushing"): it numbers
// the step and leaves the rest to be read as it stands.
func dropCounter(s string) string {
	if i := strings.Index(s, ": ["); i > 0 && i < 24 {
		// "Progress: [3/5] Replaying the backlog": the counter after a
		// short label goes; the label stays for the rules that read it.
		if rest := dropCounter(s[i+2:]); rest != s[i+2:] {
			return s[:i+2] + rest
		}
	}
	t := strings.TrimLeft(s, " ")
	for _, l := range []string{"step ", "stage ", "phase ", "schritt ", "paso ", "étape ", "etapa ", "fase ", "stap ", "шаг "} {
		// "Step 3/5 → bumping the chart" (holdout 32): the label of the
		// counter goes with it.
		if r, ok := strings.CutPrefix(t, l); ok && r != "" && r[0] >= '0' && r[0] <= '9' && strings.Contains(r[:min(len(r), 8)], "/") {
			t = r
			break
		}
	}
	closeBy := byte(0)
	switch {
	case strings.HasPrefix(t, "("):
		closeBy = ')'
	case strings.HasPrefix(t, "["):
		closeBy = ']'
	}
	i := 0
	if closeBy != 0 {
		i = 1
	}
	j := i
	for j < len(t) && t[j] >= '0' && t[j] <= '9' {
		j++
	}
	if j == i || j >= len(t) || t[j] != '/' {
		return s
	}
	k := j + 1
	for k < len(t) && t[k] >= '0' && t[k] <= '9' {
		k++
	}
	if k == j+1 {
		return s
	}
	if closeBy != 0 {
		if k >= len(t) || t[k] != closeBy {
			return s
		}
		k++
	}
	rest := strings.TrimLeft(t[k:], " :-\u2014\u2013\u2192>")
	if rest == "" || len(rest) == len(t[k:]) {
		return s // "3/4 steps passed": a count, not a counter
	}
	return rest
}

// laterAside drops a clause after a pause (a dash, a semicolon) that
// speaks to the user about a later occasion, when the clause before it
// puts an act now: "I'll push the fix now — shout if you'd rather review
// it first next time." The deferral and the leave it asks are for next
// time; they neither put off nor hand over what is done now. Anything
// else is returned as it is.
func (c *compiled) laterAside(low string) string {
	if !hasRune(low, ";\u2014\u2013") && !strings.Contains(low, " - ") || isQuestion(low) {
		return low // cheap tests first: this runs on every sentence judged
	}
	cut, size := -1, 0
	for _, p := range []string{";", "\u2014", "\u2013", " - "} {
		if j := strings.Index(low, p); j > 0 && (cut < 0 || j < cut) {
			cut, size = j, len(p)
		}
	}
	if cut < 0 {
		return low
	}
	first, rest := low[:cut], low[cut+size:]
	if !hasWords(first, nowWords) && !hasWords(first, []string{"for the moment", "for the time being"}) || c.deferred(first) || hasWords(first, laterWords) {
		return low
	}
	// What the clause after it puts off is the user's choice ("... if you
	// want") or a mere possibility ("we can revisit it later", "it's easy
	// to flip back on later"): the act before it stands now.
	anyone := hasWords(rest, []string{"if anyone", "if anybody", "if someone", "if somebody", "should anyone"})
	if c.deferred(rest) && (strings.Contains(" "+rest, " you") || anyone || hasWords(rest, canWords)) ||
		hasWords(rest, laterWords) && (anyone || hasWords(rest, canWords)) {
		return strings.TrimSpace(first)
	}
	return low
}

// nowWords put an act at this moment, in the languages read; laterWords
// put one off; canWords say it may be done then, not that it will.
var (
	nowWords = []string{"now", "right now", "right away", "straight away", "immediately", "sekarang", "od razu", "teraz", "прямо сейчас", "сейчас",
		"ya mismo", "ahora", "ahora mismo", "maintenant", "tout de suite", "adesso", "subito", "ora", "jetzt", "sofort", "agora", "já", "nu", "şimdi", "hned", "ngay"}
	laterWords = []string{"later", "next week", "nanti", "później", "позже", "потом", "más adelante", "más tarde", "später", "plus tard", "più tardi",
		"depois", "mais tarde", "sonra", "později", "senare", "sau này", "後で", "나중에", "以后", "稍后", "之后",
		"la semaine prochaine", "la próxima semana", "nächste woche", "la settimana prossima", "la prossima settimana",
		"volgende week", "w przyszłym tygodniu", "на следующей неделе", "minggu depan", "gelecek hafta", "příští týden",
		"nästa vecka", "next sprint"}
	canWords = []string{"can", "could", "easy", "possible", "we can", "bisa", "gampang", "łatwo", "można", "можно", "podemos", "pode", "peut",
		"possiamo", "può", "können", "kann", "kunnen", "kan", "kolay", "lze", "dễ", "可以", "できます", "수 있",
		"pourra", "pourrons", "potremo", "podremos", "poderemos", "możemy", "сможем", "můžeme"}
)

// gerundTo reads a short line that opens with a Spanish, Portuguese or
// Italian gerund and its destination ("Desplegando a staging:",
// "Publicando no npm:", "Eseguendo su staging:"); over a code block it
// introduces the command the speaker is about to run, as "Deploying to
// staging:" does in English.
func gerundTo(low string) bool {
	ws := tokens(strings.TrimSuffix(strings.TrimSpace(low), ":"))
	if len(ws) < 3 || len(ws) > 6 || !ibGerund(ws[0]) {
		return false
	}
	switch ws[1] {
	case "a", "en", "hacia", "para", "pra", "pro", "no", "na", "em", "ao", "su", "in", "nel", "sul", "verso":
		return true
	}
	return false
}

// nowHeading reports whether a heading opens with "now" (or Spanish
// "ahora", Portuguese "agora", Italian "ora"), a pause or none, and an
// -ing form: "## Now deploying", "## Now: rerunning the suite", "##
// Ahora: corrigiendo el test".
func nowHeading(low string) bool {
	low = strings.TrimSpace(low)
	for _, now := range []string{"now", "ahora", "agora", "ora", "next:", "next up:", "in progress", "currently", "right now"} {
		rest, ok := strings.CutPrefix(low, now)
		if !ok || rest == "" || rest[0] != ' ' && rest[0] != ':' && rest[0] != ',' && !strings.HasPrefix(rest, "—") {
			continue
		}
		ws := splitWords(strings.TrimLeft(rest, " :,-—"), 1)
		if len(ws) != 1 {
			return false
		}
		if now == "now" || strings.HasPrefix(now, "next") || now == "in progress" || now == "currently" || now == "right now" {
			// "## Now deploying to staging", "# next: converting it to
			// UTC", "### In progress — re-seeding the database"
			return ingWord(ws[0].w)
		}
		return ibGerund(ws[0].w)
	}
	return false
}

// What follows a paragraph that ends in a colon (followedBy).
const (
	blockNone = iota
	blockCode
	blockList
)

// followedBy reports whether the paragraph para of stripped (text with its
// blocks blanked and its quotations hidden, line for line) is followed in
// text by a code block or a list, after at most one label line ("The
// current code:"). A promise that ends in a colon there introduces what
// the agent means to write or do, not the message's own content.
func followedBy(text, stripped, para string) int {
	off := strings.Index(stripped, para)
	if off < 0 {
		return blockNone
	}
	rest := normalizeQuotes(strings.ReplaceAll(text, "\r\n", "\n"))
	for range strings.Count(stripped[:off+len(para)], "\n") + 1 {
		_, rest, _ = strings.Cut(rest, "\n")
	}
	label := false
	for line := range strings.Lines(rest) {
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			continue
		case strings.HasPrefix(t, "```"), strings.HasPrefix(t, "~~~"):
			return blockCode
		}
		if r, heading := cutMarker(t); r != t && !heading {
			return blockList
		}
		if label || !strings.HasSuffix(t, ":") {
			return blockNone
		}
		label = true
	}
	return blockNone
}

// selfImperative reports whether the sentence that ends a message is an
// imperative the agent addresses to itself: the next step of its own work,
// put in sequence ("Now ...", "Next, ...") right after a diagnosis, with
// no one to address it to ("Interface changed, so the generated mocks are
// stale. Now regenerate them with mockery and re-run the service tests.").
// An instruction to the user names the user, says what it is for or what
// will follow ("Now run make to verify", "and it should pass"), or follows
// a report of the agent's own work ("I've fixed the schema. Now run the
// migration."). prev is the sentence before low in its paragraph, "" when
// low opens it; paras[k] holds low.
func (c *compiled) selfImperative(low string, paras []string, k int, prev string) bool {
	t := strings.TrimSpace(low)
	if !strings.Contains(t, "now") && !strings.Contains(t, "next") || isQuestion(t) || language(t) != "en" {
		return false // cheap tests first: this runs on the last sentence of every message
	}
	ws := splitWords(t, 32)
	j := 0
	for j < len(ws) && (ws[j].w == "ok" || ws[j].w == "okay" || ws[j].w == "alright" || ws[j].w == "and") {
		j++
	}
	if j >= len(ws) || ws[j].w != "now" && ws[j].w != "next" {
		return false
	}
	c.english()
	rest := strings.TrimLeft(t[ws[j].end:], ", ")
	if v := splitWords(rest, 1); len(v) == 0 || determinerOrPronoun(v[0].w) || v[0].w == "be" {
		return false // "Now both tests pass", "Now be careful with ..."
	}
	n, ok := c.ownAction(rest, false)
	if !ok {
		return false
	}
	for _, w := range ws {
		switch w.w {
		case "you", "your", "yours", "you'll", "you're", "you've", "please", "should", "will", "would", "can", "could", "it'll",
			"try":
			return false // addressed to the user, or an outcome promised to them ("and try again")
		}
	}
	end := len(t) - len(rest) + n
	if !c.committed(t, 0, end, false) || c.deferred(t) || habit(t) || purposeAfter(c, t[end:]) {
		return false
	}
	if prev == "" && k > 0 {
		ps := sentences(paras[k-1])
		prev = strings.ToLower(masked(ps[len(ps)-1]))
	}
	return prev != "" && diagnoses(prev)
}

// purposeAfter reports whether the words after an imperative's verb hold
// "to" and a verb: what the step is for, which is said to a reader ("Now
// run make to regenerate it", "to verify").
func purposeAfter(c *compiled, after string) bool {
	ws := splitWords(after, 24)
	for i := 0; i+1 < len(ws); i++ {
		if ws[i].w != "to" {
			continue
		}
		switch n := ws[i+1].w; {
		case c.verbs[n], n == "see", n == "make", n == "ensure", n == "pick", n == "get", n == "take", n == "apply",
			n == "confirm", n == "verify", n == "avoid", n == "keep", n == "let":
			return true
		case !functionWord(n) && !determinerOrPronoun(n) && objectStart(ws, i+2):
			return true // "to bring it back in sync": any verb with its object
		}
	}
	return false
}

// diagnoses reports whether a sentence states a fault the agent has found
// ("Interface changed, so the generated mocks are stale.", "Looks like the
// vendor directory is out of date."), rather than reporting its own work
// or speaking to the user.
func diagnoses(s string) bool {
	if isQuestion(s) || reports(s) {
		return false
	}
	fault := false
	for _, w := range splitWords(s, 48) {
		switch w.w {
		case "you", "your", "you're", "you've", "you'll":
			return false
		case "stale", "outdated", "out-of-date", "broken", "breaks", "missing", "wrong", "changed", "mismatch",
			"mismatched", "conflict", "conflicts", "fails", "failing", "failed", "failure", "error", "errors", "bug",
			"culprit", "cause", "caused", "regression", "crash", "crashes", "panic", "panics", "leak", "leaks",
			"flaky", "invalid", "corrupt", "corrupted", "obsolete", "expired", "deprecated", "behind", "drift",
			"drifted", "problem", "issue", "doesn't", "isn't", "aren't", "don't", "can't", "won't", "not", "no":
			fault = true
		case "date":
			fault = fault || strings.Contains(s, "out of date")
		}
	}
	return fault
}

// paragraphs splits text at blank lines, keeping those with a letter.
func paragraphs(text string) []string {
	var out []string
	for _, p := range strings.Split(text, "\n\n") {
		if hasLetter(p) {
			out = append(out, p)
		}
	}
	return out
}

// judge decides one lower-cased sentence in the language it is written in.
func (c *compiled) judge(low string, named bool) bool {
	t := strings.TrimSpace(low)
	if r, ok := strings.CutSuffix(t, ", shall we?"); ok && lookAround(r) {
		t = r // "Let's see what bisect says, shall we?": the tag asks nothing
	}
	if strings.HasSuffix(strings.TrimRight(t, `)"'*_ `), "?") || strings.HasSuffix(t, "？") ||
		strings.HasPrefix(t, "¿") {
		return false // a question to the user
	}
	if quotedOrFramed(t) || programSteps(t) || consentWait(t) {
		return false // (programSteps: lang12.go; consentWait: lang18.go)
	}
	if i := strings.Index(t, ": "); i > 0 && docAddedAny(t[:i]+":") && docVoice(t[i+2:]) || leaveAsIs(t) {
		// "Acrescentei ao README uma seção X: primeiro vamos subir ...":
		// the document's words; "Deixo o schema como está neste PR": a
		// refusal (lang14.go).
		return false
	}
	if before, ok := nowBeforeLater(t); ok && c.judgeLang(before, language(before), named) {
		// "... are being squashed right now, so bisecting later stays
		// painless": the later time is the result's (lang12.go).
		return true
	}
	if rest, ok := personReasonNow(t); ok && c.judgeLang(rest, language(rest), named) {
		// "小李明天要拿去给客户演示，我现在帮他把数据重新灌一遍": the day
		// is the person's (lang12.go).
		return true
	}
	if rest, ok := forPersonWhose(t); ok && c.judge(rest, named) {
		// "For Kenji, who's reviewing this tomorrow morning, I'm
		// splitting the PR now": the day is the person's (lang12.go).
		return true
	}
	if rest, ok := personFrame31(t); ok && len(rest) < len(t) && c.judge(rest, named) {
		// "Since Marta is on call tonight, I'm writing her ...", "Till
		// Erik, som har jouren i natt, skriver jag nu ...": the day is
		// the person's (lang13.go).
		return true
	}
	if i := strings.Index(t, "，至于"); i > 0 && !hasRune(t[:i], "?？") && c.judgeLang(t[:i], "zh", named) && !deferredElsewhere(t[:i]) {
		// "锁文件我这边直接重新生成，至于要不要升级，等发版以后再说": what
		// the aside after 至于 (as for) puts off or asks is its own.
		return true
	}
	if before, ok := deRelativeCut(t); ok && !deferredElsewhere(t) && !habit(t) && c.judgeLang(before, "de", named) {
		// "Ich baue eine Prüfung davor, die abbricht, wenn die Datei
		// fehlt": the condition is the relative clause's (lang14.go).
		return true
	}
	if rest, ok := personReason32(t); ok && c.judge(rest, named) {
		// "Weil Lea morgen früh die Demo macht, stelle ich ihr jetzt
		// ... zusammen": the day is the person's (lang14.go).
		return true
	}
	if rest, ok := personColon(t); ok && c.judge(rest, named) {
		// "For the on-call folks who'll inherit this tonight: adding a
		// runbook entry" (lang14.go).
		return true
	}
	if hasRune(t, ";:–—,") && (language(t) != "en" || foreignLetters(t)) {
		if before, ok := actBeforeDiagnosis(t); ok && c.judgeLang(before, language(before), named) {
			// "Jag tar ett grepp om logiken nu; backoffen nollställs
			// aldrig": the diagnosis after the pause holds its own negation
			// (lang13.go).
			return true
		}
	}
	if rest, ok := asAsked(t); ok && c.judge(rest, named) {
		// "Як ти просив, кеш CDN саме зараз очищається", "Você pediu
		// pra limpar o cache: ele está sendo invalidado neste exato
		// momento", "..., så som du bad om": the user's request named
		// as the reason, not a condition; the act is read without it.
		return true
	}
	if i := strings.Index(t, " \u2014 "); i > 0 && asksWord(t[:i]) {
		return false // "Say the word — done in five minutes", "Dimmi pure — lo faccio"
	}
	if rest, ok := withoutAnyAnswer(t); ok && (c.judge(rest, named) || c.judgeLang(rest, language(t), named) || comingOut(rest)) {
		// "Czy ten cron jest potrzebny? Tak czy inaczej wyłączam go",
		// "..., so it's coming out regardless": an act decided whatever
		// the answer to the question before it (lang11.go).
		return true
	}
	for _, p := range []string{"before i hand this over", "before i hand this back", "before i hand it back", "before i hand it over",
		"before handing this back", "before handing this over", "before i pass this back", "before i wrap up"} {
		// "Before I hand this over I need to re-run the e2e suite": what
		// the turn still holds before it ends.
		rest, ok := strings.CutPrefix(t, p)
		if !ok {
			continue
		}
		rest = strings.TrimLeft(rest, ", ")
		c.english()
		for _, m := range []string{"i need to ", "i still need to ", "i have to ", "i still have to ", "i've got to ", "i must "} {
			if act, ok := strings.CutPrefix(rest, m); ok {
				if ws := splitWords(act, 1); len(ws) == 1 && c.verbs[ws[0].w] {
					return true
				}
			}
		}
		if c.judge(rest, named) {
			return true
		}
	}
	if before, ok := beforePurpose(t); ok && !habit(t) && !deferredElsewhere(before) && c.judgeLang(before, language(before), named) {
		// "Pulling the slow-query log for Priya so she can compare it
		// against today's numbers", "Ik zet de testdata nu klaar voor
		// Sanne, zodat zij morgen kan beginnen": the purpose clause is
		// what the other person will do with it; the act is the main
		// clause's, read alone.
		return true
	}
	// "from now on I'll use rg" is how work will be done, not an act;
	// "Lo reviso mañana" is put off to another day.
	lang := language(t)
	if c.judgeLang(t, lang, named) && !habit(t) && !deferredElsewhere(t) && (lang == "en" || !personWait(t)) {
		return true
	}
	if i := strings.Index(t, " \u2014 "); i > 0 && (lang != "en" || !englishWords(t[:i]) || foreignLetters(t[:i])) && !arabicScript(t) {
		// "Dobra, biorę na warsztat ten wyciek — podejrzewam cache, który
		// nigdy nie wygasa": a diagnosis after the dash holds its own
		// negation; the act before it is read alone, unless the clause
		// after it waits on the user, asks, or puts it off.
		before, after := t[:i], t[i+len(" \u2014 "):]
		if !isQuestion(after) && !handsOver(after) && !personWait(after) && !c.deferred(after) && !deferredElsewhere(after) &&
			!hasWords(after, []string{"si", "wenn", "falls", "se", "als", "jeśli", "jeżeli", "якщо", "если", "eğer", "jika", "nếu", "om", "dacă", "pokud", "když"}) &&
			!strings.Contains(after, "अगर") && !namesUserForeign(after) && !habit(t) && c.judgeLang(before, language(before), named) {
			return true
		}
	}
	if j := strings.LastIndex(t, "; "); j > 0 && (lang != "en" || arabicScript(t) || foreignLetters(t)) &&
		!personWait(t) && !habit(t) && !deferredElsewhere(t[j+2:]) && !hasAny(tokens(t), userToken) && !containsAny(t, "आप", "तुम", "أنت", "당신", "你", "您", "あなた") {
		// "Build ještě běží; jakmile doběhne, otaguju release": the
		// clause after a semicolon is read as a sentence of its own, as
		// in English (lang12.go).
		if after := t[j+2:]; (language(after) != "en" || foreignLetters(after)) && c.judgeLang(after, language(after), named) {
			return true
		}
	}
	if lang != "en" || arabicScript(t) {
		// "La dejo por si acaso, pero ahora mismo le pongo un aviso": what
		// follows a "but" is read as a sentence of its own, since what
		// stands before it (a reason, a thing kept as it is) may hide
		// the act from the grammar of the whole.
		if after, ok := afterBut(t); ok && !habit(t) && !personWait(t) && c.judgeLang(after, language(after), named) {
			return true
		}
		// "Mình không thấy chỗ nào gọi nữa, nên mình gỡ nó ra ngay bây
		// giờ": the result clause after "so" holds the act; the negation
		// of the reason before it is not its own.
		for _, so := range []string{", nên ", ", vì vậy ", ", do đó ", ", donc ", ", quindi ", ", więc ", ", тож ", ", тому ", ", deci ", ", dus ", ", jadi ",
			// "..., așa că îi ridic acum un mediu", "..., así que le estoy
			// montando ahora ...": the day of the person's need is theirs.
			", așa că ", ", asa ca ", ", así que ", ", por lo que ", ", por isso ", ", also ", ", daher ", ", så ", ", więc ", ", takže ",
			// "X présente la démo demain, alors je lui prépare ...":
			// "then" as "so" after the person's reason (holdout 34).
			", alors ", ", du coup ", ", dann ", ", allora ", ", entonces ", ", então ", ", dus ", ", więc ",
			// "..., так что прямо сейчас собираю ему сборку", "...، لذلك
			// أجهّز لها الآن ...": the result after the person's reason.
			", так что ", ", поэтому ", "، لذلك ", "، لذا "} {
			if j := strings.LastIndex(t, so); j > 0 {
				before, after := t[:j], t[j+len(so):]
				if !habit(t) && !personWait(t) && !namesUserForeign(before) && !isQuestion(before) &&
					!hasWords(before, []string{"nếu", "si", "se", "jeśli", "якщо", "dacă", "als", "jika", "khi"}) && !deferredElsewhere(after) &&
					!svDay(after) && !hasAny(tokens(after), func(w string) bool { return w == "إذا" || w == "لو" || w == "إن" }) &&
					c.judgeLang(after, language(after), named) {
					return true
				}
			}
		}
	}
	if strings.HasPrefix(t, "@") {
		// "@minh, sửa giúp bạn ... ngay bây giờ": the message addressed
		// to a person by handle; what follows is read on its own.
		if i := strings.Index(t, ", "); i > 1 && !hasRune(t[1:i], " \t") && c.judge(t[i+2:], named) {
			return true
		}
	}
	if i := strings.LastIndex(t, ", "); i > 0 && !strings.Contains(t[i+2:], ",") && chatAct(t[i+2:]) {
		// Chat: "same flake as yesterday, gonna nuke the cache n rerun",
		// "typo in the env var name lol, fixin": a report, then the act
		// in chat's own words.
		before := t[:i]
		if !hasWords(before, []string{"if", "when", "once", "unless", "after", "until", "later"}) && c.judgeLang(t[i+2:], "en", named) {
			return true
		}
	}
	if i := strings.Index(t, " \u2014 "); i > 0 {
		// "@marco you asked for the flame graph — grabbing one for you
		// off the staging pod now": what follows the dash is read on its
		// own when what stands before it sets the scene (no condition,
		// no wait).
		before, after := t[:i], t[i+len(" \u2014 "):]
		if !hasWords(before, []string{"if", "when", "once", "unless", "after", "until", "later", "si", "wenn", "falls", "quand", "cuando", "se", "quando"}) &&
			!(len(tokens(before)) > 0 && conditionOpens(tokens(before)[0])) && !thenOpens(after) &&
			!handsOver(after) && !habit(t) && !asksWord(before) && !glossBetweenDashes(after) && c.judgeLang(after, language(after), named) {
			return true
		}
	}
	if i := strings.LastIndex(t, " \u2014 "); i > 0 && statusNote(t[i+len(" \u2014 "):]) && c.itemAct(t[:i]) {
		// "Drop the unused ctx parameter — mid-edit on this one": a
		// dash before the item's status as an arrow does.
		return true
	}
	if after, ok := afterArrow(t); ok && (c.judge(after, named) || statusNote(after) && c.itemAct(t[:strings.LastIndex(t, after)])) {
		// "- [ ] rebuild the image ← doing it now", in any language:
		// the note after the arrow is the speaker's status of the item.
		return true
	}
	return c.aside(t, named)
}

// asAsked returns a sentence without the clause that names the user's
// request as its reason ("as you asked", "Як ти просив", "så som du bad
// om", "Você pediu pra ...:"), when it has one at its start or end.
func asAsked(t string) (string, bool) {
	for _, p := range []string{"as you asked", "like you asked", "as you requested", "як ти просив", "як ти просила", "як ви просили",
		"как ты просил", "как вы просили", "wie gewünscht", "wie du wolltest", "wie besprochen", "comme demandé", "comme tu l'as demandé",
		"como pediste", "como me pediste", "como você pediu", "como pediu", "come hai chiesto", "come richiesto", "zoals gevraagd",
		"zoals je vroeg", "tak jak prosiłeś", "tak jak prosiłaś", "jak jsi chtěl", "jak jsi chtěla", "așa cum ai cerut", "så som du bad om",
		"som du bad om", "som du ville", "seperti yang kamu minta", "như bạn yêu cầu", "istediğin gibi"} {
		if rest, ok := strings.CutPrefix(t, p); ok {
			rest = strings.TrimLeft(rest, ",:; ")
			return rest, rest != "" && !strings.Contains(rest, "?")
		}
		if rest, ok := strings.CutSuffix(strings.TrimRight(t, ".! "), p); ok && rest != "" {
			return strings.TrimRight(rest, ",;: "), !strings.Contains(t, "?")
		}
	}
	// "Você pediu pra limpar o cache do CDN: ele está sendo ...": the
	// request, then after the colon what is being done about it.
	for _, p := range []string{"você pediu ", "vc pediu ", "pediste ", "me pediste ", "you asked me to ", "you asked for ", "du hast ",
		"tu m'as demandé ", "hai chiesto "} {
		if strings.HasPrefix(t, p) {
			if i := strings.Index(t, ": "); i > 0 && !strings.Contains(t[:i], "?") {
				return t[i+2:], true
			}
		}
	}
	return "", false
}

// foreignLetters reports letters no English word has, of the Latin
// languages read: a short sentence with "to" or "a" in it is not English
// for them ("Dobře, jdu na to").
func foreignLetters(s string) bool {
	return hasRune(s, "ěřůťďňščžýåäöąęłśżźćńăâîșțğışçõãñ")
}

// namesUserForeign reports the user addressed in a clause of another
// language: "you" in the languages read.
func namesUserForeign(s string) bool {
	return hasWords(s, []string{"du", "dir", "dich", "tu", "toi", "vous", "tú", "usted", "você", "vc", "jij", "je", "u", "ty", "ti",
		"sen", "siz", "kamu", "anda", "bạn", "dig", "ni", "pan", "pani", "aap", "tum"}) ||
		// Cyrillic pronouns as whole words: the byte test of hasWords
		// finds "ты" inside "отчитываться" (holdout 32).
		hasAny(tokens(s), func(w string) bool { return w == "ты" || w == "вы" || w == "ти" || w == "ви" }) ||
		containsAny(s, "आप", "तुम", "أنت", "당신", "你", "您", "あなた")
}

// purposeHeads open a clause that says what someone else will do with
// the work, in the languages the detector reads.
var purposeHeads = []string{" so she can ", " so he can ", " so they can ", " so that she ", " so that he ", " so that they ",
	", so she ", ", so he ", ", so they ", ", damit ", " damit er ", " damit sie ", ", zodat ", " zodat ", ", ca să ", " ca să ",
	" så att ", ", så att ", " để ", ", biar ", " biar ", ", supaya ", " supaya ", ", pour qu", " pour qu", ", para que ",
	" para que ", ", pra que ", " pra que ", ", que pediu ", ", que pidió ", ", perché ", ", affinché ", " affinché ",
	", чтобы ", " чтобы ", ", щоб ", ", aby ", " aby ", ", żeby ", " żeby ", " ताकि ", ", böylece ", " böylece ",
	// "..., così domattina lo confronta", "..., ať si to může porovnat",
	// "... حتى يطابقه": what the other person then does.
	", così ", ", ať ", " ať ", " حتى "}

// personClauseHeads open a clause after a semicolon about the other
// person: "... pour Claire ; elle en a besoin demain matin".
var personClauseHeads = []string{" ; elle ", " ; il ", "; elle ", "; il ", "; she ", "; he ", "; sie ", "; er ", "; ella ", "; lei ", "; lui "}

// beforePurpose returns a sentence cut before its purpose clause, if it
// has one after a main clause of at least three words.
func beforePurpose(t string) (string, bool) {
	for _, h := range purposeHeads {
		if i := strings.Index(t, h); i > 0 && len(splitWords(t[:i], 4)) >= 3 {
			return strings.TrimRight(t[:i], ", "), true
		}
	}
	if strings.IndexByte(t, ';') < 0 {
		return "", false
	}
	for _, h := range personClauseHeads {
		if i := strings.Index(t, h); i > 0 && len(splitWords(t[:i], 4)) >= 3 {
			return strings.TrimRight(t[:i], ", "), true
		}
	}
	return "", false
}

// englishWords reports whether a sentence taken for English has one of
// English's commonest words: one with none ("Indexul este reconstruit
// acum din snapshot") is in a language the detector does not name.
func englishWords(t string) bool {
	return hasWords(t, []string{"the", "a", "an", "to", "and", "is", "it", "of", "i", "we", "you", "in", "on", "for",
		"this", "that", "be", "are", "now", "will", "i'll", "i'm", "let's", "with"})
}

// asksWord reports a clause that asks the user's word before the dash:
// "Say the word — done in five minutes", "Скажи — сделаю".
func asksWord(before string) bool {
	t := strings.Trim(strings.TrimSpace(before), ".!,")
	if t == "say no more" || t == "say less" {
		return false // the user's word was given: an acceptance (holdout 33)
	}
	if userImperative(t) {
		return true
	}
	switch t {
	case "say the word", "just say the word", "just say so", "say so", "скажи", "скажите", "дай знать", "дайте знать", "напиши",
		"dis-moi", "dites-moi", "dimmi", "dimmi pure", "fammi sapere", "avvisami", "sag bescheid", "sag einfach bescheid", "sagen sie bescheid", "dime", "avísame", "me avisa", "me diz", "zeg het maar",
		"daj znać", "säg till", "řekni", "söyle", "kabari aku", "bilgi ver":
		return true
	}
	return false
}

// chatAct reports a clause in chat's spelling of an act: "gonna ...",
// a verb with its g dropped ("fixin", "regenin it rn").
func chatAct(t string) bool {
	ws := splitWords(t, 3)
	if len(ws) == 0 {
		return false
	}
	w := ws[0].w
	if len(ws) == 1 && len(w) > 5 && strings.HasSuffix(w, "ing") {
		return true // a lone gerund closing a chat line: "..., fixxing"
	}
	return w == "gonna" || w == "lemme" || len(w) > 4 && strings.HasSuffix(w, "in") && !strings.HasSuffix(w, "ain") && !strings.HasSuffix(w, "ein") && !strings.HasSuffix(w, "oin")
}

// onItNow reads an item of work followed by the speaker's note that it is
// what they are on: "Still to do: regenerating the stubs, which is what
// I'm on right now".
func onItNow(t string) bool {
	for _, p := range []string{", which is what i'm on", ", which is what i'm doing", ", which is what i'm working on",
		" — which is what i'm on", ", which i'm on", ", which i'm doing"} {
		if i := strings.Index(t, p); i > 0 && hasWords(t[i:], []string{"now", "right now"}) {
			return !namesUser(t[:i])
		}
	}
	return false
}

// draftLabel reports a first paragraph that introduces text written for
// others to read: "Draft for the upgrade notes:", "Here's a draft of the
// README section:", "Proposed wording for the guide:".
func draftLabel(p string) bool {
	t := strings.ToLower(strings.TrimSpace(p))
	if r, ok := strings.CutSuffix(t, "："); ok && commitLabel(r) {
		return true // "提交信息是这样写的：" (lang12.go)
	}
	if !strings.HasSuffix(t, ":") || hasRune(t, "\n") || len(t) > 240 {
		return false
	}
	t = strings.TrimSpace(strings.TrimSuffix(t, ":")) + ":" // "lyder nu :"
	// A text quoted as it now stands: "I rewrote the quickstart; it now
	// reads:", "Ora recita:", "Der Abschnitt lautet jetzt:".
	for _, p := range readsNow {
		if strings.HasSuffix(t, p) {
			return true
		}
	}
	if strings.HasSuffix(t, " like this:") || strings.HasSuffix(t, " as follows:") {
		// "I rewrote the Quickstart. It now walks through the flow like
		// this:": the text as it now stands, told in the present with
		// "now"; "I'll restructure it like this:" is a plan and stays.
		last := t[strings.LastIndexAny(t[:len(t)-1], ".;!")+1:]
		if strings.Contains(" "+last, " now ") && !firstPerson(last) && !strings.Contains(last, "'ll") && !strings.Contains(last, " will ") {
			return true
		}
	}
	if docAddedAny(t) || commitLabel(t) {
		return true // (lang12.go)
	}
	for _, p := range []string{"draft ", "here's a draft", "here is a draft", "here's the draft", "here is the draft", "proposed wording",
		"suggested wording", "proposed text", "bozza ", "entwurf ", "brouillon ", "borrador ", "rascunho ", "voici le brouillon",
		"ecco la bozza", "aquí está el borrador", "hier ist der entwurf", "concept ", "szkic ", "черновик "} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

// docAdded reports a label that reports a text added to a document and
// quotes it: "Added a Getting started section to the README:", "Wrote the
// upgrade notes for the changelog:". What follows is the document's
// text, in its own "we'll" and "you'll".
func docAdded(t string) bool {
	t = strings.TrimPrefix(strings.TrimPrefix(t, "i've "), "i ")
	ws := splitWords(t, 1)
	if len(ws) == 0 || strings.Contains(t, "'ll") || strings.Contains(t, " will ") || strings.Contains(t, " going to ") {
		return false
	}
	switch ws[0].w {
	case "added", "wrote", "rewrote", "drafted", "expanded", "extended", "appended", "inserted":
	default:
		return false
	}
	return hasWords(t, []string{"readme", "section", "docs", "guide", "changelog", "wiki", "release notes", "quickstart", "tutorial", "faq"})
}

// readsNow end a label that quotes a text as it now stands, in the
// languages the detector reads.
var readsNow = []string{" now reads:", " it reads:", " reads as follows:", " now says:", " now looks like this:", " lautet jetzt:",
	" lautet nun:", " lautet:", " recita:", " ora dice:", " lyder nu:", " lyder:", " luidt nu:", " luidt:", " dice ahora:",
	" ahora dice:", " dice así:", " diz agora:", " agora diz:", " se lit ainsi:", " dit maintenant:", " dit désormais:",
	" теперь гласит:", " гласит:", " brzmi teraz:", " brzmi:", " zní takto:", " nyní zní:", " şöyle:", " nu luidt:", " lyder så här:"}

// afterBut returns what follows the last "but" of a sentence in another
// language, its comma before it ("..., pero ...", "...が、...").
func afterBut(t string) (string, bool) {
	i, n := -1, 0
	for _, b := range []string{", pero ", ", ma ", ", mais ", ", aber ", ", maar ", ", men ", ", ale ", ", ama ", ", tapi ",
		", но ", ", але ", ", mas ", ", dar ", "が、", "، لكن", "، ولكن", ", लेकिन ", ", nhưng ", "，但", ", 但"} {
		if j := strings.LastIndex(t, b); j > i && !(b == "が、" && jaSubjectGa(t[:j])) {
			i, n = j, len(b)
		}
	}
	// An emoji between two clauses parts them as a "but" does: "oeps,
	// verkeerde poort 🙃 pas ik nu even aan".
	for j, r := range t {
		if j > i && unicode.Is(unicode.So, r) && strings.TrimSpace(t[j+utf8.RuneLen(r):]) != "" {
			i, n = j, utf8.RuneLen(r)
		}
	}
	if i <= 0 {
		return "", false
	}
	after := strings.TrimSpace(strings.TrimLeft(t[i+n:], "\ufe0f\u200d"))
	if strings.HasPrefix(t[i:], "، لكن") || strings.HasPrefix(t[i:], "، ولكن") {
		// "لكنني أضيف": "but" takes the speaker's pronoun as a suffix.
		after = strings.TrimSpace(t[i+len("، "):])
		if k := strings.IndexByte(after, ' '); k > 0 {
			after = after[k+1:]
		} else {
			return "", false
		}
	}
	return after, after != ""
}

// quotedOrFramed reports a sentence whose first person is not the
// speaker acting now: words quoted after who wrote or said them ("Omar
// wrote: I'll restart the workers now"), a label that frames what follows
// as what a program does or how it sees things ("What the job does each
// night: we'll fetch ...", "From the request's point of view: I'll hit
// the middleware first"), or "we" walking through code at a place in it
// ("In `main()` we'll parse the flags").
func quotedOrFramed(t string) bool {
	i := strings.IndexByte(t, ':')
	if i > 0 {
		label := t[:i]
		for _, w := range []string{" wrote", " said", " says", " writes", " posted", " replied", " commented", " asked", " goes"} {
			if strings.HasSuffix(label, w) {
				return true
			}
		}
		if strings.HasPrefix(label, "what ") && (strings.Contains(label, " does") || strings.Contains(label, " do ")) ||
			containsAny(label, "point of view", "perspective", "seen from", "'s side", "from the side of") ||
			(strings.Contains(label, "how ") || strings.Contains(label, " like this")) && workingsFrame(label) || workingsFrameForeign(label) {
			return true
		}
	}
	// A line of a chat log under its author and time: "From the incident
	// channel (Tom, 09:41): I'll flip the flag off now".
	if j := strings.Index(t, "): "); j > 0 {
		if k := strings.LastIndexByte(t[:j], '('); k >= 0 && clockTime(t[k+1:j]) {
			return true
		}
	}
	// (A code span reads as "quoted" here.)
	if rest, ok := strings.CutPrefix(t, "in quoted"); ok {
		after := strings.TrimLeft(rest, ", ")
		return strings.HasPrefix(after, "we'll ") || strings.HasPrefix(after, "we will ")
	}
	return false
}

// workingsFrame reports a label that frames what follows as how a
// program, a flow or a text works ("Here's how startup works after this
// change", "The new section goes like this", "how the retry behaves
// now"): a present of the thing described, with no first person, so
// that "Here's how I'll fix it" stays a plan.
func workingsFrame(label string) bool {
	if firstPerson(label) || strings.Contains(label, "'ll") || strings.Contains(label, " will ") || strings.Contains(label, "you") {
		return false
	}
	if containsAny(label, " goes like this", " works like this", " runs like this", " reads like this", " flows like this") || workingsFrameForeign(label) || flowFrame(label) {
		return true
	}
	if i := strings.Index(" "+label, " how "); i >= 0 {
		return hasWords(label[i:], []string{"works", "work", "runs", "behaves", "flows", "happens", "proceeds", "unfolds"})
	}
	return false
}

// clockTime reports whether s holds a time of day ("tom, 09:41", "9:05
// utc").
func clockTime(s string) bool {
	for i := 1; i+2 < len(s); i++ {
		if s[i] == ':' && s[i-1] >= '0' && s[i-1] <= '9' && s[i+1] >= '0' && s[i+1] <= '5' && s[i+2] >= '0' && s[i+2] <= '9' {
			return true
		}
	}
	return false
}

// afterArrow returns what follows the last arrow or pointing hand that
// marks an item as under way ("← on it now", "👈 working on this one",
// "<- doing this now").
func afterArrow(t string) (string, bool) {
	i, n := -1, 0
	for _, a := range []string{"\u2190", "\u2b05", "\U0001f448", " <- "} {
		if j := strings.LastIndex(t, a); j > i {
			i, n = j, len(a)
		}
	}
	if i <= 0 {
		return "", false
	}
	after := strings.TrimSpace(strings.TrimLeft(t[i+n:], "\ufe0f ")) // (the emoji's variation selector: "⬅️ on it")
	return after, after != ""
}

// aside reads what stands in brackets at the end of a sentence: a
// promise there is one ("The flag is wired in (re-running the
// integration tests now)", "(rilancio subito i test)"), and "(in
// progress)" after an act marks it as the speaker's work under way ("- [
// ] Regenerate the mocks (in progress)").
func (c *compiled) aside(t string, named bool) bool {
	t = strings.TrimRight(t, ".!…: ") // (a list's intro: "Next steps (working through them now):")
	if !strings.HasSuffix(t, ")") {
		return false
	}
	i := strings.LastIndexByte(t, '(')
	if i < 0 {
		return false
	}
	inner, before := strings.TrimSpace(t[i+1:len(t)-1]), strings.TrimSpace(t[:i])
	if inner == "" || hasRune(inner, "()") || before == "" {
		return false
	}
	if statusNote(inner) {
		return c.itemAct(before)
	}
	if ws := splitWords(inner, 3); len(ws) == 2 && ws[1].w == "now" && strings.HasSuffix(ws[0].w, "ing") {
		// "`lint` — stale cache (clearing it now)" reads whole below;
		// "(fixing now)" is the act of the item before it.
		return c.itemAct(before) || c.judge(inner+" it", named)
	}
	return len(splitWords(inner, 3)) >= 3 && c.judge(inner, named)
}

// statusNote is a bare note of work under way after an item ("(in
// progress)", "← doing this now").
func statusNote(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), ".!… ")
	t = strings.Replace(t, " right now", " now", 1)
	for _, p := range []string{"this one's ", "this one is ", "this is ", "that one's "} {
		t = strings.TrimPrefix(t, p) // "(this one's underway)" (holdout 32)
	}
	switch t {
	case "mid-edit", "mid-edit on this one", "mid-edit on this", "mid-edit now", "halfway through this one", "halfway through it",
		"in progress", "doing now", "doing it now", "doing this now", "underway", "under way", "wip", "working on it",
		"on it", "running now", "in flight", "on it now", "working on this now", "in progress now", "on this now",
		"on this one now", "on this", "on this one", "working on it now", "doing this one now", "working on this one now",
		// Where the speaker stands in a checklist: "- [ ] Patch the
		// reader ← I'm here".
		"i'm here", "i am here", "i'm here now", "we're here", "we are here", "i'm at this one", "i'm on this one",
		// Partway through the item: "— mid-way through this one".
		"mid-way through this one", "midway through this one", "mid-way through it", "midway through it", "partway through this one",
		"halfway through", "mid-way through", "midway through":
		return true
	}
	return false
}

// itemAct reports whether an item names an act of the speaker's ("patch
// the parser", "regenerate the mocks") rather than a person's or a
// question.
func (c *compiled) itemAct(before string) bool {
	before = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(before), "-*+[] x"))
	c.english()
	ws := splitWords(before, 2)
	return len(ws) > 0 && (c.verbs[ws[0].w] || ws[0].w == "make") && !namesUser(before) && !humanWord(before) && !isQuestion(before)
}

// lookAround reports whether a sentence before the tag ", shall we?" is
// the speaker's own look at a result ("let's see what the profiler
// says", "let's check the logs"): the tag is rhetorical there, where after
// "let's merge it" it asks the user's leave.
func lookAround(s string) bool {
	rest, ok := strings.CutPrefix(strings.TrimSpace(dropInterjections(s)), "let's ")
	if !ok {
		return false
	}
	ws := splitWords(rest, 2)
	if len(ws) == 0 {
		return false
	}
	switch ws[0].w {
	case "see", "check", "look", "peek":
		return true
	case "find":
		return len(ws) > 1 && ws[1].w == "out"
	}
	return false
}

// judgeLang decides one trimmed lower-cased sentence by the grammar of
// its language.
func (c *compiled) judgeLang(t, lang string, named bool) bool {
	// A closing emoji ("してみますね🙏", "Making it lazy 🛠️") stands after
	// the sentence's last word, where its grammar is read.
	t = strings.TrimRightFunc(t, func(r rune) bool {
		return unicode.Is(unicode.So, r) || unicode.Is(unicode.Sk, r) || r == '\ufe0f' || r == '\u200d' || unicode.IsSpace(r)
	})
	if lang != "en" && strings.HasPrefix(t, "|") {
		return c.foreignRow(t, lang, named)
	}
	if (lang == "de" || lang == "fr" || lang == "es" || lang == "pt") && foreignPlan(t, lang) {
		return true
	}
	if lang != "en" && modalNow(t, lang) {
		return true // "Je dois relancer la compilation maintenant"
	}
	if minorPromise(t) {
		return true // Czech, Romanian, Arabic, Hindi in Latin letters
	}
	if (lang != "en" || arabicScript(t) || !englishWords(t) || hasRune(t, "åäöěřů")) && foreignUnderWay(t) {
		return true // "Het schema wordt nu opnieuw gegenereerd"
	}
	if (lang != "en" || foreignLetters(t)) && startIdiom(t) {
		return true // "ora metto mano al Dockerfile", "Беруся за міграцію"
	}
	if doneThenAct(t) || chatDropped(t) {
		return true // "Po zakończeniu builda wrzucam go ...", "ändrar den nu" (lang11.go)
	}
	other := lang != "en" || arabicScript(t) || foreignLetters(t) // the script or letters of another language, read once
	if other && foreign30(t, lang) || svChatNoun(t) {
		return true // "appena finisce metto il tag", "Сейчас он перестраивается" (lang12.go)
	}
	if foreign31(t, lang) {
		return true // "تُحذف ... في هذه الأثناء", "uz to opravuju" (lang13.go)
	}
	if foreign32(t, lang) {
		return true // "...، لذلك أجهّز لها الآن ...", "ci do una sistemata" (lang14.go)
	}
	if (other || chatCue33(t)) && c.foreign33(t, lang, named) {
		return true // "Der fliegt jetzt raus", "bntr, gw ganti dlu ... trs redeploy" (lang15.go)
	}
	if other && c.foreign34(t, lang, named) {
		return true // "Jag river ut ...", "재배포 갑니다", "đang sửa đây" (lang16.go)
	}
	if (other || czechAndCue(t)) && c.foreign35(t, lang, named) {
		return true // "Прикручую зараз ...", "... met een server die nooit antwoordt", "uz to prepisuju a poustim ..." (lang17.go)
	}
	if i := strings.Index(t, ": "); i > 0 && i <= 40 && c.foreignStatusLabel(t, lang, named) {
		return true // "Lagi dikerjakan: generate ulang client API ..." (lang17.go)
	}
	if other && c.soonThenAct(t, named) {
		return true // "Kaum ist er durch, schiebe ich ...", "Is die klaar, dan tag ik ..." (lang16.go)
	}
	if waitThen(t) || soonThen(t) { // (its heads are no English words: a short sentence may be taken for English)
		return true // "Aspetto che finisca il job e poi lancio la migrazione" (lang10.go)
	}
	switch lang {
	case "de":
		if i := strings.LastIndex(t, " und "); i > 0 && strings.HasPrefix(t, "ich ") && germanPromise("ich "+t[i+len(" und "):]) {
			return true // "ich gehe davon aus und setze ihm jetzt ...": the subject stands once for both verbs
		}
		return germanPromise(t) || germanPassive(t) || deInverted(t)
	case "fr":
		// A short Spanish sentence can read as French: "en cuanto
		// pasen, publico la versión".
		return frenchPromise(t) || frenchPassive(t) || frenchMoveOn(t) || esAsSoonAs(t, false)
	case "es":
		return iberianPromise(t, false) || spanishImpersonal(t) || iberianPassive(t, false) || esAsSoonAs(t, false)
	case "pt":
		return iberianPromise(ptColloquial(t), true) || iberianPassive(t, true) || esAsSoonAs(t, true)
	case "ja":
		return !jaOtherSubject(t) && (japanesePromise(t) || jaAsSoonAs(t) || jaMidAct(t)) // (lang16.go)
	case "zh":
		return chinesePromise(t) || zhUnderWay(t) || zhStartFrom(t)
	case "it":
		return italianPromise(t) || italianMoveOn(t)
	case "nl":
		return dutchPromise(t) || dutchEven(t)
	case "ru":
		return russianPromise(t) || russianPassive(t)
	case "ko":
		return koreanPromise(t) || koUnderWay(t)
	case "pl":
		return polishPromise(t)
	case "tr":
		return turkishPromise(t)
	case "hi":
		return hindiPromise(t)
	case "sv":
		return swedishPromise(t)
	case "id":
		return indonesianPromise(t)
	case "vi":
		return vietnamesePromise(t)
	case "uk":
		return ukrainianPromise(t)
	}
	if strings.HasPrefix(t, "|") && c.tableRow(t, named) {
		return true
	}
	if idiomLetter(t) && c.idiom29(dropSighs(t)) && !c.deferred(t) {
		return true // "Heads down on the exporter for a bit.", "wokring on it" (lang11.go)
	}
	if underWay(t) && !habit(t) && !c.deferred(t) || onItNow(t) {
		return true // "A full re-index of the docs is underway."
	}
	if english31Cue(t) && c.english31(t, named) {
		return true // "..., and out it comes", "Pivoting to the channel buffer" (lang13.go)
	}
	if english32Cue(t) && c.english32(t, named) {
		return true // "I'm taking a scalpel to ...", "renumbering em now" (lang14.go)
	}
	if c.english30(t, named) {
		return true // "Holding the merge until the e2e job reports back" (lang12.go)
	}
	if !c.hasExtra && !englishCue(t) && !strings.Contains(t, "getting ") && !strings.Contains(t, " coming ") && !strings.Contains(t, " it goes") && !strings.Contains(t, " they go") &&
		!getPassive(t) {
		return false // no head, no gerund, no label: nothing below can match (a passive with "get" aside)
	}
	c.english()
	if english34Cue(t) && c.english34(t, named) {
		return true // "Cherry-picking X onto Y", "Consolidating on X and dropping Y", "Bolting X in front, 5-minute TTL" (lang16.go)
	}
	if english35Cue(t) && c.english35(t, named) {
		return true // "Soon as the wheel finishes compiling, installing it ...", "which I'm burning down right now" (lang17.go)
	}
	if english36Cue(t) && c.english36(t, named) {
		return true // "What I'm doing at this point is pinning X", "Right, surgery time on X:" (lang18.go)
	}
	if english33Cue(t) && c.english33(t, named) {
		return true // "Short-circuiting that path so ...", "Say no more — the keys are going into ..." (lang15.go)
	}
	if c.promise(t, named) {
		return true
	}
	// Clauses after a semicolon, a dash or a colon are read like
	// sentences of their own; what the whole sentence says about
	// conditions and deferrals still applies to them.
	cl := clauses(t)
	if n := len(cl); n > 1 && (hasWords(cl[n-1], []string{"now", "right now"}) || firstAfterDeferral(c, cl)) && c.promise(cl[n-1], named) &&
		!namesUser(strings.Join(cl[:n-1], " ")) && !humanWord(t) && !habit(t) && !isQuestion(cl[0]) {
		// "Bump the lockfile after the rename — doing it now": a last
		// clause that puts the act now is not put off by what an
		// earlier one says ("after the rename" names the order).
		return true
	}
	if c.deferred(t) || builtinExcluded(t) || c.exclude != nil && c.exclude.MatchString(t) {
		return false
	}
	for i, part := range cl {
		if i == 1 && descriptiveLabel(cl[0]) {
			if (statusLabel(cl[0]) || hasWords(part, []string{"now", "right now"})) && len(cl) == 2 && c.promise(dropCounter(part), named) {
				// "Status: rebuilding the image": the speaker's work under
				// way; so is an item's act put at this moment ("Release
				// notes: writing them now").
				return true
			}
			continue // "Summary: adding the index cut the query ...", "Status: rebuilt"
		}
		if i > 0 && i+1 < len(cl) && apposed(cl[i+1]) {
			continue // "The follow-up — moving the cron jobs — makes more sense ...": the dashes set off a noun's gloss (lang12.go)
		}
		if i > 0 && c.promise(part, named || namesMachine(strings.Join(cl[:i], " "))) && !c.userClause(strings.Join(cl[:i], " ")) {
			return true
		}
	}
	if c.plan(t) {
		return true
	}
	// "..., so my move: reinstall, rebuild, retest.": a plan under the
	// speaker's label in the result clause after "so".
	if j := strings.LastIndex(t, ", so "); j > 0 && !c.userClause(t[:j]) {
		return c.plan(t[j+len(", so "):])
	}
	return false
}

// tableRow reads the cells of a markdown table row: a cell that puts an
// act at this moment ("| Backfill | ⏳ kicking off now |") states the
// speaker's own work under way. A cell without "now" describes (a flag's
// effect, a step's status: "done", "pending"), and is not read alone.
func (c *compiled) tableRow(t string, named bool) bool {
	for _, cell := range strings.Split(strings.Trim(t, "| "), "|") {
		cell = strings.Replace(strings.TrimSpace(cell), "as i type", "now", 1) // "re-pointing it ... as I type" (holdout 35)
		soon := strings.Contains(cell, "⏳") || strings.Contains(cell, "🔜")     // "⏳ next", "🔜 migrating next"
		if cell == "" || !hasWords(cell, []string{"now", "right now", "as we speak", "this minute", "this very minute", "at this moment"}) && !(soon && hasWords(cell, []string{"next"})) {
			continue
		}
		if c.midAct(cell) {
			return true // "| 🔧 mid-redeploy, pods cycling this minute |" (lang14.go)
		}
		if c.english(); c.promise(cell, named) {
			return true
		}
	}
	return false
}

// foreignRow reads a table row in another language as tableRow does in
// English: a cell marked as under way or next (⏳, 🔄, 🔜) is read as a
// sentence of its own ("| デプロイ | ⏳ 今から実行します |"); unmarked cells
// describe ("| `make reset` | データベースを削除します |") and are not read.
func (c *compiled) foreignRow(t, lang string, named bool) bool {
	for _, cell := range strings.Split(strings.Trim(t, "| "), "|") {
		if !hasRune(cell, "⏳🔄🔜") && !nowWord(cell) {
			continue
		}
		cell = strings.TrimSpace(strings.Map(func(r rune) rune {
			if unicode.Is(unicode.So, r) || r == '\ufe0f' {
				return -1
			}
			return r
		}, cell))
		if cell != "" && c.judgeLang(cell, lang, named) {
			return true
		}
	}
	return false
}

// nowWord reports a word of "now" in one of the languages read, which
// puts a table cell's act at this moment as "⏳" does ("| ben ik nu mee
// bezig |", "| la sto rilanciando ora |").
func nowWord(cell string) bool {
	for _, w := range tokens(strings.ToLower(cell)) {
		switch w {
		case "nu", "ora", "adesso", "jetzt", "gerade", "maintenant", "ahora", "agora", "teraz", "właśnie", "şimdi",
			"сейчас", "зараз", "지금", "अभी", "الآن", "sekarang", "teď", "právě", "nyní", "acum":
			return true
		}
	}
	if i := strings.Index(cell, "いま"); i >= 0 && (strings.TrimLeftFunc(cell[:i], func(r rune) bool { return !unicode.IsLetter(r) }) == "" ||
		strings.HasSuffix(cell[:i], "、") || strings.HasSuffix(cell[:i], " ")) {
		return true // "| 🔧 いま環境変数を直しています |": いま opening the cell (inside "います" it is no word)
	}
	return strings.Contains(cell, "今") || strings.Contains(cell, "现在") || strings.Contains(cell, "正在")
}

// englishCue reports whether a lower-cased sentence holds a word that
// every English promise shape needs: a commitment head, an -ing form, a
// label's colon or a stock phrase's key word. Most sentences of a long
// report hold none, and skip the regular expressions.
func englishCue(s string) bool {
	if strings.Contains(s, "on it") || strings.Contains(s, "on to ") || strings.Contains(s, "onto ") || strings.Contains(s, "onward") || strings.Contains(s, "now to ") ||
		strings.HasPrefix(s, "on ") || strings.Contains(s, ":") && planLabelEnd(s) >= 0 {
		return true
	}
	var buf [64]word
	ws := appendWords(buf[:0], s, -1)
	for i, w := range ws {
		if (strings.HasSuffix(w.w, "ing") || len(w.w) > 4 && strings.HasSuffix(w.w, "in") && !strings.HasSuffix(w.w, "ain") &&
			w.w != "within") && gerundAt(s, ws, i) {
			return true // "fixin it now": chat drops the g
		}
		if i == 0 && len(w.w) > 5 && (strings.HasSuffix(w.w, "gn") || strings.HasSuffix(w.w, "ng")) {
			return true // a gerund typed fast: "runnign", "updaitng"
		}
		if i == 0 && len(w.w) > 3 && strings.HasSuffix(w.w, "n") && len(ws) > 1 && determinerOrPronoun(ws[1].w) {
			return true // chat's "-n" for "-ing": "pushn the fix" (lang12.go)
		}
		switch w.w {
		case "i'll", "i'm", "we'll", "we're", "let", "let's", "lets", "lemme", "gonna", "gotta", "will", "shall",
			"need", "have", "time", "about", "next", "moment", "sec", "second", "minute", "give", "tight",
			"stand", "standby", "bear", "back", "do", "plan", "step", "steps", "i'd", "we'd", "better", "just",
			"off", "allow", "being", "be", "quick", "one", "final", "last", "another", "must", "should", "ought", "might",
			"want", "turn", "waiting", "eye", "first", "our", "my", "incoming", "consider", "go", "intend", "mean", "set", "ready":
			return true
		}
	}
	return false
}

// gerundAt reports whether the -ing word ws[i] stands where a gerund of
// the speaker's act can: opening the sentence or a clause (after
// punctuation, "and", "now", an interjection). "an existing field" is
// no act.
func gerundAt(s string, ws []word, i int) bool {
	if i == 0 {
		return true
	}
	prev := ws[i-1]
	// An emoji between them ends a clause as a comma does: "oops wrong
	// branch 🤦 moving the commit over now".
	if gap := s[prev.end : ws[i].end-len(ws[i].w)]; hasRune(gap, ",;:()\u2014\u2013\u2190-") ||
		strings.ContainsFunc(gap, func(r rune) bool { return unicode.Is(unicode.So, r) }) {
		return true
	}
	if n := max(opens(s, interjectionWords), opens(s, chatSighs)); n > 0 && n >= prev.end {
		return true // any interjection or sigh of the lists before it: "aight regenerating ..." (holdout 34)
	}
	switch prev.w {
	case "and", "then", "now", "also", "next", "first", "so", "ok", "okay", "alright", "right", "sure", "cool",
		"yeah", "yep", "k", "just", "still", "currently", "actively", "quickly", "meanwhile", "instead", "be",
		"am", "are", "i'm", "we're", "finally", "immediately", "again", "-", "--":
		return true
	}
	return false
}

// introduces reports whether s is a commitment to a verb of discourse
// ("let me go through the changes", "let me start with the root cause",
// "let me break it down"): with a colon after it and the content following,
// the message itself keeps the promise.
func (c *compiled) introduces(s string) bool {
	c.english()
	for _, m := range findHeads(s) {
		ws := splitWords(s[m[1]:], 6)
		i := c.skipAdverbs(ws)
		if i >= len(ws) {
			continue
		}
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1].w
		}
		switch ws[i].w {
		case "summarize", "summarise", "recap", "list", "outline", "explain", "clarify", "show", "rephrase",
			"restate", "unpack", "walk", "put", "describe", "detail", "spell", "lay":
			return true
		case "start", "begin", "open", "kick":
			return next == "with" || next == "by" || next == "off"
		case "go", "run":
			return next == "through" || next == "over"
		case "break", "sum", "zoom", "step", "back":
			return true
		}
	}
	return false
}

// descriptiveLabel reports whether a label before a colon introduces a
// description rather than a plan: "Summary:", "Root cause:", "Result:".
func descriptiveLabel(label string) bool {
	ws := splitWords(label, 4)
	if len(ws) == 0 || len(ws) > 3 {
		return false
	}
	if last := ws[len(ws)-1].w; strings.HasSuffix(last, "ed") || last == "done" || last == "left" {
		return true // "Fixed:", "Done:", "Changed:": a report follows
	}
	switch ws[len(ws)-1].w {
	case "summary", "result", "results", "outcome", "finding", "findings", "note", "notes", "status", "cause",
		"reason", "why", "explanation", "impact", "effect", "conclusion", "tl", "dr", "takeaway", "lesson",
		"problem", "issue", "context", "background", "diagnosis", "analysis", "observation", "evidence",
		"answer", "recap", "before", "after", "change", "changes", "fix", "culprit", "verdict", "progress":
		return true
	}
	return false
}

// statusLabel reports whether a label states where the speaker's work
// stands now ("Status:", "Current status:"): an -ing act after it is
// under way, where after "Summary:" it is the subject of a report.
func statusLabel(label string) bool {
	ws := splitWords(label, 4)
	if len(ws) > 0 && ws[0].w == "heads" && (len(ws) == 2 && ws[1].w == "up" || len(ws) == 3 && ws[1].w == "up" && strings.Contains(label, "@")) {
		return true // "Heads-up @infra-oncall: draining node 7 ahead of the patch"
	}
	switch len(ws) {
	case 1:
		return ws[0].w == "status" || ws[0].w == "progress" || ws[0].w == "fyi"
	case 2:
		return ws[1].w == "status" && (ws[0].w == "current" || ws[0].w == "my") || ws[0].w == "in" && ws[1].w == "progress"
	}
	return false
}

// clauses splits a sentence where a reader pauses: a semicolon, a dash
// (spaced hyphen, en or em dash) or a colon followed by a space.
func clauses(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		cut := 0
		switch {
		case r == ';' || r == '\u2014' || r == '\u2013' || r == '\u2190' || r == '\u2b05' || r == '\U0001f448':
			// "← doing this now" (or a pointing hand) after a checklist
			// item marks it as under way, as a dash would.
			cut = size
		case r == '<' && i+2 < len(s) && s[i+1] == '-' && s[i+2] == ' ' && i > 0 && s[i-1] == ' ':
			cut = 2 // "<- doing this now", the arrow typed
		case (r == ':' || r == '-') && i+1 < len(s) && s[i+1] == ' ' && (r == ':' || i > 0 && s[i-1] == ' '):
			cut = size
		case r >= 0x2000 && i > 0 && s[i-1] == ' ' && i+size < len(s) && s[i+size] == ' ' && unicode.Is(unicode.So, r):
			// An emoji standing between words ends a clause: "oops
			// wrong branch 🤦 moving the commit over now".
			cut = size
		}
		if cut > 0 {
			if p := strings.TrimSpace(s[start:i]); p != "" {
				out = append(out, p)
			}
			start = i + cut
		}
		i += size
	}
	if p := strings.TrimSpace(s[start:]); p != "" {
		out = append(out, p)
	}
	return out
}

// userClause reports whether the clauses before a promise address the
// user or put it on a condition ("Next steps (yours): ...").
func (c *compiled) userClause(before string) bool {
	for _, w := range splitWords(before, -1) {
		switch w.w {
		case "you", "you're", "you've", "you'll", "you'd", "yours":
			return true // "your repro helped" only mentions the user
		}
	}
	return hasWords(dropIndirect(before), conditions) || opens(before, askStart) > 0
}

// plan catches an imperative plan the agent gives itself: "Next step:
// install the missing package", "Plan from here: wipe the cache, ...".
// A label that names the user ("Next steps for you:") is a hand-over.
func (c *compiled) plan(s string) bool {
	end := planLabelEnd(s)
	if end < 0 {
		return false
	}
	label, rest := s[:end], s[end:]
	if strings.Contains(" "+label, " you") || strings.Contains(label, "(") {
		return false
	}
	ws := splitWords(rest, 4)
	if len(ws) == 0 || strings.HasPrefix(ws[0].w, "you") || namesUser(rest) {
		return false // "Last thing: restart your terminal so ...": an instruction to the user
	}
	if (ws[0].w == "i" || ws[0].w == "we") && len(ws) > 1 && !c.hasExtra {
		// "The plan from here: I rip out the global handle": the
		// speaker's own present, which a plan states as its next act.
		c.english()
		if c.verbs[ws[1].w] || !nonAction(ws[1].w) && objectStart(ws, 2) {
			return c.committed(rest, 0, ws[1].end, false)
		}
		return false
	}
	if nounPlanLabel(label) && !namesUser(rest) && !humanWord(rest) && !c.hasFinite("x "+rest) {
		return true // "Queued: a full reindex", "Next up: the users migration."
	}
	if nounPlanLabel(label) && !namesUser(rest) && !humanWord(rest) && c.planPassive(rest) {
		return true // "Up next on my side: the search index gets rebuilt from scratch"
	}
	if functionWord(ws[0].w) {
		return false
	}
	if strings.HasPrefix(strings.TrimSpace(label), "now") && purposeAfter(c, rest) {
		return false // "Now: run make to verify" tells the user what a step is for
	}
	if c.verbs[ws[0].w] || !nonAction(ws[0].w) && !strings.HasSuffix(ws[0].w, "ing") && objectStart(ws, 1) {
		// Judged from the label on: the imperative is the agent's own,
		// not one addressed to the user.
		return c.committed(rest, 0, ws[0].end, false)
	}
	return false
}

// planPassive reads the work a plan label names, in a passive of its
// own: "the search index gets rebuilt", "the mocks are regenerated".
func (c *compiled) planPassive(rest string) bool {
	ws := splitWords(rest, 12)
	for i := 1; i+1 < len(ws); i++ {
		switch ws[i].w {
		case "gets", "get", "is", "are":
			c.english()
			return c.actParticiple(ws[i+1].w)
		}
	}
	return false
}

// nounPlanLabel reports whether a plan label takes a noun phrase for the
// work it names ("Queued: a full reindex", "Next up: the users
// migration", "Pending on my side: the stubs"): a queue is the speaker's
// own. "Pending your review" names the user and is no such label.
func nounPlanLabel(label string) bool {
	for _, l := range []string{"queued", "next up", "up next", "pending on my side", "pending on my end", "on my plate"} {
		if strings.Contains(label, l) {
			return true
		}
	}
	return false
}

// runningState reads "Currently running: v2.3.1 on all pods", "Running 3
// replicas": what a machine runs, a version or a count, not an act.
func runningState(body string) bool {
	t := strings.TrimPrefix(body, "currently ")
	rest, ok := strings.CutPrefix(t, "running")
	if !ok {
		return false
	}
	rest = strings.TrimLeft(rest, ": ")
	if rest == "" {
		return false
	}
	if rest[0] == 'v' && len(rest) > 1 {
		rest = rest[1:]
	}
	return rest[0] >= '0' && rest[0] <= '9'
}

// comingUp reads "Hotfix for the nil deref coming right up", "A patch,
// coming up now": the thing the speaker is about to make, announced as
// on its way. "The release is coming up next month" names a date, not
// this moment, and is left alone.
func comingUp(body string) bool {
	t := strings.TrimRight(body, ".!… ")
	for _, p := range []string{" coming right up", " coming up now", " coming up shortly", ", coming right up", " coming up right away"} {
		if strings.HasSuffix(t, p) {
			head := strings.TrimSuffix(t, p)
			ws := splitWords(head, 12)
			return len(ws) > 0 && len(ws) <= 10 && !strings.Contains(" "+head, " you") && !namesUser(head)
		}
	}
	return false
}

// inWeGo reads "Into the logs we go", "Off we go", "Back into the
// profiler we go": a place or a direction first, then "we go" ending the
// sentence, the speaker setting off on the work now.
func inWeGo(body string) bool {
	// "So out it goes", "Out they go, and ...": a particle fronted before
	// the thing and its verb, the speaker's act of taking it out or
	// putting it in, now ("it goes" alone tells how a thing runs).
	for _, p := range []string{"out it goes", "out they go", "in it goes", "in they go", "away it goes", "away they go",
		"back it goes", "back they go", "off it goes", "off they go"} {
		if rest, ok := strings.CutPrefix(body, p); ok && (rest == "" || strings.IndexByte(",.!;", rest[0]) >= 0 || strings.HasPrefix(rest, " —")) {
			return !strings.Contains(rest, "?")
		}
	}
	t, ok := strings.CutSuffix(strings.TrimRight(body, ".!… "), " we go")
	if !ok {
		return false
	}
	ws := splitWords(t, 8)
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	switch ws[0].w {
	case "into", "in", "off", "back", "down", "onward", "onwards", "here":
		return !strings.Contains(" "+t, " you")
	}
	return false
}

// lettingRun reads "Letting the canary bake for ten minutes before I
// promote it": the speaker's wait on a run it started, then its act.
// "Letting you know ..." tells the user something.
func (c *compiled) lettingRun(body string) bool {
	rest, ok := strings.CutPrefix(body, "letting ")
	if !ok || strings.HasPrefix(rest, "you") || namesUser(rest) {
		return false
	}
	ws := splitWords(rest, 8)
	for i, w := range ws {
		if i == 0 {
			continue
		}
		switch w.w {
		case "run", "bake", "soak", "finish", "settle", "complete", "build", "warm", "sit", "drain", "catch", "spin",
			"churn", "chew", "grind", "crunch", "cook", "tick", "propagate", "replicate", "converge", "index", "sync":
			if _, then, ok := strings.Cut(rest, ", then "); ok {
				// "Letting the replica catch up, then flipping reads to it"
				if ws := splitWords(then, 1); len(ws) == 1 && c.gerunds[ws[0].w] {
					return true
				}
				if _, ok := c.ownAction(then, true); ok && !namesUser(then) {
					return true // "then dialling it up to 25%": any verb with its object
				}
			}
			return strings.Contains(rest, " before i ") || strings.Contains(rest, " then i") || strings.HasSuffix(strings.TrimRight(rest, ".!… "), "now")
		}
	}
	return false
}

// promise judges one lower-cased English sentence or clause.
func (c *compiled) promise(s string, named bool) bool {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(strings.TrimRight(s, `)"'*_ `), "?") {
		return false // a question to the user
	}
	body := strings.TrimSpace(dropSighs(s))
	if opens(body, askStart) > 0 || c.deferred(s) {
		return false
	}
	if builtinExcluded(s) || c.exclude != nil && c.exclude.MatchString(s) {
		return false
	}
	if runningState(body) {
		return false
	}
	if rest, ok := strings.CutPrefix(body, "consider it done"); ok && c.userClause(rest) {
		return false // "Consider it done if CI passes": on a condition
	}
	if opens(body, stockStart) > 0 || c.stock(s) || c.onTo(body) || inWeGo(body) || comingUp(body) || c.lettingRun(body) || c.idiom29(body) {
		return true
	}
	for _, p := range []string{"i'm on it", "we're on it", "i am on it"} {
		// "I'm on it." unless it waits on the user: "I'm on it if you want".
		if rest, ok := strings.CutPrefix(body, p); ok && !c.userClause(rest) {
			return true
		}
	}
	if c.extra != nil {
		for _, m := range c.extra.FindAllStringIndex(s, -1) {
			if c.committed(s, m[0], m[1], named) {
				return true
			}
		}
	}
	if i := strings.Index(s, ": "); i > 0 && c.introduces(s[:i]) {
		// "Let me start with the root cause: the parser drops the
		// header": the head introduces what follows the colon, which is
		// judged as a clause of its own.
		s = s[i+2:]
		body = strings.TrimSpace(dropInterjections(s))
	}
	heads := findHeads(s)
	first := body
	if cl := clauses(body); len(cl) > 0 {
		first = cl[0] // "Reverting now — should be quick": the finite verb is another clause's
	}
	adjunct := false
	if i := strings.Index(first, ", "); i > 0 && (leadingWhile(first[:i]) || behalfFrame(first[:i])) {
		// "While that's open, getting the flag parsing in place": the
		// act is the main clause's, after what it goes on beside.
		first = first[i+2:]
	}
	if i := strings.Index(first, ", "); i > 0 {
		// "deploying the hotfix now, will ping when it's live": the
		// finite verb after the comma has a subject of its own, dropped.
		// When the speaker is named after the comma ("Reviewing the
		// diff again, I noticed ..."), the -ing clause is an adjunct of
		// that main clause, which alone says what was or will be done.
		adjunct = speakerOpens(first[i+2:]) || othersDid(first[:i], first[i+2:]) || !hasWords(first[:i], []string{"now", "next", "first"}) && (sceneSetting(first[i+2:]) || pastMainAfter(first[i+2:]))
		first = first[:i]
	}
	if _, ok := c.ownAction(first, true); ok && !adjunct && !stateGerund(first) {
		if p := temporalAt(first); p > 0 {
			// "Merging it as soon as the checks are green": the finite
			// verb is the temporal clause's, a wait that keeps the
			// promise unless a person is waited on ("Deploying once you
			// approve"). A second finite verb is the gerund's own:
			// "Running the tests when the cache is cold takes ten minutes".
			wait := first[p:]
			if _, ok := c.ownAction(first[:p], true); ok && !strings.Contains(" "+wait, " you") && !humanWord(wait) &&
				!c.hasFinite(dropAsides(first[:p])) && finiteCount(wait) <= 1 {
				return true
			}
		} else if !c.hasFinite(dropAsides(first)) {
			return true // "Running it now.", "Rebasing onto main."
		}
	}
	if !adjunct && c.gerundPair(first) && !c.hasFinite(first) {
		return true // "Vendoring and rebuilding.": the second -ing names the act for both
	}
	if j := strings.Index(s, ", so "); j > 0 && !c.userClause(s[:j]) {
		// "I want to confirm it holds, so kicking off a k6 run": a result
		// clause that opens with an -ing form of the speaker's act.
		rest := s[j+len(", so "):]
		if n, ok := c.ownAction(rest, true); ok && !c.hasFinite(rest) && !stateGerund(rest) &&
			c.committed(s, j+len(", so "), j+len(", so ")+n, named) {
			return true
		}
	}
	if j := strings.LastIndex(s, ", "); j > 0 && hasWords(s[j+2:], spliceMoments) && !c.userClause(s[:j]) && !humanWord(s[:j]) {
		// "lockfile is out of date, regenerating it now": chat splices
		// a diagnosis and the act with a comma. A moment marks the -ing
		// clause as the speaker's act, where without one it may describe
		// the subject before it ("the nightly job runs at 2am, deleting
		// old branches").
		rest := s[j+2:]
		if n, ok := c.ownAction(rest, true); ok && spliceAct(rest[n:]) && !c.hasFinite(rest) && !stateGerund(rest) &&
			c.committed(s, j+2, j+2+n, named) {
			return true
		}
	}
	if c.waitThenAct(body) {
		return true // "Waiting for the Helm release to settle before I run the smoke test."
	}
	if rest, ok := strings.CutPrefix(body, "time for "); ok && c.timeFor(rest) {
		return true // "Time for a quick sanity check against staging."
	}
	if c.nominalAct(body) {
		return true // "Quick sanity check on the prod config before I hand this back."
	}
	if onItemNow(body) || itemGoing(body) {
		return true // "On #1 now.", "On step 2 now.", "First one's going now"
	}
	for _, h := range []struct {
		found [][]int
		ing   bool
	}{{heads, false}, {c.progressives(s), true}} {
		for _, m := range h.found {
			if h.ing && stateProgressive(s[m[1]:]) {
				continue // "I'm getting the same 401"
			}
			if n, ok := c.ownAction(s[m[1]:], h.ing); ok && c.committed(s, m[0], m[1]+n, named) {
				return true
			}
		}
	}
	for _, m := range heads {
		// "I'll give each test its own dir and rerun the package": verbs
		// joined by "and" share the head, unless the first waits on the
		// user.
		clause := s[m[1]:]
		if cut := strings.IndexAny(clause, ",;:\u2014\u2013"); cut >= 0 {
			clause = clause[:cut]
		}
		parts := strings.Split(clause, " and ")
		if strings.Contains(" "+parts[0], " you") || hasWords(parts[0], conditions) {
			continue
		}
		for _, a := range parts[1:] {
			if n, ok := c.ownAction(a, false); ok && c.committed(s, m[0], m[1]+strings.Index(clause, a)+n, named) {
				return true
			}
		}
	}
	for _, m := range heads {
		// "I'll sit on the error-rate panel until it's had its fifteen,
		// then widen the rollout": a wait on a thing, then the act the
		// head commits to.
		mid, then, ok := strings.Cut(s[m[1]:], ", then ")
		if !ok || !strings.Contains(" "+mid+" ", " until ") || namesUser(" "+mid) || strings.Contains(mid, "you") || humanWord(mid) ||
			hasWords(s[:m[1]]+mid, []string{"if", "unless", "in case"}) {
			continue
		}
		if n, ok := c.ownAction(then, false); ok && c.committed(s, m[0], len(s)-len(then)+n, named) {
			return true
		}
	}
	for _, m := range c.progressives(s) {
		// "I'm going with the flag and wiring it into config.go": a
		// progressive shares its subject with the participles joined to
		// it by "and".
		clause := s[m[1]:]
		if cut := strings.IndexAny(clause, ",;:\u2014\u2013"); cut >= 0 {
			clause = clause[:cut]
		}
		for _, a := range strings.Split(clause, " and ")[1:] {
			if n, ok := c.ownAction(a, true); ok && c.committed(s, m[0], m[1]+strings.Index(clause, a)+n, named) {
				return true
			}
		}
	}
	if c.passive(s) {
		return true // "The tests will now be run ...", "A fix is being applied."
	}
	if m := c.nextIsAt(s); m != nil {
		// "My next move is to vendor ...", "The next thing I'm doing is bumping ..."
		for _, ing := range []bool{false, true} {
			if n, ok := c.ownAction(s[m[1]:], ing); ok && c.committed(s, m[0], m[1]+n, named) {
				return true
			}
		}
	}
	return false
}

// spliceMoments put an -ing clause after a comma at this moment.
var spliceMoments = []string{"now", "real quick", "right away", "asap", "immediately", "quickly"}

// spliceAct reports whether what follows the -ing verb of a spliced
// clause makes it an act: an object, "to" and its goal, or the moment
// itself ("rebuilding now"). A manner or a place after it tells a state:
// "the server is back, running fine now", "running on port 8080 now".
func spliceAct(after string) bool {
	ws := splitWords(after, 3)
	if len(ws) == 0 || objectStart(ws, 0) {
		return true
	}
	switch ws[0].w {
	case "to", "now", "right", "real", "asap", "immediately", "quickly":
		return true
	}
	return false
}

// temporalAt returns where a temporal clause ("once", "as soon as",
// "when") starts in an -ing clause, or 0. "once" as an adverb ("once
// more", "once a day", "Running it once takes ...") opens none.
func temporalAt(s string) int {
	if !strings.Contains(s, "once ") && !strings.Contains(s, "as soon as ") && !strings.Contains(s, "when ") {
		return 0
	}
	at := findWords(s, []string{"once", "as soon as", "when"})
	if at <= 0 || strings.HasSuffix(s[:at], "at ") {
		return 0 // "at once": now
	}
	ws := splitWords(s[at:], 4)
	k := 1
	if ws[0].w == "as" {
		k = 3
	}
	if k >= len(ws) {
		return 0
	}
	switch n := ws[k].w; {
	case finite(n), strings.HasSuffix(n, "ed"), n == "more", n == "again", n == "a", n == "an", n == "per", n == "every",
		n == "in", n == "or", n == "and", n == "only", n == "daily", n == "weekly", n == "nightly", n == "possible":
		return 0
	}
	return at
}

// finiteCount counts the finite verbs of a clause: the listed forms and a
// present in -s after a noun ("once CI finishes"), up to a clause of its
// own ("so we can see which fixture blows up").
func finiteCount(s string) int {
	n := 0
	ws := splitWords(s, 24)
	for i, w := range ws {
		switch {
		case i > 0 && (w.w == "which" || w.w == "what" || w.w == "where" || w.w == "whether" || w.w == "if" ||
			w.w == "who" || w.w == "how" || w.w == "why" || w.w == "that" || w.w == "to"):
			return n
		case finite(w.w):
			n++
		case i > 1 && len(w.w) > 3 && strings.HasSuffix(w.w, "s") && !strings.HasSuffix(w.w, "ss") &&
			!determiners(ws[i-1].w) && !functionWord(ws[i-1].w) && !countWord(ws[i-1].w):
			n++
		}
	}
	return n
}

// waitThenAct reads a wait on a thing that the speaker's own act follows:
// "Waiting for the Helm release to settle before I run the smoke test".
// No tool watches the thing, so the act is due and nothing will do it. A
// wait on a person ("Waiting for your review before I merge") hands the
// next move over.
func (c *compiled) waitThenAct(body string) bool {
	var rest string
	ok := false
	for _, p := range []string{"waiting for ", "waiting on ", "waiting until ", "waiting till ", "holding ", "sitting tight ",
		"hanging tight ", "standing by "} {
		if rest, ok = strings.CutPrefix(body, p); ok {
			break
		}
	}
	if !ok {
		return false
	}
	// "Holding the tag until the nightly clears, then cutting 1.8.0",
	// "Sitting tight till a runner frees up, then kicking off the job":
	// the wait, then the act in the -ing form.
	for _, b := range []string{", then ", " then "} {
		j := strings.Index(rest, b)
		if j <= 0 {
			continue
		}
		wait := rest[:j]
		if namesUser(wait) || humanWord(wait) || strings.Contains(" "+wait, " you") || !hasWords(wait, []string{"until", "till", "til", "for"}) {
			return false
		}
		if _, ok := c.ownAction(rest[j+len(b):], true); ok {
			return true
		}
	}
	// The act follows the wait in time ("before I run", "then I'll") or
	// as what the wait is for ("so I can grab the digest").
	for _, b := range []string{" before i ", " before we ", ", then i'll ", " then i'll ", " then we'll ", " so i can ",
		" so we can ", " so that i can ", " so that we can "} {
		j := strings.Index(rest, b)
		if j <= 0 {
			continue
		}
		wait := rest[:j]
		if namesUser(wait) || humanWord(wait) || strings.Contains(" "+wait, " you") {
			return false
		}
		_, ok := c.ownAction(rest[j+len(b):], false)
		return ok
	}
	return false
}

// dropAsides removes what stands in brackets: "Rebuilding the image (takes
// ~2 min)" has no finite verb of its own; the aside's is about the act.
func dropAsides(s string) string {
	for {
		i := strings.IndexByte(s, '(')
		if i < 0 {
			return s
		}
		j := strings.IndexByte(s[i:], ')')
		if j < 0 {
			return s[:i]
		}
		s = s[:i] + s[i+j+1:]
	}
}

// othersDid reports whether an -ing clause that sets a scene in time
// ("moving on from there", "following that") is followed by a clause with
// a subject other than the speaker and a past verb: "Moving on from there,
// the team disabled the flag" tells what others did. An -ing clause of an
// act keeps its own reading: "Rebuilding the image now, the old one
// failed".
func othersDid(ing, s string) bool {
	if !hasWords(ing, []string{"from", "after", "following", "since"}) {
		return false
	}
	ws := splitWords(s, 6)
	if len(ws) < 2 {
		return false
	}
	switch ws[0].w {
	case "the", "they", "he", "she", "their", "someone", "everyone", "ops":
	default:
		return false
	}
	for _, w := range ws[1:] {
		switch {
		case w.w == "was" || w.w == "were" || w.w == "had" || w.w == "did" || w.w == "took" || w.w == "got" ||
			w.w == "ran" || w.w == "went" || w.w == "made" || w.w == "found" || w.w == "broke":
			return true
		case len(w.w) > 4 && strings.HasSuffix(w.w, "ed"):
			return true
		}
	}
	return false
}

// speakerOpens reports whether a clause opens with the speaker as its
// subject ("I noticed ...", "we found ...").
func speakerOpens(s string) bool {
	ws := splitWords(s, 1)
	if len(ws) == 0 {
		return false
	}
	switch ws[0].w {
	case "i", "we", "i've", "we've", "i'd", "we'd", "i'll", "we'll", "i'm", "we're":
		return true
	}
	return false
}

// timeFor reads "time for a quick sanity check": an act named by its
// noun (a listed verb used as one), after a determiner and a few
// adjectives, with no finite verb of its own ("Time for a check is
// short") and not the user's ("time for your review").
func (c *compiled) timeFor(rest string) bool {
	ws := splitWords(rest, 8)
	if len(ws) == 0 || namesUser(rest) || humanWord(rest) {
		return false
	}
	for i, w := range ws {
		if i > 4 {
			break
		}
		if c.verbs[w.w] {
			return !c.hasFinite("x " + rest)
		}
		if functionWord(w.w) && !determinerOrPronoun(w.w) {
			return false
		}
	}
	return false
}

// nominalAct reads an act named by its noun, as a note to self: "Quick
// sanity check on the prod config", "One more pass over the diff", "Final
// look at the logs before I wrap up". A word of size or order opens it
// (a noun alone is a subject: "Sanity check on prod passed"), a
// preposition puts the act on its object, and no finite verb follows.
func (c *compiled) nominalAct(body string) bool {
	rest := body
	for _, p := range []string{"a quick ", "quick ", "one more ", "one last ", "one final ", "a final ", "final ",
		"last ", "another "} {
		if r, ok := strings.CutPrefix(body, p); ok {
			rest = r
			break
		}
	}
	if rest == body || strings.Contains(rest, ":") || namesUser(rest) || humanWord(rest) {
		return false // "Quick look at the results: 3 failures" introduces a report
	}
	rest = strings.TrimPrefix(rest, "sanity ")
	ws := splitWords(rest, 3)
	if len(ws) < 2 {
		return false
	}
	switch ws[0].w {
	case "check", "sanity-check", "look", "pass", "peek", "glance", "scan", "double-check", "run":
	default:
		return false
	}
	switch ws[1].w {
	case "on", "of", "at", "over", "against", "through", "across":
	default:
		return false
	}
	main := rest
	for _, cut := range []string{" before ", " then ", " to ", " so ", ","} {
		if i := strings.Index(main, cut); i > 0 {
			main = main[:i]
		}
	}
	for _, w := range splitWords(main, -1)[2:] {
		if finite(w.w) || len(w.w) > 4 && strings.HasSuffix(w.w, "ed") {
			return false // "Quick check on the prod config passed."
		}
	}
	return !c.hasFinite("x " + main)
}

// onItemNow reads "On #1 now." and "On step 2 now.": the speaker at work
// on an item of a list it has just given. A bare "On hold now." or "On
// track now." names a state, not an item.
func onItemNow(body string) bool {
	rest, ok := strings.CutPrefix(body, "on ")
	if !ok || !strings.HasSuffix(strings.TrimRight(rest, ".! "), " now") {
		return false
	}
	rest = strings.TrimPrefix(rest, "the ")
	switch {
	case strings.HasPrefix(rest, "#"):
		return true
	}
	ws := splitWords(rest, 3)
	if len(ws) < 2 {
		return false
	}
	switch ws[0].w {
	case "step", "item", "task", "number", "no", "point":
		return ws[1].w[0] >= '0' && ws[1].w[0] <= '9'
	case "first", "second", "third", "next", "last":
		return ws[1].w == "one" || ws[1].w == "item" || ws[1].w == "step" || ws[1].w == "task" || ws[1].w == "now"
	}
	return false
}

// itemGoing reads an item of a list named by its place and stated as
// under way now: "First one's going now; the other two are quick",
// "2 is in progress, 3 and 4 come right after", "#3 is underway". A
// thing's own state ("The first one is failing") is none.
func itemGoing(body string) bool {
	t := strings.TrimPrefix(body, "the ")
	named := false
	for _, p := range []string{"first one", "second one", "third one", "last one", "next one", "first item", "item ", "step ", "#", "number "} {
		if strings.HasPrefix(t, p) {
			t, named = t[len(p):], true
			break
		}
	}
	rest := strings.TrimLeft(t, "0123456789")
	if !named && len(rest) == len(t) || len(t)-len(rest) > 2 {
		return false // "#4521 is in progress": a PR or an issue, anyone's
	}
	t = rest
	for _, s := range []string{"'s going now", " is going now", " is in progress", "'s in progress", " is underway", "'s underway",
		" is under way", " is in flight", "'s in flight", " is being done now", "'s being done now"} {
		if rest, ok := strings.CutPrefix(t, s); ok {
			if c, _, ok := strings.Cut(rest, ";"); ok {
				rest = c
			}
			return !strings.Contains(rest, "you") && !strings.Contains(rest, "?")
		}
	}
	return false
}

// speakerLabel reads a label that names the speaker's act under way, its
// content after the colon: "Here's the change I'm making:", "Steps I'm
// taking:", "What I'm changing:". A turn with no tool call made none of
// it; what the speaker sees, thinks or proposes is no act.
func (c *compiled) speakerLabel(low string) bool {
	t := strings.TrimSpace(low)
	if !strings.HasSuffix(t, ":") || namesUser(t) || strings.Contains(t, "suggest") || strings.Contains(t, "propos") {
		return false
	}
	ws := splitWords(t, 12)
	if len(ws) > 8 {
		return false
	}
	for i := 0; i+1 < len(ws); i++ {
		switch ws[i].w {
		case "i'm", "we're":
		default:
			continue
		}
		w := ws[i+1].w
		switch w {
		case "taking", "doing", "making", "changing", "touching", "applying", "adding", "running":
			return true
		}
		c.english()
		return c.gerunds[w] || ingWord(w) && !nonAction(w) && !stateProgressive(w)
	}
	return false
}

// gerundPair reports whether a clause opens with two -ing forms joined by
// "and" or a comma, the second an act ("Vendoring and rebuilding",
// "Bisecting, re-running"): a verb with no object of its own shares the
// act of the one it is joined to.
func (c *compiled) gerundPair(s string) bool {
	ws := splitWords(s, 3)
	if len(ws) < 2 || !ingWord(ws[0].w) {
		return false
	}
	rest := s[ws[0].end:]
	if ws[1].w == "and" {
		rest = s[ws[1].end:]
	} else if !strings.HasPrefix(strings.TrimLeft(rest, " "), ",") {
		return false
	}
	_, ok := c.ownAction(rest, true)
	return ok
}

// onTo reads "On to the decoder fix.", "Onto step 3 next." and "Onward
// to the frontend.": the
// speaker moving to the next piece of work, with no verb of its own. A
// colon after it introduces content ("On to the second point: ..."),
// and "On to your question" turns to the user.
func (c *compiled) onTo(body string) bool {
	var rest string
	ok := false
	// "Onward to the frontend.", "Heading over to the migration scripts
	// next.": the same move, said with a verb of motion.
	for _, p := range []string{"on to ", "onto ", "onward to ", "onwards to ", "heading over to ", "heading back to ",
		"moving over to ", "hopping over to ",
		// "Back to the failing checkout test.", "Let us now turn to the
		// integration test.": the speaker turning to its next piece of
		// work, by the same shape.
		"back to ", "let us now turn to ", "let us turn to ", "let's now turn to ", "let's turn to ",
		"let me now turn to ", "let me turn to ", "turning now to ", "now turning to "} {
		if rest, ok = strings.CutPrefix(body, p); ok {
			break
		}
	}
	if !ok || strings.Contains(rest, ":") || strings.Contains(" "+rest, " you") {
		return false
	}
	ws := splitWords(rest, 8)
	if len(ws) == 0 || !(determinerOrPronoun(ws[0].w) || ws[0].w == "step" || ws[0].w == "quoted") || ws[0].w == "it" {
		return false
	}
	return !c.hasFinite("x " + rest)
}

// pluralPresent are present tenses of a plural subject that tell what
// things do, never an act the speaker names after a gerund.
func pluralPresent(w string) bool {
	switch w {
	case "get", "take", "cause", "break", "fail", "need", "end", "stay", "keep", "show", "slip", "pile", "leak":
		return true
	}
	return false
}

// hasFinite reports whether a sentence opening with a gerund has a finite
// verb later on, which makes the gerund phrase its subject.
func (c *compiled) hasFinite(s string) bool {
	ws := splitWords(s, -1)
	if r := dropRelatives(s, ws); len(r) != len(s) {
		// "Creating the ADR with the alternatives we ruled out": the
		// relative clause's verb is not the gerund's.
		s, ws = r, splitWords(r, -1)
	}
	for i, w := range ws {
		if i > 0 && subordinate(ws[i-1].w, w.w) {
			// "Hammering the endpoint to see where it breaks": the verbs
			// of a purpose or relative clause are not the main verb.
			// After "to", a modal that follows a noun rather than a
			// subject pronoun is the main verb all the same: "moving the
			// cache to Redis would need a new secret".
			if ws[i-1].w == "to" && modalAfterNoun(ws[i:]) {
				return true
			}
			// After "so", a second finite verb is the main one: "Running
			// the suite so the cache warms up takes ten minutes".
			if ws[i-1].w == "so" && finiteCount(s[ws[i-1].end:]) > 1 {
				return true
			}
			s = s[:ws[i-1].end-len(ws[i-1].w)]
			break
		}
		if i >= 2 && ws[i-1].w == "that" && !functionWord(ws[i-2].w) && !determiners(ws[i-2].w) && !finite(ws[i-2].w) &&
			!strings.HasSuffix(ws[i-2].w, "ing") && listedFinite(ws[i:]) <= 1 {
			// "Sweeping the repo for links to our docs that should be
			// https": a relative clause on the noun before "that", whose
			// one verb is not the gerund's.
			s = s[:ws[i-1].end-len(ws[i-1].w)]
			break
		}
		if i > 0 && finite(w.w) && !determiners(ws[i-1].w) && !(participle(w.w) && i+1 < len(ws) && postNominal(ws[i+1].w)) {
			return true
		}
		if i >= 2 && pluralPresent(w.w) && len(ws[i-1].w) > 3 && strings.HasSuffix(ws[i-1].w, "s") && !strings.HasSuffix(ws[i-1].w, "ss") {
			return true // "Formatting slips get caught locally": the gerund is an adjective of the subject
		}
		// A present tense with its own object: "Adding the index speeds
		// up the query".
		if i >= 2 && len(w.w) > 3 && strings.HasSuffix(w.w, "s") && !strings.HasSuffix(w.w, "ss") &&
			!determiners(ws[i-1].w) && !functionWord(ws[i-1].w) && !countWord(ws[i-1].w) && i+1 < len(ws) && // "both sides through": a plural (lang15.go)
			!(strings.HasSuffix(ws[i-1].w, "ing") && objectPrep(ws[i-2].w)) && // "into streaming rows through the writer": a noun (lang14.go)
			(determinerOrPronoun(ws[i+1].w) && ws[i+1].w != "quoted" && ws[i+1].w != "that" ||
				particle(ws[i+1].w) && i+2 < len(ws) && determinerOrPronoun(ws[i+2].w)) {
			return true
		}
	}
	for _, at := range c.pastObjects(s) {
		if strings.HasPrefix(s[at:], "quoted") && (at == 0 || s[at-1] == ' ') {
			continue // a code span ("giving `parseSchedule` a going-over"), no past
		}
		prev := strings.Fields(s[:at])
		if len(prev) == 0 || !determiners(prev[len(prev)-1]) {
			return true
		}
	}
	return false
}

// listedFinite counts the listed finite verbs among ws.
func listedFinite(ws []word) int {
	n := 0
	for _, w := range ws {
		if finite(w.w) {
			n++
		}
	}
	return n
}

// participle reports whether an irregular form in the finite list can
// also be a past participle, which after a noun and before a
// preposition describes the noun: "an absolute path built from
// `__file__`", "the config found in the repo".
func participle(w string) bool {
	switch w {
	case "cut", "put", "built", "found", "sent", "held", "left", "split", "shut", "spent", "lost", "made", "kept", "led":
		return true
	}
	return false
}

func postNominal(w string) bool {
	switch w {
	case "from", "by", "with", "in", "via", "under", "for", "on":
		return true
	}
	return false
}

// modalAfterNoun reports whether ws hold a modal whose subject is not a
// pronoun of its own clause: "[to] Redis would need ..." continues the
// gerund subject, "[to] see whether it would help" opens a new clause.
func modalAfterNoun(ws []word) bool {
	for i := 1; i < len(ws); i++ {
		switch ws[i].w {
		case "would", "could", "should", "might", "must", "will", "can", "may":
		default:
			continue
		}
		switch ws[i-1].w {
		case "i", "we", "it", "they", "he", "she", "you", "that", "which", "who", "this", "there", "what", "and", "or":
			return false
		}
		return true
	}
	return false
}

// committed reports whether the promise at s[start:end] stands on its own:
// not put on a condition, not a reply to something the user must do first.
func (c *compiled) committed(s string, start, end int, named bool) bool {
	if strings.HasSuffix(strings.TrimSpace(s[:start]), "whether") {
		return false // reported: "You asked whether I'll run it"
	}
	if strings.HasPrefix(s[start:], "let") {
		// "It would let us drop the polyfill": a thing lets, no one
		// asks leave.
		ws := splitWords(s[:start], -1)
		if n := len(ws); n > 0 {
			switch ws[n-1].w {
			case "would", "could", "should", "might", "may", "will", "won't", "can", "to", "also", "which", "that", "it", "this":
				return false
			}
		}
	}
	before := dropIndirect(s[:start])
	if inv, ok := invertedCondition(before); ok {
		// "Should the flake come back, ping me and I'll dig into it
		// then": the verb first is "if" (lang16.go).
		before = inv
	}
	if at := findWords(before, conditions); at >= 0 && !resultAfter(before, at) && runtimeWill(before[at:]) {
		return false // "When the token expires, the client will refresh it and we'll replay ...": what the code does (lang16.go)
	}
	if at := findWords(before, conditions); at >= 0 && !resultAfter(before, at) {
		clause := before[at:]
		// "If you approve, I'll ..." waits for the user; "When I ran the
		// tests, two failed, so let me fix them" reports and then promises;
		// "Once the build goes green, I'll tag it" waits on a machine.
		// "After that, I'll rerun it" after a machine's work the
		// sentence before named waits on it.
		if strings.Contains(" "+clause+" ", " you") || humanWord(clause) ||
			!pastOrUser(dropColour(dropPassives(clause))) && !c.machineWait(clause, named || namesMachine(before[:at])) && !(named && bareAfter(clause)) {
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
	// A purpose clause says what the change will do, not what the act
	// waits on: "rewrite the batching so it flushes after 5 seconds".
	for _, p := range []string{" so that ", " so it ", " so the ", " so they ", " so we "} {
		if i := strings.Index(after, p); i >= 0 {
			after = after[:i]
		}
	}
	after = strings.ReplaceAll(after, "for when ", "for ") // "dig through the history for when this broke"
	if at := findWords(after, conditions); at > 0 {
		// "add a test that checks the registry after 1,000 requests":
		// the condition is the relative clause's, about the object.
		if rel := findWords(after[:at], []string{"that", "which", "who"}); rel >= 0 {
			after = after[:rel]
		}
	}
	if orderContrast(after) {
		after = "" // "... lowercase before the comparison rather than after": an order of steps inside the act (lang16.go)
	}
	if after := dropIndirect(after); hasWords(after, conditions) {
		if cl := after[findWords(after, conditions):]; !c.machineWait(cl, named) && !ownSequence(cl) && !(named && bareAfter(cl)) {
			return false // "I'll deploy once you approve"
		}
	}
	if start > 0 && userImperative(strings.TrimSpace(dropInterjections(s))) {
		return false // "Paste the trace and I'll dig into it"
	}
	return true
}

// dropColour hides a colour a condition names ("If CI comes back red,
// ..."), which ends like a past ("-ed") and is none.
func dropColour(s string) string {
	for _, w := range []string{" red", " green"} {
		for i := strings.Index(s, w+" "); i >= 0; i = strings.Index(s, w+" ") {
			s = s[:i] + " colour" + s[i+len(w):]
		}
		if strings.HasSuffix(s, w) {
			s = s[:len(s)-len(w)] + " colour"
		}
	}
	return s
}

// behalfFrame reports a phrase opening a sentence that says for whom or
// at whose request the act is done ("On behalf of the docs team,
// regenerating ...", "At Priya's request, ...", "As requested, ..."):
// the act is the main clause's after it.
func behalfFrame(cl string) bool {
	for _, p := range []string{"on behalf of ", "at the request of ", "as requested", "as agreed", "per your request", "per the request"} {
		if strings.HasPrefix(cl, p) {
			return true
		}
	}
	return strings.HasPrefix(cl, "at ") && strings.HasSuffix(cl, "'s request")
}

// leadingWhile reports a clause that opens a sentence with "while",
// "meanwhile" or "in the meantime": it says what the act goes on beside.
func leadingWhile(cl string) bool {
	for _, p := range []string{"while ", "meanwhile", "in the meantime", "in the meanwhile"} {
		if strings.HasPrefix(cl, p) {
			return !strings.Contains(cl, " you") && !strings.Contains(cl, "you're") && !strings.Contains(cl, "you've")
		}
	}
	return false
}

// sceneSetting reports a main clause, after an -ing phrase and its comma,
// that reports or describes with a subject of its own: "[Running the
// suite,] two tests failed", "[Excluding vendored code,] coverage is at
// 81%". The gerund sets the scene; no act is announced. "[Rebuilding the
// image,] then rerunning the tests" goes on with the speaker's acts.
func sceneSetting(main string) bool {
	ws := splitWords(main, 8)
	if len(ws) < 2 {
		return false
	}
	switch ws[0].w {
	case "then", "and", "so", "now", "next", "after", "before", "once", "i'll", "we'll", "while", "plus", "also", "will", "i", "we",
		"with", "without": // "..., with `rust` added to the builder stage": an absolute phrase, no clause
		return false
	}
	switch ws[0].w {
	case "nothing", "everything", "something", "it", "none":
		// "Peeking at the code, nothing stands out": a pronoun of things
		// and its present (holdout 32).
		if v := ws[1].w; len(v) > 3 && strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ss") {
			return true
		}
	}
	if strings.HasSuffix(ws[0].w, "ing") {
		return false
	}
	for _, w := range ws[1:] {
		switch w.w {
		case "will", "i'll", "we'll", "then", "and":
			return false
		case "is", "are", "was", "were", "has", "had", "shows", "showed", "stays", "drops":
			return true
		}
		if len(w.w) > 4 && strings.HasSuffix(w.w, "ed") && !strings.HasSuffix(w.w, "eed") {
			return true
		}
		if presentBeforePlace(ws, w) {
			return true // "Going over the flame graph again, most of the time sits in the encoder" (lang12.go)
		}
	}
	return false
}

// bareAfter reports a trailing "after" with nothing after it ("I'll
// squash it right after"): it points back at the wait the sentence before
// named.
func bareAfter(clause string) bool {
	ws := splitWords(clause, 3)
	return len(ws) == 1 && ws[0].w == "after" || len(ws) == 2 && ws[0].w == "after" && (ws[1].w == "that" || ws[1].w == "it")
}

// ownSequence reports whether a condition after a promise only orders it
// after the speaker's own step at hand: "Will circle back to it right
// after this", "then the docs after that". Nothing outside the turn is
// waited on.
func ownSequence(clause string) bool {
	ws := splitWords(clause, 4)
	if len(ws) < 2 || len(ws) > 3 || ws[0].w != "after" {
		return false
	}
	for _, w := range ws[1:] {
		switch w.w {
		case "this", "that", "one":
		default:
			return false
		}
	}
	return true
}

// resultAfter reports whether the condition at before[at:] belongs to an
// earlier clause that a result clause ("so ...") follows, where the head
// of the promise stands: "I need to regenerate the mocks after the
// interface change, so I'll run mockgen now." A condition that opens the
// sentence governs every clause after it ("If you approve, I'll merge, so
// ..."), and one that waits on the user is left to stand.
func resultAfter(before string, at int) bool {
	if strings.TrimSpace(dropInterjections(before[:at])) == "" {
		return false
	}
	clause := before[at:]
	so := -1
	for off := 0; off < len(clause); {
		j := strings.Index(clause[off:], "so ")
		if j < 0 {
			break
		}
		j += off
		if startsWord(clause, j) && !strings.HasPrefix(clause[j:], "so that") {
			so = j
		}
		off = j + 1
	}
	return so > 0 && !strings.Contains(" "+clause[:so], " you") && !humanWord(clause[:so])
}

// stateProgressive reports whether a progressive after "I'm" reports a
// state rather than an action under way: "I'm getting a 401", "I'm
// seeing the same timeout".
func stateProgressive(rest string) bool {
	ws := splitWords(rest, 2)
	if len(ws) > 0 && (ws[0].w == "now" || ws[0].w == "still" || ws[0].w == "also") {
		ws = splitWords(rest[ws[0].end:], 1)
	}
	if len(ws) == 0 {
		return false
	}
	switch ws[0].w {
	case "getting", "seeing", "having", "hitting", "receiving", "noticing", "observing":
		return true
	}
	return false
}

// subordinate reports whether the words a, b open a subordinate clause:
// an infinitive of purpose ("to see") or a relative or adverbial clause.
func subordinate(a, b string) bool {
	switch a {
	case "where", "wherever", "whether", "until", "while", "because", "which", "who", "unless", "since", "what":
		return true
	case "before", "after":
		// "lining it up ... before anything else gets touched": a clause
		// with a subject of its own; "before the merge takes ..." is
		// the gerund's.
		switch b {
		case "anything", "anyone", "anybody", "something", "i", "we", "it", "they", "i'm", "we're", "it's", "they're":
			return true
		}
	case "so":
		// "so the release workflow picks it up", "so it builds": a
		// purpose or a result, whatever subject opens it.
		return true
	case "to":
		return !determinerOrPronoun(b) && !determiners(b) && b != "that" && (b[0] < '0' || b[0] > '9')
	}
	return false
}

// dropRelatives removes from s (split into ws) each relative clause with
// no "that" (contactRelative).
func dropRelatives(s string, ws []word) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(ws); i++ {
		n := contactRelative(ws, i)
		if n == 0 {
			continue
		}
		b.WriteString(s[last : ws[i].end-len(ws[i].w)])
		last = ws[i+n-1].end
		i += n - 1
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// contactRelative returns how many words from ws[i] on form a relative
// clause with no "that" after a noun: a subject pronoun, its verb, a
// particle ("the two alternatives we ruled out", "the edge case you
// reported", "the call sites we missed in the first pass"), or 0. The
// noun before it is the verb's object, so nothing that opens an object
// follows the verb: "Running the suite we found three flaky tests" is a
// gerund adjunct and a main clause.
func contactRelative(ws []word, i int) int {
	if i == 0 || i+1 >= len(ws) {
		return 0
	}
	switch ws[i].w {
	case "i", "we", "you", "they", "i've", "we've", "you've", "they've", "i'd", "we'd",
		"it", "he", "she": // "the two type errors it surfaced in client.ts"
	default:
		return 0
	}
	if p := ws[i-1].w; functionWord(p) || determiners(p) || particle(p) || finite(p) || numeric(p) ||
		strings.HasSuffix(p, "ing") || strings.HasSuffix(p, "ed") {
		return 0 // a noun must stand before it: "... and we found", "fixed we think"
	}
	switch v := ws[i+1].w; {
	case functionWord(v) || determinerOrPronoun(v):
		return 0
	case v == "is" || v == "are" || v == "was" || v == "were" || v == "will" || v == "would" || v == "can" ||
		v == "could" || v == "should" || v == "may" || v == "might" || v == "must" || v == "has" || v == "had" ||
		v == "have" || v == "do" || v == "does" || v == "did":
		return 0 // an auxiliary opens a clause of its own: "the tests we can run" is left alone
	}
	n := 2
	if i+n < len(ws) && particle(ws[i+n].w) {
		n++ // "ruled out", "backed up"
	}
	if i+n == len(ws) {
		return n
	}
	switch ws[i+n].w {
	case "in", "on", "at", "for", "from", "during", "with", "into", "to", "last", "yesterday", "earlier", "before",
		"today", "here", "there", "above", "below":
		return n
	}
	return 0
}

// machineWait reports whether a condition clause waits on an event no
// person has to cause ("as soon as CI finishes", "once the checks pass").
// Nothing in the session acts when it happens, so the promise stands; a
// hypothetical ("if the build fails") or anything a person does ("once
// it's approved", "when you're ready") is no promise.
func (c *compiled) machineWait(clause string, named bool) bool {
	for _, h := range []string{"if", "unless", "in case", "provided"} {
		if strings.HasPrefix(clause, h) {
			return false // a hypothetical: nothing is due
		}
	}
	if strings.Contains(" "+clause+" ", " you") || strings.Contains(clause, "you'") || humanWord(clause) {
		return false
	}
	return waitWord(clause, named)
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

// The phrase sets below are searched in a whole sentence, each only when
// a word it needs is there: most sentences of a long report hold none.

func (c *compiled) deferred(s string) bool {
	return containsAny(s, "later", "follow", "next", "tomorrow", "tonight", "separate", "another", "future",
		"eventually", "down the", "some point", "chance") && hasWords(s, deferrals)
}

func (c *compiled) stock(s string) bool {
	return containsAny(s, "moment", "sec", "give me", "tight", "stand", "bear with", "back", "minute") &&
		(hasWords(s, stockAnywhere) || justAMoment(s))
}

// justAMoment reads "Just a sec while I grep ...", "Just a moment.": the
// stock phrase opening a sentence. "Just a moment ago ..." tells when.
func justAMoment(s string) bool {
	t := strings.TrimSpace(dropInterjections(s))
	n := opens(t, []string{"just a sec", "just a second", "just a moment", "just a minute"})
	if n == 0 {
		return false
	}
	ws := splitWords(t[n:], 1)
	return len(ws) == 0 || ws[0].w != "ago" && ws[0].w != "earlier" && ws[0].w != "later" && ws[0].w != "before" &&
		ws[0].w != "after"
}

func (c *compiled) progressives(s string) [][]int {
	if !containsAny(s, "i'm", "i am", "we're", "we are") {
		return nil
	}
	return progressives(s)
}

func (c *compiled) nextIsAt(s string) []int {
	if !strings.Contains(s, "next ") && !strings.Contains(s, "plan ") {
		return nil
	}
	return nextIsAt(s)
}

func (c *compiled) pastObjects(s string) []int {
	if !strings.Contains(s, "ed ") {
		return nil
	}
	return pastObjects(s)
}

// hasRune reports whether s holds any of the runes of set, as
// strings.ContainsAny does, but one search of s per rune of the set: the
// sets here are a few runes, mostly outside ASCII, and the library's way
// (every rune of s looked up in the set) made it a tenth of a long
// message's first call.
func hasRune(s, set string) bool {
	for _, r := range set {
		if strings.ContainsRune(s, r) {
			return true
		}
	}
	return false
}

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// stateGerund reports whether a clause opening with "working" or
// "looking" tells a state ("Working as intended now.", "Looking good!")
// rather than an act, which takes a preposition ("Working on the fix",
// "Looking into it").
func stateGerund(s string) bool {
	ws := splitWords(s, 3)
	if len(ws) == 0 || ws[0].w != "working" && ws[0].w != "looking" {
		return false
	}
	if len(ws) < 2 {
		return true
	}
	switch ws[1].w {
	case "on", "into", "at", "through", "over", "for", "around":
		return false
	}
	return true
}

// closer reports whether a sentence is a polite close ("Let me know if
// ...", "I'll keep you posted."), after any interjections. Both are read
// at the sentence's start, which costs less than looking for a closer's
// words anywhere in it first.
func (c *compiled) closer(low string) bool {
	return politeClose(dropInterjections(low))
}
