package main

import (
	"os"
	"strings"
)

// plannedCopy reports whether bin is the copy a dry run of install would
// place (no --binary given) and that copy is not there yet: warning that
// it is missing would only be noise about install's own plan.
func plannedCopy(c *call, bin string) bool {
	if !c.bool("dry-run") || c.str("binary") != "" {
		return false
	}
	_, err := os.Stat(bin)
	return err != nil
}

// noHarnessFound is install --harness all on a machine with none of the
// agents: it names every one it looked for.
func noHarnessFound(looked []string) error {
	return failHint(exitFindings, "install the agent first, or name one with --harness to wire it anyway",
		"install: no agent found (looked for %s)", strings.Join(looked, ", "))
}
