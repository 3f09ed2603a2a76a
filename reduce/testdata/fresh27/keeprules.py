#!/usr/bin/env python3
"""Write fresh27's keep lists by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. A keep line is an output line
with colour escapes and trailing blanks removed, each line once. The general
rule: a line that states an error, failure, warning, exception or assertion
(not a library's frame, not a line that only says something passed), a place
in the project's own files (file:line), a summary or count line, plus the
last three non-blank lines. Per file: ADD keeps lines in the tool's own words,
DROP leaves out lines that matched a word but say nothing a developer acts on
(a diff's body, a verbose resolver's trace), WHOLE keeps every line (what the
agent asked to read), and a diff keeps only its places.
"""
import glob, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)\b(error|errors|warning|warnings|warn|fail|failed|failure|failures|failing|fatal|panic|panicked|
  exception|assert\w*|expected|unexpected|invalid|undefined|unbound|missing|not\s+ok|cannot|could\s+not|unable|
  unknown|refused|timed?\s*out|timeout|aborted|conflicts?|deprecated|rejected|deadlock|not\s+allowed|
  no\s+such\s+file|not\s+found|bad|mismatch|duplicate|unclosed|crash|raised|halted|traceback|
  division\s+by\s+zero|incompatible|illegal|unhandled|data\s+race|falsifying|ERESOLVE|xpass|xfail)\b|
  \w+(Error|Exception):|✖|✘|⚠|\*\*\*''')
PASSONLY = re.compile(r'^\s*ok\b|\.\.\.\s*ok$|^\s*--- PASS|\bPASSED\b(?!.*(FAIL|ERROR))|^\s*[✓✔]')
# a library's, the runtime's or the toolchain's frame, header or file
LIB = re.compile(r'''/usr/(lib|local|share|include)/|site-packages/|\.pyenv/|\.rustup/|/rustc/|\.cargo/registry|
  node_modules/|node:internal|\(node:|<frozen\s|/usr/local/go/|^\s+at\s+(async\s+)?(Module\.|Object\.<anonymous>\s\(node|process\.|new\sPromise)''', re.X)
EXT = r'(py|pyi|js|mjs|cjs|ts|tsx|go|rs|cpp|hpp|cc|h|c|json|toml|md|txt|yaml|cfg)'
PLACE = re.compile(r'(^|[\s(\'"`])(\./)?([\w.@/-]*/)?[\w.-]+\.' + EXT + r'([:(]\d+|",\s+line\s+\d+)|File "[^"]+", line \d+')
COUNT = re.compile(r'''(?ix)^\s*(=+\s.*\b(passed|failed|errors?|skipped|xfailed|xpassed|deselected|warnings?)\b.*=+$|
  \d+\s+(passed|failed|passing|failing|pending|problems?|errors?|warnings?)\b|Ran\s+\d+\s+tests?|(FAILED|OK)\s*\(|
  Found\s+\d+\s+errors?|Success:|Tests?:\s|Test\s+Suites:|Snapshots:|Time:|test\s+result:|\d+%\s+tests\s+passed|
  TOTAL\b|All\s+files|\d+\s+director(y|ies)|total\s+\d|\d+\s+matches|\d+\s+matched\s+lines|\d+\s+files\s+(contained|searched)|
  \d+\s+files?\s+changed|\d+\s+files?\s+would|Your\s+code\s+has\s+been\s+rated|ok\s+\s*\S+\s+[\d.]+s$|FAIL\s|FAIL$|
  added\s+\d+\s+packages|Found\s+\d+|Errors\s+were\s+found|ℹ\s+(tests|pass|fail)\s+\d+|\#\s+(tests|pass|fail)\s+\d+|\d+\s+total$)''')

# diffs keep only their places
DIFFPLACE = r'^(diff --(git|cc)|@@|commit [0-9a-f]{7,}|--- |\+\+\+ )'
DIFFBODY = r'^([ +-]|\+\+|--)'
PYTEST = r'^(FAILED|ERROR|XPASS|XFAIL)\b|^E\s|^_{3,} \S.* _{3,}$|^\S+\.py::\S+ (FAILED|ERROR)|^!+ .* !+$'
PYSRC = r'^ {4,}\S|^\w+\s+= '
CARGO = r'^test \S+ \.\.\. FAILED|^---- \S+ stdout ----|^\s*left:|^\s*right:|^failures:$|^\s+(tests::)?\w+$|^test result:|^error: |^thread .* panicked|^\s+\d+: tally::|^\s+at \./(src|tests)/|^called `'
RUSTC = r'^(warning|error)(\[\w+\])?: |^\s+--> '

ADD = {
  'pytest-plain-notes-7-failed': PYTEST,
  'pytest-x-store-first-failure': PYTEST,
  'pytest-v-k-slugify-unicode': PYTEST,
  'pytest-vv-l-full-notes': PYTEST,
  'unittest-discover-tests-unit-v': r'^(ERROR|FAIL): |^\w+(Error|Exception): |^Ran |^FAILED|\.\.\. (ERROR|FAIL)$|^\s+test_many .*\(title=',
  'python-m-notes-cli-crash': r'^Traceback|^\w+Error: ',
  'python-reindex-verbose-log': r'\s(WARNING|ERROR|CRITICAL)\s',
  'tail-n-400-app-log': r'\s(WARN|ERROR)\s|^\s+at \S+ \(/app/src/',
  'mypy-notes-strict': r'^\S+\.py:\d+: (error|note)',
  'pylint-notes-package': r'^\*{13} Module |^\S+\.py:\d+:\d+: [CRWEF]\d{4}|rated',
  'flake8-notes-tests': r'^\S+\.py:\d+:\d+: ',
  'vitest-run-cart-test': r'^ FAIL |^\s+× |^\s+→ |^ ❯ (test|src)/|^(AssertionError|TypeError|Error): |^[-+] (Expected|Received)|^\s+(Test Files|Tests)\s',
  'jest-testmatch-cjs-slug': r'^\s+● |^FAIL |✕|^\s+at .*\((jtest|lib)/|^\s+(Expected|Received):|^\s+[-+] (Expected|Received)',
  'node-test-pricing-js': r'^\s*not ok |^\s+(location|error|code|name|failureType|expected|actual|operator):|^# (tests|pass|fail) ',
  'node-report-mjs-typeerror': r'^file:///|^TypeError|^\s+at file:///home/dev/work/',
  'eslint-lib-report-mjs': r'^/home/dev/work/\S+$|^\s+\d+:\d+\s+(error|warning)',
  'tsc-noemit-web-strict': r'error TS|^\s+Type ',
  'go-test-v-count1-all-urlx-fail': r'^\s*--- FAIL|^FAIL|^ok\s|_test\.go:\d+:',
  'go-test-internal-cmd-build-failed': r'^# |^FAIL|^ok\s|\.go:\d+:\d+:|^\s+(have|want) ',
  'go-build-cmd-lcstats-error': r'^# |\.go:\d+:\d+:|^\s+(have|want) ',
  'go-vet-cmd-internal-crawl': r'^# |\.go:\d+:\d+:|^\s+(have|want) ',
  'go-run-linkcheck-nil-map-panic': r'^panic:|^goroutine \d+ \[|^main\.|/home/dev/work/\S+\.go:\d+|^exit status',
  'cargo-test-lib-tally-failures': CARGO,
  'cargo-test-test-csv-integration': CARGO + r'|^\s+\d+: csv::',
  'cargo-run-budget-csv-panic': CARGO,
  'cargo-clippy-all-targets-features': RUSTC + r'|^\s+= help:',
  'cargo-add-serde-derive-offline': r'^error: |^\s+failed to download|^\s+\[6\]',
  'make-cstats-gcc-warnings': r'\b(warning|error): |In function',
  'shellcheck-deploy-sh': r'^In deploy\.sh line \d+:|\^-- SC\d{4}|^\s+\^-+ SC\d{4}|SC\d{4} \(',
  'go-get-x-net-bad-version': r'^go: |server response',
  'git-diff-conflict-parse': DIFFPLACE + r'|^[ +-]*(<<<<<<<|=======|>>>>>>>)',
  'git-diff-store-tests-wip': DIFFPLACE,
  'git-show-fbf125d-slug-limit': DIFFPLACE,
  'git-log-p-notes-history': DIFFPLACE,
  'git-merge-feature-unicode-conflict': r'^CONFLICT|^Automatic merge failed',
}
DROP = {
  # pytest's source lines and -l locals inside a traceback (the `>` line and `E` lines stay)
  'pytest-plain-notes-7-failed': PYSRC,
  'pytest-x-store-first-failure': PYSRC,
  'pytest-v-k-slugify-unicode': PYSRC + r'|PASSED',
  'pytest-vv-l-full-notes': PYSRC + r'|PASSED',
  # DEBUG and INFO records of the logs
  'python-reindex-verbose-log': r'\s(DEBUG|INFO)\s',
  'tail-n-400-app-log': r'\s(DEBUG|INFO)\s',
  # passing rows and the runtime's frames
  'vitest-run-cart-test': r'^\s+✓ ',
  'jest-testmatch-cjs-slug': r'^\s+✓ ',
  'go-test-v-count1-all-urlx-fail': r'^=== RUN|^\s*--- PASS',
  'cargo-test-lib-tally-failures': r'^\s+\d+: +(std|core|__rustc|<|alloc|test::)|^test \S+ \.\.\. ok$',
  'cargo-test-test-csv-integration': r'^\s+\d+: +(std|core|__rustc|<|alloc|test::)|^test \S+ \.\.\. ok$',
  'cargo-run-budget-csv-panic': r'^\s+\d+: +(std|core|__rustc|<|alloc)',
  'node-test-pricing-js': r'^\s+(duration_ms|type|stack):|^\s+\S+ \((node:|file:///home/dev/work/web/node_modules)|^\s*ok \d',
  'make-cstats-gcc-warnings': r'^cc |^\s+\d+ \||^\s+\|',
  'shellcheck-deploy-sh': r'^(?!In deploy\.sh|\s*\^)',
  'cargo-clippy-all-targets-features': r'^\s+\d* \|',
  # diff bodies (the conflict markers stay)
  'git-diff-conflict-parse': DIFFBODY,
  'git-diff-store-tests-wip': DIFFBODY + r'|^index ',
  'git-show-fbf125d-slug-limit': DIFFBODY + r'|^index |^(Author|Date):',
  'git-log-p-notes-history': DIFFBODY + r'|^index |^(Author|Date):|^new file mode',
  # the data an agent reads as data: a JSON index and a library's type declarations
  'jq-dot-sample-index': r'.',
  'cat-esbuild-main-d-ts': r'.',
  'jq-r-tags-tsv-index': r'.',
}
WHOLE = {'cat-notes-store-py', 'sed-n-1-40-parse-py', 'git-status-short-branch-merge', 'git-stash-pop-wip-export',
         'git-log-oneline-graph-all-notes', 'git-blame-notes-store', 'grep-rn-slugify-py', 'tree-notes-i-sample',
         'curl-v-local-carts-demo-404', 'go-mod-tidy-e-x-net-html', 'go-test-race-crawl-dots-pass',
         'npm-run-build-minify-esbuild', 'npm-ci-no-audit-web', 'pytest-q-cli-pass', 'flake8-notes-tests',
         'tsc-noemit-web-strict', 'go-build-cmd-lcstats-error', 'go-vet-cmd-internal-crawl', 'git-merge-feature-unicode-conflict'}

def rules(name, lines):
    add = re.compile(ADD[name]) if name in ADD else None
    drop = re.compile(DROP[name]) if name in DROP else None
    keep, seen = [], set()
    def put(c):
        if c and c not in seen:
            keep.append(c); seen.add(c)
    cl = [clean(l) for l in lines if '\r' not in l]
    nb = [c for c in cl if c.strip()]
    last = set(nb[-3:])
    for c in cl:
        if not c.strip():
            continue
        if c in last or name in WHOLE:
            put(c); continue
        if drop and drop.search(c):
            continue
        if add and add.search(c):
            put(c); continue
        if LIB.search(c):
            continue
        if (BAD.search(c) and not PASSONLY.search(c)) or PLACE.search(c) or COUNT.search(c):
            put(c)
    return keep

if __name__ == '__main__':
    d = sys.argv[1] if len(sys.argv) > 1 else '.'
    for f in sorted(glob.glob(os.path.join(d, '*.txtar'))):
        t = open(f, encoding='utf-8', errors='surrogateescape').read()
        head, rest = t.split('-- output --\n', 1)
        out = rest.split('\n-- keep --\n', 1)[0]
        if not out.endswith('\n'):
            out += '\n'
        name = os.path.basename(f)[:-6]
        keep = rules(name, out.split('\n'))
        open(f, 'w', encoding='utf-8', errors='surrogateescape').write(head + '-- output --\n' + out + '-- keep --\n' + '\n'.join(keep) + '\n')
        print(f'{name}: {len(keep)} keep lines')
