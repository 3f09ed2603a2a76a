package guard

import (
	"path"
	"strings"
)

// Files that build tools, task runners, package managers and test runners
// read and run: a Rakefile's tasks, tasks.py for invoke, a Taskfile's cmds,
// the scripts of package.json, deno.json, composer.json or a Pipfile,
// conftest.py, setup.py, a pnpmfile, a //go:generate line, a ninja rule.
// Written with a command the guard stops, such a file is a trap for the
// next build or test run (the agent's own or the user's), so the text is
// judged when it is written, as a Makefile's recipes are.

// taskFileKind says how a task file's text is read: as code of a language,
// or as a list of shell strings in a declarative file.
type taskFileKind struct {
	lang     *lang // code the tool loads and runs (nil: declarative)
	shell    bool  // declarative: its strings are shell commands
	generate bool  // Go source: only its //go:generate lines run (its string literals are data)
	script   bool  // a shell script run as a whole (a husky hook)
}

// taskFileOf reports whether p is a file a build or test tool runs.
func taskFileOf(p string) (taskFileKind, bool) {
	b := path.Base(p)
	if d := path.Base(path.Dir(p)); (d == ".husky" || d == ".githooks") && !strings.HasPrefix(b, "_") && !strings.Contains(b, ".") {
		// A git hook the project's hook manager points git at: husky's
		// .husky/pre-commit, a repository's .githooks/pre-push. The next
		// commit or push runs it whole.
		return taskFileKind{script: true}, true
	}
	switch b {
	case "tasks.py", "noxfile.py", "dodo.py", "fabfile.py", "conftest.py", "setup.py", "SConstruct", "SConscript",
		"sitecustomize.py", "usercustomize.py", "hatch_build.py", "pavement.py":
		return taskFileKind{lang: python}, true
	case "Rakefile", "rakefile", "Rakefile.rb", "Gemfile", "Guardfile", "Capfile", "Vagrantfile", "Fastfile", "Dangerfile":
		return taskFileKind{lang: ruby}, true
	case ".pnpmfile.cjs", "gulpfile.js", "Gruntfile.js", "Jakefile", "jakefile.js":
		return taskFileKind{lang: node}, true
	case "Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml", "Taskfile.dist.yml", "Taskfile.dist.yaml", "taskfile.dist.yml", "taskfile.dist.yaml", "Makefile.toml", "mise.toml", ".mise.toml",
		"deno.json", "deno.jsonc", "package.json", "composer.json", "Pipfile", "pyproject.toml", "build.ninja",
		"CMakeLists.txt", "justfile", "Justfile", ".justfile", "lefthook.yml", "lefthook.yaml", ".pre-commit-config.yaml",
		"Procfile", "turbo.json", "nx.json", "project.json", "Earthfile", "Tiltfile", "build.xml", "build.gradle",
		"build.gradle.kts", "settings.gradle", "settings.gradle.kts", "pom.xml", "config.toml",
		"build.rs": // (cargo runs build.rs: a command it spells with literals, Command::new("rm").args([...]), is what it runs)
		if b == "config.toml" && path.Base(path.Dir(p)) != ".cargo" {
			return taskFileKind{}, false
		}
		return taskFileKind{shell: true}, true
	case "build.zig", "Package.swift", "meson.build", "BUILD", "BUILD.bazel", "WORKSPACE", "WORKSPACE.bazel", "MODULE.bazel",
		"mix.exs", "rebar.config", "dune", "dune-project", "configure.ac", "configure.in", "Doxyfile", "nodemon.json",
		".lintstagedrc", ".lintstagedrc.json", ".lintstagedrc.yaml", ".lintstagedrc.yml", ".releaserc", ".releaserc.json",
		".releaserc.yaml", ".releaserc.yml", ".goreleaser.yaml", ".goreleaser.yml", "devcontainer.json", ".devcontainer.json",
		"Tiltfile.star", "BUCK", "pants.toml",
		"cabal.project", "stack.yaml", "build.sbt", "project.clj", "deps.edn", "shadow-cljs.edn", "angular.json", "vercel.json",
		"netlify.toml", "fly.toml", "app.json":
		// Build systems' and tools' own files with commands in them
		// (zig's addSystemCommand, meson's run_command, bazel's cmd,
		// rebar's pre_hooks, dune's (run ...), autoconf's m4_esyscmd,
		// Doxygen's INPUT_FILTER, nodemon's events, lint-staged's tasks,
		// semantic-release's exec, goreleaser's hooks, a dev
		// container's initializeCommand). A Dockerfile's and a compose
		// file's commands run in a container, and are left out.
		return taskFileKind{shell: true}, true
	case "Makefile.PL", "Build.PL":
		return taskFileKind{lang: perl}, true
	case "tox.ini", "moon.yml", "workspace.yml", "Makefile.toml.local":
		return taskFileKind{shell: true}, true // tox's commands, moon's tasks
	case "wscript":
		return taskFileKind{lang: python}, true // waf runs it at configure and build
	case "xmake.lua", "premake5.lua", "premake4.lua":
		return taskFileKind{lang: lua}, true
	case "magefile.go", "mage.go":
		return taskFileKind{}, true // mage compiles and runs it: read by what its code deletes
	case "conf.py":
		return taskFileKind{lang: python}, true // Sphinx runs it on every build
	}
	switch {
	case path.Base(path.Dir(p)) == "_plugins" && path.Ext(b) == ".rb":
		return taskFileKind{lang: ruby}, true // Jekyll loads every plugin at build
	case path.Ext(b) == ".sbt":
		return taskFileKind{shell: true}, true
	case b == "trunk.yaml" && path.Base(path.Dir(p)) == ".trunk":
		return taskFileKind{shell: true}, true // trunk's linters' run: lines
	}
	switch ext := path.Ext(b); {
	case ext == ".rake" || ext == ".gemspec":
		return taskFileKind{lang: ruby}, true
	case ext == ".cmake" || ext == ".gradle":
		return taskFileKind{shell: true}, true
	case strings.HasPrefix(b, "jest.") || strings.HasPrefix(b, "vitest.") || strings.HasPrefix(b, "playwright.") ||
		strings.HasSuffix(strings.TrimSuffix(b, ext), ".config") || strings.HasSuffix(strings.TrimSuffix(b, ext), ".setup"):
		switch ext {
		case ".js", ".cjs", ".mjs", ".ts", ".cts", ".mts":
			return taskFileKind{lang: node}, true
		}
	case ext == ".go":
		return taskFileKind{generate: true}, true // its //go:generate lines only
	}
	return taskFileKind{}, false
}

// taskFile judges text written into p when p is a file a build, test or
// task tool runs. Only what the guard stops outright counts: a file that
// merely calls subprocess or deletes its own temp folder is ordinary
// build code.
func (w *walker) taskFile(p, text string, depth int) {
	k, ok := taskFileOf(p)
	if !ok || strings.TrimSpace(text) == "" {
		return
	}
	via := "a task in " + path.Base(p)
	mark := len(w.findings)
	w.via = append(w.via, via)
	if k.lang != nil {
		w.scanCode(path.Base(p), k.lang, text, "", depth+1)
	}
	if k.script {
		w.script(text, depth+1, via)
	}
	// A declarative file's strings are its commands, and so are a Ruby
	// build DSL's (rake's sh "..."); in Python's and JavaScript's files a
	// string is data unless a shell call takes it, which scanCode reads.
	if deletesHome(text) || !k.generate && homeDeleteIn(w, text) {
		// Any language's delete of the home folder (os.RemoveAll of
		// HOME in a magefile, rmtree of it in a wscript). In a Go
		// file only a call counts: a test table may hold the strings.
		w.add("rm-root", "", path.Base(p)+" holds code that deletes your home folder, run by its tool")
	}
	// (doit's and xmake's actions are strings the tool runs as commands.)
	if (k.lang == nil || k.lang == ruby || path.Base(p) == "dodo.py" || path.Base(p) == "xmake.lua") && !k.script {
		for _, s := range taskShellStrings(p, text, k.generate) {
			w.script(homeInterpolated(s), depth+1, via)
		}
	}
	w.via = w.via[:len(w.via)-1]
	// Interpreter code that only might delete or run something is the
	// ordinary stuff of build files: only a finding that names its harm
	// stays.
	kept := w.findings[:mark]
	for _, f := range w.findings[mark:] {
		if f.Rule != "interp-destructive" && f.Rule != "unparseable" {
			kept = append(kept, f)
		}
	}
	w.findings = kept
}

// homeDeleteIn reports text that deletes the home folder in any
// language's spelling (codepath.go).
func homeDeleteIn(w *walker, text string) bool {
	return deletesHome(text) || deletesHomeIn(homeAsShell(text, w.g.env.Home), w.g.env.Home)
}

// taskShellStrings are the shell commands a task file holds: the quoted
// strings and the values after a key on each line (a Taskfile's cmds, a
// script in package.json, a ninja rule's command), //go:generate lines,
// cmake's execute_process(COMMAND ...), ant's exec and delete, and cargo's
// runner.
func taskShellStrings(p, text string, generateOnly bool) []string {
	var out []string
	add := func(s string) {
		s = strings.TrimSpace(s)
		if len(out) < 64 && s != "" && looksLikeCommand(s) {
			out = append(out, s)
		}
	}
	for n, line := range strings.Split(text, "\n") {
		if n >= 2000 {
			break
		}
		l := strings.TrimSpace(line)
		if g, ok := strings.CutPrefix(l, "//go:generate "); ok {
			add(g)
			continue
		}
		if generateOnly {
			continue
		}
		if i := strings.Index(l, "execute_process("); i >= 0 {
			if j := strings.Index(l[i:], "COMMAND "); j >= 0 {
				add(strings.TrimRight(strings.Fields(l[i+j+len("COMMAND "):] + " ")[0]+" "+strings.Join(strings.Fields(l[i+j+len("COMMAND "):])[1:], " "), ")"))
			}
		}
		// A key and its value: "command = rm -rf x", "- rm -rf x",
		// "wipe: rm -rf x", "script = \"rm -rf x\"".
		v := strings.TrimPrefix(l, "- ")
		if i := strings.IndexAny(v, "=:"); i > 0 && !strings.Contains(v[:i], " ") || i > 0 && strings.HasPrefix(l, "command") {
			v = v[i+1:]
		}
		add(strings.Trim(strings.TrimSpace(v), `"'[],`))
		for _, c := range codeCandidates(l, true) {
			add(c)
		}
		if path.Base(p) == "build.xml" && strings.Contains(l, "<delete") {
			// <delete dir="${user.home}"/>: ant's own delete task.
			for _, attr := range []string{`dir="`, `file="`} {
				if i := strings.Index(l, attr); i >= 0 {
					if j := strings.IndexByte(l[i+len(attr):], '"'); j > 0 {
						add("rm -rf " + antProps(l[i+len(attr):i+len(attr)+j]))
					}
				}
			}
		}
	}
	return out
}

// antProps reads ant's ${user.home} and ${basedir} as the shell's.
func antProps(s string) string {
	return strings.NewReplacer("${user.home}", "$HOME", "${basedir}", ".", "${env.HOME}", "$HOME").Replace(s)
}
