package checkup

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/state"
)

// Hooks describes an agent whose hooks are commands in files of Claude
// Code's shape ({"hooks": {Event: [{matcher, hooks: [{type, command,
// timeout}]}]}}), for the checks they share.
type Hooks struct {
	Name   string   // the --harness name; check ids start with it
	Tested string   // the client version the contract was read from
	Known  []string // every event the tested version defines
	Events []string // the events install wires, in the agent's names
	Pre    string   // its PreToolUse event
	// Millis says its timeouts are in milliseconds, not seconds.
	Millis bool
	// ClaudeEvent is the Claude Code event an event of its becomes (the
	// name its last firing is recorded under); nil keeps the name.
	ClaudeEvent func(string) string
	// Payload is a Pre payload as the agent sends it, for the self-test.
	Payload func(cwd, command string) []byte
	// Contract reads a reply to Pre in the agent's contract: the decision
	// it carries, or what its runner would reject.
	Contract func(out []byte) (decision, problem string)
}

// File is one hooks file of an agent and hooktool's handlers in it.
type File struct {
	Path    string
	Data    []byte
	Entries []Entry
}

// Entry is one of hooktool's handlers in a hooks file.
type Entry struct {
	Event   string
	Handler gjson.Result
}

// ReadFile checks one hooks file of agent h and returns hooktool's
// entries in it; problems go into l. It is false when there is no file to
// read.
func (h Hooks) ReadFile(l *Layer, e Env, path string) (File, bool) {
	where := Short(e.Home, path)
	f := File{Path: path}
	data, exists, err := settings.ReadFile(path)
	switch {
	case err != nil:
		l.Add(h.Name+".file", Fail, where, err.Error(), "make it readable")
		return f, false
	case !exists:
		return f, false
	}
	if err := settings.Check(path, data); err != nil {
		l.Add(h.Name+".file", Warn, where, "not strict JSON ("+err.Error()+"); hooktool does not read or write it", "remove comments and trailing commas to let hooktool check it")
		return f, false
	}
	f.Data = data
	gjson.GetBytes(data, "hooks").ForEach(func(k, v gjson.Result) bool {
		if !slices.Contains(h.Known, k.Str) {
			l.Add(h.Name+".unknown-event", Warn, where, fmt.Sprintf("event %q is not a %s %s event (known: %s)", k.Str, h.Name, h.Tested, strings.Join(h.Known, ", ")), "rename or remove it")
		}
		v.ForEach(func(_, g gjson.Result) bool {
			g.Get("hooks").ForEach(func(_, hd gjson.Result) bool {
				if e.Fingerprint.Match(hd) {
					f.Entries = append(f.Entries, Entry{Event: k.Str, Handler: hd})
				}
				return true
			})
			return true
		})
		return true
	})
	return f, true
}

// CheckEntries checks hooktool's handlers in the agent's files: the
// contract flag, the binary, the timeout, and which events are wired. It
// returns the first wired Pre entry, for the self-test.
func (h Hooks) CheckEntries(l *Layer, e Env, files []File) (pre *Entry) {
	wired := map[string]bool{}
	fix := "hooktool install --harness " + h.Name
	for _, f := range files {
		where := Short(e.Home, f.Path)
		for i, en := range f.Entries {
			cmd := en.Handler.Get("command").String()
			at := where + " " + en.Event
			if !strings.Contains(cmd, "--harness "+h.Name) && !strings.Contains(cmd, "--harness="+h.Name) {
				l.Add(h.Name+".contract", Fail, at, "runs `"+cmd+"`, which answers in Claude Code's contract, not "+h.Name+"'s", fix)
				continue
			}
			exe, _ := settings.CommandWords(cmd)
			if fi, err := os.Stat(exe); !filepath.IsAbs(exe) || err != nil || fi.Mode()&0o111 == 0 {
				l.Add(h.Name+".command", Fail, at, "the command's binary "+exe+" is not an executable file at an absolute path", fix)
				continue
			}
			if !en.Handler.Get("timeout").Exists() {
				l.Add(h.Name+".timeout", Warn, at, "no timeout: a hung hook holds the agent", fix)
			}
			wired[en.Event] = true
			if en.Event == h.Pre && pre == nil {
				pre = &f.Entries[i]
			}
		}
	}
	var have, missing []string
	for _, ev := range h.Events {
		if wired[ev] {
			have = append(have, ev)
		} else {
			missing = append(missing, ev)
		}
	}
	switch {
	case len(have) == 0:
		l.Add(h.Name+".not-wired", Info, "", "hooktool is not wired", fix)
	case len(missing) > 0:
		l.Add(h.Name+".partly-wired", Warn, "", fmt.Sprintf("hooktool wired for %d events; not for %s", len(have), strings.Join(missing, ", ")), fix)
	default:
		l.Add(h.Name+".wired", OK, "", fmt.Sprintf("hooktool wired for all %d events (%s)", len(have), strings.Join(have, ", ")), "")
	}
	return pre
}

// SelfTest runs the installed Pre command with the agent's own payload
// for a safe and a dangerous command, and checks each reply against its
// contract: silence for the safe one, a deny its runner accepts for the
// dangerous one.
func (h Hooks) SelfTest(l *Layer, e Env, pre *Entry) {
	if pre == nil || e.SelfTest.Skip {
		return
	}
	tmp, err := os.MkdirTemp("", "hooktool-doctor-")
	if err != nil {
		l.Add(h.Name+".selftest", Fail, "", err.Error(), "check TMPDIR")
		return
	}
	defer os.RemoveAll(tmp)
	env := append(append([]string{}, e.SelfTest.Env...), "HOOKTOOL_STATE="+filepath.Join(tmp, "state.db"), "CLAUDE_PROJECT_DIR="+tmp)
	timeout := 10 * time.Second
	if t := pre.Handler.Get("timeout").Float(); t > 0 {
		if h.Millis {
			t /= 1000
		}
		if d := time.Duration(t * float64(time.Second)); d < timeout {
			timeout = d
		}
	}
	cmd := pre.Handler.Get("command").String()
	fix := "hooktool install --harness " + h.Name
	// The binary runs with the contract's arguments, not the entry's
	// command line through a shell: a project's hooks file is the
	// repository's to write, and whatever it appends after hooktool
	// (`; curl ... | sh`) must not run because the user ran doctor.
	// CheckEntries has made sure exe is an absolute executable.
	exe, _ := settings.CommandWords(cmd)
	for _, smp := range Samples() {
		in := h.Payload(tmp, smp.Command)
		r := RunBinary(exe, []string{"hook", "--harness", h.Name}, env, tmp, in, timeout)
		name := smp.Name + " sample (" + smp.Command + ")"
		switch {
		case r.TimedOut:
			l.Add(h.Name+".selftest", Fail, name, fmt.Sprintf("no answer within %v", timeout), "run it by hand: echo PAYLOAD | "+cmd)
			continue
		case r.Err != nil:
			l.Add(h.Name+".selftest", Fail, name, r.Err.Error(), fix)
			continue
		case r.Code != 0:
			l.Add(h.Name+".selftest", Fail, name, fmt.Sprintf("exit %d: %s", r.Code, FirstLine(r.Stderr)), "run it by hand: echo PAYLOAD | "+cmd)
			continue
		}
		decision, problem := h.Contract(bytes.TrimSpace(r.Stdout))
		switch {
		case problem != "":
			l.Add(h.Name+".selftest", Fail, name, problem, fix)
		case smp.Dangerous && decision != "deny" && e.SelfTest.RequireDeny:
			l.Add(h.Name+".selftest", Fail, name, "not denied (answer: "+orNone(decision)+")", "check guard.mode in hooktool's config")
		case !smp.Dangerous && decision != "":
			l.Add(h.Name+".selftest", Warn, name, "answered "+decision+" for an ordinary command", "hooktool explain '"+smp.Command+"'")
		default:
			l.Add(h.Name+".selftest", OK, name, fmt.Sprintf("%s in %s's contract (%v)", orNone(decision), h.Name, r.Elapsed.Round(time.Millisecond)), "")
		}
	}
}

func orNone(d string) string {
	if d == "" {
		return "no opinion"
	}
	return d
}

// ReplyObject reads a hook's stdout as the one JSON object a reply is:
// ok is false with the problem when it is not (empty stdout is no reply,
// and fine).
func ReplyObject(out []byte) (root gjson.Result, problem string) {
	if !gjson.ValidBytes(out) || !gjson.ParseBytes(out).IsObject() {
		return root, "stdout is not one JSON object: " + FirstLine(string(out))
	}
	return gjson.ParseBytes(out), ""
}

// LastFired lists when each wired event of the agent last fired, from the
// state file's per-agent records.
func (h Hooks) LastFired(l *Layer, e Env, wired bool) {
	if !wired {
		return
	}
	last := map[string]int64{}
	if _, err := os.Stat(e.StatePath); err == nil {
		if db, err := state.Open(e.StatePath, state.Options{ReadOnly: true, LockTimeout: 800 * time.Millisecond}); err == nil {
			_ = db.View(func(tx *state.Tx) error {
				return tx.ForEach(handlers.BucketEvents, h.Name+":", func(r state.Record) error {
					if ms, err := strconv.ParseInt(string(r.Value), 10, 64); err == nil {
						last[strings.TrimPrefix(r.Key, h.Name+":")] = ms
					}
					return nil
				})
			})
			db.Close()
		}
	}
	for _, ev := range h.Events {
		ce := ev
		if h.ClaudeEvent != nil {
			ce = h.ClaudeEvent(ev)
		}
		ms, ok := last[ce]
		if !ok {
			l.Add(h.Name+".never-fired", Info, ev, "wired, has not fired", "")
			continue
		}
		t := time.UnixMilli(ms)
		l.Add(h.Name+".last-fired", Info, ev, fmt.Sprintf("last fired %s (%s ago)", t.UTC().Format("2006-01-02 15:04:05Z"), e.Now.Sub(t).Round(time.Second)), "")
	}
}
