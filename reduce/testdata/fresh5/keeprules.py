#!/usr/bin/env python3
"""Write the keep lists of fresh5 by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. Adapted from fresh4's rules.
"""
import glob, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|critical|panic|panicked|
     exception|traceback|assert\w*|expected|actual|unexpected|invalid|undefined|undeclared|unmet|missing|
     not\s+ok|segfault|killed|lost|leak|denied|cannot|can't|could\s+not|unable|unknown|refused|
     timed?\s*out|timeout|aborted|conflict|deprecated|deprecation|runtime\s+error|overflow|SIGSEGV|E:|W:|error\[\w+\]|Error\b)\b
  | ✘|✖|×|\(!\)|\[!\]|▲|^\s*E\s|^>\s|Difference|[Ee]xpected:|Actual:|got:|expected:|\*\*\*\w+
''')
# lines that only say something passed or that nothing went wrong
PASS = re.compile(r'''(?x)
  \bPASSED\b|\bPASS\b|\bPassed\b|✔|✓|^\s*ok\s+\d+|^ok\b|^test\s.*\.\.\.\s+ok$|
  \b0\s+(errors?|warnings?|failures?|failed)\b(?!.*[1-9]\d*\s+(errors?|failures?|failed))|
  ^No\s+syntax\s+errors|XFAIL|xfail
''')
# final summaries: counts of tests, problems, files
SUMMARY = re.compile(r'''(?ix)
  ^\s*=*\s*\d+\s+(passed|failed)\b|^Tests?:\s|^Test\s+Suites:|^Ran\s+\d+\s+tests|^test\s+result:|
  ^TOTAL\b|\btests?\s+(passed|failed)\b|^\s*FOUND\s+\d+|^\d+\s+errors?,|\d+\s+offenses?\s+detected|
  ^\d+\s+files?\s+(would\s+be\s+)?(reformatted|inspected)|Issues\s+found:|^build\s+(succeeded|finished)|
  ^\d+\s+upgraded,|^Downloaded:|^Total\s+issues|files?\s+changed|^SUMMARY:|^\#\s+(tests|pass|fail)\s+\d+|
  ^\d+\s+items\s+had\s+failures|^\d+\s+tests\s+in\s+\d+\s+items|^\d+\s+failed\s+and
''')
OWN_EXT = r'(?:py|rb|js|mjs|ts|c|h|go|rs|php|java|sh|sql|rst|md|html|css|scss|json|ya?ml|xml|conf|pl)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[])(?:file://)?(?:\.\.?/)?(/tmp/work5/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+|:in\b| on line )(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/lib/python3|/rustc/|\.cargo/registry|library/(std|core)|/lib/ruby|/go/src/|GOROOT|sysdeps/|\.\./csu/')
EXC = re.compile(r'^\s*([\w.:]*(Error|Exception|Exit|Interrupt|ENOENT)\b|[\w.]+Error \[|(left|right):\s)')
FRAME = re.compile(r'^\s*\d+: (core|std|alloc|__rustc)::')

# per file: more lines that say where a failure is, or what it is, in that tool's words
EXTRA = {
  'python-doctest-v-fail': r'^File "|^Failed example:|^Expected:|^Got:|^Exception raised:|\*\*\*Test Failed',
  'python-cprofile-sort': r'function calls|^\[\(',
  'asan-heap-overflow-run': r'is located|allocated by thread|^(WRITE|READ) of size',
  'gdb-batch-bt-segv': r'^Program received signal|^#0 |^\$\d+ = ',
  'objdump-d-ring': r'^[0-9a-f]+ <\w+>:$',
  'c8-node-test-coverage': r'^All files|^\s+location:',
  'nyc-mocha-tap-fail': r'^\s+[-+]\s{3}|^All files',
  'sass-deprecations-error': r'^\s+styles/\S+\.scss \d+:\d+',
  'jshint-lib': r'^lib/\S+: line \d+',
  'go-cover-func-report': r'^total:|^--- FAIL',
  'git-log-name-status': r'^commit |^    \S|^[AMDR]\d*\t',
  'git-diff-word-diff': r'\[-|\{\+|^@@|^diff --git',
  'git-reflog-many': r'HEAD@\{\d+\}: (checkout|merge|reset|rebase)',
  'git-diff-conflicted': r'^(diff --cc|@@@)|^[ +-]{2}(<{7}|={7}|>{7})',
  'curl-vL-redirect-listing': r'^< HTTP/|^> (GET|POST) |^< Location:|^\* Issue another request',
  'cargo-test-nocapture-fail': r'^---- .* stdout ----$|^    noisy::',
  'pytest-log-cli-debug': r'^_{3,} test_\w+',
}
# per file: a line that opens a block whose indented lines are kept
# (doctest's failed example, its expected and its actual output)
BLOCK = {
  'python-doctest-v-fail': r'^(Failed example|Expected|Got|Exception raised):$',
}
# per file: a line that opens a block whose indented lines are not kept
# (doctest -v's example being tried and what it expects, passing or not)
SKIPBLOCK = {
  'python-doctest-v-fail': r'^(Trying|Expecting):$',
}
# per file: keep the line after a matching one (the source line xmllint quotes)
AFTER = {
  'xmllint-recover-format': r'parser error',
}
# per file: the first line is the header of a table
FIRST = {'ps-session-forest', 'column-t-orders-csv', 'sqlite3-column-groupby'}
DROP = {
  'python-doctest-v-fail': r'^(Trying|Expecting):|^ok$|passed all tests|^\s+\d+ tests in ',
  'go-build-gcflags-m': r'can inline|does not escape|inlining call to',
  'go-cover-func-report': r'\s100\.0%$',
  'pytest-log-cli-debug': r'^(DEBUG|INFO)\s|^-+ live log|^-+ Captured log',
  'cmake-makefiles-build-k': r'^-- ',
  'python-cprofile-sort': r'^\s+[\d/]+(\s+[\d.]+){4} (?!prof\.py:)',
  'asan-heap-overflow-run': r'^\s+Shadow|^\s+(Heap|Freed|Stack|Global|Poisoned|Container|Array|Intra|ASan|Left|Right|Partially|Addressable)\b|^=>?\s*0x|^\s+0x[0-9a-f]+:',
}

def rule_keep(name, lines):
    keep = []
    prev = ''
    block = False
    skip = False
    after = False
    for i, l in enumerate(lines):
        c = clean(l)
        p, prev = prev, c
        if name in FIRST and i == 0:
            keep.append(c)
            continue
        if after:
            after = False
            if c.strip():
                keep.append(c)
                continue
        if skip:
            if c.startswith((' ', '\t')):
                continue
            skip = False
        if block:
            if c.startswith((' ', '\t')):
                keep.append(c)
                continue
            block = False
        if not c.strip():
            continue
        if name in SKIPBLOCK and re.search(SKIPBLOCK[name], c):
            skip = True
        if name in BLOCK and re.search(BLOCK[name], c):
            block = True
        if name in AFTER and re.search(AFTER[name], c):
            after = True
        bad = bool(BAD.search(c)) and not PASS.search(c)
        hit = bad or bool(EXC.search(c)) or 'panicked at' in p or bool(SUMMARY.search(c))
        if name in EXTRA and re.search(EXTRA[name], c):
            hit = True
        m = PLACE.search(c)
        if m and not LIB.search(c):
            hit = True
        if FRAME.search(c) or (name in DROP and re.search(DROP[name], c)):
            hit = False
        if hit:
            keep.append(c)
    return keep

def last3(lines):
    ne = [clean(l) for l in lines if clean(l).strip()]
    return ne[-3:]

def main():
    src = sys.argv[1]
    for f in sorted(glob.glob(os.path.join(src, '*.txtar'))):
        t = open(f, encoding='utf-8').read()
        head, out = t.split('-- output --\n', 1)
        out = out.split('\n-- keep --\n')[0]
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
        open(f, 'w', encoding='utf-8').write(head + '-- output --\n' + out + '-- keep --\n' + '\n'.join(k2) + '\n')
        kb = sum(len(k) + 1 for k in k2)
        print(f'{name}: {len(k2)} keep / {len(lines)} lines, keep bytes {kb}/{len(out)}')

main()
