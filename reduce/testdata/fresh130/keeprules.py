#!/usr/bin/env python3
"""Derive the -- keep -- section of every txtar file in this folder.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never keep lines. Each distinct line
is listed once, at its first occurrence, in output order.

Usage: python3 keeprules.py [DIR]   (rewrites the keep section of DIR/*.txtar)
"""

import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]|\x1b[=>]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic
WORDS = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|failing|warning|warnings|panic|panicked|"
    r"exception|traceback|deprecated|deprecation|fatal)\b",
    re.I,
)
ERRNAME = re.compile(r"\b\w+(Error|Exception)\b")
MARKERS = ("✖", "✕", "×", "●", "✗")

# lines the generic rule never takes (passing rows, code frames, runtime frames, yaml keys)
PASSING = re.compile(r"^\s*(✓|✔|--- PASS|=== RUN|=== PAUSE|=== CONT|PASS$|ok \d+ - )|\.\.\. ok$|\bPASSED\b")
FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")          # "  12 | code" and "> 36 |"
CARET_FRAME = re.compile(r"^\s*\|\s*[\s^~\-+|]*$")  # "   |   ^^^" with no label
GO_RUNTIME = re.compile(r"^\s*(/usr/local/go/|runtime\.|testing\.|created by (testing|runtime|time)\.|sync\.|panic\(\{)")
TAP_KEY = re.compile(r"^\s+(error|code|name|failureType|operator|stack|duration_ms|type|location|expected|actual): ")
RUST_HELP = re.compile(r"^\s*(= (help|note):|help: )")
TSC_PROGRESS = re.compile(r"^\d{1,2}:\d{2}:\d{2} [AP]M - ")
BARE_NPM = re.compile(r"^npm (error|warn)$")
CARGO_RUNNING = re.compile(r"^\s+Running `")   # cargo -v rustc command lines (contain --error-format)


def generic(line):
    if PASSING.search(line) or FRAME.match(line) or CARET_FRAME.match(line) or GO_RUNTIME.match(line):
        return False
    if TAP_KEY.match(line) or RUST_HELP.match(line) or TSC_PROGRESS.match(line) or BARE_NPM.match(line) \
            or CARGO_RUNNING.match(line):
        return False
    if any(m in line for m in MARKERS):
        return True
    return bool(WORDS.search(line) or ERRNAME.search(line))


# ---------------------------------------------------------------- per tool, line rules
LINE_RULES = [
    # --- sub-build headers: which workspace / sub-make / CI step the following lines belong to
    re.compile(r"^> \S+@\S+ \S+$"),                           # npm: "> @scope/pkg@1.0.0 test"
    re.compile(r"^make(\[\d+\])?: (Entering|Leaving) directory"),
    re.compile(r"^make(\[\d+\])?: \*\*\*"),
    re.compile(r"^(==>|<==) \["),                              # ci.sh steps
    re.compile(r"^----- \S+: "),                               # ci.sh steps
    re.compile(r"^== \S+$"),                                   # make test module loop
    re.compile(r"^ci: "),
    re.compile(r"^npm (error|warn) .*\S"),
    # --- TypeScript
    re.compile(r"error TS\d+:"),
    re.compile(r"^Found \d+ errors?"),
    re.compile(r"^TSFILE: "),
    # --- eslint
    re.compile(r"^\s+\d+:\d+\s+(error|warning)\s"),
    re.compile(r"^\S+:\d+:\d+: .*\[(Error|Warning)/"),
    re.compile(r"^✖ \d+ problems?"),
    re.compile(r"potentially fixable with the `--fix` option"),
    # --- vitest
    re.compile(r"^\s*×"),
    re.compile(r"^\s*→ "),
    re.compile(r"^\s*FAIL\s"),
    re.compile(r"^\s*❯ .*:\d+:\d+"),
    re.compile(r"^\s*(Test Files|Tests)\s+\d+ "),
    re.compile(r"Failed Tests \d+"),
    re.compile(r"^\s*(Expected|Received):\s"),
    # --- jest
    re.compile(r"^\s*●"),
    re.compile(r"^\s*expect\("),
    re.compile(r"^\s*[-+] (Expected|Received)\b"),
    re.compile(r"^\s*> \d+ \|"),
    re.compile(r"^\s*at .*\((?:file://)?(?!node:)[^)]*\b(test|src|lib|packages|crates)/[^)]*:\d+:\d+\)"),
    re.compile(r"^(Tests|Test Suites):\s"),
    re.compile(r"^All files\s+\|"),
    re.compile(r"^\s*\S+\s*\|(\s*[\d.]+\s*\|){4}\s*\S"),      # coverage row with uncovered lines
    # --- mocha
    re.compile(r"^\s+\d+ (passing|failing|pending)\b"),
    re.compile(r"^\s+\d+\) \S"),
    re.compile(r"^\+ actual - expected"),
    re.compile(r"^\s+\+ expected - actual"),
    # --- node --test (TAP)
    re.compile(r"^\s*not ok \d+ - "),
    re.compile(r"^# (tests|pass|fail|cancelled) \d+"),
    # --- cargo / rustc / clippy / rustdoc
    re.compile(r"^(error|warning)(\[\w+\])?: "),
    re.compile(r"^\s*--> "),
    re.compile(r"^\s*\d*\s*\|[\s|]*[\^\-]+\s+\S"),             # caret/dash label lines
    re.compile(r"^test .* \.\.\. FAILED$"),
    re.compile(r"^---- .* stdout ----$"),
    re.compile(r"^test result: "),
    re.compile(r"^\s*Doc-tests \S+$"),
    re.compile(r"^Diff in \S+:\d+:$"),
    # --- go
    re.compile(r"^# \[?[\w.-]+/[\w./-]+"),                  # "# example.com/mod/pkg" build header
    re.compile(r"^\s*--- FAIL: "),
    re.compile(r"^FAIL\b"),
    re.compile(r"^ok\s+\S+\t"),                               # go package verdict "ok  \tpkg\t0.01s"
    re.compile(r"^\s+[\w./-]+\.go:\d+: "),                    # t.Errorf messages, testing.go:N: race detected
    re.compile(r"^[\w./-]+\.go:\d+:\d+: "),                   # vet / compile / lint findings
    re.compile(r"^vet: "),
    re.compile(r"^-: "),
    re.compile(r"^panic: "),
    re.compile(r"^fatal error: "),
    re.compile(r"^WARNING: DATA RACE"),
    re.compile(r"^(Read|Write|Previous write|Previous read) at 0x[0-9a-f]+ by goroutine \d+:"),
    re.compile(r"^Goroutine \d+ \(\w+\) created at:"),
    re.compile(r"^\d+ issues?:$"),
    re.compile(r"^\* \w+: \d+$"),
    re.compile(r"^Benchmark\S+\s+\d+\s"),
    # --- pytest
    re.compile(r"^E\s"),
    re.compile(r"^>\s{2,}\S"),
    re.compile(r"^_{3,} .* _{3,}$"),
    re.compile(r"^\S+\.py:\d+:( (?!note:)|$)"),
    re.compile(r"^(FAILED|ERROR) "),
    re.compile(r" (FAILED|ERROR)\s+\[\s*\d+%\]$"),
    re.compile(r"^=+ .*\b(passed|failed|error|errors)\b.* =+$"),
    re.compile(r"^\d+ (passed|failed)\b.* in [\d.]+s"),
    re.compile(r"^TOTAL\s+\d+"),
    re.compile(r"^\S+\.py\s+\d+\s+\d+\s+\d+%\s+\S"),          # coverage row with missing lines
    # --- mypy / flake8 / pylint
    re.compile(r"^\S+\.py:\d+: error: "),
    re.compile(r"^(Found \d+ errors? in|Success: )"),
    re.compile(r"^\S+:\d+:\d+: [A-Z]\d{3,4}\b"),
    re.compile(r"^\*{5,} Module "),
    re.compile(r"^Your code has been rated"),
    # --- gcc / C test runner
    re.compile(r"^\S+\.[ch]:\d+:\d+: (error|warning): "),
    re.compile(r"^\S+\.[ch]: In function "),
    re.compile(r"^FAIL "),
    re.compile(r"^\d+ checks, \d+ failed"),
    # --- shellcheck
    re.compile(r"^In \S+ line \d+:$"),
    re.compile(r"\bSC\d{4} \((error|warning|info|style)\): "),
    # --- ci.sh summary table
    re.compile(r"^STEP\s+RESULT$"),
]


def keep_build(lines):
    """Generic + every tool rule (composite commands mix many tools)."""
    keep = [False] * len(lines)
    n = len(lines)

    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if generic(l) or any(r.search(l) for r in LINE_RULES):
            keep[i] = True

    # diff blocks (vitest/jest "- Expected / + Received", mocha "+ actual - expected")
    i = 0
    while i < n:
        l = lines[i]
        if re.match(r"^\s*- Expected\b", l) or re.match(r"^\+ actual - expected", l) or re.match(r"^\s+\+ expected - actual", l):
            j = i + 1
            while j < n:
                s = lines[j].strip()
                if s.startswith(("❯", "at ", ">")) or FRAME.match(lines[j]) or re.match(r"^\d+\)", s):
                    break
                if re.match(r"^[-+]", s) and not re.match(r"^[-+] (Expected|Received)\b", s):
                    keep[j] = True
                j += 1
            i = j
        else:
            i += 1

    # mocha: after a numbered detail header "  N) suite" keep following title lines up to the one ending in ":"
    # (only a detail header: one whose title block ends in ":" within a few lines)
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+\) \S", l) and not l.rstrip().endswith(":"):
            j = i + 1
            while j < n and lines[j].strip() and j - i <= 4 and not lines[j].rstrip().endswith(":"):
                j += 1
            if j < n and j - i <= 4 and lines[j].rstrip().endswith(":"):
                for k in range(i + 1, j + 1):
                    keep[k] = True

    # node --test TAP: error bodies ("error: |-" block) and location of failing tests
    for i, l in enumerate(lines):
        if re.match(r"^\s*not ok \d+ - ", l):
            j = i + 1
            while j < n and not re.match(r"^\s*(ok|not ok) \d+ - |^\s*# Subtest", lines[j]):
                m = re.match(r"^(\s+)(error|location): (.*)$", lines[j])
                if m and m.group(2) == "location":
                    keep[j] = True
                if m and m.group(2) == "error":
                    if m.group(3) not in ("|-", "|", ">-"):
                        keep[j] = True
                    ind = len(m.group(1))
                    k = j + 1
                    while k < n and (not lines[k].strip() or len(lines[k]) - len(lines[k].lstrip()) > ind):
                        if lines[k].strip():
                            keep[k] = True
                        k += 1
                    j = k
                    continue
                j += 1

    # rust: panic message lines after "panicked at", until blank or note:
    for i, l in enumerate(lines):
        if "panicked at" in l:
            j = i + 1
            while j < n and lines[j].strip() and not lines[j].startswith(("note:", "stack backtrace:")):
                keep[j] = True
                j += 1

    # rust: names under the second "failures:" header (the list, not the stdout dumps)
    for i, l in enumerate(lines):
        if l.strip() == "failures:":
            j = i + 1
            while j < n and not lines[j].strip():
                j += 1
            if j < n and re.match(r"^    \S+$", lines[j]):
                while j < n and re.match(r"^    \S+$", lines[j]):
                    keep[j] = True
                    j += 1

    # rust backtrace: project frames (function line + "at ./src" or "at crates/" line)
    for i, l in enumerate(lines):
        if re.match(r"^\s+at (\./|crates/|src/)", l):
            keep[i] = True
            if i > 0 and re.match(r"^\s+\d+: ", lines[i - 1]):
                keep[i - 1] = True

    # cargo --no-fail-fast: the list of failed targets under "error: N targets failed:"
    for i, l in enumerate(lines):
        if re.match(r"^error: \d+ targets? failed:$", l):
            j = i + 1
            while j < n and re.match(r"^\s+`", lines[j]):
                keep[j] = True
                j += 1

    # go: "running tests:" list under a timeout panic
    for i, l in enumerate(lines):
        if l.strip() == "running tests:":
            keep[i] = True
            j = i + 1
            while j < n and lines[j].startswith("\t\t"):
                keep[j] = True
                j += 1

    # go: project frames in goroutine dumps and race reports, with the function line above,
    # and the goroutine header of any goroutine that has a project frame
    for i, l in enumerate(lines):
        if re.match(r"^\s+/home/dev/work/\S+\.go:\d+", l):
            keep[i] = True
            if i > 0 and lines[i - 1].strip():
                keep[i - 1] = True
            j = i
            while j >= 0 and lines[j].strip():
                if re.match(r"^goroutine \d+ \[", lines[j]):
                    keep[j] = True
                    break
                j -= 1

    # go test: continuation lines of a multi-line t.Errorf message (deeper indent)
    for i, l in enumerate(lines):
        m = re.match(r"^(\s+)[\w./-]+_test\.go:\d+: ", l)
        if m:
            ind = len(m.group(1))
            j = i + 1
            while j < n and lines[j].strip() and (len(lines[j]) - len(lines[j].lstrip())) > ind \
                    and not re.match(r"^\s*(---|===)", lines[j]) and not re.match(r"^\s+[\w./-]+_test\.go:\d+: ", lines[j]):
                keep[j] = True
                j += 1

    # eslint stylish: the file header above a block of rows
    for i, l in enumerate(lines[:-1]):
        if re.match(r"^\S+\.[cm]?[jt]sx?$", l) and re.match(r"^\s+\d+:\d+\s+(error|warning)\s", lines[i + 1]):
            keep[i] = True

    # tsc: indented continuation lines of an error
    for i, l in enumerate(lines):
        if "error TS" in l:
            j = i + 1
            while j < n and lines[j].startswith("  ") and lines[j].strip() and not FRAME.match(lines[j]) \
                    and not ANSI_FRAME.match(lines[j]):
                keep[j] = True
                j += 1

    # source excerpts are not findings: rustfmt --check diff bodies and golangci-lint code lines
    # (identifiers like ParseError or errors.New would otherwise trip the generic rule)
    in_fmt = False
    for i, l in enumerate(lines):
        if re.match(r"^Diff in \S+:\d+:$", l):
            in_fmt = True
            continue
        if in_fmt:
            if l == "" or l[:1] in (" ", "+", "-"):
                keep[i] = False
                continue
            in_fmt = False
    for i, l in enumerate(lines):
        if re.match(r"^[\w./-]+\.go:\d+:\d+: .*\(\w+\)$", l) and i + 2 < n and re.match(r"^\s*\^\s*$", lines[i + 2]):
            keep[i + 1] = keep[i + 2] = False

    # make: a recipe that failed without any kept line since the previous make line
    # (e.g. a custom "gofmt needs running on:" check): keep up to 3 lines above the "make: ***"
    for i, l in enumerate(lines):
        if re.match(r"^make(\[\d+\])?: \*\*\*", l):
            j = i - 1
            while j >= 0 and not re.match(r"^make(\[\d+\])?: ", lines[j]) and not keep[j]:
                j -= 1
            if j >= 0 and keep[j] and not re.match(r"^make(\[\d+\])?: ", lines[j]):
                continue
            got, j = 0, i - 1
            while j >= 0 and got < 3 and lines[j].strip() and not re.match(r"^make(\[\d+\])?: ", lines[j]) \
                    and not FRAME.match(lines[j]) and not CARET_FRAME.match(lines[j]):
                keep[j] = True
                got += 1
                j -= 1

    # jest "● Console" blocks are logged output, not failures: drop them
    i = 0
    while i < n:
        if re.match(r"^\s*● Console$", lines[i]):
            j = i
            while j < n and not (j > i and (re.match(r"^\s*● ", lines[j]) or re.match(r"^(FAIL|PASS) ", lines[j]))):
                keep[j] = False
                j += 1
            i = j
        else:
            i += 1

    return keep


ANSI_FRAME = re.compile(r"^\d+\s")  # pretty tsc code line after escapes were removed ("31   const ...")


# ---------------------------------------------------------------- listings
def keep_git_status(lines):
    keep = []
    for l in lines:
        keep.append(bool(
            re.match(r"^(On branch|HEAD detached|Your branch|## )", l)
            or re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", l)
            or l.startswith("\t")
            or re.match(r"^[ MADRCU?!]{2} \S", l)
            or re.match(r"^(nothing to commit|no changes added)", l)
        ))
    return keep


def keep_git_diff(lines):
    keep = []
    for l in lines:
        keep.append(bool(
            re.match(r"^diff --git ", l)
            or re.match(r"^(new|deleted) file mode", l)
            or re.match(r"^@@ ", l)
            or (re.match(r"^[-+]", l) and not re.match(r"^(---|\+\+\+) ", l))
        ))
    return keep


def keep_git_log(lines, patch_bodies):
    keep = [False] * len(lines)
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep[i] = True
            j = i + 1
            while j < len(lines) and not (lines[j].startswith("    ") and lines[j].strip()):
                j += 1
            if j < len(lines):
                keep[j] = True   # subject
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| +Bin ", l):
            keep[i] = True
        elif re.match(r"^ \d+ files? changed", l):
            keep[i] = True
    if patch_bodies:
        d = keep_git_diff(lines)
        keep = [a or b for a, b in zip(keep, d)]
    return keep


def keep_grep(lines):
    return [bool(re.match(r"^[^:\s]+:\d+:", l)) for l in lines]


def keep_go_doc(lines):
    return [bool(re.match(r"^(package|func|type|var|const) \S", l)) for l in lines]


def keep_all(lines):
    return [bool(l.strip()) for l in lines]


def keep_go_json(lines):
    keep = [False] * len(lines)
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            keep[i] = generic(l)
            continue
        act = ev.get("Action")
        out = ev.get("Output", "")
        if act == "fail":
            keep[i] = True
        elif act in ("pass", "skip") and "Test" not in ev:
            keep[i] = True   # package verdict
        elif act == "output" and re.search(r"--- FAIL|^FAIL\b|panic:|_test\.go:\d+:|^ok\s", out.strip()):
            keep[i] = True
    return keep


# ---------------------------------------------------------------- driver
def rule_for(cmd):
    c = cmd.strip()
    if re.match(r"^git status\b", c):
        return "git-status", keep_git_status
    if re.match(r"^git diff\b", c):
        return "git-diff", keep_git_diff
    if re.match(r"^git show\b", c):
        return "git-show", lambda ls: keep_git_log(ls, True)
    if re.match(r"^git log\b", c):
        return "git-log", lambda ls: keep_git_log(ls, " -p" in c or "--patch" in c)
    if re.match(r"^grep\b", c):
        return "grep", keep_grep
    if re.match(r"^go doc\b", c):
        return "go-doc", keep_go_doc
    if re.match(r"^make\b.* -n\b", c):
        return "make-n", keep_all
    if re.match(r"^go test\b", c) and "-json" in c:
        return "go-json", keep_go_json
    return "build", keep_build


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    _, fn = rule_for(cmd)
    flags = fn(lines)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    for i in nonblank[-3:]:
        flags[i] = True
    seen, out = set(), []
    for l, f in zip(lines, flags):
        if f and l.strip() and l not in seen:
            seen.add(l)
            out.append(l)
    return out


def parse_txtar(text):
    head, rest = text.split("-- output --\n", 1)
    output, _ = rest.split("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name in sorted(os.listdir(d)):
        if not name.endswith(".txtar"):
            continue
        p = os.path.join(d, name)
        text = open(p, encoding="utf-8").read()
        head, cmd, output = parse_txtar(text)
        keep = keep_lines(cmd, output)
        with open(p, "w", encoding="utf-8") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{name}: {rule_for(cmd)[0]}, {len(keep)} keep lines")


if __name__ == "__main__":
    main()
