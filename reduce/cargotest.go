package reduce

import "strings"

// dropPassedBinaries omits, of each test binary cargo ran whose tests all
// passed (its "test result: ok."), the lines that only open its block:
// "Running unittests src/lib.rs (target/debug/deps/x-1a2b)" or
// "Doc-tests x", and "running N tests". Its result line stays (and may
// join a summary of alike results); a failing binary's block stays
// whole, so its failures keep the name of the crate they are in.
func dropPassedBinaries(ls []line) []line {
	start := -1
	var opens []int
	for i, l := range ls {
		if !l.shown() || l.syn {
			continue
		}
		t := strings.TrimSpace(l.text)
		switch {
		case strings.HasPrefix(t, "Running ") && strings.Contains(t, " (") && strings.HasSuffix(t, ")"), strings.HasPrefix(t, "Doc-tests "):
			start, opens = i, []int{i}
		case start >= 0 && cargoRun(t):
			opens = append(opens, i)
		case start >= 0 && strings.HasPrefix(t, "test result: "):
			if strings.HasPrefix(t, "test result: ok.") {
				for _, k := range opens {
					if ls[k].cls != keep || k == start {
						ls[k].cls = drop
					}
				}
			}
			start, opens = -1, nil
		}
	}
	return ls
}
