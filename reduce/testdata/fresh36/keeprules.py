#!/usr/bin/env python3
"""Derive the -- keep -- section of every .txtar in this folder from its output.

Written from scratch for the fresh36 set, without reading any reducer.
Run once: python3 keeprules.py  (rewrites the keep section of each file).

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines holding a carriage return are never kept; each line is kept once, in
order of first appearance.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# Paths that are never "the project's own code".
LIB = re.compile(r"node_modules/|/usr/|/rustc/|site-packages|dist-packages|"
                 r"/go/src/|\(in /|<frozen|library/(std|core|alloc)/")

# Lines that only report progress, success, timing or tool chatter.
NOISE = [
    r"^\s*✓ ", r"\bPASSED\b", r"^\s*--- PASS:", r"^ok\s", r"^=== (RUN|PAUSE|CONT)\b",
    r"^\s*(Compiling|Checking|Finished|Running|Doc-tests)\b",
    r"^> ",                                  # npm script banner / pytest source marker
    r"^\s*>?\s*\d*\s*\|",                     # jest/vitest/rustc/gcc code frames
    r"^\s*\^+\s*$",
    r"^(platform|rootdir|plugins|cachedir)\b", r"^collected \d+ items",
    r"^=+ test session starts =+$",
    r"^\S+\.py [.FEsxX]+\s*(\[\s*\d+%\])?$", r"^[.FEsxX]+\s*(\[\s*\d+%\])?$",
    r"^running \d+ tests?$", r"^test \S+ \.\.\. ok$",
    r"^\s*Snapshots:", r"^\s*(Time|Start at|Duration):?\s",
    r"^(real|user|sys)\t",
    r"^hint: ",
    r"^\s*= help: for further information",
    r"^\s*= note: `#\[warn",
    r"^note: run with `RUST_BACKTRACE=1`",
    r"^note: Some details are omitted",
    r"^==\d+== (Memcheck|Copyright|Using Valgrind|Command:|For lists of)",
    r"^==\d+== $",
    r"^-+\|",                                # coverage table rules
    r"^failures:$",                          # cargo list header (names follow)
    r"^panic\(\{0x", r"^\s+/usr/local/go/", r"^(testing|runtime)\.", r"^created by ",
    r"^goroutine \d+ \[",                     # Go runtime frames
]
NOISE = [re.compile(p) for p in NOISE]

# Lines that state an error, failure, warning, panic or a failed check.
BAD = [
    r"\berror\b", r"\berrors?\[", r"\bERROR\b", r"\bError\b", r"\bFAIL(ED|URE|S)?\b",
    r"\b[Ff]ailed\b", r"\b[Ff]ailures?\b", r"\bwarning\b", r"\bWarning\b",
    r"[A-Za-z]+(Error|Exception):", r"\bpanic(ked)?\b", r"^Traceback",
    r"^E\s", r"\bDID NOT RAISE\b", r"^CONFLICT\b", r"^fatal:", r"[Cc]ould not apply",
    r"undefined reference", r"Invalid (read|write)", r"is \d+ bytes (after|before|inside)",
    r"^\s*●", r"^\s*✖", r"^\s*×", r"^\s*✕", r"^\s*→ ", r"^\s*FAIL\s", r"^_{3,} .+ _{3,}$",
    r"^---- \S+ stdout ----$", r"^\s+[\w:]+::[\w:]+$",
    r"\bassertion\b", r"^\s+(left|right):", r"\bwant\b", r"\bgot\b",
    r"^\s*(Expected|Received)\b", r"^\s*[-+] (Expected|Received)",
    r"both modified:", r"\bunmerged\b", r"\b(ERROR|LEAK) SUMMARY:", r"^\s*\d+ problems?\b",
    r"^Found \d+ errors?", r"^\s*Test Files\s", r"^\s*Tests:?\s", r"^Test Suites:",
    r"^test result:", r"\d+ (passed|failed)", r"\d+ checks, \d+ failures",
    r"^\s*= note:\s+expected", r"^\s+found ", r"^help: ", r": note: ",
    r": In function", r"^# \S", r"^\s*-->", r"\[build failed\]",
]
BAD = [re.compile(p) for p in BAD]

# file:line (or file(line,col)) of a project source file.
LOC = re.compile(r"(?<![\w])(?:\.?/?[\w.-]+/)*[\w.-]+\.(?:py|js|mjs|cjs|ts|tsx|go|rs|c|h)"
                 r"(?::\d+|\(\d+,\d+\))")
FRAME_FN = re.compile(r"^\s*\d+: \S|^[\w./()*-]+\.[\w()*]+\(.*\)$|^\S+\(\.\.\.\)$")


def is_loc(line):
    return bool(LOC.search(line)) and not LIB.search(line)


# Per-file additions / exclusions (regexes on the cleaned line), or keep-all.
PER_FILE = {
    # A search listing the agent asked for: every match is the answer.
    "grep-rn-todo-head": {"all": True},
    # git log / commit listings: every commit line.
    "git-cherry-pick-abort-log": {"all": True},
    "git-commit-no-verify-log": {"add": [r"^\[\S+ [0-9a-f]+\]", r"files? changed",
                                         r"^[0-9a-f]{7,} "]},
    # git status / stash: the state lines and the files they name.
    "git-stash-pop-status": {"add": [r"^On branch", r"new file:", r"^[AMDR?]{1,2}\s+\S",
                                      r"^Dropped refs/stash"]},
    "git-stash-pull-offline": {"add": [r"^Saved working directory"]},
    "git-rebase-conflict": {"add": [r"^Switched to branch"]},
    "git-status-during-rebase": {"add": [r"rebase in progress", r"You are currently rebasing",
                                          r"^\s+pick [0-9a-f]+", r"^diff --", r"^(---|\+\+\+) ",
                                          r"^@@", r"^\+\+(<<<<<<<|=======|>>>>>>>)"]},
    # diffs: files, stat, hunk headers.
    "git-diff-stat-last-commit": {"add": [r"^ \S+\s+\|\s+\d+", r"files? changed", r"^diff --git",
                                           r"^(---|\+\+\+) ", r"^@@"]},
    "gofmt-l-diff": {"add": [r"^window/window\.go$", r"^diff ", r"^(---|\+\+\+) ", r"^@@"]},
    # The agent asked for coverage numbers / dist listing.
    "npx-jest-coverage": {"add": [r"^\s*\S.*\|\s*[\d.]+\s*\|"]},
    "bash-c-go-test-cover": {"add": [r"coverage: "]},
    "npm-build-then-ls-dist": {"add": [r"^[\w.-]+\.(js|d\.ts)$"]},
    # tsc elaboration lines under an error.
    "npx-tsc-project-noemit": {"add": [r"^  Type "]},
    "npm-build-then-ls-dist#tsc": {},
    # jest/vitest assertion diffs: the - / + lines of the dump.
    "_jest": {"add": [r"^\s*[-+] {1,3}\S", r"^\s*[-+]\s{2,}\S"]},
    # go test -json: events are JSON lines; keep the fail events and the ones
    # whose Output is a failure, panic or project frame.
    "go-test-json-fail": {"add": [r'"Action":"fail"', r'"Output":"example\.com/ratelimit/'],
                          "drop": [r'"Output":"\\t/usr/local/go/', r'"Output":"panic\(\{']},
    # go vet: the package header and the finding.
    # cppcheck found nothing: only the echoed command exists; last-3 rule covers it.
}
JEST_LIKE = ("npm-test", "npx-jest", "npm-lint-and-test", "npx-vitest", "vitest-",
             "cd-sub-npm-test", "npm-typecheck-then-test")
TSC_LIKE = ("npx-tsc", "npm-build", "npm-typecheck")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def keep_lines(name, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw]
    rules = dict(PER_FILE.get(name, {}))
    add = list(rules.get("add", []))
    drop = [re.compile(p) for p in rules.get("drop", [])]
    if name.startswith(JEST_LIKE):
        add += PER_FILE["_jest"]["add"]
    if name.startswith(("npm-lint", "npx-eslint")):
        add += [r"^/\S+\.(js|ts)$"]            # eslint stylish: file the findings belong to
    if name.startswith(TSC_LIKE):
        add += [r"^  Type "]
    add = [re.compile(p) for p in add]
    chosen = set()
    for i, (r, l) in enumerate(zip(raw, lines)):
        if "\r" in r or not l.strip():
            continue
        if rules.get("all"):
            chosen.add(i)
            continue
        if any(p.search(l) for p in drop):
            continue
        if any(p.search(l) for p in add):
            chosen.add(i)
            continue
        if any(p.search(l) for p in NOISE):
            continue
        if any(p.search(l) for p in BAD):
            chosen.add(i)
            continue
        if is_loc(l):
            chosen.add(i)
            # a project frame: keep the function line just above it too
            if i > 0 and FRAME_FN.search(lines[i - 1]) and not LIB.search(lines[i - 1]):
                chosen.add(i - 1)
    # vitest prints the expected / received value on the line after the label
    for i in sorted(chosen):
        if re.search(r"(Expected|Received):$", lines[i]):
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and "\r" not in raw[j]:
                chosen.add(j)
    # the last three non-blank lines, always
    tail = [i for i, l in enumerate(lines) if l.strip() and "\r" not in raw[i]][-3:]
    chosen.update(tail)
    out, seen = [], set()
    for i in sorted(chosen):
        if lines[i] in seen:
            continue
        seen.add(lines[i])
        out.append(lines[i])
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding="utf-8").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        keep = keep_lines(name, output)
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" +
                    "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()
