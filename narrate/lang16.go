package narrate

import (
	"strings"
	"unicode/utf8"
)

// Holdout 34's classes (docs/narration.md, "Holdout 34";
// fix34_test.go). Misses: passives and impersonal work in the change at
// hand in any language (thisOccasion, whileAtIt, occasionUnderWay,
// svSPassive, arPassiveLead; the English passive and germanPassive take
// the same words); a wait on a machine, fronted, then the act with the
// verb before its subject (soonThenAct); gerunds with a hyphenated
// compound verb, a first -ing form with its own object before a second,
// a comparison after the act or settings after a comma (english34,
// dropComparison, specTail); a comparison with the rest of a project in
// other languages (dropLikeRest); Swedish verbs with their particle
// (svPhrasal), Korean "<act> 갑니다" (koGoNoun), Vietnamese "đang ...
// đây" and a short "giờ" (viDangHere, viNowOpens), Indonesian "lagi" in
// a status and a relative clause (idLagiStatus, idDropRelative); a
// diagnosis naming the thing at fault after a promise (diagnosisCleft);
// an order of steps set against its opposite (orderContrast). False
// alarms: a condition with its verb first (invertedCondition), a
// condition whose main clause gives a program part's future
// (runtimeWill), "then" after a dash closing a condition (thenOpens), a
// span of time ahead (restOfSpan), an occasion of a program's run
// (runtimeOccasion), a machine as the Japanese subject (jaOtherSubject,
// jaSubjectGa), and a past or the user's pipeline in Swedish.

// thisOccasion reports words that put work in the change at hand, in any
// language read: a demonstrative or "same" before a noun of an occasion
// of work ("in this commit", "on this go-around", "в этом же коммите", "w
// tym samym commicie", "v tomhle kole", "i samma veva", "in questo stesso
// giro", "in deze ronde", "bei der Gelegenheit", "ضمن هذا التغيير"), or
// the speaker already being in the code ("while I'm in this file", "già
// che ci sono", "заодно", "przy okazji"). It stands for "now" beside a
// passive or an impersonal present: the change is being made.
func thisOccasion(t string) bool {
	if whileAtIt(t) {
		return true
	}
	ws := tokens(t)
	for i, w := range ws {
		if !occasionDemonstrative(w) {
			continue
		}
		for j := i + 1; j < len(ws) && j <= i+3; j++ {
			n := ws[j]
			if occasionNoun(n) {
				return true
			}
			if !sameWord(n) && j > i+1 {
				break
			}
		}
	}
	return false
}

// occasionDemonstrative is "this", "that" or "same" before an occasion,
// in the languages read ("der" only in "bei der Gelegenheit").
func occasionDemonstrative(w string) bool {
	switch w {
	case "this", "same", "этом", "этот", "том", "цьому", "тому", "тій", "цій", "этой", "той", "tym", "tej", "tomhle", "tomto", "této", "téhle",
		"stejném", "samma", "denna", "detta", "här", "questo", "questa", "quest", "stesso", "stessa", "deze", "dit", "dezelfde", "hetzelfde",
		"dieser", "diesem", "derselben", "demselben", "der", "ce", "cet", "cette", "même", "este", "esta", "mismo", "misma", "neste", "nesta",
		"nesse", "nessa", "esse", "essa", "mesmo", "mesma", "هذا", "هذه", "نفس", "bu", "aynı", "ini", "này", "acest", "această", "aceeași", "același":
		return true
	}
	return false
}

// sameWord is a word of sameness between a demonstrative and its noun
// ("в этом же коммите", "w tym samym commicie", "in questo stesso giro").
func sameWord(w string) bool {
	switch w {
	case "same", "же", "samym", "samej", "stejném", "samma", "stesso", "stessa", "même", "mismo", "misma", "mesmo", "mesma", "selben", "zelfde",
		"aynı", "very":
		return true
	}
	return false
}

// occasionNoun is a noun of an occasion of work: a commit, a change, a
// pass, a round ("kole", "ronde", "giro", "veva", "go-around").
func occasionNoun(w string) bool {
	for _, p := range []string{"commi", "коммит", "коміт", "change", "patch", "diff", "sweep", "round", "rund", "ronde", "giro",
		"veva", "gelegenheit", "änderung", "wijziging", "zmian", "změn", "изменени", "змін", "ändring", "modific", "cambio", "changement",
		"mudança", "alteraç", "التغيير", "ضمن", "التعديل", "الدفعة", "passe", "passad", "pasad", "durchgang", "rodad", "tornata", "заход",
		"değişiklik", "perubahan", "schimbare", "modificare", "go-around"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	switch w {
	case "pr", "mr", "go", "around", "pull", "revision", "batch", "pass", "kole", "kolo", "kolem":
		return true
	}
	return false
}

// whileAtIt reports the idiom of work done alongside the work at hand,
// the speaker already in the code: "while I'm in this file", "while I'm
// at it", "già che ci sono", "заодно", "przy okazji", "au passage", "de
// paso", "bij deze gelegenheid".
func whileAtIt(t string) bool {
	return containsAny(t, "while i'm in ", "while i'm at it", "while i'm here", "while i'm touching", "since i'm in there", "since i'm already in",
		"while i'm already in", "già che ci sono", "gia che ci sono", "заодно", "попутно", "przy okazji", "au passage", "de paso", "de quebra",
		"bij deze gelegenheid", "bij de gelegenheid", "bei der gelegenheit", "när jag ändå är", "i samma veva", "i samma svep", "zároveň s tím",
		"při té příležitosti", "في الوقت نفسه", "في نفس الوقت", "sekalian", "nhân tiện")
}

// beforeResult cuts a sentence at a clause of its result or purpose after
// a comma ("..., so the TLS tests stop failing every January", "..., så
// ...", "..., aby nikdo ...", "..., così nessuno ...", "...، حتى لا ..."):
// its habits and negations are the result's, not the act's.
func beforeResult(t string) string {
	for _, r := range []string{", so ", ", så ", ", aby ", ", così ", ", damit ", ", zodat ", ", чтобы ", ", так что ", ", щоб ", ", żeby ",
		", para que ", ", pour que ", ", afin que ", ", perché ", "، حتى ", "، لكي ", " — ", " – ", ", supaya ", ", agar "} {
		if i := strings.Index(t, r); i > 0 {
			t = t[:i]
		}
	}
	return t
}

// occasionUnderWay reads work under way in the change at hand, in
// another language: a form of underWayForms with a word of this occasion
// in place of its word of now ("выпиливаются в этом же коммите", "se v
// tomhle kole zahazují", "worden in deze ronde vernieuwd", "vengono
// buttate via in questo stesso giro"), and the Polish and Swedish forms
// read the same way.
func occasionUnderWay(t string) bool {
	if !thisOccasion(t) {
		return false
	}
	a := beforeResult(t)
	ws := tokens(a)
	if underWayStop(a, ws) || len(ws) > 0 && conditionOpens(ws[0]) || hasAny(ws, occasionStop) || deferredElsewhere(a) {
		return false // a habit, a negation, the user, an agent, a scope, or a condition opening it ("Se vuoi, ...", "Als de build faalt, ...")
	}
	for i, w := range ws {
		if w == "se" && strings.HasPrefix(at(ws, i+1), "ne") && utf8.RuneCountInString(at(ws, i+1)) >= 5 {
			return false // a Czech verb negated by its prefix: "se nic nemění"
		}
	}
	for _, f := range underWayForms {
		if f.marker(ws, a) && !f.marker(nil, "") { // (a form that needs no marker, French "en train d'être", needs its own words)
			return true
		}
	}
	return plGoesOut(ws) || svSPassive(ws) || arPassiveLead(a)
}

// plGoesOut reads the Polish present of things going out or into the bin
// ("lecą do kosza", "wylatują", "idą do kosza").
func plGoesOut(ws []string) bool {
	return hasAny(ws, func(w string) bool {
		switch w {
		case "lecą", "leci", "wylatują", "wylatuje", "znikają", "znika", "idą", "idzie":
			return true
		}
		return false
	})
}

// svSPassive reads a Swedish s-passive of the present ("förnyas",
// "plockas", "byggs"), not its past ("startades", "byggdes").
func svSPassive(ws []string) bool {
	for i, w := range ws {
		if i == 0 || utf8.RuneCountInString(w) < 6 || svStop(w) || strings.HasSuffix(w, "des") || strings.HasSuffix(w, "tes") {
			continue
		}
		if strings.HasSuffix(w, "as") && !svDeponent(w) || strings.HasSuffix(w, "ggs") || strings.HasSuffix(w, "ställs") {
			return true
		}
	}
	return false
}

// svDeponent is a Swedish verb in -s that is no passive, or a state.
func svDeponent(w string) bool {
	switch w {
	case "finnas", "behövs", "kallas", "verkas", "anses", "används", "misslyckas", "lyckas", "hoppas", "fattas", "saknas", "minnas",
		"andas", "låtsas", "svettas", "åldras", "trivas", "synas", "kännas", "behövas", "fallera":
		return true
	}
	return false
}

// arPassiveLead reads the Arabic present passive (a damma over its
// prefix) after at most a short fronted adverbial: "وفي الوقت نفسه تُحذف
// ...".
func arPassiveLead(t string) bool {
	ws := strings.Fields(t) // (whole words: the damma splits tokens)
	for i, w := range ws {
		if i > 4 {
			break
		}
		if strings.HasPrefix(w, "تُ") || strings.HasPrefix(w, "يُ") {
			return !hasAny(ws, func(w string) bool {
				return w == "إذا" || w == "لو" || w == "كل" || w == "أنت" || w == "لك" || w == "انت"
			})
		}
	}
	return false
}

// invertedCondition turns a condition told with its verb first ("Should
// the flake come back on CI, ping me ...", "Were the cache to grow, ...",
// "Had the job failed, ...") into one with "if", so that the readers of
// conditions see it. A question keeps its mark and is read as one.
func invertedCondition(before string) (string, bool) {
	t := strings.TrimLeft(before, " ")
	for _, p := range []string{"should ", "were ", "had "} {
		if rest, ok := strings.CutPrefix(t, p); ok && strings.Contains(rest, ", ") {
			if ws := splitWords(rest, 1); len(ws) == 1 && (ws[0].w == "i" || ws[0].w == "you" || ws[0].w == "we") {
				return "", false // "Should I ...", a question with its mark dropped
			}
			return "if " + rest, true
		}
	}
	return "", false
}

// runtimeWill reports a condition whose main clause gives a thing's
// future before the speaker's: "When the token expires mid-request, the
// client will refresh it once and we'll replay the request". The "we"
// of such a sentence is the program's, telling what it does each time.
func runtimeWill(clause string) bool {
	if !strings.HasPrefix(clause, "when") && !strings.HasPrefix(clause, "if ") {
		return false // "once", "after", "as soon as" wait on a step of the work
	}
	i := strings.Index(clause, ", ")
	if i < 0 {
		return false
	}
	ws := splitWords(clause[i+2:], 8)
	for k, w := range ws {
		if w.w != "will" && w.w != "would" {
			continue
		}
		return k >= 2 && (ws[0].w == "the" || ws[0].w == "our" || ws[0].w == "each") && componentNoun(ws[k-1].w)
	}
	return false
}

// componentNoun is a part of a program that acts at run time: "the
// client will refresh it", "the handler will retry".
func componentNoun(w string) bool {
	switch strings.TrimSuffix(w, "s") {
	case "client", "server", "handler", "middleware", "worker", "service", "app", "sdk", "library", "proxy", "router", "controller",
		"function", "method", "wrapper", "loop", "hook", "plugin", "daemon", "agent", "consumer", "producer", "cache", "driver", "pool":
		return true
	}
	return false
}

// thenOpens reports a clause that opens with a word of "then" pointing
// back at a condition before it ("— тогда и разберусь", "— dann schaue
// ich", "— alors je regarde"): it is the condition's result, not an act
// of its own.
func thenOpens(after string) bool {
	ws := tokens(after)
	if len(ws) == 0 {
		return false
	}
	switch ws[0] {
	case "тогда", "тоді", "then", "dann", "alors", "entonces", "allora", "então", "wtedy", "tehdy", "pak", "atunci", "då", "dan", "o", "thì":
		return ws[0] != "o" || at(ws, 1) == "zaman"
	}
	return false
}

// restOfSpan reports a span of time ahead that makes a promise a habit:
// "Noted for the rest of the session: I'll run ...", "für den Rest der
// Sitzung", "pour le reste de la session", "до конца сессии".
func restOfSpan(s string) bool {
	if containsAny(s, "keep an eye", "keeping an eye", "watch", "monitor", "tail") {
		return false // watching for the rest of the session needs a tool running now
	}
	for _, p := range []string{"for the rest of ", "for the remainder of ", "für den rest ", "pour le reste d", "por el resto d", "pelo resto d",
		"per il resto d", "voor de rest van ", "resten av ", "до конца ", "do końca ", "do konce ", "のこりの", "この後ずっと", "接下来的整个"} {
		i := strings.Index(s, p)
		if i < 0 {
			continue
		}
		rest := s[i+len(p):]
		for _, n := range []string{"session", "sitzung", "sesión", "sessão", "sessione", "sessie", "сессии", "sesji", "conversation", "chat",
			"thread", "gespräch", "conversación", "conversa", "conversazione", "gesprek", "разговора", "day", "week", "sprint", "tages",
			"journée", "día", "dia", "giornata", "dag", "дня"} {
			if strings.Contains(rest, n) && strings.Index(rest, n) < 20 {
				return true
			}
		}
	}
	return false
}

// runtimeOccasion reports a sentence opened by an occasion in a program's
// run ("Beim Start lesen wir jetzt APP_ENV aus", "On startup we now read
// ...", "Au démarrage, on lit ..."): it tells what the code does each
// time, in its own "we".
func runtimeOccasion(s string) bool {
	for _, p := range []string{"beim start", "beim starten", "beim hochfahren", "beim booten", "on startup", "at startup", "on boot", "at boot",
		"on start,", "on each start", "при старте", "при запуске", "au démarrage", "al arrancar", "al iniciar", "na inicialização", "ao iniciar",
		"all'avvio", "bij het opstarten", "bij opstarten", "vid start", "przy starcie", "při startu", "起動時", "启动时", "시작할 때", "başlangıçta"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// jaOtherSubject reports a Japanese progressive whose subject, marked by
// が in the main clause, is a system or another agent: "リリースパイプライ
// ンが、いま2.8.1を公開しています" tells what the pipeline does, as
// koOtherSubject does in Korean. A subject inside a clause of waiting or
// reason ("ビルドが終わったら", "CIが落ちたので") is not the main one.
func jaOtherSubject(t string) bool {
	if !strings.HasSuffix(strings.TrimRight(t, "。．.！! "), "ています") {
		return false
	}
	i := strings.LastIndex(t, "が")
	if i <= 0 {
		return false
	}
	if containsAny(t[i:], "たら", "ので", "から", "まで", "ば、", "と、", "て、", "けど", "が、") && !strings.HasPrefix(t[i:], "が、") {
		return false
	}
	subj := t[:i]
	for _, n := range []string{"パイプライン", "ワークフロー", "ジョブ", "ボット", "bot", "ci", "スケジューラ", "サーバー", "サーバ", "システム",
		"チーム", "さん", "くん", "renovate", "dependabot", "actions", "デプロイ", "ビルド", "クラスタ", "cron"} {
		if strings.HasSuffix(subj, n) {
			return true
		}
	}
	return false
}

// jaSubjectGa reports that the が closing before marks a subject, not
// "but": the conjunction follows a predicate ("...ですが、", "...たが、"),
// the particle a noun ("リリースパイプラインが、").
func jaSubjectGa(before string) bool {
	r, _ := utf8.DecodeLastRuneInString(before)
	switch {
	case r >= 0x30A0 && r <= 0x30FF, r < 0x80 && r != ' ', r >= 0x4E00 && r <= 0x9FFF:
		return true // katakana, Latin letters or a kanji noun
	}
	return false
}

// soonHeads open a clause on a machine's completion, in the languages
// whose readers had none or too few: "Kaum ist er durch, ...", "Sobald
// ...", "Is die klaar, dan ...", "Zodra ...", "Begitu kelar, ...", "Så
// fort den är klar, ...", "Dès que ...", "Non appena ...".
func soonHead(t string) (string, bool) {
	for _, h := range []string{"kaum ist ", "kaum sind ", "sobald ", "ist er durch", "ist das durch", "ist sie durch", "is die klaar", "is het klaar",
		"is dat klaar", "zijn ze klaar", "zodra ", "begitu ", "setelah ", "kalau sudah ", "kalau udah ", "pas udah ", "habis ", "så fort ",
		"så snart ", "dès que ", "une fois que ", "non appena ", "appena ", "as soon as ", "en cuanto ", "tan pronto como ", "assim que ",
		"sitten kun ", "як тільки ", "как только "} {
		if strings.HasPrefix(t, h) {
			return t[len(h):], true
		}
	}
	return "", false
}

// soonThenAct reads a wait on a machine named before, fronted, then the
// speaker's act in the clause after its comma, in any language read:
// "Kaum ist er durch, schiebe ich das Image in die Registry", "Is die
// klaar, dan tag ik de image", "Begitu kelar, image-nya saya tag". The
// act after the fronted clause puts the verb before its subject in the
// Germanic languages ("schiebe ich", "tag ik", "taggar jag"). A wait on
// the user, a negation or a question makes it none.
func (c *compiled) soonThenAct(t string, named bool) bool {
	rest, ok := soonHead(t)
	if !ok || hasRune(t, "?¿؟") {
		return false
	}
	i := strings.Index(rest, ", ")
	if i < 0 {
		return false
	}
	wait, act := rest[:i], strings.TrimSpace(rest[i+2:])
	ww := tokens(wait)
	if hasAny(ww, userToken) || namesUserForeign(wait) || humanWord(wait) || hasAny(ww, func(w string) bool {
		return strings.HasPrefix(w, "freig") || strings.HasPrefix(w, "goedkeur") || strings.HasPrefix(w, "setuj") || strings.HasPrefix(w, "approv") ||
			w == "ok" || w == "okay" || w == "jij" || w == "kamu" || w == "anda" || w == "du" || w == "mir" || w == "me"
	}) {
		return false
	}
	if !named && !waitWordForeign(tokens(t[:len(t)-len(rest)+i])) && !waitNamesMachine(ww) {
		return false
	}
	for _, p := range []string{"dan ", "dann ", "då ", "alors ", "then ", "poi "} {
		if a, ok := strings.CutPrefix(act, p); ok && !strings.HasPrefix(t, "begitu") {
			act = a
			break
		}
	}
	aw := tokens(act)
	if len(aw) > 1 && (strings.HasPrefix(t, "appena ") || strings.HasPrefix(t, "non appena ")) && itClitic(aw[0]) && itFirstPresent(aw[1]) && !hasAny(aw, userToken) {
		return true // "Appena sforna l'immagine, la taggo come 2.4.1": the clitic before the first person (holdout 35)
	}
	if len(aw) < 2 || hasAny(aw, func(w string) bool {
		switch w {
		case "nicht", "niet", "inte", "tidak", "nggak", "gak", "ne", "pas", "non", "no", "not", "du", "jij", "kamu", "anda":
			return true
		}
		return false
	}) {
		return false
	}
	switch aw[1] {
	case "ich", "ik", "jag":
		switch aw[0] {
		case "bin", "habe", "hatte", "war", "ben", "heb", "had", "was", "är", "har", "var", "kann", "kan", "könnte", "kon", "kunde", "muss", "moet",
			"måste", "sehe", "zie", "ser", "weiß", "weiss", "weet", "vet", "denke", "denk", "tror", "hoffe", "hoop", "hoppas", "wünsche", "will", "wil", "vill":
			return false // a state or a modal, not an act
		}
		return true
	}
	for k := 0; k < len(aw)-1 && k < 3; k++ {
		switch aw[k] {
		case "saya", "aku", "gw", "gue", "gua":
			switch aw[k+1] {
			case "sudah", "udah", "sdh", "lagi", "mau", "bisa":
				return false
			}
			return true // "image-nya saya tag ...", "saya push ..."
		}
	}
	return c.judgeLang(act, language(act), true)
}

// waitWordForeign reports a wait clause's word of a machine's end, when
// the sentence before names none: "klaar", "durch", "fertig", "kelar",
// "selesai", "klar", "terminé", "finito".
func waitWordForeign(ws []string) bool {
	return hasAny(ws, func(w string) bool {
		switch w {
		case "klaar", "durch", "fertig", "kelar", "selesai", "beres", "klar", "klart", "terminé", "termine", "finito", "finisce", "termina",
			"groen", "grün", "hijau", "gröna", "vert", "verde", "done", "finishes", "prints":
			return true
		}
		return false
	})
}

// english34Cue is english34's cheap test: an -ing form opening the
// sentence.
func english34Cue(t string) bool {
	ws := splitWords(t, 2)
	return len(ws) > 0 && (strings.HasSuffix(ws[0].w, "ing") || strings.Contains(ws[0].w, "ing-"))
}

// english34 reads a gerund opening a sentence whose act the other readers
// miss for what stands around it: a compound verb with a hyphen
// ("Cherry-picking X onto Y", "Force-pushing the branch"), whose last part
// is the verb; a first -ing form with its own object before "and" and a
// second one ("Consolidating on X and dropping Y"), which share the act
// of the second as a bare pair does; a comparison after the act ("...
// like the rest of the repo does"), whose verb is not the gerund's; and
// notes after a comma that name the act's settings ("Bolting a small
// LRU in front of it, 5-minute TTL, invalidated on update"), which hold
// no verb of their own.
func (c *compiled) english34(t string, named bool) bool {
	if isQuestion(t) || habit(t) || c.deferred(t) {
		return false
	}
	ws := splitWords(t, -1)
	if len(ws) < 2 {
		return false
	}
	first := ws[0].w
	if i := strings.LastIndexByte(first, '-'); i > 0 && strings.HasSuffix(first, "ing") && len(first)-i > 5 {
		// "cherry-picking", "force-pushing", "hot-patching": a compound
		// that takes -ing is a verb, read as one with a verbal prefix
		// ("re-seeding") is; its object follows.
		if pre := first[:i]; !strings.ContainsRune(pre, '-') && len(pre) >= 3 && asciiLetters(pre) &&
			c.promise("re-"+t[ws[0].end-len(first)+i+1:], named) {
			return true
		}
	}
	if s := dropComparison(t); s != t && c.promise(s, named) {
		return true
	}
	if head, ok := c.specTail(t); ok && c.promise(head, named) {
		return true
	}
	// "Consolidating on X and dropping Y from Z": the second -ing form
	// after "and", with no finite verb between.
	for k := 1; k+1 < len(ws) && k < 12; k++ {
		if ws[k].w != "and" || !strings.HasSuffix(ws[k+1].w, "ing") || len(ws[k+1].w) < 6 {
			continue
		}
		between := t[ws[0].end : ws[k].end-len("and")]
		if strings.ContainsAny(between, ",;:") || c.hasFinite(between) {
			return false
		}
		rest := t[ws[k+1].end-len(ws[k+1].w):]
		return c.promise(rest, named)
	}
	return false
}

// dropComparison removes a comparison closed by a pro-verb ("like the
// rest of the repo does", "as the other services do"): its verb is the
// compared thing's.
func dropComparison(t string) string {
	for _, p := range []string{" like ", " as "} {
		i := strings.LastIndex(t, p)
		if i < 0 {
			continue
		}
		tail := strings.TrimRight(t[i+len(p):], ".! ")
		ws := splitWords(tail, 10)
		if len(ws) < 2 || len(ws) > 8 || ws[0].w != "the" && ws[0].w != "other" && ws[0].w != "all" && ws[0].w != "every" {
			continue
		}
		switch ws[len(ws)-1].w {
		case "does", "do", "did":
			return strings.TrimRight(t[:i], " ,") + "."
		}
	}
	return t
}

// specTail returns the clause before notes after a comma that name the
// act's settings ("..., 5-minute TTL, invalidated on tenant update"):
// short noun or participle phrases, no subject and no finite verb.
func (c *compiled) specTail(t string) (string, bool) {
	i := strings.Index(t, ", ")
	if i < 0 {
		return "", false
	}
	for _, part := range strings.Split(strings.TrimRight(t[i+2:], ". "), ", ") {
		ws := splitWords(part, 8)
		if len(ws) == 0 || len(ws) > 5 {
			return "", false
		}
		if strings.HasSuffix(ws[0].w, "ed") && c.hasFinite(part[ws[0].end:]) || !strings.HasSuffix(ws[0].w, "ed") && c.hasFinite(part) {
			return "", false // (a participle opening the note is no finite verb: "capped at 2s")
		}
		// A setting starts with its figure ("5-minute TTL") or a
		// participle ("invalidated on update"), or is a bare pair of
		// words ("LRU eviction").
		if f := ws[0].w; len(ws) > 2 && !(f[0] >= '0' && f[0] <= '9') && !(strings.HasSuffix(f, "ed") || strings.HasSuffix(f, "en")) {
			return "", false
		}
		for _, w := range ws {
			switch w.w {
			case "i", "we", "it", "they", "he", "she", "you", "the", "this", "that", "is", "are", "was", "were", "has", "have", "will",
				"so", "if", "when", "once", "then", "but", "which", "and", "until", "after", "before", "later", "tomorrow",
				"by", "ago", "paused", "stopped", "blocked", "stuck", "done", "finished", "failed", "waiting":
				return "", false
			}
		}
	}
	return t[:i] + ".", true
}

// asciiLetters reports a word of ASCII letters only.
func asciiLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return w != ""
}

// dropLikeRest cuts a comparison with how the rest of a project does it
// from the end of a sentence in another language (", net als de rest van
// de repo", "som resten av repot", ", comme le reste du dépôt", ", wie
// der Rest"): its "als"/"som"/"wie" is no condition and no relative, and
// the act before it is read alone.
func dropLikeRest(t string) (string, bool) {
	if deferredElsewhere(t) {
		return "", false
	}
	for _, p := range []string{", net als ", " net als ", ", zoals ", " som resten ", " som i resten ", " wie der rest", " wie im rest", " comme le reste",
		" comme dans le reste", " come il resto", " come nel resto", " como el resto", " como en el resto", " como o resto", " como no resto",
		" как и остальн", " как в остальн", " tak jak reszta", " jak w reszcie", " jako zbytek", " jako ve zbytku"} {
		if i := strings.Index(t, p); i > 0 && len(tokens(t[i:])) <= 8 {
			return strings.TrimSpace(t[:i]) + ".", true
		}
	}
	return "", false
}

// svPhrasal reads a Swedish present with its particle, the speaker's
// ("Jag river ut den egna wrappern", "vi plockar bort ...") or with the
// subject dropped in chat before a word of now ("flyttar över committen
// direkt"): a verb with a particle is an act, as an object pronoun
// after it is in chatDropped.
func svPhrasal(t string) bool {
	ws := tokens(t)
	for _, w := range ws {
		switch w {
		case "inte", "aldrig", "alltid", "varje", "brukar", "om", "när", "du", "ni", "imorgon", "senare", "sen", "har", "hade", "ifall", "kanske",
			"nästa", "nästan", "sedan", "efter", "ger":
			return false
		}
	}
	now := hasAny(ws, func(w string) bool { return w == "nu" || w == "direkt" || w == "genast" })
	for i := 0; i+1 < len(ws); i++ {
		v := ws[i]
		if !svParticle(ws[i+1]) || ws[i+1] == "om" || utf8.RuneCountInString(v) < 3 || !strings.HasSuffix(v, "r") || svStop(v) {
			continue
		}
		switch {
		case i > 0 && (ws[i-1] == "jag" || ws[i-1] == "vi"):
			return true
		case i == 0 && now && (strings.HasSuffix(v, "ar") || strings.HasSuffix(v, "er")):
			return true
		}
	}
	return false
}

// koGoNoun reads Korean chat's "<act> 갑니다" ("재배포 갑니다", "롤백
// 갈게요"): going for an act named by its noun, the speaker's now.
func koGoNoun(t string) bool {
	t = strings.TrimRightFunc(strings.TrimSpace(t), func(r rune) bool { return r == '.' || r == '!' || r == '~' || r == ' ' })
	var rest string
	ok := false
	for _, s := range []string{" 갑니다", " 갈게요", " 가겠습니다", " 갑시다", " 가요", " 간다"} {
		if r, found := strings.CutSuffix(t, s); found {
			rest, ok = r, true
			break
		}
	}
	if !ok || containsAny(t, "면 ", "까", "집에", "회의", "점심", "퇴근") {
		return false
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return false
	}
	n := f[len(f)-1]
	for _, p := range []string{"에", "로", "을", "를", "는", "은", "가", "이", "도"} {
		if strings.HasSuffix(n, p) {
			return false // "집에 갑니다": a place, not an act
		}
	}
	return containsAny(n, "배포", "수정", "롤백", "재시작", "빌드", "테스트", "머지", "푸시", "리베이스", "패치", "마이그레이션", "재실행")
}

// viDangHere reads Vietnamese chat's subjectless progressive closed by
// "đây" ("đang sửa đây", "đang build lại đây"): at it, here and now.
func viDangHere(t string) bool {
	for _, cl := range strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ';' }) {
		ws := tokens(cl)
		if len(ws) >= 3 && len(ws) <= 6 && ws[0] == "đang" && ws[len(ws)-1] == "đây" {
			switch ws[1] {
			case "chờ", "đợi", "nghĩ", "xem", "bị", "có", "là":
				continue
			}
			return true
		}
	}
	return false
}

// viNowOpens reads a Vietnamese sentence that opens with the short
// "giờ" (now) before the speaker and a verb: "Giờ mình gắn timeout ...".
func viNowOpens(t string) bool {
	ws := tokens(t)
	if len(ws) < 3 || ws[0] != "giờ" && !(ws[0] == "giờ" || ws[0] == "h") {
		return false
	}
	switch ws[1] {
	case "tôi", "mình", "em":
	default:
		return false
	}
	switch ws[2] {
	case "nghĩ", "thấy", "là", "có", "cần", "muốn", "đợi", "chờ", "biết", "hiểu", "không", "chưa", "đã", "vừa", "mới":
		return false
	}
	return !hasAny(ws, func(w string) bool { return w == "nếu" || w == "bạn" || w == "mai" })
}

// idLagiStatus reads Indonesian's spoken progressive "lagi" opening a
// clause before a noun or verb of the work, in a status put now ("Status
// sekarang: lagi migrasi data tenant satu per satu").
func idLagiStatus(t string) bool {
	if !strings.Contains(t, "sekarang") && !strings.Contains(t, "skrg") {
		return false
	}
	for _, cl := range strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ';' || r == ':' }) {
		ws := tokens(cl)
		if len(ws) >= 2 && ws[0] == "lagi" && idActive(ws[1]) && !hasAny(ws, func(w string) bool {
			return w == "tidak" || w == "nggak" || w == "gak" || w == "kamu" || w == "anda"
		}) {
			return true
		}
	}
	return false
}

// idDropRelative removes an Indonesian relative clause ("yang sudah
// menutup file") up to the next comma: its "sudah" describes the thing,
// and the speaker's verb before it is read.
func idDropRelative(t string) (string, bool) {
	i := strings.Index(t, " yang ")
	if i < 0 {
		return "", false
	}
	j := strings.Index(t[i:], ",")
	if j < 0 {
		return t[:i], true
	}
	return t[:i] + t[i+j:], true
}

// foreign34 runs the readers of holdout 34 outside English.
func (c *compiled) foreign34(t, lang string, named bool) bool {
	if hasRune(t, "?？¿؟") {
		return false
	}
	if cut, ok := dropLikeRest(t); ok && !habit(t) && c.judgeLang(cut, language(cut), named) {
		return true // "Ik sloop de wrapper eruit en stap over op X, net als de rest van de repo"
	}
	if e := afterEmoji(t); e != "" && len(e) < len(t) && (svPhrasal(e) || viDangHere(e)) {
		return true // "oj, fel branch 🙈 flyttar över committen direkt", "🙈 đang sửa đây"
	}
	switch {
	case svPhrasal(t), koGoNoun(t), viDangHere(t), viNowOpens(t), idLagiStatus(t):
		return true
	}
	if lang == "id" || strings.Contains(t, " yang ") && strings.Contains(t, "saya ") {
		if cut, ok := idDropRelative(t); ok && indonesianPromise(cut) {
			return true // "Saya sedang memindahkan X ke dalam Y yang sudah menutup file, supaya ..."
		}
	}
	return false
}

// orderContrast reports an order of steps set against its opposite
// inside an act ("strip the BOM before the comparison rather than
// after", "... after the lookup instead of before"): "before" and
// "after" there place a step of the code, and wait on nothing.
func orderContrast(after string) bool {
	return containsAny(after, "rather than after", "rather than before", "instead of after", "instead of before", "and not after", "and not before")
}

// diagnosisCleft reports a sentence that names which thing was at fault
// ("The worker was the one still reading the old secret", "That flag was
// the culprit", "The cache was what kept serving stale rows"): a
// diagnosis told in the past, not a report of the speaker's work, so it
// keeps no promise before it.
func diagnosisCleft(low string) bool {
	if firstPerson(low) {
		return false
	}
	return containsAny(low, " was the one ", " were the ones ", " was the culprit", " were the culprits", " was the cause", " was what ", " were what ")
}

// occasionStop are the words that make work in the change at hand no
// act of the speaker's now: a negated object ("inget", "niets", "nic"),
// an agent ("av CI", "von CI", "door de bot"), the work done by itself
// ("automatiskt") or a scope that describes the change ("only the tests
// are touched": "solo", "tylko", "nur").
func occasionStop(w string) bool {
	switch w {
	case "inget", "inga", "ingenting", "niets", "niks", "nichts", "nic", "nikdo", "žádný", "żaden", "nothing", "rien", "nada", "niente",
		"ничего", "нічого", "hiçbir", "av", "von", "door", "przez", "by", "par", "automatiskt", "automatisch", "automatically",
		"automatiquement", "automáticamente", "automaticamente", "automatycznie", "automaticky", "автоматически", "автоматично",
		"solo", "soltanto", "tylko", "jen", "pouze", "только", "лише", "nur", "alleen", "bara", "only", "seulement", "sólo", "apenas", "hanya",
		"nästa", "następnym", "příštím", "следующем", "volgende", "nächsten", "prossimo", "next":
		return true
	}
	return false
}
