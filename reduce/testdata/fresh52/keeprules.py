#!/usr/bin/env python3
"""Derive the -- keep -- section of every .txtar in this folder by rule.

Written from scratch for fresh52 by someone who did not read the reducers.
Run once: python3 keeprules.py   (rewrites each file's keep section in place).

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines holding a carriage return are never kept; each line is kept once, in
order of first appearance.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# ---------------------------------------------------------------- generic ---
# Words that state a problem.  Used for tool outputs (tests, builds, linters,
# crashes, installs), never for printed files / listings.
PROBLEM = re.compile(
    r"(\berror\b|\berrors\b|Error\b|\bERROR\b|\bfail(ed|ure|ures)?\b|\bFAIL(ED)?\b|"
    r"\bwarn(ing)?s?\b|\bWARN(ING)?\b|exception|Exception|panic|panicked|"
    r"Traceback|assert|Assertion|not covered|undefined:|invalid operation|"
    r"DID NOT RAISE|Falsifying example|aborted|ABORTED)",
)
# Summary / count lines of the common tools.
SUMMARY = re.compile(
    r"(^=*\s*\d+ (failed|passed|error|errors|deselected)\b.*|"   # pytest
    r"^!+ .*!+$|"                                                # pytest interrupted
    r"^test result:|"                                            # cargo test
    r"^\s*Test Files\s|^\s*Tests\s+\d|"                          # vitest
    r"^\d+ runs, \d+ assertions|"                                # minitest
    r"^\d+ files? inspected|"                                    # rubocop
    r"^Your code has been rated|"                                # pylint
    r"^✖ \d+ problems?|^\d+ problems?$|"                         # eslint
    r"^(Found|Success:) |"                                       # mypy
    r"^(added|removed|changed|up to date) .*packages?|"         # npm install
    r"^TOTAL\s|"                                                 # coverage
    r"^Some errors have detailed|^For more information about this error)"
)
# Things that only say something passed, or progress / timing: never kept by
# the generic rules (the last-three rule may still pick them up).
NOISE = re.compile(
    r"(\bPASS(ED)?\b|\.\.\. ok$| ✓ |^\s*(Compiling|Checking|Finished|Running|Downloading|Downloaded)\b|"
    r"^collecting|^platform |^cachedir|^rootdir|^plugins:|^hypothesis profile|"
    r"^=+ (test session starts|FAILURES|ERRORS|PASSES|short test summary info) =+$|"
    r"^\s*Start at |^\s*Duration |^Finished in |^Run options|^# Running|"
    r"^\s*= help: for further information|^\s*= note: `-W clippy|"
    r"^\s*= help: to override|^note: Some details are omitted|^Hint: make sure)"
)

# Project code lives under these roots (all paths were rewritten to
# /home/dev/work/<project>/).  Library/runtime frames are not kept.
PROJECT_PATH = re.compile(
    r"(/home/dev/work/|^\s*(\./)?(src|tests?|blastlog|schedule|cone|cmd|lib)/[\w/.-]+"
    r"(:\d+|\(\d+,\d+\))|^\s*--> src/|\bat \./src/)"
)
LIBRARY = re.compile(r"(/usr/lib/|/rustc/|<frozen |site-packages|node_modules/|/usr/local/go/)")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def last_three(lines):
    out = []
    for l in reversed(lines):
        if l.strip():
            out.append(l)
            if len(out) == 3:
                break
    return set(out)


# -------------------------------------------------------- per-tool rules ---
def rule_tool(name, lines):
    """Default for test runs, builds, linters, type checkers, crashes."""
    keep = []
    in_rust_failures = False
    in_vitest_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        k = False
        if SUMMARY.search(l):
            k = True
        elif NOISE.search(l):
            k = False
        elif PROBLEM.search(l) and not LIBRARY.search(l):
            k = True
        elif PROJECT_PATH.search(l) and not LIBRARY.search(l):
            # location lines in the project's own code
            k = True
        # pytest: assertion detail ('E   ...') and the failing source line ('>')
        if name.startswith("pytest-") and (re.match(r"^E\s", l) or re.match(r"^>\s", l)):
            k = True
        # pytest -v test ids with FAILED status are problem lines already;
        # python traceback: the last exception line 'XxxError: ...'
        if re.match(r"^[A-Za-z_.]*(Error|Exception|Interrupt)\b", l):
            k = True
        # go: got/want lines of an assertion, goroutine project frames
        if re.match(r"^\s+(got|want):", l):
            k = True
        if re.match(r"^main\.\w+\(", l) or re.match(r"^goroutine \d+ \[", l):
            k = True
        # rust: left/right of assert_eq, failing test names, project frames
        if re.match(r"^\s*(left|right):", l):
            k = True
        if re.match(r"^failures:$", l):
            in_rust_failures = True
        elif in_rust_failures and re.match(r"^    \S+::\S+$", l):
            k = True
        if re.match(r"^\s*\d+: frostwatch::", l):
            k = True
        if re.match(r"^help: ", l) or re.match(r"^\s*= note: (the matched|partial move)", l):
            k = True
        if re.match(r"^note: (`\w+` defined here|function defined here|first possible panic)", l):
            k = True
        # vitest: failing rows, reasons, Expected/Received diff, locations
        if re.match(r"^\s*(×|→|❯) ", l):
            in_vitest_diff = False
            k = True
        if re.match(r"^- Expected$|^\+ Received$", l):
            in_vitest_diff = True
            k = True
        elif in_vitest_diff and re.match(r"^[-+] ", l):
            k = True
        # minitest: numbered failure headers and the test id line
        if re.match(r"^\s+\d+\) (Failure|Error):$", l) or re.match(r"^\w+Test#\w+( \[.*\])?:$", l):
            k = True
        # tsc: continuation lines explaining an error (not the overload banner)
        if re.match(r"^\s+(Argument of type|Type ')", l):
            k = True
        # eslint stylish: file header lines before the problems
        if re.match(r"^/home/dev/work/\S+\.(ts|js)$", l):
            k = True
        # rubocop / flake8 --show-source: the source and caret lines are not kept
        if re.match(r"^\s*\^+\s*$", l):
            k = False
        # vitest banner line
        if re.match(r"^ RUN  v", l):
            k = False
        # rust: library/runtime frames, the bare 'failures:' header, and
        # source-snippet lines (the message is on the error/warning line)
        if name.startswith("cargo-"):
            if re.match(r"^\s*\d+: (core|std|alloc|__rustc)::", l) or re.match(r"^\s*\d+: <", l):
                k = False
            if re.match(r"^failures:$", l):
                k = False
            if re.match(r"^\s*\d*\s*[|]", l) or re.match(r"^\d+\s+[-+~]\s", l):
                k = False
        # tsc: the per-overload banner lines repeat the call signature
        if re.match(r"^\s+Overload \d+ of \d+,", l):
            k = False
        # linters printing the offending source: keep only their message lines
        if name.startswith(("rubocop-", "flake8-")) and not (
                re.match(r"^\S+:\d+:\d+: ", l) or SUMMARY.search(l)):
            k = False
        if k:
            keep.append(l)
    return keep


def rule_diff(name, lines):
    """git diff: file and hunk places plus the changed lines themselves."""
    keep = []
    for l in lines:
        if re.match(r"^(diff --git |--- |\+\+\+ |@@ )", l) or re.match(r"^[-+]", l):
            keep.append(l)
        elif re.match(r"^ \S.*\|\s+\d+", l) or re.match(r"^ \d+ files? changed", l):
            keep.append(l)
    return keep


def rule_log(name, lines):
    """git log: commit lines, file places, and any patch lines."""
    keep = []
    for l in lines:
        if re.match(r"^(commit [0-9a-f]{7,}|Merge: )", l):
            keep.append(l)
        elif re.match(r"^    \S", l):  # commit subject
            keep.append(l)
        elif re.match(r"^[*|/\\ ]*\*[ |]*[0-9a-f]{7} ", l):  # --graph --oneline
            keep.append(l)
        elif re.match(r"^ \S.*\|\s+\d+", l) or re.match(r"^ \d+ files? changed", l):
            keep.append(l)
        elif re.match(r"^(diff --git |--- |\+\+\+ |@@ )", l) or re.match(r"^[-+]", l):
            keep.append(l)
    return keep


def rule_all(name, lines):
    """The agent asked to read this text (a file, search hits, a listing)."""
    return [l for l in lines if l.strip()]


def rule_pip_show(name, lines):
    return [l for l in lines if re.match(r"^(Name|Version|Location|Requires|Required-by):", l)]


def rule_npm_ls(name, lines):
    # root line and the direct dependencies, plus anything flagged
    return [l for l in lines
            if re.match(r"^\S+@\S+ /", l) or re.match(r"^[├└]─", l)
            or re.search(r"(UNMET|invalid|extraneous|missing|ERR)", l)]


def rule_ls(name, lines):
    # directory headers and entries; not the 'total' lines nor . / ..
    return [l for l in lines
            if l.strip() and not re.match(r"^total \d+", l)
            and not re.search(r" \.\.?$", l)]


def rule_logfile(name, lines):
    return [l for l in lines if re.search(r"\b(WARN|ERROR|FATAL)\b", l)]


RULES = [
    (r"^git-.*-diff", rule_diff),
    (r"^git-.*-log", rule_log),
    (r"^(cat-n|sed|rg|grep)-", rule_all),
    (r"^pip-show", rule_pip_show),
    (r"^npm-ls", rule_npm_ls),
    (r"^ls-", rule_ls),
    (r"^tail-", rule_logfile),
]

# Per-file additions / exclusions where a tool's own words need it.
EXTRA = {
    # a passing run: only the summary and the one uncovered module matter
    "pytest-blastlog-cov-pass": ["blastlog/report.py         12     12     0%   1-16"],
}
EXCLUDE = {
    # pip's own progress chatter in npm install is not actionable
}


def keep_for(name, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw if "\r" not in l]
    rule = rule_tool
    for pat, fn in RULES:
        if re.search(pat, name):
            rule = fn
            break
    keep = rule(name, lines)
    keep += [l for l in EXTRA.get(name, []) if l in lines]
    tail = last_three(lines)
    chosen = set(keep) | tail
    chosen -= set(EXCLUDE.get(name, []))
    out, seen = [], set()
    for l in lines:  # order of appearance, each once
        if l in chosen and l not in seen and l.strip():
            out.append(l)
            seen.add(l)
    return out


def process(path):
    name = os.path.basename(path)[:-len(".txtar")]
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    head, sep, rest = text.partition("\n-- output --\n")
    assert sep, path
    output, sep2, _ = rest.rpartition("\n-- keep --\n")
    assert sep2, path
    output += "\n"
    keep = keep_for(name, output)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + "\n-- output --\n" + output + "-- keep --\n")
        for l in keep:
            fh.write(l + "\n")
    return name, len(keep)


def main():
    files = sorted(f for f in os.listdir(HERE) if f.endswith(".txtar"))
    for f in files:
        name, n = process(os.path.join(HERE, f))
        print(f"{n:4d}  {name}")


if __name__ == "__main__":
    sys.exit(main())
