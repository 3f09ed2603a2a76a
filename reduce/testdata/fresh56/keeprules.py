#!/usr/bin/env python3
"""Derive the -- keep -- section of every fixture in this folder by rule.

Written from scratch for fresh56 by a recorder who did not read the reducers.
Usage: python3 keeprules.py        (rewrites the keep section of each .txtar)

A keep line is an output line with ANSI colour escapes and trailing blanks
removed; lines containing a carriage return are never kept; each line is
listed once, in order of first appearance.  On top of the per-tool rules the
last three non-blank lines of every output are kept.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def m(pat, s, flags=0):
    return re.search(pat, s, flags) is not None


# ---------------------------------------------------------------- helpers

def caret_source(lines, i):
    """True if line i is the source line just above a caret-only line of a
    code frame (jest '   |   ^', vitest '      |   ^')."""
    return i + 1 < len(lines) and m(r"^\s*\|\s*\^+\s*$", lines[i + 1])


def py_project_frame(s):
    # a traceback frame inside the project, not the interpreter/site-packages
    return (m(r'^\s*File "', s) and "/usr/lib/" not in s and "/.pyenv/" not in s
            and "site-packages" not in s and "dist-packages" not in s)


def py_exception(s):
    return m(r"^([A-Za-z_][\w.]*)?(Error|Exception|Warning|Interrupt|Exit)\b.*:", s) or \
        m(r"^[\w.]+(Error|Exception)$", s)


# ---------------------------------------------------------------- rules

def r_pytest(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"(FAILED|ERROR)\s*(\[\s*\d+%\])?$", s) and "::" in s:
            keep.append(i)                       # failing row in -v listing
        elif m(r"^(FAILED|ERROR) ", s):
            keep.append(i)                       # short test summary
        elif m(r"^_{3,} .* _{3,}$", s):
            keep.append(i)                       # failing test section header
        elif m(r"^E\s", s) or s.startswith(">"):
            keep.append(i)                       # assertion / failing line
        elif m(r"^[\w./-]+\.py:\d+: ", s) or m(r"^[\w./-]+\.py:\d+:$", s):
            keep.append(i)                       # location of failure
        elif m(r"^=+ .*\b(passed|failed|error|errors)\b.* in [\d.]+s.*=+$", s):
            keep.append(i)                       # final count line
        elif m(r"^\s*[\w./-]+\.py:\d+: in ", s):
            keep.append(i)                       # --tb=short frames
    return keep


def r_pytest_plain_traceback(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if s.startswith("Traceback (most recent call last)"):
            keep.append(i)
        elif py_project_frame(s):
            keep.append(i)
        elif py_exception(s):
            keep.append(i)
    return keep


def r_flake8(lines, name):
    return [i for i, s in enumerate(lines) if m(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ", s)]


def r_pylint(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"^\S+\.py:\d+:\d+: [CRWEFI]\d{4}: ", s):
            keep.append(i)
        elif s.startswith("Your code has been rated"):
            keep.append(i)
    return keep


def r_mypy(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"^\S+\.py:\d+(:\d+)?: error: ", s):
            keep.append(i)
        elif m(r"^(Found \d+ errors?|Success: )", s):
            keep.append(i)
    return keep


def r_jest(lines, name):
    keep = []
    for i, s in enumerate(lines):
        t = s.strip()
        if s.startswith("FAIL "):
            keep.append(i)
        elif t.startswith("● ") and "›" in t:
            keep.append(i)                       # failing test title
        elif t.startswith("✕"):
            keep.append(i)                       # failing row in --verbose
        elif m(r"^expect\(", t) or t.startswith(("Expected:", "Received:", "Expected length:",
                                                 "Received length:", "Received promise",
                                                 "Rejected to value:", "- Expected", "+ Received")):
            keep.append(i)
        elif m(r"^\s{4}[-+] {2,}\S", s):
            keep.append(i)                       # differing lines of the dump diff
        elif m(r"^\w*(Error|Exception)\b.*:", t):
            keep.append(i)
        elif caret_source(lines, i):
            keep.append(i)
        elif m(r"^at .*\((__tests__|src|lib|app)/[^)]*:\d+:\d+\)$", t):
            keep.append(i)                       # project stack frame
        elif m(r"^(Tests|Test Suites|Snapshots):\s", t):
            keep.append(i)
    return keep


def r_vitest(lines, name):
    keep = []
    for i, s in enumerate(lines):
        t = s.strip()
        if m(r"^❯ \S+\.spec\.js .*\d+ failed", t):
            keep.append(i)                       # file with failures
        elif m(r"^❯ \S+\.spec\.js > ", t) or t.startswith("→ "):
            keep.append(i)                       # failing test + message
        elif t.startswith("FAIL "):
            keep.append(i)
        elif m(r"^\w*(Error|Exception)\b.*:", t) or t.startswith("Caused by:"):
            keep.append(i)
        elif t in ("- Expected", "+ Received"):
            keep.append(i)
        elif m(r"^[-+] {2,}\S", s):
            keep.append(i)
        elif m(r"^❯ (\S+ )?(vtest|src)/\S+:\d+:\d+$", t):
            keep.append(i)                       # project frame
        elif caret_source(lines, i):
            keep.append(i)
        elif m(r"^(Test Files|Tests)\s", t):
            keep.append(i)
    return keep


def r_mocha(lines, name):
    keep = []
    for i, s in enumerate(lines):
        t = s.strip()
        if "\r" in s:
            continue
        if m(r"^\d+ (passing|failing|pending)", t):
            keep.append(i)
        elif m(r"^\d+\) ", t):
            keep.append(i)                       # failing row + failure header
        elif i > 0 and m(r"^\s*\d+\) ", lines[i - 1]) and t.endswith(":"):
            keep.append(i)                       # failing test title under header
        elif m(r"^\w*(Error|Exception)\b.*:", t):
            keep.append(i)
        elif t == "+ expected - actual":
            keep.append(i)
        elif m(r"^\s{6}[-+]\S", s) or m(r"^\s{6}[-+] +\S", s):
            keep.append(i)                       # diff lines
        elif m(r"^at .*\((mtest|src)/[^)]*:\d+:\d+\)$", t):
            keep.append(i)
    return keep


def r_tsc(lines, name):
    keep = []
    in_table = False
    for i, s in enumerate(lines):
        if m(r"^\S+\.tsx?(\(\d+,\d+\)|:\d+:\d+) ?[:-] ?error TS\d+", s):
            keep.append(i)
        elif m(r"^Found \d+ errors?", s):
            keep.append(i)
        elif s.startswith("Errors  Files"):
            keep.append(i)
            in_table = True
        elif in_table and m(r"^\s+\d+\s+\S+", s):
            keep.append(i)
    return keep


def r_eslint(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"^/\S+\.(js|ts|jsx|tsx|mjs|cjs)$", s):
            keep.append(i)                       # file header (location)
        elif m(r"^\s+\d+:\d+\s+(error|warning)\s", s):
            keep.append(i)
        elif m(r": line \d+, col \d+, (Error|Warning) - ", s):
            keep.append(i)
        elif m(r"^✖ \d+ problems?", s) or m(r"^\d+ problems?", s):
            keep.append(i)
        elif m(r"potentially fixable", s):
            keep.append(i)
    return keep


def r_webpack(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"^(ERROR|WARNING) in ", s):
            keep.append(i)
        elif m(r"^Module not found: ", s) or m(r"^(Module build failed|ModuleParseError|SyntaxError)", s):
            keep.append(i)
        elif m(r"compiled (successfully|with \d+ (errors?|warnings?))", s):
            keep.append(i)
        elif m(r"^asset \S+ ", s):
            keep.append(i)                       # what was emitted
    return keep


def r_vite(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"(error|warning|\(!\))", s, re.I):
            keep.append(i)
        elif m(r"✓ built in", s) or m(r"modules transformed", s):
            keep.append(i)
    return keep


def r_go_test(lines, name):
    keep = []
    running = False
    for i, s in enumerate(lines):
        if s.startswith("goroutine ") and "[running]" in s:
            running = True
        elif s.startswith("goroutine "):
            running = False
        if m(r"^\s*--- FAIL", s):
            keep.append(i)
        elif m(r"^FAIL\b", s):
            keep.append(i)
        elif m(r"^\s+\S+_test\.go:\d+: ", s):
            keep.append(i)                       # t.Errorf message with location
        elif s.startswith("panic: "):
            keep.append(i)
        elif running and (m(r"^(example\.com/quarry/\S+|main)\.", s) or "/home/dev/work/" in s):
            keep.append(i)                       # project frames of the panicking goroutine
        elif m(r"^\S+\.go:\d+:\d+: ", s):
            keep.append(i)                       # compile error
        elif s.startswith("exit status "):
            keep.append(i)
    return keep


def r_go_json(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if '"Action":"fail"' in s:
            keep.append(i)
        elif '"Action":"output"' in s and m(r'"Output":"(\s+\S+_test\.go:\d+: |--- FAIL|FAIL|panic: )', s):
            keep.append(i)
    return keep


def r_cargo(lines, name):
    keep = []
    for i, s in enumerate(lines):
        t = s.strip()
        if m(r"^test .* \.\.\. FAILED$", s) or m(r" --- FAILED$", s):
            keep.append(i)
        elif m(r"^---- .* stdout ----$", s):
            keep.append(i)
        elif m(r"^thread '.*' .*panicked at ", s):
            keep.append(i)
        elif i > 0 and m(r"panicked at ", lines[i - 1]) and t:
            keep.append(i)                       # panic message
        elif m(r"^\s*(left|right): ", s):
            keep.append(i)
        elif m(r"^\s+\d+: brindle::", s):
            keep.append(i)                       # project backtrace frame
        elif m(r"^\s+at \./src/", s):
            keep.append(i)
        elif s == "failures:":
            keep.append(i)
        elif m(r"^    \w+(::\w+)+$", s):
            keep.append(i)                       # names in the failures list
        elif s.startswith("test result:"):
            keep.append(i)
        elif m(r"^(error|warning)(\[E\d+\])?: ", s):
            keep.append(i)
        elif m(r"^\s*--> ", s):
            keep.append(i)                       # location of error/warning
        elif m(r"^\s*\|.*\^+ (expected|private field)", s):
            keep.append(i)                       # the primary label of an error
    return keep


def r_make(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"^\S+\.[ch]:\d+:\d+: (warning|error|fatal error): ", s):
            keep.append(i)
        elif m(r"^make(\[\d+\])?: \*\*\* ", s) or m(r"^make(\[\d+\])?: .*not remade because of errors", s):
            keep.append(i)
        elif m(r"\bError \d+\b", s):
            keep.append(i)
    return keep


def r_python_crash(lines, name):
    return r_pytest_plain_traceback(lines, name)


def r_git_log_p(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"^commit [0-9a-f]{40}", s):
            keep.append(i)
            # subject: first indented line after Date:
            for j in range(i + 1, min(i + 8, len(lines))):
                if lines[j].startswith("    ") and lines[j].strip():
                    keep.append(j)
                    break
        elif s.startswith("diff --git ") or s.startswith("@@ "):
            keep.append(i)
    return keep


def r_git_log_stat(lines, name):
    keep = r_git_log_p(lines, name)
    for i, s in enumerate(lines):
        if m(r"^ \S.* \| +\d+ ?[+-]*$", s) or m(r"^ \S.* \| +Bin ", s):
            keep.append(i)                       # file touched by the commit
    return keep


def r_git_diff(lines, name):
    return [i for i, s in enumerate(lines) if s.startswith("diff --git ") or s.startswith("@@ ")]


def r_git_status(lines, name):
    keep = []
    section = None
    for i, s in enumerate(lines):
        if s.startswith("On branch ") or s.startswith("HEAD detached"):
            keep.append(i)
        elif m(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$", s):
            section = s
            keep.append(i)
        elif s.startswith("\t") and section and not section.startswith("Untracked"):
            keep.append(i)                       # tracked change
        elif m(r"^[MADRCU ][MADRCU ] \S", s) and not s.startswith("??"):
            keep.append(i)                       # porcelain tracked change
    return keep


def r_grep_hits(lines, name):
    # the hits are the answer the agent asked for: every hit line is kept
    return [i for i, s in enumerate(lines) if m(r"^[^:\s]+:\d+:", s)]


def r_log(lines, name):
    keep = []
    for i, s in enumerate(lines):
        body = re.sub(r"^\d+[-:]", "", s)        # strip grep -n prefix
        if m(r"\b(ERROR|WARNING|CRITICAL|FATAL)\b", body):
            keep.append(i)
        elif body.startswith("Traceback (most recent call last)"):
            keep.append(i)
        elif m(r'^\s*File "', body):
            keep.append(i)                       # app frames (/srv/dockd is the app)
        elif py_exception(body):
            keep.append(i)
    return keep


def r_npm(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if m(r"^npm (warn|WARN|error|ERR!)", s) and "npm http" not in s:
            keep.append(i)
        elif m(r"^(added|removed|changed|up to date)\b", s):
            keep.append(i)
        elif m(r"\b(vulnerabilit|deprecated)", s):
            keep.append(i)
    return keep


def r_npm_ls(lines, name):
    keep = []
    for i, s in enumerate(lines):
        if i == 0 and "@" in s:
            keep.append(i)                       # project root
        elif m(r"^[├└]─[─┬] ", s):
            keep.append(i)                       # direct dependency + version
        elif m(r"(UNMET DEPENDENCY|invalid:|extraneous|ERR!)", s):
            keep.append(i)
    return keep


def r_passing_list(lines, name):
    # passing runs: only the summary/count lines (plus the last three)
    keep = []
    for i, s in enumerate(lines):
        t = s.strip()
        if "\r" in s:
            continue
        if m(r"^\d+ (passing|failing|pending)", t) or m(r"^(Tests|Test Suites|Snapshots):", t):
            keep.append(i)
        elif m(r"^=+ .*\b(passed|failed)\b.*=+$", s):
            keep.append(i)
        elif m(r"^(ok|FAIL|PASS)\b", s) and "\t" in s or s == "PASS":
            pass
    return keep


RULES = [
    ("pytest-v-k-total-pass", r_passing_list),
    ("pytest-", r_pytest),
    ("python3-", r_python_crash),
    ("flake8-", r_flake8),
    ("pylint-", r_pylint),
    ("mypy-", r_mypy),
    ("jest-verbose-passing", r_passing_list),
    ("jest-", r_jest),
    ("vitest-", r_vitest),
    ("mocha-passing", r_passing_list),
    ("mocha-", r_mocha),
    ("tsc-", r_tsc),
    ("eslint-", r_eslint),
    ("webpack-", r_webpack),
    ("vite-", r_vite),
    ("go-test-json", r_go_json),
    ("go-test-v-run-sum-label-pass", r_passing_list),
    ("go-", r_go_test),
    ("cargo-", r_cargo),
    ("make-", r_make),
    ("git-log-p", r_git_log_p),
    ("git-log-stat", r_git_log_stat),
    ("git-diff", r_git_diff),
    ("git-status", r_git_status),
    ("grep-n-error", r_log),
    ("grep-rn", r_grep_hits),
    ("tail-", r_log),
    ("npm-ls", r_npm_ls),
    ("npm-", r_npm),
]


def keep_for(name, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(x) for x in raw]
    rule = next(f for p, f in RULES if name.startswith(p))
    idx = set(rule(lines, name))
    nonblank = [i for i, s in enumerate(lines) if s.strip()]
    idx.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        s = lines[i]
        if "\r" in raw[i] or not s.strip():
            continue
        if s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding="utf-8", newline="").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.split("\n-- keep --\n", 1)[0]
        if not output.endswith("\n"):
            output += "\n"
        keep = keep_for(name, output)
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()
