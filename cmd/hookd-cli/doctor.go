package main

import (
	"os"
	"time"

	"github.com/hookd/hookd/agents"
	"github.com/hookd/hookd/agents/claude"
	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/doctor"
	"github.com/hookd/hookd/githook"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/tripwire"
)

func doctorCommand(e *env) *command {
	return &command{
		name:  "doctor",
		usage: "enumerate every hook layer on this machine and what is wrong with it",
		desc: "Layers: the git boundary (core.hooksPath, pre-push), every Claude Code settings\n" +
			"source and each hook entry in it, hooktool's state (when each event last fired), a\n" +
			"self-test that runs the installed hook command as Claude Code would, and other\n" +
			"agents (OpenClaw extensions, Outfitter system extension hooks ...).\n" +
			"Exit 0 when nothing failed, 1 when something did (--strict: warnings too).",
		flags: []opt{
			boolOpt("json", "print the report as JSON"),
			boolOpt("strict", "exit 1 on warnings too"),
			boolOpt("no-self-test", "do not run the installed hook command"),
			stringOpt("client-version", "", "the Claude Code version to judge settings against (default: `claude --version`)"),
		},
		run: func(c *call) error {
			r := e.doctor(c)
			if c.bool("json") {
				if err := r.WriteJSON(e.stdout); err != nil {
					return err
				}
			} else {
				r.WriteText(e.stdout, e.colour())
			}
			warn, fail := r.Count()
			if fail > 0 || c.bool("strict") && warn > 0 {
				return silent(exitFindings)
			}
			return nil
		},
	}
}

func (e *env) doctor(c *call) *doctor.Report {
	client, note := e.claudeClient().Version(c.str("client-version"))
	wd, _ := os.Getwd()
	o := doctor.Options{
		Fingerprint: e.fingerprint(),
		ProjectDir:  e.projectDir(""),
		Home:        e.home(),
		LookPath:    e.lookPath,
		StatePath:   e.statePath(),
		Now:         time.Now(),
		SelfTest: doctor.SelfTest{
			Skip:        c.bool("no-self-test"),
			Env:         os.Environ(),
			RequireDeny: e.hasGuard(),
			Timeout:     10 * time.Second,
		},
	}
	cp := e.configPaths(o.ProjectDir)
	o.ConfigFiles = []doctor.ConfigFile{{Layer: config.LayerUser, Path: cp.User}, {Layer: config.LayerProject, Path: cp.Project}, {Layer: config.LayerEnv, Path: cp.Env}}
	if bin, err := e.binaryPath(""); err == nil {
		o.WantBinary = bin
	}
	if _, err := os.Stat(o.StatePath); err == nil {
		if db, err := e.openState(nil, true); err == nil {
			_ = db.View(func(tx *state.Tx) error {
				o.WiredBefore = tripwire.KnownPresent(tx)
				o.WiringDrift = e.tripwire(o.ProjectDir).Drift(tx, o.ProjectDir)
				return nil
			})
			db.Close()
		}
	}
	o.Getenv, o.Agents = e.getenv, agents.Doctors()
	co := claude.DoctorOptions{Env: o.Env(), Client: client, ClientNote: note, Sources: settings.Discover(e.locations())}
	co.ClientEvents, co.ClientFrom = e.claudeClient().Events(client)
	d := claude.Diagnose(co)
	o.Claude = doctor.ClaudeSection{Client: client.String(), Settings: d.Settings, SelfTest: d.SelfTest, Events: d.Events}
	o.Repo, o.RepoErr = githook.Open(e.git(wd))
	if o.Repo != nil {
		o.Worktrees = o.Repo.Worktrees(e.git(wd))
	}
	return doctor.Run(o)
}

// hasGuard reports whether this build judges PreToolUse calls: once it
// does, the self-test requires the dangerous sample to be denied.
func (e *env) hasGuard() bool {
	cfg, err := e.loadConfig(e.projectDir(""))
	if err != nil {
		return false
	}
	return newGuard(e, cfg) != nil
}

// colour is true when stdout is a terminal and NO_COLOR is not set.
func (e *env) colour() bool {
	if e.getenv("NO_COLOR") != "" || e.getenv("TERM") == "dumb" {
		return false
	}
	f, ok := e.stdout.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
