package narrate

import "testing"

// TestHoldout35Classes holds the classes behind holdout35's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them.
func TestHoldout35Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// Passives and impersonal work under way on things just found,
		// put at this moment by an order of work instead of a word of
		// now.
		{"Two stale feature flags are still wired into the checkout. They're being unwired one at a time, the oldest first.", true},
		{"They were unwired one at a time last sprint.", false},
		{"Rows are being deleted one by one, which is why the cleanup job takes an hour.", false},
		{"Stale branches get pruned one at a time by the janitor bot.", false},
		{"Hittade två gamla köer som ingen läser. De töms en efter en, med början på `jobs-old`.", true},
		{"De töms varje natt, en i taget.", false},
		{"Нашёл два старых бакета без владельца. Удаляются по очереди, начиная с `tmp-logs`.", true},
		{"Они удаляются по очереди каждую ночь.", false},
		{"Знайшов дві старі черги. Чистяться одна за одною? Ні, по черзі видаляються щоночі.", false},
		{"Ho trovato due bucket orfani. Vengono svuotati uno alla volta, a partire da `tmp-logs`.", true},
		{"Non vengono svuotati uno alla volta: li cancella il job notturno.", false},
		{"Našel jsem dva staré buckety. Vyprazdňují se jeden po druhém, počínaje `tmp-logs`.", true},
		{"दो पुराने बकेट मिले। उन्हें एक-एक करके खाली किया जा रहा है।", true},
		{"Se están borrando uno por uno los buckets viejos, empezando por `tmp-logs`.", true},
		{"Si quieres, se están borrando uno por uno.", false},
		{"Se está reescribiendo el parser, y los tests viejos se van fuera en este mismo cambio.", true},
		// "get" with two participles sharing it, and with a noun of work.
		{"The generated client is getting scrapped and regenerated from the new schema from scratch.", true},
		{"The generated client is getting scrapped and regenerated every night from the schema.", false},
		{"The retry path had no coverage, so it's getting a regression test right now.", true},
		{"The retry path is getting a lot of traffic right now.", false},
		{"The endpoint is getting a fix from the platform team right now.", false},
		// A wait on a machine named in the wait clause, whatever its
		// verb, then the act.
		{"Il runner sta ancora compilando. Appena sputa fuori il binario, lo carico su staging.", true},
		{"Appena finisci la review, lo carico su staging.", false},
		{"Appena mi dai l'ok, carico il binario su staging.", false},
		{"Job-ul încă rulează. Când apare artefactul, îl urc pe staging.", true},
		{"Când îmi spui tu, îl urc pe staging.", false},
		{"CIはまだ走っています。バイナリが出てきたら、そのままステージングにデプロイします。", true},
		{"ビルドが落ちたら、そのままステージングにデプロイします。", false},
		{"Once the base image finishes building, pushing it to the registry and bumping the tag.", true},
		{"Once you sign off on it, pushing it to the registry.", false},
		{"Once the base image finishes building, pushing it takes two minutes.", false},
		// Lists worked through now: from the top, a first person after a
		// semicolon, a relative clause with a particle, "First up is".
		{"Mam cztery ostrzeżenia lintera, biorę je od góry:\n\n- `unused-var`\n- `shadow`\n- `errcheck`\n- `gosec`", true},
		{"Zostały dwa ostrzeżenia; ty je poprawisz od góry:\n\n- `unused-var`\n- `shadow`", false},
		{"Zůstaly dvě chyby lintu, beru je shora dolů:\n\n- `unused`\n- `shadow`", true},
		{"Au rămas două avertismente; le repar pe rând:\n\n- `unused`\n- `shadow`", true},
		{"Nits from the code review, which I'm chewing through right now:\n\n- [ ] tighten the error message\n- [ ] drop the dead branch", true},
		{"Nits from the code review, which I worked through yesterday:\n\n- tighten the error message\n- drop the dead branch", false},
		{"Still to do in this turn:\n\n- bump the SDK\n- fix the two broken imports\n\nFirst up is the SDK bump.", true},
		{"Still to do in this turn:\n\n- bump the SDK\n- fix the two broken imports\n\nFirst up is your review of the API.", false},
		// Labels of work under way: single emphasis, another language.
		{"The schema drifted from the code.\n\n*In progress:* regenerating the models from the schema.", true},
		{"The schema drifted from the code.\n\n*Summary:* regenerating the models fixed it.", false},
		{"Skema sudah berubah.\n\n**Sedang dikerjakan:** update dependency ke versi terbaru.", true},
		{"**Sedang dikerjakan:** kamu update dependency ke versi terbaru?", false},
		{"Lagi dikerjakan: tim backend yang update dependency.", false},
		// A heading that weighs the change is a title of notes.
		{"### Plan\n\nPinning the resolver to 1.4 until upstream ships a fix.\n\n### Risk\n\nSmall. The one consumer that relied on 1.5 was already pinned.", true},
		{"### Plan\n\nPinning the resolver to 1.4.\n\n### Risk\n\nNone. I pinned it and the tests pass.", false},
		// A table cell "as I type", an arrow at the code line.
		{"| Service | State |\n|---|---|\n| `api` | ✅ fine |\n| `worker` | 🔧 bumping its memory limit as I type |", true},
		{"| Service | State |\n|---|---|\n| `worker` | bumps its memory limit when it restarts |", false},
		{"The guard is wrong here:\n\n```go\n// ⬇ tightening this: nil must not pass\nif v == nil {\n\treturn nil\n}\n```\n\nA nil slips through.", true},
		{"The guard is wrong here:\n\n```go\n// ⬇ this: nil must not pass\nif v == nil {\n\treturn nil\n}\n```\n\nA nil slips through.", false},
		// Chat after the speaker owns a slip, with no pronoun, two acts.
		{"oeps, verkeerde branch. zet t even terug en push opnieuw", true},
		{"oeps, verkeerde branch. zet jij t even terug en push opnieuw?", false},
		{"oj, fel flagga. tar bort den o bygger om imagen", true},
		{"hoppla, falscher branch 🙈 setz das eben zurück und push nochmal", true},
		{"hoppla, falscher branch. setz das bitte zurück und push nochmal", false},
		{"úi nhầm branch, đổi liền nè r push lại", true},
		{"sorry, spatny branch. uz to revertuju a pushuju znovu", true},
		{"sorry! klik even op opnieuw en draai de tests opnieuw", false},
		{"ups, chyba. oprav to a pusť build znovu", false},
		// A relative clause holding its own negation; a Ukrainian verb
		// first; Arabic diacritics inside the verb.
		{"Jag lägger in en retry nu och skriver ett test mot en mock som aldrig svarar.", true},
		{"Jag lägger inte in en retry nu.", false},
		{"Ik zet er nu een timeout op en voeg een test toe met een mock die nooit antwoordt.", true},
		{"Переписую зараз обробник і додаю тест із клієнтом, що не відповідає.", true},
		{"Переписую зараз? Ні, не зараз.", false},
		{"أحدّثها الآن في `settings.py` وأعدّل الاختبار.", true},
		{"حدّثتها أمس في `settings.py`.", false},
		// Gerunds: a purpose clause ending on the user's turn, "in on",
		// a deferral of another thing before the act put first.
		{"Rebasing onto main so the diff shows only the parser change before you look at it.", true},
		{"Rebasing onto main takes a while before you can look at it.", false},
		{"Homing in on the leak in the connection pool.", true},
		{"Parking the flaky UI tests for a follow-up PR; chasing the data race in `cache.go` first.", true},
		{"Parking the flaky UI tests for a follow-up PR.", false},
		// Idioms: "have a X through", "take a X at".
		{"Let me have a dig through the vendored copy of `yaml`.", true},
		{"I'm going to take a crack at the flaky watcher test.", true},
		{"I had a dig through the vendored copy yesterday.", false},
		// French "du coup" and an -aire verb.
		{"Léa présente les chiffres demain, du coup je lui extrais les logs tout de suite.", true},
		{"Léa présente les chiffres demain, du coup elle extrait les logs elle-même.", false},
		{"Je fais une pause maintenant.", false},
		// False alarms: a bold title alone in its paragraph, a scheduled
		// job's run, an -ing adjunct before a past main clause.
		{"**Summary**\n\n- Added the index\n- Dropped the dead code\n\n**Testing**\n\n- `go test ./...` ✅", false},
		{"The weekly backup is running right now, so writes may be slow for a few minutes.", false},
		{"The backfill is running right now against the replica.", true},
		{"The nightly build is running now against main.", false},
		{"Retrying with the cache disabled, the build passed on the first try, so the cache was the culprit.", false},
		{"Retrying with the cache disabled now, the build failed twice.", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}
