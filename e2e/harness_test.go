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

// Client is one installed Claude Code version, or why it is missing.
type Client struct {
	Version string
	Bin     string
	Missing string // why the client could not be installed; the test skips with it
}

// clientRunTimeout bounds one client run. A scripted session takes a few
// seconds; a hung client must not hang the suite. On a machine loaded
// many times over (load 13 on 2 cores) one OpenClaw run, whose start
// migrates an SQLite state, took over 2 minutes and finished: the bound
// is for a hang, not for speed.
const clientRunTimeout = 240 * time.Second

// clients reads HOOKD_E2E_CLIENTS: "VER=PATH" or "VER=!REASON" entries
// separated by ";" (scripts/e2e.sh writes it).
func clients(t *testing.T) []Client {
	t.Helper()
	spec := os.Getenv("HOOKD_E2E_CLIENTS")
	if spec == "" {
		t.Skip("HOOKD_E2E_CLIENTS is not set: run the suite with `make e2e`, which installs the clients")
	}
	var out []Client
	for _, item := range strings.Split(spec, ";") {
		ver, where, ok := strings.Cut(strings.TrimSpace(item), "=")
		if !ok || ver == "" {
			t.Fatalf("HOOKD_E2E_CLIENTS entry %q is not VER=PATH or VER=!REASON", item)
		}
		if reason, missing := strings.CutPrefix(where, "!"); missing {
			out = append(out, Client{Version: ver, Missing: reason})
		} else {
			out = append(out, Client{Version: ver, Bin: where})
		}
	}
	return out
}

// forEachClient runs fn as one subtest per client version.
// When no client is installed the test itself skips, so a run without any
// client counts as skipped, never as passed.
func forEachClient(t *testing.T, fn func(t *testing.T, c Client)) {
	all := clients(t)
	var missing []string
	for _, c := range all {
		if c.Missing != "" {
			missing = append(missing, "claude "+c.Version+": "+c.Missing)
		}
	}
	if len(missing) == len(all) {
		t.Skipf("no Claude Code client is installed (%s)", strings.Join(missing, "; "))
	}
	for _, c := range all {
		t.Run(c.Version, func(t *testing.T) {
			if c.Missing != "" {
				t.Skipf("claude %s is not installed: %s", c.Version, c.Missing)
			}
			fn(t, c)
		})
	}
}

// Knows reports whether the client is at least version v.
func (c Client) Knows(v string) bool { return !versionLess(c.Version, v) }

// Old reports whether the client predates the features that arrived after
// 2.1.100 (prompt_id, exec-form args, PostToolBatch, Stop hookSpecificOutput).
func (c Client) Old() bool { return versionLess(c.Version, "2.1.119") }

// versionLess compares dotted numeric versions.
func versionLess(a, b string) bool {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) || i < len(bs); i++ {
		var x, y int
		if i < len(as) {
			x = atoi(as[i])
		}
		if i < len(bs) {
			y = atoi(bs[i])
		}
		if x != y {
			return x < y
		}
	}
	return false
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// hooktoolBin is the binary under test (HOOKD_E2E_HOOKTOOL).
func hooktoolBin(t *testing.T) string {
	t.Helper()
	p := os.Getenv("HOOKD_E2E_HOOKTOOL")
	if p == "" {
		t.Skip("HOOKD_E2E_HOOKTOOL is not set: run the suite with `make e2e`")
	}
	abs, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(abs); err != nil {
		t.Fatalf("hooktool binary: %v", err)
	}
	return abs
}

// Env is one throwaway world for a client: a HOME whose settings wire
// hooktool, a project folder the session runs in, and the stand-in API.
type Env struct {
	t        *testing.T
	Client   Client
	Hooktool string
	Home     string
	Project  string
	API      *API
	// Extra is added to the environment of every client and hooktool run.
	Extra []string
	// Prompting runs the client without --dangerously-skip-permissions:
	// its own permission rules and read-only commands decide, and in -p
	// mode anything that would prompt is refused.
	Prompting bool
}

// workRoot is where the throwaway folders go. Not under /tmp: a guard may
// rightly let anything pass inside a temp dir, and the deny scenario must
// not depend on that.
func workRoot(t *testing.T) string {
	t.Helper()
	root := os.Getenv("HOOKD_E2E_WORK")
	if root == "" {
		wd, err := os.Getwd()
		if err != nil {
			t.Fatal(err)
		}
		root = filepath.Join(wd, ".work")
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	return root
}

// NewEnv makes the folders, wires hooktool into the user settings of the
// throwaway HOME and starts the API stand-in with script.
func NewEnv(t *testing.T, c Client, script ...[]Block) *Env {
	t.Helper()
	dir, err := os.MkdirTemp(workRoot(t), "run-")
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
	e := &Env{t: t, Client: c, Hooktool: hooktoolBin(t), Home: filepath.Join(dir, "home"), Project: filepath.Join(dir, "project")}
	for _, d := range []string{e.Home, e.Project} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// The project is its own git repository, as a user's would be, so the
	// client does not pick up whatever repository the suite runs from.
	if git, err := exec.LookPath("git"); err == nil {
		if out, err := exec.Command(git, "init", "-q", e.Project).CombinedOutput(); err != nil {
			t.Fatalf("git init: %v: %s", err, out)
		}
	}
	e.API = NewAPI(t, script...)
	e.wire()
	return e
}

// SystemMessages are the systemMessage texts that hooks of event showed
// the user in the session, read from the session transcript the client
// keeps under HOME/.claude/projects (both 2.1.100 and 2.1.328 record them
// as "hook_system_message" attachments).
func (e *Env) SystemMessages(session, event string) []string {
	e.t.Helper()
	files, _ := filepath.Glob(filepath.Join(e.Home, ".claude", "projects", "*", session+".jsonl"))
	if len(files) == 0 {
		e.t.Fatalf("no transcript for session %s under %s", session, filepath.Join(e.Home, ".claude", "projects"))
	}
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			e.t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			a := gjson.Get(line, "attachment")
			if a.Get("type").String() == "hook_system_message" && a.Get("hookEvent").String() == event {
				out = append(out, a.Get("content").String())
			}
		}
	}
	return out
}

// env is the environment of every process the test starts: nothing of the
// caller's but PATH, so no HOOKTOOL_* or XDG_* of the machine leaks in.
func (e *Env) env() []string {
	out := []string{
		// The client's own folder first, so `hooktool install` and
		// `doctor` see the version under test as `claude`; then the
		// throwaway ~/.local/bin, as a user has it after `hooktool install
		// --bin-only`, so no hooktool the machine has on PATH (a stale one
		// in /usr/local/bin) is the one a plugin launcher finds.
		"PATH=" + filepath.Dir(e.Client.Bin) + string(os.PathListSeparator) +
			filepath.Join(e.Home, ".local", "bin") + string(os.PathListSeparator) + os.Getenv("PATH"),
		"HOME=" + e.Home,
		"IS_SANDBOX=1",
		"ANTHROPIC_BASE_URL=" + e.API.URL,
		"ANTHROPIC_API_KEY=sk-test",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
		"DISABLE_AUTOUPDATER=1",
		"NO_COLOR=1",
	}
	return append(out, e.Extra...)
}

// WriteFile writes a file under the project.
func (e *Env) WriteFile(rel, content string) string {
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

// wire puts hooktool into HOME/.claude/settings.json with `hooktool
// install --scope user`. Until install exists, it writes the shell form
// that works on every client version: the quoted absolute path with the
// subcommand in "command", for each event the client knows.
func (e *Env) wire() {
	e.t.Helper()
	if help, _, _ := e.Run(e.Hooktool, "install", "--help"); strings.Contains(help, "--scope") {
		// The client version comes from `claude --version` on PATH (the
		// client under test is first there), as it would for a user.
		args := []string{"install", "--scope", "user"}
		if strings.Contains(help, "--binary") {
			args = append(args, "--binary", e.Hooktool)
		}
		out, stderr, code := e.Run(e.Hooktool, args...)
		if code != 0 {
			e.t.Fatalf("hooktool %v: exit %d: %s%s", args, code, out, stderr)
		}
		e.t.Logf("wired by hooktool %v: %s", strings.Join(args, " "), strings.TrimSpace(out+stderr))
		return
	}
	events := []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "PostToolUseFailure",
		"PostToolBatch", "Stop", "SubagentStart", "SubagentStop", "PreCompact", "SessionEnd", "Notification", "PermissionRequest"}
	hooks := map[string]any{}
	for _, ev := range events {
		// 2.1.100 does not know PostToolBatch, and one unknown event name
		// silently disables every hook in the file.
		if ev == "PostToolBatch" && e.Client.Old() {
			continue
		}
		hooks[ev] = []any{map[string]any{"matcher": "", "hooks": []any{map[string]any{
			"type": "command", "command": "'" + e.Hooktool + "' hook", "timeout": 30}}}}
	}
	b, err := json.MarshalIndent(map[string]any{"hooks": hooks}, "", "  ")
	if err != nil {
		e.t.Fatal(err)
	}
	p := filepath.Join(e.Home, ".claude", "settings.json")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		e.t.Fatal(err)
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		e.t.Fatal(err)
	}
	e.t.Logf("hooktool install is not built yet; wrote the shell-form settings by hand")
}

// Run runs a program in the project folder with the test's environment.
func (e *Env) Run(bin string, args ...string) (stdout, stderr string, code int) {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir, cmd.Env = e.Project, e.env()
	var o, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &se
	err := cmd.Run()
	var x *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &x):
		code = x.ExitCode()
	default:
		e.t.Fatalf("%s %v: %v", bin, args, err)
	}
	return o.String(), se.String(), code
}

// Result is one `claude -p` run.
type Result struct {
	Stdout, Stderr string
	Code           int
	JSON           gjson.Result
	SessionID      string
	Took           time.Duration
}

// Claude runs `claude -p PROMPT --output-format json` once in the project,
// bounded by clientRunTimeout. Extra args go to the client (--resume ID).
func (e *Env) Claude(prompt string, args ...string) Result {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), clientRunTimeout)
	defer cancel()
	argv := []string{"-p", prompt, "--output-format", "json"}
	if !e.Prompting {
		argv = append(argv, "--dangerously-skip-permissions")
	}
	argv = append(argv, args...)
	cmd := exec.CommandContext(ctx, e.Client.Bin, argv...)
	cmd.Dir, cmd.Env = e.Project, e.env()
	cmd.WaitDelay = 5 * time.Second
	var o, se bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &se
	start := time.Now()
	err := cmd.Run()
	r := Result{Stdout: o.String(), Stderr: se.String(), Took: time.Since(start)}
	if ctx.Err() != nil {
		e.t.Fatalf("claude %s did not finish within %v; stderr: %s", e.Client.Version, clientRunTimeout, r.Stderr)
	}
	var x *exec.ExitError
	if errors.As(err, &x) {
		r.Code = x.ExitCode()
	} else if err != nil {
		e.t.Fatalf("claude: %v", err)
	}
	out := strings.TrimSpace(r.Stdout)
	if i := strings.LastIndex(out, "\n{"); i >= 0 {
		out = out[i+1:]
	}
	r.JSON = gjson.Parse(out)
	r.SessionID = r.JSON.Get("session_id").String()
	e.t.Logf("claude %s -p %q %v: exit %d in %v, session %s", e.Client.Version, prompt, args, r.Code, r.Took.Round(time.Millisecond), r.SessionID)
	if r.Code != 0 || r.SessionID == "" {
		e.t.Fatalf("claude failed: exit %d\nstdout: %s\nstderr: %s", r.Code, r.Stdout, r.Stderr)
	}
	return r
}

// StateShow is `hooktool state show --json` in the test's HOME.
func (e *Env) StateShow() gjson.Result {
	e.t.Helper()
	out, stderr, code := e.Run(e.Hooktool, "state", "show", "--json")
	if code != 0 {
		e.t.Fatalf("hooktool state show --json: exit %d: %s", code, stderr)
	}
	if !gjson.Valid(out) {
		e.t.Fatalf("hooktool state show --json printed invalid JSON: %s", out)
	}
	return gjson.Parse(out)
}

// Session is the session's entry in `state show --json`.
func (e *Env) Session(id string) gjson.Result {
	e.t.Helper()
	s := e.StateShow().Get(`sessions.#(id==` + jsonString(id) + `)`)
	if !s.Exists() {
		e.t.Fatalf("state show lists no session %s:\n%s", id, e.StateShow().Raw)
	}
	return s
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
