package reduce

import "testing"

// TestFresh26Fixtures scores a twenty-sixth blind set, recorded by someone
// who did not read the reducers (testdata/fresh26): 55 outputs an agent sees
// while fixing a failing CI on a polyglot repository (pytest with collection
// and fixture errors, snapshots, hypothesis, coverage thresholds and xdist,
// unittest with async timeouts, mypy, jest snapshots and thresholds, vitest
// retries and unhandled errors, mocha hooks, node --test, tsc, eslint,
// esbuild, go test timeouts, subtests and fuzzing, cargo, clang and gcc
// builds, git during a cherry-pick conflict, logs, curl, kubectl and docker).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh26Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh26", 0, t.Logf)
}
