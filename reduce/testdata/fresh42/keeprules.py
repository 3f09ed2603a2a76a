#!/usr/bin/env python3
"""Derive the keep list of every .txtar in this folder from its output, by rule.

Written from scratch for the fresh42 set.  A keep line is an output line with
ANSI escapes and trailing blanks removed; lines holding a carriage return are
never kept; each line is listed once, in order of first appearance; the last
three non-blank lines are always kept.

Usage: python3 keeprules.py          rewrite the -- keep -- section of every file
       python3 keeprules.py --show F print the keep list for one file
"""
import glob
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]')
HERE = os.path.dirname(os.path.abspath(__file__))


def clean(line):
    return ANSI.sub('', line).rstrip()


def parse(path):
    data = open(path, encoding='utf-8').read()
    head, rest = data.split('-- output --\n', 1)
    out, _ = rest.rsplit('-- keep --\n', 1)
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    return head, cmd, out


# ---------------------------------------------------------------- helpers
LIB_PATH = re.compile(r'(dist-packages|site-packages|/usr/lib/|<frozen|node_modules|node:internal|'
                      r'/usr/local/go/src|/rustc/|\.cargo/registry)')
PY_LOC = re.compile(r'^\s*\S+\.py:\d+:')
PROJ_RUST_FRAME = re.compile(r'^\s+\d+: (liftsim|liftctl|scheduling)::')
JS_PROJECT_FRAME = re.compile(r'^\s+at .*\(?(\./)?(lib|src|test|spec|vtest)/[\w./-]+:\d+:\d+\)?$')
GOT_WANT_DUMP = ('--- got ---', '--- want ---')


def generic_error(line):
    return re.search(r'\b(error|errors|fail|failed|failure|failures|warning|warnings|exception|panic|panicked|'
                     r'traceback|fatal)\b', line, re.I) is not None


# ---------------------------------------------------------------- pytest
def rules_pytest(lines):
    keep = []
    section = None
    for ln in lines:
        m = re.match(r'^=+ (.*?) =+$', ln)
        if m:
            title = m.group(1)
            if re.search(r'\b(passed|failed|error|errors|skipped|xfailed)\b.* in [\d.]+s', title):
                keep.append(ln)  # final count line
                section = 'done'
            else:
                section = title
            continue
        if re.match(r'^!+ .* !+$', ln):
            keep.append(ln)  # interrupted / stopping after N failures
            continue
        if re.search(r'::\S+ (FAILED|ERROR)\b', ln):
            keep.append(ln)  # verbose row of a failing test
            continue
        if section in ('FAILURES', 'ERRORS'):
            if re.match(r'^_{3,} .* _{3,}$', ln):
                keep.append(ln)  # which test failed
            elif ln.startswith('E '):
                body = ln[1:].strip()
                if re.match(r'(Use -v to get|Omitting \d+ identical items|Full diff:|Use -vv)', body):
                    continue
                keep.append(ln)
            elif ln.startswith('>'):
                keep.append(ln)  # the failing statement
            elif PY_LOC.match(ln) and not LIB_PATH.search(ln):
                keep.append(ln)  # project location
            elif ln.startswith('ImportError while importing'):
                keep.append(ln)
        elif section == 'short test summary info':
            if re.match(r'^(FAILED|ERROR) ', ln):
                keep.append(ln)
        elif section == 'warnings summary':
            if re.search(r'Warning\b', ln):
                keep.append(ln)
    return keep


# ---------------------------------------------------------------- mypy / flake8 / pylint
def rules_mypy(lines):
    keep = []
    prev_err = False
    for ln in lines:
        if re.search(r': (error|note):', ln):
            keep.append(ln)
            prev_err = True
            continue
        if prev_err and re.match(r'^\s*\[[\w-]+\]$', ln):
            keep.append(ln)  # --pretty wrapped the error code onto its own line
        elif re.match(r'^(Found \d+ errors?|Success:)', ln):
            keep.append(ln)
        prev_err = False
    return keep


def rules_flake8(lines):
    return [ln for ln in lines if re.match(r'^\S+:\d+:\d+: [A-Z]\d+ ', ln) or re.match(r'^\d+\s+[A-Z]\d+ ', ln)
            or re.match(r'^\d+$', ln)]


def rules_pylint(lines):
    return [ln for ln in lines if re.match(r'^\S+:\d+:(\d+:)? ?\[?[CRWEF]\d{4}', ln)
            or ln.startswith('Your code has been rated')]


# ---------------------------------------------------------------- JS test runners
def rules_jest(lines):
    keep = []
    in_diff = False
    for ln in lines:
        s = ln.strip()
        if re.match(r'^(FAIL) ', s) or s.startswith('●') and 'Console' not in s:
            keep.append(ln)
            in_diff = False
            continue
        if s.startswith('✕'):
            keep.append(ln)
            continue
        if re.match(r'^(Expected|Received)( substring| message| value| length)?:', s) or \
                re.match(r'^expect\(', s) or re.match(r'^(Snapshot name|Received value does not match)', s):
            keep.append(ln)
            continue
        if re.match(r'^- (Expected|Snapshot)\s+- \d+', s):
            in_diff = True
            keep.append(ln)
            continue
        if re.match(r'^\+ (Received)\s+\+ \d+', s):
            keep.append(ln)
            continue
        if in_diff and re.match(r'^[-+] ', s):
            keep.append(ln)
            continue
        if re.match(r'^>\s*\d+ \|', s):
            keep.append(ln)
            in_diff = False
            continue
        if JS_PROJECT_FRAME.match(ln) and 'node_modules' not in ln:
            keep.append(ln)
            continue
        if re.match(r'^(Tests|Test Suites|Snapshots):', s) or re.match(r'^› \d+ snapshots? (failed|obsolete)', s):
            keep.append(ln)
            continue
        if re.match(r'^\w*Error\b', s) or re.match(r'^Error:', s):
            keep.append(ln)
    return keep


def rules_vitest(lines):
    keep = []
    in_diff = False
    for ln in lines:
        s = ln.strip()
        if s.startswith('FAIL ') or s.startswith('×') or s.startswith('→'):
            keep.append(ln)
            in_diff = False
            continue
        if re.match(r'^(\w*Error|Error)\b.*:', s):
            keep.append(ln)
            continue
        if s in ('- Expected', '+ Received'):
            in_diff = True
            keep.append(ln)
            continue
        if in_diff and re.match(r'^[-+] ', s):
            keep.append(ln)
            continue
        if s.startswith('❯') and re.search(r'(lib|src|vtest|test)/\S+:\d+:\d+', s) and 'node_modules' not in s:
            keep.append(ln)
            in_diff = False
            continue
        if re.match(r'^(Test Files|Tests|Snapshots)\s', s) and re.search(r'\d', s):
            keep.append(ln)
    return keep


def rules_mocha(lines):
    keep = []
    in_fail = False
    in_title = False
    in_diff = False
    for ln in lines:
        s = ln.strip()
        if re.match(r'^\d+ (passing|failing|pending)', s):
            keep.append(ln)
            if 'failing' in s:
                in_fail = True
            continue
        if re.match(r'^\d+\) ', s):
            keep.append(ln)  # failing row in the listing, and failure headers
            in_title = in_fail
            in_diff = False
            continue
        if not in_fail:
            continue
        if in_title:
            if s and not re.match(r'^\w*Error\b', s):
                keep.append(ln)  # suite / test title under a numbered failure header
                continue
            in_title = False
        if re.match(r'^\w*Error\b', s) or s.startswith('+ expected - actual'):
            keep.append(ln)
            in_diff = s.startswith('+ expected - actual')
        elif in_diff and s[:1] in ('+', '-'):
            keep.append(ln)  # differing lines of expected/actual
        elif JS_PROJECT_FRAME.match(ln):
            keep.append(ln)
            in_diff = False
    return keep


# ---------------------------------------------------------------- TS / bundlers / eslint
def rules_tsc(lines):
    keep = []
    prev = False
    for ln in lines:
        if re.search(r'\(\d+,\d+\): error TS\d+', ln) or re.search(r':\d+:\d+ - error TS\d+', ln):
            keep.append(ln)
            prev = True
            continue
        if prev and re.match(r'^  \S', ln) and not re.match(r'^\s*\d+ ', ln):
            keep.append(ln)  # elaboration of the error above
            continue
        prev = False
        if re.match(r'^Found \d+ errors?', ln) or re.match(r'^\s+\d+\s+\S+:\d+$', ln) or ln.startswith('Errors  Files'):
            keep.append(ln)
    return keep


def rules_webpack(lines):
    keep = []
    prev = False
    for ln in lines:
        s = ln.strip()
        if ln.startswith('ERROR in') or ln.startswith('WARNING in') or s.startswith('[tsl] ERROR') or \
                s.startswith('[tsl] WARNING'):
            keep.append(ln)
            prev = True
            continue
        if prev and (re.match(r'^TS\d+:', s) or re.match(r'^  \S', ln)) and not s.startswith('@'):
            keep.append(ln)
            continue
        if re.match(r'^\./src/\S+ \d+:\d+-\d+$', ln):
            keep.append(ln)
            continue
        prev = False
        if re.match(r'^webpack [\d.]+ compiled', ln) or re.match(r'^Module (build|not) ', s):
            keep.append(ln)
    return keep


def rules_esbuild(lines):
    keep = []
    for ln in lines:
        s = ln.strip()
        if s.startswith('✘ [ERROR]') or s.startswith('▲ [WARNING]'):
            keep.append(ln)
        elif re.match(r'^\S+\.(ts|js|mjs|tsx):\d+:\d+:$', s):
            keep.append(ln)
        elif re.match(r'^\d+ (warnings?|errors?)( and \d+ errors?)?$', s):
            keep.append(ln)
    return keep


def rules_eslint(lines):
    keep = []
    pending_file = None
    for ln in lines:
        s = ln.strip()
        if re.match(r'^/\S+\.(js|ts|mjs|cjs)$', ln):
            pending_file = ln
            continue
        if re.match(r'^\d+:\d+\s+(error|warning)\s', s):
            if pending_file:
                keep.append(pending_file)
                pending_file = None
            keep.append(ln)
        elif re.search(r': line \d+, col \d+, (Error|Warning) - ', ln):
            keep.append(ln)
        elif re.match(r'^\S+:\d+:\d+: .*\[(Error|Warning)/', ln):
            keep.append(ln)
        elif re.match(r'^✖ \d+ problems?', s) or re.match(r'^\d+ problems?$', s) or 'potentially fixable' in s:
            keep.append(ln)
    return keep


# ---------------------------------------------------------------- Rust
def rules_cargo(lines):
    keep = []
    in_panic = False
    for ln in lines:
        s = ln.strip()
        if re.match(r'^(error|warning)(\[\w+\])?: ', ln):
            if ln.startswith('warning: build failed, waiting'):
                continue
            if re.match(r'^warning: .* generated \d+ warnings?', ln) or ln.startswith('error: could not compile') \
                    or not ln.startswith('warning: `'):
                keep.append(ln)
            continue
        if re.match(r'^\s*--> ', ln):
            keep.append(ln)
            continue
        if re.match(r'^\S+\.rs:\d+:\d+: (error|warning)', ln):
            keep.append(ln)  # --message-format short
            continue
        if re.match(r'^\s*\d*\s*\|\s*[\^\-~]+\s*[-^~ ]*\S', ln) and re.search(r'[\^~-]+ [a-z`(]', ln):
            keep.append(ln)  # caret label carrying the diagnosis
            continue
        if re.match(r'^\s*= note: expected', ln) or re.match(r'^\s+found ', ln):
            keep.append(ln)
            continue
        if re.match(r'^test \S+ \.\.\. FAILED$', ln) or re.match(r'^---- \S+ stdout ----$', ln):
            keep.append(ln)
            in_panic = False
            continue
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", ln):
            keep.append(ln)
            in_panic = True
            continue
        if in_panic:
            if ln.startswith('stack backtrace:') or ln.startswith('note: ') or not ln:
                in_panic = False
            else:
                keep.append(ln)  # panic message, left/right
                continue
        if PROJ_RUST_FRAME.match(ln):
            keep.append(ln)
            continue
        if re.match(r'^\s+at \./', ln):
            keep.append(ln)
            continue
        if ln.startswith('note: test did not panic') or ln.startswith('test result:'):
            keep.append(ln)
            continue
    # failed names under the final "failures:" list
    out = list(keep)
    idx = [i for i, ln in enumerate(lines) if ln == 'failures:']
    if idx:
        i = idx[-1] + 1
        while i < len(lines) and re.match(r'^    \S+$', lines[i]):
            out.append(lines[i])
            i += 1
    return out


# ---------------------------------------------------------------- Go
def rules_go(lines):
    keep = []
    goroutine = False
    prev_go_frame = False
    for ln in lines:
        s = ln.strip()
        if re.match(r'^--- FAIL:', s) or re.match(r'^FAIL\b', ln):
            keep.append(ln)
            continue
        if ln.startswith('panic:') or ln.startswith('fatal error:'):
            keep.append(ln)
            goroutine = True
            continue
        if goroutine:
            if re.match(r'^example\.com/', ln):
                keep.append(ln)
                prev_go_frame = True
                continue
            if prev_go_frame and ln.startswith('\t'):
                keep.append(ln)
            prev_go_frame = False
            continue
        if re.match(r'^# \S', ln):
            keep.append(ln)
            continue
        if re.match(r'^\s*\S+\.go:\d+(:\d+)?: ', ln):
            keep.append(ln)
            continue
        if re.match(r'^\t(have|want) ', ln):
            keep.append(ln)
    # golden dumps: keep lines present in one dump and not the other
    if all(any(ln.strip() == g for ln in lines) for g in GOT_WANT_DUMP):
        gi = next(i for i, ln in enumerate(lines) if ln.strip() == GOT_WANT_DUMP[0])
        wi = next(i for i, ln in enumerate(lines) if ln.strip() == GOT_WANT_DUMP[1])
        got = lines[gi + 1:wi]
        want = []
        for ln in lines[wi + 1:]:
            if re.match(r'^(--- FAIL|FAIL|ok )', ln):
                break
            want.append(ln)
        diff = [ln for ln in got if ln not in want and ln.strip()] + \
               [ln for ln in want if ln not in got and ln.strip()]
        keep.extend(diff)
    return keep


def rules_staticcheck(lines):
    return [ln for ln in lines if re.match(r'^\S+\.go:\d+:\d+: ', ln)]


# ---------------------------------------------------------------- git
def rules_git_status(lines):
    keep = []
    for ln in lines:
        s = ln.strip()
        if not s or s.startswith('(use '):
            continue
        keep.append(ln)  # branch line, section headers and every path
    return keep


def rules_git_diff_log(lines):
    keep = []
    subject_next = False
    for ln in lines:
        if re.match(r'^commit [0-9a-f]{7,}', ln):
            keep.append(ln)
            subject_next = True
            continue
        if subject_next and ln.startswith('    ') and ln.strip():
            keep.append(ln)  # commit subject
            subject_next = False
            continue
        if ln.startswith('diff --git ') or ln.startswith('@@ ') or \
                re.match(r'^(rename|new file|deleted file|similarity|copy) ', ln):
            keep.append(ln)
            continue
        if re.match(r'^ \S.* \| +(\d+|Bin)', ln) or re.match(r'^ \d+ files? changed', ln):
            keep.append(ln)  # --stat rows and totals
    return keep


# ---------------------------------------------------------------- grep / curl
def rules_grep(lines, cmd):
    m = re.search(r'grep .*?(\S+)\s*$', cmd)
    installed = ' /usr/' in cmd
    if not installed:
        return [ln for ln in lines if re.match(r'^[^:\s]+:\d+:', ln)]
    seen = set()
    keep = []
    for ln in lines:
        mm = re.match(r'^([^:\s]+):\d+:', ln)
        if mm and mm.group(1) not in seen:
            seen.add(mm.group(1))
            keep.append(ln)  # first hit of every file
    return keep


def rules_curl(lines):
    keep = []
    in_headers = False
    for ln in lines:
        s = ln.strip()
        status = re.match(r'^(< )?HTTP/[\d.]+ \d{3}', ln)
        if status:
            keep.append(ln)
            in_headers = True
            continue
        if re.match(r'^\* The requested URL returned error', ln):
            keep.append(ln)
            continue
        if in_headers:
            if s in ('', '<'):
                in_headers = False
            elif re.match(r'^(< )?Location: ', ln, re.I):
                keep.append(ln)
            continue
        if ln.startswith('curl: (') or re.match(r'^\* The requested URL returned error', ln):
            keep.append(ln)
            continue
        if re.match(r'^(\* |> |< |[{}] \[)', ln) or ln in ('>', '<'):
            continue  # connection chatter, request, response headers, data markers
        if re.match(r'^\s*(% Total|Dload)', ln) or re.match(r'^\s*\d+\s+\d+\s+\d+\s+\d+\s', ln):
            continue  # progress meter
        if re.match(r'^(<[^>]*>\s*)+$', s):
            continue  # markup with no text
        if s:
            keep.append(ln)  # the response body the caller asked for
    return keep


# ---------------------------------------------------------------- dispatch
def rules_for(cmd, lines):
    c = cmd
    if re.search(r'\bpytest\b', c):
        return rules_pytest(lines)
    if c.startswith('mypy'):
        return rules_mypy(lines)
    if c.startswith('flake8'):
        return rules_flake8(lines)
    if c.startswith('pylint'):
        return rules_pylint(lines)
    if 'jest' in c:
        return rules_jest(lines)
    if 'vitest' in c:
        return rules_vitest(lines)
    if 'mocha' in c:
        return rules_mocha(lines)
    if 'tsc' in c:
        return rules_tsc(lines)
    if 'webpack' in c:
        return rules_webpack(lines)
    if 'esbuild' in c:
        return rules_esbuild(lines)
    if 'eslint' in c:
        return rules_eslint(lines)
    if 'cargo' in c:
        return rules_cargo(lines)
    if c.startswith('staticcheck'):
        return rules_staticcheck(lines)
    if c.startswith('go '):
        return rules_go(lines)
    if c.startswith('git status'):
        return rules_git_status(lines)
    if c.startswith('git '):
        return rules_git_diff_log(lines)
    if c.startswith('grep'):
        return rules_grep(lines, cmd)
    if c.startswith('curl'):
        return rules_curl(lines)
    return [ln for ln in lines if generic_error(ln)]


# Per-file additions / exclusions where a tool's own words need it.
EXTRA = {
    # webpack: ts-loader's hint that details were cut is not needed; the error count line is.
}
DROP = {
    'webpack-recipekit-dev-tsloader': [],
}


def keep_list(name, cmd, out):
    raw = out.split('\n')
    if raw and raw[-1] == '':
        raw.pop()
    usable = [ln for ln in raw if '\r' not in ln]
    lines = [clean(ln) for ln in usable]
    picked = rules_for(cmd, lines)
    picked += EXTRA.get(name, [])
    nonblank = [ln for ln in lines if ln.strip()]
    picked_set = set(picked) | set(nonblank[-3:])
    picked_set -= set(DROP.get(name, []))
    result, seen = [], set()
    for ln in lines:
        if ln in picked_set and ln not in seen and ln.strip():
            result.append(ln)
            seen.add(ln)
    return result


def main():
    if len(sys.argv) == 3 and sys.argv[1] == '--show':
        head, cmd, out = parse(sys.argv[2])
        name = os.path.basename(sys.argv[2])[:-6]
        print('\n'.join(keep_list(name, cmd, out)))
        return
    for path in sorted(glob.glob(os.path.join(HERE, '*.txtar'))):
        head, cmd, out = parse(path)
        name = os.path.basename(path)[:-6]
        keep = keep_list(name, cmd, out)
        with open(path, 'w', encoding='utf-8') as fh:
            fh.write(head + '-- output --\n' + out + '-- keep --\n' + ''.join(k + '\n' for k in keep))


if __name__ == '__main__':
    main()
