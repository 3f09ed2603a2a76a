package tripwire

import (
	"strings"
	"testing"
)

// Claude Code refreshes the timestamps of its plugin registry on its own:
// a new lastUpdated is no change of the wiring; a new installPath (other
// hooks from another folder) still is.
func TestPluginRegistryTimestamps(t *testing.T) {
	const reg = "{\n  \"version\": 2,\n  \"plugins\": {\n    \"lint@tools\": [{\"scope\": \"user\", \"installPath\": \"/p/lint/1.0.0\", \"version\": \"1.0.0\", \"installedAt\": \"2026-02-01T09:00:00.000Z\", \"lastUpdated\": \"2026-02-01T09:00:00.000Z\"}]\n  }\n}\n"
	r := newRig(t)
	r.write(".claude/plugins/installed_plugins.json", reg)
	r.refresh()
	if res := r.tamperedBy(func() {
		r.write(".claude/plugins/installed_plugins.json", strings.Replace(reg, `"lastUpdated": "2026-02-01T09:00:00.000Z"`, `"lastUpdated": "2026-03-02T10:00:00+01:00"`, 1))
	}); res.Message != "" {
		t.Fatalf("a refreshed lastUpdated tripped: %+v", res)
	}
	r.refresh()
	res := r.tamperedBy(func() {
		r.write(".claude/plugins/installed_plugins.json", strings.Replace(reg, "/p/lint/1.0.0", "/tmp/x", 1))
	})
	if !strings.Contains(res.Message, "installed_plugins.json") {
		t.Fatalf("a new installPath was not caught: %+v", res)
	}
}
