package main

import "github.com/urfave/cli/v2"

// guardCommand is a placeholder until the boundary work lands.
func guardCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "guard",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "guard: not built yet") },
	}
}
