package reduce

import (
	"slices"
	"strings"
)

// Reducers for tools whose output is a listing of findings or an HTTP
// exchange rather than a build or a test run.

// grepReducer keeps every hit of a search that found up to grepKeepAll
// (what the agent searched for: a usage dropped is a call site missed);
// of a longer one, each file's first hit (what the file is about) and
// three more in all: the marker under each file's first hit counts its
// other hits. Context lines (grep -C's "a.py-19-") are never hits, though
// they hold a colon.
// Hits are data: a matched line that says "error" is no error of grep's.
func grepReducer() spec {
	return spec{post: func(ls []line) []line {
		hits := grepHits(ls)
		for i := range ls {
			// rg --stats' counts close the search: what it found, in numbers.
			if ls[i].shown() && rgStatsRe.MatchString(ls[i].text) {
				ls[i].cls = keep
			}
		}
		if len(hits) > grepKeepAll {
			if out, ok := foldHits(ls, hits); ok {
				return out
			}
			return sampleSurveyFiles(ls, hits)
		}
		for _, i := range hits {
			if ls[i].cls != drop {
				ls[i].cls = keep
			}
		}
		// The same line found in many files (a copied block, one import
		// everywhere): the first stays, the others go into one summary
		// that names each place.
		return groupDiags(ls)
	}, b: budget{head: 0, tail: 3, ctx: 0, perSection: 1, maxNormal: 3}, cls: func() classifier {
		lastFile := ""
		return func(s string) (class, bool) {
			if listing("grep", s) || listing("rg", s) {
				return keep, false // grep's own complaints: an unreadable file
			}
			file, hit := grepHit(s)
			if !hit {
				return normal, false
			}
			if file != lastFile {
				lastFile = file
				return keep, true
			}
			return normal, false
		}
	}}
}

// grepHits returns the indexes of the hits among ls: "file:line:text",
// "file:text" and "line:text" lines, and, of rg's --heading form (a
// file's path alone on a line over its hits, a blank line after them),
// each line under a heading, whatever it holds (rg -N prints the bare
// matched text); a heading's context lines ("12-...") are none.
func grepHits(ls []line) []int {
	var hits []int
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() {
			continue
		}
		if j := rgHeadingEnd(ls, i); j > i+1 {
			if ls[i].cls != drop {
				ls[i].cls = keep // the file its hits are in
			}
			for k := i + 1; k < j; k++ {
				if n := grepNumPrefix(ls[k].text); n > 0 && ls[k].text[n-1] == '-' || ls[k].text == "--" {
					continue
				}
				hits = append(hits, k)
			}
			i = j - 1
			continue
		}
		if _, hit := grepHit(ls[i].text); hit {
			hits = append(hits, i)
		}
	}
	return hits
}

// rgHeadingEnd returns, when ls[i] is the heading of rg's --heading form
// (a path alone on a line, at the start or under a blank line, over
// lines that are not hits naming their own file), the index of the blank
// line or the end that closes its hits; else i.
func rgHeadingEnd(ls []line, i int) int {
	s := ls[i].text
	if i > 0 && strings.TrimSpace(ls[i-1].text) != "" || !rgHeadingRe.MatchString(s) {
		return i
	}
	j := i + 1
	for j < len(ls) && ls[j].shown() && strings.TrimSpace(ls[j].text) != "" {
		if grepHitPath(ls[j].text) != "" || rgStatsRe.MatchString(ls[j].text) {
			return i
		}
		j++
	}
	return j
}

// rollupPlaceRe is a message behind its place as Rollup writes it:
// "web/src/a.js (2:22): ...".
var rollupPlaceRe = lazy(`^[^\s:()]+\.\w+ \(\d+:\d+\): \S`)

// rgHeadingRe is a path as rg's --heading writes it over its hits: no
// blanks, no colon, a folder or an extension.
var rgHeadingRe = lazy(`^[^\s:]*(/[^\s:/]+|\.[A-Za-z0-9]{1,8})$`)

// rgStatsRe is a line of rg --stats' closing counts.
var rgStatsRe = lazy(`^\d+ (matches|matched lines|files contained matches|files searched|bytes printed|bytes searched)$|^\d+(\.\d+)? seconds( spent searching)?$`)

// grepKeepAll is the most hits a search keeps whole: past it, the hits
// are a survey (every import of a module across a tree), sampled by file.
const grepKeepAll = 60

// grepKeepBytes bounds what a longer search prints once its hits alike
// but for their numbers and words are folded (foldHits): past it, the
// hits are sampled by file.
const grepKeepBytes = 24 << 10

// grepFoldMax is the most hits foldHits reads: past it, a survey.
const grepFoldMax = 4000

// foldHits keeps every hit of a search that found more than grepKeepAll
// (the matches are the answer the agent asked for), folding only the
// hits of one file alike but for their line numbers and the words that
// name an item, a number or a time (a log's routine records the pattern
// also matched) into one summary each, from which every line reads back
// (foldRecordRunsBy's form: a hit that says another severity, status or
// signal has a template of its own and stays whole). ok is false when
// what is left is still over grepKeepBytes, or most hits are in
// installed packages: the caller samples then.
func foldHits(ls []line, hits []int) ([]line, bool) {
	if len(hits) > grepFoldMax {
		return nil, false
	}
	lib := 0
	for _, i := range hits {
		if p := grepHitPath(ls[i].text); p != "" && libPath("/"+strings.TrimPrefix(p, "/")) {
			lib++
		}
	}
	if lib*2 > len(hits) {
		// A search of installed packages' code (node_modules,
		// site-packages): a survey of a library, sampled by file.
		return nil, false
	}
	out := slices.Clone(ls)
	for _, i := range hits {
		if out[i].cls != drop {
			out[i].cls = keep
		}
	}
	out = foldRecordRunsBy(groupDiags(out), func(ls []line, i int) bool {
		return ls[i].cls == keep && grepHitPath(ls[i].text) != ""
	}, grepHitKey)
	size := 0
	for _, l := range out {
		if l.cls == keep && (l.shown() || l.note) {
			size += len(l.text) + 1
		}
	}
	return out, size <= grepKeepBytes
}

// surveyFiles is how many files a survey's hits may span before its
// files are sampled by folder; surveyPerFolder how many of each folder's
// files then keep their first hit.
const (
	surveyFiles     = 40
	surveyPerFolder = 3
)

// surveyBytes is how long a survey's files' first hits may be and all
// stay, however many files they are: the files a search found are its
// answer, grouped, one line each (the marker under each counts its other
// hits), even where most files have one hit. Past it they are sampled.
const surveyBytes = 24 << 10

// sampleSurveyFiles samples a survey (a search too long to keep whole,
// rg over node_modules) by folder when its hits span more than
// surveyFiles files whose first hits are over surveyBytes: each file's
// first hit stays for the first surveyPerFolder files of its folder, and the others are left to the
// budgets and the markers, as git status samples untracked trees. (A
// search of a few files keeps each one's first hit.)
func sampleSurveyFiles(ls []line, hits []int) []line {
	files := map[string]bool{}
	firsts := 0 // the bytes of each file's first hit
	for _, i := range hits {
		if p := grepHitPath(ls[i].text); p != "" && !files[p] {
			files[p] = true
			firsts += len(ls[i].text) + 1
		}
	}
	if len(files) <= surveyFiles || firsts <= surveyBytes {
		return ls
	}
	shown := map[string]int{}
	seen := map[string]bool{}
	for _, i := range hits {
		p := grepHitPath(ls[i].text)
		if p == "" || seen[p] {
			continue
		}
		seen[p] = true
		d := dirShape(p)
		if shown[d]++; shown[d] > surveyPerFolder && ls[i].cls == keep && !important(ls[i].text) {
			ls[i].cls = normal
		}
	}
	return ls
}

// grepHitKey is the template of a hit "path:N:text": its line number and
// each number of the path and the text (a time, an id, a rate) are its
// names, the rest is fixed: hits alike but for their numbers (a log's
// routine records the pattern also matched, one line of generated files)
// share one. ok is false for a hit with no word beside its numbers.
func grepHitKey(s string) (string, string, bool) {
	p := grepHitPath(s)
	if p == "" || strings.Contains(s, "…") {
		return "", "", false
	}
	n := grepNumPrefix(s[len(p)+1:])
	var b strings.Builder
	var vars []string
	letters := false
	mask := func(t string) {
		for i := 0; i < len(t); {
			if !isDigit(t[i]) {
				letters = letters || t[i] >= 'A' && t[i] <= 'z'
				b.WriteByte(t[i])
				i++
				continue
			}
			j := i + 1
			for j < len(t) && (isDigit(t[j]) || j+1 < len(t) && strings.IndexByte(".:,-/", t[j]) >= 0 && isDigit(t[j+1])) {
				j++
			}
			vars = append(vars, t[i:j])
			b.WriteString("…")
			i = j
		}
	}
	// (The line number is a name of its own: read with the text, a
	// number or a date at the text's start would join it.)
	mask(p)
	b.WriteString(":…:")
	vars = append(vars, s[len(p)+1:len(p)+n])
	rest := s[len(p)+1+n:]
	if rest != "" && (rest[0] == ' ' || rest[0] == '\t') {
		b.WriteByte(' ')
	}
	letters = false
	mask(strings.Join(strings.Fields(rest), " "))
	return b.String(), strings.Join(vars, "|"), letters
}

// grepContextRe is a line of context grep -rn -C writes ("a.py-19-").
var grepContextRe = lazy(`^[^\s:]+?-\d+-`)

// grepHit reports whether s is a hit of grep's or rg's output and the
// file it names ("" for grep -n of one file): "a.py:12:...", "12:...",
// or without -n "a.py:...". A line of context is none.
func grepHit(s string) (string, bool) {
	if s == "--" {
		return "", false
	}
	if p := grepHitPath(s); p != "" {
		return p, true
	}
	if n := grepNumPrefix(s); n > 0 {
		return "", s[n-1] == ':'
	}
	if grepContextRe.MatchString(s) {
		return "", false
	}
	file, _, ok := strings.Cut(s, ":")
	return file, ok
}

// tlsFailure reports whether s, a line of curl -v's connection chatter,
// says why a TLS connection failed: an alert either side sent ("TLSv1.3
// (OUT), TLS alert, unknown CA (560)"), a certificate that did not verify
// ("SSL certificate problem: self-signed certificate"), the TLS library's
// own error ("OpenSSL SSL_connect: SSL_ERROR_SYSCALL", "schannel: ...
// failed").
func tlsFailure(s string) bool {
	l := strings.ToLower(s)
	for _, w := range []string{"tls alert", "ssl alert", "certificate problem", "ssl_error", "ssl routines", "no alternative certificate", "certificate verify", "certificate has expired", "handshake failure", "unable to get local issuer"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// curlReducer keeps of `curl -v` the request line, the status line, the
// response headers that change what to do next, what went wrong, and the
// body, whole up to curlBodyWhole, else its head; the connection chatter,
// the other headers and the progress meter go.
func curlReducer() spec {
	return spec{post: func(ls []line) []line { return keepHTMLGist(keepShortBody(ls)) }, b: budget{head: 0, tail: 3, ctx: 0, perSection: 15, maxNormal: 15, clipLast: true}, cls: func() classifier {
		rawHead := false // in the head of a response -i prints as it came: "HTTP/1.1 404 ...", its headers, a blank
		return func(s string) (class, bool) {
			t := strings.TrimSpace(s)
			if rest, ok := curlMeterGlued(t); ok {
				// The meter's last row with the output that followed
				// it on the same line (-i's status line, the body's
				// first line): the output is the line's.
				s, t = rest, rest
			}
			switch {
			case strings.HasPrefix(s, "> "):
				if f := strings.Fields(s); len(f) == 4 && strings.HasPrefix(f[3], "HTTP/") || strings.Contains(s, ": ") {
					return keep, false // the request line, and the headers it sent (what the command asked, -H's included)
				}
				return drop, false
			case strings.HasPrefix(s, "< "):
				if strings.HasPrefix(s, "< HTTP/") {
					return keep, true
				}
				if curlHeaderMatters(s[2:]) {
					return keep, false
				}
				return drop, false
			case httpStatusLine(s):
				rawHead = true
				return keep, true
			case rawHead && t == "":
				rawHead = false
				return normal, false
			case rawHead && strings.Contains(s, ": "):
				if curlHeaderMatters(s) {
					return keep, false
				}
				return drop, false
			case strings.HasPrefix(s, "* "):
				if strings.HasPrefix(s, "* Connected to") || strings.HasPrefix(s, "* Issue another request") || important(s) || strings.Contains(s, "certificate") && strings.Contains(s, "fail") || tlsFailure(s) {
					return keep, false
				}
				return drop, false
			case strings.HasPrefix(s, "{ [") || strings.HasPrefix(s, "} ["), curlMeter(t):
				return drop, false
			case strings.HasPrefix(s, "curl: "), important(s), strings.Contains(strings.ToLower(s), "message"):
				return keep, false
			}
			return normal, false
		}
	}}
}

// curlHeaderMatters reports whether a response header ("Name: value")
// changes what to do next: what came back, where to go, how to sign in,
// when to try again.
func curlHeaderMatters(h string) bool {
	name, _, _ := strings.Cut(strings.ToLower(h), ":")
	switch name {
	case "content-type", "location", "www-authenticate", "retry-after", "content-length", "allow", "x-error", "x-request-id":
		return true
	}
	return false
}

// httpStatusLine reports whether s is a response's status line as curl
// -i prints it: "HTTP/1.1 404 Not Found", "HTTP/2 200".
func httpStatusLine(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 2 && strings.HasPrefix(f[0], "HTTP/") && len(f[1]) == 3 && allDigits(f[1])
}

// curlBodyWhole is how long a response's body may be and still come back
// whole: a JSON document or an error page the size of a screen is what
// the request was made for, line by line; a longer one keeps its head.
const curlBodyWhole = 4 << 10

// keepShortBody keeps every line of a short body: the lines the classifier
// left normal (what is not the request, the headers, curl's chatter or
// its meter) are the body.
func keepShortBody(ls []line) []line {
	n := 0
	for _, l := range ls {
		if l.shown() && l.cls == normal {
			if n += len(l.text) + 1; n > curlBodyWhole {
				return ls
			}
		}
	}
	for i := range ls {
		if ls[i].shown() && ls[i].cls == normal {
			ls[i].cls = keep
		}
	}
	return ls
}

// keepHTMLGist reads a long HTML page a response carried (a framework's
// error page: Django's 500 debug page runs to 60 KB): its style and
// script blocks go, and what says what went wrong stays, the title and
// the top headings (to their closing tags, a few lines at most) and an
// element whose class or id names an exception or an error (Django's
// `<pre class="exception_value">`).
func keepHTMLGist(ls []line) []line {
	if !slices.ContainsFunc(ls, func(l line) bool { return l.shown() && strings.Contains(strings.ToLower(l.text), "<html") }) {
		return ls
	}
	inBlock := "" // the closing tag of the style or script block the scan is in
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() {
			continue
		}
		low := strings.ToLower(ls[i].text)
		switch {
		case inBlock != "":
			ls[i].cls = drop // (a style's words, ".error { ... }", say no failure)
			if strings.Contains(low, inBlock) {
				inBlock = ""
			}
		case strings.Contains(low, "<style") && !strings.Contains(low, "</style>"):
			inBlock = "</style>"
		case strings.Contains(low, "<script") && !strings.Contains(low, "</script>"):
			inBlock = "</script>"
		case strings.Contains(low, "<title") || strings.Contains(low, "<h1") || strings.Contains(low, "<h2"):
			closing := "</title>"
			switch {
			case strings.Contains(low, "<title"):
			case strings.Contains(low, "<h1"):
				closing = "</h1>"
			default:
				closing = "</h2>" // (not the first "<h" of the line: "<header><h2>" has one before it)
			}
			for j := i; j < len(ls) && j < i+htmlGistLines; j++ {
				raise(ls, j)
				if strings.Contains(strings.ToLower(ls[j].text), closing) {
					break
				}
			}
		case (strings.Contains(low, "class=\"") || strings.Contains(low, "id=\"")) && (strings.Contains(low, "exception") || strings.Contains(low, "error")) && !strings.Contains(low, "{"):
			raise(ls, i)
		}
	}
	return ls
}

// htmlGistLines bounds the lines keepHTMLGist keeps of one title or
// heading.
const htmlGistLines = 4

// curlMeterGlued reads a row of curl's progress meter that runs into the
// output after it: the meter writes its rows to stderr without a line's
// end, so the first line the command printed (-i's "HTTP/1.0 200 OK")
// follows the last row's speed on one line ("... --:--:--     0HTTP/1.0
// 200 OK"). It returns that output.
func curlMeterGlued(t string) (string, bool) {
	if !curlMeter(t) {
		return "", false
	}
	f := strings.Fields(t)
	if len(f) < 12 {
		return "", false
	}
	// The 12th field is the current speed ("0", "1367k"), then the output.
	at := 0
	for k := 0; k < 11; k++ {
		at += strings.Index(t[at:], f[k]) + len(f[k])
	}
	rest := strings.TrimLeft(t[at:], " ")
	i := 0
	for i < len(rest) && (isDigit(rest[i]) || rest[i] == '.') {
		i++
	}
	if i < len(rest) && strings.IndexByte("kMGTP", rest[i]) >= 0 {
		i++
	}
	if i == 0 || i == len(rest) || rest[i] == ' ' {
		return "", false
	}
	return rest[i:], true
}

// curlMeter matches a line of curl's progress meter: its header or a row
// of numbers and times.
func curlMeter(t string) bool {
	if strings.HasPrefix(t, "% Total") || strings.HasPrefix(t, "Dload") {
		return true
	}
	f := strings.Fields(t)
	if len(f) < 10 {
		return false
	}
	for _, w := range f[:6] {
		if !isDigit(w[0]) {
			return false
		}
	}
	return true
}

// bundleReducer is for bundlers (webpack with its loaders, esbuild, vite):
// every error and its place stay; the module and asset listings, the
// import chains under an error (" @ ./src/index.ts 3:15-32") and a header
// repeated for the next error in the same file go.
func bundleReducer() spec {
	// (Rollup, under vite too, places its message as "file (line:col):
	// message": `src/a.js (2:22): "groupBy" is not exported by ...`, a
	// place no file:line rule reads, and often no failure word.)
	return spec{post: func(ls []line) []line {
		return keepHeadings(foldNameRuns(groupDiags(keepLoaderDetails(groupLoaderMessages(keepSizeReport(keepFewAssets(ls)))))))
	}, b: budget{head: 2, tail: 4, ctx: 0, perSection: 3, maxNormal: 12}, cls: func() classifier {
		seen := map[string]bool{}
		inWarn := false // under rollup's "(!) Circular dependency": the lines until a blank say what and where
		inNote := false // in an esbuild message: its notes are indented two
		return func(s string) (class, bool) {
			t := strings.TrimSpace(s)
			if t == "" {
				inWarn = false
			} else if indent(s) == 0 {
				inNote = strings.HasPrefix(t, "✘") || strings.HasPrefix(t, "▲")
			}
			switch {
			case inNote && indent(s) == 2 && !strings.HasPrefix(t, "╵") && !strings.HasPrefix(t, "│"):
				// An esbuild message's note ("The symbol "x" was
				// originally declared here:"), over the place it names:
				// the second half of what the message says.
				return keep, false
			case markedWarning(t):
				inWarn = true
				return keep, true
			case inWarn && (strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://")):
				return drop, false // the docs' page about this kind of warning
			case inWarn && (numberedSource(t) || strings.Trim(t, "^~ ") == ""):
				return normal, false // the code around the place: the message names it
			case inWarn && !strings.HasPrefix(t, "created "):
				return keep, false
			case strings.HasPrefix(s, "ERROR in "), strings.HasPrefix(s, "WARNING in "):
				if seen[s] {
					return drop, true // the same file's header again
				}
				seen[s] = true
				return keep, true
			case strings.HasPrefix(t, "@ "), strings.HasPrefix(t, "╵"), strings.HasPrefix(s, "asset ") && !important(s),
				strings.HasPrefix(t, "./") && strings.Contains(t, " [built]") && !strings.Contains(t, " error"),
				strings.HasPrefix(t, "modules by path "), strings.HasPrefix(t, "cacheable modules "), strings.HasPrefix(t, "orphan modules "), strings.HasPrefix(t, "runtime modules "):
				return drop, false
			case strings.HasPrefix(t, "✘"), strings.HasPrefix(t, "▲"), strings.HasPrefix(t, "[tsl]"), strings.HasPrefix(t, "TS") && strings.Contains(t, ": "),
				strings.Contains(s, " compiled "), important(s), notDone(s), rollupPlaceRe.MatchString(t):
				return keep, false
			case webpackSpanRe.MatchString(t):
				// "./src/a.ts 4:19-22": the module and the span the
				// error is of, under the file's header (which goes when
				// the file had an error before): it tells this error's
				// place from the file's others.
				return keep, false
			}
			return normal, false
		}
	}}
}

// assetsKept is how many of webpack's "asset name size" lines a build may
// print and all stay.
const assetsKept = 4

// keepFewAssets keeps webpack's "asset name size" lines when they are
// few: what the build wrote, by name and size, is its result. More (a
// split build's chunks, each said again under its entry) are a listing
// and go.
func keepFewAssets(ls []line) []line {
	seen := map[string]bool{}
	for _, l := range ls {
		if l.shown() && strings.HasPrefix(l.text, "asset ") {
			seen[l.text] = true
		}
	}
	if len(seen) == 0 || len(seen) > assetsKept {
		return ls
	}
	for i := range ls {
		if ls[i].shown() && seen[ls[i].text] {
			ls[i].cls = keep
		}
	}
	return ls
}

// sizeRowRe matches a row of a bundle's size report: a file's path (under
// a tree's branch, esbuild --analyze's "├ src/a.js") then its size
// ("619.7kb", "1.2 kB", "3 KiB").
var sizeRowRe = lazy(`^[\s├└│─]*[\w@./-]+\.\w+\s+\d+(?:\.\d+)?\s?(?:b|B|kb|kB|KB|KiB|mb|MB|MiB|gb|GB|GiB)(?:\s|$)`)

// sizeRowsKept bounds the rows of a size report kept whole.
const sizeRowsKept = 16

// keepSizeReport keeps a bundle's size report (esbuild --analyze's tree
// of outputs and their inputs, vite's chunks) when it is short: what the
// build was asked to show, each row a figure. A longer one (a chunk per
// route) is sampled as any listing.
func keepSizeReport(ls []line) []line {
	n := 0
	for _, l := range ls {
		if l.shown() && sizeRowRe.MatchString(l.text) {
			n++
		}
	}
	if n > sizeRowsKept {
		return ls
	}
	for i := range ls {
		if ls[i].shown() && ls[i].cls == normal && sizeRowRe.MatchString(ls[i].text) {
			ls[i].cls = keep
		}
	}
	return ls
}

// numberedSource matches a numbered source line as bundlers print them under
// a message: "3: import { a } from './a.js'".
func numberedSource(t string) bool {
	i := 0
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	return i > 0 && i < len(t) && t[i] == ':' && (i+1 == len(t) || t[i+1] == ' ')
}

// loaderDetailMax bounds the lines a loader's message goes on for.
const loaderDetailMax = 6

// keepLoaderDetails keeps the lines a loader's message goes on with under
// its place line (ts-loader's "  Type '\"pcs\"' is not assignable to type
// 'Unit'." under "TS2322: Type '\"g\" | \"pcs\"' is not assignable ..."):
// the type checker's elaboration, the part that names what does not fit.
// They end at a blank, the import trace (" @ ./src/index.ts 4:15-32") or the
// next place. A message that went into a summary takes them with it.
func keepLoaderDetails(ls []line) []line {
	for i := 0; i+1 < len(ls); i++ {
		if _, _, ok := loaderPlace(ls[i].text); !ok || ls[i+1].cls == gone || !ls[i+1].shown() {
			continue
		}
		for j, n := i+2, 0; j < len(ls) && n < loaderDetailMax; j++ {
			if ls[j].syn {
				continue // (the summary of the message's later occurrences)
			}
			if !ls[j].shown() {
				break
			}
			n++
			t := ls[j].text
			if strings.TrimSpace(t) == "" || indent(t) == 0 || strings.HasPrefix(strings.TrimSpace(t), "@ ") {
				break
			}
			if _, _, ok := loaderPlace(t); ok {
				break
			}
			ls[j].cls = keep
		}
	}
	return ls
}

// groupLoaderMessages groups the messages a webpack loader writes under
// its place line ("[tsl] ERROR in /src/a.ts(8,7)", then "      TS2322:
// Type 'number' is not assignable to type 'string'."): the place lines
// stay, and every message after its first occurrence goes into one
// summary under that first, with each place and its names.
func groupLoaderMessages(ls []line) []line {
	type occ struct {
		at          int // the message line
		place, vars string
	}
	byKey := map[string][]occ{}
	var order []string
	for i := 0; i+1 < len(ls); i++ {
		file, ln, ok := loaderPlace(ls[i].text)
		m := ls[i+1]
		if !ok || !m.shown() || m.syn || !strings.HasPrefix(m.text, " ") || strings.TrimSpace(m.text) == "" || trailsSnippet(ls, i+1) {
			continue
		}
		key, vars := generalize(strings.Join(strings.Fields(m.text), " "))
		if _, seen := byKey[key]; !seen {
			order = append(order, key)
		}
		byKey[key] = append(byKey[key], occ{i + 1, file + ":" + ln, vars})
		i++
	}
	adds := map[int]string{}
	for _, k := range order {
		os := byKey[k]
		if len(os) < 3 {
			continue // a summary would cost what it saves
		}
		rest := os[1:]
		key, slots := fold(k, rest, func(o occ) string { return o.vars })
		places := make([]string, 0, len(rest))
		ok := true
		for _, o := range rest {
			v := keepSlots(o.vars, slots)
			ok = ok && !strings.ContainsAny(v, ",() ")
			if v != "" {
				places = append(places, o.place+"("+v+")")
			} else {
				places = append(places, o.place)
			}
		}
		if !ok {
			continue // names a summary cannot list
		}
		ls[os[0].at].cls = keep
		for _, o := range rest {
			ls[o.at].cls = gone
		}
		adds[os[0].at] = groupSummary(key, places)
	}
	return withNotes(ls, adds)
}

// loaderPlace reads a webpack loader's place line: "[tsl] ERROR in
// /src/a.ts(8,7)", the file and line at its end and no message after.
func loaderPlace(s string) (string, string, bool) {
	t := strings.TrimSpace(s)
	if !strings.HasSuffix(t, ")") || !strings.Contains(t, " in ") {
		return "", "", false
	}
	o := strings.LastIndexByte(t, '(')
	k := strings.LastIndexByte(t[:max(o, 0)], ' ')
	if o < 0 || k < 0 {
		return "", "", false
	}
	ln, col, ok := strings.Cut(t[o+1:len(t)-1], ",")
	if !ok || !allDigits(ln) || !allDigits(col) {
		return "", "", false
	}
	return t[k+1 : o], ln, true
}

var webpackSpanRe = lazy(`^\S+ \d+:\d+(-\d+(:\d+)?)?$`)

// pipReducer: of a pip install, what failed and the summary stay; the
// per-package chatter (collecting, downloading, already satisfied) and a
// build's echo of each file it writes are runs of alike lines.
func pipReducer() spec {
	return spec{post: foldAlikeRuns, b: budget{head: 3, tail: 8, ctx: 2, perSection: 10, maxNormal: 20}, cls: func() classifier {
		return func(s string) (class, bool) {
			t := strings.TrimSpace(s)
			switch {
			case strings.HasPrefix(t, "Collecting ") && !strings.Contains(t, "rror"):
				// Progress, whatever place it names: "(from -r
				// requirements.txt (line 3))" says where the
				// requirement came from, not what went wrong; the
				// failure and "Successfully installed" name the
				// packages that matter.
				return drop, false
			case strings.HasPrefix(t, "Requirement already satisfied"), strings.HasPrefix(t, "Using cached"), strings.HasPrefix(t, "Downloading "),
				strings.HasPrefix(t, "━"), strings.HasPrefix(t, "writing "), strings.HasPrefix(t, "reading "), strings.HasPrefix(t, "copying "), strings.HasPrefix(t, "adding "):
				return drop, false
			case strings.HasSuffix(t, ": started") || strings.HasSuffix(t, ": finished with status 'done'"):
				// A build step's progress ("Preparing metadata
				// (pyproject.toml): started"); the step that failed
				// says so, "finished with status 'error'", and stays.
				return drop, false
			case strings.HasPrefix(t, "Successfully "), strings.HasPrefix(t, "×"), strings.HasPrefix(t, "╰─>"), strings.HasPrefix(t, "note: "), strings.HasPrefix(t, "hint: "), important(s):
				return keep, false
			}
			return normal, false
		}
	}}
}

// foldRepeatedFailures shortens a failure that reads as one shown before
// (the same test in another file, another parameter): its header and the
// lines that name a place of its own stay, the message, diff and code frame
// that repeat the earlier one go. Blocks start at a line head accepts and
// end at the next one or at a line end accepts.
func foldRepeatedFailures(ls []line, head, end func(string) bool) []line {
	seen := map[string][]int{} // a block's signature -> the lines of the first block it signs
	for i := 0; i < len(ls); i++ {
		if !ls[i].shown() || !head(ls[i].text) {
			continue
		}
		j := i + 1
		var sig strings.Builder
		var own []int // the lines the signature reads, in order
		for j < len(ls) && ls[j].shown() && !head(ls[j].text) && !end(ls[j].text) {
			if !fileLine(ls[j].text) {
				sig.WriteString(blockShape(ls[j].text))
				sig.WriteByte('\n')
				own = append(own, j)
			}
			j++
		}
		key := sig.String()
		if first, ok := seen[key]; ok && j-i > 3 {
			for m, k := range own {
				// A value of its own ("Received: 6" where the first
				// said "Received: 4"), on a line that says a failure,
				// is what this failure adds: it stays.
				if ls[k].cls == keep && ls[k].text != ls[first[m]].text {
					continue
				}
				if strings.TrimSpace(ls[k].text) != "" {
					ls[k].cls = drop
				}
			}
		} else if !ok {
			seen[key] = own
		}
		i = j - 1
	}
	return ls
}

// blockShape is a line with its numbers set aside, for comparing blocks.
func blockShape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			continue
		}
		b.WriteByte(s[i])
	}
	return strings.TrimSpace(b.String())
}
