package main

import (
	"crypto/rand"
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/sjson"
)

// Secrets in commands never travel back out, on any surface, even where the
// text is clipped (issue 28): a PEM private key is known by its BEGIN line
// alone, and a secret-named setting by its name however the value follows
// it (aws configure set aws_secret_access_key V). The secrets are made here.
func TestRedactBeforeClip(t *testing.T) {
	dir := t.TempDir()
	for k, v := range map[string]string{
		"HOME": filepath.Join(dir, "home"), "HOOKTOOL_STATE": filepath.Join(dir, "state", "state.db"),
		"HOOKTOOL_CONFIG": "", "CLAUDE_PROJECT_DIR": dir, "XDG_CONFIG_HOME": filepath.Join(dir, "xdg"),
	} {
		t.Setenv(k, v)
	}
	rnd := func(n int) string {
		b := make([]byte, n)
		if _, err := rand.Read(b); err != nil {
			t.Fatal(err)
		}
		return base64.StdEncoding.EncodeToString(b)
	}
	var body []string
	for range 5 {
		body = append(body, rnd(52)) // 70 characters a line, as ssh-keygen writes
	}
	kind := "OPENSSH " + "PRIVATE KEY"
	key := "-----BEGIN " + kind + "-----\n" + strings.Join(body, "\n") + "\n-----END " + kind + "-----"
	awsSecret := rnd(30) // 40 characters
	cases := map[string]struct {
		command string
		leaks   []string // none of these may appear anywhere
	}{
		"pem-in-denied-command": {`rm -rf / "` + key + `"`, body},
		"aws-secret-spaced":     {"aws configure set aws_secret_access_key " + awsSecret + " && rm -rf /", []string{awsSecret[:12]}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			check := func(surface, out string) {
				t.Helper()
				for _, l := range c.leaks {
					if strings.Contains(out, l) || strings.Contains(out, l[:12]) {
						t.Errorf("%s repeats a secret (%q...):\n%s", surface, l[:12], clipText(out, 600))
					}
				}
			}
			runOut := func(stdin string, args ...string) string {
				t.Helper()
				var o, e strings.Builder
				code := run(append([]string{"hooktool"}, args...), strings.NewReader(stdin), &o, &e)
				if code == 2 {
					t.Fatalf("%v: exit 2: %s", args, e.String())
				}
				return o.String() + e.String()
			}
			check("explain", runOut("", "explain", c.command))
			check("explain --json", runOut("", "explain", "--json", c.command))
			line, _ := sjson.Set(`{}`, "command", c.command)
			check("check", runOut(line+"\n", "check"))

			pre, _ := sjson.Set(`{"session_id":"s-redact","hook_event_name":"PreToolUse","tool_name":"Bash","tool_use_id":"toolu_r1","cwd":"/tmp"}`, "tool_input.command", c.command)
			check("PreToolUse reply", runOut(pre, "hook"))
			post, _ := sjson.Set(`{"session_id":"s-redact","hook_event_name":"PostToolUse","tool_name":"Bash","tool_use_id":"toolu_r2","cwd":"/tmp"}`, "tool_input.command", c.command)
			post, _ = sjson.Set(post, "tool_response.stdout", strings.Repeat("output line\n", 4000))
			check("PostToolUse reply", runOut(post, "hook"))
			fail, _ := sjson.Set(`{"session_id":"s-redact","hook_event_name":"PostToolUseFailure","tool_name":"Bash","tool_use_id":"toolu_r3","cwd":"/tmp","error":"exit 1"}`, "tool_input.command", c.command)
			runOut(fail, "hook")
			fail, _ = sjson.Set(fail, "tool_use_id", "toolu_r4")
			check("PostToolUseFailure reply", runOut(fail, "hook"))
			stop, _ := sjson.Set(`{"session_id":"s-redact","hook_event_name":"Stop","stop_hook_active":false,"cwd":"/tmp","transcript_path":"/nonexistent"}`,
				"last_assistant_message", "I will now run "+c.command+" to fix the credentials.")
			check("narration message", runOut(stop, "hook"))
			check("state show --json", runOut("", "state", "show", "--json"))
			check("log --json", runOut("", "log", "--json"))

			tr, _ := sjson.Set(`{"type":"assistant","cwd":"/tmp","message":{"content":[{"type":"tool_use","id":"toolu_r5","name":"Bash"}]}}`, "message.content.0.input.command", c.command)
			path := filepath.Join(dir, name+".jsonl")
			if err := os.WriteFile(path, []byte(tr+"\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			check("replay", runOut("", "replay", "--json", path))
		})
	}
}
