package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/hookd/hookd/agents/claude"
	"github.com/hookd/hookd/githook"
	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/settings"
)

// Helpers shared by install, uninstall, snippet and doctor: where hooktool
// lives, the Claude Code installed here, and which settings file a scope
// names (agents/claude knows both).

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

// claudeClient is the Claude Code on the injected PATH, read once per
// process (its version and hook event names; agents/claude).
func (e *env) claudeClient() *claude.Client {
	if e.client == nil {
		e.client = &claude.Client{LookPath: e.lookPath, Cache: claude.ClientCache(e.home(), e.getenv)}
	}
	return e.client
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

// fragilePath says why a binary path is likely to vanish or go stale, or
// returns "" for a path that looks stable.
func (e *env) fragilePath(p string) string { return install.FragilePath(p, e.getenv("TMPDIR")) }

// scopeFile names the Claude Code settings file of a scope.
func (e *env) scopeFile(scope string) (string, error) {
	return claude.SettingsFile(e.home(), e.projectDir(""), e.getenv, scope)
}

// locations are the settings sources Claude Code would read here.
func (e *env) locations() settings.Locations {
	return claude.Locations(e.home(), e.projectDir(""), e.getenv)
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
