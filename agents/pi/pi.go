// Package pi is Pi (npm @mariozechner/pi-coding-agent) as hooktool serves
// it, the whole of it in one place: the events its extension sends, the
// extension install writes (here, with extension.ts embedded), the files
// that wire hooktool in (wiring.go), install and uninstall (install.go),
// and its doctor section (doctor.go). The extension's payloads and replies
// are the plugin contract OpenClaw and OpenCode share (harness/plugin.go).
//
// Pi loads every extension in its agent folder's extensions/ (and a
// project's .pi/extensions/) in process; hooktool's holds no policy: it
// sends each event to `hooktool hook --harness pi` and applies the reply.
package pi

import (
	_ "embed"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/wiring"
)

// Name is the agent's name on hooktool's command line and in its state.
const Name = "pi"

// Title names it for people.
const Title = "Pi"

// Marker marks an extension file as hooktool's.
const Marker = "hooktool-pi v"

//go:embed extension.ts
var extension string

// Extension renders hooktool's Pi extension for the binary at bin, with
// onError the guard's answer when the binary cannot be run.
func Extension(bin, onError string) []byte {
	return install.Plugin(extension, bin, onError)
}

// Event is the Claude Code event a Pi extension event becomes, "" for one
// hooktool does not handle.
func Event(event string) string {
	switch event {
	case "session_start":
		return "SessionStart"
	case "before_agent_start":
		return "UserPromptSubmit"
	case "tool_call":
		return "PreToolUse"
	case "tool_result":
		return "PostToolUse"
	case "agent_end":
		return "Stop"
	case "session_before_compact":
		return "PreCompact"
	case "session_shutdown":
		return "SessionEnd"
	}
	return ""
}

// Agent is Pi for the registry (package agents).
type Agent struct{}

// Name is the agent's name.
func (Agent) Name() string { return Name }

// Title names it for people.
func (Agent) Title() string { return Title }

// Command is its executable.
func (Agent) Command() string { return "pi" }

// Dir is its agent folder; that it exists means Pi is here.
func (Agent) Dir(e wiring.Env) string { return Dir(e) }

// Wiring is what wires hooktool into it.
func (Agent) Wiring(e wiring.Env) []wiring.Item { return Wiring(e) }

// InProcess is true: Pi loads hooktool's extension, which calls the binary.
func (Agent) InProcess() bool { return true }
