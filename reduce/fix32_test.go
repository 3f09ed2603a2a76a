package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// blackFile is black --check --diff's report of one file whose long lines
// it wraps in parentheses of its own (an if's condition, an assignment's
// value, an import list), with its trailing commas, and whose
// parametrize table of alike rows it breaks over lines.
func blackFile(name string) []string {
	in := []string{
		"--- " + name + "\t2026-12-05 01:44:23.867631 +0000",
		"+++ " + name + "\t2026-12-05 01:57:06.278449 +0000",
		"@@ -4,25 +4,40 @@",
		" ",
		"-from herbarium.loans import Loan, LoanError, LoanStatus, add_months, overdue_report",
		"+from herbarium.loans import (",
		"+    Loan,",
		"+    LoanError,",
		"+    LoanStatus,",
		"+    add_months,",
		"+    overdue_report,",
		"+)",
		" ",
		"-@pytest.mark.parametrize(\"start, months, expected\", [",
	}
	var rows []string
	for m := 1; m <= 8; m++ {
		rows = append(rows, fmt.Sprintf("(dt.date(2023, %d, 14), %d, dt.date(2024, %d, 14)),", m, m+2, m))
	}
	for _, r := range rows {
		in = append(in, "-    "+r)
	}
	in = append(in, "-])", "+@pytest.mark.parametrize(", "+    \"start, months, expected\",", "+    [")
	for _, r := range rows {
		in = append(in, "+        "+r)
	}
	return append(in, "+    ],", "+)",
		" def test_add_months(start, months, expected):",
		"     for loan in loans:",
		"-        if loan.start is not None and loan.due is not None and loan.due.year == loan.start.year + 1:",
		"+        if (",
		"+            loan.start is not None",
		"+            and loan.due is not None",
		"+            and loan.due.year == loan.start.year + 1",
		"+        ):",
		"             assert add_months(start, months) == expected",
		"would reformat "+name)
}

// TestBlackWrapsAreLayout: black's own parentheses around a wrapped
// expression are layout, as its line breaks are; a file whose every
// change is such folds behind the layout note, even where an earlier fold
// had grouped its alike rows (the group's note went with the lines).
func TestBlackWrapsAreLayout(t *testing.T) {
	var in []string
	for f := range 4 {
		in = append(in, blackFile(fmt.Sprintf("/home/dev/work/herbarium/tests/test_loans%d.py", f))...)
	}
	in = append(in, "", "Oh no! 💥 💔 💥", "4 files would be reformatted, 5 files would be left unchanged.")
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	if !strings.Contains(out, layoutNote+"\n") {
		t.Errorf("no layout note in:\n%s", out)
	}
	for _, gone := range []string{"+        if (", "and loan.due is not None", "dt.date(2023, 1, 14)", "more of"} {
		if strings.Contains(out, gone) {
			t.Errorf("%q shown in:\n%s", gone, out)
		}
	}
	for f := range 4 {
		if k := fmt.Sprintf("would reformat /home/dev/work/herbarium/tests/test_loans%d.py", f); !strings.Contains(out, k+"\n") {
			t.Errorf("lost %q in:\n%s", k, out)
		}
	}
}

// TestParenthesesOfSubstance: parentheses that change what an expression
// computes are no layout, nor is a call's parenthesis taken away: such a
// commit keeps its changed lines.
func TestParenthesesOfSubstance(t *testing.T) {
	for _, c := range []struct{ minus, plus []string }{
		{[]string{"    return (net + tax) * rate"}, []string{"    return net + tax * rate"}},
		{[]string{"    total = (", "        net + tax", "    ) * rate"}, []string{"    total = net + tax * rate"}},
		{[]string{"    total = compute(net, tax)"}, []string{"    total = compute", "        net, tax"}},
	} {
		if sameLayout(c.minus, c.plus) {
			t.Errorf("%q -> %q read as layout only", c.minus, c.plus)
		}
	}
	for _, c := range []struct{ minus, plus []string }{
		{[]string{"    hemi = 'N' if v >= 0 else 'S'"}, []string{"    hemi = (", "        \"N\" if v >= 0 else \"S\"", "    )"}},
		{[]string{"    return (", "        <div>{name}</div>", "    );"}, []string{"    return <div>{name}</div>;"}},
	} {
		if !sameLayout(c.minus, c.plus) {
			t.Errorf("%q -> %q not read as layout only", c.minus, c.plus)
		}
	}
}

// TestRustfmtBracesAreLayout: rustfmt's braces round a closure's body and
// a match arm's (the arm's comma goes with them), an assert's message
// after black's parentheses, and lifetimes, which open no string, read as
// layout; a statement moved into a block does not.
func TestRustfmtBracesAreLayout(t *testing.T) {
	for _, c := range []struct{ minus, plus []string }{
		{[]string{"            .map(|shaft| if raised.contains(shaft) { Cell::Warp } else { Cell::Weft })"},
			[]string{"            .map(|shaft| {", "                if raised.contains(shaft) {", "                    Cell::Warp", "                } else {", "                    Cell::Weft", "                }", "            })"}},
		{[]string{"            WifError::BadValue { section, key } => write!(f, \"[{section}] {key}: not a number list\"),", "            WifError::Io(e) => e.fmt(f),"},
			[]string{"            WifError::BadValue { section, key } => {", "                write!(f, \"[{section}] {key}: not a number list\")", "            }", "            WifError::Io(e) => e.fmt(f),"}},
		{[]string{"    MissingKey { section: &'static str, key: &'static str },"},
			[]string{"    MissingKey {", "        section: &'static str,", "        key: &'static str,", "    },"}},
		{[]string{"    assert fl[\"minor\"] < fl[\"major\"], f\"{sid} flood levels out of order: {fl}\""},
			[]string{"    assert (", "        fl[\"minor\"] < fl[\"major\"]", "    ), f\"{sid} flood levels out of order: {fl}\""}},
	} {
		if !sameLayout(c.minus, c.plus) {
			t.Errorf("%q -> %q not read as layout only", c.minus, c.plus)
		}
	}
	for _, c := range []struct{ minus, plus []string }{
		{[]string{"    if ready { start() }", "    log()"}, []string{"    if ready {", "        start()", "        log()", "    }"}},
		{[]string{"    x => f(x),"}, []string{"    x => {", "        f(x)", "    } + 1,"}},
		{[]string{"    let n: &'a str = 'x';"}, []string{"    let n: &'a str =", "        'y';"}},
	} {
		if sameLayout(c.minus, c.plus) {
			t.Errorf("%q -> %q read as layout only", c.minus, c.plus)
		}
	}
}
