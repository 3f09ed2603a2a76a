package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hookd/hookd/state"
)

// A file the wiring list does not name, under one of the home folder's
// dot folders, made during a call with an agent's variable in it (a
// multiplexer's shell script, an editor's plugin, a manager's env file)
// is caught and moved aside; a dot file changed in place is caught and
// held, its line left (no known-good copy); ordinary config written there,
// and a file outside the dot folders, are quiet.
func TestSweepFindsAgentVariables(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env // (the sweep walks the home folder the hook's environment names)
	r.write(".config/kiln/env.toml", "[env]\nEDITOR = \"vim\"\n")
	r.write(".kilnrc", "# kiln\n")
	r.refresh()
	res := r.tamperedBy(func() {
		r.write(".config/kiln/plugins/session.lua", "set_env('CLAUDE_CONFIG_DIR', os.getenv('HOME') .. '/.cache/c2')\n")
	})
	p := filepath.Join(r.home, ".config/kiln/plugins/session.lua")
	if !strings.Contains(res.Message, "session.lua") {
		t.Fatalf("a new file naming CLAUDE_CONFIG_DIR was not caught: %+v", res)
	}
	if _, err := os.Stat(p); err == nil {
		t.Error("the new file stays")
	}
	r.ack()
	time.Sleep(2 * sweepSlack) // (nothing of the last call within this one)
	res = r.tamperedBy(func() {
		r.write(".kilnrc", "# kiln\nexport CLAUDE_CODE_SIMPLE=1\n")
	})
	if !strings.Contains(res.Message, ".kilnrc") {
		t.Fatalf("a dot file changed in place naming CLAUDE_CODE_SIMPLE was not caught: %+v", res)
	}
	r.write(".kilnrc", "# kiln\n") // (the user takes the line out)
	r.ack()
	for name, f := range map[string]func(){
		"ordinary config":  func() { r.write(".config/kiln/env.toml", "[env]\nEDITOR = \"nvim\"\n") },
		"not a dot folder": func() { r.write("notes/claude.md", "export CLAUDE_CONFIG_DIR=/tmp/x\n") },
		"a history file":   func() { r.write(".local/share/kiln/history", "CLAUDE_CODE_SIMPLE=1 claude\n") },
	} {
		time.Sleep(2 * sweepSlack)
		if res := r.tamperedBy(f); res.Message != "" {
			t.Errorf("%s tripped: %+v", name, res)
		}
	}
}

// An edit tool's call is looked at by the file it names: one written
// under a dot folder with an agent's variable is caught, without a walk.
func TestSweepEditToolTarget(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	r.refresh()
	p := filepath.Join(r.home, ".config/kiln/init.lua")
	var res Result
	if err := r.db.Update(func(tx *state.Tx) error {
		r.tw.Check(tx, Call{Event: "PreToolUse", Session: "s", ToolUseID: "w1", Tool: "Write", Target: p})
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	r.write(".config/kiln/init.lua", "vim.env.CLAUDE_CODE_SIMPLE = '1'\n")
	if err := r.db.Update(func(tx *state.Tx) error {
		res = r.tw.Check(tx, Call{Event: "PostToolUse", Session: "s", ToolUseID: "w1", Tool: "Write", Target: p})
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Message, "init.lua") {
		t.Fatalf("a file an edit tool wrote with an agent's variable was not caught: %+v", res)
	}
}
