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
	return l
}
