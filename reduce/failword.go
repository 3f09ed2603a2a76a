package reduce

import "strings"

// A failure word joined by a hyphen to another word, in a package's or a
// file's name, is no statement that something failed: "es-errors@1.3.0",
// "node_modules/http-errors/index.js", "error-handler.ts",
// "pytest-timeout 2.1.0". Dependency trees, package lists and file
// listings print hundreds of such names; taken for failures, each would
// stay. (A checker's rule named so, pylint's "invalid-name", has no
// version, path or extension with it: it stays a failure's word.)

// nameOnlyFailure reports whether every failure word errRe finds in s is
// joined by a hyphen to a letter or a digit (see above). Called on the
// few lines errRe matches.
func nameOnlyFailure(s string) bool {
	if optionalUnmet(s) {
		return true
	}
	found := errRe.get().FindAllStringIndex(s, 8)
	if len(found) == 0 || len(found) == 8 {
		return false
	}
	for _, m := range found {
		if !(hyphenJoined(s, m[0], m[1]) && packageName(s, m[0], m[1])) && !inPath(s, m[0], m[1]) && !hostLabel(s, m[0], m[1]) {
			return false
		}
	}
	return true
}

// inPath reports whether the word at s[i:j] is a part of a path, a
// folder's or a file's name in it ("'./errors'", "/src/failures/a.ts",
// "lib/errors.js", as a resolution trace, a listing or an archive's
// table print them): the token around it, up to blanks and quotes, holds
// a "/" and reads as a path, rooted ("/", "./", "../", "~/") or ending in
// a file's extension. A file named for failures says nothing of one.
// (rspec's "Failure/Error:" is no path: neither rooted nor a file.)
func inPath(s string, i, j int) bool {
	if strings.ContainsAny(s[i:j], " \t") {
		return false
	}
	a, b := i, j
	for a > 0 && !strings.ContainsRune(" \t'\"`(", rune(s[a-1])) {
		a--
	}
	for b < len(s) && !strings.ContainsRune(" \t'\"`)", rune(s[b])) {
		b++
	}
	tok := s[a:b]
	if !strings.Contains(tok, "/") {
		return false
	}
	for _, root := range []string{"/", "./", "../", "~/"} {
		if strings.HasPrefix(tok, root) {
			return true
		}
	}
	last := tok[strings.LastIndexByte(tok, '/')+1:]
	if k := strings.IndexByte(last, ':'); k > 0 {
		last = last[:k] // (a place after the name: "error.py:12:")
	}
	return fileExt(last)
}

// hostTLDs are the top-level names a host in a config or a log ends in,
// the reserved ones among them (RFC 2606's .invalid, .example, .test).
var hostTLDs = []string{"com", "org", "net", "io", "dev", "local", "internal", "lan", "invalid", "example", "test", "localhost"}

// hostLabel reports whether the word at s[i:j] is a label of a host's
// name: "orders@seedbank.invalid", "SMTP_HOST=mail.invalid",
// "errors.api.example.com:443". The token around it (up to blanks,
// quotes, "=" and ",") is a host, an address's too, ending in a known
// top-level name, and the word stands between its dots.
func hostLabel(s string, i, j int) bool {
	const stop = " \t'\"`=,;<>()[]"
	a, b := i, j
	for a > 0 && !strings.ContainsRune(stop, rune(s[a-1])) {
		a--
	}
	for b < len(s) && !strings.ContainsRune(stop, rune(s[b])) {
		b++
	}
	if k := strings.Index(s[a:b], "://"); k >= 0 && a+k+3 <= i {
		a += k + 3 // a URL's host ("https://errors.example.com:8443/api")
	}
	if k := strings.IndexByte(s[a:b], '/'); k >= 0 && a+k >= j {
		b = a + k
	}
	if (i > a && s[i-1] != '.' && s[i-1] != '@') || (j < b && s[j] != '.' && s[j] != ':') {
		return false // (a part of a label: "errorlog.example.com" is read as a word elsewhere)
	}
	host := s[a:b]
	if k := strings.IndexByte(host, '@'); k >= 0 {
		host = host[k+1:]
	}
	if k := strings.IndexByte(host, ':'); k >= 0 {
		host = host[:k]
	}
	d := strings.LastIndexByte(host, '.')
	if d <= 0 || a+strings.Index(s[a:b], host) > i {
		return false
	}
	for k := 0; k < len(host); k++ {
		if c := host[k]; !isWord(c) && c != '.' && c != '-' {
			return false
		}
	}
	tld := strings.ToLower(host[d+1:])
	for _, t := range hostTLDs {
		if tld == t {
			return true
		}
	}
	return false
}

// packageName reports whether the word at s[i:j] is in a package's or a
// file's name or an option's: its token (up to blanks) holds an "@", a
// "/" or a ".", or starts with "--", or the next one is a version
// ("2.1.0").
func packageName(s string, i, j int) bool {
	a, b := i, j
	for a > 0 && s[a-1] != ' ' && s[a-1] != '\t' {
		a--
	}
	for b < len(s) && s[b] != ' ' && s[b] != '\t' {
		b++
	}
	if strings.ContainsAny(s[a:b], "@/.") || strings.HasPrefix(s[a:b], "--") {
		return true // (an option's name too: --startup-timeout, --max-errors)
	}
	rest := strings.TrimLeft(s[b:], " \t")
	k := 0
	for k < len(rest) && rest[k] != ' ' && rest[k] != '\t' {
		k++
	}
	v := rest[:k]
	return v != "" && isDigit(v[0]) && strings.Contains(v, ".")
}

// hyphenJoined reports whether s[i:j] has a hyphen and a word character
// right before or right after it.
func hyphenJoined(s string, i, j int) bool {
	if i >= 2 && s[i-1] == '-' && isWord(s[i-2]) {
		return true
	}
	return j+1 < len(s) && s[j] == '-' && isWord(s[j+1])
}

// optionalUnmet reports whether s says only that an optional dependency is
// not installed ("UNMET OPTIONAL DEPENDENCY @esbuild/win32-x64@0.21.5", as
// npm ls lists every other platform's binary): what is optional is left
// out by design. An unmet dependency that is not optional stays a failure.
func optionalUnmet(s string) bool {
	i := strings.Index(s, "UNMET OPTIONAL ")
	if i < 0 {
		i = strings.Index(strings.ToLower(s), "unmet optional ")
	}
	return i >= 0 && !errRe.MatchString(s[:i]+s[i+len("UNMET "):])
}
