package reduce

import "testing"

// TestFresh118Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh118): 50 outputs of projects that will
// not start (missing modules and packages, syntax errors in five
// languages, broken package.json, tsconfig, pyproject, Cargo.toml and
// eslint configs, version directives, permission denied, a command not
// found, an unset variable) and the runs after each fix, on four
// projects; median 0.4 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh118Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh118", 0, t.Logf)
}
