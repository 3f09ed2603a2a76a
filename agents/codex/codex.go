// Package codex is Codex CLI as hooktool serves it, the whole of it in one
// place: its hook contract (contract.go: Decode and Encode), the files that
// wire hooktool in (files.go: the one list install, uninstall, doctor, the
// guard and the tripwire use), install and uninstall (install.go), and its
// doctor section (doctor.go).
//
// Codex runs a command per event from hooks.json (or inline [hooks] in
// config.toml), with Claude Code's event names and nearly its payload; its
// runner rejects a reply with a field an event does not take. The contract
// is written down in docs/harnesses.md with the version it was read from
// (Tested).
package codex

import (
	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/wiring"
)

// Name is the agent's name on hooktool's command line and in its state.
const Name = "codex"

// Title names it for people.
const Title = "Codex CLI"

// Tested is the version the contract was read from.
const Tested = "0.171.0"

// Agent is Codex CLI for the registry (package agents).
type Agent struct{}

// KnownEvents lists every event the tested version defines, wired by
// hooktool or not; doctor calls any other name in a hooks file unknown.
func KnownEvents() []string {
	return []string{"SessionStart", "UserPromptSubmit", "PreToolUse", "PermissionRequest", "PostToolUse", "PreCompact", "PostCompact", "SubagentStart", "SubagentStop", "Stop", "SessionEnd", "Interrupt"}
}

// Hooks lists what install writes: every event hooktool handles, tool
// events for every tool ("*"), timeouts in seconds. Codex clamps
// SessionEnd to a few seconds.
func Hooks() []install.Wire {
	return []install.Wire{
		{Event: "SessionStart", Timeout: 10}, {Event: "UserPromptSubmit", Timeout: 10},
		{Event: "PreToolUse", Matcher: "*", Timeout: 10}, {Event: "PermissionRequest", Matcher: "*", Timeout: 10}, {Event: "PostToolUse", Matcher: "*", Timeout: 10},
		{Event: "PreCompact", Timeout: 10}, {Event: "SubagentStart", Timeout: 5}, {Event: "SubagentStop", Timeout: 10},
		{Event: "Stop", Timeout: 10}, {Event: "SessionEnd", Timeout: 2},
	}
}

// events are the names of Hooks.
func events() []string {
	var out []string
	for _, w := range Hooks() {
		out = append(out, w.Event)
	}
	return out
}

// Name is the agent's name.
func (Agent) Name() string { return Name }

// Title names it for people.
func (Agent) Title() string { return Title }

// Command is its executable.
func (Agent) Command() string { return "codex" }

// Dir is its folder; that it exists means Codex is here.
func (Agent) Dir(e wiring.Env) string { return Dir(e) }

// Wiring is what wires hooktool into it.
func (Agent) Wiring(e wiring.Env) []wiring.Item { return Wiring(e) }

// InProcess is false: Codex runs a command per event.
func (Agent) InProcess() bool { return false }
