// Package agents is the registry of the agents hooktool serves: which
// agents there are, how each is found on a machine, and what wires each
// in. The rest of hooktool asks here instead of naming agents itself.
//
// Each agent lives in its own package (agents/codex, ...), which owns its
// hook contract, the one list of files that wire it in, its install and
// uninstall, its doctor section and its plugin template, and implements
// Agent. The registry composes them: the wiring of every agent for the
// guard and the tripwire (wiring.Agents), and each agent's doctor section
// for doctor's report. The handlers and the guard never ask which agent
// they serve. docs/agents.md says how to add one.
package agents

import (
	"os"
	"path/filepath"

	"github.com/hookd/hookd/agents/claude"
	"github.com/hookd/hookd/agents/codex"
	"github.com/hookd/hookd/agents/copilot"
	"github.com/hookd/hookd/agents/gemini"
	"github.com/hookd/hookd/agents/openclaw"
	"github.com/hookd/hookd/agents/opencode"
	"github.com/hookd/hookd/agents/outfitter"
	"github.com/hookd/hookd/agents/pi"
	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/wiring"
)

// Agent is one agent hooktool can be wired into.
type Agent interface {
	// Name is the --harness name, and the harness recorded in state.
	Name() string
	// Title names it for people: "GitHub Copilot CLI".
	Title() string
	// Command is its executable, looked for on PATH.
	Command() string
	// Dir is its config folder; that it exists means the agent is here.
	Dir(wiring.Env) string
	// Wiring is everything that wires hooktool into it: the one list
	// behind install, uninstall, doctor, the guard and the tripwire.
	Wiring(wiring.Env) []wiring.Item
	// InProcess says it loads hooktool as a plugin that calls the
	// binary, rather than running a command per event from its config.
	InProcess() bool
	// Install wires hooktool in for e.Scope; Uninstall takes back
	// exactly what Install added.
	Install(e *install.Env) error
	Uninstall(e *install.Env) error
	// Doctor is its section of doctor's report; nil or empty says nothing.
	Doctor(e checkup.Env) *checkup.Layer
}

// All lists the agents, Claude Code first.
func All() []Agent {
	return []Agent{
		claude.Agent{},
		codex.Agent{},
		gemini.Agent{},
		pi.Agent{},
		openclaw.Agent{},
		opencode.Agent{},
		copilot.Agent{},
	}
}

// Targets is what `install --harness` can name: every agent, and the
// Outfitter launcher, which loads Pi's extension for every user of the
// machine (so "all" never installs it: the system folder is root's).
func Targets() []Agent {
	return append(All(), outfitter.Agent{Extension: pi.Extension, ExtensionMarker: pi.Marker})
}

// Names lists the agents' names, Claude Code first.
func Names() []string {
	var out []string
	for _, a := range All() {
		out = append(out, a.Name())
	}
	return out
}

// Get finds an agent, or the Outfitter launcher, by name.
func Get(name string) (Agent, bool) {
	for _, a := range Targets() {
		if a.Name() == name {
			return a, true
		}
	}
	return nil, false
}

// Found reports whether agent a is on this machine: its config folder
// exists, or its command is on PATH (lookPath).
func Found(a Agent, env wiring.Env, lookPath func(string) (string, error)) bool {
	if d := a.Dir(env); d != "" {
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			return true
		}
	}
	if lookPath == nil {
		return false
	}
	_, err := lookPath(a.Command())
	return err == nil
}

// Wiring is every agent's wiring and Outfitter's, in the registry's
// order, and the mode of each one's config folder (chmod 000 hides every
// file in it from the client). wiring.All adds hooktool's own and git's,
// for the guard and the tripwire.
func Wiring(e wiring.Env) []wiring.Item {
	targets := Targets()
	lists := make([][]wiring.Item, len(targets))
	n := 0
	for i, a := range targets {
		lists[i] = a.Wiring(e)
		n += len(lists[i]) + 1
	}
	out := make([]wiring.Item, 0, n) // one allocation: the guard builds this on a hook call
	for i, a := range targets {
		out = append(out, lists[i]...)
		if d := a.Dir(e); filepath.IsAbs(d) {
			out = append(out, wiring.ModeItem(a.Name(), filepath.Clean(d)))
		}
	}
	return out
}

// Doctors are the agents' doctor sections and Outfitter's, in the
// registry's order.
func Doctors() []checkup.Section {
	var out []checkup.Section
	for _, a := range Targets() {
		out = append(out, checkup.Section{Title: a.Title(), Run: a.Doctor})
	}
	return out
}

func init() {
	// One assignment: the lists are computed only when asked for.
	wiring.Agents = Wiring
	// Each agent's variables that move its config or switch its hooks
	// off count wherever a session's environment is set.
	for _, v := range [][]string{claude.Vars, codex.Vars, gemini.Vars, pi.Vars, openclaw.Vars, opencode.Vars, copilot.Vars, outfitter.Vars} {
		wiring.AddVars(v...)
	}
}
