package main

import (
	"bytes"
	"fmt"
	"github.com/hookd/hookd/install"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// codexPatchHook answers a Codex apply_patch call of patch, with HOME
// under dir, and returns stdout.
func codexPatchHook(t *testing.T, dir, patch string) string {
	t.Helper()
	vars := map[string]string{
		"HOME":           filepath.Join(dir, "home"),
		"HOOKTOOL_STATE": filepath.Join(dir, "state.db"),
	}
	payload := fmt.Sprintf(`{"hook_event_name":"PreToolUse","session_id":"s","turn_id":"t","cwd":%s,"tool_name":"apply_patch","tool_input":{"command":%s},"tool_use_id":"c1"}`,
		install.JSString(filepath.Join(dir, "proj")), install.JSString(patch))
	var out, errb bytes.Buffer
	e := &env{stdin: strings.NewReader(payload), stdout: &out, stderr: &errb,
		getenv: func(k string) string { return vars[k] },
		exit:   func(code int) { t.Fatalf("watchdog exit %d", code) }}
	if err := e.hookFor("codex"); err != nil {
		t.Fatalf("hook: %v (%s)", err, errb.String())
	}
	return out.String()
}

// A patch's files past the number the adapter lists are not judged one by
// one; the call must then not pass on the strength of the first ones: a
// patch of 1,000 harmless files and then the client's settings is put to
// the user (Codex turns that into a refusal), not let through.
func TestCodexPatchPastTheListedFiles(t *testing.T) {
	dir := t.TempDir()
	settings := filepath.Join(dir, "home", ".claude", "settings.json")
	var p strings.Builder
	p.WriteString("*** Begin Patch\n")
	for i := range 1000 {
		fmt.Fprintf(&p, "*** Add File: notes/n%d.txt\n+x\n", i)
	}
	fmt.Fprintf(&p, "*** Update File: %s\n@@\n-{}\n+{\"hooks\":{}}\n*** End Patch\n", settings)

	// the same file alone is refused: the guard knows it
	alone := codexPatchHook(t, dir, "*** Begin Patch\n*** Update File: "+settings+"\n@@\n-{}\n+{}\n*** End Patch\n")
	if d := gjson.Get(alone, "hookSpecificOutput.permissionDecision").String(); d != "deny" {
		t.Fatalf("the settings file alone: %q, want deny (reply %s)", d, alone)
	}
	out := codexPatchHook(t, dir, p.String())
	if d := gjson.Get(out, "hookSpecificOutput.permissionDecision").String(); d != "deny" {
		t.Errorf("a patch with the settings file as its 1,001st file: decision %q, want a refusal (reply %.300s)", d, out)
	}
}
