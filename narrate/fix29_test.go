package narrate

import "testing"

// TestHoldout29Classes holds the classes behind holdout29's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them.
func TestHoldout29Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// Chat replies that drop the subject, and a slip in a stock phrase.
		{"jaha, fel sökväg i configen. fixar det direkt", true},
		{"japp, funkar det nu", false},
		{"hmm, verkeerde versie in de lockfile. zet m nu terug", true},
		{"werkt het nu", false},
		{"oups, c'est moi — je rebase ça direct", true},
		{"je revert ça si tu veux", false},
		{"achei o problema, é a porta. corrigindo", true},
		{"comando", false},
		{"dobra, zly klucz w env. zmieniam to teraz", true},
		{"workign on it, the flaky test is the slow part", true},
		{"omw to rebase the branch, main moved again", true},
		// A completion of a machine's run opening the sentence, then the act.
		{"Як тільки пайплайн пройде, змерджу гілку в main.", true},
		{"Як тільки ти підтвердиш, змерджу гілку.", false},
		{"Po skończeniu testów wypycham tag na origin.", true},
		{"Po dokončení buildu spustím migraci na stagingu.", true},
		{"Så fort testerna är gröna taggar jag releasen.", true},
		{"När du godkänner taggar jag releasen.", false},
		{"Zodra de pipeline groen is, merge ik de branch.", true},
		{"Cum se termină, pornesc migrarea pe staging.", true},
		{"Parking the rollout until the canary settles, then promoting it.", true},
		{"Parking this until you've had a look.", false},
		// An act for a person, after a reason clause that names their day.
		{"Ana are nevoie de log-uri pentru ședința de mâine, așa că îi trimit acum arhiva.", true},
		{"Pablo lo quiere para la reunión de mañana, así que le estoy preparando ahora el informe.", true},
		{"Pablo lo quiere para mañana, así que se lo preparo mañana.", false},
		{"Priya can't reach the staging VPN, so I'm the one rerunning the smoke test.", true},
		// Idioms of taking a thing apart or settling down to it.
		{"Dobře, vezmu si na paškál ten parser — někde mizí hlavičky.", true},
		{"Bine, iau la puricat handlerul — undeva rămâne o conexiune deschisă.", true},
		{"Dobra, rozkładam na czynniki pierwsze ten parser — coś gubi nagłówki.", true},
		{"Okej, jag river upp cachelagret — nycklarna krockar.", true},
		{"Ok, mình mổ xẻ cái middleware luôn — header bị mất.", true},
		{"Oke, saya bedah dulu middleware-nya — ada header yang hilang.", true},
		{"Гаразд, беруся за кеш — ключі перетинаються десь усередині.", true},
		{"Heads down on the importer for a bit.", true},
		{"Keeping tabs on the error rate while the backfill runs.", true},
		// Passives and impersonal work in the making.
		{"A new migration is in the works — the old one drops the index.", true},
		{"The rollback is on its way to the release branch.", true},
		{"Work on the config split has started across both repos.", true},
		{"The release is on its way to users via the CI pipeline.", false},
		// An act decided whatever the answer to the question before it.
		{"Is that flag still read anywhere? Either way, I'm removing it from the defaults.", true},
		{"Czy ten endpoint jest jeszcze używany? Tak czy inaczej usuwam go teraz z routera.", true},
		{"Dipakai nggak sih flag ini? Apa pun jawabannya, saya hapus dulu dari config.", true},
		{"Is that flag still read anywhere? Either way, let me know.", false},
		// Mid-paragraph acts before a report of other work at an earlier time.
		{"So I'm moving the retry into the client while I'm in there.\n\nThe lint job passed yesterday as well.", true},
		{"Updated the changelog. While I'm at it, checking the repo for other links that point at the old domain.", true},
		{"Checking the repo for links takes a minute.", false},
		// Layouts: a checklist marker of where the speaker stands.
		{"Progress:\n\n- [x] Bisect the regression\n- [ ] Revert the bad commit ← I'm here\n- [ ] Add a test", true},
		{"Progress:\n\n- [x] Bisect the regression\n- [ ] Revert the bad commit\n- [ ] Add a test", false},
		// Hindi sentences end at the danda.
		{"मैं अभी कैश की कुंजी ठीक कर रहा हूँ। पिछला बग मैंने कल ठीक किया था।", true},
		// False alarms: a document quoted after a report of adding it, a
		// proposal closed by a request for feedback.
		{"Added an Installation section to the README:\n\n## Installation\n\nFirst, we'll clone the repo. Then we'll run the setup script.", false},
		{"Ma suggestion : on passe les logs sur S3 et on garde Loki pour les alertes. Rien n'est fait pour l'instant — ça vous convient ?", false},
		{"Added the section. Now I'll run the docs build.", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}
