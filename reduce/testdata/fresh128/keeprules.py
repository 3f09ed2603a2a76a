#!/usr/bin/env python3
"""Keep rules for the fresh128 blind set.

Usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar next to this script)

Each file has the shape

    cmd: <command>
    exit: <code>
    -- output --
    <output>
    -- keep --
    <keep lines>

The script derives the keep lines from the command and the output and rewrites
the `-- keep --` section. A keep line is an output line with ANSI escapes and
trailing whitespace (including \\r) removed. Blank lines are never kept. Each
distinct line is listed once, in output order.

Rules were written before looking at anything the reducer does.
"""
from __future__ import annotations

import glob
import os
import re
import sys

ANSI = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI (colours, cursor)
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)"  # OSC
    r"|\x1b[()][0-9A-Za-z]"  # charset designation, e.g. ESC ( B from sgr0
    r"|\x1b[@-Z\\-_]"  # other two-byte escapes
)


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic

ALARM = re.compile(
    r"\b(errors?|failed|failures?|fail|warnings?|panic(?:ked)?|exceptions?|traceback|deprecat\w*)\b"
    r"|\b\w+(?:Error|Exception)\b|[✖✕×●✗]",
    re.IGNORECASE,
)
PASS_ROW = re.compile(r"(✓|✔|\bPASSED\b|--- PASS|=== RUN|\.\.\. ok$|\bok$)")
CODE_FRAME = re.compile(r"^\s*\d+\s*\|")


def generic_alarm(line: str, tool: str) -> bool:
    """Error/failure/warning words for test, build and lint tools."""
    if not ALARM.search(line):
        return False
    if PASS_ROW.search(line):
        return False
    if CODE_FRAME.match(line):
        return False
    if tool in ("pytest", "unittest", "pytrace") and line.startswith("    "):
        # indented traceback source context
        return False
    if tool == "pytest" and line.startswith("/usr/lib/"):
        return False
    if tool == "cargo" and re.match(r"^\s*= (note|help)|^(help|note): ", line):
        return False  # compiler suggestions and notes
    return True


def last_three(lines: list[str]) -> set[int]:
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


# ---------------------------------------------------------------- helpers

PROJECT_PATH = re.compile(r"^(?!/)(?:[\w.\-]+/)*[\w.\-]+\.(?:py|rs)(?::\d+)+:|^/home/dev/work/\S+\.(?:py|rs):\d+:")


def project_frame(line: str) -> bool:
    m = re.match(r'\s*File "([^"]+)", line \d+', line)
    return bool(m and m.group(1).startswith("/home/dev/work/"))


EXC_LINE = re.compile(r"^(?:[\w.]+\.)?\w*(?:Error|Exception|Interrupt|Exit)\b(?::.*)?$")


# ---------------------------------------------------------------- per tool


def rule_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("E ") or l == "E":
            keep.add(i)
        elif l.startswith(">"):
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):
            keep.add(i)  # failure / collection-error headers
        elif PROJECT_PATH.match(l):
            keep.add(i)  # project location lines: tests/x.py:12: AssertionError, --tb=short/line
        elif re.match(r"^(FAILED|ERROR) ", l) or re.search(r" (FAILED|ERROR)\s*(\[\s*\d+%\])?$", l):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|errors?|skipped|xfailed)\b.* =+$", l) or re.match(
            r"^\d+ (passed|failed|errors?)\b.* in [\d.]+s", s
        ):
            keep.add(i)
        elif re.match(r"^!{3,} .* !{3,}$", l):
            keep.add(i)
        elif re.match(r"^(ImportError|ModuleNotFoundError) while importing", l):
            keep.add(i)
        elif re.match(r"^\S+\.py\s+\d+\s+[1-9]\d*\s+\d+%", l) or l.startswith("TOTAL "):
            keep.add(i)  # coverage rows with missing lines, and the total
        elif generic_alarm(l, "pytest") and not l.startswith("/usr/"):
            keep.add(i)
    return keep


def rule_unittest(lines):
    keep = set()
    after_first_diff = 0
    for i, l in enumerate(lines):
        if after_first_diff:
            after_first_diff -= 1
            if l.strip():
                keep.add(i)
            continue
        if re.search(r" \.\.\. (FAIL|ERROR)$", l) or re.match(r"^(FAIL|ERROR): ", l):
            keep.add(i)
        elif project_frame(l):
            keep.add(i)
        elif EXC_LINE.match(l) or l.startswith("AssertionError"):
            keep.add(i)
        elif l.startswith("First differing element"):
            keep.add(i)
            after_first_diff = 2
        elif re.match(r"^[-+] [\[({'\"]", l):
            keep.add(i)  # difflib body lines (not the ? guides)
        elif re.match(r"^Ran \d+ tests?", l) or re.match(r"^(FAILED|OK)\b", l):
            keep.add(i)
        elif generic_alarm(l, "unittest") and not l.startswith("  File "):
            keep.add(i)
    return keep


def rule_pytrace(lines):
    """A Python program that died with a traceback."""
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("Traceback (most recent call last)"):
            keep.add(i)
        elif project_frame(l):
            keep.add(i)
        elif EXC_LINE.match(l):
            keep.add(i)
        elif generic_alarm(l, "pytrace") and not l.startswith("  File "):
            keep.add(i)
    return keep


def rule_mypy(lines):
    return {i for i, l in enumerate(lines) if ": error:" in l or re.match(r"^(Found \d+ errors?|Success:)", l)}


def rule_flake8(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", l) or re.match(r"^\d+\s+[A-Z]\d+ ", l)}


def rule_pylint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l):
            keep.add(i)
        elif l.startswith("************* Module"):
            keep.add(i)
        elif l.startswith("Your code has been rated"):
            keep.add(i)
    return keep


def rule_black(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(would reformat|reformatted|error: cannot format) ", l):
            keep.add(i)
        elif re.search(r"\d+ files? (would be )?(reformatted|left unchanged|failed)", l) or l.startswith("Oh no!"):
            keep.add(i)
    return keep


def cargo_core(lines, start=0, stop=None):
    """Compiler diagnostics and test harness lines."""
    keep = set()
    stop = len(lines) if stop is None else stop
    i = start
    in_failures_list = False
    seen_failures = 0
    while i < stop:
        l = lines[i]
        if re.match(r"^(error(\[E\d+\])?|warning): ", l) or re.match(r"^error(\[E\d+\])?:", l):
            keep.add(i)
            if re.match(r"^error: \d+ targets? failed:", l):
                j = i + 1
                while j < stop and lines[j].startswith("    "):
                    keep.add(j)
                    j += 1
        elif re.match(r"^\s*--> ", l):
            keep.add(i)
        elif re.match(r"^\s*\|[\s|^\-]*[\^\-]\s+[^\s|^\-]", l):
            keep.add(i)  # caret / dash label lines with a message
        elif re.match(r"^\s*\|(?:\s+\|)*\s+[^\s|^\-+~.]", l):
            keep.add(i)  # label continuation lines (e.g. "|    `+` cannot be used ...", "| &String")
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            keep.add(i)
            j = i + 1
            while j < stop and lines[j].strip() and not lines[j].startswith("note: run with"):
                keep.add(j)
                j += 1
            i = j
            continue
        elif l == "failures:":
            seen_failures += 1
            in_failures_list = seen_failures % 2 == 0
        elif in_failures_list and l.startswith("    ") and l.strip():
            keep.add(i)
        elif re.match(r"^test result: ", l):
            keep.add(i)
            in_failures_list = False
        elif re.match(r"^Diff in \S+:\d+:$", l):
            keep.add(i)  # cargo fmt --check file/line headers
        i += 1
        if l.strip() == "" and in_failures_list:
            in_failures_list = False
    return keep


def rule_cargo(lines, cmd):
    if re.search(r"\bcargo run\b", cmd):
        # Compiler part as usual; everything the program printed is the answer.
        run_at = next((k for k, l in enumerate(lines) if re.match(r"^\s+Running `", l)), None)
        keep = cargo_core(lines, 0, run_at if run_at is not None else len(lines))
        if run_at is None and " -q" in cmd:
            run_at = -1
        if run_at is not None:
            for k in range(run_at + 1, len(lines)):
                if lines[k].strip():
                    keep.add(k)
        return keep
    return cargo_core(lines)


def rule_curl(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(< )?HTTP/[\d.]+ \d{3}", l):
            keep.add(i)
        elif re.match(r"^> (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) ", l):
            keep.add(i)
        elif re.match(r"^curl: \(\d+\)", l):
            keep.add(i)
        elif re.match(r"^HTTP \d{3}$", l):
            keep.add(i)  # -w "HTTP %{http_code}"
    # Body lines: whatever is not curl chatter, headers or the progress meter.
    in_headers = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            in_headers = False
            continue
        if re.match(r"^(\* |> |< |>$|<$|\{ \[|\} \[)", l) or "% Total" in l or "Dload" in l or re.match(r"^\s*\d+\s+\d+\s+\d+\s+\d+", l):
            continue
        if re.match(r"^HTTP/[\d.]+ \d{3}", l):
            in_headers = True
            continue
        if in_headers:
            continue  # response headers in -i output
        if re.match(r"^curl: \(\d+\)", l) or re.match(r"^HTTP \d{3}$", l):
            continue
        if s in ("{", "}", "[", "]", "},", "],", "{}", "[]"):
            continue  # lone brackets of pretty-printed JSON carry nothing
        keep.add(i)
    return keep


def rule_git(lines, cmd):
    sub = re.search(r"\bgit\s+(?:-c \S+\s+)*(\w+)", cmd).group(1)
    keep = set()
    if sub == "status":
        for i, l in enumerate(lines):
            if re.match(r"^(On branch|HEAD detached|## |Your branch|You have unmerged paths|All conflicts fixed)", l):
                keep.add(i)
            elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", l):
                keep.add(i)
            elif l.startswith("\t"):
                keep.add(i)
            elif re.match(r"^[ MADRCU?!]{2} \S", l):
                keep.add(i)
        return keep
    if sub == "merge":
        for i, l in enumerate(lines):
            if l.startswith("CONFLICT") or l.startswith("Automatic merge failed") or re.match(r"^(error|fatal):", l):
                keep.add(i)
        return keep
    # log / show / diff
    combined = False
    in_msg = False
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            want_subject = True
            in_msg = False
            continue
        if want_subject:
            if re.match(r"^(Author|Date|Merge|AuthorDate|Commit|CommitDate):", l):
                continue
            if l.startswith("    ") and l.strip():
                keep.add(i)
                want_subject = False
                in_msg = True
                continue
            continue
        if in_msg and (l.startswith("    ") or not l.strip()):
            continue
        in_msg = False
        if l.startswith("diff --git") or l.startswith("diff --cc") or l.startswith("diff --combined"):
            keep.add(i)
            combined = not l.startswith("diff --git")
            continue
        if re.match(r"^(new|deleted) file mode|^similarity index|^rename (from|to)|^Binary files", l):
            keep.add(i)
            continue
        if re.match(r"^@@+ ", l):
            keep.add(i)
            continue
        if re.match(r"^(---|\+\+\+) ", l) or l.startswith("index "):
            continue
        if re.match(r"^ \S.* \| +(\d+|Bin)", l):
            keep.add(i)  # --stat rows
            continue
        if re.match(r"^ \d+ files? changed", l):
            keep.add(i)
            continue
        if combined:
            if len(l) >= 2 and ("+" in l[:2] or "-" in l[:2]):
                keep.add(i)
        elif l.startswith("+") or l.startswith("-"):
            keep.add(i)
    return keep


def rule_grep(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^(\S+?[:-])?\d+[:-]", l) or re.match(r"^\S+:", l)}


def rule_view(lines):
    """cat / sed -n / head of a file the agent asked to read: all of it."""
    return {i for i, l in enumerate(lines) if l.strip()}


CACHE_DIRS = ("/.mypy_cache/", "/__pycache__/", "/.pytest_cache/", "/target/", "/.hypothesis/", "/node_modules/")


def rule_find(lines):
    return {i for i, l in enumerate(lines) if l.strip() and not any(c in l + "/" for c in CACHE_DIRS)}


def rule_ls(lines):
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip() or re.match(r"^total \d+", l):
            continue
        if re.search(r" \.\.?$", l):
            continue
        keep.add(i)
    return keep


def rule_log(lines):
    """tail of an application log: errors, tracebacks, failed requests."""
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r"\b(ERROR|CRITICAL|FATAL)\b", l) or l.startswith("Traceback (most recent call last)"):
            keep.add(i)
        elif project_frame(l):
            keep.add(i)
        elif EXC_LINE.match(l):
            keep.add(i)
        elif re.search(r'" [45]\d\d ', l):
            keep.add(i)  # access log lines for 4xx / 5xx
    return keep


# ---------------------------------------------------------------- dispatch


def tool_of(cmd: str) -> str:
    c = cmd.strip()
    if re.search(r"python3 -m pytest|^pytest\b", c):
        return "pytest"
    if "python3 -m unittest" in c:
        return "unittest"
    if re.match(r"^mypy\b", c):
        return "mypy"
    if re.match(r"^flake8\b", c):
        return "flake8"
    if re.match(r"^pylint\b", c):
        return "pylint"
    if re.match(r"^black\b", c):
        return "black"
    if re.match(r"^cargo\b", c):
        return "cargo"
    if re.match(r"^(for .*; do .*)?curl\b", c) or re.match(r"^curl\b", c):
        return "curl"
    if re.match(r"^git\b", c):
        return "git"
    if re.match(r"^grep\b", c):
        return "grep"
    if re.match(r"^(cat|sed|head)\b", c):
        return "view"
    if re.match(r"^find\b", c):
        return "find"
    if re.match(r"^ls\b", c):
        return "ls"
    if re.match(r"^tail\b", c):
        return "log"
    if re.match(r"^python3 -m \w", c):
        return "pytrace"
    return "other"


GENERIC_TOOLS = {"pytest", "unittest", "pytrace", "cargo"}


def keep_lines(cmd: str, output: str) -> list[str]:
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    tool = tool_of(cmd)
    if tool == "pytest":
        keep = rule_pytest(lines)
    elif tool == "unittest":
        keep = rule_unittest(lines)
    elif tool == "pytrace":
        keep = rule_pytrace(lines)
    elif tool == "mypy":
        keep = rule_mypy(lines)
    elif tool == "flake8":
        keep = rule_flake8(lines)
    elif tool == "pylint":
        keep = rule_pylint(lines)
    elif tool == "black":
        keep = rule_black(lines)
    elif tool == "cargo":
        keep = rule_cargo(lines, cmd)
    elif tool == "curl":
        keep = rule_curl(lines, cmd)
    elif tool == "git":
        keep = rule_git(lines, cmd)
    elif tool == "grep":
        keep = rule_grep(lines)
    elif tool == "view":
        keep = rule_view(lines)
    elif tool == "find":
        keep = rule_find(lines)
    elif tool == "ls":
        keep = rule_ls(lines)
    elif tool == "log":
        keep = rule_log(lines)
    else:
        keep = set()
    if tool in GENERIC_TOOLS and not re.match(r"^cargo fmt\b", cmd.strip()):
        # (cargo fmt --check prints only code diffs; words like `JobError` in code are not alarms)
        keep |= {i for i, l in enumerate(lines) if generic_alarm(l, tool)}
    keep |= last_three(lines)
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def parse(text: str):
    m = re.match(r"cmd: (.*)\nexit: (\d+)\n-- output --\n(.*?)(?:-- keep --\n.*)?\Z", text, re.S)
    if not m:
        raise ValueError("not a txtar test file")
    return m.group(1), int(m.group(2)), m.group(3)


def process(path: str) -> int:
    with open(path, encoding="utf-8", newline="") as fh:
        text = fh.read()
    cmd, code, output = parse(text)
    keep = keep_lines(cmd, output)
    if not keep:
        raise SystemExit(f"{path}: no keep lines")
    body = f"cmd: {cmd}\nexit: {code}\n-- output --\n{output}-- keep --\n" + "".join(k + "\n" for k in keep)
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(body)
    return len(keep)


def main(argv):
    files = argv[1:] or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for f in files:
        n = process(f)
        print(f"{os.path.basename(f)}: {n} keep lines")


if __name__ == "__main__":
    main(sys.argv)
