#!/usr/bin/env python3
"""Write the keep lists of fresh16 by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
(and, for JSON diagnostics, `-- contains --`) section of every txtar from its
`-- output --`. Copied from fresh15's rules (fresh14's with per-file tables); the
per-file tables are this set's, listed in the README.
"""
import glob, json, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)
  \b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|critical|panic|panicked|
     exception|traceback|assert\w*|expected|actual|unexpected|invalid|undefined|undeclared|unmet|missing|
     not\s+ok|segfault|killed|lost|leak|denied|cannot|can't|could\s+not|unable|unknown|refused|
     timed?\s*out|timeout|aborted|conflict|conflicts|deprecated|deprecation|runtime\s+error|overflow|SIGSEGV|E:|W:|error\[\w+\]|Error\b|forbidden|data\s+race|rejected|deadlock|not\s+allowed|no\s+such\s+file|not\s+found|segmentation\s+fault|SEVERE)\b
  | ✘|✖|✕|×|\(!\)|\[!\]|▲|^\s*E\s|^>\s|Difference|[Ee]xpected:|Actual:|got:|expected:|Received:|\*\*\*\w+
''')
# lines that only say something passed or that nothing went wrong
PASS = re.compile(r'''(?x)
  \bPASSED\b|\bPASS\b|\bPassed\b|✔|✓|^\s*ok\s+\d+|^ok\b|^test\s.*\.\.\.\s+ok$|\(pass\)|
  \b0\s+(errors?|warnings?|failures?|failed)\b(?!.*[1-9]\d*\s+(errors?|failures?|failed))|
  ^No\s+syntax\s+errors|XFAIL|xfail
''')
# final summaries: counts of tests, problems, files
SUMMARY = re.compile(r'''(?ix)
  ^\s*=*\s*\d+\s+(passed|failed)\b|^Tests?:\s|^Test\s+Suites:|^Snapshots:\s|^Ran\s+\d+\s+tests|^test\s+result:|
  ^TOTAL\b(?!\s*=)|\btests?\s+(passed|failed)\b|^\s*FOUND\s+\d+|^\d+\s+errors?,|\d+\s+offenses?\s+detected|
  ^\d+\s+files?\s+(would\s+be\s+)?(reformatted|inspected)|Issues\s+found:|^build\s+(succeeded|finished)|
  ^\d+\s+upgraded,|^Downloaded:|^Total\s+issues|files?\s+changed|^SUMMARY:|^\#\s+(tests|pass|fail)\s+\d+|
  ^\d+\s+items\s+had\s+failures|^\d+\s+tests\s+in\s+\d+\s+items|^\d+\s+failed\s+and|^\s*\d+\s+(passing|failing|pending)\b|^\d+\s+runs,\s|^<!--\s+(tests|pass|fail)\s+\d+|^FAILED\s+\(|generated\s+\d+\s+warnings?|
  ^\s*\d+\s+(pass|fail)$|^Ran\s+\d+\s+tests\s+across|^\d+\s+examples?,\s+\d+\s+failures?|^DONE\s+\d+\s+tests|^Tidy\s+found|^Total:\s|
  ^\#\s+(TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR):|^(Ok|Expected\s+Fail|Fail|Unexpected\s+Pass|Skipped|Timeout):\s+\d|^\d+\s+(scenarios|steps)\s+\(
''')
OWN_EXT = r'(?:py|rb|cpp|hpp|cc|js|mjs|ts|c|h|go|rs|php|java|sh|sql|rst|md|html|css|scss|json|ya?ml|xml|conf|pl|pm|lua|f90|feature|less|txt)'
PLACE = re.compile(r'(?:^|[\s(\'"`\[])(?:file://)?(?:\.\.?/)?(/tmp/work16/)?([\w@.\-/]+\.' + OWN_EXT + r')(?::|\(|", line |,?\s+line\s+|:in\b| on line )(\d+)')
LIB = re.compile(r'node_modules|/usr/|node:|site-packages|dist-packages|/lib/python3|/rustc/|\.cargo/registry|library/(std|core)|/lib/ruby|/go/src/|/pkg/mod/|GOROOT|sysdeps/|\.\./csu/|libsanitizer|java\.base[@/]|/rust/deps/')
EXC = re.compile(r'^[\s|]*([\w.:]*(Error|Exception|Exit|Interrupt|ENOENT)\b|[\w.]+Error \[|(left|right):\s)|^(The above exception was|During handling of the above exception)|^Caused by: ')
FRAME = re.compile(r'^\s*\d+:\s+(?:0x[0-9a-f]+ - )?[<&]*(?:dyn )?(core|std|alloc|__rustc)(\[[0-9a-f]+\])?::')

# per file: more lines that say where a failure is, or what it is, in that tool's words
JEST = r'^\s+● '
# jest's assertion diff: the "- Expected"/"+ Received" header and the differing lines
JESTDIFF = r'^\s{4}[-+]\s'
VITEST = r'^\s*(Test Files|Tests|Type Errors)\s+\d'
# vitest's assertion diff (colour removed): the differing lines at the margin
VITESTDIFF = r'^[-+] {2,}\S|^[-+] (Expected|Received):?$'
# go test: a failure's want line under its got, and a data race's accesses
GOFAIL = r'^\s+want\s|^(Read|Write|Previous (read|write)) at 0x'
EXTRA = {
  'go-test-race-shuffle-four-pkgs': GOFAIL,
  'go-test-v-run-quote-slog': GOFAIL,
  'jest-expand-cart': JEST + '|' + JESTDIFF,
  'vitest3-run-no-file-parallelism-unhandled': VITEST + '|' + VITESTDIFF,
  # a failed test's name in the JSON jq printed
  'vitest3-reporter-json-jq-failed': r'"fullName": ',
  # revive's message is on the line above its place, after a warning sign
  'revive-formatter-friendly-all': r'^\s+⚠ ',
  # gosec's count of issues in its summary
  'gosec-fmt-text-all': r'^\s+Issues\s+:',
  # shellcheck's finding under its caret, "^-- SC2086 (info): ..."
  'shellcheck-x-o-all-scripts': r'SC\d{4} \(',
  # drd's race report ("Conflicting load by thread 3")
  'valgrind-tool-drd-race': r'Conflicting (load|store) by thread',
  # the deploy checks: each finding and the count
  'django-check-deploy': r'^\?: \(security\.W\d+\)|^System check identified',
  # unittest's assertion diff under a FAIL (Django's runner)
  'django-manage-test-orders-timing': r'^[-+] ',
  # what makemigrations would write: the app, the file and each operation
  'django-makemigrations-check-dry-run': r'^Migrations for |^\s+\w+/migrations/\S+\.py$|^\s+- ',
  # the plan: each resource's action and the plan's count
  'terraform-plan-no-color': r'^\s+# \S+ will be |^Plan: \d',
  # terraform's message under an error's place (no failure word in it)
  'terraform-validate-no-color-errors': r'^(The argument|An argument) ',
  'terraform-plan-var-invalid-env': r'^env must be ',
  # JUnit's counts box
  # biome's format and import-order findings name their file only
  'biome19-check-src-vtest': r'^\S+ (format|organizeImports) ━',
  # a cause under a failure, indented in JUnit's report
  'junit5-console-scan-classpath': r'^\s+Caused by: |^\[\s+\d+ tests (found|successful|failed|skipped|aborted)',
}
# per file: only lines matching this are kept (with the last three): the
# rest is a diff's code or a listing whose words are data
ONLYRULE = {
  'diff-u-feed-csv': r'^--- |^\+\+\+ |^@@ ',
  'terraform-fmt-check-diff-recursive': r'^[\w/.-]+\.tf$|^--- |^\+\+\+ |^@@ ',
  # go list -json: each package's import path (no package has an error)
  'go-list-json-all': r'^\t"ImportPath": ',
  # git log --name-status: each commit, its subject and the files it touched
  'git-log-name-status-n12': r'^commit [0-9a-f]{7,}|^    \S|^[AMDRC]\d*\t',
  # shellcheck: each place and each finding under its caret; the source
  # lines and the "Did you mean" fixes are code, whatever words they hold
  'shellcheck-x-o-all-scripts': r'^In \S+ line \d+:|SC\d{4} \(',
}
# per file: a table's header row, kept with its last lines (none in this set)
HEADER = {}
# per file: for a kept line matching the first pattern, the nearest line
# above it matching the second names it (none in this set)
BEFORE = {}
# per file: a failure prints two whole dumps (none in this set)
DUMPDIFF = {}
# per file: got and want as two blocks (none in this set)
PAIRS = {}
# per file: JSON lines whose diagnostic must survive (none in this set)
CONTAINS = {}
# per file: lines that match a rule but say nothing of a failure
DROP = {
  # tox's list of the packages in each env: one 5 KB line, matched for
  # "types-Deprecated" in it
  'tox-py311-lint': r'^\w+ installed: ',
  # JUnit's and the JDK's own frames under a failure (its test's frame stays)
  'junit5-console-scan-classpath': r'^\s+(org\.junit\.|org\.opentest4j\.|java\.base/)',
  # a library frame's source line ("raise dj_exc_value.with_traceback(...)")
  'django-manage-test-orders-timing': r'^\s+raise dj_exc_value',
  'django-manage-test-v2-missing-migration': r'^\s+raise dj_exc_value',
  'django-manage-test-debug-sql-views': r'^\s+raise dj_exc_value',
  # gosec's quoted source lines around a finding (a function returning
  # "error" is code, not a failure); the finding's own line stays
  'gosec-fmt-text-all': r'^\s+\d+: ',
  # biome's code frames and suggested edits are code
  'biome19-check-src-vtest': r'^\s+\d*\s+\d*\s*│',
  # a passing subtest's own t.Logf line (the failing subtest's stays)
  'go-test-v-run-quote-slog': r'api_test\.go:35: POST /quote (?!\{"zone":"at","qty":"3x2")',
  'go-test-race-shuffle-four-pkgs': r'api_test\.go:35: POST /quote (?!\{"zone":"at","qty":"3x2")',
}
# every file: pytest's header naming the plugins loaded is never a keep
# line; nor is a passing test's INFO log line, whatever place it carries
DROPALL = r'^plugins: |\blevel=INFO\b'
# per file: a listing, where a failure word is data: only the last three
# lines are kept
ONLYLAST = {'ls-lAhR-packages-vtest-styles'}
# per file: what the agent asked to read: every line is the answer
ALL = {'sqlite3-json-heavy-by-country', 'git-ls-files-others-exclude-standard', 'django-migrate-plan'}

# a path or file-name token ("lib/errors.js", "error_test.py"): failure words
# inside one are not looked for
PATHTOK = re.compile(r'[\w.@~+-]*/[\w.@~+/-]*|\b[\w@+-]+\.(?:' + OWN_EXT[3:-1] + r'|txt|ini|so|o|a|gz|tgz|log|cfg|toml|lock|xsd|db)\b')

def dumpdiff(name, lines):
    """The lines of each dump pair that the other dump lacks."""
    a_re, b_re = (re.compile(p) for p in DUMPDIFF[name])
    keep = set()
    i = 0
    cl = [clean(l) for l in lines]
    while i < len(cl):
        if a_re.match(cl[i]):
            a = []
            while i < len(cl) and (a_re.match(cl[i]) or not b_re.match(cl[i]) and not cl[i].strip().startswith('at ')):
                if a_re.match(cl[i]):
                    a.append(cl[i])
                i += 1
            b = []
            while i < len(cl) and b_re.match(cl[i]):
                b.append(cl[i])
                i += 1
            body = lambda l: re.sub(r'^\s+(--|\+\+)', '', l)
            ab, bb = {body(l) for l in a}, {body(l) for l in b}
            keep |= {l for l in a if body(l) not in bb}
            keep |= {l for l in b if body(l) not in ab}
            continue
        i += 1
    return keep

def pairdiff(name, lines):
    """The lines of each got/want block pair that the other block lacks."""
    a_re, m_re, e_re = (re.compile(p) for p in PAIRS[name])
    cl = [clean(l) for l in lines]
    keep = set()
    i = 0
    while i < len(cl):
        if not a_re.match(cl[i]):
            i += 1
            continue
        i += 1
        a = []
        while i < len(cl) and not m_re.match(cl[i]):
            a.append(cl[i])
            i += 1
        i += 1
        b = []
        while i < len(cl) and not e_re.match(cl[i]):
            b.append(cl[i])
            i += 1
        keep |= {l for l in a if l not in b and l.strip()}
        keep |= {l for l in b if l not in a and l.strip()}
    return keep

def rule_keep(name, lines):
    keep = []
    prev = ''
    diffs = dumpdiff(name, lines) if name in DUMPDIFF else set()
    if name in PAIRS:
        diffs |= pairdiff(name, lines)
    for i, l in enumerate(lines):
        c = clean(l)
        p, prev = prev, c
        if not c.strip() or '\r' in c:
            continue  # blank, or a progress bar's frames (see README)
        if name in HEADER and re.search(HEADER[name], c):
            keep.append(c)
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
        if c in diffs:
            hit = True
        if re.match(r'\s*at ', c) and LIB.search(c):
            hit = False  # a library's stack frame, whatever its function is called
        if FRAME.search(c) or (name in DROP and re.search(DROP[name], c)) or re.search(DROPALL, c):
            hit = False
        if hit and name in BEFORE and re.search(BEFORE[name][0], c):
            for j in range(i - 1, -1, -1):
                if re.search(BEFORE[name][1], clean(lines[j])):
                    keep.append(clean(lines[j]))
                    break
        if hit:
            keep.append(c)
    return keep

def contains(name, lines):
    out = []
    for l in lines:
        if not re.search(CONTAINS[name], l):
            continue
        msg = json.loads(l)['message']
        s = '"message":' + json.dumps(msg['message'], ensure_ascii=False)
        assert s in l, s
        out.append(s)
    return out

def last3(lines):
    ne = [clean(l) for l in lines if clean(l).strip() and '\r' not in l]
    return ne[-3:]

def main():
    src = sys.argv[1]
    for f in sorted(glob.glob(os.path.join(src, '*.txtar'))):
        t = open(f, encoding='utf-8', newline='').read()
        head, out = t.split('-- output --\n', 1)
        out = re.split(r'(?<=\n)-- (?:keep|contains) --\n', out)[0]
        if not out.endswith('\n'):
            out += '\n'
        lines = out.split('\n')[:-1]
        name = os.path.basename(f)[:-6]
        cont = []
        if name in CONTAINS:
            cont = contains(name, lines)
            lines_k = [l for l in lines if not re.search(CONTAINS[name], l)]
            keep = rule_keep(name, lines_k) + last3(lines_k)
        else:
            keep = rule_keep(name, lines) + last3(lines)
        seen, k2 = set(), []
        for k in keep:
            if k not in seen:
                seen.add(k)
                k2.append(k)
        tail = '-- keep --\n' + '\n'.join(k2) + '\n'
        if cont:
            tail += '-- contains --\n' + '\n'.join(cont) + '\n'
        open(f, 'w', encoding='utf-8', newline='').write(head + '-- output --\n' + out + tail)
        kb = sum(len(k) + 1 for k in k2) + sum(len(c) + 1 for c in cont)
        print(f'{name}: {len(k2)} keep + {len(cont)} contains / {len(lines)} lines, keep bytes {kb}/{len(out)}')

main()
