package reduce

import "testing"

// TestFresh171Fixtures scores the 171st blind set (see its README: the
// mainstream Python tools an agent runs: pytest in many reporters and
// failure kinds, unittest, mypy, flake8, pylint, black, isort, bandit,
// coverage, pip, build, tox and nox offline, tracebacks of several kinds,
// Django, Flask with SQLAlchemy and alembic, on five projects), recorded
// without reading the reducers.
func TestFresh171Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh171", 0, t.Logf) }
