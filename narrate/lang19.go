package narrate

import "strings"

// Holdout 36's second pass (docs/narration.md, "Holdout 36";
// fix36b_test.go): the classes its first pass left.

// tuneParticiple reports the participle of a verb that sets a value up or
// down, a limit, a size or a timeout: "raised", "lowered", "halved",
// "tightened", "capped". The verbs themselves are read as acts already
// ("Raising the timeout to 60 s now"); their passive under way ("It's
// being raised to 60 s right now") is the same act.
func tuneParticiple(w string) bool {
	switch w {
	case "raised", "lowered", "increased", "decreased", "reduced", "halved", "doubled", "tripled", "quadrupled", "extended",
		"shortened", "lengthened", "tightened", "loosened", "widened", "narrowed", "capped", "uncapped", "lifted", "relaxed",
		"trimmed", "shrunk", "grown", "bumped", "upped", "dialled", "dialed", "throttled", "clamped", "boosted", "cranked":
		return true
	}
	return false
}

// plBare restores the letters of a Polish sentence typed without them
// (no ą ć ę ł ń ó ś ź ż anywhere in it: "zaraz to poprawie i puszcze"),
// so its readers see the forms they know. Only what the readers key on
// is restored: the first person in -ę of a verb where a verb stands
// (opening the sentence, after a moment, a pronoun object or "i"), "się",
// "będę", "jeśli", and the feminine past in -iłam/-yłam, which must stay
// a past ("zrobilam" is no -am present; "odpalam" is one). Adjectives and participles in
// -e ("nowe", "poprawione", "wszystkie") and a noun after a preposition
// ("w bazie") keep their -e.
func plBare(t string, ws []string) []string {
	if hasRune(t, "ąćęłńóśźż") {
		return ws
	}
	var out []string
	for i, w := range ws {
		r := w
		switch w {
		case "sie":
			r = "się"
		case "bede":
			r = "będę"
		case "jesli":
			r = "jeśli"
		case "jezeli":
			r = "jeżeli"
		case "moge", "chce", "musze", "prosze", "mysle", "sadze":
			r = strings.TrimSuffix(w, "e") + "ę" // still a modal or a thought (plStop)
		default:
			switch {
			case strings.HasSuffix(w, "ilam") || strings.HasSuffix(w, "ylam"):
				r = w[:len(w)-3] + "łam" // "zrobilam", "bylam": the past, no -am present
			case len(w) >= 5 && strings.HasSuffix(w, "e") && plBareVerbSlot(ws, i) && !plBareNominal(w):
				r = w[:len(w)-1] + "ę"
			}
		}
		if r != w {
			if out == nil {
				out = append([]string(nil), ws...)
			}
			out[i] = r
		}
	}
	if out == nil {
		return ws
	}
	return out
}

// plBareVerbSlot reports a place where a Polish verb of the speaker
// stands: opening the sentence, or after a moment, a pronoun object or
// "i" joining it to another.
func plBareVerbSlot(ws []string, i int) bool {
	if i == 0 {
		return true
	}
	switch ws[i-1] {
	case "teraz", "zaraz", "juz", "już", "najpierw", "potem", "to", "go", "je", "ja", "i", "tez", "też", "od", "razu", "jeszcze", "sam":
		return true
	}
	return false
}

// plBareNominal reports a Polish word in -e that is no verb: adjectives
// and participles ("nowe", "zielone", "poprawione", "wszystkie",
// "testowe") and adverbs and particles ("jeszcze", "dobrze", "także",
// "może", "również").
func plBareNominal(w string) bool {
	switch w {
	case "jeszcze", "dobrze", "takze", "rowniez", "moze", "pozniej", "wlasnie", "wczesniej", "tutaj", "wszystkie", "zawsze", "nigdy", "naprawde":
		return true
	}
	for _, s := range []string{"owe", "kie", "gie", "one", "ane", "ene", "ete", "ite", "yte", "nne", "lne", "wne", "iczne", "yczne", "azne", "ezne", "ozne", "we", "sze"} {
		if strings.HasSuffix(w, s) && (s != "sze" || strings.HasSuffix(w, "iejsze") || strings.HasSuffix(w, "ejsze")) {
			return true
		}
	}
	return false
}

// koPastJoins are the Korean connectives of a past clause ("원인이었고",
// "확인했는데", "수정했으며"): what they close is over.
var koPastJoins = []string{"했고", "었고", "았고", "였고", "했는데", "었는데", "았는데", "였는데", "했으며", "었으며", "았으며", "였으며"}

// koAfterPast returns the clause after a Korean past clause when that
// clause opens on a word of this moment: "오래된 스냅샷이 원인이었고, 지금
// 다시 생성하고 있습니다" states a cause that was, then the act under way
// now, which is read alone. Without a moment the past clause governs the
// sentence ("수정했고 테스트도 통과합니다" reports); a condition on the
// user's move anywhere still does (koreanPromise checks the rest).
func koAfterPast(t string) (string, bool) {
	at, n := -1, 0
	for _, j := range koPastJoins {
		if i := strings.LastIndex(t, j); i > at {
			at, n = i, len(j)
		}
	}
	if at < 0 {
		return "", false
	}
	head, rest := t[:at], strings.TrimLeft(t[at+n:], " ,，")
	for _, x := range []string{"시면", "주면", "주시", "라면", "다면"} {
		if strings.Contains(head, x) {
			return "", false
		}
	}
	for _, m := range []string{"지금 ", "이제 ", "현재 ", "바로 ", "지금은 ", "이제는 "} {
		if strings.HasPrefix(rest, m) {
			return rest, true
		}
	}
	return "", false
}

// arProclitics splits the Arabic conjunctions written onto the next word,
// "و" (and) and "ف" (so), from a verb of the present or the future
// ("ويجري الآن" -> "يجري", "وأستبدلها" -> "أستبدلها", "فسأعيد" ->
// "سأعيد"), so a clause that opens with one is read as the verb alone.
// Only a letter that opens a verb's form may follow (أ ي ت ن س): "وقت"
// (time) and "واحد" (one) are words of their own.
func arProclitics(ws []string) []string {
	var out []string
	for i, w := range ws {
		r := w
		for _, p := range []string{"و", "ف"} {
			rest, ok := strings.CutPrefix(w, p)
			if !ok || len([]rune(rest)) < 3 {
				continue
			}
			switch f := []rune(rest)[0]; f {
			case 'أ', 'ي', 'ت', 'ن', 'س':
				r = rest
			}
		}
		if r != w {
			if out == nil {
				out = append([]string(nil), ws...)
			}
			out[i] = r
		}
	}
	if out == nil {
		return ws
	}
	return out
}

// hiEngaged reads the Hindi stative of the speaker engaged in an act: an
// oblique infinitive in -ने, "में" and a participle of being at it (लगा,
// जुटा, व्यस्त) closing the clause in the first person: "मैं अभी इसे
// सुधारने में जुटा हूँ" (I'm at fixing it now), "टेस्ट दोबारा चलाने में
// लगी हूँ". The work is under way as with "... कर रहा हूँ"; a thought or a
// wait in the infinitive ("सोचने में लगा हूँ") is no act.
func hiEngaged(cl string) bool {
	for _, end := range []string{"हूँ", "हूं", "हैं"} {
		body, ok := strings.CutSuffix(cl, end)
		if !ok {
			continue
		}
		body = strings.TrimSpace(body)
		for _, p := range []string{"लगा", "लगी", "लगे", "जुटा", "जुटी", "जुटे", "व्यस्त"} {
			b, ok := strings.CutSuffix(body, p)
			if !ok {
				continue
			}
			b = strings.TrimSpace(b)
			if inf, ok := strings.CutSuffix(b, "में"); ok && strings.HasSuffix(strings.TrimSpace(inf), "ने") &&
				(end != "हैं" || strings.Contains(cl, "हम")) && !containsAny(inf, "सोच", "इंतज़ार", "इंतजार", "समझ") {
				return true
			}
		}
	}
	return false
}

// ptWe reads Brazilian "a gente" (we), which takes the verb of the third
// person singular, as the first person plural it means: "a gente tá
// refazendo" -> "estamos refazendo", "a gente vai subir" -> "vamos
// subir", an adverb between them kept ("a gente já tá ..."). A "gente"
// that is people ("a gente do time") has no such verb after it.
func ptWe(t string) string {
	i := strings.Index(t, "a gente ")
	if i < 0 || i > 0 && isWord(rune(t[i-1])) {
		return t
	}
	rest := t[i+len("a gente "):]
	adv := ""
	for _, a := range []string{"já ", "agora ", "ainda ", "aqui ", "então "} {
		if r, ok := strings.CutPrefix(rest, a); ok {
			adv, rest = a, r
			break
		}
	}
	for _, v := range []struct{ from, to string }{{"tá ", "estamos "}, {"ta ", "estamos "}, {"está ", "estamos "}, {"vai ", "vamos "}} {
		if r, ok := strings.CutPrefix(rest, v.from); ok {
			return t[:i] + adv + v.to + r
		}
	}
	return t
}

// svParticleOm reports a Swedish verb whose particle is "om" (again,
// over): "skriver om", "startar om", "bygger om", "kör om", "gör om".
// After one, "om det" is the particle and the object, no condition.
func svParticleOm(w string) bool {
	switch w {
	case "skriver", "startar", "bygger", "kör", "gör", "laddar", "sätter", "räknar", "formulerar", "strukturerar", "deployar", "kompilerar", "genererar", "ritar", "tar":
		return true
	}
	return false
}

// svPurpose reports a Swedish purpose clause at ws[i] ("att") that opens
// with "så att" or "för att" after a verb of the speaker's own: "Jag
// skriver om det så att det returnerar felet", "Jag lägger till en
// kontroll för att stoppa loopen". The sentence opens on "jag" and its
// present, which the clause pins to the change at hand.
func svPurpose(ws []string, i int) bool {
	if i < 3 || ws[i-1] != "så" && ws[i-1] != "för" || ws[0] != "jag" && ws[0] != "vi" || !svPresent(ws[1]) {
		return false
	}
	for _, w := range ws[:i] {
		switch w {
		case "alltid", "ofta", "brukar", "varje", "vanligtvis":
			return false // a habit
		}
	}
	return true
}

// letterComment reads a code comment in a language told only by its
// letters (Czech, Romanian), which language() takes for English: "//
// tady to právě měním na <", "// acum repar condiția". Only the first
// person's act with a word of now counts (minorPromise); a comment that
// describes the code ("// právě tady se počítá součet") has none.
func letterComment(low string) bool {
	return foreignLetters(low) && language(low) == "en" && nowWord(low) && !hasRune(low, "?？") && minorPromise(low)
}

// arLeadClitic splits the conjunction from the first word of a clause
// only ("ويجري الآن ..."): inside a clause, "و" may join an act to the
// user's ("أرسل لي الرابط وسألقي نظرة": send me the link and I'll look),
// which the clause's own verb governs.
func arLeadClitic(ws []string) []string {
	if len(ws) == 0 {
		return ws
	}
	if r := arProclitics(ws[:1]); r[0] != ws[0] {
		return append([]string{r[0]}, ws[1:]...)
	}
	return ws
}

// afterClause returns what follows the first comma or dash of s: the
// main clause after a clause of time, which a dash sets off as a comma
// does ("Щойно позеленіє — мерджу", "După ce se termină – urc imaginea").
func afterClause(s string) (string, bool) {
	at, n := -1, 0
	for _, sep := range []string{",", " \u2014 ", " \u2013 ", " - ", "\u2014"} {
		if i := strings.Index(s, sep); i >= 0 && (at < 0 || i < at) {
			at, n = i, len(sep)
		}
	}
	if at < 0 {
		return "", false
	}
	return s[at+n:], true
}

// riskLabels open a note on what a change may break: what it says is an
// assessment, not the work's report.
var riskLabels = []string{"risk:", "risks:", "caveat:", "caveats:", "side effect:", "side effects:", "impact:", "blast radius:", "heads-up:", "heads up:"}

// negativeFindings are a first person's searches that found nothing: "I
// found no such caller", "I couldn't find any other use".
var negativeFindings = []string{"i found no ", "i found nothing", "i didn't find", "i did not find", "i couldn't find", "i could not find",
	"i saw no ", "i see no ", "i found zero ", "i can't find", "i cannot find", "i found none"}

// riskFinding reports a sentence under a risk label whose only report is
// a search that found nothing: "Risk: anything constructing X directly
// will start working; I found no such caller outside tests." It weighs
// the change's risk; it reports no act, and takes back no promise before
// it ("... patching it there as well now."). "Risk: low, I patched both"
// still reports, and so does the finding when the paragraphs before it
// (before) hold a search of the speaker's ("I'll look for other callers"):
// then it is that search's result.
func riskFinding(low string, before []string) bool {
	t := strings.TrimSpace(low)
	label := false
	for _, l := range riskLabels {
		if strings.HasPrefix(t, l) {
			label = true
			break
		}
	}
	if !label {
		return false
	}
	cut, found := t, false
	for _, f := range negativeFindings {
		for {
			i := strings.Index(cut, f)
			if i < 0 || i > 0 && isWord(rune(cut[i-1])) {
				break
			}
			end := strings.IndexAny(cut[i:], ";.")
			if end < 0 {
				end = len(cut) - i
			}
			cut, found = cut[:i]+cut[i+end:], true
		}
	}
	if !found || reports(cut) {
		return false
	}
	for _, p := range before {
		if containsAny(strings.ToLower(p), "look for", "looking for", "search", "grep", "find ", "finding ", "hunt", "scan", "check", "audit", "go through", "going through") {
			return false // the finding answers a search the message promised
		}
	}
	return true
}
