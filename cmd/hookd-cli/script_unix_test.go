//go:build unix

package main

import (
	"syscall"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/hookd/hookd/state"
)

func init() {
	// mkfifo PATH: a FIFO at PATH (a wiring or state file swapped for one).
	scriptCmds["mkfifo"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 1 || neg {
			ts.Fatalf("usage: mkfifo PATH")
		}
		ts.Check(syscall.Mkfifo(ts.MkAbs(args[0]), 0o600))
	}
	// lockstate PATH DURATION: open the state file at PATH as a writer, as
	// a concurrent hook does, and let go after DURATION; the script goes
	// on at once.
	scriptCmds["lockstate"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 2 || neg {
			ts.Fatalf("usage: lockstate PATH DURATION")
		}
		d, err := time.ParseDuration(args[1])
		ts.Check(err)
		db, err := state.Open(ts.MkAbs(args[0]), state.Options{})
		ts.Check(err)
		time.AfterFunc(d, func() { db.Close() })
	}
	// pause DURATION: wait.
	scriptCmds["pause"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 1 || neg {
			ts.Fatalf("usage: pause DURATION")
		}
		d, err := time.ParseDuration(args[0])
		ts.Check(err)
		time.Sleep(d)
	}
}
