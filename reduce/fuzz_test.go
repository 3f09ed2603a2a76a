package reduce

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// FuzzText: for any output and kind, every omission is marked with the
// exact count and every other line is the original one.
func FuzzText(f *testing.F) {
	f.Add("go test", strings.Repeat("=== RUN TestX\n--- PASS: TestX\n", 300)+"--- FAIL: TestY\nFAIL\n")
	f.Add("git status", strings.Repeat("\tmodified:   a.go\n", 200))
	f.Add("generic", strings.Repeat("x\r\n\x1b[31mred\x1b[0m\n", 100))
	f.Add("find", strings.Repeat("a/b/c\n", 500))
	// A CI system's time before each line (set aside as a prefix), some
	// cut short, one with no fraction.
	f.Add("generic", strings.Repeat("2026-12-04T18:11:42.9794480Z E       assert 4 == 2\n2026-12-04T18:11:42Z \n2026-12-04T18:11:4\n", 40))
	// Escapes whose removal left another escape, or trailing space: an
	// output line ("\x1b\x1b") that cleaning again would change.
	f.Add("generic", strings.Repeat("\x1b\x1b[0m\x1b\n", 120)+strings.Repeat("a \x1b[0m\n", 120))
	// Repeated diagnostics and commits, each with its own file or hash:
	// the check matches lines by their text.
	var tsc, mk, rs, es, log strings.Builder
	for i := range 40 {
		n := strconv.Itoa(i)
		tsc.WriteString("src/a" + n + ".ts(3,5): error TS2304: Cannot find name 'x" + n + "'.\n")
		mk.WriteString("a" + n + ".c: In function ‘f’:\na" + n + ".c:5:9: warning: unused variable ‘len’ [-Wunused-variable]\n    5 |     int len;\n      |         ^~~\n")
		rs.WriteString("warning: unused variable: `y`\n  --> src/m" + n + ".rs:14:32\n   |\n14 | let y = 3;\n   |     ^\n\n")
		es.WriteString("/p/a" + n + ".js\n  5:3  error  'logger' is not defined  no-undef\n\n")
		log.WriteString("commit " + strings.Repeat(fmt.Sprintf("%02x", i), 20) + "\nAuthor: A <a@b>\nDate:   today\n\n    subject " + n + "\n\n")
	}
	f.Add("tsc", tsc.String())
	f.Add("make", mk.String())
	f.Add("cargo build", rs.String())
	f.Add("generic", ruffFull(40)) // arrow findings read by structure (arrow.go)
	f.Add("lint", ruffFull(40))
	f.Add("eslint", es.String())
	f.Add("git log", log.String())
	var gxx, jv, sc strings.Builder
	for i := range 12 {
		n := strconv.Itoa(i)
		gxx.WriteString("In file included from /usr/include/c++/12/map:60,\n                 from src/a.cpp:1:\n/usr/include/c++/12/bits/f.h: In instantiation of 'x':\nsrc/a.cpp:" + n + ":3:   required from here\n/usr/include/c++/12/bits/f.h:408:20: note: candidate " + n + "\n  408 |   { return a < b; }\n      |            ~~^~~\nsrc/r.cpp:7:11: note:   cannot convert " + n + "\n")
		jv.WriteString("src/A" + n + ".java:3: error: cannot find symbol\n        f" + n + "();\n        ^\n  symbol:   method f" + n + "()\n")
		sc.WriteString("\nIn a.sh line " + n + ":\nrm $X\n   ^-- SC2086 (info): quote.\n")
	}
	// Repeats: a warning in a loop, t.Log of every page, a traceback
	// logged per item, a parametrized pytest failure.
	var php, pages, tb, py strings.Builder
	for i := range 30 {
		n := strconv.Itoa(i)
		php.WriteString("PHP Warning:  Undefined variable $x in /srv/a.php on line 2\nrow " + n + "\n")
		pages.WriteString("    a_test.go:39: rendered page " + n + "\n")
		tb.WriteString("ERROR item " + n + " failed\nTraceback (most recent call last):\n  File \"/srv/s.py\", line 10, in <module>\n    f(i)\nValueError: bad " + n + "\n")
		py.WriteString("______ test_get[" + n + "] ______\n\n>       assert s.get(n)\nE       assert None\nE        +  where None = <Store object at 0x7f29aa0" + fmt.Sprintf("%05x", i) + ">('K" + n + "')\n\ntests/t.py:15: AssertionError\n")
	}
	f.Add("generic", php.String())
	f.Add("go test", "--- FAIL: TestP (0.00s)\n"+pages.String()+"FAIL\n")
	f.Add("generic", tb.String())
	f.Add("pytest", "===== FAILURES =====\n"+py.String()+"===== 30 failed =====\n")
	f.Add("generic", gxx.String())
	f.Add("generic", jv.String())
	f.Add("lint", sc.String())
	// Structure: a message said of many names, a diff with the tool's
	// word after each file, a listing of records.
	var names, diffs, recs strings.Builder
	for i := range 20 {
		n := strconv.Itoa(i)
		names.WriteString(`[plugin] Module "m` + n + `" has been externalized for browser use, imported by "/app/node_modules/p` + n + `/index.js".` + "\n")
		diffs.WriteString("--- a/f" + n + ".py\n+++ b/f" + n + ".py\n@@ -1,3 +1,3 @@\n ctx\n-old " + n + "\n+new " + n + "\n ctx\nwould reformat f" + n + ".py\n")
		recs.WriteString("changeset:   " + n + ":abc" + n + "\nuser:        Dev\ndate:        Mon\nsummary:     entry " + n + "\n\n f.txt | 2 +-\n\n")
	}
	f.Add("generic", names.String()+"built\n")
	f.Add("bundle", names.String()+"built\n")
	f.Add("generic", diffs.String()+"20 files would be reformatted.\n")
	f.Add("generic", strings.Join(blackFile("tests/test_loans.py"), "\n")+"\n"+strings.Join(blackFile("tests/test_due.py"), "\n")+"\n")
	f.Add("generic", recs.String())
	// Records of one template (an access log with a rare status, JSON
	// lines, progress) and diffs no VCS reducer reads.
	var acc, js, prog, side strings.Builder
	for i := range 60 {
		st := 200
		if i%17 == 5 {
			st = 404
		}
		fmt.Fprintf(&acc, "127.0.0.1 - - [01/Dec/2026 20:%02d:%02d] \"GET /p%d.html HTTP/1.1\" %d -\n", i/60, i%60, i, st)
		fmt.Fprintf(&js, "{\"sku\":\"S%03d\",\"next\":%d.%d,\"level\":\"info\"}\n", i, i, i%10)
		fmt.Fprintf(&prog, "fuzz: elapsed: %ds, execs: %d (%d/sec)\n", 3*i, 1000*i, 300+i)
		mark := "  "
		if i%9 == 0 {
			mark = " |"
		}
		fmt.Fprintf(&side, "%-30s%s\t%s\n", fmt.Sprintf("  \"k%d\": %d,", i, i), mark, fmt.Sprintf("  \"k%d\": %d,", i, i+i%9))
	}
	f.Add("print", acc.String())
	f.Add("print", js.String()+"{\"sku\":\"S999\",\"next\":jq: error (at x.json:0): bad\n")
	f.Add("generic", prog.String()+"--- FAIL: FuzzX\n")
	f.Add("print", side.String())
	f.Add("print", "--- a.json\n+++ b.json\n@@ -1,60 +1,60 @@\n"+strings.Repeat(" same line of context\n", 30)+"-old\n+new\n"+strings.Repeat(" same line of context\n", 29))
	// Findings outside a diff (git diff/log --check), a conflict in a
	// combined diff, a failure report under an underlined heading.
	check, _ := conflictDiff(10)
	f.Add("git diff", check)
	var chk, logChk strings.Builder
	for i := range 40 {
		fmt.Fprintf(&chk, "src/h.py:%d: trailing whitespace.\n+    x = %d  \n", 2*i+1, i)
		if i%10 == 0 {
			fmt.Fprintf(&logChk, "commit %040x\nAuthor: A <a@b>\nDate:   today\n\n    subject %d\n\n", i+1, i)
		}
		fmt.Fprintf(&logChk, "src/m%d.py:%d: trailing whitespace.\n+    y = %d \n", i/10, i, i)
	}
	f.Add("git diff", chk.String()+"src/h.py:82: new blank line at EOF.\n")
	f.Add("git log", logChk.String())
	dump, _ := threadDump("Found one Java-level deadlock:", "=============================", "Found 1 deadlock.")
	f.Add("generic", dump)
	// Test runs behind a task prefix (prefix.go), pytest's warnings and
	// passes sections (testwarn.go), a JS diff and code frame.
	var pre, warn, passes strings.Builder
	for i := range 30 {
		pre.WriteString("web:test: PASS src/a" + strconv.Itoa(i) + ".test.js\nweb:test:\n")
		warn.WriteString("tests/test_a.py::test_" + strconv.Itoa(i) + "\n  /app/m.py:" + strconv.Itoa(30+i%3) + ": DeprecationWarning: utcnow() is deprecated\n    stamp = utcnow()\n\n")
		passes.WriteString("_____ test_" + strconv.Itoa(i) + " _____\n----- Captured stdout call -----\nrow " + strconv.Itoa(i) + "\n")
	}
	f.Add("generic", pre.String()+"web:test: FAIL src/b.test.js\nweb:test:   ● b › c\nweb:test:     Expected: 1\n")
	f.Add("pytest", "===== warnings summary =====\n"+warn.String()+"-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n===== 30 passed, 30 warnings in 0.1s =====\n")
	f.Add("pytest", "===== PASSES =====\n"+passes.String()+"===== short test summary info =====\nFAILED tests/a.py::t - x\n")
	f.Add("npm test", strings.Repeat("    - Expected\n    + Received\n\n      Object {\n        \"a\": 1,\n    -   \"b\": 2,\n    +   \"b\": 3,\n      }\n    > 5 |   expect(x).toEqual(y)\n        |   ^\n", 20))
	f.Fuzz(func(t *testing.T, kind, text string) {
		if len(text) > 1<<16 {
			return
		}
		out, omitted := Text(kind, text, fullPath)
		if !omitted {
			if out != text {
				t.Fatalf("nothing omitted but the text changed")
			}
			return
		}
		checkMarkers(t, text, out)
	})
}
