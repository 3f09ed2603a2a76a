#!/usr/bin/env python3
"""Write the keep lists of fresh7 by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
(and, for JSON diagnostics, `-- contains --`) section of every txtar from its
`-- output --`. Adapted from fresh6's rules; what changed is listed in the
README.
"""
import glob, json, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|critical|panic|panicked|
     exception|traceback|assert\w*|expected|actual|unexpected|invalid|undefined|undeclared|unmet|missing|
     not\s+ok|segfault|killed|lost|leak|denied|cannot|can't|could\s+not|unable|unknown|refused|
     timed?\s*out|timeout|aborted|conflict|conflicts|deprecated|deprecation|runtime\s+error|overflow|SIGSEGV|E:|W:|error\[\w+\]|Error\b|forbidden|data\s+race)\b
  | ✘|✖|✕|×|\(!\)|\[!\]|▲|^\s*E\s|^>\s|Difference|[Ee]xpected:|Actual:|got:|expected:|Received:|\*\*\*\w+
''')
# lines that only say something passed or that nothing went wrong
PASS = re.compile(r'''(?x)
  \bPASSED\b|\bPASS\b|\bPassed\b|✔|✓|^\s*ok\s+\d+|^ok\b|^test\s.*\.\.\.\s+ok$|\(pass\)|
  \b0\s+(errors?|warnings?|failures?|failed)\b(?!.*[1-9]\d*\s+(errors?|failures?|failed))|
  ^No\s+syntax\s+errors|XFAIL|xfail
''')
# final summaries: counts of tests, problems, files
SUMMARY = re.compile(r'''(?ix)
  ^\s*=*\s*\d+\s+(passed|failed)\b|^Tests?:\s|^Test\s+Suites:|^Snapshots:\s|^Ran\s+\d+\s+tests|^test\s+result:|
  ^TOTAL\b(?!\s*=)|\btests?\s+(passed|failed)\b|^\s*FOUND\s+\d+|^\d+\s+errors?,|\d+\s+offenses?\s+detected|
  ^\d+\s+files?\s+(would\s+be\s+)?(reformatted|inspected)|Issues\s+found:|^build\s+(succeeded|finished)|
  ^\d+\s+upgraded,|^Downloaded:|^Total\s+issues|files?\s+changed|^SUMMARY:|^\#\s+(tests|pass|fail)\s+\d+|
  ^\d+\s+items\s+had\s+failures|^\d+\s+tests\s+in\s+\d+\s+items|^\d+\s+failed\s+and|^\s*\d+\s+(passing|failing|pending)\b|^\d+\s+runs,\s|^<!--\s+(tests|pass|fail)\s+\d+|^FAILED\s+\(|generated\s+\d+\s+warnings?|
  ^\s*\d+\s+(pass|fail)$|^Ran\s+\d+\s+tests\s+across|^\d+\s+examples?,\s+\d+\s+failures?|^DONE\s+\d+\s+tests|^Tidy\s+found|^Total:\s
''')
OWN_EXT = r'(?:py|rb|js|mjs|ts|c|h|go|rs|php|java|sh|sql|rst|md|html|css|scss|json|ya?ml|xml|conf|pl|pm|lua|f90)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[])(?:file://)?(?:\.\.?/)?(/tmp/work7/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+|:in\b| on line )(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/lib/python3|/rustc/|\.cargo/registry|library/(std|core)|/lib/ruby|/go/src/|GOROOT|sysdeps/|\.\./csu/|libsanitizer')
EXC = re.compile(r'^[\s|]*([\w.:]*(Error|Exception|Exit|Interrupt|ENOENT)\b|[\w.]+Error \[|(left|right):\s)|^(The above exception was|During handling of the above exception)')
FRAME = re.compile(r'^\s*\d+: (core|std|alloc|__rustc)::')

# per file: more lines that say where a failure is, or what it is, in that tool's words
DIFF = r'^--- |^\+\+\+ |^@@|^[-+](?![-+]{2} )'
EXTRA = {
  'sqlfluff-lint-sqlite': r'^== \[|^L:\s+\d+ \| P:',
  'pydocstyle-ledger': r'^\s+D\d{3}: ',
  'perlcritic-brutal': r'\(Severity: \d\)$',
  'tidy-e-pages': r'^== ',
  'shfmt-d-scripts': DIFF,
  'git-stash-list-show-p': r'^stash@\{\d+\}: |^diff --git|' + DIFF,
  'git-range-diff': r'^\d+:\s+\w+ [=!<>] |^    [-+]',
  'uvu-failures': r'^\s+(Total|Passed):',
  'jest-ci-snapshot-mismatch': r'^\s+● |^\s{4}[-+] |^\s{4}@@',
  'bun-test-failures': r'^[-+] {1,3}\S',
  'gotestsum-testname': r'^example\.com/tally/',
  'python-recursion-error': r'^\s+\[Previous line repeated \d+ more times\]',
  'python-exceptiongroup-taskgroup': r'^\s+\| [A-Z]\w*: ',
  'tsan-data-race': r'^\s+(Read|Write|Previous (read|write)|Atomic \w+) of size \d+|^\s+Location is ',
  'rspec-progress-failures': r'^\s+\d+\) \S',
}
# per file: only lines matching this are kept (with the last three): the
# rest repeats the failure word of every line, or is a usage text
ONLYRULE = {
  'npm-ci-out-of-sync': r'^npm error (code |`npm ci` can only|Missing: |Invalid: )',
  'actionlint-bad-flag-usage': r'^invalid boolean value',
}
# per file: a table's header row, kept with its last lines
HEADER = {
  'csvlook-head-orders': r'^\| id ',
  'mlr-opprint-stats': r'^customer\s+status',
  'sqlite3-box-monthly': r'^│\s+month',
  'npm-outdated-table': r'^Package\s+Current',
  'lsof-p-http-server': r'^COMMAND\s+PID',
  'go-tool-pprof-top': r'^Showing nodes|^\s+flat\s+flat%',
}
# per file: for a kept line matching the first pattern, the nearest line
# above it matching the second names it (tape's "# test name" over "not ok")
BEFORE = {
  'tape-tap-failures': (r'^not ok ', r'^# '),
}
# per file: a failure prints two whole dumps, one line each prefixed with
# the first and second mark: the lines of one that the other lacks are kept
DUMPDIFF = {
  'uvu-failures': (r'^\s+--', r'^\s+\+\+'),
}
# per file: JSON lines whose diagnostic "message" must survive, not the
# whole line (it goes into `-- contains --`)
CONTAINS = {
  'cargo-build-message-format-json': r'^\{"reason":"compiler-message"',
}
DROP = {
  'node-json-logs-one-error': r'"failed":0\b',
  'bun-test-failures': r'^\d+ \| ',
  'gotestsum-testname': r'^panic\(\{',
}
# per file: a listing, where a failure word is data: only the last three
# lines are kept (and a table's header row, above)
ONLYLAST = {'git-grep-n-return', 'csvlook-head-orders', 'mlr-opprint-stats', 'sqlite3-box-monthly',
            'npm-outdated-table', 'lsof-p-http-server', 'go-tool-pprof-top'}

# a path or file-name token ("lib/errors.js", "error_test.py"): failure words
# inside one are not looked for
PATHTOK = re.compile(r'[\w.@~+-]*/[\w.@~+/-]*|\b[\w@+-]+\.(?:' + OWN_EXT[3:-1] + r'|txt|ini|so|o|a|gz|tgz|log|cfg|toml|lock|xsd|db)\b')

def dumpdiff(name, lines):
    """The lines of each dump pair that the other dump lacks."""
    a_re, b_re = (re.compile(p) for p in DUMPDIFF[name])
    keep = set()
    i = 0
    cl = [clean(l) for l in lines]
    while i < len(cl):
        if a_re.match(cl[i]):
            a = []
            while i < len(cl) and (a_re.match(cl[i]) or not b_re.match(cl[i]) and not cl[i].strip().startswith('at ')):
                if a_re.match(cl[i]):
                    a.append(cl[i])
                i += 1
            b = []
            while i < len(cl) and b_re.match(cl[i]):
                b.append(cl[i])
                i += 1
            body = lambda l: re.sub(r'^\s+(--|\+\+)', '', l)
            ab, bb = {body(l) for l in a}, {body(l) for l in b}
            keep |= {l for l in a if body(l) not in bb}
            keep |= {l for l in b if body(l) not in ab}
            continue
        i += 1
    return keep

def rule_keep(name, lines):
    keep = []
    prev = ''
    diffs = dumpdiff(name, lines) if name in DUMPDIFF else set()
    for i, l in enumerate(lines):
        c = clean(l)
        p, prev = prev, c
        if not c.strip():
            continue
        if name in HEADER and re.search(HEADER[name], c):
            keep.append(c)
            continue
        if name in ONLYLAST:
            continue
        if name in ONLYRULE:
            if re.search(ONLYRULE[name], c):
                keep.append(c)
            continue
        nopath = PATHTOK.sub(' ', c)
        bad = bool(BAD.search(nopath)) and not PASS.search(c)
        hit = bad or bool(EXC.search(c)) or 'panicked at' in p or bool(SUMMARY.search(c))
        if name in EXTRA and re.search(EXTRA[name], c):
            hit = True
        m = PLACE.search(c)
        if m and not LIB.search(c):
            hit = True
        if c in diffs:
            hit = True
        if re.match(r'\s*at ', c) and LIB.search(c):
            hit = False  # a library's stack frame, whatever its function is called
        if FRAME.search(c) or (name in DROP and re.search(DROP[name], c)):
            hit = False
        if hit and name in BEFORE and re.search(BEFORE[name][0], c):
            for j in range(i - 1, -1, -1):
                if re.search(BEFORE[name][1], clean(lines[j])):
                    keep.append(clean(lines[j]))
                    break
        if hit:
            keep.append(c)
    return keep

def contains(name, lines):
    out = []
    for l in lines:
        if not re.search(CONTAINS[name], l):
            continue
        msg = json.loads(l)['message']
        s = '"message":' + json.dumps(msg['message'], ensure_ascii=False)
        assert s in l, s
        out.append(s)
    return out

def last3(lines):
    ne = [clean(l) for l in lines if clean(l).strip()]
    return ne[-3:]

def main():
    src = sys.argv[1]
    for f in sorted(glob.glob(os.path.join(src, '*.txtar'))):
        t = open(f, encoding='utf-8').read()
        head, out = t.split('-- output --\n', 1)
        out = re.split(r'\n-- (?:keep|contains) --\n', out)[0]
        if not out.endswith('\n'):
            out += '\n'
        lines = out.split('\n')[:-1]
        name = os.path.basename(f)[:-6]
        cont = []
        if name in CONTAINS:
            cont = contains(name, lines)
            lines_k = [l for l in lines if not re.search(CONTAINS[name], l)]
            keep = rule_keep(name, lines_k) + last3(lines_k)
        else:
            keep = rule_keep(name, lines) + last3(lines)
        seen, k2 = set(), []
        for k in keep:
            if k not in seen:
                seen.add(k)
                k2.append(k)
        tail = '-- keep --\n' + '\n'.join(k2) + '\n'
        if cont:
            tail += '-- contains --\n' + '\n'.join(cont) + '\n'
        open(f, 'w', encoding='utf-8').write(head + '-- output --\n' + out + tail)
        kb = sum(len(k) + 1 for k in k2) + sum(len(c) + 1 for c in cont)
        print(f'{name}: {len(k2)} keep + {len(cont)} contains / {len(lines)} lines, keep bytes {kb}/{len(out)}')

main()
