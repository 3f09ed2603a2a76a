package pi

import (
	"github.com/hookd/hookd/install"
	"github.com/hookd/hookd/settings"
)

// Install writes hooktool's extension into Pi's extensions folder of the
// scope (user: the agent folder, project: .pi/extensions).
func (Agent) Install(e *install.Env) error {
	path, err := extensionFile(e.Home, e.Project, e.Getenv, e.Scope)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	bin, err := e.Binary(e.Scope)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	return e.WriteOwned(path, Extension(bin, e.OnError()), Marker, func() {
		e.Printf("pi loads it at start (or: pi --extension %s)\n", settings.ShellQuote(path))
	})
}

// Uninstall removes hooktool's extension, and only when it is hooktool's.
func (Agent) Uninstall(e *install.Env) error {
	path, err := extensionFile(e.Home, e.Project, e.Getenv, e.Scope)
	if err != nil {
		return install.Fail("uninstall: %v", err)
	}
	return e.RemoveOwned(path, Marker)
}
