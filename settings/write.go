package settings

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tidwall/gjson"
)

// BackupSuffix names the copy WriteFile keeps of the previous version.
const BackupSuffix = ".hooktool-bak"

// WriteFile replaces path with data atomically (a temporary file in the same
// folder, synced, then renamed over it), after copying the previous version
// to path+BackupSuffix. A symlinked settings file (dotfile managers) is
// written through to its target, so the link survives. The file keeps its
// mode; a new file gets 0644. It returns the backup's path, or "" when there
// was no previous file.
func WriteFile(path string, data []byte) (backup string, err error) {
	target := path
	if t, err := filepath.EvalSymlinks(path); err == nil {
		target = t
	} else if !errors.Is(err, os.ErrNotExist) {
		return "", err
	}
	mode := os.FileMode(0o644)
	old, err := os.ReadFile(target)
	switch {
	case err == nil:
		if fi, err := os.Stat(target); err == nil {
			mode = fi.Mode().Perm()
		}
		backup = target + BackupSuffix
		if err := writeAtomic(backup, old, mode); err != nil {
			return "", fmt.Errorf("backup: %w", err)
		}
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return "", err
		}
	default:
		return "", err
	}
	return backup, writeAtomic(target, data, mode)
}

func writeAtomic(path string, data []byte, mode os.FileMode) (err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Chmod(mode); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), path)
}

// Empty reports whether a settings document holds nothing: an object with
// no members (whitespace aside).
func Empty(data []byte) bool {
	r := gjson.ParseBytes(data)
	if !r.IsObject() {
		return false
	}
	n := 0
	r.ForEach(func(_, _ gjson.Result) bool { n++; return false })
	return n == 0
}
