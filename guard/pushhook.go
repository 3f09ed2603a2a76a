package guard

import (
	"io"
	"os"
	"path"
	"strings"
)

// A push runs the pre-push hook of the repository git finds for it. Where
// the user has hooktool's pre-push hook in the project, a push from a
// repository without it (a worktree checked out before the hooks folder
// existed, a bare clone, another folder named by --git-dir or GIT_DIR)
// publishes without the boundary layer. Such a push is put to the user.

// prePushMarker is the version-free fingerprint of hooktool's pre-push
// hook (templates.PrePushMarker; the guard does not import templates).
const prePushMarker = "hooktool-pre-push v"

// pushUnhooked judges a git push started in dir; gitDir is --git-dir or
// GIT_DIR when one was given.
func (w *walker) pushUnhooked(dir, gitDir, seg string) {
	if !w.fsOn() || w.g.env.Project == "" || !w.repoHooked(w.g.env.Project, "") {
		return // the user does not use hooktool's pre-push hook here
	}
	if gitDir != "" {
		if !strings.Contains(gitDir, dyn) {
			if p, ok := w.absFrom(dir, destArg(gitDir)); ok && w.repoHooked("", p) {
				return
			}
		}
		w.add("git-push-unhooked", seg, "the push uses the repository at "+clip(strings.ReplaceAll(gitDir, dyn, "…"), 120)+", whose pre-push hook is not hooktool's")
		return
	}
	if dir == "" || !w.repoHooked(dir, "") {
		w.add("git-push-unhooked", seg, "it pushes from a repository without hooktool's pre-push hook (a worktree, clone or folder whose hooks are missing)")
	}
}

// repoHooked reports whether the repository around dir (or the git folder
// gitDir) would run hooktool's pre-push hook.
func (w *walker) repoHooked(dir, gitDir string) bool {
	top := ""
	if gitDir == "" {
		top = gitRoot(dir)
		if top == "" {
			// A bare repository is its own git folder.
			if _, err := os.Stat(path.Join(dir, "HEAD")); err != nil {
				return false
			}
			gitDir = dir
		} else {
			gitDir = path.Join(top, ".git")
		}
	}
	common := gitDir
	if b := readSmall(gitDir); b != "" {
		// A worktree or submodule: .git is a file naming the folder.
		if d, ok := strings.CutPrefix(strings.TrimSpace(b), "gitdir:"); ok {
			gitDir = absJoin(top, strings.TrimSpace(d))
			common = gitDir
			if c := readSmall(path.Join(gitDir, "commondir")); c != "" {
				common = absJoin(gitDir, strings.TrimSpace(c))
			}
		}
	}
	hp := configHooksPath(readSmall(path.Join(common, "config")))
	if hp == "" {
		hp = configHooksPath(readSmall(path.Join(w.g.env.Home, ".gitconfig")))
	}
	var hooks string
	switch {
	case hp == "":
		hooks = path.Join(common, "hooks")
	case strings.HasPrefix(hp, "~/"):
		hooks = path.Join(w.g.env.Home, hp[2:])
	case strings.HasPrefix(hp, "/"):
		hooks = hp
	case top != "":
		hooks = path.Join(top, hp)
	default:
		return false
	}
	return strings.Contains(readSmall(path.Join(hooks, "pre-push")), prePushMarker)
}

// readSmall reads a regular file of at most 64 KiB, "" otherwise.
func readSmall(p string) string {
	f, err := os.OpenFile(p, os.O_RDONLY|openNonBlock, 0)
	if err != nil {
		return ""
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return ""
	}
	b, _ := io.ReadAll(io.LimitReader(f, 64<<10))
	return string(b)
}

func absJoin(dir, p string) string {
	if strings.HasPrefix(p, "/") || dir == "" {
		return path.Clean(p)
	}
	return path.Join(dir, p)
}

// configHooksPath is the last core.hooksPath of a git config text.
func configHooksPath(text string) string {
	var section, out string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") {
			section = strings.ToLower(strings.Trim(strings.Fields(line + " ")[0], "[]"))
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if ok && section == "core" && strings.EqualFold(strings.TrimSpace(k), "hookspath") {
			out = strings.Trim(strings.TrimSpace(v), `"`)
		}
	}
	return out
}
