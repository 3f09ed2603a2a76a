#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh151 txtar from its output.

Written before anything about the reducer was looked at. Run once:

    python3 keeprules.py            # rewrites the keep sections in place
    python3 keeprules.py --check    # only reports counts

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Every output keeps its last three non-blank lines. On top of that, each tool
has its own rules (below), and test/build/lint tools also get the generic
"states a problem" rule.
"""
from __future__ import annotations

import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic rule

PROBLEM_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failing|failure|failures|warning|warnings|panic|panicked|"
    r"exception|traceback|deprecated|deprecation)\b",
    re.I,
)
PROBLEM_NAMES = re.compile(r"\b\w*(Error|Exception)\b")
PROBLEM_MARKS = re.compile(r"[✖✕×●✗✘]")

# rows that report success, progress or pure context; the generic rule skips them
PASSING_ROW = re.compile(
    r"(^\s*[✓✔√]\s)|(\bPASSED\b)|(^\s*PASS\s)|(^test .* \.\.\. ok$)|(^\s*ok\s)"
)
CODE_FRAME = re.compile(r"^\s*>?\s*\d*\s*[|│]")


def generic(lines: list[str], tool: str) -> set[int]:
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip() or PASSING_ROW.search(l) or CODE_FRAME.match(l):
            continue
        if tool == "webpack" and re.match(r"^\s*<t> ", l):
            continue  # webpack timing log lines ("<t> report dependency errors ...: 0.3 ms")
        if tool == "tsc" and (re.match(r"^/\S+$", l) or l.startswith("TSFILE: ")):
            continue  # listing entries are the tsc rule's business
        if tool == "pytest" and l[:1].isspace():
            continue  # traceback source context
        if tool == "pytest" and re.match(r"^=+ [A-Za-z ]+ =+$", l):
            continue  # section banners such as "=== FAILURES ==="
        if tool == "cargo" and re.match(r"^\s*(= (help|note)|help:)", l):
            continue
        if tool == "cargo" and re.match(r"^\s+(at )?/rustc/|^\s+\d+: |^failures:$", l):
            continue  # backtrace frames are the cargo rule's business
        if PROBLEM_WORDS.search(l) or PROBLEM_NAMES.search(l) or PROBLEM_MARKS.search(l):
            keep.add(i)
    return keep


def last_three(lines: list[str]) -> set[int]:
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


# ---------------------------------------------------------------- per tool


def coverage_rows(lines: list[str]) -> set[int]:
    """Coverage tables: rows that still have uncovered lines, plus totals."""
    keep = set()
    for i, l in enumerate(lines):
        # pytest-cov: name stmts miss cover missing
        m = re.match(r"^(\S+\.py)\s+\d+\s+(\d+)\s+\d+%\s*(.*)$", l)
        if m and (m.group(2) != "0"):
            keep.add(i)
        if re.match(r"^TOTAL\s+\d+", l):
            keep.add(i)
        # istanbul text table (jest): file | % | % | % | % | uncovered
        if "|" in l and not set(l.strip()) <= set("-|"):
            cells = [c.strip() for c in l.split("|")]
            if len(cells) >= 6 and cells[0] and cells[0] != "File":
                if cells[0] == "All files" or cells[5]:
                    keep.add(i)
    return keep


def rule_pytest(lines: list[str]) -> set[int]:
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^E\s", l) or re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^_{3,} .*\S.* _{3,}$", l):  # failure / collection-error header
            keep.add(i)
        elif re.match(r"^\S+\.py:\d+:", l):  # location lines, --tb=line entries
            keep.add(i)
        elif re.search(r"\b(FAILED|ERROR)\b", l):
            keep.add(i)
        elif re.match(r"^(=+ )?[\d]+ (failed|passed|error|errors|skipped)\b.*", l):
            keep.add(i)
        elif re.match(r"^!{3,} .* !{3,}$", l):
            keep.add(i)
        elif re.search(r"\b(ImportError|ModuleNotFoundError)\b", l):
            keep.add(i)
    keep |= coverage_rows(lines)
    return keep


def rule_mypy(lines):
    return {
        i
        for i, l in enumerate(lines)
        if re.match(r"^\S+:\d+: error:", l) or re.match(r"^(Found \d+ errors?|Success:)", l)
    }


def rule_flake8(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", l):  # --statistics rows
            keep.add(i)
        elif re.match(r"^\d+$", l):  # --count
            keep.add(i)
    return keep


def rule_pylint(lines):
    return {
        i
        for i, l in enumerate(lines)
        if re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l)
        or l.startswith("************* Module")
        or "Your code has been rated" in l
    }


def diff_block(lines, i0, header, body=r"^\s*[-+]\s*\S|^\s*[-+]$"):
    """Keep a diff header and the +/- lines that follow it, up to the next blank line
    after the body started."""
    keep = set()
    for i in range(i0, len(lines)):
        if re.match(header, lines[i]):
            keep.add(i)
            j = i + 1
            # skip the second header line (e.g. "+ Received") and blank lines before the body
            while j < len(lines) and (re.match(header, lines[j]) or re.match(r"^\s*[-+] (Received|Expected|actual|expected)\b", lines[j])):
                keep.add(j)
                j += 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            while j < len(lines) and lines[j].strip():
                if re.match(body, lines[j]):
                    keep.add(j)
                j += 1
    return keep


JS_PROJECT_FRAME = re.compile(r"^\s*at .*\(?(test|src|lib)/[^()]*:\d+:\d+\)?$")


def rule_jest(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s*FAIL\s", l) or "●" in l or "✕" in l:
            keep.add(i)
        elif re.match(r"^\s*expect\(", l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received)\b", l):
            keep.add(i)
        elif re.match(r"^\s*>\s*\d+\s*\|", l):
            keep.add(i)
        elif JS_PROJECT_FRAME.match(l) and "node_modules" not in l:
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites):", l):
            keep.add(i)
    keep |= diff_block(lines, 0, r"^\s*- Expected\b")
    keep |= coverage_rows(lines)
    return keep


def rule_vitest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("×") or s.startswith("→") or s.startswith("❯"):
            keep.add(i)
        elif re.match(r"^\s*FAIL\s", l):
            keep.add(i)
        elif re.search(r"Failed Tests \d+", l):
            keep.add(i)
        elif re.match(r"^\s*(Test Files|Tests)\s", l):
            keep.add(i)
    keep |= diff_block(lines, 0, r"^- Expected\b")
    keep |= coverage_rows(lines)
    return keep


def rule_mocha(lines):
    keep = set()
    n = len(lines)
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+ (passing|failing|pending)\b", l):
            keep.add(i)
        elif re.match(r"^\s+\d+\) \S", l):
            keep.add(i)
            # detail header: keep the nested title lines down to the one ending in ':'
            j = i + 1
            while j < n and lines[j].strip() and not lines[j].rstrip().endswith(":") and j - i < 6:
                j += 1
            if j < n and lines[j].rstrip().endswith(":") and re.match(r"^\s{5,}\S", lines[j]):
                keep.update(range(i + 1, j + 1))
        elif JS_PROJECT_FRAME.match(l) and "node_modules" not in l:
            keep.add(i)
    keep |= diff_block(lines, 0, r"^\s*\+ expected - actual\b|^\s*\+ actual - expected\b")
    return keep


def rule_tsc(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+:", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+:", l):
            keep.add(i)
            j = i + 1
            while j < len(lines) and re.match(r"^\s{2,}\S", lines[j]) and not re.match(r"^\s*\d+\s", lines[j]):
                keep.add(j)
                j += 1
        elif re.match(r"^Found \d+ errors?", l):
            keep.add(i)
        elif "--listEmittedFiles" in cmd and l.startswith("TSFILE: "):
            keep.add(i)  # the listing asked for
        elif "--listFiles" in cmd and l.startswith("/") and "/node_modules/" not in l:
            keep.add(i)  # the project's own files in the listing asked for
    return keep


def rule_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("ERROR in") or l.startswith("WARNING in") or "[tsl] ERROR" in l or "[tsl] WARNING" in l:
            keep.add(i)
        elif re.match(r"^\s*TS\d+:", l):
            keep.add(i)
            j = i + 1
            while j < len(lines) and re.match(r"^\s{6,}\S", lines[j]):
                keep.add(j)
                j += 1
        elif re.match(r"^Module not found:", l):
            keep.add(i)
        elif re.search(r"\[\d+ (errors?|warnings?)\]", l):
            keep.add(i)
        elif re.search(r"compiled (with|successfully)", l):
            keep.add(i)
    return keep


def rule_esbuild(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s*[✘▲] \[(ERROR|WARNING)\]", l):
            keep.add(i)
        elif re.match(r"^\s+\S+:\d+:\d+:$", l):  # location under a message
            keep.add(i)
        elif re.match(r"^\d+ (errors?|warnings?)", l):
            keep.add(i)
        elif "--analyze" in cmd and re.search(r"─ [\d.]+k?b ─+ *[\d.]+%", l):
            keep.add(i)  # the size breakdown asked for
    return keep


def rule_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
            # stylish file header: the nearest non-indented line above
            j = i - 1
            while j >= 0 and lines[j][:1].isspace():
                j -= 1
            if j >= 0 and lines[j].strip():
                keep.add(j)
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", l):  # unix formatter
            keep.add(i)
        elif re.search(r"\d+ problems? \(", l) or "potentially fixable" in l:
            keep.add(i)
    return keep


def rule_cargo(lines):
    keep = set()
    n = len(lines)
    in_failures = False
    in_targets = False
    for i, l in enumerate(lines):
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            keep.add(i)
            in_targets = bool(re.match(r"^error: \d+ targets? failed:", l))
            continue
        if in_targets and re.match(r"^\s+`", l):
            keep.add(i)
            continue
        in_targets = False
        if re.match(r"^\s*--> ", l):
            keep.add(i)
        elif re.match(r"^\s*(\d+\s*)?\|[\s|]*[\^\-]+[\s^\-|]*\s[^\s|^\-].*", l) or re.match(
            r"^\s*(\d+\s*)?\|[\s|]*[\^\-]*\s*[\^]+\s+\S", l
        ):
            keep.add(i)  # caret / dash label line with a message
        elif re.match(r"^\s*= note: expected ", l):
            keep.add(i)
            if i + 1 < n and re.match(r"^\s+found ", lines[i + 1]):
                keep.add(i + 1)
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif "panicked at" in l:
            keep.add(i)
            j = i + 1
            while j < n and lines[j].strip() and not re.match(r"^(note: |stack backtrace:)", lines[j]):
                keep.add(j)
                j += 1
        elif re.match(r"^failures:$", l):
            in_failures = True
            continue
        elif in_failures and re.match(r"^    \S+$", l):
            keep.add(i)
            continue
        elif re.match(r"^test result:", l):
            keep.add(i)
        elif re.match(r"^\s+at \./|^\s+at (waypoint|routebook)/", l):
            keep.add(i)  # project frame of a backtrace, plus its function line
            if i > 0 and re.match(r"^\s+\d+: ", lines[i - 1]):
                keep.add(i - 1)
        if l.strip() and not re.match(r"^    \S+$", l):
            in_failures = False
    return keep


def rule_git(lines, cmd):
    keep = set()
    if "merge" in cmd.split()[1:2]:
        for i, l in enumerate(lines):
            if l.startswith("CONFLICT") or "Automatic merge failed" in l:
                keep.add(i)
        return keep
    v2 = "--porcelain=v2" in cmd
    for i, l in enumerate(lines):
        if v2:
            if re.match(r"^# branch\.(head|upstream|ab) ", l) or re.match(r"^[12u?!] ", l):
                keep.add(i)
            continue
        if re.match(r"^(On branch|HEAD detached|Your branch|You have unmerged paths|All conflicts fixed)", l):
            keep.add(i)
        elif re.match(
            r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", l
        ):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^## ", l) or re.match(r"^[ MADRCUT?!]{2} \S", l):
            keep.add(i)
    return keep


def rule_grep(lines):
    # every hit is what the agent asked for
    return {
        i
        for i, l in enumerate(lines)
        if re.match(r"^[^\s:][^:]*:\d+:", l) or re.search(r"binary file .* matches|^Binary file", l)
    }


def rule_curl(lines):
    keep = set()
    status = None
    verbose = any(l.startswith(("* ", "> ", "< ")) for l in lines)
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            body_start = None
            continue
        if re.match(r"^> [A-Z]+ \S+ HTTP/", l):
            keep.add(i)
        elif l.startswith("curl: ("):
            keep.add(i)
        elif l.startswith("* ") and re.search(r"fail|refused|error|timed out|could not|couldn't", l, re.I):
            keep.add(i)
        elif re.match(r"^(< )?location:", l, re.I) and status and 300 <= status < 400:
            keep.add(i)
        elif status is not None and body_start is None and (l == "< " or l == "<" or (not verbose and l == "")):
            body_start = i + 1
    # response body of an error status: every non-blank body line
    if status and status >= 400:
        for i, l in enumerate(lines):
            if body_start is not None and i < body_start:
                continue
            if not l.strip():
                continue
            if l.startswith(("* ", "> ", "< ", "{ [", "} [")) or l in ("*", ">", "<"):
                continue
            if re.match(r"^\s*(% Total|Dload|\d+\s+\d+\s+\d+\s+\d+)", l) or "\r" in l:
                continue
            if l.startswith("curl: (") or l.startswith("Note: "):
                continue
            if re.match(r"^(HTTP/|[A-Za-z-]+: )", l) and not verbose and (body_start is None or i < body_start):
                continue
            keep.add(i)
    return keep


# ---------------------------------------------------------------- driver


def tool_of(cmd: str) -> str:
    c = cmd.strip()
    if "pytest" in c:
        return "pytest"
    first = re.sub(r"^(\w+=\S+\s+)+", "", c).split()
    head = first[0] if first else ""
    if head == "npx" and len(first) > 1:
        return first[1]
    return head


GENERIC_TOOLS = {"pytest", "jest", "vitest", "mocha", "tsc", "webpack", "esbuild", "eslint", "cargo"}


def keep_lines(cmd: str, output: str) -> list[str]:
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    tool = tool_of(cmd)
    keep = last_three(lines)
    if tool == "pytest":
        keep |= rule_pytest(lines)
    elif tool == "mypy":
        keep |= rule_mypy(lines)
    elif tool == "flake8":
        keep |= rule_flake8(lines)
    elif tool == "pylint":
        keep |= rule_pylint(lines)
    elif tool == "jest":
        keep |= rule_jest(lines)
    elif tool == "vitest":
        keep |= rule_vitest(lines)
    elif tool == "mocha":
        keep |= rule_mocha(lines)
    elif tool == "tsc":
        keep |= rule_tsc(lines, cmd)
    elif tool == "webpack":
        keep |= rule_webpack(lines)
    elif tool == "esbuild":
        keep |= rule_esbuild(lines, cmd)
    elif tool == "eslint":
        keep |= rule_eslint(lines)
    elif tool == "cargo":
        keep |= rule_cargo(lines)
    elif tool == "git":
        keep |= rule_git(lines, cmd)
    elif tool == "grep":
        keep |= rule_grep(lines)
    elif tool == "curl":
        keep |= rule_curl(lines)
    else:
        raise SystemExit(f"no rules for tool {tool!r} ({cmd})")
    if tool in GENERIC_TOOLS:
        keep |= generic(lines, tool)
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def split_txtar(text: str):
    head, rest = text.split("-- output --\n", 1)
    output, _keep = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output


def main() -> None:
    check = "--check" in sys.argv
    total_keep = total_out = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        with open(path, encoding="utf-8", newline="") as fh:
            text = fh.read()
        head, cmd, output = split_txtar(text)
        kept = keep_lines(cmd, output)
        if not kept:
            raise SystemExit(f"{path}: no keep lines")
        total_keep += sum(len(k.encode()) + 1 for k in kept)
        total_out += len(output.encode())
        if not check:
            with open(path, "w", encoding="utf-8", newline="") as fh:
                fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in kept))
        print(f"{len(kept):4d} {os.path.basename(path)}")
    print(f"keep bytes {total_keep}, output bytes {total_out}, bound {100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()
