package reduce

import "testing"

// TestFresh183Fixtures scores the hundred-and-eighty-third blind set
// (testdata/fresh183: shell traces, batch scripts and job runners: bash -x
// and set -x traces, make -n, --trace and -d, batch loops over many items
// with a few failures, xargs -P and GNU parallel, bats and shunit2, run-
// parts, backups and log rotation, retry loops, timeout kills, set -e
// stops), recorded by a helper that never read the reducer; see its
// README.
func TestFresh183Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh183", 0, t.Logf)
}
