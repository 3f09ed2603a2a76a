package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// Jobs run side by side under concurrently -n or a loop under xargs -P
// carry their name in brackets before each line ("[api] "). Read past
// the names, a TAP failure of one job stays with its diff; one bracketed
// tag alone is a tool's ("[nodemon] "), and names alike but for a number
// are a worker pool's (pytest-xdist's "[gw0] "), read with the tag.
func TestBracketedJobNames(t *testing.T) {
	var b strings.Builder
	for _, job := range []string{"quay", "buoy"} {
		fmt.Fprintf(&b, "[%s] \n[%s] > dock@1.0.0 test:%s\n[%s] > node --test\n[%s] \n[%s] TAP version 13\n", job, job, job, job, job, job)
		for i := range 15 {
			fmt.Fprintf(&b, "[%s] # Subtest: %s case %d\n[%s] ok %d - %s case %d\n[%s]   ---\n[%s]   duration_ms: 0.%d\n[%s]   ...\n", job, job, i, job, i+1, job, i, job, job, 400+i, job)
		}
	}
	failing := []string{"[keel] not ok 2 - keel picks the first berth", "[keel]     Expected values to be strictly deep-equal:", "[keel]     + actual - expected", "[keel]       [", "[keel]     +   'B7'", "[keel]     -   'B2'", "[keel]       ]"}
	b.WriteString("[keel] TAP version 13\n[keel] # Subtest: keel picks the first berth\n" + failing[0] + "\n[keel]   ---\n[keel]   error: |-\n" + strings.Join(failing[1:3], "\n") + "\n[keel] \n" + strings.Join(failing[3:], "\n") + "\n[keel]   ...\n[keel] # fail 1\n")
	b.WriteString("[keel] npm run test:keel exited with code 1\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, failing...)
	checkMarkers(t, in, out)

	for s, want := range map[string]string{
		"[api] listening on :8080":     "[api] ",
		"[pkg-core] ok 3 - parses":     "[pkg-core] ",
		"[INFO] BUILD SUCCESS":         "",
		"[warn] deprecated option":     "",
		"[3/12] Building C object x.o": "",
		"[x] task done":                "",
		"[a b] spaced":                 "",
		"[@acme/core]: > tsc":          "[@acme/core]: ",
	} {
		if got := taskPrefix(s); got != want {
			t.Errorf("taskPrefix(%q) = %q, want %q", s, got, want)
		}
	}

	for name, lines := range map[string][]string{
		"one tag":     {"[nodemon] starting `node app.js`", "[nodemon] watching path(s): *.*"},
		"worker pool": {"[gw0] [ 10%] PASSED tests/test_a.py::t1", "[gw1] [ 20%] PASSED tests/test_a.py::t2"},
	} {
		var ls []line
		for range 6 {
			for _, l := range lines {
				ls = append(ls, line{text: l})
			}
		}
		stripTaskPrefixes(ls)
		for _, l := range ls {
			if l.pre != "" {
				t.Errorf("%s: %q read as a job's name", name, l.pre)
				break
			}
		}
	}
}

// A report of changes by place (a mutation tester's survivors, a
// fixer's proposals): each place with the line as it was and as the
// tool made it stays, with the short title over it; the routine lines
// around them go.
func TestPlacedChangesKept(t *testing.T) {
	var b strings.Builder
	for i := range 120 {
		fmt.Fprintf(&b, "running the suite against mutant %d (14 tests)\n", i)
	}
	var want []string
	for i := range 30 {
		place := fmt.Sprintf("src/fare.ts:%d:%d", 10+i, 5+i%7)
		minus := fmt.Sprintf("-     if (zone > %d) return base * rate;", i)
		plus := fmt.Sprintf("+     if (zone >= %d) return base * rate;", i)
		fmt.Fprintf(&b, "\n#%d. [Lived] Boundary\n%s\n%s\n%s\n", i, place, minus, plus)
		want = append(want, fmt.Sprintf("#%d. [Lived] Boundary", i), place, minus, plus)
	}
	b.WriteString("\nMutation score: 66.67%\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, want...)
	checkMarkers(t, in, out)
	if len(out) >= len(in) {
		t.Errorf("nothing went: %d of %d bytes", len(out), len(in))
	}

	// A list under a place, "- item" lines and a "+ total", is no change.
	ls := []line{{text: "notes.md:3"}, {text: "- first"}, {text: "- second"}, {text: "+ more"}, {text: "- again"}}
	for i := range ls {
		ls[i].cls = normal
	}
	keepPlacedChanges(ls)
	for _, l := range ls {
		if l.cls == keep {
			t.Errorf("%q kept as a change", l.text)
		}
	}
}

// A report whose blocks are each a title alone over indented paragraphs
// (a property tester's statistics per test) keeps every title: a kept
// line under it says which test it is about.
func TestTitlesOverIndentedParagraphs(t *testing.T) {
	var b strings.Builder
	for i := range 6 {
		title := fmt.Sprintf("tests/test_fares.py::test_zone_%c:", 'a'+i)
		fmt.Fprintf(&b, "%s\n\n  - during generate phase (0.%02d seconds):\n    - Typical runtimes: 0-1 ms, ~ 40%% in data generation\n    - %d passing examples, 0 failing examples, 3 invalid examples\n\n  - Stopped because settings.max_examples=100\n\n", title, 10+i, 97+i)
	}
	ls := textLines(b.String())
	for i := range ls {
		ls[i].cls = normal
		if strings.HasPrefix(ls[i].text, "tests/test_fares.py::test_zone_a") || strings.HasPrefix(ls[i].text, "tests/test_fares.py::test_zone_d") {
			ls[i].cls = drop // (as a test runner's reducer reads a test's id)
		}
	}
	keepParagraphTitles(ls)
	for _, l := range ls {
		if strings.HasPrefix(l.text, "tests/") && l.cls != keep {
			t.Errorf("title %q not kept", l.text)
		}
	}
}

// npm's coded warnings (EBADENGINE: a package wants another node) stay
// whole in an install's noise; its deprecation notices are what every
// old package says.
func TestNpmCodedWarningsKept(t *testing.T) {
	var b strings.Builder
	b.WriteString("npm verbose cli /usr/bin/node /usr/bin/npm\nnpm info using npm@11.2.0\n")
	for i := range 30 {
		fmt.Fprintf(&b, "npm http fetch GET 200 https://registry.npmjs.org/pkg-%d 12ms (cache hit)\n", i)
	}
	want := []string{"npm warn EBADENGINE   package: 'slate-cli@4.0.1',", "npm warn EBADENGINE   required: { node: '>=24' },", "npm warn EBADENGINE   current: { node: 'v20.11.0', npm: '11.2.0' }"}
	b.WriteString("npm warn EBADENGINE Unsupported engine {\n" + strings.Join(want, "\n") + "\nnpm warn EBADENGINE }\n")
	for i := range 8 {
		fmt.Fprintf(&b, "npm warn deprecated old-%d@1.0.0: no longer supported\n", i)
	}
	b.WriteString("\nadded 31 packages in 3s\nnpm verbose exit 0\nnpm info ok\n")
	in := b.String()
	kind := Kind(strings.Fields("npm install slate-cli --verbose"))
	out := reduceAsRun(kind, in)
	wants(t, out, want...)
	checkMarkers(t, in, out)
	for s, want := range map[string]bool{
		"npm warn EBADENGINE   required: { node: '>=24' },":  true,
		"npm warn ERESOLVE overriding peer dependency":       true,
		"npm warn deprecated old@1.0.0: no longer supported": false,
		"npm warn Ebad thing":                                false,
		"npm warn config production Use `--omit=dev`":        false,
	} {
		if got := npmCodedWarning(s); got != want {
			t.Errorf("npmCodedWarning(%q) = %v, want %v", s, got, want)
		}
	}
}

// A lockfile's diff past its first changed lines keeps its outline: the
// head of each entry the install added or removed, and each version it
// moved; the entries' bodies go.
func TestLockfileOutline(t *testing.T) {
	var b strings.Builder
	b.WriteString("diff --git a/package-lock.json b/package-lock.json\nindex 3f1a2b4..9c8d7e6 100644\n--- a/package-lock.json\n+++ b/package-lock.json\n")
	b.WriteString("@@ -40,7 +40,7 @@\n     \"node_modules/body-parser\": {\n-      \"version\": \"1.20.1\",\n+      \"version\": \"2.2.0\",\n       \"license\": \"MIT\",\n")
	var want []string
	want = append(want, "-      \"version\": \"1.20.1\",", "+      \"version\": \"2.2.0\",")
	b.WriteString("@@ -300,90 +300,0 @@\n")
	for i := range 10 {
		head := fmt.Sprintf("-    \"node_modules/gone-%d\": {", i)
		want = append(want, head)
		fmt.Fprintf(&b, "%s\n-      \"version\": \"1.%d.0\",\n-      \"resolved\": \"https://registry.npmjs.org/gone-%d/-/gone-%d-1.%d.0.tgz\",\n-      \"integrity\": \"sha512-%040d\",\n-      \"dev\": true,\n-      \"engines\": {\n-        \"node\": \">= 0.4\"\n-      }\n-    },\n", head, i, i, i, i, i)
	}
	in := b.String()
	out := reduceAsRun(Kind(strings.Fields("git diff package-lock.json")), in)
	wants(t, out, want...)
	checkMarkers(t, in, out)
	if strings.Count(out, "\"integrity\"") > 2 {
		t.Errorf("the removed entries' bodies stayed:\n%s", out)
	}
}

// A tool's phase markers ("* Building wheel...") stay among its routine
// lines; a bulleted list, a marker on every line, is no phases.
func TestStageMarkersKept(t *testing.T) {
	var b strings.Builder
	phases := []string{"* Creating isolated environment: venv+pip...", "* Getting build dependencies for sdist...", "* Building sdist...", "* Building wheel from sdist"}
	for _, p := range phases {
		b.WriteString(p + "\n")
		for i := range 25 {
			fmt.Fprintf(&b, "copying src/tram/mod%d.py -> build/lib/tram\n", i)
		}
	}
	b.WriteString("Successfully built tram-0.3.0.tar.gz and tram-0.3.0-py3-none-any.whl\n")
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, phases...)
	checkMarkers(t, in, out)

	ls := textLines("Changes:\n* Fixed the parser\n* Added a flag\n* Removed the cache\n* Bumped the version\n")
	for i := range ls {
		ls[i].cls = normal
	}
	keepStageMarkers(ls)
	for _, l := range ls {
		if l.cls == keep {
			t.Errorf("a list's bullet %q read as a phase", l.text)
		}
	}
}

// A report of small boxed tables (a load tester's latency, throughput and
// status codes) keeps each table's rows among its routine lines; a long
// boxed listing is left to the budgets.
func TestSmallBoxTablesKept(t *testing.T) {
	var b strings.Builder
	for i := range 60 {
		fmt.Fprintf(&b, "worker %d: warmed the connection pool\n", i)
	}
	b.WriteString("┌─────────┬──────┬───────┬────────┬──────────┐\n│ Stat    │ 2.5% │ 50%   │ 99%    │ Avg      │\n├─────────┼──────┼───────┼────────┼──────────┤\n│ Latency │ 3 ms │ 9 ms  │ 71 ms  │ 12.4 ms  │\n└─────────┴──────┴───────┴────────┴──────────┘\n")
	b.WriteString("┌───────────┬───────┬────────┬────────┐\n│ Stat      │ 1%    │ 50%    │ Avg    │\n├───────────┼───────┼────────┼────────┤\n│ Req/Sec   │ 812   │ 1,904  │ 1,877  │\n├───────────┼───────┼────────┼────────┤\n│ Bytes/Sec │ 91 kB │ 210 kB │ 207 kB │\n└───────────┴───────┴────────┴────────┘\n")
	b.WriteString("┌──────┬───────┐\n│ Code │ Count │\n├──────┼───────┤\n│ 200  │ 18650 │\n│ 503  │ 120   │\n└──────┴───────┘\n")
	for i := range 60 {
		fmt.Fprintf(&b, "worker %d: closed its connections\n", i)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	wants(t, out, "│ Bytes/Sec │ 91 kB │ 210 kB │ 207 kB │", "│ 503  │ 120   │")
	checkMarkers(t, in, out)

	var listing strings.Builder
	listing.WriteString("┌──────┬───────┐\n")
	for i := range 30 {
		fmt.Fprintf(&listing, "│ %-4d │ %-5d │\n", 1000+i, 10*i)
	}
	listing.WriteString("└──────┴───────┘\n")
	ls := textLines(listing.String())
	for i := range ls {
		ls[i].cls = normal
	}
	for _, l := range keepSmallBoxTables(ls) {
		if l.cls == keep {
			t.Fatalf("a 30-row boxed listing's row %q kept whole", l.text)
		}
	}
}

// A short list under a heading a rule kept ("Tasks not run because their
// dependencies failed:") stays whole; a long one is left to the budgets.
func TestListsUnderKeptHeads(t *testing.T) {
	ls := textLines("Tasks not run because their dependencies failed:\n\n- @dock/keel:test\n- @dock/quay:build\n- @dock/quay:test\n\nSuccessfully ran 4 tasks\n")
	for i := range ls {
		ls[i].cls = normal
	}
	ls[0].cls = keep
	keepListsUnderHeads(ls)
	for _, l := range ls[2:5] {
		if l.cls != keep {
			t.Errorf("%q under a kept heading not kept", l.text)
		}
	}
	var long strings.Builder
	long.WriteString("Packages that failed to build:\n")
	for i := range 20 {
		fmt.Fprintf(&long, "• pkg-%d\n", i)
	}
	ls = textLines(long.String())
	for i := range ls {
		ls[i].cls = normal
	}
	ls[0].cls = keep
	for _, l := range keepListsUnderHeads(ls)[1:] {
		if l.cls == keep {
			t.Fatalf("a 20-item list's %q kept whole", l.text)
		}
	}
	if listBullet(textLines("• pkg-1\n"), 0) != "• " {
		t.Errorf("a round bullet is no list's")
	}
}

// A Python traceback raised inside an installed tool folds its library
// frames as other runtimes' do: the first and the last two stay with the
// exception; the project's own package installed into its virtualenv is
// the user's code, not a library's.
func TestPythonLibraryFramesFold(t *testing.T) {
	var b strings.Builder
	b.WriteString("ERROR: Exception:\nTraceback (most recent call last):\n")
	lib := "/home/dev/work/depot/.venv/lib/python3.11/site-packages/pip/_internal/mod%d.py"
	for i := range 9 {
		fmt.Fprintf(&b, "  File \"%s\", line %d, in step_%d\n    result = self.step_%d(request)\n             ^^^^^^^^^^^^^^^^^^^^^^^^\n", fmt.Sprintf(lib, i), 10*i, i, i+1)
	}
	b.WriteString("pip._vendor.pyproject_hooks._impl.BackendUnavailable: Cannot import 'setuptool'\n")
	ls := textLines(b.String())
	for i := range ls {
		ls[i].cls = normal
	}
	foldPyLibFrames(ls)
	for _, l := range ls {
		step := ""
		if k := strings.Index(l.text, ", in step_"); k > 0 {
			step = l.text[k+len(", in step_"):]
		}
		switch dropped := l.cls == drop; {
		case step == "0" || step == "7" || step == "8" || strings.HasPrefix(l.text, "pip."):
			if dropped {
				t.Errorf("%q dropped", l.text)
			}
		case step != "":
			if !dropped {
				t.Errorf("the library's middle frame %q stayed", l.text)
			}
		}
	}
	for s, want := range map[string]bool{
		`File "/home/dev/work/seedvault/.venv/lib/python3.11/site-packages/seedvault/catalog.py", line 11, in by_family`: true,
		`File "/home/dev/work/seed-vault/.tox/py311/lib/python3.11/site-packages/seed_vault/x.py", line 2, in f`:         true,
		`File "/home/dev/work/seedvault/.venv/lib/python3.11/site-packages/requests/api.py", line 59, in request`:        false,
		`File "/usr/lib/python3.11/json/decoder.py", line 337, in decode`:                                                false,
	} {
		if got := ownInstalled(s); got != want {
			t.Errorf("ownInstalled(%q) = %v, want %v", s, got, want)
		}
	}
}
