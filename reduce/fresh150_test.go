package reduce

import "testing"

// TestFresh150Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh150): 60 outputs of Java on Debian's
// packages only (javac with -Xlint:all and -Werror, JUnit 4 and 5 through
// the console launcher, ant with failing junit tasks, nested causes, a
// StackOverflowError, jshell, checkstyle, jar, jdeps); median 5.4 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh150Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh150", 0, t.Logf)
}
