#!/usr/bin/env python3
"""Keep rules for the fresh149 set.

Fills the `-- keep --` section of every .txtar file in this folder from the
command and its output. Written before looking at any reducer behaviour.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')

# ---------------------------------------------------------------- generic
GENERIC_WORDS = re.compile(
    r'\b(error|errors|fail|failed|failure|failures|warning|warnings|panic|panicked|'
    r'fatal|deprecated|exception|traceback|race detected|DATA RACE|timed out|overloaded)\b',
    re.I)
PASS_ROW = re.compile(r'^\s*(--- PASS|=== RUN|=== PAUSE|=== CONT|PASS$|ok\s)')

# ---------------------------------------------------------------- go shared
GO_LOC = re.compile(r'^\S+\.go:\d+(:\d+)?:')                  # file.go:l:c: finding / build error
TEST_MSG = re.compile(r'^\s+\S+_test\.go:\d+:')                 # t.Errorf / testify location
FAIL_LINE = re.compile(r'^\s*--- FAIL: |^FAIL(\s|$)')
OK_PKG = re.compile(r'^ok\s+\S+')
PKG_HDR = re.compile(r'^# \S')
TESTIFY_LABEL = re.compile(r'^\s*(Error Trace|Error|Test|Messages):\s*(\t|$)')
TESTIFY_CONT = re.compile(r'^\s*\t\s+\t(.*)$')
PANIC = re.compile(r'^(panic: |fatal error: |\[signal |goroutine \d+ \[running\]:.*|SIGSEGV)')
GOROUTINE_HDR = re.compile(r'^goroutine \d+ \[.*\]:$|^Goroutine \d+ \(.*\) created at:$')
RACE = re.compile(r'^(WARNING: DATA RACE|(Read|Write|Previous read|Previous write) at 0x[0-9a-f]+ by|Found \d+ data race)')
PROJECT_PATH = '/home/dev/work/'
COVER_LINE = re.compile(r'coverage: [\d.]+% of statements')
SHUFFLE = re.compile(r'^-test\.shuffle \d+')
BENCH = re.compile(r'^Benchmark\S+\s+\d+\s+[\d.]+ ns/op')
COVER_FUNC = re.compile(r'^\S+\.go:\d+:\s+\S+\s+([\d.]+)%$')
COVER_TOTAL = re.compile(r'^total:\s+\(statements\)\s+[\d.]+%')
GO_CMD_MSG = re.compile(r'^go: ')
GO_PROGRESS = re.compile(r'^go: (finding|downloading|extracting) ')
LINT_FINDING = re.compile(r'^\S+\.go:\d+:\d+: .+ \([A-Za-z0-9_-]+\)$')
LINT_SUMMARY = re.compile(r'^(\d+ issues?:|\* [\w-]+: \d+$|0 issues\.)')
EXIT_STATUS = re.compile(r'^exit status \d+')


def clean(line):
    return ANSI.sub('', line).rstrip()


def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


def go_lines(lines, tool):
    """Rules shared by go test, go vet, go build, go run, staticcheck output."""
    keep = set()
    n = len(lines)
    in_trace = False            # inside a goroutine dump or race report
    trace_blocks = []           # (header index, [frame indices])
    cur_block = None
    in_running = False          # "running tests:" list of a timeout panic
    in_testify_err = False      # continuation lines of a testify Error: label
    prev_kept_colon = False     # a kept error line ending in ':' (next indented line is its detail)
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            in_testify_err = False
            in_running = False
            prev_kept_colon = False
            continue
        # -- goroutine dumps and race reports: only project frames
        if GOROUTINE_HDR.match(l):
            in_trace = True
            cur_block = (i, [])
            trace_blocks.append(cur_block)
            continue
        if RACE.match(l):
            keep.add(i)
            in_trace = True
            cur_block = (None, [])
            trace_blocks.append(cur_block)
            continue
        if in_trace and (l.startswith('\t') or l.startswith('  ') or re.match(r'^[\w./*()\[\]-]+\(.*\)$', l)
                         or re.match(r'^created by ', l) or re.match(r'^[\w./*()-]+\.\w+\(\.\.\.\)$', l)):
            if PROJECT_PATH in l:
                cur_block[1].append(i)
                # the function line before it
                j = i - 1
                if j >= 0 and PROJECT_PATH not in lines[j]:
                    cur_block[1].append(j)
            continue
        in_trace = False
        if s == 'running tests:':
            in_running = True
            keep.add(i)
            continue
        if in_running and l.startswith('\t'):
            keep.add(i)
            continue
        in_running = False
        # -- testify blocks
        m = TESTIFY_LABEL.match(l)
        if m:
            keep.add(i)
            in_testify_err = m.group(1) == 'Error'
            continue
        m = TESTIFY_CONT.match(l)
        if m and in_testify_err:
            c = m.group(1)
            if c.strip() and c.strip() not in ('Diff:', '--- Expected', '+++ Actual') \
                    and not c.startswith('@@') and not c.startswith(' '):
                keep.add(i)
            continue
        in_testify_err = False
        # -- go test lines
        if FAIL_LINE.match(l) or OK_PKG.match(l) or PKG_HDR.match(l) or TEST_MSG.match(l) \
                or PANIC.match(l) or COVER_LINE.search(l) or SHUFFLE.match(l) or BENCH.match(l) \
                or EXIT_STATUS.match(l):
            keep.add(i)
            prev_kept_colon = s.endswith(':')
            continue
        if 'race detected' in l:
            keep.add(i)
            continue
        # -- compile errors, vet and staticcheck findings; indented detail after "...:"
        if GO_LOC.match(l):
            cm = COVER_FUNC.match(l)
            if cm:  # go tool cover -func row: keep functions not fully covered
                if float(cm.group(1)) < 100.0:
                    keep.add(i)
                continue
            keep.add(i)
            prev_kept_colon = s.endswith(':')
            continue
        if COVER_TOTAL.match(l):
            keep.add(i)
            continue
        if prev_kept_colon and l.startswith('\t'):
            keep.add(i)
            continue
        prev_kept_colon = False
        # -- go command messages (go.mod / go.sum problems)
        if GO_CMD_MSG.match(l):
            if not GO_PROGRESS.match(l):
                keep.add(i)
                prev_kept_colon = True   # its tab-indented details follow
            continue
        # -- generic rule (passing rows excluded)
        if GENERIC_WORDS.search(l) and not PASS_ROW.match(l):
            keep.add(i)
    for hdr, frames in trace_blocks:
        if frames:
            if hdr is not None:
                keep.add(hdr)
            keep.update(frames)
    return keep


def cli_lines(lines, exit_code):
    """A project CLI run (go run / ./bin/...)."""
    keep = go_lines(lines, 'cli')
    if exit_code == 0:
        # the program's own output is what was asked for
        keep.update(i for i, l in enumerate(lines) if l.strip())
        return keep
    sugg = False
    for i, l in enumerate(lines):
        s = l.strip()
        if l.startswith('Error:') or l.startswith('usage:') or EXIT_STATUS.match(l):
            keep.add(i)
        if s == 'Did you mean this?':
            keep.add(i)
            sugg = True
            continue
        if sugg:
            if l.startswith('\t') and s:
                keep.add(i)
                continue
            if s:
                sugg = False
    return keep


def golangci_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if LINT_FINDING.match(l) or LINT_SUMMARY.match(l) or GO_LOC.match(l):
            keep.add(i)
        elif re.match(r'^(Error|level=error|ERRO)', l):
            keep.add(i)
    return keep


def json_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        try:
            ev = json.loads(l)
        except ValueError:
            if GENERIC_WORDS.search(l):
                keep.add(i)
            continue
        act = ev.get('Action')
        if act == 'fail':
            keep.add(i)
            continue
        if act == 'pass' and not ev.get('Test'):
            keep.add(i)          # package result
            continue
        if act == 'output':
            text = ev.get('Output', '').rstrip('\n')
            sub = go_lines([text], 'json')
            if sub:
                keep.add(i)
                continue
            # testify continuation lines arrive one per event
            m = TESTIFY_CONT.match(text)
            if m:
                c = m.group(1)
                if c.strip() and c.strip() not in ('Diff:', '--- Expected', '+++ Actual') \
                        and not c.startswith('@@') and not c.startswith(' '):
                    keep.add(i)
    return keep


def modgraph_lines(lines):
    # requirements of the main module (first field without @version)
    return {i for i, l in enumerate(lines) if l.strip() and '@' not in l.split()[0]}


def modwhy_lines(lines):
    # every line of the answer
    return {i for i, l in enumerate(lines) if l.strip()}


def listm_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if i == 0 and l.strip():
            keep.add(i)          # main module
        if re.search(r'\[v[^\]]+\]', l):
            keep.add(i)          # an available upgrade
        if GO_CMD_MSG.match(l) and not GO_PROGRESS.match(l):
            keep.add(i)
    return keep


def tool_of(cmd):
    if 'golangci-lint' in cmd:
        return 'golangci'
    if 'go test' in cmd and '-json' in cmd:
        return 'gojson'
    if 'go mod graph' in cmd:
        return 'modgraph'
    if 'go mod why' in cmd:
        return 'modwhy'
    if 'go list -m' in cmd:
        return 'listm'
    if 'go run' in cmd or './bin/' in cmd:
        return 'cli'
    return 'go'   # go test, go vet, go build, go mod tidy/get/verify, staticcheck, go tool cover


def keep_for(cmd, exit_code, output):
    lines = [clean(l) for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines = lines[:-1]
    tool = tool_of(cmd)
    if tool == 'golangci':
        k = golangci_lines(lines)
    elif tool == 'gojson':
        k = json_lines(lines)
    elif tool == 'modgraph':
        k = modgraph_lines(lines)
    elif tool == 'modwhy':
        k = modwhy_lines(lines)
    elif tool == 'listm':
        k = listm_lines(lines)
    elif tool == 'cli':
        k = cli_lines(lines, exit_code)
    else:
        k = go_lines(lines, tool)
    k |= last_three(lines)
    out, seen = [], set()
    for i in sorted(k):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, '*.txtar'))):
        with open(path, encoding='utf-8', errors='surrogateescape') as f:
            text = f.read()
        head, rest = text.split('\n-- output --\n', 1)
        output = rest.rsplit('-- keep --\n', 1)[0]
        cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
        code = int(re.search(r'^exit: (\d+)$', head, re.M).group(1))
        keep = keep_for(cmd, code, output)
        with open(path, 'w', encoding='utf-8', errors='surrogateescape') as f:
            f.write(head + '\n-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
        print(f'{os.path.basename(path)}: {len(keep)} keep lines', file=sys.stderr)


if __name__ == '__main__':
    main()
