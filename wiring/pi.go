package wiring

import "path/filepath"

// PiDir is Pi's agent folder: PI_CODING_AGENT_DIR, else ~/.pi/agent.
func PiDir(e Env) string {
	if d := e.dirVar("PI_CODING_AGENT_DIR"); d != "" {
		return d
	}
	return e.home(".pi", "agent")
}

// Pi is Pi's wiring: hooktool's extension in the user's agent folder and
// the project's, and the settings that list extensions. Moving the agent
// folder away shows as the extension going missing.
func Pi(e Env) []Item {
	var l list
	const ext, set = "hooktool's Pi extension", "a Pi settings file (the extensions it loads)"
	keys := []string{"extensions", "packages"}
	if d := PiDir(e); d != "" {
		l.add(Item{Agent: "pi", Path: filepath.Join(d, "extensions", "hooktool.ts"), Kind: File, What: ext})
		l.add(Item{Agent: "pi", Path: filepath.Join(d, "settings.json"), Kind: File, What: set, Keys: keys})
	}
	l.add(Item{Agent: "pi", Path: e.project(".pi", "extensions", "hooktool.ts"), Kind: File, What: ext})
	l.add(Item{Agent: "pi", Path: e.project(".pi", "settings.json"), Kind: File, What: set, Keys: keys})
	// Pi loads every extension in these folders into its process, beside
	// hooktool's: another one can replace what hooktool's runs.
	const folder = "a Pi extensions folder (every extension in it runs in Pi's process)"
	if d := PiDir(e); d != "" {
		l.add(Item{Agent: "pi", Path: filepath.Join(d, "extensions"), Kind: Dir, What: folder})
	}
	l.add(Item{Agent: "pi", Path: e.project(".pi", "extensions"), Kind: Dir, What: folder})
	return l
}
