#!/usr/bin/env python3
"""Derive the keep lists (critical lines) of the fresh53 fixtures by rule.

Usage: python3 keeprules.py [--write] [FILE.txtar ...]

Without --write it prints each file's keep list; with --write it (re)writes
the "-- keep --" section of each txtar.  The rules were written by the
recorder from their own judgement, without reading the reducers.

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each distinct line is
listed once, in order of first appearance.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    if "\n-- keep --\n" in "\n" + rest:
        out, _ = ("\n" + rest).split("\n-- keep --\n", 1)
        out = out[1:] + "\n"
    else:
        out = rest
    return head, out


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(name):
    return name.split("-", 1)[0]


# ---------------------------------------------------------------- helpers
def rx(*pats):
    return [re.compile(p) for p in pats]


def match_any(pats, s):
    return any(p.search(s) for p in pats)


def own_path(s):
    """True if a location refers to the project's own code."""
    bad = ("/usr/", "node_modules", "/rustc/", "node:internal", "/.cargo/", "/go/pkg/mod")
    return not any(b in s for b in bad)


# ---------------------------------------------------------------- per tool
def k_pytest(L):
    keep = set()
    pats = rx(r"^E\s", r"^(FAILED|ERROR) ", r"^_{3,} .+ _{3,}$", r"^>\s",
              r"^\w*(Error|Exception|Warning)\b.*", r"^=+ .*\b(passed|failed|error|errors|skipped|deselected)\b.* =+$",
              r"^\d+ (failed|passed|error)", r"Interrupted:", r"stopping after", r"::\S* (FAILED|ERROR)",
              r"\] (FAILED|ERROR) ", r"^  At index \d+ diff:")
    for i, s in enumerate(L):
        if match_any(pats, s):
            keep.add(i)
        # project locations: tests/x.py:23: ..., /home/dev/work/...py:24, file ..., line N, File "...", line N
        if re.match(r"^[\w./-]+\.py:\d+:?", s) and own_path(s):
            keep.add(i)
        if re.match(r"^file /home/dev/work/.*, line \d+$", s):
            keep.add(i)
        if re.match(r'^\s*File "/home/dev/work/[^"]+", line \d+', s):
            keep.add(i)
    return keep


def k_mypy(L):
    keep = set()
    for i, s in enumerate(L):
        if re.search(r": (error|note):", s) or re.match(r"^(Found \d+ error|Success:)", s):
            keep.add(i)
        # --pretty wraps long messages onto unindented continuation lines
        elif s and not s.startswith(" ") and i > 0 and i - 1 in keep and ": error:" in "".join(L[max(0, i - 3):i]):
            keep.add(i)
    return keep


def k_flake8(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^\S+:\d+:\d+: [A-Z]\d+ ", s) or re.match(r"^\d+\s+[A-Z]\d+ ", s):
            keep.add(i)
    return keep


def k_pylint(L):
    keep = set()
    for i, s in enumerate(L):
        if s.startswith("************* Module") or re.match(r"^\S+\.py:\d+(:\d+)?: ", s) \
                or "Your code has been rated" in s:
            keep.add(i)
    return keep


def k_jest(L):
    keep = set()
    in_fail = False
    after_title = False
    for i, s in enumerate(L):
        if re.match(r"^\s*●", s):
            keep.add(i)
            in_fail = True
            after_title = True
            continue
        if after_title and s.strip():
            keep.add(i)  # the error message under a failing test title
            after_title = False
            continue
        if re.match(r"^\s*(✕|FAIL )", s) or re.match(r"^FAIL ", s):
            keep.add(i)
        if re.match(r"^\s*(Expected|Received)( value)?:", s) or re.match(r"^\s*(- Expected|\+ Received|- Snapshot)", s):
            keep.add(i)
        if in_fail and re.match(r"^    [-+] ", s):
            keep.add(i)
        if re.match(r"^\s*> \d+ \|", s):
            keep.add(i)
        if re.match(r"^\s*Snapshot name:", s) or re.search(r"› \d+ snapshots? (failed|obsolete|written)", s):
            keep.add(i)
        m = re.match(r"^\s+at .*?\(?([^()\s]+:\d+:\d+)\)?$", s)
        if m and own_path(m.group(1)) and not m.group(1).startswith("node:"):
            keep.add(i)
        if re.match(r"^(Test Suites|Tests|Snapshots):", s):
            keep.add(i)
        if re.search(r"\b(TypeError|ReferenceError|SyntaxError|Cannot find module)\b", s):
            keep.add(i)
    return keep


def k_vitest(L):
    keep = set()
    in_fail = False
    for i, s in enumerate(L):
        if "Failed Tests" in s:
            keep.add(i)
            in_fail = True
        if re.match(r"^\s*(×|→)", s) or re.match(r"^ ?FAIL ", s):
            keep.add(i)
        if re.match(r"^\s*❯ .*\((\d+ tests? \| \d+ failed)\)", s) or re.match(r"^\s+❯ \S+ > ", s):
            keep.add(i)
        if re.match(r"^\w*(Error|Exception)\b.*:", s):
            keep.add(i)
        if in_fail and (re.match(r"^[-+] ", s) or s in ("- Expected", "+ Received")):
            keep.add(i)
        m = re.match(r"^\s*❯ (?:\S+ )?(\S+:\d+:\d+)$", s)
        if m and own_path(m.group(1)):
            keep.add(i)
        # the source line the caret points at
        if re.match(r"^\s+\|\s+\^", s) and i > 0 and re.match(r"^\s+\d+\|", L[i - 1]):
            keep.add(i - 1)
        if re.match(r"^\s*(Test Files|Tests|Snapshots)\s", s):
            keep.add(i)
    return keep


def k_mocha(L):
    keep = set()
    details = False
    for i, s in enumerate(L):
        if re.match(r"^\s+\d+ (passing|failing|pending)", s):
            keep.add(i)
            if "failing" in s:
                details = True
        if re.match(r"^\s+\d+\) ", s):
            keep.add(i)
            if details and i + 1 < len(L) and L[i + 1].rstrip().endswith(":"):
                keep.add(i + 1)
        if re.search(r"\b\w*(Error|Exception)\b.*:", s) and details:
            keep.add(i)
        if details and (re.match(r"^\s*\+ expected - actual", s) or re.match(r"^\+ actual - expected", s)):
            keep.add(i)
        if details and (re.match(r"^\s+[-+]\s*\S", s) or re.match(r"^[-+] ", s)) and not re.match(r"^\s+\+ expected", s):
            keep.add(i)
        if details and re.match(r"^\S.* !== ", s):
            keep.add(i)
        m = re.match(r"^\s+at .*\(([^()]+:\d+:\d+)\)$", s) or re.match(r"^\s+at ([^\s()]+:\d+:\d+)$", s)
        if m and own_path(m.group(1)) and not m.group(1).startswith("node:"):
            keep.add(i)
    return keep


def k_tsc(L):
    keep = set()
    for i, s in enumerate(L):
        if re.search(r"error TS\d+", s):
            keep.add(i)
            # message continuation lines (indented, directly after)
            j = i + 1
            while j < len(L) and re.match(r"^  \S", L[j]) and not re.search(r"\.ts:\d+", L[j]):
                keep.add(j)
                j += 1
        if re.match(r"^Found \d+ errors?", s) or re.match(r"^\s+\d+\s+\S+\.tsx?:\d+$", s):
            keep.add(i)
    return keep


def k_webpack(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^(ERROR|WARNING) in ", s) or re.search(r"\[tsl\] (ERROR|WARNING) in", s):
            keep.add(i)
        if re.match(r"^\s+TS\d+:", s):
            keep.add(i)
            j = i + 1
            while j < len(L) and re.match(r"^  \S", L[j]) and not L[j].lstrip().startswith("@"):
                keep.add(j)
                j += 1
        if re.search(r"compiled (with|successfully)", s) or re.search(r"Module not found|Module parse failed", s):
            keep.add(i)
    return keep


def k_esbuild(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^(✘ \[ERROR\]|▲ \[WARNING\])", s) or re.match(r"^\s+\S+\.(ts|tsx|js|jsx|mjs):\d+:\d+:$", s) \
                or re.match(r"^\d+ (errors?|warnings?)", s):
            keep.add(i)
    return keep


def k_eslint(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^/\S+\.(js|ts|mjs|cjs|tsx|jsx)$", s) or re.match(r"^\s+\d+:\d+\s+(error|warning)\s", s):
            keep.add(i)
        if re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", s):
            keep.add(i)
        if re.match(r"^✖ \d+ problems?", s) or re.search(r"potentially fixable", s) or re.match(r"^\d+ problems?$", s):
            keep.add(i)
    return keep


def k_cargo(L):
    keep = set()
    in_error = False
    for i, s in enumerate(L):
        if re.match(r"^(error|warning)(\[\w+\])?: ", s):
            keep.add(i)
            in_error = s.startswith("error")
            continue
        if not s.strip():
            in_error = False
        m = re.match(r"^\s*--> (\S+)", s)
        if m and own_path(m.group(1)):
            keep.add(i)
        if in_error and re.match(r"^\s*\d*\s*\|.*\^+ \S", s):
            keep.add(i)
        if re.match(r"^\S+\.rs:\d+:\d+: (error|warning)", s):
            keep.add(i)
        # cargo test
        if re.match(r"^test .* \.\.\. FAILED", s) or re.match(r"^---- .* stdout ----", s) \
                or re.match(r"^test result:", s):
            keep.add(i)
        if re.match(r"^thread '.*' .*panicked at", s):
            keep.add(i)
            if i + 1 < len(L) and L[i + 1].strip():
                keep.add(i + 1)
        if re.match(r"^\s*(left|right):", s):
            keep.add(i)
        if re.match(r"^\s+\d+: (escaperoom|escapehud|flow)::", s) or re.match(r"^\s+at \./", s):
            keep.add(i)
    return keep


def k_go(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r"^\s*--- FAIL:", s) or re.match(r"^FAIL(\s|$)", s) or re.match(r"^# ", s):
            keep.add(i)
        if re.match(r"^\s+\w+_test\.go:\d+: ", s):
            keep.add(i)
        if re.match(r"^\S+\.go:\d+:\d+: ", s) or re.match(r"^\t(have|want) ", s):
            keep.add(i)
        if re.match(r"^panic: ", s) or re.match(r"^\[signal ", s):
            keep.add(i)
        if re.match(r"^example\.com/windfarm/", s) or re.match(r"^\t/home/dev/work/\S+\.go:\d+", s):
            keep.add(i)
        if re.search(r"\b(build failed|setup failed)\b", s):
            keep.add(i)
    # golden dumps: "--- got ---" ... "--- want ---" ...: keep the differing lines
    for i, s in enumerate(L):
        if s.strip() == "--- got ---":
            j = i + 1
            got = []
            while j < len(L) and L[j].strip() != "--- want ---":
                got.append(j)
                j += 1
            want = []
            k = j + 1
            ind = len(L[i]) - len(L[i].lstrip())
            while k < len(L) and L[k].startswith(" " * ind) and L[k].strip():
                want.append(k)
                k += 1
            for a, b in zip(got, want):
                if L[a] != L[b]:
                    keep.update((a, b))
    return keep


def k_staticcheck(L):
    return {i for i, s in enumerate(L) if re.match(r"^\S+\.go:\d+:\d+: ", s)}


def k_git(L, cmd):
    keep = set()
    if "git status" in cmd:
        for i, s in enumerate(L):
            if s.startswith("\t") or re.match(r"^(On branch|Your branch|HEAD detached|Changes to be committed|Changes not staged|Untracked files|Unmerged paths)", s):
                keep.add(i)
            if re.match(r"^(##|[ MADRCU?!]{2}) ", s):
                keep.add(i)
        return keep
    subject_next = False
    for i, s in enumerate(L):
        if re.match(r"^commit [0-9a-f]{7,40}", s):
            keep.add(i)
        if re.match(r"^(Date|CommitDate):", s):
            subject_next = True
            continue
        if subject_next and s.startswith("    ") and s.strip():
            keep.add(i)
            subject_next = False
        if re.match(r"^(diff --git|@@ |rename (from|to) |new file mode|deleted file mode|Binary files)", s):
            keep.add(i)
        if re.match(r"^ \S.* \|\s+(\d+|Bin)", s) or re.match(r"^ \d+ files? changed", s):
            keep.add(i)
    return keep


def k_grep(L):
    """First hit of each file: tells the agent which files match."""
    keep = set()
    seen = set()
    for i, s in enumerate(L):
        m = re.match(r"^([^:]+):\d+:", s)
        if m and m.group(1) not in seen:
            seen.add(m.group(1))
            keep.add(i)
        if s.startswith("grep: ") and "binary file matches" not in s:
            keep.add(i)
    return keep


def k_curl(L, raw):
    keep = set()
    body = False
    for i, s in enumerate(L):
        if "\r" in raw[i] or re.search(r"--:--:--|% Total|Dload\s+Upload", s):
            continue  # progress meter
        if re.match(r"^(< )?HTTP/\d", s) or re.match(r"^(< )?Location:", s, re.I) or s.startswith("curl: ("):
            keep.add(i)
        if s == "" or s == "<":
            # a blank line after headers starts the body (curl -i); for -v the body follows "{ [" or "* Closing"
            if i > 0 and re.match(r"^(< )?[\w-]+: ", L[i - 1]):
                body = True
                continue
        if re.match(r"^(\* |> |< |\{ \[|\} \[)", s) or s in (">", "<"):
            continue
        if re.match(r"^(< )?[\w-]+: ", s) and not body:
            continue
        if re.match(r"^HTTP/", s):
            body = False
            continue
        if body or (i > 0 and (L[i - 1].startswith("* Closing") or L[i - 1].startswith("{ ["))):
            if s.strip():
                keep.add(i)
                body = True
    return keep


TOOLS = {
    "pytest": k_pytest, "mypy": k_mypy, "flake8": k_flake8, "pylint": k_pylint,
    "jest": k_jest, "vitest": k_vitest, "mocha": k_mocha, "tsc": k_tsc, "webpack": k_webpack,
    "esbuild": k_esbuild, "eslint": k_eslint, "cargo": k_cargo, "go": k_go, "staticcheck": k_staticcheck,
    "grep": k_grep,
}

# per-file additions / exclusions (cleaned line text)
ADD = {}
DROP = {}


def keep_lines(path):
    name = os.path.basename(path)[:-len(".txtar")]
    head, out = parse(path)
    cmd = head.splitlines()[0][len("cmd: "):]
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    L = [clean(r) for r in raw]
    tool = tool_of(name)
    if tool == "git":
        idx = k_git(L, cmd)
    elif tool == "curl":
        idx = k_curl(L, raw)
    else:
        idx = TOOLS[tool](L)
    # last three non-blank lines
    nb = [i for i, s in enumerate(L) if s.strip() and "\r" not in raw[i]]
    idx.update(nb[-3:])
    for i, s in enumerate(L):
        if s in ADD.get(name, ()):
            idx.add(i)
    res, seen = [], set()
    for i in sorted(idx):
        s = L[i]
        if "\r" in raw[i] or not s.strip() or s in seen or s in DROP.get(name, ()):
            continue
        seen.add(s)
        res.append(s)
    return head, out, res


def main(argv):
    write = "--write" in argv
    files = [a for a in argv if a.endswith(".txtar")] or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for f in files:
        head, out, res = keep_lines(f)
        if write:
            if not out.endswith("\n"):
                out += "\n"
            with open(f, "w", encoding="utf-8") as fh:
                fh.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(s + "\n" for s in res))
        else:
            print("=====", os.path.basename(f), len(res))
            for s in res:
                print("  " + s)


if __name__ == "__main__":
    main(sys.argv[1:])
