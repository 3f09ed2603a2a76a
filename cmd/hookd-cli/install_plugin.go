package main

import (
	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
)

// onErrorForPlugin is the guard's answer a plugin gives when it cannot run
// the binary: the user file's guard.on_error (the project file cannot relax
// it, as in the hook itself), "ask" by default. Each agent's install bakes
// it into its plugin (install.Env.OnError).
func (e *env) onErrorForPlugin() string {
	cfg, _ := config.Load(config.Paths{User: e.configPaths("").User})
	switch v := guard.Setting(cfg, "on_error", "ask"); v {
	case "allow", "deny", "ask":
		return v
	}
	return "ask"
}
