#!/usr/bin/env python3
"""Derive the -- keep -- section of each fresh137 txtar from its cmd and output.
Usage: keeprules.py FILE.txtar...  (rewrites the keep section in place)"""
import re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')
BAD = re.compile(r'(?i)\b(error|errors|fail|failed|failure|failures|fatal|warn|warning|panic|exception|traceback|abort|aborted|unbound|conflict|not ok|syntax error|no such file|missing operand|No rule|readonly)\b|\w+Error\b|\[SC\d+\]|SC\d{4}|\bE\d{3}\b|\bF\d{3}\b')
PASSROW = re.compile(r'^\s*(ok \d+ |ok\s|PASS|--- PASS|=== RUN|✔|✓)')

def clean(l):
    return ANSI.sub('', l).rstrip()

def tool(cmd):
    c = cmd
    if c.startswith('git ') and ' bisect ' in c: return 'bisect'
    if c.startswith('git ') and ' commit' in c: return 'commit'
    if c.startswith('git rebase') or ' rebase ' in c: return 'rebase'
    if c.startswith('git status'): return 'gitstatus'
    if c.startswith('git diff'): return 'gitdiff'
    if c.startswith('git log') or c.startswith('git show'): return 'gitlog'
    if c.startswith('grep'): return 'grep'
    if c.startswith('bats'): return 'bats'
    if c.startswith('shellcheck'): return 'shellcheck'
    if 'pytest' in c: return 'pytest'
    if 'flake8' in c: return 'flake8'
    if c.startswith('go '): return 'go'
    if c.startswith('node --test'): return 'nodetest'
    if 'xtrace' in c or c.startswith('bash -x'): return 'xtrace'
    if c.startswith('make'): return 'make'
    return 'script'

def keep(cmd, out):
    lines = [clean(l) for l in out.split('\n')]
    t = tool(cmd)
    k = set()
    n = len(lines)
    for i, l in enumerate(lines):
        s = l.strip()
        if not s: continue
        # trace lines: '+' prefixed commands are noise unless they carry an error word in a literal
        is_trace = re.match(r'^\++ ', l) is not None
        generic = bool(BAD.search(l)) and not PASSROW.match(l) and not is_trace
        if t in ('gitstatus', 'gitdiff', 'gitlog', 'grep'):
            generic = False
        if generic: k.add(i)
        if is_trace and t == 'xtrace':
            # bash -x / xtrace command echoes are noise; the results they print are judged on their own lines
            k.discard(i)
            continue
        # bats / TAP
        if t in ('bats', 'commit', 'bisect', 'make', 'script', 'xtrace'):
            if re.match(r'^not ok \d+', l): k.add(i)
            if re.match(r'^# \(in test file', l) or re.match(r"^#   `.*' failed", l): k.add(i)
            if re.match(r'^#\s+\S', l) and i > 0 and any(re.match(r'^# (Last output:|\(in test)', lines[j]) for j in range(max(0, i-6), i)) and not re.match(r'^# (ok|Last output)', l):
                k.add(i)
            if re.match(r'^\d+ tests?, \d+ failures?', l): k.add(i)
        # shellcheck
        if t in ('shellcheck', 'commit', 'make', 'script'):
            if re.match(r'^In \S+ line \d+:', l): k.add(i)
            if re.match(r'^\S+:\d+:\d+: (error|warning|note|style|info):', l): k.add(i)
        # pytest
        if t in ('pytest', 'make', 'script', 'xtrace'):
            if re.match(r'^E\s', l) or re.match(r'^>\s', l): k.add(i)
            if re.match(r'^_{3,} .* _{3,}$', l): k.add(i)
            if re.match(r'^[\w/.]+\.py:\d+:', l): k.add(i)
            if re.match(r'^(FAILED|ERROR) ', l) or re.search(r' (FAILED|ERROR)\s*(\[|$)', l): k.add(i)
            if re.match(r'^=+ .*\b(passed|failed|error)\b.* =+$', l) or re.match(r'^\d+ (failed|passed)', l): k.add(i)
            if re.match(r'^!{3,}', l): k.add(i)
        # flake8
        if t in ('flake8', 'make', 'script', 'xtrace'):
            if re.match(r'^[\w/.]+\.py:\d+:\d+: [A-Z]\d+', l): k.add(i)
        # go
        if t in ('go', 'make', 'script', 'xtrace'):
            if re.match(r'^# \S', l) and not re.match(r'^# (Subtest|tests|pass|fail|\(in|Last)', l) and t != 'xtrace': k.add(i)
            if re.match(r'^\s*--- FAIL', l) or re.match(r'^(FAIL|ok)\s', l) or l == 'FAIL': k.add(i)
            if re.match(r'^\s+\w+_test\.go:\d+:', l): k.add(i)
            if re.match(r'^[\w/.]+\.go:\d+:\d+:', l): k.add(i)
            if l.startswith('panic:') or l.startswith('[signal'): k.add(i)
            if re.match(r'^\t/\S*/(ferrydesk|work)/\S+\.go:\d+', l) and not re.search(r'/go/src/|/usr/local/go', l):
                k.add(i)
                if i > 0: k.add(i-1)
        # node --test (TAP)
        if t in ('nodetest', 'make', 'script', 'xtrace'):
            if re.match(r'^\s*not ok \d+', l): k.add(i)
            if re.match(r'^\s+(error|expected|actual|operator|location):', l) and t != 'xtrace': k.add(i)
            if re.match(r'^# (SyntaxError|\S+Error)', l) or re.match(r'^#?\s*\S+\.js:\d+$', s.lstrip('# ')): k.add(i)
            if re.match(r'^# (tests|pass|fail|cancelled) \d+', l): k.add(i)
            if re.match(r'^\s*\^+\s*$', l): pass
        # make
        if t in ('make', 'script', 'commit', 'xtrace'):
            if re.match(r'^make(\[\d+\])?: \*\*\*', l): k.add(i)
            if re.match(r'^make(\[\d+\])?: .*(No rule|Error|not remade|Target .* not remade)', l): k.add(i)
        # CI replay / cron: section results
        if t in ('script', 'xtrace', 'make'):
            if re.search(r'\] FAIL \S+ exit=', l) or re.search(r'\(hivekeep\) FAIL ', l): k.add(i)
            if re.search(r'step\(s\) failed|job\(s\) failed|all steps passed', l): k.add(i)
            if re.search(r'\bERROR\b|\bWARN\b|FATAL', l): k.add(i)
            if re.search(r'^bin/\S+: line \d+:|common\.sh: line \d+:', l): k.add(i)
        if t == 'xtrace':
            if re.search(r'(line \d+: .*(error|unbound|not found))', l): k.add(i)
        # bash error lines from scripts
        if re.search(r': line \d+: ', l) and t not in ('gitdiff', 'gitlog', 'grep'): k.add(i)
        # parallel / xargs
        if re.match(r'^(xargs|parallel): ', l): k.add(i)
        # git rebase / commit / bisect
        if t == 'rebase':
            if re.match(r'^(CONFLICT|error:|Could not apply)', l) or 'CONFLICT' in l: k.add(i)
        if t == 'bisect':
            if re.search(r'is the first bad commit|^# first bad commit|^Bisecting:|^\[[0-9a-f]{40}\]', l): k.add(i)
            if re.match(r'^    \S', l) and i > 0 and lines[i-1] == '' and i > 1 and lines[i-2].startswith('Date:'): k.add(i)
            if re.match(r'^# (good|bad):', l): k.add(i)
        if t == 'commit':
            if re.match(r'^\[\S+ [0-9a-f]+\]', l) or re.match(r'^ \d+ files? changed', l): k.add(i)
            if re.match(r'^pre-commit: ', l) and re.search(r'fail|abort', l): k.add(i)
        if t == 'gitstatus':
            if re.match(r'^(On branch|## |HEAD detached|interactive rebase|You are currently|Last command|Next command|Unmerged paths|Changes |Untracked files|both modified|nothing to commit)', l) or l.startswith('\t'): k.add(i)
        if t == 'gitdiff':
            if re.match(r'^(diff --|@@)', l) or re.match(r'^[ +-]?[+-](<{7}|={7}|>{7})', l) or re.match(r'^([+-] |[ +-][+-]|\+\+[<=>])', l) and not re.match(r'^(\+\+\+|---) ', l): k.add(i)
        if t == 'gitlog':
            if re.match(r'^(\*|\|)?\s*[0-9a-f]{7} ', l) or re.match(r'^[*|/\\ ]+[0-9a-f]{7} ', l) or l.startswith('commit '): k.add(i)
            if re.match(r'^    \S', l) and i > 0 and lines[i-1] == '' and i > 1 and lines[i-2].startswith('Date:'): k.add(i)
            if re.match(r'^ \S+ +\| +\d+', l) or re.match(r'^ \d+ files? changed', l): k.add(i)
        if t == 'grep':
            if re.match(r'^\d+[:-]', l) or re.match(r'^\S+:\d+:', l): k.add(i)
    # last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    k.update(nb[-3:])
    seen, res = set(), []
    for i in sorted(k):
        if not lines[i].strip(): continue
        if lines[i] in seen: continue
        seen.add(lines[i]); res.append(lines[i])
    return res

def main():
    for path in sys.argv[1:]:
        txt = open(path, encoding='utf-8', errors='surrogateescape').read()
        head, rest = txt.split('-- output --\n', 1)
        out = rest.rsplit('-- keep --\n', 1)[0] if '-- keep --\n' in rest else rest
        cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
        ks = keep(cmd, out)
        if not out.endswith('\n'): out += '\n'
        open(path, 'w', encoding='utf-8', errors='surrogateescape').write(head + '-- output --\n' + out + '-- keep --\n' + '\n'.join(ks) + '\n')

if __name__ == '__main__':
    main()
