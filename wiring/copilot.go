package wiring

import "path/filepath"

// Copilot is what wires hooktool into GitHub Copilot CLI: the user's hooks
// file (the trusted one), the settings that can switch every hook off
// (disableAllHooks), and the repository's .github/hooks, which the agent
// can write and which hooktool treats as project settings.
func Copilot(env Env) []Item {
	home := filepath.Join(env.Home, ".copilot")
	if d := env.Get("COPILOT_HOME"); d != "" {
		home = d
	}
	out := []Item{
		{Agent: "copilot", Path: filepath.Join(home, "hooks", "hooktool.json"), Kind: File, What: "hooktool's GitHub Copilot CLI hooks file"},
		{Agent: "copilot", Path: filepath.Join(home, "hooks"), Kind: Dir, What: "GitHub Copilot CLI's hooks folder"},
		{Agent: "copilot", Path: filepath.Join(home, "settings.json"), Kind: File, What: "GitHub Copilot CLI's settings"},
	}
	if env.Project != "" {
		out = append(out, Item{Agent: "copilot", Path: filepath.Join(env.Project, ".github", "hooks"), Kind: Dir, What: "the repository's Copilot CLI hooks folder"})
	}
	return out
}
