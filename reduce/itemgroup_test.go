package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// itemSummaries returns the "with" summaries of out and the lines each
// one stands for, rebuilt from its template and its listed names.
func itemSummaries(out string) map[string][]string {
	got := map[string][]string{}
	for _, s := range summaries(out) {
		for _, n := range s.names {
			got[s.key] = append(got[s.key], fill(s.key, n))
		}
	}
	return got
}

// checkRebuilt fails unless every line of want is shown whole in out or
// rebuilt, word for word, from one of its summaries.
func checkRebuilt(t *testing.T, out string, want []string) {
	t.Helper()
	shown := map[string]bool{}
	for _, l := range splitLines(out) {
		shown[l] = true
	}
	rebuilt := map[string]int{}
	for _, ls := range itemSummaries(out) {
		for _, l := range ls {
			rebuilt[l]++
		}
	}
	for _, w := range want {
		if !shown[w] && rebuilt[w] == 0 {
			t.Errorf("line neither shown nor rebuilt from a summary: %q\n%s", w, out)
		}
	}
}

func deprecations(n int) []string {
	var ls []string
	for i := range n {
		ls = append(ls, fmt.Sprintf("npm warn deprecated pkg-%c%d@%d.%d.%d: This package is no longer supported. Please use a maintained alternative.", 'a'+i%26, i, i%4, i%7, i))
	}
	return ls
}

// Warnings said of one package each fold into the first and one summary
// from which every one is rebuilt; the rest of the output is untouched.
// (Run by a script: npm's own install reducer ranks these warnings
// routine, and the markers count them.)
func TestItemRunsFoldWarnings(t *testing.T) {
	warns := deprecations(15)
	in := append(append([]string{"> setup"}, warns...), "", "added 1423 packages in 32s")
	out := reduceAsRun(Generic, strings.Join(in, "\n")+"\n")
	if !strings.Contains(out, warns[0]+"\n") {
		t.Errorf("first warning not shown whole:\n%s", out)
	}
	sums := itemSummaries(out)
	if len(sums) != 1 || len(sums[`npm warn deprecated …: This package is no longer supported. Please use a maintained alternative.`]) != 14 {
		t.Errorf("want one summary of 14 warnings, got %v:\n%s", sums, out)
	}
	checkRebuilt(t, out, warns)
	checkMarkers(t, strings.Join(in, "\n")+"\n", out)
	if !strings.Contains(out, "added 1423 packages in 32s") {
		t.Errorf("the tally went:\n%s", out)
	}
}

// A run repeated word for word (npm prints its warnings again) folds
// whole: each repeat is listed, none is both listed and counted by a
// marker.
func TestItemRunsFoldRepeatedBlock(t *testing.T) {
	warns := deprecations(12)
	var in []string
	for range 3 {
		in = append(in, warns...)
	}
	in = append(in, "", "12 vulnerabilities (2 low, 6 moderate, 4 high)")
	text := strings.Join(in, "\n") + "\n"
	out := reduceAsRun(Generic, text)
	checkRebuilt(t, out, in[:36])
	checkMarkers(t, text, out)
	if n := strings.Count(out, "npm warn deprecated pkg-"); n != 1 {
		t.Errorf("%d warnings shown whole, want 1:\n%s", n, out)
	}
}

// A critical line of another template inside the run stays whole, and so
// does the summary's count of the others.
func TestItemRunsKeepOtherTemplates(t *testing.T) {
	var in []string
	for i := range 40 {
		in = append(in, fmt.Sprintf("npm error Missing: dep%d@1.%d.0 from lock file", i, i))
		if i == 9 {
			in = append(in, "npm error Invalid: lock file's express@4.17.1 does not satisfy express@5.3.0")
		}
	}
	text := strings.Join(append([]string{"npm error code EUSAGE"}, in...), "\n") + "\n"
	out := reduceAsRun(NpmInstall, text)
	if !strings.Contains(out, "\nnpm error Invalid: lock file's express@4.17.1 does not satisfy express@5.3.0\n") {
		t.Errorf("the line of another template did not stay whole:\n%s", out)
	}
	if got := itemSummaries(out)["npm error Missing: … from lock file"]; len(got) != 39 {
		t.Errorf("want 39 Missing lines in one summary, got %d:\n%s", len(got), out)
	}
	checkRebuilt(t, out, in)
	checkMarkers(t, text, out)
}

// Lines alike but not critical, a file printed as asked, a table's rows,
// a failure's header over its own lines and rows that say "error" only in
// the names they list (ls -l of error logs) and lines kept for what comes
// under them (make's compiler commands) and grep's hits (lines searched
// for) are not folded this way.
func TestItemRunsLeaveOtherLines(t *testing.T) {
	var routine, listing, table, headers, named, commands, hits []string
	for i := range 30 {
		hits = append(hits, fmt.Sprintf("src/mod%d/load.js: throw new Error('failed to load the module ' + name)", i))
		commands = append(commands, fmt.Sprintf("cc -Wall -Wextra -O2 -c src/mod%d.c -o src/mod%d.o", i, i))
		named = append(named, fmt.Sprintf("-rw-r--r-- 1 root staff %d Dec 1 10:%02d logs/error-%d.log", 1000+i, i, i))
		routine = append(routine, fmt.Sprintf("Downloading dep%d@1.%d.0 from the registry mirror now", i, i))
		listing = append(listing, fmt.Sprintf("job %d of the nightly batch failed to start", i))
		table = append(table, fmt.Sprintf("web-%d   0/1   CrashLoopBackOff   restarting failed container   %d", i, i))
		headers = append(headers, fmt.Sprintf("error: case %d of the suite failed with status 1", i), "    want 3, got 4")
	}
	for name, c := range map[string]struct {
		kind string
		ls   []string
	}{"routine": {Generic, routine}, "printed": {Print, listing}, "table": {Generic, table}, "headers": {Generic, headers}, "named": {Generic, named}, "commands": {Generic, commands}, "grep": {Grep, hits}} {
		in := make([]line, len(c.ls))
		for i, s := range c.ls {
			in[i] = line{text: s, cls: keep}
			if name == "routine" {
				in[i].cls = normal
			}
		}
		if c.kind == Generic {
			out := foldItemRuns(in)
			if len(out) != len(in) {
				t.Errorf("%s: %d lines became %d", name, len(in), len(out))
			}
			for _, l := range out {
				if l.cls == gone || l.syn {
					t.Errorf("%s: folded %q", name, l.text)
				}
			}
		}
		out := reduceAsRun(c.kind, strings.Join(c.ls, "\n")+"\n")
		if len(itemSummaries(out)) != 0 && name != "routine" {
			t.Errorf("%s: lines folded into a template:\n%s", name, out)
		}
	}
}

// A run parts at a heading its lines stand under (patch's file line over
// its hunks), not at a step the line names itself (git's Auto-merging
// over the conflict in that file).
func TestItemRunsPartAtHeadings(t *testing.T) {
	var patch []string
	for _, f := range []string{"src/a.c", "src/b.c", "lib/c.c", "lib/d.c"} {
		patch = append(patch, "patching file "+f)
		for h := 1; h <= 3; h++ {
			patch = append(patch, fmt.Sprintf("Hunk #%d FAILED at %d (different line endings).", h, 20*h+len(f)))
		}
	}
	in := make([]line, len(patch))
	for i, s := range patch {
		in[i] = line{text: s, cls: normal}
		if strings.HasPrefix(s, "Hunk") {
			in[i].cls = keep
		}
	}
	for _, l := range foldItemRuns(in) {
		if l.syn || l.cls == gone {
			t.Errorf("a hunk left its file's heading: %q", l.text)
		}
	}

	var merge []string
	for i := range 8 {
		f := fmt.Sprintf("svc/mod%d/conf.ini", i)
		merge = append(merge, "Auto-merging "+f, "CONFLICT (content): Merge conflict in "+f)
	}
	in = in[:0]
	for _, s := range merge {
		c := normal
		if strings.HasPrefix(s, "CONFLICT") {
			c = keep
		}
		in = append(in, line{text: s, cls: c})
	}
	n := 0
	for _, l := range foldItemRuns(in) {
		if l.syn {
			n++
			if !strings.Contains(l.text, `7 more of "CONFLICT (content): Merge conflict in svc/…" with (mod1/conf.ini)`) {
				t.Errorf("summary %q", l.text)
			}
		}
	}
	if n != 1 {
		t.Errorf("want the conflicts in one summary, got %d", n)
	}

	// Maven downloads each POM before it says it is missing: a step on
	// the item the warning names (a word of it in the URL).
	in = in[:0]
	for i, ga := range []string{"org.acme:util", "org.acme:core", "com.shop:pay", "io.zed:wire", "net.rim:sock"} {
		g, a, _ := strings.Cut(ga, ":")
		in = append(in,
			line{text: fmt.Sprintf("[INFO] Downloading from central: https://repo.example/maven2/%s/%s/1.%d/%s-1.%d.pom", strings.ReplaceAll(g, ".", "/"), a, i, a, i), cls: normal},
			line{text: fmt.Sprintf("[WARNING] The POM for %s:jar:1.%d is missing, no dependency information available", ga, i), cls: keep})
	}
	n = 0
	for _, l := range foldItemRuns(in) {
		if l.syn {
			n++
		}
	}
	if n != 1 {
		t.Errorf("want the missing POMs in one summary, got %d", n)
	}
}

func TestItemKey(t *testing.T) {
	for _, c := range []struct{ in, key, vars string }{
		{"npm warn deprecated glob@7.2.3: This package is no longer supported.", "npm warn deprecated …: This package is no longer supported.", "glob@7.2.3"},
		{"WARNING: The script flask is installed in '/home/u/.local/bin' which is not on PATH.", "WARNING: The script flask is installed in '…' which is not on PATH.", "/home/u/.local/bin"},
		{"W: Failed to fetch http://deb.example/dists/InRelease  Temporary failure resolving 'deb.example'", "W: Failed to fetch … Temporary failure resolving '…'", "http://deb.example/dists/InRelease|deb.example"},
		{"[WARNING] The POM for org.x:y:jar:1.0 is missing, no dependency information available", "[WARNING] The POM for … is missing, no dependency information available", "org.x:y:jar:1.0"},
		{"FAILED tests/a.py::test_get[20] - assert None", "FAILED … - assert None", "tests/a.py::test_get[20]"},
		{"warning: package 'left' is deprecated", "warning: package '…' is deprecated", "left"},
		// The severity stays, even in a word with a name's punctuation.
		{`Dec 1 6:12:20 web-2 api[88]: {"level":"warn","msg":"slow query on orders","ms":2291}`, `Dec … … … …: {"level":"warn","msg":"slow query on …}`, `1|6:12:20|web-2|api[88]|orders","ms":2291`},
	} {
		key, vars, ok := itemKey(c.in, -1)
		if !ok || key != c.key || vars != c.vars {
			t.Errorf("itemKey(%q) = %q, %q, %v; want %q, %q", c.in, key, vars, ok, c.key, c.vars)
		}
	}
	for _, s := range []string{"error: build failed", "error: x@1 y@2", "fatal: bad ref1"} {
		if key, _, ok := itemKey(s, -1); ok {
			t.Errorf("itemKey(%q) = %q, want no template (too few words beside the names)", s, key)
		}
	}
}

// A bare word names the item when a sentence stands around it (pip's
// scripts); in a short line a bare word may be what it says, and stays.
func TestItemRunsBareNames(t *testing.T) {
	var pip, short []line
	for _, s := range []string{"flask", "normalizer", "pygmentize", "markdown_py", "httpx", "uvicorn"} {
		pip = append(pip, line{text: "WARNING: The script " + s + " is installed in '/home/u/.local/bin' which is not on PATH.", cls: keep})
	}
	for _, s := range []string{"westerneurope", "southamerica", "southeastasia", "oceaniaislands", "northernafrica", "antarctica"} {
		short = append(short, line{text: "# quote: 5 kg to " + s, cls: keep})
	}
	var sums []string
	for _, l := range foldItemRuns(pip) {
		if l.syn {
			sums = append(sums, l.text)
		}
	}
	want := `[hooktool: 5 more of "WARNING: The script … is installed in '/home/u/.local/bin' which is not on PATH." with (normalizer) (pygmentize) (markdown_py) (httpx) (uvicorn)`
	if len(sums) != 1 || sums[0] != want {
		t.Errorf("summaries %q, want %q", sums, want)
	}
	for _, l := range foldItemRuns(short) {
		if l.syn || l.cls == gone {
			t.Errorf("short line folded: %q", l.text)
		}
	}
}

// One gap of blanks is a sentence's (apt's); two or more are a table's.
func TestItemRunsColumns(t *testing.T) {
	var apt, rows []line
	for _, h := range []string{"deb.example.org", "security.example.org", "mirror.example.net", "ftp.example.com"} {
		apt = append(apt, line{text: "W: Failed to fetch http://" + h + "/dists/bookworm/InRelease  Temporary failure resolving '" + h + "'", cls: keep})
		rows = append(rows, line{text: "W: Failed to fetch  http://" + h + "/dists/bookworm/InRelease  Temporary failure resolving '" + h + "'", cls: keep})
	}
	n := 0
	for _, l := range foldItemRuns(apt) {
		if l.syn {
			n++
		}
	}
	if n != 1 {
		t.Errorf("apt's warnings: %d summaries, want 1", n)
	}
	for _, l := range foldItemRuns(rows) {
		if l.syn {
			t.Errorf("a table's rows folded: %q", l.text)
		}
	}
}

// A logged error with its traceback under it stays over it.
func TestItemRunsKeepTraces(t *testing.T) {
	var in []line
	for i := range 5 {
		in = append(in,
			line{text: fmt.Sprintf("2026-12-01 10:00:0%d ERROR orders cannot parse the payload of order=%d", i, 1000+i), cls: keep},
			line{text: "Traceback (most recent call last):", cls: keep},
			line{text: `  File "/srv/app.py", line 17, in <module>`, cls: keep},
			line{text: "ValueError: bad payload", cls: keep})
	}
	for _, l := range foldItemRuns(in) {
		if l.syn || l.cls == gone {
			t.Errorf("an error left its traceback: %q", l.text)
		}
	}
}

// A record that differs only in its time is one thing said again, no
// item: it is left to the folds of repeats and templates.
func TestItemRunsLeaveTimes(t *testing.T) {
	var in []line
	for i := range 6 {
		in = append(in, line{text: fmt.Sprintf("127.0.0.1 - - [02/Dec/2026 02:19:%02d] code 404, message File not found", 20+i), cls: keep})
	}
	for _, l := range foldItemRuns(in) {
		if l.syn || l.cls == gone {
			t.Errorf("a record folded by its time: %q", l.text)
		}
	}
}

// pip indents its warnings, each with the same note under it: they fold
// at their indent, and the note stays once; an indented line that is no
// warning by its word (a frame, a test's log) does not fold.
func TestItemRunsIndentedWarnings(t *testing.T) {
	in := []string{"Collecting flask", "Installing collected packages: flask, httpx"}
	for _, s := range []string{"flask", "normalizer", "pygmentize", "markdown-it", "httpx", "uvicorn", "dotenv", "watchfiles"} {
		in = append(in, "  WARNING: The script "+s+" is installed in '/home/dev/.local/bin' which is not on PATH.",
			"  Consider adding this directory to PATH or, if you prefer to suppress this warning, use --no-warn-script-location.")
	}
	in = append(in, "Successfully installed flask-3.0.0 httpx-0.27.0", "", "[notice] A new release of pip is available", "", "", "", "", "", "")
	text := strings.Join(in, "\n") + "\n"
	out := reduceAsRun(Generic, text)
	if got := itemSummaries(out)["WARNING: The script … is installed in '/home/dev/.local/bin' which is not on PATH."]; len(got) != 7 {
		t.Errorf("want 7 scripts in one summary, got %d:\n%s", len(got), out)
	}
	if n := strings.Count(out, "  Consider adding"); n > 2 {
		// (Once under the summary, and maybe once more as the line
		// above the tally that ends the install.)
		t.Errorf("the note under each warning shown %d times, want at most 2:\n%s", n, out)
	}
	checkMarkers(t, text, out)

	var logs []line
	for i := range 6 {
		logs = append(logs, line{text: fmt.Sprintf("    the value %d of field x%d is out of range", i, i), cls: keep})
	}
	for _, l := range foldItemRuns(logs) {
		if l.syn || l.cls == gone {
			t.Errorf("an indented line with no severity word folded: %q", l.text)
		}
	}
}

// TestItemRunsFoldCountInCall checks that warnings alike but for a count
// inside a call's word ("(Retry(total=4,") and an address fold, each
// count listed with the other names, so that every line is rebuilt.
func TestItemRunsFoldCountInCall(t *testing.T) {
	var warns []string
	for n := 4; n >= 0; n-- {
		warns = append(warns, fmt.Sprintf("WARNING: Retrying (Retry(total=%d, connect=None, read=None)) after connection broken by 'NewConnectionError('<HTTPSConnection object at 0x7f9486b1%04x>: Failed to establish a new connection')': /simple/pytest/", n, n*977))
	}
	in := strings.Join(append(warns, "ERROR: No matching distribution found for pytest>=7.2"), "\n") + "\n"
	out := reduceAsRun(Pip, in)
	if strings.Count(out, "WARNING: Retrying") != 2 {
		t.Errorf("retries not folded into the first and one summary:\n%s", out)
	}
	checkRebuilt(t, out, warns)
	checkMarkers(t, in, out)
}

// TestPipBuildStepsFold checks that pip's build steps that started and
// finished go, and the step that finished with an error stays.
func TestPipBuildStepsFold(t *testing.T) {
	in := "Obtaining file:///w/py\n  Checking if build backend supports build_editable: started\n  Checking if build backend supports build_editable: finished with status 'done'\n  Preparing editable metadata (pyproject.toml): started\n  Preparing editable metadata (pyproject.toml): finished with status 'error'\n  error: subprocess-exited-with-error\n" + strings.Repeat("      running egg_info step of the package build for billing\n", 20) + "error: metadata-generation-failed\n"
	out := reduceAsRun(Pip, in)
	if strings.Contains(out, ": started") || !strings.Contains(out, "finished with status 'error'") {
		t.Errorf("build steps not folded, or the failed one lost:\n%s", out)
	}
	checkMarkers(t, in, out)
}
