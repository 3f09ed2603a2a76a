package opencode

import (
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
