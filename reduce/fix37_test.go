package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A gdb backtrace keeps the program's frames with their locals; the
// system's frames between them fold to the first and last of each run,
// their locals and gdb's "No such file" echoes go, and so does gdb's
// chatter about threads and libthread_db.
func TestGdbSystemFramesFold(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Thread debugging using libthread_db enabled]\n")
	b.WriteString("Using host libthread_db library \"/lib/x86_64-linux-gnu/libthread_db.so.1\".\n")
	for i := range 4 {
		fmt.Fprintf(&b, "[New Thread 0x7ffff%d1d6c0 (LWP 2%d17)]\n", i, i)
	}
	b.WriteString("\nThread 3 \"loader\" received signal SIGSEGV, Segmentation fault.\n")
	for i := range 30 {
		fmt.Fprintf(&b, "loader: row %d read, %d fields\n", i, 8+i%3)
	}
	for th := 3; th >= 3; th-- {
		fmt.Fprintf(&b, "\nThread %d (Thread 0x7ffff6a1b6c0 (LWP 1382%d) \"loader\"):\n", th, th)
		b.WriteString("#0  __pthread_kill_implementation (threadid=<optimized out>, signo=6) at ./nptl/pthread_kill.c:44\n")
		b.WriteString("        tid = <optimized out>\n        ret = 0\n")
		b.WriteString("#1  0x00007ffff7aa8f4f in __pthread_kill_internal (signo=6) at ./nptl/pthread_kill.c:78\nNo locals.\n")
		b.WriteString("#2  0x00007ffff7a59fb2 in __GI_raise (sig=6) at ../sysdeps/posix/raise.c:26\n        ret = <optimized out>\n")
		b.WriteString("#3  0x00007ffff7a44472 in __GI_abort () at ./stdlib/abort.c:79\n        save_stage = 1\n")
		b.WriteString("#4  0x00007ffff7caae9a in __gnu_cxx::__verbose_terminate_handler() () from /lib/x86_64-linux-gnu/libstdc++.so.6\n")
		b.WriteString("#5  0x0000555555557eab in std::vector<int>::_M_range_check (this=0x5555, __n=9) at /usr/include/c++/12/bits/stl_vector.h:1153\n")
		fmt.Fprintf(&b, "#6  0x000055555555643c in parse_row (row=0x5555, col=9) at src/rows.cpp:%d\n        width = 8\n", 40+th)
		b.WriteString("#7  0x0000555555556475 in load (path=0x5555 \"data.csv\") at src/load.cpp:17\n        n = 12\n")
		b.WriteString("#8  0x00007ffff7aa71f5 in start_thread (arg=<optimized out>) at ./nptl/pthread_create.c:442\n")
		b.WriteString("#9  0x00007ffff7b278ec in clone3 () at ../sysdeps/unix/sysv/linux/x86_64/clone3.S:81\n")
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{"received signal SIGSEGV", "src/rows.cpp:43", "width = 8", "src/load.cpp:17", "n = 12"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	for _, gone := range []string{"save_stage = 1", "[New Thread", "libthread_db"} {
		if strings.Contains(out, gone) {
			t.Errorf("kept %q:\n%s", gone, out)
		}
	}
	checkMarkers(t, in, out)
}

// gdbFrame reads a frame's place: the C library's build paths, /usr and
// shared objects without sources are the system's; the program's files
// are not.
func TestGdbFramePlace(t *testing.T) {
	for s, want := range map[string][2]bool{
		"#0  __pthread_kill_implementation (signo=6) at ./nptl/pthread_kill.c:44":           {true, true},
		"#3  0x00007f in __GI_abort () at ./stdlib/abort.c:79":                              {true, true},
		"#4  0x00007f in std::terminate() () from /lib/x86_64-linux-gnu/libstdc++.so.6":     {true, true},
		"#5  0x00005a in std::vector<int>::at (__n=4) at /usr/include/c++/12/bits/v.h:1194": {true, true},
		"#6  0x00005a in week_takes (week=4) at tools/graftsim.cpp:23":                      {false, true},
		"#1  main () at ./src/main.c:12":                                                    {false, true},
		"#2  0x00005a in ?? ()":                                                             {true, true},
		"# comment (not a frame)":                                                           {false, false},
	} {
		lib, ok := gdbFrame(s)
		if [2]bool{lib, ok} != want {
			t.Errorf("gdbFrame(%q) = %v, %v; want %v", s, lib, ok, want)
		}
	}
}

// A count of findings after a verb of finding is a summary line, wherever
// it stands in the line.
func TestCountAfterFindingVerb(t *testing.T) {
	for s, want := range map[string]bool{
		"System check identified 5 issues (0 silenced).": true,
		"npm audit found 3 vulnerabilities (1 high)":     true,
		"Scanner detected 12 problems in 4 files":        true,
		"We identified the issue in the parser.":         false,
		"Reviewers identified 3 candidates for reuse":    false,
	} {
		if got := countSummary(s); got != want {
			t.Errorf("countSummary(%q) = %v, want %v", s, got, want)
		}
	}
}

// A kept frame of a Python traceback keeps its source line under it, in a
// kind whose window is empty (the body of an HTTP response).
func TestPythonFrameKeepsItsSource(t *testing.T) {
	var b strings.Builder
	b.WriteString("HTTP/1.1 500 Internal Server Error\nContent-Type: text/plain\n\n")
	b.WriteString("ZeroDivisionError at /api/rates/\ndivision by zero\n\n")
	for i := range 60 {
		fmt.Fprintf(&b, "SETTING_%d = 'value %d'\n", i, i)
	}
	b.WriteString("Traceback (most recent call last):\n")
	b.WriteString("  File \"/usr/lib/python3/dist-packages/django/core/handlers/exception.py\", line 47, in inner\n    response = get_response(request)\n")
	b.WriteString("  File \"/srv/app/rates/views.py\", line 12, in rate\n    return JsonResponse({\"rate\": total / count})\n")
	b.WriteString("\nException Type: ZeroDivisionError at /api/rates/\n")
	for i := range 60 {
		fmt.Fprintf(&b, "META_%d = 'value %d'\n", i, i)
	}
	in := b.String()
	out := reduceAsRun("curl -v", in)
	if !strings.Contains(out, "return JsonResponse({\"rate\": total / count})") {
		t.Errorf("the frame's source line went:\n%s", out)
	}
	checkMarkers(t, in, out)
}

// A kept line that ends in a colon over a list of names keeps the names:
// they are the answer to the error ("... Must be one of:"). A folder's
// header over its files ("./src:") is no such sentence.
func TestErrorKeepsItsChoices(t *testing.T) {
	var b strings.Builder
	for i := range 200 {
		fmt.Fprintf(&b, "[06/Dec/2026 01:39:%02d] \"GET /api/items/%d/ HTTP/1.1\" 200 96\n", i%60, i)
	}
	b.WriteString("Internal Server Error: /plots/\n")
	b.WriteString("django.template.exceptions.TemplateSyntaxError: 'plot_extra' is not a registered tag library. Must be one of:\n")
	for _, n := range []string{"admin_list", "admin_modify", "admin_urls", "cache", "humanize", "i18n", "l10n", "log", "markup",
		"plot_extras", "rest_framework", "sitemaps", "static", "thumbnail", "tz", "webdesign", "widget_tweaks", "crispy_forms_tags"} {
		b.WriteString(n + "\n")
	}
	for i := range 200 {
		fmt.Fprintf(&b, "[06/Dec/2026 01:40:%02d] \"GET /api/items/%d/ HTTP/1.1\" 200 96\n", i%60, i)
	}
	in := b.String()
	out := reduceAsRun(Generic, in)
	for _, want := range []string{"Must be one of:", "\nplot_extras\n", "\ntz\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q:\n%s", want, out)
		}
	}
	checkMarkers(t, in, out)
}
