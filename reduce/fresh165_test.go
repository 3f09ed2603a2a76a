package reduce

import "testing"

// TestFresh165Fixtures scores the 165th blind set (see its README: web
// applications and databases: Django, Flask, alembic, PostgreSQL, sqlite3,
// Express and Fastify, Go services, curl against dev servers), recorded
// without reading the reducers.
func TestFresh165Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh165", 0, t.Logf) }
