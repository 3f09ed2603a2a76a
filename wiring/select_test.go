package wiring

import (
	"strings"
	"testing"
)

// Every key whose value git runs counts, wherever its section puts it;
// settings git and ordinary work write do not.
func TestGitCommandKey(t *testing.T) {
	counts := map[string]string{
		"filter.fmt.smudge": "/x", "filter.lfs.process": "git-lfs filter-process", "diff.bin.textconv": "/x",
		"diff.external": "/x", "merge.ours.driver": "true", "core.fsmonitor": "/x", "core.sshcommand": "ssh -i k",
		"core.pager": "less", "core.editor": "vim", "core.hookspath": "/h", "sequence.editor": "/x",
		"gpg.program": "/x", "gpg.ssh.program": "/x", "credential.helper": "store", "credential.https://h.example.helper": "/x",
		"pager.log": "/x", "alias.st": "!sh -c x", "remote.origin.uploadpack": "/x", "remote.origin.receivepack": "/x",
		"uploadpack.packobjectshook": "/x", "submodule.m.update": "!/x", "difftool.x.cmd": "/x",
	}
	for k, v := range counts {
		if !GitCommandKey(k, v) {
			t.Errorf("does not count: %s = %s", k, v)
		}
	}
	ordinary := map[string]string{
		"core.autocrlf": "input", "core.bare": "false", "remote.origin.url": "/r.git", "remote.origin.fetch": "+refs/*",
		"branch.main.remote": "origin", "alias.co": "checkout", "user.name": "a", "diff.noprefix": "true",
		"filter.lfs.required": "true", "submodule.m.update": "rebase", "gpg.format": "ssh",
	}
	for k, v := range ordinary {
		if GitCommandKey(k, v) {
			t.Errorf("counts: %s = %s", k, v)
		}
	}
	sel := strings.Join(gitSelect([]byte("[Filter \"Fmt\"]\n\tsmudge = /x\n[core] editor = vi\n\tautocrlf = input\n"), gitLines), "|")
	if sel != "filter.fmt.smudge = /x|core.editor = vi" {
		t.Errorf("selected %q", sel)
	}
}

// A TOML key counts by its full dotted name, escapes decoded.
func TestTOMLSelect(t *testing.T) {
	in := "model = \"x\"\n\"feat\\u0075res\".hooks = false\n[hooks.state.\"p\"]\ntrusted_hash = \"sha256:1\"\n[projects.\"/p\"]\ntrust_level = \"trusted\"\n[tui]\ntheme = \"x\"\n"
	got := tomlSelect([]byte(in), []string{"hook", "trust"})
	if len(got) != 4 || strings.Contains(strings.Join(got, "|"), "model") || strings.Contains(strings.Join(got, "|"), "theme") {
		t.Errorf("selected %q", got)
	}
}

// VS Code's settings are JSON with comments and trailing commas; only
// the variables that count are selected.
func TestEnvJSONSelect(t *testing.T) {
	AddVars("CLAUDE_CODE_SIMPLE")
	in := "{\n // c\n \"a\": \"http://x\", /* b */\n \"terminal.integrated.env.linux\": {\"CLAUDE_CODE_SIMPLE\": \"1\", \"RUST_LOG\": \"debug\",},\n}"
	got := envJSONSelect([]byte(in), termEnvKeys)
	if len(got) != 1 || !strings.Contains(got[0], "CLAUDE_CODE_SIMPLE") {
		t.Errorf("selected %q", got)
	}
}
