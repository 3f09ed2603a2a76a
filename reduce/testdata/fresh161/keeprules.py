#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh161 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escape sequences and trailing whitespace
(including a trailing carriage return) removed. Blank lines are never kept. Each
distinct line is listed once, at its first occurrence in output order.

The rules are per tool, picked from the command. Every case also keeps its last
non-blank line (the final status line).
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def following(lines, i, pred):
    """Indices after i for as long as pred(line) holds."""
    out = []
    j = i + 1
    while j < len(lines) and pred(lines[j]):
        out.append(j)
        j += 1
    return out


EXC = re.compile(r"^\s*(?:[A-Za-z_][\w.]*\.)?[A-Z]\w*(?:Error|Exception)\b(?: \[\w+\])?(?::.*)?$")


# ---------------------------------------------------------------- python

def pytest(lines, cmd):
    keep = match_all(
        lines,
        r"^E   ",                                     # assertion and exception detail
        r"^>   ",                                     # the failing source line
        r"^_{3,} .+ _{3,}$",                          # failure / collection-error headers
        r"^(?:/\S+|[\w.-]+(?:/[\w.-]+)*)\.py:\d+: ",  # location lines (long, short and line tracebacks)
        r"^(?:/\S+|[\w.-]+(?:/[\w.-]+)*)\.py:\d+:$",
        r"^(FAILED|ERROR) ",                          # short test summary
        r"::\S* (FAILED|ERROR)\b",                    # -v rows
        r"\b\d+ (failed|passed|errors?)\b.* in [\d.]+s",  # count line
        r"^!{3,} ",                                   # interrupted / stopping after N failures
        r"^TOTAL\s",
        r"\w+Warning: ",
    )
    # coverage rows with missed statements
    for i, l in enumerate(lines):
        m = re.match(r"^\S+\.py\s+\d+\s+(\d+)\s+\d+%", l)
        if m and int(m.group(1)) > 0:
            keep.append(i)
    # --durations: the timings are what was asked for
    if "--durations" in cmd:
        keep += match_all(lines, r"^\d+\.\d+s (call|setup|teardown)\s")
    return keep


def unittest(lines, cmd):
    keep = match_all(
        lines,
        r"^(FAIL|ERROR): ",
        r" \.\.\. (FAIL|ERROR|unexpected success)$",
        r"^Ran \d+ tests? in ",
        r"^(FAILED|OK)\b",
        r'^  File "' + re.escape(PROJECT),
    )
    keep += [i for i, l in enumerate(lines) if EXC.match(l)]
    # assertEqual diffs: -/+/? lines after an AssertionError, up to the next separator
    in_diff = False
    for i, l in enumerate(lines):
        if l.startswith("AssertionError"):
            in_diff = True
        elif l.startswith("-----") or l.startswith("=====") or l.startswith("Traceback"):
            in_diff = False
        elif in_diff and re.match(r"^[-+?] ", l):
            keep.append(i)
    return keep


def mypy(lines, cmd):
    return match_all(lines, r"^\S+:\d+: error: ", r"^Found \d+ errors? in ", r"^Success: ")


def flake8(lines, cmd):
    keep = match_all(lines, r"^\S+:\d+:\d+: [A-Z]\d+ ")
    if "--statistics" in cmd:
        keep += match_all(lines, r"^\d+\s+[A-Z]\d+ ")
    if "--count" in cmd:
        keep += match_all(lines, r"^\d+$")
    return keep


def pylint(lines, cmd):
    return match_all(lines, r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", r"^\*+ Module ", r"Your code has been rated at")


def pip(lines, cmd):
    keep = match_all(lines, r"^ERROR: ", r"^Successfully (installed|built) ")
    first_retry = [i for i, l in enumerate(lines) if l.startswith("WARNING: Retrying")][:1]
    keep += first_retry
    keep += [i for i, l in enumerate(lines) if l.startswith("WARNING: ") and not l.startswith("WARNING: Retrying")]
    return keep


# ---------------------------------------------------------------- javascript

def jest(lines, cmd):
    keep = match_all(
        lines,
        r"^FAIL ",
        r"^\s+● (?!Console)",
        r"^\s+expect\(",
        r"^\s+(Expected|Received)(?: value)?: ",
        r"^\s+[-+] (Expected|Received|Snapshot)\s+[-+] \d+",
        r"^\s+> \d+ \|",
        r"^\s+at .*\((?:test|lib|src)/[^)]*:\d+:\d+\)",
        r"^(Tests|Test Suites|Snapshots):\s",
        r"^ › \d+ snapshots? (failed|written|updated|obsolete)",
        r"^\s*All files\s*\|",
    )
    # diff bodies: -/+ lines between a "- Expected"/"- Snapshot" header and the code frame
    in_diff = False
    for i, l in enumerate(lines):
        if re.match(r"^\s+- (Expected|Snapshot)\s+- \d+", l):
            in_diff = True
        elif in_diff and (re.match(r"^\s+\d+ \|", l) or re.match(r"^\s+> \d+ \|", l) or l.startswith("FAIL")
                          or re.match(r"^\s+● ", l) or re.match(r"^\s+at ", l)):
            in_diff = False
        elif in_diff and re.match(r"^\s+[-+] ", l) and not re.match(r"^\s+[-+] (Expected|Received|Snapshot)\s+[-+] \d+", l):
            keep.append(i)
    # coverage rows that list uncovered lines
    for i, l in enumerate(lines):
        cells = [c.strip() for c in l.split("|")]
        if len(cells) == 6 and cells[5] and re.match(r"^[\d,\s-]+$", cells[5]):
            keep.append(i)
    return keep


def vitest(lines, cmd):
    keep = match_all(
        lines,
        r"^\s+× ",                                    # failing test rows
        r"^ ❯ \S+ \(.*\bfailed\b",                    # file row with failures
        r"❯ \S+:\d+:\d+$",                            # failure location
        r"^ FAIL  ",
        r"⎯ Failed Tests \d+ ⎯",
        r"^(AssertionError|TypeError|RangeError|ReferenceError|Error): ",
        r"^(Expected|Received): ",
        r"^\s+(Test Files|Tests)\s+\d",
        r"^\s*All files\s*\|",
    )
    in_diff = False
    for i, l in enumerate(lines):
        if l == "- Expected":
            in_diff = True
            keep.append(i)
        elif in_diff and l == "+ Received":
            keep.append(i)
        elif in_diff and (l.startswith(" ❯") or not l.strip()):
            if l.startswith(" ❯"):
                in_diff = False
        elif in_diff and re.match(r"^[-+] ", l):
            keep.append(i)
    for i, l in enumerate(lines):
        cells = [c.strip() for c in l.split("|")]
        if len(cells) == 6 and cells[5] and re.match(r"^[\d,\s-]+$", cells[5]):
            keep.append(i)
    return keep


def mocha(lines, cmd):
    keep = match_all(
        lines,
        r"^\s+\d+ (passing|failing|pending)",
        r"^\s+\d+\) ",
        r"^\s*(AssertionError|Error|TypeError|RangeError)\b.*:",
        r"^\s+at .*\((?:test-mocha|test|lib|src)/[^)]*:\d+:\d+\)",
        r"^\+ actual - expected$",
        r"^\s+\+ expected - actual$",
    )
    # detail blocks: nested title lines down to the one ending in ':'
    summary_seen = False
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+ failing", l):
            summary_seen = True
        if summary_seen and re.match(r"^\s+\d+\) ", l) and not l.rstrip().endswith(":"):
            for j in following(lines, i, lambda x: bool(x.strip())):
                keep.append(j)
                if lines[j].rstrip().endswith(":"):
                    break
    # diff bodies after either diff header
    in_diff = False
    for i, l in enumerate(lines):
        if l in ("+ actual - expected",) or l.strip() == "+ expected - actual":
            in_diff = True
        elif in_diff and re.match(r"^\s+at ", l):
            in_diff = False
        elif in_diff and re.match(r"^\s*[-+]\S|^\s*[-+] ", l):
            keep.append(i)
    return keep


def node_test(lines, cmd):
    keep = match_all(
        lines,
        r"^\s*not ok \d+ ",
        r"^\s+location: '",
        r"^\s+(expected|actual|operator|code): ",
        r"^# (tests|pass|fail|cancelled) \d+",
        # spec reporter
        r"^\s*✖ ",
        r"^ℹ (tests|pass|fail|cancelled) \d+",
        r"^\s+test at \S+:\d+:\d+",
        r"^\s*(AssertionError|Error|TypeError)\b.*:",
        r"^\s+\S.* !== \S",
    )
    # TAP: the message lines under "error: |-"
    for i, l in enumerate(lines):
        if re.match(r"^\s+error: (\|-|')", l):
            keep.append(i)
            ind = len(l) - len(l.lstrip())
            for j in following(lines, i, lambda x: not x.strip() or len(x) - len(x.lstrip()) > ind):
                if lines[j].strip():
                    keep.append(j)
    return keep


def tsc(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+: ", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+: ", l):
            keep.append(i)
            keep += following(lines, i, lambda x: x.startswith("  ") and not re.match(r"^\s*\d+ ", x)
                              and x.strip() and not re.match(r"^\s+~+$", x))
    keep += match_all(lines, r"^Found \d+ errors?")
    return keep


def eslint(lines, cmd):
    keep = match_all(
        lines,
        r"^\s+\d+:\d+\s+(error|warning)\s",
        r"^✖ \d+ problems?",
        r"\d+ errors? and \d+ warnings? potentially fixable",
        r"^ESLint found too many warnings",
    )
    # the file header above each group
    for i, l in enumerate(lines):
        if l.startswith("/") and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+\s+(error|warning)\s", lines[i + 1]):
            keep.append(i)
    return keep


def webpack(lines, cmd):
    return match_all(
        lines,
        r"^(ERROR|WARNING) in ",
        r"^Module (not found|parse failed|build failed)",
        r"compiled (successfully|with \d+ (errors?|warnings?))",
    )


def esbuild(lines, cmd):
    keep = match_all(lines, r"^[✘▲] \[(ERROR|WARNING)\] ", r"^\d+ (errors?|warnings?)$")
    for i, l in enumerate(lines):
        if re.match(r"^[✘▲] \[", l):
            for j in following(lines, i, lambda x: not x.strip() or x.startswith(" ")):
                if re.match(r"^\s+\S+:\d+:\d+:$", lines[j]):
                    keep.append(j)
                    break
    return keep


def vite(lines, cmd):
    keep = match_all(lines, r"^✗ Build failed", r"^error during build:", r"^file: ", r"^✓ built in ", r"^\[vite\]")
    for i, l in enumerate(lines):
        if l.startswith("error during build:") and i + 1 < len(lines):
            keep.append(i + 1)
    return keep


def npm(lines, cmd):
    keep = [i for i, l in enumerate(lines) if re.match(r"^npm (error|warn|ERR!|WARN) \S", l)
            and not re.match(r"^npm (error|warn) install-scripts\s*$", l)]
    keep += match_all(lines, r"^(added|removed|changed|up to date)\b.* in ", r"^found \d+ vulnerabilit", r"\d+ vulnerabilities")
    if "run build" in cmd:
        keep += tsc(lines, cmd) + vite(lines, cmd)
    return keep


# ---------------------------------------------------------------- rust

def cargo(lines, cmd):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            if "generated" in l and "duplicate" in l:
                continue
            if l.startswith("warning: build failed, waiting"):
                continue
            keep.append(i)
        elif re.match(r"^\s*--> \S+:\d+:\d+", l) and "/rustc/" not in l:
            keep.append(i)
        elif re.match(r"^\s*\d*\s*\|[\s|^\-]*[\^\-]+ \S", l) and not re.search(r"[\^\-] (help|note): ", l):
            keep.append(i)                              # caret / dash label carrying a message
        elif re.match(r"^\s+\|[\s|]+[^\s|^\-+~_]", l):
            keep.append(i)                              # label text on its own line (no line number)
        elif re.match(r"^\s+= note: (expected|found) ", l):
            keep.append(i)
        elif re.match(r"^test .* \.\.\. FAILED$", l) or re.match(r"^---- .* stdout ----$", l):
            keep.append(i)
        elif re.match(r"^test result: ", l):
            m = re.search(r"(\d+) passed; (\d+) failed", l)
            if "FAILED" in l or (m and int(m.group(1)) + int(m.group(2)) > 0):
                keep.append(i)
        elif re.match(r"^(error: )?\d+ targets? failed:$", l):
            keep.append(i)
            keep += following(lines, i, lambda x: x.startswith("    -"))
        elif "panicked at " in l:
            keep.append(i)
            for j in following(lines, i, lambda x: bool(x.strip()) and not x.startswith("note: ")
                               and not x.startswith("stack backtrace:")):
                keep.append(j)
        elif re.match(r"^\s+at (?:\./|(?:[\w-]+/)+)\S*\.rs:\d+:\d+$", l) or l.strip().startswith("at " + PROJECT):
            keep.append(i)                              # backtrace frame in the project, with its function
            if i > 0 and re.match(r"^\s+\d+: ", lines[i - 1]):
                keep.append(i - 1)
    return keep


# ---------------------------------------------------------------- go

GO_LOC = r"^(?:\S+/)?\S+\.go:\d+(?::\d+)?: "


def go(lines, cmd):
    keep = match_all(
        lines,
        r"^# \S",                                     # package header of build/vet errors
        GO_LOC,
        r"^\s*--- FAIL: ",
        r"^FAIL\b",
        r"^panic: ",
        r"^WARNING: DATA RACE$",
        r"race detected during execution of test",
        r"^Found \d+ data race",
        r"^(ok|FAIL)\s+\S+\s.*coverage: ",
        r"^\s*coverage: ",
    )
    # test log lines (file_test.go:N: message) and their deeper-indented continuation lines
    for i, l in enumerate(lines):
        m = re.match(r"^(\s+)\S+_test\.go:\d+: ", l)
        if m:
            keep.append(i)
            ind = len(m.group(1))
            keep += following(lines, i, lambda x: x.strip() and len(x) - len(x.lstrip()) > ind
                              and not re.match(r"^\s+\S+_test\.go:\d+: ", x) and not x.lstrip().startswith("---"))
    # data race: the access lines and the first project frame below each
    for i, l in enumerate(lines):
        if re.match(r"^(Read|Write|Previous (read|write)) at 0x[0-9a-f]+ by goroutine \d+:$", l):
            keep.append(i)
            for j in following(lines, i, lambda x: x.startswith("  ")):
                if lines[j].strip().startswith(PROJECT):
                    keep += [j - 1, j]
                    break
    return keep


def lint_go(lines, cmd):
    keep = match_all(lines, GO_LOC, r"^\d+ issues?:", r"^\* \w[\w-]*: \d+$")
    return keep


# ---------------------------------------------------------------- git, grep, curl

def git(lines, cmd):
    sub = cmd.split()[1]
    if sub == "status":
        return match_all(
            lines,
            r"^On branch ",
            r"^Your branch is (ahead|behind)|have diverged",
            r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$",
            r"^\t\S",
            r"^nothing (added )?to commit",
            r"^You have unmerged paths",
        )
    if sub == "diff":
        if "--stat" in cmd:
            return nonblank(lines)
        return match_all(lines, r"^diff --git ", r"^@@ ", r"^[-+](?![-+]{2} [ab/])(?!--- /dev/null)")
    if sub == "log":
        keep = match_all(lines, r"^commit [0-9a-f]{7,}", r"^ \S.*\|\s+\d+", r"^ \d+ files? changed")
        for i, l in enumerate(lines):
            if l.startswith("Date:") and i + 2 < len(lines) and not lines[i + 1].strip():
                keep.append(i + 2)          # the subject line
        return keep
    return nonblank(lines)


def grep(lines, cmd):
    return match_all(lines, r"^[^:\s]+:\d+:")


def curl(lines, cmd):
    keep = match_all(
        lines,
        r"^< HTTP/\S+ \d{3}",
        r"^HTTP/\S+ \d{3}",
        r"^> (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) ",
        r"^curl: \(\d+\)",
        r"^\* .*(Connection refused|Failed to connect|Could not resolve|failed:)",
        r"^< [Ll]ocation: ",
    )
    # response body: every line that is not curl's own chatter, headers or progress meter
    header_block = "-i" in cmd.split() or "--include" in cmd
    in_headers = False
    for i, l in enumerate(lines):
        if header_block and re.match(r"^HTTP/\S+ \d{3}", l):
            in_headers = True
            continue
        if in_headers:
            if not l.strip():
                in_headers = False
            continue
        if not l.strip():
            continue
        if re.match(r"^[*<>{}] |^[<>]$", l) or l.startswith("Note: "):
            continue
        if re.match(r"^\s*% Total|^\s+Dload\s", l):
            continue
        if re.match(r"^\s*\d+(\.\d+[kMG]?)?[kMG]?\s+\d+", l) and ("--:--:--" in l or re.search(r"\d+:\d+:\d+", l)):
            continue
        if "\r" in l and "--:--:--" in l:
            continue
        keep.append(i)
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)
    w = c.split()
    if "-m pytest" in c:
        return pytest
    if "-m unittest" in c:
        return unittest
    if w[0] == "mypy":
        return mypy
    if w[0] == "flake8":
        return flake8
    if w[0] == "pylint":
        return pylint
    if "pip install" in c:
        return pip
    if w[0] == "npx":
        tool = w[1]
        return {"jest": jest, "vitest": vitest, "mocha": mocha, "tsc": tsc, "eslint": eslint,
                "webpack": webpack, "esbuild": esbuild, "vite": vite}[tool]
    if w[0] == "node" and "--test" in w:
        return node_test
    if w[0] == "npm":
        return npm
    if w[0] == "cargo":
        return cargo
    if w[0] == "go":
        return go
    if w[0] in ("staticcheck", "golangci-lint"):
        return lint_go
    if w[0] == "git":
        return git
    if w[0] == "grep":
        return grep
    if w[0] == "curl":
        return curl
    raise SystemExit(f"no rules for command: {cmd}")


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(i for i in rules_for(cmd)(lines, cmd) if 0 <= i < len(lines))
    idx.update(nonblank(lines)[-1:])
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
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    if rest.startswith("-- keep --\n"):
        output = ""
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8", newline="") as f:
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
