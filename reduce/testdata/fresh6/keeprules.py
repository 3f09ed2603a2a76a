#!/usr/bin/env python3
"""Write the keep lists of fresh6 by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. Adapted from fresh5's rules: failure words are
looked for only outside path and file-name tokens, and listings, dumps and
documentation keep only their last lines.
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
  ^\d+\s+items\s+had\s+failures|^\d+\s+tests\s+in\s+\d+\s+items|^\d+\s+failed\s+and|^\s*\d+\s+(passing|failing|pending)\b|^\d+\s+runs,\s|^<!--\s+(tests|pass|fail)\s+\d+|^FAILED\s+\(|generated\s+\d+\s+warnings?
''')
OWN_EXT = r'(?:py|rb|js|mjs|ts|c|h|go|rs|php|java|sh|sql|rst|md|html|css|scss|json|ya?ml|xml|conf|pl)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[])(?:file://)?(?:\.\.?/)?(/tmp/work6/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+|:in\b| on line )(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/lib/python3|/rustc/|\.cargo/registry|library/(std|core)|/lib/ruby|/go/src/|GOROOT|sysdeps/|\.\./csu/')
EXC = re.compile(r'^\s*([\w.:]*(Error|Exception|Exit|Interrupt|ENOENT)\b|[\w.]+Error \[|(left|right):\s)|^(The above exception was|During handling of the above exception)')
FRAME = re.compile(r'^\s*\d+: (core|std|alloc|__rustc)::')

# per file: more lines that say where a failure is, or what it is, in that tool's words
EXTRA = {
  'go-run-deadlock': r'^goroutine 1 \[',
  'valgrind-helgrind-race': r'Possible data race|This conflicts with a previous|is \d+ bytes inside',
  'mocha-reporter-dot': r'^\s*[-+] {1,3}\S|!==|^\s*\d+\) \S',
  'mocha-reporter-list': r'^\s*[-+] {1,3}\S|!==|^\s*\d+\) \S',
  'node-test-reporter-dot': r'!==|^\s+(expected|actual|operator):',
  'node-test-reporter-junit': r'!==|^\s+(expected|actual|operator):',
  'npm-pack-dry-run': r'npm notice (name|version|filename|package size|unpacked size|total files):',
  'cargo-run-backtrace': r'^\s+\d+: billing::',
  'git-format-patch-stdout': r'^Subject:|^From [0-9a-f]{40} |^diff --git|^@@|^[-+](?![-+]{2} )',
  'git-log-pretty-fuller': r'^commit |^    \S',
  'minitest-default-seed': r'^\s*\d+\) (Failure|Error):|^[-+]"|^@@|^--- expected|^\+\+\+ actual',
  'xmllint-schema-format': r'fails to validate',
  'strace-c-python': r'^% time|\stotal$',
  'python-trace-count': r'^lines\s+cov%|^\s+\d+\s+\d+%\s+(app|shop)\s',
  'go-test-shuffle-parallel': r'^-test\.shuffle',
}
# per file: a line that opens a block whose indented lines are kept
BLOCK = {}
# per file: a line that opens a block whose indented lines are not kept
SKIPBLOCK = {}
# per file: keep the line after a matching one
AFTER = {}
# per file: the first line is the header of a table
FIRST = {'python-x-importtime'}
# per file: a listing, a dump or documentation, where a failure word is
# prose or data: only the last three lines are kept
ONLYLAST = {'python-x-importtime', 'pydoc-json-decoder', 'go-doc-all-strings', 'pip-list-v',
            'readelf-s-race', 'gcc-H-includes', 'go-build-x', 'sqlite3-dump', 'dpkg-L-libc6',
            'tar-tvzf-bundle'}
DROP = {
  'node-test-reporter-junit': r'^\s*<testsuite .*failures="0"',
  'unittest-locals-fails': r'^\s+\w+ = ',
}

# a path or file-name token ("lib/errors.js", "error_test.py"): failure words
# inside one are not looked for
PATHTOK = re.compile(r'[\w.@~+-]*/[\w.@~+/-]*|\b[\w@+-]+\.(?:' + OWN_EXT[3:-1] + r'|txt|ini|so|o|a|gz|tgz|log|cfg|toml|lock|xsd|db)\b')

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
        nopath = PATHTOK.sub(' ', c)
        bad = bool(BAD.search(nopath)) and not PASS.search(c)
        hit = bad or bool(EXC.search(c)) or 'panicked at' in p or bool(SUMMARY.search(c))
        if name in EXTRA and re.search(EXTRA[name], c):
            hit = True
        m = PLACE.search(c)
        if m and not LIB.search(c):
            hit = True
        if FRAME.search(c) or (name in DROP and re.search(DROP[name], c)):
            hit = False
        if name in ONLYLAST:
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
