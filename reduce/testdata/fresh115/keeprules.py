#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh115 *.txtar from its output.

Rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py            # rewrites the keep sections in place
The README describes the rules in prose.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# ---- shared patterns ----------------------------------------------------
GENERIC = re.compile(
    r"\b(error|errors|err|fatal|panic|panicked|exception|traceback|warning|warn|"
    r"failed|failure|fail|fails|refused|denied|cannot|can't|could not|unable|"
    r"invalid|not found|no such|timeout|timed out|killed|oom-kill|out of memory|"
    r"deadlock|unexpected|not defined|not remade|is required|must be|"
    r"already in use|unsupported|bad request|dirty)\b",
    re.I,
)
EXC_LINE = re.compile(
    r"^\s*(\[cause\]: )?([A-Za-z_][\w.]*)?(Error|Exception|Warning)(\s*\[\w+\])?(:|$)"
)
FILE_LINE = re.compile(r"^\S+\.(py|go|js|mjs|ts|sql|sh|json|ini|conf):\d+(:\d+)?: ")
LEVEL = [
    re.compile(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d[,.]\d+\s+(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL)\b"),
    re.compile(r"^(DEBUG|INFO|WARNING|ERROR|CRITICAL) "),
    re.compile(r"\blevel=(DEBUG|INFO|WARN|WARNING|ERROR)\b"),
    re.compile(r'"level":"(DEBUG|INFO|WARN|WARNING|ERROR)"'),
]
BAD_LEVELS = {"WARN", "WARNING", "ERROR", "CRITICAL"}
ACCESS_STATUS = re.compile(r'"(?:[A-Z]+ \S+ HTTP/[\d.]+|[^"]*)"\s+(\d{3})\b')
JOURNAL_PREFIX = re.compile(r"^\w{3} \d\d \d\d:\d\d:\d\d \S+ [\w.-]+\[\d+\]: ")
PROJECT_PATH = re.compile(r"/home/dev/work/|/srv/seedbank/")


def clean(line):
    return ANSI.sub("", line).rstrip()


def level_of(line):
    for rx in LEVEL:
        m = rx.search(line)
        if m:
            return m.group(1)
    return None


def mode_of(cmd):
    c = cmd.strip()
    if c.startswith("curl"):
        return "curl"
    if "git status" in c:
        return "gitstatus"
    if "git diff" in c or "diff -u" in c or "gofmt" in c:
        return "diff"
    if c.startswith("git log"):
        return "gitlog"
    if c.startswith("sqlite3"):
        return "sqlite"
    first = re.split(r"[\s|;&]+", c)[0]
    if first in ("ls", "find", "du", "df", "ps") or "showenv" in c or "printenv" in c \
            or c.startswith("for d in"):
        return "listing"
    return "general"


# ---- per-mode rules -----------------------------------------------------
def rules_general(lines, cmd):
    keep = set()
    in_tb = False
    after_project_frame = False
    grep_n = "grep -n" in cmd
    for i, raw in enumerate(lines):
        line = raw
        if grep_n:
            line = re.sub(r"^\d+[:-]", "", line)
        msg = JOURNAL_PREFIX.sub("", line)
        stripped = msg.strip()
        if not stripped:
            continue
        # python traceback state machine (also inside journal lines)
        if stripped.startswith("Traceback (most recent call last)"):
            keep.add(i)
            in_tb = True
            after_project_frame = False
            continue
        if in_tb:
            if msg.startswith("  "):
                if stripped.startswith('File "'):
                    after_project_frame = bool(PROJECT_PATH.search(msg))
                    if after_project_frame:
                        keep.add(i)
                    continue
                if after_project_frame and not re.fullmatch(r"[\^~ ]+", stripped):
                    keep.add(i)  # source line of a project frame
                after_project_frame = False
                continue
            in_tb = False
            keep.add(i)  # the exception line ends the traceback
            continue
        if stripped.startswith(("The above exception was the direct cause",
                                "During handling of the above exception")):
            keep.add(i)
            continue
        # levelled log records are judged by level only
        lvl = level_of(msg)
        if lvl is not None:
            if lvl in BAD_LEVELS:
                keep.add(i)
            continue
        # access-log lines are judged by status only
        m = ACCESS_STATUS.search(msg)
        if m and not FILE_LINE.match(msg):
            if int(m.group(1)) >= 400:
                keep.add(i)
            continue
        if re.search(r"\bcode [45]\d\d, message", msg):
            keep.add(i)
            continue
        # stack frames: Node, Go, top-of-trace locations
        if re.match(r"^\s+at ", msg):
            if PROJECT_PATH.search(msg) and "node_modules" not in msg:
                keep.add(i)
            continue
        if msg.startswith("\t/"):
            if PROJECT_PATH.search(msg):
                keep.add(i)
                if i > 0:
                    keep.add(i - 1)  # the function / "created by" line
            continue
        if msg.startswith("file:///") and PROJECT_PATH.search(msg):
            keep.add(i)
            continue
        if re.match(r"^goroutine \d+ \[running\]:", msg):
            keep.add(i)
            continue
        if re.match(r"^\t(have|want) ", msg) or re.match(r"^# \S+$", msg):
            keep.add(i)
            continue
        if FILE_LINE.match(msg) or EXC_LINE.match(msg):
            keep.add(i)
            continue
        if re.match(r"^\s+code: '", msg):
            keep.add(i)
            continue
        if re.match(r"^(make: \*\*\*|make: Target .* not remade|npm (error|ERR!|warn|WARN) )", msg) \
                or re.match(r"^exit status \d+", msg) or re.match(r"^\+ exit \d+", msg):
            keep.add(i)
            continue
        if re.match(r"^\+{1,3} ", msg):
            continue  # set -x trace lines: only kept as context of an error below
        if GENERIC.search(msg):
            keep.add(i)
            # set -x: keep the traced command that produced this error line
            for j in range(i - 1, -1, -1):
                if re.match(r"^\+{1,3} ", lines[j]):
                    keep.add(j)
                    break
    return keep


def rules_curl(lines):
    keep = set()
    statuses = []
    body = []
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            continue
        if line.startswith("< HTTP/"):
            keep.add(i)
            statuses.append(int(line.split()[2]))
        elif line.lower().startswith("< location:"):
            keep.add(i)
        elif line.startswith("curl: ("):
            keep.add(i)
        elif line.startswith("* ") or line.startswith("*   "):
            if GENERIC.search(line):
                keep.add(i)
        elif line.startswith(("> ", "< ", "{ [", "} [")) or line in (">", "<"):
            continue
        elif re.match(r"^\s*(% Total|Dload|\d+\s+\d+)", line) or "--:--:--" in line:
            continue
        else:
            body.append(i)
    final = statuses[-1] if statuses else None
    if final is None or final >= 400:
        keep.update(body)
    return keep


def rules_gitstatus(lines):
    keep = set()
    section = None
    commits = 0
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            continue
        if re.match(r"^(On branch|HEAD detached|Your branch|## )", line):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", line):
            keep.add(i)
            section = line
        elif line.startswith("\t"):
            keep.add(i)  # modified:/new file:/deleted:/renamed:/untracked path
        elif re.match(r"^[ MADRCU?!]{2} \S", line):
            keep.add(i)
        elif re.match(r"^[0-9a-f]{7,} ", line):
            commits += 1
            if commits <= 5 or re.match(r"^[0-9a-f]{7,} \(", line):
                keep.add(i)
        elif GENERIC.search(line) and not s.startswith("("):
            keep.add(i)
    return keep


def rules_gitlog(lines):
    keep = set()
    commits = 0
    for i, line in enumerate(lines):
        m = re.match(r"^[*|\\/ ]*([0-9a-f]{7,}) (\(.*?\))?", line)
        if m:
            commits += 1
            if commits <= 5 or m.group(2):
                keep.add(i)
    return keep


def rules_diff(lines):
    keep = set()
    seen_diff = False
    for i, line in enumerate(lines):
        if line.startswith(("diff ", "--- ", "+++ ", "@@")):
            keep.add(i)
            seen_diff = True
        elif line.startswith(("+", "-")) and seen_diff:
            keep.add(i)
        elif not seen_diff and line.strip():
            keep.add(i)  # e.g. `gofmt -l` file list before the diff
    return keep


def rules_sqlite(lines):
    keep = set()
    for i, line in enumerate(lines):
        s = line.strip()
        if re.match(r"^(Error|Parse error|Runtime error)\b", line) or GENERIC.search(line) and "error here" in line:
            keep.add(i)
            if "error here" in line and i > 0:
                keep.add(i - 1)
        elif re.match(r"^CREATE ", line) or line in ("BEGIN TRANSACTION;", "COMMIT;"):
            keep.add(i)
        elif line.startswith("┌") and i + 1 < len(lines):
            keep.add(i + 1)  # -box header row
        elif i == 0 and s and not line.startswith(("CREATE", "PRAGMA", "BEGIN", "┌")):
            keep.add(i)  # -header -column header row
    return keep


def rules_listing(lines, cmd):
    keep = set()
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            continue
        if re.match(r"^(ls|find|du|df|ps|printenv|env|sort): ", line):
            keep.add(i)
        elif cmd.startswith("ls") and line.endswith(":") and not line.startswith(("-", "d", "l", "total")):
            keep.add(i)  # directory header
        elif cmd.startswith("ls") and re.match(r"^\S+:$", line):
            keep.add(i)
        elif cmd.startswith("df"):
            if line.startswith("Filesystem"):
                keep.add(i)
            else:
                parts = line.split()
                pct = [p for p in parts if p.endswith("%") and p[:-1].isdigit()]
                if (parts and parts[-1] == "/") or (pct and int(pct[0][:-1]) >= 80):
                    keep.add(i)
        elif cmd.startswith("ps"):
            if re.match(r"^\s*(PID|\d+)\s", line):
                keep.add(i)
        elif "showenv" in cmd or "printenv" in cmd:
            if re.match(r"^(SEEDBANK_\w+|PATH)=", line):
                keep.add(i)
        elif cmd.startswith("for d in") or cmd.startswith("du"):
            if re.match(r"^[\d.]+[MG]\s", line):
                keep.add(i)
    return keep


def derive(cmd, output_lines):
    lines = [clean(l) for l in output_lines]
    mode = mode_of(cmd)
    if mode == "curl":
        keep = rules_curl(lines)
    elif mode == "gitstatus":
        keep = rules_gitstatus(lines)
    elif mode == "gitlog":
        keep = rules_gitlog(lines)
    elif mode == "diff":
        keep = rules_diff(lines)
    elif mode == "sqlite":
        keep = rules_sqlite(lines)
    elif mode == "listing":
        keep = rules_listing(lines, cmd)
    else:
        keep = rules_general(lines, cmd)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return mode, out


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    for path in files:
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
        mode, keep = derive(cmd, output.split("\n")[:-1])
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as w:
            w.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{os.path.basename(path):45s} {mode:9s} keep={len(keep)}", file=sys.stderr)


if __name__ == "__main__":
    main()
