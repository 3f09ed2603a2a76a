package gitscan

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/hookd/hookd/scan"
)

// Bounds on what git may hand a pre-push hook.
const (
	maxPushInput = 1 << 20
	maxPushLines = 10000
)

// Exclude says how a push learns what the remote already has.
type Exclude string

// Exclusion modes. Tracking refs are cheap but may be stale; ls-remote asks
// the remote (the push is talking to it anyway) and is exact.
const (
	ExcludeAuto     Exclude = "auto"     // ls-remote; if it fails, only the stdin tips (and a note)
	ExcludeTracking Exclude = "tracking" // refs/remotes/<remote>/*: fast, but trusts refs that may be stale or forged
	ExcludeLsRemote Exclude = "ls-remote"
	ExcludeNone     Exclude = "none" // only the pushed-over remote tips: scans more, never less
)

// lsRemoteTimeout bounds the ls-remote that learns what the remote has.
const lsRemoteTimeout = 30 * time.Second

// maxNotes bounds Result.Notes.
const maxNotes = 50

// Options configure a scan of git content.
type Options struct {
	Scanner  *scan.Scanner
	MaxBytes int     // per file (tree) or per file piece (diff); 0 = 2 MiB
	Exclude  Exclude // pre-push only
	NoTree   bool    // pre-push: skip the pushed commits' trees
	// AgentConfig lists the config files an agent can write that give
	// Scanner allow entries; at pre-push an entry counts only if the
	// repository had it before the pushed range (judgeAllow).
	AgentConfig []ConfigFile
}

func (o *Options) maxBytes() int {
	if o.MaxBytes > 0 {
		return o.MaxBytes
	}
	return 2 << 20
}

// Result is what a scan found and how much it looked at.
type Result struct {
	Refs     int // refs pushed (deletions excluded)
	Commits  int // commits whose added lines were scanned
	Files    int // tree files scanned
	Skipped  int // tree entries not scanned: symlinks, submodules
	Findings []scan.Finding
	// Notes say what was not scanned as plain text, or not whole: binary
	// files read as printable runs, UTF-16 transcoded, large files cut,
	// an exclusion that fell back. One line each, for stderr.
	Notes []string

	paths    []string        // the scanned trees' paths (and the range's changed ones), for scanNames
	links    []gitlink       // the scanned trees' submodule entries
	archives map[string]bool // archive blobs the tree scan opened
	keys     sealedKeys      // encrypted archives and the passwords beside them
	scanner  *scan.Scanner   // the scanner a pre-push used, for its push options
}

// Blocks reports whether any finding blocks.
func (r *Result) Blocks() bool {
	for _, f := range r.Findings {
		if f.Blocks() {
			return true
		}
	}
	return false
}

// PushRef is one line of git's pre-push input.
type PushRef struct {
	LocalRef, LocalOID, RemoteRef, RemoteOID string
}

// ParsePushLines reads git's pre-push stdin:
// "<local-ref> SP <local-oid> SP <remote-ref> SP <remote-oid> LF". The local
// ref is whatever the user typed when it was not a ref name (HEAD~, a date
// expression with spaces), so fields are taken from the right.
func ParsePushLines(r io.Reader) ([]PushRef, error) {
	var refs []PushRef
	err := eachHookLine(r, "pre-push", func(n int, f []string) error {
		if len(f) < 4 {
			return fmt.Errorf("pre-push input line %d: want 4 fields, got %d", n, len(f))
		}
		k := len(f)
		p := PushRef{LocalRef: strings.Join(f[:k-3], " "), LocalOID: f[k-3], RemoteRef: f[k-2], RemoteOID: f[k-1]}
		for _, oid := range []string{p.LocalOID, p.RemoteOID} {
			if !isHex(oid) {
				return fmt.Errorf("pre-push input line %d: %q is not an object name", n, oid)
			}
		}
		refs = append(refs, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return refs, nil
}

// eachHookLine reads a git hook's stdin, bounded in bytes and lines, and
// calls line with the number and the fields of each line that is not blank.
func eachHookLine(r io.Reader, hook string, line func(n int, fields []string) error) error {
	data, err := io.ReadAll(io.LimitReader(r, maxPushInput+1))
	if err != nil {
		return fmt.Errorf("reading the %s input: %w", hook, err)
	}
	if len(data) > maxPushInput {
		return fmt.Errorf("%s input larger than %d bytes", hook, maxPushInput)
	}
	seen := 0
	for n, l := range strings.Split(string(data), "\n") {
		l = strings.TrimRight(l, "\r")
		if strings.TrimSpace(l) == "" {
			continue
		}
		if seen == maxPushLines {
			return fmt.Errorf("more than %d refs in one push", maxPushLines)
		}
		seen++
		if err := line(n+1, strings.Fields(l)); err != nil {
			return err
		}
	}
	return nil
}

// PrePush scans what a push sends: the lines added by every commit the
// remote does not have, and the files of each pushed commit. remote and url
// are git's two hook arguments (equal when pushing to a URL).
func (g *Git) PrePush(ctx context.Context, o Options, refs []PushRef, remote, url string) (*Result, error) {
	ctx, cancel := context.WithTimeout(ctx, g.timeout())
	defer cancel()
	res := &Result{}
	var tips, have []string
	for _, r := range refs {
		if isZero(r.LocalOID) {
			continue // a deletion sends no content
		}
		res.Refs++
		tips = append(tips, r.LocalOID)
		if !isZero(r.RemoteOID) {
			have = append(have, r.RemoteOID)
		}
	}
	if len(tips) == 0 {
		return res, nil
	}
	// Peel every pushed object to its commit (annotated tags) and check it
	// exists; find which remote tips this repository knows.
	peeled, err := g.peel(ctx, tips)
	if err != nil {
		return nil, err
	}
	// A tree or a blob pushed to a ref of its own is ordinary git: it is
	// scanned as what it holds (scanPush); only a missing object stops.
	var commits, loose []string
	for i, c := range peeled {
		if c == "" {
			loose = append(loose, tips[i])
		} else {
			commits = append(commits, c)
		}
	}
	if _, _, err := g.peelLoose(ctx, loose); err != nil {
		return nil, err
	}
	known, err := g.peel(ctx, have)
	if err != nil {
		return nil, err
	}
	exclude := []string{}
	for _, k := range known {
		if k != "" {
			exclude = append(exclude, k)
		}
	}
	more, err := g.remoteHas(ctx, o.Exclude, remote, url)
	if err != nil && (o.Exclude == "" || o.Exclude == ExcludeAuto) && ctx.Err() == nil {
		// git's message may quote the URL: a password in it is masked.
		res.note(fmt.Sprintf("could not ask the remote what it has (%s): scanning every pushed commit not named on stdin", scan.Redact(err.Error())))
		more, err = nil, nil
	}
	if err != nil {
		return nil, err
	}
	// Only what this repository has can bound a walk (the remote may hold
	// commits never fetched here); peeling also turns tag names into their
	// commits.
	if more, err = g.peel(ctx, more); err != nil {
		return nil, err
	}
	for _, k := range more {
		if k != "" {
			exclude = append(exclude, k)
		}
	}

	if err := g.judgeAllow(ctx, &o, commits, exclude, res); err != nil {
		return nil, err
	}
	sres, err := g.scanPush(ctx, o, refs, exclude, 0)
	if err != nil {
		return nil, err
	}
	for _, n := range sres.Notes {
		res.note(n)
	}
	sres.Notes = res.Notes
	sres.scanner = o.Scanner
	return sres, nil
}

// PreReceive scans what a push brings to this repository, from a server's
// pre-receive hook: refs are git's "<old> <new> <ref>" lines read as push
// lines, and the objects not reachable from any ref the repository already
// has are read (git's quarantine makes the new objects visible to the
// hook's git calls through GIT_OBJECT_DIRECTORY and
// GIT_ALTERNATE_OBJECT_DIRECTORIES, which every call inherits).
func (g *Git) PreReceive(ctx context.Context, o Options, refs []PushRef, pushOptions []string) (*Result, error) {
	ctx, cancel := context.WithTimeout(ctx, g.timeout())
	defer cancel()
	out, err := g.output(ctx, nil, "for-each-ref", "--format=%(objectname)")
	if err != nil {
		return nil, err
	}
	res, err := g.scanPush(ctx, o, refs, strings.Fields(string(out)), 0)
	if err != nil {
		return nil, err
	}
	ScanPushOptions(o, pushOptions, res)
	return res, nil
}

// ParseReceiveLines reads a pre-receive hook's stdin, "<old> SP <new> SP
// <ref> LF" per ref, as push lines.
func ParseReceiveLines(r io.Reader) ([]PushRef, error) {
	var refs []PushRef
	err := eachHookLine(r, "pre-receive", func(n int, f []string) error {
		if len(f) != 3 || !isHex(f[0]) || !isHex(f[1]) {
			return fmt.Errorf("pre-receive input line %d: want <old> <new> <ref>", n)
		}
		refs = append(refs, PushRef{LocalRef: f[2], LocalOID: f[1], RemoteRef: f[2], RemoteOID: f[0]})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return refs, nil
}

// scanPush scans what refs send beyond exclude: every field of the commits
// and tags, the added lines, each pushed tree with its paths, the ref names
// and the submodule commits the trees point to (depth counts submodule
// levels).
func (g *Git) scanPush(ctx context.Context, o Options, refs []PushRef, exclude []string, depth int) (*Result, error) {
	res := &Result{}
	var tips, tipRefs []string
	for _, r := range refs {
		if !isZero(r.LocalOID) {
			res.Refs++
			tips = append(tips, r.LocalOID)
			ref := r.RemoteRef
			if ref == "" {
				ref = r.LocalRef
			}
			tipRefs = append(tipRefs, ref)
		}
	}
	if len(tips) == 0 {
		return res, nil
	}
	commits, err := g.peel(ctx, tips)
	if err != nil {
		return nil, err
	}
	var have, loose, looseRefs []string
	for i, c := range commits {
		if c == "" {
			if depth > 0 {
				continue
			}
			loose, looseRefs = append(loose, tips[i]), append(looseRefs, tipRefs[i])
			continue
		}
		have = append(have, c)
	}
	commits = have
	// A tree or a blob pushed to a ref (git mktree, hash-object, no
	// commit): read as what it holds, its blobs as a commit's are.
	trees, blobs, err := g.peelLoose(ctx, loose)
	if err != nil {
		return nil, err
	}
	// The trees and the history are read at the same time: two git
	// processes, two scanning goroutines, on a push's critical path.
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	tree := &Result{}
	treeErr := make(chan error, 1)
	go func() {
		if err := g.scanCommitObjects(ctx, o, commits, exclude, tree); err != nil {
			treeErr <- err
			return
		}
		if err := g.scanTags(ctx, o, refs, tree); err != nil {
			treeErr <- err
			return
		}
		for _, t := range trees {
			if err := g.scanTree(ctx, o, t.oid, tree); err != nil {
				treeErr <- err
				return
			}
		}
		if len(blobs) > 0 {
			var want []treeEntry
			for _, b := range blobs {
				want = append(want, treeEntry{b.oid, looseRefs[b.i]})
			}
			if err := g.scanEntries(ctx, o, "", want, tree); err != nil {
				treeErr <- err
				return
			}
		}
		if len(commits) == 0 {
			treeErr <- nil
			return
		}
		if !o.NoTree {
			seen := map[string]bool{}
			for _, c := range commits {
				if seen[c] {
					continue
				}
				seen[c] = true
				if err := g.scanTree(ctx, o, c, tree); err != nil {
					treeErr <- err
					return
				}
			}
		}
		treeErr <- g.scanRangeArchives(ctx, o, commits, exclude, tree)
	}()
	hist := &Result{}
	if len(commits) > 0 {
		err = g.scanLog(ctx, o, commits, exclude, hist)
	}
	if err != nil {
		stop()
	}
	if terr := <-treeErr; terr != nil && err == nil {
		err = terr
	}
	if err != nil {
		return nil, err
	}
	// One report per file, rule and secret: the tip's copy first (the same
	// file in several pushed trees, or a secret both added in the range and
	// still present, is reported once).
	// The paths of files added in the range's commits too: a name added
	// and removed again within the push is in no tip's tree.
	scanNames(o, refs, append(tree.paths, hist.paths...), tree)
	scanLinkIDs(o, tree.links, tree)
	tree.keys.scan(o, tree)
	if err := g.scanSubmodules(ctx, o, tree.links, depth, tree); err != nil {
		return nil, err
	}
	res.Files, res.Skipped, res.Commits = tree.Files, tree.Skipped, hist.Commits+tree.Commits
	for _, n := range append(tree.Notes, hist.Notes...) {
		res.note(n)
	}
	dup := map[string]bool{}
	for _, f := range append(tree.Findings, hist.Findings...) {
		if k := key(f); !dup[k] {
			dup[k] = true
			res.Findings = append(res.Findings, f)
		}
	}
	return res, nil
}

// peel resolves each object name to the commit it names ("" when it is
// missing or not a commit), in one git call.
func (g *Git) peel(ctx context.Context, oids []string) ([]string, error) {
	if len(oids) == 0 {
		return nil, nil
	}
	var in bytes.Buffer
	for _, o := range oids {
		if !isHex(o) {
			return nil, &PlumbingError{Op: "cat-file", Err: fmt.Errorf("%q is not an object name", o)}
		}
		fmt.Fprintf(&in, "%s^{commit}\n", o)
	}
	out, err := g.output(ctx, in.Bytes(), "cat-file", "--batch-check=%(objectname) %(objecttype)")
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(oids) {
		return nil, &PlumbingError{Op: "cat-file", Err: fmt.Errorf("asked about %d objects, got %d answers", len(oids), len(lines))}
	}
	res := make([]string, len(oids))
	for i, l := range lines {
		f := strings.Fields(l)
		if len(f) == 2 && f[1] == "commit" && isHex(f[0]) {
			res[i] = f[0]
		}
	}
	return res, nil
}

// looseObject is a pushed tree or blob and its index among the loose
// names peelLoose was given.
type looseObject struct {
	oid string
	i   int
}

// peelLoose sorts pushed objects that are not commits (nor tags of one)
// into trees and blobs, each peeled through any tags; one that is
// missing here stops the scan.
func (g *Git) peelLoose(ctx context.Context, oids []string) (trees, blobs []looseObject, err error) {
	if len(oids) == 0 {
		return nil, nil, nil
	}
	var in bytes.Buffer
	for _, o := range oids {
		if !isHex(o) {
			return nil, nil, &PlumbingError{Op: "cat-file", Err: fmt.Errorf("%q is not an object name", o)}
		}
		fmt.Fprintf(&in, "%s^{}\n", o)
	}
	out, err := g.output(ctx, in.Bytes(), "cat-file", "--batch-check=%(objectname) %(objecttype)")
	if err != nil {
		return nil, nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
	if len(lines) != len(oids) {
		return nil, nil, &PlumbingError{Op: "cat-file", Err: fmt.Errorf("asked about %d objects, got %d answers", len(oids), len(lines))}
	}
	for i, l := range lines {
		f := strings.Fields(l)
		switch {
		case len(f) == 2 && f[1] == "tree" && isHex(f[0]):
			trees = append(trees, looseObject{f[0], i})
		case len(f) == 2 && f[1] == "blob" && isHex(f[0]):
			blobs = append(blobs, looseObject{f[0], i})
		default:
			return nil, nil, &PlumbingError{Op: "cat-file", Err: fmt.Errorf("pushed object %s is not here", oids[i])}
		}
	}
	return trees, blobs, nil
}

// remoteHas lists commits the remote is known to have, to stop the scan at.
func (g *Git) remoteHas(ctx context.Context, mode Exclude, remote, url string) ([]string, error) {
	if mode == "" {
		mode = ExcludeAuto
	}
	named := remote != "" && remote != url && !strings.HasPrefix(remote, "-") && !strings.ContainsAny(remote, "*?[\\ ")
	if url == "" {
		url = remote
	}
	switch mode {
	case ExcludeNone:
		return nil, nil
	case ExcludeAuto:
		return g.lsRemote(ctx, url)
	case ExcludeTracking:
		if !named {
			return nil, nil
		}
		return g.tracking(ctx, remote)
	case ExcludeLsRemote:
		return g.lsRemote(ctx, url)
	}
	return nil, fmt.Errorf("unknown exclude mode %q (want auto, tracking, ls-remote or none)", mode)
}

func (g *Git) tracking(ctx context.Context, remote string) ([]string, error) {
	out, err := g.output(ctx, nil, "for-each-ref", "--format=%(objectname)", "refs/remotes/"+remote+"/")
	if err != nil {
		return nil, err
	}
	return strings.Fields(string(out)), nil
}

func (g *Git) lsRemote(ctx context.Context, url string) ([]string, error) {
	if url == "" || strings.HasPrefix(url, "-") {
		return nil, &PlumbingError{Op: "ls-remote", Err: fmt.Errorf("unusable remote URL %q", url)}
	}
	ctx, cancel := context.WithTimeout(ctx, lsRemoteTimeout)
	defer cancel()
	out, err := g.outputWith(ctx, detach, nil, "ls-remote", "--quiet", url)
	if err != nil {
		return nil, err
	}
	var oids []string
	for _, l := range strings.Split(string(out), "\n") {
		if f := strings.Fields(l); len(f) >= 1 && isHex(f[0]) {
			oids = append(oids, f[0])
		}
	}
	return oids, nil
}

// scanLog scans the lines added by commits reachable from tips and not from
// exclude. Merges are read as a remerge diff: only what the merge itself
// introduced beyond an automatic merge of its parents (an "evil merge").
func (g *Git) scanLog(ctx context.Context, o Options, tips, exclude []string, res *Result) error {
	in := revisions(tips, exclude)
	args := append([]string{"log", "--stdin", "--ignore-missing", "--format=%x01%H", "-p",
		"--diff-merges=remerge", "--no-notes", "--no-show-signature"}, diffArgs...)
	dup := map[string]bool{}
	named := map[string]bool{}
	fileAllow := map[string]map[string]bool{}
	return g.stream(ctx, in, func(r io.Reader) error {
		return parseDiff(r, o.maxBytes(), func(string) { res.Commits++ }, func(d *FileDiff) error {
			var members []scan.Finding
			if wholeFile(d) && scan.IsArchive(d.Data) {
				// A file the commit adds whole, compressed or an archive
				// whatever its name (cache/warm.dat a gzip), opened as
				// the tree scan opens one: it may be gone from every
				// pushed tree by the tip. Read before textOfDiff rewrites
				// its bytes.
				more, err := o.Scanner.ScanMembers(d.Path, d.Data)
				if err != nil {
					res.note(fmt.Sprintf("%s @%s: archive read in part", d.Path, short(d.Commit)))
				}
				members = more
			}
			kind := textOfDiff(d)
			if kind != scan.ViewText {
				res.note(fmt.Sprintf("%s @%s: %s lines in the diff, scanned as text", d.Path, short(d.Commit), kind))
			}
			if !named[d.Path] && len(named) < maxRangePaths {
				named[d.Path] = true
				res.paths = append(res.paths, d.Path)
			}
			fs := o.Scanner.Scan(scan.Input{Path: d.Path, Data: d.Data, Lines: d.Lines, Context: d.Context, Binary: kind == scan.ViewBinary})
			if needsFileAllow(fs) {
				k := d.Commit + ":" + d.Path
				if _, ok := fileAllow[k]; !ok {
					fileAllow[k] = g.fileAllow(ctx, d.Commit, d.Path)
				}
				fs = o.Scanner.Scan(scan.Input{Path: d.Path, Data: d.Data, Lines: d.Lines, Context: d.Context, FileAllow: fileAllow[k],
					Binary: kind == scan.ViewBinary})
			}
			fs = append(fs, members...)
			for _, f := range fs {
				f.Commit = d.Commit
				if k := key(f); !dup[k] {
					dup[k] = true
					res.Findings = append(res.Findings, f)
				}
			}
			return nil
		})
	}, args...)
}

func key(f scan.Finding) string { return f.Path + "\x00" + f.Key }

// wholeFile reports a diff that adds a whole file: every line added, from
// the first.
func wholeFile(d *FileDiff) bool {
	if len(d.Lines) == 0 || d.Lines[0] != 1 {
		return false
	}
	for _, c := range d.Context {
		if c {
			return false
		}
	}
	return true
}

func needsFileAllow(fs []scan.Finding) bool {
	for _, f := range fs {
		if !f.Allowed {
			return true
		}
	}
	return false
}

// fileAllow reads the allow-file markers of path as of commit.
func (g *Git) fileAllow(ctx context.Context, commit, path string) map[string]bool {
	if !isHex(commit) {
		return nil
	}
	out, err := g.output(ctx, nil, "cat-file", "blob", commit+":"+path)
	if err != nil {
		return nil // a marker we cannot read allows nothing
	}
	return scan.AllowIDs(out, scan.AllowFileMarker)
}

// scanTree scans every text file of a commit, as committed.
func (g *Git) scanTree(ctx context.Context, o Options, commit string, res *Result) error {
	// -t lists the trees too: a directory with no file under it (an
	// entry pointing at the empty tree) has a name no file path shows.
	out, err := g.output(ctx, nil, "ls-tree", "-r", "-t", "-z", "-l", "--full-tree", commit)
	if err != nil {
		return err
	}
	var want []treeEntry
	for _, rec := range bytes.Split(out, []byte{0}) {
		if len(rec) == 0 {
			continue
		}
		meta, path, ok := bytes.Cut(rec, []byte{'\t'})
		f := strings.Fields(string(meta))
		if !ok || len(f) != 4 {
			return &PlumbingError{Op: "ls-tree", Err: fmt.Errorf("unexpected entry %q", rec)}
		}
		res.paths = append(res.paths, string(path))
		if f[1] == "tree" {
			continue
		}
		if f[1] == "commit" {
			res.links = append(res.links, gitlink{string(path), f[2]})
		}
		// A symbolic link's blob is its target path: scanned like a file.
		if f[1] != "blob" {
			res.Skipped++
			continue
		}
		want = append(want, treeEntry{f[2], string(path)})
	}
	return g.scanEntries(ctx, o, commit, want, res)
}

// treeEntry is a blob to scan and the path it is scanned under.
type treeEntry struct{ oid, path string }

// scanEntries scans the blobs of want, read with one cat-file --batch,
// each as a file of commit (a tree's or a commit's id; "" for a blob
// pushed alone, labelled by its own id).
func (g *Git) scanEntries(ctx context.Context, o Options, commit string, want []treeEntry, res *Result) error {
	if len(want) == 0 {
		return nil
	}
	var in bytes.Buffer
	for _, e := range want {
		in.WriteString(e.oid + "\n")
	}
	i := 0
	return g.stream(ctx, in.Bytes(), func(r io.Reader) error {
		br := bufio.NewReaderSize(r, 256<<10)
		var buf []byte
		for ; i < len(want); i++ {
			hdr, err := br.ReadString('\n')
			if err != nil {
				return &PlumbingError{Op: "cat-file", Err: fmt.Errorf("short output: %w", err)}
			}
			f := strings.Fields(hdr)
			if len(f) != 3 {
				return &PlumbingError{Op: "cat-file", Err: fmt.Errorf("unexpected header %q", hdr)}
			}
			n, err := strconv.Atoi(f[2])
			if err != nil {
				return &PlumbingError{Op: "cat-file", Err: fmt.Errorf("unexpected header %q", hdr)}
			}
			// A blob over the limit is read up to it; the rest is
			// drained, not scanned.
			keep := min(n, o.maxBytes())
			if cap(buf) < keep {
				buf = make([]byte, keep)
			}
			buf = buf[:keep]
			if _, err := io.ReadFull(br, buf); err != nil {
				return &PlumbingError{Op: "cat-file", Err: err}
			}
			if _, err := io.CopyN(io.Discard, br, int64(n-keep+1)); err != nil {
				return &PlumbingError{Op: "cat-file", Err: err}
			}
			data, kind := scan.TextView(buf)
			path, label := want[i].path, commit
			if label == "" {
				label = want[i].oid
			}
			switch {
			case n > keep:
				res.note(fmt.Sprintf("%s @%s: %d bytes, only the first %d scanned (scan.max_file_bytes)", path, short(label), n, keep))
			case kind == scan.ViewBinary && keep > scan.MaxBinaryView:
				res.note(fmt.Sprintf("%s @%s: binary, the printable runs of its first %d bytes scanned", path, short(label), scan.MaxBinaryView))
			}
			res.Files++
			res.keys.note(path, buf, data, kind == scan.ViewText)
			fs := o.Scanner.Scan(scan.Input{Path: path, Data: data, Binary: kind == scan.ViewBinary})
			if scan.HasMembers(buf) {
				if res.archives == nil {
					res.archives = map[string]bool{}
				}
				res.archives[want[i].oid] = true
				// A compressed file or a bundle: its members as files;
				// binary content: the compressed streams it holds.
				more, err := o.Scanner.ScanMembers(path, buf)
				if err != nil || n > keep && scan.IsArchive(buf) {
					res.note(fmt.Sprintf("%s @%s: archive read in part", path, short(label)))
				}
				fs = append(fs, more...)
			}
			for _, fd := range fs {
				fd.Commit = label
				res.Findings = append(res.Findings, fd)
			}
		}
		return nil
	}, "cat-file", "--batch")
}

func (r *Result) note(s string) {
	switch {
	case len(r.Notes) < maxNotes:
		r.Notes = append(r.Notes, s)
	case len(r.Notes) == maxNotes:
		r.Notes = append(r.Notes, "more notes left out")
	}
}

func short(sha string) string { return sha[:min(len(sha), 12)] }

// textOfDiff makes the added lines of a binary or UTF-16 file (which
// --text lets through) scannable in place, keeping every line break so the
// line numbers stay true: NULs are dropped from UTF-16 (its ASCII is then
// plain), other control bytes become spaces. It reports what the lines
// were: scan.ViewText (left alone), scan.ViewUTF16, scan.ViewPadded or
// scan.ViewBinary.
func textOfDiff(d *FileDiff) string {
	nul := bytes.Count(d.Data, []byte{0})
	if nul == 0 {
		return scan.ViewText
	}
	utf16 := nul*4 >= len(d.Data)
	if !utf16 && scan.PaddedText(d.Data) {
		// Text in NUL padding (scan.PaddedText) is read as text.
		d.Data = scan.PadView(d.Data, ' ')
		return scan.ViewPadded
	}
	out := d.Data[:0]
	for _, c := range d.Data {
		switch {
		case c == 0 && utf16:
			continue
		case c < 0x20 && c != '\t' && c != '\n':
			c = ' '
		}
		out = append(out, c)
	}
	d.Data = out
	if utf16 {
		return scan.ViewUTF16
	}
	return scan.ViewBinary
}

// scanTags scans every annotated tag object the push sends (a tag of a tag
// too): its message and header.
func (g *Git) scanTags(ctx context.Context, o Options, refs []PushRef, res *Result) error {
	var oids []string
	for _, r := range refs {
		if !isZero(r.LocalOID) && isHex(r.LocalOID) {
			oids = append(oids, r.LocalOID)
		}
	}
	seen := map[string]bool{}
	for depth := 0; len(oids) > 0 && depth < 8; depth++ {
		var in bytes.Buffer
		for _, x := range oids {
			in.WriteString(x + "\n")
		}
		out, err := g.output(ctx, in.Bytes(), "cat-file", "--batch-check=%(objectname) %(objecttype)")
		if err != nil {
			return err
		}
		var next []string
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			f := strings.Fields(l)
			if len(f) != 2 || f[1] != "tag" || seen[f[0]] || !isHex(f[0]) {
				continue
			}
			seen[f[0]] = true
			body, err := g.output(ctx, nil, "cat-file", "tag", f[0])
			if err != nil {
				return err
			}
			body = body[:min(len(body), o.maxBytes())]
			for _, fd := range o.Scanner.Scan(scan.Input{Path: "TAG_EDITMSG", Data: body}) {
				fd.Commit = f[0]
				res.Findings = append(res.Findings, fd)
			}
			if obj, _, ok := strings.Cut(string(body), "\n"); ok && strings.HasPrefix(obj, "object ") {
				next = append(next, strings.TrimPrefix(obj, "object "))
			}
		}
		oids = next
	}
	return nil
}

// revisions is the --stdin input of rev-list and log: the tips, then each
// excluded commit negated (a name that is not an object id is left out, so
// nothing read from a hook's input becomes an option).
func revisions(tips, exclude []string) []byte {
	var in bytes.Buffer
	for _, t := range tips {
		in.WriteString(t + "\n")
	}
	for _, e := range exclude {
		if isHex(e) {
			in.WriteString("^" + e + "\n")
		}
	}
	return in.Bytes()
}
