#!/usr/bin/env python3
"""Derive the `-- keep --` section of every .txtar in this folder by rule.

Written from scratch for the fresh48 set. Run it from this folder:
    python3 keeprules.py
It rewrites each file's keep section in place (output is never touched).

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is kept once, in
order of first appearance. The last three non-blank lines are always kept.
"""
import glob
import os
import re

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# --------------------------------------------------------------------------
# helpers


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def parse(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.split("\n-- keep --\n", 1)[0] + "\n"
    if rest.startswith("-- keep --\n"):
        output = ""
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, output, cmd


def lines_of(output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    return raw


PASS_ROW = re.compile(
    r"(\bPASSED\b|^\s*✓|^\s*✔|\.\.\. ok$|^\s*--- PASS|^=== RUN|^ok\s+\S+\s|\[no test files\])"
)

# --------------------------------------------------------------------------
# per-tool rule sets: each returns a set of line indexes to keep


def rule_pytest(L):
    keep = set()
    for i, s in enumerate(L):
        if PASS_ROW.search(s):
            continue
        if re.match(r"^\s*E\s", s):                       # assertion / error detail
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", s) or re.match(r"^ERROR \S", s):
            keep.add(i)
        elif re.search(r"::\S+ (FAILED|ERROR)\b", s):       # verbose failing rows
            keep.add(i)
        elif re.match(r"^_+ (ERROR|test\S*) .*_+$", s) and "ERROR" in s:
            keep.add(i)
        elif re.match(r"^(tests|apiary)/[\w/]+\.py:\d+", s):  # project location
            keep.add(i)
        elif re.match(r"^/home/dev/work/\S+\.py:\d+$", s):
            keep.add(i)
        elif re.match(r"^file /home/dev/work/\S+\.py, line \d+", s):
            keep.add(i)
        elif re.search(r"Interrupted: |ImportError while importing", s):
            keep.add(i)
        elif re.match(r"^=*\s*(\d+ (failed|passed|error|errors|skipped|deselected|xfailed)(, )?)+.* in [\d.]+s", s):
            keep.add(i)
    return keep


def rule_mypy(L):
    keep = set()
    last_loc = None
    for i, s in enumerate(L):
        m = re.match(r"^(\S+\.py:\d+): (error|note):", s)
        if m and m.group(2) == "error":
            keep.add(i)
            last_loc = m.group(1)
        elif m and m.group(2) == "note" and m.group(1) == last_loc:
            keep.add(i)                                      # hint attached to an error
        elif re.match(r"^(Found \d+ errors?|Success:)", s):
            keep.add(i)
    return keep


def rule_flake8(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ", s) or re.match(r"^\d+\s+[A-Z]\d+ ", s) or re.match(r"^\d+$", s):
            keep.add(i)
    return keep


def rule_pylint(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^\S+\.py:\d+(:\d+)?: ", s) or s.startswith("Your code has been rated"):
            keep.add(i)
    return keep


def rule_jest(L):
    keep = set()
    in_diff = False
    for i, s in enumerate(L):
        t = s.strip()
        if PASS_ROW.search(s) or s.startswith("PASS "):
            continue
        if s.startswith("FAIL ") or t.startswith("● "):
            keep.add(i); in_diff = False
        elif re.match(r"^expect\(", t) or re.match(r"^(Expected|Received)( \w+)*:", t):
            keep.add(i)
        elif re.match(r"^Snapshot name:", t):
            keep.add(i)
        elif re.match(r"^- (Expected|Snapshot)\s+- \d+", t):
            keep.add(i); in_diff = True
        elif in_diff and re.match(r"^[-+] ", t) or in_diff and t in ("-", "+"):
            keep.add(i)
        elif re.match(r"^\w*Error\b.*:", t) or re.match(r"^(Type|Reference|Range)Error", t):
            keep.add(i)
        elif re.match(r"^at .*\((test|lib|src)/[^)]*:\d+:\d+\)$", t):
            keep.add(i); in_diff = False
        elif re.match(r"^(Test Suites|Tests|Snapshots):", t) or re.match(r"^› \d+ snapshots? (failed|written)", t):
            keep.add(i)
        elif re.match(r"^\d+ \|", t) or t.startswith(">"):
            in_diff = False
    return keep


def rule_vitest(L):
    keep = set()
    in_diff = False
    for i, s in enumerate(L):
        t = s.strip()
        if PASS_ROW.search(s):
            continue
        if re.match(r"^FAIL ", t):
            keep.add(i); in_diff = False
        elif re.match(r"^❯ \S+\.(spec|test)\.[jt]s\s+\(.*failed", t):
            keep.add(i)
        elif re.match(r"^❯ \S+\.(spec|test)\.[jt]s > ", t) or t.startswith("→ "):
            keep.add(i)
        elif re.match(r"^❯ (test|lib|src)/\S+:\d+:\d+$", t):
            keep.add(i); in_diff = False
        elif re.match(r"^\w*Error\b", t):
            keep.add(i)
        elif t == "- Expected":
            keep.add(i); in_diff = True
        elif t == "+ Received":
            keep.add(i)
        elif in_diff and re.match(r"^[-+] ", s):
            keep.add(i)
        elif re.match(r"^(Test Files|Tests|Snapshots)\s", t) and re.search(r"failed|passed", t):
            keep.add(i)
        elif re.match(r"^\d+ failed$", t):
            keep.add(i)
        elif re.match(r"^⎯+ Failed (Tests|Suites) \d+", t):
            keep.add(i)
    return keep


def rule_mocha(L):
    keep = set()
    in_fail = False
    for i, s in enumerate(L):
        t = s.strip()
        if PASS_ROW.search(s):
            continue
        if re.match(r"^\d+ (passing|failing|pending)", t):
            keep.add(i)
            if "failing" in t:
                in_fail = True
        elif re.match(r"^\d+\) ", t):                    # failing test (list or header)
            keep.add(i)
            if in_fail and i + 1 < len(L) and L[i + 1].strip().endswith(":"):
                keep.add(i + 1)
        elif re.match(r"^(\w*Error\b|AssertionError)", t):
            keep.add(i)
        elif t == "+ expected - actual" or t == "+ actual - expected":
            keep.add(i)
        elif in_fail and re.match(r"^[-+]\S|^[-+] ", t) and not t.startswith("+ expected") :
            keep.add(i)
        elif re.match(r"^at .*\(?(test|lib|src)/\S+:\d+:\d+\)?$", t) and "node_modules" not in t:
            keep.add(i)
        elif re.match(r"^at /home/dev/work/\S+:\d+:\d+$", t):
            keep.add(i)
    return keep


def rule_tsc(L):
    keep = set()
    for i, s in enumerate(L):
        if re.search(r"error TS\d+", s):
            keep.add(i)
            j = i + 1
            while j < len(L) and re.match(r"^  \S", L[j]) and not re.match(r"^\s*\d+\s", L[j]):
                keep.add(j); j += 1                          # elaboration lines
        elif re.match(r"^Found \d+ errors?", s):
            keep.add(i)
        elif s.startswith("Errors  Files") or re.match(r"^\s+\d+\s+\S+\.ts(:\d+)?$", s):
            keep.add(i)
    return keep


def rule_webpack(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^(ERROR|WARNING) in ", s) or s.startswith("[tsl] ERROR") or re.match(r"^\s+TS\d+: ", s):
            keep.add(i)
            if re.match(r"^\s+TS\d+: ", s):
                j = i + 1
                while j < len(L) and re.match(r"^  \S", L[j]):
                    keep.add(j); j += 1
        elif re.match(r"^webpack \S+ compiled", s) or re.search(r"errors? have detailed information", s):
            keep.add(i)
    return keep


def rule_esbuild(L):
    keep = set()
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r"^(✘ \[ERROR\]|▲ \[WARNING\])", t):
            keep.add(i)
        elif re.match(r"^\S+\.[jt]sx?:\d+:\d+:$", t):
            keep.add(i)
        elif re.match(r"^The original key .* is here:$", t):
            keep.add(i)
        elif re.match(r"^\d+ (errors?|warnings?)( and \d+ errors?)?$", t):
            keep.add(i)
    return keep


def rule_eslint(L):
    keep = set()
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r"^/home/dev/work/\S+\.js$", s):          # stylish file header
            keep.add(i)
        elif re.match(r"^\d+:\d+\s+(error|warning)\s", t):
            keep.add(i)
        elif re.match(r"^/home/dev/work/\S+?:(\d+:\d+:| line \d+, col \d+,)", s):
            keep.add(i)
        elif re.match(r"^✖ \d+ problems?|^\d+ problems?$", t) or "potentially fixable" in t:
            keep.add(i)
        elif "too many warnings" in t.lower():
            keep.add(i)
    return keep


def rule_rust(L):
    keep = set()
    n = len(L)
    for i, s in enumerate(L):
        t = s.strip()
        if PASS_ROW.search(s):
            continue
        if re.match(r"^(error|warning)(\[\w+\])?: ", s):
            if "generated" in s or "could not compile" in s or re.match(r"^(error|warning)(\[\w+\])?: ", s):
                keep.add(i)
        elif re.match(r"^-->\s+(src|tests)/", t):                # project span location
            keep.add(i)
        elif re.match(r"^\d*\s*\|[\s|_]*[\^\-]{1,}[\s\^\-]*\S", s) and re.search(r"[\^\-]\s+[`A-Za-z(]", s):
            keep.add(i)                                         # labelled span
        elif re.match(r"^= note: (expected|found|available)", t) or re.match(r"^(found|expected) ", t):
            keep.add(i)
        elif re.match(r"^test \S+ \.\.\. FAILED$", s):
            keep.add(i)
        elif re.match(r"^---- \S+ stdout ----$", s):
            keep.add(i)
        elif re.match(r"^thread '.*' (\(\d+\) )?panicked at ", s):
            keep.add(i)
            j = i + 1
            while j < n and L[j].strip() and not L[j].startswith("stack backtrace:") and not L[j].startswith("note:"):
                keep.add(j); j += 1                             # panic message, left/right
        elif re.match(r"^\s+\d+: (foghorn|character_tests)::", s):
            keep.add(i)
            if i + 1 < n and re.match(r"^\s+at \./", L[i + 1]):
                keep.add(i + 1)
        elif re.match(r"^test result: ", s):
            if "FAILED" in s or "passed" in s:
                keep.add(i)
        elif re.match(r"^    \w+$", s) and any(L[k] == "failures:" for k in range(max(0, i - 40), i)) and \
                any(re.match(r"^test \S+ \.\.\. FAILED$", x) and x.split()[1] == t for x in L):
            keep.add(i)                                         # failures: name list
    # passing runs keep only the result lines
    return keep


def rule_go(L):
    keep = set()
    n = len(L)
    i = 0
    while i < n:
        s = L[i]
        t = s.strip()
        if PASS_ROW.search(s):
            i += 1
            continue
        if re.match(r"^--- FAIL", t) or re.match(r"^FAIL\b", s):
            keep.add(i)
        elif re.match(r"^\S+_test\.go:\d+: ", t):                 # t.Errorf output
            keep.add(i)
            if t.endswith("report mismatch"):
                # golden dump: keep markers and the lines that differ
                got, want, k, mode = [], [], i + 1, None
                while k < n and (L[k].startswith("        ") or
                                 (L[k] == "" and k + 1 < n and L[k + 1].startswith("        "))):
                    c = L[k].strip()
                    if c == "--- got ---":
                        mode = got; keep.add(k)
                    elif c == "--- want ---":
                        mode = want; keep.add(k)
                    elif mode is not None and c:
                        mode.append((k, c))
                    k += 1
                for (gk, g), (wk, w) in zip(got, want):
                    if g != w:
                        keep.add(gk); keep.add(wk)
                i = k
                continue
        elif re.match(r"^panic: ", s):
            keep.add(i)
        elif re.match(r"^example\.org/meltwatch/\S+\(", s):    # project frame
            keep.add(i)
            if i + 1 < n and "/home/dev/work/" in L[i + 1]:
                keep.add(i + 1)
        elif re.match(r"^(\S+\.go):\d+:\d+: ", s) or re.match(r"^vet: ", s) or re.match(r"^-: ", s):
            keep.add(i)
            j = i + 1
            while j < n and L[j].startswith("\t"):
                keep.add(j); j += 1
        i += 1
    return keep


def rule_git_status(L):
    keep = set()
    for i, s in enumerate(L):
        t = s.strip()
        if not t or t.startswith("(use "):
            continue
        keep.add(i)            # branch line, section headers, every path
    return keep


def rule_git_patch(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^commit [0-9a-f]{7,40}", s):
            keep.add(i)
            # subject: first non-empty indented line after the header block
            for j in range(i + 1, min(i + 8, len(L))):
                if L[j].startswith("    ") and L[j].strip():
                    keep.add(j); break
        elif re.match(r"^(diff --git |@@ |rename (from|to) |(new|deleted) file mode |similarity index )", s):
            keep.add(i)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", s) or re.match(r"^ \d+ files? changed", s):
            keep.add(i)
    return keep


def rule_grep(L, cmd):
    keep = set()
    if "/usr/local/go/src" in cmd:
        # hundreds of hits in installed code: one hit per file tells where to look
        seen = set()
        for i, s in enumerate(L):
            f = s.split(":", 1)[0]
            if f not in seen:
                seen.add(f); keep.add(i)
        return keep
    return set(range(len(L)))  # project / small searches: every hit is the answer


def rule_curl(L):
    keep = set()
    body = False
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r"^(< )?HTTP/\d(\.\d)? \d{3}", s):
            keep.add(i)
        elif re.match(r"^(< )?Location: ", s, re.I):
            keep.add(i)
        elif re.match(r"^> (GET|POST|PUT|DELETE|HEAD) ", s):
            keep.add(i)
        elif re.match(r"^(< )?Content-Type: ", s, re.I):
            keep.add(i)
        elif re.match(r"^\* (Failed|Could not|Connection refused)", s):
            keep.add(i)
    # response body: JSON/data lines after the headers are what was asked for;
    # for an HTML error page only the lines stating the error
    start = None
    for i, s in enumerate(L):
        if re.match(r"^[\[{<]", s) and not s.startswith("< ") and not re.match(r"^\{ \[\d+ bytes data\]", s):
            start = i
            break
    if start is not None:
        html = L[start].lower().startswith("<!doctype") or L[start].lower().startswith("<html")
        for i in range(start, len(L)):
            s = L[i]
            if html:
                if re.search(r"Error|Traceback|File \"|^\s+\S.*=|error", s):
                    keep.add(i)
            else:
                keep.add(i)
    return keep


# --------------------------------------------------------------------------


def choose(cmd):
    c = cmd
    if "pytest" in c:
        return rule_pytest
    if c.startswith("mypy"):
        return rule_mypy
    if c.startswith("flake8"):
        return rule_flake8
    if c.startswith("pylint"):
        return rule_pylint
    if "jest" in c:
        return rule_jest
    if "vitest" in c:
        return rule_vitest
    if "mocha" in c:
        return rule_mocha
    if "tsc" in c:
        return rule_tsc
    if "webpack" in c:
        return rule_webpack
    if "esbuild" in c:
        return rule_esbuild
    if "eslint" in c:
        return rule_eslint
    if "cargo" in c:
        return rule_rust
    if c.startswith("go ") or c.startswith("staticcheck"):
        return rule_go
    if c.startswith("git status"):
        return rule_git_status
    if c.startswith("git "):
        return rule_git_patch
    if c.startswith("grep"):
        return lambda L: rule_grep(L, cmd)
    if c.startswith("curl"):
        return rule_curl
    raise SystemExit("no rule for " + cmd)


# per-file additions/exclusions where a tool's own words need it
EXTRA = {
    # the undefined fixture name is the whole story of this error
    "pytest-ledger-fixture-missing-rA.txtar": ["  def filled_ledger(ledger, strong_hive, weak_hive):"],
    "pytest-ignore-report-long-tb.txtar": ["  def filled_ledger(ledger, strong_hive, weak_hive):"],
    "pytest-short-tb-quiet.txtar": ["  def filled_ledger(ledger, strong_hive, weak_hive):"],
}
DROP = {
}


def derive(output, cmd, name):
    L = [clean(x) for x in lines_of(output)]
    raw = lines_of(output)
    idx = set(choose(cmd)(L))
    nonblank = [i for i, s in enumerate(L) if s.strip()]
    idx.update(nonblank[-3:])
    for want in EXTRA.get(name, []):
        for i, s in enumerate(L):
            if s == want:
                idx.add(i)
    out, seen = [], set()
    for i in sorted(idx):
        if "\r" in raw[i]:
            continue
        s = L[i]
        if not s.strip() or s in seen or s in DROP.get(name, []):
            continue
        seen.add(s)
        out.append(s)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        head, output, cmd = parse(path)
        keep = derive(output, cmd, os.path.basename(path))
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()
