package gitscan

import (
	"bufio"
	"bytes"
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookd/hookd/scan"
)

// Pseudo-paths of what a push carries besides file contents. A finding in
// one of them names it instead of a file.
const (
	PathCommitHeader = "COMMIT_HEADER"  // author, committer, extra headers, signature
	PathCommitMsg    = "COMMIT_EDITMSG" // the whole message, past any NUL
	PathTag          = "TAG_EDITMSG"
	PathFileName     = "FILE_NAME" // the pushed trees' paths, one a line
	PathRefName      = "REF_NAME"
	PathPushOption   = "PUSH_OPTION"
)

// maxCommits bounds how many commit objects one push reads whole.
const maxCommits = 100000

// scanCommitObjects scans each commit the push sends as git stores it: the
// header (author and committer identities, extra headers, a gpgsig block)
// and the whole message. `git log --format=%B` stops a message at a NUL,
// and identities and extra headers never show in a diff, yet the push sends
// all of it.
func (g *Git) scanCommitObjects(ctx context.Context, o Options, tips, exclude []string, res *Result) error {
	in := revisions(tips, exclude)
	out, err := g.output(ctx, in, "rev-list", "--stdin", "--ignore-missing", "--max-count="+strconv.Itoa(maxCommits))
	if err != nil {
		return err
	}
	oids := strings.Fields(string(out))
	if len(oids) == 0 {
		return nil
	}
	return g.catFile(ctx, oids, o.maxBytes(), func(oid, typ string, body []byte) {
		if typ != "commit" {
			return
		}
		hdr, msg, _ := bytes.Cut(body, []byte("\n\n"))
		scanCarried(o, res, oid, PathCommitHeader, hdr, true)
		scanCarried(o, res, oid, PathCommitMsg, messageText(hdr, msg), false)
		if scan.HasMembers(msg) {
			// Binary bytes in a message (hash-object was given them raw):
			// the compressed streams they hold are read as a file's are.
			more, _ := o.Scanner.ScanMembers(PathCommitMsg, msg)
			for _, f := range more {
				if f.Category == scan.CatSecret {
					f.Commit = oid
					res.Findings = append(res.Findings, f)
				}
			}
		}
	})
}

// scanCarried scans one carried field. Identities and paths name machines
// as a matter of course (git's default e-mail is user@host.local), so there
// only secrets count; a host leak in them is not what the boundary is for.
func scanCarried(o Options, res *Result, commit, path string, data []byte, secretsOnly bool) {
	if len(data) == 0 {
		return
	}
	for _, f := range o.Scanner.Scan(scan.Input{Path: path, Data: data}) {
		if secretsOnly && f.Category != scan.CatSecret {
			continue
		}
		f.Commit = commit
		res.Findings = append(res.Findings, f)
	}
}

// catFile reads objects with cat-file --batch and hands each to fn, up to
// limit bytes of each (the rest is drained, not kept).
func (g *Git) catFile(ctx context.Context, oids []string, limit int, fn func(oid, typ string, body []byte)) error {
	var in bytes.Buffer
	for _, x := range oids {
		if !isHex(x) {
			return &PlumbingError{Op: "cat-file", Err: fmt.Errorf("%q is not an object name", x)}
		}
		in.WriteString(x + "\n")
	}
	return g.stream(ctx, in.Bytes(), func(r io.Reader) error {
		br := bufio.NewReaderSize(r, 256<<10)
		for range oids {
			hdr, err := br.ReadString('\n')
			if err != nil {
				return &PlumbingError{Op: "cat-file", Err: fmt.Errorf("short output: %w", err)}
			}
			f := strings.Fields(hdr)
			if len(f) == 2 && f[1] == "missing" {
				continue
			}
			if len(f) != 3 {
				return &PlumbingError{Op: "cat-file", Err: fmt.Errorf("unexpected header %q", hdr)}
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
			fn(f[0], f[1], body)
		}
		return nil
	}, "cat-file", "--batch")
}

// scanNames scans the names a push carries that are not file contents: the
// remote ref names (the local name of a refspec is not sent) and the pushed trees' paths (a directory or file
// may be named with a token).
func scanNames(o Options, refs []PushRef, paths []string, res *Result) {
	var b bytes.Buffer
	for _, r := range refs {
		if !isZero(r.LocalOID) {
			b.WriteString(r.RemoteRef + "\n")
		}
	}
	scanCarried(o, res, "", PathRefName, b.Bytes(), true)
	b.Reset()
	seen := map[string]bool{}
	for _, p := range paths {
		if seen[p] {
			continue
		}
		seen[p] = true
		// Path separators and dots end a token where a rule's boundary
		// expects a space: each path is given as its components.
		b.WriteString(strings.ReplaceAll(p, "/", "\n") + "\n")
	}
	scanCarried(o, res, "", PathFileName, b.Bytes(), true)
}

// ScanPushOptions scans push options (git push -o): the server receives
// them and may log or act on them.
func ScanPushOptions(o Options, opts []string, res *Result) {
	if len(opts) == 0 {
		return
	}
	if res.scanner != nil {
		o.Scanner = res.scanner // without the allow entries the push adds (judgeAllow)
	}
	scanCarried(o, res, "", PathPushOption, []byte(strings.Join(opts, "\n")+"\n"), true)
}

// gitlink is a submodule entry of a pushed tree.
type gitlink struct{ path, oid string }

// scanLinkIDs reads the gitlinks' commit ids as bytes: an id is any 20 (or
// 32) bytes a writer chooses (git update-index --cacheinfo 160000,...), so
// ids whose bytes are all printable (a real id is that by chance about
// once in 10^9) spell text, joined in tree order and scanned.
func scanLinkIDs(o Options, links []gitlink, res *Result) {
	var text []byte
	var paths []string
	for _, l := range links {
		b, err := hex.DecodeString(l.oid)
		if err != nil {
			continue
		}
		printable := true
		for _, c := range b {
			printable = printable && c >= 0x20 && c < 0x7f
		}
		if printable {
			text = append(text, b...)
			paths = append(paths, l.path)
		}
	}
	if len(text) == 0 {
		return
	}
	res.Findings = append(res.Findings, o.Scanner.Scan(scan.Input{Path: strings.Join(paths, ",") + " (gitlink ids)", Data: text})...)
}

// scanSubmodules scans, for each submodule a pushed tree points to whose
// commit is checked out here and not on any of the submodule's remotes,
// what `git push --recurse-submodules` would send from it. The submodule's
// own pre-push hook may be missing: it is the superproject's push that
// carries the submodule's commits.
func (g *Git) scanSubmodules(ctx context.Context, o Options, links []gitlink, depth int, res *Result) error {
	if depth > 2 || len(links) == 0 {
		return nil
	}
	top := g.Dir
	if top == "" {
		out, err := g.output(ctx, nil, "rev-parse", "--show-toplevel")
		if err != nil {
			return nil // a bare repository has no checked-out submodules
		}
		top = strings.TrimSpace(string(out))
	}
	seen := map[string]bool{}
	for _, l := range links {
		if seen[l.path+l.oid] || strings.HasPrefix(l.path, "-") || strings.Contains(l.path, "..") {
			continue
		}
		seen[l.path+l.oid] = true
		dir := filepath.Join(top, filepath.FromSlash(l.path))
		if _, err := os.Stat(filepath.Join(dir, ".git")); err != nil {
			continue
		}
		sub := &Git{Dir: dir, Env: repoNeutral(g.Env), Timeout: g.Timeout}
		if c, err := sub.peel(ctx, []string{l.oid}); err != nil || c[0] == "" {
			continue // not here: nothing this machine can send
		}
		remotes, err := sub.output(ctx, nil, "for-each-ref", "--format=%(objectname)", "refs/remotes/")
		if err != nil {
			return err
		}
		sres, err := sub.scanPush(ctx, o, []PushRef{{"HEAD", l.oid, "HEAD", zeroOID(l.oid)}}, strings.Fields(string(remotes)), depth+1)
		if err != nil {
			return err
		}
		for _, f := range sres.Findings {
			f.Path = l.path + "/" + f.Path
			res.Findings = append(res.Findings, f)
		}
		res.Files += sres.Files
		res.Commits += sres.Commits
		for _, n := range sres.Notes {
			res.note(l.path + ": " + n)
		}
	}
	return nil
}

func zeroOID(like string) string { return strings.Repeat("0", len(like)) }

// repoNeutral is env (nil: the process's) without the variables that tie
// git to one repository, which a hook may inherit: git run in a
// submodule's directory must read the submodule.
func repoNeutral(env []string) []string {
	if env == nil {
		env = os.Environ()
	}
	var out []string
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES",
			"GIT_PREFIX", "GIT_COMMON_DIR", "GIT_QUARANTINE_PATH":
			continue
		}
		out = append(out, kv)
	}
	return out
}

// Range scans what the commits in base..head carry, for CI: everything
// reachable from head and not from base (base all zeros: a new branch,
// everything reachable from head). Both are revisions of this repository.
func (g *Git) Range(ctx context.Context, o Options, base, head string) (*Result, error) {
	ctx, cancel := context.WithTimeout(ctx, g.timeout())
	defer cancel()
	var oids []string
	for _, rev := range []string{base, head} {
		if isHex(rev) && isZero(rev) {
			oids = append(oids, rev)
			continue
		}
		if rev == "" || strings.HasPrefix(rev, "-") {
			return nil, fmt.Errorf("%q is not a revision", rev)
		}
		out, err := g.output(ctx, nil, "rev-parse", "--verify", "--quiet", rev+"^{commit}")
		if err != nil {
			return nil, fmt.Errorf("%q is not a commit here", rev)
		}
		oids = append(oids, strings.TrimSpace(string(out)))
	}
	var exclude []string
	if !isZero(oids[0]) {
		exclude = oids[:1]
	}
	return g.scanPush(ctx, o, []PushRef{{"HEAD", oids[1], "HEAD", oids[0]}}, exclude, 0)
}

// Output runs a git command in g's repository and returns its stdout.
func (g *Git) Output(ctx context.Context, args ...string) ([]byte, error) {
	return g.output(ctx, nil, args...)
}

// archiveExts are the file name endings of the archives scan.Members
// opens, and of the files whose compressed streams it inflates (office
// documents are zips; PDF pages and PNG text chunks are zlib streams).
var archiveExts = []string{".gz", ".tgz", ".zip", ".jar", ".war", ".whl", ".tar", ".bundle", ".pack", ".nupkg", ".apk", ".ipa",
	".docx", ".xlsx", ".pptx", ".odt", ".ods", ".odp", ".pdf", ".png"}

// scanRangeArchives opens the archives the pushed range adds that no
// pushed tree still holds (added, then deleted or replaced): a diff shows
// their compressed bytes, which hide what they hold, but the push sends
// the blob. They are found by name among the range's new objects.
func (g *Git) scanRangeArchives(ctx context.Context, o Options, tips, exclude []string, res *Result) error {
	in := revisions(tips, exclude)
	out, err := g.output(ctx, in, "rev-list", "--objects", "--stdin", "--ignore-missing")
	if err != nil {
		return err
	}
	var oids []string
	paths := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		oid, path, ok := strings.Cut(line, " ")
		if !ok || !isHex(oid) || res.archives[oid] || paths[oid] != "" {
			continue
		}
		low := strings.ToLower(path)
		for _, ext := range archiveExts {
			if strings.HasSuffix(low, ext) {
				oids = append(oids, oid)
				paths[oid] = path
				break
			}
		}
	}
	if len(oids) == 0 {
		return nil
	}
	return g.catFile(ctx, oids, o.maxBytes(), func(oid, typ string, body []byte) {
		if typ != "blob" || !scan.HasMembers(body) {
			return
		}
		fs, err := o.Scanner.ScanMembers(paths[oid], body)
		if err != nil {
			res.note(fmt.Sprintf("%s (%s): archive read in part", paths[oid], short(oid)))
		}
		res.Findings = append(res.Findings, fs...)
	})
}
