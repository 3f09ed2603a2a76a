#!/usr/bin/env python3
"""Derive the -- keep -- section of every .txtar in this folder by rule.

Written from scratch for the fresh50 set, without reading any reducer or any
other set's rules.  Run once: `python3 keeprules.py` (rewrites the keep
sections in place, from the output sections).
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# words that state a problem
PROBLEM = re.compile(
    r"\b(error|errors|err|failed|failure|failures|fail|warning|warnings|warn|panic|panicked|"
    r"exception|traceback|fatal|aborted|abort|denied|not found|cannot|could not|unable|"
    r"undefined|uninitialized|invalid|mismatch|mismatched|unused|should)\b|"
    r"\bE\d{3,4}\b|\bTS\d{4}\b|\bFAIL\b|\bFAILED\b|✖|×",
    re.I,
)
# lines that only say something passed / are progress
PASSING = re.compile(
    r"^\s*(--- PASS|=== RUN|=== PAUSE|=== CONT|PASS$|ok\s+\S+\s+[\d.]+s$)|"
    r"\.\.\. ok$|\bPASSED\b|^\s*✓|^\s*(Compiling|Checking|Downloading|Downloaded|Finished|Running|Fresh)\b"
)
# summary/count lines
SUMMARY = re.compile(
    r"\b\d+ (passed|failed|error|errors|warnings?|skipped|deselected|selected)\b|"
    r"^test result:|Found \d+ errors?|^\s*Tests\s+\d|^\s*Test Files\s+\d|"
    r"\d+ runs, \d+ assertions|✖ \d+ problems?|^FAIL\s|^FAIL$|^ok\s+\S+|"
    r"\bcoverage: [\d.]+%|^TOTAL\s|\d+ files? changed|collected \d+ items?|"
    r"\d+ tests? collected|Success: no issues|generated \d+ warnings?|"
    r"^Some errors have detailed|due to \d+ previous errors?|"
    r"potentially fixable|^added \d+ packages?|Code style issues"
)
# source locations in the project's own code (file.ext:line)
LOCATION = re.compile(r"(?:^|[\s(\"'\[/.])((?:[\w.-]+/)*[\w.-]+\.(?:py|go|rs|ts|js|rb|tsx|mjs)):(\d+)")
LIBRARY = re.compile(
    r"/usr/local/go/|/usr/lib/|/rustc/|node:internal|node_modules/|site-packages|dist-packages|"
    r"<frozen|\(node:|/library/(std|core|alloc)/|/\.cargo/registry|/usr/local/lib/|^\s*at node:"
)


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def parse(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, _, rest = text.partition("-- output --\n")
    out, _, _ = rest.partition("-- keep --\n")
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, out


def is_location(line):
    if LIBRARY.search(line):
        return False
    return bool(LOCATION.search(line))


def general(lines, cmd):
    keep = set()
    n = len(lines)
    in_diff_block = False  # jest/vitest "- Expected / + Received" block
    prev_err = False       # continuation lines of a tsc error
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            in_diff_block = False if in_diff_block == "done" else in_diff_block
            prev_err = False
            continue
        if PASSING.search(l) and not re.search(r"FAIL|panic|error\[", l):
            continue
        hit = False
        lib = bool(LIBRARY.search(l))
        # a go runtime frame such as `panic({0x5769c0?, ...})` followed by a library file
        if i + 1 < n and LIBRARY.search(lines[i + 1]) and re.match(r"^[\w./*()-]+\(.*\)$", s):
            lib = True
        if (PROBLEM.search(l) and not lib) or SUMMARY.search(l):
            hit = True
        if is_location(l):
            hit = True
        # assertion details
        if re.match(r"^\s*(Expected|Actual|Received|left|right|want|got|expected|actual)\b\s*:?", s):
            hit = True
        if re.search(r"\bwant\b.*|\bgot\b", l) and re.search(r"\.(go|rs):\d+", l):
            hit = True
        if re.match(r"^E\s", l):  # pytest assertion explanation
            hit = True
        if re.match(r"^_{3,} .+ _{3,}$", s):  # pytest failing test header
            hit = True
        if s.startswith("→ ") or s.startswith("❯ "):  # vitest assertion / location
            hit = True if not LIBRARY.search(l) else hit
        if s in ("- Expected", "+ Received"):
            in_diff_block = True
            hit = True
        elif in_diff_block and re.match(r"^[-+] ", l):
            hit = True
        elif in_diff_block and s.startswith("❯"):
            in_diff_block = False
        # tsc continuation lines of a multi-line error
        if re.search(r"error TS\d+", l):
            prev_err = True
        elif prev_err and l.startswith("  "):
            hit = True
        elif not l.startswith("  "):
            prev_err = False
        # rust: compiler labels carrying the message (^^^ text) and --> places
        if re.match(r"^\s*-->\s", l) and not LIBRARY.search(l):
            hit = True
        if re.match(r"^\s*\d*\s*\|.*\^+\s+\S", l):
            hit = True
        if re.match(r"^\s*(help|note): ", l) and "RUST_BACKTRACE" not in l and "rustc --explain" not in l:
            hit = True
        # rust/go project stack frame names (crate::..., example.com/...) when
        # followed by a project location
        if i + 1 < n and is_location(lines[i + 1]) and re.match(r"^\s*(\d+: )?[\w.:/<>{}]+", l) \
                and not LIBRARY.search(l) and re.search(r"(xgrid|grid_tests|example\.com/tidetab|main\.main)", l):
            hit = True
        # python traceback frames in the project's own files
        if re.match(r'^\s*File "[^"]+", line \d+', l) and not lib:
            hit = True
        # rust: the panic message is the line after "panicked at"
        if i > 0 and re.search(r"panicked at .*:$", lines[i - 1]):
            hit = True
        # python traceback: the exception line ending the traceback
        if re.match(r"^[A-Z]\w*(Error|Exception|Exit|Interrupt)\b.*:", l) or re.match(r"^[A-Z]\w*Error$", s):
            hit = True
        if hit:
            keep.add(i)
    return keep


def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


def all_nonblank(lines):
    return {i for i, l in enumerate(lines) if l.strip()}


def per_file(name, cmd, lines, keep):
    """Per-file additions and exclusions, where the tool's own words need it."""
    nb = all_nonblank(lines)
    # files/data the agent asked to read, searches and listings: every line
    if name in (
        "cat-n-strength-py", "sed-n-csvio-1-40", "sed-n-table-go-30-75",
        "rg-n-latest-temper", "rg-n-def-raise-lib", "grep-sync-log-warn-error",
        "go-run-tidetab-days2-output", "pytest-co-q-collect", "git-status-short-tidetab",
        "flake8-hivelog-tests", "staticcheck-tidetab-pkgs", "go-vet-tidetab-typecheck",
        "mypy-strict-hivelog-schedule",
    ):
        return nb
    if name == "ls-la-src-test-wc":
        return {i for i in nb if not re.match(r"^total \d+$", lines[i])
                and not re.search(r" \.\.?$", lines[i])}
    if name == "npm-ls-all-head60":
        # the project line and its direct dependencies with versions
        return {i for i in nb if i == 0 or re.match(r"^[├└]", lines[i])} | keep
    if cmd.startswith("npx eslint"):
        # eslint groups problems under a line naming the file
        return keep | {i for i in nb if re.match(r"^/\S+\.(js|ts|mjs|cjs)$", lines[i])}
    if name == "pip-show-pytest-cov":
        return keep | {i for i in nb if re.match(r"^(Name|Version|Location|Requires):", lines[i])}
    if cmd.startswith("git diff") or cmd.startswith("git show") or "git diff --stat" in cmd:
        k = set(keep)
        for i in nb:
            l = lines[i]
            if re.match(r"^(diff --git|@@ |commit [0-9a-f]{7,}|## )", l) or re.search(r"\|\s+\d+ [+-]*$", l) \
                    or re.match(r"^ ?[MADRU?]{1,2} ", l):
                k.add(i)
            if cmd.startswith("git show") and re.match(r"^    \S", l):
                k.add(i)
        # words like "error"/"should" inside changed or context source lines are code,
        # not problems: inside the patch body only the file and hunk lines count
        first = next((i for i in nb if lines[i].startswith("diff --git")), len(lines))
        k = {i for i in k if i < first or not re.match(r"^[-+ ]", lines[i])
             or re.match(r"^ ?[MADRU?]{1,2} ", lines[i]) or re.search(r"\|\s+\d+ [+-]*$", lines[i])}
        return k
    if cmd.startswith("git log"):
        k = set()
        for i in nb:
            l = lines[i]
            if re.match(r"^commit [0-9a-f]{7,}", l) or re.match(r"^    \S", l) or SUMMARY.search(l) \
                    or re.search(r"\|\s+\d+ [+-]*$", l):
                k.add(i)
        return k
    if name == "prettier-write-then-diff-stat":
        # the rewrite lines carry only timings; the diff --stat says what changed
        return {i for i in keep if not re.search(r"\d+ms( \(unchanged\))?$", lines[i])} | \
               {i for i in nb if re.search(r"\|\s+\d+ [+-]*$", lines[i])}
    if name == "tail-n-80-sync-log":
        return {i for i in keep if re.search(r" (WARNING|ERROR) ", lines[i])} | \
               {i for i in nb if re.search(r" (WARNING|ERROR) ", lines[i])}
    if name == "go-run-tidetab-days3-panic":
        # hundreds of bogus table rows before the panic: only the panic matters
        return {i for i in keep if not re.match(r"^\w{3} \d\d \w{3} \d\d:\d\d [HL]W", lines[i])}
    return keep


def derive(name, cmd, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = general(lines, cmd)
    keep = per_file(name, cmd, lines, keep)
    keep |= last_three(lines)
    res, seen = [], set()
    for i in sorted(keep):
        if "\r" in raw[i] or "\r" in lines[i]:
            continue
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        res.append(l)
    return res


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    total_out = total_keep = 0
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        head, cmd, out = parse(path)
        keep = derive(name, cmd, out)
        text = head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as fh:
            fh.write(text)
        ob = len(out.encode("utf-8", "surrogateescape"))
        kb = sum(len(k.encode("utf-8", "surrogateescape")) + 1 for k in keep)
        total_out += ob
        total_keep += kb
        if "-v" in sys.argv:
            print(f"{name:48s} out={ob:6d} keep={kb:6d} lines={len(keep)}")
    print(f"total output bytes {total_out}, keep bytes {total_keep}, "
          f"saving {100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()
