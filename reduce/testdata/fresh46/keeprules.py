#!/usr/bin/env python3
"""Derive the -- keep -- section of every .txtar in this folder by rule.

Written from scratch for the fresh46 set, without reading any reducer or any
other set's rules.  Run:  python3 keeprules.py   (rewrites the keep sections)

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is listed once,
in order of first appearance.  Every file also keeps its last three
non-blank lines.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# ---------------------------------------------------------------- generic rules
# lines that state an error, failure, warning, exception, panic
PROBLEM = re.compile(
    r"(\berror\b|\berror\[|\bErrors?\b|ERROR|\bFAIL\b|FAILED|\bfailed\b|\bFailed\b|Failure|"
    r"\bwarning\b|\bwarn\b|WARN|\bpanic\b|panicked|Traceback|Exception\b|\w+Error\b|"
    r"\bDID NOT RAISE\b|aborted!|\bassertion\b|Assertion|\bundefined\b|\bcannot\b|"
    r"^E\s{2,}|^×|^\s+×|^\s+→ )"
)
# passing rows / progress / timing only: never critical by themselves
NOISE = re.compile(
    r"(^\s*--- PASS|^=== RUN|^=== PAUSE|^=== CONT|\bPASSED\b|^\s*✓|^test \S+ \.\.\. ok$|"
    r"^ok\s+\S+|^\s*Compiling |^\s*Checking |^\s*Finished |^\s*Running |^\s*Start at|^\s*Duration\s|"
    r"= help: for further information visit|^collecting|^platform |^rootdir:|^plugins:|^cachedir:|"
    r"^hypothesis profile)"
)
# project-code locations (relative paths or the rewritten work dir), not runtime/library frames
LIB_PATH = re.compile(r"(/usr/local/go/|/usr/lib/|/rustc/|node:internal|site-packages|<frozen|"
                      r"/\.cargo/registry|node_modules/)")
LOC = re.compile(
    r"((?:^|[\s\[(\"'`/])(?:\./)?[\w./-]+\.(?:py|go|ts|tsx|js|mjs|rs|rb|php|java)(?:[:(]\d+|\",\s*line\s+\d+|:\d+:\d+)"
    r"|^\s*-->\s|^\s*at \./|^\s*at file://|/home/dev/work/\S+:\d+)"
)
SUMMARY = re.compile(
    r"(\b\d+ (?:passed|failed|errors?|skipped|warnings?)\b|^test result:|Found \d+ errors?|"
    r"^\s*Tests\s+\d|^\s*Test Files\s+\d|\d+ runs, \d+ assertions|^FAIL\s*$|^FAIL\s+\S+|"
    r"^Success: no issues|would reformat|files? would be reformatted|rated at|"
    r"generated \d+ warnings?|could not compile|due to \d+ previous|"
    r"^Some errors have detailed|^\d+ files? changed|^added \d+ packages?|^removed \d+ packages?|^changed \d+ packages?)"
)
# assertion details: expected/actual, left/right, want/got, diff lines of two dumps
DETAIL = re.compile(
    r"(^\s*left:|^\s*right:|^\s*Expected:|^\s*Actual:|^\s*(?:got|want):|\bwant\b.*\bgot\b|\bgot\b.*\bwant\b|"
    r"^\s*- Expected|^\s*\+ Received|^\s*(?:= note: )?(?:expected|found) (?:reference|struct|type)|"
    r"^\s+\d*\s*\|.*\^+\s+\S)"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    raw = open(path, "rb").read().decode("utf-8", "surrogateescape")
    head, rest = raw.split("-- output --\n", 1)
    idx = rest.find("\n-- keep --\n")
    output = rest[: idx + 1] if idx >= 0 else rest
    return head, output


def last_three(lines):
    out = []
    for l in reversed(lines):
        if l.strip():
            out.append(l)
            if len(out) == 3:
                break
    return list(reversed(out))


def generic(lines):
    """Failure-oriented default for test runs, builds, linters, crashes."""
    keep = []
    in_diff = False  # inside an expected/actual diff block of a failure report
    prev_proj_frame = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if re.match(r"^\s*(❯|⎯)|^\s*\d+\) |^\s*\d+ runs|^\s*FAIL\s", l):
            in_diff = False
        if NOISE.search(l) and not SUMMARY.search(l):
            continue
        if LIB_PATH.search(l) and not re.search(r"(Error|error|ERROR)", l):
            continue  # runtime / library frame
        if i + 1 < len(lines) and re.match(r"^\t\S", lines[i + 1]) and LIB_PATH.search(lines[i + 1]):
            continue  # go runtime function line (its file line is a library path)
        if re.match(r"^\s*= note: `#\[warn\(", l):
            continue  # lint-level boilerplate
        k = False
        if PROBLEM.search(l) or SUMMARY.search(l) or DETAIL.search(l):
            k = True
        if LOC.search(l) and not LIB_PATH.search(l):
            k = True
        # diff of two dumps inside a failure (vitest "- Expected/+ Received", minitest --- expected/+++ actual)
        if re.match(r"^\s*(- Expected|--- expected|\+\+\+ actual|\+ Received)", l):
            in_diff = True
            k = True
        elif in_diff and re.match(r"^\s*[-+]\s*\S|^@@", l) and not re.match(r"^\s*[-+]\s*$", l):
            k = True
        # python traceback: keep the source line under a project frame
        if prev_proj_frame and not re.match(r"^\s*[\^~]+\s*$", l):
            k = True
        prev_proj_frame = bool(re.match(r'^\s*File "(?!<frozen)', l)) and not LIB_PATH.search(l)
        # go panic: function line just before a project file line
        if i + 1 < len(lines) and re.match(r"^\t/home/dev/work/", lines[i + 1]) and not LIB_PATH.search(l):
            k = True
        # rust backtrace frame name above a project "at ./..." line
        if i + 1 < len(lines) and re.match(r"^\s+at \./", lines[i + 1]):
            k = True
        if k:
            keep.append(l)
    return keep


# ---------------------------------------------------------------- per-kind modes

def mode_all(lines):
    """Output the agent explicitly asked to read: every non-blank line."""
    return [l for l in lines if l.strip()]


def mode_diff(lines):
    """git diff / formatter diffs: file and hunk places (plus stat lines), not the content."""
    keep = []
    for l in lines:
        if re.match(r"^(diff --git |diff |--- |\+\+\+ |@@ |rename |new file|deleted file|Binary )", l):
            keep.append(l)
        elif re.match(r"^ \S.*\|\s+\d+", l) or re.search(r"\d+ files? changed", l):
            keep.append(l)
        elif re.match(r"^(## |[ MADRCU?!]{2} \S)", l):
            keep.append(l)
        elif re.match(r"^commit [0-9a-f]{7,}", l) or re.match(r"^    \S", l):
            keep.append(l)
        elif re.search(r"(would reformat|files? would be reformatted|^error:|^fatal:)", l):
            keep.append(l)
        elif re.match(r"^[\w./-]+\.\w+$", l):  # gofmt -l file names
            keep.append(l)
    return keep


def mode_log(lines):
    """A tailed log: only the problem lines (ERROR/WARN/exceptions)."""
    return [l for l in lines if re.search(r"\b(ERROR|WARN|FATAL|CRIT|panic|Exception)\b", l)]


def mode_pip_show(lines):
    return [l for l in lines if re.match(r"^(Name|Version|Location|Requires|Required-by):", l)]


def mode_npm_tree(lines):
    """npm ls --all: the root and the direct dependencies, plus any problem marker."""
    keep = []
    for l in lines:
        if re.match(r"^\S+@\S+ /", l) or re.match(r"^[├└][─┬]{2} \S", l):
            keep.append(l)
        elif re.search(r"(UNMET (?!OPTIONAL)|invalid|extraneous|missing|ERR!|WARN)", l):
            keep.append(l)
    return keep


def mode_npm_script(lines):
    """npm run of the program: its output, without npm's own banner lines."""
    return [l for l in lines if l.strip() and not re.match(r"^> ", l)]


def mode_ls(lines):
    """ls -la: the entries and the directory headers, not 'total' or . and .."""
    keep = []
    for l in lines:
        if not l.strip() or re.match(r"^total \d+", l):
            continue
        if re.search(r"\s\.\.?$", l):
            continue
        keep.append(l)
    return keep


MODES = {
    # listings, searches and printed files the agent asked for: keep all
    "rg-signal-field-uses": mode_all,
    "grep-rn-todo-feedsmith": mode_all,
    "grep-log-error-warn": mode_all,
    "find-files-feedsmith-no-modules": mode_all,
    "cat-n-tariff-rb": mode_all,
    "sed-n-inventory-py": mode_all,
    "npm-ls-vitest": mode_all,
    "git-log-oneline-seedvault": mode_all,
    "python-report-summary-ok": mode_all,
    "go-run-tramsim-ok": mode_all,
    "flake8-seedvault": mode_all,
    "ls-la-garagebill": mode_ls,
    # diffs and status
    "git-diff-seedvault-fixes": mode_diff,
    "git-diff-stat-feedsmith": mode_diff,
    "git-diff-tramsig-rename": mode_diff,
    "git-status-seedvault": mode_diff,
    "git-show-stat-choirplan": mode_diff,
    "gofmt-l-tramsig": mode_diff,
    "black-check-seedvault": mode_diff,
    # other
    "tail-garage-log": mode_log,
    "pip-show-setuptools": mode_pip_show,
    "npm-ls-all-feedsmith": mode_npm_tree,
    "npm-run-feed-xml-ok": mode_npm_script,
}

# per-file additions (exact cleaned lines) and exclusions (regex) where a tool's own words need it
EXTRA = {
    # pylint: every message is a finding with its location
    "pylint-seedvault-labels": [r"^\S+\.py:\d+:\d+: [CRWEF]\d{4}", r"^\*{5,} Module"],
    # rust: the failing test names listed under "failures:"
    "cargo-test-q-quorum-off-by-one": [r"^    \w+$"],
    "cargo-test-backtrace-tuesday": [r"^    \w+$"],
    # node crash: the source line the error points at
    "node-cli-invalid-date": [r"^\s+throw new Error"],
    # go run panic: the step lines printed before the crash show the state at failure
    "go-run-tramsim-panic": [r"^step\s+\d+", r"^\s+K1\["],
    # cargo clippy/rustc: the suggestion lines
    "cargo-clippy-choirplan": [r"^help: "],
    "cargo-build-main-type-errors": [r"^help: ", r"^note: function defined here"],
    # tsc: indented continuation lines belong to the error above
    "tsc-build-pretty-errors": [r"^  Type '"],
    # pytest: the header naming each failing test, and the failing statement line
    "pytest-full-two-failures": [r"^_{3,} test\S* _{3,}$", r"^>\s"],
    "pytest-verbose-csvio": [r"^_{3,} test\S* _{3,}$", r"^>\s"],
    "pytest-x-withdraw-not-raised": [r"^_{3,} test\S* _{3,}$", r"^    with pytest"],
    "pytest-report-long-diff": [r"^_{3,} test\S* _{3,}$", r"^>\s"],
    "pytest-conftest-import-error": [r"^    from "],
    # minitest: the numbered failure header
    "rake-test-tariff-failures": [r"^\s+\d+\) Failure:"],
    "ruby-minitest-garage-verbose": [r"^\s+\d+\) Failure:", r"= F$"],
}
EXCLUDE = {
}


def keep_for(name, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    raw_lines = output.split("\n")
    cr = {i for i, l in enumerate(raw_lines) if "\r" in l}
    lines = [l if i not in cr else "" for i, l in enumerate(lines)]
    fn = MODES.get(name, generic)
    chosen = set(fn(lines))
    for pat in EXTRA.get(name, []):
        chosen.update(l for l in lines if re.search(pat, l))
    chosen.update(last_three(lines))
    for pat in EXCLUDE.get(name, []):
        tail = set(last_three(lines))
        chosen = {l for l in chosen if l in tail or not re.search(pat, l)}
    out, seen = [], set()
    for l in lines:
        if l in chosen and l not in seen and l.strip():
            out.append(l)
            seen.add(l)
    return out


def main():
    total_out = total_keep = 0
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".txtar"):
            continue
        path = os.path.join(HERE, fn)
        head, output = parse(path)
        keep = keep_for(fn[:-6], output)
        with open(path, "wb") as f:
            f.write((head + "-- output --\n" + output + "-- keep --\n" +
                     "".join(k + "\n" for k in keep)).encode("utf-8", "surrogateescape"))
        total_out += len(output.encode("utf-8", "surrogateescape"))
        total_keep += sum(len(k.encode("utf-8", "surrogateescape")) + 1 for k in keep)
        if "-v" in sys.argv:
            print(f"{fn}: {len(keep)} keep lines")
    print(f"output bytes {total_out}, keep bytes {total_keep}, save {100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()
