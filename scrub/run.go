package scrub

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sync"

	"github.com/hookd/hookd/scan"
)

// Mode is what Run does with the edits it finds.
type Mode int

// Modes.
const (
	Preview Mode = iota // print a unified diff, write nothing
	Check               // list the files that would change, write nothing
	Write               // rewrite the files in place
)

// Report counts what Run saw and did.
type Report struct {
	Files   int // text files read
	Changed int // files with at least one edit
	Edits   int
	Skipped int // binary or too large
}

// leftover names WriteAtomic's temp files. Compiled on first use: package
// init runs on every hook call, which never scrubs.
var leftover = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\..+\.scrub-[0-9]+$`) })

// Run scrubs every regular file under paths (symbolic links are never
// followed or written through). note receives one-line remarks about skipped
// files.
func (s *Scrubber) Run(paths []string, mode Mode, maxBytes int64, out io.Writer, note func(string)) (Report, error) {
	var rep Report
	err := scan.WalkNoting(paths, func(path string, info fs.FileInfo) error {
		if leftover().MatchString(filepath.Base(path)) {
			rep.Skipped++
			note(fmt.Sprintf("skipped %s: a temp file left by an interrupted scrub --apply (it holds the old content; delete it)", path))
			return nil
		}
		if maxBytes > 0 && info.Size() > maxBytes {
			rep.Skipped++
			note(fmt.Sprintf("skipped %s: larger than %d bytes", path, maxBytes))
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if view, kind := scan.TextView(data); kind != scan.ViewText {
			// Offsets in a transcoded view do not point into the file:
			// scrub leaves it alone, but not silently when it leaks.
			rep.Skipped++
			if fs := s.Scanner.Scan(scan.Input{Path: path, Data: view, Binary: kind == scan.ViewBinary}); len(fs) > 0 {
				note(fmt.Sprintf("skipped %s: %s content with %d finding(s) that scrub cannot rewrite (guard scan lists them)", path, kind, len(fs)))
			}
			return nil
		}
		rep.Files++
		edits, findings := s.Edits(path, data)
		if len(edits) == 0 {
			return nil
		}
		rep.Changed++
		rep.Edits += len(edits)
		switch mode {
		case Preview:
			return Diff(out, path, data, edits, findings)
		case Check:
			_, err := fmt.Fprintf(out, "%s: %d change(s)\n", path, len(edits))
			return err
		default:
			write := func() error { return writeAtomic(path, Apply(data, edits), info.Mode(), info) }
			if n := linkCount(info); n > 1 {
				// A rename would give this name a new file and leave the
				// secret in every other link to the old one.
				note(fmt.Sprintf("%s has %d hard links: rewritten in place so every link is scrubbed (not atomic)", path, n))
				write = func() error { return WriteInPlace(path, Apply(data, edits)) }
			}
			if err := write(); err != nil {
				return fmt.Errorf("writing %s: %w", path, err)
			}
			_, err := fmt.Fprintf(out, "scrubbed %s: %d change(s)\n", path, len(edits))
			return err
		}
	}, func(path, why string) {
		rep.Skipped++
		note(fmt.Sprintf("skipped %s: %s", path, why))
	})
	return rep, err
}
