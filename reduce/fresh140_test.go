package reduce

import "testing"

// TestFresh140Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh140): 57 outputs of languages from
// Debian's packages outside the usual path (Haskell with ghc, hspec and
// QuickCheck; OCaml with dune and alcotest; Erlang with eunit and
// dialyzer; Elixir's mix and ExUnit; Lua with busted and luacheck; R with
// testthat and R CMD check); median 2.8 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh140Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh140", 0, t.Logf)
}
