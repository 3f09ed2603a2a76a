#!/usr/bin/env python3
"""Keep rules for the fresh150 blind set (Java tools on Debian).

Written before looking at any reducer behaviour. Usage:
    python3 keeprules.py DIR      # rewrites the -- keep -- section of every DIR/*.txtar

A keep line is an output line with ANSI escapes and trailing whitespace (incl. \\r)
removed. Blank lines are never kept. Each distinct line is listed once, in output order.
"""
import re
import sys
from pathlib import Path

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')

# The projects' own packages; frames in these packages are "project frames".
PROJECT_PKG = r'(?:org\.tidewatch|org\.hivelog|cidermill|uk\.signalbox)'
PROJECT_FRAME = re.compile(r'(?:^|\s|at )' + PROJECT_PKG + r'\.[\w.$<>]+\([^)]*\)')
ANY_FRAME = re.compile(r'^\s*(?:\[junit\]\s*)?(?:[│|]\s*)*\s*(?:at\s+)?[\w.$/<>]+\((?:[\w$]+\.java:\d+|Native Method|Unknown Source)\)\s*$')
THROWABLE = re.compile(r'(?<![\w.])(?:[a-z_][\w]*\.)+[A-Z][\w$]*(?:Exception|Error|Failure|Throwable)\b')
ELLIPSIS_MORE = re.compile(r'^\s*(?:\[junit\]\s*)?\.\.\. \d+ more')


def clean(line):
    return ANSI.sub('', line).rstrip()


def strip_ant(line):
    """Drop ant's '    [task] ' prefix for matching."""
    return re.sub(r'^\s*\[\w+\]\s?', '', line)


# ---------------------------------------------------------------- generic pieces

def is_exception_line(s):
    """A throwable headline: 'Exception in thread', 'Caused by:', 'pkg.FooException: msg'."""
    t = s.strip()
    t = re.sub(r'^[│|├└─\s]+', '', t)
    if t.startswith('at ') or ANY_FRAME.match(s):
        return False
    if t.startswith('Exception in thread') or t.startswith('Caused by:') or t.startswith('Suppressed:'):
        return True
    t2 = re.sub(r'^(?:=> |caught: |Exception: |Exception |=> Exception: )+', '', t)
    return bool(THROWABLE.match(t2)) or bool(re.match(r'^(?:Exception|Error) (?:java|jdk|org|cidermill|uk)\.', t))


def java_trace(lines, keep):
    """Java stack traces: headline, Caused by, project frames (jshell: non-JDK frames)."""
    for i, s in enumerate(lines):
        if is_exception_line(s):
            keep.add(i)
        elif PROJECT_FRAME.search(s):
            keep.add(i)


GENERIC_WORDS = re.compile(
    r'(?i)(?<![.\w])(error|errors|fail|failed|failure|failures|warning|warnings|warn|exception|panic|'
    r'traceback|deprecated|deprecation)\b|[✘✗×]|FAILURES!!!')


def generic(lines, keep):
    """Any line stating an error, failure, warning or deprecation (as a word, not inside a
    dotted name such as 'tests.failed'), except stack frames, '... N more', javac's
    'Note: Recompile with' hints and javac -verbose progress lines."""
    for i, s in enumerate(lines):
        if not s.strip():
            continue
        if ANY_FRAME.match(s) or ELLIPSIS_MORE.match(s) or 'Note: Recompile with' in s:
            continue
        if re.match(r'^\[(?:parsing|loading|search path|wrote|checking|total)\b', s):
            continue  # javac -verbose progress
        if GENERIC_WORDS.search(s):
            keep.add(i)


def last_three(lines, keep):
    idx = [i for i, s in enumerate(lines) if s.strip()]
    keep.update(idx[-3:])


# ---------------------------------------------------------------- per tool

JAVAC_DIAG = re.compile(r'^(?:.*?\.java):\d+: (?:error|warning): ')
JAVAC_DETAIL = re.compile(r'^\s*(?:symbol|location|required|found|first type|second type|reason):\s')
JAVAC_COUNT = re.compile(r'^\d+ (?:error|errors|warning|warnings)$')


def javac(lines, keep, prefixed=False):
    """javac: every 'File.java:N: error|warning:' line, its symbol/location/required/found
    detail lines, 'N errors'/'N warnings', the '-Werror' error line and 'Note: X.java uses ...'
    notes (but not the 'Recompile with' hints). Source excerpts, carets, 'where E is a
    type-variable' explanations and -verbose [parsing/loading/wrote] lines are not kept."""
    for i, raw in enumerate(lines):
        s = strip_ant(raw) if prefixed else raw
        if JAVAC_DIAG.match(s) or JAVAC_DETAIL.match(s) or JAVAC_COUNT.match(s.strip()):
            keep.add(i)
        elif s.startswith('error: '):
            keep.add(i)
        elif s.startswith('Note: ') and not s.startswith('Note: Recompile'):
            keep.add(i)


def ant(lines, keep):
    """ant: BUILD FAILED and the build.xml:N: reason line, [javac] diagnostics (javac rules),
    [junit] 'Tests run:' lines, 'Testcase: ... FAILED|Caused an ERROR' lines and the message
    line after each, exception headlines, project frames, 'Test X FAILED'. Target names,
    [mkdir]/[jar]/[delete] progress and -v chatter are not kept."""
    javac(lines, keep, prefixed=True)
    junit_plain(lines, keep, prefixed=True)
    for i, s in enumerate(lines):
        if s.startswith('BUILD FAILED'):
            keep.add(i)
            for j in range(i + 1, min(i + 3, len(lines))):
                if re.search(r'build\.xml:\d+:', lines[j]):
                    keep.add(j)


def junit_plain(lines, keep, prefixed=False):
    """ant's plain/brief JUnit formatter (also used by 'cat TEST-*.txt'): 'Tests run:' lines,
    each failing 'Testcase:' line (in report files, the 'Testcase: x took' line before a
    FAILED/'Caused an ERROR' line, and that line) plus the message line after it, exception
    headlines and project frames."""
    java_trace(lines, keep)
    for i, raw in enumerate(lines):
        s = strip_ant(raw) if prefixed else raw
        if s.startswith('Tests run:') or re.match(r'^Test \S+ FAILED', s):
            keep.add(i)
        elif re.match(r'^\s*(?:FAILED|Caused an ERROR)$', s) and i > 0 \
                and (strip_ant(lines[i - 1]) if prefixed else lines[i - 1]).startswith('Testcase:'):
            # plain report file layout: 'Testcase: name took N sec' / '\tFAILED' / message
            keep.update({i - 1, i})
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)
        elif s.startswith('Testcase:') and re.search(r'FAILED|Caused an ERROR', s):
            keep.add(i)
            if i + 1 < len(lines):
                nxt = strip_ant(lines[i + 1]) if prefixed else lines[i + 1]
                if nxt.strip():
                    keep.add(i + 1)


def junit4core(lines, keep):
    """org.junit.runner.JUnitCore: 'There were N failures:', 'N) test(Class)', exception
    headlines, project frames, 'FAILURES!!!', 'Tests run: N,  Failures: M'. Not kept: the
    version line, the '.E..' progress line, Time:."""
    java_trace(lines, keep)
    for i, s in enumerate(lines):
        if re.match(r'^There (?:were|was) \d+ failures?:', s) or re.match(r'^\d+\) \S+\(', s) \
                or s.startswith('FAILURES!!!') or s.startswith('Tests run:') or s.startswith('OK ('):
            keep.add(i)


def junit_console(lines, keep):
    """JUnit Platform console launcher.
    tree: rows marked ✘ (failed test with message). flat: the 'Finished:' line before a
    '=> Exception:' line and that line. verbose: the failed test's row, its 'caught:' line and
    'status: ✘' line. All modes: 'Failures (N):' header, each failure's 'Engine:Class:test' name
    line, '=> exception' lines (not '=> Reason:' of skipped tests), project frames, 'Caused by:' lines, and the summary counts
    'tests found', 'tests successful', 'tests failed' plus any other nonzero failed/aborted count.
    Not kept: passing ✔ rows, skipped ↷ rows, containers, MethodSource lines, JUnit/JDK frames,
    '[...]', tags/uniqueId/parent/source/duration lines, usage text, the banner."""
    java_trace(lines, keep)
    in_failures = False
    last_row = None
    for i, s in enumerate(lines):
        t = s.strip()
        if '✘' in s and ('─' in s or 'status:' in s):
            keep.add(i)
            if 'status:' in s and last_row is not None:
                keep.add(last_row)
        if re.match(r'^[│ ]*[├└]─ ', s) and 'finished after' not in s:
            last_row = i
        if re.match(r'^Failures \(\d+\):', t):
            keep.add(i)
            in_failures = True
            continue
        if in_failures and re.match(r'^  (?:JUnit [\w ]+|[\w-]+):', s) and not s.startswith('    '):
            keep.add(i)
        if (t.startswith('=> ') and not t.startswith('=> Reason:')) or t.startswith('caught: '):
            keep.add(i)
            if t.startswith('=> Exception') and i > 0 and lines[i - 1].startswith('Finished:'):
                keep.add(i - 1)
        m = re.match(r'^\[\s+(\d+) (tests|containers) (found|successful|failed|skipped|aborted)\s+\]$', t)
        if m:
            n, what, kind = int(m.group(1)), m.group(2), m.group(3)
            if what == 'tests' and kind in ('found', 'successful', 'failed'):
                keep.add(i)
            elif kind in ('failed', 'aborted') and n > 0:
                keep.add(i)


def checkstyle(lines, keep):
    """checkstyle: every [ERROR]/[WARN]/[INFO] finding line, the 'Checkstyle ends with N errors.'
    count, and any 'Could not find config' / exception line. In -f xml output: each <error .../>
    element and the <file name=...> header of a file that has errors. 'Starting audit...' and
    'Audit done.' are not kept unless among the last three lines."""
    java_trace(lines, keep)
    for i, s in enumerate(lines):
        t = s.strip()
        if re.match(r'^\[(ERROR|WARN|INFO)\] ', t) or t.startswith('Checkstyle ends with') \
                or t.startswith('Could not find config'):
            keep.add(i)
        elif t.startswith('<error '):
            keep.add(i)
            j = i - 1
            while j >= 0 and not lines[j].strip().startswith('<file '):
                j -= 1
            if j >= 0:
                keep.add(j)


def jshell(lines, keep):
    """jshell: the evaluated results the agent asked for ('name ==> value' lines and text the
    snippets printed), every 'Exception ...' line, each 'Error:' line and the message line after
    it, and the snippet's frames ('at Class.method (File.java:N)', 'at (#N:1)'); JDK frames
    are left out. Welcome text, empty prompts, 'created variable' feedback, Goodbye (unless last)
    and the java.util.prefs INFO lines are not kept."""
    for i, s in enumerate(lines):
        # the prompt is 'jshell>  ' followed by a backspace (\x08); ignore both for matching
        t = re.sub(r'^(?:jshell>\s*\x08?)+', '', s).replace('\x08', '').strip()
        t = re.sub(r'^\|\s*', '', t)
        if not t:
            continue
        if t.startswith('Exception ') or t.startswith('Caused by:'):
            keep.add(i)
        elif t == 'Error:':
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)
        elif t.startswith('at ') and not re.search(r'at (?:java|jdk)\.', t) and 'java.base/' not in t:
            keep.add(i)
        elif '==>' in t:
            keep.add(i)
        elif s.startswith('jshell>') and not re.sub(r'^(?:jshell>\s*\x08?)+', '', s).startswith('|'):
            keep.add(i)  # printed output of a snippet
        elif not s.startswith('|') and not s.startswith('jshell>') and not re.match(
                r'^(?:[A-Z][a-z]{2} \d\d, \d{4}|INFO:)', s):
            keep.add(i)  # printed output when run from a file argument


def java_run(lines, keep):
    """java (running a program): exception headlines, 'Caused by:' lines, project frames.
    The program's own normal output is kept only if among the last three lines."""
    java_trace(lines, keep)


def jdeps(lines, keep):
    """jdeps: summary lines ('x -> module'), 'Error:'/'Warning:' lines, and dependency rows whose
    target is not a JDK module (project-internal edges and 'not found'). Rows into java.*/jdk.*
    modules, which make up most of -verbose output, are not kept."""
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if t.startswith('Error:') or t.startswith('Warning:'):
            keep.add(i)
        elif not s.startswith(' ') and '->' in s:
            keep.add(i)
        elif '->' in s:
            target = t.split()[-1]
            if not re.match(r'^(?:java|jdk)\.', target):
                keep.add(i)


def javap(lines, keep):
    """javap: 'Compiled from' and the class header, and every member declaration line (fields,
    constructors, methods). Bytecode instructions, LineNumberTable, constant comments and,
    with -v, the constant pool ('#N = ...'), flags and descriptors are not kept."""
    for i, s in enumerate(lines):
        if s.startswith('Compiled from') or re.match(r'^(?:public |final |abstract |class |interface )', s):
            keep.add(i)
        elif re.match(r'^  [^\s#]', s) and not re.search(r'#\d', s) \
                and (s.rstrip().endswith(';') or s.rstrip().endswith('{')):
            keep.add(i)


def jar_listing(lines, keep, cmd):
    """jar tf / tvf: every file entry the agent asked to list (directory entries ending in '/'
    are not kept). jar --create --verbose: only the last three lines (progress-like)."""
    if re.search(r'\bjar\s+(?:-?t|--list)', cmd):
        for i, s in enumerate(lines):
            if s.strip() and not s.rstrip().endswith('/'):
                keep.add(i)


def ls_listing(lines, keep):
    """ls -l: every entry (not the 'total' line)."""
    for i, s in enumerate(lines):
        if s.strip() and not s.startswith('total '):
            keep.add(i)


# ---------------------------------------------------------------- dispatch

def keep_lines(cmd, text):
    lines = [clean(l) for l in text.split('\n')]
    if lines and lines[-1] == '':
        lines.pop()
    keep = set()
    c = cmd.strip()
    if 'junit-platform-console' in c:
        junit_console(lines, keep)
    elif c.startswith('ant'):
        ant(lines, keep)
        generic(lines, keep)
    elif 'JUnitCore' in c:
        junit4core(lines, keep)
        generic(lines, keep)
    elif c.startswith('checkstyle'):
        checkstyle(lines, keep)
    elif c.startswith('jshell'):
        jshell(lines, keep)
    elif c.startswith('jdeps'):
        jdeps(lines, keep)
    elif c.startswith('javap'):
        javap(lines, keep)
    elif c.startswith('jar '):
        jar_listing(lines, keep, c)
    elif c.startswith('javac') or 'build.sh' in c:
        javac(lines, keep)
        generic(lines, keep)
    elif c.startswith('java '):
        java_run(lines, keep)
    elif c.startswith('cat ') and 'TEST-' in c:
        junit_plain(lines, keep)
        generic(lines, keep)
    elif c.startswith('ls'):
        ls_listing(lines, keep)
    else:
        generic(lines, keep)
    last_three(lines, keep)
    out, seen = [], set()
    for i in sorted(keep):
        s = lines[i]
        if not s.strip() or s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def rewrite(path):
    raw = path.read_text()
    head, rest = raw.split('-- output --\n', 1)
    output = re.split(r'(?m)^-- keep --\n', rest, maxsplit=1)[0]
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    kl = keep_lines(cmd, output)
    if not output.endswith('\n'):
        output += '\n'
    path.write_text(head + '-- output --\n' + output + '-- keep --\n' + '\n'.join(kl) + '\n')
    return len(kl)


if __name__ == '__main__':
    d = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parent)
    for p in sorted(d.glob('*.txtar')):
        n = rewrite(p)
        print(f'{p.name}: {n} keep lines')
