package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

func TestBuildVersion(t *testing.T) {
	info := func(main string, settings ...string) func() (*debug.BuildInfo, bool) {
		return func() (*debug.BuildInfo, bool) {
			bi := &debug.BuildInfo{Main: debug.Module{Path: "github.com/hookd/hookd", Version: main}}
			for i := 0; i+1 < len(settings); i += 2 {
				bi.Settings = append(bi.Settings, debug.BuildSetting{Key: settings[i], Value: settings[i+1]})
			}
			return bi, true
		}
	}
	none := func() (*debug.BuildInfo, bool) { return nil, false }
	cases := []struct {
		name, stamped string
		info          func() (*debug.BuildInfo, bool)
		want          string
	}{
		{"release stamp wins", "v1.4.0", info("v1.3.9"), "v1.4.0"},
		{"go install module@version", "", info("v0.3.1"), "v0.3.1"},
		{"go install pseudo-version", "", info("v0.0.0-20261130151249-04c5d97a1b2c"), "v0.0.0-20261130151249-04c5d97a1b2c"},
		{"checkout build", "", info("(devel)", "vcs.revision", "04c5d97a1b2c3d4e5f60718293a4b5c6d7e8f901", "vcs.modified", "false"), "devel-04c5d97a1b2c"},
		{"dirty checkout", "", info("(devel)", "vcs.revision", "04c5d97a1b2c3d4e5f60718293a4b5c6d7e8f901", "vcs.modified", "true"), "devel-04c5d97a1b2c-dirty"},
		{"nothing recorded", "", info("(devel)"), "dev"},
		{"no build info", "", none, "dev"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := buildVersion(c.stamped, c.info); got != c.want {
				t.Errorf("buildVersion = %q, want %q", got, c.want)
			}
		})
	}
}

// The real binary reports what the toolchain recorded in it, and a
// linker stamp (make dist) overrides that.
func TestVersionOfBuiltBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildHooktool(t)
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	meta, err := exec.Command("go", "version", "-m", bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	// The expectation comes from what the toolchain recorded in this very
	// build: a pseudo-version or tag when it could read the repository, a
	// revision, or nothing (-buildvcs=false, no git): each checkout differs.
	bi, err := parseVersionM(string(meta))
	if err != nil {
		t.Fatalf("go version -m: %v\n%s", err, meta)
	}
	want := buildVersion("", func() (*debug.BuildInfo, bool) { return bi, true })
	if got := strings.TrimSpace(string(out)); got != "hooktool version "+want {
		t.Errorf("--version = %q, want %q (from the build info:\n%s)", got, "hooktool version "+want, meta)
	}

	stamped := filepath.Join(t.TempDir(), "hooktool")
	build := exec.Command("go", "build", "-trimpath", "-tags", "osusergo", "-ldflags", "-X main.version=v9.8.7-test", "-o", stamped, ".")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	out, err = exec.Command(stamped, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(out)); got != "hooktool version v9.8.7-test" {
		t.Errorf("stamped --version = %q", got)
	}
}

// parseVersionM reads the build information `go version -m FILE` prints:
// a "FILE: goVERSION" line, then the BuildInfo lines indented by a tab.
func parseVersionM(out string) (*debug.BuildInfo, error) {
	first, rest, _ := strings.Cut(out, "\n")
	_, gover, ok := strings.Cut(first, ": ")
	if !ok {
		return nil, fmt.Errorf("no version line")
	}
	var b strings.Builder
	b.WriteString("go\t" + strings.TrimSpace(gover) + "\n")
	for line := range strings.Lines(rest) {
		b.WriteString(strings.TrimPrefix(line, "\t"))
	}
	return debug.ParseBuildInfo(b.String())
}

func TestClosest(t *testing.T) {
	names := []string{"install", "uninstall", "doctor", "explain", "state", "scrub", "snippet"}
	for typed, want := range map[string]string{
		"instal":  "install,uninstall",
		"doctr":   "doctor",
		"st":      "state",
		"xyzzy12": "",
		"explian": "explain",
	} {
		if got := strings.Join(closest(typed, names), ","); got != want {
			t.Errorf("closest(%q) = %q, want %q", typed, got, want)
		}
	}
}
