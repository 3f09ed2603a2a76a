package reduce

import (
	"fmt"
	"strings"
	"testing"
)

func TestKindOfShellLines(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"cd svc && go test ./...", GoTest},
		{"cd svc; go test ./...", GoTest},
		{"go test ./... 2>&1 | tail -50", GoTest},
		{"make build && ./bin/check | tee log.txt", Make},
		{"git stash list && git stash show -p stash@{1}", GitShow}, // (the diff is most of it)
		{"head -n 60 orders.csv | csvlook", Print},
		{"cd data && cat orders.csv", Print},
		{"git blame -L 1,40 src/rates.js | head -n 20", Print},
		{"echo start && ./run.sh", Generic},
		{"./run.sh && echo done", Generic},
		{"RUST_BACKTRACE=1 cargo test", CargoTest},
		{"NODE_OPTIONS=--max-old-space-size=4096 npx jest", NpmTest},
		{"timeout -k 5 60 pytest -q", Pytest},
		{"env CI=1 nice -n 5 go test ./...", GoTest},
		{"uv run pytest tests", Pytest},
		{"poetry run mypy .", Lint},
		{"bundle exec rubocop", Lint},
		{"pnpm exec tsc --noEmit", Tsc},
		{"npm exec -- eslint .", Eslint},
		{"yarn dlx jest", NpmTest},
		{"npm run build", Generic},
		{"cd x && time go test ./...", GoTest},
		{"time go test ./...", Generic},               // (an argv to run never starts with the shell's keyword)
		{`bash -c "cd svc && go test ./..."`, GoTest}, // (the line the shell runs)
		{`bash -c "./run.sh"`, Generic},
		{"python3 -m coverage run -m pytest && python3 -m coverage report", Generic},
		{"go vet ./... && go test ./...", GoTest},
		{"pytest -q && make dist", Pytest},
		{"npm test && npm install left-pad", NpmTest},
		{"npm run lint && npx tsc --noEmit", Tsc},
		{"if ! go test ./...; then echo failed; fi", GoTest},
		{"awk -F, '{s+=$3; n++} END {print s/n}' orders.csv", Print},
		{`git commit -m "fix: a; b && c"`, Generic},
		{`echo "x && y" && go test ./...`, GoTest},
		{"for d in a b; do (cd $d && make); done", Generic}, // ("(cd" is no command name)
	} {
		if got := Kind(strings.Fields(c.line)); got != c.want {
			t.Errorf("Kind(%q) = %q, want %q", c.line, got, c.want)
		}
	}
	// An argv to run: sh -c's script is one word, read as the line it is
	// (the rewrite does not wrap a shell; hooktool reduce -- sh -c ...
	// typed by hand reads it so).
	if got := Kind([]string{"sh", "-c", "cd svc && cargo test"}); got != CargoTest {
		t.Errorf("Kind(sh -c script) = %q, want %q", got, CargoTest)
	}
	// The rewrite's argv has no operators: unchanged.
	if got := Kind([]string{"git", "status"}); got != GitStatus {
		t.Errorf("Kind(git status) = %q", got)
	}
}

// goStream is go test -v output of n passing packages and one failure.
func goStream(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "=== RUN   TestLoad%d\n--- PASS: TestLoad%d (0.00s)\nPASS\nok  \texample.com/app/pkg%d\t0.%03ds\n", i, i, i, i)
	}
	b.WriteString("=== RUN   TestTotal\n    cart_test.go:12: total = 17, want 18\n--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\texample.com/app/cart\t0.004s\nFAIL\n")
	return b.String()
}

func TestShapeKind(t *testing.T) {
	var log, cargo, py, diff, table, prose strings.Builder
	for i := range 6 {
		fmt.Fprintf(&log, "commit %040x\nAuthor: Dev <dev@example.test>\nDate:   Tue Dec 1 10:00:0%d 2026 +0000\n\n    change %d\n\n", i+1, i, i)
		fmt.Fprintf(&diff, "diff --git a/f%d.go b/f%d.go\n--- a/f%d.go\n+++ b/f%d.go\n@@ -1,3 +1,3 @@\n x\n-y\n+z\n w\n", i, i, i, i)
		fmt.Fprintf(&table, "| %d | sku-%d | ok | 12.50 |\n", i, i)
	}
	cargo.WriteString("   Compiling calc v0.1.0\n    Finished test target(s)\n     Running unittests src/lib.rs\n\nrunning 3 tests\ntest a ... ok\ntest b ... ok\ntest c ... FAILED\n\ntest result: FAILED. 2 passed; 1 failed\n")
	py.WriteString("============================= test session starts ==============================\ncollected 3 items\n\ntests/test_a.py ..F\n")
	pyQuiet := "..F\n=================================== FAILURES ===================================\n___ test_get ___\nE   assert 1 == 2\n1 failed, 2 passed in 0.03s\n"
	unit := "test_a (t.T.test_a) ... ok\ntest_b (t.T.test_b) ... FAIL\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nFAILED (failures=1)\n"
	goPlain := "--- FAIL: TestNil (0.00s)\npanic: runtime error [recovered]\n\ngoroutine 7 [running]:\nmain.f()\n\t/src/a.go:3 +0x1\nFAIL\texample.com/app/store\t0.010s\nok  \texample.com/app/cart\t0.004s\nFAIL\n"
	prose.WriteString("The log shows:\ncommit 0123456789abcdef0123456789abcdef01234567\nAuthor: Dev\nand later\ncommit 1123456789abcdef0123456789abcdef01234567\nAuthor: Dev\n--- FAIL: TestX (0.00s)\n")
	for _, c := range []struct {
		name, text, want string
	}{
		{"go test -v", goStream(20), GoTest},
		{"git log", log.String(), GitLog},
		{"cargo test", cargo.String(), CargoTest},
		{"pytest", py.String(), Pytest},
		{"pytest -q", pyQuiet, Pytest},
		{"unittest", unit, Pytest},
		{"jest", "FAIL test/a.test.js\n  ● a › adds\n\n    expect(received).toBe(expected)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 3 passed, 4 total\n", NpmTest},
		{"mocha", "  cart\n    ✔ adds\n    1) totals\n\n  1 passing (4ms)\n  1 failing\n", NpmTest},
		{"tests counted in prose", "Tests: see the total\nwe had 3 passing (mostly)\n", ""},
		{"go test, a panic", goPlain + strings.Repeat("\tgoroutine frame\n", 40), GoTest},
		{"go test -v cut by tail, parallel tests resuming", "=== NAME  TestA\n    a_test.go:3: step 1\n=== NAME  TestB\n    b_test.go:4: step 1\n=== NAME  TestA\n    a_test.go:5: want 2, got 3\n", GoTest},
		{"a diff stays generic", diff.String(), ""},
		{"a table is data", table.String(), ""},
		{"shapes quoted in prose", prose.String(), ""},
	} {
		if got := shapeKind(textLines(c.text)); got != c.want {
			t.Errorf("%s: shapeKind = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestGenericReadsKnownShape checks that an unnamed command's go test
// stream is reduced as go test's: passing packages counted on one line,
// the failure whole, as under the go test kind.
func TestGenericReadsKnownShape(t *testing.T) {
	in := goStream(40)
	got, ok := Text(Generic, in, "/tmp/full.log")
	want, _ := Text(GoTest, in, "/tmp/full.log")
	if !ok || got != want {
		t.Fatalf("generic kind on a go test stream:\n%s\nwant (go test's):\n%s", got, want)
	}
	for _, k := range []string{"    cart_test.go:12: total = 17, want 18", "--- FAIL: TestTotal (0.00s)", "FAIL\texample.com/app/cart\t0.004s", "packages ok"} {
		if !strings.Contains(got, k) {
			t.Errorf("lost %q:\n%s", k, got)
		}
	}
}

// unshaped are test runs whose output has no shape of its own: TAP and
// JUnit XML (the generic rules read them as any runner's), and node's
// spec reporter, which ends with TAP's counts.
var unshaped = map[string]bool{
	"fixtures/npm-test-node": true, "fixtures/npm-test": true, "fresh3/node-test-spec-fail": true,
	"fresh6/node-test-reporter-dot": true, "fresh6/node-test-reporter-junit": true,
}

// TestUnnamedRunners reduces the recorded outputs of go test, cargo test,
// pytest, JS test runners and git log as if their command named no tool
// (a script, a wrapper, a compound line), and the test runs as if make
// had started them (make test): every line their own reducer keeps
// stays, every marker counts right, and the saving is their reducer's.
func TestUnnamedRunners(t *testing.T) {
	var before, own, generic int
	for _, dir := range []string{"fixtures", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7"} {
		for _, fx := range loadFixtures(t, "testdata/"+dir) {
			switch fx.kind {
			case GoTest, CargoTest, Pytest, GitLog, NpmTest:
			default:
				continue
			}
			if fx.kind == GitLog && !strings.HasPrefix(fx.output, "commit ") || unshaped[dir+"/"+fx.name] {
				continue // (git log --oneline, --graph: a listing, read as no tool's)
			}
			t.Run(dir+"/"+fx.name, func(t *testing.T) {
				out := reduceAsRun(Generic, fx.output)
				mine := reduceAsRun(fx.kind, fx.output)
				if out != mine {
					t.Errorf("reduced as generic:\n%s\nas %s:\n%s", out, fx.kind, mine)
				}
				// make test: a test run make started is read as one.
				if mk := reduceAsRun(Make, fx.output); fx.kind != GitLog && mk != mine {
					t.Errorf("reduced as make's:\n%s\nas %s:\n%s", mk, fx.kind, mine)
				}
				checkMarkers(t, fx.output, out)
				before, own, generic = before+len(fx.output), own+len(mine), generic+len(out)
			})
		}
	}
	if before == 0 || generic != own {
		t.Errorf("%d bytes reduced to %d as generic, %d by their own reducers", before, generic, own)
	}
}

func TestDrawnTableRows(t *testing.T) {
	for _, c := range []struct {
		row  string
		want bool
	}{
		{"|  1 | 2026-01-01 | umbrella  | SKU-137 |  18 |", true},
		{"│ 2026-01 │ eu-west  │  412 │  10234.50 │", true},
		{"| id |       date | customer  | sku     | qty |", false},
		{"| -- | ---------- | --------- | ------- | --- |", false},
		{"| Option | Default | Meaning |", false},
		{"| `reduce.min_bytes` | 1024 | below it, output passes |", false},
	} {
		if got := dataRow(c.row); got != c.want {
			t.Errorf("dataRow(%q) = %v, want %v", c.row, got, c.want)
		}
	}
	var b strings.Builder
	b.WriteString("| id |       date | status   |\n| -- | ---------- | -------- |\n")
	for i := 1; i <= 80; i++ { // (past printWhole: a shorter table comes back whole)
		st := "paid    "
		if i == 30 {
			st = "failed  "
		}
		fmt.Fprintf(&b, "| %2d | 2026-01-%02d | %s |\n", i, i%28+1, st)
	}
	out, ok := Text(Print, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatalf("a printed drawn table of 80 rows was not folded:\n%s", out)
	}
	for _, k := range []string{"| id |       date | status   |", "|  1 | 2026-01-02 | paid     |", "| 30 | 2026-01-03 | failed   |", "| 80 | 2026-01-25 | paid     |"} {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q:\n%s", k, out)
		}
	}
	checkMarkers(t, b.String(), strings.ReplaceAll(out, "/tmp/full.log", fullPath))
}

// FuzzKind: any shell line gives one of the kinds, never a panic, and
// the same kind when read again.
func FuzzKind(f *testing.F) {
	for _, s := range []string{"cd x && go test ./...", "&&", "; ;", "a; b;", "| tail", "timeout -k", "uv run", "env A=1 -- ", "if ! ; then", "nice -n 5", "x=1 y=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		k := Kind(strings.Fields(line))
		if _, ok := specs()[k]; !ok {
			t.Fatalf("Kind(%q) = %q, no such kind", line, k)
		}
		if k2 := Kind(strings.Fields(line)); k2 != k {
			t.Fatalf("Kind(%q) = %q, then %q", line, k, k2)
		}
	})
}

// TestCompoundLines reduces the outputs of two recorded commands run as
// one shell line, with the kind Kind gives the line: the test run's
// reducer reads both, and every line either's keep list names stays
// (a build's or an install's reducer would sample the test report's
// failures away).
func TestCompoundLines(t *testing.T) {
	fxs := map[string]fixture{}
	for _, dir := range []string{"fixtures", "fresh"} {
		for _, fx := range loadFixtures(t, "testdata/"+dir) {
			fxs[dir+"/"+fx.name] = fx
		}
	}
	for _, c := range []struct {
		line, a, b string
		sections   bool // reduced as much as each output apart
	}{
		{"pytest -v && make -k -f Makefile.top", "fresh/pytest-v-fail", "fixtures/make", false},
		{"flake8 && pytest -v", "fresh/flake8-many", "fresh/pytest-v-fail", true},
		{"make -k -f Makefile.top test", "fixtures/make", "fresh/pytest-v-fail", true},
		{"pytest -v; flake8", "fresh/pytest-v-fail", "fresh/flake8-many", true},
		{"npx jest --verbose; npx tsc -b", "fresh/jest-verbose", "fixtures/tsc-repeated", true},
		{"npx vitest run; npx eslint src", "fresh/vitest-fail", "fresh/eslint-stylish-many", true},
		{"mypy --strict && pytest --tb=short", "fresh/mypy-errors", "fresh/pytest-tb-short", true},
		{"npx tsc -b && npx jest --verbose", "fixtures/tsc-repeated", "fresh/jest-verbose", true},
		{"npx eslint src && npx vitest run", "fresh/eslint-stylish-many", "fresh/vitest-fail", true},
		{"npm install request@2.88.2 && npx jest jtest", "fixtures/npm-install", "fresh/jest-fail", false},
		{"go build ./... && go test -v ./...", "fixtures/go-build", "fixtures/go-test-v", false},
		{"go test -v ./... && go build ./...", "fixtures/go-test-v", "fixtures/go-build", false},
	} {
		a, b := fxs[c.a], fxs[c.b]
		if a.output == "" || b.output == "" {
			t.Fatalf("%s: no fixture %s or %s", c.line, c.a, c.b)
		}
		in := a.output + b.output
		out := reduceAsRun(Kind(strings.Fields(c.line)), in)
		got := map[string]bool{}
		for _, l := range splitLines(out) {
			got[l] = true
		}
		sums := summaries(out)
		for _, k := range append(append([]string(nil), a.keep...), b.keep...) {
			if !got[k] && covered(sums, k) == nil && !okNamed(splitLines(out), k) {
				t.Errorf("%s: lost %q", c.line, k)
			}
		}
		checkMarkers(t, in, out)
		if n := strings.Count(out, "; full output: "); n != 1 {
			t.Errorf("%s: %d markers name the full output, want one", c.line, n)
		}
		if apart := len(reduceAsRun(a.kind, a.output)) + len(reduceAsRun(b.kind, b.output)); c.sections && len(out) > apart+apart/20 {
			t.Errorf("%s: %d bytes, %d for the two outputs reduced apart", c.line, len(out), apart)
		}
	}
}

func TestTestRunStarts(t *testing.T) {
	for _, c := range []struct {
		t    string
		py   bool
		js   bool
		name string
	}{
		{"============================= test session starts ==============================", true, false, "pytest's session rule"},
		{"..F.....s.                                                               [ 40%]", true, false, "pytest -q progress"},
		{"build [ 40%]", false, false, "a build's percentage"},
		{"PASS src/cart.test.js", false, true, "jest's file result"},
		{"FAIL test/coupon.spec.ts (5.2 s)", false, true, "jest's failing file"},
		{"RUN  v1.6.0 /app", false, true, "vitest's banner"},
		{"PASS: all checks", false, false, "a pass in words"},
		{"FAIL src/cart.js", false, false, "a source file, no test's"},
	} {
		if got := pytestStart(c.t); got != c.py {
			t.Errorf("%s: pytestStart(%q) = %v", c.name, c.t, got)
		}
		if got := jsTestStart(c.t); got != c.js {
			t.Errorf("%s: jsTestStart(%q) = %v", c.name, c.t, got)
		}
	}
}

func TestTestRunEnds(t *testing.T) {
	for _, c := range []struct {
		t      string
		py, js bool
	}{
		{"========================= 2 failed, 9 passed in 0.31s =========================", true, false},
		{"2 failed, 9 passed, 1 warning in 1.52s", true, false},
		{"============================== 12 passed in 0.04s ==============================", true, false},
		{"=================== 1 failed, 3 passed in 2.10s (0:00:02) ====================", true, false},
		{"checked 12 files in 0.3s", false, false},
		{"Ran all test suites.", false, true},
		{"Ran all test suites matching /cart/i.", false, true},
		{"Duration  1.20s (transform 40ms, setup 0ms, collect 60ms, tests 12ms)", false, true},
		{"Duration: 3s", false, false},
	} {
		if got := pytestEnd(c.t); got != c.py {
			t.Errorf("pytestEnd(%q) = %v", c.t, got)
		}
		if got := jsTestEnd(c.t); got != c.js {
			t.Errorf("jsTestEnd(%q) = %v", c.t, got)
		}
	}
}
