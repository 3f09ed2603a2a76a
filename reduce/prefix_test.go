package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestTaskPrefix(t *testing.T) {
	for s, want := range map[string]string{
		"web:test: PASS src/a.test.js":                  "web:test: ",
		"@repo/ui:lint: src/a.ts:3:1 error x":           "@repo/ui:lint: ",
		"packages/core test: FAIL src/a.test.ts":        "packages/core test: ",
		"packages/core test$ vitest run":                "packages/core test$ ",
		"packages/core test:unit: ok":                   "packages/core test:unit: ",
		"app-1  | --- FAIL: TestX (0.00s)":              "app-1  | ",
		"db_1    | LOG:  database system is ready":      "db_1    | ",
		"@acme/core: > jest":                            "@acme/core: ",
		"[@acme/core]: PASS src/a.test.js":              "[@acme/core]: ",
		"[packages/web]: FAIL src/b.test.js":            "[packages/web]: ",
		"[INFO]: started":                               "", // a severity
		"[gw0]: x":                                      "",
		"core: > jest":                                  "", // too like "error: x"
		"tests/test_a.py:12: AssertionError":            "", // a place
		"src/a.ts:3:1: error: x":                        "",
		"main.go:12:3: undefined: x":                    "",
		"modified:   src/a.go":                          "",
		"    at Object.<anonymous> (src/a.test.js:5:3)": "",
		"Error: boom":                                   "",
		"std::vector<int>: bad":                         "",
	} {
		if got := taskPrefix(s); got != want {
			t.Errorf("taskPrefix(%q) = %q, want %q", s, got, want)
		}
	}
}

// A go test run behind docker compose's service prefix is read as go
// test's: passing tests fold, the failure stays, every printed line
// keeps its prefix, and the markers add up.
func TestPrefixedRunReadByShape(t *testing.T) {
	var in []string
	for i := 0; i < 30; i++ {
		in = append(in, fmt.Sprintf("=== RUN   TestRender%d", i), fmt.Sprintf("--- PASS: TestRender%d (0.00s)", i))
	}
	in = append(in, "=== RUN   TestSave", "    save_test.go:41: got 500, want 201", "--- FAIL: TestSave (0.01s)", "FAIL",
		"FAIL\texample.com/app/api\t0.118s")
	for i := range in {
		in[i] = "app-1  | " + in[i]
	}
	in = append(in, "app-1 exited with code 1")
	text := strings.Join(in, "\n") + "\n"
	out := reduceAsRun(Generic, text)
	for _, s := range []string{"app-1  |     save_test.go:41: got 500, want 201", "app-1  | --- FAIL: TestSave (0.01s)", "app-1 exited with code 1"} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if strings.Contains(out, "TestRender12") || len(out)*3 > len(text) {
		t.Errorf("passing tests not folded (%d of %d bytes):\n%s", len(out), len(text), out)
	}
	checkMarkers(t, text, out)
}

// Output with a prefix on only some lines, or on many distinct ones, is
// left as it is.
func TestPrefixNeedsMostLines(t *testing.T) {
	var in []string
	for i := 0; i < 20; i++ {
		in = append(in, fmt.Sprintf("line %d of the log", i))
	}
	in = append(in, "web:test: a", "web:test: b", "web:test: c")
	if stripTaskPrefixes(textLines(strings.Join(in, "\n"))) {
		t.Error("a few prefixed lines among many stripped")
	}
	in = in[:0]
	for i := 0; i < 20; i++ {
		in = append(in, fmt.Sprintf("svc%d-1  | started", i))
	}
	if stripTaskPrefixes(textLines(strings.Join(in, "\n"))) {
		t.Error("twenty distinct prefixes, one line each, stripped")
	}
}

// A jest run behind turbo's task prefix keeps its assertion's expected
// and received values, which the JS test reducer keeps and the generic
// rules, reading the prefixed lines, do not.
func TestPrefixedJestKeepsValues(t *testing.T) {
	in := []string{"• Packages in scope: web", "• Running test in 1 packages"}
	var run []string
	for i := 0; i < 25; i++ {
		run = append(run, fmt.Sprintf("PASS src/part%d.test.js", i))
	}
	run = append(run, "FAIL src/cart.test.js", "  ● cart › total", "",
		"    expect(received).toBe(expected) // Object.is equality", "",
		"    Expected: 70", "    Received: 80", "",
		"      at Object.toBe (src/cart.test.js:5:49)", "",
		"Test Suites: 1 failed, 25 passed, 26 total", "Tests:       1 failed, 99 passed, 100 total",
		"Snapshots:   0 total", "Time:        1.355 s", "Ran all test suites.")
	for _, l := range run {
		in = append(in, strings.TrimRight("web:test: "+l, " "))
	}
	in = append(in, " Tasks:    0 successful, 1 total", "Failed:    web#test")
	text := strings.Join(in, "\n") + "\n"
	out := reduceAsRun(Generic, text)
	for _, s := range []string{"web:test:     Expected: 70", "web:test:     Received: 80", "web:test: Tests:       1 failed, 99 passed, 100 total", "Failed:    web#test"} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	checkMarkers(t, text, out)
}

func TestPidTag(t *testing.T) {
	for s, want := range map[string]int{
		"==26015== Invalid read of size 1": len("==26015== "),
		"==26015==":                        len("==26015=="),
		"--26015-- run: /usr/bin/dsymutil": len("--26015-- "),
		"==26015-- mixed":                  0,
		"==== FAILURES ====":               0,
		"-- The C compiler identification": 0,
		"==1":                              0,
		"=== RUN   TestX":                  0,
	} {
		if got := pidTag(s); got != want {
			t.Errorf("pidTag(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestValgrindFramesNotFindings: with valgrind's process tag set aside,
// its records read as records: a frame said again in the next record
// is no finding to group (no summary of frames), and the records that
// say the same up to their addresses fold.
func TestValgrindFramesNotFindings(t *testing.T) {
	var b strings.Builder
	b.WriteString("==41== Memcheck, a memory error detector\n==41== Command: ./kv\n==41==\n")
	for i := range 6 {
		fmt.Fprintf(&b, "==41== Invalid read of size 1\n==41==    at 0x4847782: strlen (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)\n"+
			"==41==    by 0x48AD65A: printf (printf.c:33)\n==41==    by 0x1093DB: main (main.c:14)\n"+
			"==41==  Address 0x4a428b%d is %d bytes inside a block of size 5 free'd\n==41==    at 0x484417B: free (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)\n"+
			"==41==    by 0x109719: store_put (store.c:22)\n==41==\n", i, i)
	}
	b.WriteString("==41== ERROR SUMMARY: 6 errors from 1 contexts (suppressed: 0 from 0)\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	checkMarkers(t, in, out)
	if strings.Contains(out, "more of \"==41==") {
		t.Errorf("frames grouped as findings:\n%s", out)
	}
	for _, want := range []string{"==41==    by 0x1093DB: main (main.c:14)", "==41== ERROR SUMMARY: 6 errors from 1 contexts (suppressed: 0 from 0)"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
	if len(out)*2 > len(in) {
		t.Errorf("reduced %d bytes to %d, want under half:\n%s", len(in), len(out), out)
	}
}
