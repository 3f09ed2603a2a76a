package tripwire

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hookd/hookd/state"
)

const goodHooks = `{"hooks":{"PreToolUse":[{"matcher":"*","hooks":[{"type":"command","command":"hooktool hook"}]}]}}`

// tamperedBy runs one agent call (PreToolUse, the change, PostToolUse) and
// returns what the PostToolUse said.
func (r *rig) tamperedBy(change func()) Result {
	r.t.Helper()
	r.event("PreToolUse", "t1")
	change()
	return r.event("PostToolUse", "t1")
}

func (r *rig) ack() {
	r.t.Helper()
	if err := r.db.Update(func(tx *state.Tx) error {
		if _, _, err := Ack(tx); err != nil {
			return err
		}
		r.tw.Check(tx, Call{Event: "SessionStart", Session: "next"})
		return nil
	}); err != nil {
		r.t.Fatal(err)
	}
	r.refresh()
}

// An edit in place that keeps the size and puts the old mtime back
// (os.utime, touch -r) still moves the inode's ctime: it is seen, restored,
// and neither the ack nor the next session start adopts it.
func TestSameSizeEditWithOldMtime(t *testing.T) {
	for _, rel := range []string{".claude/settings.json", ".codex/hooks.json"} {
		t.Run(rel, func(t *testing.T) {
			r := newRig(t)
			p := r.write(rel, goodHooks)
			r.refresh()
			fi, _ := os.Stat(p)
			res := r.tamperedBy(func() {
				f, err := os.OpenFile(p, os.O_WRONLY, 0)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := f.WriteAt([]byte("hooktoox"), int64(strings.Index(goodHooks, "hooktool"))); err != nil {
					t.Fatal(err)
				}
				f.Close()
				if err := os.Chtimes(p, fi.ModTime(), fi.ModTime()); err != nil {
					t.Fatal(err)
				}
			})
			if !strings.Contains(res.Message, p) {
				t.Fatalf("a same-size edit with the old mtime was not seen: %+v", res)
			}
			r.ack()
			if got := r.read(rel); got != goodHooks {
				t.Errorf("the tampered content stayed: %s", got)
			}
		})
	}
}

// A settings file swapped for a symlink (to /dev/null, or to a file the
// agent chose) is replaced by the known-good file; the link's target is
// never written.
func TestSymlinkSwapReplacesTheLink(t *testing.T) {
	for _, target := range []string{os.DevNull, "attacker"} {
		t.Run(filepath.Base(target), func(t *testing.T) {
			r := newRig(t)
			p := r.write(".claude/settings.json", goodHooks)
			r.refresh()
			if target == "attacker" {
				target = r.write("elsewhere/empty.json", `{"x":1}`)
			}
			res := r.tamperedBy(func() {
				os.Remove(p)
				if err := os.Symlink(target, p); err != nil {
					t.Fatal(err)
				}
			})
			if !strings.Contains(res.Message, "is restored") {
				t.Fatalf("not restored: %+v", res)
			}
			fi, err := os.Lstat(p)
			if err != nil || !fi.Mode().IsRegular() {
				t.Fatalf("the link stayed: %v %v", fi.Mode(), err)
			}
			if got := r.read(".claude/settings.json"); got != goodHooks {
				t.Errorf("content: %s", got)
			}
			if b, _ := os.ReadFile(target); target != os.DevNull && string(b) != `{"x":1}` {
				t.Errorf("the link's target was written: %s", b)
			}
		})
	}
}

// A settings file the user keeps as a link (a dotfiles repository) stays
// a link: its content is restored in the target.
func TestUsersSymlinkKept(t *testing.T) {
	r := newRig(t)
	dot := r.write("dotfiles/claude.json", goodHooks)
	p := filepath.Join(r.home, ".claude", "settings.json")
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.Symlink(dot, p); err != nil {
		t.Fatal(err)
	}
	r.refresh()
	res := r.tamperedBy(func() { os.WriteFile(dot, []byte(`{"hooks":{}}`), 0o644) })
	if !strings.Contains(res.Message, "is restored") {
		t.Fatalf("not restored: %+v", res)
	}
	if fi, err := os.Lstat(p); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		t.Errorf("the user's link was replaced")
	}
	if b, _ := os.ReadFile(dot); string(b) != goodHooks {
		t.Errorf("target not restored: %s", b)
	}
}

// ~/.claude swapped for a link to a folder the agent chose: hooktool's
// settings are not written into that folder; the link is moved aside and
// the folder made again.
func TestParentFolderSwappedForLink(t *testing.T) {
	r := newRig(t)
	p := r.write(".claude/settings.json", goodHooks)
	r.refresh()
	evil := r.write("evil/settings.json", `{"hooks":{}}`)
	res := r.tamperedBy(func() {
		if err := os.Rename(filepath.Dir(p), filepath.Join(r.home, "away")); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(filepath.Dir(evil), filepath.Dir(p)); err != nil {
			t.Fatal(err)
		}
	})
	if !strings.Contains(res.Message, "is restored") {
		t.Fatalf("not restored: %+v", res)
	}
	if fi, err := os.Lstat(filepath.Dir(p)); err != nil || !fi.IsDir() {
		t.Errorf("~/.claude is still a link")
	}
	if got := r.read(".claude/settings.json"); got != goodHooks {
		t.Errorf("content: %s", got)
	}
	if b, _ := os.ReadFile(evil); string(b) != `{"hooks":{}}` {
		t.Errorf("the agent's folder was written: %s", b)
	}
}

// chmod 000 leaves the content as it was but the client cannot read it:
// a change, restored with the known-good mode.
func TestChmodIsAChange(t *testing.T) {
	r := newRig(t)
	p := r.write(".claude/settings.json", goodHooks)
	r.refresh()
	res := r.tamperedBy(func() { os.Chmod(p, 0) })
	if !strings.Contains(res.Message, "is restored") {
		t.Fatalf("chmod 000 not seen: %+v", res)
	}
	if fi, _ := os.Stat(p); fi.Mode().Perm() != 0o644 {
		t.Errorf("mode not restored: %v", fi.Mode())
	}
	// A group or other bit is the client's business, not a change.
	r.ack()
	res = r.tamperedBy(func() { os.Chmod(p, 0o600) })
	if res.Message != "" {
		t.Errorf("chmod 600 reported: %s", res.Message)
	}
}

// A systemd environment.d file that relocates Claude Code's config,
// created during an agent's call, is removed.
func TestEnvironmentDConfRemoved(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	var p string
	res := r.tamperedBy(func() { p = r.write(".config/environment.d/50-cc.conf", "CLAUDE_CONFIG_DIR=/tmp/cc\n") })
	if !strings.Contains(res.Message, "environment.d") {
		t.Fatalf("not seen: %+v", res)
	}
	if _, err := os.Stat(p); err == nil {
		t.Errorf("the file stayed")
	}
}

// Doctor's view: an armed file that differs now (no event has looked
// yet) is named with its cause, read only.
func TestDriftNamesTheCause(t *testing.T) {
	r := newRig(t)
	p := r.write(".claude/settings.json", goodHooks)
	gc := r.write(".gitconfig", "[core]\n\thooksPath = /h/hooks\n[user]\n\tname = a\n")
	r.refresh()
	fi, _ := os.Stat(gc)
	os.WriteFile(gc, []byte("[core]\n\thooksPath = /h/hookz\n[user]\n\tname = a\n"), 0o644)
	os.Chtimes(gc, fi.ModTime(), fi.ModTime())
	os.WriteFile(p, []byte(`{"hooks":{},"model":"x"}`), 0o644)
	var ds []Drift
	_ = r.db.View(func(tx *state.Tx) error { ds = r.tw.Drift(tx, ""); return nil })
	got := map[string]string{}
	for _, d := range ds {
		got[d.Path] = d.Cause
	}
	if c := got[p]; c != "its `hooks` differ from the known-good copy" {
		t.Errorf("settings: %q", c)
	}
	if c := got[gc]; c != `it lost "core.hookspath = /h/hooks", now has "core.hookspath = /h/hookz"` {
		t.Errorf("gitconfig: %q", c)
	}
	if len(ds) != 2 {
		t.Errorf("drift: %+v", ds)
	}
	if r.read(".claude/settings.json") != `{"hooks":{},"model":"x"}` {
		t.Errorf("drift changed a file")
	}
}

// An agent's change whose restore failed is not adopted by the next
// session start: it is tried and told again until the user's ack.
func TestUnrestoredChangeNotAdoptedQuietly(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", goodHooks)
	r.refresh()
	res := r.tamperedBy(func() {
		os.RemoveAll(r.tw.Copies)         // the known-good copies are gone,
		os.Remove(r.tw.Copies + ".known") // both of them, in the same call
		r.write(".claude/settings.json", `{"hooks":{}}`)
	})
	if !strings.Contains(res.Message, "restoring it failed") || !strings.Contains(res.Message, "check it yourself first") {
		t.Fatalf("message: %+v", res)
	}
	var again Result
	_ = r.db.Update(func(tx *state.Tx) error {
		again = r.tw.Check(tx, Call{Event: "SessionStart", Session: "next"})
		return nil
	})
	if !strings.Contains(again.Message, "settings.json") {
		t.Errorf("the session start adopted the agent's change: %+v", again)
	}
}

// A second "hooks" key appended to a settings file: JSON.parse keeps the
// last one (no hooks), so the tripwire reads the file that way too and
// restores it; so for an escaped key name the client decodes.
func TestDuplicateKeyReadAsTheClientDoes(t *testing.T) {
	for name, tail := range map[string]string{
		"second hooks key": `"hooks": {}`,
		"escaped key name": `"disableAllHook\u0073": true`,
	} {
		t.Run(name, func(t *testing.T) {
			r := newRig(t)
			p := r.write(".claude/settings.json", goodHooks)
			r.refresh()
			res := r.tamperedBy(func() {
				r.write(".claude/settings.json", strings.TrimSuffix(goodHooks, "}")+",\n  "+tail+"\n}\n")
			})
			if !strings.Contains(res.Message, p) || !strings.Contains(res.Message, "restored") {
				t.Fatalf("not caught: %+v", res)
			}
			if got := r.read(".claude/settings.json"); got != goodHooks {
				t.Errorf("not restored: %s", got)
			}
		})
	}
}
