package reduce

import "testing"

// TestFresh157Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh157): 97 outputs of the tools an agent
// meets most, on four new projects (pytest, unittest, mypy, flake8,
// pycodestyle, pylint; jest, vitest, tsc, eslint, webpack, esbuild; go
// build, vet and test, staticcheck; cargo build, test and clippy; git,
// grep, curl -v, npm and make); median 3.1 KB. A baseline: it logs lost
// keep lines and miscounting markers instead of failing on them.
func TestFresh157Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh157", 0, t.Logf)
}
