package reduce

import "testing"

// TestFresh128Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh128): 57 outputs of one agent session
// on a Flask API with a Rust worker and a Python package with a Rust CLI
// (pytest, unittest, mypy, flake8, pylint, black, cargo build, test,
// clippy and fmt, curl, tail, git); median 2.4 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh128Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh128", 0, t.Logf)
}
