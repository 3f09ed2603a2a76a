// Package claude is Claude Code as hooktool serves it, the whole of it in
// one place. Claude Code is the identity contract: its payload and reply
// are the shape the handlers read and write, so there is nothing to decode
// or encode on the hook's path. What is its own:
//   - contract.go: the PreToolUse payload it sends and the reply it
//     accepts, for doctor's self-test;
//   - files.go: the files that wire hooktool in (the settings layers, the
//     managed file and drop-ins, the plugins they enable), the one list
//     install, uninstall, doctor, the guard and the tripwire use, and the
//     settings file of each scope;
//   - client.go: the installed client, its version and the hook events
//     its code carries (claudepkg reads them without starting it);
//   - install.go: install (the profile's plan for the client, merged into
//     a settings file) and uninstall;
//   - doctor.go, selftest.go: its part of doctor's report.
//
// The plugin is shipped as plugins/hooktool, where the marketplace
// expects it; its launcher runs the installed binary.
package claude

import (
	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/wiring"
)

// Name is the agent's name on hooktool's command line and in its state.
const Name = "claude"

// Title names it for people.
const Title = "Claude Code"

// Agent is Claude Code for the registry (package agents).
type Agent struct{}

// Name is the agent's name.
func (Agent) Name() string { return Name }

// Title names it for people.
func (Agent) Title() string { return Title }

// Command is its executable.
func (Agent) Command() string { return "claude" }

// Dir is its user folder; that it exists means Claude Code is here.
func (Agent) Dir(e wiring.Env) string { return Dir(e) }

// Wiring is what wires hooktool into it.
func (Agent) Wiring(e wiring.Env) []wiring.Item { return Wiring(e) }

// InProcess is false: Claude Code runs a command per event.
func (Agent) InProcess() bool { return false }

// Doctor is nil: Claude Code's part of the report is Diagnose's, which
// doctor shows first (after the git boundary) because the State layer and
// the report's client version read it.
func (Agent) Doctor(checkup.Env) *checkup.Layer { return nil }
