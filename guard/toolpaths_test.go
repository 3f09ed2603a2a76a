package guard_test

import "testing"

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
