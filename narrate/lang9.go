package narrate

import (
	"strings"
	"unicode/utf8"
)

// Work stated as under way in other languages, with no speaker named:
// "Het schema wordt nu opnieuw gegenereerd", "Schemat jest właśnie
// generowany", "Schéma se právě generuje", "Schemat genereras om just
// nu", "Şema şu anda yeniden oluşturuluyor", "Skema sedang dibuat ulang",
// "スキーマは今まさに再生成中です", "Схема сейчас перегенерируется",
// "स्कीमा अभी बनाई जा रही है", "يجري الآن إعادة بناء المخطط". As in
// English (passive.go), the act is the speaker's own when no one else is
// named, and only at this moment: each needs a word of now and its
// language's passive or progressive form. A habit ("every night"), a
// negation, the user or a question makes it none.
//
// The forms are read whatever language the sentence was taken for: a
// short Swedish or Czech sentence reads as German or Portuguese.

// underWayForms are the forms: a word of now, and the passive or
// progressive marker that must stand in the same sentence.
var underWayForms = []struct {
	now    []string
	marker func(ws []string, t string) bool
}{
	// Dutch: "wordt"/"worden" with "nu".
	{[]string{" nu ", "momenteel", "op dit moment", "een voor een", "één voor één", "na elkaar", "achter elkaar"}, func(ws []string, _ string) bool {
		return hasAny(ws, func(w string) bool { return w == "wordt" || w == "worden" })
	}},
	// Polish: "jest"/"są" and a participle, or "trwa" (is going on).
	{[]string{"właśnie", "teraz", "w tej chwili", "jeden po drugim", "jedna po drugiej", "po kolei"}, func(ws []string, _ string) bool {
		for i, w := range ws {
			if w == "trwa" || w == "trwają" {
				return true
			}
			if w == "jest" || w == "są" {
				for _, p := range ws[i+1:] {
					if plParticiple(p) {
						return true
					}
				}
			}
		}
		return false
	}},
	// Czech: the reflexive passive "se ... generuje", or "probíhá".
	{[]string{"právě", "teď", "nyní", "zrovna", "jedno po druhém", "jeden po druhém", "jednu po druhé", "po jednom"}, func(ws []string, _ string) bool {
		return hasAny(ws, func(w string) bool { return w == "se" || w == "probíhá" || w == "probíhají" })
	}},
	// Swedish: the s-passive ("genereras", "byggs") or "pågår".
	{[]string{"just nu", " nu ", "i skrivande stund", "i detta nu", "en i taget", "ett i taget", "en efter en"}, func(ws []string, t string) bool {
		if len(ws) > 1 && (ws[0] == "de" || ws[0] == "den" || ws[0] == "det" || ws[0] == "dom") && svShortPassive(ws[1]) &&
			(hasRune(t, "åäö") || containsAny(t, "en i taget", "ett i taget", "en efter en", "just nu")) { // (Dutch "de tests draaien nu" is no passive)
			return true // "De rivs en i taget": a short s-passive after its pronoun (lang17.go)
		}
		return hasAny(ws, func(w string) bool {
			// (Narrowly: "tests" and "slagen" end the same way in
			// other languages.)
			return w == "pågår" || w == "körs" || w == "byggs" || utf8.RuneCountInString(w) >= 6 &&
				(strings.HasSuffix(w, "eras") || strings.HasSuffix(w, "ggs") || strings.HasSuffix(w, "apas") || strings.HasSuffix(w, "rtas") ||
					strings.HasSuffix(w, "ställs") || strings.HasSuffix(w, "laddas") || strings.HasSuffix(w, "rensas"))
		})
	}},
	// Turkish: the passive progressive (-ılıyor, -uluyor, -niyor ...).
	{[]string{"şu anda", "şimdi", "şu an", "teker teker", "birer birer"}, func(ws []string, _ string) bool {
		return hasAny(ws, func(w string) bool {
			for _, s := range []string{"ılıyor", "iliyor", "uluyor", "ülüyor", "nıyor", "niyor", "nuyor", "nüyor"} {
				if strings.Contains(w, s) {
					return true
				}
			}
			return false
		})
	}},
	// Indonesian: "sedang" and a passive in di-.
	{[]string{"sedang"}, func(ws []string, _ string) bool {
		for i, w := range ws {
			if w == "sedang" && strings.HasPrefix(at(ws, i+1), "di") && utf8.RuneCountInString(at(ws, i+1)) >= 5 {
				return true
			}
		}
		return false
	}},
	// Russian and Ukrainian: the reflexive passive (-ется, -ются, -ится).
	{[]string{"сейчас", "зараз", "прямо сейчас", "в данный момент", "по одному", "по очереди", "один за другим", "одну за другой", "одне за одним", "один за одним", "по черзі"}, func(ws []string, _ string) bool {
		return hasAny(ws, func(w string) bool {
			for _, s := range []string{"ется", "ются", "ится", "ятся", "ється", "ються", "иться"} {
				if strings.HasSuffix(w, s) && utf8.RuneCountInString(w) >= 7 {
					return true
				}
			}
			return false
		})
	}},
	// Hindi: "जा रहा/रही/रहे" (is being ...).
	{[]string{"अभी", "इस समय", "इस वक्त", "एक-एक करके", "एक एक करके"}, func(_ []string, t string) bool {
		return containsAny(t, "जा रहा", "जा रही", "जा रहे")
	}},
	// Arabic: "يجري" or "جارٍ" (is under way) with "الآن".
	{[]string{"الآن", "الان"}, func(ws []string, t string) bool {
		// ... or the passive of "redo" before the work's noun: "يُعاد
		// الآن بناء الصورة" (the image is being rebuilt now).
		return hasAny(arProclitics(ws), func(w string) bool {
			return w == "يجري" || w == "تجري" || w == "جار" || w == "جارٍ" || w == "جاري" || w == "تتم" || w == "يتم"
		}) || containsAny(t, "يُعاد الآن", "يعاد الآن", "تُعاد الآن", "تعاد الآن") // ("ويجري الآن": lang19.go)
	}},
	// Japanese: "今" and "中です" (in the midst of).
	// ... or a passive progressive: "再投入されているところです".
	{[]string{"今", "現在", "ただいま"}, func(_ []string, t string) bool {
		return strings.Contains(t, "中です") || strings.Contains(t, "中。") || strings.HasSuffix(t, "中") ||
			strings.Contains(t, "されているところ") || strings.Contains(t, "されています")
	}},
	// Chinese: "正在被" (is being ...) with a word of now.
	{[]string{"现在", "目前", "此刻"}, func(_ []string, t string) bool {
		return strings.Contains(t, "正在被")
	}},
	// Italian: "viene/vengono" and a participle ("viene rieseguita
	// proprio ora").
	{[]string{" ora ", "adesso", "in questo momento", "una dopo l'altra", "uno dopo l'altro", "uno alla volta", "una alla volta", "uno per uno", "una per una"}, func(ws []string, t string) bool {
		// ... or "in fase di" and the act's noun ("sono in fase di
		// ricostruzione in questo momento").
		return auxParticiple(ws, []string{"viene", "vengono"}, []string{"ata", "ato", "ita", "ito", "uta", "uto", "ati", "ate", "iti", "ite",
			// Irregular participles: "rimossi", "messa", "tolti", "riscritte".
			"ossi", "osse", "osso", "ossa", "essi", "esse", "esso", "essa", "olti", "olte", "olto", "olta", "itti", "itte", "itto", "itta"}) ||
			strings.Contains(t, "in fase di ")
	}},
	// Romanian: "este/sunt" and a participle ("este reîncărcată chiar
	// acum").
	{[]string{"acum", "în acest moment", "unul câte unul", "unul după altul"}, func(ws []string, _ string) bool {
		return auxParticiple(ws, []string{"este", "e", "sunt"}, []string{"ată", "ate", "ită", "ite", "ută", "ute", "at", "it"})
	}},
	// French: "en train d'être" and a participle is under way by itself.
	{[]string{"en train d'être", "en train d’être"}, func(_ []string, _ string) bool { return true }},
	// Vietnamese: "đang được" (is being ...) and the verb.
	{[]string{"đang được"}, func(ws []string, _ string) bool {
		for i, w := range ws {
			if w == "được" && at(ws, i-1) == "đang" {
				switch at(ws, i+1) {
				case "", "dùng", "sử", "giữ", "lưu", "coi", "xem", "biết":
					return false // a state: in use, kept, known
				}
				return true
			}
		}
		return false
	}},
}

// auxParticiple reports an auxiliary of the passive followed within two
// words by a participle with one of the endings.
func auxParticiple(ws, aux, endings []string) bool {
	for i, w := range ws {
		if !containsWord(aux, w) {
			continue
		}
		for _, p := range ws[i+1 : min(i+3, len(ws))] {
			for _, e := range endings {
				if utf8.RuneCountInString(p) >= 6 && strings.HasSuffix(p, e) {
					return true
				}
			}
		}
	}
	return false
}

// containsWord reports whether list holds w.
func containsWord(list []string, w string) bool {
	for _, x := range list {
		if x == w {
			return true
		}
	}
	return false
}

// plParticiple is a Polish passive participle: "generowany",
// "przebudowana", "uruchomione".
func plParticiple(w string) bool {
	if utf8.RuneCountInString(w) < 6 {
		return false
	}
	for _, s := range []string{"owany", "owana", "owane", "any", "ana", "ane", "ony", "ona", "one", "ty", "ta", "te"} {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// foreignUnderWay reads a lower-cased sentence for one of the forms, in
// the whole sentence or in one of its clauses.
func foreignUnderWay(t string) bool {
	if hasRune(t, "?？؟") {
		return false
	}
	if underWayIn(t) || occasionUnderWay(t) {
		return true // (occasionUnderWay: "... в этом же коммите выпиливаются", lang16.go)
	}
	// A negation or the user in a clause of its own leaves the work under
	// way in another: "L'index est en train d'être reconstruit ;
	// l'ancien n'était pas compatible".
	if cls := strings.FieldsFunc(t, func(r rune) bool { return r == ';' || r == '；' }); len(cls) > 1 {
		for _, cl := range cls {
			if underWayIn(cl) {
				return true
			}
		}
	}
	return false
}

// underWayIn reads one sentence or clause for the forms, none of the
// words of a habit, a negation or the user in it.
func underWayIn(t string) bool {
	padded := " " + strings.NewReplacer(",", " ", ";", " ", ":", " ").Replace(strings.TrimRight(t, ".。!！ ")) + " "
	ws := tokens(t)
	if underWayStop(t, ws) {
		return false
	}
	for _, f := range underWayForms {
		for _, n := range f.now {
			if strings.Contains(padded, n) && f.marker(ws, t) {
				return true
			}
		}
	}
	return false
}

// underWayStop reports the words of a habit, a negation or the user.
func underWayStop(t string, ws []string) bool {
	return hasAny(ws, func(w string) bool {
		switch w {
		// Habits, negations and the user, in the languages above.
		case "elke", "iedere", "altijd", "niet", "nooit", "je", "jij", "u",
			"każdy", "każdej", "każdą", "codziennie", "zawsze", "nie", "ty", "pan", "pani",
			"každý", "každou", "každé", "vždy", "denně", "vy",
			"varje", "alltid", "inte", "aldrig", "du", "ni",
			"her", "hep", "değil", "sen", "siz",
			"setiap", "selalu", "tidak", "belum", "kamu", // (not "anda": Turkish "şu anda" is "right now")
			"каждый", "каждую", "каждое", "всегда", "не", "кожен", "кожну", "завжди", "вы", "ты", "ви", "ти",
			"हर", "नहीं", "आप", "كل", "لا", "أنت", "انت",
			"ogni", "sempre", "non", "tu", "lei", "fiecare", "mereu", "dumneavoastră",
			// The user's own work under way (holdout 32): "Твой деплой
			// сейчас раскатывается", "Dein Build wird gerade ...".
			"твой", "твоя", "твоё", "твое", "твои", "ваш", "ваша", "ваше", "ваши", "твій", "твої", "дождись", "подожди",
			"dein", "deine", "deinen", "jouw", "twój", "twoja", "twoje", "tuo", "tua", "votre", "vos",
			"chaque", "toujours", "pas", "vous", "mỗi", "luôn", "không", "bạn",
			// Holdout 33: the user's in Romanian and Czech ("Pipeline-ul
			// tău reconstruiește acum ...", "Tvoje pipeline teď ...").
			"tău", "tale", "tăi", "voastră", "vostru", "tvoje", "tvůj", "tvá", "vaše", "váš",
			// Holdout 35: habits told by one adverb in Ukrainian and
			// Russian ("по черзі видаляються щоночі").
			"щоночі", "щодня", "щотижня", "щоразу", "ежедневно", "еженедельно", "еженощно":
			return true
		}
		return false
	}) || containsAny(t, "毎", "いつも", "ません", "每", "总是", "你")
}
