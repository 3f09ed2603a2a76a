package reduce

import "testing"

// TestFresh68Fixtures scores a blind set recorded by someone who did not read
// the reducers (testdata/fresh68): 60 outputs of the tools on five new
// projects (a canal lock log, a seed bank, a mountain hut booking app, a bell
// foundry and a glacier ablation-stake survey).
// A baseline: it logs lost keep lines and miscounting markers instead of
// failing on them.
func TestFresh68Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh68", 0, t.Logf)
}
