package handlers

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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
