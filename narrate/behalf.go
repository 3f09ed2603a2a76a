package narrate

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Work done for a named person: "Pulling last week's log for Priya",
// "Ich ziehe für Jonas die Logs raus", "Jag plockar fram loggarna till
// Elin", "Saya tarikkan log buat Dimas", "Em đang xuất log cho anh Minh".
// The speaker's present with a person it is done for, named by a
// capitalised name, is the work at hand: a habit would say how often, a
// report would use the past. The readers of each language want a moment
// for a bare present ("nu", "sekarang"); the named person stands for it.

// behalfPreps are the prepositions of "for" before a person's name.
var behalfPreps = map[string]string{
	"for": "en", "für": "de", "voor": "nl", "till": "sv", "åt": "sv", "buat": "id", "untuk": "id", "pro": "pt",
	"pra": "pt", "para": "es", "pour": "fr", "per": "it", "dla": "pl", "cho": "vi", "pentru": "ro",
}

// plainNow is the plain "now" of each language, which its reader takes
// as the moment of a present.
var plainNow = map[string]string{
	"en": "now", "de": "jetzt", "nl": "nu", "sv": "nu", "id": "sekarang", "vi": "ngay", "pt": "agora", "es": "ahora",
	"fr": "maintenant", "it": "ora", "pl": "teraz", "ro": "acum", "cs": "teď",
}

// forNamed returns the lower-cased sentence with the moment its language
// reads put in, when orig (as written, with its capitals) does work for
// a person named after a "for"; the name itself becomes a neutral word
// ("cho anh Minh" reads as "cho anh ấy", for him, not the user).
func forNamed(orig string) (string, bool) {
	ws := strings.Fields(orig)
	for i := 0; i+1 < len(ws); i++ {
		p := strings.ToLower(ws[i])
		if _, ok := behalfPreps[p]; !ok {
			continue
		}
		j := i + 1
		if p == "cho" && j+1 < len(ws) {
			switch strings.ToLower(ws[j]) {
			case "anh", "chị", "em", "bạn":
				j++
			}
		}
		name := strings.TrimRight(ws[j], ".,;:!?")
		r, _ := utf8.DecodeRuneInString(name)
		if i == 0 || !unicode.IsUpper(r) || utf8.RuneCountInString(name) < 3 || strings.ToUpper(name) == name {
			continue // not a name: "For CI", a sentence opening with "For"
		}
		low := strings.ToLower(orig)
		if p == "cho" {
			low = strings.Replace(low, " "+strings.ToLower(strings.Join(ws[i+1:j+1], " ")), " anh ấy", 1)
		}
		lang := language(low)
		now, ok := plainNow[lang]
		if !ok {
			return "", false
		}
		t := strings.TrimRight(low, ".!… ")
		return t + " " + now, true
	}
	return "", false
}

// judgeForNamed judges a sentence that does work for a named person with
// its language's "now" put in (forNamed). A sentence that already has a
// condition, the past or a later time is refused by the reader as before.
func (c *compiled) judgeForNamed(orig, low string, named bool) bool {
	if !strings.ContainsAny(low, " ") {
		return false
	}
	t, ok := forNamed(masked(orig))
	if !ok || hasWords(t, []string{"yesterday", "gestern", "igår", "kemarin", "tomorrow", "morgen", "imorgon", "besok"}) {
		return false
	}
	if before, ok := beforePurpose(t); ok {
		t = before + " " + plainNow[language(before)]
	}
	return c.judge(t, named)
}
