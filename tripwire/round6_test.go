package tripwire

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A folder a start-up file sources through a glob (a loop, `.` of a glob,
// run-parts), in each shell's spelling: a file with a line that counts
// dropped there during a call is removed and held; a file of aliases is
// quiet. The loop is the user's (there before the refresh).
func TestLoopSourcedFolder(t *testing.T) {
	cases := []struct {
		name, rc, loop, dir, file string
	}{
		{"bash for loop", ".bashrc", "for rc in ~/.bashrc.local/*.bash; do\n  [ -f \"$rc\" ] && source \"$rc\"\ndone\n", ".bashrc.local", "zz.bash"},
		{"sh profile through a variable", ".profile", "PROFILE_PARTS=$HOME/.profile.parts\nfor p in \"$PROFILE_PARTS\"/*; do . \"$p\"; done\n", ".profile.parts", "agent"},
		{"zsh short for", ".zshrc", "for f (~/.zsh/conf/*.zsh(N)) source $f\n", ".zsh/conf", "late.zsh"},
		{"fish for", ".config/fish/config.fish", "for f in ~/.config/fish/site/*.fish\n    source $f\nend\n", ".config/fish/site", "x.fish"},
		{"dot of a glob", ".bash_profile", ". ~/.login.d/*.sh\n", ".login.d", "a.sh"},
		{"run-parts --list", ".bashrc", "for s in $(run-parts --list ~/.shell.d); do . \"$s\"; done\n", ".shell.d", "50agent"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t)
			r.write(c.rc, "# mine\n"+c.loop)
			r.write(filepath.Join(c.dir, "00-aliases"+filepath.Ext(c.file)), "alias gs='git status'\n")
			r.refresh()
			quiet := filepath.Join(c.dir, "10-more"+filepath.Ext(c.file))
			if res := r.tamperedBy(func() { r.write(quiet, "alias gl='git log --oneline'\nexport EDITOR=vim\n") }); res.Message != "" || res.Hold != "" {
				t.Fatalf("an ordinary file tripped: %+v", res)
			}
			bad := filepath.Join(c.dir, c.file)
			res := r.tamperedBy(func() { r.write(bad, "export CLAUDE_CONFIG_DIR=/tmp/cc\n") })
			if !strings.Contains(res.Message, filepath.Join(r.home, bad)) {
				t.Fatalf("not caught: %+v", res)
			}
			if _, err := os.Lstat(filepath.Join(r.home, bad)); err == nil {
				t.Error("the dropped file stays")
			}
			if _, err := os.Lstat(filepath.Join(r.home, quiet)); err != nil {
				t.Error("the ordinary file was moved too")
			}
		})
	}
}
