package reduce

import (
	"path/filepath"
	"slices"
	"strings"
)

// Kinds with a dedicated reducer. Generic is for anything else that is long.
const (
	Generic    = "generic"
	GitStatus  = "git status"
	GitDiff    = "git diff"
	GitShow    = "git show"
	GitLog     = "git log"
	GoTest     = "go test"
	GoBuild    = "go build"
	GoVet      = "go vet"
	NpmInstall = "npm install" // npm, pnpm and yarn installs
	NpmTest    = "npm test"    // npm, pnpm and yarn test runs
	Pytest     = "pytest"
	CargoBuild = "cargo build"
	CargoTest  = "cargo test"
	Make       = "make"
	Tsc        = "tsc"
	Eslint     = "eslint"
	Docker     = "docker build"
	Find       = "find"
	LsR        = "ls -R"
	Tree       = "tree"
	Lint       = "lint"    // linters and type checkers that print file:line: message
	Bundle     = "bundle"  // webpack, esbuild, vite, rollup
	Grep       = "grep"    // grep -r, rg, git grep: file:line:text hits
	Curl       = "curl -v" // curl showing its exchange (-v, -i, -I)
	Pip        = "pip install"
	// Print is for commands that print a file or text the caller asked
	// for (cat, head, sed -n, jq): every line is wanted, and a file read
	// to be followed or edited (source, config, prose) comes back whole.
	// Only a dump's shape folds: a long run of records or of data rows
	// (foldTemplateRuns, foldTables), keeping their head, their end and
	// every one that says a failure (past the memory bound, a stream
	// still spills).
	Print = "print"
	// Bounded is the output of a pipeline the agent cut with head or
	// tail (du ... | sort -h | tail -n 40): up to printWhole it is what
	// was asked to read, whole; past it, any other output.
	Bounded = "bounded"
)

// Kind names the reducer for a command line (argv as the program receives
// it). It returns Generic for commands without a dedicated reducer.
func Kind(argv []string) string {
	if k, ok := lineKind(argv); ok {
		return k // a shell line of several commands (see shape.go)
	}
	if argv = unwrap(argv, false); len(argv) == 0 {
		return Generic
	}
	name := filepath.Base(argv[0])
	args := argv[1:]
	if name == "man" || first(args) == "help" || slices.Contains(args, "--help") {
		// A tool's own reference (gcc --help, go help testflag, man
		// sqlite3): read to find one flag, each line may be it.
		return Print
	}
	switch name {
	case "bash", "sh", "zsh", "dash":
		if script, ok := shellScript(args); ok {
			return Kind(strings.Fields(script)) // bash -c "cd api && go test ./..."
		}
	case "git":
		switch sub, at := gitSub(args); sub {
		case "reflog":
			return GitLog // one entry per line, each a commit's hash first
		case "grep":
			return Grep
		case "status":
			return GitStatus
		case "diff":
			return GitDiff
		case "show":
			if showsBlob(args[at+1:]) {
				return Print // git show REV:path prints a file, as cat does
			}
			return GitShow
		case "log":
			return GitLog
		case "stash":
			if at+1 < len(args) && args[at+1] == "show" {
				return GitShow // a stash's diff, or its --stat
			}

		case "blame", "annotate", "cat-file":
			// A file's lines with their commits, or an object as
			// stored: what was asked for, as cat prints it (blame.go).
			return Print
		case "ls-files", "ls-tree":
			return Find // a listing of paths, as find prints it
		}
	case "go":
		switch first(args) {
		case "test":
			return GoTest
		case "run":
			if len(args) > 1 {
				pkg, ver, versioned := strings.Cut(args[1], "@")
				if linter(filepath.Base(pkg)) {
					return Lint // go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
				}
				if versioned && ver != "" {
					// A tool fetched at a version (go run
					// mvdan.cc/gofumpt@v0.7.0 -l .): what it prints is
					// its own output, not the project's build.
					return Kind(append([]string{filepath.Base(pkg)}, args[2:]...))
				}
			}
			return GoBuild
		case "build", "install":
			return GoBuild
		case "vet":
			return GoVet
		}
	case "npm", "pnpm", "yarn", "bun":
		switch sub := first(args); sub {
		case "outdated":
			return Print // a table of the packages behind: each row is the answer
		case "install", "i", "ci", "add", "update", "up", "upgrade", "remove", "rm", "uninstall":
			return NpmInstall
		case "test", "t", "tst", "vitest", "jest":
			return NpmTest
		case "run", "run-script":
			if len(args) > 1 && strings.HasPrefix(args[1], "test") {
				return NpmTest
			}
		case "":
			if name == "yarn" || name == "pnpm" {
				return NpmInstall // bare yarn installs
			}
		}
	case "npx", "pnpx", "bunx":
		if len(args) > 0 {
			return Kind(args)
		}
	case "jest", "vitest", "mocha":
		return NpmTest
	case "node":
		for _, a := range args {
			if a == "--test" {
				return NpmTest // node's own test runner (TAP or spec output)
			}
			if !strings.HasPrefix(a, "-") {
				break // a script: its arguments are its own
			}
		}
	case "deno":
		if first(args) == "test" {
			return NpmTest
		}
	case "pytest", "py.test":
		return Pytest
	case "python", "python3":
		if len(args) > 1 && args[0] == "-m" {
			switch args[1] {
			case "pytest", "unittest":
				return Pytest // unittest's failures read much like pytest's
			case "pip":
				return Kind(args[1:])
			case "json.tool":
				return Print // a JSON document pretty-printed, as jq prints it
			}
			if linter(args[1]) {
				return Lint
			}
		}
	case "pip", "pip3", "uv":
		if a := first(args); a == "install" || a == "pip" && len(args) > 1 && args[1] == "install" {
			return Pip
		}
	case "webpack", "webpack-cli", "esbuild", "vite", "rollup", "parcel", "tsup":
		if name == "esbuild" && slices.ContainsFunc(args, func(a string) bool { return strings.HasPrefix(a, "--analyze") }) {
			return Print // the bundle's size by input file: each row is the answer, as npm outdated's
		}
		return Bundle
	case "grep", "egrep", "fgrep":
		for _, a := range args {
			if a == "--recursive" || a == "--dereference-recursive" || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.ContainsAny(a, "rR") {
				return Grep
			}
		}
		// A search of the files named (a log, a source file): its hits
		// are what was asked to read, whole while short; past that, a
		// log's lines are read as a log is.
		return Bounded
	case "rg", "ag":
		return Grep
	case "curl":
		for _, a := range args {
			if a == "--verbose" || a == "--include" || a == "--head" || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.ContainsAny(a, "viI") {
				return Curl
			}
		}
	case "cargo":
		switch first(args) {
		case "build", "b", "check", "c", "clippy", "run", "r":
			return CargoBuild
		case "test", "t", "nextest":
			return CargoTest
		}
	case "make", "gmake":
		return Make
	case "tsc", "vue-tsc":
		return Tsc
	case "eslint":
		return Eslint
	case "docker", "podman":
		switch first(args) {
		case "build":
			return Docker
		case "buildx", "image":
			if len(args) > 1 && args[1] == "build" {
				return Docker
			}
		}
	case "find", "fd":
		return Find
	case "ls":
		for _, a := range args {
			if a == "--recursive" || (strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "R")) {
				return LsR
			}
		}
		// A folder's entries, what the agent asked to see: whole while
		// short (printWhole), past it any other output.
		return Bounded
	case "tree":
		return Tree
	case "cat", "head", "tail", "sed", "awk", "less", "more", "bat", "batcat", "nl", "jq", "yq", "echo", "printf", "base64", "xxd", "od", "column", "sort", "uniq", "cut", "wc", "diff", "json_pp":
		return Print
	}
	if linter(name) {
		return Lint
	}
	return Generic
}

// shellScript returns the script a shell runs from its -c option ("-c",
// "-lc", "-ec": the last of its letters), its quotes taken off when argv
// was split on blanks, and whether there is one.
func shellScript(args []string) (string, bool) {
	if len(args) < 2 || len(args[0]) < 2 || args[0][0] != '-' || args[0][len(args[0])-1] != 'c' || strings.HasPrefix(args[0], "--") {
		return "", false
	}
	s := strings.Join(args[1:], " ")
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		s = s[1 : len(s)-1]
	}
	return s, strings.TrimSpace(s) != ""
}

// linter reports whether a program prints one file:line: message per
// finding, which groups well. (A switch, not a map: package init runs on
// every hook call.)
func linter(name string) bool {
	switch name {
	case "mypy", "dmypy", "flake8", "ruff", "pylint", "pyflakes", "pyflakes3", "pycodestyle", "pyright", "staticcheck", "golangci-lint",
		"revive", "shellcheck", "hadolint", "rubocop", "stylelint", "biome", "oxlint", "cppcheck", "clang-tidy":
		return true
	}
	return false
}

// Wraps reports whether the PreToolUse rewrite wraps a command in
// hooktool reduce: one with a reducer of its own, or one with none whose
// long output the generic rules read for its failures (genericTool: a
// test runner, a build, a compiler, a checker). Not a printed file or a
// pipeline cut with head or tail (what was asked to read), nor any other
// command: a short one's output passes through anyway, and an unknown
// one may talk with a user (psql, a REPL).
func Wraps(argv []string) bool {
	switch Kind(argv) {
	case Print, Bounded:
		return false
	case Generic:
		c := unwrap(argv, false)
		return len(c) > 0 && genericTool(filepath.Base(c[0]), c[1:])
	}
	return true
}

// genericTool reports whether a command with no reducer of its own is a
// test runner, a build or a compiler (with the subcommand that makes it
// one, where the bare tool is a REPL, a shell or its help: swift, sbt).
func genericTool(name string, args []string) bool {
	switch name {
	case "ctest", "ninja", "cmake", "gcc", "g++", "cc", "c++", "clang", "clang++", "javac", "scalac",
		"mvn", "mvnw", "gradle", "gradlew", "rspec", "rake", "phpunit", "pest", "prove", "bats", "tox", "nox",
		"valgrind", "ansible-playbook", "ansible-lint", "bazel", "bazelisk", "buck2", "xcodebuild", "flutter":
		return true
	case "kotlinc", "sbt":
		return len(args) > 0 // (bare, a REPL and a shell)
	case "swift", "dotnet", "zig", "mix", "meson", "stack", "cabal", "dune", "elixir", "deno", "dart":
		switch first(args) {
		case "build", "test", "compile", "check":
			return true
		}
	}
	return false
}

func first(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// showsBlob reports whether git show's arguments name a file at a
// revision ("HEAD:src/a.py", ":README.md"): what it prints is that file.
func showsBlob(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if !strings.HasPrefix(a, "-") && !strings.HasPrefix(a, ":/") && strings.Contains(a, ":") && !strings.Contains(a, "://") { // (":/fix" names a commit by its message)
			return true
		}
	}
	return false
}

// gitSub skips git's global options (-C dir, -c k=v, --no-pager, ...) and
// returns the subcommand and its index.
func gitSub(args []string) (string, int) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--namespace":
			i++
		case strings.HasPrefix(a, "-"):
		default:
			return a, i
		}
	}
	return "", -1
}
