// Package tripwire checks the effect of every agent call on hooktool's
// wiring (package wiring): the files and folders that wire hooktool into
// each agent and into git. The guard judges a command by what it can see;
// the tripwire judges what changed, however the agent spelled it.
//
// At every tool-call event it takes each item's stat (size, mtime, inode,
// mode) and compares it with the last known-good fingerprint in state; the
// content is read only when the stat changed, and only the part that wires
// hooktool in counts (a settings file's hooks, not its permission rules).
// When nothing changed, one snapshot record stands for all the
// fingerprints (snapshot.go).
//
// Who made a change is told by when it is seen:
//
//   - at a PostToolUse or PostToolUseFailure (the end of a call): the
//     agent's call, or a process it started;
//   - at a PreToolUse, a Stop or a SubagentStop of a turn in which the
//     agent already made a call: the agent's (a background process of its
//     own, or a call whose end was never reported);
//   - at SessionStart or UserPromptSubmit, or before the first call of a
//     turn: the user's, between turns, accepted quietly; unless another
//     session has a call in flight (started in the last 15 minutes and not
//     denied), whose change it is.
//
// A change that is the agent's is restored from the known-good copy (kept
// in hooktool's state folder, 0600), recorded, told to the user, and puts
// every later tool call to the user until `hooktool tripwire ack`.
package tripwire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/hookd/hookd/internal/jsonw"
	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// Bucket holds the tripwire's records.
const Bucket = "tripwire"

// Record keys in Bucket.
const (
	keyPrint   = "p\x00"  // + path: the known-good print
	keyExtra   = "x\x00"  // + project: items found by following files (plugin caches, hooksPath)
	keyArmed   = "armed"  // set by the first refresh (install, ack): the tripwire runs
	keyHold    = "hold"   // the unacknowledged tamper, if any
	keyTamper  = "t\x00"  // + time: the tamper history
	keyFly     = "f\x00"  // + session + "\x00" + tool_use_id: a call in flight
	keyDenied  = "n\x00"  // + session + "\x00" + tool_use_id: a call the guard denied
	keyTurn    = "u\x00"  // + session: a turn with a call in it
	keyUngd    = "g\x00"  // + time: a call no PreToolUse saw
	keyUngdOne = "gs\x00" // + session: the user was told of an unguarded call
	keyHome    = "home"   // the state file's own path, as the hook names it
)

// Lifetimes of the bookkeeping records; prints and the hold never expire.
const (
	flyTTL = 6 * time.Hour
	// flyRecent bounds how long a call of another session counts as in
	// flight: a call put to the user and declined never reports its end.
	flyRecent  = 15 * time.Minute
	turnTTL    = 24 * time.Hour
	historyTTL = 30 * 24 * time.Hour
)

// Tripwire checks one set of wiring items.
type Tripwire struct {
	// Items is the list, or nil to compute it from Env (without
	// ReadFile) only when an event needs it: on the hot path the
	// snapshot (snapshot.go) vouches for the list instead.
	Items  []wiring.Item
	Env    wiring.Env
	Copies string // folder of the known-good copies
	// Mirror, when set, is a second copy of COPIES.known outside the
	// state folder (known.go): moving the state folder away does not
	// take the known-good state with it.
	Mirror string

	built bool     // Items was computed from Env
	vars  []string // the variables that computation read
	self  string   // the running binary's stat (snapshot.go)

	// shared counts, at one Check, the items each folder holds; a folder
	// holding several is stat'ed once, and when it is gone the absent
	// items in it are not stat'ed (most of the list names agents a user
	// does not have).
	shared map[string]int
	gone   map[string]bool
	// watched holds, at one full check, every item's path but a mode
	// item's: pruneMade stops at a folder that is an item of its own.
	watched map[string]bool
	// dirty says a print was written: the known-good state kept outside
	// the state file (known.go) is brought up to date.
	dirty bool

	// Per check (reset at each): the known-good records kept outside the
	// state file, read once (known.go: records); the copies found forged,
	// by name, and whether each was put back (store.load); the changes a
	// blind hook restored, from its marker (blind.go); and the changes
	// this check recorded.
	recs     []known
	recFrom  []string // where each of recs was read
	recsRead bool
	forged   map[string]bool
	pending  []Change
	recorded []Change
	// late holds, at one check, the items a start-up file accepted with
	// a new stat names (round 25: lateItems), added once the items are
	// checked (addLate).
	late []wiring.Item
}

func sharedFolders(items []wiring.Item) map[string]int {
	m := make(map[string]int, len(items))
	for _, it := range items {
		m[filepath.Dir(it.Path)]++
	}
	return m
}

// folderGone reports whether dir, a folder several items share, does not
// exist (Lstat: a link there counts as there).
func (t *Tripwire) folderGone(dir string) bool {
	if t.shared[dir] < 2 {
		return false
	}
	if g, ok := t.gone[dir]; ok {
		return g
	}
	if t.gone == nil {
		t.gone = map[string]bool{}
	}
	_, err := os.Lstat(dir)
	g := errors.Is(err, fs.ErrNotExist)
	t.gone[dir] = g
	return g
}

// Call is the event the tripwire runs at.
type Call struct {
	Event     string // PreToolUse, PostToolUse, ...
	Session   string
	ToolUseID string
	Tool      string
	Target    string // what the call acted on, already redacted and clipped
	Agent     string // the client: claude, codex, ...
	Project   string // the project, to find the items followed from files
	Denied    bool   // PreToolUse: the call was denied, so it will not run
	// Asked, at a PreToolUse, says the call is put to the user, who sees
	// it and may decline it (its end then never comes): it does not
	// count for InFlight.
	Asked bool
}

// Result is what the hook adds to its answer.
type Result struct {
	Message string // to the user (systemMessage or the client's equivalent)
	Hold    string // non-empty: put this call to the user, with this reason
}

// Tamper is one change of the wiring made during an agent call.
type Tamper struct {
	Time    time.Time `json:"time"`
	Session string    `json:"session,omitempty"`
	Agent   string    `json:"agent,omitempty"`
	Event   string    `json:"event"`
	Call    string    `json:"call,omitempty"` // tool: target
	// Why, when set, is why the change is held although no call of the
	// agent is known to have made it: the tripwire was blinded.
	Why     string   `json:"why,omitempty"`
	Changes []Change `json:"changes"`
}

// Change is one item that changed.
type Change struct {
	Path     string `json:"path"`
	What     string `json:"what"`
	How      string `json:"how"` // changed, removed, created
	Restored bool   `json:"restored"`
	Kept     string `json:"kept,omitempty"` // where the changed content was kept
	Err      string `json:"error,omitempty"`
}

// Unguarded is a call whose end hooktool saw but not its start.
type Unguarded struct {
	Time      time.Time `json:"time"`
	Session   string    `json:"session,omitempty"`
	Agent     string    `json:"agent,omitempty"`
	ToolUseID string    `json:"tool_use_id"`
	Call      string    `json:"call"`
}

// Check runs the tripwire at one event, inside the hook's transaction.
//
// It runs once armed: by install (which records the wiring it wrote as the
// known-good state) or by ack. Before that there is no known-good state to
// tell a tamper from the user's own set-up.
func (t *Tripwire) Check(tx *state.Tx, c Call) Result {
	t.reset()
	why, reset := t.suspicion(tx, c)
	if !Armed(tx) {
		return Result{}
	}
	// Whether a change seen now is the agent's, and the call it is
	// blamed on: looked up only when something changed.
	var agents, asked bool
	var blame string
	turn := func() bool {
		if !asked {
			asked = true
			agents, blame = t.agentsTurn(tx, c)
			if why != "" {
				agents = true // blinded: no change since is the user's for sure
			}
		}
		return agents
	}
	var res Result
	// What a hook that could not open the state restored meanwhile
	// (blind.go): held now, with the reason.
	changes := t.pending
	if ch, ok := t.stateHome(tx); ok {
		changes = append(changes, ch)
	}
	now := tx.Now()
	// Blinded, the snapshot does not vouch: every item is checked.
	if why != "" || !t.vouched(tx, c.Project) {
		items := t.items(tx, c.Project)
		stamp := now.UTC().Format("20060102T150405.000")
		if ch, ok := t.gitMoved(tx, c.Project, items, turn, stamp); ok {
			changes = append(changes, ch)
			items = t.items(tx, c.Project) // restored in a moved folder: watched there
		}
		t.watched = make(map[string]bool, len(items))
		for _, it := range items {
			// A Mode item is a folder on the way to others (modeFolders):
			// only its mode counts, so an empty one the call made may go.
			t.watched[it.Path] = it.Kind != wiring.Mode
		}
		t.shared, t.gone = sharedFolders(items), nil // gone is per check: folders come
		for _, it := range items {
			ch, ok := t.checkItem(tx, it, turn, stamp)
			if ok {
				changes = append(changes, ch)
			}
		}
		items = t.addLate(tx, c.Project, items) // round 25
		t.saveSnap(tx, c.Project, items, false)
	}
	commits := t.trackCommits(tx, c, turn)
	changes = append(changes, commits...)
	changes = append(changes, t.checkIndex(tx, c, turn, len(commits) > 0)...)
	changes = append(changes, t.newWorktrees(tx, c, turn, now.UTC().Format("20060102T150405.000"))...)
	changes = append(changes, t.sweepHome(tx, c, turn, now.UTC().Format("20060102T150405.000"))...)
	if t.dirty {
		t.saveKnown(tx)
	}
	// A known-good copy that no longer matches its digest, found by a
	// restore or by saveKnown, is a tamper of its own, whoever's turn it
	// is: nothing but hooktool writes there.
	changes = append(changes, t.forgedChanges()...)
	if len(changes) > 0 {
		tp := Tamper{Time: now, Session: c.Session, Agent: c.Agent, Event: c.Event, Changes: changes}
		turn()
		tp.Call, tp.Why = blame, why
		t.record(tx, tp)
		t.recorded = changes
		res.Message = message(tp)
	} else if reset {
		res.Message = "hooktool tripwire: " + why + "; the wiring matches it, so nothing was restored."
	}
	switch c.Event {
	case "PreToolUse":
		if c.ToolUseID != "" && c.Session != "" && !c.Denied {
			v := strconv.FormatInt(tx.Now().UnixMilli(), 10) + "|" + callText(c.Tool, c.Target)
			if _, held := tx.Get(Bucket, keyHold); c.Asked || held {
				v = askedMark + v // put to the user (by the guard, or by the hold)
			}
			_ = tx.Put(Bucket, keyFly+c.Session+"\x00"+c.ToolUseID, []byte(v), flyTTL)
		} else if c.ToolUseID != "" && c.Session != "" {
			// Not in flight (it will not run), but seen: a client that
			// reports the end of a blocked call too (OpenClaw) must not
			// make it an unguarded call.
			_ = tx.Put(Bucket, keyDenied+c.Session+"\x00"+c.ToolUseID, []byte{1}, flyTTL)
		}
		if _, open := tx.Get(Bucket, keyTurn+c.Session); c.Session != "" && !open {
			_ = tx.Put(Bucket, keyTurn+c.Session, []byte{1}, turnTTL)
		}
	case "PostToolUse", "PostToolUseFailure":
		if c.ToolUseID != "" && c.Session != "" {
			k := keyFly + c.Session + "\x00" + c.ToolUseID
			d := keyDenied + c.Session + "\x00" + c.ToolUseID
			if _, ok := tx.Get(Bucket, k); ok {
				_ = tx.Delete(Bucket, k)
			} else if _, ok := tx.Get(Bucket, d); ok {
				_ = tx.Delete(Bucket, d)
			} else if m := t.unguarded(tx, c); m != "" {
				res.Message = join(res.Message, m)
			}
		}
	case "SessionStart", "UserPromptSubmit", "Stop", "SessionEnd":
		if c.Session != "" {
			_ = tx.Delete(Bucket, keyTurn+c.Session)
			var stale []string
			_ = tx.ForEach(Bucket, keyFly+c.Session+"\x00", func(r state.Record) error {
				stale = append(stale, r.Key)
				return nil
			})
			for _, k := range stale {
				_ = tx.Delete(Bucket, k)
			}
		}
	}
	if c.Event != "PreToolUse" && c.Event != "SessionStart" {
		return res // the hold is decoded only where it changes the answer
	}
	if h, ok := Held(tx); ok {
		if c.Event == "PreToolUse" {
			res.Hold = holdReason(h)
		} else if c.Event == "SessionStart" && res.Message == "" {
			res.Message = holdReason(h)
		}
	}
	return res
}

// flightStale is how long a call in flight counts for InFlight: longer
// than the longest tool timeout of the clients (Claude Code's Bash tool
// stops at 10 minutes), so an older record is a call whose end was never
// reported (put to the user and declined), not one still running.
const flightStale = 10 * time.Minute

// InFlight reports an agent's tool call in flight, of any session: its
// PreToolUse recorded, its end not yet, started within flightStale; and
// the call, clipped. hooktool's own commands that make the wiring
// known-good (install, uninstall, guard allow, tripwire ack) do not vouch
// for it while one is: the agent may be what ran them, with its shell
// markers unset, and the call's end then judges the change.
//
// A call put to the user (by the guard, or by a held tamper) does not
// count: the user saw its command and answered, and one declined never
// reports its end, so the user could not acknowledge or reinstall from a
// terminal while it waits.
func InFlight(tx *state.Tx) (string, bool) {
	since := tx.Now().Add(-flightStale)
	var found bool
	var call string
	_ = tx.ForEach(Bucket, keyFly, func(r state.Record) error {
		ms, text, ok := strings.Cut(string(r.Value), "|")
		n, err := strconv.ParseInt(ms, 10, 64)
		if !ok || err != nil || time.UnixMilli(n).Before(since) {
			return nil // put to the user (askedMark), or stale
		}
		found, call = true, text
		return nil
	})
	return clip(call, 80), found
}

// stateHome notes a state file that was made for another path and put
// in this one's place (hooktool run with HOOKTOOL_STATE elsewhere, its
// state moved over the real one): its known-good wiring is whatever that
// run recorded, not the user's. The path is recorded at the first check
// and at every refresh; a record naming another path is a change of its
// own, held until the user acknowledges it. Only a state read: no stat.
func (t *Tripwire) stateHome(tx *state.Tx) (Change, bool) {
	here := t.Env.State
	if here == "" {
		return Change{}, false
	}
	here = filepath.Clean(here)
	was, ok := tx.Get(Bucket, keyHome)
	if ok && string(was) == here {
		return Change{}, false
	}
	_ = tx.Put(Bucket, keyHome, []byte(here), 0)
	if !ok {
		return Change{}, false
	}
	return Change{Path: here, What: "hooktool's state file", How: "replaced by a state made for " + clip(string(was), 120),
		Err: "its known-good wiring is what that state recorded, not yours: check your agents' hooks (`hooktool doctor`), install again, then `hooktool tripwire ack`"}, true
}

// turnOpen bounds how long a turn with no end reported still counts for
// Busy: a client that crashed mid-turn leaves its turn record behind, and
// its next SessionStart or prompt closes it anyway.
const turnOpen = 12 * time.Hour

// Busy reports an agent's turn in progress, of any session: a call in
// flight, one put to the user and approved included (InFlight leaves
// those out), or a turn whose end (Stop) has not come yet, so the time
// between two calls counts too. hooktool's commands that lower the
// protection (uninstall, install, tripwire ack) need the user at a
// terminal while one is: a process the agent left behind runs between
// calls, with its markers unset, and a command inside an approved call
// was not what the user approved.
func Busy(tx *state.Tx) (string, bool) {
	since := tx.Now().Add(-turnOpen)
	var found bool
	var call string
	_ = tx.ForEach(Bucket, keyFly, func(r state.Record) error {
		ms, text, ok := strings.Cut(strings.TrimPrefix(string(r.Value), askedMark), "|")
		n, err := strconv.ParseInt(ms, 10, 64)
		if !ok || err != nil || time.UnixMilli(n).Before(since) {
			return nil
		}
		found, call = true, "a call in flight: "+clip(text, 80)
		return nil
	})
	if found {
		return call, true
	}
	_ = tx.ForEach(Bucket, keyTurn, func(r state.Record) error {
		if !r.Expires.IsZero() && r.Expires.Add(-turnTTL).Before(since) {
			return nil
		}
		found, call = true, "session "+clip(strings.TrimPrefix(r.Key, keyTurn), 40)+" has not finished its turn"
		return nil
	})
	return call, found
}

// agentsTurn reports whether a change seen now is the agent's, and the
// call it is blamed on: the call ending now; a call of this turn; or a
// call another session has in flight (a second session started while
// the first one's call runs must not accept that call's change).
func (t *Tripwire) agentsTurn(tx *state.Tx, c Call) (bool, string) {
	switch c.Event {
	case "PostToolUse", "PostToolUseFailure", "PostToolBatch":
		return true, callText(c.Tool, c.Target)
	case "PreToolUse", "Stop", "SubagentStop", "PreCompact":
		if _, ok := tx.Get(Bucket, keyTurn+c.Session); ok && c.Session != "" {
			_, call := t.flying(tx, keyFly+c.Session+"\x00", time.Time{})
			return true, call
		}
	}
	return t.flying(tx, keyFly, tx.Now().Add(-flyRecent), c.Session)
}

// flying finds a call in flight under prefix that started after since,
// in a session other than skip.
func (t *Tripwire) flying(tx *state.Tx, prefix string, since time.Time, skip ...string) (bool, string) {
	var found bool
	var call string
	_ = tx.ForEach(Bucket, prefix, func(r state.Record) error {
		sess, _, _ := strings.Cut(strings.TrimPrefix(r.Key, keyFly), "\x00")
		if len(skip) > 0 && sess == skip[0] {
			return nil
		}
		ms, text, ok := strings.Cut(strings.TrimPrefix(string(r.Value), askedMark), "|")
		n, err := strconv.ParseInt(ms, 10, 64)
		if !ok || err != nil || time.UnixMilli(n).Before(since) {
			return nil
		}
		found, call = true, text
		return nil
	})
	return found, call
}

// askedMark starts a flight record of a call put to the user.
const askedMark = "a"

func callText(tool, target string) string {
	if target == "" {
		return tool
	}
	return tool + ": " + target
}

// checkItem compares one item with its known-good print. A change that is
// the agent's is restored and returned; any other change becomes the new
// known-good state.
func (t *Tripwire) checkItem(tx *state.Tx, it wiring.Item, turn func() bool, stamp string) (Change, bool) {
	key := keyPrint + it.Path
	raw, known := tx.Get(Bucket, key)
	if known && bytes.HasPrefix(raw, []byte("v2|0|")) && t.folderGone(filepath.Dir(it.Path)) {
		return Change{}, false // was absent, and its folder still is
	}
	cur := statOf(it.Path)
	if it.Kind == wiring.Mode {
		cur = modeOnly(cur)
	}
	// A folder's entries change without its own stat moving (an entry
	// edited in place): its entries are looked at whatever its stat.
	folder := it.Kind == wiring.Dir || it.Kind == wiring.StartupDir
	var sp [160]byte
	if known && !folder && bytes.HasPrefix(raw, cur.statPart(sp[:0])) {
		return Change{}, false // the hot path: nothing decoded
	}
	var old print
	if known {
		old, known = decodePrint(raw)
	}
	if known && sameStat(old, cur) && !folder {
		return Change{}, false
	}
	if folder {
		if known && sameStat(old, cur) && !old.Exists {
			return Change{}, false
		}
		if it.Kind == wiring.StartupDir {
			return t.checkStartupDir(tx, it, key, old, known, cur, turn, stamp)
		}
		return t.checkDir(tx, it, key, old, known, cur, turn, stamp)
	}
	if it.Kind == wiring.Shims {
		return t.checkShims(tx, it, key, old, known, cur, turn(), stamp)
	}
	if it.Kind == wiring.Mode {
		return t.checkMode(tx, it, key, old, known, cur, turn())
	}
	if it.Kind == wiring.Binary {
		return t.checkBinary(tx, it, key, old, known, cur, turn, stamp)
	}
	// The stat changed: from here on this event pays for the content.
	if cur.Exists {
		cur.Dir = realDir(it.Path)
	}
	var content []byte
	if cur.Exists {
		b, ok := readBounded(it.Path)
		switch {
		case ok:
			content = b
			cur.Sum = relevant(it, b)
		case len(it.Keys) > 0 && known && old.Exists && fs.FileMode(cur.Mode).IsRegular() && cur.Size > maxContent:
			// A client's own state file grown past the bound (Claude
			// Code's ~/.claude.json, which it rewrites all the time):
			// its keys cannot be read, and its stat alone says nothing
			// about them. Left as known rather than alarming on every
			// rewrite by the client.
			cur.Sum, cur.Copy = old.Sum, old.Copy
		default:
			cur.Sum = "stat:" + fmt.Sprint(cur.Size, cur.Mtime, cur.Ino)
		}
		if it.Kind == wiring.File || it.Kind == wiring.Startup {
			// A second name for the file (a hard link made in the
			// project, red-team round 7, Y08) lets a later edit there,
			// which no rule looks at, rewrite the wiring: the count of
			// names is part of what counts. A restore writes a fresh
			// file (a rename), which has one name again.
			cur.Sum += linkedMark(it.Path)
		}
	}
	agents := known && differs(old, cur, it.ModeBits) && turn()
	if known && !agents && differs(old, cur, it.ModeBits) && heldUnrestored(tx, it.Path) {
		// An agent's change whose restore failed: no quiet path (a
		// session start, install) adopts it; only the user's ack does.
		agents = true
	}
	if known && agents && differs(old, cur, it.ModeBits) && sameRule(it, old, cur, t.copyOf) {
		agents = false // only the rule that picks the lines changed (an upgrade)
	}
	if !known || !differs(old, cur, it.ModeBits) || !agents {
		if known && content != nil && it.Kind == wiring.Startup && !sameStat(old, cur) {
			// Round 25: what its lines name now is watched from now on.
			t.late = append(t.late, lateItems(it, t.Env.Home)...)
		}
		t.accept(tx, key, cur, content, old)
		return Change{}, false
	}
	ch := Change{Path: it.Path, What: it.What, How: "changed"}
	switch {
	case !cur.Exists:
		ch.How = "removed"
	case !old.Exists:
		ch.How = "created"
	}
	if content != nil {
		ch.Kept = store(t.Copies).evidence(it.Path, content, stamp)
	}
	var err error
	switch {
	case it.Syntax == syntaxPackedRefs && content != nil:
		// Round 25: only the replace refs the call added go.
		var good []byte
		if old.Exists && old.Copy != "" {
			good, _ = t.copyOf(old.Copy)
		}
		mode := old
		if !old.Exists {
			mode = print{Mode: cur.Mode}
		}
		err = dropReplaceRefs(it.Path, content, good, mode)
	case !old.Exists:
		// Created during the call: it goes (kept above), and the empty
		// folders made for it.
		if err = os.Remove(it.Path); err == nil {
			t.pruneMade(filepath.Dir(it.Path), true, false)
		}
	case old.Copy == "":
		err = fmt.Errorf("no known-good copy")
	default:
		good, ok := t.copyOf(old.Copy)
		if !ok {
			err = fmt.Errorf("no intact known-good copy is left (%s was deleted or overwritten, and the record kept beside the state has none)", filepath.Join(t.Copies, old.Copy))
			break
		}
		t.unswap(it.Path, old.Dir, stamp)
		err = writeBack(it.Path, good, old)
	}
	if err != nil {
		ch.Err = err.Error()
		// Not restored: what is there now stays unknown-good, so the
		// next event reports it again rather than accepting it.
		return ch, true
	}
	ch.Restored = true
	now := statOf(it.Path)
	now.Sum, now.Copy, now.Dir = old.Sum, old.Copy, realDir(it.Path)
	t.putPrint(tx, key, now)
	return ch, true
}

// unswap puts a real folder back where one on the item's path was
// swapped for a link during the call (red-team round 9, R17: ~/.pi/agent
// moved aside and replaced by a link to a copy whose extension does
// nothing): the known-good print's folder (oldDir) ran through that
// name as a folder, and now the name is a link. Written back through
// the link, the file would land in the copy and the link would stay. The
// link is moved aside (kept as evidence) and the folders made again,
// empty: each item in them is then restored from its own known-good
// copy, as a removed one is. A link the user had (a dotfiles manager's)
// was in the known-good print already and is left.
func (t *Tripwire) unswap(p, oldDir, stamp string) {
	if oldDir == "" {
		return
	}
	dir := filepath.Dir(p)
	for a := dir; a != t.Env.Home && a != t.Env.Project && a != filepath.Dir(a); a = filepath.Dir(a) {
		fi, err := os.Lstat(a)
		if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			continue
		}
		rel, err := filepath.Rel(a, dir)
		if err != nil {
			return
		}
		parent, err := filepath.EvalSymlinks(filepath.Dir(a))
		if err != nil || filepath.Join(parent, filepath.Base(a), rel) != oldDir {
			return
		}
		if store(t.Copies).moveAside(a, stamp) {
			_ = os.MkdirAll(dir, 0o700)
		}
		return
	}
}

// sameRule reports whether cur differs from old only because the part
// of the file that counts is chosen by another rule than when old was
// recorded (hooktool was upgraded): the known-good copy, read with
// today's rule, agrees with cur. Without it an upgrade would restore a
// file the agent changed harmlessly.
func sameRule(it wiring.Item, old, cur print, copyOf func(string) ([]byte, bool)) bool {
	if old.Copy == "" || !old.Exists || !cur.Exists || modeKey(old.Mode, it.ModeBits) != modeKey(cur.Mode, it.ModeBits) || old.Link != cur.Link {
		return false
	}
	good, ok := copyOf(old.Copy)
	return ok && relevant(it, good) == cur.Sum
}

// modeOnly keeps of a folder's print what Mode items compare: that it
// exists, its type and mode. Its times change whenever an entry comes or
// goes, which is no change of its mode, and stay out of the stat part so
// the hot path stays a byte comparison.
func modeOnly(p print) print {
	return print{Exists: p.Exists, Mode: p.Mode, Link: p.Link}
}

// checkMode puts a folder's owner mode bits back when an agent's call
// changed them (chmod 000 ~/.claude). A folder that came or went is the
// items in it's business.
func (t *Tripwire) checkMode(tx *state.Tx, it wiring.Item, key string, old print, known bool, cur print, agents bool) (Change, bool) {
	if !known || !agents || !old.Exists || !cur.Exists || old.Link != cur.Link || modeKey(old.Mode, it.ModeBits) == modeKey(cur.Mode, it.ModeBits) {
		t.putPrint(tx, key, cur)
		return Change{}, false
	}
	ch := Change{Path: it.Path, What: it.What, How: fmt.Sprintf("changed (mode %v, was %v)", fs.FileMode(cur.Mode), fs.FileMode(old.Mode)), Restored: true}
	if err := os.Chmod(it.Path, fs.FileMode(old.Mode).Perm()); err != nil {
		ch.Restored, ch.Err = false, err.Error()
		return ch, true
	}
	t.putPrint(tx, key, modeOnly(statOf(it.Path)))
	return ch, true
}

// checkShims watches a folder on PATH for entries named like an agent's
// command (Item.Names): one that appears during an agent's call is moved
// away (kept as evidence when small enough). Other entries, and an agent
// command's own updates or removal, do not count.
func (t *Tripwire) checkShims(tx *state.Tx, it wiring.Item, key string, old print, known bool, cur print, agents bool, stamp string) (Change, bool) {
	var present []string
	names := it.Names
	if names == nil && cur.Exists {
		// No names: every entry counts by its coming (a client's
		// version folders, where a newer one planted is loaded instead
		// of the installed one).
		if ents, err := os.ReadDir(it.Path); err == nil {
			for _, e := range ents {
				if len(names) < maxEntries {
					names = append(names, e.Name())
				}
			}
		}
	}
	if cur.Exists {
		for _, n := range names {
			if _, err := os.Lstat(filepath.Join(it.Path, n)); err == nil {
				present = append(present, n)
			}
		}
	}
	cur.Sum = strings.Join(present, ",")
	was := map[string]bool{}
	for _, n := range strings.Split(old.Sum, ",") {
		was[n] = true
	}
	var came []string
	for _, n := range present {
		if !was[n] {
			came = append(came, n)
		}
	}
	if !known || !agents || len(came) == 0 {
		t.putPrint(tx, key, cur)
		return Change{}, false
	}
	ch := Change{Path: filepath.Join(it.Path, strings.Join(came, ",")), What: it.What, How: "created", Restored: true}
	var errs []string
	for _, n := range came {
		p := filepath.Join(it.Path, n)
		if b, ok := readBounded(p); ok {
			ch.Kept = store(t.Copies).evidence(p, b, stamp)
		}
		if err := os.Remove(p); err != nil && !store(t.Copies).moveAside(p, stamp) {
			errs = append(errs, n) // a folder is moved aside whole
		}
	}
	if len(errs) > 0 {
		ch.Restored, ch.Err = false, "could not remove "+strings.Join(errs, ", ")
		return ch, true
	}
	now := statOf(it.Path)
	now.Sum = old.Sum
	t.putPrint(tx, key, now)
	return ch, true
}

// heldUnrestored reports whether the unacknowledged tamper holds path
// with a failed restore.
func heldUnrestored(tx *state.Tx, path string) bool {
	h, ok := Held(tx)
	if !ok {
		return false
	}
	for _, ch := range h.Changes {
		if ch.Path == path && !ch.Restored {
			return true
		}
	}
	return false
}

// differs reports whether cur is another wiring than old: other content
// where it counts (a file that came or went included), another type or owner mode
// (a symlink in place of the file, chmod 000), another link target, or a
// folder that now resolves elsewhere.
func differs(old, cur print, bits uint32) bool {
	if old.Sum != cur.Sum {
		return true
	}
	// A file that came or went with nothing in it that wires hooktool
	// (a permission rule the client adds) has the same Sum: no change.
	return old.Exists && cur.Exists && (modeKey(old.Mode, bits) != modeKey(cur.Mode, bits) ||
		old.Link != cur.Link || (old.Dir != "" && cur.Dir != "" && old.Dir != cur.Dir))
}

// checkDir compares a folder's entries: a new entry made during an agent
// call is moved aside, a changed or removed one written back.
func (t *Tripwire) checkDir(tx *state.Tx, it wiring.Item, key string, old print, known bool, cur print, turn func() bool, stamp string) (Change, bool) {
	s := store(t.Copies)
	// A folder whose own mode counts (ModeBits: one inside an agent's
	// config folder) made unlistable during the call hides its entries
	// from the client: its mode is put back first, so that its entries
	// can be compared as well.
	mode := ""
	if it.ModeBits != 0 && known && old.Exists && cur.Exists && old.Link == cur.Link &&
		modeKey(old.Mode, it.ModeBits) != modeKey(cur.Mode, it.ModeBits) && turn() {
		mode = fmt.Sprintf("mode %v, was %v", fs.FileMode(cur.Mode), fs.FileMode(old.Mode))
		if err := os.Chmod(it.Path, fs.FileMode(old.Mode).Perm()); err != nil {
			return Change{Path: it.Path, What: it.What, How: "changed (" + mode + ")", Err: err.Error()}, true
		}
		cur = statOf(it.Path)
	}
	cur.Kids = kids(it.Path)
	// Entries whose size and time are as known keep their copy.
	for n, v := range cur.Kids {
		if o, ok := old.Kids[n]; ok && strings.HasPrefix(o, v+"/") {
			cur.Kids[n] = o
			continue
		}
		b, ok := readBounded(filepath.Join(it.Path, n))
		if !ok {
			cur.Kids[n] = v + "/unreadable"
			continue
		}
		cur.Kids[n] = v + "/" + contentDigest(b)
	}
	cur.Sum = dirSum(cur.Kids)
	if known && cur.Sum == old.Sum && mode != "" {
		t.putPrint(tx, key, cur)
		return Change{Path: it.Path, What: it.What, How: "changed (" + mode + ")", Restored: true}, true
	}
	if known && cur.Sum == old.Sum {
		if !sameStat(old, cur) || !sameKids(old.Kids, cur.Kids) {
			// The entries' stats as they are now (their copies are the
			// same): kept stale, the next call by the agent would count
			// an entry only touched (a copy made with cp -a) as changed.
			t.putPrint(tx, key, cur)
		}
		return Change{}, false
	}
	// A change that only turns off what is not hooktool (an extension
	// of another disabled in Gemini's enablement file) is the user's
	// to make, whoever made it: adopted like a change between turns.
	if !known || !turn() || t.entriesOffOnly(it, old, cur) {
		for n, v := range cur.Kids {
			if b, ok := readBounded(filepath.Join(it.Path, n)); ok {
				if name, err := t.putCopy(b); err == nil {
					cur.Kids[n] = v[:strings.LastIndexByte(v, '/')+1] + name
				}
			}
		}
		cur.Sum = dirSum(cur.Kids)
		t.putPrint(tx, key, cur)
		return Change{}, false
	}
	ch := Change{Path: it.Path, What: it.What, How: "changed", Restored: true}
	if mode != "" {
		ch.How = "changed (" + mode + ", and its entries)"
	}
	var errs []string
	for n, v := range cur.Kids {
		if o, ok := old.Kids[n]; ok && kidCopy(o) == kidCopy(v) && (o == v || kidCopy(v) != "unreadable") {
			continue // the same content, only its stat moved
		}
		p := filepath.Join(it.Path, n)
		if b, ok := readBounded(p); ok {
			ch.Kept = s.evidence(p, b, stamp)
		}
		if o, ok := old.Kids[n]; ok {
			good, ok := t.copyOf(o[strings.LastIndexByte(o, '/')+1:])
			if !ok || writeBack(p, good, throughLink(p, o, v)) != nil {
				errs = append(errs, n)
			}
			continue
		}
		if err := os.Remove(p); err != nil && !store(t.Copies).moveAside(p, stamp) {
			errs = append(errs, n)
		}
	}
	for n, o := range old.Kids {
		if _, ok := cur.Kids[n]; ok {
			continue
		}
		good, ok := t.copyOf(o[strings.LastIndexByte(o, '/')+1:])
		if !ok || writeBack(filepath.Join(it.Path, n), good, print{Mode: 0o644}) != nil {
			errs = append(errs, n)
		}
	}
	if len(errs) > 0 {
		ch.Restored, ch.Err = false, "could not restore "+strings.Join(errs, ", ")
		return ch, true
	}
	t.pruneMade(it.Path, known && !old.Exists, true)
	now := statOf(it.Path)
	now.Kids, now.Sum = old.Kids, old.Sum
	t.putPrint(tx, key, now)
	return ch, true
}

// entriesOffOnly reports a folder whose entries changed only by turning
// things off that are not hooktool's (offOnly): every entry that is new
// or changed is a JSON file whose difference from its known-good copy
// only disables, and none went. Each entry is read at most once, and
// only when the folder's entries differ from the known-good ones.
func (t *Tripwire) entriesOffOnly(it wiring.Item, old, cur print) bool {
	n := 0
	for name, v := range cur.Kids {
		o, had := old.Kids[name]
		if had && kidCopy(o) == kidCopy(v) {
			continue
		}
		if n++; n > 4 || !strings.HasSuffix(name, ".json") {
			return false
		}
		b, ok := readBounded(filepath.Join(it.Path, name))
		if !ok || len(b) > sweepBytes {
			return false
		}
		var was []byte
		if had {
			if was, ok = t.copyOf(kidCopy(o)); !ok {
				return false
			}
		}
		if !offOnly(was, b) {
			return false
		}
	}
	for name := range old.Kids {
		if _, ok := cur.Kids[name]; !ok {
			return false
		}
	}
	return n > 0
}

// checkStartupDir compares a folder of start-up files (wiring.StartupDir)
// entry by entry, each by the part of it that counts (entryRelevant): an
// entry whose counted lines an agent's call changed is written back, a
// new one that has such lines is moved away, and every other entry (a
// font set in a new kitty include, a workspace file without terminal
// variables) is left as it is and accepted. Every entry's content is
// kept as a copy when it is first seen, so it can be put back later.
func (t *Tripwire) checkStartupDir(tx *state.Tx, it wiring.Item, key string, old print, known bool, cur print, turn func() bool, stamp string) (Change, bool) {
	cur.Kids = kidsMatching(it.Path, it.Names)
	for n, v := range cur.Kids {
		if strings.HasSuffix(n, "/") {
			cur.Kids[n] = v + "/" + subfolderCopy // a subfolder: its stat alone
			continue
		}
		if o, ok := old.Kids[n]; ok && strings.HasPrefix(o, v+"/") {
			cur.Kids[n] = o
			continue
		}
		b, ok := readBounded(filepath.Join(it.Path, n))
		if !ok {
			cur.Kids[n] = v + "/unreadable"
			continue
		}
		name, err := t.putCopy(b)
		if err != nil {
			name = contentDigest(b)
		}
		cur.Kids[n] = v + "/" + name
	}
	rel := map[string]string{} // copy -> its counted part, read once
	relOf := func(v string) string {
		c := kidCopy(v)
		if r, ok := rel[c]; ok || c == subfolderCopy {
			return r
		}
		b, _ := t.copyOf(c)
		r := entryRelevant(it, b)
		rel[c] = r
		return r
	}
	cur.Sum = startupDirSum(cur.Kids, relOf)
	if known && cur.Sum == old.Sum {
		if !sameStat(old, cur) || !sameKids(old.Kids, cur.Kids) {
			t.putPrint(tx, key, cur)
		}
		return Change{}, false
	}
	// What changed where it counts: entries whose counted part is not
	// the known-good one's (a new entry's known-good part is none).
	var changed []string
	for n, v := range cur.Kids {
		was := ""
		if o, ok := old.Kids[n]; ok {
			was = relOf(o)
		}
		if relOf(v) != was {
			changed = append(changed, n)
		}
	}
	for n, o := range old.Kids {
		if _, ok := cur.Kids[n]; !ok && relOf(o) != "" {
			changed = append(changed, n)
		}
	}
	if !known || len(changed) == 0 || !turn() {
		t.putPrint(tx, key, cur)
		return Change{}, false
	}
	sort.Strings(changed)
	ch := Change{Path: filepath.Join(it.Path, strings.Join(changed, ",")), What: it.What, How: "created", Restored: true}
	for _, n := range changed {
		if _, had := old.Kids[n]; had {
			ch.How = "changed"
		}
	}
	s := store(t.Copies)
	var errs []string
	now := statOf(it.Path)
	now.Kids = map[string]string{}
	for n, v := range cur.Kids {
		now.Kids[n] = v
	}
	for _, n := range changed {
		p := filepath.Join(it.Path, n)
		if b, ok := readBounded(p); ok {
			ch.Kept = s.evidence(p, b, stamp)
		}
		o, had := old.Kids[n]
		if !had {
			if err := os.Remove(p); err != nil && !s.moveAside(p, stamp) {
				errs = append(errs, n)
				continue
			}
			delete(now.Kids, n)
			continue
		}
		good, ok := t.copyOf(kidCopy(o))
		if !ok || writeBack(p, good, throughLink(p, o, cur.Kids[n])) != nil {
			errs = append(errs, n)
			continue
		}
		now.Kids[n] = o // its stat moved: the next look takes the new one
	}
	if len(errs) > 0 {
		ch.Restored, ch.Err = false, "could not restore "+strings.Join(errs, ", ")
		return ch, true
	}
	for _, n := range changed {
		if _, had := old.Kids[n]; !had && path.Dir(n) != "." {
			_ = os.Remove(filepath.Join(it.Path, filepath.FromSlash(path.Dir(n)))) // a skill's folder, when empty
		}
	}
	t.pruneMade(it.Path, known && !old.Exists, true)
	now = statOf(it.Path).withKids(now.Kids)
	now.Sum = startupDirSum(now.Kids, relOf)
	t.putPrint(tx, key, now)
	return ch, true
}

// subfolderCopy stands for the copy of a start-up folder's subfolder
// entry ("NAME/"), which has none: nothing is read from it, and its
// counted part is none.
const subfolderCopy = "-"

// pruneMade removes a watched folder that was absent in the known-good
// state (made) and is empty once what the call put in it is gone: the
// folder alone would be the call's change left behind. Not a folder the
// user had: it was there in the known-good state.
//
// The folders above it that the same mkdir -p made are empty then too:
// up to three of them go, never the home or the project folder, and
// never one with an entry (os.Remove fails on it), and never a folder
// that is an item itself, but dir when self says it is the watched
// folder. One the
// user had empty before goes with them; it held nothing.
func (t *Tripwire) pruneMade(dir string, made, self bool) {
	if !made {
		return
	}
	for i := range 4 {
		if dir == t.Env.Home || dir == t.Env.Project || dir == filepath.Dir(dir) || t.watched[dir] && !(i == 0 && self) || os.Remove(dir) != nil {
			return
		}
		dir = filepath.Dir(dir)
	}
}

// withKids is p with kids as its entries.
func (p print) withKids(k map[string]string) print {
	p.Kids = k
	return p
}

// startupDirSum is the digest of a start-up folder's entries by the
// part of each that counts: an entry with none is left out, so one
// coming or going changes nothing.
func startupDirSum(k map[string]string, relOf func(string) string) string {
	names := make([]string, 0, len(k))
	for n, v := range k {
		if relOf(v) != "" {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return ""
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		b.WriteString(n + "\x00" + relOf(k[n]) + "\x00")
	}
	return contentDigest([]byte(b.String()))
}

// entryRelevant is the part of one entry of a start-up folder that
// counts, as relevant has it for a start-up file ("" for none). A direnv
// allow record counts by the .envrc it names: the path and that file's
// counted lines, none when it has none.
func entryRelevant(it wiring.Item, b []byte) string {
	if b == nil {
		return ""
	}
	e := it
	e.Kind = wiring.Startup
	if it.Syntax == wiring.SyntaxDirenvAllow {
		p := wiring.DirenvAllowed(b)
		if p == "" {
			return ""
		}
		rc, _ := readBounded(p)
		lines := wiring.Selected(wiring.Item{Kind: wiring.Startup, Lines: wiring.StartupLines()}, rc)
		if len(lines) == 0 {
			return ""
		}
		return contentDigest([]byte(p + "\x00" + strings.Join(lines, "\n")))
	}
	return relevant(e, b)
}

// throughLink is how a folder entry is written back: a link the
// known-good state had, itself unchanged (its own stat as known, only
// its target rewritten: a plugin or a skill linked in from the user's
// work), is kept and its target written; anything else is replaced by
// a new file (round 22).
func throughLink(p, old, cur string) print {
	good := print{Mode: 0o644}
	if l := linkStat(old); l != "" && l == linkStat(cur) {
		if t, err := os.Readlink(p); err == nil {
			good.Link = t
		}
	}
	return good
}

// kidCopy is the copy part of a folder entry's record ("unreadable" for
// one that could not be read).
func kidCopy(v string) string { return v[strings.LastIndexByte(v, '/')+1:] }

func sameKids(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for n, v := range a {
		if b[n] != v {
			return false
		}
	}
	return true
}

// accept makes cur the known-good print, with a copy of its content.
func (t *Tripwire) accept(tx *state.Tx, key string, cur print, content []byte, old print) {
	if content != nil {
		// Put even when the digest is the old copy's: a copy forged
		// under that name is replaced by what it should hold.
		if name, err := t.putCopy(content); err == nil {
			cur.Copy = name
		} else if name := contentDigest(content); name == old.Copy {
			cur.Copy = name
		}
	}
	t.putPrint(tx, key, cur)
}

func (t *Tripwire) putPrint(tx *state.Tx, key string, p print) {
	t.dirty = true
	_ = tx.Put(Bucket, key, p.encode(), 0)
}

// items are the static items and the ones followed from files at the
// last refresh for this project. The tripwire leaves its state folder
// (where it keeps its own records) to the guard, and the running binary
// too (a replaced binary answers the next event itself); but the binary
// the wiring runs, found in the wiring files (wiring.All with ReadFile:
// only in the extras), is watched: a wrapper put there answers every
// event while a genuine hooktool, moved aside, runs the others (U41).
func (t *Tripwire) items(tx *state.Tx, project string) []wiring.Item {
	list := t.list()
	out := make([]wiring.Item, 0, len(list)+8)
	watched := func(it wiring.Item) bool {
		return it.Kind != wiring.Binary && (it.Agent != "hooktool" || it.Kind != wiring.Dir)
	}
	for _, it := range list { // All names each path once
		if watched(it) {
			out = append(out, it)
		}
	}
	raw, ok := tx.Get(Bucket, keyExtra+project)
	if !ok || len(raw) < 3 {
		return out
	}
	var extra []wiring.Item
	if json.Unmarshal(raw, &extra) != nil {
		return out
	}
	seen := make(map[string]bool, len(out))
	for _, it := range out {
		seen[it.Path] = true
	}
	for _, it := range extra {
		if (watched(it) || it.Kind == wiring.Binary) && !seen[it.Path] {
			seen[it.Path] = true
			out = append(out, it)
		}
	}
	return out
}

// Refresh makes the current state of every item the known-good one (after
// install, uninstall, config, ack), and remembers for project the items
// that full lists follow from files (full is wiring.All with ReadFile).
func (t *Tripwire) Refresh(tx *state.Tx, project string, full []wiring.Item) error {
	t.reset()
	static := map[string]bool{}
	for _, it := range t.list() {
		if it.Kind != wiring.Binary { // the running one: a wired one is an extra
			static[it.Path] = true
		}
	}
	var extra []wiring.Item
	for _, it := range full {
		if !static[it.Path] {
			extra = append(extra, it)
		}
	}
	extra = append(extra, linkHops(full, static, extra)...)
	for _, it := range derivedItems(full, t.Env.Home) {
		if !static[it.Path] {
			extra = append(extra, it)
		}
	}
	// Round 20: the project wiring of the project's linked worktrees.
	for _, it := range worktreeItems(t.Env, project) {
		if !static[it.Path] {
			static[it.Path] = true
			extra = append(extra, it.Item)
		}
	}
	b, _ := json.Marshal(extra)
	if err := tx.Put(Bucket, keyExtra+project, b, 0); err != nil {
		return err
	}
	if t.Env.State != "" {
		if err := tx.Put(Bucket, keyHome, []byte(filepath.Clean(t.Env.State)), 0); err != nil {
			return err
		}
	}
	if err := tx.Put(Bucket, keyArmed, []byte{1}, 0); err != nil {
		return err
	}
	items := t.items(tx, project)
	quiet := func() bool { return false }
	for _, it := range items {
		t.checkItem(tx, it, quiet, "")
	}
	t.saveSnap(tx, project, items, true)
	t.rememberHooks(tx, project)
	t.rememberWorktrees(tx, project)
	keep := map[string]bool{}
	_ = tx.ForEach(Bucket, keyPrint, func(r state.Record) error {
		if p, ok := decodePrint(r.Value); ok {
			keep[p.Copy] = true
			for _, v := range p.Kids {
				keep[v[strings.LastIndexByte(v, '/')+1:]] = true
			}
		}
		return nil
	})
	store(t.Copies).prune(keep)
	t.saveKnown(tx)
	return nil
}

// record stores a tamper in the history and merges it into the hold.
func (t *Tripwire) record(tx *state.Tx, tp Tamper) {
	b, _ := json.Marshal(tp)
	_ = tx.Put(Bucket, keyTamper+tp.Time.UTC().Format(time.RFC3339Nano), b, historyTTL)
	if h, ok := Held(tx); ok {
		tp.Changes = append(h.Changes, tp.Changes...)
		if len(tp.Changes) > 32 {
			tp.Changes = tp.Changes[len(tp.Changes)-32:]
		}
		tp.Time, tp.Call = h.Time, h.Call
	}
	b, _ = json.Marshal(tp)
	_ = tx.Put(Bucket, keyHold, b, 0)
}

// unguarded records a call PreToolUse never saw and says so once per
// session.
func (t *Tripwire) unguarded(tx *state.Tx, c Call) string {
	u := Unguarded{Time: tx.Now(), Session: c.Session, Agent: c.Agent, ToolUseID: c.ToolUseID, Call: callText(c.Tool, c.Target)}
	_ = tx.Put(Bucket, keyUngd+u.Time.UTC().Format(time.RFC3339Nano), u.encode(), historyTTL)
	if _, told := tx.Get(Bucket, keyUngdOne+c.Session); told {
		return ""
	}
	_ = tx.Put(Bucket, keyUngdOne+c.Session, []byte{1}, turnTTL)
	return fmt.Sprintf("hooktool: a %s call ran without hooktool's check before it (its PreToolUse hook was skipped, silenced or not yet loaded). It is recorded; `hooktool state show` and `hooktool doctor` list such calls. This is said once per session.", c.Tool)
}

// encode is json.Marshal(u) written by hand: a PostToolUse no PreToolUse
// saw writes one, and encoding/json's first use in a process costs more
// than the rest of the tripwire.
func (u Unguarded) encode() []byte {
	var o jsonw.Object
	o.Raw("time", jsonw.AppendString(nil, u.Time.Format(time.RFC3339Nano)))
	if u.Session != "" {
		o.Str("session", u.Session)
	}
	if u.Agent != "" {
		o.Str("agent", u.Agent)
	}
	o.Str("tool_use_id", u.ToolUseID)
	o.Str("call", u.Call)
	return o.Close()
}

// Armed reports whether a refresh has recorded a known-good state.
func Armed(tx *state.Tx) bool {
	_, ok := tx.Get(Bucket, keyArmed)
	return ok
}

// Held is the unacknowledged tamper, if any.
func Held(tx *state.Tx) (Tamper, bool) {
	raw, ok := tx.Get(Bucket, keyHold)
	if !ok {
		return Tamper{}, false
	}
	var h Tamper
	if json.Unmarshal(raw, &h) != nil {
		return Tamper{Event: "unreadable"}, true
	}
	return h, true
}

// Ack clears the hold and returns what it held.
func Ack(tx *state.Tx) (Tamper, bool, error) {
	h, ok := Held(tx)
	if !ok {
		return h, false, nil
	}
	return h, true, tx.Delete(Bucket, keyHold)
}

// History lists the recorded tampers and unguarded calls, oldest first.
func History(tx *state.Tx) (tampers []Tamper, unguarded []Unguarded) {
	_ = tx.ForEach(Bucket, keyTamper, func(r state.Record) error {
		var tp Tamper
		if json.Unmarshal(r.Value, &tp) == nil {
			tampers = append(tampers, tp)
		}
		return nil
	})
	_ = tx.ForEach(Bucket, keyUngd, func(r state.Record) error {
		var u Unguarded
		if json.Unmarshal(r.Value, &u) == nil {
			unguarded = append(unguarded, u)
		}
		return nil
	})
	return tampers, unguarded
}

// message tells the user what changed and in which call.
func message(tp Tamper) string {
	var b strings.Builder
	b.WriteString("hooktool tripwire: ")
	if tp.Why != "" {
		b.WriteString(tp.Why)
	} else if tp.Call != "" {
		fmt.Fprintf(&b, "during the call `%s`", clip(tp.Call, 300))
	} else {
		b.WriteString("during this turn")
	}
	b.WriteString(", hooktool's wiring changed: ")
	var parts []string
	var kept []string
	for _, ch := range tp.Changes {
		s := fmt.Sprintf("%s (%s) was %s", ch.Path, ch.What, ch.How)
		if ch.Restored {
			s += " and is restored"
		} else {
			s += "; restoring it failed: " + ch.Err
		}
		parts = append(parts, s)
		if ch.Kept != "" {
			kept = append(kept, filepath.Dir(ch.Kept))
		}
	}
	b.WriteString(strings.Join(parts, "; "))
	b.WriteString(". Every further tool call of the agent is put to you until you run `hooktool tripwire ack` in your own terminal.")
	if unrestored(tp) {
		b.WriteString(" What could not be restored is as the agent left it: check it yourself first, since the ack makes it the known-good state.")
	}
	if len(kept) > 0 {
		sort.Strings(kept)
		b.WriteString(" The changed content is kept in " + kept[0] + ".")
	}
	return clip(b.String(), 4000)
}

// holdReason is why a call is put to the user while a tamper is held.
func holdReason(h Tamper) string {
	var paths []string
	for _, ch := range h.Changes {
		paths = append(paths, ch.Path)
	}
	sort.Strings(paths)
	paths = dedup(paths)
	how := "during an agent call at " + h.Time.UTC().Format("2006-01-02 15:04 UTC") + " and restored"
	if h.Why != "" {
		how = "while hooktool's tripwire was blinded (" + clip(h.Why, 300) + ")"
	}
	if unrestored(h) {
		how += "; what could not be restored must be checked by the user before the ack, which adopts it"
	}
	return clip(fmt.Sprintf("hooktool tripwire: hooktool's wiring (%s) was changed %s; every tool call is put to the user until the user acknowledges it with `hooktool tripwire ack` in a terminal outside the agent.",
		strings.Join(paths, ", "), how), 2000)
}

// unrestored reports whether a change of tp could not be restored.
func unrestored(tp Tamper) bool {
	for _, ch := range tp.Changes {
		if !ch.Restored {
			return true
		}
	}
	return false
}

func dedup(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func join(a, b string) string {
	if a == "" {
		return b
	}
	return a + "\n" + b
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}

// KnownPresent lists the wiring files the tripwire last knew to exist:
// doctor tells a file that went away from one never installed.
func KnownPresent(tx *state.Tx) map[string]bool {
	out := map[string]bool{}
	_ = tx.ForEach(Bucket, keyPrint, func(r state.Record) error {
		if p, ok := decodePrint(r.Value); ok && p.Exists {
			out[strings.TrimPrefix(r.Key, keyPrint)] = true
		}
		return nil
	})
	return out
}

// maxHops bounds the links followed from one item (the kernel's own
// bound is 40; a dotfiles layout has two or three).
const maxHops = 8

// linkHops are the symlinks on the way from each file item of full that
// is a link to the file it resolves to, past the first (the item itself):
// ~/.bashrc -> ~/.dotlinks/bashrc -> ~/dotfiles/bashrc has one,
// ~/.dotlinks/bashrc. Each is watched as the item is (its kind, keys and
// lines), so a middle link retargeted during a call (red-team round 7,
// Y07) is put back as the link it was, not written through. Followed at
// a refresh only, like the other items found from files.
func linkHops(full []wiring.Item, static map[string]bool, extra []wiring.Item) []wiring.Item {
	have := make(map[string]bool, len(extra))
	for _, it := range extra {
		have[it.Path] = true
	}
	var out []wiring.Item
	for _, it := range full {
		if it.Kind != wiring.File && it.Kind != wiring.Startup {
			continue
		}
		p := it.Path
		for i := 0; i < maxHops; i++ {
			target, err := os.Readlink(p)
			if err != nil {
				break // not a link (or gone): the chain ends
			}
			if !filepath.IsAbs(target) {
				target = filepath.Join(filepath.Dir(p), target)
			}
			p = filepath.Clean(target)
			if fi, err := os.Lstat(p); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
				break // the file itself: the item watches it through the link
			}
			if static[p] || have[p] {
				continue
			}
			have[p] = true
			hop := it
			hop.Path = p
			hop.What = it.What + " (a link on the way to " + it.Path + ")"
			out = append(out, hop)
		}
	}
	return out
}
