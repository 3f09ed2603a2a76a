package reduce

import "testing"

// TestFresh137Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh137): 48 outputs of shell and CI
// plumbing (bash -x traces, bats, shellcheck, recursive make, a CI log
// replayed, pre-commit hooks, git bisect run, a rebase conflict, xargs
// and parallel fan-out, cron logs); median 1.4 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh137Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh137", 0, t.Logf)
}
