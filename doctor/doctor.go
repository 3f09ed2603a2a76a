// Package doctor enumerates every hook layer on a machine, says what is
// wired and what is wrong with it, and gives each problem a one-line fix:
// the git boundary (core.hooksPath and the pre-push hook), Claude Code's
// settings and self-test (agents/claude), hooktool's state file (when each
// event last fired) and config, and each other agent's section (its own
// package's, agents/<name>, passed in Options.Agents).
//
// Checks are pure functions of what Options names; the command layer finds
// the paths, runs nothing but what Options allows, and renders the Report.
package doctor

import (
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"github.com/hookd/hookd/checkup"
)

// The report's vocabulary is checkup's, which each agent's section
// (agents/codex, ...) writes in too.
type (
	Status = checkup.Status
	Check  = checkup.Check
	Layer  = checkup.Layer
)

// The statuses, from best to worst.
const (
	OK   = checkup.OK
	Info = checkup.Info
	Warn = checkup.Warn
	Fail = checkup.Fail
)

// Report is the whole diagnosis.
type Report struct {
	Client string   `json:"client_version"`
	Layers []*Layer `json:"layers"`
	// Wired is whether any agent runs hooktool here: Claude Code's
	// settings, another agent's hook file, or a plugin install wrote.
	Wired bool `json:"wired"`
}

// anyCheck reports whether some check satisfies f.
func (r *Report) anyCheck(f func(Check) bool) bool {
	for _, l := range r.Layers {
		for _, c := range l.Checks {
			if f(c) {
				return true
			}
		}
	}
	return false
}

// Count returns the number of warnings and failures.
func (r *Report) Count() (warn, fail int) {
	for _, l := range r.Layers {
		for _, c := range l.Checks {
			switch c.Status {
			case Warn:
				warn++
			case Fail:
				fail++
			}
		}
	}
	return warn, fail
}

// Healthy reports whether nothing failed and hooktool is wired somewhere:
// a machine where no agent runs it is not protected, however clean.
func (r *Report) Healthy() bool {
	_, f := r.Count()
	return f == 0 && r.Wired
}

// WriteJSON writes the report as one JSON object.
func (r *Report) WriteJSON(w io.Writer) error {
	warn, fail := r.Count()
	out := struct {
		*Report
		Healthy  bool `json:"healthy"`
		Warnings int  `json:"warnings"`
		Failures int  `json:"failures"`
	}{r, r.Healthy(), warn, fail}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// marks, like doctor's other tables, is built on first use: package init
// runs on every hook call, which never runs doctor.
var marks = sync.OnceValue(func() map[Status]struct{ text, color string } {
	return map[Status]struct{ text, color string }{
		OK:   {"ok  ", "\x1b[32m"},
		Info: {" -  ", "\x1b[2m"},
		Warn: {"warn", "\x1b[33m"},
		Fail: {"FAIL", "\x1b[31m"},
	}
})

// WriteText writes the report for people, grouped by layer; color adds ANSI
// colours to the marks.
func (r *Report) WriteText(w io.Writer, color bool) {
	for i, l := range r.Layers {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w, l.Name)
		for _, c := range l.Checks {
			m := marks()[c.Status]
			mark := m.text
			if color {
				mark = m.color + m.text + "\x1b[0m"
			}
			msg := c.Msg
			if c.Where != "" {
				msg = c.Where + ": " + msg
			}
			fmt.Fprintf(w, "  %s  %s\n", mark, oneLine(msg))
			if c.Fix != "" && (c.Status == Warn || c.Status == Fail) {
				fmt.Fprintf(w, "        fix: %s\n", oneLine(c.Fix))
			}
		}
	}
	warn, fail := r.Count()
	fmt.Fprintf(w, "\n%d failure(s), %d warning(s)\n", fail, warn)
}

func oneLine(s string) string { return checkup.OneLine(s) }

func short(home, p string) string { return checkup.Short(home, p) }
