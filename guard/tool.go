package guard

import (
	"os"
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
		return g.mcpTool(toolName, in)
	}
	p := in.Get("file_path").String()
	if p == "" {
		p = in.Get("notebook_path").String()
	}
	if p == "" && (toolName == "Grep" || toolName == "Glob") {
		p = in.Get("path").String()
	}
	if p == "" && toolName == "Grep" && in.Get("glob").String() != "" {
		p = "." // Grep searches the cwd when no path is given
	}
	if p == "" {
		return Result{}
	}
	r := g.File(toolName, p)
	if (toolName == "Write" || toolName == "Edit" || toolName == "MultiEdit") && r.Decision != Deny {
		if x := g.written(toolName, p, in); strength(x.Decision) > strength(r.Decision) {
			r = x
		}
	}
	if toolName == "Grep" && r.Decision != Deny {
		// Grep's glob picks the files under path whose content it prints:
		// path ~ with glob .ssh/id_* reads the keys. A leading **/ may
		// reach into any folder, the credential folders among them.
		if gl := in.Get("glob").String(); gl != "" && len(gl) <= 256 {
			cands := []string{path.Join(p, gl)}
			// (**/*.md names no file in particular: not a reach for keys.)
			// Only a search from home or above reaches those folders.
			if rest, ok := strings.CutPrefix(gl, "**/"); ok && !strings.HasPrefix(path.Base(rest), "*") && g.env.Home != "" && under(g.env.Home, g.absPath(p)) {
				for _, d := range []string{".ssh", ".aws"} {
					cands = append(cands, path.Join(p, d, rest))
				}
			}
			if c := cands[0]; strings.ContainsAny(path.Base(c), "*?[{") {
				cands = append(cands, path.Dir(c)) // every file of that folder
			}
			for _, c := range cands {
				if x := g.File(toolName, c); strength(x.Decision) > strength(r.Decision) {
					r = x
				}
			}
		}
	}
	return r
}

// absPath is p as File reads it: ~/ is home, a relative path is under
// the cwd.
func (g *Guard) absPath(p string) string {
	if !strings.HasPrefix(p, "/") {
		if strings.HasPrefix(p, "~/") && g.env.Home != "" {
			p = g.env.Home + p[1:]
		} else if g.env.Cwd != "" {
			p = path.Join(g.env.Cwd, p)
		}
	}
	return path.Clean(p)
}

// File judges a file tool acting on p (absolute, or relative to the project).
func (g *Guard) File(toolName, p string) Result {
	w := &walker{g: g, cwd: g.env.Cwd}
	given := p
	p = g.absPath(p)
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
		} else if kind := credential(p, g.env.Home); kind != "" && kind != "env" {
			// No edit of a private key is ordinary: it is lost as surely.
			w.clobber(arg{s: p}, seg, toolName+" changes it")
		}
		w.climbsOut(given, p, seg)
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

// maxMCPPaths bounds the paths judged for one MCP call.
const maxMCPPaths = 64

// mcpTool judges an MCP tool (mcp__SERVER__TOOL, the name Claude Code and
// Codex give it; SERVER__TOOL or mcp_SERVER_TOOL in other clients) that reads or writes local files under a well-known
// tool name (those of the reference filesystem server and its look-alikes):
// its path arguments are judged as Read, Write or Edit would be. Any other
// tool, and every tool of a server that works on a remote repository
// (github, gitlab, ...), whose paths name files elsewhere, gets no opinion:
// a path there is not a file on this machine, and guessing would nag about
// ordinary MCP use.
func (g *Guard) mcpTool(toolName string, in gjson.Result) Result {
	lname := strings.ToLower(toolName)
	if !in.IsObject() || !strings.HasPrefix(lname, "mcp_") && !strings.Contains(lname, "__") {
		return Result{}
	}
	// The server part is spelled differently by each client (mcp__S__T
	// in Claude Code and Codex, S__T or mcp_S_T elsewhere), so the
	// operation is matched at the end of the name.
	tool := ""
	for _, op := range mcpOps {
		if strings.HasSuffix(lname, "_"+op.name) {
			tool = op.tool
			break
		}
	}
	if tool == "" {
		return Result{}
	}
	for _, remote := range []string{"github", "gitlab", "bitbucket", "gitea"} {
		if strings.Contains(lname, remote) {
			return Result{}
		}
	}
	var best Result
	n := 0
	judge := func(p string) {
		if p == "" || n >= maxMCPPaths {
			return
		}
		n++
		if r := g.File(tool, p); strength(r.Decision) > strength(best.Decision) {
			best = r
		}
	}
	for _, k := range []string{"path", "file_path", "filepath", "filename", "file", "source", "src", "destination", "dest", "target", "new_path", "old_path"} {
		v := in.Get(k)
		switch {
		case v.Type == gjson.String:
			judge(v.Str)
		case v.IsArray():
			v.ForEach(func(_, e gjson.Result) bool {
				judge(e.String())
				return n < maxMCPPaths
			})
		}
	}
	if ps := in.Get("paths"); ps.IsArray() {
		ps.ForEach(func(_, e gjson.Result) bool {
			judge(e.String())
			return n < maxMCPPaths
		})
	}
	return best
}

// mcpOps are the local-file operations of MCP servers, by the file tool
// they are judged as. A switch-like table: no map built at start-up.
var mcpOps = [...]struct{ name, tool string }{
	{"read_file", "Read"}, {"read_text_file", "Read"}, {"read_media_file", "Read"},
	{"read_multiple_files", "Read"}, {"read_files", "Read"}, {"view_file", "Read"}, {"cat_file", "Read"},
	{"write_file", "Write"}, {"create_file", "Write"}, {"overwrite_file", "Write"},
	{"edit_file", "Edit"}, {"edit_files", "Edit"}, {"append_file", "Edit"}, {"patch_file", "Edit"},
	{"str_replace", "Edit"}, {"replace_in_file", "Edit"}, {"move_file", "Edit"}, {"rename_file", "Edit"},
	{"copy_file", "Edit"}, {"delete_file", "Edit"}, {"remove_file", "Edit"}, {"delete_files", "Edit"},
	{"create_directory", "Edit"}, {"make_directory", "Edit"},
}

// strength orders decisions: deny over ask over allow over none.
func strength(decision string) int {
	switch decision {
	case Deny:
		return 3
	case Ask:
		return 2
	case Allow:
		return 1
	}
	return 0
}

// climbsOut judges a relative path that leaves the project through ".."
// (a Codex patch's "../home/.ssh/x"): a write there is outside the
// folder the agent was given, which a file tool's absolute path would
// have shown plainly. The repository holding the project and the temp
// folders are still the agent's to write.
func (w *walker) climbsOut(given, p, seg string) {
	if strings.HasPrefix(given, "/") || strings.HasPrefix(given, "~") || !strings.HasPrefix(path.Clean(given), "../") {
		return
	}
	env := w.g.env
	if env.Project == "" || under(p, env.Project) {
		return
	}
	if c, _ := w.classify(p); c == cSafe {
		return
	}
	if top := w.repoTop(env.Project); top != "" && under(p, top) {
		return
	}
	w.add("write-outside-project", seg, "the path "+given+" climbs out of the project to "+p)
}

// repoTop is the folder of the repository that holds dir: the nearest
// ancestor with a .git entry (a few lstat calls, only for a path that
// climbs out).
func (w *walker) repoTop(dir string) string {
	if !w.fsOn() {
		return ""
	}
	for d := dir; d != "/" && d != "." && d != ""; d = path.Dir(d) {
		if _, err := os.Lstat(d + "/.git"); err == nil {
			return d
		}
	}
	return ""
}
