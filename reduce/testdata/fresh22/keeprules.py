#!/usr/bin/env python3
"""Write fresh22's keep lists by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. Started from fresh13's and
fresh18's rules. A keep line is an output line with colour escapes and
trailing blanks removed, each line once. The general rule: a line that
states an error, failure, warning, exception or assertion (failure words
inside a path or file-name token are not looked for; a line that only says
something passed is left out; a library's frame is left out), a place in the
project's own files (file:line), a summary or count line, and the last three
non-blank lines. The per-file tables below add lines in a tool's own words
(EXTRA), drop lines that matched a word but say nothing a developer acts on
(DROP), keep only lines of a pattern (ONLYRULE: diffs keep their places),
keep only the last lines (ONLYLAST: listings) or keep every line (ALL: what
the agent asked to read).
"""
import glob, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|critical|panic|panicked|
     exception|traceback|assert\w*|expected|actual|unexpected|invalid|undefined|undeclared|missing|
     not\s+ok|segfault|killed|leak|leaks|denied|cannot|can't|could\s+not|unable|unknown|refused|
     timed?\s*out|timeout|aborted|abort|conflict|conflicts|deprecated|deprecation|overflow|SIGSEGV|
     error\[\w+\]|forbidden|data\s+race|rejected|deadlock|not\s+allowed|no\s+such\s+file|not\s+found|
     segmentation\s+fault|mismatched|incompatible|double\s+free|unmerged|both\s+modified)\b
  | ✘|✖|✕|×|\(!\)|\[!\]|^\s*E\s|^>\s|[Ee]xpected:|Actual:|Received:|\*\*\*|^\s*x\s+Build\s+failed
''')
# lines that only say something passed or that nothing went wrong
PASS = re.compile(r'''(?x)
  \bPASSED\b|\bPASS\b|\bPassed\b|✔|✓|^\s*ok\s+\d+|^ok\b|\.\.\.\s+ok$|\(pass\)|^---\s+PASS|
  \b0\s+(errors?|warnings?|failures?|failed)\b(?!.*[1-9]\d*\s+(errors?|failures?|failed))|
  no\s+leaks\s+are\s+possible|\bexpected\s+failure$|^\s+\d+\s+passing
''')
# final summaries: counts of tests, problems, files
SUMMARY = re.compile(r'''(?ix)
  ^\s*=*\s*\d+\s+(passed|failed|error)\b|^=+\s.*\b\d+\s+(passed|failed)\b|^Tests?:\s|^Test\s+(Suites|Files):|^\s*Tests\s+\d|
  ^Snapshots:\s|^Ran\s+\d+\s+tests|^test\s+result:|^FAILED\s+\(|^OK\b|\d+\s+(passing|failing|pending)\b|
  ^ℹ\s+(tests|pass|fail|cancelled|skipped|todo)\s+\d|^\s*\d+\s+problems?\s+\(|^✖\s+\d+\s+problems?|
  ^\d+\s+errors?\b|^\d+\s+warnings?\s+generated|^Found\s+\d+\s+errors?|^\[WARN\]\s+Code\s+style|
  \d+%\s+tests\s+passed|^Total\s+Test\s+time|^ERROR\s+SUMMARY|^\s*(in\s+use\s+at\s+exit|total\s+heap\s+usage|definitely\s+lost|indirectly\s+lost)|
  \bcompiled\s+with\s+\d+\s+errors?|\d+\s+files?\s+changed|^FAIL\s*$|^FAIL\s+\S+\s+[\d.]+s$|^ok\s+\S+\s+[\d.]+s|^exit\s+status\s+\d|
  ^(added|removed|changed)\s+\d+\s+packages?|^\s*Duration\s|^Found\s+\d+\s+error|^Your\s+code\s+has\s+been\s+rated|
  ^\s*\d+\s+(error|warning)s?\s+(and|generated)|^(warning|error):\s+(build\s+failed|could\s+not\s+compile)|^Automatic\s+merge\s+failed|
  ^CONFLICT\b|^Unmerged\s+paths|^All\s+conflicts\s+fixed|^You\s+have\s+unmerged|^interactive\s+rebase\s+in\s+progress|^Could\s+not\s+apply
''')
OWN_EXT = r'(?:py|js|mjs|ts|c|h|go|rs|sh|yml|yaml|xml|json|css|html|toml|txt)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[>])(?:file://)?(?:\.\.?/)?(?:/home/dev/work/\w+/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+| \()(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/lib/python3|/rustc/|\.cargo/registry|library/(std|core)|<frozen |/go/src/|vgpreload|\blibc\.so|^\s*at\s+0x[0-9A-F]+: (malloc|free|strcpy)|\.pyenv/')
EXC = re.compile(r'^[\s|]*([\w.:]*(Error|Exception|Exit|Interrupt)\b(?!\s+\d)|(left|right):\s)|^(The above exception was|During handling of the above exception)')
FRAME = re.compile(r'^\s*\d+:\s+(?:0x[0-9a-f]+ - )?[<&]*(?:dyn )?(core|std|alloc|__rustc)(\[[0-9a-f]+\])?::')
PATHTOK = re.compile(r'[\w.@~+-]*/[\w.@~+/-]*|\b[\w@+-]+\.(?:' + OWN_EXT[3:-1] + r'|so|o|a|gz|tgz|log|cfg|lock|d\.ts)\b')

# per file: more lines that say where a failure is, or what it is, in that tool's words
JEST = r'^\s+● |^\s+✕ |^\s+(Expected|Received)'
CURL = r'^< HTTP/|^> (GET|HEAD|POST) |^curl: '
GIT_CONFLICT = r'^CONFLICT |^\t(both modified|deleted by|added by):|^Automatic merge failed|^error: could not apply|^hint: (Resolve|After resolving)'
EXTRA = {
  'pytest-tb-native-rs': r'^(FAILED|ERROR|SKIPPED) |^_+ (ERROR at setup of )?test_|^decimal\.\w+: ',
  'pytest-v-bulk-parametrize': r'^(FAILED|ERROR) |^_+ test_',
  'pytest-showlocals-depot': r'^(FAILED|ERROR) |^_+ (ERROR at setup of )?test_',
  'pytest-color-yes-ra': r'^(FAILED|ERROR|SKIPPED|XFAIL) |^_+ (ERROR at setup of )?test_',
  'pytest-q-collect-error-broken': r'^(FAILED|ERROR) |^_+ ERROR collecting',
  'pytest-doctest-modules': r'^\d{3} >>> |^Expected:|^Got:|^\s+Decimal\(|^(FAILED|ERROR) ',
  'unittest-discover-v-ut': r'\.\.\. (ERROR|FAIL)$|^(ERROR|FAIL): ',
  'jest-ci-verbose-logheap': JEST,
  'jest-ci-colors-errorOnDeprecated': JEST,
  'mocha-reporter-list': r'^\s+\d+\) |:\s+\d+\) Depot|^\s{5,}[\w ]+:$',
  'node-test-runner-spec': r'^test at ',
  'vitest-run-hanging-process': r'^\s*(FAIL|❯) |^\s+→ ',
  'eslint-ext-js-src-tests': r'^/home/dev/work/js/\S+\.js$|^\s+\d+:\d+\s+(error|warning)\s',
  'prettier-check-tests-dirs': r'^\[warn\] ',
  'tsc-p-ts-pretty-false': r'^ts/\S+\.ts\(\d+,\d+\): ',
  'tsc-p-ts-noemit-explain': r'^ts/\S+\.ts\(\d+,\d+\): |^node_modules/\S+\(\d+,\d+\): error TS',
  'go-test-v-skip-concurrent': r'^--- FAIL: |^\s+--- FAIL: |^panic: |^goroutine \d+ \[running\]',
  'go-test-v-count1-fleet': r'^panic: |^goroutine \d+ \[running\]',
  'go-test-race-run-concurrent': r'^WARNING: DATA RACE|^(Write|Read|Previous (write|read)) at |^--- FAIL: |^\s+testing\.go:\d+: race detected',
  'go-run-fleetd-two-args': r'^panic: |^goroutine \d+ \[running\]',
  'cargo-test-no-fail-fast': r'^test \S+ \.\.\. FAILED$|^thread .* panicked at|^---- \S+ stdout ----|^\s+(left|right):|^error: test failed|^error: \d+ targets? failed',
  'cargo-clippy-all-targets-pedantic-deny': r'^(warning|error)(\[\w+\])?: ',
  'cargo-build-lib-report-errors': r'^error(\[\w+\])?: |^\s+--> src/',
  'make-k-test-wextra': r'^make(\[\d\])?: \*\*\*',
  'cmake-B-build-wconversion': r'^/home/dev/work/c/src/\S+:\d+:\d+: warning',
  'ctest-output-on-failure': r'^\s+\d+ - \S+ \(|Test\s+#\d+: .*\*\*\*',
  'valgrind-leak-check-full': r'^==\d+==\s+(Invalid|Conditional|Use of|Address|Block was)|^==\d+==\s+by 0x\w+: \w+ \((depot|main|pricing)\.c:\d+\)',
  'cppcheck-enable-all': r'^src/\S+:\d+:\d+: ',
  'clang-analyze-src': r'^src/\S+:\d+:\d+: ',
  'curl-v-local-depot-json': CURL,
  'curl-v-fail-with-body-404': CURL,
  'git-merge-no-commit-weekend': GIT_CONFLICT,
  'git-status-long-merge': GIT_CONFLICT + r'|^You have unmerged paths',
  'git-rebase-i-autosquash-conflict': GIT_CONFLICT + r'|^Could not apply',
  'shellcheck-x-severity-style': r'^In \S+ line \d+:|^\s*\^-+ SC\d+',
  'shellcheck-f-gcc': r'^\S+\.sh:\d+:\d+: ',
  'yamllint-f-parsable-ci': r'^ci\.yml:\d+:\d+: ',
  'xmllint-noout-depots': r'^depots\.xml:\d+: ',
  'python-nightly-log-400': r' (WARNING|ERROR|CRITICAL) ',
  'vite-build-webv-outdir': r'^error during build|^file: ',
  'webpack-mode-production-stats-errors': r'^ERROR in |^Module parse failed',
  'esbuild-bundle-platform-node': r'^\s+web/\S+:\d+:\d+:',
  'mypy-strict-equality-redundant': r'^\S+\.py:\d+:\d+: (error|note): ',
  'pylint-colorized-score-n': r'^\S+\.py:\d+:\d+: [CRWEF]\d{4}: |^\*+ Module ',
  'flake8-doc-length-hang': r'^\S+\.py:\d+:\d+: ',
  'staticcheck-v082-all': r'^\S+\.go:\d+:\d+: ',
  'go-vet-printf-cmd': r'^\S+\.go:\d+:\d+: |^# ',
}
# per file: only lines matching this are kept (with the last three): the rest
# is a diff's code, or a log whose words are data
GITDIFF = r'^diff --git |^@@ |^commit [0-9a-f]{7,}|^(new|deleted) file mode'
ONLYRULE = {
  'git-diff-main-feature-histogram': GITDIFF,
  'git-log-p-stat-n6': GITDIFF + r'|^ \d+ files? changed',
  'git-stash-push-u-show': GITDIFF + r'|^Saved working directory',
  'git-diff-merge-conflicts': r'^diff --cc |^@@@ |^[ +-]*\+(<<<<<<<|=======|>>>>>>>)',
  'git-show-stat-format-oneline': r'^[0-9a-f]{40} |files? changed',
}
# per file: lines that match a rule but say nothing of a failure
DROP = {
  # the files tsc loaded and why: their names and reasons hold words like "error"
  'tsc-p-ts-noemit-explain': r"^\s+(Matched by|Imported via|Referenced via|Type library referenced|Library referenced|Entry point|Root file|Default library|Library '|File is)|^node_modules/\S+\.d\.ts$|^\.\./",
  # grep's and rg's hits: what was searched for is the data, every hit kept by ALL below
  # the nightly job's INFO and DEBUG lines name cars and totals, not failures
  'python-nightly-log-400': r' (INFO|DEBUG) ',
  # make's and cmake's echoed compiler commands
  'make-k-test-wextra': r'^(cc|gcc|mkdir|\./build/fleet) ',
  'cmake-B-build-wconversion': r'^(/usr/bin/(cc|cmake|gmake|ar|ranlib)|cd |\[\s*\d+%\]|-- |gmake)',
  # a line of source quoted under a finding
  'shellcheck-x-severity-style': r'^\s{2,}(?![\s^])',
  # rustc's quoted source and suggested edits (the finding and its place stay)
  'cargo-clippy-all-targets-pedantic-deny': r'^\d+\s*[|+-]\s',
  'cargo-build-lib-report-errors': r'^\d+\s*[|+-]\s',
  # pylint's headings
  'pylint-colorized-score-n': r'^-+$',
  # valgrind's banner
  'valgrind-leak-check-full': r'Copyright|Memcheck, a memory error detector|rerun with -h|^==\d+== For lists of detected',
  # vite's rollup frames are the bundler's own
  'vite-build-webv-outdir': r'^\s+at ',
  # node's loader frames under the ReferenceError
  'node-test-runner-spec': r'^\s+at ',
  # a passing subtest's row (its name holds no failure)
  'go-test-v-skip-concurrent': r'^\s*(=== RUN|--- PASS)',
  'curl-v-local-depot-json': r'^\* (Connected|Trying)',
  'curl-v-fail-with-body-404': r'^\* (Connected|Trying)',
}
# a jest code frame's lines but the one its ">" marks
JESTFRAME = r'^\s+\d+ \|'
for _n in ('jest-ci-verbose-logheap', 'jest-ci-colors-errorOnDeprecated'):
    DROP[_n] = JESTFRAME
# Go's runtime frames under a panic (the project's places stay)
for _n in ('go-test-v-skip-concurrent', 'go-test-v-count1-fleet', 'go-run-fleetd-two-args', 'go-test-race-run-concurrent'):
    DROP[_n] = r'^panic\(\{|^\s*/usr/local/go/'
# every file: pytest's header naming the plugins loaded is never a keep line
DROPALL = r'^plugins: '
# per file: a listing, where a word is data: only the last three lines are
# kept
ONLYLAST = {'find-newer-type-f', 'npm-ls-depth0-long', 'go-build-o-bin-ldflags'}
# per file: what the agent asked to read: every line is the answer
ALL = {'rg-n-context-raise', 'grep-rnI-todo-include', 'git-status-branch-rebasing'}


def rule_keep(name, lines):
    keep = []
    prev = ''
    for c in (clean(l) for l in lines):
        p, prev = prev, c
        if not c.strip() or '\r' in c:
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
        if re.match(r'\s*at ', c) and LIB.search(c):
            hit = False  # a library's stack frame, whatever its function is called
        if re.match(r'\s*File "', c) and LIB.search(c):
            hit = False
        if FRAME.search(c) or (name in DROP and re.search(DROP[name], c)) or re.search(DROPALL, c):
            hit = False
        if hit:
            keep.append(c)
    return keep


def last3(lines):
    ne = [clean(l) for l in lines if clean(l).strip() and '\r' not in l]
    return ne[-3:]


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else '.'
    tk = tr = 0
    for f in sorted(glob.glob(os.path.join(src, '*.txtar'))):
        t = open(f, encoding='utf-8', newline='').read()
        head, out = t.split('-- output --\n', 1)
        out = re.split(r'(?<=\n)-- keep --\n', out)[0]
        if not out.endswith('\n'):
            out += '\n'
        lines = out.split('\n')[:-1]
        name = os.path.basename(f)[:-6]
        keep = rule_keep(name, lines) + last3(lines)
        seen, k2 = set(), []
        for k in keep:
            if k not in seen:
                seen.add(k)
                k2.append(k)
        open(f, 'w', encoding='utf-8', newline='').write(head + '-- output --\n' + out + '-- keep --\n' + '\n'.join(k2) + '\n')
        kb = sum(len(k.encode()) + 1 for k in k2)
        tk += kb
        tr += len(out.encode())
        print(f'{name}: {len(k2)} keep / {len(lines)} lines, keep bytes {kb}/{len(out.encode())}')
    print(f'total keep {tk} raw {tr} bound {100 * (1 - tk / tr):.1f}%')


main()
