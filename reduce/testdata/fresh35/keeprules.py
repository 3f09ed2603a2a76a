#!/usr/bin/env python3
"""Derive the keep list of every .txtar in this folder from its output, by rule.

Written from scratch for the fresh35 set.  Usage: python3 keeprules.py [--write]
Without --write it prints per-file keep counts; with --write it replaces the
"-- keep --" section of every file.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')

# ---------------------------------------------------------------- general rules
# a line that states an error, failure, warning, exception, panic or failed assertion
PROBLEM = re.compile(
    r'\b(error|errors|fail|failed|failing|failure|failures|warning|warnings|warn|'
    r'exception|panic|fatal|critical|traceback|assertionerror|undefined reference|'
    r'killed|out of memory|oom-kill|timed out|deadlock|not found|cannot|could not|'
    r'unable to|conflicting|no matching|does not (meet|contain)|mismatched)\b', re.I)
# lines that only say something passed / zero counts, never problems
NOT_PROBLEM = re.compile(
    r'^\s*(✓|✔|PASS\b|--- PASS|ok\s)|\bPASSED\b|: 0 failure\(s\)|^(Expected Fail|Unexpected Pass|Timeout|Fail):\s+0\s*$'
    r'|^\s*Fail:\s+0|exited with status 0')
# location of a diagnostic in the project's own files (relative or under /home/dev/work)
PROJ_LOC = re.compile(
    r'^(\.\./|\./)?(/home/dev/work/[^\s:]+|src/[^\s:]+|include/[^\s:]+|tests?/[^\s:]+|__tests__/[^\s:]+|[\w.-]+\.(go|c|h|cpp|hpp|py|js)):\d+')
PROJ_FRAME = re.compile(r'^\s+at .*\((src|test|__tests__)/[^)]+:\d+:\d+\)$')
PY_PROJ_FRAME = re.compile(r'^\s+File "(/srv/|/home/dev/work/|tests/|ratelim/)')
SUMMARY = re.compile(
    r'(\b\d+ (passed|failed|passing|failing|pending|skipped|errors?|warnings?)\b'
    r'|^Tests:|^Test Suites:|tests passed, \d+ tests failed|^FAIL\t|^ok\s+\S+\s+[\d.]+s'
    r'|^TOTAL\s|^All files\s|^total:\s|^added \d+ packages|^Successfully installed'
    r'|^Summary of Failures|^\d+ warnings? generated|^The following tests FAILED'
    r'|^Ok:\s+\d|^Fail:\s+[1-9])')


def clean(line):
    return ANSI.sub('', line).rstrip()


def last3(lines):
    out = [l for l in lines if l.strip()]
    return out[-3:]


def generic(lines):
    keep = []
    for l in lines:
        if NOT_PROBLEM.search(l):
            continue
        if PROBLEM.search(l) or PROJ_LOC.search(l) or PROJ_FRAME.search(l) or PY_PROJ_FRAME.search(l) or SUMMARY.search(l):
            keep.append(l)
    return keep


# ------------------------------------------------------------ per-tool handlers
def gcc_like(lines):
    """compiler/build logs: diagnostics with locations, make/ninja errors, linker errors."""
    keep = []
    for l in lines:
        if re.match(r'^\s*\d* \|', l) or re.match(r'^\s+\|', l):
            continue  # source excerpt and caret lines
        if PROJ_LOC.search(l) and re.search(r'(error|warning|note|In function|In member|undefined reference)', l):
            keep.append(l)
        elif re.search(r': In (function|member function)', l):
            keep.append(l)
        elif re.search(r'\*\*\* .*Error \d|not remade because of errors|all warnings being treated as errors|'
                       r'linker command failed|^/usr/bin/ld: .*in function|undefined reference|'
                       r'fatal error|^compilation terminated|\d+ warnings? generated|^CMake (Warning|Error)|'
                       r'^\S+:\d+: WARNING|FAILED:|^ninja: build stopped', l):
            keep.append(l)
    return keep


def cmake_msg(lines):
    """CMake Warning/Error blocks: the header and the indented message lines under it."""
    keep = []
    inblk = False
    for l in lines:
        if re.match(r'^CMake (Warning|Error)', l):
            inblk = True
            continue
        if inblk:
            if l.startswith('  ') and l.strip():
                keep.append(l)
            elif l.strip():
                inblk = False
    return keep


def jest(lines):
    keep = []
    infail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^(FAIL) ', l):
            keep.append(l)
            continue
        if re.match(r'^\s*● ', l) and s != '● Console':
            infail = True
            keep.append(l)
            continue
        if re.match(r'^\s*console\.(log|debug|info|warn|error)$', l) or re.match(r'^(PASS|FAIL) ', l):
            infail = False
        if re.match(r'^\s*✕ ', l):
            keep.append(l)
            continue
        if infail:
            if re.match(r'^\s*(>?\s*\d+ \||\|)', l):
                continue  # code frame
            if i > 0 and re.search(r'to (strictly )?(be )?equal to:$|^\s*Received:$|^\s*Expected:$', lines[i - 1]) and s:
                keep.append(l)  # the value printed under "Expected value ...:" / "Received:"
                continue
            if re.match(r'^\s*assert\.\w+\(', l):
                keep.append(l)
                continue
            if re.search(r'expect\(|Expected|Received|^\s*[-+] |Error|toThrow', l) or PROJ_FRAME.search(l):
                keep.append(l)
        if SUMMARY.search(l) and not re.match(r'^\s*(Snapshots|Time):', l):
            keep.append(l)
    return keep


def coverage_table(lines, threshold_ok=100.0):
    """coverage tables: header row, rows of the project's files that are not fully covered, totals."""
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r'^(File|Name)\s*\|?\s*(% Stmts|Stmts)', s):
            keep.append(l)
        elif re.match(r'^(All files|TOTAL)\b', s):
            keep.append(l)
        elif re.search(r'ERROR|threshold', l):
            keep.append(l)
        else:
            m = re.match(r'^\s*(\S+\.(js|py))\s*\|?\s+[\d.]+', l)
            if m and not m.group(1).startswith('/usr/'):
                nums = [float(x) for x in re.findall(r'\|\s*([\d.]+)\s*(?=\|)', l)]
                pct = re.search(r'(\d+)%', l)
                if nums and min(nums) < threshold_ok:
                    keep.append(l)
                elif pct and int(pct.group(1)) < 100:
                    keep.append(l)
    return keep


def mocha(lines):
    keep = []
    detail = False
    for l in lines:
        if re.match(r'^\s+\d+\) ', l):
            keep.append(l)  # the failing row in the list and the failure header
            continue
        if re.search(r'\d+ (passing|failing|pending)', l):
            keep.append(l)
            if 'failing' in l:
                detail = True  # failure details follow
            continue
        if re.match(r'^-{3,}|^File\s+\|', l):
            detail = False  # a coverage table starts
        if detail:
            if re.search(r'Error|!==|expected - actual|^\s*[-+]\S', l) or PROJ_FRAME.search(l) or re.match(r'^\s+\S.*:$', l):
                keep.append(l)
            elif re.match(r'^\S', l) and l.strip():
                keep.append(l)  # the "actual !== expected" line printed flush left
    return keep


def pytest_out(lines):
    keep = []
    for l in lines:
        if re.match(r'^(DEBUG|INFO|WARNING|ERROR)\s+\S+:\S+\.py:\d+ ', l):
            continue  # captured application log records (live log), see README
        if re.match(r'^_{3,} .* _{3,}$', l) or re.match(r'^E\s', l) or re.match(r'^>\s', l):
            keep.append(l)
        elif re.match(r'^(tests/|ratelim/)\S+:\d+: \w+', l):
            keep.append(l)
        elif re.match(r'^(FAILED|ERROR) ', l) or re.search(r'PytestConfigWarning|Warning:', l):
            keep.append(l)
        elif re.match(r'^=+ .*\b(passed|failed|error)', l):
            keep.append(l)
        elif re.match(r'^\S+\.py::\S+ FAILED', l):
            keep.append(l)
    return keep


def gotest(lines):
    keep = []
    buf = []
    for l in lines:
        if l.startswith('=== RUN') or l.startswith('=== CONT') or l.startswith('=== PAUSE'):
            buf = []
            continue
        if re.match(r'^\s+--- FAIL|^--- FAIL', l):
            keep.extend(b for b in buf if re.search(r'want|got|expected|!=|error|fail', b, re.I)
                        and not re.search(r'job=\S+ attempt=', b))
            keep.append(l)
            buf = []
            continue
        if re.match(r'^\s+--- PASS|^--- PASS', l):
            buf = []
            continue
        if re.match(r'^\s+\S+_test\.go:\d+: ', l):
            buf.append(l)
            continue
        if re.match(r'^(FAIL|ok )|^FAIL\t|^# |^\./|^\S+\.go:\d+', l) or re.match(r'^panic:|^WARNING: DATA RACE', l):
            keep.append(l)
    return keep


def access_log(lines):
    return [l for l in lines if re.search(r'" 5\d\d \d+ ', l)]


def leveled_log(lines):
    """application / job / journal logs: problem records, tracebacks with the project's frames."""
    keep = []
    for l in lines:
        if re.search(r'\b(ERROR|WARN|WARNING|CRITICAL|FATAL)\b|\[(error|warn|crit|alert|emerg)\]', l):
            keep.append(l)
        elif re.search(r'"level": "(error|warn)"', l):
            keep.append(l)
        elif re.match(r'^(\d+[-:])?Traceback', l) or re.match(r'^\w+(Error|Exception): ', l) or re.match(r'^\d+[-:]\w+(Error|Exception): ', l):
            keep.append(l)
        elif re.search(r'File "/srv/', l):
            keep.append(l)
        elif re.search(r'Out of memory|killed by the OOM|code=killed|Failed with result|timed out|exit status [1-9]', l):
            keep.append(l)
    return keep


def npm(lines):
    keep = []
    for l in lines:
        if re.match(r'^npm (error|warn|ERR!|WARN)', l):
            keep.append(l)
        elif re.match(r'^(added|removed|changed|up to date)', l) or re.search(r'vulnerabilit', l):
            keep.append(l)
    return keep


def configure(lines):
    keep = []
    for l in lines:
        if re.match(r'^configure: (error|WARNING)', l):
            keep.append(l)
        elif re.match(r'^checking for (libzstd|zstd\.h)\b.*\bno$', l):
            keep.append(l)  # the failed probe that caused the error
    # the error text block following "configure: error:"
    try:
        i = next(n for n, l in enumerate(lines) if l.startswith('configure: error'))
        keep.extend(l for l in lines[i + 1:] if l.strip())
    except StopIteration:
        pass
    return keep


def gomod(lines):
    keep = []
    for l in lines:
        if l.startswith('# get ') or re.match(r'^go: (downloading|finding module)', l):
            continue  # network fetches and download progress
        if re.match(r'^go: found ', l):
            keep.append(l)
        elif re.search(r'error|does not contain|cannot find|no required module|missing', l, re.I) or l.startswith('\t'):
            keep.append(l)
        elif re.match(r'^go: \S+ imports$', l):
            keep.append(l)
    return keep


def ctest(lines):
    keep = []
    for l in lines:
        if re.search(r'CHECK(_NEAR)? failed|\*\*\*Failed|tests passed|The following tests FAILED|^\s+\d+ - \S+ \(Failed\)|Errors while running CTest|expected .* got|[1-9] failure\(s\)', l):
            keep.append(l)
    return keep


def meson_test(lines):
    keep = []
    for l in lines:
        if re.search(r'\bFAIL\b|CHECK(_NEAR)? failed|[1-9] failure\(s\)|^Summary of Failures|^Fail:\s+[1-9]|^Ok:\s+\d|^Timeout:\s+[1-9]', l):
            keep.append(l)
    return keep


def pip(lines):
    keep = []
    for l in lines:
        if re.match(r'^(ERROR|WARNING):', l) or re.match(r'^Successfully (installed|built)', l):
            keep.append(l)
    return keep


def jq_errors(lines):
    return list(lines)  # every record printed is one of the error records asked for


HANDLERS = [
    ('make-', lambda L: gcc_like(L)),
    ('gcc-', lambda L: gcc_like(L)),
    ('cmake-', lambda L: gcc_like(L) + cmake_msg(L)),
    ('meson-setup', lambda L: gcc_like(L) + [l for l in L if re.search(r'^\S+:\d+: WARNING|found: NO', l)]),
    ('meson-test', meson_test),
    ('ninja-', lambda L: gcc_like(L)),
    ('ctest-', ctest),
    ('configure-', configure),
    ('npm-', npm),
    ('jest-', lambda L: jest(L) + coverage_table(L)),
    ('mocha-', mocha),
    ('c8-', lambda L: mocha(L) + coverage_table(L)),
    ('go-test', gotest),
    ('go-build-type', lambda L: [l for l in L if l.startswith('./') or l.startswith('# ')]),
    ('go-build-x', lambda L: []),
    ('go-mod', gomod),
    ('go-cover', lambda L: [l for l in L if l.startswith('total:') or not re.search(r'100\.0%$', l)]),
    ('pytest-', lambda L: pytest_out(L) + coverage_table(L)),
    ('coverage-', lambda L: coverage_table(L)),
    ('pip-', pip),
    ('tail-access', access_log),
    ('grep-access', access_log),
    ('jq-', jq_errors),
    ('tail-', leveled_log),
    ('grep-', leveled_log),
    ('cat-', leveled_log),
    ('journal-', leveled_log),
]

# per-file additions (lines matched by these regexes are added) and exclusions
EXTRA = {
    'make-clean-all-one-fallthrough-warning': [],
}
EXCLUDE = {}


def keep_for(name, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    lines = [clean(l) for l in raw if '\r' not in l]
    for prefix, fn in HANDLERS:
        if name.startswith(prefix):
            chosen = fn(lines)
            break
    else:
        chosen = generic(lines)
    for rx in EXTRA.get(name, []):
        chosen += [l for l in lines if re.search(rx, l)]
    for rx in EXCLUDE.get(name, []):
        chosen = [l for l in chosen if not re.search(rx, l)]
    chosen += last3(lines)
    # each line once, in order of first appearance in the output
    want = set(chosen)
    out, seen = [], set()
    for l in lines:
        if l in want and l not in seen:
            out.append(l)
            seen.add(l)
    return out


def split_txtar(text):
    head, rest = text.split('-- output --\n', 1)
    output, _ = rest.split('-- keep --\n', 1)
    return head, output


def main():
    write = '--write' in sys.argv
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding='utf-8', errors='surrogateescape').read()
        head, output = split_txtar(text)
        keep = keep_for(name, output)
        if write:
            body = ''.join(l + '\n' for l in keep)
            open(path, 'w', encoding='utf-8', errors='surrogateescape').write(
                head + '-- output --\n' + output + '-- keep --\n' + body)
        print('%4d %s' % (len(keep), name))


if __name__ == '__main__':
    main()
