package reduce

import "testing"

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
	} {
		if got := runtimeFrame(s); got != want {
			t.Errorf("runtimeFrame(%q) = %v, want %v", s, got, want)
		}
	}
}
