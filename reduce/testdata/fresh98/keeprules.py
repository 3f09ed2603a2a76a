#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh98 *.txtar from its output.

Rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py
A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order. The last three
non-blank lines of every output are always kept.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
PROJECT = "/home/dev/work/"

# generic "something went wrong" line, used for tool outputs (not for git/grep bodies)
GENERIC = re.compile(
    r"(\b(error|errors|panic|panicked|exception|traceback|fatal|failed|failure)\b"
    r"|\b\w+Error\b|\bFAIL\b|\bFAILED\b|\bERROR\b|\bwarning\b|\bWARNING\b|✘|✖|×)",
    re.IGNORECASE,
)
# lines that look like an error word but are counts of zero / hints
GENERIC_EXCLUDE = re.compile(
    r"(\b0 (failed|errors?)\b|Use 'stats\.errorDetails|errors have detailed information"
    r"|^\s*= (note|help):|^\s*(help|note):|^\s*\d+ \|"
    r"|^test .* \.\.\. ok$| PASSED\b|^\s*[✓✔√]|^--- PASS|^=== (RUN|PAUSE|CONT)"
    r"|^\s+/usr/local/go/|^panic\(\{|^\s*at .*(node_modules|node:internal)|^\s*\[exports:)"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    for t in ("pytest", "mypy", "flake8", "pylint", "jest", "vitest", "mocha", "tsc",
              "webpack", "esbuild", "eslint", "staticcheck", "curl"):
        if re.search(r"\b" + t + r"\b", c):
            return t
    if c.startswith("cargo"):
        return "cargo"
    if c.startswith("go test") and "-json" in c:
        return "gojson"
    if c.startswith("go "):
        return "go"
    if c.startswith("git status"):
        return "gitstatus"
    if c.startswith("git "):
        return "gitlog"
    if c.startswith("grep"):
        return "grep"
    return "other"


def proj_loc(line):
    """A location in the project's own files (path:line)."""
    return bool(re.search(r"(^|[\s(])(\./)?(/home/dev/work/\S+|[\w.-]+(/[\w.-]+)*)\.(py|ts|tsx|js|cjs|mjs|rs|go):\d+", line)) \
        and "node_modules" not in line and "/usr/lib" not in line and "/usr/local/go" not in line \
        and "/rustc/" not in line and "node:internal" not in line


def rules_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^E\s", l) or re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):          # failing test / collection error header
            keep.add(i)
        elif re.search(r"(::\S+ (FAILED|ERROR)|\] (FAILED|ERROR) )", l):   # verbose / xdist rows
            keep.add(i)
        elif re.match(r"^[\w./-]+\.py:\d+: ", l) or re.match(r"^[\w./-]+\.py:\d+: \w+", l):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|deselected)\b.* =+$", l):
            keep.add(i)
        elif re.match(r"^\d+ (passed|failed|error)", s) or re.match(r"^!+ .* !+$", l):
            keep.add(i)
        elif re.match(r"^collected \d+ items", l) or re.match(r"^\w*Error while", l):
            keep.add(i)
        elif re.match(r"^(Falsifying example|ImportError|ModuleNotFoundError|SyntaxError)", l):
            keep.add(i)
    return keep


def rules_lint(lines, tool):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w./-]+\.py:\d+(:\d+)?: ", l):            # mypy / flake8 / pylint finding
            keep.add(i)
        elif re.match(r"^(Found \d+ errors?|Success: )", l):       # mypy summary
            keep.add(i)
        elif re.match(r"^\*{5,} Module ", l):                      # pylint file header
            keep.add(i)
        elif re.search(r"Your code has been rated", l):
            keep.add(i)
        elif tool == "flake8" and re.match(r"^(\d+\s+[A-Z]+\d+ .*|\d+)$", l):   # statistics / count
            keep.add(i)
    return keep


def rules_js_tests(lines, tool):
    keep = set()
    in_fail_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s*(FAIL)\s", l):
            keep.add(i)
        elif s.startswith("●") or s.startswith("×") or s.startswith("✕"):
            keep.add(i)
        elif re.match(r"^(Expected|Received|Obtained)\b", s) or re.match(r"^[-+] (Expected|Received)", s):
            keep.add(i)
        elif re.match(r"^[-+]\s?\S", s) and tool in ("jest", "vitest", "mocha") and not s.startswith("+ expected - actual"):
            keep.add(i)
        elif s.startswith("+ expected - actual"):
            keep.add(i)
        elif re.match(r"^(\w*Error|AssertionError)\b", s):
            keep.add(i)
        elif re.search(r"\berror\b.*TS\d{4}|TS\d{4}:", s):
            keep.add(i)
        elif re.match(r"^(at |❯ )", s) and proj_loc(s):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites|Test Files|Snapshots):", s):
            keep.add(i)
        elif re.match(r"^\d+ (passing|failing|pending)", s):
            keep.add(i)
        elif tool == "mocha" and re.match(r"^\d+\) ", s):
            keep.add(i)
            # mocha prints the full title over several lines, the test name ends with ':'
            j = i + 1
            while j < len(lines) and lines[j].strip() and not lines[j].strip().endswith(":"):
                j += 1
            if j < len(lines) and lines[j].strip().endswith(":") and j - i <= 3:
                for k in range(i + 1, j + 1):
                    keep.add(k)
        elif re.search(r"Test suite failed to run", s):
            keep.add(i)
    return keep


def rules_tsc_webpack_esbuild_eslint(lines, tool):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.search(r"error TS\d+|TS\d{4}:", s):
            keep.add(i)
            # non-pretty tsc / ts-loader: indented continuation lines of the same diagnostic
            j = i + 1
            while j < len(lines) and re.match(r"^\s{2,}\S", lines[j]) and not re.match(r"^\s*\d+\s", lines[j]) \
                    and not lines[j].strip().startswith(("~", "@", "[", "src/")):
                keep.add(j)
                j += 1
        elif re.match(r"^(ERROR|WARNING) in ", s) or s.startswith("[tsl]"):
            keep.add(i)
        elif re.search(r"Module not found|Can't resolve", s):
            keep.add(i)
        elif re.match(r"^webpack \S+ compiled", s):
            keep.add(i)
        elif re.match(r"^Found \d+ errors?", s):
            keep.add(i)
        elif s.startswith(("✘ [ERROR]", "▲ [WARNING]")):
            keep.add(i)
        elif tool == "esbuild" and re.match(r"^[\w./-]+\.\w+:\d+:\d+:$", s):
            keep.add(i)
        elif re.match(r"^\d+ (errors?|warnings?)( and \d+ warnings?)?$", s):
            keep.add(i)
        elif tool == "eslint":
            if re.match(r"^/\S+$", l):                                   # stylish file header
                keep.add(i)
            elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):        # stylish row
                keep.add(i)
            elif re.match(r"^/\S+?:\s?(line )?\d+", l):                   # unix / compact row
                keep.add(i)
            elif re.search(r"\d+ problems?", s):
                keep.add(i)
        elif tool == "tsc" and re.match(r"^[\w./-]+\.ts[x]?[:(]\d+", s):
            keep.add(i)
    return keep


def rules_cargo(lines):
    keep = set()
    in_failures_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            keep.add(i)
        elif re.match(r"^\s*--> ", l) and not re.search(r"/rustc/|\.cargo/registry", l):
            keep.add(i)
        elif re.match(r"^test .* \.\.\. (FAILED|ignored)", l):
            keep.add(i)
        elif re.match(r"^---- .* stdout ----$", l):
            keep.add(i)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at", l):
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip() and not lines[i + 1].startswith("note:"):
                keep.add(i + 1)                                        # the panic message
        elif re.match(r"^assertion .*failed", s) or re.match(r"^\s*(left|right): ", l):
            keep.add(i)
        elif re.match(r"^test result: ", l):
            keep.add(i)
        elif s == "failures:":
            in_failures_list = True
            continue
        elif in_failures_list and re.match(r"^    \S+$", l):
            keep.add(i)
        elif re.match(r"^\s+`--(lib|test|bin|doc)", l):                # "2 targets failed" list
            keep.add(i)
        if s and not re.match(r"^    \S+$", l) and s != "failures:":
            in_failures_list = False
    return keep


def rules_go(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^--- FAIL", s) or re.match(r"^FAIL\b", l) or re.match(r"^ok\s", l):
            keep.add(i)
        elif re.match(r"^\s+[\w.-]+_test\.go:\d+: ", l):
            keep.add(i)
        elif re.match(r"^panic: ", l):
            keep.add(i)
        elif re.match(r"^#\s", l):
            keep.add(i)
        elif re.match(r"^[\w./-]+\.go:\d+(:\d+)?: ", l):
            keep.add(i)
        elif l.startswith("\t" + PROJECT) and re.search(r"\.go:\d+", l):
            keep.add(i)
            if i > 0:
                keep.add(i - 1)                                       # function of the project frame
    return keep


def rules_gojson(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r'"Action":"fail"', l):
            keep.add(i)
        elif re.search(r'"Action":"output"', l) and re.search(
                r'--- FAIL|panic: |_test\.go:\d+: |\\tFAIL|"Output":"FAIL|' + re.escape(PROJECT), l):
            keep.add(i)
    return keep


def rules_gitstatus(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s or s.startswith("(use "):
            continue
        if l.startswith(("On branch", "Your branch", "HEAD detached", "## ")):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            keep.add(i)
        elif l.startswith("\t") or re.match(r"^[ MADRCU?!]{2} ", l):
            keep.add(i)
        elif re.match(r"^(no changes added|nothing to commit|nothing added)", l):
            keep.add(i)
    return keep


def rules_gitlog(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if l.startswith("commit "):
            keep.add(i)
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if l.startswith("diff --git ") or re.match(r"^(new|deleted) file mode|^rename (from|to) ", l):
            keep.add(i)
        elif l.startswith("@@"):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", l):
            keep.add(i)
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def rules_grep(lines, cmd):
    keep = set()
    installed = "/usr/lib/" in cmd or "node_modules" in cmd or "site-packages" in cmd
    for i, l in enumerate(lines):
        if not re.match(r"^([^:\s]+:)?\d+:", l):
            continue
        if not installed:
            keep.add(i)                                               # every hit in the project
        elif re.search(r"(^|:)\d+:\s*(def|class|async def|function|export function|fn|pub fn|func)\s", l):
            keep.add(i)                                               # definitions in an installed package
    return keep


def rules_curl(lines):
    keep = set()
    status = None
    body = False
    for i, l in enumerate(lines):
        s = l.strip()
        m = re.match(r"^(< )?(HTTP/\S+ (\d{3}).*)$", s)
        if m:
            keep.add(i)
            status = int(m.group(3))
            body = False
            continue
        if re.match(r"^(< )?Location: ", s, re.IGNORECASE):
            keep.add(i)
        elif re.match(r"^curl: \(\d+\)", s):
            keep.add(i)
        elif status is not None and not body and (s == "" or s == "<"):
            body = True
            continue
        elif body and status is not None and status >= 400 and s and not s.startswith(("*", "{ [", "} [")) \
                and not re.match(r"^\s*(\d+\s+){3}", s) and "% Total" not in s and "Dload" not in s:
            keep.add(i)
    return keep


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    tool = tool_of(cmd)
    if tool == "pytest":
        k = rules_pytest(lines)
    elif tool in ("mypy", "flake8", "pylint"):
        k = rules_lint(lines, tool)
    elif tool in ("jest", "vitest", "mocha"):
        k = rules_js_tests(lines, tool)
    elif tool in ("tsc", "webpack", "esbuild", "eslint"):
        k = rules_tsc_webpack_esbuild_eslint(lines, tool)
    elif tool == "cargo":
        k = rules_cargo(lines)
    elif tool in ("go", "staticcheck"):
        k = rules_go(lines)
    elif tool == "gojson":
        k = rules_gojson(lines)
    elif tool == "gitstatus":
        k = rules_gitstatus(lines)
    elif tool == "gitlog":
        k = rules_gitlog(lines)
    elif tool == "grep":
        k = rules_grep(lines, cmd)
    elif tool == "curl":
        k = rules_curl(lines)
    else:
        k = set()
    # generic error/failure/warning lines, for tool outputs only (not git, grep, curl, go -json)
    if tool not in ("gitstatus", "gitlog", "grep", "curl", "gojson"):
        for i, l in enumerate(lines):
            if GENERIC.search(l) and not GENERIC_EXCLUDE.search(l):
                k.add(i)
    # last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    k.update(nb[-3:])
    out, seen = [], set()
    for i in sorted(k):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    for f in files:
        data = open(f, "rb").read().decode("utf-8")
        head, rest = data.split("\n-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        keep = keep_lines(cmd, output)
        new = head + "\n-- output --\n" + output + "-- keep --\n" + "".join(l + "\n" for l in keep)
        open(f, "wb").write(new.encode("utf-8"))
    print(f"wrote keep sections for {len(files)} files")


if __name__ == "__main__":
    sys.exit(main())
