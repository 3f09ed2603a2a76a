package guard

import "strings"

// Installs from other sources by any tool: whatever the package manager
// (brew, opam, raco, luarocks, deno, dotnet, krew, asdf, flatpak, apt's
// PPAs, composer's repositories), a command whose words say it installs,
// adds or pins, given a URL or a repository outside the registries, fetches
// code and runs its scripts. The listed managers (install.go) read their
// own options; this reads the words of the others.

// installVerb reports a word that names adding a package or a source.
func installVerb(s string) bool {
	switch strings.ToLower(s) {
	case "install", "i", "add", "tap", "pin", "archive.install", "add-repo", "addrepo", "ar", "get", "require":
		return true
	}
	return strings.HasPrefix(s, "repositories.") // composer config repositories.NAME vcs URL
}

// anyInstall asks when a command that installs or adds is given a source
// outside the registries.
func (w *walker) anyInstall(name string, argv []arg, seg string) {
	if w.scan != scanAll || len(argv) < 2 {
		return
	}
	if name == "add-apt-repository" || name == "apt-add-repository" {
		w.add("remote-install", seg, name+" adds a package source: every later install trusts it")
		return
	}
	switch name {
	case "claude", "gemini", "codex", "copilot", "opencode", "openclaw", "pi":
		return // (their extensions and plugins: agents.go reads them)
	}
	// A package file fetched earlier in the line, installed now (curl -O
	// .../tool.deb && dpkg -i tool.deb): its scripts run as they came.
	for _, a := range argv[1:] {
		if a.dyn || strings.HasPrefix(a.s, "-") || !packageFile(a.s) {
			continue
		}
		if p, ok := w.abs(a.s); ok && w.files != nil && w.files[p].download {
			w.add("remote-install", seg, name+" installs "+clip(a.s, 80)+", downloaded in the same command")
			return
		}
	}
	verb := false
	for i, a := range argv[1:] {
		if i >= 4 {
			break
		}
		if !a.dyn && !strings.HasPrefix(a.s, "-") && installVerb(a.s) {
			verb = true
			break
		}
	}
	if !verb {
		return
	}
	for _, a := range argv[1:] {
		if a.dyn {
			continue
		}
		v := a.s
		if strings.HasPrefix(v, "-") {
			_, val, ok := strings.Cut(v, "=")
			if !ok {
				continue
			}
			v = val
		}
		l := strings.ToLower(v)
		if strings.HasPrefix(l, "ppa:") {
			w.add("remote-install", seg, name+" adds the package archive "+clip(v, 80))
			return
		}
		if !strings.Contains(l, "://") && !strings.HasPrefix(l, "git@") && !strings.HasPrefix(l, "git+") {
			continue
		}
		if why := remoteSpec(v, false); why != "" && !officialSource(l) {
			w.add("remote-install", seg, name+" installs "+why+" "+clip(v, 80))
			return
		}
	}
}

// officialSource is a package source of a tool's own project: the hosts
// their installs fetch from by default.
func officialSource(l string) bool {
	for _, h := range []string{"://deb.debian.org", "://archive.ubuntu.com", "://security.ubuntu.com", "://dl.google.com",
		"://packages.microsoft.com", "://api.nuget.org", "://luarocks.org", "://opam.ocaml.org", "://pkgs.racket-lang.org",
		"://download.racket-lang.org", "://deno.land", "://jsr.io", "://flathub.org", "://dl.flathub.org", "://formulae.brew.sh",
		"://repo.maven.apache.org", "://proxy.golang.org", "://crates.io", "://static.crates.io", "://hex.pm", "://repo.hex.pm",
		"://cran.r-project.org", "://cloud.r-project.org", "://pkg.julialang.org", "://registry.npmjs.org", "://pypi.org"} {
		if strings.Contains(l, h) {
			return true
		}
	}
	return false
}

// packageFile is a file name a package manager installs from.
func packageFile(s string) bool {
	for _, ext := range []string{".deb", ".rpm", ".apk", ".pkg", ".rb", ".flatpakref", ".flatpak", ".snap", ".whl", ".tgz",
		".tar.gz", ".gem", ".vsix", ".appimage", ".msi", ".nupkg", ".xpi"} {
		if strings.HasSuffix(strings.ToLower(s), ext) {
			return true
		}
	}
	return false
}
