package main

import (
	"github.com/urfave/cli/v2"

	"github.com/hookd/hookd/settings"
)

func snippetCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "snippet",
		Usage: "print the settings.json hooks snippet of a profile, for editing by hand",
		Description: "Prints {\"hooks\": ...} for the profile, with this binary's absolute path and the\n" +
			"events the installed Claude Code knows. Merge it into ~/.claude/settings.json, or let\n" +
			"`hooktool install` do that.",
		Flags: wireFlags(),
		Action: func(c *cli.Context) error {
			plan, _, _, err := e.claudeOptions(c).Plan(e.installEnv(c, "", false), func() (string, error) { return e.binaryPath(c.String("binary")) })
			if err != nil {
				return agentErr(err)
			}
			_, err = e.stdout.Write(settings.Snippet(plan.Entries))
			return err
		},
	}
}
