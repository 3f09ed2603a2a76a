package guard

import (
	"encoding/json"
	"net/url"
	"path"
	"strconv"
	"strings"
)

// Classes the twenty-third blind set found open (docs/threat-model-guard.md,
// "Twenty-third blind set: commands").

// more23 judges, for a command that got no finding, what blind set 23
// found: writers whose destination is spelled by a convention (cp
// --parents, mmv's #1, a converter's second operand, a list of files or
// downloads read from a file or stdin), an extractor's folder, a history
// entry run again, a keystroke script's shell escape, a secret named by
// @FILE or --from-file, and a file the line wrote that a driver runs.
func (w *walker) more23(name string, argv []arg, seg string, depth int, in input) {
	if w.scan != scanAll || len(argv) < 1 {
		return
	}
	mark := len(w.findings)
	steps := []func(){
		func() { w.spelledDests(name, argv, seg) },
		func() { w.listedDests(name, argv, seg, in) },
		func() { w.extractInto(name, argv, seg) },
		func() { w.historyAgain(name, argv, seg, depth) },
		func() { w.keystrokeEscape(name, argv, seg, depth, in) },
		func() { w.secretsNamed(name, argv, seg, in) },
		func() { w.writtenDrivers(name, argv, seg, depth) },
		func() { w.queryFiles(name, argv, seg, depth) },
		func() { w.runOptions23(name, argv, seg, depth) },
	}
	for _, f := range steps {
		if len(w.findings) > mark {
			return
		}
		f()
	}
}

// output23 works out what a decoder prints: the programs whose effect is
// decoding their input (base58 -d, python -m quopri -d, recode's
// surfaces, fish's string unescape), so a shell after them reads decoded
// text, asked, and judged when the guard can decode it itself.
func (w *walker) output23(name string, args []arg, out *output, in input) {
	if out.hasEcho || out.download {
		return
	}
	if name == "string" && len(args) > 1 && args[0].s == "unescape" {
		style := "script"
		var parts []string
		for _, a := range args[1:] {
			switch {
			case a.dyn:
				return
			case strings.HasPrefix(a.s, "--style="):
				style = a.s[len("--style="):]
			case strings.HasPrefix(a.s, "-"):
			default:
				parts = append(parts, unescapeFish(a.s, style))
			}
		}
		if len(parts) > 0 {
			out.echo, out.hasEcho = strings.Join(parts, "\n")+"\n", true
		}
		return
	}
	if decoderProgram(name, args) {
		out.decoded = true
		return
	}
	if name == "ssl_client" {
		out.download = true // (busybox's TLS client: what the host sends)
		return
	}
	for _, a := range args {
		// A fetch call with a URL in an expression (nix eval's
		// builtins.fetchurl "https://..."): what it prints was fetched.
		if i := strings.Index(a.s, "fetch"); i >= 0 && !a.dyn && strings.Contains(a.s[i:], "://") {
			for _, u := range litStrings(a.s[i:]) {
				if remoteArg(u) {
					out.download = true
					return
				}
			}
		}
	}
}

// decoderProgram reports a program told to decode what it reads: a base-N
// codec with -d (base58, base85, base91), a quoted-printable or MIME
// decoder, python's codec modules run as programs, recode given a
// surface or charset request (X..Y).
func decoderProgram(name string, args []arg) bool {
	f := flagsOf(args)
	decodeFlag := hasShort(f, "d") || hasShort(f, "D") || hasLong(f, "--decode")
	stem := strings.TrimRight(name, "0123456789")
	switch {
	case (stem == "base" || stem == "ascii" || stem == "z") && stem != name && decodeFlag:
		return true // base58 -d, base85 -d, ascii85 -d, z85 -d
	case name == "qprint" || name == "mimencode" || name == "mmencode":
		return decodeFlag || hasShort(f, "u")
	case name == "recode":
		for _, a := range args {
			if !a.dyn && strings.Contains(a.s, "..") && !strings.HasPrefix(a.s, "-") {
				return true
			}
		}
	case langOf(name) == python:
		for i, a := range args {
			if a.s == "-m" && i+1 < len(args) {
				switch args[i+1].s {
				case "base64", "quopri", "uu", "binascii", "codecs", "base58":
					rest := flagsOf(args[i+2:])
					return hasShort(rest, "d") || hasShort(rest, "u") || hasLong(rest, "--decode")
				}
				return false
			}
		}
	}
	return false
}

// unescapeFish decodes fish's string unescape: backslash escapes (\xHH,
// \n, \t, \e, \uHHHH), or %HH and + for --style=url.
func unescapeFish(s, style string) string {
	if style == "url" {
		if u, err := url.QueryUnescape(s); err == nil {
			return u
		}
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case 'e':
			b.WriteByte(27)
		case 'x', 'X', 'u', 'U':
			n := 2
			if s[i] == 'u' {
				n = 4
			} else if s[i] == 'U' {
				n = 8
			}
			j := i + 1
			for j < len(s) && j < i+1+n && strings.IndexByte("0123456789abcdefABCDEF", s[j]) >= 0 {
				j++
			}
			if v, err := strconv.ParseUint(s[i+1:j], 16, 32); err == nil && j > i+1 {
				b.WriteRune(rune(v))
				i = j - 1
			} else {
				b.WriteByte(s[i])
			}
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// spelledDests judges the writers whose destination is spelled by their
// own convention: cp --parents puts each source's path under the folder,
// mmv's and zmv's #1 and $1 are what the source pattern matched, exch
// swaps two files (both are written), setterm --dump's --file and
// makemime's -o are outputs, and a converter named IN2OUT (rst2man,
// pod2text) or a preprocessor (mcpp) writes its second operand.
func (w *walker) spelledDests(name string, argv []arg, seg string) {
	args := argv[1:]
	flags, ops := opts(args)
	write := func(s string, glob bool) {
		a := destArg(s)
		a.glob = glob
		w.writeOver(name, a, seg)
	}
	switch {
	case (name == "cp" || name == "gcp") && hasLong(flags, "--parents") && len(ops) > 1:
		to := ops[len(ops)-1]
		if to.dyn {
			return
		}
		for _, o := range ops[:len(ops)-1] {
			if !o.dyn {
				a := destArg(strings.TrimSuffix(to.s, "/") + "/" + strings.TrimPrefix(path.Clean(o.s), "/"))
				a.glob = o.glob
				w.writeDest(dest{a: a, tree: hasShort(flags, "rRa") || hasLong(flags, "--recursive", "--archive")}, seg)
			}
		}
	case name == "mmv" || name == "zmv" || name == "zcp" || name == "zln":
		if len(ops) >= 2 && !ops[len(ops)-1].dyn {
			to := ops[len(ops)-1].s
			glob := false
			for _, n := range [...]string{"#1", "#2", "#3", "$1", "$2", "$3", "${1}", "${2}"} {
				if strings.Contains(to, n) {
					to, glob = strings.ReplaceAll(to, n, "*"), true
				}
			}
			write(to, glob)
		}
	case name == "exch":
		for _, o := range ops {
			if !o.dyn {
				write(o.s, o.glob)
			}
		}
	case name == "setterm":
		if v, ok := optValue(argv, "--file"); ok && (hasLong(flags, "--dump") || hasLong(flags, "--append")) {
			write(v, false)
		}
	case name == "makemime" || name == "reformail":
		if v, ok := optValue(argv, "-o"); ok {
			write(v, false)
		}
	case name == "uudecode" || name == "uudeview":
		if v, ok := optValue(argv, "-o"); ok {
			write(v, false)
		}
	case converterName(name) && len(ops) == 2:
		if !ops[1].dyn && ops[1].s != "-" {
			write(ops[1].s, false)
		}
	}
}

// converterName is a document converter named for its formats (rst2man,
// pod2text, rst2html5) or a C preprocessor run as a program (mcpp), whose
// operands are IN and OUT.
func converterName(name string) bool {
	if in, to, ok := strings.Cut(name, "2"); ok && to != "" && (in == "rst" || in == "pod" || in == "md" || in == "markdown" || in == "asciidoc" || in == "txt") {
		return true
	}
	return name == "mcpp"
}

// listedDests judges the copiers and fetchers that read what they write
// from a list: rsync --files-from (each path under the destination), and
// aria2c's input file (each download's dir= and out=). The list is a file
// the line wrote or the command's stdin.
func (w *walker) listedDests(name string, argv []arg, seg string, in input) {
	list := func(v string) (string, bool) {
		if v == "-" || v == "/dev/stdin" {
			return in.code, in.hasCode && !in.download
		}
		p, ok := w.abs(v)
		if !ok {
			return "", false
		}
		f, ok := w.files[p]
		return f.code, ok && f.known()
	}
	switch name {
	case "uudecode":
		// With no -o, each file's "begin MODE PATH" line names where
		// it is written.
		if _, ok := optValue(argv, "-o"); ok {
			return
		}
		_, ops := opts(argv[1:])
		v := "-"
		if len(ops) > 0 {
			v = ops[0].s
		}
		text, ok := list(v)
		if !ok {
			return
		}
		for n, l := range strings.Split(text, "\n") {
			if f := strings.Fields(l); n < 400 && len(f) == 3 && (f[0] == "begin" || f[0] == "begin-base64") {
				w.writeOver(name, destArg(f[2]), seg)
			}
		}
	case "rsync":
		v, ok := optValue(argv, "--files-from")
		if !ok {
			return
		}
		text, ok := list(v)
		_, ops := opts(argv[1:])
		if !ok || len(ops) < 2 || ops[len(ops)-1].dyn {
			return
		}
		to := strings.TrimSuffix(ops[len(ops)-1].s, "/")
		for n, l := range strings.Split(text, "\n") {
			if l = strings.TrimSpace(l); l != "" && n < 64 {
				w.writeDest(dest{a: destArg(to + "/" + strings.TrimPrefix(l, "/"))}, seg)
			}
		}
	case "aria2c":
		v, ok := optValue(argv, "-i", "--input-file")
		if !ok {
			return
		}
		text, ok := list(v)
		if !ok {
			return
		}
		dir, _ := optValue(argv, "-d", "--dir")
		var u, d, o string
		flush := func() {
			if u == "" {
				return
			}
			if o == "" {
				o = path.Base(u)
			}
			p := o
			if dd := pick(d, dir); dd != "" && !strings.HasPrefix(o, "/") {
				p = strings.TrimSuffix(dd, "/") + "/" + o
			}
			w.placed(name, p, written{download: true}, seg)
			u, d, o = "", "", ""
		}
		for n, l := range strings.Split(text, "\n") {
			if n >= 200 {
				break
			}
			t := strings.TrimSpace(l)
			switch {
			case t == "":
			case l[0] != ' ' && l[0] != '\t':
				flush()
				u = strings.Fields(t)[0]
			case strings.HasPrefix(t, "dir="):
				d = t[4:]
			case strings.HasPrefix(t, "out="):
				o = t[4:]
			}
		}
		flush()
	}
}

// extractInto judges the extractors told which folder to fill (msiextract
// -C, reformime -x, ripmime -d): files the guard cannot name are written
// there.
func (w *walker) extractInto(name string, argv []arg, seg string) {
	var dir string
	ok := false
	switch name {
	case "msiextract", "lessmsi", "cabextract", "unshield", "ripmime", "munpack":
		dir, ok = optValue(argv, "-C", "--directory", "-d")
		if !ok && name == "munpack" {
			dir, ok = optValue(argv, "-C")
		}
	case "reformime":
		dir, ok = optValue(argv, "-x", "-X")
	}
	if ok && dir != "" {
		mark := len(w.findings)
		w.writeDest(dest{a: destArg(dir), into: true}, seg)
		if len(w.findings) == mark {
			w.unseen(destArg(dir), seg, name+" extracts files whose names the guard cannot read")
		}
	}
}

// writeOver judges a file a program writes whole: a protected file, or
// the user's dotfile or key it replaces.
func (w *walker) writeOver(name string, a arg, seg string) {
	mark := len(w.findings)
	w.writeDest(dest{a: a}, seg)
	if len(w.findings) == mark && !a.glob {
		w.clobber(a, seg, name+" writes over it")
	}
}

// historyAgain judges zsh's print -s, which puts its words in the history
// list as one command, as history -s is: the next r, fc -s or up-arrow
// runs it.
func (w *walker) historyAgain(name string, argv []arg, seg string, depth int) {
	if name != "print" {
		return
	}
	for i, a := range argv[1:] {
		if a.s == "--" {
			continue
		}
		if !strings.HasPrefix(a.s, "-") {
			return
		}
		if strings.Contains(a.s[1:], "s") && !strings.HasPrefix(a.s, "--") {
			rest := argv[i+2:]
			if len(rest) > 0 && rest[0].s == "--" {
				rest = rest[1:]
			}
			if len(rest) > 0 {
				w.script(w.joinCode(rest), depth+1, "print -s")
			}
			return
		}
	}
}

// keystrokeEscape judges a browser's keystroke script (lynx -cmd_script):
// a "!" typed opens its shell escape, and the keys typed after it are the
// shell's command line.
func (w *walker) keystrokeEscape(name string, argv []arg, seg string, depth int, in input) {
	if name != "lynx" {
		return
	}
	v, ok := "", false
	for _, a := range argv[1:] {
		if s, found := strings.CutPrefix(a.s, "-cmd_script="); found && !a.dyn {
			v, ok = s, true
		}
	}
	if !ok {
		return
	}
	var text string
	if v == "-" || v == "/dev/stdin" {
		if !in.hasCode {
			return
		}
		text = in.code
	} else if p, ok := w.abs(v); ok {
		f, found := w.files[p]
		if !found || !f.known() {
			return
		}
		text = f.code
	}
	var typed strings.Builder
	for _, l := range strings.Split(text, "\n") {
		k, found := strings.CutPrefix(l, "key ")
		if !found {
			continue
		}
		switch k {
		case "^J", "^M", "Enter":
			typed.WriteByte('\n')
		case "":
			typed.WriteByte(' ')
		default:
			typed.WriteString(k)
		}
	}
	t := typed.String()
	i := strings.IndexByte(t, '!')
	if i < 0 {
		return
	}
	// (Judged by what it types, as a debugger's escapes on stdin are.)
	if cmd := strings.TrimSpace(strings.SplitN(t[i+1:], "\n", 2)[0]); cmd != "" {
		w.hiddenRun(name, "lynx's shell escape", seg, scanWords, func() { w.script(cmd, depth+1, "lynx's shell escape") })
	}
}

// secretsNamed judges a file named to be sent by a program's own
// convention: git send-email's file operands (each is mailed), a
// KEY=@FILE or @FILE value (vault, consul and most HTTP-style CLIs read
// the file and send its text), and --from-file (kubectl's secrets and
// configmaps), where /dev/stdin carrying the environment sends it.
func (w *walker) secretsNamed(name string, argv []arg, seg string, in input) {
	if name == "git" && len(argv) > 2 && argv[1].s == "send-email" {
		for i, a := range argv[2:] {
			if a.dyn || strings.HasPrefix(a.s, "-") || i > 0 && strings.HasPrefix(argv[i+1].s, "--") && !strings.Contains(argv[i+1].s, "=") && takesValue23(argv[i+1].s) {
				continue
			}
			w.readTarget(a, seg)
		}
		return
	}
	if fileViewer(name) || shells(name) || localTool(name) {
		return
	}
	data := dataArgs(name)
	for _, a := range argv[1:] {
		if a.dyn {
			continue
		}
		v := ""
		switch {
		case strings.HasPrefix(a.s, "--from-file=") || strings.HasPrefix(a.s, "--from-env-file="):
			_, v, _ = strings.Cut(a.s, "=")
			if k, p, ok := strings.Cut(v, "="); ok && !strings.Contains(k, "/") {
				v = p
			}
		case data:
		case strings.HasPrefix(a.s, "@") && len(a.s) > 1:
			v = a.s[1:]
		default:
			if k, p, ok := strings.Cut(a.s, "=@"); ok && k != "" && !strings.HasPrefix(k, "-") {
				v = p
			}
		}
		if v == "" {
			continue
		}
		if (v == "/dev/stdin" || v == "-") && in.secret {
			w.add("env-exfil", pick(in.seg, seg), "the environment is piped into "+name+", which stores it where others read it")
			return
		}
		w.readTarget(destArg(v), seg)
	}
}

// takesValue23 is a git send-email option whose value is the next word.
func takesValue23(s string) bool {
	switch s {
	case "--to", "--cc", "--bcc", "--from", "--subject", "--in-reply-to", "--smtp-server", "--smtp-user", "--confirm", "--identity", "--to-cmd", "--cc-cmd":
		return true
	}
	return false
}

// writtenDrivers judges a file the line wrote that a program runs by a
// route of its own: awk's @include, Python's runpy.run_path, importlib
// and exec(open(F).read()) naming it in -c code, elixir -r, and a Jupyter
// notebook executed by nbconvert, papermill or jupyter execute.
func (w *walker) writtenDrivers(name string, argv []arg, seg string, depth int) {
	if len(w.files) == 0 {
		return
	}
	l := langOf(name)
	switch {
	case l == elixir:
		for _, f := range optionFiles(wordsOf(argv[1:]), "-r", "--require", "-pr") {
			w.loaded(name, f, elixir, depth)
		}
	case l == awk:
		for _, a := range argv[1:] {
			for _, f := range quotedAfter(a.s, "@include") {
				w.loaded(name, f, awk, depth)
			}
		}
		for _, f := range optionFiles(wordsOf(argv[1:]), "-i", "--include") {
			w.loaded(name, f, awk, depth)
		}
	case l != nil:
		// A path literal in the code that names a file the line wrote,
		// in the code's language (runpy.run_path("w.py")).
		for _, a := range argv[1:] {
			if a.dyn || !strings.ContainsAny(a.s, "(\"'") {
				continue
			}
			for _, lit := range litStrings(a.s) {
				if fl := langOfExt(path.Ext(lit)); fl != nil {
					w.loaded(name, lit, fl, depth)
				}
			}
		}
	}
	nb := ""
	switch {
	case name == "jupyter" && len(argv) > 2 && (argv[1].s == "nbconvert" && hasArg(argv[2:], "--execute") || argv[1].s == "execute"),
		name == "jupyter-nbconvert" && hasArg(argv[1:], "--execute"), name == "papermill":
		for _, a := range argv[1:] {
			if strings.HasSuffix(a.s, ".ipynb") && !a.dyn {
				nb = a.s
				break
			}
		}
	}
	if nb == "" {
		return
	}
	p, ok := w.abs(nb)
	if !ok {
		return
	}
	f, ok := w.files[p]
	if !ok {
		return
	}
	w.runWritten(name, nb, f, seg, func(code string) {
		if src := notebookCode(code); src != "" {
			w.via = append(w.via, name+" runs "+path.Base(nb)+"'s cells")
			w.scanCode(path.Base(nb), python, src, seg, depth+1)
			w.via = w.via[:len(w.via)-1]
		}
	})
}

// wordsOf is the words' values.
func wordsOf(args []arg) []string {
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = a.s
	}
	return out
}

// quotedAfter is each quoted string right after key in s (@include "f").
func quotedAfter(s, key string) []string {
	var out []string
	for rest := s; len(out) < 8; {
		i := strings.Index(rest, key)
		if i < 0 {
			break
		}
		rest = strings.TrimLeft(rest[i+len(key):], " \t")
		if rest == "" || rest[0] != '"' && rest[0] != '\'' {
			continue
		}
		if j := strings.IndexByte(rest[1:], rest[0]); j >= 0 {
			out = append(out, rest[1:1+j])
			rest = rest[2+j:]
		}
	}
	return out
}

// litStrings is the quoted string literals of code, up to 16.
func litStrings(code string) []string {
	var out []string
	for i := 0; i < len(code) && len(out) < 16; i++ {
		q := code[i]
		if q != '"' && q != '\'' {
			continue
		}
		j := strings.IndexByte(code[i+1:], q)
		if j < 0 {
			break
		}
		if s := code[i+1 : i+1+j]; s != "" && !strings.ContainsAny(s, "\n ") {
			out = append(out, s)
		}
		i += j + 1
	}
	return out
}

// notebookCode is the source of a notebook's code cells, joined.
func notebookCode(text string) string {
	var nb struct {
		Cells []struct {
			Type   string `json:"cell_type"`
			Source any    `json:"source"`
		} `json:"cells"`
	}
	if json.Unmarshal([]byte(text), &nb) != nil {
		return ""
	}
	var b strings.Builder
	for _, c := range nb.Cells {
		if c.Type != "code" {
			continue
		}
		switch s := c.Source.(type) {
		case string:
			b.WriteString(s + "\n")
		case []any:
			for _, l := range s {
				if t, ok := l.(string); ok {
					b.WriteString(t)
				}
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// queryFiles judges the files a database client's query or a dumper's
// option names: SQLite's edit(TEXT, EDITOR) runs EDITOR, CQL's COPY ... TO
// 'F' and APOC's export procedures write F, APOC's load procedures read
// F, and a dumper's --result-file or --archive is its output.
func (w *walker) queryFiles(name string, argv []arg, seg string, depth int) {
	switch name {
	case "mysqldump", "mariadb-dump", "mongodump", "pg_dump", "pg_dumpall", "mydumper":
		if v, ok := optValue(argv, "--result-file", "-r", "--archive", "--file", "-f"); ok && v != "" && v != "-" {
			w.writeOver(name, destArg(v), seg)
			return
		}
	}
	for _, a := range argv[1:] {
		if a.dyn {
			continue
		}
		low := strings.ToLower(a.s)
		if i := strings.Index(low, "edit("); i >= 0 && (name == "sqlite3" || name == "sqlite") {
			if c := sqlEditCmd(a.s[i+len("edit("):]); c != "" {
				w.hiddenRun(name, "SQLite's edit() editor", seg, scanWords, func() { w.script(c, depth+1, "") })
			}
		}
		if i := strings.Index(low, "copy "); i >= 0 && strings.Contains(low[i:], " to ") {
			rest := a.s[i+strings.Index(low[i:], " to ")+4:]
			if lits := litStrings(rest); len(lits) > 0 && strings.HasPrefix(strings.TrimSpace(rest), "'") {
				w.writeOver(name, destArg(lits[0]), seg)
			}
		}
		for _, proc := range [...]string{"apoc.export.", "apoc.load.", "apoc.import."} {
			i := strings.Index(low, proc)
			if i < 0 {
				continue
			}
			lits := litStrings(a.s[i:])
			if len(lits) == 0 {
				continue
			}
			p := strings.TrimPrefix(lits[0], "file://")
			if proc == "apoc.export." {
				w.writeOver(name, destArg(p), seg)
			} else {
				w.readTarget(destArg(p), seg)
			}
		}
	}
}

// sqlEditCmd is the editor command of edit('text', 'CMD') after "edit(".
func sqlEditCmd(s string) string {
	// Skip the first argument: a quoted literal or anything up to a comma.
	depth, q := 0, byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case q != 0:
			if c == q {
				q = 0
			}
		case c == '\'' || c == '"':
			q = c
		case c == '(':
			depth++
		case c == ')':
			if depth == 0 {
				return ""
			}
			depth--
		case c == ',' && depth == 0:
			rest := strings.TrimSpace(s[i+1:])
			if rest == "" || rest[0] != '\'' && rest[0] != '"' {
				return ""
			}
			j := strings.IndexByte(rest[1:], rest[0])
			if j < 0 {
				return ""
			}
			return rest[1 : 1+j]
		}
	}
	return ""
}

// ownShellForms spells, for the bash parser, what a shell with a language
// of its own means by its own forms: nushell's (X | path join A B) and
// let, save as a write; elvish's e:CMD (the external command); ysh's
// $[ENV.HOME]; xonsh's $[CMD] and ![CMD] (a subprocess); zsh's short for
// (for x (LIST) CMD) and the code of a glob qualifier (*(e:CMD:), (+fn)).
func ownShellForms(name, code, home string) string {
	if len(code) > maxCodeScan {
		return code
	}
	switch name {
	case "nu":
		code = strings.ReplaceAll(code, "$nu.home-path", home)
		code = nuPathJoin(code)
		code = strings.NewReplacer("| save -f ", "| tee ", "| save --force ", "| tee ", "| save ", "| tee ").Replace(code)
		for _, sep := range [...]string{"", "; ", ";", "\n"} {
			code = strings.ReplaceAll(code, sep+"let ", sep+"let__ ")
		}
		var b strings.Builder
		for _, st := range strings.SplitAfter(code, ";") {
			t := strings.TrimLeft(st, " \n")
			if rest, ok := strings.CutPrefix(t, "let__ "); ok {
				if n, v, ok := strings.Cut(rest, " = "); ok && isName(n) {
					t = n + "=" + strings.TrimSpace(strings.Trim(strings.TrimSpace(v), "()"))
					if strings.HasSuffix(st, ";") && !strings.HasSuffix(t, ";") {
						t += ";"
					}
					b.WriteString(" " + t)
					continue
				}
			}
			b.WriteString(strings.ReplaceAll(st, "let__ ", "let "))
		}
		code = b.String()
	case "elvish":
		code = stripCmdPrefix(code, "e:")
	case "ysh", "oil", "osh":
		code = strings.NewReplacer("$[ENV.HOME]", home, "${ENV.HOME}", home, "$[ENV['HOME']]", home).Replace(code)
	case "xonsh":
		code = strings.ReplaceAll(code, "!(", "$(")
		for _, open := range [...]string{"$[", "!["} {
			for n := 0; n < 8; n++ {
				i := strings.Index(code, open)
				if i < 0 {
					break
				}
				j := strings.LastIndexByte(code[i:], ']')
				if k := strings.IndexAny(code[i:], "\n;"); k >= 0 && k < j {
					j = strings.LastIndexByte(code[i:i+k], ']')
				}
				if j < 0 {
					break
				}
				code = code[:i] + code[i+2:i+j] + code[i+j+1:]
			}
		}
	case "zsh":
		code = zshShortFor(code)
		code += zshQualifierCode(code)
	}
	return code
}

// nuPathJoin turns (X | path join A B) into X/A/B.
func nuPathJoin(code string) string {
	for n := 0; n < 8; n++ {
		j := strings.Index(code, "| path join")
		if j < 0 {
			return code
		}
		open := strings.LastIndexByte(code[:j], '(')
		end := strings.IndexByte(code[j:], ')')
		if open < 0 || end < 0 {
			return code
		}
		end += j
		base := strings.Trim(strings.TrimSpace(code[open+1:j]), `"'`)
		p := base
		for _, part := range strings.Fields(code[j+len("| path join") : end]) {
			p += "/" + strings.Trim(part, `"'`)
		}
		code = code[:open] + p + code[end+1:]
	}
	return code
}

// stripCmdPrefix removes a namespace prefix (elvish's e:) from words at a
// command's start.
func stripCmdPrefix(code, prefix string) string {
	var b strings.Builder
	start := true
	for i := 0; i < len(code); i++ {
		if start && strings.HasPrefix(code[i:], prefix) {
			i += len(prefix) - 1
			start = false
			continue
		}
		c := code[i]
		b.WriteByte(c)
		switch c {
		case ';', '\n', '|', '(', '{':
			start = true
		case ' ', '\t':
		default:
			start = false
		}
	}
	return b.String()
}

// zshShortFor spells zsh's for NAME (LIST) CMD as bash's for loop.
func zshShortFor(code string) string {
	i := strings.Index(code, "for ")
	if i < 0 || i > 0 && !strings.ContainsRune(" ;\n", rune(code[i-1])) {
		return code
	}
	rest := code[i+4:]
	sp := strings.IndexByte(rest, ' ')
	if sp < 0 || !isName(rest[:sp]) || !strings.HasPrefix(rest[sp+1:], "(") {
		return code
	}
	lst := rest[sp+2:]
	cl := strings.IndexByte(lst, ')')
	if cl < 0 {
		return code
	}
	body := lst[cl+1:]
	tail := ""
	if k := strings.IndexAny(body, ";\n"); k >= 0 {
		body, tail = body[:k], body[k:]
	}
	if strings.TrimSpace(body) == "" || strings.HasPrefix(strings.TrimSpace(body), "{") || strings.HasPrefix(strings.TrimSpace(body), "do") {
		return code[:i] + "for " + rest[:sp] + " in " + lst[:cl] + ";" + body + tail
	}
	return code[:i] + "for " + rest[:sp] + " in " + lst[:cl] + "; do " + body + "; done" + tail
}

// zshQualifierCode is the code of zsh's glob qualifiers e:CMD:, e[CMD],
// e{CMD} and +CMD inside a pattern's (...), each on a line of its own.
func zshQualifierCode(code string) string {
	var b strings.Builder
	for n, from := 0, 0; n < 8; n++ {
		i := strings.Index(code[from:], "(e")
		if i < 0 {
			break
		}
		i += from + 2
		from = i
		if i >= len(code) {
			break
		}
		d := code[i]
		closeD := d
		switch d {
		case '[':
			closeD = ']'
		case '{':
			closeD = '}'
		case '<':
			closeD = '>'
		case '(':
			closeD = ')'
		case ':', '\'', '"', '/', '|', '!', '^', '%', '#', '@':
		default:
			continue
		}
		j := strings.IndexByte(code[i+1:], closeD)
		if j < 0 {
			continue
		}
		c := strings.TrimSpace(code[i+1 : i+1+j])
		if len(c) > 1 && (c[0] == '"' || c[0] == '\'') && c[len(c)-1] == c[0] {
			c = c[1 : len(c)-1]
		}
		if c != "" {
			b.WriteString("\n" + c)
		}
		from = i + 1 + j
	}
	return b.String()
}

// runOptions23 judges what a program's options make it run or fetch:
// rg's --pre program the line wrote, a compiler's -o:PATH output, a package
// tool's repository option or a runner's URL operand outside the
// registries, a tool's setting that moves where it downloads from, and
// a pull from elsewhere into a protected folder.
func (w *walker) runOptions23(name string, argv []arg, seg string, depth int) {
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		// A compiler's output in Nim's and Odin's spelling (-o:PATH,
		// --out:PATH).
		for _, o := range [...]string{"-o:", "--out:", "-out:", "--output:"} {
			if v, ok := strings.CutPrefix(a.s, o); ok && v != "" {
				w.writeOver(name, destArg(v), seg)
			}
		}
		if (a.s == "--pre" || a.s == "--preprocessor") && i+2 < len(argv) || strings.HasPrefix(a.s, "--pre=") {
			v := strings.TrimPrefix(a.s, "--pre=")
			if !strings.HasPrefix(a.s, "--pre=") {
				v = argv[i+2].s
			}
			w.runFile(name+" --pre", arg{s: v}, seg, depth)
		}
		// A repository given by option to a package tool (xbps-install
		// -R URL, yum-config-manager --add-repo URL, dnf
		// --repofrompath=N,URL).
		if i+2 < len(argv) && (a.s == "-R" || a.s == "--repository" || a.s == "--add-repo" || a.s == "--repo") || strings.HasPrefix(a.s, "--repofrompath=") || strings.HasPrefix(a.s, "--add-repo=") {
			v := a.s[strings.IndexByte(a.s, '=')+1:]
			if !strings.Contains(a.s, "=") {
				v = argv[i+2].s
			}
			if _, u, ok := strings.Cut(v, ","); ok {
				v = u
			}
			if l := strings.ToLower(v); (strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")) && foreignIndex(l) && !officialSource(l) && name != "git" && name != "helm" {
				w.add("remote-install", seg, name+" is given the package repository "+clip(v, 80)+", outside the registries: what it installs comes from there")
				return
			}
		}
		// A runner told to run or add a package by its feed's URL
		// (0install run URL).
		if (a.s == "run" || a.s == "add") && i == 0 && len(argv) > 2 && !argv[2].dyn {
			if l := strings.ToLower(argv[2].s); (strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")) && foreignIndex(l) && !officialSource(l) && !downloaders(name) {
				w.add("remote-install", seg, name+" "+a.s+" fetches "+clip(argv[2].s, 80)+" and runs it")
				return
			}
		}
	}
	// A tool's setting that moves where it downloads from (mise settings
	// set node.mirror_url URL, mise settings KEY=URL).
	if len(argv) > 2 && (argv[1].s == "settings" || argv[1].s == "config") {
		rest := argv[2:]
		if len(rest) > 0 && (rest[0].s == "set" || rest[0].s == "add") {
			rest = rest[1:]
		}
		k, v := "", ""
		switch {
		case len(rest) == 1:
			k, v, _ = strings.Cut(rest[0].s, "=")
		case len(rest) >= 2:
			k, v = rest[0].s, rest[1].s
		}
		lk, lv := strings.ToLower(k), strings.ToLower(v)
		if (strings.HasPrefix(lv, "http://") || strings.HasPrefix(lv, "https://")) && foreignIndex(lv) && !officialSource(lv) &&
			containsAny(lk, []string{"mirror", "registry", "index", "precompiled", "repo", "dist", "download", "source", "url"}) {
			w.add("remote-install", seg, name+" is set to fetch from "+clip(v, 80)+" ("+clip(k, 40)+"), not its registry")
			return
		}
	}
	// git -C DIR pull URL: another repository's files into DIR.
	if name == "git" {
		dir := ""
		for i := 1; i+1 < len(argv); i++ {
			if argv[i].s == "-C" {
				dir = argv[i+1].s
				i++
				continue
			}
			if argv[i].s == "pull" && dir != "" && i+1 < len(argv) && remoteArg(argv[i+1].s) {
				mark := len(w.findings)
				w.writeDest(dest{a: destArg(dir), into: true}, seg)
				if len(w.findings) == mark {
					w.unseen(destArg(dir), seg, "git pulls "+clip(argv[i+1].s, 80)+"'s files")
				}
				return
			}
		}
	}
}

// loaderVar23 judges the variables that point a program at a file the
// line wrote: EMACSLOADPATH's folders (site-start.el and default.el run
// at every start of emacs), WGETRC (its commands as wget's -e options:
// output_document is where the download is written).
func (w *walker) loaderVar23(name, v string, depth int) {
	switch name {
	case "EMACSLOADPATH":
		for _, d := range strings.Split(v, ":") {
			if d != "" {
				w.loaded(name, path.Join(d, "site-start.el"), emacs, depth)
				w.loaded(name, path.Join(d, "default.el"), emacs, depth)
			}
		}
	case "WGETRC":
		p, ok := w.abs(v)
		if !ok {
			return
		}
		f, ok := w.files[p]
		if !ok || !f.known() {
			return
		}
		var extra []arg
		for _, l := range strings.Split(f.code, "\n") {
			if strings.Contains(l, "=") {
				extra = append(extra, arg{s: "-e"}, arg{s: strings.TrimSpace(l)})
			}
		}
		for _, a := range wgetExecute(extra) {
			if o, ok := strings.CutPrefix(a.s, "--output-document="); ok {
				w.writeOver("wget", destArg(o), name+"="+v)
			}
		}
	}
}

// programKey23 is a config key that names a program to run
// (pinentry-program, scdaemon-program, diff-command, ssh-wrapper).
func programKey23(k string) bool {
	k = strings.ToLower(k)
	return strings.HasSuffix(k, "-program") || strings.HasSuffix(k, "_program") || strings.HasSuffix(k, "-command") || strings.HasSuffix(k, "-wrapper")
}
