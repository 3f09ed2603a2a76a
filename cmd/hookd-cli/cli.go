package main

// This file is hooktool's command dispatcher: a table of commands (newApp)
// walked word by word, each level's flags parsed by the standard library's
// flag package. It replaced a CLI framework whose package initialisers
// (templates, formatted strings) ran on every hook call; this costs nothing
// until a command other than `hook` runs.
//
// The rules, as the framework had them:
//   - Flags come before positional arguments: parsing stops at the first
//     word that is not a flag, and at "--". A flag after a positional
//     argument is a positional argument.
//   - -name and --name are the same flag; a string flag takes its value as
//     --name VALUE or --name=VALUE, a bool flag as --name or --name=false.
//   - After a command's flags, a word that names one of its subcommands runs
//     that subcommand. A flag a command does not define is looked up in the
//     commands above it.
//   - --help/-h shows the help of the command it follows (or of the
//     subcommand named after it); below the top level, a "help" or "h" word
//     where a subcommand could stand does the same.
//   - A raw command (reduce) parses nothing: every word after its name is
//     its own, so a wrapped command's flags never reach hooktool.

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// command is one node of the command tree.
type command struct {
	name  string
	usage string // one line, for the parent's list
	args  string // what follows the flags, for the usage line ("'CMD'", "BASE HEAD")
	desc  string // the help's longer text
	flags []opt
	subs  []*command
	// raw: no flag parsing, no subcommands; run gets every word after the name.
	raw bool
	// run is the command's action; a group without one shows its help, or
	// says which subcommand it did not know.
	run func(c *call) error
	// after runs once run has returned, whatever it returned (not after help).
	after func(c *call) error
}

// opt is one flag of a command: a string, or a bool when isBool.
type opt struct {
	name   string
	alias  string // a second name, used only by --help/-h and --version/-v
	usage  string
	def    string // a string flag's default
	isBool bool
}

func boolOpt(name, usage string) opt        { return opt{name: name, usage: usage, isBool: true} }
func stringOpt(name, def, usage string) opt { return opt{name: name, usage: usage, def: def} }

func (o opt) names() []string {
	if o.alias == "" {
		return []string{o.name}
	}
	return []string{o.name, o.alias}
}

func (c *command) group() bool { return len(c.subs) > 0 }

// sub is the subcommand called name, or nil.
func (c *command) sub(name string) *command {
	for _, s := range c.subs {
		if s.name == name {
			return s
		}
	}
	return nil
}

var (
	helpOpt    = opt{name: "help", alias: "h", usage: "show help", isBool: true}
	versionOpt = opt{name: "version", alias: "v", usage: "print the version", isBool: true}
)

// call is one run of a command: its parsed flags and its arguments, and the
// call of the command above it, whose flags it can read too.
type call struct {
	cmd    *command
	path   string // "hooktool install git-hook"
	parent *call
	set    *flag.FlagSet
	args   []string // the positional arguments
}

// root is the call of the top-level command.
func (c *call) root() *command {
	for c.parent != nil {
		c = c.parent
	}
	return c.cmd
}

// child is the call of subcommand s under c.
func (c *call) child(s *command) *call {
	return &call{cmd: s, path: c.path + " " + s.name, parent: c}
}

// arg is the i'th positional argument, or "".
func (c *call) arg(i int) string {
	if i < len(c.args) {
		return c.args[i]
	}
	return ""
}

// lookup finds the flag name in this call or the nearest one above that
// defines it.
func (c *call) lookup(name string) *flag.Flag {
	for x := c; x != nil; x = x.parent {
		if x.set != nil {
			if f := x.set.Lookup(name); f != nil {
				return f
			}
		}
	}
	return nil
}

// str is a string flag's value ("" when no command defines it).
func (c *call) str(name string) string {
	if f := c.lookup(name); f != nil {
		return f.Value.String()
	}
	return ""
}

// bool is a bool flag's value (false when no command defines it).
func (c *call) bool(name string) bool {
	f := c.lookup(name)
	return f != nil && f.Value.String() == "true"
}

// local is a bool flag of this call only: --help and --version belong to
// the command they follow.
func (c *call) local(name string) bool {
	f := c.set.Lookup(name)
	return f != nil && f.Value.String() == "true"
}

// dispatch runs the command args names (args[0] is the program) in the tree
// under root, writing help and the version to stdout.
func dispatch(root *command, args []string, stdout io.Writer) error {
	c := &call{cmd: root, path: root.name}
	rest := args[1:]
	for {
		if c.cmd.raw {
			if len(rest) > 0 && isHelpWord(rest[0], true) {
				return writeHelp(stdout, c)
			}
			c.args = rest
			break
		}
		opts := append(append([]opt(nil), c.cmd.flags...), helpOpt)
		if c.parent == nil {
			opts = append(opts, versionOpt)
		}
		c.set = flagSet(c.cmd.name, opts)
		if err := c.set.Parse(rest); err != nil {
			return flagErr(c, err, rest)
		}
		rest = c.set.Args()
		help := c.local("help")
		if !help && c.parent != nil && len(rest) > 0 && isHelpWord(rest[0], false) {
			help, rest = true, rest[1:]
		}
		if help {
			if len(rest) > 0 && c.cmd.sub(rest[0]) != nil {
				return writeHelp(stdout, c.child(c.cmd.sub(rest[0])))
			}
			return writeHelp(stdout, c)
		}
		if c.parent == nil && c.local("version") {
			_, err := fmt.Fprintf(stdout, "%s version %s\n", root.name, buildVersion(version, readBuildInfo))
			return err
		}
		if len(rest) == 0 || c.cmd.sub(rest[0]) == nil {
			c.args = rest
			break
		}
		c, rest = c.child(c.cmd.sub(rest[0])), rest[1:]
	}
	if c.cmd.run == nil {
		if len(c.args) > 0 {
			return unknownCommand(c.cmd.subs, commandWords(c), c.args[0])
		}
		return writeHelp(stdout, c)
	}
	err := c.cmd.run(c)
	if c.cmd.after != nil {
		if aerr := c.cmd.after(c); err == nil {
			err = aerr
		}
	}
	return err
}

// isHelpWord reports a word that asks for help where a subcommand or, for a
// raw command, the wrapped command could stand.
func isHelpWord(w string, raw bool) bool {
	return w == "help" || w == "h" || raw && (w == "-h" || w == "--help")
}

// flagSet is a FlagSet that reports its errors to flagErr, not to a stream.
func flagSet(name string, opts []opt) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	for _, o := range opts {
		if o.isBool {
			v := new(bool)
			for _, n := range o.names() {
				fs.BoolVar(v, n, false, o.usage)
			}
			continue
		}
		v := new(string)
		for _, n := range o.names() {
			fs.StringVar(v, n, o.def, o.usage)
		}
	}
	return fs
}

// flagErr turns the flag package's parse error into one line with a hint.
func flagErr(c *call, err error, words []string) error {
	who, help := commandWords(c), c.path+" --help"
	// A bad flag on `hook` is a mistake in the line an agent's settings
	// run: exit 1, a non-blocking error to every agent, not 2, which
	// Claude Code reads as "block this call" (the exit table, exit.go).
	code := exitError
	if who == "hook" {
		code = exitFindings
	}
	if who != "" {
		who += ": "
	}
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		var names []string
		for _, o := range c.cmd.flags {
			names = append(names, o.name)
		}
		// A subcommand's flag before its name: the one named on the line,
		// else the first that has it.
		var owner *command
		for _, s := range c.cmd.subs {
			if slices.ContainsFunc(s.flags, func(o opt) bool { return o.name == name }) && (owner == nil || slices.Contains(words, s.name)) {
				owner = s
			}
		}
		if owner != nil {
			return failHint(code, "a subcommand's flag goes after its name: "+c.path+" "+owner.name+" "+dashed(name), "%sunknown flag %s", who, dashed(name))
		}
		if near := closest(strings.TrimPrefix(name, "-"), names); len(near) > 0 {
			return failHint(code, "did you mean "+dashed(near[0])+"? ("+help+" lists the flags)", "%sunknown flag %s", who, dashed(name))
		}
		return failHint(code, help+" lists the flags", "%sunknown flag %s", who, dashed(name))
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return failHint(code, help+" lists the flags", "%sflag %s needs a value", who, dashed(name))
	}
	if rest, ok := strings.CutPrefix(msg, "invalid boolean value "); ok {
		// `"maybe" for -json: parse error`
		val, name, _ := strings.Cut(rest, " for -")
		name, _, _ = strings.Cut(name, ":")
		return failHint(code, help+" lists the flags", "%sflag %s takes true or false, not %s", who, dashed(name), val)
	}
	return failHint(code, help+" lists the flags", "%s%s", who, msg)
}

// commandWords is the call's command path without the program name.
func commandWords(c *call) string {
	_, words, _ := strings.Cut(c.path, " ")
	return words
}

// writeHelp prints a command's help: what it does, how it is called, its
// subcommands and its flags with their defaults.
func writeHelp(w io.Writer, c *call) error {
	cmd, b := c.cmd, &strings.Builder{}
	b.WriteString("NAME:\n   " + c.path)
	if cmd.usage != "" {
		b.WriteString(" - " + cmd.usage)
	}
	b.WriteString("\n\nUSAGE:\n   " + c.path)
	switch {
	case c.parent == nil:
		b.WriteString(" [options] command [command options]")
	case cmd.raw:
	case cmd.group() && cmd.run == nil:
		b.WriteString(" command [command options]")
	default:
		b.WriteString(" [options]")
	}
	if cmd.args != "" {
		b.WriteString(" " + cmd.args)
	}
	b.WriteString("\n")
	if c.parent == nil {
		b.WriteString("\nVERSION:\n   " + buildVersion(version, readBuildInfo) + "\n")
	}
	if cmd.desc != "" {
		b.WriteString("\nDESCRIPTION:\n")
		for _, l := range strings.Split(cmd.desc, "\n") {
			b.WriteString(strings.TrimRight("   "+l, " ") + "\n")
		}
	}
	if cmd.group() {
		b.WriteString("\nCOMMANDS:\n")
		var rows [][2]string
		for _, s := range cmd.subs {
			rows = append(rows, [2]string{s.name, s.usage})
		}
		writeRows(b, rows)
	}
	var rows [][2]string
	opts := append([]opt(nil), cmd.flags...)
	if c.parent == nil {
		opts = append(opts, versionOpt)
	}
	if !cmd.raw {
		opts = append(opts, helpOpt)
	}
	for _, o := range opts {
		left := "--" + o.name
		if o.alias != "" {
			left += ", " + dashed(o.alias)
		}
		right := o.usage
		if !o.isBool {
			left += " value"
			if o.def != "" {
				right += fmt.Sprintf(" (default: %q)", o.def)
			}
		}
		rows = append(rows, [2]string{left, right})
	}
	if cmd.raw {
		rows = append(rows, [2]string{"--help, -h", "show help (as the first word only)"})
	}
	b.WriteString("\nOPTIONS:\n")
	writeRows(b, rows)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeRows writes two columns, the first padded to the widest.
func writeRows(b *strings.Builder, rows [][2]string) {
	width := 0
	for _, r := range rows {
		width = max(width, len(r[0]))
	}
	for _, r := range rows {
		b.WriteString("   " + r[0] + strings.Repeat(" ", width-len(r[0])+2) + r[1] + "\n")
	}
}
