//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

// OpenClaw (npm openclaw, which needs Node.js 24) loads hooktool's plugin
// from ~/.openclaw/extensions/hooktool, written and enabled by `hooktool
// install --harness openclaw`. Each run is `openclaw agent --local`, the
// embedded agent, against the scripted stand-in as a custom provider
// speaking the Anthropic Messages API on loopback. One session, three runs:
// a denied command and a large output; a turn that promises and calls no
// tool; the next turn, which must carry the warning.
func TestOpenClaw(t *testing.T) {
	forEachAgent(t, "openclaw", "HOOKD_E2E_OPENCLAW", func(t *testing.T, a Agent) {
		node := os.Getenv("HOOKD_E2E_NODE24")
		if node == "" {
			t.Skip("HOOKD_E2E_NODE24 is not set: OpenClaw needs Node.js 24 (make e2e installs it)")
		}
		dir, err := os.MkdirTemp(workRoot(t), "openclaw-")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		home, project := filepath.Join(dir, "home"), filepath.Join(dir, "project")
		api := NewAPI(t)
		api.prefix = "toolu_oc"
		hooktool := hooktoolBin(t)
		token := fmt.Sprintf("ctx-%d", time.Now().UnixNano())
		write := func(p, s string) {
			t.Helper()
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		write(filepath.Join(home, "victim.txt"), "still here\n")
		write(filepath.Join(project, ".claude", "hooktool", "context.md"), "Marker "+token+".\n")
		cfg, _ := json.MarshalIndent(map[string]any{
			"agents": map[string]any{"defaults": map[string]any{"model": map[string]any{"primary": "standin/standin-model"}, "workspace": project}},
			"models": map[string]any{"mode": "merge", "providers": map[string]any{"standin": map[string]any{
				"baseUrl": api.URL, "apiKey": "sk-test", "api": "anthropic-messages",
				"models": []any{map[string]any{"id": "standin-model", "name": "standin"}},
			}}},
		}, "", "  ")
		write(filepath.Join(home, ".openclaw", "openclaw.json"), string(cfg))

		e := &piEnv{t: t, bin: a.Bin, hooktool: hooktool, home: home, project: project, api: api}
		e.extra = []string{"PATH=" + node + string(os.PathListSeparator) + os.Getenv("PATH")}
		out, stderr, code := e.run(hooktool, "install", "--harness", "openclaw", "--binary", hooktool)
		if code != 0 {
			t.Fatalf("hooktool install --harness openclaw: exit %d: %s%s", code, out, stderr)
		}
		session := "hookd-e2e-" + token
		agent := func(msg string) {
			t.Helper()
			out, stderr, code := e.run(a.Bin, "agent", "--local", "--session-id", session, "--message", msg)
			t.Logf("openclaw agent --local %q: exit %d\nstdout: %s\nstderr: %s", msg, code, clipText(out, 500), clipText(stderr, 1500))
			if code != 0 {
				t.Fatalf("openclaw failed: exit %d", code)
			}
		}

		// Run 1: the guard denies, a large output is reduced where it is
		// persisted, with the whole output on disk.
		api.Script(
			[]Block{{Tool: "exec", Input: map[string]any{"command": "rm -rf ~"}}},
			[]Block{{Tool: "exec", Input: map[string]any{"command": "seq 1 20000"}}},
			[]Block{Text("Done.")},
		)
		agent("clean up and count")
		if _, err := os.Stat(filepath.Join(home, "victim.txt")); err != nil {
			t.Fatalf("the denied command ran: %v", err)
		}
		// OpenClaw gives tool calls ids of its own, so the result is found
		// in the request that followed the call, not by the stand-in's id.
		reqs := api.ModelRequests()
		if len(reqs) < 2 {
			t.Fatalf("openclaw sent %d model requests, want the call's result in a second one", len(reqs))
		}
		if text := reqs[1].AllText(); !strings.Contains(text, "hooktool guard blocked") {
			t.Errorf("the model was not told why the call was blocked: %q", clipText(text, 1500))
		}
		full, _ := filepath.Glob(filepath.Join(home, ".local", "state", "hooktool", "reduce", "*-persist.log"))
		if len(full) == 0 {
			t.Errorf("no full output kept on disk for the reduced tool result")
		} else if b, _ := os.ReadFile(full[0]); !strings.Contains(string(b), "\n5000\n") || !strings.Contains(string(b), "\n20000") {
			// OpenClaw caps a tool result itself (about 76 KB here) before
			// it is persisted; the file holds the whole output (its last
			// line, 20000, past the cap), which after_tool_call saw.
			t.Errorf("the kept output %s is not the whole result (%d bytes)", full[0], len(b))
		}

		// Run 2, same session: the history the model gets back holds the
		// persisted (reduced) result, and the project context is there.
		api.Script([]Block{Text("Running the deploy now.")})
		before := len(api.ModelRequests())
		agent("ship it")
		reqs = api.ModelRequests()
		if len(reqs) <= before {
			t.Fatal("no model request in the second run")
		}
		hist := reqs[before].AllText()
		if !strings.Contains(hist, "lines omitted; full output: ") {
			t.Errorf("the persisted tool result is not the reduced one:\n%s", clipText(hist, 2000))
		}
		if strings.Contains(hist, "\n15000\n") {
			t.Errorf("the persisted tool result still holds the whole output")
		}
		if !strings.Contains(hist, token) {
			t.Errorf("the project context (marker %s) is not in the request", token)
		}

		// Run 3: the promise of run 2 (no tool call) is in the next request.
		api.Script([]Block{Text("Sorry about that.")})
		before = len(api.ModelRequests())
		agent("did it ship?")
		reqs = api.ModelRequests()
		if len(reqs) <= before || !strings.Contains(reqs[before].AllText(), "Running the deploy now.") {
			t.Errorf("the next request does not carry the narration warning")
		}

		state, _, _ := e.run(hooktool, "state", "show", "--json")
		if n := gjson.Get(state, `sessions.#.runs.#(harness=="openclaw")#`).Array(); len(n) == 0 || len(n[0].Array()) == 0 {
			t.Errorf("state show lists no run under harness openclaw:\n%s", clipText(state, 3000))
		}
	})
}

// TestOpenClawHeadlessAsk: a run from the CLI (openclaw agent --local) has
// no one to approve a plugin's question; OpenClaw would tell the model only
// "Plugin approval unavailable". hooktool's plugin refuses the call itself,
// with hooktool's reason in front of the model, and the run ends.
func TestOpenClawHeadlessAsk(t *testing.T) {
	forEachAgent(t, "openclaw", "HOOKD_E2E_OPENCLAW", func(t *testing.T, a Agent) {
		e := openClawEnv(t, a)
		api := e.api
		api.Script([]Block{{Tool: "exec", Input: map[string]any{"command": "chmod -R 777 ."}}}, []Block{Text("Left them alone.")})
		out, stderr, code := e.run(a.Bin, "agent", "--local", "--session-id", "hookd-e2e-ask", "--message", "open everything up")
		t.Logf("openclaw agent --local: exit %d\nstdout: %s\nstderr: %s", code, clipText(out, 500), clipText(stderr, 1500))
		if code != 0 {
			t.Fatalf("openclaw failed: exit %d", code)
		}
		reqs := api.ModelRequests()
		if len(reqs) < 2 {
			t.Fatalf("openclaw sent %d model requests, want the call's result in a second one", len(reqs))
		}
		text := reqs[1].AllText()
		if !strings.Contains(text, "rule chmod-777") || !strings.Contains(text, "no one to ask") || strings.Contains(text, "Plugin approval unavailable") {
			t.Errorf("the model did not get hooktool's reason: %q", clipText(text, 1500))
		}
	})
}

// openClawEnv is a throwaway world for OpenClaw with hooktool installed:
// openclaw.json names the stand-in as the default model's provider and the
// project as the workspace. It skips without Node.js 24.
func openClawEnv(t *testing.T, a Agent) *piEnv {
	t.Helper()
	node := os.Getenv("HOOKD_E2E_NODE24")
	if node == "" {
		t.Skip("HOOKD_E2E_NODE24 is not set: OpenClaw needs Node.js 24 (make e2e installs it)")
	}
	dir, err := os.MkdirTemp(workRoot(t), "openclaw-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	home, project := filepath.Join(dir, "home"), filepath.Join(dir, "project")
	api := NewAPI(t)
	api.prefix = "toolu_oc"
	hooktool := hooktoolBin(t)
	cfg, _ := json.MarshalIndent(map[string]any{
		"agents": map[string]any{"defaults": map[string]any{"model": map[string]any{"primary": "standin/standin-model"}, "workspace": project}},
		"models": map[string]any{"mode": "merge", "providers": map[string]any{"standin": map[string]any{
			"baseUrl": api.URL, "apiKey": "sk-test", "api": "anthropic-messages",
			"models": []any{map[string]any{"id": "standin-model", "name": "standin"}},
		}}},
	}, "", "  ")
	for _, d := range []string{filepath.Join(home, ".openclaw"), project} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(home, ".openclaw", "openclaw.json"), cfg, 0o644); err != nil {
		t.Fatal(err)
	}
	e := &piEnv{t: t, bin: a.Bin, hooktool: hooktool, home: home, project: project, api: api}
	e.extra = []string{"PATH=" + node + string(os.PathListSeparator) + os.Getenv("PATH")}
	if out, stderr, code := e.run(hooktool, "install", "--harness", "openclaw", "--binary", hooktool); code != 0 {
		t.Fatalf("hooktool install --harness openclaw: exit %d: %s%s", code, out, stderr)
	}
	return e
}
