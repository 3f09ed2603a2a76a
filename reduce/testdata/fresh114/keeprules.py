#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh114 txtar from its output.

The rules were fixed before any reducer output was looked at (none ever was).
Run once:  python3 keeprules.py   (rewrites the keep section of each *.txtar here)

A keep line is an exact output line with ANSI escapes and trailing blanks removed.
Lines are listed once (first occurrence), in output order.  The last three
non-blank lines of every output are always kept.
"""
import glob
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\([A-Za-z0-9]|\x1b[=>]')


def clean(line):
    return ANSI.sub('', line).rstrip()


# ---------------------------------------------------------------- Rust / cargo
RUST_CRATES = r'(?:orrery|bellringer|orbits|methods)'
R_ERRWARN = re.compile(r'^(error(\[E\d+\])?:|error:|warning:)')
R_NOISE_WARN = re.compile(r'^warning: build failed, waiting for other jobs')
R_LOC = re.compile(r'^\s*--> (?!/)\S+:\d+:\d+')
R_PANIC = re.compile(r"^thread '.*' (\(\d+\) )?panicked at ")
R_TESTFAIL = re.compile(r'^test .* \.\.\. FAILED$')
R_SECTION = re.compile(r'^---- .* ----$')
R_RESULT = re.compile(r'^test result: ')
R_FRAME = re.compile(r'^\s*\d+:\s+(?:0x[0-9a-f]+ - )?(?:<)?' + RUST_CRATES + r'(?:\[[0-9a-f]+\])?::')
R_FRAME_AT = re.compile(r'^\s+at (?:\./|/home/dev/work/\S+?/)(?:src|tests)/')
R_DOCFAIL = re.compile(r"^(Couldn't compile the test\.|Test executable failed)")
R_NOTE_PANIC = re.compile(r'^note: test did not panic')
R_FMT_DIFF = re.compile(r'^Diff in ')


def rust_keep(lines):
    keep = []
    in_panic_msg = False
    in_failures = False
    for i, ln in enumerate(lines):
        k = False
        if in_panic_msg:
            if ln == '' or ln.startswith('note:') or ln.startswith('stack backtrace:') \
                    or ln.startswith('test ') or ln.startswith('---- '):
                in_panic_msg = False
            else:
                k = True
        if in_failures:
            if ln == '':
                in_failures = False
            elif ln.startswith('    '):
                k = True
        if ln == 'failures:':
            in_failures = True
        if R_PANIC.match(ln):
            k = True
            in_panic_msg = True
        if R_ERRWARN.match(ln) and not R_NOISE_WARN.match(ln):
            k = True
        if (R_LOC.match(ln) or R_TESTFAIL.match(ln) or R_SECTION.match(ln) or R_RESULT.match(ln)
                or R_FRAME.match(ln) or R_FRAME_AT.match(ln) or R_DOCFAIL.match(ln)
                or R_NOTE_PANIC.match(ln) or R_FMT_DIFF.match(ln)):
            k = True
        if k:
            keep.append(i)
    return keep


# ---------------------------------------------------------------- Go
G_POS = re.compile(r'^\S+\.go:\d+(:\d+)?: ')
G_CONT = re.compile(r'^\t(have|want) ')
G_PKGHDR = re.compile(r'^# \S')
G_FAIL = re.compile(r'^\s*--- FAIL: ')
G_PKGLINE = re.compile(r'^(ok|FAIL)\s+\S+')
G_TESTLOG = re.compile(r'^\s+\S+_test\.go:\d+: ')
G_CTX = re.compile(r'^\s*(?:=== (?:RUN|CONT|NAME|PAUSE)\s+|--- (?:PASS|FAIL|SKIP): )(\S+)')
G_PANIC = re.compile(r'panic: |\[recovered')
G_RACE = re.compile(r'WARNING: DATA RACE|race detected|^(Read|Write|Previous (read|write)) at 0x')
G_PROJ = re.compile(r'example\.org/|/home/dev/work/')
G_FUZZ = re.compile(r'^\s*(Failing input written to|To re-run:|go test -run=)')
G_COVER = re.compile(r'coverage: [\d.]+% of statements|^total:|^\S+\.go:\d+:\s+\S+\s+\d+(\.\d+)?%$')
G_BENCH = re.compile(r'^Benchmark\S+\s+\d+\s')
G_MISC = re.compile(r'^(FAIL|exit status \d+)$')


def go_text_keep(lines):
    failing = set()
    for ln in lines:
        m = re.match(r'^\s*--- FAIL: (\S+)', ln)
        if m:
            failing.add(m.group(1))
    keep = []
    ctx = None
    for i, ln in enumerate(lines):
        m = G_CTX.match(ln)
        if m:
            ctx = m.group(1)
        k = False
        if G_TESTLOG.match(ln):
            k = ctx is None or ctx in failing
        elif G_POS.match(ln) and not ln.startswith('\t'):
            k = True
        if (G_CONT.match(ln) or G_PKGHDR.match(ln) or G_FAIL.match(ln) or G_PKGLINE.match(ln)
                or G_PANIC.search(ln) or G_RACE.search(ln) or G_FUZZ.match(ln)
                or G_COVER.search(ln) or G_BENCH.match(ln) or G_MISC.match(ln)):
            k = True
        if G_PROJ.search(ln) and (ln.startswith('\t') or ln.startswith('  ') or '(' in ln) \
                and not ln.startswith('{'):
            # project stack frames (function line or file:line line)
            k = True
        if k:
            keep.append(i)
    return keep


def go_json_keep(lines):
    failed = set()
    recs = []
    for ln in lines:
        try:
            r = json.loads(ln)
        except ValueError:
            r = None
        recs.append(r)
        if r and r.get('Action') == 'fail':
            failed.add((r.get('Package'), r.get('Test')))
    keep = []
    for i, (ln, r) in enumerate(zip(lines, recs)):
        if r is None:
            if ln:
                keep.append(i)  # non-JSON lines (build errors) are kept
            continue
        act = r.get('Action')
        test = r.get('Test')
        if act == 'fail':
            keep.append(i)
        elif act in ('pass', 'skip') and not test:
            keep.append(i)  # package summary
        elif act == 'output':
            out = r.get('Output', '').rstrip('\n')
            if test and (r.get('Package'), test) in failed and G_TESTLOG.match(out):
                keep.append(i)
            elif G_FAIL.match(out) or G_PKGLINE.match(out) or G_PANIC.search(out) \
                    or G_POS.match(out) or G_COVER.search(out):
                keep.append(i)
    return keep


# ---------------------------------------------------------------- git / grep / gofmt
def git_keep(lines, cmd):
    keep = []
    is_log = ' log' in cmd
    for i, ln in enumerate(lines):
        k = False
        if re.match(r'^commit [0-9a-f]{7,}', ln) or re.match(r'^    \S', ln) and is_log:
            k = True  # commit ids and subject/body lines
        if re.match(r'^diff --git |^(---|\+\+\+) (a/|b/|/dev/null)|^@@ |^new file mode|^deleted file mode', ln):
            k = True
        if re.match(r'^ \S.* \| +(\d+ ?[-+]*|Bin .*)$', ln) or re.match(r'^ \d+ files? changed', ln):
            k = True
        if not is_log and re.match(r'^[-+](?![-+]{2} )', ln):
            k = True  # changed lines of a working-tree diff
        if k:
            keep.append(i)
    return keep


def grep_keep(lines):
    return [i for i, ln in enumerate(lines) if re.match(r'^[^:\s]+:\d+:', ln)]


def gofmt_keep(lines, cmd):
    if ' -l' in cmd:
        return [i for i, ln in enumerate(lines) if ln]
    keep = []
    for i, ln in enumerate(lines):
        if re.match(r'^diff |^(---|\+\+\+) |^@@ ', ln) or re.match(r'^[-+]', ln):
            keep.append(i)
    return keep


def keep_indices(cmd, lines):
    c = cmd.strip()
    if c.startswith('git '):
        keep = git_keep(lines, c)
    elif c.startswith('grep '):
        keep = grep_keep(lines)
    elif c.startswith('gofmt'):
        keep = gofmt_keep(lines, c)
    elif 'cargo ' in c:
        keep = rust_keep(lines)
    elif '-json' in c:
        keep = go_json_keep(lines)
    else:  # go build / vet / test, staticcheck
        keep = go_text_keep(lines)
    return set(keep)


def derive(cmd, output):
    lines = [clean(x) for x in output.split('\n')]
    if lines and lines[-1] == '':
        lines = lines[:-1]
    idx = keep_indices(cmd, lines)
    nonblank = [i for i, x in enumerate(lines) if x.strip()]
    idx |= set(nonblank[-3:])
    # merge: kept lines plus last three non-blank, in output order, each text once
    out, seen = [], set()
    for i in sorted(idx):
        ln = lines[i]
        if ln.strip() and ln not in seen:
            out.append(ln)
            seen.add(ln)
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        text = open(path, encoding='utf-8').read()
        head, rest = text.split('\n-- output --\n', 1)
        output, _ = rest.split('-- keep --\n', 1)
        cmd = head.split('\n', 1)[0][len('cmd: '):]
        keep = derive(cmd, output)
        with open(path, 'w', encoding='utf-8') as w:
            w.write(head + '\n-- output --\n' + output + '-- keep --\n')
            w.write(''.join(k + '\n' for k in keep))


if __name__ == '__main__':
    main()
