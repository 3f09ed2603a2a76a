package pi

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/hookd/hookd/checkup"
)

// TestExtensionStale: an extension this hooktool renders (for whatever
// binary and on_error it names) is current; one an older hooktool wrote,
// or one edited since, gets the WARN that re-running install fixes.
func TestExtensionStale(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, `it's "here"`, "hooktool")
	if err := os.MkdirAll(filepath.Dir(bin), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cur := Extension(bin, "allow")
	old := bytes.Replace(cur, []byte("\n"), []byte("\n// an older line\n"), 1)
	for _, c := range []struct {
		name  string
		file  []byte
		stale bool
	}{{"current", cur, false}, {"older", old, true}} {
		t.Run(c.name, func(t *testing.T) {
			pi := filepath.Join(t.TempDir(), "agent")
			path := filepath.Join(pi, "extensions", "hooktool.ts")
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, c.file, 0o644); err != nil {
				t.Fatal(err)
			}
			l := &checkup.Layer{}
			extensionChecks(l, checkup.Env{}, pi)
			var got *checkup.Check
			for i := range l.Checks {
				if l.Checks[i].ID == "pi.stale-plugin" {
					got = &l.Checks[i]
				}
			}
			switch {
			case !c.stale && got != nil:
				t.Errorf("a current extension is reported stale: %+v", *got)
			case c.stale && got == nil:
				t.Errorf("an older extension is not reported: %+v", l.Checks)
			case c.stale && (got.Status != checkup.Warn || got.Fix != "hooktool install --harness pi"):
				t.Errorf("stale check %+v, want a WARN fixed by install", *got)
			}
		})
	}
}
