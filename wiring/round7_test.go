package wiring

import (
	"strings"
	"testing"
)

// Round 7: a start-up line counts by what it defines, whatever the
// syntax: an element of a shell's command table for a client's command
// (Y38-Y40), a fish abbreviation that rewrites one (Y41), a variable
// whose name is computed and could come out as a counted one (Y42), a
// loadable builtin (Y44), and the loader's and Bun's preload variables
// (Y18, Y22). The same spellings for other commands and variables do not.
func TestStartupLineRound7(t *testing.T) {
	AddVars("CODEX_HOME", "GEMINI_CLI_")
	for line, want := range map[string]bool{
		`BASH_ALIASES[codex]="codex -c features.hooks=false"`: true,
		`BASH_ALIASES["gemini"]=gemini-safe`:                  true,
		`BASH_ALIASES[$n]=x`:                                  true,
		`BASH_ALIASES[gs]='git status'`:                       false,
		`BASH_CMDS[git]=/opt/wrap/git`:                        true,
		`BASH_CMDS+=([npx]=/tmp/npx)`:                         true,
		`x=1; commands[opencode]=/srv/oc`:                     true,
		`functions[pi]='builtin cd; command pi "$@"'`:         true,
		`aliases[ll]='ls -la'`:                                false,
		`typeset -A functions=([copilot]='true')`:             true,
		`abbr --add codex 'codex --profile quiet'`:            true,
		`abbr -a --position anywhere -- gemini gemini-x`:      true,
		`abbr -c git -- push 'push --force'`:                  true,
		`abbr --regex '^cl.*' --function f claudeish`:         true,
		`abbr -a gco 'git checkout'`:                          false,
		`abbr --erase codex`:                                  false,
		`export "CODEX_$(echo HOME)=/tmp/cx"`:                 true,
		`typeset -x "${pfx}HOME"=/tmp`:                        true,
		"declare -x `printf GEMINI`_CLI_HOME=/tmp":            true,
		`set -gx (string join '' CODEX _HOME) /tmp`:           true,
		`printf -v "GEMINI_CLI_$k" %s /x`:                     true,
		`export "MYAPP_$(date +%Y)=1"`:                        false,
		`printf -v stamp '%(%s)T' -1`:                         false,
		`enable -f /usr/lib/bash/sleep sleep`:                 true,
		`enable -n codex`:                                     true,
		`enable -n echo`:                                      false,
		`export LD_AUDIT=/tmp/a.so`:                           true,
		`LD_BIND_NOW=1`:                                       true,
		`export GCONV_PATH=/tmp/g`:                            true,
		`export BUN_OPTIONS="--preload ./x.ts"`:               true,
		`export BUNDLE_PATH=vendor`:                           false,
		`export LDFLAGS=-L/opt/lib`:                           false,
		`export PATH="$PATH:$HOME/go/bin"`:                    false,
		`alias ll='ls -la'`:                                   false,
		`set -o vi`:                                           false,
		`set -- $saved_args`:                                  false,
	} {
		if got := StartupLine(line); got != want {
			t.Errorf("StartupLine(%q) = %v, want %v", line, got, want)
		}
	}
}

// DeepMembers finds a member wherever it is, in the order the document
// holds it, each under the path that leads to it; equal documents give
// equal answers, a member elsewhere in the file does not matter.
func TestDeepMembers(t *testing.T) {
	doc := `{"n": 3, "srv": {"a": 1}, "per": {"/w/x.y": {"srv": {"b": [1, 2]}, "tips": 9}}, "list": [{"srv": "s"}]}`
	got := DeepMembers([]byte(doc), "srv")
	want := []string{"srv\x00{\"a\":1}", `per.\/w\/x\.y.srv` + "\x00" + `{"b":[1,2]}`, "list.0.srv\x00\"s\""}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("DeepMembers = %q, want %q", got, want)
	}
	other := strings.Replace(doc, `"tips": 9`, `"tips": 10`, 1)
	if strings.Join(DeepMembers([]byte(other), "srv"), "|") != strings.Join(got, "|") {
		t.Error("a change outside the members changed DeepMembers")
	}
	if name, ok := DeepName(DeepKey("srv")); !ok || name != "srv" {
		t.Errorf("DeepName(DeepKey) = %q %v", name, ok)
	}
	if _, ok := DeepName("srv"); ok {
		t.Error("a plain key is not deep")
	}
}
