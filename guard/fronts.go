package guard

import (
	"path"
	"strings"
)

// Repositories made in the line, and git's front ends.
//
// A repository git clone or git init makes has no hooks of its own (a
// clone copies the template's, never the source's), so a push from it
// publishes past hooktool's pre-push scan, however it was cloned (--bare,
// --mirror, --shared, --no-local, an empty --template) and however the
// push names it (-C, --git-dir, cd). On disk pushUnhooked sees that; the
// line alone shows it too.
//
// git-extras and other front ends are git subcommands that run git's own
// destructive forms under another name (delete-branch is branch -D, clear
// is reset --hard and clean -f, obliterate and reauthor rewrite history,
// bulk runs a git command in every repository): each is judged as what
// it runs. Bridges to other systems (git-annex's content, git-tfs,
// cvsexportcommit) publish by their own transfer, as git p4 and git svn do.

// newRepo remembers the repository git clone (clone) or git init made.
func (w *walker) newRepo(dir string, ops []arg, clone bool) {
	if len(w.repos) >= 8 {
		return
	}
	var to arg
	switch {
	case len(ops) >= 2 || !clone && len(ops) == 1:
		to = ops[len(ops)-1]
	case clone && len(ops) == 1 && !ops[0].dyn:
		b := strings.TrimSuffix(path.Base(strings.TrimRight(ops[0].s, "/")), ".git")
		if b == "." || b == "/" || b == "" {
			return
		}
		to = arg{s: b, raw: b}
	default:
		return // git init in the folder itself: a repository that was there keeps its hooks
	}
	if dir == "" {
		dir = w.cwd
	}
	p, ok := w.absFrom(dir, to)
	if !ok || p == "/" || under(w.g.env.Project, p) || p == w.cwd {
		return
	}
	w.repos = append(w.repos, p)
}

// pushFromNew judges a push from a repository made earlier in the line.
func (w *walker) pushFromNew(dir, gitDir, seg string) {
	if len(w.repos) == 0 {
		return
	}
	if w.fsOn() && (w.g.env.Project == "" || !w.repoHooked(w.g.env.Project, "")) {
		return // the user does not use hooktool's pre-push hook here
	}
	p := dir
	if gitDir != "" {
		q, ok := w.absFrom(dir, destArg(gitDir))
		if !ok {
			return
		}
		p = q
	}
	if p == "" {
		return
	}
	for _, r := range w.repos {
		if under(p, r) {
			w.add("git-push-unhooked", seg, "it pushes from "+r+", a repository made earlier in the line, which has no pre-push hook of its own")
			return
		}
	}
}

// gitFrontEnd judges a git subcommand of a front end (git-extras and the
// bridges) as the git commands it runs.
func (w *walker) gitFrontEnd(sub string, rest []arg, flags []string, ops []arg, dir string, moved bool, seg string, depth int, in input) {
	ext := "git-extras' " + sub
	switch sub {
	case "delete-branch":
		if len(ops) > 0 {
			w.add("git-branch-force-delete", seg, ext+" runs git branch -D on "+clip(ops[0].s, 60)+" and deletes it on the remote")
		}
	case "delete-tag":
		if len(ops) > 0 {
			w.add("git-push-delete", seg, ext+" deletes the tag "+clip(ops[0].s, 60)+" here and on the remote")
		}
	case "rename-branch":
		if len(ops) > 1 {
			w.add("git-push-delete", seg, ext+" renames "+clip(ops[0].s, 60)+" and deletes it on the remote")
		}
	case "clear", "clear-soft":
		if !w.scratchRepo(dir, moved) {
			w.add("git-reset-hard", seg, ext+" runs git reset --hard and git clean -f: every uncommitted change and untracked file goes")
		}
	case "undo":
		if (hasShort(flags, "h") || hasAbbrev(flags, "--hard", 4)) && !w.scratchRepo(dir, moved) {
			w.add("git-reset-hard", seg, ext+" --hard runs git reset --hard over the last commits and every uncommitted change")
		}
	case "obliterate", "reauthor":
		w.add("git-history-rewrite", seg, ext+" rewrites every commit of the history with git filter-branch")
	case "fresh-branch":
		w.add("git-rm-all", seg, ext+" makes an orphan branch and removes every file from the index and the work tree")
	case "force-clone":
		// It empties the target folder before cloning into it.
		if len(ops) > 1 {
			saved := w.cwd
			if dir != "" {
				w.cwd = dir
			}
			w.judge([]arg{{s: "rm", raw: "rm"}, {s: "-rf", raw: "-rf"}, {s: "--", raw: "--"}, ops[len(ops)-1]}, seg, depth+1, input{})
			w.cwd = saved
		}
	case "bulk":
		// git bulk [-g] [-a | -w NAME] [-q] COMMAND: a git command in every
		// repository of the workspaces.
		i := 0
		for i < len(rest) && strings.HasPrefix(rest[i].s, "-") {
			if rest[i].s == "-w" || rest[i].s == "--addworkspace" || rest[i].s == "--removeworkspace" {
				i++
			}
			i++
		}
		if i < len(rest) {
			w.git(rest[i:], seg, depth+1, in)
		}
	case "annex":
		// Annexed content travels by git-annex's own transfer.
		if len(ops) > 0 && (ops[0].s == "sync" && hasAbbrev(flags, "--content", 4) || (ops[0].s == "copy" || ops[0].s == "move") && (hasArg(rest, "--to") || hasArgPrefix(rest, "--to="))) {
			w.add("git-push-unhooked", seg, "git annex "+ops[0].s+" sends annexed content by git-annex's own transfer, which no pre-push scan reads")
		}
	case "tfs":
		if len(ops) > 0 && (ops[0].s == "rcheckin" || ops[0].s == "checkin" || ops[0].s == "checkintool") {
			w.add("git-push-unhooked", seg, "git tfs "+ops[0].s+" publishes commits to TFS without git's pre-push hook")
		}
	case "cvsexportcommit":
		w.add("git-push-unhooked", seg, "git cvsexportcommit publishes a commit to CVS without git's pre-push hook")
	}
}
