package install

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// versionedDir is compiled on first use: init work slows every hook call.
var versionedDir = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^v?\d+\.\d+(\.\d+)?([-+._].*)?$`) })

// FragilePath says why a binary path hooks would run is likely to vanish
// or go stale, or returns "" for a path that looks stable. tmpdir is
// $TMPDIR ("" when unset).
func FragilePath(p, tmpdir string) string {
	slash := filepath.ToSlash(p)
	switch {
	case strings.Contains(slash, "/go-build"):
		return "it is in Go's build cache (go run or go test)"
	case strings.Contains(slash, "/pkg/mod/"):
		return "it is in Go's module cache"
	case strings.Contains(slash, "/_npx/") || strings.Contains(slash, "/node_modules/.pnpm/"):
		return "it is in a package runner's cache"
	}
	for _, tmp := range []string{tmpdir, os.TempDir(), "/tmp", "/var/tmp", "/private/var/folders", "/var/folders"} {
		if tmp == "" {
			continue
		}
		tmp = filepath.ToSlash(filepath.Clean(tmp))
		if strings.HasPrefix(slash, tmp+"/") {
			return "it is in a temporary folder (" + tmp + ")"
		}
	}
	for _, part := range strings.Split(filepath.ToSlash(filepath.Dir(p)), "/") {
		if versionedDir().MatchString(part) {
			return "its folder names a version (" + part + "), which an upgrade replaces"
		}
	}
	for _, pm := range []string{"/Cellar/", "/nix/store/", "/.asdf/installs/", "/mise/installs/", "/.rustup/", "/linuxbrew/"} {
		if strings.Contains(slash, pm) {
			return "it is inside a package manager's versioned folder (" + strings.Trim(pm, "/") + ")"
		}
	}
	return ""
}
