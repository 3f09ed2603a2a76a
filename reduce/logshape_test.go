package reduce

import (
	"fmt"
	"path"
	"strings"
	"testing"
)

// TestRoutineStructuredRecords: a record of a routine level names its
// logging call's place on every line (zap's "caller", klog's
// "controller.go:123]"): that place is no finding; a warning's or an
// error's record stays.
func TestRoutineStructuredRecords(t *testing.T) {
	for _, c := range []struct {
		s       string
		routine bool
	}{
		{`{"level":"info","ts":1764511200.1,"caller":"server/handler.go:63","msg":"handled"}`, true},
		{`{"severity":"DEBUG","caller":"a/b.go:12","message":"x"}`, true},
		{`time=2026-11-30T14:00:00Z level=info caller=store/db.go:41 msg="query done"`, true},
		{`{"level":30,"time":1,"src":"app.js:12","msg":"listening"}`, true},
		{`I1130 14:00:01.123456       1 controller.go:212] Reconciling object`, true},
		{`{"level":"warn","caller":"server/pool.go:41","msg":"slow acquire"}`, false},
		{`E1130 14:00:33.123456       1 reflector.go:147] Failed to watch *v1.Pod`, false},
		{`app/models.py:12: error: Incompatible types`, false},
		{`Info.plist:3: bad key`, false},
		{`run --log-level=debug main.go:12`, false},
	} {
		if got := routineRecord(c.s); got != c.routine {
			t.Errorf("routineRecord(%q) = %v, want %v", c.s, got, c.routine)
		}
	}
}

// TestJSONLogShaped: JSON records of a structured logger read as a log:
// the routine ones fold, the error and the warnings stay.
func TestJSONLogShaped(t *testing.T) {
	var s strings.Builder
	for i := range 40 {
		switch i {
		case 25:
			fmt.Fprintf(&s, `{"level":"error","ts":1764511200.%d,"caller":"server/handler.go:88","msg":"request failed","error":"duplicate key"}`+"\n", i)
		case 10, 30:
			fmt.Fprintf(&s, `{"level":"warn","ts":1764511200.%d,"caller":"server/pool.go:41","msg":"slow acquire","wait_ms":%d}`+"\n", i, i*13)
		default:
			fmt.Fprintf(&s, `{"level":"info","ts":1764511200.%d,"caller":"server/handler.go:%d","msg":"handled","path":"/v1/items/%d","status":200,"dur_ms":%d.%d}`+"\n", i, 40+i*7%50, i*37%999, i*3%17, i%10)
		}
	}
	in := s.String()
	if !logShaped(textLines(in)) {
		t.Fatal("JSON records not read as a log")
	}
	out := reduceAsRun(Generic, in)
	for _, want := range []string{`"msg":"request failed"`, `"wait_ms":130}`, `"wait_ms":390}`} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %s:\n%s", want, out)
		}
	}
	if n := strings.Count(out, `"level":"info"`); n > 12 {
		t.Errorf("%d routine records kept:\n%s", n, out)
	}
	checkMarkers(t, in, out)
}

// TestSizedPathRowsFold: a listing that measures files (du, wc -l, a
// checksum per file) folds as a run of one template; a list of bare paths
// (gofmt -l: files to fix) is no such run, and a total's row stays.
func TestSizedPathRowsFold(t *testing.T) {
	var du, bare strings.Builder
	for i := range 80 { // (more than printWhole: a short answer comes back whole)
		fmt.Fprintf(&du, "%d.%dK\tnode_modules/pkg%d/dist/index%d.js\n", i*37%90+1, i%10, i, i)
		fmt.Fprintf(&bare, "src/pkg%d/file%d.go\n", i, i)
	}
	du.WriteString("3.0M\ttotal\n")
	in := du.String()
	out := reduceAsRun(Generic, in)
	if n := strings.Count(out, "node_modules/"); n > 8 {
		t.Errorf("%d of 80 rows kept:\n%s", n, out)
	}
	if !strings.Contains(out, "3.0M\ttotal\n") {
		t.Errorf("lost the total:\n%s", out)
	}
	checkMarkers(t, in, out)
	for _, c := range []struct {
		n, p string
		ok   bool
	}{{"1.5M", "a/b", true}, {"120", "./src/x.go", true}, {"9f86d081884c", "src/a.go", true}, {"error:", "src/a.go", false}, {"12", "file.go", false}, {"200", "http://x/y", false}} {
		if sizedPath(c.n, c.p) != c.ok {
			t.Errorf("sizedPath(%q, %q) = %v", c.n, c.p, !c.ok)
		}
	}
	if templateKey("src/pkg1/file1.go") != "" {
		t.Error("a bare path read as a record")
	}
}

// TestFailureWordInPackageName: a failure word joined into a package's or
// a file's name says no failure; a checker's rule named so, or a word
// standing alone, does.
func TestFailureWordInPackageName(t *testing.T) {
	for _, c := range []struct {
		s         string
		important bool
	}{
		{"│ │ ├── es-errors@1.3.0 deduped", false},
		{"├─┬ http-errors@2.0.0", false},
		{"pytest-timeout     2.1.0", false},
		{"/usr/bin/server --startup-timeout 60 --max-errors 3", false},
		{"-rw-r--r-- 1 root root 2773 Dec  1 21:28 node_modules/mocha/lib/error-constants.js", false},
		{"|invalid-name               |10          |", true},
		{"npm error code ERESOLVE", true},
		{"es-errors@1.3.0 failed to install", true},
		{"UNMET DEPENDENCY left-pad@1.3.0", true},
		{"│ ├── UNMET OPTIONAL DEPENDENCY @esbuild/win32-x64@0.21.5", false},
		{"├── UNMET OPTIONAL DEPENDENCY fsevents@~2.3.2 invalid", true},
	} {
		if got := important(c.s); got != c.important {
			t.Errorf("important(%q) = %v, want %v", c.s, got, c.important)
		}
	}
}

// TestSourcePrefixedLog: behind docker compose's "worker-1  | " prefix, a
// Python traceback's library frames still go and its own frames stay,
// and every line prints whole, prefix and all.
func TestSourcePrefixedLog(t *testing.T) {
	var s strings.Builder
	for i := range 60 {
		if i == 40 {
			for _, l := range []string{
				"[2026-11-30 14:01:30,114: ERROR/ForkPoolWorker-2] Task app.tasks.sync raised unexpected: ConnectionError('redis down')",
				"Traceback (most recent call last):",
				`  File "/usr/local/lib/python3.12/site-packages/celery/app/trace.py", line 453, in trace_task`,
				"    R = retval = fun(*args, **kwargs)",
				`  File "/app/app/tasks.py", line 41, in sync`,
				"    client.push(batch)",
				"ConnectionError: redis down",
			} {
				s.WriteString("worker-1  | " + l + "\n")
			}
			continue
		}
		fmt.Fprintf(&s, "api-1     | 172.18.0.%d - - [30/Nov/2026:14:00:%02d +0000] \"GET /health HTTP/1.1\" 200 %d \"-\" \"curl/8.5.0\"\n", i%7+2, i, i*7%90+10)
	}
	in := s.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{`worker-1  |   File "/app/app/tasks.py", line 41, in sync`, "worker-1  | ConnectionError: redis down"} {
		if !strings.Contains(out, want+"\n") {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "site-packages/celery") {
		t.Errorf("library frame kept:\n%s", out)
	}
	checkMarkers(t, in, out)
	for _, c := range []struct {
		s string
		n int
	}{{"api-1     | GET /", 12}, {"web_2 | x", 8}, {"[pod/web-7d9f/app] started", 19}, {"alpha   | 1", 0}, {"api-1 x", 0}, {"2026-11-30 | x", 0}} {
		if got := sourcePrefix(c.s); got != c.n {
			t.Errorf("sourcePrefix(%q) = %d, want %d", c.s, got, c.n)
		}
	}
}

// TestListingSamplePerFolder: find's listing shows two paths of each
// folder (and ls -R's and tree's three), not a long run of one, and
// twenty in all.
func TestListingSamplePerFolder(t *testing.T) {
	var s strings.Builder
	for _, d := range []string{"src/components", "src/hooks", "src/pages", "src/utils", "tests/unit", "tests/e2e"} {
		for i := range 20 {
			fmt.Fprintf(&s, "./%s/Widget%d.tsx\n", d, i)
		}
	}
	in := s.String()
	out := reduceAsRun(Find, in)
	if n := strings.Count(out, "./src/hooks/"); n > 2 {
		t.Errorf("%d paths of one folder kept:\n%s", n, out)
	}
	if n := strings.Count(out, "Widget"); n > 20+5+5 {
		t.Errorf("%d paths kept, want 20 sampled past the head and the tail:\n%s", n, out)
	}
	checkMarkers(t, in, out)
}

// TestPathListFolded: a long list of paths indented under a heading
// (pip show -f's "Files:") is what was asked for: every path stays, a
// folder's run folded into one summary that names each file (until the
// thirty-ninth session it kept only its head and end, and two blind sets
// lost the files they asked for); paths at the margin (gofmt -l's files to
// fix) stay.
func TestPathListFolded(t *testing.T) {
	var s, bare strings.Builder
	s.WriteString("Name: requests\nVersion: 2.32.3\nLocation: /srv/venv/lib/python3.11/site-packages\nFiles:\n")
	words := []string{"adapters", "api", "auth", "certs", "compat", "cookies", "exceptions", "help", "hooks", "models", "packages", "sessions", "status", "structures", "utils", "__init__"}
	for i := range 80 {
		fmt.Fprintf(&s, "  requests/%s/%s_%s.py\n", words[i%16], words[(i*7+i/16)%16], words[(i*i+1)%16])
		fmt.Fprintf(&bare, "src/pkg%d/file.go\n", i)
	}
	in := s.String()
	out := reduceAsRun(Generic, in)
	for _, l := range textLines(in)[4:] {
		dir, file := path.Split(strings.TrimSpace(l.text))
		if !strings.Contains(out, l.text+"\n") && !strings.Contains(out, `"`+dir+`…" with`) && !strings.Contains(out, "("+file+")") {
			t.Errorf("lost %q:\n%s", l.text, out)
		}
	}
	ls := textLines(bare.String())
	for i := range ls {
		ls[i].cls = normal
	}
	for _, l := range foldPathLists(ls) {
		if l.cls != normal {
			t.Fatalf("a path at the margin folded: %q", l.text)
		}
	}
}
