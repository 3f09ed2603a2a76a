package agents

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/hookd/hookd/wiring"
)

func paths(items []wiring.Item) map[string]wiring.Item {
	m := map[string]wiring.Item{}
	for _, it := range items {
		m[it.Path] = it
	}
	return m
}

// wiring.All names every agent's wiring once the registry is linked.
func TestAllNamesEachAgentsWiring(t *testing.T) {
	vars := map[string]string{"CODEX_HOME": "/h/cx", "OUTFITTER_SYSTEM_DIR": "/o/system.d", "HOOKTOOL_MANAGED_DIR": "/m"}
	e := wiring.Env{Home: "/h", Project: "/p", Getenv: func(k string) string { return vars[k] }, Exe: "/h/bin/hooktool", State: "/h/.local/state/hooktool/state.db"}
	got := paths(wiring.All(e))
	for _, want := range []string{
		"/m/managed-settings.json", "/m/managed-settings.d", "/h/.claude/settings.json", "/p/.claude/settings.local.json",
		"/h/.claude/plugins/installed_plugins.json", "/h/cx/hooks.json", "/h/cx/config.toml", "/p/.codex/config.toml",
		"/h/.gemini/settings.json", "/p/.gemini/settings.json", "/h/.openclaw/openclaw.json",
		"/h/.openclaw/extensions/hooktool/index.js", "/h/.pi/agent/extensions/hooktool.ts", "/p/.pi/extensions/hooktool.ts",
		"/o/system.d/hooktool.yml", "/o/hooktool/pi-extension.ts", "/p/.git/config", "/p/.git/hooks/pre-push",
		"/p/hooks/pre-push", "/h/.gitconfig", "/h/bin/hooktool", "/h/.claude/hooktool.json", "/h/.local/state/hooktool",
		"/h/.bashrc", "/h/.zshrc", "/h/.config/environment.d", "/etc/environment", "/p/.env", "/h/.gemini/.env",
		"/h/.config/opencode/plugins/hooktool.js", "/p/.opencode/plugins/hooktool.js",
		"/h/.copilot/hooks/hooktool.json", "/h/.copilot/settings.json", "/p/.github/hooks",
	} {
		if _, ok := got[want]; !ok {
			t.Errorf("All does not name %s", want)
		}
	}
	if it := got["/h/.bashrc"]; it.Kind != wiring.Startup || len(it.Lines) == 0 {
		t.Errorf(".bashrc: %+v", it)
	}
	seen := map[string]bool{}
	for _, it := range wiring.All(e) {
		if seen[it.Path] {
			t.Errorf("%s listed twice", it.Path)
		}
		seen[it.Path] = true
		if !filepath.IsAbs(it.Path) || it.What == "" || it.Agent == "" {
			t.Errorf("incomplete item %+v", it)
		}
	}
}

// The agents' files the sixth red-team round found missing (V37, V39,
// V40), each checked against the installed client: Copilot's repository
// settings, OpenCode's custom tools folders, OpenClaw's hooks folders and
// its config's hooks section. The retired ~/.copilot/config.json is not
// read by the pinned Copilot and is not named.
func TestAllNamesRound6AgentFiles(t *testing.T) {
	e := wiring.Env{Home: "/h", Project: "/p"}
	got := paths(wiring.All(e))
	for want, kind := range map[string]wiring.Kind{
		"/p/.github/copilot/settings.json":       wiring.File,
		"/p/.github/copilot/settings.local.json": wiring.File,
		"/p/.opencode/tools":                     wiring.Dir,
		"/p/.opencode/tool":                      wiring.Dir,
		"/h/.config/opencode/tools":              wiring.Dir,
		"/h/.opencode/tools":                     wiring.Dir,
		"/h/.openclaw/hooks":                     wiring.Dir,
		"/h/.openclaw/workspace/hooks":           wiring.Dir,
	} {
		if it, ok := got[want]; !ok || it.Kind != kind {
			t.Errorf("%s: %+v (listed %v), want kind %v", want, it, ok, kind)
		}
	}
	if it := got["/p/.github/copilot/settings.local.json"]; !slices.Contains(it.Keys, "disableAllHooks") || slices.Contains(it.Keys, "model") {
		t.Errorf("Copilot's repository settings keys: %q", it.Keys)
	}
	if it := got["/h/.openclaw/openclaw.json"]; !slices.Contains(it.Keys, "hooks") {
		t.Errorf("openclaw.json keys: %q", it.Keys)
	}
	if _, ok := got["/h/.copilot/config.json"]; ok {
		t.Error("~/.copilot/config.json is named; Copilot 1.0.102 does not read settings from it")
	}
	w := paths(wiring.All(wiring.Env{Home: "/h", Getenv: func(k string) string {
		return map[string]string{"OPENCLAW_WORKSPACE_DIR": "/w"}[k]
	}}))
	if _, ok := w["/w/hooks"]; !ok {
		t.Error("OPENCLAW_WORKSPACE_DIR's hooks folder is not named")
	}
	if _, ok := w["/h/.openclaw/workspace/hooks"]; ok {
		t.Error("the default workspace's hooks folder named though OPENCLAW_WORKSPACE_DIR moves it")
	}
}

// Settings whose value the client runs as a program between calls, outside
// the guard (round 6, V33-V36), count in each client's settings item; the
// keys a client writes itself (a /model choice) still do not.
func TestSettingsThatRunProgramsAreWiring(t *testing.T) {
	got := paths(wiring.All(wiring.Env{Home: "/h", Project: "/p"}))
	for path, keys := range map[string][]string{
		"/h/.claude/settings.json":         {"statusLine", "apiKeyHelper", "awsAuthRefresh", "awsCredentialExport", "otelHeadersHelper", "gcpAuthRefresh", "fileSuggestion", "processWrapper"},
		"/p/.claude/settings.local.json":   {"apiKeyHelper", "enableAllProjectMcpServers"},
		"/p/.mcp.json":                     {"mcpServers"},
		"/h/.gemini/settings.json":         {"mcpServers"},
		"/h/.copilot/settings.json":        {"statusLine"},
		"/p/.github/copilot/settings.json": {"hooks"},
	} {
		it := got[path]
		for _, k := range keys {
			if !slices.Contains(it.Keys, k) {
				t.Errorf("%s: %q does not count (keys %q)", path, k, it.Keys)
			}
		}
		if slices.Contains(it.Keys, "model") || slices.Contains(it.Keys, "permissions") {
			t.Errorf("%s: a key the client writes itself counts (keys %q)", path, it.Keys)
		}
	}
	if it := got["/h/.codex/config.toml"]; !slices.Contains(it.Lines, "notify") || !slices.Contains(it.Lines, "mcp_servers") {
		t.Errorf("Codex's config.toml: lines %q", it.Lines)
	}
}
