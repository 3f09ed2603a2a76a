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

// waitThen reads a lower-cased sentence for a wait on a machine, then the
// speaker's act (see above).
func waitThen(t string) bool {
	t = " " + strings.TrimSpace(t)
	if strings.ContainsAny(t, "?¿") {
		return false
	}
	for _, f := range waitThenForms {
		for _, h := range f.heads {
			i := strings.Index(t, " "+h)
			if i < 0 || i > 12 { // (the sentence opens with it, after "ok," or a pronoun)
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
