package reduce

import "testing"

// TestFresh177Fixtures scores a blind set recorded for issue 26 before the
// reducers were read or run on it (testdata/fresh177): monorepos,
// workspaces and parallel builds (npm, pnpm and yarn workspaces, turbo,
// nx, lerna, concurrently, Go and Cargo workspaces, make -j and -k, xargs
// -P and GNU parallel, a Python monorepo). Its README records the first,
// blind score.
func TestFresh177Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh177", 0, t.Logf)
}
