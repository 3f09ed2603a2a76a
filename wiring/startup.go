package wiring

import "path/filepath"

// startupLines select the lines of a shell start-up file that can move an
// agent's config, or hooktool's, away from where hooktool is wired in, or
// skip git's hooks: the variables that relocate a client's folder and the
// aliases or settings that pass --no-verify.
var startupLines = []string{
	"claude_config_dir", "codex_home", "gemini_cli_home", "gemini_cli_system", "pi_coding_agent_dir",
	"openclaw_state_dir", "openclaw_config_path", "openclaw_profile", "outfitter_system_dir",
	"copilot_home", "opencode_config",
	"hooktool", "xdg_config_home", "xdg_state_home", "git_config", "git_dir", "hookspath", "no-verify",
}

// Startups are the shell start-up files of the user's shells (bash, zsh,
// sh, fish), systemd's environment.d and /etc/environment, where a variable like CLAUDE_CONFIG_DIR or CODEX_HOME set for
// every later session would point the client at a folder without hooktool.
func Startups(e Env) []Item {
	var l list
	const what = "a shell start-up file (variables that move an agent's config)"
	for _, f := range []string{".bashrc", ".bash_profile", ".bash_login", ".profile", ".zshrc", ".zprofile", ".zshenv", ".zlogin"} {
		l.add(Item{Agent: "startup", Path: e.home(f), Kind: Startup, What: what, Lines: startupLines})
	}
	if z := e.dirVar("ZDOTDIR"); z != "" {
		for _, f := range []string{".zshrc", ".zprofile", ".zshenv"} {
			l.add(Item{Agent: "startup", Path: filepath.Join(z, f), Kind: Startup, What: what, Lines: startupLines})
		}
	}
	fish := e.home(".config", "fish", "config.fish")
	if x := e.dirVar("XDG_CONFIG_HOME"); x != "" {
		fish = filepath.Join(x, "fish", "config.fish")
	}
	l.add(Item{Agent: "startup", Path: fish, Kind: Startup, What: what, Lines: startupLines})
	// systemd's user environment (environment.d(5)): every *.conf there
	// sets variables for the user's services and, through the user
	// manager, graphical sessions and their terminals. Watched as a
	// folder: a new file is as much a change as an edited one.
	envd := e.home(".config", "environment.d")
	if x := e.dirVar("XDG_CONFIG_HOME"); x != "" {
		envd = filepath.Join(x, "environment.d")
	}
	l.add(Item{Agent: "startup", Path: envd, Kind: Dir, What: "systemd's user environment folder (variables that move an agent's config)"})
	// pam_env reads /etc/environment at every login, for every user: an
	// agent running as root could relocate a client's config there. One
	// stat per call; a user without root cannot write it anyway.
	l.add(Item{Agent: "startup", Path: "/etc/environment", Kind: Startup, What: "the system environment file (variables that move an agent's config)", Lines: startupLines})
	return l
}

// StartupLines select the lines of a start-up file that matter (those
// naming a variable that moves an agent's config), for an agent's list of
// the start-up files it reads itself.
func StartupLines() []string { return startupLines }
