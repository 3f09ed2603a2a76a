package main

import (
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/reduce"
	"github.com/hookd/hookd/state"
)

func reduceCommand(e *env) *command {
	return &command{
		name:  "reduce",
		usage: "run CMD, print a reduced form of its output, and exit with its exit code",
		args:  "-- CMD [ARGS...]",
		desc: "Runs CMD directly (no shell), captures stdout and stderr, and prints each reduced:\n" +
			"errors, failing tests, file:line and the last lines always stay; every omission is marked\n" +
			"with the path of a file under the state folder that holds the full output (kept for\n" +
			"reduce.keep_hours). Outputs up to reduce.min_bytes pass through untouched; past\n" +
			"reduce.max_shown_bytes (both streams), the middle goes, as a client would cut it.\n" +
			"Exits with CMD's exit code, or 128+N when a signal N killed it.",
		raw: true,
		run: func(c *call) error {
			args := c.args
			if len(args) > 0 && args[0] == watchFlag {
				// The watcher another hooktool reduce started (reduce.Watch).
				if code := reduce.Watch(args[1:]); code != 0 {
					return silent(code)
				}
				return nil
			}
			// -h, --help and help as the first word are the dispatcher's.
			if len(args) > 0 && args[0] == "--" {
				args = args[1:]
			}
			if len(args) == 0 {
				return failHint(exitError, "usage: hooktool reduce -- CMD [ARGS...]", "reduce: no command given")
			}
			return e.reduce(args)
		},
	}
}

// watchFlag starts hooktool as the watcher of a reduced command's process
// group (see reduce.Watch); only hooktool reduce itself passes it.
const watchFlag = "--watch-group"

// reduceArgs runs `reduce -- CMD...` and the watcher, the two forms the
// PreToolUse rewrite and reduce itself use, before the command tree is
// built, as run does for hook: a rewritten command pays hooktool's start
// once more, and the watcher's start competes with the command's for the
// CPU. Any other form goes through the tree.
func (e *env) reduceArgs(args []string) (code int, ok bool) {
	switch {
	case len(args) > 3 && args[1] == "reduce" && args[2] == "--":
		return report(e.reduce(args[3:]), e.stderr), true
	case len(args) == 3 && args[1] == "reduce" && args[2] == watchFlag:
		return reduce.Watch(nil), true
	}
	return 0, false
}

// watchArgv is how reduce.Run starts the watcher: this binary again.
func watchArgv() []string {
	exe, err := os.Executable()
	if err != nil {
		return nil
	}
	return []string{exe, "hooktool", "reduce", watchFlag}
}

// reduceDir is where full outputs go: next to the state file.
func (e *env) reduceDir() string { return filepath.Join(filepath.Dir(e.statePath()), "reduce") }

func (e *env) reduce(argv []string) error {
	// Signals are taken before the command starts: one sent as soon as
	// the command runs (a Ctrl-C, a supervisor's SIGTERM) must reach it,
	// not end hooktool first (under -race, a test's SIGTERM sent once the
	// command had set its trap found hooktool without a handler yet).
	sigs := make(chan os.Signal, 4)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT)
	defer signal.Stop(sigs)
	o := reduce.Options{
		Dir:     e.reduceDir(),
		Signals: sigs,
		Watch:   watchArgv(),
		Merged:  sameFile(e.stdout, e.stderr),
		// The settings need not hold up the command's start.
		Started: func(o *reduce.Options) {
			o.MinBytes, o.MaxShown, o.TTL = e.reduceSettings()
		},
	}
	res := reduce.Run(argv, e.stdin, e.stdout, e.stderr, o)
	if !res.Started {
		return fail(res.Code, "reduce: %v", res.Err)
	}
	e.recordGain(res)
	if res.Err != nil {
		return &exitErr{code: res.Code, msg: "reduce: " + res.Err.Error()}
	}
	if res.Code != 0 {
		return silent(res.Code)
	}
	return nil
}

// reduceSettings reads the config's reduce settings: nothing in them
// changes how the command starts.
func (e *env) reduceSettings() (minBytes, maxShown int, ttl time.Duration) {
	cfg, err := e.loadConfig(e.projectDir(""))
	if cfg == nil || err != nil {
		// A broken config file must not stop the command: run on the defaults.
		cfg, _ = config.Load(config.Paths{})
	}
	maxShown = int(cfg.Get("reduce.max_shown_bytes").Int())
	if maxShown == 0 {
		maxShown = -1 // 0 in the config: no bound (reduce's 0 is its default)
	}
	return int(cfg.Get("reduce.min_bytes").Int()), maxShown, time.Duration(cfg.Get("reduce.keep_hours").Float() * float64(time.Hour))
}

// recordGain adds the run to the savings `hooktool gain` reports, through a
// journal that costs no disk sync (reduce.Journal); once in a while a run
// folds the journal into the state file. It is best effort: a locked or
// broken state file costs the statistic, never the command's output or exit
// code, and says nothing (stderr goes to the model).
func (e *env) recordGain(res reduce.Result) {
	long, err := reduce.Journal(e.gainJournal(), res, time.Now())
	if err != nil || !long {
		return
	}
	_ = e.foldGain()
}

func (e *env) gainJournal() string { return filepath.Join(e.reduceDir(), "gain.jsonl") }

// foldGain moves the journal into the state bucket.
func (e *env) foldGain() error {
	db, err := state.Open(e.statePath(), state.Options{LockTimeout: 300 * time.Millisecond})
	if err != nil {
		return err
	}
	err = db.Update(func(tx *state.Tx) error { return reduce.Fold(e.gainJournal(), tx) })
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	return err
}

// sameFile reports whether two streams are one file (the command ran with
// 2>&1, or both go to one terminal).
func sameFile(a, b io.Writer) bool {
	fa, ok1 := a.(*os.File)
	fb, ok2 := b.(*os.File)
	if !ok1 || !ok2 {
		return false
	}
	sa, err1 := fa.Stat()
	sb, err2 := fb.Stat()
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}
