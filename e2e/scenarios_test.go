//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tidwall/gjson"
)

// The scenarios run on every client in HOOKD_E2E_CLIENTS. Where a client
// cannot show a behaviour, the test says which and asserts what that
// client does instead.

// TestDestructiveCommandDenied: the model asks for `rm -rf *` in the
// project; the guard denies it in PreToolUse, the files survive, and the
// model is told why in the tool result. 2.1.328 also refuses this command
// on its own (after PreToolUse, with a permission request that -p cannot
// grant), so there the files surviving proves nothing by itself: the deny
// reason naming hooktool's rule, and the guard's record in state, do.
func TestDestructiveCommandDenied(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		keep := e.WriteFile("victim/keep.txt", "still here\n")
		cmd := "rm -rf *"
		e.API.Script([]Block{Bash(cmd, "clean up the project")}, []Block{Text("I will leave it alone.")})
		r := e.Claude("clean up this project")

		if _, err := os.Stat(keep); err != nil {
			t.Fatalf("the denied command ran: %v", err)
		}
		id := toolID(t, e.API, 0)
		res, ok := toolResult(e.API, id)
		if !ok {
			t.Fatalf("the client never sent the result of %s to the model", id)
		}
		if !res.Get("is_error").Bool() {
			t.Errorf("tool result of the denied call is not an error: %s", res.Raw)
		}
		text := contentText(res.Get("content"))
		caught := e.StateShow().Get(`caught.#(tool_use_id==` + jsonString(id) + `)`)
		if !caught.Exists() {
			t.Fatalf("state records no guard decision for %s: the guard did not catch %q; the model saw: %q", id, cmd, text)
		}
		if got := caught.Get("decision").String(); got != "deny" {
			t.Errorf("guard decision = %q, want deny", got)
		}
		rule := caught.Get("rule").String()
		if rule == "" || !strings.Contains(text, rule) {
			t.Errorf("the model was not shown the deny reason naming rule %q; tool result: %q", rule, text)
		}
		if c.Old() {
			// 2.1.100 hands the model the hook's reason alone; 2.1.328
			// prefixes it with "PreToolUse:Bash hook error:".
			t.Logf("claude %s shows the deny reason without the PreToolUse prefix: asserting the bare reason", c.Version)
			if !strings.HasPrefix(text, "hooktool") {
				t.Errorf("tool result is not hooktool's reason: %q", text)
			}
		} else if !strings.Contains(text, "PreToolUse") {
			t.Errorf("tool result does not say a PreToolUse hook refused the call: %q", text)
		}
		runs := e.Session(r.SessionID).Get("runs")
		if n := sumInt(runs, "denied"); n != 1 {
			t.Errorf("state counts %d denied calls, want 1: %s", n, runs.Raw)
		}
	})
}

// TestEncodedCommandDenied: the model spells a destructive command so no
// word of it is "rm" (awk prints the name from character codes into a
// shell); the guard works the text out, denies it, the repository's
// history survives, and the model is told the rule. (Were it let through,
// it would delete only this test's own project's .git.)
func TestEncodedCommandDenied(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		head := filepath.Join(e.Project, ".git", "HEAD")
		if _, err := os.Stat(head); err != nil {
			t.Skipf("no git repository in the project (git missing?): %v", err)
		}
		cmd := `awk 'BEGIN{printf "%c%c -rf .git\n",114,109}' | sh`
		e.API.Script([]Block{Bash(cmd, "reset the repository")}, []Block{Text("I will leave it alone.")})
		e.Claude("start the repository over")

		if _, err := os.Stat(head); err != nil {
			t.Fatalf("the denied command ran: %v", err)
		}
		id := toolID(t, e.API, 0)
		res, ok := toolResult(e.API, id)
		if !ok {
			t.Fatalf("the client never sent the result of %s to the model", id)
		}
		text := contentText(res.Get("content"))
		caught := e.StateShow().Get(`caught.#(tool_use_id==` + jsonString(id) + `)`)
		if got := caught.Get("decision").String(); got != "deny" {
			t.Fatalf("guard decision = %q, want deny; the model saw: %q", got, text)
		}
		if rule := caught.Get("rule").String(); rule == "" || !strings.Contains(text, rule) || !strings.Contains(text, "rm -rf .git") {
			t.Errorf("the model was not shown the worked-out command and rule %q; tool result: %q", rule, text)
		}
	})
}

// TestSafeCommandRunsWithContext: an ordinary command really runs, and the
// PostToolUse context hooktool adds for very large output reaches the
// model next to the tool result.
func TestSafeCommandRunsWithContext(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		cmd := "touch ran.txt && seq 1 10000"
		e := NewEnv(t, c, []Block{Bash(cmd, "count to ten thousand")}, []Block{Text("Counted.")})
		e.Claude("count to ten thousand")

		if _, err := os.Stat(filepath.Join(e.Project, "ran.txt")); err != nil {
			t.Fatalf("the command did not run: %v", err)
		}
		id := toolID(t, e.API, 0)
		res, ok := toolResult(e.API, id)
		if !ok {
			t.Fatalf("no tool result for %s reached the model", id)
		}
		if res.Get("is_error").Bool() {
			t.Fatalf("the safe command was refused or failed: %s", res.Raw)
		}
		near, _ := e.API.NextTo(id)
		want := "hooktool: the output of `" + cmd + "` was "
		if !strings.Contains(near, want) {
			t.Errorf("PostToolUse context %q did not reach the model next to the tool result; got:\n%s", want, clipText(near, 2000))
		}
	})
}

// TestSessionStartContext: the project's .claude/hooktool/context.md
// reaches the model in the very first request of the session.
func TestSessionStartContext(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c, []Block{Text("Noted.")})
		token := fmt.Sprintf("ctx-%d", time.Now().UnixNano())
		e.WriteFile(".claude/hooktool/context.md", "Release builds use make e2e. Marker "+token+".\n")
		e.Claude("what do you know about this project?")

		reqs := e.API.ModelRequests()
		if len(reqs) == 0 {
			t.Fatal("the client sent no request to the model")
		}
		if !strings.Contains(reqs[0].AllText(), token) {
			t.Errorf("SessionStart context (marker %s) is not in the first request:\n%s", token, clipText(reqs[0].Tail(), 3000))
		}
	})
}

// promise is a turn that ends by promising an action without calling a tool.
const promise = "Running it now."

// TestNarrationWarn: in warn mode the Stop hook tells the user (a
// systemMessage), and the next prompt of the session, on --resume, carries
// the warning to the model.
func TestNarrationWarn(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c, []Block{Text(promise)})
		r := e.Claude("run the tests")

		msgs := e.SystemMessages(r.SessionID, "Stop")
		if !anyContains(msgs, promise) {
			t.Errorf("Stop showed the user no systemMessage quoting %q; got %q", promise, msgs)
		}
		caught := e.StateShow().Get(`caught.#(kind=="narration")#`)
		if len(caught.Array()) == 0 {
			t.Errorf("state show lists no narration violation")
		}

		before := len(e.API.ModelRequests())
		e.API.Script([]Block{Text("I had not run them; I will now.")})
		second := "did the tests pass?"
		e.Claude(second, "--resume", r.SessionID)
		reqs := e.API.ModelRequests()
		if len(reqs) <= before {
			t.Fatal("the resumed session sent no request to the model")
		}
		tail := reqs[before].Tail()
		if !strings.Contains(tail, second) {
			t.Fatalf("first request after --resume does not carry the new prompt:\n%s", clipText(tail, 3000))
		}
		if !strings.Contains(tail, promise) {
			t.Errorf("the next prompt does not carry the narration warning quoting %q:\n%s", promise, clipText(tail, 3000))
		}
	})
}

// TestNarrationBlock: with narration.mode=block the Stop hook blocks once,
// so the client sends one more request whose new text carries the reason.
func TestNarrationBlock(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c, []Block{Text(promise)}, []Block{Text("Nothing ran yet; I have not started it.")})
		cfg := filepath.Join(filepath.Dir(e.Home), "hooktool-block.json")
		if err := os.WriteFile(cfg, []byte(`{"narration": {"mode": "block"}}`), 0o644); err != nil {
			t.Fatal(err)
		}
		e.Extra = append(e.Extra, "HOOKTOOL_CONFIG="+cfg)
		e.Claude("run the tests")

		reqs := e.API.ModelRequests()
		if len(reqs) != 2 {
			t.Fatalf("the client sent %d model requests, want 2 (the turn, then one more after the Stop block)", len(reqs))
		}
		if tail := reqs[1].Tail(); !strings.Contains(tail, promise) {
			t.Errorf("the request after the block does not carry a reason quoting %q:\n%s", promise, clipText(tail, 3000))
		}
	})
}

// TestStateAndDoctor: after a session with two tool calls, `state show`
// lists them under the session's run, and doctor finds the wiring healthy.
func TestStateAndDoctor(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c, []Block{Bash("echo one", "first"), Bash("echo two", "second")}, []Block{Text("Both ran.")})
		r := e.Claude("say one and two")

		s := e.Session(r.SessionID)
		runs := s.Get("runs")
		if n := sumInt(runs, "calls"); n != 2 {
			t.Errorf("state show counts %d tool calls for the session, want 2: %s", n, runs.Raw)
		}
		if n := sumInt(runs, "done"); n != 2 {
			t.Errorf("state show counts %d completed calls, want 2: %s", n, runs.Raw)
		}
		if !s.Get("record.ended").Bool() {
			t.Errorf("SessionEnd was not recorded: %s", s.Get("record").Raw)
		}
		for _, ev := range []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop", "SessionEnd"} {
			if !s.Get("events." + ev).Exists() {
				t.Errorf("state show has no %s for the session: %s", ev, s.Get("events").Raw)
			}
		}
		batch := s.Get("events.PostToolBatch").Exists()
		if c.Old() {
			// 2.1.100 has no PostToolBatch event, and naming it in settings
			// would silence every hook; the calls still count through Pre/Post.
			t.Logf("claude %s has no PostToolBatch event: asserting it never fired", c.Version)
			if batch {
				t.Errorf("PostToolBatch fired on claude %s", c.Version)
			}
		} else if !batch {
			t.Errorf("PostToolBatch did not fire on claude %s", c.Version)
		}
		if c.Old() {
			t.Logf("claude %s sends no prompt_id: the run is keyed by the turn counter", c.Version)
			if got := runs.Get("0.turn").String(); got != "turn-1" {
				t.Errorf("run turn = %q, want turn-1", got)
			}
		}

		// Each call is also kept by tool_use_id (captured in Pre, completed
		// in Post).
		if n := e.StateShow().Get("records.calls").Int(); n != 2 {
			t.Errorf("state holds %d call records, want 2", n)
		}

		if c.Old() {
			// 2.1.100 runs an exec-form command without its args, and one
			// unknown event name silences the whole file: install must
			// have written the shell form and only events it knows.
			t.Logf("claude %s ignores exec-form args and drops every hook for one unknown event: asserting install wrote neither", c.Version)
			b, err := os.ReadFile(filepath.Join(e.Home, ".claude", "settings.json"))
			if err != nil {
				t.Fatal(err)
			}
			settings := gjson.ParseBytes(b)
			if settings.Get("hooks.PostToolBatch").Exists() {
				t.Errorf("settings for claude %s name PostToolBatch", c.Version)
			}
			withArgs := 0
			settings.Get("hooks").ForEach(func(_, groups gjson.Result) bool {
				for _, g := range groups.Array() {
					for _, h := range g.Get("hooks").Array() {
						if h.Get("args").Exists() {
							withArgs++
						}
					}
				}
				return true
			})
			if withArgs > 0 {
				t.Errorf("settings for claude %s have %d exec-form hooks with args: %s", c.Version, withArgs, b)
			}
		}

		// The boundary layer too, so doctor --strict (warnings fail) can
		// judge all three layers healthy.
		if out, stderr, code := e.Run(e.Hooktool, "install", "git-hook", "--binary", e.Hooktool); code != 0 {
			t.Fatalf("hooktool install git-hook: exit %d: %s%s", code, out, stderr)
		}
		out, stderr, code := e.Run(e.Hooktool, "doctor", "--strict")
		if code != 0 {
			t.Errorf("hooktool doctor --strict: exit %d, want 0 (healthy)\nstdout: %s\nstderr: %s", code, out, stderr)
		} else {
			t.Logf("hooktool doctor: healthy:\n%s", out)
		}
	})
}

// toolID is the id of the n-th tool call the stand-in handed out.
func toolID(t *testing.T, a *API, n int) string {
	t.Helper()
	var ids []string
	for _, r := range a.Requests() {
		ids = append(ids, r.ToolIDs...)
	}
	if n >= len(ids) {
		t.Fatalf("the stand-in handed out %d tool calls, want at least %d", len(ids), n+1)
	}
	return ids[n]
}

func toolResult(a *API, id string) (gjson.Result, bool) {
	_, b, ok := a.ToolResult(id)
	return b, ok
}

func sumInt(list gjson.Result, field string) int {
	n := 0
	for _, v := range list.Array() {
		n += int(v.Get(field).Int())
	}
	return n
}

func anyContains(list []string, sub string) bool {
	for _, s := range list {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "..." + s[len(s)-n:]
}
