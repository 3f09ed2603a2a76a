package narrate

import "testing"

// TestHoldout17 scores the detector on holdout17.txt, a set written blind
// (see its header) and not yet scored. It only logs precision and recall,
// per class and per language, with every miss and false alarm: the first
// score is to be recorded in the file's header before any change it
// prompts, and a floor set from it (holdoutFloor) once it is.
func TestHoldout17(t *testing.T) {
	set := readCorpus(t, "testdata/holdout17.txt", true)
	d := New(Options{})
	p, r := score(t, d, set)
	breakdown(t, d, set)
	t.Logf("holdout17: precision %.3f, recall %.3f (no floor yet)", p, r)
}
