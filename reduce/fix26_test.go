package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestCurlMeterGluedStatus: curl's progress meter writes its rows to
// stderr without a line's end, so under -i the status line follows the
// last row on one line; that line is the status line's, and stays. Of
// the response head -i prints bare, the headers that matter stay and the
// others go, as under -v.
func TestCurlMeterGluedStatus(t *testing.T) {
	var b strings.Builder
	b.WriteString("  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current\n")
	b.WriteString("                                 Dload  Upload   Total   Spent    Left  Speed\n")
	glued := "  0     0    0     0    0     0      0      0 --:--:-- --:--:-- --:--:--     0HTTP/1.0 404 Not Found"
	b.WriteString(glued + "\n")
	b.WriteString("Server: BaseHTTP/0.6 Python/3.11.2\nDate: Fri, 04 Dec 2026 11:46:54 GMT\nContent-Type: application/json\nX-Trace-Hop: relay-7-eu-west-2, relay-3-eu-west-1, origin-tram-api-04\n\n")
	b.WriteString("[\n")
	for i := range 120 {
		fmt.Fprintf(&b, "  {\"stop\": %d, \"name\": \"Stop %d\", \"zone\": %d},\n", i, i, i%4)
	}
	b.WriteString("  {\"error\": \"stop 999 not found\"}\n]\n")
	out := reduceAsRun(Curl, b.String())
	wants(t, out, glued, "Content-Type: application/json", `  {"error": "stop 999 not found"}`)
	for _, gone := range []string{"Server: BaseHTTP", "Date: Fri", "X-Trace-Hop", `"stop": 60,`} {
		if strings.Contains(out, gone) {
			t.Errorf("%q stayed:\n%s", gone, out)
		}
	}
	// A meter row alone is the meter's, and goes.
	if rest, ok := curlMeterGlued("100  1400  100  1400    0     0   795k      0 --:--:-- --:--:-- --:--:-- 1367k"); ok {
		t.Errorf("a meter row read as glued to %q", rest)
	}
}

// TestUntrackedDigitRuns: past untrackedWhole, untracked files named alike
// but for their digits show the first name and a summary of the others'
// differing digits, from which each name reads back; a file unlike the
// rest stays by name; the short format folds the same way.
func TestUntrackedDigitRuns(t *testing.T) {
	var long, short []string
	var names []string
	for _, dep := range []string{"0715", "1130"} {
		for day := 1; day <= 30; day++ {
			names = append(names, fmt.Sprintf("data/manifest-%s-2024-03-%02d.txt", dep, day))
		}
	}
	long = append(long, "On branch main", "Untracked files:", `  (use "git add <file>..." to include in what will be committed)`)
	for _, n := range names {
		long = append(long, "\t"+n)
		short = append(short, "?? "+n)
	}
	long = append(long, "\tscripts/reload.sh", "", `nothing added to commit but untracked files present (use "git add" to track)`)
	short = append(short, "?? scripts/reload.sh")
	for f, in := range [][]string{long, short} {
		out := reduceAsRun(GitStatus, strings.Join(in, "\n")+"\n")
		pre := []string{"", "?? "}[f]
		wants(t, out, pre+"scripts/reload.sh", pre+names[0])
		if sum := `[hooktool: 59 more of "` + pre + `data/manifest-…-2024-03-….txt" with (0715|02) (0715|03) `; !strings.Contains(out, sum) {
			t.Errorf("no summary %q:\n%s", sum, out)
		}
		sums := summaries(out)
		for _, n := range names {
			if !strings.Contains(out, n) && covered(sums, pre+n) == nil {
				t.Errorf("%s reads back from no line or summary:\n%s", n, out)
			}
		}
		if len(out) > len(strings.Join(in, "\n"))/2 {
			t.Errorf("the untracked files came back at %d of %d bytes:\n%s", len(out), len(strings.Join(in, "\n")), out)
		}
	}
}

// TestImplListsGo: rustc's list of a trait's other implementations under
// its help ("`&u32` implements `Div<u32>`") goes, the help's own line, the
// error and its place staying.
func TestImplListsGo(t *testing.T) {
	var b strings.Builder
	b.WriteString("   Compiling cellar v0.2.0 (/home/dev/work/cellar)\n")
	b.WriteString("error[E0277]: cannot divide `u32` by `{float}`\n   --> src/wheel.rs:123:11\n    |\n123 |     grams / 1000.0\n    |           ^ no implementation for `u32 / {float}`\n    |\n")
	b.WriteString("    = help: the trait `Div<{float}>` is not implemented for `u32`\n    = help: the following other types implement trait `Div<Rhs>`:\n")
	for _, impl := range []string{"`&u32` implements `Div<u32>`", "`&u32` implements `Div`", "`u32` implements `Div<&u32>`", "`u32` implements `Div<NonZero<u32>>`", "`u32` implements `Div`"} {
		b.WriteString("              " + impl + "\n")
	}
	b.WriteString("            and 4 others\n\n")
	b.WriteString("error[E0308]: mismatched types\n  --> src/turning.rs:11:33\n   |\n11 |         (Rind::Waxed, 121..) => \"weekly\",\n   |                                 ^^^^^^^^ expected `u32`, found `&str`\n\n")
	b.WriteString("error[E0609]: no field `age_days` on type `&&Wheel`\n   --> src/wheel.rs:127:50\n    |\n127 |     wheels.iter().filter(|w| w.age_days > 0).collect()\n    |                              ^^^^^^^^ unknown field\n    |\n    = note: available fields are: `id`, `name`, `milk`, `rind`, `made_on` ... and 3 others\n\n")
	b.WriteString("Some errors have detailed explanations: E0277, E0308, E0609.\nFor more information about an error, try `rustc --explain E0277`.\nerror: could not compile `cellar` (lib) due to 3 previous errors\n")
	out := reduceAsRun(CargoBuild, b.String())
	wants(t, out, "error[E0277]: cannot divide `u32` by `{float}`", "   --> src/wheel.rs:123:11",
		"    = help: the following other types implement trait `Div<Rhs>`:", "error[E0308]: mismatched types",
		"error: could not compile `cellar` (lib) due to 3 previous errors")
	if strings.Contains(out, "implements `Div") || strings.Contains(out, "and 4 others") {
		t.Errorf("the list of implementations stayed:\n%s", out)
	}
}

// TestMismatchTypesStay: rustc's mismatched types at two places whose
// labels name other types ("expected `f64`, found `&str`", "... found
// `String`") are two mistakes: each stays whole. The same pair again is
// the same mistake, and groups.
func TestMismatchTypesStay(t *testing.T) {
	mismatch := func(file string, line int, found string) string {
		return fmt.Sprintf("error[E0308]: mismatched types\n  --> %s:%d:20\n   |\n%d |     let x: f64 = parse_field(line, %d);\n   |                  ^^^^^^^^^^^^^^^^^^^^^^ expected `f64`, found `%s`\n\n", file, line, line, line, found)
	}
	var b strings.Builder
	b.WriteString("   Compiling bellcast v0.1.0 (/home/dev/work/bellcast)\n")
	b.WriteString(mismatch("src/main.rs", 18, "&str"))
	b.WriteString(mismatch("src/main.rs", 54, "String"))
	for k := range 4 {
		b.WriteString(mismatch("src/orders.rs", 10+k, "&str"))
	}
	b.WriteString("For more information about this error, try `rustc --explain E0308`.\nerror: could not compile `bellcast` (bin \"bellcast\") due to 6 previous errors\n")
	out := reduceAsRun(CargoBuild, b.String())
	wants(t, out, "   |                  ^^^^^^^^^^^^^^^^^^^^^^ expected `f64`, found `String`", "  --> src/main.rs:54:20")
	if !strings.Contains(out, "orders.rs:10,11,12,13") || strings.Count(out, "found `&str`") > 1 {
		t.Errorf("the same mismatch again did not group:\n%s", out)
	}
}

// TestUntrackedTreeRuns: past untrackedWhole, untracked files of one tree,
// as deep as each other and of one extension, named by words, show the
// first name and a summary of the others' folders and names, from which
// each reads back; a file unlike them stays by name.
func TestUntrackedTreeRuns(t *testing.T) {
	var in, names []string
	for _, room := range []string{"main", "studio", "annex"} {
		for _, day := range []string{"mon", "tue", "wed", "thu", "fri", "sat"} {
			for _, act := range []string{"figure", "hockey", "public-skate"} {
				n := "assets/floorplans/" + room + "/" + day + "/" + act + ".svg"
				names = append(names, n)
				in = append(in, "?? "+n)
			}
		}
	}
	in = append(in, "?? src/cli.ts", "?? lib/lockers.js")
	out := reduceAsRun(GitStatus, strings.Join(in, "\n")+"\n")
	wants(t, out, "?? src/cli.ts", "?? lib/lockers.js", "?? "+names[0])
	if sum := `[hooktool: 53 more of "?? assets/floorplans/…/…/….svg" with (main|mon|hockey) `; !strings.Contains(out, sum) {
		t.Errorf("no summary %q:\n%s", sum, out)
	}
	sums := summaries(out)
	for _, n := range names {
		if !strings.Contains(out, n) && covered(sums, "?? "+n) == nil {
			t.Errorf("%s reads back from no line or summary:\n%s", n, out)
		}
	}
}

// TestMypyNoteUnderCandidates: of mypy's notes at one place, the ones
// indented under "Possible overload variants:" are candidates (the first
// two stay); the note after them that says what they are for stays too.
func TestMypyNoteUnderCandidates(t *testing.T) {
	var b strings.Builder
	b.WriteString("hopledger/irrigation.py:19: error: No overload variant of \"__sub__\" of \"datetime\" matches argument type \"None\"  [operator]\n" +
		"hopledger/irrigation.py:19: note: Possible overload variants:\n" +
		"hopledger/irrigation.py:19: note:     def __sub__(self, timedelta, /) -> datetime\n" +
		"hopledger/irrigation.py:19: note:     def __sub__(self, datetime, /) -> timedelta\n" +
		"hopledger/irrigation.py:19: note:     def __sub__(self, date, /) -> timedelta\n" +
		"hopledger/irrigation.py:19: note: Right operand is of type \"Optional[datetime]\"\n")
	for f := range 12 {
		fmt.Fprintf(&b, "hopledger/mod%d.py:%d: error: Name \"rate%d\" is not defined  [name-defined]\n", f, 10+f, f)
	}
	b.WriteString("Found 13 errors in 13 files (checked 15 source files)\n")
	out := reduceAsRun(Lint, b.String())
	wants(t, out, `hopledger/irrigation.py:19: note: Right operand is of type "Optional[datetime]"`,
		"hopledger/irrigation.py:19: note:     def __sub__(self, timedelta, /) -> datetime")
	if strings.Contains(out, "def __sub__(self, date, /)") {
		t.Errorf("a third candidate stayed:\n%s", out)
	}
	// As mypy printed it over a legacy package (fresh70).
	fx := recorded(t, "testdata/fresh70", "mypy-legacy-hopledger")
	wants(t, reduceAsRun(fx.kind, fx.output), `hopledger/irrigation.py:19: note: Right operand is of type "Optional[datetime]"`)
}
