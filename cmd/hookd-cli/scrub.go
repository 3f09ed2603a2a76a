package main

import "github.com/urfave/cli/v2"

// scrubCommand is a placeholder until the boundary work lands.
func scrubCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "scrub",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "scrub: not built yet") },
	}
}
