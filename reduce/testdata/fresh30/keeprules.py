#!/usr/bin/env python3
"""Derive the keep lists of the fresh30 set from the recorded outputs.

Run from anywhere: python3 keeprules.py  (rewrites the -- keep -- section of
every .txtar next to this script; output sections are never touched).

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is listed once,
in order of first appearance.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# Words that state a problem.
PROBLEM = re.compile(
    r"(\berror(s)?\b|\berr:|\bfail(ed|ure|ures|ing|s)?\b|\bwarn(ing|ings)?\b|"
    r"\bexception\b|\bpanic(ked)?\b|\bfatal\b|\btraceback\b|\bassert\w*|"
    r"\babort(ed)?\b|\bconflict\b|\bdubious\b|\bundefined\b|^\s*not ok\b|"
    r"terminate called|\bwhat\(\):|DATA RACE|race detected|\bdeadlock\b|"
    r"\b\w+(error|exception)\b|\buncaught\b|\bthrown in\b|^\s*×|(^|\s)✗\s|\bTypeError\b|\bValueError\b)",
    re.I,
)

# Summary / count lines.
SUMMARY = re.compile(
    r"(\b\d+ (passed|failed|errors?|warnings?|skipped|failures?|tests?)\b|"
    r"^test result:|^\s*Tests?\s+\d|^\s*Test Files\s|^\s*Tests\s+\d|^Files=\d|^Result:|"
    r"^Found \d+|^Ran \d+ tests?|^OK\b|^FAILED\b|^PASS$|^FAIL$|^ok\s+\S+\s+(\d[\d.]*s|\(cached\))|"
    r"^FAIL\s+\S+\s+\d[\d.]*s|coverage:|tests passed|\bgenerated \d+ warnings?)"
)
SUMMARY_EXCLUDE = re.compile(r"^\s*running \d+ tests?$|^collected |^Added \d+ tests")

# A reference to a place in source code.
LOCATION = re.compile(
    r"((^|[\s(\[\"'/])(\.{1,2}/)?[\w./@-]*\w\.(go|rs|py|pl|pm|t|php|lua|ts|js|cpp|hpp|h|sh|bats|toml)"
    r"(:\d+|\(\d+\))|\bline \d+\b|^\s*at \./|^\s*In \S+ line \d+:)"
)
# Frames or places that are not the project's own code.
LIBRARY = re.compile(
    r"(/usr/|/rustc/|node_modules|/go/pkg/mod/|site-packages|importlib|<frozen |"
    r"^\s+\d+: (core|std|alloc|test)::|^\s*\[C\]|\{main\})"
)

ASSERT_DETAIL = re.compile(
    r"^\s*(#\s*)?(expected|actual|got|want|left|right|received)\b\s*[:=]|"
    r"^\s*→ |^E\s{2,}|^>\s{2,}\S|"
    r"\bwant\b.*\bgot\b|\bgot\b.*\bwant\b|\bexpected\b.*\b(got|to be|but)\b",
    re.I,
)

# git / diff structure lines.
DIFF_PLACE = re.compile(
    r"^(diff (--git|--cc|-u)?\S*|diff \S|index \S|--- \S|\+\+\+ \S|@@+ |"
    r"commit [0-9a-f]{7,}|\+\+?<<<<<<< |\+\+?=======$|\+\+?>>>>>>> |[-+ ]?<<<<<<< |[-+ ]?>>>>>>> )"
)
GIT_LOG_COMMIT = re.compile(r"^[*|/\\ ]*\*\s+[0-9a-f]{7,}\b")
GIT_STAT_FILE = re.compile(r"^[|/\\* ]*\s\S+\s+\|\s+\d+|^[|/\\* ]*\s*\d+ files? changed")
GIT_STATUS = re.compile(
    r"^(On branch |HEAD detached|Your branch |You have unmerged|You are currently|"
    r"All conflicts fixed|Changes (not staged|to be committed)|Unmerged paths|Untracked files|"
    r"nothing to commit|no changes added|## )|"
    r"^\s+(both modified|both added|deleted by|added by|modified|new file|deleted|renamed):\s|"
    r"^\s+\S+$|^(UU|AA|DU|UD| M|M |A |\?\?) "
)
GIT_STATUS_HINT = re.compile(r'^\s*\(use "git')
GIT_OP = re.compile(r"^(CONFLICT|Auto-merging|Automatic merge failed|error:|fatal:|hint: after resolving|"
                    r"Dropped |Saved working directory|Could not apply|Merge made|\[\S+ [0-9a-f]{7,}\])")


def clean(line):
    return ANSI.sub("", line).rstrip(" \t")


def parse(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("-- output --\n", 1)
    idx = rest.rfind("\n-- keep --\n")
    if idx < 0:
        raise SystemExit(f"{path}: no keep section")
    return head, rest[:idx + 1]


def last_nonblank(lines, n=3):
    got = [l for l in lines if l.strip()]
    return set(got[-n:])


def keep_for(name, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [None if "\r" in l else clean(l) for l in raw]
    usable = [l for l in lines if l is not None]
    keep = set()

    def is_loc(l):
        return bool(LOCATION.search(l)) and not LIBRARY.search(l)

    kind = name.split("-", 1)[0]
    for i, l in enumerate(lines):
        if l is None or not l.strip():
            continue
        nxt = next((x for x in lines[i + 1:i + 2] if x is not None), "")

        # Output the agent asked to read verbatim: every line matters.
        if kind in ("cat", "grep", "rg"):
            keep.add(l)
            continue

        if kind == "git" or name.startswith("gofmt-d"):
            if DIFF_PLACE.match(l) or GIT_LOG_COMMIT.match(l) or GIT_STAT_FILE.match(l) or GIT_OP.match(l):
                keep.add(l)
            elif ("status" in name) and GIT_STATUS.match(l) and not GIT_STATUS_HINT.match(l):
                keep.add(l)
            elif l.startswith("Author:") or l.startswith("Date:"):
                pass
            continue

        if kind == "tail":
            if re.search(r"\b(ERROR|WARN|FATAL|PANIC)\b", l):
                keep.add(l)
            continue

        # ---- general rule for tools -------------------------------------
        if PROBLEM.search(l):
            # a problem word inside a library frame alone is still a frame
            if not (LIBRARY.search(l) and LOCATION.search(l)):
                keep.add(l)
        if SUMMARY.search(l) and not SUMMARY_EXCLUDE.search(l):
            keep.add(l)
        if is_loc(l):
            keep.add(l)
        if ASSERT_DETAIL.search(l):
            keep.add(l)
        # function line of a stack frame whose place line is project code
        if nxt and is_loc(nxt) and not LIBRARY.search(l):
            if re.match(r"^\s+\d+: \S", l) or re.match(r"^\s*[\w.]+[\w./*()-]*\(.*\)$", l):
                keep.add(l)

        # ---- per-tool additions -----------------------------------------
        if kind == "prove":
            if re.match(r"^t/\S+\s+\(Wstat", l) or re.match(r"^\s+(Failed tests?:|Non-zero exit status|Parse errors)", l):
                keep.add(l)
        if kind == "vitest":
            if re.match(r"^[-+] ", l):
                keep.add(l)
        if kind == "go" and "race" in name:
            if re.match(r"^(Read|Write|Previous (read|write)) at 0x", l):
                keep.add(l)
        if kind == "cargo" and "test" in name:
            if re.match(r"^    \S+::\S+$", l) and not LIBRARY.search(l):  # failures: list
                keep.add(l)
        if kind == "pytest":
            if re.match(r"^_{3,} \S.* _{3,}$", l):  # failing test header
                keep.add(l)
        if kind == "perlcritic" and re.search(r"\(Severity: \d\)", l):
            keep.add(l)
        if kind == "npm" and re.match(r"^(added|removed|changed|up to date|found \d+|\d+ (low|moderate|high|critical))", l):
            keep.add(l)
        if kind == "go" and name.startswith("go-get") and l.startswith("go: "):
            keep.add(l)

        if kind == "cargo" and re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l) and nxt and nxt.strip():
            keep.add(nxt)  # the panic message follows the location line
        if kind == "shellcheck" and re.search(r"\bSC\d{4} \(", l):
            keep.add(l)

        # ---- per-tool exclusions ----------------------------------------
        if re.match(r"^\s+\d+: (core|std|alloc|test)::|^failures:$|^=+ (FAILURES|ERRORS) =+$", l):
            keep.discard(l)
        if kind == "clang" and not (re.match(r"^/\S+:\d+:\d+: ", l) or re.search(r"warnings generated|^Suppressed ", l)):
            keep.discard(l)
        if kind in ("go",) and re.match(r"^--- PASS|^=== (RUN|PAUSE|CONT)", l):
            keep.discard(l)
        if kind == "vitest" and re.match(r"^\s*✓", l):
            keep.discard(l)
        if kind == "pytest" and re.match(r"^PASSED ", l):
            keep.discard(l)
        if kind == "bats" and "✓" in l and "✗" not in l:
            keep.discard(l)  # a passing row whose test name holds a problem word
        if kind == "shellcheck" and re.match(r"^For more information|^\s+https?://", l):
            keep.discard(l)

    keep |= last_nonblank(usable)
    ordered, seen = [], set()
    for l in usable:
        if l in keep and l not in seen and l.strip():
            ordered.append(l)
            seen.add(l)
    return ordered


def main():
    total_out = total_keep = 0
    for fn in sorted(os.listdir(HERE)):
        if not fn.endswith(".txtar"):
            continue
        path = os.path.join(HERE, fn)
        head, out = parse(path)
        keep = keep_for(fn[:-6], out)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep))
        ob = len(out.encode("utf-8", "surrogateescape"))
        kb = sum(len(k.encode("utf-8", "surrogateescape")) + 1 for k in keep)
        total_out += ob
        total_keep += kb
        if "-v" in sys.argv:
            print(f"{fn}: out={ob} keep={kb} lines={len(keep)}")
    print(f"total output bytes {total_out}, keep bytes {total_keep}, "
          f"saving bound {100 * (1 - total_keep / total_out):.1f}%")


if __name__ == "__main__":
    main()
