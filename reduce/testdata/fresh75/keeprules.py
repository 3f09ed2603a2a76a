#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh75 txtar from its output.

Rules were fixed before any reducer was run on this set (none ever was).
A keep line is an output line with ANSI escapes and trailing blanks removed,
listed once (first occurrence), in output order. Run: python3 keeprules.py
"""
import glob
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-?]*[ -/]*[@-~]|\x1b[()][A-Za-z0-9]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[=>]')


def clean(line):
    return ANSI.sub('', line).rstrip(' \t\r\n\f\v')


GENERIC = re.compile(
    r'(\berror\b|\berrors\b|\bfail(ed|ure|ures|s)?\b|\bpanic(ked)?\b|\bexception\b|Traceback|'
    r'\bwarning\b|AssertionError|assert(ion)?\b.*fail)', re.I)


def tool_of(cmd):
    c = cmd
    for t, pat in [('pytest', r'\bpytest\b'), ('mypy', r'\bmypy\b'), ('flake8', r'\bflake8\b'),
                   ('pylint', r'\bpylint\b'), ('jest', r'\bjest\b'), ('vitest', r'\bvitest\b'),
                   ('mocha', r'\bmocha\b'), ('tsc', r'\btsc\b'), ('webpack', r'\bwebpack\b'),
                   ('esbuild', r'\besbuild\b'), ('eslint', r'\beslint\b'), ('cargo', r'\bcargo\b'),
                   ('gojson', r'\bgo test\b.*-json'), ('gotest', r'\bgo test\b'), ('govet', r'\bgo vet\b'),
                   ('staticcheck', r'\bstaticcheck\b'), ('gitstatus', r'\bgit\b.*\bstatus\b'),
                   ('gitdiff', r'\bgit\b.*\bdiff\b'), ('gitlog', r'\bgit\b.*\b(log|show)\b'),
                   ('grep', r'^grep\b'), ('curl', r'^curl\b')]:
        if re.search(pat, c):
            return t
    return 'other'


def keep_pytest(L):
    keep = set()
    for i, s in enumerate(L):
        t = s.strip()
        if re.search(r'\b(FAILED|ERROR|XPASS)\b', s) or re.match(r'^E\s', s) or re.match(r'^>\s', t):
            keep.add(i)
        elif re.match(r'^_{3,} .* _{3,}$', t):           # failing test / error section header
            keep.add(i)
        elif re.match(r'^[\w./-]+\.py:\d+:', t):          # project location lines (tb)
            keep.add(i)
        elif re.search(r'\d+ (passed|failed|errors?|skipped|xfailed|deselected)\b', t) and \
                (t.startswith('=') or re.match(r'^\d+ \w+', t)):
            keep.add(i)
        elif re.search(r'(ModuleNotFoundError|ImportError|Interrupted:|!{5,}|Falsifying example|'
                       r'AssertionError|Error:)', t):
            keep.add(i)
    return keep


def keep_mypy(L):
    keep = set()
    in_err = False
    for i, s in enumerate(L):
        if re.match(r'^\S+\.pyi?:\d+(:\d+)?: (error|note|warning):', s):
            keep.add(i); in_err = True; continue
        if re.match(r'^(Found \d+ errors?|Success: no issues)', s):
            keep.add(i); in_err = False; continue
        # --pretty wraps the message: unindented continuation lines belong to it
        if in_err and s and not s.startswith(' '):
            keep.add(i); continue
        in_err = False
    return keep


def keep_flake8(L):
    return {i for i, s in enumerate(L) if re.match(r'^\S+:\d+:\d+: [A-Z]+\d+ ', s) or re.match(r'^\d+\s*$', s)}


def keep_pylint(L):
    keep = set()
    for i, s in enumerate(L):
        if re.match(r'^\S+:\d+:\d+: [CRWEFI]\d{4}: ', s) or 'Your code has been rated' in s:
            keep.add(i)
    return keep


def keep_jest_mocha_vitest(L, tool):
    keep = set()
    in_diff = False
    want_next = False
    for i, s in enumerate(L):
        t = s.strip()
        if want_next and t:
            keep.add(i); want_next = False; continue
        if not t:
            in_diff = False
            continue
        if re.match(r'^(FAIL)\b', t) or t.startswith('●') or re.search(r'^[×✗✕]', t):
            keep.add(i); continue
        if tool == 'vitest' and re.match(r'^FAIL\b', t):
            keep.add(i); continue
        if tool == 'mocha' and (re.match(r'^\d+\) ', t) or re.match(r'^\d+ (passing|failing|pending)', t)):
            keep.add(i); continue
        if re.match(r'^(Tests|Test Suites|Snapshots|Test Files):', t) or re.match(r'^(Tests|Test Files)\s+\d', t):
            keep.add(i); continue
        if re.search(r'(Error\b|Error:|Cannot find module|Failed to load|Failed Suites|Failed Tests|'
                     r'expected .* to |AssertionError)', t):
            keep.add(i); continue
        if re.match(r'^(Expected|Received)\b', t) or t.startswith('+ expected') or re.match(r'^- Expected', t) \
                or re.match(r'^\+ Received', t):
            keep.add(i); in_diff = True
            if t.endswith(':') or re.match(r'^(Expected|Received)( value.*)?:\s*$', t):
                want_next = True
            continue
        if in_diff and re.match(r'^[-+] ', t):           # changed lines of an assertion diff
            keep.add(i); continue
        if re.match(r'^>\s*\d+\s*\|', t):                  # jest code frame: failing line
            keep.add(i); continue
        if re.match(r'^(at |❯ )', t) and re.search(r'(__tests__|src|test)/[\w./-]+:\d+', t) \
                and 'node_modules' not in t:
            keep.add(i); continue
    return keep


def keep_tsc(L):
    keep = set()
    follow = False
    for i, s in enumerate(L):
        if re.match(r'^\S+\(\d+,\d+\): error TS\d+', s) or re.match(r'^\S+:\d+:\d+ - error TS\d+', s):
            keep.add(i); follow = True; continue
        if follow:
            if s.strip() and not re.match(r'^\s*\d+\s', s) and not re.match(r'^\s*~+\s*$', s.strip() and s):
                if s.startswith('  ') and not s.strip().startswith('~'):
                    keep.add(i); continue
            follow = False
        if re.match(r'^Found \d+ errors?', s) or re.match(r'^\s+\d+\s+\S+:\d+$', s) or s.startswith('error TS'):
            keep.add(i)
    return keep


def keep_webpack(L):
    keep = set()
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r'^(ERROR|WARNING) in ', t) or t.startswith('[tsl] ERROR') or re.match(r'^TS\d+:', t) \
                or 'Module not found' in t or "Can't resolve" in t or re.search(r'compiled (with|successfully)', t) \
                or re.match(r'^(Error|TypeError):', t):
            keep.add(i)
        elif i > 0 and (i - 1) in keep and L[i - 1].strip().startswith('TS') and s.startswith('  ') and t:
            keep.add(i)   # elaboration of a TS message
    return keep


def keep_esbuild(L):
    keep = set()
    for i, s in enumerate(L):
        t = s.strip()
        if re.search(r'\[(ERROR|WARNING)\]', t) or re.match(r'^\d+ (warnings?|errors?)( and \d+ errors?)?$', t):
            keep.add(i)
        elif re.match(r'^[\w./-]+\.\w+:\d+:\d+:$', t):
            keep.add(i)
    return keep


def keep_eslint(L):
    keep = set()
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r'^\d+:\d+\s+(error|warning)\s', t) or re.match(r'^\S+: line \d+, col \d+, (Error|Warning)', t) \
                or re.match(r'^✖ \d+ problems?', t) or re.match(r'^\d+ problems?$', t):
            keep.add(i)
        elif re.match(r'^/\S+\.(ts|js|tsx|jsx|cjs|mjs)$', t):   # stylish file header
            keep.add(i)
    return keep


def keep_cargo(L):
    keep = set()
    failing = set()
    for s in L:
        m = re.match(r'^test (\S+) \.\.\. FAILED', s)
        if m:
            failing.add(m.group(1))
    panic_msg = False
    for i, s in enumerate(L):
        t = s.strip()
        if panic_msg:
            if t and not t.startswith('note:') and not t.startswith('stack backtrace'):
                keep.add(i); continue
            panic_msg = False
        if re.match(r'^(error|warning)(\[\w+\])?:', t) and not re.match(r'^warning: `?\S+`? \(.*\) generated', t):
            keep.add(i)
        elif re.match(r'^warning: .* generated \d+ warnings?', t):
            keep.add(i)
        elif t.startswith('--> '):
            keep.add(i)
        elif re.match(r'^test \S+ .*\.\.\. FAILED', t) or re.match(r'^---- \S+ stdout ----', t):
            keep.add(i)
        elif re.match(r"^thread '.*' \(\d+\) panicked at|^thread '.*' panicked at", t):
            keep.add(i); panic_msg = True
        elif t.startswith('test result:') or t in failing or t.startswith('error: test failed') \
                or re.match(r'^(Some errors|For more information)', t):
            keep.add(i)
    return keep


GO_LOC = re.compile(r'^\s*[\w./-]+\.go:\d+(:\d+)?: ')


def go_line_keep(s, L=None, i=None):
    t = s.strip()
    if re.match(r'^--- FAIL', t) or re.match(r'^FAIL\b', t) or re.match(r'^ok\s', t) or t.startswith('panic:') \
            or GO_LOC.match(s) or re.match(r'^# \S+', t) or '[build failed]' in t or '[setup failed]' in t:
        return True
    if re.match(r'^/home/dev/work/\S+\.go:\d+', t):      # project frame in a panic trace
        return True
    return False


def keep_gotest(L):
    keep = set()
    for i, s in enumerate(L):
        if go_line_keep(s):
            keep.add(i)
            if re.match(r'^\s*/home/dev/work/\S+\.go:\d+', s) and i > 0:
                keep.add(i - 1)          # the function frame above the project location
    return keep


def keep_gojson(L):
    keep = set()
    for i, s in enumerate(L):
        try:
            ev = json.loads(s)
        except ValueError:
            if s.strip():
                keep.add(i)
            continue
        act = ev.get('Action')
        if act == 'fail':
            keep.add(i)
        elif act == 'output' and go_line_keep(ev.get('Output', '').rstrip('\n')):
            keep.add(i)
    return keep


def keep_golint(L):
    return {i for i, s in enumerate(L) if GO_LOC.match(s) or re.match(r'^# \S+', s)}


def keep_gitstatus(L):
    keep = set()
    for i, s in enumerate(L):
        t = s.strip()
        if not t or t.startswith('(use ') or t.startswith('(commit or discard'):
            continue
        if s.startswith('\t') or re.match(r'^(On branch|HEAD detached|Your branch|Changes to be committed|'
                                          r'Changes not staged|Untracked files|Unmerged paths|nothing|no changes)', s):
            keep.add(i)
        elif re.match(r'^## ', s) or re.match(r'^[ MADRCU?!]{2} \S', s):
            keep.add(i)
    return keep


def keep_gitlog(L, with_changes):
    keep = set()
    want_subject = False
    for i, s in enumerate(L):
        if re.match(r'^commit [0-9a-f]{7,40}', s):
            keep.add(i); want_subject = True; continue
        if want_subject and s.startswith('    ') and s.strip():
            keep.add(i); want_subject = False; continue
        if re.match(r'^(diff --git |rename from |rename to |new file mode|deleted file mode|similarity index|'
                     r'Binary files )', s):
            keep.add(i); continue
        if re.match(r'^ \S.* \| +(\d+|Bin)', s) or re.match(r'^ \d+ files? changed', s) or \
                re.match(r'^ (create|delete|rename|mode change) ', s):
            keep.add(i); continue
        if with_changes:
            if s.startswith('@@') or (re.match(r'^[-+]', s) and not re.match(r'^(---|\+\+\+) ', s)):
                keep.add(i)
    return keep


def keep_grep(L):
    return {i for i, s in enumerate(L) if re.match(r'^[^:\s][^:]*:\d+:', s)}


def keep_curl(L):
    keep = set()
    status = 0
    for s in L:
        m = re.match(r'^(?:< )?HTTP/[\d.]+ (\d{3})', s)
        if m:
            status = int(m.group(1))
    for i, s in enumerate(L):
        t = s.strip()
        if re.match(r'^(?:< )?HTTP/[\d.]+ \d{3}', t) or t.startswith('curl: (') or re.match(r'^< Location:', t, re.I) \
                or re.match(r'^\* (Failed|Could not|Connection refused)', t):
            keep.add(i)
        elif status >= 400 and t and not re.match(r'^[*<>{}]( |$)|^\s*%|^\s*Dload|^\d+\s+\d+', s) \
                and not re.match(r'^[\w-]+: ', s) and not re.match(r'^\s*\d+\s+\d+\s', s):
            keep.add(i)      # error body
    return keep


def keep_other(L):
    return {i for i, s in enumerate(L) if GENERIC.search(s)}


def keep_lines(cmd, out):
    raw = out.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    L = [clean(x) for x in raw]
    tool = tool_of(cmd)
    if tool == 'pytest':
        k = keep_pytest(L)
    elif tool == 'mypy':
        k = keep_mypy(L)
    elif tool == 'flake8':
        k = keep_flake8(L)
    elif tool == 'pylint':
        k = keep_pylint(L)
    elif tool in ('jest', 'vitest', 'mocha'):
        k = keep_jest_mocha_vitest(L, tool)
    elif tool == 'tsc':
        k = keep_tsc(L)
    elif tool == 'webpack':
        k = keep_webpack(L)
    elif tool == 'esbuild':
        k = keep_esbuild(L)
    elif tool == 'eslint':
        k = keep_eslint(L)
    elif tool == 'cargo':
        k = keep_cargo(L)
    elif tool == 'gotest':
        k = keep_gotest(L)
    elif tool == 'gojson':
        k = keep_gojson(L)
    elif tool in ('govet', 'staticcheck'):
        k = keep_golint(L)
    elif tool == 'gitstatus':
        k = keep_gitstatus(L)
    elif tool == 'gitdiff':
        k = keep_gitlog(L, True)
    elif tool == 'gitlog':
        k = keep_gitlog(L, False)
    elif tool == 'grep':
        k = keep_grep(L)
    elif tool == 'curl':
        k = keep_curl(L)
    else:
        k = keep_other(L)
    # always: the last three non-blank lines
    nb = [i for i, s in enumerate(L) if s.strip()]
    k |= set(nb[-3:])
    res, seen = [], set()
    for i in sorted(k):
        s = L[i]
        if not s.strip() or s in seen:
            continue
        seen.add(s)
        res.append(s)
    return res


def main():
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        data = open(path, 'rb').read().decode('utf-8')
        head, rest = data.split('\n-- output --\n', 1)
        cut = rest.rfind('-- keep --\n')
        out = rest[:cut]
        cmd = head.split('\n', 1)[0][len('cmd: '):]
        keep = keep_lines(cmd, out)
        new = head + '\n-- output --\n' + out + '-- keep --\n' + ''.join(k + '\n' for k in keep)
        open(path, 'wb').write(new.encode('utf-8'))
        print(f'{os.path.basename(path)}: {len(keep)} keep lines')


if __name__ == '__main__':
    main()
