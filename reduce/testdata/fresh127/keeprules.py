#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh127 txtar file.

Written before looking at anything the reducer does. Run once:

    python3 keeprules.py [DIR]

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Rules = the generic rule (last three non-blank lines, plus error/warning words
for test, build and lint tools) + one rule per tool, chosen from the command.
"""
from __future__ import annotations

import json
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]")


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- generic rule

WORDS = re.compile(
    r"\b(error|errors|fail|failed|failing|failure|failures|warning|warnings|warn|panic|panicked|"
    r"exception|traceback|deprecated|deprecation)\b|\b\w+(Error|Exception)\b|[✖✕×●✗❌]|^\(!\)",
    re.IGNORECASE,
)
PASS_ROW = re.compile(r"✓|✔|\bPASSED\b|^\s*PASS\b|--- PASS|=== (RUN|PAUSE|CONT)|\.\.\. ok$")
CODE_FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")
GO_RUNTIME = re.compile(r"/usr/local/go/src/|^\s*testing\.|^\s*runtime\.|^created by |^goroutine \d+ |^panic\(")
RUSTC_NOTE = re.compile(r"^\s*= (help|note):")
PYTEST_BANNER = re.compile(r"^=+ (FAILURES|ERRORS) =+$")
TS_FRAME = re.compile(r"^\s*\d+ +\S")
RUST_STD = re.compile(r"/rustc/[0-9a-f]+/library/")


def generic_hit(line: str, tool: str) -> bool:
    if not WORDS.search(line):
        return False
    if PASS_ROW.search(line):
        return False
    if CODE_FRAME.match(line):
        return False
    if GO_RUNTIME.search(line) or RUST_STD.search(line):
        return False
    if tool == "pytest" and (line.startswith((" ", "\t")) or PYTEST_BANNER.match(line)):
        # traceback source context and section banners; E / > lines are handled by the pytest rule
        return False
    if tool == "cargo" and (RUSTC_NOTE.match(line) or line == "failures:"):
        return False
    if tool == "go" and line.startswith("\t"):
        # golangci-lint source excerpts and goroutine frames (project frames are a go rule)
        return False
    if tool in ("tsc", "jest") and TS_FRAME.match(line):
        return False
    return True


# tools for which only their own rule applies (listings, structured output, linters
# whose every finding line is already a rule, formatters whose diffs quote code)
NO_GENERIC = {"git", "grep", "curl", "gojson", "mypy", "flake8", "pylint", "black", "cargofmt", "golint"}


# ---------------------------------------------------------------- tool detection

def tool_of(cmd: str) -> str:
    c = cmd.strip()
    if "pytest" in c:
        return "pytest"
    if c.startswith("mypy"):
        return "mypy"
    if c.startswith("flake8"):
        return "flake8"
    if c.startswith("pylint"):
        return "pylint"
    if c.startswith("black"):
        return "black"
    if c.startswith("npm test") or "jest" in c:
        return "jest"
    if "vitest" in c:
        return "vitest"
    if "tsc" in c:
        return "tsc"
    if "eslint" in c:
        return "eslint"
    if c.startswith("cargo fmt"):
        return "cargofmt"
    if c.startswith("cargo"):
        return "cargo"
    if c.startswith("go test") and "-json" in c:
        return "gojson"
    if c.startswith(("go vet", "staticcheck", "golangci-lint")):
        return "golint"
    if c.startswith("go "):
        return "go"
    if c.startswith("git status"):
        return "gitstatus"
    if c.startswith("git diff"):
        return "gitdiff"
    if c.startswith(("git log", "git show")):
        return "gitlog"
    if c.startswith("git merge"):
        return "gitmerge"
    if c.startswith("grep"):
        return "grep"
    if c.startswith("curl"):
        return "curl"
    return "other"


# ---------------------------------------------------------------- per-tool rules
# Each returns the set of indexes (into the cleaned line list) to keep.

def rule_pytest(lines: list[str]) -> set[int]:
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^E\s", l) or l == "E":
            keep.add(i)
        elif re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):           # failure / error headers
            keep.add(i)
        elif re.match(r"^[\w./-]+\.py:\d+:", l):           # location lines (long and short tb)
            keep.add(i)
        elif re.match(r"^/\S+\.py:\d+", l):                # absolute location (fixture errors)
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR)\b", l) or re.search(r"\s(FAILED|ERROR)\s+\[\s*\d+%\]$", l):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors)\b.* =+$", l):
            keep.add(i)
        elif re.match(r"^\d+ (passed|failed|error)", l) or re.match(r"^\d+ failed", l):
            keep.add(i)
        elif l.startswith("!!!"):
            keep.add(i)
        elif re.match(r"^file /\S+, line \d+$", l):        # fixture-not-found location
            keep.add(i)
        elif re.search(r"\b(ImportError|ModuleNotFoundError)\b", l):
            keep.add(i)
        elif re.match(r"^(TOTAL|[\w/.-]+\.py)\s+\d+\s+\d+\s+\d+%", l):
            # coverage table: the TOTAL row and every module that misses lines
            m = re.match(r"^\S+\s+\d+\s+(\d+)\s+\d+%", l)
            if l.startswith("TOTAL") or (m and int(m.group(1)) > 0):
                keep.add(i)
    return keep


def rule_mypy(lines):
    return {i for i, l in enumerate(lines)
            if ": error:" in l or re.match(r"^(Found \d+ errors?|Success:)", l)}


def rule_flake8(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[A-Z]\d+ ", l) or re.match(r"^\d+$", l):   # --statistics / --count
            keep.add(i)
    return keep


def rule_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", l)
            or l.startswith("************* Module")
            or l.startswith("Your code has been rated")}


def rule_black(lines):
    # which files would change, the file header of each diff, and the verdict
    return {i for i, l in enumerate(lines)
            if l.startswith("would reformat ")
            or l.startswith("--- ")
            or l.startswith("Oh no!")
            or re.match(r"^\d+ files? would be reformatted", l)
            or l.startswith("error: cannot format")}


def rule_cargofmt(lines):
    return {i for i, l in enumerate(lines) if l.startswith("Diff in ")}


def rule_jest(lines):
    keep = set()
    in_fail = False
    after_diff_header = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^FAIL\s", l):
            keep.add(i)
        if s.startswith("●"):
            keep.add(i)
            in_fail = True
            after_diff_header = False
            continue
        if s.startswith("✕"):
            keep.add(i)
        if re.match(r"^(Tests|Test Suites):", l) or (l.startswith("Snapshots:") and "failed" in l):
            keep.add(i)
            in_fail = False
        if s.startswith("›") and "failed" in s:
            keep.add(i)
        if not in_fail:
            continue
        if s.startswith("expect(") or re.match(r"^(Expected|Received)( value)?:", s):
            keep.add(i)
        elif re.match(r"^- (Expected|Snapshot)\s", s) or re.match(r"^\+ Received\s", s):
            keep.add(i)
            after_diff_header = True
        elif after_diff_header and re.match(r"^[-+] ", s) and not CODE_FRAME.match(l):
            keep.add(i)
        elif re.match(r"^>\s*\d+\s*\|", s):
            keep.add(i)
        elif re.match(r"^at .*\(?((test|src|lib)/[^)]*:\d+:\d+)\)?$", s):
            keep.add(i)
        elif re.match(r"^\S+\.ts:\d+:\d+ - error TS\d+:", s):  # ts-jest diagnostics
            keep.add(i)
        elif s.startswith("Snapshot name:"):
            keep.add(i)
        if re.match(r"^at ", s):
            after_diff_header = False
    return keep


def rule_vitest(lines):
    keep = set()
    in_fail = False
    diff = False
    want_value = False
    loc_line = None
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("×") or s.startswith("✗"):
            keep.add(i)
        if re.match(r"^❯ \S+ \(.*\bfailed\b", s):
            keep.add(i)
        if "Failed Tests" in s or re.match(r"^(Test Files|Tests)\s", s):
            keep.add(i)
        if re.match(r"^FAIL\s", s):
            keep.add(i)
            in_fail, diff, want_value, loc_line = True, False, False, None
            continue
        if not in_fail:
            continue
        if re.match(r"^\w*Error\b.*:", s):
            keep.add(i)
        elif s in ("- Expected", "+ Received", "- Expected:", "+ Received:"):
            keep.add(i)
            diff = True
            want_value = s.endswith(":")
        elif want_value and s:
            keep.add(i)
            want_value = False
        elif diff and re.match(r"^[-+] ", l):
            keep.add(i)
        m = re.match(r"^❯ (\S+):(\d+):(\d+)$", s)
        if m:
            keep.add(i)
            loc_line = int(m.group(2))
            diff = False
            continue
        m = re.match(r"^(\d+)\|", s)
        if m and loc_line is not None and int(m.group(1)) == loc_line:
            keep.add(i)
    return keep


def rule_tsc(lines):
    keep = set()
    cont = False
    for i, l in enumerate(lines):
        if re.match(r"^\S+\(\d+,\d+\): error TS\d+:", l) or re.match(r"^\S+:\d+:\d+ - error TS\d+:", l):
            keep.add(i)
            cont = True
            continue
        if cont and re.match(r"^  \S", l) and not re.match(r"^\s*\d+\s", l):
            keep.add(i)                      # message continuation ("  Type 'x' is not ...")
            continue
        cont = False
        if re.match(r"^Found \d+ errors?", l):
            keep.add(i)
        elif re.match(r"^\s+\d+\s+\S+:\d+$", l):  # per-file error table of --pretty
            keep.add(i)
    return keep


def rule_eslint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^/\S+\.(m?[jt]sx?|cjs)$", l)
            or re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l)
            or re.match(r"^\S+:\d+:\d+: ", l)
            or re.match(r"^✖ \d+ problems?", l)
            or "potentially fixable" in l}


def rule_cargo(lines):
    keep = set()
    panic_msg = False
    in_fail_list = 0
    targets = False
    for i, l in enumerate(lines):
        if re.match(r"^(error|warning)(\[\w+\])?:", l):
            keep.add(i)
            targets = l.startswith("error:") and "targets failed" in l
            continue
        if targets and re.match(r"^\s+`", l):
            keep.add(i)
            continue
        targets = False
        if re.match(r"^\s*--> ", l):
            if not RUST_STD.search(l):       # places inside the standard library are not needed
                keep.add(i)
        elif re.match(r"^\s*\d*\s*\|[\s|]*[\^\-]+[\s\^\-|]*\s[^\s\^\-|].*$", l):
            keep.add(i)                      # caret/label lines with a message
        elif re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", l):   # --message-format=short
            keep.add(i)
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif "panicked at" in l:
            keep.add(i)
            panic_msg = True
            continue
        elif l.startswith("test result:"):
            keep.add(i)
        if panic_msg:
            if not l.strip() or l.startswith(("note:", "stack backtrace:")):
                panic_msg = False
            else:
                keep.add(i)
                continue
        if re.match(r"^running \d+ tests?$", l):
            in_fail_list = 0
        elif l == "failures:":
            in_fail_list += 1
        elif in_fail_list >= 2 and re.match(r"^    \S+$", l):
            # the names listed under the second "failures:" heading of a test binary
            keep.add(i)
    return keep


def rule_go(lines):
    keep = set()
    msg_indent = None
    for i, l in enumerate(lines):
        if msg_indent is not None:
            ind = len(l) - len(l.lstrip())
            if l.strip() and ind > msg_indent and not re.match(r"^\s*(---|===)", l):
                keep.add(i)                  # continuation of a t.Errorf message
                continue
            msg_indent = None
        if re.match(r"^# \S", l):
            keep.add(i)
        elif re.match(r"^\s*--- FAIL", l):
            keep.add(i)
        elif re.match(r"^(FAIL|ok)\b", l):
            keep.add(i)
        elif re.match(r"^\s+\w+_test\.go:\d+:", l):
            keep.add(i)
            msg_indent = len(l) - len(l.lstrip())
        elif re.match(r"^(-: )?\S+\.go:\d+:\d+:", l):      # build errors, vet, staticcheck, golangci
            keep.add(i)
        elif re.match(r"^panic:", l):
            keep.add(i)
        elif "/home/dev/work/" in l and re.match(r"^\s+/", l):
            keep.add(i)
            if i > 0:
                keep.add(i - 1)              # the function line of a project frame
        elif re.match(r"^\d+ issues?:", l) or re.match(r"^\* \w[\w-]*: \d+$", l):
            keep.add(i)                      # golangci-lint summary
        elif re.search(r"\bcoverage: [\d.]+% of statements", l):
            keep.add(i)
    return keep


def rule_gojson(lines):
    keep = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            continue
        act = ev.get("Action")
        out = ev.get("Output", "")
        if act == "fail":
            keep.add(i)
        elif act == "output" and (
            re.match(r"^\s*--- FAIL", out) or re.match(r"^\s+\w+_test\.go:\d+:", out)
            or re.match(r"^(FAIL|ok)\b", out) or out.startswith("panic:")
        ):
            keep.add(i)
    return keep


def rule_gitstatus(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(On branch|HEAD detached|## |Your branch|You have unmerged paths|"
                    r"All conflicts fixed|Changes to be committed:|Changes not staged for commit:|"
                    r"Untracked files:|Unmerged paths:)", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
    return keep


DIFF_HDR = re.compile(r"^(diff --git |diff --cc |diff --combined |new file mode |deleted file mode |"
                      r"rename from |rename to |Binary files |@@+ )")


def rule_gitdiff(lines):
    keep = set()
    combined = False
    for i, l in enumerate(lines):
        if DIFF_HDR.match(l):
            keep.add(i)
            if l.startswith("diff --git "):
                combined = False
            elif l.startswith(("diff --cc ", "diff --combined ")):
                combined = True
            continue
        if l.startswith(("--- ", "+++ ", "index ")):
            continue
        if combined:
            if len(l) >= 2 and ("+" in l[:2] or "-" in l[:2]):
                keep.add(i)
        elif l.startswith(("+", "-")):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)                      # --stat rows and totals
    return keep


def rule_gitlog(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            want_subject = False
            continue
        if l.startswith("Date:"):
            want_subject = True
            continue
        if want_subject and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if DIFF_HDR.match(l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def rule_gitmerge(lines):
    return {i for i, l in enumerate(lines)
            if l.startswith(("CONFLICT", "Automatic merge failed", "error:", "fatal:", "Fast-forward",
                             "Merge made by", "Already up to date"))}


def rule_grep(lines):
    # every hit is what the agent asked for
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s]+:\d+:", l)}


def rule_curl(lines):
    keep = set()
    status = None
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            continue
        if re.match(r"^> (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) ", l):
            keep.add(i)
            continue
        if re.match(r"^curl: \(\d+\)", l):
            keep.add(i)
            continue
        if status is not None and body_start is None and (l == "" or l == "<"):
            body_start = i + 1
    if status is not None and status >= 400 and body_start is not None:
        for i in range(body_start, len(lines)):
            l = lines[i]
            if (not l or l in ("<", ">") or l.startswith(("* ", "< ", "> ", "{ [", "} ["))
                    or re.match(r"^[\d\s%]+(--|\d)", l) or l.startswith("  % Total")
                    or l.lstrip().startswith("Dload")):
                continue                     # connection chatter and progress meter
            keep.add(i)
    return keep


RULES = {
    "pytest": rule_pytest, "mypy": rule_mypy, "flake8": rule_flake8, "pylint": rule_pylint,
    "black": rule_black, "cargofmt": rule_cargofmt, "jest": rule_jest, "vitest": rule_vitest,
    "tsc": rule_tsc, "eslint": rule_eslint, "cargo": rule_cargo, "go": rule_go, "golint": rule_go,
    "gojson": rule_gojson,
    "gitstatus": rule_gitstatus, "gitdiff": rule_gitdiff, "gitlog": rule_gitlog, "gitmerge": rule_gitmerge,
    "grep": rule_grep, "curl": rule_curl,
}


def keep_lines(cmd: str, output: str) -> list[str]:
    tool = tool_of(cmd)
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(RULES.get(tool, lambda _l: set())(lines))
    family = "git" if tool.startswith("git") else tool
    if family not in NO_GENERIC:
        idx |= {i for i, l in enumerate(lines) if generic_hit(l, tool)}
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def parse(path: str):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (.*)$", head, re.M).group(1)
    return cmd, exit_, output


def main() -> None:
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name in sorted(os.listdir(d)):
        if not name.endswith(".txtar"):
            continue
        path = os.path.join(d, name)
        cmd, exit_, output = parse(path)
        keep = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
            for l in keep:
                fh.write(l + "\n")
        print(f"{name}: {len(keep)} keep lines")


if __name__ == "__main__":
    main()
