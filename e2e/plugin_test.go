//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPluginInstallDenies: the repository is a Claude Code plugin
// marketplace. With no hooktool in any settings file, a user adds the
// marketplace from a local folder and installs the plugin with the client's
// own `claude plugin` commands, puts the binary in place with `hooktool
// install --bin-only`, and the plugin's hooks deny a destructive command in
// a real session.
func TestPluginInstallDenies(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		if help, _, code := e.Run(c.Bin, "plugin", "--help"); code != 0 || !strings.Contains(help, "marketplace") {
			t.Skipf("claude %s has no `claude plugin marketplace` command", c.Version)
		}
		// No settings wiring: only the plugin's hooks may act.
		if err := os.WriteFile(filepath.Join(e.Home, ".claude", "settings.json"), []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		root, err := filepath.Abs("..")
		if err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{
			{"plugin", "marketplace", "add", root},
			{"plugin", "install", "hooktool@hookd"},
		} {
			out, stderr, code := e.Run(c.Bin, args...)
			if code != 0 {
				t.Fatalf("claude %s: exit %d: %s%s", strings.Join(args, " "), code, out, stderr)
			}
		}
		if out, stderr, code := e.Run(e.Hooktool, "install", "--bin-only"); code != 0 {
			t.Fatalf("hooktool install --bin-only: exit %d: %s%s", code, out, stderr)
		}
		doctor, _, _ := e.Run(e.Hooktool, "doctor", "--no-self-test")
		if !strings.Contains(doctor, "plugin") || !strings.Contains(doctor, "hooktool@hookd") {
			t.Errorf("doctor does not list the plugin's hooks:\n%s", doctor)
		}

		keep := e.WriteFile("victim/keep.txt", "still here\n")
		e.API.Script([]Block{Bash("rm -rf *", "clean up the project")}, []Block{Text("I will leave it alone.")})
		e.Claude("clean up this project")

		if _, err := os.Stat(keep); err != nil {
			t.Fatalf("the denied command ran: %v", err)
		}
		id := toolID(t, e.API, 0)
		caught := e.StateShow().Get(`caught.#(tool_use_id==` + jsonString(id) + `)`)
		if got := caught.Get("decision").String(); got != "deny" {
			t.Fatalf("the plugin's PreToolUse hook did not deny %s (state: %s)", id, caught.Raw)
		}
		res, ok := toolResult(e.API, id)
		if !ok {
			t.Fatalf("no tool result for %s reached the model", id)
		}
		if text := contentText(res.Get("content")); !strings.Contains(text, caught.Get("rule").String()) {
			t.Errorf("the model was not told the rule %q: %q", caught.Get("rule").String(), text)
		}
	})
}
