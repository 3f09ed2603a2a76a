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
	if got := codePaths(`print(len([1, 2]))`); len(got) != 0 {
		t.Errorf("codePaths of code without paths = %q, want none", got)
	}
}
