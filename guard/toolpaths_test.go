package guard_test

import (
	"testing"

	"github.com/hookd/hookd/guard"
)

// TestToolPaths covers the non-Bash routes of the second red-team round:
// file tools with case variants of protected folders, MCP file servers
// writing or reading what Write and Read may not, and the shell's -c
// followed by more options. Ordinary uses of each must pass silently.
func TestToolPaths(t *testing.T) {
	g := newTestGuard(t)
	cases := []struct {
		tool, input, want, rule string
	}{
		// Case variants: on a case-insensitive file system these are the
		// protected files themselves.
		{"Write", `{"file_path":"/home/dev/.PI/agent/extensions/x.ts","content":""}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/.OpenClaw/Extensions/x/index.js","content":""}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/project/.GIT/HOOKS/post-checkout","content":""}`, "deny", "self-protect"},
		{"Edit", `{"file_path":"/home/dev/.Pi/Agent/Settings.json","old_string":"a","new_string":"b"}`, "deny", "self-protect"},
		{"Read", `{"file_path":"/home/dev/.SSH/ID_ED25519"}`, "deny", "cred-read"},
		{"Read", `{"file_path":"/home/dev/.AWS/Credentials"}`, "deny", "cred-read"},
		{"Read", `{"file_path":"/home/dev/.SSH/ID_ED25519.PUB"}`, "", ""},
		{"Write", `{"file_path":"/home/dev/project/docs/Pi/Extensions.md","content":""}`, "", ""},

		// MCP filesystem servers: the path arguments are judged.
		{"mcp__filesystem__write_file", `{"path":"/home/dev/.claude/settings.json","content":"{}"}`, "deny", "self-protect"},
		{"mcp__filesystem__edit_file", `{"path":"/home/dev/project/.git/config","edits":[]}`, "deny", "self-protect"},
		{"mcp__filesystem__move_file", `{"source":"/home/dev/project/a.sh","destination":"/home/dev/project/hooks/pre-push"}`, "deny", "self-protect"},
		{"mcp__filesystem__move_file", `{"source":"/home/dev/.codex/hooks.json","destination":"/home/dev/project/x"}`, "deny", "self-protect"},
		{"mcp__filesystem__read_file", `{"path":"/home/dev/.ssh/id_ed25519"}`, "deny", "cred-read"},
		{"mcp__filesystem__read_multiple_files", `{"paths":["/home/dev/project/a.go","/home/dev/.aws/credentials"]}`, "deny", "cred-read"},
		{"mcp__fs__write_file", `{"file_path":"~/.gemini/settings.json","content":"{}"}`, "deny", "self-protect"},
		{"mcp__my_files__write_file", `{"path":"../.openclaw/openclaw.json","content":"{}"}`, "deny", "self-protect"},
		{"filesystem__write_file", `{"path":"/home/dev/.claude/settings.json","content":"{}"}`, "deny", "self-protect"},
		{"mcp_filesystem_edit_file", `{"path":"/home/dev/project/.git/config","edits":[]}`, "deny", "self-protect"},
		{"Write", `{"file_path":"/home/dev/.gemini/extensions/x/gemini-extension.json","content":"{}"}`, "deny", "self-protect"},
		// ... and ordinary use passes.
		{"mcp__filesystem__write_file", `{"path":"/home/dev/project/src/x.go","content":"package x"}`, "", ""},
		{"mcp__filesystem__read_file", `{"path":"/home/dev/.claude/settings.json"}`, "", ""},
		{"mcp__filesystem__list_directory", `{"path":"/home/dev/.ssh"}`, "", ""},
		{"mcp__filesystem__edit_file", `{"path":"src/main.go","edits":[]}`, "", ""},
		// A remote repository's paths are not files on this machine.
		{"mcp__github__delete_file", `{"owner":"o","repo":"r","path":"hooks/pre-push"}`, "", ""},
		{"mcp__github__create_or_update_file", `{"path":".git/config","content":"x"}`, "", ""},
		{"mcp__memory__create_entities", `{"path":"/home/dev/.claude/settings.json"}`, "", ""},
		{"mcp_filesystem_write_file", `{"path":"/home/dev/project/x"}`, "", ""},
		{"write_file", `{"path":"/home/dev/.claude/settings.json"}`, "", ""}, // not an MCP name
		{"mcp__files__read_file", `{"path":"/home/dev/project/.env.example"}`, "", ""},

		// Grep's glob picks the files it prints.
		{"Grep", `{"pattern":"PRIVATE","path":"/home/dev","glob":".ssh/id_*","output_mode":"content"}`, "deny", "cred-read"},
		{"Grep", `{"pattern":".","path":"/home/dev","glob":"**/id_ed25519"}`, "deny", "cred-read"},
		{"Grep", `{"pattern":".","path":"/home/dev","glob":".ssh/*"}`, "deny", "cred-read"},
		{"Grep", `{"pattern":".","path":"/home/dev","glob":".aws/credentials"}`, "deny", "cred-read"},
		{"Grep", `{"pattern":"TODO","path":"/home/dev/project","glob":"*.go"}`, "", ""},
		{"Grep", `{"pattern":"TODO","path":"/home/dev","glob":"**/*.md"}`, "", ""},
		{"Grep", `{"pattern":"x","path":"/home/dev","glob":"**/id_*"}`, "deny", "cred-read"},
		{"Grep", `{"pattern":"x","path":"/home/dev/project","glob":"**/package.json"}`, "", ""},
		{"Grep", `{"pattern":"x","path":"/home/dev","glob":"**/package.json"}`, "", ""},
		{"Grep", `{"pattern":"x","path":"/home/dev/project","glob":"**/id_rsa"}`, "", ""},
		{"Grep", `{"pattern":"x","path":"/home/dev/project","glob":"src/**/*.{ts,tsx}"}`, "", ""},

		// Options after -c: the script is the next word that is not one.
		{"Bash", `{"command":"bash -c -- 'rm -rf ~'"}`, "deny", "rm-root"},
		{"Bash", `{"command":"sh -c -e -o errexit 'rm -rf ~'"}`, "deny", "rm-root"},
		{"Bash", `{"command":"bash -c -- 'ls -la'"}`, "", ""},
	}
	for _, c := range cases {
		r := g.Tool(c.tool, []byte(c.input))
		if r.Decision != c.want || c.rule != "" && r.Rule != c.rule {
			t.Errorf("%s %s: got %q/%q, want %q/%q", c.tool, c.input, r.Decision, r.Rule, c.want, c.rule)
		}
	}
}

// TestAgentConfigMoved covers the other agents' hook-loading files where
// they move to: system-wide files, OpenClaw profiles, and folders named by
// each agent's variable in the hook's environment.
func TestAgentConfigMoved(t *testing.T) {
	vars := map[string]string{
		"CODEX_HOME":                      "/srv/codex",
		"OPENCLAW_CONFIG_PATH":            "/srv/oc/main.json",
		"OPENCLAW_STATE_DIR":              "/srv/ocstate",
		"PI_CODING_AGENT_DIR":             "/srv/pi",
		"GEMINI_CLI_SYSTEM_SETTINGS_PATH": "/srv/gemini/system.json",
	}
	env := testEnv
	env.Getenv = func(k string) string { return vars[k] }
	g, err := guard.New(nil, env)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		tool, path, want string
	}{
		{"Write", "/etc/codex/requirements.toml", "deny"},
		{"Write", "/etc/gemini-cli/settings.json", "deny"},
		{"Edit", "/etc/gemini-cli/system-defaults.json", "deny"},
		{"Write", "/Library/Application Support/GeminiCli/settings.json", "deny"},
		{"Write", "/home/dev/.openclaw-dev/openclaw.json", "deny"},
		{"Write", "/home/dev/.openclaw-dev/extensions/x/index.js", "deny"},
		{"Write", "/srv/codex/hooks.json", "deny"},
		{"Edit", "/srv/codex/config.toml", "deny"},
		{"Write", "/srv/oc/main.json", "deny"},
		{"Write", "/srv/ocstate/openclaw.json", "deny"},
		{"Write", "/srv/ocstate/extensions/evil/index.js", "deny"},
		{"Write", "/srv/pi/settings.json", "deny"},
		{"Write", "/srv/pi/extensions/evil.ts", "deny"},
		{"Write", "/srv/gemini/system.json", "deny"},
		{"mcp__filesystem__write_file", "/srv/codex/hooks.json", "deny"},
		// Neighbours of those files are ordinary.
		{"Write", "/srv/codex/notes.md", ""},
		{"Write", "/srv/codex/sub/config.toml", ""},
		{"Write", "/srv/pi/sessions/x.jsonl", ""},
		{"Write", "/srv/ocstate/workspace/notes.md", ""},
		{"Write", "/etc/codex-notes/config.toml", ""},
		{"Write", "/home/dev/project/openclaw-dev/openclaw.json", ""},
		{"Write", "/home/dev/project/docs/extensions/intro.md", ""},
	}
	for _, c := range cases {
		key := "file_path"
		if c.tool != "Write" && c.tool != "Edit" {
			key = "path"
		}
		r := g.Tool(c.tool, []byte(`{"`+key+`":"`+c.path+`","content":""}`))
		if r.Decision != c.want {
			t.Errorf("%s %s: got %q (%s), want %q", c.tool, c.path, r.Decision, r.Reason, c.want)
		}
	}
}

// TestGrepFromCwd: a Grep with a glob and no path searches the cwd.
func TestGrepFromCwd(t *testing.T) {
	env := testEnv
	env.Cwd = "/home/dev"
	g, err := guard.New(nil, env)
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Tool("Grep", []byte(`{"pattern":"x","glob":".ssh/id_*"}`)); r.Decision != "deny" {
		t.Errorf("grep of the keys from home: got %q, want deny", r.Decision)
	}
	if r := g.Tool("Grep", []byte(`{"pattern":"x","glob":"*.md"}`)); r.Decision != "" {
		t.Errorf("grep of notes from home: got %q (%s), want no opinion", r.Decision, r.Reason)
	}
}

// BenchmarkToolPaths measures the file-tool judgments this round added to
// (an MCP write, a Grep with a glob) beside a plain Write.
func BenchmarkToolPaths(b *testing.B) {
	g := newTestGuard(b)
	calls := []struct{ tool, input string }{
		{"Write", `{"file_path":"/home/dev/project/src/x.go","content":"x"}`},
		{"mcp__filesystem__write_file", `{"path":"/home/dev/project/src/x.go","content":"x"}`},
		{"Grep", `{"pattern":"x","path":"/home/dev","glob":"**/id_*"}`},
	}
	for _, c := range calls {
		b.Run(c.tool, func(b *testing.B) {
			for b.Loop() {
				g.Tool(c.tool, []byte(c.input))
			}
		})
	}
}
