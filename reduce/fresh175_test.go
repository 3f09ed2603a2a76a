package reduce

import "testing"

// TestFresh175Fixtures scores a blind set recorded for issue 26 before the
// reducers were read or run on it (testdata/fresh175): the test-and-fix
// loop as an agent runs it, in pytest, unittest, doctest, mypy, flake8,
// pylint, jest, vitest, mocha, node --test, tsc, go test and cargo test
// and clippy, the same runs before and after each fix.
func TestFresh175Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh175", 0, t.Logf)
}
