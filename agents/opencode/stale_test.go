package opencode

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/hookd/hookd/checkup"
)

// TestPluginStale: a plugin this hooktool renders (for whatever binary and
// on_error it names) is current; one an older hooktool wrote, or one edited
// since, gets the WARN that re-running install fixes.
func TestPluginStale(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "hooktool")
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	cur := Plugin(bin, "deny")
	old := bytes.Replace(cur, []byte("process.stderr.write"), []byte("void "), 1)
	if bytes.Equal(old, cur) {
		t.Fatal("the test's edit changed nothing")
	}
	for _, c := range []struct {
		name  string
		file  []byte
		stale bool
	}{{"current", cur, false}, {"older", old, true}} {
		t.Run(c.name, func(t *testing.T) {
			home := t.TempDir()
			path := UserPlugin(home, nil)
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, c.file, 0o644); err != nil {
				t.Fatal(err)
			}
			l := Agent{}.Doctor(checkup.Env{Home: home})
			var got *checkup.Check
			for i := range l.Checks {
				if l.Checks[i].ID == "opencode.stale-plugin" {
					got = &l.Checks[i]
				}
			}
			switch {
			case !c.stale && got != nil:
				t.Errorf("a current plugin is reported stale: %+v", *got)
			case c.stale && got == nil:
				t.Errorf("an older plugin is not reported: %+v", l.Checks)
			case c.stale && (got.Status != checkup.Warn || got.Fix != "hooktool install --harness opencode"):
				t.Errorf("stale check %+v, want a WARN fixed by install", *got)
			}
		})
	}
}
