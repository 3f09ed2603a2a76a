#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh89 .txtar from its output.

The rules were written before any reducer was run on this set, and the keep
lists are never edited by hand.  Run: python3 keeprules.py  (in this folder).

A keep line is an output line with ANSI escapes and trailing blanks (including
a trailing CR) removed.  Lines are listed once (first occurrence), in output
order.  Every file also keeps its last three non-blank lines.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')

# generic "this line states a problem" pattern (not used for git and curl)
ERROR_WORDS = re.compile(
    r'\b(error|errors|fail|failed|failure|failures|failing|warn|warning|warnings|'
    r'exception|panic|panicked|uncaught|unhandled|fatal|abort|aborted)\b'
    r'|exceeded timeout|cannot find|not found|no such file|threshold .* not met',
    re.IGNORECASE)
ERROR_MARKS = re.compile(   # case-sensitive: error classes, errno codes, failure glyphs
    r'ERR!|\b[A-Z][A-Za-z]*Error\b|\bE(?:[A-Z]{3,}|404|403|401)\b'
    r'|[✕✖×]|^\s*not ok\b|^\s*throw\b')


class _Either:
    def search(self, line):
        return ERROR_WORDS.search(line) or ERROR_MARKS.search(line)


ERROR_RE = _Either()
PASS_ROW = re.compile(r'^\s*(✓|✔|ok \d|PASS\b|﹣)')
# the project's own file:line locations (not dependencies, not node internals)
PROJECT_LOC = re.compile(
    r'(?:(?<![\w./-])(?:src|test|dist)/[\w./-]+\.(?:ts|js|mjs|tsx)[:(]\d+'
    r'|/home/dev/work/[^\s)\'"]+\.(?:ts|js|mjs)[:(]?\d+)')


def clean(line):
    return ANSI.sub('', line).rstrip()


def tool_of(cmd):
    c = cmd.strip()
    if c.startswith('git '):
        return 'git'
    if c.startswith('curl '):
        return 'curl'
    if 'jest' in c:
        return 'jest'
    if 'node --test' in c or c == 'npm test':
        return 'nodetest'
    if 'eslint' in c or 'npm run lint' in c:
        return 'eslint'
    if 'tsc' in c or 'npm run build' in c:
        return 'tsc'
    if c.startswith('npm '):
        return 'npm'
    return 'node'


def generic(lines, keep):
    for i, l in enumerate(lines):
        if PASS_ROW.match(l):
            continue
        if ERROR_RE.search(l) or (PROJECT_LOC.search(l) and 'node_modules' not in l):
            keep.add(i)


def rules_jest(lines, keep):
    generic(lines, keep)
    in_fail = False
    after_header = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith('●'):
            in_fail, after_header = True, True
            keep.add(i)
            continue
        if re.match(r'^(PASS|FAIL) ', l) or re.match(r'^(Test Suites|Tests|Snapshots):', l) or \
                l.startswith('---') or re.match(r'^\S.*\|', l):
            in_fail = False
        if in_fail:
            if after_header and s:
                keep.add(i)           # the failure message right under the header
                after_header = False
                continue
            if re.match(r'^\s*(Expected|Received)\b', l) or re.match(r'^\s*expect\(', l) or \
                    s.startswith('Snapshot name:') or s.startswith('thrown:') or \
                    re.match(r'^\s*[-+] ', l) or re.match(r'^\s*> \d+ \|', l):
                keep.add(i)
        if re.match(r'^FAIL ', l) or re.match(r'^(Test Suites|Tests|Snapshots):', l) or \
                l.startswith('Ran all test suites') or \
                re.search(r'snapshots? (failed|written|updated|obsolete|removed)', l) or \
                re.match(r'^File\s+\|', l) or re.match(r'^All files\s+\|', l) or \
                re.search(r'coverage threshold', l):
            keep.add(i)


def rules_nodetest(lines, keep):
    generic(lines, keep)
    for i, l in enumerate(lines):
        if re.match(r'^\s*(# |ℹ )(tests|suites|pass|fail|cancelled|skipped|todo) \d+', l):
            keep.add(i)
        if re.match(r'^\s*\+ actual - expected', l):
            keep.add(i)
    # failure details: inside a failed test's block only
    block_fail = False
    for i, l in enumerate(lines):
        if re.match(r'^\s*not ok ', l) or re.match(r'^\s*✖ ', l):
            block_fail = True
        elif re.match(r'^\s*ok \d', l) or re.match(r'^\s*[✔﹣▶] ', l) or re.match(r'^\s*# Subtest', l):
            block_fail = False
        if not block_fail:
            continue
        if re.match(r'^\s+[+-] ', l) or re.match(r'^\s+(actual|expected|operator):', l) or \
                re.match(r'^\s+(error|failureType|location):', l):
            keep.add(i)
            m = re.match(r'^(\s+)(expected|actual):\s*$', l)
            if m:  # YAML value block on the following, more indented lines
                ind = len(m.group(1))
                j = i + 1
                while j < len(lines) and lines[j].strip() and \
                        len(lines[j]) - len(lines[j].lstrip()) > ind:
                    keep.add(j)
                    j += 1


def rules_tsc(lines, keep):
    generic(lines, keep)
    in_err = False
    for i, l in enumerate(lines):
        if re.search(r'error TS\d+', l):
            in_err = True
            keep.add(i)
        elif in_err and l.startswith('  ') and l.strip():
            keep.add(i)               # elaboration lines of the diagnostic
        else:
            in_err = False
        if re.match(r'^Found \d+ errors?', l):
            keep.add(i)


def rules_eslint(lines, keep):
    generic(lines, keep)
    for i, l in enumerate(lines):
        if re.match(r'^/\S+\.(ts|js|tsx|mjs|cjs)$', l):
            keep.add(i)               # stylish file header
        if re.search(r'\d+ problems?\b', l) or 'fixable' in l or 'too many warnings' in l:
            keep.add(i)


def rules_npm(lines, keep, cmd):
    usage = False
    for i, l in enumerate(lines):
        if l.startswith('npm error Usage:'):
            usage = True
        if usage:
            if l.startswith('npm error Run "npm help') or l.startswith('npm error A complete log'):
                usage = False
            else:
                continue
        if re.match(r'^npm (error|warn|ERR!)', l):
            if l.rstrip() in ('npm error', 'npm warn', 'npm error 404'):
                continue
            keep.add(i)
        elif ERROR_RE.search(l) and not l.startswith('>') and \
                not re.match(r'^[│├└┬─ ]+\S', l) and not re.match(r'^\S+@\S+ /', l):
            keep.add(i)               # (tree rows of npm ls are judged by the ls rule only)
    if ' ls' in cmd:
        if lines:
            keep.add(0)               # the root line of the tree
        for i, l in enumerate(lines):
            if re.search(r'\b(extraneous|invalid|UNMET|missing|peer dep missing)\b', l) and \
                    'UNMET OPTIONAL DEPENDENCY' not in l:
                keep.add(i)
    if 'outdated' in cmd:
        for i, l in enumerate(lines):
            if l.strip():
                keep.add(i)
    for i, l in enumerate(lines):
        if re.match(r'^(added|removed|changed|up to date)\b', l) or re.search(r'\d+ vulnerabilit', l):
            keep.add(i)


def rules_node(lines, keep):
    generic(lines, keep)
    for i, l in enumerate(lines):
        if re.match(r'^\s+code: ', l) or re.match(r'^\s+(errno|syscall|address|port): ', l):
            keep.add(i)
        if re.match(r'^\S+ \S+ 5\d\d \d+ms$', l):
            keep.add(i)               # access-log rows of 5xx responses
        if re.match(r'^/\S+:\d+$', l):  # source excerpt header of a crash
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)


def rules_git(lines, keep, cmd):
    sub = cmd.split()[1]
    if sub == 'status':
        for i, l in enumerate(lines):
            if re.match(r'^(On branch|HEAD detached|Your branch|## )', l) or \
                    re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):', l) or \
                    l.startswith('\t') or re.match(r'^[ MADRCU?!]{2} \S', l) or \
                    l.startswith('nothing to commit') or l.startswith('no changes added'):
                keep.add(i)
        return
    if '--oneline' in cmd:
        for i, l in enumerate(lines):
            if l.strip():
                keep.add(i)
        return
    patch_lines = sub == 'diff' and '--stat' not in cmd
    subject_next = False
    for i, l in enumerate(lines):
        if re.match(r'^commit [0-9a-f]{7,}', l):
            keep.add(i)
        elif l.startswith('Date:'):
            subject_next = True
            continue
        elif subject_next and l.strip():
            keep.add(i)               # the commit subject
            subject_next = False
        if l.startswith('diff --git ') or re.match(r'^ \S.* \| +(\d+|Bin)', l) or \
                re.match(r'^ \d+ files? changed', l):
            keep.add(i)
        if patch_lines and (l.startswith('@@') or
                            (re.match(r'^[-+]', l) and not re.match(r'^(\+\+\+|---) ', l))):
            keep.add(i)


def rules_curl(lines, keep, cmd):
    verbose = ' -v' in cmd or '-sv' in cmd
    status = None
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r'^(?:< )?HTTP/[\d.]+ (\d{3})', l)
        if m:
            status = int(m.group(1))
            keep.add(i)
        if re.match(r'^> [A-Z]+ \S+ HTTP/', l) or re.match(r'^curl: \(\d+\)', l) or \
                re.match(r'^\* (Failed|connect to .* failed|Could not|Closing connection)', l):
            keep.add(i)
    if status is None or status < 400:
        return
    # response body: after the headers (-i) or everything that is not -v chatter
    if not verbose:
        for i, l in enumerate(lines):
            if body_start is None and status is not None and i > 0 and not l.strip():
                body_start = i + 1
                break
        for i in range(body_start or len(lines), len(lines)):
            if lines[i].strip():
                keep.add(i)
        return
    for i, l in enumerate(lines):
        if re.match(r'^([*<>] |[*<>]$|\{ \[|\} \[)', l) or not l.strip():
            continue
        if re.match(r'^\s*% Total', l) or re.match(r'^\s+Dload', l) or \
                re.match(r'^\s*\d+\s+[\d.]+[kMG]?\s+\d+\s', l) or l.startswith('Note: '):
            continue
        keep.add(i)


def keep_for(cmd, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = set()
    tool = tool_of(cmd)
    if tool == 'jest':
        rules_jest(lines, keep)
    elif tool == 'nodetest':
        rules_nodetest(lines, keep)
    elif tool == 'tsc':
        rules_tsc(lines, keep)
    elif tool == 'eslint':
        rules_eslint(lines, keep)
    elif tool == 'npm':
        rules_npm(lines, keep, cmd)
    elif tool == 'git':
        rules_git(lines, keep, cmd)
    elif tool == 'curl':
        rules_curl(lines, keep, cmd)
    else:
        rules_node(lines, keep)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nonblank[-3:])
    seen, result = set(), []
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        result.append(l)
    return result


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, '*.txtar'))):
        data = open(path, 'rb').read().decode('utf-8')
        head, rest = data.split('\n-- output --\n', 1)
        output, _ = rest.rsplit('-- keep --\n', 1)
        cmd = head.split('\n', 1)[0][len('cmd: '):]
        keep = keep_for(cmd, output)
        new = head + '\n-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep)
        open(path, 'wb').write(new.encode('utf-8'))
        print(f'{os.path.basename(path)}: {len(keep)} keep lines', file=sys.stderr)


if __name__ == '__main__':
    main()
