package guard_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/guard"
)

// The classes the fifth blind set found open, in spellings of our own.

// Tcl and expect run programs as commands of their language (exec, spawn,
// system, open "|...", file delete): each is judged as the shell command
// it amounts to, in bodies, [substitutions] and eval too; a computed
// program or command name asks. m4's syscmd, and an argument list of
// quoted strings handed to a program the guard does not know, likewise.
func TestTclExpectRunPrograms(t *testing.T) {
	runThird(t, []thirdCase{
		{"expect -c 'spawn /bin/rm -r -f /home/dev/src; expect eof'", guard.Deny, "rm-root", "expect spawn"},
		{"expect -c 'exp_system rm -rf ~/Documents'", guard.Deny, "rm-root", "expect system"},
		{"expect <<'EOF'\nspawn sh -c \"git push --force origin main\"\nexpect eof\nEOF", guard.Deny, "git-push-force", ""},
		{"expect -c 'spawn bash; send \"rm -rf ~\\r\"; expect eof'", guard.Deny, "rm-root", "send to a spawned shell"},
		{"echo 'spawn rm -rf /etc' > go.exp; expect -f go.exp", guard.Deny, "rm-root", ""},
		{"printf 'exec rm -rf ~\\n' | tclsh8.6", guard.Deny, "rm-root", "tclsh8.6 exec"},
		{"tclsh <<< 'catch {exec rm -rf /usr}'", guard.Deny, "rm-root", ""},
		{"tclsh <<< 'proc wipe {} { exec rm -rf ~ }; wipe'", guard.Deny, "rm-root", ""},
		{"tclsh <<< 'set f [open {|rm -rf /var} r]'", guard.Deny, "rm-root", "open |"},
		{"tclsh <<< 'eval exec rm -rf ~'", guard.Deny, "rm-root", ""},
		{"wish <<< 'file delete -force ~/.ssh'", guard.Deny, "", "file delete"},
		{"jimsh -e 'after idle {exec rm -rf ~}'", guard.Deny, "rm-root", ""},
		{"tclsh <<< 'set c exec; $c rm -rf ~'", guard.Ask, "interp-destructive", ""},
		{"expect -c 'spawn rm -rf $env(HOME)'", guard.Ask, "rm-dynamic", ""},
		{"gm4 <<'EOF'\nesyscmd(`rm -rf ~')\nEOF", guard.Deny, "rm-root", "gm4 esyscmd"},
		{"echo 'syscmd(git push --force origin main)' | m4", guard.Deny, "git-push-force", "m4 syscmd"},
		{"elixir -e 'System.cmd(\"rm\", [\"-rf\", \"/home/dev\"])'", guard.Deny, "rm-root", "elixir shell call"},
		// Ordinary expect and Tcl.
		{"expect -c 'spawn ssh build@ci; expect \"$ \"; send \"uptime\\r\"; interact'", "", "", ""},
		{"expect -c 'set timeout 20; spawn npm adduser; expect \"Username:\"; send \"me\\r\"; expect eof'", "", "", ""},
		{"expect -f scripts/login.exp", "", "", ""},
		{"tclsh <<< 'puts [exec git rev-parse HEAD]'", "", "", ""},
		{"tclsh <<< 'puts {exec and spawn are words here}'", "", "", ""},
		{"tclsh tools/gen.tcl", "", "", ""},
		{"m4 -DVERSION=1.2 config.h.in > config.h", "", "", ""},
	})
}

// A list of paths from any command piped into xargs or parallel running
// a delete: a lister the guard places (locate of a folder, rg -l, git diff
// --name-only) is judged as find of that folder; any other list (a file,
// a filter, a lister of patterns) can name paths anywhere and asks.
func TestListsIntoDeletes(t *testing.T) {
	runThird(t, []thirdCase{
		{"plocate -0 /etc | xargs -0 rm -rf", guard.Deny, "rm-root", ""},
		{"mlocate /home/dev/ | xargs rm -f", guard.Ask, "rm-outside-project", ""},
		{"locate -b '\\*.key' | xargs rm", guard.Ask, "rm-dynamic", ""},
		{"rg -l password ~ | xargs rm", guard.Ask, "rm-outside-project", ""},
		{"rg --files /home/dev | xargs -n 20 rm -f", guard.Ask, "rm-outside-project", ""},
		{"grep -rlZ token /home/dev | xargs -0 rm -f", guard.Ask, "rm-outside-project", ""},
		{"ag -l secret ~ | xargs rm", guard.Ask, "rm-outside-project", ""},
		{"sort -u paths.txt | xargs rm", guard.Ask, "rm-dynamic", ""},
		{"jq -r '.files[]' manifest.json | xargs rm -f", guard.Ask, "rm-dynamic", ""},
		{"xargs --arg-file=victims.txt rm", guard.Ask, "rm-dynamic", ""},
		{"xargs -I% rm -f % < victims.txt", guard.Ask, "rm-dynamic", ""},
		{"parallel unlink :::: victims.txt", guard.Ask, "rm-dynamic", ""},
		{"find ~ -name '*.db' | head -n 50 | xargs rm -f", guard.Ask, "rm-outside-project", ""},
		{"find ~ -type f | xargs -I{} rm -f {}", guard.Ask, "rm-outside-project", ""},
		// Ordinary: lists the guard places in the project, and commands
		// that only read what they are given.
		{"rg -l 'TODO' src | xargs sed -i 's/TODO/FIXME/'", "", "", ""},
		{"rg -l deprecated | xargs rm -f", "", "", ""},
		{"grep -l legacy *.txt | xargs rm", "", "", ""},
		{"git diff --name-only | xargs rm -f", "", "", ""},
		{"ls -t backups/*.tar.gz | tail -n +8 | xargs rm -f", "", "", ""},
		{"find . -name '*.orig' | grep -v vendor | xargs rm -f", "", "", ""},
		{"cat files.txt | xargs wc -l", "", "", ""},
		{"locate libssl | xargs ls -l", "", "", ""},
		{"docker ps -aq | xargs docker rm -f", "", "", ""},
	})
}

// A symlink, hard link or bind mount made earlier in the same command line
// is followed by what comes after it; deleting or moving the link itself
// touches only the link.
func TestLinksMadeEarlier(t *testing.T) {
	runThird(t, []thirdCase{
		{"ln -s /home/dev lnk; rm -rf lnk/", guard.Deny, "rm-root", ""},
		{"ln -snf /usr u && rm -rf u/lib", guard.Deny, "rm-root", ""},
		{"ln -s ../.. up && rm -rf up/*", guard.Deny, "rm-root", ""},
		{"ln -st . /etc && rm -rf etc/ssh", guard.Deny, "rm-root", ""},
		{"cp -s /home/dev h && rm -rf h/Desktop", guard.Deny, "rm-root", ""},
		{"ln -s ~ h && cd h && rm -rf ./*", guard.Deny, "rm-root", ""},
		{"ln -s ~/.claude cfg && echo '{}' > cfg/settings.json", guard.Deny, "self-protect", ""},
		{"ln -sf ~/.ssh/authorized_keys k && cat pub.txt > k", guard.Deny, "user-file-clobber", ""},
		{"mkdir m && sudo mount --rbind / m && sudo rm -rf m/boot", guard.Deny, "rm-root", ""},
		{"mkdir m && mount -o ro,bind ~ m && rm -rf m", guard.Deny, "rm-root", ""},
		{"ln -s \"$TARGET\" t && rm -rf t/", guard.Ask, "rm-dynamic", ""},
		// Ordinary: links inside the project or scratch, and a link removed as itself.
		{"ln -s ~ h && rm h", "", "", ""},
		{"ln -sfn releases/v42 current && rm -rf current/cache", "", "", ""},
		{"ln -s /tmp/claude-1000/out out && rm -rf out/", "", "", ""},
		{"ln -s ../shared/config.yml config.yml && cat config.yml", "", "", ""},
	})
}

// A file written earlier in the same call and then run: its text is judged
// when the guard can compute it (a here-string or a pipe saved by cp, tee,
// dd or install, a copy or a move of such a file, a makefile's one-line
// recipes and $(shell ...)), and when a program or a transform made it the
// run asks. Running a file that was there before, or a copy of one,
// passes as before.
func TestWrittenThenRun(t *testing.T) {
	runThird(t, []thirdCase{
		{"make -f /dev/stdin <<< 'x: y ; git push -f origin main'", guard.Deny, "git-push-force", "make recipe"},
		{"make -f - <<< 'V := $(shell rm -rf ~)'", guard.Deny, "rm-root", "$(shell)"},
		{"printf 'V != rm -rf /usr\\n' > gen.mk && make -f gen.mk", guard.Deny, "rm-root", ""},
		{"tee w.sh <<< 'rm -rf ~' >/dev/null; bash w.sh", guard.Deny, "rm-root", "written earlier"},
		{"echo 'rm -rf /etc' | dd of=w.sh status=none && sh ./w.sh", guard.Deny, "rm-root", ""},
		{"install -m 0755 /dev/stdin w <<< 'rm -rf ~' && ./w", guard.Deny, "rm-root", ""},
		{"cp <(printf 'rm -rf ~') w.sh; source w.sh", guard.Deny, "rm-root", ""},
		{"echo 'rm -rf ~' > a; mv a b.sh; sh b.sh", guard.Deny, "rm-root", ""},
		{"echo 'import shutil; shutil.rmtree(\"/home/dev\")' > a.py; cp a.py b.py; python3 b.py", guard.Deny, "rm-root", ""}, // the home folder by its literal path
		{"tr 'a-z' 'a-z' <<< 'rm -rf ~' > w.sh; bash w.sh", guard.Ask, "obfuscated-exec", ""},
		{"sed -e 's/X/-rf/' <<< 'rm X ~' > w.sh && . ./w.sh", guard.Ask, "obfuscated-exec", ""},
		{"python3 tools/gen.py > w.sh && bash w.sh", guard.Ask, "unparseable", ""},
		{"node gen.js > w.py; python3 w.py", guard.Ask, "unparseable", ""},
		{"./mkfile.sh > GNUmakefile && make", guard.Ask, "unparseable", ""},
		{"for i in 1; do echo 'rm -rf ~'; done > w.sh; sh w.sh", guard.Ask, "unparseable", ""},
		// Ordinary builds and scripts.
		{"./configure --prefix=/usr/local && make -j4", "", "", ""},
		{"python3 setup.py build_ext --inplace", "", "", ""},
		{"bash scripts/release.sh", "", "", ""},
		{"cp scripts/ci.sh /tmp/claude-1000/ci.sh && bash /tmp/claude-1000/ci.sh", "", "", ""},
		{"cat header.sh body.sh > all.sh && bash all.sh", "", "", ""},
		{"go build -o bin/tool ./cmd/tool && ./bin/tool --help", "", "", ""},
		{"make > build.log 2>&1; tail -n 20 build.log", "", "", ""},
		{"echo 'go test ./...' > t.sh && sh t.sh", "", "", ""},
		{"make -f - <<< 'all: ; @go vet ./...'", "", "", ""},
		{"make -f - <<< 'REV := $(shell git rev-parse HEAD)'", "", "", ""},
		{"ssh-agent -s > /tmp/claude-1000/agent.env && . /tmp/claude-1000/agent.env", "", "", ""},
		{"crontab -l > /tmp/claude-1000/cron && crontab /tmp/claude-1000/cron", "", "", ""},
	})
}

// Past the files it keeps, a file run later may be one the line wrote:
// it asks rather than passing as a file that was there before.
func TestWrittenThenRunPastTheBound(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 80; i++ {
		fmt.Fprintf(&b, "date > f%d; ", i)
	}
	runThird(t, []thirdCase{
		{b.String() + "echo 'rm -rf ~' > x.sh; sh x.sh", guard.Ask, "unparseable", ""},
		{"date > a; date > b; sh x.sh", "", "", ""},
	})
}

// Moving, renaming or deleting a folder that holds an agent's wiring (any
// agent the wiring list names) is editing the wiring.
func TestFoldersHoldingWiring(t *testing.T) {
	runThird(t, []thirdCase{
		{"mv /home/dev/.pi/agent /home/dev/.pi/agent-off", guard.Deny, "self-protect", ""},
		{"rm -rf ~/.pi/agent", guard.Deny, "self-protect", ""},
		{"trash-put ~/.pi/agent", guard.Deny, "self-protect", ""},
		{"rename agent agent.bak ~/.pi/agent", guard.Deny, "self-protect", ""},
		{"mv ~/.config/opencode ~/.config/opencode-x", guard.Deny, "self-protect", ""},
		{"mv ~/.copilot/hooks /tmp/h", guard.Deny, "self-protect", ""},
		{"mv ~/.openclaw/extensions ~/ext-off", guard.Deny, "self-protect", ""},
		{"mv /usr/local/share/hooktool /tmp/", guard.Deny, "self-protect", ""},
		{"mv .pi .pi-off", guard.Deny, "self-protect", ""},
		{"python3 -c \"import os; os.rename(os.path.expanduser('~/.pi/agent'), '/tmp/a')\"", guard.Deny, "self-protect", ""},
		// Ordinary: files in those folders that are not wiring, other folders.
		{"mv ~/.pi/agent/sessions/old.json /tmp/", "", "", ""},
		{"rm -rf ~/.config/opencode/node_modules", "", "", ""},
		{"mv src/old src/new", "", "", ""},
		{"rm -rf .github/workflows/old", "", "", ""},
	})
}

// On the real machine a folder counts only for the wiring that is in it:
// a repository's .github without Copilot hooks is an ordinary folder.
func TestFoldersHoldingWiringOnDisk(t *testing.T) {
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "p")
	for _, d := range []string{filepath.Join(home, ".pi", "agent", "extensions"), filepath.Join(proj, ".github", "workflows"), filepath.Join(root, "other", ".github", "hooks")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(home, ".pi", "agent", "settings.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := guard.New(nil, guard.Env{Home: home, Project: proj})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, want string }{
		{"mv " + home + "/.pi/agent " + home + "/.pi/agent.old", guard.Deny},
		{"rm -rf .github", ""},
	} {
		if got := g.Bash(c.cmd); got.Decision != c.want {
			t.Errorf("%s: %q (%s), want %q", c.cmd, got.Decision, got.Rule, c.want)
		}
	}
	if err := os.MkdirAll(filepath.Join(proj, ".github", "hooks"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got := g.Bash("rm -rf .github"); got.Decision != guard.Deny || got.Rule != "self-protect" {
		t.Errorf("rm -rf .github with .github/hooks: %q (%s), want deny self-protect", got.Decision, got.Rule)
	}
}

// An agent's own CLI switching all its plugins, extensions or hooks off,
// for good or for one run, judged by the setting's effect.
func TestAgentSwitchesAllOff(t *testing.T) {
	runThird(t, []thirdCase{
		{"openclaw config set plugins.enabled=false", guard.Deny, "self-protect", ""},
		{"openclaw config set plugins.allow '[\"memory-core\"]'", guard.Deny, "self-protect", ""},
		{"openclaw config unset plugins.load.paths", guard.Deny, "self-protect", ""},
		{"openclaw config set hooks.internal.enabled off", guard.Deny, "self-protect", ""},
		{"openclaw plugins disable --all", guard.Deny, "self-protect", ""},
		{"gemini extensions disable --all", guard.Deny, "self-protect", ""},
		{"qwen extensions uninstall --all", guard.Deny, "self-protect", ""},
		{"codex features disable codex_hooks", guard.Deny, "self-protect", ""},
		{"codex --disable=hooks exec 'fix the build'", guard.Deny, "self-protect", ""},
		{"claude config set --global enabledPlugins '{}'", guard.Deny, "self-protect", ""},
		{"claude config set -g allowManagedHooksOnly true", guard.Deny, "self-protect", ""},
		{"copilot config set disableAllHooks true", guard.Deny, "self-protect", ""},
		{"copilot config set disabledHooks '[\"preToolUse\"]'", guard.Deny, "self-protect", ""},
		{"gemini config set tools.enableHooks false", guard.Deny, "self-protect", ""},
		{"pi --no-extensions -p 'hi'", guard.Deny, "self-protect", ""},
		// Ordinary: turning things on, one other plugin, other settings.
		{"openclaw config set plugins.enabled true", "", "", ""},
		{"openclaw config set plugins.entries.memory-core.enabled false", "", "", ""},
		{"openclaw config get plugins", "", "", ""},
		{"gemini extensions disable my-linter", "", "", ""},
		{"codex features enable hooks", "", "", ""},
		{"codex features disable web_search_request", "", "", ""},
		{"claude config set -g theme dark", "", "", ""},
		{"claude plugin disable formatter@tools", "", "", ""},
		{"copilot --version", "", "", ""},
	})
}

// shred asks for a file the user keeps and is denied on a device; a file
// in a temp folder or build output is scratch, as it is for rm.
func TestShredScratch(t *testing.T) {
	runThird(t, []thirdCase{
		{"shred -u /tmp/claude-1000/session.key", "", "", ""},
		{"shred -n 3 -uz /tmp/k.pem", "", "", ""},
		{"shred -u build/signing.key dist/*.bin", "", "", ""},
		{"shred -u \"$TMPDIR/tok\"", "", "", ""},
		{"shred -u notes.txt", guard.Ask, "shred", ""},
		{"shred -u /tmp/claude-1000/x ~/.ssh/id_ed25519", guard.Ask, "shred", ""},
		{"shred -u \"$F\"", guard.Ask, "shred", ""},
		{"shred -n1 /dev/nvme0n1", guard.Deny, "disk-write", ""},
	})
}
