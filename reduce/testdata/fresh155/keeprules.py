#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh155 output and write the .txtar files.

usage: keeprules.py RECDIR OUTDIR

RECDIR holds NAME.out (output bytes, paths already rewritten), NAME.cmd and NAME.rc.
A keep line is an output line with ANSI escapes and trailing whitespace (including
\\r) removed. Blank lines are never kept. Each distinct line is listed once, at its
first occurrence in output order.
"""
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')


def norm(line):
    return ANSI.sub('', line).rstrip()


# prefixes added by pnpm -r / --filter and by turbo
PNPM_PREFIX = re.compile(r'^(?:packages|apps)/[\w-]+ (?:test|build|lint): ?')
TURBO_PREFIX = re.compile(r'^@quayside/[\w-]+:(?:test|build|lint): ?')


def body(line):
    """The line without a pnpm/turbo task prefix."""
    m = PNPM_PREFIX.match(line) or TURBO_PREFIX.match(line)
    return line[m.end():] if m else line


# ---------------------------------------------------------------- generic pieces

TSC_ERR = re.compile(r'(^|\s)\S+\.(ts|tsx|js)\(\d+,\d+\): error TS\d+')
TSC_PRETTY_ERR = re.compile(r'^\S+\.(ts|js):\d+:\d+ - error TS\d+')


def tsc_lines(lines, keep):
    """tsc errors and their indented continuation lines."""
    in_err = False
    for i, raw in enumerate(lines):
        b = body(norm(raw))
        if TSC_ERR.search(b) or TSC_PRETTY_ERR.match(b):
            keep.add(i)
            in_err = True
        elif in_err and b.startswith('  ') and b.strip():
            keep.add(i)
        else:
            in_err = False
        if re.match(r'^Found \d+ errors?', b):
            keep.add(i)


def vitest_lines(lines, keep, passing=False):
    in_diff = False
    for i, raw in enumerate(lines):
        b = body(norm(raw))
        s = b.strip()
        if not s:
            continue
        # result rows and locations
        if re.match(r'^×\s', s) or s.startswith('→ '):
            keep.add(i)
        elif s.startswith('❯ ') and ('failed' in s or re.search(r':\d+:\d+$', s)):
            keep.add(i)
        elif s.startswith('FAIL '):
            keep.add(i)
            in_diff = False
        elif 'Failed Tests' in s:
            keep.add(i)
        elif re.match(r'^(AssertionError|Error|TypeError|RangeError|SyntaxError|ReferenceError)\b', s):
            keep.add(i)
        elif re.match(r'^(Snapshots|Test Files|Tests)\s+\d', s):
            keep.add(i)
        elif re.match(r'^(Expected|Received):\s', s):
            keep.add(i)
        elif s in ('- Expected', '+ Received'):
            keep.add(i)
            in_diff = True
        elif s in ('- Expected:', '+ Received:'):
            # multi-line values printed below the label, up to a blank line
            keep.add(i)
            j = i + 1
            while j < len(lines) and body(norm(lines[j])).strip():
                keep.add(j)
                j += 1
        elif in_diff and s.startswith('❯'):
            in_diff = False
        elif in_diff and re.match(r'^[-+]', s) and not s.startswith('---'):
            keep.add(i)
        elif re.search(r'\bfailed: (TypeError|Error)\b', s):
            # server-side error printed by the code under test
            keep.add(i)
        elif re.match(r'^(Error|TypeError): ', s):
            keep.add(i)


def coverage_table(lines, keep):
    """Istanbul/v8 text table: the All files row and rows with uncovered lines."""
    for i, raw in enumerate(lines):
        b = body(norm(raw))
        if '|' not in b:
            continue
        cells = [c.strip() for c in b.split('|')]
        if len(cells) < 3 or set(cells[0]) <= set('-'):
            continue
        if cells[0] == 'All files':
            keep.add(i)
        elif '/' in cells[0] and not re.search(r'\.\w+$', cells[0]):
            keep.add(i)  # directory row: which package the file rows below belong to
        elif cells[0] != 'File' and cells[-1] and re.match(r'^[\d,\-]+$', cells[-1].replace(' ', '')):
            keep.add(i)


BIOME_HEAD = re.compile(r'^\S+\s+(lint/\S+|assist/\S+|format|deserialize)\b.*━')
BIOME_MSG = re.compile(r'^\s{2}[×!] ')


def biome_lines(lines, keep):
    after_head = False
    for i, raw in enumerate(lines):
        b = body(norm(raw))
        s = b.strip()
        if BIOME_HEAD.match(b):
            keep.add(i)
            after_head = True
            continue
        if after_head and s:
            # first message line after a diagnostic header
            if BIOME_MSG.match(b) or s.startswith('i The use of'):
                keep.add(i)
            after_head = False
            continue
        if re.match(r'^(Checked \d+ files|Found \d+ (errors?|warnings?|infos?))', s):
            keep.add(i)
        elif s.startswith('The number of diagnostics exceeds') or s.startswith('Diagnostics not shown'):
            keep.add(i)
        elif s == '× Some errors were emitted while running checks.':
            keep.add(i)


def jest_lines(lines, keep):
    in_diff = False
    for i, raw in enumerate(lines):
        b = norm(raw)
        s = b.strip()
        if not s:
            continue
        if s.startswith('FAIL ') or s.startswith('● ') or s.startswith('✕ '):
            keep.add(i)
            in_diff = False
        elif re.match(r'^expect\(', s):
            keep.add(i)
        elif re.match(r'^(Expected|Received|Expected substring|Expected value|Received value)\b.*:', s):
            keep.add(i)
        elif s == 'Received function did not throw':
            keep.add(i)
        elif re.match(r'^Snapshot name:', s):
            keep.add(i)
        elif re.match(r'^- (Expected|Snapshot)\b', s) or re.match(r'^\+ Received\b', s):
            keep.add(i)
            in_diff = True
        elif in_diff and re.match(r'^\s*\d+ \|', b):
            in_diff = False
        elif in_diff and re.match(r'^ {4}[-+] ', b):
            keep.add(i)
        elif re.match(r'^> \d+ \|', s):
            keep.add(i)
        elif re.match(r'^at .*\((test|src)/', s):
            keep.add(i)
        elif re.match(r'^(TypeError|SyntaxError|RangeError|Error|ReferenceError):', s):
            keep.add(i)
        elif s.startswith('›') and 'snapshot' in s:
            keep.add(i)
        elif re.match(r'^(Tests|Test Suites|Snapshots):\s', s):
            keep.add(i)


def node_test_lines(lines, keep):
    for i, raw in enumerate(lines):
        b = norm(raw)
        s = b.strip()
        if not s:
            continue
        if s.startswith('✖ '):
            keep.add(i)
        elif s.startswith('AssertionError'):
            keep.add(i)
        elif s == '+ actual - expected':
            keep.add(i)
        elif re.match(r"^[-+] ['\[\]{\d]|^[-+]\s{2,}\S", s):
            keep.add(i)
        elif re.match(r'^Expected values to be ', s):
            keep.add(i)
        elif re.match(r'^\S.* !== \S', s):
            keep.add(i)
        elif re.match(r'^(actual|expected): ', s):
            keep.add(i)
        elif re.match(r'^at .*\(.*/test/node/', s) or re.match(r'^test at test/', s):
            keep.add(i)
        elif re.match(r'^ℹ (tests|pass|fail) \d+', s):
            keep.add(i)
        elif 'Warning:' in s:
            keep.add(i)
        # TAP
        elif re.match(r'^not ok \d+ ', s):
            keep.add(i)
        elif re.match(r"^location: '.*/test/node/", s) and i > 0:
            keep.add(i)
        elif re.match(r'^# (tests|pass|fail) \d+', s):
            keep.add(i)


def bun_test_lines(lines, keep):
    in_diff = False
    for i, raw in enumerate(lines):
        b = norm(raw)
        s = b.strip()
        if not s:
            continue
        if s.startswith('(fail)'):
            keep.add(i)
            in_diff = False
        elif s.startswith('error: '):
            keep.add(i)
            in_diff = True
        elif re.match(r'^(Expected|Received):', s):
            keep.add(i)
        elif re.match(r'^(SyntaxError|TypeError|RangeError|Error):', s):
            keep.add(i)
        elif re.match(r'^- Expected\s+- \d+$', s) or re.match(r'^\+ Received\s+\+ \d+$', s):
            keep.add(i)
        elif re.match(r'^at .*\(.*/(test|src)/', s):
            keep.add(i)
            in_diff = False
        elif in_diff and s.startswith('at '):
            in_diff = False
        elif in_diff and re.match(r'^[-+] ', b) or (in_diff and re.match(r'^[-+]$', b)):
            keep.add(i)
        elif re.match(r'^\d+ tests? failed:', s):
            keep.add(i)
        elif re.match(r'^\d+ (pass|fail)$', s) or s.startswith('Ran ') or re.match(r'^snapshots: ', s):
            keep.add(i)
        elif re.match(r'^error: script ".*" exited', s):
            keep.add(i)
        # code frame line carrying the caret below it
        if i + 1 < len(lines) and re.match(r'^\s+\^\s*$', norm(lines[i + 1])) and re.match(r'^\s*\d+ \|', b):
            keep.add(i)


# ---------------------------------------------------------------- per tool

def rule_vitest(name, lines, keep):
    vitest_lines(lines, keep)
    if 'coverage' in name:
        coverage_table(lines, keep)


def rule_pnpm_run(name, lines, keep):
    vitest_lines(lines, keep)
    tsc_lines(lines, keep)
    biome_lines(lines, keep)
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        if 'ERR_PNPM' in s or re.match(r'^ERROR\s+@quayside', s):
            keep.add(i)
            # the package directory line just above names the failing package
            if i > 0 and norm(lines[i - 1]).endswith(':') and norm(lines[i - 1]).startswith('/'):
                keep.add(i - 1)
        elif re.search(r' (build|test|lint): Failed$', s):
            keep.add(i)
        elif s.startswith('Summary: '):
            keep.add(i)


def rule_turbo(name, lines, keep):
    vitest_lines(lines, keep)
    tsc_lines(lines, keep)
    biome_lines(lines, keep)
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        b = body(norm(raw)).strip()
        if re.search(r'#\w+:\s+(ERROR|WARNING)\s', s):
            keep.add(i)
        elif 'ELIFECYCLE' in s:
            keep.add(i)
        elif re.match(r'^(Tasks|Cached|Failed):\s', s):
            keep.add(i)
        elif s.startswith('ERROR  run failed') or s.startswith('WARNING  no output files'):
            keep.add(i)
        elif 'passed' in name and re.match(r'^(Test Files|Tests)\s+\d', b):
            keep.add(i)
    if 'pass' in name:
        for i, raw in enumerate(lines):
            b = body(norm(raw)).strip()
            if re.match(r'^(Test Files|Tests)\s+\d', b):
                keep.add(i)


def rule_turbo_dry(name, lines, keep):
    section = None
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        if s in ('Packages in Scope', 'Tasks to Run'):
            section = s
            keep.add(i)
            continue
        if section == 'Packages in Scope' and re.match(r'^@quayside/', s):
            keep.add(i)
        elif section == 'Tasks to Run':
            if re.match(r'^@quayside/[\w-]+#\w+$', s):
                keep.add(i)
            elif re.match(r'^(Cached \(Local\)|Command|Dependencies|Dependents)\s+= \S', s):
                keep.add(i)


def rule_biome(name, lines, keep):
    biome_lines(lines, keep)


def rule_tsc(name, lines, keep):
    tsc_lines(lines, keep)
    if not keep:
        # passing --verbose build: which projects were rebuilt
        for i, raw in enumerate(lines):
            if 'Building project' in raw:
                keep.add(i)
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        # --pretty summary table rows
        if re.match(r'^\d+\s+\S+\.(ts|js):\d+$', s) or s == 'Errors  Files':
            keep.add(i)


def rule_knip(name, lines, keep):
    for i, raw in enumerate(lines):
        if norm(raw).strip():
            keep.add(i)


def rule_madge_tree(name, lines, keep):
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        if s and not s.startswith('- Finding files') and not s.startswith('Processed '):
            keep.add(i)


def rule_oxlint(name, lines, keep):
    for i, raw in enumerate(lines):
        b = norm(raw)
        s = b.strip()
        if re.match(r'^[!x×] \S+\(\S+\): ', s):
            keep.add(i)
        elif re.match(r'^,-\[\S+:\d+:\d+\]$', s):
            keep.add(i)
        elif re.match(r'^\S+:\d+:\d+: .*\[(Error|Warning)/', s):
            keep.add(i)
        elif re.match(r'^Found \d+ warnings? and \d+ errors?', s) or re.match(r'^\d+ problems?$', s):
            keep.add(i)


def rule_prettier(name, lines, keep):
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        if re.match(r'^\[warn\] ', s) or re.match(r'^\[error\] \S+: \w*Error', s):
            keep.add(i)
        elif re.match(r'^\[error\] > \d+ \|', s):
            keep.add(i)
        elif s.startswith('Error occurred when checking'):
            keep.add(i)


def rule_jest(name, lines, keep):
    jest_lines(lines, keep)
    if 'coverage' in name:
        coverage_table(lines, keep)


def rule_node_test(name, lines, keep):
    node_test_lines(lines, keep)


def rule_bun_test(name, lines, keep):
    bun_test_lines(lines, keep)
    if 'coverage' in name:
        coverage_table(lines, keep)
        for i, raw in enumerate(lines):
            if norm(raw).startswith('All files'):
                keep.add(i)


def rule_pnpm_install(name, lines, keep):
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        if s.startswith('Packages: ') or s.startswith('Done in ') or s.startswith('Scope: '):
            keep.add(i)
        elif re.match(r'^\+ \S+ \d', s):
            keep.add(i)
        elif 'Ignored build scripts' in s or 'pnpm approve-builds' in s:
            keep.add(i)
        elif s.startswith('ERR_PNPM') or s.startswith('WARN'):
            keep.add(i)


def rule_pnpm_ls(name, lines, keep):
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        if re.search(r'[├└]── ', s) or re.match(r'^(@quayside/|quayside@)', s) or re.match(r'^\d+ packages in', s):
            keep.add(i)


def rule_git_status(name, lines, keep):
    for i, raw in enumerate(lines):
        b = norm(raw)
        s = b.strip()
        if s.startswith('On branch') or re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):', s):
            keep.add(i)
        elif b.startswith('\t'):
            keep.add(i)


def rule_git_diff(name, lines, keep):
    for i, raw in enumerate(lines):
        b = norm(raw)
        if b.startswith('diff --git') or b.startswith('@@') or b.startswith('new file mode'):
            keep.add(i)
        elif (b.startswith('+') or b.startswith('-')) and not b.startswith('+++') and not b.startswith('---'):
            if b[1:].strip():
                keep.add(i)


def rule_git_log_stat(name, lines, keep):
    prev_blank_after_date = False
    for i, raw in enumerate(lines):
        b = norm(raw)
        if b.startswith('commit '):
            keep.add(i)
        elif b.startswith('    ') and b.strip():
            keep.add(i)  # subject and body
        elif re.match(r'^ \S.* \| +\d+', b):
            keep.add(i)
        elif re.match(r'^ \d+ files? changed', b):
            keep.add(i)


def rule_grep(name, lines, keep):
    for i, raw in enumerate(lines):
        if re.match(r'^[^:\s]+:\d+:', norm(raw)):
            keep.add(i)


def rule_curl(name, lines, keep):
    status = None
    body_start = None
    for i, raw in enumerate(lines):
        b = norm(raw)
        # the progress meter can precede '*' chatter on one line
        tail = b.split('\r')[-1]
        if re.match(r'^> (GET|POST|PUT|DELETE|PATCH) ', b):
            keep.add(i)
        elif re.match(r'^< HTTP/\S+ \d{3}', b):
            keep.add(i)
            status = int(b.split()[2])
        elif re.match(r'^curl: \(\d+\)', b) or re.search(r'(Connection refused|Failed to connect)', tail):
            keep.add(i)
        elif status and 300 <= status < 400 and re.match(r'^< location:', b, re.I):
            keep.add(i)
        if b.startswith('* Connection #0 to host') and body_start is None:
            body_start = i + 1
    if body_start is None:
        body_start = 0
    if status is not None and status >= 400:
        for i in range(body_start, len(lines)):
            s = norm(lines[i]).strip()
            if not s or re.match(r'^[\[\]{},]+$', s) or re.match(r'^at .*\(node:', s):
                continue  # bare brackets and node-internal stack frames
            keep.add(i)


def rule_tsx_script(name, lines, keep):
    for i, raw in enumerate(lines):
        s = norm(raw).strip()
        if re.match(r'^(TypeError|Error|SyntaxError|RangeError)\b', s):
            keep.add(i)
        elif re.match(r'^at .*\(/\S+/(src|scripts)/', s):
            keep.add(i)
        elif re.match(r'^/\S+\.(js|ts):\d+$', s):
            keep.add(i)
            if i + 1 < len(lines):
                keep.add(i + 1)  # the source line that threw
        elif re.match(r'^(Read \d+ rows|\d+ rows rejected:|Wrote )', s):
            keep.add(i)
        elif re.match(r'^[A-Z]{3}-\d+: ', s) or re.match(r'^[A-Z]{3}-\d{3}: ', s):
            keep.add(i)


def rule_all_lines(name, lines, keep):
    """Output that is itself the answer (a report the agent asked for)."""
    for i, raw in enumerate(lines):
        if norm(raw).strip():
            keep.add(i)


RULES = [
    (r'^pnpm-install', rule_pnpm_install),
    (r'^pnpm-ls', rule_pnpm_ls),
    (r'^pnpm-', rule_pnpm_run),
    (r'^turbo-run-build-dry', rule_turbo_dry),
    (r'^turbo-', rule_turbo),
    (r'^vitest-', rule_vitest),
    (r'^biome-', rule_biome),
    (r'^(tsc-|bunx-tsc)', rule_tsc),
    (r'^knip', rule_knip),
    (r'^madge-deps', rule_madge_tree),
    (r'^oxlint', rule_oxlint),
    (r'^prettier', rule_prettier),
    (r'^jest-', rule_jest),
    (r'^node-test', rule_node_test),
    (r'^bun-', rule_bun_test),
    (r'^git-status', rule_git_status),
    (r'^git-diff', rule_git_diff),
    (r'^git-log', rule_git_log_stat),
    (r'^grep-', rule_grep),
    (r'^curl-', rule_curl),
    (r'^tsx-stock-report', rule_all_lines),
    (r'^tsx-', rule_tsx_script),
]

# Rows of a 2xx body that answer the request (the data the agent asked for or
# the values that show a problem). Matched against the normalised line.
BODY_ROWS = {
    'curl-v-berths-200': [r'^\s*"summary": '],
    'curl-s-tides-draft': [r'^\s*"(opens|closes|classification|date)": '],
    'curl-v-post-booking-december': [r'^\s*"(ref|berthId|nights|basePence|totalPence|total)": '],
}


def keep_lines(name, text):
    lines = text.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    keep = set()
    for pattern, rule in RULES:
        if re.match(pattern, name):
            rule(name, lines, keep)
            break
    else:
        raise SystemExit(f'no rule for {name}')
    for pattern in BODY_ROWS.get(name, []):
        for i, raw in enumerate(lines):
            if re.match(pattern, norm(raw)):
                keep.add(i)
    out, seen = [], set()
    for i in sorted(keep):
        line = norm(lines[i])
        if not line.strip() or line in seen:
            continue
        seen.add(line)
        out.append(line)
    return out


def main():
    recdir, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    names = sorted(f[:-4] for f in os.listdir(recdir) if f.endswith('.out'))
    for name in names:
        with open(os.path.join(recdir, name + '.out'), 'rb') as f:
            data = f.read()
        cmd = open(os.path.join(recdir, name + '.cmd')).read().rstrip('\n')
        rc = open(os.path.join(recdir, name + '.rc')).read().strip()
        text = data.decode('utf-8')
        if not text.endswith('\n'):
            text += '\n'
        keep = keep_lines(name, text)
        with open(os.path.join(outdir, name + '.txtar'), 'w', encoding='utf-8', newline='') as f:
            f.write(f'cmd: {cmd}\nexit: {rc}\n-- output --\n{text}-- keep --\n')
            for line in keep:
                f.write(line + '\n')


if __name__ == '__main__':
    main()
