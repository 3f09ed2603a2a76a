package main

import (
	"fmt"

	"github.com/hookd/hookd/agents"
	"github.com/hookd/hookd/harness"
	"github.com/hookd/hookd/install"
)

// harnessFound reports whether harness h is on this machine: its folder
// exists or its command is on PATH (the agents registry says where).
func (e *env) harnessFound(h string) bool {
	a, ok := agents.Get(h)
	return ok && agents.Found(a, e.wiringEnv("", false), e.lookPath)
}

// installEnv is what an agent's install or uninstall reads: the flags,
// the streams, and the binary this command places (c is nil for an
// uninstall, which places none).
func (e *env) installEnv(c *call, scope string, dry bool) *install.Env {
	return &install.Env{
		Stdout: e.stdout, Stderr: e.stderr, Home: e.home(), Project: e.projectDir(""), Getenv: e.getenv,
		Scope: scope, DryRun: dry, Fingerprint: e.fingerprint(),
		Binary:  func(scope string) (string, error) { return e.harnessBinary(c, scope) },
		Planned: func(bin string) bool { return plannedCopy(c, bin) },
		Took:    func(p string) { e.uninstalled = append(e.uninstalled, resolved(p)) },
		OnError: e.onErrorForPlugin,
	}
}

// agentErr turns an agent's install error into the command's exit.
func agentErr(err error) error {
	if ie, ok := install.IsError(err); ok {
		return failHint(exitError, ie.Hint, "%s", ie.Msg)
	}
	return err
}

// harnessBinary is the binary an install for another agent wires: the
// same copy in --bin-dir the Claude Code install places (binaryFor), or
// --binary as given. Never the running binary's own path: `go run` deletes
// that when it exits, and every hook of the agent would then fail.
func (e *env) harnessBinary(c *call, scope string) (string, error) {
	return e.binaryFor(c.str("binary"), c.str("bin-dir"), scope, c.bool("dry-run"))
}

// installHarness wires hooktool into an agent other than Claude Code, or
// into the Outfitter launcher: the agent's own package does.
func (e *env) installHarness(c *call, h string) error {
	a, ok := agents.Get(h)
	if !ok {
		return fail(exitError, "install: unknown harness %q", h)
	}
	return agentErr(a.Install(e.installEnv(c, c.str("scope"), c.bool("dry-run"))))
}

// uninstallHarness takes back what installHarness added for h.
func (e *env) uninstallHarness(c *call, h, scope string, dry bool) error {
	a, ok := agents.Get(h)
	if !ok {
		return fail(exitError, "uninstall: unknown harness %q", h)
	}
	return agentErr(a.Uninstall(e.installEnv(c, scope, dry)))
}

// harnessList reads --harness: one name, or all of them.
func harnessList(name string) ([]string, error) {
	if name == "all" {
		return agents.Names(), nil
	}
	if _, ok := agents.Get(name); !ok {
		return nil, fail(exitError, "unknown harness %q (want claude, codex, gemini, pi, openclaw, opencode, copilot, outfitter or all)", name)
	}
	return []string{name}, nil
}

// installHarnesses runs install for each harness --harness names; "all"
// wires every harness found on this machine.
func (e *env) installHarnesses(c *call) error {
	name := c.str("harness")
	hs, err := harnessList(name)
	if err != nil {
		return err
	}
	n := 0
	for _, h := range hs {
		if name == "all" && !e.harnessFound(h) {
			fmt.Fprintf(e.stdout, "%s: not found on this machine; skipped\n", h)
			continue
		}
		if name == "all" && n > 0 {
			fmt.Fprintln(e.stdout)
		}
		n++
		if h == harness.Claude {
			err = e.install(c)
		} else {
			err = e.installHarness(c, h)
		}
		if err != nil {
			return err
		}
	}
	if n == 0 {
		return noHarnessFound(hs)
	}
	return nil
}
