#!/usr/bin/env python3
"""Derive the keep lists of the fresh32 set from the recorded outputs, by rule.

Usage: python3 keeprules.py          # rewrites the -- keep -- section of every *.txtar here

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line once, in order.
Written from scratch for this set; see README.md for the rules in prose.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
HERE = os.path.dirname(os.path.abspath(__file__))

# words that state a problem
PROBLEM = re.compile(
    r"(?i)\b(error|errors|err|failed|failure|failures|fail|failing|warning|warnings|warn|"
    r"exception|panic|panicked|traceback|fatal|assertionerror|assert|caused by|deadlock|"
    r"cannot|could not|undefined|unexpected|not found|mismatch)\b|✖|✗|×|●")
# rows that only say something passed / progress
PASSING = re.compile(r"PASSED|✓|√|^\s*--- PASS|^ok\s|^=== (RUN|PAUSE|CONT)|^\s+ok\s|^\s*\d+ passing\b.*\(\d|"
                     r"^\s*Compiling |^\s*Checking |^\s*Finished |^\s*Running |^npm http fetch")
LIBRARY = re.compile(r"node_modules|node:internal|/usr/lib|/usr/local/go|/rustc/|site-packages|"
                     r"dist-packages|/\.cargo/registry|java\.base/|/library/(std|core|alloc)/|"
                     r"^\s*at (java|jdk|sun)\.")
LOCATION = re.compile(
    r"(^|[\s(\[\"'`:])(\.{0,2}/)?(/home/dev/work/)?[\w@./-]*\w\.(py|pyi|js|mjs|cjs|ts|tsx|go|rs|c|h|java)"
    r"(\"?, line \d+|:\d+|\(\d+,\d+\))")
SUMMARY = re.compile(
    r"(?i)(\b\d+ (failed|passed|errors?|warnings?|problems?|failing|passing|skipped|deselected|selected)\b|"
    r"^Found \d+ error|^Tests?:|^Test Suites:|^\s*Test Files|^\s*Tests\s+\d|test result:|^FAIL\b|"
    r"Your code has been rated|compiled (successfully|with)|^\s*\d+ files? changed|"
    r"^(added|removed|changed) \d+ packages?|could not compile|generated \d+ warnings?|"
    r"^Ran all test suites|^exit status \d+)")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def last_three(lines):
    out = [l for l in lines if l.strip()]
    return out[-3:]


def generic(lines, cmd):
    keep = []
    for l in lines:
        if PASSING.search(l):
            continue
        if PROBLEM.search(l) and not (LIBRARY.search(l) and LOCATION.search(l)):
            keep.append(l)
        elif LOCATION.search(l) and not LIBRARY.search(l):
            keep.append(l)
        elif SUMMARY.search(l):
            keep.append(l)
    return keep


def assertion_details(lines):
    """expected/actual lines of test frameworks."""
    keep = []
    in_diff = False
    for l in lines:
        s = l.strip()
        if re.match(r"^E\s", l) or re.match(r"^>\s", l):              # pytest failing line + E lines
            keep.append(l)
        elif re.match(r"^(Expected|Received|expected|actual|want|got|left|right)\b.*[:=]", s):
            keep.append(l)
        elif s.startswith(("- Expected", "+ Received", "+ actual - expected", "+ expected - actual", "- expected", "+ actual")):
            keep.append(l)
            in_diff = True
            body = False
            continue
        if in_diff:
            if s == "" and not body:
                continue
            body = True
            if s == "" or s.startswith("at ") or s.startswith("❯"):
                in_diff = False
            elif re.match(r"^[-+](\s|\S)", s):
                keep.append(l)
    return keep


def golden_diff(lines):
    """Go: the differing lines between a '--- got ---' and a '--- want ---' dump."""
    keep = []
    for i, l in enumerate(lines):
        if l.strip() == "--- got ---":
            j = i + 1
            got = []
            while j < len(lines) and lines[j].strip() != "--- want ---":
                got.append(lines[j]); j += 1
            want = []
            k = j + 1
            while k < len(lines) and lines[k].startswith("        ") and not lines[k].strip().startswith("---"):
                want.append(lines[k]); k += 1
            gs = {x.strip() for x in got}
            ws = {x.strip() for x in want}
            keep.append(l)
            keep += [x for x in got if x.strip() and x.strip() not in ws]
            if j < len(lines):
                keep.append(lines[j])
            keep += [x for x in want if x.strip() and x.strip() not in gs]
    return keep


def git_rules(lines, cmd):
    keep = []
    if "status" in cmd:
        for l in lines:
            s = l.strip()
            if not s or s.startswith("(use ") or s.startswith("(commit or discard"):
                continue
            keep.append(l)   # branch line, section headers and every changed/untracked path
        return keep
    for l in lines:
        if re.match(r"^commit [0-9a-f]{7,}", l) or l.startswith("diff --git") or l.startswith("@@"):
            keep.append(l)
        elif "--stat" in cmd and (re.match(r"^ \S.* \| +\d+", l) or re.search(r"\d+ files? changed", l)):
            keep.append(l)
        elif "log" in cmd and re.match(r"^    \S", lines[lines.index(l) - 1] if False else l) and \
                re.match(r"^    \S", l) and _prev_blank_after_date(lines, l):
            keep.append(l)   # commit subject line
    return keep


def _prev_blank_after_date(lines, l):
    i = lines.index(l)
    return i >= 2 and lines[i - 1] == "" and lines[i - 2].startswith("Date:")


def grep_rules(lines, cmd):
    # hits in the project's own non-test source files (README explains)
    keep = []
    for l in lines:
        path = l.split(":", 1)[0]
        if re.search(r"(_test\.go|\.test\.js|\.spec\.js|/test/|/vtest/|/mtest/|/tests/)", path):
            continue
        keep.append(l)
    return keep


def curl_rules(lines, cmd):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r"^[<>] (HTTP/|GET |POST |PUT |DELETE )", l) or re.match(r"(?i)^< (content-type|x-request-id):", l):
            keep.append(l)
        elif re.search(r"(?i)<title>|<h1>|Error|Traceback|\"count\"|^\* (Failed|Connection refused)", s) and not s.startswith("*   Trying"):
            keep.append(l)
        elif re.match(r'^\s*File "', l) or re.match(r"^\w+Error: ", s):
            keep.append(l)
    return keep


def log_rules(lines, cmd):
    keep = []
    in_tb = False
    for l in lines:
        if re.search(r"\b(ERROR|WARN|WARNING|FATAL|CRITICAL)\b", l):
            keep.append(l); in_tb = False
        elif l.startswith("Traceback"):
            keep.append(l); in_tb = True
        elif in_tb:
            if re.match(r'^\s+File "', l):
                if not LIBRARY.search(l):
                    keep.append(l)
            elif re.match(r"^\S", l):
                keep.append(l); in_tb = False
    return keep


def npm_rules(lines, cmd):
    return [l for l in lines if re.match(r"^npm (warn|error|ERR!|WARN)", l) or SUMMARY.search(l)]


def webpack_pass_rules(lines, cmd):
    keep = []
    for l in lines:
        if re.match(r"^(asset|assets by|Entrypoint|chunk )", l) or SUMMARY.search(l) or PROBLEM.search(l) and "bailout" not in l:
            keep.append(l)
    return keep


def derive(cmd, lines):
    if cmd.startswith("git "):
        keep = git_rules(lines, cmd)
    elif cmd.startswith("grep "):
        keep = grep_rules(lines, cmd)
    elif cmd.startswith("curl "):
        keep = curl_rules(lines, cmd)
    elif cmd.startswith("tail "):
        keep = log_rules(lines, cmd)
    elif cmd.startswith("npm "):
        keep = npm_rules(lines, cmd)
    elif cmd.startswith("npx webpack") and "stats verbose" in cmd:
        keep = webpack_pass_rules(lines, cmd)
    else:
        keep = generic(lines, cmd) + assertion_details(lines) + golden_diff(lines)
        if cmd.startswith("npx mocha"):
            # mocha failure headers: "  1) suite" and the test title on the next line; "a !== b" lines
            for i, l in enumerate(lines):
                if re.match(r"^\s+\d+\) \S", l):
                    keep.append(l)
                    if i + 1 < len(lines) and lines[i + 1].strip().endswith(":"):
                        keep.append(lines[i + 1])
                elif re.search(r"\S !==? \S", l):
                    keep.append(l)
        if cmd.startswith("npx eslint"):
            # stylish: file header lines name the file of the findings below them
            keep += [l for l in lines if l.startswith("/home/dev/work/")]
        if cmd.startswith("go run") or cmd.startswith("go test"):
            # goroutine headers and the project's own frames (function line + file line)
            for i, l in enumerate(lines):
                if re.match(r"^goroutine \d+ \[", l):
                    keep.append(l)
                if l.startswith("\t/home/dev/work/") and i > 0:
                    keep.append(lines[i - 1]); keep.append(l)
        if "RUST_BACKTRACE" in cmd:
            for i, l in enumerate(lines):
                if re.match(r"^\s+\d+: tallyrs::", l):
                    keep.append(l)
        if cmd.startswith("java "):
            keep += [l for l in lines if re.match(r"^\s+at ship\.", l)]
        if cmd.startswith("python3 scripts/") or cmd.startswith("node "):
            keep += [l for l in lines if re.match(r"^(During handling|The above exception)", l)]
    keep += last_three(lines)
    # order of appearance, once each, no CR lines
    order = {}
    for i, l in enumerate(lines):
        order.setdefault(l, i)
    seen = set()
    out = []
    for l in sorted((l for l in keep if l in order), key=lambda x: order[x]):
        if l in seen or "\r" in l or not l.strip():
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    text = open(path, encoding="utf-8", errors="surrogateescape", newline="").read()
    head, _, rest = text.partition("-- output --\n")
    idx = rest.rfind("\n-- keep --\n")
    output = rest[:idx + 1] if idx >= 0 else rest
    if not output.endswith("\n"):
        output += "\n"
    cmd = head.splitlines()[0][len("cmd: "):]
    raw = output[:-1].split("\n")
    lines = [clean(l) if "\r" not in l else l for l in raw]
    keep = derive(cmd, lines)
    with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
        f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(output.encode("utf-8", "surrogateescape")), sum(len(k.encode("utf-8", "surrogateescape")) + 1 for k in keep)


if __name__ == "__main__":
    tot = kb = 0
    for p in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        o, k = process(p)
        tot += o; kb += k
        print(f"{os.path.basename(p):45s} out={o:6d} keep={k:6d}")
    print(f"total output bytes {tot}, keep bytes {kb}, saving bound {100 * (1 - kb / tot):.1f}%")
