package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A file the wiring list does not name, under one of the home folder's
// dot folders, made during a call with an agent's variable in it (a
// multiplexer's shell script, an editor's plugin, a manager's env file)
// is caught and moved aside; one changed in place is caught and held, its
// line left (no known-good copy); ordinary config written there, and a
// file outside the dot folders, are quiet.
func TestSweepFindsAgentVariables(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env // (the sweep walks the home folder the hook's environment names)
	r.write(".config/kiln/env.toml", "[env]\nEDITOR = \"vim\"\n")
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
	res = r.tamperedBy(func() {
		r.write(".config/kiln/env.toml", "[env]\nEDITOR = \"vim\"\nCLAUDE_CODE_SIMPLE = \"1\"\n")
	})
	if !strings.Contains(res.Message, "env.toml") || res.Hold == "" && !strings.Contains(res.Message, "hooktool") {
		t.Fatalf("a changed file naming CLAUDE_CODE_SIMPLE was not caught: %+v", res)
	}
	r.ack()
	for name, f := range map[string]func(){
		"ordinary config":  func() { r.write(".config/kiln/env.toml", "[env]\nEDITOR = \"nvim\"\n") },
		"not a dot folder": func() { r.write("notes/claude.md", "export CLAUDE_CONFIG_DIR=/tmp/x\n") },
		"a history file":   func() { r.write(".local/share/kiln/history", "CLAUDE_CODE_SIMPLE=1 claude\n") },
	} {
		if res := r.tamperedBy(f); res.Message != "" {
			t.Errorf("%s tripped: %+v", name, res)
		}
	}
}
