package reduce

import "testing"

// TestFresh106Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh106): 53 outputs of Ruby, PHP, Java and
// shell (rspec, minitest, rubocop, phpunit, php errors, javac, JUnit's
// console launcher, shellcheck, bats, make; git, grep and curl) on four
// projects; median 4.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh106Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh106", 0, t.Logf)
}
