//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tidwall/gjson"
)

// writeUserConfig writes hooktool's user file, ~/.claude/hooktool.json.
func (e *Env) writeUserConfig(content string) {
	e.t.Helper()
	if err := os.WriteFile(filepath.Join(e.Home, ".claude", "hooktool.json"), []byte(content), 0o644); err != nil {
		e.t.Fatal(err)
	}
}

// HookStderr is what hooks of event wrote on stderr in the session, read
// from the transcript: 2.1.100, 2.1.328 and 2.1.332 record every hook run
// as an attachment (hook_success, hook_non_blocking_error ...) carrying
// its stderr.
func (e *Env) HookStderr(session, event string) []string {
	e.t.Helper()
	files, _ := filepath.Glob(filepath.Join(e.Home, ".claude", "projects", "*", session+".jsonl"))
	if len(files) == 0 {
		e.t.Fatalf("no transcript for session %s", session)
	}
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			e.t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			a := gjson.Get(line, "attachment")
			if a.Get("hookEvent").String() == event && a.Get("stderr").String() != "" {
				out = append(out, a.Get("stderr").String())
			}
		}
	}
	return out
}

// TestUnusableProjectConfigAsks: a project .claude/hooktool.json that does
// not parse drops out, and with it whatever it tightened, so hooktool puts
// every tool call the guard did not deny to the user (guard.on_error "ask",
// the default) until the file is fixed. In -p mode nobody can answer, so
// an ordinary `touch` does not run, and the model is told why in
// hooktool's one line naming the file, line and column. With
// guard.on_error "allow" in the user file the same call goes through.
func TestUnusableProjectConfigAsks(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		for _, onError := range []string{"ask", "allow"} {
			t.Run("on_error="+onError, func(t *testing.T) {
				e := NewEnv(t, c)
				if onError == "allow" {
					e.writeUserConfig(`{"guard": {"on_error": "allow"}}` + "\n")
				}
				e.WriteFile(".claude/hooktool.json", "{\"guard\": {\"infra\": \"deny\",\n")
				e.API.Script([]Block{Bash("touch ran.txt", "mark")}, []Block{Text("Marked.")})
				r := e.Claude("mark the folder")

				_, err := os.Stat(filepath.Join(e.Project, "ran.txt"))
				res, ok := toolResult(e.API, toolID(t, e.API, 0))
				if !ok {
					t.Fatal("the client never sent the touch call's result to the model")
				}
				text := contentText(res.Get("content"))
				if onError == "allow" {
					if err != nil {
						t.Fatalf("guard.on_error allow: the call did not run: %v; the model saw %q", err, clipText(text, 600))
					}
					if strings.Contains(text, "hooktool") {
						t.Errorf("guard.on_error allow: hooktool still had a say: %q", clipText(text, 600))
					}
					// The broken file is still reported, on stderr.
					if got := strings.Join(e.HookStderr(r.SessionID, "PreToolUse"), ""); !strings.Contains(got, "unexpected end of JSON input; running without that file") {
						t.Errorf("PreToolUse stderr in the transcript does not name the broken file: %q", got)
					}
					return
				}
				if err == nil {
					t.Fatal("the call ran while the project config could not be used")
				}
				where := filepath.Join(e.Project, ".claude", "hooktool.json") + ":1:28: unexpected end of JSON input"
				if !strings.Contains(text, "hooktool: its config "+where) || !strings.Contains(text, "asks instead of deciding (guard.on_error)") {
					t.Errorf("the model was not told hooktool's reason (want %q): %q", where, clipText(text, 800))
				} else {
					t.Logf("claude %s refused the ask in -p mode; the model saw: %s", c.Version, clipText(text, 400))
				}
				// The one line hooktool writes on stderr, recorded in the
				// transcript with the PreToolUse hook's run.
				line := "hooktool: config " + where + "; running without that file\n"
				if got := e.HookStderr(r.SessionID, "PreToolUse"); len(got) != 1 || got[0] != line {
					t.Errorf("PreToolUse stderr in the transcript = %q, want [%q]", got, line)
				}
			})
		}
	})
}

// TestWrongTypeProjectConfigKeepsGuard: a project file whose guard values
// have the wrong type ("mode": false, "disabled" a string naming a
// critical rule, the whole "guard" section a string, "state" a number) is
// not a way to switch the guard off: each bad value is ignored, with one
// line on stderr (recorded in the transcript) saying so, and the rm -rf *
// of the project still gets hooktool's deny; the victim folder survives
// and the model is shown the rule.
func TestWrongTypeProjectConfigKeepsGuard(t *testing.T) {
	cases := []struct {
		name, cfg string
		said      []string
	}{
		{"mode-false", `{"guard": {"mode": false, "disabled": "rm-root"}}`,
			// The critical rule the file cannot disable is named by the
			// guard, which only PreToolUse builds: not in this record.
			[]string{`ignoring guard.mode: "false" is not one of its values`}},
		{"guard-string", `{"guard": "off"}`,
			[]string{`ignoring guard: want an object (a section of settings), not "off"`}},
		{"state-a-number", `{"state": 5, "hook": "fast"}`,
			[]string{"ignoring state: want an object (a section of settings), not 5", `ignoring hook: want an object (a section of settings), not "fast"`}},
	}
	forEachClient(t, func(t *testing.T, c Client) {
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				e := NewEnv(t, c)
				e.WriteFile(".claude/hooktool.json", tc.cfg+"\n")
				r := assertRmRootDenied(t, e)
				// The client records no hook run for a PreToolUse that
				// denied; the same lines come with every event, the
				// session's start included.
				got := e.HookStderr(r.SessionID, "SessionStart")
				for _, want := range tc.said {
					if !strings.Contains(strings.Join(got, ""), want) {
						t.Errorf("SessionStart stderr in the transcript does not say %q: %q", want, got)
					}
				}
				for _, l := range strings.Split(strings.TrimSpace(strings.Join(got, "")), "\n") {
					if !strings.HasPrefix(l, "hooktool: ") {
						t.Errorf("a stderr line is not hooktool's one-line form: %q", l)
					}
				}
			})
		}
	})
}

// assertRmRootDenied runs `rm -rf *` in the project and checks that
// hooktool denied it with rule rm-root: the victim file survives, the model
// is shown the rule, state records the deny.
func assertRmRootDenied(t *testing.T, e *Env) Result {
	t.Helper()
	keep := e.WriteFile("victim/keep.txt", "still here\n")
	e.API.Script([]Block{Bash("rm -rf *", "clean up the project")}, []Block{Text("I will leave it alone.")})
	r := e.Claude("clean up this project")
	if _, err := os.Stat(keep); err != nil {
		t.Fatalf("the rm -rf * ran: %v", err)
	}
	id := toolID(t, e.API, 0)
	res, ok := toolResult(e.API, id)
	if !ok {
		t.Fatalf("the client never sent the result of %s to the model", id)
	}
	text := contentText(res.Get("content"))
	if !strings.Contains(text, "hooktool guard blocked (rule rm-root)") {
		t.Errorf("the model was not shown hooktool's rm-root refusal: %q", clipText(text, 800))
	} else {
		t.Logf("refused with: %s", clipText(text, 300))
	}
	caught := e.StateShow().Get(`caught.#(tool_use_id==` + jsonString(id) + `)`)
	if caught.Get("decision").String() != "deny" || caught.Get("rule").String() != "rm-root" {
		t.Errorf("state records no rm-root deny for %s: %s", id, caught.Raw)
	}
	return r
}

// TestConfigFloors: a budget or a state lock wait so short that no handler
// could finish is not a way to turn the guard into an overrun. In the user
// file hook.budget_ms 1 and state.lock_timeout_ms 1 are raised to their
// floors (300, 100); in the project file, which may not set them below
// the floor, they are ignored. Either way a real session still gets
// hooktool's deny for rm -rf * (not the overrun's ask), and
// `hooktool config show` names the value in effect.
func TestConfigFloors(t *testing.T) {
	low := `{"hook": {"budget_ms": 1}, "state": {"lock_timeout_ms": 1}}` + "\n"
	forEachClient(t, func(t *testing.T, c Client) {
		for _, layer := range []string{"user", "project"} {
			t.Run(layer, func(t *testing.T) {
				e := NewEnv(t, c)
				if layer == "user" {
					e.writeUserConfig(low)
				} else {
					e.WriteFile(".claude/hooktool.json", low)
				}
				out, stderr, code := e.Run(e.Hooktool, "config", "show")
				if code != 0 {
					t.Fatalf("config show: exit %d: %s%s", code, out, stderr)
				}
				wantBudget, wantLock := "hook.budget_ms = 300  (user)", "state.lock_timeout_ms = 100  (user)"
				wantLine := "hook.budget_ms 1 is below its floor; using 300"
				if layer == "project" {
					wantBudget, wantLock = "hook.budget_ms = 5000  (default)", "state.lock_timeout_ms = 800  (default)"
					wantLine = "ignoring hook.budget_ms: it is below its floor (300)"
				}
				if !strings.Contains(out, wantBudget) || !strings.Contains(out, wantLock) {
					t.Errorf("config show does not list %q and %q:\n%s", wantBudget, wantLock, out)
				}
				if !strings.Contains(out+stderr, wantLine) {
					t.Errorf("config show does not say %q:\n%s%s", wantLine, out, stderr)
				}
				// The hook says the same on stderr, in one line the
				// transcript records with each hook run (none for the
				// PreToolUse that denied: the session's start's).
				r := assertRmRootDenied(t, e)
				if got := strings.Join(e.HookStderr(r.SessionID, "SessionStart"), ""); !strings.Contains(got, "hooktool: "+layer+" config ") || !strings.Contains(got, wantLine) {
					t.Errorf("SessionStart stderr in the transcript does not say %q: %q", wantLine, got)
				}
			})
		}
	})
}
