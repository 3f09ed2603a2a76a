package gemini

import (
	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/settings"
)

// Install wires hooktool into Gemini CLI: hooktool's entries merged into
// the hooks of settings.json of the scope (user: ~/.gemini, project:
// .gemini/).
func (Agent) Install(e *install.Env) error {
	path, err := settingsFile(e.Home, e.Project, e.Getenv, e.Scope)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	old, exists, err := e.ReadHooks(path)
	if err != nil {
		return err
	}
	bin, err := e.Bin(e.Scope, Name)
	if err != nil {
		return err
	}
	_, wrote, err := e.MergeHooks(path, Name, bin, "milliseconds", old, exists, install.Entries(bin, Name, Hooks()))
	if err != nil || !wrote {
		return err
	}
	notes(e, path, e.Scope == "project")
	return nil
}

// notes warns when Gemini's hooks are switched off in that file.
func notes(e *install.Env, path string, project bool) {
	data, _, err := settings.ReadFile(path)
	if err != nil || !gjson.ValidBytes(data) {
		return
	}
	if v := gjson.GetBytes(data, "hooksConfig.enabled"); v.Exists() && !v.Bool() {
		e.Warnf("warning: %s sets hooksConfig.enabled to false: Gemini CLI runs no hook until it is true", path)
	}
	if project {
		e.Println("Gemini CLI reads a project's .gemini/settings.json only in a trusted folder, and asks before running project hooks it has not seen.")
	}
}

// Uninstall takes hooktool's entries out of settings.json of the scope.
func (Agent) Uninstall(e *install.Env) error {
	path, err := settingsFile(e.Home, e.Project, e.Getenv, e.Scope)
	if err != nil {
		return install.Fail("uninstall: %v", err)
	}
	return e.RemoveHooks(path)
}
