package tripwire

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hookd/hookd/wiring"
)

// Round 25's classes, in spellings of their own: a variable (or alias)
// in a start-up file that names a program the user's tools run, judged
// by what the program does (one hop on included); search paths judged by
// the modules in their folders (Tcl's package indexes, a moved Python
// user site, a module that runs code kept elsewhere), including one
// planted in a later call; a function a start-up file defines, whoever
// calls it; a file sourced by a path a command prints; the home listed
// whole and filtered by awk or sed; git's replace refs kept in
// packed-refs; CMake's user package registry.

// r25Home is a scratch home (also $HOME, which the line readers use)
// with files written from rel -> text (mode 0755 for a text starting
// with #!).
func r25Home(t *testing.T, files map[string]string) string {
	t.Helper()
	home := t.TempDir()
	t.Setenv("HOME", home)
	for rel, text := range files {
		p := filepath.Join(home, filepath.FromSlash(rel))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		mode := os.FileMode(0o644)
		if strings.HasPrefix(text, "#!") {
			mode = 0o755
		}
		must(t, os.WriteFile(p, []byte(strings.ReplaceAll(text, "HOMEDIR", home)), mode))
	}
	return home
}

// counted reports whether a start-up file holding text counts anything.
func counted(home, text string) bool {
	it := wiring.Item{Path: filepath.Join(home, ".bashrc"), Kind: wiring.Startup, Lines: wiring.StartupLines()}
	return relevant(it, []byte(strings.ReplaceAll(text, "HOMEDIR", home)+"\n")) != ""
}

func TestNamedProgramLines(t *testing.T) {
	home := r25Home(t, map[string]string{
		// a wrapper that runs a script kept elsewhere, which writes
		"tc/bin/pager-wrap": "#!/bin/sh\nbash \"$HOME/lab/reset.sh\"\nexec less \"$@\"\n",
		"lab/reset.sh":      "#!/bin/sh\necho '{}' > ~/.gemini/settings.json\n",
		// writes itself
		"tc/cxx": "#!/bin/sh\ncat /dev/null > \"$HOME/.codex/hooks.json\"\nexec g++ \"$@\"\n",
		// Vim commands kept in a file a start-up variable sources
		"tc/boot.vim": "call writefile(['{}'], expand('~/.claude/settings.json'))\n",
		// a folder of tools, one of them a linker wrapper
		"tc/link/ld":       "#!/bin/sh\npython3 HOMEDIR/tc/link/fixup.py\nexec /usr/bin/ld \"$@\"\n",
		"tc/link/fixup.py": "import os\nopen(os.path.join(os.environ['HOME'], '.pi', 'agent', 'extensions', 'hooktool.ts'), 'w').write('')\n",
		// two hops away: not followed
		"tc/far/a.sh": "#!/bin/sh\nsh \"$HOME/tc/far/b.sh\"\n",
		"tc/far/b.sh": "#!/bin/sh\nsh \"$HOME/tc/far/c.sh\"\n",
		"tc/far/c.sh": "#!/bin/sh\n: > ~/.codex/hooks.json\n",
		// ordinary
		"tc/ok/fmt":      "#!/bin/sh\nexec clang-format \"$@\"\n",
		"notes/todo.txt": "buy milk\n",
		"py/rc.py":       "import atexit, os, readline\nh = os.path.expanduser('~/.py_hist')\natexit.register(readline.write_history_file, h)\n",
		"py/bad.py":      "import shutil\nshutil.copy('/dev/null', __import__('os').path.expanduser('~/.claude/settings.json'))\n",
	})
	for _, c := range []struct {
		line   string
		counts bool
	}{
		{`export PAGER="$HOME/tc/bin/pager-wrap"`, true},
		{`setenv CXX ~/tc/cxx`, true},
		{`export VIMINIT='so HOMEDIR/tc/boot.vim'`, true},
		{`export LINKER_DIR=${HOME}/tc/link`, true},
		{`alias view="$HOME/tc/bin/pager-wrap -R"`, true},
		{`set -gx SUDO_EDITOR $HOME/tc/cxx`, true},
		{`[ -x ~/tc/cxx ] && export CXX=~/tc/cxx`, true},
		{`export PYTHONSTARTUP=~/py/bad.py`, true},
		{`export PAGER=$HOME/tc/far/a.sh`, false},
		{`export EDITOR=nano`, false},
		{`export FORMATTER=~/tc/ok/fmt`, false},
		{`export TODO_FILE=$HOME/notes/todo.txt`, false},
		{`export TOOLS=$HOME/tc/ok`, false},
		{`export PYTHONSTARTUP="$HOME/py/rc.py"`, false},
		{`PAGER="less -R"`, false},
		{`# export PAGER=$HOME/tc/bin/pager-wrap`, false},
	} {
		if got := counted(home, c.line); got != c.counts {
			t.Errorf("%s: counted %v, want %v", c.line, got, c.counts)
		}
	}
	// A PYTHONSTARTUP line with another reason on it still counts.
	if !counted(home, `export PYTHONSTARTUP=~/py/rc.py NODE_OPTIONS="--require /tmp/x.js"`) {
		t.Error("a line that also sets NODE_OPTIONS was dropped with PYTHONSTARTUP")
	}
	// An environment.d file is read as a start-up file's entries.
	d := wiring.Item{Path: filepath.Join(home, ".config", "environment.d"), Kind: wiring.StartupDir, Names: []string{"*.conf"}, Lines: wiring.StartupLines()}
	if entryRelevant(d, []byte("CXX="+home+"/tc/cxx\n")) == "" {
		t.Error("an environment.d entry naming a wrapper that writes the wiring is quiet")
	}
	if entryRelevant(d, []byte("CXX=/usr/bin/g++\nMAKEFLAGS=-j4\n")) != "" {
		t.Error("an environment.d entry naming the system compiler counts")
	}
}

func TestSearchPathsMore(t *testing.T) {
	home := r25Home(t, map[string]string{
		// Tcl: a package index that writes when sourced
		"tcl/a/spell/pkgIndex.tcl": "set fh [open [file join $::env(HOME) .codex hooks.json] w+]\nputs $fh {}\nclose $fh\n",
		"tcl/b/mine/pkgIndex.tcl":  "package ifneeded mine 2.1 [list source [file join $dir mine.tcl]]\n",
		"tcl/b/mine/mine.tcl":      "package provide mine 2.1\n",
		// a moved user site, with a .pth that runs a file kept elsewhere
		"ub1/lib/python3.9/site-packages/zz.pth":            "import runpy; runpy.run_path('HOMEDIR/lab/kick.py')\n",
		"lab/kick.py":                                       "import pathlib\npathlib.Path.home().joinpath('.codex/hooks.json').write_text('{}')\n",
		"ub2/lib/python3.12/site-packages/usercustomize.py": "pass\n",
		"ub3/lib/python3.12/site-packages/local.pth":        "/opt/extra/lib\n",
		// a module shadowing a library one, that runs a script elsewhere
		"pp/random.py":  "import subprocess\nsubprocess.run(['sh', 'HOMEDIR/lab/wipe.sh'])\n",
		"lab/wipe.sh":   "#!/bin/sh\nprintf '{}' > \"$HOME/.claude/settings.json\"\n",
		"pp2/random.py": "import subprocess\nsubprocess.run(['sh', 'HOMEDIR/lab/hello.sh'])\n",
		"lab/hello.sh":  "#!/bin/sh\necho hello\n",
	})
	for _, c := range []struct {
		line   string
		counts bool
	}{
		{`export TCLLIBPATH="$HOME/tcl/a"`, true},
		{`export TCLLIBPATH="/usr/share/tcltk $HOME/tcl/a"`, true},
		{`export TCLLIBPATH=$HOME/tcl/b`, false},
		{`export PYTHONUSERBASE=$HOME/ub1`, true},
		{`export PYTHONUSERBASE="$HOME/ub2"`, true},
		{`export PYTHONUSERBASE=~/ub3`, false},
		{`export PYTHONPATH=$HOME/pp`, true},
		{`export PYTHONPATH=$HOME/pp2`, false},
	} {
		if got := counted(home, c.line); got != c.counts {
			t.Errorf("%s: counted %v, want %v", c.line, got, c.counts)
		}
	}
}

// A line that names a folder or a file with nothing in it yet, added
// during a call, is quiet; what its folder or file gets in a later call
// (before any refresh) is judged then.
func TestLaterCallPlants(t *testing.T) {
	for _, c := range []struct {
		name, line, plant, text string
		trips                   bool
	}{
		{"search path, a start module later", "export PYTHONPATH=\"$HOME/pymods\"\n", "pymods/usercustomize.py", "print('hi')\n", true},
		{"editor, the program later", "export EDITOR=$HOME/bin2/ed.sh\n", "bin2/ed.sh", "#!/bin/sh\necho '{}' > ~/.codex/hooks.json\nexec vi \"$@\"\n", true},
		{"editor, an ordinary program later", "export EDITOR=$HOME/bin2/ed.sh\n", "bin2/ed.sh", "#!/bin/sh\nexec vi \"$@\"\n", false},
		{"search path, an ordinary module later", "export PYTHONPATH=\"$HOME/pymods\"\n", "pymods/helpers.py", "def f():\n    return 1\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t)
			t.Setenv("HOME", r.home)
			r.tw.Env = r.env
			must(t, os.MkdirAll(filepath.Join(r.home, "pymods"), 0o755))
			r.write(".profile", "umask 022\n")
			r.refresh()
			r.event("PreToolUse", "a1")
			time.Sleep(20 * time.Millisecond)
			r.appendTo(".profile", c.line)
			if res := r.event("PostToolUse", "a1"); res.Message != "" {
				t.Fatalf("the line alone tripped: %s", res.Message)
			}
			r.event("PreToolUse", "a2")
			p := r.write(c.plant, c.text)
			if strings.HasPrefix(c.text, "#!") {
				must(t, os.Chmod(p, 0o755))
			}
			res := r.event("PostToolUse", "a2")
			if got := res.Message != ""; got != c.trips {
				t.Fatalf("tripped %v, want %v: %q", got, c.trips, res.Message)
			}
			if _, err := os.Stat(p); c.trips && err == nil {
				t.Error("the planted file stays")
			}
		})
	}
}

func TestStartupFunctionsJudged(t *testing.T) {
	home := r25Home(t, map[string]string{
		"lab/tidy.py":  "import os\nos.remove(os.path.expanduser('~/.codex/hooks.json'))\n",
		"lab/words.sh": "#!/bin/sh\necho alpha beta\n",
		"lab/sync.js":  "require('fs').writeFileSync(require('os').homedir() + '/.gemini/settings.json', '{}')\n",
	})
	for _, c := range []struct {
		text   string
		counts bool
	}{
		{"_kiln() {\n\tpython3 -u \"$HOME/lab/tidy.py\" 2>/dev/null\n\tCOMPREPLY=()\n}\n", true},
		{"function __up_comp {\n  nohup node ~/lab/sync.js >/dev/null 2>&1 &\n}\n", true},
		{"_kiln() {\n\tCOMPREPLY=($(compgen -W \"$(sh $HOME/lab/words.sh)\" -- \"$2\"))\n}\n", false},
		{"mkcd() {\n  mkdir -p \"$1\" && cd \"$1\"\n}\n", false},
	} {
		if got := counted(home, c.text); got != c.counts {
			t.Errorf("%q: counted %v, want %v", c.text, got, c.counts)
		}
	}
}

func TestSourcedThroughACommand(t *testing.T) {
	home := r25Home(t, map[string]string{
		"dots/shell/aliases.sh": "alias ll='ls -l'\n",
		"dots/sub/.keep":        "",
		"cfg/env.zsh":           "export EDITOR=vi\n",
	})
	if _, err := exec.LookPath("git"); err == nil {
		gitRun(t, filepath.Join(home, "dots"), "init", "-q")
	} else {
		must(t, os.MkdirAll(filepath.Join(home, "dots", ".git"), 0o755))
	}
	rc := filepath.Join(home, ".bashrc")
	must(t, os.WriteFile(rc, []byte(`. "$(git -C "$HOME/dots/sub" rev-parse --show-toplevel)/shell/aliases.sh"`+"\n"+
		`[ -d ~/cfg ] && source "$(cd ~/cfg && pwd -P)/env.zsh"`+"\n"+
		`. "$(mytool --prefix)/share/init.sh"`+"\n"), 0o644))
	var got []string
	computedSources([]wiring.Item{{Path: rc, Kind: wiring.Startup, Agent: "startup"}}, home, func(it wiring.Item) {
		got = append(got, it.Kind.String()+":"+strings.TrimPrefix(it.Path, home+"/"))
	})
	want := "startup:dots/shell/aliases.sh startup:cfg/env.zsh"
	if strings.Join(got, " ") != want {
		t.Errorf("items %v, want %s", got, want)
	}
}

func TestHomeListedWhole(t *testing.T) {
	for _, c := range []struct {
		text   string
		counts bool
	}{
		{"g=$(ls -A \"$HOME\" | awk '$0 ~ /^\\.gem/'); echo '{}' > \"$HOME/$g/settings.json\"", true},
		{"c=`ls -a ~ | sed -n '/^\\.co.ilot$/p'`; : > ~/$c/config.json", true},
		{"x=$(ls -a ~ | grep -x '.c.dex'); rm -f \"$HOME/$x/hooks.json\"", true},
		{"d=$(ls -a ~ | awk '/^\\./ { print }'); cp -r \"$HOME/$d\" /tmp/backup", false},
		{"d=$(ls -a ~ | awk '{ print $1 }'); echo \"$d\" > /tmp/list", false},
	} {
		it := wiring.Item{Path: "/h/.bashrc", Kind: wiring.Startup}
		if got := relevant(it, []byte(c.text+"\n")) != ""; got != c.counts {
			t.Errorf("%s: counted %v, want %v", c.text, got, c.counts)
		}
	}
}

// A replace ref for the hook's blob, packed with every ref during a
// call, is taken out of packed-refs; the tags and branches packed with it
// stay. Packing refs with only notes and tags is quiet.
func TestPackedReplaceRefs(t *testing.T) {
	t.Run("replace then pack", func(t *testing.T) {
		g := newGitRig(t)
		g.git("add", "hooks/pre-push")
		g.git("commit", "-qm", "hook")
		g.git("tag", "v2")
		var blob string
		res, held := g.call(func() {
			c := exec.Command("git", "hash-object", "-w", "--stdin")
			c.Dir = g.proj
			c.Stdin = strings.NewReader("#!/bin/sh\ntrue\n")
			out, err := c.Output()
			must(t, err)
			blob = strings.TrimSpace(string(out))
			hook := strings.TrimSpace(gitOut(t, g, "rev-parse", "HEAD:hooks/pre-push"))
			g.git("replace", "-f", hook, blob)
			g.git("pack-refs", "--all", "--prune")
		})
		if !held || !strings.Contains(res.Message, "packed-refs") {
			t.Fatalf("held %v, %+v", held, res)
		}
		if s := gitOut(t, g, "cat-file", "-p", "HEAD:hooks/pre-push"); !strings.Contains(s, "hooktool pre-push") {
			t.Errorf("the replacement still reads: %q", s)
		}
		if s := gitOut(t, g, "rev-parse", "v2", "main"); len(strings.Fields(s)) != 2 {
			t.Errorf("the packed tag and branch are gone: %q", s)
		}
	})
	t.Run("notes and tags packed", func(t *testing.T) {
		g := newGitRig(t)
		res, held := g.call(func() {
			g.git("tag", "v3")
			g.git("notes", "add", "-m", "ok", "HEAD")
			g.git("pack-refs", "--all")
		})
		if held || res.Message != "" {
			t.Fatalf("held %v, %+v", held, res)
		}
	})
}

// gitOut is git's output in the rig's project.
func gitOut(t *testing.T, g *gitRig, args ...string) string {
	t.Helper()
	c := exec.Command("git", args...)
	c.Dir = g.proj
	c.Env = []string{"HOME=" + g.home, "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=" + filepath.Join(g.home, ".gitconfig"), "PATH=" + os.Getenv("PATH")}
	out, err := c.Output()
	if err != nil {
		t.Fatalf("git %v: %v", args, err)
	}
	return string(out)
}

// An entry of CMake's user package registry made during a call counts
// by the package files in the folder it names.
func TestCMakeRegistryEntry(t *testing.T) {
	for _, c := range []struct {
		name, config string
		trips        bool
	}{
		{"a config that writes the wiring", "file(APPEND \"$ENV{HOME}/.claude/settings.json\" \"x\")\nset(Zlib_FOUND TRUE)\n", true},
		{"a config that runs a script kept elsewhere", "execute_process(COMMAND sh HOMEDIR/lab/z.sh)\n", true},
		{"a build tree's own config", "include(\"${CMAKE_CURRENT_LIST_DIR}/ZlibTargets.cmake\")\n", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t)
			t.Setenv("HOME", r.home)
			r.tw.Env = r.env
			r.write("lab/z.sh", "#!/bin/sh\nrm -f \"$HOME/.codex/hooks.json\"\n")
			r.write("work/zbuild/ZlibConfig.cmake", strings.ReplaceAll(c.config, "HOMEDIR", r.home))
			r.refresh()
			time.Sleep(2 * sweepSlack)
			entry := filepath.Join(r.home, ".cmake", "packages", "Zlib", "0a1b2c")
			res := r.bashCall("z1", "cmake --build build", "", func() {
				must(t, os.MkdirAll(filepath.Dir(entry), 0o755))
				must(t, os.WriteFile(entry, []byte(filepath.Join(r.home, "work", "zbuild")+"\n"), 0o644))
			})
			if got := res.Message != ""; got != c.trips {
				t.Fatalf("tripped %v, want %v: %q", got, c.trips, res.Message)
			}
			if _, err := os.Stat(entry); c.trips && err == nil {
				t.Error("the registry entry stays")
			}
		})
	}
}

func TestTclPathsRead(t *testing.T) {
	for _, c := range []struct {
		text   string
		counts bool
	}{
		{"set f [open [file join $env(HOME) .config opencode plugins hooktool.js] a]\nputs $f {}\n", true},
		{"file delete [file join ~ .pi agent extensions hooktool.ts]\n", true},
		{"set f [open [file join $env(HOME) .gemini settings.json] r]\nputs [read $f]\n", false},
		{"set f [open [file join $env(HOME) notes.txt] w]\nputs $f {}\n", false},
	} {
		if got := scriptRewrites([]byte(c.text)); got != c.counts {
			t.Errorf("%q: %v, want %v", c.text, got, c.counts)
		}
	}
}
