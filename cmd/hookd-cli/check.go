package main

import "github.com/urfave/cli/v2"

// checkCommand is a placeholder until the guard work lands.
func checkCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "check",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "check: not built yet") },
	}
}
