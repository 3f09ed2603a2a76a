package wiring

import "testing"

func TestStartupLineEditor(t *testing.T) {
	for line, want := range map[string]bool{
		`shopt -s extdebug`:                         true,
		`trap __rt_pre DEBUG`:                       true,
		`trap 'echo bye' EXIT`:                      false,
		`zle -N accept-line __rt_accept`:            true,
		`bindkey '^M' my-accept`:                    true,
		`bindkey -v`:                                false,
		`bind -x '"\C-x": foo'`:                     true,
		`bind "set completion-ignore-case on"`:      false,
		`bind '"\e[A": history-search-backward'`:    false,
		`bind \r __rt_accept`:                       true,
		`    bind \r __rt_accept`:                   true,
		`commandline -r (string replace a b -- $c)`: true,
		`shopt -s histappend globstar`:              false,
	} {
		if got := StartupLine(line); got != want {
			t.Errorf("StartupLine(%q) = %v, want %v", line, got, want)
		}
	}
}
