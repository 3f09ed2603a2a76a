// Package openclaw is OpenClaw as hooktool serves it, the whole of it in
// one place: its hook contract (contract.go: Decode, the event names and
// the process tool), the files that wire hooktool in (files.go: the one
// list install, uninstall, doctor, the guard and the tripwire use),
// install and uninstall (install.go), its doctor section (doctor.go), and
// the plugin install writes (plugin.js, embedded).
//
// OpenClaw loads hooks in process, as a JavaScript plugin: hooktool's
// plugin sends each hook to `hooktool hook --harness openclaw` in
// OpenClaw's own words and applies the one small reply every plugin agent
// reads (agents/contract). The plugin holds no policy. The contract is
// written down in docs/harnesses.md.
package openclaw

import (
	_ "embed"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/wiring"
)

// Name is the agent's name on hooktool's command line and in its state.
const Name = "openclaw"

// Title names it for people.
const Title = "OpenClaw"

// Marker marks hooktool's OpenClaw plugin files.
const Marker = "hooktool-openclaw v"

//go:embed plugin.js
var plugin string

// Plugin renders hooktool's OpenClaw plugin entry for the binary at bin,
// with onError the guard's answer when the binary cannot be run.
func Plugin(bin, onError string) []byte { return install.Plugin(plugin, bin, onError) }

// Agent is OpenClaw for the registry (package agents).
type Agent struct{}

// Name is the agent's name.
func (Agent) Name() string { return Name }

// Title names it for people.
func (Agent) Title() string { return Title }

// Command is its executable.
func (Agent) Command() string { return "openclaw" }

// Dir is its state folder; that it exists means OpenClaw is here.
func (Agent) Dir(e wiring.Env) string { return Dir(e) }

// Wiring is what wires hooktool into it.
func (Agent) Wiring(e wiring.Env) []wiring.Item { return Wiring(e) }

// InProcess is true: OpenClaw loads hooktool as a plugin.
func (Agent) InProcess() bool { return true }
