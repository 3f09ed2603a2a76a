package reduce

import "testing"

// TestFresh159Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh159): 85 outputs of web frameworks,
// databases and operations tools on projects set up for it (Django's
// manage.py, pytest-django, Flask, Alembic, psql and pg_dump, sqlite3,
// mariadb, redis-cli, ansible-playbook and ansible-lint, nginx -t,
// apache2ctl, systemd-analyze, shellcheck, yamllint, jq and make); median
// 2.5 KB. First score, blind, before any change (at 02ae1f1): 71.3% of
// bytes saved, 1402/1524 keep lines kept. A baseline: it logs lost keep
// lines and miscounting markers instead of failing on them.
func TestFresh159Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh159", 0, t.Logf)
}
