package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tidwall/gjson"
	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/agents"
	"github.com/hookd/hookd/harness"
	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/settings"
)

// The other harnesses' hook files have Claude Code's shape ({"hooks":
// {Event: [{matcher, hooks: [{type, command, timeout}]}]}}), so install and
// uninstall reuse the settings package's merge, which keeps every byte it
// does not own, recognises hooktool's entries by fingerprint, and writes
// atomically with a backup.

// geminiDir is Gemini CLI's user folder: $GEMINI_CLI_HOME/.gemini, else
// ~/.gemini.
func (e *env) geminiDir() string {
	if d := e.getenv("GEMINI_CLI_HOME"); d != "" {
		return filepath.Join(d, ".gemini")
	}
	return filepath.Join(e.home(), ".gemini")
}

// harnessFile is the file install writes for harness h in scope.
func (e *env) harnessFile(h, scope string) (string, error) {
	var user, project string
	switch h {
	case harness.Gemini:
		user, project = filepath.Join(e.geminiDir(), "settings.json"), filepath.Join(e.projectDir(""), ".gemini", "settings.json")
	default:
		return e.scopeFile(scope)
	}
	switch scope {
	case "user", "":
		return user, nil
	case "project":
		return project, nil
	}
	return "", fmt.Errorf("unknown scope %q for %s (want user or project)", scope, h)
}

// harnessFound reports whether harness h is on this machine: its folder
// exists or its command is on PATH (the agents registry says where).
func (e *env) harnessFound(h string) bool {
	a, ok := agents.Get(h)
	return ok && agents.Found(a, e.wiringEnv("", false), e.lookPath)
}

// installEnv is what an agent's install or uninstall reads: the flags,
// the streams, and the binary this command places (c is nil for an
// uninstall, which places none).
func (e *env) installEnv(c *cli.Context, scope string, dry bool) *install.Env {
	return &install.Env{
		Stdout: e.stdout, Stderr: e.stderr, Home: e.home(), Project: e.projectDir(""), Getenv: e.getenv,
		Scope: scope, DryRun: dry, Fingerprint: e.fingerprint(),
		Binary: func(scope string) (string, error) {
			return e.binaryFor(c.String("binary"), c.String("bin-dir"), scope, c.Bool("dry-run"))
		},
		Planned: func(bin string) bool { return plannedCopy(c, bin) },
		OnError: e.onErrorForPlugin(),
		Took:    func(p string) { e.uninstalled = append(e.uninstalled, resolved(p)) },
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
func (e *env) harnessBinary(c *cli.Context, scope string) (string, error) {
	return e.binaryFor(c.String("binary"), c.String("bin-dir"), scope, c.Bool("dry-run"))
}

// harnessCommand is the hook command install writes for h.
func harnessCommand(bin, h string) string {
	return settings.ShellQuote(bin) + " hook --harness " + h
}

// harnessEntries are hooktool's entries for h.
func harnessEntries(bin, h string) []settings.Entry {
	var out []settings.Entry
	for _, w := range harness.Wiring(h) {
		out = append(out, settings.Entry{Event: w.Event, Matcher: w.Matcher, Command: harnessCommand(bin, h), Timeout: w.Timeout})
	}
	return out
}

// installHarness wires hooktool into Codex CLI or Gemini CLI.
func (e *env) installHarness(c *cli.Context, h string) error {
	if a, ok := agents.Get(h); ok {
		if err := a.Install(e.installEnv(c, c.String("scope"), c.Bool("dry-run"))); !errors.Is(err, agents.ErrNotMoved) {
			return agentErr(err)
		}
	}
	if harness.InProcess(h) || h == harness.Copilot {
		return e.installPlugin(c, h)
	}
	path, err := e.harnessFile(h, c.String("scope"))
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	old, exists, err := settings.ReadFile(path)
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	if exists {
		if err := settings.Check(path, old); err != nil {
			return failHint(exitError, "fix the file or remove its comments (hooktool writes only files it can parse as strict JSON); nothing was written",
				"install: %v", err)
		}
	}
	bin, err := e.harnessBinary(c, c.String("scope"))
	if err != nil {
		return fail(exitError, "install: %v", err)
	}
	if fi, err := os.Stat(bin); !plannedCopy(c, bin) && (err != nil || !fi.Mode().IsRegular() || fi.Mode()&0o111 == 0) {
		e.warnf("warning: %s is not an executable file yet; %s will fail to run it", bin, h)
	}
	entries := harnessEntries(bin, h)
	out, err := settings.Install(old, entries, e.fingerprint())
	if err != nil {
		return fail(exitError, "install: %s: %v", path, err)
	}
	if c.Bool("dry-run") {
		if d := settings.Diff(path, path, old, out); d != "" {
			fmt.Fprint(e.stdout, d)
		} else {
			fmt.Fprintf(e.stdout, "%s: already up to date\n", path)
		}
		return nil
	}
	changed := string(out) != string(old) || !exists
	if changed {
		backup, err := settings.WriteFile(path, out)
		if err != nil {
			return fail(exitError, "install: writing %s: %v", path, err)
		}
		fmt.Fprintf(e.stdout, "%s: wired %d %s events to %s (timeouts in %s)\n", path, len(entries), h, bin, map[string]string{"s": "seconds", "ms": "milliseconds"}[harness.Unit(h)])
		if backup != "" {
			fmt.Fprintf(e.stdout, "previous version kept in %s\n", backup)
		}
	} else {
		fmt.Fprintf(e.stdout, "%s: already up to date (%d events)\n", path, len(entries))
	}
	if h == harness.Gemini {
		e.geminiNotes(path, c.String("scope") == "project")
	}
	return nil
}

// geminiNotes warns when Gemini's hooks are switched off in that file.
func (e *env) geminiNotes(path string, project bool) {
	data, _, err := settings.ReadFile(path)
	if err != nil || !gjson.ValidBytes(data) {
		return
	}
	if v := gjson.GetBytes(data, "hooksConfig.enabled"); v.Exists() && !v.Bool() {
		e.warnf("warning: %s sets hooksConfig.enabled to false: Gemini CLI runs no hook until it is true", path)
	}
	if project {
		fmt.Fprintln(e.stdout, "Gemini CLI reads a project's .gemini/settings.json only in a trusted folder, and asks before running project hooks it has not seen.")
	}
}

// uninstallHarness removes hooktool's entries from h's hook file.
func (e *env) uninstallHarness(c *cli.Context, h, scope string, dry bool) error {
	if a, ok := agents.Get(h); ok {
		if err := a.Uninstall(e.installEnv(c, scope, dry)); !errors.Is(err, agents.ErrNotMoved) {
			return agentErr(err)
		}
	}
	if harness.InProcess(h) || h == harness.Copilot {
		return e.uninstallPlugin(h, scope, dry)
	}
	path, err := e.harnessFile(h, scope)
	if err != nil {
		return fail(exitError, "uninstall: %v", err)
	}
	return e.uninstallFile(path, dry)
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
func (e *env) installHarnesses(c *cli.Context) error {
	name := c.String("harness")
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
