package narrate

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Idioms of setting to work, read whatever language the sentence was
// taken for: a short chat sentence in Italian can read as Spanish
// ("ora metto mano al Dockerfile"). Each is a first-person form that only
// names the speaker's own start on a task; a question, a negation or the
// user addressed makes it none.

// startIdioms are the idioms, each with the words that undo it in its
// language (negations and the user).
var startIdioms = []struct {
	idiom string
	undo  []string
}{
	// Italian: "do un'occhiata ai log", "ci metto mano", "metto mano al".
	{"do un'occhiata", []string{"non ", " tu ", " ti ", " lei ", "vuoi"}},
	{"do un occhiata", []string{"non ", " tu ", " ti ", " lei ", "vuoi"}},
	{"do una controllata", []string{"non ", " tu ", " ti ", "vuoi"}},
	{"metto mano", []string{"non ", " tu ", " ti ", "vuoi"}},
	// German: "ich nehm(e) mir ... vor" (taking it on).
	{"ich nehm mir", []string{"nicht", "kein", " du ", " sie ", "später", "morgen"}},
	{"ich nehme mir", []string{"nicht", "kein", " du ", " sie ", "später", "morgen"}},
	// Portuguese: "deixa que eu resolvo" (leave it to me).
	{"deixa que eu", []string{"não ", "você", " tu "}},
	{"deixa que a gente", []string{"não ", "você", " tu "}},
	// Ukrainian and Russian: "беруся за" (taking it on).
	{"беруся за", []string{"не ", "ви ", "ти "}},
	{"берусь за", []string{"не ", "вы ", "ты "}},
	{"візьмуся за", []string{"не ", "ви ", "ти ", "завтра"}},
	{"принимаюсь за", []string{"не ", "вы ", "ты "}},
	// Vietnamese: "để tôi xử lý" (let me handle).
	{"để tôi ", []string{"không", "bạn ", "anh có", "chị có", "giải thích", "tóm tắt", "biết"}},
	// Chinese: "开搞" (getting to it).
	{"开搞", []string{"不", "你", "您", "吗"}},
	// Korean: "... 들어갑니다" (going in on it), "바로 ... 하겠습니다".
	{"들어갑니다", []string{"않", "못", "습니까", "세요"}},
	// Romanian: "mă apuc (acum) de" (getting down to), Czech "pouštím se
	// do" and "jdu na to", Vietnamese "bắt tay vào" (putting a hand to).
	{"mă apuc ", []string{"nu ", " tu ", "dumneavoastră", "mâine", "mai târziu"}},
	{"ma apuc ", []string{"nu ", " tu ", "maine", "mai tarziu"}},
	{"pouštím se do", []string{" ne ", "nepouštím", " ty ", " vy ", "zítra", "později"}},
	{"poustim se do", []string{" ne", " ty ", " vy ", "zitra", "pozdeji"}},
	{"bắt tay vào", []string{"không", "bạn ", "mai ", "sau "}},
	// Czech "jdu na to" (on it), Polish "biorę na warsztat" and "biorę
	// się za" (taking it onto the bench), Dutch "neem ... onder handen"
	// (taking in hand), Swedish "jag gräver i" (digging into), Ukrainian
	// "розберуся" (I'll sort it out), Hindi "की तह तक जाता हूँ" (getting
	// to the bottom of it).
	{"jdu na to", []string{" ne ", " ty ", " vy ", "zítra", "později", "zitra", "pozdeji"}},
	{"jdu na věc", []string{" ne ", " ty ", " vy ", "zítra", "později"}},
	{"biorę na warsztat", []string{"nie ", " ty ", "jutro", "później"}},
	{"biorę się za", []string{"nie ", " ty ", "jutro", "później"}},
	{"zabieram się za", []string{"nie ", " ty ", "jutro", "później"}},
	{"zabieram się do", []string{"nie ", " ty ", "jutro", "później"}},
	{"onder handen", []string{"niet ", " je ", " jij ", " u ", "morgen", "later", "genomen", "neemt ", "nemen "}},
	{"jag gräver i", []string{"inte ", " du ", " ni ", "imorgon", "senare", "grävde"}},
	{"gräver jag i", []string{"inte ", " du ", " ni ", "imorgon", "senare"}},
	{"розберуся", []string{"не ", " ти ", " ви ", "завтра", "пізніше"}},
	{"розберусь", []string{"не ", " ти ", " ви ", "завтра", "пізніше"}},
	{"तह तक जाता हूँ", []string{"नहीं", "आप", "तुम", "कल "}},
	{"तह तक जाती हूँ", []string{"नहीं", "आप", "तुम", "कल "}},
	// Taking a thing apart to find the fault: Czech "beru si na paškál",
	// Romanian "iau la puricat" (and "la mână"), Polish "rozbieram na
	// czynniki pierwsze", Swedish "jag river upp", Vietnamese "mổ xẻ",
	// Indonesian "bedah" after the speaker.
	{"beru si na paškál", []string{" ne ", " ty ", " vy ", "zítra", "později"}},
	{"vezmu si na paškál", []string{" ne ", " ty ", " vy ", "zítra", "později"}},
	{"beru si na mušku", []string{" ne ", " ty ", " vy ", "zítra", "později"}},
	{"iau la puricat", []string{"nu ", " tu ", "dumneavoastră", "mâine", "mai târziu"}},
	{"iau la mână", []string{"nu ", " tu ", "dumneavoastră", "mâine", "mai târziu"}},
	{"iau la bani mărunți", []string{"nu ", " tu ", "dumneavoastră", "mâine", "mai târziu"}},
	// Holdout 31: Spanish "le meto mano (ahora) al", Hindi "की चीर-फाड़
	// करता हूँ" (cutting it open), Czech "rozeberu do posledního
	// šroubku" (down to the last screw).
	{"meto mano", []string{"no ", " tú ", " tu ", " te ", "mañana", "luego", "usted"}},
	{"की चीर-फाड़ करता", []string{"नहीं", "आप", "तुम", "कल "}},
	{"की चीर-फाड़ करती", []string{"नहीं", "आप", "तुम", "कल "}},
	{"do posledního šroubku", []string{" ne ", " ty ", " vy ", "zítra", "později"}},
	{"do posledniho sroubku", []string{" ne ", " ty ", " vy ", "zitra", "pozdeji"}},
	{"rozbieram na czynniki", []string{"nie ", " ty ", "jutro", "później"}},
	{"rozkładam na czynniki", []string{"nie ", " ty ", "jutro", "później"}},
	{"jag river upp", []string{"inte ", " du ", " ni ", "imorgon", "senare"}},
	{"jag plockar isär", []string{"inte ", " du ", " ni ", "imorgon", "senare"}},
	{"mình mổ xẻ", []string{"không", "bạn ", "mai ", "sau "}},
	{"tôi mổ xẻ", []string{"không", "bạn ", "mai ", "sau "}},
	{"em mổ xẻ", []string{"không", "bạn ", "mai ", "sau "}},
	{"saya bedah", []string{"tidak", "nggak", "kamu", "anda", "besok", "nanti"}},
	{"aku bedah", []string{"tidak", "nggak", "kamu", "anda", "besok", "nanti"}},
	{"gw bedah", []string{"tidak", "nggak", "kamu", "anda", "besok", "nanti"}},
}

// startIdiom reports a sentence that opens work with one of the idioms.
func startIdiom(t string) bool {
	if hasRune(t, "?？") {
		return false
	}
	padded := " " + t + " "
	for _, s := range startIdioms {
		if !strings.Contains(t, s.idiom) {
			continue
		}
		undone := false
		for _, u := range s.undo {
			if wordAt(padded, u) {
				undone = true
				break
			}
		}
		if !undone {
			return true
		}
	}
	return false
}

// wordAt reports u in padded where it starts a word: an undo word
// without its leading space ("не ", "ти ") is not the end of another
// word ("таймаути збігаються" holds no "ти").
func wordAt(padded, u string) bool {
	for off := 0; ; {
		i := strings.Index(padded[off:], u)
		if i < 0 {
			return false
		}
		i += off
		if r, _ := utf8.DecodeLastRuneInString(padded[:i]); i == 0 || strings.HasPrefix(u, " ") || !unicode.IsLetter(r) {
			return true
		}
		off = i + 1
	}
}
