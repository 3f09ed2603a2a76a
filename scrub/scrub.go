// Package scrub rewrites leaks out of files: it turns scanner findings and
// sed-like user rules into edits, shows them as a unified diff with the
// secrets masked, and applies them in place atomically (a temp file in the
// same folder, fsync, rename), so an interrupted run leaves each file either
// as it was or fully scrubbed.
package scrub

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/hookd/hookd/scan"
)

// Rule is one user rule: matches of Re become Repl ($1 expands groups).
type Rule struct {
	Re   *regexp.Regexp
	Repl string
}

// ParseRules reads `pattern<TAB>replacement` lines (RE2). Blank lines and
// lines starting with # are skipped; name is used in errors.
func ParseRules(r io.Reader, name string) ([]Rule, error) {
	var rules []Rule
	sc := bufio.NewScanner(io.LimitReader(r, 1<<20))
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		pat, repl, ok := strings.Cut(line, "\t")
		if !ok {
			return nil, fmt.Errorf("%s:%d: want pattern<TAB>replacement", name, n)
		}
		re, err := regexp.Compile(pat)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		rules = append(rules, Rule{Re: re, Repl: repl})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return rules, nil
}

// Scrubber finds what to change.
type Scrubber struct {
	Scanner  *scan.Scanner
	Rules    []Rule
	Warnings bool // also scrub findings that only warn
}

// Edit replaces data[Start:End] with New.
type Edit struct {
	Start, End int
	New        string
	Rule       string
}

// Edits lists the changes for one file's content, sorted and disjoint, and
// every finding (allowed ones included) so a diff can mask them all.
func (s *Scrubber) Edits(path string, data []byte) ([]Edit, []scan.Finding) {
	fs := s.Scanner.Scan(scan.Input{Path: path, Data: data})
	var edits []Edit
	for _, f := range fs {
		if f.Allowed || f.Severity == scan.Off || f.Severity == scan.Warn && !s.Warnings {
			continue
		}
		edits = append(edits, Edit{Start: f.Start, End: f.End, New: f.Replace, Rule: f.Rule})
	}
	for i, r := range s.Rules {
		for _, m := range r.Re.FindAllSubmatchIndex(data, -1) {
			if m[1] == m[0] {
				continue
			}
			repl := string(r.Re.Expand(nil, []byte(r.Repl), data, m))
			if repl == string(data[m[0]:m[1]]) {
				continue
			}
			edits = append(edits, Edit{Start: m[0], End: m[1], New: repl, Rule: fmt.Sprintf("user rule %d", i+1)})
		}
	}
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Start < edits[j].Start })
	kept := edits[:0]
	for _, e := range edits {
		if n := len(kept); n > 0 && e.Start < kept[n-1].End {
			continue // overlapping: the scanner's edit, then the earlier user rule, wins
		}
		kept = append(kept, e)
	}
	return kept, fs
}

// Apply returns data with the edits made.
func Apply(data []byte, edits []Edit) []byte {
	var b bytes.Buffer
	last := 0
	for _, e := range edits {
		b.Write(data[last:e.Start])
		b.WriteString(e.New)
		last = e.End
	}
	b.Write(data[last:])
	return b.Bytes()
}

// Diff writes a unified diff (no context lines) of the edits. Secrets never
// appear: on removed lines every edit and finding is masked, on added lines
// every finding the edits keep (allowed ones) is masked.
func Diff(w io.Writer, path string, data []byte, edits []Edit, findings []scan.Finding) error {
	if len(edits) == 0 {
		return nil
	}
	type span struct {
		start, end int
		edit       *Edit
	}
	var spans []span
	for i := range edits {
		spans = append(spans, span{edits[i].Start, edits[i].End, &edits[i]})
	}
	for _, f := range findings {
		spans = append(spans, span{f.Start, f.End, nil})
	}
	sort.SliceStable(spans, func(i, j int) bool {
		if spans[i].start != spans[j].start {
			return spans[i].start < spans[j].start
		}
		return spans[i].edit != nil && spans[j].edit == nil
	})
	// lineStart(i) is the offset of the line holding offset i.
	lineStart := func(i int) int { return bytes.LastIndexByte(data[:i], '\n') + 1 }
	lineEnd := func(i int) int {
		if j := bytes.IndexByte(data[i:], '\n'); j >= 0 {
			return i + j
		}
		return len(data)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "--- a/%s\n+++ b/%s\n", path, path)
	delta := 0
	for i := 0; i < len(edits); {
		// A hunk: the lines of this edit and of every later edit that
		// starts on a line it touches.
		hs := lineStart(edits[i].Start)
		he := lineEnd(max(edits[i].End-1, edits[i].Start))
		j := i + 1
		for j < len(edits) && edits[j].Start <= he {
			he = max(he, lineEnd(max(edits[j].End-1, edits[j].Start)))
			j++
		}
		var oldB, newB strings.Builder
		at := hs
		for _, sp := range spans {
			if sp.start < hs || sp.start >= he || sp.start < at {
				continue
			}
			oldB.Write(data[at:sp.start])
			newB.Write(data[at:sp.start])
			sec := maskLines(string(data[sp.start:sp.end]))
			oldB.WriteString(sec)
			if sp.edit != nil {
				newB.WriteString(sp.edit.New)
			} else {
				newB.WriteString(sec)
			}
			at = sp.end
		}
		if at < he {
			oldB.Write(data[at:he])
			newB.Write(data[at:he])
		}
		oldLines := strings.Split(oldB.String(), "\n")
		newLines := strings.Split(newB.String(), "\n")
		oldStart := bytes.Count(data[:hs], []byte{'\n'}) + 1
		fmt.Fprintf(bw, "@@ -%d,%d +%d,%d @@\n", oldStart, len(oldLines), oldStart+delta, len(newLines))
		for _, l := range oldLines {
			fmt.Fprintf(bw, "-%s\n", l)
		}
		for _, l := range newLines {
			fmt.Fprintf(bw, "+%s\n", l)
		}
		delta += len(newLines) - len(oldLines)
		i = j
	}
	return bw.Flush()
}

// maskLines masks each line of a secret on its own, so a masked PEM block
// keeps its line count and the diff's hunk header stays true.
func maskLines(sec string) string {
	parts := strings.Split(sec, "\n")
	for i, p := range parts {
		parts[i] = scan.Mask(p)
	}
	return strings.Join(parts, "\n")
}

// WriteAtomic replaces path with data: a temp file in the same folder,
// written, given the old file's mode (and owner, where allowed), fsynced,
// then renamed over path, and the folder fsynced so the rename itself
// survives a crash.
func WriteAtomic(path string, data []byte, mode fs.FileMode) (err error) {
	return writeAtomic(path, data, mode, nil)
}

// WriteInPlace rewrites path through its own inode: every hard link to it
// then holds the scrubbed content. It is not atomic (an interrupted write
// leaves the file part-written), which is why it is used only for files
// with more than one link, where a rename would leave the secret behind in
// the other links.
func WriteInPlace(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if _, err := f.WriteAt(data, 0); err != nil {
		f.Close()
		return err
	}
	if err := f.Truncate(int64(len(data))); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func writeAtomic(path string, data []byte, mode fs.FileMode, old fs.FileInfo) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".scrub-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	keepOwner(f, old)
	if err = f.Chmod(mode & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp, path); err != nil {
		return err
	}
	if d, derr := os.Open(dir); derr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}
