package wiring

import "path/filepath"

// geminiKeys are the Gemini CLI settings that carry or switch its hooks
// (hooksConfig.enabled, hooksConfig.disabled); a tool the user allows for
// good is not among them.
var geminiKeys = []string{"hooks", "hooksConfig"}

// GeminiDir is Gemini CLI's user folder: $GEMINI_CLI_HOME/.gemini, else
// ~/.gemini.
func GeminiDir(e Env) string {
	if d := e.dirVar("GEMINI_CLI_HOME"); d != "" {
		return filepath.Join(d, ".gemini")
	}
	return e.home(".gemini")
}

// Gemini is Gemini CLI's wiring: the user, project and system settings.
func Gemini(e Env) []Item {
	var l list
	const what = "a Gemini CLI settings file (its hooks)"
	if d := GeminiDir(e); d != "" {
		l.add(Item{Agent: "gemini", Path: filepath.Join(d, "settings.json"), Kind: File, What: what, Keys: geminiKeys})
	}
	l.add(Item{Agent: "gemini", Path: e.project(".gemini", "settings.json"), Kind: File, What: what, Keys: geminiKeys})
	sys := "/etc/gemini-cli/settings.json"
	if f := e.Get("GEMINI_CLI_SYSTEM_SETTINGS_PATH"); filepath.IsAbs(f) {
		sys = f
	}
	l.add(Item{Agent: "gemini", Path: sys, Kind: File, What: what, Keys: geminiKeys})
	l.add(Item{Agent: "gemini", Path: "/etc/gemini-cli/system-defaults.json", Kind: File, What: what, Keys: geminiKeys})
	// Gemini CLI loads a .env file (the project's .gemini/.env or .env, up
	// to home, else ~/.gemini/.env or ~/.env): one can set GEMINI_CLI_HOME
	// or the system settings path for every later session.
	const env = "a .env file Gemini CLI loads (variables that move its config)"
	for _, p := range []string{e.project(".gemini", ".env"), e.project(".env"), e.home(".gemini", ".env"), e.home(".env")} {
		l.add(Item{Agent: "gemini", Path: p, Kind: Startup, What: env, Lines: startupLines})
	}
	return l
}
