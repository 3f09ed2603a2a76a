package main

import (
	"strings"
	"testing"
)

// TestHookHarnessArgs: the lines the installer writes take the fast path
// with the same harness and event the command tree would give; anything
// else is left to the command tree.
func TestHookHarnessArgs(t *testing.T) {
	for _, c := range []struct {
		line, h, event string
		ok             bool
	}{
		{"hooktool hook --harness codex", "codex", "", true},
		{"hooktool hook --harness=gemini", "gemini", "", true},
		{"hooktool hook --harness copilot --event preToolUse", "copilot", "preToolUse", true},
		{"hooktool hook --event=postToolUse --harness=copilot", "copilot", "postToolUse", true},
		{"hooktool hook --event preToolUse --harness copilot", "copilot", "preToolUse", true},
		{"hooktool hook", "", "", false},
		{"hooktool hook --event preToolUse", "", "", false},                // the default harness is the tree's
		{"hooktool hook --harness copilot --harness codex", "", "", false}, // repeated
		{"hooktool hook --harness copilot --event", "", "", false},         // no value
		{"hooktool hook --harness --event x", "", "", false},               // a flag as a value
		{"hooktool hook --harness codex extra", "", "", false},
		{"hooktool hook -harness codex", "", "", false},
		{"hooktool guard --harness codex", "", "", false},
	} {
		h, event, ok := hookHarnessArgs(strings.Fields(c.line))
		if h != c.h || event != c.event || ok != c.ok {
			t.Errorf("%q: got (%q, %q, %v), want (%q, %q, %v)", c.line, h, event, ok, c.h, c.event, c.ok)
		}
	}
}
