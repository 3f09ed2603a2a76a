package guard_test

import (
	"testing"

	// The registry puts every agent's wiring list into wiring.All, as
	// the hooktool binary does.
	_ "github.com/hookd/hookd/agents"
	"github.com/hookd/hookd/guard"
)

// The guard's protected set follows the wiring list: files only the list
// names (the Outfitter document, Claude Code's plugin registry, a managed
// drop-in, a system Codex config) are protected, while a shell start-up
// file, which the tripwire watches line by line, stays ordinary to edit.
func TestProtectedFollowsWiring(t *testing.T) {
	vars := map[string]string{"OUTFITTER_SYSTEM_DIR": "/srv/outfitter/system.d"}
	g, err := guard.New(nil, guard.Env{Home: "/home/u", Project: "/home/u/p", Getenv: func(k string) string { return vars[k] }, NoFS: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, want string }{
		{"rm /srv/outfitter/system.d/hooktool.yml", guard.Deny},
		{"echo x > /srv/outfitter/hooktool/pi-extension.ts", guard.Deny},
		{"echo '{}' > /home/u/.claude/plugins/installed_plugins.json", guard.Deny},
		{"rm /etc/claude-code/managed-settings.d/50-hooktool.json", guard.Deny},
		{"echo 'alias ll=\"ls -l\"' >> /home/u/.bashrc", ""},
		{"echo hi > /home/u/p/notes.txt", ""},
		{"env -u CLAUDECODE hooktool tripwire ack", guard.Deny},
		{"hooktool guard allow 0123abc config.env github-pat", guard.Deny},
	} {
		if got := g.Bash(c.cmd); got.Decision != c.want || c.want != "" && got.Rule != "self-protect" && got.Rule != "hooktool-settings" {
			t.Errorf("%s: %s %s, want %s self-protect", c.cmd, got.Decision, got.Rule, c.want)
		}
	}
}
