#!/usr/bin/env python3
"""Derive the keep lists of the fresh34 set from the recorded outputs.

Usage: keeprules.py SRC_DIR DEST_DIR
SRC_DIR holds txtar files with cmd/exit/output but no keep section; each is
written to DEST_DIR with a `-- keep --` section appended.

Written from scratch by the recorder of this set, without reading any reducer
or any other set's rules.
"""
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# 1. lines that state a problem
PROBLEM = re.compile(
    r"\b(error|errors|fail|failed|failing|failure|failures|warning|warnings|"
    r"exception|panic|traceback|fatal|dubious|conflict|unmerged|"
    r"cannot|can't|undefined|offenses?)\b|\b\w+(Error|Exception)\b|"
    r"not ok\b|\bFAIL\b|ERROR STOP|No such file|\*failed\*|Pattern match failure|"
    r"no parse|both modified|\bE\s{2,}\S|^E\s+\S",
    re.IGNORECASE,
)

# 2. assertion details
ASSERT_DETAIL = re.compile(
    r"^\s*(expected|actual|but got|got)\s*:|^\s*Expected:|^\s*Actual:|"
    r"expected:<|but was:<|!==|^\s*[+-]\s{3}'|^>\s|^_{3,} \S+ _{3,}$|"
    r"\{(expected|value),",
)

# 3. locations in the project's own code
OWN_LOCATION = re.compile(
    r"^(src|lib|bin|test|tests|ledger|packages|t)/[\w./-]+[:(]\d+|"     # path:line
    r"^[\w./-]+\.(py|hs|ml|f90|java|js|rb|erl|pl|t)[:(]\d+|"
    r"^\s*#\d+ .* in (__stats_mod\w*|test_stats|main)\b|"                   # fortran frames
    r"^\s+at (src|tests)/\S+:\d+|"
    r"^\s+at io\.dev\.|"                                                  # java own frames
    r"\(?file:///home/dev/work/(?!.*node_modules)|"                      # node own frames
    r"^\s*(Raised at|Called from) Ocalc|^\s*(Raised at|Called from) Dune__exe|"
    r"^\s*File \"/home/dev/work/|^\s*File \"(ledger|tests)/|"
    r"^in function lru:|"
    r"^#\s+at t/|^\s*location: '/home/dev/work/|"
    r"^[\w.]+\s*\(\w+\)$|^\d+\) \w+\(io\.dev"                             # junit headers
)

# 4. summary / count lines
SUMMARY = re.compile(
    r"\b\d+ (passed|failed|errors?|tests?|runs|offenses|problems?)\b|"
    r"^# (tests|suites|pass|fail|cancelled|skipped|todo) \d+|"
    r"^Tests run:|^Result:|^Files=\d+|^Failed: \d+|FAILURES!!!|"
    r"Found \d+ error|rated at|^Cases: \d+|Failed \d+/\d+ subtests|"
    r"^\d+ upgraded, \d+ newly installed|^Automatic merge failed|"
    r"^\s*Failed test:|Non-zero exit status|=+ .*(passed|failed).* =+$|"
    r"^make: \*\*\*"
)

DIFF_PLACES = re.compile(
    r"^diff --(git|cc) |^@@|^commit [0-9a-f]{7,}|^(\+\+|  )?[<=>]{7}( |$)|"
    r"^\+\+<<<<<<<|^\+\+=======|^\+\+>>>>>>>"
)

LAST_N = 3


def clean(line):
    return ANSI.sub("", line).rstrip()


def generic(lines):
    keep = set()
    for i, l in enumerate(lines):
        if PROBLEM.search(l) or ASSERT_DETAIL.search(l) or OWN_LOCATION.search(l) \
                or SUMMARY.search(l) or DIFF_PLACES.search(l):
            keep.add(i)
    return keep


def last_nonblank(lines, n=LAST_N):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-n:])


# Per-file rules.  Each function gets the cleaned lines and the set chosen so
# far and returns the final set of indices.

def all_nonblank(lines, keep):
    return {i for i, l in enumerate(lines) if l.strip()}


def only_last(lines, keep):
    return set()


def git_log_graph(lines, keep):
    # every commit line of the graph is a place the agent navigates by
    return {i for i, l in enumerate(lines) if re.search(r"\b[0-9a-f]{7}\b", l)}


def git_show_stat(lines, keep):
    return {i for i, l in enumerate(lines)
            if l.startswith("commit ") or re.match(r"^\s+\S.*\|\s+\d+", l)
            or re.search(r"files? changed", l) or (i > 0 and lines[i - 1] == "" and l.startswith("    "))}


def git_log_patch(lines, keep):
    return {i for i, l in enumerate(lines)
            if re.match(r"^commit [0-9a-f]+|^diff --git|^@@", l)}


def git_blame(lines, keep):
    # lines changed after the root commit: who touched what
    return {i for i, l in enumerate(lines) if not l.startswith("^")}


def git_diff(lines, keep):
    return {i for i, l in enumerate(lines) if re.match(r"^diff --|^@@", l)}


def git_status(lines, keep):
    return {i for i, l in enumerate(lines)
            if re.search(r"both modified|Unmerged|unmerged paths|modified:|deleted:|new file:", l)}


def grep_listing(lines, keep):
    # grep -rn: every match is what was asked for
    return {i for i, l in enumerate(lines) if re.match(r"^[\w./-]+:\d+:", l)}


def ls_la(lines, keep):
    return {i for i, l in enumerate(lines)
            if re.match(r"^[-dlr][-rwxs]{9}", l) and not re.search(r" \.\.?$", l)
            or l.endswith(":")}


def tail_log(lines, keep):
    out = set()
    for i, l in enumerate(lines):
        if re.search(r" (ERROR|WARNING|CRITICAL) ", l):
            out.add(i)
        if re.match(r"^Traceback|^  File |^\w[\w.]*(Error|Exception|Operation):", l):
            out.add(i)
    return out


def log_grep_context(lines, keep):
    out = set()
    for i, l in enumerate(lines):
        if re.match(r"^\d+:.* (ERROR|WARNING) ", l):
            out.add(i)
        if re.match(r"^\d+-(Traceback|  File |\w[\w.]*(Error|Exception|Operation):)", l):
            out.add(i)
    return out


def pip_list(lines, keep):
    return {0, 1}


def objdump(lines, keep):
    return {i for i, l in enumerate(lines)
            if l.startswith("Disassembly of section") or re.match(r"^[0-9a-f]+ <.*>:$", l)
            or "file format" in l}


def strace_c(lines, keep):
    out = set(keep)
    for i, l in enumerate(lines):
        if re.match(r"^% time|^-+ -+|^100\.00 .* total$", l) or l.rstrip().endswith(" total"):
            out.add(i)
    # drop the strace table separator rows
    return {i for i in out if not re.match(r"^-{6}", lines[i])}


def dpkg_L(lines, keep):
    return {i for i, l in enumerate(lines) if l.startswith("/usr/bin/")}


def npm_install(lines, keep):
    return {i for i, l in enumerate(lines) if re.match(r"^(added|removed|changed|up to date)", l)}


def apt_install(lines, keep):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\d+ upgraded|^The following NEW packages|^Setting up ", l)
            or (i > 0 and lines[i - 1].startswith("The following NEW packages") and l.startswith("  "))}


def pytest_pass(lines, keep):
    # a passing verbose run: only the summary line (plus the last three)
    return {i for i, l in enumerate(lines) if re.match(r"^=+ \d+ passed", l)}


def minus(pattern):
    rx = re.compile(pattern)

    def f(lines, keep):
        return {i for i in keep if not rx.search(lines[i])}
    return f


def chain(*fs):
    def f(lines, keep):
        for g in fs:
            keep = g(lines, keep)
        return keep
    return f


def plus(pattern):
    rx = re.compile(pattern)

    def f(lines, keep):
        return set(keep) | {i for i, l in enumerate(lines) if rx.search(l)}
    return f


PER_FILE = {
    # printed source file: the agent asked to read it, all of it matters
    "head-eval-ml": all_nonblank,
    # git
    "git-log-graph-shipmono": git_log_graph,
    "git-show-stat-merge": git_show_stat,
    "git-log-patch-quote": git_log_patch,
    "git-blame-quote-range": git_blame,
    "git-ledger-diff": git_diff,
    "git-diff-conflict-shipmono": chain(git_diff, plus(r"^\+\+(<<<<<<<|=======|>>>>>>>)")),
    "git-status-merge-shipmono": git_status,
    # listings and search
    "grep-rn-failwith-ocalc": grep_listing,
    "ls-la-dune-build": ls_la,
    "tree-shipmono-no-modules": all_nonblank,
    "dpkg-L-ocaml-dune": dpkg_L,
    "pip-list-system": pip_list,
    "objdump-fortran-head": objdump,
    # logs
    "tail-import-log": tail_log,
    "grep-log-errors-context": log_grep_context,
    # installs
    "npm-install-workspaces-typescript": npm_install,
    "apt-get-install-erlang-dev": apt_install,
    # passing verbose runs: no passing rows
    "pytest-ledger-pass-verbose": pytest_pass,
    "pytest-ledger-amounts-verbose-pass": pytest_pass,
    # failing runs: remove generic hits that only say something passed or are
    # runtime/library frames
    "strace-c-fortran-tests": strace_c,
    "npm-test-workspaces-fail": chain(
        minus(r"^\s+(Test\.|Suite\.|async |TestContext|getActual|Function\.throws|new |node:|Array\.map)"),
        minus(r"failureType: 'subtestsFailed'|error: '1 subtest failed'|code: 'ERR_TEST_FAILURE'"),
        minus(r"^\s*# Subtest:|^> "),
        plus(r"^npm error (path|workspace|command sh)|did not match the regular|Expected values to be")),
    "node-test-quote-tariff-fail": chain(
        minus(r"failureType: 'subtestsFailed'|error: '1 subtest failed'|code: 'ERR_TEST_FAILURE'"),
        minus(r"^\s*# Subtest:|^\s*ok \d+ - "),
        plus(r"^\s+\d+(\.\d+)? !== \d|Expected values to be")),
    # pytest prints source context indented; only its E and > lines matter
    "pytest-ledger-fail": minus(r"^\s{4}"),
    "pytest-ledger-verbose-fail": minus(r"^\s{4}"),
    "pylint-ledger": plus(r"^\w[\w/.]*\.py:\d+:\d+: [CWERF]\d{4}"),
    "rubocop-wrap": plus(r"^[\w/.]+\.rb:\d+:\d+: [CWEF]:"),
    "make-fortran-check-bounds": plus(r"^Fortran runtime error|^At line \d+ of file"),
    "erlang-eunit-lru-evict-fail": plus(r"^\s+\{(line|expression|expected|value),|^\*\*error"),
    "ocaml-main-exception-backtrace": plus(r"^Fatal error"),
    "dune-build-ocalc-errors": plus(r"^File \"|^'a'$|Here is an example"),
    "dune-build-main-type-error": plus(r"^File \"|^\s+int$"),
    "ghc-typecheck-inventory-error": plus(r"^\s+• "),
    "make-haskell-test-warn-fail": plus(r"^\s+Defined but not used|This binding for|^test/Spec.hs:\d+$"),
    "haskell-spec-one-failure": plus(r"^test/Spec.hs:\d+$"),
    "javac-registry-errors": plus(r"^\d+ errors?$"),
    "junit-tokenbucket-fail": chain(plus(r"^\d+\) \w+\(io\.dev|^There w(as|ere) \d+ failure"),
                                    minus(r"^\s+at org\.junit")),
    "prove-perl-tmpl-fail": plus(r"^#\s+Failed test|^#\s+(got|expected):|^not ok"),
    "ruby-minitest-wrap-fail": plus(r"^\s+\d+\) Failure:|^TestWrap#\w+ \[test/"),
    "tsc-checkjs-shipmono": plus(r"error TS\d+|^\s+(Overload|Argument of type)"),
    "python-ledger-missing-file": plus(r"^FileNotFoundError"),
}


def derive(name, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = generic(lines)
    rule = PER_FILE.get(name)
    if rule is not None:
        keep = rule(lines, keep)
    keep |= last_nonblank(lines)
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if "\r" in raw[i] or not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    src, dst = sys.argv[1], sys.argv[2]
    for fn in sorted(os.listdir(src)):
        if not fn.endswith(".txtar"):
            continue
        name = fn[:-6]
        text = open(os.path.join(src, fn), encoding="utf-8", errors="surrogateescape", newline="").read()
        head, output = text.split("-- output --\n", 1)
        keep = derive(name, output)
        with open(os.path.join(dst, fn), "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n")
            for l in keep:
                f.write(l + "\n")


if __name__ == "__main__":
    main()
