package tripwire

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/tidwall/gjson"

	"github.com/hookd/hookd/internal/digest"
	"github.com/hookd/hookd/wiring"
)

// maxContent bounds a wiring file the tripwire reads. A larger one is
// judged by its stat alone and has no known-good copy.
const maxContent = 4 << 20

// maxEntries bounds the entries of a wiring folder.
const maxEntries = 256

// print is the fingerprint of one item. The stat part (type and mode,
// size, mtime, ctime, inode, a symlink's target) is compared on every
// call; Sum, the digest of the part of the content that wires hooktool in,
// only when the stat part changed.
type print struct {
	Exists bool
	Size   int64
	Mtime  int64
	Ctime  int64
	Ino    uint64
	Mode   uint32 // fs.FileMode: the type bits count, a symlink included
	Link   string // the symlink's target as written, when the item is a link
	Dir    string // the folder the item resolves into (slow path only)
	Sum    string
	Copy   string            // known-good copy: the digest of the whole content
	Kids   map[string]string // a folder's entries: name -> "size/mtime:ctime:mode/copy"
}

// sameStat reports whether two prints agree on everything stat shows.
func sameStat(a, b print) bool {
	return a.Exists == b.Exists && a.Size == b.Size && a.Mtime == b.Mtime && a.Ctime == b.Ctime &&
		a.Ino == b.Ino && a.Mode == b.Mode && a.Link == b.Link
}

// modeKey is the part of a mode that decides whether the client can still
// use the file: its type (a link, a FIFO, a folder in place of a file)
// and the owner's bits (chmod 000 makes the file unreadable, chmod -x
// switches a git hook off). Group and other bits a client may change
// when it rewrites its own file do not count.
func modeKey(m uint32, extra ...uint32) uint32 {
	k := m&uint32(fs.ModeType) | m&0o700
	for _, e := range extra {
		k |= m & e // bits the item says count (wiring.Item.ModeBits)
	}
	return k
}

// statOf is the stat part of path's print, from Lstat: the item's own
// type counts, so a file swapped for a symlink (to /dev/null, or to a
// file the agent chose) is a change. A symlink the user keeps (a
// dotfiles repository) is judged by its target too: its text and the
// target's stat.
func statOf(path string) print {
	fi, err := os.Lstat(path)
	if err != nil {
		return print{}
	}
	p := print{Exists: true}
	if fi.Mode()&fs.ModeSymlink != 0 {
		p.Link, _ = os.Readlink(path)
		if t, err := os.Stat(path); err == nil {
			fill(&p, t)
		} else {
			fill(&p, fi) // dangling: the link alone
		}
		p.Mode |= uint32(fs.ModeSymlink)
		return p
	}
	fill(&p, fi)
	return p
}

func fill(p *print, fi fs.FileInfo) {
	p.Size, p.Mtime, p.Ctime, p.Mode = fi.Size(), fi.ModTime().UnixNano(), ctime(fi), uint32(fi.Mode())
	p.Ino = inode(fi)
	if fi.IsDir() {
		p.Size = 0 // a folder's size says nothing portable; its entries do
	}
}

// realDir is the folder path resolves into, following symlinks ("" when
// it does not exist). Computed only when the stat changed: a wiring
// folder (~/.claude) swapped for a link to a folder the agent chose moves
// every file in it.
func realDir(path string) string {
	d, err := filepath.EvalSymlinks(filepath.Dir(path))
	if err != nil {
		return ""
	}
	return d
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

func contentDigest(b []byte) string {
	s := digest.SHA256(b)
	return hex.EncodeToString(s[:])
}

// stampRe matches a JSON string that is a timestamp and nothing else
// (RFC 3339, as clients stamp their records: "2026-03-02T10:00:00.000Z").
// A client refreshes such a value on its own (Claude Code's plugin
// registry rewrites lastUpdated on every update check); a timestamp names
// no program, so it is no change to the wiring (red-team round 16, G05).
// (Compiled on first use: a hook call that reads no JSON setting pays
// nothing for it.)
var stampRe = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})?"`)
})

// relevant is the digest of the part of b that wires hooktool in: the
// listed JSON keys (compacted, so a client reformatting the file changes
// nothing), the selected lines, or all of b.
func relevant(it wiring.Item, b []byte) string {
	if it.Syntax == syntaxRuntime {
		return runtimeRelevant(it, b)
	}
	if it.Syntax == syntaxProgram {
		return programRelevant(b)
	}
	if it.Syntax == syntaxPackedRefs {
		return packedReplaceRelevant(b) // round 25
	}
	if it.Syntax == wiring.SyntaxFrontmatter {
		// Round 23: the keys as YAML reads them ("hook\x73" is hooks).
		b = yamlKeysDecoded(b)
		// Round 24: explicit keys, flow mappings, tags, aliases and
		// merges, as a YAML parser reads them.
		b = yamlFrontmatterRead(b, it.Keys)
	}
	if it.Syntax == wiring.SyntaxJSONC {
		// JSON with comments: its Keys read once the comments are gone.
		b, it.Syntax = wiring.StripJSONC(b), ""
	}
	if it.Loader != "" && wiring.Unloadable(it.Loader, b) != "" {
		// The client would skip the whole file, hooks included: all of
		// it counts, as a file that is not JSON does below.
		return contentDigest(b)
	}
	if it.Agent == "openclaw" && len(it.Keys) > 0 && it.Syntax == "" {
		// OpenClaw reads its config as JSON5: read as the JSON it means
		// (comments, unquoted names, trailing commas). Other clients'
		// JSON.parse refuses those, and their files stay strict.
		if j, ok := wiring.JSON5(b); ok {
			b = j
		}
	}
	switch {
	case it.Syntax != "" || len(it.Lines) > 0 || it.Kind == wiring.Startup:
		// Line-based, or read by its syntax (wiring.Selected).
		out := wiring.Selected(it, b)
		if it.Kind == wiring.Startup && it.Syntax == "" {
			// Round 25: PYTHONSTARTUP judged by the file it names.
			out = pythonStartupOnly(out, b)
		}
		if it.Syntax == wiring.SyntaxLater {
			out = append(out, laterFollowed(it, b)...)
			out = appendNew(out, globWriteLines(b))
		}
		if it.Kind == wiring.Startup && it.Syntax == "" {
			// A line that starts an agent with other switches or home
			// (an editor's program switches, a launcher's exec line)
			// counts too, not only a shell's alias for it (round 17).
			out = appendNew(out, agentSwitchLines(b))
			// Round 22: functions and prompts the shell runs by itself
			// (command_not_found_handle, precmd, a PS1 substitution).
			out = appendNew(out, shellHookLines(b))
			// Round 23: completions and key bindings whose program
			// reaches the wiring (complete -C, -F, bind -x).
			out = appendNew(out, helperLines(b))
			// Round 25: functions whose body reaches the wiring, whoever
			// calls them (a completion whose line is in another file).
			out = appendNew(out, functionLines(b))
		}
		if len(out) == 0 {
			return ""
		}
		return contentDigest([]byte(strings.ToLower(strings.Join(out, "\n"))))
	case len(it.Keys) > 0 && gjson.ValidBytes(b):
		// As the client reads it: a key written twice counts once, the
		// last (gjson alone would read the first).
		b = wiring.AsClientReads(b)
		var out bytes.Buffer
		for _, k := range it.Keys {
			if k == wiring.EnvKey {
				if env := wiring.EnvSettings(b); len(env) > 0 {
					out.WriteString(k + "\x00" + strings.Join(env, "\x00") + "\x00")
				}
				continue
			}
			if k == wiring.IncludeKey {
				if inc := wiring.Includes(b); len(inc) > 0 {
					out.WriteString(k + "\x00" + strings.Join(inc, "\x00") + "\x00")
				}
				continue
			}
			if name, env := wiring.EnvBlockName(k); env {
				if v := wiring.EnvBlockValue(b, name); v != "" && v != "{" {
					out.WriteString(k + "\x00" + v + "\x00")
				}
				continue
			}
			if name, deep := wiring.DeepName(k); deep {
				if m := wiring.DeepMembers(b, name); len(m) > 0 {
					out.WriteString(k + "\x00" + strings.Join(m, "\x00") + "\x00")
				}
				continue
			}
			v := gjson.GetBytes(b, gjson.Escape(k))
			if !v.Exists() {
				continue
			}
			out.WriteString(k)
			out.WriteByte(0)
			var c bytes.Buffer
			if err := json.Compact(&c, []byte(v.Raw)); err != nil {
				c.Reset()
				c.WriteString(v.Raw)
			}
			out.Write(stampRe().ReplaceAll(c.Bytes(), []byte(`"@"`)))
			out.WriteByte(0)
		}
		if o := outputTargets(b); len(o) > 0 {
			// Round 23: an agent's own output (telemetry, a log)
			// written over a wiring file.
			out.WriteString("\x00output\x00" + strings.Join(o, "\x00") + "\x00")
		}
		if out.Len() == 0 {
			return ""
		}
		return contentDigest(out.Bytes())
	}
	return contentDigest(b)
}

// appendNew appends the lines of add that out does not hold yet.
func appendNew(out, add []string) []string {
	for _, l := range add {
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// kids lists a folder's entries as name -> "size/mtime:ctime:mode"
// (content read later, only for entries that changed).
func kids(dir string) map[string]string { return kidsMatching(dir, nil) }

// kidsMatching is kids of the entries whose name matches one of names
// (path.Match globs; every entry when names is nil). Only those are
// stat'ed: a project folder watched for its *.code-workspace files
// costs one listing, not a stat per file in it.
func kidsMatching(dir string, names []string) map[string]string {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	m := map[string]string{}
	// A glob with a folder part ("*/SKILL.md": a file in each subfolder
	// that matches, Claude Code's skills; "x.service.d/*.conf") counts
	// those files, named by their path below dir, and the subfolder
	// itself as "NAME/" (its stat only, never read): a file coming into
	// a subfolder moves the subfolder's stat, not dir's.
	var nested [][2]string
	for _, g := range names {
		if d, f, ok := strings.Cut(g, "/"); ok {
			nested = append(nested, [2]string{d, f})
		}
	}
	for _, e := range ents {
		if len(nested) > 0 && (e.IsDir() || e.Type()&fs.ModeSymlink != 0 && linkedDir(filepath.Join(dir, e.Name()))) {
			// Round 22: a subfolder may be a link (a skill kept in a
			// work folder, linked in): its files are read through it,
			// so a file rewritten at the link's target moves their stat.
			for _, g := range nested {
				if ok, _ := path.Match(g[0], e.Name()); !ok || len(m) >= maxEntries {
					continue
				}
				sub := filepath.Join(dir, e.Name())
				if fi, err := os.Lstat(sub); err == nil {
					m[e.Name()+"/"] = entryValue(sub, fi)
				}
				files := []string{g[1]}
				// A literal tail with folders of its own
				// ("*/options/terminal.xml"): each folder on the way
				// is kept by its stat too, so a file coming into it
				// is seen without a listing.
				for d := path.Dir(g[1]); d != "." && !strings.ContainsAny(g[1], "*?["); d = path.Dir(d) {
					if fi, err := os.Lstat(filepath.Join(sub, d)); err == nil && fi.IsDir() && len(m) < maxEntries {
						m[e.Name()+"/"+d+"/"] = kidValue(fi)
					}
				}
				if strings.ContainsAny(g[1], "*?[") {
					files = files[:0]
					if fs, err := os.ReadDir(sub); err == nil {
						for _, f := range fs {
							if ok, _ := path.Match(g[1], f.Name()); ok && len(files) < maxEntries {
								files = append(files, f.Name())
							}
						}
					}
				}
				for _, f := range files {
					n := e.Name() + "/" + f
					if fi, err := os.Lstat(filepath.Join(dir, n)); err == nil && len(m) < maxEntries {
						m[n] = entryValue(filepath.Join(dir, n), fi)
					}
				}
			}
		}
		if len(m) >= maxEntries {
			break
		}
		if names != nil && !matchAny(names, e.Name()) {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		m[e.Name()] = entryValue(filepath.Join(dir, e.Name()), fi)
	}
	return m
}

// linkedDir reports a link at p whose target is a folder.
func linkedDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// entryValue is a folder entry's stat as kids records it (kidValue),
// and for a link the stat of what it points to after it (round 22: a
// plugin or a skill linked in from a folder of the user's work is
// rewritten at its target, which moves no stat of the link's own). The
// target's part has no slash: the copy's name stays after the last one.
func entryValue(p string, fi fs.FileInfo) string {
	v := kidValue(fi)
	if fi.Mode()&fs.ModeSymlink == 0 {
		return v
	}
	if t, err := os.Stat(p); err == nil {
		v += "~" + strconv.FormatInt(t.Size(), 10) + ":" + strconv.FormatInt(t.ModTime().UnixNano(), 10) + ":" +
			strconv.FormatInt(ctime(t), 10) + ":" + strconv.FormatUint(uint64(t.Mode()), 10)
	}
	return v
}

// linkStat is the part of an entry's record that is the link's own
// stat (before the target's), "" for an entry that is no link.
func linkStat(v string) string {
	if i := strings.IndexByte(v, '~'); i >= 0 {
		return v[:i]
	}
	return ""
}

// laterFollowed are the counted lines of the scripts a later-run file
// names (wiring.LaterRefs), each after its path: a login item whose Exec=
// runs a script that empties a hooks file counts by that script. A
// relative path is the project's for a project file (.vscode/tasks.json:
// VS Code runs a task in the workspace folder). Read now, not kept: a
// script changed later, with the entry as it was, is not seen.
func laterFollowed(it wiring.Item, b []byte) []string {
	home, _ := os.UserHomeDir()
	base := ""
	if it.Kind == wiring.Startup {
		base = filepath.Dir(filepath.Dir(it.Path))
	}
	var out []string
	for _, p := range wiring.LaterRefs(b, home, base) {
		c, ok := readBounded(p)
		if !ok {
			continue
		}
		lines := wiring.LaterLines(c)
		lines = appendNew(lines, globWriteLines(c)) // round 22: the wiring found by a glob
		if len(lines) > 0 {
			out = append(out, p)
			out = append(out, lines...)
		}
	}
	return out
}

// kidValue is a folder entry's stat as kids records it.
func kidValue(fi fs.FileInfo) string {
	return strconv.FormatInt(fi.Size(), 10) + "/" + strconv.FormatInt(fi.ModTime().UnixNano(), 10) + ":" +
		strconv.FormatInt(ctime(fi), 10) + ":" + strconv.FormatUint(uint64(fi.Mode()), 10)
}

func matchAny(globs []string, name string) bool {
	for _, g := range globs {
		if ok, _ := path.Match(g, name); ok {
			return true
		}
	}
	return false
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
	return contentDigest([]byte(b.String()))
}

// store keeps known-good copies, named by the digest of their content, in
// a folder only the user can read (0700, files 0600).
//
// The name is the integrity check: the prints that name a copy are kept
// in the state file and in the record beside it (known.go), so a copy is
// used only when its content still hashes to its name. A copy overwritten
// in place (an agent that found the folder and wrote the tampered content
// into every file) is not a known-good state but a tamper of its own.
type store string

// The states a copy can be found in (store.load).
const (
	copyMissing = iota
	copyGood
	copyForged // there, but not the content its name says (or unreadable)
)

// load reads the copy name and checks it against its name. It is read
// only when something changed (a restore, a new known-good state), so
// the digest of a small file is all it costs.
func (s store) load(name string) ([]byte, int) {
	if name == "" || strings.ContainsAny(name, `/\.`) {
		return nil, copyMissing
	}
	p := filepath.Join(string(s), name)
	b, ok := readBounded(p)
	if !ok {
		if _, err := os.Lstat(p); err == nil {
			return nil, copyForged // a FIFO, a folder, chmod 000: not what hooktool wrote
		}
		return nil, copyMissing
	}
	if contentDigest(b) != name {
		return nil, copyForged
	}
	return b, copyGood
}

// put stores b under its digest, unless an intact copy is there already;
// forged says the one there was not (it is replaced).
func (s store) put(b []byte) (name string, forged bool, err error) {
	name = contentDigest(b)
	p := filepath.Join(string(s), name)
	switch _, st := s.load(name); st {
	case copyGood:
		return name, false, nil
	case copyForged:
		forged = true
		if fi, err := os.Lstat(p); err == nil && fi.IsDir() {
			if err := os.Rename(p, p+".tripwire-moved"); err != nil {
				return "", true, err
			}
		}
	}
	if err := os.MkdirAll(string(s), 0o700); err != nil {
		return "", forged, err
	}
	tmp, err := os.CreateTemp(string(s), ".copy-*")
	if err != nil {
		return "", forged, err
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
		return "", forged, werr
	}
	return name, forged, nil
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

// moveAside moves a folder the agent made (an extension's folder) into
// the evidence folder, where the user can look at it.
func (s store) moveAside(path string, stamp string) bool {
	dir := filepath.Join(string(s), "changed")
	if os.MkdirAll(dir, 0o700) != nil {
		return false
	}
	return os.Rename(path, filepath.Join(dir, stamp+"-"+strings.ReplaceAll(strings.TrimPrefix(path, "/"), "/", "_"))) == nil
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

// writeBack puts the known-good content b back at path, as good had it:
//
//   - never through a symlink good did not have: a temporary file in the
//     same folder is renamed over the path, which replaces a link planted
//     there instead of writing into its target (/dev/null, or a file the
//     agent chose);
//   - a link good had (the user's dotfiles) is put back as that link and
//     the content written to its target;
//   - a folder that now resolves elsewhere than good's (~/.claude swapped
//     for a link) is not written through: a link there is moved aside and
//     the folder made again; anything else is an error;
//   - the owner's mode bits are good's.
func writeBack(path string, b []byte, good print) error {
	err := writeBackOnce(path, b, good)
	if err != nil && errors.Is(err, fs.ErrPermission) {
		// Made immutable or append-only (chattr +i, +a) so that no
		// rename can replace it: cleared, when this user can, and tried
		// again.
		cleared := clearImmutable(path)
		cleared = clearImmutable(filepath.Dir(path)) || cleared
		if cleared {
			err = writeBackOnce(path, b, good)
		}
	}
	return err
}

func writeBackOnce(path string, b []byte, good print) error {
	mode := fs.FileMode(good.Mode).Perm()
	if good.Mode == 0 {
		mode = 0o600
	}
	dir := filepath.Dir(path)
	if good.Dir != "" {
		if now := realDir(path); now != "" && now != good.Dir {
			fi, err := os.Lstat(dir)
			if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
				return fmt.Errorf("its folder now resolves to %s, not %s", now, good.Dir)
			}
			if err := os.Rename(dir, dir+".tripwire-moved"); err != nil {
				return err
			}
		}
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if fi, err := os.Lstat(path); err == nil && fi.IsDir() {
		// A folder put where the file was: move it out of the way.
		if err := os.Rename(path, path+".tripwire-moved"); err != nil {
			return err
		}
	}
	if good.Link != "" {
		if cur, err := os.Readlink(path); err != nil || cur != good.Link {
			if err := replace(path, func(tmp string) error { return os.Symlink(good.Link, tmp) }); err != nil {
				return err
			}
		}
		return os.WriteFile(path, b, mode)
	}
	return replace(path, func(tmp string) error {
		f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if err != nil {
			return err
		}
		_, werr := f.Write(b)
		if werr == nil {
			werr = f.Chmod(mode)
		}
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		return werr
	})
}

// replace makes a new entry with make at a fresh name in path's folder
// and renames it over path: the rename replaces whatever path is (a file,
// a link), never what a link points at.
func replace(path string, make func(tmp string) error) error {
	var tmp string
	for i := 0; ; i++ {
		tmp = filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".tripwire-"+strconv.Itoa(os.Getpid())+"-"+strconv.Itoa(i))
		if _, err := os.Lstat(tmp); errors.Is(err, fs.ErrNotExist) {
			break
		}
		if i > 100 {
			return fmt.Errorf("no free temporary name beside %s", path)
		}
	}
	err := make(tmp)
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// encode writes a print as
// "v2|exists|size|mtime|ctime|ino|mode|link|dir|sum|copy|kids" (link and
// dir hex): the hook decodes one per item on every event, and splitting a
// line is far cheaper than decoding JSON. Only a folder's entries are
// JSON.
func (p print) encode() []byte {
	var kids []byte
	if len(p.Kids) > 0 {
		kids, _ = json.Marshal(p.Kids)
	}
	b := p.statPart(make([]byte, 0, 256))
	b = append(b, hex.EncodeToString([]byte(p.Dir))+"|"+p.Sum+"|"+p.Copy+"|"...)
	return append(b, kids...)
}

// statPart appends the stat part of the encoding to b: the hot path
// compares it with a stored print's first bytes and decodes nothing when
// they agree.
func (p print) statPart(b []byte) []byte {
	b = append(b, "v2|0|"...)
	if p.Exists {
		b[len(b)-2] = '1' // after what b held already (selfID's path)
	}
	b = strconv.AppendInt(b, p.Size, 10)
	b = append(b, '|')
	b = strconv.AppendInt(b, p.Mtime, 10)
	b = append(b, '|')
	b = strconv.AppendInt(b, p.Ctime, 10)
	b = append(b, '|')
	b = strconv.AppendUint(b, p.Ino, 10)
	b = append(b, '|')
	b = strconv.AppendUint(b, uint64(p.Mode), 10)
	b = append(b, '|')
	b = hex.AppendEncode(b, []byte(p.Link))
	return append(b, '|')
}

// decodePrint reads what encode wrote, and the v1 prints before it (no
// ctime, link or folder: their stat differs once, the content is read and
// the print rewritten).
func decodePrint(b []byte) (print, bool) {
	s := string(b)
	if strings.HasPrefix(s, "v1|") {
		f := strings.SplitN(s, "|", 9)
		if len(f) != 9 {
			return print{}, false
		}
		return decodeFields(f[1], f[2], f[3], "0", f[4], f[5], "", "", f[6], f[7], f[8])
	}
	f := strings.SplitN(s, "|", 12)
	if len(f) != 12 || f[0] != "v2" {
		return print{}, false
	}
	return decodeFields(f[1:]...)
}

func decodeFields(f ...string) (print, bool) {
	var p print
	var err error
	p.Exists = f[0] == "1"
	if p.Size, err = strconv.ParseInt(f[1], 10, 64); err != nil {
		return print{}, false
	}
	if p.Mtime, err = strconv.ParseInt(f[2], 10, 64); err != nil {
		return print{}, false
	}
	if p.Ctime, err = strconv.ParseInt(f[3], 10, 64); err != nil {
		return print{}, false
	}
	if p.Ino, err = strconv.ParseUint(f[4], 10, 64); err != nil {
		return print{}, false
	}
	mode, err := strconv.ParseUint(f[5], 10, 32)
	if err != nil {
		return print{}, false
	}
	link, err1 := hex.DecodeString(f[6])
	dir, err2 := hex.DecodeString(f[7])
	if err1 != nil || err2 != nil {
		return print{}, false
	}
	p.Mode, p.Link, p.Dir, p.Sum, p.Copy = uint32(mode), string(link), string(dir), f[8], f[9]
	if f[10] != "" && json.Unmarshal([]byte(f[10]), &p.Kids) != nil {
		return print{}, false
	}
	return p, true
}
