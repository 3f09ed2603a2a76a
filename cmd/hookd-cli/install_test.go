package main

import (
	"encoding/json"
	"os"
	"slices"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/hookd/hookd/config"
)

// Script commands for the install_* and doctor_* scripts.
func init() {
	// problems FILE [ID...]: the doctor --json report in FILE has exactly
	// these warning and failure ids (repeats count). Until this build has a
	// guard, the self-test's "dangerous sample got no decision" warning is
	// expected everywhere and is not listed; once the guard is built in,
	// scripts that wire PreToolUse must see it denied. "selftest.slow" is a
	// timing (a loaded machine, -race) and is never asserted.
	scriptCmds["problems"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) < 1 {
			ts.Fatalf("usage: problems FILE [ID...]")
		}
		var rep struct {
			Layers []struct {
				Checks []struct {
					ID     string `json:"id"`
					Status string `json:"status"`
				} `json:"checks"`
			} `json:"layers"`
		}
		ts.Check(json.Unmarshal([]byte(ts.ReadFile(args[0])), &rep))
		var got []string
		for _, l := range rep.Layers {
			for _, c := range l.Checks {
				if c.Status != "warn" && c.Status != "fail" {
					continue
				}
				if c.ID == "selftest.dangerous-no-decision" && !buildHasGuard() || c.ID == "selftest.slow" {
					continue
				}
				got = append(got, c.ID+"("+c.Status+")")
			}
		}
		want := append([]string{}, args[1:]...)
		slices.Sort(got)
		slices.Sort(want)
		if slices.Equal(got, want) == neg {
			ts.Fatalf("doctor problems: got %v, want %v", got, want)
		}
	}
	// workpaths FILE...: replace the literal text $WORK in each file with
	// the script's work folder, so fixtures can name absolute paths.
	scriptCmds["workpaths"] = func(ts *testscript.TestScript, neg bool, args []string) {
		for _, f := range args {
			p := ts.MkAbs(f)
			b, err := os.ReadFile(p)
			ts.Check(err)
			ts.Check(os.WriteFile(p, []byte(strings.ReplaceAll(string(b), "$WORK", ts.Getenv("WORK"))), 0o644))
		}
	}
}

// buildHasGuard reports whether this build's hook judges PreToolUse calls.
func buildHasGuard() bool {
	cfg, err := config.Load(config.Paths{})
	if err != nil {
		return false
	}
	e := &env{getenv: func(string) string { return "" }}
	return newGuard(e, cfg) != nil
}
