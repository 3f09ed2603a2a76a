package reduce

import "testing"

// TestFresh129Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh129): 60 outputs of a day of
// operations on a small web stack (nginx, psql and PostgreSQL's log,
// pg_dump, redis-cli, ansible-playbook, ansible-lint, yamllint,
// shellcheck, systemd-analyze, openssl, curl, ps, ss, lsof, du, cron
// scripts); median 3.2 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh129Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh129", 0, t.Logf)
}
