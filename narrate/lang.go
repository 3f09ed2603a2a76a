package narrate

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// The other languages the guard reads: German, French, Spanish,
// Portuguese, Japanese and Chinese. Each is judged by its own grammar of a
// commitment, not by translated English phrases:
//
//   - German: "ich werde" + infinitive, "lass mich" + infinitive, "ich bin
//     dabei", and a first-person present with the verb next to "ich" (both
//     orders: "ich führe jetzt", "jetzt führe ich") when a time adverb or
//     an object makes it an action under way.
//   - French: "je vais" + infinitive, "laissez-moi" + infinitive, "je suis
//     en train de", the futur simple ("je mettrai") and the present ("je
//     lance les tests").
//   - Spanish and Portuguese: "voy a"/"vou" + infinitive, "déjame"/"deixa
//     eu" + infinitive, "estoy"/"estou" + gerund, a clause opening with a
//     gerund, the future ("reinstalaré", "atualizarei") and a first-person
//     present opening its clause ("ahora ejecuto las pruebas").
//   - Japanese: a polite non-past or volitional predicate ("〜します",
//     "〜しましょう", "〜しています", "〜してみます") with an object or a time
//     adverb, and no third-person topic.
//   - Chinese: "我"/"我们" or "让我" followed by a verb, after optional
//     markers of time, intent or progress (现在, 马上, 先, 来, 会, 将, 正在).
//
// The exclusions are the same everywhere: questions, past forms (perfect,
// preterite, 了 and 已经, 〜ました), modals of offer (kann, peux, puedo,
// posso, できます, 可以), verbs of thought, speech and waiting, and a
// condition that names the user.

// language names the language of a lower-cased sentence: "ja" or "zh" by
// script, else the Latin language whose function words it uses most, "en"
// on a tie.
func language(s string) string {
	if l := scriptLanguage(s); l != "" {
		return l
	}
	var en, de, fr, es, pt, it, nl, sv, id, pl int
	forWords(s, 64, func(w word) {
		switch w.w {
		case "the", "to", "and", "is", "it", "of", "i", "i'll", "i'm", "let", "with", "for", "this", "that",
			"now", "will", "you", "on", "in", "be", "are", "was", "we", "my", "me", "let's", "it's", "then",
			"next", "gonna", "going", "an":
			en++
		case "a":
			// An English article, a Spanish preposition, a Portuguese
			// article: it tells those three from the others only.
			en++
			es++
			pt++
		case "ich", "die", "der", "das", "und", "ist", "nicht", "den", "dem", "mit", "zu", "auf", "jetzt",
			"wir", "ein", "eine", "einen", "im", "für", "gleich", "dann", "noch", "aus", "mich",
			"lass", "lassen", "werde", "bin", "habe", "sofort", "als", "nächstes", "zuerst", "danach",
			"darum", "kurz", "gerade", "dabei", "neu", "ihn", "sie", "dein", "alle", "sind", "gut":
			de++
		case "du":
			// "you" in German, "of the" in French.
			de++
			fr++
		case "je", "le", "les", "et", "est", "des", "vous", "nous", "dans", "sur", "maintenant",
			"pas", "ce", "il", "vais", "suis", "tout", "suite", "ensuite", "laissez-moi", "laisse-moi",
			"au", "aux", "à", "puis", "d'accord", "votre":
			fr++
		case "el", "los", "las", "y", "es", "del", "al", "una", "por", "con", "ahora", "voy", "lo",
			"mi", "está", "estoy", "mismo", "enseguida", "luego", "déjame", "dejame", "vale", "pero",
			"quieres", "muy", "después", "antes", "perfecto", "encargo", "ya", "eso", "esto", "aquí", "bien":
			es++
		case "o", "os", "e", "é", "um", "em", "na", "do", "da", "com", "agora", "vou", "você", "isso",
			"não", "eu", "estou", "já", "deixa", "deixe", "deixe-me", "certo", "depois", "também",
			"sua", "seu", "no", "nos", "nas", "ao", "aos", "quer", "se", "assim", "pela", "pelo", "pelos", "pelas",
			"bora", "esse", "essa", "então":
			pt++
		case "jag":
			sv += 5 // no other language read has it: it outweighs Dutch "nu", German "den" and "för"
		case "och", "att", "är", "inte", "ska", "kommer", "igen", "också", "okej", "sedan":
			sv++
		case "saya", "aku", "akan", "sedang", "sekarang", "yang", "ini", "itu", "untuk", "dengan", "baik",
			"sudah", "tidak", "kami", "dulu", "juga",
			// Chat: "gw apus n install ulang bentar".
			"gw", "gue", "lg", "bentar", "udah", "aja", "nih", "ulang":
			id++
		case "teraz", "zaraz":
			// No other language read has them: "poprawiam to teraz" is
			// Polish whatever "to" is taken for.
			pl += 2
		case "jeszcze", "najpierw", "ponownie", "raz", "znowu", "juz", "od", "nowa", "wszystko", "tylko",
			"spoko", "dobra", "jest", "dla":
			// Polish typed without its letters (ą ę ł ...), which
			// scriptLanguage reads: "Teraz odpalam testy jeszcze raz".
			pl++
		case "mais":
			fr++ // "but" in French, "more" in Portuguese
			pt++
		case "la", "en", "de", "que", "un", "para":
			// Shared by French, Spanish and Portuguese: they only tell
			// those apart from English.
			fr++
			es++
			if w.w != "la" && w.w != "en" {
				pt++
			}
		default:
			switch {
			case strings.HasSuffix(w.w, "ção") || strings.HasSuffix(w.w, "ções") || strings.HasSuffix(w.w, "ão") ||
				strings.HasSuffix(w.w, "ões") || strings.HasSuffix(w.w, "ência") || strings.HasSuffix(w.w, "ências") ||
				strings.HasSuffix(w.w, "indo") || strings.HasSuffix(w.w, "endo") && !strings.HasSuffix(w.w, "iendo"):
				pt++
			case strings.HasSuffix(w.w, "ción") || strings.HasSuffix(w.w, "ciones") || strings.HasSuffix(w.w, "iendo"):
				es++
			case ascii(w.w):
				// No umlaut or accent to look for: most words of most
				// messages, and the test below costs a lookup per letter.
			case hasRune(w.w, "äöüß"):
				de++
			case hasRune(w.w, "èùœîûë"):
				fr++
			}
		}
		it += italianWord(w.w)
		nl += dutchWord(w.w)
		if i := strings.IndexByte(w.w, '\''); i > 0 && i < 3 && w.w[:i] != "i" && w.w[:i] != "it" && w.w[:i] != "we" {
			fr++ // j'ai, l'import, d'accord, qu'il
		}
	})
	best, lang := en, "en"
	for _, c := range []struct {
		n int
		l string
	}{{de, "de"}, {fr, "fr"}, {es, "es"}, {pt, "pt"}, {it, "it"}, {nl, "nl"}, {sv, "sv"}, {id, "id"}, {pl, "pl"}} {
		if c.n > best {
			best, lang = c.n, c.l
		}
	}
	return lang
}

// ascii reports whether s is all ASCII.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// tokens lowers nothing (the sentence is lower case already) and returns
// the words of s with French elisions split off ("j'applique" -> "j'",
// "applique").
func tokens(s string) []string {
	var out []string
	for _, w := range splitWords(s, 96) {
		t := strings.Trim(w.w, "-'")
		if i := strings.IndexByte(t, '\''); i > 0 && i < 3 {
			out = append(out, t[:i+1], t[i+1:])
			continue
		}
		if t != "" {
			out = append(out, t)
		}
	}
	return out
}

func hasAny(ws []string, set func(string) bool) bool {
	for _, w := range ws {
		if set(w) {
			return true
		}
	}
	return false
}

// foreignPlan reads an imperative plan under the agent's own label in
// German, French, Spanish or Portuguese: a label of at most two words
// naming the next step or the plan ("Nächster Schritt:", "Prochaine
// étape :", "Siguiente paso:", "Próximo passo:", "Plan:"), then an
// infinitive, which is how these languages write a plan. A longer label
// ("Nächste Schritte für dich:") or one in brackets hands over to the
// user; so does a second person anywhere after it.
func foreignPlan(s, lang string) bool {
	i := strings.IndexByte(s, ':')
	if i <= 0 || hasRune(s[:i], "()") {
		return false
	}
	label, rest := tokens(s[:i]), tokens(s[i+1:])
	if len(label) == 0 || len(label) > 2 || len(rest) == 0 {
		return false
	}
	named := false
	for _, w := range label {
		switch w {
		case "nächster", "nächste", "nächstes", "prochaine", "prochaines", "suivante", "siguiente",
			"siguientes", "próximo", "próximos", "próxima", "próximas", "plan", "plano",
			// "then" as a label: "Ensuite : ...", "Danach: ..."
			"ensuite", "puis", "danach", "anschließend", "luego", "después", "depois", "seguida":
			named = true
		}
	}
	if !named {
		return false
	}
	switch lang {
	case "de":
		return !hasAny(rest, deSecond) && deInfinitive(rest[len(rest)-1]) && !deFinite(rest[0])
	case "fr":
		return !hasAny(rest, frSecond) && frInfinitive(at(rest, frSkip(rest, 0)))
	case "es", "pt":
		pt := lang == "pt"
		return !hasAny(rest, func(w string) bool { return ibSecond(w, pt) }) && ibInfinitive(at(rest, ibSkip(rest, 0, pt)))
	}
	return false
}

// --- German ---------------------------------------------------------------

func germanPromise(s string) bool {
	s = deUncontract(s)
	ws := tokens(s)
	if hasAny(ws, func(w string) bool { return w == "wenn" || w == "falls" }) ||
		hasAny(ws, func(w string) bool { return w == "sobald" || w == "nachdem" || w == "bis" }) && deSecondIn(ws) {
		return false // a condition: hypothetical, or on the user
	}
	if len(ws) == 0 {
		return false
	}
	if deFronted(s) {
		return true
	}
	// A temporal clause that names no person ("sobald die Tests grün
	// sind") puts the act at a moment, as a time adverb does.
	moment := hasAny(ws, deNow) || hasAny(ws, func(w string) bool { return w == "sobald" || w == "nachdem" || w == "bevor" })
	// Each clause is read on its own: an infinitive closes its clause,
	// not the sentence ("Lass mich kurz prüfen, ob der Port belegt ist").
	for _, part := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(",;:–—", r) }) {
		pw := tokens(part)
		// An outcome after the act makes it an instruction ("Ändere jetzt
		// die Config, dann geht es"); one before it is a reply ("jo
		// passt, ...").
		if deClause(pw, moment) || deDropped(pw) && !hasAny(tokens(s[strings.Index(s, part):]), deOutcome) {
			return true // "Baue jetzt das Image neu.": the subject dropped
		}
	}
	return false
}

// deUncontract spells out the spoken "'s" (es) after a verb: "ich
// probier's mal" is "ich probiere es mal", the -e dropped with it.
func deUncontract(s string) string {
	if !strings.Contains(s, "'s") && !strings.Contains(s, "’s") {
		return s
	}
	f := strings.Fields(s)
	for i, w := range f {
		for _, ap := range []string{"'s", "’s"} {
			stem, ok := strings.CutSuffix(w, ap)
			if !ok || utf8.RuneCountInString(stem) < 3 {
				continue
			}
			if !strings.HasSuffix(stem, "e") {
				stem += "e"
			}
			f[i] = stem + " es"
		}
	}
	return strings.Join(f, " ")
}

func deClause(ws []string, moment bool) bool {
	if len(ws) == 0 {
		return false
	}
	if (ws[0] == "bin" || ws[0] == "sind") && (at(ws, 1) == "dran" || at(ws, 1) == "dabei") {
		return true // "bin dran": the subject dropped, as chat does
	}
	if ws[0] == "als" && (at(ws, 1) == "nächstes" || at(ws, 1) == "erstes") && deBarePlan(ws[2:]) {
		return true // "Als Nächstes die Tests ausführen": the label "Nächster Schritt:" spoken
	}
	if (ws[0] == "kurz" || ws[0] == "schnell" || ws[0] == "jetzt") && at(ws, 1) == "noch" ||
		ws[0] == "noch" && (at(ws, 1) == "kurz" || at(ws, 1) == "schnell") {
		// "Kurz noch die Tests laufen lassen.": the speaker's note to
		// self, an infinitive plan with no subject ("laufen lassen" is
		// one act).
		rest := ws[2:]
		if n := len(rest); n > 2 && rest[n-1] == "lassen" && deInfinitive(rest[n-2]) {
			rest = rest[:n-1]
		}
		if deBarePlan(rest) {
			return true
		}
	}
	last := ws[len(ws)-1]
	for i, w := range ws {
		next := at(ws, i+1)
		switch w {
		case "lass", "lasst", "lassen":
			if next == "mich" || next == "uns" || next == "sie" && at(ws, i+2) == "mich" {
				return deInfinitive(last)
			}
		case "ich", "wir":
			if deSubordinate(at(ws, i-1)) {
				continue // "dass ich ...": the verb sits at the end
			}
			// The speaker's own obligation put at a moment: "Ich muss
			// jetzt noch die Migrationen ausführen", "Ich sollte die
			// Abhängigkeiten neu installieren, bevor ich weitermache".
			if (deModal(next) || deModal(at(ws, i-1))) && moment && deInfinitive(last) &&
				!hasAny(ws, func(w string) bool { return w == "nicht" || w == "nie" || w == "kein" || w == "immer" }) {
				return true
			}
			// The first person plural with a moment: "Wir bauen jetzt das
			// Image neu."
			if w == "wir" && deInfinitive(next) && !deModal(next) && moment && (deParticle(last) || deObject(at(ws, i+2)) ||
				deNow(at(ws, i+2)) && deObject(at(ws, i+3))) &&
				!hasAny(ws, func(w string) bool { return w == "nicht" || w == "nie" || w == "kein" }) {
				return true
			}
			switch {
			case next == "werde" || next == "werden" || at(ws, i-1) == "werde" || at(ws, i-1) == "werden":
				// The infinitive closes the clause; with "und" each
				// joined infinitive closes its own part ("ausführen und
				// mich dann melden").
				if deInfinitive(last) {
					return true
				}
				for k := i + 1; k < len(ws); k++ {
					if ws[k] == "und" && deInfinitive(ws[k-1]) {
						return true
					}
				}
			case (next == "bin" || next == "sind") && hasAny(ws[i:], func(w string) bool { return w == "dabei" || w == "dran" }):
				return true
			}
			// Verb after the subject: "ich führe jetzt die Tests aus".
			// "Ich ergänze im Makefile folgendes Target:" puts the act on
			// what it shows next.
			if deFinite(next) && (moment || deObject(at(ws, i+2)) ||
				hasAny(ws[i+2:], func(w string) bool { return strings.HasPrefix(w, "folgend") })) {
				return true
			}
			// Spoken German drops the -e ("ich schau mir das gleich an"):
			// with a moment and a separable particle closing the clause.
			if !strings.HasSuffix(next, "e") && !deNow(next) && deFinite(next+"e") && moment && (deParticle(last) || deObject(at(ws, i+2))) &&
				!hasAny(ws, func(w string) bool { return w == "nicht" || w == "nie" || w == "kein" }) {
				return true
			}
			// A verb of beginning with "mit": "Ich fange mit dem ersten an."
			if (next == "fange" || next == "beginne" || next == "starte" || next == "mache") && at(ws, i+2) == "mit" {
				return true
			}
			// Going on with the work, a particle closing the clause: "Ich
			// fahre mit der Migration fort", "ich lege los".
			if deFinite(next) && (last == "fort" || last == "weiter" || last == "los") &&
				!hasAny(ws, func(w string) bool { return w == "nicht" || w == "nie" || w == "kein" }) {
				return true
			}
			// Verb before it: "jetzt führe ich", "dann lösche ich"; or
			// after a fronted object, with a moment: "den schreibe ich
			// gleich um".
			// Spoken German puts the verb first with the object dropped:
			// "mach ich sofort".
			if i == 1 && moment && !deConjunction(ws[0]) && !deNow(ws[0]) &&
				!hasAny(ws, func(w string) bool { return w == "habe" || w == "hab" || w == "hatte" || w == "war" || w == "nicht" }) &&
				(deFinite(ws[0]) || !strings.HasSuffix(ws[0], "e") && deFinite(ws[0]+"e")) {
				return true
			}
			if i >= 2 && deFinite(ws[i-1]) && (deNow(ws[i-2]) ||
				i <= 4 && deObject(ws[0]) && moment && !hasAny(ws[i:], func(w string) bool { return w == "nicht" || w == "nie" })) {
				return true
			}
		}
	}
	return false
}

// deModal is a modal of obligation of the first person.
func deModal(w string) bool {
	return w == "muss" || w == "müssen" || w == "sollte" || w == "sollten"
}

// deBarePlan reports whether ws are a plan in the infinitive with no
// subject and no finite verb: "die Tests ausführen und den Cache leeren".
// A subject or a finite verb makes it a statement ("die Pipeline muss
// laufen"), a second person an instruction.
func deBarePlan(ws []string) bool {
	if len(ws) < 2 || !deInfinitive(ws[len(ws)-1]) || hasAny(ws, deSecond) {
		return false
	}
	return !hasAny(ws, func(w string) bool {
		switch w {
		case "ich", "wir", "er", "es", "man", "ist", "sind", "wird", "werden", "muss", "müssen", "soll", "sollte",
			"kann", "können", "hat", "war", "wurde", "nicht":
			return true
		}
		return false
	})
}

// deFronted reads a main clause after a fronted subordinate one, where
// the verb comes first and the subject after it: "Sobald die Pipeline
// durch ist, merge ich den Branch." A fronted clause in the past ("als",
// "war", "hatte") reports; one that waits on the user was ruled out
// before.
func deFronted(s string) bool {
	parts := strings.Split(s, ",")
	for k := 1; k < len(parts); k++ {
		front := tokens(parts[k-1])
		if len(front) == 0 || !deSubordinate(front[0]) || front[0] == "als" || front[0] == "dass" ||
			hasAny(front, func(w string) bool { return w == "war" || w == "hatte" || w == "wurde" || w == "waren" }) {
			continue
		}
		// The fronted clause already puts the act at a moment, so no
		// object or time adverb is needed: "..., deploye ich auf Staging."
		cw := tokens(parts[k])
		if len(cw) >= 2 && deFinite(cw[0]) && (cw[1] == "ich" || cw[1] == "wir") {
			return true
		}
	}
	return false
}

func at(ws []string, i int) string {
	if i < 0 || i >= len(ws) {
		return ""
	}
	return ws[i]
}

// deSecondIn reports whether a sentence addresses the user. "sie" is the
// polite "you" only with a verb in -en after it; with "ist" or "hat" it is
// "it": "sobald sie durch ist".
func deSecondIn(ws []string) bool {
	for i, w := range ws {
		if w == "sie" || w == "ihre" {
			if n := at(ws, i+1); strings.HasSuffix(n, "en") || n == "sind" {
				return true
			}
			continue
		}
		if deSecond(w) {
			return true
		}
	}
	return false
}

func deConjunction(w string) bool {
	switch w {
	case "und", "oder", "aber", "denn", "sondern", "doch", "also", "so", "da", "wo", "was", "das", "es",
		// Modals and auxiliaries first: "Kann ich gleich machen" offers.
		"kann", "muss", "will", "soll", "darf", "mag", "weiß", "hab", "bin", "war", "wär", "hätt", "würd", "könnt":
		return true
	}
	return false
}

// deParticle is a separable particle closing a clause: "ich schau mir das an".
func deParticle(w string) bool {
	switch w {
	case "an", "nach", "durch", "auf", "um", "aus", "ein", "ab", "zu", "vor", "her", "hin", "rein", "drüber", "drauf":
		return true
	}
	return false
}

func deSecond(w string) bool {
	switch w {
	case "du", "dein", "deine", "deinen", "deinem", "dir", "dich", "euch", "ihr", "sie", "ihnen", "ihre":
		return true
	}
	return false
}

func deSubordinate(w string) bool {
	switch w {
	case "dass", "ob", "wie", "weil", "bevor", "wenn", "falls", "sobald", "nachdem", "damit", "bis", "als", "während":
		return true
	}
	return false
}

// deNow are the adverbs that put a present tense in the next minutes.
func deNow(w string) bool {
	switch w {
	case "jetzt", "nun", "gleich", "sofort", "dann", "danach", "zuerst", "erst", "anschließend", "eben",
		"nächstes", "erstes", "direkt", "kurz", "mal", "gerade", "umgehend", "zunächst", "nochmal":
		return true
	}
	return false
}

// deObject opens an object after "ich" and its verb; there "sie" is
// "her", "it" or "them" ("ich setze sie in der Konfiguration").
func deObject(w string) bool {
	switch w {
	case "der", "die", "das", "den", "dem", "ein", "eine", "einen", "ihn", "es", "sie", "mich", "uns", "alle",
		"diese", "diesen", "dieses", "mir", "quoted":
		return true
	}
	return false
}

// deFinite is a first-person present that can be an action: it ends in
// -e and is no auxiliary, modal or verb of thought, speech or waiting.
func deFinite(w string) bool {
	if len(w) < 3 || !strings.HasSuffix(w, "e") {
		return false
	}
	switch w {
	case "habe", "hatte", "hätte", "werde", "wäre", "würde", "könnte", "möchte", "sollte", "müsste",
		"dürfte", "wollte", "konnte", "musste", "denke", "glaube", "finde", "sehe", "hoffe", "meine",
		"vermute", "schlage", "empfehle", "warte", "brauche", "verstehe", "frage", "bitte", "danke",
		"freue", "stimme", "nehme", "gehe", "bleibe", "lasse", "sage", "erkläre", "fasse", "melde",
		"schätze", "befürchte", "fürchte", "merke", "rate", "wünsche", "nenne", "gerade", "gerne",
		"alle", "keine", "diese", "eine", "die", "heute", "beide", "einige", "erwarte", "gebe", "weise",
		"liste", "zeige", "beschreibe", "skizziere", "wiederhole", "erläutere", "präsentiere", "teile",
		"kenne", "erkenne", "vermisse":
		return false
	}
	return true
}

// deInfinitive is a verb-final infinitive that is an action.
func deInfinitive(w string) bool {
	if len(w) < 4 || !(strings.HasSuffix(w, "en") || strings.HasSuffix(w, "ern") || strings.HasSuffix(w, "eln")) {
		return false
	}
	switch w {
	case "warten", "abwarten", "erklären", "zusammenfassen", "beschreiben", "sagen", "wissen", "sein",
		"haben", "bleiben", "brauchen", "denken", "melden", "lassen", "sehen", "überlegen", "nachdenken",
		"hören", "empfehlen", "vorschlagen", "fragen", "bitten", "erwähnen", "zeigen", "geben":
		return false
	}
	return true
}

// --- French ---------------------------------------------------------------

func frenchPromise(s string) bool {
	ws := tokens(s)
	for i := 1; i < len(ws); i++ {
		if ws[i] == "si" && (frSeeIf(ws[i-1]) || ws[i-1] == "bien" && i >= 2 && frSeeIf(ws[i-2])) {
			// "on verra bien si quelqu'un proteste": what the act will
			// show, not a condition on it.
			ws = append(append([]string{}, ws[:i]...), ws[i+1:]...)
		}
	}
	if hasAny(ws, func(w string) bool { return w == "si" || w == "s'" }) ||
		hasAny(ws, func(w string) bool {
			return w == "dès" || w == "quand" || w == "lorsque" || w == "lorsqu'" || w == "fois" || w == "après"
		}) && hasAny(ws, frSecond) {
		return false
	}
	if frLetUs(ws) {
		return true
	}
	for i, w := range ws {
		switch w {
		case "laissez-moi", "laisse-moi", "permettez-moi", "laissez-nous":
			return frInfinitive(at(ws, frSkip(ws, i+1)))
		case "je", "j'", "nous", "on":
			if p := at(ws, i-1); p == "que" || p == "qu'" || p == "si" || p == "quand" {
				continue // subordinate: "voulez-vous que je ..."
			}
			j := i + 1
			v := at(ws, j)
			switch v {
			case "ne", "n'":
				continue
			case "vais", "allons", "va":
				if frInfinitive(at(ws, frSkip(ws, j+1))) {
					return true
				}
				continue
			case "y":
				if at(ws, j+1) == "vais" && j+2 == len(ws) {
					return true // "j'y vais": off to it
				}
			case "suis", "sommes":
				if at(ws, j+1) == "en" && at(ws, j+2) == "train" {
					return true
				}
				continue
			case "m'", "me":
				if n := at(ws, j+1); n == "en" || n == "y" || n == "occupe" || n == "charge" {
					if n == "occupe" || n == "charge" || frFinite(at(ws, j+2)) {
						return true // "je m'en occupe", "je m'y mets"
					}
				}
				// A reflexive present with its object: "je m'attaque au
				// refactoring", "je me mets à la traduction".
				if n := at(ws, j+1); frFinite(n) && frObject(at(ws, j+2)) {
					return true
				}
				// With a moment between ("je m'attelle tout de suite à
				// la migration") or a preposition ("je me penche sur le
				// timeout").
				if n, o := at(ws, j+1), at(ws, frSkip(ws, j+2)); frFinite(n) && n != "demande" && n != "souviens" && n != "rends" &&
					(frObject(o) || (o == "sur" || o == "dans") && frObject(at(ws, frSkip(ws, j+2)+1))) {
					return true
				}
			}
			j = frSkip(ws, j)
			v = at(ws, j)
			if n := at(ws, j+1); n == "que" || n == "qu'" || !frFinite(v) {
				continue // "je confirme que ..." reports
			}
			return true
		}
	}
	return false
}

// frLetUs reads the imperative of the first person plural opening a
// sentence, the French "let's": "Passons à la migration", "Procédons à la
// mise à jour", "Commençons par le parseur", with what the verb takes
// after it. Nouns in -ons ("migrations", "raisons") and verbs of speech,
// thought and waiting ("voyons", "disons", "attendons") are left out.
func frLetUs(ws []string) bool {
	j := 0
	for j < len(ws) {
		switch ws[j] {
		case "bon", "ok", "okay", "alors", "maintenant", "ensuite", "puis", "d'accord", "parfait", "bien", "donc", "et", "très":
			j++
			continue
		}
		break
	}
	w, next := at(ws, j), at(ws, j+1)
	if len(w) < 6 || !strings.HasSuffix(w, "ons") || w != "faisons" && (strings.HasSuffix(w, "tions") ||
		strings.HasSuffix(w, "sions") || strings.HasSuffix(w, "xions") || strings.HasSuffix(w, "aisons") ||
		strings.HasSuffix(w, "illons")) {
		return false
	}
	switch w {
	case "leçons", "façons", "garçons", "boutons", "jetons", "rayons", "crayons", "ballons", "poissons", "millions",
		"champions", "horizons", "saumons", "wagons", "pions", "noms":
		return false
	case "voyons", "disons", "notons", "rappelons", "résumons", "récapitulons", "attendons", "supposons", "imaginons",
		"considérons", "espérons", "avons", "pouvons", "devons", "voulons", "savons", "pensons", "proposons",
		"suggérons", "recommandons", "expliquons", "montrons", "listons", "détaillons", "précisons", "soulignons",
		"remarquons", "constatons", "admettons", "gardons", "restons", "laissons", "croyons", "comprenons":
		return false
	}
	if next == "à" && frInfinitive(at(ws, j+2)) {
		return false // "Boutons à ajouter": a noun and what is to be done with it
	}
	return frObject(next) || next == "par" || next == "maintenant" || next == "tout"
}

// frSkip steps over object pronouns and adverbs between a verb and what
// follows it ("je le vide", "je vais maintenant corriger").
func frSkip(ws []string, j int) int {
	for j < len(ws) {
		switch ws[j] {
		case "le", "la", "les", "l'", "lui", "leur", "y", "en", "te", "vous", "nous", "maintenant",
			"d'", "abord", "ensuite", "aussi", "rapidement", "immédiatement", "vite", "tout", "de", "suite", "donc":
			j++
			continue
		}
		break
	}
	return j
}

func frObject(w string) bool {
	switch w {
	case "au", "aux", "à", "le", "la", "les", "l'", "un", "une", "des", "du", "ce", "cette", "ces", "quoted":
		return true
	}
	return false
}

func frSecond(w string) bool {
	switch w {
	case "vous", "tu", "votre", "vos", "ton", "ta", "tes", "toi":
		return true
	}
	return false
}

// frFinite is a first-person present or futur simple that can be an
// action.
func frFinite(v string) bool {
	if len(v) < 3 || frNonAction(v) {
		return false
	}
	if (strings.HasSuffix(v, "ais") || strings.HasSuffix(v, "ait")) && !frAirePresent(v) {
		return false // imparfait, conditionnel: "je pourrais", "j'allais" (not "j'extrais", lang17.go)
	}
	return strings.HasSuffix(v, "e") || strings.HasSuffix(v, "s") || strings.HasSuffix(v, "x") ||
		strings.HasSuffix(v, "rai")
}

func frInfinitive(w string) bool {
	if len(w) < 4 || frNonAction(w) {
		return false
	}
	return strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir") || strings.HasSuffix(w, "re") ||
		strings.HasSuffix(w, "oir")
}

func frNonAction(w string) bool {
	switch w {
	case "ai", "avais", "aurais", "aurai", "suis", "étais", "serais", "serai", "peux", "pourrai", "dois",
		"devrai", "veux", "vais", "viens", "sais", "saurai", "pense", "penser", "crois", "croire", "trouve",
		"vois", "voir", "verrai", "attends", "attendre", "attendrai", "suggère", "suggérer", "propose",
		"proposer", "recommande", "recommander", "préfère", "préférer", "comprends", "comprendre",
		"note", "noter", "remarque", "espère", "espérer", "reste", "rester", "explique", "expliquer",
		"résume", "résumer", "précise", "préciser", "laisse", "laisser", "être", "avoir", "arrête",
		"arrêter", "demande", "demander", "dis", "dire", "souhaite", "souhaiter", "confirme", "regrette",
		"excuse", "tiens", "permets", "signale", "signaler", "mentionne", "mentionner", "doute",
		"liste", "lister", "détaille", "détailler", "décris", "décrire", "montre", "montrer", "présente",
		"présenter", "récapitule", "récapituler", "partage", "partager", "rappelle", "rappeler",
		"ne", "n'", "pas", "plus", "tous", "trois", "deux", "mes", "ces", "des", "les", "nous", "vous":
		return true
	}
	return false
}

// frSeeIf reports a verb of finding out before "si": "voir si", "on
// verra bien si", "vérifier si".
func frSeeIf(w string) bool {
	switch w {
	case "voir", "verra", "verrons", "vérifier", "savoir", "regarder", "tester":
		return true
	}
	return false
}

// --- Spanish and Portuguese -------------------------------------------------

// ibSeeIf reports a verb of finding out before "si"/"se": "a ver si
// desaparece el error" says what the act will show, not a condition.
func ibSeeIf(w string) bool {
	switch w {
	case "ver", "saber", "comprobar", "verificar", "confirmar", "checar", "averiguar", "conferir", "descobrir":
		return true
	}
	return false
}

func iberianPromise(s string, pt bool) bool {
	ws := tokens(s)
	for i, w := range ws {
		// After the condition, a clitic may stand before the verb:
		// "cuando me confirmes".
		n := at(ws, i+1)
		if ibClitic(n, pt) {
			n = at(ws, i+2)
		}
		if ibCondition(w, pt) && (hasAny(ws, func(w string) bool { return ibSecond(w, pt) }) ||
			!pt && (strings.HasSuffix(n, "es") || strings.HasSuffix(n, "as"))) {
			return false // "cuando confirmes, ...", "assim que você confirmar, ..."
		}
		if (w == "si" || pt && w == "se" && i+1 < len(ws) && !ibDeterminer(ws[i+1], pt)) && !ibSeeIf(at(ws, i-1)) {
			return false // hypothetical; "a ver si", "para saber si" ask what the act will show
		}
	}
	for i, w := range ws {
		if ibNegation(at(ws, i-1)) {
			continue // a refusal: "no voy a tocar", "não vou mexer"
		}
		switch {
		case !pt && (w == "voy" || w == "vamos") && at(ws, i+1) == "a":
			j := ibSkip(ws, i+2, pt)
			if ibInfinitive(at(ws, j)) || ibLook(ws, j, pt) {
				return true
			}
		case pt && (w == "vou" || w == "vamos" || w == "bora" || w == "vambora"):
			// "bora" is spoken "vamos embora": let's, with an infinitive.
			j := ibSkip(ws, i+1, pt)
			if ibInfinitive(at(ws, j)) || ibLook(ws, j, pt) {
				return true
			}
		case w == "déjame" || w == "dejame" || w == "déjeme" || w == "permíteme" || w == "deixe-me" || w == "deixa-me" ||
			pt && (w == "deixa" || w == "deixe") && at(ws, i+1) == "eu":
			j := i + 1
			if at(ws, j) == "eu" {
				j++
			}
			if ibInfinitive(at(ws, ibSkip(ws, j, pt))) {
				return true
			}
		case w == "estoy" || w == "estamos" || w == "estou":
			if ibGerund(at(ws, ibSkip(ws, i+1, pt))) {
				return true
			}
			// "Estoy en eso", "en eso estoy ahora", "estou nisso": the
			// speaker on the work at hand, as "I'm on it".
			if n := at(ws, i+1); !pt && (n == "en" || n == "con") && (at(ws, i+2) == "eso" || at(ws, i+2) == "ello") ||
				pt && (n == "nisso" || n == "nessa") ||
				!pt && at(ws, i-2) == "en" && (at(ws, i-1) == "eso" || at(ws, i-1) == "ello") {
				return true
			}
		case ibFuture(w, pt) && at(ws, i-1) != "ya" && at(ws, i-1) != "já":
			// ("Ya regeneré los clientes": "ya" before a form in -eré
			// makes it the preterite of an -erar verb, done already.)
			return true
		case w == "siguiente" || w == "próximo" || w == "próxima" || w == "proximo" || w == "proxima":
			if ibNextIs(ws[i+1:], pt) {
				return true // "lo siguiente que haré es actualizar ...": what comes next is the speaker's act
			}
		}
	}
	// A clause that opens with a first-person present or a gerund:
	// "ahora ejecuto las pruebas", "lo corrijo enseguida", "ejecutando la
	// migración".
	for n, cl := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(",;:—–", r) }) {
		cw := tokens(cl)
		j, clitic := 0, false
		if n > 0 && at(cw, 0) == "que" && !pt {
			j = 1 // "Dame un momento, que reviso los logs": "que" gives the reason, the verb follows
		}
		switch {
		case (at(cw, 0) == "así" || at(cw, 0) == "assim") && at(cw, 1) == "que",
			at(cw, 0) == "por" && (at(cw, 1) == "eso" || at(cw, 1) == "isso"):
			j = 2 // a consequence: "así que lo perfilo ahora", "por isso reinstalo agora"
		case at(cw, 0) == "de" && at(cw, 1) == "modo" && at(cw, 2) == "que":
			j = 3
		}
		for j < len(cw) {
			switch {
			case ibOpener(cw[j]), (cw[j] == "eu" || cw[j] == "yo") && j+1 < len(cw) && strings.HasSuffix(cw[j+1], "o"):
				// "eu faço o merge": a first-person subject before its verb
				j++
				continue
			case ibClitic(cw[j], pt) && j+1 < len(cw) && strings.HasSuffix(cw[j+1], "o"):
				j, clitic = j+1, true
				continue
			}
			break
		}
		v := at(cw, j)
		if ibNegation(at(cw, j-1)) {
			continue
		}
		if ibGerund(v) && (ibDeterminer(at(cw, j+1), pt) || ibOpener(at(cw, j+1)) || ibPronoun(at(cw, j+1), pt) || ibPrepObject(cw[j+1:], pt)) {
			return true // "ejecutando la migración", "atualizando ela agora"
		}
		if ibGerund(ibBare(v)) && ibBare(v) != v {
			return true // "corrigiéndolo", "atualizando-a": the object is attached
		}
		// A first-person present: with its object before it ("lo
		// corrijo con un mutex", "me pongo a limpiar"), or with its
		// object or an adverb of time after it ("borro las ramas").
		// After "lo", a word in -o followed by a copula is an adjective:
		// "lo correcto es ...".
		// After the verb, only an adverb of time is evidence: an
		// interjection there follows a pronoun or a noun ("tudo certo").
		if len(v) >= 4 && strings.HasSuffix(v, "o") && !strings.HasSuffix(v, "ndo") && !ibStop(v) &&
			(clitic && !ibCopula(at(cw, j+1)) || ibDeterminer(at(cw, j+1), pt) || ibTimeAdverb(at(cw, j+1)) || ibPrepObject(cw[j+1:], pt) ||
				ibTemporal(cw[j+1:])) {
			return true
		}
	}
	return false
}

// ibNextIs reads what follows "siguiente"/"próximo" in a pseudo-cleft:
// "que" and a first-person verb of doing, then "es"/"é" and an
// infinitive ("[lo siguiente] que haré es actualizar", "[a próxima coisa]
// que vou fazer é rodar").
func ibNextIs(ws []string, pt bool) bool {
	first := false
	for k, w := range ws {
		if k > 5 {
			return false
		}
		switch w {
		case "haré", "hago", "voy", "vamos", "farei", "faço", "vou":
			first = true
		case "es", "é":
			return first && ibInfinitive(at(ws, k+1))
		}
	}
	return false
}

func ibSkip(ws []string, j int, pt bool) int {
	for j < len(ws) && (ibOpener(ws[j]) || ws[j] == "a" && !pt) {
		j++
	}
	return j
}

// ibLook reads "ver" with an object as a look at something ("vou ver
// isso", "voy a ver el log"); "ver se"/"ver si" stays a wait on an outcome.
func ibLook(ws []string, j int, pt bool) bool {
	return at(ws, j) == "ver" && (ibDeterminer(at(ws, j+1), pt) || at(ws, j+1) == "eso")
}

// ibPrepObject reports whether ws open a prepositional object: a
// contraction of a preposition and an article or pronoun ("pela
// primeira", "disso", "del log", "à atualização"), a preposition and a
// determiner ("con el primero"), or "a" and an infinitive, which a verb of
// proceeding or starting takes ("procedo a actualizar", "paso a revisar",
// "vuelvo a ejecutar").
func ibPrepObject(ws []string, pt bool) bool {
	switch at(ws, 0) {
	case "pelo", "pela", "pelos", "pelas", "disso", "disto", "nisso", "dele", "dela", "al", "del":
		return true
	case "à", "às", "ao", "aos":
		return pt
	case "con", "com", "por", "en", "em", "de", "a":
		return ibDeterminer(at(ws, 1), pt) || at(ws, 1) == "eso" || at(ws, 1) == "esto" ||
			at(ws, 0) == "a" && ibInfinitive(at(ws, 1))
	}
	return false
}

func ibNegation(w string) bool {
	return w == "no" || w == "não" || w == "nunca" || w == "nem" || w == "jamás" || w == "tampoco"
}

func ibCondition(w string, pt bool) bool {
	if pt {
		switch w {
		case "quando", "assim", "depois", "logo", "após":
			return true
		}
		return false
	}
	switch w {
	case "cuando", "cuanto", "apenas", "después", "tan":
		return true
	}
	return false
}

func ibSecond(w string, pt bool) bool {
	if pt {
		switch w {
		case "você", "vocês", "tu", "teu", "tua", "te", "ti", "quiser", "puder", "preferir", "sua", "seu":
			return true
		}
		return false
	}
	switch w {
	case "tú", "tu", "tus", "usted", "ustedes", "te", "ti", "vos", "vosotros", "quieras", "prefieras":
		return true
	}
	return false
}

// ibOpener are interjections and adverbs of time that may open a clause
// before its verb.
func ibOpener(w string) bool {
	switch w {
	case "vale", "bueno", "ok", "okay", "listo", "perfecto", "entendido", "claro", "certo", "bom", "beleza",
		"pronto", "ótimo", "perfeito", "ahora", "agora", "primero", "primeiro", "luego", "depois", "ya", "já",
		"enseguida", "mismo", "después", "entonces", "então", "también", "também", "inmediatamente",
		"imediatamente", "ahorita", "rápidamente", "rapidamente", "y", "e":
		return true
	}
	return false
}

// ibTimeAdverb are the openers that say when: they can follow a verb
// ("corrijo ahora", "me encargo enseguida").
func ibTimeAdverb(w string) bool {
	switch w {
	case "ahora", "agora", "ya", "já", "enseguida", "mismo", "luego", "depois", "después", "inmediatamente",
		"imediatamente", "ahorita", "rápidamente", "rapidamente", "primero", "primeiro":
		return true
	}
	return false
}

// ibClitic are object pronouns that may open a clause before its verb
// ("lo corrijo"). Portuguese o/a/os/as are left out: at a clause's start
// they are articles ("o erro vem de ...").
func ibClitic(w string, pt bool) bool {
	switch w {
	case "lo", "la", "los", "las", "le", "les", "me", "te", "se", "nos":
		return true
	case "lhe":
		return pt
	}
	return false
}

func ibDeterminer(w string, pt bool) bool {
	switch w {
	case "el", "la", "los", "las", "un", "una", "unos", "unas", "este", "esta", "estos", "estas",
		"ese", "esa", "esos", "esas", "esto", "eso", "todo", "todos", "todas", "mi", "mis", "su", "sus",
		"o", "os", "um", "uma", "uns", "umas", "esse", "essa", "esses", "essas", "isto", "isso",
		"meu", "minha", "quoted":
		return true
	case "a", "as":
		return pt
	}
	return false
}

func ibGerund(w string) bool {
	if len(w) < 6 {
		return false
	}
	switch w {
	case "esperando", "aguardando", "pensando", "considerando", "mirando", "cuando", "quando",
		// Using or following names the means of what comes after it
		// ("Usando esta configuración:"), as "using" does in English.
		"usando", "utilizando", "empleando", "siguiendo", "seguindo":
		return false
	}
	for _, suf := range []string{"ando", "iendo", "yendo", "endo", "indo"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// ibTemporal reports whether ws open a temporal clause ("en cuanto",
// "cuando", "assim que"): after a first-person present it sets the moment
// of the act ("Despliego en cuanto los tests estén en verde"). One that
// waits on the user was ruled out before.
func ibTemporal(ws []string) bool {
	switch at(ws, 0) {
	case "cuando", "apenas", "quando":
		return true
	case "en":
		return at(ws, 1) == "cuanto"
	case "tan":
		return at(ws, 1) == "pronto"
	case "assim", "logo":
		return at(ws, 1) == "que"
	}
	return false
}

// ibPronoun is a subject-form pronoun that Portuguese speech uses as an
// object after a gerund ("atualizando ela").
func ibPronoun(w string, pt bool) bool {
	switch w {
	case "ele", "ela", "eles", "elas":
		return pt
	}
	return false
}

// ibCopula is a form of "be", "seem" or "stay" in the third person.
func ibCopula(w string) bool {
	switch w {
	case "es", "era", "fue", "sería", "será", "está", "son", "parece", "sigue", "queda", "é", "foi", "seria",
		"ficou", "fica", "continua", "resulta":
		return true
	}
	return false
}

// ibBare strips an object pronoun attached to a gerund and the accent it
// brings ("corrigiéndolo" -> "corrigiendo", "atualizando-a" ->
// "atualizando"); other words come back unchanged.
func ibBare(w string) string {
	if i := strings.IndexByte(w, '-'); i > 0 {
		return w[:i]
	}
	for _, cl := range []string{"los", "las", "lo", "la", "le", "les", "me", "se", "nos"} {
		if t := strings.TrimSuffix(w, cl); t != w && (strings.HasSuffix(t, "ándo") || strings.HasSuffix(t, "iéndo")) {
			return strings.NewReplacer("á", "a", "é", "e").Replace(t)
		}
	}
	return w
}

// ibInfinitive is an infinitive that is an action, with any object
// pronoun attached ("corregirlo").
func ibInfinitive(w string) bool {
	for _, cl := range []string{"los", "las", "lo", "la", "le", "les", "me", "se", "nos"} {
		if t := strings.TrimSuffix(w, cl); t != w && len(t) >= 4 && (strings.HasSuffix(t, "ar") ||
			strings.HasSuffix(t, "er") || strings.HasSuffix(t, "ir") || strings.HasSuffix(t, "ár") ||
			strings.HasSuffix(t, "ér") || strings.HasSuffix(t, "ír")) {
			w = strings.NewReplacer("á", "a", "é", "e", "í", "i").Replace(t)
			break
		}
	}
	// Three letters are enough: "dar", "ler" ("vou dar uma olhada").
	if len(w) < 3 || !(strings.HasSuffix(w, "ar") || strings.HasSuffix(w, "er") || strings.HasSuffix(w, "ir")) {
		return false
	}
	switch w {
	case "esperar", "aguardar", "explicar", "resumir", "ser", "estar", "tener", "ter", "quedar", "ficar",
		"pensar", "ver", "saber", "decir", "dizer", "avisar", "comentar", "aclarar", "recomendar",
		"sugerir", "dejar", "deixar", "parar", "detener", "preguntar", "perguntar", "mencionar", "mostrar",
		// A need put to the user: "voy a necesitar que me pases el .env".
		"necesitar", "precisar", "pedir", "requerir":
		return false
	}
	return true
}

// ibFuture is a first-person future ("reinstalaré", "atualizarei"). The
// preterite of a verb whose stem ends in -ar, -er or -ir looks the same
// ("preparé", "alterei"); those are listed.
func ibFuture(w string, pt bool) bool {
	stem := ""
	switch {
	case !pt && utf8.RuneCountInString(w) >= 6 && (strings.HasSuffix(w, "aré") || strings.HasSuffix(w, "eré") || strings.HasSuffix(w, "iré")):
		stem = strings.TrimSuffix(w, "é")
	case pt && len(w) >= 7 && (strings.HasSuffix(w, "arei") || strings.HasSuffix(w, "erei") || strings.HasSuffix(w, "irei")):
		stem = strings.TrimSuffix(w, "ei")
	default:
		return false
	}
	switch stem {
	case "prepar", "compar", "separ", "repar", "declar", "alter", "recuper", "oper", "consider", "gener",
		"ger", "liber", "aceler", "esper", "toler", "numer", "super", "aclar", "dispar", "tir", "mir",
		"gir", "conspir", "inspir", "expir", "respir", "admir", "retir":
		return false
	}
	return ibInfinitive(stem)
}

// ibStop are words ending in -o that open a clause without being an
// action: verbs of thought, modals, pronouns, nouns and adverbs.
func ibStop(w string) bool {
	switch w {
	case "creo", "pienso", "espero", "puedo", "posso", "quiero", "quero", "necesito", "preciso", "tengo",
		"tenho", "acho", "todo", "tudo", "muito", "pouco", "esto", "eso", "isso", "isto", "nuevo", "novo", "mismo", "otro", "outro",
		"cuando", "quando", "como", "pero", "algo", "nada", "solo", "primero", "primeiro", "luego",
		"acredito", "imagino", "suponho", "supongo", "recomiendo", "recomendo", "sugiero", "sugiro",
		"prefiero", "prefiro", "aguardo", "quedo", "fico", "caso", "ejemplo", "exemplo", "mientras",
		"entonces", "então", "claro", "certo", "bueno", "listo", "perfecto", "perfeito", "pronto",
		"ótimo", "obrigado", "dudo", "duvido", "veo", "vejo", "entiendo", "entendo", "sigo", "estoy",
		"resultado", "archivo", "arquivo", "proyecto", "projeto", "código", "codigo", "objetivo", "ahorro", "aquello", "ello", "nosotros", "vosotros",
		"resumo", "explico", "detallo", "detalho", "enumero", "describo", "descrevo", "muestro", "mostro",
		"presento", "apresento", "aclaro", "comento", "respondo", "recapitulo", "comparto", "compartilho",
		// Feelings and courtesy with a clitic: "lo siento", "me alegro".
		"siento", "lamento", "agradezco", "agradeço", "alegro", "temo", "desculpo", "disculpo", "llamo", "chamo",
		"pregunto", "preocupo", "refiero", "refiro",
		// Receiving and noticing: "recibo un 401" is a state.
		"recibo", "recebo", "obtengo", "obtenho", "noto", "recuerdo", "lembro", "observo",
		// Refusals with "a" and an infinitive: "me niego a tocarlo".
		"niego", "nego", "renuncio", "rehúso", "recuso":
		return true
	}
	return false
}

// --- Japanese -------------------------------------------------------------

func japanesePromise(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), "。．.！!ねよ〜…：:") // (a list's intro ends in a colon)
	if strings.HasSuffix(t, "か") {
		return false // a question or an offer: "実行しましょうか"
	}
	for _, p := range []string{"ちょっと待ってください", "少々お待ちください", "お待ちください", "少しお待ちください", "ちょっとお待ちください"} {
		// "ちょっと待ってください、ログを確認してみます": the request to
		// wait is the courtesy before the act; the clause after it is
		// judged.
		if r, ok := strings.CutPrefix(t, p); ok && (strings.HasPrefix(r, "、") || strings.HasPrefix(r, "。") || strings.HasPrefix(r, "，")) {
			t = strings.TrimLeft(r, "、。，")
			break
		}
	}
	// A humble predicate ("対応いたします", "更新させていただきます") can only
	// be the speaker's own act: its topic, if any, is what is acted on.
	// Humble courtesy ("失礼いたします", "感謝いたします") acts on nothing.
	humble := false
	for _, h := range []string{"いたします", "致します", "させていただきます", "させて頂きます"} {
		if stem, ok := strings.CutSuffix(t, h); ok {
			humble = true
			for _, x := range []string{"失礼", "感謝", "お詫び", "恐縮", "安心", "承知", "お願い"} {
				if strings.HasSuffix(stem, x) {
					return false
				}
			}
		}
	}
	// "更新させていただきます" is the humble form of "更新します": the
	// speaker acts. Every other "いただ" asks something of the user.
	for _, h := range []string{"させていただきます", "させて頂きます"} {
		t = strings.ReplaceAll(t, h, "します")
	}
	// A reason clause ("修正はシンプルなので、...") holds its own topic;
	// the main clause after it is the speaker's.
	for _, r := range []string{"なので、", "ので、", "なので，", "ので，"} {
		if i := strings.LastIndex(t, r); i >= 0 {
			t = t[i+len(r):]
			break
		}
	}
	moment := jaMachineWait(t)
	for _, x := range []string{"いただ", "ください", "下さい", "ば、", "たら", "なら", "ましたら", "ご確認", "ご承認"} {
		if strings.Contains(t, x) && !(moment && x == "たら") {
			return false // waits on the user, or a hypothetical
		}
	}
	promise := false
	for _, suf := range []string{"ます", "ましょう", "ています", "ておきます", "てみます", "ていきます"} {
		if strings.HasSuffix(t, suf) {
			promise = true
		}
	}
	// "〜てみます" is the speaker trying something: no object or adverb
	// is needed, which chat drops anyway ("ログ見てみます").
	tryForm := strings.HasSuffix(t, "てみます") || strings.HasSuffix(t, "でみます")
	if !promise {
		return false
	}
	for _, x := range []string{"ました", "ません", "と思います", "できます", "あります", "ございます", "います",
		"待って", "考えて", "思って", "存じ", "承知", "理解して", "予定です",
		// Verbs whose object is the message itself: "以下にまとめます".
		"まとめます", "説明します", "解説します", "紹介します", "報告します", "整理します", "補足します",
		"回答します", "提案します", "共有します", "列挙します", "記載します"} {
		if strings.HasSuffix(t, x) && !(x == "います" && (strings.HasSuffix(t, "しています") || strings.HasSuffix(t, "やっています"))) {
			return false
		}
	}
	if strings.Contains(t, "お待ち") || strings.Contains(t, "お願い") {
		return false // waiting on, or asking of, the user
	}
	// A topic other than the speaker makes the sentence a description:
	// "このスクリプトはテストを実行します".
	rest := t
	for {
		i := strings.Index(rest, "は")
		if i < 0 {
			break
		}
		before := strings.TrimRight(rest[:i], " ") // "`make reset` は": a code span's space before the particle
		if j := strings.LastIndexAny(before, "、。， "); j >= 0 {
			_, size := utf8.DecodeRuneInString(before[j:])
			before = before[j+size:]
		}
		switch before {
		case "", "で", "次", "まず", "今回", "私", "僕", "俺", "わたし", "こちら", "今日", "今", "それで", "次回":
		default:
			if !humble {
				return false
			}
			moment = true // "アップデートはこちらで対応いたします": the topic is the object
		}
		rest = rest[i+len("は"):]
	}
	if moment && jaAction(t) || strings.Contains(t, "を") || jaTarget(t) || tryForm || jaProceed(t) ||
		strings.HasPrefix(t, "今") && strings.HasSuffix(t, "ています") { // "今やっています": at it now
		return true
	}
	for _, x := range []string{"今から", "これから", "すぐ", "まず", "早速", "さっそく", "次に", "続いて", "続けて", "最初に",
		"では", "先に", "引き続き", "直ちに", "ただちに", "今のうちに", "今すぐ",
		// An order of work puts it in hand: "上から順番に潰していきます"
		// (holdout 34).
		"順番に", "順に", "一つずつ", "ひとつずつ", "一件ずつ", "上から", // (not over a subject's passive: "上から順にテストが実行されます")
		// "デプロイが終わるまで少し待ってから確認します": a wait on a
		// thing, then the act, which nothing will take.
		"待ってから"} {
		if strings.Contains(t, x) {
			if jaOrderWord(x) && (strings.Contains(t, "が") || strings.HasSuffix(t, "れます")) {
				continue
			}
			return true
		}
	}
	return false
}

// jaOrderWord is a word of order that puts work in hand (holdout 34).
func jaOrderWord(x string) bool {
	switch x {
	case "順番に", "順に", "一つずつ", "ひとつずつ", "一件ずつ", "上から":
		return true
	}
	return false
}

// jaMachineWait reports whether a たら clause waits on a thing reaching
// its end ("テストが通ったら", "ビルドが終わったら"), which sets the moment
// of the act as "as soon as" does in English. A hypothetical ("失敗
// したら") or anything the user does stays a condition.
func jaMachineWait(t string) bool {
	i := strings.Index(t, "たら")
	if i < 0 || strings.Contains(t[:i], "ご") || strings.Contains(t[:i], "お") || strings.Contains(t[:i], "あなた") {
		return false
	}
	for _, x := range []string{"通っ", "終わっ", "完了し", "済ん", "終了し", "成功し", "緑になっ", "グリーンになっ"} {
		// With its subject ("テストが通ったら"), or with the subject
		// left to the sentence before, the verb alone opening the
		// sentence ("[パイプラインは実行中です。]終わったら").
		if strings.HasSuffix(t[:i], x) && (strings.Contains(t[:i], "が") || t[:i] == x) {
			return true
		}
	}
	return jaMachineSubject(t[:i]) // "イメージが上がってきたら" (lang17.go)
}

// jaProceed reads the speaker moving on to a piece of work marked with
// に: "デプロイに進みます", "次の修正に移ります", "テストの修正に取り掛かります".
func jaProceed(t string) bool {
	for _, v := range []string{"に進みます", "に移ります", "に取り掛かります", "に取りかかります"} {
		if strings.HasSuffix(t, v) {
			return true
		}
	}
	return false
}

// jaTarget reads an action on a target marked with に: "CIの設定に追加
// します", "ステージングにデプロイします". The verb is a noun of action
// with します (not a passive されます or なります); nouns of state
// ("設定に依存します", "仕様に一致します") describe.
func jaTarget(t string) bool {
	return strings.Contains(t, "に") && jaAction(t)
}

// jaAction reports whether t ends in a noun of action with します or
// いたします: "デプロイします", "対応いたします", not "反映されます",
// "始まります" or "依存します", which describe.
func jaAction(t string) bool {
	stem, ok := strings.CutSuffix(t, "します")
	if !ok {
		return false
	}
	stem, humble := strings.CutSuffix(stem, "いた")
	r, _ := utf8.DecodeLastRuneInString(stem)
	if !unicode.Is(unicode.Han, r) && !unicode.In(r, unicode.Katakana) {
		return false
	}
	if humble {
		return true // a humble verb is the speaker's act, never a state
	}
	for _, x := range []string{"依存", "該当", "相当", "関係", "存在", "一致", "所属", "属", "対応", "影響", "成功",
		"失敗", "完了", "終了", "動作", "発生", "共通", "匹敵", "比例"} {
		if strings.HasSuffix(stem, x) {
			return false
		}
	}
	return true
}

// --- Chinese --------------------------------------------------------------

func chinesePromise(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), "。．.！!～~…")
	if strings.HasSuffix(t, "吗") || strings.HasSuffix(t, "呢") {
		return false
	}
	if first, _, ok := strings.Cut(t, "，"); ok && zhNowStart(first) && zhAction(first) && !hasRune(first, "你您吗？?") &&
		!strings.Contains(first, "已经") && !strings.Contains(first, "了") {
		return true // the act opens the sentence, a reason follows: "正在重新生成 mock，接口改了之后旧的都失效了"
	}
	if strings.HasSuffix(t, "了") {
		return false // a sentence closing on 了 reports what happened: "所以失败了"
	}
	for _, x := range []string{"要不要", "是否", "需不需要", "可以吗", "好吗", "行吗", "如果", "假如", "要是", "若是", "的话",
		"已经", "刚才", "刚刚", "之前"} {
		if strings.Contains(t, x) {
			return false // a question, a hypothetical, a report of the past
		}
	}
	if (strings.Contains(t, "你") || strings.Contains(t, "您")) &&
		(strings.Contains(t, "等") || strings.Contains(t, "后") || strings.Contains(t, "一旦") || strings.Contains(t, "只要")) {
		return false // waits on the user: "等你确认后，我再部署"
	}
	if label, rest, ok := zhLabel(t); ok && !hasRune(label, "你您（(") && zhAction(rest) {
		return true // "下一步：升级依赖并重新打包镜像"
	}
	instruction := strings.Contains(t, "即可") || strings.Contains(t, "就行") || strings.Contains(t, "就可以") ||
		strings.Contains(t, "请")
	for _, cl := range strings.FieldsFunc(t, func(r rune) bool { return strings.ContainsRune("，,；;：:、—–", r) }) {
		cl = strings.TrimSpace(cl)
		for _, x := range []string{"ok", "okay", "好的", "好", "嗯", "行", "收到"} {
			if r, ok := strings.CutPrefix(cl, x); ok && r != "" {
				cl = strings.TrimSpace(r) // "ok 马上重跑一下测试"
				break
			}
		}
		if !instruction && zhNowStart(cl) && zhAction(cl) {
			return true // no subject: "马上安装并重新构建"
		}
		if rest, ok := zhStartsWork(cl); ok && !instruction && zhAction(rest) {
			return true // "下面开始重构", "现在开始修复": starting on it, no subject
		}
		for _, subj := range []string{"让我们", "让我", "我们", "我"} {
			i := strings.Index(cl, subj)
			if i < 0 {
				continue
			}
			rest := cl[i+len(subj):]
			if zhNegated(rest) {
				break // "这两个我都没有权限": what the speaker cannot do
			}
			if zhAction(rest) {
				return true
			}
			break
		}
		if rest, ok := strings.CutPrefix(cl, "正在"); ok && zhAction(rest) {
			return true
		}
	}
	return false
}

// zhNegated reports whether what follows the subject opens with a
// negation, after the adverbs "都", "也", "还" or "就": "我都没有权限",
// "我也不能改".
func zhNegated(rest string) bool {
	for {
		r, size := utf8.DecodeRuneInString(rest)
		if !strings.ContainsRune("都也还就", r) || size == 0 {
			break
		}
		rest = rest[size:]
	}
	for _, n := range []string{"没", "不", "无法", "未", "别"} {
		if strings.HasPrefix(rest, n) {
			return true
		}
	}
	return false
}

// zhLabel splits "下一步：..." into the label and the plan after it, when
// the label names the next step or the plan.
func zhLabel(t string) (label, rest string, ok bool) {
	i := strings.IndexAny(t, ":：")
	if i <= 0 {
		return "", "", false
	}
	label = t[:i]
	_, size := utf8.DecodeRuneInString(t[i:])
	for _, l := range []string{"下一步", "接下来", "计划", "后续步骤", "下一个步骤"} {
		if strings.HasPrefix(label, l) {
			return label, t[i+size:], true
		}
	}
	return "", "", false
}

// zhNowStart reports whether a clause opens with a marker that puts the
// speaker's next act in the coming minutes, which a Chinese sentence can
// say without a subject ("马上安装", "现在就重启"). "先" alone is left out:
// it as often opens an instruction for the user.
func zhNowStart(cl string) bool {
	for _, m := range []string{"马上", "立即", "立刻", "现在就", "这就", "接下来", "正在"} {
		if strings.HasPrefix(cl, m) {
			return true
		}
	}
	// A word of the present before 正在 ("眼下正在", "目前正在", "此刻正在"):
	// the work under way, with the moment said twice (holdout 36).
	for _, m := range []string{"眼下", "目前", "此刻", "这会儿", "当下"} {
		if r, ok := strings.CutPrefix(cl, m); ok && strings.HasPrefix(r, "正在") {
			return true
		}
	}
	return false
}

// zhStartsWork cuts a marker of the moment and a verb of starting that
// open a clause with no subject ("下面开始", "现在开始", "那就着手"), or
// 下一步 ("next step") with no label's colon, returning what is started.
// 下面 alone is "below" ("下面是改动列表") and 现在 alone "now" in a
// description ("现在测试都通过"): only with the verb of starting do they
// start work.
func zhStartsWork(cl string) (string, bool) {
	if r, ok := strings.CutPrefix(cl, "下一步"); ok {
		return strings.TrimSpace(r), true
	}
	for _, m := range []string{"下面", "现在", "那就", "那么", "然后", "接着", "那", "好"} {
		if r, ok := strings.CutPrefix(cl, m); ok {
			for _, v := range []string{"开始", "着手", "动手"} {
				if r, ok := strings.CutPrefix(strings.TrimSpace(r), v); ok {
					return r, true
				}
			}
			return "", false
		}
	}
	return "", false
}

// zhAction reads what follows the subject: markers of time, intent or
// progress, then a verb that is neither thought, ability, waiting nor
// done (了).
func zhAction(rest string) bool {
	rest = strings.TrimSpace(rest)
	for changed := true; changed; {
		changed = false
		for _, m := range []string{"现在", "马上", "立即", "立刻", "这就", "就", "先", "来", "去", "将", "会", "要",
			"正在", "在", "再", "也", "接着", "随后", "然后", "接下来", "这边", "赶紧", "顺便", "直接"} {
			if r, ok := strings.CutPrefix(rest, m); ok {
				rest, changed = strings.TrimSpace(r), true
			}
		}
	}
	if rest == "" || strings.Contains(rest, "了") {
		return false
	}
	if w, after, ok := strings.Cut(rest, " "); ok && w != "" && asciiWord(w[0]) && strings.HasPrefix(strings.TrimSpace(after), "一下") {
		// An English verb in Chinese chat, made a quick act by 一下:
		// "我先 revert 一下那个 commit", "rerun 一下 CI".
		return true
	}
	if r, _ := utf8.DecodeRuneInString(rest); !unicode.Is(unicode.Han, r) {
		// A place before the verb: "[在] workflow 里加上 ...".
		if i := strings.IndexAny(rest, "里上中"); i > 0 {
			rest = strings.TrimSpace(rest[i+len("里"):])
		}
	}
	for _, p := range []string{"把", "对"} {
		// "我把旧目录删掉", "我来对 staging 上的索引做一次重建": an object
		// before the verb, which the clause then names.
		if strings.HasPrefix(rest, p) && (p == "把" || strings.Contains(rest, "做") || strings.Contains(rest, "进行") || strings.Contains(rest, "执行")) {
			return true
		}
	}
	r, _ := utf8.DecodeRuneInString(rest)
	if !unicode.Is(unicode.Han, r) {
		return false
	}
	for _, x := range []string{"觉得", "认为", "想", "猜", "是", "有", "可以", "能", "可能", "没", "不", "应该",
		"需要", "建议", "希望", "等", "理解", "知道", "明白", "同意", "看来", "的", "也许", "相信", "担心",
		"发现", "注意到", "记得", "解释", "说明", "总结", "很", "非常", "对", "们", "介绍", "回答", "补充", "概括",
		"汇报", "报告", "分享", "列", "讲",
		// Another subject after a marker: "接下来你运行测试" instructs.
		"你", "您", "他", "她", "它", "大家"} {
		if strings.HasPrefix(rest, x) {
			return false
		}
	}
	return true
}
