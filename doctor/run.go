package doctor

import (
	"slices"
	"strings"
	"time"

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

	OpenClawDir  string // ~/.openclaw
	PiDir        string // ~/.pi/agent (PI_CODING_AGENT_DIR)
	OpenCodeDir  string // ~/.config/opencode (XDG_CONFIG_HOME)
	CopilotDir   string // ~/.copilot (COPILOT_HOME)
	OutfitterDir string // OUTFITTER_SYSTEM_DIR, else the platform folder ("" when none)
	OutfitterEnv bool   // OutfitterDir came from OUTFITTER_SYSTEM_DIR

	CodexHome string // $CODEX_HOME or ~/.codex ("" skips the Codex section)
	CodexBin  string // codex on PATH: doctor asks it which hooks are trusted
	GeminiDir string // ~/.gemini ("" skips the Gemini section)
	GeminiBin string // gemini on PATH, for its version

	Now time.Time
}

// SelfTest tunes the self-test.
type SelfTest struct {
	Skip bool
	// Env is the environment the hook runs with (doctor adds a private
	// HOOKTOOL_STATE so the test leaves the real state alone).
	Env []string
	// RequireDeny makes "no decision" on the dangerous sample a failure:
	// set it once the binary has a guard.
	RequireDeny bool
	Timeout     time.Duration
}

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
	r.dropToldDrift()
	var others []string
	if h := r.Layers[len(r.Layers)-1]; h.has("opencode.installed") {
		others = append(others, "OpenCode")
	}
	if h := r.Layers[len(r.Layers)-1]; h.has("copilot.wired") {
		others = append(others, "GitHub Copilot CLI")
	}
	for _, l := range []*Layer{codexLayer(o), geminiLayer(o)} {
		if len(l.Checks) > 0 {
			r.Layers = append(r.Layers, l)
		}
		if l.has("codex.wired", "codex.partly-wired", "gemini.wired", "gemini.partly-wired") {
			others = append(others, l.Name)
		}
	}
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

// has reports whether the layer holds a check with one of ids.
func (l *Layer) has(ids ...string) bool {
	for _, c := range l.Checks {
		if slices.Contains(ids, c.ID) {
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
