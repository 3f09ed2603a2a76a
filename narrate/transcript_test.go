package narrate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const sample = "../cmd/hookd-cli/testdata/transcript-sample.jsonl"

func TestReadTailSample(t *testing.T) {
	turn, err := ReadTail(sample, 0, "a2ace39e-eb5c-42a8-afc8-b9598eadc8dd")
	if err != nil {
		t.Fatal(err)
	}
	if turn.Text != "All done: listed files, wrote out.txt." {
		t.Errorf("text = %q", turn.Text)
	}
	if turn.ToolUses != 5 {
		t.Errorf("tool uses = %d, want 5", turn.ToolUses)
	}
}

func TestReadTailShortWindow(t *testing.T) {
	// A window that starts mid-file drops the cut line and still finds the
	// final text at the end.
	turn, err := ReadTail(sample, 2000, "")
	if err != nil {
		t.Fatal(err)
	}
	if turn.Text != "All done: listed files, wrote out.txt." {
		t.Errorf("text = %q", turn.Text)
	}
}

func TestReadTailMissing(t *testing.T) {
	_, err := ReadTail(filepath.Join(t.TempDir(), "nope.jsonl"), 0, "")
	if !os.IsNotExist(err) {
		t.Errorf("err = %v, want not-exist", err)
	}
	if _, err := ReadTail(t.TempDir(), 0, ""); err == nil {
		t.Error("a directory read as a transcript")
	}
}

// Line builders in the shapes of reference/claude-code-hooks.md 5.2.
func userPrompt(pid, text string) string {
	return `{"type":"user","promptId":"` + pid + `","message":{"role":"user","content":"` + text + `"}}`
}
func toolResult(pid string) string {
	return `{"type":"user","promptId":"` + pid + `","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"ok"}]}}`
}
func asstText(id, text, stop string) string {
	return `{"type":"assistant","message":{"id":"` + id + `","role":"assistant","content":[{"type":"text","text":"` + text + `"}],"stop_reason":` + stop + `}}`
}
func asstTool(id string) string {
	return `{"type":"assistant","message":{"id":"` + id + `","role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Bash","input":{}}],"stop_reason":"tool_use"}}`
}

func TestParseTail(t *testing.T) {
	cases := []struct {
		name, pid string
		lines     []string
		text      string
		tools     int
	}{
		{"promise only", "p2", []string{userPrompt("p1", "a"), asstText("m1", "Done.", `"end_turn"`), userPrompt("p2", "go"), asstText("m2", "Running it now.", `"end_turn"`)}, "Running it now.", 0},
		{"lagging: prompt not written", "p2", []string{userPrompt("p1", "a"), asstText("m1", "Done.", `"end_turn"`)}, "", 0},
		{"lagging: final text not written", "p1", []string{userPrompt("p1", "a"), asstTool("m1"), toolResult("p1")}, "", 1},
		{"preamble before tools is not final", "", []string{userPrompt("p1", "a"), asstText("m1", "I'll look.", `"tool_use"`)}, "", 0},
		{"several blocks of one message", "", []string{userPrompt("p1", "a"), asstText("m1", "First.", "null"), `{"type":"assistant","message":{"id":"m1","content":[{"type":"thinking","thinking":"x"}]}}`, asstText("m1", "Let me check.", `"end_turn"`)}, "First.\n\nLet me check.", 0},
		{"sidechain and unknown types skipped", "", []string{userPrompt("p1", "a"), asstText("m1", "Fine.", `"end_turn"`), `{"type":"assistant","isSidechain":true,"message":{"id":"s","content":[{"type":"text","text":"sub"}]}}`, `{"type":"last-prompt"}`, `{"type":"system","subtype":"x"}`}, "Fine.", 0},
		{"partial last line", "", []string{userPrompt("p1", "a"), asstText("m1", "Ok.", `"end_turn"`), `{"type":"assist`}, "Ok.", 0},
		{"stop hook feedback is not a prompt", "", []string{userPrompt("p1", "a"), asstText("m1", "On it.", `"end_turn"`), `{"type":"user","message":{"role":"user","content":"Stop hook feedback: do it"}}`, asstText("m2", "Running now.", `"end_turn"`)}, "Running now.", 0},
		{"empty", "", nil, "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := ParseTail([]byte(strings.Join(c.lines, "\n")+"\n"), c.pid)
			if got.Text != c.text || got.ToolUses != c.tools {
				t.Errorf("got %+v, want text %q tools %d", got, c.text, c.tools)
			}
		})
	}
}

func FuzzParseTail(f *testing.F) {
	b, err := os.ReadFile(sample)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b, "")
	f.Add([]byte(asstText("m", "x", "null")+"\n{"), "p")
	f.Fuzz(func(t *testing.T, b []byte, pid string) {
		got := ParseTail(b, pid)
		if len(got.Text) > len(b) {
			t.Fatalf("text longer than input")
		}
	})
}

func BenchmarkReadTail(b *testing.B) {
	for b.Loop() {
		if _, err := ReadTail(sample, 0, ""); err != nil {
			b.Fatal(err)
		}
	}
}
