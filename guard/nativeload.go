package guard

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Native modules and plugins other programs load (the seventeenth blind
// set). A native library is code with no other use than being loaded: php's
// extension=, openssl's -engine, ssh's PKCS#11 provider, a linker plugin,
// gawk's @load, Tcl's load, zsh's zmodload over module_path, ctypes, a node
// addon, vim's libcall, Emacs's module-load, nginx's load_module in a config
// the line wrote, Apache's LoadModule, a gconv, GIO or LADSPA folder named
// by a variable. No list of loaders keeps up, and what they share is in the
// line: a library downloaded earlier in it, named again to a program other
// than a file tool (by its path, its path without the suffix, its folder in
// a variable or in code, or in a file the line wrote and then named), is
// loaded: it runs code no one read, as running a downloaded program does.
// A library the agent built is like a binary it built, and one the system
// installed is found by name: neither is judged here.

// nativeLib reports a file name of a native library.
func nativeLib(p string) bool {
	b := strings.ToLower(path.Base(p))
	for _, ext := range [...]string{".so", ".dylib", ".dll", ".node", ".pyd", ".bundle"} {
		if strings.HasSuffix(b, ext) {
			return true
		}
	}
	return strings.Contains(b, ".so.")
}

// libInert lists the programs that handle a library as a file: copy,
// move, inspect, hash, sign, pack it.
func libInert(name string) bool {
	switch name {
	case "cp", "mv", "ln", "rm", "chmod", "chown", "chgrp", "ls", "stat", "file", "du", "touch", "mkdir", "rmdir", "cd", "pushd", "popd",
		"sha256sum", "sha1sum", "sha512sum", "md5sum", "b2sum", "shasum", "cksum", "sum", "nm", "readelf", "objdump", "strings", "hexdump",
		"xxd", "od", "strip", "objcopy", "size", "cat", "head", "tail", "wc", "cmp", "diff", "test", "[", "[[", "echo", "printf",
		"tar", "zip", "gzip", "xz", "zstd", "bzip2", "install", "rsync", "scp", "gpg", "cosign", "minisign", "codesign", "otool",
		"realpath", "readlink", "basename", "dirname", "find", "curl", "wget", "ldd", "lddtree", "shellcheck", "git", "upx":
		return true
	}
	return false
}

// nativeLoaded judges a command that names a native library downloaded
// earlier in the line (see above).
func (w *walker) nativeLoaded(c *syntax.CallExpr, argv []arg, seg string, in input) {
	if len(w.files) == 0 || len(argv) == 0 || w.scan != scanAll {
		return
	}
	var libs []string
	for p, f := range w.files {
		if f.download && nativeLib(p) && len(libs) < 8 {
			libs = append(libs, p)
		}
	}
	if len(libs) == 0 {
		return
	}
	i := 0
	for i < len(argv)-1 && (prefixWrappers(base(argv[i].s)) || strings.HasPrefix(argv[i].s, "-") && i > 0 || strings.Contains(argv[i].s, "=") && i > 0) {
		i++
	}
	name := base(argv[i].s)
	if libInert(name) {
		return
	}
	home := w.g.env.Home
	norm := func(s string) string {
		if home != "" {
			s = strings.ReplaceAll(s, "~/", home+"/")
			s = strings.ReplaceAll(s, "${HOME}", home)
			s = strings.ReplaceAll(s, "$HOME", home)
		}
		return s
	}
	type word struct {
		s      string
		assign bool
	}
	var words []word
	for _, a := range c.Assigns {
		if a.Value != nil {
			v, _ := w.scriptText(a.Value)
			words = append(words, word{norm(v), true})
		}
	}
	for _, a := range argv[1:] {
		if !a.dyn && len(words) < maxNamedTries {
			words = append(words, word{norm(a.s), false})
		}
	}
	if in.hasCode {
		words = append(words, word{norm(in.code), false})
	}
	for _, lib := range libs {
		stem := strings.TrimSuffix(lib, path.Ext(lib))
		dir := path.Dir(lib)
		for _, wd := range words {
			hit := containsPathAt(wd.s, stem, false)
			if !hit && wd.assign {
				for _, v := range strings.Split(wd.s, ":") {
					if p, ok := w.abs(v); ok && path.Clean(p) == dir {
						hit = true
					}
				}
			}
			if !hit && !wd.assign && wd.s != dir && strings.TrimRight(wd.s, "/") != dir {
				hit = containsPathAt(wd.s, dir, true)
			}
			if !hit && !wd.assign {
				for _, v := range namedValues(wd.s) {
					p, ok := w.abs(v)
					if !ok {
						continue
					}
					if p == lib || p == stem {
						hit = true
						break
					}
					// A file the line wrote and names here (a server's
					// config) that names the library.
					if f, ok := w.files[p]; ok && f.known() && (strings.Contains(norm(f.code), stem) || containsPathAt(norm(f.code), dir, true)) {
						hit = true
						break
					}
				}
			}
			if hit {
				w.add("remote-exec", seg, name+" loads "+lib+", a native library downloaded in the same command without a look")
				return
			}
		}
	}
}

// containsPathAt reports whether s names the path p whole: p followed by
// the end or a character no path goes on with (a quote, a blank, a
// bracket, a suffix's dot unless folderOnly).
func containsPathAt(s, p string, folderOnly bool) bool {
	for from := 0; from < len(s); {
		i := strings.Index(s[from:], p)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(p)
		if i > 0 && (isLetterByte(s[i-1]) || s[i-1] >= '0' && s[i-1] <= '9' || s[i-1] == '/' && p[0] != '/') {
			from = j
			continue
		}
		if j == len(s) {
			return true
		}
		switch c := s[j]; {
		case c == '/', isLetterByte(c), c >= '0' && c <= '9', c == '_', c == '-':
		case c == '.' && folderOnly:
		default:
			return true
		}
		from = j
	}
	return false
}
