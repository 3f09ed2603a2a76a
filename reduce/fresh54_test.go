package reduce

import "testing"

// TestFresh54Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh54): 52 real outputs from five new small projects
// (vineyard harvest ledger in Python, falconry mews weights in Go, change-ringing
// methods in Rust, pottery glaze calculator in TypeScript, choir sheet-music
// lending in Ruby).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh54Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh54", 0, t.Logf)
}
