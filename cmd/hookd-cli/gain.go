package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"

	"github.com/hookd/hookd/reduce"
	"github.com/hookd/hookd/state"
)

func gainCommand(e *env) *command {
	return &command{
		name:  "gain",
		usage: "bytes before and after `hooktool reduce`, per command kind",
		desc: "Counts every run of `hooktool reduce`, including the ones whose output passed\n" +
			"through untouched, so the percentage is what reduce saved over all it printed.",
		flags: []opt{boolOpt("json", "machine-readable output")},
		run:   func(c *call) error { return e.gain(c.bool("json")) },
	}
}

// GainReport is `gain --json`.
type GainReport struct {
	Kinds  []reduce.KindStat `json:"kinds"`
	Total  reduce.Stat       `json:"total"`
	Saved  int64             `json:"saved_bytes"`
	Pct    float64           `json:"saved_percent"`
	Folder string            `json:"full_outputs"`
}

func (e *env) gain(asJSON bool) error {
	if err := e.foldGain(); err != nil {
		return fail(exitError, "gain: %v", err)
	}
	db, err := state.Open(e.statePath(), state.Options{ReadOnly: true})
	if err != nil {
		return fail(exitError, "gain: %v", err)
	}
	rep := GainReport{Kinds: []reduce.KindStat{}, Folder: e.reduceDir()}
	err = db.View(func(tx *state.Tx) error {
		rep.Kinds = append(rep.Kinds, reduce.Totals(tx)...)
		return nil
	})
	db.Close()
	if err != nil {
		return fail(exitError, "gain: %v", err)
	}
	for _, k := range rep.Kinds {
		rep.Total.Runs += k.Runs
		rep.Total.Reduced += k.Reduced
		rep.Total.Before += k.Before
		rep.Total.After += k.After
		rep.Total.Last = max(rep.Total.Last, k.Last)
	}
	rep.Saved = rep.Total.Before - rep.Total.After
	rep.Pct = pct(rep.Total.Before, rep.Total.After)
	if asJSON {
		b, _ := json.MarshalIndent(rep, "", "  ")
		_, err := fmt.Fprintf(e.stdout, "%s\n", b)
		return err
	}
	if len(rep.Kinds) == 0 {
		fmt.Fprintln(e.stdout, "no runs of `hooktool reduce` recorded yet")
		return nil
	}
	w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "kind\truns\treduced\tbytes before\tbytes after\tsaved\t")
	row := func(name string, s reduce.Stat) {
		fmt.Fprintf(w, "%s\t%d\t%d\t%s\t%s\t%.1f%%\t\n", name, s.Runs, s.Reduced, reduce.Commas(int(s.Before)), reduce.Commas(int(s.After)), pct(s.Before, s.After))
	}
	for _, k := range rep.Kinds {
		row(k.Kind, k.Stat)
	}
	row("total", rep.Total)
	return w.Flush()
}

func pct(before, after int64) float64 {
	if before <= 0 {
		return 0
	}
	return float64(int64(1000*float64(before-after)/float64(before))) / 10
}
