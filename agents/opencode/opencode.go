// Package opencode is OpenCode (npm opencode-ai) as hooktool serves it,
// the whole of it in one place: the events its plugin sends and the
// plugin file install writes (here, with plugin.js embedded), the files
// that wire hooktool in (wiring.go), install and uninstall (install.go),
// and its doctor section (doctor.go). The plugin's payloads and replies are
// the plugin contract Pi and OpenClaw share (harness/plugin.go).
//
// OpenCode loads every *.js or *.ts in the plugins folder of its config
// folders (~/.config/opencode/plugins/ for the user, .opencode/plugins/ in
// a project) as an in-process plugin. hooktool's plugin holds no policy:
// it sends each event, named as OpenCode names its hooks, to `hooktool hook
// --harness opencode` and applies the reply the plugin adapter writes (the
// one Pi and OpenClaw read).
package opencode

import (
	_ "embed"
	"path/filepath"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/wiring"
)

// Name is the agent's name on hooktool's command line and in its state.
const Name = "opencode"

// Title names it for people.
const Title = "OpenCode"

// Agent is OpenCode for the registry (package agents).
type Agent struct{}

// Name is the agent's name.
func (Agent) Name() string { return Name }

// Title names it for people.
func (Agent) Title() string { return Title }

// Command is its executable.
func (Agent) Command() string { return "opencode" }

// Dir is its config folder; that it exists means OpenCode is here.
func (Agent) Dir(e wiring.Env) string { return Dir(e) }

// Wiring is what wires hooktool into it.
func (Agent) Wiring(e wiring.Env) []wiring.Item { return Wiring(e) }

// InProcess is true: OpenCode loads hooktool's plugin, which calls the
// binary.
func (Agent) InProcess() bool { return true }

// Marker marks hooktool's plugin file.
const Marker = "hooktool-opencode v"

//go:embed plugin.js
var plugin string

// Plugin renders hooktool's plugin for the binary at bin, with onError the
// guard's answer when the binary cannot be run.
func Plugin(bin, onError string) []byte {
	return install.Plugin(plugin, bin, onError)
}

// Event is the Claude Code event an event of hooktool's OpenCode plugin
// becomes, "" for one hooktool does not handle. The plugin names each
// after the OpenCode hook or bus event it comes from.
func Event(event string) string {
	switch event {
	case "session.created":
		return "SessionStart"
	case "chat.message":
		return "UserPromptSubmit"
	case "tool.execute.before":
		return "PreToolUse"
	case "tool.execute.after":
		return "PostToolUse"
	case "session.idle":
		return "Stop"
	case "session.compacted":
		return "PreCompact"
	case "session.deleted":
		return "SessionEnd"
	}
	return ""
}

// ConfigDir is OpenCode's user config folder: $XDG_CONFIG_HOME/opencode,
// else ~/.config/opencode.
func ConfigDir(home string, getenv func(string) string) string {
	if getenv != nil {
		if x := getenv("XDG_CONFIG_HOME"); x != "" {
			return filepath.Join(x, "opencode")
		}
	}
	return filepath.Join(home, ".config", "opencode")
}

// UserPlugin is where install writes the plugin for the user.
func UserPlugin(home string, getenv func(string) string) string {
	return filepath.Join(ConfigDir(home, getenv), "plugins", "hooktool.js")
}

// ProjectPlugin is where install --scope project writes it.
func ProjectPlugin(project string) string {
	return filepath.Join(project, ".opencode", "plugins", "hooktool.js")
}
