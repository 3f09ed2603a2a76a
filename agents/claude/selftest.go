package claude

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/settings"
)

// slowHook is the latency past which the self-test warns: every tool call
// waits for PreToolUse.
const slowHook = time.Second

// selfTest runs the PreToolUse command wired in Claude Code's settings with
// checkup's samples, as Claude Code would (shell or exec form, the hook's
// timeout, a private state file), and judges each reply in its contract.
func selfTest(o DoctorOptions, wired []wiredEntry) *Layer {
	l := &Layer{Name: LayerSelfTest}
	if o.SelfTest.Skip {
		l.Add("selftest.skipped", Info, "", "skipped", "")
		return l
	}
	// The project's settings files come with the repository: their
	// command may run hooktool and then anything else, and Claude Code
	// itself runs it only in a folder the user trusts. Doctor runs only a
	// command from the user's, managed or plugin settings.
	var entry, project *wiredEntry
	for i, w := range wired {
		if w.Event != "PreToolUse" {
			continue
		}
		if w.Src.Kind == settings.KindProject || w.Src.Kind == settings.KindLocal {
			if project == nil {
				project = &wired[i]
			}
			continue
		}
		entry = &wired[i]
		break
	}
	if entry == nil && project != nil {
		l.Add("selftest.project", Info, project.Src.Label(), "not run: the command comes from the project's settings, and doctor runs no command a repository ships", "hooktool explain 'rm -rf /' checks the guard itself")
		return l
	}
	if entry == nil {
		l.Add("selftest.not-wired", Info, "", "hooktool is not wired for PreToolUse: nothing to run", "")
		return l
	}
	tmp, err := os.MkdirTemp("", "hooktool-doctor-")
	if err != nil {
		l.Add("selftest.tmp", Fail, "", err.Error(), "check TMPDIR")
		return l
	}
	defer os.RemoveAll(tmp)
	env := append(append([]string{}, o.SelfTest.Env...),
		"HOOKTOOL_STATE="+filepath.Join(tmp, "state.db"), "CLAUDE_PROJECT_DIR="+tmp, "CLAUDECODE=1")
	timeout := o.SelfTest.Timeout
	if t := entry.Handler.Get("timeout").Float(); t > 0 && (timeout == 0 || time.Duration(t*float64(time.Second)) < timeout) {
		timeout = time.Duration(t * float64(time.Second))
	}
	if timeout == 0 {
		timeout = 10 * time.Second
	}
	h := entry.Handler
	run := h.Get("command").String() + " in shell form (sh -c)"
	if h.Get("args").Exists() {
		var args bytes.Buffer
		_ = json.Compact(&args, []byte(h.Get("args").Raw))
		run = h.Get("command").String() + " " + args.String() + " in exec form"
	}
	l.Add("selftest.command", Info, entry.Src.Label(), "runs "+run, "")
	for i, smp := range checkup.Samples() {
		r := runHook(o, entry.Src, h, env, tmp, payload(tmp, smp.Command, fmt.Sprintf("toolu_doctor_%d", i)), timeout)
		judge(l, o, smp, r)
	}
	return l
}

type hookRun struct {
	code     int
	stdout   []byte
	stderr   string
	elapsed  time.Duration
	err      error
	timedOut bool
}

func runHook(o DoctorOptions, src settings.Source, h gjson.Result, env []string, dir string, in []byte, timeout time.Duration) hookRun {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	var cmd *exec.Cmd
	if args := h.Get("args"); args.Exists() {
		var argv []string
		for _, a := range args.Array() {
			argv = append(argv, expand(o, src, a.String()))
		}
		cmd = exec.CommandContext(ctx, expand(o, src, h.Get("command").String()), argv...)
	} else {
		cmd = exec.CommandContext(ctx, "sh", "-c", h.Get("command").String())
	}
	return runCmd(ctx, cmd, env, dir, in)
}

// runCmd runs one hook process the way a client does (checkup.RunCmd).
func runCmd(ctx context.Context, cmd *exec.Cmd, env []string, dir string, in []byte) hookRun {
	r := checkup.RunCmd(ctx, cmd, env, dir, in)
	return hookRun{code: r.Code, stdout: r.Stdout, stderr: r.Stderr, elapsed: r.Elapsed, err: r.Err, timedOut: r.TimedOut}
}

func firstLine(s string) string { return checkup.FirstLine(s) }

func judge(l *Layer, o DoctorOptions, smp checkup.Sample, r hookRun) {
	id := "selftest." + smp.Name
	what := fmt.Sprintf("%s PreToolUse (%s)", smp.Name, smp.Command)
	ms := fmt.Sprintf("%d ms", r.elapsed.Milliseconds())
	switch {
	case r.err != nil:
		l.Add(id, Fail, "", what+": could not run: "+r.err.Error(), "reinstall: hooktool install")
		return
	case r.timedOut:
		l.Add(id, Fail, "", what+": no answer within the hook's timeout (Claude Code lets the call through)", "check hooktool's state file and config; run hooktool hook by hand")
		return
	case r.code != 0 && r.code != 2:
		l.Add(id, Fail, "", fmt.Sprintf("%s: exit %d (%s), a non-blocking error to Claude Code", what, r.code, firstLine(r.stderr)), "run the command by hand with a sample payload to see why")
		return
	}
	decision := ""
	if r.code == 2 {
		if len(bytes.TrimSpace(r.stdout)) > 0 {
			l.Add(id+"-contract", Warn, "", what+": exit 2 with JSON on stdout; Claude Code versions disagree on which wins", "block with JSON and exit 0, or with stderr and exit 2, not both")
		}
		decision = "deny"
	} else if len(bytes.TrimSpace(r.stdout)) > 0 {
		d, problem := contract(r.stdout)
		if problem != "" {
			l.Add(id+"-contract", Fail, "", what+": reply breaks the PreToolUse contract: "+problem+" (Claude Code ignores it)", "update hooktool, then hooktool install")
			return
		}
		decision = d
	}
	if r.elapsed > slowHook {
		// Its own check, so scripts can tell a slow machine from a wrong answer.
		l.Add("selftest.slow", Warn, "", fmt.Sprintf("%s took %s (over %v): every tool call waits for this hook", what, ms, slowHook),
			"check the state file and config (the State layer above); run doctor again to rule out a cold start")
	}
	switch {
	case smp.Dangerous && decision == "deny":
		l.Add(id, OK, "", what+": denied, "+ms, "")
	case smp.Dangerous && decision == "ask":
		l.Add(id, OK, "", what+": asks the user, "+ms, "")
	case smp.Dangerous && decision == "allow":
		l.Add(id, Fail, "", what+": ALLOWED, "+ms, "check the guard config: hooktool explain 'rm -rf /'")
	case smp.Dangerous:
		st := Warn
		if o.SelfTest.RequireDeny {
			st = Fail
		}
		l.Add(id+"-no-decision", st, "", what+": no decision, "+ms+"; the guard did not stop it", "check the guard: hooktool explain 'rm -rf /' (until the guard is built, this stays a warning)")
	case decision == "deny":
		l.Add(id, Warn, "", what+": denied, "+ms+"; the guard blocks an everyday command", "check the guard config: hooktool explain 'ls -la'")
	default:
		d := decision
		if d == "" {
			d = "no decision"
		}
		l.Add(id, OK, "", what+": "+d+", valid reply, "+ms, "")
	}
}
