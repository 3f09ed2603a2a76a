#!/usr/bin/env python3
"""Derive the -- keep -- section of every fresh40 fixture by rule.

Written from scratch by the recorder of this set.  Run once, before any
scoring:  python3 keeprules.py   (rewrites the keep section of each .txtar).

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines holding a carriage return are never kept; each line is kept once, in
order of first appearance.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')
PROJ = '/home/dev/work/'

# words that state a problem
PROBLEM = re.compile(
    r'(\berror(s)?\b|\bERR!|\bfail(ed|ure|ures|s)?\b|\bFAIL(ED)?\b|\bwarn(ing|ings)?\b|'
    r'\bexception\b|\bpanic\b|Traceback|Error:|Error\b|\bCONFLICT\b|DATA RACE|'
    r'\bunmerged\b|both modified|not written)', re.I)

# lines that only look like problems but are not (passing rows, hints, zero counts)
NOT_PROBLEM = re.compile(
    r'(^\s*✓ |--- PASS|\bPASSED\b|^PASS\b|^\s*0 errors?\b|'
    r'^\s*\(use "git |fix conflicts and run|"git merge --abort"|'
    r'^npm (warn|error)\s*$|^npm (warn|error)\s{2,}|^npm (warn|error) node_modules/|'
    r'^\s*(at|❯) .*(node_modules/|\(node:|/usr/lib/|/usr/local/go/)|'
    r'^\s*\d+ ?\|)')

SUMMARY = re.compile(
    r'(^\s*Test Files\s|^\s*Tests\s+\d|^Tests:\s|^Test Suites:\s|^Snapshots:\s|'
    r'^=+ .*\b(passed|failed|error)\b.* =+$|^\d+ (passed|failed)\b.* in [\d.]+s|'
    r'^ok\s+\S+|^FAIL\s|^✖ \d+ problems?|^\d+ problems?$|^Found \d+ errors?|'
    r'^\s*\d+ files? changed|^added \d+ packages?|^changed \d+ packages?|^up to date|'
    r'^TOTAL\s|^All files\s)')


def strip(line):
    return ANSI.sub('', line).rstrip(' \t')


def project_frame(s):
    """A location line in the project's own code (not node_modules, stdlib, runtime)."""
    if 'node_modules' in s or '/usr/lib/' in s or '/usr/local/go/' in s or 'node:' in s:
        return False
    t = s.strip()
    # JS stack frame with a project path
    if re.match(r'^at .*\((' + re.escape(PROJ) + r'|src/|test/)[^)]*:\d+:\d+\)$', t):
        return True
    if re.match(r'^at (' + re.escape(PROJ) + r'|src/|test/)\S*:\d+:\d+$', t):
        return True
    # vitest "❯ file:line:col"
    if re.match(r'^❯ (src|test)/\S+:\d+:\d+$', t):
        return True
    # python traceback frame in the project
    if re.match(r'^File "' + re.escape(PROJ), t):
        return True
    # pytest "path.py:16: " / "inventory/app.py:45: TypeError" / --tb=short "x.py:6: in f"
    if re.match(r'^(tests|inventory)/\S+\.py:\d+:', t):
        return True
    # go: "quote_test.go:27: ..." and race frames "/home/dev/work/.../x.go:50 +0x5e"
    if re.match(r'^\S+\.go:\d+(:\d+)?:', t):
        return True
    if re.match(r'^' + re.escape(PROJ) + r'\S+\.go:\d+ \+0x', t):
        return True
    # eslint stylish file header
    if re.match(r'^' + re.escape(PROJ) + r'\S+\.(tsx?|jsx?|mjs|cjs)$', t):
        return True
    # vite "file: /home/dev/work/..."
    if t.startswith('file: ' + PROJ):
        return True
    return False


def rules_for(name, lines, exit_code):
    keep = []
    n = len(lines)
    is_test = name.split('-')[0] in ('vitest', 'jest', 'pytest', 'go', 'npm')
    is_diff = name.startswith('git-diff') or name.startswith('git-show')
    is_serverlog = name.startswith('node-express-server-log') or name.startswith('flask-dev-server-log')
    for i, s in enumerate(lines):
        if not s.strip():
            continue
        t = s.strip()
        k = False
        if PROBLEM.search(s) and not NOT_PROBLEM.search(s):
            k = True
        if SUMMARY.search(s):
            k = True
        if project_frame(s):
            k = True
        # --- test runners: failing test titles, assertion details ---
        if is_test and not is_diff:
            if re.match(r'^\s*(❯|→|✕|●) ', s) and not t.startswith('● Console'):
                # vitest ❯ lines name failing files/tests; library frames excluded
                if not (t.startswith('❯ ') and ('node_modules' in t or re.match(r'^❯ \S+\.\S+ \S+:\d+', t))):
                    k = True
            if re.match(r'^\s*(Expected|Received):\s+\S', s):
                k = True
            if re.match(r'^\s*[-+]\s+\S', s) and not re.match(r'^\s*[-+] (Expected|Received)$', s):
                k = True
            if re.match(r'^\s*Number of calls: \d+', s):
                k = True
            if re.match(r'^\s*Snapshot name: ', s):
                k = True
            if re.match(r'^\s*> \d+ \|', s):  # jest code frame pointer
                k = True
            if re.match(r'^stderr \| ', s):  # vitest: which test printed the warning
                k = True
            if re.match(r'^Check the render method of ', s):
                k = True
            if re.match(r'^\s+Name "[^"]+":$', s):  # accessible names offered by testing-library
                k = True
            # pytest failing test header, failing source line, E lines
            if re.match(r'^_{3,} \S.* _{3,}$', s):
                k = True
            if re.match(r'^>\s+\S', s) or re.match(r'^E\s+\S', s):
                k = True
            # go race report access lines; go build package header
            if re.match(r'^(Write|Read|Previous (write|read)) at 0x', s):
                k = True
            if re.match(r'^# \S+', s):
                k = True
            # npm script chain: which script ran
            if re.match(r'^> \S+@\S+ \S+$', s):
                k = True
        # --- tsc pretty summary table rows ---
        if name.startswith('tsc-') and re.match(r'^\s+\d+\s+\S+:\d+$', s):
            k = True
        # --- eslint: file headers already via project_frame; compact lines have "Error -" ---
        # --- git ---
        if is_diff or name.startswith('git-'):
            if re.match(r'^(diff --git|diff --cc|--- a/|\+\+\+ b/|--- /dev/null|\+\+\+ /dev/null|@@)', s):
                k = True
            if re.match(r'^\+\+(<<<<<<<|=======|>>>>>>>)', s) or re.match(r'^(<<<<<<<|=======|>>>>>>>)', s):
                k = True
            if re.match(r'^commit [0-9a-f]{7,}', s):
                k = True
            if name.startswith('git-show') and i > 0 and lines[i - 1].strip() == '' and s.startswith('    ') \
                    and i >= 2 and lines[i - 2].startswith('Date:'):
                k = True
            if re.match(r'^[*|\\/ ]*\* [0-9a-f]{7,} ', s):
                k = True
            if name.startswith('git-log') and re.match(r'^[0-9a-f]{7,} ', s):
                k = True
            if re.match(r'^ \S.* \| +\d+ [+-]*$', s):
                k = True
            if re.match(r'^On branch ', s) or re.match(r'^\t(modified|new file|deleted|renamed|both modified):', s):
                k = True
            if re.match(r'^(Unmerged paths|Untracked files|Changes to be committed|Changes not staged for commit):$', s):
                k = True
            if re.match(r'^\t\S', s) and not re.match(r'^\t(modified|new file|deleted|renamed)', s):
                k = True  # untracked file entries
        # --- server logs: requests that answered 4xx/5xx, and the error bodies ---
        if is_serverlog:
            if re.search(r'" (4|5)\d\d -$', s) or re.match(r'^(GET|POST|PUT|PATCH|DELETE) \S+ [45]\d\d ', s):
                k = True
            if re.match(r'^\{"error":', s) or re.match(r'^[45]\d\d$', s):
                k = True
        # --- sqlite: the statement pointed at by "error here" ---
        if name.startswith('sqlite3-'):
            if i + 1 < n and 'error here ---^' in lines[i + 1]:
                k = True
            if re.match(r'^== migrations/', s) and any(
                    re.search(r'error', x, re.I) for x in lines[i + 1:next_marker(lines, i)]):
                k = True
        # --- per-file: data the agent asked to read ---
        if name in ('npm-outdated-depth0-long',):
            k = True  # every row is a package the agent must decide about
        if name in ('sqlite3-schema-dump', 'sqlite3-available-view-report'):
            k = True  # the schema / query result is the thing asked for
        if name.startswith('npm-') and re.match(r'^npm (warn|error) (peer|peerOptional) \S+ from ', s):
            k = True
        if k:
            keep.append(s)
    # last three non-blank lines
    tail = [s for s in lines if s.strip()][-3:]
    keep.extend(tail)
    out, seen = [], set()
    for s in keep:
        if s in seen:
            continue
        seen.add(s)
        out.append(s)
    return out


def next_marker(lines, i):
    for j in range(i + 1, len(lines)):
        if lines[j].startswith('== migrations/'):
            return j
    return len(lines)


def process(path):
    raw = open(path, 'rb').read().decode('utf-8', 'surrogateescape')
    head, rest = raw.split('-- output --\n', 1)
    idx = rest.find('\n-- keep --\n')
    output = rest[:idx + 1] if idx >= 0 else rest
    exit_code = int(re.search(r'^exit: (\d+)', head, re.M).group(1))
    name = os.path.basename(path)[:-len('.txtar')]
    lines = []
    for l in output.split('\n'):
        if '\r' in l:
            continue
        lines.append(strip(l))
    if lines and lines[-1] == '':
        lines.pop()
    keep = rules_for(name, lines, exit_code)
    if not output.endswith('\n'):
        output += '\n'
    text = head + '-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep)
    open(path, 'wb').write(text.encode('utf-8', 'surrogateescape'))
    return len(output.encode('utf-8', 'surrogateescape')), sum(len(k.encode('utf-8', 'surrogateescape')) + 1 for k in keep)


def main():
    tot_out = tot_keep = 0
    for f in sorted(os.listdir(HERE)):
        if f.endswith('.txtar'):
            o, k = process(os.path.join(HERE, f))
            tot_out += o
            tot_keep += k
            if '-v' in sys.argv:
                print(f'{f}: output {o} keep {k}')
    print(f'total output {tot_out} keep {tot_keep} save {100 * (1 - tot_keep / tot_out):.1f}%')


if __name__ == '__main__':
    main()
