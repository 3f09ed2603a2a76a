#!/usr/bin/env python3
"""Keep rules for the fresh141 blind set.

Fills the `-- keep --` section of every *.txtar file in this folder from its
`cmd:` line and its output. Written before looking at any reducer behaviour.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never keep lines. Each distinct line
is listed once, at its first occurrence, in output order.

Run: python3 keeprules.py            (rewrites the keep sections in place)
     python3 keeprules.py --check    (only reports counts, writes nothing)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

ANSI = re.compile(r'\x1b\[[0-9;?]*[ -/]*[@-~]')


def clean(line):
    return ANSI.sub('', line).rstrip()


# ---------------------------------------------------------------- generic --

ERROR_WORDS = re.compile(
    r'\b(errors?|fail|failed|failing|failures?|warnings?|warn|panic|panicked|exceptions?|'
    r'traceback|deprecated|deprecation|not met|unhandled|refused|denied)\b',
    re.I,
)
ERROR_NAMES = re.compile(r'\b[A-Z]?\w*(Error|Exception)\b')
MARKERS = ('✖', '✕', '×', '●', '✗')
PASS_ROW = re.compile(r'^\s*(✓|✔|PASS\b|PASSED\b|ok\b|\.\.\. ok)')
CODE_FRAME = re.compile(r'^\s*>?\s*\d+\s*\|')       # jest / gcc "NN |" frames
GUTTER_ONLY = re.compile(r'^\s*\|')                  # gcc "    |   ^~~~" lines
ONLY_PUNCT = re.compile(r'^[\s\-|=+~^.]*$')


def is_frame(s):
    return bool(re.match(r'^\s*at\s', s))


def project_frame(s):
    """A stack frame in the project's own code (not node_modules, not node internals)."""
    if not is_frame(s):
        return False
    if 'node_modules' in s or '(node:' in s or re.search(r'\bat node:', s):
        return False
    if '/home/dev/work/' in s:
        return True
    return bool(re.search(r'(^|[\s(])(tests?|src|scripts|dist)/[^\s)]*:\d+:\d+', s))


def generic_error(s):
    """Error/failure/warning statement used for test, build, lint and npm tools."""
    if s.startswith('> '):
        return False              # npm run-script banner echoing the command
    if PASS_ROW.match(s) or CODE_FRAME.match(s) or GUTTER_ONLY.match(s):
        return False
    if is_frame(s):
        return False
    if any(m in s for m in MARKERS):
        return True
    return bool(ERROR_WORDS.search(s) or ERROR_NAMES.search(s))


def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


# ---------------------------------------------------------------- tools --

def tool_of(cmd, out):
    c = cmd
    if 'curl ' in c:
        return 'curl'
    if c.startswith('git ') or '&& git ' in c:
        if 'git status' in c:
            return 'git-status'
        if 'git merge' in c:
            return 'git-merge'
        if 'git log' in c or 'git show' in c:
            return 'git-log'
        return 'git-diff'
    if c.startswith('grep '):
        return 'grep'
    if c.startswith('tail ') or c.startswith('cat '):
        return 'log'
    if c.startswith('npm ls'):
        return 'npm-ls'
    if c.startswith('npm outdated'):
        return 'npm-outdated'
    if c.startswith('npm audit'):
        return 'npm-audit'
    if re.match(r'npm (install|ci|rebuild|i)\b', c):
        return 'npm-install'
    head = '\n'.join(out.splitlines()[:6])
    if 'eslint' in c or re.search(r'^> eslint', head, re.M):
        return 'eslint'
    if re.search(r'\btsc\b', c) or re.search(r'^> tsc', head, re.M):
        return 'tsc'
    if 'jest' in c or re.search(r'^> jest', head, re.M):
        return 'jest'
    if 'mocha' in c or 'nyc' in c or re.search(r'^> (mocha|nyc)', head, re.M):
        return 'mocha'
    if re.search(r'\b(node|tsx)\b', c):
        return 'node'
    return 'other'


def rule_jest(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if re.match(r'^(FAIL)\s', t):
            keep.add(i)
        elif t.startswith('●') or t.startswith('✕'):
            keep.add(i)
        elif re.match(r'^expect\(', t):
            keep.add(i)
        elif re.match(r'^(Expected|Received)( precision| difference)?:', t):
            keep.add(i)
        elif re.match(r'^- Expected\b', t) or re.match(r'^\+ Received\b', t):
            keep.add(i)
        elif (t.startswith('- ') or t.startswith('+ ')) and not ONLY_PUNCT.match(t):
            keep.add(i)
        elif re.match(r'^>\s*\d+\s*\|', t):
            keep.add(i)
        elif project_frame(s):
            keep.add(i)
        elif re.match(r'^(Tests|Test Suites):', t):
            keep.add(i)
        elif t.startswith('Jest:') and 'threshold' in t:
            keep.add(i)
        elif re.match(r'^expected \d+ ".*", got \d+ ', t):
            keep.add(i)
        elif re.match(r'^All files\s*\|', t):
            keep.add(i)
        elif re.search(r'error\S* TS\d+', t):
            keep.add(i)
        elif generic_error(s):
            keep.add(i)
    return keep


def rule_mocha(lines):
    keep = set()
    in_failures = False
    want_title = False
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if want_title:
            keep.add(i)
            want_title = False
            continue
        if re.match(r'^\d+ (passing|failing|pending)\b', t):
            keep.add(i)
            if 'failing' in t:
                in_failures = True
            continue
        m = re.match(r'^(\s*)\d+\) ', s)
        if m:
            keep.add(i)
            # detail header "  1) suite" (2-space indent) is followed by the test title
            if in_failures and len(m.group(1)) <= 2:
                want_title = True
            continue
        if in_failures and (t.startswith('+') or t.startswith('-')) and not ONLY_PUNCT.match(t):
            keep.add(i)
        elif project_frame(s):
            keep.add(i)
        elif t.startswith('Exception during run'):
            keep.add(i)
        elif re.search(r'error\S* TS\d+', t):
            keep.add(i)
        elif re.match(r'^All files\s*\|', t):
            keep.add(i)
        elif generic_error(s):
            keep.add(i)
    return keep


def rule_tsc(lines):
    keep = set()
    in_err = False
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            in_err = False
            continue
        if re.search(r'error TS\d+', s):
            keep.add(i)
            in_err = True
            continue
        if in_err and s.startswith(' ') and re.search(r'[A-Za-z]', s):
            keep.add(i)           # indented continuation of a diagnostic
            continue
        in_err = False
        if re.match(r'^Found \d+ errors?', t):
            keep.add(i)
        elif re.match(r'^Errors\s+Files$', t):
            continue              # header of the per-file count table
        elif t.startswith('TSFILE:') and not t.endswith('.map'):
            keep.add(i)           # emitted files the agent asked to list
        elif re.match(r'^\d+\s', s):
            continue              # pretty code-frame line
        elif generic_error(s):
            keep.add(i)
    return keep


def rule_eslint(lines, cmd):
    keep = set()
    if '--print-config' in cmd:
        # a config dump; keep the rules switched on at "warn" (severity 1):
        # their name line and severity line, because warnings were being chased.
        for i, s in enumerate(lines):
            m = re.match(r'^\s*"([^"]+)": \[$', s)
            if m and i + 1 < len(lines) and re.match(r'^\s*1,?$', lines[i + 1]):
                keep.update({i, i + 1})
        return keep
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if s.startswith('/') and not re.search(r'\s', t):
            keep.add(i)            # stylish file header
        elif re.match(r'^\d+:\d+\s+(error|warning)\s', t):
            keep.add(i)
        elif re.match(r'^\S+:\d+:\d+: ', t):
            keep.add(i)            # unix/compact format
        elif re.search(r'\d+ problems?\b', t) or 'potentially fixable' in t:
            keep.add(i)
        elif generic_error(s):
            keep.add(i)
    return keep


def rule_npm_install(lines):
    keep = set()
    in_usage = False
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if t.startswith('npm error'):
            body = t[len('npm error'):].strip()
            nxt = [l.strip() for l in lines[i + 1:i + 4] if l.strip() != 'npm error']
            if body and nxt and nxt[0] == 'npm error Usage:':
                in_usage = True         # one-line description before the usage block
            if body == 'Usage:':
                in_usage = True
            if body.startswith('Run "npm help'):
                in_usage = False
                continue
            if in_usage or not body:
                continue
            keep.add(i)
        elif t.startswith('npm warn') and t != 'npm warn install-scripts':
            keep.add(i)
        elif re.match(r'^(added|removed|changed|up to date|rebuilt)\b', t):
            keep.add(i)
        elif t.startswith('gyp ERR!') or t.startswith('gyp info ok'):
            keep.add(i)
        elif re.search(r':\d+:\d+: (warning|error):', t):
            keep.add(i)            # compiler diagnostics in a native build
        elif re.search(r'\bwarn\b', t) and not t.startswith('gyp info'):
            keep.add(i)            # e.g. prebuild-install warn
        elif t.startswith('make: ***') or t.startswith('npm ERR!'):
            keep.add(i)
    return keep


def rule_npm_ls(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if i == 0:
            keep.add(i)            # root line
        elif re.match(r'^[├└]─[─┬] ', s):
            keep.add(i)            # direct dependencies (depth 1)
        elif 'UNMET OPTIONAL' in t:
            continue               # optional platform packages: normal
        elif re.search(r'\b(UNMET|invalid|extraneous|missing)\b|npm error|npm ERR', t):
            keep.add(i)
    return keep


def rule_npm_outdated(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if not t or t.startswith('Package '):
            continue
        keep.add(i)                # every outdated package row
    return keep


def rule_npm_audit(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if t.startswith(('npm warn', 'npm error', 'npm ERR')) or re.search(
                r'\b(critical|high|moderate|low|vulnerabilit|Severity|fix available)\b', t, re.I):
            keep.add(i)
    return keep


JSON_PUNCT = re.compile(r'^[\[\]{}(),]*$')


def rule_curl(lines, cmd):
    keep = set()
    verbose = re.search(r'\s-v\b|--verbose', cmd) is not None
    in_headers = False
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            in_headers = False
            continue
        if re.match(r'^(< )?HTTP/[\d.]+ \d{3}', t):
            keep.add(i)
            in_headers = not t.startswith('<')   # -i: headers follow until blank line
            continue
        if t.startswith('curl: ('):
            keep.add(i)
            continue
        if re.match(r'^> (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) ', t):
            keep.add(i)
            continue
        if verbose and (t[:1] in ('*', '<', '>') or re.match(r'^[{}] \[\d+ bytes data\]', t)):
            continue
        if t.startswith('Note: '):
            continue
        if re.match(r'^\s*(% Total|Dload|\d+\s+\d+\s+\d+\s+\d+)', s) or 'Xferd' in t:
            continue               # progress meter
        if in_headers:
            continue               # response headers of -i
        if JSON_PUNCT.match(t):
            continue               # bare JSON punctuation carries nothing
        keep.add(i)                # response body: the data the agent asked for
    return keep


def rule_git(lines, kind):
    keep = set()
    combined = False
    subject_next = False
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        if kind == 'git-status':
            if t.startswith('On branch') or t.startswith('## ') or t.startswith('HEAD detached'):
                keep.add(i)
            elif re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths|You have unmerged paths)', t):
                keep.add(i)
            elif s.startswith('\t'):
                keep.add(i)
            elif re.match(r'^[ MADRCU?!]{2} \S', s):
                keep.add(i)
            continue
        if kind == 'git-merge':
            if t.startswith('CONFLICT') or generic_error(s) or t.startswith('Fast-forward') \
                    or re.search(r'files? changed', t):
                keep.add(i)
            continue
        # diff / log -p / show
        if s.startswith('commit ') and re.match(r'^commit [0-9a-f]{7,}', s):
            keep.add(i)
            subject_next = False
            continue
        if s.startswith('Merge: '):
            keep.add(i)
            continue
        if s.startswith('Date:'):
            subject_next = True
            continue
        if subject_next and s.startswith('    '):
            keep.add(i)            # commit subject
            subject_next = False
            continue
        if s.startswith('diff --git') or s.startswith('diff --cc'):
            combined = s.startswith('diff --cc')
            keep.add(i)
            continue
        if re.match(r'^(new|deleted) file mode', s) or s.startswith('rename ') or s.startswith('Binary files'):
            keep.add(i)
            continue
        if s.startswith('@@'):
            keep.add(i)
            continue
        if s.startswith('+++ ') or s.startswith('--- ') or s.startswith('index '):
            continue
        if combined:
            if len(s) >= 2 and ('+' in s[:2] or '-' in s[:2]):
                keep.add(i)
            continue
        if s.startswith('+') or s.startswith('-'):
            keep.add(i)
            continue
        if re.match(r'^ \S.* \| +(\d+|Bin)', s) or re.search(r'\d+ files? changed', t):
            keep.add(i)            # --stat rows and totals
    return keep


def rule_grep(lines):
    return {i for i, s in enumerate(lines) if re.match(r'^[^:\s]+:\d+[:-]', s)}


def pino_keep(t):
    try:
        rec = json.loads(t)
    except ValueError:
        return None
    if not isinstance(rec, dict) or 'level' not in rec:
        return None
    lvl = rec.get('level')
    if isinstance(lvl, int) and lvl >= 40:
        return True
    res = rec.get('res')
    if isinstance(res, dict) and isinstance(res.get('statusCode'), int) and res['statusCode'] >= 400:
        return True
    return False


def node_crash(lines, i, s, keep):
    """Uncaught exception printed by node: location, source line, message, own frames, code."""
    t = s.strip()
    if re.match(r'^(/\S+|node:\S+):\d+$', t):
        keep.add(i)
        if i + 1 < len(lines) and lines[i + 1].strip() and not re.match(r'^\s*\^+\s*$', lines[i + 1]):
            keep.add(i + 1)        # the offending source line
        return True
    if re.match(r'^[A-Z]\w*(Error|Exception)\b', t) or re.match(r'^Error:', t):
        keep.add(i)
        return True
    if project_frame(s):
        keep.add(i)
        return True
    if re.match(r"^code: '", t) or t.startswith('Emitted \'error\' event'):
        keep.add(i)
        return True
    return False


def rule_log(lines):
    keep = set()
    for i, s in enumerate(lines):
        t = s.strip()
        if not t:
            continue
        p = pino_keep(t)
        if p is not None:
            if p:
                keep.add(i)
            continue
        if re.search(r'\b(ERROR|WARN|FATAL)\b', t):
            keep.add(i)
            continue
        m = re.search(r'" (\d{3}) (\d+|-) "', t)      # combined access log
        if m:
            if int(m.group(1)) >= 400:
                keep.add(i)
            continue
        node_crash(lines, i, s, keep)
    return keep


def rule_node(lines):
    keep = set()
    for i, s in enumerate(lines):
        if not s.strip():
            continue
        if node_crash(lines, i, s, keep):
            continue
        if generic_error(s):
            keep.add(i)
    return keep


def keep_lines(cmd, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    tool = tool_of(cmd, output)
    if tool == 'jest':
        idx = rule_jest(lines)
    elif tool == 'mocha':
        idx = rule_mocha(lines)
    elif tool == 'tsc':
        idx = rule_tsc(lines)
    elif tool == 'eslint':
        idx = rule_eslint(lines, cmd)
    elif tool == 'npm-install':
        idx = rule_npm_install(lines)
    elif tool == 'npm-ls':
        idx = rule_npm_ls(lines)
    elif tool == 'npm-outdated':
        idx = rule_npm_outdated(lines)
    elif tool == 'npm-audit':
        idx = rule_npm_audit(lines)
    elif tool == 'curl':
        idx = rule_curl(lines, cmd)
    elif tool.startswith('git-'):
        idx = rule_git(lines, tool)
    elif tool == 'grep':
        idx = rule_grep(lines)
    elif tool == 'log':
        idx = rule_log(lines)
    elif tool == 'node':
        idx = rule_node(lines)
    else:
        idx = {i for i, s in enumerate(lines) if generic_error(s)}
    idx = set(idx) | last_three(lines)
    seen, out = set(), []
    for i in sorted(idx):
        s = lines[i]
        if not s.strip() or s in seen:
            continue
        seen.add(s)
        out.append(s)
    return tool, out


def parse(text):
    head, _, rest = text.partition('\n-- output --\n')
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    code = int(re.search(r'^exit: (-?\d+)$', head, re.M).group(1))
    k = rest.rfind('-- keep --\n')
    return cmd, code, rest[:k], head


def main():
    check = '--check' in sys.argv
    for name in sorted(os.listdir(HERE)):
        if not name.endswith('.txtar'):
            continue
        path = os.path.join(HERE, name)
        with open(path, encoding='utf-8', errors='surrogateescape') as f:
            text = f.read()
        cmd, code, output, head = parse(text)
        tool, keep = keep_lines(cmd, output)
        if not keep:
            raise SystemExit(f'{name}: no keep lines')
        print(f'{name:50s} {tool:13s} exit={code:<3d} keep={len(keep)}')
        if not check:
            with open(path, 'w', encoding='utf-8', errors='surrogateescape') as f:
                f.write(f'{head}\n-- output --\n{output}-- keep --\n' + ''.join(l + '\n' for l in keep))


if __name__ == '__main__':
    main()
