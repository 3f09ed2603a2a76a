#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh119 *.txtar from its output.

Rules were fixed before any reducer was looked at. Usage: python3 keeprules.py [DIR]
Each line is cleaned (ANSI escapes and trailing blanks removed) before matching;
keep lines are exact cleaned output lines, listed once (first occurrence), in order.
"""
import os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')

def clean(l):
    return ANSI.sub('', l).rstrip()

# general: a line that states an error / failure / warning / exception / panic
GENERAL = re.compile(
    r'\b(error|errors|failed|failure|failures|panic|panicked|exception|traceback|warning|warnings|'
    r'timed out|timeout|deprecat\w*|fatal|undefined|cannot|mismatch\w*)\b|'
    r'\w+(Error|Exception|Warning)\b|\bFAIL\b|\bFAILED\b|\bERROR\b', re.I)
# passing rows / noise that mention those words innocently
NOT_GENERAL = re.compile(r'^\s*(test .* \.\.\. ok|ok\s+\S+|--- PASS|=== RUN|PASS |✓ )|\bPASSED\b|'
                         r'^-- Docs: |Hint: make sure|^\s*at .*node_modules/|^\s*/usr/|^\s*(testing|runtime)\.|'
                         r'^\s*\S*/usr/local/go/|^note: run with `RUST_BACKTRACE')
COUNTS = re.compile(r'\b\d+ (passed|failed|skipped|errors?|xfailed|xpassed|warnings?|deselected|total)\b|'
                    r'^\s*(Test Suites|Tests|Snapshots|Test Files):|^test result:|'
                    r'Failed Tests \d+|snapshots? (failed|written|obsolete)')

def rules_pytest(lines):
    keep = set()
    in_warn = False
    for i, l in enumerate(lines):
        if re.match(r'^=+ warnings summary =+$', l): in_warn = True; continue
        if re.match(r'^=+ .* =+$', l) and 'warnings summary' not in l: in_warn = False
        if re.match(r'^E\s', l) or l == 'E': keep.add(i)                      # assertion details
        elif re.match(r'^>\s', l): keep.add(i)                                # failing source line
        elif re.match(r'^_{3,} .+ _{3,}$', l): keep.add(i)                    # failing test header
        elif re.match(r'^(tests|orchard|tidetable)/\S+\.py:\d+:', l): keep.add(i)  # project location
        elif re.match(r'^\S+\.py:\d+: ', l) and not l.startswith('/usr/'): keep.add(i)
        elif re.match(r'^(\[gw\d+\] )?\S*(FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b', l): keep.add(i)  # summary rows
        elif re.search(r'::\S*.* (FAILED|ERROR|SKIPPED|XFAIL|XPASS)\b', l): keep.add(i)       # verbose rows
        elif re.search(r'\b(SKIPPED|XFAIL|XPASS|xfail)\b', l): keep.add(i)
        elif in_warn and (re.match(r'^\S+::\S+', l) or 'Warning' in l): keep.add(i)
        elif re.search(r'\bstopping after \d+ failures\b', l): keep.add(i)
    return keep

def rules_jest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^●\s', s): keep.add(i)                                  # failing test title
        elif re.match(r'^FAIL\s', s): keep.add(i)
        elif s.startswith('✕'): keep.add(i)
        elif re.match(r'^○ ', s) or re.search(r'\bskipped\b', s): keep.add(i)
        elif re.match(r'^(Expected|Received)( \w+)?:', s): keep.add(i)
        elif re.match(r'^- (Expected|Snapshot)\s', s) or re.match(r'^\+ (Received)\s', s): keep.add(i)
        elif re.match(r'^\s*[-+] ', l) and re.match(r'^\s{4}', l): keep.add(i)  # diff +/- lines of assertion
        elif re.match(r'^>\s*\d+ \|', s): keep.add(i)                          # pointed source line
        elif re.match(r'^at .*\((test|src)/[^)]*:\d+:\d+\)$', s): keep.add(i)  # project frames
        elif re.match(r'^expect\(', s): keep.add(i)                             # matcher line
        elif re.match(r'^(Snapshot name:|thrown:|›)', s): keep.add(i)
        elif 'snapshot was not written' in s or 'New snapshot' in s: keep.add(i)
    return keep

def rules_vitest(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^FAIL\s', s): keep.add(i)
        elif re.match(r'^(❯|×)\s', s) and not re.match(r'^❯ \S+:\d+:\d+$', s): keep.add(i)  # failed files/tests
        elif re.match(r'^❯ \S+:\d+:\d+$', s): keep.add(i)                      # location of the failing assertion
        elif s.startswith('→'): keep.add(i)
        elif re.match(r'^(- Expected|\+ Received)$', s): keep.add(i)
        elif re.match(r'^[-+] ', l) or re.match(r'^[-+]\s{2,}\S', l): keep.add(i)   # diff lines
        elif re.match(r'^(AssertionError|Error|TypeError|RangeError)\b', s): keep.add(i)
        elif re.search(r'\bskipped\b', s) and not re.search(r'✓', s): keep.add(i)
    return keep

def rules_go(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith('--- FAIL') or re.match(r'^FAIL(\s|$)', l): keep.add(i)
        elif re.match(r'^\w[\w/.]*_test\.go:\d+:', s): keep.add(i)                # t.Errorf lines
        elif re.match(r'^\S+\.go:\d+:\d+: ', s): keep.add(i)                      # compile errors
        elif re.match(r'^(got|want)\s', s) and l.startswith(' '): keep.add(i)    # multi-line Errorf detail
        elif l.startswith('# '): keep.add(i)
        elif s.startswith('panic:') or s.startswith('vet:'): keep.add(i)
        elif re.match(r'^example\.org/\S+\(', s) or re.match(r'^/\S*/lighthouse/\S+\.go:\d+', s): keep.add(i)  # project frames
        elif re.search(r'\[(build failed|setup failed)\]', s): keep.add(i)
    return keep

def rules_cargo(lines):
    keep = set()
    in_panic = False
    in_fail_list = False
    in_targets = False
    for i, l in enumerate(lines):
        s = l.strip()
        if in_panic:
            if s == '' or s.startswith('note:') or s.startswith('stack backtrace:'):
                in_panic = False
            else:
                keep.add(i); continue
        if re.search(r"^thread '.*' \(\d+\) panicked at|^thread '.*' panicked at", s):
            keep.add(i); in_panic = True; continue
        if s == 'failures:':
            in_fail_list = True; continue
        if in_fail_list:
            if s == '' and i > 0 and lines[i-1].strip() == 'failures:': continue
            if re.match(r'^    \S+$', l): keep.add(i); continue
            if s.startswith('----'): pass
            else: in_fail_list = False
        if re.match(r'^error: \d+ targets? failed:', s): keep.add(i); in_targets = True; continue
        if in_targets:
            if s.startswith('`-p') or s.startswith('-p'): keep.add(i); continue
            in_targets = False
        if re.match(r'^test .* \.\.\. (FAILED|ignored.*)$', s): keep.add(i)
        elif re.match(r'^---- .* (stdout|stderr) ----$', s): keep.add(i)
        elif re.match(r'^(error|warning)(\[\w+\])?:', s): keep.add(i)
        elif re.match(r'^-->\s', s): keep.add(i)
        elif re.search(r'\b\w+/(src|tests)/\w+\.rs:\d+', s) and '/rustc/' not in s and '.cargo/registry' not in s: keep.add(i)
    return keep

def tool_of(cmd):
    if 'pytest' in cmd: return rules_pytest
    if 'vitest' in cmd or ('npm test' in cmd and 'reporter' in cmd): return rules_vitest
    if 'jest' in cmd or 'npm test' in cmd: return rules_jest
    if cmd.startswith('go ') or ' go ' in cmd: return rules_go
    if 'cargo' in cmd: return rules_cargo
    return lambda lines: set()

def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split('\n')]
    if lines and lines[-1] == '': lines.pop()
    keep = set(tool_of(cmd)(lines))
    for i, l in enumerate(lines):
        if not l.strip(): continue
        if COUNTS.search(l): keep.add(i)
        elif GENERAL.search(l) and not NOT_GENERAL.search(l): keep.add(i)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        if lines[i].strip() and lines[i] not in seen:
            seen.add(lines[i]); out.append(lines[i])
    return out

def process(path):
    text = open(path, encoding='utf-8').read()
    head, rest = text.split('-- output --\n', 1)
    output = rest.split('\n-- keep --\n', 1)[0] + '\n' if '\n-- keep --\n' in rest else rest
    cmd = head.split('\n', 1)[0][len('cmd: '):]
    keeps = keep_lines(cmd, output)
    if not output.endswith('\n'): output += '\n'
    open(path, 'w', encoding='utf-8').write(head + '-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keeps))
    return len(keeps)

if __name__ == '__main__':
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for f in sorted(os.listdir(d)):
        if f.endswith('.txtar'):
            print(f, process(os.path.join(d, f)))
