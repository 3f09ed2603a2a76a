package guard

import (
	"path"
	"strings"

	"github.com/hookd/hookd/wiring"
)

// Side files (blind set 20): a program writes, beside its real work, a
// dependency list, a coverage or profile record, a trace, a sanitizer or
// TLS-key log, a history, a cache or a build-info file where a variable
// or an option tells it to (DEPENDENCIES_OUTPUT, LLVM_PROFILE_FILE,
// SSLKEYLOGFILE, ASAN_OPTIONS=log_path=, -Xlog:gc:file=, --cpu-prof-dir=,
// --cache-location=, --cov-report=xml:). Pointed at a file that guards the
// session, that is a write of it by another name; pointed at a folder
// where such files live, the program writes files there the guard cannot
// name.

// sideFileKey reports the name of a variable or an option that says it
// names a file or folder the program writes: a log, history, profile,
// coverage, cache, dump, trace, report, dependency, warnings, HSTS or
// known-hosts file, a target folder. A name that says it is read (a
// config, settings, an input, a source, a key or a certificate) is not
// one.
func sideFileKey(k string) bool {
	l := strings.ToLower(k)
	for _, n := range [...]string{"conf", "setting", "input", "source", "include", "require", "read", "cert", "passw", "secret", "token", "auth", "plugin", "module", "preload"} {
		if strings.Contains(l, n) {
			return false
		}
	}
	for _, s := range [...]string{"log", "hist", "prof", "cov", "cache", "dump", "trace", "report", "junit", "output", "depend", "warnings", "hsts", "alt-svc", "knownhosts", "buildinfo", "randfile", "writerand", "target"} {
		if strings.Contains(l, s) {
			return true
		}
	}
	return false
}

// sideFileSpot reports an option name that, given its value as the next
// word, names a place: it ends like a file, folder or location.
func sideFileSpot(k string) bool {
	l := strings.ToLower(strings.TrimLeft(k, "-"))
	for _, s := range [...]string{"file", "dir", "directory", "location", "path", "folder", "prefix"} {
		if strings.HasSuffix(l, s) {
			return true
		}
	}
	return false
}

// sideFileVar judges a variable set for a command, exported or put in a
// session's environment whose name or whose own key=value settings
// (ASAN_OPTIONS=log_path=F, GORACE, JAVA_TOOL_OPTIONS=-Xlog:...:file=F)
// name a side file the program writes.
func (w *walker) sideFileVar(name, value, seg string) {
	up := strings.ToUpper(name)
	if value == "" || strings.Contains(value, dyn) || strings.HasPrefix(up, "HOOKTOOL_") || strings.HasPrefix(up, "CLAUDE_") ||
		strings.HasPrefix(up, "XDG_") || strings.HasPrefix(up, "GIT_") || up == "HISTFILE" || up == "HOME" || wiring.AgentVar(name) {
		return // (their own rules: envVar)
	}
	for i, f := range strings.Fields(value) {
		if i >= 8 {
			return
		}
		if strings.Contains(f, "=") {
			if w.sideFileSettings(name, f, seg) {
				return
			}
			continue
		}
		if i == 0 && sideFileKey(name) && w.sideFile(name, name, f, seg) {
			return
		}
	}
}

// sideFileSettings judges the key=value settings of one word
// (log_path=F, -Xlog:gc*:file=F, --cov-report=xml:F): a value whose key,
// with all that comes before it in the word, names a side file.
func (w *walker) sideFileSettings(by, word, seg string) bool {
	for j := 0; j < len(word) && j < 512; j++ {
		if word[j] != '=' {
			continue
		}
		key := word[:j]
		if !sideFileKey(key) {
			continue
		}
		val := word[j+1:]
		if k := strings.IndexByte(val, '='); k >= 0 {
			// log_path=F:verbosity=1: the value stops at the next setting.
			if c := strings.LastIndexAny(val[:k], ":,"); c >= 0 {
				val = val[:c]
			}
		}
		for _, piece := range strings.FieldsFunc(val, func(r rune) bool { return r == ':' || r == ',' }) {
			if strings.ContainsAny(piece[:1], "/~.$") && w.sideFile(by, strings.TrimLeft(key, "-"), piece, seg) {
				return true
			}
		}
	}
	return false
}

// sideFileOptions judges a program's options that name a side file it
// writes: --NAME=F (any program, the option's own word) and --NAME F when
// the option says it names a place (--hsts-file F, --cache-location F).
func (w *walker) sideFileOptions(name string, argv []arg, seg string) {
	switch name {
	case "echo", "printf", "print", "grep", "egrep", "fgrep", "rg", "ag", "ack", "help", "tldr", "alias", "trap", "set",
		"export", "declare", "typeset", "local", "readonly", "logger", "notify-send", "say", "figlet", "cowsay", "banner", "wall", "write",
		"git", "hub", "gh", "glab", "jq", "yq", "hooktool", "docker", "podman", "nerdctl", "kubectl", "redis-cli", "mongo", "mongosh":
		return // words that are text, or settings for another machine or a container
	}
	remote := name == "ssh" || name == "scp" || name == "sftp" || name == "autossh" || name == "mosh"
	for i := 1; i < len(argv) && i < 64; i++ {
		a := argv[i]
		if a.dyn || strings.Contains(a.s, "://") {
			continue
		}
		if remote {
			// Only ssh's own -o settings: the rest is a host and the
			// command it runs there.
			if v, ok := strings.CutPrefix(a.s, "-o"); ok && v != "" {
				a.s = v
			} else if a.s == "-o" && i+1 < len(argv) {
				i++
				a = argv[i]
			} else {
				continue
			}
		}
		if strings.Contains(a.s, "=") {
			if w.sideFileSettings(name, a.s, seg) {
				return
			}
			continue
		}
		if strings.HasPrefix(a.s, "-") && len(a.s) > 2 && sideFileKey(a.s) && sideFileSpot(a.s) && i+1 < len(argv) && !argv[i+1].dyn {
			if w.sideFile(name, strings.TrimLeft(a.s, "-"), argv[i+1].s, seg) {
				return
			}
		}
	}
}

// sideFile judges one side file: a protected file named is written over
// (self-protect); a folder where protected files live (an agent's
// settings folder, hooktool's state, the folder of its binary) receives
// files the guard cannot name (self-protect-unseen).
func (w *walker) sideFile(by, key, v, seg string) bool {
	p, ok := w.abs(v)
	if !ok || !strings.HasPrefix(p, "/") || p == "/" {
		return false
	}
	p = path.Clean(p)
	if what := w.protectedPath(p, false); what != "" {
		w.add("self-protect", seg, by+" writes its "+key+" file over "+what)
		return true
	}
	if what := w.protectedAbove(p); what != "" {
		w.add("self-protect-unseen", seg, by+" writes its "+key+" files into "+what)
		return true
	}
	if w.holdsBinary(p) {
		w.add("self-protect-unseen", seg, by+" writes its "+key+" files into "+clip(p, 120)+", the folder of hooktool's binary")
		return true
	}
	return false
}

// protectedAbove names the protected folder p is, or lies in, up to (not
// including) home: a Claude Code settings folder, an agent's, hooktool's
// state.
func (w *walker) protectedAbove(p string) string {
	home, sd := w.g.env.Home, ""
	if w.g.env.StatePath != "" {
		sd = path.Dir(w.g.env.StatePath)
	}
	for q, n := p, 0; q != "/" && q != "." && q != home && n < 16; q, n = path.Dir(q), n+1 {
		if sd != "" && q != sd && under(sd, q) {
			continue // a folder above hooktool's state (~/.local) is not protected whole
		}
		if what := w.protectedTree(q); what != "" {
			return what
		}
	}
	return ""
}

// tableTargets judges the daemons and one-shot tools that act on the
// paths their own tables name (blind set 20): a log rotator (logrotate,
// newsyslog, logadm) rotates away, truncates or deletes the files its
// config lists; systemd-tmpfiles creates, links over, copies over or
// removes the paths of its lines; incrontab runs a command when a watched
// path changes. A table the line wrote, piped in or gave by process
// substitution, naming a protected file, its folder or the folder of
// hooktool's binary, acts on it.
func (w *walker) tableTargets(name string, argv []arg, seg string, in input) {
	switch name {
	case "logrotate", "newsyslog", "logadm", "systemd-tmpfiles", "incrontab":
	default:
		return
	}
	var texts []string
	if in.hasCode {
		texts = append(texts, in.code)
	}
	w.argFiles(argv, func(_ string, f written) bool {
		texts = append(texts, f.code)
		return false
	})
	if name == "systemd-tmpfiles" && w.g.env.Home != "" {
		// (its user tables: ~/.config/user-tmpfiles.d, written earlier)
		for p, f := range w.files {
			if strings.HasPrefix(p, w.g.env.Home+"/.config/user-tmpfiles.d/") && f.known() {
				texts = append(texts, f.code)
			}
		}
	}
	w.tableTexts(name, texts, seg)
}

// tableTexts judges the tables of a rotator, tmpfiles or incrontab for
// the protected paths they name.
func (w *walker) tableTexts(name string, texts []string, seg string) {
	switch name {
	case "logrotate", "newsyslog", "logadm", "systemd-tmpfiles", "incrontab":
	default:
		return
	}
	for _, t := range texts {
		for n, word := range strings.Fields(t) {
			if n >= 512 {
				break
			}
			word = strings.Trim(word, `"'{};`)
			if !strings.HasPrefix(word, "/") && !strings.HasPrefix(word, "~/") {
				continue
			}
			p, ok := w.abs(word)
			if !ok || p == "/" {
				continue
			}
			p = path.Clean(p)
			what := w.protectedPath(p, true)
			if what == "" {
				what = w.protectedAbove(p)
			}
			if what == "" && w.isBinary(p) {
				what = "hooktool's binary"
			}
			if what != "" {
				w.add("self-protect", seg, name+"'s table names "+clip(p, 80)+" ("+what+"), which it rotates, removes, replaces or watches")
				return
			}
		}
	}
}
