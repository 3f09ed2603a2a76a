package tripwire

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hookd/hookd/state"
)

// A ref moved under git's index (red-team round 21). What git checks
// out next is HEAD's commit: `git update-ref` moving the branch back
// before the hook's commit, or `git symbolic-ref HEAD` pointing at a
// branch without it, leaves the index and the work tree as they were
// (the hook tracked, executable, in its place), so no file and no index
// entry moved, and no commit was made. But the user's next `reset
// --hard`, stash, checkout or clone (and a push of that branch) takes
// the tree of the commit HEAD names now, which has no hook. The HEAD
// reflog grows by a line with no message; the tripwire reads the commit
// HEAD named before the call and the one it names after, and compares
// the tracked hooks' modes in their trees (read from git's object
// store: loose objects and packs, deltas included) with the index's. A
// hook the index still has executable, the old commit had and the new
// one has not (or not executable) is a change: when the call made no
// commit, HEAD is put back where it was (the symbolic ref HEAD held
// before the call, or the branch's old commit), with a reflog line
// saying so, and held; with commits of the agent's in between, told and
// held (hooktool does not rewrite commits).

const keyHeadFile = "hf\x00" // + project: .git/HEAD's content when last looked at

// Bounds of the object reader.
const (
	maxObject     = 8 << 20 // bytes of one inflated commit or tree
	maxDeltaChain = 64
)

// rememberHead records .git/HEAD's content (a symbolic ref or an id).
func rememberHead(tx *state.Tx, project string) {
	if project == "" {
		return
	}
	if b, ok := readBounded(filepath.Join(project, ".git", "HEAD")); ok && len(b) < 1024 {
		_ = tx.Put(Bucket, keyHeadFile+project, b, 0)
	}
}

// reflogSpan is the commit HEAD named before the reflog's new lines and
// the one it names after them, and whether any of them made a commit.
func reflogSpan(buf []byte) (from, to string, committed bool) {
	for _, line := range strings.Split(string(buf), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || !hexID(f[0]) || !hexID(f[1]) {
			continue
		}
		if from == "" {
			from = f[0]
		}
		to = f[1]
		if _, action, ok := strings.Cut(line, "\t"); ok && madeCommit(action) {
			committed = true
		}
	}
	return from, to, committed
}

func hexID(s string) bool {
	if len(s) != 40 && len(s) != 64 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}

// refMoved is the change when HEAD's commit moved during the agent's call
// from one whose tree has a tracked hook, executable, to one that has not,
// while git's index still has it so; restored when the call made no
// commit (committed false).
func (t *Tripwire) refMoved(tx *state.Tx, project, from, to string, committed bool) []Change {
	if from == to || from == "" || to == "" || strings.Trim(from, "0") == "" || strings.Trim(to, "0") == "" {
		return nil
	}
	hooks := t.trackedHooks(tx, project)
	if len(hooks) == 0 {
		return nil
	}
	gitDir := filepath.Join(project, ".git")
	idx, ok := indexModes(gitDir, hooks)
	if !ok {
		return nil
	}
	objs := &objectStore{dir: filepath.Join(gitDir, "objects"), hashLen: len(from) / 2}
	defer objs.close()
	var lost []string
	for _, rel := range hooks {
		if idx[rel] != "100755" {
			continue // the index's own loss is checkIndex's
		}
		was, ok1 := objs.pathMode(from, rel)
		now, ok2 := objs.pathMode(to, rel)
		if !ok1 || !ok2 || was != "100755" || now == "100755" {
			continue
		}
		how := "not in it"
		if now != "" {
			how = "not executable in it (mode " + now + ")"
		}
		lost = append(lost, rel+" "+how)
	}
	if len(lost) == 0 {
		return nil
	}
	ch := Change{
		Path: filepath.Join(gitDir, "HEAD"),
		What: "the commit git's HEAD names (what the next reset --hard, stash, checkout or clone writes)",
		How:  "moved from " + clip(from, 12) + " to " + clip(to, 12) + " (" + strings.Join(lost, "; ") + "), git's index unchanged",
	}
	if committed {
		ch.Err = "hooktool does not rewrite commits; the agent committed during the call: check `git log` and put HEAD back with `git reset --soft " + clip(from, 12) + "`"
		return []Change{ch}
	}
	if p, err := t.putHeadBack(tx, gitDir, project, from, to); err != nil {
		ch.Err = err.Error()
	} else {
		ch.Path, ch.Restored = p, true
	}
	return []Change{ch}
}

// putHeadBack makes HEAD name from again: the symbolic ref HEAD held
// before the call when it changed (symbolic-ref), else the branch HEAD
// names (update-ref), else a detached HEAD; it returns the file written.
func (t *Tripwire) putHeadBack(tx *state.Tx, gitDir, project, from, to string) (string, error) {
	headPath := filepath.Join(gitDir, "HEAD")
	cur, ok := readBounded(headPath)
	if !ok {
		return "", fmt.Errorf("git's HEAD cannot be read")
	}
	prev, known := tx.Get(Bucket, keyHeadFile+project)
	target, written := "", headPath
	switch {
	case known && !bytes.Equal(prev, cur) && validHead(prev) && resolveRef(gitDir, prev) == from:
		target = string(prev)
	case bytes.HasPrefix(cur, []byte("ref: ")):
		ref := strings.TrimSpace(string(cur[5:]))
		if !strings.HasPrefix(ref, "refs/heads/") || strings.Contains(ref, "..") || resolveName(gitDir, ref) != to {
			return "", fmt.Errorf("HEAD names %s, which moved again: put it back with `git update-ref %s %s`", ref, ref, clip(from, 12))
		}
		written, target = filepath.Join(gitDir, filepath.FromSlash(ref)), from+"\n"
	case strings.TrimSpace(string(cur)) == to:
		target = from + "\n"
	default:
		return "", fmt.Errorf("HEAD moved again: put it back with `git reset --soft %s`", clip(from, 12))
	}
	if err := writeRef(written, target); err != nil {
		return "", err
	}
	if b, ok := readBounded(headPath); ok {
		_ = tx.Put(Bucket, keyHeadFile+project, b, 0)
	}
	// A reflog line, as git writes one, so `git reflog` tells the move.
	line := to + " " + from + " hooktool <hooktool@localhost> " + strconv.FormatInt(time.Now().Unix(), 10) + " +0000\thooktool tripwire: HEAD put back\n"
	logs := []string{filepath.Join(gitDir, "logs", "HEAD")}
	if written != headPath {
		logs = append(logs, filepath.Join(gitDir, "logs", strings.TrimPrefix(written, gitDir+string(filepath.Separator))))
	}
	for _, lp := range logs {
		if f, err := os.OpenFile(lp, os.O_WRONLY|os.O_APPEND|nonblock, 0); err == nil {
			_, _ = f.WriteString(line)
			_ = f.Close()
		}
	}
	if st := statOf(reflogPath(project)); st.Exists {
		_ = tx.Put(Bucket, keyReflog+reflogPath(project), reflogPrint{Size: st.Size, Ino: st.Ino}.encode(), 0)
	}
	return written, nil
}

// validHead is a HEAD file's content git reads: a symbolic ref to a
// branch, or an object id.
func validHead(b []byte) bool {
	s := strings.TrimSpace(string(b))
	if r, ok := strings.CutPrefix(s, "ref: "); ok {
		return strings.HasPrefix(r, "refs/heads/") && !strings.Contains(r, "..") && !strings.ContainsAny(r, " \t\n")
	}
	return hexID(s)
}

// resolveRef is the commit a HEAD file's content names ("" when unknown).
func resolveRef(gitDir string, head []byte) string {
	s := strings.TrimSpace(string(head))
	if r, ok := strings.CutPrefix(s, "ref: "); ok {
		return resolveName(gitDir, r)
	}
	if hexID(s) {
		return s
	}
	return ""
}

// resolveName is the id a ref names: its loose file, else packed-refs.
func resolveName(gitDir, ref string) string {
	if b, ok := readBounded(filepath.Join(gitDir, filepath.FromSlash(ref))); ok {
		if s := strings.TrimSpace(string(b)); hexID(s) {
			return s
		}
		return ""
	}
	b, ok := readBounded(filepath.Join(gitDir, "packed-refs"))
	if !ok {
		return ""
	}
	for _, line := range strings.Split(string(b), "\n") {
		if id, name, ok := strings.Cut(strings.TrimSpace(line), " "); ok && name == ref && hexID(id) {
			return id
		}
	}
	return ""
}

// writeRef writes a ref file as git does: through NAME.lock, renamed
// into place; a lock that is there (git at work) fails it.
func writeRef(p, content string) error {
	lock := p + ".lock"
	// git pack-refs may have left no loose ref's folder (round 22): the
	// loose ref written back is read before packed-refs.
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(lock, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return fmt.Errorf("cannot lock %s: %v", filepath.Base(p), err)
	}
	if _, err := f.WriteString(content); err != nil {
		_ = f.Close()
		_ = os.Remove(lock)
		return err
	}
	if err := f.Close(); err != nil {
		_ = os.Remove(lock)
		return err
	}
	if err := os.Rename(lock, p); err != nil {
		_ = os.Remove(lock)
		return err
	}
	return nil
}

// objectStore reads commits and trees from a repository's objects
// folder: loose objects and pack files (version 1 and 2 indexes, offset
// and ref deltas), and (round 24) the object folders its
// info/alternates names, as git reads them.
type objectStore struct {
	dir     string
	hashLen int // 20 (SHA-1) or 32 (SHA-256)
	packs   []*packFile
	read    bool
	alts    []string // the alternates' object folders, once read
}

type packFile struct {
	idx, pack *os.File
	count     uint32
	fanout    [256]uint32
	v1        bool // a version 1 index: no header, (offset, name) entries
}

func (o *objectStore) close() {
	for _, p := range o.packs {
		_ = p.idx.Close()
		_ = p.pack.Close()
	}
}

// pathMode is the mode (octal, "" when absent) of rel in commit's tree;
// false when an object cannot be read.
func (o *objectStore) pathMode(commit, rel string) (string, bool) {
	typ, body, ok := o.object(commit, 0)
	if !ok || typ != 1 {
		return "", false
	}
	line, _, _ := strings.Cut(string(body), "\n")
	tree, ok := strings.CutPrefix(line, "tree ")
	if !ok || !hexID(tree) {
		return "", false
	}
	hashLen := o.hashLen
	parts := strings.Split(rel, "/")
	for i, name := range parts {
		typ, body, ok := o.object(tree, 0)
		if !ok || typ != 2 {
			return "", false
		}
		mode, id, found := treeEntry(body, name, hashLen)
		if !found {
			return "", true
		}
		if i == len(parts)-1 {
			return mode, true
		}
		if mode != "40000" {
			return "", true
		}
		tree = id
	}
	return "", true
}

// treeEntry finds name in a tree object's body.
func treeEntry(body []byte, name string, hashLen int) (mode, id string, ok bool) {
	for len(body) > 0 {
		sp := bytes.IndexByte(body, ' ')
		nul := bytes.IndexByte(body, 0)
		if sp < 0 || nul < sp || nul+1+hashLen > len(body) {
			return "", "", false
		}
		if string(body[sp+1:nul]) == name {
			return string(body[:sp]), hex.EncodeToString(body[nul+1 : nul+1+hashLen]), true
		}
		body = body[nul+1+hashLen:]
	}
	return "", "", false
}

// object reads an object by id: its type (1 commit, 2 tree, 3 blob, 4
// tag) and inflated body.
func (o *objectStore) object(id string, depth int) (int, []byte, bool) {
	if !hexID(id) || depth > maxDeltaChain {
		return 0, nil, false
	}
	if typ, body, ok, there := looseObject(o.dir, id); there {
		return typ, body, ok
	}
	o.openPacks()
	for _, dir := range o.alts {
		if typ, body, ok, there := looseObject(dir, id); there {
			return typ, body, ok
		}
	}
	raw, _ := hex.DecodeString(id)
	for _, p := range o.packs {
		if off, ok := p.find(raw); ok {
			return o.packed(p, off, depth)
		}
	}
	return 0, nil, false
}

// looseObject reads the loose object id in the objects folder dir; there
// is false when no such file is there.
func looseObject(dir, id string) (typ int, body []byte, ok, there bool) {
	if f, err := os.OpenFile(filepath.Join(dir, id[:2], id[2:]), os.O_RDONLY|nonblock, 0); err == nil {
		defer f.Close()
		typ, body, ok := looseBody(f)
		return typ, body, ok, true
	}
	return 0, nil, false, false
}

// looseBody inflates a loose object's file.
func looseBody(f *os.File) (int, []byte, bool) {
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return 0, nil, false
	}
	z, err := zlib.NewReader(bufio.NewReader(f))
	if err != nil {
		return 0, nil, false
	}
	b, err := io.ReadAll(io.LimitReader(z, maxObject+64))
	if err != nil || len(b) > maxObject {
		return 0, nil, false
	}
	hdr, body, ok := bytes.Cut(b, []byte{0})
	if !ok {
		return 0, nil, false
	}
	kind, size, _ := strings.Cut(string(hdr), " ")
	if n, err := strconv.Atoi(size); err != nil || n != len(body) {
		return 0, nil, false
	}
	switch kind {
	case "commit":
		return 1, body, true
	case "tree":
		return 2, body, true
	case "blob":
		return 3, body, true
	case "tag":
		return 4, body, true
	}
	return 0, nil, false
}

// maxAlternates bounds the object folders info/alternates adds (git
// follows them five levels deep).
const maxAlternates = 8

// alternates are the object folders dir's info/alternates names, and
// theirs, depth levels deep: an absolute path, or one relative to dir.
func alternates(dir string, depth int, out []string) []string {
	if depth > 5 {
		return out
	}
	b, ok := readBounded(filepath.Join(dir, "info", "alternates"))
	if !ok {
		return out
	}
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' || len(out) >= maxAlternates {
			continue
		}
		if strings.HasPrefix(line, `"`) {
			if u, err := strconv.Unquote(line); err == nil {
				line = u
			}
		}
		if !filepath.IsAbs(line) {
			line = filepath.Join(dir, line)
		}
		line = filepath.Clean(line)
		if line == dir || slices.Contains(out, line) {
			continue
		}
		if fi, err := os.Stat(line); err != nil || !fi.IsDir() {
			continue
		}
		out = alternates(line, depth+1, append(out, line))
	}
	return out
}

// openPacks opens the pack files (version 1 and 2 indexes) of the
// objects folder and its alternates, once (at most 64).
func (o *objectStore) openPacks() {
	if o.read {
		return
	}
	o.read = true
	o.alts = alternates(o.dir, 0, nil)
	for _, dir := range append([]string{o.dir}, o.alts...) {
		o.openPacksIn(dir)
	}
}

// openPacksIn opens the pack files of one objects folder.
func (o *objectStore) openPacksIn(dir string) {
	ents, err := os.ReadDir(filepath.Join(dir, "pack"))
	if err != nil {
		return
	}
	for _, e := range ents {
		n := e.Name()
		if !strings.HasSuffix(n, ".idx") || len(o.packs) >= 64 {
			continue
		}
		base := filepath.Join(dir, "pack", strings.TrimSuffix(n, ".idx"))
		idx, err := os.OpenFile(base+".idx", os.O_RDONLY|nonblock, 0)
		if err != nil {
			continue
		}
		pack, err := os.OpenFile(base+".pack", os.O_RDONLY|nonblock, 0)
		if err != nil {
			_ = idx.Close()
			continue
		}
		p := &packFile{idx: idx, pack: pack}
		var hdr [8 + 256*4]byte
		_, err = idx.ReadAt(hdr[:], 0)
		fan := hdr[8:]
		switch {
		case err != nil:
			fan = nil
		case bytes.Equal(hdr[:4], []byte{0xff, 't', 'O', 'c'}):
			if binary.BigEndian.Uint32(hdr[4:8]) != 2 {
				fan = nil
			}
		default:
			// Round 24: a version 1 index (pack.indexVersion=1) has no
			// header: the fan-out table comes first. (Its first entry
			// cannot be the magic: that would count 4 billion objects.)
			p.v1, fan = true, hdr[:256*4]
		}
		if fan == nil {
			_ = idx.Close()
			_ = pack.Close()
			continue
		}
		for i := range p.fanout {
			p.fanout[i] = binary.BigEndian.Uint32(fan[4*i:])
		}
		p.count = p.fanout[255]
		o.packs = append(o.packs, p)
	}
}

// find is the offset in the pack of the object named raw.
func (p *packFile) find(raw []byte) (int64, bool) {
	hl := int64(len(raw))
	lo := uint32(0)
	if raw[0] > 0 {
		lo = p.fanout[raw[0]-1]
	}
	hi := p.fanout[raw[0]]
	if hi > p.count || lo > hi {
		return 0, false
	}
	names := int64(8 + 256*4)
	name := make([]byte, hl)
	if p.v1 {
		// Version 1: after the fan-out, one entry per object, a 4-byte
		// offset then the name, sorted by name.
		ent := make([]byte, 4+hl)
		for lo < hi {
			mid := lo + (hi-lo)/2
			if _, err := p.idx.ReadAt(ent, 256*4+int64(mid)*(4+hl)); err != nil {
				return 0, false
			}
			switch c := bytes.Compare(ent[4:], raw); {
			case c == 0:
				return int64(binary.BigEndian.Uint32(ent[:4])), true
			case c < 0:
				lo = mid + 1
			default:
				hi = mid
			}
		}
		return 0, false
	}
	for lo < hi {
		mid := lo + (hi-lo)/2
		if _, err := p.idx.ReadAt(name, names+int64(mid)*hl); err != nil {
			return 0, false
		}
		switch c := bytes.Compare(name, raw); {
		case c == 0:
			offs := names + int64(p.count)*hl + int64(p.count)*4
			var b [8]byte
			if _, err := p.idx.ReadAt(b[:4], offs+int64(mid)*4); err != nil {
				return 0, false
			}
			off := binary.BigEndian.Uint32(b[:4])
			if off&0x80000000 == 0 {
				return int64(off), true
			}
			large := offs + int64(p.count)*4 + int64(off&0x7fffffff)*8
			if _, err := p.idx.ReadAt(b[:], large); err != nil {
				return 0, false
			}
			return int64(binary.BigEndian.Uint64(b[:])), true
		case c < 0:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return 0, false
}

// packed reads the object at off in p, applying deltas.
func (o *objectStore) packed(p *packFile, off int64, depth int) (int, []byte, bool) {
	if depth > maxDeltaChain {
		return 0, nil, false
	}
	r := bufio.NewReader(io.NewSectionReader(p.pack, off, 1<<62))
	c, err := r.ReadByte()
	if err != nil {
		return 0, nil, false
	}
	typ := int(c>>4) & 7
	size := uint64(c & 15)
	for shift := 4; c&0x80 != 0; shift += 7 {
		if c, err = r.ReadByte(); err != nil || shift > 56 {
			return 0, nil, false
		}
		size |= uint64(c&0x7f) << shift
	}
	if size > maxObject {
		return 0, nil, false
	}
	var baseTyp int
	var base []byte
	switch typ {
	case 1, 2, 3, 4:
	case 6: // offset delta
		c, err := r.ReadByte()
		if err != nil {
			return 0, nil, false
		}
		rel := int64(c & 0x7f)
		for i := 0; c&0x80 != 0; i++ {
			if c, err = r.ReadByte(); err != nil || i > 8 {
				return 0, nil, false
			}
			rel = ((rel + 1) << 7) | int64(c&0x7f)
		}
		if rel <= 0 || rel > off {
			return 0, nil, false
		}
		var ok bool
		if baseTyp, base, ok = o.packed(p, off-rel, depth+1); !ok {
			return 0, nil, false
		}
	case 7: // ref delta
		id := make([]byte, o.hashLen)
		if _, err := io.ReadFull(r, id); err != nil {
			return 0, nil, false
		}
		var ok bool
		if baseTyp, base, ok = o.object(hex.EncodeToString(id), depth+1); !ok {
			return 0, nil, false
		}
	default:
		return 0, nil, false
	}
	z, err := zlib.NewReader(r)
	if err != nil {
		return 0, nil, false
	}
	data, err := io.ReadAll(io.LimitReader(z, int64(size)+1))
	if err != nil || uint64(len(data)) != size {
		return 0, nil, false
	}
	if typ <= 4 {
		return typ, data, true
	}
	out, ok := applyDelta(base, data)
	return baseTyp, out, ok
}

// applyDelta applies a git delta to base.
func applyDelta(base, delta []byte) ([]byte, bool) {
	varint := func() (uint64, bool) {
		var v uint64
		for shift := 0; ; shift += 7 {
			if len(delta) == 0 || shift > 56 {
				return 0, false
			}
			c := delta[0]
			delta = delta[1:]
			v |= uint64(c&0x7f) << shift
			if c&0x80 == 0 {
				return v, true
			}
		}
	}
	src, ok1 := varint()
	dst, ok2 := varint()
	if !ok1 || !ok2 || src != uint64(len(base)) || dst > maxObject {
		return nil, false
	}
	out := make([]byte, 0, dst)
	for len(delta) > 0 {
		op := delta[0]
		delta = delta[1:]
		switch {
		case op&0x80 != 0:
			var off, n uint64
			for i := 0; i < 4; i++ {
				if op&(1<<i) != 0 {
					if len(delta) == 0 {
						return nil, false
					}
					off |= uint64(delta[0]) << (8 * i)
					delta = delta[1:]
				}
			}
			for i := 0; i < 3; i++ {
				if op&(1<<(4+i)) != 0 {
					if len(delta) == 0 {
						return nil, false
					}
					n |= uint64(delta[0]) << (8 * i)
					delta = delta[1:]
				}
			}
			if n == 0 {
				n = 0x10000
			}
			if off+n > uint64(len(base)) {
				return nil, false
			}
			out = append(out, base[off:off+n]...)
		case op != 0:
			if int(op) > len(delta) {
				return nil, false
			}
			out = append(out, delta[:op]...)
			delta = delta[op:]
		default:
			return nil, false
		}
		if uint64(len(out)) > dst {
			return nil, false
		}
	}
	return out, uint64(len(out)) == dst
}
