package reduce

import "testing"

// TestFresh34Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh34): Haskell, OCaml/dune, Fortran, Erlang, Java/JUnit, Ruby, Perl, an npm-workspaces monorepo and a Python argparse CLI, with tests, compilers, git, listings, logs, installs and crashes.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh34Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh34", 0, t.Logf)
}
