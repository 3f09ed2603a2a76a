// Package outfitter is the Outfitter launcher as hooktool serves it: not
// an agent of its own, but the launcher that can load hooktool's Pi
// extension on every Pi launch through a system extension hook document.
// The files that wire hooktool in (files.go), install and uninstall
// (install.go) and its doctor section (doctor.go, which validates every
// system hook document with Outfitter's rules) are here.
//
// The extension it loads is Pi's: the registry (package agents) hands it
// over as Agent.Extension, since one agent package never imports another.
// `--harness all` never installs it: the system folder belongs to root.
package outfitter

import (
	"github.com/hookd/hookd/wiring"
)

// Name is the launcher's name on hooktool's command line.
const Name = "outfitter"

// Title names it for people.
const Title = "Outfitter"

// Marker marks hooktool's system hook document.
const Marker = "hooktool-outfitter v"

// Agent is Outfitter for the registry (package agents).
type Agent struct {
	// Extension renders Pi's extension for the binary bin, with onError
	// the guard's answer when the binary cannot be run; ExtensionMarker
	// marks it as hooktool's.
	Extension       func(bin, onError string) []byte
	ExtensionMarker string
}

// Name is the launcher's name.
func (Agent) Name() string { return Name }

// Title names it for people.
func (Agent) Title() string { return Title }

// Command is its executable.
func (Agent) Command() string { return "outfitter" }

// Dir is its system hook folder.
func (Agent) Dir(e wiring.Env) string { return Dir(e) }

// Wiring is what wires hooktool into it.
func (Agent) Wiring(e wiring.Env) []wiring.Item { return Wiring(e) }

// InProcess is true: what it loads is Pi's extension, a plugin.
func (Agent) InProcess() bool { return true }
