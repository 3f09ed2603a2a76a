#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh163 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

The cases are chained and wrapped commands (make, npm scripts, just, task, tox,
nox, pre-commit, CI scripts with `set -x`, `for` loops over modules, pipes into
tail/head/grep, `time`, `env`, `timeout`, `git bisect run`). One command's
output mixes several tools, so every case runs the rules of every tool the set
uses; each rule matches only its own tool's line shapes. A few rules depend on
the command (e.g. `time` keeps the `real` line).

A keep line is an output line with ANSI escapes (CSI, OSC and charset selects)
and trailing whitespace removed. Blank lines are never kept. Each distinct
line is kept once, at its first occurrence in output order. Every case also
keeps its last three non-blank lines.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def last_match(lines, pattern):
    rx = re.compile(pattern)
    hits = [i for i, l in enumerate(lines) if rx.search(l)]
    return hits[-1:]


# ---------------------------------------------------------------- drivers

def drivers(lines, cmd, exit_):
    """make, just, task, npm, tox, nox, pre-commit, set -x scripts, time, timeout."""
    keep = match_all(
        lines,
        r"^make(\[\d+\])?: \*\*\* ",                        # make failure
        r"^error: recipe `[^`]+` failed",                   # just failure
        r"^task: Failed to run task ",                      # task failure
        r"^npm (error|ERR!) ",                              # npm failure
        # tox 3
        r"^ERROR: InvocationError for command ",
        r"^ERROR:\s+\S+: (commands failed|InterpreterNotFound)",
        r"^SKIPPED:",
        r"^\s+\S+: commands succeeded$",
        r"^\s+congratulations :\)$",
        # nox
        r"^nox > Command .* failed with exit code",
        r"^nox > Session \S+ (failed|skipped|was successful)",
        r"^nox > \* \S+: ",
        # pre-commit
        r"\.{3,}(Failed|\(no files to check\)Skipped)$",
        r"^- hook id: ",
        r"^- exit code: ",
        r"^- files were modified by this hook$",
        r"^Fixing /",
        # bash
        r": command not found$",
        r"^(bash: )?\S+: line \d+: ",
    )
    if re.search(r"(^|[;&|(]\s*)time ", cmd):
        keep += match_all(lines, r"^real\s+\d")
    if exit_ != "0":
        # which step failed: the last `set -x` trace, CI group and task/tox/nox step
        keep += last_match(lines, r"^\++ \S")
        keep += last_match(lines, r"^::group::")
        keep += last_match(lines, r"^task: \[[\w:-]+\] ")
        keep += last_match(lines, r"^\S+ run-test: commands\[\d+\] \| ")
        keep += last_match(lines, r"^nox > Running session ")
    return keep


def git_bisect(lines, cmd, exit_):
    keep = match_all(lines, r"^error: ", r"^fatal: ", r": not found$", r"^bisect found first bad commit",
                     r"is the first bad commit$")
    # the whole first-bad-commit block: sha, author, subject and stat
    for i, l in enumerate(lines):
        if l.endswith("is the first bad commit"):
            j = i + 1
            while j < len(lines) and not lines[j].startswith("bisect found first bad commit"):
                if lines[j].strip():
                    keep.append(j)
                j += 1
    return keep


# ---------------------------------------------------------------- python

def python_lint(lines, cmd, exit_):
    return match_all(
        lines,
        r"^\S+\.py:\d+:\d+: [A-Z]+\d+ ",                    # flake8
        r"^\S+\.py:\d+: error: ",                           # mypy
        r"^Found \d+ errors? in \d+ files?",
        r"^Success: no issues found",
        r"^would reformat ",                                # black
        r"^reformatted ",
        r"^\d+ files? (would be )?reformatted",
        r"^ERROR: \S+ Imports are incorrectly sorted",      # isort
    )


PY_EXC = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception)\b(?::.*)?$")


def pytest(lines, cmd, exit_):
    keep = match_all(
        lines,
        r"^E   ",                                           # assertion detail
        r"^_{3,} .+ _{3,}$",                                # failure headers
        r"^(?:[\w.-]+/)*[\w.-]+\.py:\d+: [A-Z]\w*(Error|Exception|Exit)\b",  # failure location
        r"^(FAILED|ERROR) \S+",                             # short summary
        r"::\S+ (FAILED|ERROR)(\s+\[|$)",                   # -v rows
        r"^=* ?\d+ (failed|passed|errors?)\b.* in [\d.]+s",  # count line
        r"^!{3,} .* !{3,}$",
        r"^TOTAL\s+\d+\s+\d+",
    )
    loc = re.compile(r"^(?:[\w.-]+/)*[\w.-]+\.py:\d+:( |$)")
    for i, l in enumerate(lines):
        if l.startswith(">   "):                         # the failing source line
            keep.append(i)
        m = re.match(r"^\S+\.py\s+\d+\s+(\d+)\s+\d+%", l)   # coverage row with misses
        if m and int(m.group(1)) > 0:
            keep.append(i)
        if PY_EXC.match(l) and not l.startswith("E "):
            keep.append(i)
    # frame locations ("file.py:N:", "file.py:N: in func") are kept only inside failure blocks
    in_fail = False
    for i, l in enumerate(lines):
        if re.match(r"^=+ FAILURES =+$", l):
            in_fail = True
        elif re.match(r"^=+ (short test summary info|warnings summary) =+$", l) or l.startswith("----------- coverage"):
            in_fail = False
        elif in_fail and loc.match(l):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- js / ts

def js(lines, cmd, exit_):
    keep = match_all(
        lines,
        # eslint (stylish)
        r"^\s+\d+:\d+\s+(error|warning)\s",
        r"^✖ \d+ problems? ",
        r"potentially fixable with the `--fix` option",
        # prettier
        r"^\[(warn|error)\] ",
        # tsc
        r"^\S+\(\d+,\d+\): error TS\d+: ",
        r"^\S+:\d+:\d+ - error TS\d+: ",
        r"^Found \d+ errors?( in \d+ files?)?\.",
        # vitest
        r"^\s+× ",
        r"^\s+→ ",
        r"^ FAIL ",
        r"^ ❯ \S+\.test\.ts \(.*failed",
        r"^ ❯ \S+:\d+:\d+$",
        r"Failed Tests \d+",
        r"^(AssertionError|TypeError|ReferenceError|RangeError|Error|SnapshotMismatchError)\b.*:",
        r"^(Expected|Received): ",
        r"^\s+Snapshots\s+\d+ (failed|updated|obsolete|written)",
        r"^\s+(Snapshots|Test Files|Tests)\s+\d+ (failed|passed)",
        r"^ERROR: Coverage for \w+ \([\d.]+%\) does not meet",
        r"^All files\s+\|",
    )
    # tsc --pretty summary table
    for i, l in enumerate(lines):
        if l.strip() == "Errors  Files":
            j = i + 1
            while j < len(lines) and re.match(r"^\s+\d+\s+\S+", lines[j]):
                keep.append(j)
                j += 1
    # tsc continuation lines (indented under an error)
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+: ", l):
            j = i + 1
            while j < len(lines) and lines[j].startswith("  ") and not re.match(r"^\S", lines[j]):
                keep.append(j)
                j += 1
    # eslint: the file header above each group of rows
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l) and i > 0 and \
                not re.match(r"^\s+\d+:\d+\s+(error|warning)\s", lines[i - 1]):
            keep.append(i - 1)
    # vitest diff: "- Expected" / "+ Received" and the -/+ lines that follow
    in_diff = False
    for i, l in enumerate(lines):
        if l == "- Expected":
            in_diff = True
            keep.append(i)
            continue
        if in_diff:
            if l.startswith(" ❯ ") or l.startswith("⎯"):
                in_diff = False
            elif re.match(r"^[-+](\s|$)", l):
                keep.append(i)
    # coverage rows that list uncovered lines
    for i, l in enumerate(lines):
        cells = [c.strip() for c in l.split("|")]
        if len(cells) == 6 and re.match(r"^[\d.]+$", cells[1]) and cells[5]:
            keep.append(i)
    return keep


# ---------------------------------------------------------------- go

def go(lines, cmd, exit_):
    keep = match_all(
        lines,
        r"^\s*--- FAIL: ",
        r"^FAIL\s+\S+",                                     # package failure
        r"^FAIL$",
        r"^# \S+",                                          # package header before build/vet errors
        r"^(vet: )?\S+\.go:\d+:\d+: ",                      # compile, vet, staticcheck, golangci-lint
        r"^\s+\S+_test\.go:\d+: ",                          # t.Errorf messages
        r"^\s+testing\.go:\d+: race detected",
        r"^WARNING: DATA RACE",
        r"^(Write|Read|Previous write|Previous read) at 0x",
        r"^panic: ",
        r"^\s+running tests:",
        r"^\t\tTest\S+ \(",
        r"^\d+ issues?:",
        r"^\* \w+: \d+",
        r"^needs gofmt:",
    )
    # gofmt -l listing under "needs gofmt:"
    for i, l in enumerate(lines):
        if l == "needs gofmt:":
            j = i + 1
            while j < len(lines) and re.match(r"^\S+\.go$", lines[j]):
                keep.append(j)
                j += 1
    # stack frames in the project (race report, timeout dump) with their function line,
    # and the "goroutine N [state]:" header of each goroutine that runs project code
    for i, l in enumerate(lines):
        if re.match(r"^\s+" + re.escape(PROJECT) + r"\S+\.go:\d+", l) and i > 0:
            keep += [i - 1, i]
            j = i - 1
            while j >= 0 and lines[j].strip() and not re.match(r"^goroutine \d+ \[", lines[j]):
                j -= 1
            if j >= 0 and re.match(r"^goroutine \d+ \[", lines[j]):
                keep.append(j)
    return keep


# ---------------------------------------------------------------- rust

def cargo(lines, cmd, exit_):
    keep = match_all(
        lines,
        r"^error(\[E\d+\])?: ",
        r"^warning: (?!build failed, waiting)(?!`[\w-]+` \(.*\) generated)",
        r"^\s+--> \S+:\d+:\d+",
        r"^\s*\d*\s*\|\s+[-^]+ \S",                        # label line with a message
        r"^\s+= note: (expected|found) ",
        r"^test \S+ \.\.\. FAILED$",
        r"^---- \S+ stdout ----$",
        r"panicked at ",
        r"^test result: FAILED\.",
        r"^test result: ok\. (?!0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out)",
        r"^\s*(left|right): ",                              # assert_eq! operands
        r"has been running for over \d+ seconds",
        r"^Diff in \S+:\d+:",                               # rustfmt --check
    )
    for i, l in enumerate(lines):
        # panic message lines right after "panicked at"
        if "panicked at " in l:
            j = i + 1
            while j < len(lines) and lines[j].strip() and not lines[j].startswith("note: ") \
                    and not lines[j].startswith("stack backtrace:") and not lines[j].startswith("thread "):
                keep.append(j)
                j += 1
        # failing test names under the second "failures:" header
        if l == "failures:" and i + 1 < len(lines) and re.match(r"^    \S+$", lines[i + 1]):
            j = i + 1
            while j < len(lines) and re.match(r"^    \S+$", lines[j]):
                keep.append(j)
                j += 1
        # target list under "error: N targets failed:"
        if re.match(r"^error: \d+ targets failed:", l):
            j = i + 1
            while j < len(lines) and lines[j].startswith("    `"):
                keep.append(j)
                j += 1
        # backtrace frames in the project, with the function line above
        if re.match(r"^\s+at \./src/\S+:\d+:\d+$", l) and i > 0 and "core::" not in lines[i - 1] \
                and "std::" not in lines[i - 1]:
            keep += [i - 1, i]
    return keep


RULES = (drivers, git_bisect, python_lint, pytest, js, go, cargo)


def bisect_steps(lines, cmd, exit_):
    """git bisect run: the verdict matters; of each step's test run only its count line."""
    return match_all(lines, r"^=* ?\d+ (failed|passed|errors?)\b.* in [\d.]+s")


def keep_lines(cmd, exit_, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    rules = (drivers, git_bisect, bisect_steps) if "git bisect run" in cmd else RULES
    idx = set()
    for rule in rules:
        idx.update(rule(lines, cmd, exit_))
    idx.update(nonblank(lines)[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for path in files:
        cmd, exit_, output = parse(path)
        keep = keep_lines(cmd, exit_, output)
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])
