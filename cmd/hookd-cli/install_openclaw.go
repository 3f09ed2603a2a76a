package main

import (
	"path/filepath"

	"github.com/urfave/cli/v2"
)

// openClawDir is OpenClaw's state folder: $OPENCLAW_STATE_DIR, else
// ~/.openclaw.
func (e *env) openClawDir() string {
	if d := e.getenv("OPENCLAW_STATE_DIR"); d != "" {
		return d
	}
	return filepath.Join(e.home(), ".openclaw")
}

// openClawPluginFiles are the files of hooktool's OpenClaw plugin.
func (e *env) openClawPluginFiles() []string {
	dir := filepath.Join(e.openClawDir(), "extensions", "hooktool")
	return []string{filepath.Join(dir, "index.js"), filepath.Join(dir, "package.json"), filepath.Join(dir, "openclaw.plugin.json")}
}

func (e *env) installOpenClaw(c *cli.Context) error {
	return fail(exitError, "install: openclaw is not supported yet")
}
