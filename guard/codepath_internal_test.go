package guard

import (
	"slices"
	"testing"
)

func TestCodePaths(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{`p=os.path.join(os.environ['HOME'],'.cl'+'aude','settings.json')`, "~/.claude/settings.json"},
		{`open(os.environ["HOME"]+'/.netrc','rb')`, "~/.netrc"},
		{`const p=require("path").join(require("os").homedir(),".codex","hooks.json")`, "~/.codex/hooks.json"},
		{`File.write(File.join(Dir.home, ".claude", "settings.local.json"), "")`, "~/.claude/settings.local.json"},
		{`(with-temp-file (expand-file-name "~/.codex/hooks.json") (insert "{}"))`, "~/.codex/hooks.json"},
		{`(concat (getenv "HOME") "/.ss" "h/id_ed25519")`, "~/.ssh/id_ed25519"},
		{`(Path.home() / '.aws' / 'credentials').read_text()`, "~/.aws/credentials"},
		{`my $f = $ENV{HOME} . "/.git-cred" . "entials";`, "~/.git-credentials"},
		{`local f = os.getenv("HOME") .. "/.npmrc"`, "~/.npmrc"},
		{`open(os.path.join(site.getusersitepackages(),'zz.pth'),'w')`, userSite + "/zz.pth"},
		{`open("$HOME/.bashrc", "a")`, "~/.bashrc"},
	} {
		got := codePaths(c.code)
		if !slices.Contains(got, c.want) {
			t.Errorf("codePaths(%s) = %q, want it to hold %q", c.code, got, c.want)
		}
	}
}

func TestCodePathsBounded(t *testing.T) {
	code := ""
	for range 4000 {
		code += `'a/b'+`
	}
	if got := codePaths(code); len(got) > maxCodePaths {
		t.Errorf("codePaths gave %d candidates, want at most %d", len(got), maxCodePaths)
	}
	// A stray quote before the code does not stop the scan.
	if got := codePaths(`# "` + "\n" + `open(os.environ['HOME'] + '/.netrc')`); !slices.Contains(got, "~/.netrc") {
		t.Errorf("codePaths after a stray quote = %q, want ~/.netrc", got)
	}
	if got := codePaths(`print(len([1, 2]))`); len(got) != 0 {
		t.Errorf("codePaths of code without paths = %q, want none", got)
	}
}

func TestStartupText(t *testing.T) {
	g, err := New(nil, Env{Home: "/home/dev", Project: "/home/dev/p", ClaudeDir: "/home/dev/.claude", NoFS: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want string }{
		{"export PATH=/tmp/evil:$PATH", "persistence"},
		{`alias sudo="sudo /tmp/k; sudo"`, "persistence"},
		{"alias su='/home/dev/.x/su'", "persistence"},
		{"doas() { command doas \"$@\"; }", "persistence"},
		{"set -gx LD_PRELOAD /home/dev/x.so", "persistence"},
		{"export CLAUDE_CONFIG_DIR=/tmp/cc", "self-protect"},
		{"alias sudo='sudo '", ""},
		{"export PATH=$HOME/go/bin:$PATH", ""},
		{"export CLAUDE_CONFIG_DIR=/home/dev/.claude", ""},
		{"alias ll='ls -la'", ""},
		{"alias ssh='TERM=xterm-256color kitty +kitten ssh'", ""},
		{"alias sudo='/usr/local/bin/please'", "persistence"},
	} {
		w := &walker{g: g, cwd: "/home/dev/p"}
		w.startupText(c.text, "x")
		got := ""
		if len(w.findings) > 0 {
			got = w.findings[0].Rule
		}
		if got != c.want {
			t.Errorf("startupText(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestCodeTargets checks the judgement of computed paths, and that a
// project folder whose own path holds a protected name (hooktool) does not
// make the relative literals of ordinary code look protected.
func TestCodeTargets(t *testing.T) {
	g, err := New(nil, Env{Home: "/home/dev", Project: "/home/dev/src/hooktool", ClaudeDir: "/home/dev/.claude", NoFS: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ code, want string }{
		{`open(os.path.join('out', 'a.json'), 'w').write('{}')`, ""},
		{`print(open(os.environ['HOME'] + '/.net' + 'rc').read())`, "cred-read"},
		{`print(os.path.exists(os.environ['HOME'] + '/.netrc'))`, ""},
		{`open(os.path.join(Path.home(), '.claude', 'settings.json'), 'w').write('{}')`, "self-protect"},
		{`open(site.getusersitepackages() + '/x.pth', 'w').write('import os')`, "persistence"},
	} {
		w := &walker{g: g, cwd: "/home/dev/src/hooktool"}
		w.scanCode("python3", python, c.code, "x", 0)
		got := ""
		if len(w.findings) > 0 {
			got = w.findings[0].Rule
		}
		if got != c.want {
			t.Errorf("scanCode(%s): rule %q, want %q", c.code, got, c.want)
		}
	}
}

// BenchmarkCodePathsUnterminated is the worst shape for the scan: many
// literals that never end.
func BenchmarkCodePathsUnterminated(b *testing.B) {
	code := ""
	for len(code) < maxCodeScan {
		code += `\"`
	}
	for b.Loop() {
		codePaths(code)
	}
}
