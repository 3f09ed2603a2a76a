package main

import "github.com/urfave/cli/v2"

// logCommand is a placeholder until the guard work lands.
func logCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "log",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "log: not built yet") },
	}
}
