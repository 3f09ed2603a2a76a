#!/usr/bin/env python3
"""Derive the keep list of every fresh29 fixture from its output, by rule.

Written from scratch for this set. Run it from anywhere; it rewrites the
`-- keep --` section of each .txtar in this folder.

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is listed once,
in order of first appearance. Every file also keeps its last three non-blank
lines.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


# ---------------------------------------------------------------- helpers
def any_re(line, *pats):
    return any(re.search(p, line) for p in pats)


def last3(lines):
    nb = [l for l in lines if l.strip() and "\r" not in l]
    return nb[-3:]


def diff_line(l):
    """A differing line of a +/- diff (not the '- Expected/+ Received' header)."""
    s = l.strip()
    if not s or s[0] not in "+-" or len(s) < 2:
        return False
    if re.match(r"^[-+] (Expected|Received|Snapshot|expected|actual)\b", s):
        return False
    if re.match(r"^\+ (expected|actual) - (actual|expected)$", s):
        return False
    if s.startswith("---") or s.startswith("+++"):
        return False
    return True


# ---------------------------------------------------------------- pytest
def pytest_rules(lines, name):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r"^_{3,} .+ _{3,}$", l):  # failing test / error section title
            keep.append(l)
        elif l.startswith("E ") or l == "E":
            # the "+  where ... = ..." rewrite chain only restates the assertion
            if s != "E" and not re.match(r"^E\s+\+\s+(where|and)\b", l):
                keep.append(l)
        elif l.startswith(">"):
            keep.append(l)
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.append(l)
        elif re.search(r"::\S* (FAILED|ERROR)\b", l):  # -v rows that failed
            keep.append(l)
        elif re.match(r"^[^\s/<][^:\s]*\.py:\d+: ", l) or re.match(r"^/home/dev/work/\S+\.py:\d+: ", l):
            keep.append(l)  # location in project code (tests/.., pkg/..)
        elif any_re(l, r"^ImportError while", r"^!{3,} .* !{3,}$", r"^=+ .*\b(failed|passed|error|errors|deselected)\b.* =+$",
                    r"^\d+ (failed|passed|error)"):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- python traceback
def pytrace_rules(lines, name):
    keep = []
    for l in lines:
        if l.startswith("Traceback (most recent call last)") or l.startswith("The above exception was"):
            keep.append(l)
        elif re.match(r'^\s*File "/home/dev/work/', l):
            keep.append(l)
        elif re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Warning|Exit|Interrupt|InvalidOperation)\b", l):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- mypy
def mypy_rules(lines, name):
    keep = []
    in_msg = False
    for l in lines:
        if re.match(r"^\S+\.py:\d+: (error|note|warning):", l):
            keep.append(l)
            in_msg = True
            continue
        if in_msg:
            # --pretty wraps long messages: continuation lines are not indented
            # like the source excerpt (which is indented by 4+ spaces).
            if l.strip() and not l.startswith("    ") and not re.match(r"^\s*\^", l):
                keep.append(l)
                continue
            in_msg = False
        if re.match(r"^(Found \d+ errors?|Success:)", l):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- flake8 / pylint
def flake8_rules(lines, name):
    return [l for l in lines if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", l)
            or re.match(r"^\d+\s+[A-Z]\d+ ", l) or re.match(r"^\d+$", l)]


def pylint_rules(lines, name):
    return [l for l in lines if re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}: ", l)
            or l.startswith("Your code has been rated")]


# ---------------------------------------------------------------- jest
def jest_rules(lines, name):
    keep = []
    in_fail = False
    for l in lines:
        s = l.strip()
        if s.startswith("● "):
            keep.append(l)
            in_fail = True
            continue
        if re.match(r"^(Test Suites|Tests|Snapshots):", l):
            if "failed" in l:
                keep.append(l)
            continue
        if re.match(r"^FAIL ", l) or s.startswith("✕ ") or s.startswith("› ") and "failed" in s:
            keep.append(l)
            continue
        if not in_fail:
            continue
        if re.match(r"^expect\(", s) or re.match(r"^(Expected|Received)( substring| message)?:", s) \
                or s.startswith("Snapshot name:"):
            keep.append(l)
        elif diff_line(l) and not re.match(r"^\d+ \|", s):
            keep.append(l)
        elif re.match(r"^> \d+ \|", s):
            keep.append(l)
        elif re.match(r"^at .*\((?!node_modules)[^)]*:\d+:\d+\)$", s):
            keep.append(l)
        elif re.match(r"^(Error|TypeError|RangeError|ReferenceError)\b", s):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- vitest
def vitest_rules(lines, name):
    keep = []
    for l in lines:
        s = l.strip()
        if s.startswith("× ") or s.startswith("→ ") or s.startswith("FAIL "):
            keep.append(l)
        elif re.match(r"^(AssertionError|Error|TypeError)\b", s):
            keep.append(l)
        elif s.startswith("❯ ") and "node_modules" not in s:
            keep.append(l)
        elif diff_line(l) and not re.match(r"^\d+\|", s):
            keep.append(l)
        elif re.match(r"^(Snapshots|Test Files|Tests)\s", s) and "failed" in s:
            keep.append(l)
        elif "Failed Tests" in s:
            keep.append(l)
    return keep


# ---------------------------------------------------------------- mocha
def mocha_rules(lines, name):
    keep = []
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.append(l)
            if "failing" in s:
                in_fail = True
            continue
        if not in_fail:
            if re.match(r"^\d+\) ", s):  # inline failure row in spec reporter
                keep.append(l)
            continue
        if re.match(r"^\d+\) ", s) or s.endswith(":") and not s.startswith("at "):
            keep.append(l)
        elif re.match(r"^(AssertionError|TypeError|Error|RangeError|ReferenceError)\b", s):
            keep.append(l)
        elif diff_line(l):
            keep.append(l)
        elif s.startswith("at ") and "node:" not in s and "node_modules" not in s:
            keep.append(l)
    return keep


# ---------------------------------------------------------------- tsc / webpack / esbuild / eslint
def tsc_rules(lines, name):
    keep = []
    prev_err = False
    for l in lines:
        if re.search(r"error TS\d+:", l):
            keep.append(l)
            prev_err = True
            continue
        if prev_err and re.match(r"^  \S", l) and "pretty" not in name:
            # chained message continuation (plain format)
            keep.append(l)
            continue
        prev_err = False
        if re.match(r"^Found \d+ errors?", l) or re.match(r"^\s+\d+\s+src/\S+:\d+$", l):
            keep.append(l)
        elif "listfiles" in name and l.strip() and "/node_modules/" not in l:
            keep.append(l)
    return keep


def webpack_rules(lines, name):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith("ERROR in ") or l.startswith("WARNING in ") or s.startswith("[tsl] ERROR"):
            keep.append(l)
        elif re.match(r"^TS\d+: ", s):
            keep.append(l)
            # continuation of a chained TS message
            j = i + 1
            while j < len(lines) and re.match(r"^  \S", lines[j]) and not lines[j].startswith("  @") \
                    and not lines[j].lstrip().startswith("@"):
                keep.append(lines[j])
                j += 1
        elif re.search(r"\[\d+ errors?\]|\[\d+ warnings?\]", l):
            keep.append(l)
        elif re.search(r"compiled (with|successfully)", l):
            keep.append(l)
        elif "detailed" in name and re.match(r"^asset ", l):
            keep.append(l)
    return keep


def esbuild_rules(lines, name):
    keep = []
    for l in lines:
        s = l.strip()
        if s.startswith("✘ [ERROR]") or s.startswith("▲ [WARNING]"):
            keep.append(l)
        elif re.match(r"^\S+\.(ts|js|tsx|jsx):\d+:\d+:$", s):
            keep.append(l)
        elif re.match(r"^\d+ (errors?|warnings?)", s):
            keep.append(l)
    return keep


def eslint_rules(lines, name):
    keep = []
    for l in lines:
        if l.startswith("/home/dev/work/") and ": line " not in l:
            keep.append(l)  # stylish file header: messages below carry no path
        elif re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.append(l)
        elif re.search(r": line \d+, col \d+, (Error|Warning) - ", l):
            keep.append(l)
        elif re.match(r"^\s*✖ \d+ problems?", l) or "potentially fixable" in l \
                or "ESLint found too many warnings" in l:
            keep.append(l)
        elif re.match(r"^\d+ problems?", l):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- cargo / rust
def cargo_rules(lines, name):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[E\d+\])?: ", l):
            keep.append(l)
        elif re.match(r"^\s*--> (src|tests|benches|examples)/", l):
            keep.append(l)
        elif re.match(r"^\s*\d*\s*\|\s*\^+ \S", l):  # primary span label
            keep.append(l)
        elif l.startswith("help: "):
            keep.append(l)
        elif re.match(r"^test \S+ \.\.\. FAILED$", l):
            keep.append(l)
        elif re.match(r"^---- \S+ stdout ----$", l):
            keep.append(l)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            keep.append(l)
            if i + 1 < len(lines):
                keep.append(lines[i + 1])  # the panic message
        elif re.match(r"^\s*(left|right): ", l):
            keep.append(l)
        elif re.match(r"^\s+\d+: (bookshelf|loanctl|loanwarn)::", l):
            keep.append(l)
        elif re.match(r"^\s+at \./src/", l):
            keep.append(l)
        elif re.match(r"^    tests::\S+$", l):
            keep.append(l)
        elif l.startswith("test result:"):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- go
def go_rules(lines, name):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^--- FAIL: ", s) or re.match(r"^FAIL\s", l) or l == "FAIL":
            keep.append(l)
        elif re.match(r"^# \S+", l):
            keep.append(l)
        elif re.match(r"^\S+\.go:\d+(:\d+)?: ", s):
            keep.append(l)
            j = i + 1
            while j < len(lines) and re.match(r"^\t(have|want) ", lines[j]):
                keep.append(lines[j])
                j += 1
        elif l.startswith("panic: ") or re.match(r"^goroutine \d+ \[", l):
            keep.append(l)
        elif re.match(r"^main\.\S+\(", l) or re.match(r"^\t/home/dev/work/\S+\.go:\d+", l):
            keep.append(l)
        elif l.startswith("exit status "):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- node / java
def node_rules(lines, name):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r"^/home/dev/work/\S+:\d+$", l):
            keep.append(l)
        elif re.match(r"^(\w*Error|Error)(\s\[\w+\])?: ", l):
            keep.append(l)
        elif s.startswith("at ") and "/home/dev/work/" in s and "node_modules" not in s:
            keep.append(l)
    return keep


def java_rules(lines, name):
    keep = []
    for l in lines:
        s = l.strip()
        if l.startswith("Exception in thread") or l.startswith("Caused by:"):
            keep.append(l)
        elif s.startswith("at com.acme."):
            keep.append(l)
        elif re.match(r"^\S+\.java:\d+: (error|warning): ", l) or re.match(r"^\d+ (errors?|warnings?)$", l):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- curl
def curl_rules(lines, name):
    keep = []
    body = False
    for l in lines:
        if "\r" in l:
            continue
        s = l.strip()
        if re.match(r"^\* .*(error|fail|refused)", s, re.I) or l.startswith("curl: ("):
            keep.append(l)
            continue
        if l.startswith(("* ", "> ", "< ", "{ [", "} [")) or l.startswith("  % Total") or re.match(r"^\s+Dload", l):
            continue
        # response body: JSON the agent asked for is kept whole; an error page
        # keeps the lines that state the error.
        if "200" in name:
            keep.append(l)
        elif re.search(r"(Error|error|at \S+ \()", l):
            keep.append(l)
    return keep


# ---------------------------------------------------------------- git status / grep
def gitstatus_rules(lines, name):
    keep = []
    section = None
    seen_dirs = set()
    for l in lines:
        if l.startswith("On branch") or l.startswith("Your branch"):
            keep.append(l)
        elif not l.startswith("\t"):
            if l.startswith("Changes to be committed"):
                section = "staged"
            elif l.startswith("Changes not staged"):
                section = "unstaged"
            elif l.startswith("Untracked files"):
                section = "untracked"
            if l and not l.startswith("  ("):
                keep.append(l)
        elif section in ("staged", "unstaged"):
            keep.append(l)
        elif section == "untracked":
            parts = l.strip().split("/")
            key = "/".join(parts[:2]) if len(parts) > 2 else l.strip()
            if key not in seen_dirs:
                seen_dirs.add(key)
                keep.append(l)
    return keep


def grep_rules(lines, name):
    keep = []
    seen = set()
    for l in lines:
        m = re.match(r"^([^:]+):\d+:", l)
        if m and m.group(1) not in seen:
            seen.add(m.group(1))
            keep.append(l)
    return keep


def none_rules(lines, name):
    return []


HANDLERS = [
    ("pytest-", pytest_rules),
    ("python-", pytrace_rules),
    ("mypy-", mypy_rules),
    ("flake8-", flake8_rules),
    ("pylint-", pylint_rules),
    ("jest-", jest_rules),
    ("vitest-", vitest_rules),
    ("mocha-", mocha_rules),
    ("tsc-", tsc_rules),
    ("webpack-", webpack_rules),
    ("esbuild-", esbuild_rules),
    ("eslint-", eslint_rules),
    ("cargo-", cargo_rules),
    ("go-", go_rules),
    ("staticcheck-", go_rules),
    ("node-", node_rules),
    ("java", java_rules),
    ("curl-", curl_rules),
    ("git-status", gitstatus_rules),
    ("grep-", grep_rules),
]

# Per-file additions where a tool's own words need it (exact cleaned lines).
EXTRA = {
    # golden-file dump: the one line that differs between got and want
    "go-test-v-label-golden": ["              FR", "              FRANCE"],
    "go-test-count1-failfast-all": ["                  FR", "                  FRANCE"],
    # the source line the Node runtime points its caret at
    "node-import-stock-uncaught-error": ["  if (stock[sku] < qty) throw new Error('insufficient stock for ' + sku);"],
    "node-async-unhandled-rejection": ["  const port = cfg.server.port;"],
    # javac names the offending line by showing it
    "javac-report-compile-errors": ['        String header = "SKU  QTY  PRICE"'],
    # pytest collection error: the SyntaxError location is given in E lines already;
    # the project test module path of the import error
    "pytest-textkit-collection-errors": ["tests_broken/test_render.py:2: in <module>"],
}
# Per-file exclusions (exact cleaned lines) where a rule over-matches.
EXCLUDE = {}


def derive(name, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    handler = none_rules
    for prefix, h in HANDLERS:
        if name.startswith(prefix):
            handler = h
            break
    picked = handler(lines, name) + [l for l in EXTRA.get(name, []) if l in lines]
    pickset = set(picked) | set(last3(lines))
    out, seen = [], set()
    for l in lines:  # order of appearance, once each
        if l in pickset and l not in seen and "\r" not in l and l.strip() and l not in EXCLUDE.get(name, ()):
            seen.add(l)
            out.append(l)
    return out


def main():
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".txtar"):
            continue
        path = os.path.join(HERE, fn)
        text = open(path, encoding="utf-8", newline="").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        keep = derive(fn[:-6], output)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
        if "-v" in sys.argv:
            print(f"{fn}: {len(keep)} keep lines")


if __name__ == "__main__":
    main()
