#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh112 txtar file from its output.

Rules were fixed before any reducer was run or read (see README.md). Run once:

    python3 keeprules.py            # rewrites the keep section of every *.txtar here

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in order of first occurrence.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJECT = "/home/dev/work/"
PROJ_DIRS = r"(?:tests|tidetable|beekeeper|bellringer|glaze|scripts)"

# --- shared patterns -------------------------------------------------------
# a word that states a problem (case-sensitive on purpose: "errors=" etc.)
PROBLEM_WORD = re.compile(
    r"\b(ERROR|ERRORS|FAILED|FAIL|FAILURES|Error|error|errors|Failed|failed|"
    r"failure|failures|Fatal|fatal|Warning|warning|Traceback|XPASS|Falsifying)\b")
EXC_HEADLINE = re.compile(
    r"^(?:[A-Za-z_][\w]*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning|Exit|Interrupt|Failure)\b(?::.*)?$")
EXC_HEADLINE_ANY = re.compile(r"^\s*(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning)\b: ")
CHAIN = re.compile(r"^(The above exception was the direct cause of the following exception:|"
                   r"During handling of the above exception, another exception occurred:)$")
TB_HEAD = re.compile(r"^\s*Traceback \(most recent call last\):$")
FRAME = re.compile(r'^\s*File "([^"]+)", line \d+')
WARN_LINE = re.compile(r"\b\w*Warning: ")
PROJ_LOC = re.compile(r"^(?:" + re.escape(PROJECT) + r"\S+|" + PROJ_DIRS + r"/\S+):\d+(?::\d+)?:")


def clean(line):
    return ANSI.sub("", line).rstrip()


def python_traceback_rules(lines, keep):
    """Tracebacks: headline, chain separators, project frames (+ their code line),
    exception lines, warnings (+ the project code line printed under them)."""
    for i, line in enumerate(lines):
        if TB_HEAD.match(line) or CHAIN.match(line):
            keep.add(i)
        m = FRAME.match(line)
        if m and m.group(1).startswith(PROJECT):
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip() and not FRAME.match(lines[i + 1]) \
                    and not re.match(r"^\s*[\^~]+\s*$", lines[i + 1]):
                keep.add(i + 1)
        if EXC_HEADLINE.match(line):
            keep.add(i)
        if WARN_LINE.search(line) and PROJ_LOC.match(line):
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("  "):
                keep.add(i + 1)


def diff_rules(lines, keep):
    """Unified diffs: file headers, hunk headers and changed lines; no context."""
    for i, line in enumerate(lines):
        if line.startswith(("diff --git ", "@@ ", "+", "-")) and not line.startswith("-- "):
            keep.add(i)


# --- per tool ----------------------------------------------------------------
def rules_pytest(lines, keep):
    last_numbered = None
    body_mode = False  # inside Expected:/Got: body of a doctest failure
    for i, line in enumerate(lines):
        s = line
        if body_mode:
            if s.startswith("    ") or s == "":
                if s:
                    keep.add(i)
                continue
            body_mode = False
        if re.match(r"^E(\s|$)", s) and s.strip() != "E":
            keep.add(i)                                   # assertion details
        elif s.startswith(">   ") or s == ">":
            keep.add(i)                                   # failing statement
        elif re.match(r"^_{3,} .+ _{3,}$", s):
            keep.add(i)                                   # failing test / error section names
        elif re.match(r"^(FAILED|ERROR|XPASS|XFAIL) ", s):
            keep.add(i)                                   # short test summary (not PASSED rows)
        elif re.match(r"^\[XPASS\(strict\)\]", s):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|xfailed|xpassed|deselected|no tests ran)\b.* =+$", s) \
                or re.match(r"^\d+ (passed|failed|error|errors|skipped|deselected)\b.* in [\d.]+s", s):
            keep.add(i)                                   # final counts
        elif re.match(r"^!{3,} .* !{3,}$", s):
            keep.add(i)                                   # interrupted / stopping after N failures
        elif re.search(r"::\S+ (FAILED|ERROR|XPASS)\b", s) or re.search(r"\] (FAILED|ERROR|XPASS) ", s):
            keep.add(i)                                   # -v rows of failing tests (incl. xdist)
        elif re.match(r"^\S+\.py [.FEsxX]*[FE][.FEsxX]*\s+\[\s*\d+%\]$", s) \
                or re.match(r"^[.FEsxX]*[FE][.FEsxX]*\s+\[\s*\d+%\]$", s):
            keep.add(i)                                   # progress rows that show a failure
        elif PROJ_LOC.match(s):
            keep.add(i)                                   # project file:line (tb long/short/line)
        elif re.match(r"^ImportError while importing test module", s):
            keep.add(i)
        elif re.match(r"^\d+\.\d+s (call|setup|teardown) ", s):
            keep.add(i)                                   # --durations rows the user asked for
        elif re.match(r"^Name\s+Stmts\s+Miss\s+Cover", s):
            keep.add(i)                                   # coverage header
        elif re.match(r"^\S+\s+\d+\s+(\d+)\s+\d+%", s):
            m = re.match(r"^(\S+)\s+\d+\s+(\d+)\s+\d+%", s)
            if m.group(1) == "TOTAL" or m.group(2) != "0":
                keep.add(i)                               # coverage rows with misses + TOTAL
        elif re.match(r"^\d{3} ", s):
            last_numbered = i
        elif s.startswith("Differences (unified diff"):
            keep.add(i)                                   # doctest diff (-expected +actual)
            if last_numbered is not None:
                keep.add(last_numbered)
            j = i + 1
            while j < len(lines) and re.match(r"^    [-+@ ]", lines[j]):
                keep.add(j)
                j += 1
        elif s in ("Expected:", "Got:") or s.startswith("Got nothing") or s.startswith("UNEXPECTED EXCEPTION:"):
            keep.add(i)
            if last_numbered is not None and (s == "Expected:" or s.startswith("UNEXPECTED")):
                keep.add(last_numbered)
            if s in ("Expected:", "Got:"):
                body_mode = True
        elif WARN_LINE.search(s) and not s.startswith(" "):
            keep.add(i)
        elif PROBLEM_WORD.search(s) and not s.startswith(("    ", "tests/", "-- Docs")) \
                and not re.match(r"^\S+\.py(::\S+)? ", s):
            keep.add(i)
    # native tracebacks (--tb=native) and UNEXPECTED EXCEPTION traces
    for i, line in enumerate(lines):
        m = FRAME.match(line)
        if m and m.group(1).startswith(PROJECT):
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip() and not FRAME.match(lines[i + 1]) \
                    and not re.match(r"^\s*[\^~]+\s*$", lines[i + 1]):
                keep.add(i + 1)
        if TB_HEAD.match(line) or CHAIN.match(line) or EXC_HEADLINE.match(line):
            keep.add(i)


def rules_unittest(lines, keep):
    in_fail = False
    for i, s in enumerate(lines):
        if re.search(r" \.\.\. (FAIL|ERROR|unexpected success)$", s):
            keep.add(i)                                   # failing rows of -v listing
        elif re.match(r"^(FAIL|ERROR): ", s):
            keep.add(i)
            in_fail = True
        elif re.match(r"^=+$", s) or re.match(r"^-{20,}$", s):
            if re.match(r"^-{20,}$", s) and i + 1 < len(lines) and lines[i + 1].startswith("Ran "):
                in_fail = False
        elif re.match(r"^Ran \d+ tests? in", s) or re.match(r"^(OK|FAILED)( \(.*\))?$", s):
            keep.add(i)
        elif in_fail and (re.match(r"^[-+?] ", s) or s.startswith(("First differing", "First list contains",
                                                                  "First extra element", "Second list contains"))):
            keep.add(i)                                   # assertion diff details
    python_traceback_rules(lines, keep)


def rules_doctest(lines, keep):
    star = re.compile(r"^\*{20,}$")
    in_fail = False
    skip_next_code = False
    for i, s in enumerate(lines):
        if star.match(s) or re.match(r"^(Trying:|\d+ items? |\d+ tests in )", s):
            in_fail = False                               # a failure block ends here
            if star.match(s):
                continue
        if re.match(r'^File "[^"]+", line \d+, in ', s):
            keep.add(i)
            in_fail = True
            continue
        if in_fail:
            m = FRAME.match(s)
            if m and not m.group(1).startswith(PROJECT) and not m.group(1).startswith("<doctest"):
                skip_next_code = True                    # library frame: drop it and its code line
                continue
            if skip_next_code:
                skip_next_code = False
                if not FRAME.match(s):
                    continue
            if re.match(r"^\s*[\^~]+\s*$", s):
                continue
            if s.strip():
                keep.add(i)
            continue
        if re.match(r"^\d+ items had failures:$", s) or re.match(r"^\s+\d+ of\s+\d+ in \S+$", s) \
                or re.match(r"^\d+ tests in \d+ items\.$", s) or re.match(r"^\d+ passed and \d+ failed\.$", s) \
                or s.startswith("***Test Failed***") or s.startswith("Test passed."):
            keep.add(i)
    python_traceback_rules(lines, keep)


def rules_mypy(lines, keep):
    for i, s in enumerate(lines):
        if s and not s[0].isspace():
            keep.add(i)                                   # messages, wrapped message text, summary


def rules_flake8(lines, keep):
    for i, s in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", s) or re.match(r"^\d+$", s):
            keep.add(i)


def rules_pylint(lines, keep):
    for i, s in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", s) or s.startswith("Your code has been rated at"):
            keep.add(i)


def rules_black(lines, keep):
    for i, s in enumerate(lines):
        if s.startswith(("would reformat ", "error: cannot format", "reformatted ")) \
                or re.match(r"^\d+ files? would be", s) or re.search(r"\d+ files? (would be|reformatted|left unchanged)", s):
            keep.add(i)
    diff_rules(lines, keep)


def rules_isort(lines, keep):
    for i, s in enumerate(lines):
        if s.startswith(("ERROR: ", "Skipped ")):
            keep.add(i)
    diff_rules(lines, keep)


def rules_git_status(lines, keep):
    for i, s in enumerate(lines):
        if s.startswith(("On branch", "HEAD detached", "Your branch", "Changes to be committed:",
                         "Changes not staged for commit:", "Untracked files:", "Unmerged paths:",
                         "You have unmerged", "nothing to commit")) or s.startswith("\t"):
            keep.add(i)


def rules_git_diff(lines, keep):
    diff_rules(lines, keep)


TOOLCHAIN = re.compile(r"^(pytest[\w-]*|hypothesis|mypy[\w-]*|flake8|pylint|black|isort|coverage|pip|"
                       r"pyflakes|pycodestyle|astroid)\s+\S+$", re.I)


def rules_pip(cmd, lines, keep):
    if " list" in cmd:
        for i, s in enumerate(lines):
            if s.startswith("Package ") or TOOLCHAIN.match(s):
                keep.add(i)
    elif " show" in cmd:
        for i, s in enumerate(lines):
            if re.match(r"^(Name|Version|Location|Requires|Required-by): ", s):
                keep.add(i)
    elif " check" in cmd:
        for i, s in enumerate(lines):
            if s.strip():
                keep.add(i)                               # every line is a broken requirement
    for i, s in enumerate(lines):
        if s.startswith(("WARNING:", "ERROR:")):
            keep.add(i)


def rules_grep(lines, keep):
    for i, s in enumerate(lines):
        if re.match(r"^[^:\s]+:\d+:", s) or s.startswith("grep: "):
            keep.add(i)                                   # every hit the user asked for


def rules_python_script(lines, keep):
    python_traceback_rules(lines, keep)
    for i, s in enumerate(lines):
        if WARN_LINE.search(s):
            keep.add(i)


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    keep = set()
    tool = cmd.split("&&", 1)[-1].strip()
    # dispatch on the program actually run (not on words inside its arguments)
    if tool.startswith("pytest") or tool.startswith("python3 -m pytest"):
        rules_pytest(lines, keep)
    elif tool.startswith("python3 -m unittest"):
        rules_unittest(lines, keep)
    elif tool.startswith("python3 -m doctest"):
        rules_doctest(lines, keep)
    elif tool.startswith("mypy"):
        rules_mypy(lines, keep)
    elif tool.startswith("flake8"):
        rules_flake8(lines, keep)
    elif tool.startswith("pylint"):
        rules_pylint(lines, keep)
    elif tool.startswith("black"):
        rules_black(lines, keep)
    elif tool.startswith("isort"):
        rules_isort(lines, keep)
    elif tool.startswith("git status"):
        rules_git_status(lines, keep)
    elif tool.startswith("git diff"):
        rules_git_diff(lines, keep)
    elif tool.startswith(("python3 -m pip", "pip")):
        rules_pip(tool, lines, keep)
    elif tool.startswith("grep"):
        rules_grep(lines, keep)
    elif tool.startswith("python"):
        rules_python_script(lines, keep)
    # always: the last three non-blank lines
    nonblank = [i for i, s in enumerate(lines) if s.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        s = lines[i]
        if not s.strip() or s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def process(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


if __name__ == "__main__":
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    for f in files:
        n = process(f)
        print(f"{os.path.basename(f):48s} {n:4d} keep lines")
    sys.exit(0)
