// Package copilot is GitHub Copilot CLI (npm @github/copilot) as hooktool
// serves it, the whole of it in one place: its hook contract (contract.go:
// Decode and Encode), the files that wire hooktool in (files.go,
// wiring.go) and the hooks file install writes, install and uninstall
// (install.go), and its doctor section (doctor.go).
//
// Copilot runs command hooks from a JSON file ({"version": 1, "hooks":
// {"preToolUse": [{"type": "command", "bash": "...", "powershell": "...",
// "timeoutSec": N}]}}) found in ~/.copilot/hooks/ (user) and the
// repository's .github/hooks/ (project, once the folder is trusted). Its
// payloads are camelCase and carry no event name, so the hook command
// names the event itself (--event), and Decode turns the payload into the
// event hooktool's handlers read (Claude Code's shape).
package copilot

import "github.com/hookd/hookd/wiring"

// Title names it for people.
const Title = "GitHub Copilot CLI"

// Agent is GitHub Copilot CLI for the registry (package agents).
type Agent struct{}

// Name is the agent's name.
func (Agent) Name() string { return Name }

// Title names it for people.
func (Agent) Title() string { return Title }

// Command is its executable.
func (Agent) Command() string { return "copilot" }

// Dir is its folder; that it exists means Copilot is here.
func (Agent) Dir(e wiring.Env) string { return Dir(e) }

// Wiring is what wires hooktool into it.
func (Agent) Wiring(e wiring.Env) []wiring.Item { return Wiring(e) }

// InProcess is false: Copilot runs a command per event.
func (Agent) InProcess() bool { return false }
