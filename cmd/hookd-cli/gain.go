package main

import "github.com/urfave/cli/v2"

// gainCommand is a placeholder until the reduce work lands.
func gainCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "gain",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "gain: not built yet") },
	}
}
