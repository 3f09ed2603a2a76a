#!/usr/bin/env python3
"""Derive the -- keep -- section of every .txtar in this folder by rule.

Written from scratch for fresh62 without reading the reducers or other
sets' rules. Run: python3 keeprules.py  (rewrites the keep sections).

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is kept once,
in order of first appearance. The last three non-blank lines of every
output are always kept.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def clean(line):
    return ANSI.sub("", line).rstrip()


def split_txtar(text):
    head, rest = text.split("-- output --\n", 1)
    out, _ = rest.rsplit("-- keep --\n", 1)
    return head, out


# ---------------------------------------------------------------- helpers
def any_re(*pats):
    return re.compile("|".join("(?:%s)" % p for p in pats))


EXC_LINE = re.compile(r"^\s*([A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit)|AssertionError|KeyError|StopIteration)\b(:|$)")


def rule_pytest(lines, name):
    keep = []
    inc = any_re(
        r"^E(\s|$)",                           # assertion details / exception text
        r"^>\s",                                # failing statement / fixture hint
        r"^[\w./-]+\.py:\d+: ",                 # location line in the project
        r"^[\w./-]+\.py:\d+: in ",
        r"^file /home/dev/work/\S+, line \d+",  # fixture error location
        r"^/home/dev/work/\S+\.py:\d+$",
        r"^_{3,} .+ _{3,}$",                    # failing test header
        r"^(FAILED|ERROR) ",                    # short summary
        r"\s(FAILED|ERROR)(\s+\[\s*\d+%\])?$",  # -v rows that failed
        r"^=+ .*\b(failed|error|errors|passed|no tests ran)\b.* =+$",
        r"^!+ .* !+$",
        r"^(ImportError|ModuleNotFoundError) while ",
        r"^\s*File \"/home/dev/work/[^\"]*\", line \d+",  # --tb=native project frames
        r"^Traceback \(most recent call last\):",
    )
    for l in lines:
        if inc.search(l) or EXC_LINE.search(l):
            if re.search(r"\sPASSED(\s|$)", l):
                continue
            if "dist-packages" in l or "site-packages" in l or l.startswith("/usr/"):
                continue
            keep.append(l)
    return keep


def rule_mypy(lines, name):
    keep = []
    loc = re.compile(r"^[\w./-]+\.py:\d+(:\d+)?: (error|note):")
    prev_err = False
    for l in lines:
        if loc.search(l):
            keep.append(l)
            prev_err = True
            continue
        if prev_err and l and not l.startswith(" ") and not re.match(r"^[\w./-]+\.py:", l) and not l.startswith("Found ") and not l.startswith("Success"):
            keep.append(l)          # --pretty continuation of a wrapped message
            continue
        prev_err = False
        if re.match(r"^(Found \d+ errors?|Success:)", l):
            keep.append(l)
    return keep


def rule_flake8(lines, name):
    inc = any_re(r"^[\w./-]+\.py:\d+:\d+: [A-Z]+\d+ ", r"^\d+\s+[A-Z]+\d+ ")
    return [l for l in lines if inc.search(l)]


def rule_pylint(lines, name):
    inc = any_re(r"^[\w./-]+\.py:\d+:\d+: [CRWEF]\d{4}: ", r"Your code has been rated at")
    return [l for l in lines if inc.search(l)]


def project_frame(l):
    return ("node_modules" not in l and "node:internal" not in l
            and re.search(r"\((?:\./)?(test|mtest|vtest|lib|src|web)/[\w./-]+:\d+:\d+\)", l))


def diff_block(lines, i0, limit=40):
    """Collect -/+ lines of an Expected/Received diff that starts at i0."""
    out = []
    for l in lines[i0:i0 + limit]:
        if re.match(r"^\s*[-+]\s", l) or re.match(r"^\s*[-+]\S", l) and not re.match(r"^\s*[-+]{3}", l):
            out.append(l)
        if re.match(r"^\s*at ", l) or re.match(r"^\s*●", l):
            break
    return out


def rule_jest(lines, name):
    keep = []
    inc = any_re(
        r"^\s*✕ ", r"^\s*● ", r"^FAIL ", r"^\s*(Expected|Received)( \w+)?:",
        r"^\s*expect\(", r"^\s*- Expected", r"^\s*\+ Received",
        r"^\s*>\s+\d+ \|", r"^Tests:", r"^Test Suites:", r"^Snapshots:", r"^\s*› \d+ snapshots? failed",
        r"^\s*(TypeError|RangeError|SyntaxError|ReferenceError|Error|AssertionError)\b",
        r"^\s*(Expected substring|Received message|Expected constructor|Received constructor|Received function did not throw)",
    )
    in_fail = False
    for i, l in enumerate(lines):
        if re.match(r"^\s*● ", l):
            in_fail = True
        if inc.search(l) and "Console" not in l:
            keep.append(l)
        elif l.strip().startswith("at ") and project_frame(l):
            keep.append(l)
        elif in_fail and re.match(r"^\s{4,}[-+] ", l) and not re.match(r"^\s*[-+] (Expected|Received)", l):
            keep.append(l)   # differing lines of an object/string diff
        elif in_fail and re.match(r"^\s*- Snapshot|^\s*\+ Received", l):
            keep.append(l)
    return keep


def rule_vitest(lines, name):
    keep = []
    inc = any_re(
        r"^\s*× ", r"^\s*→ ", r"^\s*FAIL ", r"Failed Tests \d+",
        r"^\s*(AssertionError|TypeError|SyntaxError|RangeError|Error)\b",
        r"^\s*Snapshot .* mismatched", r"^- Expected", r"^\+ Received",
        r"^\s*❯ (vtest|lib|src)/[\w./-]+:\d+:\d+", r"^\s*(Test Files|Tests|Snapshots)\s+\d+",
        r"^\s*(Test Files|Tests|Snapshots) .*failed",
    )
    in_fail = False
    for l in lines:
        if re.search(r"Failed Tests \d+", l):
            in_fail = True
        if inc.search(l):
            keep.append(l)
        elif in_fail and re.match(r"^[-+] ", l) and not re.match(r"^[-+] (Expected|Received)", l):
            keep.append(l)
        elif in_fail and re.match(r"^@@ ", l):
            pass
    return keep


def rule_mocha(lines, name):
    keep = []
    inc = any_re(
        r"^\s+\d+\) ", r"^\s+\d+ (failing|passing|pending)", r"^\s+\S.*:$",
        r"^\s*(AssertionError|TypeError|SyntaxError|RangeError|Error)\b", r"^\s*\+ expected - actual",
    )
    in_fail = False
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+ failing", l):
            in_fail = True
        if not in_fail:
            if re.match(r"^\s+\d+\) ", l) or re.match(r"^\s+\d+ (failing|passing|pending)", l):
                keep.append(l)
            continue
        if re.match(r"^\s+\S.*:$", l) and i > 0 and re.match(r"^\s+\d+\) ", lines[i - 1]):
            keep.append(l)   # second line of a numbered failure title
            continue
        if re.match(r"^\s+\d+\) ", l) or re.match(r"^\s+\d+ (failing|passing)", l):
            keep.append(l)
        elif re.match(r"^\s*(AssertionError|TypeError|SyntaxError|RangeError|Error)\b", l):
            keep.append(l)
        elif re.match(r"^\s*\+ expected - actual", l):
            keep.append(l)
        elif re.match(r"^\s{6}[-+]\S", l) or re.match(r"^\s{6}[-+]\s", l):
            keep.append(l)
        elif l.strip().startswith("at ") and project_frame(l):
            keep.append(l)
    return keep


def rule_webpack(lines, name):
    keep = []
    inc = any_re(
        r"^ERROR in ", r"^WARNING in ", r"^\[tsl\] (ERROR|WARNING) in ", r"^\s+TS\d+: ",
        r"^Module not found: ", r"compiled (with|successfully)", r"^asset \S+",
        r"^webpack \S+ compiled",
    )
    for l in lines:
        if inc.search(l):
            keep.append(l)
    return keep


def rule_esbuild(lines, name):
    inc = any_re(r"\[ERROR\]", r"\[WARNING\]", r"^\s+[\w./-]+:\d+:\d+:$", r"^\d+ (errors?|warnings?)",
                 r"^\s+The symbol .* was originally declared here:$")
    return [l for l in lines if inc.search(l)]


def rule_tsc(lines, name):
    inc = any_re(r"^[\w./-]+\.tsx?[:(]\d+[:,]\d+\)?( - |: )(error|warning) TS\d+", r"^Found \d+ errors?",
                 r"^\s+\d+\s+[\w./-]+\.ts:\d+$", r"^Errors\s+Files$")
    return [l for l in lines if inc.search(l)]


def rule_eslint(lines, name):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.append(l)
        elif re.match(r"^/home/dev/work/\S+\.(js|mjs|jsx|ts)$", l):
            keep.append(l)   # stylish file header: the only place the path appears
        elif re.match(r"^/home/dev/work/\S+:\d+:\d+: ", l):
            keep.append(l)   # unix format
        elif re.match(r"^/home/dev/work/\S+: line \d+, col \d+, (Error|Warning) - ", l):
            keep.append(l)   # compact format
        elif re.match(r"^✖ \d+ problems?", l) or re.search(r"\d+ problems?$", l) or "potentially fixable" in l:
            keep.append(l)
    return keep


def rule_cargo(lines, name):
    keep = []
    inc = any_re(
        r"^(error|warning)(\[\w+\])?: ", r"^\s+--> [\w./-]+:\d+:\d+", r"^test \S+ \.\.\. FAILED",
        r"^---- \S+ stdout ----", r"panicked at ", r"^assertion .* failed", r"^\s+(left|right): ",
        r"^test result: ", r"^failures:$", r"^\s{4}[\w:]+$",
        r"^\s+\d+: (lampkeep|beacon)::", r"^\s+at \./src/", r"^error: test failed",
        r"^\s*\|.*\^+ (expected|found|types differ|value moved|cannot|no field|not found|help)",
        r"^\s*\|\s+\^+.*\b(expected|found)\b", r"^\s*\|\s+-+.*\b(expected|found)\b",
        r"^\s*= note: expected", r"^\s*found ",
    )
    for i, l in enumerate(lines):
        if "--> /rustc/" in l:
            continue        # std library span, not the project's code
        if inc.search(l):
            keep.append(l)
        elif i > 0 and "panicked at " in lines[i - 1] and l.strip():
            keep.append(l)   # the panic message
    return keep


def rule_go(lines, name):
    keep = []
    inc = any_re(
        r"^--- FAIL: ", r"^\s+--- FAIL: ", r"^FAIL\b", r"^panic: ", r"^\s+[\w./-]+\.go:\d+: ",
        r"^[\w./-]+\.go:\d+:\d+: ", r"^\s+(have|want) \(", r"^example\.com/lockgate/", r"^\s+/home/dev/work/\S+\.go:\d+",
        r"^(ok|FAIL)\s+example\.com/\S+\s+\[build failed\]", r"^# \S+.*\[.*\]$",
    )
    for l in lines:
        if inc.search(l):
            keep.append(l)
    # golden dump: differing lines of the got/want blocks
    for i, l in enumerate(lines):
        if l.strip() == "--- got ---":
            got, want, j = [], [], i + 1
            while j < len(lines) and lines[j].strip() != "--- want ---":
                got.append(lines[j]); j += 1
            j += 1
            while j < len(lines) and lines[j].strip() and not lines[j].startswith("---"):
                want.append(lines[j]); j += 1
            diff = [x for x in got if x not in want] + [x for x in want if x not in got]
            keep.extend(diff)
    return keep


def rule_staticcheck(lines, name):
    return rule_go(lines, name)


def rule_git(lines, name):
    keep = []
    if "status" in name:
        for l in lines:
            if re.match(r"^\s*\(use ", l) or l.startswith("no changes added"):
                continue
            if re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
                keep.append(l)
            elif re.match(r"^\t", l) or re.match(r"^[ MADRCU?!]{2} \S", l) or l.startswith("## "):
                keep.append(l)
        return keep
    subject_next = False
    for l in lines:
        if re.match(r"^commit [0-9a-f]{40}", l):
            keep.append(l)
            subject_next = True
            continue
        if subject_next and re.match(r"^    \S", l):
            keep.append(l)      # commit subject
            subject_next = False
            continue
        if re.match(r"^diff --git ", l) or re.match(r"^@@ ", l) or re.match(r"^(rename from|rename to|new file mode|deleted file mode) ", l):
            keep.append(l)
        elif re.match(r"^ \S.* \| +\d+", l) or re.match(r"^ \d+ files? changed", l):
            keep.append(l)      # --stat rows and totals
    return keep


def rule_grep(lines, name):
    keep, seen = [], set()
    for l in lines:
        m = re.match(r"^([^:]+):\d+:", l)
        if m and m.group(1) not in seen:
            seen.add(m.group(1))
            keep.append(l)      # first hit per file
    return keep


def rule_curl(lines, name):
    keep = []
    for l in lines:
        if re.match(r"^curl: \(\d+\)", l):
            keep.append(l)
        elif re.match(r"^[<>] (HTTP/|GET |POST |Location:)", l, re.I):
            keep.append(l)
        elif re.match(r"^\* (Failed|Closing|Issue another request|Connection .* left intact)", l):
            pass
        elif re.search(r"\"error\"|<h1>|^<p>|^(KeyError|Traceback)|^\s+File \"|^\s+rows = ", l):
            keep.append(l)
    if "shows-json" in name:
        # the agent asked for the JSON document itself: keep the whole body
        body = False
        for l in lines:
            if l == "{":
                body = True
            if body and not l.startswith(("* ", "< ", "> ")):
                keep.append(l)
    return keep


RULES = {
    "pytest": rule_pytest, "mypy": rule_mypy, "flake8": rule_flake8, "pylint": rule_pylint,
    "jest": rule_jest, "vitest": rule_vitest, "mocha": rule_mocha, "webpack": rule_webpack,
    "esbuild": rule_esbuild, "tsc": rule_tsc, "eslint": rule_eslint, "cargo": rule_cargo,
    "go": rule_go, "staticcheck": rule_staticcheck, "git": rule_git, "grep": rule_grep, "curl": rule_curl,
}

# per-file additions / exclusions where the tool's own words need it
EXTRA = {
}
DROP = {
}


def keep_for(name, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = name.split("-", 1)[0]
    picked = RULES[tool](lines, name)
    picked += EXTRA.get(name, [])
    nonblank = [l for l in lines if l.strip()]
    picked += nonblank[-3:]
    want = set(picked)
    drop = set(DROP.get(name, []))
    cr = set(clean(l) for l in raw if "\r" in l)
    res, seen = [], set()
    for l in lines:            # order of first appearance, each once
        if l in want and l not in seen and l not in drop and l.strip() and l not in cr:
            seen.add(l)
            res.append(l)
    return res


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding="utf-8", newline="").read()
        head, out = split_txtar(text)
        keep = keep_for(name, out)
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return 0


if __name__ == "__main__":
    sys.exit(main())
