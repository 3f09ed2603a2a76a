//go:build e2e

package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReduceRewrite: with reduce.rewrite on, the model's `find` is wrapped
// in `hooktool reduce --` in PreToolUse and the client runs the wrapped
// command: the tool result the model gets is the reduced output, with the
// marker naming a file that holds all of it, the error line and the last
// line kept, and the command's exit code still reported. The same holds
// for a stage a pass-through wrapper runs (stdbuf, as uv run or bundle
// exec would be): the wrap goes before the wrapper.
func TestReduceRewrite(t *testing.T) {
	for _, cmd := range []string{
		// find exits 1 for the missing folder, after listing the rest.
		"find data missing-folder -name '*.txt'",
		"stdbuf -oL find data missing-folder -name '*.txt'",
	} {
		t.Run(strings.Fields(cmd)[0], func(t *testing.T) { reduceRewrite(t, cmd) })
	}
}

func reduceRewrite(t *testing.T, cmd string) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		rewriteOn(t, e)
		for i := range 600 {
			e.WriteFile(fmt.Sprintf("data/d%02d/file-%03d.txt", i%20, i), "x\n")
		}
		e.API.Script([]Block{Bash(cmd, "list the data files")}, []Block{Text("Listed.")})
		e.Claude("list the data files")

		id := toolID(t, e.API, 0)
		res, ok := toolResult(e.API, id)
		if !ok {
			t.Fatalf("the client never sent the result of %s to the model", id)
		}
		text := contentText(res.Get("content"))
		m := regexp.MustCompile(`\[hooktool: ([\d,]+) lines omitted; full output: (\S+)\]`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("the model got unreduced output (%d bytes); the rewrite did not happen: %q", len(text), clipText(text, 600))
		}
		if !strings.Contains(text, "missing-folder") {
			t.Errorf("find's error line was dropped: %q", clipText(text, 600))
		}
		if !res.Get("is_error").Bool() && !strings.Contains(text, "Exit code 1") {
			t.Errorf("find's exit code 1 was lost: %s", clipText(res.Raw, 400))
		}
		full, err := os.ReadFile(m[2])
		if err != nil {
			t.Fatalf("the full output the marker names: %v", err)
		}
		if n := strings.Count(string(full), ".txt\n"); n != 600 {
			t.Errorf("full output lists %d files, want 600", n)
		}
		t.Logf("the model got %d bytes for a %d-byte output (%s lines omitted)", len(text), len(full), m[1])
		if len(text) >= len(full) {
			t.Errorf("the model got %d bytes for a %d-byte output", len(text), len(full))
		}
		out, _, code := e.Run(e.Hooktool, "gain", "--json")
		if code != 0 || !strings.Contains(out, `"kind": "find"`) {
			t.Errorf("gain does not show the run: exit %d: %s", code, out)
		}
	})
}

// TestReduceRenameDiff: with reduce.rewrite on, the model's `git diff` of a
// refactor that only renames a parameter comes back in the client as the
// file's header, its hunk header, its first pair and one note naming the
// rename; the other pairs are left in the full output, which the marker
// names.
func TestReduceRenameDiff(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		rewriteOn(t, e)
		src := func(param string) string {
			var b strings.Builder
			for i := range 30 {
				fmt.Fprintf(&b, "def tide_op%d(%s):\n    # check the input of op%d\n    return %s + %d\n\n\n", i, param, i, param, i)
			}
			return b.String()
		}
		e.WriteFile("tides.py", src("x"))
		for _, args := range [][]string{{"add", "tides.py"}, {"-c", "user.name=dev", "-c", "user.email=dev@example.com", "commit", "-q", "-m", "tides"}} {
			if out, errOut, code := e.Run("git", args...); code != 0 {
				t.Fatalf("git %v: exit %d: %s%s", args, code, out, errOut)
			}
		}
		e.WriteFile("tides.py", src("value"))
		e.API.Script([]Block{Bash("git diff", "review the rename")}, []Block{Text("Reviewed.")})
		e.Claude("review the rename")

		res, ok := toolResult(e.API, toolID(t, e.API, 0))
		if !ok {
			t.Fatal("the client never sent the result of git diff to the model")
		}
		text := contentText(res.Get("content"))
		for _, want := range []string{
			"[hooktool: changes that only replace `x` with `value` omitted but the first of each]",
			"diff --git a/tides.py b/tides.py", "-def tide_op0(x):", "+def tide_op0(value):",
		} {
			if !strings.Contains(text, want) {
				t.Errorf("the model's git diff lacks %q: %q", want, clipText(text, 800))
			}
		}
		if strings.Contains(text, "tide_op7(") {
			t.Errorf("the rename's later pairs reached the model: %q", clipText(text, 800))
		}
		if !regexp.MustCompile(`\[hooktool: [\d,]+ lines? omitted; full output: \S+\]`).MatchString(text) {
			t.Errorf("no marker names the full output: %q", clipText(text, 800))
		}
	})
}

// TestReduceRepeatedChange: a change made again in file after file (each
// test moved to one helper, with the file's own name) reaches the model
// as its first hunk whole and, for each later file, the hunk's header and
// a note naming the hunk it repeats and the name it writes otherwise.
func TestReduceRepeatedChange(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		rewriteOn(t, e)
		names := []string{"Flag", "Clamp", "Tide", "Swell", "Draft", "Wind", "Fog", "Gale", "Buoy", "Quay"}
		src := func(name string, helper bool) string {
			var b strings.Builder
			fmt.Fprintf(&b, "package p\n\nimport \"testing\"\n\nfunc Test%s(t *testing.T) {\n\tfor _, tc := range cases {\n\t\tt.Run(tc.name, func(t *testing.T) {\n", name)
			if helper {
				fmt.Fprintf(&b, "\t\t\tt.Parallel()\n\t\t\ttestutil.Equal(t, %q, tc.got, tc.want)\n", name)
			} else {
				fmt.Fprintf(&b, "\t\t\tif tc.got != tc.want {\n\t\t\t\tt.Errorf(\"%s = %%v, want %%v\", tc.got, tc.want)\n\t\t\t}\n", name)
			}
			b.WriteString("\t\t})\n\t}\n}\n")
			return b.String()
		}
		for _, n := range names {
			e.WriteFile(strings.ToLower(n)+"_test.go", src(n, false))
		}
		for _, args := range [][]string{{"add", "."}, {"-c", "user.name=dev", "-c", "user.email=dev@example.com", "commit", "-q", "-m", "tests"}} {
			if out, errOut, code := e.Run("git", args...); code != 0 {
				t.Fatalf("git %v: exit %d: %s%s", args, code, out, errOut)
			}
		}
		for _, n := range names {
			e.WriteFile(strings.ToLower(n)+"_test.go", src(n, true))
		}
		e.API.Script([]Block{Bash("git diff", "review the refactor")}, []Block{Text("Reviewed.")})
		e.Claude("review the refactor")

		res, ok := toolResult(e.API, toolID(t, e.API, 0))
		if !ok {
			t.Fatal("the client never sent the result of git diff to the model")
		}
		text := contentText(res.Get("content"))
		for _, want := range []string{
			"diff --git a/quay_test.go b/quay_test.go",
			`+			testutil.Equal(t, "Buoy", tc.got, tc.want)`,
		} {
			if !strings.Contains(text, want) {
				t.Errorf("the model's git diff lacks %q: %q", want, clipText(text, 1200))
			}
		}
		if !regexp.MustCompile("\\[hooktool: the change made at buoy_test.go:\\d+ again, with `Buoy` as `Quay`").MatchString(text) {
			t.Errorf("no note says quay_test.go repeats buoy_test.go's change: %q", clipText(text, 1200))
		}
		if strings.Contains(text, `testutil.Equal(t, "Gale"`) {
			t.Errorf("a repeated hunk reached the model whole: %q", clipText(text, 1200))
		}
	})
}

// TestReduceGoFailMessage: with reduce.rewrite on, the model's `go test -v`
// of a table test whose failing message spans several lines (the input,
// what was found, what was expected) comes back with each case's lines
// whole, and a case reported again word for word (the same row written
// three ways) folded under its first line. The go the client runs is a
// script on the session's PATH that prints a recorded run and exits 1.
func TestReduceGoFailMessage(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		rewriteOn(t, e)
		cases := []string{"5", "5b", "5c", "6", "7a", "7b", "7c", "7d", "7e", "7f", "7g", "8"}
		var b strings.Builder
		b.WriteString("=== RUN   TestWrite\n")
		for _, k := range cases {
			for _, how := range []string{"all at once", "byte-by-byte", "in fibonacci slices"} {
				fmt.Fprintf(&b, "    writer_test.go:57: --- test: %s (written %s)\n        --- src:\n        %q\n        --- found:\n        %q\n        --- expected:\n        %q\n",
					k, how, "a\tb"+k, "a........b"+k, "a.......b"+k)
			}
		}
		b.WriteString("--- FAIL: TestWrite (0.00s)\n")
		for k := range 40 {
			fmt.Fprintf(&b, "=== RUN   TestPass%d\n--- PASS: TestPass%d (0.00s)\n", k, k)
		}
		b.WriteString("FAIL\nexit status 1\nFAIL\texample.com/writer\t0.012s\n")
		fakeTool(t, e, "go", b.String())
		e.API.Script([]Block{Bash("go test -v ./...", "run the tests")}, []Block{Text("Ran.")})
		e.Claude("run the tests")

		text := reducedResult(t, e, "go test")
		for _, k := range cases {
			for _, want := range []string{fmt.Sprintf("%q", "a\tb"+k), fmt.Sprintf("%q", "a........b"+k), fmt.Sprintf("%q", "a.......b"+k)} {
				if !strings.Contains(text, want) {
					t.Errorf("case %s: the model's go test lacks %s: %q", k, want, clipText(text, 1200))
				}
			}
			if n := strings.Count(text, fmt.Sprintf("%q", "a........b"+k)+"\n"); n != 1 {
				t.Errorf("case %s: what was found reached the model %d times, want once", k, n)
			}
		}
		if !strings.Contains(text, "--- FAIL: TestWrite") || !strings.Contains(text, "FAIL\texample.com/writer") {
			t.Errorf("the failure's lines were lost: %q", clipText(text, 1200))
		}
	})
}

// TestReducePytestReport: a pytest run reduced in the client keeps what
// the run counted and timed beside its failure: a warnings block's count
// (`tests/test_tide.py: 48 warnings`) over a folded warning, the rows of
// --durations' slowest tests, and a raise in the source of the project's
// frame under the failure.
func TestReducePytestReport(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		rewriteOn(t, e)
		var b strings.Builder
		b.WriteString("============================= test session starts ==============================\n" +
			"platform linux -- Python 3.11.2, pytest-7.2.1, pluggy-1.0.0\nrootdir: /w/tide\ncollected 81 items\n\n")
		for k := range 80 {
			fmt.Fprintf(&b, "tests/test_tide.py::test_step[%d] PASSED %*s[%3d%%]\n", k, 30, "", (k+1)*100/81)
		}
		b.WriteString("tests/test_datum.py::test_missing_datum FAILED                           [100%]\n\n" +
			"=================================== FAILURES ===================================\n" +
			"______________________________ test_missing_datum ______________________________\n\n" +
			"    def test_missing_datum(harbour):\n>       datum.offset(harbour, \"NAVD88\", \"MSL\")\n\n" +
			"tests/test_datum.py:21: \n_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ \n\n" +
			"    def offset(station, src, dst):\n        src, dst = src.upper(), dst.upper()\n        for d in (src, dst):\n" +
			"            if d not in KNOWN:\n                raise DatumError(f\"unknown datum {d!r}\")\n" +
			"        datums = {k.upper(): v for k, v in station.datums.items()}\n>       return datums[src] - datums[dst]\n" +
			"E       KeyError: 'NAVD88'\n\ntidewatch/datum.py:14: KeyError\n" +
			"=============================== warnings summary ===============================\n" +
			"tests/test_tide.py::test_step[0]\n  /w/tide/tests/test_tide.py:8: DeprecationWarning: height() is deprecated; use tide_height()\n    assert height(1, {}) == 0\n\n" +
			"tests/test_tide.py: 48 warnings\n  /w/tide/tests/test_tide.py:12: DeprecationWarning: height() is deprecated; use tide_height()\n    h = [height(t, {}) for t in range(48)]\n\n" +
			"-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n" +
			"============================= slowest 5 durations ==============================\n")
		for k := range 5 {
			fmt.Fprintf(&b, "0.%d1s call     tests/test_tide.py::test_step[%d]\n", 9-k, k)
		}
		b.WriteString("=========================== short test summary info ============================\n" +
			"FAILED tests/test_datum.py::test_missing_datum - KeyError: 'NAVD88'\n" +
			"================== 1 failed, 80 passed, 49 warnings in 2.10s ===================\n")
		fakeTool(t, e, "pytest", b.String())
		e.API.Script([]Block{Bash("pytest -v --durations=5", "run the tests")}, []Block{Text("Ran.")})
		e.Claude("run the tests")

		text := reducedResult(t, e, "pytest")
		wants := []string{"tests/test_tide.py: 48 warnings", `                raise DatumError(f"unknown datum {d!r}")`, "E       KeyError: 'NAVD88'",
			"FAILED tests/test_datum.py::test_missing_datum - KeyError: 'NAVD88'"}
		for k := range 5 {
			wants = append(wants, fmt.Sprintf("0.%d1s call     tests/test_tide.py::test_step[%d]", 9-k, k))
		}
		for _, w := range wants {
			if !strings.Contains(text, w) {
				t.Errorf("the model's pytest run lacks %q: %q", w, clipText(text, 1500))
			}
		}
		if strings.Contains(text, "tests/test_tide.py::test_step[3] PASSED") {
			t.Errorf("a passing test's row reached the model: %q", clipText(text, 1500))
		}
	})
}

// TestReduceCheckerNotes: a checker's style findings in gcc's format
// (shellcheck -f gcc's notes, each ending in its rule's code) reach the
// model every one, in a script named without an extension, beside its
// warnings, while the checker's banner lines around them go.
func TestReduceCheckerNotes(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		rewriteOn(t, e)
		var b strings.Builder
		var notes []string
		for k := range 60 {
			n := fmt.Sprintf("bin/belfry-log:%d:%d: note: Prefer putting braces around variable references even when not strictly required. [SC2250]", k+4, k%9+3)
			notes = append(notes, n)
			b.WriteString(n + "\n")
			if k%10 == 0 {
				fmt.Fprintf(&b, "bin/belfry-log:%d:1: warning: Use 'cd ... || exit' or 'cd ... || return' in case cd fails. [SC2164]\n", k+4)
			}
		}
		for k := range 40 {
			fmt.Fprintf(&b, "checking bin/part%02d.sh ... done\n", k)
		}
		b.WriteString("For more information: https://www.shellcheck.net/wiki/SC2250\n")
		fakeTool(t, e, "shellcheck", b.String())
		e.API.Script([]Block{Bash("shellcheck -f gcc -o all --severity=style bin/belfry-log", "check the scripts")}, []Block{Text("Checked.")})
		e.Claude("check the scripts")

		text := reducedResult(t, e, "shellcheck")
		for _, w := range append(notes, "bin/belfry-log:4:1: warning: Use 'cd ... || exit' or 'cd ... || return' in case cd fails. [SC2164]") {
			if !strings.Contains(text, w) {
				t.Errorf("the model's shellcheck run lacks %q: %q", w, clipText(text, 1500))
			}
		}
	})
}

// rewriteOn turns on reduce's PreToolUse rewrite in e's hooktool config.
func rewriteOn(t *testing.T, e *Env) {
	t.Helper()
	cfg := filepath.Join(e.Home, ".claude", "hooktool.json")
	if err := os.WriteFile(cfg, []byte(`{"reduce": {"rewrite": true}}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// fakeTool puts a command called name first in the session's PATH
// (~/.local/bin) that prints output, a recorded run, and fails.
func fakeTool(t *testing.T, e *Env, name, output string) {
	t.Helper()
	recorded := e.WriteFile(name+".out", output)
	bin := filepath.Join(e.Home, ".local", "bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/sh\ncat '"+recorded+"'\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
}

// reducedResult is the text of the session's first tool result as the
// model got it, which must carry a reduce marker; what names the command.
func reducedResult(t *testing.T, e *Env, what string) string {
	t.Helper()
	res, ok := toolResult(e.API, toolID(t, e.API, 0))
	if !ok {
		t.Fatalf("the client never sent the result of %s to the model", what)
	}
	text := contentText(res.Get("content"))
	if !strings.Contains(text, "[hooktool: ") {
		t.Fatalf("the model got unreduced output (%d bytes): %q", len(text), clipText(text, 600))
	}
	return text
}

// TestReduceCtestVerbose: of a ctest -V run, the model gets every line of
// the failing test's googletest report behind its number ("26: Expected
// equality of these values:") and none of what the passed tests printed
// ("11: Test command: ..."), in Claude Code.
func TestReduceCtestVerbose(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		e := NewEnv(t, c)
		rewriteOn(t, e)
		var b strings.Builder
		b.WriteString("UpdateCTestConfiguration  from :/w/build/DartConfiguration.tcl\nTest project /w/build\nConstructing a list of tests\nDone constructing a list of tests\n")
		var want []string
		for n := 11; n <= 26; n++ {
			fmt.Fprintf(&b, "test %d\n      Start %d: harvest.Case%d\n\n", n, n, n)
			fmt.Fprintf(&b, "%d: Test command: /w/build/test_harvest \"--gtest_filter=Case%d\"\n%d: Working Directory: /w/build\n%d: Running main() from ./googletest/src/gtest_main.cc\n%d: [==========] Running 1 test from 1 test suite.\n%d: [ RUN      ] Harvest.Case%d\n", n, n, n, n, n, n, n)
			if n == 26 {
				for _, s := range []string{"/w/tests/test_harvest.cpp:16: Failure", "Expected equality of these values:", "  23.7", "    Which is: 23.699999999999999", "  extractable_kg(supers)", "    Which is: 23.600000000000001"} {
					line := fmt.Sprintf("%d: %s", n, s)
					want = append(want, line)
					b.WriteString(line + "\n")
				}
				fmt.Fprintf(&b, "%d: [  FAILED  ] Harvest.Case%d (0 ms)\n%d:\n%d/16 Test #%d: harvest.Case%d ..........***Failed    0.00 sec\n", n, n, n, n-10, n, n)
				continue
			}
			fmt.Fprintf(&b, "%d: [       OK ] Harvest.Case%d (0 ms)\n%d: [  PASSED  ] 1 test.\n%d:\n%d/16 Test #%d: harvest.Case%d ..........   Passed    0.00 sec\n", n, n, n, n, n-10, n, n)
		}
		b.WriteString("\n94% tests passed, 1 tests failed out of 16\n\nTotal Test time (real) =   0.05 sec\n\nThe following tests FAILED:\n\t 26 - harvest.Case26 (Failed)\nErrors while running CTest\n")
		fakeTool(t, e, "ctest", b.String())
		e.API.Script([]Block{Bash("ctest -V -R harvest", "run the harvest tests")}, []Block{Text("Ran.")})
		e.Claude("run the harvest tests")

		text := reducedResult(t, e, "ctest")
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("the model's ctest run lacks %q: %q", w, clipText(text, 1500))
			}
		}
		if strings.Contains(text, "12: Test command:") {
			t.Errorf("the model got a passed test's lines: %q", clipText(text, 1500))
		}
	})
}

// TestReduceShownBound: a search whose hits are far past what Claude Code
// shows whole reaches the model inline, its head and its last hit, with a
// marker naming the full output, where the same search unwrapped comes
// back as the client's 2,000-character preview of a file it kept.
func TestReduceShownBound(t *testing.T) {
	forEachClient(t, func(t *testing.T, c Client) {
		words := strings.Fields("parse the header before body and hand each field to its checker once schema is loaded retry queue worker cache index token lock timeout buffer socket stream render route table column migrate backup config flag user admin")
		for _, wrap := range []bool{false, true} {
			e := NewEnv(t, c)
			if wrap {
				rewriteOn(t, e)
			}
			// 700 files of one hit each, no two alike: nothing of a
			// search's hits folds, and they come to 45 KB.
			x := uint32(7)
			for f := range 700 {
				ws := make([]string, 7)
				for k := range ws {
					x = x*1664525 + 1013904223
					ws[k] = words[x>>8%uint32(len(words))]
				}
				e.WriteFile(fmt.Sprintf("src/m%03d.go", f), "package m\n\n// TODO: "+strings.Join(ws, " ")+fmt.Sprintf("\nfunc f%d() {}\n", f))
			}
			e.API.Script([]Block{Bash("grep -rn TODO src", "find the TODOs")}, []Block{Text("Found them.")})
			e.Claude("find the TODOs")
			res, ok := toolResult(e.API, toolID(t, e.API, 0))
			if !ok {
				t.Fatalf("the client never sent the grep's result to the model")
			}
			text := contentText(res.Get("content"))
			out, _, _ := e.Run("sh", "-c", "cd "+e.Project+" && grep -rn TODO src | tail -n 1")
			lastHit := strings.TrimSpace(out)
			if !wrap {
				// The control: what the client does with it unwrapped.
				if strings.Contains(text, lastHit) || len(text) > 4000 {
					t.Errorf("unwrapped, the model got %d bytes holding the last hit: the client's bound is not what this test is about", len(text))
				}
				continue
			}
			if len(text) > 30000 || !strings.Contains(text, lastHit) || !regexp.MustCompile(`\[hooktool: lines [\d]+-[\d]+ omitted to stay within 28,000 bytes; full output: \S+\]`).MatchString(text) {
				t.Errorf("wrapped, the model got %d bytes, last hit %v: %q", len(text), strings.Contains(text, lastHit), clipText(text, 800))
			}
		}
	})
}
