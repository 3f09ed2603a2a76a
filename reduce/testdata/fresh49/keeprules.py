#!/usr/bin/env python3
"""Derive the keep list of every fresh49 fixture from its output, by rule.

Run from this folder:  python3 keeprules.py
It rewrites the section after "-- keep --" of each .txtar file.

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines holding a carriage return are never kept; each line is listed once, in
order of first appearance.  The last three non-blank lines are always kept.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# ---------------------------------------------------------------- helpers


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def rx(*pats, flags=0):
    return [re.compile(p, flags) for p in pats]


def any_match(pats, s):
    return any(p.search(s) for p in pats)


# words that state a problem
PROBLEM = re.compile(
    r"\b(error|errors|fail|failed|failure|failures|failing|warning|warnings|"
    r"exception|panic|panicked|traceback|fatal|assertionerror|deadlock)\b",
    re.I,
)

# ---------------------------------------------------------------- per tool


def pytest_rule(lines, cmd):
    keep = rx(
        r"^FAILED ", r"^ERROR ", r"^E   ", r"^>   ",
        r"^_{3,} .* _{3,}$",                       # failing test / collect-error headers
        r"^(tests|ledgerkit)/[\w/]+\.py:\d+: ",   # project frames / failure locations
        r"::\S+ (FAILED|ERROR)",                 # -v rows that failed
        r"^={3,} .*\b(failed|passed|error|errors)\b.* ={3,}$",
        r"^!{3,} .* !{3,}$",
        r"^ImportError while importing",
    )
    return [l for l in lines if any_match(keep, l)]


def mypy_rule(lines, cmd):
    keep = rx(r": (error|note): ", r"^Found \d+ errors?", r"^Success: ")
    return [l for l in lines if any_match(keep, l)]


def flake8_rule(lines, cmd):
    keep = rx(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ")
    return [l for l in lines if any_match(keep, l)]


def pylint_rule(lines, cmd):
    keep = rx(r"^\S+\.py:\d+:\d+: [CRWEF]\d{4}: ", r"^Your code has been rated", r"^\*{5,} Module ")
    return [l for l in lines if any_match(keep, l)]


def jest_rule(lines, cmd):
    keep = rx(
        r"^\s*FAIL\s", r"^\s*● ", r"^\s*✕ ",
        r"^\s*Expected", r"^\s*Received", r"^\s*- Expected", r"^\s*\+ Received",
        r"^\s+[-+] ",                                    # diff lines inside a failure
        r"^\s*> \d+ \|",                                 # the failing source line
        r"\((__tests__|src)/[\w./-]+:\d+:\d+\)",         # project stack frames
        r"^\s*at .*(__tests__|src)/[\w./-]+:\d+:\d+",
        r"^Tests:", r"^Test Suites:", r"^Snapshots:.*failed",
        r"Error:", r"^\s*expect\(received\)",
    )
    out = []
    for l in lines:
        if re.match(r"^\s*✓ ", l) or re.match(r"^\s*PASS\s", l):
            continue
        if re.search(r"node_modules", l):
            continue
        if any_match(keep, l):
            out.append(l)
    return out


def vitest_rule(lines, cmd):
    keep = rx(
        r"^\s*FAIL\s", r"^\s*× ", r"^\s*→ ", r"^\s*❯ \S+\.test\.js:\d+:\d+",
        r"^\s*❯ vtest/\S+ \(.*failed", r"\w*Error: ",
        r"^\s*- Expected", r"^\s*\+ Received", r"^\s*[-+]\s{2,}\S",
        r"^\s*Test Files\s", r"^\s*Tests\s", r"Failed Tests \d+",
    )
    out = []
    for i, l in enumerate(lines):
        if re.match(r"^\s*✓ ", l) or "node_modules" in l:
            continue
        if any_match(keep, l):
            out.append(l)
        elif i + 1 < len(lines) and re.match(r"^\s*\|\s*\^", lines[i + 1]):
            out.append(l)                               # source line the caret points at
    return out


def mocha_rule(lines, cmd):
    out = []
    in_fail = False
    for l in lines:
        s = l.strip()
        if re.match(r"^\d+ passing", s) or re.match(r"^\d+ failing", s) or re.match(r"^\d+ pending", s):
            out.append(l)
            in_fail = re.match(r"^\d+ failing", s) is not None
            continue
        if not in_fail:
            # failing rows in the spec listing: "  1) throws on null"
            if re.match(r"^\s+\d+\) ", l):
                out.append(l)
            continue
        if "node_modules" in l or "node:internal" in l:
            continue
        if re.match(r"^\s+\d+\) \S", l):          # numbered failure title
            out.append(l)
        elif re.search(r"\w*Error\b", l):
            out.append(l)
        elif re.match(r"^\s+\+ expected - actual", l):
            out.append(l)
        elif re.match(r"^\s+[-+]\s", l):
            out.append(l)
        elif re.search(r"\(\S*mtest/[\w.-]+:\d+:\d+\)", l):
            out.append(l)
        elif re.match(r"^\s{7,}\S.*:$", l):       # innermost test title line "throws on null:"
            out.append(l)
    return out


def go_test_rule(lines, cmd):
    keep = rx(
        r"^\s*--- FAIL", r"^FAIL\b", r"^panic:", r"^\[recovered\]", r"^\s+\w+_test\.go:\d+: ",
        r"^goroutine \d+ \[running\]", r"example\.com/fleetd/", r"/fleetd/internal/\S+\.go:\d+",
        r"^exit status", r"^ok\s.*\[no test files\]$",
    )
    drop = rx(r"^ok\s", r"^=== RUN", r"^\s*--- PASS", r"^PASS$")
    out = []
    for l in lines:
        if any_match(drop, l):
            continue
        if any_match(keep, l):
            out.append(l)
    return out


def go_json_rule(lines, cmd):
    out = []
    for l in lines:
        if '"Action":"fail"' in l:
            out.append(l)
        elif '"Action":"output"' in l and re.search(
            r'"Output":"(\s*--- FAIL|FAIL\b|panic:|\s+\w+_test\.go:\d+: )', l
        ):
            out.append(l)
    return out


def go_run_rule(lines, cmd):
    keep = rx(r"^fatal error:", r"^panic:", r"^goroutine 1 \[", r"^main\.main\(\)",
              r"/cmd/fleetd/main\.go:\d+", r"^exit status")
    return [l for l in lines if any_match(keep, l)]


def cargo_test_rule(lines, cmd):
    keep = rx(
        r"^test \S+ \.\.\. FAILED", r"^---- \S+ stdout ----", r"panicked at src/",
        r"^assertion", r"^\s+left: ", r"^\s*right: ", r"^called `\S+::unwrap\(\)`",
        r"^failures:$", r"^\s{4}\S+::tests::\S+$", r"^test result:", r"^error: ",
        r"^warning: ", r"^\s+--> src/",
    )
    return [l for l in lines if any_match(keep, l)]


def tsc_rule(lines, cmd):
    out = []
    prev_err = False
    for l in lines:
        if re.search(r"\berror TS\d+", l):
            out.append(l)
            prev_err = True
            continue
        if prev_err and re.match(r"^  {1,}\S", l) and not re.match(r"^\s*\d+\s", l) and "~" not in l:
            # continuation detail of the error ("  Type 'x' is not assignable ...")
            # and related locations ("  ts/src/rpc.ts:3:3", "'retries' is declared here.")
            out.append(l)
            continue
        if l.strip() == "" or re.match(r"^\d+\s", l):
            # blank / code frame lines: continuation may go on past a code frame
            if re.match(r"^\d+\s", l):
                continue
            continue
        if re.match(r"^Found \d+ errors?", l):
            out.append(l)
        prev_err = prev_err and not re.match(r"^\S", l)
    return out


def eslint_rule(lines, cmd):
    keep = rx(
        r"^\s+\d+:\d+\s+(error|warning)\s",          # stylish finding rows
        r"^/\S+\.(js|ts|mjs|cjs)$",                  # stylish file headers
        r": line \d+, col \d+, (Error|Warning) - ",   # compact
        r"^✖ \d+ problems?", r"potentially fixable",
    )
    return [l for l in lines if any_match(keep, l)]


def webpack_rule(lines, cmd):
    keep = rx(r"^(ERROR|WARNING) in ", r"^Module not found", r"^Module parse failed", r"^>\s",
              r"^\s*@ \./", r"compiled (successfully|with)", r"^asset \S+ ", r"errors? have detailed")
    return [l for l in lines if any_match(keep, l)]


def vite_rule(lines, cmd):
    keep = rx(r"^✓ \d+ modules transformed", r"^✓ built in", r"^\(!\)", r"^error", r"warning", r"Build failed")
    return [l for l in lines if any_match(keep, l)]


def make_rule(lines, cmd):
    keep = rx(r"^\S+\.[ch]:\d+:\d+: (error|warning|fatal error): ", r"^make(\[\d+\])?: \*\*\*",
              r"^make: Target .* not remade", r"^collect2: error", r"undefined reference")
    return [l for l in lines if any_match(keep, l)]


def npm_install_rule(lines, cmd):
    keep = rx(r"^npm (warn|error|ERR!|WARN)", r"^added \d+ packages", r"^up to date", r"^\d+ vulnerabilit")
    drop = rx(r"^npm warn install-scripts\s*$")
    return [l for l in lines if any_match(keep, l) and not any_match(drop, l)]


def npm_ls_rule(lines, cmd):
    out = []
    for i, l in enumerate(lines):
        if i == 0:
            out.append(l)             # root package
        elif re.match(r"^[├└]─[─┬] ", l):  # direct dependencies
            out.append(l)
        elif re.search(r"\b(UNMET|invalid|extraneous|missing)\b", l) or l.startswith("npm "):
            out.append(l)
    return out


def git_log_patch_rule(lines, cmd):
    keep = rx(r"^commit [0-9a-f]{40}", r"^diff --git ", r"^@@ ")
    return [l for l in lines if any_match(keep, l)]


def git_log_stat_rule(lines, cmd):
    keep = rx(r"^commit [0-9a-f]{40}", r"^ \S.* \| +\d+", r"^ \d+ files? changed")
    return [l for l in lines if any_match(keep, l)]


def git_diff_rule(lines, cmd):
    keep = rx(r"^diff --git ", r"^@@ ", r"^ \S.* \| +\d+", r"^ \d+ files? changed",
              r"^(rename|deleted file|new file) ")
    return [l for l in lines if any_match(keep, l)]


def git_status_rule(lines, cmd):
    out = []
    section = None
    for l in lines:
        if l.startswith("On branch") or l.startswith("## "):
            out.append(l)
            continue
        if l.startswith("Changes to be committed") or l.startswith("Changes not staged"):
            section = "tracked"
            out.append(l)
            continue
        if l.startswith("Untracked files"):
            section = "untracked"
            out.append(l)
            continue
        if section == "tracked" and re.match(r"^\t(modified|deleted|renamed|new file|typechange):", l):
            out.append(l)
        if re.match(r"^[ MADRCU][ MADRCU] ", l):   # short format tracked change
            out.append(l)
    return out


def grep_hits_rule(lines, cmd):
    # the hits ARE what the agent asked for: keep every hit line
    return [l for l in lines if re.match(r"^\S+:\d+:", l)]


def log_rule(lines, cmd):
    keep = rx(r"\b(ERROR|WARNING|CRITICAL|FATAL)\b", r"^Traceback", r'^\d*[-:]?\s*File "/srv/ingest/ingest/',
              r"^\d*[-:]?\w+(\.\w+)*(Error|Exception|Violation)\b", r"^\d*[-:]?DETAIL:")
    return [l for l in lines if any_match(keep, l)]


def python_crash_rule(lines, cmd):
    keep = rx(r"^Traceback", r'^  File "(?!/usr/|<frozen)', r"^\w+(\.\w+)*(Error|Exception)\b")
    out = [l for l in lines if any_match(keep, l)]
    return out


RULES = [
    (r"\bpytest\b", pytest_rule),
    (r"\bmypy\b", mypy_rule),
    (r"\bflake8\b", flake8_rule),
    (r"\bpylint\b", pylint_rule),
    (r"\bjest\b", jest_rule),
    (r"\bvitest\b", vitest_rule),
    (r"\bmocha\b", mocha_rule),
    (r"\bgo test\b.*-json", go_json_rule),
    (r"\bgo test\b", go_test_rule),
    (r"\bgo run\b", go_run_rule),
    (r"\bcargo test\b", cargo_test_rule),
    (r"\btsc\b", tsc_rule),
    (r"\beslint\b", eslint_rule),
    (r"\bwebpack\b", webpack_rule),
    (r"\bvite build\b", vite_rule),
    (r"^make\b", make_rule),
    (r"\bnpm (install|ci)\b", npm_install_rule),
    (r"\bnpm ls\b", npm_ls_rule),
    (r"\bgit log -p\b|\bgit log\b.* -p\b", git_log_patch_rule),
    (r"\bgit log --stat\b", git_log_stat_rule),
    (r"\bgit diff\b", git_diff_rule),
    (r"\bgit status\b", git_status_rule),
    (r"\bgrep\b.*\.log\b", log_rule),
    (r"\btail\b.*\.log\b", log_rule),
    (r"\bgrep -rn\b", grep_hits_rule),
    (r"\bpython3 -m ingest\b", python_crash_rule),
]

# per-file additions (exact cleaned lines) and exclusions
EXTRA = {}
EXCLUDE = {}


def last_three(lines):
    nb = [l for l in lines if l.strip()]
    return nb[-3:]


def process(path):
    data = open(path, "rb").read().decode("utf-8", "surrogateescape")
    head, rest = data.split("\n-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = head.splitlines()[0][len("cmd: "):]
    raw_lines = output.split("\n")
    if raw_lines and raw_lines[-1] == "":
        raw_lines.pop()
    lines = [clean(l) for l in raw_lines if "\r" not in l]
    rule = None
    for pat, fn in RULES:
        if re.search(pat, cmd):
            rule = fn
            break
    if rule is None:
        sys.exit("no rule for " + path + ": " + cmd)
    chosen = set(rule(lines, cmd))
    chosen.update(last_three(lines))
    name = os.path.basename(path)
    chosen.update(EXTRA.get(name, []))
    chosen.difference_update(EXCLUDE.get(name, []))
    chosen.discard("")
    keep, seen = [], set()
    for l in lines:
        if l in chosen and l not in seen:
            keep.append(l)
            seen.add(l)
    new = head + "\n-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep)
    open(path, "wb").write(new.encode("utf-8", "surrogateescape"))
    return len(output.encode("utf-8", "surrogateescape")), sum(len(k.encode("utf-8", "surrogateescape")) + 1 for k in keep), len(keep)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    tot_out = tot_keep = 0
    for p in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        o, k, n = process(p)
        tot_out += o
        tot_keep += k
        print(f"{os.path.basename(p):45s} out={o:6d} keep={k:6d} lines={n}")
    print(f"total output bytes={tot_out} keep bytes={tot_keep} saving={100*(1-tot_keep/tot_out):.1f}%")


if __name__ == "__main__":
    main()
