package reduce

import "testing"

// TestFresh77Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh77): 60 outputs of the tools run on copies
// of real code (Beautiful Soup and its tests, click, tomlkit, html5lib,
// immer, node-semver, express, packages of Go's standard library) with
// bugs planted in them; median 6.6 KB, eighteen between 15 and 50 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh77Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh77", 0, t.Logf)
}
