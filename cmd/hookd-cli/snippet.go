package main

import (
	"github.com/hookd/hookd/settings"
)

func snippetCommand(e *env) *command {
	return &command{
		name:  "snippet",
		usage: "print the settings.json hooks snippet of a profile, for editing by hand",
		desc: "Prints {\"hooks\": ...} for the profile, with this binary's absolute path and the\n" +
			"events the installed Claude Code knows. Merge it into ~/.claude/settings.json, or let\n" +
			"`hooktool install` do that.",
		flags: wireFlags(),
		run: func(c *call) error {
			plan, _, _, err := e.claudeOptions(c).Plan(e.installEnv(c, "", false), func() (string, error) { return e.binaryPath(c.str("binary")) })
			if err != nil {
				return agentErr(err)
			}
			_, err = e.stdout.Write(settings.Snippet(plan.Entries))
			return err
		},
	}
}
