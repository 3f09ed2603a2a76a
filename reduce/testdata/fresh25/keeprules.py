#!/usr/bin/env python3
"""Write fresh25's keep lists by rule over the raw output (see README).

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
PYTEST = r'^(FAILED|ERROR|XPASS|XFAIL|SKIPPED)\b|^E\s|^_{3,} \S.* _{3,}$|^\S+\.py::\S+ (FAILED|ERROR|XFAIL|XPASS)'
VITEST = r'^ FAIL |^\s+× |^\s+→ |^ ❯ test/|^(AssertionError|TypeError|Error): |^[-+] (Expected|Received)|^\s+(Test Files|Tests)\s'
CARGO = r'^test \S+ \.\.\. FAILED|^---- \S+ stdout ----|^\s*left:|^\s*right:|^failures:$|^\s+tests::\w+$|^test result:|^error: |^thread .* panicked|^index out of bounds|^\s+\d+: logscan::|^\s+at \./src/'

ADD = {
  'pytest-q-tb-short-refactor': PYTEST,
  'pytest-x-tb-line-k': PYTEST + r'|^!+ stopping',
  'pytest-maxfail3-rfE-tbno': PYTEST + r'|^!+ stopping',
  'pytest-m-not-slow-native': PYTEST + r'|^The above exception|^taskboard\.storage\.StorageError',
  'pytest-vv-tb-long-rA-showlocals': PYTEST,
  'python-cli-chained-storage-error': r'^Traceback|^The above exception|^\w+(\.\w+)*(Error|Exception): ',
  'python-server-replay-log': r'^Traceback|^\w+Error: |WARNING|ERROR',
  'pip-install-editable-server-extra': r'^ERROR: |^\s+ERROR: |^error: |× |note: This error',
  'npm-test-vitest-refactor': VITEST,
  'vitest-verbose-order-config': VITEST,
  'vitest-run-no-test-files': r'^No test files',
  'node-test-dir-default-reporter': r'^\s*not ok |^\s+(location|error|code|name|expected|actual|operator):|^# (tests|pass|fail)',
  'node-test-name-pattern-paginate': r'^ℹ (tests|pass|fail|skipped)',
  'node-migrate-unhandled-cause': r'^MigrationError|\[cause\]|^\s+at .*\(file:///home/dev/work/|^Node\.js v|^\s+throw ',
  'npm-run-build-vite-then-tsc': r'^\(!\) |^✓ built|^src/\S+\.ts\(\d+,\d+\): error',
  'npm-run-lint-format-unix': r'^\d+ problems?',
  'go-test-count1-internal-all': r'^\s*--- FAIL|^FAIL|^ok\s|^#\s|^panic:',
  'go-test-failfast-run-price-quote': r'^\s*--- FAIL|^FAIL|^ok\s',
  'go-test-cover-geo-store-pass': r'^ok\s',
  'go-build-a-v-long-progress': r'^# example\.com/',
  'go-vet-internal-cmd': r'^# example\.com/|^vet: ',
  'go-run-worker-gotraceback-all': r'^panic:|^goroutine \d+ \[running\]|^exit status',
  'go-mod-tidy-missing-module': r'^go: example\.com|^\s+github\.com/acme|server response',
  'staticcheck-latest-internal-cmd': r'^-: # |^exit status',
  'cargo-test-all-targets-backtrace': CARGO,
  'cargo-run-empty-input-panic': CARGO + r'|^line \d+: ',
  'cargo-build-all-targets-keep-going': r'^(warning|error)(\[\w+\])?: |^\s+--> ',
  'make-k-all-test-link': r'undefined reference|^collect2|^make: \*\*\*|^make: Target',
  'git-diff-rebase-conflict-storage': DIFFPLACE + r'|^[ +-]*(<<<<<<<|=======|>>>>>>>)',
  'git-diff-refactor-rename-prio': DIFFPLACE,
  'git-stash-show-p-slug-wip': DIFFPLACE,
  'git-log-p-stat-all-n40': DIFFPLACE + r'|files? changed',
  'git-show-merge-first-parent': DIFFPLACE + r'|^Merge: |^\s+Merge branch',
  'git-log-graph-all-stash-refs': r'\((HEAD|main|feature/|fix/|refs/)',
  'git-log-format-date-short-main': r' Merge branch ',
}
PYSRC = r'^ {4,}\S|^\w+\s+= '
DROP = {
  # pytest's source lines and --showlocals values inside a traceback (the `>` line and `E` lines stay)
  'pytest-q-tb-short-refactor': PYSRC,
  'pytest-m-not-slow-native': PYSRC,
  'pytest-vv-tb-long-rA-showlocals': PYSRC,
  'git-diff-rebase-conflict-storage': DIFFBODY,
  'git-diff-refactor-rename-prio': DIFFBODY + r'|^index ',
  'git-stash-show-p-slug-wip': DIFFBODY + r'|^index ',
  'git-show-merge-first-parent': DIFFBODY + r'|^index |^(Author|Date):',
  'git-log-p-stat-all-n40': DIFFBODY + r'|^index |^(Author|Date):|^\s+\S+\s+\|\s+\d+',
  # the routine request lines of the replayed log
  'python-server-replay-log': r'\sINFO\s',
  # pip's retry warnings before the one error they lead to
  'pip-install-editable-server-extra': r'WARNING: Retrying',
  # the standard library's package list of go build -a -v, the compiler's command lines
  'go-build-a-v-long-progress': r'^[\w./-]+$',
  'make-k-all-test-link': r'^(cc|gcc) -O1 |^mkdir ',
  # the runtime's and the standard library's frames
  'cargo-test-all-targets-backtrace': r'^\s+\d+: +(std|core|__rustc|<|alloc)',
  'cargo-run-empty-input-panic': r'^\s+\d+: +(std|core|__rustc|<|alloc)',
  'node-test-name-pattern-paginate': r'# test name does not match pattern',
  # vitest's passing rows
  'vitest-verbose-order-config': r'^\s+✓ ',
}
WHOLE = {'git-status-rebase-in-progress', 'git-stash-list-whole', 'git-rebase-continue-unresolved',
         'git-grep-priority-conflict-markers', 'go-test-json-jq-failed-tests', 'rg-l-glob-ts-import-money',
         'rg-n-type-py-priority-context', 'python-cli-list-tag-ok'}

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
