package reduce

import "testing"

// TestFresh161Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh161): 112 outputs of the mainstream
// tools an agent meets most, on five new projects in failing, partly
// fixed and passing states (pytest, unittest, mypy, flake8, pylint, jest,
// vitest, mocha, node --test, tsc, eslint, webpack, esbuild, vite, cargo,
// go, staticcheck, golangci-lint, git status -uall, diff and log --stat,
// grep -rn, curl -v, npm and pip installs); median 1.9 KB. First score,
// blind, before any change (reducers as at 3ebc112 plus the rule kept
// between shown lines): 51.6% of bytes saved, 3342/3389 keep lines kept
// (keep-only bound 58.8%). A baseline: it logs lost keep lines and
// miscounting markers instead of failing on them.
func TestFresh161Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh161", 0, t.Logf)
}
