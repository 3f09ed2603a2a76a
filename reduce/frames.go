package reduce

import "strings"

// runtimeFrame reports whether t (a line, trimmed at its start) is a
// numbered stack frame in a language's runtime rather than in code anyone
// edits: Rust's standard library in a backtrace ("12: std::rt::lang_start",
// RUST_BACKTRACE=full's "12:     0x55d5e1a0000c - core::ops::...", and
// the "at /rustc/<hash>/library/..." line under a frame), or the C
// runtime's start of a process under any numbered trace ("20:
// __libc_start_main_impl", a sanitizer's or gdb's "#3 0x7f3b2c829e3f in
// __libc_start_main ..."). The panic's message and the project's frames
// say where it failed; these frames are the same in every trace.
func runtimeFrame(t string) bool {
	if strings.HasPrefix(t, "at /rustc/") {
		return true
	}
	name, ok := numberedFrameName(t)
	if !ok {
		return false
	}
	for _, p := range []string{"std::", "core::", "alloc::", "__rust", "rust_begin_unwind", "rust_panic", "__libc_start", "<std::", "<core::", "<alloc::"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return name == "_start" || strings.HasPrefix(name, "_start ")
}

// numberedFrameName is the function a numbered frame names: Rust's "12:
// name" (with "0x55d5e1a0000c - " before it in a full trace), or the
// "#3 0x7f3b2c829e3f in name ..." of a sanitizer's and gdb's traces.
func numberedFrameName(t string) (string, bool) {
	if rest, ok := strings.CutPrefix(t, "#"); ok {
		k := 0
		for k < len(rest) && isDigit(rest[k]) {
			k++
		}
		if k == 0 || k == len(rest) || rest[k] != ' ' {
			return "", false
		}
		f := strings.Fields(rest[k:])
		if len(f) < 3 || !strings.HasPrefix(f[0], "0x") || f[1] != "in" {
			return "", false
		}
		return f[2], true
	}
	k := 0
	for k < len(t) && isDigit(t[k]) {
		k++
	}
	if k == 0 || !strings.HasPrefix(t[k:], ": ") {
		return "", false
	}
	rest := strings.TrimLeft(t[k+2:], " ")
	if a, n, ok := strings.Cut(rest, " - "); ok && strings.HasPrefix(a, "0x") && !strings.Contains(a, " ") {
		rest = n
	}
	if rest == "" || strings.ContainsAny(rest[:1], " \t") {
		return "", false
	}
	return rest, true
}
