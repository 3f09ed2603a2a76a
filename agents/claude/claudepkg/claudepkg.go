// Package claudepkg reads what an installed Claude Code carries without
// starting it: its version (from the npm package's package.json, or the
// versioned file name of a native install) and the hook event names its
// code knows. `claude --version` starts a whole Node or Bun runtime, which
// took over 5 s under load; and a hand-kept table of event names always
// lags the client, so doctor and install ask the client's own files.
//
// Reading the event names means scanning the client's code (a 400 MB
// binary since 2.1.328), so the answer is cached by the file's path, size
// and modification time.
package claudepkg

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// Info is what one installed client says of itself.
type Info struct {
	// File is the client's code: the resolved `claude` file (cli.js before
	// 2.1.328, the native binary since).
	File string `json:"file"`
	// Version is "" when neither package.json nor the file name tells it.
	Version string `json:"version,omitempty"`
	// VersionFrom says where Version came from, for messages.
	VersionFrom string `json:"version_from,omitempty"`
	// Events are the hook event names the code carries, sorted; nil when
	// none were found (an unusual build: callers fall back to their table).
	Events []string `json:"events,omitempty"`

	Size  int64 `json:"size"`
	MTime int64 `json:"mtime_ns"`
}

// Carries reports whether the client's code names event.
func (i Info) Carries(event string) bool {
	n := sort.SearchStrings(i.Events, event)
	return n < len(i.Events) && i.Events[n] == event
}

// Inspect reads the client at bin (the `claude` found on PATH; symlinks
// are followed to the package). cache is a JSON file that remembers the
// answer per file; "" means no cache.
func Inspect(bin, cache string) (Info, error) {
	file, err := filepath.EvalSymlinks(bin)
	if err != nil {
		return Info{}, err
	}
	fi, err := os.Stat(file)
	if err != nil {
		return Info{}, err
	}
	if !fi.Mode().IsRegular() {
		return Info{}, fmt.Errorf("%s is not a file", file)
	}
	entries := readCache(cache)
	for _, e := range entries {
		if e.File == file && e.Size == fi.Size() && e.MTime == fi.ModTime().UnixNano() {
			return e, nil
		}
	}
	info := Info{File: file, Size: fi.Size(), MTime: fi.ModTime().UnixNano()}
	info.Version, info.VersionFrom = version(file)
	if info.Events, err = scanEvents(file); err != nil {
		return info, err
	}
	writeCache(cache, info, entries)
	return info, nil
}

// packageName is the npm package of Claude Code.
const packageName = "@anthropic-ai/claude-code"

// version finds the package.json of the package that holds file (at most a
// few folders up: bin/claude.exe, cli.js), else reads a version from the
// file's own name (the native installer keeps versions/2.1.332).
func version(file string) (string, string) {
	dir := filepath.Dir(file)
	for range 4 {
		p := filepath.Join(dir, "package.json")
		if b, err := readLimited(p, 1<<20); err == nil {
			var pkg struct{ Name, Version string }
			if json.Unmarshal(b, &pkg) == nil && pkg.Name == packageName && semver().MatchString(pkg.Version) {
				return pkg.Version, p
			}
		}
		up := filepath.Dir(dir)
		if up == dir {
			break
		}
		dir = up
	}
	if base := filepath.Base(file); semver().MatchString(base) {
		return base, file
	}
	return "", ""
}

var semver = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\d+\.\d+\.\d+$`) })

func readLimited(p string, max int64) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, max))
}

// eventList matches a literal array of event names that holds PreToolUse:
// the client keeps its full list of hook events as such an array (and a
// few subsets of it, which add nothing new).
var eventList = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\[(?:"[A-Z][A-Za-z]+",)*"PreToolUse"(?:,"[A-Z][A-Za-z]+")*\]`)
})

var nameRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`"([A-Z][A-Za-z]+)"`) })

// chunk and window bound the scan's memory: the file is read in chunks,
// and each array is looked for within window bytes of a PreToolUse.
const (
	chunk  = 8 << 20
	window = 4 << 10
)

// minList is the fewest names an array needs to count as a list of events
// rather than some other list that happens to name PreToolUse.
const minList = 8

// scanEvents returns the union of the event lists in file.
func scanEvents(file string) ([]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	needle := []byte(`"PreToolUse"`)
	seen := map[string]bool{}
	buf := make([]byte, chunk+window)
	carry := 0
	for {
		n, err := io.ReadFull(f, buf[carry:])
		data := buf[:carry+n]
		last := errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF)
		if err != nil && !last {
			return nil, err
		}
		// Matches that start in the carried-over head were seen in the
		// previous round.
		from := 0
		if carry > 0 {
			from = window / 2
		}
		for i := from; ; {
			j := bytes.Index(data[i:], needle)
			if j < 0 {
				break
			}
			at := i + j
			if !last && at > len(data)-window/2 {
				break // looked at again, whole, in the next round
			}
			lo, hi := max(0, at-window/2), min(len(data), at+window/2)
			for _, m := range eventList().FindAll(data[lo:hi], -1) {
				names := nameRE().FindAllSubmatch(m, -1)
				if len(names) < minList {
					continue
				}
				for _, nm := range names {
					seen[string(nm[1])] = true
				}
			}
			i = at + len(needle)
		}
		if last {
			break
		}
		carry = window
		copy(buf, data[len(data)-window:])
	}
	if len(seen) == 0 {
		return nil, nil
	}
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out, nil
}

// maxCache bounds the cache: a few clients side by side at most.
const maxCache = 8

func readCache(p string) []Info {
	if p == "" {
		return nil
	}
	b, err := readLimited(p, 1<<20)
	if err != nil {
		return nil
	}
	var out []Info
	if json.Unmarshal(b, &out) != nil {
		return nil // a broken cache is rebuilt
	}
	return out
}

// writeCache puts info first and keeps the newest others. A failure to
// write only costs the next call another scan.
func writeCache(p string, info Info, old []Info) {
	if p == "" {
		return
	}
	out := []Info{info}
	for _, e := range old {
		if e.File != info.File && len(out) < maxCache {
			out = append(out, e)
		}
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	tmp := p + ".tmp" + fmt.Sprint(os.Getpid())
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return
	}
	if err := os.Rename(tmp, p); err != nil {
		os.Remove(tmp)
	}
}

// Describe is a one-line account of info, for doctor.
func (i Info) Describe() string {
	var parts []string
	if i.Version != "" {
		parts = append(parts, "version "+i.Version+" (from "+i.VersionFrom+")")
	}
	if len(i.Events) > 0 {
		parts = append(parts, fmt.Sprintf("%d hook events in its code", len(i.Events)))
	}
	return strings.Join(parts, ", ")
}
