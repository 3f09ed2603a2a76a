package reduce

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/hookd/hookd/state"
)

func run(t *testing.T, o Options, argv ...string) (Result, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	r := Run(argv, nil, &out, &errb, o)
	return r, out.String(), errb.String()
}

func TestRunExitCodes(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		argv    []string
		code    int
		started bool
	}{
		{[]string{"true"}, 0, true},
		{[]string{"sh", "-c", "exit 5"}, 5, true},
		{[]string{"sh", "-c", "kill -KILL $$"}, 137, true},
		{[]string{"sh", "-c", "kill -INT $$"}, 130, true},
		{[]string{"no-such-command-hookd-test"}, 127, false},
		{[]string{dir}, 126, false}, // a folder is not executable
		// Reduced output keeps the exit code.
		{[]string{"sh", "-c", "seq 1 5000; echo 'x.go:3: error: y' >&2; exit 3"}, 3, true},
		{[]string{"sh", "-c", "seq 1 5000; kill -TERM $$"}, 143, true},
	}
	for _, c := range cases {
		r, out, _ := run(t, Options{Dir: dir}, c.argv...)
		if strings.Contains(c.argv[len(c.argv)-1], "seq") && (r.Saved == "" || strings.Count(out, "\n") > 100) {
			t.Errorf("%q: not reduced (%d lines printed, saved %q, err %v, code %d)", c.argv, strings.Count(out, "\n"), r.Saved, r.Err, r.Code)
		}
		if r.Code != c.code || r.Started != c.started {
			t.Errorf("%q: code %d started %v, want %d %v (err %v)", c.argv, r.Code, r.Started, c.code, c.started, r.Err)
		}
	}
}

func TestRunSmallPassesThrough(t *testing.T) {
	dir := t.TempDir()
	r, out, errb := run(t, Options{Dir: dir}, "sh", "-c", `printf 'a\r\nb \033[31mred\033[0m'; printf 'oops\n' >&2`)
	if out != "a\r\nb \033[31mred\033[0m" || errb != "oops\n" {
		t.Errorf("not byte-exact: %q %q", out, errb)
	}
	if r.Saved != "" || r.Before != int64(len(out)+len(errb)) || r.After != r.Before {
		t.Errorf("result %+v", r)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("a small output saved a file")
	}
}

// TestRunDropsOnlyEscapes: a coloured output with nothing to leave out
// prints its lines without their escapes, and saves no file (no line went).
func TestRunDropsOnlyEscapes(t *testing.T) {
	dir := t.TempDir()
	// (Each case a bare word of its own: errors that differ in a number
	// only would fold into one summary, itemgroup.go.)
	r, out, _ := run(t, Options{Dir: dir}, "sh", "-c", `i=0; w=x; while [ $i -lt 40 ]; do printf '\033[31merror\033[39m: \033[1mcase %s\033[22m failed\n' $w; i=$((i+1)); w=${w}x; done`)
	if strings.Contains(out, "\033") || strings.Count(out, "\n") != 40 || !strings.HasPrefix(out, "error: case x failed\n") {
		t.Errorf("escapes left or lines lost: %q", out)
	}
	if r.Saved != "" || r.After >= r.Before {
		t.Errorf("result %+v", r)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		t.Errorf("an output with no line left out saved a file")
	}
}

const longScript = `i=0; while [ $i -lt 600 ]; do echo "step $i done"; i=$((i+1)); done; echo "pkg/x.go:7: undefined: y" >&2; echo "last line"`

func TestRunReducesAndKeepsTheWhole(t *testing.T) {
	dir := t.TempDir()
	r, out, errb := run(t, Options{Dir: dir}, "sh", "-c", longScript)
	if r.Saved == "" || !strings.HasPrefix(r.Saved, dir) {
		t.Fatalf("no full output saved: %+v", r)
	}
	if !strings.Contains(out, "lines omitted; full output: "+r.Saved+"]") || !strings.HasSuffix(out, "last line\n") {
		t.Errorf("stdout: %q", out)
	}
	if errb != "pkg/x.go:7: undefined: y\n" {
		t.Errorf("stderr: %q", errb)
	}
	full, err := os.ReadFile(r.Saved)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(full), "\n"); n != 602 || !strings.Contains(string(full), "step 599 done") {
		t.Errorf("full output has %d lines", n)
	}
	if fi, _ := os.Stat(r.Saved); fi.Mode().Perm() != 0o600 {
		t.Errorf("full output mode %v", fi.Mode().Perm())
	}
	if r.After >= r.Before/2 || r.After != int64(len(out)+len(errb)) {
		t.Errorf("bytes: %d -> %d", r.Before, r.After)
	}
}

func TestRunWithoutFolderNeverOmits(t *testing.T) {
	r, out, _ := run(t, Options{}, "sh", "-c", longScript)
	if strings.Contains(out, "omitted") || strings.Count(out, "\n") != 601 || r.Saved != "" {
		t.Errorf("omitted output without a place to keep it: %d lines", strings.Count(out, "\n"))
	}
}

func TestRunSpillsPastTheMemoryBound(t *testing.T) {
	dir := t.TempDir()
	// An error in the middle, far from both ends, and one at the end.
	script := `i=0; while [ $i -lt 30000 ]; do echo "row $i"; [ $i = 15000 ] && echo "mid.c:5: error: in the middle"; i=$((i+1)); done; echo "a.c:1: error: late"`
	r, out, _ := run(t, Options{Dir: dir, MaxCapture: 4096}, "sh", "-c", script)
	if r.Saved == "" {
		t.Fatalf("no spill file: %+v", r)
	}
	full, _ := os.ReadFile(r.Saved)
	if strings.Count(string(full), "\n") != 30002 {
		t.Errorf("spill file has %d lines", strings.Count(string(full), "\n"))
	}
	for _, want := range []string{"row 0\n", "\nmid.c:5: error: in the middle\n", "\na.c:1: error: late\n", "lines omitted; full output: " + r.Saved + "]"} {
		if !strings.Contains(out, want) {
			t.Errorf("reduced spill output lost %q", want)
		}
	}
	// Every line is accounted for: shown, or counted by a marker.
	shown, counted := 0, 0
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if m := regexp.MustCompile(`^\[(?:hooktool: )?([\d,]+) lines? omitted`).FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
			counted += n
		} else {
			shown++
		}
	}
	if shown+counted != 30002 {
		t.Errorf("%d lines shown + %d counted, want 30002", shown, counted)
	}
}

// TestStreamMemoryIsBounded feeds a lineStream far more than its bounds
// and checks what it holds stays within them, with every error kept.
func TestStreamMemoryIsBounded(t *testing.T) {
	s := newLineStream(specFor(Generic))
	chunk := []byte(strings.Repeat("some ordinary progress output line\n", 1000))
	lines := 0
	for i := 0; i < 2000; i++ { // 70 MB
		s.feed(chunk)
		lines += 1000
		if i%500 == 250 {
			s.feed([]byte("pkg/x.go:9: error number " + strconv.Itoa(i) + "\n"))
			lines++
		}
		if held := s.midSize + s.tailSize + cap(s.partial); held > streamKeep+streamTail+maxPartial {
			t.Fatalf("after %d chunks the stream holds %d bytes", i, held)
		}
	}
	got := s.finish()
	errs, total := 0, 0
	for _, l := range got {
		total += max(l.gap, 1)
		if strings.Contains(l.text, "error number") {
			errs++
		}
	}
	if errs != 4 || total != lines {
		t.Errorf("kept %d of 4 errors, accounted for %d of %d lines", errs, total, lines)
	}
}

func TestCleanRemovesExpiredOutputs(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.log")
	keep := filepath.Join(dir, "notes.txt")
	for _, p := range []string{old, keep} {
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		past := time.Now().Add(-48 * time.Hour)
		os.Chtimes(p, past, past)
	}
	r, _, _ := run(t, Options{Dir: dir, TTL: time.Hour}, "sh", "-c", longScript)
	if _, err := os.Stat(old); !os.IsNotExist(err) {
		t.Errorf("expired output kept")
	}
	for _, p := range []string{keep, r.Saved} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s removed: %v", p, err)
		}
	}
}

func TestKind(t *testing.T) {
	cases := map[string]string{
		"git status": GitStatus, "/usr/bin/git -C x --no-pager diff": GitDiff, "git -c a=b log": GitLog, "git show HEAD": GitShow, "git push": Generic, "git show HEAD:src/a.py": Print, "git -C x show main:README.md": Print, "git show --stat HEAD~3": GitShow, "git show HEAD -- a:b": GitShow, "git show :/fix": GitShow, "git stash show -p stash@{1}": GitShow, "git stash list": Generic,
		"git blame -L 1,40 src/a.js": Print, "git -C x annotate a.js": Print, "git blame --porcelain a.js": Print, "git cat-file -p HEAD:a.js": Print, "git ls-files": Find, "git ls-tree -r HEAD": Find,
		"go test ./...": GoTest, "go vet": GoVet, "go build": GoBuild, "go env": Generic,
		"npm ci": NpmInstall, "yarn": NpmInstall, "pnpm run test:unit": NpmTest, "npm run build": Generic, "npx jest": NpmTest, "npx tsc": Tsc, "npx eslint .": Eslint,
		"node --test test/": NpmTest, "node app.js --test": Generic, "deno test": NpmTest,
		"pytest -q": Pytest, "python3 -m pytest": Pytest, "python -m unittest -v": Pytest, "python3 x.py": Generic,
		"cargo test": CargoTest, "cargo clippy": CargoBuild, "make -j4": Make, "docker buildx build .": Docker, "docker run x": Generic,
		"mypy src": Lint, "go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...": Lint, "go run ./cmd/x": GoBuild, "python3 -m flake8 .": Lint, "ruff check": Lint, "npx webpack": Bundle, "esbuild a.ts --bundle": Bundle,
		"grep -rn x .": Grep, "grep -n x f.go": Bounded, "git grep -n x": Grep, "rg x": Grep, "curl -v http://h": Curl, "curl -sS http://h": Generic,
		"pip install -r r.txt": Pip, "python3 -m pip install .": Pip, "pip list": Generic,
		"sh -c 'cd api && go test ./...'": GoTest, "bash -lc \"npm test\"": NpmTest, "bash -c": Generic, "bash run.sh": Generic,
		"gcc --help": Print, "go help testflag": Print, "man -P cat sqlite3": Print, "git reflog -n 40": GitLog, "ls -h": Bounded, "df -h": Generic,
		"find . -type f": Find, "ls -la": Bounded, "ls -laR": LsR, "ls --recursive": LsR, "tree": Tree, "cat x": Print, "sed -n 1,80p f": Print, "uname -a": Generic, "": Generic,
	}
	for in, want := range cases {
		if got := Kind(strings.Fields(in)); got != want {
			t.Errorf("Kind(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMarkerAndClip(t *testing.T) {
	if got := Marker(1234, "/p"); got != "[hooktool: 1,234 lines omitted; full output: /p]" {
		t.Errorf("marker %q", got)
	}
	if got := Marker(1, "/p"); got != "[hooktool: 1 line omitted; full output: /p]" {
		t.Errorf("marker %q", got)
	}
	if got := briefMarker(3); got != "[3 lines omitted]" {
		t.Errorf("brief marker %q", got)
	}
	long := strings.Repeat("é", 3000)
	r := renderer{path: "/p"}
	got := r.clip(long)
	if !strings.Contains(got, "bytes of this line omitted; full output: /p]") || !strings.HasPrefix(long, strings.SplitN(got, " [hooktool", 2)[0]) || !utf8.ValidString(got) {
		t.Errorf("clip: %q...", got[:40])
	}
	// An error in the middle of a long line survives, and a second clip
	// refers to the file briefly.
	mid := strings.Repeat(`{"k":"v"},`, 5000) + `{"status":"error","msg":"db.go:41: connection refused"}` + strings.Repeat(`{"k":"v"},`, 5000)
	got = r.clip(mid)
	if !strings.Contains(got, `db.go:41: connection refused`) || len(got) > 3000 || strings.Contains(got, "full output") {
		t.Errorf("clip around the error: %d bytes %q", len(got), got)
	}
}

func TestJournalFold(t *testing.T) {
	dir := t.TempDir()
	j := filepath.Join(dir, "reduce", "gain.jsonl")
	now := time.Unix(1700000000, 0)
	for _, r := range []Result{{Kind: GoTest, Before: 1000, After: 200, Saved: "/x"}, {Kind: GoTest, Before: 50, After: 50}, {Kind: Make, Before: 10, After: 10}} {
		if _, err := Journal(j, r, now); err != nil {
			t.Fatal(err)
		}
	}
	db, err := state.Open(filepath.Join(dir, "state.db"), state.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Update(func(tx *state.Tx) error { return Fold(j, tx) }); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(j); fi.Size() != 0 {
		t.Errorf("journal not emptied")
	}
	var got []KindStat
	db.View(func(tx *state.Tx) error { got = Totals(tx); return nil })
	if len(got) != 2 || got[0].Kind != GoTest || got[0].Runs != 2 || got[0].Reduced != 1 || got[0].Before != 1050 || got[0].After != 250 || got[1].Kind != Make {
		t.Errorf("totals %+v", got)
	}
	// Folding again adds nothing.
	db.Update(func(tx *state.Tx) error { return Fold(j, tx) })
	db.View(func(tx *state.Tx) error { got = Totals(tx); return nil })
	if got[0].Runs != 2 {
		t.Errorf("fold counted twice: %+v", got[0])
	}
}

func TestRunMergedKeepsOrder(t *testing.T) {
	dir := t.TempDir()
	script := `i=0; while [ $i -lt 900 ]; do echo "out $i"; if [ $i = 150 ]; then echo "x.go:1: error in the middle" >&2; fi; i=$((i+1)); done`
	var out, errb bytes.Buffer
	r := Run([]string{"sh", "-c", script}, nil, &out, &errb, Options{Dir: dir, Merged: true})
	if r.Saved == "" || errb.Len() != 0 {
		t.Fatalf("merged run: saved %q, stderr %q", r.Saved, errb.String())
	}
	lines := strings.Split(out.String(), "\n")
	for i, l := range lines {
		if l == "x.go:1: error in the middle" {
			// The lines after it are the stdout lines that followed it.
			if i+1 >= len(lines) || lines[i+1] != "out 151" {
				t.Errorf("error line out of order: %q", lines[max(0, i-2):min(len(lines), i+2)])
			}
			return
		}
	}
	t.Errorf("error line lost: %q", out.String())
}

// TestStreamClipsALongLineAsItArrives feeds one 20 MB line with an error
// in its middle through a stream: the error survives, what is held stays
// bounded, and the shown bytes plus the omitted ones add up to the line.
func TestStreamClipsALongLineAsItArrives(t *testing.T) {
	s := newLineStream(specFor(Generic))
	chunk := []byte(strings.Repeat(`{"id":1,"ok":true},`, 3000))
	total := 0
	for i := 0; i < 350; i++ {
		if i == 175 {
			e := []byte(`{"status":"broken","msg":"pay.go:88: payment gateway timeout"},`)
			s.feed(e)
			total += len(e)
		}
		s.feed(chunk)
		total += len(chunk)
		if held := cap(s.partial); held > 3*maxPartial {
			t.Fatalf("holding %d bytes of one line", held)
		}
	}
	s.feed([]byte("\nnext line\n"))
	got := s.finish()
	if len(got) != 2 || !got[0].clipped || got[1].text != "next line" {
		t.Fatalf("lines: %d, first clipped %v", len(got), len(got) > 0 && got[0].clipped)
	}
	text := got[0].text
	if !strings.Contains(text, "pay.go:88: payment gateway timeout") || len(text) > 20000 {
		t.Errorf("clipped line of %d bytes lost the error", len(text))
	}
	shown, omitted := 0, 0
	re := regexp.MustCompile(` ?\[hooktool: ([\d,]+) bytes of this line omitted\x00\] ?`)
	for _, m := range re.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
		omitted += n
	}
	for _, p := range re.Split(text, -1) {
		shown += len(p)
	}
	if shown+omitted != total {
		t.Errorf("%d shown + %d omitted bytes, the line has %d", shown, omitted, total)
	}
	r := renderer{path: "/p"}
	if out := r.fill(text); strings.Count(out, "full output: /p") != 1 || strings.Contains(out, "\x00") {
		t.Errorf("the first marker should name the file once: %q", out[:200])
	}
}

// TestImportantNamesExceptions checks that a line naming an exception
// class is kept wherever it is (Python, Java and JS name them "FooError:",
// with no word break before "Error"), a failing TAP test, a failed exit
// code, and the place of a problem in a file without an extension.
func TestImportantNamesExceptions(t *testing.T) {
	for s, want := range map[string]bool{
		"IndexError: list index out of range":                         true,
		"app.config.ConfigError: config is not valid JSON":            true,
		"java.lang.IllegalStateException: closed":                     true,
		"INFO sync: synced batch 061: 183 rows in 20 ms":              false,
		"a mirror of the terror":                                      false,
		"Dockerfile:8":                                                true,
		"make: *** [Makefile:11: build/app] Error 1":                  true,
		"not ok 61 - parses repeated keys into arrays":                true,
		"The command '/bin/sh -c npm ci' returned a non-zero code: 1": true,
		"Process finished with exit code 2":                           true,
		"worker stopped (exit status 0)":                              false,
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestDockerKeepsTheFailingInstruction checks the lines of a BuildKit
// failure that say where it failed: the Dockerfile's file:line and the
// instruction it marks with ">>>" (no daemon was at hand to record one).
func TestDockerKeepsTheFailingInstruction(t *testing.T) {
	cls := specFor(Docker).cls()
	for _, s := range []string{"Dockerfile:8", "   8 | >>> RUN npm run build"} {
		if c, _ := cls(s); c != keep {
			t.Errorf("docker line %q: class %d, want keep", s, c)
		}
	}
	if c, _ := cls("   7 |     COPY . ."); c == keep {
		t.Errorf("a context line of the Dockerfile is kept")
	}
}

// TestGroupKeepsHaveWant: when go's "not enough arguments" repeats, the
// have/want lines under a grouped occurrence go with it; none is left
// without its diagnostic above.
func TestGroupKeepsHaveWant(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 8; i++ {
		fmt.Fprintf(&b, "a/f%d.go:%d:5: not enough arguments in call to strings.Index\n\thave (string)\n\twant (string, string)\n", i, i+3)
	}
	out, omitted := reduceLines(GoBuild, textLines(b.String()), "/p")
	if !omitted || !strings.Contains(out, "more of") {
		t.Fatalf("not grouped:\n%s", out)
	}
	ls := strings.Split(out, "\n")
	for i, l := range ls {
		if strings.HasPrefix(l, "\thave ") && (i == 0 || !strings.Contains(ls[i-1], "not enough arguments")) {
			t.Errorf("orphan have line at %d:\n%s", i, out)
		}
	}
}

// TestRunNamesFileOnce: when both streams are reduced, the full-output
// file (one for the run) is named once, by stdout's first marker.
func TestRunNamesFileOnce(t *testing.T) {
	r, out, errb := run(t, Options{Dir: t.TempDir()}, "sh", "-c", "seq 1 3000; seq 1 3000 >&2")
	if r.Saved == "" || !strings.Contains(errb, "lines omitted]") {
		t.Fatalf("not reduced: %+v\n%s", r, errb)
	}
	if n := strings.Count(out+errb, r.Saved); n != 1 {
		t.Errorf("full output named %d times:\n%s\n%s", n, out, errb)
	}
}

// TestPrintKeepsAll: what cat or sed -n prints was asked for, error words
// and all: nothing is left out, whatever its size.
func TestPrintKeepsAll(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 400; i++ {
		fmt.Fprintf(&b, "line %d of the file, no error here\n", i)
	}
	if out, ok := Text(Kind([]string{"cat", "notes.txt"}), b.String(), "/p"); ok || out != b.String() {
		t.Errorf("cat's output reduced (%v)", ok)
	}
}

// TestUntrackedByFolder: many untracked files (more than untrackedWhole)
// of one folder and extension, named unalike, show two of their names; a
// file alone in its folder stays.
func TestUntrackedByFolder(t *testing.T) {
	var b strings.Builder
	b.WriteString("On branch main\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n")
	for _, n := range []string{"Alert", "Badge", "Button", "Card", "Dialog", "Drawer", "Menu", "Popover", "Select", "Slider", "Switch", "Table", "Tabs", "Toast", "Tooltip"} {
		for _, v := range []string{"", "Group", "Item", "List"} {
			fmt.Fprintf(&b, "\tsrc/ui/%s%s.tsx\n", n, v)
		}
	}
	b.WriteString("\tscripts/release.sh\n\nnothing added to commit but untracked files present (use \"git add\" to track)\n")
	out, omitted := reduceLines(GitStatus, textLines(b.String()), "/p")
	if !omitted || !strings.Contains(out, "\tsrc/ui/Alert.tsx") || strings.Contains(out, "\tsrc/ui/Switch.tsx") || !strings.Contains(out, "\tscripts/release.sh") {
		t.Errorf("not grouped by folder:\n%s", out)
	}
}

// TestSpillKeepsHeadOfFirstChunk: when one read brings more than the
// memory bound, the stream's head is still its first lines.
func TestSpillKeepsHeadOfFirstChunk(t *testing.T) {
	dir := t.TempDir()
	c := &capture{limit: 4096, dir: dir, kind: Generic, st: store{dir: dir, ttl: time.Hour, now: time.Now}}
	var b strings.Builder
	for i := 0; i < 30000; i++ { // more lines than a stream's tail holds
		fmt.Fprintf(&b, "row %d\n", i)
	}
	if _, err := (&streamWriter{c, 0}).Write([]byte(b.String())); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if _, _, err := c.emit(&out, &errb, 1024, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "row 0\nrow 1\n") {
		t.Errorf("head lost:\n%.200s", out.String())
	}
}
