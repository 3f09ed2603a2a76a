package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// The classes behind fresh157's and fresh158's lost lines, in output of
// our own.

// A commit's message stays whole under git show and under the first
// commits of git log: the author's points, a line each.
func TestCommitMessageWhole(t *testing.T) {
	var b strings.Builder
	b.WriteString("commit 5f3a9c0d1e2b3a4c5d6e7f8091a2b3c4d5e6f708\nAuthor: Ada Dev <ada@example.com>\nDate:   Tue Dec 1 10:00:00 2026 +0000\n\n    Rework the quota checks\n\n")
	var points []string
	for i := range 9 {
		p := fmt.Sprintf("    - quota %d: count only the days past the allowance for tier %d", i, i)
		points = append(points, p)
		b.WriteString(p + "\n")
	}
	b.WriteString("\ndiff --git a/q.py b/q.py\nindex 1111111..2222222 100644\n--- a/q.py\n+++ b/q.py\n@@ -1,3 +1,3 @@\n def f():\n-    return 1\n+    return 2\n")
	for _, kind := range []string{GitShow, GitLog} {
		in := b.String() + strings.Repeat(" context line of the file\n", 0)
		in += strings.Repeat("+added line for the budget\n", 400)
		out := reduceAsRun(kind, in)
		for _, p := range points {
			if !strings.Contains(out, p+"\n") {
				t.Errorf("%s: message line %q lost in:\n%s", kind, p, out)
			}
		}
		checkMarkers(t, in, out)
	}
}

// git log -p: the changed lines of the first commits' patches stay, as
// git show's do, up to a bound per commit.
func TestLogFirstPatches(t *testing.T) {
	var b strings.Builder
	var changed []string
	for c := 3; c > 0; c-- {
		fmt.Fprintf(&b, "commit %040x\nAuthor: Ada Dev <ada@example.com>\nDate:   Tue Dec 1 10:0%d:00 2026 +0000\n\n    Change %d\n\n", c*7919, c, c)
		fmt.Fprintf(&b, "diff --git a/m%d.py b/m%d.py\nindex 1111111..2222222 100644\n--- a/m%d.py\n+++ b/m%d.py\n@@ -1,30 +1,30 @@\n", c, c, c, c)
		word := []string{"", "ledger", "invoice", "shipment"}[c]
		for i := range 30 {
			fmt.Fprintf(&b, "-    %s_%d = read_%s(%d)\n+    %s_%d = load_%s(%d, strict=True)\n", word, i, word, i, word, i, word, i)
			if c >= 2 {
				changed = append(changed, fmt.Sprintf("+    %s_%d = load_%s(%d, strict=True)", word, i, word, i))
			}
		}
	}
	in := b.String()
	out := reduceAsRun(GitLog, in)
	for _, l := range changed {
		if !strings.Contains(out, l+"\n") {
			t.Errorf("a first commit's changed line %q lost in:\n%s", l, out)
		}
	}
	checkMarkers(t, in, out)
}

// TeX's log: box warnings, the result line, an error's "l.N" line and a
// package warning's continuation stay among the file and font traces, in
// each of latexmk's runs.
func TestTeXNotes(t *testing.T) {
	var in, want []string
	for run := range 3 {
		in = append(in, "Running 'pdflatex  -interaction=nonstopmode \"report.tex\"'", "This is pdfTeX, Version 3.141592653-2.6-1.40.25 (TeX Live 2023)")
		for i := range 120 {
			in = append(in, fmt.Sprintf("(/usr/share/texlive/texmf-dist/tex/latex/base/pkg%d.sty)", i))
		}
		for i := range 6 {
			box := fmt.Sprintf(`Overfull \hbox (%d.5021pt too wide) in paragraph at lines %d--%d`, 3+i, 10*i+2, 10*i+9)
			in = append(in, box, "[]\\T1/lmr/m/n/10 a long line of text", "")
			if run == 0 {
				want = append(want, box)
			}
		}
		in = append(in, "! Undefined control sequence.", fmt.Sprintf("l.%d \\ce", 41+run), "", "Package natbib Warning: Citation(s) may have changed.",
			"(natbib)                Rerun to get citations correct.", "")
		for i := range 120 {
			in = append(in, fmt.Sprintf("{/usr/share/texlive/texmf-dist/fonts/enc/dvips/lm/lm-ec%d.enc}", i))
		}
		out := fmt.Sprintf("Output written on report.pdf (12 pages, 20481%d bytes).", run)
		in = append(in, out, "Transcript written on report.log.")
		if run == 0 {
			want = append(want, out, "l.41 \\ce", "(natbib)                Rerun to get citations correct.")
		}
	}
	out, _ := reduceLines(Generic, textLines(strings.Join(in, "\n")), fullPath)
	for _, w := range want {
		if !strings.Contains(out, w+"\n") {
			t.Errorf("%q lost in:\n%s", w, out)
		}
	}
	if strings.Count(out, "/usr/share/texlive") > 30 {
		t.Errorf("the file traces stayed:\n%s", out)
	}
}

// The expanded rows of a database client (mysql's \G, psql -x) keep each
// record's separator and the field that names the record (the first whose
// values differ and hold a letter), whatever the budget takes of the rest;
// a key-value report's sections keep their titles (redis-cli INFO).
func TestExpandedRowsAndSections(t *testing.T) {
	var b strings.Builder
	for r := 1; r <= 6; r++ {
		fmt.Fprintf(&b, "-[ RECORD %d ]------+--------\n", r)
		fmt.Fprintf(&b, "oid                | %d\n", 1000+r)
		b.WriteString("schema             | public\n")
		fmt.Fprintf(&b, "table_name         | table_%c\n", 'a'+r)
		for k := 0; k < 20; k++ {
			fmt.Fprintf(&b, "stat_%02d            | %d\n", k, r*k)
		}
	}
	out := reduceAsRun(Generic, b.String())
	for r := 1; r <= 6; r++ {
		for _, want := range []string{fmt.Sprintf("-[ RECORD %d ]------+--------", r), fmt.Sprintf("table_name         | table_%c", 'a'+r)} {
			if !strings.Contains(out, want+"\n") {
				t.Errorf("expanded rows: %q lost:\n%s", want, out)
			}
		}
	}
	if len(out) >= b.Len() {
		t.Errorf("expanded rows not reduced: %d of %d bytes", len(out), b.Len())
	}
	b.Reset()
	for _, sec := range []string{"Server", "Clients", "Memory", "Persistence", "Stats", "Replication", "CPU"} {
		fmt.Fprintf(&b, "# %s\n", sec)
		for k := 0; k < 25; k++ {
			fmt.Fprintf(&b, "%s_key_%02d:%d\n", strings.ToLower(sec), k, k*7)
		}
		b.WriteString("\n")
	}
	out = reduceAsRun(Generic, b.String())
	for _, sec := range []string{"Server", "Clients", "Memory", "Persistence", "Stats", "Replication", "CPU"} {
		if !strings.Contains(out, "# "+sec+"\n") {
			t.Errorf("section title %q lost:\n%s", sec, out)
		}
	}
}

// SQL a tool prints keeps its statement heads and a migration's part
// titles; a dump that joins files keeps each file's head; PostgreSQL's
// caret under "LINE 1:" stays with it.
func TestSQLHeadsFileHeadsAndCaret(t *testing.T) {
	var b strings.Builder
	b.WriteString("--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\nSET lock_timeout = 0;\n\n")
	tables := []string{"orders", "customers", "invoices", "payments", "shipments"}
	for _, tb := range tables {
		fmt.Fprintf(&b, "--\n-- Name: %s; Type: TABLE; Schema: public; Owner: app\n--\n\nCREATE TABLE public.%s (\n", tb, tb)
		for c := 0; c < 12; c++ {
			fmt.Fprintf(&b, "    col_%02d integer NOT NULL,\n", c)
		}
		fmt.Fprintf(&b, "    note text\n);\n\n\nALTER TABLE public.%s OWNER TO app;\n\n", tb)
	}
	for _, tb := range tables {
		fmt.Fprintf(&b, "ALTER TABLE ONLY public.%s\n    ADD CONSTRAINT %s_pkey PRIMARY KEY (col_00);\n\n", tb, tb)
	}
	out := reduceAsRun(Generic, b.String())
	for _, tb := range tables {
		for _, want := range []string{"CREATE TABLE public." + tb + " (", "    ADD CONSTRAINT " + tb + "_pkey PRIMARY KEY (col_00);"} {
			if !strings.Contains(out, want+"\n") {
				t.Errorf("SQL head %q lost:\n%s", want, out)
			}
		}
	}
	if len(out) >= b.Len()*3/4 {
		t.Errorf("schema dump barely reduced: %d of %d bytes", len(out), b.Len())
	}
	b.Reset()
	confs := []string{"/etc/app/nginx.conf", "/etc/app/conf.d/api.conf", "/etc/app/conf.d/web.conf", "/etc/app/snippets/tls.conf"}
	for _, c := range confs {
		fmt.Fprintf(&b, "# configuration file %s:\n", c)
		for k := 0; k < 30; k++ {
			fmt.Fprintf(&b, "    directive_%02d value_%d;\n", k, k*3)
		}
		b.WriteString("\n")
	}
	out = reduceAsRun(Generic, b.String())
	for _, c := range confs {
		if !strings.Contains(out, "# configuration file "+c+":\n") {
			t.Errorf("file head of %s lost:\n%s", c, out)
		}
	}
	b.Reset()
	for k := 0; k < 40; k++ {
		fmt.Fprintf(&b, "NOTICE:  step %d done\n", k)
	}
	b.WriteString("ERROR:  column \"totl\" does not exist\nLINE 1: SELECT totl FROM orders;\n               ^\nHINT:  Perhaps you meant to reference the column \"orders.total\".\n")
	out = reduceAsRun(Generic, b.String())
	if !strings.Contains(out, "LINE 1: SELECT totl FROM orders;\n               ^\n") {
		t.Errorf("the caret under LINE 1 is lost:\n%s", out)
	}
}
