#!/usr/bin/env python3
"""Write fresh18's keep lists by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. A keep line is an output line
with colour escapes and trailing blanks removed, each line once. The general
rule: a line that states an error, failure, warning or exception (not a
library's frame, not a line that only says something passed), a place in the
project's own files (file:line), a summary or count line, plus the last three
non-blank lines; the per-file tables add lines in the tool's own words (ADD),
drop lines that matched a word but say nothing a developer acts on (DROP), or
keep only lines of a pattern (ONLY, for checkers whose explanations under
each finding repeat the words "warning" and "error").
"""
import glob, os, re, sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b\(B')
def clean(l): return ANSI.sub('', l).rstrip()

BAD = re.compile(r'''(?ix)\b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|panic|
  exception|assert\w*|expected|unexpected|invalid|undefined|unbound|missing|not\s+ok|cannot|could\s+not|unable|
  unknown|refused|timed?\s*out|timeout|aborted|conflicts?|deprecated|rejected|deadlock|not\s+allowed|
  no\s+such\s+file|not\s+found|bad|mismatch|duplicate|unclosed|lacks|crash|raised|halted|
  division\s+by\s+zero|range\s+check|incompatible|illegal|unhandled|couldn't\s+match)\b|✖|⚠|\*\*\*''')
PASSONLY = re.compile(r'^\s*ok\b|\.\.\.\s*OK$|^PASS:')
# a library's or the runtime's frame or header file
LIB = re.compile(r'/usr/(lib|local|share|include)/|ice-9/|^\d+: \(SB-|node_modules/|^\s+at .*\(node:')
# a place in the project's own files
PLACE = re.compile(r'''(?x)(^|[\s(])(\./)?(src|lib|test|tests|test2|docs|pricing|store|icons|R|man|scripts)?/?
  [\w.-]+\.(hs|ml|c|h|pas|adb|ads|scm|lisp|y|awk|fs|vala|coffee|js|go|R|Rd|css|md|html|svg|dot|tex)
  ([:(]\d+|\s+line\s+\d+)''')
COUNT = re.compile(r'''(?ix)^\s*(\#\s*(TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR|pass|fail|skip|todo):|
  \d+\.\.\d+$|Status:|Tidy\s+found|Finished\s+checking|Compilation\s+failed|\d+\s+checks,|
  Average:|There\s+are\s+\d+\s+problems|\d+\s+(warnings?|errors?|hints?|notes?)|\d+\s+\w+\(s\)\s+issued|
  Hits\s*=|Lines\s+analyzed|Physical\s+Source|Hits@level|Testsuite\s+summary|\d+\s+lines\s+compiled)''')

ADD = {
  'autoreconf-fiv-configure': r'^(configure\.ac|Makefile\.am):\d+|^autoreconf: (Leaving|error)|^config\.status: creating',
  'bison-wall-counterexamples': r'^calc\.y',
  'dot-v-tsvg-deps': r'^Warning|^Error|^dot: ',
  'dune-test-ledger': r'^not ok|^Raised at|^Called from|^\s*\S+ alias test/runtest \(exit',
  'dune-test-force-long-pass': r'^\d+ checks',
  'flawfinder-src': r'^src/\S+:\d+:\s+\[\d\]|^(Hits|Lines analyzed|Physical Source|Hits@level|Minimum risk|Not every hit|There may be)',
  'gnatmake-main-constraint': r'^raised ',
  'gofumpt-l-d': r'^(pricing|store)/\S+\.go$|^diff |^(---|\+\+\+) |^@@',
  'gocritic-enable-all': r'^\./',
  'gocyclo-over-1-avg': r'.',
  'guile-queue': r'^ERROR|^Unbound variable',
  'guile-autocompile-report': r'^;;; .*warning|^FORMAT: error|^\s+missing argument|^In /home/dev/work/scm/report\.scm:|^\s+9:0\s+5 \(_\)|^ice-9/boot-9\.scm:\d+:\d+: In procedure raise-exception:|^error in format',
  'make-k-check-ring': r'^(PASS|FAIL|SKIP|XFAIL|XPASS|ERROR): |^See \./test-suite\.log|^make(\[\d\])?: \*\*\*|^make: Target',
  'npx-alex-docs': r'^docs/\S+\.md$|^\s*\d+:\d+(-\d+:\d+)?\s+warning\s',
  'npx-csslint-style': r'^\d+: (warning|error) at line|^csslint: |^[A-Z].*[.)]$',
  'npx-qunit-money': r'^not ok|^\s+message:|^\s+actual\s*:|^\s+expected:|^\s+(Error|TypeError): |^\s+at .*/(src|test)/|^# (pass|fail|skip|todo)|^1\.\.\d+',
  'npx-qunit-seed-roundtrip': r'^not ok|^\s+message:|^\s+actual\s*:|^\s+expected:|^\s+at .*/(src|test2?)/|^# (pass|fail|skip|todo)|^1\.\.\d+',
  'npx-remark-lint-docs': r'^docs/\S+\.md$|^\d+:\d+(-\d+:\d+)?\s+warning',
  'npx-svgo-icons': r'^SvgoParserError|^> \d+ \|',
  'r-cmd-build-check': r'\.\.\. (ERROR|WARNING|NOTE)$|^\* checking tests|^ ERROR$|^Running the tests in|^\s+Error: |^checkRd: |^Undocumented|^\s+‘(tally_share|sort|y)’|^Codoc mismatches|^\s+(Code|Docs): |^Argument names in docs|^Documented arguments not|^Namespace in Imports|^License components|^Status: ',
  'rscript-orders': r'^Warning message|^In \w+|^Error in |^Calls: |^Execution halted|^region missing|^NAs introduced',
  'sbcl-script-cart': r'^Unhandled |^\s+NIL$|^\s+is not of type|^\s+NUMBER$|^1: \(APPLY-COUPON|^unhandled condition',
  'sparse-wsparse-all': r'^src/\S+:\d+:\d+: ',
  'tcc-wall-build-run': r'^src/|\(null\)',
  'tidy-e-pages': r'^line \d+ column \d+ - (Warning|Error):|^Tidy found',
  'fpc-vewnh-orders': r'^orders\.pas\(|^Fatal: |^Error: ',
  'fpc-vwnhiud-B-orders': r'^orders\.pas\(|^\d+ lines compiled|^\d+ \w+\(s\) issued',
  'valac-inventory': r'^inv\.vala:|^Compilation failed',
  'ghc-wall-make-main': r'^\S+\.hs:\d+:\d+: |^\s+• ',
  'ghc-wall-main-run': r'^\S+\.hs:\d+:\d+: |^\s+(Defined but not used|Pattern match)|^stock: ',
  'gforth-stack-div0': r'^stack\.fs:\d+|>>>',
  'dune-build-type-errors': r'^File "|^Error|^Here is an example',
}
DROP = {
  # a diff's context and changed lines (the places stay)
  'gofumpt-l-d': r'^( |\+(?!\+\+ )|-(?!-- ))',
  # the regression table's column heads and legend, not errors
  'rscript-orders': r'^\s+Estimate Std\. Error|^Residual standard error|^Signif\. codes',
  # explanations printed under every finding, not findings
  'flawfinder-src': r'^\s',
  'fpc-vwnhiud-B-orders': r'^\(\w+\)\s|Handling switch|procedure/function|Parsing implementation|^Searching |^(Using|Reading|Compiling|Loading|Load from|Unit|PPU|Interpreting|interpreting|Handling|Macro|Define|Undefine|Registering|Opening|Found|Configfile|Path|Number)\b|\bnot found$|option "',
  'autoreconf-fiv-configure': r'^autoreconf: export WARNINGS=$|^checking |^autoreconf: running|^libtoolize:|^configure\.ac:\d+: installing',
  'make-k-check-ring': r'^(gcc|libtool|/bin/bash|mv|make(\[\d\])?: (Entering|Leaving))|^\s*-D',
  'bison-wall-counterexamples': r'^\s',
  'tidy-e-pages': r'^(The |of |longdesc|These |For further|see http|You are|properties|the size|compared|One or more|dropped|want|Info:)',
  # the file's name over each finding and the source line it quotes
  'npx-csslint-style': r'^style\.css$|[{}]|^@import',
  'dot-v-tsvg-deps': r'^\s|^(Activated|Using|libdir|The plugin|pack info|fontname|network simplex|mincross|rank|routesplines|dot: allocating|ranking|position|Maxrank|\s)',
  'sparse-wsparse-all': r'^/usr/include/|note: in included file',
  'npx-qunit-seed-roundtrip': r'^ok ',
  'dune-test-force-long-pass': r'^ok ',
  'r-cmd-build-check': r'^\* checking .*\.\.\. OK$|^\s+> ',
  'sbcl-script-cart': r'^\d+: \((SB-|\(LABELS|\(LAMBDA|\(FLET|LOAD|SB-)',
  'guile-queue': r'^In unknown file:$',
  'guile-autocompile-report': r'^In unknown file:$|^\s+\d+:\d+\s+\d+ \((with-exception|call-with|save-module|raise-exception|format:format-work|_\))',
}
ONLY = {
  # a finding's head, its places and the count; the explanation under each
  # head names the flag that would silence it ("inhibit warning")
  'splint-weak-src': r'^\s*src/\S+:\d+:\d+: |^Finished checking',
  'splint-strict-src': r'^\s*src/\S+:\d+:\d+: |^Finished checking',
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
