#!/usr/bin/env python3
"""Write keep lists by rule over the raw output (see README of fresh3)."""
import re, sys, os, glob

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|critical|panic|panicked|
     exception|traceback|assert\w*|expected|actual|unexpected|invalid|undefined|unmet|missing|
     not\s+ok|segfault|killed|lost|leak|denied|cannot|can't|could\s+not|unable|unknown|refused|
     timed?\s*out|overdrawn|E:|W:|error\[\w+\]|TS\d{4}|Error\b)\b
  | ✘|✖|×|\(!\)|\[!\]|^\s*E\s|^>\s|^\s*-\s+expected|^\s*\+\s+received|Difference|[Ee]xpected:|Actual:|got:|expected:
''')
# lines that only say something passed or that nothing went wrong
PASS = re.compile(r'''(?x)
  \bPASSED\b|\bPASS\b|✔|✓|^\s*ok\s+\d+|^ok\b| = \.$|\bpassed\b.*\b0\s+failed|
  \b0\s+(errors?|warnings?|failures?|failed)\b(?!.*[1-9]\d*\s+(errors?|failures?|failed))|
  XFAIL|xfail|^\s*\#\s*(fail|todo|cancelled|skipped)\s+0$|^\s*\#\s*pass
''')
OWN_EXT = r'(?:py|rb|js|mjs|ts|c|h|go|rs|php|pl|pm|t|css|md|html|ya?ml|bats|json|ini)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[])(?:file://)?(?:\./)?(/tmp/work/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+|:in\b)(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/rustc/|\.cargo/registry|library/(std|core)|<Jasmine>|vgpreload|\(in /|/lib/ruby|PHPUnit/|\bstrdup\.c|printf\.c|fileops\.c|vfprintf|iofopen\.c|internal/modules|/go/src/|GOROOT')

EXC = re.compile(r'^\s*([\w.]*(Error|Exception|Exit|Interrupt)\b|[\w.]+Error \[|(left|right):\s)')
FRAME = re.compile(r'^\s*\d+: (core|std|alloc|__rustc)::')
EXTRA = {
  'yamllint-deploy': r'^\./',
  'pytest-v-parametrize': r'XPASS|^_{3,} .* _{3,}$',
  'pytest-v-one-fail-long': r'^_{3,} .* _{3,}$',
  'rspec-doc-failures': r'^\s+\d+\) Cart|key not found',
  'stylelint-standard-color': r'^styles/',
  'valgrind-memcheck-leaks': r"Address 0x|free'd|alloc'd|HEAP SUMMARY|in use at exit",
  'rollup-missing-module': r'^src/main\.js$',
  'rollup-warnings-export': r'imported by|->|is not exported by|^src/main\.js$',
  'htmlhint-public': r'^\s+L\d+ \||^\s+\^ |^\s+/tmp/work/',
  'node-test-spec-color': r'^\s*[+-]\s{3}',
  'node-test-spec-fail': r'^\s*[+-]\s{3}',
  'ava-failures': r'^\s*[+-]\s{3}|^  \w+ › ',
  'phpunit-dataprovider': r'^\d+\) \w+::|^split must',
  'phpunit-testdox-failures': r'│ \w*(Error|Exception)|│ split must',
  'jasmine-tz-many-fail': r'^\d+\) (?!daysInMonth knows)',
  'jasmine-weekday': r'^\d+\) (?!daysInMonth knows)',
  'minitest-verbose': r'^\w+#test_\w+( \[.*\])?:$',
  'oxlint-src': r'^\s+[!x×] \w+\(',
  'biome-lint-src': r'^\s+[×!] ',
  'cmake-ninja-build': r'^/usr/bin/ld: |^  libzstd not found',
  'curl-i-500-json': r'"(type|detail)"|File \\"|^Content-Type',
  'apt-get-s-install': r'^\d+ upgraded, \d+ newly installed|will be upgraded:|^  libperl5.36 perl perl-base',
  'git-branch-a-vv': r'.',
  'git-diff-stat-big': r'.',
  'git-log-graph-all': r'^[|/\\ _]*\* [|/\\ _]*[0-9a-f]{7} ',
  'go-mod-tidy-missing': r'Bad Request|Forbidden|imports$',
  'go-test-cover-fail': r'^# |^coverage: ',
  'go-vet-ledger': r'^# ',
  'go-build-api-errors': r'^# ',
  'gofmt-d-index': r'^internal/|^diff |^--- |^\+\+\+ ',
  'tree-cmd-docs': r'^\d+ directories, \d+ files',
}
DROP = {
  'golangci-lint-run': r'^func |^var ',
  'unittest-v-subtests': r'expected failure$',
  'valgrind-memcheck-leaks': r'Memcheck, a memory error detector',
  'rollup-missing-module': r'^\s+at .*node_modules',
  'rollup-warnings-export': r'^https://',
  'npm-ls-problems': r'^├── (?!.*(invalid:|UNMET))',
  'find-type-f': r'.', 'ls-lar-guard': r'.', 'tree-cmd-docs': r'^(?!\d+ directories)', 'du-ah-rollup': r'.',
  'git-blame-docs': r'.', 'git-log-graph-all': r'^[|/\\ _]+$',
  'biome-lint-src': r'│',
  'cargo-clippy-lints': r'^\s+= note: |^\d+\s+\|',
  'clang-tidy-src': r'^\d+ warnings generated\.$',
}
def rule_keep(name, lines):
    keep = []
    prev = ''
    for l in lines:
        c = clean(l)
        p, prev = prev, c
        if not c.strip():
            continue
        hit = bool(EXC.search(c)) or 'panicked at' in p
        if name in EXTRA and re.search(EXTRA[name], c):
            hit = True
        if BAD.search(c) and not PASS.search(c):
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
        lines = out.split('\n')
        if lines and lines[-1] == '':
            lines = lines[:-1]
        name = os.path.basename(f)[:-6]
        keep = rule_keep(name, lines)
        for l in last3(lines):
            keep.append(l)
        seen = set(); k2 = []
        for k in keep:
            if k not in seen:
                seen.add(k); k2.append(k)
        open(f + '.keep', 'w').write('\n'.join(k2) + '\n')
        print(f'{name}: {len(k2)} keep / {len(lines)} lines')
main()
