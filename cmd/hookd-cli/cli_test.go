package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestHelpEveryCommand: --help and -h on the app and on every command and
// subcommand print its name, its one-line description and every flag (with
// its default), exit 0, and say nothing on stderr.
func TestHelpEveryCommand(t *testing.T) {
	var walk func(path []string, c *command)
	walk = func(path []string, c *command) {
		for _, h := range []string{"--help", "-h"} {
			var out, errb bytes.Buffer
			args := append(append([]string{}, path...), h)
			code := run(args, strings.NewReader(""), &out, &errb)
			name := strings.Join(path, " ")
			if code != exitOK || errb.Len() > 0 {
				t.Errorf("%s %s: exit %d, stderr %q", name, h, code, errb.String())
				continue
			}
			help := out.String()
			if want := "NAME:\n   " + name + " - " + c.usage + "\n"; !strings.HasPrefix(help, want) {
				t.Errorf("%s %s: help starts %q, want %q", name, h, help[:min(len(help), 120)], want)
			}
			if !strings.Contains(help, "\nUSAGE:\n   "+name) {
				t.Errorf("%s %s: no usage line", name, h)
			}
			for _, f := range c.flags {
				if !strings.Contains(help, "   --"+f.name+" ") {
					t.Errorf("%s %s: flag --%s not listed", name, h, f.name)
				}
				if f.def != "" && !strings.Contains(help, `(default: "`+f.def+`")`) {
					t.Errorf("%s %s: the default of --%s not shown", name, h, f.name)
				}
			}
			for _, s := range c.subs {
				if !strings.Contains(help, "\n   "+s.name+" ") {
					t.Errorf("%s %s: subcommand %s not listed", name, h, s.name)
				}
			}
		}
		for _, s := range c.subs {
			walk(append(append([]string{}, path...), s.name), s)
		}
	}
	walk([]string{"hooktool"}, newApp(&env{}))
}

// TestDispatch: which command runs, with which flags and arguments, for
// the shapes of command line the framework before it accepted.
func TestDispatch(t *testing.T) {
	var got *call
	record := func(c *call) error { got = c; return nil }
	tree := &command{name: "t", subs: []*command{
		{name: "leaf", args: "A B", run: record, flags: []opt{boolOpt("json", ""), stringOpt("scope", "user", "")}},
		{name: "group", flags: []opt{boolOpt("dry-run", "")}, subs: []*command{
			{name: "sub", run: record, flags: []opt{stringOpt("repo", "", "")}},
		}},
		{name: "mixed", run: record, flags: []opt{boolOpt("dry-run", "")}, subs: []*command{
			{name: "sub", run: record},
		}},
		{name: "raw", raw: true, run: record},
	}}
	for _, c := range []struct {
		line     string
		path     string
		args     string
		flags    map[string]string // name -> str() of the call
		errMatch string
	}{
		{line: "leaf a b", path: "t leaf", args: "a b", flags: map[string]string{"json": "false", "scope": "user"}},
		{line: "leaf --json -scope=project a", path: "t leaf", args: "a", flags: map[string]string{"json": "true", "scope": "project"}},
		{line: "leaf --scope local -- --json", path: "t leaf", args: "--json", flags: map[string]string{"json": "false", "scope": "local"}},
		{line: "leaf a --json", path: "t leaf", args: "a --json", flags: map[string]string{"json": "false"}},
		{line: "group --dry-run sub --repo r x", path: "t group sub", args: "x", flags: map[string]string{"dry-run": "true", "repo": "r"}},
		{line: "mixed --dry-run", path: "t mixed", flags: map[string]string{"dry-run": "true"}},
		{line: "mixed other", path: "t mixed", args: "other"},
		{line: "mixed sub", path: "t mixed sub"},
		{line: "raw --json -- x --scope", path: "t raw", args: "--json -- x --scope"},
		{line: "group nope", errMatch: `unknown command "group nope"`},
		{line: "nope", errMatch: `unknown command "nope"`},
		{line: "leaf --nope", errMatch: "leaf: unknown flag --nope"},
		{line: "group sub --dry-run", errMatch: "group sub: unknown flag --dry-run"},
		{line: "leaf --scope", errMatch: "leaf: flag --scope needs a value"},
	} {
		got = nil
		var out bytes.Buffer
		err := dispatch(tree, append([]string{"t"}, strings.Fields(c.line)...), &out)
		if c.errMatch != "" {
			if err == nil || !strings.Contains(err.Error(), c.errMatch) {
				t.Errorf("%q: err %v, want %q", c.line, err, c.errMatch)
			}
			if got != nil {
				t.Errorf("%q: ran %s despite the error", c.line, got.path)
			}
			continue
		}
		if err != nil || got == nil {
			t.Errorf("%q: err %v, ran %v", c.line, err, got != nil)
			continue
		}
		if got.path != c.path || strings.Join(got.args, " ") != c.args {
			t.Errorf("%q: ran %q with %q, want %q with %q", c.line, got.path, got.args, c.path, c.args)
		}
		for name, want := range c.flags {
			if v := got.str(name); v != want {
				t.Errorf("%q: --%s = %q, want %q", c.line, name, v, want)
			}
		}
	}
}

// TestDispatchAfter: after runs once the action has returned, its error
// kept; help does not run the action or after.
func TestDispatchAfter(t *testing.T) {
	var ran []string
	tree := &command{name: "t", subs: []*command{{
		name:  "x",
		run:   func(*call) error { ran = append(ran, "run"); return fail(exitFindings, "boom") },
		after: func(*call) error { ran = append(ran, "after"); return nil },
	}}}
	var out bytes.Buffer
	err := dispatch(tree, []string{"t", "x"}, &out)
	if err == nil || err.Error() != "boom" || strings.Join(ran, ",") != "run,after" {
		t.Errorf("err %v, ran %v", err, ran)
	}
	ran = nil
	if err := dispatch(tree, []string{"t", "x", "--help"}, &out); err != nil || len(ran) > 0 {
		t.Errorf("--help: err %v, ran %v", err, ran)
	}
}

// A usage mistake on `hook` (a typo in the line an agent's settings run)
// exits 1, which agents treat as a non-blocking error, never 2, which
// Claude Code reads as "block this call"; other commands exit 2. Nothing
// reaches stdout, which is protocol.
func TestHookUsageErrorNeverBlocks(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want int
	}{
		{[]string{"hooktool", "hook", "--bogus"}, exitFindings},
		{[]string{"hooktool", "hook", "--harness"}, exitFindings},
		{[]string{"hooktool", "state", "--bogus"}, exitError},
	} {
		var out, errb bytes.Buffer
		code := run(tc.args, strings.NewReader(`{"hook_event_name":"PreToolUse"}`), &out, &errb)
		if code != tc.want || out.Len() > 0 || !strings.HasPrefix(errb.String(), "hooktool: ") {
			t.Errorf("%v: exit %d (want %d), stdout %q, stderr %q", tc.args, code, tc.want, out.String(), errb.String())
		}
	}
}
