package main

import (
	"io"
	"os"
	"strings"

	"github.com/hookd/hookd/agents/claude"
	"github.com/hookd/hookd/tripwire"
)

// env is everything a command may touch of the outside world. Commands get it
// injected so tests can run them in-process with their own streams and
// environment; only main passes the real ones.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
	// exit ends the process from the hook's watchdog, the one place that
	// cannot return to main: the handler it gave up on still holds the
	// main goroutine.
	exit func(code int)

	// The installed Claude Code, read once (wiring.go: claudeClient).
	client *claude.Client

	// The hook files uninstall went through, for what it then reports
	// left behind (leftovers.go).
	uninstalled []string

	// stateNote says the state folder was tightened at this run's open
	// (openState); the tripwire tells the user.
	stateNote string

	// tripRan is the tripwire that checked this hook's event in its state
	// transaction, for what it recorded when that transaction is then not
	// written (tripwireBlind).
	tripRan *tripwire.Tripwire

	// refused says needUser turned the command down: its after step
	// (tripwireAfter) must not record the wiring as known-good either.
	refused bool
	// noVouch says why this command's change is not the user's to vouch
	// for (needUser): refreshTripwire leaves the known-good state alone.
	noVouch string
}

// version is set by the linker (-X main.version=...) in release builds
// (make dist). Builds without it report what the Go toolchain recorded:
// see buildVersion.
var version = ""

// run is the single place that turns a command's error into an exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv, exit: os.Exit}
	// `hooktool hook` runs on every tool call the agent makes: skip building
	// the command tree and flag parsing for it (start-up is the product).
	if len(args) == 2 && args[1] == "hook" {
		return report(e.hook(), stderr)
	}
	if h, event, ok := hookHarnessArgs(args); ok {
		return report(e.hookEvent(h, event), stderr)
	}
	if code, ok := e.reduceArgs(args); ok {
		return code
	}
	// Bare `hooktool` with a payload piped in is a client calling it
	// without its arguments (2.1.100 ignores exec-form args): answer as
	// `hook`. Help is for a person at a terminal.
	if len(args) == 1 && !isTerminal(stdin) {
		return report(e.hook(), stderr)
	}
	return report(dispatch(newApp(e), args, stdout), stderr)
}

// newApp is hooktool's command tree (cli.go walks it). Help and the
// version go to stdout; diagnostics go to stderr through report.
func newApp(e *env) *command {
	return &command{
		name:  "hooktool",
		usage: "one binary for every Claude Code hook: guard, narration, context, boundary scanning",
		subs: []*command{
			hookCommand(e),
			explainCommand(e),
			checkCommand(e),
			logCommand(e),
			replayCommand(e),
			reduceCommand(e),
			gainCommand(e),
			installCommand(e),
			uninstallCommand(e),
			snippetCommand(e),
			doctorCommand(e),
			stateCommand(e),
			guardCommand(e),
			scrubCommand(e),
			configCommand(e),
			tripwireCommand(e),
			completionCommand(e),
		},
	}
}

// isTerminal reports whether r is a terminal (a character device such as a
// tty, or /dev/null, which is no payload either).
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// hookHarnessArgs recognises `hook --harness NAME`, with `--event EVENT`
// (either order, either flag as --flag=VALUE), the lines the installer
// writes for the other agents (Copilot CLI's names the event), for the same
// fast path. Anything else (a repeated or unknown flag, a value that looks
// like a flag) is left to the command tree, which says what is wrong.
func hookHarnessArgs(args []string) (h, event string, ok bool) {
	if len(args) < 3 || args[1] != "hook" {
		return "", "", false
	}
	var seenH, seenE bool
	for rest := args[2:]; len(rest) > 0; {
		name, val, inline := strings.Cut(rest[0], "=")
		if !inline {
			if len(rest) < 2 || strings.HasPrefix(rest[1], "-") {
				return "", "", false
			}
			val, rest = rest[1], rest[2:]
		} else {
			rest = rest[1:]
		}
		switch {
		case name == "--harness" && !seenH:
			h, seenH = val, true
		case name == "--event" && !seenE:
			event, seenE = val, true
		default:
			return "", "", false
		}
	}
	if !seenH {
		return "", "", false // the default harness is the command tree's to give
	}
	return h, event, true
}
