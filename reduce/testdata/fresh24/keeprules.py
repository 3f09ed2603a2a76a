#!/usr/bin/env python3
"""Write fresh24's keep lists by rule over the raw output (see README).

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
DIFFPLACE = r'^(diff --(git|cc)|@@|commit [0-9a-f]{7,}|From [0-9a-f]{40} |--- |\+\+\+ )'
DIFFBODY = r'^([ +-]|\+\+|--)'
PYTEST = r'^(FAILED|ERROR|XPASS|XFAIL|SKIPPED)\b|^E\s|^_{3,} \S.* _{3,}$|^\S+\.py::\S+ (FAILED|ERROR|XFAIL|XPASS)'
RUSTC = r'^(warning|error)(\[\w+\])?: |^\s+--> '
CARGOTEST = r'^test \S+( - \S+ \(line \d+\))? \.\.\. FAILED|^---- .* stdout ----|^\s+left:|^\s+right:|^thread .* panicked at|^assertion|^failures:$|^    \S+$|^test result:|^error: |^\s+\d+: (tally|summary|rust_out)::|^\s+at \./'

ADD = {
  'pytest-q-tb-line': PYTEST + r'|^/home/dev/work/\S+:\d+: \w+',
  'pytest-v-k-durations': PYTEST + r'|^\d+\.\d+s (call|setup|teardown)',
  'pytest-W-error-deprecation': PYTEST,
  'pytest-maxfail2-rA': PYTEST + r'|^!+ stopping',
  'pytest-grid-v-no-header': PYTEST,
  'pytest-rA-tb-long-invoice-importer': PYTEST,
  'pytest-v-l-full-suite': PYTEST,
  'pytest-collect-only-q': r'^\d+ tests collected',
  'unittest-v-b-report': r'^(FAIL|ERROR): |^\w+Error: |^Ran \d+|^(FAILED|OK) |\.\.\. (FAIL|ERROR)$',
  'python-m-cli-chained-traceback': r'^Traceback|^\w+Error: |^The above exception',
  'python-nightly-debug-log-keyerror': r'^Traceback|^\w+Error: | WARNING | ERROR |dunning run (started|finished)',
  'mypy-strict-pretty-tests-unit': r'^\S+\.py:\d+: (error|note)|^Found \d+|^\[[\w-]+\]$|^(context|"\S.*)\s+\[[\w-]+\]$',
  'flake8-show-source-100': r'^\S+\.py:\d+:\d+: [A-Z]\d{3} ',
  'pylint-disable-docstrings': r'^\*+ Module |^\S+\.py:\d+:\d+: [CRWEF]\d{4}: ',
  'pylint-enable-all-billing': r'^\*+ Module |^\S+\.py:\d+:\d+: [RWEF]\d{4}: ',
  'tsc-noemit-strict-unchecked': r'^src/\S+\.ts\(\d+,\d+\): error|^\s+Type ',
  'tsc-noemit-pretty-forced': r'^src/\S+\.ts:\d+:\d+ - error|^Found \d+ errors? in|^\s+\d+\s+src/\S+\.ts:\d+',
  'vitest-verbose-test-dir': r'^ +× |^ +→ |^ FAIL |^(AssertionError|TypeError)|^Expected:|^Received:|^ ❯ test/|^\s+(Test Files|Tests)\s',
  'vitest-reporter-dot-store': r'^ +× |^ +→ |^ FAIL |^(AssertionError|TypeError)|^ ❯ test/|^\s+(Test Files|Tests)\s|^[-+]\s+"done"',
  'eslint9-max-warnings-0-all': r'^/home/dev/work/\S+\.(js|ts)$|^\s+\d+:\d+\s+(error|warning)\s|^✖ \d+ problems|^ESLint found too many',
  'prettier-check-src-test': r'^\[warn\] ',
  'node-test-reporter-tap': r'^# ReferenceError|^# This file is being treated|^# file:///home/dev/work/|^not ok |^# (tests|pass|fail) \d+',
  'node-test-tap-dest-stdout': r'^# ReferenceError|^# /home/dev/work/\S+:\d+|^# \s+at .*/home/dev/work/|^not ok |^# (tests|pass|fail) \d+',
  'node-test-spec-name-pattern': r'^\s*✖ |^\s+AssertionError|^\s+at .*file:///home/dev/work/|^ℹ (tests|pass|fail) \d+',
  'npm-install-etarget': r'^npm error (code|notarget)',
  'vite-build-ok': r'^dist/|^✓ built',
  'go-build-v-o-devnull': r'^# example\.com/|^\S+\.go:\d+:\d+: |^\s+(have|want) ',
  'go-vet-cmd-internal': r'^\S+\.go:\d+:\d+: ',
  'go-test-v-run-take-subtests': r'^\s*--- FAIL|^\s+store_test\.go:\d+: |^FAIL',
  'go-test-race-reindex': r'^WARNING: DATA RACE|^(Read|Write|Previous (read|write)) at 0x|^Goroutine \d+ \(\w+\) created at|^\s+example\.com/stockd/\S+|^\s+/home/dev/work/\S+\.go:\d+|^\s+testing\.go:\d+: race detected|^--- FAIL|^FAIL|^Found \d+ data race',
  'go-run-concurrent-map-writes': r'^fatal error: |^goroutine \d+ \[running\]|^main\.main\.func1|^\s+/home/dev/work/\S+\.go:21 |^exit status',
  'go-test-coverprofile-func': r'^ok\s|^total:|\s0\.0%$',
  'go-test-bench-benchmem': r'^Benchmark\S+\s|^PASS|^ok\s',
  'cargo-build-release-borrowck': RUSTC + r'|^\d+ \|.*\^|^Some errors have detailed',
  'cargo-clippy-D-warnings': RUSTC,
  'cargo-fmt-all-check': r'^Diff in ',
  'cargo-test-doc-only': CARGOTEST,
  'cargo-test-no-fail-fast-tests': CARGOTEST + r'|^     Running |^    `--',
  'make-clang-weverything': r'^src/\S+\.c:\d+:\d+: warning|^\d+ warnings? generated',
  'make-asan-ubsan-run-overflow': r'^==\d+==ERROR|^(WRITE|READ) of size|^\s+#\d+ 0x[0-9a-f]+ in (parse_samples|main) src/|^SUMMARY:|^\s+\[\d+, \d+\) .buf.|^Address 0x',
  'gcc-fanalyzer-ring': r'^src/\S+\.c:\d+:\d+: warning|^\s+\|\s+\|\s+\(\d+\) ',
  'cppcheck-enable-warning-perf': r'^src/\S+\.c:\d+:\d+: (warning|error|style|performance|portability)',
  'cmake-debug-configure-build-j4': r'undefined reference|^collect2|^gmake(\[\d\])?: \*\*\*',
  'cmake-build-verbose-clean-first': r'^\[100%\] Built target|^\[\s*\d+%\] Linking',
  'ctest-j2-timeout-output-on-failure': r'^\d+/\d+ Test +#\d+: .*\*\*\*Failed|CHECK failed|^The following tests FAILED|^\s+\d+ - \S+ \(|^\d+% tests passed|^Errors while running CTest',
  'curl-v-post-take-409': r'^> POST |^< HTTP/|^take \d+ of|^\* Connected',
  'kubectl-logs-deploy-tail': r'^The connection to the server',
  'docker-run-rm-v-pytest': r'^docker: ',
  'git-rebase-main-onto-feature': r'^CONFLICT|^error: |^Could not apply',
  'git-merge-squash-conflict': r'^CONFLICT|^Automatic merge|^Squash commit',
  'git-diff-conflicted-store': DIFFPLACE + r'|^\+\+(<<<<<<<|=======|>>>>>>>)',
  'git-log-reverse-p-n20-notes': DIFFPLACE,
  'git-format-patch-stdout-3': DIFFPLACE + r'|^Subject: |\d+ files? changed',
  'tree-I-nm-dist-L3-F': r'^\d+ directories',
  'git-log-graph-all-decorate-n40': r'^[*|/\\ ]+[0-9a-f]{7} \(',
}
DROP = {
  'git-log-reverse-p-n20-notes': DIFFBODY + r'|^(Author|Date):|^index ',
  'git-format-patch-stdout-3': DIFFBODY + r'|^(From|Date): |^index |^\s\S+\s+\|\s+\d+',
  'git-diff-conflicted-store': r'^( [ +-]|[ +-] |\+\+(?!<<<<<<<|=======|>>>>>>>))',
  # the verbose build's own command lines and make's directory changes
  'cmake-build-verbose-clean-first': r'^/usr/bin/(cc|gmake|cmake) |^gmake\[\d\]: (Entering|Leaving)|^cd /home/dev/work/\S+ && |^Dependee|^\[\s*\d+%\] (Building|Linking)(?!.*Linking C executable)',
  'cmake-debug-configure-build-j4': r'^-- |^\[\s*\d+%\] Building',
  'make-clang-weverything': r'^clang -std',
  'make-asan-ubsan-run-overflow': r'^\s+0x[0-9a-f]+: |^  (Addressable|Partially|Heap|Freed|Stack|Global|Poisoned|Container|Array|Intra|ASan|Left|Right)\b|^=>0x|^\s+#\d+ 0x[0-9a-f]+ in (__|_start)',
  'python-nightly-debug-log-keyerror': r'\sDEBUG\s|\sINFO\s(?!.*dunning run)',
  'go-run-concurrent-map-writes': r'^goroutine \d+ \[(runnable|sync)|^(main\.main\.gowrap1|runtime\.goexit|sync\.|internal/runtime|created by)|^\s+/usr/local/go/',
  'go-test-race-reindex': r'^\s+/usr/local/go/|^(testing\.|runtime\.)',
  'kubectl-logs-deploy-tail': r'^E\d{4} ',
  'node-test-reporter-tap': r'^#\s+at (?!.*/home/dev/work/)|^\s+(duration_ms|location|failureType|exitCode|signal|code):',
  'node-test-tap-dest-stdout': r'^#\s+at (?!.*/home/dev/work/)|^\s+(duration_ms|location|failureType|exitCode|signal|code):',
  'node-test-spec-name-pattern': r'^\s+﹣ |^\s+at (?!.*/home/dev/work/)',
  'pylint-enable-all-billing': r'C0114|C0115|C0116',
  'cargo-test-doc-only': r'^\s+\d+: (core|__rustc|std)::|^\s+at /rustc/',
  'cargo-test-no-fail-fast-tests': r'^\s+\d+: (core|__rustc|std|<fn)|^\s+at /rustc/',
  'cargo-fmt-all-check': DIFFBODY,
  # the source line and caret under each finding, not the finding
  'mypy-strict-pretty-tests-unit': r'^\s',
  # a long traceback's context lines and local values (the failing `>` line stays)
  'pytest-rA-tb-long-invoice-importer': r'^ {4}|^\w+\s+= ',
  'pytest-v-k-durations': r'^ {4}|^\w+\s+= ',
  'pytest-v-l-full-suite': r'^ {4}|^\w+\s+= ',
  'pytest-maxfail2-rA': r'^ {4}|^\w+\s+= ',
}
WHOLE = {'git-blame-L-store-range', 'git-status-long-rebasing-branch', 'rg-n-no-heading-decimal'}

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
