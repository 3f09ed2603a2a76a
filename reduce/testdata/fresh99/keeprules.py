#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh99 txtar file from its output.

The rules were fixed before any reducer was looked at; they are applied
mechanically and the keep lists are never edited by hand.  Run once:

    python3 keeprules.py            # rewrites every *.txtar in this folder

A keep line is an exact output line with ANSI escapes and trailing blanks
removed.  Each distinct line is listed once, in output order.  The last three
non-blank lines of every output are always kept.
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[ -/]*[@-~]')
PROJ = '/home/dev/work/'


def clean(line):
    return ANSI.sub('', line).rstrip()


# --------------------------------------------------------------------------
# Go: go build / go vet / go test (text) / staticcheck
# --------------------------------------------------------------------------
GO_DIAG = re.compile(r'^(vet: )?[\w./-]+\.go:\d+(:\d+)?: ')          # file.go:L:C: msg
GO_TESTMSG = re.compile(r'^(\s+)[\w.-]+\.go:\d+: ')                 # indented t.Errorf
GO_KEEP = [
    re.compile(r'^\s*--- FAIL: '),
    re.compile(r'^FAIL(\s|$)'),
    re.compile(r'^ok\s+\S+'),                      # per-package summary
    re.compile(r'^\s+\S+\s+coverage: '),            # coverage summary w/o tests
    re.compile(r'^# \S'),                           # package header of a build/vet error
    re.compile(r'^panic: '),
    re.compile(r'^fatal error: '),
    re.compile(r'^WARNING: DATA RACE'),
    re.compile(r'^(Read|Write|Previous write|Previous read) at '),
    re.compile(r'race detected'),
    re.compile(r'too many errors'),
    re.compile(r'\[build failed\]|\[setup failed\]'),
]


def go_text(lines):
    keep = set()
    detail_indent = None      # indentation of the last kept diagnostic / test message
    for i, l in enumerate(lines):
        if detail_indent is not None:
            ind = len(l) - len(l.lstrip())
            if l.strip() and ind > detail_indent and not l.lstrip().startswith(('--- PASS', '=== ')):
                keep.add(i)    # continuation of a message (have/want, golden diff)
                continue
            detail_indent = None
        if GO_DIAG.match(l):
            keep.add(i)
            detail_indent = 0
            continue
        m = GO_TESTMSG.match(l)
        if m:
            keep.add(i)
            detail_indent = len(m.group(1))
            continue
        if any(p.search(l) for p in GO_KEEP):
            keep.add(i)
            continue
        # stack frames (panic / race): keep the project's own locations and
        # the function line just above each of them
        if PROJ in l and re.search(r'\.go:\d+', l):
            keep.add(i)
            if i > 0 and lines[i - 1].strip() and not lines[i - 1].startswith('\t\t'):
                keep.add(i - 1)
    return keep


GO_JSON_TEXT = [
    re.compile(r'--- FAIL'), re.compile(r'^FAIL'), re.compile(r'^panic: '),
    re.compile(r'\.go:\d+'), re.compile(r'^ok\s'), re.compile(r'DATA RACE'),
    re.compile(r'race detected'),
]


def go_json(lines):
    keep = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            keep.add(i)               # non-JSON lines (build errors) are kept
            continue
        act = ev.get('Action')
        if act == 'fail':
            keep.add(i)
        elif act in ('pass', 'skip') and 'Test' not in ev:
            keep.add(i)               # package-level summary
        elif act == 'output':
            out = ev.get('Output', '')
            txt = out.rstrip('\n')
            if txt.lstrip().startswith(('--- PASS', '=== ', 'PASS')):
                continue
            if any(p.search(txt) for p in GO_JSON_TEXT) and ('--- FAIL' in txt or 'PASS' not in txt):
                if re.search(r'/usr/local/go/', txt):
                    continue          # runtime/testing frames
                keep.add(i)
    return keep


# --------------------------------------------------------------------------
# Rust: cargo build / check / clippy / test / run
# --------------------------------------------------------------------------
RS_HEADER = re.compile(r'^(error|warning)(\[\w+\])?: ')
RS_LOC = re.compile(r'^\s*--> (.*)$')
RS_LABEL = re.compile(r'^\s*\d*\s*\|[\s|]*[\^\-]+(\s+[\-\^|]*)*\s+\S.*$')
RS_KEEP = [
    re.compile(r'^test .* \.\.\. FAILED$'),
    re.compile(r'^---- .* stdout ----$'),
    re.compile(r"^thread '.*' (\(\d+\) )?panicked at "),
    re.compile(r'^assertion( `left == right`| `left != right`)? failed'),
    re.compile(r'^\s*(left|right): '),
    re.compile(r'^note: panic did not contain expected string'),
    re.compile(r'^\s*panic message: '),
    re.compile(r'^\s*expected substring: '),
    re.compile(r'^note: test did not panic as expected'),
    re.compile(r'^test result: '),
    re.compile(r'^failures:$'),
    re.compile(r'^Test executable failed'),
    re.compile(r'^\s*caused by: ', re.I),
    re.compile(r'^Caused by:'),
    re.compile(r'^Error: '),
    re.compile(r'^called `(Result|Option)::unwrap\(\)`'),
]


def rust(lines):
    keep = set()
    in_fail_list = False
    after_panic = False
    for i, l in enumerate(lines):
        s = l.strip()
        if RS_HEADER.match(l):
            keep.add(i)
            continue
        m = RS_LOC.match(l)
        if m:
            if not m.group(1).startswith('/rustc/'):
                keep.add(i)
            continue
        if RS_LABEL.match(l) and '=' not in l.split('|', 1)[0]:
            keep.add(i)               # underline labels: "expected `u32`, found ..."
            continue
        if any(p.search(l) for p in RS_KEEP):
            keep.add(i)
            if l.startswith('failures:'):
                in_fail_list = True
            if 'panicked at' in l:
                after_panic = True
            continue
        if after_panic:
            # the panic message lines directly after "panicked at"
            if s and not s.startswith(('note:', 'stack backtrace:')):
                keep.add(i)
                continue
            after_panic = False
        if in_fail_list:
            if l.startswith('    ') and s:
                keep.add(i)           # failing test names
                continue
            if s:
                in_fail_list = False
        # backtrace: keep frames pointing into the project (at ./src, ./tests)
        if re.match(r'^\s+at \./(src|tests)/', l) or (PROJ in l and re.search(r'\.rs:\d+', l)):
            keep.add(i)
            if i > 0 and re.match(r'^\s+\d+: ', lines[i - 1]):
                keep.add(i - 1)
    return keep


def cargo_run_program(lines):
    """Lines printed by the program itself after `Running ...` (cargo run)."""
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r'^(error|Error)\b', l) or re.match(r'^\s*caused by: ', l, re.I):
            keep.add(i)
    return keep


# --------------------------------------------------------------------------
# git
# --------------------------------------------------------------------------
def git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if s.startswith('(use "git') or s.startswith('(commit or discard') or \
                s.startswith('no changes added') or s.startswith('nothing added'):
            continue              # hints
        keep.add(i)               # branch lines, section headers, every entry
    return keep


STAT_ROW = re.compile(r'^ \S.* \| +(\d+ [+-]*|Bin .*)$')
STAT_SUM = re.compile(r'^ \d+ files? changed')


def git_log_like(lines, with_changes):
    """git log / show / diff.  with_changes: also keep +/- lines and @@ headers."""
    keep = set()
    want_subject = False
    in_header = False
    for i, l in enumerate(lines):
        if re.match(r'^commit [0-9a-f]{7,40}', l):
            keep.add(i)
            want_subject = True
            in_header = True
            continue
        if in_header and re.match(r'^(Author|Date|Merge|AuthorDate|Commit|CommitDate): ', l):
            continue
        if want_subject and l.strip():
            keep.add(i)           # subject line (first message line)
            want_subject = False
            in_header = False
            continue
        if re.match(r'^[0-9a-f]{7,12} \S', l):    # --oneline entry
            keep.add(i)
            continue
        if l.startswith('diff --git ') or STAT_ROW.match(l) or STAT_SUM.match(l):
            keep.add(i)
            continue
        if l.startswith(('new file mode', 'deleted file mode', 'rename from', 'rename to')):
            keep.add(i)
            continue
        if with_changes:
            if l.startswith('@@'):
                keep.add(i)
            elif (l.startswith('+') and not l.startswith('+++')) or \
                    (l.startswith('-') and not l.startswith('---')):
                keep.add(i)
    return keep


# --------------------------------------------------------------------------
def classify(cmd):
    c = cmd
    if re.search(r'\bgo test\b', c) and '-json' in c:
        return 'gojson'
    if re.search(r'\bgo (test|build|vet)\b', c) or c.startswith('staticcheck'):
        return 'go'
    if re.search(r'\bcargo run\b', c):
        return 'cargorun'
    if re.search(r'\bcargo\b', c):
        return 'rust'
    if re.search(r'\bgit status\b', c):
        return 'gitstatus'
    if re.search(r'\bgit diff\b', c):
        return 'gitdiff'
    if re.search(r'\bgit (log|show)\b', c):
        return 'gitlog'
    if re.search(r'\bgrep\b', c):
        return 'grep'
    return 'other'


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines = lines[:-1]
    kind = classify(cmd)
    if kind == 'go':
        idx = go_text(lines)
    elif kind == 'gojson':
        idx = go_json(lines)
    elif kind == 'rust':
        idx = rust(lines)
    elif kind == 'cargorun':
        idx = rust(lines) | cargo_run_program(lines)
    elif kind == 'gitstatus':
        idx = git_status(lines)
    elif kind == 'gitdiff':
        idx = git_log_like(lines, with_changes=True)
    elif kind == 'gitlog':
        idx = git_log_like(lines, with_changes=False)
    elif kind == 'grep':
        idx = {i for i, l in enumerate(lines) if re.match(r'^[^:\s][^:]*:\d+:', l)}
    else:
        idx = set()
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    text = open(path, encoding='utf-8').read()
    head, rest = text.split('-- output --\n', 1)
    k = rest.rfind('-- keep --\n')
    assert k == 0 or rest[k - 1] == '\n', path
    output = rest[:k]
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    keep = keep_lines(cmd, output)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(head + '-- output --\n' + output + '-- keep --\n' +
                ''.join(k + '\n' for k in keep))


if __name__ == '__main__':
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(glob.glob(os.path.join(here, '*.txtar')))
    for p in files:
        process(p)
    print(f'{len(files)} files processed', file=sys.stderr)
