#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh138 txtar from its cmd and output.

Usage: keeprules.py FILE.txtar...   (rewrites the keep section in place)
Generic rule + per-tool rules; see README.md for the prose version.
"""
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
ERRWORD = re.compile(r"\b(error|errors|fail|failed|failure|failures|FAIL|warning|warnings|WARN|WARNING|"
                     r"panic|panicked|exception|traceback|deprecat\w*|fatal)\b|\w+(Error|Exception)\b",
                     re.IGNORECASE)
PASSROW = re.compile(r"(--- PASS|=== RUN|^PASS$|\bPASSED\b|^ok\s|\.\.\. ok$|\[no test files\])")
RUNTIME = re.compile(r"^\s*(/usr/local/go/|testing\.|runtime\.|panic\(\{|created by testing)")


def clean(line):
    return ANSI.sub("", line).rstrip()


def has(cmd, *words):
    return any(re.search(w, cmd) for w in words)


def rules(cmd, L):
    keep = set()
    n = len(L)
    nonblank = [i for i, l in enumerate(L) if l.strip()]
    keep.update(nonblank[-3:])  # generic: last three non-blank lines

    is_go = has(cmd, r"\bgo (build|test|vet|run)\b")
    is_lint = has(cmd, r"\bstaticcheck\b", r"golangci-lint")
    is_pytest = has(cmd, r"pytest")
    is_script = has(cmd, r"python3 sync\.py")
    generic_err = is_go or is_lint or is_pytest or is_script

    for i, l in enumerate(L):
        s = l.strip()
        if not s:
            continue
        # ---- generic error rule (test/build/lint/run tools only)
        if generic_err and ERRWORD.search(l) and not PASSROW.search(l) and not RUNTIME.match(l):
            if not (is_pytest and l.startswith(" ")):  # pytest source context
                keep.add(i)
        # ---- exploratory listings
        if has(cmd, r"^ls\b") and not s.startswith("total "):
            keep.add(i)  # every directory entry
        if has(cmd, r"^find\b"):
            keep.add(i)  # every path (and wc counts when piped)
        if has(cmd, r"^wc\b") or has(cmd, r"^go list\b"):
            keep.add(i)
        if has(cmd, r"^(cat|sed -n)\b") and not has(cmd, r"\.csv"):
            keep.add(i)  # source the agent asked to read: every non-blank line
        if has(cmd, r"^head -n \d+ \S+\.csv") and i == 0:
            keep.add(i)  # csv sample: header row only (+ last three)
        if has(cmd, r"json\.tool") and re.match(r'^\s*"[^"]+": [\[{]', l):
            keep.add(i)  # report keys (export / berth names)
        # ---- grep
        if has(cmd, r"^grep -n \"\^func") or has(cmd, r"^grep -n -E"):
            keep.add(i)  # every hit
        if has(cmd, r"grep -n \";\"") and re.match(r"^\S+:\d+:", l):
            keep.add(i)
        if has(cmd, r"grep -n -A") :
            if re.match(r"^\d+:", l):
                keep.add(i)  # the match lines
            elif re.match(r"^\d+-(Traceback|\w+(Error|Exception)\b|  File \")", l):
                keep.add(i)  # traceback frames and exception lines in context
        # ---- logs (tail)
        if has(cmd, r"\btail -n"):
            if re.search(r"\b(WARN|WARNING|ERROR|FATAL|CRITICAL)\b|^Traceback|^\w+(Error|Exception):|^  File \"", l):
                keep.add(i)
            if re.search(r"sync (start|done):", l):
                keep.add(i)
        # ---- git
        if has(cmd, r"git (status|commit)"):
            if re.match(r"^(On branch|## |Changes (not staged|to be committed)|Untracked files|no changes added|nothing to commit)", l):
                keep.add(i)
            if l.startswith("\t") or re.match(r"^[ MADRCU?!]{2} \S", l):
                keep.add(i)
        if has(cmd, r"git commit") and re.match(r"^\[\S+ [0-9a-f]+\]|^ \d+ files? changed", l):
            keep.add(i)
        if has(cmd, r"git log --oneline"):
            if re.match(r"^[0-9a-f]{7,} ", l):
                keep.add(i)
        if has(cmd, r"git log --stat"):
            if l.startswith("commit ") or re.match(r"^ \S.* \| +\d+", l) or re.match(r"^ \d+ files? changed", l):
                keep.add(i)
            if i >= 2 and L[i - 1].strip() == "" and l.startswith("    ") and L[i - 2].startswith("Date:"):
                keep.add(i)  # subject line
        if has(cmd, r"git diff"):
            if re.match(r"^(diff --git|new file mode|deleted file mode|@@ )", l):
                keep.add(i)
            elif re.match(r"^[+-]", l) and not re.match(r"^(\+\+\+|---) ", l):
                keep.add(i)
            elif re.match(r"^ \S.* \| +\d+", l) or re.match(r"^ \d+ files? changed", l):
                keep.add(i)
        # ---- go
        if is_go:
            if re.match(r"^# \S", l) or re.match(r"^(--- FAIL|FAIL\b|ok\s)", s) or "[build failed]" in l:
                keep.add(i)
            if re.match(r"^\s*\w+_test\.go:\d+:", l):
                keep.add(i)
                j = i + 1  # continuation lines of a test message (e.g. cmp diffs) are indented deeper
                ind = len(l) - len(l.lstrip())
                while j < n and L[j].strip() and (len(L[j]) - len(L[j].lstrip())) > ind and not re.match(r"^\s*(---|===)", L[j]):
                    keep.add(j)
                    j += 1
            if re.match(r"^\S+\.go:\d+:\d+: ", l) or l.startswith("panic:") or l.startswith("exit status"):
                keep.add(i)
            if re.match(r"^\s+/home/dev/work/", l):
                keep.add(i)
                if i > 0:
                    keep.add(i - 1)
            if "coverage:" in l and not l.startswith("\t"):
                keep.add(i)
        if has(cmd, r"go run \./cmd/tidegauge"):
            if l.startswith("tidegauge:") and re.search(r"\b(read|WARN|open)\b", l):
                keep.add(i)
            if re.match(r"^station +(n|time)", l) or re.match(r"^-+( +-+)+$", l):
                keep.add(i)  # table headers and rules
            if re.match(r"^\S.* (suspect|missing)$", l):
                keep.add(i)  # flagged readings in -all listings
            if i > 0 and any(re.match(r"^station +n ", L[k]) for k in range(max(0, i - 12), i)) and re.match(r"^\S+ +\d+ +-?\d", l):
                keep.add(i)  # per-station summary rows
            if re.search(r"\bWARN\b", l):
                keep.add(i)
        # ---- go linters
        if is_lint:
            if re.match(r"^\S+\.go:\d+:\d+: ", l) or re.match(r"^\d+ issues?:", l) or re.match(r"^\* \w+: \d+", l):
                keep.add(i)
        # ---- pytest
        if is_pytest:
            if l.startswith("E ") or l == "E" or l.startswith("> ") or re.match(r"^>\s", l):
                if l.strip() != "E":
                    keep.add(i)
            if re.match(r"^_{3,} .* _{3,}$", l):
                keep.add(i)
            if re.match(r"^\S+\.py:\d+: ", l) or re.match(r"^\S+\.py:\d+: \w+$", l):
                keep.add(i)
            if re.match(r"^(FAILED|ERROR) ", l) or re.search(r"::\S+ (FAILED|ERROR)\b", l):
                keep.add(i)
            if re.match(r"^=+ .*\b(passed|failed|error|errors)\b.* =+$", l) or re.match(r"^\d+ (passed|failed)", l):
                keep.add(i)
            if re.match(r"^!{3,} ", l):
                keep.add(i)
            if re.match(r"^TOTAL\s", l) or re.match(r"^\S+\.py\s+\d+\s+[1-9]\d*\s+\d+%", l):
                keep.add(i)
        # ---- mypy
        if has(cmd, r"^mypy\b"):
            if ": error:" in l or re.match(r"^(Found \d+ errors?|Success:)", l):
                keep.add(i)
        # ---- flake8
        if has(cmd, r"^flake8\b") and re.match(r"^\S+:\d+:\d+: [A-Z]\d+", l):
            keep.add(i)
        # ---- pylint
        if has(cmd, r"^pylint\b"):
            if re.match(r"^\*{5,} Module ", l) or re.match(r"^\S+:\d+:\d+: [CRWEF]\d{4}:", l) or "rated at" in l:
                keep.add(i)
        # ---- black
        if has(cmd, r"^black\b"):
            if re.match(r"^(would reformat|reformatted|error: cannot format) ", l) or re.search(r"\d+ files? (would be )?reformatted", l) or l.startswith("Oh no!"):
                keep.add(i)
            if "--diff" in cmd:
                if re.match(r"^(--- |\+\+\+ |@@ )", l) or (re.match(r"^[+-]", l)):
                    keep.add(i)
        # ---- harbour-sync script
        if is_script and re.match(r"^harbour-sync: ", l):
            keep.add(i)
    return keep


def process(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    output = rest.split("\n-- keep --\n", 1)[0] if "\n-- keep --\n" in rest else rest
    if output.endswith("\n"):
        output_body = output[:-1]
    else:
        output_body = output
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    L = [clean(l) for l in output_body.split("\n")]
    idx = sorted(rules(cmd, L))
    seen, out = set(), []
    for i in idx:
        s = L[i]
        if s.strip() and s not in seen:
            seen.add(s)
            out.append(s)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(head + "-- output --\n" + output_body + "\n-- keep --\n" + "\n".join(out) + "\n")
    return len(out)


if __name__ == "__main__":
    for p in sys.argv[1:]:
        process(p)
