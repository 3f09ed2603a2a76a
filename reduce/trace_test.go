package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// usageText is a command's manual as npm prints it after an error, every
// line behind npm's prefix.
func usageText(pfx string) []string {
	ls := []string{pfx + "Usage:", pfx + "npm ci", pfx, pfx + "Options:", pfx + "[--no-audit] [--dry-run]", pfx}
	for _, o := range []string{"audit", "dry-run", "ignore-scripts", "fund", "bin-links"} {
		ls = append(ls, pfx+"  --"+o, pfx+"    What --"+o+" does, in a sentence that may say error or fail.", pfx)
	}
	return append(ls, pfx+"aliases: clean-install, ic")
}

func TestUsageAfterErrorDrops(t *testing.T) {
	const pfx = "npm error "
	in := []string{pfx + "code EUSAGE", "npm error", pfx + "`npm ci` can only install packages when the lock file is in sync."}
	for n := range 12 {
		in = append(in, fmt.Sprintf("%sMissing: pkg%d@1.0.%d from lock file", pfx, n, n))
	}
	in = append(in, usageText(pfx)...)
	in = append(in, "npm error", pfx+`Run "npm help ci" for more info`, pfx+"A complete log of this run can be found in: /tmp/x.log")
	out, ok := Text(NpmInstall, strings.Join(in, "\n")+"\n", "/f")
	if !ok {
		t.Fatalf("nothing reduced:\n%s", out)
	}
	// (The Missing lines fold into one summary listing each package:
	// itemgroup.go.)
	for _, s := range []string{pfx + "code EUSAGE", pfx + "Missing: pkg0@1.0.0 from lock file", ` (pkg11@1.0.11)`, pfx + `Run "npm help ci" for more info`} {
		if !strings.Contains(out, s+"\n") && !strings.Contains(out, s+";") {
			t.Errorf("lost %q:\n%s", s, out)
		}
	}
	for _, s := range []string{"Usage:", "--dry-run", "What --fund does", "aliases:"} {
		if strings.Contains(out, s) {
			t.Errorf("usage text %q stayed:\n%s", s, out)
		}
	}
}

// A usage text printed before any error (argparse writes it above its
// error line) and a short one after an error stay: they are no manual
// repeated under a failure.
func TestUsageStays(t *testing.T) {
	for name, in := range map[string][]string{
		"before the error": append(append([]string{"starting"}, usageText("")...), "prog: error: unrecognized arguments: --x"),
		"short":            {"Error: unknown flag: --x", "Usage:", "  prog [flags]", "", "Flags:", "  -h, --help   help for prog"},
		// (The error under the text ends it: what is left is too short.)
		"error after": {"Error: bad input", "Usage:", "  prog [flags]", "", "Flags:", "  -h, --help   help for prog", "unknown flag: --x", "", "more:", "  a", "  b", "  c", "  d"},
	} {
		ls := textLines(strings.Join(in, "\n"))
		for i := range ls {
			ls[i].cls = normal
			if important(ls[i].text) {
				ls[i].cls = keep
			}
		}
		for _, l := range dropUsage(ls) {
			if l.cls == drop {
				t.Errorf("%s: dropped %q", name, l.text)
			}
		}
	}
}

func TestLinePrefix(t *testing.T) {
	var npm, mixed []string
	for n := range 12 {
		npm = append(npm, fmt.Sprintf("npm error line %d", n))
		mixed = append(mixed, fmt.Sprintf("word%c says %d", 'a'+n, n))
	}
	npm = append(npm, "npm error", "")
	for _, c := range []struct {
		in   []string
		want string
	}{
		{npm, "npm error "},
		{mixed, ""},                  // no word on four lines in five
		{npm[:5], ""},                // too few lines to say
		{[]string{"12:00:01 a"}, ""}, // (one line)
	} {
		if got := linePrefix(textLines(strings.Join(c.in, "\n"))); got != c.want {
			t.Errorf("linePrefix(%q) = %q, want %q", c.in[0], got, c.want)
		}
	}
}

func TestTagPass(t *testing.T) {
	for s, want := range map[string]bool{
		"(pass) quote batch 3 > 0.5 kg to eu [2.37ms]": true,
		"[PASS] parses dates":                          true,
		"[       OK ] Ring.Push (0 ms)":                true,
		"(fail) quote batch 3 > 5 kg to eu [0.1ms]":    false,
		"[pass-through] proxy on":                      false,
		"(passed)x":                                    false,
		"[ FAILED ] Ring.Pop":                          false,
	} {
		if got := tagPass(s); got != want {
			t.Errorf("tagPass(%q) = %v, want %v", s, got, want)
		}
	}
	for s, want := range map[string]bool{
		`<testcase name="line total 1" time="0.001101" classname="test"/>`: true,
		`<testcase name="line total 6" time="0.000276" classname="test">`:  false, // its <failure> follows
		`<testsuite name="invoice a" tests="26" failures="0"/>`:            false,
	} {
		if got := passLine("\t\t" + s); got != want {
			t.Errorf("passLine(%q) = %v, want %v", s, got, want)
		}
	}
}

// An exception group's members draw a gutter down the left: a frame in
// the standard library behind it goes, as it would without it, and the
// user's frames and each member's exception stay.
func TestExceptionGroupLibFrames(t *testing.T) {
	in := []string{
		"  + Exception Group Traceback (most recent call last):",
		`  |   File "/srv/app/fetch.py", line 33, in <module>`,
		"  |     asyncio.run(main())",
		`  |   File "/usr/lib/python3.11/asyncio/runners.py", line 190, in run`,
		"  |     return runner.run(main)",
		"  |            ^^^^^^^^^^^^^^^^",
		`  |   File "/usr/lib/python3.11/asyncio/base_events.py", line 653, in run_until_complete`,
		"  |     return future.result()",
		`  |   File "/srv/app/fetch.py", line 27, in main`,
		"  |     async with asyncio.TaskGroup() as tg:",
		"  | ExceptionGroup: unhandled errors in a TaskGroup (1 sub-exception)",
		"  +-+---------------- 1 ----------------",
		"    | Traceback (most recent call last):",
		`    |   File "/srv/app/fetch.py", line 15, in fetch_rates`,
		`    |     raise ConnectionResetError("reset")`,
		"    | ConnectionResetError: reset",
		"    +------------------------------------",
	}
	ls := textLines(strings.Join(in, "\n"))
	classify(specFor(Generic), ls)
	for _, l := range ls {
		lib := strings.Contains(l.text, "/usr/lib/python") || strings.Contains(l.text, "runner.run") || strings.Contains(l.text, "future.result") || strings.HasSuffix(l.text, "^^^^")
		if lib != (l.cls == drop) {
			t.Errorf("%q: class %d", l.text, l.cls)
		}
		if strings.Contains(l.text, "Error") && l.cls != keep {
			t.Errorf("%q not kept", l.text)
		}
	}
}

// A heading every failure repeats ("Traceback (most recent call
// last):"), alone between two gaps, joins them: past the first, it says
// nothing and costs a marker. A repeated line that names a place or a
// number stays.
func TestEchoIslandsFold(t *testing.T) {
	noise := strings.Repeat("noise ", 12)
	var ls []line
	add := func(c class, s string) { ls = append(ls, line{text: s, cls: c}) }
	add(keep, "FAIL: test_a")
	add(keep, "Traceback (most recent call last):")
	add(keep, "ValueError: 1")
	add(drop, noise)
	add(keep, "Traceback (most recent call last):") // an echo between two gaps
	add(drop, noise)
	add(keep, "ValueError: 1") // an echo, but with a number
	add(drop, noise)
	add(keep, "done")
	add(keep, "2 failed") // (the last three lines stay whatever they are)
	add(keep, "end")
	out, _ := compact(ls, budget{}, "/f")
	want := strings.Join([]string{
		"FAIL: test_a",
		"Traceback (most recent call last):",
		"ValueError: 1",
		"[hooktool: 3 lines omitted; full output: /f]",
		"ValueError: 1",
		"[1 line omitted]",
		"done",
		"2 failed",
		"end",
	}, "\n") + "\n"
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

// A unit's start line goes when its result, the same name behind a
// status, follows; a line that only shares words with the next stays.
func TestStartLinesDrop(t *testing.T) {
	in := []string{
		"    invoice line total 1: ",
		"  ✔ invoice line total 1: 0ms",
		"    invoice tax with percent: ",
		"  1) invoice tax with percent",
		"    cc -c parse.c",
		"parse.c:3: error: expected ';'",
		"    building the index",
		"  building the index took 3s", // no status before the name
	}
	ls := textLines(strings.Join(in, "\n"))
	for i := range ls {
		ls[i].cls = normal
	}
	ls = dropStartLines(ls)
	for i, l := range ls {
		if want := i == 0 || i == 2; (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
	for s, want := range map[string]bool{"✔ ": true, "12) ": true, "not ok 3 - ": true, "PASS ": true, "see ": false, "": false} {
		if got := statusTokens(s); got != want {
			t.Errorf("statusTokens(%q) = %v, want %v", s, got, want)
		}
	}
}

// The heading over each traceback after the first, right under a gap,
// joins the gap; the frames under it stay.
func TestEchoHeadingJoinsGap(t *testing.T) {
	rule := strings.Repeat("-", 70)
	var ls []line
	add := func(c class, s string) { ls = append(ls, line{text: s, cls: c}) }
	for _, n := range []string{"a", "b"} {
		add(keep, "FAIL: test_"+n)
		add(drop, rule)
		add(keep, "Traceback (most recent call last):")
		add(keep, `  File "t.py", line 3, in test_`+n)
		add(keep, "AssertionError: "+n)
	}
	add(keep, "FAILED (failures=2)")
	out, _ := compact(ls, budget{}, "/f")
	if n := strings.Count(out, "Traceback (most recent call last):"); n != 1 {
		t.Errorf("the heading shown %d times, want once:\n%s", n, out)
	}
	for _, s := range []string{"[2 lines omitted]\n  File \"t.py\", line 3, in test_b\n", "AssertionError: b\n"} {
		if !strings.Contains(out, s) {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
}

// A run of frames in a library keeps its first and its last; the user's
// frames, and a run too short to fold, stay whole.
func TestLibFramesFold(t *testing.T) {
	in := []string{
		"report.rb:12:in `Integer': invalid value for Integer(): \"twelve\" (ArgumentError)",
		"\tfrom report.rb:12:in `block in load'",
		"\tfrom /usr/lib/ruby/3.1.0/csv/parser.rb:1158:in `emit_row'", // first of the run: stays
		"\tfrom /usr/lib/ruby/3.1.0/csv/parser.rb:903:in `block in parse_quotable_loose'",
		"\tfrom /usr/lib/ruby/3.1.0/csv.rb:2365:in `each'",
		"\tfrom /usr/lib/ruby/3.1.0/csv.rb:1217:in `foreach'", // last: stays
		"\tfrom report.rb:11:in `load'",
		"    at Object.<anonymous> (/app/src/cart.js:4:31)",
		"    at Module._compile (node:internal/modules/cjs/loader:1256:14)",
		"    at run (/app/node_modules/runner/index.js:12:3)", // a run of two
		"#1 /app/src/Api.php(30): get()",
		"#0 /app/vendor/guzzle/Client.php(12): send()",
	}
	ls := textLines(strings.Join(in, "\n"))
	for i := range ls {
		ls[i].cls = keep
	}
	ls = foldLibFrames(ls)
	for i, l := range ls {
		if want := i == 3 || i == 4; (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
	for s, want := range map[string]string{
		"\tfrom /usr/lib/ruby/3.1.0/csv.rb:1217:in `foreach'":        "/usr/lib/ruby/3.1.0/csv.rb",
		"# ./spec/coupon_spec.rb:39:in `block (2 levels)'":           "./spec/coupon_spec.rb",
		"    at run (/app/node_modules/runner/index.js:12:3)":        "/app/node_modules/runner/index.js",
		"    at /app/src/a.js:1:2":                                   "/app/src/a.js",
		"#3 /app/vendor/x/Y.php(12): f()":                            "/app/vendor/x/Y.php",
		"\tat com.shop.Cart.total(Cart.java:12)":                     "", // the JVM's: its own rule
		"at the end of the day: 3:4":                                 "",
		"note: see a.rb:3:in the docs, or b.rb:4:in `x' for details": "",
	} {
		if got, _ := frameLoc(s); got != want {
			t.Errorf("frameLoc(%q) = %q, want %q", s, got, want)
		}
	}
}

// Two dumps whose lines carry a side's mark (uvu's "--" actual, "++"
// expected) are compared past it: the lines they share, past two lines
// of context around where they differ, go; the rest keep their class.
func TestMarkedDumpsCut(t *testing.T) {
	in := []string{"   FAIL  \"manifest\"", "        Actual:"}
	body := func(mark, price string) []string {
		var b []string
		for n := range 20 { // (past dumpMin: short dumps stay whole)
			p := "1.0"
			if n == 6 {
				p = price
			}
			b = append(b, fmt.Sprintf(`        %s····{"id":·%d, "price":·%s},`, mark, n, p))
		}
		return b
	}
	in = append(in, body("--", "135.07")...)
	in = append(in, "        Expected:")
	in = append(in, body("++", "135.57")...)
	in = append(in, "        ··]", "    at Object.handler (/app/test/copy1.js:13:10)")
	ls := textLines(strings.Join(in, "\n"))
	for i := range ls {
		ls[i].cls = normal
	}
	ls = cutDumps(ls, false)
	for i, l := range ls {
		n := -1
		if k := strings.Index(l.text, `"id":·`); k >= 0 {
			n = int(l.text[k+len(`"id":·`)] - '0')
			if l.text[k+len(`"id":·`)+1] != ',' {
				n = 10 // (10 to 19)
			}
		}
		want := n >= 0 && (n < 4 || n > 8) // past two lines around id 6
		if (l.cls == drop) != want {
			t.Errorf("line %d %q: dropped %v, want %v", i, l.text, l.cls == drop, want)
		}
	}
}

// bun writes its code frame's numbered lines at the margin; they go as
// jest's indented ones do, and the failure's message and place stay.
func TestBunCodeFrame(t *testing.T) {
	in := []string{
		"test/quote2.test.js:",
		"13 |   });",
		`18 |     expect(quote(2, "oceania")).toBe(10.52);`,
		"                                     ^",
		"error: expect(received).toBe(expected)",
		"Expected: 10.52",
		"Received: 10.02",
		"      at <anonymous> (/app/test/quote2.test.js:18:53)",
		"(fail) quote batch 2 > 2 kg to oceania [0.50ms]",
	}
	ls := textLines(strings.Join(in, "\n"))
	classify(specFor(NpmTest), ls)
	for i, l := range ls {
		if frame := i == 1 || i == 2; frame != (l.cls == drop) {
			t.Errorf("%q: class %d", l.text, l.cls)
		}
	}
	if codeFrameRe.MatchString("| name | count |") {
		t.Error("a table's row read as a code frame")
	}
}

// A TAP test's "# name" over assertions that all passed goes; the name
// over a "not ok" stays, and so do the run's counts.
func TestPassingTapNamesDrop(t *testing.T) {
	in := []string{
		"TAP version 13",
		"# express: 2 kg to oceania", "ok 1 price", "ok 2 positive",
		"# express: 40 kg to oceania", "ok 3 positive", "not ok 4 price",
		"# heavy: 5 kg", "ok 5 price",
		"",
		"1..5", "# tests 5", "# pass  4", "# fail  1",
	}
	ls := textLines(strings.Join(in, "\n"))
	for i := range ls {
		ls[i].cls = normal
	}
	ls = dropPassingTapNames(ls)
	for i, l := range ls {
		if want := i == 1 || i == 7; (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
}

// A goroutine dump from `go run` (no test) is read as go test's is: a
// waiting goroutine's frames in Go's own packages go, and a stack that
// repeats one shown before goes whole.
func TestGoroutineDumpOutsideTests(t *testing.T) {
	in := []string{"fatal error: all goroutines are asleep - deadlock!", "",
		"goroutine 1 [sync.WaitGroup.Wait]:",
		"sync.runtime_SemacquireWaitGroup(0x4cf208?, 0x1?)",
		"\t/usr/local/go/src/runtime/sema.go:114 +0x2e",
		"main.main()",
		"\t/app/cmd/stuck/main.go:29 +0x185",
	}
	for n := 7; n < 12; n++ {
		in = append(in, "", fmt.Sprintf("goroutine %d [chan receive]:", n),
			fmt.Sprintf("main.worker(0x%x, 0xdf2e9e56070)", n),
			"\t/app/cmd/stuck/main.go:12 +0x8c",
			"created by main.main in goroutine 1",
			"\t/app/cmd/stuck/main.go:23 +0x65")
	}
	in = append(in, "exit status 2")
	out, ok := Text(GoBuild, strings.Join(in, "\n")+"\n", "/f")
	if !ok {
		t.Fatalf("nothing reduced:\n%s", out)
	}
	if strings.Contains(out, "sema.go") || strings.Count(out, "main.go:12") > 2 { // (the first, and the last by the tail)
		t.Errorf("runtime frames or repeated stacks stayed:\n%s", out)
	}
	for _, s := range []string{"fatal error: all goroutines are asleep - deadlock!", "\t/app/cmd/stuck/main.go:29 +0x185", "exit status 2"} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("lost %q:\n%s", s, out)
		}
	}
}

// .NET's frames in its own libraries go as the JVM's do, and so do a
// test framework's (JUnit's assertions); the user's frame with its file
// and line stays.
func TestDotnetFrames(t *testing.T) {
	for s, want := range map[string]bool{
		"   at System.Linq.ThrowHelper.ThrowNoElementsException()":          true,
		"   at Microsoft.VisualStudio.TestPlatform.MSTestAdapter.Execute()": true,
		"   at Shop.Cart.Total() in /src/Shop/Cart.cs:line 42":              false,
		"   at SystemTests.Run() in /src/SystemTests.cs:line 3":             false,
		"\tat org.junit.Assert.assertEquals(Assert.java:146)":               true,
		"\tat bank.AccountTest.logKeepsOrder(AccountTest.java:12)":          false,
	} {
		if got := libStackFrame(s); got != want {
			t.Errorf("libStackFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

// go test's "# pkg" and vet's "# [pkg]" headers stay over the package's
// build or vet diagnostics, even where its "FAIL pkg [build failed]" line
// names it too: every blind set's rules counted them as the diagnostics'
// heading (fresh19 lost them when they went).
func TestGoBuildHeadersStay(t *testing.T) {
	in := []string{
		"=== RUN   TestA", "--- PASS: TestA (0.00s)", "PASS", "ok  \texample.com/shop/cart\t0.011s",
		"# example.com/shop/auth", "# [example.com/shop/auth]",
		"auth/auth.go:23:14: fmt.Printf format %s has arg v of wrong type int",
		"FAIL\texample.com/shop/auth [build failed]",
	}
	for i := range 80 {
		in = append(in, fmt.Sprintf("=== RUN   TestB%d", i), fmt.Sprintf("--- PASS: TestB%d (0.00s)", i))
	}
	in = append(in, "PASS", "ok  \texample.com/shop/store\t0.020s", "FAIL")
	out, _ := reduceLines(GoTest, textLines(strings.Join(in, "\n")), fullPath)
	for _, k := range in[4:8] {
		if !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// node's runner writes "# Subtest: name" over "ok N - name" and a YAML
// block; a passing test's all go, a failing test's stay.
func TestPassingNodeSubtestsDrop(t *testing.T) {
	in := []string{
		"TAP version 13",
		"# Subtest: total of 1 items", "ok 1 - total of 1 items", "  ---", "  duration_ms: 2.718604", "  ...",
		"# Subtest: tax rounds", "not ok 2 - tax rounds", "  ---", "  duration_ms: 4.0818", "  failureType: 'testCodeFailure'", "  ...",
		"1..2",
	}
	ls := textLines(strings.Join(in, "\n"))
	for i := range ls {
		ls[i].cls = normal
	}
	ls = dropPassingTapNames(ls)
	for i, l := range ls {
		if want := i >= 1 && i <= 5 && i != 2; (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
}

// doctest -v writes each example as a block under "Trying:" ending in a
// bare "ok" when it passed: those blocks go; a failed one (a report
// instead of "ok") stays, and so does the block that follows it up to
// its heading.
func TestPassedBlocksDrop(t *testing.T) {
	in := []string{
		"Trying:", "    s = Stock()", "Expecting nothing", "ok",
		"Trying:", "    s.count(\"apple\")", "Expecting:", "    3", "ok",
		"Trying:", "    s.remove(\"fig\", 2)", "Expecting:", "    ValueError: not enough fig",
		"**********************************************************************",
		"File \"/app/inventory.py\", line 40, in inventory.Stock.remove",
		"Failed example:", "    s.remove(\"fig\", 2)",
		"Trying:", "    s.items", "Expecting:", "    {}", "ok",
		"1 items had failures:",
	}
	ls := textLines(strings.Join(in, "\n"))
	for i := range ls {
		ls[i].cls = normal
	}
	ls = dropPassedBlocks(ls)
	for i, l := range ls {
		want := i <= 2 || i >= 4 && i <= 7 || i >= 17 && i <= 20
		if (l.cls == drop) != want {
			t.Errorf("%d %q: dropped %v, want %v", i, l.text, l.cls == drop, want)
		}
	}
	two := textLines(strings.Join(in[:9], "\n")) // (a heading over two blocks only)
	for _, l := range dropPassedBlocks(two) {
		if l.cls == drop {
			t.Errorf("dropped %q under a heading of two blocks", l.text)
		}
	}
}

// A JVM frame that names a jar as its origin (logback's and Spring Boot's
// "~[spring-web-5.3.31.jar:5.3.31]") is a dependency's: a run of them
// keeps its first and last. The project's classes ("~[classes/:na]") and
// a frame with no origin stay.
func TestJarFramesFold(t *testing.T) {
	in := []string{
		"java.lang.NullPointerException: cart is null",
		"\tat com.shop.CartService.total(CartService.java:57) ~[classes/:na]",
		"\tat org.springframework.web.method.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:205) ~[spring-web-5.3.31.jar:5.3.31]",
		"\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1072) ~[spring-webmvc-5.3.31.jar:5.3.31]",
		"\tat org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:167) ~[tomcat-embed-core-9.0.83.jar!/:9.0.83]",
		"\tat org.apache.coyote.http11.Http11Processor.service(Http11Processor.java:399) [tomcat-embed-core-9.0.83.jar:9.0.83]",
		"\tat com.shop.Main.main(Main.java:9)",
	}
	ls := textLines(strings.Join(in, "\n"))
	for i := range ls {
		ls[i].cls = keep
	}
	ls = foldLibFrames(ls)
	for i, l := range ls {
		if want := i == 3 || i == 4; (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
	for s, want := range map[string]bool{
		in[2]: true,
		in[4]: true,
		in[1]: false,
		in[6]: false,
		"\tat java.base/java.lang.Thread.run(Thread.java:1583) ~[na:na]": false,
		"see at the docs (a.md) [notes.jar]":                             false,
	} {
		if got := jarFrame(s); got != want {
			t.Errorf("jarFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

// A long run of a dependency's frames alike but for their line numbers
// (PHP's "#3 .../vendor/...(115): f()") folds as library frames, first and
// last kept, not into a summary listing every frame's place.
func TestVendorFramesNotSummed(t *testing.T) {
	in := []string{
		"PHP Fatal error:  Uncaught TypeError: Cart::total(): Argument #1 ($items) must be of type array, null given in /srv/app/src/Service/Cart.php:14",
		"Stack trace:",
		"#0 /srv/app/src/Controller/CartController.php(31): App\\Service\\Cart->total(NULL)",
	}
	for i := 1; i <= 16; i++ {
		in = append(in, fmt.Sprintf("#%d /srv/app/vendor/symfony/http-kernel/HttpKernel.php(%d): Symfony\\Component\\HttpKernel\\HttpKernel->handleRaw(Object(Request), 1)", i, 100+i*5))
	}
	in = append(in, "#17 /srv/app/public/index.php(20): Kernel->handle(Object(Request))", "#18 {main}", "  thrown in /srv/app/src/Service/Cart.php on line 14")
	out, ok := Text(Generic, strings.Join(in, "\n")+"\n", "/f")
	if !ok {
		t.Fatalf("not reduced:\n%s", out)
	}
	for _, s := range []string{in[2], in[3], in[19], in[20], in[21], " lines omitted"} {
		if !strings.Contains(out, s) {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if strings.Contains(out, "more of") {
		t.Errorf("frames summed up:\n%s", out)
	}
}

// A traceback in a service's logs behind docker compose's gutter
// ("worker-1  | ") has its library frames dropped as without it; the
// user's frame and the exception stay.
func TestComposeGutterTraceback(t *testing.T) {
	in := []string{"worker-1  | Traceback (most recent call last):",
		"worker-1  |   File \"/app/worker.py\", line 30, in <module>",
		"worker-1  |     conn = psycopg.connect(DSN)"}
	for k := range 6 {
		in = append(in, fmt.Sprintf("worker-1  |   File \"/usr/local/lib/python3.12/site-packages/psycopg/connection.py\", line %d, in connect", 700+k*9),
			"worker-1  |     raise last_ex.with_traceback(None)")
	}
	in = append(in, "worker-1  | psycopg.OperationalError: connection failed: password authentication failed for user \"app\"", "worker-1 exited with code 1")
	out, _ := Text(Generic, strings.Join(in, "\n")+"\n", "/f")
	for _, s := range []string{in[1], in[2], in[len(in)-2], in[len(in)-1]} {
		if !strings.Contains(out, s+"\n") {
			t.Errorf("missing %q in\n%s", s, out)
		}
	}
	if strings.Contains(out, "line 718") {
		t.Errorf("library frames kept:\n%s", out)
	}
	for s, want := range map[string]string{
		"worker-1  |   File \"a.py\", line 3": "  File \"a.py\", line 3",
		"    | ValueError: x":                 "ValueError: x",
		"a b | c":                             "a b | c",
		"x = y | z":                           "x = y | z",
	} {
		if got := ungutter(s); got != want {
			t.Errorf("ungutter(%q) = %q, want %q", s, got, want)
		}
	}
}
