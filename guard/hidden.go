package guard

import (
	"slices"
	"strings"
)

// Commands hidden in the arguments of a program the guard does not know.
//
// A wrapper the unwrapper lists (sudo, nix-shell, uv run ...) is followed
// exactly. Any other program may run its words as a command too
// (flatpak-spawn --host rm -rf ~, gdb -ex 'shell ...'), so when a program
// that is not known to take its words as data gets no verdict of its own,
// two generic checks run:
//
//   - its words from some position on are judged as a command;
//   - a string argument that reads like shell code is parsed and judged.
//
// Whatever either finds asks (a deny found there becomes ask: the guard
// cannot be sure the program runs it), with the program named in "found
// in" (the words of PROGRAM, a string given to PROGRAM). Neither check
// looks further inside what it found (one level), so prose in a message or
// a long word list costs a bounded number of small parses.

// Scan levels of the walker: what a nested judge may still look into.
const (
	scanAll   = iota // the top level: words and strings
	scanWords        // inside a string: its words only
	scanNone         // inside a scan: nothing further
)

// maxHiddenTries bounds the argument positions and strings tried per
// command, and maxHiddenWords the words judged over all positions (each
// try judges the words from its position on).
const (
	maxHiddenTries = 8
	maxHiddenWords = 40
	maxCandidates  = 8 // code candidates taken from one string
)

// commandHidden judges a command, then, when nothing was found, what its
// arguments may hide.
func (w *walker) commandHidden(name string, argv []arg, seg string, depth int, in input) output {
	mark, pended := len(w.findings), w.pended
	defer func() {
		if len(w.findings) == mark {
			w.judgePending(name, pended) // (the texts of files written before it: pending.go)
		}
	}()
	var earlier map[string]bool // the files written before this command
	if len(w.files) > 0 {
		earlier = make(map[string]bool, len(w.files))
		for p := range w.files {
			earlier[p] = true
		}
	}
	out := w.command(name, argv, seg, depth, in)
	if !out.download && w.fetched(name, argv) {
		out.download = true // (fetched.go)
	}
	if len(w.findings) == mark && len(earlier) > 0 && !dataArgs(name) && !fileViewer(name) {
		words := make([]string, 0, len(argv))
		for _, a := range argv[1:] {
			if !a.dyn {
				words = append(words, a.s)
			}
		}
		w.namedFiles(name, words, seg, depth, earlier)
	}
	if len(w.findings) == mark && !dataArgs(name) && !fileViewer(name) && w.scan == scanAll {
		w.protectedWords(name, argv, seg)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.sideFileOptions(name, argv, seg) // (sidefile.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.tableTargets(name, argv, seg, in) // (sidefile.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.fileInputs(name, argv, seg, depth, in) // (blind21.go)
	}
	if len(w.findings) == mark && w.scan == scanAll && fileViewer(name) {
		w.editorOpens(name, argv, seg, depth) // (blind21.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.more22(name, argv, seg, depth, in) // (blind22.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.more23(name, argv, seg, depth, in) // (blind23.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.more24(name, argv, seg, depth, in) // (blind24.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.more24b(name, argv, seg, depth, in) // (blind24b.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.settingsValues(name, argv, seg)
	}
	if len(w.findings) == mark && w.scan == scanAll && !dataArgs(name) {
		w.dataStoreVerbs(name, argv, seg)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.programOptions(name, argv, seg, depth, in)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.served(name, argv, seg) // (served.go)
	}
	if len(w.findings) == mark && w.scan == scanAll && !dataArgs(name) && !shells(name) {
		w.wayIn21(name, argv, seg) // (blind21.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.waysIn(name, argv, seg) // (waysin.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.envLeaves(name, argv, seg, in) // (fetched.go)
	}
	if len(w.findings) == mark && gitDirSent(argv) {
		w.add("git-push-unhooked", seg, name+" copies a repository's .git folder to another machine: its whole history, which no pre-push scan reads")
	}
	if len(w.findings) == mark && releaser(name, argv) {
		w.add("publish-package", seg, name+" tags, pushes and publishes a release")
	}
	if len(w.findings) == mark {
		if why := registryUpload(name, argv); why != "" { // (publishany.go)
			w.add("publish-package", seg, why)
		}
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.bootstrapRepo(name, argv, seg) // (bootstrap.go)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		w.ciRun(name, argv, seg, depth) // (cilocal.go)
	}
	if len(w.findings) == mark {
		w.hidden(name, argv, seg, depth)
	}
	if len(w.findings) == mark && w.scan == scanAll {
		// (After the words and strings were tried as commands: a
		// config language's own effect, asked about: dsl.go.)
		w.hiddenRun(name, "", seg, scanWords, func() { w.dslEffects(name, argv, seg) })
	}
	if len(w.findings) == mark && !dataArgs(name) && !fileViewer(name) {
		w.homeAimed(name, argv, seg)
	}
	if len(w.findings) == mark && (!dataArgs(name) || pluginInstall(name, argv)) && !fileViewer(name) {
		w.anyInstall(name, argv, seg)
	}
	if len(w.findings) == mark && in.hasCode && w.scan == scanAll && (!dataArgs(name) || batchClient(name)) && langOf(name) == nil {
		// Text fed on stdin to a program with a command language of its
		// own (ftp <<< '!rm ...', sqlite3 <<< '.shell ...', a roff
		// document's ".sy CMD" or ".pi sh"): a line that starts with a
		// shell escape, or with a document's request word, is tried as
		// shell code. So is a line that is a whole command the guard
		// stops at its worst (a home folder's delete, a download run
		// by a shell): a program that runs its input's lines runs it,
		// and no mail body or query spells one by chance. Other lines
		// are the program's data.
		tries := 0
		for n, line := range strings.Split(in.code, "\n") {
			if n >= maxDotLines {
				break
			}
			code, ok := shellEscape(line)
			inner := false
			if ok && len(code) > 1 && (code[0] == '"' || code[0] == '\'') && code[len(code)-1] == code[0] {
				code, inner = code[1:len(code)-1], true // (kdb+'s system "CMD")
			}
			if !ok && !stdinData(name) && !sqlClient(name) {
				t := strings.TrimSpace(line)
				if critical(t, w.g.env.Home) {
					code, ok, inner = homeAsShell(t, w.g.env.Home), true, true
				} else if f := strings.Fields(t); len(f) > 2 && len(f[0]) <= 12 {
					// A client's own one-word escape (sqlplus's HOST,
					// isql's SHELL, any other) before a command the guard
					// stops at its worst.
					if rest := strings.TrimRight(strings.TrimSpace(t[len(f[0]):]), "; "); critical(rest, w.g.env.Home) {
						code, ok, inner = homeAsShell(rest, w.g.env.Home), true, true
					}
				}
			}
			if !ok {
				continue
			}
			for _, code := range codeCandidates(code, inner) {
				if tries++; tries > maxHiddenTries {
					return out
				}
				if w.hiddenRun(name, "", seg, scanWords, func() { w.script(code, depth+1, "input given to "+name) }) {
					return out
				}
			}
		}
	}
	return out
}

// hidden runs the generic checks over one command that got no finding.
func (w *walker) hidden(name string, argv []arg, seg string, depth int) {
	if w.scan == scanNone || len(argv) < 2 || dataArgs(name) || diskInspect(name, argv[1:]) {
		return
	}
	tries, words := 0, 0
	for i := 1; i < len(argv) && tries < maxHiddenTries && !machineManager(name); i++ {
		if packageVerb(argv[i-1].s) {
			// install NAME...: package names, not commands, unless a "--"
			// starts a command after them (pueue add -- CMD).
			j := indexOf(argv[i:], "--")
			if j < 0 {
				break
			}
			i += j
			continue
		}
		if !plausibleHead(argv[i]) {
			continue
		}
		if argv[i].s == "install" && !coreInstallWords(argv[i+1:]) {
			continue // cargo install --path X --root DIR: the manager's own verb, with options coreutils' install has not
		}
		if strings.HasPrefix(argv[i-1].s, "-") && powerWord(argv[i].s) {
			continue // swipl -t halt, --query-goal halt: an option's value (a Prolog goal, not the command)
		}
		if words += len(argv) - i; words > maxHiddenWords {
			break // a long word list: the wrapper's command comes early
		}
		tries++
		// The words are judged with no further scan: the loop itself
		// tries every later position.
		if w.hiddenRun(name, "the words of "+name, seg, scanNone, func() { w.judge(argv[i:], seg, depth+1, input{}) }) {
			return
		}
	}
	if w.scan != scanAll {
		return
	}
	if l := langOf(name); l != nil && !(l == awk && pipesToCommand(argv)) {
		// Interpreter code is read by interp: a string literal there is
		// data (print("rm -rf ~")) unless a shell call takes it. awk's
		// print ... | "sh" hands its text to a command: that is scanned.
		return
	}
	tries = 0
	for i := 1; i < len(argv) && tries < maxHiddenTries; i++ {
		a := argv[i]
		if textOption(argv[i-1].s) && !strings.HasPrefix(a.s, "-") || textOption(a.s) {
			// --message "...", -m "...": prose, not code. An option after
			// a one-letter text flag (zip -T --unzip-command=CMD, where -T
			// tests the archive) is not its value.
			continue
		}
		// Code of a language the guard does not read (Racket, Nim,
		// babashka, a TeX engine's Lua): a delete of the home folder by
		// the language's own name for it, and shell commands its strings
		// build with the home folder ("rm -rf " .. os.getenv("HOME")).
		if !a.dyn && pythonText(a.s) && w.hiddenRun(name, "", seg, scanWords, func() { w.scanCode(name, python, a.s, seg, depth+1) }) {
			// An application hosting Python (pymol -d, calibre-debug -c,
			// gimp's python-fu-eval -b): the string is Python by its own
			// syntax, read as python3 -c would be.
			return
		}
		text := homeAsShell(a.s, w.g.env.Home)
		if deletesHome(a.s) || deletesHomeIn(text, w.g.env.Home) || looseHomeDelete(a.s) {
			w.hiddenRun(name, "", seg, scanWords, func() { w.add("rm-root", seg, "a string given to "+name+" deletes your home folder") })
			return
		}
		for _, code := range codeCandidates(text, !sqlClient(name)) {
			if tries++; tries > maxHiddenTries {
				return
			}
			if w.hiddenRun(name, "", seg, scanWords, func() { w.script(code, depth+1, "a string given to "+name) }) {
				return
			}
		}
	}
}

// hiddenRun runs one scan and keeps what it found, at least as ask; it
// reports whether anything was found. The scan's own bookkeeping (commands
// judged, folders changed) does not leak into the walk of the real command.
func (w *walker) hiddenRun(name, via, seg string, level int, f func()) bool {
	mark, judged, allowed, cwd, scan, ncmds, nlinks := len(w.findings), w.judged, w.allowed, w.cwd, w.scan, len(w.cmds), len(w.links)
	w.scan = level
	if via != "" {
		w.via = append(w.via, via)
	}
	f()
	if via != "" {
		w.via = w.via[:len(w.via)-1]
	}
	w.scan, w.cwd, w.judged, w.allowed, w.links = scan, cwd, judged, allowed, w.links[:nlinks]
	kept := w.findings[:mark]
	for _, f := range w.findings[mark:] {
		if f.Rule == "unparseable" || f.Rule == "self-protect-unseen" {
			// Not being code is the usual case for an argument, and a
			// word taken for a command has no input the guard could read.
			continue
		}
		if f.Decision == Deny {
			f.Decision = Ask
		}
		f.Segment = clip(seg, 500)
		kept = append(kept, f)
	}
	w.findings = kept
	if len(kept) == mark {
		w.cmds = w.cmds[:ncmds]
		return false
	}
	w.tracef("%s: its arguments hold a command the guard stops", name)
	return true
}

// plausibleHead reports a word that can name a program: a plain name, or
// an absolute path into a bin folder. Words with dots, equals signs or
// unknown parts are file names, settings or values.
func plausibleHead(a arg) bool {
	s := a.s
	if a.dyn || a.glob || s == "" || len(s) > 64 || s[0] == '-' || s[0] == '+' {
		return false
	}
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		if !binDir(s[:i+1]) {
			return false
		}
		s = s[i+1:]
	}
	letter := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			letter = true
		case c >= '0' && c <= '9' || c == '-' || c == '_' || c == '[' || c == '!' || c == '\\':
		default:
			return false
		}
	}
	return letter || s == "[" || s == "!"
}

func binDir(d string) bool {
	switch d {
	case "/bin/", "/sbin/", "/usr/bin/", "/usr/sbin/", "/usr/local/bin/", "/usr/local/sbin/", "/opt/homebrew/bin/":
		return true
	}
	return false
}

// textOption reports an option whose value is prose (a message, a title),
// in --name=value or --name value form.
func textOption(s string) bool {
	if !strings.HasPrefix(s, "-") {
		return false
	}
	s = strings.TrimLeft(s, "-")
	if i := strings.IndexByte(s, '='); i >= 0 {
		s = s[:i]
	}
	switch strings.ToLower(s) {
	case "m", "message", "msg", "title", "t", "body", "b", "description", "desc", "summary", "comment", "subject", "s", "note", "notes", "text", "label", "reason", "body-text", "notes-text":
		return true
	}
	return false
}

// codeCandidates are the parts of a string argument that may be shell code
// given to the program: the string itself (after a leading ! or |), an
// option's value (--opt=CODE), and the quoted strings inside it (an
// editor's (shell-command "CODE"), awk's print "CODE" | "sh"). Only parts
// whose first word can name a program and that have a second word are
// kept: the cheap test that keeps parsing off ordinary arguments. inner is
// false for SQL, whose quoted strings are values; its shell escape
// (\! CMD, .shell CMD) starts the argument.
// settingName reports a word that names a setting before "=": letters,
// digits, '_', '.', '-' and ':', starting with a letter.
func settingName(k string) bool {
	if k == "" || len(k) > 64 || !isLetterByte(k[0]) {
		return false
	}
	for i := 0; i < len(k); i++ {
		if c := k[i]; !isLetterByte(c) && !(c >= '0' && c <= '9') && c != '_' && c != '.' && c != '-' && c != ':' {
			return false
		}
	}
	return true
}

func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func codeCandidates(s string, inner bool) []string {
	if len(s) < 4 || len(s) > 4096 || !strings.ContainsAny(s, " \t") {
		return nil
	}
	var out []string
	add := func(c string) {
		c = strings.TrimSpace(c)
		// Ghostscript's and PostScript's %pipe%CMD (and "%|CMD") is an
		// output file that is a command.
		c = strings.TrimPrefix(strings.TrimPrefix(c, "%pipe%"), "%|")
		c = strings.TrimLeft(c, "\\!|.+:$%")
		c = strings.TrimSpace(c)
		if t, ok := strings.CutSuffix(c, "|"); ok && strings.ContainsAny(strings.TrimSpace(t), " \t") && len(out)+1 < maxCandidates {
			// "CMD |" (mutt's source, Perl's open): the command runs and
			// what it prints is read as the program's own code, as a
			// shell reads what is piped into it.
			c = strings.TrimSpace(t)
			if looksLikeCommand(c) && strings.Contains(c, "://") {
				out = append(out, c+" | sh") // (a download read as code)
			}
		}
		// Text typed into a program ends with its C escape for the
		// newline (empty -s 'CMD\n', a key macro's CMD\n).
		c = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(c, `\n`), `\r`))
		// A program and its arguments joined by commas (gcc's -wrapper
		// sh,-c,CMD, rtorrent's execute2=sh,-c,CMD): the shell's command.
		if f := strings.SplitN(c, ",", 3); len(f) == 3 && f[1] == "-c" && shells(base(f[0])) {
			c = strings.TrimSpace(f[2])
		}
		// A chat client's or editor's slash or tilde command (/exec,
		// ~!): an escape word like "shell".
		slash := (strings.HasPrefix(c, "/") || strings.HasPrefix(c, "~")) && strings.ContainsAny(c, " \t") && !strings.Contains(c[1:strings.IndexAny(c, " \t")], "/")
		if len(out) < maxCandidates && (looksLikeCommand(c) || slash) && !slices.Contains(out, c) {
			out = append(out, c)
			// "shell CMD", "1e CMD", "run CMD": a one-word escape, then the
			// command, which may be a whole pipeline.
			rest := strings.TrimSpace(c[strings.IndexAny(c, " \t"):])
			if len(out) < maxCandidates && looksLikeCommand(rest) {
				out = append(out, rest)
			}
			// "/exec -sh CMD", "exec -bg CMD": the escape's own options,
			// then the command.
			for k := 0; k < 3 && strings.HasPrefix(rest, "-") && strings.ContainsAny(rest, " \t"); k++ {
				rest = strings.TrimSpace(rest[strings.IndexAny(rest, " \t"):])
				if len(out) < maxCandidates && looksLikeCommand(rest) && !strings.HasPrefix(rest, "-") {
					out = append(out, rest)
					break
				}
			}
		}
	}
	word := func(s string) {
		if strings.HasPrefix(s, "-") {
			if _, v, ok := strings.Cut(s, "="); ok {
				add(v)
			}
		} else {
			add(s)
			if k, v, ok := strings.Cut(s, "="); ok && settingName(k) {
				// A setting given as NAME=VALUE (POV-Ray's
				// Pre_Scene_Command=CMD, make's VAR=CMD, a hook=CMD
				// option of a tool's own): its value.
				add(v)
			}
		}
	}
	word(s)
	if !inner {
		return out
	}
	// The quoted strings inside (an editor's (shell-command "CMD"), awk's
	// print "CMD" | "sh"), the statements of a client's own command
	// language (lftp -c 'open x; !rm ...'), and the text inside
	// parentheses (fzf's execute(CMD)).
	var argv []string // the quoted strings in a row: an argument list (System.cmd("rm", ["-rf", DIR]))
	for i := 0; i < len(s) && len(out) < maxCandidates; i++ {
		q := s[i]
		if q != '"' && q != '\'' && q != '`' {
			continue
		}
		j := strings.IndexByte(s[i+1:], q)
		if j < 0 {
			break
		}
		if q == '"' && j > 0 && s[i+j] == '\\' {
			// A double-quoted string with escaped quotes inside (a
			// config language's set NAME="sh -c \"CMD\"", a TOML
			// value): the string as the program reads it, and its
			// option's or setting's value.
			if t, n := escapedString(s[i+1:]); n > 0 {
				word(t)
				i += n + 1
				continue
			}
		}
		word(s[i+1 : i+1+j])
		if len(argv) < 16 {
			argv = append(argv, shellWord(s[i+1:i+1+j]))
		}
		i += j + 1
	}
	if len(argv) > 1 && len(out) < maxCandidates {
		add(strings.Join(argv, " "))
		// A shell call of a command string and its arguments
		// (process/shell "rm -rf" dir): the first string split too.
		add(strings.Join(rawStrings(s, 16), " "))
	}
	// A block's body: an exported bash function's "() { CMD; }", Perl's
	// "BEGIN { system ... }".
	for i := strings.IndexByte(s, '{'); i >= 0 && len(out) < maxCandidates; {
		j := strings.IndexByte(s[i+1:], '}')
		if j < 0 {
			break
		}
		for _, piece := range strings.Split(s[i+1:i+1+j], ";") {
			add(piece)
		}
		k := strings.IndexByte(s[i+1+j:], '{')
		if k < 0 {
			break
		}
		i = i + 1 + j + k
	}
	// Raku's word lists (run <rm -rf DIR>) and other angle-quoted words;
	// the text after a markup element's or a key macro's name (an XML
	// build file's <PreBuildEvent>CMD</...>, mutt's push
	// "<shell-escape>CMD<enter>").
	for i := strings.IndexByte(s, '<'); i >= 0 && len(out) < maxCandidates; {
		j := strings.IndexByte(s[i+1:], '>')
		if j < 0 {
			break
		}
		add(s[i+1 : i+1+j])
		if rest := s[i+2+j:]; rest != "" && !strings.HasPrefix(s[i+1:], "/") {
			if k := strings.IndexByte(rest, '<'); k > 0 {
				add(xmlText(rest[:k]))
			}
		}
		k := strings.IndexByte(s[i+1+j:], '<')
		if k < 0 {
			break
		}
		i = i + 1 + j + k
	}
	if strings.ContainsAny(s, ";\n") {
		for _, piece := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '\n' }) {
			add(piece)
		}
	}
	for i := strings.IndexByte(s, '('); i >= 0 && len(out) < maxCandidates; {
		j := strings.IndexByte(s[i+1:], ')')
		if j < 0 {
			break
		}
		add(strings.Trim(s[i+1:i+1+j], `"'`))
		k := strings.IndexByte(s[i+1:], '(')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return out
}

// xmlText undoes the entities a markup file's text uses.
func xmlText(s string) string {
	if !strings.Contains(s, "&") {
		return s
	}
	return strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", `"`, "&apos;", "'").Replace(s)
}

// escapedString reads a double-quoted string whose quotes inside are
// escaped with a backslash, from just after its opening quote: the text
// with the escapes undone, and the length read up to the closing quote
// (0 when there is none).
func escapedString(s string) (string, int) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\\' && i+1 < len(s):
			i++
			if s[i] != '"' && s[i] != '\\' {
				b.WriteByte('\\')
			}
			b.WriteByte(s[i])
		case c == '"':
			return b.String(), i + 1
		default:
			b.WriteByte(c)
		}
	}
	return "", 0
}

// shellWord spells one string of an argument list as a shell word: as it
// is when it is a plain word, quoted otherwise.
func shellWord(v string) string {
	for i := 0; i < len(v); i++ {
		c := v[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_./~:=@%+-,", c) >= 0) {
			return shQuote(v)
		}
	}
	if v == "" {
		return "''"
	}
	return v
}

// looksLikeCommand: a first word that can name a program, then more words.
func looksLikeCommand(c string) bool {
	sp := strings.IndexAny(c, " \t")
	if sp <= 0 || strings.TrimSpace(c[sp:]) == "" {
		return false
	}
	return plausibleHead(arg{s: c[:sp]})
}

// dataArgs lists programs whose words are data (printed, searched,
// looked up) or that the guard's own rules read word by word, so a
// dangerous-looking phrase among them is not a command.
func dataArgs(name string) bool {
	switch name {
	case "echo", "printf", "print", "grep", "egrep", "fgrep", "rg", "ag", "ack", "help", "tldr",
		"whatis", "apropos", "which", "whereis", "type", "test", "[", "[[", "hash", "complete", "compgen", "history",
		"read", "declare", "typeset", "local", "export", "readonly", "unset", "alias", "unalias", "trap", "set", "shift",
		"git", "hub", "rm", "rimraf", "unlink", "trash-put", "find", "mv", "cp", "ln", "dd", "shred", "chmod", "chown", "chgrp",
		"cat", "tee", "head", "tail", "wc", "sort", "uniq", "cut", "tr", "jq", "yq", "diff", "cmp",
		"cd", "pushd", "popd", "ls", "stat", "file", "touch", "mkdir", "rmdir", "basename", "dirname", "realpath", "readlink",
		"hooktool", "logger", "notify-send", "say", "figlet", "cowsay", "banner", "wall", "write",
		"ssh", "scp", "sftp", "docker", "podman", "nerdctl", "kubectl", "gh", "glab", "kill", "pkill", "killall", "pgrep",
		"curl", "wget", "redis-cli", "mongo", "mongosh":
		return true
	}
	return false
}

// powerWord is a command that alone stops the machine.
func powerWord(s string) bool {
	switch s {
	case "halt", "reboot", "poweroff", "shutdown":
		return true
	}
	return false
}

// fileViewer reports a program that shows or edits the files it is given
// and runs none of them.
func fileViewer(name string) bool {
	switch name {
	case "less", "more", "most", "bat", "batcat", "nl", "od", "xxd", "hexdump", "strings", "vi", "vim", "nvim", "nano", "emacs",
		"code", "open", "xdg-open", "column", "fold", "fmt", "paste", "join", "comm", "sha256sum", "md5sum", "base64", "gzip", "zip", "tar":
		return true
	}
	return false
}

// gitRuns judges the commands git subcommands run: bisect run CMD,
// submodule foreach CMD, difftool/mergetool -x CMD, grep -O CMD.
func (w *walker) gitRuns(args []arg, seg string, depth int) {
	args = skipOpts(args, "cC", "--git-dir", "--work-tree", "--namespace", "--exec-path", "--config-env")
	if len(args) == 0 {
		return
	}
	sub, rest := args[0].s, args[1:]
	run := func(code, via string) {
		w.via = append(w.via, "git "+sub)
		w.script(code, depth+1, via)
		w.via = w.via[:len(w.via)-1]
	}
	switch sub {
	case "bisect":
		if len(rest) > 1 && rest[0].s == "run" {
			w.via = append(w.via, "git bisect run")
			w.judge(rest[1:], seg, depth+1, input{})
			w.via = w.via[:len(w.via)-1]
		}
	case "submodule":
		for i, a := range rest {
			if a.s == "foreach" {
				code := skipOpts(rest[i+1:], "")
				if len(code) > 0 {
					run(w.joinCode(code), "git submodule foreach")
				}
				return
			}
		}
	case "difftool", "mergetool", "grep":
		for i, a := range rest {
			name, v, eq := strings.Cut(a.s, "=")
			switch {
			case sub != "grep" && (name == "-x" || name == "--extcmd") || sub == "grep" && (name == "-O" || name == "--open-files-in-pager"):
				if eq {
					run(v, "git "+sub+" "+name)
				} else if i+1 < len(rest) && sub != "grep" {
					run(w.codeOf(rest[i+1]), "git "+sub+" "+name)
				}
			case sub == "grep" && strings.HasPrefix(a.s, "-O") && len(a.s) > 2:
				run(a.s[2:], "git grep -O")
			}
		}
	}
}

// pipesToCommand reports an awk program that prints into a command
// (print ... | "sh").
func pipesToCommand(argv []arg) bool {
	for _, a := range argv[1:] {
		if strings.Contains(a.s, `| "`) || strings.Contains(a.s, `|"`) {
			return true
		}
	}
	return false
}

// sqlClient reports a database shell whose arguments are SQL.
func sqlClient(name string) bool {
	switch name {
	case "psql", "mysql", "mariadb", "sqlite3", "duckdb", "clickhouse-client", "cockroach":
		return true
	}
	return false
}

// pythonText reports a string that is Python by its own syntax: it starts
// with an import statement.
func pythonText(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "import ") {
		f := strings.Fields(t[7:])
		return len(f) > 0 && strings.IndexFunc(strings.TrimRight(f[0], ";,"), func(r rune) bool {
			return !(r == '_' || r == '.' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
		}) < 0
	}
	if strings.HasPrefix(t, "from ") {
		f := strings.Fields(t)
		return len(f) >= 4 && f[2] == "import"
	}
	return false
}

// coreInstallWords reports words coreutils' install accepts: each long
// option is one of its own (or a prefix of one).
func coreInstallWords(args []arg) bool {
	for _, a := range args {
		if a.s == "--" {
			return true
		}
		if !strings.HasPrefix(a.s, "--") || a.dyn {
			continue
		}
		k, _, _ := strings.Cut(a.s, "=")
		ok := false
		for _, o := range [...]string{"--backup", "--compare", "--directory", "--group", "--mode", "--owner", "--preserve-timestamps", "--strip", "--strip-program",
			"--suffix", "--target-directory", "--no-target-directory", "--verbose", "--preserve-context", "--context", "--debug", "--help", "--version"} {
			if strings.HasPrefix(o, k) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// packageVerb reports a subcommand whose words are package or module
// names (pip install reboot, brew info shred).
func packageVerb(s string) bool {
	switch s {
	case "install", "i", "add", "uninstall", "remove", "upgrade", "update", "info", "show", "view", "search", "download", "fetch", "why", "depends", "rdepends", "policy", "outdated":
		return true
	}
	return false
}

// shellEscape returns the command of a line that starts with a program's
// shell escape (!CMD, \! CMD, .shell CMD, .system CMD, shell CMD).
func shellEscape(line string) (string, bool) {
	t := strings.TrimSpace(line)
	if len(t) > 4 && t[0] == '.' && isLetterByte(t[1]) {
		// A roff request that runs a command (.sy, .pi, .pso, and a
		// macro package's own): its words after the request name.
		if i := strings.IndexByte(t, ' '); i > 1 && i <= 5 && strings.TrimSpace(t[i:]) != "" {
			return strings.TrimSpace(t[i:]), true
		}
	}
	// (~! and ~| are the mail clients' tilde escapes: a shell command,
	// and the message piped through one.)
	for _, p := range [...]string{"\\!", "!", "~!", "~|", ".shell ", ".system ", "shell ", "system "} {
		if rest, ok := strings.CutPrefix(t, p); ok && strings.TrimSpace(rest) != "" {
			return strings.TrimSpace(rest), true
		}
	}
	return "", false
}

// batchClient reports a client whose arguments are data but whose input
// is its own command language, with a shell escape (sftp -b -).
func batchClient(name string) bool {
	return name == "sftp"
}

// stdinData reports a program whose input is text it sends, stores or
// transforms, never runs: a mailer's body, a filter's or an encoder's
// stream, the clipboard, a printer. ("rm -rf ~ happened in the old
// script" mailed to a colleague is prose.)
func stdinData(name string) bool {
	switch name {
	case "mail", "mailx", "sendmail", "mutt", "neomutt", "s-nail", "msmtp", "ssmtp", "sed", "tr", "rev", "fold", "fmt",
		"column", "paste", "nl", "base64", "base32", "basenc", "xxd", "od", "hexdump", "gzip", "bzip2", "xz", "zstd", "lz4",
		"gpg", "openssl", "age", "pbcopy", "xclip", "xsel", "wl-copy", "less", "more", "most", "pv", "sponge", "ts",
		"iconv", "dos2unix", "unix2dos", "expand", "unexpand", "aspell", "hunspell", "lolcat", "espeak", "spd-say",
		"enscript", "a2ps", "lp", "lpr", "diff", "comm", "split", "csplit", "md5sum", "sha256sum", "sha1sum", "b2sum":
		return true
	}
	return false
}

// critical reports a line that is, by itself, a command the guard stops
// at its worst: a delete of the home folder or of the root, or a
// download piped into a shell.
func critical(t, home string) bool {
	if len(t) < 6 || len(t) > 4096 {
		return false
	}
	if strings.ContainsAny(t, `"'`) {
		// A string in a line of code (system("rm -rf ~"),
		// os:cmd("curl ... | sh")): the command it holds.
		for _, q := range rawStrings(homeAsShell(t, home), 8) {
			if q != t && critical(q, home) {
				return true
			}
		}
	}
	if deletesHome(t) || deletesHomeIn(homeAsShell(t, home), home) {
		return true
	}
	// A shell delete aimed at the home folder or the root (the walk
	// judges the line itself: this only picks it out).
	f := strings.Fields(t)
	if len(f) > 1 && (f[0] == "sudo" || f[0] == "doas") {
		f = f[1:]
	}
	if len(f) > 1 {
		switch base(f[0]) {
		case "rm", "rmdir", "shred", "find", "unlink", "trash", "trash-put", "srm", "wipe", "dd":
			for _, a := range f[1:] {
				a = strings.Trim(a, `"'`)
				if a == "/" || a == "/*" || strings.HasPrefix(a, "~") || strings.HasPrefix(a, "$HOME") || strings.HasPrefix(a, "${HOME}") || home != "" && (a == home || strings.HasPrefix(a, home+"/")) {
					return true
				}
			}
		}
	}
	for _, sh := range []string{"| sh", "|sh", "| bash", "|bash", "| zsh"} {
		if strings.Contains(t, sh) && (strings.Contains(t, "curl ") || strings.Contains(t, "wget ")) {
			return true
		}
	}
	return false
}

// machineManager reports a manager of virtual machines or containers,
// whose subcommands name what happens to a guest (vagrant halt, virsh
// shutdown web): words such as halt and shutdown there are not this
// machine's commands. Their string arguments are still scanned.
func machineManager(name string) bool {
	switch name {
	case "vagrant", "virsh", "vboxmanage", "multipass", "lxc", "incus", "qm", "pct", "limactl", "colima", "docker-machine",
		"minikube", "kind", "k3d", "orb", "orbctl", "prlctl", "utmctl", "vmrun", "xl", "podman-machine", "tart", "firecracker":
		return true
	}
	return false
}

// rawStrings are the first n quoted strings of s, as written inside
// their quotes.
func rawStrings(s string, n int) []string {
	var out []string
	for i := 0; i < len(s) && len(out) < n; i++ {
		q := s[i]
		if q != '"' && q != '\'' {
			continue
		}
		j := strings.IndexByte(s[i+1:], q)
		if j < 0 {
			break
		}
		out = append(out, s[i+1:i+1+j])
		i += j + 1
	}
	return out
}

// gitDirSent reports a copy of a .git folder to another machine (rsync
// -a .git/ host:/srv/app.git/, scp -r .git host:): the history published
// around git push.
func gitDirSent(argv []arg) bool {
	git, remote := false, false
	for _, a := range argv[1:] {
		s := strings.TrimRight(a.s, "/")
		switch {
		case strings.HasPrefix(a.s, "-"):
		case s == ".git" || strings.HasSuffix(s, "/.git"):
			git = true
		case remoteArg(a.s) && !strings.Contains(a.s, "://") || strings.HasPrefix(a.s, "rsync://") || strings.HasPrefix(a.s, "sftp://"):
			remote = true
		}
	}
	return git && remote
}

// programOption reports an option whose value is a program the command
// runs (split --filter, sort --compress-program, tar's
// --use-compress-program, a --rsh, --exec, --editor, --pager, --hook).
func programOption(opt string) bool {
	o := strings.ToLower(strings.TrimLeft(opt, "-"))
	if o == "" || len(opt)-len(o) != 2 {
		return false // (long options only: -e and -c mean other things in each tool)
	}
	for _, w := range []string{"program", "filter", "command", "cmd", "exec", "shell", "editor", "pager", "hook", "rsh", "compress", "askpass"} {
		if strings.Contains(o, w) {
			return true
		}
	}
	return false
}

// programOptions judges the programs a command's options name, whatever
// the command (sort and split take their words as data, not these):
// the value is a command line; a bare shell there reads the input the
// command is fed.
func (w *walker) programOptions(name string, argv []arg, seg string, depth int, in input) {
	for i := 1; i < len(argv); i++ {
		opt, val, ok := strings.Cut(argv[i].s, "=")
		if !ok {
			if !programOption(argv[i].s) || i+1 >= len(argv) {
				continue
			}
			opt, val = argv[i].s, argv[i+1].s
		}
		if !programOption(opt) || argv[i].dyn || strings.TrimSpace(val) == "" {
			continue
		}
		if shells(base(strings.Fields(val)[0])) && len(strings.Fields(val)) == 1 && in.hasCode {
			if w.hiddenRun(name, "", seg, scanWords, func() { w.script(in.code, depth+1, "input "+name+" hands "+val) }) {
				return
			}
			continue
		}
		if looksLikeCommand(val) && w.hiddenRun(name, "", seg, scanWords, func() { w.script(val, depth+1, name+" "+opt) }) {
			return
		}
	}
}
