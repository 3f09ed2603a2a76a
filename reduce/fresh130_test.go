package reduce

import "testing"

// TestFresh130Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh130): 60 outputs of workspaces and
// monorepos (npm workspaces with vitest, jest, mocha, node --test, tsc -b
// and eslint; a Go workspace driven by make; a cargo workspace; make -C
// over a C library and a Python package; ci.sh scripts); median 3.1 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh130Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh130", 0, t.Logf)
}
