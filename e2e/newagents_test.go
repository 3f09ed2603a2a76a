//go:build e2e

package e2e

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// OpenCode (npm opencode-ai) and GitHub Copilot CLI (npm @github/copilot),
// offline against the scripted Messages API stand-in: OpenCode as a custom
// provider (@ai-sdk/anthropic, bundled in its binary) with a loopback
// baseURL in its config; Copilot with its bring-your-own-model variables
// (COPILOT_OFFLINE, COPILOT_PROVIDER_TYPE=anthropic, COPILOT_PROVIDER_BASE_URL).

// newAgent is one throwaway world for OpenCode or Copilot.
type newAgent struct {
	*AgentEnv
	api    *API
	client string // the client's config folder, snapshotted around install
}

func newOpenCode(t *testing.T, a Agent) *newAgent {
	t.Helper()
	e := &newAgent{AgentEnv: newAgentEnv(t, a), api: NewAPI(t)}
	e.api.prefix = "toolu_oc"
	e.client = filepath.Join(e.Home, ".config", "opencode")
	cfg := map[string]any{
		"$schema": "https://opencode.ai/config.json", "autoupdate": false, "share": "disabled",
		"provider": map[string]any{"stand-in": map[string]any{
			"npm": "@ai-sdk/anthropic", "name": "stand-in",
			"options": map[string]any{"baseURL": e.api.URL + "/v1", "apiKey": "sk-test"},
			"models":  map[string]any{"stand-in-model": map[string]any{"name": "stand-in", "tool_call": true, "limit": map[string]any{"context": 200000, "output": 4096}}},
		}},
		"model": "stand-in/stand-in-model",
	}
	b, _ := json.MarshalIndent(cfg, "", "  ")
	if err := os.MkdirAll(e.client, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(e.client, "opencode.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	e.Env = append(e.Env,
		"XDG_CONFIG_HOME="+filepath.Join(e.Home, ".config"),
		"XDG_DATA_HOME="+filepath.Join(e.Home, ".local", "share"),
		"XDG_CACHE_HOME="+filepath.Join(e.Home, ".cache"),
		"XDG_STATE_HOME="+filepath.Join(e.Home, ".local", "state"),
		"OPENCODE_DISABLE_MODELS_FETCH=1", "OPENCODE_DISABLE_AUTOUPDATE=1",
		"OPENCODE_DISABLE_DEFAULT_PLUGINS=1", "OPENCODE_DISABLE_LSP_DOWNLOAD=1",
	)
	return e
}

func newCopilot(t *testing.T, a Agent) *newAgent {
	t.Helper()
	e := &newAgent{AgentEnv: newAgentEnv(t, a), api: NewAPI(t)}
	e.api.prefix = "toolu_cp"
	e.client = filepath.Join(e.Home, ".copilot")
	if err := os.MkdirAll(e.client, 0o755); err != nil {
		t.Fatal(err)
	}
	// The npm package unpacks its JavaScript into the cache on first run:
	// one shared cache folder spares each test that.
	cache := os.Getenv("HOOKD_E2E_COPILOT_CACHE")
	if cache == "" {
		cache = filepath.Join(filepath.Dir(filepath.Dir(filepath.Dir(a.Bin))), "xdg-cache")
	}
	e.Env = append(e.Env,
		"XDG_CACHE_HOME="+cache,
		"XDG_STATE_HOME="+filepath.Join(e.Home, ".local", "state"),
		"COPILOT_OFFLINE=true", "COPILOT_AUTO_UPDATE=false",
		"COPILOT_PROVIDER_BASE_URL="+e.api.URL, "COPILOT_PROVIDER_TYPE=anthropic",
		"COPILOT_PROVIDER_API_KEY=sk-test", "COPILOT_MODEL=claude-sonnet-4.5",
	)
	return e
}

// snapshot is every file under dir, path -> content.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		if d.IsDir() {
			out[rel+"/"] = ""
			return nil
		}
		b, _ := os.ReadFile(p)
		out[rel] = string(b)
		return nil
	})
	return out
}

func sameTree(t *testing.T, what string, before, after map[string]string) {
	t.Helper()
	var diff []string
	for k, v := range before {
		if w, ok := after[k]; !ok || w != v {
			diff = append(diff, "changed or gone: "+k)
		}
	}
	for k := range after {
		if _, ok := before[k]; !ok {
			diff = append(diff, "left behind: "+k)
		}
	}
	sort.Strings(diff)
	if len(diff) > 0 {
		t.Errorf("uninstall did not restore %s byte for byte:\n%s", what, strings.Join(diff, "\n"))
	}
}

// ignoreRuntime drops what the client itself writes while running (its
// logs, sessions, caches), which uninstall has no business with.
func ignoreRuntime(m map[string]string, keep func(string) bool) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		if keep(k) {
			out[k] = v
		}
	}
	return out
}

func (e *newAgent) install(args ...string) {
	e.t.Helper()
	out, code := e.HooktoolRun(append([]string{"install", "--harness", e.Agent.Name, "--binary", e.Hooktool}, args...)...)
	if code != 0 {
		e.t.Fatalf("hooktool install --harness %s: exit %d: %s", e.Agent.Name, code, out)
	}
	e.t.Logf("installed: %s", strings.TrimSpace(out))
}

// prompt runs one non-interactive prompt; resume continues the last
// session.
func (e *newAgent) prompt(text string, resume bool) (string, string) {
	e.t.Helper()
	var args []string
	switch e.Agent.Name {
	case "opencode":
		args = []string{"run"}
		if resume {
			args = append(args, "--continue")
		}
		args = append(args, text)
	case "copilot":
		args = []string{"-p", text, "--allow-all-tools"}
		if resume {
			args = append(args, "--continue")
		}
	}
	out, stderr, code := e.Run(clientRunTimeout, e.Agent.Bin, args...)
	e.t.Logf("%s %q: exit %d\nstdout: %s\nstderr: %s", e.Agent.Name, text, code, clipText(out, 1500), clipText(stderr, 1500))
	if code != 0 {
		e.t.Fatalf("%s failed: exit %d", e.Agent.Name, code)
	}
	return out, stderr
}

func shellCall(agent, command string) Block {
	return Block{Tool: "bash", Input: map[string]any{"command": command, "description": "run it"}}
}

// writeCall is the client's file-creating tool onto path.
func writeCall(agent, path string) Block {
	if agent == "copilot" {
		return Block{Tool: "create", Input: map[string]any{"path": path, "file_text": "{}\n"}}
	}
	return Block{Tool: "write", Input: map[string]any{"filePath": path, "content": "// gone\n"}}
}

// testNewAgentGuard: a destructive command is denied with the reason in
// front of the model and the files intact; an ordinary command runs; a
// write over hooktool's own wiring is denied; state show lists the run;
// doctor --strict is healthy; uninstall restores the client's files.
func testNewAgentGuard(t *testing.T, e *newAgent, wired string) {
	before := snapshot(t, e.client)
	e.install()
	keep := e.WriteFile("victim/keep.txt", "still here\n")
	e.api.Script(
		[]Block{shellCall(e.Agent.Name, "rm -rf *")},
		[]Block{shellCall(e.Agent.Name, "echo ordinary > ran.txt")},
		[]Block{writeCall(e.Agent.Name, wired)},
		[]Block{Text("Left it alone.")},
	)
	e.prompt("clean up this project", false)

	if _, err := os.Stat(keep); err != nil {
		t.Fatalf("the denied command ran: %v", err)
	}
	res, ok := toolResult(e.api, toolID(t, e.api, 0))
	if !ok {
		t.Fatal("the client never sent the result of the denied call to the model")
	}
	if text := contentText(res.Get("content")); !strings.Contains(text, "hooktool guard blocked") {
		t.Errorf("the model was not told why: %q", text)
	}
	if _, err := os.Stat(filepath.Join(e.Project, "ran.txt")); err != nil {
		t.Errorf("the ordinary command did not run: %v", err)
	}
	if b, err := os.ReadFile(wired); err != nil || !strings.Contains(string(b), "hooktool") {
		t.Errorf("the write over hooktool's own wiring (%s) was not denied: %v %q", wired, err, clipText(string(b), 200))
	}
	if res, ok := toolResult(e.api, toolID(t, e.api, 2)); !ok || !strings.Contains(contentText(res.Get("content")), "hooktool guard blocked") {
		t.Errorf("the model was not told why the write was refused: %q", contentText(res.Get("content")))
	}
	e.checkNewAgentState(t)

	out, code := e.HooktoolRun("uninstall", "--harness", e.Agent.Name)
	if code != 0 {
		t.Fatalf("hooktool uninstall --harness %s: exit %d: %s", e.Agent.Name, code, out)
	}
	keepConfig := func(k string) bool {
		return !strings.HasPrefix(k, "logs") && !strings.HasPrefix(k, "session-") && !strings.HasPrefix(k, "installed-plugins") &&
			!strings.HasPrefix(k, "config.json") && !strings.HasPrefix(k, "settings.json.lock") && !strings.HasPrefix(k, "node_modules") &&
			!strings.HasPrefix(k, "package.json") && !strings.HasPrefix(k, "package-lock.json") && !strings.HasPrefix(k, "bun.lock") && !strings.HasPrefix(k, ".gitignore") &&
			!strings.HasPrefix(k, "command-history")
	}
	sameTree(t, e.client, ignoreRuntime(before, keepConfig), ignoreRuntime(snapshot(t, e.client), keepConfig))
}

func (e *newAgent) checkNewAgentState(t *testing.T) {
	t.Helper()
	out, code := e.HooktoolRun("state", "show")
	if code != 0 || !strings.Contains(out, "["+e.Agent.Name+", main") {
		t.Errorf("state show does not list a run under %s (exit %d):\n%s", e.Agent.Name, code, out)
	}
	if out, code := e.HooktoolRun("install", "git-hook"); code != 0 {
		t.Fatalf("hooktool install git-hook: exit %d: %s", code, out)
	}
	out, code = e.HooktoolRun("doctor", "--strict")
	if code != 0 {
		t.Errorf("hooktool doctor --strict: exit %d:\n%s", code, out)
	}
	t.Logf("doctor:\n%s", clipText(out, 3000))
}

// testNewAgentContextAndNarration: the project context is in the first
// request; a turn that promised an action and called no tool is caught,
// and the warning is in the next prompt's request.
func testNewAgentContextAndNarration(t *testing.T, e *newAgent) {
	e.install()
	token := fmt.Sprintf("ctx-%d", time.Now().UnixNano())
	e.WriteFile(".claude/hooktool/context.md", "Marker "+token+".\n")
	e.api.Script([]Block{Text("Running the full test suite now.")})
	e.prompt("run the tests", false)
	reqs := e.api.ModelRequests()
	if len(reqs) == 0 || !strings.Contains(reqs[0].AllText(), token) {
		t.Errorf("the project context (marker %s) is not in the first request", token)
	}
	if v := e.StateShow().Get(`caught.#(kind=="narration")`); !v.Exists() {
		t.Errorf("state has no narration violation:\n%s", clipText(e.StateShow().Raw, 3000))
	}
	e.api.Script([]Block{Text("Sorry, done now.")})
	e.prompt("did they pass?", true)
	reqs = e.api.ModelRequests()
	if last := reqs[len(reqs)-1].AllText(); !strings.Contains(last, "Running the full test suite now.") || !strings.Contains(last, "hooktool") {
		t.Errorf("the next request does not carry the narration warning:\n%s", clipText(last, 3000))
	}
}

func TestOpenCodeGuard(t *testing.T) {
	forEachAgent(t, "opencode", "HOOKD_E2E_OPENCODE", func(t *testing.T, a Agent) {
		e := newOpenCode(t, a)
		testNewAgentGuard(t, e, filepath.Join(e.client, "plugins", "hooktool.js"))
	})
}

func TestOpenCodeContextAndNarration(t *testing.T) {
	forEachAgent(t, "opencode", "HOOKD_E2E_OPENCODE", func(t *testing.T, a Agent) {
		testNewAgentContextAndNarration(t, newOpenCode(t, a))
	})
}

func TestCopilotGuard(t *testing.T) {
	forEachAgent(t, "copilot", "HOOKD_E2E_COPILOT", func(t *testing.T, a Agent) {
		e := newCopilot(t, a)
		testNewAgentGuard(t, e, filepath.Join(e.client, "hooks", "hooktool.json"))
	})
}

func TestCopilotContextAndNarration(t *testing.T) {
	forEachAgent(t, "copilot", "HOOKD_E2E_COPILOT", func(t *testing.T, a Agent) {
		testNewAgentContextAndNarration(t, newCopilot(t, a))
	})
}

// TestOpenCodeBinaryMissing: with the binary gone, the plugin fails open
// for everything but the guard, which refuses the call (guard.on_error ask:
// a plugin cannot ask) with the reason in front of the model, and says so
// once on stderr.
func TestOpenCodeBinaryMissing(t *testing.T) {
	forEachAgent(t, "opencode", "HOOKD_E2E_OPENCODE", func(t *testing.T, a Agent) {
		e := newOpenCode(t, a)
		gone := filepath.Join(e.Home, "gone", "hooktool")
		if out, code := e.HooktoolRun("install", "--harness", "opencode", "--binary", gone); code != 0 {
			t.Fatalf("install: exit %d: %s", code, out)
		}
		keep := e.WriteFile("keep.txt", "still here\n")
		e.api.Script([]Block{shellCall("opencode", "rm -f keep.txt")}, []Block{shellCall("opencode", "rm -f keep.txt")}, []Block{Text("Done.")})
		_, stderr := e.prompt("tidy up", false)
		if _, err := os.Stat(keep); err != nil {
			t.Fatalf("with the guard unable to run, the call still ran: %v", err)
		}
		if n := strings.Count(stderr, "hooktool: the opencode plugin could not run "+gone); n != 1 {
			t.Errorf("want one line on stderr about the missing binary, got %d: %s", n, stderr)
		}
		reqs := e.api.ModelRequests()
		if len(reqs) < 2 || !strings.Contains(reqs[1].AllText(), "hooktool could not judge this call") {
			t.Errorf("the model was not told why the call was refused")
		}
	})
}
