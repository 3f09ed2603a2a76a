package narrate

import "testing"

// TestHoldout32Classes holds the classes behind holdout32's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them.
func TestHoldout32Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// An act for a person whose day is named: a fronted reason
		// outside English, a frame closed by a colon, the result after
		// the reason in Russian and Arabic.
		{"Como a Júlia faz a apresentação amanhã de manhã, já estou preparando pra ela uma base limpa.", true},
		{"Como a Júlia faz a apresentação amanhã de manhã, preparo a base pra ela amanhã.", false},
		{"Da Tobias morgen früh das Audit hat, baue ich ihm jetzt einen eigenen Export.", true},
		{"Da Tobias morgen früh das Audit hat, baue ich ihm morgen einen Export.", false},
		{"Марине завтра утром отчитываться перед клиентом, так что прямо сейчас выгружаю ей свежие логи.", true},
		{"Марине завтра утром отчитываться, так что выгружу ей логи завтра.", false},
		{"يقدّم خالد العرض غدًا صباحًا، لذلك أعدّ له الآن بيئة اختبار.", true},
		{"يقدّم خالد العرض غدًا صباحًا، لذلك سأعدّ له بيئة غدًا إذا احتاجها.", false},
		{"For the support folks who'll field these tickets tomorrow: writing a short FAQ in `docs/support.md` on the new error codes.", true},
		{"For the support folks who'll field these tickets tomorrow: I'll write the FAQ tomorrow as well.", false},
		{"For the folks who'll read this tomorrow: the flag defaults to off.", false},
		// A wait on a machine then the act: Romanian without the
		// reflexive, Portuguese with a pronoun for the machine, "that's
		// done", a slash-joined pair before the act.
		{"Testele încă rulează. Cum termină, pun tag-ul pe release.", true},
		{"Cum termină tu review-ul, pun tag-ul.", false},
		{"O job de migração ainda está rodando. Quando ele terminar, eu publico a versão nova.", true},
		{"Quando ele aprovar, eu publico a versão nova.", false},
		{"The Docker build is still chewing through the layers. After that's done I'll push the image and bump the tag.", true},
		{"Marta is still reviewing. After that's done I'll merge.", false},
		{"The perf job is still running. Once it reports, the ticket gets the read/write figures and the before/after table and I'll close it.", true},
		{"I'll keep an eye on the rollout for ten minutes and revert it if the error rate climbs.", true},
		{"I'll revert it and redeploy if you want.", false},
		{"I'll merge it and tag the release if you approve.", false},
		{"If the error rate climbs I'll revert it and redeploy.", false},
		// Passives and impersonal work now.
		{"The staging volume is being swept clean and reseeded from the fixture dump.", true},
		{"The snapshots are stale. They get regenerated right away, and then the visual diff runs again.", true},
		{"The snapshots were regenerated last week, and then the visual diff ran again.", false},
		{"Nobody calls it anymore, so the handler comes out in this pass.", true},
		{"If nobody calls it, the handler comes out in the next release.", false},
		{"配置文件我这边直接重写，至于要不要换成 TOML，等评审以后再说。", true},
		{"配置文件要不要重写，等评审以后再说。", false},
		{"使われていないようなので、この関数はこのまま削除してしまいます。", true},
		{"このままだとテストが失敗してしまいます。", false},
		// Idioms of starting now.
		{"Okay, I'm taking a hatchet to `legacy/report.py`: the 600-line builder gets split per section.", true},
		{"Taking a hatchet to it would break the public API.", false},
		{"Diving straight into the goroutine dump to see which worker is stuck.", true},
		{"Poking at the retry loop to see why it never backs off.", true},
		{"Peeking at the handler, nothing stands out.", false},
		{"Diving into the allocator would take a week.", false},
		{"I'm taking a scalpel to it tomorrow.", false},
		{"Sure — bending the importer into reading rows lazily through `bufio.Scanner` instead of slurping the file.", true},
		{"Le do una bella ripulita adesso e sistemo i test.", true},
		{"Non do una ripulita al modulo: è fuori scope.", false},
		{"I'll have the stale branches pruned before you're back from your meeting.", true},
		{"I'll have the stale branches pruned once you approve the list.", false},
		// Chat and typos.
		{"bleh, imports out of order again 🙃 resorting em now", true},
		{"bleh, imports out of order again, seeing em now", false},
		{"jo jag ser, ändrar direkt", true},
		{"ok, funkar direkt", false},
		{"anladım, hemen bakıyom", true},
		{"ah ok vu, jrebase ça direct", true},
		{"oh iya, lg gw rapihin nih", true},
		// Layouts.
		{"Deux tests cassés, que je corrige un par un :\n\n1. `test_auth`\n2. `test_cache`", true},
		{"Deux tests cassés, à corriger un par un :\n\n1. `test_auth`\n2. `test_cache`", false},
		{"Nog twee punten, die ik nu één voor één oppak:\n\n- de lockfile\n- de CI-cache", true},
		{"Zbývají dvě chyby, opravuju je popořadě:\n\n1. parser\n2. cache", true},
		{"Three screens, menu by menu:\n\n- settings\n- profile", false},
		{"남은 건 두 가지이고, 지금 하나씩 처리하는 중입니다:\n\n1. 캐시 키\n2. 린트", true},
		{"Open items, fixed one at a time:\n\n- [x] Rename the flag\n- [ ] Move the config loader into its own package (this one's in progress)", true},
		{"## Checklist\n\n1. Bump the SDK\n2. Regenerate the client\n\nStep 2 is what I'm on.", true},
		{"## Checklist\n\n1. Bump the SDK\n2. Regenerate the client\n\nStep 2 was the hard part.", false},
		{"Step 2 is what I'm worried about.", false},
		{"| Job | State |\n|---|---|\n| `etl` | ✅ done |\n| `sync` | mid-restart, workers draining this minute |", true},
		{"| Job | State |\n|---|---|\n| `etl` | ✅ done |\n| `sync` | restarted this morning |", false},
		{"Stage 2/4 → regenerating the protobuf stubs", true},
		{"Stage 2/4 of the wizard asks for a token.", false},
		{"The loop looks like this:\n\n```go\nfor _, f := range files {\n\tdata, _ := os.ReadFile(f) // wrapping this in a bounded reader in this pass\n}\n```\n\nIt drops the error too.", true},
		{"Вот проблема:\n\n```go\nrows, _ := db.Query(q) // закрываю сейчас через defer rows.Close()\n```\n\nБез этого соединения утекают.", true},
		{"Вот проблема:\n\n```go\nrows, _ := db.Query(q) // сейчас возвращает nil\n```\n\nБез этого соединения утекают.", false},
		{"## Was ich jetzt tue\n\nIch baue einen Timeout in den Client ein, der abbricht, wenn der Server nicht antwortet.\n\n## Hintergrund\n\n- Im April hatte ich denselben Fehler im Uploader behoben.", true},
		{"Ich baue keinen Timeout ein, der abbricht, wenn der Server nicht antwortet.", false},
		// False alarms: a text quoted after a report that adds it to a
		// document, the user's work under way, habits, a commit message
		// in an indented block, leaving a thing as it is.
		{"Adicionei ao README uma seção \"Deploy\": primeiro rodamos o build, depois vamos publicar a imagem.", false},
		{"Ich habe im README einen Abschnitt ergänzt: zuerst starten wir die Datenbank, dann die API.", false},
		{"Ваша миграция сейчас как раз накатывается на стейдж — подожди, пока она закончится.", false},
		{"Kiedy zmienię schemat, przy każdej zmianie będę od razu aktualizował migracje.", false},
		{"في كل مرة أضيف فيها نقطة نهاية سأحدّث التوثيق.", false},
		{"Pushed with this message:\n\n    refactor(queue): drain before close\n\n    We'll now drain the queue before closing it.\n\nIt's on `fix/drain`.", false},
		{"Dejo el `docker-compose.yml` como está en este PR: otro equipo depende de él.", false},
		{"Lascio il file così com'è per ora: lo usa anche il job notturno.", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}
