package reduce

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestBlindSetsScoredWithoutRace keeps every blind set, which skips itself
// under -race (scoreFixtures), inside the pattern of make race's step that
// scores them without it: a set outside it would run in neither step.
func TestBlindSetsScoredWithoutRace(t *testing.T) {
	mk, err := os.ReadFile(filepath.Join("..", "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\t.* test -count=1 .*-run '([^']+)' \./reduce$`).FindSubmatch(mk)
	if m == nil {
		t.Fatal("Makefile: no step of make race scoring the blind sets (a test -count=1 -run '...' ./reduce line)")
	}
	step, err := regexp.Compile(strings.ReplaceAll(string(m[1]), "$$", "$"))
	if err != nil {
		t.Fatalf("Makefile: the step's -run pattern: %v", err)
	}
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	call := regexp.MustCompile(`(?m)^func (Test\w+)\(t \*testing\.T\) \{\n\tscoreFixtures\(t, "testdata/(\w+)"`)
	sets := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range call.FindAllSubmatch(src, -1) {
			name, dir := string(c[1]), string(c[2])
			if dir == "fixtures" {
				continue // (scored under -race too)
			}
			sets++
			if !step.MatchString(name) {
				t.Errorf("%s (%s) skips under -race but is not in make race's step %q", name, f, m[1])
			}
		}
	}
	if sets < 100 {
		t.Errorf("found %d blind sets' tests; the pattern above no longer reads them", sets)
	}
}
