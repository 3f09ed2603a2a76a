#!/usr/bin/env python3
"""Write fresh20's keep lists by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. A keep line is an output line
with colour escapes and trailing blanks removed, each line once; a line that
holds a carriage return (a progress bar's redraws) is never one. The general
rule (fresh13's and fresh18's words): a line that states an error, failure,
warning, exception or assertion (not a library's frame, not a line that only
says something passed), a place in the project's own files (file:line), a
summary or count line, and the last three non-blank lines. Per file: WHOLE
(what the agent asked to read: every line is the answer), ONLY (listings and
diffs: only lines of a pattern, with the last three), ADD (lines in the
tool's own words that say where or what a failure is) and DROP (lines that
matched a word or a place but are a library's, or data).
"""
import glob, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|critical|panic|panicked|
     exception|traceback|assert\w*|expected|actual|unexpected|invalid|undefined|undeclared|unresolved|unmet|missing|
     not\s+ok|segfault|killed|lost|leak|denied|cannot|can't|couldn't|could\s+not|unable|unknown|refused|
     timed?\s*out|timeout|aborted|conflict|conflicts|deprecated|deprecation|overflow|SIGSEGV|
     forbidden|rejected|deadlock|not\s+allowed|no\s+such\s+file|not\s+found|segmentation\s+fault|
     violates|mismatch|duplicate|bad|uninitiali[sz]ed|does\s+not\s+exist|no\s+such\s+column|no\s+match)\b
  | ✘|✖|✕|×|\*\*\*
''')
# lines that only say something passed or that nothing went wrong
PASS = re.compile(r'''(?x)
  \bPASSED\b|\bPASS\b|\bPassed\b|✔|✓|^\s*ok\s+\d+|^ok\b|\(pass\)|^No\s+syntax\s+errors|
  \b0\s+(errors?|warnings?|failures?|failed)\b(?!.*[1-9]\d*\s+(errors?|failures?|failed))|
  ^\s*---\s+PASS|All\s+tests\s+successful
''')
SUMMARY = re.compile(r'''(?ix)
  ^\s*\d+\s+(examples?|runs|tests?),\s|^Tests?:\s|^Files=\d+|^Result:\s|files?\s+changed|^\d+\s+files?\s+inspected|
  ^\s*FOUND\s+\d+|^\d+\s+errors?\b|\d+\s+errors?\s+generated|^ERROR\s+SUMMARY|==\s*ERROR\s+SUMMARY|
  ^\#\s+(tests|pass|fail)\s+\d+|^\[\s+\d+\s+tests?\s+(found|successful|failed|aborted|skipped|started)|
  ^\d+\.\.\d+$|^(FAIL|ok)\s+\S+\s+[\d.]+s$|^FAIL$|^BUILD\s+(SUCCESS|FAILURE)|^\(\d+\s+rows?\)|
  ^Successfully\s+built|^Checking\s+dist/|^\s*(definitely|indirectly|possibly)\s+lost:|still\s+reachable:|
  in\s+use\s+at\s+exit:|total\s+heap\s+usage:|\d+\s+problems?\b|^Failed\s+\d+/\d+\s+subtests|
  ^Test\s+Summary\s+Report|^Finished\s+in\s
''')
OWN_EXT = r'(?:py|rb|cpp|hpp|cc|js|mjs|c|h|go|php|java|kt|sh|bats|sql|lua|pm|pl|t|rst|md|toml|ini|yaml|json)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[])(?:file://)?(?:\.\.?/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+|:in\b| on line )(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/lib/python3|\.pyenv/|/go/src/|GOROOT|java\.base[@/]|<string>|vgpreload|/pkg/mod/|^\s+(at )?(java|jdk|sun|org\.junit|org\.opentest4j)\.')
EXC = re.compile(r'^[\s|]*([\w.:\\]*(Error|Exception|Exit|Interrupt)\b)|^(The above exception was|During handling of the above exception)|^Caused by: ')

GITDIFF = r'^diff --git |^@@ |^commit [0-9a-f]{7,}|^(new|deleted) file mode|files? changed'
ONLY = {
  # diffs keep their places (and a --stat's closing count)
  'git-log-p-stat-n6-lib': GITDIFF,
  'git-log-p-fuller-n3-pages': GITDIFF,
  'git-diff-stat-root-head': r'files? changed',
  # listings keep their last lines
  'find-web-lib-type-f-size': r'^$^',
  'ls-lR-web-components': r'^$^',
  'du-ak-mono-sort-n': r'^$^',
  'npm-ls-all-long': r'\b(invalid|extraneous|missing|UNMET)\b|^npm (error|warn)',
  # a download's progress: what it fetched, where, and the end
  'wget-progress-bar-force': r'^(Length|Saving to|HTTP request sent)|saved \[',
}
# what the agent asked to read: every line is the answer
WHOLE = {'env-i-dev-env-printenv', 'ps-forest-supervisor-group', 'npm-outdated-all',
         'curl-s-orders-json-jq', 'sqlite3-echo-report-sql'}

ADD = {
  'bats-tap-test-dir': r'^not ok|^# \(in test file|^#\s+`',
  'git-bisect-run-check-sh': r'is the first bad commit|^commit [0-9a-f]{7,}|^    \S|^bisect found',
  'git-rebase-i-main-conflict': r'^CONFLICT|^Could not apply|^\s+both modified|^Unmerged paths|rebase in progress|^Last command done|^Next commands|^   (pick|reword) ',
  'go-test-p2-services-libs': r'^(FAIL|ok|---)\s|^panic:|^\s+\S+_test\.go:\d+|^#\s',
  'go-test-v-run-taxtable-long': r'^\s*--- FAIL|^\s+table_test\.go:\d+',
  'gxx-template-errors': r': error: |required from here',
  'cmake-g-ninja-out-debug-k0': r': error: |required from here|^FAILED: |^ninja: build stopped',
  'junit-console-select-package-tree': r'✘|^\s+(JavaSource|MethodSource)|=> (org\.opentest4j|java\.lang)\S+: |^\s+com\.acme\.billing\.\S+\((InvoiceTest|Invoice|Line)\.java:\d+\)|^Failures \(\d+\)',
  'make-k-j2-all-many-targets': r'^make: \*\*\*|^make: Target|^gen: ',
  'mvn-o-b-test-offline': r'^\[(ERROR|WARNING)\] \S|^\[INFO\] BUILD',
  'node-src-sync-typeerror': r'^TypeError|^\s+at .*/(src)/\S+\.js:\d+|^Thrown at',
  'perlcritic-s3-verbose8': r'^\[\S+\] .* at line \d+',
  'phpcs-s-psr12-width100': r'^FILE: |^\s*\d+\s+\|\s+(ERROR|WARNING)\s+\||^FOUND \d+',
  'phpunit-bootstrap-debug': r"^[-+]'|^\d+\) \S|^There (was|were) \d+ (error|failure)|^Tests: |/(src|tests)/\S+\.php:\d+",
  'prove-l-j2-t': r'^t/\S+\.t \.+ |^\s+Failed test|^#\s+(Failed test|at t/|got:|expected:|Looks like)',
  'psql-f-schema-echo-errors': r'^psql:\S+: (ERROR|WARNING)|^(DETAIL|HINT|LINE \d+):',
  'python-m-build-n-twine-check': r'^Checking dist/|^\s+line \d+: (Error|Warning)|^Successfully built',
  'rspec-format-documentation': r'^\s+\d+\) \S|^\s+(Failure/Error|expected|got|NoMethodError|NameError)|^rspec \./spec|^\s+# \./(spec|lib)/',
  'ruby-minitest-verbose-table': r'^\s+\d+\) (Failure|Error):|^CartTableTest#test_zzz\S* \[|^(Expected|\s+Actual):',
  'ruby-w-bin-report': r'^bin/|^\s+from bin/',
  'rubocop-lib-bin-spec': r'^(lib|bin|spec|test)/\S+:\d+:\d+: [CWEF]:',
  'shellcheck-s-bash-w3': r'^In \S+ line \d+:|^\s+\^-- SC\d+ \(\w+\):|^\s+\^\S*\s+SC\d+',
  'tox-e-py311-lint-offline': r'^ERROR: |^ERROR:\s+\S+: ',
  'valgrind-leak-full-lru': r'^==\d+== (Invalid|Conditional|Use of|Mismatched)|^==\d+== \d+ bytes in \d+ blocks are|^==\d+==\s+(definitely|indirectly|possibly) lost:|^==\d+== ERROR SUMMARY',
  'docker-compose-v1-config-up': r'^docker\.errors\.|^requests\.exceptions\.|^During handling',
  'gdb-batch-bt-full-lru': r'^Program received signal|^#\d+ ',
  'kotlinc-src-d-build': r'^src/\S+\.kt:\d+:\d+: (error|warning):',
  'javac-xdiags-verbose-billing': r'^src/\S+\.java:\d+: (error|warning):|^\s+(symbol|location|required|found|reason):',
  'javac-xlint-all-xmaxerrs-billing': r'^src/\S+\.java:\d+: (error|warning):',
  'java-cp-importer-caused-by': r'^Exception in thread|^Caused by:|^\s+at com\.acme\.',
  'lua-main-ship-traceback': r'^lua: |^\s+\S+\.lua:\d+: in |^order \d+ failed',
  'clang-tidy-modernize-cppcore': r': (warning|error): ',
  'cppcheck-warning-perf-c11': r'^src/\S+:\d+:\d+: (warning|style|performance|error|portability):',
  'sqlite3-migrations-loop': r'^(Runtime|Parse) error',
  'php-l-find-exec': r'^PHP Parse error|^Errors parsing',
  'php-bin-export-typeerror': r'^PHP (Warning|Deprecated|Fatal error)',
  'python3-worker-log-run': r' (WARNING|ERROR|CRITICAL) |^Traceback|^\s+File "/home/dev/work/svc/|^KeyError',
  'tail-n120-consumer-log': r' (WARNING|ERROR|CRITICAL) |^Traceback|^\s+File "/home/dev/work/svc/|^KeyError',
}
DROP = {
  # glibc's own frames (a file name but not the project's), and valgrind's banner
  'valgrind-leak-full-lru': r'\((?!lru\.c|main\.c)[\w.-]+\.c:\d+\)$|^==\d+== (Memcheck|Copyright|Using|Command|For lists|Rerun)',
  # the system headers' candidate notes; the errors they state stay
  'gxx-template-errors': r'^/usr/\S+: note: |^/usr/\S+:\s+(required from|In instantiation)',
  'cmake-g-ninja-out-debug-k0': r'^/usr/\S+: note: |^/usr/\S+:\s+(required from|In instantiation)|^-- (Check|Detecting)',
  # the docstring-like usage hints under each finding, and pip's retries
  'tox-e-py311-lint-offline': r'^WARNING: Retrying',
  # a log's debug lines mention ids and queries, not failures
  'python3-worker-log-run': r' (DEBUG|INFO) ',
  'tail-n120-consumer-log': r' (DEBUG|INFO) ',
  # the runtime's frames in a Python library
  'docker-compose-v1-config-up': r'^\s+File "/usr/|^\s{4,}\S',
  # echoed SQL that merely contains a word
  'psql-f-schema-echo-errors': r'^(CREATE|INSERT|SELECT|UPDATE|  FROM|\s+\w+ \w+ NOT NULL)',
  'sqlite3-migrations-loop': r'^== ',
  'git-bisect-run-check-sh': r'^running |^Bisecting:|^\[[0-9a-f]{40}\]|^  File "<string>"',
  # passing rows of the test tree
  'junit-console-select-package-tree': r'✔$',
  # node's second copy of the stack
  'node-src-sync-typeerror': r'/node_modules/',
  'python-m-build-n-twine-check': r'^(adding|copying|creating|running|writing|removing|reading) |^\* ',
  'make-k-j2-all-many-targets': r'^(gcc|sed|ar|mkdir) ',
  'gdb-batch-bt-full-lru': r'^\[Thread|^Using host',
}

def rules(name, lines):
    cl = [clean(l) for l in lines if '\r' not in l]
    if name in WHOLE:
        keep, seen = [], set()
        for c in cl:
            if c.strip() and c not in seen:
                keep.append(c); seen.add(c)
        return keep
    add = re.compile(ADD[name]) if name in ADD else None
    drop = re.compile(DROP[name]) if name in DROP else None
    only = re.compile(ONLY[name]) if name in ONLY else None
    keep, seen = [], set()
    def put(c):
        if c and c not in seen:
            keep.append(c); seen.add(c)
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
        if PASS.search(c) and not re.search(r'[1-9]\d*\s+(fail|error)', c, re.I):
            continue
        if BAD.search(c) or EXC.search(c) or PLACE.search(c) or SUMMARY.search(c):
            put(c)
    return keep

if __name__ == '__main__':
    d = sys.argv[1] if len(sys.argv) > 1 else '.'
    tk = tr = 0
    for f in sorted(glob.glob(os.path.join(d, '*.txtar'))):
        t = open(f, encoding='utf-8', errors='surrogateescape').read()
        head, rest = t.split('-- output --\n', 1)
        out = rest.split('\n-- keep --\n', 1)[0]
        if not out.endswith('\n'):
            out += '\n'
        name = os.path.basename(f)[:-6]
        keep = rules(name, out.split('\n'))
        open(f, 'w', encoding='utf-8', errors='surrogateescape').write(head + '-- output --\n' + out + '-- keep --\n' + '\n'.join(keep) + '\n')
        kb = sum(len(k.encode('utf-8', 'surrogateescape')) + 1 for k in keep)
        rb = len(out.encode('utf-8', 'surrogateescape'))
        tk += kb; tr += rb
        print(f'{name}: {len(keep)} keep lines, {kb}/{rb} bytes, bound {100*(1-kb/rb):.0f}%')
    print(f'total: keep {tk} of {tr} bytes, bound {100*(1-tk/tr):.1f}%')
