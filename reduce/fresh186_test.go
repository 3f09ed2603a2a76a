package reduce

import "testing"

// TestFresh186Fixtures scores the hundred-and-eighty-sixth blind set
// (testdata/fresh186: less common language toolchains: ghc, runghc and
// cabal with hspec, dune with alcotest, rebar3 with EUnit, Common Test
// and dialyzer, mix, prove and perlcritic, Rscript, testthat and R CMD
// check, luacheck and busted, tcltest, gfortran, gprbuild, dub, Nim,
// SBCL, Guile, CHICKEN and SWI-Prolog), recorded by a helper that never
// read the reducer; see its README.
func TestFresh186Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh186", 0, t.Logf)
}
