package reduce

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// fixture is one recorded real output (see testdata/fixtures/*.txtar: the
// header names the reducer kind and the command that produced it; "keep"
// lists the lines that must survive any reduction).
type fixture struct {
	name, kind, output string
	keep               []string
	contains           []string // substrings that must survive (of a clipped line)
}

func loadFixtures(t testing.TB) []fixture {
	files, err := filepath.Glob("testdata/fixtures/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	var out []fixture
	for _, f := range files {
		a, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fx := fixture{name: strings.TrimSuffix(filepath.Base(f), ".txtar")}
		for _, l := range strings.Split(string(a.Comment), "\n") {
			if k, ok := strings.CutPrefix(l, "kind: "); ok {
				fx.kind = k
			}
		}
		for _, file := range a.Files {
			switch file.Name {
			case "output":
				fx.output = string(file.Data)
			case "keep":
				fx.keep = strings.Split(strings.TrimSuffix(string(file.Data), "\n"), "\n")
			case "contains":
				fx.contains = strings.Split(strings.TrimSuffix(string(file.Data), "\n"), "\n")
			}
		}
		if fx.kind == "" || fx.output == "" || len(fx.keep)+len(fx.contains) == 0 {
			t.Fatalf("%s: needs a kind, an output and keep lines", f)
		}
		out = append(out, fx)
	}
	return out
}

// fullPath is as long as a real one, so the markers cost what they cost.
const fullPath = "/home/dev/.local/state/hooktool/reduce/20261129-174311-52093-go-test.log"

var markerRe = regexp.MustCompile(`^\[hooktool: ([\d,]+) lines? omitted(; full output: ` + regexp.QuoteMeta(fullPath) + `)?\]$`)

// clipRe is the marker inside a clipped line.
var clipRe = regexp.MustCompile(` ?\[hooktool: [\d,]+ bytes? of this line omitted(; full output: ` + regexp.QuoteMeta(fullPath) + `)?\] ?`)

// reduceAsRun reduces one stream's text as Run does: only when something
// is omitted and more than a tenth saved.
func reduceAsRun(kind, text string) string {
	if len(text) <= DefaultMinBytes {
		return text
	}
	out, omitted := reduceLines(kind, textLines(text), fullPath)
	if !omitted || len(out) > len(text)*9/10 {
		return text
	}
	return out
}

// TestFixtures reduces every recorded output the way Run does and checks
// that every must-keep line survives, that every omission is marked with
// the exact number of lines it stands for, and reports the bytes saved.
func TestFixtures(t *testing.T) {
	var before, after, kept, want int
	for _, fx := range loadFixtures(t) {
		t.Run(fx.name, func(t *testing.T) {
			out := reduceAsRun(fx.kind, fx.output)
			got := map[string]bool{}
			for _, l := range splitLines(out) {
				got[l] = true
			}
			for _, k := range fx.keep {
				want++
				if got[k] {
					kept++
				} else {
					t.Errorf("must-keep line lost: %q", k)
				}
			}
			for _, k := range fx.contains {
				want++
				if strings.Contains(out, k) {
					kept++
				} else {
					t.Errorf("must-keep text lost: %q", k)
				}
			}
			checkMarkers(t, fx.output, out)
			if n := strings.Count(out, "; full output: "); n > 1 {
				t.Errorf("%d markers name the full output, want one", n)
			}
			before += len(fx.output)
			after += len(out)
			t.Logf("%-18s %-12s %7d -> %6d bytes (%.0f%% saved)", fx.name, fx.kind, len(fx.output), len(out), 100*(1-float64(len(out))/float64(len(fx.output))))
		})
	}
	saved := 100 * (1 - float64(after)/float64(before))
	t.Logf("fixture set: %d -> %d bytes, %.1f%% saved; must-keep lines kept: %d/%d", before, after, saved, kept, want)
	if saved < 60 {
		t.Errorf("saved %.1f%% over the fixture set, want at least 60%%", saved)
	}
}

// checkMarkers walks the reduced output against the original: every line
// is the next original line (or its clipped form), and every marker skips
// exactly the number of lines it claims.
func checkMarkers(t *testing.T, orig, out string) {
	t.Helper()
	if orig == out {
		return
	}
	in := splitLines(orig)
	i := 0
	for _, l := range splitLines(out) {
		if m := markerRe.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
			if n < 1 || i+n > len(in) {
				t.Fatalf("marker %q at input line %d of %d", l, i, len(in))
			}
			i += n
			continue
		}
		if i >= len(in) {
			t.Fatalf("extra output line %q", l)
		}
		if l != in[i] && !clippedFrom(l, in[i]) {
			t.Fatalf("output line %q is not input line %d %q", l, i+1, in[i])
		}
		i++
	}
	if i != len(in) {
		t.Fatalf("output accounts for %d of %d input lines", i, len(in))
	}
}

// clippedFrom reports whether out is line in clipped: its pieces between
// byte markers appear in line in order, starting with its head.
func clippedFrom(out, line string) bool {
	pieces := clipRe.Split(out, -1)
	if len(pieces) < 2 || !strings.HasPrefix(line, pieces[0]) {
		return false
	}
	at := len(pieces[0])
	for _, p := range pieces[1:] {
		k := strings.Index(line[at:], p)
		if k < 0 {
			return false
		}
		at += k + len(p)
	}
	return true
}

// BenchmarkFixtures is the reducers' cost over the whole fixture set.
func BenchmarkFixtures(b *testing.B) {
	fxs := loadFixtures(b)
	size := 0
	for _, fx := range fxs {
		size += len(fx.output)
	}
	b.SetBytes(int64(size))
	for b.Loop() {
		for _, fx := range fxs {
			reduceAsRun(fx.kind, fx.output)
		}
	}
}
