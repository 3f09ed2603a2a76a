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

// bash's source (and .) looks a name with no slash up on PATH first: with
// a PATH the line set, it reads the file the line wrote there, and that
// file's commands are judged. Ordinary sourcing passes.
func TestSourceThroughLinePath(t *testing.T) {
	runThird(t, []thirdCase{
		{`mkdir -p /tmp/claude-1000/b && printf 'git push --force origin main\n' > /tmp/claude-1000/b/ship.sh && PATH=/tmp/claude-1000/b:$PATH source ship.sh`, guard.Deny, "git-push-force", ""},
		{`export PATH=/tmp/claude-1000/c:$PATH; printf 'rm -rf ~/.gnupg\n' > /tmp/claude-1000/c/tidy.sh; . tidy.sh`, guard.Deny, "rm-root", ""},
		// Ordinary.
		{`mkdir -p /tmp/claude-1000/b && printf 'export GOFLAGS=-mod=mod\n' > /tmp/claude-1000/b/env.sh && PATH=/tmp/claude-1000/b:$PATH source env.sh`, "", "", ""},
		{`source .venv/bin/activate && pytest -q`, "", "", ""},
	})
}

// rlwrap's own options are read before the command it wraps: -H names
// the history file it writes, -l the log it appends the session to, and
// an option's value is not the command.
func TestRlwrapOwnFiles(t *testing.T) {
	runThird(t, []thirdCase{
		{`rlwrap -H /home/dev/.codex/config.toml python3`, guard.Deny, "self-protect", ""},
		{`rlwrap --logfile=/home/dev/.local/state/hooktool/state.db sqlite3 app.db`, guard.Deny, "self-protect", ""},
		{`rlwrap -f words.txt rm -rf /home/dev`, guard.Deny, "rm-root", ""},
		// Ordinary.
		{`rlwrap -H /home/dev/.sqlite_history sqlite3 app.db`, "", "", ""},
		{`rlwrap -C sql sqlite3 app.db`, "", "", ""},
	})
}

// A tracer given the agent's own process is judged as a debugger is,
// though strace and ltrace are otherwise read as wrappers of the command
// after their options.
func TestTracerOnAgent(t *testing.T) {
	runThird(t, []thirdCase{
		{`strace -f -p "$PPID" -e inject=openat:error=EACCES -o /dev/null`, guard.Ask, "self-protect-indirect", ""},
		{`ltrace -p ${PPID} -o /tmp/claude-1000/l.txt`, guard.Ask, "self-protect-indirect", ""},
		// Ordinary.
		{`strace -f -o /tmp/claude-1000/trace.txt go test ./...`, "", "", ""},
		{`strace -c ls`, "", "", ""},
	})
}

// vim's delete(PATH, "rf"), from vimscript or from Lua's vim.fn, is rm -rf
// PATH and is judged as that shell command; in the project it passes.
func TestVimDeleteCalls(t *testing.T) {
	runThird(t, []thirdCase{
		{`nvim --headless -c 'lua vim.fn.delete(vim.fn.expand("~/.gemini"), "rf")' -c qa`, guard.Ask, "self-protect", ""},
		{`vim -es -c 'call delete(expand("~/.aws"), "rf")' -c qa`, guard.Ask, "rm-root", ""},
		// Ordinary.
		{`nvim --headless -c 'call delete("build", "rf")' -c qa`, "", "", ""},
		{`vim -es -c 'call delete("tags")' -c 'qa!'`, "", "", ""},
	})
}
