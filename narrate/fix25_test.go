package narrate

import "testing"

// TestHoldout25Classes holds the classes behind holdout25's misses, in
// other wording than the holdout's, with hard negatives beside them: a
// promise followed by a report of other work ("I also ...", "Earlier
// ...", "For context ..."), which does not keep it, while a plain report
// after it still does; and an act put at this moment followed by a clause
// that only says it may be undone or revisited later, in several
// languages, while a clause that plans the act itself for later still
// puts it off; work under way with no speaker; an act after a dash that
// sets the scene; a draft for readers introduced in other words.
func TestHoldout25Classes(t *testing.T) {
	d := New(Options{})
	for _, c := range []struct {
		in      string
		promise bool
	}{
		// A report of other work does not keep the promise before it.
		{"I'll regenerate the API client now.\n\nI also bumped the lint config to the new preset while I was in there.", true},
		{"Re-running the migration against a clean copy now.\n\nEarlier I checked the backup; it restored fine.", true},
		{"Je régénère le client maintenant.\n\nAu passage, j'ai mis à jour le CHANGELOG.", true},
		// A plain report after it: the promise was kept.
		{"I'll regenerate the API client now.\n\nRegenerated it; the build is green.", false},
		// Now, and a clause that may undo or revisit it later.
		{"Disabling the `beta_search` flag now; we can turn it back on later once the index is fixed.", true},
		{"Reverting the release commit right away — it's easy to reland later.", true},
		{"Saya nonaktifkan flag `beta_search` sekarang; nanti bisa diaktifkan lagi.", true},
		{"Wyłączam flagę `beta_search` teraz; później można ją włączyć.", true},
		// A clause that puts the act itself off.
		{"I'll disable the flag later today, once the on-call hands over.", false},
		// Work under way with no speaker: a run going now, a long
		// subject with an aside, "currently being", how long it takes.
		{"Merged the fix. The smoke tests are running against the new image now; numbers shortly.", true},
		{"The smoke tests are running slower since the runner upgrade.", false},
		{"A full copy of the staging database (schema only) is being pulled down now.", true},
		{"The docs index is currently being rebuilt from the new mapping, which takes about five minutes.", true},
		// The act after a dash that sets the scene.
		{"@ana you wanted the heap profile — capturing one for you from the canary now.", true},
		{"If the canary is still hot later — I'll capture a profile then.", false},
		// Chat: a report, then the act in chat's own words.
		{"same timeout as before, gonna bump the runner size n retry", true},
		{"ok the tag was on the wrong commit lol, pushin a new one", true},
		{"same timeout as before, if it happens again gonna bump it", false},
		// A draft for readers, in other languages too.
		{"Here's the draft for the contributing guide:\n\nFirst, we'll clone the repo and run `make setup`.", false},
		{"Bozza per la guida:\n\nPer prima cosa cloniamo il repo e lanciamo `make setup`.", false},
	} {
		if got := d.Promise(c.in) != ""; got != c.promise {
			t.Errorf("Promise(%q) = %v, want %v", c.in, got, c.promise)
		}
	}
}
