package reduce

import "testing"

// TestFresh98Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh98): 58 outputs of the common tools on four
// projects (lichen surveys in Python, braille in TypeScript, railway
// interlocking in Rust, cheese ripening in Go) at the end of a day's work;
// median 2.7 KB. A baseline: it logs lost keep lines and miscounting
// markers instead of failing on them.
func TestFresh98Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh98", 0, t.Logf)
}
