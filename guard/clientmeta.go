package guard

import "strings"

// The meta-commands of database clients, read from their input lines
// (a heredoc, -c, -e): psql's backquoted text in a backslash command
// (\set x `CMD`, a PROMPT's %`CMD`), \setenv of a pager or editor, \w
// |CMD; mysql's pager CMD and \P CMD; sqlite3's .read '|CMD', whose
// output is read as statements. And where they write the output: psql's
// \o FILE, \g FILE, \w FILE, sqlite3's .once FILE and .output FILE.

// clientMeta returns the commands a client's input runs, the files it
// writes, and the commands whose output it reads as its own statements.
func clientMeta(q string) (runs, outs, reads []string) {
	for _, l := range strings.Split(q, "\n") {
		t := strings.TrimSpace(l)
		if len(runs)+len(outs)+len(reads) >= 8 || t == "" {
			continue
		}
		if strings.HasPrefix(t, `\`) {
			// Backquotes in a backslash command run through the shell.
			for rest := t; ; {
				i := strings.IndexByte(rest, '`')
				if i < 0 {
					break
				}
				j := strings.IndexByte(rest[i+1:], '`')
				if j < 0 {
					break
				}
				runs = append(runs, rest[i+1:i+1+j])
				rest = rest[i+j+2:]
			}
		}
		f := strings.Fields(t)
		word := func(i int) string {
			if i < len(f) {
				return f[i]
			}
			return ""
		}
		rest := func(i int) string {
			if i >= len(f) {
				return ""
			}
			r := t
			for k := 0; k < i; k++ {
				r = strings.TrimSpace(r[strings.Index(r, f[k])+len(f[k]):])
			}
			return r
		}
		switch strings.ToLower(word(0)) {
		case `\setenv`:
			switch word(1) {
			case "PAGER", "PSQL_PAGER", "EDITOR", "PSQL_EDITOR", "VISUAL", "SHELL":
				runs = append(runs, unquoteMeta(rest(2)))
			}
		case "pager", `\p`:
			// mysql's pager CMD and \P CMD (psql's \p takes nothing).
			if r := rest(1); r != "" {
				runs = append(runs, unquoteMeta(r))
			}
		case `\o`, `\out`, `\g`, `\gx`, `\w`, `\write`, ".once", ".output", ".trace", ".log", ".save", ".backup", ".clone":
			v := unquoteMeta(rest(1))
			if f := strings.Fields(v); len(f) > 1 && (f[0] == ".backup" || f[0] == ".save") {
				v = f[len(f)-1] // (.backup ?DB? FILE)
			}
			switch {
			case strings.HasPrefix(v, "|"):
				runs = append(runs, strings.TrimSpace(v[1:]))
			case v != "" && !strings.HasPrefix(v, "-") && (strings.HasPrefix(v, "/") || strings.HasPrefix(v, "~") || strings.HasPrefix(v, ".")):
				outs = append(outs, strings.Fields(v)[0])
			}
		case ".read":
			if v := unquoteMeta(rest(1)); strings.HasPrefix(v, "|") {
				reads = append(reads, strings.TrimSpace(v[1:]))
			}
		}
		// A backslash command after a statement on the same line
		// (select ... \g |sh, \w FILE).
		if i := strings.Index(t, ` \w `); i > 0 {
			if v := strings.TrimSpace(t[i+3:]); strings.HasPrefix(v, "|") {
				runs = append(runs, strings.TrimSpace(v[1:]))
			}
		}
	}
	return runs, outs, reads
}

// unquoteMeta takes off the quotes around a meta-command's value.
func unquoteMeta(v string) string {
	v = strings.TrimSpace(v)
	if len(v) >= 2 && (v[0] == '\'' || v[0] == '"') {
		if j := strings.IndexByte(v[1:], v[0]); j >= 0 {
			return v[1 : 1+j]
		}
	}
	return v
}
