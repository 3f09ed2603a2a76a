package main

import "github.com/urfave/cli/v2"

// reduceCommand is a placeholder until the reduce work lands.
func reduceCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "reduce",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "reduce: not built yet") },
	}
}
