package reduce

import "testing"

// TestFresh85Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh85): 60 outputs of the common tools run the
// way agents wrap them (piped through tail, head, grep -v or sort | uniq
// -c, an exit echo, chained with &&, through make targets, npm scripts,
// set -x and timeout) on six projects in five languages; median 1.9 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh85Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh85", 0, t.Logf)
}
