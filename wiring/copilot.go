package wiring

import "path/filepath"

// CopilotDir is GitHub Copilot CLI's folder: COPILOT_HOME, else ~/.copilot.
func CopilotDir(e Env) string {
	if d := e.dirVar("COPILOT_HOME"); d != "" {
		return d
	}
	return e.home(".copilot")
}

// Copilot is GitHub Copilot CLI's wiring: hooktool's hooks file in the
// user's hooks folder (the trusted one), the settings whose hooks,
// disableAllHooks and disabledHooks (hooks switched off one by one, by the
// content hash Copilot gives each) can add hooks or switch them off, and the
// repository's .github/hooks, which the agent can write and which hooktool
// treats as project settings.
func Copilot(e Env) []Item {
	var l list
	if d := CopilotDir(e); d != "" {
		l.add(Item{Agent: "copilot", Path: filepath.Join(d, "hooks", "hooktool.json"), Kind: File, What: "hooktool's GitHub Copilot CLI hooks file"})
		l.add(Item{Agent: "copilot", Path: filepath.Join(d, "settings.json"), Kind: File, What: "GitHub Copilot CLI's settings (hooks, disableAllHooks, disabledHooks)",
			Keys: []string{"hooks", "disableAllHooks", "disabledHooks"}})
	}
	l.add(Item{Agent: "copilot", Path: e.project(".github", "hooks"), Kind: Dir, What: "the repository's GitHub Copilot CLI hooks"})
	return l
}
