package reduce

import "testing"

// TestFresh156Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh156): 57 outputs of Ruby, PHP and Perl
// work with Debian's packages (RSpec, Minitest, rake, RuboCop, PHPUnit,
// php -l, phpcs, PHPMD, composer, prove, perlcritic) and git and grep on
// the same projects; median 2.0 KB. A baseline: it logs lost keep lines
// and miscounting markers instead of failing on them.
func TestFresh156Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh156", 0, t.Logf)
}
