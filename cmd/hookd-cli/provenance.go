package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/gitscan"
	"github.com/hookd/hookd/scan"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/tripwire"
)

// userAllowKey lists, in the user's own config file only, the findings
// the user allowed although an agent wrote their allow marker: entries
// "COMMIT:PATH:RULE" (COMMIT may be a prefix of at least 7 characters).
const userAllowKey = "scan.allowed_agent_findings"

// agentMarkers drops the allow markers of findings in commits made during
// an agent's turn (tripwire.AgentMade), unless the user allowed that
// finding in the user file. It returns how many it dropped.
func (e *env) agentMarkers(s *scanSetup, res *gitscan.Result) int {
	var candidates []int
	for i, f := range res.Findings {
		if f.Allowed && (f.AllowedBy == "inline" || f.AllowedBy == "file") && f.Commit != "" {
			candidates = append(candidates, i)
		}
	}
	if len(candidates) == 0 {
		return 0
	}
	if _, err := os.Stat(e.statePath()); err != nil {
		return 0
	}
	db, err := e.openState(s.cfg, true)
	if err != nil {
		fmt.Fprintf(e.stderr, "hooktool: note: could not read which commits agents made (%v); allow markers count as written\n", err)
		return 0
	}
	defer db.Close()
	user := userAllowed(s.cfg)
	n := 0
	_ = db.View(func(tx *state.Tx) error {
		for _, i := range candidates {
			f := &res.Findings[i]
			if _, ok := tripwire.AgentMade(tx, f.Commit); !ok || user.allows(*f) {
				continue
			}
			f.Allowed, f.AllowedBy = false, ""
			n++
		}
		return nil
	})
	return n
}

type allowList []string

// userAllowed reads the user's list from the user layer alone: the
// project file and HOOKTOOL_CONFIG are files an agent can write.
func userAllowed(cfg *config.Config) allowList {
	var out allowList
	if l, ok := cfg.Layer(config.LayerUser); ok {
		for _, v := range gjson.GetBytes(l.Data, userAllowKey).Array() {
			out = append(out, v.String())
		}
	}
	return out
}

func (a allowList) allows(f scan.Finding) bool {
	for _, e := range a {
		c, rest, ok := strings.Cut(e, ":")
		if !ok || len(c) < 7 || !strings.HasPrefix(f.Commit, c) {
			continue
		}
		if i := strings.LastIndexByte(rest, ':'); i >= 0 && rest[:i] == f.Path && rest[i+1:] == f.Rule {
			return true
		}
	}
	return false
}

// guardAllowCommand is `hooktool guard allow COMMIT PATH RULE`: the user
// allows a finding whose allow marker an agent committed.
func guardAllowCommand(e *env) *command {
	return &command{
		name:  "allow",
		usage: "allow a finding in a commit an agent made (its allow marker does not count), in your own config file",
		args:  "COMMIT PATH RULE",
		run: func(c *call) error {
			if len(c.args) != 3 {
				return fail(exitError, "usage: hooktool guard allow COMMIT PATH RULE (as the blocked push listed them)")
			}
			if k := e.agentShell(); k != "" {
				return failHint(exitError, "run it in your own terminal", "guard allow refuses to run inside an agent's shell (%s is set)", k)
			}
			if err := e.needUser("guard allow", true); err != nil {
				return err
			}
			commit, path, rule := c.arg(0), c.arg(1), c.arg(2)
			if len(commit) < 7 || strings.Trim(commit, "0123456789abcdef") != "" {
				return fail(exitError, "%q is not a commit id (7 or more hex digits)", commit)
			}
			file := e.configPaths("").User
			if file == "" {
				return fail(exitError, "no home folder: there is no user config file to write")
			}
			data, _, err := settings.ReadFile(file)
			if err != nil {
				return fail(exitError, "%v", err)
			}
			if len(strings.TrimSpace(string(data))) == 0 {
				data = []byte("{}\n")
			}
			entry := commit + ":" + path + ":" + rule
			for _, v := range gjson.GetBytes(data, userAllowKey).Array() {
				if v.String() == entry {
					fmt.Fprintf(e.stdout, "%s already allows %s\n", file, entry)
					return nil
				}
			}
			out, err := sjson.SetBytes(data, userAllowKey+".-1", entry)
			if err != nil {
				return fail(exitError, "%s: %v", file, err)
			}
			if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
				return fail(exitError, "%v", err)
			}
			if err := os.WriteFile(file, out, 0o600); err != nil {
				return fail(exitError, "%v", err)
			}
			// The config is wiring the tripwire watches: the user's own
			// change becomes the known-good state.
			e.refreshTripwire("")
			fmt.Fprintf(e.stdout, "%s: allowed %s\n", file, entry)
			return nil
		},
	}
}
