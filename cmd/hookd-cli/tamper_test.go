package main

import (
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestTamperScripts runs the routes of issue 12 through `hooktool hook` and
// the commands that echo a verdict: each script is one class of route by
// which an agent could switch hooktool off, crash it, or read a secret
// through it. Secrets are made at run time (gentoken), never stored.
func TestTamperScripts(t *testing.T) {
	p := scriptParams("testdata/tamper")
	setup := p.Setup
	p.Setup = func(env *testscript.Env) error {
		env.Setenv("SEED", strconv.FormatInt(seed.Add(1)+1000, 10))
		return setup(env)
	}
	cmds := map[string]func(*testscript.TestScript, bool, []string){}
	for k, v := range scriptCmds {
		cmds[k] = v
	}
	for k, v := range boundaryCmds {
		cmds[k] = v
	}
	p.Cmds = cmds
	testscript.Run(t, p)
}
