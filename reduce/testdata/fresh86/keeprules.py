#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh86 *.txtar from its output.

The rules were fixed before any reducer was run on this set (none ever was by
the recorder). Run once: `python3 keeprules.py` in this folder. It rewrites
the keep section of each file in place and touches nothing else.

A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in output order.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')

# Basenames of the source files of the recorded projects (tidepool, beekeep,
# loomcraft, carillon, tideserver). Stack frames / locations in these files
# are "the project's own" locations; frames in libc, libstdc++, the sanitizer
# runtime or valgrind's preload are not.
PROJECT_SOURCES = {
    # tidepool (C)
    'harmonic.c', 'harmonic.h', 'station.c', 'station.h', 'tidefmt.c', 'tidefmt.h',
    'astro.c', 'astro.h', 'tidecalc.c', 'minitest.h', 'test_main.c',
    'test_harmonic.c', 'test_station.c', 'test_tidefmt.c',
    # beekeep (C++)
    'inspection.cpp', 'inspection.hpp', 'varroa.cpp', 'varroa.hpp', 'apiary.cpp',
    'apiary.hpp', 'csv_reader.cpp', 'csv_reader.hpp', 'hivectl.cpp', 'check.hpp',
    'test_inspection.cpp', 'test_varroa.cpp', 'test_apiary.cpp', 'test_csv_reader.cpp',
    # loomcraft (C)
    'draft.c', 'draft.h', 'loom.c',
    # carillon (C++)
    'row.cpp', 'row.hpp', 'notation.cpp', 'notation.hpp', 'method.cpp', 'method.hpp',
    'main.cpp', 'stage.hpp',
}


def own(path):
    return os.path.basename(path) in PROJECT_SOURCES


# ---------------------------------------------------------------- C toolchain
DIAG = re.compile(r'^(?P<path>[^\s:]+):\d+(?::\d+)?: (?P<sev>fatal error|error|warning|note|'
                  r'style|performance|portability|information): ')
LOC = re.compile(r'^\s*(?:\d+: )?\s*(?P<path>[^\s:]+\.(?:c|h|cc|cpp|hpp)):\d+:')
ERRWORD = re.compile(r'(?i)\b(error|errors|failed|failure|fail|fatal|panic|exception|'
                     r'aborted|segmentation fault|sigsegv|sigabrt|sigbus|sigfpe)\b')
HINT = re.compile(r'^(Use -header-filter|==\d+== (For lists of detected|For counts of detected|'
                  r'Use --track-origins|Rerun with|rerun with))')
COUNT = re.compile(r'(^\d+ (warnings?|errors?)( and \d+ errors?)? generated\.$|'
                   r'^\d+ warnings? treated as errors$|^Suppressed \d+ warnings|'
                   r'\b\d+ passed\b|\btests passed\b|^\d+ cases, )')
EXPECT = re.compile(r'^\s*(?:\d+: )?\s*(expected|actual|Expected|Received|got):? ')
MAKE = re.compile(r'^g?make(\[\d+\])?: \*\*\*')
LD = re.compile(r'^(/usr/bin/ld|collect2|ld): |undefined reference')
SAN = re.compile(r'(runtime error: |^==\d+==ERROR: |^(READ|WRITE) of size |^SUMMARY: |'
                 r'is located .* (to the (left|right) of|inside of)|'
                 r'^(freed by thread|previously allocated by thread|allocated by thread)|'
                 r'^(Direct|Indirect) leak of )')
SANFRAME = re.compile(r'^\s+#\d+ 0x[0-9a-f]+ in .*? (?P<path>\S+?):\d+(:\d+)?$')
VG = re.compile(r'^==\d+== +(Invalid (read|write|free)|Conditional jump|Use of uninitialised|'
                r'Mismatched free|Syscall param|Source and destination|Process terminating|'
                r'Argument |Address 0x|Block was alloc|Uninitialised value was created|'
                r'.* in loss record|in use at exit:|definitely lost:|indirectly lost:|'
                r'possibly lost:|still reachable:|suppressed:|ERROR SUMMARY:|'
                r'HEAP SUMMARY:|LEAK SUMMARY:)')
VGFRAME = re.compile(r'^==\d+== +(at|by) 0x[0-9A-Fa-f]+: .*\((?P<path>[^():]+):\d+\)$')
GDBSIG = re.compile(r'^Program (received|terminated with) signal')
GDBLOC = re.compile(r'^0x[0-9a-f]+ in .* at \S+:\d+$')
GDBFRAME = re.compile(r'^#(?P<n>\d+) .* at (?P<path>\S+):\d+$')
GDBMISC = re.compile(r'^(terminate called after throwing|\s*what\(\):)')
CMAKEERR = re.compile(r'^CMake (Error|Warning)')
CTESTFAIL = re.compile(r'^\s*\d+/\d+ Test +#\d+: .*\*\*\*')
CTESTLIST = re.compile(r'^\s+\d+ - .* \((Failed|Not Run|Timeout|SEGFAULT|Exception|Subprocess aborted|Child aborted)\)$')
MINIFAIL = re.compile(r'(\[FAIL\]|^\s*FAIL\b|^FAIL )')


def c_rules(lines):
    keep = set()
    in_cmake = False
    in_diff = False
    after_gdbloc = False
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            # blank lines inside a CMake message do not end it
            continue
        # CMake error/warning blocks: header plus its indented message lines
        if CMAKEERR.match(l):
            keep.add(i)
            in_cmake = True
            continue
        if in_cmake:
            if l.startswith('  '):
                keep.add(i)
                continue
            in_cmake = False
        # unified diff (golden-file check): ---/+++ pair opens it
        if (l.startswith('--- ') and i + 1 < len(lines) and lines[i + 1].startswith('+++ ')):
            in_diff = True
        if in_diff:
            if l[:1] in ('-', '+', '@'):
                if not l.startswith(' '):
                    keep.add(i)
                continue
            if l.startswith(' ') or l.startswith('\\'):
                continue
            in_diff = False
        if HINT.match(l):
            continue
        m = DIAG.match(l)
        if m:
            sev = m.group('sev')
            # notes: only at the project's own paths, and not the indented
            # sub-notes that explain each rejected overload candidate
            sub_note = l[m.end():].startswith('  ')
            if sev != 'note' or (not m.group('path').startswith('/usr/') and not sub_note):
                keep.add(i)
            continue
        if GDBSIG.match(l) or GDBMISC.match(l):
            keep.add(i)
            continue
        if GDBLOC.match(l):
            keep.add(i)
            after_gdbloc = True
            continue
        if after_gdbloc:
            after_gdbloc = False
            if re.match(r'^\d+\t', l):
                keep.add(i)
                continue
        m = GDBFRAME.match(l)
        if m:
            if m.group('n') == '0' or own(m.group('path')):
                keep.add(i)
            continue
        m = VGFRAME.match(l)
        if m:
            if own(m.group('path')):
                keep.add(i)
            continue
        m = SANFRAME.match(l)
        if m:
            if own(m.group('path')):
                keep.add(i)
            continue
        if VG.match(l) or SAN.search(l) or MAKE.match(l) or LD.search(l):
            keep.add(i)
            continue
        if CTESTFAIL.match(l) or MINIFAIL.search(l) or EXPECT.match(l):
            keep.add(i)
            continue
        m = LOC.match(l)
        if m and own(m.group('path')):
            keep.add(i)
            continue
        if CTESTLIST.match(l):
            keep.add(i)
            continue
        if COUNT.search(l):
            keep.add(i)
            continue
        # error words count only in message-like lines, not in source
        # excerpts, gdb locals or code (no ; { } = characters)
        if ERRWORD.search(l) and not re.search(r'[;{}=]', l):
            keep.add(i)
            continue
    return keep


# ---------------------------------------------------------------------- git
def git_rules(cmd, lines):
    keep = set()
    sub = cmd.split()[1] if len(cmd.split()) > 1 else ''
    if sub == 'status':
        for i, l in enumerate(lines):
            if re.match(r'^\s+\(use ', l) or re.match(r'^\s+\(commit or discard', l):
                continue
            if (l.startswith('On branch') or l.startswith('HEAD detached') or
                    l.startswith('Your branch') or l.startswith('\t') or
                    re.match(r'^(Changes to be committed|Changes not staged for commit|'
                             r'Untracked files|Unmerged paths):', l) or
                    l.startswith('nothing to commit') or l.startswith('no changes added') or
                    re.match(r'^[ MADRCUT?!]{2} \S', l) or l.startswith('## ')):
                keep.add(i)
        return keep
    patch_body = sub == 'diff'
    want_subject = False
    in_hunk = False
    for i, l in enumerate(lines):
        if re.match(r'^commit [0-9a-f]{7,40}', l) or l.startswith('Merge: '):
            keep.add(i)
            in_hunk = False
            continue
        if l.startswith('Date: '):
            want_subject = True
            continue
        if want_subject and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if l.startswith('diff --git '):
            keep.add(i)
            in_hunk = False
            continue
        if re.match(r'^ \S.* \| +(\d+|Bin)', l) or re.match(r'^ \d+ files? changed', l):
            keep.add(i)
            continue
        if patch_body:
            if l.startswith('@@'):
                keep.add(i)
                in_hunk = True
                continue
            if in_hunk and l[:1] in ('+', '-'):
                keep.add(i)
    return keep


# --------------------------------------------------------------------- grep
def grep_rules(cmd, lines):
    keep = set()
    system = '/usr/include' in cmd
    m = re.search(r'grep .*?"([^"]+)"|grep .*?\'([^\']+)\'', cmd)
    pat = (m.group(1) or m.group(2)) if m else ''
    word = pat.split()[-1] if pat else ''
    for i, l in enumerate(lines):
        if not re.match(r'^[^:\s]+:\d+:', l):
            continue
        if not system:
            keep.add(i)
            continue
        text = l.split(':', 2)[2]
        if (re.search(r'#\s*define\s+' + re.escape(word), text) or
                re.search(r'\bextern\b.*\b' + re.escape(word) + r'\s*\(', text)):
            keep.add(i)
    return keep


# --------------------------------------------------------------------- curl
def curl_rules(lines):
    keep = set()
    status = None
    verbose_mode = any(l.startswith('> ') for l in lines)
    in_body = False
    for i, l in enumerate(lines):
        m = re.match(r'^(?:< )?HTTP/[\d.]+ (\d{3})', l)
        if m:
            status = int(m.group(1))
            keep.add(i)
            in_body = False
            continue
        if re.match(r'^curl: \(\d+\)', l) or re.match(r'^(< )?Location: ', l, re.I):
            keep.add(i)
            continue
        if verbose_mode:
            if l[:2] in ('* ', '> ', '< ', '{ ', '} ') or l in ('<', '>', '*') or \
                    l.startswith('*   ') or re.match(r'^\s*(% Total|Dload|\d+\s+\d+\s)', l):
                continue
            body = True
        else:
            if status is not None and not l.strip():
                in_body = True
                continue
            if re.match(r'^\s*(% Total|Dload|\d+\s+\d+\s)', l):
                continue
            body = in_body
        if body and status is not None and status >= 400 and l.strip():
            keep.add(i)
    return keep


def keep_lines(cmd, output):
    lines = [ANSI.sub('', l).rstrip() for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines.pop()
    tool = cmd.split()[0]
    if tool == 'git':
        idx = git_rules(cmd, lines)
    elif tool == 'grep':
        idx = grep_rules(cmd, lines)
    elif tool == 'curl':
        idx = curl_rules(lines)
    else:
        idx = c_rules(lines)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    idx |= set(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if l.strip() and l not in seen:
            seen.add(l)
            out.append(l)
    return out


def main():
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        text = open(path, encoding='utf-8', newline='').read()
        head, rest = text.split('\n-- output --\n', 1)
        output = rest.rsplit('-- keep --\n', 1)[0]
        cmd = head.split('\n', 1)[0][len('cmd: '):]
        keep = keep_lines(cmd, output)
        with open(path, 'w', encoding='utf-8', newline='') as fh:
            fh.write(head + '\n-- output --\n' + output + '-- keep --\n' +
                     ''.join(k + '\n' for k in keep))


if __name__ == '__main__':
    main()
