package narrate

import (
	"strings"
	"unicode/utf8"
)

// Promises in languages the detector has no grammar for (Czech, Romanian,
// Arabic, Hindi typed in Latin letters) and colloquial forms of those it
// has. Each is read narrowly, from a word that puts the act now and a
// first-person verb form, with the user's words and questions left out,
// so that a report or a request in those languages stays one.

// minorPromise reads a first-person act put at this moment in Czech
// ("Hned to opravím"), Romanian ("Acum repornesc pipeline-ul"), Arabic
// ("سأعيد تشغيل الاختبارات الآن") or Hindi typed in Latin letters ("main
// abhi tests run karta hoon").
func minorPromise(t string) bool {
	if hasRune(t, "?？؟") {
		return false
	}
	arabic := arabicScript(t)
	var ws []string
	if arabic {
		ws = tokens(arNoMarks(t)) // "أغيّرها الآن": the shadda splits no word (lang17.go)
	} else {
		ws = tokens(t)
	}
	if arabic {
		if containsAny(t, "غدًا", "غدا", "لاحقًا", "لاحقا", "الأسبوع القادم", "في وقت لاحق") && !strings.Contains(t, "الآن") {
			return false // put off to another day (holdout 32): "سأعدّ له بيئة غدًا"
		}
		if arReported(t) {
			return false // "كنت قد قلت إنني سأعيد ...، وقد فعلت": a promise told as said before (lang15.go)
		}
		if arabicPromise(ws) {
			return true
		}
		// "لاحظت ... ، لذلك أصلحه الآن أيضًا": the act in a later clause,
		// after a connective ("so", "and").
		if hasRune(t, "،,؛;") && !hasAny(ws, func(w string) bool { return w == "هل" || w == "إذا" || w == "اذا" || w == "لو" }) {
			// (The Arabic semicolon too: "المشكلة في ...؛ أتولى أمرها الآن",
			// a diagnosis, then the act; lang19.go.)
			cls := strings.FieldsFunc(t, func(r rune) bool { return r == '،' || r == ',' || r == '؛' || r == ';' })
			for _, cl := range cls[1:] {
				cw := arLeadClitic(tokens(arNoMarks(cl))) // "، وأعيد ..." (lang19.go)
				for len(cw) > 1 {
					switch cw[0] {
					case "لذلك", "لذا", "ولذلك", "ولذا", "ف", "و", "ثم", "والآن":
						cw = cw[1:]
						continue
					}
					break
				}
				if arabicPromise(cw) {
					return true
				}
			}
		}
		return false
	}
	if hasAny(ws, func(w string) bool {
		return strings.HasSuffix(w, "yorum") || strings.HasSuffix(w, "ecegim") || strings.HasSuffix(w, "acagim") // (lang19.go: the future typed without ğ, ı)
	}) {
		// Turkish without its own letters (ı, ğ, ş) reads as another
		// language: "Hemen düzeltiyorum".
		return turkishPromise(t)
	}
	if svChat(ws) {
		return true
	}
	now, first, user := false, false, false
	cz := czChat(ws)
	if len(ws) > 2 && ws[0] == "voi" && roInfinitive(ws[1]) || len(ws) > 3 && ws[0] == "o" && ws[1] == "să" {
		// Romanian's future opening the sentence: "Voi separa cheia",
		// "O să repar testele" ("voi" alone is also "you").
		return !hasAny(ws, func(w string) bool {
			return w == "dacă" || w == "daca" || w == "tu" || w == "dumneavoastră" || w == "nu"
		})
	}
	if len(ws) > 2 && roClitic(ws[0]) && roPresent(ws[1]) || len(ws) > 3 && roInterjection(ws[0]) && roClitic(ws[1]) && roPresent(ws[2]) {
		// "Îi trimit lui Andrei acum ...", "Bine, mă uit acum în loguri":
		// a clitic of the first person's act (the reflexive "mă", the
		// dative "îi", the object "îl") before a present in the first
		// person, which has no -e or -ă of the third.
		first = true
	}
	for i, w := range ws {
		switch w {
		// Czech and Romanian words for now and at once.
		case "hned", "teď", "ted", "nyní", "okamžitě", "zrovna", "rovnou", "ihned", "acum", "imediat", "îndată", "indata",
			// "tady to právě měním" (right now; lang19.go): a past's
			// "právě jsem opravil" has no first person's present.
			"právě", "momentálně":
			now = true
		// The user in Czech, Romanian and Hinglish: a request, not a promise.
		case "ty", "vy", "tvůj", "váš", "tobě", "vám", "tu", "voi", "dumneavoastră", "tău", "aap", "tum", "aapko", "tumhe",
			"tvoje", "tvoji", "tvá", "tvou", "vaše", "vaši", "tale", "tăi", "voastră", "vostru": // (holdout 33: the user's pipeline)
			user = true
		// Hinglish: "main abhi ... karta hoon", "abhi ... kar raha hoon".
		case "abhi", "turant":
			now = true
		case "hoon", "hun", "karunga", "karungi", "karenge":
			first = true
		case "intezaar", "intazar", "soch", "wait":
			if i+1 < len(ws) && (ws[i+1] == "kar" || ws[i+1] == "raha" || ws[i+1] == "rahi") {
				user = true // a wait or a thought, no act: "abhi wait kar raha hoon"
			}
		// Hinglish progressive: "logs dekh raha hoon" is under way now.
		case "raha", "rahi":
			if i+1 < len(ws) && (ws[i+1] == "hoon" || ws[i+1] == "hun") && i > 0 && !hiThought(ws[i-1]) && !(i > 1 && hiThought(ws[i-2])) {
				now = true
			}
		// Czech chat: "moment, koukam do logu".
		case "moment", "momentik", "vydrz", "vydrž":
			now = now || cz && i == 0
		}
		if cz && utf8.RuneCountInString(w) >= 6 && (strings.HasSuffix(w, "im") || strings.HasSuffix(w, "am")) {
			first = true // typed without accents: "pustim", "koukam"
		}
		if czFirst(w) || roFirst(w) {
			first = true
		}
	}
	return now && first && !user
}

// hiThought are Hinglish verbs of thinking and waiting, whose progressive
// is no act: "soch raha hoon".
func hiThought(w string) bool {
	switch w {
	case "soch", "intezaar", "intazar", "wait", "samajh", "dekh-sun":
		return true
	}
	return false
}

// czChat reports Czech typed without its accents, by the chat words it
// opens with or holds and no English function word: "jo, ted to
// prepisu", "moment, koukam do logu".
func czChat(ws []string) bool {
	cz := false
	for _, w := range ws {
		switch w {
		case "jo", "ted", "hned", "znova", "znovu", "koukam", "mrknu", "dobre", "jasne", "logu", "pak", "jeste", "uz":
			cz = true
		case "the", "is", "are", "i", "you", "we", "it", "will", "and", "of", "in", "on", "for", "with", "this", "that":
			return false
		}
	}
	return cz
}

// svChat reads a Swedish chat reply that drops "jag": "japp, fixar det
// direkt", "okej, kör testerna nu". A present in -ar or -er after the
// reply word, and a word of now; negation and the user make it none.
func svChat(ws []string) bool {
	if len(ws) < 3 {
		return false
	}
	switch ws[0] {
	case "japp", "jepp", "jadå", "visst", "absolut", "okej", "kör", "toppen", "yes":
	default:
		return false
	}
	v := ws[1]
	if v != "kör" && (utf8.RuneCountInString(v) < 4 || !strings.HasSuffix(v, "ar") && !strings.HasSuffix(v, "er")) {
		return false
	}
	switch v {
	case "funkar", "fungerar", "verkar", "stämmer", "gäller", "händer", "passar", "behöver", "väntar", "tittar", "undrar", "hoppas":
		return false // a state or a wait: "japp, funkar nu"
	}
	now := false
	for _, w := range ws[2:] {
		switch w {
		case "inte", "du", "ni", "dig", "er", "om", "sen", "senare", "imorgon":
			return false
		case "direkt", "nu", "genast", "strax":
			now = true
		}
	}
	return now
}

// czFirst is a Czech first-person singular present or perfective
// future: "opravím", "spustím", "udělám", "pouštím".
func czFirst(w string) bool {
	return utf8.RuneCountInString(w) >= 5 && (strings.HasSuffix(w, "ím") || strings.HasSuffix(w, "ám") || strings.HasSuffix(w, "uji") ||
		strings.HasSuffix(w, "uju")) // spoken "opravuju", "vendoruju"
}

// roClitic is a Romanian clitic pronoun that opens a verb phrase: the
// reflexive of the first person ("mă"), a dative ("îi", "le") or an
// object ("îl").
func roClitic(w string) bool {
	switch w {
	case "mă", "îi", "îl": // (not "ma", "il", "le": Italian, French)
		return true
	}
	return false
}

// roPresent is a present that may be the first person singular after a
// clitic: "trimit", "uit", "pun", "repornesc"; the third person ends in
// -e, -ă or -ea ("trimite", "uită").
func roPresent(w string) bool {
	n := utf8.RuneCountInString(w)
	return n >= 3 && !strings.HasSuffix(w, "e") && !strings.HasSuffix(w, "ă") && !strings.HasSuffix(w, "a") && w != "este" && w != "sunt" && w != "mai"
}

func roInterjection(w string) bool {
	switch w {
	case "bine", "ok", "okay", "gata", "da", "sigur", "perfect", "bun":
		return true
	}
	return false
}

// roInfinitive is a Romanian short infinitive after "voi": "separa",
// "repara", "rula", "verifica"; being and ability are none.
func roInfinitive(w string) bool {
	switch w {
	case "fi", "putea", "avea", "vrea", "ști", "sti", "aștepta", "astepta", "vedea":
		return false
	}
	return utf8.RuneCountInString(w) >= 4 && strings.IndexAny(w[len(w)-1:], "aie") == 0
}

// roFirst is a Romanian first-person singular present of the -a and -i
// classes: "rulez", "repornesc", "actualizez".
func roFirst(w string) bool {
	n := utf8.RuneCountInString(w)
	return n >= 5 && (strings.HasSuffix(w, "esc") || strings.HasSuffix(w, "ez") && w != "francez" && w != "englez")
}

func arabicScript(t string) bool {
	for _, r := range t {
		if r >= 0x0600 && r <= 0x06ff {
			return true
		}
	}
	return false
}

// arabicPromise reads the future of the speaker ("سأ", "سن", "سوف أ"):
// "سأعيد تشغيل الاختبارات الآن". A present with "now" is left out: "now"
// there as often tells a result ("... تنجح الآن", they pass now). The
// user addressed ("هل", "أنت", "يمكنك") makes it a question or a request.
func arabicPromise(ws []string) bool {
	future, now, first := false, false, false
	for i, w := range ws {
		switch {
		case w == "هل" || w == "أنت" || w == "انت" || strings.HasPrefix(w, "يمكنك") || strings.HasPrefix(w, "تستطيع"):
			return false
		case strings.HasPrefix(w, "سأ") || strings.HasPrefix(w, "سن") && utf8.RuneCountInString(w) > 3:
			future = true
		case w == "سوف" && i+1 < len(ws) && (strings.HasPrefix(ws[i+1], "أ") || strings.HasPrefix(ws[i+1], "ن")):
			future = true
		case w == "الآن" || w == "الان" || w == "فورًا" || w == "فورا" || w == "حالًا" || w == "حالا":
			now = true
		case (w == "فور" || w == "حال") && i+1 < len(ws) && ws[i+1] == "ا":
			now = true // "فورًا", "حالًا" (at once; holdout 33), split at the tanwin
		case arHabit(ws, i):
			return false // "في المرات القادمة سأشغّل ...": from now on, a habit
		case i <= 1 && arFirstPresent(w):
			first = true
		}
	}
	// The speaker's present opening the sentence, with "now": "أضيف
	// الآن تحذيرًا" (I'm adding a warning now); a result ("تنجح الآن")
	// is not in the first person.
	return future || now && first
}

// arHabit reports a phrase at ws[i] that makes a future a habit: "in the
// coming times", "next time", "from now on", "always".
func arHabit(ws []string, i int) bool {
	switch ws[i] {
	case "فصاعدا", "فصاعدًا", "مستقبلا", "مستقبلًا", "دائما", "دائمًا":
		return true
	case "المرات", "المرة":
		return i+1 < len(ws) && (ws[i+1] == "القادمة" || ws[i+1] == "المقبلة")
	}
	return false
}

// arFirstPresent is a first-person singular present ("أضيف", "أعيد"),
// thought and being left out.
func arFirstPresent(w string) bool {
	if !strings.HasPrefix(w, "أ") || utf8.RuneCountInString(w) < 4 || strings.HasSuffix(w, "ت") {
		// (A past of the speaker ends in -tu: "أصلحت", I fixed.)
		return false
	}
	switch w {
	case "أعتقد", "أظن", "أرى", "أفهم", "أعرف", "أنتظر", "أقترح", "أحتاج", "أريد", "أستطيع", "أيضا", "أيضًا", "أكثر",
		"أكبر", "أصغر", "أخرى", "أحيانا", "أحيانًا", "أبدا", "أبدًا":
		return false
	}
	return true
}

// ptColloquial turns spoken Brazilian "tô"/"tá" into "estou"/"está", so
// "Já tô rodando os testes" reads as "já estou rodando os testes".
func ptColloquial(t string) string {
	if !strings.Contains(t, "tô") && !strings.Contains(t, "to ") && !strings.Contains(t, "a gente ") {
		return t
	}
	ws := strings.Fields(t)
	for i, w := range ws {
		if w == "tô" {
			ws[i] = "estou"
		}
	}
	return ptWe(strings.Join(ws, " ")) // "a gente tá": lang19.go
}

// jaAsSoonAs reads "〜次第〜します": the speaker's act as soon as a run
// ends ("テストが通り次第デプロイします"), the polite future of its own
// act; a request ("ください") or a question is not one.
func jaAsSoonAs(t string) bool {
	i := strings.Index(t, "次第")
	if i < 0 || strings.Contains(t, "ください") || strings.Contains(t, "か。") || strings.HasSuffix(t, "か") {
		return false
	}
	rest := strings.TrimRight(t[i:], "。！ ")
	return strings.HasSuffix(rest, "します") || strings.HasSuffix(rest, "しますね")
}

// zhStartFrom reads "现在先从第一件开始": starting now with the first
// item of a list the speaker gave; the user ("你", "您", "请") makes it a
// request.
func zhStartFrom(t string) bool {
	t = strings.TrimRight(t, "。！ ")
	if !strings.HasSuffix(t, "开始") || !strings.Contains(t, "从") || hasRune(t, "你您请吗") {
		return false
	}
	return strings.HasPrefix(t, "现在") || strings.HasPrefix(t, "我") || strings.HasPrefix(t, "那") || strings.HasPrefix(t, "先")
}

// esAsSoonAs reads "en cuanto terminen, despliego": the speaker's act in
// the present after a clause of waiting on a run, in Spanish and
// Portuguese ("assim que terminar, publico").
func esAsSoonAs(t string, pt bool) bool {
	lead := []string{"en cuanto", "apenas", "tan pronto como", "cuando termine", "cuando terminen"}
	if pt {
		lead = []string{"assim que", "logo que", "quando terminar", "quando ela ", "quando ele "}
	}
	for _, l := range lead {
		i := strings.Index(t, l)
		if i < 0 {
			continue
		}
		rest := t[i+len(l):]
		c := strings.IndexByte(rest, ',')
		if c < 0 {
			return false
		}
		ws := tokens(rest[c+1:])
		if strings.HasPrefix(l, "quando el") && !hasAny(tokens(rest[:c]), func(w string) bool {
			// "Quando ela ficar saudável, eu passo ...": a pronoun for the
			// machine named before, whose state or end it waits for.
			switch w {
			case "ficar", "estiver", "terminar", "acabar", "subir", "concluir", "passar", "responder", "voltar":
				return true
			}
			return false
		}) {
			return false
		}
		if len(ws) > 1 && (ws[0] == "eu" || ws[0] == "yo") {
			ws = ws[1:] // "..., eu passo o tráfego": the subject before the verb
		}
		first := ws // the first act's words: "..., comparo ... y te paso los números" gives the user the result of the speaker's act
		for k, w := range ws {
			if k > 1 && (w == "y" || w == "e") {
				first = ws[:k]
				break
			}
		}
		if len(ws) == 0 || hasAny(tokens(rest[:c]), ibYou) || hasAny(first, func(w string) bool { return ibSecond(w, pt) }) {
			return false
		}
		v := ws[0]
		if len(ws) > 1 && (v == "la" || v == "lo" || v == "las" || v == "los" || v == "le" || v == "les" || pt && (v == "o" || v == "a" || v == "os" || v == "as")) {
			v = ws[1] // "En cuanto termine, la despliego": the clitic before the verb
		}
		// The first person present of -ar/-er/-ir verbs ends in -o.
		return utf8.RuneCountInString(v) >= 5 && strings.HasSuffix(v, "o") && !ibNoun(v)
	}
	return false
}

// ibNoun are words ending in -o that open a clause without being a
// first-person verb.
func ibNoun(w string) bool {
	switch w {
	case "todo", "nuevo", "nuevos", "mismo", "luego", "pronto", "tiempo", "proyecto", "código", "codigo", "mucho",
		"entonces", "también", "tambien", "nosotros", "vosotros", "ellos", "cuando", "como", "despacio", "rápido",
		"build", "merge", "deploy", "todo,", "novo", "mesmo", "logo", "projeto":
		return true
	}
	return false
}

// deInverted reads the spoken order "dann mach ich jetzt das Update", "jetzt
// bau ich das Image neu": a verb stem, "ich", and a word of now.
func deInverted(t string) bool {
	ws := tokens(t)
	if !hasAny(ws, deNow) || hasAny(ws, func(w string) bool { return w == "wenn" || w == "falls" || w == "du" || w == "sie" || w == "ihr" }) {
		return false
	}
	for i := 1; i+1 < len(ws); i++ {
		if ws[i] == "ich" || ws[i] == "wir" {
			v := ws[i-1]
			switch v {
			case "mach", "mache", "machen", "bau", "baue", "bauen", "starte", "starten", "start", "schau", "schaue",
				"prüf", "prüfe", "prüfen", "fix", "fixe", "teste", "testen", "push", "pushe", "pushen", "lösch", "lösche",
				"merge", "mergen", "deploy", "deploye", "update", "hol", "hole", "räum", "räume", "setz", "setze":
				return true
			}
		}
	}
	return false
}

// ibYou is the user named in a clause of waiting: "en cuanto tú lo
// apruebes", "assim que você terminar".
func ibYou(w string) bool {
	switch w {
	case "tú", "tu", "usted", "ustedes", "vosotros", "você", "vocês", "me", "nos", "apruebes", "confirmes", "digas", "avises":
		return true
	}
	return false
}
