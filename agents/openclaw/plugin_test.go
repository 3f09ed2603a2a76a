package openclaw

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
func pluginToolCall(t *testing.T, fake string) string {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "hooktool")
	write(t, bin, "#!/bin/sh\ncat >/dev/null\n"+fake)
	write(t, filepath.Join(dir, "plugin.mjs"), string(Plugin(bin, "ask")))
	driver := `import plugin from "./plugin.mjs";
const h = {};
plugin.register({ on: (n, f) => { h[n] = f; }, logger: { warn() {} } });
const r = h.before_tool_call({ toolName: "exec", params: { command: "ls" }, toolCallId: "t" }, { workspaceDir: "/", channelId: "webchat" });
console.log(JSON.stringify(r ?? null));
`
	write(t, filepath.Join(dir, "driver.mjs"), driver)
	cmd := exec.Command(node, "driver.mjs")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("plugin: %v\n%s", err, out)
	}
	return strings.TrimSpace(string(out))
}

// A tool call is decided by hooktool's reply; when hooktool exits non-zero
// it has judged nothing (exit 1 is its "unusable input": a payload too big
// or too deep), so the call gets guard.on_error ("ask" here: approval in
// OpenClaw from a channel), never a silent pass. (A CLI run of OpenClaw,
// with no channel, refuses too: e2e.)
func TestPluginToolCallOnFailure(t *testing.T) {
	if got := pluginToolCall(t, `echo '{"decision":"deny","reason":"no"}'`+"\n"); !strings.Contains(got, `"block":true`) {
		t.Errorf("deny reply: plugin answered %s", got)
	}
	if got := pluginToolCall(t, "exit 0\n"); got != "null" {
		t.Errorf("no opinion: plugin answered %s, want nothing", got)
	}
	got := pluginToolCall(t, "echo 'hooktool: input nests deeper than 64 levels' >&2\nexit 1\n")
	if !strings.Contains(got, `"requireApproval"`) || !strings.Contains(got, "could not judge") {
		t.Errorf("hooktool exit 1: plugin answered %s, want guard.on_error (requireApproval)", got)
	}
}

// A hung binary: past the plugin's bound the call gets guard.on_error, and
// the binary's whole process group is killed, its children included.
func TestPluginHungBinaryKillsGroup(t *testing.T) {
	pidfile := filepath.Join(t.TempDir(), "child.pid")
	got := pluginToolCall(t, "sleep 300 &\necho $! > "+pidfile+"\nwait\n")
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
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o755); err != nil {
		t.Fatal(err)
	}
}

// The tripwire reports a restored tamper with the reply to a call's end
// (and a background change with the next call's start): the plugin shows
// hooktool's message to the user at those events too, in OpenClaw's log,
// not only at the turn's end.
func TestPluginToolEventsTellTheUser(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	for _, ev := range []string{"before", "after"} {
		t.Run(ev, func(t *testing.T) {
			dir := t.TempDir()
			bin := filepath.Join(dir, "hooktool")
			write(t, bin, "#!/bin/sh\ncat >/dev/null\necho '{\"message\":\"hooktool tripwire: restored it\"}'\n")
			write(t, filepath.Join(dir, "plugin.mjs"), string(Plugin(bin, "ask")))
			write(t, filepath.Join(dir, "driver.mjs"), `import plugin from "./plugin.mjs";
const h = {};
plugin.register({ on: (n, f) => { h[n] = f; }, logger: { warn(m) { process.stderr.write(m + "\n"); } } });
const ev = { toolName: "exec", params: { command: "ls" }, toolCallId: "t", result: { content: [] } };
(process.argv[2] === "before" ? h.before_tool_call : h.after_tool_call)(ev, { workspaceDir: "/" });
`)
			cmd := exec.Command(node, "driver.mjs", ev)
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("plugin: %v\n%s", err, out)
			}
			if !strings.Contains(string(out), "hooktool: hooktool tripwire: restored it") {
				t.Errorf("the %s-call message did not reach the user; the plugin printed %q", ev, out)
			}
		})
	}
}
