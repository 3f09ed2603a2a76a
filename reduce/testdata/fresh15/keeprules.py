#!/usr/bin/env python3
"""Write the keep lists of fresh15 by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
(and, for JSON diagnostics, `-- contains --`) section of every txtar from its
`-- output --`. Copied from fresh14's rules; what changed is listed in the
README.
"""
import glob, json, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|critical|panic|panicked|
     exception|traceback|assert\w*|expected|actual|unexpected|invalid|undefined|undeclared|unmet|missing|
     not\s+ok|segfault|killed|lost|leak|denied|cannot|can't|could\s+not|unable|unknown|refused|
     timed?\s*out|timeout|aborted|conflict|conflicts|deprecated|deprecation|runtime\s+error|overflow|SIGSEGV|E:|W:|error\[\w+\]|Error\b|forbidden|data\s+race|rejected|deadlock|not\s+allowed|no\s+such\s+file|not\s+found|segmentation\s+fault|SEVERE)\b
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
  ^\s*\d+\s+(pass|fail)$|^Ran\s+\d+\s+tests\s+across|^\d+\s+examples?,\s+\d+\s+failures?|^DONE\s+\d+\s+tests|^Tidy\s+found|^Total:\s|
  ^\#\s+(TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR):|^(Ok|Expected\s+Fail|Fail|Unexpected\s+Pass|Skipped|Timeout):\s+\d|^\d+\s+(scenarios|steps)\s+\(
''')
OWN_EXT = r'(?:py|rb|cpp|hpp|cc|js|mjs|ts|c|h|go|rs|php|java|sh|sql|rst|md|html|css|scss|json|ya?ml|xml|conf|pl|pm|lua|f90|feature|less|txt)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[])(?:file://)?(?:\.\.?/)?(/tmp/work15/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+|:in\b| on line )(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/lib/python3|/rustc/|\.cargo/registry|library/(std|core)|/lib/ruby|/go/src/|/pkg/mod/|GOROOT|sysdeps/|\.\./csu/|libsanitizer|java\.base[@/]|/rust/deps/')
EXC = re.compile(r'^[\s|]*([\w.:]*(Error|Exception|Exit|Interrupt|ENOENT)\b|[\w.]+Error \[|(left|right):\s)|^(The above exception was|During handling of the above exception)|^Caused by: ')
FRAME = re.compile(r'^\s*\d+:\s+(?:0x[0-9a-f]+ - )?[<&]*(?:dyn )?(core|std|alloc|__rustc)(\[[0-9a-f]+\])?::')

# per file: more lines that say where a failure is, or what it is, in that tool's words
JEST = r'^\s+● '
# jest's assertion diff: the "- Snapshot"/"+ Received" header and the differing lines
JESTDIFF = r'^\s{4}[-+]\s'
MOCHA = r'^\s*\d+\) \S'
# mocha's assertion diff: the actual and expected values under "+ expected - actual"
MOCHAVAL = r"^\s*[+-] '[^']*'$|^\s+[-+]\S"
VITEST = r'^\s*(Test Files|Tests|Type Errors)\s+\d'
# vitest's assertion diff (colour removed): the differing lines at the margin
VITESTDIFF = r'^[-+] {2,}\S|^[-+] (Expected|Received)$'
# go test: a failure's got and want lines ("got  {...}", "want {...}")
GOTWANTLINE = r'^\s+(got|want)\s'
# googletest: an equality's operands and values under "Expected equality of these values:"
GTEST = r'^  \S|^    Which is: '
NODETEST = r'^ℹ (tests|suites|pass|fail|cancelled|skipped|todo) \d+|^# (tests|suites|pass|fail|cancelled|skipped|todo) \d+'
EXTRA = {
  'jest-ci-verbose-177': JEST + '|' + JESTDIFF,
  'jest-shard-2-of-2': JEST + '|' + JESTDIFF,
  'jest-reporters-summary': JEST + '|' + JESTDIFF,
  'jest-coverage-threshold-branches': JEST + '|' + JESTDIFF,
  'jest-u-update-snapshots-cart': JEST + '|' + JESTDIFF,
  'mocha-spec-retries-slow': MOCHA + '|' + MOCHAVAL,
  'vitest3-run-sequence-shuffle-seed': VITEST + '|' + VITESTDIFF,
  'vitest3-typecheck-only': VITEST,
  'node-test-reporter-tap': NODETEST,
  'node-test-experimental-coverage-spec': NODETEST,
  'go-test-v-run-parse-table-140': GOTWANTLINE,
  'go-test-tags-integration-all': GOTWANTLINE,
  'go-test-fullpath-all': GOTWANTLINE,
  'go-test-coverpkg-all': GOTWANTLINE,
  'gotestsum-github-actions': GOTWANTLINE,
  'gtest-inventory-test-binary': GTEST,
  'gtest-brief-filter-negative': GTEST,
  # Rollup's message under vite's error: its place is "file (line:col)"
  'vite6-build-ssr-missing-export': r'^[\w./-]+ \(\d+:\d+\): ',
  # what --warn-uninitialized found, under its "CMake Warning (dev)" heading
  'cmake-warn-uninitialized-debug-build-j2': r'^\s+uninitialized variable ',
  # ts-loader's message under each "[tsl] ERROR in file(line,col)" (most carry no failure word)
  'webpack-ts-loader-config-prod': r'^\s+TS\d+: ',
  # a server error in an access log: the 5xx rows (4xx are clients' mistakes and scans)
  'grep-access-4xx-5xx-tail-120': r'" 5\d\d \d',
}
# per file: only lines matching this are kept (with the last three): the
# rest is a diff's code or a listing whose words are data
GITDIFF = r'^diff --git |^@@ |^commit [0-9a-f]{7,}|^(new|deleted) file mode'
ONLYRULE = {
  'git-diff-no-index-yaml': GITDIFF,
  'git-log-p-color-always-n3-tax': GITDIFF,
  'goimports-d-all': r'^diff -u |^@@ ',
  # pytest --fixtures: each fixture's name and where it is defined, not its docstring
  'pytest-fixtures-listing': r'^\S+( \[\w+ scope\])? -- ',
}
# per file: a table's header row, kept with its last lines (none in this set)
HEADER = {}
# per file: for a kept line matching the first pattern, the nearest line
# above it matching the second names it (none in this set)
BEFORE = {}
# per file: a failure prints two whole dumps (none in this set)
DUMPDIFF = {}
# per file: a failure prints what it got and what it wanted as two blocks
# (start, middle, end): the lines of each block the other lacks
GOEXAMPLE = (r'^got:$', r'^want:$', r'^(=== |--- |FAIL|ok\s|PASS|coverage:|::endgroup::)|^\s*$')
PAIRS = {
  'go-test-run-example-v-money': GOEXAMPLE,
  'go-test-tags-integration-all': GOEXAMPLE,
  'go-test-fullpath-all': GOEXAMPLE,
  'go-test-coverpkg-all': GOEXAMPLE,
  'gotestsum-github-actions': GOEXAMPLE,
  'pytest-doctest-glob-md': (r'^Expected:$', r'^Got:$', r'^\S|^\s*$'),
}
# per file: JSON lines whose diagnostic must survive (none in this set)
CONTAINS = {}
# per file: lines that match a rule but say nothing of a failure (none in this set)
DROP = {}
# every file: pytest's header naming the plugins loaded is never a keep line
# (fresh10 and fresh12 listed it as weak: the word "timeout" in a plugin's name)
DROPALL = r'^plugins: '
# per file: a listing, where a failure word is data: only the last three
# lines are kept (and a table's header row, above)
ONLYLAST = {'tree-L2-h-du-I', 'find-mmin-exec-wc-l-plus', 'git-clone-no-local-progress'}
# per file: what the agent asked to read: every line is the answer
ALL = {'npm-outdated-long', 'git-log-left-right-oneline-symmetric', 'git-for-each-ref-sort-format',
       'git-grep-n-p-raise-py', 'git-blame-w-C-C-L-range', 'rg-n-i-bug-todo-globs', 'pycodestyle-statistics-qq'}

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

def pairdiff(name, lines):
    """The lines of each got/want block pair that the other block lacks."""
    a_re, m_re, e_re = (re.compile(p) for p in PAIRS[name])
    cl = [clean(l) for l in lines]
    keep = set()
    i = 0
    while i < len(cl):
        if not a_re.match(cl[i]):
            i += 1
            continue
        i += 1
        a = []
        while i < len(cl) and not m_re.match(cl[i]):
            a.append(cl[i])
            i += 1
        i += 1
        b = []
        while i < len(cl) and not e_re.match(cl[i]):
            b.append(cl[i])
            i += 1
        keep |= {l for l in a if l not in b and l.strip()}
        keep |= {l for l in b if l not in a and l.strip()}
    return keep

def rule_keep(name, lines):
    keep = []
    prev = ''
    diffs = dumpdiff(name, lines) if name in DUMPDIFF else set()
    if name in PAIRS:
        diffs |= pairdiff(name, lines)
    for i, l in enumerate(lines):
        c = clean(l)
        p, prev = prev, c
        if not c.strip() or '\r' in c:
            continue  # blank, or a progress bar's frames (see README)
        if name in HEADER and re.search(HEADER[name], c):
            keep.append(c)
            continue
        if name in ALL:
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
        if FRAME.search(c) or (name in DROP and re.search(DROP[name], c)) or re.search(DROPALL, c):
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
    ne = [clean(l) for l in lines if clean(l).strip() and '\r' not in l]
    return ne[-3:]

def main():
    src = sys.argv[1]
    for f in sorted(glob.glob(os.path.join(src, '*.txtar'))):
        t = open(f, encoding='utf-8', newline='').read()
        head, out = t.split('-- output --\n', 1)
        out = re.split(r'(?<=\n)-- (?:keep|contains) --\n', out)[0]
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
        open(f, 'w', encoding='utf-8', newline='').write(head + '-- output --\n' + out + tail)
        kb = sum(len(k) + 1 for k in k2) + sum(len(c) + 1 for c in cont)
        print(f'{name}: {len(k2)} keep + {len(cont)} contains / {len(lines)} lines, keep bytes {kb}/{len(out)}')

main()
