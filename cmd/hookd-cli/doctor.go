package main

import "github.com/urfave/cli/v2"

// doctorCommand is a placeholder until the install work lands.
func doctorCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:   "doctor",
		Hidden: true,
		Action: func(*cli.Context) error { return fail(exitError, "doctor: not built yet") },
	}
}
