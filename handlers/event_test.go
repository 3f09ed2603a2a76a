package handlers

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

func TestDecodeRejects(t *testing.T) {
	deep := strings.Repeat("[", 65) + strings.Repeat("]", 65)
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", "empty input"},
		{"not json", "hello", "not valid JSON"},
		{"truncated", `{"hook_event_name":"Stop"`, "not valid JSON"},
		{"unterminated string", `{"hook_event_name":"Sto`, "not valid JSON"},
		{"array", `[1]`, "not an object"},
		{"string", `"x"`, "not an object"},
		{"no name", `{"a":1}`, "no hook_event_name"},
		{"name not string", `{"hook_event_name":1}`, "hook_event_name is a number"},
		{"session not string", `{"hook_event_name":"Stop","session_id":{}}`, "session_id is an object"},
		{"cwd array", `{"hook_event_name":"Stop","cwd":[]}`, "cwd is an array"},
		{"tool_input string", `{"hook_event_name":"PreToolUse","tool_input":"rm"}`, "tool_input is a string"},
		{"bad utf8", "{\"hook_event_name\":\"Stop\",\"x\":\"\xff\"}", "not valid UTF-8"},
		{"too deep", `{"hook_event_name":"Stop","x":` + deep + `}`, "deeper than 64"},
		{"too big", `{"x":"` + strings.Repeat("a", MaxInputBytes) + `"}`, "larger than 16 MiB"},
		{"command a number", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":123}}`, "tool_input.command is a number, want a string"},
		{"command an array", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":["rm","-rf","/"]}}`, "tool_input.command is an array"},
		{"file_path an array", `{"hook_event_name":"PreToolUse","tool_name":"Write","tool_input":{"file_path":["a"],"content":"x"}}`, "tool_input.file_path is an array"},
		{"edits not objects", `{"hook_event_name":"PreToolUse","tool_name":"MultiEdit","tool_input":{"file_path":"a","edits":["x"]}}`, "tool_input.edits.0 is a string"},
		{"post command object", `{"hook_event_name":"PostToolUse","tool_name":"Bash","tool_input":{"command":{}}}`, "tool_input.command is an object"},
		{"last duplicate wrong type", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls","command":7}}`, "tool_input.command is a number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode([]byte(tt.in))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Decode error = %v, want one containing %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error spans lines: %q", err)
			}
		})
	}
}

func TestDecodeRealPayloads(t *testing.T) {
	files, _ := filepath.Glob("../cmd/hookd-cli/testdata/events*/*.json")
	if len(files) < 20 {
		t.Fatalf("found %d payloads, want the shared fixtures", len(files))
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Decode(raw)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		base := filepath.Base(f)
		if !strings.HasPrefix(base, ev.Name) {
			t.Errorf("%s decoded as %s", base, ev.Name)
		}
		if ev.SessionID == "" {
			t.Errorf("%s: no session id", base)
		}
		if strings.HasPrefix(ev.Name, "PreToolUse") && (ev.ToolName == "" || ev.ToolUseID == "") {
			t.Errorf("%s: tool_name %q tool_use_id %q", base, ev.ToolName, ev.ToolUseID)
		}
	}
}

// A key given twice is read as the client reads it: the last one, at the
// top level and anywhere in tool_input.
func TestDecodeDuplicateKeysLastWins(t *testing.T) {
	tests := []struct{ name, in, path, want string }{
		{"command", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls","command":"rm -rf ~"}}`, "tool_input.command", "rm -rf ~"},
		{"tool_input", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"},"tool_input":{"command":"rm -rf ~"}}`, "tool_input.command", "rm -rf ~"},
		{"tool_name", `{"hook_event_name":"PreToolUse","tool_name":"Read","tool_name":"Bash","tool_input":{"command":"x"}}`, "tool_name", "Bash"},
		{"event name", `{"hook_event_name":"Stop","hook_event_name":"PreToolUse"}`, "hook_event_name", "PreToolUse"},
		{"nested edits", `{"hook_event_name":"PreToolUse","tool_name":"MultiEdit","tool_input":{"file_path":"a","edits":[{"new_string":"x","new_string":"y"}]}}`, "tool_input.edits.0.new_string", "y"},
		{"escaped key", `{"hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls","comm\u0061nd":"rm -rf ~"}}`, "tool_input.command", "rm -rf ~"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev, err := Decode([]byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if got := ev.Get(tt.path).String(); got != tt.want {
				t.Errorf("%s = %q, want the last %q (raw %s)", tt.path, got, tt.want, ev.Raw)
			}
			if tt.path == "tool_name" && ev.ToolName != tt.want || tt.path == "hook_event_name" && ev.Name != tt.want {
				t.Errorf("event fields: name %q tool %q", ev.Name, ev.ToolName)
			}
		})
	}
	// Without duplicates the bytes are left as they are.
	in := []byte(`{"hook_event_name":"PreToolUse", "tool_input":{"command":"ls"}}`)
	if ev, err := Decode(in); err != nil || &ev.Raw[0] != &in[0] {
		t.Errorf("an input without duplicates was copied or failed: %v", err)
	}
}

// Depth counting ignores brackets inside strings and escaped quotes.
func TestDepthIgnoresStrings(t *testing.T) {
	in := `{"hook_event_name":"Stop","x":"` + strings.Repeat("[", 200) + `\"{{{"}`
	if _, err := Decode([]byte(in)); err != nil {
		t.Fatalf("brackets in a string counted as nesting: %v", err)
	}
	d, _ := depth([]byte(`{"a":[{"b":[1]}]}`), 64)
	if d != 4 {
		t.Fatalf("depth = %d, want 4", d)
	}
}

// FuzzDecode: any input either decodes to an event with a name or gives a
// one-line error; never a panic.
func FuzzDecode(f *testing.F) {
	files, _ := filepath.Glob("../cmd/hookd-cli/testdata/events/*.json")
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte(`{"hook_event_name":"Stop","x":[[[[{}]]]]}`))
	f.Add([]byte("{\"hook_event_name\":\"\\u0000\"}"))
	f.Fuzz(func(t *testing.T, in []byte) {
		ev, err := Decode(in)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			return
		}
		if ev.Raw == nil {
			t.Fatal("decoded event without raw bytes")
		}
		r := &Reply{AdditionalContext: ev.SessionID}
		if _, err := r.Encode(ev.Name); err != nil && Known(ev.Name) && capsContext(ev.Name) {
			t.Fatalf("encode: %v", err)
		}
	})
}

func capsContext(event string) bool { c, _ := eventCaps(event); return c.context }

// Every top-level member a handler reads is one whose duplicates Decode
// resolves (readField): a new ev.Get("x") without it would read the first
// of two values while the client runs the last.
func TestReadFieldCoversHandlers(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	re := regexp.MustCompile(`ev\.Get\("([a-z_]+)`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			n++
			if !readField(m[1]) {
				t.Errorf("%s reads %q, which readField does not list", f, m[1])
			}
		}
	}
	if n < 5 {
		t.Fatalf("found %d ev.Get calls; the pattern no longer matches the handlers", n)
	}
}

// Get through the members Decode kept reads what a lookup over the whole
// input reads.
func TestEventGetMatchesRaw(t *testing.T) {
	files, _ := filepath.Glob("../cmd/hookd-cli/testdata/events*/*.json")
	paths := []string{"tool_input", "tool_input.command", "tool_input.file_path", "tool_response", "tool_response.stdout",
		"tool_calls", "tool_calls.#", "tool_calls.0.tool_use_id", "last_assistant_message", "source", "cwd", "nope", "nope.x", "effort.level"}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := Decode(raw)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			if got, want := ev.Get(p), gjson.GetBytes(ev.Raw, p); got.Raw != want.Raw || got.Exists() != want.Exists() {
				t.Errorf("%s: Get(%q) = %q, want %q", filepath.Base(f), p, got.Raw, want.Raw)
			}
		}
	}
}
