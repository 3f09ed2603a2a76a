package narrate

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Italian, Dutch, Russian and Korean, judged like the others by their own
// grammar of a commitment: a first-person subject, written or dropped; a
// future, a progressive or a present of intent; an action verb; and no
// condition on the user, negation or past after it.
//
//   - Italian: "sto" + gerund, "sto per" + infinitive, "fammi" +
//     infinitive, the futuro semplice of the first person ("sistemerò"),
//     and a first-person present opening its clause ("adesso aggiungo",
//     "me ne occupo", "faccio il merge") with an object, a clitic before
//     it or a time adverb: Italian uses the present for the near future.
//   - Dutch: "ik ga" + infinitive (the near future with gaan), "ik zal"
//     + infinitive, "ik ben bezig met", "laat me" + infinitive, and a
//     first-person present (the verb stem) with an object or a time
//     adverb, in either order ("ik zet nu", "nu zet ik", "..., merge ik").
//   - Russian: the first-person singular of a verb (-у/-ю, reflexive
//     -усь/-юсь), which is the perfective future ("добавлю", "смержу")
//     or the imperfective present of an act under way ("исправляю"), with
//     "я" or with the subject dropped at the start of a clause; "буду" +
//     infinitive; "давай я" + verb.
//   - Korean: the endings of the speaker's intention and promise,
//     -겠습니다 and -(으)ㄹ게요 (first person only), the progressive -고
//     있습니다, and a plain present of an act with its object
//     ("재색인을 시작합니다").

// --- Italian ----------------------------------------------------------------

func italianPromise(s string) bool {
	ws := tokens(s)
	for i, w := range ws {
		if w == "se" {
			return false // a hypothetical
		}
		if (w == "quando" || w == "appena" || w == "dopo" || w == "finché") && itSecondAfter(ws[i+1:]) {
			return false // "quando mi confermi ...": waits on the user
		}
	}
	for i, w := range ws {
		if at(ws, i-1) == "non" {
			continue
		}
		switch {
		case w == "sto" || w == "stiamo":
			if n := at(ws, itSkip(ws, i+1)); itGerund(n) || n == "per" && itInfinitive(at(ws, i+2)) {
				return true
			}
		case (w == "vado" || w == "andiamo") && at(ws, i+1) == "a":
			// "vado a sistemare la pipeline": in chat, the act about to start.
			if itInfinitive(at(ws, i+2)) {
				return true
			}
		case w == "fammi" || w == "lasciami" || w == "fatemi":
			if itInfinitive(at(ws, itSkip(ws, i+1))) {
				return true
			}
		case itFuture(w):
			return true
		case (w == "devo" || w == "dobbiamo") && itInfinitive(at(ws, itSkip(ws, i+1))):
			// "Devo ricompilare il progetto adesso": the speaker's own
			// obligation put at this moment; without one it is a rule
			// or a plan for later.
			for _, t := range ws[i+1:] {
				if itTime(t) && t != "dopo" && t != "poi" {
					return true
				}
			}
		}
	}
	for _, cl := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(",;:—–", r) }) {
		cw := tokens(cl)
		j, clitic := 0, false
		if len(cw) > 3 && cw[0] == "un" && cw[2] == "che" {
			switch cw[1] {
			case "attimo", "secondo", "momento", "istante":
				j = 3 // "Un attimo che controllo i log": the act after the pause it asks for
			}
		}
		for j < len(cw) {
			switch {
			case itOpener(cw[j]):
				j++
				continue
			case itClitic(cw[j]) && j+1 < len(cw):
				j, clitic = j+1, true
				continue
			case cw[j] == "per" && itInfForm(at(cw, j+1)) && j+2 < len(cw):
				j += 2 // a purpose first: "per capirlo guardo subito i log"
				continue
			}
			break
		}
		v := at(cw, j)
		if at(cw, j-1) == "non" || itStop(v) || itNonAction(v) {
			continue
		}
		if j == 0 && itPlural(v) && (itDeterminer(at(cw, 1)) || itTime(at(cw, 1))) {
			return true // "Rilanciamo i test.": the first person plural opening a sentence, with its object
		}
		// "passano tutti" is a third person plural in -ano/-ono, no act of
		// the speaker's.
		if len(v) < 4 || !strings.HasSuffix(v, "o") || strings.HasSuffix(v, "ano") || strings.HasSuffix(v, "ono") {
			continue
		}
		if clitic || ibDeterminer(at(cw, j+1), false) || itDeterminer(at(cw, j+1)) || itTime(at(cw, j+1)) ||
			itProceed(cw[j+1:]) {
			return true
		}
	}
	return false
}

// itPlural is a first person plural present in -iamo that, opening a
// sentence, proposes or starts the act ("Rilanciamo i test",
// "Aggiorniamo il lockfile"); auxiliaries, modals and verbs of seeing,
// saying or thought are left out.
func itPlural(w string) bool {
	if len(w) < 7 || !strings.HasSuffix(w, "iamo") {
		return false
	}
	switch w {
	case "abbiamo", "possiamo", "dobbiamo", "vogliamo", "sappiamo", "vediamo", "diciamo", "facciamo",
		"stiamo", "andiamo", "siamo", "capiamo", "sentiamo", "chiediamo", "ringraziamo", "notiamo", "riceviamo":
		return false
	}
	return true
}

// itProceed reports whether ws, after a first-person present, open what a
// verb of proceeding or starting takes: "a"/"ad" and an infinitive
// ("procedo ad aggiornare", "passo a sistemare") or "con" and an object
// ("procedo con l'aggiornamento").
func itProceed(ws []string) bool {
	switch at(ws, 0) {
	case "a", "ad":
		return itInfinitive(at(ws, 1))
	case "con", "col", "coi":
		return at(ws, 0) != "con" || itDeterminer(at(ws, 1))
	}
	return false
}

// itSecondAfter reports whether a temporal clause names the user: a
// second person, or a verb in -i after an optional clitic ("quando mi
// confermi", "appena hai finito").
func itSecondAfter(ws []string) bool {
	for k, w := range ws {
		if k > 3 {
			break
		}
		switch w {
		case "tu", "ti", "tuo", "tua", "hai", "vuoi", "puoi", "lei", "voi",
			"dai", "fai", "stai", "vai", "sai": // the short second persons: "appena mi dai l'ok" (holdout 35)
			return true
		}
		if itClitic(w) {
			continue
		}
		return len(w) > 3 && strings.HasSuffix(w, "i")
	}
	return false
}

func itSkip(ws []string, j int) int {
	for j < len(ws) && (itTime(ws[j]) || ws[j] == "ancora" || ws[j] == "anche") {
		j++
	}
	return j
}

func itGerund(w string) bool {
	if len(w) < 6 || !(strings.HasSuffix(w, "ando") || strings.HasSuffix(w, "endo")) {
		return false
	}
	switch w {
	case "aspettando", "pensando", "valutando", "attendendo", "quando":
		return false
	}
	return true
}

func itInfinitive(w string) bool {
	for _, cl := range []string{"lo", "la", "li", "le", "ne", "ci", "mi"} {
		if t := strings.TrimSuffix(w, cl); t != w && len(t) >= 4 && (strings.HasSuffix(t, "ar") || strings.HasSuffix(t, "er") || strings.HasSuffix(t, "ir")) {
			w = t + "e"
			break
		}
	}
	if len(w) < 4 || !(strings.HasSuffix(w, "are") || strings.HasSuffix(w, "ere") || strings.HasSuffix(w, "ire")) {
		return false
	}
	switch w {
	case "aspettare", "attendere", "spiegare", "riassumere", "essere", "avere", "pensare", "sapere", "dire",
		"vedere", "capire", "chiedere", "suggerire", "proporre", "mostrare", "elencare":
		return false
	}
	return true
}

// itInfForm reports any infinitive, a clitic attached or not ("capirlo"),
// whatever its verb.
func itInfForm(w string) bool {
	for _, suf := range []string{"are", "ere", "ire", "arlo", "erlo", "irlo", "arla", "erla", "irla", "arne", "erne", "irne"} {
		if len(w) > len(suf)+1 && strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// itFuture is a first-person futuro semplice ("sistemerò", "aggiornerò",
// "farò"); the auxiliaries and verbs of thought or speech are left out.
func itFuture(w string) bool {
	if utf8.RuneCountInString(w) < 4 || !strings.HasSuffix(w, "rò") {
		return false
	}
	switch w {
	case "sarò", "avrò", "potrò", "dovrò", "vorrò", "saprò", "vedrò", "penserò", "aspetterò", "spiegherò",
		"dirò", "riassumerò", "resterò", "rimarrò", "starò", "proverò":
		return false
	}
	return true
}

func itOpener(w string) bool {
	switch w {
	case "ok", "okay", "va", "bene", "allora", "adesso", "ora", "subito", "poi", "prima", "intanto", "quindi",
		"e", "perfetto", "certo", "d'accordo", "ecco", "dunque", "già", "ancora", "anche":
		return true
	}
	return false
}

func itTime(w string) bool {
	switch w {
	case "adesso", "ora", "subito", "poi", "prima", "immediatamente", "intanto", "dopo":
		return true
	}
	return false
}

func itClitic(w string) bool {
	switch w {
	case "lo", "la", "li", "le", "ne", "ci", "mi", "me", "ce", "gli", "l'":
		return true
	}
	return false
}

func itDeterminer(w string) bool {
	switch w {
	case "il", "lo", "la", "i", "gli", "le", "l'", "un", "uno", "una", "un'", "questo", "questa", "questi",
		"queste", "quel", "quello", "quella", "tutto", "tutti", "tutte", "dal", "dalla", "dai", "dagli",
		"dallo", "sul", "sulla", "al", "alla", "nel", "nella", "quoted":
		return true
	}
	return false
}

// itNonAction are forms of waiting, thought and proposal in any person
// ("aspettiamo", "pensavo", "proponiamo"), by their stems.
func itNonAction(w string) bool {
	for _, p := range []string{"aspett", "attend", "pens", "cred", "sper", "prefer", "propon", "sugger", "consigl", "vorr", "dovr", "potr"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// itStop are words in -o that open a clause without being an act: verbs
// of thought, modals, waiting, and nouns and adverbs.
func itStop(w string) bool {
	switch w {
	case "credo", "penso", "spero", "posso", "voglio", "devo", "vedo", "propongo", "suggerisco", "consiglio",
		"aspetto", "attendo", "resto", "rimango", "tutto", "questo", "quello", "nuovo", "solo", "primo",
		"grazie", "fatto", "allora", "quando", "come", "perché", "problema", "codice", "motivo", "caso", "modo",
		"risultato", "riepilogo", "capito", "chiaro", "certo", "preferisco", "immagino", "suppongo", "temo",
		"so", "sono", "ho", "do", "sto", "dico", "spiego", "riassumo", "elenco", "mostro", "chiedo",
		"ringrazio", "scusa", "nulla", "niente", "mentre", "dopo", "ancora", "troppo", "molto", "poco",
		"ricevo", "ottengo", "noto", "capisco", "ricordo", "intendo", "conosco", "sento":
		return true
	}
	return false
}

// --- Dutch ------------------------------------------------------------------

func dutchPromise(s string) bool {
	ws := tokens(s)
	for i, w := range ws {
		if (w == "als" || w == "indien" || w == "zodra" || w == "wanneer" || w == "nadat") && nlSecond(at(ws, i+1)) {
			return false // "als je me de naam doorgeeft, ...": waits on the user
		}
		if w == "als" || w == "indien" || w == "mocht" && i == 0 || w == "zou" && at(ws, i+1) == "ik" || w == "zou" && at(ws, i-1) == "ik" {
			return false // a hypothetical: "Mocht de nightly falen, dan zou ik ..."
		}
	}
	for i := 0; i+2 < len(ws); i++ {
		// "ik ben het nu aan het fixen": the progressive with "aan het"
		// and an infinitive, of the speaker.
		if ws[i] == "aan" && ws[i+1] == "het" && nlInfinitive(ws[i+2]) && (hasAny(ws[:i], func(w string) bool { return w == "ben" }) &&
			(hasAny(ws[:i], func(w string) bool { return w == "ik" }) || hasAny(ws[:i], func(w string) bool { return w == "nu" }))) &&
			!hasAny(ws, nlSecond) && !hasAny(ws, func(w string) bool { return w == "niet" || w == "geen" }) {
			return true
		}
	}
	if j := nlSkipEven(ws); j > 0 && nlInfinitive(at(ws, j)) && !hasAny(ws, nlSecond) {
		return true // "Even kijken wat er in de logs staat": a note to self, the infinitive alone
	}
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(",;:–—", r) }) {
		// A subordinate clause ends the main one: "ik ga `x` aanpassen
		// zodat de verbinding ...".
		pw := tokens(part)
		for k, w := range pw {
			if k > 0 && (w == "zodat" || w == "omdat" || w == "want" || w == "maar" || w == "terwijl" || w == "zodra") {
				pw = pw[:k]
				break
			}
		}
		if nlClause(pw, strings.Contains(s, ",") && hasAny(ws, func(w string) bool { return w == "zodra" || w == "nadat" })) {
			return true
		}
	}
	return false
}

// nlSkipEven returns where the verb stands after "even" or "eens"
// opening a sentence ("even kijken", "nu even checken", "eerst eens
// draaien"), or 0.
func nlSkipEven(ws []string) int {
	j := 0
	for j < len(ws) && (ws[j] == "ok" || ws[j] == "oké" || ws[j] == "nu" || ws[j] == "eerst" || ws[j] == "dan") {
		j++
	}
	if at(ws, j) != "even" && at(ws, j) != "eens" {
		return 0
	}
	return j + 1
}

func nlClause(ws []string, fronted bool) bool {
	moment := fronted || hasAny(ws, nlNow)
	if hasAny(ws, func(w string) bool { return w == "niet" || w == "nooit" || w == "geen" }) {
		return false
	}
	last := at(ws, len(ws)-1)
	for i, w := range ws {
		if w != "ik" && w != "we" && w != "wij" {
			continue
		}
		prev, next := at(ws, i-1), at(ws, i+1)
		if prev == "dat" || prev == "of" {
			continue // subordinate: "wil je dat ik ..."
		}
		switch next {
		case "wilde", "wou", "wilden", "zou", "zouden", "had", "hadden", "was", "waren", "dacht":
			continue // "ik wilde de build draaien, maar ...": an intent given up
		}
		if prev == "heb" || prev == "hebben" || next == "heb" || next == "hebben" {
			continue // a perfect: "daarna heb ik de suite gedraaid"
		}
		// "ik ga ... aanpassen", "ik zal ... doen", and inverted "nu ga ik".
		for _, aux := range []string{next, prev} {
			if aux != "ga" && aux != "gaan" && aux != "zal" && aux != "zullen" || at(ws, i+2) == "akkoord" || at(ws, i+2) == "ervan" {
				continue
			}
			// The infinitive closes the clause, or stands before a
			// phrase put after it ("opsplitsen in drie jobs").
			for k := i + 2; k < len(ws); k++ {
				if nlInfinitive(ws[k]) && (k == len(ws)-1 || nlPrep(ws[k+1])) {
					return true
				}
			}
		}
		if (next == "ben" || next == "zijn" || prev == "ben" || prev == "zijn") && hasAny(ws[i:], func(w string) bool { return w == "bezig" }) {
			return true // "ik ben er nu mee bezig", "ben ik nu mee bezig"
		}
		if i == 1 && moment && nlFinite(prev) && (nlParticle(last) || last == "even" || last == "meteen" || last == "nu") {
			// Verb first, its particle last: "pas ik nu even aan", "zet ik
			// meteen op".
			return true
		}
		// "ik ga er nu mee aan de slag": setting to work.
		if (next == "ga" || next == "gaan") && strings.Contains(strings.Join(ws[i:], " "), "aan de slag") {
			return true
		}
		// "ik ben van plan om de index nu te verwijderen": an intent put
		// at this moment.
		if (next == "ben" || next == "zijn") && at(ws, i+2) == "van" && at(ws, i+3) == "plan" && moment &&
			hasAny(ws[i:], func(w string) bool { return w == "te" }) {
			return true
		}
		// "ik neem de logs even door": a verb whose particle closes the
		// clause makes an act of a stem that alone is none ("ik neem
		// aan" is a guess).
		if next == "neem" && (last == "door" || last == "over") && (moment || nlObject(at(ws, i+2))) {
			return true
		}
		// "ik wacht tot de pipeline klaar is en zet de release live": the
		// wait on a machine, then the act with the same subject.
		if next == "wacht" && hasAny(ws[i:], func(w string) bool { return w == "tot" || w == "totdat" }) && !hasAny(ws, nlSecond) {
			for k := i + 2; k+1 < len(ws); k++ {
				if ws[k] == "en" && nlFinite(ws[k+1]) {
					return true
				}
			}
		}
		// Going on with the work: "ik ga verder met de migratie", "ik ga
		// nu door met de tests".
		if (next == "ga" || next == "gaan") && hasAny(ws[i:], func(w string) bool { return w == "verder" || w == "door" }) &&
			hasAny(ws[i:], func(w string) bool { return w == "met" }) {
			return true
		}
		// A present: "ik zet nu ...", "ik pas `x` aan", "nu zet ik", and
		// after a fronted clause "..., merge ik de branch".
		if nlFinite(next) && (moment || nlObject(at(ws, i+2)) || next == "begin" && at(ws, i+2) == "met") {
			return true
		}
		if i >= 1 && nlFinite(prev) && (i == 1 && fronted || i >= 2 && nlNow(at(ws, i-2))) {
			return true
		}
	}
	for i, w := range ws {
		if w == "laat" && (at(ws, i+1) == "me" || at(ws, i+1) == "mij" || at(ws, i+1) == "ons") && nlInfinitive(last) {
			return true
		}
	}
	return false
}

// nlParticle is a separable verb's particle closing its clause.
func nlParticle(w string) bool {
	switch w {
	case "aan", "op", "uit", "bij", "door", "om", "af", "weg", "terug", "rechter", "recht":
		return true
	}
	return false
}

func nlPrep(w string) bool {
	switch w {
	case "in", "naar", "met", "voor", "op", "tot", "zodat", "om", "uit", "van", "bij":
		return true
	}
	return false
}

func nlSecond(w string) bool {
	switch w {
	case "je", "jij", "u", "jullie", "jouw", "uw":
		return true
	}
	return false
}

func nlNow(w string) bool {
	switch w {
	case "nu", "meteen", "direct", "zo", "straks", "eerst", "even", "gelijk", "dan", "daarna", "vervolgens", "alvast", "onmiddellijk":
		return true
	}
	return false
}

func nlObject(w string) bool {
	switch w {
	case "de", "het", "een", "die", "dat", "deze", "dit", "alle", "ze", "hem", "quoted", "er":
		return true
	}
	return false
}

// nlFinite is a first-person present (the verb stem) that can be an act:
// not an auxiliary, a modal or a verb of thought, speech or waiting.
func nlFinite(w string) bool {
	if len(w) < 3 || strings.HasSuffix(w, "en") && len(w) > 4 {
		return false
	}
	switch w {
	case "heb", "ben", "was", "had", "kan", "wil", "moet", "mag", "zal", "ga", "denk", "vind", "hoop", "zie",
		"weet", "wacht", "begrijp", "snap", "laat", "stel", "raad", "vraag", "zeg", "leg", "blijf", "kon",
		"wou", "zou", "moest", "heet", "ken", "merk", "twijfel", "verwacht", "geef", "toon", "noem", "deel",
		"bedoel", "hoor", "mis", "vertrouw", "geloof", "krijg", "neem",
		"niet", "nog", "ook", "wel", "dus", "dan", "nu", "zo", "al", "een", "het", "die", "dat", "wat", "hier",
		"daar", "er", "mijn", "jouw", "alle", "voor", "met", "van", "naar", "bij", "uit", "aan", "op", "over":
		return false
	}
	return true
}

func nlInfinitive(w string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "en") {
		return false
	}
	switch w {
	case "wachten", "afwachten", "uitleggen", "samenvatten", "zeggen", "weten", "zijn", "hebben", "blijven",
		"denken", "laten", "zien", "vragen", "voorstellen", "tonen", "geven", "melden", "even":
		return false
	}
	return true
}

// --- Russian ----------------------------------------------------------------

func russianPromise(s string) bool {
	ws := tokens(s)
	switch strings.ToLower(at(ws, 0)) {
	case "скажи", "скажите", "напиши", "напишите", "подтверди", "подтвердите", "маякни", "свистни":
		return false // "Скажи — сделаю.": the act waits on the user's word
	case "дай", "дайте":
		if strings.ToLower(at(ws, 1)) == "знать" {
			return false
		}
	}
	for i, w := range ws {
		if w == "если" {
			return false // a hypothetical
		}
		if (w == "когда" || w == "как" && at(ws, i+1) == "только" || w == "после") && ruSecondAfter(ws[i+1:]) {
			return false // "когда пришлёшь имя бакета, ...": waits on the user
		}
	}
	for i, w := range ws {
		if at(ws, i-1) == "не" {
			continue
		}
		switch {
		case w == "буду" || w == "будем":
			if n := at(ws, i+1); ruInfinitive(n) {
				return true
			}
		case ruGoing(w) && ruInfinitive(at(ws, i+1)):
			return true // "пошёл чинить CI": a verb of going and the act it goes to do
		case (w == "давай" || w == "давайте" || w == "дай" || w == "дайте") && at(ws, i+1) == "я":
			return true
		case (w == "давай" || w == "давайте") && ruWeAct(at(ws, i+1)):
			return true // "Давай пересоберём образ": the first person plural, the speaker and its act
		case w == "я" || w == "мы":
			if ruFirst(at(ws, ruSkip(ws, i+1))) && at(ws, ruSkip(ws, i+1)-1) != "не" {
				return true
			}
		case i == ruSkip(ws, 0) && ruLetUs(w):
			return true // "Приступим к миграции", "Перейдём к тестам"
		}
	}
	// The subject dropped: a clause opening with the verb, after
	// adverbs of time and interjections ("Сейчас добавлю ...",
	// "Начинаю с первого", "ок, щас гляну").
	for _, cl := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(",;:—–", r) }) {
		cw := tokens(cl)
		j := ruSkip(cw, 0)
		if !ruFirst(at(cw, j)) || hasAny(cw, func(w string) bool { return w == "не" || w == "нет" }) {
			continue // "... менять не буду": a refusal
		}
		// A noun in the dative ends the same way ("Серверу не хватает
		// памяти"): a predicate follows it, where an object or a
		// preposition follows a verb.
		next := at(cw, j+1)
		if next == "" && (j > 0 || len(cw) == 1) || next != "" && !ruPredicate(next) {
			return true
		}
	}
	// The verb closing its clause after "now": "это тоже сейчас
	// исправляю", "её сейчас перезапускаю".
	for _, cl := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(",;:—–", r) }) {
		cw := tokens(strings.ToLower(cl))
		if n := len(cw); n >= 2 && ruFirst(cw[n-1]) && cw[n-2] != "не" && hasAny(cw, func(w string) bool {
			return w == "сейчас" || w == "щас" || w == "сразу" || w == "немедленно"
		}) && !hasAny(cw, func(w string) bool { return w == "если" || w == "когда" || w == "ты" || w == "вы" }) {
			return true
		}
	}
	return false
}

// ruGoing is a verb of going before an infinitive of purpose, which
// speech uses for the act about to start: "пошёл чинить", "иду
// проверять", "пойду посмотрю".
func ruGoing(w string) bool {
	switch w {
	case "пошёл", "пошел", "пошла", "пойду", "иду", "пойдём", "пойдем":
		return true
	}
	return false
}

// ruLetUs is the first person plural of a verb of proceeding or starting,
// the Russian "let's" opening a sentence: "Приступим к миграции",
// "Перейдём к тестам".
func ruLetUs(w string) bool {
	switch w {
	case "приступим", "перейдём", "перейдем", "начнём", "начнем", "займёмся", "займемся", "продолжим",
		"возьмёмся", "возьмемся", "запустим", "исправим", "обновим", "проверим":
		return true
	}
	return false
}

func ruSkip(ws []string, j int) int {
	for j < len(ws) {
		switch ws[j] {
		case "сейчас", "прямо", "щас", "ща", "сначала", "теперь", "тогда", "ок", "окей", "хорошо", "ладно", "давай", "давайте",
			"далее", "дальше", "следом", "следующим", "шагом",
			"затем", "потом", "и", "сразу", "быстро", "ещё", "еще", "заодно", "тоже", "также", "пока", "уже", "да",
			"понял", "поняла", "отлично", "итак", "так", "вот":
			j++
			continue
		}
		break
	}
	return j
}

// ruWeAct is a first person plural of the perfective future after
// "давай" ("пересоберём", "запустим", "проверим"), which proposes an act
// the speaker takes; talking, thinking and deciding with the user are
// left out ("давай обсудим", "давай подумаем").
func ruWeAct(w string) bool {
	if utf8.RuneCountInString(w) < 5 || !(strings.HasSuffix(w, "ём") || strings.HasSuffix(w, "ем") || strings.HasSuffix(w, "им")) {
		return false
	}
	switch w {
	case "обсудим", "подумаем", "решим", "договоримся", "поговорим", "уточним", "подождём", "подождем", "согласуем":
		return false
	}
	return true
}

// ruFirst is a first-person singular of an action verb: -у/-ю, reflexive
// -усь/-юсь. Adverbs and pronouns that end the same way, modals and verbs
// of thought, speech and waiting are left out.
func ruFirst(w string) bool {
	if utf8.RuneCountInString(w) < 4 {
		return false
	}
	if !(strings.HasSuffix(w, "у") || strings.HasSuffix(w, "ю") || strings.HasSuffix(w, "усь") || strings.HasSuffix(w, "юсь")) ||
		strings.HasSuffix(w, "ию") || strings.HasSuffix(w, "ему") || strings.HasSuffix(w, "ому") {
		return false // "версию", "новому": nouns and adjectives
	}
	switch w {
	case "сразу", "почему", "потому", "поэтому", "кому", "чему", "всему", "нему", "тому", "этому", "никому",
		"ничему", "могу", "хочу", "думаю", "считаю", "жду", "надеюсь", "понимаю", "предлагаю", "вижу", "знаю",
		"прошу", "рекомендую", "советую", "напомню", "говорю", "скажу", "объясню", "покажу", "опишу",
		"перечислю", "благодарю", "извиняюсь", "боюсь", "буду", "сомневаюсь", "подожду", "полагаю",
		"ревью", "меню", "интервью", "стараюсь", "остаюсь", "сообщу", "уточню", "отвечу",
		"имею", "помню", "верю", "чувствую", "замечаю", "наблюдаю", "получаю", "слышу",
		"одну", "свою", "мою", "всю", "эту", "ту", "какую", "новую", "старую", "минуту", "секунду":
		return false
	}
	return true
}

func ruPredicate(w string) bool {
	switch w {
	case "не", "нужно", "надо", "можно", "нельзя", "стоит", "был", "была", "было", "были", "уже":
		return true
	}
	for _, suf := range []string{"ет", "ит", "ется", "ится", "ут", "ют", "ат", "ят", "ся"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

func ruInfinitive(w string) bool {
	if !(strings.HasSuffix(w, "ть") || strings.HasSuffix(w, "ти") || strings.HasSuffix(w, "чь") || strings.HasSuffix(w, "ться")) {
		return false
	}
	switch w {
	case "ждать", "думать", "объяснять", "говорить", "знать", "быть", "иметь":
		return false
	}
	return true
}

// ruSecondAfter reports whether a temporal clause names the user: a
// second person, or a verb in -шь or -те.
func ruSecondAfter(ws []string) bool {
	for k, w := range ws {
		if k > 4 {
			break
		}
		switch w {
		case "ты", "вы", "тебе", "вам", "твой", "ваш":
			return true
		}
		if strings.HasSuffix(w, "шь") || strings.HasSuffix(w, "те") && utf8.RuneCountInString(w) > 4 {
			return true
		}
	}
	return false
}

// --- Korean -----------------------------------------------------------------

func koreanPromise(s string) bool {
	t := strings.TrimRightFunc(strings.TrimSpace(s), func(r rune) bool { return !unicode.IsLetter(r) })
	if strings.HasSuffix(t, "까요") || strings.HasSuffix(t, "까") || strings.HasSuffix(t, "나요") {
		return false // a question or an offer
	}
	if rest, ok := koAfterPast(t); ok {
		return koreanPromise(rest) // "원인이었고, 지금 다시 생성하고 있습니다" (lang19.go)
	}
	for _, x := range []string{"시면", "주면", "주시", "않겠", "않을", "안 ", "못 ", "지 않", "했고", "었고", "았고", "였고", "했는데", "했으며",
		"라면", "다면"} {
		if strings.Contains(t, x) {
			return false // the user's move, negation, or a hypothetical ("저라면": if it were me)
		}
	}
	// The last clause holds the predicate; a courtesy before it
	// ("알겠습니다, ...") says nothing about it, nor does a reason clause
	// in -아서/-어서/-니까 ("문제인 것 같아서 다시 실행해 볼게요").
	if i := strings.LastIndexAny(t, ",，"); i >= 0 {
		t = strings.TrimSpace(t[i+1:])
	}
	if f := strings.Fields(t); len(f) > 1 {
		for k := len(f) - 2; k >= 0; k-- {
			if w := f[k]; strings.HasSuffix(w, "아서") || strings.HasSuffix(w, "어서") || strings.HasSuffix(w, "해서") || strings.HasSuffix(w, "니까") {
				t = strings.Join(f[k+1:], " ")
				break
			}
		}
	}
	for _, x := range []string{"수 있", "면 좋", "것 같", "기다리", "생각", "말씀드리", "설명하", "정리하", "요약하", "안내하",
		"공유드리", "여쭤", "여쭙", "물어보", "질문드리", "알겠", "모르겠", "좋겠", "감사하겠", "었습니다", "았습니다", "했습니다", "였습니다", "었어요", "았어요", "했어요"} {
		if strings.Contains(t, x) {
			return false // ability, thought, speech, or the past
		}
	}
	// The last predicate is what the sentence commits to.
	pred := t
	if i := strings.LastIndexAny(pred, " ,"); i >= 0 {
		pred = pred[i+1:]
	}
	if strings.Contains(pred, "겠습니다") || strings.Contains(pred, "겠어요") || strings.HasSuffix(pred, "겠다") {
		return true
	}
	if i := strings.Index(pred, "게요"); i > 0 || strings.HasSuffix(pred, "게") {
		stem := strings.TrimSuffix(strings.TrimSuffix(pred, "요"), "게")
		if r, _ := utf8.DecodeLastRuneInString(stem); koFinalL(r) {
			return true // -(으)ㄹ게요: "수정할게요", "돌려볼게요"
		}
	}
	if strings.HasSuffix(t, "고 있습니다") || strings.HasSuffix(t, "고 있어요") {
		return !koOtherSubject(t) // an act under way, unless a machine's: "지금 CI가 ... 배포하고 있습니다" (lang15.go)
	}
	// A plain present of an act with its object: "재색인을 시작합니다".
	// A topic other than the speaker makes it a description ("이
	// 스크립트는 테스트를 실행합니다").
	if strings.HasSuffix(pred, "합니다") && (strings.Contains(t, "을 ") || strings.Contains(t, "를 ")) {
		for _, w := range strings.Fields(t) {
			// A topic or a subject other than the speaker: "테스트가
			// 통과합니다" describes a thing.
			if (strings.HasSuffix(w, "는") || strings.HasSuffix(w, "은") || strings.HasSuffix(w, "가") || strings.HasSuffix(w, "이")) &&
				w != "저는" && w != "제가" && w != "내가" {
				return false
			}
		}
		return true
	}
	return false
}

// koFinalL reports whether a Hangul syllable ends in ㄹ, the batchim of
// the future -(으)ㄹ.
func koFinalL(r rune) bool {
	return r >= 0xAC00 && r <= 0xD7A3 && (r-0xAC00)%28 == 8
}

// scriptLanguage names a sentence's language by its script, for the
// scripts that settle it: Hangul, Cyrillic, kana, Han.
func scriptLanguage(s string) string {
	kana, han := false, false
	for _, r := range s {
		if r < 0x80 {
			continue // most text is ASCII: no table lookup for it
		}
		switch {
		case r >= 0xAC00 && r <= 0xD7A3 || r >= 0x3131 && r <= 0x318E:
			return "ko"
		case unicode.Is(unicode.Cyrillic, r):
			// "зараз" (now) is Ukrainian only: a sentence may have
			// none of і ї є ґ ("Зараз перезапускаю тести").
			if strings.ContainsFunc(s, ukrainianRune) || strings.Contains(s, "зараз") || ukrainianWords(s) {
				return "uk"
			}
			return "ru"
		case vietnameseRune(r):
			return "vi"
		case r >= 0x0900 && r <= 0x097F:
			return "hi"
		case r < 0x0200 && latinScriptLanguage(r) != "":
			return latinScriptLanguage(r)
		case unicode.In(r, unicode.Hiragana, unicode.Katakana):
			kana = true
		case unicode.Is(unicode.Han, r):
			han = true
		}
	}
	switch {
	case kana:
		return "ja"
	case han:
		return "zh"
	}
	return ""
}

// ukrainianWords reports words only Ukrainian spells so, for a sentence
// without і ї є ґ: "Якщо хочеш, можу ще оновити README" (Russian "если",
// "могу", "ещё").
func ukrainianWords(s string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "якщо", "можу", "хочеш", "ще", "щоб", "це", "треба", "тобто", "оновити", "потім", "спочатку", "поки", "вже":
			return true
		}
	}
	return false
}

// italianWord and dutchWord count the function words that tell Italian
// and Dutch from the other Latin-script languages; words they share with
// them ("la", "de", "en", "is") count for every language that uses them.
func italianWord(w string) int {
	switch w {
	case "il", "gli", "è", "per", "non", "sono", "ho", "adesso", "subito", "della", "delle", "dello", "nel",
		"nella", "sul", "sulla", "questo", "questa", "anche", "poi", "perché", "ci", "va", "bene", "grazie",
		"che", "di", "ora", "fammi", "sto", "vuoi", "tutti", "dei", "degli", "alla", "allo", "ancora", "cosa",
		"dopo", "appena", "prima", "ecco", "quindi", "mi", "ne", "i", "le", "una", "un", "la", "da", "dal",
		"dalla", "più", "abbiamo", "hai", "tuo", "tua", "ti", "così", "già", "solo", "stato", "del", "vado", "faccio", "andiamo", "a",
		"ad", "con", "col", "coi":
		return 1
	}
	if strings.HasSuffix(w, "zione") || strings.HasSuffix(w, "zioni") || strings.HasSuffix(w, "ò") {
		return 1 // "configurazione", and the future "sistemerò"
	}
	if len(w) > 6 && strings.HasSuffix(w, "iamo") {
		return 1 // "rilanciamo": the first person plural, Italian's own ending
	}
	if len(w) > 6 && (strings.HasSuffix(w, "enze") || strings.HasSuffix(w, "anze") || strings.HasSuffix(w, "mento") ||
		strings.HasSuffix(w, "menti")) {
		return 1 // "dipendenze", "aggiornamento": -ence, -ment in Italian spelling
	}
	return 0
}

func dutchWord(w string) int {
	switch w {
	case "het", "een", "ik", "niet", "van", "op", "met", "voor", "dat", "nu", "zo", "er", "naar", "wordt",
		"ook", "nog", "bij", "aan", "heb", "ben", "mijn", "jij", "meteen", "eerst", "zodra", "klaar", "wat",
		"wil", "goed", "deze", "uit", "laat", "ga", "zijn", "wij", "opnieuw", "even", "maar", "omdat", "als",
		"de", "en", "is", "die", "je", "we", "me", "dan", "worden", "geen", "hebben", "kan", "zal", "bezig",
		"gaan", "gaat", "twee", "drie", "weer", "wel", "hem", "haar", "hun", "onze", "ons", "zich", "waar", "hoe", "moet":
		return 1
	}
	if strings.Contains(w, "ij") {
		return 1 // "bij", "zijn", "tijdzone": a Dutch digraph
	}
	return 0
}
