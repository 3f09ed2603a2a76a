package narrate

import "testing"

// TestHoldout26 scores the detector on holdout26.txt, a set written blind
// (see its header: 276 final messages, 138 promises, 21 languages,
// weighted to what holdout25's header did not list and to what it left:
// chat, acts done for a named third party, Japanese and Korean lists
// introduced as worked through now, passives in German, Japanese, Chinese,
// Arabic and Italian, a soak before the act; new verbs and idioms, passive
// and impersonal promises, a question then the act, promises buried
// mid-paragraph or followed by a report of something else or a clause
// naming a later time, lists, tables and code-comment style, and hard
// negatives such as past reports with future words, quoted promises,
// conditional offers, plans for the user to run, "I'll"/"we'll" in a
// summary of what code does at runtime, README text and work under way
// that is the user's), and logs precision and recall per class and per
// language with every miss and false alarm. Its floors are in
// holdoutFloor (corpus_test.go): first score 0.900 and 0.717, set from
// the score after the fixes (1.000 and 0.986).
func TestHoldout26(t *testing.T) {
	holdoutTagged(t, "testdata/holdout26.txt")
}
