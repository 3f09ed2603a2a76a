package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/settings"
)

func uninstallCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "uninstall",
		Usage: "remove hooktool's entries from a Claude Code settings file, and nothing else",
		Description: "Removes exactly the hook entries hooktool recognises as its own (a command that\n" +
			"runs hooktool with the hook subcommand), with the groups and event lists that held\n" +
			"only them. A file install changed comes back byte for byte.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "scope", Value: "user", Usage: "user, project, local, or all three"},
			&cli.BoolFlag{Name: "dry-run", Usage: "print a unified diff of what would change and write nothing"},
		},
		Action: func(c *cli.Context) error {
			scopes := []string{c.String("scope")}
			if scopes[0] == "all" {
				scopes = []string{"user", "project", "local"}
			}
			for _, sc := range scopes {
				if err := e.uninstall(sc, c.Bool("dry-run")); err != nil {
					return err
				}
			}
			return nil
		},
	}
}

func (e *env) uninstall(scope string, dry bool) error {
	path, err := e.scopeFile(scope)
	if err != nil {
		return fail(exitError, "uninstall: %v", err)
	}
	old, exists, err := settings.ReadFile(path)
	if err != nil {
		return fail(exitError, "uninstall: %v", err)
	}
	if !exists {
		fmt.Fprintf(e.stdout, "%s: no such file; nothing to remove\n", path)
		return nil
	}
	if err := settings.Check(path, old); err != nil {
		return failHint(exitError, "fix the file (strict JSON: no comments, no trailing commas); nothing was written", "uninstall: %v", err)
	}
	n := len(settings.Find(old, e.fingerprint()))
	out, err := settings.Uninstall(old, e.fingerprint())
	if err != nil {
		return fail(exitError, "uninstall: %s: %v", path, err)
	}
	if string(out) == string(old) {
		fmt.Fprintf(e.stdout, "%s: no hooktool entries\n", path)
		return nil
	}
	if dry {
		fmt.Fprint(e.stdout, settings.Diff(path, path, old, out))
		return nil
	}
	backup, err := settings.WriteFile(path, out)
	if err != nil {
		return fail(exitError, "uninstall: writing %s: %v", path, err)
	}
	fmt.Fprintf(e.stdout, "%s: removed %d hooktool entries\nprevious version kept in %s\n", path, n, backup)
	return nil
}
