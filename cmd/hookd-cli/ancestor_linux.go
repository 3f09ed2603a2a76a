package main

import (
	"bytes"
	"os"
	"strconv"
	"strings"
)

// agentAncestor names an agent's marker found in the environment of one
// of this process's ancestors (/proc), "" when none has one: `env -u` or
// a script that unsets the markers does not unset them in the shell the
// client started, which still waits for the command. A process that
// detached and outlived that shell has init for its parent, and this
// finds nothing: the turn (tripwire.Busy) covers it.
func agentAncestor() string {
	pid := os.Getppid()
	for range 32 {
		if pid <= 1 {
			return ""
		}
		if env, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ"); err == nil {
			for kv := range bytes.SplitSeq(env, []byte{0}) {
				k, v, _ := strings.Cut(string(kv), "=")
				if v != "" && isAgentMarker(k) {
					return k + " in process " + strconv.Itoa(pid)
				}
			}
		}
		st, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if err != nil {
			return ""
		}
		// pid (comm) state ppid ...: comm may hold spaces and parens.
		i := bytes.LastIndexByte(st, ')')
		f := strings.Fields(string(st[i+1:]))
		if i < 0 || len(f) < 2 {
			return ""
		}
		pid, _ = strconv.Atoi(f[1])
	}
	return ""
}
