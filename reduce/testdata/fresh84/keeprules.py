#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh84 *.txtar from its output.

Rules were fixed before any reducer output was looked at. A keep line is an
exact output line with ANSI escapes and trailing blanks removed; each line is
listed once, in output order. Every file also keeps its last three non-blank
lines. Run from anywhere: python3 keeprules.py
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[ -/]*[@-~]')


def clean(line):
    return ANSI.sub('', line).rstrip()


def tool_of(cmd):
    c = cmd
    if 'pytest' in c:
        return 'pytest'
    if re.search(r'\bmypy\b', c):
        return 'mypy'
    if c.startswith('flake8'):
        return 'flake8'
    if c.startswith('pylint'):
        return 'pylint'
    if 'run test' in c:
        return 'jest'
    if 'vitest' in c:
        return 'vitest'
    if 'mocha' in c:
        return 'mocha'
    if 'tsc ' in c:
        return 'tsc'
    if 'webpack' in c:
        return 'webpack'
    if 'eslint' in c:
        return 'eslint'
    if 'esbuild' in c:
        return 'esbuild'
    if c.startswith('cargo'):
        return 'cargo'
    if 'go test -json' in c:
        return 'gojson'
    if 'go test' in c:
        return 'gotest'
    if 'go vet' in c or 'staticcheck' in c:
        return 'golint'
    if c.startswith('git status'):
        return 'gitstatus'
    if c.startswith('git '):
        return 'githistory'
    if c.startswith('grep'):
        return 'grep'
    if c.startswith('curl'):
        return 'curl'
    raise SystemExit('unknown tool for: ' + cmd)


# ---------------------------------------------------------------- per tool

def k_pytest(lines):
    keep = set()
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^=+ (FAILURES|ERRORS) =+$', l):
            in_fail = True
        elif re.match(r'^=+ short test summary info =+$', l):
            in_fail = False
        if re.match(r'^(FAILED|ERROR) ', l):
            keep.add(i)                                   # failing test ids
        elif re.search(r'(\s|^)(FAILED|ERROR)(\s|$)', l) and '::' in l:
            keep.add(i)                                   # -v / xdist failing rows
        elif re.match(r'^E\s', l):
            keep.add(i)                                   # assertion / exception detail
        elif re.match(r'^_{2,} .+ _{2,}$', l):
            keep.add(i)                                   # failing test header
        elif in_fail and re.match(r'^>\s', l):
            keep.add(i)                                   # the failing source line
        elif in_fail and re.match(r'^(tests|apiary_api)/\S+:\d+', l):
            keep.add(i)                                   # project file:line
        elif re.match(r'^(ImportError|ModuleNotFoundError) while importing', l):
            keep.add(i)
        elif 'Interrupted:' in l or 'stopping after' in l:
            keep.add(i)
        elif re.match(r'^=+ .*\b(passed|failed|error|errors|no tests ran)\b.* =+$', l):
            keep.add(i)                                   # final count line
    return keep


def k_mypy(lines):
    return {i for i, l in enumerate(lines)
            if ': error:' in l or re.match(r'^(Found \d+ error|Success:)', l)}


def k_flake8(lines):
    return {i for i, l in enumerate(lines) if re.match(r'^\S+:\d+:\d+: [A-Z]+\d+ ', l)}


def k_pylint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r'^\S+:\d+:\d+: [CRWEF]\d{4}: ', l) or l.startswith('Your code has been rated')}


def k_jest(lines):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^FAIL ', l) or s.startswith('● '):
            keep.add(i)
        elif re.search(r'error\s*TS\d+', l):
            keep.add(i)
        elif re.match(r'^(Expected|Received)( value)?:', s):
            keep.add(i)
        elif re.match(r'^- Snapshot\s+- \d+$', s) or re.match(r'^\+ Received\s+\+ \d+$', s):
            keep.add(i)
            in_diff = True
            continue
        elif re.match(r'^>\s+\d+\s*\|', s):
            keep.add(i)                                   # failing source line
        elif re.match(r'^at .*\((src|web)/[^)]*:\d+:\d+\)$', s):
            keep.add(i)                                   # project location
        elif re.search(r'snapshots? (failed|obsolete|written|updated)', s) and s.startswith('›'):
            keep.add(i)
        elif re.match(r'^(Test Suites|Tests|Snapshots):', l):
            keep.add(i)
        if in_diff:
            if re.match(r'^\s*[-+] ', l):
                keep.add(i)                               # snapshot diff lines
            elif re.match(r'^\s+\d+ \|', l) or s.startswith('at '):
                in_diff = False
    return keep


def k_vitest(lines):
    keep = set()
    in_diff = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\s*FAIL ', l):
            keep.add(i)
        elif s.startswith('❯ ') and ('failed' in s or ' > ' in s or re.search(r':\d+:\d+$', s)):
            keep.add(i)                                   # failing files, tests, locations
        elif s.startswith('→ '):
            keep.add(i)
        elif re.match(r'^(AssertionError|TypeError|Error|RangeError|ReferenceError)\b', s):
            keep.add(i)
        elif s in ('- Expected', '+ Received'):
            keep.add(i)
            in_diff = True
            continue
        elif re.match(r'^(Test Files|Tests)\s', s):
            keep.add(i)
        elif 'Failed Tests' in s:
            keep.add(i)
        if in_diff:
            if re.match(r'^[-+] ', l):
                keep.add(i)
            elif s.startswith('❯') or s == '' and i + 1 < len(lines) and lines[i + 1].strip().startswith('❯'):
                in_diff = False
    return keep


def k_mocha(lines):
    keep = set()
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\d+ (passing|failing|pending)', s):
            keep.add(i)
            if 'failing' in s:
                in_fail = True
            continue
        if not in_fail:
            if re.match(r'^\d+\) ', s):
                keep.add(i)                               # failing test row in the list
            continue
        if re.match(r'^\d+\) ', s) or (s.endswith(':') and not s.startswith('at ')):
            keep.add(i)                                   # failure header + title
        elif re.match(r'^\w*(Error|Exception)\b', s):
            keep.add(i)
        elif s == '+ expected - actual' or re.match(r'^[-+]\S', s):
            keep.add(i)
        elif re.match(r'^at .*\((spec|src|test)/[^)]*:\d+:\d+\)$', s):
            keep.add(i)
    return keep


def k_tsc(lines):
    keep = set()
    last_err = False
    for i, l in enumerate(lines):
        if re.search(r': error TS\d+:', l) or re.match(r'^Found \d+ error', l):
            keep.add(i)
            last_err = True
        elif last_err and l.startswith('  ') and l.strip():
            keep.add(i)                                   # continuation of the message
        else:
            last_err = False
    return keep


def k_webpack(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^(ERROR|WARNING) in ', l) or s.startswith('[tsl] '):
            keep.add(i)
        elif re.match(r'^TS\d+:', s):
            keep.add(i)
        elif re.match(r'^webpack .* compiled', l):
            keep.add(i)
        elif re.match(r'^(Module not found|Module build failed)', s):
            keep.add(i)
    return keep


def k_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\s+\d+:\d+\s+(error|warning)\s', l):
            keep.add(i)                                   # stylish finding
        elif re.match(r'^/\S+$', l) and i + 1 < len(lines) and re.match(r'^\s+\d+:\d+', lines[i + 1]):
            keep.add(i)                                   # stylish file header
        elif re.match(r'^\S+:\d+:\d+: .*\[(Error|Warning)/', l):
            keep.add(i)                                   # unix
        elif re.match(r'^\S+: line \d+, col \d+, (Error|Warning) - ', l):
            keep.add(i)                                   # compact
        elif re.search(r'\d+ problems?\b', s):
            keep.add(i)
    return keep


def k_esbuild(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^[✘▲] \[(ERROR|WARNING)\]', s):
            keep.add(i)
        elif re.match(r'^\S+:\d+:\d+:$', s):
            keep.add(i)
        elif re.match(r'^\d+ (errors?|warnings?)', s):
            keep.add(i)
    return keep


def k_cargo(lines):
    keep = set()
    in_list = False
    seen_failures = 0
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^(error|warning)(\[\w+\])?: ', l):
            keep.add(i)
        elif re.match(r'^\s*--> (src|tests|benches|examples)/\S+:\d+:\d+$', l):
            keep.add(i)                                   # project location
        elif re.match(r'^test \S+ \.\.\. FAILED$', l):
            keep.add(i)
        elif re.match(r"^thread '.*' \(\d+\) panicked at ", l) or re.match(r"^thread '.*' panicked at ", l):
            keep.add(i)
        elif i > 0 and re.match(r"^thread '.*panicked at ", lines[i - 1]) and s:
            keep.add(i)                                   # panic message line
        elif re.match(r'^\s*(left|right): ', l):
            keep.add(i)
        elif re.match(r'^---- \S+ stdout ----$', l):
            keep.add(i)
        elif re.match(r'^test result: ', l):
            keep.add(i)
        if l == 'failures:':
            seen_failures += 1
            in_list = seen_failures % 2 == 0
            continue
        if in_list:
            if re.match(r'^    \S+$', l):
                keep.add(i)                               # names of failing tests
            elif s == '':
                in_list = False
    return keep


def k_gotest(lines):
    keep = set()
    in_msg = False
    for i, l in enumerate(lines):
        if re.match(r'^\s*--- FAIL: ', l) or re.match(r'^FAIL(\s|$)', l):
            keep.add(i)
            in_msg = False
            continue
        if re.match(r'^panic: ', l) or re.match(r'^# \S+', l) or '[build failed]' in l:
            keep.add(i)
            continue
        if re.match(r'^\S+\.go:\d+:\d+: ', l):
            keep.add(i)                                   # compile / vet error
            continue
        if re.match(r'^\s+/home/dev/work/\S+\.go:\d+', l):
            keep.add(i)                                   # project frame of a panic
            if i > 0:
                keep.add(i - 1)                           # its function line
            continue
        m = re.match(r'^( +)\S+_test\.go:\d+: ', l)
        if m:
            keep.add(i)                                   # t.Error / t.Fatal message
            in_msg = len(m.group(1)) + 4
            continue
        if in_msg and l.startswith(' ' * in_msg):
            keep.add(i)                                   # its continuation (got/want)
            continue
        in_msg = False
    return keep


def k_gojson(lines):
    keep = set()
    for i, l in enumerate(lines):
        if '"Action":"fail"' in l or '--- FAIL' in l or 'panic:' in l:
            keep.add(i)
    return keep


def k_golint(lines):
    return {i for i, l in enumerate(lines)
            if re.match(r'^\S+\.go:\d+:\d+: ', l) or re.match(r'^# ', l)}


def k_gitstatus(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^(On branch|HEAD detached|Your branch)', l):
            keep.add(i)
        elif l.startswith('\t'):
            keep.add(i)                                   # every entry
        elif re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$', l):
            keep.add(i)
        elif re.match(r'^(nothing to commit|no changes added)', l):
            keep.add(i)
        elif re.match(r'^(##|[ MADRCU?!]{2}) \S', l):
            keep.add(i)                                   # short format entries
    return keep


def k_githistory(lines):
    keep = set()
    expect_subject = False
    for i, l in enumerate(lines):
        if re.match(r'^commit [0-9a-f]{7,40}', l):
            keep.add(i)
            expect_subject = True
            continue
        if expect_subject and re.match(r'^    \S', l):
            keep.add(i)                                   # subject line
            expect_subject = False
            continue
        if re.match(r'^diff --git ', l):
            keep.add(i)                                   # file header
        elif re.match(r'^ \S.* \| +(\d+|Bin)', l):
            keep.add(i)                                   # stat row
        elif re.match(r'^ \d+ files? changed', l):
            keep.add(i)
    return keep


def k_grep(lines):
    # every line of these grep -rn runs is a hit the agent asked for
    return {i for i, l in enumerate(lines) if re.match(r'^[^:\s]+:\d+:', l)}


def k_curl(lines):
    keep = set()
    status = None
    body_start = None
    for i, l in enumerate(lines):
        m = re.match(r'^(< )?HTTP/[\d.]+ (\d{3})', l)
        if m:
            keep.add(i)
            status = int(m.group(2))
            continue
        if re.match(r'^(< )?Location: ', l, re.I):
            keep.add(i)
        elif re.match(r'^curl: \(\d+\)', l):
            keep.add(i)
        if l.startswith('* Closing connection') or l.startswith('* Connection #'):
            body_start = i + 1
    # body: lines after the last closing note (-v), or after the blank after headers (-i)
    if body_start is None:
        blanks = [i for i, l in enumerate(lines) if l.strip() == '']
        body_start = blanks[-1] + 1 if blanks else len(lines)
    if status is not None and status >= 400:
        for i in range(body_start, len(lines)):
            s = lines[i].strip()
            if not s or re.match(r'^[\[\]{}(),]*$', s):
                continue
            if re.match(r'^(<[^>]*>\s*)+$', s):
                continue                                  # markup only
            if re.match(r'^\^+$', s):
                continue
            keep.add(i)
    return keep


RULES = {name[2:]: fn for name, fn in globals().items() if name.startswith('k_')}


def process(path):
    text = open(path, encoding='utf-8').read()
    head, rest = text.split('-- output --\n', 1)
    output = rest.rsplit('-- keep --\n', 1)[0]
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw.pop()
    lines = [clean(l) for l in raw]
    idx = set(RULES[tool_of(cmd)](lines))
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx.update(nonblank[-3:])
    seen = set()
    keep = []
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        keep.append(l)
    with open(path, 'w', encoding='utf-8', newline='') as fh:
        fh.write(head + '-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    return len(keep)


def main():
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        n = process(path)
        print(f'{os.path.basename(path)}: {n} keep lines')


if __name__ == '__main__':
    main()
