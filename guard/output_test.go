package guard_test

import (
	"testing"

	"github.com/hookd/hookd/guard"
)

// A program the guard has no rule for, told by a long output option
// (--output, --outfile, openssl's -out) to write its result over a
// dotfile or a key, loses it as a > would. A bare -o is not read as one:
// nm, lsof, fuser and du read the file after it.
func TestOutputOptionOverUserFiles(t *testing.T) {
	runThird(t, []thirdCase{
		{`pandoc --output /home/dev/.ssh/authorized_keys notes.md`, guard.Deny, "user-file-clobber", ""},
		{`render-tool --outfile=/home/dev/.profile page.tmpl`, guard.Deny, "user-file-clobber", ""},
		{`templater -out /home/dev/.zshrc shell.tmpl`, guard.Deny, "user-file-clobber", ""},
		// Ordinary.
		{`pandoc --output build/notes.html notes.md`, "", "", ""},
		{`nm -o /home/dev/.local/lib/libfoo.so`, "", "", ""},
		{`lsof -o /home/dev/.bashrc`, "", "", ""},
		{`render-tool --outfile=/home/dev/.profile.bak page.tmpl`, "", "", ""},
	})
}
