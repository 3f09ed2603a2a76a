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
	Client     settings.Version
	ClientNote string // why the version is unknown
	// ClientEvents are the hook event names the installed client's code
	// carries (claudepkg), sorted; nil when they could not be read, or
	// belong to another version than Client. They overrule the hand table.
	ClientEvents []string
	// ClientFrom says where the client was read from, for messages.
	ClientFrom string

	Sources     []settings.Source
	Fingerprint settings.Fingerprint
	ProjectDir  string
	Home        string
	LookPath    func(string) (string, error) // PATH lookup for hook commands

	Repo       *githook.Repo // nil outside a git work tree
	RepoErr    error
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

	PiDir       string // ~/.pi/agent (PI_CODING_AGENT_DIR)
	OpenCodeDir string // ~/.config/opencode (XDG_CONFIG_HOME)
	CopilotDir  string // ~/.copilot (COPILOT_HOME)

	GeminiDir string // ~/.gemini ("" skips the Gemini section)
	GeminiBin string // gemini on PATH, for its version

	// Getenv reads the environment an agent's section reads its
	// folders from (CODEX_HOME ...); nil reads nothing.
	Getenv func(string) string
	// Agents are the sections of the agents that keep their own
	// (agents.Doctors), in the order the report shows them, each after
	// the other harnesses; a section with no check is left out.
	Agents []func(checkup.Env) *Layer

	Now time.Time
}

// Env is what an agent's section reads of o.
func (o Options) Env() checkup.Env {
	return checkup.Env{Home: o.Home, ProjectDir: o.ProjectDir, Getenv: o.Getenv, LookPath: o.LookPath,
		Fingerprint: o.Fingerprint, SelfTest: o.SelfTest, StatePath: o.StatePath, Now: o.Now, WantBinary: o.WantBinary}
}

// SelfTest tunes the self-test.
type SelfTest = checkup.SelfTest

// Layer names.
const (
	LayerBoundary  = "Boundary (git)"
	LayerClaude    = "Claude Code settings"
	LayerState     = "State"
	LayerSelfTest  = "Self-test"
	LayerHarnesses = "Other harnesses"
)

// Run diagnoses every layer.
func Run(o Options) *Report {
	if o.Now.IsZero() {
		o.Now = time.Now()
	}
	r := &Report{Client: o.Client.String()}
	wired := hooktoolEntries(o)
	r.Layers = append(r.Layers,
		boundary(o),
		claude(o, wired),
		stateLayer(o, wired),
		configLayer(o),
		selfTest(o, wired),
		harnesses(o),
	)
	var others []string
	if h := r.Layers[len(r.Layers)-1]; h.Has("opencode.installed") {
		others = append(others, "OpenCode")
	}
	if h := r.Layers[len(r.Layers)-1]; h.Has("copilot.wired") {
		others = append(others, "GitHub Copilot CLI")
	}
	env := o.Env()
	sections := append(append([]func(checkup.Env) *Layer{}, o.Agents...), func(checkup.Env) *Layer { return geminiLayer(o) })
	for _, section := range sections {
		l := section(env)
		if l == nil {
			continue
		}
		if len(l.Checks) > 0 {
			r.Layers = append(r.Layers, l)
		}
		if serves(l) {
			others = append(others, l.Name)
		}
	}
	// After the agents' sections: a FAIL there names a cause too.
	r.dropToldDrift()
	r.Wired = len(wired) > 0 || len(others) > 0 || r.anyCheck(func(c Check) bool {
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
// fully or in part (its check "<agent>.wired" or "<agent>.partly-wired").
func serves(l *Layer) bool {
	for _, c := range l.Checks {
		if strings.HasSuffix(c.ID, ".wired") || strings.HasSuffix(c.ID, ".partly-wired") {
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
