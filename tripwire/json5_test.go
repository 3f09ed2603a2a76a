package tripwire

import (
	"strings"
	"testing"
)

// OpenClaw's config is JSON5: a comment or another section added in its
// own spelling is no change of the wiring; a second plugins member, which
// OpenClaw reads (the last wins), is one, and is restored.
func TestOpenClawJSON5(t *testing.T) {
	const good = "{\n  \"plugins\": {\"entries\": {\"hooktool\": {\"enabled\": true}}}\n}\n"
	r := newRig(t)
	r.write(".openclaw/openclaw.json", good)
	r.refresh()
	if res := r.tamperedBy(func() {
		r.write(".openclaw/openclaw.json", "// settings\n{\n  plugins: {entries: {hooktool: {enabled: true,},},},\n  agents: {defaults: {model: 'x/y'}},\n}\n")
	}); res.Message != "" {
		t.Fatalf("a comment and a default model tripped: %+v", res)
	}
	r.refresh()
	res := r.tamperedBy(func() {
		r.write(".openclaw/openclaw.json", "{\n  plugins: {entries: {hooktool: {enabled: true}}},\n  plugins: {entries: {hooktool: {enabled: false}}},\n}\n")
	})
	if !strings.Contains(res.Message, "openclaw.json") {
		t.Fatalf("a second plugins member was not caught: %+v", res)
	}
}

// A terminal profile that starts a system shell is ordinary; one whose
// path is a script of the home folder (a wrapper) is the wiring.
func TestTerminalProfilePath(t *testing.T) {
	const base = "{\n  \"editor.fontSize\": 13\n}\n"
	r := newRig(t)
	r.write(".config/Code/User/settings.json", base)
	r.refresh()
	if res := r.tamperedBy(func() {
		r.write(".config/Code/User/settings.json", `{"terminal.integrated.profiles.linux": {"zsh": {"path": "/usr/bin/zsh", "args": ["-l"]}}}`)
	}); res.Message != "" {
		t.Fatalf("a system shell's profile tripped: %+v", res)
	}
	r.refresh()
	res := r.tamperedBy(func() {
		r.write(".config/Code/User/settings.json", `{"terminal.integrated.profiles.linux": {"w": {"path": "`+r.home+`/.local/share/w.sh"}}}`)
	})
	if !strings.Contains(res.Message, "settings.json") {
		t.Fatalf("a wrapper's profile was not caught: %+v", res)
	}
}

// Only OpenClaw reads JSON5: a trailing comma in Claude Code's settings,
// which its JSON.parse refuses (the whole file, hooks included, is
// skipped), is still a change.
func TestStrictJSONStaysStrict(t *testing.T) {
	const good = "{\n  \"hooks\": {\"PreToolUse\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"hooktool hook\"}]}]}\n}\n"
	r := newRig(t)
	r.write(".claude/settings.json", good)
	r.refresh()
	res := r.tamperedBy(func() {
		r.write(".claude/settings.json", strings.Replace(good, "]}]}\n}", "]}]},\n}", 1))
	})
	if !strings.Contains(res.Message, "settings.json") {
		t.Fatalf("a trailing comma in Claude Code's settings was not caught: %+v", res)
	}
}
