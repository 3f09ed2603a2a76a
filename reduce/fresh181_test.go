package reduce

import "testing"

// TestFresh181Fixtures scores the hundred-and-eighty-first blind set
// (testdata/fresh181: linters, formatters and static analysis across
// languages: shellcheck, eslint, prettier, tsc, yamllint, black, flake8,
// pylint, mypy, go vet, staticcheck, cppcheck, perlcritic, codespell,
// pre-commit), recorded by a helper that never read the reducer; see its
// README.
func TestFresh181Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh181", 0, t.Logf)
}
