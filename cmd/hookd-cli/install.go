package main

import "github.com/urfave/cli/v2"

// installCommand is a placeholder until the install work lands.
func installCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "install",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "install: not built yet") },
	}
}
