package opencode

import (
	"fmt"

	"github.com/hookd/hookd/install"
)

// pluginFile is the one file hooktool owns for OpenCode in scope.
func pluginFile(e *install.Env) (string, error) {
	switch e.Scope {
	case "user", "":
		return UserPlugin(e.Home, e.Getenv), nil
	case "project":
		return ProjectPlugin(e.Project), nil
	}
	return "", fmt.Errorf("unknown scope %q for %s (want user or project)", e.Scope, Name)
}

// Install writes hooktool's plugin into OpenCode's plugins folder of the
// scope, calling the binary and answering guard.on_error when it cannot.
func (Agent) Install(e *install.Env) error {
	path, err := pluginFile(e)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	bin, err := e.Binary(e.Scope)
	if err != nil {
		return install.Fail("install: %v", err)
	}
	return e.WriteOwned(path, Plugin(bin, e.OnError()), Marker, func() { e.Println("opencode loads it at start") })
}

// Uninstall removes hooktool's plugin, and the plugins folder install made
// for it when nothing else is in it.
func (Agent) Uninstall(e *install.Env) error {
	path, err := pluginFile(e)
	if err != nil {
		return install.Fail("uninstall: %v", err)
	}
	return e.RemoveOwnedFolder(path, Marker)
}
