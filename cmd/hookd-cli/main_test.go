package main

import (
	"bytes"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("u", false, "update testscript golden output")

// TestMain lets testscript run the real binary in-process as "hooktool".
func TestMain(m *testing.M) {
	testscript.Main(cleanupM{m}, map[string]func(){
		"hooktool": func() {
			// Scripts play the user at a terminal who confirms
			// (needUser) with this variable, which scriptParams sets
			// and a script unsets to play anyone else; only the test
			// binary reads it.
			if os.Getenv("HOOKTOOL_TEST_TERMINAL") == "yes" {
				stdinTerminal = func(any) bool { return true }
				userTypes = func(*env) string { return "yes\n" }
			}
			os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
		},
	})
}

// cleanupM removes the shared build of buildHooktool once every test ran.
type cleanupM struct{ m *testing.M }

func (c cleanupM) Run() int {
	code := c.m.Run()
	if hooktoolBuild.dir != "" {
		os.RemoveAll(hooktoolBuild.dir)
	}
	return code
}

// scriptParams is the common setup of every testscript suite: a private
// HOME and state file under $WORK, and the shared fixtures.
func scriptParams(dir string) testscript.Params {
	return testscript.Params{
		Dir:                 dir,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		UpdateScripts:       *update,
		Setup: func(env *testscript.Env) error {
			// Every lookup a run makes points into $WORK: HOME, the XDG
			// folders, git's global config (none; no system config either).
			// PATH stays the machine's for the tools a script runs (sh, git),
			// so a script that needs PATH to hold no hooktool sets its own.
			env.Setenv("HOME", env.WorkDir+"/home")
			env.Setenv("HOOKTOOL_TEST_TERMINAL", "yes")
			env.Setenv("XDG_STATE_HOME", env.WorkDir+"/home/.local/state")
			env.Setenv("XDG_CONFIG_HOME", env.WorkDir+"/home/.config")
			env.Setenv("XDG_CACHE_HOME", env.WorkDir+"/home/.cache")
			env.Setenv("XDG_DATA_HOME", env.WorkDir+"/home/.local/share")
			env.Setenv("GIT_CONFIG_GLOBAL", env.WorkDir+"/home/.gitconfig")
			env.Setenv("GIT_CONFIG_NOSYSTEM", "1")
			// $TOOLBIN holds only the commands testscript.Main set up
			// (hooktool): PATH=$TOOLBIN runs hooktool with nothing of the
			// machine's on PATH (no agent, no other hooktool).
			bin, _, _ := strings.Cut(os.Getenv("PATH"), string(os.PathListSeparator))
			env.Setenv("TOOLBIN", bin)
			if sh, err := exec.LookPath("sh"); err == nil {
				env.Setenv("SH", sh)
			}
			env.Setenv("HOOKTOOL_STATE", env.WorkDir+"/state.db")
			env.Setenv("CLAUDE_PROJECT_DIR", "")
			env.Setenv("HOOKTOOL_CONFIG", "")
			env.Setenv("NO_COLOR", "1")
			env.Setenv("EVENTS", testdataAbs("events"))
			env.Setenv("EVENTS_OLD", testdataAbs("events-2.1.100"))
			env.Setenv("TESTDATA", testdataAbs(""))
			return os.MkdirAll(env.WorkDir+"/home", 0o755)
		},
		Cmds: scriptCmds,
	}
}

// scriptCmds are extra testscript commands shared by every suite.
var scriptCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){
	// binpath NAME VAR: $VAR = the absolute path of NAME on the script's
	// PATH (the pre-push hook runs hooktool by absolute path only).
	"binpath": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 2 || neg {
			ts.Fatalf("usage: binpath NAME VAR")
		}
		for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
			p := filepath.Join(dir, args[0])
			if fi, err := os.Stat(p); err == nil && fi.Mode().IsRegular() && filepath.IsAbs(p) {
				ts.Setenv(args[1], p)
				return
			}
		}
		ts.Fatalf("%s not on PATH", args[0])
	},
	// count FILE N: FILE has exactly N lines.
	// launcher DEST DIR: the Claude Code plugin's launcher copied to DEST,
	// with its system-wide fallback (/usr/local/bin/hooktool) moved to
	// DIR/hooktool, so the test never runs what this machine installed.
	"launcher": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 2 || neg {
			ts.Fatalf("usage: launcher DEST DIR")
		}
		src := ts.ReadFile(ts.Getenv("TESTDATA") + "/../../../plugins/hooktool/bin/hooktool")
		const system = "/usr/local/bin/hooktool"
		if strings.Count(src, system) != 1 {
			ts.Fatalf("the launcher names %s %d times, want once", system, strings.Count(src, system))
		}
		src = strings.Replace(src, system, ts.MkAbs(args[1])+"/hooktool", 1)
		ts.Check(os.WriteFile(ts.MkAbs(args[0]), []byte(src), 0o755))
	},
	"countlines": func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 2 {
			ts.Fatalf("usage: countlines FILE N")
		}
		want, err := strconv.Atoi(args[1])
		ts.Check(err)
		got := bytes.Count([]byte(ts.ReadFile(args[0])), []byte("\n"))
		if (got == want) == neg {
			ts.Fatalf("%s has %d lines, want %d", args[0], got, want)
		}
	},
}

func TestScripts(t *testing.T) {
	p := scriptParams("testdata/script")
	if raceDetector {
		// Under -race every `exec hooktool` starts the race-built test
		// binary, which takes over ten times as long (the scripts ran
		// 42 s without -race and past 10 minutes with it). The scripts
		// of the commands that run one goroutine start to end (doctor,
		// install, uninstall, the CLI's own) run in make race's second
		// step, without -race, as do those of the tripwire, the guard
		// and narration: their code starts no goroutine (their packages'
		// own tests run under -race), and they took 480 of the step's
		// 730 script-seconds. The scripts of the hook's own machinery
		// (events, harnesses, reduce, state, the issues' end-to-end
		// calls) run in both: the watchdog timer, signals and the state
		// lock's goroutine are what the detector is for here.
		files, err := filepath.Glob("testdata/script/*.txtar")
		if err != nil {
			t.Fatal(err)
		}
		p.Dir = ""
		for _, f := range files {
			switch strings.SplitN(filepath.Base(f), "_", 2)[0] {
			case "doctor", "install", "uninstall", "cli", "tripwire", "guard", "narration":
				continue
			}
			p.Files = append(p.Files, f)
		}
	}
	testscript.Run(t, p)
}

// testdataAbs is the absolute path of a testdata entry, for scripts that
// read the shared payloads.
func testdataAbs(name string) string {
	wd, err := os.Getwd()
	if err != nil {
		panic(err)
	}
	return wd + "/testdata/" + name
}
