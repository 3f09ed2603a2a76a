package claude

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/settings"
)

// testEnv is an install.Env in a temporary home and project, with no
// client on PATH and a hooktool binary of its own.
func testEnv(t *testing.T, scope string) (*install.Env, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	dir := t.TempDir()
	home, project, bin := filepath.Join(dir, "home"), filepath.Join(dir, "project"), filepath.Join(dir, "bin", "hooktool")
	for _, d := range []string{home, project, filepath.Dir(bin)} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(bin, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	vars := map[string]string{"HOME": home, "PATH": filepath.Join(dir, "empty")}
	var out, errb bytes.Buffer
	e := &install.Env{Stdout: &out, Stderr: &errb, Home: home, Project: project, Getenv: func(k string) string { return vars[k] },
		Scope: scope, Fingerprint: settings.Fingerprint{Paths: []string{bin}},
		Binary: func(string) (string, error) { return bin, nil }}
	return e, &out, &errb
}

// Install merges hooktool's entries into the scope's settings file for
// the client named, keeping the user's keys; Uninstall brings the file
// back byte for byte.
func TestInstallUninstallRoundTrip(t *testing.T) {
	for _, scope := range []string{"user", "project", "local"} {
		e, out, errb := testEnv(t, scope)
		path, err := SettingsFile(e.Home, e.Project, e.Getenv, scope)
		if err != nil {
			t.Fatal(err)
		}
		orig := []byte("{\n  \"model\": \"opus\",\n  \"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"mine\"}]}]}\n}\n")
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := (InstallOptions{ClientVersion: "2.1.100"}).Install(e); err != nil {
			t.Fatalf("%s: install: %v (stderr %s)", scope, err, errb)
		}
		got, _ := os.ReadFile(path)
		if gjson.GetBytes(got, "model").String() != "opus" || len(settings.Find(got, e.Fingerprint)) == 0 {
			t.Fatalf("%s: install wrote %s", scope, got)
		}
		// 2.1.100 does not know PreSkillShellCommand: one unknown event
		// would disable every hook of the file there.
		if gjson.GetBytes(got, "hooks.PreSkillShellCommand").Exists() || !strings.Contains(errb.String(), "PreSkillShellCommand") {
			t.Errorf("%s: an event 2.1.100 does not know was wired, or left out silently: %s", scope, errb)
		}
		if !strings.Contains(out.String(), "wired") {
			t.Errorf("%s: stdout %q", scope, out)
		}
		if err := (Agent{}).Uninstall(e); err != nil {
			t.Fatalf("%s: uninstall: %v", scope, err)
		}
		if back, _ := os.ReadFile(path); !bytes.Equal(back, orig) {
			t.Errorf("%s: uninstall left\n%s\nwant\n%s", scope, back, orig)
		}
	}
}

// A file that is not strict JSON is left alone, and the error says so.
func TestInstallLeavesInvalidSettings(t *testing.T) {
	e, _, _ := testEnv(t, "user")
	path, _ := SettingsFile(e.Home, e.Project, e.Getenv, "user")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	orig := []byte("{\"a\": 1, // mine\n}\n")
	if err := os.WriteFile(path, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	err := (InstallOptions{ClientVersion: "2.1.332"}).Install(e)
	if ie, ok := install.IsError(err); !ok || !strings.Contains(ie.Hint, "nothing was written") {
		t.Fatalf("install of a file with a comment: %v", err)
	}
	if back, _ := os.ReadFile(path); !bytes.Equal(back, orig) {
		t.Errorf("the file changed: %s", back)
	}
}
