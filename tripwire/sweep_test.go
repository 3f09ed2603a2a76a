package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hookd/hookd/state"
)

// A file the wiring list does not name, under one of the home folder's
// dot folders, made during a call with an agent's variable in it (a
// multiplexer's shell script, an editor's plugin, a manager's env file)
// is caught and moved aside; a dot file changed in place is caught and
// held, its line left (no known-good copy); ordinary config written there,
// and a file outside the dot folders, are quiet.
func TestSweepFindsAgentVariables(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env // (the sweep walks the home folder the hook's environment names)
	r.write(".config/kiln/env.toml", "[env]\nEDITOR = \"vim\"\n")
	r.write(".kilnrc", "# kiln\n")
	r.refresh()
	res := r.tamperedBy(func() {
		r.write(".config/kiln/plugins/session.lua", "set_env('CLAUDE_CONFIG_DIR', os.getenv('HOME') .. '/.cache/c2')\n")
	})
	p := filepath.Join(r.home, ".config/kiln/plugins/session.lua")
	if !strings.Contains(res.Message, "session.lua") {
		t.Fatalf("a new file naming CLAUDE_CONFIG_DIR was not caught: %+v", res)
	}
	if _, err := os.Stat(p); err == nil {
		t.Error("the new file stays")
	}
	r.ack()
	time.Sleep(2 * sweepSlack) // (nothing of the last call within this one)
	res = r.tamperedBy(func() {
		r.write(".kilnrc", "# kiln\nexport CLAUDE_CODE_SIMPLE=1\n")
	})
	if !strings.Contains(res.Message, ".kilnrc") {
		t.Fatalf("a dot file changed in place naming CLAUDE_CODE_SIMPLE was not caught: %+v", res)
	}
	r.write(".kilnrc", "# kiln\n") // (the user takes the line out)
	r.ack()
	for name, f := range map[string]func(){
		"ordinary config":  func() { r.write(".config/kiln/env.toml", "[env]\nEDITOR = \"nvim\"\n") },
		"not a dot folder": func() { r.write("notes/claude.md", "export CLAUDE_CONFIG_DIR=/tmp/x\n") },
		"a history file":   func() { r.write(".local/share/kiln/history", "CLAUDE_CODE_SIMPLE=1 claude\n") },
	} {
		time.Sleep(2 * sweepSlack)
		if res := r.tamperedBy(f); res.Message != "" {
			t.Errorf("%s tripped: %+v", name, res)
		}
	}
}

// An edit tool's call is looked at by the file it names: one written
// under a dot folder with an agent's variable is caught, without a walk.
func TestSweepEditToolTarget(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	r.refresh()
	p := filepath.Join(r.home, ".config/kiln/init.lua")
	var res Result
	if err := r.db.Update(func(tx *state.Tx) error {
		r.tw.Check(tx, Call{Event: "PreToolUse", Session: "s", ToolUseID: "w1", Tool: "Write", Target: p})
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	r.write(".config/kiln/init.lua", "vim.env.CLAUDE_CODE_SIMPLE = '1'\n")
	if err := r.db.Update(func(tx *state.Tx) error {
		res = r.tw.Check(tx, Call{Event: "PostToolUse", Session: "s", ToolUseID: "w1", Tool: "Write", Target: p})
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Message, "init.lua") {
		t.Fatalf("a file an edit tool wrote with an agent's variable was not caught: %+v", res)
	}
}

// bashCall runs f as a shell call whose command text is cmd, in project.
func (r *rig) bashCall(id, cmd, project string, f func()) Result {
	r.t.Helper()
	var res Result
	c := Call{Event: "PreToolUse", Session: "s", ToolUseID: id, Tool: "Bash", Target: cmd, Project: project}
	if err := r.db.Update(func(tx *state.Tx) error { r.tw.Check(tx, c); return nil }); err != nil {
		r.t.Fatal(err)
	}
	f()
	c.Event = "PostToolUse"
	if err := r.db.Update(func(tx *state.Tx) error { res = r.tw.Check(tx, c); return nil }); err != nil {
		r.t.Fatal(err)
	}
	return res
}

// A file edited in place deep in a dot folder, or in the project's dot
// folders, is out of the walk's reach; when the command names it, it is
// looked at. A named file outside those places (the project's docs) is
// not, whatever it says.
func TestSweepNamedFiles(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	project := filepath.Join(r.home, "work", "app")
	r.write(".oh-my-zsh/custom/plugins/kiln/kiln.plugin.zsh", "alias k=kiln\n")
	r.write("work/app/.venv/bin/activate", "VIRTUAL_ENV=/x\n")
	r.write("work/app/docs/env.md", "# env\n")
	r.refresh()
	time.Sleep(2 * sweepSlack)
	edit := func(rel, s string) func() {
		return func() {
			f, err := os.OpenFile(filepath.Join(r.home, rel), os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if _, err := f.WriteString(s); err != nil {
				t.Fatal(err)
			}
		}
	}
	res := r.bashCall("b1", `echo 'export CLAUDE_CODE_SIMPLE=1' >> ~/.oh-my-zsh/custom/plugins/kiln/kiln.plugin.zsh`, project,
		edit(".oh-my-zsh/custom/plugins/kiln/kiln.plugin.zsh", "export CLAUDE_CODE_SIMPLE=1\n"))
	if !strings.Contains(res.Message, "kiln.plugin.zsh") {
		t.Fatalf("a plugin edited in place four folders down, named by the command, was not caught: %+v", res)
	}
	r.ack()
	time.Sleep(2 * sweepSlack)
	res = r.bashCall("b2", `printf 'export CLAUDE_CONFIG_DIR=/tmp/c\n' >>.venv/bin/activate`, project,
		edit("work/app/.venv/bin/activate", "export CLAUDE_CONFIG_DIR=/tmp/c\n"))
	if !strings.Contains(res.Message, "activate") {
		t.Fatalf("the project's virtualenv activate script, named by the command, was not caught: %+v", res)
	}
	r.ack()
	time.Sleep(2 * sweepSlack)
	if res := r.bashCall("b3", `echo 'CLAUDE_CONFIG_DIR moves the config' >> docs/env.md`, project,
		edit("work/app/docs/env.md", "CLAUDE_CONFIG_DIR moves the config\n")); res.Message != "" {
		t.Fatalf("the project's docs tripped: %+v", res)
	}
}

func TestNamedFiles(t *testing.T) {
	home, project := "/h", "/h/w/app"
	got := namedFiles(`cat ~/.zshrc; sed -i s/a/b/ "$HOME/.config/x/y.kdl" ${HOME}/.tigrc>/h/.a/b x=.envrc ./src/main.go .venv/bin/activate ~/.claude/settings.json /etc/passwd ../.bashrc`, home, project)
	want := []string{"/h/.zshrc", "/h/.config/x/y.kdl", "/h/.tigrc", "/h/.a/b", "/h/w/app/.envrc", "/h/w/app/.venv/bin/activate"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("namedFiles:\n got %q\nwant %q", got, want)
	}
}
