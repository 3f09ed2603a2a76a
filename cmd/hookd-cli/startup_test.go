package main

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// The stack growth in internal/bigstack only pays off if it runs before
// the packages whose initialisers go deep (regexp compiles, tables): it must
// be the first of hooktool's and its libraries' packages to initialise.
func TestBigstackInitialisesFirst(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildHooktool(t)
	cmd := exec.Command(bin, "--version")
	cmd.Env = []string{"GODEBUG=inittrace=1"}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var first string
	for _, line := range strings.Split(string(out), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "init" {
			continue
		}
		// The standard library's own packages have no dot in their
		// first path element; everything else is ours or a library's.
		if strings.Contains(strings.SplitN(f[1], "/", 2)[0], ".") {
			first = f[1]
			break
		}
	}
	if first != "github.com/hookd/hookd/internal/bigstack" {
		t.Errorf("first non-standard package to initialise is %q, want internal/bigstack", first)
	}
}

// A binary that links runtime/cgo is dynamically linked, and loading libc
// costs every hook call almost a millisecond. Built with the Makefile's
// tags, hooktool must not need cgo (archive/tar pulls in os/user, which
// does unless osusergo is set).
func TestBuildNeedsNoCgo(t *testing.T) {
	for _, p := range linkedPackages(t) {
		if p == "runtime/cgo" {
			t.Fatalf("hooktool's build links runtime/cgo: some import needs cgo; find it with go list -deps and keep it out, or build it pure Go with a tag")
		}
	}
}

// Every package linked in runs its initialisers on every hook call, used
// or not. A CLI framework's (templates, formatted strings, a string
// metric library) cost more than the rest of hooktool's own; the command
// tree is ours (cli.go) and these must not come back through it.
func TestBuildLinksNoTemplates(t *testing.T) {
	for _, p := range linkedPackages(t) {
		if p == "text/template" || p == "html/template" || strings.Contains(p, "urfave/cli") || strings.Contains(p, "smetrics") {
			t.Errorf("hooktool links %s; find who imports it with go list -deps and keep it out", p)
		}
	}
}

// crypto/sha256 (or any package of crypto/) links the FIPS 140 module,
// whose initialisers made every start of hooktool about 4% slower; the one
// hash hooktool needs is internal/digest.
func TestBuildLinksNoCryptoModule(t *testing.T) {
	for _, p := range linkedPackages(t) {
		if strings.HasPrefix(p, "crypto/internal/fips140") {
			t.Fatalf("hooktool links %s (the FIPS 140 module, through a crypto/ package); hash with internal/digest instead, and find the importer with go list -deps", p)
		}
	}
}

// linkedPackages lists every package hooktool's build links (go list
// -deps, with the Makefile's tags); short tests skip.
func linkedPackages(t *testing.T) []string {
	t.Helper()
	if testing.Short() {
		t.Skip("runs go list")
	}
	out, err := exec.Command("go", "list", "-deps", "-tags", "osusergo", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v: %s", err, out)
	}
	return strings.Fields(string(out))
}

// initBudget bounds what one of hooktool's own packages may allocate while
// it initialises. hooktool starts once per hook event, so every byte an
// initialiser allocates (a regexp compiled into a package variable, a
// table built) is paid by every call, whatever the event needs: patterns
// compile on first use instead (reduce's lazy). The largest today is
// scan's keyword index, under 5 KB; reduce's eight eager regexps took 84 KB.
const initBudget = 8 << 10

func TestInitAllocationsStaySmall(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildHooktool(t)
	cmd := exec.Command(bin, "--version")
	cmd.Env = []string{"GODEBUG=inittrace=1"}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	seen := 0
	for _, line := range strings.Split(string(out), "\n") {
		// init github.com/hookd/hookd/reduce @0.31 ms, 0.05 ms clock, 1024 bytes, 9 allocs
		f := strings.Fields(line)
		if len(f) < 9 || f[0] != "init" || f[8] != "bytes," || !strings.HasPrefix(f[1], "github.com/hookd/hookd/") {
			continue
		}
		seen++
		n, err := strconv.Atoi(f[7])
		if err != nil {
			t.Fatalf("inittrace line %q: %v", line, err)
		}
		if n > initBudget {
			t.Errorf("%s allocates %d bytes while it initialises, want at most %d: every hook call pays for them (compile patterns on first use)", f[1], n, initBudget)
		}
	}
	if seen == 0 {
		t.Fatalf("no inittrace lines for hooktool's packages in:\n%s", out)
	}
}
