package narrate

import "testing"

// TestHoldout23 scores the detector on holdout23.txt, a set written blind
// (see its header: 272 final messages, 136 promises, weighted to what
// holdout22's header did not list: hedged promises, promises after a
// question, long messages with the promise in the middle or last, tables,
// code blocks, headings, sign-offs, chat style, and hard negatives such as
// past promises, the user's steps, offers, "I would", quotes and
// explanations of a command), and logs precision and recall per class and
// per language with every miss and false alarm. Its floor is in
// holdoutFloor.
func TestHoldout23(t *testing.T) {
	holdoutTagged(t, "testdata/holdout23.txt")
}
