package reduce

import "testing"

// TestFresh104Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh104): 60 outputs of an agent fixing
// planted bugs step by step in four projects (Python, TypeScript, Go,
// Rust): the same test, build and lint runs with shrinking failures, the
// fixes' diffs, git status, log and show, grep and curl; median 2.7 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh104Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh104", 0, t.Logf)
}
