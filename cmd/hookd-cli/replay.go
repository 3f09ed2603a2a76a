package main

import "github.com/urfave/cli/v2"

// replayCommand is a placeholder until the guard work lands.
func replayCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "replay",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "replay: not built yet") },
	}
}
