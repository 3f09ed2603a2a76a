#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh136 txtar from its cmd and output.

Written before looking at any reducer behaviour. Run once:  python3 keeprules.py [DIR]
A keep line is an output line with ANSI escapes and trailing whitespace (incl. \\r) removed.
Blank lines are never kept. Each distinct line is listed once, in first-occurrence order.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# generic: words that state a problem
PROBLEM = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|warning|panic|exception|traceback|"
    r"deprecated|deprecation)\b|\b\w+(Error|Exception|Warning)\b|[✖✕×●✗]",
    re.I,
)
PASSING = re.compile(r"\bPASSED\b|\bPASS\b|\.\.\. ok\b|[✓✔]")
PY_LOC = re.compile(r"^(\S+\.(?:py|pyx)):\d+:")
PY_FRAME = re.compile(r'^\s*File "([^"]+)", line \d+')
LIB_PATH = re.compile(r"^(/usr/|<frozen|/home/dev/\.local/)")
EXC_LINE = re.compile(r"^[A-Za-z_][\w.]*(Error|Exception|Warning|Interrupt|Exit)\b(:.*)?$")
WARN_LOC = re.compile(r"^\s*\S+\.py:\d+: \w*Warning:")


def clean(line):
    return ANSI.sub("", line).rstrip()


def is_project_path(p):
    # compiled library modules (pandas/_libs/*.pyx) are reported with relative paths
    return not LIB_PATH.match(p) and not p.endswith(".pyx")


def tool_of(cmd):
    c = cmd.strip()
    if "pytest" in c:
        return "pytest"
    for t in ("mypy", "flake8", "pylint", "grep"):
        if c.startswith(t):
            return t
    if c.startswith("git "):
        return "git-" + c.split()[1]
    if c.startswith("python3"):
        return "script"
    return "other"


def traceback_rules(lines, keep):
    """Python tracebacks and warnings as printed by the interpreter."""
    for i, l in enumerate(lines):
        if l.startswith("Traceback (most recent call last)"):
            keep.add(i)
        m = PY_FRAME.match(l)
        if m and is_project_path(m.group(1)):
            keep.add(i)
        if EXC_LINE.match(l):
            keep.add(i)
        if WARN_LOC.match(l):
            keep.add(i)
            # message printed on the next line when the warning text starts with a newline
            if l.endswith("Warning:") and i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)


def rules_pytest(lines, keep, cmd):
    pending_gt = []
    in_cov = False
    collect = "--collect-only" in cmd
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        # E lines: assertion details, diffs, exception text, falsifying examples
        if re.match(r"^E\s", l) and s != "E":
            keep.add(i)
            continue
        # failing source line; kept only if its frame is in the project
        if re.match(r"^>\s", l):
            if s != "> ???":
                pending_gt.append(i)
            continue
        # all-caps section banners (FAILURES, ERRORS, PASSES) are boilerplate
        if re.match(r"^=+ [A-Z][A-Z ]+ =+$", l):
            continue
        # failure / error section headers (not the "_ _ _" frame separators)
        if re.match(r"^_{3,} .+ _{3,}$", l):
            keep.add(i)
            pending_gt = []
            continue
        m = PY_LOC.match(l)
        if m:
            if is_project_path(m.group(1)):
                keep.add(i)
                keep.update(pending_gt)
            elif PROBLEM.search(l):
                keep.add(i)
            pending_gt = []
            continue
        if re.match(r"^(FAILED|ERROR)\b", l) or re.search(r"\s(FAILED|ERROR)(\s|$)", l):
            keep.add(i)
            continue
        if re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|deselected|no tests ran)\b.* =+$", l) \
                or re.match(r"^\d+ (passed|failed|error|errors|skipped|deselected)\b", l):
            keep.add(i)
            continue
        if re.match(r"^!{3,}", l) or s.startswith("Interrupted:"):
            keep.add(i)
            continue
        if "Falsifying example" in l:
            keep.add(i)
            continue
        # coverage report: rows with missed statements, and the TOTAL row
        if re.match(r"^-+ coverage:", l):
            in_cov = True
            continue
        if in_cov:
            cm = re.match(r"^(\S+)\s+(\d+)\s+(\d+)\s+\d+%", l)
            if cm and (cm.group(1) == "TOTAL" or cm.group(3) != "0"):
                keep.add(i)
            if l.startswith("="):
                in_cov = False
            continue
        # --collect-only: module lines and the collected count
        if collect and (re.match(r"^\s*<(Module|Package)\b", l) or re.search(r"\b\d+ tests? collected\b", l)):
            keep.add(i)
            continue
        if PASSING.search(l):
            continue
        # generic: non-indented problem lines, and indented warning locations
        if WARN_LOC.match(l):
            keep.add(i)
            if l.endswith("Warning:") and i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)
            continue
        if not l[:1].isspace() and PROBLEM.search(l):
            keep.add(i)
            continue
        # --tb=native frames
        fm = PY_FRAME.match(l)
        if fm and is_project_path(fm.group(1)):
            keep.add(i)
        if l.startswith("Traceback (most recent call last)"):
            keep.add(i)


def rules_mypy(lines, keep):
    last_err = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:(\d+:)? error:", l):
            keep.add(i)
            last_err = True
            continue
        if re.match(r"^(Found \d+ errors?|Success:)", l):
            keep.add(i)
        # --pretty wraps the message onto non-indented continuation lines
        if last_err and l.strip() and not l[:1].isspace() and not re.match(r"^\S+:\d+:", l):
            keep.add(i)
            continue
        last_err = False


def rules_flake8(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+$", l):
            keep.add(i)


def rules_pylint(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("************* Module") or re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l) \
                or "Your code has been rated" in l:
            keep.add(i)


def rules_grep(lines, keep):
    # every hit is what the agent asked for (-n hits and -c counts alike)
    for i, l in enumerate(lines):
        if re.match(r"^[^:\s]+:\d*", l):
            keep.add(i)


def rules_git_status(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r"^(On branch|HEAD detached|## |Your branch|You have unmerged paths|"
                     r"All conflicts fixed)", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|"
                      r"Unmerged paths):", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)


def rules_git_diff(lines, keep):
    combined = False
    deleted = False
    for i, l in enumerate(lines):
        if l.startswith("diff --git") or l.startswith("diff --cc"):
            keep.add(i)
            combined = l.startswith("diff --cc")
            deleted = False
        elif re.match(r"^(new|deleted) file mode", l) or l.startswith("@@"):
            keep.add(i)
            # a deleted file's body is all '-' lines; the mode line says it all
            deleted = deleted or l.startswith("deleted file mode")
        elif deleted:
            continue
        elif l.startswith("---") or l.startswith("+++") or l.startswith("index "):
            continue
        elif combined and len(l) >= 2 and ("+" in l[:2] or "-" in l[:2]):
            keep.add(i)
        elif not combined and l[:1] in "+-" and l:
            keep.add(i)
        elif re.match(r"^ \S.* \| +\d+", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)


def rules_git_log(lines, keep):
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}", l):
            keep.add(i)
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if l.startswith("diff --git") or re.match(r"^(new|deleted) file mode", l) or l.startswith("@@"):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)


def rules_git_merge(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith("CONFLICT") or "Automatic merge failed" in l or l.startswith("error:") \
                or l.startswith("fatal:"):
            keep.add(i)


def rules_script(lines, keep):
    traceback_rules(lines, keep)
    # the report title / table header: first non-blank, non-indented line that is not a warning
    first = next((i for i, l in enumerate(lines)
                  if l.strip() and i not in keep and not l[:1].isspace() and "://" not in l), None)
    for i, l in enumerate(lines):
        if i in keep or not l.strip():
            continue
        if (first is not None and i == first and not PY_LOC.match(l)):
            keep.add(i)  # report title / table header
        elif re.match(r"^\s*==+ .* ==+\s*$", l) or re.match(r"^[A-Z][^:]{0,60}:$", l):
            keep.add(i)  # section headings
        elif re.search(r"\btotal\b", l, re.I) and not l[:1].isspace():
            keep.add(i)
        elif l.startswith("wrote ") or re.match(r"^(Stalled|Dilute)\b", l):
            keep.add(i)  # the results the script states in words


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    keep = set()
    tool = tool_of(cmd)
    if tool == "pytest":
        rules_pytest(lines, keep, cmd)
    elif tool == "mypy":
        rules_mypy(lines, keep)
    elif tool == "flake8":
        rules_flake8(lines, keep)
    elif tool == "pylint":
        rules_pylint(lines, keep)
    elif tool == "grep":
        rules_grep(lines, keep)
    elif tool == "git-status":
        rules_git_status(lines, keep)
    elif tool == "git-diff":
        rules_git_diff(lines, keep)
    elif tool in ("git-log", "git-show"):
        rules_git_log(lines, keep)
    elif tool == "git-merge":
        rules_git_merge(lines, keep)
    elif tool == "script":
        rules_script(lines, keep)
    # always: the last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nb[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


if __name__ == "__main__":
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for p in sorted(glob.glob(os.path.join(d, "*.txtar"))):
        print(f"{process(p):4d} {os.path.basename(p)}")
