package reduce

import "strings"

// A native backtrace as gdb prints it ("#3  0x7f... in __GI_abort () at
// ./stdlib/abort.c:79", a frame's locals under it with "bt full") runs
// through the C library, the C++ standard library's headers and shared
// objects without sources before it reaches the program's own code. The
// frames in the program's files say where it failed; the system's are
// the same in every trace. foldNativeFrames keeps the first and the last
// of each run of system frames, drops their locals and gdb's echo of a
// source file it cannot find, and drops gdb's start-up chatter (threads
// created, libthread_db found). The program's frames stay whole.

// foldNativeFrames folds the system frames of gdb backtraces in ls.
func foldNativeFrames(ls []line) []line {
	if !hasGdbFrame(ls) {
		return ls
	}
	for i := range ls {
		if ls[i].shown() && (gdbChatter(strings.TrimSpace(ls[i].text)) || missingSystemSource(ls[i].text)) {
			ls[i].cls = drop
		}
	}
	type unit struct {
		head, end int // the frame's line, and one past its locals
		lib       bool
	}
	var run []unit
	flush := func() {
		for n, u := range run {
			for k := u.head + 1; k < u.end; k++ {
				ls[k].cls = drop // a system frame's locals and source echo
			}
			if n > 0 && n < len(run)-1 {
				ls[u.head].cls = drop
			}
		}
		run = run[:0]
	}
	for i := 0; i < len(ls); {
		if !ls[i].shown() {
			i++
			continue
		}
		lib, ok := gdbFrame(strings.TrimSpace(ls[i].text))
		if !ok {
			flush()
			i++
			continue
		}
		j := i + 1
		for j < len(ls) && ls[j].shown() && frameBody(ls[j].text) {
			j++
		}
		if lib {
			run = append(run, unit{i, j, true})
		} else {
			flush()
		}
		i = j
	}
	flush()
	return ls
}

// hasGdbFrame is the cheap test: some line opens with "#0 ".
func hasGdbFrame(ls []line) bool {
	for _, l := range ls {
		if strings.HasPrefix(l.text, "#0 ") {
			return true
		}
	}
	return false
}

// gdbFrame reads a gdb frame line ("#N  [0xADDR in ]FUNC (ARGS) at
// FILE:LINE" or "... from LIB"): whether it is one, and whether its place
// is the system's (a shared object without sources, the C library's own
// sources, a header or source under /usr, the Rust toolchain's).
func gdbFrame(t string) (lib, ok bool) {
	rest, found := strings.CutPrefix(t, "#")
	if !found {
		return false, false
	}
	k := 0
	for k < len(rest) && isDigit(rest[k]) {
		k++
	}
	if k == 0 || k == len(rest) || rest[k] != ' ' {
		return false, false
	}
	body := strings.TrimLeft(rest[k:], " ")
	if strings.HasPrefix(body, "0x") {
		a, b, cut := strings.Cut(body, " in ")
		if !cut || strings.Contains(a, " ") {
			return false, false
		}
		body = b
	}
	if !strings.Contains(body, " (") && !strings.HasPrefix(body, "?? ") {
		return false, false
	}
	if i := strings.LastIndex(body, " from "); i > 0 && !strings.Contains(body[i:], " at ") {
		return true, true // a shared object's frame, no source
	}
	i := strings.LastIndex(body, " at ")
	if i < 0 {
		return strings.HasPrefix(body, "?? "), true
	}
	return systemSource(body[i+len(" at "):]), true
}

// systemSource reports a frame's "FILE:LINE" in the system's code: the C
// library's build paths (./nptl/..., ../sysdeps/...), anything under /usr
// or the Rust toolchain.
func systemSource(place string) bool {
	if strings.HasPrefix(place, "/usr/") || strings.HasPrefix(place, "/rustc/") || strings.HasPrefix(place, "../sysdeps/") ||
		strings.HasPrefix(place, "/build/glibc") {
		return true
	}
	if rest, ok := strings.CutPrefix(place, "./"); ok {
		dir, _, _ := strings.Cut(rest, "/")
		switch dir {
		case "nptl", "stdlib", "assert", "malloc", "libio", "string", "posix", "signal", "misc", "csu", "elf", "dlfcn", "io",
			"stdio-common", "debug", "sysdeps", "login", "time", "resolv", "socket", "inet", "nss", "wcsmbs", "iconv", "intl":
			return true
		}
	}
	return false
}

// frameBody reports a line under a gdb frame: a local ("        ret = 0"),
// "No locals.", or gdb's echo of a source line it could or could not
// open ("44\t./nptl/pthread_kill.c: No such file or directory.").
func frameBody(s string) bool {
	if strings.HasPrefix(s, "        ") && strings.TrimSpace(s) != "" || s == "No locals." || s == "No symbol table info available." {
		return true
	}
	k := 0
	for k < len(s) && isDigit(s[k]) {
		k++
	}
	return k > 0 && k < len(s) && s[k] == '\t' && strings.HasSuffix(s, ": No such file or directory.")
}

// gdbChatter is a line gdb prints about itself while it starts a program
// or reads a core: threads it saw created, the thread library it found,
// a core section it could not read, debug info it could not fetch.
func gdbChatter(t string) bool {
	for _, p := range []string{"[New LWP ", "[New Thread ", "[Thread debugging using libthread_db enabled]",
		"Using host libthread_db library ", "Downloading separate debug info", "Download failed: "} {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return strings.HasPrefix(t, "warning: Section `.reg") && strings.HasSuffix(t, "in core file too small.")
}

// missingSystemSource is gdb's note that it cannot show a line of the
// system's sources where a program stopped ("44\t./nptl/pthread_kill.c:
// No such file or directory."): the frame line above it says the same.
func missingSystemSource(s string) bool {
	k := 0
	for k < len(s) && isDigit(s[k]) {
		k++
	}
	if k == 0 || k == len(s) || s[k] != '\t' {
		return false
	}
	p, ok := strings.CutSuffix(s[k+1:], ": No such file or directory.")
	return ok && systemSource(p+":0")
}

// memcheckLibFrame reports whether s is a frame of valgrind's stacks
// ("   by 0x10DE51: std::__new_allocator<Route>::deallocate(Route*,
// unsigned long) (new_allocator.h:158)", its "==PID==" tag set aside or
// not) in code the program does not own: a shared object with no source
// ("(in /usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30)"), or the C++
// standard library's templates, instantiated in the program but written
// in a header of the library's (a bare header's name, the function in
// std:: or __gnu_cxx::). An allocation's or a free's stack runs through a
// dozen of them before it reaches the line that called new or delete.
func memcheckLibFrame(s string) bool {
	t := strings.TrimLeft(s, " \t")
	if n := pidTag(t); n > 0 {
		t = strings.TrimLeft(t[n:], " ")
	}
	rest, ok := strings.CutPrefix(t, "at 0x")
	if !ok {
		rest, ok = strings.CutPrefix(t, "by 0x")
	}
	if !ok || !strings.HasSuffix(rest, ")") {
		return false
	}
	_, fn, ok := strings.Cut(rest, ": ")
	k := strings.LastIndex(fn, " (")
	if !ok || k < 0 {
		return false
	}
	loc := fn[k+2 : len(fn)-1]
	fn = fn[:k]
	if strings.HasPrefix(loc, "in /") {
		return true
	}
	file, _, _ := strings.Cut(loc, ":")
	if strings.ContainsAny(file, "/ ") || strings.HasSuffix(file, ".c") || strings.HasSuffix(file, ".cc") || strings.HasSuffix(file, ".cpp") || strings.HasSuffix(file, ".cxx") {
		return false // (a source file of the program's)
	}
	name, _, _ := strings.Cut(fn, "(")
	return strings.HasPrefix(name, "std::") || strings.HasPrefix(name, "__gnu_cxx::") || strings.Contains(name, " std::") || strings.Contains(name, " __gnu_cxx::")
}
