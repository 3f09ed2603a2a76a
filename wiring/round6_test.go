package wiring

import (
	"slices"
	"testing"
)

// Round 6: resource limits set at login that leave a later session's
// hooks unable to write their state or a restore count as start-up lines
// (V29, V30); raising a limit, core dumps and other lines do not.
func TestStartupLineLimits(t *testing.T) {
	for line, want := range map[string]bool{
		"ulimit -f 0":                  true,
		"ulimit 0":                     true,
		"ulimit -Sf 1024":              true,
		"ulimit -n 12":                 true,
		"ulimit -v 100000":             true,
		"ulimit -n 65536":              false,
		"ulimit -c unlimited":          false,
		"ulimit -c 0":                  false,
		"ulimit -s 8192":               false,
		"ulimit -n $N":                 true,
		"DefaultLimitFSIZE=0":          true,
		"DefaultLimitNOFILE=12":        true,
		"DefaultLimitNOFILE=1024:4096": false,
		"DefaultLimitNOFILE=infinity":  false,
		"DefaultLimitCORE=0":           false,
		"DefaultTimeoutStopSec=10s":    false,
	} {
		if got := StartupLine(line); got != want {
			t.Errorf("StartupLine(%q) = %v, want %v", line, got, want)
		}
	}
}

// Hyprland's `source = FILE` is followed like a shell's source (V08).
func TestSourcedHyprland(t *testing.T) {
	got := sourced(Env{Home: "/h"}, "/h/.config/hypr", []byte("source = ~/.config/hypr/env.conf\nmonitor=,preferred,auto,1\n"))
	if !slices.Equal(got, []string{"/h/.config/hypr/env.conf"}) {
		t.Errorf("sourced: %q", got)
	}
}

// The login, desktop, remote and editor files round 6 found unlisted.
func TestStartupRound6Files(t *testing.T) {
	items := Startups(Env{Home: "/h"})
	for _, want := range []string{"/h/.xsession", "/h/.ssh/environment", "/h/.config/labwc/environment", "/h/.config/niri/config.kdl",
		"/h/.config/alacritty.toml", "/h/.emacs.d/init.el", "/h/.config/fish/fish_variables", "/h/.config/nvim/init.lua", "/h/.vscode-server/data/Machine/settings.json"} {
		if !slices.ContainsFunc(items, func(it Item) bool { return it.Path == want }) {
			t.Errorf("%s is not listed", want)
		}
	}
}

// npm's node-options is NODE_OPTIONS for what npm starts (V22); its other
// settings are not start-up lines.
func TestStartupLineNpmrc(t *testing.T) {
	for line, want := range map[string]bool{"node-options=--require /x/s.js": true, "fund=false": false, "save-exact=true": false} {
		if got := StartupLine(line); got != want {
			t.Errorf("StartupLine(%q) = %v, want %v", line, got, want)
		}
	}
}

// direnv's source_env_if_exists and dotenv pull a file into the .envrc's
// shell, relative to the .envrc's folder (V19).
func TestSourcedDirenv(t *testing.T) {
	got := sourced(Env{Home: "/h"}, "/p", []byte("source_env_if_exists .envrc.local\ndotenv_if_exists ~/.env.shared\nexport FOO=1\n"))
	if !slices.Equal(got, []string{"/p/.envrc.local", "/h/.env.shared"}) {
		t.Errorf("sourced: %q", got)
	}
}
