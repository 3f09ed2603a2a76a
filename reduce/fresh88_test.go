package reduce

import "testing"

// TestFresh88Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh88): 60 outputs of an agent's debugging
// sessions, recorded in order (a failing test run again and again, the
// program run by hand with debug logging around a traceback or a panic,
// git diff and stash between attempts) in Python, JavaScript, Go and
// Rust; median 1.1 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh88Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh88", 0, t.Logf)
}
