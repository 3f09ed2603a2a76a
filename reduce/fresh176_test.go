package reduce

import "testing"

// TestFresh176Fixtures scores a blind set recorded for issue 26 before the
// reducers were read or run on it (testdata/fresh176): Java, Ruby, PHP,
// Perl, Elixir, Haskell, OCaml, Lua, R and Erlang, from Debian's packages.
// Its README records the first, blind score.
func TestFresh176Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh176", 0, t.Logf)
}
