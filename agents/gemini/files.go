package gemini

import (
	"fmt"
	"path/filepath"

	"github.com/hookd/hookd/wiring"
)

// geminiKeys are the Gemini CLI settings that carry or switch its hooks
// (hooksConfig.enabled, hooksConfig.disabled); a tool the user allows for
// good is not among them.
var geminiKeys = []string{"hooks", "hooksConfig"}

// Dir is Gemini CLI's user folder as the wiring list names it:
// $GEMINI_CLI_HOME/.gemini when absolute, else ~/.gemini.
func Dir(e wiring.Env) string {
	if d := e.DirVar("GEMINI_CLI_HOME"); d != "" {
		return filepath.Join(d, ".gemini")
	}
	return e.InHome(".gemini")
}

// Home is Gemini CLI's user folder as install and doctor find it:
// $GEMINI_CLI_HOME/.gemini as set, else ~/.gemini.
func Home(home string, getenv func(string) string) string {
	if getenv != nil {
		if d := getenv("GEMINI_CLI_HOME"); d != "" {
			return filepath.Join(d, ".gemini")
		}
	}
	return filepath.Join(home, ".gemini")
}

// settingsFile is the settings file install writes in scope.
func settingsFile(home, project string, getenv func(string) string, scope string) (string, error) {
	switch scope {
	case "user", "":
		return filepath.Join(Home(home, getenv), "settings.json"), nil
	case "project":
		return filepath.Join(project, ".gemini", "settings.json"), nil
	}
	return "", fmt.Errorf("unknown scope %q for %s (want user or project)", scope, Name)
}

// Wiring is Gemini CLI's wiring: the user, project and system settings,
// and the .env files it loads.
func Wiring(e wiring.Env) []wiring.Item {
	var l wiring.List
	const what = "a Gemini CLI settings file (its hooks)"
	if d := Dir(e); d != "" {
		l.Add(wiring.Item{Agent: "gemini", Path: filepath.Join(d, "settings.json"), Kind: wiring.File, What: what, Keys: geminiKeys})
	}
	l.Add(wiring.Item{Agent: "gemini", Path: e.InProject(".gemini", "settings.json"), Kind: wiring.File, What: what, Keys: geminiKeys})
	sys := "/etc/gemini-cli/settings.json"
	if f := e.Get("GEMINI_CLI_SYSTEM_SETTINGS_PATH"); filepath.IsAbs(f) {
		sys = f
	}
	l.Add(wiring.Item{Agent: "gemini", Path: sys, Kind: wiring.File, What: what, Keys: geminiKeys})
	l.Add(wiring.Item{Agent: "gemini", Path: "/etc/gemini-cli/system-defaults.json", Kind: wiring.File, What: what, Keys: geminiKeys})
	// Gemini CLI loads a .env file (the project's .gemini/.env or .env, up
	// to home, else ~/.gemini/.env or ~/.env): one can set GEMINI_CLI_HOME
	// or the system settings path for every later session.
	const env = "a .env file Gemini CLI loads (variables that move its config)"
	for _, p := range []string{e.InProject(".gemini", ".env"), e.InProject(".env"), e.InHome(".gemini", ".env"), e.InHome(".env")} {
		l.Add(wiring.Item{Agent: "gemini", Path: p, Kind: wiring.Startup, What: env, Lines: wiring.StartupLines()})
	}
	return l
}
