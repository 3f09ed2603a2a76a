#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh106 *.txtar from its output.

The rules below were fixed before looking at any reducer output. They select
the lines an agent fixing the problem must see. Run once:

    python3 keeprules.py            # rewrites the keep section of every file
    python3 keeprules.py --check    # only reports, writes nothing

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each is listed once, in output order. Lines kept by a rule and the
file's last three non-blank lines are merged.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')
PROJECT_ROOT = '/home/dev/work/'
JAVA_PKG = 'org.keepers.'


def clean(line):
    return ANSI.sub('', line).rstrip()


# ---------------------------------------------------------------- frames
JAVA_FRAME = re.compile(
    r'^\s*(at\s+)?([\w.$-]+/)?[\w$]+(\.[\w$<>-]+)+\((\w+\.java:\d+|Native Method|Unknown Source)\)$')
RUBY_FROM = re.compile(r'^\s*from (\S+?):\d+:in ')
RUBY_RSPEC_FRAME = re.compile(r'^\s*# (\S+?):\d+:in ')
RUBY_BARE_FRAME = re.compile(r'^\s+(/\S+?|\./\S+?|[\w./-]+\.rb):\d+:in `')
PHP_FRAME = re.compile(r'^#\d+ (\S+)\(\d+\): ')
PHP_MAIN = re.compile(r'^#\d+ \{main\}$')
MORE = re.compile(r'^\s*\.\.\. \d+ (more|trimmed)$|^\s*\[\.\.\.\]$')


def ruby_project_path(p):
    if p.startswith('/usr/') or '/gems/' in p or p.startswith('<internal:'):
        return False
    return True


def frame_decision(line):
    """Return True/False if the line is a stack frame (keep iff project's own), else None."""
    if MORE.match(line):
        return False
    if JAVA_FRAME.match(line):
        return JAVA_PKG in line.split('(')[0]
    for rx in (RUBY_FROM, RUBY_RSPEC_FRAME, RUBY_BARE_FRAME):
        m = rx.match(line)
        if m:
            return ruby_project_path(m.group(1))
    m = PHP_FRAME.match(line)
    if m:
        return m.group(1).startswith(PROJECT_ROOT)
    if PHP_MAIN.match(line):
        return False
    return None


# ---------------------------------------------------------------- diagnostic rules
DROP = [re.compile(p) for p in [
    r'^Finished in ', r'^Run options:', r'^# Running:', r'^Randomized with seed',
    r'^PHPUnit \d', r'^Time: ', r'^Runtime: ', r'^Configuration: ',
    r"^Test '.*' (started|ended)$",
    r'^No syntax errors detected in ',
    r'^Test run finished after', r'^Thanks for using JUnit', r'^Test execution (started|finished)',
    r'^JUnit version ',
    r'^Inspecting \d+ files?$', r'^Offenses:$',
    r'^For more information:', r'^\s*https?://www\.shellcheck\.net/',
    r'^\(See full trace', r'^Tasks: TOP',
    r'^\s*MethodSource \[', r'^\s*ClassSource \[',
    r'^(mkdir|javac|java|rubocop|rspec(?! \./)|rake|phpunit|shellcheck|bats|php|ruby)( |$)',  # commands echoed by make
    r'^\s*\(use "git ', r'^Note: Recompile with',
]]

KEEP = [re.compile(p) for p in [
    # rspec
    r'^Failures:$', r'\(FAILED - \d+\)$', r'^rspec \./', r'^Failed examples:$',
    r'^\d+ examples?, \d+ failures?', r'Failure/Error:',
    # minitest / rake
    r' = [\d.]+ s = [FE]$', r'^\d+ runs, \d+ assertions, ', r'^rake aborted!$', r'^Command failed with status',
    # rubocop
    r'^\S.*:\d+:\d+: [CWEFR]: ', r'^== .+ ==$', r'^[CWEFR]:\s*\d+:\s*\d+: ', r'^\d+ files? inspected, ',
    # ruby
    r'warning: ', r":in `[^']*': .+ \([A-Z]\w*(::\w+)*\)$",
    # php
    r'^PHP (Parse error|Fatal error|Warning|Deprecated|Notice|Recoverable fatal error):',
    r'^(Parse|Fatal) error: ', r'^Errors parsing ', r'^Stack trace:$', r'^\s*thrown in ',
    # phpunit
    r'^There (was|were) \d+ (error|failure|warning|risky|skipped|incomplete)', r'^(FAILURES!|ERRORS!|WARNINGS!)$',
    r'^Tests: \d+, Assertions: \d+', r'^OK \(\d+ tests?', r'^OK, but ',
    # javac
    r'^\S+\.java:\d+: (error|warning): ', r'^\s+(symbol|location|required|found|reason):',
    r'^\d+ (errors?|warnings?)$', r'^Note: ',
    # java / junit
    r'^Exception in thread ', r'^Caused by: ', r'^\s*Suppressed: ', r'^\s*=> ',
    r'^Failures \(\d+\):$', r'^\s+JUnit (Jupiter|Vintage|Platform Suite):', r'\u2718',
    r'^\[\s*\d+ tests (successful|failed|aborted)\s*\]$', r'^\[\s*\d+ containers failed\s*\]$',
    r'^FAILURES!!!$', r'^Tests run: \d+,\s+Failures: \d+', r'^OK \(\d+ tests?\)$',
    # shellcheck
    r'^In .+ line \d+:$', r'SC\d{4} \((error|warning|info|style)\):',
    r'^\S+:\d+:\d+: (error|warning|note|info|style): .*\[SC\d{4}\]$',
    # bats
    r'^not ok \d+', r'^# \(in test file ', r"^#\s+`.*' failed", r'^\d+\.\.\d+$',
    # make
    r'^make(\[\d+\])?: \*\*\* ', r'^make(\[\d+\])?: .*(Error|error|No rule)',
]]

GENERIC = re.compile(
    r'\b[A-Z]\w*(Error|Exception)\b'
    r'|(?i:\b(error|fatal|panic|warning|failed|failure)s?\b\s*[:!])'
    r'|^(?i:\s*(error|fatal|warning)\b)')

NUMBERED = re.compile(r'^\s*\d+\) \S')
BLOCK_END = re.compile(
    r'^(Finished in |\d+ examples?, |Failed examples:|\d+ runs, |--$|FAILURES!|ERRORS!|OK \(|'
    r'There (was|were) |Tests run:|Time: |Failures \(\d+\):|\[\s+\d+ |make(\[\d+\])?: |rake aborted!|'
    r'Tests: \d+)')
RUBOCOP_DEFAULT = re.compile(r'^\S.*:\d+:\d+: [CWEFR]: ')
JAVAC_DIAG = re.compile(r'^\S+\.java:\d+: (error|warning): ')
CARET = re.compile(r'^\s*\^[\^~-]*\s*$')


def diag_keep(lines):
    keep = set()
    in_block = False          # inside a numbered failure block (rspec/minitest/phpunit/junit4)
    in_bats = False           # after a "not ok" line
    echo = 0                  # lines of echoed source to drop (rubocop/javac)
    sc_echo = False           # shellcheck code echo after "In X line N:"
    did_you_mean = False
    testdox_header = None
    in_testdox_fail = False
    for i, raw in enumerate(lines):
        line = clean(raw)
        if not line.strip():
            did_you_mean = False
            continue
        # testdox structure
        if re.match(r'^\S.*\(.+\)$', line) and not NUMBERED.match(line) and ' ' in line and '\\' in line:
            testdox_header = i
            in_testdox_fail = False
        if re.match(r'^ \u2718 ', line):
            in_testdox_fail = True
            if testdox_header is not None:
                keep.add(testdox_header)
            keep.add(i)
            continue
        if re.match(r'^ \u2714 ', line):
            in_testdox_fail = False
            continue
        if in_testdox_fail and re.match(r'^\s+\u2502', line):
            fd = frame_decision(re.sub(r'^\s+\u2502\s?', '', line))
            if fd is not False and line.strip() != '\u2502':
                keep.add(i)
            continue
        # source echo after rubocop / javac diagnostics
        if echo:
            if RUBOCOP_DEFAULT.match(line) or JAVAC_DIAG.match(line):
                echo = 0
            else:
                echo -= 1
                continue
        if did_you_mean:
            continue
        if line.startswith('Did you mean:'):
            did_you_mean = True
            continue
        if sc_echo:
            if re.search(r'SC\d{4} \(', line):
                sc_echo = False
            else:
                continue
        if re.match(r'^In .+ line \d+:$', line):
            keep.add(i)
            sc_echo = True
            continue
        if RUBOCOP_DEFAULT.match(line) and not line.startswith('/'):
            keep.add(i)
            echo = 2
            continue
        if JAVAC_DIAG.match(line):
            keep.add(i)
            echo = 2
            continue
        fd = frame_decision(line)
        if fd is not None:
            if fd:
                keep.add(i)
            continue
        # bats
        if re.match(r'^(ok|not ok) \d+', line) or re.match(r'^\d+\.\.\d+$', line):
            in_bats = line.startswith('not ok')
            if in_bats or re.match(r'^\d+\.\.\d+$', line):
                keep.add(i)
            continue
        if in_bats and line.startswith('#'):
            keep.add(i)
            continue
        in_bats = False
        # numbered failure blocks
        if NUMBERED.match(line):
            in_block = True
            keep.add(i)
            continue
        if in_block and BLOCK_END.match(line):
            in_block = False
        if any(p.search(line) for p in DROP):
            continue
        if in_block:
            keep.add(i)
            continue
        if any(p.search(line) for p in KEEP):
            keep.add(i)
            continue
        if GENERIC.search(line):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git
def git_keep(cmd, lines):
    keep = set()
    in_diff_hunk = False
    want_subject = False
    is_plain_diff = cmd.startswith('git diff')
    for i, raw in enumerate(lines):
        line = clean(raw)
        if not line.strip():
            continue
        if cmd.startswith('git status'):
            if line.startswith('  (use ') or line.startswith('  (commit or discard'):
                continue
            keep.add(i)       # branch line, section headers, every entry, summary
            continue
        if line.startswith('commit ') and re.match(r'^commit [0-9a-f]{7,40}', line):
            keep.add(i)
            want_subject = True
            in_diff_hunk = False
            continue
        if want_subject and line.startswith('    '):
            keep.add(i)
            want_subject = False
            continue
        if line.startswith(('Author:', 'Date:', 'Merge:')):
            continue
        if line.startswith('diff --git '):
            keep.add(i)
            in_diff_hunk = False
            continue
        if re.match(r'^(new|deleted) file mode ', line) or line.startswith(('rename from', 'rename to')):
            keep.add(i)
            continue
        if re.match(r'^ \S.* \| +(\d+|Bin)', line) or re.match(r'^ \d+ files? changed', line):
            keep.add(i)
            continue
        if line.startswith('@@'):
            in_diff_hunk = True
            if is_plain_diff:
                keep.add(i)
            continue
        if is_plain_diff and in_diff_hunk and line[:1] in '+-' and not line.startswith(('+++', '---')):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- grep / curl
def grep_keep(lines):
    return {i for i, raw in enumerate(lines) if re.match(r'^[^:\s]+:\d+:', clean(raw))}


def curl_keep(lines):
    keep = set()
    status = None
    body = False
    for i, raw in enumerate(lines):
        line = clean(raw)
        m = re.search(r'(?:^|< |\s|\d)(HTTP/[\d.]+ (\d{3})\b.*)$', line)
        if m and not line.startswith('> '):
            keep.add(i)
            status = int(m.group(2))
            body = False
            continue
        if re.match(r'^curl: \(\d+\)', line) or line.startswith('* Failed') or 'Connection refused' in line:
            keep.add(i)
            continue
        if status is not None and not line.strip().lstrip('<').strip():
            body = True          # blank line / "< " ends the header block
            continue
        if body and status >= 400 and not line.startswith(('*', '{ [', '<', '>')) \
                and not re.match(r'^\s*\d+\s+\d+\s+\d+', line):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- driver
def keep_lines(cmd, output):
    lines = output.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    if cmd.startswith('git '):
        keep = git_keep(cmd, lines)
    elif cmd.startswith('grep '):
        keep = grep_keep(lines)
    elif cmd.startswith('curl '):
        keep = curl_keep(lines)
    else:
        keep = diag_keep(lines)
    nonblank = [i for i, l in enumerate(lines) if clean(l).strip()]
    keep.update(nonblank[-3:])
    seen = set()
    out = []
    for i in sorted(keep):
        c = clean(lines[i])
        if c.strip() and c not in seen:
            seen.add(c)
            out.append(c)
    return out


def parse(path):
    text = open(path, encoding='utf-8', newline='').read()
    head, rest = text.split('-- output --\n', 1)
    output, _ = rest.rsplit('-- keep --\n', 1)
    cmd = head.split('\n', 1)[0][len('cmd: '):]
    return text, head, cmd, output


def main():
    check = '--check' in sys.argv
    total_out = total_keep = 0
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        text, head, cmd, output = parse(path)
        kl = keep_lines(cmd, output)
        total_out += len(output.encode())
        total_keep += sum(len(k.encode()) + 1 for k in kl)
        if check:
            print(f'{os.path.basename(path):45s} {len(output.encode()):7d} keep {len(kl):4d}')
            continue
        new = head + '-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in kl)
        with open(path, 'w', encoding='utf-8', newline='') as fh:
            fh.write(new)
    print(f'output bytes {total_out}, keep bytes {total_keep}, '
          f'saving {100 * (1 - total_keep / total_out):.1f}%')


if __name__ == '__main__':
    main()
