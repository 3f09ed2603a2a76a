package guard

import (
	"path"
	"strings"

	"github.com/tidwall/gjson"
)

// Tool judges one tool call by name and its tool_input JSON. Bash goes to
// the shell analyser; file tools are judged by path.
func (g *Guard) Tool(toolName string, toolInput []byte) Result {
	return g.ToolAt(toolName, toolInput, "", false)
}

// ToolAt is Tool with the event's cwd; explain keeps the trace.
func (g *Guard) ToolAt(toolName string, toolInput []byte, cwd string, explain bool) Result {
	if g.mode == "off" {
		return Result{}
	}
	in := gjson.ParseBytes(toolInput)
	switch toolName {
	case "Bash":
		if cwd == "" {
			cwd = g.env.Cwd
		}
		return g.bash(in.Get("command").String(), cwd, explain)
	case "Write", "Edit", "MultiEdit", "NotebookEdit", "Read", "Grep", "Glob":
	default:
		return Result{}
	}
	p := in.Get("file_path").String()
	if p == "" {
		p = in.Get("notebook_path").String()
	}
	if p == "" && (toolName == "Grep" || toolName == "Glob") {
		p = in.Get("path").String()
	}
	if p == "" {
		return Result{}
	}
	return g.File(toolName, p)
}

// File judges a file tool acting on p (absolute, or relative to the project).
func (g *Guard) File(toolName, p string) Result {
	w := &walker{g: g, cwd: g.env.Cwd}
	if !strings.HasPrefix(p, "/") {
		if strings.HasPrefix(p, "~/") && g.env.Home != "" {
			p = g.env.Home + p[1:]
		} else if w.cwd != "" {
			p = path.Join(w.cwd, p)
		}
	}
	p = path.Clean(p)
	seg := toolName + " " + p
	w.judged++
	allow, trustedAllow := false, false
	for _, r := range g.policy.rules {
		if r.Tool == "" || !strings.EqualFold(r.Tool, toolName) && r.Tool != "*" || g.policy.off[r.ID] {
			continue
		}
		if r.Path != "" && !glob(r.Path, p) && !glob(r.Path, path.Base(p)) {
			continue
		}
		if r.Decision == Allow {
			allow, trustedAllow = true, trustedAllow || trusted(r.Layer)
			continue
		}
		w.findings = append(w.findings, Finding{Rule: r.ID, Decision: r.Decision, Segment: seg, Reason: r.Reason, Alternative: r.Alternative, Source: r.Layer})
	}
	mark := len(w.findings)
	switch toolName {
	case "Read", "Grep", "Glob":
		w.readTarget(arg{s: p}, seg)
	default:
		if what := w.protectedPath(p, false); what != "" {
			w.add("self-protect", seg, toolName+" modifies "+what)
		}
		if toolName == "Write" {
			// Write replaces the whole file: a dotfile, key or system file
			// is lost as with > FILE (Edit changes the lines it names).
			w.clobber(arg{s: p}, seg, "Write replaces it")
		}
	}
	if allow {
		if trustedAllow {
			w.allowed++
		}
		kept := w.findings[:mark]
		for _, f := range w.findings[mark:] {
			if !trustedAllow && f.Critical {
				kept = append(kept, f)
			}
		}
		w.findings = kept
	}
	return g.finish(w.findings, nil, w.allowed, w.judged, nil)
}
