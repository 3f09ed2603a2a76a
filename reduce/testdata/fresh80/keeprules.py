#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh80 *.txtar file from its output.

Rules were fixed before any reducer output was seen (none ever was).
A keep line is an output line with ANSI escapes and trailing blanks removed;
each distinct line is listed once, in output order.  Lines are split on '\n' only.

Run: python3 keeprules.py   (rewrites the keep section of every *.txtar next to it)
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')

# ---------------------------------------------------------------- generic
# a word stating an error / failure / warning / exception (not part of a file name
# such as errors.ts, not part of an identifier such as failureType)
PROBLEM = re.compile(
    r'(?<![\w/.-])(error|errors|fail|failed|failing|failure|failures|warn|warning|warnings|'
    r'exception|cannot find|could not|not ok|unterminated|unexpected|missing|conflicting)(?![\w/-])',
    re.IGNORECASE)
PROBLEM_CODE = re.compile(r'(?<![\w/.-])(ERR_[A-Z_]+|E[A-Z0-9]{3,}|TS\d{4,5})(?![\w/-])')
PASS_ROW = re.compile(r'^\s*(✓|✔|√|ok \d|PASS\b|\+ \d+ modules?)')
FAIL_MARK = re.compile(r'^\s*(✕|✖|×|✘|❯|→|●|FAIL\b|not ok\b|\d+\) )')
# project locations: a path inside the repo with :line[:col], not node_modules, not node internals
PROJECT_LOC = re.compile(r'(^|[\s(\'"])(/home/dev/work/carillon/|\./)?(packages|src|test|test-node|__tests__)/[^\s:()\'"]+\.(ts|js|tsx|mjs|cjs)[:(]\d+')
STACK = re.compile(r'^\s*at ')

# ---------------------------------------------------------------- per family
TEST_SUMMARY = re.compile(
    r'^\s*(Test Suites:|Tests:|Snapshots:|Test Files\s|Tests\s+\d|Snapshots\s+\d|\d+ (passing|failing|pending)\b|'
    r'# (tests|suites|pass|fail|cancelled|skipped|todo) \d|ℹ (tests|suites|pass|fail|cancelled|skipped|todo) \d|'
    r'Snapshot Summary|›\s)')
TEST_DETAIL = re.compile(
    r'^\s*(expect\(|Expected\b|Received\b|Snapshot name:|Snapshot `|AssertionError|'
    r'(expected|actual|operator|code|name|location|error):\s|\+ expected - actual|\+ actual - expected|'
    r'> \d+ \|)')
DIFF_LINE = re.compile(r'^\s*[-+](\s|\S)')
TSC_SUMMARY = re.compile(r'^(Found \d+ errors?|Errors\s+Files$|\s*\d+\s+\S+\.tsx?:\d+$)')
ESLINT_HEADER = re.compile(r'^/\S+\.(js|ts|jsx|tsx|mjs|cjs)$')
ESLINT_FINDING = re.compile(r'^\s+\d+:\d+\s+(error|warning)\s')
ESLINT_LINE = re.compile(r'^/\S+:\s?(line )?\d+[:,]')
ESLINT_SUMMARY = re.compile(r'^(✖ \d+ problems?|\s*\d+ errors? and \d+ warnings? potentially fixable|\d+ problems?$)')
WEBPACK_KEEP = re.compile(r'^(ERROR in|WARNING in|\[tsl\] (ERROR|WARNING)|\s*TS\d+:|Module not found|webpack [\d.]+ compiled|asset \S+|\./\S+ \d+:\d+-\d+$)')
ESBUILD_KEEP = re.compile(r'^(\S.*\[(ERROR|WARNING)\]|\d+ (errors?|warnings?)$|\s+\S+ ─+ \S+ ─+ 100\.0%$)')
ESBUILD_LOC = re.compile(r'^\s+\S+:\d+:\d+:$')
NPM_USAGE_START = re.compile(r'^npm error (Usage:|Clean install a project|Run "npm help)')
NPM_SUMMARY = re.compile(r'^(added|removed|changed|up to date|audited) .*\b(packages?|in \d)')
GIT_STATUS_KEEP = re.compile(
    r'^(On branch |HEAD detached|Your branch |Changes to be committed:|Changes not staged for commit:|'
    r'Untracked files:|Unmerged paths:|nothing to commit|no changes added|## |\t|[ MADRCU?!]{2} )')
GIT_DIFF_KEEP = re.compile(r'^(diff --git |--- |\+\+\+ |@@ |new file mode|deleted file mode|rename (from|to) |Binary files )')
GIT_STAT = re.compile(r'^( \S.* \| |\s*\d+ files? changed)')


def clean(line):
    return ANSI.sub('', line).rstrip(' \t')


def families(cmd, out):
    f = set()
    c = cmd
    inner = ' '.join(l for l in out.split('\n')[:40] if l.startswith('> '))
    both = c + ' ' + inner
    if re.search(r'\bjest\b|\bvitest\b|\bmocha\b|node --test|npm test|test:node', both):
        f.add('test')
    if re.search(r'\btsc\b', both):
        f.add('tsc')
    if re.search(r'\beslint\b', both):
        f.add('eslint')
    if re.search(r'\bwebpack\b', both):
        f.add('webpack')
    if re.search(r'\besbuild\b', both):
        f.add('esbuild')
    if re.search(r'^npm\b', c):
        f.add('npm')
    if re.search(r'^git (status)', c):
        f.add('gitstatus')
    if re.search(r'^git (diff|show|log)', c):
        f.add('gitdiff')
    if re.search(r'^grep\b', c):
        f.add('grep')
    if re.search(r'--reporter json', c):
        f.add('mochajson')
    return f


def keep_lines(cmd, out):
    fam = families(cmd, out)
    raw = out.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = [False] * len(lines)
    tool_like = not (fam & {'gitstatus', 'gitdiff', 'grep'})

    in_npm_usage = False
    title_block = False      # mocha failure title path lines after "  1) suite"
    yaml_error_block = None  # indent of a TAP yaml `error: |-` block
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            title_block = False
            continue
        k = False

        # --- grep: every hit the agent asked for
        if 'grep' in fam:
            k = True

        # --- git
        if 'gitstatus' in fam and GIT_STATUS_KEEP.match(l) and not s.startswith('(use "git'):
            k = True
        if 'gitdiff' in fam and (GIT_DIFF_KEEP.match(l) or GIT_STAT.match(l)):
            k = True

        if tool_like:
            # generic: lines stating a problem (not passing rows), failure markers
            if (PROBLEM.search(l) or PROBLEM_CODE.search(l)) and not PASS_ROW.match(l):
                k = True
            if FAIL_MARK.match(l):
                k = True
            # project's own locations in stack traces / diagnostics
            if PROJECT_LOC.search(l) and 'node_modules' not in l and 'node:' not in l:
                k = True

        if 'test' in fam:
            if TEST_SUMMARY.match(l) or TEST_DETAIL.match(l):
                k = True
            if DIFF_LINE.match(l) and s not in ('---', '...') and not s.startswith('--') \
                    and not re.match(r'^\s*\+ \d+ modules', l):
                k = True
            if re.match(r'^\s+\d+\) ', l):
                title_block = bool(re.match(r'^  \d+\) ', l))  # failure-detail section
                k = True
            elif title_block and not STACK.match(l) and not PROBLEM.search(l) and l.startswith('      ') \
                    and not DIFF_LINE.match(l):
                # continuation of a failing test's title path (mocha)
                if re.match(r'^\s+\S.*:?$', l) and i > 0 and lines[i - 1].strip():
                    k = True
            # TAP yaml error: |- block (node --test)
            m = re.match(r'^(\s*)error: \|-?$', l)
            if m:
                yaml_error_block = len(m.group(1))
                k = True
            elif yaml_error_block is not None:
                ind = len(l) - len(l.lstrip(' '))
                if ind > yaml_error_block:
                    k = True
                else:
                    yaml_error_block = None
            if STACK.match(l) and not (PROJECT_LOC.search(l) and 'node_modules' not in l):
                k = False   # third-party / internal frames are dropped
            if PASS_ROW.match(l) and not PROBLEM.search(l):
                k = False

        if 'mochajson' in fam:
            if re.match(r'^\s*"(tests|passes|pending|failures|fullTitle|message|expected|actual|file)": ', l):
                k = True
            if re.match(r'^\s*"(title|duration|speed|currentRetry|start|end|suites)"', l):
                k = False
            if re.match(r'^\s*"stack": ', l) or re.match(r'^\s*"err": \{\}', l):
                k = False

        if 'tsc' in fam:
            if TSC_SUMMARY.match(l):
                k = True
            # tsc plain/pretty: elaboration lines under a diagnostic (not code frames / squiggles)
            if re.match(r'^\s+\S', l) and not re.match(r'^\s*\d+\s', l) and not re.match(r'^\s*~+$', l) \
                    and not re.match(r'^\s*[~ ]+$', l) and 'test' not in fam and 'webpack' not in fam \
                    and 'Files:' not in l and not re.match(r'^\S', l):
                if i > 0 and any(('error TS' in x) for x in lines[max(0, i - 12):i]):
                    k = True

        if 'eslint' in fam:
            if ESLINT_HEADER.match(l) or ESLINT_FINDING.match(l) or ESLINT_LINE.match(l) or ESLINT_SUMMARY.match(l):
                k = True

        if 'webpack' in fam:
            if WEBPACK_KEEP.match(l):
                k = True
            if re.match(r'^\s*@ \./', l):
                k = False  # import trace: context
            if re.match(r'^\s*<[tidel]> ', l) or 'snapshot optimization:' in l or re.match(r'^LOG from ', l):
                k = False  # infrastructure logging / timing (stats verbose)

        if 'esbuild' in fam:
            if ESBUILD_KEEP.match(l) or ESBUILD_LOC.match(l):
                k = True
            if re.match(r'^\s+\d+ │', l) or re.match(r'^\s+╵', l) or s.startswith('You can mark the path'):
                k = False

        if 'npm' in fam:
            if NPM_USAGE_START.match(l):
                in_npm_usage = True
            if l.startswith('npm error A complete log') or l.startswith('npm error For a full report'):
                in_npm_usage = False
            if re.match(r'^npm (error|warn)\b', l):
                body = re.sub(r'^npm (error|warn)\s*', '', l)
                k = bool(body.strip()) and not in_npm_usage
            if NPM_SUMMARY.match(l):
                k = True
            if re.match(r'^> ', l):
                k = False   # npm's script banner

        keep[i] = keep[i] or k

    # last three non-blank lines of every file
    nb = [i for i, l in enumerate(lines) if l.strip()]
    for i in nb[-3:]:
        keep[i] = True

    seen = set()
    result = []
    for i, l in enumerate(lines):
        if keep[i] and l.strip() and l not in seen:
            seen.add(l)
            result.append(l)
    return result


def process(path):
    text = open(path, encoding='utf-8', newline='').read()
    head, rest = text.split('-- output --\n', 1)
    out = rest.split('\n-- keep --\n', 1)[0] + '\n' if '\n-- keep --\n' in rest else rest
    if rest.startswith('-- keep --\n'):
        out = ''
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    kl = keep_lines(cmd, out)
    with open(path, 'w', encoding='utf-8', newline='') as fh:
        fh.write(head + '-- output --\n' + out + '-- keep --\n' + ''.join(x + '\n' for x in kl))
    return len(kl)


if __name__ == '__main__':
    for p in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        n = process(p)
        print(f'{os.path.basename(p)}: {n} keep lines')
