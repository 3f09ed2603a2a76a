package reduce

import "testing"

// TestFresh92Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh92): 57 outputs of JVM work from Debian's
// packages (javac errors and -Xlint warnings, JUnit 4 and 5, Ant, programs
// that throw, with Caused by: chains) on five projects; median 2.8 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh92Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh92", 0, t.Logf)
}
