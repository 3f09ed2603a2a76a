package reduce

import "testing"

// TestFresh82Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh82): 60 outputs of Rust tools (cargo build,
// check, clippy, test, fmt --check, doc, tree, bench and run) on one
// workspace of five crates, with git and grep in it; median 3.6 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh82Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh82", 0, t.Logf)
}
