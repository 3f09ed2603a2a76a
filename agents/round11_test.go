package agents

import (
	"slices"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// Round 11: the files and keys a client reads that the earlier list did
// not name: Claude Code's managed MCP servers (B01), Gemini's trusted
// folders (B05), Pi's shell (B04), OpenCode's provider packages and its
// config folder's package.json (B06, B11), and Copilot's user hooks and
// custom agents folders, watched whole (B32, B10).
func TestAllNamesRound11Files(t *testing.T) {
	e := wiring.Env{Home: "/h", Project: "/p", Getenv: func(k string) string {
		return map[string]string{"HOOKTOOL_MANAGED_DIR": "/m"}[k]
	}}
	got := paths(wiring.All(e))
	for path, keys := range map[string][]string{
		"/m/managed-mcp.json":               {"mcpServers"},
		"/h/.gemini/trustedFolders.json":    nil,
		"/h/.pi/agent/settings.json":        {"shellPath", "shellCommandPrefix"},
		"/h/.config/opencode/opencode.json": {"provider"},
		"/h/.config/opencode/package.json":  {"scripts"},
	} {
		it, ok := got[path]
		if !ok {
			t.Errorf("%s is not named", path)
			continue
		}
		for _, k := range keys {
			if !slices.Contains(it.Keys, k) {
				t.Errorf("%s: %q does not count (keys %q)", path, k, it.Keys)
			}
		}
	}
	if it := got["/h/.config/opencode/package.json"]; slices.Contains(it.Keys, "dependencies") {
		t.Error("OpenCode's package.json dependencies count: OpenCode writes them itself (round 5, V08)")
	}
	for _, p := range []string{"/h/.copilot/hooks", "/h/.copilot/agents"} {
		if it := got[p]; it.Kind != wiring.Dir {
			t.Errorf("%s: %+v, want a folder watched whole", p, it)
		}
	}
}
