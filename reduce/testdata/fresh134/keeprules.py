#!/usr/bin/env python3
"""Keep rules for the fresh134 blind set.

Derives the `-- keep --` section of every *.txtar file in this folder from
its `cmd:` line and its output. Written before looking at any reducer
behaviour. Run once:

    python3 keeprules.py --write      # fill the keep sections
    python3 keeprules.py              # print the keep lines, change nothing

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, at its first occurrence, in output order.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT_ROOT = '/home/dev/work/'

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b[()][A-Za-z0-9]|\x1b[=>]')


def clean(line):
    return ANSI.sub('', line).rstrip()


# ---------------------------------------------------------------- generic

GENERIC_WORDS = re.compile(
    r'\b(error|errors|fail|failed|failure|failures|FAIL|panic|panicked|warning|warnings|'
    r'fatal|exception|traceback|deprecated|deprecation)\b|\b\w+(Error|Exception)\b|[✖✕×●✗]',
    re.IGNORECASE)
PASS_ROW = re.compile(r'^\s*(--- PASS|=== RUN|=== PAUSE|=== CONT|PASS$|ok\s*$)|\.\.\. ok$|[✓✔]')
CODE_FRAME = re.compile(r'^\s*\d*\s*\|')


def generic(lines, keep):
    """Error/failure/warning/panic words, skipping passing rows and code frames."""
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if PASS_ROW.search(l) or CODE_FRAME.match(l):
            continue
        if GENERIC_WORDS.search(l):
            keep.add(i)


def last_three(lines, keep):
    n = 0
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].strip():
            keep.add(i)
            n += 1
            if n == 3:
                break


# ------------------------------------------------------------------- go

GO_FILE_LOC = re.compile(r'^\s*(vet: )?(\.?/?[\w./-]*\.go):\d+(:\d+)?: ')
GO_TEST_MSG = re.compile(r'^\s+[\w.-]+\.go:\d+: ')
GO_FRAME_FILE = re.compile(r'^\s+(/\S+|\S+\.go):\d+( \+0x[0-9a-f]+)?$')
GO_GOROUTINE_HDR = re.compile(r'^goroutine \d+ \[.*\]:$')
GO_CREATED_BY = re.compile(r'^created by ')


def go_is_project_file(l):
    s = l.strip()
    return s.startswith(PROJECT_ROOT)


def go_stack_frames(lines, keep, runtime_skip):
    """Goroutine traces: keep project frames (function line + its file line),
    `created by` lines that point into the project, and the header of each
    goroutine that has a project frame. Runtime/testing frames are skipped
    (their indices go into runtime_skip so the generic rule ignores them)."""
    i = 0
    n = len(lines)
    while i < n:
        if GO_GOROUTINE_HDR.match(lines[i]):
            hdr = i
            j = i + 1
            has_project = False
            while j < n and lines[j].strip() and not lines[j].startswith(('FAIL', 'ok ', 'exit status', 'panic:', '---', '===')):
                runtime_skip.add(j)
                if GO_FRAME_FILE.match(lines[j]) and go_is_project_file(lines[j]):
                    keep.add(j)
                    keep.add(j - 1)
                    has_project = True
                j += 1
            if has_project:
                keep.add(hdr)
            else:
                runtime_skip.add(hdr)
            i = j
        else:
            i += 1


def go_goleak(lines, keep, runtime_skip):
    """goleak report inside a test message: the `[Goroutine N in state ...`
    lines and the project frames under them."""
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith('[Goroutine ') or s.startswith('Goroutine ') and ' in state ' in s:
            keep.add(i)
        if GO_FRAME_FILE.match(l) and go_is_project_file(l) and i > 0:
            keep.add(i)
            keep.add(i - 1)


def go_race(lines, keep, runtime_skip):
    """Race reports: the WARNING line, the access/creation lines and the
    project frames (function + file). Runtime/testing frames are skipped."""
    in_race = False
    for i, l in enumerate(lines):
        s = l.strip()
        if s == 'WARNING: DATA RACE':
            in_race = True
            keep.add(i)
            continue
        if s.startswith('=================='):
            in_race = False
            continue
        if not in_race:
            continue
        if re.match(r'^(Read|Write|Previous read|Previous write|Atomic \w+|Previous atomic \w+) at 0x[0-9a-f]+ by (goroutine \d+|main goroutine):$', s) \
                or re.match(r'^Goroutine \d+ \(\w+\) created at:$', s):
            keep.add(i)
        elif GO_FRAME_FILE.match(l):
            runtime_skip.add(i)
            runtime_skip.add(i - 1)
            if go_is_project_file(l):
                keep.add(i)
                keep.add(i - 1)


def go_test(lines, keep, cmd):
    skip = set()
    go_stack_frames(lines, keep, skip)
    go_race(lines, keep, skip)
    go_goleak(lines, keep, skip)
    in_msg = None  # indent of the current failing-test message
    in_running = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            in_msg = None
            in_running = False
            continue
        if i in skip:
            continue
        ind = len(l) - len(l.lstrip())
        if re.match(r'^\s*--- FAIL: ', l) or re.match(r'^FAIL(\s|$)', l):
            keep.add(i)
            in_msg = None
            continue
        if re.match(r'^ok\s+\S+', l):
            keep.add(i)
            continue
        if s.startswith('# ') or GO_FILE_LOC.match(l):
            keep.add(i)
            continue
        if GO_TEST_MSG.match(l):
            keep.add(i)
            in_msg = ind
            continue
        if in_msg is not None:
            if ind > in_msg and not s.startswith(('--- ', '=== ')):
                # continuation of a multi-line t.Errorf message
                if not (GO_FRAME_FILE.match(l) and not go_is_project_file(l)):
                    keep.add(i)
                continue
            in_msg = None
        if s.startswith(('panic:', 'fatal error:', '[signal ')):
            keep.add(i)
            in_running = s.startswith('panic: test timed out')
            continue
        if in_running:
            # "running tests:" and the names of the tests that hung
            if ind > 0:
                keep.add(i)
                continue
            in_running = False
        if re.search(r'race detected during execution of test|Found \d+ data race', s):
            keep.add(i)
        if re.match(r'^\s*coverage: ', l) or 'coverage:' in s and s.startswith('ok'):
            keep.add(i)
        # benchmarks: the result rows are what was asked for
        if re.match(r'^Benchmark\S+\s+\d+\s+[\d.]+ ns/op', l):
            keep.add(i)
        # fuzzing: the failing input and how to re-run it
        if s.startswith(('Failing input written to', 'To re-run:')) or s.startswith('go test -run='):
            keep.add(i)
        if s.startswith('exit status '):
            keep.add(i)
    # generic rule, minus runtime/testing frames already judged
    g = set()
    generic(lines, g)
    keep.update(x for x in g if x not in skip and not lines[x].strip().startswith('fuzz: elapsed'))


def go_test_json(lines, keep):
    for i, l in enumerate(lines):
        if '"Action":"fail"' in l:
            keep.add(i)
            continue
        m = re.search(r'"Action":"output".*"Output":"(.*)"\}$', l)
        if not m:
            continue
        o = m.group(1)
        if re.match(r'^\s*--- FAIL', o) or re.match(r'^\s+[\w.-]+_test\.go:\d+: ', o) \
                or re.match(r'^FAIL', o) or o.startswith('panic:') or re.match(r'^ok\s', o):
            keep.add(i)


def go_build_vet(lines, keep):
    skip = set()
    go_stack_frames(lines, keep, skip)
    cont = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            cont = False
            continue
        if i in skip:
            continue
        if s.startswith('# ') or GO_FILE_LOC.match(l):
            keep.add(i)
            cont = True
            continue
        if cont and l.startswith('\t'):
            # have/want continuation of a type error
            keep.add(i)
            continue
        cont = False
        if re.match(r'^FAIL\s', l) or s.startswith(('panic:', 'fatal error:', 'exit status')):
            keep.add(i)
    g = set()
    generic(lines, g)
    keep.update(x for x in g if x not in skip)


def go_escape(lines, keep):
    """`go build -gcflags=-m`: what lands on the heap. `can inline`,
    `inlining call`, `does not escape` are the bulk and are left out."""
    for i, l in enumerate(lines):
        if l.startswith('# ') or re.search(r'escapes to heap|moved to heap|leaking param', l):
            keep.add(i)
        elif GO_FILE_LOC.match(l) and not re.search(
                r': (can inline|inlining call|does not escape|func literal does not escape|'
                r'devirtualizing|found IsInlinedCall|\S.* does not escape)', l):
            keep.add(i)   # anything that is not an optimisation note, e.g. a compile error


def go_vet_json(lines, keep):
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^"(posn|message)": ', s):
            keep.add(i)
        elif re.match(r'^"[^"]+": [\[{]$', s) and not s.startswith(('"suggested_fixes"', '"edits"')):
            keep.add(i)


def go_doc(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r'^(package|func|type|var|const) ', l):
            keep.add(i)


def pprof_top(lines, keep):
    rows = 0
    for i, l in enumerate(lines):
        s = l.strip()
        if s.startswith('Showing nodes accounting for'):
            keep.add(i)
        elif re.match(r'^\s*[\d.]+\w*s\s+[\d.]+%\s+[\d.]+%\s+[\d.]+\w*s\s+[\d.]+%\s+\S', l):
            if rows < 10:
                keep.add(i)
            rows += 1


def gofmt_list(lines, keep):
    for i, l in enumerate(lines):
        if l.strip():
            keep.add(i)


def unified_diff(lines, keep):
    for i, l in enumerate(lines):
        if l.startswith(('diff ', '@@', 'Diff in ', 'new file mode', 'deleted file mode')):
            keep.add(i)
        elif l.startswith(('---', '+++')):
            continue
        elif l.startswith(('+', '-')) and l.strip() not in ('+', '-'):
            keep.add(i)


def staticcheck(lines, keep):
    for i, l in enumerate(lines):
        if GO_FILE_LOC.match(l):
            keep.add(i)


def golangci(lines, keep):
    for i, l in enumerate(lines):
        if GO_FILE_LOC.match(l):
            keep.add(i)
        elif re.match(r'^\d+ issues?[.:]', l) or re.match(r'^\* [\w-]+: \d+$', l):
            keep.add(i)
        elif re.match(r'^(level=(warning|error|fatal)|ERRO|WARN)', l):
            keep.add(i)


# ---------------------------------------------------------------- cargo

CARGO_STATUS = re.compile(r'^\s*(Compiling|Checking|Finished|Running|Documenting|Doc-tests|Fresh|Blocking|Locking|Updating|Generated|Adding)\b')
CARET_LINE = re.compile(r'^\s*\|[\s|_/]*[\^\-]')
CARET_TEXT = re.compile(r'[\^\-]\s+[^\s^\-|]')


def caret_label(l):
    # `   |     ^^^^ message` or `   |  ----- message`: a marker run with a label
    return bool(CARET_LINE.match(l) and CARET_TEXT.search(l))
RUST_LOC = re.compile(r'^\s*(::|-->)\s+\S+:\d+:\d+')


def cargo(lines, keep, cmd):
    section = None        # 'failures', 'successes', 'failnames', 'targets'
    in_panic = False
    in_diag = False
    running_prog = False   # cargo run: after "Running `target/...`"
    quiet_run = 'cargo run' in cmd and (' -q' in cmd or '--quiet' in cmd)
    panic_blocks = {}      # thread name -> indices of its panic line and message
    ok_tests = set()       # tests reported `... ok` (a should_panic test's panic is expected)
    cur_thread = None
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            in_panic = False
            in_diag = False
            if section == 'failnames':
                section = None
            continue
        # diagnostics (rustc, clippy, rustdoc)
        if re.match(r'^(error|warning)(\[\w+\])?:', s) or re.match(r'^\S+:\d+:\d+: (error|warning)', s):
            if section == 'successes':
                continue
            keep.add(i)
            in_diag = s.startswith(('error', 'warning')) and not s.startswith(('error: test failed', 'error: doctest failed'))
            if re.match(r'^error: \d+ targets? failed:', s):
                section = 'targets'
            continue
        if section == 'targets' and l.startswith('    '):
            keep.add(i)
            continue
        if in_diag:
            if RUST_LOC.match(l) or caret_label(l):
                keep.add(i)
            continue
        if CARGO_STATUS.match(l):
            if l.strip().startswith('Running `'):
                running_prog = True
            continue
        # test harness
        if s == 'failures:':
            section = 'failnames' if section == 'failures' else 'failures'
            continue
        if s == 'successes:':
            section = 'successes' if section != 'successes' else 'succnames'
            continue
        if s.startswith('running ') and re.match(r'^running \d+ tests?$', s):
            section = None
            continue
        if s.startswith('test result:'):
            keep.add(i)
            section = None
            continue
        m_ok = re.match(r'^test (\S+)( - should panic)? \.\.\. ok$', s)
        if m_ok:
            ok_tests.add(m_ok.group(1))
            in_panic = False
            continue
        if re.match(r'^test .* \.\.\. (FAILED|ignored.*)$', s) and s.endswith('FAILED'):
            keep.add(i)
            in_panic = False
            continue
        if section == 'failnames' and l.startswith('    '):
            keep.add(i)
            continue
        if section in ('successes', 'succnames'):
            continue
        if re.match(r'^---- .* stdout ----$', s):
            keep.add(i)
            continue
        m_th = re.match(r"^thread '(.*?)'( \(\d+\))? panicked at ", s)
        if m_th:
            keep.add(i)
            in_panic = True
            cur_thread = m_th.group(1)
            panic_blocks.setdefault(cur_thread, []).append(i)
            continue
        if s.startswith('note: run with `RUST_BACKTRACE') or s.startswith('note: Some details are omitted'):
            in_panic = False
            continue
        if s.startswith('stack backtrace:'):
            in_panic = False
            continue
        if re.match(r'^\d+: ', s):
            # backtrace frame: keep when its `at` line is in the project
            nxt = lines[i + 1].strip() if i + 1 < len(lines) else ''
            if nxt.startswith('at ') and not nxt.startswith('at /rustc/') and '/.cargo/' not in nxt:
                keep.add(i)
                keep.add(i + 1)
            continue
        if s.startswith('at ') and re.search(r':\d+:\d+$', s):
            continue
        if in_panic:
            keep.add(i)   # panic message, assertion left/right
            panic_blocks.setdefault(cur_thread, []).append(i)
            continue
        if re.match(r'^(left|right): ', s):
            keep.add(i)   # assertion values printed after a nested stderr
            continue
        if s.startswith(('note: panic did not contain expected string', 'panic message:', 'expected substring:',
                         'note: test did not panic as expected', 'Test executable failed')):
            keep.add(i)
            continue
        # listing asked for: `cargo test -- --list`
        if re.match(r'^\S+: (test|benchmark)$', s) or re.match(r'^\d+ tests?, \d+ benchmarks?$', s):
            keep.add(i)
            continue
        # program output of `cargo run`
        if 'cargo run' in cmd and (running_prog or quiet_run):
            keep.add(i)
            continue
        if 'cargo run' in cmd and (running_prog or quiet_run) is False and not CODE_FRAME.match(l):
            pass
    # with --nocapture the expected panics of passing should_panic tests are
    # printed too; they are not failures
    expected = set()
    for name, idxs in panic_blocks.items():
        if name in ok_tests:
            expected.update(idxs)
    keep.difference_update(expected)
    g = set()
    generic(lines, g)
    for x in g:
        if x in expected:
            continue
        t = lines[x].strip()
        if t.startswith(('=', 'help:', 'note:', '|', 'at ')) or RUST_LOC.match(lines[x]):
            continue
        if CODE_FRAME.match(lines[x]):
            continue
        if re.match(r'^test .* \.\.\. ok$', t) or CARGO_STATUS.match(lines[x]):
            continue
        if re.match(r'^\d+: ', t):
            continue   # backtrace frames are judged by their `at` line
        keep.add(x)
    # drop anything from the successes sections that the generic rule picked
    sec = None
    for i, l in enumerate(lines):
        s = l.strip()
        if s == 'successes:':
            sec = 'succ'
        elif s.startswith('test result:') or s == 'failures:':
            sec = None
        elif sec == 'succ':
            keep.discard(i)


def cargo_tree(lines, keep):
    for i, l in enumerate(lines):
        if l.strip():
            keep.add(i)


# -------------------------------------------------------------- dispatch

def rules_for(cmd):
    parts = [p.strip() for p in re.split(r'&&|;|\|\|', cmd)]
    out = []
    for p in parts:
        p = re.sub(r'^(\w+=\S+\s+)+', '', p)  # env assignments
        if p.startswith('go test') and '-json' in p.split():
            out.append('gotestjson')
        elif p.startswith('go test'):
            out.append('gotest')
        elif p.startswith('go vet') and '-json' in p.split():
            out.append('govetjson')
        elif p.startswith('go build') and re.search(r'-gcflags=\S*-m', p):
            out.append('escape')
        elif p.startswith(('go build', 'go vet', 'go run', 'go install')):
            out.append('gobuild')
        elif p.startswith('go doc'):
            out.append('godoc')
        elif p.startswith('go tool pprof'):
            out.append('pprof')
        elif p.startswith('go tool cover'):
            out.append('coverfunc')
        elif p.startswith('go mod'):
            out.append('list')
        elif p.startswith('gofmt') and ' -d' in p:
            out.append('diff')
        elif p.startswith('gofmt'):
            out.append('list')
        elif p.startswith('staticcheck'):
            out.append('staticcheck')
        elif p.startswith('golangci-lint'):
            out.append('golangci')
        elif p.startswith('cargo fmt'):
            out.append('diff')
        elif p.startswith('cargo tree'):
            out.append('list')
        elif p.startswith('cargo'):
            out.append('cargo')
        else:
            out.append('generic')
    return out


def cover_func(lines, keep):
    """`go tool cover -func`: the total, plus every function not fully covered."""
    for i, l in enumerate(lines):
        m = re.match(r'^(\S+:\d+:|total:)\s+\S*\s+([\d.]+)%$', l)
        if m and (l.startswith('total:') or float(m.group(2)) < 100.0):
            keep.add(i)


def keep_lines(cmd, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = set()
    for r in rules_for(cmd):
        if r == 'gotest':
            go_test(lines, keep, cmd)
        elif r == 'gotestjson':
            go_test_json(lines, keep)
        elif r == 'gobuild':
            go_build_vet(lines, keep)
        elif r == 'escape':
            go_escape(lines, keep)
        elif r == 'govetjson':
            go_vet_json(lines, keep)
        elif r == 'godoc':
            go_doc(lines, keep)
        elif r == 'pprof':
            pprof_top(lines, keep)
        elif r == 'coverfunc':
            cover_func(lines, keep)
        elif r == 'list':
            gofmt_list(lines, keep)
        elif r == 'diff':
            unified_diff(lines, keep)
        elif r == 'staticcheck':
            staticcheck(lines, keep)
        elif r == 'golangci':
            golangci(lines, keep)
        elif r == 'cargo':
            cargo(lines, keep, cmd)
        else:
            generic(lines, keep)
    last_three(lines, keep)
    seen = set()
    out = []
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def parse_txtar(text):
    head, rest = text.split('\n-- output --\n', 1)
    idx = rest.rfind('-- keep --\n')
    output = rest[:idx]
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    exit_code = re.search(r'^exit: (.*)$', head, re.M).group(1)
    return head, cmd, exit_code, output


def main():
    write = '--write' in sys.argv
    for f in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        text = open(f, encoding='utf-8').read()
        head, cmd, _, output = parse_txtar(text)
        kl = keep_lines(cmd, output)
        if write:
            with open(f, 'w', encoding='utf-8') as w:
                w.write(head + '\n-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in kl))
        else:
            print(f'== {os.path.basename(f)} ({len(kl)} keep lines)')
            for k in kl:
                print(k)


if __name__ == '__main__':
    main()
