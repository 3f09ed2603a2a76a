package reduce

import "testing"

// TestFresh111Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh111): 53 outputs of documentation, data
// and config tools (sphinx-build, mkdocs, markdownlint, yamllint,
// ansible-lint and ansible-playbook, xmllint, jq, sqlite3, csvkit, pandoc,
// make; pytest, flake8, git and grep) on four projects; median 3.7 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh111Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh111", 0, t.Logf)
}
