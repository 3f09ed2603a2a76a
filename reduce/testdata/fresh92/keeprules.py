#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh92 *.txtar from its output.

Rules were fixed before any reducer was run on these files (none ever was by
the author of this set).  Run once:  python3 keeprules.py
A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, at its first occurrence, in
output order.  The last three non-blank lines of every output are always kept.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')
# Java packages of the five projects in this set ("the project's own code").
OWN_PKG = r'(?:net\.keeperlog|fr\.affinage|org\.tidepool|uk\.belfry|com\.annealing)\.'
FRAME = re.compile(r'^(?:at )?(?:app//|[\w.]+@[\w.]+/)?(?:[\w.$]+/)?[\w$.<>]+\((?:[\w$]+\.java:\d+|Unknown Source|Native Method)\)$')
OWN_FRAME = re.compile(r'^(?:at )?(?:app//)?' + OWN_PKG + r'[\w$.<>]+\((?:[\w$]+\.java:\d+|Unknown Source)\)$')
MORE = re.compile(r'^\.\.\. \d+ (?:more|trimmed)$')
CAUSED = re.compile(r'^Caused by: ')
# An exception/throwable header: "pkg.Cls[Exception|Error|Failure...]: msg" maybe after a
# thread prefix or JUnit 5 arrows.
EXC = re.compile(r'^(?:Exception in thread "[^"]*" |=> (?:Exception: )?|caught: )?'
                 r'(?:[a-z_][\w]*\.)+[A-Z][\w$]*(?:Exception|Error|Failure|FailedError|Throwable)\b(?::.*)?$')
JAVAC_DIAG = re.compile(r'^(?:[\w./-]+\.java:\d+: )?(?:error|warning): ')
JAVAC_DETAIL = re.compile(r'^ {2}(?:symbol|location|required|found|reason): ')
JAVAC_COUNT = re.compile(r'^\d+ (?:errors?|warnings?)$|^only showing the first \d+ errors')
JAVAC_NOTE = re.compile(r'^Note: .* (?:uses|overrides) ')
GENERIC_BAD = re.compile(r'\b(?:error|errors|ERROR|FAILED|FAILURES|Failures?|failed|warning|Warning|WARNING|'
                         r'Exception|AssertionError|panic|fatal|Fatal|FATAL)\b')
ANT_PREFIX = re.compile(r'^\s*\[[\w-]+\] ?')
TREE = re.compile(r'^[│├└─╷\s]*')


def clean(line):
    return ANSI.sub('', line).rstrip()


def java_trace_line(c):
    """c: content with any ant/tree prefix and leading blanks removed."""
    if CAUSED.match(c) or EXC.match(c):
        return True
    if OWN_FRAME.match(c):
        return True
    return False


def rules_javac(lines, keep):
    for ln in lines:
        c = ANT_PREFIX.sub('', ln)
        if JAVAC_DIAG.match(c) or JAVAC_DETAIL.match(c) or JAVAC_COUNT.match(c) or JAVAC_NOTE.match(c):
            keep(ln)
        elif re.match(r'^error: ', c):
            keep(ln)


def rules_javarun(lines, keep):
    for ln in lines:
        c = ln.strip()
        if java_trace_line(c):
            keep(ln)
        elif c.startswith('Error: ') or c.startswith('no main manifest attribute'):
            keep(ln)
        elif GENERIC_BAD.search(c) and not FRAME.match(c):
            keep(ln)


def rules_junit4(lines, keep):
    in_failure = False
    for ln in lines:
        c = ln.strip()
        if re.match(r'^There (?:was|were) \d+ failures?:$', c) or c == 'FAILURES!!!' \
                or re.match(r'^Tests run: \d+,\s+Failures: \d+', c) or re.match(r'^OK \(\d+ tests?\)$', c):
            keep(ln)
            in_failure = c.startswith('There ')
            continue
        if re.match(r'^\d+\) \S', ln):
            keep(ln)
            in_failure = True
            continue
        if in_failure:
            if ln == '':
                in_failure = False
                continue
            if FRAME.match(c):
                if OWN_FRAME.match(c):
                    keep(ln)
                continue
            if MORE.match(c):
                continue
            keep(ln)  # exception header, message continuation, hamcrest Expected/but, Caused by
        elif java_trace_line(c):
            keep(ln)


def rules_junit5(lines, keep):
    last_node = None
    last_finished = None
    in_failures = False
    for ln in lines:
        c = TREE.sub('', ln)
        s = ln.strip()
        if re.match(r'^\[\s*\d+ (?:containers|tests) \w+\s*\]$', s):
            keep(ln)
            continue
        if re.match(r'^Failures \(\d+\):$', s):
            keep(ln)
            in_failures = True
            continue
        if s.startswith('Test run finished'):
            in_failures = False
            continue
        if '✘' in ln:
            if re.match(r'^status: ✘', c) and last_node is not None:
                keep(last_node)
            keep(ln)
            continue
        # verbose tree: remember the last node line ("├─ name" / "└─ name")
        if re.match(r'^[│ ]*[├└]─ \S', ln) and 'finished after' not in ln:
            last_node = ln
        if s.startswith('Finished:'):
            last_finished = ln
        if s.startswith('=> Exception:'):
            if last_finished is not None:
                keep(last_finished)
            keep(ln)
            continue
        if in_failures and re.match(r'^  \S.*:', ln) and not ln.startswith('    '):
            keep(ln)  # "  JUnit Jupiter:Class:test()" failure id line
            continue
        cs = c.strip()
        if java_trace_line(cs):
            keep(ln)
            continue
        if re.match(r'^caught: ', cs):
            keep(ln)


def rules_ant(lines, keep):
    junit_fail_pending = None
    for i, ln in enumerate(lines):
        s = ln.strip()
        c = ANT_PREFIX.sub('', ln)
        cs = c.strip()
        tag = re.match(r'^\s*\[([\w-]+)\]', ln)
        tag = tag.group(1) if tag else ''
        if s in ('BUILD FAILED', 'BUILD SUCCESSFUL'):
            keep(ln)
            continue
        if i > 0 and lines[i - 1].strip() == 'BUILD FAILED' and s:
            keep(ln)  # build.xml:N: reason / Target "x" does not exist
            continue
        if tag == 'javac':
            if JAVAC_DIAG.match(c) or JAVAC_DETAIL.match(c) or JAVAC_COUNT.match(c) or JAVAC_NOTE.match(c):
                keep(ln)
            continue
        if tag in ('junit', 'junitlauncher'):
            if re.match(r'^Tests run: \d+', cs):
                keep(ln)
                continue
            if re.match(r'^Test \S+ FAILED$', cs):
                keep(ln)
                continue
            if cs.startswith('Testcase: '):
                if re.search(r'(FAILED|Caused an ERROR)$', cs):
                    keep(ln)
                    junit_fail_pending = 'msg0'
                else:
                    junit_fail_pending = ln
                continue
            if cs in ('FAILED', 'Caused an ERROR'):
                if junit_fail_pending not in (None, 'msg', 'msg0'):
                    keep(junit_fail_pending)
                keep(ln)
                junit_fail_pending = 'msg0'
                continue
            if junit_fail_pending in ('msg', 'msg0') and cs and not FRAME.match(cs) and not MORE.match(cs):
                keep(ln)  # assertion message / exception header / Caused by
                junit_fail_pending = 'msg'
                continue
            if cs == '' and junit_fail_pending == 'msg0':
                continue  # blank line that starts an empty-first-line assertion message
            if cs == '':
                junit_fail_pending = None
            if OWN_FRAME.match(cs) or CAUSED.match(cs):
                keep(ln)
            continue
        if tag == 'java':
            if java_trace_line(cs) or (GENERIC_BAD.search(cs) and not FRAME.match(cs)) or cs.startswith('ALERT'):
                keep(ln)
            continue
        if not tag and re.match(r'^Target ".*" does not exist', s):
            keep(ln)


def rules_javadoc(lines, keep):
    for ln in lines:
        if JAVAC_DIAG.match(ln) or JAVAC_COUNT.match(ln.strip()):
            keep(ln)


def rules_git_status(lines, keep):
    for ln in lines:
        s = ln.strip()
        if not s:
            continue
        if s.startswith('(use ') or s.startswith('(commit or discard') or s.startswith('(create/copy'):
            continue  # hints
        keep(ln)  # branch line, section headers, every entry (long and short form)


def rules_git_diff(lines, keep):
    """working-tree diff: headers, hunk headers and every changed line."""
    for ln in lines:
        if ln.startswith(('diff --git ', 'new file mode', 'deleted file mode', 'rename from', 'rename to',
                          '@@ ')):
            keep(ln)
        elif ln.startswith(('+++ ', '--- ')):
            continue
        elif ln.startswith(('+', '-')):
            keep(ln)
        elif re.match(r'^ \S.*\|\s+(?:\d+|Bin)', ln) or re.match(r'^ \d+ files? changed', ln):
            keep(ln)


def rules_git_log(lines, keep):
    """log/show: commit lines, subjects, file headers, stat rows and totals, hunk headers."""
    want_subject = False
    for i, ln in enumerate(lines):
        if ln.startswith('commit ') or re.match(r'^[*|/\\ ]*[0-9a-f]{7,40} ', ln):
            keep(ln)
            want_subject = ln.startswith('commit ')
            continue
        if want_subject and ln.startswith('    ') and ln.strip():
            keep(ln)
            want_subject = False
            continue
        if ln.startswith(('diff --git ', 'new file mode', 'deleted file mode', 'rename from', 'rename to',
                          'similarity index', '@@ ')):
            keep(ln)
            continue
        if re.match(r'^ \S.*\|\s+(?:\d+|Bin)', ln) or re.match(r'^ \d+ files? changed', ln):
            keep(ln)


GENERATED_DIRS = ('./apidocs/', './build/', './dist/', 'apidocs/', 'build/', 'dist/')


def rules_grep(lines, keep, cmd):
    in_project = not re.search(r'\s/(?:usr|etc)/', cmd)
    for ln in lines:
        m = re.match(r'^([^:\s][^:]*):(\d+):', ln)
        if m:
            if in_project and m.group(1).startswith(GENERATED_DIRS):
                continue  # hits in generated docs/classes are not what was asked for
            keep(ln)
        elif ln.startswith('grep: ') and 'binary file matches' not in ln:
            keep(ln)  # real grep errors


def classify(cmd):
    c = cmd.strip()
    if c.startswith('git status'):
        return 'git_status'
    if c.startswith('git diff'):
        return 'git_diff'
    if c.startswith(('git log', 'git show')):
        return 'git_log'
    if c.startswith('grep '):
        return 'grep'
    if c.startswith('ant'):
        return 'ant'
    if c.startswith('javadoc'):
        return 'javadoc'
    if c.startswith('javac'):
        return 'javac'
    if 'junit-platform-console-standalone' in c:
        return 'junit5'
    if 'JUnitCore' in c:
        return 'junit4'
    return 'javarun'


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines.pop()
    chosen = set()

    def keep(ln):
        chosen.add(ln)

    kind = classify(cmd)
    if kind == 'grep':
        rules_grep(lines, keep, cmd)
    else:
        {'git_status': rules_git_status, 'git_diff': rules_git_diff, 'git_log': rules_git_log,
         'ant': rules_ant, 'javadoc': rules_javadoc, 'javac': rules_javac, 'junit5': rules_junit5,
         'junit4': rules_junit4, 'javarun': rules_javarun}[kind](lines, keep)
    nonblank = [l for l in lines if l.strip()]
    for l in nonblank[-3:]:
        keep(l)
    out, seen = [], set()
    for l in lines:
        if l in chosen and l not in seen and l.strip():
            out.append(l)
            seen.add(l)
    return out


def process(path):
    text = open(path, encoding='utf-8', newline='').read()
    head, rest = text.split('-- output --\n', 1)
    output, _ = rest.rsplit('-- keep --\n', 1)
    cmd = head.split('\n', 1)[0][len('cmd: '):]
    kl = keep_lines(cmd, output)
    with open(path, 'w', encoding='utf-8', newline='') as w:
        w.write(head + '-- output --\n' + output + '-- keep --\n' + ''.join(l + '\n' for l in kl))
    return len(kl)


if __name__ == '__main__':
    files = sorted(glob.glob(os.path.join(HERE, '*.txtar')))
    for f in files:
        n = process(f)
        print(f'{os.path.basename(f)}: {n} keep lines')
    print(f'{len(files)} files', file=sys.stderr)
