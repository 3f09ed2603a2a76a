#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh103 *.txtar from its output.

The rules below were written before any reducer was run on this set. They
pick the lines an agent fixing the problem must see. Run once:

    python3 keeprules.py            # rewrites the keep section of each file

A keep line is an exact output line with ANSI escapes and trailing
whitespace (including the CR of HTTP headers) removed; each is listed once,
in output order.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# Generic: any line that states an error, failure, warning, exception, panic.
GENERIC = re.compile(
    r"(?i)(\berror\b|\berrors\b|\bfailed\b|\bfailure\b|\bfailures\b|\bfail\b|\bpanic(ked)?\b|"
    r"\bexception\b|traceback|\bfatal\b|\bwarning\b|\bwarnings\b|assertionerror|\w+Error\b|"
    r"\bcannot\b|\bnot found\b)"
)
# Rows that report a passing test / progress; never kept by the generic rule.
PASS_ROW = re.compile(
    r"( PASSED\b| \.\.\. ok$|^\s*[✓✔√]|^=== (RUN|PAUSE|CONT)|^\s*--- PASS|^PASS$|^ok\s|"
    r"\"Action\":\"(run|pass|skip|start|pause|cont)\"|^\s*PASS )"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    for key in ("pytest", "mypy", "flake8", "pylint", "jest", "vitest", "mocha", "tsc",
                "webpack", "esbuild", "eslint", "cargo", "staticcheck", "go vet", "go test",
                "git status", "git diff", "git log", "git show", "grep", "curl"):
        if key in c:
            return key
    return "other"


def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


# ---------------------------------------------------------------- per tool
def k_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (l.startswith("E ") or l == "E" and False
                or re.match(r"^(FAILED|ERROR) ", l)
                or re.match(r"^_{3,} .* _{3,}$", l)                      # failing test / error headers
                or re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|deselected|no tests ran)\b.* =+$", l)
                or re.match(r"^\d+ (passed|failed|error)", l)              # -q summary
                or re.match(r"^[\w./-]+\.py:\d+: ", l)                     # location lines
                or re.match(r"^[\w./-]+\.py:\d+: in ", l)
                or re.match(r"^>\s", l)                                    # failing source line
                or re.search(r"::\S* (FAILED|ERROR)", l) or re.search(r" (FAILED|ERROR)\s*(\[|$)", l)
                or re.match(r"^\S+\.py [.sFEx]*[FE][.sFEx]*", l)            # progress rows with failures
                or re.match(r"^[.sFEx]*[FE][.sFEx]*\s+\[", l)
                or re.match(r"^!+ .* !+$", l)                              # interrupted / stopping
                or re.match(r"^(Interrupted|ModuleNotFoundError|ImportError)", l)
                or re.match(r"^\w+Error: ", l)):
            keep.add(i)
    return keep


def k_mypy(lines):
    return {i for i, l in enumerate(lines)
            if re.search(r": (error|note): ", l) or re.match(r"^(Found \d+ error|Success:)", l)}


def k_flake8(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", l)}


def k_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+:\d+:\d+: [CRWEFI]\d{4}: ", l) or l.startswith("Your code has been rated")}


def k_jest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if (l.startswith("FAIL ") or s.startswith("●") or s.startswith("✕")
                or re.match(r"^(Expected|Received)( length| value)?:", s)
                or re.match(r"^- Expected|^\+ Received", s)
                or (re.match(r"^[-+] ", s) and i > 0)
                or re.match(r"^>\s*\d+ \|", s)
                or (s.startswith("at ") and ("__tests__/" in s or "lib/" in s) and "node_modules" not in s)
                or re.match(r"^(Cannot find module|TypeError|ReferenceError|SyntaxError|Error)\b", s)
                or re.match(r"^(Tests|Test Suites|Snapshots):", s)):
            keep.add(i)
    return keep


def k_vitest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if (s.startswith("FAIL ") or s.startswith("×") or re.match(r"^❯ .*\(\d+ tests? \| \d+ failed\)", s)
                or re.match(r"^\w*Error\b", s)
                or re.match(r"^- Expected|^\+ Received", s)
                or re.match(r"^[-+] ", s)
                or re.match(r"^❯ \S+:\d+:\d+$", s)
                or re.match(r"^(Test Files|Tests)\s", s)
                or re.search(r"Failed Tests \d+", s)):
            keep.add(i)
    return keep


def k_mocha(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if (re.match(r"^\d+ (passing|failing|pending)", s)
                or re.match(r"^\d+\) ", s)                       # failing titles (list and detail)
                or (i > 0 and re.match(r"^\d+\) ", lines[i - 1].strip()) and s.endswith(":"))
                or re.match(r"^\w*Error\b", s)
                or s == "+ expected - actual"
                or re.match(r"^[-+]\s", s)
                or (s.startswith("at ") and "spec/" in s)):
            keep.add(i)
    return keep


def k_tsc(lines):
    return {i for i, l in enumerate(lines) if re.search(r"error TS\d+", l) or re.match(r"^Found \d+ error", l)}


def k_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if (s.startswith("ERROR in") or s.startswith("WARNING in") or "[tsl] ERROR" in s
                or re.match(r"^TS\d+:", s) or re.search(r"compiled (with|successfully)", s)
                or re.search(r"errors? have detailed information", s)
                or re.match(r"^Module not found", s)):
            keep.add(i)
    return keep


def k_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if ("[ERROR]" in s or "[WARNING]" in s or re.match(r"^\S+:\d+:\d+:$", s)
                or re.match(r"^\d+ (errors?|warnings?)", s)):
            keep.add(i)
    return keep


def k_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if (re.match(r"^\d+:\d+\s+(error|warning)\s", s)           # stylish rows
                or re.match(r"^/\S+\.(ts|js|tsx|jsx|mjs|cjs)$", s)      # stylish file headers
                or re.match(r"^\S+:\d+:\d+: ", s)                       # unix
                or re.match(r"^\S+: line \d+, col \d+, (Error|Warning)", s)  # compact
                or re.match(r"^✖ \d+ problems?", s) or re.search(r"potentially fixable", s)
                or re.match(r"^\d+ problems?$", s)):
            keep.add(i)
    return keep


def k_cargo(lines):
    keep = set()
    in_failures_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if l == "failures:":
            in_failures_list = True
        elif in_failures_list and not l.startswith("    "):
            if s:
                in_failures_list = False
        if (re.match(r"^(error|warning)(\[\w+\])?: ", l)
                or re.match(r"^-->\s+\S+:\d+:\d+", s)
                or re.match(r"^thread '.*' .*panicked at ", l)
                or (i > 0 and re.match(r"^thread '.*' .*panicked at ", lines[i - 1]))   # panic message
                or re.match(r"^assertion .* failed", l)
                or re.match(r"^\s*(left|right): ", l)
                or re.match(r"^test .* \.\.\. FAILED$", l)
                or re.match(r"^---- .* stdout ----$", l)
                or re.match(r"^test result: ", l)
                or l == "failures:"
                or (in_failures_list and re.match(r"^    \S+$", l))
                or re.match(r"^\s*\d+: .*(lichensurvey|survey)::", l)):   # backtrace frames in the crate
            keep.add(i)
    return keep


def k_govet(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^\S+\.go:\d+(:\d+)?: ", l) or re.match(r"^# ", l)}


def k_gotest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("{"):
            if (re.search(r'"Action":"fail"', l)
                    or re.search(r'"Output":"(\s*--- FAIL|FAIL|panic|ok  )', l)
                    or (re.search(r'"Action":"pass"', l) and '"Test"' not in l)):
                keep.add(i)
            continue
        if (s.startswith("--- FAIL") or re.match(r"^FAIL\b", l) or re.match(r"^ok\s+\S+", l)
                or l.startswith("panic:") or re.match(r"^\s+\w+_test\.go:\d+: ", l)
                or re.match(r"^\s+\S*/home/dev/work/\S+\.go:\d+", l)
                or re.match(r"^\S+\.go:\d+(:\d+)?: ", l) or l.startswith("# ")):
            keep.add(i)
    return keep


def k_staticcheck(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^\S+\.go:\d+:\d+: ", l)}


def k_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if (l.startswith("On branch") or l.startswith("Your branch") or l.startswith("HEAD detached")
                or re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l)
                or (l.startswith("\t") and s)
                or re.match(r"^(\?\?|[ MADRCU?!]{2}) \S", l)
                or l.startswith("nothing to commit") or l.startswith("no changes added")):
            keep.add(i)
    return keep


def k_git_hist(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r"^commit [0-9a-f]{7,40}", l)
                or (l.startswith("    ") and i > 0 and lines[i - 1] == "" and i > 1
                    and lines[i - 2].startswith("Date:"))                      # subject line
                or l.startswith("diff --git ")
                or l.startswith("@@ ")
                or re.match(r"^ \S.* \| +(\d+ [+-]*|Bin .*)$", l)           # stat rows
                or re.match(r"^ \d+ files? changed", l)):
            keep.add(i)
    return keep


def k_grep(lines):
    # the hits are what the agent asked for: keep every hit and grep message
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s]+:\d+:", l) or l.startswith("grep: ")}


def k_curl(lines):
    keep = set()
    status = None
    body_start = None
    for i, l in enumerate(lines):
        s = l
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", s)
        if m:
            status = int(m.group(2))
            keep.add(i)
            continue
        if re.match(r"^curl: \(\d+\)", s) or re.match(r"^\* .*(fail|refused|error|timed out)", s, re.I):
            keep.add(i)
        if re.match(r"^(< )?[Ll]ocation: ", s):
            keep.add(i)
    # body: lines that are neither verbose markers nor headers, after the last header block
    in_headers = False
    st = 0
    for i, l in enumerate(lines):
        if re.match(r"^(< )?HTTP/", l):
            in_headers = True
            st = int(re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l).group(2))
            continue
        if in_headers:
            if l.strip() in ("", "<"):
                in_headers = False
            continue
        if l.startswith(("* ", "> ", "< ", "{ ", "} ")) or l in (">", "<", "*"):
            continue
        if re.match(r"^\s*(% Total|Dload|\d+\s+\d+\s+\d+\s+\d+\s+\d+\s+\d+)", l):
            continue  # progress meter
        if status is not None and st >= 400 and l.strip():
            keep.add(i)
    return keep


RULES = {
    "pytest": k_pytest, "mypy": k_mypy, "flake8": k_flake8, "pylint": k_pylint, "jest": k_jest,
    "vitest": k_vitest, "mocha": k_mocha, "tsc": k_tsc, "webpack": k_webpack, "esbuild": k_esbuild,
    "eslint": k_eslint, "cargo": k_cargo, "staticcheck": k_staticcheck, "go vet": k_govet,
    "go test": k_gotest, "git status": k_git_status, "git diff": k_git_hist, "git log": k_git_hist,
    "git show": k_git_hist, "grep": k_grep, "curl": k_curl,
}
NO_GENERIC = {"git status", "git diff", "git log", "git show", "grep", "curl", "go test"}


def keep_lines(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd)
    idx = set(RULES.get(tool, lambda _: set())(lines))
    if tool not in NO_GENERIC:
        for i, l in enumerate(lines):
            if l.strip() and GENERIC.search(l) and not PASS_ROW.search(l):
                idx.add(i)
    if tool == "go test":   # generic rule for plain-text go test, not -json rows
        for i, l in enumerate(lines):
            if not l.startswith("{") and l.strip() and GENERIC.search(l) and not PASS_ROW.search(l):
                idx.add(i)
    idx |= last_three(lines)
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        text = open(path, encoding="utf-8", newline="").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        keep = keep_lines(cmd, output)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return 0


if __name__ == "__main__":
    sys.exit(main())
