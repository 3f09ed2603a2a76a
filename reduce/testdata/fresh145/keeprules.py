#!/usr/bin/env python3
"""Fill the `-- keep --` section of every fresh145 txtar file.

Written before looking at anything the reducer does. A keep line is an
output line with ANSI escapes and trailing whitespace (including \\r)
removed. Blank lines are never kept. Each distinct line is listed once,
in output order.

Usage: python3 keeprules.py [DIR]    (default: the directory of this script)
"""
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07')


def norm(line):
    return ANSI.sub('', line).rstrip()


# ---------------------------------------------------------------- helpers

# A source file written by the project (as opposed to the toolchain, libc,
# libstdc++, googletest or Catch2).
PROJECT_PATH = re.compile(
    r'(/home/dev/work/[^\s:()]+|(?<![\w./])(?:src|tests|include)/[^\s:()]+)'
    r'\.(?:c|cc|cpp|cxx|h|hh|hpp)\b')
SOURCE_EXT = re.compile(r'\.(?:c|cc|cpp|cxx|h|hh|hpp):\d+')

# Source files that belong to glibc / the sanitizer runtime, seen by
# basename only in valgrind and gdb frames.
SYSTEM_BASENAMES = {
    'strdup.c', 'strlen.c', 'vfprintf-internal.c', 'printf.c', 'libc-start.c',
    'libc_start_call_main.h', 'pthread_kill.c', 'raise.c', 'abort.c',
    'malloc.c', 'vg_replace_malloc.c', 'vg_replace_strmem.c',
}


def is_project_location(text):
    """True if text names a line in a project source file."""
    m = re.search(r'(\S+?\.(?:c|cc|cpp|cxx|h|hh|hpp)):(\d+)', text)
    if not m:
        return False
    path = m.group(1).lstrip('(')
    if path.startswith('/usr/') or path.startswith('../') or path.startswith('./'):
        return False
    if '/libsanitizer/' in path or '/googletest/' in path:
        return False
    if os.path.basename(path) in SYSTEM_BASENAMES:
        return False
    return True


# Generic "something is wrong" words. Matched as whole words.
GENERIC = re.compile(
    r'\b(?:error|errors|warning|warnings|fail|failed|failure|failures|FAIL|FAILED|'
    r'fatal|panic|exception|aborted|Aborted|segfault|SegFault|SEGFAULT|'
    r'Segmentation fault|terminate called|what\(\))(?![\w-])',
    re.IGNORECASE)

# Lines the generic rule never keeps (context, boilerplate, passing rows).
GENERIC_SKIP = [
    re.compile(r'^\s*\d*\s*\|'),                 # compiler source excerpt / caret
    re.compile(r'^\s*\|'),
    re.compile(r'^(?:\S*/)?(?:c\+\+|cc|gcc|g\+\+|clang|clang\+\+)\s+-'),  # compile commands
    re.compile(r'In instantiation of|required from|In file included from|^\s+from '),
    re.compile(r'For lists of detected and suppressed errors'),
    re.compile(r"rerun with -h for copyright"),
    re.compile(r"Memcheck, a memory error detector"),
    re.compile(r'Use --track-origins=yes'),
    re.compile(r'\[\s+RUN\s+\]|\[\s+OK\s+\]|Passed\s+\d'),
    re.compile(r'^\s*(?:\d+: )?Test command:'),
    re.compile(r'^\d+ warnings? generated\.$'),   # decided by compiler_rule
]


def generic_keep(line):
    if not GENERIC.search(line):
        return False
    for pat in GENERIC_SKIP:
        if pat.search(line):
            return False
    # diagnostics are decided by the compiler rules
    if DIAG.match(line):
        return False
    return True


# ------------------------------------------------------- compiler / build

# file:line[:col]: kind: message   (gcc, clang, clang-tidy, cppcheck)
DIAG = re.compile(
    r'^(?P<loc>[^\s:][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)? '
    r'(?P<kind>fatal error|error|warning|note|remark|style|performance|portability|'
    r'information|inconclusive)(?::| )')


def compiler_rule(lines, cmd, keep):
    linter = cmd.startswith('clang-tidy') or cmd.startswith('cppcheck')
    for i, l in enumerate(lines):
        m = DIAG.match(l)
        if m:
            kind = m.group('kind')
            if kind == 'note':
                if linter:
                    continue
                if not is_project_location(m.group('loc') + ':' + m.group('line')):
                    continue
                if 'candidate' in l or 'no known conversion' in l:
                    continue
                keep.add(i)
            else:
                keep.add(i)
            continue
        # the project line that triggered a template instantiation
        if 'required from here' in l and is_project_location(l):
            keep.add(i)
            continue
        # linker
        if re.search(r'undefined reference to|multiple definition of|cannot find -l|'
                     r'collect2: error|ld returned \d+ exit status', l):
            keep.add(i)
            continue
        # build tools
        if re.match(r'^FAILED: ', l) or re.match(r'^ninja: build stopped', l):
            keep.add(i)
            continue
        if re.match(r'^g?make(?:\[\d+\])?: \*\*\* ', l):
            keep.add(i)
            continue
        # clang counts; clang-tidy's per-file counts include system headers,
        # so for clang-tidy only the "Suppressed N warnings" total is kept
        if re.match(r'^Suppressed \d+ warnings', l):
            keep.add(i)
        elif not cmd.startswith('clang-tidy') and (
                re.match(r'^\d+ warnings? (?:and \d+ errors? )?generated\.$', l) or
                re.match(r'^\d+ errors? generated\.$', l)):
            keep.add(i)


def cmake_rule(lines, keep):
    i = 0
    while i < len(lines):
        l = lines[i]
        if re.match(r'^CMake (?:Error|Warning)', l):
            keep.add(i)
            j = i + 1
            while j < len(lines) and (lines[j] == '' or lines[j].startswith(' ')):
                if lines[j].strip():
                    keep.add(j)
                j += 1
            i = j
            continue
        i += 1


# ------------------------------------------------------------ test runners

CTEST_PREFIX = r'(?:\d+: )?'


def ctest_rule(lines, keep):
    for i, l in enumerate(lines):
        if re.search(r'\*\*\*(?:Failed|Exception|Timeout|Not Run)|\bNot Run\b', l):
            keep.add(i)
        elif re.search(r'tests passed, \d+ tests? failed out of \d+', l):
            keep.add(i)
        elif l.startswith('The following tests FAILED') or l.startswith('Errors while running CTest'):
            keep.add(i)
        elif re.match(r'^\t\s*\d+ - .+ \([A-Za-z ]+\)$', l):
            keep.add(i)


def gtest_rule(lines, keep):
    n = len(lines)
    i = 0
    while i < n:
        l = lines[i]
        body = re.sub('^' + CTEST_PREFIX, '', l)
        if re.match(r'^(?:.+:\d+|unknown file): Failure$', body):
            keep.add(i)
            j = i + 1
            while j < n:
                b = re.sub('^' + CTEST_PREFIX, '', lines[j])
                if b.strip() == '' or b.startswith('[') or re.match(r'^(?:.+:\d+|unknown file): Failure$', b):
                    break
                keep.add(j)
                j += 1
            i = j
            continue
        if re.match(r'^\[  FAILED  \]', body):
            keep.add(i)
        elif re.match(r'^\[  PASSED  \] \d+ tests?\.', l):   # not the per-test ctest -V copies
            keep.add(i)
        elif re.match(r'^\s*\d+ FAILED TESTS?$', body):
            keep.add(i)
        elif re.match(r'^\[  SKIPPED \]', body):
            keep.add(i)
        i += 1


RULE79 = re.compile(r'^-{79}$')
EQ79 = re.compile(r'^={79}$')
DOTS79 = re.compile(r'^\.{79}$')


def catch2_rule(lines, keep):
    n = len(lines)
    i = 0
    while i < n:
        if RULE79.match(lines[i]):
            # header: names until the next rule line
            j = i + 1
            names = []
            while j < n and not RULE79.match(lines[j]):
                names.append(j)
                j += 1
            # block body until next header or the final ===== line
            k = j + 1
            body = []
            while k < n and not RULE79.match(lines[k]) and not EQ79.match(lines[k]):
                body.append(k)
                k += 1
            failed = any(re.search(r': FAILED:$|unexpected exception', lines[b]) for b in body)
            if failed:
                for x in names:
                    if lines[x].strip():
                        keep.add(x)
                # location line of the test case (first non-blank body line)
                for b in body:
                    if lines[b].strip():
                        if SOURCE_EXT.search(lines[b]) and not DOTS79.match(lines[b]):
                            keep.add(b)
                        break
                # failing assertion paragraphs
                in_fail = False
                for b in body:
                    t = lines[b]
                    if re.search(r':\d+: FAILED:$', t):
                        in_fail = True
                        keep.add(b)
                        continue
                    if re.search(r':\d+: PASSED:$', t):
                        in_fail = False
                        continue
                    if t.strip() == '':
                        # a blank line ends the expansion paragraph only after
                        # "with expansion"/message text has been seen
                        continue
                    if in_fail:
                        keep.add(b)
            i = k
            continue
        i += 1
    for i, l in enumerate(lines):
        if re.match(r'^(?:test cases|assertions):', l) or l.startswith('All tests passed'):
            keep.add(i)
        elif re.search(r':\d+: failed: ', l) or re.match(r'^Failed \d+ test cases?', l):
            keep.add(i)


def harness_rule(lines, keep):
    # hivelog's own CHECK macros and RUN rows
    for i, l in enumerate(lines):
        if re.search(r': CHECK(?:_\w+)?\(.*\) failed', l):
            keep.add(i)
        elif re.match(r'^test_\w+\s+FAIL$', l):
            keep.add(i)
        elif re.match(r'^\d+ checks, \d+ failed$', l):
            keep.add(i)


# ------------------------------------------------ sanitizers / valgrind / gdb

def sanitizer_rule(lines, keep):
    for i, l in enumerate(lines):
        if re.search(r'==\d+==ERROR: (?:Address|Leak|Memory|Thread|UndefinedBehavior)Sanitizer', l):
            keep.add(i)
        elif 'runtime error:' in l:
            keep.add(i)
        elif re.match(r'^(?:READ|WRITE) of size \d+', l):
            keep.add(i)
        elif re.match(r'^SUMMARY: \w+Sanitizer', l):
            keep.add(i)
        elif re.match(r'^0x[0-9a-f]+ is located ', l) or re.match(r'^Address 0x[0-9a-f]+ is located', l):
            keep.add(i)
        elif '<== Memory access' in l:
            keep.add(i)
        elif re.match(r'^(?:freed|previously allocated|allocated) by thread T\d+ here:', l):
            keep.add(i)
        elif re.match(r'^(?:Direct|Indirect) leak of ', l):
            keep.add(i)
        elif re.match(r'^==\d+==The signal is caused by', l) or re.match(r'^==\d+==Hint: address points', l):
            keep.add(i)
        elif re.match(r'^\s+#\d+ 0x[0-9a-f]+ in ', l) and is_project_location(l):
            keep.add(i)


VG = r'^==\d+== '


def valgrind_rule(lines, keep):
    for i, l in enumerate(lines):
        if not re.match(r'^==\d+==', l):
            continue
        body = re.sub(r'^==\d+==\s?', '', l)
        if re.match(r'(?:Invalid (?:read|write|free)|Conditional jump|Use of uninitialised|'
                    r'Syscall param|Mismatched free|Source and destination overlap|'
                    r'Argument .* of function|Process terminating)', body):
            keep.add(i)
        elif re.match(r'\s*Address 0x[0-9A-Fa-f]+ is ', body):
            keep.add(i)
        elif re.match(r'\s*(?:Uninitialised value was created|Block was alloc)', body):
            keep.add(i)
        elif re.search(r'bytes in [\d,]+ blocks are (?:definitely|indirectly|possibly) lost', body):
            keep.add(i)
        elif re.match(r'\s*(?:definitely|indirectly|possibly) lost:', body):
            keep.add(i)
        elif re.match(r'(?:ERROR SUMMARY:|All heap blocks were freed|\s*in use at exit:)', body):
            keep.add(i)
        elif re.match(r'\s*(?:at|by) 0x[0-9A-Fa-f]+: ', body) and re.search(r'\(([^()]+):\d+\)$', body) \
                and is_project_location(body):
            keep.add(i)


def gdb_rule(lines, keep):
    after_frame_cmd = False
    for i, l in enumerate(lines):
        if l.startswith('Program received signal') or l.startswith('Program terminated with signal'):
            keep.add(i)
        elif l.startswith('terminate called') or re.match(r'^\s+what\(\):', l):
            keep.add(i)
        elif re.match(r'^\[Inferior \d+ \(process \d+\) exited', l):
            keep.add(i)
        elif re.match(r'^\$\d+ = ', l):
            keep.add(i)
        elif re.match(r'^#0\s', l):
            keep.add(i)
        elif re.match(r'^#\d+\s', l) and re.search(r' at (?!\.\./|\./|/usr/)\S+\.(?:c|cc|cpp|h|hpp):\d+', l) \
                and is_project_location(l.split(' at ')[-1]):
            keep.add(i)
        # the source line gdb prints after "frame N" for a project frame
        if re.match(r'^#\d+\s', l):
            after_frame_cmd = is_project_location(l.split(' at ')[-1]) if ' at ' in l else False
        elif after_frame_cmd and re.match(r'^\d+\t', l):
            keep.add(i)
            after_frame_cmd = False
        else:
            after_frame_cmd = False


# ----------------------------------------------------------- git and grep

def git_rule(lines, cmd, keep):
    sub = cmd.split()[1] if len(cmd.split()) > 1 else ''
    for i, l in enumerate(lines):
        if sub == 'status':
            if re.match(r'^(?:On branch|HEAD detached|## |Your branch)', l):
                keep.add(i)
            elif re.match(r'^(?:Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):', l):
                keep.add(i)
            elif l.startswith('\t'):
                keep.add(i)
            elif re.match(r'^[ MADRCU?!]{2} \S', l):
                keep.add(i)
        elif sub in ('diff', 'show', 'log'):
            if l.startswith('diff --git') or re.match(r'^(?:new|deleted) file mode', l):
                keep.add(i)
            elif l.startswith('@@'):
                keep.add(i)
            elif (l.startswith('+') and not l.startswith('+++')) or (l.startswith('-') and not l.startswith('---')):
                keep.add(i)
            elif re.match(r'^commit [0-9a-f]{7,}', l) or re.search(r'\d+ files? changed', l):
                keep.add(i)


def grep_rule(lines, keep):
    for i, l in enumerate(lines):
        if re.match(r'^[^:\s]+:\d+[:-]', l):
            keep.add(i)


# ------------------------------------------------------------------- main

def keep_for(cmd, lines):
    keep = set()
    head = cmd.split()[0] if cmd.split() else ''
    if head == 'git':
        git_rule(lines, cmd, keep)
    elif head == 'grep':
        grep_rule(lines, keep)
    else:
        compiler_rule(lines, cmd, keep)
        cmake_rule(lines, keep)
        ctest_rule(lines, keep)
        gtest_rule(lines, keep)
        catch2_rule(lines, keep)
        harness_rule(lines, keep)
        sanitizer_rule(lines, keep)
        valgrind_rule(lines, keep)
        gdb_rule(lines, keep)
        for i, l in enumerate(lines):
            if generic_keep(l):
                keep.add(i)
    # always: the last three non-blank lines
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def process(path):
    with open(path, encoding='utf-8', errors='surrogateescape') as f:
        text = f.read()
    head, rest = text.split('-- output --\n', 1)
    output = rest.rsplit('-- keep --\n', 1)[0]
    cmd = head.split('\n', 1)[0][len('cmd: '):]
    lines = [norm(l) for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines.pop()
    keep = keep_for(cmd, lines)
    with open(path, 'w', encoding='utf-8', errors='surrogateescape') as f:
        f.write(head + '-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    return len(keep)


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    total = 0
    for name in sorted(os.listdir(d)):
        if name.endswith('.txtar'):
            total += process(os.path.join(d, name))
    print(f'{total} keep lines')


if __name__ == '__main__':
    main()
