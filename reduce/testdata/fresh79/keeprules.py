#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh79 .txtar file from its output.

The rules were fixed before any reducer was run on this set (none ever was by
the author).  Run once: `python3 keeprules.py` in this folder.  Each file's keep
section is replaced by the lines selected here; nothing is edited by hand.

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.

General rules (every tool):
  * the last three non-blank lines of the output are always kept;
  * the tool is told from the command (pytest, coverage+pytest, mypy, flake8,
    pylint, unittest, a python traceback, pip, git status, git diff, grep);
    each tool has explicit rules below.  For an unknown tool, any line naming
    an error, failure, warning, exception or traceback is kept.
"""
from __future__ import annotations

import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJECT_ROOT = "/home/dev/work/"

# ---------------------------------------------------------------- helpers
EXC_LINE = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Warning|Exit|Interrupt|Failure)\b(:.*)?$")
PROJ_REL_LOC = re.compile(r"^(tests|apiary|examples)/[\w./-]*\.py:\d+")
PROJ_ABS_LOC = re.compile(r"^" + re.escape(PROJECT_ROOT) + r"\S*\.py:\d+")
PROJ_FRAME = re.compile(r'^\s*File "' + re.escape(PROJECT_ROOT) + r'[^"]*", line \d+')
KEYWORDS = re.compile(r"(?i)\b(error|errors|fail|failed|failure|failures|warning|warnings|"
                      r"exception|traceback|panic)\b")


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- pytest
PYTEST_SECTION = re.compile(r"^=+ (.*?) =+$")
PYTEST_FINAL = re.compile(r"\b(passed|failed|errors?|skipped|deselected|xfailed|xpassed|warnings?|"
                          r"no tests ran)\b.* in [\d.]+s")
PYTEST_TITLE = re.compile(r"^_{3,} .+ _{3,}$")


def pytest_keep(lines: list[str]) -> set[int]:
    """pytest (any -q/-v/-vv/--tb/-x/--lf/-rA/-k/--durations/-n form).

    Kept: the `collected N items` count; section headers FAILURES, ERRORS,
    warnings summary, short test summary info; every failure/error title
    (`____ test_x[param] ____`, `ERROR collecting ...`) outside the PASSES
    section; `E ` lines (assertion details, diffs, exception text); `>` lines
    (the failing statement); the project's own file:line locations
    (tests/..., apiary/..., or the absolute project path: tb=short/long/line
    locations, `tests/x.py:27: AssertionError`); native-traceback project
    frames, `Traceback` and exception lines; `... Error while loading
    conftest/importing test module`; verbose and xdist rows reporting FAILED
    or ERROR; summary lines `FAILED ...`/`ERROR ...`; interruption banners
    (`!!! Interrupted ...`, `!!! stopping after ...`); `run-last-failure:`;
    the final count line; in the warnings summary, each location line and
    each warning message line.

    Left out: the session header (platform, rootdir, plugins, cachedir,
    hypothesis profile), progress dots and percentages, PASSED rows
    (verbose, xdist and -rA), xdist `bringing up nodes`, source context in
    tracebacks, fixture/parameter value dumps, library frames (/usr/lib),
    the --durations table (timing), `-- Docs:` and `Hint:` lines, captured
    output of passing tests.
    """
    keep: set[int] = set()
    section = ""
    for i, line in enumerate(lines):
        m = PYTEST_SECTION.match(line)
        if m:
            title = m.group(1)
            section = title
            if title in ("FAILURES", "ERRORS", "warnings summary", "short test summary info"):
                keep.add(i)
            elif PYTEST_FINAL.search(title):
                keep.add(i)
            continue
        if not line.strip():
            continue
        if re.match(r"^(collecting \.\.\. )?collected \d+ item", line):
            keep.add(i)
        elif section == "PASSES":
            continue
        elif PYTEST_TITLE.match(line):
            keep.add(i)
        elif line.startswith("E ") or line == "E":
            keep.add(i)
        elif line.startswith(">"):
            keep.add(i)
        elif PROJ_REL_LOC.match(line) or PROJ_ABS_LOC.match(line):
            keep.add(i)
        elif PROJ_FRAME.match(line):
            keep.add(i)
        elif line.startswith("Traceback (most recent call last)") or EXC_LINE.match(line):
            keep.add(i)
        elif re.search(r"Error while (loading conftest|importing test module)", line):
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", line):
            keep.add(i)
        elif re.search(r"(^|\s)(FAILED|ERROR)(\s|$)", line) and "::" in line:
            keep.add(i)  # verbose / xdist rows of failing tests
        elif line.startswith("!!!"):
            keep.add(i)
        elif line.startswith("run-last-failure:"):
            keep.add(i)
        elif re.match(r"^\d+ (passed|failed|error)", line) or PYTEST_FINAL.match(line):
            keep.add(i)
            section = ""  # -q summary line ends the pytest report
        elif section == "warnings summary":
            if re.match(r"^[\w./-]+\.py(:\d+|::\S+)?$", line):
                keep.add(i)  # location of the warning
            elif re.search(r"\w*Warning:", line):
                keep.add(i)  # the warning message
    return keep


# ---------------------------------------------------------------- coverage
COV_ROW = re.compile(r"^(\S+\.py)\s+(\d+)\s+(\d+)\s+(\d+)%")


def coverage_keep(lines: list[str]) -> set[int]:
    """coverage report: header row, every file row with missed statements
    (Miss > 0; 100% rows are left out), TOTAL, `N files skipped due to
    complete coverage`, and any fail-under message.  The pytest part of a
    `coverage run -m pytest` is handled by the pytest rules."""
    keep = pytest_keep(lines)
    for i, line in enumerate(lines):
        m = COV_ROW.match(line)
        if line.startswith("Name ") and "Stmts" in line:
            keep.add(i)
        elif m and int(m.group(3)) > 0:
            keep.add(i)
        elif line.startswith("TOTAL "):
            keep.add(i)
        elif "skipped due to complete coverage" in line or "fail-under" in line \
                or line.startswith("Coverage failure"):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- mypy
def mypy_keep(lines: list[str]) -> set[int]:
    """mypy (plain, --strict, --pretty, --show-error-codes): every line that
    starts at column 0: `file:line: error:`/`note:` lines, the wrapped
    continuation of a --pretty message, and the `Found N errors` /
    `Success` summary.  Left out: --pretty source excerpts and caret lines
    (indented)."""
    return {i for i, line in enumerate(lines) if line.strip() and not line[0].isspace()}


# ---------------------------------------------------------------- flake8
def flake8_keep(lines: list[str]) -> set[int]:
    """flake8: every `path:line:col: CODE message` finding, every
    --statistics row (`N  CODE message`) and the --count total."""
    keep = set()
    for i, line in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", line) or re.match(r"^\d+\s+[A-Z]+\d+ ", line) \
                or re.match(r"^\d+$", line):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- pylint
def pylint_keep(lines: list[str]) -> set[int]:
    """pylint (text and parseable): every message line, the
    `************* Module x` headers, and the score line.  Left out: rule
    lines of dashes and blank lines."""
    keep = set()
    for i, line in enumerate(lines):
        if line.startswith("************* Module ") \
                or re.match(r"^\S+:\d+:\d+: [A-Z]\d{4}: ", line) \
                or re.match(r"^\S+:\d+: \[[A-Z]\d{4}", line) \
                or "Your code has been rated" in line:
            keep.add(i)
    return keep


# ---------------------------------------------------------------- unittest
def unittest_keep(lines: list[str]) -> set[int]:
    """python -m unittest: `ERROR:`/`FAIL:` headers, verbose rows ending in
    ERROR/FAIL, `Traceback`, project frames, exception lines, `Ran N tests`,
    and `OK`/`FAILED (...)`.  Left out: `... ok` rows, separator rules,
    source lines and caret markers, library frames."""
    keep = set()
    for i, line in enumerate(lines):
        if re.match(r"^(ERROR|FAIL): ", line) or re.search(r" \.\.\. (ERROR|FAIL|FAILED)$", line) \
                or line.startswith("Traceback (most recent call last)") or PROJ_FRAME.match(line) \
                or EXC_LINE.match(line) or re.match(r"^Ran \d+ tests?", line) \
                or re.match(r"^(OK|FAILED)\b", line):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- python traceback (CLI)
def traceback_keep(lines: list[str]) -> set[int]:
    """A Python program's traceback: `Traceback`, frames in the project's own
    files, the exception lines, the chaining sentences (`The above exception
    was the direct cause ...`, `During handling ...`), and argparse
    `prog: error:` lines.  Normal program output is kept whole if the run
    succeeded (it is the answer the agent asked for).  Left out: frames in
    <frozen runpy> and the library, source lines and caret markers."""
    keep = set()
    for i, line in enumerate(lines):
        if line.startswith("Traceback (most recent call last)") or PROJ_FRAME.match(line) \
                or EXC_LINE.match(line) or line.startswith("The above exception") \
                or line.startswith("During handling of the above exception") \
                or re.match(r"^\S+: error: ", line):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- pip
def pip_keep(lines: list[str]) -> set[int]:
    """pip: every line stating an error or warning (`error:`, `ERROR:`,
    `WARNING: Retrying ...`), the `×` headline of each error box and the
    `exit code:` line.  Left out: progress lines (`Installing build
    dependencies: started`), `note:`/`hint:` advice, the box's explanatory
    paragraph."""
    keep = set()
    for i, line in enumerate(lines):
        s = line.strip()
        if s.startswith(("note:", "hint:")):
            continue
        if s.startswith("×") or "exit code:" in s or KEYWORDS.search(s):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git
def git_status_keep(lines: list[str]) -> set[int]:
    """git status: branch lines (`On branch`, `HEAD detached`, `Your branch
    ...`, `## ...`), section headers (staged / not staged / untracked),
    every entry, and `nothing to commit`.  Left out: `(use "git ..." )`
    hints."""
    keep = set()
    for i, line in enumerate(lines):
        if re.match(r"^(On branch|HEAD detached|Your branch|## )", line) \
                or line in ("Changes to be committed:", "Changes not staged for commit:",
                            "Untracked files:", "Unmerged paths:") \
                or line.startswith("\t") or re.match(r"^[ MADRCU?!]{2} \S", line) \
                or line.startswith("nothing to commit"):
            keep.add(i)
    return keep


def git_diff_keep(lines: list[str]) -> set[int]:
    """git diff: file headers (`diff --git`, new/deleted file mode, rename
    from/to) and, for --stat, every file row and the `N files changed`
    line.  Left out: index lines, ---/+++ lines, hunk headers and hunk
    content."""
    keep = set()
    for i, line in enumerate(lines):
        if line.startswith("diff --git ") or re.match(r"^(new|deleted) file mode", line) \
                or re.match(r"^rename (from|to) ", line) or re.match(r"^ \S.* \| +(\d+|Bin)", line) \
                or re.match(r"^ \d+ files? changed", line):
            keep.add(i)
    return keep


def grep_keep(lines: list[str]) -> set[int]:
    """grep -rn: every hit is something the agent asked for, so every
    non-blank line is kept."""
    return {i for i, line in enumerate(lines) if line.strip()}


def generic_keep(lines: list[str]) -> set[int]:
    return {i for i, line in enumerate(lines) if KEYWORDS.search(line)}


# ---------------------------------------------------------------- dispatch
def tool_for(cmd: str) -> str:
    c = re.sub(r"^(\w+=\S*\s+)+", "", cmd.strip())
    if "coverage" in c.split()[0]:
        return "coverage"
    if c.startswith("pytest") or c.startswith("python3 -m pytest"):
        return "pytest"
    if c.startswith("mypy"):
        return "mypy"
    if c.startswith("flake8"):
        return "flake8"
    if c.startswith("pylint"):
        return "pylint"
    if "-m unittest" in c:
        return "unittest"
    if "pip install" in c:
        return "pip"
    if c.startswith("git status"):
        return "git-status"
    if c.startswith("git diff"):
        return "git-diff"
    if c.startswith("grep"):
        return "grep"
    if c.startswith("python3 -m apiary") or c.startswith("apiary"):
        return "traceback"
    return "generic"


RULES = {"pytest": pytest_keep, "coverage": coverage_keep, "mypy": mypy_keep,
         "flake8": flake8_keep, "pylint": pylint_keep, "unittest": unittest_keep,
         "pip": pip_keep, "git-status": git_status_keep, "git-diff": git_diff_keep,
         "grep": grep_keep, "traceback": traceback_keep, "generic": generic_keep}


def keep_lines(cmd: str, exit_code: int, output: str) -> list[str]:
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    tool = tool_for(cmd)
    if tool == "traceback" and exit_code == 0:
        idx = grep_keep(lines)  # successful program output is the answer
    else:
        idx = RULES[tool](lines)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx |= set(nonblank[-3:])
    out: list[str] = []
    seen: set[str] = set()
    for i in sorted(idx):
        if lines[i] not in seen:
            seen.add(lines[i])
            out.append(lines[i])
    return out


def process(path: str) -> None:
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_code = int(re.search(r"^exit: (\d+)$", head, re.M).group(1))
    keep = keep_lines(cmd, exit_code, output)
    body = "".join(k + "\n" for k in keep)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(f"{head}\n-- output --\n{output}-- keep --\n{body}")


def main() -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(here, "*.txtar")))
    for f in files:
        process(f)
    print(f"processed {len(files)} files", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
