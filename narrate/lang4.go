package narrate

import (
	"strings"
	"unicode/utf8"
)

// Swedish, Indonesian, Vietnamese and Ukrainian, read as narrowly as
// Polish, Turkish and Hindi: the speaker named, a marker of the future or
// of an act under way (or a moment with the present), and a verb after
// it; a negation, a condition, a question or the past makes it no
// promise. Ukrainian is told from Russian by і ї є ґ, Vietnamese by ơ ư đ
// and its tone marks (scriptLanguage); Swedish and Indonesian by their
// function words (language), so a sentence with none of them is read as
// another language and promises nothing there.

// swedishPromise reads "jag ska"/"jag kommer att" + a verb, and "jag" with
// a present in -r next to it and a moment ("jag kör testerna igen", "nu
// kör jag"). Excluded: "inte", "om" (if), "när du", the perfect ("har")
// and the past, modals, thought and waiting.
func swedishPromise(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := tokens(t)
	moment := false
	for i, w := range ws {
		switch w {
		case "inte", "aldrig", "ifall", "du", "ni", "imorgon", "senare", "har", "hade":
			return false // negated, a condition, the user's move, put off, a perfect
		case "om":
			// "om det behövs" is a condition; "starta om tjänsten" is
			// the particle of a verb (restart).
			switch at(ws, i+1) {
			case "det", "den", "du", "ni", "vi", "jag", "man":
				if !svParticleOm(at(ws, i-1)) {
					return false
				}
				// "skriver om det": the particle, then the object (lang19.go).
			}
			if i == 0 {
				return false
			}
		case "när", "så":
			if n := at(ws, i+1); n == "du" || n == "ni" {
				return false
			}
		case "nu", "direkt", "genast", "strax", "först", "igen", "sedan":
			moment = true
		case "att":
			// A purpose clause after the act's object ("jag skriver om
			// det så att det returnerar felet"): the change at hand, as
			// an English progressive with "so that" (lang19.go).
			moment = moment || svPurpose(ws, i)
		case "fort":
			// "så fort bygget är klart taggar jag": as soon as a run
			// ends, the act.
			moment = moment || at(ws, i-1) == "så"
		}
	}
	for i, w := range ws {
		switch {
		case w != "jag" && w != "vi":
		case at(ws, i+1) == "ska" || at(ws, i+1) == "tänker":
			return !svStop(at(ws, i+2)) && at(ws, i+2) != ""
		case at(ws, i+1) == "kommer" && at(ws, i+2) == "att":
			return !svStop(at(ws, i+3)) && at(ws, i+3) != ""
		case moment && svPresent(at(ws, i+1)), moment && svPresent(at(ws, i-1)) && i > 1:
			return true // "jag kör testerna igen", "nu kör jag"
		}
	}
	return false
}

func svPresent(w string) bool {
	return utf8.RuneCountInString(w) >= 3 && strings.HasSuffix(w, "r") && !svStop(w)
}

// svStop are verbs that promise no act: being, modals, thought, waiting
// and speech, and words in -r that are no verb.
func svStop(w string) bool {
	switch w {
	case "är", "var", "har", "kan", "vill", "måste", "bör", "tror", "tycker", "tänker", "väntar", "vet", "ser",
		"hör", "förstår", "hoppas", "föreslår", "förklarar", "behöver", "blir", "får", "gör", "efter", "där", "här",
		"eller", "över", "under", "för", "vi", "mer", "senare", "vänta", "förklara", "sammanfatta":
		return true
	}
	return false
}

// indonesianPromise reads "saya"/"aku"/"kami" with "akan" (will), "sedang"
// or spoken "lagi" (under way), or "mau" (about to), and a verb after it.
// Excluded: "tidak"/"nggak"/"belum" (negation), "kalau"/"jika" (a
// condition), "sudah"/"telah" (the past), a question, "nanti"/"besok"
// (put off), and waiting, thought and speech.
func indonesianPromise(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	all := tokens(t)
	for _, w := range all {
		switch w {
		case "jangan", "kalau", "kalo", "jika", "apabila", "bila", "apakah", "nanti", "besok", "anda", "kamu":
			return false // a condition, a question, the user's move, another day
		case "tadinya", "awalnya", "semula", "mulanya":
			return false // an intention told as past: "Tadinya saya mau ..., tapi ..."
		}
	}
	// A negation or the past is read in its own clause: "Tidak ada
	// alasannya ..., jadi saya ubah ke 300 detik sekarang".
	for _, cl := range strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == ';' }) {
		if idClause(tokens(cl)) {
			return true
		}
	}
	return false
}

// idClause reads one clause of an Indonesian sentence for the speaker's
// act now or under way.
func idClause(ws []string) bool {
	for _, w := range ws {
		switch w {
		case "tidak", "tak", "nggak", "gak", "enggak", "belum", "sudah", "telah", "udah":
			return false
		}
	}
	now := hasAny(ws, func(w string) bool {
		return w == "sekarang" || w == "langsung" || w == "segera" || w == "bentar" || w == "sebentar"
	})
	for i, w := range ws {
		// "dulu" after the verb is "first" ("saya matikan dulu", "saya
		// bedah dulu fungsinya"); after the speaker it is "formerly"
		// ("saya dulu pakai ...").
		if w == "dulu" && i >= 2 && idActive(ws[i-1]) && (ws[i-2] == "saya" || ws[i-2] == "aku" || ws[i-2] == "kami" || ws[i-2] == "gw" || ws[i-2] == "gue") {
			now = true
		}
		if w == "dulu" && i == len(ws)-1 && i >= 3 && (ws[0] == "saya" || ws[0] == "aku" || ws[0] == "kami") && idActive(ws[1]) {
			// "saya bongkar retry.go dari atas sampai bawah dulu": "first"
			// closing the clause of the speaker's verb.
			now = true
		}
	}
	for i, w := range ws {
		if (w == "lagi" || w == "sedang") && i+2 < len(ws) && (ws[i+1] == "gw" || ws[i+1] == "gue" || ws[i+1] == "aku" || ws[i+1] == "saya") && idActive(ws[i+2]) {
			return true // chat puts "lagi" first (holdout 32): "lg gw benerin nih"
		}
		if w != "saya" && w != "aku" && w != "kami" && w != "gw" && w != "gue" {
			continue
		}
		j := i + 1
		if now && idActive(at(ws, j)) {
			return true // "sekarang saya tambahkan peringatan", "aku ganti sekarang"
		}
		switch at(ws, j) {
		case "akan", "sedang", "lagi", "mau":
		default:
			continue
		}
		if at(ws, j+1) == "segera" || at(ws, j+1) == "langsung" {
			j++ // "saya akan segera memperbaiki"
		}
		switch v := at(ws, j+1); v {
		case "", "menunggu", "tunggu", "menjelaskan", "jelaskan", "berpikir", "pikir", "coba", "bisa", "dapat":
			continue
		default:
			return true
		}
	}
	return false
}

// idActive is a verb of the work in the bare or meN- form that follows
// the speaker with "now" ("tambahkan", "ganti", "menjalankan"); thought,
// waiting, ability and the modals are none.
func idActive(w string) bool {
	if w == "isi" || w == "cek" || w == "tes" {
		return true // short verbs of the work: "saya isi ulang database" (lang12.go's class)
	}
	if utf8.RuneCountInString(w) < 4 {
		return false
	}
	switch w {
	case "akan", "sedang", "lagi", "mau", "sudah", "telah", "bisa", "dapat", "harus", "perlu", "ingin", "pikir", "berpikir",
		"tunggu", "menunggu", "mengerti", "paham", "tahu", "lihat", "melihat", "rasa", "merasa", "kira", "yakin", "setuju",
		"jelaskan", "menjelaskan", "coba", "juga", "masih", "baru", "sendiri", "punya", "pakai":
		return false
	}
	return true
}

// vietnamesePromise reads "tôi"/"mình"/"em" with "sẽ" (will) or "đang"
// (under way) and a verb after it ("tôi sẽ chạy lại bộ test"). Excluded:
// "không"/"chưa" (negation, and a question's tag), "nếu" (if), "đã" (the
// past), "bạn" (the user's move), "mai" (put off), and waiting, thought
// and speech.
func vietnamesePromise(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := tokens(t)
	for i, w := range ws {
		switch w {
		case "không", "chưa", "chẳng":
			// The speaker's verb negated ("tôi sẽ không ...") or a
			// question's tag at the end; "không dùng cache" later in
			// the sentence says how the act is done.
			switch at(ws, i-1) {
			case "tôi", "mình", "em", "sẽ", "đang", "":
				return false
			}
			if i == len(ws)-1 {
				return false
			}
		case "anh", "chị":
			// "cho anh ấy" is for him: a third party the sentence names
			// ("Anh Minh cần ..., nên tôi đang lấy ... cho anh ấy"), not
			// the user.
			if !strings.Contains(strings.ToLower(t), w+" ấy") {
				return false
			}
		case "nếu", "đã", "bạn", "mai", "sau":
			return false
		}
	}
	for i, w := range ws {
		if w != "tôi" && w != "mình" && w != "em" {
			continue
		}
		switch at(ws, i+1) {
		case "sẽ", "đang":
		default:
			continue
		}
		switch at(ws, i+2) {
		case "", "đợi", "chờ", "nghĩ", "giải", "là", "có", "cố":
			continue
		default:
			return true
		}
	}
	// A bare present put at this moment: "nên mình gỡ nó ra ngay bây
	// giờ", "mình deploy lên staging liền".
	if strings.Contains(t, "ngay") || strings.Contains(t, "bây giờ") || strings.HasSuffix(strings.TrimRight(t, ".! "), " liền") ||
		strings.HasSuffix(strings.TrimRight(t, ".! "), " luôn") || strings.HasSuffix(strings.TrimRight(t, ".! "), " luôn đây") {
		// (" luôn" closing the clause is "right away"; before a verb it is "always".)
		for i, w := range ws {
			if (w == "tôi" || w == "mình" || w == "em") && i+1 < len(ws) {
				switch ws[i+1] {
				case "nghĩ", "thấy", "là", "có", "cần", "muốn", "đợi", "chờ", "biết", "hiểu", "không", "chưa", "đã", "vừa", "mới":
					continue
				}
				return true
			}
		}
	}
	return false
}

// ukrainianPromise reads the first person singular (-у/-ю: the perfective
// future "перезапущу", the present "виправляю") right after "я" or a
// moment ("зараз", "спочатку", "далі"), and "буду" + an infinitive in -ти.
// Excluded: "не", "якщо"/"коли" (a condition), a question, the past (never
// -у/-ю), modals, thought, waiting and speech.
func ukrainianPromise(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, "?") {
		return false
	}
	ws := tokens(t)
	for _, w := range ws {
		switch w {
		case "якщо", "коли", "чи", "ти", "ви", "завтра", "пізніше", "не":
			return false
		}
	}
	if len(ws) > 2 && (strings.HasSuffix(ws[0], "ую") || strings.HasSuffix(ws[0], "юю") || strings.HasSuffix(ws[0], "аю") || strings.HasSuffix(ws[0], "яю")) && ukFirst(ws[0]) {
		// The subject dropped before a present of the -увати verbs and
		// its object: "Відкочую цей коміт, а ..." (rolling it back).
		switch ws[1] {
		case "цей", "цю", "це", "ці", "його", "її", "їх", "все", "усі", "всі":
			return true
		case "щоб", "аби", "зараз", "одразу", "тепер":
			// ... or its purpose or its moment straight after it:
			// "Переробляю, щоб повертав ...", "Відкочую зараз" (lang19.go).
			return true
		}
	}
	for i, w := range ws {
		switch w {
		case "буду", "будемо":
			if strings.HasSuffix(at(ws, i+1), "ти") {
				return true
			}
		case "я", "зараз", "спочатку", "далі", "тепер", "одразу", "щас":
			j := i + 1
			for at(ws, j) == "зараз" || at(ws, j) == "одразу" || at(ws, j) == "спочатку" || at(ws, j) == "я" {
				j++
			}
			if ukFirst(at(ws, j)) {
				return true
			}
		}
	}
	return false
}

func ukFirst(w string) bool {
	if utf8.RuneCountInString(w) < 4 || !(strings.HasSuffix(w, "у") || strings.HasSuffix(w, "ю")) ||
		strings.HasSuffix(w, "ію") || strings.HasSuffix(w, "ому") || strings.HasSuffix(w, "ему") {
		return false
	}
	switch w {
	case "можу", "хочу", "думаю", "вважаю", "чекаю", "почекаю", "сподіваюсь", "розумію", "пропоную", "бачу", "знаю",
		"прошу", "раджу", "скажу", "поясню", "покажу", "опишу", "повідомлю", "уточню", "відповім", "буду", "сьогодні",
		"хвилину", "секунду", "одну", "цю", "свою", "мою":
		return false
	}
	return true
}

// vietnameseRune names Vietnamese by the letters only it uses among
// those read: ơ ư đ and the tone marks of Latin Extended Additional.
func vietnameseRune(r rune) bool {
	return r == 'ơ' || r == 'ư' || r == 'đ' || r == 'Ơ' || r == 'Ư' || r == 'Đ' || r >= 0x1EA0 && r <= 0x1EF9
}

// ukrainianRune are the Cyrillic letters Ukrainian has and Russian does not.
func ukrainianRune(r rune) bool {
	return r == 'і' || r == 'ї' || r == 'є' || r == 'ґ' || r == 'І' || r == 'Ї' || r == 'Є' || r == 'Ґ'
}
