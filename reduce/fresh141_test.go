package reduce

import "testing"

// TestFresh141Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh141): 60 outputs of one agent session
// on Node.js and TypeScript HTTP APIs (express, fastify, better-sqlite3;
// jest with supertest, mocha with chai, nyc; tsc, eslint, npm ci, ls,
// audit; servers probed with curl, logs tailed, git); median 2.9 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh141Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh141", 0, t.Logf)
}
