package main

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"syscall"

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
//
// Each generation costs one small read of /proc/PID/stat; the command line
// is read only of a process that could be the client (its own executable,
// or a JavaScript runtime), since this runs on every call that asks and a
// run with no client among its ancestors walks all five.
func clientProcess(name string) (args []string, tty, ok bool) {
	pid := os.Getppid()
	for range 5 {
		if pid <= 1 {
			return nil, false, false
		}
		comm, parent := procStat(pid)
		if mayHost(comm, name) {
			argv, _ := procArgs(pid) // prereceive.go: /proc, bounded
			for i, a := range argv {
				base := a[strings.LastIndexByte(a, '/')+1:]
				if base == name || strings.HasPrefix(base, name+".") || strings.Contains(a, "/"+name+"-cli/") {
					link, _ := os.Readlink("/proc/" + strconv.Itoa(pid) + "/fd/0")
					return argv[i+1:], strings.HasPrefix(link, "/dev/pts/") || strings.HasPrefix(link, "/dev/tty"), true
				}
			}
		}
		pid = parent
	}
	return nil, false, false
}

// mayHost reports whether a process named comm (the kernel's name for it,
// cut to 15 bytes) could be the client: its own executable, or a runtime
// that runs it as a script. An unreadable name could be anything.
func mayHost(comm, name string) bool {
	switch comm {
	case "", "node", "nodejs", "bun", "deno":
		return true
	}
	return strings.HasPrefix(comm, name)
}

// procStat reads a process's name and its parent's pid from
// /proc/PID/stat with one open, one read and one close: the name is the
// text between the first "(" and the last ")", since a name may itself
// hold parentheses and spaces, and the parent is the second field after it.
func procStat(pid int) (comm string, parent int) {
	fd, err := syscall.Open("/proc/"+strconv.Itoa(pid)+"/stat", syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return "", 0
	}
	var buf [512]byte
	n, _ := syscall.Read(fd, buf[:])
	syscall.Close(fd)
	if n <= 0 {
		return "", 0
	}
	b := buf[:n]
	open, end := bytes.IndexByte(b, '('), bytes.LastIndexByte(b, ')')
	if open < 0 || end < open {
		return "", 0
	}
	f := bytes.Fields(b[end+1:])
	if len(f) > 1 {
		parent, _ = strconv.Atoi(string(f[1]))
	}
	return string(b[open+1 : end]), parent
}
