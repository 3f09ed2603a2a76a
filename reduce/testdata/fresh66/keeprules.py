#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh66 txtar file from its output.

The rules were written before any reducer output was looked at. They are
applied once; keep lists are never edited by hand afterwards.

A keep line is an exact output line with ANSI escapes and trailing blanks
removed. Each distinct line is listed once, in order of first appearance.
Every file also keeps its last three non-blank lines.

Usage: python3 keeprules.py [DIR]   (default: the folder of this script)
"""
import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][A-Za-z0-9]")

# Generic "something went wrong" words, used for tools whose output is
# diagnostics (not for git, grep or curl, whose lines are data).
PROBLEM = re.compile(
    r"(?i)\b(error|errors|failed|failure|failures|failing|fail|panic|panicked|"
    r"fatal|exception|traceback|warning|warnings|assertionerror)\b"
)
ERRNAME = re.compile(r"\b\w*(Error|Exception)\b:")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    words = cmd.split()
    while words and re.match(r"^[A-Z_][A-Z0-9_]*=", words[0]):
        words = words[1:]
    if words and words[0] == "npx":
        words = words[1:]
    if not words:
        return "", ""
    sub = words[1] if len(words) > 1 else ""
    return words[0], sub


# ---------------------------------------------------------------- pytest
def keep_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(FAILED|ERROR) ", l):                 # short summary rows
            keep.add(i)
        elif re.match(r"^E\s", l):                            # assertion details
            keep.add(i)
        elif re.match(r"^>\s", l):                            # failing source line
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):               # failing test headers
            keep.add(i)
        elif re.match(r"^[\w.][\w/.-]*\.py:\d+: ", l):        # project file:line
            keep.add(i)
        elif re.search(r"::\S* (FAILED|ERROR)\b", l) or re.search(r"\b(FAILED|ERROR)\s*(\[\s*\d+%\])?$", l) and "::" in l:
            keep.add(i)                                       # verbose failing rows
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|no tests ran)\b.* =+$", l):
            keep.add(i)                                       # final summary
        elif re.match(r"^\d+ (passed|failed|error|errors|skipped)\b", s):
            keep.add(i)                                       # -q summary
        elif re.match(r"^!+ .* !+$", l):                      # interrupted / stopping
            keep.add(i)
        elif ERRNAME.search(l) or re.match(r"^\w+(Error|Exception)\b", l):
            keep.add(i)
        elif re.search(r"\b(Traceback|ImportError while)", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- mypy
def keep_mypy(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r":\d+(:\d+)?: error: ", l):
            keep.add(i)
        elif re.match(r"^(Found \d+ errors?|Success: )", l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- flake8
def keep_flake8(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", l):              # --statistics rows
            keep.add(i)
        elif re.match(r"^\d+$", l):                           # --count total
            keep.add(i)
    return keep


# ---------------------------------------------------------------- pylint
def keep_pylint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l):
            keep.add(i)
        elif l.startswith("************* Module "):
            keep.add(i)
        elif l.startswith("Your code has been rated"):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- jest / vitest / mocha
def keep_js_tests(lines, tool):
    keep = set()
    n = len(lines)
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s*FAIL\s", l):                        # failing suite / test
            keep.add(i)
        elif s.startswith("●") or s.startswith("✕") or s.startswith("×"):
            keep.add(i)                                       # failing test titles
        elif re.match(r"^\s*(Expected|Received)\b", l):        # expected / received
            keep.add(i)
        elif re.match(r"^\s*[-+] ", l) or (tool == "mocha" and re.match(r"^\s+[-+]\S", l)):
            keep.add(i)                                       # assertion diff lines
        elif re.match(r"^\s*expect\(", l):                    # matcher line
            keep.add(i)
        elif re.match(r"^\s*>\s*\d+\s*\|", l):               # jest failing source line
            keep.add(i)
        elif re.match(r"^\s*\d+\|", l) and i + 1 < n and re.match(r"^\s*\|\s*\^", lines[i + 1]):
            keep.add(i)                                       # vitest failing source line
        elif re.match(r"^\s*at .*\((?!node:)(?!.*node_modules)[^()]*:\d+:\d+\)$", l):
            keep.add(i)                                       # project stack frames
        elif re.match(r"^\s*❯ \S+:\d+:\d+", l):              # vitest location
            keep.add(i)
        elif re.match(r"^\s*(Tests|Test Suites|Test Files):?\s", l):
            keep.add(i)                                       # summaries
        elif re.match(r"^\s*\d+ (passing|failing|pending)\b", l):
            keep.add(i)
        elif re.match(r"^\s*\d+\) ", l):                      # mocha failure headers
            keep.add(i)
            # in the failure block the header is followed by the nested test
            # titles, the last one ending with ":"; keep those title lines
            # (in the progress list the header is followed by other rows).
            cand, j = [], i + 1
            while (j < n and lines[j].strip() and not ERRNAME.search(lines[j])
                   and not lines[j].strip().startswith("✔")
                   and not re.match(r"^\s*\d+\) ", lines[j])):
                cand.append(j)
                j += 1
            ends = [c for c in cand if lines[c].rstrip().endswith(":")]
            if ends:
                keep.update(c for c in cand if c <= ends[-1])
        elif re.search(r"Failed Tests \d+", l):
            keep.add(i)
        elif ERRNAME.search(l) or PROBLEM.search(l):
            keep.add(i)
        if re.match(r"^[-+] (Expected|Received):?$", s):
            j = i + 1                                         # vitest value under header
            if j < n and lines[j].strip():
                keep.add(j)
    return keep


# ---------------------------------------------------------------- tsc / webpack / esbuild / eslint
def keep_tsc(lines):
    keep = set()
    n = len(lines)
    for i, l in enumerate(lines):
        if re.search(r"\(\d+,\d+\): error TS\d+", l) or re.search(r"error TS\d+:", l):
            keep.add(i)
            j = i + 1
            while j < n and lines[j].startswith("  ") and not lines[j].strip().startswith("Visit "):
                keep.add(j)                                   # elaboration lines
                j += 1
        elif re.match(r"^Found \d+ errors?", l):
            keep.add(i)
    return keep


def keep_webpack(lines):
    keep = set()
    n = len(lines)
    for i, l in enumerate(lines):
        if re.match(r"^(ERROR|WARNING) in ", l) or re.search(r"\[tsl\] (ERROR|WARNING)", l):
            keep.add(i)
            if l.startswith("WARNING in") and i + 1 < n and lines[i + 1].strip():
                keep.add(i + 1)                               # the warning text
        elif re.match(r"^\s*TS\d+: ", l):
            keep.add(i)
            j = i + 1
            while j < n and lines[j].startswith("  ") and not lines[j].lstrip().startswith("@ "):
                keep.add(j)
                j += 1
        elif re.match(r"^webpack \S+ compiled", l):
            keep.add(i)
        elif PROBLEM.search(l) and not l.lstrip().startswith("@ "):
            keep.add(i)
    return keep


def keep_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r"\[(ERROR|WARNING)\]", l):
            keep.add(i)
        elif re.match(r"^\s+\S+\.[jt]sx?:\d+:\d+:$", l):     # location
            keep.add(i)
        elif re.match(r"^\d+ (errors?|warnings?)", l):
            keep.add(i)
        elif re.match(r"^\s+\S+\s+[\d.]+(b|kb|mb)\b", l):      # emitted files
            keep.add(i)
    return keep


def keep_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):   # problem rows
            keep.add(i)
        elif re.match(r"^/\S+\.(m?[jt]sx?|cjs|mjs)$", l):     # file headers
            keep.add(i)
        elif re.match(r"^✖ \d+ problems?", l):
            keep.add(i)
        elif l.startswith("ESLint found"):
            keep.add(i)
        elif l.startswith("[{") and '"severity"' in l:        # json formatter
            keep.add(i)
    return keep


# ---------------------------------------------------------------- cargo
def keep_cargo(lines):
    keep = set()
    n = len(lines)
    in_fail_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            keep.add(i)
            in_fail_list = l.startswith("error: ") and l.rstrip().endswith("failed:")
            continue
        if in_fail_list and re.match(r"^\s+`", l):
            keep.add(i)                                       # failed targets
            continue
        in_fail_list = False
        if re.match(r"^\s*--> (?!/rustc/)", l):               # project location
            keep.add(i)
        elif re.match(r"^\s*\d*\s*\|[\s|^-]*\^+\s+\S", l):
            keep.add(i)                                       # caret with label
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif "panicked at" in l:
            keep.add(i)
            j = i + 1
            while j < n and lines[j].strip() and not lines[j].startswith("note:") and not lines[j].startswith("stack backtrace"):
                keep.add(j)                                   # panic message / left / right
                j += 1
        elif re.match(r"^\s*(left|right):", l):
            keep.add(i)
        elif re.match(r"^test result: ", l):
            keep.add(i)
        elif re.match(r"^\s+at \./", l):                      # project backtrace frames
            keep.add(i)
        elif s == "failures:":
            j = i + 1
            while j < n and lines[j].strip() == "":
                j += 1
            while j < n and re.match(r"^    [\w:]+$", lines[j]):
                keep.add(j)                                   # failing test names
                j += 1
    return keep


# ---------------------------------------------------------------- go
GO_PROJECT_LOC = re.compile(r"(^\s*[\w./-]+\.go:\d+(:\d+)?: )|(/home/dev/work/\S+\.go:\d+)")


def go_line_kept(l):
    s = l.strip()
    if re.match(r"^--- FAIL: ", s):
        return True
    if re.match(r"^(FAIL|ok)\s", l) or s == "FAIL":
        return True
    if re.match(r"^panic: ", l):
        return True
    if GO_PROJECT_LOC.search(l):
        return True
    if re.search(r"\[build failed\]|\bsetup failed\b", l):
        return True
    return False


def keep_go(lines, sub, tool):
    keep = set()
    for i, l in enumerate(lines):
        if tool == "go" and sub == "test" and l.startswith("{") and '"Action"' in l:
            try:
                ev = json.loads(l)
            except ValueError:
                continue
            if ev.get("Action") == "fail":
                keep.add(i)
            elif ev.get("Action") in ("output", "build-output"):
                out = ev.get("Output", "").rstrip("\n")
                if go_line_kept(out) and not out.startswith("ok"):
                    keep.add(i)
            continue
        if go_line_kept(l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git
def keep_git(lines, sub, cmd):
    keep = set()
    n = len(lines)
    if sub == "status":
        short = re.search(r"\s(-s|--short|--porcelain)\b", cmd) is not None
        for i, l in enumerate(lines):
            if short:
                if l.strip():
                    keep.add(i)
                continue
            if re.match(r"^(On branch |HEAD detached|Your branch |Changes to be committed:|"
                        r"Changes not staged for commit:|Untracked files:|Unmerged paths:|"
                        r"nothing to commit|nothing added to commit|no changes added)", l):
                keep.add(i)
            elif l.startswith("\t"):
                keep.add(i)                                   # every entry
        return keep
    show_hunks = sub == "diff"
    subject_next = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            subject_next = False
        elif re.match(r"^Date:\s", l):
            subject_next = True
        elif subject_next and l.startswith("    ") and l.strip():
            keep.add(i)                                       # subject line
            subject_next = False
        elif re.match(r"^(diff --git |new file mode|deleted file mode|rename from |rename to |"
                      r"similarity index|Binary files )", l):
            keep.add(i)                                       # file headers
        elif re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", l):
            keep.add(i)                                       # stat rows
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
        elif show_hunks and (l.startswith("--- ") or l.startswith("+++ ") or l.startswith("@@")):
            keep.add(i)
        elif show_hunks and re.match(r"^[-+]", l):
            keep.add(i)                                       # changed lines of a plain diff
    return keep


# ---------------------------------------------------------------- grep
def keep_grep(lines):
    # every hit the agent asked for: path:line:text (or path:text)
    return {i for i, l in enumerate(lines) if re.match(r"^[^\s:]+:(\d+:)?", l) and l.strip()}


# ---------------------------------------------------------------- curl
def keep_curl(lines, cmd):
    keep = set()
    statuses = []
    for i, l in enumerate(lines):
        m = re.search(r"HTTP/[\d.]+ (\d{3})", l)
        if m and not re.match(r"^> ", l):
            keep.add(i)
            statuses.append(int(m.group(1)))
        elif re.match(r"^curl: \(\d+\)", l):
            keep.add(i)
        elif re.match(r"^(< )?Location: ", l, re.I):
            keep.add(i)
    if statuses and statuses[-1] >= 400:
        in_headers = "-i" in cmd.split() or "--include" in cmd.split()
        last_status_line = max(i for i in keep if re.search(r"HTTP/[\d.]+ \d{3}", lines[i]))
        header_zone = in_headers
        for i, l in enumerate(lines):
            if i <= last_status_line:
                continue
            if header_zone:
                if l.strip() == "":
                    header_zone = False
                continue
            if re.match(r"^[*<>{}] ", l) or l in ("*", "<", ">"):
                continue
            if re.match(r"^\s*(% Total|Dload|\d+\s+\d+\s+\d+\s)", l.strip()):
                continue
            text = re.sub(r"<[^>]*>", "", l).strip()
            if text:
                keep.add(i)                                   # error body lines
    return keep


# ---------------------------------------------------------------- driver
def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool, sub = tool_of(cmd)
    if tool == "pytest":
        idx = keep_pytest(lines)
    elif tool == "mypy":
        idx = keep_mypy(lines)
    elif tool == "flake8":
        idx = keep_flake8(lines)
    elif tool == "pylint":
        idx = keep_pylint(lines)
    elif tool in ("jest", "vitest", "mocha"):
        idx = keep_js_tests(lines, tool)
    elif tool == "tsc":
        idx = keep_tsc(lines)
    elif tool == "webpack":
        idx = keep_webpack(lines)
    elif tool == "esbuild":
        idx = keep_esbuild(lines)
    elif tool == "eslint":
        idx = keep_eslint(lines)
    elif tool == "cargo":
        idx = keep_cargo(lines)
    elif tool in ("go", "staticcheck"):
        idx = keep_go(lines, sub, tool)
    elif tool == "git":
        idx = keep_git(lines, sub, cmd)
    elif tool == "grep":
        idx = keep_grep(lines)
    elif tool == "curl":
        idx = keep_curl(lines, cmd)
    else:
        idx = {i for i, l in enumerate(lines) if PROBLEM.search(l)}
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx = set(idx) | set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    k = rest.rfind("-- keep --\n")
    output = rest[:k]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + "\n-- output --\n" + output + "-- keep --\n")
        for l in keep:
            fh.write(l + "\n")
    return len(keep)


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name in sorted(os.listdir(d)):
        if name.endswith(".txtar"):
            n = process(os.path.join(d, name))
            print(f"{name}: {n} keep lines")


if __name__ == "__main__":
    main()
