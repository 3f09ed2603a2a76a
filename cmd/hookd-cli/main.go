// Command hooktool is hookd's one binary: Claude Code calls it for every hook
// event, git calls it before a push, and users call it to explain, install and
// diagnose. The command surface and the exit-code table are in the README;
// cli.go walks the command table (app.go) and exit.go maps errors to codes.
package main

import (
	"os"

	// Before anything else initialises: see the package.
	_ "github.com/hookd/hookd/internal/bigstack"
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}
