package guard

import (
	"path"
	"strings"
)

// Files written in the line and then named to a program: as a variable's
// value (R_PROFILE_USER=/tmp/x/r.R, RUSTC_WRAPPER=/tmp/x/w.sh,
// XDG_CONFIG_HOME=/tmp/x/cfg over a config written under it), or in an
// argument (php -d auto_prepend_file=/tmp/x/p.php, -javaagent:/tmp/x/a.jar,
// pandoc --lua-filter f.lua). Whatever program it is, it may run what the
// file holds, so the file is judged as the code it is: a shell script, the
// code of a language its name says, or, for any other file, the commands
// its lines hold.

// maxNamedTries bounds the words namedWritten looks up per command.
const maxNamedTries = 32

// namedFiles judges the files the line wrote with text the guard can
// read (not a download or a program's output: naming is not running),
// before the command at hand, that the words name.
func (w *walker) namedFiles(by string, words []string, seg string, depth int, earlier map[string]bool) {
	if len(w.files) == 0 || w.scan != scanAll {
		return
	}
	seen := map[string]bool{}
	for i, word := range words {
		if i >= maxNamedTries {
			return
		}
		for _, v := range namedValues(word) {
			p, ok := w.abs(v)
			if !ok || p == "/" {
				continue
			}
			for fp, f := range w.files {
				if earlier != nil && !earlier[fp] || !f.known() {
					continue
				}
				if (fp == p || strings.HasPrefix(fp, p+"/")) && !seen[fp] {
					seen[fp] = true
					w.judgeNamed(by, fp, seg, depth)
				}
			}
		}
	}
}

// namedValues are the paths a word may name: itself, and what follows
// an option's "=" or ":" (auto_prepend_file=P, -javaagent:P).
func namedValues(word string) []string {
	out := []string{word}
	if i := strings.LastIndexAny(word, "=:"); i >= 0 && i+1 < len(word) {
		out = append(out, word[i+1:])
	}
	return out
}

// judgeNamed judges the text the line wrote to p, named to by.
func (w *walker) judgeNamed(by, p, seg string, depth int) {
	f := w.files[p]
	w.runWritten(by, p, f, seg, func(code string) {
		if strings.TrimSpace(code) == "" {
			return
		}
		via := by + " is given " + path.Base(p)
		w.via = append(w.via, via)
		defer func() { w.via = w.via[:len(w.via)-1] }()
		ext := strings.ToLower(path.Ext(p))
		switch l := langOfExt(ext); {
		case strings.HasPrefix(code, "#!") && (strings.Contains(firstLine(code), "sh") || ext == ""), ext == ".sh", ext == ".bash", ext == ".fish", ext == ".zsh":
			w.script(code, depth+1, via)
		case l != nil:
			w.scanCode(path.Base(p), l, code, seg, depth+1)
		default:
			// A config, a kubeconfig, a git config under a moved
			// XDG_CONFIG_HOME: by the commands its lines hold.
			w.textCommands(path.Base(p), code, seg, depth, false)
		}
	})
}

// langOfExt is the language a file's extension names, among those the
// guard reads.
func langOfExt(ext string) *lang {
	switch ext {
	case ".py":
		return python
	case ".rb":
		return ruby
	case ".js", ".mjs", ".cjs", ".ts":
		return node
	case ".php":
		return php
	case ".pl", ".pm":
		return perl
	case ".lua":
		return lua
	case ".r":
		return rlang
	case ".jl":
		return julia
	}
	return nil
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

// outputFlag reports an option that names where a program writes:
// --outfile, -o, --output, -femit-bin, --out-dir, --dest, --save.
func outputFlag(s string) bool {
	s = strings.ToLower(strings.TrimLeft(s, "-"))
	if k, _, ok := strings.Cut(s, "="); ok {
		s = k
	}
	if i := strings.LastIndexByte(s, ','); i >= 0 {
		s = strings.TrimLeft(s[i+1:], "-") // a linker's option through the driver: -Wl,-Map=FILE
	}
	switch s {
	case "o", "out", "output", "outfile", "out-file", "output-file", "emit-bin", "femit-bin", "dest", "destination", "save", "save-to", "w", "write":
		return true
	}
	return strings.HasPrefix(s, "femit-") || strings.HasSuffix(s, "-output") || strings.HasSuffix(s, "-outfile") || reportFlag(s)
}

// reportFlag reports an option that names where a tool writes a report, a
// profile, a dependency list, a map, a log or a recording beside its main
// work (gcc -MF, -Wl,-Map=, go test -coverprofile, pytest --junitxml,
// jest --outputFile, valgrind --xml-file, node --report-directory,
// hyperfine --export-json): the file it names is written like an -o.
func reportFlag(s string) bool {
	switch s {
	case "mf", "map", "junitxml", "junit-xml", "outputfile", "logfile", "log-file", "xml-file", "json-file", "html-file", "report-file",
		"report-directory", "report-dir", "output-dir", "outdir", "out-dir", "resultlog", "result-log", "trace":
		return true
	}
	return strings.HasSuffix(s, "profile") && s != "profile" || strings.HasPrefix(s, "export-") && len(s) <= 16
}

// protectedWords judges a program the guard has no rule for that is given
// one of the files that guard the session after an option that names its
// output (--outfile=F, -o F, zig's -femit-bin=F): it writes it. (Named
// anywhere else, the file is most often read: du, a script's argument.)
func (w *walker) protectedWords(name string, argv []arg, seg string) {
	for i, a := range argv[1:] {
		if i >= maxNamedTries || a.dyn {
			return
		}
		prev := ""
		if i > 0 {
			prev = argv[i].s
		}
		for _, v := range namedValues(a.s) {
			if !(outputFlag(a.s) && v != a.s || outputFlag(prev)) {
				continue // (only an output option's value: no look-up for every word)
			}
			p, ok := w.abs(v)
			if !ok || !strings.HasPrefix(p, "/") {
				continue
			}
			if what := w.protectedPath(path.Clean(p), false); what != "" {
				w.add("self-protect", seg, name+" writes its output to "+what)
				return
			}
			if mainOutput(a.s) && v != a.s || mainOutput(prev) {
				// (--output FILE is where the program's result goes,
				// over what was there: a dotfile or key is lost as to
				// a >.)
				n := len(w.findings)
				w.clobber(arg{s: p}, seg, name+" writes its output over it")
				if len(w.findings) > n {
					return
				}
			}
		}
	}
}

// mainOutput reports the option that names where a program writes its
// result (--output=FILE, openssl's -out FILE), not a side report or a log.
// A bare -o is left out: nm, lsof, fuser and du read the file after it.
func mainOutput(s string) bool {
	s = strings.ToLower(strings.TrimLeft(s, "-"))
	if k, _, ok := strings.Cut(s, "="); ok {
		s = k
	}
	switch s {
	case "out", "output", "outfile", "out-file", "output-file":
		return true
	}
	return false
}
