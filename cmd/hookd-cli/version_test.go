package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
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
	if m := regexp.MustCompile(`vcs\.revision=([0-9a-f]{12})`).FindSubmatch(meta); m != nil {
		if !strings.Contains(string(out), "devel-"+string(m[1])) {
			t.Errorf("--version = %q, want the recorded revision %s", out, m[1])
		}
	} else if strings.TrimSpace(string(out)) != "hooktool version dev" {
		t.Errorf("--version = %q with no revision recorded, want dev", out)
	}

	stamped := filepath.Join(t.TempDir(), "hooktool")
	build := exec.Command("go", "build", "-trimpath", "-tags", "urfave_cli_no_docs", "-ldflags", "-X main.version=v9.8.7-test", "-o", stamped, ".")
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
