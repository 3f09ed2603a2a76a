#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh67 txtar file from its output.

The rules were written before looking at how any reducer behaves. Run once:

    python3 keeprules.py            # rewrites the keep section of every *.txtar here

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in order of first occurrence.
See README.md for the rules in prose.
"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r'\x1b\[[0-9;?]*[ -/]*[@-~]')

# G1: generic "something went wrong" words, plus Python/JS exception class names.
ERR = re.compile(
    r'(?i)\b(error|errors|fail|failed|failing|failure|failures|panic|panicked|exception|'
    r'fatal|warning|warnings|traceback|aborted|segmentation|cannot|could not|'
    r'not found|no such file|undefined reference|interrupted)\b'
)
ERRCLASS = re.compile(r'\b[A-Z]\w*(Error|Exception|Warning)\b')


def norm(line):
    return ANSI.sub('', line).rstrip(' \t')


def generic(line):
    return bool(ERR.search(line) or ERRCLASS.search(line))


def is_progress(line):
    # curl progress meter and similar carriage-return redraws
    return '\r' in line or 'Dload  Upload' in line or line.lstrip().startswith('% Total')


# ---------------------------------------------------------------- per tool

def tool_of(cmd):
    """Classify by the program actually run (skipping VAR=value prefixes and npx)."""
    words = cmd.split()
    while words and re.match(r'^[A-Z_][A-Z0-9_]*=', words[0]):
        words.pop(0)
    if words and words[0] == 'npx':
        words.pop(0)
    if not words:
        return 'other'
    prog = words[0]
    sub = words[1] if len(words) > 1 else ''
    if prog == 'go':
        if sub == 'test':
            return 'gojson' if '-json' in words else 'gotest'
        if sub == 'vet':
            return 'govet'
        return 'gotest'
    if prog == 'git':
        return {'status': 'gitstatus', 'diff': 'gitdiff', 'log': 'gitlog', 'show': 'gitlog'}.get(sub, 'other')
    if prog == 'staticcheck':
        return 'govet'
    if prog in ('pytest', 'py.test', 'pytest-3'):
        return 'pytest'
    if prog in ('mypy', 'flake8', 'pylint', 'jest', 'vitest', 'mocha', 'tsc', 'webpack',
                'esbuild', 'eslint', 'cargo', 'grep', 'curl'):
        return prog
    return 'other'


PY_PROJECT_LOC = re.compile(r'^[\w.][\w./-]*\.py:\d+: ')
SUMMARY_COUNTS = re.compile(r'\b\d+ (passed|failed|errors?|skipped|xfailed|xpassed|deselected|warnings?)\b')


def keep_pytest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith('PASSED ') or re.search(r'\sPASSED(\s|$)', l):
            continue  # passing test rows
        if re.match(r'^=+ [A-Za-z ]+ =+$', l):
            continue  # section banners without counts (FAILURES, short test summary info ...)
        if (l.startswith('E ') or l == 'E' or l.startswith('FAILED ') or l.startswith('ERROR ')
                or l.startswith('XPASS') or l.startswith('>')):
            keep.add(i)
        elif re.match(r'^_{3,} .+ _{3,}$', l):
            keep.add(i)  # failing test / collection error section header
        elif PY_PROJECT_LOC.match(l):
            keep.add(i)  # project file:line locations
        elif SUMMARY_COUNTS.search(l) and (l.startswith('=') or re.match(r'^\d+ ', l)):
            keep.add(i)
        elif s.startswith('!!!') or generic(l):
            keep.add(i)
    return keep


MYPY_LOC = re.compile(r'^\S+\.py:\d+:(\d+:)? (error|note):')


def keep_mypy(lines):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        m = MYPY_LOC.match(l)
        if m:
            in_err = m.group(2) == 'error'
            if in_err:
                keep.add(i)
            continue
        if in_err and l and not l.startswith(' '):
            keep.add(i)  # --pretty wraps the message over several unindented lines
            continue
        in_err = False
        if l.startswith('Found ') or l.startswith('Success:') or generic(l):
            keep.add(i)
    return keep


def keep_flake8(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r'^\S+:\d+:\d+: [A-Z]+\d+ ', l) or re.match(r'^\d+\s*$', l)}


def keep_pylint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (re.match(r'^\S+:\d+: \[', l) or l.startswith('************* Module')
                or l.startswith('Your code has been rated') or re.match(r'^\S+:\d+:\d+: ', l)):
            keep.add(i)
    return keep


JS_PROJECT_AT = re.compile(r'^\s+at .*\((?!node_modules|node:)[\w.][^():]*:\d+:\d+\)$')


def keep_jest(lines):
    keep = set()
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith('●'):
            in_fail = True
            keep.add(i)
            continue
        if l.startswith('PASS ') or l.startswith('FAIL '):
            in_fail = False
        if s.startswith('✕') or l.startswith('FAIL '):
            keep.add(i)
        elif re.match(r'^(Test Suites|Tests):', l):
            keep.add(i)
        elif in_fail and (s.startswith('Expected') or s.startswith('Received')
                          or re.match(r'^expect\(.*\)\.', s)
                          or re.match(r'^[-+] ', s) or re.match(r'^>\s*\d+ \|', s)
                          or JS_PROJECT_AT.match(l)):
            keep.add(i)
        elif s.startswith('✓'):
            continue
        elif generic(l):
            keep.add(i)
    return keep


def keep_vitest(lines):
    keep = set()
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith('✓'):
            continue
        if s.startswith('×') or s.startswith('→') or s.startswith('FAIL '):
            keep.add(i)
            if s.startswith('FAIL '):
                in_fail = True
        elif re.match(r'^(Test Files|Tests)\s', s):
            keep.add(i)
        elif re.match(r'^❯ (?!node_modules)\S+:\d+:\d+', s):
            keep.add(i)
        elif in_fail and (re.match(r'^[-+] ', l) or l in ('- Expected', '+ Received')):
            keep.add(i)
        elif s.startswith('⎯') and '[' in s:
            in_fail = False
        elif generic(l):
            keep.add(i)
    return keep


def keep_mocha(lines):
    keep = set()
    details = False
    title_mode = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\d+ (passing|failing|pending)\b', s):
            keep.add(i)
            if 'failing' in s:
                details = True
            continue
        if s.startswith('✔'):
            continue
        if re.match(r'^\d+\) ', s):
            keep.add(i)
            title_mode = details
            continue
        if title_mode:
            if not s:
                continue
            keep.add(i)  # remaining title lines and the error line itself
            if generic(l):
                title_mode = False
            continue
        if details and (s == '+ expected - actual' or re.match(r'^[-+]\S', s)
                        or re.match(r'^[-+]\s+\S', s) or JS_PROJECT_AT.match(l)):
            keep.add(i)
        elif generic(l):
            keep.add(i)
    return keep


def keep_tsc(lines):
    keep = set()
    prev = False
    for i, l in enumerate(lines):
        if re.search(r'\berror TS\d+', l):
            keep.add(i)
            prev = True
        elif prev and l.startswith('  '):
            keep.add(i)  # message continuation ("  Type 'undefined' is not ...")
        else:
            prev = False
            if generic(l):
                keep.add(i)
    return keep


def keep_webpack(lines):
    keep = set()
    prev = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^TS\d+:', s):
            keep.add(i)
            prev = True
            continue
        if prev and l.startswith('  ') and not s.startswith('@'):
            keep.add(i)
            continue
        prev = False
        if (generic(l) or re.match(r'^\./\S+ \d+:\d+(-\d+)?$', l)
                or re.match(r'^webpack .* compiled', l)):
            keep.add(i)
    return keep


def keep_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        if generic(l) or re.match(r'^\s+\S+:\d+:\d+:$', l):
            keep.add(i)
    return keep


def keep_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        if generic(l) or re.match(r'^(/|\.)?\S+\.(ts|tsx|js|jsx|mjs|cjs|vue)$', l) \
                or re.search(r'\b\d+ problems?\b', l):
            keep.add(i)
    return keep


def keep_cargo(lines):
    keep = set()
    after_panic = False
    fail_list = False
    for i, l in enumerate(lines):
        s = l.strip()
        if after_panic:
            after_panic = False
            if s and not s.startswith('stack backtrace') and not s.startswith('note:'):
                keep.add(i)  # the panic message
                continue
        if re.search(r"panicked at ", l):
            keep.add(i)
            after_panic = True
            continue
        if l == 'failures:':
            fail_list = True
            continue
        if fail_list:
            if l.startswith('    ') and not s.startswith('----'):
                keep.add(i)
                continue
            if s:
                fail_list = False
        if re.match(r'^test .* \.\.\. ok$', l) or re.match(r'^\s+\d+: ', l) \
                or re.match(r'^\s+at /', l):
            continue  # passing tests, backtrace frames, std-library locations
        if (generic(l) or re.match(r'^\s*-->\s', l) or re.match(r'^---- .* ----$', l)
                or re.match(r'^\s*(left|right): ', l) or l.startswith('test result:')
                or re.match(r'^\s+at \./', l)
                or re.match(r'^\s*\d*\s*\|.*\^+\s+\S', l)):
            keep.add(i)
    return keep


GO_TEST_LOG = re.compile(r'^\s+\w+_test\.go:\d+: ')
GO_PROJECT_FRAME = re.compile(r'^\s+/home/dev/work/\S+\.go:\d+')


def go_text_keep(l):
    s = l.strip()
    if re.match(r'^=== (RUN|PAUSE|CONT)', s) or re.match(r'^--- (PASS|SKIP)', s):
        return False
    return bool(generic(l) or GO_TEST_LOG.match(l) or GO_PROJECT_FRAME.match(l)
                or re.match(r'^(ok|FAIL)\s+\S', l) or l == 'FAIL' or l == 'PASS'
                or l.startswith('example.org/') or re.match(r'^\S+\.go:\d+:\d+: ', l)
                or l.startswith('# '))


def go_failed_tests(texts):
    failed = set()
    for t in texts:
        m = re.match(r'^\s*--- FAIL: (\S+)', t)
        if m:
            failed.add(m.group(1))
    return failed


def keep_gotest(lines):
    # a "name_test.go:N:" line belongs to the test of the latest "=== RUN"; lines of
    # tests that passed (t.Logf chatter) are left out
    failed = go_failed_tests(lines)
    keep = set()
    current = None
    for i, l in enumerate(lines):
        m = re.match(r'^=== (RUN|CONT)\s+(\S+)', l)
        if m:
            current = m.group(2)
        if GO_TEST_LOG.match(l) and current is not None and current not in failed:
            continue
        if go_text_keep(l):
            keep.add(i)
    return keep


def keep_gojson(lines):
    keep = set()
    outs = []
    for l in lines:
        try:
            outs.append(json.loads(l).get('Output', ''))
        except ValueError:
            outs.append(l)
    failed = go_failed_tests(outs)
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if go_text_keep(l):
                keep.add(i)
            continue
        act = ev.get('Action')
        if act == 'fail':
            keep.add(i)
        elif act == 'output':
            out = ev.get('Output', '').rstrip('\n')
            if GO_TEST_LOG.match(out) and ev.get('Test') and ev.get('Test') not in failed:
                continue
            if go_text_keep(out):
                keep.add(i)
    return keep


def keep_govet(lines):
    return {i for i, l in enumerate(lines) if re.match(r'^\S+\.go:\d+:\d+: ', l)
            or l.startswith('# ')}


def keep_gitstatus(lines):
    keep = set()
    for i, l in enumerate(lines):
        if (l.startswith('On branch') or l.startswith('HEAD detached') or l.startswith('Your branch')
                or l.startswith('\t') or re.match(r'^[A-Z][\w ]+:$', l)
                or l.startswith('## ') or re.match(r'^[ MADRCUT?!][ MADRCUT?!] \S', l)
                or l.startswith('nothing to commit') or l.startswith('no changes added')
                or l.startswith('You have unmerged') or l.startswith('and have ')):
            keep.add(i)
    return keep


def keep_gitlog(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r'^commit [0-9a-f]{7,40}', l):
            keep.add(i)
            want_subject = True
            continue
        if want_subject and l.startswith('    ') and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if (l.startswith('diff --git ') or l.startswith('rename from ') or l.startswith('rename to ')
                or l.startswith('new file mode') or l.startswith('deleted file mode')
                or l.startswith('@@ ') or l.startswith('Binary files ')
                or re.match(r'^ \S.*\|\s+(\d+|Bin)', l)
                or re.match(r'^ \d+ files? changed', l)):
            keep.add(i)
    return keep


def keep_grep(lines):
    # every hit the agent asked for, and grep's own complaints
    return {i for i, l in enumerate(lines)
            if re.match(r'^[^:\s][^:]*:\d+:', l) or l.startswith('grep:') or l.startswith('Binary file')}


def keep_curl(lines):
    keep = set()
    status = None
    html = False
    for i, l in enumerate(lines):
        m = re.match(r'^(< )?HTTP/[\d.]+ (\d{3})', l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            html = False
            continue
        if re.match(r'^(< )?content-type:.*html', l, re.I):
            html = True
        if re.match(r'^(< )?location:', l, re.I) or l.startswith('curl: ('):
            keep.add(i)
            continue
        if is_progress(l) or l[:2] in ('* ', '< ', '> ', '{ ', '} ') or l in ('<', '>'):
            continue
        if re.match(r'^[\w-]+: ', l) and status is not None and not l.startswith(' '):
            # -i header lines
            if not l.strip().startswith('"'):
                continue
        if status is None or status < 400 or not l.strip():
            continue
        if html:
            if (re.search(r'<title>|<h1\b|<h2\b|class="(exc|errormsg)"|File &quot;|File "', l)
                    or generic(re.sub(r'<[^>]+>', ' ', l))):
                if '{' not in l or '<' in l:
                    keep.add(i)
        else:
            keep.add(i)
    return keep


RULES = {
    'pytest': keep_pytest, 'mypy': keep_mypy, 'flake8': keep_flake8, 'pylint': keep_pylint,
    'jest': keep_jest, 'vitest': keep_vitest, 'mocha': keep_mocha, 'tsc': keep_tsc,
    'webpack': keep_webpack, 'esbuild': keep_esbuild, 'eslint': keep_eslint, 'cargo': keep_cargo,
    'gotest': keep_gotest, 'gojson': keep_gojson, 'govet': keep_govet,
    'gitstatus': keep_gitstatus, 'gitdiff': keep_gitlog, 'gitlog': keep_gitlog,
    'grep': keep_grep, 'curl': keep_curl,
    'other': lambda lines: {i for i, l in enumerate(lines) if generic(l)},
}


def keep_lines(cmd, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw.pop()
    lines = [norm(l) for l in raw]
    idx = set(RULES[tool_of(cmd)](lines))
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    text = open(path, encoding='utf-8', newline='').read()
    head, rest = text.split('\n-- output --\n', 1)
    output = rest.rsplit('-- keep --\n', 1)[0]
    cmd = head.split('\n', 1)[0][len('cmd: '):]
    keep = keep_lines(cmd, output)
    with open(path, 'w', encoding='utf-8', newline='') as fh:
        fh.write(head + '\n-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    return len(output.encode()), sum(len(k.encode()) + 1 for k in keep)


def main():
    files = sorted(glob.glob(os.path.join(HERE, '*.txtar')))
    tot_out = tot_keep = 0
    for f in files:
        o, k = process(f)
        tot_out += o
        tot_keep += k
    print('%d files, output %d bytes, keep %d bytes (%.1f%%), bound saving %.1f%%'
          % (len(files), tot_out, tot_keep, 100.0 * tot_keep / tot_out, 100.0 - 100.0 * tot_keep / tot_out))


if __name__ == '__main__':
    sys.exit(main())
