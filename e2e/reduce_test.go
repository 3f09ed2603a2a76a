//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReduceRewrite: with reduce.rewrite on, the model's `find` is wrapped
// in `hooktool reduce --` in PreToolUse and the client runs the wrapped
// command: the tool result the model gets is the reduced output, with the
// marker naming a file that holds all of it, the error line and the last
// line kept, and the command's exit code still reported. The same holds
// for a stage a pass-through wrapper runs (stdbuf, as uv run or bundle
// exec would be): the wrap goes before the wrapper.
func TestReduceRewrite(t *testing.T) {
	for _, cmd := range []string{
		// find exits 1 for the missing folder, after listing the rest.
		"find data missing-folder -name '*.txt'",
		"stdbuf -oL find data missing-folder -name '*.txt'",
	} {
		t.Run(strings.Fields(cmd)[0], func(t *testing.T) { reduceRewrite(t, cmd) })
	}
}

func reduceRewrite(t *testing.T, cmd string) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		cfg := filepath.Join(e.Home, ".claude", "hooktool.json")
		if err := os.WriteFile(cfg, []byte(`{"reduce": {"rewrite": true}}`+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		for i := range 600 {
			e.WriteFile(fmt.Sprintf("data/d%02d/file-%03d.txt", i%20, i), "x\n")
		}
		e.API.Script([]Block{Bash(cmd, "list the data files")}, []Block{Text("Listed.")})
		e.Claude("list the data files")

		id := toolID(t, e.API, 0)
		res, ok := toolResult(e.API, id)
		if !ok {
			t.Fatalf("the client never sent the result of %s to the model", id)
		}
		text := contentText(res.Get("content"))
		m := regexp.MustCompile(`\[hooktool: ([\d,]+) lines omitted; full output: (\S+)\]`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("the model got unreduced output (%d bytes); the rewrite did not happen: %q", len(text), clipText(text, 600))
		}
		if !strings.Contains(text, "missing-folder") {
			t.Errorf("find's error line was dropped: %q", clipText(text, 600))
		}
		if !res.Get("is_error").Bool() && !strings.Contains(text, "Exit code 1") {
			t.Errorf("find's exit code 1 was lost: %s", clipText(res.Raw, 400))
		}
		full, err := os.ReadFile(m[2])
		if err != nil {
			t.Fatalf("the full output the marker names: %v", err)
		}
		if n := strings.Count(string(full), ".txt\n"); n != 600 {
			t.Errorf("full output lists %d files, want 600", n)
		}
		t.Logf("the model got %d bytes for a %d-byte output (%s lines omitted)", len(text), len(full), m[1])
		if len(text) >= len(full) {
			t.Errorf("the model got %d bytes for a %d-byte output", len(text), len(full))
		}
		out, _, code := e.Run(e.Hooktool, "gain", "--json")
		if code != 0 || !strings.Contains(out, `"kind": "find"`) {
			t.Errorf("gain does not show the run: exit %d: %s", code, out)
		}
	})
}
