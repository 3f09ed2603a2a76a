package narrate

import (
	"strings"
)

// Holdout 36's classes (docs/narration.md, "Holdout 36";
// fix36_test.go). False alarms: a condition on the user's consent in its
// own idiom rather than a plain "if" ("With your OK I'll ...", "Say the
// word and ...", "Дашь добро — ...", "你这边点个头，我就 ...", "Anh duyệt
// xong là em ...", "Onay verdiğin anda ...", "आप हाँ कहें तो ...",
// consentWait), and a label that frames a program's flow ("Here's the new
// flow in X:", flowFrame). Misses: see the functions below.

// consentWords are the nouns and verbs of a person's consent, in the
// languages read: what the user gives before the act may go ahead.
var consentWords = []string{"ok", "okay", "oké", "oke", "okey", "approval", "approve", "blessing", "go-ahead", "go ahead", "sign-off",
	"permission", "say-so", "green light", "thumbs up", "thumbs-up", "👍", "nod", "consent", "greenlight", "yes",
	"добро", "ок", "окей", "согласие", "отмашку", "зелёный свет", "зеленый свет", "апрув", "згоду", "дозвіл", "зелене світло", "відмашку",
	"onay", "izin", "yeşil ışık", "tamam", "zgodę", "zielone światło", "zelenou", "souhlas", "klartecken", "godkänn", "acordul", "undă verde",
	"duyệt", "đồng ý", "cho phép", "gật đầu", "chốt", "hoş", "हाँ", "हां", "ओके", "मंज़ूरी", "मंजूरी", "इजाज़त", "इजाजत", "अनुमति", "हरी झंडी",
	"点头", "点个头", "同意", "批准", "拍板", "放行", "说行", "说好", "首肯", "承認", "承認", "승인", "허락", "موافقت", "إذن"}

// consentWait reports a sentence whose act waits on the user's consent,
// said in the idiom of a condition rather than with "if" or "once": a
// phrase that puts the act under the user's word ("With your OK I'll
// force-push", "Pending your sign-off, ...", "Say the word and I'll
// ..."), a second person giving consent before a dash or a correlative
// that opens the act ("Дашь добро — выкачу", "Щойно даси згоду —
// викочу", "你这边点个头，我就推", "Anh duyệt xong là em đẩy", "आप हाँ कहें
// तो मैं ...") or a Turkish participle of the second person ("Onay
// verdiğin anda ..."). The user's next message continues the session, as
// with "once you approve"; a machine's wait ("once CI is green") names
// no consent and no second person, and stays a promise.
func consentWait(t string) bool {
	if !containsAny(t, consentWords...) && !containsAny(t, "say the word", "give me the word", "your word") {
		return false
	}
	// English: the consent as the user's, in a phrase of condition.
	for _, p := range []string{"with your ", "pending your ", "upon your ", "on your ", "given your ", "subject to your ", "once i have your ",
		"once i get your ", "when i get your ", "as soon as i have your ", "as soon as i get your ", "soon as i get your "} {
		if i := strings.Index(t, p); i >= 0 && (i == 0 || !isWord(rune(t[i-1]))) && consentAt(t[i+len(p):]) {
			return true
		}
	}
	for _, p := range []string{"say the word", "give me the word", "give me the nod", "give me a nod", "give me the go-ahead", "give me the ok",
		"give me a thumbs up", "give me the green light", "nod and ", "👍 and ", "drop a 👍", "your word and "} {
		if i := strings.Index(t, p); i >= 0 && (strings.Contains(t[i:], " and ") || strings.Contains(t[i:], " \u2014 ") || strings.Contains(t[i:], ", ")) {
			return true
		}
	}
	// Russian and Ukrainian: a second person before the dash or comma
	// that opens the act ("Дашь добро — ...", "Дадите отмашку, ...",
	// "Щойно даси згоду — ...").
	if hasRune(t, "абвгдежзийклмнопрстуфхцчшщьыэюяіїєґ") {
		head := t
		if i := strings.IndexAny(head, ",\u2014\u2013"); i > 0 {
			head = head[:i]
		}
		if containsAny(head, consentWords...) {
			for _, w := range tokens(head) {
				if cyrillicSecond(w) {
					return true
				}
			}
		}
	}
	// Chinese: the user (你, 您) consenting, then 就 or 再 opening the act.
	if i := strings.IndexAny(t, "你您"); i >= 0 {
		rest := t[i:]
		for _, m := range []string{"点头", "点个头", "同意", "批准", "拍板", "放行", "说行", "说好", "确认", "ok", "首肯", "发话"} {
			if j := strings.Index(rest, m); j >= 0 && containsAny(rest[j:], "就", "再", "后", "之后") {
				return true
			}
		}
	}
	// Vietnamese: the user (anh, chị, bạn, sếp) consenting, then "là" or
	// "thì" opening the act.
	if ws := tokens(t); len(ws) > 2 {
		for i, w := range ws {
			switch w {
			case "anh", "chị", "bạn", "sếp", "anh/chị":
			default:
				continue
			}
			rest := " " + strings.Join(ws[i+1:], " ") + " "
			if containsAny(rest, " duyệt ", " đồng ý ", " ok ", " oke ", " cho phép ", " gật đầu ", " chốt ", " approve ") &&
				containsAny(rest, " là ", " thì ") {
				return true
			}
		}
	}
	// Turkish: a participle or converb of the second person on the
	// consent ("onay verdiğin anda", "izin verince", "tamam dersen").
	for _, w := range tokens(t) {
		if strings.HasPrefix(w, "ver") || strings.HasPrefix(w, "de") {
			for _, s := range []string{"diğin", "diğinde", "diğiniz", "irsen", "irseniz", "ersen", "erseniz", "ince"} {
				if strings.HasSuffix(w, s) && (strings.Contains(t, "yeşil ışık") || hasWords(t, []string{"onay", "onayı", "izin", "izni", "tamam", "ok", "okey"})) {
					return true
				}
			}
		}
	}
	// Hindi: the user (आप, तुम) and the correlative तो opening the act.
	if containsAny(t, "आप ", "तुम ") && strings.Contains(t, " तो ") &&
		(containsAny(t, "हाँ", "हां", "ओके", "मंज़ूरी", "मंजूरी", "इजाज़त", "इजाजत", "अनुमति", "हरी झंडी") || hasWords(t, []string{"ok", "okay", "approve"})) {
		return true
	}
	return false
}

// consentAt reports whether s opens with a word of consent (after an
// adjective at most: "with your explicit OK").
func consentAt(s string) bool {
	ws := splitWords(s, 3)
	for i, w := range ws {
		for _, c := range consentWords {
			if w.w == c || strings.HasPrefix(s[ws[i].end-len(w.w):], c) && strings.Contains(c, " ") {
				return true
			}
		}
		switch w.w {
		case "go", "sign", "thumbs", "green", "say":
			return strings.HasPrefix(s[w.end-len(w.w):], w.w+"-") || strings.HasPrefix(s[w.end-len(w.w):], w.w+" ")
		}
		if i == 0 && (w.w == "explicit" || w.w == "final" || w.w == "formal") {
			continue
		}
		break
	}
	return false
}

// cyrillicSecond reports a Russian or Ukrainian verb of the second
// person: "дашь", "скажешь", "дадите", "даси", "скажеш", "дасте".
func cyrillicSecond(w string) bool {
	for _, s := range []string{"шь", "ите", "ете", "ёте", "асте", "аси", "еш", "иш", "єш", "си", "дите"} {
		if strings.HasSuffix(w, s) && len([]rune(w)) > len([]rune(s))+1 {
			return true
		}
	}
	return false
}

// flowFrame reports a label that frames what follows as a program's flow
// ("Here's the new flow in `uploader.go`", "The resulting sequence", "The
// updated lifecycle of a job"): a noun of how code runs as the label's
// head, with no first person (workingsFrame checks that). The steps
// under it say "we'll" for the program ("1. we'll open the upload"), not
// for the speaker. "Here's the plan" is no such noun: its steps stay the
// speaker's.
func flowFrame(label string) bool {
	ws := splitWords(label, 8)
	for i, w := range ws {
		switch w.w {
		case "flow", "logic", "sequence", "lifecycle", "algorithm", "behaviour", "behavior", "pipeline":
		default:
			continue
		}
		if i == 0 || i+1 < len(ws) && ws[i+1].w != "in" && ws[i+1].w != "of" && ws[i+1].w != "for" && ws[i+1].w != "now" {
			return false
		}
		switch ws[i-1].w {
		case "new", "updated", "revised", "resulting", "current", "changed", "reworked", "control", "the":
			return true
		}
		return false
	}
	return false
}

// userPossessive is a possessive of the user opening a phrase: "your
// comments", "tes remarques", "jouw punten", "twoje uwagi", "tvoje
// připomínky", "твои замечания".
func userPossessive(w string) bool {
	switch w {
	case "your", "tes", "ton", "ta", "tus", "tuoi", "tue", "tuo", "tua", "deine", "dein", "deinen", "jouw", "twoje", "twoja", "twój", "tvoje",
		"tvoj", "tvé", "tvá", "твои", "ваши", "твої", "ваші", "seus", "suas", "teus", "tuas", "dina", "dine", "dit", "din", "senin", "sizin":
		return true
	}
	return false
}

// userAfterNoun is a possessive of the user after its noun: "komentar
// review kamu", "comentariile tale", "ý kiến của bạn".
func userAfterNoun(w string) bool {
	switch w {
	case "kamu", "anda", "tale", "tăi", "dumneavoastră", "bạn", "anh":
		return true
	}
	return false
}

// ownedList reads a label over a list whose items are the user's (their
// review's comments) fronted as the object, then the speaker working
// through them in order now: "Your comments, which I'm knocking down in
// the order you left them:", "Jouw reviewpunten pak ik nu stuk voor stuk
// aan:", "Twoje uwagi z review ogarniam po kolei:", "Komentar review
// kamu saya kerjakan satu per satu:", "Tvoje připomínky z review beru
// jednu po druhé:", "Tes trois remarques, que j'enchaîne là, maintenant
// :". The user owns the items, the speaker does them; "Your next steps,
// in order:" has no first person and stays the user's.
func ownedList(low string) bool {
	ws := tokens(low)
	if len(ws) < 3 || strings.Contains(low, "?") {
		return false
	}
	start := -1
	switch {
	case userPossessive(ws[0]):
		start = 1
	default:
		for i := 1; i < 5 && i < len(ws); i++ {
			if userAfterNoun(ws[i]) {
				start = i + 1
				break
			}
		}
	}
	if start < 0 {
		return false
	}
	rest := ws[start:]
	for _, w := range rest {
		if secondSubject(w) {
			return false
		}
	}
	joined := " " + strings.Join(rest, " ") + " "
	// "in the order you left them": the user's order, the speaker's act.
	joined = strings.Replace(joined, " in the order you ", " in the order ", 1)
	ordered := false
	for _, o := range orderOf {
		if strings.Contains(joined, " "+o+" ") {
			ordered = true
			break
		}
	}
	if !ordered && !containsAny(joined, " in the order ", " stuk voor stuk ", " as i go ", " maintenant ", " nu ", " teraz ", " acum ", " sekarang ", " teď ", " right now ", " now ") {
		return false
	}
	if strings.Contains(strings.Replace(joined, " in the order ", " ", 1), " you ") {
		return false
	}
	// The speaker's verb: a first person pronoun or relative, or a form of
	// the first person in the languages that drop it.
	if hasWords(joined, []string{"i", "i'm", "ik", "saya", "aku", "je", "j'", "ich", "yo", "eu", "io", "jag", "я", "ja", "ben"}) || strings.Contains(joined, " que j'") {
		return true
	}
	for i, w := range rest {
		n := len([]rune(w))
		switch {
		case n >= 4 && (strings.HasSuffix(w, "ę") || strings.HasSuffix(w, "am") || strings.HasSuffix(w, "uję")) &&
			(language(low) == "pl" || containsAny(joined, " po kolei ", " od góry ", " jeden po drugim ", " jedna po drugiej ", " pojedynczo ")):
			return true // "ogarniam", "poprawiam"
		case n >= 4 && (strings.HasSuffix(w, "u") || strings.HasSuffix(w, "ím") || strings.HasSuffix(w, "ám")) && foreignLetters(low) && hasRune(low, "ěřůťďňščžýé"):
			return true // a Czech first person: "beru", "opravím"
		case (w == "le" || w == "îl" || w == "o" || w == "îi") && i+1 < len(rest):
			if v := rest[i+1]; roFirst(v) || roShortVerb(v) || v == "iau" || v == "fac" || roPresent(v) && len([]rune(v)) >= 4 {
				return true // "le iau pe rând"
			}
		}
	}
	return false
}

// english36Cue is english36's cheap test.
func english36Cue(t string) bool {
	return containsAny(t, " time on ", " time for ", "what i'm ", "what we're ", "after which ", "making ", " taking ", "whether ", "getting the ")
}

// english36 runs holdout 36's English readers on a lower-cased sentence:
// a pseudo-cleft of the speaker's work ("What I'm doing at this point is
// pinning ..."), a noun of work and "time" opening the sentence ("Right,
// surgery time on X:"), a wait then "after which I <act>", a causative
// change ("Making it return the wrapped error instead"), a rollout taken
// to its next stage ("I'm taking it to 50%"), an act before a dash whose
// clause puts another question off ("Replacing X with Y — whether Z
// should follow is a question for next sprint") and "get the chop" now.
func (c *compiled) english36(t string, named bool) bool {
	if namesUser(t) && !strings.Contains(t, "what i'm") || habit(t) {
		return false
	}
	return c.cleftAct(t, named) || c.workTime(t) || c.afterWhichAct(t) || c.makingIt(t) || takingToStage(t) || c.actBeforeWhether(t, named) ||
		chopNow(t)
}

// cleftAct reads "What I'm doing at this point is pinning X", "What I'm
// now doing is ...": the pseudo-cleft puts the speaker's -ing act after
// "is", as "I'm pinning X" would.
func (c *compiled) cleftAct(t string, named bool) bool {
	for _, h := range []string{"what i'm doing", "what we're doing", "what i'm now doing", "what i'm working on"} {
		i := strings.Index(t, h)
		if i < 0 || i > 12 {
			continue
		}
		rest := t[i+len(h):]
		j := strings.Index(rest, " is ")
		if j < 0 || j > 30 || strings.ContainsAny(rest[:j], ",;") && !hasWords(rest[:j], []string{"now", "right now", "at this point", "at the moment"}) {
			return false
		}
		act := strings.TrimSpace(rest[j+len(" is "):])
		ws := splitWords(act, 1)
		if len(ws) == 0 || !c.gerunds[ws[0].w] {
			return false
		}
		return c.promise("i'm "+act, named) || c.promise(act, named)
	}
	return false
}

// workTime reads a noun of the work and "time" opening the sentence
// after a discourse marker, with its target ("Right, surgery time on
// `auth.go`:", "Okay, cleanup time for the fixtures"): the speaker
// announcing the act, as "time to" does. "Build time on CI is ..." has a
// finite verb after it and describes.
func (c *compiled) workTime(t string) bool {
	ws := splitWords(t, 6)
	if len(ws) < 4 {
		return false
	}
	switch ws[0].w {
	case "right", "ok", "okay", "alright", "so", "welp", "well", "cool", "fine", "righto":
	default:
		return false
	}
	if t[ws[0].end] != ',' {
		return false
	}
	i := 1
	if ws[i].w == "then" {
		i++
	}
	if i+2 >= len(ws) || ws[i+1].w != "time" || ws[i+2].w != "on" && ws[i+2].w != "for" && ws[i+2].w != "with" {
		return false
	}
	body := t[ws[i+2].end:]
	if j := strings.Index(body, ": "); j >= 0 {
		body = body[:j]
	}
	return !c.hasFinite("x " + body)
}

// afterWhichAct reads a wait on a machine then "after which I <act>":
// "Sitting tight until the replica lag drops under a second, after which
// I cut the writes over". The act waits on a thing, and nothing watches
// it.
func (c *compiled) afterWhichAct(t string) bool {
	i := strings.Index(t, ", after which ")
	if i < 0 {
		return false
	}
	wait, act := t[:i], t[i+len(", after which "):]
	j := strings.Index(" "+wait, " until ")
	if j < 0 {
		j = strings.Index(" "+wait, " till ")
	}
	if j < 0 || strings.Contains(" "+wait, " you") || humanWord(wait) || !waitWord(wait[j:], false) {
		return false
	}
	ws := splitWords(act, 3)
	if len(ws) < 2 || ws[0].w != "i" && ws[0].w != "i'll" && ws[0].w != "we" && ws[0].w != "we'll" {
		return false
	}
	v := ws[1].w
	if v == "will" && len(ws) > 2 {
		v = ws[2].w
	}
	return c.verbs[v]
}

// makingIt reads the causative of a change opening a sentence: "Making
// it return the wrapped error instead", "Making the handler skip empty
// bodies". "Making it work took a day" has a finite verb of its own.
func (c *compiled) makingIt(t string) bool {
	rest, ok := strings.CutPrefix(t, "making ")
	if !ok {
		return false
	}
	ws := splitWords(rest, 5)
	for i := 0; i < len(ws) && i < 3; i++ {
		if i > 0 && (c.verbs[ws[i].w] || behaviourVerb(ws[i].w)) {
			after := rest[ws[i].end:]
			return !c.hasFinite("x "+after) && !strings.Contains(rest[:ws[i].end], "sure") && ws[0].w != "sense" && ws[0].w != "progress"
		}
	}
	return false
}

// takingToStage reads a rollout taken to its next stage: "I'm taking it
// to 50%", "taking the canary to 100% now".
func takingToStage(t string) bool {
	for _, h := range []string{"i'm taking ", "we're taking ", "i'll take "} {
		i := strings.Index(t, h)
		if i < 0 {
			continue
		}
		rest := t[i+len(h):]
		j := strings.Index(rest, " to ")
		if j < 0 || j > 24 {
			return false
		}
		target := strings.TrimSpace(rest[j+len(" to "):])
		ws := splitWords(target, 2)
		if len(ws) == 0 {
			return false
		}
		w := ws[0].w
		return strings.HasPrefix(target, w+"%") && w[0] >= '0' && w[0] <= '9' || w == "prod" || w == "production" || w == "staging" || w == "full"
	}
	return false
}

// actBeforeWhether reads an act before a dash whose clause, opening with
// "whether", puts another question to a later time: "Replacing the SQL
// in X with the builder — whether Y should follow is a question for next
// sprint". The deferral is the question's; the act before it is read
// alone.
func (c *compiled) actBeforeWhether(t string, named bool) bool {
	i := strings.Index(t, " \u2014 whether ")
	if i < 0 {
		i = strings.Index(t, " - whether ")
	}
	if i <= 0 {
		return false
	}
	before := t[:i]
	return !c.deferred(before) && c.promise(before, named)
}

// chopNow reads "get the chop" (the axe, the boot) of a thing now: "That
// entry is getting the chop right now", "the old flag's getting the axe
// as we speak": its removal under way.
func chopNow(t string) bool {
	for _, h := range []string{" getting the chop", " getting the axe", " getting the boot", " getting the heave-ho", " getting axed", " getting the snip"} {
		i := strings.Index(t, h)
		if i <= 0 {
			continue
		}
		rest := t[i+len(h):]
		return (strongMoment(rest) || hasWords(rest, []string{"now"})) && !namesUser(t) && !hasWords(t, []string{"by", "if", "when", "every"})
	}
	return false
}

// behaviourVerb is a verb of what code does that a change makes it do:
// "Making it return the wrapped error", "making the parser skip blank
// lines".
func behaviourVerb(w string) bool {
	switch w {
	case "return", "skip", "fail", "retry", "accept", "reject", "ignore", "respect", "honour", "honor", "wait", "panic", "error", "bail",
		"fall", "throw", "raise", "emit", "yield", "stop", "exit", "propagate", "surface", "short-circuit":
		return true
	}
	return false
}
