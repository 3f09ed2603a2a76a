package narrate

import (
	"strings"
	"unicode/utf8"
)

// Holdout 35's classes (docs/narration.md, "Holdout 35";
// fix35_test.go). Misses: passives and impersonal work under way on
// things just found, put at this moment by an order of work instead of a
// word of now ("one after another", "en i taget", "по одному", "una dopo
// l'altra", "एक-एक करके": orderMoment, read by passive.go, spanishImpersonal
// and lang9.go's forms, with a short Swedish s-passive after its pronoun,
// svShortPassive; "un-" before a listed verb), two participles sharing
// "get" ("is getting binned and regenerated", participlePair) and "get"
// with a noun of work ("that's getting a test right now", gettingWork); a
// wait on a machine named in the wait clause itself, whatever its verb
// (waitNamesMachine, jaMachineSubject, frontedWaitGerund; a clitic before
// the Romanian and Italian act); lists worked through now (the words of
// "from the top", a Polish first person and "; " before the act in
// orderedByVerb, a relative clause "which I'm burning down right now",
// relativeWorkedThrough, and "First up is X" after the list), the user's
// order of a list made none (secondSubject); status labels in single
// emphasis ("_In progress:_", dropLabelEmphasis) or in another language
// ("Lagi dikerjakan:", foreignStatusLabel), "Risk" as a title of notes,
// "as I type" in a table cell and an arrow pointing at the code line in a
// comment (commentArrow); chat after the speaker owns a slip, with no
// pronoun and two acts (slipAct, slipFirstPerson), and the first of two
// acts joined by "and" read alone (foreignAndSplit); a relative clause
// holding its own negation (foreignRelCut); a Ukrainian verb first before
// its moment (ukVerbNow); Arabic diacritics inside a verb (arNoMarks);
// "before you review it" inside a purpose clause; an -ing form with "in
// on" before its object; "have a X through", "take a X at" (lightAction);
// an act put first after a clause that puts another thing off
// (firstAfterDeferral); French "du coup" and the present of the -traire
// verbs ("j'extrais", frAirePresent). False alarms: a bold title alone in
// its paragraph (boldTitlePara), a scheduled job's run (scheduledRun) and
// an -ing adjunct before a past main clause (pastMainAfter).

// orderMoment reports the words of an order of work that put a passive or
// an impersonal present at this moment as "now" does: the things are
// being done one after another ("They're being uninstalled one after
// another, starting with ...", "De rivs en i taget", "Сносятся по
// одному", "Vengono eliminate una dopo l'altra", "Mažou se jedno po
// druhém", "एक-एक करके हटाए जा रहे हैं").
func orderMoment(t string) bool {
	return containsAny(t, "one after another", "one after the other", "one at a time", "one by one", "en i taget", "ett i taget",
		"en efter en", "по одному", "по очереди", "один за другим", "одну за другой", "одно за другим", "одне за одним", "один за одним",
		"одну за одною", "по черзі", "una dopo l'altra", "uno dopo l'altro", "uno alla volta", "una alla volta", "uno per uno", "una per una",
		"jedno po druhém", "jeden po druhém", "jednu po druhé", "po jednom", "एक-एक करके", "एक एक करके", "uno tras otro", "una tras otra",
		"uno por uno", "una por una", "een voor een", "één voor één", "na elkaar", "jeden po drugim", "jedna po drugiej", "po kolei",
		"l'un après l'autre", "l'une après l'autre", "un par un", "une par une", "nacheinander", "eins nach dem anderen", "um por um",
		"uma por uma", "um atrás do outro", "unul câte unul", "unul după altul", "teker teker", "satu per satu", "từng cái một", "تلو الآخر",
		"تلو الأخرى", "一つずつ", "逐个", "하나씩")
}

// participlePair reads two participles joined by "and" after a passive
// auxiliary, the second a listed act: "is getting binned and
// regenerated", "are being ripped out and rewritten". The second names
// the act for both, as "Vendoring and rebuilding" does for gerunds.
func (c *compiled) participlePair(rest string) bool {
	ws := splitWords(rest, 3)
	if len(ws) < 3 || ws[1].w != "and" {
		return false
	}
	first := ws[0].w
	if !strings.HasSuffix(first, "ed") && !strings.HasSuffix(first, "en") || len(first) < 5 {
		return false
	}
	return c.actParticiple(ws[2].w)
}

// gettingWork reads "get" with a noun of work for what the thing gets,
// put at this moment: "that's getting a test right now", "the handler is
// getting a timeout as we speak". Without the moment it tells what
// happens to it ("The endpoint is getting a lot of traffic").
func gettingWork(t string) bool {
	for _, h := range []string{"'s getting a ", " is getting a ", "'s getting an ", " is getting an ", "'re getting a ", " are getting a "} {
		i := strings.Index(t, h)
		if i <= 0 {
			continue
		}
		subj, rest := t[:i], t[i+len(h):]
		if j := strings.Index(rest, ": "); j > 0 {
			rest = rest[:j] // what follows the colon lists the work
		}
		if j := strings.LastIndexAny(subj, ",;:"); j >= 0 {
			subj = subj[j+1:]
		}
		subj = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(subj), "so "))
		ok, _ := passiveSubject(subj)
		if !ok && subj != "that" && subj != "this" && subj != "it" && subj != "they" {
			return false
		}
		ws := splitWords(rest, 3)
		if len(ws) == 0 || !strongMoment(rest) && !hasWords(rest, []string{"now"}) {
			return false
		}
		n := ws[0].w
		if len(ws) > 1 && (n == "proper" || n == "quick" || n == "new" || n == "real" || n == "small" || n == "regression" || n == "unit") {
			n = ws[1].w
		}
		switch n {
		case "test", "fix", "rewrite", "cleanup", "refactor", "guard", "timeout", "retry", "check", "patch", "bump", "rename", "tests":
			return !namesUser(t[:i]+" "+rest) && !hasWords(t[:i]+" "+rest, []string{"by", "from", "if", "when", "every", "each"})
		}
		return false
	}
	return false
}

// waitNamesMachine reports a clause of waiting that names a machine or
// its artefact as its subject, in any language read ("Appena sforna
// l'immagine", "Când iese imaginea"): whatever its verb, no person moves
// it.
func waitNamesMachine(ws []string) bool {
	return hasAny(ws, func(w string) bool {
		if machineNoun(w) {
			return true
		}
		switch w {
		case "immagine", "l'immagine", "imaginea", "imagine", "imagen", "imagem", "bild", "obraz", "образ", "wheel", "artefatto", "artefactul",
			"artefakt", "binario", "binarul", "binary", "build-ul", "job-ul", "jobul", "pipeline-ul", "pipeline", "build", "image":
			return true
		}
		return false
	})
}

// jaMachineSubject reports a たら clause whose subject before が is a
// machine or its artefact ("イメージが上がってきたら", "ビルドが揃ったら"),
// whatever its verb, and no failure: the act waits on the machine, as
// "as soon as" does.
func jaMachineSubject(before string) bool {
	i := strings.Index(before, "が") // the first: "上がって" holds one too
	if i <= 0 {
		return false
	}
	subj := before[:i]
	if containsAny(before[i:], "失敗", "落ち", "壊れ", "止まっ", "詰まっ", "エラー", "遅") {
		return false
	}
	for _, m := range []string{"イメージ", "ビルド", "テスト", "パイプライン", "ジョブ", "デプロイ", "マイグレーション", "バイナリ", "成果物",
		"アーティファクト", "CI", "ci", "コンテナ", "インデックス", "バックアップ", "ホイール"} {
		if strings.HasSuffix(subj, m) {
			return true
		}
	}
	return false
}

// frontedWaitGerund reads a wait on a machine fronted before a comma and
// the speaker's -ing act after it: "Soon as the wheel finishes
// compiling, installing it into the venv", "Once the image is pushed,
// tagging it as 2.4.1". A wait on a person makes it none.
func (c *compiled) frontedWaitGerund(t string, named bool) bool {
	rest := ""
	for _, h := range []string{"as soon as ", "soon as ", "once ", "the moment "} {
		if r, ok := strings.CutPrefix(t, h); ok {
			rest = r
			break
		}
	}
	i := strings.Index(rest, ", ")
	if i <= 0 {
		return false
	}
	wait, act := rest[:i], rest[i+2:]
	ww := tokens(wait)
	if strings.Contains(" "+wait, " you") || humanWord(wait) || !namesMachine(wait) && !waitNamesMachine(ww) && !hasAny(ww, machineGerund) && !named || namesUser(act) {
		return false
	}
	ws := splitWords(act, 1)
	if len(ws) == 0 || !strings.HasSuffix(ws[0].w, "ing") {
		return false
	}
	return c.promise(act, true)
}

// relativeWorkedThrough reads a relative clause of the speaker working
// down the thing it names, now, whatever the verb: "Punch list from your
// review, which I'm burning down right now:", "the flaky tests, which
// I'm knocking out as we speak". The particle says the verb takes the
// relative pronoun as its object; the moment puts it now.
func relativeWorkedThrough(t string) bool {
	for _, h := range []string{", which i'm ", ", which we're ", " which i'm ", " that i'm "} {
		i := strings.Index(t, h)
		if i <= 0 {
			continue
		}
		rest := t[i+len(h):]
		ws := splitWords(rest, 3)
		if len(ws) < 2 || !strings.HasSuffix(ws[0].w, "ing") || len(ws[0].w) < 5 {
			return false
		}
		switch ws[1].w {
		case "down", "through", "off", "out":
		default:
			return false
		}
		return (strongMoment(rest) || hasWords(rest, []string{"now"})) && !strings.Contains(" "+rest, " you")
	}
	return false
}

// foreignStatusLabel reads a label of work under way in another language
// over the act ("Lagi dikerjakan: generate ulang client API ...", "En
// cours : régénération du client", "In Arbeit: ..."): the speaker's work
// at this moment, as "In progress:" and "Status:" are in English.
func (c *compiled) foreignStatusLabel(t, lang string, named bool) bool {
	i := strings.Index(t, ": ")
	if i <= 0 || i > 40 {
		return false
	}
	label, body := strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+2:])
	switch label {
	case "lagi dikerjakan", "sedang dikerjakan", "sedang diproses", "lagi diproses", "en cours", "in arbeit", "in bearbeitung", "em andamento",
		"en curso", "in corso", "in lavorazione", "bezig", "в работе", "в процессе", "в процесі", "в роботі", "pågår", "probíhá", "rozpracováno",
		"w toku", "w trakcie", "în lucru", "în curs", "devam ediyor", "đang làm", "đang xử lý", "進行中", "作業中", "进行中", "진행 중",
		"قيد التنفيذ", "جارٍ العمل", "جاري العمل", "प्रगति में":
	default:
		return false
	}
	ws := tokens(body)
	if len(ws) < 2 || isQuestion(body) || hasAny(ws, userToken) || namesUserForeign(body) || namesUser(body) {
		return false
	}
	c.english()
	if c.verbs[ws[0]] || strings.HasSuffix(ws[0], "ing") && c.gerunds[ws[0]] {
		return true // an English verb of the work in the other language's chat: "generate ulang ..."
	}
	return c.judgeLang(body, lang, named)
}

// slipAct reads chat after the speaker owns a slip ("oeps, typo in t
// pad.", "sorry, ...", "jo, mein fehler – ...", "ui typo ở path, ..."):
// the clause after it, with no pronoun, is the speaker's act ("zet t even
// recht en draai de tests opnieuw", "fixar det o kör om testerna",
// "korrigier das eben und lass die tests nochmal durchlaufen", "sửa liền
// nè r chạy lại test"). It needs a second act joined by "and" or a word
// of doing it again or at once; the user, a question, a condition, a
// negation or a past make it none. prev is the sentence before, "" when
// low opens its paragraph.
func slipAct(low, prev string) bool {
	if len(low) > 240 {
		return false // chat: a short line
	}
	act := ""
	switch {
	case slipOpener(low):
		act = afterEmoji(low)
		if act == "" {
			if i := strings.LastIndex(low, ", "); i > 0 {
				act = low[i+2:]
			}
		}
	case prev != "" && slipOpener(prev) && len(prev) < 120:
		act = low
	}
	act = strings.TrimSpace(strings.TrimRight(act, ".!… "))
	if act == "" || language(act) == "en" && !foreignLetters(act) || len(act) > 140 {
		return false
	}
	ws := tokens(act)
	if len(ws) < 3 || isQuestion(act) || hasAny(ws, userToken) || namesUserForeign(act) {
		return false
	}
	switch ws[0] {
	case "ik", "ich", "jag", "já", "tôi", "mình", "em", "het", "de", "die", "das", "der", "det", "den", "es", "is", "ist", "er", "was", "war",
		"heb", "hab", "habe", "har", "đã", "als", "wenn", "om", "if", "nếu", "geen", "kein", "keine", "inte", "niet", "nicht", "không":
		return false
	}
	if strings.HasSuffix(ws[0], "te") || strings.HasSuffix(ws[0], "de") || strings.HasSuffix(ws[0], "ade") || len(ws[0]) < 3 {
		return false // a past: "korrigierte", "zette", "fixade"
	}
	if !slipFirstPerson(ws) {
		return false
	}
	again, and := false, false
	for k, w := range ws {
		switch w {
		case "niet", "nicht", "inte", "không", "chưa", "kein", "geen", "als", "wenn", "falls", "om", "nếu", "bitte", "alsjeblieft", "snälla":
			if w == "om" && k > 0 && (ws[k-1] == "kör" || ws[k-1] == "gör" || ws[k-1] == "bygger") {
				again = true // "kör om": run again
				continue
			}
			return false
		case "opnieuw", "nochmal", "nochmals", "erneut", "lại", "igen", "znovu", "even", "eben", "ff", "liền", "ngay", "direkt", "meteen",
			"gleich", "sofort", "schnell", "snabbt", "hned":
			again = true
		case "en", "und", "o", "och", "r", "rồi", "và", "a":
			if k >= 2 && k+1 < len(ws) {
				and = true
			}
		}
	}
	return again && and
}

// slipFirstPerson reports a clause whose opening verb is the speaker's in
// chat with the pronoun dropped, by its form where the language has one:
// a Swedish present ("fixar det", not the imperative "fixa"), a Czech
// first person ("přepisuju", not "přepiš"); where the imperative looks the
// same, the colloquial "<verb> it quickly" ("zet t even recht", "korrigier
// das eben"); a Vietnamese verb with "liền" or "ngay" (right away).
func slipFirstPerson(ws []string) bool {
	first := ws[0]
	n := utf8.RuneCountInString(first)
	obj := ws[1]
	switch obj {
	case "bort", "om", "upp", "in", "ut", "av", "tillbaka", "till":
		if len(ws) > 2 && (first == "tar" || first == "gör" || first == "kör" || first == "drar" || n >= 5 && strings.HasSuffix(first, "r")) {
			obj = ws[2] // a Swedish particle before the object: "tar bort den"
		}
	}
	switch obj {
	case "det", "den", "dem", "dom", "allt":
		if first == "kör" || first == "tar" || first == "gör" || n >= 5 && (strings.HasSuffix(first, "ar") || strings.HasSuffix(first, "er")) {
			return true
		}
		if ws[1] == "den" && len(ws) > 2 && (ws[2] == "eben" || ws[2] == "mal" || ws[2] == "schnell" || ws[2] == "kurz") {
			return true // German "den" as the object: "setz den eben zurück"
		}
	case "t", "het", "das", "es", "dat", "ze", "hem":
		if len(ws) > 2 {
			switch ws[2] {
			case "even", "ff", "effe", "eben", "mal", "schnell", "kurz", "gleich":
				return true
			}
		}
	}
	if czFirst(first) || n >= 5 && strings.HasSuffix(first, "uju") {
		return true
	}
	return hasRune(strings.Join(ws, " "), "ạảãàáâầấậẩẫăằắặẳẵẹẻẽèéêềếệểễịỉĩìíọỏõòóôồốộổỗơờớợởỡụủũùúưừứựửữỵỷỹỳýđ") &&
		hasAny(ws[:min(3, len(ws))], func(w string) bool { return w == "liền" || w == "ngay" })
}

// slipOpener reports a sentence that opens with the speaker owning a
// slip, in chat: "oeps", "sorry", "oj", "jo, mein fehler", "ui". It runs
// on every sentence judged, so it reads the first words in place.
func slipOpener(s string) bool {
	w0, rest := nextWord(s)
	switch w0 {
	case "oeps", "oops", "whoops", "sorry", "sry", "oj", "ups", "upps", "hoppla", "ui", "úi", "ôi", "ối", "упс", "ой", "pardon", "scusa",
		"perdón", "desculpa", "sorki":
		return true
	case "jo", "ja", "ach", "oh":
		w0, rest = nextWord(rest)
	case "mein", "mijn", "mitt", "moje", "my":
	default:
		return false
	}
	w1, _ := nextWord(rest)
	switch w0 {
	case "mein":
		return w1 == "fehler"
	case "mijn":
		return w1 == "fout"
	case "mitt":
		return w1 == "fel"
	case "moje":
		return w1 == "chyba"
	case "my":
		return w1 == "bad"
	}
	return false
}

// nextWord returns the first word of s (letters only, in place) and what
// follows it.
func nextWord(s string) (string, string) {
	i := strings.IndexFunc(s, isWord)
	if i < 0 {
		return "", ""
	}
	s = s[i:]
	j := strings.IndexFunc(s, func(r rune) bool { return !isWord(r) })
	if j < 0 {
		return s, ""
	}
	return s[:j], s[j:]
}

// foreignAndSplit reads the first of two acts joined by "and" in another
// language, alone: "uz to prepisuju a poustim build znovu" (the second
// verb's form is no matter). The user, a question, a condition, a habit
// or a later day anywhere in the sentence make it none.
func (c *compiled) foreignAndSplit(t, lang string, named bool) bool {
	english := lang == "en" && !foreignLetters(t) && !arabicScript(t)
	for _, a := range []string{" a ", " och ", " o ", " en ", " und ", " i ", " і ", " и ", " e ", " y ", " ve ", " dan ", " și ", " et "} {
		i := strings.Index(t, a)
		if i <= 0 {
			continue
		}
		before := t[:i]
		bw := tokens(before)
		if len(bw) < 2 {
			continue
		}
		if (a == " a " || english) && (a != " a " || !czFirst(bw[len(bw)-1]) && !strings.HasSuffix(bw[len(bw)-1], "uju")) {
			continue // " a " is English's article: only after a Czech first person, the one "and" read in text taken for English
		}
		if aw := tokens(t[i+len(a):]); len(aw) == 0 || determinerOrPronoun(aw[0]) || foreignDeterminer(aw[0]) || reports(t[i+len(a):]) {
			return false // a second act opens with its verb: "de build die faalde is groen" is a report of another thing
		}
		ws := tokens(t)
		if isQuestion(t) || hasAny(ws, userToken) || namesUserForeign(t) || habit(t) || deferredElsewhere(t) || personWait(t) ||
			hasAny(ws, conditionOpens) || hasWords(t, []string{"pokud", "když", "jestli", "om", "als", "wenn", "falls", "si", "se", "jeśli", "если", "якщо"}) {
			return false
		}
		return c.judgeLang(before, lang, named)
	}
	return false
}

// foreignRelCut reads a sentence without its relative clause, whose
// negation or state is its own: "Jag sätter dit en gräns nu och skriver
// ett test med en server som aldrig svarar", "... met een server die
// nooit antwoordt", "... із сервером, що мовчить".
func (c *compiled) foreignRelCut(t, lang string, named bool) bool {
	for _, r := range []string{" som ", " die ", ", що ", " що ", ", котор", " котор", ", któr", " któr", ", kter", " kter", " التي ", " الذي "} {
		i := strings.Index(t, r)
		if i <= 0 {
			continue
		}
		if r == " die " && lang != "nl" {
			continue
		}
		before := strings.TrimRight(t[:i], ", ")
		if len(tokens(before)) < 4 || habit(t) || deferredElsewhere(before) || !hasAny(tokens(t[i:]), relNegation) {
			return false
		}
		return c.judgeLang(before, language(before), named)
	}
	return false
}

// relNegation is a negation inside a relative clause, in the languages
// whose relative pronouns foreignRelCut reads.
func relNegation(w string) bool {
	switch w {
	case "aldrig", "inte", "ingen", "nooit", "niet", "geen", "не", "ні", "ніколи", "никогда", "nie", "nigdy", "nikdy", "لا", "لن", "لم":
		return true
	}
	return strings.HasPrefix(w, "ne") && utf8.RuneCountInString(w) >= 5 && hasRune(w, "áéíóúůýčďěňřšťž") // Czech "neodpovídá"
}

// ukVerbNow reads a Ukrainian or Russian first person opening the
// sentence with its moment right after it: "Прикручую зараз таймаут
// ...", "Переписываю сейчас ...".
func ukVerbNow(t string) bool {
	ws := tokens(t)
	if len(ws) < 3 {
		return false
	}
	switch ws[1] {
	case "зараз", "одразу", "щас", "тепер", "сейчас", "сразу":
	default:
		return false
	}
	if hasAny(ws, func(w string) bool {
		switch w {
		case "не", "якщо", "если", "коли", "когда", "ти", "ви", "ты", "вы", "завтра", "пізніше", "позже":
			return true
		}
		return false
	}) {
		return false
	}
	return ukFirst(ws[0])
}

// arNoMarks drops the Arabic short vowels and the shadda inside words
// ("أغيّرها" is "أغيرها"), which split a word for the tokenizer.
func arNoMarks(t string) string {
	if !strings.ContainsAny(t, "\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652") {
		return t
	}
	return strings.Map(func(r rune) rune {
		if r >= 0x064b && r <= 0x0652 {
			return -1
		}
		return r
	}, t)
}

// boldTitlePara reports a paragraph that is only a short bold title
// ("**Testing**", "**Summary**") with more text after it in stripped (a
// list of checks, perhaps with no letter in it): the title of the section
// that follows, as a markdown heading is.
func boldTitlePara(stripped string, paras []string, k int) bool {
	p := strings.TrimSpace(paras[k])
	if strings.Contains(p, "\n") || !boldTitle(p) {
		return false
	}
	if k+1 < len(paras) {
		return true
	}
	i := strings.LastIndex(stripped, p)
	return i >= 0 && strings.TrimSpace(stripped[i+len(p):]) != ""
}

// scheduledRun reports a run that is a scheduled job's ("The nightly
// reindex is running right now — it's the scheduled job at 02:00"): the
// machine runs it on its own clock, not the speaker.
func scheduledRun(t string) bool {
	return hasWords(t, []string{"nightly", "scheduled", "cron", "cronjob", "hourly", "daily", "weekly", "periodic"})
}

// pastMainAfter reports a main clause after an -ing adjunct's comma with
// its own subject and a past ("Retrying with a fresh token, the request
// went through on the first attempt"): a report of what happened then.
func pastMainAfter(s string) bool {
	ws := splitWords(s, 6)
	if len(ws) < 2 {
		return false
	}
	switch ws[0].w {
	case "the", "it", "this", "that", "they", "both", "all", "every", "each":
	default:
		return false
	}
	for _, w := range ws[1:] {
		switch {
		case w.w == "was" || w.w == "were" || w.w == "went" || w.w == "came" || w.w == "ran" || w.w == "got" || w.w == "took" ||
			w.w == "worked" || w.w == "passed" || w.w == "succeeded" || w.w == "failed" || w.w == "returned":
			return true
		case len(w.w) > 5 && strings.HasSuffix(w.w, "ed") && w.w != "need" && w.w != "seed" && w.w != "speed":
			return true
		}
	}
	return false
}

// frAirePresent is the present of the French -traire verbs and of
// "refaire", whose first person ends in -ais like an imparfait:
// "j'extrais", "je refais" ("je fais" alone is as often a state: "je fais
// confiance", "je fais une pause").
func frAirePresent(v string) bool {
	switch v {
	case "refais", "extrais", "soustrais", "distrais":
		return true
	}
	return false
}

// commentArrow turns an arrow pointing at the code line that opens a
// comment ("# ↓ patching this: ...", "// ⬇ fixing this") into the moment
// it stands for: the act is on the line shown, now.
func commentArrow(low string) string {
	t := strings.TrimSpace(low)
	for _, a := range []string{"↓", "⬇️", "⬇", "↑", "⬆️", "⬆", "←", "<-", "👇", "👆"} {
		if r, ok := strings.CutPrefix(t, a); ok {
			r = strings.TrimSpace(r)
			if ws := splitWords(r, 2); len(ws) == 2 && strings.HasSuffix(ws[0].w, "ing") && (ws[1].w == "this" || ws[1].w == "it" || ws[1].w == "here") {
				return r + " now"
			}
		}
	}
	return low
}

// foreign35 runs holdout 35's readers of the other languages on a
// lower-cased sentence.
func (c *compiled) foreign35(t, lang string, named bool) bool {
	if hasRune(t, "?？¿؟") {
		return false
	}
	if (lang == "uk" || lang == "ru") && ukVerbNow(t) {
		return true
	}
	if utf8.RuneCountInString(t) > 300 {
		return false
	}
	return c.foreignRelCut(t, lang, named) || c.foreignAndSplit(t, lang, named)
}

// foreignDeterminer is an article or a subject pronoun opening a clause
// in the languages foreignAndSplit reads: the clause has a subject of its
// own, so it is no second act of the speaker's.
func foreignDeterminer(w string) bool {
	switch w {
	case "de", "het", "een", "den", "det", "dem", "die", "der", "das", "ein", "eine", "la", "le", "les", "el", "los", "las", "il", "lo", "gli",
		"ty", "vy", "du", "jij", "tu", "ni", "ты", "вы", "ти", "ви", "ona", "ono", "oni", "on", "er", "sie", "es", "hij", "zij", "ze", "han", "hon":
		return true
	}
	return false
}

// czechAndCue is the cheap test for a Czech first person before " a " in
// text taken for English ("uz to prepisuju a poustim ...").
func czechAndCue(t string) bool {
	return strings.Contains(t, "uju a ") || strings.Contains(t, "ím a ")
}

// svShortPassive is a Swedish present s-passive of a short verb after its
// pronoun ("rivs", "tas", "byts"), not a past ("revs") nor a deponent.
func svShortPassive(w string) bool {
	n := utf8.RuneCountInString(w)
	if n < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "des") || strings.HasSuffix(w, "tes") || strings.HasSuffix(w, "ss") {
		return false
	}
	switch w {
	case "finns", "syns", "känns", "behövs", "hoppas", "lyckas", "fattas", "saknas", "minns", "verkas", "kallas", "anses", "används", "revs", "togs", "byttes":
		return false
	}
	return !svDeponent(w)
}

// english35Cue is english35's cheap test.
func english35Cue(t string) bool {
	return strings.Contains(t, "soon as ") || strings.HasPrefix(t, "once ") || strings.HasPrefix(t, "the moment ") ||
		strings.Contains(t, " i'm ") || strings.Contains(t, " getting a")
}

// english35 runs holdout 35's English readers on a lower-cased sentence.
func (c *compiled) english35(t string, named bool) bool {
	return (c.frontedWaitGerund(t, named) || relativeWorkedThrough(t) || gettingWork(t)) && !c.deferred(t) && !habit(t)
}

// commentArrowCue is commentArrow's cheap test.
func commentArrowCue(s string) bool {
	return containsAny(s, "↓", "⬇", "↑", "⬆", "👇", "👆")
}

// dropLabelEmphasis drops single emphasis around a label that opens a
// line ("_In progress:_ applying ...", "*Status:* rebuilding ..."), as
// "**In progress:**" loses its marks.
func dropLabelEmphasis(line string) string {
	t := strings.TrimLeft(line, " \t")
	if t == "" || t[0] != '_' && t[0] != '*' {
		return line
	}
	m := t[:1]
	i := strings.Index(t[1:], ":"+m)
	if i <= 0 || i > 40 {
		return line
	}
	return t[1:i+2] + t[i+3:]
}

// firstAfterDeferral reports a last clause that puts its act first after
// an earlier clause that puts another thing off ("Punting the lint
// warnings for a separate PR; zeroing in on the segfault first"): the
// deferral is the other thing's, "first" puts this act now.
func firstAfterDeferral(c *compiled, cl []string) bool {
	n := len(cl)
	last := cl[n-1]
	if !hasWords(last, []string{"first"}) || c.deferred(last) {
		return false
	}
	return c.deferred(strings.Join(cl[:n-1], " "))
}

// secondSubject is a pronoun of the user as a subject in the languages
// read ("ty", "du", "jij", "tu"), which makes a list's order theirs.
func secondSubject(w string) bool {
	switch w {
	case "ty", "vy", "du", "jij", "tu", "ты", "вы", "ти", "ви", "sen", "siz", "kamu", "anda", "bạn", "você", "usted", "tú", "vous", "pan", "pani":
		return true
	}
	return false
}
