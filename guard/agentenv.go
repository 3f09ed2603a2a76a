package guard

import (
	"path"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// An agent's switches put into its environment from a file (blind set
// 20): a chain loader or env-file runner (envdir, s6-envdir, chpst -e,
// read-conf, dotenv -e, foreman and honcho -e, op run --env-file,
// systemd-run -p EnvironmentFile=) reads variables from a file or folder
// the line wrote and starts an agent with them, as CLAUDE_CODE_SIMPLE=1
// claude would. Judged by structure: a word naming a file the line wrote
// whose NAME=VALUE lines (or a folder whose files, named NAME, hold VALUE)
// set an agent's variable, in a command whose words start an agent.

// agentEnvName reports a variable that moves an agent's settings or
// switches its hooks off (envVar's list, and wiring.AgentVar).
func agentEnvName(k string) bool {
	switch k {
	case "CLAUDE_CONFIG_DIR", "CODEX_HOME", "GEMINI_CLI_HOME", "PI_CODING_AGENT_DIR", "OPENCLAW_STATE_DIR", "OPENCLAW_CONFIG_PATH",
		"XDG_CONFIG_HOME", "COPILOT_HOME", "HOOKTOOL_CONFIG", "HOOKTOOL_STATE":
		return true
	}
	return wiring.AgentVar(k) || strings.HasPrefix(k, "HOOKTOOL_")
}

// offValue reports a value that switches nothing on.
func offValue(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "", "0", "false", "no", "off":
		return true
	}
	return false
}

// envFileAgent judges a command whose words start an agent and name a
// file or folder the line wrote that sets one of the agent's variables.
func (w *walker) envFileAgent(argv []arg, seg string) {
	if len(w.files) == 0 || len(argv) < 3 {
		return
	}
	agent := ""
	for _, a := range argv[1:] {
		if !a.dyn && (agentCommand(base(a.s)) && base(a.s) != "git" && base(a.s) != "node" && base(a.s) != "npx") {
			agent = base(a.s)
			break
		}
	}
	if agent == "" {
		return
	}
	for i, a := range argv[1:] {
		if i >= 16 || a.dyn {
			break
		}
		for _, v := range namedValues(a.s) {
			p, ok := w.abs(v)
			if !ok || p == "/" {
				continue
			}
			if k := w.agentVarIn(p); k != "" {
				w.add("self-protect", seg, base(argv[0].s)+" reads "+k+" from "+path.Base(p)+", which the line wrote, and starts "+agent+" with it: the nested agent runs with other settings or its hooks off")
				return
			}
		}
	}
}

// agentVarIn names an agent's variable a file the line wrote sets
// (NAME=VALUE, export NAME=VALUE), or that a folder of it holds as a file
// named NAME (envdir's form).
func (w *walker) agentVarIn(p string) string {
	if f, ok := w.files[p]; ok && f.known() {
		for n, l := range strings.Split(f.code, "\n") {
			if n >= 64 {
				break
			}
			l = strings.TrimPrefix(strings.TrimSpace(l), "export ")
			if k, v, ok := strings.Cut(l, "="); ok && agentEnvName(strings.TrimSpace(k)) && !offValue(unquote(v)) {
				return strings.TrimSpace(k)
			}
		}
	}
	for fp, f := range w.files {
		if path.Dir(fp) == p && agentEnvName(path.Base(fp)) && !(f.known() && offValue(f.code)) {
			return path.Base(fp)
		}
	}
	return ""
}

// screenOwn judges what screen itself does beside the command it starts
// (blind set 20): the log file -Logfile names is written; a config file
// (-c FILE) or a command file (-X source FILE) the line wrote holds
// screen commands, judged as screen runs them; -X COMMAND sends one to a
// running session.
func (w *walker) screenOwn(args []arg, seg string, depth int) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.dyn || !strings.HasPrefix(a.s, "-") {
			if a.s != "" && !strings.HasPrefix(a.s, "-") && (i == 0 || !screenValued(args[i-1].s)) {
				return // the command screen starts: its words are its own
			}
			continue
		}
		switch {
		case (a.s == "-Logfile" || a.s == "-logfile") && i+1 < len(args):
			w.writeDest(dest{a: args[i+1]}, seg)
			w.clobber(args[i+1], seg, "screen writes its log over it")
			i++
		case a.s == "-c" && i+1 < len(args):
			w.screenFile(args[i+1], seg, depth)
			i++
		case a.s == "-X" && i+1 < len(args):
			w.screenLine(argsWords(args[i+1:]), seg, depth)
			return
		}
	}
}

// screenValued reports a screen option that takes the next word.
func screenValued(s string) bool {
	switch s {
	case "-S", "-c", "-e", "-h", "-p", "-T", "-t", "-X", "-Logfile", "-logfile":
		return true
	}
	return false
}

func argsWords(args []arg) []string {
	out := make([]string, 0, len(args))
	for _, a := range args {
		if a.dyn {
			out = append(out, dyn)
			continue
		}
		out = append(out, a.s)
	}
	return out
}

// screenFile judges a screen config or command file the line wrote, line
// by line.
func (w *walker) screenFile(f arg, seg string, depth int) {
	if f.dyn || depth > 4 {
		return
	}
	p, ok := w.abs(f.s)
	if !ok {
		return
	}
	wf, ok := w.files[p]
	if !ok || !wf.known() {
		return
	}
	for n, l := range strings.Split(wf.code, "\n") {
		if n >= maxStartupLines {
			return
		}
		l = strings.TrimSpace(l)
		if l == "" || l[0] == '#' {
			continue
		}
		words := startWords(l)
		for i := range words {
			words[i] = unquote(words[i])
		}
		if words[0] == "exec" {
			// (exec's command is shell text: the line as written)
			rest := strings.TrimSpace(strings.TrimPrefix(l, "exec"))
			if f := strings.Fields(rest); len(f) > 1 && strings.Trim(f[0], ".!|:") == "" {
				rest = strings.TrimSpace(rest[len(f[0]):])
			}
			w.script(rest, depth+2, "screen exec")
			continue
		}
		w.screenLine(words, seg, depth+1)
	}
}

// screenLine judges one screen command: a window started with a program
// (screen [-t T] CMD), exec, stuff (text typed into a window), a file it
// writes (logfile, hardcopy, writebuf, bufferfile), a file it reads as
// commands (source), an agent's variable set for its windows (setenv).
func (w *walker) screenLine(words []string, seg string, depth int) {
	if len(words) == 0 {
		return
	}
	rest := words[1:]
	via := "screen " + words[0]
	switch words[0] {
	case "screen":
		for len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
			if (rest[0] == "-t" || rest[0] == "-T" || rest[0] == "-h") && len(rest) > 1 {
				rest = rest[1:]
			}
			rest = rest[1:]
		}
		if len(rest) > 0 && isDigits(rest[0]) {
			rest = rest[1:]
		}
		if len(rest) > 0 {
			w.script(shellJoin(rest), depth+1, via)
		}
	case "exec":
		if len(rest) > 0 && strings.Trim(rest[0], ".!|:") == "" {
			rest = rest[1:]
		}
		if len(rest) > 0 {
			w.script(shellJoin(rest), depth+1, via)
		}
	case "stuff":
		if len(rest) > 0 {
			t := strings.NewReplacer(`\n`, "\n", `\r`, "\n", "^M", "\n", `\015`, "\n", `\012`, "\n").Replace(strings.Join(rest, " "))
			w.script(t, depth+1, via)
		}
	case "logfile", "hardcopy", "writebuf", "bufferfile":
		for _, r := range rest {
			if !strings.HasPrefix(r, "-") && r != "flush" && r != "on" && r != "off" && !isDigits(r) && r != dyn {
				w.writeDest(dest{a: destArg(r)}, seg)
				return
			}
		}
	case "source":
		if len(rest) > 0 {
			w.screenFile(destArg(rest[0]), seg, depth)
		}
	case "setenv":
		if len(rest) > 1 && agentEnvName(rest[0]) && !offValue(rest[1]) {
			w.add("self-protect", seg, "screen setenv "+rest[0]+" moves an agent's settings or switches its hooks off for the session's windows")
		}
	}
}

// shellJoin joins words into shell text, quoting those that need it.
func shellJoin(words []string) string {
	var b strings.Builder
	for i, s := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		if s == "" || strings.ContainsAny(s, " \t\n'\"$`\\;&|<>()*?[]{}~#") {
			b.WriteString("'" + strings.ReplaceAll(s, "'", `'\''`) + "'")
			continue
		}
		b.WriteString(s)
	}
	return b.String()
}
