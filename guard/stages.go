package guard

import (
	"reflect"
	"sort"

	"mvdan.cc/sh/v3/syntax"
)

// Stage is one simple command of a script, located in the original text.
type Stage struct {
	Start, End         int      // byte offsets of the command's words (leading NAME=value included, redirects not)
	StmtStart, StmtEnd int      // byte offsets of the whole statement, with its redirects
	Name               string   // the command name as the guard compares it (no directory, lower case); "" when computed
	Args               []string // the words with quotes removed; an unknown part is "\x00"
	Literal            bool     // every word is known without running anything, and none is a glob
	PipeIn             bool     // stdin comes from a pipe
	PipeOut            bool     // stdout goes into a pipe
	RedirOut           bool     // stdout is redirected (>, >>, &>, >&N)
	Background         bool     // run with &
	Nested             bool     // inside a subshell, block, loop, if, case, function or substitution
}

// Stages parses cmd and lists its simple commands in source order. Offsets
// index cmd, so a rewriter can splice cmd[:Start] + new + cmd[End:].
func Stages(cmd string) ([]Stage, error) {
	f, err := parse(cmd)
	if err != nil {
		return nil, err
	}
	w := &walker{g: &Guard{}, src: cmd}
	var out []Stage
	var visit func(st *syntax.Stmt, nested, pin, pout bool)
	nestedIn := func(n syntax.Node) {
		if isNil(n) {
			return
		}
		syntax.Walk(n, func(m syntax.Node) bool {
			if s, ok := m.(*syntax.Stmt); ok {
				visit(s, true, false, false)
				return false
			}
			return true
		})
	}
	visit = func(st *syntax.Stmt, nested, pin, pout bool) {
		for _, r := range st.Redirs {
			nestedIn(r.Word)
		}
		switch c := st.Cmd.(type) {
		case *syntax.CallExpr:
			for _, a := range c.Assigns {
				nestedIn(a)
			}
			for _, wd := range c.Args {
				nestedIn(wd)
			}
			if len(c.Args) == 0 {
				return
			}
			s := Stage{
				Start: int(c.Pos().Offset()), End: int(c.End().Offset()),
				StmtStart: int(st.Pos().Offset()), StmtEnd: int(st.End().Offset()),
				PipeIn: pin, PipeOut: pout, Background: st.Background, Nested: nested, Literal: true,
			}
			for _, r := range st.Redirs {
				if outRedirect(r) {
					s.RedirOut = true
				}
			}
			for i, a := range w.expandAll(c.Args) {
				s.Args = append(s.Args, a.s)
				if a.dyn || a.glob {
					s.Literal = false
				}
				if i == 0 && !a.dyn {
					s.Name = base(a.s)
				}
			}
			out = append(out, s)
		case *syntax.BinaryCmd:
			if c.Op == syntax.Pipe || c.Op == syntax.PipeAll {
				stages := flatPipe(st)
				if len(stages) == 1 {
					visit(c.X, nested, pin, true)
					visit(c.Y, nested, true, pout)
					return
				}
				for i, s := range stages {
					visit(s, nested, pin || i > 0, pout || i < len(stages)-1)
				}
				return
			}
			visit(c.X, nested, pin, pout)
			visit(c.Y, nested, pin, pout)
		default:
			nestedIn(c)
		}
	}
	for _, st := range f.Stmts {
		visit(st, false, false, false)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out, nil
}

// isNil reports a nil node, typed or not.
func isNil(n syntax.Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// outRedirect reports a redirect of stdout (fd 1, or both).
func outRedirect(r *syntax.Redirect) bool {
	switch r.Op {
	case syntax.RdrAll, syntax.AppAll, syntax.RdrAllClob, syntax.AppAllClob:
		return true
	case syntax.RdrOut, syntax.AppOut, syntax.RdrClob, syntax.AppClob, syntax.DplOut:
		return r.N == nil || r.N.Value == "1"
	}
	return false
}
