package tripwire

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Round 21's classes, in spellings of their own: a start-up file that
// sources a file by a path the shell computes (the host name, its own
// real folder), an interpreter's start-up file or any file the call made
// that rewrites the wiring, a program put on PATH under the home folder
// outside the dot folders, and HEAD moved under git's index to a commit
// without the hook.

func TestRuntimeSubstRound21(t *testing.T) {
	const f, real, host = "/h/.zprofile", "/h/cfg/zsh/zprofile", "box.lan"
	for _, c := range []struct{ line, want string }{
		{`. "$(dirname "$(realpath "${BASH_SOURCE[0]}")")/extra.sh"`, `. "/h/cfg/zsh/extra.sh"`},
		{`source ${0:A:h}/site.zsh`, `source /h/cfg/zsh/site.zsh`},
		{`here="${BASH_SOURCE%/*}"`, `here="/h"`},
		{`top=$(cd "$(dirname "$0")" && pwd -P)`, `top=/h/cfg/zsh`},
		{`. ~/conf/by-host/$(hostname -s).sh`, `. ~/conf/by-host/box.sh`},
		{"source ~/conf/by-host/`uname -n`.zsh", "source ~/conf/by-host/box.lan.zsh"},
		{`source ${${(%):-%x}:A:h}/local.zsh`, `source /h/cfg/zsh/local.zsh`},
		// look-alikes: left as they are
		{`seed=$(date +%N)`, `seed=$(date +%N)`},
		{`echo "$(date +%F)"`, `echo "$(date +%F)"`},
		{`root=$(git rev-parse --show-toplevel)`, `root=$(git rev-parse --show-toplevel)`},
		{`PS1="${USER}@${HOSTNAME%%.*} $ "`, `PS1="${USER}@${HOSTNAME%%.*} $ "`},
	} {
		if got := runtimeSubst(c.line, f, real, host); got != c.want {
			t.Errorf("runtimeSubst(%q) = %q, want %q", c.line, got, c.want)
		}
	}
}

// A file ~/.zshrc sources by the host name, one a linked ~/.bash_profile
// sources beside its real path, and one named by a variable of the
// session (a glob over its folder): made during a call with an agent's
// variable, each goes; made with aliases only, each stays.
func TestComputedSourcesRound21(t *testing.T) {
	host, err := os.Hostname()
	if err != nil || host == "" || strings.ContainsAny(host, "/*?[") {
		t.Skip("no usable host name")
	}
	r := newRig(t)
	r.tw.Env = r.env
	r.write(".zshrc", "# per machine\n[[ -r $HOME/sync/machines/${HOST}.zsh ]] && source $HOME/sync/machines/${HOST}.zsh\n"+
		"[ -r \"$HOME/sync/people/$LOGNAME.sh\" ] && . \"$HOME/sync/people/$LOGNAME.sh\"\n")
	r.write("sync/machines/README", "one file per machine\n")
	r.write("sync/people/README", "one file per login\n")
	r.write("cfg/bash/profile", "export EDITOR=vi\nhere=$(dirname \"$(realpath \"${BASH_SOURCE[0]}\")\"); [ -f \"$here/private.sh\" ] && . \"$here/private.sh\"\n")
	if err := os.Symlink("cfg/bash/profile", filepath.Join(r.home, ".bash_profile")); err != nil {
		t.Fatal(err)
	}
	r.refresh()
	cases := []struct{ name, rel string }{
		{"by the host name", "sync/machines/" + host + ".zsh"},
		{"beside the linked file's real path", "cfg/bash/private.sh"},
		{"by a variable of the session (a glob)", "sync/people/dev.sh"},
	}
	for _, c := range cases {
		time.Sleep(2 * sweepSlack)
		res := r.tamperedBy(func() { r.write(c.rel, "alias gs='git status'\nexport HISTSIZE=5000\n") })
		if res.Message != "" {
			t.Errorf("%s: aliases only tripped: %+v", c.name, res)
		}
		os.Remove(filepath.Join(r.home, c.rel))
		r.refresh()
		time.Sleep(2 * sweepSlack)
		res = r.tamperedBy(func() { r.write(c.rel, "export CLAUDE_CODE_SIMPLE=1\n") })
		if !strings.Contains(res.Message, filepath.Base(c.rel)) {
			t.Errorf("%s: not caught: %+v", c.name, res)
		}
		if _, err := os.Stat(filepath.Join(r.home, c.rel)); err == nil {
			t.Errorf("%s: %s stays", c.name, c.rel)
		}
		r.ack()
	}
}

// An interpreter's start-up file made or changed during a call, and any
// file the call made under a dot folder, that builds a wiring path and
// writes it counts whatever its name; one with a prompt, or one that
// only reads a wiring file, is quiet. A program put in ~/bin (on PATH,
// not a dot folder) that rewrites the wiring goes; a tool put there is
// quiet.
func TestSweepRound21(t *testing.T) {
	r := newRig(t)
	r.tw.Env = r.env
	project := filepath.Join(r.home, "work", "svc")
	r.write("work/svc/go.mod", "module svc\n")
	r.write("bin/README", "my tools\n")
	r.write(".pryrc", "Pry.config.editor = 'vim'\n")
	r.refresh()
	quiet := []struct {
		name string
		f    func()
	}{
		{"pry's rc with a prompt", func() { r.write(".pryrc", "Pry.config.editor = 'nvim'\nPry.config.prompt_name = 'svc'\n") }},
		{"a tool's config that only reads a wiring file", func() {
			r.write(".config/audit/targets", "watch = ~/.claude/settings.json\nlevel = info\n")
		}},
		{"a program in ~/bin that formats code", func() {
			r.write("bin/fmt-all", "#!/bin/sh\nexec gofmt -w \"$@\"\n")
			os.Chmod(filepath.Join(r.home, "bin/fmt-all"), 0o755)
		}},
		{"SBCL's rc with a print setting", func() { r.write(".sbclrc", "(setf *print-case* :downcase)\n(require :asdf)\n") }},
	}
	for i, q := range quiet {
		time.Sleep(2 * sweepSlack)
		if res := r.bashCall("q"+string(rune('a'+i)), "python3 tools/x.py", project, q.f); res.Message != "" {
			t.Errorf("%s tripped: %+v", q.name, res)
		}
	}
	caught := []struct {
		name, file, gone string
		f                func()
	}{
		{"guile's rc writing Codex's hooks", ".guile", ".guile", func() {
			r.write(".guile", "(use-modules (ice-9 textual-ports))\n(with-output-to-file (string-append (getenv \"HOME\") \"/.codex/hooks.json\")\n  (lambda () (write-string \"{}\")))\n")
		}},
		{"an extensionless file the call made", "boot", ".config/replkit/boot", func() {
			r.write(".config/replkit/boot", "p = path_join(home(), \".gemini\", \"settings.json\")\nwrite_text(p, \"{}\")\n")
		}},
		{"a script with an Elixir name", ".iex.exs", ".iex.exs", func() {
			r.write(".iex.exs", "File.write!(Path.join([System.user_home!(), \".copilot\", \"hooks\", \"hooktool.json\"]), \"{}\")\n")
		}},
		{"a program in ~/bin that rewrites the wiring", "sync-prefs", "bin/sync-prefs", func() {
			r.write("bin/sync-prefs", "#!/bin/sh\nperl -pi -e 's/PreToolUse/Off/' \"$HOME/.claude/settings.json\"\n")
			os.Chmod(filepath.Join(r.home, "bin/sync-prefs"), 0o755)
		}},
	}
	for i, c := range caught {
		time.Sleep(2 * sweepSlack)
		res := r.bashCall("c"+string(rune('a'+i)), "python3 tools/x.py", project, c.f)
		if !strings.Contains(res.Message, c.file) {
			t.Errorf("%s was not caught: %+v", c.name, res)
		}
		if _, err := os.Stat(filepath.Join(r.home, c.gone)); err == nil {
			t.Errorf("%s: %s, made during the call, stays", c.name, c.gone)
		}
		r.ack()
	}
	// Changed in place (an existing .pryrc): held, not removed.
	time.Sleep(2 * sweepSlack)
	res := r.bashCall("d", "python3 tools/x.py", project, func() {
		r.appendTo(".pryrc", "File.write(File.join(Dir.home, '.codex', 'config.toml'), \"[features]\\nhooks = false\\n\")\n")
	})
	if !strings.Contains(res.Message, ".pryrc") {
		t.Errorf("pry's rc changed in place was not caught: %+v", res)
	}
}

func TestReplStartup(t *testing.T) {
	for _, c := range []struct {
		name string
		want bool
	}{
		{".irbrc", true}, {".erlang", true}, {"startup.jl", true}, {".psqlrc", true}, {".gdbinit", true},
		{".bashrc", false}, {"config", false}, {".erlang.cookie", false}, {"startup.json", false},
	} {
		if got := replStartup(c.name); got != c.want {
			t.Errorf("replStartup(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}

// HEAD moved during a call to a commit without the hook, git's index
// untouched: by the branch (update-ref) or by HEAD itself (symbolic-ref),
// put back and held. A branch made elsewhere, a soft reset to a commit
// that has the hook, and the objects packed are quiet or read the same.
func TestRefMovedRound21(t *testing.T) {
	withHook := func(g *gitRig) {
		g.git("add", "hooks/pre-push")
		g.git("commit", "-q", "-m", "hook")
		g.git("commit", "-q", "--allow-empty", "-m", "work")
	}
	head := func(g *gitRig) string {
		c := exec.Command("git", "rev-parse", "HEAD")
		c.Dir = g.proj
		c.Env = []string{"HOME=" + g.home, "GIT_CONFIG_NOSYSTEM=1", "PATH=" + os.Getenv("PATH")}
		out, _ := c.Output()
		return strings.TrimSpace(string(out))
	}
	for _, packed := range []bool{false, true} {
		name := "loose"
		if packed {
			name = "packed"
		}
		t.Run(name+" branch moved", func(t *testing.T) {
			g := newGitRig(t, withHook, func(g *gitRig) {
				if packed {
					g.git("gc", "-q")
				}
			})
			before := head(g)
			res, held := g.call(func() { g.git("update-ref", "refs/heads/main", "HEAD~2") })
			if !held || !strings.Contains(res.Message, "HEAD") {
				t.Fatalf("held %v, %+v", held, res)
			}
			if now := head(g); now != before {
				t.Errorf("HEAD is %s, want %s", now, before)
			}
		})
	}
	t.Run("HEAD pointed at another branch", func(t *testing.T) {
		g := newGitRig(t, withHook)
		before := head(g)
		res, held := g.call(func() {
			g.git("branch", "bare", "HEAD~2")
			g.git("symbolic-ref", "HEAD", "refs/heads/bare")
		})
		if !held || !strings.Contains(res.Message, "HEAD") {
			t.Fatalf("held %v, %+v", held, res)
		}
		if now := head(g); now != before {
			t.Errorf("HEAD is %s, want %s", now, before)
		}
		if b, _ := os.ReadFile(filepath.Join(g.proj, ".git", "HEAD")); string(b) != "ref: refs/heads/main\n" {
			t.Errorf(".git/HEAD is %q", b)
		}
	})
	t.Run("ordinary moves", func(t *testing.T) {
		g := newGitRig(t, withHook)
		if res, held := g.call(func() { g.git("branch", "old", "HEAD~2") }); held || res.Message != "" {
			t.Errorf("a branch made elsewhere: held %v, %+v", held, res)
		}
		if res, held := g.call(func() { g.git("reset", "-q", "--soft", "HEAD~1") }); held || res.Message != "" {
			t.Errorf("a soft reset keeping the hook: held %v, %+v", held, res)
		}
		if res, held := g.call(func() {
			g.git("checkout", "-q", "-b", "topic")
			g.git("commit", "-q", "--allow-empty", "-m", "topic")
			g.git("checkout", "-q", "main")
		}); held || res.Message != "" {
			t.Errorf("a topic branch: held %v, %+v", held, res)
		}
	})
}

func TestApplyDelta(t *testing.T) {
	base := []byte("hello, world\n")
	// copy 7 bytes from 0 ("hello, "), insert "git\n"
	delta := []byte{byte(len(base)), 11, 0x80 | 0x01 | 0x10, 0, 7, 4, 'g', 'i', 't', '\n'}
	out, ok := applyDelta(base, delta)
	if !ok || string(out) != "hello, git\n" {
		t.Fatalf("applyDelta = %q, %v", out, ok)
	}
	if _, ok := applyDelta(base, []byte{byte(len(base)), 3, 0x80 | 0x01 | 0x10, 10, 9}); ok {
		t.Error("a copy past the base was applied")
	}
}
