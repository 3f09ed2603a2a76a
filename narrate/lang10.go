package narrate

import "strings"

// A wait on a machine, then the act, in the languages read beside German
// and French (whose readers have it already): "Espero a que termine el
// build y luego publico la versión", "Aspetto che finisca il job e poi
// lancio la migrazione", "Väntar tills imagen är pushad och uppdaterar
// sedan digesten", "Aștept să se termine push-ul, apoi actualizez
// digest-ul". The speaker waits within the turn and acts after: the act
// is due, as an English "Once the build finishes I'll publish" is. A wait
// on the user (their answer, their go-ahead) is no such promise.

// waitThenForms are each language's heads of a wait and the words that
// put the act after it.
var waitThenForms = []struct {
	heads, then, user []string
}{
	{[]string{"espero a que ", "espero hasta que ", "esperaré a que "}, []string{" y luego ", " y después ", ", luego ", " y entonces ", ", después "},
		[]string{" tu ", " te ", " usted ", " me digas", " confirmes"}},
	{[]string{"espero ", "aguardo ", "vou esperar "}, []string{" e depois ", " e aí ", ", depois ", " e então ", " e em seguida "},
		[]string{" você ", " vc ", " me diga", " confirme", " seu "}},
	{[]string{"aspetto che ", "aspetto finché ", "attendo che ", "aspetto la fine "}, []string{" e poi ", ", poi ", " e quindi ", " e dopo ", " dopodiché "},
		[]string{" tu ", " ti ", " mi dica", " confermi", " lei "}},
	{[]string{"väntar tills ", "väntar på att ", "jag väntar tills ", "jag väntar på att "}, []string{" och sedan ", " och sen ", ", sedan ", " och ", ", sen "},
		[]string{" du ", " dig ", " ni ", " ditt "}},
	{[]string{"aștept să ", "aștept până ", "aștept ca ", "astept sa ", "astept pana "}, []string{", apoi ", " și apoi ", " apoi ", " după care ", " si apoi "},
		[]string{" tu ", " dumneavoastră ", " îmi spui", " confirmi"}},
	{[]string{"ik wacht tot ", "wacht tot ", "ik wacht even tot "}, []string{" en dan ", ", daarna ", " en daarna ", ", dan "},
		[]string{" je ", " jij ", " u ", " jouw "}},
	{[]string{"czekam aż ", "czekam, aż ", "poczekam aż ", "poczekam, aż "}, []string{" i potem ", ", potem ", " a potem ", " i wtedy ", ", wtedy "},
		[]string{" ty ", " pan ", " pani ", " twoj", " potwierdzisz"}},
	{[]string{"počkám až ", "počkám, až ", "čekám až ", "čekám, až ", "pockam az ", "pockam, az "}, []string{" a pak ", ", pak ", " a potom ", ", potom "},
		[]string{" ty ", " vy ", " tvoj", " potvrdíš"}},
}

// openingAt is the index of the first blank in t[:within+1] that h
// follows, -1 when none: " "+h near the sentence's start, found without
// searching the whole sentence for every head of every language.
func openingAt(t, h string, within int) int {
	for i := 0; i <= within && i < len(t); i++ {
		if t[i] == ' ' && strings.HasPrefix(t[i+1:], h) {
			return i
		}
	}
	return -1
}

// waitThen reads a lower-cased sentence for a wait on a machine, then the
// speaker's act (see above).
func waitThen(t string) bool {
	t = " " + strings.TrimSpace(t)
	if hasRune(t, "?¿") {
		return false
	}
	for _, f := range waitThenForms {
		for _, h := range f.heads {
			i := openingAt(t, h, 12) // (the sentence opens with it, after "ok," or a pronoun)
			if i < 0 {
				continue
			}
			rest := t[i+1+len(h):]
			for _, m := range f.then {
				j := strings.Index(rest, m)
				if j <= 0 {
					continue
				}
				waited, act := " "+rest[:j]+" ", strings.TrimSpace(rest[j+len(m):])
				if len(strings.Fields(act)) == 0 || containsAny(waited, f.user...) {
					continue
				}
				return true
			}
		}
	}
	return false
}

// soonThenForms are, per language, the heads of a clause on a machine's
// completion that opens a sentence ("Jakmile doběhne, ...", "Cum se
// termină, ...", "Jak tylko się skończy, ...", "Xong là ..."), the
// words that name the user there, and how the speaker's act after it is
// told.
var soonThenForms = []struct {
	heads, user []string
	act         func(ws []string) bool
}{
	// Czech: the first person (nasadím, pustím, mergnu).
	{[]string{"jakmile ", "až ", "hned jak ", "jak jen ", "jakmile to ", "az "}, []string{"ty", "vy", "schválíš", "potvrdíš", "odsouhlasíš", "napíšeš"},
		func(ws []string) bool {
			// ... or a perfective in -nu, as chat forms them from English
			// verbs: "mergnu", "pushnu".
			w := skipClitics(ws, "to", "ho", "je")
			return czFirst(w) || len([]rune(w)) >= 5 && strings.HasSuffix(w, "nu")
		}},
	// Romanian: a present after its clitic ("îl pun", "o pornesc").
	{[]string{"cum se termină", "cum se termina", "imediat ce ", "de îndată ce ", "de indata ce ", "când se termină", "cand se termina", "după ce se termină",
		// The verb without its reflexive: "Cum termină, urc imaginea".
		"cum termină", "cum termina", "când termină", "cand termina", "după ce termină", "dupa ce termina", "cum gată", "când e gata"},
		[]string{"tu", "dumneavoastră", "aprobi", "confirmi", "spui"},
		func(ws []string) bool {
			if len(ws) > 1 && (ws[0] == "îl" || ws[0] == "il" || ws[0] == "o" || ws[0] == "le" || ws[0] == "îi" || ws[0] == "ii") {
				return len(ws[1]) >= 3 && !strings.HasSuffix(ws[1], "ă") && !strings.HasSuffix(ws[1], "e")
			}
			return len(ws) > 0 && (roFirst(ws[0]) || roShortVerb(ws[0])) // (lang14.go)
		}},
	// Polish: the first person in -ę, -am, -em (wdrażam, puszczę).
	{[]string{"jak tylko ", "gdy tylko ", "kiedy tylko ", "jak się skończy", "jak sie skonczy", "po tym jak "}, []string{"ty", "pan", "pani", "zatwierdzisz", "potwierdzisz", "dasz"},
		func(ws []string) bool {
			w := skipClitics(ws, "go", "ją", "to", "je")
			return len([]rune(w)) >= 5 && (strings.HasSuffix(w, "ę") || strings.HasSuffix(w, "am") || strings.HasSuffix(w, "em"))
		}},
	// Vietnamese: the speaker's pronoun after "xong là" (once done).
	{[]string{"xong là ", "xong thì ", "chạy xong là ", "chạy xong thì ", "khi nào xong ", "ngay khi xong",
		// "the instant that": a state, then "cái là" ("Xanh cái là em
		// merge", green, and I merge; lang19.go).
		"cái là "}, []string{"bạn", "anh", "chị", "duyệt", "xác nhận", "đồng ý", "ok", "oke"},
		func(ws []string) bool { return len(ws) > 1 && (ws[0] == "mình" || ws[0] == "tôi" || ws[0] == "em") }},
}

// skipClitics returns the first word of ws that is none of the clitics.
func skipClitics(ws []string, cl ...string) string {
	for _, w := range ws {
		skip := false
		for _, c := range cl {
			if w == c {
				skip = true
			}
		}
		if !skip {
			return w
		}
	}
	return ""
}

// soonThen reads a clause on a machine's completion opening the sentence,
// then the speaker's act, in Czech, Romanian, Polish and Vietnamese; a
// wait on the user's word is none.
func soonThen(t string) bool {
	t = strings.TrimSpace(t)
	if hasRune(t, "?¿") {
		return false
	}
	head := t // the heads open the sentence: only its start is searched
	if len(head) > 40 {
		head = head[:40]
	}
	for _, f := range soonThenForms {
		for _, h := range f.heads {
			i := strings.Index(head, h)
			if i < 0 || i > 12 || i > 0 && t[i-1] != ' ' || i == 0 && h == "cái là " {
				continue // ("Cái là ..." opening the sentence: "the thing is")
			}
			rest := t[i+len(h):]
			wait, act := "", rest
			if c := strings.IndexAny(rest, ",،"); c >= 0 {
				wait, act = rest[:c], rest[c+1:]
			} else if strings.HasPrefix(h, "xong") || strings.HasSuffix(h, "xong") || h == "cái là " {
				wait = t[:i]
			} else {
				continue
			}
			ws := tokens(act)
			if hasAny(tokens(wait), func(w string) bool { return containsWord(f.user, w) }) ||
				hasAny(ws, func(w string) bool { return containsWord(f.user, w) }) {
				continue
			}
			if f.act(ws) {
				return true
			}
		}
	}
	return false
}
