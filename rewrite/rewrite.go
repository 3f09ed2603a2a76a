// Package rewrite changes a Bash call in PreToolUse so the command prints
// less: user rules replace a command by a template, and the built-in rule
// wraps commands that have a reducer in `hooktool reduce --`. It edits the
// original text by byte offsets from the shell parser (never re-printing
// it), so quoting, `2>&1` and `;;` stay exactly as written.
//
// It never widens permissions. A call the guard denied or asked about is not
// rewritten; the rewritten command must get the guard's verdict on the
// original; a command named by one of the user's Claude Code deny or ask
// rules is left alone (the wrapped form would slip past that rule); and
// the rewrite is approved without a prompt only where the original would
// have run without one: the user's own allow rules, the client's own
// read-only commands (perms.ReadOnly), the guard's allow, or the permission
// mode. Otherwise it is left alone (reduce.unapproved = "skip", the
// default), or sent with "ask" when the user chose that.
// A command the model wraps in `hooktool reduce` itself is checked against
// the deny and ask rules too, since Claude Code sees only the wrapper.
package rewrite

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"

	"github.com/tidwall/gjson"
	"github.com/tidwall/sjson"
	"mvdan.cc/sh/v3/syntax"

	"github.com/hookd/hookd/config"
	"github.com/hookd/hookd/guard"
	"github.com/hookd/hookd/handlers"
	"github.com/hookd/hookd/perms"
	"github.com/hookd/hookd/reduce"
)

// Rule is a user rewrite rule (config reduce.rules).
type Rule struct {
	// Match is the command's leading words, "git log". The first word also
	// matches a path to the program (/usr/bin/git).
	Match string `json:"match"`
	// Unless lists words that, anywhere after the matched ones, keep the
	// command as it is ("--oneline").
	Unless []string `json:"unless,omitempty"`
	// Template replaces the command's words (a NAME=value prefix and the
	// redirections stay): {args} is the original text after the matched
	// words, {cmd} the whole original command, {hooktool} the quoted path of
	// hooktool.
	Template string `json:"template"`
}

// Rewriter rewrites Bash calls.
type Rewriter struct {
	Wrap bool   // the built-in rule: wrap commands with a reducer (reduce.rewrite)
	Exe  string // absolute path of the hooktool binary the wrap calls
	// Unapproved is what to do when nothing would have run the original
	// without a prompt: "skip" (the default: leave it, so a rewrite never
	// costs the user the client's own approval) or "ask".
	Unapproved string
	Rules      []Rule
	// RulesTrusted is false when the rules came from a file the agent can
	// edit (the project's): their rewrites are then never auto-approved.
	RulesTrusted bool
	// Perms loads the user's Claude Code permission rules, only when there
	// is a rewrite to approve or a self-wrapped command to check.
	Perms func() perms.Rules
	// Guard re-checks the rewritten command; nil skips the check.
	Guard handlers.GuardFunc
	// SharedPreToolUse reports whether another PreToolUse hook than
	// hooktool's also matches Bash. It is asked only for a client older
	// than prompt_id (2.1.196): Claude Code 2.1.100 then drops hooktool's
	// updatedInput, so a rewrite there would only cost its approval.
	SharedPreToolUse func() bool
}

// FromConfig reads the reduce section. The hooktool path and the rules are
// trusted only from the user file (and the defaults): a project file is
// written by the agent's own tools.
func FromConfig(cfg *config.Config, exe string) *Rewriter {
	r := &Rewriter{Exe: exe, Unapproved: "skip", RulesTrusted: true}
	if cfg == nil {
		return r
	}
	r.Wrap = cfg.Get("reduce.rewrite").Bool()
	if cfg.Get("reduce.unapproved").String() == "ask" {
		r.Unapproved = "ask"
	}
	for _, l := range cfg.Layers {
		trusted := l.Name == config.LayerDefault || l.Name == config.LayerUser
		if p := gjson.GetBytes(l.Data, "reduce.hooktool"); trusted && p.String() != "" && filepath.IsAbs(p.String()) {
			r.Exe = p.String()
		}
	}
	if src, ok := cfg.Source("reduce.rules"); ok {
		r.RulesTrusted = src.Name == config.LayerDefault || src.Name == config.LayerUser
	}
	cfg.Get("reduce.rules").ForEach(func(_, v gjson.Result) bool {
		rule := Rule{Match: v.Get("match").String(), Template: v.Get("template").String()}
		v.Get("unless").ForEach(func(_, u gjson.Result) bool { rule.Unless = append(rule.Unless, u.String()); return true })
		if len(strings.Fields(rule.Match)) > 0 && strings.TrimSpace(rule.Template) != "" {
			r.Rules = append(r.Rules, rule)
		}
		return true
	})
	return r
}

// Change is one splice: the original bytes [Start, End) become New.
type Change struct {
	Start, End int
	New        string
	What       string // "reduce: go test" or "rule: git log"
	User       bool   // made by a user rule
}

// Command returns cmd with every eligible stage rewritten, and the changes
// (in source order). It returns cmd itself and no changes when nothing
// applies or cmd does not parse.
func (r *Rewriter) Command(cmd string) (string, []Change) {
	if !r.Wrap && len(r.Rules) == 0 {
		return cmd, nil
	}
	stages, err := stagesOf(cmd)
	if err != nil {
		return cmd, nil
	}
	funcs := funcNames(cmd)
	var changes []Change
	for _, s := range stages {
		// Only a stage whose output reaches the model: not one feeding a
		// pipe or redirected, not inside a substitution, loop, function or
		// group (whose output may go anywhere), not in the background.
		if s.Nested || s.PipeOut || s.RedirOut || s.Background || len(s.Args) == 0 {
			continue
		}
		// A function of the same name defined in the script: the wrap would
		// run the program instead.
		if funcs[s.Name] {
			continue
		}
		if c, ok := r.stage(cmd, s); ok {
			changes = append(changes, c)
		}
	}
	if len(changes) == 0 {
		return cmd, nil
	}
	return Splice(cmd, changes), changes
}

// Splice applies non-overlapping changes to src.
func Splice(src string, changes []Change) string {
	cs := append([]Change(nil), changes...)
	sort.Slice(cs, func(i, j int) bool { return cs[i].Start < cs[j].Start })
	var b strings.Builder
	at := 0
	for _, c := range cs {
		b.WriteString(src[at:c.Start])
		b.WriteString(c.New)
		at = c.End
	}
	b.WriteString(src[at:])
	return b.String()
}

// stage decides the change for one simple command.
func (r *Rewriter) stage(cmd string, s guard.Stage) (Change, bool) {
	words, ok := wordsAt(cmd, s.Start, s.End)
	if !ok || len(words) == 0 {
		return Change{}, false
	}
	// The literal leading words: what the rules and reducers look at.
	var lits []string
	for _, w := range words {
		if !w.literal {
			break
		}
		lits = append(lits, w.text)
	}
	if len(lits) == 0 || filepath.Base(lits[0]) == "hooktool" || (r.Exe != "" && lits[0] == r.Exe) {
		return Change{}, false // computed name, or already wrapped
	}
	for _, rule := range r.Rules {
		m := strings.Fields(rule.Match)
		if len(lits) < len(m) || (lits[0] != m[0] && filepath.Base(lits[0]) != m[0]) {
			continue
		}
		match := true
		for i := 1; i < len(m); i++ {
			if lits[i] != m[i] {
				match = false
				break
			}
		}
		for _, w := range words[len(m):] {
			for _, u := range rule.Unless {
				if w.text == u {
					match = false
				}
			}
		}
		if !match {
			continue
		}
		args := ""
		if len(words) > len(m) {
			args = cmd[words[len(m)].start:s.End]
		}
		repl := strings.NewReplacer("{args}", args, "{cmd}", cmd[words[0].start:s.End], "{hooktool}", quote(r.Exe)).Replace(rule.Template)
		return Change{Start: words[0].start, End: s.End, New: strings.TrimRight(repl, " "), What: "rule: " + rule.Match, User: true}, true
	}
	if !r.Wrap || r.Exe == "" {
		return Change{}, false
	}
	k := prefixLen(lits)
	if k >= len(lits) {
		return Change{}, false
	}
	switch filepath.Base(lits[k]) {
	case "bash", "sh", "zsh", "dash":
		// A script's commands are its own: the wrap goes on commands
		// the agent typed, not around a shell it starts (reduce reads
		// bash -c's script when one is wrapped by hand).
		return Change{}, false
	}
	if !reduce.Wraps(lits[k:]) {
		return Change{}, false
	}
	kind := reduce.Kind(lits[k:])
	at := words[k].start
	return Change{Start: at, End: at, New: quote(r.Exe) + " reduce -- ", What: "reduce: " + kind}, true
}

// prefixLen counts the leading words of a command that only run the rest
// (`timeout 60`, `nice -n 5`, `env A=1`): the wrap goes after them, so the
// wrapper runs under them and the command keeps its limits.
func prefixLen(lits []string) int {
	i := 0
	for i < len(lits) {
		switch filepath.Base(lits[i]) {
		case "timeout":
			j := i + 1
			for j < len(lits) && strings.HasPrefix(lits[j], "-") {
				if lits[j] == "-s" || lits[j] == "-k" || lits[j] == "--signal" || lits[j] == "--kill-after" {
					j++
				}
				j++
			}
			if j >= len(lits) {
				return len(lits)
			}
			i = j + 1 // the duration
		case "nice":
			j := i + 1
			if j < len(lits) && lits[j] == "-n" {
				j += 2
			} else if j < len(lits) && strings.HasPrefix(lits[j], "-") {
				j++
			}
			i = j
		case "env":
			j := i + 1
			for j < len(lits) && strings.Contains(lits[j], "=") && !strings.HasPrefix(lits[j], "-") {
				j++
			}
			if j < len(lits) && strings.HasPrefix(lits[j], "-") {
				return len(lits) // env -i, -u ...: leave it
			}
			i = j
		default:
			return i
		}
	}
	return i
}

type word struct {
	start   int    // offset in the whole command
	text    string // the word with quotes removed, when literal
	literal bool
}

// wordsAt parses the simple command at cmd[start:end] and returns its
// words (after any NAME=value prefix) with their offsets in cmd.
func wordsAt(cmd string, start, end int) ([]word, bool) {
	f, err := syntax.NewParser(syntax.KeepComments(false)).Parse(strings.NewReader(cmd[start:end]), "")
	if err != nil || len(f.Stmts) != 1 {
		return nil, false
	}
	call, ok := f.Stmts[0].Cmd.(*syntax.CallExpr)
	if !ok {
		return nil, false
	}
	out := make([]word, 0, len(call.Args))
	for _, w := range call.Args {
		t, lit := literal(w)
		out = append(out, word{start: start + int(w.Pos().Offset()), text: t, literal: lit})
	}
	return out, true
}

// literal returns the word's value when it needs no expansion.
func literal(w *syntax.Word) (string, bool) {
	var b strings.Builder
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			if strings.ContainsAny(p.Value, `*?[\~{`) {
				return "", false
			}
			b.WriteString(p.Value)
		case *syntax.SglQuoted:
			if p.Dollar {
				return "", false
			}
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok || strings.ContainsAny(l.Value, `\`) {
					return "", false
				}
				b.WriteString(l.Value)
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// quote makes a path safe as one shell word.
func quote(s string) string {
	q, err := syntax.Quote(s, syntax.LangBash)
	if err != nil {
		return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
	}
	return q
}

// Handle is the PreToolUse rewrite: the whole new tool_input, the decision
// to send with it, and the reason the user sees; nil when the call stays.
func (r *Rewriter) Handle(ev *handlers.Event, v handlers.Verdict) ([]byte, string, string) {
	if ev.ToolName != "Bash" || v.Decision == "deny" || v.Decision == "ask" {
		return nil, "", ""
	}
	mode := ev.Get("permission_mode").String()
	input := ev.Get("tool_input")
	cmdv := input.Get("command")
	if !input.IsObject() || cmdv.Type != gjson.String {
		return nil, "", ""
	}
	orig := cmdv.String()
	if dec, why := r.proxied(orig); dec != "" {
		// Sent back unchanged: the decision is the point.
		return []byte(input.Raw), dec, why
	}
	if mode == "plan" {
		return nil, "", "" // nothing runs in plan mode: leave the call as the user will review it
	}
	if r.SharedPreToolUse != nil && !ev.Get("prompt_id").Exists() && r.SharedPreToolUse() {
		return nil, "", "" // an old client would drop the rewrite anyway
	}
	out, changes := r.Command(orig)
	if len(changes) == 0 || out == orig {
		return nil, "", ""
	}
	if _, err := syntax.NewParser().Parse(strings.NewReader(out), ""); err != nil {
		return nil, "", "" // a template that breaks the script: leave it
	}
	updated, err := sjson.SetBytes([]byte(input.Raw), "command", out)
	if err != nil {
		return nil, "", ""
	}
	// The guard must judge the rewritten command as it judged the original.
	if r.Guard != nil {
		raw, err := sjson.SetRawBytes(ev.Raw, "tool_input", updated)
		if err != nil {
			return nil, "", ""
		}
		ev2, err := handlers.Decode(raw)
		if err != nil {
			return nil, "", ""
		}
		if v2 := r.Guard(ev2); v2.Decision != v.Decision || v2.Rule != v.Rule {
			return nil, "", ""
		}
	}
	decision, ok := r.decide(orig, out, changes, mode, v)
	if !ok {
		return nil, "", ""
	}
	return updated, decision, why(changes, decision)
}

// decide applies the permission rules and the mode.
func (r *Rewriter) decide(orig, out string, changes []Change, mode string, v handlers.Verdict) (string, bool) {
	var rules perms.Rules
	if r.Perms != nil {
		rules = r.Perms()
	}
	before, _ := rules.Decide(orig, Subcommands(orig))
	if before == perms.Deny || before == perms.Ask {
		// The user named this command in a rule; the wrapped form would not
		// match it any more, so leave the command for the rule to judge.
		return "", false
	}
	user := false
	for _, c := range changes {
		user = user || c.User
	}
	approved := before == perms.Allow || (v.Decision == "allow" && !user)
	// What the client itself runs without a prompt in the default and
	// acceptEdits modes: its read-only commands, alone or beside commands
	// an allow rule names. The built-in wrap keeps that approval; a user
	// rule's replacement must still be allowed by a rule below.
	readOnly := !approved && !user && readOnlyOrAllowed(rules, orig)
	if user {
		after, _ := rules.Decide(out, Subcommands(out))
		if after == perms.Deny || after == perms.Ask {
			return "", false
		}
		approved = approved && r.RulesTrusted && after == perms.Allow
	}
	switch mode {
	case "bypassPermissions":
		// The original would have run without a prompt (no deny or ask rule
		// names it); a rewrite from an untrusted rule still asks.
		if user && !r.RulesTrusted {
			return r.unapproved()
		}
		return "allow", true
	case "dontAsk", "auto":
		// dontAsk denies what no rule allows, and auto mode's classifier
		// must not be skipped (allow) nor replaced by a prompt (ask): only
		// an approved command is rewritten.
		if approved {
			return "allow", true
		}
		return "", false
	}
	if approved || readOnly {
		return "allow", true
	}
	return r.unapproved()
}

// readOnlyOrAllowed reports whether every subcommand of cmd is one Claude
// Code runs without a prompt: read-only by its own table (perms.ReadOnly),
// or named by an allow rule.
func readOnlyOrAllowed(rules perms.Rules, cmd string) bool {
	subs := Subcommands(cmd)
	if len(subs) == 0 {
		return false
	}
	for _, s := range subs {
		if !s.Sure {
			return false
		}
		if perms.ReadOnly(s.Words) {
			continue
		}
		if d, _ := rules.Decide(s.Text, []perms.Subcommand{s}); d != perms.Allow {
			return false
		}
	}
	return true
}

func (r *Rewriter) unapproved() (string, bool) {
	if r.Unapproved == "skip" {
		return "", false
	}
	return "ask", true
}

func why(changes []Change, decision string) string {
	var what []string
	for _, c := range changes {
		what = append(what, c.What)
	}
	s := fmt.Sprintf("hooktool rewrote the command (%s) so it prints less; errors, failures and file:line stay, and omitted output is kept in a file it names", strings.Join(what, ", "))
	if decision == "ask" {
		s += ". Your permission rules do not allow the original command, so hooktool asks"
	}
	return s
}

// Subcommands lists cmd's simple commands as the permission rules see them.
// An unparseable command yields one unsure subcommand.
func Subcommands(cmd string) []perms.Subcommand {
	stages, err := stagesOf(cmd)
	if err != nil {
		return []perms.Subcommand{{Text: cmd}}
	}
	out := make([]perms.Subcommand, 0, len(stages))
	for _, s := range stages {
		sure := s.Literal && !s.Nested
		for _, a := range s.Args {
			if strings.Contains(a, "\x00") {
				sure = false
			}
		}
		out = append(out, perms.Subcommand{Text: cmd[s.Start:s.End], Words: s.Args, Sure: sure})
	}
	return out
}

// stagesOf is guard.Stages, with a panic inside the walk (a statement made
// of redirections only once tripped it) turned into an error: the command
// is then left alone.
func stagesOf(cmd string) (stages []guard.Stage, err error) {
	defer func() {
		if p := recover(); p != nil {
			stages, err = nil, fmt.Errorf("stages: %v", p)
		}
	}()
	return guard.Stages(cmd)
}

// funcNames lists the functions the script defines.
func funcNames(cmd string) map[string]bool {
	f, err := syntax.NewParser().Parse(strings.NewReader(cmd), "")
	if err != nil {
		return nil
	}
	var out map[string]bool
	syntax.Walk(f, func(n syntax.Node) bool {
		if fd, ok := n.(*syntax.FuncDecl); ok && fd.Name != nil {
			if out == nil {
				out = map[string]bool{}
			}
			out[strings.ToLower(fd.Name.Value)] = true
		}
		return true
	})
	return out
}

// proxied closes the hole the wrapper itself opens: a command the model
// wrote as `hooktool reduce -- X` is matched by Claude Code's rules as
// "hooktool ...", so a deny or ask rule naming X would not see X. When one
// does, proxied answers what the rule would have: "deny" or "ask".
func (r *Rewriter) proxied(cmd string) (string, string) {
	if r.Perms == nil || !strings.Contains(cmd, "reduce") {
		return "", ""
	}
	stages, err := stagesOf(cmd)
	if err != nil {
		return "", ""
	}
	var rules *perms.Rules
	for _, s := range stages {
		if len(s.Args) < 3 || s.Name != "hooktool" || s.Args[1] != "reduce" {
			continue
		}
		words, ok := wordsAt(cmd, s.Start, s.End)
		if !ok || len(words) < 3 {
			continue
		}
		k := 2
		if words[2].text == "--" {
			k = 3
		}
		if k >= len(words) {
			continue
		}
		inner := cmd[words[k].start:s.End]
		if rules == nil {
			rl := r.Perms()
			rules = &rl
		}
		dec, rule := rules.Decide(inner, Subcommands(inner))
		if dec == perms.Deny || dec == perms.Ask {
			verb := map[string]string{perms.Deny: "denies", perms.Ask: "asks before"}[dec]
			return dec, fmt.Sprintf("hooktool: your Claude Code permission rule %s (%s) %s `%s`; running it through hooktool reduce does not change that",
				rule.Text, rule.Source, verb, clipCmd(inner))
		}
	}
	return "", ""
}

func clipCmd(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 200 {
		return s[:200] + "…"
	}
	return s
}
