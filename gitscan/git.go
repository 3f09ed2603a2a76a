// Package gitscan feeds git content to the scanner: the commits a push sends
// (git's pre-push protocol), the staged changes of a commit, and the tree of a
// commit. It runs git with argument lists and with every user setting that
// could hide or mangle content switched off (--no-color, --no-ext-diff,
// --no-textconv), and never passes git a revision that begins with "-".
//
// # What a push scans
//
// For each line git gives the pre-push hook: a deletion (all-zero local
// object name, SHA-1 or SHA-256 length) sends nothing. Every other pushed
// object is peeled to its commit; a tree or a blob pushed to a ref of its
// own (git mktree, hash-object) is read as what it holds, a tree's blobs
// as a commit's are and a blob under the ref's name, and only an object
// missing here stops the scan. The commits to read are those reachable
// from the pushed commits and not from anything the remote is known to have:
// the remote tips git names (when this repository has them; a tip pushed by
// someone else and never fetched is simply not excluded, so the scan reads
// more, never less), plus what `git ls-remote URL` lists (see below). Their
// added lines are read with `git log -p --text -U1` (merges as a remerge
// diff, so only what a merge itself adds; --text so that a "-diff"
// attribute hides nothing), their messages with `git log -z`, the message
// of each pushed annotated tag with cat-file, and the tree of each pushed
// commit with ls-tree and cat-file --batch, both at once. Every git call
// runs with GIT_NO_REPLACE_OBJECTS=1 and no graft file: `git replace` must
// not show the scanner one history while the push sends another. Any git
// failure, or the time limit, is a PlumbingError: the caller stops the push
// and says it is not a leak verdict.
//
// # What the remote has
//
// By default only what the remote really has is excluded: the remote tips
// git names on stdin and `git ls-remote` of the push URL (with its own time
// limit). Tracking refs (refs/remotes/<remote>/*) may be stale (a branch the
// remote deleted and this clone never pruned) or forged, so they count only
// when scan.prepush.exclude is "tracking". If ls-remote fails, the scan goes
// on excluding only the stdin tips: it reads more, never less, and says so.
//
// # Content that is not plain text
//
// UTF-16 text (with or without a byte-order mark) is transcoded and
// scanned; other binary content is scanned as its printable runs, as
// strings(1) would, up to scan.TextView's bound; a file larger than the
// size limit is scanned up to the limit. Each of these is reported in
// Result.Notes.
package gitscan

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// PlumbingError is git failing under the scanner: not a leak verdict. A push
// must still stop (fail closed), but the message must say which it is.
type PlumbingError struct {
	Op  string
	Err error
}

func (e *PlumbingError) Error() string { return fmt.Sprintf("git %s: %v", e.Op, e.Err) }

func (e *PlumbingError) Unwrap() error { return e.Err }

// Git runs git in one repository.
type Git struct {
	Dir     string        // working directory; "" = the current one
	Env     []string      // the environment; nil = the process's own
	Timeout time.Duration // bound on the whole operation; 0 = 2 minutes
}

// baseArgs override configuration that would change what git prints.
var baseArgs = []string{
	"--no-pager",
	"-c", "color.ui=never",
	"-c", "core.quotePath=false",
	"-c", "diff.noprefix=false",
	"-c", "diff.mnemonicPrefix=false",
	"-c", "diff.suppressBlankEmpty=false",
	"-c", "log.showSignature=false",
	// A root commit's patch must show: log.showRoot=false hides what a
	// new branch's first commit adds (push set 12).
	"-c", "log.showRoot=true",
	"-c", "advice.graftFileDeprecated=false",
}

// diffArgs make a diff show the content as committed, parseable.
var diffArgs = []string{
	"--text", // a "-diff" or "binary" attribute must not turn content into "Binary files differ"
	"--no-color", "--no-ext-diff", "--no-textconv", "--no-renames", "--no-relative",
	"--src-prefix=a/", "--dst-prefix=b/", "-U1",
}

func (g *Git) timeout() time.Duration {
	if g.Timeout > 0 {
		return g.Timeout
	}
	return 2 * time.Minute
}

func (g *Git) command(ctx context.Context, args ...string) *exec.Cmd {
	c := exec.CommandContext(ctx, "git", append(append([]string{}, baseArgs...), args...)...)
	c.Dir = g.Dir
	env := g.Env
	if env == nil {
		env = c.Environ()
	}
	// Replace refs and grafts change what history looks like to this
	// process but not what a push sends: every call reads the objects as
	// they are.
	c.Env = append(append([]string{}, env...), "GIT_TERMINAL_PROMPT=0", "GIT_PAGER=cat", "GIT_EXTERNAL_DIFF=", "LC_ALL=C",
		"GIT_NO_REPLACE_OBJECTS=1", "GIT_GRAFT_FILE="+os.DevNull)
	c.WaitDelay = time.Second
	return c
}

// output runs git and returns stdout; stderr goes into the error.
func (g *Git) output(ctx context.Context, stdin []byte, args ...string) ([]byte, error) {
	return g.outputWith(ctx, nil, stdin, args...)
}

// outputWith is output with a change to the command before it starts.
func (g *Git) outputWith(ctx context.Context, prep func(*exec.Cmd), stdin []byte, args ...string) ([]byte, error) {
	c := g.command(ctx, args...)
	if prep != nil {
		prep(c)
	}
	if stdin != nil {
		c.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	c.Stdout, c.Stderr = &out, &limited{w: &errb, n: 4096}
	if err := c.Run(); err != nil {
		return nil, &PlumbingError{Op: args[0], Err: explain(ctx, err, errb.String())}
	}
	return out.Bytes(), nil
}

// stream runs git and hands its stdout to read; git's failure wins over a
// read error caused by it.
func (g *Git) stream(ctx context.Context, stdin []byte, read func(io.Reader) error, args ...string) error {
	c := g.command(ctx, args...)
	if stdin != nil {
		c.Stdin = bytes.NewReader(stdin)
	}
	var errb bytes.Buffer
	c.Stderr = &limited{w: &errb, n: 4096}
	out, err := c.StdoutPipe()
	if err != nil {
		return &PlumbingError{Op: args[0], Err: err}
	}
	if err := c.Start(); err != nil {
		return &PlumbingError{Op: args[0], Err: err}
	}
	rerr := read(out)
	if rerr != nil {
		_, _ = io.Copy(io.Discard, out)
	}
	werr := c.Wait()
	if werr != nil {
		return &PlumbingError{Op: args[0], Err: explain(ctx, werr, errb.String())}
	}
	return rerr
}

func explain(ctx context.Context, err error, stderr string) error {
	if ctx.Err() != nil {
		return fmt.Errorf("gave up after the time limit: %w", ctx.Err())
	}
	if s := strings.TrimSpace(stderr); s != "" {
		return errors.New(strings.ReplaceAll(s, "\n", "; "))
	}
	return err
}

// limited keeps the first n bytes written.
type limited struct {
	w io.Writer
	n int
}

func (l *limited) Write(p []byte) (int, error) {
	if l.n > 0 {
		k := min(len(p), l.n)
		_, _ = l.w.Write(p[:k])
		l.n -= k
	}
	return len(p), nil
}

// isHex reports a full object name (SHA-1 or SHA-256).
func isHex(s string) bool {
	if len(s) != 40 && len(s) != 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// isZero reports the all-zeroes object name, whatever the hash length.
func isZero(s string) bool { return strings.Trim(s, "0") == "" }
