package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A plan's change headers and its summary stay; the attributes under
// each header fold.
func TestPlanChangeHeaders(t *testing.T) {
	var b strings.Builder
	b.WriteString("OpenTofu will perform the following actions:\n\n")
	var heads []string
	for i := 0; i < 9; i++ {
		h := fmt.Sprintf("  # aws_sqs_queue.jobs[%d] will be updated in-place", i)
		mark := "~"
		if i%3 == 0 {
			h = fmt.Sprintf("  # module.mail.aws_ses_identity.sender[\"n%d\"] must be replaced", i)
			mark = "-/+"
		}
		heads = append(heads, h)
		fmt.Fprintf(&b, "%s\n  %s resource \"aws_sqs_queue\" \"jobs\" {\n", h, mark)
		for k := 0; k < 6; k++ {
			fmt.Fprintf(&b, "      ~ attr_%d = \"old-%d\" -> \"new-%d\"\n", k, k, i)
		}
		b.WriteString("        # (3 unchanged attributes hidden)\n    }\n\n")
	}
	b.WriteString("Plan: 3 to add, 6 to change, 3 to destroy.\n\nChanges to Outputs:\n  ~ queue_url = \"a\" -> \"b\"\n\nSaved the plan to: tfplan\n")
	out, ok := Text(Generic, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatal("not reduced")
	}
	for _, want := range append(heads, "Plan: 3 to add, 6 to change, 3 to destroy.") {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "attr_4") {
		t.Errorf("the attributes should fold:\n%s", out)
	}
}

// A tally behind one word that labels it is a tally.
func TestTallyBehindLabel(t *testing.T) {
	for s, want := range map[string]bool{
		"Plan: 2 to add, 1 to change, 0 to destroy.": true,
		"Synced: 880 rows, 12 skipped":               true,
		"Note: 3 files":                              false,
		"Took 3 s, 2 ms in all":                      false,
		"See also: 3 rows, 4 files":                  false,
	} {
		if tally(s) != want {
			t.Errorf("tally(%q) = %v, want %v", s, !want, want)
		}
	}
}

// A check's finding at an object, its code in parentheses, stays
// whatever its words, each one.
func TestCodedFindings(t *testing.T) {
	for s, want := range map[string]bool{
		"billing.Invoice: (models.W042) Auto-created primary key used when not defining a primary key type.": true,
		"?: (caches.E001) You must define a 'default' cache in your CACHES setting.":                         true,
		"<class 'billing.admin.InvoiceAdmin'>: (admin.E108) The value of 'list_display[1]' refers to 'due'.": true,
		"Note: (see below) the run went on":                                     false,
		"  billing.Invoice: (models.W042) indented, a detail of something else": false,
		"total: (E501) ": false,
	} {
		if codedFinding(s) != want {
			t.Errorf("codedFinding(%q) = %v, want %v", s, !want, want)
		}
	}
	var b strings.Builder
	b.WriteString("System check identified some issues:\n\nWARNINGS:\n")
	var finds []string
	for i := 0; i < 12; i++ {
		f := fmt.Sprintf("ledger.Entry%d: (models.W%03d) Field 'amount_%d' has a precision the database rounds on every save, so totals drift by a cent now and then.", i, 40+i, i)
		finds = append(finds, f)
		fmt.Fprintf(&b, "%s\n\tHINT: Set max_digits on amount_%d.\n", f, i)
	}
	b.WriteString("\nSystem check identified 12 issues (0 silenced).\n")
	out, _ := Text(Generic, b.String(), "/tmp/full.log")
	for _, f := range finds {
		if !strings.Contains(out, f+"\n") {
			t.Errorf("lost %q:\n%s", f, out)
		}
	}
}

// A file's heading drawn as a titled rule stays over the message it
// heads, though the message comes again word for word under each file.
func TestPathRuleHeading(t *testing.T) {
	var b strings.Builder
	rule := strings.Repeat("━", 60)
	var heads []string
	for i := 0; i < 6; i++ {
		h := fmt.Sprintf("lib/money%d.ts format %s", i, rule)
		heads = append(heads, h)
		fmt.Fprintf(&b, "%s\n\n  × Formatter would have printed the following content:\n\n", h)
		for k := 0; k < 8; k++ {
			fmt.Fprintf(&b, "    %d   │ - const·x%d·=·'a';\n      %d │ + const x%d = \"a\";\n", k, k, k, k)
		}
		b.WriteString("\n\n")
	}
	b.WriteString("Checked 6 files in 12ms. No fixes applied.\nFound 6 errors.\n")
	out, ok := Text(Lint, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatal("not reduced")
	}
	for _, h := range heads {
		if !strings.Contains(out, h+"\n") {
			t.Errorf("lost %q:\n%s", h, out)
		}
	}
	if pathRuleHeading([]line{{text: "check " + rule}, {text: ""}, {text: "  × Some errors were emitted.", cls: keep}}, 0) {
		t.Error("a heading that names no file is no file's heading")
	}
}

// The member that names each record of a short JSON stream stays; the
// rest of each record (a long list of its dependencies) may fold.
func TestRecordNames(t *testing.T) {
	var b strings.Builder
	var names []string
	for i := 0; i < 5; i++ {
		n := fmt.Sprintf("\t\"ImportPath\": \"example.org/depot/pkg%d\",", i)
		names = append(names, n)
		fmt.Fprintf(&b, "{\n\t\"Dir\": \"/src/depot/pkg%d\",\n%s\n\t\"Name\": \"pkg%d\",\n\t\"Root\": \"/src/depot\",\n\t\"Deps\": [\n", i, n, i)
		for k := 0; k < 40; k++ {
			fmt.Fprintf(&b, "\t\t\"internal/lib%02d\",\n", k)
		}
		b.WriteString("\t\t\"unsafe\"\n\t]\n}\n")
	}
	out, ok := Text(Generic, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatal("not reduced")
	}
	for _, n := range names {
		if !strings.Contains(out, n+"\n") {
			t.Errorf("lost %q:\n%s", n, out)
		}
	}
}

// An outline listing (entries at the margin, what each holds indented
// under it) is what was asked for: a short one stays whole, a long one
// keeps every entry (with the lines right under it, as any kept line).
func TestOutlineListing(t *testing.T) {
	outline := func(n, ops int) (string, []string) {
		var b strings.Builder
		b.WriteString("Planned operations:\n")
		var entries []string
		for i := 0; i < n; i++ {
			e := fmt.Sprintf("billing.%04d_alter_invoice_field%d", i+1, i)
			entries = append(entries, e)
			fmt.Fprintf(&b, "%s\n", e)
			for k := 0; k < ops; k++ {
				fmt.Fprintf(&b, "    Alter field due_%d on invoice%d\n", k, i)
			}
		}
		return b.String(), entries
	}
	short, _ := outline(20, 2)
	if out, ok := Text(Generic, short, "/tmp/full.log"); ok || out != short {
		t.Errorf("a short outline should stay whole:\n%s", out)
	}
	long, entries := outline(40, 6)
	out, ok := Text(Generic, long, "/tmp/full.log")
	if !ok {
		t.Fatal("a long outline should be reduced")
	}
	for _, e := range entries {
		if !strings.Contains(out, e+"\n") {
			t.Errorf("lost entry %q:\n%s", e, out)
		}
	}
	// Lines at the margin with words between blanks are no outline.
	prose, _ := outline(20, 2)
	prose = strings.Replace(prose, "billing.0003_alter_invoice_field2", "Applying billing.0003 ... OK", 1)
	if keepOutline(textLines(prose))[5].cls == keep {
		t.Error("an output with other lines at the margin is no outline")
	}
}

// A failure word joined by a hyphen to a name (a package's, a file's) is
// no place that matters in a long line: no window around it.
func TestHotSpotsSkipHyphenNames(t *testing.T) {
	pkgs := strings.Repeat("pkg-a==1.0,", 100) + "pytest-timeout==2.1.0,es-errors==1.3.0,error-constants==0.1," + strings.Repeat("pkg-b==2.0,", 100)
	if at := hotSpots(pkgs); len(at) != 0 {
		t.Errorf("hot spots in a package list: %v", at)
	}
	if at := hotSpots(pkgs + " timeout after 30s"); len(at) != 1 {
		t.Errorf("want the timeout at the end, got %v", at)
	}
}

// A JVM stack written without "at " (JUnit's console launcher) loses the
// frames of the JDK and the test framework; the project's stay.
func TestBareJVMFrames(t *testing.T) {
	for s, want := range map[string]bool{
		"       org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1142)":                true,
		"       java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)":     true,
		"       com.acme.ledger.BookTest.balances(BookTest.java:41)":                                false,
		"org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1142)":                       false, // (not indented: no frame)
		"       org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1142) and more words": false,
	} {
		if libStackFrame(s) != want {
			t.Errorf("libStackFrame(%q) = %v, want %v", s, !want, want)
		}
	}
}

// A finding with its place in brackets heads a frame: the numbered
// source lines quoted under it fold, the finding stays.
func TestBracketPlaceFrames(t *testing.T) {
	var b strings.Builder
	b.WriteString("Results:\n\n")
	var finds []string
	for i := 0; i < 8; i++ {
		f := fmt.Sprintf("[/src/vault/keys.go:%d] - G40%d (CWE-32%d): Use of a weak primitive (Confidence: HIGH, Severity: MEDIUM)", 10*i+5, i, i)
		finds = append(finds, f)
		fmt.Fprintf(&b, "%s\n    %d: func Seal%d(b []byte) string {\n  > %d: \treturn fmt.Sprintf(\"%%x\", sha1.Sum(b))\n    %d: }\n\n", f, 10*i+4, i, 10*i+5, 10*i+6)
	}
	b.WriteString("Summary:\n  Files  : 3\n  Issues : 8\n")
	out, ok := Text(Generic, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatal("not reduced")
	}
	for _, f := range finds {
		if !strings.Contains(out, f+"\n") {
			t.Errorf("lost %q:\n%s", f, out)
		}
	}
	if strings.Contains(out, "func Seal5") {
		t.Errorf("the quoted source should fold:\n%s", out)
	}
}

// A long routine line shown for the output's shape (in its head) is
// clipped shorter than a line that says something.
func TestRoutineLongLineClipsShort(t *testing.T) {
	var b strings.Builder
	b.WriteString("venv installed: ")
	for i := 0; i < 300; i++ {
		fmt.Fprintf(&b, "pkg%03d==1.%d,", i, i)
	}
	b.WriteString("\n")
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "step %d of the setup went as planned, moving on to the next one\n", i)
	}
	b.WriteString("ERROR: the lint env failed (exit 2)\n")
	out, ok := Text(Generic, b.String(), "/tmp/full.log")
	if !ok {
		t.Fatal("not reduced")
	}
	first, _, _ := strings.Cut(out, "\n")
	if !strings.HasPrefix(first, "venv installed: pkg000==1.0,") || len(first) > routineClipHead+routineClipTail+120 {
		t.Errorf("first line %d bytes: %q", len(first), first)
	}
	if !strings.Contains(out, "ERROR: the lint env failed (exit 2)\n") {
		t.Errorf("lost the error:\n%s", out)
	}
}

// A diff's context line is no plan's header: a comment at one blank's
// indent over a list item says nothing changed.
func TestChangeHeaderNotDiffContext(t *testing.T) {
	ls := textLines(" # Usage\n - run make\n")
	if changeHeader(ls, 0) {
		t.Error("a diff's context line read as a plan's header")
	}
	ls = textLines("  # null_resource.seed will be destroyed\n  - resource \"null_resource\" \"seed\" {\n")
	if !changeHeader(ls, 0) {
		t.Error("a plan's header not read")
	}
}
