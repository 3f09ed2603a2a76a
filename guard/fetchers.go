package guard

import (
	"path"
	"strings"
)

// More of what fetched.go reads: a client that saves into a folder an
// option names (--local-dir, --output-dir, wget's -P), a client whose
// remote place is a store's own name rather than a URL (a release asset,
// a model hub's repository, an OCI artifact, an FTP host with its folder
// apart), a client that talks to HOST:PORT (its output is the network's),
// and a script runner given a URL as its script.

// dirOption is the value of a download-folder option at argv[i].
func dirOption(argv []arg, i int) (string, bool) {
	if i >= len(argv) || argv[i].dyn {
		return "", false
	}
	s := argv[i].s
	name, val, eq := strings.Cut(s, "=")
	switch name {
	case "--local-dir", "--output-dir", "--output-directory", "--download-dir", "--dest", "--destination", "--directory-prefix", "--target-dir", "-P":
	default:
		return "", false
	}
	if eq {
		return val, val != ""
	}
	if i+1 < len(argv) && !argv[i+1].dyn && !strings.HasPrefix(argv[i+1].s, "-") {
		return argv[i+1].s, true
	}
	return "", false
}

// hostPortArg is a HOST:PORT of another machine among a program's words
// (gnutls-cli host:443, a TLS or TCP client), as a remote place.
func hostPortArg(argv []arg) string {
	for _, a := range argv[1:] {
		if !a.dyn && hostPort(a.s) && !thisMachine(a.s) {
			return "tcp://" + a.s
		}
	}
	return ""
}

// storeFetch returns the remote place and the saved files and folders of
// clients that name a store rather than a URL.
func storeFetch(name string, argv []arg, out string, into []string) (string, string, []string) {
	_, ops := opts(argv[1:])
	op := func(i int) string {
		if i < len(ops) && !ops[i].dyn {
			return ops[i].s
		}
		return ""
	}
	val := func(names ...string) string {
		short, long := "", []string(nil)
		for _, n := range names {
			if len(n) == 2 {
				short += n[1:]
			} else {
				long = append(long, n)
			}
		}
		p := parseArgs(argv[1:], short, long)
		if v := p.last(names...); v != nil && !v.dyn {
			return v.s
		}
		return ""
	}
	switch name {
	case "gh":
		// gh release download TAG -p PATTERN -D DIR (-O FILE).
		if op(0) == "release" && op(1) == "download" {
			d := val("-D", "--dir")
			if o := val("-O", "--output"); o != "" {
				out = o
			}
			if pat := val("-p", "--pattern"); pat != "" && !strings.ContainsAny(pat, "*?[") {
				into = append(into, path.Join(d, pat))
			}
			if d != "" {
				into = append(into, d)
			}
			return "https://github.com/releases/download", out, into
		}
		// gh repo clone OWNER/REPO [DIR] (blind set 20): the folder is a
		// download like git clone's.
		if op(0) == "repo" && op(1) == "clone" && op(2) != "" {
			d := op(3)
			if d == "" {
				d = path.Base(op(2))
			}
			return "https://github.com/" + op(2), out, append(into, d)
		}
	case "hf", "huggingface-cli":
		// hf download REPO [FILES] --local-dir DIR.
		if op(0) == "download" && op(1) != "" {
			d := val("--local-dir")
			for _, f := range ops[2:] {
				if !f.dyn && !strings.HasPrefix(f.s, "-") && f.s != d && len(into) < 8 {
					into = append(into, path.Join(d, f.s))
				}
			}
			if d != "" {
				into = append(into, d)
			}
			return "https://huggingface.co/" + op(1), out, into
		}
	case "oras", "crane", "regctl":
		// oras pull REF -o DIR, crane export REF FILE.
		if (op(0) == "pull" || op(0) == "export" || op(0) == "blob") && op(1) != "" {
			if o := val("-o", "--output"); o != "" {
				into = append(into, o)
			}
			return "oci://" + op(1), out, into
		}
	case "ncftpget", "ncftp":
		// ncftpget [options] HOST LOCALDIR REMOTEFILE...
		p := parseArgs(argv[1:], "uUpPjdtTWXYEDFrab", nil)
		if len(p.ops) >= 3 && !p.ops[0].dyn && !p.ops[1].dyn {
			for _, f := range p.ops[2:] {
				if !f.dyn && len(into) < 8 {
					into = append(into, path.Join(p.ops[1].s, path.Base(f.s)))
				}
			}
			into = append(into, p.ops[1].s)
			return "ftp://" + p.ops[0].s + "/", out, into
		}
	}
	return "", out, into
}

// urlScript judges a script runner whose script operand is a URL: it runs
// code fetched from the network (jbang URL, groovy URL, scala-cli run URL).
func (w *walker) urlScript(name string, args []arg, seg string) bool {
	switch {
	case scriptRunners(name), name == "scala-cli", name == "amm", name == "kscript", name == "ammonite", name == "coursier", name == "cs" && len(args) > 0 && args[0].s == "launch":
	default:
		return false
	}
	_, ops := opts(args)
	for i, o := range ops {
		if i > 2 {
			break
		}
		if o.s == "run" || o.s == "launch" || o.dyn {
			continue
		}
		if strings.HasPrefix(o.s, "https://") || strings.HasPrefix(o.s, "http://") {
			w.add("remote-exec", seg, name+" runs "+clip(o.s, 80)+", a script it fetches from the network")
			return true
		}
		return false
	}
	return false
}
