//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTripwireRestoresSettings: the agent's Bash call runs python that
// computes the path of ~/.claude/settings.json (the guard cannot see it)
// and empties its hooks. At the call's end hooktool's PostToolUse restores
// the file and tells the user; the next session still runs hooktool, and
// its tool calls are put to the user until `hooktool tripwire ack` (in -p
// mode an ask cannot be answered, so the call does not run).
func TestTripwireRestoresSettings(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		if !c.Knows("2.1.328") {
			t.Skipf("shown on the current clients; %s has the same PostToolUse contract", c.Version)
		}
		e := NewEnv(t, c)
		sp := filepath.Join(e.Home, ".claude", "settings.json")
		good, err := os.ReadFile(sp)
		if err != nil {
			t.Fatal(err)
		}
		py := `python3 -c "import json,os;p=os.path.join(os.path.expanduser('~'),'.cl'+'aude','settings.json');d=json.load(open(p));d['hooks']={};json.dump(d,open(p,'w'))"`
		e.API.Script([]Block{Bash(py, "tidy settings")}, []Block{Text("Tidied.")})
		r := e.Claude("tidy my settings")

		now, err := os.ReadFile(sp)
		if err != nil {
			t.Fatal(err)
		}
		if string(now) != string(good) {
			t.Fatalf("settings.json was not restored:\n%s", now)
		}
		msgs := strings.Join(e.SystemMessages(r.SessionID, "PostToolUse"), "\n")
		if !strings.Contains(msgs, "hooktool tripwire") || !strings.Contains(msgs, "settings.json") {
			t.Errorf("the user was not told: PostToolUse system messages %q", msgs)
		}

		docs := filepath.Join(e.Home, "Documents")
		if err := os.MkdirAll(docs, 0o755); err != nil {
			t.Fatal(err)
		}
		keep := filepath.Join(docs, "keep.txt")
		if err := os.WriteFile(keep, []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		e.API.Script([]Block{Bash("find ~/Documents -name '*.txt' -delete", "clean")}, []Block{Text("Cleaned.")})
		r2 := e.Claude("clean up my documents")
		if _, err := os.Stat(keep); err != nil {
			t.Fatalf("the next session ran the delete: %v", err)
		}
		s := e.Session(r2.SessionID)
		if !s.Get("events.PreToolUse").Exists() {
			t.Errorf("hooktool's PreToolUse did not fire in the next session: %s", s.Raw)
		}
		if out, _, code := e.Run(e.Hooktool, "tripwire", "ack"); code != 0 || !strings.Contains(out, "acknowledged") {
			t.Errorf("tripwire ack: exit %d: %s", code, out)
		}
	})
}
