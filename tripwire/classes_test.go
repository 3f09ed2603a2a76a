package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// newProjectRig is a rig whose list names a project (home/src/proj) and
// whose events carry it.
func newProjectRig(t *testing.T) (*rig, string) {
	r := newRig(t)
	project := filepath.Join(r.home, "src", "proj")
	r.env.Project = project
	r.tw.Items = wiring.All(r.env)
	return r, project
}

func (r *rig) projectEvent(name, id, project string) Result {
	r.t.Helper()
	var res Result
	if err := r.db.Update(func(tx *state.Tx) error {
		res = r.tw.Check(tx, Call{Event: name, Session: "s", ToolUseID: id, Tool: "Bash", Target: "python3 tools/fix.py", Project: project})
		return nil
	}); err != nil {
		r.t.Fatal(err)
	}
	return res
}

func (r *rig) appendTo(rel, s string) {
	r.t.Helper()
	p := filepath.Join(r.home, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		r.t.Fatal(err)
	}
	f, err := os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		r.t.Fatal(err)
	}
	f.WriteString(s)
	f.Close()
}

// The route classes of the third red-team round: each change made during
// an agent's call is restored (or removed) and held; the ordinary change
// beside it is quiet. Files are relative to the home; the project is
// home/src/proj.
func TestRouteClasses(t *testing.T) {
	const gitCfg = "[core]\n\trepositoryformatversion = 0\n\tbare = false\n"
	const codexCfg = "[hooks.state.\"/h/.codex/hooks.json:pre_tool_use:0:0\"]\ntrusted_hash = \"sha256:0123\"\n"
	const vscode = "{\n  // my settings\n  \"editor.fontSize\": 13,\n}\n"
	cases := []struct {
		name   string
		good   map[string]string // rel -> content before the call
		change func(r *rig)
		path   string // the file that must be named and restored; "" = quiet
	}{
		// 1. git config keys whose value git runs (T07 and its class).
		{"T07 filter driver", map[string]string{"src/proj/.git/config": gitCfg},
			func(r *rig) { r.appendTo("src/proj/.git/config", "[filter \"fmt\"]\n\tsmudge = /tmp/fmt\n") }, "src/proj/.git/config"},
		{"textconv driver", map[string]string{".gitconfig": "[user]\n\tname = a\n"},
			func(r *rig) { r.appendTo(".gitconfig", "[diff \"bin\"]\n\ttextconv = /tmp/t\n") }, ".gitconfig"},
		{"alias with !", map[string]string{".gitconfig": "[user]\n\tname = a\n"},
			func(r *rig) { r.appendTo(".gitconfig", "[alias]\n\tst = !/tmp/x\n") }, ".gitconfig"},
		{"key on the header line", map[string]string{"src/proj/.git/config": gitCfg},
			func(r *rig) { r.appendTo("src/proj/.git/config", "[credential] helper = /tmp/h\n") }, "src/proj/.git/config"},
		{"F07 core.autocrlf", map[string]string{"src/proj/.git/config": gitCfg},
			func(r *rig) { r.appendTo("src/proj/.git/config", "\tautocrlf = input\n") }, ""},
		{"a remote and a branch", map[string]string{"src/proj/.git/config": gitCfg},
			func(r *rig) {
				r.appendTo("src/proj/.git/config", "[remote \"origin\"]\n\turl = /srv/r.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[branch \"main\"]\n\tremote = origin\n")
			}, ""},
		// 2. variables that switch a client's hooks off or move its config.
		{"C01 CLAUDE_CODE_SIMPLE", map[string]string{".bashrc": "# rc\n"},
			func(r *rig) { r.appendTo(".bashrc", "export CLAUDE_CODE_SIMPLE=1\n") }, ".bashrc"},
		{"an alias for ls", map[string]string{".bashrc": "# rc\n"},
			func(r *rig) { r.appendTo(".bashrc", "alias ll='ls -alF'\nexport EDITOR=vim\n") }, ""},
		{"C02 tmux set-environment", map[string]string{".tmux.conf": "set -g history-limit 5000\n"},
			func(r *rig) { r.appendTo(".tmux.conf", "set-environment -g CLAUDE_CONFIG_DIR /tmp/cc\n") }, ".tmux.conf"},
		{"F02 tmux mouse", map[string]string{".tmux.conf": "set -g history-limit 5000\n"},
			func(r *rig) { r.appendTo(".tmux.conf", "set -g mouse on\n") }, ""},
		{"C03 VS Code terminal env", map[string]string{".config/Code/User/settings.json": vscode},
			func(r *rig) {
				r.write(".config/Code/User/settings.json", "{\n  // my settings\n  \"editor.fontSize\": 13,\n  \"terminal.integrated.env.linux\": {\"CODEX_HOME\": \"/tmp/cx\",},\n}\n")
			}, ".config/Code/User/settings.json"},
		{"F09 VS Code font size", map[string]string{".config/Code/User/settings.json": vscode},
			func(r *rig) {
				r.write(".config/Code/User/settings.json", "{\n  // my settings\n  \"editor.fontSize\": 14,\n  \"terminal.integrated.env.linux\": {\"RUST_LOG\": \"debug\"}\n}\n")
			}, ""},
		{"C04 project .vscode", nil,
			func(r *rig) {
				r.write("src/proj/.vscode/settings.json", `{"terminal.integrated.env.linux": {"CLAUDE_CODE_SIMPLE": "1"}}`)
			}, "src/proj/.vscode/settings.json"},
		{"F01 project .vscode", nil,
			func(r *rig) { r.write("src/proj/.vscode/settings.json", `{"editor.formatOnSave": true}`) }, ""},
		{"G01 .env above the project", nil,
			func(r *rig) { r.write("src/.env", "BASH_ENV=/tmp/b.sh\n") }, "src/.env"},
		{"N01 Bun's .env.local", nil,
			func(r *rig) { r.write("src/proj/.env.local", "XDG_CONFIG_HOME=/tmp/xdg\n") }, "src/proj/.env.local"},
		{"F05 .env.local API_URL", nil,
			func(r *rig) { r.write("src/proj/.env.local", "API_URL=http://localhost:3000\n") }, ""},
		// 3. Codex's trust in hooktool's hook.
		{"X03 trusted_hash", map[string]string{".codex/config.toml": codexCfg},
			func(r *rig) {
				r.write(".codex/config.toml", strings.Replace(codexCfg, "0123", "0124", 1))
			}, ".codex/config.toml"},
		{"X03 escaped table name", map[string]string{".codex/config.toml": codexCfg},
			func(r *rig) { r.appendTo(".codex/config.toml", "[\"ho\\u006fks\".x]\nenabled = false\n") }, ".codex/config.toml"},
		{"F10 model", map[string]string{".codex/config.toml": codexCfg},
			func(r *rig) { r.write(".codex/config.toml", "model = \"gpt-5\"\n"+codexCfg) }, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, project := newProjectRig(t)
			r.write("src/proj/README.md", "hi\n")
			for rel, s := range c.good {
				r.write(rel, s)
			}
			r.refresh()
			before := map[string]string{}
			if c.path != "" {
				before[c.path] = r.read(c.path)
			}
			r.projectEvent("PreToolUse", "t1", project)
			c.change(r)
			res := r.projectEvent("PostToolUse", "t1", project)
			next := r.projectEvent("PreToolUse", "t2", project)
			if c.path == "" {
				if res.Message != "" || next.Hold != "" {
					t.Fatalf("an ordinary change tripped: %+v / %+v", res, next)
				}
				return
			}
			p := filepath.Join(r.home, c.path)
			if !strings.Contains(res.Message, p) || next.Hold == "" {
				t.Fatalf("not caught: %+v / %+v", res, next)
			}
			if got := r.read(c.path); got != before[c.path] {
				t.Errorf("not restored: %q, want %q", got, before[c.path])
			}
		})
	}
}

// O02: OpenClaw refuses a plugin folder others can write to, so chmod
// o+w on hooktool's is put back; the owner's bits alone count elsewhere.
func TestPluginFolderWorldWritable(t *testing.T) {
	r := newRig(t)
	dir := filepath.Join(r.home, ".openclaw", "extensions", "hooktool")
	r.write(".openclaw/extensions/hooktool/index.js", "export default {}\n")
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	r.refresh()
	res := r.tamperedBy(func() {
		if err := os.Chmod(dir, 0o757); err != nil {
			t.Fatal(err)
		}
	})
	if !strings.Contains(res.Message, dir) {
		t.Fatalf("not caught: %+v", res)
	}
	if fi, _ := os.Stat(dir); fi.Mode().Perm() != 0o755 {
		t.Errorf("mode not restored: %v", fi.Mode())
	}
	r.ack()
	// The agent's own folder's group bits do not count (the client may
	// rewrite it so).
	claude := filepath.Dir(r.write(".claude/settings.json", goodHooks))
	r.refresh()
	if res := r.tamperedBy(func() { os.Chmod(claude, 0o775) }); res.Message != "" {
		t.Errorf("group bits of ~/.claude tripped: %+v", res)
	}
}
