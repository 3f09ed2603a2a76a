package narrate

import "testing"

// TestHoldout27 scores the detector on holdout27.txt, a set written blind
// (see its header: 280 final messages, 140 promises, 21 languages,
// weighted to what holdout26's header did not list and to what it left: a
// Dutch list introduced by a subordinate clause, a Hindi act between a
// report and a closing note, Polish and Czech typed without their letters,
// a past reason under a heading after the act; new verbs and idioms,
// passive and impersonal work under way, a question then the act, acts for
// a third party, promises buried mid-paragraph or followed by a report of
// something else or a clause naming a later time, lists, tables, status
// lines, headings and a code comment, waits and chat, and hard negatives
// such as past reports with future words, quoted and reported promises,
// conditional offers, plans for the user to run, "I'll"/"we'll" in a
// description of what code does at runtime, README and commit text, work
// under way that is the user's, CI's or another team's, questions asking
// permission and summaries that end with a next step for later), and logs
// precision and recall per class and per language with every miss and
// false alarm. Its floor in holdoutFloor (corpus_test.go) is its first
// score, taken once before any change: precision 0.979 (94/96), recall
// 0.671 (94/140); raised after the fixes of fix27_test.go (1.000, 0.893).
func TestHoldout27(t *testing.T) {
	holdoutTagged(t, "testdata/holdout27.txt")
}
