package reduce

import "strings"

// runtimeFrame reports whether t (a line, trimmed at its start) is a
// numbered stack frame in a language's runtime rather than in code anyone
// edits: Rust's standard library in a backtrace ("12: std::rt::lang_start",
// RUST_BACKTRACE=full's "12:     0x55d5e1a0000c - core::ops::...", and
// the "at /rustc/<hash>/library/..." line under a frame), or the C
// runtime's start of a process under any numbered trace ("20:
// __libc_start_main_impl", a sanitizer's or gdb's "#3 0x7f3b2c829e3f in
// __libc_start_main ..."). The panic's message and the project's frames
// say where it failed; these frames are the same in every trace.
func runtimeFrame(t string) bool {
	if strings.HasPrefix(t, "at /rustc/") {
		return true
	}
	name, ok := numberedFrameName(t)
	if !ok {
		return false
	}
	if noSourceFrame(t) {
		return true
	}
	for _, p := range []string{"std::", "core::", "alloc::", "__rust", "rust_begin_unwind", "rust_panic", "__libc_start", "<std::", "<core::", "<alloc::"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return name == "_start" || strings.HasPrefix(name, "_start ")
}

// numberedFrameName is the function a numbered frame names: Rust's "12:
// name" (with "0x55d5e1a0000c - " before it in a full trace), or the
// "#3 0x7f3b2c829e3f in name ..." of a sanitizer's and gdb's traces.
func numberedFrameName(t string) (string, bool) {
	if rest, ok := strings.CutPrefix(t, "#"); ok {
		k := 0
		for k < len(rest) && isDigit(rest[k]) {
			k++
		}
		if k == 0 || k == len(rest) || rest[k] != ' ' {
			return "", false
		}
		f := strings.Fields(rest[k:])
		if len(f) < 3 || !strings.HasPrefix(f[0], "0x") || f[1] != "in" {
			return "", false
		}
		return f[2], true
	}
	k := 0
	for k < len(t) && isDigit(t[k]) {
		k++
	}
	if k == 0 || !strings.HasPrefix(t[k:], ": ") {
		return "", false
	}
	rest := strings.TrimLeft(t[k+2:], " ")
	if a, n, ok := strings.Cut(rest, " - "); ok && strings.HasPrefix(a, "0x") && !strings.Contains(a, " ") {
		rest = n
	} else if a, n, ok := strings.Cut(rest, " "); ok && strings.HasPrefix(a, "0x") {
		rest = n // node's native trace: "3: 0xb7d0a0 node::OOMErrorHandler() [node]"
	}
	if rest == "" || strings.ContainsAny(rest[:1], " \t") {
		return "", false
	}
	return rest, true
}

// foldGoStdFrames shortens each run of three or more frames of a Go
// trace in Go's standard library (a function line over its place,
// indented deeper: "\t/usr/local/go/src/net/http/server.go:2166 +0x47";
// the race detector indents with blanks), as foldLibFrames
// does one-line frames: the first says where the user's code called into
// it, the last where it came back out (or the goroutine started); the
// frames between go. A data race's or a handler's panic's stacks run
// through a dozen frames of net/http's plumbing.
func foldGoStdFrames(ls []line) []line {
	frame := func(i int) bool {
		// (The runtime's "panic(...)" frame is no plumbing: it parts
		// the recovery's frames above it from where the panic happened
		// below it.)
		if i+1 >= len(ls) || !ls[i].shown() || !ls[i+1].shown() {
			return false
		}
		f := strings.TrimLeft(ls[i].text, " \t")
		return f != "" && f[0] != '/' && !strings.HasPrefix(f, "panic(") && indent(ls[i+1].text) > indent(ls[i].text) && goStdPlace(ls[i+1].text)
	}
	for i := 0; i < len(ls); {
		if !frame(i) {
			i++
			continue
		}
		j := i
		for frame(j) {
			j += 2
		}
		if (j-i)/2 >= libRunMin {
			for k := i + 2; k < j-2; k++ {
				ls[k].cls = drop
			}
		}
		i = j
	}
	return ls
}

// goStdPlace reports whether s is the place line of a Go frame in the
// standard library: a path under a Go installation's src folder
// (".../go/src/", "/usr/lib/go-1.22/src/") whose package path has no dot
// in its first element, as only the standard library's have ("net/http",
// not "github.com/x" or "example.com/shop").
func goStdPlace(s string) bool {
	p := strings.TrimLeft(s, " \t")
	if len(p) == len(s) || p == "" || p[0] != '/' {
		return false
	}
	if k := strings.Index(p, " +0x"); k > 0 {
		p = p[:k]
	}
	if !strings.HasSuffix(strings.TrimRight(p, "0123456789"), ".go:") {
		return false
	}
	k := strings.Index(p, "/go/src/")
	if k >= 0 {
		k += len("/go/src/")
	} else if a := strings.Index(p, "/go-"); a >= 0 {
		if b := strings.Index(p[a:], "/src/"); b >= 0 {
			k = a + b + len("/src/")
		}
	}
	if k < 0 {
		return false
	}
	seg, _, ok := strings.Cut(p[k:], "/")
	return ok && seg != "" && !strings.Contains(seg, ".")
}

// onlyHostPorts reports whether every "name.ext:digits" in s is a host and
// a port rather than a file and a line: a URL's authority
// ("https://api.example.com:443/v1", "git@host.example.com:22") or a name
// under a top-level domain no source file's extension uses
// ("db.internal:5432", "api.example.com:443"). A line naming one is said
// of a server, not of code. Lines with no such "name.ext:digits" are
// not: their place is another shape, which this does not judge.
func onlyHostPorts(s string) bool {
	seen := false
	for i := 0; i+1 < len(s); i++ {
		if s[i] != ':' || !isDigit(s[i+1]) || !dottedBefore(s, i) {
			continue
		}
		j := i - 1
		for j >= 0 && (isWord(s[j]) || s[j] == '.' || s[j] == '-') {
			j--
		}
		name := s[j+1 : i]
		url := j >= 2 && s[j-2:j+1] == "://" || j >= 0 && s[j] == '@'
		tld := name[strings.LastIndexByte(name, '.')+1:]
		switch {
		case url:
		case tld == "com", tld == "net", tld == "io", tld == "local", tld == "internal", tld == "lan", tld == "localdomain":
		default:
			return false
		}
		seen = true
	}
	return seen
}

// noSourceFrame reports whether t, a numbered frame, is one
// past the first of its trace in a binary without sources: it ends with
// its module, "[node]" or "(/usr/lib/libc.so.6+0x29d90)", and names no
// file and line. Nothing in it can be opened or edited; the first frame
// stays as where the process stopped.
func noSourceFrame(t string) bool {
	n := strings.TrimLeft(t, "#")
	k := 0
	for k < len(n) && isDigit(n[k]) {
		k++
	}
	if k == len(n) || n[:k] == "0" || n[:k] == "1" && t[0] != '#' {
		return false // (the first frame: "#0", or node's "1:")
	}
	if !strings.HasPrefix(strings.TrimLeft(strings.TrimPrefix(n[k:], ":"), " "), "0x") && t[0] != '#' {
		return false // (a numbered list's "3: Run tests [default]": no address, no frame)
	}
	if fileLine(t) {
		return false
	}
	if strings.HasSuffix(t, "]") {
		o := strings.LastIndex(t, " [")
		return o > 0 && !strings.ContainsAny(t[o+2:len(t)-1], " /")
	}
	if strings.HasSuffix(t, ")") {
		o := strings.LastIndex(t, " (")
		if o < 0 {
			return false
		}
		m := t[o+2 : len(t)-1]
		return strings.Contains(m, "+0x") && !strings.Contains(m, " ")
	}
	return false
}

// foldBoxedLibFrames drops, of a traceback drawn in a box (Python's rich,
// as typer and other CLIs print it: "│ /app/.venv/lib/python3.12/
// site-packages/httpx/_client.py:1014 in send │" over numbered source
// lines), each frame in an installed package or the standard library
// with its source lines, as the bare traceback's are dropped; the
// project's frames with the line each was running ("❱ 42 │ ..."), the
// box and the exception under it stay.
func foldBoxedLibFrames(ls []line) []line {
	inLib := false
	for i := range ls {
		inner, ok := boxInner(ls[i].text)
		if !ok {
			inLib = false
			continue
		}
		if p, _, ok := strings.Cut(inner, " in "); ok && !strings.Contains(p, " ") && fileLine(p) {
			inLib = libFrameRe.MatchString(`File "`+p) || strings.Contains(p, "/site-packages/") || strings.Contains(p, "/dist-packages/")
		}
		switch {
		case !ls[i].shown():
		case inLib:
			ls[i].cls = drop
		case strings.HasPrefix(inner, "❱"):
			ls[i].cls = keep // (the line the project's frame was running)
		}
	}
	return ls
}

// boxInner is the text inside a box's side borders ("│ text │"), trimmed,
// and whether s is such a line.
func boxInner(s string) (string, bool) {
	t := strings.TrimSpace(s)
	in, ok := strings.CutPrefix(t, "│")
	if !ok {
		return "", false
	}
	in, ok = strings.CutSuffix(in, "│")
	return strings.TrimSpace(in), ok
}

// foldMarkedDump shortens a memory dump whose rows are "address: bytes"
// and one of which is marked as the one at fault (a sanitizer's shadow
// bytes: "=>0x0c067fff8010: 00 00 fa fa[fa]fa ..."): the marked row and
// the row on each side of it stay; the other rows, the same bytes over
// and over, go. A dump with no marked row is left whole.
func foldMarkedDump(ls []line) []line {
	for i := 0; i < len(ls); {
		if !ls[i].shown() || !dumpRow(ls[i].text) {
			i++
			continue
		}
		j := i
		marked := -1
		for j < len(ls) && ls[j].shown() && dumpRow(ls[j].text) {
			if strings.HasPrefix(strings.TrimSpace(ls[j].text), "=>") {
				marked = j
			}
			j++
		}
		if marked >= 0 && j-i >= dumpRun {
			for k := i; k < j; k++ {
				if k < marked-1 || k > marked+1 {
					ls[k].cls = drop
				}
			}
		}
		i = j
	}
	return ls
}

// dumpRun is the fewest rows of a marked dump foldMarkedDump shortens.
const dumpRun = 5

// dumpRow reports whether s is a row of a memory dump: an address, a
// colon and bytes written as pairs of hex digits ("  0x0c067fff7fc0: 00
// 00 fa ..."), marked or not ("=>0x...: ... fa[fa]fa").
func dumpRow(s string) bool {
	t := strings.TrimPrefix(strings.TrimSpace(s), "=>")
	a, rest, ok := strings.Cut(t, ": ")
	if !ok || !strings.HasPrefix(a, "0x") || len(a) < 6 {
		return false
	}
	for i := 2; i < len(a); i++ {
		if !isHexDigit(a[i]) {
			return false
		}
	}
	n := 0
	for _, f := range strings.FieldsFunc(rest, func(r rune) bool { return r == ' ' || r == '[' || r == ']' }) {
		if len(f) != 2 || !isHexDigit(f[0]) || !isHexDigit(f[1]) {
			return false
		}
		n++
	}
	return n >= 8
}
