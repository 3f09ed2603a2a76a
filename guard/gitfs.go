package guard

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path"
	"strings"
	"time"
)

// Git plumbing and porcelain that write files from the repository: a
// protected file tracked in git (or in the tree being checked out) is
// written by checkout, switch, merge, stash pop, read-tree -u, reset
// --hard, restore and checkout-index without any path on the command line
// naming it. For those commands only, the guard asks git which protected
// files are tracked (one bounded subprocess).

// maxGitCalls bounds the git queries of one tool call; past it the guard
// asks instead of checking.
const maxGitCalls = 6

// gitQueryTimeout bounds each git call the guard makes (at most six per
// command, well inside the hook's 5 s budget).
const gitQueryTimeout = 600 * time.Millisecond

// protectedSpecs are git pathspecs for the files the guard protects.
var protectedSpecs = [...]string{
	":(top,glob)**/.claude/settings.json",
	":(top,glob)**/.claude/settings.local.json",
	":(top,glob)**/.claude/hooktool.json",
	":(top,glob)**/pre-push",
}

// absFrom resolves a path argument against dir.
func (w *walker) absFrom(dir string, a arg) (string, bool) {
	if a.dyn || a.s == "" {
		return "", false
	}
	if strings.HasPrefix(a.s, "/") {
		return path.Clean(a.s), true
	}
	if dir == "" {
		return "", false
	}
	return path.Join(dir, a.s), true
}

// gitRoot finds the top of the work tree that holds dir ("" when none).
func gitRoot(dir string) string {
	for i := 0; i < 64 && strings.HasPrefix(dir, "/"); i++ {
		if _, err := os.Lstat(dir + "/.git"); err == nil {
			return dir
		}
		if dir == "/" {
			break
		}
		dir = path.Dir(dir)
	}
	return ""
}

func hasDD(args []arg) bool { return indexOf(args, "--") >= 0 }

// gitCheckout judges git checkout: the branch or tree it switches to, and
// the paths it restores.
func (w *walker) gitCheckout(dir string, rest []arg, seg string) {
	p := parseArgs(rest, "bB", []string{"--orphan", "--conflict", "--pathspec-from-file"}, "--force", "--merge", "--detach", "--track", "--no-track", "--ours", "--theirs", "--patch", "--quiet", "--progress", "--no-progress", "--ignore-other-worktrees", "--overwrite-ignore", "--recurse-submodules", "--pathspec-file-nul", "--guess", "--no-guess", "--overlay", "--no-overlay")
	if len(p.values("--pathspec-from-file")) > 0 {
		w.gitOverwrites(dir, nil, nil, seg)
		return
	}
	dd := indexOf(rest, "--")
	var refs, paths []arg
	if dd >= 0 {
		after := rest[dd+1:]
		for _, o := range p.ops {
			in := false
			for _, a := range after {
				if a.node == o.node && a.s == o.s {
					in = true
				}
			}
			if !in {
				refs = append(refs, o)
			}
		}
		paths = after
	} else {
		refs = p.ops
		paths = p.ops // "git checkout X" is a branch or a path
	}
	created := len(p.values("-b", "-B", "--orphan")) > 0
	if created && len(refs) == 0 {
		return // a new branch at HEAD changes no file
	}
	w.gitOverwrites(dir, refs, paths, seg)
}

// gitRestore judges git restore's paths and --source.
func (w *walker) gitRestore(dir string, rest []arg, seg string) {
	p := parseArgs(rest, "s", []string{"--source", "--pathspec-from-file", "--conflict"}, "--staged", "--worktree", "--ours", "--theirs", "--merge", "--patch", "--quiet", "--progress", "--no-progress", "--overlay", "--no-overlay", "--ignore-unmerged", "--ignore-skip-worktree-bits", "--recurse-submodules", "--pathspec-file-nul")
	var refs []arg
	if s := p.last("-s", "--source"); s != nil {
		refs = []arg{*s}
	}
	w.gitOverwrites(dir, refs, p.ops, seg)
}

// gitOverwrites asks when git would write a protected file: one named in
// paths, or, for a broad checkout, one that is tracked (or that differs in
// the refs being checked out).
func (w *walker) gitOverwrites(dir string, refs, paths []arg, seg string) {
	broad := len(paths) == 0
	for _, a := range paths {
		if isWholeTree(a.s) || a.dyn || a.glob {
			broad = true
			continue
		}
		p, ok := w.absFrom(dir, a)
		if !ok {
			broad = true
			continue
		}
		if what := w.protectedTree(p); what != "" {
			w.add("self-protect-git", seg, "git writes "+what+" from the repository")
			return
		}
		if under(w.g.env.Project, p) || (w.fsOn() && w.holdsProtected(p)) {
			broad = true // a folder that holds protected files
		}
	}
	if !broad && len(refs) == 0 {
		return
	}
	if dir == "" || !w.fsOn() {
		return
	}
	root := gitRoot(dir)
	if root == "" {
		return
	}
	diffed := false
	for i, r := range refs {
		if i == 2 || r.dyn || strings.HasPrefix(r.s, "-") {
			break
		}
		if !w.gitBudget(seg) {
			return
		}
		names, err := gitNames(root, "diff", "--name-only", "-z", "--no-renames", "HEAD", r.s)
		if err != nil {
			continue
		}
		diffed = true
		if len(names) > 0 {
			w.add("self-protect-git", seg, "the tree it checks out changes "+clip(names[0], 120)+", a file that guards this session")
			return
		}
	}
	if len(refs) == 0 && w.gitBudget(seg) {
		// From the index or HEAD: what differs from the work tree is
		// what git would write.
		if names, err := gitNames(root, "status", "--porcelain", "-z", "--untracked-files=no"); err == nil {
			diffed = true
			if len(names) > 0 {
				w.add("self-protect-git", seg, "git would write "+clip(strings.TrimSpace(names[0][min(3, len(names[0])):]), 120)+", which differs in git's index or HEAD and guards this session")
				return
			}
		}
	}
	if !diffed {
		w.gitTracked(root, seg)
	}
}

// gitTracked asks when a protected file is tracked in the repository at
// root: the fallback when git cannot say what a checkout changes. When git
// cannot say that either (it did not answer within its bound, in a large
// repository or on a loaded machine, or it failed), the guard cannot vouch
// for the command and asks: passing it would let a slow repository hide a
// checkout of the settings.
func (w *walker) gitTracked(root, seg string) {
	if !w.gitBudget(seg) {
		return
	}
	names, err := gitNames(root, "ls-files", "-z")
	if err != nil {
		w.add("self-protect-git", seg, "git did not say in time which of the files that guard this session it would write, so the guard cannot vouch for it")
		return
	}
	if len(names) > 0 {
		w.add("self-protect-git", seg, "git may write "+clip(names[0], 120)+", a tracked file that guards this session")
	}
}

// gitBudget counts one git query; past the bound it asks instead.
func (w *walker) gitBudget(seg string) bool {
	w.gitCalls++
	if w.gitCalls > maxGitCalls {
		if w.gitCalls == maxGitCalls+1 {
			w.add("self-protect-git", seg, "it runs more git checkouts than the guard checks in one call")
		}
		return false
	}
	return true
}

// gitNames runs one bounded git query over the protected pathspecs.
func gitNames(root string, args ...string) ([]string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), gitQueryTimeout)
	defer cancel()
	full := append([]string{"-C", root}, args...)
	full = append(full, "--")
	full = append(full, protectedSpecs[:]...)
	cmd := exec.CommandContext(ctx, "git", full...)
	cmd.Env = append(os.Environ(), "GIT_OPTIONAL_LOCKS=0", "GIT_LITERAL_PATHSPECS=0")
	var out bytes.Buffer
	cmd.Stdout = &limited{buf: &out, n: 64 << 10}
	cmd.WaitDelay = 100 * time.Millisecond // a child holding the pipe must not hold the hook
	if err := cmd.Run(); err != nil {
		return nil, err
	}
	var names []string
	for _, n := range strings.Split(out.String(), "\x00") {
		if n != "" {
			names = append(names, n)
		}
	}
	return names, nil
}

// limited keeps the first n bytes written to it and drops the rest.
type limited struct {
	buf *bytes.Buffer
	n   int
}

func (l *limited) Write(p []byte) (int, error) {
	if room := l.n - l.buf.Len(); room > 0 {
		if len(p) > room {
			l.buf.Write(p[:room])
		} else {
			l.buf.Write(p)
		}
	}
	return len(p), nil
}

// gitApply judges git apply and git am by the files their patches name.
func (w *walker) gitApply(dir string, rest []arg, seg string, in input) {
	p := parseArgs(rest, "pCS", []string{"--directory", "--include", "--exclude", "--whitespace", "--build-fake-ancestor", "--patch-format", "--resolvemsg", "--quoted-cr", "--empty"})
	for _, l := range p.long {
		switch l {
		case "--continue", "--skip", "--abort", "--quit", "--show-current-patch", "--retry":
			return // git am's own state, no new patch
		}
	}
	if (hasAbbrev(p.long, "--check", 4) || hasAbbrev(p.long, "--stat", 4) || hasAbbrev(p.long, "--numstat", 3) || hasAbbrev(p.long, "--summary", 3)) && !hasAbbrev(p.long, "--apply", 3) {
		return
	}
	root := dir
	if r := gitRoot(dir); r != "" && w.fsOn() {
		root = r
	}
	if d := p.last("--directory"); d != nil && !d.dyn {
		root = path.Join(root, d.s)
	}
	var texts []string
	for _, o := range p.ops {
		if o.s == "-" {
			continue
		}
		t, ok := w.readSmall(o)
		if !ok {
			w.unseen(destArg(root), seg, "the patch "+clip(o.raw, 80)+" cannot be read by the guard")
			return
		}
		texts = append(texts, t)
	}
	if len(texts) == 0 {
		t, ok := w.patchText(nil, in)
		if !ok {
			w.unseen(destArg(root), seg, "the patch on its input cannot be read by the guard")
			return
		}
		texts = append(texts, t)
	}
	for _, t := range texts {
		ds := patchTargets(t, root)
		if dir != root {
			ds = append(ds, patchTargets(t, dir)...)
		}
		for _, d := range ds {
			w.writeDest(d, seg)
		}
	}
}

// gitUpdateIndex judges paths staged by git update-index: --cacheinfo
// puts any blob at any path, and checkout-index then writes it out.
func (w *walker) gitUpdateIndex(dir string, rest []arg, seg string, in input) {
	var paths []arg
	for i := 0; i < len(rest); i++ {
		s := rest[i].s
		name, val, hasVal := strings.Cut(s, "=")
		switch {
		case strings.HasPrefix(s, "--") && isAbbrev(name, "--cacheinfo", 4):
			v := val
			if !hasVal && i+1 < len(rest) {
				i++
				v = rest[i].s
			}
			if parts := strings.SplitN(v, ",", 3); len(parts) == 3 {
				paths = append(paths, destArg(parts[2]))
			} else if i+2 < len(rest) {
				paths = append(paths, rest[i+2])
				i += 2
			}
		case strings.HasPrefix(s, "--") && (isAbbrev(name, "--index-info", 4) || isAbbrev(name, "--stdin", 4)):
			if in.hasCode {
				for _, line := range strings.Split(in.code, "\n") {
					if j := strings.LastIndexAny(line, "\t "); j >= 0 {
						line = line[j+1:]
					}
					if line != "" {
						paths = append(paths, destArg(line))
					}
				}
			} else {
				w.add("self-protect-unseen", seg, "git update-index reads the paths it stages from its input, which the guard cannot see")
			}
		case strings.HasPrefix(s, "-"):
		default:
			paths = append(paths, rest[i])
		}
	}
	w.gitPaths(dir, paths, seg, "it stages a change to ")
}

// gitCheckoutIndex judges git checkout-index: named paths, --all, --stdin.
func (w *walker) gitCheckoutIndex(dir string, rest []arg, seg string) {
	p := parseArgs(rest, "", []string{"--prefix", "--stage"}, "--all", "--force", "--stdin", "--index", "--quiet", "--no-create", "--temp", "--ignore-skip-worktree-bits", "-z")
	if p.has("", "--stdin", 4) {
		w.add("self-protect-unseen", seg, "git checkout-index reads the paths it writes from its input, which the guard cannot see")
	}
	w.gitPaths(dir, p.ops, seg, "it writes ")
	if pre := p.last("--prefix"); pre != nil && !pre.dyn {
		// --prefix=DIR/ writes the checked-out files under DIR.
		saved := w.cwd
		if dir != "" {
			w.cwd = dir
		}
		w.writeDest(dest{a: *pre, into: strings.HasSuffix(pre.s, "/")}, seg)
		if !strings.HasSuffix(pre.s, "/") {
			w.writeDest(dest{a: destArg(path.Dir(pre.s)), into: true}, seg)
		}
		w.cwd = saved
	}
	if p.has("a", "--all", 4) {
		w.gitOverwrites(dir, nil, nil, seg)
	}
}

// gitPaths denies git plumbing on a named protected path.
func (w *walker) gitPaths(dir string, paths []arg, seg, verb string) {
	for _, a := range paths {
		if a.dyn {
			continue
		}
		p, ok := w.absFrom(dir, a)
		if !ok {
			continue
		}
		if what := w.protectedPath(p, true); what != "" {
			w.add("self-protect", seg, verb+what+" through git's index")
			return
		}
	}
}

// gitPicks judges what a merge, pull, cherry-pick or revert writes: not
// the whole difference between HEAD and the ref, but what the ref brings.
// A cherry-pick or revert applies the named commit's own diff (against
// its first parent; a root commit's whole tree), a merge what the ref
// changed since it left HEAD's history (HEAD...ref). A range, or a ref git
// cannot resolve, falls back to gitOverwrites.
func (w *walker) gitPicks(dir, sub string, refs []arg, seg string) {
	if len(refs) == 0 || len(refs) > 2 || dir == "" || !w.fsOn() {
		w.gitOverwrites(dir, refs, nil, seg)
		return
	}
	root := gitRoot(dir)
	if root == "" {
		return
	}
	for _, r := range refs {
		if r.dyn || strings.HasPrefix(r.s, "-") || strings.Contains(r.s, "..") || strings.HasPrefix(r.s, "^") {
			w.gitOverwrites(dir, refs, nil, seg)
			return
		}
	}
	for _, r := range refs {
		if !w.gitBudget(seg) {
			return
		}
		var names []string
		var err error
		if sub == "cherry-pick" || sub == "revert" {
			names, err = gitNames(root, "diff-tree", "-r", "--root", "--name-only", "-z", "--no-commit-id", "--no-renames", "-m", "--first-parent", r.s)
		} else {
			names, err = gitNames(root, "diff", "--name-only", "-z", "--no-renames", "HEAD..."+r.s)
		}
		if err != nil {
			w.gitOverwrites(dir, []arg{r}, nil, seg) // git cannot say: judged the broad way
			continue
		}
		if len(names) > 0 {
			w.add("self-protect-git", seg, "git "+sub+" "+r.s+" changes "+clip(names[0], 120)+", a file that guards this session")
			return
		}
	}
}
