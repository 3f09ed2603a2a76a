package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestRecursionFolds: a recursion's frames, printed again word for word
// (a JVM's StackOverflowError, node with a raised stack limit, Python's
// mutual recursion), fold under the first block with a count; the
// frames above and below it stay.
func TestRecursionFolds(t *testing.T) {
	var b strings.Builder
	b.WriteString("Exception in thread \"main\" java.lang.StackOverflowError\n")
	b.WriteString("\tat com.acme.tree.Node.depth(Node.java:41)\n")
	for range 500 {
		b.WriteString("\tat com.acme.tree.Node.walk(Node.java:57)\n\tat com.acme.tree.Node.depth(Node.java:44)\n")
	}
	out := reduceAsRun(Generic, b.String())
	wants(t, out, "java.lang.StackOverflowError", "\tat com.acme.tree.Node.depth(Node.java:41)",
		"\tat com.acme.tree.Node.walk(Node.java:57)", "\tat com.acme.tree.Node.depth(Node.java:44)")
	if !strings.Contains(out, "[hooktool: the 2 lines above repeat 499 more times") || strings.Count(out, "Node.walk") != 1 || len(out) > 1000 {
		t.Errorf("a recursion's 1,000 frames came back at %d bytes:\n%s", len(out), out)
	}

	fx := recorded(t, "testdata/fresh41", "node-rebuild-index-deep-stack")
	out = reduceAsRun(fx.kind, fx.output)
	wants(t, out, fx.keep...)
	if len(out) > len(fx.output)/2 {
		t.Errorf("node's deep stack came back at %d of %d bytes:\n%s", len(out), len(fx.output), out)
	}

	// Python's frames are two lines each: a mutual recursion is a block
	// of four.
	b.Reset()
	b.WriteString("Traceback (most recent call last):\n  File \"/home/dev/p/app.py\", line 30, in <module>\n    main()\n")
	for range 300 {
		b.WriteString("  File \"/home/dev/p/app.py\", line 12, in even\n    return odd(n - 1)\n")
		b.WriteString("  File \"/home/dev/p/app.py\", line 18, in odd\n    return even(n - 1)\n")
	}
	b.WriteString("RecursionError: maximum recursion depth exceeded\n")
	out = reduceAsRun(Generic, b.String())
	wants(t, out, "RecursionError: maximum recursion depth exceeded",
		`  File "/home/dev/p/app.py", line 30, in <module>`, `  File "/home/dev/p/app.py", line 18, in odd`)
	if !strings.Contains(out, "[hooktool: the 4 lines above repeat 299 more times") || len(out) > 1200 {
		t.Errorf("a mutual recursion came back at %d bytes:\n%s", len(out), out)
	}
}

// TestRecursionKeepsWhatDiffers: frames alike but for their numbers are
// no repeats (each names its own line), and routine lines repeated are
// left to the budgets, with no note above nothing.
func TestRecursionKeepsWhatDiffers(t *testing.T) {
	var b strings.Builder
	b.WriteString("Error: boom\n")
	for i := range 40 {
		fmt.Fprintf(&b, "    at step%d (/home/dev/p/src/steps.js:%d:5)\n", i%2, 10+i)
	}
	out := reduceAsRun(Generic, b.String())
	if strings.Contains(out, "repeat") {
		t.Errorf("frames that differ folded as a recursion:\n%s", out)
	}
	ls := textLines(strings.Repeat("    waiting for lock\n", 10))
	if got := foldRecursion(ls); len(got) != len(ls) {
		t.Errorf("routine lines folded with a note: %d lines from %d", len(got), len(ls))
	}
	ls = textLines(strings.Repeat("  at f (a.js:1:1)\n", 10))
	for i := range ls {
		ls[i].cls = keep
	}
	got := foldRecursion(ls)
	if len(got) != len(ls)+1 || !got[1].note || got[1].text != "[hooktool: the line above repeats 9 more times" {
		t.Errorf("kept frames repeated: got %+v", got[:2])
	}
}

// TestShortAnswerWhole: an answer up to printWhole with no failure in it
// (a program's own report, its rows alike; go run's, whose kind is go
// build's) comes back whole: it is what the agent ran the program to read. One with an error
// in it is still reduced around the error.
func TestShortAnswerWhole(t *testing.T) {
	for _, name := range []string{"fresh45/worker-run-schedule", "fresh46/go-run-tramsim-ok"} {
		dir, n, _ := strings.Cut(name, "/")
		fx := recorded(t, "testdata/"+dir, n)
		if out := reduceAsRun(fx.kind, fx.output); out != fx.output {
			t.Errorf("%s: a program's own rows came back reduced:\n%s", name, out)
		}
	}
	var b strings.Builder
	for i := range 36 {
		fmt.Fprintf(&b, "H%02d amitraz  %d.0 2024-08-01 -> 2024-09-%02d\n", i, i%7, i%28+1)
	}
	b.WriteString("error: hive H99 not found in jobs.json\n")
	for i := range 4 {
		fmt.Fprintf(&b, "H%02d oxalic  1.0 2024-10-01 -> 2024-10-%02d\n", 40+i, i+2)
	}
	in := b.String()
	out, omitted := textAs(Generic, in, fullPath, false)
	if !omitted || !strings.Contains(out, "error: hive H99 not found in jobs.json\n") {
		t.Errorf("a short output with an error not reduced around it (omitted %v):\n%s", omitted, out)
	}
}

// TestBundleMessageParts: webpack's span line under each error's file
// header ("./src/a.ts 18:33-43") tells two errors of one file apart, and
// esbuild's notes under a message ("The symbol "x" was originally
// declared here:") are its second half: both stay for every message.
func TestBundleMessageParts(t *testing.T) {
	fx := recorded(t, "testdata/fresh44", "webpack-cinema-dev-stats-errors-only")
	wants(t, reduceAsRun(fx.kind, fx.output), "./src/booking.ts 29:11-20", "./src/showtimes.ts 18:20-30", "./src/showtimes.ts 18:33-43")
	fx = recorded(t, "testdata/fresh44", "esbuild-cinema-kiosk-bundle-many-errors")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, `  The symbol "discount" was originally declared here:`, `  Consider adding the "async" keyword here:`, "3 errors")
	if strings.Contains(out, "11 │ export function discount(code: string): number {\n         ╵ ~~~~~~") {
		t.Errorf("an excerpt shown whole:\n%s", out)
	}
}

// TestLogWithTracebacks: a web app's log read with tail, whose failed
// requests logged their tracebacks, is a log though most of its lines are
// the traces': its routine records fold and each failure stays. A file
// with a few dated lines over indented ones that are no trace is still
// printed whole.
func TestLogWithTracebacks(t *testing.T) {
	fx := recorded(t, "testdata/fresh45", "tail-api-log")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, fx.keep...)
	if len(out) > len(fx.output)*3/4 {
		t.Errorf("a log of tracebacks came back at %d of %d bytes:\n%s", len(out), len(fx.output), out)
	}
	for s, want := range map[string]bool{
		"ZeroDivisionError: division by zero":           true,
		"java.lang.IllegalStateException: closed":       true,
		"Traceback (most recent call last):":            true,
		"    return self.mite_count / self.sample_bees": true,
		"name: apiary":            false,
		"Error budget: 3 per day": false,
	} {
		if recordTail(s) != want {
			t.Errorf("recordTail(%q) = %v", s, !want)
		}
	}
	if !pyExceptionLine("RateLimited: boe: 429 Too Many Requests") || !pyExceptionLine("decimal.InvalidOperation: [x]") || pyExceptionLine("During handling of the above exception, another exception occurred:") {
		t.Error("pyExceptionLine misreads a traceback's last line")
	}
}

// TestGroupMemberException: the exception under a member's traceback in
// an exception group stays, whatever its class is named, in a program's
// log as anywhere.
func TestGroupMemberException(t *testing.T) {
	fx := recorded(t, "testdata/fresh7", "python-exceptiongroup-taskgroup")
	wants(t, reduceAsRun(fx.kind, fx.output), "    | RateLimited: boe: 429 Too Many Requests, retry after 30s")
}

// TestRecursionAtOtherAddresses: Go prints a recursion's frames with
// their own addresses (fp=, sp=, an argument's value): alike but for
// those, they fold, and the note says the addresses differ. Records at
// the margin that come back alike (an access log's requests, each
// second) are no recursion.
func TestRecursionAtOtherAddresses(t *testing.T) {
	var b strings.Builder
	b.WriteString("runtime: goroutine stack exceeds 1000000000-byte limit\nfatal error: stack overflow\n\ngoroutine 1 gp=0xc000002380 m=0 mp=0x5a4e40 [running]:\n")
	for i := range 50 {
		fmt.Fprintf(&b, "main.even(0x%x?)\n\t/home/dev/p/main.go:7 +0x27 fp=0x%x sp=0x%x pc=0x47a767\n", i*8, 0xc000100000+i*48, 0xc000100000+i*48-24)
		fmt.Fprintf(&b, "main.odd(...)\n\t/home/dev/p/main.go:10\n")
	}
	b.WriteString("main.main()\n\t/home/dev/p/main.go:12 +0x18 fp=0xc000200000 sp=0xc0001fffe0 pc=0x47a818\nexit status 2\n")
	in := b.String()
	out, _ := textAs(GoTest, in, fullPath, false)
	if !strings.Contains(out, "[hooktool: the 4 lines above repeat 49 more times, at other addresses") || strings.Count(out, "main.odd(...)") != 1 {
		t.Errorf("a recursion at other addresses not folded:\n%s", out)
	}
	wants(t, out, "main.main()", "\t/home/dev/p/main.go:12 +0x18 fp=0xc000200000 sp=0xc0001fffe0 pc=0x47a818")
	checkMarkers(t, in, out)
	if recursionKey("main.even(0x3f?) fp=0xc0001 pc=0x47a767") != "main.even(0x?) fp=0x pc=0x" || recursionKey("line 12") != "line 12" {
		t.Error("recursionKey keeps an address")
	}

	b.Reset()
	for s := range 12 {
		for _, p := range []string{"/a.html", "/b.html", "/favicon.ico"} {
			st := 200
			if p == "/favicon.ico" {
				st = 404
				fmt.Fprintf(&b, "127.0.0.1 - - [02/Dec/2026 02:19:%02d] code 404, message File not found\n", 22+s/4)
			}
			fmt.Fprintf(&b, "127.0.0.1 - - [02/Dec/2026 02:19:%02d] \"GET %s HTTP/1.1\" %d -\n", 22+s/4, p, st)
		}
	}
	if out, _ := textAs(Generic, b.String(), fullPath, false); strings.Contains(out, "lines above repeat") {
		t.Errorf("an access log's records folded as a recursion:\n%s", out)
	}
}

// TestCargoListAndJSONFails: cargo test -- --list's names and counts are
// what was asked for, and stay; go test -json's fail events stay for each
// test, as the results -json was asked for.
func TestCargoListAndJSONFails(t *testing.T) {
	fx := recorded(t, "testdata/fresh47", "cargo-test-clues-list")
	wants(t, reduceAsRun(fx.kind, fx.output), "cat_wild_mid: test", "18 tests, 0 benchmarks", "conflict_position: test")
	for s, want := range map[string]bool{
		"tests::cell_down: test":                   true,
		"src/lib.rs - matches (line 36): test":     true,
		"7 tests, 0 benchmarks":                    true,
		"1 test, 0 benchmarks":                     true,
		"test tests::cell_down ... ok":             false,
		"    note: test":                           false,
		"running 7 tests":                          false,
		"test result: ok. 7 passed; 0 failed; 0 i": false,
		"3 crates built, see the benchmark":        false,
	} {
		if cargoListed(s) != want {
			t.Errorf("cargoListed(%q) = %v", s, !want)
		}
	}
	fx = recorded(t, "testdata/fresh47", "go-test-crag-json-grade")
	wants(t, reduceAsRun(fx.kind, fx.output), fx.keep...)
}

// TestStatRowsUnalike: a commit's stat of many modules of one folder,
// each named its own way (a refactor's), keeps every row; 200 generated
// files named alike still fold to two.
func TestStatRowsUnalike(t *testing.T) {
	fx := recorded(t, "testdata/fresh49", "git-diff-refactor-stat")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, " ledgerkit/approvals.py     | 12 ++++++------", " ledgerkit/billing.py       | 12 ++++++------", " 81 files changed, 569 insertions(+), 569 deletions(-)")
	var b strings.Builder
	for i := range 200 {
		fmt.Fprintf(&b, " web/components/c%d.js | 3 +++\n", i)
	}
	b.WriteString(" 200 files changed, 600 insertions(+)\n")
	out = reduceAsRun(GitDiff, b.String())
	if n := strings.Count(out, "web/components/c"); n > 4 {
		t.Errorf("%d rows of 200 generated files shown:\n%s", n, out)
	}
}

// TestMochaFailureTitle: mocha numbers each failure over its title path,
// the suites and the test each a line deeper ("  2) coupon",
// "       paginateCoupon", "         last page:"): every line of it stays,
// for each failure, as the name of what failed.
func TestMochaFailureTitle(t *testing.T) {
	fx := recorded(t, "testdata/fresh49", "mocha-shop-web-spec")
	wants(t, reduceAsRun(fx.kind, fx.output), "         last page:", "         multiplies price by qty:", "         prefers newer updatedAt:")
}

// TestErrorDetail: PostgreSQL's DETAIL and HINT under an error, relayed
// by a driver into a log, stay with each error: they name the row.
func TestErrorDetail(t *testing.T) {
	fx := recorded(t, "testdata/fresh49", "tail-ingest-log")
	wants(t, reduceAsRun(fx.kind, fx.output), "DETAIL:  Key (invoice_id, line_no)=(51011, 3) already exists.", "DETAIL:  Key (invoice_id, line_no)=(51150, 3) already exists.")
	if !errorDetail(`HINT:  No function matches the given name and argument types.`) || errorDetail("DETAILS: none") {
		t.Error("errorDetail misreads PostgreSQL's lines")
	}
}

// TestStatusAfterDiff: git diff && git status -sb is named by its last
// command, but most of it is the diff: the diff is read by git diff's
// reducer (its context goes) and the status after it by git status's.
func TestStatusAfterDiff(t *testing.T) {
	fx := recorded(t, "testdata/fresh50", "git-diff-src-layout")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, fx.keep...)
	wants(t, out, " M src/layout.ts", "?? scripts/")
	if strings.Contains(out, "      seats.push({ row, pos, riser: plan.riserRows.includes(row) });\n") {
		t.Errorf("a diff's far context shown:\n%s", out)
	}
	if k, at := statusAfterGit(GitStatus, textLines("## main\n M a.go\n")); at != 0 || k != "" {
		t.Errorf("a plain status split at %d as %q", at, k)
	}
}

// TestSurveyOneHitEach: a search of installed packages whose files have
// one or two hits each (286 files, 333 hits) keeps every file's first
// hit: the files are the answer.
func TestSurveyOneHitEach(t *testing.T) {
	fx := recorded(t, "testdata/fresh51", "grep-rn-dist-packages-import-warnings")
	wants(t, reduceAsRun(fx.kind, fx.output), fx.keep...)
}

// TestExplainedOtherwise: tsc errors of one message whose explanations
// under them differ (each names its own options type) are not grouped
// behind the first one's: each stays with its explanation, in the plain
// and the --pretty format alike.
func TestExplainedOtherwise(t *testing.T) {
	fx := recorded(t, "testdata/fresh49", "tsc-shop-web-ts")
	wants(t, reduceAsRun(fx.kind, fx.output),
		"  Property 'retries' is missing in type '{ name: string; }' but required in type 'ConfigOptions'.",
		"  Property 'retries' is missing in type '{ name: string; }' but required in type 'WorkerOptions'.")
	fx = recorded(t, "testdata/fresh51", "tsc-carpool-pretty-multifile")
	wants(t, reduceAsRun(fx.kind, fx.output), "  Type 'string' is not assignable to type 'Weekday'.")
	if !elaborates("src/a.ts:4:9 - error TS2322: Type 'x' is not assignable to type 'y'.", "  Type 'null' is not assignable to type 'y'.") {
		t.Error("tsc --pretty's explanation not read as one")
	}
}

// TestTreeTops: npm ls --all's top level (the project's own
// dependencies, at the margin) stays; the levels under it are sampled.
func TestTreeTops(t *testing.T) {
	fx := recorded(t, "testdata/fresh52", "npm-ls-jurytally-all-head")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, "├─┬ @typescript-eslint/parser@7.18.0", "├─┬ eslint@8.57.1")
	if len(out) > len(fx.output)*2/3 {
		t.Errorf("a tree came back at %d of %d bytes:\n%s", len(out), len(fx.output), out)
	}
	flat := textLines(strings.Repeat("├── a@1.0.0\n", 30))
	for _, l := range keepTreeTops(flat) {
		if l.cls == keep {
			t.Fatal("a flat list of branches kept whole")
		}
	}
}
