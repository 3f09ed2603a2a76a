package tripwire

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/wiring"
)

// maxContent bounds a wiring file the tripwire reads. A larger one is
// judged by its stat alone and has no known-good copy.
const maxContent = 4 << 20

// maxEntries bounds the entries of a wiring folder.
const maxEntries = 256

// print is the fingerprint of one item. The stat part (size, mtime, inode,
// mode) is compared on every call; Sum, the digest of the part of the
// content that wires hooktool in, only when the stat part changed.
type print struct {
	Exists bool
	Size   int64
	Mtime  int64
	Ino    uint64
	Mode   uint32
	Sum    string
	Copy   string            // known-good copy: the digest of the whole content
	Kids   map[string]string // a folder's entries: name -> "size/mtime/copy"
}

// sameStat reports whether two prints agree on everything stat shows.
func sameStat(a, b print) bool {
	return a.Exists == b.Exists && a.Size == b.Size && a.Mtime == b.Mtime && a.Ino == b.Ino && a.Mode == b.Mode
}

// statOf is the stat part of path's print. A symlink is followed: a
// settings file kept in a dotfiles repository and linked in is judged by
// its target, and a link swapped for another target changes the inode.
func statOf(path string) print {
	fi, err := os.Stat(path)
	if err != nil {
		return print{}
	}
	p := print{Exists: true, Size: fi.Size(), Mtime: fi.ModTime().UnixNano(), Mode: uint32(fi.Mode())}
	p.Ino = inode(fi)
	if fi.IsDir() {
		p.Size = 0 // a folder's size says nothing portable; its entries do
	}
	return p
}

// readBounded reads a regular file of at most maxContent bytes without
// waiting on a FIFO planted in its place.
func readBounded(path string) ([]byte, bool) {
	f, err := os.OpenFile(path, os.O_RDONLY|nonblock, 0)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() > maxContent {
		return nil, false
	}
	b, err := io.ReadAll(io.LimitReader(f, maxContent+1))
	if err != nil || len(b) > maxContent {
		return nil, false
	}
	return b, true
}

func digest(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

// relevant is the digest of the part of b that wires hooktool in: the
// listed JSON keys (compacted, so a client reformatting the file changes
// nothing), the selected lines, or all of b.
func relevant(it wiring.Item, b []byte) string {
	switch {
	case len(it.Keys) > 0 && gjson.ValidBytes(b):
		var out bytes.Buffer
		for _, k := range it.Keys {
			v := gjson.GetBytes(b, gjson.Escape(k))
			if !v.Exists() {
				continue
			}
			out.WriteString(k)
			out.WriteByte(0)
			if err := json.Compact(&out, []byte(v.Raw)); err != nil {
				out.WriteString(v.Raw)
			}
			out.WriteByte(0)
		}
		if out.Len() == 0 {
			return ""
		}
		return digest(out.Bytes())
	case len(it.Lines) > 0:
		var out []string
		for _, line := range strings.Split(string(b), "\n") {
			l := strings.ToLower(strings.TrimSpace(line))
			for _, s := range it.Lines {
				if strings.Contains(l, s) {
					out = append(out, l)
					break
				}
			}
		}
		if len(out) == 0 {
			return ""
		}
		return digest([]byte(strings.Join(out, "\n")))
	}
	return digest(b)
}

// kids lists a folder's entries as name -> "size/mtime" (content read
// later, only for entries that changed).
func kids(dir string) map[string]string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	m := map[string]string{}
	for i, e := range ents {
		if i >= maxEntries {
			break
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		m[e.Name()] = strconv.FormatInt(fi.Size(), 10) + "/" + strconv.FormatInt(fi.ModTime().UnixNano(), 10)
	}
	return m
}

// dirSum is the digest of a folder's entries and their contents' copies.
func dirSum(k map[string]string) string {
	if len(k) == 0 {
		return ""
	}
	names := make([]string, 0, len(k))
	for n := range k {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		v := k[n]
		if i := strings.LastIndexByte(v, '/'); i >= 0 {
			v = v[i+1:] // the copy's digest: the content, not the time
		}
		b.WriteString(n + "\x00" + v + "\x00")
	}
	return digest([]byte(b.String()))
}

// store keeps known-good copies, named by the digest of their content, in
// a folder only the user can read (0700, files 0600).
type store string

func (s store) put(b []byte) (string, error) {
	name := digest(b)
	p := filepath.Join(string(s), name)
	if _, err := os.Stat(p); err == nil {
		return name, nil
	}
	if err := os.MkdirAll(string(s), 0o700); err != nil {
		return "", err
	}
	tmp, err := os.CreateTemp(string(s), ".copy-*")
	if err != nil {
		return "", err
	}
	_, werr := tmp.Write(b)
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), p)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return "", werr
	}
	return name, nil
}

func (s store) get(name string) ([]byte, bool) {
	if name == "" || strings.ContainsAny(name, `/\.`) {
		return nil, false
	}
	return readBounded(filepath.Join(string(s), name))
}

// evidence keeps what the agent wrote, for the user to look at.
func (s store) evidence(path string, b []byte, stamp string) string {
	dir := filepath.Join(string(s), "changed")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return ""
	}
	p := filepath.Join(dir, stamp+"-"+strings.ReplaceAll(strings.TrimPrefix(path, "/"), "/", "_"))
	if err := os.WriteFile(p, b, 0o600); err != nil {
		return ""
	}
	return p
}

// prune removes copies no print names.
func (s store) prune(keep map[string]bool) {
	ents, err := os.ReadDir(string(s))
	if err != nil {
		return
	}
	for _, e := range ents {
		if e.Type().IsRegular() && len(e.Name()) == 64 && !keep[e.Name()] {
			os.Remove(filepath.Join(string(s), e.Name()))
		}
	}
}

// writeBack puts b at path with mode: through a symlink when path is one
// (the user's dotfiles stay linked), else by a rename of a temporary file
// in the same folder, so a reader never sees half a file. A missing folder
// (moved away) is made again.
func writeBack(path string, b []byte, mode fs.FileMode) error {
	if mode == 0 {
		mode = 0o600
	}
	if fi, err := os.Lstat(path); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		return os.WriteFile(path, b, mode.Perm())
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if fi, err := os.Lstat(path); err == nil && fi.IsDir() {
		// A folder put where the file was: move it out of the way.
		if err := os.Rename(path, path+".tripwire-moved"); err != nil {
			return err
		}
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tripwire-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(b)
	if werr == nil {
		werr = tmp.Chmod(mode.Perm())
	}
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
	}
	return werr
}

// encode writes a print as "v1|exists|size|mtime|ino|mode|sum|copy|kids":
// the hook decodes one per item on every event, and splitting a line is
// far cheaper than decoding JSON. Only a folder's entries are JSON.
func (p print) encode() []byte {
	var kids []byte
	if len(p.Kids) > 0 {
		kids, _ = json.Marshal(p.Kids)
	}
	e := "0"
	if p.Exists {
		e = "1"
	}
	return []byte("v1|" + e + "|" + strconv.FormatInt(p.Size, 10) + "|" + strconv.FormatInt(p.Mtime, 10) + "|" +
		strconv.FormatUint(p.Ino, 10) + "|" + strconv.FormatUint(uint64(p.Mode), 10) + "|" + p.Sum + "|" + p.Copy + "|" + string(kids))
}

// decodePrint reads what encode wrote.
func decodePrint(b []byte) (print, bool) {
	f := strings.SplitN(string(b), "|", 9)
	if len(f) != 9 || f[0] != "v1" {
		return print{}, false
	}
	var p print
	var err error
	p.Exists = f[1] == "1"
	if p.Size, err = strconv.ParseInt(f[2], 10, 64); err != nil {
		return print{}, false
	}
	if p.Mtime, err = strconv.ParseInt(f[3], 10, 64); err != nil {
		return print{}, false
	}
	if p.Ino, err = strconv.ParseUint(f[4], 10, 64); err != nil {
		return print{}, false
	}
	mode, err := strconv.ParseUint(f[5], 10, 32)
	if err != nil {
		return print{}, false
	}
	p.Mode, p.Sum, p.Copy = uint32(mode), f[6], f[7]
	if f[8] != "" && json.Unmarshal([]byte(f[8]), &p.Kids) != nil {
		return print{}, false
	}
	return p, true
}
