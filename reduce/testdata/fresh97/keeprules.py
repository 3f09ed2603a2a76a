#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh97 *.txtar from its output.

The rules were fixed before any reducer was run on this set (none ever was by
the author). Run once:  python3 keeprules.py  (rewrites the keep sections).

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07')

# ---------------------------------------------------------------- helpers
KEYWORD = re.compile(
    r'(?i)\b(error|errors|err!|failed|failing|failure|failures|warning|warnings|'
    r'exception|panic|panicked|assertionerror|deprecated|enoent|uncaught|unhandled)\b'
    r'|\bFAIL\b|✘|✖|▲ \[WARNING\]')
CODEFRAME = re.compile(r'^\s*>?\s*\d+\s*[|│]|^\s*[|│╵]\s')
STACK = re.compile(r'^\s*at\s')


def project_frame(line):
    """A stack frame that points into the project (not deps, not node internals)."""
    if not STACK.match(line):
        return False
    if 'node_modules' in line or 'node:' in line:
        return False
    return bool(re.search(r'[\w./-]+\.(js|ts|mjs|cjs|tsx|jsx):\d+', line))


def tools_for(cmd):
    t = set()
    c = cmd
    if re.search(r'\bgit\s+status\b', c):
        t.add('gitstatus')
    elif re.search(r'\bgit\s+(diff|log|show)\b', c):
        t.add('gitpatch')
    elif re.search(r'(^|\s)grep\s', c):
        t.add('grep')
    else:
        if 'jest' in c:
            t.add('jest')
        if 'vitest' in c:
            t.add('vitest')
        if 'mocha' in c:
            t.add('mocha')
        if re.search(r'\btsc\b', c):
            t.add('tsc')
        if 'eslint' in c:
            t.add('eslint')
            if '-f json' in c:
                t.add('eslintjson')
        if 'webpack' in c:
            t.add('webpack')
        if 'esbuild' in c:
            t.add('esbuild')
        if re.search(r'\bnpm\s+(run|test)\b', c):
            # an npm script can run any of the project's tools
            t |= {'npm', 'jest', 'vitest', 'mocha', 'tsc', 'eslint', 'webpack', 'esbuild'}
        if re.search(r'(^|\s)node\s', c):
            t.add('node')
        t.add('general')
    return t


# ---------------------------------------------------------------- per tool
def rules_jest(lines, keep):
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^(FAIL|PASS)\s', l) or s.startswith('Test Suites:'):
            in_fail = False
        if re.match(r'^FAIL\s', l):
            keep.add(i)
        if '✕' in l:
            keep.add(i)
        if re.match(r'^\s*● ', l):
            keep.add(i)
            in_fail = True
            continue
        if re.match(r'^(Test Suites|Tests|Snapshots):', l):
            keep.add(i)
        if s.startswith('Snapshot Summary') or re.match(r'^\s*› ', l):
            keep.add(i)
        # coverage table: header and file rows (not the dashed separators)
        if '|' in l and re.search(r'% Stmts|\|\s*[\d.]+\s*\|', l):
            keep.add(i)
        if in_fail and s:
            if re.match(r'^\s*>\s*\d+\s*\|', l):
                keep.add(i)              # the failing source line
            elif CODEFRAME.match(l):
                pass                     # surrounding code frame
            elif STACK.match(l):
                if project_frame(l):
                    keep.add(i)
            else:
                keep.add(i)              # message, expected/received, diff


def rules_vitest(lines, keep):
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\s*⎯', l):
            if 'Failed Tests' in l or 'Failed Suites' in l or 'Unhandled' in l:
                keep.add(i)
            in_fail = False
            continue
        if re.match(r'^\s*FAIL\s', l):
            keep.add(i)
            in_fail = True
            continue
        if re.match(r'^\s*×', l) or re.match(r'^\s*→', l):
            keep.add(i)
        if re.match(r'^\s*❯ .*\(\d+ tests? \|.*failed', l):
            keep.add(i)
        if re.match(r'^\s*(Test Files|Tests|Snapshots|Errors)\s', l):
            keep.add(i)
        if in_fail and s:
            if CODEFRAME.match(l):
                continue
            m = re.match(r'^\s*❯\s+(\S+)', l)
            if m:
                if 'node_modules' not in l:
                    keep.add(i)
                continue
            if STACK.match(l):
                if project_frame(l):
                    keep.add(i)
                continue
            keep.add(i)


def rules_mocha(lines, keep):
    details = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\s+\d+ (passing|failing|pending)\b', l):
            keep.add(i)
            if 'failing' in l:
                details = True
            continue
        if re.match(r'^\s+\d+\) ', l):
            keep.add(i)
            continue
        if details and s:
            if STACK.match(l):
                if project_frame(l):
                    keep.add(i)
            else:
                keep.add(i)


def rules_tsc(lines, keep):
    cont = False
    for i, l in enumerate(lines):
        if re.search(r'\berror TS\d+:', l):
            keep.add(i)
            cont = True
            continue
        if cont and re.match(r'^  +\S', l) and not CODEFRAME.match(l) and not re.match(r'^\s*~', l):
            keep.add(i)              # continuation of the diagnostic message
            continue
        cont = False
        if re.match(r'^Found \d+ errors?', l):
            keep.add(i)
        if re.match(r'^Errors\s+Files$', l.strip()) or re.match(r'^\s+\d+\s+\S+:\d+$', l):
            keep.add(i)              # --pretty per-file summary table


def rules_eslint(lines, keep, json_fmt):
    for i, l in enumerate(lines):
        s = l.strip()
        if json_fmt:
            if s:
                keep.add(i)
            continue
        if re.match(r'^/\S', l) and not re.search(r':\d+:\d+', l):
            keep.add(i)              # stylish file header
        elif re.match(r'^\s+\d+:\d+\s+(error|warning)\s', l):
            keep.add(i)              # stylish finding
        elif re.search(r':\d+:\d+:', l) or re.search(r': line \d+, col \d+, ', l):
            keep.add(i)              # unix / compact finding
        elif re.match(r'^✖ \d+ problems?', s) or re.match(r'^\d+ problems?$', s):
            keep.add(i)


def rules_webpack(lines, keep):
    cont = False
    for i, l in enumerate(lines):
        if re.match(r'^(ERROR|WARNING) in ', l) or l.startswith('Module not found:'):
            keep.add(i)
            cont = False
            continue
        if re.match(r'^\[tsl\] (ERROR|WARNING)', l):
            keep.add(i)
            cont = True
            continue
        if cont and re.match(r'^\s+TS\d+:', l):
            keep.add(i)
            continue
        if cont and re.match(r'^\s{2,}\S', l) and not l.lstrip().startswith('@'):
            keep.add(i)
            continue
        cont = False
        if re.match(r'^webpack \d[\d.]* compiled', l):
            keep.add(i)
        if re.match(r'^asset \S', l) or l.startswith('Entrypoint '):
            keep.add(i)              # what a passing build produced


def rules_esbuild(lines, keep):
    loc = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.search(r'\[(ERROR|WARNING)\]', l):
            keep.add(i)
            loc = True
            continue
        if re.match(r'^\s+\S+:\d+:\d+:$', l):
            keep.add(i)              # location of an error/warning or its note
            continue
        if re.match(r'^\d+ (warnings?|errors?)( and \d+ errors?)?$', s):
            keep.add(i)
        if re.match(r'^\s+\S+\.(m?js|css|map)\s+[\d.]+(b|kb|mb)$', l):
            keep.add(i)              # output files and sizes
        if re.search(r'─\s*[\d.]+%$', l):
            keep.add(i)              # --analyze rows


def rules_npm(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r'^> \S', l) or re.match(r'^npm (ERR!|error|warn)', l):
            keep.add(i)


def rules_node(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r'^/\S+:\d+$', l):
            keep.add(i)              # throw site
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)      # the throwing source line
        elif re.match(r'^[A-Z]\w*(Error|Exception)\b.*:', l) or re.match(r'^Error:', l):
            keep.add(i)
        elif project_frame(l):
            keep.add(i)


def rules_general(lines, keep):
    for i, l in enumerate(lines):
        if CODEFRAME.match(l) or STACK.match(l):
            continue
        if re.match(r'^\s*[✓✔√]', l):
            continue                 # passing rows
        if re.match(r'^\s*<t> ', l):
            continue                 # webpack timing log lines
        if KEYWORD.search(l):
            keep.add(i)


def rules_gitstatus(lines, keep):
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^(On branch|Your branch|HEAD detached|nothing to commit|## )', l):
            keep.add(i)
        elif re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):', l):
            keep.add(i)
        elif l.startswith('\t'):
            keep.add(i)              # plain status entry
        elif re.match(r'^[ MADRCU?!]{2} \S', l):
            keep.add(i)              # short status entry


def rules_gitpatch(lines, keep):
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r'^commit [0-9a-f]{7,}', l):
            keep.add(i)
            want_subject = False
            continue
        if l.startswith('Date:'):
            want_subject = True
            continue
        if want_subject and l.strip():
            keep.add(i)              # commit subject
            want_subject = False
            continue
        if re.match(r'^diff --git ', l) or re.match(r'^(new|deleted) file mode', l) \
                or re.match(r'^rename (from|to) ', l) or l.startswith('@@ '):
            keep.add(i)
            continue
        if re.match(r'^(\+\+\+|---) ', l):
            continue
        if re.match(r'^[+-]', l):
            keep.add(i)              # changed line
            continue
        if re.match(r'^ \S.* \| +(\d+|Bin)', l) or re.match(r'^ \d+ files? changed', l):
            keep.add(i)              # stat rows and totals


def rules_grep(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r'^[^:\s]+:\d+[:-]', l):
            keep.add(i)              # every hit


# ---------------------------------------------------------------- driver
def keep_lines(cmd, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw.pop()
    lines = [ANSI.sub('', x).rstrip() for x in raw]
    tools = tools_for(cmd)
    keep = set()
    if 'jest' in tools:
        rules_jest(lines, keep)
    if 'vitest' in tools:
        rules_vitest(lines, keep)
    if 'mocha' in tools:
        rules_mocha(lines, keep)
    if 'tsc' in tools:
        rules_tsc(lines, keep)
    if 'eslint' in tools:
        rules_eslint(lines, keep, 'eslintjson' in tools)
    if 'webpack' in tools:
        rules_webpack(lines, keep)
    if 'esbuild' in tools:
        rules_esbuild(lines, keep)
    if 'npm' in tools:
        rules_npm(lines, keep)
    if 'node' in tools:
        rules_node(lines, keep)
    if 'general' in tools:
        rules_general(lines, keep)
    if 'gitstatus' in tools:
        rules_gitstatus(lines, keep)
    if 'gitpatch' in tools:
        rules_gitpatch(lines, keep)
    if 'grep' in tools:
        rules_grep(lines, keep)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, '*.txtar'))):
        data = open(path, encoding='utf-8', errors='surrogateescape').read()
        head, rest = data.split('\n-- output --\n', 1)
        output = rest.rsplit('-- keep --\n', 1)[0]
        cmd = head.split('\n', 1)[0][len('cmd: '):]
        keep = keep_lines(cmd, output)
        new = head + '\n-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep)
        open(path, 'w', encoding='utf-8', errors='surrogateescape').write(new)
        print(f'{os.path.basename(path)}: {len(keep)} keep lines', file=sys.stderr)


if __name__ == '__main__':
    main()
