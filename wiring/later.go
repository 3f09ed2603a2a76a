package wiring

import (
	"path"
	"path/filepath"
	"strings"
)

// Programs the agent leaves to run later (red-team round 9, R27-R31): a
// login item, a user service, an editor task run on folder open, a
// logout file, a prompt hook. What they will do cannot be known in
// general, but one that names a wiring file (or an agent's variable) in
// its own text, or in the script it runs, is a change the tripwire can
// see when it is made: such a line counts.

// SyntaxLater reads a file that runs a program later (an XDG autostart
// entry, a systemd user unit, an editor's tasks.json): its lines that
// count as a start-up file's do (StartupLine), and so do those that name
// a wiring file or an agent's variable (NamesWiring). The tripwire adds
// the same lines of the scripts it names (LaterRefs).
const SyntaxLater = "later"

// wiringMarks are the spellings, lower case, by which a line names an
// agent's wiring: its config folders and files, hooktool, git's hooks.
// A line of a login item or a task that names one of them reaches into
// the wiring; an ordinary one (a chat app, `npm test`) names none.
var wiringMarks = []string{
	".claude/", ".claude.json", "/.claude", ".codex/", "/.codex", ".gemini/", "/.gemini", ".copilot/", "/.copilot",
	".openclaw", ".pi/agent", ".pi/extensions", "opencode/", "/.opencode", ".outfitter", "hooktool",
	".git/hooks", "hooks/pre-push", "hookspath", ".github/hooks", ".github/copilot", "managed-settings",
}

// NamesWiring reports a line that names an agent's wiring (a config
// folder or file of a client, hooktool, git's hooks) or one of the
// agents' variables.
func NamesWiring(line string) bool {
	low := strings.ToLower(line)
	for _, m := range wiringMarks {
		if strings.Contains(low, m) {
			return true
		}
	}
	return namesAgentVar(line)
}

// writers are the commands that write, move, link or delete the files
// they are given, and the interpreters that can (a path named in their
// code is as good as written).
var writers = []string{"cp", "mv", "install", "ln", "link", "rm", "unlink", "tee", "dd", "rsync", "truncate", "chmod", "chown",
	"sed", "perl", "python", "python3", "node", "ruby", "sponge", "ed", "ex", "vim", "vi", "nvim", "git", "touch", "shred",
	"patch", "tar", "unzip", "curl", "wget", "awk", "gawk", "jq", "yq", "sqlite3", "bash", "sh", "zsh", "find", "xargs"}

// WritesWiring reports a start-up line that names a wiring file together
// with a command that writes files or a redirection into one (R30, R31:
// `printf '{}' > ~/.gemini/settings.json` in ~/.bash_logout, a `cp` over
// ~/.codex/hooks.json run at every prompt): whatever the line's
// variables, it rewrites the wiring each time the shell runs it. A line
// that only names a wiring folder (PATH gets ~/.opencode/bin, a `cd`)
// does not count by this.
func WritesWiring(l string, words []string) bool {
	if !NamesWiring(l) {
		return false
	}
	for _, w := range words {
		if isSeparator(w) {
			continue
		}
		base := path.Base(strings.Trim(w, `"'`))
		for _, c := range writers {
			if base == c {
				return true
			}
		}
	}
	// A redirection that writes: not one to /dev/null, not a descriptor
	// duplicated (2>&1).
	r := l
	for _, q := range []string{"&>/dev/null", ">/dev/null", "> /dev/null", ">&2", ">&1", "2>&1", "1>&2", ">&-"} {
		r = strings.ReplaceAll(r, q, "")
	}
	return strings.Contains(r, ">")
}

// miseSource reports a mise config's entry that pulls another file's
// environment in (R23): [env]'s _.source (a script mise sources) and
// _.file (a dotenv file), as a dotted key, an inline table
// (`_ = { source = ... }`) or under env. at the top.
func miseSource(words []string) bool {
	if len(words) < 2 {
		return false
	}
	k := strings.TrimPrefix(strings.Trim(words[0], `"'`), "env.")
	switch {
	case k == "_.source" || k == "_.file" || strings.HasPrefix(k, "_.source=") || strings.HasPrefix(k, "_.file="):
		return true
	case k == "_" || k == "_=":
		for _, w := range words[1:] {
			w = strings.Trim(w, `"',`)
			if w == "source" || w == "file" || strings.HasPrefix(w, "source=") || strings.HasPrefix(w, "file=") {
				return true
			}
		}
	}
	return false
}

// maxLaterRefs bounds the scripts a later-run file's lines name that
// are followed.
const maxLaterRefs = 6

// LaterRefs are the files a later-run file's text names that may be the
// script it runs (an Exec= line's program, a unit's ExecStart= script,
// a task's `sh .cache/warm.sh`): absolute paths, paths from the home
// folder (~/, $HOME/, ${HOME}/, systemd's %h/) and, when base is set,
// relative ones with a folder part taken from base. System folders'
// programs (/bin/sh, /usr/bin/node) are left out: they are not the
// agent's to plant. At most maxLaterRefs.
func LaterRefs(b []byte, home, base string) []string {
	var out []string
	seen := map[string]bool{}
	f := func(r rune) bool {
		switch r {
		case ' ', '\t', '\n', '\r', '"', '\'', '=', ',', ';', '(', ')', '[', ']', '{', '}', '`', '<', '>', '|', '&':
			return true
		}
		return false
	}
	for _, w := range strings.FieldsFunc(string(b), f) {
		p := ""
		for _, h := range []string{"~/", "$HOME/", "${HOME}/", "%h/"} {
			if rest, ok := strings.CutPrefix(w, h); ok && home != "" {
				p = filepath.Join(home, rest)
			}
		}
		switch {
		case p != "":
		case filepath.IsAbs(w):
			p = filepath.Clean(w)
		case base != "" && strings.Contains(w, "/") && !strings.Contains(w, "://") && !strings.ContainsAny(w, "$*?%"):
			p = filepath.Join(base, w)
		default:
			continue
		}
		// (A name at the root is an XML closing tag split at its
		// "<", a plist's </string>, not a script.)
		if systemPath(p) || filepath.Dir(p) == "/" || seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
		if len(out) == maxLaterRefs {
			break
		}
	}
	return out
}

func systemPath(p string) bool {
	for _, d := range []string{"/bin/", "/sbin/", "/usr/", "/lib", "/etc/", "/opt/", "/nix/", "/proc/", "/sys/", "/dev/", "/snap/", "/var/lib/flatpak/"} {
		if strings.HasPrefix(p, d) {
			return true
		}
	}
	return false
}

// LaterLines are the lines of a script a later-run file names that
// count: those that name the wiring or an agent's variable.
func LaterLines(b []byte) []string {
	var out []string
	for _, line := range strings.Split(string(b), "\n") {
		if l := strings.TrimSpace(line); l != "" && l[0] != '#' && NamesWiring(l) {
			out = append(out, strings.ToLower(l))
		}
	}
	return out
}
