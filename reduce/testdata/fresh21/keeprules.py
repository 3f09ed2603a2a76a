#!/usr/bin/env python3
"""Write fresh21's keep lists by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. Started from fresh18's and
fresh13's rules. A keep line is an output line with colour escapes and
trailing blanks removed, each line once. The general rule: a line that states
an error, failure, warning or exception (not a library's or the runtime's
frame, not a line that only says something passed), a place in the project's
own files (file:line), a summary or count line, plus the last three non-blank
lines. Per file: ADD keeps more lines in the tool's own words, DROP leaves out
lines that matched a word but say nothing a developer acts on, ONLY keeps
only the lines of a pattern (diffs: their places), WHOLE keeps every line
(what the agent asked to read), TAIL keeps a listing's last N lines.
A line with a carriage return is a progress line redrawn in place: never kept.
"""
import glob, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|panic|panicked|
     exception|traceback|assert\w*|unexpected|invalid|undefined|undeclared|unmet|missing|
     not\s+ok|segfault|killed|leak|denied|cannot|can't|could\s+not|unable|unknown|refused|
     timed?\s*out|timeout|aborted|aborting|conflict|conflicts|deprecated|overflow|data\s+race|
     rejected|deadlock|not\s+allowed|no\s+such\s+file|not\s+found|mismatch|mismatched|duplicate|
     incompatible|illegal|unhandled|uncaught|unresolved|circular|unused|thrown|dubious|
     bad\s+argument|attempt\s+to|use-after-free|double-free|heap-buffer-overflow|unmerged)\b
  | ✖|✗|✘|✕|×|\(!\)|\[!\]|\*\*\*|\berror\[\w+\]|^E\s{3,}|^\s*E\s+\w|^>\s|
  ^\s*[+-]\s+(actual|expected)\b|[Ee]xpected:|Received:|got:|\bexpected\b''')
# lines that only say something passed or that nothing went wrong
PASS = re.compile(r'''(?x)
  \bPASSED\b|^\s*---\s+PASS\b|^\s*PASS$|✔|✓|^\s*ok\s+\d+|^ok\b|\.\.\.\s+ok$|^\s*\d+\s+passing|
  \b0\s+(errors?|warnings?|failures?|failed)\b(?!.*[1-9]\d*\s+(errors?|failures?|failed))|
  ^No\s+syntax\s+errors|^\s*\*\s+test\s.*\(\d''')
# a library's, the toolchain's or the runtime's file or frame
LIB = re.compile(r'''node_modules/|/usr/(lib|local|share|include|bin)/|\(node:|\bnode:internal|node:async_hooks|
  site-packages|dist-packages|/lib/python3|/rustc/|\.cargo/registry|library/(std|core|alloc)|
  /usr/local/go/src|java\.base[/@]|\[C\]:|^\s+\#\d+\s0x[0-9a-f]+\sin\s(__|_start)|libasan|
  ^\s+\d+: (std|core|alloc|test)::|^\s+at (getRollupError|Object\.|Module\.|ModuleScope|Identifier\.|CallExpression)''', re.X)
OWN_EXT = r'(?:py|js|mjs|ts|go|rs|c|h|java|rb|pm|t|php|sh|lua|ex|exs|sql|json|toml|txt)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[<])(?:file://)?(?:\.\.?/)?(?:/home/dev/work/[\w./-]*?/)?([\w@.\-/]*\w\.' + OWN_EXT +
                   r')(?::\d|\((\d+)|", line \d|,?\s+line\s+\d| on line \d|:in\b|:\(\d)')
SUMMARY = re.compile(r'''(?ix)
  ^=*\s*\d+\s+(passed|failed)\b|=+\s.*\b\d+\s+(passed|failed|deselected)\b|^\d+\s+(passed|failed)|
  ^Tests?:\s|^Test\s+Suites:|^Snapshots:\s|^Time:\s|^Ran\s+\d+\s+tests|^test\s+result:|^FAILED\s+\(|
  ^Found\s+\d+\s+errors?|^\d+\s*$|^Your\s+code\s+has\s+been\s+rated|^\d+\s+problems?\s+\(|^\s*✖\s+\d+\s+problems?|
  Code\s+style\s+issues|^Files=\d+|^Result:|^\d+\s+examples?,|^\d+\s+tests?,\s+\d+\s+failures?|^Finished\s+in|
  ^\#\s+(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms)\s+\d|^ℹ\s+(tests|suites|pass|fail|cancelled|skipped|todo|duration_ms)\s+\d|
  ^\d+\s+(errors?|warnings?)\s+generated|^\d+\s+errors?$|^\s*\d+\s+(passing|failing|pending)|
  ^(ok|FAIL)\s+\S+\s+\d|^coverage:|^(All\s+files|Statements|Branches|Functions|Lines)\s+[:|]|
  ^\d+\s+files?\s+(would\s+be\s+)?(reformatted|left\s+unchanged|changed)|files?\s+changed,|
  ^added\s+\d+\s+packages|^\d+\s+tests?\s+collected|^Configuring\s+incomplete|^Build\s+failed|
  ^[\s\w]*\d+\s+\w+\s+\(\d+\.\d+s\)$|^Memory\s+used|^Total\s+time|^Files:\s|^\d+\s+error(s)?\s+generated''')
EXC = re.compile(r'^[\s|]*([\w.$]*(Error|Exception)\b(?!:?\s*$)|\*\* \(\w+\))|^Caused by: |^Exception in thread')

ADD = {
  # each test's head and the place under it; the short summary's FAILED rows
  'pytest-v-durations-inventory': r'^_{3,} \S.* _{3,}$|^FAILED |^E\s',
  # --tb=short -l: each failure's head, its places, the E lines and the locals the agent asked for
  'pytest-v-l-tb-short-pricing': r'^_{3,} \S.* _{3,}$|^FAILED |^E\s|^\S+\.py:\d+: in |^\s{8}\w+\s+= ',
  # the project the tree is of
  'npm-ls-depth-2-jsapp': r'^jsapp@',
  'pytest-q-tb-line-csvio': r'^FAILED |^/home/dev/work/\S+:\d+: ',
  'unittest-discover-v-models': r'^(ERROR|FAIL): |\.\.\. (ERROR|FAIL)$',
  'mypy-strict-error-context': r'^inventory/\S+:\d+: error',
  'flake8-complexity-statistics': r'^\w\S*\.py:\d+:\d+: [A-Z]\d+ |^\d+\s+[A-Z]\d+ ',
  'pylint-parseable-inventory': r'^inventory/\S+:\d+: \[|^\*{5,} Module|^Your code|^\|(convention|refactor|warning|error|fatal)\s',
  'black-check-diff-inventory': r'^would reformat|^Oh no|^\d+ files? would|^--- |^\+\+\+ |^@@',
  'jest-esm-verbose-cart': r'^\s+[-+] (Expected|Received)|^\s+[-+]   "|^\s+✕|^\s+●\s|^\s+>\s+\d+ \||^\s+at .*\((/home/dev/work/)?\S*test/\S+:\d+:\d+\)|^(FAIL|PASS)\s',
  'jest-coverage-text-summary': r'^\s+[-+] (Expected|Received)|^\s+[-+]   "|^\s+✕|^\s+●\s|^\s+>\s+\d+ \||^\s+at .*test/\S+:\d+:\d+\)|^(FAIL|PASS)\s|^\s*\w+\.js\s+\||^(All files|Statements|Branches|Functions|Lines)\b|^-+\|',
  'vitest-run-globals-reporter-verbose': r'^\s*[-+] (Expected|Received)|^\s*[×✗]\s|^\s*FAIL\s|^\s*❯\s+\S+:\d+:\d+|^\s*(Test Files|Tests|Duration)\s',
  'mocha-spec-timeout-slow': r'^\s{7}\S.*:$|^[+-] \'|^\s{6}[+-]\S|!==|^\s+\d+\) |^\s+(AssertionError|Error)\b|^\s+at .*\((/home/dev/work/)?\S*(spec|src)/\S+:\d+:\d+\)|^\s+\d+ (passing|failing)',
  'node-test-reporter-tap-cart': r'^not ok|^\s+not ok|^\s+location: |^\s+error: |^\s+(expected|actual): |^# (tests|suites|pass|fail|cancelled|skipped|todo)',
  'node-test-reporter-spec-cart': r'^\s*✖|^\s+(AssertionError|TypeError)|^\s+at .*/jsapp/(test|src)/|^ℹ (tests|suites|pass|fail)',
  'tsc-noemit-pretty-false': r'^ts/\S+\(\d+,\d+\): error',
  'eslint-max-warnings-0-stylish': r'^/home/dev/work/\S+\.js$|^\s+\d+:\d+\s+(error|warning)\s|^✖|^ESLint found too many',
  'prettier-check-list-different': r'^\[warn\]|^(legacy|src|ts)/\S+$',
  'esbuild-bundle-minify-app': r'^✘ \[ERROR\]|^▲ \[WARNING\]|^\s+app/\S+:\d+:\d+:|^\d+ (errors?|warnings?)',
  'rollup-c-config-circular-unresolved': r'^\(!\)|^\[!\]|^app/\S+ ->|^tiny-chart|^app/main\.js \(\d+:\d+\)',
  'vite-build-debug-web': r'^x Build failed|^error during build|^\[vite|^file: ',
  'tsc-extended-diagnostics-listfiles': r'^(Files|Lines of \w+|Identifiers|Symbols|Types|Instantiations|Memory used|Total time):',
  'go-build-o-dev-null-broken': r'^# |^\w\S*\.go:\d+:\d+: ',
  'go-test-json-queue-broken': r'"Action":"(fail|build-fail)"|"Output":"\w\S*\.go:\d+:\d+: |"Output":"(FAIL|ok)\\t',
  'go-test-race-v-queue': r'^WARNING: DATA RACE|^(Read|Write|Previous \w+) at |^\s+/home/dev/work/gosvc/\S+\.go:\d+|^--- FAIL|^\s+testing\.go:\d+: race|^FAIL',
  'go-test-v-cover-api-queue': r'^# |^\w\S*\.go:\d+:\d+: |^FAIL|^ok\s|coverage: ',
  'go-test-count1-v-queue-bound': r'^--- FAIL|^\s+\w+_test\.go:\d+: |^FAIL',
  'go-vet-packages-gosvc': r'^\w\S*\.go:\d+:\d+: ',
  'staticcheck-checks-all': r'^\w\S*\.go:\d+:\d+: ',
  'cargo-test-no-fail-fast-ledger': r'^test \S+ \.\.\. FAILED|^---- \S+ stdout ----|^thread .* panicked at|^\s+left: |^\s+right: |^\s+\d+: rsledger::|^\s+at \./src/|^failures:|^    \w+::\S+$|^test result:|^error: ',
  'cargo-clippy-pedantic-ledger': r'^warning: |^error: |^\s+--> src/|^\s+= help: for further',
  'cargo-build-lib-errors': r'^error(\[E\d+\])?: |^warning: |^\s+--> src/|^For more information',
  'make-asan-clang-stack': r'^src/\S+:\d+:\d+: (warning|error)|^/usr/bin/ld: |^clang: error|^make: \*\*\*',
  'make-asan-gcc-run-stack': r'^src/\S+:\d+:\d+: (warning|error)|^==\d+==ERROR|^(READ|WRITE) of size|^\s+#\d+ 0x\w+ in \w+ /home/dev/work/|^0x\w+ is located|^SUMMARY: |^freed by|^previously allocated|^make: \*\*\*|^==\d+==ABORTING',
  'make-k-j2-link-undefined': r'^src/\S+:\d+:\d+: (warning|error)|^src/\S+: In function|undefined reference|^collect2|^make: ',
  'gcc-fanalyzer-stack': r'^src/\S+:\d+:\d+: warning|^src/\S+: In function',
  'cmake-s-b-build-missing-pkg': r'^CMake Error|^\s+A required package|^\s+Package .* not found|^  CMakeLists\.txt:\d+|^-- Configuring incomplete|^See also',
  'git-merge-no-ff-conflict': r'^CONFLICT|^Automatic merge failed|^Auto-merging',
  'git-rebase-onto-main-conflict': r'^CONFLICT|^error: could not apply|^Could not apply',
  'git-cherry-pick-x-conflict': r'^CONFLICT|^error: could not apply|^hint: after resolving',
  'git-status-long-during-merge': r'^On branch|^You have unmerged|^\s+(both modified|modified|new file|deleted by \w+|added by \w+):|^Unmerged paths:|^Changes to be committed:|^All conflicts fixed',
  'git-log-stat-fuller-n8': r'^commit [0-9a-f]{40}|^\s+\S+ \| +\d+|^ \d+ files? changed',
  'git-stash-push-show-p': r'^Saved working directory|^stash@\{\d+\}|^ \S+ +\| +\d+|^ \d+ files? changed',
  'git-show-stat-head-1': r'^commit [0-9a-f]{40}|^ \S+ +\| +\d+|^ \d+ files? changed',
  'curl-v-fail-with-body-404': r'^< HTTP/|^> GET |^curl: \(\d+\)|^\s*<p>(Error code|Message):',
  'docker-compose-up-no-daemon': r'^unknown shorthand flag',
  'rspec-format-documentation-invoice': r'^\s+\d+\) |^\s+(Failure/Error|expected|got):|^\s+# \./spec/|^rspec \./spec/|^\d+ examples?|^Failed examples',
  'prove-lv-tally': r'^not ok|^#\s+(Failed test|at t/|got:|expected:)|^#\s+(\'|undef)|^t/\S+ \(Wstat|^\s+Failed tests:|^\s+Non-zero exit|^Files=|^Result:|^Dubious|^Failed \d+/\d+',
  'php-l-and-run-report': r'^PHP (Parse|Fatal) error|^Errors parsing|^#\d+ /home/dev/work/|^\s+thrown in',
  'shellcheck-format-gcc-scripts': r'^\w\S*\.sh:\d+:\d+: ',
  'shellcheck-tty-severity-style': r'^In \S+\.sh line \d+:|^\s*\^-* SC\d+ \(\w+\): |^Did you mean:|^For more information:',
  'javac-xlint-all-basket': r'^src/\S+\.java:\d+: |^\d+ errors?$',
  'java-source-launch-nosuchelement': r'^Exception in thread|^\s+at com\.example\.',
  'mvn-o-b-test-offline': r'^\[ERROR\] (Failed|Plugin|Cannot|Re-run|\[Help|To see)|^\[INFO\] BUILD FAILURE|^\[INFO\] Building ',
  'sqlite3-bail-off-box-schema': r'^(Parse error|Runtime error)|^\s+\S.*\^--- error here|^Error: ',
  'psql-no-server-connect': r'^psql: error|^\s+Is the server running',
  'lua-main-stats-error': r'^lua: |^\s+\./\S+\.lua:\d+: in |^\s+\S+\.lua:\d+: in ',
  'mix-test-trace-max-failures': r'^\s+\d+\) test |^\s+test/\S+\.exs:\d+$|^\s+\*\* \(|^\s+code: |^\s+(left|right): |^\s+lib/\S+\.ex:\d+: |^\s+test/\S+\.exs:\d+: |^\d+ tests?, |^warning: |^\s+└─ lib/',
  'python3-u-worker-service-log': r'^\S+ (ERROR|WARNING|CRITICAL)\s|^Traceback|^\s+File "/home/dev/work/|^\w+Error: ',
  'rg-n-context-todo-inventory': r'^\S+\.py$|^\d+:|^\d+ matches$|^\d+ matched lines|^\d+ files contained matches|^\d+ files searched',
  'npm-install-verbose-chalk-semver': r'^added \d+ packages|^npm (warn|error)|^npm verbose exit',
  'pytest-collect-only-q': r'^\d+ tests? collected|^tests/\S+::\S*(IT|€|u20ac|remove_unknown)',
}
DROP = {
  # the test's source frame under each failure, the passing rows
  'pytest-v-durations-inventory': r'PASSED|^\s{4,}\S|^>\s{3,}\S(?!.*assert)|^plugins: ',
  'black-check-diff-inventory': r'^[ +-](?!-- |\+\+ )',
  'pytest-v-l-tb-short-pricing': r'PASSED|^ {4}(?! )\S|^plugins: ',
  # an optional dependency that is not installed is not a failure; a package named
  # assertion-error or check-error is a tree row, not an error
  'npm-ls-depth-2-jsapp': r'UNMET OPTIONAL DEPENDENCY|^[\s│├└─┬]*[\w@/.-]+@[\w.^~-]+( deduped)?$',
  'git-diff-stat-patch-vendor': r'^[ +-](?!-- |\+\+ )',
  'jest-esm-verbose-cart': r'^\s+✓|^\s+\d+ \||ExperimentalWarning|--trace-warnings',
  'jest-coverage-text-summary': r'^\s+✓|^\s+\d+ \||ExperimentalWarning|--trace-warnings',
  'vitest-run-globals-reporter-verbose': r'^\s*✓|^\s+\d+\|',
  'node-test-reporter-tap-cart': r'^\s+(stack|failureType|code|name|operator|duration_ms|type): |^\s+\.\.\.$|^\s+---$|^\s+(Test|Suite|TestContext|async)\b',
  'node-test-reporter-spec-cart': r'^\s+(generatedMessage|code|actual|expected|operator):',
  'esbuild-bundle-minify-app': r'^⬥ \[VERBOSE\]|^\s+(Read|The file|No "browser"|Attempting|Checking|Found|This import|Primary path|Failed to|Searching|Cannot find|Resolved)',
  'tsc-extended-diagnostics-listfiles': r'^/home/dev/work/|time:',
  'vite-build-debug-web': r'^\d{4}-\d\d-\d\dT\S+ vite:|^\s{2,}\w+: |^\s+\S+: \[|^\s+[\]}],?$|^\s+\d+:|^\s+at ',
  'cargo-clippy-pedantic-ledger': r'^\s+= note: `-W clippy|^\s+= help: to override|^\s+\|',
  'cargo-build-lib-errors': r'^\s+\|',
  'cargo-test-no-fail-fast-ledger': r'^test \S+ \.\.\. ok$|^note: (Some details|run with)',
  'make-asan-gcc-run-stack': r'^\s+(Addressable|Partially|Heap|Freed|Stack|Global|Poisoned|Container|Array|Intra|ASan|Left|Right|Shadow)|^\s*0x[0-9a-f]+: |^=>0x|^cc |^gcc |^mkdir ',
  'make-asan-clang-stack': r'^clang -std|^mkdir |^rm -rf',
  'make-k-j2-link-undefined': r'^cc -std|^mkdir ',
  'git-merge-no-ff-conflict': r'^hint: ',
  'git-rebase-onto-main-conflict': r'^hint: ',
  'git-cherry-pick-x-conflict': r'^hint: (Resolve|You can|To abort|"git)',
  'git-status-long-during-merge': r'^\s+\(use ',
  'python3-u-worker-service-log': r' (DEBUG|INFO)\s{2,}',
  # commit subjects: a word like KeyError there names a change, not a failure
  'git-log-stat-fuller-n8': r'^    \S',
  'npm-install-verbose-chalk-semver': r'^npm (http|verbose (cli|title|argv|logfile|cwd|os|node|npm|reify))',
  'mvn-o-b-test-offline': r'^\[ERROR\]\s*$',
  'pylint-parseable-inventory': r'^[|+]',
  'rspec-format-documentation-invoice': r'^\s+(scales with|sums lines|uses|accepts|adds|rejects zero|lists lines)',
  'mocha-spec-timeout-slow': r'^\s+✔',
  'curl-v-fail-with-body-404': r'^\s+(<|{)|^<!DOCTYPE|^</?(html|head|body|meta|title)',
  'sqlite3-bail-off-box-schema': r'^(INSERT|CREATE|SELECT|UPDATE)\b',
  'java-source-launch-nosuchelement': r'^\s+at java\.',
  'php-l-and-run-report': r'^Stack trace:|^#\d+ \{main\}',
}
ONLY = {
  # a diff's places: its files, hunks and the stat
  'git-diff-stat-patch-vendor': r'^diff --git|^@@|^ \S+ +\| +\d+|^ \d+ files? changed',
  # a finding's place, its message and the fix shellcheck proposes; not the source lines it quotes
  'shellcheck-tty-severity-style': r'^In \S+ line \d+:|^\s*\^-*\s?SC\d+|^Did you mean:|^For more information:|^\s+https://www\.shellcheck\.net/',
  'git-diff-U2-conflicted-merge': r'^diff --cc|^@@@|^\+\+(<{7}|={7}|>{7})',
}
# what the agent asked to read: every line
WHOLE = {'git-blame-w-L-pricing', 'rg-n-context-todo-inventory', 'du-ah-max-depth-2-sort', 'find-newer-name-py-ls'}
# listings: their last N lines (and, through the general rule, any failure)
TAIL = {'ls-lR-time-style-gosvc': 6, 'find-types-node-dts-sorted': 5, 'pytest-collect-only-q': 5, 'tsc-extended-diagnostics-listfiles': 3}


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
    tail = set(nb[-TAIL[name]:]) if name in TAIL else set()
    for c in cl:
        if not c.strip():
            continue
        if c in last or c in tail or name in WHOLE:
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
        if PASS.search(c) and not SUMMARY.search(c):
            continue
        if BAD.search(c) or PLACE.search(c) or SUMMARY.search(c) or EXC.search(c):
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
