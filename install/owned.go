package install

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/settings"
)

// Agents that load hooktool as a plugin (Pi, OpenClaw, OpenCode), and the
// Outfitter launcher, get files hooktool owns whole: generated from a
// template, recognised by a marker in their text, written only where no
// file of someone else's lies, and removed only when they still carry the
// marker.

// Plugin renders a plugin template for the binary at bin: __HOOKTOOL__
// becomes bin and __ON_ERROR__ onError (the guard's answer when the plugin
// cannot run the binary), each as a JavaScript string literal.
func Plugin(tmpl, bin, onError string) []byte {
	r := strings.NewReplacer("__HOOKTOOL__", JSString(bin), "__ON_ERROR__", JSString(onError))
	return []byte(r.Replace(tmpl))
}

// JSString quotes s as a JavaScript string literal: JSON's string syntax
// is a subset of JavaScript's, and encoding/json escapes U+2028/2029 too.
// It is a valid double-quoted YAML scalar as well.
func JSString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// WriteOwned writes a file hooktool owns: a file of the same name that is
// not hooktool's (no marker) is never overwritten. after, when set, runs
// once the file is written.
func (e *Env) WriteOwned(path string, content []byte, marker string, after func()) error {
	old, exists, err := settings.ReadFile(path) // bounded, and never waits on a planted FIFO
	if err == nil && !exists {
		err = fs.ErrNotExist
	}
	switch {
	case err == nil && !bytes.Contains(old, []byte(marker)):
		return FailHint("move it aside, or install with --scope project", "install: %s exists and is not hooktool's; left alone", path)
	case err == nil && bytes.Equal(old, content):
		e.Printf("%s: already up to date\n", path)
		return nil
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return Fail("install: %v", err)
	}
	if e.DryRun {
		e.Printf("%s: would be written (%d bytes)\n", path, len(content))
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return Fail("install: %v", err)
	}
	backup, err := settings.WriteFile(path, content)
	if err != nil {
		return Fail("install: writing %s: %v", path, err)
	}
	if backup != "" {
		// The file is generated whole: no backup worth keeping. It lies
		// beside the link's target when path is a link.
		os.Remove(backup)
	}
	e.Printf("%s: written\n", path)
	if after != nil {
		after()
	}
	return nil
}

// RemoveOwned removes path when it carries hooktool's marker.
func (e *Env) RemoveOwned(path, marker string) error {
	b, exists, err := settings.ReadFile(path)
	if err == nil && !exists {
		err = fs.ErrNotExist
	}
	if errors.Is(err, fs.ErrNotExist) {
		e.Printf("%s: not installed\n", path)
		return nil
	}
	if err != nil {
		return Fail("uninstall: %v", err)
	}
	if !bytes.Contains(b, []byte(marker)) {
		e.Printf("%s is not hooktool's; left alone\n", path)
		return nil
	}
	if e.DryRun {
		e.Printf("%s: would be removed\n", path)
		return nil
	}
	if err := os.Remove(path); err != nil {
		return Fail("uninstall: %v", err)
	}
	e.Printf("%s: removed\n", path)
	return nil
}
