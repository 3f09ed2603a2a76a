// Package githook wires hooktool's pre-push hook into a git repository the
// way the three-layer seed describes: the hook lives in a tracked hooks/
// folder and core.hooksPath points at it. It respects a hooksPath that is
// already set, chains a foreign pre-push hook instead of clobbering it, and
// stops when another hook manager owns the hooks. Inspect reports the same
// facts for doctor.
package githook

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/hookd/hookd/templates"
)

// Git runs git with args in the repository's folder and returns stdout.
// The caller bounds it in time; the package never builds a shell string.
type Git func(args ...string) (string, error)

// Repo is what install and doctor need to know of a repository.
type Repo struct {
	Top          string // work tree root
	GitDir       string // absolute .git folder (the common one for worktrees)
	HooksPathSet bool
	HooksPath    string // core.hooksPath as configured
	HooksDir     string // absolute folder git runs hooks from
}

// ErrNotRepo means the folder is not inside a git work tree.
var ErrNotRepo = errors.New("not inside a git work tree")

// Open reads the repository around the folder git runs in.
func Open(git Git) (*Repo, error) {
	top, err := git("rev-parse", "--show-toplevel")
	if err != nil {
		return nil, ErrNotRepo
	}
	r := &Repo{Top: strings.TrimSpace(top)}
	gd, err := git("rev-parse", "--path-format=absolute", "--git-common-dir")
	if err != nil {
		return nil, fmt.Errorf("git rev-parse --git-common-dir: %w", err)
	}
	r.GitDir = strings.TrimSpace(gd)
	if hp, err := git("config", "--get", "core.hooksPath"); err == nil && strings.TrimSpace(hp) != "" {
		r.HooksPathSet = true
		r.HooksPath = strings.TrimSpace(hp)
	}
	r.HooksDir = r.resolve(r.HooksPath)
	return r, nil
}

// Worktree is another worktree of the repository whose hooks run from
// another folder than the main one's: its own config.worktree
// (extensions.worktreeConfig) set core.hooksPath there.
type Worktree struct {
	Path     string
	HooksDir string // "" when git reported none for it
}

// maxWorktrees bounds the worktrees Worktrees asks git about.
const maxWorktrees = 16

// Worktrees lists the other worktrees of r whose effective hooks folder
// differs from r's: a push from one of them runs other hooks, or none.
func (r *Repo) Worktrees(git Git) []Worktree {
	out, err := git("worktree", "list", "--porcelain")
	if err != nil {
		return nil
	}
	var diff []Worktree
	n := 0
	for _, line := range strings.Split(out, "\n") {
		p, ok := strings.CutPrefix(line, "worktree ")
		if !ok || filepath.Clean(p) == filepath.Clean(r.Top) {
			continue
		}
		if n++; n > maxWorktrees {
			break
		}
		if _, err := os.Stat(p); err != nil {
			continue // pruned or on another machine
		}
		w := &Repo{Top: p, GitDir: r.GitDir}
		if hp, err := git("-C", p, "config", "--get", "core.hooksPath"); err == nil {
			w.HooksPath = strings.TrimSpace(hp)
		}
		if d := w.resolve(w.HooksPath); d != r.HooksDir {
			diff = append(diff, Worktree{Path: p, HooksDir: d})
		}
	}
	return diff
}

// resolve turns a hooksPath value into an absolute folder: relative values
// are relative to the work tree root (where git runs hooks), "~/" is home.
func (r *Repo) resolve(hp string) string {
	switch {
	case hp == "":
		return filepath.Join(r.GitDir, "hooks")
	case strings.HasPrefix(hp, "~/"):
		h, _ := os.UserHomeDir()
		return filepath.Join(h, hp[2:])
	case filepath.IsAbs(hp):
		return hp
	default:
		return filepath.Join(r.Top, hp)
	}
}

// Manager is another tool that owns the repository's git hooks.
type Manager struct {
	Name     string
	Evidence string // what gave it away
	HowTo    string // how to add hooktool to it instead
}

// DetectManager finds husky, lefthook or pre-commit.
func (r *Repo) DetectManager() *Manager {
	exists := func(p string) bool { _, err := os.Stat(filepath.Join(r.Top, p)); return err == nil }
	hookText := func() string {
		b, _ := os.ReadFile(filepath.Join(r.HooksDir, "pre-push"))
		c, _ := os.ReadFile(filepath.Join(r.HooksDir, "pre-commit"))
		return string(b) + string(c)
	}()
	switch {
	case strings.Contains(r.HooksPath, ".husky") || exists(".husky"):
		ev := ".husky/ folder"
		if strings.Contains(r.HooksPath, ".husky") {
			ev = "core.hooksPath=" + r.HooksPath
		}
		return &Manager{"husky", ev, `add a line to .husky/pre-push: hooktool guard git --pre-push "$@"`}
	}
	for _, f := range []string{"lefthook.yml", ".lefthook.yml", "lefthook.yaml", ".lefthook.yaml", "lefthook.toml", ".lefthook.toml", "lefthook.json", ".lefthook.json"} {
		if exists(f) {
			return &Manager{"lefthook", f, "add to " + f + ": pre-push: { commands: { hooktool: { run: 'hooktool guard git --pre-push {1} {2}', use_stdin: true } } }, then run: lefthook install"}
		}
	}
	if strings.Contains(strings.ToLower(hookText), "lefthook") {
		return &Manager{"lefthook", "an installed hook calls lefthook", "add a pre-push command running 'hooktool guard git --pre-push {1} {2}' with use_stdin: true to your lefthook config, then run: lefthook install"}
	}
	if exists(".pre-commit-config.yaml") || strings.Contains(hookText, "pre-commit.com") || strings.Contains(hookText, "File generated by pre-commit") {
		return &Manager{"pre-commit", ".pre-commit-config.yaml", "add a local hook to .pre-commit-config.yaml: {repo: local, hooks: [{id: hooktool, name: hooktool, entry: hooktool guard git --pre-push, language: system, stages: [pre-push], pass_filenames: false, always_run: true}]}, then run: pre-commit install --hook-type pre-push"}
	}
	return nil
}

// ManagedError stops an install because a hook manager owns the hooks.
type ManagedError struct{ M *Manager }

func (e *ManagedError) Error() string {
	return fmt.Sprintf("%s manages this repository's git hooks (%s); not touching them", e.M.Name, e.M.Evidence)
}

// Options tune Install.
type Options struct {
	Binary string // absolute hooktool path written into the hook
	DryRun bool
	Force  bool // replace an existing pre-push.old
}

// Result says what Install did (or would do, for a dry run).
type Result struct {
	Hook         string // the pre-push file
	Action       string // "created", "updated", "unchanged"
	Chained      string // where a foreign hook was moved, "" if none
	SetHooksPath bool   // core.hooksPath was set to the absolute hooks folder
}

// activeHooks lists the hooks git would run from dir (not *.sample).
func activeHooks(dir string) []string {
	ents, _ := os.ReadDir(dir)
	var out []string
	for _, e := range ents {
		if e.IsDir() || strings.HasSuffix(e.Name(), ".sample") || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if fi, err := e.Info(); err == nil && fi.Mode()&0o111 != 0 {
			out = append(out, e.Name())
		}
	}
	return out
}

// Install writes the pre-push hook and points core.hooksPath at it.
func Install(git Git, r *Repo, o Options) (Result, error) {
	if m := r.DetectManager(); m != nil {
		return Result{}, &ManagedError{m}
	}
	dir := r.HooksDir
	var res Result
	var moveFromGitDir string
	if !r.HooksPathSet {
		// Setting core.hooksPath makes git ignore .git/hooks: a pre-push
		// there is chained, anything else would silently stop running.
		dir = filepath.Join(r.Top, "hooks")
		old := filepath.Join(r.GitDir, "hooks")
		for _, h := range activeHooks(old) {
			if h != "pre-push" {
				return Result{}, fmt.Errorf("%s has active hooks (%s) that core.hooksPath=hooks would switch off; move them into %s first", old, strings.Join(activeHooks(old), ", "), dir)
			}
			moveFromGitDir = filepath.Join(old, h)
		}
		res.SetHooksPath = true
	}
	res.Hook = filepath.Join(dir, "pre-push")
	want := templates.PrePush(o.Binary)
	cur, err := os.ReadFile(res.Hook)
	switch {
	case err == nil && bytes.Equal(cur, want):
		res.Action = "unchanged"
	case err == nil && templates.IsPrePush(cur):
		res.Action = "updated"
	case err == nil:
		res.Chained = res.Hook + ".old"
		res.Action = "created"
		if moveFromGitDir != "" {
			return Result{}, fmt.Errorf("both %s and %s exist; merge them by hand first", res.Hook, moveFromGitDir)
		}
	case errors.Is(err, os.ErrNotExist):
		res.Action = "created"
		if moveFromGitDir != "" {
			res.Chained = res.Hook + ".old"
		}
	default:
		return Result{}, err
	}
	if res.Chained != "" && !o.Force {
		if _, err := os.Stat(res.Chained); err == nil {
			return Result{}, fmt.Errorf("%s is not hooktool's and %s already exists; refusing to overwrite it (use --force)", res.Hook, res.Chained)
		}
	}
	if o.DryRun {
		return res, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Result{}, err
	}
	if res.Chained != "" {
		from := res.Hook
		if moveFromGitDir != "" {
			from = moveFromGitDir
		}
		if err := os.Rename(from, res.Chained); err != nil {
			return Result{}, fmt.Errorf("chaining the existing hook: %w", err)
		}
	}
	if res.Action != "unchanged" {
		if err := writeExec(res.Hook, want); err != nil {
			return Result{}, err
		}
	}
	if res.SetHooksPath {
		// Absolute: git run from another folder (--git-dir, GIT_DIR) or
		// from a worktree checked out before hooks/ existed still finds
		// the hook; a relative value would point at nothing there.
		if _, err := git("config", "core.hooksPath", dir); err != nil {
			return Result{}, fmt.Errorf("git config core.hooksPath %s: %w", dir, err)
		}
	}
	return res, nil
}

func writeExec(path string, data []byte) error {
	tmp := path + ".hooktool-tmp"
	if err := os.WriteFile(tmp, data, 0o755); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// Status is what doctor reports about the boundary layer.
type Status struct {
	HooksPathSet  bool
	HooksPath     string
	HooksDir      string
	PrePush       string // path of the pre-push hook git would run
	Exists        bool
	Executable    bool
	Ours          bool
	Current       bool   // exactly what install would write now
	Binary        string // the hooktool path the hook names ("" if not ours)
	BinaryOK      bool   // that path is an executable file
	Chained       bool   // a pre-push.old runs first
	Manager       *Manager
	CallsHooktool bool // a foreign hook that still runs hooktool
}

// binLine is compiled on first use: package init runs on every hook call.
var binLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^hooktool='((?:[^']|'\\'')*)'$`) })

// Inspect reads the boundary layer of r; want is the binary install would
// write now.
func Inspect(r *Repo, want string) Status {
	s := Status{HooksPathSet: r.HooksPathSet, HooksPath: r.HooksPath, HooksDir: r.HooksDir}
	s.PrePush = filepath.Join(r.HooksDir, "pre-push")
	s.Manager = r.DetectManager()
	fi, err := os.Stat(s.PrePush)
	if err != nil {
		return s
	}
	s.Exists = true
	s.Executable = fi.Mode().IsRegular() && fi.Mode()&0o111 != 0
	b, _ := os.ReadFile(s.PrePush)
	s.Ours = templates.IsPrePush(b)
	s.CallsHooktool = !s.Ours && strings.Contains(string(b), "hooktool guard git")
	if s.Ours {
		s.Current = bytes.Equal(b, templates.PrePush(want))
		if m := binLine().FindSubmatch(b); m != nil {
			s.Binary = strings.ReplaceAll(string(m[1]), `'\''`, "'")
			if bi, err := os.Stat(s.Binary); err == nil && bi.Mode().IsRegular() && bi.Mode()&0o111 != 0 {
				s.BinaryOK = true
			}
		}
		if ci, err := os.Stat(s.PrePush + ".old"); err == nil && ci.Mode()&0o111 != 0 {
			s.Chained = true
		}
	}
	return s
}

// Removed says what Uninstall did.
type Removed struct {
	Hook          string // the pre-push file
	Ours          bool   // it was hooktool's (else it was left alone)
	Restored      bool   // pre-push.old moved back to pre-push
	UnsetHooksDir bool   // core.hooksPath unset and the empty folder removed
}

// Uninstall removes hooktool's pre-push hook, puts a chained hook back in
// its place, and when that leaves the hooks folder empty, removes it and
// unsets core.hooksPath. A pre-push that is not hooktool's is left alone.
func Uninstall(git Git, r *Repo, dryRun bool) (Removed, error) {
	res := Removed{Hook: filepath.Join(r.HooksDir, "pre-push")}
	b, err := os.ReadFile(res.Hook)
	if errors.Is(err, os.ErrNotExist) {
		return res, nil
	}
	if err != nil {
		return res, err
	}
	if res.Ours = templates.IsPrePush(b); !res.Ours {
		return res, nil
	}
	chained := res.Hook + ".old"
	if _, err := os.Stat(chained); err == nil {
		res.Restored = true
	}
	if !res.Restored && r.HooksPathSet {
		ents, _ := os.ReadDir(r.HooksDir)
		res.UnsetHooksDir = len(ents) == 1
	}
	if dryRun {
		return res, nil
	}
	if res.Restored {
		if err := os.Rename(chained, res.Hook); err != nil {
			return res, err
		}
	} else if err := os.Remove(res.Hook); err != nil {
		return res, err
	}
	if res.UnsetHooksDir {
		if _, err := git("config", "--unset", "core.hooksPath"); err != nil {
			return res, fmt.Errorf("git config --unset core.hooksPath: %w", err)
		}
		_ = os.Remove(r.HooksDir)
	}
	return res, nil
}
