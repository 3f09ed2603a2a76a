package reduce

import "testing"

// TestFresh133Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh133): 60 outputs of common tools with
// non-default flags and formats (pytest -rA, --tb=line, --junitxml; jest
// --json, --listTests; vitest's dot, json and junit reporters; eslint -f
// json, compact, unix; tsc --pretty false, --listFiles; cargo test
// --format terse; go test -json, -bench, -cover; git log --graph; grep -c,
// -o, -C2); median 4.0 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh133Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh133", 0, t.Logf)
}
