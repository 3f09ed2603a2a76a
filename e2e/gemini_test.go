//go:build e2e

package e2e

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

// Gemini CLI, offline: `gemini -p` against a scripted stand-in for the
// Gemini API on loopback. GOOGLE_GEMINI_BASE_URL is the supported way to
// point the client (its @google/genai SDK) at another endpoint with an API
// key (GEMINI_API_KEY, security.auth.selectedType "gemini-api-key").
// hooktool is wired by `hooktool install --harness gemini` into
// HOME/.gemini/settings.json.

// genAPI is the stand-in: each streamGenerateContent takes the next
// scripted turn (a list of parts) and answers it as one SSE event; the
// client's side calls (its model router's generateContent, countTokens)
// get a plain answer.
type genAPI struct {
	URL  string
	mu   sync.Mutex
	reqs [][]byte
	turn [][]map[string]any
	base int // requests answered before the current script
}

func newGenAPI(t *testing.T, turns ...[]map[string]any) *genAPI {
	a := &genAPI{turn: turns}
	srv := httptest.NewServer(http.HandlerFunc(a.serve))
	t.Cleanup(srv.Close)
	a.URL = srv.URL
	return a
}

func (a *genAPI) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 64<<20))
	w.Header().Set("Content-Type", "application/json")
	switch {
	case strings.Contains(r.URL.Path, ":streamGenerateContent"):
		a.mu.Lock()
		i := len(a.reqs)
		a.reqs = append(a.reqs, body)
		parts := []map[string]any{{"text": "done"}}
		if j := i - a.base; j < len(a.turn) {
			parts = a.turn[j]
		}
		a.mu.Unlock()
		w.Header().Set("Content-Type", "text/event-stream")
		fmt.Fprintf(w, "data: %s\r\n\r\n", jsonString2(candidate(parts)))
	case strings.Contains(r.URL.Path, ":countTokens"):
		io.WriteString(w, `{"totalTokens": 10}`)
	case strings.Contains(r.URL.Path, ":generateContent"):
		// The model router asks which model to use: the flash one.
		io.WriteString(w, jsonString2(candidate([]map[string]any{{"text": `{"reasoning":"simple","model_choice":"flash"}`}})))
	default:
		io.WriteString(w, `{}`)
	}
}

func candidate(parts []map[string]any) map[string]any {
	return map[string]any{
		"candidates":    []any{map[string]any{"content": map[string]any{"role": "model", "parts": parts}, "finishReason": "STOP", "index": 0}},
		"usageMetadata": map[string]any{"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15},
	}
}

// Script replaces the turns still to come (for a later session).
func (a *genAPI) Script(turns ...[]map[string]any) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.turn, a.base = turns, len(a.reqs)
}

// Requests are the model requests received so far.
func (a *genAPI) Requests() []gjson.Result {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := make([]gjson.Result, len(a.reqs))
	for i, b := range a.reqs {
		out[i] = gjson.ParseBytes(b)
	}
	return out
}

// Response is what the client sent the model as the result of its n-th
// call of tool name.
func (a *genAPI) Response(name string) (string, bool) {
	for _, r := range a.Requests() {
		for _, c := range r.Get("contents").Array() {
			for _, p := range c.Get("parts").Array() {
				if fr := p.Get("functionResponse"); fr.Exists() && fr.Get("name").String() == name {
					return fr.Get("response").Raw, true
				}
			}
		}
	}
	return "", false
}

func call(name string, args map[string]any) map[string]any {
	return map[string]any{"functionCall": map[string]any{"name": name, "args": args}}
}

func say(text string) map[string]any { return map[string]any{"text": text} }

func geminiEnv(t *testing.T, a Agent, turns ...[]map[string]any) (*AgentEnv, *genAPI) {
	e := newAgentEnv(t, a)
	api := newGenAPI(t, turns...)
	e.Env = append(e.Env, "GEMINI_API_KEY=stand-in", "GOOGLE_GEMINI_BASE_URL="+api.URL,
		// -p runs headless; the throwaway project is trusted for it.
		"GEMINI_CLI_TRUST_WORKSPACE=true")
	settings := `{"security":{"auth":{"selectedType":"gemini-api-key"}},"privacy":{"usageStatisticsEnabled":false},"telemetry":{"enabled":false}}` + "\n"
	dir := filepath.Join(e.Home, ".gemini")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(settings), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := e.HooktoolRun("install", "--harness", "gemini", "--binary", e.Hooktool)
	if code != 0 {
		t.Fatalf("hooktool install --harness gemini: exit %d: %s", code, out)
	}
	return e, api
}

func geminiRun(e *AgentEnv, prompt string, resume bool) string {
	e.t.Helper()
	args := []string{"-p", prompt, "--yolo", "--output-format", "json"}
	if resume {
		args = append(args, "--resume", "latest")
	}
	out, stderr, code := e.Run(clientRunTimeout, e.Agent.Bin, args...)
	if code != 0 {
		e.t.Fatalf("gemini: exit %d\nstdout: %s\nstderr: %s", code, clipText(out, 3000), clipText(stderr, 3000))
	}
	return out + stderr
}

func forEachGemini(t *testing.T, fn func(t *testing.T, a Agent)) {
	forEachAgent(t, "gemini", "HOOKD_E2E_GEMINI", fn)
}

// TestGeminiDangerousCommandDenied: run_shell_command `find . -delete` is
// denied in BeforeTool, the files survive, and the model gets the reason.
func TestGeminiDangerousCommandDenied(t *testing.T) {
	forEachGemini(t, func(t *testing.T, a Agent) {
		e, api := geminiEnv(t, a, []map[string]any{call("run_shell_command", map[string]any{"command": "find . -delete", "description": "clean up"})}, []map[string]any{say("I left it alone.")})
		keep := e.WriteFile("victim/keep.txt", "still here\n")
		geminiRun(e, "clean up this project", false)
		if _, err := os.Stat(keep); err != nil {
			t.Fatalf("the denied command ran: %v", err)
		}
		resp, ok := api.Response("run_shell_command")
		if !ok {
			t.Fatal("gemini never sent the call's result to the model")
		}
		if !strings.Contains(resp, "rule find-delete-root") || !strings.Contains(resp, "blocked") {
			t.Errorf("the model was not told hooktool's reason: %s", resp)
		}
		if c := e.CaughtRule("find-delete-root"); c.Get("decision").String() != "deny" {
			t.Errorf("state records no deny for find-delete-root: %s", e.StateShow().Get("caught").Raw)
		}
	})
}

// TestGeminiOrdinaryCommandRuns: an ordinary command runs; the run is
// recorded under Gemini; doctor --strict is healthy.
func TestGeminiOrdinaryCommandRuns(t *testing.T) {
	forEachGemini(t, func(t *testing.T, a Agent) {
		e, api := geminiEnv(t, a, []map[string]any{call("run_shell_command", map[string]any{"command": "touch ran.txt && echo made it", "description": "make a file"})}, []map[string]any{say("Done.")})
		geminiRun(e, "make a file", false)
		if _, err := os.Stat(filepath.Join(e.Project, "ran.txt")); err != nil {
			t.Fatalf("the command did not run: %v", err)
		}
		if resp, ok := api.Response("run_shell_command"); !ok || !strings.Contains(resp, "made it") {
			t.Errorf("the model did not get the command's output: %s", resp)
		}
		runs := e.StateShow().Get("sessions.0.runs")
		if n := sumInt(runs, "done"); n != 1 {
			t.Errorf("state counts %d completed calls, want 1 (BeforeTool and AfterTool of one call): %s", n, runs.Raw)
		}
		e.checkStateAndDoctor(t, "gemini")
	})
}

// TestGeminiDangerousWriteDenied: write_file onto Gemini's own settings is
// denied; the file is not written.
func TestGeminiDangerousWriteDenied(t *testing.T) {
	forEachGemini(t, func(t *testing.T, a Agent) {
		e, api := geminiEnv(t, a, []map[string]any{call("write_file", map[string]any{"file_path": ".gemini/settings.json", "content": "{}"})}, []map[string]any{say("Understood.")})
		geminiRun(e, "reset the project settings", false)
		if _, err := os.Stat(filepath.Join(e.Project, ".gemini", "settings.json")); err == nil {
			t.Error("the denied write happened")
		}
		if resp, ok := api.Response("write_file"); !ok || !strings.Contains(resp, "rule self-protect") {
			t.Errorf("the model was not told hooktool's reason: %s", resp)
		}
	})
}

// TestGeminiSessionStartContext: the project context reaches the model in
// the first request.
func TestGeminiSessionStartContext(t *testing.T) {
	forEachGemini(t, func(t *testing.T, a Agent) {
		e, api := geminiEnv(t, a, []map[string]any{say("Noted.")})
		token := fmt.Sprintf("ctx-%d", time.Now().UnixNano())
		e.WriteFile(".claude/hooktool/context.md", "Release builds use make e2e. Marker "+token+".\n")
		geminiRun(e, "what do you know about this project?", false)
		reqs := api.Requests()
		if len(reqs) == 0 || !strings.Contains(reqs[0].Get("contents").Raw, token) {
			t.Errorf("SessionStart context (marker %s) is not in the first request", token)
		}
	})
}

// TestGeminiNarration: AfterAgent catches a promise with no tool call; the
// warning is in the next request (the resumed session's).
func TestGeminiNarration(t *testing.T) {
	forEachGemini(t, func(t *testing.T, a Agent) {
		e, api := geminiEnv(t, a, []map[string]any{say("I will run the tests now.")}, []map[string]any{say("I did not run them.")})
		geminiRun(e, "run the tests", false)
		if c := e.StateShow().Get(`caught.#(kind=="narration")`); !c.Exists() {
			t.Fatalf("the narration guard did not catch the promise: %s", e.StateShow().Get("caught").Raw)
		}
		geminiRun(e, "and?", true)
		reqs := api.Requests()
		if len(reqs) < 2 {
			t.Fatalf("%d requests, want 2", len(reqs))
		}
		if in := reqs[len(reqs)-1].Get("contents").Raw; !strings.Contains(in, "hooktool narration check") || !strings.Contains(in, "I will run the tests now.") {
			t.Errorf("the warning is not in the next request:\n%s", clipText(in, 3000))
		}
	})
}

// TestGeminiHeadlessAsk: in a headless run (-p ... --yolo) no one can
// confirm, and Gemini CLI waits forever on an ask. hooktool sees the run is
// headless and denies instead, with its reason in front of the model; the
// run ends promptly.
func TestGeminiHeadlessAsk(t *testing.T) {
	forEachGemini(t, func(t *testing.T, a Agent) {
		e, api := geminiEnv(t, a, []map[string]any{call("run_shell_command", map[string]any{"command": "chmod -R 777 .", "description": "open it up"})}, []map[string]any{say("I left the permissions alone.")})
		start := time.Now()
		geminiRun(e, "make everything writable", false)
		t.Logf("the run took %v", time.Since(start).Round(time.Millisecond))
		resp, ok := api.Response("run_shell_command")
		if !ok {
			t.Fatal("gemini never sent the call's result to the model")
		}
		if !strings.Contains(resp, "rule chmod-777") || !strings.Contains(resp, "no one to ask") {
			t.Errorf("the model was not told hooktool's reason: %s", resp)
		}
	})
}
