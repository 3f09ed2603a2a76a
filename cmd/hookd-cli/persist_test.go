package main

import (
	"bytes"
	"fmt"
	"github.com/hookd/hookd/install"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// persistEnv is an env for an OpenClaw tool_result_persist call whose state
// (and so the reduce folder) lives under dir.
func persistEnv(t *testing.T, dir string, stdin []byte) (*env, *bytes.Buffer) {
	t.Helper()
	vars := map[string]string{
		"HOME":           filepath.Join(dir, "home"),
		"HOOKTOOL_STATE": filepath.Join(dir, "state", "state.db"),
	}
	var out bytes.Buffer
	return &env{
		stdin:  bytes.NewReader(stdin),
		stdout: &out,
		stderr: &bytes.Buffer{},
		getenv: func(k string) string { return vars[k] },
		exit:   func(code int) { t.Fatalf("hook exited with %d from its watchdog", code) },
	}, &out
}

func persistPayload(t *testing.T, stdout string) []byte {
	t.Helper()
	return []byte(fmt.Sprintf(`{"hook_event_name":"tool_result_persist","session_id":"s","cwd":%s,"tool_name":"exec","tool_input":{"command":"make"},"tool_use_id":"t1","tool_response":{"stdout":%s,"is_error":false}}`,
		install.JSString(t.TempDir()), install.JSString(stdout)))
}

// TestPersistCleansExpiredOutputs: every persisted reduction keeps the
// whole output on disk, so the call that writes one also removes those past
// reduce.keep_hours, as `hooktool reduce` does; without it an OpenClaw user
// who never runs `state gc` keeps every large output forever.
func TestPersistCleansExpiredOutputs(t *testing.T) {
	dir := t.TempDir()
	keep := filepath.Join(dir, "state", "reduce")
	if err := os.MkdirAll(keep, 0o700); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(keep, "20000101-000000-1-persist.log")
	fresh := filepath.Join(keep, "20000101-000000-2-persist.log")
	for _, p := range []string{old, fresh} {
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	past := time.Now().Add(-48 * time.Hour) // the default keep_hours is 24
	if err := os.Chtimes(old, past, past); err != nil {
		t.Fatal(err)
	}

	var big strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&big, "compiling unit %d of the build\n", i)
	}
	e, out := persistEnv(t, dir, persistPayload(t, big.String()))
	if err := e.hookFor("openclaw"); err != nil {
		t.Fatalf("hook: %v", err)
	}
	if !strings.HasPrefix(out.String(), `{"content":`) {
		t.Fatalf("no reduced content on stdout: %.200q", out.String())
	}
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Errorf("an output past reduce.keep_hours is still there (stat: %v)", err)
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Errorf("an output inside reduce.keep_hours was removed: %v", err)
	}
	ents, _ := os.ReadDir(keep)
	if len(ents) != 2 {
		t.Errorf("reduce folder holds %d files, want the fresh one and the new one", len(ents))
	}
}

// reduce.keep_hours 0 in the user file is no TTL of zero: the whole output
// the reduced text points to must still be there.
func TestPersistKeepsItsOwnOutput(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "home", ".claude", "hooktool.json")
	if err := os.MkdirAll(filepath.Dir(cfg), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfg, []byte(`{"reduce":{"keep_hours":0}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var big strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&big, "compiling unit %d of the build\n", i)
	}
	e, out := persistEnv(t, dir, persistPayload(t, big.String()))
	if err := e.hookFor("openclaw"); err != nil {
		t.Fatalf("hook: %v", err)
	}
	ents, _ := os.ReadDir(filepath.Join(dir, "state", "reduce"))
	if len(ents) != 1 || !strings.Contains(out.String(), ents[0].Name()) {
		t.Fatalf("the kept output is gone or not named: %d files, reply %.300q", len(ents), out.String())
	}
}
