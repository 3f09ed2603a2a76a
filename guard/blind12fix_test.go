package guard_test

import (
	"testing"

	"github.com/hookd/hookd/guard"
)

// The classes the twelfth blind set found open, in spellings of our own.

// Text passed to a shell or an interpreter through a channel the walk does
// not follow (a process substitution, a coprocess, a named pipe, a
// descriptor opened with exec or named as /dev/fd/N) is judged as the code
// it may become; it asks, since where the text goes is plumbing the guard
// cannot follow. Ordinary uses of the same plumbing stay ordinary.
func TestChannelText(t *testing.T) {
	runThird(t, []thirdCase{
		{`cat <(printf 'rm -rf /home/dev\n') | sh`, guard.Ask, "rm-root", "text passed to"},
		{`exec 7< <(echo 'rm -rf ~'); sh /dev/fd/7`, guard.Ask, "rm-root", "text passed to"},
		{`coproc zsh; printf 'rm -rf ~\n' >&"${COPROC[1]}"`, guard.Ask, "rm-root", "text passed to"},
		{`{ printf 'rm -rf ~\n'; } > >(bash)`, guard.Ask, "rm-root", "text passed to"},
		{`mkfifo q; bash < q & echo 'rm -rf ~' > q`, guard.Ask, "rm-root", "text passed to"},
		{`ruby <(echo 'require "fileutils"; FileUtils.rm_rf(Dir.home)')`, guard.Ask, "rm-root", ""},
		{`exec {w}> >(sh); echo 'git push --force origin main' >&$w`, guard.Ask, "git-push-force", "text passed to"},
		// Ordinary: comparing outputs, a coprocess of a filter, a fifo for logs.
		{`diff <(echo a) <(echo b)`, "", "", ""},
		{`coproc bc; echo '2+2' >&"${COPROC[1]}"`, "", "", ""},
		{`mkfifo log.pipe; bash -c 'tail -f log.pipe' & echo started > log.pipe`, "", "", ""},
		{`bash <(echo 'echo hello')`, "", "", ""},
	})
}
