package main

import "github.com/urfave/cli/v2"

// snippetCommand is a placeholder until the install work lands.
func snippetCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "snippet",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "snippet: not built yet") },
	}
}
