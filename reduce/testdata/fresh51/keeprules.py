#!/usr/bin/env python3
"""Derive the -- keep -- section of every .txtar in this folder, by rule.

Written from scratch for the fresh51 set, without reading any reducer or any
other set's rules.  Run:  python3 keeprules.py   (rewrites the keep sections)

A keep line is an output line with ANSI escapes and trailing blanks removed.
Lines containing a carriage return are never kept.  Each line text is listed
once, in order of first appearance.  The last three non-blank lines are always
kept.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


# Generic "something went wrong" words, used by tools whose output is a
# report of problems (not by git/grep/curl, whose content is data).
BAD = re.compile(
    r"\b(error|errors|fail|failed|failing|failure|failures|warning|warnings|"
    r"exception|panic|panicked|traceback|assertionerror|fatal)\b",
    re.I,
)
# Library / runtime locations that are not the project's own code.
FOREIGN = re.compile(
    r"(/usr/lib/|/usr/local/go/|/rustc/|node_modules|node:internal|"
    r"<frozen |dist-packages|site-packages|/\.cargo/registry)"
)


def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


# ---------------------------------------------------------------- python
def rules_pytest(lines):
    keep = set()
    in_short = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^=+ short test summary info =+$", l):
            in_short = True
            continue
        if re.match(r"^_{3,} .* _{3,}$", l):  # failing test / error section header
            keep.add(i)
        elif l.startswith("E ") or l == "E":
            keep.add(i)
        elif l.startswith(">"):  # the failing source line
            keep.add(i)
        elif re.match(r"^[^\s:]+\.py:\d+: ", l) and not FOREIGN.search(l):
            keep.add(i)  # tests/test_x.py:25: AssertionError / in <module>
        elif re.match(r"^/\S+\.py:\d+: ", l) and not FOREIGN.search(l):
            keep.add(i)  # --tb=line absolute form
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.add(i)
        elif re.search(r"(ImportError while|ERROR at setup|ERROR collecting|Interrupted:)", l):
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|error|errors|skipped|xfailed)\b.* in [\d.]+s", l):
            keep.add(i)
        elif re.match(r"^\d+ (failed|passed|error)", s):
            keep.add(i)
        elif re.search(r"\b(FAILED|ERROR)\b\s*(\[\s*\d+%\])?$", l) and "::" in l:
            keep.add(i)  # -v rows that failed
        elif in_short and l.startswith("PASSED"):
            pass
    return keep


def rules_lint_all(lines):
    """mypy / flake8 / go vet / staticcheck / tsc(plain) / eslint unix+compact:
    every line is a finding or a count."""
    return {i for i, l in enumerate(lines) if l.strip()}


def rules_pylint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d{4}: ", l) or "Your code has been rated" in l:
            keep.add(i)
    return keep


def rules_mypy(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.py:\d+: (error|note|warning):", l) or l.startswith("Found ") or l.startswith("Success"):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- go
def rules_go(lines):
    keep = set()
    n = len(lines)
    i = 0
    while i < n:
        l = lines[i]
        s = l.strip()
        if s.startswith("--- FAIL:") or re.match(r"^(FAIL|FAIL\t.*|panic: .*|# .*)$", s):
            keep.add(i)
        elif re.match(r"^\S+_test\.go:\d+: ", s):
            keep.add(i)
        elif re.match(r"^\S+\.go:\d+:\d+: ", l):
            keep.add(i)  # build / vet / staticcheck findings
        elif l.startswith("example.com/") and i + 1 < n and "/home/dev/work/" in lines[i + 1]:
            keep.add(i)
            keep.add(i + 1)  # project stack frame + its file:line
        elif s.startswith("--- got ---"):
            # golden dump: keep the positionally differing lines of got/want
            got, j = [], i + 1
            while j < n and not lines[j].strip().startswith("--- want ---"):
                got.append(j)
                j += 1
            want, k = [], j + 1
            while k < n and lines[k].startswith("        "):
                want.append(k)
                k += 1
            keep.add(i)
            if j < n:
                keep.add(j)
            for a, b in zip(got, want):
                if lines[a].strip() != lines[b].strip():
                    keep.add(a)
                    keep.add(b)
            for extra in got[len(want):] + want[len(got):]:
                keep.add(extra)
            i = k
            continue
        i += 1
    return keep


# ---------------------------------------------------------------- rust
def rules_rust(lines):
    keep = set()
    n = len(lines)
    in_panic = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", l) or re.match(r"^error: ", l):
            keep.add(i)
        elif re.match(r"^\s*--> ", l) and not FOREIGN.search(l):
            keep.add(i)
        elif re.match(r"^src/\S+:\d+:\d+: (error|warning)", l):
            keep.add(i)
        elif re.match(r"^test .* \.\.\. FAILED$", l):
            keep.add(i)
        elif l.startswith("---- ") and l.endswith(" stdout ----"):
            keep.add(i)
        elif l.startswith("thread '") and "panicked at" in l:
            keep.add(i)
            in_panic = True
            continue
        elif re.match(r"^test result: ", l):
            keep.add(i)
        elif re.match(r"^    \S+::\S+$", l):  # names listed under failures:
            keep.add(i)
        elif re.match(r"^\s+at \./src/", l):
            keep.add(i)
            if i > 0:
                keep.add(i - 1)  # the frame's function name
        elif re.match(r"^(Some errors have|For more information about)", l):
            pass
        if in_panic:
            if s == "stack backtrace:" or s.startswith("note:") or not s:
                in_panic = False
            else:
                keep.add(i)  # panic message, left:/right:
    return keep


# ---------------------------------------------------------------- js
def rules_jest(lines):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^FAIL ", l) or s.startswith("●") or s.startswith("✕"):
            keep.add(i)
        elif re.match(r"^expect\(", s) or s.startswith("Snapshot name:"):
            keep.add(i)
        elif re.match(r"^(- Expected|\+ Received|- Snapshot|Expected:|Received:)", s):
            keep.add(i)
            in_diff = True
        elif in_diff and re.match(r"^[-+] ", s):
            keep.add(i)
        elif re.match(r"^\w*(Error|Exception)\b.*:", s):
            keep.add(i)
        elif s.startswith(">") and re.match(r"^>\s*\d+ \|", s):
            keep.add(i)
        elif re.match(r"^at .*\((?!node)[^)]*\.(js|ts):\d+:\d+\)$", s) and not FOREIGN.search(s):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites|Snapshots):", s) or s.startswith("›"):
            keep.add(i)
        if re.match(r"^>?\s*\d+ \|", s) or s.startswith("at ") or s.startswith("●"):
            in_diff = False
    return keep


def rules_vitest(lines):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("FAIL ") or s.startswith("→ "):
            keep.add(i)
        elif s.startswith("❯ ") and ">" in s and "failed" not in s:
            keep.add(i)  # failing test in the run list
        elif s.startswith("❯ ") and re.search(r"\(\d+ tests? \| \d+ failed\)", s):
            keep.add(i)
        elif re.match(r"^❯ \S+:\d+:\d+$", s):
            keep.add(i)
        elif re.match(r"^\w*(Error|Exception)\b.*:", s):
            keep.add(i)
        elif s in ("- Expected", "+ Received"):
            keep.add(i)
            in_diff = True
        elif in_diff and re.match(r"^[-+] ", s):
            keep.add(i)
        elif re.match(r"^(Test Files|Tests|Snapshots)\s", s):
            keep.add(i)
        if s.startswith("❯ ") and re.search(r":\d+:\d+$", s):
            in_diff = False
    return keep


def rules_mocha(lines):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.add(i)
        elif re.match(r"^\d+\) ", s):
            keep.add(i)
            # the test title is on the next line(s) of a failure header
            if i + 1 < len(lines) and lines[i + 1].strip().endswith(":"):
                keep.add(i + 1)
        elif re.match(r"^\w*(Error|Exception)\b", s):
            keep.add(i)
        elif s == "+ expected - actual" or s == "+ actual - expected":
            keep.add(i)
            in_diff = True
        elif in_diff and re.match(r"^[-+]", s):
            keep.add(i)
        elif re.match(r"^at .*\((test|lib|src)/\S+:\d+:\d+\)$", s):
            keep.add(i)
        if s.startswith("at "):
            in_diff = False
    return keep


def rules_eslint_stylish(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^/\S+\.(js|ts|mjs|cjs)$", l):
            keep.add(i)  # file header
        elif re.match(r"^\d+:\d+\s+(error|warning)\s", s):
            keep.add(i)
        elif s.startswith("✖") or "potentially fixable" in s:
            keep.add(i)
    return keep


def rules_tsc_pretty(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\S+\.tsx?:\d+:\d+ - error TS\d+", l) or l.startswith("Found "):
            keep.add(i)
        elif re.match(r"^\s+(Type|Argument|Property|Object) .*", l) and i > 0 and not re.match(r"^\d", l.strip()):
            keep.add(i)  # elaboration lines under an error
    return keep


def rules_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("ERROR in ") or s.startswith("[tsl] ERROR") or s.startswith("WARNING in "):
            keep.add(i)
        elif re.match(r"^TS\d+: ", s):
            keep.add(i)
        elif re.match(r"^(Type|Argument|Property) ", s) and i > 0 and (i - 1) in keep:
            keep.add(i)
        elif re.match(r"^webpack [\d.]+ compiled", s) or re.search(r"\[\d+ errors?\]$", s):
            keep.add(i)
    return keep


def rules_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith("✘ [ERROR]") or s.startswith("▲ [WARNING]"):
            keep.add(i)
        elif re.match(r"^\S+\.(ts|js|tsx|jsx):\d+:\d+:$", s):
            keep.add(i)
        elif re.match(r"^\d+ (error|warning)s?$", s):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git / grep / curl
def rules_git_diff(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(commit [0-9a-f]{7,}|diff --git |@@ |new file mode|deleted file mode|"
                    r"rename from|rename to|similarity index)", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +\d+ ?[-+]*$", l) or re.match(r"^ \d+ files? changed", l):
            keep.add(i)  # --stat rows and totals
    # subject line of every commit (first message line after the blank under Date:)
    for i, l in enumerate(lines):
        if l.startswith("Date:") and i + 2 < len(lines) and lines[i + 1] == "":
            keep.add(i + 2)
    return keep


def rules_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("\t") or re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
        elif re.match(r"^(On branch|HEAD detached|Your branch|nothing to commit|no changes added)", l):
            keep.add(i)
    return keep


def rules_grep(lines, name):
    keep = set()
    if "dist-packages" in name or "eslint-rules" in name or "node-modules" in name:
        # hundreds of hits in installed code: first hit of every distinct file
        seen = set()
        for i, l in enumerate(lines):
            m = re.match(r"^([^:]+):\d+:", l)
            if m and m.group(1) not in seen:
                seen.add(m.group(1))
                keep.add(i)
    else:
        # hits in the project itself: every hit is the answer
        keep = {i for i, l in enumerate(lines) if re.match(r"^[^:]+:\d+:", l)}
    return keep


def rules_curl(lines, name):
    keep = set()
    body_start = 0
    for i, l in enumerate(lines):
        if l.startswith("curl: (") or re.match(r"^\* (Could not|Failed|connect to .* failed)", l):
            keep.add(i)
        if l.startswith("* Closing connection") or l.startswith("* Connection #"):
            body_start = i + 1
    if "json" in name:
        # the agent asked for this data: keep the JSON body
        for i in range(body_start, len(lines)):
            if lines[i].strip() and "\r" not in lines[i]:
                keep.add(i)
    for i, l in enumerate(lines):
        if "\r" in l:
            continue
        if re.search(r"(<title>|<h1>|Traceback|Error:|\"error\"|File \")", l):
            keep.add(i)
        elif re.match(r"^\d{3} ->", l):  # -w "%{http_code} -> %{redirect_url}"
            keep.add(i)
    return keep


def rules_generic(lines):
    keep = set()
    for i, l in enumerate(lines):
        if BAD.search(l) and not FOREIGN.search(l):
            keep.add(i)
    return keep


def keep_for(name, lines):
    tool = name.split("-")[0]
    if tool == "pytest":
        k = rules_pytest(lines)
    elif tool == "mypy":
        k = rules_mypy(lines)
    elif tool in ("flake8", "staticcheck"):
        k = rules_lint_all(lines)
    elif tool == "pylint":
        k = rules_pylint(lines)
    elif tool == "go":
        k = rules_go(lines)
    elif tool == "cargo":
        k = rules_rust(lines)
    elif tool == "jest":
        k = rules_jest(lines)
    elif tool == "vitest":
        k = rules_vitest(lines)
    elif tool == "mocha":
        k = rules_mocha(lines)
    elif tool == "eslint":
        k = rules_eslint_stylish(lines) if "stylish" in name else rules_lint_all(lines)
    elif tool == "tsc":
        k = rules_tsc_pretty(lines) if "pretty" in name else rules_lint_all(lines)
    elif tool == "webpack":
        k = rules_webpack(lines)
    elif tool == "esbuild":
        k = rules_esbuild(lines)
    elif tool == "git":
        k = rules_git_status(lines) if name.startswith("git-status") else rules_git_diff(lines)
    elif tool == "grep":
        k = rules_grep(lines, name)
    elif tool == "curl":
        k = rules_curl(lines, name)
    else:
        k = rules_generic(lines)
    return k | last_three(lines)


def process(path):
    data = open(path, encoding="utf-8", errors="surrogateescape", newline="").read()
    head, rest = data.split("-- output --\n", 1)
    output = rest.split("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest.split("-- keep --\n", 1)[0]
    raw_lines = output[:-1].split("\n") if output.endswith("\n") else output.split("\n")
    lines = [clean(l) for l in raw_lines]
    name = os.path.basename(path)[:-6]
    idx = keep_for(name, lines)
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if "\r" in raw_lines[i] or not l.strip():
            continue
        if l in seen:
            continue
        seen.add(l)
        out.append(l)
    new = head + "-- output --\n" + output + "-- keep --\n" + "".join(x + "\n" for x in out)
    with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
        f.write(new)
    return len(out)


if __name__ == "__main__":
    files = sorted(glob.glob(os.path.join(HERE, "*.txtar")))
    for p in files:
        n = process(p)
        if "-v" in sys.argv:
            print(n, os.path.basename(p))
