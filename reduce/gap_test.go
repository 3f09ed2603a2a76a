package reduce

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestGap ranks, over every set, the bytes reduce prints beyond the keep
// lines (GAP=1 to run; GAPOUT=dir writes each reduced output there).
func TestGap(t *testing.T) {
	if os.Getenv("GAP") == "" {
		t.Skip("GAP not set")
	}
	dirs, _ := filepath.Glob("testdata/*")
	type row struct {
		set, name                string
		in, out, keep, gap, nout int
	}
	var rows []row
	for _, d := range dirs {
		if strings.Contains(d, "fuzz") {
			continue
		}
		var tin, tout, tkeep int
		for _, fx := range loadFixtures(t, d) {
			out := reduceAsRun(fx.kind, fx.output)
			k := 0
			for _, l := range fx.keep {
				k += len(l) + 1
			}
			for _, c := range fx.contains {
				k += len(c) + 1
			}
			tin += len(fx.output)
			tout += len(out)
			tkeep += k
			rows = append(rows, row{filepath.Base(d), fx.name, len(fx.output), len(out), k, len(out) - k, len(splitLines(out))})
			if g := os.Getenv("GAPOUT"); g != "" {
				os.MkdirAll(filepath.Join(g, filepath.Base(d)), 0o755)
				os.WriteFile(filepath.Join(g, filepath.Base(d), fx.name+".out"), []byte(out), 0o644)
			}
		}
		fmt.Printf("SET %-10s in %8d out %7d keep %7d saved %.1f%% bound %.1f%% gap %d\n", filepath.Base(d), tin, tout, tkeep, 100*(1-float64(tout)/float64(tin)), 100*(1-float64(tkeep)/float64(tin)), tout-tkeep)
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].gap > rows[j].gap })
	for _, r := range rows {
		fmt.Printf("GAP %6d %-9s %-45s in %7d out %6d keep %6d lines %d\n", r.gap, r.set, r.name, r.in, r.out, r.keep, r.nout)
	}
}

// TestGapWhy attributes the bytes of printed non-keep lines to why compact
// kept them (GAPSETS="fresh177 fresh178" picks the sets, GAPWHY=reason
// prints that reason's lines).
func TestGapWhy(t *testing.T) {
	if os.Getenv("GAP") == "" {
		t.Skip("GAP not set")
	}
	sets := []string{"testdata/fresh12", "testdata/fresh13", "testdata/fresh14", "testdata/fresh11", "testdata/fresh10"}
	if s := os.Getenv("GAPSETS"); s != "" {
		sets = nil
		for _, n := range strings.Fields(s) {
			sets = append(sets, "testdata/"+n)
		}
	}
	for _, d := range sets {
		by := map[string]int{}
		for _, fx := range loadFixtures(t, d) {
			keepSet := map[string]bool{}
			for _, k := range fx.keep {
				keepSet[k] = true
			}
			if len(fx.output) <= DefaultMinBytes {
				continue
			}
			var seen []struct{ text, why string }
			compactTrace = func(text, why string) { seen = append(seen, struct{ text, why string }{text, why}) }
			out := reduceAsRun(fx.kind, fx.output)
			compactTrace = nil
			if out == fx.output {
				continue
			}
			for _, s := range seen {
				if !keepSet[s.text] && !strings.HasPrefix(s.text, "[hooktool") {
					by[s.why] += len(s.text) + 1
					if os.Getenv("GAPWHY") == s.why {
						fmt.Printf("WHY %s %-30.30s %.140s\n", s.why, fx.name, s.text)
					}
				}
			}
		}
		fmt.Println("WHYSET", d, by)
	}
}
