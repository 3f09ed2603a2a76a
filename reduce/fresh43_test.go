package reduce

import "testing"

// TestFresh43Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh43): 55 real outputs of pytest, mypy, flake8, go, cargo, tsc, vitest/npm, minitest/rake, rubocop, git and file/listing commands on five small projects with planted bugs.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh43Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh43", 0, t.Logf)
}
