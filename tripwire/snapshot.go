package tripwire

import (
	"bytes"
	"encoding/binary"
	"hash/fnv"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/hookd/hookd/state"
	"github.com/hookd/hookd/wiring"
)

// The hot path. Every tool call runs the tripwire, and nearly always
// nothing changed. So after each full check (and each refresh) the stat
// parts of every item's known-good print go into one record per project,
// the snapshot, with what the item list was computed from. An event whose
// list inputs are the same and whose stats all match the snapshot is
// done: one record read, one stat per item, nothing decoded, the list not
// built and nothing written. Anything else runs the full check against
// the prints, which stay the truth; the snapshot is only their copy.
//
// A stale snapshot cannot hide a change: a print changes only to the
// stat its file had at that moment (accepted, restored), and a file's
// stat cannot return to an earlier one (its ctime moves on every change),
// so a snapshot older than a print differs from the file and sends the
// event down the full check.

const (
	keySnap     = "s\x00" // + project: the snapshot
	snapVersion = "snap1"
)

// snapEntry is one entry of a snapshot: an item that exists, or the
// witness of items that do not.
type snapEntry struct {
	path string
	kind byte   // 'f' an item, 'd' a folder item, 'n' a start-up folder item, 'm' a mode item, 'w' a witness
	stat string // the print's stat part (print.statPart); a witness's own
	// kids: a folder item's entries and their stats, sorted (kidsKey);
	// a start-up folder's globs, \x01-separated, then \x02 and its
	// entries so; a witness's absent items, NUL-separated.
	kids string
}

// list is the item list: Items when the caller gave it, else computed
// from Env once, noting the variables the list read (they are part of
// what the snapshot was computed from).
func (t *Tripwire) list() []wiring.Item {
	if t.Items != nil || t.built {
		return t.Items
	}
	t.built = true
	env := t.Env
	get, seen := env.Getenv, map[string]bool{}
	env.Getenv = func(k string) string {
		if !seen[k] {
			seen[k] = true
			t.vars = append(t.vars, k)
		}
		if get == nil {
			return ""
		}
		return get(k)
	}
	env.ReadFile = nil // the static list; what files name is in the extras
	t.Items = wiring.All(env)
	return t.Items
}

// head is what the item list for project was computed from: hooktool's
// own binary (another version may list other items), the Env and the
// values of the variables the list read, or, for a list the caller gave,
// a digest of it. vars are the variables to read ("" before a list was
// built: t.vars).
func (t *Tripwire) head(project string, vars []string) string {
	var b strings.Builder
	b.WriteString(snapVersion)
	b.WriteByte(0)
	b.WriteString(project)
	b.WriteByte(0)
	if t.built || t.Items == nil {
		if t.self == "" {
			t.self = selfID()
		}
		b.WriteString(t.self)
		for _, s := range []string{t.Env.Home, t.Env.Project, t.Env.State, t.Env.Exe} {
			b.WriteByte(0)
			b.WriteString(s)
		}
		for _, k := range vars {
			b.WriteByte(0)
			b.WriteString(k + "=" + t.Env.Get(k))
		}
		return b.String()
	}
	h := fnv.New64a()
	for _, it := range t.Items {
		h.Write([]byte(it.Path))
		h.Write([]byte{0, byte(it.Kind), 0})
	}
	b.WriteString("items:" + strconv.FormatUint(h.Sum64(), 16))
	return b.String()
}

// headVars are the variable names a stored head read.
func headVars(head string) []string {
	f := strings.Split(head, "\x00")
	if len(f) < 7 {
		return nil
	}
	vars := make([]string, 0, len(f)-7)
	for _, kv := range f[7:] {
		k, _, _ := strings.Cut(kv, "=")
		vars = append(vars, k)
	}
	return vars
}

// selfID names the running binary by its stat: a new build or version
// installed in its place makes every snapshot stale once.
func selfID() string {
	exe, err := os.Executable()
	if err != nil {
		return "exe?"
	}
	p := statOf(exe)
	var b [128]byte
	return string(p.statPart(append(b[:0], exe...)))
}

// nearerFolder reports whether a folder between the absent item p and its
// witness w now exists: made during a call (mkdir .claude), it is where
// the item will appear, and the witness's stat no longer moves when it
// does (red-team round 11, B21: .claude made empty in one call and
// settings.local.json written into it in the next). The full check then
// stores a snapshot with the nearer folder as the witness.
func nearerFolder(p, w string) bool {
	for d := filepath.Dir(p); d != w && len(d) > len(w); d = filepath.Dir(d) {
		if statOf(d).Exists {
			return true
		}
	}
	return false
}

// vouched reports whether the snapshot for project shows every item as
// its known-good print has it: the event has nothing to check.
func (t *Tripwire) vouched(tx *state.Tx, project string) bool {
	raw, ok := tx.Get(Bucket, keySnap+project)
	if !ok {
		return false
	}
	head, followed, ents, ok := decodeSnap(raw)
	if !ok {
		return false
	}
	vars := t.vars
	if !t.built && t.Items == nil {
		vars = headVars(head)
	}
	if head != t.head(project, vars) {
		return false
	}
	var sp [160]byte
	moved := false
	for i, e := range ents {
		st := statOf(e.path)
		if e.kind == 'm' {
			st = modeOnly(st) // the print of a mode item keeps the mode alone
		}
		now := st.statPart(sp[:0])
		if string(now) == e.stat {
			if e.kind == 'd' && kidsKey(kids(e.path), false) != e.kids {
				return false
			}
			if e.kind == 'n' && !sameEntries(e.path, e.kids) {
				return false
			}
			continue
		}
		if e.kind == 'n' {
			// A start-up folder: an entry came or went (its stat
			// moved). Only the entries its globs match count: when
			// those are as known, the folder's new stat stands.
			globs, known, _ := strings.Cut(e.kids, "\x02")
			if kidsKey(kidsMatching(e.path, strings.Split(globs, "\x01")), false) != known {
				return false
			}
			ents[i].stat, moved = string(now), true
			continue
		}
		if e.kind != 'w' {
			return false
		}
		// The witness changed (a folder where other files come and
		// go: a home, a project, a .git): its absent items, stat'ed
		// after it, are still absent, so its new stat stands for them.
		for _, p := range strings.Split(e.kids, "\x00") {
			if statOf(p).Exists || nearerFolder(p, e.path) {
				return false
			}
		}
		ents[i].stat, moved = string(now), true
	}
	if moved {
		_ = tx.Put(Bucket, keySnap+project, encodeSnap(head, followed, ents), 0)
	}
	return true
}

// saveSnap writes the snapshot of items for project from their prints
// (after a full check or a refresh), when it differs from the stored one.
// followed says a refresh followed the files that name more wiring just
// now; a snapshot that is not the one stored loses that mark, so the next
// session start follows them again.
//
// An item that exists is in it with its print's stat. An item that does
// not is stood for by its witness: the deepest folder above it that
// exists, whose entries change (and with them its mtime and ctime) when
// anything is made below it. A home folder where a dozen absent items
// would each cost a stat costs one. The witness is taken before the
// absence is confirmed, so a file made in between shows next time.
//
// An item without a readable print, or said absent but there, leaves no
// snapshot: the next event checks in full.
func (t *Tripwire) saveSnap(tx *state.Tx, project string, items []wiring.Item, followed bool) {
	ents := make([]snapEntry, 0, len(items))
	witness := map[string]int{} // folder -> its entry
	// A witness's absent items, joined once at the end: a home folder
	// stands for a hundred of them, and appending each to a growing
	// string copied it a hundred times (half a megabyte per full check).
	absent := map[int][]string{}
	var sp [160]byte
	// The items whose snapshot entry keeps their whole stat (a mode
	// item keeps its mode alone).
	isItem := make(map[string]bool, len(items))
	for _, it := range items {
		isItem[it.Path] = it.Kind != wiring.Mode && it.Kind != wiring.Shims
	}
	for _, it := range items {
		raw, _ := tx.Get(Bucket, keyPrint+it.Path)
		stat, ok := statPrefix(raw)
		if !ok {
			_ = tx.Delete(Bucket, keySnap+project)
			return
		}
		if stat[3] == '1' { // it exists
			e := snapEntry{path: it.Path, kind: 'f', stat: stat}
			if it.Kind == wiring.Mode {
				e.kind = 'm'
			}
			if it.Kind == wiring.Dir || it.Kind == wiring.StartupDir {
				p, ok := decodePrint(raw)
				if !ok {
					_ = tx.Delete(Bucket, keySnap+project)
					return
				}
				e.kind, e.kids = 'd', kidsKey(p.Kids, true)
				if it.Kind == wiring.Dir && allItems(it.Path, p.Kids, isItem) {
					// Every entry is an item of its own, stat'ed on its
					// own line: one edited in place shows there, and one
					// coming or going moves the folder's stat. Its
					// listing would add nothing (hooktool's OpenClaw
					// plugin folder).
					e.kind, e.kids = 'f', ""
				}
				if it.Kind == wiring.StartupDir {
					// Its entries are stat'ed one by one while the folder's
					// stat holds: a project folder is not listed per event.
					e.kind, e.kids = 'n', strings.Join(it.Names, "\x01")+"\x02"+e.kids
				}
			}
			ents = append(ents, e)
			continue
		}
		for d := filepath.Dir(it.Path); ; d = filepath.Dir(d) {
			if i, ok := witness[d]; ok {
				absent[i] = append(absent[i], it.Path)
				break
			}
			if w := statOf(d); w.Exists || d == filepath.Dir(d) {
				witness[d] = len(ents)
				absent[len(ents)] = []string{it.Path}
				ents = append(ents, snapEntry{path: d, kind: 'w', stat: string(w.statPart(sp[:0]))})
				break
			}
		}
		if statOf(it.Path).Exists {
			_ = tx.Delete(Bucket, keySnap+project)
			return
		}
	}
	for i, paths := range absent {
		ents[i].kids = strings.Join(paths, "\x00")
	}
	// The follow at session start (Refresh) also reads a worktree's .git
	// file, which names its git folder; it is no item, so it is here.
	if project != "" {
		g := filepath.Join(project, ".git")
		if p := statOf(g); p.Exists && fs.FileMode(p.Mode).IsRegular() {
			ents = append(ents, snapEntry{path: g, kind: 'f', stat: string(p.statPart(nil))})
		}
	}
	head := t.head(project, t.vars)
	if raw, ok := tx.Get(Bucket, keySnap+project); ok {
		oh, of, old, ok := decodeSnap(raw)
		if ok && bytes.Equal(encodeSnap(oh, false, old), encodeSnap(head, false, ents)) && (of || !followed) {
			return // the same, and as followed as now
		}
	}
	_ = tx.Put(Bucket, keySnap+project, encodeSnap(head, followed, ents), 0)
}

// allItems reports whether every entry of a folder is an item whose
// snapshot entry keeps its whole stat.
func allItems(dir string, kids map[string]string, isItem map[string]bool) bool {
	for n := range kids {
		if !isItem[filepath.Join(dir, n)] {
			return false
		}
	}
	return true
}

// sameEntries reports whether the entries a start-up folder's snapshot
// entry lists (its kids: globs, \x02, kidsKey) still have their stats,
// one lstat each. An entry made since shows in the folder's own stat.
func sameEntries(dir, kids string) bool {
	_, known, _ := strings.Cut(kids, "\x02")
	for known != "" {
		name, rest, ok1 := strings.Cut(known, "\x00")
		v, rest, ok2 := strings.Cut(rest, "\x00")
		if !ok1 || !ok2 {
			return false
		}
		p := filepath.Join(dir, name)
		fi, err := os.Lstat(p)
		if err != nil || entryValue(p, fi) != v {
			return false
		}
		known = rest
	}
	return true
}

// statPrefix is the stat part a v2 print starts with (print.statPart:
// "v2|exists|size|mtime|ctime|ino|mode|link|").
func statPrefix(raw []byte) (string, bool) {
	if !bytes.HasPrefix(raw, []byte("v2|")) {
		return "", false
	}
	n := 0
	for i, c := range raw {
		if c == '|' {
			if n++; n == 8 {
				return string(raw[:i+1]), true
			}
		}
	}
	return "", false
}

// kidsKey is a folder's entries and their stats, sorted, as one string.
// A print's entries carry their copy's name after the stat (withCopy).
func kidsKey(k map[string]string, withCopy bool) string {
	names := make([]string, 0, len(k))
	for n := range k {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		v := k[n]
		if i := strings.LastIndexByte(v, '/'); withCopy && i >= 0 {
			v = v[:i]
		}
		b.WriteString(n + "\x00" + v + "\x00")
	}
	return b.String()
}

// encodeSnap writes a snapshot as length-prefixed strings: the head, the
// followed mark (one byte), the number of entries, then each entry's
// path, kind (one byte), stat and kids.
func encodeSnap(head string, followed bool, ents []snapEntry) []byte {
	b := appendStr(nil, head)
	if followed {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	b = binary.AppendUvarint(b, uint64(len(ents)))
	for _, e := range ents {
		b = appendStr(b, e.path)
		b = append(b, e.kind)
		b = appendStr(b, e.stat)
		b = appendStr(b, e.kids)
	}
	return b
}

// decodeSnap reads what encodeSnap wrote. The strings are slices of one
// copy of b.
func decodeSnap(b []byte) (head string, followed bool, ents []snapEntry, ok bool) {
	rest := string(b)
	head, rest, ok = readStr(rest)
	if !ok || !strings.HasPrefix(head, snapVersion+"\x00") || rest == "" {
		return "", false, nil, false
	}
	followed, rest = rest[0] == 1, rest[1:]
	count, rest, ok := readUvarint(rest)
	if !ok || count > uint64(len(rest)) {
		return "", false, nil, false
	}
	ents = make([]snapEntry, 0, count)
	for rest != "" {
		var e snapEntry
		if e.path, rest, ok = readStr(rest); !ok || rest == "" {
			return "", false, nil, false
		}
		e.kind, rest = rest[0], rest[1:]
		if e.stat, rest, ok = readStr(rest); !ok {
			return "", false, nil, false
		}
		if e.kids, rest, ok = readStr(rest); !ok {
			return "", false, nil, false
		}
		ents = append(ents, e)
	}
	return head, followed, ents, uint64(len(ents)) == count
}

// Followed reports whether the files that name more wiring were followed
// for project (a refresh) and no item changed since: the snapshot stored
// then is the one stored now.
func Followed(tx *state.Tx, project string) bool {
	raw, ok := tx.Get(Bucket, keySnap+project)
	if !ok {
		return false
	}
	_, followed, _, ok := decodeSnap(raw)
	return ok && followed
}

func appendStr(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func readStr(s string) (string, string, bool) {
	n, s, ok := readUvarint(s)
	if !ok || n > uint64(len(s)) {
		return "", "", false
	}
	return s[:n], s[n:], true
}

// readUvarint is binary.Uvarint on a string.
func readUvarint(s string) (uint64, string, bool) {
	var n uint64
	for k := 0; k < len(s) && k < binary.MaxVarintLen64; k++ {
		c := s[k]
		n |= uint64(c&0x7f) << (7 * k)
		if c < 0x80 {
			return n, s[k+1:], true
		}
	}
	return 0, "", false
}
