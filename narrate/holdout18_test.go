package narrate

import "testing"

// TestHoldout18 scores the detector on holdout18.txt, a set written blind
// (see its header), and logs precision and recall per class and per
// language with every miss and false alarm. Its floor (holdoutFloor) is
// its first score, taken once before any change it might prompt.
func TestHoldout18(t *testing.T) {
	holdoutTagged(t, "testdata/holdout18.txt")
}
