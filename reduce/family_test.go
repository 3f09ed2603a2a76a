package reduce

import (
	"fmt"
	"strings"
	"testing"
)

// Outputs of crash reports, installers and network tools, generated in
// the shapes the folds of this pass read (crash.go, cycle.go,
// outline.go): each reduces, every omission is counted by a marker, and
// the lines that say what failed stay.
func TestFamilyMarkers(t *testing.T) {
	var spring, strace, rust, race, audit, compose strings.Builder
	spring.WriteString("java.lang.NullPointerException: cart is null\n\tat com.shop.CartService.total(CartService.java:57) ~[classes/:na]\n")
	for i := range 20 {
		fmt.Fprintf(&spring, "\tat org.springframework.web.Step%d.run(Step%d.java:%d) ~[spring-web-5.3.31.jar:5.3.31]\n", i, i, 100+i)
	}
	for _, n := range []string{"c", "m", "z", "ssl", "crypto", "pthread", "dl", "rt"} {
		fmt.Fprintf(&strace, "openat(AT_FDCWD, \"/usr/lib/lib%s.so.1\", O_RDONLY|O_CLOEXEC) = 3\nread(3, \"\\177ELF\"..., 832) = 832\nmmap(NULL, 20000, PROT_READ, MAP_PRIVATE, 3, 0) = 0x7f3b2c800000\nclose(3)                                = 0\n", n)
	}
	strace.WriteString("openat(AT_FDCWD, \"config.yaml\", O_RDONLY) = -1 ENOENT (No such file or directory)\n+++ exited with 1 +++\n")
	rust.WriteString("thread 'main' panicked at src/main.rs:33:10:\ncalled `Result::unwrap()` on an `Err` value: NotFound\nstack backtrace:\n")
	for i, f := range []string{"rust_begin_unwind", "core::panicking::panic_fmt", "core::result::unwrap_failed", "load::main", "core::ops::function::FnOnce::call_once", "std::rt::lang_start_internal", "std::rt::lang_start", "main", "__libc_start_main_impl", "_start"} {
		fmt.Fprintf(&rust, "  %2d:     0x55d5e1a%05x - %s\n", i, i, f)
		if strings.Contains(f, "::") && f != "load::main" {
			fmt.Fprintf(&rust, "                               at /rustc/82e1608dfa6e0b5569232559e3d385fea5a93112/library/core/src/x.rs:%d:5\n", 100+i)
		}
	}
	race.WriteString("WARNING: DATA RACE\nRead at 0x00c000012345 by goroutine 7:\n  example.com/shop/api.(*Server).handle()\n      /home/u/shop/api/server.go:88 +0x1f0\n")
	for i := range 8 {
		fmt.Fprintf(&race, "  net/http.step%d()\n      /usr/local/go/src/net/http/server.go:%d +0x47\n", i, 2000+i)
	}
	race.WriteString("Found 1 data race(s)\nexit status 66\n")
	// (More than printWhole: a short report of no failure, an unknown
	// command's answer, comes back whole.)
	for i, n := range []string{"lodash", "minimist", "semver", "braces", "json5", "axios", "qs", "ws", "tar", "ini", "ip", "y18n", "glob-parent", "nth-check", "debug", "ms", "node-fetch", "follow-redirects", "postcss", "word-wrap"} {
		fmt.Fprintf(&audit, "%s  <%d.2.1\nSeverity: moderate\nPrototype Pollution in %s\nfix available via `npm audit fix`\nnode_modules/%s\n\n", n, i, n, n)
	}
	audit.WriteString("20 moderate severity vulnerabilities\n")
	compose.WriteString("worker-1  | Traceback (most recent call last):\nworker-1  |   File \"/app/worker.py\", line 30, in <module>\nworker-1  |     conn = connect(DSN)\n")
	for k := range 8 {
		fmt.Fprintf(&compose, "worker-1  |   File \"/usr/local/lib/python3.12/site-packages/psycopg/connection.py\", line %d, in connect\nworker-1  |     raise last_ex\n", 700+k)
	}
	compose.WriteString("worker-1  | psycopg.OperationalError: connection failed\nworker-1 exited with code 1\n")
	for name, c := range map[string]struct {
		text string
		keep []string
	}{
		"spring":  {spring.String(), []string{"java.lang.NullPointerException: cart is null", "\tat com.shop.CartService.total(CartService.java:57) ~[classes/:na]"}},
		"strace":  {strace.String(), []string{"openat(AT_FDCWD, \"config.yaml\", O_RDONLY) = -1 ENOENT (No such file or directory)"}},
		"rust":    {rust.String(), []string{"thread 'main' panicked at src/main.rs:33:10:", "   3:     0x55d5e1a00003 - load::main"}},
		"race":    {race.String(), []string{"WARNING: DATA RACE", "      /home/u/shop/api/server.go:88 +0x1f0", "Found 1 data race(s)"}},
		"audit":   {audit.String(), []string{"lodash  <0.2.1", "json5  <4.2.1", "word-wrap  <19.2.1", "20 moderate severity vulnerabilities"}},
		"compose": {compose.String(), []string{"worker-1  |   File \"/app/worker.py\", line 30, in <module>", "worker-1  | psycopg.OperationalError: connection failed"}},
	} {
		out, ok := textAs(Generic, c.text, fullPath, false) // (the rules, at any length)
		if !ok {
			t.Errorf("%s: not reduced", name)
			continue
		}
		t.Run(name, func(t *testing.T) { checkMarkers(t, c.text, out) })
		for _, k := range c.keep {
			if !strings.Contains(out, k+"\n") {
				t.Errorf("%s: lost %q:\n%s", name, k, out)
			}
		}
	}
}
