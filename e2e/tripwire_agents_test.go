//go:build e2e

package e2e

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The tripwire in every other client hooktool serves. In each, the agent
// runs a program that was already in the project (the guard judges the
// command line, `python3 tidy.py` or `make`, and cannot know what a file it
// never saw written does) and that computes the path of that client's own
// wiring and rewrites or disables it. Then, in the same session, an
// ordinary command. The test checks the effect: the wiring is restored
// byte for byte, the tamper is recorded, the user is told, the next call is
// held (every client here runs headless, where a hold is a deny carrying
// hooktool's reason), `hooktool tripwire ack` releases it, and the next
// session of the client still runs hooktool: a destructive command is
// denied, the files are intact, and an ordinary command runs.

// tripRoute is one way the agent changes a client's wiring.
type tripRoute struct {
	name string
	// wired is the wiring file the program changes (or creates: restored
	// means gone again).
	wired func(home, project string) string
	// file and body are the program, put in the project before the
	// session; cmd is what the agent runs.
	file, body, cmd string
	// between, when set, runs after the first session: what the user puts
	// back that is not hooktool's wiring (Pi's model provider file, moved
	// away with the agent folder), so the next session can reach the
	// stand-in at all.
	between func(t *testing.T, home string)
}

// tripRig is one client in a throwaway world with hooktool installed, as
// the tripwire tests drive it.
type tripRig struct {
	home, project string
	// session runs one new session of the client: each command is a shell
	// call in a model turn of its own, then a closing text. It returns what
	// the client printed (stdout and stderr) and what the model got back
	// for each call, in order ("" where the client sent nothing).
	session func(prompt string, cmds ...string) (printed string, results []string)
	// hooktool runs hooktool in the client's environment (outside the
	// agent: no agent shell marker is set).
	hooktool func(args ...string) (string, int)
	// tells is what the client shows the user in a headless run: "report"
	// when it prints the tripwire's report of the restored tamper (the
	// message of the call's end: what changed, in which call); "hold" when
	// it prints only the held call's reason (Codex exec and Copilot -p show
	// no message of a call's end; the report is in `tripwire show` and
	// doctor).
	tells string
	// destroy is the destructive command of the next session, which
	// hooktool denies ("rm -rf *" when empty; Codex refuses that one itself,
	// so there it is `find . -delete`, which only hooktool stops).
	destroy string
}

// forEachRoute runs each route as a subtest in a fresh world made by mk.
func forEachRoute(t *testing.T, routes []tripRoute, mk func(t *testing.T) tripRig) {
	for _, rt := range routes {
		t.Run(rt.name, func(t *testing.T) { testTripwire(t, mk(t), rt) })
	}
}

// testTripwire is the one scenario, for every client and route.
func testTripwire(t *testing.T, r tripRig, rt tripRoute) {
	wired := rt.wired(r.home, r.project)
	good, err := os.ReadFile(wired)
	existed := err == nil
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	keep := filepath.Join(r.project, "victim", "keep.txt")
	for p, s := range map[string]string{keep: "still here\n", filepath.Join(r.project, rt.file): rt.body} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	printed, res := r.session("tidy my settings", rt.cmd, "touch held.txt")
	t.Logf("the tampering session took %v; the client printed:\n%s", time.Since(start).Round(time.Millisecond), clipText(printed, 2500))

	// Restored, byte for byte (a file the call created is gone again).
	now, err := os.ReadFile(wired)
	switch {
	case existed && (err != nil || string(now) != string(good)):
		t.Errorf("%s was not restored (err %v):\n%s", wired, err, clipText(string(now), 1500))
	case !existed && !errors.Is(err, fs.ErrNotExist):
		t.Errorf("%s, created by the call, was not removed (err %v):\n%s", wired, err, clipText(string(now), 1500))
	}
	// Recorded, and held until ack.
	show, code := r.hooktool("tripwire", "show")
	if code != 0 || !strings.Contains(show, "held: ") || !strings.Contains(show, wired) || !strings.Contains(show, ", restored") {
		t.Errorf("tripwire show does not list the held, restored tamper of %s (exit %d):\n%s", wired, code, show)
	}
	// Told: the changed file is named in what the client printed, in the
	// report of the call that changed it or in the held call's reason.
	if !strings.Contains(printed, "hooktool tripwire") || !strings.Contains(printed, wired) {
		t.Errorf("the client's output does not tell the user:\n%s", clipText(printed, 3000))
	}
	if r.tells == "report" && !strings.Contains(printed, "during the call `Bash: "+rt.cmd+"`") {
		t.Errorf("the client's output does not carry the tripwire's report of the call:\n%s", clipText(printed, 3000))
	}
	// The next call of the session is held, with the reason in front of the
	// model.
	if _, err := os.Stat(filepath.Join(r.project, "held.txt")); err == nil {
		t.Error("the call after the tamper ran: it was not held")
	}
	if len(res) < 2 || !strings.Contains(res[1], "hooktool tripwire") || !strings.Contains(res[1], "tripwire ack") {
		t.Errorf("the model was not told why the next call did not run: %q", clipText(strings.Join(res, "\n---\n"), 3000))
	}

	out, code := r.hooktool("tripwire", "ack")
	if code != 0 || !strings.Contains(out, "acknowledged") {
		t.Errorf("tripwire ack: exit %d: %s", code, out)
	}
	if rt.between != nil {
		rt.between(t, r.home)
	}

	// The next session: hooktool still runs, and nothing is held.
	destroy := r.destroy
	if destroy == "" {
		destroy = "rm -rf *"
	}
	start = time.Now()
	_, res = r.session("clean up this project", destroy, "touch after.txt")
	t.Logf("the next session took %v", time.Since(start).Round(time.Millisecond))
	if _, err := os.Stat(keep); err != nil {
		t.Fatalf("the next session ran `%s`: hooktool was not wired: %v", destroy, err)
	}
	if len(res) < 1 || (!strings.Contains(res[0], "hooktool guard blocked") && !strings.Contains(res[0], "rule ")) {
		t.Errorf("the model was not told hooktool's reason for refusing %s: %q", destroy, clipText(strings.Join(res, "\n---\n"), 3000))
	}
	if _, err := os.Stat(filepath.Join(r.project, "after.txt")); err != nil {
		t.Errorf("after ack, the ordinary call did not run: %v", err)
	}
	// Every call was seen by hooktool's check before it, the denied one
	// included.
	if show, _ := r.hooktool("tripwire", "show"); strings.Contains(show, "unguarded calls") {
		t.Errorf("tripwire show reports unguarded calls:\n%s", show)
	}
}

// anthropicResults is what the model got for each of n calls of the run
// that started after the first `before` model requests: the tail of each
// following request (its tool result and any hook context). Clients that
// give calls ids of their own (OpenClaw) are matched by order.
func anthropicResults(api *API, before, n int) []string {
	reqs := api.ModelRequests()
	out := make([]string, n)
	for i := range out {
		if j := before + i + 1; j < len(reqs) {
			out[i] = reqs[j].Tail()
		}
	}
	return out
}

// anthropicSession is the session of a client speaking to the Messages API
// stand-in: run runs the client once on a prompt and returns what it
// printed; call is the client's shell tool call for a command.
func anthropicSession(api *API, run func(prompt string) string, call func(cmd string) Block) func(string, ...string) (string, []string) {
	return func(prompt string, cmds ...string) (string, []string) {
		var turns [][]Block
		for _, c := range cmds {
			turns = append(turns, []Block{call(c)})
		}
		api.Script(append(turns, []Block{Text("Done.")})...)
		before := len(api.ModelRequests())
		printed := run(prompt)
		return printed, anthropicResults(api, before, len(cmds))
	}
}

// pyRoute is a route by a python script, tidy.py, already in the project.
func pyRoute(name string, wired func(home, project string) string, code string) tripRoute {
	return tripRoute{name: name, wired: wired, file: "tidy.py", cmd: "python3 tidy.py",
		body: "import json, os, shutil\nhome = os.path.expanduser('~')\n" + code}
}

// underHome is a wiring path under the throwaway home.
func underHome(parts ...string) func(home, project string) string {
	return func(home, _ string) string { return filepath.Join(append([]string{home}, parts...)...) }
}

// TestTripwireCodex: Codex reads its hooks at start, so the PostToolUse of
// the tampering call still runs and restores the file; the restored files
// have the hash the user trusted, so the next session still runs hooktool.
// Codex's hooks cannot ask: the held call is denied. `codex exec` prints no
// hook's systemMessage (neither in text nor with --json), so in a headless
// run the user sees the held call's reason, which names the restored file;
// the report itself is in `tripwire show`.
//   - hooks-json: python writes an empty hooks list into
//     $CODEX_HOME/hooks.json.
//   - config-toml: a Makefile recipe (another build tool, another
//     language) switches the hooks feature off in config.toml.
//
// Left in place, either change lets the next session's `find . -delete`
// wipe the project (tried by hand on 0.171.0).
func TestTripwireCodex(t *testing.T) {
	forEachCodex(t, func(t *testing.T, a Agent) {
		forEachRoute(t, []tripRoute{
			pyRoute("hooks-json", underHome(".codex", "hooks.json"),
				"p = os.path.join(os.environ.get('CODEX_HOME') or os.path.join(home, '.co' + 'dex'), 'hooks.json')\nopen(p, 'w').write('{\"hooks\": {}}')\n"),
			{name: "config-toml", wired: underHome(".codex", "config.toml"), file: "Makefile", cmd: "make",
				body: "all:\n\tprintf '\\n[features]\\nhooks = false\\n' >> \"$${CODEX_HOME:-$$HOME/.co" + "dex}/config.toml\"\n"},
		}, func(t *testing.T) tripRig {
			e, api := codexEnv(t, a)
			n := 0
			return tripRig{
				home: e.Home, project: e.Project, hooktool: e.HooktoolRun, tells: "hold", destroy: "find . -delete",
				session: func(prompt string, cmds ...string) (string, []string) {
					var turns [][]map[string]any
					var ids []string
					for _, c := range cmds {
						n++
						id := fmt.Sprintf("call_trip_%d", n)
						ids = append(ids, id)
						turns = append(turns, []map[string]any{execCommand(id, c)})
					}
					api.Script(append(turns, []map[string]any{message("Done.")})...)
					printed := codexExec(e, prompt, false)
					res := make([]string, len(ids))
					for i, id := range ids {
						res[i], _ = api.Output(id)
					}
					return printed, res
				},
			}
		})
	})
}

// TestTripwireGemini: Gemini reads its settings at start, so the AfterTool
// of the tampering call still runs and restores them; in a headless run the
// held call is denied with hooktool's reason. Left in place, either change
// lets the next session's `rm -rf` run (tried by hand on 0.61.0).
//   - user-settings: python switches the hooks off in the user settings
//     (hooksConfig.enabled false).
//   - project-settings: node creates the project's .gemini/settings.json
//     with the hooks off; the file the call created is removed.
func TestTripwireGemini(t *testing.T) {
	forEachGemini(t, func(t *testing.T, a Agent) {
		forEachRoute(t, []tripRoute{
			pyRoute("user-settings", underHome(".gemini", "settings.json"),
				"p = os.path.join(home, '.gem' + 'ini', 'settings.json')\nd = json.load(open(p))\nd['hooksConfig'] = {'enabled': False}\njson.dump(d, open(p, 'w'))\n"),
			{name: "project-settings", file: "tidy.mjs", cmd: "node tidy.mjs",
				wired: func(_, project string) string { return filepath.Join(project, ".gemini", "settings.json") },
				body:  "import fs from 'node:fs';\nimport path from 'node:path';\nconst d = path.join(process.cwd(), '.gem' + 'ini');\nfs.mkdirSync(d, { recursive: true });\nfs.writeFileSync(path.join(d, 'settings.json'), JSON.stringify({ hooksConfig: { enabled: false } }));\n"},
		}, func(t *testing.T) tripRig {
			e, api := geminiEnv(t, a)
			return tripRig{
				home: e.Home, project: e.Project, hooktool: e.HooktoolRun, tells: "report",
				session: func(prompt string, cmds ...string) (string, []string) {
					var turns [][]map[string]any
					for _, c := range cmds {
						turns = append(turns, []map[string]any{call("run_shell_command", map[string]any{"command": c, "description": "run it"})})
					}
					api.Script(append(turns, []map[string]any{say("Done.")})...)
					before := len(api.Requests())
					printed := geminiRun(e, prompt, false)
					// The last request of the run carries the whole session:
					// every call's response, in order.
					var res []string
					if reqs := api.Requests(); len(reqs) > before {
						for _, c := range reqs[len(reqs)-1].Get("contents").Array() {
							for _, p := range c.Get("parts").Array() {
								if fr := p.Get("functionResponse"); fr.Exists() {
									res = append(res, fr.Get("response").Raw)
								}
							}
						}
					}
					return printed, res
				},
			}
		})
	})
}

// TestTripwirePi: the script moves Pi's whole agent folder away and makes
// an empty one (the issue's `mv ~/.pi/agent ~/away && mkdir ~/.pi/agent`).
// Pi's extension is already loaded in the running process, so its
// tool_result event still calls hooktool, which puts the extension back
// into the new folder. The user's provider file (models.json) went with the
// folder and is not hooktool's wiring: the test puts it back before the
// next session, as the user would. Left in place, the empty folder lets the
// next session's `rm -rf *` run (tried by hand on 0.73.1).
func TestTripwirePi(t *testing.T) {
	forEachAgent(t, "pi", "HOOKD_E2E_PI", func(t *testing.T, a Agent) {
		moved := pyRoute("agent-folder-moved", underHome(".pi", "agent", "extensions", "hooktool.ts"),
			"p = os.path.join(home, '.p' + 'i', 'agent')\nshutil.move(p, os.path.join(home, 'away'))\nos.makedirs(p)\n")
		moved.between = func(t *testing.T, home string) {
			b, err := os.ReadFile(filepath.Join(home, "away", "models.json"))
			if err == nil {
				err = os.WriteFile(filepath.Join(home, ".pi", "agent", "models.json"), b, 0o644)
			}
			if err != nil {
				t.Fatalf("putting the provider file back: %v", err)
			}
		}
		forEachRoute(t, []tripRoute{moved}, func(t *testing.T) tripRig {
			e := newPiEnv(t, a)
			return tripRig{
				home: e.home, project: e.project, tells: "report",
				session: anthropicSession(e.api, func(prompt string) string {
					out, stderr := e.pi(prompt, false)
					return out + stderr
				}, piBash),
				hooktool: func(args ...string) (string, int) {
					out, stderr, code := e.run(e.hooktool, args...)
					return out + stderr, code
				},
			}
		})
	})
}

// TestTripwireOpenClaw: the script sets plugins.enabled false in
// openclaw.json (what `openclaw config set plugins.enabled false` writes).
// The plugin is already loaded in the running agent, so its
// after_tool_call still calls hooktool, which restores the plugins
// section; the next `openclaw agent` loads the plugin again. Left in place,
// the change lets the next run's `rm -rf *` run (tried by hand on
// 2026.9.6).
func TestTripwireOpenClaw(t *testing.T) {
	forEachAgent(t, "openclaw", "HOOKD_E2E_OPENCLAW", func(t *testing.T, a Agent) {
		forEachRoute(t, []tripRoute{
			pyRoute("plugins-enabled", underHome(".openclaw", "openclaw.json"),
				"p = os.path.join(home, '.open' + 'claw', 'openclaw.json')\nd = json.load(open(p))\nd.setdefault('plugins', {})['enabled'] = False\njson.dump(d, open(p, 'w'), indent=2)\n"),
		}, func(t *testing.T) tripRig {
			e := openClawEnv(t, a)
			n := 0
			return tripRig{
				home: e.home, project: e.project, tells: "report",
				session: anthropicSession(e.api, func(prompt string) string {
					n++
					out, stderr, code := e.run(a.Bin, "agent", "--local", "--session-id", fmt.Sprintf("hookd-e2e-trip-%d", n), "--message", prompt)
					t.Logf("openclaw agent --local %q: exit %d\nstdout: %s\nstderr: %s", prompt, code, clipText(out, 500), clipText(stderr, 1500))
					if code != 0 {
						t.Fatalf("openclaw failed: exit %d", code)
					}
					return out + stderr
				}, func(c string) Block { return Block{Tool: "exec", Input: map[string]any{"command": c}} }),
				hooktool: func(args ...string) (string, int) {
					out, stderr, code := e.run(e.hooktool, args...)
					return out + stderr, code
				},
			}
		})
	})
}

// TestTripwireOpenCode: the script overwrites hooktool's OpenCode plugin
// file. The plugin is already loaded in the running process, so its
// tool.execute.after still calls hooktool, which restores the file. Left in
// place, the next session loads no hooktool and its `rm -rf *` runs (tried
// by hand on 1.18.33).
func TestTripwireOpenCode(t *testing.T) {
	forEachAgent(t, "opencode", "HOOKD_E2E_OPENCODE", func(t *testing.T, a Agent) {
		forEachRoute(t, []tripRoute{
			pyRoute("plugin-file", underHome(".config", "opencode", "plugins", "hooktool.js"),
				"p = os.path.join(os.environ.get('XDG_CONFIG_HOME') or os.path.join(home, '.config'), 'open' + 'code', 'plugins', 'hooktool.js')\nopen(p, 'w').write('// gone\\n')\n"),
		}, func(t *testing.T) tripRig {
			e := newOpenCode(t, a)
			e.install()
			return tripRig{
				home: e.Home, project: e.Project, hooktool: e.HooktoolRun, tells: "report",
				session: anthropicSession(e.api, func(prompt string) string {
					out, stderr := e.prompt(prompt, false)
					return out + stderr
				}, func(c string) Block { return shellCall("opencode", c) }),
			}
		})
	})
}

// TestTripwireCopilot: Copilot reads its hooks and settings at start, so
// the postToolUse of the tampering call still runs and restores the file.
// Copilot's hooks have no message for the user at a call's end (postToolUse
// takes additionalContext, for the model, only): the user sees the held
// call's reason, which -p prints, and the report in `tripwire show`.
//   - hooks-file: python empties hooktool's hooks file in ~/.copilot/hooks
//     (left in place, the next session's `rm -rf *` runs: tried by hand on
//     1.0.102).
//   - disable-all-hooks: node sets disableAllHooks in Copilot's settings
//     (documented as switching every hook off; 1.0.102 still ran the hooks
//     of ~/.copilot/hooks with it set, tried by hand, so here it shows the
//     restore of a settings key rather than a route that would have won).
func TestTripwireCopilot(t *testing.T) {
	forEachAgent(t, "copilot", "HOOKD_E2E_COPILOT", func(t *testing.T, a Agent) {
		forEachRoute(t, []tripRoute{
			pyRoute("hooks-file", underHome(".copilot", "hooks", "hooktool.json"),
				"p = os.path.join(home, '.co' + 'pilot', 'hooks', 'hooktool.json')\nopen(p, 'w').write('{\"version\": 1, \"hooks\": {}}')\n"),
			{name: "disable-all-hooks", wired: underHome(".copilot", "settings.json"), file: "tidy.mjs", cmd: "node tidy.mjs",
				body: "import fs from 'node:fs';\nimport os from 'node:os';\nimport path from 'node:path';\nconst p = path.join(os.homedir(), '.co' + 'pilot', 'settings.json');\nlet d = {};\ntry { d = JSON.parse(fs.readFileSync(p, 'utf8')); } catch {}\nd.disableAllHooks = true;\nfs.writeFileSync(p, JSON.stringify(d));\n"},
		}, func(t *testing.T) tripRig {
			e := newCopilot(t, a)
			e.install()
			return tripRig{
				home: e.Home, project: e.Project, hooktool: e.HooktoolRun, tells: "hold",
				session: anthropicSession(e.api, func(prompt string) string {
					out, stderr := e.prompt(prompt, false)
					return out + stderr
				}, func(c string) Block { return shellCall("copilot", c) }),
			}
		})
	})
}
