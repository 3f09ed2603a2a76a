package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A JS test failure's code frame goes but for the line its caret points
// at, the assertion or the throw that failed (as jest's "> 95 |" line
// stays), and the line above it that opens the failing test (its name at
// its line: frameTestOpening): the place above it and the message say
// the rest.
func TestJSCodeFrameGoes(t *testing.T) {
	in := []string{
		" FAIL  test/order.test.js > order > keeps the order of fields",
		"AssertionError: expected { id: 'order-2', limit: 3 } to deeply equal { id: 'order-2', limit: 4 }",
		"",
		" ❯ test/order.test.js:95:51",
		"     93|   });",
		"     94|   it(\"keeps the order of fields\", () => {",
		"     95|     expect(makeOrder({ limit: 3, region: \"eu\" })).toEqual({",
		"       |                                                   ^",
		"     96|       id: \"order-2\",",
		"     97|       limit: 4,",
		"",
		" FAIL  test/coupon.test.js > coupon > rejects unknown codes",
		"Error: unknown coupon X",
		" ❯ apply src/coupon.js:4:31",
		"      2| export function apply(code, table) {",
		"      3|   const t = table ?? {};",
		"      4|   if (!(code in t)) throw new Error(`unknown coupon ${code}`);",
		"       |                               ^",
		"      5|   return t[code];",
		"      6| }",
		"",
		" Test Files  2 failed | 9 passed (11)",
		"      Tests  2 failed | 168 passed (170)",
	}
	ls := textLines(strings.Join(in, "\n"))
	sp := specFor(NpmTest)
	classify(sp, ls)
	ls = sp.post(ls)
	for i, l := range ls {
		frame := codeFrameRe.MatchString(l.text)
		pointed := i+1 < len(ls) && strings.HasSuffix(ls[i+1].text, "^") && frame
		pointed = pointed || strings.Contains(l.text, `it("keeps the order of fields"`)
		switch {
		case pointed && l.cls != keep:
			t.Errorf("line %d %q: %v, want kept", i, l.text, l.cls)
		case frame && !pointed && l.cls != drop:
			t.Errorf("line %d %q: %v, want dropped", i, l.text, l.cls)
		}
	}
}

// In jest's diff of a large object that differs in one field, the field
// and its nearest neighbours stay; the other unchanged fields go.
func TestExpectedDiffTrimmed(t *testing.T) {
	in := []string{"  ● order › keeps every field", "", "    expect(received).toEqual(expected) // deep equality", "",
		"    - Expected  - 1", "    + Received  + 1", "", "      Object {"}
	for i := 0; i < 30; i++ {
		if i == 17 {
			in = append(in, "    -   \"limit\": 4,", "    +   \"limit\": 3,")
			continue
		}
		in = append(in, "        \"field"+strings.Repeat("x", i%5)+string(rune('a'+i%26))+"\": "+strings.Repeat("1", 1+i%3)+",")
	}
	in = append(in, "      }", "", "      at Object.toEqual (src/order.test.js:12:19)")
	ls := trimExpectedDiff(textLines(strings.Join(in, "\n")))
	kept := 0
	for _, l := range ls {
		if l.cls != drop {
			kept++
		}
	}
	if kept != len(in)-29 { // (the body: "Object {", 29 fields, 2 changes, "}"; 4 stay)
		t.Errorf("kept %d of %d lines, want %d", kept, len(in), len(in)-29)
	}
	for _, k := range []int{8 + 16, 8 + 17, 8 + 18, 8 + 19} { // the change and a neighbour on each side
		if ls[k].cls == drop {
			t.Errorf("line %q dropped", ls[k].text)
		}
	}
}

// A passing test's line goes whatever its name or place says (an error
// word in the test's name, Playwright's file:line:col).
func TestJSPassWithPlaceGoes(t *testing.T) {
	for _, s := range []string{
		"  ✓  3 [chromium] › tests/cart.spec.ts:12:5 › cart page loads (362ms)",
		"    ✓ throws an error on an empty basket (2 ms)",
		"ok 12 - rejects a TypeError input",
	} {
		cls, _ := specFor(NpmTest).cls()(s)
		if cls != drop {
			t.Errorf("%q: %v, want drop", s, cls)
		}
	}
	for _, s := range []string{
		"  ✘  10 [chromium] › tests/cache.spec.ts:12:5 › cache page loads (362ms)",
		"not ok 3 - rejects a TypeError input",
	} {
		if cls, _ := specFor(NpmTest).cls()(s); cls == drop {
			t.Errorf("%q dropped", s)
		}
	}
}

// A parse error's frame keeps the line it points at: that line is the
// error.
func TestJSParseErrorFrameKeepsLine(t *testing.T) {
	in := []string{
		" FAIL  test/cart.test.js [ test/cart.test.js ]",
		"SyntaxError: Unexpected token (22:4)",
		" ❯ src/cart.js:22:4",
		"     20|   const t = 0",
		"     21|   for (const l of lines) {",
		"     22|     t += l.qty *",
		"       |    ^",
		"     23|   }",
	}
	ls := textLines(strings.Join(in, "\n"))
	sp := specFor(NpmTest)
	classify(sp, ls)
	ls = sp.post(ls)
	if ls[5].cls != keep {
		t.Errorf("pointed line %q: %v, want kept", ls[5].text, ls[5].cls)
	}
	jest := []string{"  ● Test suite failed to run", "", "    SyntaxError: /srv/web/src/cart.js: Unexpected token (22:4)", "",
		"      21 |   for (const l of lines) {", "    > 22 |     t += l.qty *", "         |    ^", "      23 |   }"}
	ls = textLines(strings.Join(jest, "\n"))
	classify(sp, ls)
	ls = sp.post(ls)
	if ls[5].cls != keep || ls[4].cls != drop {
		t.Errorf("jest's frame: pointed line %v (want kept), its neighbour %v (want drop)", ls[5].cls, ls[4].cls)
	}
}

// A pointed line at the margin (bun's, babel's frames) stays.
func TestJSMarginFrameLineStays(t *testing.T) {
	if cls, _ := specFor(NpmTest).cls()("> 22 |     total += line.qty"); cls != keep {
		t.Errorf("margin pointed line: %v, want keep", cls)
	}
}

// TestRequireStackItems: node's "Require stack:" under a module not found
// lists the modules that required it, "- /path" one per line: the ones in
// a dependency's folder are the runner's plumbing, not a diff's removed
// lines; the project's own module in the list stays, as does the error.
func TestRequireStackItems(t *testing.T) {
	var b strings.Builder
	b.WriteString("FAIL test/report.test.js\n  ● Test suite failed to run\n\n    Cannot find module './fmt' from 'src/report.js'\n\n")
	b.WriteString("Require stack:\n- /srv/app/src/report.js\n")
	for _, m := range []string{"@runner/core/build/index.js", "@runner/core/build/cli.js", "runner-cli/build/run.js", "runner-cli/bin/runner.js", "runner/bin/runner.js"} {
		b.WriteString("- /srv/app/node_modules/" + m + "\n")
	}
	b.WriteString("\n")
	for i := range 30 {
		fmt.Fprintf(&b, "PASS test/unit%02d.test.js\n", i)
	}
	b.WriteString("\nTest Suites: 1 failed, 30 passed, 31 total\nTests:       60 passed, 60 total\n")
	out, omitted := reduceLines(NpmTest, textLines(b.String()), "/tmp/full.log")
	if !omitted {
		t.Fatalf("nothing omitted:\n%s", out)
	}
	for _, want := range []string{"    Cannot find module './fmt' from 'src/report.js'", "- /srv/app/src/report.js", "Test Suites: 1 failed, 30 passed, 31 total"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("%q lost:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "/node_modules/"); n > 0 {
		t.Errorf("%d of the runner's modules in the require stack kept:\n%s", n, out)
	}
	if !libListItem("/srv/app/node_modules/x/index.js") || libListItem("/srv/app/src/report.js") || libListItem(`"/srv/app/node_modules/x.js",`) {
		t.Errorf("libListItem misreads a list's item")
	}
}
