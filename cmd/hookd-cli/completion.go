package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hookd/hookd/agents"
	settingssnippets "github.com/hookd/hookd/settings-snippets"
)

// unknownCommand is the error for a command name that is not there, with the
// closest names as the hint. parent is "" for the top level.
func unknownCommand(cmds []*command, parent, typed string) error {
	var names []string
	for _, c := range cmds {
		names = append(names, c.name)
	}
	full := strings.TrimSpace(parent + " " + typed)
	help := "hooktool --help"
	if parent != "" {
		help = "hooktool " + parent + " --help"
	}
	if near := closest(typed, names); len(near) > 0 {
		return failHint(exitError, "did you mean "+strings.Join(near, ", ")+"? ("+help+" lists every command)",
			"unknown command %q", full)
	}
	return failHint(exitError, help+" lists every command", "unknown command %q", full)
}

func completionCommand(e *env) *command {
	return &command{
		name:  "completion",
		usage: "print a shell completion script: bash, zsh or fish",
		args:  "bash|zsh|fish",
		desc: "bash:  source <(hooktool completion bash)   (or save it in ~/.local/share/bash-completion/completions/hooktool)\n" +
			"zsh:   source <(hooktool completion zsh)    (in ~/.zshrc, after compinit)\n" +
			"fish:  hooktool completion fish > ~/.config/fish/completions/hooktool.fish",
		run: func(c *call) error {
			if len(c.args) != 1 {
				return failHint(exitError, "hooktool completion bash|zsh|fish", "completion: name one shell")
			}
			tree := commandTree(c.root().subs)
			switch c.arg(0) {
			case "bash":
				writeBash(e.stdout, tree)
			case "zsh":
				writeZsh(e.stdout, tree)
			case "fish":
				writeFish(e.stdout, tree)
			default:
				return failHint(exitError, "hooktool completion bash|zsh|fish", "completion: unknown shell %q", c.arg(0))
			}
			return nil
		},
	}
}

// compNode is one command as completion sees it: its words, flags and
// subcommands. Built from the live command tree so completion never lags a
// new command or flag.
type compNode struct {
	name, usage string
	flags       []compFlag
	subs        []compNode
}

type compFlag struct {
	name, usage string
	values      []string // what the flag's value may be, when it is one of a few words
}

// flagValues are the values of the flags that take one of a few words,
// by "command --flag", read from where each list lives so completion
// never lags a new agent or scope.
func flagValues(cmd, flag string) []string {
	switch cmd + " --" + flag {
	case "install --harness", "uninstall --harness":
		var names []string
		for _, a := range agents.Targets() {
			names = append(names, a.Name())
		}
		return append(names, "all")
	case "hook --harness":
		return agents.Names()
	case "install --scope":
		return []string{"user", "project", "local", "managed"}
	case "uninstall --scope":
		return []string{"user", "project", "local", "managed", "all"}
	case "install --profile":
		return settingssnippets.Names()
	}
	return nil
}

func commandTree(cmds []*command) []compNode {
	var out []compNode
	for _, c := range cmds {
		n := compNode{name: c.name, usage: c.usage, subs: commandTree(c.subs)}
		for _, f := range c.flags {
			for _, name := range f.names() {
				n.flags = append(n.flags, compFlag{name: name, usage: f.usage, values: flagValues(c.name, name)})
			}
		}
		n.flags = append(n.flags, compFlag{name: "help", usage: "show help"})
		sort.Slice(n.flags, func(i, j int) bool { return n.flags[i].name < n.flags[j].name })
		out = append(out, n)
	}
	return out
}

func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// words are the completions after a command: subcommand names, then flags.
func (n compNode) words() string {
	var w []string
	for _, s := range n.subs {
		w = append(w, s.name)
	}
	for _, f := range n.flags {
		w = append(w, dashed(f.name))
	}
	return strings.Join(w, " ")
}

func names(ns []compNode) string {
	var w []string
	for _, n := range ns {
		w = append(w, n.name)
	}
	return strings.Join(w, " ")
}

// writeBash completes the command, one level of subcommand, and flags;
// anything else falls back to file names (-o default).
func writeBash(w io.Writer, tree []compNode) {
	fmt.Fprintf(w, "# bash completion for hooktool (hooktool completion bash)\n")
	fmt.Fprintf(w, "_hooktool() {\n")
	fmt.Fprintf(w, "  local cur=${COMP_WORDS[COMP_CWORD]} words=\n")
	fmt.Fprintf(w, "  if [ \"$COMP_CWORD\" -eq 1 ]; then\n")
	fmt.Fprintf(w, "    words=%q\n", names(tree)+" --help --version")
	fmt.Fprintf(w, "  else\n    case \"${COMP_WORDS[1]} ${COMP_WORDS[COMP_CWORD-1]}\" in\n")
	for _, n := range tree {
		for _, f := range n.flags {
			if len(f.values) > 0 {
				fmt.Fprintf(w, "    %q) words=%q ;;\n", n.name+" "+dashed(f.name), strings.Join(f.values, " "))
			}
		}
	}
	fmt.Fprintf(w, "    *)\n    case \"${COMP_WORDS[1]} ${COMP_WORDS[2]}\" in\n")
	for _, n := range tree {
		for _, s := range n.subs {
			fmt.Fprintf(w, "      %q) words=%q ;;\n", n.name+" "+s.name, s.words())
		}
	}
	fmt.Fprintf(w, "      *) case \"${COMP_WORDS[1]}\" in\n")
	for _, n := range tree {
		fmt.Fprintf(w, "        %s) words=%q ;;\n", n.name, n.words())
	}
	fmt.Fprintf(w, "      esac ;;\n    esac ;;\n    esac\n  fi\n")
	fmt.Fprintf(w, "  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n}\n")
	fmt.Fprintf(w, "complete -o default -F _hooktool hooktool\n")
}

// zshQuote quotes a "name:description" pair for _describe: the first colon
// separates, later ones are escaped.
func zshQuote(s string) string {
	name, desc, _ := strings.Cut(s, ":")
	desc = strings.ReplaceAll(desc, ":", `\:`)
	return "'" + strings.ReplaceAll(name+":"+desc, "'", `'\''`) + "'"
}

func writeZsh(w io.Writer, tree []compNode) {
	fmt.Fprintf(w, "#compdef hooktool\n# zsh completion for hooktool (hooktool completion zsh)\n")
	fmt.Fprintf(w, "_hooktool() {\n  local -a cmds\n")
	fmt.Fprintf(w, "  if (( CURRENT == 2 )); then\n    cmds=(\n")
	for _, n := range tree {
		fmt.Fprintf(w, "      %s\n", zshQuote(n.name+":"+n.usage))
	}
	fmt.Fprintf(w, "    )\n    _describe 'command' cmds\n    return\n  fi\n")
	fmt.Fprintf(w, "  case \"$words[2] $words[CURRENT-1]\" in\n")
	for _, n := range tree {
		for _, f := range n.flags {
			if len(f.values) > 0 {
				fmt.Fprintf(w, "    %q) compadd -- %s; return ;;\n", n.name+" "+dashed(f.name), strings.Join(f.values, " "))
			}
		}
	}
	fmt.Fprintf(w, "  esac\n")
	fmt.Fprintf(w, "  case \"$words[2] $words[3]\" in\n")
	for _, n := range tree {
		for _, s := range n.subs {
			fmt.Fprintf(w, "    %q) compadd -- %s; _files; return ;;\n", n.name+" "+s.name, s.words())
		}
	}
	fmt.Fprintf(w, "  esac\n  case $words[2] in\n")
	for _, n := range tree {
		fmt.Fprintf(w, "    %s) compadd -- %s ;;\n", n.name, n.words())
	}
	fmt.Fprintf(w, "  esac\n  _files\n}\n")
	fmt.Fprintf(w, "if [ \"$funcstack[1]\" = \"_hooktool\" ]; then _hooktool \"$@\"; else compdef _hooktool hooktool; fi\n")
}

func fishQuote(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", `\'`) + "'"
}

func writeFish(w io.Writer, tree []compNode) {
	fmt.Fprintf(w, "# fish completion for hooktool (hooktool completion fish)\n")
	fmt.Fprintf(w, "complete -c hooktool -f\n")
	for _, n := range tree {
		fmt.Fprintf(w, "complete -c hooktool -n __fish_use_subcommand -a %s -d %s\n", n.name, fishQuote(n.usage))
	}
	for _, n := range tree {
		cond := "__fish_seen_subcommand_from " + n.name
		for _, s := range n.subs {
			fmt.Fprintf(w, "complete -c hooktool -n %s -a %s -d %s\n", fishQuote(cond), s.name, fishQuote(s.usage))
		}
		for _, f := range n.flags {
			opt := "-l " + f.name
			if len(f.name) == 1 {
				opt = "-s " + f.name
			}
			if len(f.values) > 0 {
				opt += " -x -a " + fishQuote(strings.Join(f.values, " "))
			}
			fmt.Fprintf(w, "complete -c hooktool -n %s %s -d %s\n", fishQuote(cond), opt, fishQuote(f.usage))
		}
		fmt.Fprintf(w, "complete -c hooktool -n %s -F\n", fishQuote(cond))
	}
}
