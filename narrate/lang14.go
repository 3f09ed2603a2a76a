package narrate

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Holdout 32's classes. Misses: an act for a person whose day is named in
// a fronted reason outside English ("Como o X apresenta ... amanhã, já
// estou ...", "Weil X morgen ..., stelle ich ...", personReason32), in a
// frame closed by a colon ("For the folks who'll inherit this tonight:
// adding ...", personColon) or in a reason before a result in Russian
// and Arabic; a wait on a machine then the act in Romanian and
// Portuguese, after "that's done", and across a slash-joined pair of
// conjunctions ("the before/after numbers"); an act before "and ... if"
// a machine's metric crosses a line; passives and impersonal work now
// (irregular participles, ", and then" after "straight away", "comes out
// in this pass", a Chinese clause before "至于", a Japanese "～してしまいま
// す"); idioms of starting ("taking a scalpel to", a manner adverb inside
// a phrasal verb, Italian "ci do una sistemata"); "I'll have X done
// before you're back"; chat (a gerund with "em" and now, Swedish,
// Turkish, French and Indonesian chat); layouts (a list introduced as
// worked through one at a time, a checklist's "(this one's underway)",
// "Item 1 is what I'm on", a table cell "mid-redeploy", a step counter
// before an arrow, code comments with a moment in any language, a German
// "Hintergrund" section whose report names a month). False alarms: a
// text quoted after a report that adds it to a document, the user's work
// under way in Russian, habits quantified in Arabic and Polish, a commit
// message in an indented block, a Romance "leave it as it is".

// personReason32 returns the act after a fronted reason outside English
// whose clause names another person's day: "Como o Rafael apresenta isso
// amanhã cedo, já estou montando ...", "Weil Lea morgen früh die Demo
// macht, stelle ich ihr jetzt ...". The day is the person's; the act is
// read without it and must not name a later time of its own.
func personReason32(t string) (string, bool) {
	if len(t) < 16 || hasRune(t, "?？؟¿") {
		return "", false
	}
	for _, f := range []string{"como ", "weil ", "da ", "porque ", "comme ", "puisque ", "siccome ", "poiché ", "dato che ", "omdat ",
		"ya que ", "já que ", "visto que ", "так как ", "поскольку ", "раз ", "eftersom ", "karena ", "protože ", "pentru că ", "deoarece ",
		"ponieważ ", "bo ", "оскільки ", "бо "} {
		if !strings.HasPrefix(t, f) {
			continue
		}
		i := strings.Index(t, ", ")
		if i < 0 {
			return "", false
		}
		frame, rest := t[:i], t[i+2:]
		if !deferredElsewhere(frame) && !deferredEnglish(frame) && !svDay(frame) || namesUserForeign(frame) ||
			hasWords(frame, []string{"ich", "wir", "eu", "nós", "je", "j'", "nous", "io", "noi", "yo", "nosotros", "ik", "я", "мы", "jag", "vi",
				"saya", "aku", "já", "my", "ja", "eu", "mich", "mir", "me", "mi", "mij", "мне", "меня", "se", "si", "wenn", "falls", "если"}) {
			return "", false
		}
		if deferredElsewhere(rest) || deferredEnglish(rest) || svDay(rest) || namesUserForeign(rest) || habit(rest) {
			return "", false
		}
		return rest, true
	}
	return "", false
}

// personColon returns the act after a frame for a person closed by a
// colon, whose relative names their day: "For the on-call folks who'll
// inherit this tonight: adding a runbook entry ...", "Für alle, die
// morgen Bereitschaft haben: ich schreibe ...".
func personColon(t string) (string, bool) {
	i := strings.Index(t, ": ")
	if i < 8 || i > 160 {
		return "", false
	}
	frame, rest := t[:i], t[i+2:]
	ok := false
	for _, f := range []string{"for ", "für ", "pour ", "para ", "per ", "voor ", "для ", "dla ", "pro ", "pentru ", "till ", "buat ", "untuk "} {
		if strings.HasPrefix(frame, f) {
			ok = true
			break
		}
	}
	if !ok || !hasWords(frame, []string{"who", "who'll", "who's", "who will", "whoever", "die", "der", "qui", "que", "che", "wie", "который",
		"которые", "которая", "som", "yang", "care", "kto", "kdo"}) ||
		!deferredEnglish(frame) && !deferredElsewhere(frame) && !svDay(frame) || namesUser(" "+frame) && !strings.Contains(frame, "who") {
		return "", false
	}
	if deferredEnglish(rest) || deferredElsewhere(rest) || namesUser(" "+rest) || namesUserForeign(rest) && !strings.HasPrefix(t, "for ") {
		return "", false
	}
	return rest, true
}

// roShortVerb is a short Romanian first person present of the work: "urc
// imaginea", "fac un export", "pun tag-ul".
func roShortVerb(w string) bool {
	switch w {
	case "fac", "refac", "pun", "scriu", "rescriu", "iau", "dau", "las", "trimit", "rulez", "repar", "șterg", "sterg", "adaug", "mut", "creez",
		"urc", "încarc", "incarc", "rup", "rog", "merg", "pornesc", "opresc", "reiau", "aplic", "fixez", "schimb":
		return true
	}
	return false
}

// slashPairs joins a pair of conjunctions written with a slash ("the
// before/after numbers", "if/else") into one word: it names a thing, and
// no clause opens there.
func slashPairs(low string) string {
	if !strings.Contains(low, "/") {
		return low
	}
	for _, p := range []string{"before/after", "after/before", "if/else", "if/then", "when/then", "before/during/after"} {
		if strings.Contains(low, p) {
			low = strings.ReplaceAll(low, p, strings.ReplaceAll(p, "/", ""))
		}
	}
	return low
}

// dropManner drops a manner adverb that stands inside a phrasal verb
// before its particle: "diving headfirst into the profile", "digging
// straight into the logs" read as "diving into ...".
func dropManner(low string) string {
	if !strings.Contains(low, " into ") && !strings.Contains(low, " in ") {
		return low
	}
	for _, a := range []string{" headfirst", " head-first", " head first", " straight", " right", " deep", " deeper", " full-on", " right back"} {
		for _, p := range []string{" into ", " in "} {
			k := strings.Index(low, a+p)
			if k <= 0 {
				continue
			}
			ws := splitWords(low[:k], -1)
			if len(ws) == 0 || !strings.HasSuffix(ws[len(ws)-1].w, "ing") && ws[len(ws)-1].w != "dive" && ws[len(ws)-1].w != "dig" {
				continue
			}
			low = low[:k] + low[k+len(a):]
		}
	}
	return low
}

// english32 runs the English readers of holdout 32 that need no cue word
// of the English set.
func (c *compiled) english32(t string, named bool) bool {
	if isQuestion(t) || habit(t) {
		return false
	}
	body := strings.TrimSpace(dropSighs(t))
	if c.toolIdiom(body) || c.gerundEmNow(t) || c.itemOn(t) || c.comesOutNow(body) {
		return !c.deferred(t)
	}
	if c.actBeforeIf(t, named) {
		return true
	}
	return false
}

// english32Cue is english32's cheap test.
func english32Cue(t string) bool {
	return strings.Contains(t, "tak") || strings.Contains(t, "em ") || strings.HasSuffix(t, "em") || strings.Contains(t, "now") ||
		strings.Contains(t, "what i") || strings.Contains(t, " out ") || strings.Contains(t, " if ") || strings.Contains(t, " rn")
}

// toolIdiom reads the speaker taking a tool to a thing: "I'm taking a
// scalpel to `billing.py`", "Taking a hatchet to the old adapters",
// "let me take a red pen to the README". The tool is the act.
func (c *compiled) toolIdiom(body string) bool {
	i := strings.Index(body, "taking a ")
	n := len("taking a ")
	if i < 0 {
		if i = strings.Index(body, "take a "); i < 0 {
			return false
		}
		n = len("take a ")
		head := strings.TrimSpace(body[:i])
		if !strings.HasSuffix(head, "i'll") && !strings.HasSuffix(head, "let me") && !strings.HasSuffix(head, "going to") && !strings.HasSuffix(head, "gonna") {
			return false
		}
	} else if head := strings.TrimSpace(body[:i]); head != "" && !strings.HasSuffix(head, "i'm") && !strings.HasSuffix(head, "we're") &&
		!strings.HasSuffix(head, ",") && !strings.HasSuffix(head, "now") {
		return false
	}
	rest := body[i+n:]
	j := strings.Index(rest, " to ")
	if j < 0 || j > 24 {
		return false
	}
	switch strings.TrimSpace(rest[:j]) {
	case "scalpel", "knife", "hammer", "axe", "hatchet", "machete", "chainsaw", "sledgehammer", "red pen", "wrench", "broom", "torch",
		"flamethrower", "fine-tooth comb", "fine-toothed comb", "sander", "blowtorch", "wrecking ball", "crowbar", "pickaxe", "weed whacker":
	default:
		return false
	}
	return !namesUser(" "+rest[j:]) && !hasWords(body, []string{"if", "would", "could", "should", "you"})
}

// gerundEmNow reads a chat clause of a gerund, a pronoun object and now,
// after a comma, an emoji or a sigh: "migrations out of order again 🙄
// renumbering em now", "reordering them rn".
func (c *compiled) gerundEmNow(t string) bool {
	cl := t
	if i := strings.LastIndexAny(cl, ",;"); i >= 0 {
		cl = cl[i+1:]
	}
	if i := strings.LastIndexFunc(cl, func(r rune) bool { return unicode.Is(unicode.So, r) }); i >= 0 {
		_, n := utf8.DecodeRuneInString(cl[i:])
		cl = cl[i+n:]
	}
	cl = strings.TrimRight(strings.TrimSpace(cl), ".!…\ufe0f ")
	ws := splitWords(cl, 6)
	if len(ws) != 3 {
		return false
	}
	g, obj, now := ws[0].w, ws[1].w, ws[2].w
	if len(g) < 7 || !strings.HasSuffix(g, "ing") || nonAction(strings.TrimSuffix(g, "ing")) || functionWord(g) {
		return false
	}
	switch g {
	case "seeing", "hearing", "reading", "feeling", "thinking", "missing", "loving", "hating", "getting", "watching", "waiting", "trying":
		return false
	}
	return (obj == "em" || obj == "'em" || obj == "them" || obj == "it" || obj == "those" || obj == "these") && (now == "now" || now == "rn")
}

// itemOn reads the speaker's place on a numbered item of a list: "Item 1
// is what I'm on", "Step 2 is the one I'm on now".
func (c *compiled) itemOn(body string) bool {
	for _, p := range []string{" is what i'm on", " is the one i'm on", " is what i'm working on", " is what i am on", " is where i am"} {
		i := strings.Index(body, p)
		if i <= 0 {
			continue
		}
		ws := splitWords(body[:i], 4)
		if len(ws) != 2 || !numeric(strings.TrimPrefix(ws[1].w, "#")) {
			return false
		}
		switch ws[0].w {
		case "item", "step", "point", "task", "number", "part", "phase", "stage":
			return !hasWords(body[i:], []string{"was", "yesterday", "earlier"})
		}
	}
	return false
}

// comesOutNow reads a thing that comes out or goes in a result clause, in
// this very change: "..., so the route comes out in this pass", "so the
// flag goes away in this PR". A trend ("is on its way out") and a later
// release are none.
func (c *compiled) comesOutNow(body string) bool {
	if i := strings.Index(body, "; "); i > 0 {
		body = body[:i] // "...; if some other service screams, it's a revert": the clause after it is another
	}
	j := strings.LastIndex(body, ", so ")
	if j < 0 {
		return false
	}
	res := body[j+len(", so "):]
	for _, v := range []string{" comes out", " come out", " goes away", " go away", " gets dropped", " get dropped", " comes off", " goes"} {
		k := strings.Index(res, v)
		if k <= 0 {
			continue
		}
		if ok, _ := passiveSubject(res[:k]); !ok {
			return false
		}
		after := res[k+len(v):]
		return hasWords(after, []string{"now", "in this pass", "in this pr", "in this change", "in this commit", "right away", "as part of this change"}) &&
			!namesUser(" "+body) && !hasWords(body[:j], []string{"if", "unless", "once", "when"})
	}
	return false
}

// actBeforeIf reads the speaker's act joined by "and" to a second one
// that waits on a machine's metric: "I'll babysit the canary for ten
// minutes and roll it back if p99 goes over 400 ms". The first act is
// due whatever the metric does.
func (c *compiled) actBeforeIf(t string, named bool) bool {
	i := strings.Index(t, " and ")
	j := strings.Index(t, " if ")
	if i <= 0 || j <= i || strings.HasPrefix(t, "if ") || strings.Contains(t[:i], ",") {
		return false
	}
	cond := t[j+len(" if "):]
	if namesUser(" "+cond) || strings.Contains(" "+cond, " you") || humanWord(cond) || hasWords(cond, []string{"approve", "approves", "agree", "agrees", "want", "wants", "prefer", "ok", "okay"}) {
		return false
	}
	before := t[:i]
	if !strings.HasPrefix(before, "i'll ") && !strings.HasPrefix(before, "i will ") && !strings.HasPrefix(before, "i'm going to ") && !strings.HasPrefix(before, "let me ") {
		return false
	}
	c.english()
	return c.promise(before, named)
}

// foreign32 runs the readers of holdout 32 outside English.
func foreign32(t, lang string) bool {
	if hasRune(t, "?？¿؟") {
		return false
	}
	switch {
	case arabicScript(t) && arActForPerson(t):
		return true
	case strings.Contains(t, "してしまいます") && jaDecisive(t):
		return true
	case strings.Contains(t, "do un") && itGiveA(t):
		return true
	case strings.Contains(t, ", ") && svChatShort(t):
		return true
	case strings.Contains(t, "yom") && hasRune(t, "üışğç") && turkishPromise(t):
		return true // "hemen düzeltiyom", taken for another language by its words
	}
	return false
}

// arActForPerson reads the Arabic present of the speaker for a person,
// now, in the result after a reason ("...، لذلك أجهّز لها الآن نسخة")
// or opening the sentence ("أجهّز له الآن ..."): the first person's
// prefix, the person's pronoun after it and "now".
func arActForPerson(t string) bool {
	if !containsAny(t, "الآن", "حالًا", "حالا") {
		return false
	}
	if k := strings.LastIndex(t, "لذلك "); k >= 0 {
		t = t[k+len("لذلك "):]
	} else if k := strings.LastIndex(t, "لذا "); k >= 0 {
		t = t[k+len("لذا "):]
	}
	fs := strings.Fields(strings.NewReplacer("،", " ", ",", " ").Replace(t))
	if len(fs) < 3 {
		return false
	}
	for _, w := range fs {
		switch w {
		case "إذا", "لو", "هل", "أنت", "لك", "لن", "لا", "عندما", "كل", "كلما":
			return false
		}
	}
	w := fs[0]
	return strings.HasPrefix(w, "أ") && utf8.RuneCountInString(w) >= 4 && (fs[1] == "لها" || fs[1] == "له" || fs[1] == "لهم")
}

// jaDecisive reads the Japanese completive of a verbal noun of the work
// ("削除してしまいます", "置き換えてしまいます"): the speaker settling
// the act now. A subject marked by が or a fault ("失敗してしまいます")
// tells what happens to a thing; a condition makes it none.
func jaDecisive(t string) bool {
	cl := t
	if i := strings.LastIndex(cl, "、"); i >= 0 {
		cl = cl[i+len("、"):]
	}
	k := strings.Index(cl, "してしまいます")
	if k <= 0 || strings.Contains(cl, "が") || containsAny(t, "たら", "なら", "れば", "ければ", "場合", "と思") {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(cl[:k])
	if !unicode.Is(unicode.Han, r) {
		return false
	}
	for _, n := range []string{"失敗", "発生", "消失", "破損", "停止", "混乱", "重複", "増加", "減少", "遅延", "変化", "消費", "劣化"} {
		if strings.HasSuffix(cl[:k], n) {
			return false
		}
	}
	return true
}

// itGiveA reads the Italian "do una/un ..." with a noun of the act in
// -ata ("Ci do una bella sistemata adesso", "Gli do una ripulita"): the
// speaker giving the thing a going-over.
func itGiveA(t string) bool {
	ws := tokens(t)
	for i, w := range ws {
		if w != "do" || i+2 >= len(ws) {
			continue
		}
		if i > 0 && (ws[i-1] == "non" || ws[i-1] == "ti" || ws[i-1] == "vi") || hasAny(ws, func(w string) bool { return w == "se" || w == "tu" || w == "domani" }) {
			return false
		}
		if ws[i+1] != "una" && ws[i+1] != "un" {
			continue
		}
		for _, n := range ws[i+2 : min(i+4, len(ws))] {
			if utf8.RuneCountInString(n) >= 6 && (strings.HasSuffix(n, "ata") || strings.HasSuffix(n, "ita") || strings.HasSuffix(n, "atina")) {
				return true
			}
		}
	}
	return false
}

// svChatShort reads a Swedish chat reply after a comma, the subject
// dropped and a present with a moment: "aa ser det, fixar direkt".
func svChatShort(t string) bool {
	i := strings.LastIndex(t, ", ")
	if i < 0 {
		return false
	}
	ws := tokens(strings.TrimRight(t[i+2:], ".! "))
	if len(ws) != 2 || ws[1] != "direkt" && ws[1] != "nu" && ws[1] != "genast" {
		return false
	}
	v := ws[0]
	if utf8.RuneCountInString(v) < 5 || !strings.HasSuffix(v, "ar") && !strings.HasSuffix(v, "er") || svStop(v) {
		return false
	}
	switch v {
	case "funkar", "fungerar", "stämmer", "passar", "räcker", "hänger", "verkar", "ligger", "gäller", "syncar", "laddar", "startar", "kraschar":
		return false // a state of the thing: "japp, funkar nu"
	}
	return !hasWords(t[:i], []string{"du", "ni", "inte", "om", "när"})
}

// midAct reads a table cell that puts the speaker's act midway with
// "mid-" and a listed verb: "🔧 mid-redeploy, pods cycling this minute".
func (c *compiled) midAct(cell string) bool {
	ws := splitWords(strings.ToLower(cell), 2)
	if len(ws) == 0 {
		return false
	}
	v, ok := strings.CutPrefix(ws[0].w, "mid-")
	if !ok || len(v) < 3 {
		return false
	}
	c.english()
	return (c.verbs[v] || c.verbs[strings.TrimPrefix(v, "re")]) && !namesUser(cell)
}

// objectPrep is a preposition whose object a noun phrase is: after it, a
// word in -s behind a modifier in -ing is the phrase's noun ("into
// streaming rows"), not a present tense.
func objectPrep(w string) bool {
	switch w {
	case "into", "to", "from", "with", "of", "for", "on", "onto", "as", "via":
		return true
	}
	return false
}

// leaveAsIs reports a sentence that opens with the speaker leaving a thing
// as it is, in its first clause: "Deixo o `schema.prisma` como está neste
// PR: ...", "Lo dejo como está", "Lascio il file così com'è", "I'm
// leaving the schema as is". It refuses the change.
func leaveAsIs(t string) bool {
	first := t
	if i := strings.IndexAny(first, ":;,"); i > 0 {
		first = first[:i]
	}
	if !containsAny(first, "como está", "como estão", "tal como", "com'è", "come sta", "as is", "as it is", "tel quel", "telle quelle",
		"wie es ist", "wie er ist", "wie sie ist", "zoals het is", "как есть", "jak jest", "așa cum e", "som den är", "som det är") {
		return false
	}
	ws := tokens(first)
	for _, w := range ws[:min(3, len(ws))] {
		switch w {
		case "deixo", "dejo", "lascio", "laisse", "lasse", "laat", "оставляю", "zostawiam", "las", "lämnar", "leaving", "leave":
			return !hasRune(t, "?？")
		}
	}
	return false
}

// commentMomentCue is codeComment's cheap test for a moment other than
// "now": "in this pass", or "now" in another language read.
func commentMomentCue(s string) bool {
	return strings.Contains(s, "in this pass") || strings.Contains(s, "as i type") || strings.Contains(s, "as I type") || strings.Contains(s, "as we speak") || commentPassCue(s) || containsAny(s, "сейчас", "jetzt", "maintenant", "ahora", "agora", "adesso", "teraz", "зараз", "今", "现在", "지금",
		// Holdout 34: the other words of now that nowWord reads, and
		// the speaker already in the code ("while I'm in here").
		"şimdi", "sekarang", "właśnie", "teď", "právě", "acum", "الآن", "अभी", "while i'm in", "while I'm in", "while i'm at it", "while I'm at it")
}

// inPass reports "in this pass" (in the change at hand) in a comment.
func inPass(low string) bool { return strings.Contains(low, "in this pass") }

// foreignComment reports a code comment outside English that puts its
// act at this moment: "// переделываю прямо сейчас на defer".
func foreignComment(low string) bool {
	return language(low) != "en" && nowWord(low) && !hasRune(low, "?？")
}

// deRelativeCut returns a German sentence cut before a relative clause
// ("..., die abbricht, wenn die Datei fehlt"): a condition or a negation
// after it is the relative clause's, not the main clause's.
func deRelativeCut(t string) (string, bool) {
	if !strings.HasPrefix(t, "ich ") && !strings.HasPrefix(t, "jetzt ") && !strings.HasPrefix(t, "wir ") || language(t) != "de" {
		return "", false
	}
	for _, r := range []string{", die ", ", der ", ", das ", ", welche ", ", welcher ", ", welches "} {
		i := strings.Index(t, r)
		if i <= 0 {
			continue
		}
		before := t[:i]
		if hasWords(before, []string{"wenn", "falls", "sobald", "nachdem", "bevor", "ob", "du", "ihr", "sie", "nicht", "kein", "keine"}) ||
			hasWords(t[i:], []string{"du", "dir", "dich", "ihr", "euch", "willst", "möchtest"}) {
			return "", false
		}
		return before, true
	}
	return "", false
}

// docVoice reports the voice of a document's text after the label that
// adds it: the reader addressed or the first person plural of a guide
// ("primeiro vamos subir o banco", "first we start the database").
func docVoice(after string) bool {
	return hasWords(after, []string{"we", "we'll", "you", "you'll", "vamos", "rodamos", "wir", "nous", "noi", "мы", "vi", "wij", "we're",
		"let's", "depois", "primeiro", "first", "then", "zuerst", "d'abord", "prima"}) || namesUserForeign(after)
}
