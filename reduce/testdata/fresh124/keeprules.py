#!/usr/bin/env python3
"""Fill the `-- keep --` section of every fresh124 txtar from its output and command.

Written before looking at anything the reducer does. Run once:

    python3 keeprules.py            # rewrites *.txtar in this folder in place

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.

Generic rule (all tools): the last three non-blank lines are always kept.
Generic rule (test, build and lint tools only): any line that states an
error, failure, warning, panic, exception, traceback or deprecation, unless
it is a passing row or context that the per-tool rule says to skip.
Per-tool rules are in the functions below; see README.md for the prose.
"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r'\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[@-Z\\-_]')

WORDS = re.compile(
    r'\b(errors?|fail|failed|failures?|failing|warnings?|panic|panicked|exception|'
    r'traceback|fatal|deprecated|deprecation)\b|\b\w+(Error|Exception)\b|[✕×●✖✗]',
    re.IGNORECASE)
PASSING = re.compile(r'(✓|✔|\bPASSED\b|^\s*--- PASS|^=== (RUN|PAUSE|CONT)|\.\.\. ok$|^\s*PASS\s*$|^ok\s)')


def clean(line):
    return ANSI.sub('', line).rstrip()


def generic(line):
    return bool(WORDS.search(line)) and not PASSING.search(line)


# ---------------------------------------------------------------- python

def pytest_rules(lines, cmd):
    keep = set()
    collect_only = '--collect-only' in cmd
    cov_table = False
    for i, l in enumerate(lines):
        s = l
        if collect_only:
            # the agent wanted the collection to work and the count; the ids
            # themselves are a listing not needed to act (errors still kept)
            if re.search(r'\d+ tests? collected|error', s, re.I):
                keep.add(i)
            continue
        if re.match(r'^-+ coverage:', s) or re.match(r'^Name\s+Stmts\s+Miss', s):
            cov_table = True
        if cov_table:
            m = re.match(r'^(\S+)\s+(\d+)\s+(\d+)\s+(\d+%)', s)
            if m and (m.group(1) == 'TOTAL' or int(m.group(3)) > 0):
                keep.add(i)
            if s.startswith('=') or s.startswith('FAIL'):
                cov_table = False
        if re.match(r'^E\s', s) or s == 'E':
            keep.add(i)
        elif re.match(r'^>\s', s):
            keep.add(i)
        elif re.match(r'^_{3,} .+ _{3,}$', s):
            keep.add(i)
        elif re.match(r'^\S+\.py:\d+: ', s):
            keep.add(i)
        elif re.search(r'\bFAILED\b|^ERROR\b|\bERROR\b (tests|at )', s):
            keep.add(i)
        elif re.match(r'^=+ .*\b(passed|failed|errors?|no tests ran)\b.* =+$', s) or \
                re.match(r'^\d+ (passed|failed)\b.* in [\d.]+s', s) or re.match(r'^\d+ failed, \d+ passed', s):
            keep.add(i)
        elif s.startswith('!!!'):
            keep.add(i)
        elif re.search(r'(ImportError|ModuleNotFoundError)', s):
            keep.add(i)
        elif not s.startswith((' ', '\t')) and generic(s) and not re.match(r'^(PASSED|platform|plugins|rootdir|hypothesis)', s):
            # generic rule, except pytest source context (indented) and headers
            keep.add(i)
    return keep


def mypy_rules(lines, cmd):
    return {i for i, s in enumerate(lines)
            if ': error:' in s or re.match(r'^(Found \d+ errors?|Success:)', s)}


def flake8_rules(lines, cmd):
    return {i for i, s in enumerate(lines)
            if re.match(r'^\S+:\d+:\d+: [A-Z]+\d+ ', s) or re.match(r'^\d+\s+[A-Z]+\d+ ', s) or re.match(r'^\d+$', s)}


def pylint_rules(lines, cmd):
    return {i for i, s in enumerate(lines)
            if s.startswith('************* Module') or re.match(r'^\S+:\d+:\d+: [CRWEFI]\d{4}: ', s)
            or s.startswith('Your code has been rated')}


def black_rules(lines, cmd):
    # the fix is to run black; the agent must see which files and the summary
    return {i for i, s in enumerate(lines)
            if s.startswith('would reformat') or re.search(r'files? (would be|were) (reformatted|left unchanged)', s)
            or s.startswith('error: cannot format')}


def pylog_rules(lines, cmd):
    """python3 -m tidewatch.cli log: WARNING/ERROR records and the traceback's project frames."""
    keep = set()
    for i, s in enumerate(lines):
        if re.search(r'\b(WARNING|ERROR|CRITICAL)\b', s):
            keep.add(i)
        elif s.startswith('Traceback (most recent call last)'):
            keep.add(i)
        elif re.match(r'^\s+File "/home/dev/work/', s):
            keep.add(i)
        elif re.match(r'^\w+(Error|Exception)\b.*:', s) or re.match(r'^\w+Error$', s):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- go

def go_rules(lines, cmd):
    keep = set()
    in_msg = False
    for i, s in enumerate(lines):
        if re.match(r'^\s*--- FAIL', s) or re.match(r'^FAIL\b', s) or re.match(r'^ok\s+\S+', s):
            keep.add(i); in_msg = False; continue
        if re.match(r'^\s+\S+_test\.go:\d+: ', s):
            keep.add(i); in_msg = True; continue
        if in_msg:
            if re.match(r'^\s{8,}\S', s) and not re.match(r'^\s*(---|===)', s):
                keep.add(i); continue
            in_msg = False
        if re.match(r'^# \S', s):
            keep.add(i)
        elif re.match(r'^(\./)?[\w./-]+\.go:\d+(:\d+)?: ', s):
            keep.add(i)
        elif re.match(r'^(panic|fatal error):', s) or re.match(r'^\[signal ', s):
            keep.add(i)
        elif s.startswith('\t/home/dev/work/') and i > 0:
            keep.add(i - 1); keep.add(i)
        elif re.match(r'^[\w./-]+\.go$', s):  # gofmt -l listing inside make
            keep.add(i)
        elif re.match(r'^make: \*\*\*', s):
            keep.add(i)
    return keep


def gojson_rules(lines, cmd):
    keep = set()
    for i, s in enumerate(lines):
        try:
            ev = json.loads(s)
        except ValueError:
            if s.strip():
                keep.add(i)
            continue
        act = ev.get('Action')
        out = ev.get('Output', '')
        if act == 'fail':
            keep.add(i)
        elif act == 'output' and (re.match(r'^\s*--- FAIL', out) or re.match(r'^\s+\S+_test\.go:\d+: ', out)
                                  or re.match(r'^(FAIL|ok)\b', out) or out.startswith('panic:')):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- rust

def cargo_rules(lines, cmd):
    keep = set()
    in_panic = False
    in_fail_list = False
    in_targets = False
    seen_failures = 0
    for i, s in enumerate(lines):
        if in_panic:
            if s == '' or s.startswith('note: run with') or s.startswith('stack backtrace'):
                in_panic = False
            else:
                keep.add(i); continue
        if 'panicked at' in s:
            keep.add(i); in_panic = True; continue
        if s == 'failures:':
            seen_failures += 1
            in_fail_list = True
            continue
        if in_fail_list:
            if re.match(r'^    \S+$', s):
                keep.add(i); continue
            if s.startswith('test result:'):
                in_fail_list = False
        if re.match(r'^error: \d+ targets? failed:', s):
            keep.add(i); in_targets = True; continue
        if in_targets:
            if re.match(r'^\s+`', s):
                keep.add(i); continue
            in_targets = False
        if re.match(r'^(error|warning)(\[\w+\])?: ', s):
            keep.add(i)
        elif re.match(r'^\s*--> ', s) or re.match(r'^\s*::: ', s):
            keep.add(i)
        elif re.match(r'^\s*\|', s) and re.search(r'(\^+|-+)\s+[^\s|]', s.split('|', 1)[1]):
            # caret/dash label lines in a code frame (no line number): `   |   ^^^^ message`
            keep.add(i)
        elif re.match(r'^test .* \.\.\. FAILED$', s) or re.match(r'^---- .* stdout ----$', s):
            keep.add(i)
        elif s.startswith('test result:'):
            keep.add(i)
        elif s.startswith('Diff in '):  # cargo fmt --check
            keep.add(i)
    return keep


def fmt_rules(lines, cmd):
    # cargo fmt --check: the fix is to run cargo fmt; the agent must see which files/places
    return {i for i, s in enumerate(lines) if s.startswith('Diff in ')}


# ---------------------------------------------------------------- js / ts

def jest_rules(lines, cmd):
    keep = set()
    in_fail = False
    in_cov = False
    for i, s in enumerate(lines):
        st = s.strip()
        if re.match(r'^-+\|', s):
            in_cov = True
        if in_cov and '|' in s:
            if re.match(r'^[-|]+$', s):
                continue
            cells = [c.strip() for c in s.split('|')]
            if cells[0] == 'All files' or (len(cells) >= 6 and cells[5] and cells[0] not in ('File',)):
                keep.add(i)
            continue
        if s.startswith('FAIL '):
            keep.add(i)
        elif st.startswith('●'):
            keep.add(i); in_fail = True
        elif st.startswith('✕'):
            keep.add(i)
        elif re.match(r'^(Tests|Test Suites):', s):
            keep.add(i); in_fail = False
        elif in_fail:
            if re.match(r'^expect\(|.*expect\(.*\)\.\w+\(', st) and not re.match(r'^\s*\d+ \|', s) and not st.startswith('>'):
                keep.add(i)
            elif re.match(r'^(Expected|Received)( value)?:', st) or re.match(r'^(Expected|Received)( substring| pattern| message| constructor| length)?:', st):
                keep.add(i)
            elif re.match(r'^[-+] (Expected|Received)', st):
                keep.add(i)
            elif re.match(r'^\s{4,}[-+] ', s) and not re.match(r'^\s*\d+ \|', s):
                keep.add(i)
            elif st.startswith('>') and '|' in st:
                keep.add(i)
            elif re.match(r'^at .*\((test|lib|src)/', st):
                keep.add(i)
            elif re.match(r'^(Error|TypeError|RangeError|ReferenceError|SyntaxError|thrown):?', st):
                keep.add(i)
    return keep


def vitest_rules(lines, cmd):
    keep = set()
    in_diff = False
    for i, s in enumerate(lines):
        st = s.strip()
        if st.startswith('×') or st.startswith('→'):
            keep.add(i)
        elif re.match(r'^\s*FAIL\s', s):
            keep.add(i)
        elif st.startswith('❯ ') and re.search(r':\d+:\d+', st) and 'node_modules' not in st:
            keep.add(i)
        elif re.match(r'^[-+] (Expected|Received)', st):
            keep.add(i); in_diff = True; continue
        elif re.search(r'Failed Tests \d+|Failed Suites \d+', s):
            keep.add(i)
        elif re.match(r'^\s*(Test Files|Tests)\s', s):
            keep.add(i)
        elif in_diff:
            if st.startswith('❯') or st.startswith('⎯'):
                in_diff = False
            elif re.match(r'^[-+](\s|$)', s):
                keep.add(i); continue
        if generic(s) and not re.match(r'^\s*\d+\|', s) and not st.startswith('⎯'):
            keep.add(i)
    return keep


def tsc_rules(lines, cmd):
    keep = set()
    in_err = False
    for i, s in enumerate(lines):
        if re.match(r'^\S+\(\d+,\d+\): error TS\d+', s):
            keep.add(i); in_err = True
        elif in_err and re.match(r'^\s+\S', s):
            keep.add(i)
        else:
            in_err = False
            if re.match(r'^Found \d+ errors?', s):
                keep.add(i)
    return keep


def eslint_rules(lines, cmd):
    keep = set()
    for i, s in enumerate(lines):
        if re.match(r'^/\S+\.(js|ts|mjs|cjs|tsx|jsx)$', s):
            keep.add(i)
        elif re.match(r'^\s+\d+:\d+\s+(error|warning)\s', s):
            keep.add(i)
        elif re.match(r'^\S+:\d+:\d+: .*\[(Error|Warning)/', s):
            keep.add(i)
        elif re.search(r'\d+ problems?|potentially fixable', s):
            keep.add(i)
    return keep


def webpack_rules(lines, cmd):
    keep = set()
    in_ts = False
    for i, s in enumerate(lines):
        if re.match(r'^\s+TS\d+:', s):
            keep.add(i); in_ts = True; continue
        if in_ts and re.match(r'^  \S', s) and not s.strip().startswith('@'):
            keep.add(i); continue
        in_ts = False
        if s.startswith('ERROR in') or '[tsl] ERROR' in s or s.startswith('Module not found'):
            keep.add(i)
        elif re.search(r'\[\d+ errors?\]', s) or re.search(r'compiled with \d+ errors?', s):
            keep.add(i)
        elif re.match(r'^WARNING in', s):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git / grep / logs

def git_status_rules(lines, cmd):
    return {i for i, s in enumerate(lines)
            if re.match(r'^(On branch|HEAD detached|## |Your branch|You have unmerged|All conflicts fixed)', s)
            or re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):', s)
            or s.startswith('\t') or re.match(r'^[ MADRCU?!]{2} \S', s)}


DIFF_HDR = re.compile(r'^(diff --git|diff --cc|new file mode|deleted file mode|@@)')


def git_diff_rules(lines, cmd):
    keep = set()
    combined = False
    for i, s in enumerate(lines):
        if s.startswith('diff --cc'):
            combined = True
        elif s.startswith('diff --git'):
            combined = False
        if DIFF_HDR.match(s):
            keep.add(i)
        elif s.startswith(('---', '+++', 'index ')):
            continue
        elif combined and len(s) >= 2 and ('+' in s[:2] or '-' in s[:2]):
            keep.add(i)
        elif not combined and s[:1] in ('+', '-'):
            keep.add(i)
    return keep


def git_log_rules(lines, cmd):
    keep = set()
    want_subject = False
    for i, s in enumerate(lines):
        if re.match(r'^commit [0-9a-f]{7,}', s):
            keep.add(i); want_subject = True; continue
        if want_subject and re.match(r'^    \S', s):
            keep.add(i); want_subject = False; continue
        if DIFF_HDR.match(s):
            keep.add(i)
        elif re.match(r'^ \S.* \| +(\d+ ?[+-]*|Bin .*)$', s) or re.match(r'^ \d+ files? changed', s):
            keep.add(i)
        elif re.match(r'^[*|/\\ _]+ [0-9a-f]{7,} ', s):  # --graph --oneline
            keep.add(i)
    return keep


def git_blame_rules(lines, cmd):
    # one line per run of lines from the same commit: the boundaries of each change block
    keep = set()
    prev = None
    for i, s in enumerate(lines):
        h = s.split(' ', 1)[0]
        if h != prev:
            keep.add(i)
        prev = h
    return keep


def git_merge_rules(lines, cmd):
    return {i for i, s in enumerate(lines)
            if re.match(r'^(CONFLICT|Automatic merge failed|Auto-merging|error:|fatal:)', s)}


def grep_rules(lines, cmd):
    # every hit is what the agent asked for
    return {i for i, s in enumerate(lines) if re.match(r'^[^:\s]+:\d+[:-]', s) or re.match(r'^\d+[:-]', s)}


def applog_rules(lines, cmd):
    """tail of a service log: WARN/ERROR records, exception lines and the app's own stack frames."""
    keep = set()
    for i, s in enumerate(lines):
        if re.search(r'\b(WARN|WARNING|ERROR|FATAL)\b', s):
            keep.add(i)
        elif re.match(r'^\w*(Error|Exception)\b', s):
            keep.add(i)
        elif re.match(r'^\s+at ', s) and '/node_modules/' not in s and 'node:internal' not in s and '<anonymous>' not in s:
            keep.add(i)
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd):
    c = cmd
    # listings and history first: their arguments may name other tools (e.g. `grep ... test/jest`)
    if c.startswith('grep'):
        return grep_rules, False
    if c.startswith('tail'):
        return applog_rules, False
    if c.startswith('git status'):
        return git_status_rules, False
    if c.startswith('git diff'):
        return git_diff_rules, False
    if c.startswith(('git log', 'git show')):
        return git_log_rules, False
    if c.startswith('git blame'):
        return git_blame_rules, False
    if c.startswith('git merge'):
        return git_merge_rules, False
    if 'pytest' in c:
        return pytest_rules, True
    if c.startswith('mypy'):
        return mypy_rules, False
    if c.startswith('flake8'):
        return flake8_rules, False
    if c.startswith('pylint'):
        return pylint_rules, False
    if c.startswith('black'):
        return black_rules, False
    if 'tidewatch.cli' in c:
        return pylog_rules, False
    if c.startswith('go test') and '-json' in c:
        return gojson_rules, False
    if c.startswith(('go ', 'make')) or 'staticcheck' in c:
        return go_rules, True
    if c.startswith('cargo fmt'):
        return fmt_rules, False
    if c.startswith('cargo'):
        return cargo_rules, True
    if 'jest' in c:
        return jest_rules, True
    if 'vitest' in c:
        return vitest_rules, False  # generic applied inside, with code-frame exceptions
    if 'tsc' in c:
        return tsc_rules, False
    if 'eslint' in c:
        return eslint_rules, False
    if 'webpack' in c:
        return webpack_rules, False
    if c.startswith('git status'):
        return git_status_rules, False
    if c.startswith('git diff'):
        return git_diff_rules, False
    if c.startswith(('git log', 'git show')):
        return git_log_rules, False
    if c.startswith('git blame'):
        return git_blame_rules, False
    if c.startswith('git merge'):
        return git_merge_rules, False
    if c.startswith('grep'):
        return grep_rules, False
    if c.startswith('tail'):
        return applog_rules, False
    raise SystemExit(f'no rules for {cmd!r}')


GENERIC_SKIP = {
    # lines the generic rule must not pick up for a tool (context, passing rows, runtime frames)
    'go': re.compile(r'^\t/usr/local/go/|^(testing|runtime)\.|^panic\(|^goroutine |^created by '),
    'cargo': re.compile(r'^\s*\d+\s*\|?\s|^\s*=\s(help|note)|^help:|^\s+Running|^\s+Compiling|^\s+Checking|^\s+Finished|^test .* \.\.\. ok$'),
    'jest': re.compile(r'^\s*\d+ \|'),
}


def keep_lines(cmd, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    fn, use_generic = rules_for(cmd)
    idx = set(fn(lines, cmd))
    if use_generic:
        skip = None
        if fn is go_rules:
            skip = GENERIC_SKIP['go']
        elif fn is cargo_rules:
            skip = GENERIC_SKIP['cargo']
        elif fn is jest_rules:
            skip = GENERIC_SKIP['jest']
        for i, s in enumerate(lines):
            if fn is pytest_rules and s.startswith((' ', '\t')):
                continue  # pytest source context
            if fn is pytest_rules and '--collect-only' in cmd:
                continue
            if skip is not None and skip.search(s):
                continue
            if generic(s):
                idx.add(i)
    nonblank = [i for i, s in enumerate(lines) if s.strip()]
    idx.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        s = lines[i]
        if not s.strip() or s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def parse(path):
    text = open(path, encoding='utf-8', errors='surrogateescape').read()
    head, rest = text.split('\n-- output --\n', 1)
    output, _ = rest.rsplit('-- keep --\n', 1)
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    code = re.search(r'^exit: (\d+)$', head, re.M).group(1)
    return cmd, code, output


def main():
    files = sorted(glob.glob(os.path.join(HERE, '*.txtar')))
    for p in files:
        cmd, code, output = parse(p)
        keep = keep_lines(cmd, output)
        if not keep:
            sys.exit(f'{p}: no keep lines')
        with open(p, 'w', encoding='utf-8', errors='surrogateescape') as w:
            w.write(f'cmd: {cmd}\nexit: {code}\n-- output --\n{output}-- keep --\n' + ''.join(k + '\n' for k in keep))
    print(f'{len(files)} files')


if __name__ == '__main__':
    main()
