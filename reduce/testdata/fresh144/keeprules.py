#!/usr/bin/env python3
"""Keep rules for the fresh144 blind set.

Run once from anywhere: it reads every *.txtar next to this script, derives the
"-- keep --" section from the command and its output, and rewrites that section.

A keep line is an output line with ANSI escapes and trailing whitespace (including
\\r) removed. Blank lines are never kept. Each distinct line is listed once, at its
first occurrence, in output order.

Rules = generic rule (test, build and lint tools) + per-tool rules + the last three
non-blank lines of every output. These rules were written before looking at any
reducer behaviour.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
PROJECT = "/home/dev/work/"


def norm(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic rule
GENERIC_WORDS = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|failing|warning|warnings|warn|panic|panicked|"
    r"exception|traceback|deprecated|deprecation)\b",
    re.I,
)
GENERIC_NAMES = re.compile(r"\b\w+(Error|Exception)\b")
GENERIC_MARKERS = ("✖", "✕", "×", "●", "✗")
PASS_ROW = re.compile(r"(✓|✔|^\s*PASS\b|\sPASSED\b|--- PASS|=== RUN|\.\.\. ok$)")
CODE_FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")
RUST_GUTTER = re.compile(r"^\s*(\d+\s*)?\|")
GO_RUNTIME = re.compile(r"^(\t/usr/local/go/|panic\(|runtime\.|testing\.|net/http\.|created by |goroutine \d+ )")
RUST_NOTES = re.compile(r"^\s*(= note:|= help:|help:)")


def generic(line, tool):
    """Error/failure/warning/panic/exception/deprecation lines of test, build and lint tools."""
    if not line:
        return False
    if PASS_ROW.search(line):
        return False
    if tool == "pytest" and line[:1].isspace():
        return False  # traceback source context
    if tool == "pytest" and re.match(r"^=+ (FAILURES|ERRORS) =+$", line):
        return False  # bare section banners
    if CODE_FRAME.match(line):
        return False
    if tool == "cargo" and (RUST_GUTTER.match(line) or RUST_NOTES.match(line)):
        return False
    if tool in ("gotest", "gobuild") and GO_RUNTIME.match(line):
        return False
    if any(m in line for m in GENERIC_MARKERS):
        return True
    return bool(GENERIC_WORDS.search(line) or GENERIC_NAMES.search(line))


GENERIC_TOOLS = {"pytest", "gotest", "gobuild", "cargo", "jest", "vitest", "tsc", "eslint", "gitmerge"}


# ---------------------------------------------------------------- tool detection
def tool_of(cmd):
    c = cmd
    if "pytest" in c:
        return "pytest"
    if c.startswith("mypy"):
        return "mypy"
    if c.startswith("flake8"):
        return "flake8"
    if c.startswith("pylint"):
        return "pylint"
    if c.startswith("go test") and "-json" in c:
        return "gojson"
    if c.startswith("go test"):
        return "gotest"
    if c.startswith(("go vet", "staticcheck", "golangci-lint")):
        return "golint"
    if c.startswith(("go build", "go run")):
        return "gobuild"
    if c.startswith("cargo"):
        return "cargo"
    if "jest" in c or c.startswith("npm test"):
        return "jest"
    if "vitest" in c:
        return "vitest"
    if "tsc" in c:
        return "tsc"
    if "eslint" in c or c.startswith("npm run lint"):
        return "eslint"
    if c.startswith("git status"):
        return "gitstatus"
    if c.startswith("git diff"):
        return "gitdiff"
    if c.startswith(("git log", "git show")):
        return "gitlog"
    if c.startswith("git blame"):
        return "gitblame"
    if c.startswith("git merge"):
        return "gitmerge"
    if c.startswith("grep") and re.search(r"\s-[A-Za-z]*[ABC]\b|\s-[ABC]\s*\d", c):
        return "grepctx"
    if c.startswith("grep"):
        return "grep"
    if c.startswith(("tail", "cat")) and ".log" in c:
        return "serverlog"
    if c.startswith("curl"):
        return "curl"
    return "other"


# ---------------------------------------------------------------- per-tool rules
def project_frames(lines):
    """Indices of project stack frames: a path line under the project plus the function line before it."""
    idx = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s*(\d+-)?\s*" + re.escape(PROJECT) + r"\S+\.go:\d+", l) or re.match(
            r"^\d+-\t" + re.escape(PROJECT), l
        ):
            idx.add(i)
            if i > 0 and lines[i - 1]:
                idx.add(i - 1)
    return idx


def rules_pytest(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^E\s", l) or l == "E":
            keep.add(i)
        elif re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):
            keep.add(i)
        elif re.match(r"^\S+\.py:\d+:( |$)", l) and not l.startswith("/usr/"):
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l) or re.search(r"\s(FAILED|ERROR)(\s+\[\s*\d+%\])?$", l):
            keep.add(i)
        elif re.match(r"^(=+ )?\d+ (passed|failed|errors?|skipped|deselected|xfailed|xpassed)\b.* in [\d.]+s( \(.*\))?( =+)?$", l):
            keep.add(i)
        elif l.startswith("!!!"):
            keep.add(i)
        elif re.search(r"\b(ImportError|ModuleNotFoundError|SyntaxError|IndentationError)\b", l):
            keep.add(i)
        elif l.startswith("TOTAL "):
            keep.add(i)
        else:
            m = re.match(r"^\S+\.py\s+\d+\s+\d+\s+(\d+)%", l)
            if m and m.group(1) != "100":
                keep.add(i)  # coverage rows with missing lines
    return keep


def rules_mypy(lines, cmd):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+: error: ", l):
            keep.add(i)
            in_err = True
            continue
        if in_err and l and not l[:1].isspace() and not re.match(r"^\S+:\d+: ", l) and not l.startswith(("Found ", "Success:")):
            keep.add(i)  # --pretty wraps long messages onto unindented lines
            continue
        in_err = False
        if re.match(r"^(Found \d+ errors? in|Success:)", l):
            keep.add(i)
    return keep


def rules_flake8(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]+\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]+\d+ ", l):
            keep.add(i)  # --statistics rows
        elif re.match(r"^\d+$", l):
            keep.add(i)  # --count total
    return keep


def rules_pylint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]\d+: ", l) or l.startswith("************* Module ") or "code has been rated" in l:
            keep.add(i)
    return keep


def rules_gotest(lines, cmd):
    keep = set(project_frames(lines))
    for i, l in enumerate(lines):
        if re.match(r"^# \S+", l):
            keep.add(i)
        elif re.match(r"^\s*--- FAIL:", l):
            keep.add(i)
        elif re.match(r"^(FAIL|ok)\s", l) or l == "FAIL":
            keep.add(i)
        elif re.match(r"^\s+\S+_test\.go:\d+: ", l):
            keep.add(i)
        elif re.match(r"^\S+\.go:\d+:\d+: ", l):
            keep.add(i)
        elif re.match(r"^\t(have|want) ", l) and i > 0 and (i - 1) in keep:
            keep.add(i)
        elif l.startswith("panic: "):
            keep.add(i)
        elif "level=ERROR" in l or re.match(r"^exit status \d+$", l):
            keep.add(i)
    return keep


def rules_gojson(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if l.strip():
                keep.add(i)  # non-JSON text (build errors) is always shown
            continue
        act = ev.get("Action")
        out = ev.get("Output", "")
        if act == "fail":
            keep.add(i)
        elif act == "output" and re.match(r"^(\s*--- FAIL|\s+\S+_test\.go:\d+:|FAIL\b|panic:|ok\s)", out):
            keep.add(i)
    return keep


def rules_golint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.go:\d+:\d+: ", l) or re.match(r"^# \S+", l):
            keep.add(i)
        elif re.match(r"^\d+ issues?:", l) or re.match(r"^\* \S+: \d+$", l):
            keep.add(i)
    return keep


def rules_cargo(lines, cmd):
    keep = set()
    in_panic = False
    after_failures = False
    for i, l in enumerate(lines):
        if in_panic:
            if not l or l.startswith("note: run with"):
                in_panic = False
            else:
                keep.add(i)
                continue
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            keep.add(i)
        elif re.match(r"^\s*--> ", l):
            keep.add(i)
        elif re.match(r"^\s*(\d+\s*)?\|[\s|]*[\^\-~]+( +[\^\-~]*)* +[^\s\^\-~+|]", l):
            keep.add(i)  # caret/dash label lines carrying a message
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif re.match(r"^thread '.*'( \(\d+\))? panicked at ", l):
            keep.add(i)
            in_panic = True
        elif l.startswith("test result: "):
            keep.add(i)
        if l == "failures:" or re.match(r"^error: \d+ targets? failed:$", l):
            after_failures = True
            continue
        if after_failures:
            if re.match(r"^    \S+$", l) or re.match(r"^    `--\S+ \S+`$", l):
                keep.add(i)
            elif l:
                after_failures = False
    return keep


def rules_jest(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s*FAIL ", l):
            keep.add(i)
        elif re.match(r"^\s+expect\(", l):
            keep.add(i)
        elif re.match(r"^\s*(Expected|Received)[\w ]*:", l):
            keep.add(i)
        elif re.match(r"^\s*- Expected", l) or re.match(r"^\s*\+ Received", l):
            keep.add(i)
        elif re.match(r"^    [+-] ", l):
            keep.add(i)
        elif re.match(r"^\s*> \d+ \|", l):
            keep.add(i)
        elif re.match(r"^\s+at .*\b(test|src|lib)/\S+:\d+:\d+\)?$", l):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites):", l):
            keep.add(i)
    return keep


def rules_vitest(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s*×", l) or re.match(r"^\s*→", l):
            keep.add(i)
        elif re.match(r"^\s*FAIL ", l):
            keep.add(i)
        elif re.match(r"^\s*❯ \S+:\d+:\d+$", l):
            keep.add(i)
        elif l in ("- Expected", "+ Received") or re.match(r"^[+-] ", l):
            keep.add(i)
        elif re.match(r"^(Expected|Received):", l):
            keep.add(i)
        elif re.match(r"^\s*(Test Files|Tests) ", l):
            keep.add(i)
    return keep


def rules_tsc(lines, cmd):
    keep = set()
    cont = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+:", l):
            keep.add(i)
            cont = True
        elif cont and l[:1].isspace() and l.strip():
            keep.add(i)
        else:
            cont = False
    return keep


def rules_eslint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^/\S+$", l):
            keep.add(i)
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)
        elif re.match(r"^✖ \d+ problems?", l) or "fixable with the" in l:
            keep.add(i)
    return keep


def rules_gitstatus(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(On branch |HEAD detached|## )", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^(You have unmerged paths|All conflicts fixed)", l):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
    return keep


def rules_gitdiff(lines, cmd):
    keep = set()
    combined = any(l.startswith("diff --cc ") for l in lines)
    for i, l in enumerate(lines):
        if re.match(r"^diff --(git|cc) ", l) or re.match(r"^(new|deleted) file mode", l) or l.startswith("@@"):
            keep.add(i)
        elif re.match(r"^(\+\+\+|---) (a/|b/|/dev/null)", l):
            continue
        elif re.match(r"^[+-]", l) or (combined and re.match(r"^ [+-]", l)):
            keep.add(i)
    return keep


def rules_gitlog(lines, cmd):
    """commit lines, subjects, diff/hunk headers, --stat rows and totals, and the +/- lines
    of hunks in files the commit modified (whole-file additions or deletions are bulk)."""
    keep = set()
    want_subject = False
    bulk = False
    in_hunk = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}\b", l):
            keep.add(i)
            in_hunk = False
            continue
        if l.startswith("Date:"):
            want_subject = True
            continue
        if want_subject and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if l.startswith("diff --git "):
            keep.add(i)
            bulk = False
            in_hunk = False
            continue
        if re.match(r"^(new|deleted) file mode", l):
            keep.add(i)
            bulk = True
            continue
        if l.startswith("@@"):
            keep.add(i)
            in_hunk = True
            continue
        if re.match(r"^ \S.*\|\s+(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)
            continue
        if in_hunk and not bulk and re.match(r"^[+-]", l) and not re.match(r"^(\+\+\+|---) ", l):
            keep.add(i)
    return keep


def rules_gitblame(lines, cmd):
    """Lines last changed by a commit other than the one owning most of the file."""
    keep = set()
    counts = {}
    hashes = []
    for l in lines:
        m = re.match(r"^\^?([0-9a-f]{7,40}) ", l)
        hashes.append(m.group(1) if m else None)
        if m:
            counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    if counts:
        bulk = max(counts, key=counts.get)
        for i, h in enumerate(hashes):
            if h and h != bulk and lines[i].strip():
                keep.add(i)
    return keep


def rules_gitmerge(lines, cmd):
    return {i for i, l in enumerate(lines) if l.startswith("CONFLICT") or "Automatic merge failed" in l}


def rules_grep(lines, cmd):
    """Without context options every output line is a hit, and every hit is what the agent asked for."""
    return {i for i, l in enumerate(lines) if l.strip()}


def grep_hit(l, cmd):
    """A match line (not a context line) of grep -n: NN: for one file, path:NN: with -r."""
    if re.search(r"\s-[A-Za-z]*r", cmd):
        return bool(re.match(r"^[^\s:]+\.\w+:\d+:", l))
    return bool(re.match(r"^\d+:", l))


def rules_grepctx(lines, cmd):
    """Match lines; from context lines only errors/panics and project stack frames."""
    keep = set(project_frames(lines))
    for i, l in enumerate(lines):
        if grep_hit(l, cmd):
            keep.add(i)
        elif re.match(r"^\d+-", l) and (re.search(r"level=(WARN|ERROR)", l) or re.match(r"^\d+-panic: ", l)):
            keep.add(i)
    return keep


def rules_serverlog(lines, cmd):
    keep = set(project_frames(lines))
    for i, l in enumerate(lines):
        if re.search(r"level=(WARN|ERROR)", l) or l.startswith("panic: "):
            keep.add(i)
    return keep


def rules_curl(lines, cmd):
    keep = set()
    status = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/\S+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
        elif re.match(r"^> [A-Z]+ /", l):
            keep.add(i)
        else:
            m = re.match(r"^curl: \((\d+)\)(.*returned error: (\d{3}))?", l)
            if m:
                keep.add(i)
                if m.group(3):
                    status = int(m.group(3))
    if status and status >= 400:
        headers_done = not any(re.match(r"^HTTP/", l) for l in lines)
        for i, l in enumerate(lines):
            if not headers_done:
                if l == "":
                    headers_done = True
                continue
            if l and not re.match(r"^([*<>]|\{ \[|\} \[|curl: \()", l):
                keep.add(i)
    return keep


RULES = {
    "pytest": rules_pytest, "mypy": rules_mypy, "flake8": rules_flake8, "pylint": rules_pylint,
    "gotest": rules_gotest, "gobuild": rules_gotest, "gojson": rules_gojson, "golint": rules_golint,
    "cargo": rules_cargo, "jest": rules_jest, "vitest": rules_vitest, "tsc": rules_tsc, "eslint": rules_eslint,
    "gitstatus": rules_gitstatus, "gitdiff": rules_gitdiff, "gitlog": rules_gitlog, "gitblame": rules_gitblame,
    "gitmerge": rules_gitmerge, "grep": rules_grep, "grepctx": rules_grepctx, "serverlog": rules_serverlog,
    "curl": rules_curl,
}


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [norm(l) for l in raw]
    tool = tool_of(cmd)
    keep = set(RULES.get(tool, lambda ls, c: set())(lines, cmd))
    if tool in GENERIC_TOOLS:
        keep |= {i for i, l in enumerate(lines) if generic(l, tool)}
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return tool, out


def process(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("\n-- output --\n", 1)
    k = rest.rfind("-- keep --\n")
    if k < 0 or (k > 0 and rest[k - 1] != "\n"):
        raise SystemExit(f"{path}: no keep marker")
    output = rest[:k]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    tool, keep = keep_lines(cmd, output)
    if not keep:
        raise SystemExit(f"{path}: no keep lines")
    with open(path, "w", encoding="utf-8", newline="") as fh:
        fh.write(head + "\n-- output --\n" + output + "-- keep --\n" + "".join(l + "\n" for l in keep))
    return tool, len(keep)


def main():
    files = sorted(f for f in os.listdir(HERE) if f.endswith(".txtar"))
    for f in files:
        tool, n = process(os.path.join(HERE, f))
        print(f"{f}: {tool}, {n} keep lines")


if __name__ == "__main__":
    sys.exit(main())
