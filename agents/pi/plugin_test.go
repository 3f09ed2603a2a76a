package pi

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hookd/hookd/internal/proctest"
)

// pluginToolCall loads a rendered plugin in node with a stand-in hooktool
// (the shell script fake) and returns what its tool-call handler answers,
// as JSON ("null" for no answer).
func pluginToolCall(t *testing.T, harness, fake string) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "hooktool")
	write(t, bin, "#!/bin/sh\ncat >/dev/null\n"+fake)
	var driver string
	switch harness {
	case "pi":
		write(t, filepath.Join(dir, "plugin.mjs"), string(Extension(bin, "ask")))
		driver = `import ext from "./plugin.mjs";
const h = {};
ext({ on: (n, f) => { h[n] = f; } });
const r = await h.tool_call({ toolName: "bash", input: { command: "ls" }, toolCallId: "t" },
  { cwd: "/", hasUI: false, sessionManager: { getSessionId: () => "s" } });
console.log(JSON.stringify(r ?? null));
`
	}
	write(t, filepath.Join(dir, "driver.mjs"), driver)
	cmd := exec.Command(node, "driver.mjs")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s plugin: %v\n%s", harness, err, out)
	}
	return strings.TrimSpace(string(out))
}

// A tool call is decided by hooktool's reply; when hooktool exits non-zero
// it has judged nothing (exit 1 is its "unusable input": a payload too big
// or too deep), so the call gets guard.on_error ("ask" here: a refusal in
// Pi without a UI), never a silent pass. OpenClaw's plugin is tested the
// same way in agents/openclaw.
func TestPluginToolCallOnFailure(t *testing.T) {
	for _, h := range []string{"pi"} {
		t.Run(h, func(t *testing.T) {
			if got := pluginToolCall(t, h, `echo '{"decision":"deny","reason":"no"}'`+"\n"); !strings.Contains(got, `"block":true`) {
				t.Errorf("deny reply: plugin answered %s", got)
			}
			if got := pluginToolCall(t, h, "exit 0\n"); got != "null" {
				t.Errorf("no opinion: plugin answered %s, want nothing", got)
			}
			got := pluginToolCall(t, h, "echo 'hooktool: input nests deeper than 64 levels' >&2\nexit 1\n")
			want := `"block":true`
			if !strings.Contains(got, want) || !strings.Contains(got, "could not judge") {
				t.Errorf("hooktool exit 1: plugin answered %s, want guard.on_error (%s)", got, want)
			}
		})
	}
}

// A hung binary: past the plugin's bound the call gets guard.on_error, and
// the binary's whole process group is killed, its children included.
func TestPluginHungBinaryKillsGroup(t *testing.T) {
	for _, h := range []string{"pi"} {
		t.Run(h, func(t *testing.T) {
			pidfile := filepath.Join(t.TempDir(), "child.pid")
			got := pluginToolCall(t, h, "sleep 300 &\necho $! > "+pidfile+"\nwait\n")
			if !strings.Contains(got, "could not judge") {
				t.Errorf("hung binary: plugin answered %s, want guard.on_error", got)
			}
			b, err := os.ReadFile(pidfile)
			if err != nil {
				t.Fatal(err)
			}
			pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
			// The kill is sent before the plugin answers; a killed process is
			// gone or a zombie awaiting its reaper once the kernel next runs it.
			if dead, st := proctest.Dead(pid, 10*time.Second); !dead {
				t.Errorf("the hung binary's child %d is still running: %s", pid, st)
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
		})
	}
}

// The tripwire reports a restored tamper with the reply to a call's end
// (and a background change with the next call's start): the plugin shows
// hooktool's message to the user at those events too, not only at the
// turn's end (Pi without a UI: stderr). OpenClaw's plugin is tested the
// same way in agents/openclaw.
func TestPluginToolEventsTellTheUser(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	for _, h := range []string{"pi"} {
		for _, ev := range []string{"before", "after"} {
			t.Run(h+"-"+ev, func(t *testing.T) {
				dir := t.TempDir()
				bin := filepath.Join(dir, "hooktool")
				write(t, bin, "#!/bin/sh\ncat >/dev/null\necho '{\"message\":\"hooktool tripwire: restored it\"}'\n")
				var driver string
				switch h {
				case "pi":
					write(t, filepath.Join(dir, "plugin.mjs"), string(Extension(bin, "ask")))
					driver = `import ext from "./plugin.mjs";
const h = {};
ext({ on: (n, f) => { h[n] = f; } });
const ctx = { cwd: "/", hasUI: false, sessionManager: { getSessionId: () => "s" } };
const ev = { toolName: "bash", input: { command: "ls" }, toolCallId: "t", content: [] };
await (process.argv[2] === "before" ? h.tool_call(ev, ctx) : h.tool_result(ev, ctx));
`
				}
				write(t, filepath.Join(dir, "driver.mjs"), driver)
				cmd := exec.Command(node, "driver.mjs", ev)
				cmd.Dir = dir
				out, err := cmd.CombinedOutput()
				if err != nil {
					t.Fatalf("%s plugin: %v\n%s", h, err, out)
				}
				if !strings.Contains(string(out), "hooktool: hooktool tripwire: restored it") {
					t.Errorf("the %s-call message did not reach the user; the plugin printed %q", ev, out)
				}
			})
		}
	}
}

func write(t *testing.T, p, s string) {
	t.Helper()
	if err := os.WriteFile(p, []byte(s), 0o755); err != nil {
		t.Fatal(err)
	}
}
