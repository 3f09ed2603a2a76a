package copilot

import (
	"fmt"

	"github.com/hookd/hookd/install"
)

// hooksFile is the one file hooktool owns for Copilot in scope.
func hooksFile(e *install.Env) (string, error) {
	switch e.Scope {
	case "user", "":
		return UserHooksFile(e.Home, e.Getenv), nil
	case "project":
		return ProjectHooksFile(e.Project), nil
	}
	return "", fmt.Errorf("unknown scope %q for %s (want user or project)", e.Scope, Name)
}

// Install writes hooktool's hooks file for the scope: the user's
// (~/.copilot/hooks, the trusted one) or the repository's (.github/hooks).
func (Agent) Install(e *install.Env) error {
	path, err := hooksFile(e)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	bin, err := e.Binary(e.Scope)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	note := "copilot runs these hooks at the next start"
	if e.Scope == "project" {
		note = "copilot runs a repository's .github/hooks only in a trusted folder; the user file (~/.copilot/hooks) is the one the agent cannot change"
	}
	return e.WriteOwned(path, HooksFile(bin), Marker, func() { e.Println(note) })
}

// Uninstall removes hooktool's hooks file, and the hooks folder install
// made for it when nothing else is in it.
func (Agent) Uninstall(e *install.Env) error {
	path, err := hooksFile(e)
	if err != nil {
		return install.Fail("uninstall: %v", err)
	}
	return e.RemoveOwnedFolder(path, Marker)
}
