// Package reduce runs a command and prints a shorter form of its output that
// keeps what an agent needs: every error, failing test, file:line and the
// last lines. Each run of omitted lines becomes one marker line naming a file
// that holds the full output, so nothing is lost; small outputs pass through
// untouched. It is what `hooktool reduce -- CMD` runs, and what a PreToolUse
// rewrite wraps commands in: a PostToolUse hook cannot replace what the model
// sees, so the command itself has to print less.
package reduce

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// Defaults for Options.
const (
	DefaultMinBytes = 512
	DefaultTTL      = 24 * time.Hour
)

// Text reduces one stream's text for kind. path is the full-output file the
// markers name. It returns the text unchanged (and false) when nothing would
// be omitted or the reduction is not worth it (see Worth).
func Text(kind, text, path string) (string, bool) {
	return textAs(kind, text, path, len(text) <= smallBytes)
}

// textAs is Text, reading text as a short output (see smallBytes) or not.
func textAs(kind, text, path string, short bool) (string, bool) {
	out, omitted := reduceAs(kind, textLines(text), path, short)
	if !omitted || !Worth(len(text), out, path) {
		if cl := cleanText(text); escapesWorth(text, cl) {
			return cl, true
		}
		return text, false
	}
	return out, true
}

// cleanText is text with every line cleaned (see cleanLine): no terminal
// escapes, no trailing blanks, no line left out.
func cleanText(text string) string {
	ls := splitLines(text)
	if len(ls) == 0 {
		return ""
	}
	return strings.Join(ls, "\n") + "\n"
}

// escapesWorth reports whether out, raw's lines cleaned and none left
// out (cleanText), is worth printing instead of raw: raw carries terminal
// escapes (colours, cursor moves) or progress redrawn in place behind
// carriage returns (git clone --progress's "Receiving objects:  41%
// (50/122)\r..." frames, of which a terminal shows the last), which say
// nothing to a model, and they are a twentieth of it and at least
// minSaved bytes.
func escapesWorth(raw, out string) bool {
	return (strings.IndexByte(raw, 0x1b) >= 0 || strings.IndexByte(raw, '\r') >= 0) && Worth(len(raw), out, "")
}

// Worth reports whether out, a reduction of an output of before bytes whose
// markers name path, is worth printing instead of it: it must save a
// twentieth and at least minSaved bytes. The path's length does not count,
// so the choice does not flip with the folder the full output goes to.
func Worth(before int, out, path string) bool {
	after := len(out)
	if path != "" {
		after -= strings.Count(out, path) * len(path)
	}
	saved := before - after
	return saved >= minSaved && saved*20 >= before
}

// minSaved is the least saving worth a marker and a file to read.
const minSaved = 128

// textLines makes the input lines of a text.
func textLines(text string) []line {
	raw := splitLines(text)
	ls := make([]line, len(raw))
	for i, s := range raw {
		ls[i].text = s
	}
	return ls
}

// smallBytes is how long an output may be and still come back whole, but
// for a test run's rows no rule keeps (a passing run's "✓ adds two
// numbers"): under it, budgets sample nothing away. (Up to
// DefaultMinBytes, nothing is read.)
const smallBytes = 1024

// printWhole is how long a printed file or answer (Print: cat, jq, a
// query's rows; grep's and rg's hits; a pipeline cut with head or tail)
// may be and still come back whole: its rows are what was asked for, and
// a table, a run of records or a file's many hits fold only past it.
const printWhole = 2 << 10

// wholeText is ls's lines as they were read, a newline after each.
func wholeText(ls []line) string {
	var b strings.Builder
	b.Grow(linesBytes(ls))
	for _, l := range ls {
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	return b.String()
}

// countsUp reports whether ls holds progressMin or more progress lines
// in a row ("(Reading database ... 45%", a bar redrawn line by line): a
// counter that went up, read with the rest, is noise wherever it comes,
// in a short answer and in the tail of one too.
func countsUp(ls []line) bool {
	n := 0
	for _, l := range ls {
		if !progressLine(l.text) {
			n = 0
			continue
		}
		if n++; n >= progressMin {
			return true
		}
	}
	return false
}

// progressMin is how many progress lines in a row make a counter's run:
// one line with a percentage may be a report's.
const progressMin = 3

// plainAnswer reports whether no rule kept a line of ls (a failure, a
// place) or stood for lines with a summary.
func plainAnswer(ls []line) bool {
	for _, l := range ls {
		if l.cls == keep || l.cls == gone || l.syn {
			return false
		}
	}
	return true
}

// linesBytes is the bytes of ls's lines, a newline each.
func linesBytes(ls []line) int {
	n := 0
	for _, l := range ls {
		n += len(l.text) + 1
	}
	return n
}

// reduceLines classifies, ranks and compacts one stream's lines. Nothing
// is omitted of an answer up to printWhole: its lines come back as read.
func reduceLines(kind string, ls []line, path string) (string, bool) {
	return reduceAs(kind, ls, path, false)
}

// reduceAs is reduceLines, reading ls as a short output (up to smallBytes
// in all, both streams: a test run's noise goes, nothing else) or not.
func reduceAs(kind string, ls []line, path string, small bool) (string, bool) {
	if linesBytes(ls) <= printWhole && (kind == Print || kind == Grep || kind == Find || kind == LsR || kind == Tree || kind == Bounded && !countsUp(ls)) {
		// What was asked to read (a file, a query's rows, a search's
		// hits with their context, a listing the agent cut with tail),
		// short enough to read whole.
		return wholeText(ls), false
	}
	answer := "" // ls as read, while short enough to come back whole (below)
	if linesBytes(ls) <= printWhole && !countsUp(ls) {
		answer = wholeText(ls) // (a counter's lines are no answer: countsUp)
	}
	if kind == Bounded {
		kind = Generic
	}
	if (kind == Print || kind == Generic) && stripBlamePrefixes(ls) {
		kind = Print // a file's lines, each behind its commit (blame.go)
	}
	// A printed file whose every line starts with its time is a log,
	// whatever the records say after it (an HTTP server's request lines):
	// read so before the times are set aside below.
	stamped := kind == Print && logShaped(ls)
	stripSourcePrefixes(ls) // (docker compose's "api-1  | ": see prefix.go)
	stripStampPrefixes(ls)  // (a CI system's time before each line it relays: prefix.go)
	if kind == Generic || kind == Make {
		stripTreeGutters(ls) // (a test report drawn as a tree: prefix.go)
		stripDiffGutters(ls) // (diffs nested in a report: diffoscope's)
	}
	grepped := false
	if kind == Print || kind == Generic || kind == Grep {
		// (grep -n's "278:" and "277-", grep -rn's "a.log:278:", set
		// aside while the lines' shape and classes are read:
		// grepnum.go)
		grepped = stripGrepNumbers(ls)
		if kind == Grep && grepped && !grepLogShaped(ls) {
			// Hits in source or config, grouped by file by grep's
			// reducer, which reads their places.
			restoreGrepNumbers(ls)
			grepped = false
		}
	}
	// (A task's name, turbo's "web:test: ", pnpm -r's "packages/core
	// test: ", before each line of the tool it ran: prefix.go.)
	stripTaskPrefixes(ls)
	// (A program go run or cargo run started prints its own log once it
	// built: a compiler's errors have no record's head.)
	log := stamped || (kind == Print || kind == Generic || kind == GoBuild || kind == CargoBuild) && logShaped(ls) || grepped && grepLogShaped(ls)
	if log {
		// A printed log is read for its failures, not line by line: the
		// generic rules keep every error and warning with its trace and
		// fold the runs of routine lines around them.
		kind = Generic
	}
	lead := Generic
	if !log && (kind == Generic || kind == Make) {
		// A known shape from an unnamed command, or a test run a
		// build driver started (make test): see shape.go.
		if k := shapeKind(ls); k != "" && (kind == Generic || testRun(k)) {
			lead, kind = kind, k
		}
	}
	if small && !testRun(kind) {
		// A short output of any other tool is read whole: its few
		// lines are each a good part of what it says.
		return wholeText(ls), false
	}
	if at := leadSection(kind, ls); at > 0 {
		return reduceSections(lead, kind, ls, at, path, small) // another tool's output, then a test run's
	}
	if at := tailSection(kind, ls); at > 0 {
		return reduceTail(kind, lead, ls, at, path, small) // a test run's output, then another tool's
	}
	if gitKind, at := statusAfterGit(kind, ls); at > 0 {
		return reduceSections(gitKind, kind, ls, at, path, small) // git diff && git status
	}
	sp := specFor(kind)
	classify(sp, ls)
	if log {
		// (A service's start, readiness and stop; the few requests that
		// failed on the client's side: lifecycle.go.)
		keepLifecycle(ls)
		keepRareClientErrors(ls)
	}
	restoreGrepNumbers(ls)
	if sp.post != nil {
		ls = sp.post(ls)
	}
	if answer != "" && lead == Generic && !log && !testRun(kind) && plainAnswer(ls) {
		// A short answer with no failure in it and nothing the rules
		// grouped (a program's own report, go run's or an unknown
		// script's rows): what the agent ran it to read, whole, as a
		// printed file's. (A test run's passing rows are its noise.
		// The lines as read: a blame's or a task's prefixes are set
		// aside by now.)
		return answer, false
	}
	switch kind {
	case Print, Find, LsR, Tree, GitStatus, GitDiff, GitShow, GitLog, Grep, Curl, Pytest, GoTest:
		// (A printed file's and a listing's lines are their content;
		// pytest's and go test's frames are read by their reducers. A
		// JS test runner's code frames have no compiler's head over
		// them: only a type checker's that an npm test script ran
		// first fold here.)
	default:
		ls = foldFrames(ls) // a diagnostic's quoted source, carets, suggestions (frames.go)
	}
	ls = keepPackManifests(keepPlacedChanges(keepNormalDiffs(keepStatusFields(keepErrorColumn(keepRecordDetails(keepRecordNames(keepJSONFindings(markCritical(ls)))))))))
	if testRun(kind) {
		keepDebugPrints(ls)
	}
	if kind == Generic {
		ls = demotePlacedSteps(ls)   // (whatever rule raised their places)
		ls = keepStageMarkers(ls)    // (a tool's phases: stages.go)
		ls = keepSmallBoxTables(ls)  // (a report's figures: boxtable.go)
		ls = keepListsUnderHeads(ls) // (headlist.go)
	}
	switch kind {
	case Print, Find, LsR, Tree, GitStatus, GitDiff, GitShow, GitLog:
	default:
		// A run's report, whatever tool wrote it: usage text after its
		// error, a unit's start line under its result, a library's
		// frames between its first and last, the name of a TAP test
		// that passed, a passing unit's block (trace.go), the lines two
		// golden dumps share,
		// a goroutine dump's runtime frames and repeated stacks
		// (gotest.go, reducers.go). (A printed
		// file's and a listing's lines are their content; git's are
		// read by its reducers.)
		ls = keepCommitHeads(dropEmptyTestcases(dropMarkRows(dropPassedBlocks(dropPassingTapNames(foldLibFrames(dropStartLines(dropUsage(ls))))))))
		if log && !small {
			// A log's critical records said again with other numbers,
			// wherever they stand (logrecords.go).
			ls = foldLogRecords(ls, grepped)
		}
		if kind != Grep && !small {
			// Then critical lines alike but for the items they name
			// (itemgroup.go), of what is left. (grep's hits are lines
			// asked for, alike because they were searched for. A short
			// run's few are read one by one.)
			ls = foldItemRuns(ls)
		}
		if kind != GoTest { // (its reducer does both already)
			ls = foldGoroutines(cutDumps(ls, false))
		}
		if kind != Grep {
			// Blocks of lines a tool writes again per item (cycle.go),
			// and the title of each block of a report of findings
			// (outline.go).
			ls = foldCycles(keepParagraphTitles(ls))
		}
	}
	if kind != GitDiff && kind != GitShow && kind != GitLog { // (their reducer reads their diffs)
		ls = trimSideBySide(trimDiffContext(ls))
	}
	ls = foldLayoutDiffs(ls)   // (a formatter's check, a commit that only re-formats: layout.go)
	ls = foldRenameDiffs(ls)   // (a refactor that renames: rename.go)
	ls = foldRepeatedHunks(ls) // (a change made again in file after file: hunkrepeat.go)
	if kind == GitDiff || kind == GitShow || kind == GitLog {
		ls = outsideHunks(ls, func(ls []line) []line { return foldTemplateRuns(ls, false) })
	} else if !small {
		ls = foldTemplateRuns(ls, kind == Print)
	}
	// Shapes any tool prints, whatever reducer reads it: paragraphs that
	// repeat one another up to numbers (goroutines' stacks), runs of lines
	// alike (a build's echoed commands and configs, one per package), data
	// tables, arrays of JSON objects. (The generic reducer folds runs
	// alike already. A printed file's lines were asked for and a
	// listing's are its content: only a dump's shapes, tables and JSON
	// arrays, fold there. Git's outputs are read by their reducers.)
	switch {
	case small: // (a short run's lines are read one by one)
	case kind == Print:
		ls = foldJSONArrays(foldTSVTables(foldTables(ls)))
	case kind == Find || kind == LsR || kind == Tree:
		ls = foldJSONArrays(foldTables(ls))
	case kind == Generic:
		ls = foldJSONArrays(foldTables(foldRepeatedParagraphs(foldPathLists(ls))))
	case kind == GitStatus || kind == GitDiff || kind == GitShow || kind == GitLog:
	default:
		ls = foldJSONArrays(foldTables(foldAlikeRuns(foldRepeatedParagraphs(ls))))
	}
	ls = dropImplLists(ls)  // (rustc's lists of a trait's other implementations: frames.go)
	ls = pairArrowHeads(ls) // (whatever the rules and folds above kept of them)
	b := sp.b
	if small {
		// A short test run: what a rule or a fold dropped as noise
		// goes (the passing tests' rows, progress), but no line is
		// sampled away for a budget: each is a good part of what
		// there is.
		b.perSection, b.maxNormal, b.sampleBytes = len(ls), len(ls), 0
	}
	if log {
		// Each record says its own time and place: the routine record
		// before a failure adds nothing, one line after it is the start
		// of its trace (whose frames are kept on their own), and a few
		// routine records past the head show the log's shape.
		b.ctx, b.pre = 1, 0
		b.perSection, b.maxNormal = min(b.perSection, logNormal), min(b.maxNormal, logNormal)
	}
	switch kind {
	case Print, Find, LsR, Tree, GitStatus, GitDiff, GitShow, GitLog, Grep:
		// (Their lines are what was asked for: a file's lines repeat
		// as they are written.)
	default:
		ls = foldRecursion(ls) // a recursion's frames (recursion.go)
	}
	ls = unfoldPrefixed(dropPassedCtests(ls)) // (under task prefixes, no summary: prefix.go)
	restorePrefixes(ls)
	return compact(ls, b, path)
}

// store keeps full outputs in dir, each file removed after ttl.
type store struct {
	dir string
	ttl time.Duration
	now func() time.Time
}

// name returns a new file name for a full output of kind. A process that
// saves more than one full output (a test, a library user) numbers the
// later ones: two in the same second would have the same name.
func (s store) name(kind string) string {
	slug := strings.NewReplacer(" ", "-", "/", "-").Replace(kind)
	id := strconv.Itoa(os.Getpid())
	if n := saves.Add(1); n > 1 {
		id += "." + strconv.FormatInt(n, 10)
	}
	return filepath.Join(s.dir, s.now().UTC().Format("20060102-150405")+"-"+id+"-"+slug+".log")
}

// saves counts the full-output names this process made.
var saves atomic.Int64

// save writes data to path (created private: outputs can hold secrets) and
// removes expired files while it is there.
func (s store) save(path string, chunks func(write func([]byte) error) error) error {
	if err := os.MkdirAll(s.dir, 0o700); err != nil {
		return fmt.Errorf("reduce folder: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	err = chunks(func(b []byte) error { _, err := f.Write(b); return err })
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return err
	}
	s.clean()
	return nil
}

// clean removes full outputs older than the TTL. It is opportunistic: it
// runs only when a new file is written, and errors are ignored.
func (s store) clean() int {
	n := 0
	ents, err := os.ReadDir(s.dir)
	if err != nil {
		return 0
	}
	cutoff := s.now().Add(-s.ttl)
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".log") {
			continue
		}
		if fi, err := e.Info(); err == nil && fi.Mode().IsRegular() && fi.ModTime().Before(cutoff) {
			if os.Remove(filepath.Join(s.dir, e.Name())) == nil {
				n++
			}
		}
	}
	return n
}

// Clean removes the full outputs in dir older than ttl and returns how many,
// for `hooktool state gc` (reduce also cleans as it writes new ones).
func Clean(dir string, ttl time.Duration) int {
	return store{dir: dir, ttl: ttl, now: time.Now}.clean()
}
