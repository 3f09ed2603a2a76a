package guard

import (
	"io"
	"strings"
)

// patch and git apply write the files their patch names. The patch is read
// (bounded) from its file, a heredoc or a redirect, and every file it names
// is judged as a write at every strip level (-p0, -p1 ...), so the guard
// need not know which level the command uses.

// patchDests is GNU patch.
func (w *walker) patchDests(args []arg, in input, seg string) []dest {
	p := parseArgs(args, "BDFgioprVYzd", []string{"--input", "--output", "--directory", "--strip", "--prefix", "--ifdef", "--fuzz", "--get", "--reject-file", "--version-control", "--basename-prefix", "--suffix", "--quoting-style"})
	var out []dest
	for _, v := range p.values("-o", "--output", "-r", "--reject-file") {
		if v.s != "-" {
			out = append(out, dest{a: v})
		}
	}
	if len(p.ops) > 0 {
		out = append(out, dest{a: p.ops[0]})
	}
	dir := destArg(".")
	if d := p.last("-d", "--directory"); d != nil {
		dir = *d
	}
	var src *arg
	if v := p.last("-i", "--input"); v != nil {
		src = v
	} else if len(p.ops) > 1 {
		src = &p.ops[1]
	}
	text, ok := w.patchText(src, in)
	if !ok {
		w.unseen(dir, seg, "the patch it applies cannot be read by the guard")
		return out
	}
	if pd, ok := w.abs(dir.s); ok && !dir.dyn {
		return append(out, patchTargets(text, pd)...)
	}
	return out
}

// patchText is the patch a command applies: from a file argument, else
// from stdin (a heredoc, a here-string or a redirected file).
func (w *walker) patchText(src *arg, in input) (string, bool) {
	if src != nil && src.s != "-" {
		return w.readSmall(*src)
	}
	if in.hasCode {
		return in.code, true
	}
	if in.file != "" {
		return w.readSmall(destArg(in.file))
	}
	return "", false
}

// readSmall reads a local file of at most maxScan bytes.
func (w *walker) readSmall(a arg) (string, bool) {
	if !w.fsOn() || a.dyn {
		return "", false
	}
	p, ok := w.abs(a.s)
	if !ok {
		return "", false
	}
	f, err := openRegular(p)
	if err != nil {
		return "", false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() > maxScan {
		return "", false
	}
	b, err := io.ReadAll(io.LimitReader(f, maxScan))
	return string(b), err == nil
}

// patchTargets lists the files a unified, context or git diff names, each
// under dir at every strip level.
func patchTargets(text, dir string) []dest {
	var out []dest
	seen := 0
	for _, line := range strings.Split(text, "\n") {
		var names []string
		switch {
		case strings.HasPrefix(line, "diff --git "):
			rest := line[len("diff --git "):]
			if i := strings.Index(rest, " b/"); i >= 0 {
				names = append(names, rest[:i], rest[i+1:])
			} else {
				names = append(names, strings.Fields(rest)...)
			}
		case strings.HasPrefix(line, "+++ "), strings.HasPrefix(line, "--- "), strings.HasPrefix(line, "*** "):
			n := line[4:]
			if i := strings.IndexByte(n, '\t'); i >= 0 {
				n = n[:i]
			}
			names = append(names, strings.TrimSpace(n))
		case strings.HasPrefix(line, "rename to "), strings.HasPrefix(line, "copy to "), strings.HasPrefix(line, "rename from "), strings.HasPrefix(line, "copy from "):
			_, n, _ := strings.Cut(line, " ")
			_, n, _ = strings.Cut(n, " ")
			names = append(names, strings.TrimSpace(n))
		case strings.HasPrefix(line, "Index: "):
			names = append(names, strings.TrimSpace(line[len("Index: "):]))
		}
		for _, n := range names {
			n = strings.Trim(n, "\"")
			if n == "" || n == "/dev/null" {
				continue
			}
			if seen++; seen > 2000 {
				return out
			}
			// Every strip level: a/.claude/x, .claude/x, x.
			parts := strings.Split(strings.TrimPrefix(n, "/"), "/")
			for i := range parts {
				rel := strings.Join(parts[i:], "/")
				if strings.HasPrefix(n, "/") && i == 0 {
					out = append(out, dest{a: destArg(n), tree: true, lex: true})
					continue
				}
				out = append(out, dest{a: destArg(strings.TrimSuffix(dir, "/") + "/" + rel), tree: true, lex: true})
			}
		}
	}
	return out
}
