package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/tripwire"
)

// needUser stands before hooktool's commands that lower its protection
// (uninstall, install, which may wire another binary or fewer events,
// tripwire ack, guard allow): they are the user's, never the agent's.
// It decides whether the command may vouch for what it changes (make the
// wiring as it is then the tripwire's known-good state): not from inside
// an agent's shell (its markers set), and not while an agent's turn is in
// progress (tripwire.Busy: a call in flight, an approved one included,
// or the time between two calls) unless the user, at a terminal,
// confirms. The markers can be unset, and a process the agent left behind
// (setsid, no terminal) runs between calls or inside a call the user
// approved for something else; the turn cannot be hidden from the state.
//
// A command that does not vouch still runs (install and uninstall): the
// tripwire then judges its change as any other made during the turn, so
// it is restored and the agent's calls are put to the user, who learns
// what was tried. A command that is nothing but vouching (ack, guard
// allow) refuses instead: pass must to get that error.
//
// There is no flag or variable that skips it: the agent could set one as
// easily as it unsets the markers. The confirmation is read from the
// terminal on stdin, which a client's tool call does not have (the
// clients run commands without one, in a session of their own). Without
// a turn in progress nothing changes: a user's script, a test, a package
// manager's hook run as before.
func (e *env) needUser(what string, must bool) error {
	why := ""
	if k := e.agentShell(); k != "" {
		why = "it runs inside an agent's shell (" + k + " is set)"
	} else if k := agentAncestor(); k != "" {
		why = "it runs under an agent's shell (" + k + "), its markers unset"
	} else if busy, err := e.agentBusy(); err != nil {
		why = "hooktool's state could not be read to see whether an agent's turn is in progress (" + oneLine(err.Error()) + ")"
	} else if busy != "" {
		if !stdinTerminal(e.stdin) {
			why = "an agent's turn is in progress (" + busy + ") and no terminal is there to confirm it"
		} else {
			fmt.Fprintf(e.stderr, "hooktool: an agent's turn is in progress (%s).\nhooktool: `hooktool %s` lowers hooktool's protection. Type yes to run it: ", busy, what)
			if strings.TrimSpace(strings.ToLower(userTypes(e))) != "yes" {
				e.refused = true
				return fail(exitError, "%s: not confirmed; nothing was changed", what)
			}
		}
	}
	if why == "" {
		return nil
	}
	e.noVouch = why
	if must {
		e.refused = true
		return failHint(exitError, "run `hooktool "+what+"` yourself in your own terminal (it asks you to confirm while an agent's turn is in progress)", "%s refuses: %s", what, why)
	}
	return nil
}

// agentBusy is tripwire.Busy over hooktool's state, "" without a state
// file. A state a hook holds locked is waited for as any command waits;
// one that stays locked is an error (an agent's process could hold it to
// make this check look away).
func (e *env) agentBusy() (string, error) {
	if _, err := os.Stat(e.statePath()); errors.Is(err, os.ErrNotExist) {
		return "", nil
	}
	db, err := e.openState(nil, true)
	if err != nil {
		if errors.Is(err, state.ErrLocked) {
			return "", err
		}
		return "", nil // unreadable or damaged: nothing recorded a turn in it
	}
	defer db.Close()
	var busy string
	err = db.View(func(tx *state.Tx) error {
		busy, _ = tripwire.Busy(tx)
		return nil
	})
	return busy, err
}

// userTypes is the line the user types at the terminal on stdin. A
// variable for the same reason as stdinTerminal.
var userTypes = func(e *env) string {
	line, _ := bufio.NewReader(e.stdin).ReadString('\n')
	return line
}

// stdinTerminal reports whether r is a terminal one can type at (not
// /dev/null, which is a character device too). A variable so that the
// test binary, which runs hooktool in-process for its scripts, can play
// a user at a terminal; the shipped binary has no such switch.
var stdinTerminal = func(r any) bool {
	f, ok := r.(*os.File)
	return ok && ttyFd(f.Fd())
}
