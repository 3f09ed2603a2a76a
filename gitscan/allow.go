package gitscan

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookd/hookd/scan"
)

// ConfigFile is a config file an agent can write (the project file,
// HOOKTOOL_CONFIG) with the allow entries it gives the scanner: its
// scan.allow_values and scan.allow_patterns entries that no trusted layer
// also holds.
type ConfigFile struct {
	Path     string // as read; a file outside the repository is left alone
	Values   []string
	Patterns []string
}

// maxAllowBoundary bounds how many commits before the pushed range are
// read for the config file as the remote has it. Past it, fewer versions
// are read: fewer entries count, never more.
const maxAllowBoundary = 64

// judgeAllow keeps a push from allowing its own secret. An allow entry in a
// config file the repository tracks counts only if the file held it before
// the pushed range: in a commit the remote already has, next to the range
// (git rev-list --boundary). An entry the pushed commits add or widen, or
// an uncommitted edit of the tracked file adds, is dropped from the
// scanner and a note says so. The file as the remote has it is what a
// pre-receive hook or a clone would judge by; and a push that brings a
// secret together with the entry that allows it is the route this closes.
// A config file that no pushed commit and no commit before the range
// tracks (an untracked or ignored project file) is left as it is read.
func (g *Git) judgeAllow(ctx context.Context, o *Options, commits, exclude []string, res *Result) error {
	var files []ConfigFile
	for _, f := range o.AgentConfig {
		if len(f.Values)+len(f.Patterns) > 0 {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		return nil
	}
	top, err := g.output(ctx, nil, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil // no work tree (a bare repository): no project file in it
	}
	root, err := filepath.EvalSymlinks(strings.TrimSpace(string(top)))
	if err != nil {
		return nil
	}
	// Before the range: its boundary, and a pushed commit the remote
	// already has (a new branch name on an old commit), whose tree is
	// scanned but which adds nothing.
	var boundary []string
	inRange := map[string]bool{} // of the pushed commits only
	for _, c := range commits {
		inRange[c] = false
	}
	err = g.stream(ctx, revisions(commits, exclude), func(r io.Reader) error {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			if b, ok := strings.CutPrefix(sc.Text(), "-"); ok && isHex(b) && len(boundary) < maxAllowBoundary {
				boundary = append(boundary, b)
			} else if _, tip := inRange[sc.Text()]; tip {
				inRange[sc.Text()] = true
			}
		}
		return sc.Err()
	}, "rev-list", "--stdin", "--ignore-missing", "--boundary")
	if err != nil {
		return err
	}
	for _, c := range commits {
		if !inRange[c] && len(boundary) < maxAllowBoundary {
			boundary = append(boundary, c)
		}
	}
	var dropV, dropP []string
	for _, f := range files {
		rel, ok := repoPath(root, f.Path)
		if !ok {
			continue
		}
		var specs []string
		for _, c := range append(append([]string{}, boundary...), commits...) {
			specs = append(specs, c+":"+rel)
		}
		blobs, err := g.blobsAt(ctx, specs, 1<<20)
		if err != nil {
			return err
		}
		tracked := false
		had := map[string]bool{}
		for i, b := range blobs {
			if b == nil {
				continue
			}
			tracked = true
			if i < len(boundary) {
				v, p := scan.AllowEntries(b)
				for _, s := range v {
					had["v\x00"+s] = true
				}
				for _, s := range p {
					had["p\x00"+s] = true
				}
			}
		}
		if !tracked {
			continue
		}
		n := 0
		for _, s := range f.Values {
			if !had["v\x00"+s] {
				dropV, n = append(dropV, s), n+1
			}
		}
		for _, s := range f.Patterns {
			if !had["p\x00"+s] {
				dropP, n = append(dropP, s), n+1
			}
		}
		if n > 0 {
			res.note(fmt.Sprintf("%s: %d scan.allow_values/allow_patterns entr%s not honoured: the file did not have %s before the pushed commits (a push may not allow its own secret; the user's own config may)",
				rel, n, map[bool]string{true: "y", false: "ies"}[n == 1], map[bool]string{true: "it", false: "them"}[n == 1]))
		}
	}
	if len(dropV)+len(dropP) > 0 {
		o.Scanner = o.Scanner.WithoutAllow(dropV, dropP)
	}
	return nil
}

// repoPath is p relative to the work tree root, when p lies inside it.
func repoPath(root, p string) (string, bool) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", false
	}
	dir, err := filepath.EvalSymlinks(filepath.Dir(abs))
	if err != nil {
		return "", false
	}
	rel, err := filepath.Rel(root, filepath.Join(dir, filepath.Base(abs)))
	if err != nil || rel == ".." || strings.HasPrefix(rel, "../") || filepath.IsAbs(rel) || strings.ContainsAny(rel, "\n\r") {
		return "", false
	}
	return filepath.ToSlash(rel), true
}

// blobsAt reads each "<commit>:<path>" with cat-file --batch: its bytes
// (up to limit), or nil where the path is missing or not a file.
func (g *Git) blobsAt(ctx context.Context, specs []string, limit int) ([][]byte, error) {
	out := make([][]byte, len(specs))
	if len(specs) == 0 {
		return out, nil
	}
	var in strings.Builder
	for _, s := range specs {
		in.WriteString(s + "\n")
	}
	err := g.stream(ctx, []byte(in.String()), func(r io.Reader) error {
		br := bufio.NewReader(r)
		for i := range specs {
			hdr, err := br.ReadString('\n')
			if err != nil {
				return &PlumbingError{Op: "cat-file", Err: fmt.Errorf("short output: %w", err)}
			}
			f := strings.Fields(hdr)
			if len(f) != 3 || !isHex(f[0]) {
				continue // "<spec> missing", "ambiguous": no file there
			}
			n, err := strconv.Atoi(f[2])
			if err != nil || n < 0 {
				return &PlumbingError{Op: "cat-file", Err: fmt.Errorf("unexpected header %q", hdr)}
			}
			keep := min(n, limit)
			body := make([]byte, keep)
			if _, err := io.ReadFull(br, body); err != nil {
				return &PlumbingError{Op: "cat-file", Err: err}
			}
			if _, err := io.CopyN(io.Discard, br, int64(n-keep+1)); err != nil {
				return &PlumbingError{Op: "cat-file", Err: err}
			}
			if f[1] == "blob" {
				out[i] = body
			}
		}
		return nil
	}, "cat-file", "--batch")
	return out, err
}
