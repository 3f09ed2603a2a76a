package main

import "github.com/urfave/cli/v2"

// explainCommand is a placeholder until the guard work lands.
func explainCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "explain",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "explain: not built yet") },
	}
}
