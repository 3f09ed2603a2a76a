package harness

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestDecodeCodex(t *testing.T) {
	cases := []struct {
		name, in string
		want     map[string]string // gjson path -> value
	}{
		{"bash stays", `{"hook_event_name":"PreToolUse","turn_id":"t1","tool_name":"Bash","tool_input":{"command":"ls"}}`,
			map[string]string{"prompt_id": "t1", "tool_name": "Bash", "tool_input.command": "ls"}},
		{"argv shell", `{"hook_event_name":"PreToolUse","tool_name":"shell","tool_input":{"command":["bash","-lc","rm -rf /"],"workdir":"sub"},"cwd":"/p"}`,
			map[string]string{"tool_name": "Bash", "tool_input.command": "rm -rf /", "cwd": "/p/sub"}},
		{"argv words", `{"hook_event_name":"PreToolUse","tool_name":"exec_command","tool_input":{"cmd":["rm","-rf","a b"]}}`,
			map[string]string{"tool_name": "Bash", "tool_input.command": "rm -rf 'a b'"}},
		{"patch", `{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"command":"*** Begin Patch\n*** Update File: a.go\n*** Move to: b.go\n*** End Patch"}}`,
			map[string]string{"tool_name": "Edit", "tool_input.file_path": "a.go", "tool_input.patch_files.1.file_path": "b.go", "tool_input.patch_files.#": "2"}},
		{"patch as string", `{"hook_event_name":"PostToolUse","tool_name":"apply_patch","tool_input":"*** Add File: n.txt\n+x"}`,
			map[string]string{"tool_name": "Write", "tool_input.file_path": "n.txt"}},
		{"bash string with workdir", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"rm -f settings.json","workdir":"../.claude"},"cwd":"/p/q"}`,
			map[string]string{"tool_name": "Bash", "tool_input.command": "rm -f settings.json", "cwd": "/p/.claude"}},
		{"bash string without workdir", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"},"cwd":"/p"}`,
			map[string]string{"tool_input.command": "ls", "cwd": "/p", "tool_input.patch_files": ""}},
		{"shell argv apply_patch", `{"hook_event_name":"PreToolUse","tool_name":"shell","tool_input":{"command":["apply_patch","*** Begin Patch\n*** Add File: .git/config\n+x\n*** End Patch"],"workdir":"/p"}}`,
			map[string]string{"tool_name": "Bash", "tool_input.patch_files.0.file_path": ".git/config", "tool_input.patch_files.0.tool": "Write", "cwd": "/p"}},
		{"bash heredoc apply_patch", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: a.go\n*** Move to: hooks/pre-push\n*** End Patch\nEOF"}}`,
			map[string]string{"tool_name": "Bash", "tool_input.patch_files.#": "2", "tool_input.patch_files.1.file_path": "hooks/pre-push"}},
		{"cd then apply_patch", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"cd ../.claude && apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: settings.json\n+x\n*** Add File: /abs/x\n+x\n*** End Patch\nEOF"}}`,
			map[string]string{"tool_input.patch_files.0.file_path": "../.claude/settings.json", "tool_input.patch_files.1.file_path": "/abs/x"}},
		{"cd with a computed folder", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"cd $D && apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: a\n+x\n*** End Patch\nEOF"}}`,
			map[string]string{"tool_input.patch_files.0.file_path": "a"}},
		{"bash naming a patch it does not apply", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"grep -n 'Begin Patch' notes.md"}}`,
			map[string]string{"tool_input.patch_files": ""}},
		{"apply_patch tool as argv", `{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"command":["apply_patch","*** Begin Patch\n*** Add File: n.txt\n+x\n*** End Patch"]}}`,
			map[string]string{"tool_name": "Write", "tool_input.file_path": "n.txt"}},
		{"indented patch markers", `{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"command":"  *** Begin Patch\n\t*** Add File: a.txt\n+x\n  *** Update File: .git/config\n*** End Patch"}}`,
			map[string]string{"tool_input.patch_files.#": "2", "tool_input.patch_files.1.file_path": ".git/config"}},
		{"prompt_id kept", `{"hook_event_name":"Stop","turn_id":"t1","prompt_id":"p"}`,
			map[string]string{"prompt_id": "p"}},
		{"empty object", `{}`, map[string]string{"hook_event_name": ""}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, _ := Decode(Codex, []byte(c.in))
			if !json.Valid(out) {
				t.Fatalf("invalid JSON: %s", out)
			}
			for p, v := range c.want {
				if got := gjson.GetBytes(out, p).String(); got != v {
					t.Errorf("%s = %q, want %q (in %s)", p, got, v, out)
				}
			}
		})
	}
}

func TestDecodeGemini(t *testing.T) {
	cases := []struct {
		name, in string
		want     map[string]string
	}{
		{"shell", `{"hook_event_name":"BeforeTool","session_id":"s","tool_name":"run_shell_command","tool_input":{"command":"ls","dir_path":"src"},"cwd":"/p"}`,
			map[string]string{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": "/p/src", "tool_input.command": "ls"}},
		{"write", `{"hook_event_name":"BeforeTool","tool_name":"write_file","tool_input":{"file_path":"/p/a"}}`,
			map[string]string{"tool_name": "Write", "tool_input.file_path": "/p/a"}},
		{"shell directory", `{"hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"ls","directory":"../.gemini"},"cwd":"/p/q"}`,
			map[string]string{"tool_name": "Bash", "cwd": "/p/.gemini"}},
		{"read many", `{"hook_event_name":"BeforeTool","tool_name":"read_many_files","tool_input":{"include":["src/a.go","/h/.ssh/id_rsa"]}}`,
			map[string]string{"tool_name": "Read", "tool_input.file_path": "src/a.go", "tool_input.patch_files.1.file_path": "/h/.ssh/id_rsa", "tool_input.patch_files.1.tool": "Read"}},
		{"read many, nothing named", `{"hook_event_name":"BeforeTool","tool_name":"read_many_files","tool_input":{"include":[]}}`,
			map[string]string{"tool_name": "read_many_files"}},
		{"write absolute_path", `{"hook_event_name":"BeforeTool","tool_name":"write_file","tool_input":{"absolute_path":"/h/.gemini/settings.json"}}`,
			map[string]string{"tool_name": "Write", "tool_input.file_path": "/h/.gemini/settings.json"}},
		{"read absolute_path", `{"hook_event_name":"BeforeTool","tool_name":"read_file","tool_input":{"absolute_path":"/h/.ssh/id_rsa"}}`,
			map[string]string{"tool_name": "Read", "tool_input.file_path": "/h/.ssh/id_rsa"}},
		{"file_path wins", `{"hook_event_name":"BeforeTool","tool_name":"read_file","tool_input":{"file_path":"/p/a","absolute_path":"/p/b"}}`,
			map[string]string{"tool_input.file_path": "/p/a"}},
		{"replace", `{"hook_event_name":"AfterTool","tool_name":"replace","tool_input":{"file_path":"/p/a"}}`,
			map[string]string{"hook_event_name": "PostToolUse", "tool_name": "Edit"}},
		{"grep", `{"hook_event_name":"BeforeTool","tool_name":"grep_search","tool_input":{"pattern":"x","dir_path":"/etc"}}`,
			map[string]string{"tool_name": "Grep", "tool_input.path": "/etc"}},
		{"after agent", `{"hook_event_name":"AfterAgent","prompt_response":"I will do it."}`,
			map[string]string{"hook_event_name": "Stop", "last_assistant_message": "I will do it."}},
		{"before agent", `{"hook_event_name":"BeforeAgent","prompt":"p"}`,
			map[string]string{"hook_event_name": "UserPromptSubmit", "prompt": "p"}},
		{"precompress", `{"hook_event_name":"PreCompress"}`, map[string]string{"hook_event_name": "PreCompact"}},
		{"unhandled", `{"hook_event_name":"BeforeModel"}`, map[string]string{"hook_event_name": "BeforeModel"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, _ := Decode(Gemini, []byte(c.in))
			if !json.Valid(out) {
				t.Fatalf("invalid JSON: %s", out)
			}
			for p, v := range c.want {
				if got := gjson.GetBytes(out, p).String(); got != v {
					t.Errorf("%s = %q, want %q (in %s)", p, got, v, out)
				}
			}
		})
	}
}

// The same call decodes to the same id in BeforeTool and AfterTool, and a
// different call to another.
func TestGeminiCallID(t *testing.T) {
	id := func(ev, cmd string) string {
		out, _ := Decode(Gemini, []byte(`{"hook_event_name":"`+ev+`","session_id":"s","tool_name":"run_shell_command","tool_input":{"command":"`+cmd+`"}}`))
		return gjson.GetBytes(out, "tool_use_id").String()
	}
	if a, b := id("BeforeTool", "ls"), id("AfterTool", "ls"); a == "" || a != b {
		t.Errorf("ids %q and %q, want one non-empty id", a, b)
	}
	if id("BeforeTool", "ls") == id("BeforeTool", "pwd") {
		t.Error("two calls share an id")
	}
}

func TestEncode(t *testing.T) {
	deny := `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no <way>"}}`
	ask := `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"ask","permissionDecisionReason":"sure?"}}`
	allow := `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","updatedInput":{"command":"ls -1"}}}`
	block := `{"decision":"block","reason":"do it"}`
	ctx := `{"hookSpecificOutput":{"hookEventName":"SessionStart","additionalContext":"ctx"}}`
	warn := `{"systemMessage":"careful"}`
	cases := []struct {
		h, event, reply, want string
	}{
		{Claude, "PreToolUse", deny, deny},
		{Codex, "PreToolUse", deny, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no \u003cway\u003e"}}`},
		{Codex, "PreToolUse", ask, `{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"` + AskAsDeny + `sure?"}}`},
		{Codex, "PreToolUse", allow, ``},
		{Codex, "Stop", block, block},
		{Codex, "PreCompact", block, ``},
		{Codex, "SessionStart", ctx, ctx},
		{Codex, "SessionEnd", warn, ``},
		{Gemini, "BeforeTool", deny, `{"decision":"deny","reason":"no \u003cway\u003e"}`},
		{Gemini, "BeforeTool", ask, `{"decision":"ask","reason":"sure?","systemMessage":"sure?"}`},
		{Gemini, "BeforeTool", allow, `{"hookSpecificOutput":{"hookEventName":"BeforeTool","tool_input":{"command":"ls -1"}}}`},
		{Gemini, "AfterAgent", block, `{"decision":"deny","reason":"do it"}`},
		{Gemini, "BeforeAgent", block, `{"decision":"deny","reason":"do it"}`},
		{Gemini, "SessionStart", ctx, ctx},
		{Gemini, "AfterAgent", warn, warn},
		{Gemini, "SessionEnd", ``, ``},
	}
	for _, c := range cases {
		t.Run(c.h+"/"+c.event, func(t *testing.T) {
			a := Encode(c.h, c.event, []byte(c.reply))
			got := strings.TrimSuffix(string(a.Stdout), "\n")
			if got != c.want || a.Code != 0 {
				t.Errorf("Encode(%s, %s, %s) = %q exit %d, want %q exit 0", c.h, c.event, c.reply, got, a.Code, c.want)
			}
			if got != "" && !json.Valid([]byte(got)) {
				t.Errorf("invalid JSON %s", got)
			}
		})
	}
}

// FuzzDecode: whatever a harness sends, a valid object stays a valid
// object, and Decode never panics.
func FuzzDecode(f *testing.F) {
	f.Add(`{"hook_event_name":"BeforeTool","tool_name":"run_shell_command","tool_input":{"command":"ls","dir_path":"x"}}`)
	f.Add(`{"hook_event_name":"PreToolUse","tool_name":"apply_patch","tool_input":{"command":"*** Add File: a\n"},"turn_id":"t"}`)
	f.Add(`{"hook_event_name":"AfterAgent","prompt_response":"x"}`)
	f.Add(`{ }`)
	f.Fuzz(func(t *testing.T, in string) {
		for _, h := range Names() {
			out, _ := Decode(h, []byte(in))
			if json.Valid([]byte(in)) && strings.HasPrefix(strings.TrimSpace(in), "{") && !json.Valid(out) {
				t.Fatalf("%s: valid input %s decoded to invalid %s", h, in, out)
			}
		}
	})
}
