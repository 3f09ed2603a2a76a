package tripwire

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// Commits an agent makes are told by their effect, like the wiring: git
// appends a line to the repository's HEAD reflog for every commit, amend,
// merge, cherry-pick or rebase step. The tripwire takes the reflog's stat
// at every event and, when it grew during an agent's turn, reads only the
// new lines and records the commits they name. The pre-push scan then
// does not count an allow marker a finding has in one of those commits:
// only the user allows a finding in code the agent committed.

const (
	keyReflog    = "r\x00"  // + reflog path: its size and inode when last read
	keyAgentsRev = "ac\x00" // + commit id: made during an agent's turn
	commitTTL    = 180 * 24 * time.Hour
	maxReflogAdd = 1 << 20 // bytes of new reflog read at one event
)

// AgentCommit is a commit made during an agent's turn.
type AgentCommit struct {
	Time    time.Time `json:"time"`
	Session string    `json:"session,omitempty"`
	Agent   string    `json:"agent,omitempty"`
	Action  string    `json:"action"` // the reflog's message: "commit: msg", "rebase (pick): msg" ...
}

type reflogPrint struct {
	Size int64  `json:"s"`
	Ino  uint64 `json:"i"`
}

// encode writes "size|inode": every event with a repository reads it, and
// splitting it is far cheaper than decoding JSON (which earlier versions
// wrote, and decodeReflog still reads).
func (r reflogPrint) encode() []byte {
	b := strconv.AppendInt(nil, r.Size, 10)
	b = append(b, '|')
	return strconv.AppendUint(b, r.Ino, 10)
}

func decodeReflog(b []byte) (reflogPrint, bool) {
	var r reflogPrint
	if len(b) > 0 && b[0] == '{' {
		return r, json.Unmarshal(b, &r) == nil
	}
	s, i, ok := strings.Cut(string(b), "|")
	size, err1 := strconv.ParseInt(s, 10, 64)
	ino, err2 := strconv.ParseUint(i, 10, 64)
	if !ok || err1 != nil || err2 != nil {
		return r, false
	}
	return reflogPrint{Size: size, Ino: ino}, true
}

// reflogPath is the HEAD reflog of the project's repository ("" when the
// project has no .git folder; a worktree's .git file is not followed on
// the hot path).
func reflogPath(project string) string {
	if project == "" {
		return ""
	}
	return filepath.Join(project, ".git", "logs", "HEAD")
}

// trackCommits records the commits the reflog gained since the last
// event, and returns what an agent's commit did to the tracked hooks.
func (t *Tripwire) trackCommits(tx *state.Tx, c Call, turn func() bool) []Change {
	p := reflogPath(c.Project)
	if p == "" {
		return nil
	}
	cur := statOf(p)
	if !cur.Exists {
		return t.headMoved(tx, c, turn) // round 22: no reflog at all
	}
	key := keyReflog + p
	var old reflogPrint
	raw, known := tx.Get(Bucket, key)
	if known {
		old, known = decodeReflog(raw)
	}
	now := reflogPrint{Size: cur.Size, Ino: cur.Ino}
	if known && old == now {
		// Round 22: HEAD's files may have moved with no reflog line.
		return t.headMoved(tx, c, turn)
	}
	_ = tx.Put(Bucket, key, now.encode(), 0)
	if !known || old.Ino != now.Ino || now.Size <= old.Size || !turn() {
		// First sight, the user's own work, or a rewritten reflog: what
		// the index holds now is the user's.
		if known && old.Ino == now.Ino && now.Size > old.Size {
			t.rememberHooks(tx, c.Project)
		}
		rememberHead(tx, c.Project)
		noteHead(tx, c.Project)
		return nil
	}
	defer noteHead(tx, c.Project) // HEAD as the reflog's lines left it
	f, err := os.OpenFile(p, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return nil
	}
	defer f.Close()
	n := min(now.Size-old.Size, maxReflogAdd)
	buf := make([]byte, n)
	if _, err := f.ReadAt(buf, old.Size); err != nil && err != io.EOF {
		return nil
	}
	commit := ""
	for _, line := range strings.Split(string(buf), "\n") {
		// <old> <new> <name> <email> <time> <zone>\t<action>: <message>
		fields := strings.Fields(line)
		_, action, ok := strings.Cut(line, "\t")
		if !ok || len(fields) < 2 || !madeCommit(action) {
			continue
		}
		rec := AgentCommit{Time: tx.Now(), Session: c.Session, Agent: c.Agent, Action: clip(action, 200)}
		v, _ := json.Marshal(rec)
		_ = tx.Put(Bucket, keyAgentsRev+fields[1], v, commitTTL)
		commit = fields[1]
	}
	// Round 21: HEAD moved under git's index (update-ref, symbolic-ref)
	// to a commit without the hook.
	from, to, committed := reflogSpan(buf)
	moved := t.refMoved(tx, c.Project, from, to, committed)
	rememberHead(tx, c.Project)
	if commit == "" {
		return moved
	}
	return append(moved, t.checkHookIndex(tx, c.Project, commit)...)
}

// madeCommit reports a reflog action that writes a new commit (not a
// checkout, reset or fast-forward, which move HEAD to commits that exist).
func madeCommit(action string) bool {
	for _, p := range []string{"commit", "merge ", "cherry-pick", "rebase", "revert", "am:", "pull:"} {
		if strings.HasPrefix(action, p) {
			return !strings.Contains(action, "Fast-forward") && !strings.HasPrefix(action, "rebase (start)") && !strings.HasPrefix(action, "rebase (finish)")
		}
	}
	return false
}

// AgentMade reports whether commit (a full id) was made during an agent's
// turn.
func AgentMade(tx *state.Tx, commit string) (AgentCommit, bool) {
	raw, ok := tx.Get(Bucket, keyAgentsRev+commit)
	if !ok {
		return AgentCommit{}, false
	}
	var a AgentCommit
	_ = json.Unmarshal(raw, &a)
	return a, true
}

// A commit can also take the pre-push hook out of the repository
// without touching the file: `git update-index --chmod=-x` or `git rm
// --cached` before it, and the user's next `git reset --hard` drops the
// executable bit or `git clean` the file (and every clone lacks it). What
// git will check out is in its index, so at a commit made during an
// agent's turn the tracked hooks' entries there are compared with the
// ones known good (taken at a refresh and at the user's own commits). A
// hook committed without its executable bit, or no longer tracked, is
// told and held; hooktool does not rewrite the user's history, so it is
// not restored.

const keyHookIndex = "hi\x00" // + project: the tracked hooks' index modes when known good

// trackedHooks are the hook files of the wiring list inside project's
// working tree (not under .git), relative to it.
func (t *Tripwire) trackedHooks(tx *state.Tx, project string) []string {
	var out []string
	for _, it := range t.items(tx, project) {
		if it.Agent != "git" || it.Kind != wiring.File {
			continue
		}
		rel, err := filepath.Rel(project, it.Path)
		if err != nil || rel == ".." || strings.HasPrefix(rel, "../") || rel == ".git" || strings.HasPrefix(rel, ".git/") || filepath.Base(rel) != "pre-push" {
			continue
		}
		out = append(out, filepath.ToSlash(rel))
	}
	return out
}

// hookModes reads the index modes of hooks ("100755", "100644" ...; ""
// for one not in the index) as "rel=mode" lines, or "" when the index
// cannot be read.
func hookModes(project string, hooks []string) (string, bool) {
	if project == "" || len(hooks) == 0 {
		return "", false
	}
	modes, ok := indexModes(filepath.Join(project, ".git"), hooks)
	if !ok {
		return "", false
	}
	var b strings.Builder
	for _, h := range hooks {
		b.WriteString(h + "=" + modes[h] + "\n")
	}
	return b.String(), true
}

// rememberHooks records the tracked hooks' index modes as known good.
func (t *Tripwire) rememberHooks(tx *state.Tx, project string) {
	if project == "" {
		return
	}
	if s, ok := hookModes(project, t.trackedHooks(tx, project)); ok {
		_ = tx.Put(Bucket, keyHookIndex+project, []byte(s), 0)
	}
	rememberHead(tx, project)
	noteHead(tx, project)
	if cur := statOf(filepath.Join(project, ".git", "index")); cur.Exists {
		_ = tx.Put(Bucket, keyIndexStat+project, cur.statPart(nil), 0)
	}
}

// checkHookIndex compares, after an agent's commit, the tracked hooks'
// index modes with the known-good ones.
func (t *Tripwire) checkHookIndex(tx *state.Tx, project, commit string) []Change {
	return t.hookIndexChanges(tx, project, "committed", commit)
}

// hookIndexChanges are the tracked hooks whose index mode lost the
// executable bit, or which left the index, since the known-good modes:
// in the agent's commit, or staged for the user's next one.
func (t *Tripwire) hookIndexChanges(tx *state.Tx, project, how0, commit string) []Change {
	raw, known := tx.Get(Bucket, keyHookIndex+project)
	cur, ok := hookModes(project, t.trackedHooks(tx, project))
	if !ok {
		return nil
	}
	if !known {
		_ = tx.Put(Bucket, keyHookIndex+project, []byte(cur), 0)
		return nil
	}
	was := map[string]string{}
	for _, l := range strings.Split(string(raw), "\n") {
		if k, v, ok := strings.Cut(l, "="); ok {
			was[k] = v
		}
	}
	var out []Change
	for _, l := range strings.Split(cur, "\n") {
		rel, mode, ok := strings.Cut(l, "=")
		if !ok || was[rel] != "100755" || mode == "100755" {
			continue
		}
		how := how0 + " without its executable bit (mode " + mode + ")"
		fix := "git update-index --chmod=+x " + rel
		if mode == "" {
			how, fix = "no longer tracked (removed from git's index)", "git add "+rel
		}
		if commit == "" {
			out = append(out, Change{
				Path: filepath.Join(project, filepath.FromSlash(rel)), What: "the git pre-push hook as staged (git's index)",
				How: how + ", not yet committed",
				Err: "hooktool does not rewrite git's index; run `" + fix + "`, or the user's next `git commit -a`, checkout or `git reset --hard` drops the hook",
			})
			continue
		}
		out = append(out, Change{
			Path: filepath.Join(project, filepath.FromSlash(rel)), What: "the git pre-push hook as committed (git's index)",
			How: how + " in the agent's commit " + clip(commit, 12),
			Err: "hooktool does not rewrite commits; run `" + fix + "` and commit, or the user's next `git reset --hard` or `git clean` drops the hook",
		})
	}
	return out
}

const keyIndexStat = "ix\x00" // + project: git's index's stat when last looked at

// checkIndex compares the tracked hooks' index modes with the known-good
// ones when git's index changed during an agent's call that made no
// commit (red-team round 7, Y11): a staged `update-index --chmod=-x` or
// `rm --cached` changes no file in the working tree, but the user's next
// `commit -a`, checkout or `reset --hard` drops the hook. One stat per
// call; the index is read only when it moved. Changed outside the
// agent's calls, the index's modes are the user's.
func (t *Tripwire) checkIndex(tx *state.Tx, c Call, turn func() bool, committed bool) []Change {
	if c.Project == "" {
		return nil
	}
	cur := statOf(filepath.Join(c.Project, ".git", "index"))
	if !cur.Exists {
		return nil
	}
	var sp [160]byte
	now := cur.statPart(sp[:0])
	raw, known := tx.Get(Bucket, keyIndexStat+c.Project)
	if known && bytes.Equal(raw, now) {
		return nil
	}
	_ = tx.Put(Bucket, keyIndexStat+c.Project, now, 0)
	if !known || !turn() {
		t.rememberHooks(tx, c.Project)
		return nil
	}
	if committed {
		return nil // the commit's check (checkHookIndex) looked
	}
	return t.hookIndexChanges(tx, c.Project, "staged", "")
}

// maxIndex bounds the bytes of git's index read for the hooks' entries.
const maxIndex = 256 << 20

// maxSplitIndex bounds the linking index of a split index (round 24),
// read whole: it holds only the entries changed since the shared one.
const maxSplitIndex = 32 << 20

// indexModes reads from gitDir's index the modes of the given paths
// (sorted or not), as octal strings; a path not in the index is absent.
// It reads versions 2 to 4, SHA-1 and SHA-256 object names, and stops
// once every path is found or passed. A split index (update-index
// --split-index, core.splitIndex: round 24) is read as git reads it: the
// shared index the link extension names, with the linking index's
// replaced, deleted and added entries applied.
func indexModes(gitDir string, paths []string) (map[string]string, bool) {
	hashLen := 20
	if cfg, ok := readBounded(filepath.Join(gitDir, "config")); ok && strings.Contains(strings.ToLower(string(cfg)), "sha256") {
		hashLen = 32
	}
	want := map[string]bool{}
	for _, p := range paths {
		want[p] = true
	}
	// A linking index is small; a large one beside old shared indexes
	// (split index turned off since) is read as a plain one.
	if st := statOf(filepath.Join(gitDir, "index")); st.Exists && st.Size <= maxSplitIndex {
		if shared, _ := filepath.Glob(filepath.Join(gitDir, "sharedindex.*")); len(shared) > 0 {
			return splitIndexModes(gitDir, hashLen, want)
		}
	}
	out := map[string]string{}
	ok := readIndex(filepath.Join(gitDir, "index"), maxIndex, hashLen, want, func(_ uint32, name string, mode uint32) {
		out[name] = strconv.FormatUint(uint64(mode), 8)
	}, nil)
	return out, ok
}

// indexEntry is an entry of a linking index: its name ("" for one that
// replaces a shared entry) and mode.
type indexEntry struct {
	name string
	mode uint32
}

// splitIndexModes is indexModes for a repository whose index may be
// split: the linking index is read whole, and when it has a link
// extension the shared index it names gives the positions and modes the
// bitmaps refer to.
func splitIndexModes(gitDir string, hashLen int, want map[string]bool) (map[string]string, bool) {
	var ents []indexEntry
	var link []byte
	ok := readIndex(filepath.Join(gitDir, "index"), maxSplitIndex, hashLen, nil, func(_ uint32, name string, mode uint32) {
		if len(ents) < 1<<20 {
			ents = append(ents, indexEntry{name, mode})
		}
	}, func(sig string, data []byte) {
		if sig == "link" {
			link = data
		}
	})
	if !ok {
		return nil, false
	}
	out := map[string]string{}
	if link == nil {
		for _, e := range ents {
			if want[e.name] {
				out[e.name] = strconv.FormatUint(uint64(e.mode), 8)
			}
		}
		return out, true
	}
	if len(link) < hashLen {
		return nil, false
	}
	id := hex.EncodeToString(link[:hashLen])
	var del, repl []uint32
	if rest := link[hashLen:]; len(rest) > 0 {
		var ok1, ok2 bool
		del, rest, ok1 = ewahBits(rest)
		repl, _, ok2 = ewahBits(rest)
		if !ok1 || !ok2 {
			return nil, false
		}
	}
	if len(repl) > len(ents) {
		return nil, false
	}
	if strings.Trim(id, "0") != "" {
		shared := filepath.Join(gitDir, "sharedindex."+id)
		ok := readIndex(shared, maxIndex, hashLen, want, func(pos uint32, name string, mode uint32) {
			if _, gone := slices.BinarySearch(del, pos); gone {
				return
			}
			if r, replaced := slices.BinarySearch(repl, pos); replaced {
				mode = ents[r].mode
			}
			out[name] = strconv.FormatUint(uint64(mode), 8)
		}, nil)
		if !ok {
			return nil, false
		}
	}
	// Entries past the replacements are added (a path new to the index,
	// or one deleted from the shared index and added back).
	for _, e := range ents[len(repl):] {
		if want[e.name] {
			out[e.name] = strconv.FormatUint(uint64(e.mode), 8)
		}
	}
	return out, true
}

// readIndex reads the index file p (at most limit bytes), calling entry
// for each entry with its position, name and mode. With want set it
// calls entry only for the names in want and stops once each is found
// or passed (the entries are sorted); with want nil it reads every
// entry, then each extension (ext).
func readIndex(p string, limit int64, hashLen int, want map[string]bool, entry func(pos uint32, name string, mode uint32), ext func(sig string, data []byte)) bool {
	f, err := os.OpenFile(p, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || want == nil && fi.Size() > limit {
		return false
	}
	last := ""
	for p := range want {
		if p > last {
			last = p
		}
	}
	r := bufio.NewReaderSize(io.LimitReader(f, limit), 64<<10)
	read := int64(0)
	var hdr [12]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil || string(hdr[:4]) != "DIRC" {
		return false
	}
	read += 12
	version, count := binary.BigEndian.Uint32(hdr[4:8]), binary.BigEndian.Uint32(hdr[8:12])
	if version < 2 || version > 4 {
		return false
	}
	found := 0
	fixed := make([]byte, 40+hashLen+2)
	var prev []byte
	for i := uint32(0); i < count; i++ {
		if _, err := io.ReadFull(r, fixed); err != nil {
			return false
		}
		read += int64(len(fixed))
		mode := binary.BigEndian.Uint32(fixed[24:28])
		flags := binary.BigEndian.Uint16(fixed[40+hashLen:])
		size := len(fixed)
		if version >= 3 && flags&0x4000 != 0 {
			if _, err := r.Discard(2); err != nil {
				return false
			}
			size += 2
			read += 2
		}
		var name []byte
		if version == 4 {
			strip, n, ok := readOffsetVarintN(r)
			if !ok || strip > uint64(len(prev)) {
				return false
			}
			suffix, err := r.ReadBytes(0)
			if err != nil {
				return false
			}
			read += int64(n + len(suffix))
			name = append(prev[:len(prev)-int(strip):len(prev)-int(strip)], suffix[:len(suffix)-1]...)
			prev = name
		} else {
			b, err := r.ReadBytes(0)
			if err != nil || len(b) > 1<<16 {
				return false
			}
			read += int64(len(b))
			name = b[:len(b)-1]
			// Entries are padded with NULs to a multiple of 8 bytes.
			if pad := (8 - (size+len(b))%8) % 8; pad > 0 {
				if _, err := r.Discard(pad); err != nil {
					return false
				}
				read += int64(pad)
			}
		}
		n := string(name)
		if want == nil {
			entry(i, n, mode)
			continue
		}
		if want[n] {
			entry(i, n, mode)
			if found++; found == len(want) {
				return true
			}
		}
		if n > last {
			return true // sorted: every path is found or passed
		}
	}
	if want != nil || ext == nil {
		return true
	}
	// The extensions, up to the trailing checksum.
	for read+8 <= fi.Size()-int64(hashLen) {
		var eh [8]byte
		if _, err := io.ReadFull(r, eh[:]); err != nil {
			return false
		}
		read += 8
		size := int64(binary.BigEndian.Uint32(eh[4:8]))
		if size > fi.Size()-read {
			return false
		}
		if string(eh[:4]) != "link" {
			if _, err := r.Discard(int(size)); err != nil {
				return false
			}
			read += size
			continue
		}
		data := make([]byte, size)
		if _, err := io.ReadFull(r, data); err != nil {
			return false
		}
		read += size
		ext("link", data)
	}
	return true
}

// maxEwahBits bounds the positions one bitmap of a link extension sets.
const maxEwahBits = 1 << 22

// ewahBits reads one EWAH bitmap as git writes it (ewah/ewah_io.c: the
// size in bits, the count of 64-bit words, the words, the position of
// the last run-length word) and returns the positions it sets, in
// order, and what follows it.
func ewahBits(b []byte) ([]uint32, []byte, bool) {
	if len(b) < 12 {
		return nil, nil, false
	}
	bitSize := binary.BigEndian.Uint32(b[0:4])
	words := int(binary.BigEndian.Uint32(b[4:8]))
	if words < 0 || words > (len(b)-12)/8 {
		return nil, nil, false
	}
	buf := b[8 : 8+8*words]
	rest := b[8+8*words+4:]
	word := func(i int) uint64 { return binary.BigEndian.Uint64(buf[8*i:]) }
	var out []uint32
	pos := uint64(0)
	add := func() bool {
		if pos >= uint64(bitSize) || len(out) >= maxEwahBits {
			return false
		}
		out = append(out, uint32(pos))
		return true
	}
	for ptr := 0; ptr < words; {
		rlw := word(ptr)
		run := ((rlw >> 1) & 0xffffffff) * 64
		lits := int(rlw >> 33)
		if rlw&1 != 0 {
			for k := uint64(0); k < run; k++ {
				if !add() {
					return nil, nil, false
				}
				pos++
			}
		} else {
			pos += run
		}
		ptr++
		for k := 0; k < lits; k++ {
			if ptr >= words {
				return nil, nil, false
			}
			w := word(ptr)
			for c := 0; c < 64; c++ {
				if w&(1<<c) != 0 && !add() {
					return nil, nil, false
				}
				pos++
			}
			ptr++
		}
	}
	return out, rest, true
}

// readOffsetVarintN reads git's offset varint (index v4's path prefix),
// and how many bytes it took.
func readOffsetVarintN(r *bufio.Reader) (uint64, int, bool) {
	c, err := r.ReadByte()
	if err != nil {
		return 0, 0, false
	}
	n := 1
	v := uint64(c & 0x7f)
	for i := 0; c&0x80 != 0; i++ {
		if c, err = r.ReadByte(); err != nil || i > 8 {
			return 0, 0, false
		}
		n++
		v = ((v + 1) << 7) | uint64(c&0x7f)
	}
	return v, n, true
}
