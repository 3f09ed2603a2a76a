// Package agents is the registry of the agents hooktool serves: which
// agents there are, how each is found on a machine, and what wires each in
// (package wiring's list for that agent). The rest of hooktool asks here
// instead of naming agents itself; each agent's contract, files and plugin
// live in its own package (agents/copilot, agents/opencode, ...), and the
// handlers and the guard never ask which agent they serve.
package agents

import (
	"os"

	"github.com/hookd/hookd/wiring"
)

// Agent is one agent hooktool can be wired into.
type Agent struct {
	Name    string // the --harness name, and the harness recorded in state
	Title   string // for people: "GitHub Copilot CLI"
	Command string // its executable, looked for on PATH
	// Dir is its config folder; that it exists means the agent is here.
	Dir func(wiring.Env) string
	// Wiring is everything that wires hooktool into it.
	Wiring func(wiring.Env) []wiring.Item
	// InProcess says it loads hooktool as a plugin that calls the binary,
	// rather than running a command per event from its config.
	InProcess bool
}

// All lists the agents, Claude Code first.
func All() []Agent {
	return []Agent{
		{Name: "claude", Title: "Claude Code", Command: "claude", Dir: wiring.ClaudeDir, Wiring: wiring.Claude},
		{Name: "codex", Title: "Codex CLI", Command: "codex", Dir: wiring.CodexHome, Wiring: wiring.Codex},
		{Name: "gemini", Title: "Gemini CLI", Command: "gemini", Dir: wiring.GeminiDir, Wiring: wiring.Gemini},
		{Name: "pi", Title: "Pi", Command: "pi", Dir: wiring.PiDir, Wiring: wiring.Pi, InProcess: true},
		{Name: "openclaw", Title: "OpenClaw", Command: "openclaw", Dir: wiring.OpenClawDir, Wiring: wiring.OpenClaw, InProcess: true},
		{Name: "opencode", Title: "OpenCode", Command: "opencode", Dir: wiring.OpenCodeDir, Wiring: wiring.OpenCode, InProcess: true},
		{Name: "copilot", Title: "GitHub Copilot CLI", Command: "copilot", Dir: wiring.CopilotDir, Wiring: wiring.Copilot},
	}
}

// Names lists the agents' names, Claude Code first.
func Names() []string {
	var out []string
	for _, a := range All() {
		out = append(out, a.Name)
	}
	return out
}

// Get finds an agent by name.
func Get(name string) (Agent, bool) {
	for _, a := range All() {
		if a.Name == name {
			return a, true
		}
	}
	return Agent{}, false
}

// Found reports whether the agent is on this machine: its config folder
// exists, or its command is on PATH (lookPath).
func (a Agent) Found(env wiring.Env, lookPath func(string) (string, error)) bool {
	if d := a.Dir(env); d != "" {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			return true
		}
	}
	if lookPath == nil {
		return false
	}
	_, err := lookPath(a.Command)
	return err == nil
}
