package reduce

import "testing"

// TestFresh173Fixtures scores the 173rd blind set (see its README: the
// commands an agent runs to look around, read and search: grep, git grep,
// rg, ack, find and fd; cat, sed, head, tail and awk over source, logs
// and CSVs; tree, ls, du and wc; diff, cmp and md5sum; jq, yq and
// xmllint; curl, wget and httpie against a local server), recorded
// without reading the reducers.
func TestFresh173Fixtures(t *testing.T) { scoreFixtures(t, "testdata/fresh173", 0, t.Logf) }
