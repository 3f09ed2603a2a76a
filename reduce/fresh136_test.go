package reduce

import "testing"

// TestFresh136Fixtures scores a blind set recorded by someone who did not
// read the reducers (testdata/fresh136): 60 outputs of Python data work
// with numpy, pandas, scipy, matplotlib and hypothesis (pytest's numeric
// assertions, pandas' warnings and deep tracebacks, hypothesis'
// falsifying examples, report scripts printing DataFrames, mypy, flake8,
// pylint, git); median 3.5 KB.
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh136Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh136", 0, t.Logf)
}
