#!/usr/bin/env python3
"""Derive the -- keep -- section of every .txtar in this folder by rule.

Written from scratch for the fresh39 set, without looking at any reducer or
any other set's rules.  Usage: python3 keeprules.py   (rewrites keep sections)

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line once; order of
appearance.  Every file also keeps its last three non-blank lines.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")


def clean(line):
    return ANSI.sub("", line).rstrip()


def split_txtar(text):
    head, rest = text.split("-- output --\n", 1)
    output, _ = rest.rsplit("-- keep --\n", 1)
    return head, output


# ---------------------------------------------------------------- helpers
def any_re(pat, flags=0):
    rx = re.compile(pat, flags)
    return lambda ln, ctx: bool(rx.search(ln))


def project_path(path):
    """True for a path inside the project (relative, or under /home/dev/work)."""
    if path.startswith("/home/dev/work/"):
        return "node_modules" not in path
    if path.startswith("/") or path.startswith("node:") or "node_modules" in path:
        return False
    return True


# ---------------------------------------------------------------- pytest
def pytest_rules(lines):
    keep = set()
    py_loc = re.compile(r"^(\S+\.py):\d+:")
    for i, ln in enumerate(lines):
        s = ln.strip()
        if not s:
            continue
        if re.match(r"^E\s", ln):                       # assertion/exception detail
            keep.add(i)
        elif re.match(r"^>\s", ln):
            # failing statement: only when its frame is project code (the
            # frame's location line is the next "path.py:N:" line below it)
            for j in range(i + 1, len(lines)):
                m = py_loc.match(lines[j])
                if m:
                    if project_path(m.group(1)):
                        keep.add(i)
                    break
        elif re.match(r"^(FAILED|ERROR) ", ln):          # short summary
            keep.add(i)
        elif re.search(r"::\S*.* (FAILED|ERROR)\s*(\[\s*\d+%\])?$", ln):  # -v rows
            keep.add(i)
        elif re.match(r"^_+ ERROR (at setup|at teardown|collecting) .* _+$", ln):
            keep.add(i)
        elif re.match(r"^ImportError while importing", ln):
            keep.add(i)
        elif s.startswith("During handling of the above exception"):
            keep.add(i)
        elif re.search(r"Interrupted: .*error", ln):
            keep.add(i)
        elif re.search(r"collected \d+ items? / \d+ errors?", ln):
            keep.add(i)
        elif re.match(r"^=*\s*[\d, ]*\d+ (failed|passed|error|errors|skipped|xfailed|deselected)\b.* in [\d.]+s", ln.strip("= ")) or \
                re.match(r"^=+ .*\b(failed|passed|errors?)\b.* in [\d.]+s.* =+$", ln):
            keep.add(i)
        else:
            m = py_loc.match(ln)
            if m and project_path(m.group(1)):
                keep.add(i)
                # --tb=short: the source line of that frame follows, indented
                if i + 1 < len(lines) and lines[i + 1].startswith("    ") and " in " in ln:
                    keep.add(i + 1)
    return keep


# ---------------------------------------------------------------- mypy / flake8 / pylint
def mypy_rules(lines):
    return {i for i, ln in enumerate(lines)
            if re.search(r":\d+: (error|note|warning):", ln) or re.match(r"^(Found \d+ errors?|Success:)", ln)}


def lint_all_messages(lines):
    # flake8 / pylint / eslint compact+unix / staticcheck / go vet: every
    # message line is a finding; plus summary lines.
    keep = set()
    for i, ln in enumerate(lines):
        if re.match(r"^\S+:\d+(:\d+)?:? ", ln) or re.match(r"^\S+: line \d+, col \d+", ln):
            keep.add(i)
        elif re.match(r"^# \S+", ln):            # go: package header of errors
            keep.add(i)
        elif re.match(r"^\d+ problems?", ln) or re.search(r"rated at", ln):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- jest / vitest / mocha
JS_FRAME = re.compile(r"^\s*(at |❯ )(.*?)\(?([^()\s]+\.[cm]?[jt]sx?):\d+:\d+\)?\s*$")


def js_frame_is_project(ln):
    m = JS_FRAME.match(ln)
    return bool(m) and project_path(m.group(3))


def jest_rules(lines):
    keep = set()
    in_diff = False
    for i, ln in enumerate(lines):
        s = ln.strip()
        if not s:
            continue
        if re.match(r"^>?\s*\d+ \|", s) or s.startswith("at ") or s.startswith("●"):
            in_diff = False        # a code frame / stack / next failure ends a diff
        if re.match(r"^(FAIL) ", s) or s.startswith("●") or s.startswith("✕"):
            keep.add(i)
        elif re.match(r"^(expect\(|Expected|Received|Snapshot name:|Snapshot:|thrown:|Error:|\w*Error\b|\w+Error:)", s):
            keep.add(i)
        elif re.match(r"^- Expected|^\+ Received|^- Snapshot|^\+ Received", s):
            keep.add(i)
            in_diff = True
        elif in_diff and re.match(r"^[-+] ", s):
            keep.add(i)
        elif re.match(r"^›\s+\d+ snapshots? (failed|obsolete)", s):
            keep.add(i)
        elif re.match(r"^(Test Suites|Tests|Snapshots):", s):
            keep.add(i)
        elif js_frame_is_project(ln) and s.startswith("at "):
            keep.add(i)
        elif re.match(r"^Add a timeout value", s):
            keep.add(i)
    return keep


def vitest_rules(lines):
    keep = set()
    in_diff = False
    for i, ln in enumerate(lines):
        s = ln.strip()
        if not s:
            continue
        if s.startswith("❯ ") or s.startswith("FAIL ") or s.startswith("⎯"):
            in_diff = False        # location / next failure ends a diff
        if s.startswith("FAIL ") or s.startswith("×"):
            keep.add(i)
        elif re.match(r"^❯ \S+ \(\d+ tests? \|.*failed", s):
            keep.add(i)
        elif re.match(r"^(\w*Error\b|Error:|Expected:|Received:|If this is a long-running test)", s):
            keep.add(i)
        elif s in ("- Expected", "+ Received"):
            keep.add(i)
            in_diff = True
        elif in_diff and re.match(r"^[-+] ", s):
            keep.add(i)
        elif re.match(r"^❯ (\S+):\d+:\d+$", s) and project_path(s[2:].split(":")[0]):
            keep.add(i)
        elif re.match(r"^(Snapshots|Test Files|Tests)\s+.*(failed|passed)", s):
            keep.add(i)
    return keep


def mocha_rules(lines):
    keep = set()
    in_fail = False
    for i, ln in enumerate(lines):
        s = ln.strip()
        if re.match(r"^\d+ (passing|failing|pending)", s):
            keep.add(i)
            if "failing" in s:
                in_fail = True
            continue
        if not in_fail:
            if re.match(r"^\d+\) ", s):      # failing row in the spec list
                keep.add(i)
            continue
        if not s:
            continue
        if re.match(r"^\d+\) ", s) or (s.endswith(":") and i > 0 and re.match(r"^\s*\d+\) ", lines[i - 1])):
            keep.add(i)
        elif re.match(r"^(\w*Error\b|Error:)", s):
            keep.add(i)
        elif re.match(r"^[-+]", s) and s not in ("+ actual - expected", "+ expected - actual") \
                and not s.startswith("+ actual - expected"):
            keep.add(i)
        elif s.startswith("at ") and js_frame_is_project(ln):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- tsc / webpack / esbuild / eslint
def tsc_rules(lines):
    keep = set()
    for i, ln in enumerate(lines):
        if re.search(r"error TS\d+", ln):
            keep.add(i)
            j = i + 1
            while j < len(lines) and lines[j].startswith("  ") and not re.match(r"^\s*\d+ ", lines[j]) \
                    and "error TS" not in lines[j] and not lines[j].strip().startswith("~"):
                if "--pretty" not in "" and not re.match(r"^\s+\d*\s*$", lines[j]):
                    if re.match(r"^  \S", lines[j]):
                        keep.add(j)
                j += 1
        elif re.match(r"^Found \d+ errors?", ln) or re.match(r"^Errors\s+Files", ln) or \
                re.match(r"^\s+\d+\s+\S+:\d+$", ln):
            keep.add(i)
    return keep


def webpack_rules(lines):
    keep = set()
    for i, ln in enumerate(lines):
        s = ln.strip()
        if re.search(r"\bERROR in\b|\bWARNING in\b", ln) or re.match(r"^(Module not found|TS\d+:)", s):
            keep.add(i)
        elif re.match(r"^\s*Property '.*' is missing", ln):
            keep.add(i)
        elif re.search(r"\[\d+ errors?\]|\[\d+ warnings?\]|modules with errors", ln):
            keep.add(i)
        elif re.match(r"^\./src/\S+ \d+:\d+-\d+$", s):
            keep.add(i)
        elif re.search(r"compiled (with|successfully)|errors? have detailed information", ln):
            keep.add(i)
    return keep


def esbuild_rules(lines):
    keep = set()
    for i, ln in enumerate(lines):
        s = ln.strip()
        if re.search(r"\[(ERROR|WARNING)\]", ln):
            keep.add(i)
        elif re.match(r"^\S+:\d+:\d+:$", s) and project_path(s.split(":")[0]):
            keep.add(i)
        elif re.match(r"^\d+ (errors?|warnings?)", s):
            keep.add(i)
    return keep


def eslint_rules(lines):
    keep = set()
    for i, ln in enumerate(lines):
        s = ln.strip()
        if re.match(r"^/\S+\.(js|ts|mjs|cjs)$", s):                # stylish file header
            keep.add(i)
        elif re.match(r"^\d+:\d+\s+(error|warning)\s", s):        # stylish row
            keep.add(i)
        elif re.match(r"^\S+: line \d+, col \d+, (Error|Warning)", s):  # compact
            keep.add(i)
        elif re.match(r"^\S+:\d+:\d+: .*\[(Error|Warning)/", s):   # unix
            keep.add(i)
        elif re.match(r"^✖ \d+ problems?|^\d+ problems?", s):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- cargo
def cargo_rules(lines):
    keep = set()
    for i, ln in enumerate(lines):
        s = ln.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", ln) or re.match(r"^\S+:\d+:\d+: (error|warning)", ln):
            keep.add(i)
        elif re.match(r"^-->\s+(\S+):\d+:\d+", s) and project_path(s.split()[1]):
            keep.add(i)
        elif re.match(r"^test \S+ \.\.\. FAILED$", ln):
            keep.add(i)
        elif re.match(r"^thread '.*' .*panicked at", ln):
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)                                  # panic message
        elif re.match(r"^\s*(left|right): ", ln):
            keep.add(i)
        elif re.match(r"^test result: ", ln):
            keep.add(i)
        elif re.match(r"^\s+\d+: inikit::", ln):                # project backtrace frame
            keep.add(i)
            if i + 1 < len(lines) and re.match(r"^\s+at \./src/", lines[i + 1]):
                keep.add(i + 1)
    return keep


# ---------------------------------------------------------------- go
def gotest_rules(lines):
    keep = set()
    in_dump = False
    dump = {"got": [], "want": []}
    cur = None
    for i, ln in enumerate(lines):
        s = ln.strip()
        if re.match(r"^\s*--- FAIL: ", ln):
            keep.add(i)
        elif re.match(r"^\s+\w+_test\.go:\d+: ", ln) or re.match(r"^\s+\w+\.go:\d+: ", ln):
            keep.add(i)
            cur = None
        elif s in ("--- got ---", "--- want ---"):
            keep.add(i)
            cur = "got" if "got" in s else "want"
        elif cur and ln.startswith("        ") and s:
            dump[cur].append(i)
        elif re.match(r"^panic: |^\[signal ", ln):
            keep.add(i)
        elif re.match(r"^example\.test/", ln):                    # project frame
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("\t"):
                keep.add(i + 1)
        elif re.match(r"^(FAIL|---)?\s*FAIL\b", ln) or ln.startswith("FAIL\t"):
            keep.add(i)
        elif re.match(r"^# \S+", ln) or re.match(r"^\S+\.go:\d+:\d+: ", ln):
            keep.add(i)
        else:
            if not ln.startswith("        "):
                cur = None
    # differing lines of the got/want dump (positional comparison)
    g, w = dump["got"], dump["want"]
    for k in range(max(len(g), len(w))):
        gl = lines[g[k]].strip() if k < len(g) else None
        wl = lines[w[k]].strip() if k < len(w) else None
        if gl != wl:
            if k < len(g):
                keep.add(g[k])
            if k < len(w):
                keep.add(w[k])
    return keep


# ---------------------------------------------------------------- git
def git_status_rules(lines):
    keep = set()
    for i, ln in enumerate(lines):
        s = ln.strip()
        if not s or re.match(r"^\(use \"git", s):
            continue
        keep.add(i)   # branch line, section headings, every file entry
    return keep


def git_diff_log_rules(lines):
    keep = set()
    subject_next = False
    for i, ln in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,40}\b", ln):
            keep.add(i)
            subject_next = True
        elif subject_next and ln.startswith("    ") and ln.strip():
            keep.add(i)              # commit subject
            subject_next = False
        elif re.match(r"^diff --git |^@@ .* @@|^(new|deleted) file mode|^rename (from|to) ", ln):
            keep.add(i)
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$|^ \S.* \| +Bin ", ln):   # --stat rows
            keep.add(i)
        elif re.match(r"^ \d+ files? changed", ln):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- grep / curl
def grep_rules(lines):
    # the agent asked for these matches: every match line is the answer
    return {i for i, ln in enumerate(lines) if re.match(r"^[^:\s]+:\d+:", ln)}


def curl_rules(lines):
    keep = set()
    for i, ln in enumerate(lines):
        s = ln
        if not s.strip():
            continue
        if s.startswith(("* ", "> ", "< ", "{ ", "} ", "*   ")) or s in (">", "<"):
            if re.match(r"^\* (curl: |Failed|Could not|Connection refused)", s):
                keep.add(i)
            continue
        if re.match(r"^\s*%\s+Total|^\s+Dload|^\s*\d+\s+\d+\s+\d+\s+\d+", s):
            continue
        if re.match(r"^curl: \(\d+\)", s):
            keep.add(i)
            continue
        keep.add(i)   # response body (JSON or HTML) the agent asked to read
    return keep


RULES = [
    ("pytest-", pytest_rules),
    ("mypy-", mypy_rules),
    ("flake8-", lint_all_messages),
    ("pylint-", lint_all_messages),
    ("staticcheck-", lint_all_messages),
    ("go-jobqueue-vet", lint_all_messages),
    ("go-jobqueue-build", lint_all_messages),
    ("go-", gotest_rules),
    ("jest-", jest_rules),
    ("vitest-", vitest_rules),
    ("mocha-", mocha_rules),
    ("tsc-", tsc_rules),
    ("webpack-", webpack_rules),
    ("esbuild-", esbuild_rules),
    ("eslint-", eslint_rules),
    ("cargo-", cargo_rules),
    ("git-status-", git_status_rules),
    ("git-", git_diff_log_rules),
    ("grep-", grep_rules),
    ("curl-", curl_rules),
]

# Per-file additions (exact cleaned lines) and exclusions.
EXTRA = {}
EXCLUDE = {}


def keep_for(name, output):
    raw_lines = output.split("\n")
    if raw_lines and raw_lines[-1] == "":
        raw_lines.pop()
    lines = [clean(ln) for ln in raw_lines]
    has_cr = ["\r" in ln for ln in raw_lines]
    idx = set()
    for prefix, fn in RULES:
        if name.startswith(prefix):
            idx |= fn(lines)
            break
    else:
        raise SystemExit("no rule for " + name)
    nonblank = [i for i, ln in enumerate(lines) if ln.strip()]
    idx |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        ln = lines[i]
        if has_cr[i] or not ln.strip() or ln in seen:
            continue
        if ln in EXCLUDE.get(name, ()):
            continue
        seen.add(ln)
        out.append(ln)
    for ln in EXTRA.get(name, ()):
        if ln not in seen:
            out.append(ln)
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding="utf-8", newline="").read()
        head, output = split_txtar(text)
        keep = keep_for(name, output)
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()
