#!/usr/bin/env python3
"""Write the keep lists of fresh4 by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. Adapted from fresh3's rules.
"""
import glob, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|critical|panic|panicked|
     exception|traceback|assert\w*|expected|actual|unexpected|invalid|undefined|undeclared|unmet|missing|
     not\s+ok|segfault|killed|lost|leak|denied|cannot|can't|could\s+not|unable|unknown|refused|
     timed?\s*out|timeout|aborted|conflict|E:|W:|error\[\w+\]|Error\b)\b
  | ✘|✖|×|\(!\)|\[!\]|▲|^\s*E\s|^>\s|Difference|[Ee]xpected:|Actual:|got:|expected:|\*\*\*\w+
''')
# lines that only say something passed or that nothing went wrong
PASS = re.compile(r'''(?x)
  \bPASSED\b|\bPASS\b|\bPassed\b|✔|✓|^\s*ok\s+\d+|^ok\b|^test\s.*\.\.\.\s+ok$|
  \b0\s+(errors?|warnings?|failures?|failed)\b(?!.*[1-9]\d*\s+(errors?|failures?|failed))|
  XFAIL|xfail
''')
# final summaries: counts of tests, problems, files
SUMMARY = re.compile(r'''(?ix)
  ^\s*=*\s*\d+\s+(passed|failed)\b|^Tests?:\s|^Test\s+Suites:|^Ran\s+\d+\s+tests|^test\s+result:|
  ^TOTAL\b|\btests?\s+(passed|failed)\b|^\s*FOUND\s+\d+|^\d+\s+errors?,|\d+\s+offenses?\s+detected|
  ^\d+\s+files?\s+(would\s+be\s+)?(reformatted|inspected)|Issues\s+found:|^build\s+(succeeded|finished)|
  ^\d+\s+upgraded,|^Downloaded:|^Total\s+issues|^\s+Total\s+lines\s+of\s+code|files?\s+changed
''')
OWN_EXT = r'(?:py|rb|js|mjs|ts|c|h|go|rs|php|java|sh|sql|rst|md|html|css|json|ya?ml|xml|conf)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[])(?:file://)?(?:\.\.?/)?(/tmp/work/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+|:in\b| on line )(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/rustc/|\.cargo/registry|library/(std|core)|/lib/ruby|/go/src/|GOROOT|at org\.junit|at java\.|at jdk\.|\(Assert\.java|/libio/|\./libio')
EXC = re.compile(r'^\s*([\w.:]*(Error|Exception|Exit|Interrupt|ENOENT)\b|[\w.]+Error \[|(left|right):\s)')
CARET = re.compile(r'^\s+\^[\^~-]*(\s|$)')
FRAME = re.compile(r'^\s*\d+: (core|std|alloc|__rustc)::')

# per file: more lines that say where a failure is, or what it is, in that tool's words
EXTRA = {
  'coverage-run-pytest': r'^billing/',
  'black-check-diff': r'^would reformat|^Oh no|^--- |^\+\+\+ ',
  'isort-check-diff': r'^--- |^\+\+\+ ',
  'bandit-r-billing': r'^>> Issue:|^\s+Severity: (Medium|High)|^\s+(Low|Medium|High): \d+',
  'cargo-fmt-check-diff': r'^Diff in ',
  'cargo-test-doctests': r'^---- .* stdout ----$|^    src/lib\.rs - ',
  'ctest-failures-timeout': r'^\s+\d+ - \w+ \((Failed|Timeout)\)$',
  'cspell-src-docs': r' X$',
  'diff-u-json-configs': r'^[-+@]',
  'diff-y-side': r'\s[|<>](\s|$)',
  'git-bisect-run': r'first bad commit|^commit |^    \S',
  'hg-log-stat': r'^changeset:|^summary:|\|\s+\d+ [+-]+$',
  'httpie-v-html': r'^HTTP/|^GET |^Content-(Type|Length)',
  'junit4-console-failures': r'^\d+\) \w+\(',
  'ab-n500-c10': r'^(Complete requests|Failed requests|Non-2xx|Requests per second|Time per request):',
  'meson-setup-ninja-errors': r'found: NO|^FAILED: ',
  'phpcs-psr12': r'^FILE: |^PHPCBF CAN FIX',
  'php-uncaught-warnings': r'^\s+thrown in ',
  'rake-trace-enoent': r'^/tmp/work/rshop/Rakefile:\d+|^Tasks: ',
  'strace-f-segv': r'SIGSEGV',
  'go-test-fuzz-crash': r'Failing input written|go test -run=',
  'strace-f-python-enoent': r'missing\.json|^\s+\^+$|^\s+with open',
  'tail-n530-access-log': r'\b404\b',
  'vite-build-chunks': r'^\[plugin:|^- |chunks are larger',
  'wget-S-many-404': r' 404 ',
  'pyright-strict': r'^/tmp/work/\S+\.py$',
  'sqlite3-report-errors': r'error here',
  'jest-coverage-one-fail': r'^\s+● |^FAIL |^\s+[-+]\s{3}|^All files',
}
# per file: a line that heads the failure below it (the traced command,
# the request, the statement) is kept with each error line
ANCHOR = {
  'bash-x-deploy-fail': r'^\+ ',
  'wget-S-many-404': r'^--\d{4}-\d\d-\d\d ',
}
DROP = {
  'coverage-run-pytest': r'^/usr/',
  'go-test-fuzz-crash': r'^\s+/usr/local/go/src/|^\s+panic\(\{',
  'meson-setup-ninja-errors': r'^Project version',
  'junit4-console-failures': r'^\s+at org\.junit',
  'black-check-diff': r'^[ +-](?![-+]{2} )', 'isort-check-diff': r'^[ +-](?![-+]{2} )',
  'dpkg-l-python3': r'.', 'tail-n300-dpkg-log': r'.',
  'apt-get-install-real': r'^(Setting up|Unpacking|Selecting|Preparing|Processing|Get:|Fetched)',
  'cargo-fmt-check-diff': r'^[-+ ]',
  'tail-n530-access-log': r'" 200 -$',
  'strace-f-python-enoent': r'^(openat|newfstatat|stat|readlink|access|getcwd|read|close|lseek|fstat)\(|^\[pid',
  'vite-build-chunks': r'^dist/',
  'jq-stream-type-error': r'^\{(?!.*jq: error)',
  'doxygen-warnings': r'^(Searching|Reading|Parsing|Preprocessing|Generating|Building|Associating|Computing|Counting|Adding|Sorting|Freeing|Resolving|Flushing|Determining|Combining|Writing|Finished|finished|Lookup|Patching|Running|Cleaning|Creating|Add)\b',
  'pyright-strict': r'^\s{4}\S',
}

def rule_keep(name, lines):
    keep = []
    prev = ''
    anchor = None
    for l in lines:
        c = clean(l)
        p, prev = prev, c
        if not c.strip():
            continue
        bad = bool(BAD.search(c)) and not PASS.search(c)
        hit = bad or bool(EXC.search(c)) or 'panicked at' in p or bool(SUMMARY.search(c))
        if name in EXTRA and re.search(EXTRA[name], c):
            hit = True
        m = PLACE.search(c)
        if m and not LIB.search(c):
            hit = True
        if FRAME.search(c) or (name in DROP and re.search(DROP[name], c)):
            hit = False
        if name in ANCHOR and re.search(ANCHOR[name], c):
            anchor = c
        if hit and bad and anchor and anchor != c:
            keep.append(anchor)
        if hit and CARET.search(c) and p.strip():
            keep.append(p)  # the line a caret points at
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
        print(f'{name}: {len(k2)} keep / {len(lines)} lines')

main()
