package guard

import (
	"strings"
)

// remoteInstall judges a package install whose package comes from
// somewhere other than the ecosystem's registry: a URL, a git repository
// (git+https://, github:, npm's owner/repo), or another package index
// (--index-url, --registry, gem --source). Installing runs the package's
// build and install scripts (setup.py, npm's postinstall), and npx/bunx
// run it at once, so this is code from the network run unreviewed, with
// no registry's name, history or takedowns between it and the session.
// Names from the registry pass: that is everyday work.
func (w *walker) remoteInstall(name string, args []arg, seg string) {
	_, ops := opts(args)
	sub := func(n int, words ...string) bool {
		if len(ops) <= n {
			return false
		}
		for _, x := range words {
			if ops[n].s == x {
				return true
			}
		}
		return false
	}
	// subs is how many subcommand words come first; run, that the
	// command runs the package it fetches, so the words after its name
	// are the tool's own arguments (npx prettier src/app.ts, uvx httpie
	// https://api.example), not packages; npm, that npm's owner/repo
	// shorthand means a GitHub repository.
	subs, run, npm := 0, false, false
	switch {
	case name == "npx" || name == "pnpx" || name == "bunx":
		run, npm = true, true
	case name == "npm" || name == "pnpm" || name == "yarn" || name == "bun":
		npm = true
		if sub(0, "global") { // yarn global add
			subs++
		}
		switch {
		case sub(subs, "install", "i", "in", "ins", "inst", "insta", "instal", "isnt", "isnta", "isntal", "isntall", "add", "update", "up", "upgrade"):
		case sub(subs, "exec", "x", "dlx", "create", "init"):
			run = true
		default:
			return
		}
		subs++
	case isPip(name):
		if !sub(0, "install", "wheel") {
			return
		}
		subs = 1
	case langOf(name) == python:
		// python -m pip install ...
		i := 0
		for i < len(args) && strings.HasPrefix(args[i].s, "-") && args[i].s != "-m" {
			i++
		}
		if i+1 >= len(args) || args[i].s != "-m" || args[i+1].s != "pip" {
			return
		}
		w.remoteInstall("pip", args[i+2:], seg)
		return
	case name == "uv":
		switch {
		case sub(0, "pip") && sub(1, "install"), sub(0, "tool") && sub(1, "install"):
			subs = 2
		case sub(0, "tool") && sub(1, "run"):
			subs, run = 2, true
		case sub(0, "add"):
			subs = 1
		case sub(0, "run"):
			subs, run = 1, true
		default:
			return
		}
	case name == "uvx":
		run = true
	case name == "pipx":
		switch {
		case sub(0, "install", "inject", "upgrade"):
		case sub(0, "run"):
			run = true
		default:
			return
		}
		subs = 1
	case name == "poetry" || name == "pdm" || name == "pipenv" || name == "hatch" || name == "rye":
		// poetry add git+https://..., pipenv install URL: the same specs
		// pip takes.
		if !sub(0, "add", "install") {
			return
		}
		subs = 1
	case name == "conda" || name == "mamba" || name == "micromamba":
		if !sub(0, "install", "create", "update") {
			return
		}
		for i, a := range args {
			// -c URL, --channel URL: a channel served from anywhere.
			v := ""
			if (a.s == "-c" || a.s == "--channel") && i+1 < len(args) {
				v = args[i+1].s
			} else if c, ok := strings.CutPrefix(a.s, "--channel="); ok {
				v = c
			}
			if strings.Contains(v, "://") {
				w.add("remote-install", seg, name+" installs from the channel "+clip(v, 80))
				return
			}
		}
		return
	case name == "gem":
		if !sub(0, "install", "i") {
			return
		}
		subs = 1
	case name == "cargo":
		if !sub(0, "install") {
			return
		}
		subs = 1
	default:
		return
	}
	valued := func(s string) bool {
		switch s {
		case "--prefix", "-C", "--cache", "--workspace", "-w", "--userconfig", "--dir", "--cwd", "--filter", "-F", "-d", "--dest", "-t", "--target", "--root", "--project", "--directory":
			return true
		}
		return false
	}
	pos, skip := 0, false
	for i, a := range args {
		v := a.s
		if skip {
			skip = false
			continue
		}
		switch {
		case a.dyn:
		case strings.HasPrefix(v, "-") && len(v) > 1:
			if valued(v) {
				skip = true
				continue
			}
			f, val, ok := strings.Cut(v, "=")
			if !ok {
				if v == "--git" && i+1 < len(args) && !args[i+1].dyn {
					w.add("remote-install", seg, name+" installs from the git repository "+clip(args[i+1].s, 80))
					return
				}
				if (v == "-p" || v == "--package") && npm && i+1 < len(args) && !args[i+1].dyn {
					if why := remoteSpec(args[i+1].s, true); why != "" {
						w.add("remote-install", seg, name+" installs "+why+" "+clip(args[i+1].s, 80))
						return
					}
					skip = true
				}
				continue
			}
			if f == "--git" {
				w.add("remote-install", seg, name+" installs from the git repository "+clip(val, 80))
				return
			}
			if why := remoteSpec(val, npm && (f == "--package" || f == "-p")); why != "" {
				w.add("remote-install", seg, name+" installs "+why+" "+clip(val, 80))
				return
			}
		default:
			pos++
			if pos <= subs {
				continue
			}
			if why := remoteSpec(v, npm); why != "" {
				w.add("remote-install", seg, name+" installs "+why+" "+clip(v, 80))
				return
			}
			if run {
				return // the rest are the tool's own arguments
			}
		}
	}
}

// isPip reports pip's names: pip, pip3, pip3.12.
func isPip(name string) bool {
	return name == "pip" || name == "pip2" || name == "pip3" || strings.HasPrefix(name, "pip3.") || strings.HasPrefix(name, "pip2.")
}

// remoteSpec says what a package spec or index names when it is not the
// registry: a URL on another host, a git repository, or (npm) a GitHub
// owner/repo shorthand; "" for a registry name, a local path or a file:
// URL.
func remoteSpec(v string, npm bool) string {
	l := strings.ToLower(v)
	for _, p := range [...]string{"github:", "gitlab:", "bitbucket:", "gist:", "git@", "git:", "git+", "hg+", "svn+", "bzr+"} {
		if strings.HasPrefix(l, p) || strings.Contains(l, "@"+p) || strings.Contains(l, " "+p) {
			return "from the repository"
		}
	}
	if i := strings.Index(l, "://"); i >= 0 {
		scheme := l[:i]
		if j := strings.LastIndexAny(scheme, "@ ="); j >= 0 {
			scheme = scheme[j+1:]
		}
		if scheme == "file" {
			return ""
		}
		host := l[i+3:]
		if j := strings.IndexByte(host, '/'); j >= 0 {
			host = host[:j]
		}
		if j := strings.LastIndexByte(host, '@'); j >= 0 {
			host = host[j+1:]
		}
		if j := strings.LastIndexByte(host, ':'); j >= 0 {
			host = host[:j]
		}
		switch host {
		case "pypi.org", "pypi.python.org", "files.pythonhosted.org", "download.pytorch.org",
			"registry.npmjs.org", "registry.yarnpkg.com", "rubygems.org", "index.crates.io",
			"localhost", "127.0.0.1", "::1", "[::1]":
			return ""
		}
		return "from " + host + ":"
	}
	if npm && !strings.HasPrefix(v, "@") && !strings.HasPrefix(v, ".") && !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "~") && !strings.Contains(v, ":") {
		if owner, repo, ok := strings.Cut(v, "/"); ok && owner != "" && repo != "" && !strings.Contains(repo, "/") && !strings.HasSuffix(l, ".tgz") && !strings.HasSuffix(l, ".tar.gz") {
			return "from the GitHub repository"
		}
	}
	return ""
}
