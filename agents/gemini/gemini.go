// Package gemini is Gemini CLI as hooktool serves it, the whole of it in
// one place: its hook contract (contract.go: Decode and Encode), the files
// that wire hooktool in (files.go), install and uninstall (install.go), its
// doctor section (doctor.go), and whether a run can ask the user
// (Headless).
//
// Gemini CLI runs a command per event from the hooks of its settings.json,
// with its own event names (BeforeTool, AfterAgent, ...) and tool names
// (run_shell_command, write_file, replace, ...); a deny is a top-level
// decision "deny" with a reason, and ask is a decision too. Timeouts are in
// milliseconds. The contract is written down in docs/harnesses.md with the
// version it was read from (Tested).
package gemini

import (
	"strings"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/wiring"
)

// Name is the agent's name on hooktool's command line and in its state.
const Name = "gemini"

// Title names it for people.
const Title = "Gemini CLI"

// Tested is the version the contract was read from.
const Tested = "0.61.0"

// Agent is Gemini CLI for the registry (package agents).
type Agent struct{}

// KnownEvents lists every event the tested version defines, wired by
// hooktool or not; doctor calls any other name in a settings file unknown.
func KnownEvents() []string {
	return []string{"BeforeTool", "AfterTool", "BeforeAgent", "AfterAgent", "SessionStart", "SessionEnd", "PreCompress", "Notification", "BeforeModel", "AfterModel", "BeforeToolSelection"}
}

// Hooks lists what install writes: every event hooktool handles, tool
// events for every tool ("*"), timeouts in milliseconds. Gemini does not
// wait for SessionEnd at all.
func Hooks() []install.Wire {
	return []install.Wire{
		{Event: "SessionStart", Timeout: 10000}, {Event: "BeforeAgent", Timeout: 10000},
		{Event: "BeforeTool", Matcher: "*", Timeout: 10000}, {Event: "AfterTool", Matcher: "*", Timeout: 10000},
		{Event: "AfterAgent", Timeout: 10000}, {Event: "PreCompress", Timeout: 10000},
		{Event: "Notification", Timeout: 5000}, {Event: "SessionEnd", Timeout: 2000},
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

// Headless reads Gemini CLI's command line (args, and whether its stdin is
// a terminal): a prompt given with -p or --prompt (or piped in, with no
// terminal on stdin) runs headless, where no confirmation can be shown and
// an ask would wait forever; -i keeps the session interactive.
func Headless(args []string, tty bool) bool {
	for _, a := range args {
		switch {
		case a == "-i", a == "--prompt-interactive", strings.HasPrefix(a, "--prompt-interactive="):
			return false
		case a == "-p", a == "--prompt", strings.HasPrefix(a, "--prompt="):
			return true
		}
	}
	return !tty
}

// Name is the agent's name.
func (Agent) Name() string { return Name }

// Title names it for people.
func (Agent) Title() string { return Title }

// Command is its executable.
func (Agent) Command() string { return "gemini" }

// Dir is its folder; that it exists means Gemini CLI is here.
func (Agent) Dir(e wiring.Env) string { return Dir(e) }

// Wiring is what wires hooktool into it.
func (Agent) Wiring(e wiring.Env) []wiring.Item { return Wiring(e) }

// InProcess is false: Gemini CLI runs a command per event.
func (Agent) InProcess() bool { return false }
