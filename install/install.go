// Package install holds what every agent's install and uninstall share:
// merging hooktool's entries into a hooks file of Claude Code's shape and
// taking them out again (keeping every byte hooktool does not own, with a
// backup), the dry run, the notes on stdout and warnings on stderr, and
// the checks of the binary the hooks will run (not executable yet, or in a
// folder that goes away: fragile.go). Each agent package (agents/codex, ...) writes its own files with these;
// the command layer fills Env from its flags and streams and turns an
// Error into its exit code.
package install

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/settings"
)

// Env is what an install or uninstall reads and where it reports.
type Env struct {
	Stdout, Stderr io.Writer
	Home           string // the user's home folder
	Project        string // the project root
	Getenv         func(string) string
	Scope          string // user or project ("" is user)
	DryRun         bool   // print what would change and write nothing
	// Fingerprint recognises hooktool's hook commands.
	Fingerprint settings.Fingerprint
	// Binary is the hooktool binary the agent's hooks run, for a scope:
	// the command layer places its copy there (or takes --binary).
	Binary func(scope string) (string, error)
	// Planned reports whether bin is a copy a dry run only plans (no file
	// there yet is then no problem).
	Planned func(bin string) bool
	// Took records each hooks file uninstall took hooktool's entries
	// from, for the leftovers report; nil records nothing.
	Took func(path string)
	// OnError is the guard's answer a plugin gives when it cannot run the
	// binary (the user config's guard.on_error).
	OnError func() string
}

// Get reads a variable, "" without Getenv.
func (e *Env) Get(k string) string {
	if e.Getenv == nil {
		return ""
	}
	return e.Getenv(k)
}

// Error is a failed install or uninstall: one message, and a hint.
type Error struct{ Msg, Hint string }

func (e *Error) Error() string { return e.Msg }

// Fail is an Error.
func Fail(format string, args ...any) error { return &Error{Msg: fmt.Sprintf(format, args...)} }

// FailHint is an Error with a hint.
func FailHint(hint, format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...), Hint: hint}
}

// Warnf writes one "hooktool: ..." line on stderr.
func (e *Env) Warnf(format string, args ...any) {
	msg := strings.TrimSpace(fmt.Sprintf(format, args...))
	msg = strings.ReplaceAll(strings.ReplaceAll(msg, "\r", " "), "\n", "; ")
	fmt.Fprintf(e.Stderr, "hooktool: %s\n", msg)
}

// Printf writes to stdout.
func (e *Env) Printf(format string, args ...any) { fmt.Fprintf(e.Stdout, format, args...) }

// Println writes one line to stdout.
func (e *Env) Println(s string) { fmt.Fprintln(e.Stdout, s) }

// Bin is the binary to wire for scope, with a warning when it is not an
// executable file yet (who names the agent that would fail to run it).
func (e *Env) Bin(scope, who string) (string, error) {
	bin, err := e.Binary(scope)
	if err != nil {
		return "", Fail("install: %v", err)
	}
	e.CheckBin(bin, who)
	return bin, nil
}

// CheckBin warns when bin is not an executable file yet (who names the
// agent that would fail to run it), unless it is a copy a dry run plans.
func (e *Env) CheckBin(bin, who string) {
	planned := e.Planned != nil && e.Planned(bin)
	if fi, err := os.Stat(bin); !planned && (err != nil || !fi.Mode().IsRegular() || fi.Mode()&0o111 == 0) {
		e.Warnf("warning: %s is not an executable file yet; %s will fail to run it", bin, who)
	}
}

// Wire is one event an install wires for an agent whose hooks are
// commands in a config file, with the timeout in that agent's own unit.
type Wire struct {
	Event   string
	Matcher string
	Timeout int
}

// Command is the hook command install writes for agent.
func Command(bin, agent string) string {
	return settings.ShellQuote(bin) + " hook --harness " + agent
}

// Entries are hooktool's entries for agent, one per wired event.
func Entries(bin, agent string, wires []Wire) []settings.Entry {
	var out []settings.Entry
	for _, w := range wires {
		out = append(out, settings.Entry{Event: w.Event, Matcher: w.Matcher, Command: Command(bin, agent), Timeout: w.Timeout})
	}
	return out
}

// ReadHooks reads a hooks file install is about to merge into: a file it
// cannot parse as strict JSON is left alone.
func (e *Env) ReadHooks(path string) (old []byte, exists bool, err error) {
	old, exists, err = settings.ReadFile(path)
	if err != nil {
		return nil, false, Fail("install: %v", err)
	}
	if exists {
		if err := settings.Check(path, old); err != nil {
			return nil, false, FailHint("fix the file or remove its comments (hooktool writes only files it can parse as strict JSON); nothing was written",
				"install: %v", err)
		}
	}
	return old, exists, nil
}

// MergeHooks merges entries into the hooks file at path (old is its
// content, from ReadHooks), or prints the diff on a dry run. unit names
// the timeouts' unit for the message. It reports whether the file changed;
// wrote is false on a dry run.
func (e *Env) MergeHooks(path, agent, bin, unit string, old []byte, exists bool, entries []settings.Entry) (changed, wrote bool, err error) {
	out, err := settings.Install(old, entries, e.Fingerprint)
	if err != nil {
		return false, false, Fail("install: %s: %v", path, err)
	}
	if e.DryRun {
		if d := settings.Diff(path, path, old, out); d != "" {
			fmt.Fprint(e.Stdout, d)
		} else {
			e.Printf("%s: already up to date\n", path)
		}
		return false, false, nil
	}
	changed = string(out) != string(old) || !exists
	if changed {
		backup, err := settings.WriteFile(path, out)
		if err != nil {
			return false, false, Fail("install: writing %s: %v", path, err)
		}
		e.Printf("%s: wired %d %s events to %s (timeouts in %s)\n", path, len(entries), agent, bin, unit)
		if backup != "" {
			e.Printf("previous version kept in %s\n", backup)
		}
	} else {
		e.Printf("%s: already up to date (%d events)\n", path, len(entries))
	}
	return changed, true, nil
}

// RemoveHooks takes hooktool's entries out of one hooks file, and the
// file itself when nothing of the user's is left in it.
func (e *Env) RemoveHooks(path string) error {
	old, exists, err := settings.ReadFile(path)
	if err != nil {
		return Fail("uninstall: %v", err)
	}
	if e.Took != nil {
		e.Took(path)
	}
	if !exists {
		e.Printf("%s: no such file; nothing to remove\n", path)
		return nil
	}
	if err := settings.Check(path, old); err != nil {
		return FailHint("fix the file (strict JSON: no comments, no trailing commas); nothing was written", "uninstall: %v", err)
	}
	n := len(settings.Find(old, e.Fingerprint))
	out, err := settings.Uninstall(old, e.Fingerprint)
	if err != nil {
		return Fail("uninstall: %s: %v", path, err)
	}
	if string(out) == string(old) {
		e.Printf("%s: no hooktool entries\n", path)
		return nil
	}
	if e.DryRun {
		fmt.Fprint(e.Stdout, settings.Diff(path, path, old, out))
		return nil
	}
	if fi, err := os.Lstat(path); err == nil && fi.Mode().IsRegular() && settings.Empty(out) {
		// Nothing of the user's is left (install created the file, or
		// it held only hooktool): an empty object means the same to the
		// client as no file, so leave no file and no backup behind.
		if err := os.Remove(path); err != nil {
			return Fail("uninstall: %v", err)
		}
		os.Remove(path + settings.BackupSuffix)
		e.Printf("%s: removed %d hooktool entries; nothing else was in it, so the file is gone\n", path, n)
		return nil
	}
	backup, err := settings.WriteFile(path, out)
	if err != nil {
		return Fail("uninstall: writing %s: %v", path, err)
	}
	e.Printf("%s: removed %d hooktool entries\nprevious version kept in %s\n", path, n, backup)
	return nil
}

// IsError reports whether err is an install Error, and which.
func IsError(err error) (*Error, bool) { return errors.AsType[*Error](err) }

// WriteOwned writes a file hooktool owns whole (a plugin, a hooks file):
// a file of the same name that is not hooktool's (no marker in it) is
// never overwritten. after, when set, runs once the file is written.
func (e *Env) WriteOwned(path string, content []byte, marker string, after func()) error {
	old, exists, err := settings.ReadFile(path) // bounded, and never waits on a planted FIFO
	if err == nil && !exists {
		err = fs.ErrNotExist
	}
	switch {
	case err == nil && !bytes.Contains(old, []byte(marker)):
		return FailHint("move it aside, or install with --scope project", "install: %s exists and is not hooktool's; left alone", path)
	case err == nil && bytes.Equal(old, content):
		e.Printf("%s: already up to date\n", path)
		return nil
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return Fail("install: %v", err)
	}
	if e.DryRun {
		e.Printf("%s: would be written (%d bytes)\n", path, len(content))
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return Fail("install: %v", err)
	}
	backup, err := settings.WriteFile(path, content)
	if err != nil {
		return Fail("install: writing %s: %v", path, err)
	}
	if backup != "" {
		// The file is generated whole: no backup worth keeping. It lies
		// beside the link's target when path is a link.
		os.Remove(backup)
	}
	e.Printf("%s: written\n", path)
	if after != nil {
		after()
	}
	return nil
}

// RemoveOwned removes path when it carries hooktool's marker.
func (e *Env) RemoveOwned(p, marker string) error {
	b, exists, err := settings.ReadFile(p)
	if err == nil && !exists {
		err = fs.ErrNotExist
	}
	if errors.Is(err, fs.ErrNotExist) {
		e.Printf("%s: not installed\n", p)
		return nil
	}
	if err != nil {
		return Fail("uninstall: %v", err)
	}
	if !bytes.Contains(b, []byte(marker)) {
		e.Printf("%s is not hooktool's; left alone\n", p)
		return nil
	}
	if e.DryRun {
		e.Printf("%s: would be removed\n", p)
		return nil
	}
	if err := os.Remove(p); err != nil {
		return Fail("uninstall: %v", err)
	}
	e.Printf("%s: removed\n", p)
	return nil
}

// RemoveOwnedFolder removes the one file hooktool owns in a folder install
// made for it (plugins/, hooks/), and the folder too when nothing else is
// in it: the client's files come back as they were.
func (e *Env) RemoveOwnedFolder(p, marker string) error {
	if err := e.RemoveOwned(p, marker); err != nil {
		return err
	}
	if !e.DryRun {
		_ = os.Remove(filepath.Dir(p)) // only when empty
	}
	return nil
}
