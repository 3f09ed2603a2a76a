package guard

import (
	"strings"
)

// File operations spelled as a tool's subcommand or module are judged as
// the shell command they amount to: cmake -E remove_directory DIR is
// rm -r DIR, ansible -m file -a 'path=P state=absent' is rm -r P, and
// ansible's shell and command modules run their argument as shell code.

// cmakeTool translates cmake -E COMMAND ARGS into the command it amounts
// to; nil when it is not a file operation the guard judges.
func cmakeTool(args []arg) []arg {
	if len(args) < 2 || args[0].s != "-E" {
		return nil
	}
	op, rest := args[1].s, args[2:]
	word := func(s string) arg { return arg{s: s, raw: s} }
	switch op {
	case "rm":
		return append([]arg{word("rm")}, rest...)
	case "remove":
		return append([]arg{word("rm"), word("-f")}, skipDash(rest, "-f")...)
	case "remove_directory":
		return append([]arg{word("rm"), word("-r"), word("--")}, rest...)
	case "rename":
		return append([]arg{word("mv"), word("--")}, rest...)
	case "copy", "copy_if_different":
		return append([]arg{word("cp"), word("--")}, rest...)
	case "copy_directory", "copy_directory_if_different":
		return append([]arg{word("cp"), word("-r"), word("--")}, rest...)
	case "create_symlink", "create_hardlink":
		if len(rest) == 2 {
			return []arg{word("ln"), word("-sf"), rest[0], rest[1]}
		}
	case "env":
		return append([]arg{word("env")}, rest...)
	case "chdir":
		if len(rest) > 1 {
			return append([]arg{word("env"), word("-C"), rest[0]}, rest[1:]...)
		}
	case "time":
		return rest
	}
	return nil
}

func skipDash(args []arg, flag string) []arg {
	if len(args) > 0 && args[0].s == flag {
		return args[1:]
	}
	return args
}

// ansibleAdhoc judges ansible HOSTS -m MODULE -a ARGS: the shell-running
// modules' argument as a script, the file module's state=absent as a
// recursive delete. It reports whether it judged anything.
func (w *walker) ansibleAdhoc(args []arg, seg string, depth int) bool {
	module, margs := "command", ""
	hasArgs := false
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case (s == "-m" || s == "--module-name") && i+1 < len(args):
			module = args[i+1].s
			i++
		case strings.HasPrefix(s, "--module-name="):
			module = strings.TrimPrefix(s, "--module-name=")
		case (s == "-a" || s == "--args") && i+1 < len(args):
			margs, hasArgs = w.codeOf(args[i+1]), true
			i++
		case strings.HasPrefix(s, "--args="):
			margs, hasArgs = strings.TrimPrefix(s, "--args="), true
		}
	}
	if !hasArgs {
		return false
	}
	switch strings.TrimPrefix(strings.TrimPrefix(module, "ansible.builtin."), "ansible.legacy.") {
	case "shell", "command", "raw", "win_shell", "win_command":
		w.script(margs, depth+1, "ansible -m "+module)
		return true
	case "file":
		kv := map[string]string{}
		for _, f := range strings.Fields(margs) {
			if k, v, ok := strings.Cut(f, "="); ok {
				kv[k] = strings.Trim(v, `"'`)
			}
		}
		p := kv["path"]
		if p == "" {
			p = kv["dest"]
		}
		if p == "" {
			p = kv["name"]
		}
		if (p == "~" || strings.HasPrefix(p, "~/")) && w.g.env.Home != "" {
			p = w.g.env.Home + p[1:] // the module expands ~ itself
		}
		if kv["state"] == "absent" && p != "" {
			w.judge([]arg{{s: "rm", raw: "rm"}, {s: "-rf", raw: "-rf"}, {s: "--", raw: "--"}, destArg(p)}, seg, depth+1, input{})
			return true
		}
	}
	return false
}
