package doctor

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/harness"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/state"
)

// Layer names of the harnesses with a hook contract of their own.
const (
	LayerCodex  = "Codex CLI"
	LayerGemini = "Gemini CLI"
)

// Tested versions: the contract in docs/harnesses.md was read from these.
const (
	CodexTested  = "0.171.0"
	GeminiTested = "0.61.0"
)

// agentFile is one hooks file of a harness and hooktool's handlers in it.
type agentFile struct {
	path    string
	data    []byte
	entries []agentEntry
}

type agentEntry struct {
	event   string
	handler gjson.Result
}

// readAgentFile checks one hooks file of harness h (Claude Code's shape)
// and returns hooktool's entries in it; problems go into l.
func readAgentFile(l *Layer, o Options, h, path string) (agentFile, bool) {
	where := short(o.Home, path)
	f := agentFile{path: path}
	data, exists, err := settings.ReadFile(path)
	switch {
	case err != nil:
		l.add(h+".file", Fail, where, err.Error(), "make it readable")
		return f, false
	case !exists:
		return f, false
	}
	if err := settings.Check(path, data); err != nil {
		if se := (*settings.SyntaxError)(nil); errors.As(err, &se) && se.Duplicate {
			l.add(h+".duplicate-key", Fail, where, se.Msg+"; hooktool reads none of this file, so it cannot tell whether its hooks run", "remove one of the two (an agent may have added the second one to switch hooks off)")
			return f, false
		}
		l.add(h+".file", Warn, where, "not strict JSON ("+err.Error()+"); hooktool does not read or write it", "remove comments and trailing commas to let hooktool check it")
		return f, false
	}
	f.data = data
	known := harness.KnownEvents(h)
	gjson.GetBytes(data, "hooks").ForEach(func(k, v gjson.Result) bool {
		if !slices.Contains(known, k.Str) {
			l.add(h+".unknown-event", Warn, where, fmt.Sprintf("event %q is not a %s %s event (known: %s)", k.Str, h, testedOf(h), strings.Join(known, ", ")), "rename or remove it")
		}
		v.ForEach(func(_, g gjson.Result) bool {
			g.Get("hooks").ForEach(func(_, hd gjson.Result) bool {
				if o.Fingerprint.Match(hd) {
					f.entries = append(f.entries, agentEntry{event: k.Str, handler: hd})
				}
				return true
			})
			return true
		})
		return true
	})
	return f, true
}

func testedOf(h string) string {
	if h == harness.Codex {
		return CodexTested
	}
	return GeminiTested
}

// checkAgentEntries checks hooktool's handlers in a harness's files: the
// contract flag, the binary, the timeout, and which events are wired.
func checkAgentEntries(l *Layer, o Options, h string, files []agentFile) (pre *agentEntry) {
	wired := map[string]bool{}
	for _, f := range files {
		where := short(o.Home, f.path)
		for i, en := range f.entries {
			cmd := en.handler.Get("command").String()
			at := where + " " + en.event
			if !strings.Contains(cmd, "--harness "+h) && !strings.Contains(cmd, "--harness="+h) {
				l.add(h+".contract", Fail, at, "runs `"+cmd+"`, which answers in Claude Code's contract, not "+h+"'s", "hooktool install --harness "+h)
				continue
			}
			exe, _ := settings.CommandWords(cmd)
			if fi, err := os.Stat(exe); !filepath.IsAbs(exe) || err != nil || fi.Mode()&0o111 == 0 {
				l.add(h+".command", Fail, at, "the command's binary "+exe+" is not an executable file at an absolute path", "hooktool install --harness "+h)
				continue
			}
			if !en.handler.Get("timeout").Exists() {
				l.add(h+".timeout", Warn, at, "no timeout: a hung hook holds the agent", "hooktool install --harness "+h)
			}
			wired[en.event] = true
			if en.event == preEvent(h) && pre == nil {
				pre = &f.entries[i]
			}
		}
	}
	var have, missing []string
	for _, ev := range harness.Events(h) {
		if wired[ev] {
			have = append(have, ev)
		} else {
			missing = append(missing, ev)
		}
	}
	switch {
	case len(have) == 0:
		l.add(h+".not-wired", Info, "", "hooktool is not wired", "hooktool install --harness "+h)
	case len(missing) > 0:
		l.add(h+".partly-wired", Warn, "", fmt.Sprintf("hooktool wired for %d events; not for %s", len(have), strings.Join(missing, ", ")), "hooktool install --harness "+h)
	default:
		l.add(h+".wired", OK, "", fmt.Sprintf("hooktool wired for all %d events (%s)", len(have), strings.Join(have, ", ")), "")
	}
	return pre
}

func preEvent(h string) string {
	if h == harness.Gemini {
		return "BeforeTool"
	}
	return "PreToolUse"
}

// agentSelfTest runs the installed PreToolUse command with h's own payload
// for a safe and a dangerous command, and checks each reply against h's
// contract: silence for the safe one, a deny its runner accepts for the
// dangerous one.
func agentSelfTest(l *Layer, o Options, h string, pre *agentEntry) {
	if pre == nil || o.SelfTest.Skip {
		return
	}
	tmp, err := os.MkdirTemp("", "hooktool-doctor-")
	if err != nil {
		l.add(h+".selftest", Fail, "", err.Error(), "check TMPDIR")
		return
	}
	defer os.RemoveAll(tmp)
	env := append(append([]string{}, o.SelfTest.Env...), "HOOKTOOL_STATE="+filepath.Join(tmp, "state.db"), "CLAUDE_PROJECT_DIR="+tmp)
	timeout := 10 * time.Second
	if t := pre.handler.Get("timeout").Float(); t > 0 {
		if h == harness.Gemini {
			t /= 1000
		}
		if d := time.Duration(t * float64(time.Second)); d < timeout {
			timeout = d
		}
	}
	cmd := pre.handler.Get("command").String()
	// The binary runs with the contract's arguments, not the entry's
	// command line through a shell: a project's hooks file is the
	// repository's to write, and whatever it appends after hooktool
	// (`; curl ... | sh`) must not run because the user ran doctor.
	// checkAgentEntries has made sure exe is an absolute executable.
	exe, _ := settings.CommandWords(cmd)
	for _, smp := range samples {
		in := agentPayload(h, tmp, smp.command)
		r := runBinary(exe, []string{"hook", "--harness", h}, env, tmp, in, timeout)
		name := smp.name + " sample (" + smp.command + ")"
		switch {
		case r.timedOut:
			l.add(h+".selftest", Fail, name, fmt.Sprintf("no answer within %v", timeout), "run it by hand: echo PAYLOAD | "+cmd)
			continue
		case r.err != nil:
			l.add(h+".selftest", Fail, name, r.err.Error(), "hooktool install --harness "+h)
			continue
		case r.code != 0:
			l.add(h+".selftest", Fail, name, fmt.Sprintf("exit %d: %s", r.code, firstLine(r.stderr)), "run it by hand: echo PAYLOAD | "+cmd)
			continue
		}
		decision, problem := agentContract(h, r.stdout)
		switch {
		case problem != "":
			l.add(h+".selftest", Fail, name, problem, "hooktool install --harness "+h)
		case smp.dangerous && decision != "deny" && o.SelfTest.RequireDeny:
			l.add(h+".selftest", Fail, name, "not denied (answer: "+orNone(decision)+")", "check guard.mode in hooktool's config")
		case !smp.dangerous && decision != "":
			l.add(h+".selftest", Warn, name, "answered "+decision+" for an ordinary command", "hooktool explain '"+smp.command+"'")
		default:
			l.add(h+".selftest", OK, name, fmt.Sprintf("%s in %s's contract (%v)", orNone(decision), h, r.elapsed.Round(time.Millisecond)), "")
		}
	}
}

func orNone(d string) string {
	if d == "" {
		return "no opinion"
	}
	return d
}

// agentPayload is a PreToolUse (BeforeTool) payload as h sends it.
func agentPayload(h, cwd, command string) []byte {
	var o struct{ b []byte }
	q := func(s string) string { return strconv.Quote(s) }
	switch h {
	case harness.Gemini:
		o.b = []byte(`{"session_id":"hooktool-doctor-selftest","transcript_path":"","cwd":` + q(cwd) +
			`,"hook_event_name":"BeforeTool","timestamp":"2026-01-01T00:00:00.000Z","tool_name":"run_shell_command","tool_input":{"command":` + q(command) + `,"description":"doctor self-test"}}`)
	default:
		o.b = []byte(`{"session_id":"hooktool-doctor-selftest","turn_id":"doctor","transcript_path":null,"cwd":` + q(cwd) +
			`,"hook_event_name":"PreToolUse","model":"doctor","permission_mode":"default","tool_name":"Bash","tool_input":{"command":` + q(command) + `},"tool_use_id":"call_doctor"}`)
	}
	return o.b
}

// agentContract reads a reply in h's contract: the decision it carries,
// or what its runner would reject.
func agentContract(h string, out []byte) (decision, problem string) {
	out = bytes.TrimSpace(out)
	if len(out) == 0 {
		return "", ""
	}
	if !gjson.ValidBytes(out) || !gjson.ParseBytes(out).IsObject() {
		return "", "stdout is not one JSON object: " + firstLine(string(out))
	}
	root := gjson.ParseBytes(out)
	switch h {
	case harness.Gemini:
		root.ForEach(func(k, _ gjson.Result) bool {
			switch k.Str {
			case "decision", "reason", "systemMessage", "hookSpecificOutput", "continue", "stopReason", "suppressOutput":
			default:
				problem = "unknown field " + k.Str
			}
			return problem == ""
		})
		decision = root.Get("decision").String()
		if decision == "block" {
			decision = "deny"
		}
		if decision == "deny" && root.Get("reason").String() == "" {
			problem = "a deny without a reason"
		}
	default:
		hso := root.Get("hookSpecificOutput")
		root.ForEach(func(k, _ gjson.Result) bool {
			switch k.Str {
			case "systemMessage", "hookSpecificOutput":
			default:
				problem = "field " + k.Str + " (Codex rejects it on PreToolUse)"
			}
			return problem == ""
		})
		decision = hso.Get("permissionDecision").String()
		switch {
		case problem != "":
		case hso.Exists() && hso.Get("hookEventName").String() != "PreToolUse":
			problem = "hookEventName is not PreToolUse"
		case decision == "ask" || decision == "allow" || hso.Get("updatedInput").Exists():
			problem = "permissionDecision " + decision + " or updatedInput, which Codex rejects"
		case decision == "deny" && hso.Get("permissionDecisionReason").String() == "":
			problem = "a deny without permissionDecisionReason"
		}
	}
	return decision, problem
}

func runBinary(exe string, args, env []string, dir string, in []byte, timeout time.Duration) hookRun {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return runCmd(ctx, exec.CommandContext(ctx, exe, args...), env, dir, in)
}

// agentLastFired lists when each wired event of h last fired, from the
// state file's per-harness records.
func agentLastFired(l *Layer, o Options, h string, wired bool) {
	if !wired {
		return
	}
	last := map[string]int64{}
	if _, err := os.Stat(o.StatePath); err == nil {
		if db, err := state.Open(o.StatePath, state.Options{ReadOnly: true, LockTimeout: 800 * time.Millisecond}); err == nil {
			_ = db.View(func(tx *state.Tx) error {
				return tx.ForEach(handlers.BucketEvents, h+":", func(r state.Record) error {
					if ms, err := strconv.ParseInt(string(r.Value), 10, 64); err == nil {
						last[strings.TrimPrefix(r.Key, h+":")] = ms
					}
					return nil
				})
			})
			db.Close()
		}
	}
	for _, ev := range harness.Events(h) {
		ms, ok := last[harness.ClaudeEvent(h, ev)]
		if !ok {
			l.add(h+".never-fired", Info, ev, "wired, has not fired", "")
			continue
		}
		t := time.UnixMilli(ms)
		l.add(h+".last-fired", Info, ev, fmt.Sprintf("last fired %s (%s ago)", t.UTC().Format("2006-01-02 15:04:05Z"), o.Now.Sub(t).Round(time.Second)), "")
	}
}

// version runs `bin --version` and returns its last word.
func version(bin string) string {
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
