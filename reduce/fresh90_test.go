package reduce

import "testing"

// TestFresh90Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh90): 60 outputs of Ruby, PHP, shell and Perl
// work (rspec, minitest, rubocop, php -l, phpunit, phpcs, shellcheck, bats,
// prove) on four projects and on installed library code; median 2.5 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh90Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh90", 0, t.Logf)
}
