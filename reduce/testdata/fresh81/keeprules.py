#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh81 txtar file from its output.

The rules were fixed before any reducer was run on this set and are applied
mechanically; keep lists are never edited by hand.  Run from anywhere:

    python3 keeprules.py            # rewrite the keep sections in place
    python3 keeprules.py --check    # only report, do not write

A keep line is an exact output line with ANSI escapes and trailing blanks
removed.  Each distinct line is listed once (first occurrence), in output order.
Blank lines are never keep lines.  The last three non-blank lines of every
output are always kept.
"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')
PROJECT = 'github.com/saltmarsh/harbormaster'
PROJECT_PATH = '/home/dev/work/harbormaster/'


def clean(line):
    return ANSI.sub('', line).rstrip()


def parse(path):
    text = open(path, encoding='utf-8').read()
    head, rest = text.split('-- output --\n', 1)
    output, _ = rest.split('-- keep --\n', 1)
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    return text, head, cmd, output


# ---------------------------------------------------------------- go build/vet
GO_DIAG = re.compile(r'^(vet: )?\S+\.go:\d+(:\d+)?: ')          # file:line[:col]: msg
PKG_HEADER = re.compile(r'^# \S+')                               # "# github.com/x/y"


def go_compile_rules(lines):
    """Compiler / vet text output: package headers, every file:line diagnostic,
    have/want continuation lines, import-cycle chains, missing-module hints,
    and any `go:` message except download progress."""
    keep = set()
    for i, l in enumerate(lines):
        if PKG_HEADER.match(l) or GO_DIAG.match(l):
            keep.add(i)
        elif re.match(r'^\t(have|want) ', l):
            keep.add(i)
        elif re.match(r'^package \S+$', l) or re.match(r'^\timports \S+', l):
            keep.add(i)                                      # import cycle chain
        elif 'no required module provides package' in l or 'import cycle not allowed' in l:
            keep.add(i)
        elif re.match(r'^\tgo get \S+', l):
            keep.add(i)                                      # the fix the tool suggests
        elif l.startswith('go: ') and not l.startswith('go: downloading'):
            keep.add(i)
        elif re.search(r'too many errors', l):
            keep.add(i)
    return keep


# -------------------------------------------------------------------- go test
HEADER = re.compile(r'^\s*(=== (RUN|CONT|NAME|PAUSE)|--- (FAIL|PASS|SKIP)):?\s+(\S+)')
MSG = re.compile(r'^(\s+)[\w.-]+\.go:\d+: ')                      # t.Errorf / t.Log line


def failing_tests(lines):
    names = set()
    for l in lines:
        m = re.match(r'^\s*--- FAIL: (\S+)', l)
        if m:
            names.add(m.group(1))
    return names


def go_test_text_rules(lines):
    """Go test text output (plain or -v)."""
    keep = set()
    failing = failing_tests(lines)
    current = None           # test that owns the following message lines
    msg_indent = None        # indent of the last kept message (for continuations)
    in_trace = False         # inside a panic / race / timeout dump
    in_running = False       # inside "running tests:" list of a timeout
    for i, l in enumerate(lines):
        h = HEADER.match(l)
        if h:
            current = h.group(4)
            msg_indent = None
            in_trace = in_running = False
            if l.lstrip().startswith('--- FAIL'):
                keep.add(i)
            continue
        # package result lines: FAIL lines kept, ok / no test files left out
        if l == 'FAIL' or l.startswith('FAIL\t') or l.startswith('FAIL '):
            keep.add(i)
            in_trace = in_running = False
            msg_indent = None
            continue
        if l.startswith('ok  \t') or l.startswith('?   \t') or l == 'PASS':
            in_trace = in_running = False
            msg_indent = None
            continue
        # panics, timeouts, data races
        if re.match(r'^(panic: |fatal error: )', l) or 'WARNING: DATA RACE' in l:
            keep.add(i)
            in_trace = True
            msg_indent = None
            continue
        if in_trace:
            if l.strip() == 'running tests:':
                keep.add(i)
                in_running = True
            elif in_running and re.match(r'^\t\t\S', l):
                keep.add(i)                                  # test(s) that hung
            elif re.match(r'^\s*(Read|Write|Previous read|Previous write) at ', l):
                keep.add(i)
                in_running = False
            elif re.match(r'^\s*(created by )?' + re.escape(PROJECT) + r'[/.]', l):
                keep.add(i)                                  # frame in project code
                in_running = False
            elif l.lstrip().startswith(PROJECT_PATH):
                keep.add(i)                                  # its file:line
            else:
                in_running = False
            continue
        m = MSG.match(l)
        if m:
            if current in failing or current is None or 'race detected' in l:
                keep.add(i)
                msg_indent = len(m.group(1))
            else:
                msg_indent = None
            continue
        if msg_indent is not None and l.strip():
            ind = len(l) - len(l.lstrip())
            if ind > msg_indent:
                keep.add(i)                                  # continuation (diffs, got/want)
                continue
            msg_indent = None
        if re.search(r'\[(build|setup) failed\]', l):
            keep.add(i)
    return keep


def go_test_json_rules(lines):
    """go test -json: keep fail events, and output events that the text rules
    would keep (decoded Output of failing tests, FAIL lines, panics)."""
    keep = set()
    events = []
    failing = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            events.append(None)
            continue
        events.append(ev)
        if ev.get('Action') == 'fail' and ev.get('Test'):
            failing.add(ev['Test'])
    for i, ev in enumerate(events):
        if ev is None:
            continue
        act = ev.get('Action')
        if act in ('fail', 'build-fail'):
            keep.add(i)
            continue
        if act not in ('output', 'build-output'):
            continue
        out = clean(ev.get('Output', ''))
        test = ev.get('Test')
        if out.lstrip().startswith(('=== RUN', '=== PAUSE', '=== CONT', '=== NAME')):
            continue
        if test and test in failing:
            if out.strip() and not out.lstrip().startswith(('--- PASS', '--- SKIP')):
                keep.add(i)
        elif not test:
            if out == 'FAIL' or out.startswith('FAIL\t') or re.match(r'^(panic: |fatal error: )', out) \
                    or GO_DIAG.match(out) or PKG_HEADER.match(out):
                keep.add(i)
    return keep


BENCH_ROW = re.compile(r'^Benchmark\S+\s+\d+\s+[\d.]+ ns/op')
COVER_LINE = re.compile(r'coverage: [\d.]+% of statements')
COVER_FUNC = re.compile(r'^\S+\.go:\d+:\s+\S+\s+([\d.]+)%$')


def go_extra_rules(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if '-bench' in cmd and BENCH_ROW.match(l):
            keep.add(i)                                      # the numbers asked for
        if '-cover' in cmd and COVER_LINE.search(l):
            keep.add(i)
        if 'go tool cover -func' in cmd:
            m = COVER_FUNC.match(l)
            if m and float(m.group(1)) < 50.0:
                keep.add(i)                                  # poorly covered functions
            if l.startswith('total:'):
                keep.add(i)
    return keep


# ------------------------------------------------------------------ go mod etc
def go_mod_rules(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if 'go mod tidy' in cmd:
            if not l.startswith('go: downloading'):
                keep.add(i)
        elif 'go mod why' in cmd or 'go list -m' in cmd or 'go mod graph' in cmd:
            if not l.startswith('go: downloading'):
                keep.add(i)                                  # the whole answer is short
    return keep


# ---------------------------------------------------------------- staticcheck
def staticcheck_rules(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if '-f json' in cmd:
            if l.startswith('{') and '"code"' in l:
                keep.add(i)
        elif '-f stylish' in cmd:
            if l.startswith('/') or re.match(r'^\s+\(\d+, \d+\)\s+\S+', l) or 'problems' in l:
                keep.add(i)
        else:
            if GO_DIAG.match(l) or re.match(r'^-: ', l):
                keep.add(i)
    return keep


def vet_json_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith('"posn":') or s.startswith('"message":'):
            keep.add(i)
        elif re.match(r'^\t"\S+": \{$', l):
            keep.add(i)                                      # package key
        elif re.match(r'^\t\t"\w+": \[$', l):
            keep.add(i)                                      # analyzer key
    return keep


# ---------------------------------------------------------------------- gofmt
def gofmt_rules(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if 'gofmt -l' in cmd:
            keep.add(i)
        elif 'gofmt -d' in cmd:
            if l.startswith('diff ') or l.startswith('@@'):
                keep.add(i)
    return keep


# ------------------------------------------------------------------------ git
STAT_ROW = re.compile(r'^ \S.*\s+\|\s+(\d+ ?[+-]*|Bin .*)$')
STAT_SUM = re.compile(r'^ \d+ files? changed')


def git_status_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s or s.startswith('(use ') or s.startswith('(commit or discard'):
            continue
        if l.startswith('On branch') or l.startswith('HEAD detached') or l.startswith('Your branch'):
            keep.add(i)
        elif re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):', l):
            keep.add(i)
        elif l.startswith('\t'):
            keep.add(i)                                      # every entry
        elif re.match(r'^[ MADRCU?!]{2} \S', l) or l.startswith('## '):
            keep.add(i)                                      # short format
    return keep


def git_diff_rules(lines, cmd):
    """git diff: file headers, hunk headers and changed lines.
    git log/show: commit lines, subjects, file headers, stat rows."""
    keep = set()
    is_history = cmd.startswith('git log') or cmd.startswith('git show')
    subject_next = False
    for i, l in enumerate(lines):
        if l.startswith('commit ') and re.match(r'^commit [0-9a-f]{7,40}', l):
            keep.add(i)
            subject_next = True
            continue
        if subject_next and l.startswith('    ') and l.strip():
            keep.add(i)                                      # first message line
            subject_next = False
            continue
        if l.startswith('diff --git '):
            keep.add(i)
            continue
        if STAT_ROW.match(l) or STAT_SUM.match(l):
            keep.add(i)
            continue
        if is_history:
            continue
        if l.startswith('@@'):
            keep.add(i)
        elif (l.startswith('+') and not l.startswith('+++ ')) or (l.startswith('-') and not l.startswith('--- ')):
            keep.add(i)
    return keep


# ----------------------------------------------------------------------- grep
def grep_rules(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r'^[^:\s]+:\d+:', l) or re.match(r'^grep: .*(binary file matches|No such file|Permission denied)', l):
            keep.add(i)                                      # every hit the agent asked for
    return keep


# ------------------------------------------------------------------- dispatch
def keep_lines(cmd, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = set()
    parts = [p.strip() for p in re.split(r'&&|;', cmd)]
    for p in parts:
        if p.startswith('go build') or p.startswith('go vet') or p.startswith('go test') or p.startswith('go mod tidy'):
            if p.startswith('go vet') and '-json' in p:
                keep |= vet_json_rules(lines)
                keep |= go_compile_rules(lines)
            else:
                keep |= go_compile_rules(lines)
        if p.startswith('go test'):
            if '-json' in p:
                keep |= go_test_json_rules(lines)
            else:
                keep |= go_test_text_rules(lines)
        if p.startswith('go ') or p.startswith('go tool'):
            keep |= go_extra_rules(lines, p)
        if p.startswith('go mod') or p.startswith('go list'):
            keep |= go_mod_rules(lines, p)
        if p.startswith('staticcheck'):
            keep |= staticcheck_rules(lines, p)
        if p.startswith('gofmt'):
            keep |= gofmt_rules(lines, p)
        if p.startswith('git status'):
            keep |= git_status_rules(lines)
        if p.startswith('git diff') or p.startswith('git log') or p.startswith('git show'):
            keep |= git_diff_rules(lines, p)
        if p.startswith('grep'):
            keep |= grep_rules(lines)
    # always: last three non-blank lines
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    check = '--check' in sys.argv
    total_keep = total_out = 0
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        text, head, cmd, output = parse(path)
        kl = keep_lines(cmd, output)
        total_keep += sum(len(l.encode()) + 1 for l in kl)
        total_out += len(output.encode())
        new = head + '-- output --\n' + output + '-- keep --\n' + ''.join(l + '\n' for l in kl)
        if not check:
            open(path, 'w', encoding='utf-8').write(new)
        print(f'{os.path.basename(path):45s} out={len(output.encode()):6d} keep_lines={len(kl):4d}')
    print(f'total output bytes {total_out}, keep bytes {total_keep}, '
          f'saving {100 * (1 - total_keep / total_out):.1f}%')


if __name__ == '__main__':
    main()
