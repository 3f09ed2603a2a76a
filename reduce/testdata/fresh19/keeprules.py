#!/usr/bin/env python3
"""Write fresh19's keep lists by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. A keep line is an output line
with colour escapes and trailing blanks removed, each line once (a line
holding a carriage return, a progress bar's redraw, is left out). The
general rule: a line that states an error, failure, warning or exception
(not a library's or the runtime's frame, not a line that only says something
passed), a place in the project's own files (file:line), a summary or count
line, plus the last three non-blank lines; the per-file tables add lines in
the tool's own words (ADD), drop lines that matched a word but say nothing a
developer acts on (DROP), or keep only lines of a pattern (ONLY: diffs and
logs keep their places, checkers whose code frames repeat words).
"""
import glob, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)\b(error|errors|warning|warnings|warn|fail|failed|failure|failures|failing|fatal|panic|panicked|
  exception|assert\w*|expected|unexpected|invalid|undefined|missing|not\s+ok|cannot|can't|could\s+not|couldn't|unable|
  unknown|refused|timed?\s*out|timeout|aborted|conflicts?|deprecated|rejected|deadlock|not\s+allowed|
  no\s+such\s+file|not\s+found|mismatch|duplicate|crash|segfault|raised|
  division\s+by\s+zero|overflow|incompatible|illegal|unhandled|unresolved|uninitiali[sz]ed|data\s+race|leak\w*)\b|
  \b\w+(Error|Exception)\b|✖|✕|✘|×|✗|\*\*\*''')
# a line that only says something passed (or failed as it was meant to)
PASSONLY = re.compile(r'^\s*ok\b|\.\.\. ok$|\.\.\. expected failure$|\bPASSED\b|^--- PASS|^\s*✓|^\s*✔|^PASS$')
# a library's or the runtime's frame, or a system header's line
LIB = re.compile(r'/usr/(lib|local|share|include|bin)/|node_modules/|\(node:(?!\d)|^\s+at node:|/rustc/|/\.pyenv/|'
                 r'/\.cargo/registry|<frozen |/usr/local/go/')
# a place in the project's own files
PLACE = re.compile(r'''(?x)[\w./-]*\.(py|js|mjs|cjs|ts|go|rs|c|h|css|toml|json)
  ([:(]\d+|",\s+line\s+\d+|\s\d+:\d+)''')
COUNT = re.compile(r'''(?ix)^\s*(=+\s.*\b(passed|failed|errors?)\b.*=+$|Ran\s+\d+\s+tests?|\d+\s+(passing|failing|pending)\b|
  Found\s+\d+\s+errors?|Tests?:?\s+\d+|Test\s+Files|Tests\s+\d+|Test\s+Suites:|ℹ\s+(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms)\b|
  test\s+result:|\d+\s+(problems?|errors?|warnings?)\b|\d+%\s+tests\s+passed|\d+\s+issues?:|\d+\s+files?\s+changed|
  Your\s+code\s+has\s+been\s+rated)''')

CARGO_FRAME = r'^\s*\d*\s*\|'
ADD = {
  # what the agent asked to read, kept whole
  'git-blame-s-L-regex-ledger': r'.',
  'git-status-show-stash-merging': r'.',
  'git-status-cherry-pick-long': r'.',
  'git-diff-name-only-diff-filter-U-status': r'.',
  'rg-vimgrep-t-js-lines': r'.',
  'rg-n-A2-heading-unwrap-rs': r'.',
  'grep-rnw-include-go-lock': r'.',
  'find-name-py-exec-grep-Hn': r'.',
  # the matched lines of a grep with context (grep writes N: for a match, N- for context)
  'grep-n-A12-zerodiv-ordersd-log': r'^\d+:',
  'git-diff-cc-merge-conflict': r'^diff --cc|^@@@|^[ +-]*(<<<<<<<|=======|>>>>>>>)',
  'git-rebase-onto-main-hotfix': r'^CONFLICT|^Could not apply|^error:',
  'pytest-v-tb-short-durations': r'^FAILED |^_{3,} .* _{3,}$|^E\s',
  'pytest-tb-native-rfE': r'^FAILED |^_{3,} .* _{3,}$',
  'pytest-lf-x-showlocals': r'^_{3,} .* _{3,}$|^E\s|^run-last-failure',
  'pytest-rA-no-cacheprovider-io-pricing': r'^FAILED |^_{3,} .* _{3,}$|^E\s',
  'unittest-discover-v-ut': r'^(FAIL|ERROR): |\.\.\. (FAIL|ERROR)$|^FAILED|^Ran ',
  'jest-verbose-esm-vm-modules': r'^\s*● |^\s+(Expected|Received)|^\s*>\s*\d+ \||^(FAIL|PASS) ',
  'vitest-run-test-timeout-100': r'^ (FAIL|❯) |^\s*(×|❯) |^(AssertionError|Error|TypeError): |^- Expected|^\+ Received|^\s+[-+] ',
  'mocha-check-leaks-full-trace': r'^\s+\d+\) |^\s+(Error|AssertionError)|^\s+\+ actual|^\s+- expected',
  'node-test-spec-timeout-concurrency': r'^\s*✖ |^ℹ |^\s+(actual|expected|operator|code):',
  'eslint-max-warnings-2-unused-directives': r'^/home/dev/work/js/\S+\.m?js$|^\s+\d+:\d+\s+(error|warning)\s',
  'prettier-check-single-quote-pw72': r'^\[warn\] ',
  'webpack-config-cjs-prod-stats-normal': r'^ERROR in |^WARNING in |^Module not found|^ @ |^webpack \S+ compiled',
  'rollup-dir-es-sourcemap-no-treeshake': r'^\[!\]|^web/\S+ \(\d+:\d+\)|^\s+\[cause\]',
  'esbuild-target-es2017-log-limit': r'^✘ |^\s+web/\S+:\d+:\d+:$',
  'go-test-v-p1-count1': r'^--- FAIL|^FAIL|^panic: |^# |^\s+\w+_test\.go:\d+: ',
  'go-test-race-vet-off-store': r'^WARNING: DATA RACE|^\s*(Read|Write|Previous write|Previous read) at|race detected|^--- FAIL|^FAIL|^\s+\w+_test\.go:\d+: ',
  'go-vet-c2': r'^# |^\S+\.go:\d+:\d+: ',
  'go-run-depotd-cap': r'skip |%!',
  'golangci-lint-default-all-output-tab': r'^\S+\.go:\d+:\d+\s|^\d+ issues:|^\* \w+: \d+$',
  'cargo-test-p-ledger-ratecard-lib-threads2': r'^---- .* stdout ----|^thread .* panicked|^\s+(left|right): |^    tests::\w+$|^test .* FAILED$|^\s+Running |^error: ',
  'cargo-run-cli-backtrace': r'^thread |^bad rate|^\s+at \./|^note: ',
  'cargo-build-bin-cli-offline-errors': r'^error(\[E\d+\])?: |^warning: |^\s+--> ',
  'make-k-cc-gcc-fanalyzer-all-test': r'^\S+\.c:\d+:\d+: (warning|error|note): |^make: \*\*\*|check failed|checks failed',
  'make-j2-cflags-fanalyzer-test': r'^\S+\.c:\d+:\d+: |^make: \*\*\*',
  'clang-fsyntax-only-weverything': r'^\S+\.[ch]:\d+:\d+: ',
  'cmake-debug-build-verbose-ctest': r'^\S*\.c:\d+:\d+: (warning|error)|Test\s+#\d+: .*\*\*\*|^\s+\d+ - \S+ \(|^The following tests FAILED|tests passed|check failed|checks failed',
  'curl-v-fail-with-body-order-500': r'^< HTTP/|^curl: ',
  'vite-build-web-debug-minify-false': r'^\[vite\]|^This is most likely|^✗ |^error during',
  'curl-v-post-json-created': r'^< HTTP/',
  'curl-v-retry-connrefused': r'^Warning: |^curl: |Failed to connect',
  'python3-ordersd-serve-log': r'ERROR|WARNING|^Traceback|^\w+(\.\w+)*(Error|Exception): |^Exception occurred',
  'python3-restock-chained': r'^Traceback|^\w+(\.\w+)*(Error|Exception)?: |^The above exception',
  'pip-install-v-no-build-isolation': r'^\s*error: |^\s*× |^\s*╰─> ',
  'flake8-max-complexity-3-statistics': r'^\d+\s+[A-Z]\d{3} |^\d+$',
  # --pretty wraps a message: its second line, unindented, ends with the error code
  'mypy-strict-pretty-codes': r'^\S+\.py:\d+: (error|note): |^Found \d+ errors?|^[^/\s].*\[[a-z-]+\]$',
  'pylint-parseable-stockroom': r'^stockroom/\S+\.py:\d+: |^Your code has been rated',
  'tsc-p-ts-noemit-pretty-false-noPropertyAccess': r'^ts/src/\S+\.ts\(\d+,\d+\): ',
  'tsc-pretty-noUncheckedIndexed-exactOptional': r'^ts/src/\S+\.ts:\d+:\d+ - |^Found \d+ errors?|^\s+\d+\s+ts/src/\S+\.ts:\d+$',
  'npx-yarn1-install-peer-warnings': r'^warning ',
  'npx-pnpm9-install-trailing-comma': r'^\s*ERROR |^> \d+ \|',
  'docker-build-progress-plain': r'^unknown flag',
  'webpack-config-cjs-stats-normal-error-details': r'^\[webpack-cli\] ',
}
DROP = {
  # passing rows of a verbose test run, the timing table
  'pytest-v-tb-short-durations': r'PASSED|^\d+\.\d+s (call|setup|teardown)|^plugins: ',
  # pytest's header naming the plugins loaded (one is "timeout")
  'pytest-tb-native-rfE': r'^plugins: ',
  'pytest-lf-x-showlocals': r'^plugins: ',
  'pytest-rA-no-cacheprovider-io-pricing': r'^PASSED |^plugins: ',
  'go-test-v-p1-count1': r'^=== (RUN|PAUSE|CONT)|^\s+--- PASS|^--- PASS|^panic\(',
  # go build -v's list of packages built (the runtime's "errors", "internal/oserror")
  'go-build-a-v-all': r'^[a-z][\w./-]*$',
  'node-test-spec-timeout-concurrency': r'^\s*✔ ',
  # passing rows, and code frame lines around the failing one (the ">" line stays)
  'jest-verbose-esm-vm-modules': r'^\s*✓ |^\s+\d+ \|',
  'vitest-run-test-timeout-100': r'^\s*✓ ',
  # vite's resolved config printed by --debug: option names and values, not findings
  'vite-build-web-debug-minify-false': r'^\s+(?!at )|^[{}\[\]],?$|vite:(config|env|resolve|deps)',
  # prettier's debug lines resolve each file's options
  'prettier-check-single-quote-pw72': r'^\[debug\]',
  # webpack's resolver trace under each "Module not found"
  'webpack-config-cjs-prod-stats-normal': r'^\s+(Field|using|resolve|looking|single|no extension|\.\w+$|aliased|Failed to alias|Parsed)|doesn.t exist',
  # a passing verbose build's rustc command lines
  'cargo-build-workspace-release-vv': r'^\s+Running |^\s+(Fresh|Compiling|Dirty)',
  'esbuild-big-log-level-verbose': r'^\s',
  # code frames and analyzer event paths under each diagnostic (the head and place stay)
  'make-k-cc-gcc-fanalyzer-all-test': r'^\s*(\d+\s*)?\||^\s+\'|^\s+[│┌└├╰─]|^cc |^gcc |^mkdir ',
  'clang-fsyntax-only-weverything': r'^\s',
  'cmake-debug-build-verbose-ctest': r'^/usr/bin/|^make(\[\d\])?: |^\s*(\d+\s*)?\||^\s+\^',
  'cargo-build-bin-cli-offline-errors': CARGO_FRAME,
  'mypy-strict-pretty-codes': r'^\s',
  'tsc-pretty-noUncheckedIndexed-exactOptional': r'^\s*\d+\s|^\s+~',
  # a service's access log lines and its own debug lines
  'python3-ordersd-serve-log': r' (DEBUG|INFO) ',
  'grep-n-A12-zerodiv-ordersd-log': r'^\d+-.* (DEBUG|INFO) ',
  # pylint's report tables (counts its findings list one by one)
  'pylint-parseable-stockroom': r'^\|',
  # the compose hint under docker's flag error
  'curl-v-retry-connrefused': r'^\*\s+Trying',
}
ONLY = {
  # diffs and logs keep only their places, their commit lines and the stat's count
  'git-diff-stat-patch-main-feature': r'^diff --git|^@@ |files? changed',
  'git-log-patch-with-stat-n5-oneline': r'^[0-9a-f]{40} |^diff --git|^@@ |files? changed',
  'git-show-stat120-p-hotfix': r'^commit |^diff --git|^@@ |files? changed',
  'git-log-all-stat-date-iso-strict': r'^commit |files? changed',
  # a listing keeps its last lines
  'find-type-f-newer-cargo-toml-ls': r'^$x',
  # each finding's head and place, the closing count; the code frames under
  # each head quote test code full of assert_eq!
  'cargo-clippy-workspace-restriction': r'^(warning|error)(\[\w+\])?: |^\s+--> ',
  'cargo-test-p-ledger-ratecard-lib-threads2': r'^---- .* stdout ----|^thread .* panicked|^\s+(left|right): |^    tests::\w+$|^test .* FAILED$|^\s+Running |^error: |^test result:|^failures:$|^assertion',
}

def rules(name, lines):
    add = re.compile(ADD[name]) if name in ADD else None
    drop = re.compile(DROP[name]) if name in DROP else None
    only = re.compile(ONLY[name]) if name in ONLY else None
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
        if c in last:
            put(c); continue
        if only:
            if only.search(c): put(c)
            continue
        if drop and drop.search(c):
            continue
        if add and add.search(c):
            put(c); continue
        if LIB.search(c):
            continue
        if PASSONLY.search(c):
            continue
        if BAD.search(c) or PLACE.search(c) or COUNT.search(c):
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
