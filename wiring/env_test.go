package wiring

import (
	"errors"
	"strings"
	"testing"
)

// The places a later login, terminal or shell takes its environment from,
// each in its own syntax: a line counts when it sets a counted variable
// or pulls in another file, and only then.
func TestConfigSyntaxLines(t *testing.T) {
	counts := []string{
		`XDG_CONFIG_HOME DEFAULT=@{HOME}/.config-alt`,      // pam_env
		`CODEX_HOME OVERRIDE=/tmp/cx`,                      // pam_env
		`DefaultEnvironment=CLAUDE_CONFIG_DIR=/tmp/cc`,     // systemd user.conf
		`DefaultEnvironment="LANG=C" "NODE_OPTIONS=-r /x"`, // systemd, the second assignment
		`ManagerEnvironment=GIT_CONFIG_GLOBAL=/tmp/g`,
		`env NODE_OPTIONS=--require=/tmp/x.js`, // kitty
		`XDG_CONFIG_HOME = "/tmp/xdg"`,         // alacritty [env], TOML
		`  BASH_ENV = '/tmp/b.sh',`,            // wezterm, Lua table
		`config.set_environment_variables = { PATH = '/tmp/bin' }`,
		`["GIT_DIR"] = "/tmp/g",`,                 // Lua, quoted key
		`  NODE_OPTIONS: "--require /tmp/x.js"`,   // alacritty.yml
		`include ~/.config/kitty/extra.conf`,      // kitty
		`include=/tmp/foot-extra.ini`,             // foot
		`import = ["~/.config/alacritty/x.toml"]`, // alacritty
		`source-file -q ~/.tmux.local.conf`,       // tmux
		`source_env ../.envrc.shared`,             // direnv
		`dotenv_if_exists .env.agent`,
		`PATH_add .bin`,
	}
	ordinary := []string{
		`EDITOR DEFAULT=vim`,
		`DefaultEnvironment=LANG=C.UTF-8`,
		`DefaultTimeoutStopSec=10s`,
		`font_size 13.0`,
		`env RUST_LOG=debug`,
		`size = 12`,
		`RUST_LOG = "debug"`,
		`config.font_size = 13`,
		`  font: "Fira Code"`,
		`[environment]`,
		`export DATABASE_URL=postgres://localhost/app`,
		`layout python3`,
	}
	for _, l := range counts {
		if !StartupLine(l) {
			t.Errorf("does not count: %s", l)
		}
	}
	for _, l := range ordinary {
		if StartupLine(l) {
			t.Errorf("counts: %s", l)
		}
	}
}

// The variables each client really reads to move its settings or switch
// its hooks or plugins off count (the agents' lists, AddVars): Claude
// Code's policy folder and cowork settings, and one of each other
// client's. The registry adds them; here, as it does.
func TestClientVariablesCount(t *testing.T) {
	AddVars("CLAUDE_CODE_MANAGED_SETTINGS_PATH", "CLAUDE_CODE_USE_COWORK_PLUGINS")
	for _, v := range []string{"CLAUDE_CODE_MANAGED_SETTINGS_PATH", "CLAUDE_CODE_USE_COWORK_PLUGINS", "XDG_CACHE_HOME"} {
		if !StartupVar(v) || !StartupLine("export "+v+"=1") {
			t.Errorf("%s does not count", v)
		}
	}
}

// A VS Code workspace file carries terminal variables under "settings".
func TestWorkspaceJSONSelect(t *testing.T) {
	AddVars("CLAUDE_CODE_SIMPLE")
	it := Item{Kind: StartupDir, Keys: termEnvKeys, Syntax: SyntaxWorkspaceJSON}
	in := "{\n // team\n \"folders\": [{\"path\": \".\"}],\n \"settings\": {\"editor.tabSize\": 2, \"terminal.integrated.env.linux\": {\"CLAUDE_CODE_SIMPLE\": \"1\", \"RUST_LOG\": \"x\"},},\n}"
	got := Selected(it, []byte(in))
	if len(got) != 1 || !strings.Contains(got[0], "CLAUDE_CODE_SIMPLE") {
		t.Errorf("selected %q", got)
	}
	if got := Selected(it, []byte(`{"folders": [{"path": "."}], "settings": {"terminal.integrated.env.linux": {"RUST_LOG": "x"}}}`)); len(got) != 0 {
		t.Errorf("an ordinary workspace selected %q", got)
	}
}

// The new places are in the list, each read by its lines: pam_env,
// systemd's user manager, the terminal emulators, direnv (the project's
// .envrc and its parents', the allow records), a project's workspace
// files, fish's functions; the PATH folders watch the hook shells too;
// and a tmux source-file and a kitty include are followed.
func TestStartupsEnvironmentPlaces(t *testing.T) {
	files := map[string]string{
		"/h/.tmux.conf":               "set -g mouse on\nsource-file -q ~/.tmux.local.conf\n",
		"/h/.config/kitty/kitty.conf": "include theme.conf\n",
	}
	read := func(p string) ([]byte, error) {
		if s, ok := files[p]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("absent")
	}
	e := Env{Home: "/h", Project: "/h/src/app", ReadFile: read}
	got := paths(Startups(e))
	want := map[string]Kind{
		"/h/.pam_environment":                 Startup,
		"/h/.config/systemd/user.conf":        Startup,
		"/h/.config/systemd/user.conf.d":      StartupDir,
		"/h/.config/environment.d":            StartupDir,
		"/h/.config/kitty/kitty.conf":         Startup,
		"/h/.config/alacritty/alacritty.toml": Startup,
		"/h/.config/wezterm/wezterm.lua":      Startup,
		"/h/.config/foot/foot.ini":            Startup,
		"/h/src/app/.envrc":                   Startup,
		"/h/src/.envrc":                       Startup,
		"/h/.envrc":                           Startup,
		"/h/.local/share/direnv/allow":        StartupDir,
		"/h/src/app":                          StartupDir,
		"/h/.config/fish/functions":           Shims,
		"/h/.tmux.local.conf":                 Startup,
		"/h/.config/kitty/theme.conf":         Startup,
	}
	for p, k := range want {
		if it, ok := got[p]; !ok || it.Kind != k {
			t.Errorf("%s: %+v, want kind %v", p, it, k)
		}
	}
	if it := got["/h/.config/fish/functions"]; !contains(it.Names, "claude.fish") || contains(it.Names, "ll.fish") {
		t.Errorf("fish functions: %v", it.Names)
	}
	if it := got["/h/.local/bin"]; !contains(it.Names, "bash") || !contains(it.Names, "sh") || !contains(it.Names, "node") || contains(it.Names, "mytool") {
		t.Errorf("PATH shims: %v", it.Names)
	}
}

func contains(l []string, s string) bool {
	for _, v := range l {
		if v == s {
			return true
		}
	}
	return false
}
