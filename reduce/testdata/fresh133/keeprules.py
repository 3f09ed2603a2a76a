#!/usr/bin/env python3
"""Keep rules for the fresh133 blind set.

Written before anything about the reducer was looked at. It reads every
*.txtar in this folder, derives the critical ("keep") lines of the output
from the command and the output alone, and rewrites the -- keep -- section.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Always kept: the last three non-blank lines of every output.
Then one rule set per tool (chosen from the command), and for the text
reporters of jest, vitest, eslint and tsc also a generic error/warning rule.

Usage: python3 keeprules.py            (rewrites every txtar here)
       python3 keeprules.py --print F  (prints the keep lines of one file)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse_txtar(text):
    head, rest = text.split("-- output --\n", 1)
    output, _ = rest.split("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    code = int(re.search(r"^exit: (-?\d+)$", head, re.M).group(1))
    return cmd, code, output


# ---------------------------------------------------------------- generic

GENERIC_WORDS = re.compile(
    r"(?i)\b(error|errors|fail|failed|failure|failures|warning|warnings|panic|panicked|"
    r"exception|traceback|deprecated|deprecation)\b"
)
GENERIC_NAMES = re.compile(r"\b\w+(Error|Exception|Warning)\b")
GENERIC_MARKS = re.compile(r"[✖✕×●✗]")
PASS_ROW = re.compile(r"^\s*(✓|✔|√|PASS\b|PASSED\b|--- PASS|=== RUN|ok\b)|\.\.\. ok$| PASSED(\s+\[\s*\d+%\])?$")
CODE_FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")
NODE_INTERNAL_FRAME = re.compile(r"^\s*at .*(node_modules|\(node:|\bnode:internal|<anonymous>)")


def generic(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if s.startswith(("{", "[", "<", "/")):
            continue  # JSON / XML / bare path listings are judged by their tool rule
        if PASS_ROW.search(l) or CODE_FRAME.match(l) or NODE_INTERNAL_FRAME.match(l):
            continue
        if s == "● Console":
            continue
        if GENERIC_WORDS.search(l) or GENERIC_NAMES.search(l) or GENERIC_MARKS.search(l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- pytest

def rule_pytest(lines, cmd):
    keep = set()
    collect = "--collect-only" in cmd or "--co " in cmd
    for i, l in enumerate(lines):
        if re.match(r"^E\s+\S", l):                      # assertion / exception detail
            keep.add(i)
        elif re.match(r"^>\s", l):                       # failing source line
            keep.add(i)
        elif re.match(r"^_{2,} .+ _{2,}$", l):            # failure / error headers
            keep.add(i)
        elif re.match(r"^\S+\.py:\d+:( |$)", l):          # location lines (also --tb=line)
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR|XPASS|XFAIL|SKIPPED)\b", l):  # short summary
            keep.add(i)
        elif re.search(r"\s(FAILED|ERROR|XPASS)(\s+\[\s*\d+%\])?$", l):  # -v rows
            keep.add(i)
        elif re.match(r"^=*\s*\d+ (failed|passed|errors?|skipped|deselected|xfailed|xpassed|warnings?|tests? collected)\b.*\bin [\d.]+s\b", l):
            keep.add(i)
        elif re.match(r"^!{3,}", l):
            keep.add(i)
        elif "generated xml file:" in l:
            keep.add(i)
        elif re.match(r"^\w+(Error|Exception)\b", l):
            keep.add(i)
        elif collect and "::" in l and not l.startswith(" "):
            keep.add(i)                                   # the asked-for test ids
    return keep


# ---------------------------------------------------------------- mypy

MYPY_MSG = re.compile(r"^\S+\.pyi?:\d+(:\d+)?: (error|note|warning):")


def rule_mypy(lines, cmd):
    keep = set()
    i = 0
    while i < len(lines):
        l = lines[i]
        if re.match(r"^\S+\.pyi?:\d+(:\d+)?: error:", l):
            keep.add(i)
            # --pretty wraps the message onto unindented continuation lines
            j = i + 1
            while j < len(lines) and lines[j].strip() and not lines[j].startswith(" ") and not MYPY_MSG.match(lines[j]) \
                    and not re.match(r"^(Found \d+|Success:)", lines[j]):
                keep.add(j)
                j += 1
            i = j
            continue
        if re.match(r"^(Found \d+ errors?|Success:)", l) or re.match(r"^mypy: error:", l):
            keep.add(i)
        i += 1
    return keep


# ---------------------------------------------------------------- jest

def diff_region(lines, start, stop_re):
    """Indices of +/- diff body lines after a '- Expected' header."""
    out = set()
    j = start
    while j < len(lines):
        l = lines[j]
        if stop_re.match(l):
            break
        if re.match(r"^\s*[-+] ", l) or re.match(r"^\s*[-+]$", l):
            out.add(j)
        j += 1
    return out


def jest_console_blocks(lines):
    """Indices inside '● Console' blocks (console.log output, not failures)."""
    out = set()
    inside = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s == "● Console":
            inside = True
            continue
        if inside and (re.match(r"^\s*● ", l) or re.match(r"^(FAIL|PASS)\s", l) or re.match(r"^(Tests|Test Suites):", l)):
            inside = False
        if inside:
            out.add(i)
    return out


def rule_jest(lines, cmd):
    keep = set()
    if "--listTests" in cmd:
        return {i for i, l in enumerate(lines) if l.strip()}
    stop = re.compile(r"^\s*(>?\s*\d+\s*\||at |●|FAIL\b|PASS\b|Test Suites:)")
    coverage = "--coverage" in cmd
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^FAIL\s+\S", l):
            keep.add(i)
        elif re.match(r"^\s*● ", l) and s != "● Console":
            keep.add(i)
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines):
                keep.add(j)                                   # the error / matcher line
        elif re.match(r"^\s*expect\(.*\)\.", l) and not CODE_FRAME.match(l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received)( value| length| path)?:", l):
            keep.add(i)
        elif re.match(r"^\s*[-+] (Expected|Received)\b", l):
            keep.add(i)
            if s.startswith("- Expected"):
                keep |= diff_region(lines, i + 1, stop)
        elif re.match(r"^\s*>\s*\d+\s*\|", l):
            keep.add(i)
        elif re.match(r"^\s*at ", l) and "node_modules" not in l and re.search(r"\b(test|src|lib)/[\w./-]+:\d+:\d+", l):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites):", l):
            keep.add(i)
        elif coverage and "|" in l and not re.match(r"^[-|]+$", s):
            cells = [c.strip() for c in l.split("|")]
            nums = []
            for c in cells[1:5]:
                try:
                    nums.append(float(c))
                except ValueError:
                    pass
            if cells[0] == "File" or cells[0] == "All files" or any(n < 100 for n in nums):
                keep.add(i)
    return keep


# ---------------------------------------------------------------- vitest

def rule_vitest(lines, cmd):
    keep = set()
    stop = re.compile(r"^\s*(❯ |\d+\|| *\||FAIL\b|⎯|</failure>)")
    in_failure = False
    for i, l in enumerate(lines):
        s = l.strip()
        # junit reporter
        if s.startswith("<testsuites"):
            keep.add(i)
            continue
        if s.startswith("<testsuite ") and re.search(r'(failures|errors)="[1-9]', s):
            keep.add(i)
            continue
        if s.startswith("<testcase") and i + 1 < len(lines) and lines[i + 1].strip().startswith(("<failure", "<error")):
            keep.add(i)
            continue
        if s.startswith(("<failure", "<error")):
            keep.add(i)
            in_failure = True
            continue
        if s.startswith(("</failure", "</error")):
            in_failure = False
            continue
        # default / dot reporter (and the body of junit failures)
        if re.match(r"^\s*× ", l) or re.match(r"^\s*→ ", l):
            keep.add(i)
        elif re.match(r"^\s*❯ .*\(\d+ tests? \| \d+ failed", l):
            keep.add(i)
        elif re.match(r"^\s*❯ \S+:\d+:\d+", l):
            keep.add(i)
        elif re.match(r"^\s*FAIL\s", l):
            keep.add(i)
        elif re.match(r"^(\w*Error|\w*Exception)\b", s):
            keep.add(i)
        elif re.match(r"^(Expected|Received):", s):
            keep.add(i)
        elif re.match(r"^[-+] (Expected|Received)$", s):
            keep.add(i)
            if s == "- Expected":
                keep |= diff_region(lines, i + 1, stop)
        elif re.match(r"^\s*\|\s*\^", l) and i > 0 and re.match(r"^\s*\d+\|", lines[i - 1]):
            keep.add(i - 1)                                   # the failing source line
        elif re.search(r"Failed Tests \d+", l):
            keep.add(i)
        elif re.match(r"^\s*(Test Files|Tests)\s+\d", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- eslint

def rule_eslint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S.*: line \d+, col \d+, (Error|Warning) - ", l):   # compact
            keep.add(i)
        elif re.match(r"^\S+:\d+:\d+: ", l):                              # unix
            keep.add(i)
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):             # stylish rows
            keep.add(i)
        elif re.match(r"^/\S+$", l) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+\s+(error|warning)", lines[i + 1]):
            keep.add(i)                                                   # stylish file header
        elif re.search(r"\b\d+ problems?\b", l) or re.search(r"potentially fixable", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- tsc

def rule_tsc(lines, cmd):
    keep = set()
    i = 0
    while i < len(lines):
        l = lines[i]
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+", l):                  # --pretty false
            keep.add(i)
            j = i + 1
            while j < len(lines) and lines[j].startswith(" ") and lines[j].strip():
                keep.add(j)
                j += 1
            i = j
            continue
        if re.match(r"^\S+:\d+:\d+ - error TS\d+", l):                    # --pretty
            keep.add(i)
            j = i + 1
            while j < len(lines) and lines[j].startswith(" ") and lines[j].strip():
                keep.add(j)                                               # message continuation
                j += 1
            i = j
            continue
        if re.match(r"^\s+\S+\.(ts|tsx|js|mts|cts):\d+:\d+$", l):           # related location (--pretty)
            keep.add(i)
        elif re.match(r"^Found \d+ errors?", l) or re.match(r"^error TS\d+", l):
            keep.add(i)
        elif re.match(r"^/\S+\.(ts|tsx|js|mts|cts|json)$", l) and "/node_modules/" not in l:
            keep.add(i)                                                   # --listFiles: project files
        i += 1
    return keep


# ---------------------------------------------------------------- cargo

CARET_LABEL = re.compile(r"^\s*\d*\s*\|[\s|]*?[\^\-~]+\s+[^\s^~|+-].*$")


def rule_cargo(lines, cmd):
    keep = set()
    in_failures_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?:", l):
            keep.add(i)
            if re.match(r"^error: \d+ targets? failed:", l):
                j = i + 1
                while j < len(lines) and re.match(r"^\s+`", lines[j]):
                    keep.add(j)
                    j += 1
        elif re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", l):             # --message-format short
            keep.add(i)
        elif re.match(r"^\s*(-->|:::) ", l):
            keep.add(i)
        elif CARET_LABEL.match(l):
            keep.add(i)
        elif re.match(r"^test .+ \.\.\. FAILED$", l) or re.match(r"^\S.* --- FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .+ stdout ----$", l):
            keep.add(i)
        elif re.match(r"^thread '.*'( \(\d+\))? panicked at ", l):
            keep.add(i)
            # the panic message: the next line, plus assert_eq's left/right lines; in
            # captured mode also any further message lines up to the blank line.
            # With --nocapture other tests' prints can follow, so only left/right there.
            nocapture = "--nocapture" in cmd
            j = i + 1
            while j < len(lines):
                t = lines[j]
                if not t.strip() or t.startswith(("note:", "test ", "stack backtrace")) or re.match(r"^\S.* --- FAILED$", t):
                    break
                if nocapture and j > i + 1 and not re.match(r"^\s*(left|right):", t):
                    break
                keep.add(j)
                j += 1
        elif s == "failures:":
            in_failures_list = True
        elif in_failures_list and re.match(r"^    \S", l) and not s.startswith("----"):
            keep.add(i)
        elif re.match(r"^test result: ", l):
            keep.add(i)
            in_failures_list = False
        elif re.match(r"^(Some errors have detailed explanations|For more information about)", l):
            keep.add(i)
        elif "Test executable failed" in l:
            keep.add(i)
    return keep


# ---------------------------------------------------------------- go

def rule_go(lines, cmd):
    keep = set()
    cover = "-cover" in cmd
    msg_indent = None
    for i, l in enumerate(lines):
        ind = len(l) - len(l.lstrip(" \t"))
        if msg_indent is not None:
            if l.strip() and ind > msg_indent:
                keep.add(i)                                   # continuation of a test message
                continue
            msg_indent = None
        if re.match(r"^\s*--- FAIL: ", l):
            keep.add(i)
        elif re.match(r"^FAIL(\s|$)", l):
            keep.add(i)
        elif re.match(r"^ok\s", l) and cover and "coverage:" in l:
            keep.add(i)
        elif cover and re.match(r"^\s*coverage: ", l):
            keep.add(i)
        elif re.match(r"^\s+\S+_test\.go:\d+: ", l):
            keep.add(i)
            msg_indent = ind
        elif re.match(r"^\S+\.go:\d+(:\d+)?: ", l) or re.match(r"^vet: ", l):
            keep.add(i)
        elif re.match(r"^# \S+", l):
            keep.add(i)
        elif re.match(r"^panic: ", l):
            keep.add(i)
        elif re.match(r"^\s+/home/dev/work/", l):
            keep.add(i)
            if i > 0:
                keep.add(i - 1)                               # the function of a project frame
        elif re.match(r"^Benchmark\S+\s+\d+\s+[\d.]+ ns/op", l):
            keep.add(i)                                       # the asked-for benchmark results
    return keep


def rule_go_json(lines, cmd):
    keep = set()
    cover = "-cover" in cmd
    last_msg_indent = {}
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if l.strip():
                if rule_go([l], cmd):
                    keep.add(i)
            continue
        act = ev.get("Action")
        out = ev.get("Output", "")
        key = (ev.get("Package") or ev.get("ImportPath"), ev.get("Test"))
        if act in ("fail", "build-fail"):
            keep.add(i)
            continue
        if act == "build-output":
            if re.match(r"^(# |\S+\.go:\d+)", out):
                keep.add(i)
            continue
        if act != "output":
            continue
        text = out.rstrip("\n")
        ind = len(text) - len(text.lstrip(" \t"))
        prev = last_msg_indent.get(key)
        if prev is not None and text.strip() and ind > prev and not re.match(r"^\s*(---|===)", text):
            keep.add(i)
            continue
        last_msg_indent.pop(key, None)
        if re.match(r"^\s*--- FAIL", text) or re.match(r"^FAIL(\s|$)", text) or re.match(r"^panic: ", text):
            keep.add(i)
        elif re.match(r"^\s+\S+_test\.go:\d+: ", text):
            keep.add(i)
            last_msg_indent[key] = ind
        elif re.match(r"^\s+/home/dev/work/", text):
            keep.add(i)
        elif cover and re.match(r"^(ok\s.*)?coverage: ", text.strip()):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git

HASH_LINE = re.compile(r"^[\s*|\\/_.-]*?\*?\s*([0-9a-f]{7,40})(\s|\||$)")
STAT_ROW = re.compile(r"^\s\S.*\s\|\s+(\d+|Bin)\b")
STAT_TOTAL = re.compile(r"^\s*\d+ files? changed")


def rule_git_log(lines, cmd):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^[\s*|\\/]*commit [0-9a-f]{7,40}", l):
            keep.add(i)
            want_subject = True
            continue
        if want_subject:
            if re.match(r"^[\s*|\\/]*(Merge|Author|AuthorDate|Commit|CommitDate|Date):", l) or not s or re.match(r"^[\s*|\\/]+$", l):
                continue
            keep.add(i)                                       # first message line
            want_subject = False
            continue
        if HASH_LINE.match(l):
            keep.add(i)                                       # one commit of a listing
        elif STAT_ROW.match(l) or STAT_TOTAL.match(l):
            keep.add(i)
        elif re.match(r"^(diff --git|diff --cc|@@)", l):
            keep.add(i)
    return keep


def rule_git_diff(lines, cmd):
    keep = set()
    combined = False
    word = "--word-diff" in cmd
    porcelain = "--word-diff=porcelain" in cmd
    for i, l in enumerate(lines):
        if re.match(r"^diff --(git|cc|combined) ", l):
            keep.add(i)
            combined = not l.startswith("diff --git")
            continue
        if re.match(r"^(new file mode|deleted file mode|rename from|rename to|similarity index|Binary files)", l):
            keep.add(i)
            continue
        if re.match(r"^@@", l):
            keep.add(i)
            continue
        if re.match(r"^[ACDMRTUX]\d*\t", l):                 # --name-status
            keep.add(i)
            continue
        if STAT_ROW.match(l) or STAT_TOTAL.match(l):
            keep.add(i)
            continue
        if re.match(r"^(---|\+\+\+) (a/|b/|/dev/null)", l) or l.startswith("index "):
            continue
        if word and not porcelain:
            if re.search(r"\[-.*?-\]|\{\+.*?\+\}", l):
                keep.add(i)
            continue
        n = 2 if combined else 1
        head = l[:n]
        if ("+" in head or "-" in head) and l.strip() not in ("+", "-", "++", "--"):
            keep.add(i)
        elif re.search(r"^[ +]*(<{7}|={7}|>{7})", l):
            keep.add(i)
    return keep


def rule_git_other(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(CONFLICT|Automatic merge failed|error:|fatal:)", l):
            keep.add(i)
        elif re.match(r"^(On branch|HEAD detached|## |You have unmerged paths|All conflicts fixed)", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- grep

def rule_grep(lines, cmd):
    keep = set()
    context = re.search(r"(^|\s)-[A-Za-z]*[ABC]\s*\d|--context|--before|--after", cmd)
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if context:
            if l == "--":
                continue
            if re.match(r"^[^:\s]+:\d+:", l):             # a hit (context lines use '-')
                keep.add(i)
        else:
            keep.add(i)                                    # every hit / count is what was asked
    return keep


# ---------------------------------------------------------------- dispatch

def classify(cmd):
    c = cmd.strip()
    if "pytest" in c:
        return "pytest"
    if c.startswith("mypy"):
        return "mypy"
    if "vitest" in c:
        return "vitest"
    if "jest" in c:
        return "jest"
    if "eslint" in c:
        return "eslint"
    if re.search(r"\btsc\b", c):
        return "tsc"
    if c.startswith("cargo"):
        return "cargo"
    if c.startswith("go test") and "-json" in c:
        return "gojson"
    if c.startswith(("go test", "go vet", "go build")):
        return "go"
    if c.startswith("git log") or c.startswith("git show"):
        return "gitlog"
    if c.startswith("git diff"):
        return "gitdiff"
    if c.startswith("git"):
        return "gitother"
    if c.startswith("grep"):
        return "grep"
    return "other"


RULES = {
    "pytest": (rule_pytest, False),
    "mypy": (rule_mypy, False),
    "jest": (rule_jest, True),
    "vitest": (rule_vitest, True),
    "eslint": (rule_eslint, True),
    "tsc": (rule_tsc, True),
    "cargo": (rule_cargo, False),
    "go": (rule_go, False),
    "gojson": (rule_go_json, False),
    "gitlog": (rule_git_log, False),
    "gitdiff": (rule_git_diff, False),
    "gitother": (rule_git_other, False),
    "grep": (rule_grep, False),
    "other": (lambda lines, cmd: set(), True),
}


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = classify(cmd)
    rule, use_generic = RULES[tool]
    if tool == "jest" and "--listTests" in cmd:
        use_generic = False
    idx = set(rule(lines, cmd))
    if use_generic:
        idx |= generic(lines)
    if tool == "jest":
        idx -= jest_console_blocks(lines)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx |= set(nonblank[-3:])
    seen = set()
    out = []
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--print":
        cmd, _, output = parse_txtar(open(sys.argv[2], encoding="utf-8").read())
        print("\n".join(keep_lines(cmd, output)))
        return
    for name in sorted(os.listdir(HERE)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(HERE, name)
        text = open(path, encoding="utf-8").read()
        cmd, _, output = parse_txtar(text)
        keep = keep_lines(cmd, output)
        head = text.split("-- keep --\n", 1)[0]
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()
