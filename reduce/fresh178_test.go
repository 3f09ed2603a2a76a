package reduce

import "testing"

// TestFresh178Fixtures scores a blind set recorded for issue 26 before the
// reducers were read or run on it (testdata/fresh178): logs read, tailed,
// searched and summarised (nginx, PostgreSQL, MariaDB, redis, supervisord,
// rsyslog, Python, Node and Go services writing text and JSON lines, with
// real incidents). Its README records the first, blind score.
func TestFresh178Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh178", 0, t.Logf)
}
