#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh116 txtar file from its output.

The rules were fixed before any reducer was run on this set and are applied
mechanically; keep lists are never edited by hand. Usage:

    python3 keeprules.py            # rewrite the keep section of every *.txtar here

A keep line is an output line with ANSI escapes and trailing whitespace
(including a trailing CR) removed. Each distinct line is listed once, at its
first occurrence, in output order.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')

# ---------------------------------------------------------------- general
# A line "states an error, failure, warning or exception".
PROBLEM = re.compile(
    r'\berror\b|\berrors\b|\bfail(ed|ure|ures|s|ing)?\b|\bwarn(ing|ings)?\b|'
    r'exception|traceback|deprecated|\w+Error\b|\bassert',
    re.I)
# Rows that report a passing test or an ok step: never kept by PROBLEM alone.
PASS_ROW = re.compile(
    r'^\s*(✓|√)\s|'               # jest --verbose / vitest passing rows
    r' PASSED(\s+\[|\s*$)|'        # pytest -v passing rows
    r'^PASSED |'                   # pytest -rA passing summary rows
    r'^PASS\s')                    # jest passing suite line


def strip(line):
    return ANSI.sub('', line).rstrip()


def tool_of(cmd):
    c = cmd
    if re.search(r'\bgit (status)\b', c):
        return 'git-status'
    if re.search(r'\bgit (log|show)\b', c):
        return 'git-log'
    if re.search(r'\bgit diff\b', c):
        return 'git-diff'
    if re.search(r'\bgrep -r', c):
        return 'grep'
    return 'build'   # npm / make / jest / vitest / tsc / eslint / pytest / mypy / flake8


# ---------------------------------------------------------------- git
def keep_git_status(lines):
    keep = []
    for l in lines:
        if re.match(r'^(On branch|HEAD detached|Your branch|You have unmerged|All conflicts fixed|'
                    r'You are currently|nothing to commit)', l):
            keep.append(l)
        elif re.match(r'^(Changes to be committed|Changes not staged for commit|Unmerged paths|'
                      r'Untracked files):', l):
            keep.append(l)
        elif l.startswith('\t') and l.strip():
            keep.append(l)                       # every entry (modified/both modified/untracked)
        elif re.match(r'^## ', l):
            keep.append(l)                       # -sb branch line
        elif re.match(r'^[ MADRCUT?!]{2} \S', l):
            keep.append(l)                       # --short entries
    return keep


def keep_git_diff(lines):
    keep = []
    combined = False
    for l in lines:
        if l.startswith('diff --cc ') or l.startswith('diff --combined '):
            combined = True
            keep.append(l)
        elif l.startswith('diff --git '):
            combined = False
            keep.append(l)
        elif l.startswith('@@'):
            keep.append(l)
        elif l.startswith('--- ') or l.startswith('+++ ') or l.startswith('index '):
            continue
        elif combined:
            # conflict markers and both sides: any line with + or - in the first two columns
            if len(l) >= 2 and ('+' in l[:2] or '-' in l[:2]):
                keep.append(l)
        elif re.match(r'^[+-]', l):
            keep.append(l)
        elif re.match(r'^ \S.*\|\s+\d+', l) or re.match(r'^ \d+ files? changed', l):
            keep.append(l)                       # --stat rows and summary
    return keep


def keep_git_log(lines):
    keep = []
    want_subject = False
    for l in lines:
        if re.match(r'^commit [0-9a-f]{7,40}', l):
            keep.append(l)
            want_subject = True
        elif want_subject and re.match(r'^    \S', l):
            keep.append(l)                       # subject line
            want_subject = False
        elif l.startswith('diff --git '):
            keep.append(l)                       # file headers
        elif re.match(r'^ \S.*\|\s+(\d+|Bin)', l) or re.match(r'^ \d+ files? changed', l):
            keep.append(l)                       # stat rows and summary
        elif re.match(r'^[*|\\/ ]*[*] [0-9a-f]{7,}', l):
            keep.append(l)                       # --graph --oneline rows
    return keep


def keep_grep(lines):
    # every hit the agent asked for: path:line:content
    return [l for l in lines if re.match(r'^[^:\s]+:\d+[:-]', l)]


# ---------------------------------------------------------------- builds / tests / linters
def keep_build(lines, cmd=''):
    keep = []
    is_py = bool(re.search(r'pytest|py-|ledgerkit|flake8|mypy', cmd))
    in_diff = False          # jest/vitest assertion diff block
    prev_mypy = False        # mypy --pretty wrapped message continuation
    for i, l in enumerate(lines):
        k = False
        s = l.strip()
        # --- assertion diff blocks (jest, vitest): from "- Expected" to the code frame
        if re.match(r'^\s*- Expected', l):
            in_diff = True
            k = True
        elif in_diff:
            if re.match(r'^\s*(>?\s*\d+\s*\||❯ |at )', l) or re.match(r'^\s*⎯', l):
                in_diff = False
            elif re.match(r'^\s*[-+] ', l) or re.match(r'^\s*\+ Received', l):
                k = True
        # --- mypy pretty continuation
        if prev_mypy and l and not l.startswith(' ') and not re.match(r'^\S+\.py:\d+', l) \
                and not l.startswith('Found '):
            k = True
        prev_mypy = bool(re.match(r'^\S+\.py:\d+: (error|note):', l)) or (prev_mypy and k)

        if PASS_ROW.search(l):
            pass
        elif PROBLEM.search(l):
            k = True
        # npm: which workspace ran (header) and everything npm reports as error/warn
        if re.match(r'^> @[\w-]+/[\w-]+@', l) or re.match(r'^npm (error|warn|ERR!)', l):
            k = True
        # make: step headers, failing recipe lines
        if re.match(r'^==> ', l) or re.match(r'^make(\[\d+\])?: \*\*\*', l) \
                or re.match(r"^make(\[\d+\])?: Target .* not remade", l):
            k = True
        # jest
        if re.match(r'^FAIL ', l) or re.match(r'^\s*● ', l) or re.match(r'^\s*✕ ', l):
            k = True
        if re.match(r'^\s*(Expected|Received)[\w ]*:', l) or re.match(r'^\s*expect\(received\)', l):
            k = True                             # jest assertion details
        if re.match(r'^\s*(Tests|Test Suites):\s', l):
            k = True
        if re.match(r'^\s*>\s*\d+\s*\|', l):
            k = True                             # failing source line in a code frame
        if re.match(r'^\s*at .*\((src|packages)/[^)]*:\d+:\d+\)', l) \
                or re.match(r'^\s*at (src|packages)/\S+:\d+:\d+', l):
            k = True                             # project stack frames
        # vitest
        if re.match(r'^\s*(FAIL|×)\s', l) or re.match(r'^\s*❯ .*(>|\(\d+ tests? \| \d+ failed\))', l) \
                or re.match(r'^\s*→ ', l) or re.match(r'^\s*❯ \S+:\d+:\d+', l) \
                or re.match(r'^\s*(Test Files|Tests)\s+\d', l) or re.match(r'^⎯+ Failed Tests \d+', l):
            k = True
        # tsc / ts-jest
        if re.search(r'error TS\d+', l):
            k = True
        # eslint stylish: file header and problem rows, summary
        if re.match(r'^/\S+\.(ts|tsx|js)$', l):
            # only headers followed by a problem row
            if i + 1 < len(lines) and re.match(r'^\s+\d+:\d+\s+(error|warning)', lines[i + 1]):
                k = True
        if re.match(r'^\s+\d+:\d+\s+(error|warning)', l) or re.match(r'^✖ \d+ problems?', l):
            k = True
        # flake8: every violation, the count and statistics
        if re.match(r'^\S+\.py:\d+:\d+: [A-Z]\d+ ', l) or re.match(r'^\d+\s+[A-Z]\d{3} ', l) \
                or (re.match(r'^\d+$', s) and i == len(lines) - 1):
            k = True
        # mypy
        if re.match(r'^\S+\.py:\d+: (error|note):', l) or re.match(r'^(Found \d+ errors?|Success: )', l):
            k = True
        # pytest: failing sections, E lines, locations, pointers, summaries
        if re.match(r'^_{3,} .* _{3,}$', l) and not re.match(r'^_+ (summary|warnings)', l):
            k = True                             # ___ test_name ___ section header
        if re.match(r'^E\s', l) or l == 'E':
            k = True
        if is_py and re.match(r'^>\s', l):
            k = True                             # failing source line in a traceback
        if re.match(r'^\S+\.py:\d+: \w', l):
            k = True                             # tests/test_x.py:14: AssertionError
        if re.match(r'^(FAILED|ERROR) ', l) or re.search(r' (FAILED|ERROR)(\s+\[|\s*$)', l):
            k = True
        if re.match(r'^=+ .*\b(passed|failed|error|errors|skipped|xfailed|deselected|no tests ran)\b.* =+$', l) \
                or re.match(r'^\d+ (passed|failed)', s) or re.match(r'^=+ (FAILURES|ERRORS) =+$', l):
            k = True
        if re.match(r'^!+ stopping after', l):
            k = True
        # passing-run summaries of the Makefile / check
        if re.match(r'^check: ', l):
            k = True
        if k:
            keep.append(l)
    return keep


def last_three(lines):
    nb = [l for l in lines if l.strip()]
    return nb[-3:]


def keep_for(cmd, output):
    raw_lines = output.split('\n')
    if raw_lines and raw_lines[-1] == '':
        raw_lines.pop()
    lines = [strip(l) for l in raw_lines]
    tool = tool_of(cmd)
    if tool == 'build':
        kept = keep_build(lines, cmd)
    else:
        kept = {'git-status': keep_git_status, 'git-diff': keep_git_diff, 'git-log': keep_git_log,
                'grep': keep_grep}[tool](lines)
    chosen = set(kept) | set(last_three(lines))
    chosen.discard('')
    out, seen = [], set()
    for l in lines:
        if l in chosen and l not in seen:
            out.append(l)
            seen.add(l)
    return out


def process(path):
    with open(path, encoding='utf-8', newline='') as f:
        text = f.read()
    head, rest = text.split('-- output --\n', 1)
    output = rest.rsplit('-- keep --\n', 1)[0]
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    keep = keep_for(cmd, output)
    with open(path, 'w', encoding='utf-8', newline='') as f:
        f.write(head + '-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    return len(output.encode()), sum(len(k.encode()) + 1 for k in keep)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    tot_out = tot_keep = 0
    for p in sorted(glob.glob(os.path.join(here, '*.txtar'))):
        o, k = process(p)
        tot_out += o
        tot_keep += k
    print(f'output bytes {tot_out}  keep bytes {tot_keep}  saving {100 * (1 - tot_keep / tot_out):.1f}%')


if __name__ == '__main__':
    sys.exit(main())
