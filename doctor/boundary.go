package doctor

import (
	"errors"
	"fmt"

	"github.com/hookd/hookd/githook"
)

func boundary(o Options) *Layer {
	l := &Layer{Name: LayerBoundary}
	if o.Repo == nil {
		if o.RepoErr != nil && !errors.Is(o.RepoErr, githook.ErrNotRepo) {
			l.Add("boundary.git", Warn, "", "cannot read the repository: "+o.RepoErr.Error(), "check that git works here")
		} else {
			l.Add("boundary.no-repo", Info, "", "not inside a git repository; nothing to check", "")
		}
		return l
	}
	for _, w := range o.Worktrees {
		// A worktree's own config.worktree moved its hooks: a push from
		// there does not run the pre-push hook checked below.
		l.Add("boundary.worktree-hooks", Fail, short(o.Home, w.Path), "this worktree runs its git hooks from "+w.HooksDir+" (its own config.worktree sets core.hooksPath), not "+o.Repo.HooksDir+": pushes from it are not scanned",
			"git -C "+w.Path+" config --worktree --unset core.hooksPath")
	}
	s := githook.Inspect(o.Repo, o.WantBinary)
	if s.HooksPathSet {
		l.Add("boundary.hooks-path", OK, "", "core.hooksPath = "+s.HooksPath, "")
	}
	where := short(o.Home, s.PrePush)
	if s.Manager != nil && !s.Ours {
		st, msg := Info, fmt.Sprintf("%s manages the git hooks (%s)", s.Manager.Name, s.Manager.Evidence)
		if !s.CallsHooktool {
			st, msg = Warn, msg+"; its pre-push does not run hooktool"
		}
		l.Add("boundary.manager", st, "", msg, s.Manager.HowTo)
		return l
	}
	switch {
	case !s.Exists && !s.HooksPathSet:
		l.Add("boundary.not-wired", Warn, "", "no pre-push hook and core.hooksPath is not set: pushes are not scanned", "hooktool install git-hook")
	case !s.Exists:
		l.Add("boundary.pre-push-missing", Warn, where, "no pre-push hook in core.hooksPath: pushes are not scanned", "hooktool install git-hook")
	case !s.Executable:
		l.Add("boundary.pre-push-not-executable", Fail, where, "pre-push is not executable: git skips it (with only a hint)", "chmod +x "+where)
	case !s.Ours && s.CallsHooktool:
		l.Add("boundary.pre-push-foreign", OK, where, "pre-push is not hooktool's template but runs hooktool guard git", "")
	case !s.Ours:
		l.Add("boundary.pre-push-foreign", Warn, where, "pre-push is not hooktool's and does not run hooktool", "hooktool install git-hook (it chains the existing hook as pre-push.old)")
	case !s.BinaryOK && s.Binary != "":
		l.Add("boundary.pre-push-binary", Fail, where, "the pre-push hook runs "+s.Binary+", which is not an executable file (it then looks for hooktool on PATH)", "hooktool install git-hook")
	case !s.Current:
		l.Add("boundary.pre-push-stale", Warn, where, "pre-push is hooktool's but not what this version would write (older template or another binary path)", "hooktool install git-hook")
	default:
		msg := "pre-push is hooktool's, executable and current"
		if s.Chained {
			msg += "; pre-push.old runs first"
		}
		l.Add("boundary.pre-push", OK, where, msg, "")
	}
	return l
}
