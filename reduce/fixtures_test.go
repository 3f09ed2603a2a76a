package reduce

import (
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// fixture is one recorded real output (see testdata/fixtures/*.txtar: the
// header names the reducer kind and the command that produced it; "keep"
// lists the lines that must survive any reduction).
type fixture struct {
	name, kind, output string
	keep               []string
	contains           []string // substrings that must survive (of a clipped line)
}

func loadFixtures(t testing.TB, dir string) []fixture {
	files, err := filepath.Glob(filepath.Join(dir, "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixtures: %v", err)
	}
	var out []fixture
	for _, f := range files {
		a, err := txtar.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		fx := fixture{name: strings.TrimSuffix(filepath.Base(f), ".txtar")}
		for _, l := range strings.Split(string(a.Comment), "\n") {
			if k, ok := strings.CutPrefix(l, "kind: "); ok {
				fx.kind = k
			}
			if c, ok := strings.CutPrefix(l, "cmd: "); ok && fx.kind == "" {
				fx.kind = Kind(strings.Fields(c)) // as hooktool reduce would pick it
			}
		}
		// A line of the output that reads as a txtar marker (yosys
		// prints "-- Running command `...` --") starts no section: it
		// and what follows belong to the section above it.
		var files []txtar.File
		for _, file := range a.Files {
			switch file.Name {
			case "output", "keep", "contains":
				files = append(files, file)
			default:
				if len(files) == 0 {
					t.Fatalf("%s: %q before any section", f, file.Name)
				}
				last := &files[len(files)-1]
				last.Data = append(append(last.Data, "-- "+file.Name+" --\n"...), file.Data...)
			}
		}
		for _, file := range files {
			switch file.Name {
			case "output":
				fx.output = string(file.Data)
			case "keep":
				// Compared as hooktool cleans a line: a set whose rules
				// left a CRLF line's "\r" on (curl -i's head) means the
				// line, not its ending.
				fx.keep = strings.Split(strings.TrimSuffix(string(file.Data), "\n"), "\n")
				for k, l := range fx.keep {
					fx.keep[k] = cleanLine(l)
				}
			case "contains":
				fx.contains = strings.Split(strings.TrimSuffix(string(file.Data), "\n"), "\n")
			}
		}
		if fx.kind == "" || fx.output == "" || len(fx.keep)+len(fx.contains) == 0 {
			t.Fatalf("%s: needs a kind, an output and keep lines", f)
		}
		out = append(out, fx)
	}
	return out
}

// fullPath is as long as a real one, so the markers cost what they cost.
const fullPath = "/home/dev/.local/state/hooktool/reduce/20261129-174311-52093-go-test.log"

var markerRe = regexp.MustCompile(`^\[(?:hooktool: )?([\d,]+) lines? omitted(; full output: ` + regexp.QuoteMeta(fullPath) + `)?\]$`)

// okNoteRe is the line that counts the ok lines of passing packages.
var okNoteRe = regexp.MustCompile(`^\[hooktool: ([\d,]+) packages ok(?: under (\S+))?: (.*?)(; full output: ` + regexp.QuoteMeta(fullPath) + `)?\]$`)

// okNamed reports whether an ok line's package is named by a packages-ok
// note of out.
func okNamed(out []string, k string) bool {
	f := strings.Fields(k)
	if len(f) < 2 || f[0] != "ok" {
		return false
	}
	for _, l := range out {
		if m := okNoteRe.FindStringSubmatch(l); m != nil {
			for _, n := range strings.Fields(m[3]) {
				if m[2]+n == f[1] {
					return true
				}
			}
		}
	}
	return false
}

// clipRe is the marker inside a clipped line.
var clipRe = regexp.MustCompile(` ?\[hooktool: [\d,]+ bytes? of this line omitted(; full output: ` + regexp.QuoteMeta(fullPath) + `)?\] ?`)

// reduceAsRun reduces one stream's text as Run does: only when something
// is omitted and the reduction is worth it. Run's bound on what it shows
// (fitShown) is left out: the sets score what the rules keep, and the
// bound stands for the client's own cut (8 of the recorded outputs pass
// it, and lose 425 keep lines to it that Claude Code would not show).
func reduceAsRun(kind, text string) string {
	if len(text) <= DefaultMinBytes {
		return text
	}
	out, omitted := reduceAs(kind, textLines(text), fullPath, len(text) <= smallBytes)
	if !omitted || !Worth(len(text), out, fullPath) {
		if cl := cleanText(text); escapesWorth(text, cl) {
			return cl // only terminal escapes go
		}
		return text
	}
	return out
}

// TestFixtures reduces every recorded output the way Run does and checks
// that every must-keep line survives, that every omission is marked with
// the exact number of lines it stands for, and reports the bytes saved.
func TestFixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fixtures", 70)
}

// TestFreshFixtures scores the set recorded for issue 26 before the
// reducers were tuned to it (testdata/fresh): tools and shapes the first
// sets lacked.
func TestFreshFixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh", 0)
}

// TestFresh2Fixtures scores a second blind set, recorded for issue 26's
// follow-up before its changes (testdata/fresh2): compilers, runtimes and a
// linter no other set has.
func TestFresh2Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh2", 0)
}

// TestFresh3Fixtures scores a third blind set, recorded for issue 26
// before its reducers were read or run on it (testdata/fresh3): 51 tools
// and shapes no other set has. Its README records the first, blind score.
// Since the reducers were fixed to keep all its lines, a lost keep line
// fails, and so does a marker or summary that miscounts (the walk follows
// clang-tidy's grouped diagnostics at absolute paths).
func TestFresh3Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh3", 0)
}

// TestFresh4Fixtures scores a fourth blind set, recorded for issue 26
// while the reducers were being tuned on the others, by someone who did
// not read them (testdata/fresh4): 38 tools and shapes no other set has.
// Its README records the first, blind score and the score since the
// reducers were fixed to keep all its lines: a lost keep line, a marker
// or a summary that miscounts fails.
func TestFresh4Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh4", 0)
}

// TestFresh5Fixtures scores a fifth blind set, recorded for issue 26
// while the reducers were being tuned on the others, by someone who did
// not read them (testdata/fresh5): 37 tools and shapes no other set has.
// Its README records the first, blind score and the score since the
// reducers were fixed to keep its lines: a lost keep line (but the one
// weakKeep names), a marker or a summary that miscounts fails.
func TestFresh5Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh5", 0)
}

// TestFresh6Fixtures scores a sixth blind set, recorded for issue 26
// while the reducers were being tuned on the others, by someone who did
// not read them (testdata/fresh6): 33 tools and shapes no other set has.
// Its README records the first, blind score and the score since the
// reducers were fixed to keep its lines: a lost keep line (but the ones
// weakKeep names), a marker or a summary that miscounts fails.
func TestFresh6Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh6", 0)
}

// TestFresh7Fixtures scores a seventh blind set, recorded for issue 26
// while the reducers were being tuned on the others, by someone who did
// not read them (testdata/fresh7): 43 tools and shapes no other set has.
// Its README records the first, blind score and the score since the
// reducers were fixed to keep its lines: a lost keep line (but the ones
// weakKeep names), a marker or a summary that miscounts fails.
func TestFresh7Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh7", 0)
}

// TestFresh8Fixtures scores an eighth blind set, recorded for issue 26
// while the reducers were being tuned on the others, by someone who did
// not read them (testdata/fresh8): 49 tools and shapes no other set has.
// Its README records the first, blind score and the score since the
// reducers were fixed to keep its lines: a lost keep line (but the ones
// weakKeep names), a marker or a summary that miscounts fails.
func TestFresh8Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh8", 0)
}

// TestFresh9Fixtures scores a ninth blind set, recorded for issue 26 by
// someone who did not read the reducers (testdata/fresh9): 53 tools and
// shapes no other set has, 16 of them over 5 KB. Its README records the
// first, blind score and the score since the reducers were fixed to keep
// its lines: a lost keep line (but the ones weakKeep names), a marker or
// a summary that miscounts fails.
func TestFresh9Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh9", 0)
}

// TestFresh10Fixtures scores a tenth blind set, recorded for issue 26 by
// someone who did not read the reducers (testdata/fresh10): 63 outputs of
// the everyday tools of seven languages, none a repeat of another set's
// tool and shape, 15 of them over 5 KB. Its README records the first,
// blind score and the score since the reducers were fixed to keep its
// lines: a lost keep line (but the ones weakKeep names), a marker or a
// summary that miscounts fails.
func TestFresh10Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh10", 0)
}

// TestFresh11Fixtures scores an eleventh blind set, recorded for issue 26
// by someone who did not read the reducers (testdata/fresh11): 91 outputs
// of the everyday tools of nine languages, none a repeat of another set's
// tool and shape, 15 of them over 5 KB. Its README records the first,
// blind score, the score after the passes that never saw it, and the
// score since its lost lines were fixed as classes: a lost keep line, a
// marker or a summary that miscounts fails.
func TestFresh11Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh11", 0)
}

// TestFresh12Fixtures scores a twelfth blind set, recorded for issue 26
// by someone who did not read the reducers (testdata/fresh12): 93 outputs
// of the everyday tools of nine languages, none a repeat of another set's
// tool and shape, 14 of them over 5 KB. Its README records the first,
// blind score, the score after the passes that never saw it, and the
// score since its lost lines were fixed as classes: a lost keep line, a
// marker or a summary that miscounts fails.
func TestFresh12Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh12", 0)
}

// TestFresh13Fixtures scores a thirteenth blind set, recorded for issue
// 26 by someone who did not read the reducers (testdata/fresh13): 95
// outputs of the everyday tools of Python, JavaScript/TypeScript, Go,
// Rust and C, none a repeat of another set's tool and shape, 18 of them
// over 5 KB. Its README records the first, blind score and the score
// since its lost lines were fixed as classes: a lost keep line (but the
// ones weakKeep names), a marker or a summary that miscounts fails.
func TestFresh13Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh13", 0)
}

// TestFresh14Fixtures scores a fourteenth blind set, recorded for issue
// 26 by someone who did not read the reducers (testdata/fresh14): 108
// outputs of the everyday tools of Python, JavaScript/TypeScript, Go,
// Rust and C, git and the shell, none a repeat of another set's tool and
// shape. Its README records the first, blind score and the score since
// its lost lines were fixed as classes: a lost keep line (but the ones
// weakKeep names), a marker or a summary that miscounts fails.
func TestFresh14Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh14", 0)
}

// TestFresh15Fixtures scores a fifteenth blind set, recorded for issue
// 26 by someone who did not read the reducers (testdata/fresh15): 73
// outputs of the everyday tools of Python, JavaScript/TypeScript, Go,
// Rust, C/C++ and Java, git, the shell and logs, none a repeat of another
// set's tool and shape. Its README records the first, blind score and
// the score since its lost lines were fixed as classes: a lost keep line
// (but the ones weakKeep names), a marker or a summary that miscounts
// fails.
func TestFresh15Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh15", 0)
}

// TestFresh16Fixtures scores a sixteenth blind set, recorded for issue
// 26 by someone who did not read the reducers (testdata/fresh16): 43
// outputs of tools no other set has (Django's manage.py, tox, JUnit 5's
// console launcher, terraform, ninja, revive, gosec, rustc, biome check,
// drd) and new shapes of the everyday ones. Its README records the
// first, blind score and the score since its lost lines were fixed as
// classes: a lost keep line (but the ones weakKeep names), a marker or a
// summary that miscounts fails.
func TestFresh16Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh16", 0)
}

// TestFresh17Fixtures scores a seventeenth blind set, recorded for issue
// 26 by someone who did not read the reducers (testdata/fresh17): 35
// outputs of tools no other set has (mix and ExUnit, EUnit and erlc,
// busted, iverilog and vvp, lintian, xmlstarlet, chktex, scons, ansible,
// behave, plunit, tcltest, msgfmt, spectral, html-validate,
// systemd-analyze verify). Its README records the first, blind score and
// the score since its lost lines were fixed as classes: a lost keep line
// (but the ones weakKeep names), a marker or a summary that miscounts
// fails.
func TestFresh17Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh17", 0)
}

// TestFresh18Fixtures scores an eighteenth blind set, recorded by someone
// who did not read the reducers (testdata/fresh18): 38 outputs of tools no
// other set has (ghc, dune, R CMD check and Rscript, fpc, gnatmake, sbcl,
// guile, valac, tidy, graphviz, gawk --lint, bison, autoreconf and
// automake's make check, splint, sparse, flawfinder, tcc, gforth,
// gofumpt, gocritic, gocyclo, qunit, coffee, svgo, remark, alex,
// csslint). Its README records the first, blind score and the score
// since its lost lines were fixed as classes: a lost keep line, a marker
// or a summary that miscounts fails, and so does a score under 67% (68%
// until GHC's messages under a bare head stayed: its non-exhaustive
// patterns, 165 bytes).
func TestFresh18Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh18", 67)
}

// TestFresh23Fixtures scores a twenty-third blind set, recorded by someone
// who did not read the reducers (testdata/fresh23): 59 outputs of an agent's
// everyday tools in flags, reporters and failures no other set has (pytest
// with --lf -x, xdist, hypothesis seeds, signal timeouts, -vv parametrize
// grids, unittest discovery, mypy, black, isort, pylint reports, flake8
// statistics, jest, mocha, tsc -b over project references and
// --explainFiles, eslint-plugin-import, prettier, esbuild --log-level=verbose,
// npm ERESOLVE, go build/vet/test with generics and -race, cargo workspaces,
// clippy pedantic and a full backtrace, cmake with ninja, ctest, g++ and
// clang++ template errors, git bisect/merge/rebase/cherry-pick/log -p,
// rg, tree, du, ls, curl -v, kubectl and docker without a server, a Python
// application log, a Node worker crash). A baseline: it logs lost keep
// lines and miscounting markers instead of failing on them.
func TestFresh23Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh23", 0, t.Logf)
}

// TestFresh24Fixtures scores a twenty-fourth blind set, recorded by someone
// who did not read the reducers (testdata/fresh24): 59 outputs of an agent's
// everyday tools in new flags and failures (pytest --tb=line/-W error/-rA/-l,
// unittest -b, mypy --pretty, flake8 --show-source, pylint, vitest, node
// --test tap/spec, tsc, eslint 9 flat config, go build/vet/test -race and a
// concurrent map write, cargo borrowck, doctests, clippy -D warnings and fmt,
// ASan, -fanalyzer, clang -Weverything, cmake/ctest, git rebase/squash
// conflicts and logs, curl, kubectl and docker without a server, a 48 KB
// job log). A baseline: it logs lost keep lines and miscounting markers
// instead of failing on them.
func TestFresh24Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh24", 0, t.Logf)
}

// TestFresh19Fixtures scores a nineteenth blind set, recorded by someone
// who did not read the reducers (testdata/fresh19): 68 outputs of the
// mainstream tools of an agent's working day in flags, reporters and
// failures no other set has (pytest -v/-rA/--tb=native, unittest, mypy
// --pretty, flake8, pylint, pip -v, jest under ESM, vitest timeouts, mocha
// --check-leaks, node --test, tsc, eslint, prettier --log-level debug,
// webpack, vite --debug, esbuild, rollup, pnpm, yarn, go test -v and
// -race, go vet -c, golangci-lint's tab output, cargo test, clippy's
// restriction group, gcc -fanalyzer through make, clang -Weverything,
// cmake and ctest, git merges, cherry-picks, rebases, diffs and logs,
// rg, grep, find, curl -v, docker without a daemon, a Python service's
// log). Its README records the first, blind score and the score since
// its lost lines were fixed as classes: a lost keep line, a marker or a
// summary that miscounts fails, and so does a score under 62% (63% until
// a diff kept up to 100 changed lines of each file, not 40: its keep
// lists name none of those lines, the twenty-eighth set's do).
func TestFresh19Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh19", 62)
}

// TestFresh20Fixtures scores a twentieth blind set, recorded by someone who
// did not read the reducers (testdata/fresh20): 53 outputs of the rest of
// an agent's working day, half of them languages and tools from Debian and
// npm (ruby, rspec, minitest, rubocop, php -l, phpunit, phpcs, prove,
// perlcritic, javac, java, the JUnit console, maven offline, kotlinc, lua,
// shellcheck, bats, sqlite3, psql, g++, clang-tidy, cppcheck, valgrind,
// gdb, cmake with ninja, python -m build with twine, tox offline, node,
// npm ls and outdated, docker-compose without a daemon), half mainstream
// tools in shapes recorded sets rarely hold (a monorepo's go test, a long
// -v log with one failure at its end, git log -p, git rebase -i and git
// bisect run, a large diff --stat, find, ls -lR, du, ps, env, a service's
// log, a JSON API response, make -k over many targets, progress bars). It
// is a baseline: lost keep lines and miscounting markers are logged, not
// failed on, until the set is fixed as classes.
func TestFresh20Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh20", 0, t.Logf)
}

// TestFresh21Fixtures scores a twenty-first blind set, recorded by someone
// who did not read the reducers (testdata/fresh21): 70 outputs of an
// agent's day, two thirds mainstream (pytest, unittest, mypy, flake8,
// pylint, black, jest, vitest, mocha, node --test, tsc, eslint, prettier,
// esbuild, rollup, vite, npm, go build/test/vet, staticcheck, cargo, gcc,
// clang, make, cmake, git, rg, find, ls, du, curl, docker) and a third
// other tools (rspec, prove, php, shellcheck, javac, java, mvn, sqlite3,
// psql, lua, mix test, a service's log). It is a baseline: lost keep
// lines and miscounting markers are logged, not failed, and no score is
// required.
func TestFresh21Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh21", 0, t.Logf)
}

// TestFresh22Fixtures scores a twenty-second blind set, recorded by someone
// who did not read the reducers (testdata/fresh22): 60 outputs, three
// quarters of the tools an agent runs all day (pytest in five reporters,
// unittest, mypy, flake8, pylint, jest, vitest, mocha, node --test, tsc,
// eslint, prettier, webpack, vite, esbuild, npm, go test/vet/run/build,
// staticcheck, cargo build/test/clippy, make, cmake and ctest, clang
// --analyze, git diff/log/show/merge/rebase/stash/status, rg, grep, find,
// curl -v, a long job log), the rest valgrind, cppcheck, shellcheck,
// yamllint and xmllint. It was scored once, blind, after the session's
// other fixes (its README has that score); since its five lost lines were
// fixed as classes, a lost keep line, a marker or a summary that
// miscounts fails, and so does a score under 70%.
func TestFresh22Fixtures(t *testing.T) {
	scoreFixtures(t, "testdata/fresh22", 70)
}

// layoutKept names the sets' formatter diffs whose keep lists hold the
// changed lines, with the reason they go: each changed line of these that
// is lost is logged, not failed, and does not count as kept.
var layoutKept = map[string]string{
	"testdata/fresh7/shfmt-d-scripts": "a formatter's changed lines that only lay the scripts out anew (layout.go); the files' and the hunks' headers stay under a note that says so",
}

// weakKeep are keep lines a set's rules picked for a word that means
// nothing there, by file ("dir/name") and line, with the reason; losing
// one is logged, not failed, and it does not count as kept. No rule is
// written to keep them: it would keep the like of them everywhere.
var weakKeep = map[string]map[string]string{
	"testdata/fresh15/vitest3-run-sequence-shuffle-seed":       {"     11| test('vat unknown country', () => expect(vat(100, 'XX')).toBeNaN());": "a line of a code frame, kept by its list for the word \"unknown\" in the test's name; the failure's message and place stay"},
	"testdata/fresh15/vitest3-typecheck-only":                  {"      8|   expectTypeOf(summary).parameter(0).toEqualTypeOf<string | undefined>…": "a line of a code frame above the failing one, kept by its list for the word \"undefined\" in a type; the failure's message, its place and the line its caret is under stay"},
	"testdata/fresh16/jest-expand-cart":                        {"      44 |   test('unknown country', () => {": "a line of a jest code frame under the failing one, the next test's opening, kept by its list for the word \"unknown\" in the test's name; the failure's message, its \">\" line and its place stay"},
	"testdata/fresh16/stylelint16-formatter-verbose":           {"  font-family-no-missing-generic-family-keyword: 1": "a row of stylelint's count of problems by rule, kept by its list for the word \"missing\" in the rule's name; the finding it counts is kept above, its rule named"},
	"testdata/fresh16/django-manage-test-v2-missing-migration": {"    failures = test_runner.run_tests(test_labels)": "the source line of a frame in Django's own code (dist-packages), kept by its list for the word \"failures\" in a variable's name; library frames go with their source lines, and the project's frames and the exception stay"},
	"testdata/fresh12/cargo-clippy-pedantic": {
		"   = note: `#[warn(clippy::ptr_arg)]` on by default": "the lint's name again under a warning that states it, kept by its list for the word \"warn\"",
		"28 + #[must_use]":                           "a suggested edit's line, kept only for being among the last three lines; the warning it belongs to and its place stay",
		"29 | pub fn delta(a: u32, b: u32) -> u32 {": "a quoted source line under a suggestion, kept only for being among the last three lines",
	},
	"testdata/fresh11/pytest-lf-v-tb-no":                {"plugins: cov-4.0.0, pylama-7.4.3, timeout-2.1.0, hypothesis-6.67.1, xdist-3.1.0": "pytest's list of installed plugins, kept by its list for the word \"timeout\" in a plugin's name; it says nothing of the run"},
	"testdata/fresh12/pytest-maxfail-2":                 {"plugins: cov-4.0.0, pylama-7.4.3, timeout-2.1.0, hypothesis-6.67.1, xdist-3.1.0": "pytest's list of installed plugins, kept by its list for the word \"timeout\" in a plugin's name; it says nothing of the run"},
	"testdata/fresh12/pytest-v-l-all":                   {"plugins: cov-4.0.0, pylama-7.4.3, timeout-2.1.0, hypothesis-6.67.1, xdist-3.1.0": "pytest's list of installed plugins, kept by its list for the word \"timeout\" in a plugin's name; it says nothing of the run"},
	"testdata/fresh12/pytest-vv-money":                  {"plugins: cov-4.0.0, pylama-7.4.3, timeout-2.1.0, hypothesis-6.67.1, xdist-3.1.0": "pytest's list of installed plugins, kept by its list for the word \"timeout\" in a plugin's name; it says nothing of the run"},
	"testdata/fresh12/vitest-bail-1-cart":               {"     10|   it('tax unknown country', () => expect(tax(items, 'xx')).toBe(0));": "a line of a code frame, kept by its list for the word \"unknown\" in the test's name; the failure's message and place stay"},
	"testdata/fresh12/vitest-reporter-dot":              {"     10|   it('tax unknown country', () => expect(tax(items, 'xx')).toBe(0));": "a line of a code frame, kept by its list for the word \"unknown\" in the test's name; the failure's message and place stay"},
	"testdata/fresh13/jest-coverage-text":               {"      11 |   if (rate === undefined) {": "a line of a jest code frame above the failing one, kept by its list for the word \"undefined\" in the source; the failure's message, its \">\" line and its place stay"},
	"testdata/fresh13/jest-findRelatedTests-coupon":     {"      11 |   if (rate === undefined) {": "a line of a jest code frame above the failing one, kept by its list for the word \"undefined\" in the source; the failure's message, its \">\" line and its place stay"},
	"testdata/fresh13/jest-runInBand-detectOpenHandles": {"      11 |   if (rate === undefined) {": "a line of a jest code frame above the failing one, kept by its list for the word \"undefined\" in the source; the failure's message, its \">\" line and its place stay"},
	"testdata/fresh13/npm-run-test-ci":                  {"      11 |   if (rate === undefined) {": "a line of a jest code frame above the failing one, kept by its list for the word \"undefined\" in the source; the failure's message, its \">\" line and its place stay"},
	"testdata/fresh13/pytest-W-error-deprecation":       {"        import warnings": "a source line of the function that raised, in a failure's traceback, kept by its list for the word \"warnings\" in an imported module's name; the \">\" line and the E line under it say what failed"},
	"testdata/fresh14/jest-ci-bail": {
		"      17 |   test('unknown currency', () => {":                                                                 "a line of a jest code frame under the failing one, kept by its list for the word \"unknown\" in the next test's name; the failure's message, its \">\" line and its place stay",
		"      26 |   test('unknown currency', () => expect(() => toMinor(1, 'XYZ')).toThrow('unknown currency XYZ'));": "a line of a jest code frame under the failing one, the next test's source, kept by its list for the word \"unknown\"; the failure's message, its \">\" line and its place stay",
	},
	"testdata/fresh14/jest-npx-default-all": {
		"      17 |   test('unknown currency', () => {":                                                                 "a line of a jest code frame under the failing one, kept by its list for the word \"unknown\" in the next test's name; the failure's message, its \">\" line and its place stay",
		"      26 |   test('unknown currency', () => expect(() => toMinor(1, 'XYZ')).toThrow('unknown currency XYZ'));": "a line of a jest code frame under the failing one, the next test's source, kept by its list for the word \"unknown\"; the failure's message, its \">\" line and its place stay",
		"          18 |   test('store failure', async () => {":                                                          "a line of a jest code frame above the failing one, the test's own opening, kept by its list for the word \"failure\" in the test's name; the failure's heading names the test",
		"          20 |     await expect(reserve(store, 2026)).rejects.toThrow('timeout');":                             "a line of a jest code frame under the failing one, kept by its list for the word \"timeout\"; its place stays in the trace (\"at Object.toThrow (test/numbering.test.js:20:48)\") and the failure's expected and received values say what failed",
	},
	"testdata/fresh5/find-ls-mocha-pkg": {
		" 11135636     12 -rw-r--r--   1 root     root        11394 Dec  1 21:28 node_modules/mocha/lib/errors.js":          "a file listing's row, kept by its list for the word \"errors\" in the file's name",
		" 11135627      4 -rw-r--r--   1 root     root         2773 Dec  1 21:28 node_modules/mocha/lib/error-constants.js": "a file listing's row, kept by its list for the word \"error\" in the file's name",
	},
	"testdata/fresh6/strace-c-python": {
		"  0.00    0.000000           0         1           getegid": "a table's row of no failure, kept only for being among the last three lines, above the rule and the total",
	},
	"testdata/fresh7/cargo-build-message-format-json": {
		"   Compiling meter v0.1.0 (/tmp/work7/rs/meter)": "cargo's progress line, kept by the last-three-lines rule (the JSON diagnostics under it count as contains entries); it says nothing of the errors",
	},
	"testdata/fresh8/cucumber-js-failures": {
		`   ✔ When I add 20 "book" at 1.00 # features/step_definitions/steps.js:5`: "a passing step of a failing scenario, kept by its list for the step definition's place; the failing step and the scenario's header say what failed",
		`   ✔ When I add 50 "book" at 2.00 # features/step_definitions/steps.js:5`: "a passing step of a failing scenario, kept by its list for the step definition's place",
		`   ✔ When I add 1 "gift" at 20.00 # features/step_definitions/steps.js:5`: "a passing step of a failing scenario, kept by its list for the step definition's place",
	},
	"testdata/fresh8/openssl-x509-text": {
		"                DNS:shop.internal.example, DNS:api.internal.example, IP Address:127.0.0.1": "a certificate's field among its hex dumps, kept by the set's rule for this tool by name; it states no failure and no place (a rule keeping a field's lone value under its name cost every set 1-2 points of savings)",
	},
	"testdata/fresh6/go-test-shuffle-parallel": {
		"?   \texample.com/gq/cmd/stuck\t[no test files]": "a package without tests, kept by the last-three-lines rule; it says nothing of the run",
	},
	"testdata/fresh9/npm-run-build-workspaces": {
		"> @mono/core@1.0.0 build": "the banner of a workspace whose build passed; it says nothing of the failure",
		"> @mono/web@1.0.0 build":  "the failing workspace's banner, far above its error; npm's kept \"npm error workspace @mono/web@1.0.0\" names it",
	},
	"testdata/fresh9/npm-test-workspaces": {
		"> @mono/cli@1.0.0 test":  "the banner of a workspace whose tests passed (its \"# fail 0\"); the failing one's is kept",
		"> @mono/core@1.0.0 test": "the banner of a workspace whose tests passed (its \"# fail 0\")",
		"> @mono/web@1.0.0 test":  "the banner of a workspace whose tests passed (its \"# fail 0\")",
	},
	"testdata/fresh10/pytest-durations-tb-short": {
		"plugins: cov-4.0.0, pylama-7.4.3, timeout-2.1.0, hypothesis-6.67.1, xdist-3.1.0": "pytest's header naming the plugins loaded; it says nothing of the failures",
	},
	"testdata/fresh10/pytest-k-vv": {
		"plugins: cov-4.0.0, pylama-7.4.3, timeout-2.1.0, hypothesis-6.67.1, xdist-3.1.0": "pytest's header naming the plugins loaded; it says nothing of the failures",
	},
	"testdata/fresh10/pylint-reports-y": {
		"|type     |number |old number |difference |%documented |%badname |": "a header of pylint's report tables of counts (statistics by type, raw metrics, duplication, messages); the findings above them, kept or counted in a summary, say what failed",
		"|type      |number |%     |previous |difference |":                  "a header of pylint's report tables of counts; the findings above them say what failed",
		"|                         |now   |previous |difference |":           "a header of pylint's report tables of counts; the findings above them say what failed",
		"|type       |number |previous |difference |":                        "a header of pylint's report tables of counts; the findings above them say what failed",
		"|missing-function-docstring |19          |":                         "a row of pylint's messages-by-id table, a count its findings list one by one",
		"|missing-module-docstring   |4           |":                         "a row of pylint's messages-by-id table, a count its findings list one by one",
		"|missing-class-docstring    |4           |":                         "a row of pylint's messages-by-id table, a count its findings list one by one",
	},
}

func scoreFixtures(t *testing.T, dir string, minSaved float64, lost ...func(string, ...any)) {
	if raceDetector && dir != "testdata/fixtures" {
		t.Skip("a blind set is scored without -race, in make race's second step")
	}
	var before, after, kept, want int
	perKind := map[string]*[2]int{}
	for _, fx := range loadFixtures(t, dir) {
		t.Run(fx.name, func(t *testing.T) {
			out := reduceAsRun(fx.kind, fx.output)
			got := map[string]bool{}
			for _, l := range splitLines(out) {
				got[l] = true
			}
			sums := summaries(out)
			oneline := map[string]bool{}
			for l := range got {
				if m := onelineRe.FindStringSubmatch(l); m != nil {
					oneline[m[1]] = true
				}
			}
			// (Commits written as hash and subject that a summary of
			// alike ones stands for: recordruns.go.)
			filled := filledLines(sums)
			for l := range filled {
				if m := onelineRe.FindStringSubmatch(l); m != nil {
					oneline[m[1]] = true
				}
			}
			for _, k := range fx.keep {
				want++
				if got[k] || covered(sums, k) != nil || isCommitLine(k) && len(k) >= 19 && oneline[k[7:19]] || onelineSubject(out, k) || onelineSubject(joinLines(filled), k) || okNamed(splitLines(out), k) {
					kept++
				} else if why, ok := weakKeep[filepath.ToSlash(filepath.Join(dir, fx.name))][k]; ok {
					t.Logf("weak keep line lost (%s): %q", why, k)
				} else if why, ok := layoutKept[filepath.ToSlash(filepath.Join(dir, fx.name))]; ok && changedLine(k) {
					t.Logf("layout-only changed line lost (%s): %q", why, k)
				} else if len(lost) > 0 {
					lost[0]("must-keep line lost: %q", k)
				} else {
					t.Errorf("must-keep line lost: %q", k)
				}
			}
			for _, k := range fx.contains {
				want++
				if strings.Contains(out, k) {
					kept++
				} else {
					t.Errorf("must-keep text lost: %q", k)
				}
			}
			var r reporter = t
			if len(lost) > 0 {
				r = &logOnly{t}
			}
			func() {
				if l, ok := r.(*logOnly); ok {
					defer l.stop()
				}
				checkMarkers(r, fx.output, out)
			}()
			if n := strings.Count(out, "; full output: "); n > 1 {
				r.Errorf("%d markers name the full output, want one", n)
			}
			before += len(fx.output)
			if perKind[fx.kind] == nil {
				perKind[fx.kind] = &[2]int{}
			}
			perKind[fx.kind][0] += len(fx.output)
			perKind[fx.kind][1] += len(out)
			after += len(out)
			t.Logf("%-18s %-12s %7d -> %6d bytes (%.0f%% saved)", fx.name, fx.kind, len(fx.output), len(out), 100*(1-float64(len(out))/float64(len(fx.output))))
		})
	}
	saved := 100 * (1 - float64(after)/float64(before))
	kinds := make([]string, 0, len(perKind))
	for k := range perKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		b, a := perKind[k][0], perKind[k][1]
		t.Logf("reducer %-12s %7d -> %6d bytes (%.0f%% saved)", k, b, a, 100*(1-float64(a)/float64(b)))
	}
	t.Logf("fixture set: %d -> %d bytes, %.1f%% saved; must-keep lines kept: %d/%d", before, after, saved, kept, want)
	if saved < minSaved {
		t.Errorf("saved %.1f%% over the fixture set, want at least %.0f%%", saved, minSaved)
	}
}

// reporter is what checkMarkers reports through: a test, or a logOnly
// that records a blind set's baseline without failing it.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// logOnly logs what would fail a test, for a set scored before tuning
// (its README records the first score); Fatalf ends the walk as FailNow
// would, through stop.
type logOnly struct{ t *testing.T }

type stopWalk struct{}

func (l *logOnly) Helper() { l.t.Helper() }

func (l *logOnly) Errorf(format string, args ...any) {
	l.t.Helper()
	l.t.Logf("baseline (not failed): "+format, args...)
}

func (l *logOnly) Fatalf(format string, args ...any) {
	l.t.Helper()
	l.t.Logf("baseline (not failed): "+format, args...)
	panic(stopWalk{})
}

func (l *logOnly) stop() {
	if r := recover(); r != nil {
		if _, ok := r.(stopWalk); !ok {
			panic(r)
		}
	}
}

// checkMarkers walks the reduced output against the original: every line
// is the next original line (or its clipped form), and every marker skips
// exactly the number of lines it claims.
func checkMarkers(t reporter, orig, out string) {
	t.Helper()
	if orig == out {
		return
	}
	in := splitLines(orig)
	sums := summaries(out)
	shown := map[string]bool{}
	for _, l := range splitLines(out) {
		shown[l] = true
	}
	filled := filledLines(sums)  // (commits a summary stands for, as hash and subject)
	header := func(k int) bool { // an eslint header left out for summaries
		return k < len(in) && pathOnly(in[k]) && !shown[in[k]] && covered(sums, in[k]) != nil
	}
	i := 0
	okLeft := 0 // ok lines a "packages ok" note stands for, not yet passed
	// skipCovered passes over one block a summary stands for: a
	// diagnostic (counted against its summary) with its snippet lines, or
	// an eslint header whose messages all went into summaries (with the
	// blank line above it).
	skipCovered := func() bool {
		if i >= len(in) {
			return false
		}
		if okLeft > 0 && (strings.HasPrefix(in[i], "ok ") || strings.HasPrefix(in[i], "ok\t")) && !shown[in[i]] {
			okLeft--
			i++
			return true
		}
		if isCommitLine(in[i]) && len(in[i]) >= 19 {
			h := in[i][7:19]
			for l, s := range filled {
				if strings.HasPrefix(l, h+" ") && onelineRe.MatchString(l) {
					s.seen++
					shown[l] = true
					delete(filled, l)
					break
				}
			}
			for l := range shown {
				if strings.HasPrefix(l, h+" ") {
					// Hash and subject on one line: the header goes.
					i++
					for i < len(in) && in[i] != "" && !strings.HasPrefix(in[i], "    ") {
						i++ // Author:, Date:, Merge:
					}
					for i < len(in) && in[i] == "" {
						i++
					}
					i++ // the subject
					if i < len(in) && in[i] == "" && (i+1 == len(in) || !strings.HasPrefix(in[i+1], "    ")) {
						i++
					}
					return true
				}
			}
		}
		if in[i] == "" && header(i+1) {
			i += 2
			return true
		}
		if header(i) || gccContext(in[i]) && i+1 < len(in) && covered(sums, in[i+1]) != nil {
			i++
			return true
		}
		if s, end := coveredFinding(sums, in, i); s != nil {
			s.seen++ // a finding placed otherwise, its message lines with it
			i = end
			return true
		}
		s := covered(sums, in[i])
		if s == nil || pathOnly(in[i]) {
			return false
		}
		i++
		s.seen++
		if n := wrappedMessage(len(in), func(k int) (string, bool) { return in[k], true }, i-1); n > 0 {
			i += n // a message wrapped at the margin (mypy --pretty): its lines are the summary's message
		}
		j := i
		if end, ok := arrowEnd(len(in), func(k int) string { return in[k] }, i-1); ok {
			i = end // an arrow finding: its block as arrow.go reads it
			return true
		}
		for j < len(in) && !statisticsRow(in[j]) && (snippetLine(in[j]) || elaborates(in[i-1], in[j])) { // (a tally's row is no snippet: groupDiagsKeep)
			j++
		}
		if j > i && j < len(in) && in[j] == "" {
			j++
		}
		i = j
		return true
	}
	outLines := splitLines(out)
	for oi, l := range outLines {
		if summaryRe.MatchString(l) || onelineRe.MatchString(l) && !shown0(in, l) || strings.HasPrefix(l, "[hooktool: later commits shown as hash and subject") || l == layoutNote || l == cascadeNote || renameNoteRe.MatchString(l) {
			continue
		}
		if m := okNoteRe.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
			okLeft += n
			continue
		}
		if m := recursionRe.FindStringSubmatch(l); m != nil {
			// A recursion's note: the block above it, again and again.
			p, _ := strconv.Atoi(m[1])
			if m[1] == "" {
				p = 1
			}
			n, _ := strconv.Atoi(strings.ReplaceAll(m[2], ",", ""))
			if p < 1 || n < 1 || oi < p {
				t.Fatalf("recursion note %q", l)
			}
			for k := range n * p {
				want := recursionKey(outLines[oi-p+k%p])
				for i < len(in) && recursionKey(in[i]) != want && skipCovered() {
				}
				if i >= len(in) || recursionKey(in[i]) != want {
					t.Fatalf("recursion note %q: input line %d is not its block's line %q", l, i+1, outLines[oi-p+k%p])
				}
				i++
			}
			continue
		}
		if m := markerRe.FindStringSubmatch(l); m != nil {
			n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
			if n < 1 {
				t.Fatalf("marker %q", l)
			}
			for n > 0 {
				if i >= len(in) {
					t.Fatalf("marker %q past the input's end", l)
				}
				if !skipCovered() {
					i++
					n--
				}
			}
			continue
		}
		// (A heading a summary stands for, whose twin with another
		// message under it is shown: the line after it tells which.)
		twin := func() bool {
			if i+1 < len(in) && covered(sums, in[i]) != nil {
				if _, _, ok := arrowPlace(in[i+1]); ok {
					// An arrow finding's message: its place tells it
					// from its twin a summary stands for.
					return oi+1 >= len(outLines) || outLines[oi+1] != in[i+1]
				}
			}
			if s, end := coveredFinding(sums, in, i); s == nil || end <= i+1 || i+1 >= len(in) {
				return false
			}
			return oi+1 >= len(outLines) || outLines[oi+1] != in[i+1]
		}
		for i < len(in) && (in[i] != l || in[i] == "" && header(i+1) || twin()) && skipCovered() {
		}
		if i >= len(in) {
			t.Fatalf("extra output line %q", l)
		}
		if l != in[i] && !clippedFrom(l, in[i]) {
			t.Fatalf("output line %q is not input line %d %q", l, i+1, in[i])
		}
		i++
	}
	for skipCovered() {
	}
	if i != len(in) {
		t.Fatalf("output accounts for %d of %d input lines", i, len(in))
	}
	if okLeft != 0 {
		t.Errorf("a packages-ok note counts %d ok lines more than it stands for", okLeft)
	}
	for _, s := range sums {
		if s.seen != s.n {
			t.Errorf("summary of %q says %d more, the output left out %d", s.key, s.n, s.seen)
		}
	}
}

// pathOnly reports whether s is an absolute path alone: an eslint file
// header, which a summary names but does not count (unlike a diagnostic
// at an absolute path, "/src/a.c:5: warning: ...").
func pathOnly(s string) bool {
	return strings.HasPrefix(s, "/") && !strings.Contains(s, " ")
}

// summary is a group line: n more occurrences of key at places.
type summary struct {
	n      int
	key    string
	places map[string][]string // "file:line" -> the names generalized out at each occurrence there, "|"-separated
	files  string
	names  []string // of a "with" summary: each occurrence's names, "|"-separated
	seen   int      // occurrences the walk skipped for it
}

// renameNoteRe reads foldRenameDiffs's note: the lines it stands for are
// counted by the markers, as a layout-only diff's are.
var renameNoteRe = regexp.MustCompile("^\\[hooktool: changes that only replace `\\w+` with `\\w+`(?:, `\\w+` with `\\w+`)* omitted but the first of each\\]$")

// recursionRe reads foldRecursion's note: how many lines above repeat,
// how many more times.
var recursionRe = regexp.MustCompile(`^\[hooktool: the (?:(\d+) lines above repeat|line above repeats) ([\d,]+) more times(?:, at other addresses)?(?:; full output: ` + regexp.QuoteMeta(fullPath) + `)?\]$`)

var summaryRe = regexp.MustCompile(`^\[hooktool: ([\d,]+) more of "(.*)" (at|under (\S+):|with) (.*?)(?:; full output: ` + regexp.QuoteMeta(fullPath) + `)?\]$`)

// filledLines are the lines the "with" summaries of sums stand for, each
// its summary's message with one occurrence's names put back.
func filledLines(sums []*summary) map[string]*summary {
	out := map[string]*summary{}
	for _, s := range sums {
		for _, n := range s.names {
			out[fill(s.key, n)] = s
		}
	}
	return out
}

// joinLines is the lines of a set as one text, for onelineSubject.
func joinLines(ls map[string]*summary) string {
	var b strings.Builder
	for l := range ls {
		b.WriteString(l + "\n")
	}
	return b.String()
}

// onelineSubject reports whether k, a commit's subject as git log
// indents it, is the subject of a commit out shows as hash and subject.
func onelineSubject(out, k string) bool {
	subj, ok := strings.CutPrefix(k, "    ")
	if !ok || strings.TrimSpace(subj) == "" {
		return false
	}
	for _, l := range splitLines(out) {
		if onelineRe.MatchString(l) && strings.HasSuffix(l, " "+strings.TrimSpace(subj)) {
			return true
		}
	}
	return false
}

// onelineRe is a git log commit hooktool wrote as hash and subject.
var onelineRe = regexp.MustCompile(`^([0-9a-f]{12}) `)

// splitOutside splits a file's lines as a summary lists them ("7(,),9")
// at the commas outside parentheses: a name listed may be a comma.
func splitOutside(s string) []string {
	var parts []string
	depth, from := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, s[from:i])
				from = i + 1
			}
		}
	}
	return append(parts, s[from:])
}

func summaries(out string) []*summary {
	var sums []*summary
	for _, l := range splitLines(out) {
		m := summaryRe.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
		// (Compared as the keep lines are, with runs of blanks as one.)
		s := &summary{n: n, key: strings.Join(strings.Fields(m[2]), " "), places: map[string][]string{}}
		if m[3] == "with" { // a message said of other names: "(name|name) ..."
			for _, f := range strings.Fields(m[5]) {
				if strings.HasPrefix(f, "(") && strings.HasSuffix(f, ")") {
					s.names = append(s.names, f[1:len(f)-1])
				}
			}
			sums = append(sums, s)
			continue
		}
		for _, f := range placeFields(m[5]) {
			f = m[4] + f
			name, _, _ := strings.Cut(f, "(")
			k := strings.LastIndexByte(name, ':')
			if k < 0 {
				continue // past the places listed: "and 12 more"
			}
			for _, ln := range splitOutside(f[k+1:]) {
				ln, names, _ := strings.Cut(ln, "(")
				s.places[f[:k]+":"+ln] = append(s.places[f[:k]+":"+ln], strings.TrimSuffix(names, ")"))
			}
			s.files += f + " "
		}
		sums = append(sums, s)
	}
	return sums
}

var diagLocRe = regexp.MustCompile(`^(?:npm error )?([^\s:(]+\.\w+)(?::(\d+)|\((\d+),)`)

// covered returns the summary that stands for a must-keep line: its
// message is the summary's, and its place is listed (an eslint message
// line, which names no file, by its message alone; an eslint header when
// a summary lists its file).
func covered(sums []*summary, k string) *summary {
	norm := strings.Join(strings.Fields(k), " ")
	if f, ok := parseFinding(k); ok {
		// A finding placed otherwise (findings.go): the summary lists its
		// place, and its message, names put back, starts as the line's.
		msg := strings.Join(strings.Fields(f.key), " ")
		for _, s := range sums {
			for _, at := range findingPlaces(s, f) {
				for _, names := range at {
					if strings.HasPrefix(fill(s.key, names), msg) {
						return s
					}
				}
			}
		}
	}
	if f, ok := barePlace(k); ok {
		// A place line under its message (placeBelow): the summary
		// lists the place.
		for _, s := range sums {
			if at := findingPlaces(s, f); len(at[0]) > 0 {
				return s
			}
		}
	}
	if t := strings.TrimLeft(k, " \t"); (len(t) < len(k) || strings.HasPrefix(t, "^")) && len(norm) >= 16 {
		// The indented message under a heading, or a caret's under a
		// paragraph's (findings.go): the summary's message, names put
		// back at one of its places, holds it (a caret's without its
		// marks).
		msg := strings.TrimLeft(norm, "^-~ ")
		for _, s := range sums {
			for _, at := range s.places {
				for _, names := range at {
					if m := fill(s.key, names); strings.HasSuffix(m, norm) || msg != norm && len(msg) >= 12 && strings.Contains(m, msg) {
						return s
					}
				}
			}
		}
	}
	if msgCodeRe.MatchString(k) && len(norm) >= 12 {
		// The tail of a message wrapped at the margin (mypy --pretty's
		// "expected "int")  [return-value]"): the summary's message,
		// names put back at one of its places, ends with it.
		for _, s := range sums {
			for _, at := range s.places {
				for _, names := range at {
					if strings.HasSuffix(strings.Join(strings.Fields(fill(s.key, names)), " "), norm) {
						return s
					}
				}
			}
		}
	}
	for _, s := range sums {
		if s.names != nil { // the whole line, its names put back
			for _, n := range s.names {
				if norm == fill(s.key, n) {
					return s
				}
			}
			continue
		}
		if strings.HasPrefix(k, "/") && !strings.Contains(k, " ") {
			if strings.Contains(s.files, k+":") {
				return s
			}
			continue
		}
		if file, ln, ok := arrowPlace(k); ok { // an arrow finding's place
			if _, listed := s.places[file+":"+ln]; listed {
				return s
			}
			continue
		}
		m := diagLocRe.FindStringSubmatch(k)
		if m == nil { // eslint: the file is the header's
			for _, at := range s.places {
				for _, names := range at {
					if strings.Contains(norm, fill(s.key, names)) {
						return s
					}
				}
			}
			if strings.Contains(norm, s.key) {
				return s // one of the occurrences kept whole
			}
			continue
		}
		// (Or the head of a message wrapped at the margin, mypy
		// --pretty's, which the summary's message holds whole.)
		msg := strings.TrimLeft(strings.TrimPrefix(norm, m[0]), ":0123456789 ")
		for _, names := range s.places[m[1]+":"+m[2]+m[3]] {
			if f := fill(s.key, names); strings.Contains(norm, f) || len(msg) >= 12 && strings.HasPrefix(f, msg) {
				return s
			}
		}
	}
	return nil
}

// shown0 reports whether l is an input line (not one hooktool wrote).
func shown0(in []string, l string) bool {
	for _, x := range in {
		if x == l {
			return true
		}
	}
	return false
}

// fill puts the names a summary lists for a place back into its message.
func fill(key, names string) string {
	if names == "" {
		return key
	}
	for _, n := range strings.Split(names, "|") {
		key = strings.Replace(key, "…", n, 1)
	}
	return key
}

// clippedFrom reports whether out is line in clipped: its pieces between
// byte markers appear in line in order, starting with its head.
func clippedFrom(out, line string) bool {
	pieces := clipRe.Split(out, -1)
	if len(pieces) < 2 || !strings.HasPrefix(line, pieces[0]) {
		return false
	}
	at := len(pieces[0])
	for _, p := range pieces[1:] {
		k := strings.Index(line[at:], p)
		if k < 0 {
			return false
		}
		at += k + len(p)
	}
	return true
}

// BenchmarkFixtures is the reducers' cost over the whole fixture set.
func BenchmarkFixtures(b *testing.B) {
	fxs := loadFixtures(b, "testdata/fixtures")
	size := 0
	for _, fx := range fxs {
		size += len(fx.output)
	}
	b.SetBytes(int64(size))
	for b.Loop() {
		for _, fx := range fxs {
			reduceAsRun(fx.kind, fx.output)
		}
	}
}

// findingPlaces returns the names a summary lists at a finding's place:
// its file and line, or its line in any file for a table row (whose file
// is the heading's).
func findingPlaces(s *summary, f diag) [][]string {
	if f.file != "" {
		return [][]string{s.places[f.file+":"+f.line]}
	}
	var out [][]string
	for p, names := range s.places {
		if strings.HasSuffix(p, ":"+f.line) {
			out = append(out, names)
		}
	}
	return out
}

// coveredFinding returns the summary that stands for the finding at
// in[i] in a shape parseDiag does not read (findings.go), with the lines
// of its message under it, and where the finding ends: its whole message,
// names put back, is the summary's.
func coveredFinding(sums []*summary, in []string, i int) (*summary, int) {
	f, ok := parseFinding(in[i])
	j := i + 1
	if i+1 < len(in) {
		if d, below := placeBelow(in[i], in[i+1]); below {
			// The message over its place line: the summary's message is
			// the line's, with what the place is in.
			f, ok, j = d, true, belowEnd(len(in), func(k int) string { return in[k] }, i)
			f.key = strings.TrimSuffix(f.key, " …") + " " + f.extra
		}
	}
	if !ok {
		return nil, 0
	}
	if j > i+1 {
	} else if _, para := paraHeading(in[i]); para {
		j, f.key = paraBlock(len(in), func(k int) string { return in[k] }, i)
	} else if _, heading := placeHeading(in[i]); heading {
		for j < len(in) && findingDetail(in[i], in[j]) {
			f.key += " " + strings.TrimSpace(in[j])
			j++
		}
	} else {
		for j < len(in) {
			more, ok := rowWrap(in[j])
			if !ok {
				break
			}
			f.key += " " + more
			j++
		}
	}
	msg := strings.Join(strings.Fields(f.key), " ")
	for _, s := range sums {
		for _, names := range findingPlaces(s, f) {
			for _, n := range names {
				if fill(s.key, n) == msg {
					return s, j
				}
			}
		}
	}
	return nil, 0
}

// placeFields splits a summary's places at the blanks outside the names
// in parentheses (a quoted text taken out of a message may hold blanks).
func placeFields(s string) []string {
	var out []string
	depth, start := 0, -1
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '(':
			depth++
		case c == ')' && depth > 0:
			depth--
		case c == ' ' && depth == 0:
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}
