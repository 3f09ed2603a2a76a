package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/hookd/hookd/claudepkg"
	"github.com/hookd/hookd/githook"
	"github.com/hookd/hookd/settings"
)

// Helpers shared by install, uninstall, snippet and doctor: where hooktool
// lives, which Claude Code is installed, and which settings file a scope
// names.

// versionTimeout bounds `claude --version` (a Node start-up).
const versionTimeout = 5 * time.Second

// lookPath finds name on the injected PATH.
func (e *env) lookPath(name string) (string, error) {
	if strings.ContainsRune(name, '/') {
		return name, nil
	}
	for _, dir := range filepath.SplitList(e.getenv("PATH")) {
		if dir == "" {
			dir = "."
		}
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
			if !filepath.IsAbs(p) {
				if abs, err := filepath.Abs(p); err == nil {
					p = abs
				}
			}
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found on PATH", name)
}

// clientVersion is --client-version when given, else what the installed
// client's own package says (claudepkg: package.json, no process started),
// else what `claude --version` prints. It returns the zero Version and a
// reason when it cannot tell.
func (e *env) clientVersion(flag string) (settings.Version, string) {
	if flag != "" {
		v, err := settings.ParseVersion(flag)
		if err != nil {
			return settings.Version{}, fmt.Sprintf("--client-version: %v", err)
		}
		return v, ""
	}
	claude, err := e.lookPath("claude")
	if err != nil {
		return settings.Version{}, "claude is not on PATH"
	}
	if info, _ := e.clientInfo(); info.Version != "" {
		if v, err := settings.ParseVersion(info.Version); err == nil {
			return v, ""
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), versionTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, claude, "--version")
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.WaitDelay = time.Second
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return settings.Version{}, fmt.Sprintf("%s --version took longer than %v", claude, versionTimeout)
		}
		return settings.Version{}, fmt.Sprintf("%s --version: %v", claude, err)
	}
	v, err := settings.ParseVersion(out.String())
	if err != nil {
		return settings.Version{}, fmt.Sprintf("%s --version: %v", claude, err)
	}
	return v, ""
}

// clientInfo is what the `claude` on PATH carries (version, hook event
// names), read once per process and cached on disk by file and mtime.
func (e *env) clientInfo() (claudepkg.Info, error) {
	e.clientOnce.Do(func() {
		claude, err := e.lookPath("claude")
		if err != nil {
			e.client, e.clientErr = claudepkg.Info{}, err
			return
		}
		e.client, e.clientErr = claudepkg.Inspect(claude, e.clientCache())
	})
	return e.client, e.clientErr
}

// clientCache is ${XDG_CACHE_HOME:-~/.cache}/hooktool/claude-client.json.
func (e *env) clientCache() string {
	base := e.getenv("XDG_CACHE_HOME")
	if base == "" {
		h := e.home()
		if h == "" {
			return ""
		}
		base = filepath.Join(h, ".cache")
	}
	return filepath.Join(base, "hooktool", "claude-client.json")
}

// binaryPath is the absolute path Claude Code should run: --binary when
// given, else this executable, preferring the PATH entry that leads to it
// (a stable symlink such as /usr/local/bin/hooktool survives upgrades that
// change the versioned folder it points into).
func (e *env) binaryPath(flag string) (string, error) {
	if flag != "" {
		p, err := filepath.Abs(flag)
		if err != nil {
			return "", err
		}
		return p, nil
	}
	self, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("cannot find hooktool's own path: %w", err)
	}
	if onPath, err := e.lookPath("hooktool"); err == nil {
		a, errA := os.Stat(onPath)
		b, errB := os.Stat(self)
		if errA == nil && errB == nil && os.SameFile(a, b) {
			return onPath, nil
		}
	}
	return self, nil
}

// versionedDir is compiled on first use: init work slows every hook call.
var versionedDir = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^v?\d+\.\d+(\.\d+)?([-+._].*)?$`) })

// fragilePath says why a binary path is likely to vanish or go stale, or
// returns "" for a path that looks stable.
func (e *env) fragilePath(p string) string {
	slash := filepath.ToSlash(p)
	switch {
	case strings.Contains(slash, "/go-build"):
		return "it is in Go's build cache (go run or go test)"
	case strings.Contains(slash, "/pkg/mod/"):
		return "it is in Go's module cache"
	case strings.Contains(slash, "/_npx/") || strings.Contains(slash, "/node_modules/.pnpm/"):
		return "it is in a package runner's cache"
	}
	for _, tmp := range []string{e.getenv("TMPDIR"), os.TempDir(), "/tmp", "/var/tmp", "/private/var/folders", "/var/folders"} {
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

// scopeFile names the settings file of a scope.
func (e *env) scopeFile(scope string) (string, error) {
	switch scope {
	case "user", "":
		d := e.claudeDir()
		if d == "" {
			return "", errors.New("no home folder (HOME is unset or relative and the user database has none); set HOME or CLAUDE_CONFIG_DIR")
		}
		return filepath.Join(d, "settings.json"), nil
	case "project":
		return filepath.Join(e.projectDir(""), ".claude", "settings.json"), nil
	case "local":
		return filepath.Join(e.projectDir(""), ".claude", "settings.local.json"), nil
	case "managed":
		// A drop-in of its own, so install and uninstall never touch the
		// organisation's managed-settings.json.
		return filepath.Join(e.managedDir(), "managed-settings.d", managedDropIn), nil
	}
	return "", fmt.Errorf("unknown scope %q (want user, project, local or managed)", scope)
}

// managedDropIn is the file `install --scope managed` owns in
// managed-settings.d.
const managedDropIn = "hooktool.json"

// managedDir is where managed policy lives; HOOKTOOL_MANAGED_DIR moves it
// (tests, and machines that mount policy elsewhere).
func (e *env) managedDir() string {
	if d := e.getenv("HOOKTOOL_MANAGED_DIR"); d != "" {
		return d
	}
	return settings.ManagedDirFor(runtime.GOOS)
}

// locations are the settings sources Claude Code would read here.
func (e *env) locations() settings.Locations {
	return settings.Locations{ManagedDir: e.managedDir(), ConfigDir: e.claudeDir(), ProjectDir: e.projectDir("")}
}

// fingerprint recognises hooktool's entries, including ones that run this
// very binary under another name.
func (e *env) fingerprint() settings.Fingerprint {
	fp := settings.Fingerprint{}
	if self, err := os.Executable(); err == nil {
		fp.Paths = append(fp.Paths, self)
	}
	return fp
}

// git runs git in dir with a time bound and an argument list.
func (e *env) git(dir string) githook.Git {
	return func(args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir}, args...)...)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			msg := strings.TrimSpace(errb.String())
			if msg == "" {
				return out.String(), err
			}
			return out.String(), errors.New(msg)
		}
		return out.String(), nil
	}
}

// warnf prints one "hooktool: ..." diagnostic line on stderr.
func (e *env) warnf(format string, args ...any) {
	fmt.Fprintf(e.stderr, "hooktool: %s\n", oneLine(fmt.Sprintf(format, args...)))
}
