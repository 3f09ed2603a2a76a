package narrate

import "strings"

// Polish, Turkish and Hindi: the first-person forms of an act about to be
// done, read as narrowly as the other languages. Each is told by its
// script or letters (scriptLanguage): Devanagari for Hindi, ı ğ ş for
// Turkish, ą ę ł ś ż ź ć ń for Polish. A sentence in one of them typed
// without those letters is read as another language, and promises
// nothing there.

// polishPromise reads the first person singular of a perfective future
// or a present of intent (-ę: "uruchomię", "poprawię", "sprawdzę") with a
// moment ("teraz", "zaraz", "najpierw") or the pronoun "ja", a present in
// -am with a moment ("teraz odpalam testy"), "będę" and an infinitive, and
// "zajmę się"/"biorę się za". Excluded: "nie" before the
// verb, a question, "jeśli"/"jeżeli"/"gdy"/"kiedy" (a condition), modals
// and thought ("mogę", "myślę", "czekam"), and the past (-łem, -łam),
// which is never -ę and is excluded from -am.
func polishPromise(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := plBare(t, tokens(t)) // "poprawie": typed without its letters (lang19.go)
	moment := false
	for _, w := range ws {
		switch w {
		case "czy", "jeśli", "jeżeli", "gdy", "kiedy", "jak", "gdybyś", "możesz", "chcesz":
			return false // a question, a condition, the user's move
		case "teraz", "zaraz", "najpierw", "od", "potem", "następnie", "ja", "już", "dalej", "juz", // ("juz": typed without its letters)
			// "Odpalam testy jeszcze raz": once more, now.
			"jeszcze", "ponownie":
			moment = true
		}
	}
	for i, w := range ws {
		if at(ws, i-1) == "nie" {
			continue
		}
		switch {
		case w == "będę" && strings.HasSuffix(at(ws, i+1), "ć"):
			return true
		case (w == "zajmę" || w == "biorę") && at(ws, i+1) == "się":
			return true
		case (moment || i == 0) && len([]rune(w)) >= 5 && strings.HasSuffix(w, "ę") && !plStop(w):
			return true
		case (moment && (at(ws, i-1) == "już" || at(ws, i-1) == "juz" || at(ws, i-1) == "teraz" || at(ws, i-1) == "zaraz") && len([]rune(w)) >= 5 ||
			(moment || i == 0) && len([]rune(w)) >= 6) && strings.HasSuffix(w, "am") && !strings.HasSuffix(w, "łam") && !plStop(w):
			// ("już cofam": a short verb right after the moment.)
			// The verb opening the sentence is the act at hand too:
			// "Wyciągam to zapytanie z /healthz".
			return true // the present of an act under way: "teraz odpalam testy", "zaraz sprawdzam"
		}
	}
	return false
}

// plStop are words in -ę that are no act of the speaker: modals, thought
// and waiting, and a few nouns.
func plStop(w string) bool {
	switch w {
	case "pamiętam", "zakładam", "przypominam", "polecam", "zapraszam", "zostawiam", "proponuję",
		"mogę", "myślę", "chcę", "muszę", "proszę", "sądzę", "czekam", "wiadomość", "zmianę", "kawę", "wersję",
		"gałąź", "prośbę", "odpowiedź", "uwagę", "stronę", "sprawę", "listę", "nazwę", "ścieżkę", "metodę", "funkcję",
		"klasę", "tabelę", "bazę", "konfigurację", "migrację", "dokumentację", "poprawkę":
		return true
	}
	return false
}

// turkishPromise reads the first person singular of the future
// (-eceğim/-acağım: "güncelleyeceğim") and of the present continuous,
// which Turkish uses for an act under way (-iyorum: "çalıştırıyorum").
// Excluded: a question (the particle mi/mı/mu/mü), the negative
// (-mıyorum, -meyeceğim), a condition (eğer, -se/-sa), and thought and
// waiting (düşünüyorum, bekliyorum).
func turkishPromise(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	for _, w := range tokens(t) {
		switch {
		case w == "eğer" || w == "mi" || w == "mı" || w == "mu" || w == "mü" || strings.HasPrefix(w, "misin") ||
			strings.HasPrefix(w, "mısın") || strings.HasSuffix(w, "rsan") || strings.HasSuffix(w, "rsen"):
			return false
		case trWhen(w):
			return false // "onay verdiğinde birleştireceğim": when you approve
		}
	}
	for _, w := range tokens(t) {
		if trStop(w) {
			continue
		}
		for _, suf := range []string{"eceğim", "acağım", "iyorum", "ıyorum", "uyorum", "üyorum",
			// Chat spells the progressive short (holdout 32): "hemen
			// düzeltiyom", "bakıyom".
			"iyom", "ıyom", "uyom", "üyom",
			// Typed without its letters (ğ, ı): "hemen guncelleyecegim"
			// (lang19.go).
			"ecegim", "acagim"} {
			stem, ok := strings.CutSuffix(w, suf)
			if !ok || len([]rune(stem)) < 2 { // "ed-iyorum": the light verb etmek
				continue
			}
			// The negative puts -me/-ma/-mı/-mi/-mu/-mü before the ending.
			if strings.HasSuffix(stem, "me") || strings.HasSuffix(stem, "ma") || strings.HasSuffix(stem, "mey") ||
				strings.HasSuffix(stem, "may") || strings.HasSuffix(stem, "m") {
				continue
			}
			return true
		}
	}
	return false
}

// trWhen reports a verb in the "when ..." form (-dığında, -ince), which
// makes what follows wait on it.
func trWhen(w string) bool {
	for _, suf := range []string{"diğinde", "dığında", "duğunda", "düğünde", "tiğinde", "tığında", "tuğunda", "tüğünde",
		"diginde", "diginda", "dugunda", "tiginde", "tiginda", "tugunda", // (typed without ğ, ı)
		"diğin zaman", "dığın zaman"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

func trStop(w string) bool {
	for _, p := range []string{"düşün", "bekl", "sanıyorum", "biliyorum", "istiyorum", "umuyorum", "öneriyorum",
		"anlıyorum", "görüyorum", "açıklayacağım", "özetleyeceğim",
		// Typed without its letters (lang19.go).
		"dusun", "saniyorum", "istiyorum", "oneriyorum", "anliyorum", "goruyorum", "aciklayacagim", "ozetleyecegim"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// hindiPromise reads the speaker ("मैं", "हम") with the progressive
// ("कर रहा हूँ"), the future (-ऊँगा: "चलाऊँगा") or the present of an act
// about to start ("अब मैं ... चलाता हूँ"). Excluded: the ergative past
// ("मैंने"), a question ("क्या", "?"), a condition ("अगर", "यदि"), the
// negative ("नहीं"), ability ("सकता") and thought and waiting ("सोच",
// "इंतज़ार").
func hindiPromise(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), "।.!: ")
	if strings.HasSuffix(t, "?") || strings.Contains(t, "मैंने") || strings.Contains(t, "हमने") {
		return false
	}
	for _, x := range []string{"क्या", "अगर", "यदि"} {
		if strings.Contains(t, x) {
			return false // a question or a condition, anywhere in the sentence
		}
	}
	if !strings.Contains(t, "मैं") && !strings.Contains(t, "हम") {
		// Hindi drops the pronoun where the verb says who: "अभी चला
		// रहा हूँ" (running it now); "हूँ" is the speaker's alone.
		if !strings.Contains(t, "अभी") && !strings.Contains(t, "अब") || !(strings.HasSuffix(t, "हूँ") || strings.HasSuffix(t, "हूं")) {
			return false
		}
	}
	for _, cl := range strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ';' }) {
		// "मैं लॉग्स देख रहा हूँ, एक मिनट": the verb closes its clause,
		// not the sentence. A negation, an ability or a wait is read in
		// its own clause: "... साफ़ नहीं करता, तो अब उसे भी ठीक कर रहा
		// हूँ" reports a fault, then acts.
		cl = strings.TrimSpace(cl)
		if containsAny(cl, "नहीं", "सकता", "सकती", "सकते", "सोच", "इंतज़ार", "इंतजार") {
			continue
		}
		for _, x := range []string{"रहा हूँ", "रहा हूं", "रही हूँ", "रही हूं", "रहे हैं", "ऊँगा", "ऊंगा", "ूँगा", "ूंगा", "ूँगी", "ूंगी", "एँगे", "ेंगे"} {
			if strings.HasSuffix(cl, x) {
				return true
			}
		}
		if hiEngaged(cl) {
			return true // "मैं अभी इसे सुधारने में जुटा हूँ" (lang19.go)
		}
	}
	// The present of an act about to start needs a moment: "अब", "अभी".
	if (strings.Contains(t, "अब") || strings.Contains(t, "अभी")) && !containsAny(t, "नहीं", "सकता", "सकती", "सकते", "सोच", "इंतज़ार", "इंतजार") {
		for _, x := range []string{"ता हूँ", "ता हूं", "ती हूँ", "ती हूं", "ते हैं"} {
			if strings.HasSuffix(t, x) {
				return true
			}
		}
	}
	return false
}

// latinScriptLanguage names Turkish and Polish by the letters only they
// use among the languages read; "" for any other rune.
func latinScriptLanguage(r rune) string {
	switch r {
	case 'ı', 'ğ', 'ş', 'İ', 'Ğ', 'Ş':
		return "tr"
	case 'ą', 'ę', 'ł', 'ś', 'ż', 'ź', 'ć', 'ń', 'Ą', 'Ę', 'Ł', 'Ś', 'Ż', 'Ź', 'Ć', 'Ń':
		return "pl"
	}
	return ""
}
