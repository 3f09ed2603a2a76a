#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh71 txtar file from its output.

Rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py            # rewrites the keep section of every *.txtar here
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')

# ---- generic rules (all tools) -------------------------------------------
GENERIC = [
    re.compile(r'\b(error|errors|Error|ERROR|FAIL|FAILED|Failed|failed|failure|failures)\b'),
    re.compile(r'\b(warning|warnings|Warning|WARNING|WARN)\b'),
    re.compile(r'\bpanic(ked)?\b|^panic:'),
    re.compile(r'\b\w*(Exception|Error)\b:'),
    re.compile(r'Traceback \(most recent call last\)'),
    re.compile(r'[✖✘×✗]'),
]
# project file:line locations (own sources only, never node_modules / toolchain)
LOC = re.compile(r'(?<![\w/.-])(?:/home/dev/work/[\w./-]+|\.{0,2}/?(?:src|tests?|lib|mocha|catalogue)/[\w./-]+|[\w-]+\.(?:go|py|rs|ts|js|mts))[:(]\d+')
NOT_OWN = re.compile(r'node_modules|/rustc/|/library/(std|core|alloc)/|/usr/lib/|\.pyenv|/go/pkg/|internal/')

# passing rows / noise that generic rules must not pull in
DROP = [
    re.compile(r'^\s*(✓|✔|√)\s'),                    # passing test rows
    re.compile(r'^\s*test \S+ \.\.\. ok$'),          # cargo passing rows
    re.compile(r'^--- PASS|^=== (RUN|PAUSE|CONT)'),  # go passing / progress
    re.compile(r' PASSED(\s|$)'),                    # pytest -v passing rows
    re.compile(r'^\s*(help|= help):'),               # compiler hints
]


def tool_of(name):
    for t in ('jest', 'vitest', 'mocha', 'tsc', 'eslint', 'webpack', 'esbuild', 'cargo',
              'pytest', 'mypy', 'go', 'staticcheck', 'git', 'grep', 'curl'):
        if name.startswith(t + '-'):
            return t
    return 'other'


# ---- per-tool rules ------------------------------------------------------
SUMMARY = [
    re.compile(r'^(Tests|Test Suites|Snapshots|Test Files|Time|Ran all test suites)\b'),
    re.compile(r'^\s*(Test Files|Tests|Snapshots)\s'),
    re.compile(r'^\s*\d+ (passing|failing|pending)\b'),
    re.compile(r'^# (tests|pass|fail)\b|^1\.\.\d+'),
    re.compile(r'^test result:'),
    re.compile(r'^=+ .*\b(passed|failed|error|errors|no tests ran)\b.* =+$'),
    re.compile(r'^=+ (short test summary info|FAILURES|ERRORS) =+$'),
    re.compile(r'^(ok|FAIL|PASS)\s+\S+\s'),  # go package result lines
    re.compile(r'^(ok|FAIL|PASS)$'),
    re.compile(r'^Found \d+ errors?|^Success: no issues'),
    re.compile(r'\d+ problems? \('),
    re.compile(r'compiled (successfully|with \d+ (errors?|warnings?))'),
    re.compile(r'^\s*\d+ (errors?|warnings?)\b|generated \d+ warnings?'),
    re.compile(r'^\s*coverage: '),
]

JS_TEST = [
    re.compile(r'^\s*●'),                                 # jest failed test titles
    re.compile(r'^\s*(FAIL)\s'),                          # failed files
    re.compile(r'^\s*(Expected|Received)\b.*:'),          # expected/received
    re.compile(r'^\s*(Expected|Received) (precision|difference)'),
    re.compile(r'^\s*[-+] (Expected|Received|Snapshot)\s'),
    re.compile(r'^\s*Snapshot name:'),
    re.compile(r'^\s*>\s*\d+\s*\|'),                      # failing source line in code frame
    re.compile(r'^\s*❯ \S+:\d+'),                         # vitest location
    re.compile(r'^\s*(AssertionError|TypeError|Error|RangeError|SyntaxError)\b'),
    re.compile(r'^\s*\d+\) '),                            # mocha failure titles
    re.compile(r'^\s*\+ expected - actual'),
    re.compile(r'^not ok '),                              # TAP failures
    re.compile(r'›.*(obsolete|written|failed)'),          # snapshot notes
]


def keep_js_diff_lines(lines, flags):
    """inside a failure block, keep the +/- lines of the assertion diff."""
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^[-+] (Expected|Received|Snapshot)\b|^\+ expected - actual|^- Expected\b', s):
            in_diff = True
            continue
        if in_diff:
            if re.match(r'^\s*>?\s*\d+\s*\|', l) or re.match(r'^\s*at ', l) or re.match(r'^\s*❯', l):
                in_diff = False
                continue
            if re.match(r'^\s*[-+]\s*\S', l):
                flags[i] = True


def keep_tsc_continuations(lines, flags):
    """non-pretty tsc: indented elaboration lines following an error line."""
    for i in range(1, len(lines)):
        if re.match(r'^  \S', lines[i]):
            j = i - 1
            while j >= 0 and re.match(r'^  \S', lines[j]):
                j -= 1
            if j >= 0 and 'error TS' in lines[j]:
                flags[i] = True


RUST = [
    re.compile(r'^(error|warning)(\[\w+\])?:'),
    re.compile(r'^\s*--> '),
    re.compile(r'^\s*\d*\s*\|.*[\^~-]{1,}\s+\S'),         # labelled carets
    re.compile(r'^\s*= note: '),
    re.compile(r'^test \S+ \.\.\. FAILED'),
    re.compile(r'^---- \S+ (stdout|stderr) ----'),
    re.compile(r"^thread '.*' .*panicked at"),
    re.compile(r'^\s*(left|right):'),
    re.compile(r'^assertion .*failed'),
    re.compile(r'^\s+at \./(src|tests)/'),                 # own backtrace frames
    re.compile(r'^\s+\d+: formula_book::'),
]


def keep_rust_extra(lines, flags):
    # message line right after "panicked at", and the names under the final "failures:" list
    for i, l in enumerate(lines):
        if re.match(r"^thread '.*' .*panicked at", l) and i + 1 < len(lines) and lines[i + 1].strip():
            flags[i + 1] = True
    idx = [i for i, l in enumerate(lines) if l == 'failures:']
    if len(idx) >= 2:
        i = idx[-1] + 1
        while i < len(lines) and lines[i].startswith('    '):
            flags[i] = True
            i += 1


PY = [
    re.compile(r'^E\s'),
    re.compile(r'^_{3,} .* _{3,}$'),                       # failing test headers
    re.compile(r'^(FAILED|ERROR) '),
    re.compile(r'^>\s'),                                   # failing statement
    re.compile(r'^[\w/.-]+\.py:\d+: \w*(Error|Exception)'),
    re.compile(r'^[\w/.-]+\.py:\d+:(\d+:)? '),              # mypy/flake8 rows
]

GO = [
    re.compile(r'^\s*--- FAIL'),
    re.compile(r'^\s+[\w-]+\.go:\d+: '),
    re.compile(r'^\.?/?[\w/-]+\.go:\d+:\d+: '),
    re.compile(r'^panic: |^goroutine \d+ \['),
]

ESLINT = [
    re.compile(r'^/home/dev/work/\S+$'),                   # stylish file header
    re.compile(r'^\s+\d+:\d+\s+(error|warning)\s'),
    re.compile(r':\d+:\d+:|: line \d+, col \d+'),
    re.compile(r'^\s*\[\{'),                               # json formatter (single line)
]

WEBPACK = [
    re.compile(r'^(ERROR|WARNING) in '),
    re.compile(r'^\[tsl\] (ERROR|WARNING)'),
    re.compile(r'^\s*TS\d+:'),
    re.compile(r'^webpack \S+ compiled'),
]

ESBUILD = [
    re.compile(r'\[(ERROR|WARNING)\]'),
    re.compile(r'^\s+\S+\.\w+:\d+:\d+:$'),
    re.compile(r'^\d+ (errors?|warnings?)'),
]

GIT_STATUS = [
    re.compile(r'^On branch |^## |^Your branch |^HEAD detached'),
    re.compile(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):'),
    re.compile(r'^\t\S'),
    re.compile(r'^[ MADRCU?!]{2} \S'),
]

GIT_LOG = [
    re.compile(r'^commit [0-9a-f]{7,}'),
    re.compile(r'^diff --git '),
    re.compile(r'^(---|\+\+\+) (a/|b/|/dev/null)'),
    re.compile(r'^(new|deleted) file mode'),
    re.compile(r'^@@ '),
    re.compile(r'^ \S.*\|\s+(\d+|Bin)'),                   # stat rows
    re.compile(r'^ \d+ files? changed'),
    re.compile(r'^[-+](?![-+]{2} )'),                       # changed lines
]

CURL = [
    re.compile(r'^< HTTP/|^HTTP/\d'),
    re.compile(r'^curl: \(\d+\)'),
    re.compile(r'^\* (Failed|Could not|connect to .* failed)'),
]
CURL_ERRBODY = re.compile(r'<(title|h1|p)>|Error code|Message:')


def keep_flags(name, lines):
    tool = tool_of(name)
    flags = [False] * len(lines)
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if tool not in ('git', 'grep', 'curl'):
            if any(p.search(l) for p in GENERIC):
                flags[i] = True
            m = LOC.search(l)
            if m and not NOT_OWN.search(l):
                flags[i] = True
            if any(p.search(l) for p in SUMMARY):
                flags[i] = True
        if tool in ('jest', 'vitest', 'mocha') and any(p.search(l) for p in JS_TEST):
            flags[i] = True
        if tool == 'cargo' and any(p.search(l) for p in RUST):
            flags[i] = True
        if tool in ('pytest', 'mypy') and any(p.search(l) for p in PY):
            flags[i] = True
        if tool in ('go', 'staticcheck') and any(p.search(l) for p in GO):
            flags[i] = True
        if tool == 'eslint' and any(p.search(l) for p in ESLINT):
            flags[i] = True
        if tool == 'webpack' and any(p.search(l) for p in WEBPACK):
            flags[i] = True
        if tool == 'esbuild' and any(p.search(l) for p in ESBUILD):
            flags[i] = True
        if tool == 'git':
            rules = GIT_STATUS if name.startswith('git-status') else GIT_LOG
            if any(p.search(l) for p in rules):
                flags[i] = True
        if tool == 'grep':
            flags[i] = True        # every grep hit was asked for
        if tool == 'curl' and any(p.search(l) for p in CURL):
            flags[i] = True
    # drops (passing rows, hints) override the generic pattern hits
    for i, l in enumerate(lines):
        if flags[i] and tool not in ('git', 'grep') and any(p.search(l) for p in DROP):
            flags[i] = False
    if tool in ('jest', 'vitest', 'mocha'):
        keep_js_diff_lines(lines, flags)
    if tool == 'tsc':
        keep_tsc_continuations(lines, flags)
    if tool == 'cargo':
        keep_rust_extra(lines, flags)
    if tool == 'git' and not name.startswith('git-status'):
        # commit subjects: first non-blank indented line after a Date: header
        for i, l in enumerate(lines):
            if l.startswith('Date:'):
                j = i + 1
                while j < len(lines) and not lines[j].strip():
                    j += 1
                if j < len(lines) and lines[j].startswith('    '):
                    flags[j] = True
    if tool == 'curl':
        status = [l for l in lines if re.match(r'^(< )?HTTP/\S+ (\d+)', l)]
        if any(re.match(r'^(< )?HTTP/\S+ [45]\d\d', l) for l in status):
            for i, l in enumerate(lines):
                if CURL_ERRBODY.search(l):
                    flags[i] = True
    # always: the last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    for i in nb[-3:]:
        flags[i] = True
    out, seen = [], set()
    for i, l in enumerate(lines):
        if flags[i] and l.strip() and l not in seen:
            seen.add(l)
            out.append(l)
    return out


def process(path):
    text = open(path, encoding='utf-8').read()
    head, sep, rest = text.partition('\n-- output --\n')
    assert sep, path
    output = rest.rsplit('-- keep --\n', 1)[0]
    lines = [ANSI.sub('', l).rstrip() for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines.pop()
    name = os.path.basename(path)[:-len('.txtar')]
    keep = keep_flags(name, lines)
    with open(path, 'w', encoding='utf-8') as fh:
        fh.write(head + sep + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    return name, keep


if __name__ == '__main__':
    files = sorted(f for f in os.listdir(HERE) if f.endswith('.txtar'))
    for f in files:
        name, keep = process(os.path.join(HERE, f))
        print(f'{name}: {len(keep)} keep lines')
