//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

// Pi (npm @mariozechner/pi-coding-agent) loads hooks as in-process
// extensions. `hooktool install --harness pi` writes hooktool's extension
// into ~/.pi/agent/extensions, Pi discovers it at start, and the extension
// calls `hooktool hook --harness pi` for every event. Pi talks to the
// scripted stand-in as a custom provider speaking the Anthropic Messages
// API (models.json, baseUrl on loopback).

// piEnv is one throwaway world for Pi.
type piEnv struct {
	t        *testing.T
	bin      string // pi's cli
	hooktool string
	home     string
	project  string
	api      *API
	extra    []string // added to (and overriding) the environment
}

func newPiEnv(t *testing.T, a Agent) *piEnv {
	t.Helper()
	return newPiEnvWith(t, a, true)
}

// newPiEnvWith makes the world; discover says whether hooktool's extension
// is installed where Pi discovers it (install --harness pi).
func newPiEnvWith(t *testing.T, a Agent, discover bool) *piEnv {
	t.Helper()
	bin := a.Bin
	dir, err := os.MkdirTemp(workRoot(t), "pi-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	e := &piEnv{t: t, bin: bin, hooktool: hooktoolBin(t), home: filepath.Join(dir, "home"), project: filepath.Join(dir, "project"), api: NewAPI(t)}
	e.api.prefix = "toolu_pi"
	for _, d := range []string{filepath.Join(e.home, ".pi", "agent"), e.project} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	models := map[string]any{"providers": map[string]any{"stand-in": map[string]any{
		"baseUrl": e.api.URL, "api": "anthropic-messages", "apiKey": "sk-test",
		"models": []any{map[string]any{"id": "stand-in-model", "name": "stand-in", "contextWindow": 200000, "maxTokens": 4096}},
	}}}
	b, _ := json.MarshalIndent(models, "", "  ")
	if err := os.WriteFile(filepath.Join(e.home, ".pi", "agent", "models.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	if !discover {
		return e
	}
	out, stderr, code := e.run(e.hooktool, "install", "--harness", "pi", "--binary", e.hooktool)
	if code != 0 {
		t.Fatalf("hooktool install --harness pi: exit %d: %s%s", code, out, stderr)
	}
	t.Logf("installed: %s", strings.TrimSpace(out))
	return e
}

func (e *piEnv) env() []string {
	env := []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + e.home,
		"NO_COLOR=1",
		"PI_SKIP_VERSION_CHECK=1",
		"PI_OFFLINE=1",
	}
	return append(env, e.extra...)
}

func (e *piEnv) run(bin string, args ...string) (string, string, int) {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), clientRunTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir, cmd.Env = e.project, e.env()
	cmd.WaitDelay = 5 * time.Second
	var o, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &se
	err := cmd.Run()
	var x *exec.ExitError
	code := 0
	switch {
	case err == nil:
	case errors.As(err, &x):
		code = x.ExitCode()
	default:
		e.t.Fatalf("%s %v: %v", bin, args, err)
	}
	if ctx.Err() != nil {
		e.t.Fatalf("%s %v did not finish within %v; stderr: %s", bin, args, clientRunTimeout, se.String())
	}
	return o.String(), se.String(), code
}

// pi runs one prompt in print mode; resume continues the last session.
func (e *piEnv) pi(prompt string, resume bool) (string, string) {
	e.t.Helper()
	args := []string{"-p", "--provider", "stand-in", "--model", "stand-in-model"}
	if resume {
		args = append(args, "--continue")
	}
	args = append(args, prompt)
	out, stderr, code := e.run(e.bin, args...)
	e.t.Logf("pi -p %q: exit %d\nstdout: %s\nstderr: %s", prompt, code, clipText(out, 600), clipText(stderr, 1500))
	if code != 0 {
		e.t.Fatalf("pi failed: exit %d", code)
	}
	return out, stderr
}

func piBash(command string) Block {
	return Block{Tool: "bash", Input: map[string]any{"command": command}}
}

func TestPiGuardDenies(t *testing.T) {
	forEachAgent(t, "pi", "HOOKD_E2E_PI", func(t *testing.T, a Agent) { testPiGuardDenies(t, newPiEnv(t, a)) })
}

func testPiGuardDenies(t *testing.T, e *piEnv) {
	keep := filepath.Join(e.project, "victim", "keep.txt")
	if err := os.MkdirAll(filepath.Dir(keep), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keep, []byte("still here\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.api.Script(
		[]Block{piBash("rm -rf *")},
		[]Block{piBash("touch ran.txt && echo ordinary")},
		[]Block{{Tool: "write", Input: map[string]any{"path": filepath.Join(e.home, ".pi", "agent", "extensions", "hooktool.ts"), "content": "// gone\n"}}},
		[]Block{Text("Left it alone.")},
	)
	e.pi("clean up this project", false)

	if _, err := os.Stat(keep); err != nil {
		t.Fatalf("the denied command ran: %v", err)
	}
	res, ok := toolResult(e.api, toolID(t, e.api, 0))
	if !ok {
		t.Fatal("pi never sent the result of the denied call to the model")
	}
	if text := contentText(res.Get("content")); !strings.Contains(text, "hooktool guard blocked") {
		t.Errorf("the model was not told why: %q", text)
	}
	if _, err := os.Stat(filepath.Join(e.project, "ran.txt")); err != nil {
		t.Errorf("the ordinary command did not run: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(e.home, ".pi", "agent", "extensions", "hooktool.ts")); !bytes.Contains(b, []byte("hooktool-pi v")) {
		t.Errorf("the write over hooktool's own extension was not denied")
	}
	state, _, _ := e.run(e.hooktool, "state", "show", "--json")
	if n := gjson.Get(state, `sessions.#.runs.#(harness=="pi")#`).Array(); len(n) == 0 || len(n[0].Array()) == 0 {
		t.Errorf("state show lists no run under harness pi:\n%s", clipText(state, 3000))
	}
}

func TestPiContextAndNarration(t *testing.T) {
	forEachAgent(t, "pi", "HOOKD_E2E_PI", func(t *testing.T, a Agent) { testPiContextAndNarration(t, newPiEnv(t, a)) })
}

func testPiContextAndNarration(t *testing.T, e *piEnv) {
	token := fmt.Sprintf("ctx-%d", time.Now().UnixNano())
	if err := os.MkdirAll(filepath.Join(e.project, ".claude", "hooktool"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(e.project, ".claude", "hooktool", "context.md"), []byte("Marker "+token+".\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.api.Script([]Block{Text("Running the full test suite now.")})
	_, stderr := e.pi("run the tests", false)
	reqs := e.api.ModelRequests()
	if len(reqs) == 0 || !strings.Contains(reqs[0].AllText(), token) {
		t.Errorf("the project context (marker %s) is not in the first request", token)
	}
	if !strings.Contains(stderr, "action promised without a tool call") {
		t.Errorf("the narrated promise was not reported to the user; stderr: %s", stderr)
	}
	e.api.Script([]Block{Text("Sorry, done now.")})
	e.pi("did they pass?", true)
	reqs = e.api.ModelRequests()
	if last := reqs[len(reqs)-1].AllText(); !strings.Contains(last, "Running the full test suite now.") || !strings.Contains(last, "hooktool") {
		t.Errorf("the next request does not carry the narration warning:\n%s", clipText(last, 3000))
	}
}

// TestPiOutfitter: the Outfitter launcher is not on npm, so its system hook
// is shown the other way the issue allows: `install --harness outfitter`
// writes the document and the extension it names, doctor validates the
// document with Outfitter's rules, and Pi loads that extension the way the
// launcher would (--extension PATH, nothing in Pi's discovery folders).
func TestPiOutfitter(t *testing.T) {
	forEachAgent(t, "pi", "HOOKD_E2E_PI", func(t *testing.T, a Agent) {
		e := newPiEnvWith(t, a, false)
		sysdir := filepath.Join(e.home, "etc", "outfitter", "system.d")
		e.extra = append(e.extra, "OUTFITTER_SYSTEM_DIR="+sysdir)
		out, stderr, code := e.run(e.hooktool, "install", "--harness", "outfitter", "--binary", e.hooktool)
		if code != 0 {
			t.Fatalf("install --harness outfitter: exit %d: %s%s", code, out, stderr)
		}
		doc, err := os.ReadFile(filepath.Join(sysdir, "hooktool.yml"))
		if err != nil {
			t.Fatal(err)
		}
		var ext string
		for _, line := range strings.Split(string(doc), "\n") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "- "); ok {
				if err := json.Unmarshal([]byte(v), &ext); err != nil {
					t.Fatalf("extension entry %q: %v", v, err)
				}
			}
		}
		if !filepath.IsAbs(ext) {
			t.Fatalf("the document names no absolute extension path:\n%s", doc)
		}
		if _, err := os.Stat(filepath.Join(e.home, ".pi", "agent", "extensions", "hooktool.ts")); err == nil {
			t.Fatal("the extension is also in Pi's discovery folder: it would load twice")
		}
		report, _, _ := e.run(e.hooktool, "doctor", "--json", "--no-self-test")
		if !strings.Contains(report, `"outfitter.hook"`) || strings.Contains(report, `"outfitter.invalid"`) {
			t.Errorf("doctor does not validate the document:\n%s", clipText(report, 3000))
		}

		keep := filepath.Join(e.home, "keep.txt")
		if err := os.WriteFile(keep, []byte("still here\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		e.api.Script([]Block{piBash("rm -rf ~")}, []Block{Text("Left it alone.")})
		args := []string{"-p", "--provider", "stand-in", "--model", "stand-in-model", "--extension", ext, "clean up"}
		out, stderr, code = e.run(e.bin, args...)
		t.Logf("pi %v: exit %d\nstdout: %s\nstderr: %s", args, code, clipText(out, 500), clipText(stderr, 1500))
		if code != 0 {
			t.Fatalf("pi failed: exit %d", code)
		}
		if _, err := os.Stat(keep); err != nil {
			t.Fatalf("the denied command ran: %v", err)
		}
		reqs := e.api.ModelRequests()
		if len(reqs) < 2 || !strings.Contains(reqs[1].AllText(), "hooktool guard blocked") {
			t.Errorf("the model was not told why the call was blocked")
		}
	})
}

// TestPiBinaryMissing: with the binary gone, the extension fails open for
// everything but the guard, which does what guard.on_error said at install
// (ask, the default: refused in print mode, which has no one to ask), and
// says so in one line per call on stderr.
func TestPiBinaryMissing(t *testing.T) {
	forEachAgent(t, "pi", "HOOKD_E2E_PI", func(t *testing.T, a Agent) {
		e := newPiEnvWith(t, a, false)
		gone := filepath.Join(e.home, "gone", "hooktool")
		out, stderr, code := e.run(e.hooktool, "install", "--harness", "pi", "--binary", gone)
		if code != 0 {
			t.Fatalf("install --harness pi: exit %d: %s%s", code, out, stderr)
		}
		keep := filepath.Join(e.project, "keep.txt")
		if err := os.WriteFile(keep, []byte("still here\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		e.api.Script([]Block{piBash("rm -f keep.txt")}, []Block{Text("Done.")})
		_, stderr = e.pi("tidy up", false)
		if _, err := os.Stat(keep); err != nil {
			t.Fatalf("with the guard unable to run, the call still ran: %v", err)
		}
		if !strings.Contains(stderr, "hooktool: the pi extension could not run "+gone) {
			t.Errorf("no line on stderr about the missing binary: %s", stderr)
		}
		reqs := e.api.ModelRequests()
		if len(reqs) < 2 || !strings.Contains(reqs[1].AllText(), "hooktool could not judge this call") {
			t.Errorf("the model was not told why the call was refused")
		}
	})
}
