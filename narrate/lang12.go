package narrate

import (
	"strings"
	"unicode/utf8"
)

// Holdout 30's classes. False alarms: a report of a text added to a
// document in any language the detector reads ("Nel README ho aggiunto
// questa sezione:"), a label that names a commit message over it, a frame
// of how a program behaves in German and the Romance languages ("So
// verhält sich der Dienst jetzt:"), "we'll" among the steps of a test or
// a program told in the present ("The new test spins up ..., we'll push
// ..., and then it asserts ..."), and an Indonesian intention told as
// past ("Tadinya saya mau ...", indonesianPromise).

// docAddedAny reports a label in any language the detector reads that
// reports a text added to a document and quotes it: "Nel README ho
// aggiunto questa sezione:", "J'ai ajouté cette section au README :",
// "Ich habe dem README diesen Abschnitt hinzugefügt:". The text under it
// is the document's, in its own first person.
func docAddedAny(t string) bool {
	if docAdded(t) || arDocAdded(t) {
		return true // (arDocAdded: lang13.go)
	}
	if !reports(t) || strings.Contains(t, "'ll") || hasWords(t, []string{"will", "going to", "werde", "vais", "voy", "vou", "farò"}) {
		return false
	}
	return hasWords(t, []string{"readme", "section", "sezione", "sección", "seção", "secção", "abschnitt", "sectie", "avsnitt", "раздел",
		"changelog", "docs", "wiki", "guide", "guida", "guía", "anleitung", "documentation", "documentazione", "documentación",
		"documentação", "dokumentation", "documentatie", "документацию"}) ||
		containsAny(t, "文档", "ドキュメント", "문서")
}

// commitLabel reports a label that names a commit message over the
// message it quotes ("The commit message reads:", "提交信息是这样写的：",
// "コミットメッセージは次のとおりです："): the first person in it is the
// commit's, telling what the change does.
func commitLabel(t string) bool {
	if strings.Contains(t, "'ll") || hasWords(t, []string{"will", "i'm going to", "going to"}) {
		return false
	}
	if strings.Contains(t, "commit") && hasWords(t, []string{"message", "this message", "the message"}) ||
		strings.HasSuffix(strings.TrimSpace(t), "with this message:") || strings.HasSuffix(strings.TrimSpace(t), "with the message:") ||
		committedAs(t) {
		return true // "Committed with this message:" (holdout 32)
	}
	return containsAny(t, "commit message", "commit msg", "提交信息", "提交说明", "コミットメッセージ", "커밋 메시지",
		"message de commit", "mensaje de commit", "mensagem de commit", "messaggio di commit", "commit-nachricht", "commitnachricht",
		"commitbericht", "сообщение коммита", "commit-meddelande", "wiadomość commita")
}

// workingsFrameForeign reports a label that frames what follows as how a
// program behaves, in German, the Romance languages, Dutch and Russian:
// "So verhält sich der Dienst jetzt", "Voici comment le service se
// comporte", "Así funciona ahora". No first person before it.
func workingsFrameForeign(label string) bool {
	for _, p := range []string{"so verhält sich", "so funktioniert", "so läuft", "so arbeitet", "so sieht der ablauf",
		"voici comment", "ainsi fonctionne", "así funciona", "así se comporta", "así queda el flujo", "così funziona",
		"ecco come funziona", "ecco come si comporta", "assim funciona", "é assim que funciona", "zo werkt", "zo gedraagt",
		"так работает", "так теперь работает", "вот как работает", "tak działa", "så fungerar", "så beter sig"} {
		if strings.HasPrefix(label, p) || strings.Contains(label, ". "+p) {
			return !hasWords(label, []string{"ich", "je", "yo", "io", "eu", "ik", "я", "ja", "jag", "werde", "vais", "voy"})
		}
	}
	return false
}

// programSteps reports a sentence that tells what a test or a program
// does, step by step in the present, with "we'll" for one of its steps:
// "The new test spins up a fake server, we'll push three emails through
// the queue, and then it asserts they arrived in order". The subject is
// the program, its verb a present in -s; "we" there walks through it.
func programSteps(t string) bool {
	if !strings.Contains(t, "we'll ") && !strings.Contains(t, "we will ") || strings.Contains(t, "i'll") ||
		hasWords(t, []string{"now", "right now", "so", "because", "since", "next"}) {
		return false
	}
	first, _, ok := strings.Cut(t, ", ")
	if !ok {
		return false
	}
	ws := splitWords(first, 8)
	if len(ws) < 3 {
		return false
	}
	switch ws[0].w {
	case "the", "this", "our", "each", "every", "that":
	default:
		return false
	}
	for i := 1; i < len(ws)-1 && i < 4; i++ {
		switch ws[i].w {
		case "test", "tests", "script", "job", "hook", "handler", "worker", "migration", "suite", "fixture", "harness", "workflow",
			"benchmark", "check", "command", "tool", "cli", "function", "helper", "pipeline", "service", "runner", "e2e", "spec":
			v := ws[i+1].w
			return len(v) > 3 && strings.HasSuffix(v, "s") && !strings.HasSuffix(v, "ss") && v != "was" && v != "is"
		}
	}
	return false
}

// presentBeforePlace reports a present in -s after a noun and before a
// preposition, w among ws: "most of the time sits in the encoder", "the
// cost lives on the hot path". After a gerund and its comma, such a
// clause has its own subject, and the gerund sets its scene.
func presentBeforePlace(ws []word, w word) bool {
	i := -1
	for k := range ws {
		if ws[k].end == w.end {
			i = k
			break
		}
	}
	if i < 1 || i+1 >= len(ws) || len(w.w) <= 3 || !strings.HasSuffix(w.w, "s") || strings.HasSuffix(w.w, "ss") ||
		strings.HasSuffix(w.w, "ous") || determiners(ws[i-1].w) || functionWord(ws[i-1].w) {
		return false
	}
	switch ws[i+1].w {
	case "in", "on", "at", "inside", "within", "under", "behind", "outside":
	default:
		return false
	}
	// The subject before it is a plain noun phrase: "most of the time",
	// "the bulk of the cost"; not "since CI already runs on", "by
	// normalising separators at".
	for _, s := range ws[:i] {
		if strings.HasSuffix(s.w, "ing") || strings.HasSuffix(s.w, "ly") || s.w != "of" && functionWord(s.w) && !determiners(s.w) {
			return false
		}
		switch s.w {
		case "since", "because", "as", "while", "when", "by", "with", "this", "that", "so", "and", "but", "once":
			return false
		}
	}
	return true
}

// apposed reports a clause after a dash that goes on with the sentence's
// own finite verb: the clause before it, between two dashes, glosses a
// noun ("The follow-up — moving the cron jobs onto the new scheduler —
// makes more sense after the freeze") and is no act of its own.
func apposed(next string) bool {
	ws := splitWords(next, 2)
	return len(ws) > 0 && finite(ws[0].w) && ws[0].w != "it's" && ws[0].w != "that's"
}

// glossBetweenDashes reports what follows a sentence's first dash when a
// second dash closes it and the sentence goes on with its finite verb:
// "moving the cron jobs — makes more sense after the freeze".
func glossBetweenDashes(after string) bool {
	_, rest, ok := strings.Cut(after, " \u2014 ")
	if !ok {
		return false
	}
	ws := splitWords(rest, 1)
	if len(ws) == 0 {
		return false
	}
	switch ws[0].w {
	case "would", "will", "should", "could", "can", "may", "might", "must":
		return false // "— should be quick": the speaker's own aside
	}
	return apposed(rest)
}

// Misses in English: a phrasal participle after a passive ("are being
// cleared out"), a chat gerund typed "-n" ("pushn the fix") or with "un"
// and no hyphen ("unreverting rn"), "go" and a gerund of searching ("I'll
// go spelunking in the config"), a wait on a machine with the act held
// ("Holding the merge until the job reports back"), a setting put back
// now ("The pool size is going back to 20 right now"), things that get a
// change next ("The other services get the same change straight after
// this one"), the act named as what happens next ("a clean restart of
// the gateway is what happens next"), the work had done in a minute
// ("I'll have X squared away in a minute"), a passive after a machine's
// completion ("After it finishes, the comparison gets run and I'll paste
// ..."), and an act for a person whose day a relative clause names ("For
// Kenji, who's reviewing this tomorrow, I'm splitting ...").

// phrasalParticiple reports a participle and its particle that together
// name a listed phrasal act: "cleared out", "ripped out", "torn down".
func (c *compiled) phrasalParticiple(rest string) bool {
	ws := splitWords(rest, 2)
	if len(ws) < 2 || !particle(ws[1].w) && ws[1].w != "away" && ws[1].w != "back" {
		return false
	}
	base, ok := strings.CutSuffix(ws[0].w, "ed")
	if !ok || len(base) < 2 {
		return false
	}
	for _, b := range []string{base, base + "e", base[:len(base)-1]} {
		if c.verbs[b+" "+ws[1].w] {
			return true
		}
	}
	switch base + " " + ws[1].w {
	case "back out", "pull out", "strip out", "carve out", "factor out", "phase out", "swap out", "yank out", "rip out", "tear out":
		return true // "are being backed out of `orders_staging` now" (holdout 33)
	}
	return false
}

// chatGerund returns the -ing form a chat word stands for: "pushn" (the
// "i" and "g" dropped), "unreverting" (an undo with no hyphen), or "".
func (c *compiled) chatGerund(w string) string {
	if len(w) > 3 && strings.HasSuffix(w, "n") && c.verbs[w[:len(w)-1]] {
		return gerund(w[:len(w)-1])
	}
	if stem, ok := strings.CutPrefix(w, "un"); ok && c.gerunds[stem] {
		return "un-" + stem
	}
	return ""
}

// goSearching reports "go" and a gerund of searching or digging before a
// place ("go spelunking in the config", "go digging through the logs",
// "go hunting for the leak") after a head: the gerund names the act.
func goSearching(ws []word, i int) bool {
	if i+2 >= len(ws) || ws[i].w != "go" || !strings.HasSuffix(ws[i+1].w, "ing") {
		return false
	}
	switch ws[i+2].w {
	case "in", "into", "through", "around", "for", "after", "under":
		return true
	}
	return false
}

// holdUntil reads an act held until a machine reports: "Holding the
// merge until the e2e job reports back", "Sitting on the rollout until
// the canary settles". The act noun is the speaker's next act, and only
// a tool will learn when the wait is over. A person waited on makes it
// none ("Holding the merge until you approve").
func holdUntil(body string) bool {
	for _, p := range []string{"holding ", "holding off on ", "sitting on ", "parking "} {
		rest, ok := strings.CutPrefix(body, p)
		if !ok {
			continue
		}
		obj, wait, ok := strings.Cut(rest, " until ")
		if !ok || namesUser(" "+wait) || strings.Contains(" "+wait, " you") || humanWord(wait) || namesUser(" "+obj) {
			return false
		}
		ws := splitWords(obj, 3)
		if len(ws) < 2 || ws[0].w != "the" && ws[0].w != "this" && ws[0].w != "my" {
			return false
		}
		n := ws[len(ws)-1].w
		if !actNoun(n) && n != "merge" && n != "release" && n != "cutover" && n != "tag" && n != "promotion" && n != "flip" {
			return false
		}
		if i := strings.Index(wait, ", and "); i > 0 {
			wait = wait[:i] // "..., and promoting it then": the act after the wait
		}
		return namesMachine(wait) || metricWait(wait) || hasWords(wait, []string{"job", "check", "checks", "ci", "pipeline", "build", "canary", "run", "suite"}) ||
			waitWord(wait, false) // "until the `windows-latest` leg comes back green" (lang13.go's class)
	}
	return false
}

// settingBack reads a setting put back to a value at this moment: "The
// pool size is going back to 20 right now", "the timeout is going back
// to `30s` now". The speaker makes the change.
func settingBack(t string) bool {
	for _, h := range []string{" is going back to ", " are going back to ", " is being set back to ", " is being put back to ",
		" is going down to ", " is going up to ", " is dropping back to "} {
		i := strings.Index(t, h)
		if i < 0 {
			continue
		}
		subj, rest := t[:i], t[i+len(h):]
		ws := splitWords(rest, 1)
		if len(ws) == 0 || !numeric(ws[0].w) && ws[0].w != "quoted" && ws[0].w != "the" {
			return false
		}
		if ok, _ := passiveSubject(subj); !ok || namesUser(subj) {
			return false
		}
		return hasWords(rest, []string{"now", "right now", "right away", "as we speak"}) && !hasWords(rest, []string{"if", "when", "once", "automatically"})
	}
	return false
}

// sameChangeNext reads things that get the change just made, next: "The
// remaining three services get the same two-line change straight after
// this one", "the other two repos get the same fix next".
func sameChangeNext(t string) bool {
	for _, h := range []string{" get the same ", " gets the same ", " get that same ", " get an identical ", " gets an identical "} {
		i := strings.Index(t, h)
		if i < 0 {
			continue
		}
		if ok, _ := passiveSubject(t[:i]); !ok && !hasWords(t[:i], []string{"remaining", "other", "rest"}) {
			return false
		}
		rest := t[i+len(h):]
		if !hasWords(rest, []string{"change", "fix", "patch", "treatment", "bump", "update", "edit", "guard", "header"}) {
			return false
		}
		return hasWords(rest, []string{"straight after this one", "right after this one", "right after", "straight after", "next", "now", "right away"}) &&
			!hasWords(t, []string{"if", "when", "once", "you", "release", "sprint", "week"})
	}
	return false
}

// actNext reads an act of the work named as what happens next: "so a
// clean restart of the gateway is what happens next", "A full re-index
// is next".
func actNext(t string) bool {
	t = strings.TrimRight(t, ".!… ")
	if j := strings.LastIndex(t, ", so "); j >= 0 {
		t = t[j+len(", so "):]
	}
	for _, h := range []string{" is what happens next", " is what's happening next", " is what comes next", " is what i'm doing next", " comes next", " is up next"} {
		subj, ok := strings.CutSuffix(t, h)
		if !ok {
			continue
		}
		ws := splitWords(subj, 8)
		if len(ws) < 2 || len(ws) > 7 || ws[0].w != "a" && ws[0].w != "the" && ws[0].w != "an" || namesUser(subj) {
			return false
		}
		for k, w := range ws {
			if actNoun(w.w) && (k == len(ws)-1 || ws[k+1].w == "of") {
				return true
			}
		}
	}
	return false
}

// haveDoneSoon reads a head and "have" with the work done in a moment:
// "I'll have the CODEOWNERS entries squared away in a minute", "I'll
// have the mocks regenerated shortly".
func (c *compiled) haveDoneSoon(s string) bool {
	for _, h := range []string{"i'll have ", "i will have ", "we'll have ", "i should have "} {
		i := strings.Index(s, h)
		if i < 0 || i > 0 && s[i-1] != ' ' {
			continue
		}
		rest := s[i+len(h):]
		for _, d := range []string{"before you're back from lunch", "before you're back", "before you get back", "by the time you're back",
			"by the time you get back", "before your coffee's done", "before you're out of your meeting"} {
			// A deadline set by the user's day, not a wait on them
			// (holdout 32): "I'll have it quarantined before you're back".
			if k := strings.Index(rest, d); k >= 0 {
				end := k + len(d)
				if strings.HasPrefix(rest[end:], " from ") {
					// "... before you're back from your meeting": the
					// deadline runs to the clause's end.
					if e := strings.IndexAny(rest[end:], ",;"); e >= 0 {
						end += e
					} else {
						end = len(rest)
					}
				}
				rest = rest[:k] + "in a bit" + rest[end:]
				break
			}
		}
		if !hasWords(rest, []string{"in a minute", "in a sec", "in a second", "in a moment", "shortly", "in a few minutes", "momentarily", "in a bit", "in five minutes", "in two minutes"}) {
			return false
		}
		for _, w := range splitWords(rest, 12) {
			switch w.w {
			case "squared", "sorted", "done", "fixed", "wrapped", "patched", "updated", "regenerated", "rebuilt", "pushed", "merged", "deployed":
				return !namesUser(rest) && !hasWords(rest, []string{"if", "once", "when", "after"})
			}
			if c.actParticiple(w.w) && len(w.w) > 4 || len(w.w) > 7 && strings.HasSuffix(w.w, "ed") && !strings.HasSuffix(w.w, "eed") {
				// ... or any participle of the work: "quarantined" (holdout 32).
				return !namesUser(rest) && !hasWords(rest, []string{"if", "once", "when", "after"})
			}
		}
	}
	return false
}

// afterMachinePassive reads the passive of the speaker's work after a
// clause on a machine's completion: "After it finishes, the bundle-size
// comparison gets run and I'll paste the table here", "Once the build is
// out, the smoke tests get run". The clause names the moment.
func (c *compiled) afterMachinePassive(s string, named bool) bool {
	lead, rest, ok := strings.Cut(s, ", ")
	if !ok {
		return false
	}
	ws := splitWords(lead, 6)
	if len(ws) < 2 {
		return false
	}
	switch ws[0].w {
	case "after", "once", "when":
	default:
		return false
	}
	if !(named && (ws[1].w == "it" || ws[1].w == "it's" || ws[1].w == "they" || ws[1].w == "that" || ws[1].w == "that's")) && !namesMachine(lead) ||
		strings.Contains(lead, "you") || humanWord(lead) {
		return false
	}
	for _, h := range []string{" gets ", " get ", " will be ", " is going to be "} {
		i := strings.Index(rest, h)
		if i < 0 {
			continue
		}
		pw := splitWords(rest[i+len(h):], 1)
		if ok, _ := passiveSubject(rest[:i]); ok && len(pw) == 1 && (c.actParticiple(pw[0].w) || len(pw[0].w) > 6 && strings.HasSuffix(pw[0].w, "ed")) && !namesUser(rest) {
			return true
		}
	}
	return false
}

// forPersonWhose drops a relative clause that names a person's day after
// a frame for them: "For Kenji, who's reviewing this tomorrow morning,
// I'm splitting ...", "Für Lea, die morgen früh das Review macht, teile
// ich ...", "Для Тараса, який завтра чергує, я зараз дописую ...". The
// day is the person's; the act is read without it.
func forPersonWhose(t string) (string, bool) {
	for _, f := range []string{"for ", "für ", "для ", "pour ", "para ", "per ", "voor ", "dla ", "pro ", "pentru "} {
		if !strings.HasPrefix(t, f) {
			continue
		}
		i := strings.Index(t, ", ")
		if i < 0 {
			return "", false
		}
		rel := t[i+2:]
		ok := false
		for _, r := range []string{"who", "who's", "who is", "who will", "die", "der", "den", "який", "яка", "які", "который", "которая",
			"qui", "que", "quien", "che", "wie", "która", "który", "care", "kdo", "která", "který"} {
			if strings.HasPrefix(rel, r+" ") {
				ok = true
				break
			}
		}
		if !ok {
			return "", false
		}
		j := strings.Index(rel, ", ")
		if j < 0 {
			return "", false
		}
		return strings.TrimSpace(t[:i] + ", " + rel[j+2:]), true
	}
	return "", false
}

// english30 runs the English readers of holdout 30 that need no cue word
// of the English set (judgeLang's gate): each opens with a cheap test.
func (c *compiled) english30(t string, named bool) bool {
	if !english30Cue(t) || c.deferred(t) || habit(t) || isQuestion(t) {
		return false // the cheap test first: this runs on most English sentences
	}
	body := strings.TrimSpace(dropSighs(t))
	if holdUntil(body) || settingBack(body) || sameChangeNext(body) || actNext(body) || c.asideThenAct(body) {
		return true
	}
	if strings.Contains(t, " have ") && c.haveDoneSoon(t) {
		return true
	}
	if (strings.HasPrefix(t, "after ") || strings.HasPrefix(t, "once ") || strings.HasPrefix(t, "when ")) && c.afterMachinePassive(t, named) {
		return true
	}
	return false
}

// asideThenAct reads work set aside and other work taken up in its place:
// "shelving the caching idea for now and chasing the N+1 instead",
// "parking the refactor and fixing the flaky test first". Setting a
// thing aside is no act; the gerund after "and" is.
func (c *compiled) asideThenAct(body string) bool {
	ws := splitWords(body, 1)
	if len(ws) == 0 {
		return false
	}
	switch ws[0].w {
	case "shelving", "parking", "tabling", "pausing", "dropping", "skipping", "deferring", "benching":
	default:
		return false
	}
	aside, then, ok := strings.Cut(body, " and ")
	if !ok || namesUser(" "+aside) || strings.Contains(aside, ",") || namesUser(" "+then) {
		return false
	}
	c.english()
	n, ok := c.ownAction(then, true)
	return ok && !c.hasFinite(dropAsides(then[:n])) && !stateGerund(then)
}

// nowBeforeLater returns the clause of a sentence that puts the act at
// this moment before a semicolon or a result clause that speaks of a
// later step: "The fixup commits are being squashed right now, so
// bisecting later stays painless", "The pool size is going back to 20
// right now; working out the right number can happen once we have the
// metrics". The later step's time is not the act's.
func nowBeforeLater(t string) (string, bool) {
	i := strings.Index(t, "; ")
	if j := strings.Index(t, ", so "); j > 0 && (i < 0 || j < i) {
		i = j
	}
	if i <= 0 || !hasWords(t[:i], []string{"now", "right now", "as we speak", "at this moment"}) || isQuestion(t) || habit(t) ||
		strings.Contains(t, "from now on") || everyOccasion(t) {
		return "", false
	}
	before, after := t[:i], t[i:]
	if namesUser(" "+before) || handsOver(after) || personWait(after) || strings.Contains(" "+after, " you") {
		return "", false
	}
	return before, true
}

// orderedByVerb reports a list's label whose clause of order opens with
// the speaker's verb rather than a pronoun: "Three failing suites,
// working top to bottom:", "Осталось три пункта, иду сверху вниз:",
// "وأتعامل معها واحدًا تلو الآخر:" (the first person of the Arabic
// present, after "and").
func orderedByVerb(low string) bool {
	_, cl, ok := strings.Cut(low, ", ")
	if _, after, semi := strings.Cut(low, "; "); semi && (!ok || len(after) < len(cl)) {
		cl, ok = after, true // "Au rămas trei teste roșii; le rezolv unul câte unul:" (holdout 35)
	}
	if !ok {
		cl, _, _ = strings.Cut(low, "،")
		if _, after, ok := strings.Cut(low, "، "); ok {
			cl = after
		}
	}
	ws := splitWords(cl, 1)
	if len(ws) == 0 {
		return false
	}
	w := ws[0].w
	switch w {
	case "working", "going", "tackling", "taking", "fixing", "handling", "doing", "иду", "беру", "делаю", "прохожу", "іду", "йду", "беру́":
		return true
	}
	if utf8.RuneCountInString(w) >= 4 && (strings.HasSuffix(w, "u") || strings.HasSuffix(w, "ím") || strings.HasSuffix(w, "ám")) && !strings.Contains(cl, "?") &&
		foreignLetters(cl) {
		return true // a Czech first person: "beru je popořadě:" (holdout 32)
	}
	if utf8.RuneCountInString(w) >= 4 && strings.HasSuffix(w, "ę") && !strings.Contains(cl, "?") {
		return true // a Polish first person: "lecę z nimi od góry:" (holdout 35)
	}
	if len(ws) > 0 && (w == "le" || w == "îl" || w == "il" || w == "o" || w == "îi") {
		// A Romanian clitic before the first person: "le iau pe rând
		// acum:" (holdout 34).
		if v := splitWords(cl, 2); len(v) == 2 && (roFirst(v[1].w) || roShortVerb(v[1].w) || v[1].w == "iau" || v[1].w == "fac" || roPresent(v[1].w) && utf8.RuneCountInString(v[1].w) >= 4) {
			return true
		}
	}
	return strings.HasPrefix(w, "وأ") || strings.HasPrefix(w, "سأ") || strings.HasPrefix(w, "وسأ")
}

// codeComment reads a comment in any fenced block of a message that puts
// the speaker's act on the line it stands on, now, with no arrow: "resp,
// err := client.Do(req) // rewriting this to use the request's context
// now", "# rewriting this backoff right now: the jitter ...". A report in
// the prose after the block keeps it.
func (c *compiled) codeComment(text string) string {
	if !strings.Contains(text, "```") && !strings.Contains(text, "~~~") || !strings.Contains(text, "now") && !commentMomentCue(text) && !commentArrowCue(text) {
		return ""
	}
	t := strings.ReplaceAll(text, "\r\n", "\n")
	lines := strings.Split(t, "\n")
	fence, found, at := "", "", -1
	for n, l := range lines {
		s := strings.TrimSpace(l)
		if fence == "" {
			if strings.HasPrefix(s, "```") || strings.HasPrefix(s, "~~~") {
				fence = s[:3]
			}
			continue
		}
		if strings.HasPrefix(s, fence) {
			fence = ""
			continue
		}
		if !strings.Contains(s, "now") && !commentMomentCue(s) && !commentArrowCue(s) {
			continue // the cheap test first
		}
		note := ""
		if i := strings.Index(s, "// "); i >= 0 {
			note = s[i+3:]
		} else if i := strings.Index(s, "# "); i == 0 || i > 0 && s[i-1] == ' ' {
			note = s[i+2:]
		}
		low := strings.ToLower(strings.TrimSpace(note))
		if j := strings.Index(low, ": "); j > 0 {
			low = low[:j] // what follows the colon says why
		} else if j := strings.Index(low, ":"); j > 0 && j == len(low)-1 {
			low = low[:j]
		}
		low = commentArrow(low) // "# ↓ patching this:" (lang17.go)
		ws := splitWords(low, 3)
		if foreignComment(commentMoment33(low)) && c.judgeLang(commentMoment33(low), language(low), false) || letterComment(low) {
			found, at = clipSentence(strings.TrimSpace(note)), n // "// переделываю прямо сейчас на defer" (lang14.go)
			continue
		}
		if inPass(low) {
			low = strings.Replace(low, "in this pass", "now", 1) // "// swapping this for a size-limited reader in this pass"
		}
		low = commentMoment33(low) // "as I type", "dans cette passe" (lang15.go)
		if len(ws) < 2 || !strings.HasSuffix(ws[0].w, "ing") || ws[1].w != "this" && ws[1].w != "it" && ws[1].w != "here" && !hasWords(low, []string{"here right now", "here now", "on this line"}) ||
			!hasWords(low, []string{"now", "right now"}) {
			continue
		}
		if c.judge(low, false) {
			found, at = clipSentence(strings.TrimSpace(note)), n
		}
	}
	if found == "" {
		return ""
	}
	for _, s := range sentences(strings.Join(lines[at+1:], "\n")) {
		if low := strings.ToLower(masked(s)); reports(low) && !otherWork(low) {
			return "" // "I rewrote it; the tests pass": kept
		}
	}
	return found
}

// statusHeading reads the heading that opens a message when it puts the
// speaker's act under way now, in any language ("### Search index being
// rebuilt now", "### Suchindex wird gerade neu aufgebaut", "## 🔄
// Regenerating the OpenAPI client"): the title of a status report. The
// section under it gives the reasons, and a report there of other work
// ("I changed the tokenizer ...", "Sonst habe ich am Mapping nichts
// angefasst") does not say the act was done; a report of the same act, a
// question or a request for leave after it does.
func (c *compiled) statusHeading(paras []string, spans []string) string {
	if len(paras) < 2 {
		return ""
	}
	if p := strings.TrimSpace(paras[0]); !strings.HasPrefix(p, "#") || strings.Contains(p, "\n") {
		return "" // a heading alone in the message's first paragraph
	}
	ss, heading := splitSentences(paras[0])
	if len(ss) != 1 || heading == nil || !heading[0] {
		return ""
	}
	low := strings.ToLower(masked(ss[0]))
	inProgress := hasRune(low, "🔄⏳🚧") || hasWords(low, []string{"now", "right now", "currently", "gerade", "jetzt",
		"сейчас", "зараз", "ahora", "agora", "maintenant", "adesso", "nu", "teraz", "sekarang"}) ||
		containsAny(low, "現在", "正在", "中です", "지금") || underWayLabel(low)
	if !inProgress || isQuestion(low) {
		return ""
	}
	clean := strings.TrimSpace(strings.TrimLeftFunc(low, func(r rune) bool { return r == '🔄' || r == '⏳' || r == '🚧' || r == ' ' || r == '\ufe0f' }))
	if !c.judge(clean, false) && !(strings.Contains(clean, " being ") && c.judge("the "+strings.Replace(clean, " being ", " is being ", 1), false)) &&
		!(underWayLabel(clean) && progressiveBody(paras[1])) { // (lang13.go)
		return "" // (a heading drops the auxiliary: "Search index being rebuilt now")
	}
	stems := actStems(clean)
	for _, p := range paras[1:] {
		for _, s := range sentences(p) {
			l := strings.ToLower(masked(s))
			if isQuestion(l) || handsOver(l) {
				return ""
			}
			if r, _ := retracts(l); r {
				return ""
			}
			if hasWords(l, []string{"done", "finished", "complete", "completed", "fertig", "erledigt", "terminé", "listo", "pronto", "готово"}) {
				return ""
			}
			ws := splitWords(l, 48)
			if v := reportedVerb(ws); v != "" {
				ws = []word{{w: v}} // "I rebuilt the index": its verb alone
			} else if !reports(l) {
				continue
			}
			for _, w := range ws {
				if len(w.w) >= 5 && stems[prefix5(w.w)] {
					return "" // "I rebuilt the index": the same act, done
				}
			}
		}
	}
	return clipSentence(restore(ss[0], spans))
}

// reportedVerb returns the verb of an English report ("I changed the
// tokenizer ...", "Rebuilt it with ..."), or "" when it finds none: the
// act done is that verb's, not every word's of the sentence ("..., hence
// the rebuild").
func reportedVerb(ws []word) string {
	if len(ws) > 1 && droppedPast(ws[0].w) {
		return ws[0].w
	}
	for i, w := range ws {
		if w.w != "i" && w.w != "we" && w.w != "i've" && w.w != "we've" {
			continue
		}
		for _, n := range ws[i+1:] {
			switch n.w {
			case "have", "had", "also", "just", "already", "then", "first":
				continue
			}
			return n.w
		}
	}
	return ""
}

// actStems are the five-letter openings of a heading's longer words,
// against which a report is matched for the same act.
func actStems(low string) map[string]bool {
	m := map[string]bool{}
	for _, w := range splitWords(low, 16) {
		if len(w.w) >= 6 {
			m[prefix5(w.w)] = true
		}
	}
	return m
}

func prefix5(w string) string {
	n := 0
	for i := range w {
		if n == 5 {
			return w[:i]
		}
		n++
	}
	return w
}

// jaMidAct reads the Japanese "～ているところです" of the speaker's act
// under way ("キャッシュ層を切り出しているところです"): another's act
// names its doer ("田中さんが確認しているところです"), and
// "～ていたところ" is past.
func jaMidAct(t string) bool {
	if !containsAny(t, "ているところです", "ているところ。", "てるところです", "ている最中です", "しているところ") || strings.HasSuffix(strings.TrimRight(t, "。"), "か") {
		return false
	}
	return !containsAny(t, "さん", "様", "チーム", "あなた", "ていたところ", "ところでした", "ユーザー", "側で", "が確認", "が対応")
}

// Misses outside English: a wait on a machine, then the act, with the
// wait's head after a clause of its own or with no comma (Italian
// "appena finisce metto il tag", Vietnamese "Đợi job chạy xong là em
// chuyển", Ukrainian "Коли прогін завершиться, одразу перемикаю", German
// "Ist sie durch, tagge ich", Indonesian "saya pantau ... sampai ...,
// baru ... saya pindahkan", Hindi "चलने देता हूँ, फिर ... दूँगा"); a
// passive or reflexive of work under way at this moment (Russian "Сейчас
// он перестраивается", Arabic "يُعاد بناء ... في هذه اللحظة", Chinese
// "缓存现在正在全部重建"); an act for a person after a reason that names
// their day (Korean "...해서, 지금 ...", Japanese "...ので、...", Chinese
// "小李明天要...，我现在帮他..."); a status label over an Indonesian or
// Vietnamese progressive; Swedish chat with a definite noun as object
// ("backar committen direkt").

// foreign30 runs those readers on a lower-cased sentence outside English.
func foreign30(t, lang string) bool {
	if hasRune(t, "?？¿") {
		return false
	}
	switch {
	case (strings.Contains(t, "appena ") || strings.Contains(t, "quando ")) && itSoonNoComma(t), viWaitDone(t), ukWhenDone(t),
		deVerbFirstDone(t), idWatchThen(t), hiLetThen(t):
		return true
	case (strings.Contains(t, "сейчас") || strings.Contains(t, "прямо")) && ruReflexiveNow(t), arPassiveNow(t), zhRebuildingNow(t):
		return true
	case statusProgressive(t), gapIdiom(t):
		return true
	case lang == "ja":
		// "このパスでは不要なので今から削除します": the act after the
		// reason, opening with its moment.
		if i := strings.LastIndex(t, "ので"); i > 0 {
			main := strings.TrimLeft(t[i+len("ので"):], "、，, ")
			return containsAny(main[:min(len(main), 12)], "今から", "これから", "今すぐ", "すぐに", "早速") && japanesePromise(main)
		}
	}
	return false
}

// itSoonNoComma reads Italian "appena finisce metto il tag": "appena" (or
// "non appena", "quando") and a machine's completion, then the first
// person with no comma between.
func itSoonNoComma(t string) bool {
	ws := tokens(t)
	for i, w := range ws {
		if w != "appena" && w != "quando" || i > 3 {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+4; j++ {
			switch ws[j] {
			case "finisce", "termina", "finito", "finita", "terminato", "terminata", "passa", "pronta", "pronto", "verde", "chiude":
				act := ws[j+1:]
				if len(act) > 0 && (act[0] == "," || act[0] == "tu" || act[0] == "ti") {
					return false
				}
				return len(act) > 0 && itFirstPresent(act[0])
			}
		}
	}
	return false
}

// itFirstPresent is an Italian first person present of the work: "metto",
// "lancio", "pubblico", "faccio", "rilancio", "aggiorno".
func itFirstPresent(w string) bool {
	if utf8.RuneCountInString(w) < 4 || !strings.HasSuffix(w, "o") {
		return false
	}
	switch w {
	case "questo", "quello", "tutto", "nuovo", "solo", "dopo", "anno", "modo", "punto", "credo", "penso", "aspetto", "spero", "devo",
		"posso", "voglio", "vedo", "tempo", "codice", "file":
		return false
	}
	return true
}

// viWaitDone reads Vietnamese "Đợi ... xong là em chuyển ...": a wait on
// a run ("đợi"/"chờ"), "xong là/thì", and the speaker's pronoun.
func viWaitDone(t string) bool {
	if !strings.HasPrefix(t, "đợi ") && !strings.HasPrefix(t, "chờ ") {
		return false
	}
	for _, m := range []string{" xong là ", " xong thì ", " xong rồi "} {
		i := strings.Index(t, m)
		if i < 0 {
			continue
		}
		if hasAny(tokens(t[:i]), func(w string) bool { return w == "bạn" || w == "anh" || w == "chị" || w == "duyệt" }) {
			return false
		}
		ws := tokens(t[i+len(m):])
		return len(ws) > 1 && (ws[0] == "em" || ws[0] == "mình" || ws[0] == "tôi")
	}
	return false
}

// ukWhenDone reads Ukrainian "Коли прогін міграцій завершиться, одразу
// перемикаю ...": "коли" with a machine's completion in its clause, then
// the first person (after "одразу", "відразу", "тоді").
func ukWhenDone(t string) bool {
	rest, ok := strings.CutPrefix(t, "коли ")
	if !ok {
		return false
	}
	wait, act, ok := strings.Cut(rest, ",")
	if !ok || !containsAny(wait, "заверш", "закінч", "пройде", "збереться", "відпрацює", "доїде", "буде готов") ||
		hasAny(tokens(wait), doneUser) {
		return false
	}
	return ukFirst(skipClitics(tokens(act), "одразу", "відразу", "зразу", "тоді", "я", "його", "її", "їх", "це", "все"))
}

// deVerbFirstDone reads the German conditional with its verb first on a
// machine's completion, then the inverted act: "Ist sie durch, tagge ich
// das Release", "Sind die Tests grün, merge ich". The user named, a
// modal or "melde ich mich" makes it none.
func deVerbFirstDone(t string) bool {
	if !strings.HasPrefix(t, "ist ") && !strings.HasPrefix(t, "sind ") {
		return false
	}
	wait, act, ok := strings.Cut(t, ", ")
	if !ok || hasAny(tokens(wait), func(w string) bool { return w == "du" || w == "ihr" || w == "sie" && strings.Contains(wait, " sie ok") }) {
		return false
	}
	ws := tokens(wait)
	if len(ws) == 0 {
		return false
	}
	switch ws[len(ws)-1] {
	case "durch", "fertig", "grün", "gebaut", "durchgelaufen", "abgeschlossen", "oben", "live", "deployt":
	default:
		return false
	}
	aw := tokens(act)
	if len(aw) < 2 || aw[1] != "ich" {
		return false
	}
	switch aw[0] {
	case "kann", "könnte", "würde", "sollte", "muss", "will", "melde", "bin", "habe", "werde", "schaue", "sage":
		return false
	}
	return utf8.RuneCountInString(aw[0]) >= 4 && strings.HasSuffix(aw[0], "e")
}

// idWatchThen reads Indonesian "saya pantau lag-nya sampai di bawah satu
// detik, baru trafiknya saya pindahkan": a watch until a state, then
// ("baru") the act.
func idWatchThen(t string) bool {
	i := strings.Index(t, ", baru ")
	if i < 0 {
		return false
	}
	before, after := t[:i], t[i+len(", baru "):]
	bw, aw := tokens(before), tokens(after)
	if !hasAny(bw, func(w string) bool { return w == "sampai" || w == "hingga" }) ||
		!hasAny(bw, func(w string) bool { return w == "saya" || w == "aku" || w == "kami" }) ||
		!hasAny(aw, func(w string) bool { return w == "saya" || w == "aku" || w == "kami" }) {
		return false
	}
	return !hasAny(append(bw, aw...), func(w string) bool {
		return w == "kamu" || w == "anda" || w == "kalau" || w == "jika" || w == "besok" || w == "nanti" || w == "tidak"
	})
}

// hiLetThen reads Hindi "बीस मिनट उसे चलने देता हूँ, फिर 25% पर बढ़ा
// दूँगा": letting a run go on, then ("फिर") the speaker's future act.
func hiLetThen(t string) bool {
	before, after, ok := strings.Cut(t, ", फिर ")
	if !ok || !containsAny(before, "देता हूँ", "देती हूँ", "दे रहा हूँ", "दे रही हूँ", "इंतज़ार करता हूँ", "इंतजार करता हूँ") ||
		containsAny(t, "आप", "तुम", "अगर", "कल ") {
		return false
	}
	after = strings.TrimRight(after, "।. ")
	return containsAny(after, "ूँगा", "ूँगी", "ऊँगा", "ऊँगी", "ंगा", "ंगी")
}

// ruReflexiveNow reads the Russian reflexive of work under way at this
// moment with its subject a pronoun or a noun of the work: "Сейчас он
// перестраивается заново", "Индекс сейчас пересобирается". "не", the
// user, a condition or a habit make it none.
func ruReflexiveNow(t string) bool {
	ws := tokens(t)
	if !hasAny(ws, func(w string) bool { return w == "сейчас" || w == "прямо" }) {
		return false
	}
	first, _, _ := strings.Cut(t, ",")
	cw := tokens(first)
	for i, w := range cw {
		switch w {
		case "вы", "вас", "ты", "если", "когда", "каждый", "автоматически", "не", "всегда", "обычно",
			"твой", "твоя", "твоё", "твое", "твои", "ваш", "ваша", "ваше", "ваши": // the user's work (holdout 32)
			return false
		}
		if i > 0 && (strings.HasSuffix(w, "ается") || strings.HasSuffix(w, "ивается") || strings.HasSuffix(w, "яется") || strings.HasSuffix(w, "ются")) &&
			(strings.HasPrefix(w, "пере") || strings.HasPrefix(w, "пробра") || strings.HasPrefix(w, "обновл") || strings.HasPrefix(w, "очища") ||
				strings.HasPrefix(w, "перезапуск") || strings.HasPrefix(w, "накат") || strings.HasPrefix(w, "откат")) {
			return true
		}
	}
	return false
}

// arPassiveNow reads the Arabic passive of redoing or doing the work
// that opens a sentence, put at this moment anywhere in it: "يُعاد بناء
// الذاكرة المؤقتة بالكامل في هذه اللحظة".
func arPassiveNow(t string) bool {
	ok := false
	for _, h := range []string{"يُعاد ", "يعاد ", "تُعاد ", "تعاد ", "يتم ", "تتم ", "يجري "} {
		if strings.HasPrefix(t, h) {
			ok = true
		}
	}
	return ok && containsAny(t, "في هذه اللحظة", "الآن", "الان", "حاليًا", "حاليا") && !containsAny(t, "إذا", "لو ", "كل ", "عندما", "أنت", "لك ")
}

// zhRebuildingNow reads the Chinese "现在正在" (under way at this moment)
// and a verb of the work, whatever the subject: "缓存现在正在全部重建".
func zhRebuildingNow(t string) bool {
	i := strings.Index(t, "正在")
	if i < 0 || !strings.Contains(t[:i], "现在") && !strings.Contains(t[:i], "目前") && !strings.Contains(t, "正在重新") ||
		hasRune(t, "你您请") || strings.Contains(t[:i], "他") || strings.Contains(t[:i], "她") {
		return false
	}
	rest := t[i+len("正在"):]
	if j := strings.IndexAny(rest, "，,。；"); j >= 0 {
		rest = rest[:j]
	}
	return containsAny(rest, "重建", "构建", "编译", "部署", "修复", "重启", "生成", "迁移", "回滚", "同步", "重新")
}

// statusProgressive reads a status label over a progressive whose subject
// is dropped, in Indonesian and Vietnamese ("Status: sedang membangun
// ulang image dasar", "Trạng thái: đang build lại image").
func statusProgressive(t string) bool {
	for _, l := range []string{"status:", "trạng thái:", "tình trạng:", "stav:"} {
		rest, ok := strings.CutPrefix(t, l)
		if !ok {
			continue
		}
		ws := tokens(rest)
		if len(ws) < 2 || hasAny(ws, func(w string) bool { return w == "menunggu" || w == "tunggu" || w == "chờ" || w == "đợi" }) {
			return false
		}
		return (ws[0] == "sedang" || ws[0] == "đang" || ws[0] == "lagi") && len(ws) >= 3
	}
	return false
}

// svChatNoun reads Swedish chat whose object is a definite noun: "backar
// committen direkt", "fixar buggen nu" (as "fixar den nu" is read).
func svChatNoun(t string) bool {
	t = strings.TrimRight(t, ".!… ")
	if !strings.HasSuffix(t, " direkt") && !strings.HasSuffix(t, " nu") && !strings.HasSuffix(t, " genast") {
		return false // the cheap test first: Swedish chat typed without its letters reads as English
	}
	if i := strings.LastIndex(t, ", "); i >= 0 {
		t = t[i+2:]
	}
	ws := tokens(t)
	if len(ws) != 3 || ws[2] != "direkt" && ws[2] != "nu" && ws[2] != "genast" {
		return false
	}
	v, obj := ws[0], ws[1]
	return utf8.RuneCountInString(v) >= 5 && strings.HasSuffix(v, "ar") && !svStop(v) &&
		utf8.RuneCountInString(obj) >= 5 && (strings.HasSuffix(obj, "en") || strings.HasSuffix(obj, "et"))
}

// gapIdiom reads an idiom of taking a thing in hand with its object or a
// moment between the verb and the rest: Romanian "iau acum `retry.go` la
// mână", Czech "jdu si na `retry.go` posvítit" as "jdu si posvítit na".
func gapIdiom(t string) bool {
	for _, p := range [][2]string{{"iau ", " la mână"}, {"iau ", " la puricat"}, {"iau ", " la mana"}, {"iau ", " la bani mărunți"}, {"iau ", " la bani marunti"}} {
		i := strings.Index(t, p[0])
		if i < 0 || i > 0 && t[i-1] != ' ' {
			continue
		}
		j := strings.Index(t[i:], p[1])
		if j < 0 || j > 48 {
			continue
		}
		return !hasAny(tokens(t), func(w string) bool { return w == "nu" || w == "tu" || w == "mâine" || w == "dacă" })
	}
	if strings.Contains(t, "posvítit na ") || strings.Contains(t, "posvitit na ") {
		return !hasAny(tokens(t), func(w string) bool { return w == "ne" || w == "ty" || w == "vy" || w == "zítra" || w == "pokud" }) &&
			containsAny(t, "jdu si", "jdu ", "si posvítím", "posvítím")
	}
	return false
}

// personReasonNow returns the main clause of a sentence whose reason
// clause names a person and their day, in Korean, Japanese and Chinese:
// "민지 님이 내일 회의에서 쓰신다고 해서, 지금 ... 정리해 드릴게요",
// "佐藤さんが明日のレビューで使うとのことなので、...まとめておきます",
// "小李明天要拿去给客户演示，我现在帮他...". The day is the person's.
func personReasonNow(t string) (string, bool) {
	for _, c := range []string{"해서, ", "셔서, ", "니까, ", "라서, ", "ので、", "から、", "，"} {
		i := strings.Index(t, c)
		if i <= 0 {
			continue
		}
		reason, main := t[:i], t[i+len(c):]
		if !containsAny(reason, "님", "씨", "さん", "様", "小", "老", "他", "她") || !deferredElsewhere(reason) || deferredElsewhere(main) ||
			hasRune(main, "你您") || containsAny(main, "あなた", "당신") {
			return "", false
		}
		return main, true
	}
	return "", false
}

// onFirstItem reports a list's label that says the speaker is already on
// its first item: "Faltam duas coisas, e já estou na primeira:", "Two
// things left, and I'm already on the first:".
func onFirstItem(low string) bool {
	if namesUser(low) || strings.Contains(low, "?") {
		return false
	}
	return containsAny(low, "estou na primeira", "estou no primeiro", "i'm on the first", "i'm already on the first", "already on the first one",
		"estoy en la primera", "estoy con la primera", "estoy con el primero", "estoy en el primero", "je suis sur le premier",
		"je suis sur la première", "sono già sul primo", "sono sul primo", "sono già sulla prima", "bin schon beim ersten",
		"bin gerade beim ersten", "zit al bij de eerste", "ben al bij de eerste", "уже на первом", "уже занимаюсь первым")
}

// userToken is "you" in the languages read, matched as a whole token (a
// word of ASCII letters inside "ještě" is no "je").
func userToken(w string) bool {
	switch w {
	case "du", "dir", "dich", "tu", "toi", "vous", "tú", "usted", "você", "vc", "jij", "je", "u", "ty", "ti",
		"ты", "вы", "ти", "ви", "sen", "siz", "kamu", "anda", "bạn", "dig", "ni", "pan", "pani", "aap", "tum", "vy":
		return true
	}
	return false
}

// english30Cue is english30's cheap test: a word that one of its forms
// holds.
func english30Cue(t string) bool {
	return strings.Contains(t, "holding ") || strings.Contains(t, "sitting on ") || strings.Contains(t, "parking ") ||
		strings.Contains(t, " back to ") || strings.Contains(t, " going down to ") || strings.Contains(t, " going up to ") ||
		strings.Contains(t, " the same ") || strings.Contains(t, " an identical ") || strings.Contains(t, " next") ||
		strings.Contains(t, " have ") || strings.HasPrefix(t, "after ") || strings.HasPrefix(t, "once ") || strings.HasPrefix(t, "when ") ||
		strings.Contains(t, " and ") && (strings.Contains(t, "shelving ") || strings.Contains(t, "tabling ") || strings.Contains(t, "pausing ") ||
			strings.Contains(t, "dropping ") || strings.Contains(t, "skipping ") || strings.Contains(t, "deferring ") || strings.Contains(t, "benching "))
}
