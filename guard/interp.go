package guard

import (
	"strings"
)

// lang describes an interpreter: the flags that take inline code and the
// calls in that code that delete files or run commands.
type lang struct {
	codeFlags  string   // short flags whose value (or next word) is code
	valueFlags string   // short flags whose value (or next word) is not code (-M, -I, -r)
	longFlags  []string // long flags likewise
	shellCalls []string // calls whose string argument is a shell command, or whose string literals are a program and its arguments (argv.go)
	risky      []string // substrings that mean deleting files or running commands
	// litCalls are the risky names that, called with one string literal
	// only, run that literal as a command the guard judges in full
	// ((shell-command "make"), run(`make test`)).
	litCalls []string
}

var (
	python = &lang{codeFlags: "c", valueFlags: "WXm", shellCalls: []string{
		// The task runners' own (invoke's c.run, nox's session.run):
		// their files are what tasks.py and noxfile.py hold.
		"c.run", "ctx.run", "context.run", "session.run", "session.run_always",
		"os.system", "subprocess.run", "subprocess.call", "subprocess.check_call", "subprocess.check_output", "subprocess.Popen", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput",
		"os.execv", "os.execve", "os.execl", "os.execle", "os.execlp", "os.execlpe", "os.execvp", "os.execvpe", "os.spawnv", "os.spawnve", "os.spawnvp", "os.spawnvpe",
		"os.spawnl", "os.spawnle", "os.spawnlp", "os.spawnlpe", "os.posix_spawn", "os.posix_spawnp", "pty.spawn", "create_subprocess_exec", "create_subprocess_shell",
		".system"}, // libc's system through ctypes: ctypes.CDLL(None).system(b"...")
		risky: []string{"import sh;", "import sh\n", "import sh,", "import sh ", "from sh import", "plumbum", ".system(", "c.run(", "ctx.run(", "session.run(", "rmtree", "os.remove", "os.unlink", "os.rmdir", "os.removedirs", ".unlink(", ".rmdir(", "os.system", "subprocess", "os.popen", "os.exec", "os.spawn", "posix_spawn", "pty.spawn", "__import__", "exec(", "send2trash", "getattr(os", "getattr(shutil", "getattr(subprocess", "getattr(pathlib", "import_module"}}
	node = &lang{codeFlags: "ep", valueFlags: "rC", longFlags: []string{"--eval", "--print"}, shellCalls: []string{"execSync", "exec", "spawnSync", "spawn", "execFileSync", "execFile", "fork", "Deno.Command", "Deno.run"},
		risky: []string{"child_process", "execSync", "spawnSync", "rmSync", "rmdirSync", "unlinkSync", "fs.rm(", "fs.rmdir(", "fs.unlink(", "rimraf", "eval(", "Function(", "Bun.spawn", "Deno.Command", "Deno.run", "Deno.remove", "$`"}}
	perl = &lang{codeFlags: "eE", valueFlags: "MmIxCdD", shellCalls: []string{"system", "exec", "qx"},
		risky: []string{"system", "exec", "`", "qx", "unlink", "rmtree", "remove_tree", "rmdir", "File::Path"}}
	ruby = &lang{codeFlags: "e", valueFlags: "IrECxX", shellCalls: []string{"system", "exec", "spawn", "IO.popen", "Open3.capture2", "Open3.capture2e", "Open3.capture3", "Open3.popen2", "Open3.popen2e", "Open3.popen3", "Open3.pipeline"},
		risky: []string{"system", "exec", "`", "%x", "FileUtils", "rm_rf", "File.delete", "Dir.rmdir", "spawn", "IO.popen", "Open3", "File.unlink"}}
	php = &lang{codeFlags: "r", shellCalls: []string{"system", "exec", "shell_exec", "passthru", "popen", "proc_open", "pcntl_exec"},
		risky: []string{"system(", "exec(", "shell_exec", "passthru", "unlink(", "rmdir(", "`", "popen", "proc_open"}}
	lua = &lang{codeFlags: "e", valueFlags: "lW", shellCalls: []string{"os.execute", "io.popen"},
		risky: []string{"os.execute", "io.popen", "os.remove", "os.rename", "loadstring", "load("}}
	rlang = &lang{codeFlags: "e", shellCalls: []string{"system", "system2", "shell"},
		risky: []string{"system(", "system2(", "shell(", "unlink(", "file.remove(", "pipe(", "eval(parse"}}
	applescript = &lang{codeFlags: "e", valueFlags: "ls", shellCalls: []string{"do shell script"},
		risky: []string{"do shell script", "doShellScript", "delete", "run script"}}
	tcl = &lang{codeFlags: "e", shellCalls: []string{"exec"}, risky: []string{"exec ", "file delete", "open |", "eval "}}
	// expect is Tcl with spawn, system and send (tcl.go reads it).
	expect = &lang{codeFlags: "c", valueFlags: "bD", shellCalls: []string{"exec"}, risky: []string{"exec ", "spawn ", "system ", "file delete", "open |", "eval "}}
	// m4's syscmd and esyscmd hand their text to /bin/sh.
	m4    = &lang{valueFlags: "DUIdlotF", shellCalls: []string{"syscmd", "esyscmd"}, risky: []string{"syscmd", "esyscmd"}}
	emacs = &lang{valueFlags: "lLf", longFlags: []string{"--eval", "-eval", "--execute", "-execute"}, shellCalls: []string{"shell-command", "shell-command-to-string", "async-shell-command", "call-process-shell-command", "start-process-shell-command"},
		risky:    []string{"delete-directory", "delete-file", "shell-command", "call-process", "start-process", "make-process", "process-file", "move-file-to-trash", "rename-file"},
		litCalls: []string{"shell-command", "shell-command-to-string", "call-process-shell-command"}}
	julia = &lang{codeFlags: "eE", valueFlags: "pJtCLO", longFlags: []string{"--eval", "--print"}, shellCalls: []string{"run(", "read("},
		risky:    []string{"rm(", "run(", "`", "mv(", "pipeline(", "ccall", "Base.Filesystem"},
		litCalls: []string{"run(", "`"}}
	// Elixir's one-liners (elixir -e, iex --eval) reach the shell through
	// System and Erlang's :os, and delete through File.
	elixir = &lang{codeFlags: "e", valueFlags: "r", longFlags: []string{"--eval"}, shellCalls: []string{"System.cmd", "System.shell", ":os.cmd", "Port.open"},
		risky: []string{"File.rm_rf", "File.rm", "File.rmdir", "System.cmd", "System.shell", ":os.cmd", "Port.open", "Code.eval_string"}}
	awk = &lang{risky: []string{"system(", "| getline", "|getline", "|&", `| "sh`, `|"sh`, `| "bash`, `|"bash`, `| "zsh`, `| "/bin/`}, shellCalls: []string{"system"}}
)

func langOf(name string) *lang {
	switch {
	case name == "python" || name == "python2" || name == "python3" || name == "pypy" || name == "pypy3" || strings.HasPrefix(name, "python3.") || strings.HasPrefix(name, "python2."):
		return python
	case name == "node" || name == "nodejs" || name == "bun" || name == "deno" ||
		name == "tsx" || name == "ts-node" || name == "ts-node-esm" || name == "esno" || name == "vite-node" || name == "nbb":
		return node // (and the TypeScript runners on node, whose -e is node's)
	case name == "perl" || strings.HasPrefix(name, "perl5"):
		return perl
	case name == "ruby" || name == "jruby" || name == "irb" || name == "truffleruby":
		return ruby
	case name == "php" || strings.HasPrefix(name, "php"):
		return php
	case name == "awk" || name == "gawk" || name == "mawk" || name == "nawk" || name == "busybox-awk":
		return awk
	case name == "lua" || name == "luajit" || strings.HasPrefix(name, "lua5") || name == "texlua" || name == "texluajit":
		return lua
	case name == "rscript" || name == "r":
		return rlang
	case name == "emacs" || name == "emacs-nox" || strings.HasPrefix(name, "emacs-"):
		return emacs
	case name == "julia":
		return julia
	case name == "elixir" || name == "iex":
		return elixir
	case name == "osascript":
		return applescript
	case name == "expect":
		return expect
	case name == "tclsh" || name == "wish" || name == "jimsh" || strings.HasPrefix(name, "tclsh8") || strings.HasPrefix(name, "tclsh9") || strings.HasPrefix(name, "wish8"):
		return tcl
	case name == "m4" || name == "gm4":
		return m4
	}
	return nil
}

// interp scans interpreter one-liners and code fed on stdin. It reports
// whether name was an interpreter.
func (w *walker) interp(name string, args []arg, seg string, depth int, in input) bool {
	if name == "pwsh" || name == "powershell" || name == "pwsh.exe" || name == "powershell.exe" {
		if (in.download || in.decoded) && readsStdinScript(args) {
			w.add("remote-exec", pick(in.seg, seg), "a download is piped into "+name)
			return true
		}
		w.pwsh(args, seg, depth)
		for _, a := range args {
			if envToNet(a.s) {
				w.add("env-exfil", seg, name+" code sends its environment over the network")
				break
			}
		}
		return true
	}
	if (name == "deno" || name == "bun") && in.download && len(args) > 0 && (args[len(args)-1].s == "-" || args[len(args)-1].s == "/dev/stdin") {
		w.add("remote-exec", pick(in.seg, seg), "a download is piped into "+name)
		return true
	}
	l := langOf(name)
	if l == nil {
		return false
	}
	var code []arg
	file := -1      // the script file operand, when there is one
	module := false // python -m MODULE: stdin is the module's data
	if l == awk {
		for i, a := range args {
			if (a.s == "-f" || a.s == "--file") && i+1 < len(args) && args[i+1].download {
				w.add("remote-exec", seg, name+" runs a program fetched from the network")
				return true
			}
			// awk -f c.awk after echo '...' > c.awk: the program file
			// written earlier in the same command is judged as awk code,
			// as python3 x.py is (-fFILE and --file=FILE too).
			f := arg{}
			switch {
			case (a.s == "-f" || a.s == "--file") && i+1 < len(args):
				f = args[i+1]
			case strings.HasPrefix(a.s, "--file="):
				f = arg{s: a.s[len("--file="):], dyn: a.dyn}
			case strings.HasPrefix(a.s, "-f") && len(a.s) > 2:
				f = arg{s: a.s[2:], dyn: a.dyn}
			}
			if f.s != "" && !f.dyn && w.files != nil && !stdinFile(f.s) {
				if p, ok := w.abs(f.s); ok {
					if wr, ok := w.writtenFile(p); ok {
						w.runWritten(name, f.s, wr, seg, func(code string) { w.scanCode(name, l, code, seg, depth) })
					}
				}
			}
		}
		code = awkProgram(args)
	} else {
		for i := 0; i < len(args); i++ {
			s := args[i].s
			if s == "--" || !strings.HasPrefix(s, "-") {
				switch {
				case name == "deno" && s == "eval" && i+1 < len(args):
					code = append(code, args[i+1])
				case name == "deno" || name == "bun":
					// deno run [flags] SCRIPT, bun run SCRIPT
					r := skipOpts(args[i+1:], "")
					if s == "run" && len(r) > 0 && (strings.HasPrefix(r[0].s, "https://") || strings.HasPrefix(r[0].s, "http://") || r[0].download) {
						w.add("remote-exec", seg, name+" run loads the script from the network")
						return true
					}
					file = i
				case s == "--":
					file = i + 1
				default:
					file = i
				}
				break
			}
			if l == expect && (s == "-f" || s == "-b") && i+1 < len(args) {
				file = i + 1 // expect -f FILE: the script, "-" for stdin
				break
			}
			long := false
			for _, f := range l.longFlags {
				if s == f && i+1 < len(args) {
					code, long = append(code, args[i+1]), true
					i++
				} else if strings.HasPrefix(s, f+"=") {
					code, long = append(code, arg{s: s[len(f)+1:]}), true
				}
			}
			if long || strings.HasPrefix(s, "--") {
				continue
			}
			// -c CODE, -ne CODE, -e'CODE'
			for j := 1; j < len(s); j++ {
				if strings.IndexByte(l.valueFlags, s[j]) >= 0 {
					// -MFile::Path, -I lib, -r json: a value, not code.
					if j == len(s)-1 && i+1 < len(args) {
						i++
					}
					if l == python && s[j] == 'm' {
						module = true
					}
					break
				}
				if strings.IndexByte(l.codeFlags, s[j]) >= 0 {
					if j < len(s)-1 {
						code = append(code, arg{s: s[j+1:]})
					} else if i+1 < len(args) {
						code = append(code, args[i+1])
						i++
					}
					break
				}
			}
			if l == python && len(code) > 0 {
				break // python -c CODE: the rest is sys.argv
			}
		}
	}
	if len(code) == 0 && module {
		return true
	}
	if len(code) == 0 && file >= 0 && file < len(args) {
		f := args[file]
		if f.download {
			w.add("remote-exec", seg, name+" runs a script fetched from the network")
			return true
		}
		if f.s != "-" && f.s != "/dev/stdin" {
			// A script file or a module (python -m json.tool): stdin is its data.
			if p, ok := w.abs(f.s); ok && !f.dyn && w.clonedDir(p) != "" && (w.files == nil || w.files[p] == (written{})) {
				w.add("remote-exec", seg, name+" runs "+f.s+" from a repository cloned in the same command without a look")
			} else if p, ok := w.abs(f.s); ok && !f.dyn && (w.files != nil || w.fds != nil) {
				if wr, ok := w.writtenFile(p); ok {
					w.runWritten(name, f.s, wr, seg, func(code string) { w.scanCode(name, l, code, seg, depth) })
				}
			}
			return true
		}
	}
	if len(code) == 0 && in.hasCode && !in.download {
		code = []arg{{s: in.code}}
	}
	if len(code) == 0 && (in.download || in.decoded) && l != awk {
		if in.seg != "" {
			seg = in.seg
		}
		if in.download {
			w.add("remote-exec", seg, "a download is piped into "+name)
		} else {
			w.add("obfuscated-exec", seg, "decoded text is piped into "+name)
		}
		return true
	}
	for _, c := range code {
		if c.download {
			w.add("remote-exec", seg, name+" runs code fetched from the network")
			continue
		}
		w.scanCode(name, l, c.s, seg, depth)
		w.codeWrites(l, c.s)
	}
	w.codeArgv(l, code, args, seg)
	for _, c := range code {
		if envToNet(c.s) {
			w.add("env-exfil", seg, name+" code sends its environment over the network")
			break
		}
	}
	return true
}

// envToNet reports interpreter code that reads the whole environment and
// talks to the network (a POST of os.environ, fetch with process.env).
func envToNet(code string) bool {
	env := false
	for _, e := range [...]string{"os.environ)", "os.environ.items", "dict(os.environ", "str(os.environ", "json.dumps(os.environ", "process.env)", "JSON.stringify(process.env", "Object.entries(process.env", "ENV.to_h", "ENV.to_a", "%ENV", "Deno.env.toObject", "getenv()", "System.getenv()", "Bun.env)", "Sys.getenv())", "env: |", "env:)"} {
		if strings.Contains(code, e) {
			env = true
			break
		}
	}
	if !env {
		return false
	}
	for _, n := range [...]string{"urlopen", "requests.", "httpx.", "http.client", "fetch(", "http.request", "https.request", "axios", "Net::HTTP", "LWP", "HTTP::Tiny", "socket", "curl", "XMLHttpRequest", "WebSocket", "httr::", "POST(", "Invoke-RestMethod", "Invoke-WebRequest"} {
		if strings.Contains(code, n) {
			return true
		}
	}
	return false
}

// codeArgv judges the operands given to inline code (sys.argv,
// process.argv, @ARGV, ARGV): when the code writes, moves or deletes a file
// it names only through them, the operands are what it writes.
func (w *walker) codeArgv(l *lang, code, args []arg, seg string) {
	writes := false
	for _, c := range code {
		lower := strings.ToLower(c.s)
		if l == awk {
			writes = writes || (strings.Contains(lower, "argv") || strings.Contains(lower, "filename")) && strings.Contains(lower, ">")
			continue
		}
		if !strings.Contains(lower, "argv") {
			continue
		}
		for _, api := range [...]string{"writefile", "write_text", "write_bytes", "'w'", "\"w\"", "'w+'", "'a'", "\"a\"", "'wb'",
			"truncate", "unlink", "remove", "rename", "rmsync", "rmdir", "os.replace", "shutil", "copyfile", "file.delete",
			"file.write", "fileutils", "chmod", "symlink", "flock", "\">", "'>", "open(f, \">", "open f, \">", "sysopen", "utime"} {
			if strings.Contains(lower, api) {
				writes = true
				break
			}
		}
	}
	if !writes {
		return
	}
	_, ops := opts(args)
	for _, o := range ops {
		isCode := false
		for _, c := range code {
			if o.s == c.s {
				isCode = true
			}
		}
		if !isCode {
			w.writeDest(dest{a: o}, seg)
		}
	}
}

func awkProgram(args []arg) []arg {
	for i := 0; i < len(args); i++ {
		s := args[i].s
		switch {
		case s == "-f" || s == "--file":
			return nil
		case s == "-F" || s == "-v":
			i++
		case strings.HasPrefix(s, "-") && s != "-":
		default:
			return []arg{args[i]}
		}
	}
	return nil
}

// scanCode judges a piece of interpreter code: shell commands it runs are
// judged as shell; other risky calls ask.
func (w *walker) scanCode(name string, l *lang, code, seg string, depth int) {
	if forkLoop(code) {
		w.add("fork-bomb", seg, name+" code forks in a loop")
		return
	}
	if strings.Contains(code, "socket") || strings.Contains(code, "Socket") || strings.Contains(code, "net.connect") || strings.Contains(code, "TCPSocket") || strings.Contains(code, "sockopen") {
		// (php's fsockopen and pfsockopen have no "socket" in their name.)
		for _, sh := range [...]string{"subprocess", "pty.spawn", "/bin/sh", "/bin/bash", "os.dup2", "child_process", "exec(", "spawn(", "system(", "popen", "proc_open", "passthru"} {
			if strings.Contains(code, sh) {
				w.add("reverse-shell", seg, name+" code connects a socket to a shell or a process")
				return
			}
		}
	}
	if fetchesAndRuns(code) {
		w.add("remote-exec", seg, name+" code fetches code from the network and runs it")
		return
	}
	if termInject(code) {
		w.add("interp-destructive", seg, name+" code pushes keystrokes into the terminal (TIOCSTI): the shell reading it runs them as typed")
	}
	if strings.Contains(code, "load_extension(") || strings.Contains(code, "loadExtension(") {
		w.add("interp-destructive", seg, name+" code loads a native library into a database engine, code the guard cannot read")
	} else if strings.Contains(code, "sql") || strings.Contains(code, "connect(") {
		for _, lit := range codeStrings(code) {
			w.nativeSQL(name, lit, seg, depth)
		}
	}
	if shellFed(code) {
		// subprocess.run(["sh"], input=b"..."), spawnSync('bash',
		// {input: ...}), Perl's open(my $s, "|-", "sh") and print $s
		// "...": a shell started with no command of its own reads what
		// the code hands it, which is in the code's strings.
		via := "text " + name + " code hands a shell as its input"
		for _, lit := range codeStrings(code) {
			mark := len(w.findings)
			w.hiddenRun(name, via, seg, scanWords, func() { w.script(lit, depth+1, "") })
			if len(w.findings) > mark {
				return
			}
		}
	}
	w.decodePayloads(name, l, code, seg, depth)
	if l == tcl || l == expect {
		mark := len(w.findings)
		if !w.tclCode(name, code, seg, depth, 0) && len(w.findings) == mark {
			w.add("interp-destructive", seg, name+" code runs a program or Tcl code only known at run time")
		}
		w.protectedCode(code+w.codeTargets(code, seg), seg)
		return
	}
	if l == m4 {
		w.m4Code(name, code, seg, depth)
		return
	}
	risky := ""
	runs := false // a risky call other than a delete with a path literal
	for _, r := range l.risky {
		if strings.Contains(code, r) {
			if risky == "" {
				risky = r
			}
			if !deleteCall(r) {
				runs = true
			}
		}
	}
	w.protectedCode(code+w.codeTargets(code, seg), seg)
	w.recordCodeWrites(code)
	homed := homeAsShell(code, w.g.env.Home)
	if deletesHome(code) || deletesHomeIn(homed, w.g.env.Home) {
		// (Whatever the library's name for the delete: SCons's
		// Delete(...), Elixir's File.rm_rf!, Neovim's delete(..., "rf").)
		w.add("rm-root", seg, name+" code deletes your home folder")
		return
	}
	if risky == "" {
		return
	}
	if !runs && (w.deletesOnlyBuildOutput(l, code) || w.globDeletesOnly(code)) {
		w.tracef("%s code deletes only build output, temp files or what a specific pattern matches in the project", name)
		return
	}
	mark := len(w.findings)
	for _, sc := range shellStrings(homed, l) {
		w.script(homeInterpolated(sc), depth+1, name+" shell call")
	}
	if len(w.findings) == mark && (onlyLiteralShellCalls(code, l) || literalCallsOnly(code, l)) {
		w.tracef("%s code only runs shell commands spelled out in it, judged as shell", name)
		return
	}
	w.add("interp-destructive", seg, name+" code calls "+strings.TrimSuffix(risky, "(")+", which deletes files or runs commands")
}

// strLit reads a quoted string literal starting at code[i].
func strLit(code string, i int) (string, int, bool) {
	if i >= len(code) {
		return "", i, false
	}
	q := code[i]
	if (q == 'b' || q == 'r' || q == 'u') && i+1 < len(code) && (code[i+1] == '"' || code[i+1] == '\'') {
		i++ // Python's b"...", r'...', u"...": the prefix says how to read it, not what it holds
		q = code[i]
	}
	if q != '"' && q != '\'' && q != '`' {
		return "", i, false
	}
	var b strings.Builder
	for k := i + 1; k < len(code); k++ {
		c := code[k]
		if c == '\\' && k+1 < len(code) {
			k++
			b.WriteByte(code[k])
			continue
		}
		if c == q {
			return b.String(), k + 1, true
		}
		b.WriteByte(c)
	}
	return "", i, false
}

func shQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

// db judges database clients: SQL given inline or on stdin. It returns
// the text the statements print as far as it is known (their string
// literals) and whether a statement reads a URL (ClickHouse's url(),
// DuckDB's read_text('https://...')), for a shell the output is piped to.
func (w *walker) db(name string, args []arg, seg string, in input) (printed string, fetched bool) {
	var sql []string
	defer func() {
		var lits []string
		for _, q := range sql {
			lits = append(lits, sqlLiterals(q)...)
		}
		for _, l := range lits {
			if strings.Contains(l, "://") && !strings.ContainsAny(l, " \n") {
				fetched = true
			}
		}
		printed = strings.Join(lits, "\n")
	}()
	switch name {
	case "dropdb":
		if _, ops := opts(args); len(ops) == 1 && scratchName(ops[0].s) && !ops[0].dyn {
			return // a test database, made again by the test run
		}
		w.add("db-drop", seg, "dropdb drops a database")
		return
	case "redis-cli":
		for _, a := range args {
			switch strings.ToLower(a.s) {
			case "flushall", "flushdb":
				if n := redisDB(args); n != "" && n != "0" && strings.EqualFold(a.s, "flushdb") {
					// One numbered database, often the test one: the guard
					// cannot tell whose keys it holds, so it asks.
					w.add("db-destructive", seg, "redis-cli -n "+n+" FLUSHDB deletes every key of that database")
					return
				}
				w.add("db-drop", seg, "redis-cli "+strings.ToUpper(a.s)+" deletes every key")
				return
			}
		}
		if in.hasCode {
			sql = append(sql, in.code)
		}
	case "psql", "mysql", "mariadb", "cockroach", "clickhouse-client", "clickhouse", "clickhouse-local", "sqlcmd":
		for i, a := range args {
			s := a.s
			switch {
			case name == "sqlcmd" && (s == "-Q" || s == "-q") && i+1 < len(args):
				sql = append(sql, args[i+1].s)
			case name == "sqlcmd":
			case (s == "-c" || s == "--command" || s == "-e" || s == "--execute" || s == "--query" || s == "-q") && i+1 < len(args):
				sql = append(sql, args[i+1].s)
			case name == "psql" && (s == "-o" || s == "--output") && i+1 < len(args) && strings.HasPrefix(args[i+1].s, "|"):
				sql = append(sql, `\o `+args[i+1].s) // (-o |CMD is \o |CMD: the queries' output is its input)
			case name == "psql" && strings.HasPrefix(s, "--output=|"):
				sql = append(sql, `\o `+s[len("--output="):])
			case strings.HasPrefix(s, "--command=") || strings.HasPrefix(s, "--execute=") || strings.HasPrefix(s, "--query="):
				sql = append(sql, s[strings.IndexByte(s, '=')+1:])
			case strings.HasPrefix(s, "-e") && len(s) > 2 && name != "psql", strings.HasPrefix(s, "-c") && len(s) > 2 && name == "psql":
				sql = append(sql, s[2:])
			case name == "psql" && len(s) > 2 && s[0] == '-' && s[1] != '-' && strings.HasSuffix(s, "c") && i+1 < len(args):
				// psql -Atc SQL: flags run together, -c's value next.
				sql = append(sql, args[i+1].s)
			}
		}
		if in.hasCode {
			sql = append(sql, in.code)
		}
	case "sqlite3", "duckdb":
		_, ops := opts(args)
		if len(ops) > 1 {
			for _, o := range ops[1:] {
				sql = append(sql, o.s)
			}
		}
		for i, a := range args {
			// duckdb -c SQL, sqlite3 -cmd SQL: statements given as options.
			if (a.s == "-c" || a.s == "-cmd" || a.s == "--cmd") && i+1 < len(args) {
				sql = append(sql, args[i+1].s)
			}
		}
		if in.hasCode {
			sql = append(sql, in.code)
		}
	case "mongo", "mongosh":
		for i, a := range args {
			if a.s == "--eval" && i+1 < len(args) {
				sql = append(sql, args[i+1].s)
			}
		}
		if in.hasCode {
			sql = append(sql, in.code)
		}
	}
	if name == "sqlite3" || name == "duckdb" {
		// The database file is opened for writing (sqlite3 state.db
		// VACUUM rewrites it), unless it is opened read-only.
		if _, ops := opts(args); len(ops) > 0 && !hasLong(flagsOf(args), "-readonly", "--readonly") {
			w.writeTarget(ops[0], seg)
		}
	}
	for _, q := range sql {
		// The clients' own meta-commands: what they run, and the files
		// their output goes to (clientmeta.go).
		runs, outs, reads := clientMeta(q)
		for _, c := range runs {
			if w.hiddenRun(name, "", seg, scanWords, func() { w.script(c, w.depth+1, "a command "+name+" runs") }) {
				return
			}
		}
		for _, c := range reads {
			if strings.Contains(c, "://") {
				w.addAsk("remote-exec", seg, name+" reads what "+clip(c, 60)+" prints as its own commands")
				return
			}
		}
		for _, f := range outs {
			a := destArg(f)
			w.writeTarget(a, seg)
			w.clobber(a, seg, name+" writes a query's result over it")
		}
	}
	for _, q := range sql {
		// Commands the statements hand to a shell: COPY ... FROM or TO
		// PROGRAM 'CMD' (psql's \copy too), sqlite3's and duckdb's
		// '|CMD' as a file (.once, .output, .import, read_csv).
		for _, c := range append(sqlShellOuts(q), psqlPipes(q)...) {
			if w.hiddenRun(name, "", seg, scanWords, func() { w.script(c, w.depth+1, "a command "+name+" runs") }) {
				return
			}
			if f := strings.Fields(c); len(f) > 0 && (shells(base(f[0])) || langOf(base(f[0])) != nil) {
				// The query's output is that program's input: its
				// string literals are the code it runs.
				for _, q := range sql {
					if lits := sqlLiterals(q); len(lits) > 0 {
						w.script(strings.Join(lits, "\n"), w.depth+1, "what "+name+" pipes into "+f[0])
					}
				}
			}
		}
		switch lang, body := sqlProcedure(q); {
		case lang == shellLoad:
			w.script(body, w.depth+1, name+" runs a plsh procedure")
		case lang != nil:
			// DO $$ ... $$ LANGUAGE plpython3u, CREATE FUNCTION ... AS
			// $$ ... $$ LANGUAGE plperlu: code the server runs.
			w.scanCode(name, lang, body, seg, w.depth+1)
		}
	}
	for _, q := range sql {
		w.nativeSQL(name, q, seg, w.depth)
	}
	if name == "mongosh" || name == "mongo" {
		// mongosh's --eval is JavaScript, with node's modules.
		for _, q := range sql {
			w.scanCode(name, node, q, seg, w.depth+1)
			for _, c := range mongoRun(q) {
				w.script(c, w.depth+1, name+" run() (the legacy shell runs a program)")
			}
		}
	}
	for _, q := range sql {
		// Files the statements write or read: writefile('~/.bashrc', ...),
		// COPY ... TO, INTO OUTFILE, read_csv('~/.aws/credentials').
		writes, reads := sqlFiles(q)
		for _, p := range writes {
			a := w.sqlPath(p)
			w.writeTarget(a, seg)
			if text := writefileText(q, p); text != "" {
				// writefile('~/.bashrc', 'curl ... | sh'): the text
				// is judged as what the next shell runs.
				w.textInto(a.s, text, seg)
			}
			w.clobber(a, seg, name+" writes a query's result over it")
		}
		for _, p := range reads {
			w.readTarget(w.sqlPath(p), seg)
		}
	}
	scratch := scratchName(dbName(name, args))
	for _, q := range sql {
		if id, why := judgeSQL(q); id != "" {
			if id == "db-destructive" && scratch {
				// Tables of a database named as a test one (app_test) are
				// made again by the test run.
				w.tracef("%s: tables of a test database", name)
				return
			}
			w.add(id, seg, why)
			return
		}
	}
	return
}

// writefileText is the text writefile(path, text) writes, when it is a
// string literal.
func writefileText(q, p string) string {
	i := strings.Index(q, "'"+p+"'")
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(q[i+len(p)+2:], " \t\n")
	rest, ok := strings.CutPrefix(rest, ",")
	if !ok {
		return ""
	}
	rest = strings.TrimLeft(rest, " \t\n")
	if !strings.HasPrefix(rest, "'") {
		return ""
	}
	e := strings.IndexByte(rest[1:], '\'')
	if e < 0 {
		return ""
	}
	return rest[1 : 1+e]
}

// sqlPath is a path named in SQL text, with a leading ~ read as home.
func (w *walker) sqlPath(p string) arg {
	if rest, ok := strings.CutPrefix(p, "~/"); ok && w.g.env.Home != "" {
		p = w.g.env.Home + "/" + rest
	}
	return arg{s: p}
}

// sqlFiles returns the paths q writes and reads through the file
// functions and clauses of SQLite, DuckDB, MySQL and PostgreSQL:
// writefile('~/.bashrc', ...), COPY t TO '/x', INTO OUTFILE '/x',
// read_csv('~/.aws/credentials'), LOAD_FILE('/x').
func sqlFiles(q string) (writes, reads []string) {
	if !strings.Contains(q, "'") {
		return nil, nil
	}
	low := strings.ToLower(q)
	for _, f := range []struct {
		kw    string
		write bool
	}{
		{"writefile", true}, {"into outfile", true}, {"into dumpfile", true}, {"vacuum into", true}, {"attach", true},
		{"lo_export", true}, {"pg_file_write", true}, {"pg_file_unlink", true}, {"readfile", false}, {"read_csv", false}, {"read_json", false}, {"read_text", false},
		{"read_blob", false}, {"read_parquet", false}, {"load_file", false}, {"pg_read_file", false},
		{"pg_read_binary_file", false}, {"lo_import", false}, {"copy", false}, {"file(", false}, // (ClickHouse's file(PATH, FORMAT))
	} {
		for from := 0; ; {
			k := strings.Index(low[from:], f.kw)
			if k < 0 {
				break
			}
			at := from + k + len(f.kw)
			from = at
			if k := from - len(f.kw) - 1; k >= 0 && (low[k] == '_' || low[k] >= 'a' && low[k] <= 'z') {
				continue // a longer name
			}
			end := strings.IndexByte(low[at:], ';')
			if end < 0 {
				end = len(low) - at
			}
			stmt := low[at : at+end]
			write := f.write
			switch f.kw {
			case "lo_export":
				// lo_export(oid, 'path'): the path is the last argument,
				// after any call that makes the object.
				c := topComma(stmt)
				if c < 0 {
					continue
				}
				stmt, at = stmt[c+1:], at+c+1
			case "copy":
				// COPY t TO 'x' writes x; COPY t FROM 'x' reads it.
				to, fr := strings.Index(stmt, " to "), strings.Index(stmt, " from ")
				switch {
				case to >= 0 && (fr < 0 || to < fr):
					stmt, at, write = stmt[to+4:], at+to+4, true
				case fr >= 0:
					stmt, at = stmt[fr+6:], at+fr+6
				default:
					continue
				}
			}
			t := strings.TrimLeft(stmt, " \t\n(")
			if f.kw == "attach" {
				t = strings.TrimLeft(strings.TrimPrefix(t, "database"), " \t\n(")
			}
			if !strings.HasPrefix(t, "'") {
				continue
			}
			start := at + (len(stmt) - len(t)) + 1
			e := strings.IndexByte(q[start:], '\'')
			if e <= 0 {
				continue
			}
			if write {
				writes = append(writes, q[start:start+e])
			} else {
				reads = append(reads, q[start:start+e])
			}
		}
	}
	return writes, reads
}

// judgeSQL finds statements that drop databases, drop or truncate tables,
// or delete every row.
func judgeSQL(q string) (string, string) {
	if dropsOnlyScratch(q) {
		return "", ""
	}
	u := strings.ToUpper(strings.Join(strings.Fields(q), " "))
	switch {
	case strings.Contains(u, "DROP DATABASE"), strings.Contains(u, "DROP SCHEMA"), strings.Contains(u, "FLUSHALL"), strings.Contains(u, "FLUSHDB"), strings.Contains(u, "DROPDATABASE()"):
		return "db-drop", "it drops a database or schema, or flushes a data store"
	case strings.Contains(u, "DROP TABLE"), strings.Contains(u, "TRUNCATE "), strings.Contains(u, ".DROP()"), strings.Contains(u, "DELETEMANY({})"):
		return "db-destructive", ""
	}
	for _, st := range strings.Split(u, ";") {
		st = strings.TrimSpace(st)
		if strings.HasPrefix(st, "DELETE FROM") && !strings.Contains(st, " WHERE ") {
			return "db-destructive", "DELETE without a WHERE clause removes every row"
		}
	}
	return "", ""
}

// deleteCall lists the risky names that only delete files (or name the
// module that does); deletesOnlyBuildOutput looks at their arguments.
func deleteCall(r string) bool {
	switch strings.TrimSuffix(r, "(") {
	case "unlink", "file.remove", "rm", "File.rm_rf", "File.rm", "File.rmdir", "delete-directory", "delete-file":
		return true // R's, Julia's, Elixir's and Emacs Lisp's names, spelled with their parenthesis in the lists
	}
	switch r {
	case "rmtree", "os.remove", "os.unlink", "os.rmdir", "os.removedirs", "send2trash", ".unlink(", ".rmdir(",
		"rmSync", "rmdirSync", "unlinkSync", "fs.rm(", "fs.rmdir(", "fs.unlink(", "rimraf",
		"unlink", "remove_tree", "rmdir", "File::Path",
		"FileUtils", "rm_rf", "File.delete", "Dir.rmdir", "File.unlink":
		return true
	}
	return false
}

// deleteNames are the calls whose first argument is the path deleted.
var deleteNames = [...]string{"rmtree", "os.remove", "os.unlink", "os.rmdir", "os.removedirs", "send2trash",
	"rmSync", "rmdirSync", "unlinkSync", "fs.rm", "fs.rmdir", "fs.unlink", "rimraf", "rimraf.sync",
	"unlink", "remove_tree", "rmtree", "rmdir", "rm_rf", "rm_r", "FileUtils.rm", "File.delete", "Dir.rmdir", "File.unlink", "rm_f",
	"file.remove", "rm", "File.rm_rf", "delete-directory", "delete-file"}

// deletesOnlyBuildOutput reports code whose every delete call names, as a
// string literal, build output or a temp path: shutil.rmtree('build'),
// fs.rmSync('dist', {recursive: true}).
func (w *walker) deletesOnlyBuildOutput(l *lang, code string) bool {
	found := 0
	for _, call := range deleteNames {
		for from := 0; ; {
			i := strings.Index(code[from:], call)
			if i < 0 {
				break
			}
			j := from + i + len(call)
			from = j
			if j < len(code) && (code[j] == '_' || code[j] >= 'a' && code[j] <= 'z' || code[j] >= 'A' && code[j] <= 'Z') {
				continue // a longer name (rmtree in rmtreex, rm_r in rm_rf)
			}
			for j < len(code) && (code[j] == ' ' || code[j] == '(') {
				j++
			}
			// rmtree(Path('build')), rmtree(pathlib.Path("dist")): the path
			// object of a literal is the literal.
			for _, wrap := range [...]string{"pathlib.Path(", "Path(", "pathlib.PurePath("} {
				if strings.HasPrefix(code[j:], wrap) {
					j += len(wrap)
					break
				}
			}
			lit, _, ok := strLit(code, j)
			if !ok && strings.HasSuffix(code[:from-len(call)], ").") {
				// Path('build/x.log').unlink(): the path is the receiver.
				lit, ok = receiverPath(code[:from-len(call)-1])
			}
			if !ok || lit == "" || strings.ContainsAny(lit, "*?$`{") {
				return false
			}
			if c, _ := w.target(arg{s: lit}); c != cSafe && !w.plainFile(lit) {
				return false
			}
			found++
		}
	}
	return found > 0
}

// receiverPath is the literal of a Path('...') call that before ends with.
func receiverPath(before string) (string, bool) {
	k := strings.LastIndex(before, "Path(")
	if k < 0 {
		return "", false
	}
	lit, end, ok := strLit(before, k+len("Path("))
	if !ok || end != len(before)-1 {
		return "", false
	}
	return lit, true
}

// forkLoop spots interpreter code that forks inside an endless loop:
// perl's fork while fork, python's while True: os.fork(), ruby's loop { fork }.
func forkLoop(code string) bool {
	if !strings.Contains(code, "fork") {
		return false
	}
	c := strings.Join(strings.Fields(code), " ")
	if strings.Contains(c, "fork while") || strings.Contains(c, "while fork") {
		return true
	}
	for _, endless := range [...]string{"while True", "while 1", "while(1)", "while (1)", "while(true)", "while (true)", "for(;;)", "for (;;)", "loop {", "loop do", "iter(int, 1)", "while :", "until false"} {
		if strings.Contains(c, endless) {
			return true
		}
	}
	return false
}

// pwsh judges PowerShell: -Command text that downloads and runs code
// (iex (iwr ...), irm ... | iex, DownloadString), -EncodedCommand, and a
// script file fetched from the network.
func (w *walker) pwsh(args []arg, seg string, depth int) {
	for i := 0; i < len(args); i++ {
		s := strings.ToLower(args[i].s)
		if !strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "/") {
			w.pwshCode(w.joinCode(args[i:]), seg, depth)
			return
		}
		switch {
		case s == "-c" || s == "-command" || s == "/c" || s == "-com" || s == "-comm" || s == "-comma" || s == "-comman":
			w.pwshCode(w.joinCode(args[i+1:]), seg, depth)
			return
		case s == "-e" || s == "-ec" || strings.HasPrefix(s, "-encodedc") || s == "-enc":
			w.add("obfuscated-exec", seg, "pwsh -EncodedCommand runs base64 text as code")
			return
		case s == "-f" || s == "-file":
			if i+1 < len(args) && (args[i+1].download || strings.HasPrefix(args[i+1].s, "http")) {
				w.add("remote-exec", seg, "pwsh runs a script fetched from the network")
			}
			return
		case s == "-executionpolicy" || s == "-ep" || s == "-workingdirectory" || s == "-wd" || s == "-configurationname" || s == "-outputformat" || s == "-inputformat" || s == "-windowstyle" || s == "-settingsfile":
			i++
		}
	}
}

// Other PowerShell text is judged as the shell would judge it: a simple
// pipeline of cmdlets reads the same in both, and winCommand maps the
// cmdlets to the Unix commands with their effect. Syntax the shell parser
// cannot read (script blocks, $_) is no finding of its own; then only a
// Remove-Item -Recurse in it asks.
func (w *walker) pwshCode(code, seg string, depth int) {
	c := strings.ToLower(code)
	runs := strings.Contains(c, "iex") || strings.Contains(c, "invoke-expression") || strings.Contains(c, "scriptblock]::create") || strings.Contains(c, "| powershell") || strings.Contains(c, "| pwsh")
	fetch := strings.Contains(c, "iwr") || strings.Contains(c, "irm") || strings.Contains(c, "invoke-webrequest") || strings.Contains(c, "invoke-restmethod") ||
		strings.Contains(c, "downloadstring") || strings.Contains(c, "net.webclient") || strings.Contains(c, "curl ") || strings.Contains(c, "wget ") || strings.Contains(c, "start-bitstransfer")
	switch {
	case runs && fetch:
		w.add("remote-exec", seg, "PowerShell runs code fetched from the network")
	default:
		mark := len(w.findings)
		w.script(code, depth+1, "pwsh -c")
		kept, unread := w.findings[:mark], false
		for _, f := range w.findings[mark:] {
			if f.Rule == "unparseable" {
				unread = true
				continue
			}
			kept = append(kept, f)
		}
		w.findings = kept
		if unread && len(kept) == mark && strings.Contains(c, "remove-item") && (strings.Contains(c, "-recurse") || strings.Contains(c, "-r ")) {
			w.add("interp-destructive", seg, "PowerShell Remove-Item -Recurse deletes folders")
		}
	}
}

// fetchesAndRuns spots interpreter code that downloads text and evaluates
// it: exec(urlopen(...).read()), eval(await (await fetch(u)).text()),
// eval(Net::HTTP.get(...)), eval(file_get_contents('https://...')).
func fetchesAndRuns(code string) bool {
	if urlLoaded(code) {
		return true
	}
	fetch := false
	for _, f := range [...]string{"get(\"http", "get('http", "get \"http", "get 'http", "('https')", "(\"https\")", "('http')", "(\"http\")", "urlopen", "requests.get", "httpx.get", "urllib.request", "fetch(", "https.get", "http.get", "Net::HTTP", "open-uri", "URI.open", "LWP::", "HTTP::Tiny", "file_get_contents('http", "file_get_contents(\"http", "curl_exec", "axios.get"} {
		if strings.Contains(code, f) {
			fetch = true
			break
		}
	}
	if !fetch {
		return false
	}
	for _, e := range [...]string{"exec(", "eval(", "eval ", "(eval)", "then(eval", "Function(", "instance_eval", "vm.run", "runInThisContext", "compile("} {
		if strings.Contains(code, e) {
			return true
		}
	}
	return false
}

// readsStdinScript reports a PowerShell command line that runs its stdin:
// no arguments, "-", or -Command/-File given "-".
func readsStdinScript(args []arg) bool {
	if len(args) == 0 {
		return true
	}
	last := args[len(args)-1].s
	return last == "-" || strings.EqualFold(last, "-noprofile") || strings.EqualFold(last, "-nologo")
}

// redisDB is the database number redis-cli selects with -n ("" when none).
func redisDB(args []arg) string {
	for i, a := range args {
		if a.s == "-n" && i+1 < len(args) {
			return args[i+1].s
		}
	}
	return ""
}

// dbName is the database a SQL client connects to: -d/--dbname (psql),
// -D/--database (mysql), the last path element of a URL, or psql's first
// operand. "" when the command does not say.
func dbName(name string, args []arg) string {
	for i, a := range args {
		s := a.s
		switch {
		case a.dyn:
		case (s == "-d" && name == "psql" || s == "-D" && name != "psql" || s == "--dbname" || s == "--database") && i+1 < len(args):
			return args[i+1].s
		case strings.HasPrefix(s, "--dbname=") || strings.HasPrefix(s, "--database="):
			return s[strings.IndexByte(s, '=')+1:]
		case strings.Contains(s, "://"):
			u := s[strings.Index(s, "://")+3:]
			if j := strings.IndexByte(u, '?'); j >= 0 {
				u = u[:j]
			}
			if j := strings.IndexByte(u, '/'); j >= 0 {
				return u[j+1:]
			}
		}
	}
	if name == "psql" {
		for i := 0; i < len(args); i++ {
			s := args[i].s
			switch {
			case s == "-c" || s == "--command" || s == "-h" || s == "-U" || s == "-p" || s == "-f" || s == "-v" || s == "-o" || s == "-P":
				i++
			case strings.HasPrefix(s, "-"):
			default:
				return s
			}
		}
	}
	return ""
}

// shellFed reports code that starts a shell with no command of its own
// and feeds it: a shell's name as the program of a spawn, with an input
// given to it or a pipe opened to it.
func shellFed(code string) bool {
	shell := false
	for _, q := range [...]string{`"sh"`, `'sh'`, `"bash"`, `'bash'`, `"/bin/sh"`, `'/bin/sh'`, `"/bin/bash"`, `'/bin/bash'`, `"zsh"`, `'zsh'`} {
		if strings.Contains(code, q) {
			shell = true
			break
		}
	}
	if !shell || strings.Contains(code, `"-c"`) || strings.Contains(code, `'-c'`) {
		return false
	}
	return containsAny(code, []string{"input=", "input:", "stdin.write", ".communicate(", `"|-"`, `'|-'`, "print $", "print {$", ".stdin.end(", "stdin:",
		`], "w")`, `], 'w')`, `", "w")`}) // (Ruby's IO.popen(["sh"], "w"), popen("sh", "w"))
}

// codeStrings are the quoted literals of code, \n read as a newline, at
// most a few dozen.
func codeStrings(code string) []string {
	var out []string
	for i := 0; i < len(code) && len(out) < 32; i++ {
		q := code[i]
		if q != '"' && q != '\'' {
			continue
		}
		j := i + 1
		for j < len(code) && code[j] != q {
			if code[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(code) {
			break
		}
		if lit := strings.ReplaceAll(code[i+1:j], `\n`, "\n"); strings.ContainsRune(lit, ' ') {
			out = append(out, lit)
		}
		i = j
	}
	return out
}

// sqlShellOuts are the shell commands SQL text hands to a shell: the
// string after PROGRAM (COPY ... PROGRAM 'CMD'), and a quoted file name
// that starts with a pipe ('|CMD', which sqlite3's and duckdb's readers
// and writers open as a command).
func sqlShellOuts(q string) []string {
	var out []string
	low := strings.ToLower(q)
	for from := 0; from < len(low) && len(out) < 8; {
		i := strings.Index(low[from:], "program")
		if i < 0 {
			break
		}
		i += from + len("program")
		from = i
		j := i
		for j < len(q) && (q[j] == ' ' || q[j] == '\t' || q[j] == '\n') {
			j++
		}
		if j == i || j >= len(q) || q[j] != '\'' && q[j] != '"' {
			continue
		}
		if k := strings.IndexByte(q[j+1:], q[j]); k > 0 {
			out = append(out, q[j+1:j+1+k])
		}
	}
	for i := 0; i+1 < len(q) && len(out) < 8; i++ {
		if (q[i] == '\'' || q[i] == '"') && q[i+1] == '|' {
			if k := strings.IndexByte(q[i+2:], q[i]); k > 0 {
				out = append(out, strings.TrimSpace(q[i+2:i+2+k]))
				i += k + 2
			}
		}
	}
	// DuckDB's shellfs reads a file named 'CMD |' as what CMD prints
	// (blind set 21).
	for i := 0; i+1 < len(q) && len(out) < 8; i++ {
		if (q[i] == '|') && (q[i+1] == '\'' || q[i+1] == '"') {
			if k := strings.LastIndexByte(q[:i], q[i+1]); k >= 0 && k+1 < i {
				if c := strings.TrimSpace(q[k+1 : i]); c != "" && !strings.Contains(c, "|") {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// psqlPipes returns the commands psql's \o and \g meta-commands send a
// query's output to (\o |CMD, \g |CMD), one a line.
func psqlPipes(q string) []string {
	var out []string
	for _, l := range strings.Split(q, "\n") {
		for _, m := range [...]string{`\o`, `\g`, `\gx`, `\out`} {
			i := strings.Index(l, m)
			if i < 0 {
				continue
			}
			rest := strings.TrimLeft(l[i+len(m):], " \t")
			if c, ok := strings.CutPrefix(rest, "|"); ok && len(out) < 8 {
				out = append(out, strings.TrimSpace(c))
				break
			}
		}
	}
	return out
}

// sqlLiterals returns the single-quoted string literals of a statement
// (two quotes inside one stand for a quote), at most 32: what a query
// made of them prints.
func sqlLiterals(q string) []string {
	var out []string
	for i := 0; i < len(q) && len(out) < 32; i++ {
		if q[i] != '\'' {
			continue
		}
		var b strings.Builder
		j := i + 1
		for ; j < len(q); j++ {
			if q[j] == '\'' {
				if j+1 < len(q) && q[j+1] == '\'' {
					b.WriteByte('\'')
					j++
					continue
				}
				break
			}
			b.WriteByte(q[j])
		}
		if j >= len(q) {
			break // not closed: not a literal
		}
		if t := b.String(); strings.TrimSpace(t) != "" {
			out = append(out, t)
		}
		i = j
	}
	return out
}

// sqlProcedure returns the body of a procedure in an untrusted language
// of PostgreSQL (plpython3u, plperlu, pltclu, plsh, plv8), quoted with
// dollars, and its language; nil when q has none.
func sqlProcedure(q string) (*lang, string) {
	low := strings.ToLower(q)
	var l *lang
	switch {
	case strings.Contains(low, "plpython"):
		l = python
	case strings.Contains(low, "plperl"):
		l = perl
	case strings.Contains(low, "plv8"), strings.Contains(low, "plnode"):
		l = node
	case strings.Contains(low, "plsh"):
		l = shellLoad
	case strings.Contains(low, "pltcl"):
		l = tcl
	case strings.Contains(low, "language plr"), strings.Contains(low, "language 'plr'"), strings.Contains(low, "@language=n'r'"), strings.Contains(low, "@language = n'r'"):
		l = rlang
	case strings.Contains(low, "sp_execute_external_script") && strings.Contains(low, "python"):
		l = python
	default:
		return nil, ""
	}
	i := strings.Index(q, "$$")
	if i < 0 {
		// The body as a quoted string: AS '...' (two quotes inside
		// stand for one), SQL Server's @script=N'...'.
		for _, m := range [...]string{" as '", "@script=n'", "@script = n'"} {
			if k := strings.Index(low, m); k >= 0 {
				return l, sqlQuoted(q[k+len(m):])
			}
		}
		return nil, ""
	}
	j := strings.Index(q[i+2:], "$$")
	if j < 0 {
		return nil, ""
	}
	return l, q[i+2 : i+2+j]
}

// sqlQuoted reads a single-quoted SQL string from just after its opening
// quote, two quotes inside standing for one.
func sqlQuoted(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\'' {
			if i+1 < len(s) && s[i+1] == '\'' {
				b.WriteByte('\'')
				i++
				continue
			}
			break
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// topComma is the index of the last comma at the first level of the
// parentheses s opens ("(lo_from_bytea(0, 'x'), '/p')": the one before
// '/p'), or -1.
func topComma(s string) int {
	depth, c := 0, -1
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return c
			}
		case ',':
			if depth == 1 {
				c = i
			}
		}
	}
	return c
}

// urlLoaders are calls that run the code they are given or point at.
var urlLoaders = [...]string{"source(", "include(", "load(", "require(", "dofile(", "loadfile(", "loadstring(", "eval(", "exec(",
	"import(", "run_path(", "source_url(", "source_gist(", "evalfile(", "include_string(", "Code.eval_string(", "load_file("}

// urlLoaded reports code that hands a URL to a call that runs code, the
// fetch and the run in one expression, in any language: R's
// source("https://..."), Julia's include(download("https://...")), Lua's
// dofile, a dynamic import("https://...").
func urlLoaded(code string) bool {
	for from := 0; from < len(code); {
		i := strings.Index(code[from:], "://")
		if i < 0 {
			return false
		}
		i += from
		from = i + 3
		j := i
		for j > 0 && isIdentByte(code[j-1]) {
			j--
		}
		if scheme := code[j:i]; scheme != "http" && scheme != "https" && scheme != "ftp" {
			continue
		}
		// Back over quotes, spaces and the calls wrapped around it
		// (download(, url(, HTTP.get( ...), at most 64 bytes.
		k := j
		for k > 0 && j-k < 64 && (isIdentByte(code[k-1]) || strings.IndexByte("\"'` (.:", code[k-1]) >= 0) {
			k--
			for _, l := range urlLoaders {
				// (Not a method: json.load(urlopen(...)) reads data.)
				if strings.HasSuffix(code[:k+1], l) && (k+1 == len(l) || !isIdentByte(code[k+1-len(l)-1]) && code[k+1-len(l)-1] != '.') {
					return true
				}
			}
		}
	}
	return false
}
