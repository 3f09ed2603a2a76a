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
		{"git stash list && git stash show -p stash@{1}", Generic},
		{"head -n 60 orders.csv | csvlook", Print},
		{"cd data && cat orders.csv", Print},
		{"echo start && ./run.sh", Generic},
		{"./run.sh && echo done", Generic},
		{"RUST_BACKTRACE=1 cargo test", CargoTest},
		{"NODE_OPTIONS=--max-old-space-size=4096 npx jest", NpmTest},
		{"timeout -k 5 60 pytest -q", Pytest},
		{"env CI=1 nice -n 5 go test ./...", GoTest},
		{"uv run pytest tests", Pytest},
		{"poetry run mypy .", Lint},
		{"bundle exec rubocop", Lint},
		{"cd x && time go test ./...", GoTest},
		{"time go test ./...", Generic},               // (an argv to run never starts with the shell's keyword)
		{`bash -c "cd svc && go test ./..."`, GoTest}, // (split on blanks, as a hook sees the line)
		{"python3 -m coverage run -m pytest && python3 -m coverage report", Generic},
		{"go vet ./... && go test ./...", GoTest},
	} {
		if got := Kind(strings.Fields(c.line)); got != c.want {
			t.Errorf("Kind(%q) = %q, want %q", c.line, got, c.want)
		}
	}
	// An argv to run: sh -c's script is one word, left to the shell (the
	// rewrite does not wrap it: the output's shape picks the reducer).
	if got := Kind([]string{"sh", "-c", "cd svc && cargo test"}); got != Generic {
		t.Errorf("Kind(sh -c script) = %q, want %q", got, Generic)
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
	prose.WriteString("The log shows:\ncommit 0123456789abcdef0123456789abcdef01234567\nAuthor: Dev\nand later\ncommit 1123456789abcdef0123456789abcdef01234567\nAuthor: Dev\n--- FAIL: TestX (0.00s)\n")
	for _, c := range []struct {
		name, text, want string
	}{
		{"go test -v", goStream(20), GoTest},
		{"git log", log.String(), GitLog},
		{"cargo test", cargo.String(), CargoTest},
		{"pytest", py.String(), Pytest},
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
