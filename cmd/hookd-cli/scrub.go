package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/scrub"
)

func scrubCommand(e *env) *command {
	return &command{
		name:  "scrub",
		usage: "preview (default) or apply the rewrites that take leaks out of files",
		args:  "[--check|--apply] [PATH...]",
		desc: "Without a flag, prints a unified diff of what would change (secrets masked) and writes nothing.\n" +
			"Replacements come from the scan rules and from the rules file in scan.scrub_rules_file\n" +
			"(or --rules): one `pattern<TAB>replacement` per line, RE2, $1 for groups.\n" +
			"Exit codes: 0 done (or nothing to change), 1 --check found changes, 2 error.",
		flags: []opt{
			boolOpt("check", "list files that would change; exit 1 if any"),
			boolOpt("apply", "rewrite the files in place (atomically, mode kept)"),
			boolOpt("warn", "also scrub findings that only warn (loopback, localhost:port)"),
			stringOpt("rules", "", "a rules file of pattern<TAB>replacement lines"),
		},
		run: func(c *call) error {
			if c.bool("check") && c.bool("apply") {
				return fail(exitError, "scrub: --check and --apply do not mix")
			}
			paths := c.args
			if len(paths) == 0 {
				paths = []string{"."}
			}
			for _, p := range paths {
				if p == "-" {
					return fail(exitError, "scrub: works on files, not stdin")
				}
			}
			s, err := e.scanSetup()
			if err != nil {
				return err
			}
			sc := &scrub.Scrubber{Scanner: s.scanner, Warnings: c.bool("warn")}
			rulesFile := c.str("rules")
			if rulesFile == "" {
				rulesFile = e.expandHome(s.cfg.Get("scan.scrub_rules_file").String())
			}
			if rulesFile != "" {
				f, err := os.Open(rulesFile)
				if err != nil {
					return fail(exitError, "scrub: rules file: %v", err)
				}
				sc.Rules, err = scrub.ParseRules(f, rulesFile)
				f.Close()
				if err != nil {
					return fail(exitError, "scrub: %v", err)
				}
			}
			mode := scrub.Preview
			switch {
			case c.bool("check"):
				mode = scrub.Check
			case c.bool("apply"):
				mode = scrub.Write
			}
			note := func(s string) { fmt.Fprintf(e.stderr, "hooktool: %s\n", oneLine(s)) }
			rep, err := sc.Run(paths, mode, s.cfg.Get("scan.max_file_bytes").Int(), e.stdout, note)
			if err != nil {
				return fail(exitError, "scrub: %v", err)
			}
			switch {
			case rep.Changed == 0:
				fmt.Fprintf(e.stderr, "hooktool: scrub: nothing to change in %d file(s)\n", rep.Files)
			case mode == scrub.Write:
				fmt.Fprintf(e.stderr, "hooktool: scrub: %d change(s) written to %d file(s)\n", rep.Edits, rep.Changed)
			case mode == scrub.Check:
				return failHint(exitFindings, "hooktool scrub PATH... shows the diff; --apply writes it",
					"scrub: %d change(s) pending in %d file(s)", rep.Edits, rep.Changed)
			default:
				fmt.Fprintf(e.stderr, "hooktool: scrub: %d change(s) in %d file(s) previewed, nothing written\n", rep.Edits, rep.Changed)
				fmt.Fprintf(e.stderr, "hooktool: hint: run again with --apply to write them\n")
			}
			return nil
		},
	}
}

// expandHome turns a leading ~/ into the home folder.
func (e *env) expandHome(p string) string {
	if rest, ok := strings.CutPrefix(p, "~/"); ok {
		return filepath.Join(e.home(), rest)
	}
	return p
}
