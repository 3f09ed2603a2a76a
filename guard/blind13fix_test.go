package guard_test

import (
	"testing"

	"github.com/hookd/hookd/guard"
)

// The classes the thirteenth blind set found open, in spellings of our own.

// A file the line wrote with a command the guard stops in it, then any
// program run after it that is not a file tool: the program may read the
// file by its own convention (a watcher its config, a build tool its
// rules file), so what the file holds asks. Writing such text and only
// reading it back, committing it or checking it passes; so does prose
// (notes, docs), which people read and no program runs.
func TestWrittenThenAnyProgram(t *testing.T) {
	runThird(t, []thirdCase{
		{`printf 'watch:\n  - run: rm -rf ~\n' > .reflex.yml && reflex -c .reflex.yml`, guard.Ask, "rm-root", ""},
		{`printf '[task]\nexec = "rm -rf $HOME"\n' > .kiln.toml && kiln`, guard.Ask, "rm-root", ""},
		{`echo 'rm -rf ~' > default.do && redo`, guard.Ask, "rm-root", ""},
		{`printf 'deploy:\n\tgit push --force origin main\n' > Rulesfile && rulerunner deploy`, guard.Ask, "git-push-force", ""},
		// Ordinary: notes read back, committed, linted; a generator's own output.
		{`echo 'never run rm -rf ~ here' > NOTES.txt && cat NOTES.txt`, "", "", ""},
		{`echo 'rm -rf ~ is what the guard stops' > docs/guard.txt && git add docs/guard.txt && git commit -m docs`, "", "", ""},
		{`printf 'rm -rf ./build\n' > clean.sh && shellcheck clean.sh`, "", "", ""},
		{`python3 -c "open('n.txt', 'w').write('rm -rf ~ is bad')" && pytest -q`, "", "", ""},
		{`printf '# Cleanup\nNever type rm -rf ~ in a shell.\n' > CLEANUP.md && npm test`, "", "", ""},
		{`printf 'watch:\n  - run: go test ./...\n' > .reflex.yml && reflex -c .reflex.yml`, "", "", ""},
	})
}
