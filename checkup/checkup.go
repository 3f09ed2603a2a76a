// Package checkup is doctor's vocabulary and the checks every agent's
// doctor section shares: a Layer of Checks, each with a Status and a
// one-line fix; the Env a section reads (home, project, the fingerprint of
// hooktool's commands, the self-test's settings, the state file); and the
// checks of a hooks file in Claude Code's shape, a self-test run in an
// agent's own contract, and when each wired event last fired.
//
// It is a leaf below doctor and the agent packages (agents/codex, ...):
// each agent's section imports it, doctor composes the sections into its
// report, and nothing here imports doctor, the tripwire or an agent.
package checkup

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/hookd/hookd/settings"
)

// Status of one check. Fail is a problem that breaks a hook (doctor exits
// 1); Warn is worth fixing but nothing is broken yet; Info just reports.
type Status string

// The statuses, from best to worst.
const (
	OK   Status = "ok"
	Info Status = "info"
	Warn Status = "warn"
	Fail Status = "fail"
)

// Check is one finding.
type Check struct {
	ID     string `json:"id"` // stable, for scripts: "settings.timeout-missing"
	Status Status `json:"status"`
	Where  string `json:"where,omitempty"` // file, file:line:col, or event
	Msg    string `json:"message"`
	Fix    string `json:"fix,omitempty"` // one line
}

// Layer is a group of checks.
type Layer struct {
	Name   string  `json:"name"`
	Checks []Check `json:"checks"`
}

// Add records one check.
func (l *Layer) Add(id string, st Status, where, msg, fix string) {
	l.Checks = append(l.Checks, Check{ID: id, Status: st, Where: where, Msg: msg, Fix: fix})
}

// Has reports whether the layer holds a check with one of ids.
func (l *Layer) Has(ids ...string) bool {
	for _, c := range l.Checks {
		if slices.Contains(ids, c.ID) {
			return true
		}
	}
	return false
}

// LayerHarnesses names the layer of the agents that load hooktool as a
// plugin or a hooks file of their own; a section by that name joins it.
const LayerHarnesses = "Other harnesses"

// Section is one agent's part of doctor's report: Run returns a layer of
// its own, or one named like an existing layer ("Other harnesses"), whose
// checks join it. Title names the agent in "it serves ... here".
type Section struct {
	Title string
	Run   func(Env) *Layer
}

// Env is what an agent's doctor section reads. The command layer fills it
// (doctor.Options.Env).
type Env struct {
	Home        string
	ProjectDir  string
	Getenv      func(string) string          // nil reads nothing
	LookPath    func(string) (string, error) // PATH lookup; nil finds nothing
	Fingerprint settings.Fingerprint         // recognises hooktool's commands
	SelfTest    SelfTest
	StatePath   string
	Now         time.Time
	// WantBinary is the binary install would wire now: a plugin running
	// an older one is stale.
	WantBinary string
	// WiredBefore lists the wiring files the tripwire knew to exist: one
	// gone since is a FAIL, not "not installed".
	WiredBefore map[string]bool
}

// Get reads a variable, "" without Getenv.
func (e Env) Get(k string) string {
	if e.Getenv == nil {
		return ""
	}
	return e.Getenv(k)
}

// Look finds a command on PATH, "" when it is not there.
func (e Env) Look(name string) string {
	if e.LookPath == nil {
		return ""
	}
	p, err := e.LookPath(name)
	if err != nil {
		return ""
	}
	return p
}

// SelfTest tunes the self-test.
type SelfTest struct {
	Skip bool
	// Env is the environment the hook runs with (doctor adds a private
	// HOOKTOOL_STATE so the test leaves the real state alone).
	Env []string
	// RequireDeny makes "no decision" on the dangerous sample a failure:
	// set it once the binary has a guard.
	RequireDeny bool
	Timeout     time.Duration
}

// Sample is one command the self-test sends.
type Sample struct {
	Name, Command string
	Dangerous     bool
}

// Samples are the self-test's commands: an ordinary one and one the guard
// must deny. A function, not a table: package init runs on every hook.
func Samples() []Sample {
	return []Sample{
		{"safe", "ls -la", false},
		{"dangerous", "rm -rf /", true},
	}
}

// Short writes p with the home folder as ~.
func Short(home, p string) string {
	if home != "" && strings.HasPrefix(p, home+string(filepath.Separator)) {
		return "~" + p[len(home):]
	}
	return p
}

// OneLine keeps a message to one line.
func OneLine(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(strings.TrimSpace(s), "\r", " "), "\n", "; ")
}

// FirstLine is s up to its first newline.
func FirstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// Run is what one hook process answered.
type Run struct {
	Code     int
	Stdout   []byte
	Stderr   string
	Elapsed  time.Duration
	Err      error
	TimedOut bool
}

// RunCmd runs one hook process the way a client does (payload on stdin,
// within a time bound) and keeps what it answered.
func RunCmd(ctx context.Context, cmd *exec.Cmd, env []string, dir string, in []byte) Run {
	cmd.Env, cmd.Dir, cmd.Stdin = env, dir, bytes.NewReader(in)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	cmd.WaitDelay = time.Second
	start := time.Now()
	err := cmd.Run()
	r := Run{Stdout: out.Bytes(), Stderr: strings.TrimSpace(errb.String()), Elapsed: time.Since(start)}
	if ctx.Err() != nil {
		r.TimedOut = true
		return r
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		r.Code = ee.ExitCode()
	} else if err != nil {
		r.Err = err
	}
	return r
}

// RunBinary runs exe with args within timeout.
func RunBinary(exe string, args, env []string, dir string, in []byte, timeout time.Duration) Run {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return RunCmd(ctx, exec.CommandContext(ctx, exe, args...), env, dir, in)
}

// Version runs `bin --version` and returns its last word.
func Version(bin string) string {
	if bin == "" {
		return ""
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, bin, "--version").Output()
	if err != nil {
		return ""
	}
	f := strings.Fields(string(out))
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}
