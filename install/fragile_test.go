package install

import (
	"strings"
	"testing"
)

// A binary path that an upgrade, a cache cleanup or a reboot takes away is
// named with the reason; a stable one is not.
func TestFragilePath(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"/usr/local/bin/hooktool", ""},
		{"/home/me/go/bin/hooktool", ""},
		{"/home/me/.local/bin/hooktool", ""},
		{"/home/me/.cache/go-build/ab/cd/exe/hooktool", "build cache"},
		{"/scratch/tmp/go-build123/b001/exe/hooktool", "build cache"},
		{"/scratch/tmp/x/hooktool", "temporary folder (/scratch/tmp)"},
		{"/tmp/hooktool", "temporary folder (/tmp)"},
		{"/opt/homebrew/Cellar/hooktool/1.2.3/bin/hooktool", "names a version (1.2.3)"},
		{"/home/me/.asdf/installs/hooktool/latest/bin/hooktool", "versioned folder (.asdf/installs)"},
		{"/nix/store/abc-hooktool/bin/hooktool", "versioned folder (nix/store)"},
		{"/home/me/go/pkg/mod/github.com/hookd/hookd@v0.1.0/hooktool", "module cache"},
		{"/opt/tools/v2.0/hooktool", "names a version (v2.0)"},
	} {
		got := FragilePath(tc.path, "/scratch/tmp")
		if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.path, got, tc.want)
		}
	}
}
