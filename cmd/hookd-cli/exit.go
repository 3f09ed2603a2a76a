package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// Exit codes. The table is written out in the README; keep the two in step.
const (
	exitOK       = 0 // success, clean, healthy; every hook decision is exit 0 + JSON
	exitFindings = 1 // findings or problems found (scan, scrub --check, doctor); for `hook`, unusable input (Claude Code treats 1 as a non-blocking error)
	exitError    = 2 // usage error or internal error of a non-hook command (a scanner error blocks a push)
)

// exitError carries the code a command wants main to exit with. msg, when not
// empty, is printed as one "hooktool: ..." line; an empty msg means the
// command has already reported (or has nothing to say).
type exitErr struct {
	code int
	msg  string
	hint string
}

func (e *exitErr) Error() string { return e.msg }

// fail returns an error that exits with code and prints msg.
func fail(code int, format string, args ...any) error {
	return &exitErr{code: code, msg: fmt.Sprintf(format, args...)}
}

// failHint is fail with a hint line.
func failHint(code int, hint, format string, args ...any) error {
	return &exitErr{code: code, msg: fmt.Sprintf(format, args...), hint: hint}
}

// silent exits with code and prints nothing: the command already wrote what it had to say.
func silent(code int) error { return &exitErr{code: code} }

// report maps err to an exit code and prints it as one lowercase line.
func report(err error, stderr io.Writer) int {
	if err == nil {
		return exitOK
	}
	code, msg, hint := exitError, err.Error(), ""
	if e, ok := errors.AsType[*exitErr](err); ok {
		code, msg, hint = e.code, e.msg, e.hint
	}
	if msg != "" {
		fmt.Fprintf(stderr, "hooktool: %s\n", oneLine(msg))
	}
	if hint != "" {
		fmt.Fprintf(stderr, "hooktool: hint: %s\n", oneLine(hint))
	}
	return code
}

// oneLine keeps diagnostics to a single line so Claude Code's "first stderr
// line" notice shows the whole message.
func oneLine(s string) string {
	s = strings.TrimSpace(s)
	s = strings.ReplaceAll(s, "\r", " ")
	return strings.ReplaceAll(s, "\n", "; ")
}
