#!/usr/bin/env python3
"""Derive the `-- keep --` list of every .txtar in this folder from its output.

Written from scratch for this set, by rule, before anything scored it.

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines containing a carriage return are never kept; each line is listed once,
in order of first appearance.  Run: python3 keeprules.py  (rewrites the keep
sections in place; the cmd/exit/output parts are left byte-for-byte alone).
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')

# --- general rules -------------------------------------------------------

# words that state a problem (substring, case-insensitive, so that
# AssertionError / NoMethodError / IndexOutOfBoundsException also match)
PROBLEM = re.compile(
    r'error|exception|fail|warn|panic|fatal|abort|conflict|traceback|'
    r'not ok|undefined reference|invalid |signal sig|would reformat|'
    r'unrecognized arguments|\bassert',
    re.I)

# file:line locations (or File "x", line N / Java frames / Ruby frames)
LOCATION = re.compile(
    r'(?:^|[\s(\[\'"/:])[\w.-]*(?:/[\w.+-]+)*\.(?:py|rb|c|h|java|js|mjs|cjs|go|sh|bats|ts):\d+'
    r'|File "[^"]+", line \d+'
    r'|\(\w+\.java:\d+\)'
    r'|\S+:\d+:in [`\']')

# locations that are library / runtime / tool frames, not project code
FOREIGN = re.compile(
    r'/usr/lib/|/usr/local/go/|/usr/libexec/|node:internal|node_modules|'
    r'java\.base/|org\.junit|/usr/share/|dist-packages|site-packages|'
    r'vg_replace_malloc|vgpreload|\(in /lib|/lib/x86_64|/gems/|<internal:')

# assertion details
DETAIL = re.compile(
    r'^\s*(?:Expected|Actual|expected|actual|want|got)\b\s*[:=<]?'
    r'|^E\s'                      # pytest assertion / exception lines
    r'|^>\s'                      # pytest: the failing source line
    r'|!==|but was:<|expected:<')

# summary / count lines
SUMMARY = re.compile(
    r'\b\d+ (?:passed|failed|errors?|warnings?|failures?|failing|passing|'
    r'skipped|tests?|offenses|files? would be|runs,|deselected)\b'
    r'|^Found \d+ errors?|Tests run:|rated at|tests passed|ERROR SUMMARY|'
    r'^\s*# (?:tests|pass|fail) \d|^ℹ (?:tests|pass|fail) \d|^DONE \d+ tests|'
    r'^TOTAL\b')

# rows that only say a test passed (never kept by the general rules)
PASSING_ROW = re.compile(
    r'^\s*ok \d|^\s*✔|(?:^|\s)PASSED(?:\s|$)|^PASS\b|^\s*--- PASS|'
    r'= \.$|\s+Passed\s+[\d.]+ sec$')


def strip(line):
    return ANSI.sub('', line).rstrip(' \t')


# decoration that only announces a section
DECORATION = re.compile(r'^=+ (?:FAILURES|ERRORS) =+$')


def general(line):
    if DECORATION.search(line):
        return False
    if PASSING_ROW.search(line) and not re.search(r'FAIL', line):
        return False
    if PROBLEM.search(line) or DETAIL.search(line) or SUMMARY.search(line):
        if LOCATION.search(line) and FOREIGN.search(line):
            return False          # a library frame that happens to say "error"
        return True
    if LOCATION.search(line) and not FOREIGN.search(line):
        return True
    return False


# --- per-file additions / exclusions --------------------------------------
# mode "all":  every non-blank line is content the agent asked to read
# mode "only": the general rules are replaced by `extra` (plus last three)
PER_FILE = {
    # printed files, searches and listings: the whole output is the answer
    'cat-catalog-rb': {'mode': 'all'},
    'sed-range-ringlog': {'mode': 'all'},
    'rg-raise-throw': {'mode': 'all'},
    'grep-def-ruby': {'mode': 'all'},
    'ls-R-fareclock': {'mode': 'all'},
    'shellcheck-rotate': {'mode': 'all'},
    'flake8-quota-tests': {'mode': 'all'},
    'prettier-check-src-test': {'mode': 'all'},
    # git: file and hunk places, commit lines, branch state
    'git-diff-head-quota': {'mode': 'only', 'extra': [r'^diff --git ', r'^@@ ']},
    'git-show-stat-patch': {'mode': 'only', 'extra': [
        r'^commit [0-9a-f]{40}', r'^    [a-z]+: ', r'^ \S+ +\| +\d+', r'^diff --git ', r'^@@ ',
        r'files? changed']},
    'git-log-oneline-graph-stat': {'mode': 'only', 'extra': [
        r'^[0-9a-f]{7} ', r'^ \S+ +\| +\d+']},
    'git-status-untracked-all': {'mode': 'only', 'extra': [
        r'^On branch', r'^Changes ', r'^Untracked files', r'^\t']},
    'git-diff-conflict-markers': {'mode': 'conflict'},
    'git-bisect-run-pytest': {'extra': [
        r'is the first bad commit', r'^commit [0-9a-f]{40}', r'^    [a-z]+: ', r'^\[[0-9a-f]{40}\]'],
        'exclude': [r'^\s+except KeyError:$']},  # source context, not a message
    'npm-ls-all': {'mode': 'only', 'extra': [r'^tallyho@', r'^[├└]─[─┬] ']},
    # python
    'coverage-run-report': {'extra': [r'^Name\s+Stmts', r'^(?:quota|tests)/\S+\s+\d', r'files skipped'],
                            'exclude': [r'^/usr/']},  # rows of library files measured by mistake
    'pytest-setup-show-k': {'extra': [r'\)F$'], 'exclude': [
        r'^\s*(?:SETUP|TEARDOWN)\s',
        # source excerpt of the json library that merely mentions TypeError
        r'^\s+\(to raise a', r'^\s+except TypeError:', r'^\s+# Let the base class']},
    'pytest-tb-short-quota': {'extra': [r'^_{3,} \S.* _{3,}$']},
    'pytest-x-tb-long-ledger': {'extra': [r'^_{3,} \S.* _{3,}$']},
    'pytest-rA-bucket': {'extra': [r'^_{3,} test\S* _{3,}$']},
    'pytest-cov-missing': {'extra': [r'^_{3,} \S.* _{3,}$', r'^Name\s+Stmts',
                                     r'^quota/\S+\s+\d']},
    'bandit-quota': {'extra': [r'^>> Issue:', r'^\s+Severity:', r'^\s+Location:']},
    'python-run-report-keyerror': {'extra': [r'^\w+Error: ']},
    # ruby
    'minitest-verbose-loan': {'extra': [r'^Test\w+#\w+(?: \[.*\])?:$', r'= [FE]$']},
    'rake-test-verbose': {'extra': [r'^Test\w+#\w+(?: \[.*\])?:$', r'= [FE]$']},
    'rubocop-lib': {'extra': [r'^lib/\S+:\d+:\d+: '],
                    'exclude': [r'^\s']},  # quoted source and carets under each offense
    # java
    'junit4-farecalculator': {'extra': [r'^\d+\) \w+\(']},
    'javac-type-errors': {'extra': [r'^\s+symbol:', r'^\s+location:']},
    # javascript
    'mocha-spec-fail': {'mode': 'jsdiff', 'extra': [r'^\s+\d+\) \S', r'^ {7}\S.*:$']},
    'node-test-reporter-spec-fail': {'extra': [r'✖', r'^test at \S+:\d+:\d+']},
    'rollup-build-ok': {'extra': [r'^created ']},
    # go
    'gotestsum-testname': {'extra': [r'example\.com/tzgrid', r'^\s+want ', r'^=== FAIL']},
    'go-test-run-subtest-count': {'extra': [r'^\s+want ']},
    # c / shell
    'gdb-batch-sigfpe': {'extra': [r'^\d+\t', r'^#\d+ ']},
    'valgrind-test-ring': {'extra': [r'Address 0x', r'LEAK SUMMARY', r'\blost\b',
                                     r'in use at exit'],
                           'exclude': [r'Memcheck, a memory error detector']},
    'bats-rotate': {'extra': [r'^1\.\.\d+$', r'in test file .*, line \d+']},
}

JS_DIFF_LINE = re.compile(r'^\s*[+-](?![+-]|\s*(?:expected|actual)\b)')


def last_three(lines):
    out = []
    for ln in reversed(lines):
        if '\r' in ln:
            continue
        s = strip(ln)
        if s.strip():
            out.append(s)
        if len(out) == 3:
            break
    return list(reversed(out))


def keep_for(name, output):
    lines = output.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    cfg = PER_FILE.get(name, {})
    mode = cfg.get('mode', 'general')
    extra = [re.compile(p) for p in cfg.get('extra', [])]
    exclude = [re.compile(p) for p in cfg.get('exclude', [])]
    picked = []
    in_conflict = False
    for raw in lines:
        if '\r' in raw:
            continue
        s = strip(raw)
        if not s.strip():
            continue
        if any(x.search(s) for x in exclude):
            continue
        take = False
        if mode == 'all':
            take = True
        elif mode == 'conflict':
            # file and hunk places plus the whole conflicted region
            if s.startswith('diff --cc') or s.startswith('@@@'):
                take = True
            if s.startswith('++<<<<<<<'):
                in_conflict = True
            if in_conflict:
                take = True
            if s.startswith('++>>>>>>>'):
                in_conflict = False
        else:
            if mode != 'only':
                take = general(s)
                if mode == 'jsdiff' and JS_DIFF_LINE.search(s):
                    take = True
            if any(x.search(s) for x in extra):
                take = True
        if take:
            picked.append(s)
    picked += last_three(lines)
    seen, out = set(), []
    for s in picked:
        if s not in seen:
            seen.add(s)
            out.append(s)
    # keep order of appearance in the output
    order = {}
    for i, raw in enumerate(lines):
        s = strip(raw)
        order.setdefault(s, i)
    out.sort(key=lambda s: order[s])
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        name = os.path.basename(path)[:-len('.txtar')]
        text = open(path, encoding='utf-8', newline='').read()
        head, rest = text.split('-- output --\n', 1)
        output = rest.rsplit('-- keep --\n', 1)[0]
        keep = keep_for(name, output)
        with open(path, 'w', encoding='utf-8', newline='') as fh:
            fh.write(head + '-- output --\n' + output + '-- keep --\n')
            fh.write(''.join(k + '\n' for k in keep))


if __name__ == '__main__':
    main()
