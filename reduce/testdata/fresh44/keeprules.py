#!/usr/bin/env python3
"""Derive the `-- keep --` section of every .txtar in this folder by rule.

Written from scratch for the fresh44 set, without reading any reducer code.
Run from anywhere:  python3 keeprules.py   (rewrites the keep sections in place)

A keep line is an output line with ANSI colour escapes and trailing blanks
removed; lines containing a carriage return are never kept; each line is kept
once (first occurrence), in order of appearance.  Every file also keeps its
last three non-blank lines.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')

# Paths that belong to the projects under test (after rewriting).
PROJ_DIRS = r'(?:tests|tidetable|src|lib|test|spec|vt|inspect|cmd)'
PROJ_REL = re.compile(r'(?:^|[\s(])(?:\./)?' + PROJ_DIRS + r'/[\w./-]+\.(?:py|js|ts|go|rs)[:(]\d+')
PROJ_ABS = re.compile(r'/home/dev/work/(?!\S*node_modules)\S+\.(?:py|js|ts|go|rs)\b')


def clean(line):
    return ANSI.sub('', line).rstrip()


def is_project_loc(l):
    if 'node_modules' in l or 'node:internal' in l or '/rustc/' in l or l.lstrip().startswith('/usr/'):
        return False
    return bool(PROJ_REL.search(l) or PROJ_ABS.search(l))


# ---------------------------------------------------------------- python tools

def k_pytest(L):
    keep = set()
    for i, l in enumerate(L):
        if (re.match(r'^E\s', l)
                or re.match(r'^_{2,} .+ _{2,}$', l)
                or re.match(r'^(FAILED|ERROR) ', l)
                or re.search(r'::\S+ (FAILED|ERROR)\b', l)
                or re.match(r'^\[gw\d+\].*\b(FAILED|ERROR)\b', l)
                or re.match(r'^=+ .*\b(failed|passed|errors?|warnings?|skipped)\b.* in [\d.]+s.* =+$', l)
                or re.match(r'^!{3,} ', l)
                or re.match(r'^\w*(Error|Exception)\b', l)
                or re.match(r'^(tests|tidetable)/\S+\.py:\d+', l)
                or re.match(r'^(tests|tidetable)/\S+\.py: \d+ warnings?', l)
                or re.match(r'^file /home/dev/work/\S+, line \d+', l)
                or re.match(r'^\s*/home/dev/work/\S+\.py:\d+', l)):
            keep.add(i)
    return keep


def k_mypy(L):
    keep = set()
    cont = False
    for i, l in enumerate(L):
        if re.match(r'^\S+\.py:\d+: (error|note|warning):', l):
            keep.add(i)
            cont = True
            continue
        if cont and l and not l.startswith('    '):
            keep.add(i)  # --pretty wraps the message onto following lines
            continue
        cont = False
        if re.match(r'^(Found \d+ errors?|Success:)', l):
            keep.add(i)
    return keep


def k_flake8(L):
    return {i for i, l in enumerate(L)
            if re.match(r'^\S+\.py:\d+:\d+: [A-Z]\d+ ', l)
            or re.match(r'^\d+\s+[A-Z]\d+ ', l)
            or re.match(r'^\d+$', l)}


def k_pylint(L):
    return {i for i, l in enumerate(L)
            if re.match(r'^\S+\.py:\d+(:\d+)?: ', l)
            or 'Your code has been rated' in l}


# ---------------------------------------------------------------- js tools

def k_eslint(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r'^\s+\d+:\d+\s+(error|warning)\s', l):
            keep.add(i)
            # the stylish file header that owns this problem
            j = i - 1
            while j >= 0 and re.match(r'^\s+\d+:\d+\s', L[j]):
                j -= 1
            if j >= 0 and L[j].startswith('/'):
                keep.add(j)
        elif (re.match(r'^✖ \d+ problems?', l)
              or 'potentially fixable' in l
              or re.match(r'^\S+: line \d+, col \d+, (Error|Warning) - ', l)
              or re.match(r'^\S+:\d+:\d+: .*\[(Error|Warning)/', l)
              or re.match(r'^\d+ problems?$', l)
              or l.startswith('[{"filePath"')):
            keep.add(i)
    return keep


def k_tsc(L):
    keep = set()
    mode = None  # 'err' after an error headline, 'rel' inside related info
    for i, l in enumerate(L):
        if re.match(r'^\S+\(\d+,\d+\): error TS\d+:', l) or re.match(r'^\S+:\d+:\d+ - error TS\d+:', l):
            keep.add(i)
            mode = 'err'
            continue
        if mode == 'err' and re.match(r'^  \S', l) and not re.match(r'^  \S+:\d+:\d+$', l):
            keep.add(i)  # elaboration of the message
            continue
        if re.match(r'^  \S+\.\w+:\d+:\d+$', l):
            keep.add(i)  # related location
            mode = 'rel'
            continue
        if mode == 'rel' and l.strip() and not l.strip()[0].isdigit() and set(l.strip()) - set('~ ') and l.startswith('    '):
            keep.add(i)  # related message
            continue
        if not l.strip():
            if mode == 'err':
                mode = None
            continue
        if re.match(r'^Found \d+ errors?', l) or re.match(r'^\s+\d+\s+\S+\.tsx?:\d+$', l):
            keep.add(i)
    return keep


def k_webpack(L):
    keep = set()
    after_ts = False
    for i, l in enumerate(L):
        if re.match(r'^\s+TS\d+: ', l):
            keep.add(i)
            after_ts = True
            continue
        if after_ts and re.match(r'^  \S', l):
            keep.add(i)
            continue
        after_ts = False
        if (re.match(r'^(ERROR|WARNING) in ', l)
                or re.match(r'^\[tsl\] (ERROR|WARNING) in ', l)
                or re.match(r'^Module not found: ', l)
                or re.match(r'^\./src/\S+ \d+:\d+-\d+$', l)
                or re.match(r'^webpack .*compiled .*(error|warning)', l)):
            keep.add(i)
    return keep


def k_esbuild(L):
    return {i for i, l in enumerate(L)
            if re.match(r'^[✘▲] \[(ERROR|WARNING)\]', l)
            or re.match(r'^\s+\S+\.(ts|tsx|js|jsx|mjs):\d+:\d+:$', l)
            or re.match(r'^  [A-Z]', l)
            or re.match(r'^\d+ (errors?|warnings?)$', l)}


def js_frame(l):
    return re.match(r'^\s+at ', l) and is_project_loc(l)


def k_jest(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if (re.match(r'^FAIL ', l)
                or re.match(r'^\s+● ', l)
                or re.match(r'^\s+expect\(', l)
                or re.match(r'^\s+(Expected|Received)( length| value| constructor)?:', l)
                or re.match(r'^\s+\w*(Error|Exception)\b', l)
                or re.match(r'^\s+@@ .* @@$', l)
                or js_frame(l)
                or re.search(r'› \d+ snapshots? (failed|obsolete)', l)
                or re.match(r'^(Test Suites|Tests|Snapshots):', l)):
            keep.add(i)
        elif re.match(r'^\s+[-+] ', l) and not re.match(r'^[-+] (Expected|Received|Snapshot)\s+[-+] \d+$', s):
            keep.add(i)
    return keep


def k_mocha(L):
    keep = set()
    in_diff = False
    for i, l in enumerate(L):
        s = l.strip()
        if s == '+ expected - actual':
            in_diff = True
            continue
        if re.match(r'^\s+at ', l):
            in_diff = False
            if js_frame(l):
                keep.add(i)
            continue
        if in_diff and re.match(r'^\s+[-+]', l):
            keep.add(i)
            continue
        if (re.match(r'^\s+\d+ (passing|failing|pending)', l)
                or re.match(r'^\s+\d+\) ', l)
                or re.match(r'^\s+\w*(Error|Exception)\b', l)):
            keep.add(i)
        elif s.endswith(':') and i > 0 and re.match(r'^\s+\d+\) ', L[i - 1]):
            keep.add(i)  # second half of the failure title
    return keep


def k_vitest(L):
    keep = set()
    for i, l in enumerate(L):
        s = l.strip()
        if s in ('- Expected', '+ Received'):
            continue
        if (re.match(r'^\s*❯ \S+\.test\.\w+ \(.*failed', l)
                or re.match(r'^\s+× ', l)
                or 'Failed Tests ' in l
                or re.match(r'^\s*FAIL ', l)
                or re.match(r'^\w*(Error|Exception)\b', l)
                or re.match(r'^[-+] ', l)
                or (re.match(r'^\s*❯ ', l) and is_project_loc(l) and re.search(r':\d+:\d+$', l))
                or re.match(r'^\s*(Test Files|Tests|Errors)\s', l)):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- go / rust

def k_go(L):
    keep = set()
    i = 0
    n = len(L)
    while i < n:
        l = L[i]
        if re.match(r'^\s+\S+_test\.go:\d+: ', l):
            keep.add(i)
            ind = len(l) - len(l.lstrip())
            j = i + 1
            block = []
            while j < n and L[j].strip() and (len(L[j]) - len(L[j].lstrip())) > ind and not L[j].lstrip().startswith(('--- FAIL', '--- PASS', '=== RUN')):
                block.append(j)
                j += 1
            texts = [L[k].strip() for k in block]
            if '--- got ---' in texts and '--- want ---' in texts:
                g = texts.index('--- got ---')
                w = texts.index('--- want ---')
                got, want = block[g + 1:w], block[w + 1:]
                keep.add(block[g])
                keep.add(block[w])
                for a in range(max(len(got), len(want))):
                    ga = L[got[a]].strip() if a < len(got) else None
                    wa = L[want[a]].strip() if a < len(want) else None
                    if ga != wa:
                        if a < len(got):
                            keep.add(got[a])
                        if a < len(want):
                            keep.add(want[a])
            else:
                keep.update(block)
            i = j
            continue
        if (re.match(r'^\s*--- FAIL: ', l)
                or re.match(r'^\S+\.go:\d+:\d+: ', l)
                or re.match(r'^# \S', l)
                or re.match(r'^\t(have|want) ', l)
                or re.match(r'^panic: ', l)
                or re.match(r'^FAIL\b', l)
                or re.match(r'^example\.com/', l)
                or re.match(r'^\t/home/dev/work/\S+\.go:\d+', l)):
            keep.add(i)
        i += 1
    return keep


def k_staticcheck(L):
    return {i for i, l in enumerate(L) if re.match(r'^\S+\.go:\d+:\d+: ', l)}


def k_cargo(L):
    keep = set()
    in_panic = False
    in_failures = False
    for i, l in enumerate(L):
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            keep.add(i)
            in_panic = True
            continue
        if in_panic:
            if l.startswith('stack backtrace:') or l.startswith('note:') or not l.strip():
                in_panic = False
            else:
                keep.add(i)
                continue
        if l == 'failures:':
            keep.add(i)
            in_failures = True
            continue
        if in_failures and re.match(r'^    \S+::\S+$', l):
            keep.add(i)
            continue
        if (re.match(r'^(error|warning)(\[\w+\])?: ', l)
                or re.match(r'^\s*--> (src|tests)/', l)
                or (re.match(r'^help: ', l))
                or (re.match(r'^\s+= help: ', l) and 'for further information' not in l and 'to override' not in l)
                or (re.match(r'^note: ', l) and 'Some details are omitted' not in l)
                or re.match(r'^test .* \.\.\. FAILED$', l)
                or re.match(r'^---- .* stdout ----$', l)
                or re.match(r'^\s+\d+: ferryfare::', l)
                or re.match(r'^\s+at \./(src|tests)/', l)
                or re.match(r'^test result: ', l)):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- git / grep / curl

def k_git(L):
    keep = set()
    subject_next = False
    for i, l in enumerate(L):
        if re.match(r'^commit [0-9a-f]{7,}', l):
            keep.add(i)
            continue
        if l.startswith('Date:'):
            subject_next = True
            continue
        if subject_next and l.startswith('    ') and l.strip():
            keep.add(i)  # commit subject
            subject_next = False
            continue
        if (re.match(r'^diff --git ', l)
                or re.match(r'^@@ ', l)
                or re.match(r'^ \S.*\|\s+\d+', l)
                or re.match(r'^ \d+ files? changed', l)
                or re.match(r'^On branch ', l)
                or re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$', l)
                or re.match(r'^\t\S', l)
                or re.match(r'^nothing (to commit|added)', l)
                or re.match(r'^## ', l)
                or re.match(r'^[ MADRCU?!]{2} \S', l)):
            keep.add(i)
    return keep


def k_grep(L):
    hits = [i for i, l in enumerate(L) if re.match(r'^[^:\s]+:\d+:', l)]
    keep = {i for i, l in enumerate(L) if l.startswith('grep: ')}
    if len(hits) <= 60:
        keep.update(hits)
    return keep


def k_curl(L):
    keep = set()
    for i, l in enumerate(L):
        if re.match(r'^curl: \(\d+\)', l):
            keep.add(i)
            continue
        if re.match(r'^[*<>{}] ', l) or l in ('<', '>') or not l.strip():
            continue
        if re.match(r'^\s*(% Total|Dload)', l.strip()) or 'Dload' in l:
            continue
        if re.match(r'^\s*(<[^>]*>\s*)+$', l):
            continue  # markup-only HTML lines
        if re.match(r'^[\s\[\]{},]*$', l):
            continue  # bare JSON punctuation
        keep.add(i)
    return keep


RULES = {
    'pytest': k_pytest, 'mypy': k_mypy, 'flake8': k_flake8, 'pylint': k_pylint,
    'eslint': k_eslint, 'tsc': k_tsc, 'webpack': k_webpack, 'esbuild': k_esbuild,
    'jest': k_jest, 'mocha': k_mocha, 'vitest': k_vitest,
    'go': k_go, 'staticcheck': k_staticcheck, 'cargo': k_cargo,
    'git': k_git, 'grep': k_grep, 'curl': k_curl,
}

# Per-file additions / exclusions (exact cleaned lines).
EXTRA = {}
EXCLUDE = {}


def keep_lines(name, output):
    raw = output.split('\n')
    if raw and raw[-1] == '':
        raw.pop()
    L = [clean(l) for l in raw]
    tool = name.split('-')[0]
    idx = set(RULES[tool](L))
    nonblank = [i for i, l in enumerate(L) if l.strip()]
    idx.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = L[i]
        if '\r' in raw[i] or not l.strip() or l in seen:
            continue
        if l in EXCLUDE.get(name, ()):
            continue
        seen.add(l)
        out.append(l)
    for l in EXTRA.get(name, ()):
        if l not in seen:
            out.append(l)
    return out


def main():
    total_out = total_keep = 0
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        name = os.path.basename(path)[:-6]
        text = open(path, encoding='utf-8', newline='').read()
        head, rest = text.split('-- output --\n', 1)
        k = rest.rfind('-- keep --\n')
        output = rest[:k]
        keep = keep_lines(name, output)
        open(path, 'w', encoding='utf-8', newline='').write(head + '-- output --\n' + output + '-- keep --\n' + ''.join(l + '\n' for l in keep))
        total_out += len(output.encode())
        total_keep += sum(len(l.encode()) + 1 for l in keep)
        if '-v' in sys.argv:
            print('%-50s %6d %6d' % (name, len(output.encode()), sum(len(l.encode()) + 1 for l in keep)))
    print('outputs bytes %d, keep bytes %d, saving %.1f%%' % (total_out, total_keep, 100 - 100.0 * total_keep / total_out))


if __name__ == '__main__':
    main()
