package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sort"
	"time"

	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/state"
)

func logCommand(e *env) *command {
	return &command{
		name:  "log",
		usage: "list the guard's deny and ask decisions recorded in state",
		desc:  "Oldest first. Records expire with the state TTL (state.ttl_seconds).",
		flags: []opt{
			boolOpt("json", "machine-readable output (a JSON array)"),
			stringOpt("session", "", "only this session"),
		},
		run: func(c *call) error {
			recs := []handlers.CaughtRecord{}
			if _, err := os.Stat(e.statePath()); errors.Is(err, fs.ErrNotExist) {
				return printLog(e, recs, c.bool("json")) // no hook has run yet
			}
			db, err := e.openState(nil, true)
			if errors.Is(err, state.ErrEmpty) {
				return printLog(e, recs, c.bool("json"))
			}
			if err != nil {
				return readStateErr(err)
			}
			defer db.Close()
			err = db.View(func(tx *state.Tx) error {
				return tx.ForEach(handlers.BucketCaught, c.str("session"), func(r state.Record) error {
					var rec handlers.CaughtRecord
					if json.Unmarshal(r.Value, &rec) == nil && rec.Kind == "guard" {
						recs = append(recs, rec)
					}
					return nil
				})
			})
			if err != nil {
				return fail(exitError, "%v", err)
			}
			sort.SliceStable(recs, func(i, j int) bool { return recs[i].Time < recs[j].Time })
			return printLog(e, recs, c.bool("json"))
		},
	}
}

func printLog(e *env, recs []handlers.CaughtRecord, asJSON bool) error {
	if asJSON {
		b, _ := json.MarshalIndent(recs, "", "  ")
		fmt.Fprintf(e.stdout, "%s\n", b)
		return nil
	}
	if len(recs) == 0 {
		fmt.Fprintln(e.stdout, "no guard decisions recorded")
		return nil
	}
	for _, r := range recs {
		t := time.UnixMilli(r.Time).UTC().Format("2006-01-02 15:04:05")
		// The whole session id: Codex's are time-based, alike in their first
		// characters, and --session takes what is printed here.
		fmt.Fprintf(e.stdout, "%s  %-4s  %-24s  %s  %s\n", t, r.Decision, r.Rule, r.Session, r.Summary)
	}
	return nil
}
