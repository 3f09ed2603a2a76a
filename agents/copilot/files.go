package copilot

import (
	"path/filepath"
	"strings"

	"github.com/hookd/hookd/internal/jsonw"
)

// Marker is in every hook command hooktool writes for Copilot: a hooks
// file holding it is hooktool's (JSON has no comments to carry a mark).
const Marker = "hook --harness copilot"

// Home is Copilot's folder: $COPILOT_HOME, else ~/.copilot.
func Home(home string, getenv func(string) string) string {
	if getenv != nil {
		if d := getenv("COPILOT_HOME"); d != "" {
			return d
		}
	}
	return filepath.Join(home, ".copilot")
}

// UserHooksFile is the hooks file install writes for the user: Copilot
// loads every *.json in ~/.copilot/hooks. It is the trusted one: the
// agent's project cannot change it.
func UserHooksFile(home string, getenv func(string) string) string {
	return filepath.Join(Home(home, getenv), "hooks", "hooktool.json")
}

// ProjectHooksFile is the repository's hooks file (.github/hooks/), which
// Copilot loads once the folder is trusted. The agent can write it, so
// hooktool treats it as project settings: it may add hooks, never relax
// the user's.
func ProjectHooksFile(project string) string {
	return filepath.Join(project, ".github", "hooks", "hooktool.json")
}

// timeoutSec is each event's bound, in Copilot's unit (seconds).
func timeoutSec(event string) string {
	if event == "sessionEnd" {
		return "5"
	}
	return "10"
}

// HooksFile renders the hooks file for the hooktool binary at bin: every
// event hooktool handles, each in the bash and the powershell form
// (Copilot picks the one for its platform), with the event named on the
// command line because Copilot's payloads do not name it.
func HooksFile(bin string) []byte {
	b := []byte("{\n  \"version\": 1,\n  \"hooks\": {")
	for i, ev := range Events() {
		if i > 0 {
			b = append(b, ',')
		}
		var h jsonw.Object
		h.Str("type", "command")
		h.Str("bash", shellQuote(bin)+" "+Marker+" --event "+ev)
		h.Str("powershell", "& "+psQuote(bin)+" "+Marker+" --event "+ev)
		h.Raw("timeoutSec", []byte(timeoutSec(ev)))
		b = append(b, "\n    "...)
		b = jsonw.AppendString(b, ev)
		b = append(b, ": ["...)
		b = append(b, h.Close()...)
		b = append(b, ']')
	}
	return append(b, "\n  }\n}\n"...)
}

func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func psQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }
