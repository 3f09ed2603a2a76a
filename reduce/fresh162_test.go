package reduce

import "testing"

// TestFresh162Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh162): 89 outputs of what an agent runs
// to look at a system and a project (ps, env, ss, df, mount, lsof, strace,
// find, ls -laR, tree, du, diff -ru, service logs through cat, head, tail
// and grep, openssl, nginx -T, curl, jq, yq, column, csvlook, sqlite3,
// redis-cli, npm ls, go list) on an Express shop, a Flask app, a Go
// service behind nginx, PostgreSQL and Redis; median 2.2 KB. First
// score, blind, before any change (reducers as at 3ebc112 plus the rule
// kept between shown lines): 72.0% of bytes saved, 1637/1700 keep lines
// kept (keep-only bound 83.2%). A
// baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh162Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh162", 0, t.Logf)
}
