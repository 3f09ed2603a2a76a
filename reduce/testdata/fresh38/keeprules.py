#!/usr/bin/env python3
"""Derive the keep lists of the fresh38 set from the recorded outputs.

Written from scratch for this set. Usage: python3 keeprules.py  (rewrites the
"-- keep --" section of every .txtar in this folder from its output).

A keep line is an output line with ANSI colour escapes and trailing blanks
removed; lines containing a carriage return are never kept; each line is
listed once, in order of first appearance.

Every file gets:
  * the last three non-blank lines;
  * for a failing run (exit != 0), or a file listed in FAILRULE_TOO, every
    line matching FAIL_RE (errors, failures, warnings, exceptions, panics,
    failed assertions, summary/count lines) and every line pointing into the
    project's own code (PROJECT_LOC_RE, minus library/runtime frames);
plus a per-file mode (MODE) saying what the agent asked to see:
  "all"    every non-blank line (the output is the data that was asked for);
  "fail"   nothing beyond the general rules;
  a list of regexes: lines matching any of them.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

FAIL_RE = re.compile(
    r"((?<![-/.\w])errors?\b|\bERR!|\bfail(ed|ure|ures|s)?\b|\bFAIL\b|\bwarning\b|\bWARNING\b|\bWARN\b"
    r"|exception|\bpanic|panicked|Traceback|\bfatal\b|cannot |can't |not found|No such file"
    r"|no method|No rule|Error:|Error\b|assert|DATA RACE|race detected|invalid\b"
    r"|test result:|^Ran \d+ tests|^FAILED|^ℹ (tests|pass|fail) |\d+ (passed|failed)|declared and not used"
    r"|not compatible|passes lock|wrong type)",
    re.IGNORECASE,
)

# File:line places in the project's own code (rewritten paths, relative paths).
PROJECT_LOC_RE = re.compile(
    r"(/home/dev/work/[^ ]+\.(go|py|js|rs)|(^|[\s(])(\./)?(src|internal|cmd|api|tests?|tidemark)/[\w/.-]+\.(go|py|js|rs)[:\"]"
    r"|^\s+\w+_test\.go:\d+:|github\.com/acme/ledgerd/[\w/]+\.\(?\*?\w+\)?[\w.]*\(\)$|^\s+\d+: runeclip::"
    r"|^test at test/)"
)
LIB_FRAME_RE = re.compile(r"(^\s+\d+: (core|std|alloc|__rustc)::|/home/dev/\.pyenv/|/home/dev/go/pkg/mod/|/usr/local/go/src/|node:internal|/rustc/|\{\{closure\}\})")

# Failing outputs: extra assertion-detail lines per tool.
ASSERT_DETAIL = {
    "npm-test-node-runner.txtar": [r"^  [+-] ", r"^\s+(actual|expected):", r"^✖ "],
    "python-unittest-verbose.txtar": [r"^[-+] \[", r"^First (list|extra)", r"^7\.5$", r"^(ERROR|FAIL): "],
    "cargo-test-clip.txtar": [r"^\s+(left|right):", r"^---- ", r"^    tests::"],
    "go-test-race-store.txtar": [r"^(Write|Previous read) at ", r"^--- FAIL", r"^\s+testing\.go:\d+: race"],
    "make-k-test-build.txtar": [r"^--- FAIL", r"^\s+money_test\.go:"],
    "node-eval-undefined-quote.txtar": [r"^\s+at \[eval\]:1:", r"quoteOfTheDay\('2023-12-31'\)\.text\)$"],
    "git-diff-worktree-exit-code.txtar": [r"^diff --git ", r"^@@ ", r"^[-+](?![-+]{2} )"],
    "npm-ls-all-invalid.txtar": [r"^(├|└)── ", r"^(├|└)─┬ ", r"invalid"],
    "npm-ls-single-dep.txtar": "all",
    "stat-data-missing.txtar": [r"^\s+File: ", r"^\s+Size: ", r"^Modify: "],
    "go-doc-missing-method.txtar": [r"^func ", r"^type \w+ struct"],
    "npm-outdated-all-long.txtar": "all",
    "make-dry-run-unknown-target.txtar": "all",
    "jq-add-type-error.txtar": [],
    "sqlite-no-such-table.txtar": "all",
    "ls-la-missing-dir.txtar": "all",
    "wc-missing-glob.txtar": "all",
    "npm-run-build-no-tsc.txtar": [r"^> "],
}

# Passing runs and listings: what the agent asked to see.
MODE = {
    # git history / refs: every commit/ref line is the answer.
    "git-log-oneline-decorate-60.txtar": "all",
    "git-log-graph-all-date-order.txtar": [r"^[|/\\ ]*\* [0-9a-f]{7}"],
    "git-branch-vv-sorted.txtar": "all",
    "git-tag-list-annotations.txtar": "all",
    "git-reflog-40.txtar": "all",
    "git-shortlog-all-emails.txtar": "all",
    "git-blame-store.txtar": [r"^0{7,8} \(Not Committed Yet"],
    "git-diff-stat-tags.txtar": "all",
    "git-show-fuller-name-only.txtar": [r"^commit ", r"^(Author|AuthorDate|Commit|CommitDate):", r"^    \S", r"^[AMDR]\d*\t"],
    # go reference / module data
    "go-list-m-all-ledgerd.txtar": "all",
    "go-doc-all-money.txtar": [r"^(package|func|type|var|const) ", r"^\t\w+ \w+"],
    "go-help-testflag.txtar": [r"^\t-[\w.]+"],
    # printed files the agent asked to read
    "cat-ci-workflow.txtar": "all",
    "cat-pyproject.txtar": "all",
    "cat-package-and-tsconfig.txtar": "all",
    # listings
    "tree-L3-ignore-git.txtar": "all",
    "du-node-modules-sorted.txtar": "all",
    "find-node-modules-large-md.txtar": "all",
    "wc-express-lib.txtar": "all",
    "ls-laR-src-target.txtar": "all",
    "find-dist-packages-distinfo.txtar": "all",
    "npm-view-express-deps.txtar": "all",
    "sys-uname-os-release.txtar": "all",
    "pip-show-missing-numpy.txtar": [r"^(WARNING|Name|Version|Location|Requires|Required-by):"],
    # data queries: the result rows are the answer.
    "jq-high-water-alerts.txtar": "all",
    "sqlite-station-summary.txtar": "all",
    "sqlite-non-good-rows.txtar": "all",
    "head-readings-csv.txtar": "all",
    "grep-error-warn-log.txtar": "all",
    "sed-log-window.txtar": [r"^\S+Z (ERROR|WARN) "],
    "pydoc-readings.txtar": [r"^(NAME|FUNCTIONS|CLASSES|DATA|FILE)$", r"^    (class |\w+\()", r"^    \|  (__init__|__eq__)\(", r"^    /home/dev/"],
    # reference text: option/flag definition lines and section headings.
    "gcc-help.txtar": [r"^  -[\w-]"],
    "man-sqlite3.txtar": [r"^[A-Z][A-Z ]+$", r"^       -[\w-]+"],
}
MODE.update(ASSERT_DETAIL)

# Exit-0 files whose own words still state warnings.
FAILRULE_TOO = {"pip-show-missing-numpy.txtar"}
# Nonzero exit that is not a failure (git diff --exit-code: 1 means "differs").
FAILRULE_OFF = {"git-diff-worktree-exit-code.txtar"}


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(text):
    head, rest = text.split("-- output --\n", 1)
    out, _ = rest.split("-- keep --\n", 1)
    m = re.search(r"^exit: (\d+)$", head, re.M)
    return head, out, int(m.group(1))


def keep_for(name, out, code):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [(l, clean(l)) for l in raw]
    mode = MODE.get(name, "fail")
    chosen = [False] * len(lines)
    for i, (orig, c) in enumerate(lines):
        if "\r" in orig or not c.strip():
            continue
        if mode == "all":
            chosen[i] = True
        elif isinstance(mode, list) and any(re.search(p, c) for p in mode):
            chosen[i] = True
        if (code != 0 and name not in FAILRULE_OFF) or name in FAILRULE_TOO:
            lib = LIB_FRAME_RE.search(c)
            if (FAIL_RE.search(c) or PROJECT_LOC_RE.search(c)) and not lib:
                chosen[i] = True
    nonblank = [i for i, (o, c) in enumerate(lines) if c.strip() and "\r" not in o]
    for i in nonblank[-3:]:
        chosen[i] = True
    seen, keep = set(), []
    for i, (o, c) in enumerate(lines):
        if chosen[i] and c not in seen:
            seen.add(c)
            keep.append(c)
    return keep


def main():
    tot_out = tot_keep = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
        head, out, code = parse(text)
        keep = keep_for(name, out, code)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep))
        tot_out += len(out.encode("utf-8", "surrogateescape"))
        tot_keep += sum(len(k.encode("utf-8", "surrogateescape")) + 1 for k in keep)
    print(f"output bytes {tot_out}, keep bytes {tot_keep}, save {100 * (1 - tot_keep / tot_out):.1f}%")


if __name__ == "__main__":
    main()
