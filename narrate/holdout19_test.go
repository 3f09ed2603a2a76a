package narrate

import "testing"

// TestHoldout19 scores the detector on holdout19.txt, a set written blind
// (see its header), and logs precision and recall per class and per
// language with every miss and false alarm. Its floor (holdoutFloor) is
// its first score, taken once before any change it prompted.
func TestHoldout19(t *testing.T) {
	holdoutTagged(t, "testdata/holdout19.txt")
}
