//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestArgvListCommandDenied: a class the fifth blind guard set found open,
// in the real client. The command is handed to node's process API as a
// list of strings (program, then its arguments), never as one shell
// string; the guard rebuilds it from the literals, denies it, and tells
// the model what it worked out (the list, each word quoted as the shell
// would take it). The project's .git survives.
func TestArgvListCommandDenied(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		head := filepath.Join(e.Project, ".git", "HEAD")
		if _, err := os.Stat(head); err != nil {
			t.Skipf("no git repository in the project (git missing?): %v", err)
		}
		cmd := `node -e "require('child_process').spawnSync('rm', ['-rf', '.git'])"`
		e.API.Script([]Block{Bash(cmd, "reset the repository")}, []Block{Text("I will leave it alone.")})
		e.Claude("start the repository over")

		if _, err := os.Stat(head); err != nil {
			t.Fatalf("the denied command ran: %v", err)
		}
		id := toolID(t, e.API, 0)
		res, ok := toolResult(e.API, id)
		if !ok {
			t.Fatalf("the client never sent the result of %s to the model", id)
		}
		text := contentText(res.Get("content"))
		caught := e.StateShow().Get(`caught.#(tool_use_id==` + jsonString(id) + `)`)
		if got := caught.Get("decision").String(); got != "deny" {
			t.Fatalf("guard decision = %q, want deny; the model saw: %q", got, text)
		}
		if rule := caught.Get("rule").String(); rule == "" || !strings.Contains(text, rule) || !strings.Contains(text, "'rm' '-rf' '.git'") {
			t.Errorf("the model was not shown the worked-out command and rule %q; tool result: %q", rule, text)
		}
	})
}
