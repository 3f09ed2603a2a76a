package tripwire

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// hook runs one event as the hook does: a fresh Tripwire that computes
// its list from the Env only when it needs it. It returns the result and
// whether the list was computed (the snapshot did not vouch).
func (r *rig) hook(project, name, id string) (Result, bool) {
	r.t.Helper()
	tw := &Tripwire{Env: r.env, Copies: r.tw.Copies}
	tw.Env.Project = project
	var res Result
	if err := r.db.Update(func(tx *state.Tx) error {
		res = tw.Check(tx, Call{Event: name, Session: "s", ToolUseID: id, Tool: "Bash", Target: "make", Project: project})
		return nil
	}); err != nil {
		r.t.Fatal(err)
	}
	return res, tw.built
}

// refreshAt is refresh for a project, as install and session start do.
func (r *rig) refreshAt(project string) {
	r.t.Helper()
	full := r.env
	full.Project, full.ReadFile = project, os.ReadFile
	tw := &Tripwire{Env: r.env, Copies: r.tw.Copies}
	tw.Env.Project = project
	if err := r.db.Update(func(tx *state.Tx) error { return tw.Refresh(tx, project, wiring.All(full)) }); err != nil {
		r.t.Fatal(err)
	}
}

// Quiet events are vouched for by the snapshot (no list built), and a
// file made under a folder that did not exist is still seen: the folder
// above it that did exist changed.
func TestSnapshotSeesAFileUnderAnAbsentFolder(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	r.refreshAt("")
	if res, built := r.hook("", "PreToolUse", "t1"); built || res.Message != "" {
		t.Fatalf("a quiet event built the list (%v) or spoke: %+v", built, res)
	}
	// Another file in the home folder: the witness of ~/.codex/hooks.json
	// moved, and the items it stands for are still absent.
	r.write("notes.txt", "")
	if _, built := r.hook("", "PostToolUse", "t1"); built {
		t.Error("a new file beside the wiring built the list")
	}
	r.hook("", "PreToolUse", "t1")
	p := r.write(".codex/hooks.json", `{"hooks":{}}`) // ~/.codex did not exist
	res, built := r.hook("", "PostToolUse", "t1")
	if !built || !strings.Contains(res.Message, "was created") {
		t.Fatalf("built %v, result %+v", built, res)
	}
	if _, err := os.Stat(p); err == nil {
		t.Error("the created hooks.json is still there")
	}
	// A file that exists, edited in place.
	r.ack()
	r.hook("", "PreToolUse", "t2")
	r.write(".claude/settings.json", `{"disableAllHooks":true}`)
	if res, _ := r.hook("", "PostToolUse", "t2"); !strings.Contains(res.Message, "is restored") {
		t.Errorf("result: %+v", res)
	}
}

// A snapshot older than a print (another project's event restored or
// accepted the file since) sends the event down the full check, which
// finds the file as its print says: nothing to report, and the next
// event is vouched for again.
func TestStaleSnapshot(t *testing.T) {
	r := newRig(t)
	a, b := filepath.Join(r.home, "a"), filepath.Join(r.home, "b")
	r.write("a/x", "")
	r.write("b/x", "")
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	r.refreshAt(a)
	r.refreshAt(b)
	r.hook(b, "PreToolUse", "t1")
	r.write(".claude/settings.json", `{}`)
	if res, _ := r.hook(b, "PostToolUse", "t1"); !strings.Contains(res.Message, "is restored") {
		t.Fatalf("result: %+v", res)
	}
	r.ack()
	if res, built := r.hook(a, "UserPromptSubmit", ""); !built || res.Message != "" {
		t.Errorf("stale snapshot: built %v, result %+v", built, res)
	}
	if _, built := r.hook(a, "PreToolUse", "t2"); built {
		t.Error("the snapshot was not renewed")
	}
	r.write(".claude/settings.json", `{}`)
	if res, _ := r.hook(a, "PostToolUse", "t2"); !strings.Contains(res.Message, "is restored") {
		t.Errorf("result: %+v", res)
	}
}

// The list depends on variables (CLAUDE_CONFIG_DIR moves Claude Code's
// folder): when one the list read changes, the snapshot does not vouch.
func TestSnapshotFollowsTheVariables(t *testing.T) {
	r := newRig(t)
	vars := map[string]string{}
	get := r.env.Getenv
	r.env.Getenv = func(k string) string {
		if v, ok := vars[k]; ok {
			return v
		}
		return get(k)
	}
	r.refreshAt("")
	if _, built := r.hook("", "PreToolUse", "t1"); built {
		t.Fatal("not vouched for")
	}
	vars["CLAUDE_CONFIG_DIR"] = filepath.Join(r.home, "other")
	if _, built := r.hook("", "PreToolUse", "t2"); !built {
		t.Error("vouched for with another CLAUDE_CONFIG_DIR")
	}
	if _, built := r.hook("", "PreToolUse", "t3"); built {
		t.Error("the snapshot for the new list was not kept")
	}
}

// An unguarded call's record is what encoding/json would write.
func TestUnguardedEncoding(t *testing.T) {
	for _, u := range []Unguarded{
		{Time: time.Date(2026, 12, 1, 18, 0, 0, 123456789, time.UTC), Session: "s", Agent: "claude", ToolUseID: "toolu_1", Call: "Bash: echo \"<a>&b\" \u2028 \x01 \xff"},
		{Time: time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("x", 3600)), ToolUseID: "", Call: "Write"},
	} {
		want, err := json.Marshal(u)
		if err != nil {
			t.Fatal(err)
		}
		if got := u.encode(); string(got) != string(want) {
			t.Errorf("got  %s\nwant %s", got, want)
		}
	}
}

// A snapshot reads back as written; a cut or damaged one reads as none.
func TestSnapshotEncoding(t *testing.T) {
	ents := []snapEntry{
		{path: "/h/.claude/settings.json", kind: 'f', stat: "v2|1|2|3|4|5|420||"},
		{path: "/h", kind: 'w', stat: "v2|1|0|3|4|5|2147484141||", kids: "/h/.codex/hooks.json\x00/h/.bashrc"},
		{path: "/h/.config/environment.d", kind: 'd', stat: "v2|1|0|3|4|5|2147484141||", kids: "a.conf\x001/2:3:420\x00"},
	}
	b := encodeSnap(snapVersion+"\x00p", true, ents)
	head, followed, got, ok := decodeSnap(b)
	if !ok || !followed || head != snapVersion+"\x00p" || len(got) != len(ents) {
		t.Fatalf("decoded %q %v %v", head, got, ok)
	}
	for i := range ents {
		if got[i] != ents[i] {
			t.Errorf("entry %d: %+v, want %+v", i, got[i], ents[i])
		}
	}
	for n := range len(b) - 1 {
		if _, _, _, ok := decodeSnap(b[:n]); ok {
			t.Errorf("cut at %d read as a snapshot", n)
		}
	}
	if _, _, _, ok := decodeSnap([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f}); ok {
		t.Error("a huge length read as a snapshot")
	}
}

// Session start follows the files that name more wiring again once any
// item changed since the last follow; a quiet event, or a new file beside
// the wiring, keeps the last follow good.
func TestFollowedUntilAnItemChanges(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	followed := func() bool {
		var ok bool
		_ = r.db.View(func(tx *state.Tx) error { ok = Followed(tx, ""); return nil })
		return ok
	}
	if followed() {
		t.Fatal("followed before any refresh")
	}
	r.refreshAt("")
	r.hook("", "UserPromptSubmit", "")
	r.write("notes.txt", "")
	r.hook("", "PreToolUse", "t1")
	if !followed() {
		t.Fatal("a quiet turn lost the follow")
	}
	r.hook("", "Stop", "")
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]},"enabledPlugins":{"x@y":true}}`)
	if res, _ := r.hook("", "UserPromptSubmit", ""); res.Message != "" {
		t.Fatalf("the user's change was reported: %s", res.Message)
	}
	if followed() {
		t.Error("a changed settings file kept the last follow")
	}
	r.refreshAt("")
	if !followed() {
		t.Error("a refresh did not mark the follow")
	}
}

// A stat part appended after other bytes (selfID puts the binary's path
// first) marks existence in its own field, not in the bytes before it.
func TestStatPartAfterAPrefix(t *testing.T) {
	p := print{Exists: true, Size: 7, Mtime: 8, Ctime: 9, Ino: 10, Mode: 0o644}
	alone := string(p.statPart(nil))
	if !strings.HasPrefix(alone, "v2|1|") {
		t.Fatalf("stat part %q does not say the file exists", alone)
	}
	if got := string(p.statPart([]byte("/usr/bin/hooktool"))); got != "/usr/bin/hooktool"+alone {
		t.Errorf("after a prefix: %q, want %q", got, "/usr/bin/hooktool"+alone)
	}
}

// A witness lists every absent item it stands for, in the list's order,
// however many share it.
func TestWitnessListsEveryAbsentItem(t *testing.T) {
	r := newRig(t)
	r.write(".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	r.refreshAt("")
	var raw []byte
	if err := r.db.View(func(tx *state.Tx) error {
		raw, _ = tx.Get(Bucket, keySnap)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	_, _, ents, ok := decodeSnap(raw)
	if !ok {
		t.Fatal("no snapshot after a refresh")
	}
	var witnessed []string
	for _, e := range ents {
		if e.kind == 'w' {
			witnessed = append(witnessed, strings.Split(e.kids, "\x00")...)
		}
	}
	var want []string
	for _, it := range wiring.All(r.env) {
		if _, err := os.Lstat(it.Path); err != nil && filepath.Dir(it.Path) != it.Path {
			want = append(want, it.Path)
		}
	}
	if len(witnessed) < 2 {
		t.Fatalf("%d absent items witnessed, want many: %q", len(witnessed), witnessed)
	}
	seen := map[string]bool{}
	for _, p := range witnessed {
		if seen[p] {
			t.Errorf("%s witnessed twice", p)
		}
		seen[p] = true
	}
	for _, p := range want {
		if !seen[p] {
			t.Errorf("absent item %s has no witness", p)
		}
	}
}

// A folder made empty in one call (the project's .claude) and a settings
// file written into it in the next: the witness of the absent file, the
// project folder, moved only the first time; the second change is below
// the new folder, and is still seen (red-team round 11, B21).
func TestSnapshotSeesAFileUnderAFolderMadeEarlier(t *testing.T) {
	r := newRig(t)
	project := filepath.Join(r.home, "src", "proj")
	r.write("src/proj/README.md", "hi\n")
	r.refreshAt(project)
	r.hook(project, "PreToolUse", "t1")
	if err := os.MkdirAll(filepath.Join(project, ".claude"), 0o755); err != nil {
		t.Fatal(err)
	}
	if res, _ := r.hook(project, "PostToolUse", "t1"); res.Message != "" {
		t.Fatalf("an empty folder made: %+v", res)
	}
	r.hook(project, "PreToolUse", "t2")
	p := r.write("src/proj/.claude/settings.local.json", `{"disableAllHooks": true}`)
	res, built := r.hook(project, "PostToolUse", "t2")
	if !built || !strings.Contains(res.Message, "was created") {
		t.Fatalf("built %v, result %+v", built, res)
	}
	if _, err := os.Stat(p); err == nil {
		t.Error("the created settings.local.json is still there")
	}
}

// ssh runs the commands of its client config at each connection, a push
// over ssh's too, before the pre-push hook reads what goes: a Match exec
// added during a call is put back; a Host alias is quiet (red-team round
// 11, B13, K11).
func TestSSHConfigCommands(t *testing.T) {
	r := newRig(t)
	r.write(".ssh/config", "Host *\n  ServerAliveInterval 60\n")
	r.refreshAt("")
	r.hook("", "PreToolUse", "t1")
	r.write(".ssh/config", "Host *\n  ServerAliveInterval 60\n\nHost build\n  HostName build.example\n  User ci\n")
	if res, _ := r.hook("", "PostToolUse", "t1"); res.Message != "" {
		t.Fatalf("a Host alias: %+v", res)
	}
	r.hook("", "PreToolUse", "t2")
	r.write(".ssh/config", "Match exec \"sh ~/.cache/x.sh\"\nHost *\n  ServerAliveInterval 60\n")
	res, _ := r.hook("", "PostToolUse", "t2")
	if !strings.Contains(res.Message, ".ssh/config") {
		t.Fatalf("a Match exec not seen: %+v", res)
	}
	if got := r.read(".ssh/config"); strings.Contains(got, "Match exec") {
		t.Errorf("not restored:\n%s", got)
	}
}
