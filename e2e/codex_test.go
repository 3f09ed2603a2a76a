//go:build e2e

package e2e

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

// Codex CLI, offline: `codex exec` against a scripted stand-in for the
// OpenAI Responses API on loopback, named as a custom model provider in
// CODEX_HOME/config.toml (base_url, wire_api = "responses"). hooktool is
// wired by `hooktool install --harness codex`, and its hooks are trusted
// the way /hooks trusts them (the hash Codex reports, stored under
// [hooks.state]), so no run needs --dangerously-bypass-hook-trust.

// respAPI is the Responses API stand-in: each POST /v1/responses takes the
// next scripted turn (a list of output items) and streams it as SSE.
type respAPI struct {
	URL  string
	mu   sync.Mutex
	reqs [][]byte
	turn [][]map[string]any
	base int // requests answered before the current script
}

func newRespAPI(t *testing.T, turns ...[]map[string]any) *respAPI {
	a := &respAPI{turn: turns}
	srv := httptest.NewServer(http.HandlerFunc(a.serve))
	t.Cleanup(srv.Close)
	a.URL = srv.URL
	return a
}

func (a *respAPI) serve(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, "/responses") {
		http.NotFound(w, r)
		return
	}
	body, _ := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	a.mu.Lock()
	i := len(a.reqs)
	a.reqs = append(a.reqs, body)
	items := []map[string]any{message("done")}
	if j := i - a.base; j < len(a.turn) {
		items = a.turn[j]
	}
	a.mu.Unlock()
	w.Header().Set("Content-Type", "text/event-stream")
	bw := bufio.NewWriter(w)
	ev := func(typ string, data map[string]any) {
		data["type"] = typ
		fmt.Fprintf(bw, "event: %s\ndata: %s\n\n", typ, jsonString2(data))
	}
	id := fmt.Sprintf("resp_%d", i)
	ev("response.created", map[string]any{"response": map[string]any{"id": id}})
	for j, it := range items {
		it["id"] = fmt.Sprintf("item_%d_%d", i, j)
		ev("response.output_item.done", map[string]any{"item": it})
	}
	ev("response.completed", map[string]any{"response": map[string]any{"id": id, "usage": map[string]any{
		"input_tokens": 10, "input_tokens_details": map[string]any{"cached_tokens": 0},
		"output_tokens": 5, "output_tokens_details": map[string]any{"reasoning_tokens": 0}, "total_tokens": 15}}})
	bw.Flush()
}

// Script replaces the turns still to come (for a later session).
func (a *respAPI) Script(turns ...[]map[string]any) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.turn, a.base = turns, len(a.reqs)
}

// Requests are the bodies received so far.
func (a *respAPI) Requests() []gjson.Result {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := make([]gjson.Result, len(a.reqs))
	for i, b := range a.reqs {
		out[i] = gjson.ParseBytes(b)
	}
	return out
}

// Output is what the client sent the model as the result of call id.
func (a *respAPI) Output(id string) (string, bool) {
	for _, r := range a.Requests() {
		for _, in := range r.Get("input").Array() {
			t := in.Get("type").String()
			if (t == "function_call_output" || t == "custom_tool_call_output") && in.Get("call_id").String() == id {
				o := in.Get("output")
				if o.IsArray() {
					var parts []string
					for _, p := range o.Array() {
						parts = append(parts, p.Get("text").String())
					}
					return strings.Join(parts, "\n"), true
				}
				return o.String(), true
			}
		}
	}
	return "", false
}

func message(text string) map[string]any {
	return map[string]any{"type": "message", "role": "assistant", "content": []any{map[string]any{"type": "output_text", "text": text}}}
}

func execCommand(id, cmd string) map[string]any {
	return map[string]any{"type": "function_call", "name": "exec_command", "arguments": jsonString2(map[string]any{"cmd": cmd}), "call_id": id}
}

func applyPatch(id, patch string) map[string]any {
	return map[string]any{"type": "custom_tool_call", "name": "apply_patch", "input": patch, "call_id": id}
}

func jsonString2(v any) string {
	b, err := jsonMarshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// codexEnv wires hooktool into a throwaway CODEX_HOME, points Codex at the
// stand-in, and trusts hooktool's hooks as /hooks would.
func codexEnv(t *testing.T, a Agent, turns ...[]map[string]any) (*AgentEnv, *respAPI) {
	e := newAgentEnv(t, a)
	api := newRespAPI(t, turns...)
	codexHome := filepath.Join(e.Home, ".codex")
	e.Env = append(e.Env, "CODEX_HOME="+codexHome)
	cfg := fmt.Sprintf(`# the model is the scripted stand-in on loopback
model = "gpt-5.5"
model_provider = "stand-in"
check_for_update_on_startup = false

[model_providers.stand-in]
name = "stand-in"
base_url = "%s/v1"
wire_api = "responses"
`, api.URL)
	if err := os.MkdirAll(codexHome, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(codexHome, "config.toml"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := e.HooktoolRun("install", "--harness", "codex", "--binary", e.Hooktool)
	if code != 0 {
		t.Fatalf("hooktool install --harness codex: exit %d: %s", code, out)
	}
	if !strings.Contains(out, "/hooks") {
		t.Errorf("install does not tell the user how to trust the hooks:\n%s", out)
	}
	// Before trust, doctor says Codex will skip them.
	out, _ = e.HooktoolRun("doctor")
	if !strings.Contains(out, "until you trust them") {
		t.Errorf("doctor does not report the untrusted hooks:\n%s", clipText(out, 4000))
	}
	e.trustCodexHooks(codexHome)
	return e, api
}

// trustCodexHooks does what the user does in Codex's /hooks screen: it
// asks Codex (app-server hooks/list) for each hook's current hash and
// stores it as trusted in config.toml.
func (e *AgentEnv) trustCodexHooks(codexHome string) {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, e.Agent.Bin, "app-server")
	cmd.Dir, cmd.Env = e.Project, e.Env
	// stdin stays open until the answer is in: app-server ends at EOF.
	stdin, err := cmd.StdinPipe()
	if err != nil {
		e.t.Fatal(err)
	}
	defer stdin.Close()
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		e.t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		e.t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	_, _ = io.WriteString(stdin, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"clientInfo":{"name":"hookd-e2e","version":"1"}}}`+"\n"+
		`{"jsonrpc":"2.0","method":"initialized"}`+"\n"+`{"jsonrpc":"2.0","id":2,"method":"hooks/list","params":{}}`+"\n")
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	var toml strings.Builder
	for sc.Scan() {
		line := sc.Bytes()
		if gjson.GetBytes(line, "id").Int() != 2 {
			continue
		}
		gjson.GetBytes(line, "result.data.#.hooks|@flatten").ForEach(func(_, h gjson.Result) bool {
			fmt.Fprintf(&toml, "\n[hooks.state.%s]\ntrusted_hash = %s\n", jsonString(h.Get("key").String()), jsonString(h.Get("currentHash").String()))
			return true
		})
		break
	}
	if toml.Len() == 0 {
		e.t.Fatalf("codex app-server hooks/list listed no hooks")
	}
	f, err := os.OpenFile(filepath.Join(codexHome, "config.toml"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		e.t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(toml.String()); err != nil {
		e.t.Fatal(err)
	}
}

// Codex runs `codex exec` once (with resume, the last session again).
func codexExec(e *AgentEnv, prompt string, resume bool) string {
	e.t.Helper()
	args := []string{"exec", "--skip-git-repo-check", "--dangerously-bypass-approvals-and-sandbox"}
	if resume {
		args = append(args, "resume", "--last")
	}
	args = append(args, prompt)
	out, stderr, code := e.Run(clientRunTimeout, e.Agent.Bin, args...)
	if code != 0 {
		e.t.Fatalf("codex exec: exit %d\nstdout: %s\nstderr: %s", code, out, clipText(stderr, 4000))
	}
	return out + stderr
}

func forEachCodex(t *testing.T, fn func(t *testing.T, a Agent)) {
	forEachAgent(t, "codex", "HOOKD_E2E_CODEX", fn)
}

// TestCodexDangerousCommandDenied: the model runs `find . -delete`; the
// guard denies it in PreToolUse, the files survive, and the model is told
// why in the call's output.
func TestCodexDangerousCommandDenied(t *testing.T) {
	forEachCodex(t, func(t *testing.T, a Agent) {
		e, api := codexEnv(t, a, []map[string]any{execCommand("call_del", "find . -delete")}, []map[string]any{message("I left it alone.")})
		keep := e.WriteFile("victim/keep.txt", "still here\n")
		codexExec(e, "clean up this project", false)
		if _, err := os.Stat(keep); err != nil {
			t.Fatalf("the denied command ran: %v", err)
		}
		out, ok := api.Output("call_del")
		if !ok {
			t.Fatal("codex never sent the call's output to the model")
		}
		if !strings.Contains(out, "rule find-delete-root") || !strings.Contains(out, "PreToolUse hook") {
			t.Errorf("the model was not told hooktool's reason; output: %q", out)
		}
		c := e.CaughtRule("find-delete-root")
		if c.Get("decision").String() != "deny" {
			t.Errorf("state records no deny for find-delete-root: %s", e.StateShow().Get("caught").Raw)
		}
	})
}

// TestCodexOrdinaryCommandRuns: an ordinary command really runs, and the
// run is recorded under Codex.
func TestCodexOrdinaryCommandRuns(t *testing.T) {
	forEachCodex(t, func(t *testing.T, a Agent) {
		e, api := codexEnv(t, a, []map[string]any{execCommand("call_touch", "touch ran.txt && echo made it")}, []map[string]any{message("Done.")})
		codexExec(e, "make a file", false)
		if _, err := os.Stat(filepath.Join(e.Project, "ran.txt")); err != nil {
			t.Fatalf("the command did not run: %v", err)
		}
		if out, ok := api.Output("call_touch"); !ok || !strings.Contains(out, "made it") {
			t.Errorf("the model did not get the command's output: %q", out)
		}
		e.checkStateAndDoctor(t, "codex")
		runs := e.StateShow().Get("sessions.0.runs")
		if n := sumInt(runs, "done"); n != 1 {
			t.Errorf("state counts %d completed calls, want 1: %s", n, runs.Raw)
		}
	})
}

// TestCodexDangerousWriteDenied: an apply_patch that adds a harmless file
// and one of Codex's hook configs is denied whole: neither file appears.
func TestCodexDangerousWriteDenied(t *testing.T) {
	forEachCodex(t, func(t *testing.T, a Agent) {
		patch := "*** Begin Patch\n*** Add File: notes.txt\n+hello\n*** Add File: .codex/hooks.json\n+{}\n*** End Patch\n"
		e, api := codexEnv(t, a, []map[string]any{applyPatch("call_patch", patch)}, []map[string]any{message("Understood.")})
		codexExec(e, "add notes and reset the hooks", false)
		for _, f := range []string{"notes.txt", ".codex/hooks.json"} {
			if _, err := os.Stat(filepath.Join(e.Project, f)); err == nil {
				t.Errorf("%s was written: the patch was not denied", f)
			}
		}
		out, ok := api.Output("call_patch")
		if !ok || !strings.Contains(out, "rule self-protect") {
			t.Errorf("the model was not told hooktool's reason; output: %q", out)
		}
	})
}

// TestCodexSessionStartContext: .claude/hooktool/context.md reaches the
// model in the first request.
func TestCodexSessionStartContext(t *testing.T) {
	forEachCodex(t, func(t *testing.T, a Agent) {
		e, api := codexEnv(t, a, []map[string]any{message("Noted.")})
		token := fmt.Sprintf("ctx-%d", time.Now().UnixNano())
		e.WriteFile(".claude/hooktool/context.md", "Release builds use make e2e. Marker "+token+".\n")
		codexExec(e, "what do you know about this project?", false)
		reqs := api.Requests()
		if len(reqs) == 0 || !strings.Contains(reqs[0].Get("input").Raw, token) {
			t.Errorf("SessionStart context (marker %s) is not in the first request", token)
		}
	})
}

// TestCodexNarration: a turn that promised an action and called no tool is
// caught at Stop, and the warning is in the next request to the model.
func TestCodexNarration(t *testing.T) {
	forEachCodex(t, func(t *testing.T, a Agent) {
		e, api := codexEnv(t, a, []map[string]any{message("I will run the tests now.")}, []map[string]any{message("I did not run them.")})
		codexExec(e, "run the tests", false)
		if c := e.StateShow().Get(`caught.#(kind=="narration")`); !c.Exists() {
			t.Fatalf("the narration guard did not catch the promise: %s", e.StateShow().Get("caught").Raw)
		}
		codexExec(e, "and?", true)
		reqs := api.Requests()
		if len(reqs) < 2 {
			t.Fatalf("%d requests, want 2", len(reqs))
		}
		if in := reqs[len(reqs)-1].Get("input").Raw; !strings.Contains(in, "hooktool narration check") || !strings.Contains(in, "I will run the tests now.") {
			t.Errorf("the warning is not in the next request:\n%s", clipText(in, 3000))
		}
	})
}
