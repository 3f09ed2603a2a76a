package main

import (
	"errors"
	"strings"

	"github.com/hookd/hookd/config"
)

// configFileFailure is what a command that shows the config says when a
// file cannot be used: exit 1 (a finding about this machine, like doctor's),
// one line naming each file with its line and column, and what it means for
// the hooks, which run without that file until it is fixed.
func configFileFailure(err error) error {
	var parts []string
	for _, e := range flatten(err) {
		if fe, ok := errors.AsType[*config.FileError](e); ok {
			parts = append(parts, strings.TrimPrefix(fe.Error(), "config "))
			continue
		}
		parts = append(parts, e.Error())
	}
	return failHint(exitFindings, "fix the file, then run hooktool config show again (hooktool doctor checks every config file)",
		"config file not usable, hooks run without it: %s", strings.Join(parts, "; "))
}

// flatten lists the errors joined in err (errors.Join), or err alone.
func flatten(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, flatten(e)...)
		}
		return out
	}
	return []error{err}
}
