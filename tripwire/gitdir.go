package tripwire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// A project's .git folder moved out during a call and a `gitdir: <there>`
// file (or a symlink) left in its place keeps the repository working but
// takes every item under .git with it: the config the tripwire knows is
// now elsewhere, and what the agent changed there (core.hooksPath unset)
// is not where the known-good copy can be written back. Restoring means
// undoing the move: the folder is moved back, the file it left goes, and
// the items under .git are then compared and restored as ever. Where the
// folder cannot be moved back (another file system), the settings are put
// back where git now reads them: the known-good config is written into
// the moved folder, and the new place is watched from then on.

// gitMoved checks whether the project's .git folder, a folder at the
// known-good state, is now a gitdir file or a link naming a git folder
// elsewhere, and when that is the agent's doing undoes it.
func (t *Tripwire) gitMoved(tx *state.Tx, project string, items []wiring.Item, turn func() bool, stamp string) (Change, bool) {
	if project == "" {
		return Change{}, false
	}
	g := filepath.Join(project, ".git")
	cfg := filepath.Join(g, "config")
	raw, ok := tx.Get(Bucket, keyPrint+cfg)
	if !ok {
		return Change{}, false
	}
	old, ok := decodePrint(raw)
	if !ok || !old.Exists {
		return Change{}, false // .git was no folder with a config in it
	}
	// A .git that was a link already (the user's own layout) resolved
	// elsewhere at the known-good state: it is the items' business.
	if real, err := filepath.EvalSymlinks(project); err != nil || old.Dir != filepath.Join(real, ".git") {
		return Change{}, false
	}
	fi, err := os.Lstat(g)
	if err != nil || fi.IsDir() {
		return Change{}, false // there, or gone: the items' business
	}
	var target, how string
	switch {
	case fi.Mode().IsRegular():
		b, ok := readBounded(g)
		d, found := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:")
		if !ok || !found {
			return Change{}, false
		}
		target = strings.TrimSpace(d)
		if !filepath.IsAbs(target) {
			target = filepath.Join(project, target)
		}
		how = "a gitdir: file left in its place"
	case fi.Mode()&fs.ModeSymlink != 0:
		target, err = filepath.EvalSymlinks(g)
		if err != nil {
			return Change{}, false
		}
		how = "a symlink left in its place"
	default:
		return Change{}, false
	}
	target = filepath.Clean(target)
	if !ownGitDir(target) || !turn() {
		return Change{}, false
	}
	ch := Change{Path: g, What: "the project's git folder, whose config and hooks decide whether git runs hooktool's pre-push hook",
		How: "moved to " + target + ", " + how}
	if b, ok := readBounded(g); ok {
		ch.Kept = store(t.Copies).evidence(g, b, stamp)
	}
	aside, err := asideName(g)
	if err == nil {
		err = os.Rename(g, aside)
	}
	if err == nil {
		if err = moveBack(target, g); err == nil {
			os.Remove(aside)
			ch.How += "; the folder is moved back"
			ch.Restored = true
			return ch, true
		}
		if rerr := os.Rename(aside, g); rerr != nil {
			ch.Err = fmt.Sprintf("the folder could not be moved back (%v), and %s could not be put back from %s (%v)", err, g, aside, rerr)
			return ch, true
		}
	}
	// The folder stays where it is: what decides whether hooks run is
	// put back in it, and it is watched there from now on.
	if rerr := t.restoreMovedConfig(items, old, cfg, target); rerr != nil {
		ch.Err = fmt.Sprintf("the folder could not be moved back (%v), nor its config restored (%v)", err, rerr)
		return ch, true
	}
	t.follow(tx, project, items, g)
	ch.How += fmt.Sprintf("; it could not be moved back (%v), so the known-good config is written into it, where git now reads it, and watched there", err)
	ch.Restored = true
	return ch, true
}

// moveBack moves the git folder back; a test makes it fail as a move
// across file systems does.
var moveBack = os.Rename

// ownGitDir reports whether dir is a repository's own git folder: HEAD,
// config and objects in it, and not a linked worktree's folder (commondir)
// whose repository is somewhere else.
func ownGitDir(dir string) bool {
	if fi, err := os.Lstat(dir); err != nil || !fi.IsDir() {
		return false
	}
	for _, n := range []string{"HEAD", "config"} {
		if fi, err := os.Stat(filepath.Join(dir, n)); err != nil || !fi.Mode().IsRegular() {
			return false
		}
	}
	if fi, err := os.Stat(filepath.Join(dir, "objects")); err != nil || !fi.IsDir() {
		return false
	}
	_, err := os.Lstat(filepath.Join(dir, "commondir"))
	return errors.Is(err, fs.ErrNotExist)
}

// asideName is a free name beside path to move it to for a moment.
func asideName(path string) (string, error) {
	for i := 0; i < 100; i++ {
		p := path + ".tripwire-" + strconv.Itoa(os.Getpid()) + "-" + strconv.Itoa(i)
		if _, err := os.Lstat(p); errors.Is(err, fs.ErrNotExist) {
			return p, nil
		}
	}
	return "", fmt.Errorf("no free name beside %s", path)
}

// restoreMovedConfig writes the known-good config (old, the print of the
// project's .git/config, cfg) into the moved git folder dir, when the
// part of it that counts differs; read by cfg's own item.
func (t *Tripwire) restoreMovedConfig(items []wiring.Item, old print, cfg, dir string) error {
	var it wiring.Item
	for _, i := range items {
		if i.Path == cfg {
			it = i
		}
	}
	p := filepath.Join(dir, "config")
	it.Path = p
	if b, ok := readBounded(p); ok && it.Syntax != "" && relevant(it, b) == old.Sum {
		return nil
	}
	good, ok := t.copyOf(old.Copy)
	if !ok {
		return fmt.Errorf("no known-good copy")
	}
	old.Dir = "" // written where the folder is now
	return writeBack(p, good, old)
}

// follow makes the git wiring as it is now (after a restore into a moved
// git folder) part of project's items: the ones followed from files are
// added to the extras and their state accepted; the items under gone (the
// folder's old place) are accepted as absent.
func (t *Tripwire) follow(tx *state.Tx, project string, items []wiring.Item, gone string) {
	quiet := func() bool { return false }
	for _, it := range items {
		if strings.HasPrefix(it.Path, gone+string(filepath.Separator)) {
			t.putPrint(tx, keyPrint+it.Path, statOf(it.Path))
		}
	}
	env := t.Env
	env.Project = project
	env.ReadFile = func(p string) ([]byte, error) {
		if b, ok := readBounded(p); ok {
			return b, nil
		}
		return nil, fs.ErrNotExist
	}
	env.ReadDir = func(p string) ([]string, error) {
		ents, err := os.ReadDir(p)
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		return names, err
	}
	have := make(map[string]bool, len(items))
	for _, it := range items {
		have[it.Path] = true
	}
	var extra []wiring.Item
	if raw, ok := tx.Get(Bucket, keyExtra+project); ok {
		_ = json.Unmarshal(raw, &extra)
	}
	added := false
	for _, it := range wiring.Git(env) {
		if have[it.Path] {
			continue
		}
		have[it.Path] = true
		extra = append(extra, it)
		t.checkItem(tx, it, quiet, "")
		added = true
	}
	if added {
		b, _ := json.Marshal(extra)
		_ = tx.Put(Bucket, keyExtra+project, b, 0)
	}
}

const keyWorktrees = "wt\x00" // + project: the stat of its git folder's worktrees/

// worktreesPath is the folder git keeps its linked worktrees' folders in.
func worktreesPath(project string) string {
	if project == "" {
		return ""
	}
	return filepath.Join(project, ".git", "worktrees")
}

// rememberWorktrees records the worktrees folder's stat as known.
func (t *Tripwire) rememberWorktrees(tx *state.Tx, project string) {
	if p := worktreesPath(project); p != "" {
		_ = tx.Put(Bucket, keyWorktrees+project, statOf(p).statPart(nil), 0)
	}
}

// newWorktrees follows the linked worktrees made since the last event
// (red-team round 7, Y14): a worktree made during an agent's call whose
// own config.worktree sets core.hooksPath silences the hooks of every
// push from it, and the list named only the worktrees there at the last
// refresh. Its git items (wiring.Git) are added to the project's extras;
// made during the agent's call, each starts as known absent, so one
// that has lines that count is a change (it goes), and a worktree made
// without one (git worktree add for a branch) is quiet. One stat per
// call.
func (t *Tripwire) newWorktrees(tx *state.Tx, c Call, turn func() bool, stamp string) []Change {
	dir := worktreesPath(c.Project)
	if dir == "" {
		return nil
	}
	now := statOf(dir).statPart(nil)
	raw, known := tx.Get(Bucket, keyWorktrees+c.Project)
	if known && bytes.Equal(raw, now) {
		return nil
	}
	_ = tx.Put(Bucket, keyWorktrees+c.Project, now, 0)
	if !known {
		return nil
	}
	items := t.items(tx, c.Project)
	have := make(map[string]bool, len(items))
	for _, it := range items {
		have[it.Path] = true
	}
	env := t.Env
	env.Project = c.Project
	env.ReadFile = func(p string) ([]byte, error) {
		if b, ok := readBounded(p); ok {
			return b, nil
		}
		return nil, fs.ErrNotExist
	}
	env.ReadDir = func(p string) ([]string, error) {
		ents, err := os.ReadDir(p)
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		return names, err
	}
	var extra []wiring.Item
	if raw, ok := tx.Get(Bucket, keyExtra+c.Project); ok {
		_ = json.Unmarshal(raw, &extra)
	}
	var out []wiring.Item
	for _, it := range wiring.Git(env) {
		if have[it.Path] || !strings.HasPrefix(it.Path, dir+string(filepath.Separator)) {
			continue
		}
		have[it.Path] = true
		out = append(out, it)
	}
	// Round 20: each worktree's own project wiring (its .claude,
	// .codex, .gemini ... files): Claude Code started in the worktree
	// reads them, and a branch can carry settings with every hook off.
	twins := map[string]string{}
	for _, it := range worktreeItems(t.Env, c.Project) {
		if !have[it.Path] {
			have[it.Path] = true
			out = append(out, it.Item)
			twins[it.Path] = it.twin
		}
	}
	if len(out) == 0 {
		return nil
	}
	var changes []Change
	agents := turn()
	for _, it := range out {
		extra = append(extra, it)
		if agents {
			// Made during the call: absent before it; a worktree's
			// project file the checkout wrote stands for the project's
			// own, and is known good as far as it agrees with it.
			t.putPrint(tx, keyPrint+it.Path, t.twinPrint(tx, it.Path, twins[it.Path]))
		}
		if ch, ok := t.checkItem(tx, it, turn, stamp); ok {
			changes = append(changes, ch)
		}
	}
	b, _ := json.Marshal(extra)
	_ = tx.Put(Bucket, keyExtra+c.Project, b, 0)
	// The snapshot was taken before these items were followed: the next
	// event checks every item and takes one with them.
	_ = tx.Delete(Bucket, keySnap+c.Project)
	return changes
}

// maxWorktrees bounds the linked worktrees whose project wiring is
// followed, and maxWorktreeItems the items of each (the agents' project
// files are about forty: most are absent, and an absent folder stands
// for the items in it on the hot path).
const (
	maxWorktrees     = 4
	maxWorktreeItems = 48
)

// worktreeItem is a linked worktree's project wiring item and the same
// file in the project (its twin).
type worktreeItem struct {
	wiring.Item
	twin string
}

// worktreeItems are the project wiring items (every agent's project
// files, hooktool's project config; not the shell's and tools' project
// files, nor git's, which wiring.Git follows) of each linked worktree of
// project,
// found by the gitdir file git keeps in .git/worktrees/NAME: a worktree
// is a project of its own to the clients, and a session started there
// reads its .claude/settings.json, not the project's (round 20, F33: a
// branch checked out there with disableAllHooks committed). Its git
// files are wiring.Git's.
func worktreeItems(env wiring.Env, project string) []worktreeItem {
	dir := worktreesPath(project)
	if dir == "" || !filepath.IsAbs(project) {
		return nil
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	sep := string(filepath.Separator)
	var out []worktreeItem
	n := 0
	for _, e := range ents {
		if !e.IsDir() || n >= maxWorktrees {
			continue
		}
		b, ok := readBounded(filepath.Join(dir, e.Name(), "gitdir"))
		if !ok {
			continue
		}
		g := strings.TrimSpace(string(b))
		if !filepath.IsAbs(g) || filepath.Base(g) != ".git" {
			continue
		}
		wt := filepath.Dir(filepath.Clean(g))
		if wt == project || strings.HasPrefix(project, wt+sep) {
			continue
		}
		n++
		we := env
		we.Project, we.ReadFile, we.ReadDir = wt, nil, nil
		list := wiring.Hooktool(we)
		if wiring.Agents != nil {
			list = append(list, wiring.Agents(we)...)
		}
		k := 0
		for _, it := range list {
			rel, ok := strings.CutPrefix(it.Path, wt+sep)
			if !ok || rel == ".git" || strings.HasPrefix(rel, ".git"+sep) || it.Kind == wiring.Mode || it.Kind == wiring.Binary || k >= maxWorktreeItems {
				continue
			}
			k++
			it.What += " (in a linked worktree)"
			out = append(out, worktreeItem{Item: it, twin: filepath.Join(project, rel)})
		}
	}
	return out
}

// twinPrint is the known-good print a worktree's file made during the
// call starts from: its project twin's (what the project's own file
// wires, which the checkout copies) when both files are there, else
// absent. The stat is left out, so the file's content is compared.
func (t *Tripwire) twinPrint(tx *state.Tx, p, twin string) print {
	if twin == "" {
		return print{}
	}
	if fi, err := os.Lstat(p); err != nil || !fi.Mode().IsRegular() {
		return print{}
	}
	raw, ok := tx.Get(Bucket, keyPrint+twin)
	if !ok {
		return print{}
	}
	old, ok := decodePrint(raw)
	if !ok || !old.Exists || old.Kids != nil {
		return print{}
	}
	return print{Exists: true, Mode: old.Mode &^ uint32(fs.ModeSymlink), Sum: old.Sum, Copy: old.Copy}
}
