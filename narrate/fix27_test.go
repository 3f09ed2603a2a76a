package narrate

import "testing"

// TestHoldout27Classes holds the classes behind holdout27's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them.
func TestHoldout27Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// Work done for a named person, with the purpose clause being
		// the other person's; the same in the past is a report.
		{"Exporting the flaky-test list for Marta so she can triage it in Monday's review.", true},
		{"Ik draai de benchmark nog een keer voor Joris, zodat hij de cijfers kan vergelijken.", true},
		{"Jag bygger om rapporten åt Oskar så att han kan skicka den vidare.", true},
		{"Saya siapkan datanya buat Rina, biar dia bisa langsung cek.", true},
		{"Em đang dựng lại báo cáo cho chị Lan để chị xem trước.", true},
		{"I exported the flaky-test list for Marta so she can triage it on Monday.", false},
		{"For Marta's review the list is in `flaky.md`.", false},
		// A passive put at this moment in other words, a relative clause
		// whose work is the speaker's right now; one retried by CI stays
		// no promise.
		{"The broken preview deployment is getting rebuilt as I write this.", true},
		{"The culprit is the stale lockfile, which is being regenerated right now.", true},
		{"The token expired in CI, which is retried every hour.", false},
		// Errands, key slips, tools put on a problem, a dish served.
		{"lemme go dig through the access logs", true},
		{"I'll go check whether the cron entry is still there.", true},
		{"yep my bad, pusshing the fix", true},
		{"Throwing a profiler at the import path to see where the time goes.", true},
		{"Patch for the off-by-one coming right up.", true},
		{"Your patch coming right up? Take your time.", false},
		// A gerund that is an adjective of a plural subject.
		{"The hook now runs on every push, so formatting slips get caught early.", false},
		// A machine still busy, named by a command, then the act.
		{"`npm run build` is still bundling. Once it's out I'll diff the bundle sizes.", true},
		// Labels: a plan label on the speaker's side with a passive, and
		// an in-progress heading.
		{"Fixed the tokenizer.\n\nNext up on my end: the stale embeddings get recomputed.", true},
		{"### In progress: re-indexing the docs", true},
		{"Next up on your end: the release notes.", false},
		// A text as it now stands, quoted after "now ... like this:".
		{"I restructured the tutorial. It now goes through the setup like this:\n\nFirst, we'll create a venv. Then we'll install the package.", false},
		{"I'll restructure the tutorial like this:\n\nFirst, a venv. Then the package.", true},
		// A wait on a machine, then the act, in other languages; a wait
		// on the user is none.
		{"Espero a que acabe la compilación y luego subo el paquete.", true},
		{"Aspetto che il deploy sia verde e poi chiudo il ticket.", true},
		{"Väntar tills bygget är klart och taggar sedan releasen.", true},
		{"Aștept să treacă testele, apoi fac merge.", true},
		{"Espero a que tú me confirmes y luego subo el paquete.", false},
		// Passives put at this moment, with a remark after the clause.
		{"Die Datenbank wird in diesem Moment neu befüllt, das dauert etwa zwei Minuten.", true},
		{"I pacchetti sono in fase di ricompilazione in questo momento.", true},
		{"Cachen byggs om just nu.", true},
		{"इंडेक्स इस समय फिर से बनाया जा रहा है।", true},
		// Idioms of setting to work.
		{"Bine, mă apuc acum de migrare.", true},
		{"Dobře, pouštím se do toho hned.", true},
		{"Ok, mình bắt tay vào viết test luôn.", true},
		// A list the speaker works through in order, introduced by a
		// relative clause or an under-way marker; the user's steps are
		// none.
		{"Wat ik nu nog oppak, in deze volgorde:\n\n1. de cache legen\n2. de tests draaien", true},
		{"Deux choses encore, que je règle dans l'ordre :\n\n1. le cache\n2. les tests", true},
		{"残りを順番に対応中です：\n\n1. キャッシュ\n2. テスト", true},
		{"Here are the steps for you, in order:\n\n1. clear the cache\n2. run the tests", false},
		{"The release checklist, in order:\n\n1. bump the version\n2. tag", false},
		// Chat abbreviations of other languages, spelled out.
		{"ff bouwen en dan pushen", true},
		{"blz, to rodando o build de novo", true},
		{"jlance les tests tt de suite", true},
		{"ok gw restart servicenya skrg", true},
		{"Dat was ff schrikken, maar het draait weer.", false},
		// A preterite in -eré after "ya" is done already.
		{"Ya generé los tipos como pediste.", false},
		{"Regeneraré los clientes ahora mismo.", true},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}
