#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh102 txtar file from its output.

The rules were written before any reducer was run on this set.  A keep line is
an exact output line with ANSI escapes and trailing blanks removed; each is
listed once (first occurrence), in output order.  Run once:

    python3 keeprules.py            # rewrites the keep section of every *.txtar here
"""
import glob
import json
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')

# Generic "something is wrong" words, used by every tool.
GENERIC = re.compile(
    r'(\berror\b|\bError\b|\bERROR\b|\berrors\b|\bFAIL\b|\bFAILED\b|\bfailed\b|\bfailing\b|'
    r'\bfailure\b|\bpanic\b|\bpanicked\b|\bException\b|Traceback|\bwarning\b|\bWarning\b|'
    r'\bWARN\b|\bfatal\b|AssertionError|assertion\b|Error:|Exception:)')

# Locations in the project's own files (paths after rewriting).
SRC_EXT = r'(?:py|ts|tsx|js|go|rs|toml|json|txt|cfg|ini)'
LOC = re.compile(r'(?:^|[\s(\'"])(?:/home/dev/work/)?(?:\.\./|\./)?[\w@.-]+(?:/[\w@.-]+)*\.' + SRC_EXT
                 + r'(?::\d+|\(\d+,\d+\))')
FOREIGN = re.compile(r'(/usr/lib/|/usr/local/go/src|node:internal|node_modules/|/rustc/|'
                     r'/home/dev/\.|dist-packages|site-packages|importlib)')


def own_location(line):
    return bool(LOC.search(line)) and not FOREIGN.search(line)


def clean(line):
    return ANSI.sub('', line).rstrip()


def tool_of(cmd):
    c = cmd.split('&&')[-1].strip()
    for key, tool in [
        ('npm test', 'npm'), ('npm run', 'npm'), ('pytest', 'pytest'), ('mypy', 'mypy'),
        ('flake8', 'flake8'), ('pylint', 'pylint'), ('npx jest', 'jest'), ('npx vitest', 'vitest'),
        ('npx mocha', 'mocha'), ('npx tsc', 'tsc'), ('npx webpack', 'webpack'),
        ('npx esbuild', 'esbuild'), ('npx eslint', 'eslint'), ('cargo', 'cargo'),
        ('go test -json', 'gojson'), ('go ', 'go'), ('staticcheck', 'go'),
        ('git status', 'gitstatus'), ('git diff --stat', 'gitstat'), ('git diff', 'gitdiff'),
        ('git log', 'gitlog'), ('git show', 'gitlog'), ('grep', 'grep'), ('curl', 'curl'),
    ]:
        if c.startswith(key):
            return tool
    raise SystemExit(f'unknown tool for {cmd!r}')


# ---------------------------------------------------------------- per tool

def keep_pytest(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r'^E\s', l) or l.startswith('>   ') or l.startswith('> '):
            keep.append(l)                                   # E lines and failing source line
        elif re.match(r'^(FAILED|ERROR) ', l):
            keep.append(l)                                   # short summary entries
        elif re.search(r'::\S*.*\b(FAILED|ERROR)\b', l):
            keep.append(l)                                   # -v rows of failing tests
        elif re.match(r'^_{3,} .+ _{3,}$', l):
            keep.append(l)                                   # failing test / collection headers
        elif re.match(r'^=+ .*\b(passed|failed|error|errors|skipped|xfailed)\b.* =+$', l):
            keep.append(l)                                   # final counts
        elif re.match(r'^=+ (FAILURES|ERRORS|short test summary info) =+$', l):
            keep.append(l)
        elif re.match(r'^!+ .* !+$', l):
            keep.append(l)                                   # Interrupted / stopping after N failures
        elif re.match(r'^\S+\.py:\d+: \w+', l) and not FOREIGN.search(l):
            keep.append(l)                                   # own location + exception type
        elif re.match(r'^(collected .*error|import file mismatch|ImportError while|'
                      r'imported module|which is not the same)', s):
            keep.append(l)
        elif re.match(r'^\[gw\d\] .*FAILED', s):
            keep.append(l)
    return keep


def keep_mypy(lines):
    return [l for l in lines if re.search(r': (error|note): ', l) or re.match(r'^(Found \d+ error|Success:)', l)]


def keep_flake8(lines):
    return [l for l in lines if re.match(r'^\S+:\d+:\d+: [A-Z]\d+ ', l) or re.match(r'^\d+\s+[A-Z]\d+ ', l)
            or re.match(r'^\d+$', l)]


def keep_pylint(lines):
    return [l for l in lines if re.match(r'^\S+:\d+:\d+: [CRWEFI]\d{4}: ', l) or l.startswith('************* Module')
            or 'Your code has been rated' in l]


def keep_js_common(l):
    s = l.strip()
    return (re.search(r'error TS\d+|TS\d+:', l) or s.startswith('Cannot find module')
            or s.startswith('Exception during run') or re.match(r'^npm error (Lifecycle|workspace|code)', l)
            or re.match(r'^> @[\w/.-]+@\S+ \w+$', l))


def keep_jest(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r'^(FAIL|PASS)\s', s) and s.startswith('FAIL'):
            keep.append(l)
        elif s.startswith('●'):
            keep.append(l)                                   # failing test names / suite failures
        elif re.match(r'^(Expected|Received)( precision| difference)?:', s) or s.startswith('expect('):
            keep.append(l)
        elif re.match(r'^>\s*\d+ \|', s):
            keep.append(l)                                   # the failing source line
        elif s.startswith('at ') and own_location(s):
            keep.append(l)
        elif re.match(r'^(Tests|Test Suites|Snapshots):', s):
            keep.append(l)
        elif keep_js_common(l):
            keep.append(l)
    return keep


def keep_vitest(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r'^(FAIL|×)\s', s) or re.match(r'^❯ test/\S+\.ts\s+\(', s) or re.match(r'^❯ test/\S+ > ', s):
            keep.append(l)                                   # failing files and tests
        elif s.startswith('→ ') or re.match(r'^(AssertionError|TypeError|Error)\b', s):
            keep.append(l)
        elif re.match(r'^[-+] ', l) or s in ('- Expected', '+ Received'):
            keep.append(l)                                   # assertion diff
        elif re.match(r'^❯ \S+:\d+:\d+$', s):
            keep.append(l)                                   # failure location
        elif re.match(r'^(Test Files|Tests)\s', s) or 'Failed Tests' in s:
            keep.append(l)
        elif keep_js_common(l):
            keep.append(l)
    return keep


def keep_mocha(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r'^\d+ (passing|failing|pending)', s):
            keep.append(l)
        elif re.match(r'^\d+\) ', s):
            keep.append(l)                                   # numbered failing tests
        elif re.search(r'AssertionError|Error:|Error \[', s) or s.startswith('+ actual - expected'):
            keep.append(l)
        elif re.match(r'^[-+] ', l):
            keep.append(l)                                   # the actual/expected diff
        elif s.startswith('at ') and own_location(s):
            keep.append(l)
        elif keep_js_common(l):
            keep.append(l)
    # the title line after "N) suite" (indented test name ending in ':')
    idx = {id(x) for x in keep}
    out = []
    for i, l in enumerate(lines):
        if any(l is k for k in keep):
            out.append(l)
        elif i > 0 and re.match(r'^\s+\d+\) ', lines[i - 1]) and l.strip().endswith(':'):
            out.append(l)
    return out


def keep_npm(lines):
    # npm -ws runs jest / mocha / vitest / tsc / eslint / webpack in turn: apply all of them
    keep = set()
    for fn in (keep_jest, keep_vitest, keep_mocha, keep_tsc, keep_eslint, keep_webpack):
        keep.update(id(x) for x in fn(lines))
    return [l for l in lines if id(l) in keep]


def keep_tsc(lines):
    keep = []
    prev_err = False
    for l in lines:
        if re.search(r'error TS\d+', l):
            keep.append(l)
            prev_err = True
        elif prev_err and l.startswith('  ') and not l.strip().startswith('~'):
            keep.append(l)                                   # message chain continuation
        else:
            prev_err = False
        if re.match(r'^Found \d+ error', l):
            keep.append(l)
    return keep


def keep_webpack(lines):
    return [l for l in lines if re.match(r'^(ERROR|WARNING) in ', l) or l.startswith('Module not found')
            or '[tsl]' in l or re.match(r'^\s+TS\d+:', l) or re.search(r'compiled (with|successfully)', l)
            or re.match(r'^\d+ errors? ', l)]


def keep_esbuild(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if s.startswith('✘ [ERROR]') or s.startswith('▲ [WARNING]') or re.match(r'^\S+:\d+:\d+:$', s):
            keep.append(l)
        elif re.match(r'^\d+ (errors?|warnings?)', s) or 'Done in' in s:
            keep.append(l)
    return keep


def keep_eslint(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r'^/\S+\.(ts|js|tsx)$', l):
            keep.append(l)                                   # stylish file header
        elif re.match(r'^\d+:\d+\s+(error|warning)\s', s):
            keep.append(l)
        elif re.match(r'^\S+:\d+:\d+: .*\[(Error|Warning)/', l):
            keep.append(l)                                   # unix formatter
        elif re.search(r'\d+ problems?', s) or 'potentially fixable' in s:
            keep.append(l)
    return keep


def keep_cargo(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r'^(error|warning)(\[\w+\])?: ', l):
            keep.append(l)
        elif s.startswith('--> ') and not FOREIGN.search(s):
            keep.append(l)
        elif re.match(r'^test \S+ \.\.\. FAILED', l) or re.match(r'^test result: ', l):
            keep.append(l)
        elif "panicked at" in l or re.match(r'^assertion .*failed', s) or re.match(r'^\s*(left|right): ', l):
            keep.append(l)
        elif re.match(r'^---- \S+ stdout ----', l):
            keep.append(l)
        elif re.match(r'^    \S+::\S+$', l):
            keep.append(l)                                   # failures: list
        elif re.match(r'^called `\w+::unwrap\(\)`', s) or re.match(r'^(attempt to|index out of bounds)', s):
            keep.append(l)
        elif re.match(r'^Finished ', s) or re.match(r'^\d+ targets? failed', s) or re.match(r'^error: \d+ target', s):
            keep.append(l)
        elif re.match(r'^-p \S+', s):
            keep.append(l)                                   # list after "N targets failed:"
        elif re.search(r'^\d+\s*\|.*$', s) is None and re.match(r'^\|\s+\^+ ', s):
            keep.append(l)                                   # caret label carrying the message
    return keep


def keep_go(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r'^--- FAIL', s) or re.match(r'^(FAIL|ok)\s', l) or l == 'FAIL':
            keep.append(l)
        elif re.match(r'^panic: ', l) or s.startswith('[signal'):
            keep.append(l)
        elif re.match(r'^# \S+', l):
            keep.append(l)                                   # package header of build/vet errors
        elif re.match(r'^\S+\.go:\d+(:\d+)?: ', s):
            keep.append(l)                                   # compiler / vet / staticcheck / t.Errorf
        elif re.match(r'^/home/dev/work/\S+\.go:\d+', s):
            keep.append(l)                                   # own stack frames
        elif s.startswith('go: ') or s.startswith('vet: '):
            keep.append(l)
        elif s.startswith('have (') or s.startswith('want ('):
            keep.append(l)
    return keep


GO_OUT_CRIT = re.compile(r'--- FAIL|^FAIL|panic:|\.go:\d+|^ok\s|\[build failed\]|^---.*FAIL')


def keep_gojson(lines):
    keep = []
    for l in lines:
        try:
            ev = json.loads(l)
        except ValueError:
            if GENERIC.search(l) or own_location(l):
                keep.append(l)
            continue
        action = ev.get('Action')
        out = ev.get('Output', '')
        if action == 'fail':
            keep.append(l)
        elif action == 'output' and GO_OUT_CRIT.search(out.strip()) and not FOREIGN.search(out):
            keep.append(l)
    return keep


def keep_gitstatus(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if s.startswith('(use ') or not s:
            continue
        if re.match(r'^(On branch|HEAD detached|Your branch|## )', l):
            keep.append(l)
        elif re.match(r'^(Changes to be committed|Changes not staged|Untracked files|Unmerged paths|'
                      r'nothing to commit|no changes added)', l):
            keep.append(l)
        elif l.startswith('\t') or re.match(r'^[ MADRCU?!]{2} \S', l):
            keep.append(l)                                   # every entry
    return keep


def keep_gitstat(lines):
    return [l for l in lines if '|' in l or re.search(r'\d+ files? changed', l)]


def keep_gitdiff(lines):
    return [l for l in lines if re.match(r'^(diff --git|@@ |rename (from|to)|new file|deleted file|similarity)', l)
            or (re.match(r'^[-+]', l) and not re.match(r'^(---|\+\+\+) ', l))
            or re.match(r'^(---|\+\+\+) ', l)]


def keep_gitlog(lines):
    keep = []
    want_subject = False
    for l in lines:
        if re.match(r'^commit [0-9a-f]{7,}', l):
            keep.append(l)
            want_subject = True
        elif want_subject and l.startswith('    ') and l.strip():
            keep.append(l)                                   # subject line
            want_subject = False
        elif re.match(r'^diff --git ', l) or re.match(r'^(rename (from|to)|new file mode|deleted file mode)', l):
            keep.append(l)
        elif re.match(r'^ \S.* \| +(\d+|Bin)', l) or re.search(r'^ \d+ files? changed', l):
            keep.append(l)                                   # stat rows and totals
    return keep


def keep_grep(lines):
    return [l for l in lines if re.match(r'^[^:\s]+:\d+:', l) or l.startswith('grep: ')]


def keep_curl(lines):
    keep = []
    # status lines, redirects, curl errors
    status_idx = []
    for i, l in enumerate(lines):
        if re.match(r'^(< )?HTTP/\d(\.\d)? \d{3}', l):
            keep.append(l)
            status_idx.append(i)
        elif re.match(r'^(< )?Location: ', l, re.I) or l.startswith('curl: ('):
            keep.append(l)
    # body of the last response when it is an error (>= 400)
    if status_idx:
        last = lines[status_idx[-1]]
        code = int(re.search(r'HTTP/\S+ (\d{3})', last).group(1))
        if code >= 400:
            verbose = last.startswith('< ')
            i = status_idx[-1] + 1
            if verbose:
                body = [l for l in lines[i:] if l.strip() and not re.match(r'^[*<>{}] ', l)
                        and not re.match(r'^[*<>]$', l) and 'Dload' not in l and not re.match(r'^\s*\d+\s+\d+\s', l)]
            else:
                while i < len(lines) and lines[i].strip():
                    i += 1
                body = [l for l in lines[i:] if l.strip()]
            keep.extend(body)
    return keep


RULES = {
    'pytest': keep_pytest, 'mypy': keep_mypy, 'flake8': keep_flake8, 'pylint': keep_pylint,
    'jest': keep_jest, 'vitest': keep_vitest, 'mocha': keep_mocha, 'npm': keep_npm, 'tsc': keep_tsc,
    'webpack': keep_webpack, 'esbuild': keep_esbuild, 'eslint': keep_eslint, 'cargo': keep_cargo,
    'go': keep_go, 'gojson': keep_gojson, 'gitstatus': keep_gitstatus, 'gitstat': keep_gitstat,
    'gitdiff': keep_gitdiff, 'gitlog': keep_gitlog, 'grep': keep_grep, 'curl': keep_curl,
}

NO_GENERIC = {'gitstatus', 'gitstat', 'gitdiff', 'gitlog', 'grep', 'gojson', 'curl'}


def derive(cmd, output):
    lines = [clean(l) for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines.pop()
    tool = tool_of(cmd)
    chosen = {id(x) for x in RULES[tool](lines)}
    if tool not in NO_GENERIC:
        # general rule: any line stating an error / failure / warning / panic
        for l in lines:
            if GENERIC.search(l) and not FOREIGN.search(l) and not l.strip().startswith('at '):
                chosen.add(id(l))
    nonblank = [l for l in lines if l.strip()]
    for l in nonblank[-3:]:
        chosen.add(id(l))
    seen, keep = set(), []
    for l in lines:
        if id(l) in chosen and l.strip() and l not in seen:
            seen.add(l)
            keep.append(l)
    return keep


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, '*.txtar'))):
        text = open(path, encoding='utf-8').read()
        head, rest = text.split('\n-- output --\n', 1)
        output = rest.rsplit('\n-- keep --\n', 1)[0] + '\n' if '\n-- keep --\n' in rest else rest
        cmd = head.split('\n', 1)[0][len('cmd: '):]
        keep = derive(cmd, output)
        with open(path, 'w', encoding='utf-8') as fh:
            fh.write(head + '\n-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
        print(f'{os.path.basename(path)}: {len(keep)} keep lines', file=sys.stderr)


if __name__ == '__main__':
    main()
