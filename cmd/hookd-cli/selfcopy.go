package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// binName is the name install gives its copy, whatever the running binary is
// called (`go install` names it after the folder, hookd-cli).
const binName = "hooktool"

// defaultBinDir is where install puts its copy: the XDG user binary folder,
// or /usr/local/bin for the managed scope, which every user's client runs.
func (e *env) defaultBinDir(scope string) (string, error) {
	if scope == "managed" {
		return "/usr/local/bin", nil
	}
	home := e.getenv("HOME")
	if home == "" || !filepath.IsAbs(home) {
		return "", fmt.Errorf("HOME is not set to an absolute path; pass --bin-dir or --binary")
	}
	return filepath.Join(home, ".local", "bin"), nil
}

// placeBinary puts a plain copy of the running binary at dir/hooktool and
// returns its path. The copy is written beside the target and renamed over
// it: a hook that is running the old file keeps its open inode, and every
// later call starts the new one. Nothing is written when the target already
// is this binary or holds the same bytes; dry reports what would happen.
func (e *env) placeBinary(dir string, dry bool) (path, action string, err error) {
	self, err := os.Executable()
	if err != nil {
		return "", "", fmt.Errorf("cannot find hooktool's own path: %w", err)
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return "", "", err
	}
	path = filepath.Join(dir, binName)
	si, err := os.Stat(self)
	if err != nil {
		return "", "", err
	}
	if ti, err := os.Stat(path); err == nil {
		if os.SameFile(si, ti) {
			return path, "is this binary", nil
		}
		if ti.Size() == si.Size() && sameBytes(self, path) {
			return path, "already up to date", nil
		}
		action = "replaced"
	} else {
		action = "installed"
	}
	if dry {
		return path, "would be " + action, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", "", err
	}
	src, err := os.Open(self)
	if err != nil {
		return "", "", err
	}
	defer src.Close()
	tmp, err := os.CreateTemp(dir, "."+binName+".new-*")
	if err != nil {
		return "", "", err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing left to remove
	if _, err := io.Copy(tmp, src); err != nil {
		tmp.Close()
		return "", "", err
	}
	if err := tmp.Chmod(0o755); err != nil {
		tmp.Close()
		return "", "", err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return "", "", err
	}
	if err := tmp.Close(); err != nil {
		return "", "", err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return "", "", err
	}
	return path, action, nil
}

// sameBytes compares two files of equal size; any read error counts as a
// difference, which only costs a copy.
func sameBytes(a, b string) bool {
	x, err := os.ReadFile(a)
	if err != nil {
		return false
	}
	y, err := os.ReadFile(b)
	return err == nil && bytes.Equal(x, y)
}

// onPath says whether dir is one of PATH's folders.
func (e *env) onPath(dir string) bool {
	for _, p := range filepath.SplitList(e.getenv("PATH")) {
		if p != "" && filepath.Clean(p) == filepath.Clean(dir) {
			return true
		}
	}
	return false
}

// binaryFor is the absolute path install wires: --binary as given, or the
// copy placed in --bin-dir.
func (e *env) binaryFor(binaryFlag, binDir, scope string, dry bool) (string, error) {
	if binaryFlag != "" {
		return e.binaryPath(binaryFlag)
	}
	if binDir == "" {
		d, err := e.defaultBinDir(scope)
		if err != nil {
			return "", err
		}
		binDir = d
	}
	path, action, err := e.placeBinary(binDir, dry)
	if err != nil {
		return "", fmt.Errorf("copying hooktool to %s: %w", binDir, err)
	}
	fmt.Fprintf(e.stdout, "%s: %s (hooktool %s)\n", path, action, buildVersion(version, readBuildInfo))
	if !e.onPath(filepath.Dir(path)) && !strings.HasPrefix(action, "is ") {
		e.warnf("hint: %s is not on PATH; hooks use the absolute path, add it to PATH to type hooktool by name", filepath.Dir(path))
	}
	return path, nil
}
