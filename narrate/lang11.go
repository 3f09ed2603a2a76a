package narrate

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// Holdout 29's classes: a phrase on a machine's completion that opens the
// sentence with no comma after it, or a verb-second clause after it
// (Ukrainian, Polish, Czech, Swedish, Dutch, Romanian); chat replies that
// drop the subject in Swedish, Dutch, French and Portuguese; English
// idioms of the speaker's own work ("heads down on", "keeping tabs on",
// "on my way to", "I'm the one opening ...", "Parking X until ..., then
// ..."); and an act after a question that says it is done whatever the
// answer ("regardless", "tak czy inaczej", "apa pun jawabannya").

// doneHead is one head of a phrase on a machine's completion: the words,
// the language, and whether a verb-second act follows it (Swedish, Dutch:
// "När imagen ligger där drar jag upp den", "Na afloop zet ik ...").
type doneHead struct {
	head, lang string
}

// doneHeads are the heads, in the languages read by their first-person
// forms. Each opens the sentence.
func doneHeads(yield func(doneHead) bool) {
	for _, h := range []doneHead{
		{"щойно ", "uk"}, {"як тільки ", "uk"}, {"після завершення", "uk"}, {"коли завершиться", "uk"}, {"коли закінчиться", "uk"},
		{"po zakończeniu", "pl"}, {"po skończeniu", "pl"}, {"po ukończeniu", "pl"}, {"gdy się skończy", "pl"}, {"kiedy się skończy", "pl"},
		{"po jeho dokončení", "cs"}, {"po dokončení", "cs"}, {"po doběhnutí", "cs"}, {"až to doběhne", "cs"}, {"po jejím dokončení", "cs"},
		{"när ", "sv"}, {"så fort ", "sv"}, {"så snart ", "sv"}, {"efter att ", "sv"}, {"efteråt ", "sv"},
		{"na afloop ", "nl"}, {"zodra ", "nl"}, {"daarna ", "nl"}, {"als dat klaar is", "nl"}, {"als die klaar is", "nl"},
		{"după ce se termină", "ro"}, {"dupa ce se termina", "ro"}, {"cum se termină", "ro"}, {"imediat ce ", "ro"},
	} {
		if !yield(h) {
			return
		}
	}
}

// doneThenAct reads a phrase or clause on a machine's completion that
// opens the sentence, then the speaker's act: "Щойно образ з'явиться в
// реєстрі, викочу його", "Po zakończeniu builda wrzucam go do rejestru",
// "Po jeho dokončení nasadím image", "När imagen ligger i registret drar
// jag upp den", "Na afloop zet ik de nieuwe versie op acceptatie",
// "După ce se termină, urc imaginea". The user named, a question or a
// negation makes it none.
func doneThenAct(t string) bool {
	if hasRune(t, "?¿") {
		return false
	}
	t = strings.TrimSpace(t)
	found := false
	doneHeads(func(h doneHead) bool {
		if !strings.HasPrefix(t, h.head) {
			return true
		}
		rest := t[len(h.head):]
		ws := tokens(rest)
		if hasAny(ws, doneUser) {
			return false
		}
		switch h.lang {
		case "uk", "ro":
			// A clause, then the act after its comma or its dash
			// ("Щойно позеленіє — мерджу": lang19.go).
			act, ok := afterClause(rest)
			if !ok {
				return false
			}
			aw := tokens(act)
			if h.lang == "uk" {
				found = ukFirst(skipClitics(aw, "його", "її", "їх", "це", "все"))
			} else if len(aw) > 1 {
				w := skipClitics(aw, "îl", "o", "le", "îi", "il", "ii")
				found = roFirst(w) || roPresent(w) && !strings.HasSuffix(w, "ul") && !strings.HasSuffix(w, "ii") && w != "nu"
			}
		case "pl", "cs":
			// The act within the next few words, a comma or none: "Po
			// zakończeniu builda wrzucam go ...".
			for i, w := range ws {
				if i > 4 {
					break
				}
				if h.lang == "cs" && czFirst(w) || h.lang == "pl" && len([]rune(w)) >= 5 && (strings.HasSuffix(w, "am") && !strings.HasSuffix(w, "łam") ||
					strings.HasSuffix(w, "ę") || strings.HasSuffix(w, "uję")) && !plStop(w) {
					found = at(ws, i-1) != "nie" && at(ws, i-1) != "ne"
					break
				}
			}
		case "sv", "nl":
			// The verb before the subject: "... drar jag upp den", "...
			// zet ik de nieuwe versie ...".
			subj := "jag"
			if h.lang == "nl" {
				subj = "ik"
			}
			for i := 1; i < len(ws); i++ {
				if ws[i] != subj {
					continue
				}
				v := ws[i-1]
				if h.lang == "sv" {
					found = svPresent(v) && !hasAny(ws, func(w string) bool { return w == "inte" || w == "om" })
				} else {
					found = utf8.RuneCountInString(v) >= 3 && !nlStopVerb(v) && !hasAny(ws, func(w string) bool { return w == "niet" || w == "geen" })
				}
				break
			}
		}
		return false
	})
	return found
}

// doneUser are the words that make a completion the user's: the second
// person and the verbs of approval, in the languages of doneHeads.
func doneUser(w string) bool {
	switch w {
	case "ти", "ви", "підтвердиш", "погодиш", "ty", "wy", "pan", "pani", "zatwierdzisz", "vy", "schválíš", "potvrdíš",
		"du", "ni", "godkänner", "je", "jij", "u", "goedkeurt", "tu", "dumneavoastră", "aprobi", "confirmi":
		return true
	}
	return false
}

// nlStopVerb are Dutch verbs before "ik" that promise no act: being,
// modals, thought and waiting.
func nlStopVerb(w string) bool {
	switch w {
	case "ben", "was", "heb", "had", "kan", "wil", "moet", "zal", "mag", "denk", "weet", "zie", "hoop", "wacht", "vind",
		"snap", "begrijp", "dat", "als", "zodra", "wat", "of":
		return true
	}
	return false
}

// chatDropped reads a chat reply in another language whose subject is
// dropped: Swedish "ändrar den nu" (a present, an object pronoun and
// now), Dutch "pas m nu aan" (a stem, "m" or "t" and now), French "je
// revert ça direct" (a verb borrowed from English after "je", with
// "direct"), and a lone Portuguese or Spanish gerund closing a chat line
// ("arrumando", "arreglando").
func chatDropped(t string) bool {
	t = strings.TrimSpace(strings.TrimRight(t, ".!… "))
	if len(t) > 80 || strings.Count(t, " ") > 7 || hasRune(t, "?¿") {
		return false // a chat reply is short
	}
	ws := tokens(t)
	if len(ws) == 1 {
		w := ws[0]
		if utf8.RuneCountInString(w) >= 7 && (strings.HasSuffix(w, "ando") || strings.HasSuffix(w, "endo") || strings.HasSuffix(w, "indo")) {
			switch w {
			case "comando", "comandos", "bem-vindo", "bienvenido", "entendo", "entiendo", "aguardando", "esperando", "pensando":
				return false
			}
			return true
		}
		return false
	}
	if len(ws) < 3 || len(ws) > 8 {
		return false
	}
	now := false
	for _, w := range ws[2:] {
		switch w {
		case "nu", "direkt", "genast", "meteen", "direct", "ff", "even", "tout", "maintenant":
			now = true
		case "inte", "niet", "pas", "du", "ni", "je", "jij", "u", "tu", "vous", "sen", "straks", "demain", "morgen":
			return false
		}
	}
	if !now {
		return false
	}
	v, obj := ws[0], ws[1]
	switch {
	case obj == "den" || obj == "det" || obj == "dem":
		// Swedish: "ändrar den nu", "fixar det direkt".
		return utf8.RuneCountInString(v) >= 4 && (strings.HasSuffix(v, "ar") || strings.HasSuffix(v, "er")) && !svStop(v) &&
			hasRune(t, "åäö") == hasRune(v+obj, "åäö") || hasRune(v, "åäö") && strings.HasSuffix(v, "r")
	case obj == "m" || obj == "'m" || obj == "t" || obj == "'t" || obj == "hem":
		// Dutch: "pas m nu aan", "fix t ff".
		return utf8.RuneCountInString(v) >= 3 && !nlStopVerb(v) && !strings.HasSuffix(v, "t") || v == "zet" || v == "test"
	case v == "je" && (obj != "" && ascii(obj)) && at(ws, 2) == "ça" || v == "je" && at(ws, 2) == "direct":
		// French chat with a verb borrowed from English: "je revert ça
		// direct", "je push ça tout de suite".
		return englishLoanVerb(obj)
	}
	return false
}

// englishLoanVerb are English verbs of the work French chat borrows.
func englishLoanVerb(w string) bool {
	switch w {
	case "revert", "push", "merge", "fix", "rebase", "deploy", "build", "rebuild", "check", "patch", "update", "rollback", "restart", "redeploy", "squash":
		return true
	}
	return false
}

// withoutAnyAnswer returns a sentence without the phrase that says its
// act is done whatever the answer to a question before it: "regardless",
// "either way", "tak czy inaczej", "apa pun jawabannya", "egal", "de
// qualquer forma", "hoe dan ook" ("czy" there asks nothing).
func withoutAnyAnswer(low string) (string, bool) {
	if !anyAnswerPhrases().in(low) {
		return "", false // one pass over the sentence, as most hold none
	}
	for _, p := range anyAnswerList() {
		i := strings.Index(low, p)
		if i < 0 || i > 0 && isWord(rune(low[i-1])) || i+len(p) < len(low) && isWord(rune(low[i+len(p)])) {
			continue
		}
		rest := strings.TrimSpace(strings.TrimLeft(low[:i]+low[i+len(p):], ",:;—– "))
		rest = strings.TrimSpace(strings.TrimSuffix(strings.TrimRight(rest, ".! "), ","))
		return rest, rest != "" && !hasRune(rest, "?？")
	}
	return "", false
}

// anyAnswerList are the phrases of withoutAnyAnswer.
func anyAnswerList() []string {
	return []string{"regardless", "either way", "whatever the answer", "in any case", "tak czy inaczej", "apa pun jawabannya",
		"bagaimanapun juga", "de qualquer forma", "de qualquer jeito", "hoe dan ook", "in ieder geval", "egal", "dù sao thì", "dù sao",
		"в любом случае", "у будь-якому разі", "quoi qu'il en soit", "de todas formas", "de todos modos", "comunque", "oricum",
		"tak či tak", "i vilket fall", "oavsett vilket",
		// Holdout 30: Japanese and Vietnamese.
		"いずれにしても", "どちらにしても", "いずれにせよ", "どのみち", "kiểu gì thì", "dù thế nào thì", "dù thế nào"}
}

var anyAnswerPhrases = sync.OnceValue(func() *substrings { return newSubstrings(anyAnswerList()...) })

// comingOut reads the speaker's removal told as the thing's coming out:
// "..., so it's coming out", "they're coming out".
func comingOut(low string) bool {
	for _, p := range []string{"so it's coming out", "so they're coming out", "so it is coming out", "so that's coming out",
		"so it's going away", "so it goes"} {
		if strings.HasSuffix(low, p) {
			return !namesUser(low)
		}
	}
	return false
}

// idiom29 reads English idioms of the speaker's own work: "Heads down on
// the exporter for a bit", "Keeping tabs on the queue while the replay
// runs", "on my way to fix the ci" (chat "omw"), "so I'm the one opening
// the PR", and "Parking the PR until the checks finish, then merging".
func (c *compiled) idiom29(body string) bool {
	if len(body) < 8 {
		return false
	}
	switch body[0] {
	case 'h', 'k', 'o', 'p', 'w', 's', 'i':
	default:
		if !strings.Contains(body, "the one ") {
			return false // every other form below opens with one of these letters
		}
	}
	if ws := splitWords(body, 3); len(ws) >= 3 && ws[1].w == "on" && (ws[2].w == "it" || ws[2].w == "that" || ws[2].w == "this") {
		// A slip in the stock phrase: "wokring on it", "workign on it".
		for _, v := range []string{"working", "starting"} {
			if transposed(ws[0].w, v) {
				return true
			}
		}
	}
	for _, p := range []string{"heads down on ", "heads-down on ", "head down on ", "keeping tabs on ", "keeping close tabs on ",
		"keeping watch over ", "on my way to ", "omw to "} {
		rest, ok := strings.CutPrefix(body, p)
		if !ok || namesUser(rest) || strings.HasPrefix(rest, "your ") {
			continue
		}
		if strings.HasPrefix(p, "o") {
			c.english()
			ws := splitWords(rest, 1)
			return len(ws) == 1 && c.verbs[ws[0].w]
		}
		return true
	}
	if rest, ok := strings.CutPrefix(body, "parking "); ok && !namesUser(rest) {
		c.english()
		// "Parking the PR until the checks finish, then merging it".
		if _, then, ok := strings.Cut(rest, ", then "); ok && strings.Contains(rest, " until ") && !namesUser(then) {
			if ws := splitWords(then, 1); len(ws) == 1 && c.gerunds[ws[0].w] {
				return true
			}
		}
	}
	for _, p := range []string{"i'm the one ", "i am the one ", "so i'm the one "} {
		if i := strings.Index(body, p); i >= 0 && (i == 0 || strings.HasSuffix(body[:i], ", ") || strings.HasSuffix(body[:i], "so ")) {
			c.english()
			ws := splitWords(body[i+len(p):], 1)
			if len(ws) == 1 && c.gerunds[ws[0].w] && !hasWords(body, []string{"tomorrow", "later", "next week"}) {
				return true
			}
		}
	}
	return false
}

// idiomLetter is idiom29's cheap test: a letter its forms open with (a
// sigh before them aside), or "the one" anywhere.
func idiomLetter(t string) bool {
	return t != "" && strings.IndexByte("hkopwsiua", t[0]) >= 0 || strings.Contains(t, "the one ")
}
