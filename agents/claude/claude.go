// Package claude is Claude Code as hooktool serves it. Claude Code is the
// identity contract: its payload and reply are the shape the handlers read
// and write, so there is nothing to decode or encode here. What is its own:
// the files that wire hooktool in (files.go: the settings layers, the
// managed drop-ins and the plugins they enable; the one list install,
// uninstall, doctor, the guard and the tripwire use).
package claude

// Name is the agent's name on hooktool's command line and in its state.
const Name = "claude"

// Title names it for people.
const Title = "Claude Code"
