package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestCountSummary(t *testing.T) {
	for s, want := range map[string]bool{
		"Found 8 warnings.":                     true,
		"Found 2 infos.":                        true,
		"12 problems (3 errors, 9 warnings)":    true,
		"  1 error":                             true,
		"found 0 vulnerabilities":               false,
		"8 warnings were silenced by a setting": true,
		"Found the file":                        false,
		"2024 was a good year":                  false,
		"":                                      false,
	} {
		if got := countSummary(s); got != want {
			t.Errorf("countSummary(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestProjectFrame(t *testing.T) {
	for s, want := range map[string]bool{
		"at ./src/eval.rs:93:26": true,
		"at src/lib.rs:4:9":      true,
		"at /rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/panicking.rs:80:14":      false,
		"at /home/dev/.cargo/registry/src/index.crates.io-6f17d22bba15001f/serde-1.0.0/src/de.rs:1:1": false,
		"at ./vendor/x/src/a.rs:3:1": false,
		"at main":                    false,
		"4: tokenizer::eval::tests":  false,
	} {
		if got := projectFrame(s); got != want {
			t.Errorf("projectFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestFailureWords(t *testing.T) {
	for s, want := range map[string]bool{
		`├── ava@6.4.1 invalid: "^5.3.0" from the root project`:    true,
		"├── UNMET DEPENDENCY lodash-es@^4.17.21":                  true,
		"reading https://proxy.example/x/@v/list: 400 Bad Request": true,
		"==1== indirectly lost: 0 bytes in 0 blocks":               true,
		"├── prettier@3.10.1":                                      false,
		"==1== still reachable: 472 bytes in 1 blocks":             false,
	} {
		if got := important(s); got != want {
			t.Errorf("important(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestMarkedWarning(t *testing.T) {
	for s, want := range map[string]bool{
		"(!) Circular dependency": true,
		"[!] missing peer":        true,
		"(!)":                     false,
		"(x) Circular dependency": false,
	} {
		if got := warning(s); got != want {
			t.Errorf("warning(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestCaretMessage(t *testing.T) {
	for s, want := range map[string]bool{
		"      ^ Duplicate of attribute name [ id ] was found.": true,
		"      ^~~~~~":  false,
		"      ^ here":  false,
		"^ at the left": false, // not under anything: no indent
	} {
		if got := caretMessage(s); got != want {
			t.Errorf("caretMessage(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestPrintedLogIsReduced checks that a printed file is judged by its
// shape: a log (a timestamp and a level on each line) keeps its errors
// and folds its routine lines; source code, even long, stays whole.
func TestPrintedLogIsReduced(t *testing.T) {
	var log, src strings.Builder
	for i := range 200 {
		fmt.Fprintf(&log, "2026-12-01 10:00:%02d,%03d INFO    [main] app.worker: handled request %d in 12 ms\n", i%60, i, i)
		if i == 120 {
			log.WriteString("2026-12-01 10:01:00,120 ERROR   [main] app.worker: request 120 failed\n")
		}
		fmt.Fprintf(&src, "func handler%d(w http.ResponseWriter, r *http.Request) { serve(w, r, %d) }\n", i, i)
	}
	out, ok := Text(Print, log.String(), "/tmp/full.log")
	if !ok || !strings.Contains(out, "ERROR   [main] app.worker: request 120 failed") || len(out) > log.Len()/4 {
		t.Errorf("printed log: reduced %v to %d bytes of %d, want its error kept and most lines gone:\n%s", ok, len(out), log.Len(), out)
	}
	if out, ok := Text(Print, src.String(), "/tmp/full.log"); ok || out != src.String() {
		t.Errorf("printed source was reduced, want it whole:\n%s", out)
	}
}

// TestListShape checks that the lines of a wrapped list of words share a
// shape whatever their words, and that code and messages do not.
func TestListShape(t *testing.T) {
	if a, b := lineShape("  dvisvgm fonts-droid-fallback fonts-lmodern"), lineShape("  libpaper1 libpotrace0 libptexenc1 libsynctex2"); a != b {
		t.Errorf("list lines: shapes %q and %q differ", a, b)
	}
	for _, s := range []string{"  return parse(line, 3)", "  File: a.go", "  x = 1 + y", "  Two words"} {
		if sh := lineShape(s); strings.HasPrefix(sh, "list ") {
			t.Errorf("lineShape(%q) = %q, want no list", s, sh)
		}
	}
}
