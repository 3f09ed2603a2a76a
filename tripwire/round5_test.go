package tripwire

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/state"
)

// The fifth blind set's classes, in our own spellings: a client settings
// file the client would skip whole, client configs and plugin folders
// the lists did not name, a git folder's commondir, and the environment
// channels of other programs. Each change made during an agent's call is
// restored (or removed when the call made the file) and held; the
// ordinary change beside each is quiet. Files are relative to the home;
// the project is home/src/proj.
func TestRound5Channels(t *testing.T) {
	const claude = "{\n  \"hooks\": {\"Stop\": []}\n}\n"
	const vscode = "{\n  \"editor.tabSize\": 2\n}\n"
	cases := []struct {
		name   string
		good   map[string]string
		change func(r *rig)
		path   string // the file that must be named and restored; "" = quiet
	}{
		// Claude Code skips a settings file with one bad value.
		{"settings: a boolean where a string goes", map[string]string{".claude/settings.json": claude},
			func(r *rig) {
				r.write(".claude/settings.json", "{\"outputStyle\": true,\n  \"hooks\": {\"Stop\": []}\n}\n")
			}, ".claude/settings.json"},
		{"settings: an unknown effort level", map[string]string{".claude/settings.json": claude},
			func(r *rig) { r.write(".claude/settings.json", "{\"tui\": \"huge\", \"hooks\": {\"Stop\": []}}\n") }, ".claude/settings.json"},
		{"settings: a permission mode no client has", map[string]string{".claude/settings.json": claude},
			func(r *rig) {
				r.write(".claude/settings.json", "{\"permissions\": {\"defaultMode\": \"yolo\"}, \"hooks\": {\"Stop\": []}}\n")
			}, ".claude/settings.json"},
		{"settings: past the read cap", map[string]string{".claude/settings.json": claude},
			func(r *rig) { r.write(".claude/settings.json", claude+strings.Repeat("\n", 2<<20+10)) }, ".claude/settings.json"},
		{"settings: a valid model and plan mode", map[string]string{".claude/settings.json": claude},
			func(r *rig) {
				r.write(".claude/settings.json", "{\"model\": \"opus\", \"permissions\": {\"defaultMode\": \"plan\", \"allow\": [\"Bash(go test:*)\"]}, \"hooks\": {\"Stop\": []}}\n")
			}, ""},
		{"settings: a bad value the client replaces (.catch)", map[string]string{".claude/settings.json": claude},
			func(r *rig) { r.write(".claude/settings.json", "{\"effortLevel\": 7, \"hooks\": {\"Stop\": []}}\n") }, ""},
		// Client configs and plugin folders.
		{"OpenClaw env gives hooktool another config", map[string]string{".openclaw/openclaw.json": "{\"plugins\": {\"enabled\": true}}\n"},
			func(r *rig) {
				r.write(".openclaw/openclaw.json", "{\"plugins\": {\"enabled\": true}, \"env\": {\"vars\": {\"HOOKTOOL_CONFIG\": \"/tmp/h.json\"}}}\n")
			}, ".openclaw/openclaw.json"},
		{"OpenClaw env with an API key", map[string]string{".openclaw/openclaw.json": "{\"plugins\": {\"enabled\": true}}\n"},
			func(r *rig) {
				r.write(".openclaw/openclaw.json", "{\"plugins\": {\"enabled\": true}, \"env\": {\"vars\": {\"OPENAI_BASE_URL\": \"http://localhost:8080\"}}}\n")
			}, ""},
		{"a plugin in ~/.opencode/plugin", map[string]string{".opencode/plugin/.keep": ""},
			func(r *rig) { r.write(".opencode/plugin/x.ts", "export const X = async () => ({})\n") }, ".opencode/plugin"},
		{"OpenCode's jsonc config gains a plugin", map[string]string{".config/opencode/opencode.jsonc": "{\n  // mine\n  \"theme\": \"tokyonight\"\n}\n"},
			func(r *rig) {
				r.write(".config/opencode/opencode.jsonc", "{\n  // mine\n  \"theme\": \"tokyonight\",\n  \"plugin\": [\"file:///tmp/p.js\"]\n}\n")
			}, ".config/opencode/opencode.jsonc"},
		{"OpenCode's jsonc theme", map[string]string{".config/opencode/opencode.jsonc": "{\n  // mine\n  \"theme\": \"tokyonight\"\n}\n"},
			func(r *rig) { r.write(".config/opencode/opencode.jsonc", "{\n  // yours\n  \"theme\": \"nord\",\n}\n") }, ""},
		{"OpenCode's legacy TOML config", nil,
			func(r *rig) { r.write(".config/opencode/config", "plugin = [\"file:///tmp/p.js\"]\n") }, ".config/opencode/config"},
		// Other programs' environments.
		{"screen setenv", map[string]string{".screenrc": "vbell off\n"},
			func(r *rig) { r.appendTo(".screenrc", "setenv CODEX_HOME /tmp/cx\n") }, ".screenrc"},
		{"screen hardstatus", map[string]string{".screenrc": "vbell off\n"},
			func(r *rig) { r.appendTo(".screenrc", "hardstatus alwayslastline\n") }, ""},
		{"Hyprland env", map[string]string{".config/hypr/hyprland.conf": "input {\n  kb_layout = us\n}\n"},
			func(r *rig) { r.appendTo(".config/hypr/hyprland.conf", "env = GEMINI_CLI_HOME,/tmp/g\n") }, ".config/hypr/hyprland.conf"},
		{"Hyprland cursor", map[string]string{".config/hypr/hyprland.conf": "input {\n  kb_layout = us\n}\n"},
			func(r *rig) { r.appendTo(".config/hypr/hyprland.conf", "env = XCURSOR_SIZE,24\n") }, ""},
		{"nushell $env", map[string]string{".config/nushell/env.nu": "$env.EDITOR = \"hx\"\n"},
			func(r *rig) { r.appendTo(".config/nushell/env.nu", "$env.PI_CODING_AGENT_DIR = \"/tmp/pi\"\n") }, ".config/nushell/env.nu"},
		{"csh setenv", nil,
			func(r *rig) { r.write(".cshrc", "setenv CLAUDE_CODE_SAFE_MODE 1\n") }, ".cshrc"},
		{"xsessionrc", nil,
			func(r *rig) { r.write(".xsessionrc", "export OPENCODE_CONFIG_DIR=/tmp/oc\n") }, ".xsessionrc"},
		{"xprofile xrandr", nil,
			func(r *rig) { r.write(".xprofile", "xrandr --output eDP-1 --scale 1.25\n") }, ""},
		{"Plasma env script", nil,
			func(r *rig) { r.write(".config/plasma-workspace/env/agent.sh", "export COPILOT_HOME=/tmp/cp\n") }, ".config/plasma-workspace/env/agent.sh"},
		{"Plasma env script for a toolkit", nil,
			func(r *rig) { r.write(".config/plasma-workspace/env/qt.sh", "export QT_SCALE_FACTOR=1.5\n") }, ""},
		{"mise conf.d env", nil,
			func(r *rig) { r.write(".config/mise/conf.d/a.toml", "[env]\nCLAUDE_CONFIG_DIR = \"/tmp/cc\"\n") }, ".config/mise/conf.d/a.toml"},
		{"oh-my-zsh custom file", nil,
			func(r *rig) { r.write(".oh-my-zsh/custom/agents.zsh", "alias codex='codex -c features.hooks=false'\n") }, ".oh-my-zsh/custom/agents.zsh"},
		{"oh-my-zsh custom aliases", nil,
			func(r *rig) { r.write(".oh-my-zsh/custom/git.zsh", "alias gco='git checkout'\n") }, ""},
		{"bash completion defining gemini", nil,
			func(r *rig) {
				r.write(".local/share/bash-completion/completions/gemini", "gemini() { command gemini --extensions none \"$@\"; }\n")
			}, ".local/share/bash-completion/completions/gemini"},
		{"fish prompt", map[string]string{".config/fish/config.fish": "set -g fish_greeting\n"},
			func(r *rig) {
				r.write(".config/fish/functions/fish_prompt.fish", "function fish_prompt\n    echo '> '\nend\n")
			}, ".config/fish/functions/fish_prompt.fish"},
		{"Konsole profile", map[string]string{".local/share/konsole/Work.profile": "[General]\nName=Work\n"},
			func(r *rig) {
				r.write(".local/share/konsole/Work.profile", "[General]\nName=Work\nEnvironment=TERM=xterm-256color,CODEX_HOME=/tmp/cx\n")
			}, ".local/share/konsole/Work.profile"},
		{"a terminal started with another rc file", map[string]string{".config/ghostty/config": "font-size = 12\n"},
			func(r *rig) { r.appendTo(".config/ghostty/config", "command = bash --rcfile /tmp/rc\n") }, ".config/ghostty/config"},
		{"VS Code: the extension's environment", map[string]string{".config/Code/User/settings.json": vscode},
			func(r *rig) {
				r.write(".config/Code/User/settings.json", "{\n  \"editor.tabSize\": 2,\n  \"claudeCode.environmentVariables\": [{\"name\": \"CLAUDE_CONFIG_DIR\", \"value\": \"/tmp/cc\"}]\n}\n")
			}, ".config/Code/User/settings.json"},
		{"VS Code: a terminal profile's env", map[string]string{".config/Code/User/settings.json": vscode},
			func(r *rig) {
				r.write(".config/Code/User/settings.json", "{\n  \"terminal.integrated.profiles.linux\": {\"zsh\": {\"path\": \"zsh\", \"env\": {\"BASH_ENV\": \"/tmp/b\"}}}\n}\n")
			}, ".config/Code/User/settings.json"},
		{"VS Code: a process wrapper", map[string]string{".config/Code/User/settings.json": vscode},
			func(r *rig) {
				r.write(".config/Code/User/settings.json", "{\n  \"claudeCode.claudeProcessWrapper\": \"/tmp/w\"\n}\n")
			}, ".config/Code/User/settings.json"},
		{"VS Code: the extension's API base", map[string]string{".config/Code/User/settings.json": vscode},
			func(r *rig) {
				r.write(".config/Code/User/settings.json", "{\n  \"claudeCode.environmentVariables\": [{\"name\": \"ANTHROPIC_BASE_URL\", \"value\": \"http://localhost\"}]\n}\n")
			}, ""},
		{"Zed agent server env", map[string]string{".config/zed/settings.json": "{\"theme\": \"One\"}\n"},
			func(r *rig) {
				r.write(".config/zed/settings.json", "{\"theme\": \"One\", \"agent_servers\": {\"codex\": {\"env\": {\"CODEX_HOME\": \"/tmp/cx\"}}}}\n")
			}, ".config/zed/settings.json"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, project := newProjectRig(t)
			r.write("src/proj/README.md", "hi\n")
			for rel, s := range c.good {
				r.write(rel, s)
			}
			r.refresh()
			snap := listAll(r.home)
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
			if !strings.Contains(res.Message, filepath.Join(r.home, c.path)) || next.Hold == "" {
				t.Fatalf("not caught: %+v / %+v", res, next)
			}
			after := listAll(r.home)
			for p, s := range snap {
				if after[p] != s {
					t.Errorf("%s: %q, want %q", p, clip(after[p], 80), clip(s, 80))
				}
			}
			for p := range after {
				if _, ok := snap[p]; !ok {
					t.Errorf("%s was left", p)
				}
			}
		})
	}
}

// A call in flight is what InFlight reports; its end, a session's end or
// a record older than the longest tool timeout is not.
func TestInFlight(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", "{}\n")
	r.refresh()
	flying := func() bool {
		var ok bool
		_ = r.db.View(func(tx *state.Tx) error { _, ok = InFlight(tx); return nil })
		return ok
	}
	if flying() {
		t.Fatal("in flight before any call")
	}
	r.event("PreToolUse", "t1")
	if !flying() {
		t.Fatal("a call whose end was not seen is not in flight")
	}
	r.event("PostToolUse", "t1")
	if flying() {
		t.Fatal("still in flight after its end")
	}
	r.event("PreToolUse", "t2")
	r.event("Stop", "")
	if flying() {
		t.Fatal("still in flight after the turn stopped")
	}
}
