package guard

import (
	"fmt"
	"strings"
)

// MaxDepth caps how deep the analyser follows nested scripts (bash -c inside
// eval inside a heredoc ...). Past it the command is unparseable.
const MaxDepth = 8

// maxCommand bounds the text the analyser will parse; a longer command is
// unparseable rather than slow.
const maxCommand = 256 << 10

// Decisions.
const (
	Allow = "allow"
	Ask   = "ask"
	Deny  = "deny"
)

// Env is what the guard knows of the machine. Every field is optional; an
// empty one disables the checks that need it.
type Env struct {
	Home       string // the user's home folder
	Project    string // the project root (CLAUDE_PROJECT_DIR, else the session cwd)
	Cwd        string // where the command starts; defaults to Project
	TmpDir     string // $TMPDIR
	StatePath  string // hooktool's state file
	ClaudeDir  string // the user's Claude Code folder (CLAUDE_CONFIG_DIR or ~/.claude)
	ConfigPath string // the file named by HOOKTOOL_CONFIG

	// Exe is the running hooktool binary (os.Executable).
	Exe string
	// Binaries lists the installed hooktool binaries (the running one and
	// the paths Claude Code settings start). It is called at most once per
	// guard, and only when a command writes a path named like one of them
	// or a hard link, so the hook does no file reads for ordinary calls.
	Binaries func() []string
	// Getenv reads the hook's environment, for the variables a command may
	// name hooktool's own paths with ($XDG_STATE_HOME, $HOOKTOOL_STATE ...).
	Getenv func(string) string
	// NoFS turns off the file system checks (symlinks, hard links, the
	// git index): for tests that describe a machine that does not exist.
	NoFS bool
}

// Finding is one rule that matched one command.
type Finding struct {
	Rule        string `json:"rule"`
	Decision    string `json:"decision"`
	Critical    bool   `json:"critical,omitempty"`
	Segment     string `json:"segment"`
	Reason      string `json:"reason"`
	Alternative string `json:"alternative,omitempty"`
	Source      string `json:"source"`        // "builtin" or the config layer of a user rule
	Via         string `json:"via,omitempty"` // the steps that uncovered the command (trap body, substituted variable, container mount ...)
}

// Result is the guard's answer for one tool call.
type Result struct {
	Decision    string    `json:"decision"` // "", "allow", "ask" or "deny"
	Rule        string    `json:"rule,omitempty"`
	Reason      string    `json:"reason,omitempty"` // names the rule, the segment and the alternative
	Segment     string    `json:"segment,omitempty"`
	Alternative string    `json:"alternative,omitempty"`
	Critical    bool      `json:"critical,omitempty"`
	Via         string    `json:"via,omitempty"`      // how the analyser reached the offending command, when not at the top level
	Findings    []Finding `json:"findings,omitempty"` // every match, strongest first
	Commands    []string  `json:"commands,omitempty"` // every command judged, after unwrapping
	Trace       []string  `json:"trace,omitempty"`    // unwrapping steps (Explain only)
}

// Guard holds the compiled policy. It is safe for concurrent use.
type Guard struct {
	env      Env
	policy   policy
	unparsed string // decision for unparseable commands: ask, deny or ""
	infra    string // decision for the infra family (cloud, clusters, publishing): ask, deny or ""
	mode     string // "enforce", "ask" (every deny becomes ask) or "off"
	fs       *fsCache
	wired    wiredSet // the wiring list's paths (wired.go)
}

// Bash judges a shell command as the Bash tool would run it.
func (g *Guard) Bash(cmd string) Result { return g.bash(cmd, g.env.Cwd, false) }

// BashAt judges cmd starting in the folder cwd (the event's cwd).
func (g *Guard) BashAt(cmd, cwd string) Result { return g.bash(cmd, cwd, false) }

// Explain is Bash with the unwrapping trace and every command kept.
func (g *Guard) Explain(cmd string) Result { return g.bash(cmd, g.env.Cwd, true) }

func (g *Guard) bash(cmd, cwd string, explain bool) Result {
	if g.mode == "off" {
		return Result{}
	}
	if cwd == "" {
		cwd = g.env.Project
	}
	w := &walker{g: g, explain: explain, cwd: cwd}
	w.script(cmd, 0, "")
	w.runTraps()
	return g.finish(w.findings, w.cmds, w.allowed, w.judged, w.trace)
}

// finish turns findings into the verdict.
func (g *Guard) finish(fs []Finding, cmds []string, allowed, judged int, trace []string) Result {
	r := Result{Commands: cmds, Trace: trace}
	// Strongest first, stable: deny before ask, earlier segments first.
	var out []Finding
	for _, want := range []string{Deny, Ask} {
		for _, f := range fs {
			d := f.Decision
			if d == Deny && g.mode == "ask" {
				d = Ask
			}
			if d == want {
				f.Decision = d
				out = append(out, f)
			}
		}
	}
	r.Findings = out
	if len(out) > 0 {
		f := out[0]
		r.Decision, r.Rule, r.Segment, r.Alternative, r.Critical, r.Via = f.Decision, f.Rule, f.Segment, f.Alternative, f.Critical, f.Via
		r.Reason = reasonText(f)
		return r
	}
	if judged > 0 && allowed == judged {
		r.Decision, r.Rule = Allow, "user-allow"
		r.Reason = "hooktool guard: every command matched a user allow rule"
	}
	return r
}

// reasonText is what Claude (deny) or the user (ask) reads.
func reasonText(f Finding) string {
	verb := "blocked"
	if f.Decision == Ask {
		verb = "asks before running"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "hooktool guard %s (rule %s): `%s`: %s.", verb, f.Rule, clip(f.Segment, 300), strings.TrimSuffix(f.Reason, "."))
	if f.Alternative != "" {
		fmt.Fprintf(&b, " Safer: %s.", strings.TrimSuffix(f.Alternative, "."))
	}
	if f.Decision == Deny && !strings.HasPrefix(f.Alternative, "ask the user") {
		b.WriteString(" If it is really needed, ask the user to run it themselves.")
	}
	return b.String()
}

// clip shortens s to n bytes on a rune boundary, single-lined.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
