#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh110 txtar from its output.

Rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py            # rewrites the keep section of every *.txtar here
A keep line is an exact output line with ANSI escapes and trailing blanks removed,
listed once, in output order.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')

# ---------------------------------------------------------------- general rules
ERRWORD = re.compile(
    r'(\berror\b|\berrors\b|\bERR!|\bERR_[A-Z_]+|\bE[A-Z0-9]{3,}\b(?=$)|\bfail(ed|ing|ure|s)?\b|\bFAIL\b|'
    r'\bwarn(ing|ings)?\b|\bWARN\b|\bexception\b|\bpanic\b|\bfatal\b|\bunhandled\b|'
    r'\btimed? ?out\b|\bExceeded timeout\b|[✖✕×]|\b[A-Za-z]*Error\b|\bTSError\b|\bdoes not meet\b|'
    r'\bcannot\b|\bcan\'t\b|\bCould not\b|\bnot found\b|\bunreachable\b|\bimplausible\b|'
    r'\bis not exported\b|\bUnterminated\b|\bUnexpected\b|\bmust contain\b|\bwas not written\b|'
    r'\(!\))',
    re.I)
# frames / hints that mention "error" but belong to libraries or runtime internals
LIBFRAME = re.compile(r'^\s*at\s.*(node_modules/|node:internal|node:events|\(<anonymous>\)|\(node:)')
PROJ_LOC = re.compile(
    r'((?:^|[\s(\'"])(?:file://)?/home/dev/work/[^\s:()]+|(?:^|[\s(❯])(?:\./)?'
    r'(?:src|test|tests|__tests__|scripts|ts|packages|compositions)/[^\s:()]+)'
    r'(?::\d+(?::\d+)?|\(\d+,\d+\))')
SUMMARY = re.compile(
    r'^\s*(Tests?:|Test Suites:|Snapshots:|Test Files\b|Tests\s+\d|Errors\s+\d|\d+ passing\b|\d+ failing\b|'
    r'\d+ pending\b|Found \d+ error|added \d+ packages?|removed \d+ packages?|changed \d+ packages?|up to date\b|'
    r'✖ \d+ problems?|\d+ problems?\b|\d+ errors? and \d+ warnings? potentially fixable|webpack [\d.]+ compiled|'
    r'✓ built in|x Build failed|Ran all test suites|All matched files use Prettier|Checking formatting|'
    r'Snapshot Summary|\s*› \d+ snapshots?|\d+ files? changed)')


def clean(line):
    return ANSI.sub('', line).rstrip()


def is_libframe(l):
    return bool(LIBFRAME.match(l))


def caret_line(l):
    """A code-frame pointer line: only spaces, optional '|' gutter and carets."""
    return bool(re.match(r'^\s*(\|\s*)?\^+\s*$', l)) or bool(re.match(r'^\s*\|\s+\^', l))


# ---------------------------------------------------------------- tool detection
def tool_of(cmd):
    c = cmd
    if c.startswith('git status'): return 'git-status'
    if c.startswith('git diff'): return 'git-diff'
    if c.startswith('git log'): return 'git-log'
    if c.startswith('grep'): return 'grep'
    if re.search(r'\bnpm (ls|list)\b', c): return 'npm-ls'
    if re.search(r'\bnpm outdated\b', c): return 'npm-outdated'
    if re.search(r'\bnpm (install|ci|audit|i)\b', c): return 'npm'
    if 'jest' in c: return 'jest'
    if 'vitest' in c: return 'vitest'
    if 'mocha' in c: return 'mocha'
    if 'eslint' in c: return 'eslint'
    if 'prettier' in c: return 'prettier'
    if re.search(r'\btsc\b', c) and 'vite' not in c: return 'tsc'
    if 'webpack' in c: return 'webpack'
    if 'vite' in c: return 'vite'
    if re.search(r'\bnpm (run|test)\b', c): return 'npm-run'
    return 'node'


# ---------------------------------------------------------------- per tool rules
def rule_git_status(lines):
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if not s: continue
        if re.match(r'^\s*\(use "git', l): continue          # hints left out
        if l.startswith('\t') or re.match(r'^(On branch|HEAD detached|Your branch|Changes |Untracked files|'
                                          r'Unmerged paths|nothing to commit|no changes added|'
                                          r'[ MADRCU?!]{2} )', l):
            keep.append(i)
    return keep


def rule_git_diff(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r'^(diff --git |@@ |new file mode|deleted file mode|rename (from|to) |Binary files )', l):
            keep.append(i)
        elif (l.startswith('+') or l.startswith('-')) and not l.startswith('+++') and not l.startswith('---'):
            keep.append(i)
    return keep


def rule_git_log(lines):
    keep = []
    prev_date = False
    for i, l in enumerate(lines):
        if l.startswith('commit '):
            keep.append(i)
        elif re.match(r'^ \S.*\|\s+\d+', l) or re.match(r'^ \d+ files? changed', l):
            keep.append(i)
        elif prev_date and l.startswith('    ') and l.strip():
            keep.append(i)                                   # subject line
            prev_date = False
            continue
        if l.startswith('Date:'):
            prev_date = True
        elif l.strip() and not l.startswith('    '):
            prev_date = prev_date and not l.strip()
    return keep


def rule_grep(lines):
    # every hit is what the agent asked for
    return [i for i, l in enumerate(lines) if l.strip()]


def rule_npm(lines):
    keep = []
    in_usage = False
    for i, l in enumerate(lines):
        m = re.match(r'^npm (error|ERR!|warn|WARN)\s?(.*)$', l)
        if m:
            body = m.group(2).strip()
            if body == 'Usage:':
                in_usage = True
                # the one-line command description printed just before Usage: is help text too
                j = i - 1
                while j >= 0 and re.match(r'^npm (error|ERR!)\s*$', lines[j]):
                    j -= 1
                if keep and keep[-1] == j:
                    keep.pop()
                continue
            if in_usage:
                if body.startswith('Run "npm help'):
                    in_usage = False
                    keep.append(i)
                continue
            if not body:
                continue
            if 'A complete log of this run' in body:
                continue                                     # hint, left out
            if body.startswith('For a full report see') or body.endswith('eresolve-report.txt'):
                continue
            keep.append(i)
        elif SUMMARY.match(l):
            keep.append(i)
    return keep


def rule_npm_ls(lines):
    keep = []
    for i, l in enumerate(lines):
        if i == 0 and re.match(r'^\S+@\S+ ', l):
            keep.append(i)                                   # root line
        elif re.search(r'\b(invalid|extraneous|UNMET|missing|ELSPROBLEMS|peer dep)', l):
            keep.append(i)
        elif re.match(r'^[├└]─[─┬] ', l):
            keep.append(i)                                   # direct dependencies
        elif re.match(r'^npm (error|warn) ', l) and 'A complete log' not in l:
            keep.append(i)
    return keep


def rule_npm_outdated(lines):
    return [i for i, l in enumerate(lines) if l.strip()]      # header + every outdated package


def rule_eslint(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r'^\s+\d+:\d+\s+(error|warning)\s', l):
            keep.append(i)
        elif re.match(r'^/\S+\.(c|m)?[jt]sx?$', l):           # file header of a problem block
            keep.append(i)
        elif re.match(r'^/\S+:\d+:\d+: ', l):                  # unix formatter rows
            keep.append(i)
        elif re.search(r'ESLintEnvWarning|Warning:', l):
            keep.append(i)
        elif SUMMARY.match(l):
            keep.append(i)
    return keep


def rule_prettier(lines):
    return [i for i, l in enumerate(lines) if re.match(r'^\[(warn|error)\]', l) or SUMMARY.match(l)]


def rule_tsc(lines):
    keep = []
    last_err = False
    for i, l in enumerate(lines):
        if re.search(r'error TS\d+', l):
            keep.append(i); last_err = True; continue
        if last_err and l.startswith('  ') and l.strip():
            keep.append(i); continue                         # continuation of a diagnostic
        last_err = False
        if re.search(r"can't be built|Skipping build|Found \d+ error", l):
            keep.append(i)
    return keep


def in_block_diff(l):
    s = l.strip()
    return bool(re.match(r'^[-+]\s', s) or re.match(r'^[-+]\s*\S', s)) and not s.startswith('+++') \
        and not s.startswith('---')


def rule_jest(lines):
    keep = []
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\s*● ', l):
            keep.append(i); in_fail = True; continue
        if re.match(r'^(PASS|FAIL) ', l):
            in_fail = False
            if l.startswith('FAIL'): keep.append(i)
            continue
        if re.match(r'^\s*✕ ', l):
            keep.append(i); continue
        if re.match(r'^\s*(Snapshot Summary|Test Suites:|Tests:|Snapshots:|Ran all test suites)', l) \
                or re.match(r'^\s*› \d+ snapshots?', l):
            keep.append(i); in_fail = False; continue
        if re.match(r'^\s*(All files|[\w./-]+\.(js|ts))\s+\|', l):
            cols = [c.strip() for c in l.split('|')]
            if cols[0] == 'All files' or (len(cols) > 5 and cols[5]):
                keep.append(i)
            continue
        if in_fail:
            if re.match(r'^\s*(expect\(|Expected|Received|Snapshot name|Snapshot\s+-|New snapshot was not written|'
                        r'thrown:|Add a timeout|Your test suite)', l):
                keep.append(i); continue
            if in_block_diff(l):
                keep.append(i); continue
            if re.match(r'^\s*>\s*\d+ \|', l):
                keep.append(i); continue                     # failing source line in code frame
            if re.match(r'^\s*at ', l) and PROJ_LOC.search(l) and not is_libframe(l):
                keep.append(i); continue
        # uncaught crash inside jest (whole process died)
        if re.match(r'^\s*at ', l):
            if PROJ_LOC.search(l) and not is_libframe(l):
                keep.append(i)
            continue
        if re.match(r'^\s*>?\s*\d+ \|', l) or re.match(r'^\s*[✓✔] ', l):
            continue                                         # other code-frame context, passing rows
        if ERRWORD.search(l) or re.match(r'^/home/dev/work/\S+:\d+$', l):
            keep.append(i)
    return keep


def rule_vitest(lines):
    keep = []
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\s*FAIL\s', l) or re.match(r'^\s*[×✗] ', l) or re.match(r'^\s*→ ', l) \
                or re.match(r'^\s*❯ \S+\.(ts|js) \(\d+ tests? \| \d+ failed', l):
            keep.append(i); in_fail = True; continue
        if re.match(r'^\s*(Test Files|Tests|Errors)\s+\d', l):
            keep.append(i); continue
        if re.match(r'^⎯+ (Failed Tests|Unhandled Errors|Unhandled Rejection)', l) or \
                re.match(r'^⎯+ Unhandled', l):
            keep.append(i); in_fail = True; continue
        if re.match(r'^\s*(All files|[\w./-]+\.(js|ts))\s+\|', l):
            cols = [c.strip() for c in l.split('|')]
            if cols[0] == 'All files' or (len(cols) > 5 and cols[5]):
                keep.append(i)
            continue
        if re.match(r'^ERROR: Coverage', l):
            keep.append(i); continue
        if in_fail:
            if re.match(r'^\s*[A-Za-z]*Error\b', l) or re.match(r'^Vitest caught', l) or \
                    re.match(r'^This error originated', l):
                keep.append(i); continue
            if re.match(r'^\s*(- Expected|\+ Received)', l) or in_block_diff(l):
                keep.append(i); continue
            if re.match(r'^\s*❯ ', l) and PROJ_LOC.search(l):
                keep.append(i); continue
            if caret_line(l) and i > 0:
                keep.append(i - 1); continue               # the failing source line
    return keep


def rule_mocha(lines):
    keep = []
    in_fail = False
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\s*\d+ (passing|failing|pending)\b', l):
            keep.append(i)
            if 'failing' in l: in_fail = True
            continue
        if re.match(r'^\s+\d+\) ', l):
            keep.append(i)
            if in_fail and i + 1 < len(lines) and lines[i + 1].rstrip().endswith(':'):
                keep.append(i + 1)                            # the failing test title
            continue
        if in_fail:
            if re.match(r'^\s*[A-Za-z]*Error\b', l) or re.match(r'^\s*(assert\.|\+ actual - expected|'
                                                               r'\+ expected - actual)', l):
                keep.append(i); continue
            if in_block_diff(l) or re.match(r'^\s*[-+]\s*\S', l):
                keep.append(i); continue
            if re.match(r'^\d+ !== \d+', s):
                keep.append(i); continue
            if re.match(r'^\s*at ', l) and PROJ_LOC.search(l) and not is_libframe(l):
                keep.append(i); continue
    return keep


def rule_webpack(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r'^(ERROR|WARNING) in ', l) or re.match(r'^(Module not found|Module parse failed|Did you mean|'
                                                            r"'[^']+' is the closest name)", l):
            keep.append(i)
        elif re.match(r'^\s*>\s*\d+ \|', l):
            keep.append(i)
        elif re.search(r'\[big\]', l) or re.match(r'^\s+\S+\.js \(\d', l) or re.match(r'^Assets:|^Entrypoints:', l):
            keep.append(i)
        elif re.match(r'^webpack [\d.]+ compiled', l):
            keep.append(i)
        elif re.match(r'^npm (error|ERR!) ', l) and 'A complete log' not in l:
            keep.append(i)
    return keep


def rule_vite(lines):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r'^\s*at ', l):
            continue                                         # rollup internals left out
        if re.match(r'^(error during build:|x Build failed|✓ built in|file: )', l) or \
                re.match(r'^\(!\)', l) or re.search(r'is not exported by|Could not resolve|\[plugin', l):
            keep.append(i)
        elif re.match(r'^dist/', l):
            keep.append(i)                                   # produced assets (sizes)
        elif caret_line(l) and i > 0:
            keep.append(i - 1)
        elif re.match(r'^(src|\S+\.ts) \(\d+:\d+\):', l):
            keep.append(i)
        elif re.search(r'error TS\d+', l):
            keep.append(i)
        elif re.match(r'^npm (error|ERR!) ', l) and 'A complete log' not in l:
            keep.append(i)
    return keep


def rule_node(lines):
    """node / tsx / ts-node crashes."""
    keep = []
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^\s*at ', l):
            if PROJ_LOC.search(l) and not is_libframe(l):
                keep.append(i)
            continue
        if re.match(r'^(file://)?/home/dev/work/\S+:\d+$', l):
            keep.append(i); continue                         # crash location header
        if caret_line(l) and i > 0:
            keep.append(i - 1); continue                     # throwing source line
        if re.match(r'^\s*(\[cause\]:|code: \'|diagnosticCodes:)', l):
            keep.append(i); continue
        if re.search(r'error TS\d+', l) or re.search(r'ERROR:', l):
            keep.append(i); continue
        if re.match(r'^\s*[A-Za-z]*Error\b', l) or re.match(r'^\s*Error \[', l):
            keep.append(i); continue
    return keep


def rule_npm_run(lines):
    # npm run <script> wrapping something else: union of the script tools' rules
    k = set()
    for r in (rule_vite, rule_webpack, rule_tsc, rule_jest):
        k.update(r(lines))
    return sorted(k)


RULES = {
    'git-status': rule_git_status, 'git-diff': rule_git_diff, 'git-log': rule_git_log, 'grep': rule_grep,
    'npm': rule_npm, 'npm-ls': rule_npm_ls, 'npm-outdated': rule_npm_outdated, 'eslint': rule_eslint,
    'prettier': rule_prettier, 'tsc': rule_tsc, 'jest': rule_jest, 'vitest': rule_vitest,
    'mocha': rule_mocha, 'webpack': rule_webpack, 'vite': rule_vite, 'node': rule_node, 'npm-run': rule_npm_run,
}


def keep_lines(cmd, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd)
    if cmd.startswith('npm run build') or cmd.startswith('npm test'):
        tool = 'npm-run'
    idx = set(RULES[tool](lines))
    # general: npm lifecycle error lines for any wrapped run
    for i, l in enumerate(lines):
        if re.match(r'^npm (error|ERR!) (code|Lifecycle|command failed)', l):
            idx.add(i)
    # general: last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    idx.update(nb[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    text = open(path, encoding='utf-8').read()
    head, rest = text.split('\n-- output --\n', 1)
    output = rest.split('\n-- keep --\n', 1)[0] + '\n'
    cmd = head.split('\n', 1)[0][len('cmd: '):]
    keep = keep_lines(cmd, output)
    with open(path, 'w', encoding='utf-8') as w:
        w.write(head + '\n-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    return len(keep)


if __name__ == '__main__':
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(here, '*.txtar')))
    for f in files:
        n = process(f)
        print(f'{os.path.basename(f)}: {n} keep lines', file=sys.stderr)
