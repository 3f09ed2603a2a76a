#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh90 *.txtar from its output.

Rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py
It rewrites the keep section of each .txtar in this folder in place.

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; blank lines are never kept; each distinct line is listed once, in
the order of its first occurrence.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]|\x1b[=>]')

# ---------------------------------------------------------------- generic
ERR = re.compile(
    r'\b(error|errors|fatal|failed|failure|failures|fail|warning|warnings|'
    r'exception|panic|traceback|dubious|not ok|aborted|undefined|uninitialized|'
    r'cannot|no such file|denied|unexpected|expecting|compilation)\b', re.I)
# project file:line locations (paths were rewritten to /home/dev/work/...)
PROJ_LOC = re.compile(
    r'(/home/dev/work/\S+?:\d+|(^|[\s(\[#])(\./)?(lib|spec|test|tests|t|src|bin|script|data)/[\w./-]+:\d+'
    r'|\b(at|in) (\./)?(lib|spec|test|tests|t|src|bin|script|data)/[\w./-]+ line \d+'
    r'|/home/dev/work/\S+ line \d+|/home/dev/work/\S+\(\d+\))')
SUMMARY = re.compile(
    r'(\b\d+ (examples?|tests?|runs|failures?|errors?|assertions?|offenses?|'
    r'files? inspected|skips?|pending)\b|^Tests: \d+|^Files=\d+|^Result: |'
    r'^All tests successful|^OK \(\d+ tests?|^ERRORS!|^FAILURES!|^Failures:|'
    r'^Failed examples:|^Test Summary Report|^\d+ tests?, \d+ failures?)')
GEM_BT = re.compile(r'^\s*(# |from )?/usr/')   # library backtrace frames


def strip(line):
    return ANSI.sub('', line).rstrip()


def tool_of(cmd):
    c = cmd
    if re.match(r'\s*git\b', c):
        if ' status' in c:
            return 'git-status'
        if re.search(r'git (log|show)', c):
            return 'git-log'
        return 'git-diff'
    if re.match(r'\s*grep\b', c):
        return 'grep'
    for key, name in (('rspec', 'rspec'), ('rubocop', 'rubocop'), ('phpunit', 'phpunit'),
                      ('phpcs', 'phpcs'), ('shellcheck', 'shellcheck'), ('bats', 'bats'),
                      ('prove', 'prove'), ('php -l', 'phplint'), ('php ', 'php'),
                      ('perl', 'perl'), ('ruby -c', 'rubyc'), ('ruby -wc', 'rubyc'),
                      ('rake test', 'minitest'), ('ruby -Ilib -Itest', 'minitest'),
                      ('ruby ', 'ruby'), ('bash -n', 'bashn')):
        if key in c:
            return name
    return 'other'


def rules_git_status(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if not s:
            continue
        if s.startswith('(use '):
            continue                       # hints
        if re.match(r'^(On branch|Your branch|HEAD detached|Changes to be committed:|'
                     r'Changes not staged for commit:|Untracked files:|Unmerged paths:|'
                     r'nothing to commit|no changes added)', s):
            keep.append(l)
        elif re.match(r'^[ MADRCU?!]{2} \S', l):   # short format entries
            keep.append(l)
        elif l.startswith('\t') or l.startswith('        '):  # long-format entries
            keep.append(l)
    return keep


def rules_git_log(lines):
    keep = []
    want_subject = False
    for l in lines:
        if re.match(r'^commit [0-9a-f]{7,40}', l) or re.match(r'^[*|\\/ ]*[0-9a-f]{7,12} ', l):
            keep.append(l)
            want_subject = True
            continue
        if want_subject and l.startswith('    ') and l.strip():
            keep.append(l)                 # subject: first message line
            want_subject = False
            continue
        if l.startswith('diff --git ') or re.match(r'^(new|deleted) file mode|^rename (from|to) ', l):
            keep.append(l)
        elif re.match(r'^ \S.*\|\s+(\d+ ?[+-]*|Bin .*)$', l):   # stat rows
            keep.append(l)
        elif re.match(r'^ \d+ files? changed', l):
            keep.append(l)
    return keep


def rules_git_diff(lines):
    keep = []
    for l in lines:
        if l.startswith('diff --git ') or l.startswith('@@') or \
                re.match(r'^(new|deleted) file mode|^rename (from|to) ', l):
            keep.append(l)
        elif l.startswith('+++ ') or l.startswith('--- '):
            continue
        elif (l.startswith('+') or l.startswith('-')) and l[1:].strip():
            keep.append(l)                 # changed lines: the diff the agent asked for
        elif re.match(r'^ \S.*\|\s+\d+ ?[+-]*$', l) or re.match(r'^ \d+ files? changed', l):
            keep.append(l)
    return keep


def rules_grep(lines):
    # every hit the agent asked for; "Binary file ... matches" too
    return [l for l in lines if re.match(r'^([^\s:][^:]*:)?\d+:', l) or l.startswith('Binary file ')]


def rules_shellcheck(lines):
    keep = []
    for l in lines:
        if re.match(r'^In .+ line \d+:$', l) or re.search(r'SC\d{4} \((error|warning|info|style)\)', l):
            keep.append(l)
        elif re.match(r'^\S+:\d+:\d+: (error|warning|note|style): ', l):   # gcc format
            keep.append(l)
        elif re.match(r'^\S.*: (line \d+: )?.*(error|not found|No such file)', l):
            keep.append(l)
    return keep


def rules_phpcs(lines):
    keep = []
    in_finding = False
    for l in lines:
        if re.match(r'^FILE: ', l) or re.match(r'^FOUND \d+ ', l) or re.match(r'^A TOTAL OF ', l):
            keep.append(l); in_finding = False
        elif re.match(r'^\s*\d+ \| (ERROR|WARNING)\s*\|', l):
            keep.append(l); in_finding = True
        elif in_finding and re.match(r'^\s+\|\s+\|', l):
            keep.append(l)                 # wrapped continuation of a finding
        elif re.match(r'^\S+:\d+:\d+: (error|warning) - ', l):   # emacs report
            keep.append(l)
        elif re.match(r'^/\S+\s+\d+\s+\d+$', l):                  # summary report rows
            keep.append(l)
        else:
            in_finding = False
    return keep


def rules_rubocop(lines):
    keep = []
    for l in lines:
        if re.match(r'^\S+:\d+:\d+: [CWEFR]: ', l):               # default/emacs/clang
            keep.append(l)
        elif re.match(r'^[CWEFR]:\s*\d+:\s*\d+: ', l):             # simple format rows
            keep.append(l)
        elif re.match(r'^== .+ ==$', l):                           # simple format file header
            keep.append(l)
        elif re.search(r'\d+ files? inspected', l):
            keep.append(l)
    return keep


def rules_rspec(lines):
    keep = []
    in_fail = False
    for l in lines:
        s = l.strip()
        if re.match(r'^\s+\d+\) ', l):
            in_fail = True
            keep.append(l); continue
        if re.match(r'^(Finished in|Failed examples:|Pending:)', l):
            in_fail = False
        if in_fail:
            if not s or GEM_BT.match(l):
                continue
            keep.append(l)                 # Failure/Error, expected/got, diff, project frames
            continue
        if re.match(r'^rspec \./\S+:\d+ # ', l) or '(FAILED - ' in l or SUMMARY.search(l):
            keep.append(l)
        elif ERR.search(l) and not GEM_BT.match(l):
            keep.append(l)
    return keep


def rules_minitest(lines):
    keep = []
    in_fail = False
    for l in lines:
        if re.match(r'^\s+\d+\) (Failure|Error):', l):
            in_fail = True; keep.append(l); continue
        if in_fail:
            if not l.strip():
                in_fail = False; continue
            if not GEM_BT.match(l):
                keep.append(l)
            continue
        if re.search(r' = [FE]$', l) or SUMMARY.search(l) or ERR.search(l):
            keep.append(l)
    return keep


def rules_phpunit(lines):
    keep = []
    in_fail = False
    for l in lines:
        s = l.strip()
        if re.match(r'^There (was|were) \d+ ', l):
            keep.append(l); in_fail = True; continue
        if re.match(r'^(ERRORS!|FAILURES!|OK \(|Tests: \d+)', l):
            keep.append(l); in_fail = False; continue
        if in_fail:
            if s and s != '--':
                keep.append(l)             # test name, message, diff, file:line frames
            continue
        if s.startswith('✘') or (s.startswith('│') and len(s) > 1):
            keep.append(l)                 # testdox failing row and its details
        elif ERR.search(l) and not re.match(r"^Test '.*' (started|ended)$", l):
            keep.append(l)
    return keep


def rules_bats(lines):
    keep = []
    in_fail = False
    for l in lines:
        if l.startswith('not ok '):
            keep.append(l); in_fail = True; continue
        if l.startswith('ok ') or re.match(r'^\d+\.\.\d+$', l):
            in_fail = False
            if re.match(r'^\d+\.\.\d+$', l):
                keep.append(l)             # plan = test count
            continue
        if in_fail and l.strip() and l.strip() not in ('---', '...', 'message: |'):
            keep.append(l)
        elif SUMMARY.search(l):
            keep.append(l)
    return keep


def rules_prove(lines):
    keep = []
    in_report = False
    for l in lines:
        s = l.strip()
        if s.startswith('Test Summary Report'):
            in_report = True
        if in_report:
            if s and not set(s) <= {'-'}:
                keep.append(l)
            continue
        if re.match(r'^\s*not ok \d+', l):
            keep.append(l)
        elif re.match(r'^\s*#', l) and not re.match(r'^\s*# Subtest:', l):
            keep.append(l)                 # diagnostics: Failed test, at, got/expected
        elif re.match(r'^t/\S+ \.+ ?$', l):
            continue                       # file progress header
        elif ERR.search(l) or PROJ_LOC.search(l) or SUMMARY.search(l) or \
                re.match(r'^Failed \d+/\d+ subtests|^No subtests run|^Parse errors:', s):
            keep.append(l)
    return keep


def rules_generic(lines):
    keep = []
    for l in lines:
        if GEM_BT.match(l) and not ERR.search(l):
            continue
        if re.match(r'^No syntax errors detected in ', l):
            continue                       # passing php -l rows
        if ERR.search(l) or PROJ_LOC.search(l) or SUMMARY.search(l):
            keep.append(l)
        elif re.match(r'^\s*(#\d+ |thrown in |from \S+:\d+:in )', l):    # php/ruby frames
            keep.append(l)
        elif re.search(r'\bcalled at \S+ line \d+', l):               # perl Carp frames
            keep.append(l)
    return keep


RULES = {
    'git-status': rules_git_status, 'git-log': rules_git_log, 'git-diff': rules_git_diff,
    'grep': rules_grep, 'shellcheck': rules_shellcheck, 'phpcs': rules_phpcs,
    'rubocop': rules_rubocop, 'rspec': rules_rspec, 'minitest': rules_minitest,
    'phpunit': rules_phpunit, 'bats': rules_bats, 'prove': rules_prove,
}


def derive(cmd, output):
    lines = [strip(l) for l in output.split('\n')]
    tool = tool_of(cmd)
    keep = RULES.get(tool, rules_generic)(lines)
    nonblank = [l for l in lines if l.strip()]
    last3 = nonblank[-3:]
    result, seen = [], set()
    wanted = set(k for k in keep if k.strip()) | set(last3)
    for l in lines:                        # output order, each distinct line once
        if l in wanted and l not in seen:
            result.append(l); seen.add(l)
    return tool, result


def main():
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        text = open(path, encoding='utf-8').read()
        head, rest = text.split('\n-- output --\n', 1)
        output, _ = rest.rsplit('-- keep --\n', 1)
        cmd = head.split('\n', 1)[0][len('cmd: '):]
        tool, keep = derive(cmd, output)
        with open(path, 'w', encoding='utf-8') as fh:
            fh.write(head + '\n-- output --\n' + output + '-- keep --\n' +
                     ''.join(k + '\n' for k in keep))
        print(f'{os.path.basename(path):45s} {tool:11s} keep={len(keep)}')


if __name__ == '__main__':
    main()
