#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh164 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace removed. Blank lines are never kept. Each distinct line is kept
once, at its first occurrence in output order.

The rules are per tool, picked from the command. Every case also keeps its
last three non-blank lines. The rules were written before any reducer was run
on this set, and nobody looked at the reducer while writing them.
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"
# third-party code inside a project: findings there are not the developer's to act on
VENDORED = re.compile(r"(^|/)(_vendor|vendor|node_modules|\.venv|site-packages|target)/")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


PY_EXC = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Exit)\b(?::.*)?$")


def python_traceback(lines):
    """Exception lines, project frames with their source line."""
    keep = []
    for i, l in enumerate(lines):
        if PY_EXC.match(l):
            keep.append(i)
        elif l.startswith('  File "' + PROJECT) and not VENDORED.search(l):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    ") and not lines[i + 1].lstrip().startswith("File "):
                keep.append(i + 1)
        if l == "Traceback (most recent call last):":
            # the exception line closes the indented frames, whatever its name
            j = i + 1
            while j < len(lines) and (lines[j].startswith(" ") or not lines[j].strip()):
                j += 1
            if j < len(lines):
                keep.append(j)
    return keep


# ---------------------------------------------------------------- python

def pytest(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^E   ",                                        # assertion detail, golden diff
        r"^_{3,} .+ _{3,}$",                             # failure headers
        r"^(?:[\w.-]+/)*[\w.-]+\.py:\d+:(?: |$)",        # tb=long/short locations
        r"^/home/dev/work/\S+\.py:\d+:(?: |$)",          # tb=line locations
        r"^(FAILED|ERROR) ",                             # short summary
        r"(?:^|\s)(FAILED|ERROR)(?:\s|$)",               # -v rows, xdist [gwN] rows
        r"^=* ?\d+ (failed|passed|errors?)\b",           # count line
        r"\b\d+ (failed|errors?)\b.* in [\d.]+s",
        r"^\d+ tests? collected in ",                    # --collect-only
        r"^!{3,}",
        r"\w+Warning: ",
        r"^TOTAL\s",
        r"^[\d.]+s (call|setup|teardown)\s",             # --durations rows asked for
    )
    # failing source line (">") of each frame
    keep += match_all(lines, r"^>\s")
    # coverage rows with missed statements
    for i, l in enumerate(lines):
        m = re.match(r"^\S+\.py\s+(\d+)\s+(\d+)\s+\d+%", l)
        if m and int(m.group(2)) > 0:
            keep.append(i)
    # --collect-only -q lists the test ids that were asked for
    if "--collect-only" in cmd:
        keep += match_all(lines, r"^\S+\.py::\S")
    return keep


def unittest(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^(ERROR|FAIL): ",                              # failure headers
        r" \.\.\. (FAIL|ERROR|unexpected success)$",     # -v rows
        r"^Ran \d+ tests? in ",
        r"^(FAILED \(|OK$|OK \()",
    )
    return keep


def mypy(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+:(\d+:)? error: ", l) and not VENDORED.search(l.split(":")[0]):
            keep.append(i)
        elif re.match(r"^\S+:\d+: note: \(Skipping most remaining errors", l):
            keep.append(i)
        elif re.match(r"^(Found \d+ errors? in \d+ files?|Success: )", l):
            keep.append(i)
    return keep


def flake8(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        m = re.match(r"^(\S+?):\d+:\d+: [A-Z]\d+ ", l)
        if m and not VENDORED.search(m.group(1)):
            keep.append(i)
        elif re.match(r"^\d+\s+[A-Z]\d+ ", l):          # --statistics rows
            keep.append(i)
        elif re.match(r"^\d+$", l):                     # --count
            keep.append(i)
    return keep


def pylint(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.py:\d+:\d+: [CRWEF]\d{4}: ",
        r"^\*{13} Module ",
        r"^Your code has been rated at ",
    )
    return keep


# ---------------------------------------------------------------- javascript

def jest(lines, cmd):
    keep = match_all(
        lines,
        r"^FAIL ",
        r"^\s+● ",                                       # failing test titles
        r"^\s+✕ ",
        r"^\s+expect\(",
        r"^\s+(Expected|Received)( value)?: ",
        r"^\s+Snapshot name: ",
        r"^\s+Snapshot: ",
        r"^\s+- (Expected|Snapshot)\s+-? ?\d*$",
        r"^\s+\+ Received\s+\+? ?\d*$",
        r"^\s+>\s*\d+ \|",                               # failing line of the code frame
        r"^\s+thrown: ",
        r"^\s*(\w*Error|Exceeded timeout)\b",
        r"^\s+› \d+ snapshots? (failed|written|obsolete)",
        r"^(Tests|Test Suites|Snapshots):\s",
        r"^All files\s+\|",
    )
    # project frames of a failure (not the "at log (...)" line under a console.log block)
    in_failure = False
    for i, l in enumerate(lines):
        if re.match(r"^\s+● ", l):
            in_failure = True
        elif re.match(r"^(FAIL|PASS) ", l) or re.match(r"^\s+console\.\w+$", l):
            in_failure = False
        elif in_failure and re.match(r"^\s+at .*\(?(test|src|lib)/[^)]*\)?$", l) and "node_modules" not in l:
            keep.append(i)
    # +/- lines of the snapshot / toEqual diff (after "- Expected" / "- Snapshot")
    in_diff = False
    for i, l in enumerate(lines):
        if re.match(r"^\s+- (Expected|Snapshot)\b", l):
            in_diff = True
            continue
        if in_diff:
            if re.match(r"^\s+\d+ \|", l) or re.match(r"^\s+>\s*\d+ \|", l) or l.strip().startswith("at "):
                in_diff = False
            elif re.match(r"^\s+[-+] ", l):
                keep.append(i)
    # coverage rows with uncovered lines
    for i, l in enumerate(lines):
        cols = [c.strip() for c in l.split("|")]
        if len(cols) >= 6 and re.search(r"[A-Za-z]", cols[0]) and re.search(r"\d", cols[-1]) and re.match(r"^[\d,\s-]+$", cols[-1]):
            keep.append(i)
    return keep


def vitest(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*×\s",
        r"^\s*❯ \S+:\d+:\d+",                            # failure locations
        r"^\s*FAIL\s",
        r"⎯ Failed Tests? \d+ ⎯",
        r"^\s*(\w*Error|Error):",
        r"^\s*→ ",
        r"^\s*- Expected",
        r"^\s*\+ Received",
        r"^\s+>\s*\d+ \|",
        r"^\s*Test Files\s",
        r"^\s*Tests\s+\d",
    )
    # the diff body after "- Expected" / "+ Received", up to the location line
    for i, l in enumerate(lines):
        if re.match(r"^\s*\+ Received\s*$", l):
            j = i + 1
            while j < len(lines) and not re.match(r"^\s*❯ ", lines[j]) and not re.match(r"^\s*(FAIL|⎯)", lines[j]):
                if re.match(r"^\s*[-+] ", lines[j]):
                    keep.append(j)
                j += 1
    # failing line of vitest's code frame is followed by a caret line; keep the line above the caret
    for i, l in enumerate(lines):
        if re.match(r"^\s+\|\s+\^\s*$", l) and i > 0:
            keep.append(i - 1)
    return keep


def mocha(lines, cmd):
    keep = match_all(
        lines,
        r"^\s+\d+ (passing|failing|pending)\b",
        r"^\s+\w*Error( \[\w+\])?:",
        r"^\S.* !== \S",                                 # node assert's actual !== expected
        r"^\s+at .*\((test|src|lib)/[^)]*\)$",
        r"^\s+\+ expected - actual$",
        r"^\s+\+ actual - expected$",
    )
    # failing rows in the spec listing ("    1) title"), before the counts
    counts = next((i for i, l in enumerate(lines) if re.match(r"^\s+\d+ passing\b", l)), len(lines))
    keep += [i for i in range(counts) if re.match(r"^\s+\d+\) \S", lines[i])]
    # numbered failure blocks after the counts: "  1) suite" then indented titles down to the one ending in ":"
    for i in range(counts, len(lines)):
        if re.match(r"^\s+\d+\) \S", lines[i]):
            keep.append(i)
            j = i + 1
            while j < len(lines) and lines[j].strip() and j - i < 8:
                keep.append(j)
                if lines[j].rstrip().endswith(":"):
                    break
                j += 1
    # diff lines after "+ expected - actual"
    for i, l in enumerate(lines):
        if re.match(r"^\s+\+ (expected - actual|actual - expected)$", l):
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            while j < len(lines) and lines[j].strip() and not lines[j].strip().startswith("at "):
                if re.match(r"^\s+[-+]", lines[j]):
                    keep.append(j)
                j += 1
    return keep


def tsc(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+:", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+:", l):
            keep.append(i)
            j = i + 1
            # plain format: indented continuation lines of the message chain
            while j < len(lines) and re.match(r"^  \S", lines[j]) and not re.match(r"^\S", lines[j]):
                keep.append(j)
                j += 1
        elif re.match(r"^Found \d+ errors?", l):
            keep.append(i)
        elif re.match(r"^\s+\d+\s+\S+\.tsx?(:\d+)?$", l):    # pretty summary table: errors per file
            keep.append(i)
        elif re.match(r"^Errors\s+Files$", l):
            keep.append(i)
    return keep


def eslint(lines, cmd):
    """Error rows with their file header, and the problem counts.

    Warning rows are not kept: the project configured those rules as "warn",
    they do not fail the run, and their number is in the summary line.
    """
    keep = []
    header = None
    for i, l in enumerate(lines):
        if re.match(r"^/\S+", l):
            header = i
        elif re.match(r"^\s+\d+:\d+\s+error\s", l):
            keep.append(i)
            if header is not None:
                keep.append(header)
        elif re.match(r"^✖ \d+ problems?", l) or re.search(r"potentially fixable with the `--fix` option", l):
            keep.append(i)
    return keep


def webpack(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(ERROR|WARNING) in ", l):
            keep.append(i)
            # the message lines under the header, up to a blank line
            j = i + 1
            while j < len(lines) and lines[j].strip():
                if re.match(r"^\s*(\[tsl\] )?(ERROR|WARNING)|^\s*TS\d+:|Module not found|Can't resolve", lines[j]):
                    keep.append(j)
                j += 1
        elif re.search(r"\[\d+ errors?\]", l):
            keep.append(i)
        elif re.match(r"^webpack [\d.]+ compiled", l):
            keep.append(i)
    return keep


def vite(lines, cmd):
    return match_all(
        lines,
        r"^error during build:",
        r"^Could not resolve ",
        r"^file: ",
        r"^x Build failed",
        r"^\[vite\]",
        r"^\S*Error: ",
        r"^\(!\) ",
        r"Rollup failed to resolve",
        r"^✓ built in ",
    )


def npm_ls(lines, cmd):
    """Root line, direct dependencies, and every problem."""
    keep = []
    for i, l in enumerate(lines):
        if i == 0 and "@" in l:
            keep.append(i)
        elif re.match(r"^[├└]─[─┬] ", l):                  # depth 1
            keep.append(i)
        elif re.search(r"\b(invalid|extraneous|missing)\b", l) or re.search(r"UNMET DEPENDENCY", l):
            keep.append(i)
        elif l.startswith("npm error") or l.startswith("npm ERR!"):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- go

def gotest_text(lines):
    keep = []
    # which tests failed
    failed = set()
    for l in lines:
        m = re.match(r"^\s*--- FAIL: (\S+)", l)
        if m:
            failed.add(m.group(1))
    current = None
    pending = []          # (index, test) of _test.go: message lines
    for i, l in enumerate(lines):
        m = re.match(r"^=== (RUN|CONT|PAUSE|NAME)\s+(\S+)", l)
        if m:
            current = m.group(2)
            continue
        if re.match(r"^\s+\S+_test\.go:\d+: ", l):
            pending.append((i, current))
        elif re.match(r"^\s*--- FAIL: ", l):
            keep.append(i)
        elif re.match(r"^FAIL\s*$|^FAIL\t", l):
            keep.append(i)
        elif re.match(r"^(panic: |fatal error: )", l) or "[recovered" in l:
            keep.append(i)
        elif re.match(r"^# \S", l):                          # build failure package header
            keep.append(i)
        elif re.match(r"^\S+\.go:\d+:\d+: ", l):              # compile / vet error
            keep.append(i)
        elif re.match(r"^WARNING: DATA RACE", l) or re.match(r"^(Read|Write|Previous (read|write)) at ", l):
            keep.append(i)
        elif re.search(r"race detected during execution of test", l):
            keep.append(i)
        elif re.match(r"^\s*example\.com/", l) and i + 1 < len(lines) and PROJECT in lines[i + 1]:
            # project frame of a panic or race report, with its file:line
            keep.append(i)
            keep.append(i + 1)
    for i, test in pending:
        # without -v only failing tests print; with -v keep the lines of failing tests
        if test is None or test in failed:
            keep.append(i)
    return keep


def gotest(lines, cmd):
    if "-json" not in cmd:
        return gotest_text(lines)
    texts = []
    for l in lines:
        try:
            ev = json.loads(l)
        except ValueError:
            texts.append(l)
            continue
        texts.append(ev.get("Output", "").rstrip("\n") if ev.get("Action") in ("output", "build-output") else "")
    keep = gotest_text(texts)
    for i, l in enumerate(lines):
        if '"Action":"fail"' in l or '"Action":"build-fail"' in l:
            keep.append(i)
    return keep


# ---------------------------------------------------------------- rust

def cargo(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(error(\[E\d+\])?|warning):", l):
            if re.match(r"^warning: unused manifest key", l):
                continue
            keep.append(i)
            # the primary location of the diagnostic
            if i + 1 < len(lines) and re.match(r"^\s*--> ", lines[i + 1]):
                keep.append(i + 1)
        elif re.match(r"^\s*= note: (expected|found) ", l):
            keep.append(i)
        elif re.match(r"^test .+ \.\.\. FAILED$", l):
            keep.append(i)
        elif re.match(r"^---- \S+ stdout ----$", l):
            keep.append(i)
        elif re.search(r"panicked at ", l):
            keep.append(i)
            j = i + 1
            while j < len(lines) and lines[j].strip() and not re.match(r"^(note:|stack backtrace:|thread |----)", lines[j]):
                keep.append(j)
                j += 1
        elif re.match(r"^test result: ", l):
            keep.append(i)
        elif re.match(r"^\s+`?-p \S+ --(lib|bin|test)", l):   # targets listed under "N targets failed"
            keep.append(i)
        elif re.match(r"^\s+at \./src/", l) and i > 0:      # backtrace frame in the project
            keep.append(i - 1)
            keep.append(i)
    # error labels: caret lines under an error that carry a message
    in_error = False
    for i, l in enumerate(lines):
        if re.match(r"^error(\[E\d+\])?:", l):
            in_error = True
        elif l and not l.startswith(" ") and not re.match(r"^\d+\s*\|", l):
            in_error = False
        elif in_error and re.match(r"^\s*\|[\s|^-]*[\^-] \S", l):
            keep.append(i)

    # names listed under each "failures:" that follows a run (not the stdout section)
    for i, l in enumerate(lines):
        if l == "failures:" and i + 1 < len(lines) and re.match(r"^    \S+$", lines[i + 1]):
            j = i + 1
            while j < len(lines) and re.match(r"^    \S+$", lines[j]):
                keep.append(j)
                j += 1
    return keep


# ---------------------------------------------------------------- C

def make(lines, cmd):
    keep = match_all(
        lines,
        r"^make(\[\d+\])?: \*\*\* ",
        r"^make(\[\d+\])?: Target .* not remade",
        r"^\S+\.[ch]:\d+:\d+: (fatal error|error|warning): ",
        r"^\S+\.[ch]:\d+: undefined reference",
        r"^collect2: error",
        r"^/usr/bin/ld: .*(undefined|error)",
    )
    return keep


# ---------------------------------------------------------------- git, grep, find, pip

def git_log(lines, cmd):
    """Commit, subject and which files changed; diff bodies and dates are left out."""
    if "--oneline" in cmd:
        return [i for i, l in enumerate(lines) if l.strip()]
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.append(i)
            # subject: first indented line after the blank line following the headers
            j = i + 1
            while j < len(lines) and lines[j].strip():
                j += 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and lines[j].startswith("    "):
                keep.append(j)
        elif l.startswith("diff --git "):
            keep.append(i)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l):           # --stat rows
            keep.append(i)
        elif re.match(r"^ \d+ files? changed", l):
            keep.append(i)
    return keep


def git_diff(lines, cmd):
    """File headers, hunk headers and every changed line."""
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("diff --git ") or l.startswith("@@ "):
            keep.append(i)
        elif "--word-diff" in cmd:
            if re.search(r"\[-.*?-\]|\{\+.*?\+\}", l):
                keep.append(i)
        elif re.match(r"^[-+](?![-+]{2} [ab/])", l) and not re.match(r"^(---|\+\+\+) ", l):
            keep.append(i)
        elif re.match(r"^ \d+ files? changed", l):
            keep.append(i)
    return keep


def grep(lines, cmd):
    # every hit is what was asked for
    return [i for i, l in enumerate(lines) if re.match(r"^[^:\s][^:]*:\d+:", l) or l.startswith("grep: ")]


def find(lines, cmd):
    # the project's own files; entries in virtualenvs and vendored trees are left out
    return [i for i, l in enumerate(lines) if l.startswith(("./", "/")) and not VENDORED.search(l)
            or l.startswith("find: ")]


def pip(lines, cmd):
    # every installed package row is the data asked for, plus warnings and errors
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(Package|-{3,})\s", l):
            continue
        if re.match(r"^[A-Za-z0-9][\w.\-]*(==|\s+)\S", l) or re.match(r"^(WARNING|ERROR): ", l):
            keep.append(i)
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)  # leading VAR=value assignments
    if "-m pytest" in c:
        return pytest
    if "-m unittest" in c:
        return unittest
    if re.search(r"(^|;\s*)make\b", c):
        return make
    first = c.split()[0]
    if first == "npx":
        tool = c.split()[1]
        return {"jest": jest, "vitest": vitest, "mocha": mocha, "tsc": tsc, "eslint": eslint,
                "webpack": webpack, "vite": vite}[tool]
    if c.startswith("npm ls"):
        return npm_ls
    if first == "mypy":
        return mypy
    if first == "flake8":
        return flake8
    if first == "pylint":
        return pylint
    if c.startswith("go test"):
        return gotest
    if first == "cargo":
        return cargo
    if c.startswith("git log"):
        return git_log
    if c.startswith("git diff"):
        return git_diff
    if first == "grep":
        return grep
    if first == "find":
        return find
    if "pip" in c.split()[:4] or c.split()[0].endswith("pip") or "-m pip" in c:
        return pip
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rules_for(cmd)(lines, cmd))
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
        keep = keep_lines(cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])
