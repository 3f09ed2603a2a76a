#!/usr/bin/env python3
"""Derive the keep lists of the fresh63 set from the recorded outputs, by rule.

Usage: python3 keeprules.py [--write]   (without --write it only prints counts)
Written from scratch for this set; see README.md for the rules in prose.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")

# --- generic rules -------------------------------------------------------
PROBLEM = re.compile(
    r"(?i)\b(errors?|fail|failed|failures?|failing|warn|warnings?|panic|panicked|"
    r"exception|traceback)\b|\b\w*(Error|Exception)\b|\bFAIL\b|^\s*×\s|^\s*→\s"
)
NOISE = [
    re.compile(r"^=+ (FAILURES|ERRORS) =+$"),          # pytest section banners
    re.compile(r"^\s*= (note|help): .*-D warnings"),     # rustc lint provenance notes
    re.compile(r"^\s*= help: for further information visit"),
    re.compile(r" PASSED\s+\[ *\d+%\]$"),                 # pytest -v passing rows
    re.compile(r"^PASSED "),                              # pytest -rA passing rows
    re.compile(r"^test \S+ \.\.\. ok$"),                  # cargo passing rows
    re.compile(r"^\s*✓ "),                                # vitest passing rows
    re.compile(r"^--- PASS: "),
]
PROJECT_DIRS = r"(?:tests?|spec|lib|src|glazebook|scoring|bracket|internal|cmd|scripts)"
LOCATION = [
    re.compile(r"^\s*(\./)?" + PROJECT_DIRS + r"/[\w./-]+:\d+"),         # file:line[:col]: ...
    re.compile(r"^" + PROJECT_DIRS + r"/[\w./-]+\(\d+,\d+\)"),            # tsc file(l,c)
    re.compile(r'^\s*File "/home/dev/work/[^"]+", line \d+'),               # python frame in project
    re.compile(r"^\s+\w+_test\.go:\d+: "),                                 # go test t.Error lines
    re.compile(r"^\s+/home/dev/work/\S+\.go:\d+"),                         # go panic frame
    re.compile(r"^(example\.com/|main\.)\S+\("),                            # go panic frame func
    re.compile(r"^\s*--> (\./)?" + PROJECT_DIRS + r"/"),                   # rustc span
    re.compile(r"^\s+at \./"),                                             # rust backtrace, project
    re.compile(r"^\s*from /home/dev/work/"),                               # ruby frames
    re.compile(r"^\s*# \./(spec|lib)/"),                                   # rspec frames
    re.compile(r"^rspec \./spec/"),                                        # rspec rerun lines
    re.compile(r"^\s*❯ .*\b(src|test)/[\w./-]+:\d+:\d+"),                  # vitest frames
    re.compile(r"^\s*❯ test/.* > "),                                       # vitest failing test rows
]
DETAIL = [
    re.compile(r"^E\s"),                       # pytest assertion explanation
    re.compile(r"^>\s"),                       # pytest failing statement
    re.compile(r"^\s*(left|right):"),          # rust assert_eq
    re.compile(r"^\s+(expected|got):?\s"),     # rspec
    re.compile(r"^[-+] (Expected|Received)$"), # vitest diff legend
]
SUMMARY = [
    re.compile(r"^=+ .*\b(passed|failed|errors?|deselected|skipped)\b.* =+$"),
    re.compile(r"^!+ .* !+$"),
    re.compile(r"^\d+ (passed|failed|errors?|skipped)\b"),
    re.compile(r"test result:"),
    re.compile(r"^\s*(Test Files|Tests)\s+\d"),
    re.compile(r"\d+ examples?, \d+ failures?"),
    re.compile(r"^Found \d+ errors?"),
    re.compile(r"files? inspected"),
    re.compile(r"^(added|removed|changed|up to date)\b.*packages?"),
]

# --- per-file modes --------------------------------------------------------
# "all": the agent asked to read/list/search this; every non-blank line is needed.
ALL = {
    "sed-n-recipe-py", "cat-n-handicap-ts", "cat-tests-firing", "find-ts-not-node-modules",
    "ls-node-modules-tree", "wc-l-sources", "rg-n-tens-quiver", "rg-n-unwrap-bonsai",
    "grep-rn-todo-glaze", "npm-ls-depth0", "python-cli-celadon", "ls-la-regatta",
    "ls-la-node-modules-bin", "git-log-graph-quiver",
}
GIT = {"git-diff-stat-and-patch", "git-diff-bonsai-ledger", "git-show-summary-commit",
       "git-log-stat-quiver"}
EXTRA = {
    "pip-show-pip-setuptools": [re.compile(r"^(Name|Version|Location|Requires|Required-by):")],
    "go-test-cover": [re.compile(r"coverage:")],
    "go-test-json-tail": [re.compile(r'"Output":"[\w/]+\.go:\d+')],
    "python-import-log-keyerror": [re.compile(r"imported \d+ of \d+ rows")],
    "rubocop-loftrace": [re.compile(r"^\S+\.rb:\d+:\d+: [CWEF]: ")],
}
EXCLUDE = {
    # the last-three rule would otherwise pull these; nothing excluded beyond the generic noise
}


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    out, _ = rest.split("-- keep --\n", 1)
    return head, out, text


def any_match(pats, s):
    return any(p.search(s) for p in pats)


def keep_for(name, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [None if "\r" in l else clean(l) for l in raw]
    keep = [False] * len(lines)
    nonblank = [i for i, l in enumerate(lines) if l]

    if name in ALL:
        for i in nonblank:
            s = lines[i]
            if name.startswith("ls-la") and (s.startswith("total ") or re.search(r" \.\.?$", s)):
                continue
            keep[i] = True
    elif name in GIT:
        in_header = False
        for i in nonblank:
            s = lines[i]
            if re.match(r"^commit [0-9a-f]{7,}", s):
                keep[i] = True
                in_header = True
                continue
            if in_header and s.startswith("    "):
                keep[i] = True      # commit subject
                in_header = False
                continue
            if (s.startswith("diff --git") or s.startswith("@@")
                    or re.match(r"^[0-9a-f]{7} ", s)
                    or re.match(r"^ \S.* \| +\d+ ?[+-]*$", s)
                    or re.search(r"\d+ files? changed", s)):
                keep[i] = True
    else:
        after_received = False
        after_panic = False
        after_failures = False
        after_tsc = False
        for i, s in enumerate(lines):
            if s is None:
                continue
            if not s:
                after_panic = False
                after_tsc = False
                continue
            # continuation of a rust panic message
            if after_panic:
                if s.startswith("stack backtrace:") or s.startswith("note:"):
                    after_panic = False
                else:
                    keep[i] = True
                    continue
            if "panicked at" in s:
                after_panic = True
            # vitest diff body
            if s == "+ Received":
                after_received = True
            elif after_received:
                if s.lstrip().startswith("❯"):
                    after_received = False
                elif re.match(r"^[-+]\s", s):
                    keep[i] = True
                    continue
            # cargo's closing list of failed tests
            if s == "failures:":
                after_failures = True
                continue
            if after_failures and re.match(r"^    [\w:]+$", s):
                keep[i] = True
                continue
            if s.startswith("test result:"):
                after_failures = False
            # tsc error elaboration lines
            if re.match(r"^\S+\(\d+,\d+\): error TS", s):
                after_tsc = True
            elif after_tsc and s.startswith("  "):
                keep[i] = True
                continue
            else:
                after_tsc = False
            if any_match(NOISE, s):
                continue
            if (PROBLEM.search(s) or any_match(LOCATION, s) or any_match(DETAIL, s)
                    or any_match(SUMMARY, s) or any_match(EXTRA.get(name, []), s)):
                keep[i] = True
    for i in nonblank[-3:]:
        if lines[i] is not None:
            keep[i] = True
    for i in EXCLUDE.get(name, []):
        keep[i] = False
    seen, result = set(), []
    for i, k in enumerate(keep):
        if k and lines[i] and lines[i] not in seen:
            seen.add(lines[i])
            result.append(lines[i])
    return result


def main():
    write = "--write" in sys.argv
    tk = tb = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        head, out, text = parse(path)
        keep = keep_for(name, out)
        tk += sum(len(k.encode()) + 1 for k in keep)
        tb += len(out.encode())
        if write:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(head + "-- output --\n" + out + "-- keep --\n"
                         + "".join(k + "\n" for k in keep))
        print(f"{name:40s} {len(keep):3d} lines")
    print(f"keep bytes {tk} / output bytes {tb}: saving {100 * (1 - tk / tb):.1f}%")


if __name__ == "__main__":
    main()
