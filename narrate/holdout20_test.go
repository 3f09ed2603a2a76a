package narrate

import "testing"

// TestHoldout20 scores the detector on holdout20.txt, a set written blind
// (see its header), and logs precision and recall per class and per
// language with every miss and false alarm. Its floor (holdoutFloor) is
// its first score, taken once before any change it prompted.
func TestHoldout20(t *testing.T) {
	holdoutTagged(t, "testdata/holdout20.txt")
}
