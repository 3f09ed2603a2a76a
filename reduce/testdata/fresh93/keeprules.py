#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh93 txtar file from its output.

The rules were fixed before any reducer output was seen.  A keep line is an
exact output line with ANSI escapes and trailing blanks removed; each kept line
is listed once (first occurrence wins), in output order.  Every file also keeps
its last three non-blank lines.

Usage: python3 keeprules.py   (rewrites the keep section of each *.txtar here)
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJ = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


def m(pat, s, flags=0):
    return re.search(pat, s, flags) is not None


# ---------------------------------------------------------------- per tool

def keep_pytest(lines):
    out = []
    for i, s in enumerate(lines):
        if (m(r"^E\s", s)                                   # assertion / exception detail
                or m(r"^>\s", s)                            # the failing source line
                or m(r"^_{3,} .+ _{3,}$", s)                # failing test header
                or m(r"^(FAILED|ERROR) ", s)                # short summary
                or m(r"::\S+.* (FAILED|ERROR)", s)          # verbose failing rows
                or m(r"^ERROR collecting|^ImportError while|^ModuleNotFoundError", s)
                or m(r"^!+ .* !+$", s)                      # Interrupted / stopping
                or m(r"^=+ .*\b(passed|failed|errors?|no tests ran|deselected)\b.* =+$", s)
                or m(r"^\d+ (passed|failed|errors?)\b", s)  # -q summary
                or m(r"^(\S*/)?(tests|hivelog)/\S+\.py:\d+", s)   # project file:line
                or m(r"^" + re.escape(PROJ) + r"\S+\.py:\d+", s)
                or m(r"^(tests|hivelog)/\S+\.py:\d+: in ", s)):
            out.append(s)
    return out


def keep_mypy(lines):
    return [s for s in lines if m(r":\d+: error:", s) or m(r"^(Found \d+ errors?|Success:)", s)]


def keep_flake8(lines):
    return [s for s in lines if m(r"^\S+\.py:\d+:\d+: [A-Z]\d+ ", s) or m(r"^\d+\s+[A-Z]\d+ ", s)]


def keep_pylint(lines):
    return [s for s in lines
            if m(r"^\S+\.py:\d+:(\d+:)? ", s) or m(r"^\*+ Module ", s) or m(r"rated at", s)]


def keep_jest(lines):
    out = []
    in_diff = False
    for s in lines:
        t = s.strip()
        if m(r"^FAIL ", s) or t.startswith("●") or t.startswith("✕"):
            out.append(s)
            in_diff = False
            continue
        if m(r"^(Test Suites|Tests|Snapshots):", s) or m(r"expect\(received\)", t):
            out.append(s)
            continue
        if m(r"^(Expected|Received)\b", t) or m(r"^- Expected|^\+ Received", t):
            out.append(s)
            in_diff = True
            continue
        if in_diff and m(r"^[-+]", t):
            out.append(s)
            continue
        if m(r"^>\s*\d+ \|", t):                        # failing code line in the frame
            out.append(s)
            in_diff = False
            continue
        if m(r"^at .*\((test|src)/\S+:\d+:\d+\)", t):   # project location
            out.append(s)
            in_diff = False
            continue
        if m(r"error.*TS\d+|TS\d+:", s) or m(r"Test suite failed to run", s):
            out.append(s)
            continue
        if m(r"^\d+ \|", t):
            in_diff = False
    return out


def keep_vitest(lines):
    out = []
    in_diff = False
    for s in lines:
        t = s.strip()
        if (m(r"^FAIL ", t) or t.startswith("×") or t.startswith("→")
                or m(r"^❯ \S+\.(ts|js) ", t) and "failed" in t
                or m(r"^❯ \S+:\d+:\d+$", t)
                or m(r"^(AssertionError|TypeError|Error|ReferenceError)\b", t)
                or m(r"Failed Tests \d+", t)
                or m(r"^(Test Files|Tests)\s", t)):
            out.append(s)
            in_diff = False
            continue
        if m(r"^- Expected$|^\+ Received$", t):
            out.append(s)
            in_diff = True
            continue
        if in_diff and m(r"^[-+]\s", s):
            out.append(s)
            continue
        if m(r"^\d+\|", t) or m(r"^❯", t):
            in_diff = False
    return out


def keep_mocha(lines):
    out = []
    in_diff = False
    failing = False      # inside the failure details section
    state = None         # "title" -> keep title lines, "msg" -> keep first message line
    for s in lines:
        t = s.strip()
        if m(r"^\d+ failing", t):
            failing = True
        if m(r"^\d+ (passing|failing|pending)", t) or m(r"^\d+\) ", t):
            out.append(s)
            in_diff = False
            state = "title" if failing and m(r"^\d+\) ", t) else None
            continue
        if state == "title":
            if t:
                out.append(s)       # nested suite / test title lines
            else:
                state = "msg"
            continue
        if state == "msg" and t:
            out.append(s)           # the assertion message
            state = None
            if t == "+ expected - actual":
                in_diff = True
            continue
        if m(r"^(AssertionError|TypeError|Error|TSError)\b", t) or m(r"error TS\d+", t):
            out.append(s)
            continue
        if t == "+ expected - actual":
            out.append(s)
            in_diff = True
            continue
        if in_diff and m(r"^[-+]\S", t):
            out.append(s)
            continue
        if m(r"^at .*\((test|src)/\S+:\d+:\d+\)", t):
            out.append(s)
            in_diff = False
    return out


def keep_tsc(lines):
    out = []
    prev_err = False
    for s in lines:
        if m(r"error TS\d+", s) or m(r"^Found \d+ errors?", s):
            out.append(s)
            prev_err = True
        elif prev_err and s.startswith("  ") and s.strip():
            out.append(s)                               # elaboration of the error
        else:
            prev_err = False
    return out


def keep_webpack(lines):
    return [s for s in lines
            if m(r"^(ERROR|WARNING) in ", s) or m(r"\[tsl\] (ERROR|WARNING)", s)
            or m(r"^\s+TS\d+:", s) or m(r"Module not found", s)
            or m(r"compiled (successfully|with)", s) or m(r"errors? have detailed information", s)]


def keep_esbuild(lines):
    return [s for s in lines
            if m(r"\[(ERROR|WARNING)\]", s) or m(r"^\s+\S+\.(ts|js|tsx):\d+:\d+:$", s)
            or m(r"^\d+ (errors?|warnings?)", s)]


def keep_eslint(lines):
    out = []
    for s in lines:
        if (m(r"^/\S+\.(ts|js)$", s)                          # stylish file header
                or m(r"^\s+\d+:\d+\s+(error|warning)\s", s)   # stylish rows
                or m(r": line \d+, col \d+, (Error|Warning)", s)   # compact
                or m(r":\d+:\d+: .*\[(Error|Warning)/", s)    # unix
                or m(r"\"severity\":", s)                     # json
                or m(r"^✖ \d+ problems?", s) or m(r"^\d+ problems?$", s)
                or m(r"potentially fixable", s)):
            out.append(s)
    return out


def keep_cargo(lines):
    out = []
    after_panic = False
    in_failures = False
    for s in lines:
        t = s.strip()
        if after_panic:
            after_panic = False
            if t and not t.startswith("note:"):
                out.append(s)
                continue
        if m(r"^(error|warning)(\[\w+\])?: ", s):
            out.append(s)
            in_failures = False
            continue
        if m(r"^\s*--> (src|tests|examples|benches)/", s):
            out.append(s)
            continue
        if m(r"^test \S+ \.\.\. FAILED", s) or m(r"^---- \S+ stdout ----", s):
            out.append(s)
            continue
        if m(r"panicked at ", s):
            out.append(s)
            after_panic = True
            continue
        if m(r"^\s+(left|right): ", s) or m(r"^test result:", s):
            out.append(s)
            continue
        if s == "failures:":
            in_failures = True
            continue
        if in_failures and m(r"^    \S+$", s):
            out.append(s)
            continue
        if t == "":
            continue
        in_failures = in_failures and s.startswith("    ")
    return out


def keep_go(lines):
    out = []
    after_panic = False
    for s in lines:
        if s.startswith("{"):                                 # go test -json
            if (m(r'"Action":"fail"', s)
                    or m(r'"Output":"(---|\s+)?\s*(--- FAIL|FAIL|panic:|ok  )', s)
                    or m(r'"Output":"\s+\S+_test\.go:\d+:', s)
                    or (m(r'"Action":"pass"', s) and '"Test"' not in s)):
                out.append(s)
            continue
        if (m(r"^\s*--- FAIL", s) or m(r"^FAIL\b", s) or m(r"^ok\s", s)
                or m(r"^\s+\S+_test\.go:\d+: ", s) or m(r"^panic: ", s)
                or m(r"^# \S+", s) or m(r"\[build failed\]", s)
                or m(r"^\S+\.go:\d+:\d+: ", s)                 # vet / staticcheck / compile
                or m(r"^\s+" + re.escape(PROJ) + r"\S+\.go:\d+", s)):   # project frames
            out.append(s)
    return out


def keep_git_status(lines):
    out = []
    for s in lines:
        t = s.strip()
        if not t or m(r'^\(use "git', t) or m(r'^\(commit or discard', t):
            continue
        out.append(s)       # branch lines, section headers, every entry, summary
    return out


def keep_git_diff(lines):
    """Working-tree diff: headers, hunk headers and every changed line."""
    return [s for s in lines
            if m(r"^diff --git ", s) or m(r"^(---|\+\+\+) ", s) or m(r"^@@ ", s)
            or (m(r"^[-+]", s) and not m(r"^(---|\+\+\+) ", s))
            or m(r"^(new|deleted) file mode|^rename (from|to) |^similarity index", s)]


def keep_git_log(lines):
    """log / show: commits, subjects, file headers, renames and stat rows."""
    out = []
    want_subject = False
    for s in lines:
        if m(r"^commit [0-9a-f]{7,}", s):
            out.append(s)
            want_subject = True
            continue
        if want_subject and m(r"^    \S", s):
            out.append(s)
            want_subject = False
            continue
        if (m(r"^diff --git ", s) or m(r"^rename (from|to) ", s) or m(r"^similarity index", s)
                or m(r"^(new|deleted) file mode", s)
                or m(r"^ \S.* \| +(\d+ ?[-+]*|Bin .*)$", s)
                or m(r"^ \d+ files? changed", s)):
            out.append(s)
    return out


def keep_grep(lines):
    """Every hit is what the agent asked for; keep all hit lines."""
    return [s for s in lines if m(r"^[^:\s]+:\d+:", s) or m(r"^grep: .*", s)]


def keep_curl(lines):
    out = []
    status = None
    in_body = False
    for s in lines:
        t = s.strip()
        hdr = t[2:] if t.startswith("< ") else t
        if m(r"^HTTP/[\d.]+ \d{3}", hdr):
            out.append(s)
            status = int(hdr.split()[1])
            in_body = False
            continue
        if m(r"^curl: \(\d+\)", t):
            out.append(s)
            continue
        if status and m(r"^Location: ", hdr):
            out.append(s)
            continue
        if status is not None and (t == "" or t == "<"):
            in_body = True
            continue
        if in_body and status and status >= 400:
            if (m(r"(?i)error|exception|not found|failed|<title>|<h1>|<p>", t)
                    or m(r'^File "' + re.escape(PROJ), t) or m(r"^\w+(Error|Exception):", t)
                    or m(r"^\{.*\"error\"", t)):
                out.append(s)
    return out


def tool_for(cmd):
    c = cmd
    if "pytest" in c:
        return keep_pytest
    if c.startswith("mypy"):
        return keep_mypy
    if c.startswith("flake8"):
        return keep_flake8
    if c.startswith("pylint"):
        return keep_pylint
    if "jest" in c:
        return keep_jest
    if "vitest" in c:
        return keep_vitest
    if "mocha" in c:
        return keep_mocha
    if "tsc" in c:
        return keep_tsc
    if "webpack" in c:
        return keep_webpack
    if "esbuild" in c:
        return keep_esbuild
    if "eslint" in c:
        return keep_eslint
    if c.startswith("cargo"):
        return keep_cargo
    if c.startswith("go ") or c.startswith("staticcheck"):
        return keep_go
    if c.startswith("git status"):
        return keep_git_status
    if c.startswith("git diff"):
        return keep_git_diff
    if c.startswith("git log") or c.startswith("git show"):
        return keep_git_log
    if c.startswith("grep"):
        return keep_grep
    if c.startswith("curl"):
        return keep_curl
    raise SystemExit("no rule for: " + cmd)


def process(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.rsplit("-- keep --\n", 1)[0]
    cmd = head.splitlines()[0][len("cmd: "):]
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    chosen = set(tool_for(cmd)(lines))
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    tail = set(nonblank[-3:])
    keep, seen = [], set()
    for i, l in enumerate(lines):
        if (l in chosen or i in tail) and l.strip() and l not in seen:
            keep.append(l)
            seen.add(l)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return len(keep)


if __name__ == "__main__":
    for p in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        print(f"{process(p):4d}  {os.path.basename(p)}")
