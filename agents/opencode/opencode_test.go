package opencode

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestPluginRender(t *testing.T) {
	p := string(Plugin(`/opt/it's "here"/hooktool`, "deny"))
	if !strings.Contains(p, `const HOOKTOOL = "/opt/it's \"here\"/hooktool";`) || !strings.Contains(p, `const ON_ERROR = "deny";`) {
		t.Errorf("the binary or on_error is not baked in:\n%s", p[:600])
	}
	if !strings.Contains(p, Marker) || strings.Contains(p, "__HOOKTOOL__") {
		t.Error("marker missing or a placeholder left")
	}
	// By argument list, in its own process group, killed whole on timeout.
	for _, want := range []string{`spawn(HOOKTOOL, ["hook", "--harness", "opencode"]`, "detached: true", "process.kill(-child.pid"} {
		if !strings.Contains(p, want) {
			t.Errorf("plugin lacks %q", want)
		}
	}
}

func TestEvent(t *testing.T) {
	for ev, want := range map[string]string{"tool.execute.before": "PreToolUse", "tool.execute.after": "PostToolUse",
		"session.created": "SessionStart", "chat.message": "UserPromptSubmit", "session.idle": "Stop", "message.updated": ""} {
		if got := Event(ev); got != want {
			t.Errorf("Event(%q) = %q, want %q", ev, got, want)
		}
	}
}

// The tripwire reports a restored tamper with the reply to a call's end
// (and a background change with the next call's start): the plugin shows
// hooktool's message on stderr at those events too, not only when the
// session goes idle.
func TestPluginToolEventsTellTheUser(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	for _, ev := range []string{"tool.execute.before", "tool.execute.after"} {
		t.Run(ev, func(t *testing.T) {
			dir := t.TempDir()
			bin := filepath.Join(dir, "hooktool")
			if err := os.WriteFile(bin, []byte("#!/bin/sh\ncat >/dev/null\necho '{\"message\":\"hooktool tripwire: restored it\"}'\n"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "plugin.mjs"), Plugin(bin, "deny"), 0o644); err != nil {
				t.Fatal(err)
			}
			driver := `import { Hooktool } from "./plugin.mjs";
const hooks = await Hooktool({ directory: "/" });
await hooks[process.argv[2]]({ tool: "bash", sessionID: "s", callID: "t", args: {} }, { args: {}, output: "" });
`
			if err := os.WriteFile(filepath.Join(dir, "driver.mjs"), []byte(driver), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(node, "driver.mjs", ev)
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("plugin: %v\n%s", err, out)
			}
			if !strings.Contains(string(out), "hooktool: hooktool tripwire: restored it") {
				t.Errorf("the message did not reach the user; the plugin printed %q", out)
			}
		})
	}
}
