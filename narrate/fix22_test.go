package narrate

import "testing"

// TestHoldout22Classes holds the classes behind holdout22's misses and
// false alarms, in other wording than the holdout's, with hard negatives
// beside them: intent and readiness put at this moment ("I intend to",
// "I'm all set to" with "now"), phrasal starts ("press on with", "make a
// start on", "give X another look"), a wait on a long job or a runner
// followed by the act, "holding ... until ..., then <act>", a condition
// inside a relative clause about the object, a bare "after" pointing at
// the wait before it, an item's act put at this moment after its label,
// 🔜 in a table, setting work aside ("Parking this"), Dutch (aan de slag,
// van plan om, neem ... door, wacht tot ... en, ff), French reflexives
// with a moment or a preposition, idioms of starting read in any language
// (Italian "metto mano" taken for Spanish), Hindi with a clause after the
// verb, a closing emoji, and habits in Portuguese, Chinese and Russian.
func TestHoldout22Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		{"I intend to bisect the regression right now, while the history is short.", true},
		{"I intend to bisect the regression at some point.", false},
		{"Changelog is written, so I'm all set to publish the crate now.", true},
		{"I'm all set to publish whenever you give the word.", false},
		{"Pressing on with the retry budget now.", true},
		{"Right, making a start on the CSV exporter.", true},
		{"Let me give the cache layer one more look.", true},
		{"I'll give you a rundown of the cache layer.", false},
		{"The reindex takes a while; I'll compare the counts once it's through.", true},
		{"Holding the deploy until the canary clears, then promoting it.", true},
		{"Holding the deploy until you confirm, then promoting it.", false},
		{"Parking this until you pick a region.", false},
		{"I'm splitting the handler now and will add a test that fails after 500 requests.", true},
		{"The nightly is running. I'll tag it right after.", true},
		{"- Parser: done\n- Fixtures: regenerating them now", true},
		{"- Parser: done\n- Fixtures: regenerated", false},
		{"| Step | State |\n|---|---|\n| schema | ✅ |\n| seeds | 🔜 seeding next |", true},
		{"Ik ga nu met de flaky test aan de slag.", true},
		{"Ik ben van plan om de cache nu meteen te legen.", true},
		{"Ik ben van plan om volgende week de cache te legen.", false},
		{"Ik neem de diff nog even door.", true},
		{"Ik neem aan dat de cache leeg is.", false},
		{"Ik wacht tot de build klaar is en merge dan de branch.", true},
		{"oké, effe de node_modules weggooien en opnieuw installeren", true},
		{"Je m'attelle immédiatement au correctif.", true},
		{"Je me penche sur la fuite mémoire.", true},
		{"Je me demande si la fuite vient du cache.", false},
		{"ok, adesso ci metto mano io.", true},
		{"Non ci metto mano finché non mi dici.", false},
		{"Беруся за логи воркера.", true},
		{"Не беруся за це без вашого дозволу.", false},
		{"मैं टेस्ट चला रहा हूँ, दो मिनट।", true},
		{"テストを再実行してみますね😊", true},
		{"Daqui em diante vou rodar o lint antes do commit.", false},
		{"往后我都会先跑 lint 再提交。", false},
		{"В дальнейшем буду запускать линтер перед коммитом.", false},
		{"等老王审完我再发布。", false},
		{"我先 rebase 一下这个分支，再跑测试。", true},
		{"你先 rebase 一下这个分支吧。", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("%q: promise %v, want %v", c.in, got, c.promise)
		}
	}
}
