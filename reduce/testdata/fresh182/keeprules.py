#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh182 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes (CSI and OSC) and trailing
whitespace removed. Blank lines are never kept. Each distinct line is kept once,
at its first occurrence in output order.

The commands of this set are often chains (`sed ... && go build ./...`), so the
rules are picked per tool: every tool named in the command contributes its rules,
and a line is kept if any of them keeps it. Listing rules (grep, git grep, git
status, diff stats) only apply when the listing is what the command prints.
Every case also keeps its last three non-blank lines. HAND lists lines added by
hand, per case (none were needed).
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"
LISTING_MAX = 40   # a grep/git listing up to this many lines is kept whole
SMALL_DIFF = 40    # a diff with up to this many -/+ lines keeps them all

HAND = {}  # case file name -> extra lines (exact), none needed


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


PY_EXC = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception|Warning|Exit)\b(?::.*)?$")


def python_traceback(lines):
    keep = []
    for i, l in enumerate(lines):
        if PY_EXC.match(l):
            keep.append(i)
        elif l.startswith('  File "' + PROJECT):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    "):
                keep.append(i + 1)
        if l == "Traceback (most recent call last):":
            j = i + 1
            while j < len(lines) and lines[j].startswith(" "):
                j += 1
            if j < len(lines) and lines[j].strip():
                keep.append(j)
    return keep


# ---------------------------------------------------------------- tools

def go(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.go:\d+:\d+: ",                    # compiler / type-checker errors
        r"^vet: \S+\.go:\d+",                      # vet's type-check errors
        r"^\t(have|want) \(",                      # signature mismatch detail
        r"^--- FAIL: ",
        r"^\s+\S+_test\.go:\d+: ",                 # t.Error / t.Fatal messages
        r"^FAIL\s",                                # failing package
        r"^FAIL$",
        r"^panic: ",
        r"^\[signal ",
        r"no required module provides package",
        r"^go: (?!downloading)",                   # go command errors
        r"^\s+go get ",
        r"^\S+: .*not allowed",                    # the program's own error message
        r"^(fleetctl|importer|spokehire): ",
    )
    # go test: the per-package result lines are its summary
    if re.search(r"\bgo test\b", cmd):
        keep += match_all(lines, r"^ok\s+\S+\s+(\(cached\)|[\d.]+s)")
    # project frames of a panic and the function line above each
    for i, l in enumerate(lines):
        if l.startswith("\t" + PROJECT) and i > 0:
            keep += [i - 1, i]
    # gopls rename -l / gofmt -l: the files it rewrote are the result
    if re.search(r"\bgopls rename\b.*-l|\bgofmt\b.*-l", cmd):
        keep += match_all(lines, r"^(\S+/)?[\w./-]+\.go$")
    return keep


def is_listing(cmd):
    """The command prints a grep / git grep listing (possibly filtered or sorted)."""
    return bool(re.match(r"^(grep|git grep)\b", cmd)) and "xargs" not in cmd


def grep(lines, cmd):
    if not is_listing(cmd):
        return []
    if re.search(r"&&|;", cmd):
        # grep chained with other commands: only the hit lines are the listing
        return match_all(lines, r"^\.?/?[\w./-]+:\d+:")
    nb = nonblank(lines)
    if len(nb) <= LISTING_MAX:
        return nb
    # long listing: the first hit in each file (which files still mention the name)
    keep, seen = [], set()
    for i, l in enumerate(lines):
        m = re.match(r"^([^:\s]+):\d+:", l)
        if m and m.group(1) not in seen:
            seen.add(m.group(1))
            keep.append(i)
    return keep


def git(lines, cmd):
    keep = match_all(
        lines,
        r"^ \d+ files? changed",                   # diff --stat summary
        r"^Updated \d+ paths? from",
        r"^Saved working directory",
        r"^Dropped refs/stash",
        r"^On branch ",
        r"^Changes (to be committed|not staged)",
        r"^Untracked files:",
        r"^Unmerged paths:",
        r"^\t(modified|deleted|renamed|new file|both modified):",
        r"^fatal: ",
        r"^error: ",
        r"^CONFLICT",
    )
    # --short status rows
    if re.search(r"git status[^|&;]*(--short|-s\b|--porcelain)", cmd):
        keep += match_all(lines, r"^[ MADRCU?!]{2} \S")
    # --stat rows (the files a wide change touched), kept when there are few of them
    stat = match_all(lines, r"^ \S.* \| +(\d+ [-+]*|Bin )")
    if len(stat) <= LISTING_MAX:
        keep += stat
    # diffs: file headers always, the changed lines only for a small diff
    if re.search(r"git (diff|show)\b", cmd) and "--stat" not in cmd and "--shortstat" not in cmd:
        keep += match_all(lines, r"^diff --git ", r"^(rename|new file|deleted file) ")
        changed = [i for i, l in enumerate(lines) if re.match(r"^[-+](?![-+]{2} )", l)]
        if len(changed) <= SMALL_DIFF:
            keep += changed
    if re.search(r"git (show|log)\b", cmd):
        keep += match_all(lines, r"^commit [0-9a-f]{7,}", r"^    \S", r"^[0-9a-f]{7,} \S")
    return keep


def tsc(lines, cmd):
    keep = []
    err = re.compile(r"^\S+\(\d+,\d+\): error TS\d+: |^\S+:\d+:\d+ - error TS\d+: ")
    for i, l in enumerate(lines):
        if err.match(l):
            keep.append(i)
            j = i + 1                               # indented continuation of the message
            while j < len(lines) and re.match(r"^  \S", lines[j]) and not err.match(lines[j]):
                keep.append(j)
                j += 1
    keep += match_all(lines, r"^Found \d+ errors?", r"^error TS\d+: ")
    # the per-file table after "Found N errors in M files."
    for i, l in enumerate(lines):
        if l.startswith("Errors  Files"):
            keep.append(i)
            j = i + 1
            while j < len(lines) and re.match(r"^\s+\d+  \S", lines[j]):
                keep.append(j)
                j += 1
    return keep


def vitest(lines, cmd):
    keep = match_all(
        lines,
        r"^ ❯ \S+\.test\.ts .*failed",              # file with failures
        r"^\s+(×|❯) \S+\.test\.ts > ",              # failing test rows
        r"^\s+→ ",                                   # its message
        r"^ FAIL ",
        r"^(\w+Error|Error): ",
        r"^\s+❯ (?:\S+ )?(src|test)/\S+:\d+:\d+",   # project frames
        r"^ *Test Files ",
        r"^ *Tests ",
        r"Failed Tests \d+",
        r"^- Expected", r"^\+ Received",
    )
    # the assertion diff under "- Expected / + Received"
    for i, l in enumerate(lines):
        if l.startswith("+ Received"):
            j = i + 1
            while j < len(lines) and not lines[j].startswith(" ❯") and not lines[j].startswith("⎯"):
                if re.match(r"^\s*[-+] ", lines[j]):
                    keep.append(j)
                j += 1
    # the source line the caret points at
    for i, l in enumerate(lines):
        if re.match(r"^\s+\|\s+\^$", l) and i > 0:
            keep.append(i - 1)
    return keep


def pytest(lines, cmd):
    keep = python_traceback(lines)
    keep += match_all(
        lines,
        r"^E   ",
        r"^_{3,} .+ _{3,}$",
        r"^(?:[\w.-]+/)*[\w.-]+\.py:\d+:(?: |$)",
        r"^/home/dev/work/\S+\.py:\d+:",
        r"^(FAILED|ERROR) ",
        r" (FAILED|ERROR)(\s+\[|$)",
        r"^=* ?\d+ (failed|passed|errors?)",
        r"\b\d+ (failed|errors?)\b.* in [\d.]+s",
        r"^!{3,}",
        r"^ImportError while importing test module",
    )
    loc = re.compile(r"^\S+\.py:\d+:(?: |$)")
    # --tb=short: the source line under a project location "path.py:N: in func"
    for i, l in enumerate(lines):
        if re.match(r"^(?!/)\S+\.py:\d+: in \S+$", l) and i + 1 < len(lines) and lines[i + 1].startswith("    "):
            keep.append(i + 1)
    for i, l in enumerate(lines):
        if l.startswith(">   "):
            j = i + 1
            while j < len(lines) and not loc.match(lines[j]) and not lines[j].startswith("___"):
                j += 1
            if j < len(lines) and loc.match(lines[j]) and not lines[j].startswith("/"):
                keep.append(i)
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py [.FEsx]+\s*(\[\s*\d+%\])?$", l) and re.search(r"[FE]", l.split(" ", 1)[1]):
            keep.append(i)
        if re.match(r"^[.FEsx]+\s+\[\s*\d+%\]$", l) and re.search(r"[FE]", l):
            keep.append(i)
    return keep


def mypy(lines, cmd):
    keep = match_all(lines, r"^\S+\.py:\d+: error: ", r"^Found \d+ errors? in ", r"^Success: no issues")
    # --pretty wraps the [error-code] onto the next line
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+: error: ", l) and i + 1 < len(lines) and re.match(r"^ ?\[[a-z-]+\]$", lines[i + 1]):
            keep.append(i + 1)
    return keep


def lib2to3(lines, cmd):
    keep = match_all(
        lines,
        r"^RefactoringTool: Refactored ",
        r"^RefactoringTool: Files that (need to be|were) modified",
        r"^RefactoringTool: (?!Skipping|Refactored|Files|No changes|Warnings)\S+\.py$",
        r"^RefactoringTool: (Can't parse|There was|Warnings)",
        r"^RefactoringTool: No changes",
        r"^(---|\+\+\+) \S+\.py",
    )
    changed = [i for i, l in enumerate(lines) if re.match(r"^[-+](?![-+]{2} )", l)]
    if len(changed) <= 2 * SMALL_DIFF:
        keep += changed
    return keep


def python_run(lines, cmd):
    return python_traceback(lines) + match_all(lines, r"^usage: ", r"^\S+\.py:\d+: \w+Warning:")


def cargo(lines, cmd):
    keep = []
    head = re.compile(r"^(error|warning)(\[\w+\])?: |^help: ")
    for i, l in enumerate(lines):
        if head.match(l):
            keep.append(i)
        elif re.match(r"^\s*--> ", l) and "/rustc/" not in l:
            keep.append(i)
        elif re.match(r"^\s*\d*\s*\|.*[\^-]+ \S", l) and re.search(r"[\^]", l):
            keep.append(i)                           # caret label with its message
        elif re.match(r"^\s*= (note|help): ", l) and not re.search(
                r"originates in the macro|in this macro invocation|for further information visit"
                r"|implied by `|to override `", l):
            keep.append(i)
            # "= note: expected X" is followed by an indented "found Y"
            if i + 1 < len(lines) and re.match(r"^\s+found ", lines[i + 1]):
                keep.append(i + 1)
    keep += match_all(
        lines,
        r"^\S+\.rs:\d+:\d+: (error|warning)",       # --message-format=short
        r"^test \S+ \.\.\. FAILED",
        r"^---- \S+ stdout ----",
        r"panicked at ",
        r"^\s+(left|right): ",
        r"^assertion ",
        r"^test result: ",
        r"^error: test failed",
    )
    return keep


def make(lines, cmd):
    keep = match_all(
        lines,
        r"^\S+\.[ch]:\d+:\d+: (fatal error|error|warning|note): ",
        r"^\S+\.[ch]: In function ",
        r"undefined reference to ",
        r"more undefined references to ",
        r"^collect2: error",
        r"^cc1: ",
        r"^make(\[\d+\])?: \*\*\* ",
        r"^make(\[\d+\])?: Target .* not remade",
    )
    # a fatal missing-include error: the #include line under it
    for i, l in enumerate(lines):
        if "fatal error:" in l and i + 1 < len(lines) and "#include" in lines[i + 1]:
            keep.append(i + 1)
    return keep


def codemod(lines, cmd):
    return match_all(lines, r"^(rewrote|would rewrite) \S+: \d+ occurrences?",
                     r"^\d+ file\(s\) (changed|would change)", r"^usage: ")


def counted(lines, cmd):
    """`sort | uniq -c` and `wc -l` summaries: every row is the result."""
    return nonblank(lines)


TOOLS = [
    (r"\bgo (build|vet|test|run|mod)\b|\bgopls\b|\bgofmt\b", go),
    (r"^(grep|git grep)\b", grep),
    (r"\bgit (diff|show|log|status|stash|checkout|mv|rm)\b", git),
    (r"\btsc\b", tsc),
    (r"\bvitest\b", vitest),
    (r"-m pytest\b", pytest),
    (r"-m mypy\b", mypy),
    (r"-m lib2to3\b", lib2to3),
    (r"\bpython3 (legacy|-m py_compile)", python_run),
    (r"\bcargo\b", cargo),
    (r"\bmake\b", make),
    (r"\bnode scripts/", codemod),
    (r"\buniq -c\b", counted),
]


def keep_lines(cmd, output, name=""):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set()
    used = False
    for pattern, rule in TOOLS:
        if re.search(pattern, cmd):
            idx.update(rule(lines, cmd))
            used = True
    if not used:
        raise SystemExit(f"no rules for command: {cmd}")
    idx.update(nonblank(lines)[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    for extra in HAND.get(name, []):
        if extra not in seen and extra in lines:
            out.append(extra)
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
    total = 0
    for path in files:
        cmd, exit_, output = parse(path)
        keep = keep_lines(cmd, output, os.path.basename(path))
        write(path, cmd, exit_, output, keep)
        total += len(keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")
    print(f"total: {total} keep lines in {len(files)} cases")


if __name__ == "__main__":
    main(sys.argv[1:])
