package doctor

import (
	"strings"
	"time"

	"github.com/hookd/hookd/checkup"
	"github.com/hookd/hookd/githook"
	"github.com/hookd/hookd/settings"
	"github.com/hookd/hookd/tripwire"
)

// Options is everything doctor looks at. The command layer fills it.
type Options struct {
	// Claude is Claude Code's part of the report (agents/claude.Diagnose,
	// which the command layer runs).
	Claude ClaudeSection

	Fingerprint settings.Fingerprint
	ProjectDir  string
	Home        string
	LookPath    func(string) (string, error) // PATH lookup for hook commands

	Repo    *githook.Repo // nil outside a git work tree
	RepoErr error
	// Worktrees are the repository's other worktrees whose hooks run
	// from another folder (githook.Repo.Worktrees).
	Worktrees  []githook.Worktree
	WantBinary string // the binary install would wire now

	StatePath string
	// WiredBefore lists the wiring files the tripwire knew to exist
	// (tripwire.KnownPresent): one gone since is a FAIL, not "not installed".
	WiredBefore map[string]bool
	// WiringDrift lists the armed wiring files that differ from the
	// tripwire's known-good state now (tripwire.Tripwire.Drift), each a
	// FAIL with its cause.
	WiringDrift []tripwire.Drift

	ConfigFiles []ConfigFile // hooktool's own config files, lowest layer first

	SelfTest SelfTest

	// Getenv reads the environment an agent's section reads its
	// folders from (CODEX_HOME ...); nil reads nothing.
	Getenv func(string) string
	// Agents are the agents' sections (agents.Doctors), in the order the
	// report shows them: each a layer of its own after the others, or,
	// named LayerHarnesses, checks in that layer; a section with no check
	// is left out.
	Agents []checkup.Section

	Now time.Time
}

// ClaudeSection is Claude Code's part of the report: its settings and
// its self-test, shown after the git boundary (nil leaves one out), and
// the events hooktool is wired for in its settings, whose last firing the
// State layer lists.
type ClaudeSection struct {
	Client             string // the version judged, the report's client_version
	Settings, SelfTest *Layer
	Events             []string
}

// Env is what an agent's section reads of o.
func (o Options) Env() checkup.Env {
	return checkup.Env{Home: o.Home, ProjectDir: o.ProjectDir, Getenv: o.Getenv, LookPath: o.LookPath,
		Fingerprint: o.Fingerprint, SelfTest: o.SelfTest, StatePath: o.StatePath, Now: o.Now, WantBinary: o.WantBinary, WiredBefore: o.WiredBefore}
}

// SelfTest tunes the self-test.
type SelfTest = checkup.SelfTest

// Layer names.
const (
	LayerBoundary  = "Boundary (git)"
	LayerState     = "State"
	LayerHarnesses = checkup.LayerHarnesses
)

// Run diagnoses every layer.
func Run(o Options) *Report {
	if o.Now.IsZero() {
		o.Now = time.Now()
	}
	r := &Report{Client: o.Claude.Client}
	// The agents' sections: one with a layer of its own follows the
	// others; one named LayerHarnesses joins that layer.
	env := o.Env()
	var own, joined []*Layer
	var serving, servingOwn []string
	for _, s := range o.Agents {
		l := s.Run(env)
		if l == nil {
			continue
		}
		if l.Name == LayerHarnesses {
			joined = append(joined, l)
			if serves(l) {
				serving = append(serving, s.Title)
			}
			continue
		}
		if len(l.Checks) > 0 {
			own = append(own, l)
		}
		if serves(l) {
			servingOwn = append(servingOwn, s.Title)
		}
	}
	for _, l := range []*Layer{
		boundary(o),
		o.Claude.Settings,
		stateLayer(o, o.Claude.Events),
		configLayer(o),
		o.Claude.SelfTest,
		harnesses(joined),
	} {
		if l != nil {
			r.Layers = append(r.Layers, l)
		}
	}
	others := append(serving, servingOwn...)
	r.Layers = append(r.Layers, own...)
	// After the agents' own layers: a FAIL there names a cause too.
	r.dropToldDrift()
	r.Wired = len(o.Claude.Events) > 0 || len(others) > 0 || r.anyCheck(func(c Check) bool {
		return c.Status != Fail && (strings.HasSuffix(c.ID, ".installed") || strings.HasSuffix(c.ID, ".wired") || c.ID == "outfitter.hook")
	})
	// hooktool serving only another agent is not a problem of Claude Code's.
	if len(others) > 0 {
		for _, l := range r.Layers {
			for i, c := range l.Checks {
				if c.ID == "settings.not-wired" && c.Status == Warn {
					l.Checks[i].Status = Info
					l.Checks[i].Msg += " (it serves " + strings.Join(others, " and ") + " here)"
				}
			}
		}
	}
	return r
}

// serves reports whether an agent's section finds hooktool wired there,
// fully or in part (its check "<agent>.wired" or "<agent>.partly-wired"),
// or its plugin installed ("<agent>.installed").
func serves(l *Layer) bool {
	for _, c := range l.Checks {
		if strings.HasSuffix(c.ID, ".wired") || strings.HasSuffix(c.ID, ".partly-wired") || strings.HasSuffix(c.ID, ".installed") {
			return true
		}
	}
	return false
}

// dropToldDrift keeps the tripwire's drift FAIL only for files no other
// check fails: where an agent's section already names the cause (hooks =
// false, the extension gone), one FAIL is enough; where it says "not
// wired" or ok, the drift is what tells the user it was armed.
func (r *Report) dropToldDrift() {
	var failed []string
	for _, l := range r.Layers {
		for _, c := range l.Checks {
			if c.Status == Fail && c.ID != "tripwire.drift" && c.Where != "" {
				w := c.Where
				if i := strings.IndexByte(w, ':'); i > 0 {
					w = w[:i] // file:line:col
				}
				failed = append(failed, w)
			}
		}
	}
	told := func(p string) bool {
		for _, w := range failed {
			if p == w || strings.HasPrefix(p, w+"/") {
				return true
			}
		}
		return false
	}
	for _, l := range r.Layers {
		kept := l.Checks[:0]
		for _, c := range l.Checks {
			if c.ID == "tripwire.drift" && told(c.Where) {
				continue
			}
			kept = append(kept, c)
		}
		l.Checks = kept
	}
}
