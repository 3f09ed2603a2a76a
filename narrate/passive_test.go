package narrate

import "testing"

// TestPassiveLoneDemonstrative holds a subject that is one demonstrative
// after a comma ("..., and these are being ..."): the passive reader
// took the words between the determiner and the head noun as
// ws[1:len(ws)-1], which panicked on a one-word subject. A panic in the
// detector is a Stop hook the recover lets through unread.
func TestPassiveLoneDemonstrative(t *testing.T) {
	d := New(Options{})
	for _, in := range []string{
		"The lockfile is fine. The golden files, though, came from the old encoder, and these are being rewritten as we speak.",
		"Both are being rebuilt.",
		"No, that is being handled upstream; the, are being",
		"The, is being",
	} {
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("Promise(%q) panicked: %v", in, p)
				}
			}()
			d.Promise(in)
		}()
	}
	for _, in := range []string{"these", "those", "the", "all"} {
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Errorf("passiveSubject(%q) panicked: %v", in, p)
				}
			}()
			passiveSubject(in)
		}()
	}
}
