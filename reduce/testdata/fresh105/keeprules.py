#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh105 *.txtar from its output.

Rules were written before any reducer was run on this set (none ever was by
the recorder).  Run once:  python3 keeprules.py   (rewrites the keep sections).

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The projects' own source files (basenames), i.e. "the project's own code".
PROJECT_BASENAMES = set("""
CMakeLists.txt Makefile planets.csv
ascii.c bodies.c colorweave.c conjunction.c csvload.c draft.c drawdown.c eclipse.c ephemeris.c
floats.c gears.c geartrain.c julian.c kepler.c liftplan.c loomctl.c main.c moon.c patterns.c
profile.c retrograde.c sidereal.c sky_almanac.c stats.c svg.c test_loom.c wif.c loom.h orrery.h
check.hpp colony.cpp colony.hpp common.hpp compose.cpp frame.cpp frame.hpp harvest.cpp harvest.hpp
hivectl.cpp inspection.cpp inspection.hpp ledger.cpp ledger.hpp method.cpp method.hpp music.cpp
music.hpp notation.cpp notation.hpp rank.cpp ringer.cpp row.cpp row.hpp t_method.cpp t_music.cpp
t_notation.cpp t_proof.cpp t_row.cpp t_touch.cpp test_colony.cpp test_frame.cpp test_harvest.cpp
test_inspection.cpp test_ledger.cpp test_queen.cpp test_swarm.cpp test_varroa.cpp touch.cpp
touch.hpp varroa.cpp varroa.hpp
""".split())
PROJECT_ROOT = '/home/dev/work/'

ANSI = re.compile(r'\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07')


def clean(line):
    return ANSI.sub('', line).rstrip()


def is_project_path(p):
    if p.startswith(PROJECT_ROOT):
        return True
    if p.startswith('/') or p.startswith('.'):
        return False
    return os.path.basename(p) in PROJECT_BASENAMES


LOC_AT_START = re.compile(r'^\s*(?:#\s+at\s+)?([^\s:()]+):(\d+)[:)\s]')
LOC_ANY = re.compile(r'(?:^|[\s(])([^\s:()]+):(\d+)\b')


def starts_with_project_loc(line):
    m = LOC_AT_START.match(line + ' ')
    return bool(m) and is_project_path(m.group(1))


def frame_line(line):
    return bool(re.match(r'^\s*#\d+\s', line) or re.match(r'^==\d+==\s+(at|by) 0x', line))


def frame_in_project(line):
    for m in LOC_ANY.finditer(line):
        if is_project_path(m.group(1)):
            return True
    return False


KEYWORD = re.compile(
    r'\b(errors?|fatal|fail|failed|failures?|warnings?|panic|exceptions?|abort|aborted|aborting|'
    r'undefined reference|multiple definition|segmentation fault|runtime error|not found|'
    r'terminate called)\b|what\(\):|\*\*\*|not ok\b', re.I)

SUMMARY = [
    r'tests passed', r'^\d+ (checks|expectations),', r'^1\.\.\d+$', r'^# failed', r'ERROR SUMMARY',
    r'LEAK SUMMARY', r'(definitely|indirectly|possibly) lost', r'in use at exit', r'All heap blocks were freed',
    r'SUMMARY: ', r'\d+ (warnings?|errors?)( and \d+ errors?)? generated', r'warnings? treated as errors',
    r'files? changed', r'The following tests FAILED', r'^\t\s*\d+ - \S+ \(',
]
SUMMARY = [re.compile(p) for p in SUMMARY]

MEMCHECK = [
    r'Invalid (read|write|free)', r'Conditional jump', r'Use of uninitialised', r'Mismatched free',
    r'is \d+ bytes (inside|after|before)', r"is not stack'd", r'Process terminating', r'Access not within mapped region',
    r'lost in loss record', r'(READ|WRITE) of size', r' is located ', r'(freed|allocated) by thread',
    r'<== Memory access', r'Program received signal', r'Program terminated with signal',
]
MEMCHECK = [re.compile(p) for p in MEMCHECK]

HINTS = re.compile(r'rerun with|Use -header-filter|\(use "git |HINT: |Reachable blocks \(those|'
                   r'Memcheck, a memory error detector|exceptions \*are\* supported')
# gcc's per-candidate explanations ("note:   cannot convert ...", "note:   deduced conflicting ...")
NESTED_NOTE = re.compile(r': note: {2,}\S')

DIAG = re.compile(r'^(\S+?):(\d+):(?:(\d+):)? (fatal error|error|warning|note|style|performance|portability|information):')
TOOL_DIAG = re.compile(r'^\S+: (fatal error|error|warning):')


def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


def keep_general(lines, compile_like):
    keep = set()
    in_cmake_block = False
    for i, l in enumerate(lines):
        # CMake Error/Warning message blocks: header, body up to a blank line / call stack
        if re.match(r'^CMake (Error|Warning)', l):
            keep.add(i)
            in_cmake_block = True
            continue
        if in_cmake_block:
            if not l.strip() or l.startswith('Call Stack'):
                in_cmake_block = False
            elif l.startswith('  '):
                keep.add(i)
                continue
        if HINTS.search(l):
            continue
        # stack frames (sanitizers, valgrind, gdb): only the project's own frames
        if frame_line(l):
            if frame_in_project(l):
                keep.add(i)
            continue
        m = DIAG.match(l)
        if m:
            path, sev = m.group(1), m.group(4)
            if sev in ('error', 'fatal error', 'warning'):
                keep.add(i)
            elif is_project_path(path) and not NESTED_NOTE.search(l):
                keep.add(i)
            continue  # notes/style findings in system headers and nested candidate notes are dropped
        if starts_with_project_loc(l):
            keep.add(i)
            continue
        if TOOL_DIAG.match(l):
            keep.add(i)
            continue
        if any(p.search(l) for p in SUMMARY) or any(p.search(l) for p in MEMCHECK):
            keep.add(i)
            continue
        if compile_like and l[:1] in (' ', '\t'):
            continue  # indented continuation of compiler notes / source echo
        if KEYWORD.search(l):
            keep.add(i)
    return keep


def keep_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r'^(On branch |HEAD detached|Your branch |## |Changes to be committed:|Changes not staged|'
                    r'Untracked files:|Unmerged paths:|You have unmerged|All conflicts)', l):
            keep.add(i)
        elif re.match(r'^\t\S', l):
            keep.add(i)
        elif re.match(r'^[ MADRCU?!]{2} \S', l):
            keep.add(i)
    return keep


def keep_git_diff_log(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r'^commit [0-9a-f]{7,}', l):
            keep.add(i)
            want_subject = True
            continue
        if want_subject and re.match(r'^    \S', l):
            keep.add(i)
            want_subject = False
            continue
        if re.match(r'^ \S.* \| +(\d+ ?[+-]*|Bin .*)$', l) or re.search(r'\d+ files? changed', l):
            keep.add(i)
            continue
        if re.match(r'^(diff --git |@@ |new file mode|deleted file mode|rename (from|to) |Binary files )', l):
            keep.add(i)
            continue
        if re.match(r'^(--- (a/|/dev/null)|\+\+\+ (b/|/dev/null))', l):
            continue
        if re.match(r'^[+-]', l):
            keep.add(i)
    return keep


def keep_grep(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r'^[^\s:]+:\d+:', l):
            keep.add(i)
    return keep


def compute_keep(cmd, output):
    lines = [clean(l) for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines = lines[:-1]
    c = cmd.strip()
    if re.match(r'^git (status)', c):
        keep = keep_git_status(lines)
    elif re.match(r'^git (diff|log|show)', c):
        keep = keep_git_diff_log(lines)
    elif re.match(r'^grep ', c):
        keep = keep_grep(lines)
    else:
        compile_like = bool(re.match(r'^(gcc|g\+\+|cc|c\+\+|clang|clang\+\+|clang-tidy|cppcheck|make|cmake --build)\b', c))
        keep = keep_general(lines, compile_like)
    keep |= last_three(lines)
    seen, out = set(), []
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    files = sorted(glob.glob(os.path.join(HERE, '*.txtar')))
    for f in files:
        text = open(f, encoding='utf-8').read()
        head, rest = text.split('-- output --\n', 1)
        output = rest.rsplit('-- keep --\n', 1)[0]
        cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
        keep = compute_keep(cmd, output)
        with open(f, 'w', encoding='utf-8') as g:
            g.write(head + '-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    print(f'{len(files)} files updated', file=sys.stderr)


if __name__ == '__main__':
    main()
