package guard

import (
	"path"
	"strings"
)

// Installs from other sources by any tool: whatever the package manager
// (brew, opam, raco, luarocks, deno, dotnet, krew, asdf, flatpak, apt's
// PPAs, composer's repositories), a command whose words say it installs,
// adds or pins, given a URL or a repository outside the registries, fetches
// code and runs its scripts. The listed managers (install.go) read their
// own options; this reads the words of the others.

// installVerb reports a word that names adding a package or a source.
func installVerb(s string) bool {
	switch strings.ToLower(s) {
	case "install", "i", "add", "tap", "pin", "archive.install", "add-repo", "addrepo", "ar", "get", "require", "activate", "binstall", "try-repo",
		"use", "light", "load", "snippet", "bundle":
		// (mise use, and the shell-plugin managers' light, load,
		// snippet and bundle: each fetches what it names and runs it.)
		return true
	}
	// composer config repositories.NAME vcs URL; mix archive.install,
	// escript.install.
	return strings.HasPrefix(s, "repositories.") || strings.HasSuffix(s, ".install")
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
	if downloaders(name) || name == "curlie" || name == "httpie" {
		return // (http GET URL: a request's method, no install; what a download runs is judged where it goes)
	}
	// A package file fetched earlier in the line, installed now (curl -O
	// .../tool.deb && dpkg -i tool.deb): its scripts run as they came.
	fetches := false // the program that downloads it, given the URL (lwp-download URL FILE)
	for _, a := range argv[1:] {
		fetches = fetches || !a.dyn && remoteArg(a.s)
	}
	// (tftp HOST -c get FILE, ftpget HOST FILE: the command that fetches
	// the file saves it; nothing installs it.)
	if u, _, _ := plainFetch(name, argv, "", nil); u != "" {
		fetches = true
	}
	saves := fetches
	for _, a := range argv[1:] {
		if fetches || a.dyn || strings.HasPrefix(a.s, "-") || !packageFile(a.s) {
			continue
		}
		if p, ok := w.abs(a.s); ok && w.files != nil && w.files[p].download {
			w.add("remote-install", seg, name+" installs "+clip(a.s, 80)+", downloaded in the same command")
			return
		}
	}
	if why := w.install21(name, argv); why != "" { // (blind21.go)
		w.add("remote-install", seg, why)
		return
	}
	// R's and Julia's installs from a repository, in their own code.
	for _, a := range argv[1:] {
		if !a.dyn && containsAny(a.s, []string{"install_github(", "install_gitlab(", "install_git(", "install_url(", "install_bitbucket(",
			"Pkg.add(url", "Pkg.add(PackageSpec(url", "pak::pkg_install(\"github::"}) {
			w.add("remote-install", seg, name+" installs a package from a repository, not the registry")
			return
		}
	}
	verb, reads := false, false // installs; reads its manifest (uv sync, conda env create)
	for i, a := range argv[1:] {
		if i >= 4 {
			break
		}
		if !a.dyn && !strings.HasPrefix(a.s, "-") {
			// (yarn set version URL: the package manager itself from
			// there; zig fetch URL: a dependency zig build runs.)
			verb = verb || installVerb(a.s) || a.s == "version" && i > 0 && argv[i].s == "set" || name == "zig" && a.s == "fetch"
			// (mvn dependency:get: a goal's own verb; yarn plugin
			// import URL: a plugin fetched and run.)
			verb = verb || goalVerb(a.s) || a.s == "import" && i > 0 && argv[i].s == "plugin"
			// (sync, create, build: the manifest's dependencies are
			// fetched first, cabal build and stack build among them.)
			reads = reads || a.s == "sync" || a.s == "create" || a.s == "build" || a.s == "update" || a.s == "fetch" || a.s == "restore" || a.s == "package"
		}
	}
	verb = verb || installerName(name) || repoFetcher(name)
	for _, a := range argv[1:] {
		// (zplug "o/r", from:github: the tag is the install; opam
		// switch create --repos=NAME=URL: the switch's packages come
		// from there.)
		if f, _ := forgeNamed(a.s); f != "" && strings.HasPrefix(a.s, "from:") || strings.HasPrefix(a.s, "--repo") && strings.Contains(a.s, "://") {
			verb = true
		}
	}
	for _, a := range argv[1:] {
		// A dependency on a git repository given in the line (clojure
		// -Sdeps '{:deps {x/y {:git/url "https://..."}}}'): fetched and
		// built or run.
		if l := strings.ToLower(a.s); !a.dyn && (strings.Contains(l, ":git/url") || strings.Contains(l, "git/url")) && strings.Contains(l, "://") {
			for _, f := range strings.FieldsFunc(a.s, func(r rune) bool { return r == '"' || r == ' ' || r == '{' || r == '}' }) {
				if strings.Contains(f, "://") && !officialSource(strings.ToLower(f)) {
					w.add("remote-install", seg, name+" depends on the repository "+clip(f, 80)+", fetched and run")
					return
				}
			}
		}
	}
	if name == "gh" && len(argv) > 3 && argv[1].s == "extension" && (argv[2].s == "install" || argv[2].s == "upgrade") && !argv[3].dyn && !strings.HasPrefix(argv[3].s, "-") {
		w.add("remote-install", seg, "gh extension install runs "+clip(argv[3].s, 80)+", a repository's code, as a gh command")
		return
	}
	if !verb && !reads {
		return
	}
	// A manifest the line wrote, naming another index or a repository
	// (a requirements file's --index-url, a Gemfile's source, uv's
	// [[tool.uv.index]], an environment file's git+ URL): the install
	// that reads it next fetches from there.
	for p, f := range w.files {
		if !f.known() {
			continue
		}
		if !manifestFile(p) {
			// Any other config the line wrote: a line that sets where
			// the tool fetches from (blind21.go).
			if u := sourceSetting(p, f.code); u != "" {
				w.add("remote-install", seg, path.Base(p)+", written in this command, names "+clip(u, 80)+" as a source: "+name+" fetches and runs what it finds there")
				return
			}
			continue
		}
		for n, l := range strings.Split(f.code, "\n") {
			if n >= 200 {
				break
			}
			for _, word := range strings.FieldsFunc(l, func(r rune) bool { return r == ' ' || r == '"' || r == '\'' || r == '=' || r == ',' }) {
				if lw := strings.ToLower(word); (strings.Contains(lw, "://") || strings.HasPrefix(lw, "git+")) && remoteSpec(word, false) != "" && !officialSource(lw) {
					w.add("remote-install", seg, path.Base(p)+", written in this command, names "+clip(word, 80)+": "+name+" installs from it")
					return
				}
			}
		}
	}
	if !verb {
		return
	}
	for _, a := range argv[1:] {
		if saves {
			break
		}
		// A file downloaded earlier in the line, installed now (an
		// extension's zip).
		if p, ok := w.abs(a.s); ok && !a.dyn && !strings.HasPrefix(a.s, "-") && w.files != nil && w.files[p].download {
			w.add("remote-install", seg, name+" installs "+clip(a.s, 80)+", downloaded in the same command")
			return
		}
	}
	for i, a := range argv[1:] {
		if a.dyn {
			continue
		}
		if forge, repo := forgeNamed(a.s); forge != "" && (repo == "" && i+2 < len(argv) && (ownerRepo(argv[i+2].s) || strings.Contains(argv[i+2].s, "://")) || ownerRepo(repo)) {
			// mise use github:o/r, ubi:o/r; sheldon add x --github o/r;
			// zplug "o/r", from:github: a forge named as the source.
			w.add("remote-install", seg, name+" installs from a repository on "+forge+", not a registry")
			return
		}
		if (a.s == "github" || a.s == "gitlab" || a.s == "git" || a.s == "hex") && i+2 < len(argv) && ownerRepo(argv[i+2].s) {
			// mix archive.install github evil/tool: a repository by name.
			w.add("remote-install", seg, name+" installs from the repository "+clip(argv[i+2].s, 80)+", not the registry")
			return
		}
		if repoFetcher(name) && ownerRepo(a.s) {
			w.add("remote-install", seg, name+" downloads and installs the release binary of "+clip(a.s, 80))
			return
		}
		if ownerRepo(a.s) && i > 0 && installVerb(argv[i].s) && !slashedRegistry(name) && !strings.HasPrefix(a.s, "@") &&
			!strings.ContainsAny(a.s, ".#") && !isDigits(strings.ReplaceAll(a.s[strings.IndexByte(a.s, '/')+1:], ".", "")) {
			// fisher install owner/repo, bpkg install owner/repo, npm i
			// owner/repo: a repository by its owner's name is the
			// source.
			w.add("remote-install", seg, name+" installs from the repository "+clip(a.s, 80)+", not a registry")
			return
		}
		v := a.s
		if strings.HasPrefix(v, "-") {
			_, val, ok := strings.Cut(v, "=")
			if !ok {
				continue
			}
			v = val
			if k, val, ok := strings.Cut(v, "="); ok && settingName(k) && !strings.Contains(k, ":") {
				v = val // (opam's --repos=NAME=URL)
			}
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

// forgeNamed reads a word that names a code forge as a package's source:
// a backend prefix (github:o/r, gitlab:o/r, ubi:o/r, codeberg:o/r), an
// option named after one (--github, --gitlab=o/r), or a plugin
// manager's from:github tag. It returns the forge and the repository
// the word holds ("" when the repository is the next word, or none).
func forgeNamed(s string) (forge, repo string) {
	k, v, ok := strings.Cut(strings.TrimLeft(s, "-"), ":")
	if !ok {
		k, v, _ = strings.Cut(strings.TrimLeft(s, "-"), "=")
	}
	switch strings.ToLower(k) {
	case "github", "gitlab", "ubi", "codeberg", "bitbucket", "gh", "sourcehut":
		if strings.HasPrefix(s, "-") || ok && ownerRepo(strings.SplitN(v, "@", 2)[0]) {
			return k, strings.SplitN(v, "@", 2)[0]
		}
	case "from":
		switch v {
		case "github", "gitlab", "gh-r", "bitbucket":
			return v, "o/r" // (zplug "o/r", from:github: the repository came before)
		}
	}
	return "", ""
}

// ownerRepo reports a word shaped as a hosted repository's owner/name.
func ownerRepo(s string) bool {
	o, r, ok := strings.Cut(s, "/")
	return ok && o != "" && r != "" && !strings.ContainsAny(r, "/:@ ") && !strings.HasPrefix(s, ".") && !strings.HasPrefix(s, "-") &&
		!strings.ContainsAny(o, ":@ ")
}

// repoFetcher is a tool that installs a repository's release binary when
// given its owner/name (eget, ubi, stew).
func repoFetcher(name string) bool {
	switch name {
	case "eget", "ubi", "stew", "bin", "dra", "gah", "instl":
		return true
	}
	return false
}

// installerName is a package manager whose command line installs what it
// is given with no verb word (cpanm URL, rpm -Uvh URL, pacman -U URL,
// nix-env -if URL, dnf config-manager --add-repo URL).
func installerName(name string) bool {
	switch name {
	case "cpanm", "cpan", "easy_install", "nix-env", "rpm", "pacman", "makepkg", "yay", "paru", "zypper", "dnf", "yum", "apk", "pkg", "snap", "pipx", "gem":
		return true
	}
	return false
}

// pluginInstall reports a CLI whose arguments are otherwise data (gh,
// kubectl) installing an extension or a plugin: read by anyInstall.
func pluginInstall(name string, argv []arg) bool {
	if len(argv) < 3 {
		return false
	}
	return name == "gh" && argv[1].s == "extension" || name == "kubectl" && argv[1].s == "krew"
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

// manifestFile is a file a package manager reads its sources and
// dependencies from.
func manifestFile(p string) bool {
	b := path.Base(p)
	switch b {
	case "Gemfile", "pyproject.toml", "environment.yml", "environment.yaml", "Pipfile", "package.json", ".npmrc", ".yarnrc.yml",
		"pip.conf", "uv.toml", "poetry.toml", "composer.json", "Cargo.toml", "go.mod", "DESCRIPTION", "Project.toml", "mix.exs",
		"cabal.project", "stack.yaml", "pubspec.yaml", "rebar.config", "build.zig.zon", "Package.swift", "deps.edn", "project.clj",
		"shard.yml", "Podfile", "vcpkg.json", "conanfile.txt", "bower.json", "deno.json", "jsr.json", "gleam.toml",
		"build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts", "pom.xml", "NuGet.Config", "nuget.config", ".condarc", "bunfig.toml":
		return true
	}
	return strings.HasPrefix(b, "requirements") && strings.HasSuffix(b, ".txt") || strings.HasSuffix(b, ".in") && strings.HasPrefix(b, "requirements")
}

// slashedRegistry reports a package manager whose registry names hold a
// slash: helm's repo/chart, brew's taps, Composer's vendor/package,
// cargo's crate/feature, conan's name/version, krew's index/plugin.
func slashedRegistry(name string) bool {
	switch name {
	case "helm", "brew", "krew", "kubectl", "composer", "cargo", "conan", "vcpkg", "spack", "nix", "nix-env", "guix", "flatpak", "snap",
		"docker", "podman", "apt", "apt-get", "dnf", "yum", "pacman", "zypper", "apk", "port":
		return true
	}
	return false
}
