#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh101 *.txtar from its output.

Rules were fixed before any reducer was run on this set. A keep line is an
exact output line with ANSI escapes and trailing blanks removed; each kept
line is listed once, in output order. Usage: python3 keeprules.py [DIR]
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# lines anywhere that state a problem (used for test/lint/build tools, never
# for git/grep/curl bodies, and never on source-context / code-frame lines)
GENERIC = re.compile(
    r"(?i)(\berror\b|\berrors\b|\bfail(ed|ure|ures|ing)?\b|\bwarning\b|\bexception\b|"
    r"\bpanic|traceback|assertionerror|\bcannot\b|not found|no such)"
)
CODE_FRAME = re.compile(r"^\s*>?\s*\d+\s*\|")  # jest/vitest code frames "  10|" / "> 23 |"
PROJECT_LOC = re.compile(r"(^|[\s(])(?!/usr/|node_modules/|/home/dev/work/\S*node_modules)"
                         r"[\w./-]+\.(py|ts|tsx|js|mjs|cjs):\d+")


def clean(line):
    return ANSI.sub("", line).rstrip()


def tool_of(cmd):
    c = cmd
    order = [
        ("pytest", r"\bpytest\b"), ("mypy", r"\bmypy\b"), ("flake8", r"\bflake8\b"),
        ("pylint", r"\bpylint\b"), ("vitest", r"\bvitest\b"), ("jest", r"\bjest\b"),
        ("mocha", r"\bmocha\b"), ("webpack", r"\bwebpack\b"), ("esbuild", r"\besbuild\b"),
        ("eslint", r"\beslint\b"), ("tsc", r"\btsc\b"), ("gitstatus", r"\bgit status\b"),
        ("git", r"\bgit (diff|log|show)\b"), ("grep", r"^grep\b"), ("curl", r"\bcurl\b"),
    ]
    for name, pat in order:
        if re.search(pat, c):
            return name
    return "other"


# ---------------------------------------------------------------- per tool
def k_pytest(lines):
    keep = set()
    count_re = re.compile(r"\b\d+ (passed|failed|error|errors|skipped|xfailed|xpassed|deselected|warnings?)\b")
    for i, l in enumerate(lines):
        s = l.strip()
        if count_re.search(l) and (l.startswith("=") or re.match(r"^\d+ ", l)):
            keep.add(i)                                   # summary / count line
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.add(i)                                   # short test summary rows
        elif re.search(r"\s(FAILED|ERROR)(\s|$)", l) and "::" in l:
            keep.add(i)                                   # -v / xdist failing rows
        elif re.match(r"^_{3,} .+ _{3,}$", l):
            keep.add(i)                                   # failing test / collection section header
        elif re.match(r"^E\s", l):
            keep.add(i)                                   # assertion / exception detail
        elif re.match(r"^>\s", l):
            keep.add(i)                                   # the failing statement
        elif re.match(r"^[\w./-]+\.py:\d+: ", l) and not l.startswith("/usr/"):
            keep.add(i)                                   # project location line
        elif re.match(r"^(ImportError|ModuleNotFoundError|SyntaxError)\b", l) or "Interrupted:" in l:
            keep.add(i)
        elif re.match(r"^=+ (FAILURES|ERRORS) =+$", l):
            keep.add(i)
    return keep


def k_mypy(lines):
    return {i for i, l in enumerate(lines)
            if ": error:" in l or re.match(r"^(Found \d+ errors?|Success:)", l)}


def k_flake8(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^\S+\.py:\d+:\d+: [A-Z]+\d+ ", l)}


def k_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r"^\S+\.py:\d+:\d+: [CRWEF]\d{4}: ", l) or l.startswith("Your code has been rated")}


def k_tsc(lines):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        if re.search(r"error TS\d+", l) or re.match(r"^Found \d+ errors?", l):
            keep.add(i); in_err = True
        elif in_err and re.match(r"^\s+\S", l):
            keep.add(i)                                   # elaboration chain of the error
        else:
            in_err = False
    return keep


def k_vitest(lines):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if CODE_FRAME.match(l):
            in_diff = False
            continue
        if s in ("- Expected", "+ Received"):
            keep.add(i); in_diff = True; continue
        if in_diff:
            if s.startswith("❯") or s.startswith("⎯"):
                in_diff = False
            elif s and (s.startswith("-") or s.startswith("+")):
                keep.add(i); continue
            else:
                continue
        if re.match(r"^\s*(FAIL|×)\s", l) or "Failed Tests" in l:
            keep.add(i)
        elif re.match(r"^\s*❯ .*\((\d+) tests? \| \d+ failed\)", l) or re.match(r"^\s*❯ \S+ > ", l):
            keep.add(i)                                   # failing file / test rows
        elif s.startswith("→"):
            keep.add(i)                                   # failure message under test row
        elif re.match(r"^\s*❯ [\w./-]+:\d+:\d+", l):
            keep.add(i)                                   # project location
        elif re.match(r"^\s*(Test Files|Tests)\s", l):
            keep.add(i)
        elif re.match(r"^\w*Error\b", s):
            keep.add(i)
    return keep


def k_jest(lines):
    keep = set()
    after_bullet = False
    for i, l in enumerate(lines):
        s = l.strip()
        if after_bullet and s and not CODE_FRAME.match(l):
            keep.add(i); after_bullet = False; continue   # first message line under a bullet
        if CODE_FRAME.match(l):
            if s.startswith(">"):
                keep.add(i)                               # pointer line of the code frame
            continue
        if re.match(r"^(FAIL) ", l) or s.startswith("●"):
            keep.add(i)
            after_bullet = s.startswith("●")
        elif re.match(r"^(Expected|Received|Expected value|Received value)\b.*:", s) or s.startswith("expect("):
            keep.add(i)
        elif re.match(r"^at ", s) and PROJECT_LOC.search(s) and "node_modules" not in s:
            keep.add(i)
        elif re.match(r"^(Test Suites|Tests|Snapshots):", l):
            keep.add(i)
        elif GENERIC.search(l) and not s.startswith("at "):
            keep.add(i)
    return keep


def k_mocha(lines):
    keep = set()
    prev_header = False
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if prev_header and s:
            keep.add(i); prev_header = False; continue     # test name line after "1) suite"
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.add(i)
        elif re.match(r"^\d+\) ", s):
            keep.add(i)
            if not s.endswith(":"):
                prev_header = True
        elif s == "+ expected - actual":
            keep.add(i); in_diff = True
        elif in_diff and s and s[0] in "+-":
            keep.add(i)
        elif re.match(r"^at ", s) and PROJECT_LOC.search(s):
            keep.add(i)
        elif re.search(r"error TS\d+", l) or re.match(r"^\s+Type '", l):
            keep.add(i)
        elif GENERIC.search(l) and not s.startswith("at "):
            keep.add(i)
        if s.startswith("at ") or re.match(r"^\d+\) ", s):
            in_diff = False
    return keep


def k_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(ERROR|WARNING) in ", l) or "[tsl] ERROR" in l or re.match(r"^TS\d+:", s):
            keep.add(i)
        elif re.match(r"^Module not found:", l) or re.match(r"^\./\S+ \d+:\d+(-\d+)?$", l):
            keep.add(i)
        elif re.search(r"compiled (successfully|with \d+ (errors?|warnings?))", l):
            keep.add(i)
    return keep


def k_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r"\[(ERROR|WARNING)\]", l) or re.match(r"^\s+\S+\.\w+:\d+:\d+:", l) \
                or re.search(r"\d+ (errors?|warnings?)", l) or "Done in" in l:
            keep.add(i)
    return keep


def k_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^\s+\d+:\d+\s+(error|warning)\s", l):
            keep.add(i)                                   # stylish finding
        elif re.match(r"^/\S+$", l) and i + 1 < len(lines) and re.match(r"^\s+\d+:\d+\s", lines[i + 1]):
            keep.add(i)                                   # stylish file header
        elif re.match(r"^\S+: line \d+, col \d+, (Error|Warning) - ", l):
            keep.add(i)                                   # compact
        elif re.match(r"^\S+:\d+:\d+: ", l):
            keep.add(i)                                   # unix
        elif re.match(r"^(✖ )?\d+ problems?", s):
            keep.add(i)
    return keep


def k_gitstatus(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(On branch|HEAD detached|Your branch|nothing to commit|no changes added|"
                    r"nothing added|All conflicts|You have unmerged|rebase in progress)", l):
            keep.add(i)
        elif l.startswith("\t") and not s.startswith("("):
            keep.add(i)                                   # every changed / untracked entry
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)                                   # short format entry
        elif re.match(r"^## ", l):
            keep.add(i)
    return keep


def k_git(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}\b", l):
            keep.add(i); want_subject = False; continue
        if re.match(r"^(Date|CommitDate):", l):
            want_subject = True; continue
        if want_subject and l.startswith("    ") and l.strip():
            keep.add(i); want_subject = False; continue    # commit subject
        if re.match(r"^diff --git ", l) or re.match(r"^@@ .* @@", l):
            keep.add(i)                                   # file + hunk headers
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l):
            keep.add(i)                                   # stat row
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode|^rename (from|to) ", l):
            keep.add(i)
    return keep


def k_grep(lines):
    # every hit, except hits inside tool caches (json/state files of mypy/pytest, bytecode)
    cache = re.compile(r"(^|/)(\.mypy_cache|\.pytest_cache|__pycache__|\.hypothesis)/")
    return {i for i, l in enumerate(lines)
            if re.match(r"^[^:\s][^:]*:\d+:", l) and not cache.search(l.split(":", 1)[0])
            or re.match(r"^Binary file .* matches$", l) or l.startswith("grep: ")}


def k_curl(lines):
    keep = set()
    status = None
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i); status = int(m.group(2)); continue
        if re.match(r"^(< )?Location:", l, re.I):
            keep.add(i); continue
        if l.startswith("curl: ("):
            keep.add(i); continue
        if l[:2] in ("* ", "> ", "< ", "{ ", "} ") or l in (">", "<"):
            continue                                      # curl -v chatter / request headers
        if status is not None and status >= 400:
            s = l.strip()
            if not s or re.match(r"^[\[\]{}(),]+$", s) or re.match(r"^[A-Za-z-]+: ", l) \
                    or re.match(r"^[\^~]+$", s):
                continue
            if re.match(r"^<(/?(html|head|body|pre)|!DOCTYPE)", s, re.I) and not re.search(r"<title>|<h1>", s):
                continue
            keep.add(i)                                   # error body line
    return keep


def k_other(lines):
    return {i for i, l in enumerate(lines) if GENERIC.search(l)}


RULES = {
    "pytest": k_pytest, "mypy": k_mypy, "flake8": k_flake8, "pylint": k_pylint, "tsc": k_tsc,
    "vitest": k_vitest, "jest": k_jest, "mocha": k_mocha, "webpack": k_webpack,
    "esbuild": k_esbuild, "eslint": k_eslint, "gitstatus": k_gitstatus, "git": k_git,
    "grep": k_grep, "curl": k_curl, "other": k_other,
}


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    tool = tool_of(cmd)
    idx = set(RULES[tool](lines))
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx.update(nonblank[-3:])                             # always: last three non-blank lines
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(d, "*.txtar"))):
        text = open(path, encoding="utf-8").read()
        head, rest = text.split("\n-- output --\n", 1)
        if rest.startswith("-- keep --\n"):
            body = ""                                       # empty output
        else:
            body = rest.split("\n-- keep --\n", 1)[0]
        cmd = head.split("\n", 1)[0][len("cmd: "):]
        keep = keep_lines(cmd, body + "\n" if body else "")
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "\n-- output --\n" + body + "\n-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()
