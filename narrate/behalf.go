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

// behalfPrep reports a preposition of "for" before a person's name, in
// the languages read. (Switches, not maps: nothing is built when a hook
// starts.)
func behalfPrep(w string) bool {
	switch w {
	case "for", "für", "voor", "till", "åt", "buat", "untuk", "pro", "pra", "para", "pour", "per", "dla", "cho", "pentru":
		return true
	}
	return false
}

// plainNow is the plain "now" of a language, which its reader takes as
// the moment of a present; "" for a language without one here.
func plainNow(lang string) string {
	switch lang {
	case "en":
		return "now"
	case "de":
		return "jetzt"
	case "nl", "sv":
		return "nu"
	case "id":
		return "sekarang"
	case "vi":
		return "ngay"
	case "pt":
		return "agora"
	case "es":
		return "ahora"
	case "fr":
		return "maintenant"
	case "it":
		return "ora"
	case "pl":
		return "teraz"
	case "ro":
		return "acum"
	case "cs":
		return "teď"
	}
	return ""
}

// forNamed returns the lower-cased sentence with the moment its language
// reads put in, when orig (as written, with its capitals) does work for
// a person named after a "for"; the name itself becomes a neutral word
// ("cho anh Minh" reads as "cho anh ấy", for him, not the user).
func forNamed(orig string) (string, bool) {
	ws := strings.Fields(orig)
	for i := 0; i+1 < len(ws); i++ {
		p := strings.ToLower(ws[i])
		if !behalfPrep(p) {
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
		} else if k := strings.Index(low, " "+p+" "+strings.ToLower(name)); k > 0 && !hasRune(ws[j], ".,;:!?") {
			// "Preparo per Giulia il dump ...": the person's phrase stands
			// between the verb and its object; the act reads without it.
			low = low[:k] + low[k+len(" "+p+" "+strings.ToLower(name)):]
		}
		lang := minorLang(low)
		now := plainNow(lang)
		if now == "" {
			return "", false
		}
		t := strings.TrimRight(low, ".!… ")
		return t + " " + now, true
	}
	return "", false
}

// minorLang names the language of a sentence as language does, and
// tells Czech and Romanian, which it does not name, by their letters.
func minorLang(low string) string {
	lang := language(low)
	if lang != "en" && lang != "fr" && lang != "pt" || englishWords(low) && lang == "en" {
		return lang
	}
	switch {
	case hasRune(low, "ěřůťďň"):
		return "cs"
	case hasRune(low, "ășşțţ"):
		return "ro"
	}
	return lang
}

// judgeForNamed judges a sentence that does work for a named person with
// its language's "now" put in (forNamed). A sentence that already has a
// condition, the past or a later time is refused by the reader as before.
func (c *compiled) judgeForNamed(orig, low string, named bool) bool {
	if !hasRune(low, " ") {
		return false
	}
	t, ok := forNamed(masked(orig))
	if !ok || hasWords(t, []string{"yesterday", "gestern", "igår", "kemarin", "tomorrow", "morgen", "imorgon", "besok"}) {
		return false
	}
	if before, ok := beforePurpose(t); ok {
		t = before + " " + plainNow(minorLang(before))
	}
	return c.judge(t, named)
}
