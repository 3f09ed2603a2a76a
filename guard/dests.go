package guard

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path"
	"strings"
)

// A write whose destination is a protected file counts however the
// destination is named: the last operand, a folder it goes into, -t DIR,
// an output option (-o, -O, of=), an archive or patch target, a download.
// dests lists what one command writes, for the commands that name their
// destination in their own way; the rest are judged by their operands.

// dest is one path a command writes.
type dest struct {
	a    arg
	tree bool // it replaces or removes a whole folder (mv, cp -r onto it)
	into bool // a folder that receives files the guard cannot name
	lex  bool // judge by its spelling only (patch and git apply do not follow symlinks)

	// folder: an operand of a command the guard does not know; naming a
	// protected folder, it is a write into it.
	folder bool
}

func destArg(s string) arg { return arg{s: s, raw: s, dyn: strings.Contains(s, dyn)} }

// joinArg is dir/name as an argument.
func joinArg(dir arg, name string) arg {
	return destArg(strings.TrimSuffix(dir.s, "/") + "/" + name)
}

// baseOf is the last element of a path argument ("" for a dynamic or empty one).
func baseOf(a arg) string {
	s := strings.TrimRight(a.s, "/")
	b := s[strings.LastIndexByte(s, '/')+1:]
	if strings.Contains(b, dyn) || b == "." || b == ".." {
		return ""
	}
	return b
}

var (
	cpLong     = []string{"--target-directory", "--suffix"}
	cpKnown    = []string{"--no-target-directory", "--recursive", "--archive", "--link", "--symbolic-link", "--force", "--interactive", "--no-clobber", "--verbose", "--update", "--parents", "--preserve", "--no-preserve", "--backup", "--remove-destination", "--strip", "--directory", "--compare", "--symbolic", "--logical", "--physical", "--relative", "--no-dereference", "--dereference", "--one-file-system", "--attributes-only", "--sparse", "--reflink", "--debug", "--exchange", "--strip-trailing-slashes", "--context", "--preserve-context", "--verbose"}
	installVal = []string{"--target-directory", "--suffix", "--mode", "--owner", "--group", "--strip-program"}
	rsyncLong  = []string{"--rsh", "--filter", "--exclude", "--include", "--exclude-from", "--include-from", "--files-from", "--temp-dir", "--partial-dir", "--backup-dir", "--log-file", "--link-dest", "--compare-dest", "--copy-dest", "--chmod", "--chown", "--usermap", "--groupmap", "--out-format", "--log-file-format", "--password-file", "--port", "--timeout", "--contimeout", "--bwlimit", "--suffix", "--block-size", "--max-size", "--min-size", "--max-delete", "--modify-window", "--remote-option", "--rsync-path", "--write-batch", "--only-write-batch", "--read-batch", "--sockopts", "--outbuf", "--iconv", "--checksum-choice", "--compress-choice", "--info", "--debug", "--stop-after", "--stop-at", "--address", "--compress-level", "--skip-compress"}
	curlLong   = []string{"--output", "--output-dir", "--dump-header", "--cookie-jar", "--trace", "--trace-ascii", "--stderr", "--libcurl", "--etag-save", "--hsts", "--alt-svc", "--config", "--data", "--data-binary", "--data-raw", "--data-urlencode", "--data-ascii", "--form", "--form-string", "--header", "--user", "--user-agent", "--request", "--referer", "--url", "--upload-file", "--max-time", "--connect-timeout", "--retry", "--proxy", "--cookie", "--range", "--write-out", "--cacert", "--cert", "--key", "--resolve", "--json", "--oauth2-bearer", "--variable", "--time-cond", "--quote", "--max-filesize", "--limit-rate", "--interface", "--speed-limit", "--speed-time", "--retry-delay", "--retry-max-time", "--keepalive-time", "--aws-sigv4", "--unix-socket", "--local-port", "--proxy-user", "--connect-to", "--netrc-file", "--etag-compare", "--url-query"}
	curlKnown  = []string{"--remote-name", "--remote-name-all", "--remote-header-name", "--create-dirs", "--silent", "--show-error", "--location", "--fail", "--insecure", "--verbose", "--include", "--head", "--compressed", "--progress-bar", "--no-progress-meter", "--globoff", "--http1.1", "--http2", "--ipv4", "--ipv6", "--fail-with-body", "--remove-on-error", "--no-clobber", "--output-dir"}
	wgetLong   = []string{"--output-document", "--directory-prefix", "--output-file", "--append-output", "--input-file", "--base", "--tries", "--timeout", "--wait", "--quota", "--user-agent", "--level", "--accept", "--reject", "--domains", "--include-directories", "--exclude-directories", "--execute", "--header", "--post-data", "--post-file", "--user", "--password", "--load-cookies", "--save-cookies", "--default-page", "--cut-dirs", "--referer", "--body-data", "--body-file", "--method", "--warc-file", "--rejected-log", "--ca-certificate", "--certificate", "--private-key", "--restrict-file-names", "--local-encoding", "--remote-encoding", "--bind-address", "--limit-rate", "--waitretry", "--dns-timeout", "--connect-timeout", "--read-timeout", "--config", "--output"}
	tarLong    = []string{"--file", "--directory", "--exclude", "--files-from", "--exclude-from", "--transform", "--xform", "--format", "--use-compress-program", "--owner", "--group", "--mode", "--mtime", "--newer", "--after-date", "--label", "--blocking-factor", "--record-size", "--to-command", "--info-script", "--new-volume-script", "--suffix", "--checkpoint-action", "--index-file", "--listed-incremental", "--strip-components"}
	tarKnown   = []string{"--extract", "--get", "--create", "--append", "--update", "--concatenate", "--catenate", "--list", "--diff", "--compare", "--delete", "--to-stdout", "--absolute-names", "--verbose", "--gzip", "--bzip2", "--xz", "--zstd", "--auto-compress", "--keep-old-files", "--overwrite", "--same-permissions", "--preserve-permissions", "--no-same-owner", "--one-file-system", "--dereference", "--wildcards"}
)

// dests returns what a command writes, when it is one that names its
// destination in its own way; ok is false for the rest.
func (w *walker) dests(name string, args []arg, in input, seg string) (out []dest, ok bool) {
	switch name {
	case "cp", "mv", "install", "ln", "link", "gln", "gcp", "gmv", "ginstall":
		return w.copyDests(strings.TrimPrefix(name, "g"), args, seg), true
	case "rsync", "scp":
		return w.rsyncDests(name, args), true
	case "tar", "bsdtar", "gtar", "unzip", "7z", "7za", "7zr", "7zz", "cpio", "bsdcpio", "ditto", "jar", "ar", "pax", "dpkg-deb", "dpkg", "unar", "unrar":
		return w.archiveDests(name, args, in, seg), true
	case "openssl", "gpg", "gpg2", "age", "iconv", "ssh-keygen", "sops":
		// -out FILE, -o FILE, --output FILE.
		for i, a := range args {
			switch {
			case (a.s == "-out" || a.s == "-o" || a.s == "--output") && i+1 < len(args):
				out = append(out, dest{a: args[i+1]})
			case strings.HasPrefix(a.s, "--output="), strings.HasPrefix(a.s, "-out="):
				out = append(out, dest{a: destArg(a.s[strings.IndexByte(a.s, '=')+1:])})
			}
		}
		if name == "ssh-keygen" {
			out = append(out, w.keygenDests(args, in)...)
		}
		return out, true
	case "curl":
		return w.curlDests(args), true
	case "wget", "wget2", "aria2c", "http", "https", "xh", "xhs":
		return w.fetchDests(name, args), true
	case "dd":
		for _, a := range args {
			if strings.HasPrefix(a.s, "of=") {
				out = append(out, dest{a: destArg(a.s[3:])})
			}
		}
		return out, true
	case "patch":
		return w.patchDests(args, in, seg), true
	case "gzip", "gunzip", "bzip2", "bunzip2", "xz", "unxz", "lzma", "unlzma", "zstd", "unzstd", "lz4", "brotli", "uncompress", "compress", "pigz", "unpigz":
		return compressDests(name, args), true
	case "sort", "shuf", "go", "gcc", "g++", "cc", "c++", "clang", "clang++", "ld", "rustc", "tcc", "zig", "pandoc", "objcopy", "strip", "upx":
		// -o FILE (and -o=FILE for go's flags, --output for sort).
		for i, a := range args {
			switch {
			case (a.s == "-o" || a.s == "--output" || a.s == "-output") && i+1 < len(args):
				out = append(out, dest{a: args[i+1]})
			case strings.HasPrefix(a.s, "-o=") || strings.HasPrefix(a.s, "--output="):
				out = append(out, dest{a: destArg(a.s[strings.IndexByte(a.s, '=')+1:])})
			case strings.HasPrefix(a.s, "-o") && len(a.s) > 2 && name != "go" && !strings.HasPrefix(a.s, "-o="):
				out = append(out, dest{a: destArg(a.s[2:])})
			}
		}
		if name == "strip" || name == "upx" || name == "objcopy" {
			// They rewrite their operands in place.
			_, ops := opts(args)
			for _, o := range ops {
				out = append(out, dest{a: o})
			}
		}
		return out, true
	case "script":
		// script [-c CMD] [FILE]: the typescript is written to FILE.
		flags := skipOpts(args, "cETIOBt", "--command", "--echo", "--logging-format", "--log-io", "--log-in", "--log-out", "--log-timing", "--timing")
		if _, ops := opts(flags); len(ops) > 0 {
			out = append(out, dest{a: ops[len(ops)-1]})
		}
		for i, a := range args {
			if (a.s == "-O" || a.s == "-I" || a.s == "-B" || a.s == "--log-out" || a.s == "--log-in" || a.s == "--log-io") && i+1 < len(args) {
				out = append(out, dest{a: args[i+1]})
			}
		}
		return out, true
	case "mount", "bindfs":
		// A bind mount over a protected file or folder replaces it.
		if _, ops := opts(args); len(ops) > 0 {
			out = append(out, dest{a: ops[len(ops)-1], tree: true})
		}
		return out, true
	case "python", "python3", "pypy3":
		// python -m zipfile -e ARCHIVE DIR, python -m tarfile -e ARCHIVE [DIR].
		for i := 0; i+2 < len(args); i++ {
			if args[i].s == "-m" && args[i+1].s == "json.tool" {
				// python -m json.tool IN OUT writes OUT.
				if _, ops := opts(args[i+2:]); len(ops) > 1 {
					out = append(out, dest{a: ops[1]})
				}
			}
			if args[i].s == "-m" && (args[i+1].s == "zipfile" || args[i+1].s == "tarfile") {
				rest := args[i+2:]
				if len(rest) > 1 && (rest[0].s == "-e" || rest[0].s == "--extract") {
					to := destArg(".")
					if len(rest) > 2 {
						to = rest[2]
					}
					out = append(out, dest{a: to, into: true})
					if names, ok := w.archiveNames(rest[1]); ok {
						for _, n := range names {
							out = append(out, dest{a: joinArg(to, n), tree: true})
						}
					} else {
						w.unseen(to, seg, "it extracts "+clip(rest[1].s, 80)+", whose file names the guard cannot read")
					}
				}
				return out, true
			}
		}
		return out, len(out) > 0
	case "uniq":
		if _, ops := opts(args); len(ops) > 1 {
			out = append(out, dest{a: ops[1]})
		}
		return out, true
	}
	return nil, false
}

// copyDests is cp, mv, install, ln and link.
func (w *walker) copyDests(name string, args []arg, seg string) []dest {
	shortVal, longVal := "tS", cpLong
	if name == "install" {
		shortVal, longVal = "tmogS", installVal
	}
	p := parseArgs(args, shortVal, longVal, cpKnown...)
	if name == "install" && p.has("d", "--directory", 5) {
		return nil // creates folders
	}
	var sources []arg
	var dir *arg
	var target arg
	hasTarget := false
	if t := p.last("-t", "--target-directory"); t != nil {
		dir, sources = t, p.ops
	} else if len(p.ops) >= 2 {
		target, sources, hasTarget = p.ops[len(p.ops)-1], p.ops[:len(p.ops)-1], true
	} else if len(p.ops) == 1 && (name == "ln" || name == "link") {
		// ln TARGET makes a link in the current folder.
		sources = p.ops
		if w.cwd != "" {
			d := destArg(w.cwd)
			dir = &d
		}
	}
	var out []dest
	if name == "mv" {
		for _, s := range sources {
			out = append(out, dest{a: s, tree: true})
		}
	}
	recursive := p.has("rRa", "--recursive", 5) || p.has("", "--archive", 4) || name == "mv"
	if hasTarget {
		out = append(out, dest{a: target, tree: true})
		if len(sources) > 1 || strings.HasSuffix(target.s, "/") || dotDir(target.s) || w.isDir(target) {
			dir = &target
		}
	}
	if dir != nil && !p.has("T", "--no-target-directory", 6) {
		out = append(out, dest{a: *dir, into: true})
		for _, s := range sources {
			if b := baseOf(s); b != "" {
				out = append(out, dest{a: joinArg(*dir, b), tree: true})
			}
		}
	}
	if recursive {
		// The contents of a copied folder land under the destination.
		to := target
		for _, s := range sources {
			if dir != nil {
				to = joinArg(*dir, baseOf(s))
				if strings.HasSuffix(s.s, "/.") {
					to = *dir
				}
			}
			for _, n := range w.contents(s) {
				out = append(out, dest{a: joinArg(to, n), tree: true})
			}
		}
	}
	link := name == "ln" || name == "link" || p.has("ls", "--link", 4) || p.has("", "--symbolic-link", 5)
	if link {
		w.linkSources(name, p, sources, dir, target, seg)
	}
	return out
}

// linkSources judges the files a link points at: a new hard link to a
// protected file is a second name for it that the guard would not know, and
// a symlink to one (or to its folder) is the same through a path.
func (w *walker) linkSources(name string, p parsedArgs, sources []arg, dir *arg, target arg, seg string) {
	symbolic := p.has("s", "--symbolic", 5) || p.has("", "--symbolic-link", 5)
	for _, s := range sources {
		if s.dyn {
			continue
		}
		cands := []string{}
		if a, ok := w.abs(s.s); ok {
			cands = append(cands, a)
		}
		if symbolic && !strings.HasPrefix(s.s, "/") {
			// A relative symlink target is relative to the link's folder.
			linkDir := target.s
			if dir != nil {
				linkDir = dir.s + "/x"
			}
			if a, ok := w.abs(path.Join(path.Dir(linkDir), s.s)); ok {
				cands = append(cands, a)
			}
		}
		for _, c := range cands {
			if what := w.protectedPath(c, true); what != "" {
				kind := "a hard link to "
				if symbolic {
					kind = "a symlink to "
				}
				w.add("self-protect", seg, "it makes "+kind+what+", a second name the guard would not recognise")
				return
			}
		}
	}
}

// isDir reports an existing folder (through symlinks).
func (w *walker) isDir(a arg) bool {
	if !w.fsOn() || a.dyn {
		return false
	}
	p, ok := w.abs(a.s)
	if !ok {
		return false
	}
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// contents lists protected names directly inside a source folder.
func (w *walker) contents(s arg) []string {
	if !w.fsOn() || s.dyn {
		return nil
	}
	p, ok := w.abs(s.s)
	if !ok {
		return nil
	}
	if fi, err := os.Stat(p); err != nil || !fi.IsDir() {
		return nil
	}
	return contentsNames(p)
}

// rsyncDests is rsync and scp: the last operand receives the sources.
func (w *walker) rsyncDests(name string, args []arg) []dest {
	shortVal := "efTBM"
	longVal := rsyncLong
	if name == "scp" {
		shortVal, longVal = "cFiJlmoPSDX", nil
	}
	p := parseArgs(args, shortVal, longVal)
	var out []dest
	for _, v := range p.values("--log-file", "--write-batch", "--only-write-batch") {
		out = append(out, dest{a: v})
	}
	for _, v := range p.values("--backup-dir", "--temp-dir", "--partial-dir") {
		out = append(out, dest{a: v, into: true})
	}
	if len(p.ops) < 2 {
		return out
	}
	target := w.localPath(p.ops[len(p.ops)-1])
	if remote(target.s) {
		return out
	}
	out = append(out, dest{a: target, tree: true}, dest{a: target, into: true})
	for _, s := range p.ops[:len(p.ops)-1] {
		if remote(s.s) {
			continue
		}
		to := target
		if !strings.HasSuffix(s.s, "/") && !strings.HasSuffix(s.s, "/.") {
			if b := baseOf(s); b != "" {
				to = joinArg(target, b)
				out = append(out, dest{a: to, tree: true})
			}
		}
		for _, n := range w.contents(s) {
			out = append(out, dest{a: joinArg(to, n), tree: true})
		}
	}
	return out
}

// remote reports host:path (rsync and scp), but not a local path with a
// colon after a slash, nor this machine (localhost:.claude/x is local).
func remote(s string) bool {
	i := strings.IndexByte(s, ':')
	return i > 0 && !strings.Contains(s[:i], "/") && !localHost(s[:i])
}

// localHost reports [user@]localhost and the loopback addresses.
func localHost(h string) bool {
	h = h[strings.LastIndexByte(h, '@')+1:]
	switch strings.Trim(h, "[]") {
	case "localhost", "127.0.0.1", "::1", "0.0.0.0", "localhost.localdomain":
		return true
	}
	return false
}

// localPath turns localhost:PATH into the local path it names (relative to
// home, as ssh starts there).
func (w *walker) localPath(a arg) arg {
	i := strings.IndexByte(a.s, ':')
	if i <= 0 || strings.Contains(a.s[:i], "/") || !localHost(a.s[:i]) {
		return a
	}
	p := strings.TrimPrefix(a.s[i+1:], "~/")
	if !strings.HasPrefix(p, "/") && w.g.env.Home != "" {
		p = w.g.env.Home + "/" + p
	}
	return destArg(p)
}

// curlDests is curl's output options.
func (w *walker) curlDests(args []arg) []dest {
	p := parseArgs(args, "AbcCdDeEFHKmoPQrtTuUwxXyYz", curlLong, curlKnown...)
	var out []dest
	outDir := destArg(".")
	if d := p.last("--output-dir"); d != nil {
		outDir = *d
		out = append(out, dest{a: *d, into: true})
	}
	under := func(a arg) arg {
		if strings.HasPrefix(a.s, "/") || outDir.s == "." {
			return a
		}
		return joinArg(outDir, a.s)
	}
	for _, v := range p.values("-o", "--output") {
		if v.s != "-" {
			out = append(out, dest{a: under(v)})
		}
	}
	// A config file the line wrote (-K FILE): its output lines are
	// output options.
	for _, v := range p.values("-K", "--config") {
		if fp, ok := w.abs(v.s); ok && !v.dyn {
			if f, ok := w.writtenFile(fp); ok && f.known() {
				for n, l := range strings.Split(f.code, "\n") {
					k, val, ok := strings.Cut(l, "=")
					if !ok {
						k, val, ok = strings.Cut(strings.TrimSpace(l), " ")
					}
					k = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(k), "-"))
					if val = strings.Trim(strings.TrimSpace(val), `"`); ok && n < 200 && val != "" && val != "-" && (k == "output" || k == "o" || k == "output-dir") {
						out = append(out, dest{a: under(destArg(val)), into: k == "output-dir"})
					}
				}
			}
		}
	}
	for _, v := range p.values("-D", "--dump-header", "-c", "--cookie-jar", "--trace", "--trace-ascii", "--stderr", "--libcurl", "--etag-save", "--hsts", "--alt-svc") {
		if v.s != "-" && v.s != "%" {
			out = append(out, dest{a: v})
		}
	}
	if p.has("O", "--remote-name", 10) || hasAbbrev(p.long, "--remote-name-all", 14) {
		if p.has("J", "--remote-header-name", 10) {
			out = append(out, dest{a: outDir, into: true})
		}
		for _, u := range p.ops {
			if b := urlBase(u.s); b != "" {
				out = append(out, dest{a: under(destArg(b))})
			}
		}
	}
	return out
}

// urlBase is the file name a download of u is saved under.
func urlBase(u string) string {
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
	}
	i := strings.IndexByte(u, '/')
	if i < 0 {
		return ""
	}
	b := u[strings.LastIndexByte(u, '/')+1:]
	if b == "" || strings.Contains(b, dyn) {
		return ""
	}
	return b
}

// fetchDests is wget, aria2c and the httpie family.
func (w *walker) fetchDests(name string, args []arg) []dest {
	var out []dest
	switch name {
	case "wget", "wget2":
		p := parseArgs(wgetExecute(args), "eoaiBtOTwQPUlARDIX", wgetLong)
		prefix := destArg(".")
		if d := p.last("-P", "--directory-prefix"); d != nil {
			prefix = *d
		}
		out = append(out, dest{a: prefix, into: true})
		for _, v := range p.values("-o", "--output-file", "-a", "--append-output", "--save-cookies", "--rejected-log", "--warc-file") {
			out = append(out, dest{a: v})
		}
		docs := p.values("-O", "--output-document")
		for _, v := range docs {
			if v.s != "-" {
				out = append(out, dest{a: v})
			}
		}
		if len(docs) == 0 {
			for _, u := range p.ops {
				b := urlBase(u.s)
				if b == "" {
					b = "index.html"
				}
				if strings.HasPrefix(prefix.s, "/") || prefix.s != "." {
					out = append(out, dest{a: joinArg(prefix, b)})
				} else {
					out = append(out, dest{a: destArg(b)})
				}
			}
		}
	case "aria2c":
		p := parseArgs(args, "dois", []string{"--dir", "--out", "--input-file", "--split", "--log"})
		dir := destArg(".")
		if d := p.last("-d", "--dir"); d != nil {
			dir = *d
		}
		out = append(out, dest{a: dir, into: true})
		for _, v := range p.values("-o", "--out") {
			out = append(out, dest{a: joinArg(dir, v.s)})
		}
		for _, v := range p.values("-l", "--log") {
			out = append(out, dest{a: v})
		}
	default:
		p := parseArgs(args, "oaA", []string{"--output", "--auth", "--auth-type", "--session", "--session-read-only", "--verify", "--cert", "--cert-key"})
		for _, v := range p.values("-o", "--output") {
			out = append(out, dest{a: v})
		}
	}
	return out
}

// compressDests is the gzip family: compressing replaces FILE with
// FILE.gz, decompressing writes FILE without its suffix.
func compressDests(name string, args []arg) []dest {
	p := parseArgs(args, "oSbLBTM", []string{"--output", "--suffix", "--memory", "--threads"})
	if p.has("cltk", "--stdout", 5) && !p.has("", "--keep", 5) && len(p.values("-o", "--output")) == 0 {
		if !p.has("k", "--keep", 5) {
			return nil // to stdout, or a test or listing
		}
	}
	var out []dest
	for _, v := range p.values("-o", "--output") {
		if v.s != "-" {
			out = append(out, dest{a: v})
		}
	}
	decomp := strings.HasPrefix(name, "un") || strings.HasPrefix(name, "gun") || strings.HasPrefix(name, "bun") || p.has("d", "--decompress", 5) || p.has("", "--uncompress", 5)
	for i, o := range p.ops {
		if name == "lz4" || name == "brotli" {
			if i == 1 {
				out = append(out, dest{a: o})
			}
		}
		if !p.has("ck", "--keep", 5) {
			out = append(out, dest{a: o}) // the input is removed
		}
		if decomp {
			for _, sfx := range []string{".gz", ".tgz", ".bz2", ".xz", ".lzma", ".zst", ".lz4", ".br", ".Z", ".z"} {
				if strings.HasSuffix(o.s, sfx) {
					out = append(out, dest{a: destArg(strings.TrimSuffix(o.s, sfx))})
				}
			}
		}
	}
	return out
}

// archiveDests is tar, unzip, 7z, cpio and ditto: creating writes the
// archive file; extracting writes names the command line rarely shows,
// into a folder. Those names are read from the archive where it is a
// local, uncompressed file; where they cannot be seen and the folder is
// one protected files live in, the guard asks.
func (w *walker) archiveDests(name string, args []arg, in input, seg string) []dest {
	var out []dest
	var dir *arg
	var archive *arg
	var members []arg
	extract, absolute := false, false
	switch name {
	case "tar", "bsdtar", "gtar":
		args = tarArgs(args)
		p := parseArgs(args, "fCbTXgKNVLHIF", tarLong, tarKnown...)
		extract = p.has("x", "--extract", 4) || p.has("", "--get", 4)
		absolute = p.has("P", "--absolute-names", 4)
		archive = p.last("-f", "--file")
		if p.has("cruA", "--create", 4) || hasAbbrev(p.long, "--append", 4) || hasAbbrev(p.long, "--update", 4) {
			if archive != nil && archive.s != "-" {
				out = append(out, dest{a: *archive})
			}
		}
		if p.has("O", "--to-stdout", 5) || len(p.values("--to-command")) > 0 {
			extract = false
		}
		dir = p.last("-C", "--directory")
		dir = oneTopLevel24(args, dir, archive) // (blind24.go)
		members = p.ops
		if len(p.values("--transform", "--xform")) > 0 || p.has("s", "", 0) {
			members = nil // renamed on the way out
		}
	case "unzip":
		p := parseArgs(args, "dxP", []string{"--extract-dir"})
		extract = !p.has("lptvzZ", "", 0)
		dir = p.last("-d", "--extract-dir")
		absolute = p.has(":", "", 0)
		if len(p.ops) > 0 {
			archive, members = &p.ops[0], p.ops[1:]
		}
	case "7z", "7za", "7zr", "7zz":
		_, ops := opts(args)
		if len(ops) > 0 && (ops[0].s == "x" || ops[0].s == "e") {
			extract = true
			if len(ops) > 1 {
				archive, members = &ops[1], ops[2:]
			}
		} else if len(ops) > 1 && (ops[0].s == "a" || ops[0].s == "u") {
			out = append(out, dest{a: ops[1]})
		}
		for _, a := range args {
			if strings.HasPrefix(a.s, "-o") && len(a.s) > 2 {
				d := destArg(a.s[2:])
				dir = &d
			}
		}
	case "cpio", "bsdcpio":
		p := parseArgs(args, "DEFHIMORs", []string{"--directory", "--pattern-file", "--file", "--format", "--message", "--owner", "--rsh-command", "--block-size"})
		if p.has("p", "--pass-through", 4) {
			if len(p.ops) > 0 {
				out = append(out, dest{a: p.ops[0], into: true})
				w.unseen(p.ops[0], seg, "cpio -p copies the files named on its input")
			}
			return out
		}
		extract = p.has("i", "--extract", 4)
		absolute = hasAbbrev(p.long, "--absolute-filenames", 5)
		dir = p.last("-D", "--directory")
		archive = p.last("-F", "-I", "--file")
		if archive == nil && in.file != "" {
			a := destArg(in.file)
			archive = &a
		}
		if p.has("o", "--create", 4) {
			if f := p.last("-F", "-O", "--file"); f != nil {
				out = append(out, dest{a: *f})
			}
		}
		members = p.ops
	case "jar", "unar", "unrar", "ar", "pax":
		// jar xf A, unar -o DIR A, unrar x A DIR, ar x A, pax -r [-f A].
		_, ops := opts(args)
		flags := flagsOf(args)
		switch {
		case name == "jar":
			extract = len(args) > 0 && strings.Contains(strings.TrimPrefix(args[0].s, "-"), "x")
			if len(ops) > 1 {
				archive = &ops[1]
			}
		case name == "unar":
			extract = true
			if p := parseArgs(args, "oefp", []string{"--output-directory", "--encoding", "--password"}); len(p.ops) > 0 {
				archive, dir = &p.ops[0], p.last("-o", "--output-directory")
			}
		case name == "unrar":
			extract = len(ops) > 1 && (ops[0].s == "x" || ops[0].s == "e")
			if extract {
				archive = &ops[1]
				if len(ops) > 2 && strings.HasSuffix(ops[len(ops)-1].s, "/") {
					dir = &ops[len(ops)-1]
				}
			}
		case name == "ar":
			extract = len(args) > 0 && strings.Contains(strings.TrimPrefix(args[0].s, "-"), "x")
			if len(ops) > 1 {
				archive = &ops[1]
			}
		case name == "pax":
			extract = hasShort(flags, "r")
			if hasShort(flags, "r") && hasShort(flags, "w") && len(ops) > 0 {
				t := ops[len(ops)-1]
				out = append(out, dest{a: t, into: true})
				w.unseen(t, seg, "pax -rw copies files into it")
				return out
			}
			pp := parseArgs(args, "fsox", nil)
			if f := pp.last("-f"); f != nil {
				archive = f
			} else if in.file != "" {
				a := destArg(in.file)
				archive = &a
			}
		}
	case "dpkg-deb", "dpkg":
		// dpkg -x PKG DIR, dpkg-deb -x/-X/-R PKG DIR.
		_, ops := opts(args)
		if len(ops) >= 2 && (hasShort(flagsOf(args), "xXR") || hasLong(flagsOf(args), "--extract", "--vextract", "--raw-extract")) {
			t := ops[len(ops)-1]
			out = append(out, dest{a: t, into: true})
			w.unseen(t, seg, "it extracts a package")
		}
		return out
	case "ditto":
		_, ops := opts(args)
		if len(ops) >= 2 {
			t := ops[len(ops)-1]
			out = append(out, dest{a: t, tree: true}, dest{a: t, into: true})
			for _, s := range ops[:len(ops)-1] {
				for _, n := range w.contents(s) {
					out = append(out, dest{a: joinArg(t, n), tree: true})
				}
			}
			if hasShort(flagsOf(args), "x") {
				w.unseen(t, seg, "ditto -x extracts an archive")
			}
		}
		return out
	}
	if !extract {
		return out
	}
	to := destArg(".")
	if dir != nil {
		to = *dir
	}
	out = append(out, dest{a: to, into: true})
	if w.downloadedArchive(archive, in) {
		// curl URL | tar -xz -C d && sh d/install.sh: what the folder
		// now holds came from the network, as a clone's files do.
		w.fetchedInto(to)
	}
	if len(members) > 0 {
		for _, m := range members {
			d := joinArg(to, m.s)
			d.glob = strings.ContainsAny(m.s, "*?[") // unzip x.zip '.claude/*': members are patterns
			out = append(out, dest{a: d, tree: true})
		}
		return out
	}
	what := "the archive's file names are not visible to the guard"
	if absolute {
		w.unseen(destArg("/"), seg, "it extracts an archive with absolute file names")
		return out
	}
	if archive != nil && !archive.dyn && archive.s != "-" {
		if names, ok := w.archiveNames(*archive); ok {
			for _, n := range names {
				out = append(out, dest{a: joinArg(to, n), tree: true})
			}
			return out
		}
		what = "it extracts " + clip(archive.s, 80) + ", whose file names the guard cannot read"
	}
	w.unseen(to, seg, what)
	return out
}

// downloadedArchive reports an archive read from a download: piped in
// (archive - or none, stdin a download) or a file a download wrote earlier
// in the line.
func (w *walker) downloadedArchive(archive *arg, in input) bool {
	if archive == nil || archive.s == "-" || archive.s == "/dev/stdin" {
		return in.download
	}
	if archive.dyn || w.files == nil {
		return false
	}
	p, ok := w.abs(archive.s)
	if !ok {
		return false
	}
	f, ok := w.writtenFile(p)
	return ok && f.download
}

// maxScan bounds how much of an archive or patch the guard reads.
const maxScan = 8 << 20

// protectedMarkers are the names whose presence in an archive or patch
// means it writes a protected file.
var protectedMarkers = [...]string{".claude/settings.json", ".claude/settings.local.json", ".claude/hooktool.json", "hooktool.json", "managed-settings.json", "pre-push", ".git/config", ".git/hooks", "/hooktool/state.db", "settings.local.json"}

// archiveNames reads the protected names an archive (tar, zip, cpio, or a
// gzipped tar) holds: in those formats every member name is stored as
// plain bytes. ok is false for another compression, or an unreadable or
// too big one (maxScan, before and after gunzip).
func (w *walker) archiveNames(a arg) (names []string, ok bool) {
	if !w.fsOn() {
		return nil, false
	}
	p, okp := w.abs(a.s)
	if !okp {
		return nil, false
	}
	f, err := openRegular(p)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() > maxScan {
		return nil, false
	}
	b, err := io.ReadAll(io.LimitReader(f, maxScan))
	if err != nil {
		return nil, false
	}
	if bytes.HasPrefix(b, []byte{0x1f, 0x8b}) {
		// gzip is the common case (x.tar.gz, x.tgz) and cheap to undo
		// within the same bound; the other compressors stay unread.
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			return nil, false
		}
		if b, err = io.ReadAll(io.LimitReader(zr, maxScan+1)); err != nil || len(b) > maxScan {
			return nil, false
		}
	}
	switch {
	case bytes.HasPrefix(b, []byte{0x1f, 0x8b}), bytes.HasPrefix(b, []byte("BZh")), bytes.HasPrefix(b, []byte{0xfd, '7', 'z', 'X', 'Z', 0}),
		bytes.HasPrefix(b, []byte{0x28, 0xb5, 0x2f, 0xfd}), bytes.HasPrefix(b, []byte("7z\xbc\xaf")), bytes.HasPrefix(b, []byte{0x04, 0x22, 0x4d, 0x18}),
		bytes.HasPrefix(b, []byte("\x5d\x00\x00")), bytes.HasPrefix(b, []byte("Rar!")):
		return nil, false // compressed: the names are not visible
	}
	for _, m := range protectedMarkers {
		if bytes.Contains(b, []byte(m)) {
			names = append(names, m)
		}
	}
	if bytes.Contains(b, []byte(".claude\x00")) || bytes.Contains(b, []byte(".claude/\x00")) {
		names = append(names, ".claude")
	}
	return names, true
}

// unseen asks when a command writes files the guard cannot name into a
// folder where protected files live (the project root, home, a folder
// with a .claude folder or a pre-push hook, or any of their parents, and
// the folders protected whole: an agent's settings, the hooks, the state).
func (w *walker) unseen(dir arg, seg, what string) {
	if fresh(dir.s) {
		return // a folder mktemp made in this command
	}
	if dir.dyn {
		w.add("self-protect-unseen", seg, what+", into a folder only known at run time")
		return
	}
	p, ok := w.abs(dir.s)
	if !ok {
		w.add("self-protect-unseen", seg, what+", into a folder only known at run time")
		return
	}
	env := w.g.env
	if under(env.Project, p) || under(env.Home, p) || under(env.ClaudeDir, p) || w.holdsProtected(p) || w.protectedTree(p) != "" {
		// (The last: an agent's settings folder, a hooks folder or
		// hooktool's state, into which unzip -d ~/.gemini writes.)
		w.add("self-protect-unseen", seg, what+", into "+clip(p, 120)+", where protected files live")
		return
	}
	if w.holdsBinary(p) {
		// An archive whose names cannot be read, extracted into the
		// folder of hooktool's binary, can write over it (red-team
		// round 9, R12's class: a writer given the destination as an
		// argument): once the binary is replaced, no hook runs to put
		// it back.
		w.add("self-protect-unseen", seg, what+", into "+clip(p, 120)+", the folder of hooktool's binary")
	}
}

// holdsBinary reports a folder that holds hooktool's binary: the running
// one, one the wiring names, or a file named hooktool in it.
func (w *walker) holdsBinary(dir string) bool {
	if e := w.g.env.Exe; e != "" && under(e, dir) {
		return true
	}
	for _, b := range w.binaries() {
		if under(b, dir) {
			return true
		}
	}
	if !w.fsOn() {
		return false
	}
	_, err := os.Lstat(path.Join(dir, "hooktool"))
	return err == nil
}

// holdsProtected reports a folder that has a .claude folder, a pre-push
// hook or a .git folder directly in it.
func (w *walker) holdsProtected(dir string) bool {
	if !w.fsOn() {
		return false
	}
	for _, n := range []string{".claude", ".git", "pre-push", "hooks/pre-push"} {
		if _, err := os.Lstat(path.Join(dir, n)); err == nil {
			return true
		}
	}
	return false
}

// dotDir reports a destination that can only be a folder (".", "..", "x/.").
func dotDir(s string) bool {
	return s == "." || s == ".." || strings.HasSuffix(s, "/.") || strings.HasSuffix(s, "/..")
}

// keygenDests is the key file ssh-keygen writes over: generating a key
// (no -y, -l, -p ... action) with -f FILE when the overwrite question is
// answered on stdin (yes |, <<< y) or the file exists.
func (w *walker) keygenDests(args []arg, in input) []dest {
	var file *arg
	if f := keyUnprotected(args); f != nil {
		// ssh-keygen -p -N '' -f KEY rewrites the private key with no
		// passphrase: the key file is written, left readable by anything
		// that reads it (blind set 20).
		return []dest{{a: *f}}
	}
	for i, a := range args {
		s := a.s
		if len(s) < 2 || s[0] != '-' || s[1] == '-' {
			continue
		}
		if strings.ContainsAny(s[1:], "ylpRFeiscBHLkQDYAr") && !strings.HasPrefix(s, "-f") && !strings.HasPrefix(s, "-t") && !strings.HasPrefix(s, "-N") && !strings.HasPrefix(s, "-C") && !strings.HasPrefix(s, "-b") {
			return nil // another action than generating a key
		}
		if s == "-f" && i+1 < len(args) {
			file = &args[i+1]
		} else if strings.HasPrefix(s, "-f") && len(s) > 2 {
			a := destArg(s[2:])
			file = &a
		}
	}
	if file == nil || file.dyn {
		return nil
	}
	over := in.endless || in.hasCode && strings.HasPrefix(strings.TrimSpace(strings.ToLower(in.code)), "y")
	if !over && w.fsOn() {
		if p, ok := w.abs(file.s); ok {
			if _, err := os.Lstat(p); err == nil {
				over = true
			}
		}
	}
	if !over {
		return nil
	}
	return []dest{{a: *file}}
}

// keyUnprotected returns the key file ssh-keygen -p rewrites with an
// empty new passphrase (-N ""), nil for any other call.
func keyUnprotected(args []arg) *arg {
	change, empty := false, false
	var file *arg
	for i, a := range args {
		switch {
		case a.s == "-p":
			change = true
		case a.s == "-N" && i+1 < len(args) && args[i+1].s == "" && !args[i+1].dyn:
			empty = true
		case a.s == "-f" && i+1 < len(args) && !args[i+1].dyn:
			file = &args[i+1]
		}
	}
	if change && empty && file != nil {
		return file
	}
	return nil
}

// tarArgs spells tar's old-style first word ("tar czfC ARCHIVE DIR") as
// options: the letters take their values from the next words in order.
func tarArgs(args []arg) []arg {
	if len(args) > 0 && !strings.HasPrefix(args[0].s, "-") && !args[0].dyn {
		letters := args[0].s
		rest := args[1:]
		var fixed []arg
		for _, c := range letters {
			switch c {
			case 'f', 'C', 'b', 'T', 'X', 'g', 'K', 'N', 'V', 'L', 'H', 'I', 'F':
				if len(rest) > 0 {
					fixed = append(fixed, arg{s: "-" + string(c)}, rest[0])
					rest = rest[1:]
				}
			default:
				fixed = append(fixed, arg{s: "-" + string(c)})
			}
		}
		args = append(fixed, rest...)
	}
	return args
}

// wgetExecute adds, for each wgetrc command given with -e (--execute),
// the option it stands for: -e output_document=F is -O F, dir_prefix is
// -P, logfile is -o. The commands' names drop '_' and '-' and any case.
func wgetExecute(args []arg) []arg {
	var extra []arg
	for i, a := range args {
		v, ok := "", false
		switch {
		case (a.s == "-e" || a.s == "--execute") && i+1 < len(args):
			v, ok = args[i+1].s, true
		case strings.HasPrefix(a.s, "--execute="):
			v, ok = a.s[len("--execute="):], true
		case strings.HasPrefix(a.s, "-e") && len(a.s) > 2 && a.s[1] != '-':
			v, ok = a.s[2:], true
		}
		k, val, eq := strings.Cut(v, "=")
		if !ok || !eq {
			continue
		}
		opt := ""
		switch strings.NewReplacer("_", "", "-", "").Replace(strings.ToLower(strings.TrimSpace(k))) {
		case "outputdocument":
			opt = "--output-document="
		case "dirprefix":
			opt = "--directory-prefix="
		case "logfile":
			opt = "--output-file="
		case "savecookies":
			opt = "--save-cookies="
		}
		if opt != "" {
			val = strings.TrimSpace(val)
			extra = append(extra, arg{s: opt + val, raw: opt + val})
		}
	}
	if len(extra) == 0 {
		return args
	}
	return append(extra, args...)
}
