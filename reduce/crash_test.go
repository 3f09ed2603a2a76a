package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// A numbered frame in Rust's standard library or in the C runtime's start
// of a process is a runtime frame, with or without the address a full
// trace prints; the project's frames, a frame with no name and lines that
// only start with a number are not.
func TestRuntimeFrame(t *testing.T) {
	for s, want := range map[string]bool{
		"12: std::rt::lang_start_internal":                                                true,
		"5:     0x55d5e1a00005 - core::ops::function::FnOnce::call_once":                  true,
		"0: rust_begin_unwind":                                                            true,
		"at /rustc/82e1608dfa6e0b5569232559e3d385fea5a93112/library/std/src/rt.rs:164:18": true,
		"20:     0x55d5e1a00014 - __libc_start_main_impl":                                 true,
		"21:     0x55d5e1a00015 - _start":                                                 true,
		"#3 0x7f3b2c829e3f in __libc_start_main csu/../csu/libc-start.c:392:3":            true,
		"#4 0x55d5e1a2a2a4 in _start (/home/u/proj/build/sum+0x1e2a4)":                    true,
		"4:     0x55d5e1a00004 - load::main":                                              false,
		"#1 0x55d5e1a2b4a0 in main /home/u/proj/src/main.c:9:10":                          false,
		"at ./src/main.rs:4:9":                                                            false,
		"3: std":                                                                          false,
		"2: 3 tests failed":                                                               false,
		"#12 in the queue":                                                                false,
		"10: core::":                                                                      true,
		"3: 0xb7d0a0 node::v8::Utils::ReportOOMFailure() [node]":                          true,
		"3: Run tests [default]":                                                          false,
		"1: 0xb7b0a0 node::Abort() [node]":                                                false, // (the first frame)
		"#2 0x7f3b2d0b4887 in __interceptor_malloc (/lib/x86_64-linux-gnu/libasan.so.8+0xb4887)": true,
		"#0 0x55d5e1a2b3c3 in crash (/home/u/proj/build/app+0x1234)":                             false,
		"#1 0x55d5e1a2b4a0 in main /home/u/proj/src/main.c:9:10 [x]":                             false,
	} {
		if got := runtimeFrame(s); got != want {
			t.Errorf("runtimeFrame(%q) = %v, want %v", s, got, want)
		}
	}
}

// A run of three or more Go frames in the standard library keeps its first
// and last frame, tab- or blank-indented; the project's frames, the
// runtime's panic frame and a module's frames stay.
func TestGoStdFramesFold(t *testing.T) {
	in := []string{
		"Previous read at 0x00c000012345 by goroutine 7:",
		"  example.com/shop/api.(*Server).handle()",
		"      /home/u/shop/api/server.go:88 +0x1f0",
		"  net/http.HandlerFunc.ServeHTTP()", // 3: first of the run
		"      /usr/local/go/src/net/http/server.go:2166 +0x47",
		"  net/http.(*ServeMux).ServeHTTP()", // 5, 6: go
		"      /usr/local/go/src/net/http/server.go:2683 +0x1ad",
		"  net/http.serverHandler.ServeHTTP()", // 7, 8: go
		"      /usr/local/go/src/net/http/server.go:3137 +0x2a1",
		"  net/http.(*conn).serve()", // 9: last
		"      /usr/local/go/src/net/http/server.go:2039 +0x13a4",
		"",
		"testing.tRunner.func1()",
		"\t/usr/local/go/src/testing/testing.go:1977 +0x349",
		"panic({0x55a760?, 0x6cac80?})",
		"\t/usr/local/go/src/runtime/panic.go:860 +0x13a",
		"encoding/json.(*decodeState).value(0xc000)",
		"\t/usr/lib/go-1.22/src/encoding/json/decode.go:374 +0x1e5",
		"github.com/x/y.Parse(...)",
		"\t/home/u/go/pkg/mod/github.com/x/y@v1.2.0/parse.go:12",
	}
	ls := foldGoStdFrames(textLines(strings.Join(in, "\n")))
	for i, l := range ls {
		if want := i >= 5 && i <= 8; (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
	for s, want := range map[string]bool{
		in[4]: true, in[17]: true, in[13]: true,
		in[2]: false, in[19]: false,
		"\t/home/u/go/src/github.com/x/y/a.go:3": false,
		"/usr/local/go/src/net/http/server.go:1": false, // (not under a function line)
	} {
		if got := goStdPlace(s); got != want {
			t.Errorf("goStdPlace(%q) = %v, want %v", s, got, want)
		}
	}
}

// A record in Python's default logging format ("LEVEL:logger:message") of
// a routine level is routine: the host and port it names
// ("api.example.com:443", read as a file and line) are no finding's place.
func TestPythonLogRecordRoutine(t *testing.T) {
	for s, want := range map[string]bool{
		"DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): api.example.com:443": true,
		"INFO:root:loaded cfg.py:12":                         true,
		"INFO:     127.0.0.1:51234 - \"GET / HTTP/1.1\" 200": true,
		"ERROR:root:failed to load cfg.py:12":                false,
		"DEBUGGING:x.py:3 is odd":                            false,
	} {
		if got := routineRecord(s); got != want {
			t.Errorf("routineRecord(%q) = %v, want %v", s, got, want)
		}
	}
	if important("DEBUG:urllib3.connectionpool:https://api.example.com:443 \"GET /v1/cfg/0 HTTP/1.1\" 200 737") {
		t.Error("a DEBUG record is important")
	}
}

// A line whose only "name.ext:digits" are hosts and ports names no file.
func TestOnlyHostPorts(t *testing.T) {
	for s, want := range map[string]bool{
		"Connected to api.example.com:443":                      true,
		"fetch https://registry.example.org:8443/v1/x failed":   true,
		"ssh: connect to git@code.example.org:22":               true,
		"listening on redis.svc.cluster.local:6379":             true,
		"src/app.ts:12:3 - error TS2322":                        false,
		"api.example.com:443 then src/app.ts:12":                false,
		"Dockerfile.dev:12 unknown instruction":                 false,
		"notes.org:4 heading":                                   false,
		"nothing here":                                          false,
		"main.go:3: dial tcp: lookup db.internal:5432: refused": false,
	} {
		if got := onlyHostPorts(s); got != want {
			t.Errorf("onlyHostPorts(%q) = %v, want %v", s, got, want)
		}
	}
}

// A traceback drawn in a box (rich) loses its installed packages' frames
// with their source lines; the project's frame and its running line stay.
func TestBoxedLibFramesFold(t *testing.T) {
	in := []string{
		"╭──── Traceback (most recent call last) ────╮",
		"│ /home/u/cli/app/main.py:42 in sync        │",
		"│   41 │   for item in items:               │",
		"│ ❱ 42 │   │   client.push(item)            │",
		"│                                           │",
		"│ /home/u/cli/.venv/lib/python3.12/site-packages/httpx/_client.py:1014 in send │",
		"│   1013 │   │   auth = self._build(request)  │",
		"│ ❱ 1014 │   │   response = self._send(      │",
		"│                                           │",
		"│ /usr/lib/python3.12/socket.py:836 in create_connection │",
		"│ ❱  836 │   │   raise err                   │",
		"╰───────────────────────────────────────────╯",
		"ConnectError: [Errno 111] Connection refused",
	}
	ls := foldBoxedLibFrames(textLines(strings.Join(in, "\n")))
	for i, l := range ls {
		if want := i >= 5 && i <= 10; (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
	if ls[3].cls != keep {
		t.Errorf("the project's running line is not kept")
	}
}

// A memory dump with a marked row keeps that row and one on each side.
func TestMarkedDumpFolds(t *testing.T) {
	var in []string
	for i := range 5 {
		in = append(in, fmt.Sprintf("  0x0c067fff7f%x0: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00", 0xb+i))
	}
	in = append(in, "=>0x0c067fff8010: 00 00 fa fa[fa]fa fa fa fa fa fa fa fa fa fa fa")
	for i := range 3 {
		in = append(in, fmt.Sprintf("  0x0c067fff802%d: fa fa fa fa fa fa fa fa fa fa fa fa fa fa fa fa", i))
	}
	in = append(in, "Shadow byte legend (one shadow byte represents 8 application bytes):")
	ls := foldMarkedDump(textLines(strings.Join(in, "\n")))
	for i, l := range ls {
		if want := i < 4 || i > 6 && i < 9; (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
	if dumpRow("00000010: 1000 0101 0040 2020  .....@") || !dumpRow(in[0]) {
		t.Error("dumpRow misreads a row")
	}
}

// In a deep JVM trace, a run of three or more frames of a package root
// with five frames or more (a framework) keeps its first and last, also
// within the first five frames; the project's few frames stay.
func TestFrameworkRunsFold(t *testing.T) {
	in := []string{
		"\tat com.acme.shop.CartService.total(CartService.java:57)",
		"\tat com.acme.shop.CartController.show(CartController.java:31)",
	}
	for i := range 8 {
		in = append(in, fmt.Sprintf("\tat org.springframework.web.servlet.Dispatcher.step%d(Dispatcher.java:%d)", i, 100+i))
	}
	in = append(in, "\tat com.acme.shop.Main.main(Main.java:9)")
	for i := range 4 {
		in = append(in, fmt.Sprintf("\tat org.apache.catalina.Valve.invoke%d(Valve.java:%d)", i, 10+i))
	}
	ls := capFrameRuns(textLines(strings.Join(in, "\n")))
	for i, l := range ls {
		// (The catalina frames are past the first five and name none of
		// their roots: capFrameRuns drops them all.)
		want := i >= 3 && i <= 8 || i >= 11
		if (l.cls == drop) != want {
			t.Errorf("%q: dropped %v, want %v", l.text, l.cls == drop, want)
		}
	}
}
