package guard

import (
	"path"
	"strings"
)

// Config managers and other tools that take their own language in an
// argument (puppet apply -e "file { '/home/dev': ensure => absent }",
// chef-apply -e "directory '/home/dev' do action :delete end",
// salt-call --local state.single file.absent name=/home/dev, pyinfra's
// files.put ... dest=~/.ssh/authorized_keys): no shell command is in
// the line, yet the effect is spelled there: a path the guard protects
// and a word that deletes it or writes it. Both are read from the
// words, whatever the language.

// dslDeleteWords say a resource goes; dslWriteWords that its content is
// set.
var (
	dslDeleteWords = []string{"absent", ":delete", "delete", "remove", "purge", "present=false", "present=False", "rmtree"}
	dslWriteWords  = []string{"content", "source", "dest=", "files.put", "template", "replace", "line"}
)

// dslEffects judges a command's words as a config language's (see above).
func (w *walker) dslEffects(name string, argv []arg, seg string) {
	if dataArgs(name) || langOf(name) != nil || shells(name) {
		return
	}
	text := ""
	for _, a := range argv[1:] {
		if !a.dyn {
			text += " " + a.s
		}
	}
	if len(text) < 8 || len(text) > 8192 {
		return
	}
	low := strings.ToLower(text)
	del, write := false, false
	for _, d := range dslDeleteWords {
		del = del || strings.Contains(low, strings.ToLower(d))
	}
	for _, d := range dslWriteWords {
		write = write || strings.Contains(low, d)
	}
	if !del && !write {
		return
	}
	home := w.g.env.Home
	for _, p := range dslPaths(text, home) {
		switch {
		case del && (p == home || p == "/"):
			w.add("rm-root", seg, name+" is told to remove "+p)
			return
		case write || del:
			if what := w.protected(p); what != "" {
				w.add("self-protect", seg, name+" is told to write or remove "+what)
				return
			}
			if write && (strings.HasSuffix(p, "/.ssh/authorized_keys") || startupFile(p, home)) {
				w.add("persistence", seg, name+" is told to write "+p+", which runs or lets in whoever it names at the next login")
				return
			}
		}
	}
}

// dslPaths are the absolute and home-relative paths a text names, cut
// at quotes, spaces and the languages' punctuation, with ~ made home.
func dslPaths(text, home string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\'' || r == '"' || r == ',' || r == ';' || r == '{' || r == '}' || r == '(' || r == ')' || r == '[' || r == ']' || r == '='
	}) {
		switch {
		case f == "~" || strings.HasPrefix(f, "~/"):
			if home == "" {
				continue
			}
			f = home + f[1:]
		case strings.HasPrefix(f, "$HOME"):
			if home == "" {
				continue
			}
			f = home + strings.TrimPrefix(f, "$HOME")
		case !strings.HasPrefix(f, "/"):
			continue
		}
		out = append(out, path.Clean(strings.TrimRight(f, ":")))
		if len(out) >= 16 {
			break
		}
	}
	return out
}
