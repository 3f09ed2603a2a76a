#!/usr/bin/env python3
"""Write fresh17's keep lists by rule over the raw output (see README).

Run as `python3 keeprules.py .` in this folder: it rewrites the `-- keep --`
section of every txtar from its `-- output --`. A keep line is an output line
with trailing blanks removed, each line once. The general rule: a line that
states an error, failure, warning or exception, plus the last three non-blank
lines; the per-file tables add lines in the tool's own words (ADD), drop
lines that matched a word but say nothing a developer acts on (DROP), or keep
only lines of a pattern (ONLY).
"""
import glob, os, re, sys

BAD = re.compile(r'''(?ix)\b(error|errors|warning|warnings|warn|fail|failed|failure|failures|fatal|panic|
  exception|assert\w*|expected|unexpected|invalid|undefined|missing|not\s+ok|cannot|could\s+not|unable|
  unknown|refused|timed?\s*out|timeout|aborted|conflict|deprecated|rejected|deadlock|not\s+allowed|
  no\s+such\s+file|not\s+found|bad|mismatch|duplicate|forgot|unclosed|lacks|crash|terminating)\b|✖|\*\*error|\*failed\*''')
PASSONLY = re.compile(r'^\s*ok\b|\.\.\.ok$|PASSED$')
LIB = re.compile(r'/usr/(lib|local|share)/|\(stdlib |\(elixir |eunit_|testing\.go|/go/src/')

ADD = {
  'ansible-lint-site-offline': r'^[\w-]+(\[[\w-]+\])?: |^(roles|site)\S*:\d+',
  'ansible-playbook-check-diff-site': r'^--- before|^changed: |^PLAY RECAP|^localhost\s+:',
  'ansible-playbook-v-site-local': r'^TASK \[app : read release file\]',
  'ansible-playbook-vvv-site-rerun': r'^TASK \[app : read release file\]|^\s+"(msg|rc)": ',
  'behave-no-color-cart': r'^\s+Scenario.*# features/cart\.feature:(24|30|44|47)$|^\s+(And I apply coupon "BOGUS"|When I remove "book"|When I add 0 "mug"|Then the total is 48\.60) |^\s+File "(features/steps/|/home/dev/work/bh/)|^Failing scenarios:|^\s+features/cart\.feature:\d+\s|^\s+(KeyError|ValueError):',
  'busted-spec-inventory': r'^(Failure|Error) -> |^inventory (?!parse parses negative)|^src/\S+\.lua:\d+: ',
  'busted-o-tap-verbose': r'^not ok |^# Failure message:|^# \tsrc/|^# \tspec/|^1\.\.\d+',
  'chktex-paper': r'^Warning \d+ in ',
  'depcheck-default': r'.',
  'erl-eunit-verbose-queue-calc': r'\*failed\*|^in call from queue_calc:|^in function queue_calc:|^\s+called as|^\*\*error:|^\s+\{(line|expression|expected|value),|^\s+Failed: ',
  'erlc-debug-info-missing-eunit-hrl': r'^queue_calc\.erl:\d+:\d+: ',
  'go-test-count1-timeout5s-deadlock': r'^--- FAIL|^(FAIL|ok)\s|^\s+/home/dev/work/go/\S+\.go:\d+|^\s+running tests:|^\s+TestManyJobs|^goroutine \d+ \[sync\.(WaitGroup\.Wait|Mutex\.Lock)\]',
  'html-validate-public': r'^/home/dev/work/node/public/\S+\.html$|^\s+\d+:\d+\s+error\s|^✖ ',
  'iverilog-vvp-tb-alu': r'FAIL op=|^alu: |^FATAL: |warning: ',
  'iverilog-wall-uart-syntax': r'.',
  'lintian-EvIL-pedantic-ledgerd': r'^[EWIP]: ledgerd: ',
  'ltrace-e-malloc-strtol': r'^mean |^\d+$|^\+\+\+ exited',
  'lua54-report-stock': r'^lua5\.4: |^\s+(src|report)\S*\.lua:\d+:',
  'mix-compile-force-warnings-as-errors': r'^warning: |^\s+lib/\S+\.ex:\d+|^Compilation failed',
  'mix-format-check-formatted': r'^\*\* \(Mix\)|^\s+\* ',
  'mix-run-replay-genserver-crash': r'^warning: |^\s+lib/\S+\.ex:\d+|\[(warning|error)\]|^\*\* |^\s+:erlang\.\+|^\s+\(ledger 0\.1\.0\) lib/|^Last message|^State: ',
  'mix-test-ledger': r'^\s+\d+\) test |^\s+test/ledger_test\.exs:\d+|^\s+(left|right|code):|^\s+\*\* \(|^\s+\(ledger 0\.1\.0\) lib/|^\d+ tests, ',
  'mix-test-trace-seed0': r'^\s+\d+\) test |^\s+test/ledger_test\.exs:\d+|^\s+(left|right|code):|^\s+\*\* \(|^\s+\(ledger 0\.1\.0\) lib/|^\d+ tests, ',
  'mix-test-cover': r'^\s+\d+\) test |^\s+test/ledger_test\.exs:\d+|^\s+(left|right|code):|^\s+\*\* \(|^\s+\(ledger 0\.1\.0\) lib/|^\d+ tests, |^warning: |^\s+lib/\S+\.ex:\d+|^\s+0\.00% \||^\s+\S+% \| Total|^\s+(Coverage|Threshold):',
  'msgfmt-c-v-statistics-de': r'.',
  'nasm-f-elf64-wall-strlen': r'.',
  'podchecker-tax-pm': r'.',
  'prove-lv-timer-tax': r'^\s*#\s+Failed test|^\s*#\s+at t/|^\s*#\s+(got|expected):|^\s*#\s+Looks like|^not ok|^\s+not ok|^t/tax\.t|^\s+Failed tests:|^Files=|^Result:|^Dubious|^Failed \d',
  'scons-k-ring': r'^src/\S+\.c:\d+:\d+: (warning|error)|^src/\S+\.c: In function|^scons: \*\*\*|^scons: done building',
  'spectral-lint-openapi': r'^/home/dev/work/node/api/openapi\.yaml$|^\s*\d+:\d+\s+(warning|error)\s|^✖ ',
  'swipl-plunit-route': r'^(Warning|ERROR):|^\s+test \w+:|^\s+PL-Unit: Test|^% \d+ tests|^\*\*FAILED',
  'systemd-analyze-verify-units': r'.',
  'tclsh-all-verbose-pass-fail': r'^==== \S+ .*FAILED$|^---- |^[-0-9 ]+$(?<=\d)|^all\.tcl:|^Files with failing tests|^\s+money::\w+ ',
  'xmlstarlet-val-e-xsd-orders': r'^orders/\S+\.xml:\d+\.\d+: |invalid$',
}
DROP = {
  'ansible-lint-site-offline': r'^\s+\d+ [\w\[\]-]+\s+(basic|moderate|safety|shared|production)\s',
  'ansible-playbook-syntax-check-deploy': r'^JSON: |^\s+dest: ',
  'ansible-playbook-vvv-site-rerun': r'^\}$|^\s+"cat: |^\s+"msg": "",?$|^\s+"rc": 0,',
  'behave-no-color-cart': r'^You can implement|^@then|^def step_impl|^\s+raise NotImplementedError',
  'lintian-EvIL-pedantic-ledgerd': r'^N:',
  'ltrace-e-malloc-strtol': r'^ringtool->',
  # a pending test's name (it matched "negative") and busted's bare "Expected:" heading
  'busted-spec-inventory': r'^Expected:$|parses negative quantities$',
  # gcc's caret and fix-it lines, among the last three
  'scons-k-ring': r'^\s+\|',
  # a code frame's source line (the macro name "assertEqual" in it)
  'erlc-debug-info-missing-eunit-hrl': r'^%',
  # a diff's changed line ("+timeout = 30") and a skipped task's line
  'ansible-playbook-check-diff-site': r'^\+timeout|^skipping: ',
  'chktex-paper': r'^(In this|The error|\s)',
  'go-test-count1-timeout5s-deadlock': r'/usr/local/go/|^panic\(\{',
  'mix-run-replay-genserver-crash': r'\(stdlib 4\.2\)',
  'html-validate-public': r'^\s+https://',
  'iverilog-vvp-tb-alu': r'^\s+Time: ',
  'tclsh-all-verbose-pass-fail': r'^Sourced \d|^"error |errorCode: NONE',
  'mix-test-cover': r'^Generated HTML',
  'xmlstarlet-val-e-xsd-orders': r'^\s+\^$|^</ordr>| - valid$',
  'mix-test-ledger': r'^Randomized|^Finished in',
  'mix-test-trace-seed0': r'^Randomized|^Finished in|\[L#\d+\]$',
  'busted-o-tap-verbose': r'^# spec/inventory_spec\.lua @ \d+|^# Expected:',
  'prove-lv-timer-tax': r'^\[\d\d:\d\d:\d\d\]$',
  'erl-eunit-verbose-queue-calc': r'^\s+\[done in',
}
# keep whole lists: these are short outputs where each line is a finding
def rules(name, lines):
    add = re.compile(ADD[name]) if name in ADD else None
    drop = re.compile(DROP[name]) if name in DROP else None
    keep, seen = [], set()
    def put(c):
        if c and c not in seen and not (drop and drop.search(c)):
            keep.append(c); seen.add(c)
    nb = [l.rstrip() for l in lines if l.strip() and '\r' not in l]
    last = set(nb[-3:])
    for l in lines:
        if '\r' in l: continue
        c = l.rstrip()
        if not c: continue
        if (add and add.search(c)) or (BAD.search(c) and not PASSONLY.search(c) and not LIB.search(c)) or c in last:
            put(c)
    return keep

if __name__ == '__main__':
    d = sys.argv[1] if len(sys.argv) > 1 else '.'
    for f in sorted(glob.glob(os.path.join(d, '*.txtar'))):
        t = open(f, encoding='utf-8').read()
        head, rest = t.split('-- output --\n', 1)
        out = rest.split('\n-- keep --\n', 1)[0]
        if not out.endswith('\n'):
            out += '\n'
        name = os.path.basename(f)[:-6]
        keep = rules(name, out.split('\n'))
        open(f, 'w', encoding='utf-8').write(head + '-- output --\n' + out + '-- keep --\n' + '\n'.join(keep) + '\n')
        print(f'{name}: {len(keep)} keep lines')
