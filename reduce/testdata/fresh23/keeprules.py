#!/usr/bin/env python3
"""Write fresh23's keep lists by rule over the raw output (see README).

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
  added\s+\d+\s+packages|Found\s+\d+|Errors\s+were\s+found)''')

# diffs keep only their places
DIFFPLACE = r'^(diff --(git|cc)|@@|commit [0-9a-f]{7,}|--- |\+\+\+ )'
DIFFBODY = r'^([ +-]|\+\+|--|\{\+|\[-)'
PYTEST = r'^(FAILED|ERROR|XPASS|XFAIL|SKIPPED)\b|^E\s|^_{3,} \S.* _{3,}$|^\S+\.py::\S+ (FAILED|ERROR|XFAIL|XPASS)'

ADD = {
  'pytest-tb-long-rxXs': PYTEST,
  'pytest-lf-x': PYTEST + r'|^!+ stopping',
  'pytest-n2-loadfile': PYTEST,
  'pytest-cov-missing': PYTEST + r'|^inventory/\S+\.py\s+\d+|^TOTAL|^Name\s+Stmts',
  'pytest-hypothesis-seed': PYTEST + r'|^Falsifying example|^\s+(price|pct|d|s)=|^\s+test_\w+\($|^\)$',
  'pytest-timeout-signal': PYTEST + r'|^\+{3,} Timeout',
  'pytest-vv-params-catalog': PYTEST + r'|^\s*[-+?]\s',
  'unittest-discover-pattern': r'^(FAIL|ERROR): |^(AssertionError|AttributeError|\w+Error): |^Ran \d+|^(FAILED|OK) |\.\.\. (FAIL|ERROR|expected failure)$|^\w+ \(tests\.\S+\) \.\.\. (FAIL|ERROR)',
  'python-u-app-logging': r'^Traceback|^\w+Error: |^KeyError',
  'mypy-strict-pkg': r'^\S+\.py:\d+:\d+: (error|note)|^Found \d+',
  'black-check-diff': r'^would reformat |^Oh no|would be reformatted|^All done',
  'isort-check-diff': r'^ERROR: ',
  'pylint-parseable': r'^\*+ Module |^\|(convention|refactor|warning|error)\s+\|',
  'flake8-statistics': r'^\d+\s+[A-Z]\d{3} |^\d+$',
  'jest-ci-coverage': r'^\s*● |^\s+Expected|^\s+Received|^\s*> \d+ \||^(Tests|Test Suites|Snapshots):|^All files|^\s*\S+\.js\s+\|.*\|\s*[\d,-]+\s*$',
  'mocha-spec-reporter-bail0': r'^\s+\d+\) |^\s+\+ expected - actual|^\s+[-+]\d|^\s+\d+ (passing|failing)',
  'mocha-reporter-dot': r'^\s+\d+\) |^\s+\+ expected - actual|^\s+[-+]\d|^\s+\d+ (passing|failing)',
  'tsc-explainfiles-core': r'^packages/\S+\.ts$|^\s+Matched by include pattern',
  'eslint-import-plugin-stylish': r'^/home/dev/work/\S+\.(js|ts)$|^\s+\d+:\d+\s+(error|warning)\s',
  'esbuild-bundle-errors': r'^✘ \[ERROR\]|^▲ \[WARNING\]|^\s+\S+\.(js|ts):\d+:\d+:',
  'npm-install-eresolve-redux': r'^npm error (code|ERESOLVE|While resolving|Found|Could not resolve|peer|Fix the upstream)',
  'go-test-race-vet-off': r'^WARNING: DATA RACE|^(Read|Write|Previous (read|write)) at 0x|^Goroutine \d+ \(\w+\) created at|^\s+example\.com/goqueue/\S+|^\s+testing\.go:\d+: race detected|^--- FAIL|^FAIL|^Found \d+ data race',
  'go-test-shuffle-v-queue': r'^-test\.shuffle|^--- FAIL|^\s+--- FAIL|^panic:|^FAIL',
  'go-test-v-run-pushmany': r'^\s*--- FAIL|^FAIL',
  'cargo-test-ws-lib-threads2': r'^test \S+ \.\.\. FAILED|^---- \S+ stdout ----|^\s+left:|^\s+right:|^failures:$|^\s+tests::\w+$|^test result:|^error: \d+ target',
  'cargo-run-backtrace-full': r'^thread .* panicked|^index out of bounds|^\s+\d+: +(0x[0-9a-f]+ - )?ledger_|^called `|^note: ',
  'cargo-clippy-pedantic-ws': r'^(warning|error)(\[\w+\])?: |^\s+--> ',
  'cargo-build-p-cli-macro': r'^(warning|error)(\[\w+\])?: |^\s+--> ',
  'cmake-ninja-configure-build': r'^FAILED: |^ninja: build stopped',
  'ninja-C-build-v-link': r'^FAILED: |^ninja: build stopped|undefined reference|^collect2',
  'cmake-build-ctest-extra-verbose': r'^The following tests FAILED|^\s+\d+ - \S+ \(|^\d+% tests passed|^\s*\d+/\d+ Test +#\d+: ',
  'make-k-cxx20-template': r'^make: \*\*\*|^make: Target',
  'make-clean-link-undefined': r'undefined reference|^collect2|^make: \*\*\*',
  'git-bisect-run-check': r'^[0-9a-f]{40} is the first bad commit|^commit [0-9a-f]{40}|^bisect found|^\s+change \d+: ',
  'git-merge-no-ff-conflict': DIFFPLACE + r'|^\s+both modified:|^Unmerged paths|^CONFLICT|^Automatic merge',
  'git-rebase-onto-conflict': r'^CONFLICT|^error: |^Could not apply',
  'git-cherry-pick-range-conflict': r'^CONFLICT|^error: |^hint: after resolving',
  'git-log-stat-n30-iso': r'^commit [0-9a-f]{40}|files? changed',
  'git-log-p-fuller-n40': DIFFPLACE,
  'git-show-word-diff': DIFFPLACE,
  'curl-v-404-health': r'^< HTTP/|^> (GET|POST|PUT|DELETE) |^no route|^\{"ok"|^\* Connected',
  'kubectl-get-pods-wide': r'^The connection to the server|^error: ',
  'node-worker-unhandled': r'^\s+at .*\(/home/dev/work/js-shop/src/|^TypeError|^Node\.js v',
  'tree-L3-dirsfirst': r'^\d+ directories',
  'rg-stats-context': r'.',
}
DROP = {
  'black-check-diff': DIFFBODY,
  'isort-check-diff': DIFFBODY,
  'git-merge-no-ff-conflict': DIFFBODY + r'|^\s*\(use "git',
  'git-log-p-fuller-n40': DIFFBODY + r'|^(Author|AuthorDate|Commit|CommitDate):|^index ',
  'git-show-word-diff': DIFFBODY + r'|^(Author|Date):|^index ',
  'git-log-stat-n30-iso': r'^\s+\S+\s+\|\s+\d+|^(Author|Date):',
  # a verbose resolver's trace, not findings
  'esbuild-bundle-errors': r'^⬥ \[VERBOSE\]|^\s+(Read|The file|Checking|Found|Attempting|This import|Primary path|Searching|Looking|Resolved|Failed to read|The path)\b',
  # the file listing's reasons for library files
  'tsc-explainfiles-core': r'^node_modules/|^\s+(Library|Imported|Entry point|Root file|Default library|Type library|Referenced)',
  # a passing -v run's RUN lines and the compiler's command lines
  'go-test-v-run-pushmany': r'^=== (RUN|PAUSE|CONT)',
  'go-test-shuffle-v-queue': r'^=== (RUN|PAUSE|CONT)',
  'cmake-ninja-configure-build': r'^/usr/bin/c\+\+ |^-- ',
  'ninja-C-build-v-link': r'^\[\d+/\d+\] /usr/bin/c\+\+ ',
  'make-k-cxx20-template': r'^g\+\+ -std',
  'git-bisect-run-check': r'^running |^Bisecting: ',
  'pylint-parseable': r'^\|(?!(convention|refactor|warning|error)\s)|^\+[-=+]+',
  'python-u-app-logging': r'\sDEBUG\s|\sINFO\s',
  'node-worker-unhandled': r'\] INFO ',
  'cargo-run-backtrace-full': r'^\s+\d+: +0x[0-9a-f]+ - (std|core|__libc|_start|main$|<)|^\s+at /(?!home/dev/work)|^\s+at \./csu',
}
WHOLE = {'git-blame-porcelain-range', 'git-status-sb-untracked', 'git-worktree-list-porcelain', 'rg-stats-context'}

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
