package reduce

import "testing"

// TestFresh148Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh148): 60 outputs of Python web work on
// Debian's packages (Django's manage.py test, check and migrations, a
// runserver's 500 pages and log; Flask with SQLAlchemy under pytest;
// SQLAlchemy Core; mypy, flake8, git); median 3.8 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh148Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh148", 0, t.Logf)
}
