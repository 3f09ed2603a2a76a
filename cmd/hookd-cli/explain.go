package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/hookd/hookd/guard"
)

func explainCommand(e *env) *command {
	return &command{
		name:  "explain",
		usage: "show how the guard judges a command: segments, unwrapping steps, matched rule, verdict",
		args:  "'CMD'",
		desc: "Judges CMD as the Bash tool would run it, on the effective config. With --tool\n" +
			"and --path it judges a file tool (Write, Edit, MultiEdit, NotebookEdit, Read) instead.\n" +
			"Exit 0 whatever the verdict; 2 on a usage error.",
		flags: []opt{
			boolOpt("json", "machine-readable output"),
			stringOpt("tool", "", "judge a file tool call instead of a command"),
			stringOpt("path", "", "the file path for --tool"),
			stringOpt("cwd", "", "the folder the command runs in (default: the current one)"),
		},
		run: func(c *call) error {
			tool, p := c.str("tool"), c.str("path")
			if tool == "" && len(c.args) != 1 {
				return fail(exitError, "explain: want one command in quotes, or --tool and --path")
			}
			if tool != "" && p == "" {
				return fail(exitError, "explain: --tool needs --path")
			}
			g, err := e.cliGuard(c.str("cwd"))
			if err != nil {
				return err
			}
			subject := c.arg(0)
			if tool != "" {
				subject = tool + " " + p
			}
			red := e.cliRedactor(c.str("cwd"))(subject)
			r, err := explainSafely(g, tool, p, subject, red(subject))
			if err != nil {
				return err
			}
			r, subject = redactResult(r, red), red(subject)
			if c.bool("json") {
				b, _ := json.MarshalIndent(struct {
					Command string `json:"command"`
					guard.Result
				}{subject, r}, "", "  ")
				fmt.Fprintf(e.stdout, "%s\n", b)
				return nil
			}
			printExplain(e, subject, r)
			return nil
		},
	}
}

func printExplain(e *env, subject string, r guard.Result) {
	w := e.stdout
	fmt.Fprintf(w, "command:  %s\n", subject)
	switch r.Decision {
	case "":
		fmt.Fprintln(w, "verdict:  no opinion (Claude Code's own permission rules decide)")
	default:
		crit := ""
		if r.Critical {
			crit = ", critical"
		}
		fmt.Fprintf(w, "verdict:  %s (rule %s%s)\n", r.Decision, r.Rule, crit)
		fmt.Fprintf(w, "reason:   %s\n", r.Reason)
		if r.Via != "" {
			// The step that uncovered the command: it was not visible at the top level.
			fmt.Fprintf(w, "found in: %s\n", r.Via)
		}
	}
	if len(r.Commands) > 0 {
		fmt.Fprintln(w, "commands judged:")
		for _, c := range r.Commands {
			fmt.Fprintf(w, "  - %s\n", c)
		}
	}
	if len(r.Trace) > 0 {
		fmt.Fprintln(w, "steps:")
		for _, t := range r.Trace {
			fmt.Fprintf(w, "  - %s\n", t)
		}
	}
	if len(r.Findings) > 1 {
		fmt.Fprintln(w, "all matches:")
		for _, f := range r.Findings {
			via := ""
			if f.Via != "" {
				via = " (found in: " + f.Via + ")"
			}
			fmt.Fprintf(w, "  - %s %s: %s%s\n", f.Decision, f.Rule, strings.TrimSpace(f.Segment), via)
		}
	}
}

// cliGuard builds the guard for a command run by hand, in cwd (default:
// the current folder).
func (e *env) cliGuard(cwd string) (*guard.Guard, error) {
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	cfg, err := e.loadConfig(e.projectDir(cwd))
	if err != nil {
		return nil, fail(exitError, "%v", err)
	}
	for _, r := range cfg.Refused {
		fmt.Fprintf(e.stderr, "hooktool: %s\n", oneLine(r))
	}
	g, err := guard.New(cfg, e.guardEnv(cwd))
	if err != nil {
		fmt.Fprintf(e.stderr, "hooktool: %s\n", oneLine(err.Error()))
	}
	return g, nil
}

// cliRedactor is the secret redactor on the config for cwd (the built-in
// rules when the config cannot be read), as `guard scan` uses it, for the
// texts of the verdict on one command (or tool input): sourceRedactor.
func (e *env) cliRedactor(cwd string) func(source string) func(string) string {
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	cfg, err := e.loadConfig(e.projectDir(cwd))
	if err != nil {
		cfg = nil
	}
	return func(source string) func(string) string {
		return sourceRedactor(cfg, func() string { return source })
	}
}

// redactResult hides secrets in every text of a verdict that quotes the
// command: what explain and replay print is read by people and pasted into
// issues, and a token in the command must not travel with it.
func redactResult(r guard.Result, red func(string) string) guard.Result {
	r.Reason, r.Segment, r.Alternative = red(r.Reason), red(r.Segment), red(r.Alternative)
	r.Commands = redactAll(r.Commands, red)
	r.Trace = redactAll(r.Trace, red)
	if len(r.Findings) > 0 {
		fs := make([]guard.Finding, len(r.Findings))
		for i, f := range r.Findings {
			f.Reason, f.Segment, f.Alternative = red(f.Reason), red(f.Segment), red(f.Alternative)
			fs[i] = f
		}
		r.Findings = fs
	}
	return r
}

func redactAll(ss []string, red func(string) string) []string {
	if ss == nil {
		return nil
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = red(s)
	}
	return out
}

// explainSafely judges as explain does, with a fault in the guard turned
// into one line and exit 2 instead of a goroutine dump: the hook itself
// asks on such a fault (rule guard-error), and explain says so.
// shown is the subject as it may be printed (redacted).
func explainSafely(g *guard.Guard, tool, path, subject, shown string) (r guard.Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = failHint(exitError, "a hook asks the user on such a call (rule guard-error); please report the command",
				"explain: the guard failed on %q: %v", shown, p)
		}
	}()
	if tool != "" {
		return g.File(tool, path), nil
	}
	return g.Explain(subject), nil
}
