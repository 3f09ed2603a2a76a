package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// TestUntrackedFewStay: git status -uall listing up to untrackedWhole
// untracked files shows each, a month's exports named alike and a folder
// of files named unalike too: they are what to add or ignore.
func TestUntrackedFewStay(t *testing.T) {
	in := []string{"On branch main", "Changes not staged for commit:", `  (use "git add <file>..." to update what will be committed)`, "\tmodified:   rota/fuel.py", "", "Untracked files:", `  (use "git add <file>..." to include in what will be committed)`}
	var want []string
	for y := 2023; y <= 2024; y++ {
		for m := 1; m <= 12; m++ {
			want = append(want, fmt.Sprintf("\tdata/deliveries/%d/%02d/fuel-oil-deliveries.csv", y, m))
		}
	}
	for _, n := range []string{"bell_rock", "eddystone", "flannan", "godrevy", "hartland", "lizard", "lundy_north", "pendeen", "skerries", "smalls", "trevose", "wolf_rock"} {
		want = append(want, "\tdata/stations/"+n+".csv")
	}
	in = append(in, want...)
	in = append(in, "", `no changes added to commit (use "git add" and/or "git commit -a")`)
	out := reduceAsRun(GitStatus, strings.Join(in, "\n")+"\n")
	wants(t, out, append(want, "\tmodified:   rota/fuel.py")...)

	// The short format's the same.
	short := []string{"## main", " M rota/fuel.py"}
	for _, w := range want {
		short = append(short, "?? "+strings.TrimPrefix(w, "\t"))
	}
	out = reduceAsRun(GitStatus, strings.Join(short, "\n")+"\n")
	wants(t, out, short...)
}

// TestHangingCaretLabel: rustc's labels drawn on lines of their own under
// a caret, hung from it by a bar, stay with the caret and the source line
// they explain (E0515's "returns a value referencing data owned by the
// current function"); a bare gutter's words elsewhere still fold.
func TestHangingCaretLabel(t *testing.T) {
	in := strings.Join([]string{
		"   Compiling ringer v0.1.0 (/home/dev/work/ringer)",
		"error[E0515]: cannot return value referencing temporary value",
		"   --> src/method.rs:110:9",
		"    |",
		"110 |         self.lead().last().unwrap()",
		"    |         -----------^^^^^^^^^^^^^^^^",
		"    |         |",
		"    |         returns a value referencing data owned by the current function",
		"    |         temporary value created here",
		"",
		"error[E0308]: mismatched types",
		"  --> src/row.rs:14:20",
		"   |",
		"14 |     let n: usize = self.bells;",
		"   |            -----   ^^^^^^^^^^ expected `usize`, found `u8`",
		"   |            |",
		"   |            expected due to this",
		"   |",
		"help: you can convert a `u8` to a `usize`",
		"   |",
		"14 |     let n: usize = self.bells.into();",
		"   |                              +++++++",
		"",
		"warning: unused variable: `spare`",
		"  --> src/row.rs:30:9",
		"   |",
		"30 |     let spare = 3;",
		"   |         ^^^^^ help: if this is intentional, prefix it with an underscore: `_spare`",
		"   |",
		"   = note: `#[warn(unused_variables)]` on by default",
		"",
		"Some errors have detailed explanations: E0308, E0515.",
		"For more information about an error, try `rustc --explain E0308`.",
		"error: could not compile `ringer` (lib) due to 2 previous errors",
	}, "\n") + "\n"
	out := reduceAsRun(CargoBuild, in)
	wants(t, out,
		"110 |         self.lead().last().unwrap()",
		"    |         -----------^^^^^^^^^^^^^^^^",
		"    |         returns a value referencing data owned by the current function",
		"    |         temporary value created here",
		"   |            expected due to this")

	// As recorded: the labels stay, the suggestion's body still folds.
	fx := recorded(t, "testdata/fresh54", "cargo-b-changeringer-errors")
	out = reduceAsRun(fx.kind, fx.output)
	wants(t, out, "    |         returns a value referencing data owned by the current function", "    |         temporary value created here")
	if strings.Contains(out, `expect("REASON")`) {
		t.Errorf("a suggestion's body stayed:\n%s", out)
	}
}

// TestMochaMessageAlone: mocha's failure whose assertion carries its own
// words shows them alone over the diff ("queen should be seen", from
// chai's "queen should be seen: expected false to equal true"): the
// failure's message stays, under a title path and under a title on one
// line. The list reporter's row of a failed test has no message under
// it: the passing row after it is no message.
func TestMochaMessageAlone(t *testing.T) {
	for _, name := range []string{"mocha-reporter-dot", "mocha-glob-spec-failures"} {
		fx := recorded(t, "testdata/fresh55", name)
		wants(t, reduceAsRun(fx.kind, fx.output), "      queen should be seen")
	}

	// The list reporter: a failed test's row ("  1) invoice b tax with
	// percent"), the next test's title as it starts ("    invoice b
	// formats invoice: "), then its passing row and the next title: no
	// message, whichever the rule took.
	fx := recorded(t, "testdata/fresh6", "mocha-reporter-list")
	if out := reduceAsRun(fx.kind, fx.output); strings.Contains(out, "✔ invoice b formats invoice: 0ms") || strings.Contains(out, "\n    invoice c line total 1:") {
		t.Errorf("a passing row under a failed one stayed as its message:\n%s", out)
	}
}

// TestRenameDiffFolds: the renames many pairs of a diff make ("-def
// op(x):" / "+def op(value):", in every file) fold under one note, the
// first pair that shows each kept; a change of another kind (a number
// changed) stays, in a file whose other changes fold.
func TestRenameDiffFolds(t *testing.T) {
	file := func(name string, reword bool, n int) string {
		var b strings.Builder
		fmt.Fprintf(&b, "diff --git a/%s b/%s\nindex 33cf040..5059889 100644\n--- a/%s\n+++ b/%s\n@@ -1,%d +1,%d @@\n", name, name, name, name, 5*n, 5*n)
		for i := range n {
			fmt.Fprintf(&b, "-def op%d(x):\n+def op%d(value):\n     # check the input of op%d\n", i, i, i)
			if reword && i == n-1 {
				fmt.Fprintf(&b, "-    return x + %d\n+    return value + %d\n", i, i+1)
			} else {
				fmt.Fprintf(&b, "-    return x + %d\n+    return value + %d\n", i, i)
			}
			b.WriteString(" \n \n")
		}
		return b.String()
	}
	in := file("svc/alerts.py", false, 12) + file("svc/berths.py", true, 12)
	out := reduceAsRun(GitDiff, in)
	wants(t, out, "[hooktool: changes that only replace `x` with `value` omitted but the first of each]",
		"diff --git a/svc/alerts.py b/svc/alerts.py", "-def op0(x):", "+def op0(value):",
		// the other file: a number changed too, so that change stays
		"diff --git a/svc/berths.py b/svc/berths.py", "-    return x + 11", "+    return value + 12")
	if strings.Contains(out, "-def op5(x):") || strings.Contains(out, "-    return x + 10") {
		t.Errorf("a later renaming pair stayed:\n%s", out)
	}

	fx := recorded(t, "testdata/fresh56", "git-diff-rename-param-refactor")
	out = reduceAsRun(fx.kind, fx.output)
	wants(t, out, fx.keep...)
	// (Its other file changes a comment in each function as well: those
	// changed lines stay, up to the 100 of a file a diff keeps.)
	if len(out) > len(fx.output)*2/5 {
		t.Errorf("a rename refactor's diff came back at %d of %d bytes", len(out), len(fx.output))
	}
}

// TestRenamePartFolds: a rename of one part of many names ("aging_calc_0"
// to "aging_compute_0", "AgingRecord" to "AgingEntry", in each module) is
// one rename; a line rewritten but for a number ("-old 3" / "+new 3") is
// no rename, however often it comes; nor is a value written as a word.
func TestRenamePartFolds(t *testing.T) {
	var b strings.Builder
	for _, mod := range []string{"aging", "billing", "ledger", "payroll"} {
		fmt.Fprintf(&b, "diff --git a/kit/%s.py b/kit/%s.py\n--- a/kit/%s.py\n+++ b/kit/%s.py\n@@ -1,9 +1,9 @@\n", mod, mod, mod, mod)
		for i := range 2 {
			fmt.Fprintf(&b, "-def %s_calc_%d(amount):\n+def %s_compute_%d(amount):\n     return amount\n", mod, i, mod, i)
		}
		title := strings.ToUpper(mod[:1]) + mod[1:]
		fmt.Fprintf(&b, "-class %sRecord:\n+class %sEntry:\n", title, title)
		fmt.Fprintf(&b, "-    strict = True\n+    strict = False\n")
	}
	out := reduceAsRun(GitDiff, b.String())
	wants(t, out, "[hooktool: changes that only replace `calc` with `compute`, `Record` with `Entry` omitted but the first of each]",
		"-def aging_calc_0(amount):", "+def aging_compute_0(amount):", "-class AgingRecord:", "+class AgingEntry:",
		"diff --git a/kit/payroll.py b/kit/payroll.py", "-    strict = True", "+    strict = False")
	if strings.Contains(out, "ledger_calc_1") || strings.Contains(out, "LedgerRecord") {
		t.Errorf("a later renaming pair stayed:\n%s", out)
	}

	b.Reset()
	for f := range 12 {
		fmt.Fprintf(&b, "diff --git a/f%d.txt b/f%d.txt\n--- a/f%d.txt\n+++ b/f%d.txt\n@@ -1,3 +1,3 @@\n a\n-old %d\n+new %d\n b\n", f, f, f, f, f, f)
	}
	out = reduceAsRun(GitDiff, b.String())
	if strings.Contains(out, "only replace") || !strings.Contains(out, "+new 11") {
		t.Errorf("lines rewritten but for a number folded as renames:\n%s", out)
	}
}

// TestShortProgressGoes: a short output cut with tail whose head is a
// counter's lines ("(Reading database ... 45%", apt's, one a line) is no
// answer to read whole: the counter folds, the rest reads as any output.
// One line with a percentage among a report's rows is no counter: the
// short answer comes back whole.
func TestShortProgressGoes(t *testing.T) {
	fx := recorded(t, "testdata/fresh58", "apt-get-install-ruby-rspec")
	out := reduceAsRun(fx.kind, fx.output)
	wants(t, out, fx.keep...)
	if strings.Contains(out, "(Reading database ... 45%") {
		t.Errorf("apt's counter stayed:\n%s", out)
	}

	var b strings.Builder
	for i := range 45 {
		fmt.Fprintf(&b, "station %02d  tide %d cm  surge %d cm  ok\n", i, 100+i, 3*i)
	}
	b.WriteString("coverage of the gauges: 87%\n")
	if b.Len() <= smallBytes || b.Len() > printWhole {
		t.Fatalf("the report is %d bytes: want between %d and %d", b.Len(), smallBytes, printWhole)
	}
	if out := reduceAsRun(Bounded, b.String()); out != b.String() {
		t.Errorf("a short report with one percentage came back cut:\n%s", out)
	}
}

// TestShortDumpsKeepTheirDifference: a golden dump pair too short to cut
// (three rows each) keeps the row where each side differs, the "want"
// side's too, however the budget samples the rest of a verbose run.
func TestShortDumpsKeepTheirDifference(t *testing.T) {
	fx := recorded(t, "testdata/fresh59", "go-test-v-radiant-table-panic")
	wants(t, reduceAsRun(fx.kind, fx.output), "        Cygnids      1  1", "        Cygnids      1  0")
}
