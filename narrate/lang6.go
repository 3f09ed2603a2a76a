package narrate

import (
	"strings"
	"unicode/utf8"
)

// The speaker's own obligation put at this moment, outside English: "Je
// dois relancer la compilation maintenant", "Tengo que ejecutar las
// migraciones ahora", "Preciso rodar as migrações agora", "Ik moet nu de
// migraties draaien", "Teraz muszę przebudować obraz", "Нужно сейчас
// прогнать миграции", "今すぐビルドし直さないと", Turkish
// "çalıştırmam lazım". A modal of the first person and an infinitive of an
// act, with a moment in the sentence: without one ("Je dois toujours
// relancer ...") it is a rule or a habit. The user named, a condition or
// a negation makes it none. German and Italian read theirs in their own
// functions (deClause, italianPromise).

// modalNow reports whether a lower-cased sentence in lang states such an
// obligation.
func modalNow(t, lang string) bool {
	switch lang {
	case "fr":
		return modalClause(tokens(t), []string{"dois", "devons"}, frInfinitive,
			[]string{"maintenant", "abord", "immédiatement", "avant", "suite", "vite"},
			[]string{"si", "ne", "n'", "vous", "tu", "quand", "lorsque", "toujours", "chaque"})
	case "es":
		return modalClause(tokens(t), []string{"tengo", "tenemos", "debo", "debemos", "necesito", "necesitamos"},
			func(w string) bool { return w != "que" && ibInfinitive(w) },
			[]string{"ahora", "primero", "ya", "enseguida", "antes"},
			[]string{"si", "no", "usted", "tú", "te", "cuando", "siempre", "cada"})
	case "pt":
		return modalClause(tokens(t), []string{"preciso", "precisamos", "tenho", "temos", "devo", "devemos"},
			func(w string) bool { return w != "que" && w != "de" && ibInfinitive(w) },
			[]string{"agora", "primeiro", "já", "antes", "logo"},
			[]string{"se", "não", "você", "te", "tu", "quando", "sempre", "cada"})
	case "nl":
		ws := tokens(t)
		for i, w := range ws {
			if (w == "moet" || w == "moeten") && (at(ws, i-1) == "ik" || at(ws, i-1) == "we" || at(ws, i-1) == "wij" ||
				at(ws, i+1) == "ik" || at(ws, i+1) == "we") {
				return nlInfinitive(ws[len(ws)-1]) && hasAny(ws, nlNow) &&
					!hasAny(ws, func(w string) bool { return w == "als" || w == "niet" || w == "je" || w == "u" || w == "altijd" })
			}
		}
	case "pl":
		return modalClause(tokens(t), []string{"muszę", "musimy", "powinienem", "powinnam"},
			func(w string) bool { return utf8.RuneCountInString(w) >= 5 && strings.HasSuffix(w, "ć") },
			[]string{"teraz", "najpierw", "zaraz", "jeszcze", "od", "już"},
			[]string{"jeśli", "jeżeli", "nie", "ty", "pan", "pani", "zawsze", "czy"})
	case "ru":
		ws := tokens(t)
		if hasAny(ws, func(w string) bool {
			switch w {
			case "если", "не", "вам", "тебе", "вы", "ты", "всегда", "каждый", "твоя", "твой", "твоё", "твое", "твои", "ваша", "ваш", "ваше", "ваши":
				return true
			}
			return false
		}) {
			return false
		}
		for i, w := range ws {
			// "ошибка должна уйти": a noun before the modal is its
			// subject, and the obligation is the thing's, not the
			// speaker's (holdout 31).
			if (w == "должен" || w == "должна" || w == "должны" || w == "должно") && i > 0 {
				switch ws[i-1] {
				case "я", "мы", "сейчас", "сначала", "теперь", "сперва", "срочно", "ещё", "еще", "сразу", "и", "а", "но", "тоже", "так", "что":
				default:
					return false
				}
			}
		}
		return modalClause(ws, []string{"нужно", "надо", "должен", "должна", "должны"}, ruInfinitive,
			[]string{"сейчас", "сначала", "теперь", "сперва", "срочно", "ещё", "еще", "сразу"}, nil)
	case "tr":
		// The verbal noun with the first person's ending and "lazım" or
		// "gerek": "çalıştırmam lazım" (I have to run).
		ws := tokens(t)
		for i, w := range ws {
			if (at(ws, i+1) == "lazım" || at(ws, i+1) == "gerek") && utf8.RuneCountInString(w) >= 6 &&
				(strings.HasSuffix(w, "mam") || strings.HasSuffix(w, "mem")) && i+2 == len(ws) {
				return !hasAny(ws, func(w string) bool { return w == "eğer" || w == "senin" || w == "sizin" })
			}
		}
	case "ja":
		// "今すぐビルドし直さないと。": the speaker telling itself what it
		// must do, with a moment ("今すぐ", "まず", "これから").
		s := strings.TrimRight(strings.TrimSpace(t), "。．.！!ねな〜…")
		for _, e := range []string{"ないと", "なきゃ", "なければ", "なくては"} {
			if strings.HasSuffix(s, e) {
				return containsAny(s, "今すぐ", "すぐに", "まず", "これから", "今から", "先に") &&
					!containsAny(s, "あなた", "ください", "ば、", "たら")
			}
		}
	}
	return false
}

// modalClause reports whether ws hold a modal of modals, an infinitive
// of an act within the three words after it, a moment anywhere, and none
// of stop.
func modalClause(ws, modals []string, inf func(string) bool, moments, stop []string) bool {
	has := func(set []string) bool {
		for _, w := range ws {
			for _, x := range set {
				if w == x {
					return true
				}
			}
		}
		return false
	}
	if has(stop) || !has(moments) {
		return false
	}
	for i, w := range ws {
		for _, m := range modals {
			if w != m {
				continue
			}
			for k := i + 1; k < len(ws) && k <= i+3; k++ {
				if inf(ws[k]) {
					return true
				}
			}
		}
	}
	return false
}
