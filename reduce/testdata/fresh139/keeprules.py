#!/usr/bin/env python3
"""Fill the `-- keep --` section of every .txtar file in this directory.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Rules: a generic rule (the last three non-blank lines of every output, plus
error/failure/warning words for the test runners that have no complete rule
of their own) and one rule per tool, chosen from the command line.
Written before looking at anything the reducer does.

Usage: python3 keeprules.py [DIR]   (default: the directory of this script)
"""
from __future__ import annotations

import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][A-Za-z0-9]|\x1b[=>]")


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


# --------------------------------------------------------------------------
# generic

GENERIC_WORDS = re.compile(
    r"\b(errors?|fail(ed|ure|ures|s)?|panic(ked)?|exceptions?|traceback|warnings?|deprecat\w*)\b"
    r"|\w+(Error|Exception)\b|[✖✕×●✗]",
    re.IGNORECASE,
)
PASS_ROW = re.compile(r"^\s*(✓|✔|PASS\b|PASSED\b|--- PASS|=== RUN|ok\b)|\.\.\. ok$")
CODE_FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")


def generic(lines: list[str]) -> set[int]:
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if PASS_ROW.search(l) or CODE_FRAME.match(l):
            continue
        if re.match(r"^\s+at\s", l) and ("node_modules" in l or "node:internal" in l):
            continue
        if GENERIC_WORDS.search(l):
            keep.add(i)
    return keep


def last_three(lines: list[str]) -> set[int]:
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


# --------------------------------------------------------------------------
# Python


def rule_pytest(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^E(\s|$)", l) and s != "E":
            keep.add(i)  # assertion details, diffs, exception text
        elif re.match(r"^>\s", l):
            keep.add(i)  # failing source line
        elif re.match(r"^_{2,} .+ _{2,}$", l):
            keep.add(i)  # failure / collection error headers
        elif re.match(r"^[\w./\-]+\.py:\d+:", l) and not l.startswith("/usr/"):
            keep.add(i)  # project location lines
        elif re.match(r"^(FAILED|ERROR)\b", l) or re.search(r"::\S* (FAILED|ERROR)\b", l):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|errors?|skipped|deselected|xfailed|xpassed|no tests ran)\b.* =+$", l):
            keep.add(i)
        elif re.match(r"^\d+ (passed|failed|errors?|skipped|deselected)\b", l):
            keep.add(i)
        elif re.match(r"^!{3,} .* !{3,}$", l):
            keep.add(i)
        elif re.match(r"^(ImportError|ModuleNotFoundError)\b", l):
            keep.add(i)
        elif re.match(r"^TOTAL\s+\d+", l):
            keep.add(i)  # coverage total
        elif re.match(r"^\S+\.py\s+\d+\s+\d+\s+\d+%\s+\S", l):
            keep.add(i)  # coverage row with missing lines
    return keep


def rule_pytraceback(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("Traceback (most recent call last)"):
            keep.add(i)
        elif re.match(r'^\s*File "(?!<)(?!/usr/)[^"]+", line \d+', l):
            keep.add(i)  # project frames only
        elif re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit)\b", l):
            keep.add(i)  # the exception line
    return keep


def rule_mypy(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if ": error:" in l or re.match(r"^(Found \d+ errors?|Success:)", l):
            keep.add(i)
    return keep


def rule_flake8(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w./\-]+:\d+:\d+: [A-Z]\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]\d+ ", l):
            keep.add(i)  # --statistics rows
        elif re.match(r"^\d+$", l):
            keep.add(i)  # --count
    return keep


def rule_pylint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\*{5,} Module ", l) or re.match(r"^[\w./\-]+:\d+:\d+: [CRWEFI]\d{4}: ", l) or "rated at" in l:
            keep.add(i)
    return keep


# --------------------------------------------------------------------------
# JavaScript / TypeScript


def rule_jest(lines, cmd):
    keep = generic(lines)
    in_fail = False
    for i, l in enumerate(lines):
        if re.match(r"^\s*●\s", l):
            in_fail = True
            keep.add(i)
        elif re.match(r"^(PASS|FAIL)\s", l) or re.match(r"^(Tests|Test Suites|Snapshots|Time):", l):
            in_fail = False
        if re.match(r"^FAIL\s", l) or "✕" in l:
            keep.add(i)
        elif re.match(r"^\s*expect\(", l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received)( value)?:\s", l):
            keep.add(i)
        elif re.match(r"^\s*- Expected", l) or re.match(r"^\s*\+ Received", l):
            keep.add(i)
        elif in_fail and re.match(r"^\s{4,}[-+] ", l):
            keep.add(i)  # diff body
        elif re.match(r"^\s*>\s*\d+\s*\|", l):
            keep.add(i)  # failing code-frame line
        elif re.match(r"^\s*at\s", l) and "node_modules" not in l and "node:" not in l and re.search(r"(legacy|src|test|lib)/[\w./-]+:\d+:\d+", l):
            keep.add(i)  # project frames
        elif re.match(r"^(Tests|Test Suites):", l):
            keep.add(i)
        elif re.match(r"^\s*All files\s*\|", l) or re.match(r"^\s*\S+\s*\|\s*[\d.]+\s*\|.*\|\s*\d[\d,\- ]*$", l):
            keep.add(i)  # coverage total and rows with uncovered lines
    return keep


def rule_vitest(lines, cmd):
    keep = generic(lines)
    in_fail = False
    want_frame = None
    for i, l in enumerate(lines):
        if re.match(r"^\s*FAIL\s", l):
            in_fail = True
            keep.add(i)
            continue
        if re.match(r"^\s*(Test Files|Tests)\s", l) or "Failed Tests" in l:
            keep.add(i)
            continue
        if "×" in l or re.match(r"^\s*→ ", l):
            keep.add(i)
        elif re.match(r"^\s*❯ \S+.*\(\d+ tests? \| \d+ failed\)", l):
            keep.add(i)  # failing file row (default reporter)
        elif re.match(r"^\s+❯ \S.* > ", l):
            keep.add(i)  # failing test row (default reporter)
        m = re.match(r"^\s*❯ \S+:(\d+):\d+", l)
        if m:
            keep.add(i)
            want_frame = m.group(1)
            continue
        if want_frame is not None:
            fm = re.match(r"^\s*(\d+)\|", l)
            if fm and fm.group(1) == want_frame:
                keep.add(i)  # the failing line of the code frame
                want_frame = None
        if in_fail and (re.match(r"^[-+] \S", l) or re.match(r"^[-+]\s+\S", l)):
            keep.add(i)  # Expected/Received diff
    return keep


def rule_tsc(lines, cmd):
    keep = set()
    prev = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+:", l):
            keep.add(i)
            prev = True
        elif prev and re.match(r"^  \S", l) and not re.match(r"^\s*\d+\s", l):
            keep.add(i)  # continuation of a plain-format message
        else:
            prev = False
        if re.match(r"^Found \d+ errors?", l):
            keep.add(i)
    return keep


def rule_eslint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^/\S+$", l) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+\s+(error|warning)\s", lines[i + 1]):
            keep.add(i)  # stylish file header
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
        elif re.search(r"✖ \d+ problems?", l) or "potentially fixable" in l:
            keep.add(i)
    return keep


# --------------------------------------------------------------------------
# Rust


def rule_cargo(lines, cmd):
    keep = set()
    panic_msg = False
    for i, l in enumerate(lines):
        s = l.strip()
        if panic_msg:
            if not s or s.startswith("note:") or s.startswith("stack backtrace:"):
                panic_msg = False
            else:
                keep.add(i)  # panic message: assertion text, left/right
                continue
        if re.match(r"^(error|warning)(\[\w+\])?:", l):
            keep.add(i)
        elif re.match(r"^\s*--> ", l) and "/rustc/" not in l:
            keep.add(i)  # project locations; std-library places are left out
        elif re.match(r"^\s*(\d+\s*)?\|", l) and "^" in l and re.search(r"[A-Za-z`]", l[l.rfind("^") + 1:]):
            keep.add(i)  # primary caret label with a message
        elif re.match(r"^test \S+ \.\.\. FAILED", l):
            keep.add(i)
        elif re.match(r"^---- \S+ stdout ----", l):
            keep.add(i)
        elif re.match(r"^thread '.*'( \(\d+\))? panicked at ", l):
            keep.add(i)
            panic_msg = True
        elif re.match(r"^test result:", l):
            keep.add(i)
        elif re.match(r"^\s+at \./", l) or re.match(r"^\s+at /home/dev/work/", l):
            keep.add(i)  # project backtrace location and its function line
            if i > 0 and re.match(r"^\s+\d+: ", lines[i - 1]):
                keep.add(i - 1)
    for i, l in enumerate(lines):
        if l.strip() != "failures:":
            continue
        j = i + 1
        while j < len(lines) and re.match(r"^    \S+$", lines[j]):
            keep.add(j)  # names of the failing tests (the list after the stdout sections)
            j += 1
    return keep


def rule_cargofmt(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^Diff in \S+:\d+:", l):
            keep.add(i)  # which file and where; the fix is `cargo fmt`
    return keep


# --------------------------------------------------------------------------
# Go

GO_FINDING = re.compile(r"^[\w./\-]+\.go:\d+:\d+: ")


def rule_gotest(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^# \S+", l):
            keep.add(i)
        elif re.match(r"^\s*--- FAIL", l):
            keep.add(i)
        elif re.match(r"^(FAIL|ok)\s", l) or l == "FAIL":
            keep.add(i)
        elif re.match(r"^\s+\S+_test\.go:\d+: ", l):
            keep.add(i)
        elif GO_FINDING.match(l):
            keep.add(i)
        elif re.match(r"^panic: ", l):
            keep.add(i)
        elif re.match(r"^\s+/home/dev/work/\S+\.go:\d+", l):
            keep.add(i)  # project frame: path line and its function line
            if i > 0 and not lines[i - 1].startswith("\t/"):
                keep.add(i - 1)
        elif re.match(r"^WARNING: DATA RACE", l):
            keep.add(i)
        elif re.match(r"^(Read|Write|Previous read|Previous write) at 0x", l):
            keep.add(i)
        elif "race detected during execution of test" in l:
            keep.add(i)
        elif re.match(r"^coverage: ", l):
            keep.add(i)
    return keep


def rule_gojson(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            continue
        act = ev.get("Action")
        out = ev.get("Output", "")
        if act in ("fail", "build-fail"):
            keep.add(i)
        elif act == "build-output" and (re.match(r"^[\w./\-]+\.go:\d+:\d+: ", out) or out.startswith("# ")):
            keep.add(i)
        elif act == "output" and (
            re.match(r"^\s*--- FAIL", out)
            or re.search(r"_test\.go:\d+: ", out)
            or re.match(r"^FAIL\b", out)
            or re.match(r"^panic: ", out)
            or re.match(r"^ok\s", out)
            or re.match(r"^\s+/home/dev/work/", out)
            or out.startswith("WARNING: DATA RACE")
        ):
            keep.add(i)
    return keep


def rule_golint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if GO_FINDING.match(l) or re.match(r"^# \S+", l):
            keep.add(i)
        elif re.match(r"^\d+ issues?", l) or re.match(r"^\* [\w-]+: \d+$", l):
            keep.add(i)
    return keep


def rule_gofmt(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w./\-]+\.go$", l) or re.match(r"^diff \S+", l):
            keep.add(i)
    return keep


# --------------------------------------------------------------------------
# git, grep, curl


def rule_gitstatus(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("(") and s.endswith(")"):
            continue  # hints
        if re.match(r"^(On branch|HEAD detached|Your branch|## )", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            keep.add(i)
        elif re.match(r"^(You have unmerged paths|All conflicts fixed|You are currently)", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
    return keep


def diff_lines(lines, keep_changes=True):
    keep = set()
    combined = False
    for i, l in enumerate(lines):
        if re.match(r"^diff --(git|cc|combined) ", l):
            combined = not l.startswith("diff --git")
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode", l) or re.match(r"^(rename|copy) (from|to) ", l):
            keep.add(i)
        elif l.startswith("@@"):
            keep.add(i)
        elif re.match(r"^(---|\+\+\+) (a/|b/|/dev/null)", l):
            continue
        elif re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", l):
            keep.add(i)  # --stat row
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
        elif keep_changes:
            if combined and re.match(r"^[ +-]{2}", l) and ("+" in l[:2] or "-" in l[:2]):
                keep.add(i)
            elif not combined and re.match(r"^[+-]", l):
                keep.add(i)
    return keep


def rule_gitdiff(lines, cmd):
    return diff_lines(lines, keep_changes=True)


def rule_gitlog(lines, cmd):
    if "--oneline" in cmd:
        return {i for i, l in enumerate(lines) if l.strip()}
    show = cmd.startswith("git show")
    keep = diff_lines(lines, keep_changes=show)
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            want_subject = True
        elif want_subject and re.match(r"^    \S", l):
            keep.add(i)
            want_subject = False
    return keep


def rule_gitblame(lines, cmd):
    shas = []
    for l in lines:
        m = re.match(r"^\^?([0-9a-f]{7,}) ", l)
        shas.append(m.group(1) if m else None)
    counts = {}
    for s in shas:
        if s:
            counts[s] = counts.get(s, 0) + 1
    dominant = max(counts, key=counts.get) if counts else None
    keep = set()
    for i, (l, s) in enumerate(zip(lines, shas)):
        if s and (s != dominant or set(s) == {"0"}):
            keep.add(i)  # lines from a later commit, or not yet committed
    return keep


def rule_gitmerge(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("CONFLICT") or "merge failed" in l or l.startswith("error:") or l.startswith("fatal:"):
            keep.add(i)
    return keep


def rule_grep(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[^:\s][^:]*:\d+:", l) or l.startswith("Binary file"):
            keep.add(i)  # every hit the agent asked for
    return keep


def rule_curl(lines, cmd):
    keep = set()
    status = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
        elif re.match(r"^> (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) ", l):
            keep.add(i)
        elif re.match(r"^curl: \(\d+\)", l):
            keep.add(i)
    if status is not None and status >= 400:
        verbose = any(l.startswith("< ") for l in lines)
        in_body = False
        for i, l in enumerate(lines):
            if not verbose:
                if re.match(r"^HTTP/", l):
                    in_body = False
                    continue
                if not in_body:
                    if not l.strip() and any(re.match(r"^HTTP/", x) for x in lines[:i]):
                        in_body = True
                    continue
                if l.strip():
                    keep.add(i)
            else:
                if re.match(r"^[*<>{}] ", l) or re.match(r"^[<>]$", l) or l.startswith("Note:"):
                    continue
                if re.match(r"^\s*(% Total|\d+\s+\d+|Dload)", l) or "% Received" in l:
                    continue
                if l.strip():
                    keep.add(i)
    return keep


# --------------------------------------------------------------------------

def pick(cmd: str):
    c = cmd
    if "pytest" in c:
        return rule_pytest
    if c.startswith("python3 -m pigmentry") or c.startswith("python3 "):
        return rule_pytraceback
    if c.startswith("mypy"):
        return rule_mypy
    if c.startswith("flake8"):
        return rule_flake8
    if c.startswith("pylint"):
        return rule_pylint
    if "jest" in c:
        return rule_jest
    if "vitest" in c or c == "npm test":
        return rule_vitest
    if "tsc" in c or "typecheck" in c:
        return rule_tsc
    if "eslint" in c:
        return rule_eslint
    if c.startswith("cargo fmt"):
        return rule_cargofmt
    if "cargo " in c:
        return rule_cargo
    if c.startswith("go test") and "-json" in c:
        return rule_gojson
    if c.startswith("go test") or c.startswith("go build"):
        return rule_gotest
    if c.startswith("gofmt"):
        return rule_gofmt
    if c.startswith(("go vet", "staticcheck", "golangci-lint")):
        return rule_golint
    if c.startswith("git status"):
        return rule_gitstatus
    if c.startswith("git diff"):
        return rule_gitdiff
    if c.startswith(("git log", "git show")):
        return rule_gitlog
    if c.startswith("git blame"):
        return rule_gitblame
    if c.startswith("git merge"):
        return rule_gitmerge
    if c.startswith("grep"):
        return rule_grep
    if c.startswith("curl"):
        return rule_curl
    raise SystemExit(f"no rule for command: {cmd}")


def keep_lines(cmd: str, output: str) -> list[str]:
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = pick(cmd)(lines, cmd) | last_three(lines)
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path: str) -> int:
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


def main() -> None:
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    total = 0
    for name in sorted(os.listdir(d)):
        if name.endswith(".txtar"):
            n = process(os.path.join(d, name))
            total += n
            print(f"{n:4d}  {name}")
    print(f"{total} keep lines")


if __name__ == "__main__":
    main()
