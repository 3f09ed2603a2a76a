// Package settingssnippets holds the embedded profiles that say which
// Claude Code events hooktool wires, with which matcher and timeout, and
// turns one into settings entries for a given client version and binary.
//
// Timeouts are seconds (Claude Code's unit). They are explicit so a hung
// hook never waits the 600 s default: SessionEnd shares a 1.5 s budget
// with every other SessionEnd hook, and UserPromptSubmit holds the user's
// prompt while it runs.
package settingssnippets

import (
	"embed"
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/hookd/hookd/settings"
)

//go:embed profiles/*.json
var profilesFS embed.FS

// Default is the profile install uses when none is named.
const Default = "full"

// Profile is one embedded profile.
type Profile struct {
	Name        string  `json:"-"`
	Description string  `json:"description"`
	Events      []Event `json:"events"`
}

// Event is one event a profile wires.
type Event struct {
	Event   string `json:"event"`
	Matcher string `json:"matcher,omitempty"`
	Timeout int    `json:"timeout"`
}

// Names lists the profiles, sorted.
func Names() []string {
	ents, _ := profilesFS.ReadDir("profiles")
	var out []string
	for _, e := range ents {
		out = append(out, strings.TrimSuffix(e.Name(), ".json"))
	}
	sort.Strings(out)
	return out
}

// Get loads a profile by name.
func Get(name string) (Profile, error) {
	b, err := profilesFS.ReadFile(path.Join("profiles", name+".json"))
	if err != nil {
		return Profile{}, fmt.Errorf("no profile %q (have %s)", name, strings.Join(Names(), ", "))
	}
	var p Profile
	if err := json.Unmarshal(b, &p); err != nil {
		return Profile{}, fmt.Errorf("profile %s: %w", name, err)
	}
	p.Name = name
	return p, nil
}

// Form says how Claude Code is to call hooktool.
type Form struct {
	Binary string // absolute path of hooktool
	Exec   bool   // exec form (command + args); else shell form
}

// Command is the handler's command (and args for exec form). Shell form
// quotes the path, so spaces and quotes in it are safe under sh -c.
func (f Form) Command() (string, []string) {
	if f.Exec {
		return f.Binary, []string{"hook"}
	}
	return settings.ShellQuote(f.Binary) + " hook", nil
}

// Plan is a profile made concrete for one client.
type Plan struct {
	Entries []settings.Entry
	Skipped []string // events the client does not know, left out
}

// Plan builds the entries for client. Events the client does not know are
// left out (on 2.1.100 one unknown event name disables every hook of the
// file); exec form on a client that ignores args is an error.
func (p Profile) Plan(f Form, client settings.Version) (Plan, error) {
	return p.PlanWith(f, client, nil)
}

// PlanWith is Plan with the client's own list of the events it knows
// (read from its code): where known is not nil it decides, rather than
// the table of which version brought which event.
func (p Profile) PlanWith(f Form, client settings.Version, known func(event string) bool) (Plan, error) {
	if known == nil {
		known = func(event string) bool { return settings.Supports(client, event) }
	}
	if f.Exec && (!client.Known() || client.Less(settings.ExecFormSince)) {
		return Plan{}, fmt.Errorf("exec form needs Claude Code %s or later (client: %s); older clients run the command without its arguments", settings.ExecFormSince, client)
	}
	cmd, args := f.Command()
	var out Plan
	for _, e := range p.Events {
		if !known(e.Event) {
			out.Skipped = append(out.Skipped, e.Event)
			continue
		}
		out.Entries = append(out.Entries, settings.Entry{
			Event: e.Event, Matcher: e.Matcher, Command: cmd, Args: args, Timeout: e.Timeout,
		})
	}
	return out, nil
}
