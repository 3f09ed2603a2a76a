package main

import (
	"os"
	"strconv"
	"strings"

	"github.com/hookd/hookd/agents/gemini"
	"github.com/hookd/hookd/harness"
)

// clientCanAsk reports whether h's client can put a question to the user
// in this run. It runs only when the guard's answer is ask (rare), never on
// the hot path of an allowed call.
//
// Gemini CLI tells its hooks nothing about the run, and waits forever on an
// ask in a headless run (gemini -p ... --yolo): its process is found among
// the hook's ancestors and its command line read. A client hooktool cannot
// see into is assumed able to ask, as before.
func (e *env) clientCanAsk(h string) bool {
	switch h {
	case harness.Gemini:
		if truthy(e.getenv("CI")) {
			return false
		}
		if args, tty, ok := clientProcess("gemini"); ok {
			return !gemini.Headless(args, tty)
		}
	}
	return true
}

func truthy(v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	return v != "" && v != "0" && v != "false" && v != "no" && v != "off"
}

// clientProcess finds the nearest ancestor of this process whose command
// line names the client (its executable, or a script of that name under
// node), within a few generations (the hook runs under a shell), and
// reports its arguments and whether its stdin is a terminal. Linux only
// (/proc); elsewhere ok is false.
func clientProcess(name string) (args []string, tty, ok bool) {
	pid := os.Getppid()
	for range 5 {
		if pid <= 1 {
			return nil, false, false
		}
		argv, parent := procArgs(pid) // prereceive.go: /proc, bounded
		for i, a := range argv {
			base := a[strings.LastIndexByte(a, '/')+1:]
			if base == name || strings.HasPrefix(base, name+".") || strings.Contains(a, "/"+name+"-cli/") {
				link, _ := os.Readlink("/proc/" + strconv.Itoa(pid) + "/fd/0")
				return argv[i+1:], strings.HasPrefix(link, "/dev/pts/") || strings.HasPrefix(link, "/dev/tty"), true
			}
		}
		pid = parent
	}
	return nil, false, false
}
