package guard_test

import (
	"testing"

	"github.com/hookd/hookd/guard"
)

// The classes the eleventh blind set found open, in spellings of our own.

// A delete of the home folder is found in any language's spelling of the
// home folder and of the delete, in a Lisp form or as a method on a path
// object, and in the strings of programs the guard does not know; a home
// lookup concatenated into a shell string reads as the home path. Deletes
// of build output stay ordinary, in R and Julia too.
func TestHomeDeleteAnyLanguage(t *testing.T) {
	runThird(t, []thirdCase{
		{`bb -e '(fs/delete-tree (System/getProperty "user.home"))'`, guard.Ask, "rm-root", ""},
		{`nim --eval:'import std/os; removeDir(getHomeDir())'`, guard.Ask, "rm-root", ""},
		{`racket -e '(delete-directory/files (find-system-path (quote home-dir)))'`, guard.Ask, "rm-root", ""},
		{`kscript 'java.io.File(System.getProperty("user.home")).deleteRecursively()'`, guard.Ask, "rm-root", ""},
		{`texlua -e 'os.execute("rm -r -f " .. os.getenv("HOME"))'`, guard.Deny, "rm-root", ""},
		{`lua -e 'os.execute("rm -rf " .. os.getenv("HOME"))'`, guard.Deny, "rm-root", ""},
		{`ts-node -e 'require("fs").rmSync(require("os").homedir(), {recursive: true})'`, guard.Deny, "rm-root", ""},
		{`perl6 -e 'run <rm -rf /home/dev>'`, guard.Ask, "rm-root", ""},
		{`python3 -c "import shutil; shutil.rmtree('/home/dev')"`, guard.Deny, "rm-root", ""},
		// Ordinary: a subfolder of home, build output, a lookup printed.
		{`racket -e '(delete-directory/files (build-path (find-system-path (quote home-dir)) ".cache" "racket"))'`, "", "", ""},
		{`Rscript -e 'unlink("dist", recursive = TRUE)'`, "", "", ""},
		{`julia -e 'rm("target"; recursive=true, force=true)'`, "", "", ""},
		{`nim --eval:'import std/os; echo getHomeDir()'`, "", "", ""},
	})
}

// Python libraries that make programs objects (sh, plumbum) and libc's
// system through ctypes run the command they spell.
func TestPythonCommandObjects(t *testing.T) {
	runThird(t, []thirdCase{
		{`python3 -c 'import sh; sh.rm("-r", "-f", "/home/dev")'`, guard.Deny, "rm-root", ""},
		{`python3 -c 'from plumbum.cmd import git; git["push", "--force", "origin", "main"]()'`, guard.Deny, "git-push-force", ""},
		{`python3 -c 'import ctypes; ctypes.CDLL("libc.so.6").system(b"rm -rf /home/dev")'`, guard.Deny, "rm-root", ""},
		{`python3 -c 'import sh; print(sh.git("status"))'`, "", "", ""},
		{`python3 -c "import shutil; shutil.rmtree('build')"`, "", "", ""},
	})
}
