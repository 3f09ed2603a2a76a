#!/usr/bin/env python3
"""Write fresh26's keep lists by rule over the raw output (see README).

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
PYTEST = r'^(FAILED|ERROR|XPASS|XFAIL|SKIPPED)\b|^E\s|^_{3,} \S.* _{3,}$|^\S+\.py::\S+ (FAILED|ERROR|XFAIL|XPASS)|^!+ .* !+$|^\[XPASS'
JEST = r'^\s+● |^FAIL |✕|^\s+at .*\((jtest|lib)/|^\s+at \S+ \((jtest|lib)/|›.*snapshots? (failed|obsolete|written)|^\s+(Expected|Received):|^Jest: |^\s+[-+] (Snapshot|Received)\s+- |Exceeded timeout|^Force exiting'
VITEST = r'^ FAIL |^\s+× |^\s+→ |^ ❯ test/|^(AssertionError|TypeError|Error): |^[-+] (Expected|Received)|^\s+(Test Files|Tests|Errors)\s|Unhandled|Vitest caught|This error originated|Test timed out'
CARGO = r'^test \S+ \.\.\. FAILED|^---- \S+ stdout ----|^\s*left:|^\s*right:|^failures:$|^\s+tests::\w+$|^\s+parses_\w+$|^test result:|^error: |^thread .* panicked|^\s+\d+: (fxcore|parse)::|^\s+at \./(src|tests)/|^\s+`--'
RUSTC = r'^(warning|error)(\[\w+\])?: |^\s+--> '
PYLOG = r'^Traceback|^\w+Error: |\s(WARNING|ERROR|CRITICAL)\s'

ADD = {
  'pytest-rfe-collection-error-reconcile': PYTEST + r'|^ERROR collecting|^ModuleNotFoundError|^E\s',
  'pytest-ra-tb-short-continue-collection': PYTEST,
  'pytest-props-hypothesis-falsifying': PYTEST + r'|Falsifying example',
  'pytest-xdist-n4-report-snapshots': PYTEST,
  'pytest-cov-fail-under-85': PYTEST + r'|^FAIL Required|^TOTAL',
  'pytest-vv-tb-long-l-ra-full-suite': PYTEST,
  'unittest-discover-tests-unit-async-timeout': r'^(ERROR|FAIL): |^\w+(Error|Exception): |^Ran |^FAILED|^\S+ \(.*\) \.\.\. (ERROR|FAIL)',
  'python-nightly-import-verbose-log': PYLOG,
  'python-json-tool-accounts-response': r'"(errors|code|message|has_more)"',
  'jest-ci-snapshot-mismatch-invoice': JEST,
  'jest-coverage-threshold-force-exit': JEST + r'|^All files',
  'jest-verbose-queue-timeout': JEST,
  'vitest-run-retry-2-flaky': VITEST,
  'vitest-run-unhandled-errors-timeout': VITEST,
  'vitest-run-tap-flat-cart': r'^not ok |^# (tests|pass|fail)|^1\.\.\d|^\s+(message|expected|actual): ',
  'mocha-spec-report-hooks-timeout': r'^\s+\d+\) |^\s+\d+ (passing|failing|pending)|^\s+(AssertionError|Error|SyntaxError)\b|^\s+at .*\(mtest/',
  'node-test-tap-pricing-timeout': r'^\s*not ok |^\s+(location|error|code|name|failureType):|^# (tests|suites|pass|fail|cancelled|skipped|todo) ',
  'node-replay-pino-json-log': r'"level":(40|50|60),',
  'tail-n-220-syncd-logfmt-log': r'level=(warn|error)',
  'npm-run-ci-local-build-then-typecheck': r'^> \S+ (build|typecheck)$|^npm error|error TS',
  'eslint-fix-dry-run-src-ts': r'^/home/dev/work/\S+\.ts$|^\s+\d+:\d+\s+(error|warning)',
  'go-test-timeout-3s-queue-deadlock': r'^panic:|^\s+running tests:|^\s+Test\w+ \(\d|^goroutine \d+ \[(running|chan send|chan receive)\]:|^FAIL|^example\.com/mono/',
  'go-test-v-run-cents-format-subtests': r'^\s*--- FAIL|^FAIL|^ok\s|_test\.go:\d+:',
  'cargo-test-no-fail-fast-include-ignored': CARGO,
  'cargo-clippy-pedantic-cast-lints': RUSTC,
  'cargo-check-lib-message-format-human': RUSTC,
  'cmake-clang-configure-build-j4-errors': r'\b(warning|error): |\d+ warnings? generated|^\[100%\] Built target',
  'make-k-j4-gcc-werror-implicit': r'\berror: |\bwarning: |undefined reference|^cc1: |^make: \*\*\*|^make: Target|In function',
  'git-diff-cherry-pick-conflict-money': DIFFPLACE + r'|^[ +-]*(<<<<<<<|=======|>>>>>>>)',
  'git-log-p-reverse-web-src-lib-n14': DIFFPLACE,
  'bash-x-ci-local-script': r'^\++ [\w./$]|^Diff in ',
  'kubectl-rollout-status-syncd-ledger': r'^The connection',
}
PYSRC = r'^ {4,}\S|^\w+\s+= '
DROP = {
  # pytest's source lines and -l locals inside a traceback (the `>` line and `E` lines stay)
  'pytest-ra-tb-short-continue-collection': PYSRC,
  'pytest-vv-tb-long-l-ra-full-suite': PYSRC + r'|^tests/\S+ PASSED|^PASSED ',
  'pytest-props-hypothesis-falsifying': PYSRC + r'|^\s+- ',
  'pytest-xdist-n4-report-snapshots': PYSRC,
  # DEBUG and INFO records of the logs
  'python-nightly-import-verbose-log': r'\s(DEBUG|INFO)\s',
  'node-replay-pino-json-log': r'"level":(20|30),',
  'tail-n-220-syncd-logfmt-log': r'level=(debug|info)',
  # passing rows and the runtime's frames
  'vitest-run-retry-2-flaky': r'^\s+✓ ',
  'vitest-run-unhandled-errors-timeout': r'^\s+✓ ',
  'jest-verbose-queue-timeout': r'^\s+✓ ',
  'go-test-v-run-cents-format-subtests': r'^=== RUN|^\s*--- PASS',
  'go-test-timeout-3s-queue-deadlock': r'^\s+/usr/local/go/|^testing\.|^created by (time|testing)\.',
  'cargo-test-no-fail-fast-include-ignored': r'^\s+\d+: +(std|core|__rustc|<|alloc|test::)',
  'node-test-tap-pricing-timeout': r'^\s+(duration_ms|type|stack):|^\s+\S+ \((node:|file:///home/dev/work/web/node_modules)',
  'cmake-clang-configure-build-j4-errors': r'^-- ',
  'make-k-j4-gcc-werror-implicit': r'^gcc |^\s+\d+ \||^\s+\|',
  # diff bodies (the conflict markers stay) and the rustfmt diff in the xtrace run
  'git-diff-cherry-pick-conflict-money': DIFFBODY,
  'git-log-p-reverse-web-src-lib-n14': DIFFBODY + r'|^index |^(Author|Date):|^new file mode',
  'bash-x-ci-local-script': r'^([ -]|\+(?!\+* [\w./$]))',
}
WHOLE = {'git-log-oneline-graph-main-fix-ci-green', 'git-cherry-pick-x-fix-ci-green-range',
         'git-status-porcelain-v2-branch-ahead-behind-cherry-pick', 'git-blame-w-l-money-split',
         'jq-select-level-40-api-jsonl', 'grep-c-level-syncd-sort-uniq', 'rg-n-stats-todo-fixme-sources',
         'printenv-toolchain-vars-sorted', 'docker-compose-f-deploy-up-build', 'curl-v-sync-status-503',
         'make-n-install-destdir-stage', 'npm-run-build-minify-sourcemap', 'go-test-shuffle-count2-retry-flaky',
         'go-test-race-cover-ledger-pass', 'go-vet-printf-copylocks-composites', 'go-build-o-bin-syncd-errors',
         'staticcheck-v082-stylish-all', 'esbuild-bundle-metafile-missing-redis', 'mocha-dot-slug-pass',
         'pytest-money-q-pass'}

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
