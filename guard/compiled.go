package guard

import "strings"

// Source a command line writes (or pipes in) and then compiles and runs:
// printf '...system("rm -rf ~")...' | gcc -x c - && ./a.out, a Go file
// written with printf and handed to go run, Java fed to jshell. The
// compiler is no interpreter, but the program it builds runs in the same
// line (or the next), so its source is read as an interpreter's code is:
// a shell command in a call that runs one is judged in full, and a call
// that deletes files or runs programs asks (interp-destructive).

var (
	cLang = &lang{shellCalls: []string{"system", "popen", "execl", "execlp", "execle", "execv", "execvp", "execve"},
		risky: []string{"system(", "popen(", "execl", "execv", "unlink(", "remove(", "rmdir(", "nftw("}}
	goLang = &lang{shellCalls: []string{"exec.Command", "exec.CommandContext"},
		risky: []string{"os.RemoveAll", "os.Remove(", "exec.Command", "syscall.Exec", "unix.Exec", "syscall.ForkExec"}}
	javaLang = &lang{shellCalls: []string{"Runtime.getRuntime().exec", "ProcessBuilder"},
		risky: []string{".exec(", "ProcessBuilder", "Files.delete", "deleteIfExists", "FileUtils.delete", "deleteRecursively", "walkFileTree"}}
	rustLang = &lang{shellCalls: []string{"Command::new"},
		risky: []string{"remove_dir_all", "remove_file", "Command::new"}}
)

// compiledSource judges the source a compiler or a source runner is given
// that the line wrote earlier, that is piped in (an operand "-"), or that
// a download supplies.
func (w *walker) compiledSource(name string, args []arg, seg string, depth int, in input) {
	var l *lang
	var srcs []arg
	stdin := false
	w.foreignInterp24b(name, args, seg, depth, in) // (blind24b.go)
	switch name {
	case "gcc", "cc", "clang", "g++", "c++", "clang++", "tcc":
		l = cLang
		p := parseArgs(args, "xoIDLlUoe", nil)
		for _, o := range p.ops {
			if o.s == "-" {
				stdin = true
			} else if hasSuffix(o.s, ".c", ".cc", ".cpp", ".cxx", ".C") {
				srcs = append(srcs, o)
			}
		}
		if strings.HasPrefix(name, "tcc") && hasArg(args, "-run") {
			stdin = stdin || len(p.ops) == 0
		}
	case "go":
		_, ops := opts(args)
		if len(ops) == 0 || ops[0].s != "run" && ops[0].s != "build" {
			return
		}
		l = goLang
		for _, o := range ops[1:] {
			if strings.HasSuffix(o.s, ".go") {
				srcs = append(srcs, o)
			}
		}
	case "jshell":
		l = javaLang
		_, ops := opts(args)
		stdin = len(ops) == 0 || ops[0].s == "-"
		for _, o := range ops {
			if o.s != "-" {
				srcs = append(srcs, o)
			}
		}
	case "java":
		// java Main.java runs a single source file (Java 11).
		_, ops := opts(args)
		if len(ops) > 0 && strings.HasSuffix(ops[0].s, ".java") {
			l, srcs = javaLang, ops[:1]
		}
	case "rustc":
		l = rustLang
		_, ops := opts(args)
		for _, o := range ops {
			if o.s == "-" {
				stdin = true
			} else if strings.HasSuffix(o.s, ".rs") {
				srcs = append(srcs, o)
			}
		}
	}
	if l == nil {
		return
	}
	if stdin {
		switch {
		case in.download:
			w.add("remote-exec", pick(in.seg, seg), "a download is piped into "+name+", which builds a program from it")
		case in.decoded:
			w.add("obfuscated-exec", pick(in.seg, seg), "decoded text is piped into "+name+", which builds a program from it")
		case in.hasCode:
			w.scanCode(name, l, in.code, seg, depth)
		}
	}
	for _, f := range srcs {
		if f.download {
			w.add("remote-exec", seg, name+" builds a program from source fetched from the network")
			continue
		}
		p, ok := w.abs(f.s)
		if f.dyn || !ok || w.files == nil {
			continue
		}
		if wr, ok := w.writtenFile(p); ok {
			w.runWritten(name, f.s, wr, seg, func(code string) { w.scanCode(name, l, code, seg, depth) })
		}
	}
}

// hasSuffix reports whether s ends in one of sfx.
func hasSuffix(s string, sfx ...string) bool {
	for _, x := range sfx {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}
