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
	err := scan.Walk(paths, func(path string, info fs.FileInfo) error {
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
		if scan.Binary(data) {
			rep.Skipped++
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
			if err := WriteAtomic(path, Apply(data, edits), info.Mode()); err != nil {
				return fmt.Errorf("writing %s: %w", path, err)
			}
			_, err := fmt.Fprintf(out, "scrubbed %s: %d change(s)\n", path, len(edits))
			return err
		}
	})
	return rep, err
}
