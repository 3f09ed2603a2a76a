package main

import "github.com/urfave/cli/v2"

// uninstallCommand is a placeholder until the install work lands.
func uninstallCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "uninstall",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "uninstall: not built yet") },
	}
}
