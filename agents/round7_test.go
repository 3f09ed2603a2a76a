package agents

import (
	"errors"
	"slices"
	"testing"

	"github.com/hookd/hookd/wiring"
)

// Round 7: each client's settings that it runs as a program, wherever
// they are (Y23, Y27-Y31, Y34), and Bun's preload files (Y20, Y21).
func TestAllNamesRound7ProgramSettings(t *testing.T) {
	files := map[string][]byte{"/h/.gemini/extensions/lint/gemini-extension.json": []byte(`{"name": "lint"}`)}
	e := wiring.Env{Home: "/h", Project: "/p",
		ReadFile: func(p string) ([]byte, error) {
			if b, ok := files[p]; ok {
				return b, nil
			}
			return nil, errors.New("absent")
		},
		ReadDir: func(d string) ([]string, error) {
			if d == "/h/.gemini/extensions" {
				return []string{"lint"}, nil
			}
			return nil, errors.New("absent")
		}}
	got := paths(wiring.All(e))
	for path, keys := range map[string][]string{
		"/h/.claude.json":                   {wiring.DeepKey("mcpServers"), wiring.DeepKey("enabledMcpjsonServers")},
		"/h/.gemini/settings.json":          {wiring.DeepKey("discoveryCommand"), wiring.DeepKey("callCommand"), "mcpServers"},
		"/h/.copilot/mcp-config.json":       {"mcpServers"},
		"/h/.config/opencode/opencode.json": {"plugin", "mcp", "formatter", "lsp"},
		"/p/opencode.json":                  {"formatter", "mcp"},
		"/p/.opencode/opencode.jsonc":       {"plugin"},
		"/p/opencode.jsonc":                 {"plugin"},
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
		if slices.Contains(it.Keys, "numStartups") || slices.Contains(it.Keys, "command") || slices.Contains(it.Keys, "theme") {
			t.Errorf("%s: a key that runs nothing counts (keys %q)", path, it.Keys)
		}
	}
	if it := got["/p/.opencode/opencode.jsonc"]; it.Syntax != wiring.SyntaxJSONC {
		t.Errorf("the project's opencode.jsonc is not read as JSONC: %+v", it)
	}
	for _, p := range []string{"/h/.gemini/extensions", "/p/.gemini/extensions"} {
		if it := got[p]; it.Kind != wiring.Dir {
			t.Errorf("%s: %+v, want a folder", p, it)
		}
	}
	if _, ok := got["/h/.gemini/extensions/lint/gemini-extension.json"]; !ok {
		t.Error("an installed Gemini extension's manifest is not named")
	}
	for _, p := range []string{"/p/bunfig.toml", "/h/.bunfig.toml"} {
		if it := got[p]; it.Syntax != wiring.SyntaxTOML || !slices.Contains(it.Lines, "preload") {
			t.Errorf("%s: %+v", p, it)
		}
	}
	cd := paths(wiring.All(wiring.Env{Home: "/h", Getenv: func(k string) string {
		return map[string]string{"CLAUDE_CONFIG_DIR": "/cc"}[k]
	}}))
	if _, ok := cd["/cc/.claude.json"]; !ok {
		t.Error("CLAUDE_CONFIG_DIR's .claude.json is not named")
	}
}
