package guard

import "strings"

// Database engines that load native code: a shared library loaded into
// the client or the server (sqlite's .load and load_extension, Postgres's
// LOAD and C-language functions, its preload settings, MySQL's UDFs and
// plugins, DuckDB's unsigned extensions or one installed from a URL, Redis
// modules) runs whatever it holds with the engine's rights, and the guard
// cannot read it: it asks. A server setting that holds a shell command
// (archive_command and its kin) is that command, run later by the server;
// a function made from libc's system() or a UDF that runs commands turns
// every string the statements pass it into a command line; an account
// made superuser or given every privilege with the right to grant them is
// a privilege grant. Loading an engine's own extension by name (LOAD
// httpfs, CREATE EXTENSION pg_trgm) is ordinary.

// nativeSQL judges one statement text given to a database client.
func (w *walker) nativeSQL(name, q, seg string, depth int) {
	low := strings.ToLower(q)
	u := strings.Join(strings.Fields(low), " ")
	native := ""
	for _, line := range strings.Split(q, "\n") {
		t := strings.TrimSpace(line)
		if f := strings.Fields(t); len(f) > 1 && f[0] == ".load" && loadsPath("'"+strings.Trim(f[1], `'"`)+"'") {
			native = "sqlite's .load loads a native library into the client"
		}
	}
	for _, st := range strings.Split(u, ";") {
		st = strings.TrimSpace(st)
		switch {
		case strings.Contains(st, "load_extension(") && loadsPath(st[strings.Index(st, "load_extension(")+len("load_extension("):]):
			// (A bare name, mod_spatialite, is a library the system
			// installed, found on its own path.)
			native = "load_extension() loads a native library file into the engine"
		case strings.HasPrefix(st, "load ") && loadsPath(st[5:]):
			native = "LOAD of a library file loads native code into the engine"
		case strings.HasPrefix(st, "create ") && strings.Contains(st, " function ") && (strings.Contains(st, "language c") || strings.Contains(st, "language 'c'") || strings.Contains(st, " soname ")):
			native = "a function made from a native library runs its code in the server"
		case strings.HasPrefix(st, "install plugin") || strings.HasPrefix(st, "install soname") || strings.HasPrefix(st, "install component"):
			native = "a server plugin is a native library loaded into the server"
		case strings.Contains(st, "allow_unsigned_extensions"):
			native = "unsigned extensions are native code no one vouched for"
		case strings.HasPrefix(st, "install ") && strings.Contains(st, " from ") && (strings.Contains(st, "://") || strings.Contains(st, "'/") || strings.Contains(st, "'./")):
			native = "an extension installed from another repository is native code no one vouched for"
		case strings.HasPrefix(st, "module load"):
			native = "a Redis module is a native library loaded into the server"
		case (strings.Contains(st, "preload_libraries") || strings.Contains(st, "dynamic_library_path")) && (strings.HasPrefix(st, "alter system") || strings.HasPrefix(st, "set ") || strings.HasPrefix(st, "alter ")):
			native = "a preload setting loads a native library into every server process"
		}
	}
	if native != "" {
		w.add("interp-destructive", seg, name+": "+native+", code the guard cannot read")
	}
	// Settings whose value the server runs as a shell command.
	for _, k := range [...]string{"archive_command", "restore_command", "archive_cleanup_command", "recovery_end_command", "ssl_passphrase_command"} {
		i := strings.Index(low, k)
		if i < 0 {
			continue
		}
		rest := strings.TrimLeft(q[i+len(k):], " \t")
		rest = strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(rest, "="), "TO"), " \t")
		rest = strings.TrimLeft(strings.TrimPrefix(rest, "to"), " \t")
		if lits := sqlLiterals(rest); len(lits) > 0 && strings.HasPrefix(rest, "'") {
			c := lits[0]
			w.script(c, depth+1, name+" "+k+" (run by the server as a shell command)")
			w.add("persistence", seg, name+" sets "+k+", a shell command the server runs by itself later: "+clip(c, 80))
		}
	}
	// A function over a command runner: its arguments are command lines.
	if strings.Contains(u, "'system'") || strings.Contains(u, "sys_exec") || strings.Contains(u, "sys_eval") || strings.Contains(u, "lib_mysqludf_sys") {
		for _, lit := range sqlLiterals(q) {
			if strings.ContainsAny(lit, " /") && !strings.HasSuffix(lit, ".so") && !strings.Contains(lit, ".so.") {
				w.script(lit, depth+1, name+": a string handed to a function that runs commands")
			}
		}
	}
	switch {
	case strings.HasPrefix(u, "alter user ") || strings.HasPrefix(u, "alter role ") || strings.Contains(u, "; alter user ") || strings.Contains(u, "; alter role ") || strings.Contains(u, "create role ") || strings.Contains(u, "create user "):
		for _, p := range [...]string{" superuser", " createrole", " bypassrls", " replication"} {
			if strings.Contains(u, p) && !strings.Contains(u, " no"+strings.TrimSpace(p)) {
				w.add("privilege-grant", seg, name+" makes a database account"+p+": it can then read and change every database, and run programs on the server")
				return
			}
		}
	}
	if strings.Contains(u, "grant all") && strings.Contains(u, " on *.*") || strings.Contains(u, "with grant option") && strings.Contains(u, "grant all") || strings.Contains(u, "grant super") || strings.Contains(u, "grant file") {
		w.add("privilege-grant", seg, name+" grants every privilege on the server (and the right to grant them)")
	}
}

// loadsPath reports LOAD's operand as a file path: a quoted literal with
// a slash or a library suffix ('/tmp/x.so', './x.duckdb_extension');
// a bare name is the engine's own extension.
func loadsPath(s string) bool {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "'") && !strings.HasPrefix(s, "\"") {
		return false
	}
	s = strings.Trim(s, `'" `)
	return strings.Contains(s, "/") || strings.HasSuffix(s, ".so") || strings.HasSuffix(s, "_extension") || strings.HasSuffix(s, ".dll") || strings.HasSuffix(s, ".dylib")
}

// nativeArgs judges native code loaded by a database program's own words:
// redis-server --loadmodule, redis-cli MODULE LOAD, duckdb -unsigned,
// valkey's and keydb's the same.
func (w *walker) nativeArgs(name string, args []arg, seg string) {
	switch name {
	case "redis-server", "valkey-server", "keydb-server":
		for i, a := range args {
			if strings.EqualFold(a.s, "--loadmodule") || i > 0 && strings.EqualFold(args[i-1].s, "loadmodule") {
				w.add("interp-destructive", seg, name+" --loadmodule loads a native library into the server, code the guard cannot read")
				return
			}
		}
	case "redis-cli", "valkey-cli", "keydb-cli":
		for i := 0; i+1 < len(args); i++ {
			if strings.EqualFold(args[i].s, "module") && (strings.EqualFold(args[i+1].s, "load") || strings.EqualFold(args[i+1].s, "loadex")) {
				w.add("interp-destructive", seg, name+" MODULE LOAD loads a native library into the server, code the guard cannot read")
				return
			}
		}
	case "duckdb":
		if hasArg(args, "-unsigned") {
			w.add("interp-destructive", seg, "duckdb -unsigned loads extensions no one vouched for: native code the guard cannot read")
		}
	}
}

// mongoRun returns the command lines the legacy mongo shell's run() and
// runProgram() calls spell: their string arguments joined as words.
func mongoRun(code string) []string {
	var out []string
	for _, fn := range [...]string{"runProgram(", "run(", "_runMongoProgram(", "runNonMongoProgram("} {
		for from := 0; from < len(code) && len(out) < 8; {
			i := strings.Index(code[from:], fn)
			if i < 0 {
				break
			}
			i += from
			from = i + len(fn)
			if i > 0 && (isLetterByte(code[i-1]) || code[i-1] == '.' || code[i-1] == '_') {
				continue
			}
			if line := quotedArgs(code, i+len(fn)); line != "" {
				out = append(out, line)
			}
		}
	}
	return out
}

// quotedArgs reads the string literals from code[at:] on, parted by
// blanks and commas (an argument list: "rm", "-rf", "~"), as one shell
// command line, each word quoted; "" when none comes.
func quotedArgs(code string, at int) string {
	var words []string
	for at < len(code) {
		for at < len(code) && (code[at] == ' ' || code[at] == ',') {
			at++
		}
		s, n, ok := strLit(code, at)
		if !ok {
			break
		}
		words = append(words, shQuote(s))
		at = n
	}
	return strings.Join(words, " ")
}
