//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

// Agent is one installed version of another harness (Codex CLI, Gemini
// CLI), or why it is missing.
type Agent struct {
	Name, Version, Bin, Missing string
}

// agents reads VAR ("VER=PATH" or "VER=!REASON" entries separated by ";",
// as scripts/e2e.sh writes HOOKD_E2E_CODEX and HOOKD_E2E_GEMINI).
func agents(t *testing.T, name, envVar string) []Agent {
	t.Helper()
	spec := os.Getenv(envVar)
	if spec == "" {
		t.Skipf("%s is not set: run the suite with `make e2e`, which installs %s", envVar, name)
	}
	var out []Agent
	for _, item := range strings.Split(spec, ";") {
		ver, where, ok := strings.Cut(strings.TrimSpace(item), "=")
		if !ok || ver == "" {
			t.Fatalf("%s entry %q is not VER=PATH or VER=!REASON", envVar, item)
		}
		a := Agent{Name: name, Version: ver}
		if reason, missing := strings.CutPrefix(where, "!"); missing {
			a.Missing = reason
		} else {
			a.Bin = where
		}
		out = append(out, a)
	}
	return out
}

// forEachAgent runs fn as one subtest per installed version; a version that
// is missing skips with its reason, never passes.
func forEachAgent(t *testing.T, name, envVar string, fn func(t *testing.T, a Agent)) {
	all := agents(t, name, envVar)
	var missing []string
	for _, a := range all {
		if a.Missing != "" {
			missing = append(missing, name+" "+a.Version+": "+a.Missing)
		}
	}
	if len(missing) == len(all) {
		// No version to run: the test itself skips, so it never counts
		// as passed.
		t.Skipf("no %s client is installed (%s)", name, strings.Join(missing, "; "))
	}
	for _, a := range all {
		t.Run(a.Version, func(t *testing.T) {
			if a.Missing != "" {
				t.Skipf("%s %s is not installed: %s", name, a.Version, a.Missing)
			}
			fn(t, a)
		})
	}
}

// AgentEnv is one throwaway world for an agent: HOME, the project, the
// model stand-in, and the environment every process gets.
type AgentEnv struct {
	t        *testing.T
	Agent    Agent
	Hooktool string
	Home     string
	Project  string
	Env      []string
}

func newAgentEnv(t *testing.T, a Agent) *AgentEnv {
	t.Helper()
	dir, err := os.MkdirTemp(workRoot(t), a.Name+"-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if t.Failed() && os.Getenv("HOOKD_E2E_KEEP") != "" {
			t.Logf("kept %s", dir)
			return
		}
		os.RemoveAll(dir)
	})
	e := &AgentEnv{t: t, Agent: a, Hooktool: hooktoolBin(t), Home: filepath.Join(dir, "home"), Project: filepath.Join(dir, "project")}
	for _, d := range []string{e.Home, e.Project} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if git, err := exec.LookPath("git"); err == nil {
		if out, err := exec.Command(git, "init", "-q", e.Project).CombinedOutput(); err != nil {
			t.Fatalf("git init: %v: %s", err, out)
		}
	}
	e.Env = []string{
		"PATH=" + filepath.Dir(a.Bin) + string(os.PathListSeparator) + os.Getenv("PATH"),
		"HOME=" + e.Home,
		"NO_COLOR=1",
	}
	return e
}

// WriteFile writes a file under the project.
func (e *AgentEnv) WriteFile(rel, content string) string {
	e.t.Helper()
	p := filepath.Join(e.Project, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		e.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		e.t.Fatal(err)
	}
	return p
}

// Run runs a program in the project with the environment, bounded.
func (e *AgentEnv) Run(timeout time.Duration, bin string, args ...string) (stdout, stderr string, code int) {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir, cmd.Env = e.Project, e.Env
	cmd.WaitDelay = 5 * time.Second
	var o, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &se
	start := time.Now()
	err := cmd.Run()
	if ctx.Err() != nil {
		e.t.Fatalf("%s %v did not finish within %v; stderr: %s", filepath.Base(bin), args, timeout, clipText(se.String(), 3000))
	}
	var x *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &x):
		code = x.ExitCode()
	default:
		e.t.Fatalf("%s %v: %v", bin, args, err)
	}
	if filepath.Base(bin) != "hooktool" {
		e.t.Logf("%s %s %q: exit %d in %v", e.Agent.Name, e.Agent.Version, args, code, time.Since(start).Round(time.Millisecond))
	}
	return o.String(), se.String(), code
}

// Hooktool runs hooktool with the environment and fails the test on a
// non-zero exit unless allowed.
func (e *AgentEnv) HooktoolRun(args ...string) (string, int) {
	e.t.Helper()
	out, stderr, code := e.Run(60*time.Second, e.Hooktool, args...)
	return out + stderr, code
}

// StateShow is `hooktool state show --json`.
func (e *AgentEnv) StateShow() gjson.Result {
	e.t.Helper()
	out, stderr, code := e.Run(30*time.Second, e.Hooktool, "state", "show", "--json")
	if code != 0 || !gjson.Valid(out) {
		e.t.Fatalf("hooktool state show --json: exit %d: %s%s", code, out, stderr)
	}
	return gjson.Parse(out)
}

// CaughtRule is the guard record with rule in state, if any.
func (e *AgentEnv) CaughtRule(rule string) gjson.Result {
	return e.StateShow().Get(`caught.#(rule==` + jsonString(rule) + `)`)
}

// checkStateAndDoctor: `state show` lists the session's runs under the
// harness, and `doctor --strict` is healthy.
func (e *AgentEnv) checkStateAndDoctor(t *testing.T, harness string) {
	t.Helper()
	out, code := e.HooktoolRun("state", "show")
	if code != 0 || !strings.Contains(out, "["+harness+", main") {
		t.Errorf("state show does not list a run under %s (exit %d):\n%s", harness, code, out)
	}
	// The project's pre-push hook, so the boundary layer is wired too.
	if out, code := e.HooktoolRun("install", "git-hook"); code != 0 {
		t.Fatalf("hooktool install git-hook: exit %d: %s", code, out)
	}
	out, code = e.HooktoolRun("doctor", "--strict")
	if code != 0 {
		t.Errorf("hooktool doctor --strict: exit %d:\n%s", code, out)
	}
	section := out[max(0, strings.Index(out, map[string]string{"codex": "\nCodex CLI\n", "gemini": "\nGemini CLI\n"}[harness])):]
	t.Logf("doctor's %s section:\n%s", harness, clipText(section, 3000))
}

// jsonMarshal is json.Marshal without HTML escaping.
func jsonMarshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}
