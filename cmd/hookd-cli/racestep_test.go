package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestRaceSkippedTestsRunInTheSecondStep keeps every test that skips
// itself under -race inside the pattern of make race's second step, which
// runs them without it. The sixth to eighth tripwire red-team sets and
// the third pre-push set once skipped under -race and were missing from
// the pattern, so CI ran them in neither step.
func TestRaceSkippedTestsRunInTheSecondStep(t *testing.T) {
	mk, err := os.ReadFile(filepath.Join("..", "..", "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\t.* test -count=1 .*-run '([^']+)' \./cmd/hookd-cli$`).FindSubmatch(mk)
	if m == nil {
		t.Fatal("Makefile: no second step of make race (a test -count=1 -run '...' ./cmd/hookd-cli line)")
	}
	second, err := regexp.Compile(strings.ReplaceAll(string(m[1]), "$$", "$"))
	if err != nil {
		t.Fatalf("Makefile: the second step's -run pattern: %v", err)
	}

	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var funcs []*ast.FuncDecl
	for _, f := range files {
		af, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range af.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && fd.Recv == nil {
				funcs = append(funcs, fd)
			}
		}
	}
	// A function skips under -race when its body names raceDetector, or
	// calls a function that does (runRedteamSet for the pre-push sets).
	mentions := func(fd *ast.FuncDecl, names map[string]bool) bool {
		found := false
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && names[id.Name] {
				found = true
			}
			return !found
		})
		return found
	}
	skippers := map[string]bool{"raceDetector": true}
	for _, fd := range funcs {
		if !strings.HasPrefix(fd.Name.Name, "Test") && mentions(fd, map[string]bool{"raceDetector": true}) {
			skippers[fd.Name.Name] = true
		}
	}
	var skipped, missing []string
	for _, fd := range funcs {
		name := fd.Name.Name
		if !strings.HasPrefix(name, "Test") || name == "TestRaceSkippedTestsRunInTheSecondStep" || !mentions(fd, skippers) {
			continue
		}
		skipped = append(skipped, name)
		if !second.MatchString(name) {
			missing = append(missing, name)
		}
	}
	sort.Strings(missing)
	if len(skipped) < 8 {
		t.Fatalf("found only %d tests that skip under -race (%v): the search is broken", len(skipped), skipped)
	}
	if len(missing) > 0 {
		t.Errorf("these tests skip under -race but make race's second step (-run %q) does not run them: %v", m[1], missing)
	}
}
