// Package wiring names the files, folders and settings that wire hooktool
// into each agent and into git: everything whose change could silence it.
//
// It is the one list behind install, uninstall, doctor, the guard's
// protected set and the tripwire, so those can never disagree about what
// counts as hooktool's wiring. It only names paths from an Env; it reads no
// file and imports no other hookd package, so every other package may use it.
package wiring

// Kind says how a wiring item is fingerprinted and restored.
type Kind int

const (
	// File is a regular file whose content wires hooktool in (a settings
	// file, a hooks.json, a plugin file). It is restored byte for byte.
	File Kind = iota
	// Dir is a folder whose presence wires hooktool in (an agent's
	// extensions folder); its entries are listed, not read.
	Dir
	// Binary is hooktool's own executable.
	Binary
	// Startup is a shell start-up file that may export a variable that
	// moves an agent's config elsewhere (CLAUDE_CONFIG_DIR, CODEX_HOME ...).
	Startup
)

// Item is one piece of wiring.
type Item struct {
	Agent string // "claude", "codex", "gemini", "openclaw", "pi", "outfitter", "git", "hooktool", ...
	Path  string // absolute and clean
	Kind  Kind
	What  string // what it is, for messages: "a Claude Code settings file"
}

// Env is what the lists are computed from. Getenv may be nil.
type Env struct {
	Home    string // the user's home folder
	Project string // the project root, "" when there is none
	Getenv  func(string) string
}

// Get reads a variable of e, "" when Getenv is nil.
func (e Env) Get(k string) string {
	if e.Getenv == nil {
		return ""
	}
	return e.Getenv(k)
}
