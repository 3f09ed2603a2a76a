package guard

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Programs shadowed in the line. A command name is looked up in PATH: a
// PATH the line set (NAME=... before the command, or an assignment
// earlier) whose first folders hold a file the line wrote, a link it made
// or a copy of a system program it took, runs that instead of the
// program the name says. So does a copy of a system program run by its
// new path (cp /usr/bin/rm ./grep && ./grep -rf ~). The command is judged
// as what it really runs.

// noteProgCopy remembers a copy of a program from a system bin folder
// (cp /usr/bin/rm ./grep): the copy is that program under another name.
func (w *walker) noteProgCopy(name string, args []arg) {
	if name != "cp" && name != "install" && name != "ln" {
		return
	}
	_, ops := opts(args)
	if len(ops) != 2 || ops[0].dyn || ops[1].dyn {
		return
	}
	src := path.Clean(ops[0].s)
	if !binDir(path.Dir(src) + "/") {
		return
	}
	p, ok := w.abs(ops[1].s)
	if !ok {
		return
	}
	if w.progs == nil {
		w.progs = map[string]string{}
	}
	if len(w.progs) < maxFiles {
		w.progs[p] = src
	}
}

// pathDirs returns the folders a PATH value puts before the inherited
// ones, as far as they are known.
func (w *walker) pathDirs(v string) []string {
	var out []string
	for _, d := range strings.Split(v, ":") {
		if strings.Contains(d, dyn) || d == "" {
			break
		}
		if p, ok := w.abs(d); ok {
			out = append(out, p)
		}
	}
	return out
}

// shadowed returns what a command name or path really runs when the line
// put something else in its place, "" when nothing was.
func (w *walker) shadowed(c *syntax.CallExpr, a0 arg) string {
	if a0.dyn {
		return ""
	}
	if strings.Contains(a0.s, "/") {
		if p, ok := w.abs(a0.s); ok {
			return w.progs[p]
		}
		return ""
	}
	pv, set := w.vars["PATH"]
	for _, as := range c.Assigns {
		if as.Name != nil && as.Name.Value == "PATH" && as.Value != nil {
			if vs := w.expand(as.Value); len(vs) == 1 {
				pv, set = vs[0].s, true
			}
		}
	}
	if !set {
		return ""
	}
	for _, d := range w.pathDirs(pv) {
		p := path.Join(d, a0.s)
		if _, ok := w.writtenFile(p); ok {
			return p
		}
		if src, ok := w.progs[p]; ok {
			return src
		}
		for _, l := range w.links {
			if l.from == p && !l.bind {
				return l.to
			}
		}
	}
	return ""
}

// sessionEnv judges variables set for every later process of the session
// or the user's services (systemctl --user set-environment, launchctl
// setenv, tmux set-environment -g, dbus-update-activation-environment),
// as a shell start-up file's are: an agent's switches and hooktool's own
// variables among them.
func (w *walker) sessionEnv(name string, args []arg, seg string) {
	w.fishUniversal(name, args, seg) // (pathahead.go)
	switch name {
	case "systemctl", "dbus-update-activation-environment", "initctl", "launchctl", "tmux", "screen":
	default:
		return
	}
	_, ops := opts(args)
	var pairs [][2]string
	switch {
	case name == "systemctl" && opWord(ops, 0) == "set-environment",
		name == "dbus-update-activation-environment", name == "initctl" && opWord(ops, 0) == "set-env":
		start := 0
		if name != "dbus-update-activation-environment" {
			start = 1
		}
		for _, o := range ops[min(start, len(ops)):] {
			if k, v, ok := strings.Cut(o.s, "="); ok && !o.dyn {
				pairs = append(pairs, [2]string{k, v})
			}
		}
	case name == "launchctl" && opWord(ops, 0) == "setenv" && len(ops) > 2:
		pairs = append(pairs, [2]string{ops[1].s, ops[2].s})
	case name == "tmux" && (opWord(ops, 0) == "set-environment" || opWord(ops, 0) == "setenv") && len(ops) > 2:
		pairs = append(pairs, [2]string{ops[1].s, ops[2].s})
	case name == "screen":
		// screen -X setenv NAME VALUE: the session's later windows.
		for i, a := range args {
			if a.s == "-X" && i+3 < len(args) && args[i+1].s == "setenv" {
				pairs = append(pairs, [2]string{args[i+2].s, args[i+3].s})
			}
		}
	}
	for _, p := range pairs {
		mark := len(w.findings)
		if agentEnvName(p[0]) && !offValue(p[1]) && !strings.Contains(p[1], dyn) {
			// (startupAssign leaves the folder variables to the start-up
			// files' own check; set for the session, any other folder
			// than the default moves the agent's settings.)
			if def, ok := w.envParam(p[0]); !ok || strings.TrimSuffix(w.homeExpand(p[1]), "/") != strings.TrimSuffix(def, "/") {
				w.add("self-protect", seg, p[0]+" set by "+name+" for the session's later processes moves an agent's settings or switches its hooks off")
				continue
			}
		}
		w.startupAssign(p[0], strings.Split(p[1], ":"), seg)
		for i := mark; i < len(w.findings); i++ {
			w.findings[i].Reason = strings.Replace(w.findings[i].Reason, "in a shell start-up file", "set by "+name+" for the session's later processes", 1)
		}
	}
}

// sandboxedAgent judges an agent started in a sandbox that hides its
// config or gives it another home (firejail --private, --private=DIR,
// --blacklist of its folder): it starts without its hooks, as with its
// config folder moved by a variable.
func (w *walker) sandboxedAgent(name string, opts, cmd []arg, seg string) {
	if len(cmd) == 0 || !agentCommand(base(cmd[0].s)) {
		return
	}
	home := w.g.env.Home
	for _, o := range opts {
		k, v, _ := strings.Cut(o.s, "=")
		switch k {
		case "--private", "--private-home", "--blacklist", "--tmpfs", "--whitelist":
			if k == "--blacklist" || k == "--tmpfs" {
				if v = w.homeExpand(v); !strings.HasPrefix(v, home+"/.") && v != home {
					continue
				}
			}
			w.add("self-protect-indirect", seg, name+" "+o.s+" starts "+base(cmd[0].s)+" without the user's home as it is: its settings and hooks are hidden or replaced")
			return
		}
	}
}
