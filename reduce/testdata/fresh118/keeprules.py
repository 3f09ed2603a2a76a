#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh118 txtar from its output.

Rules were fixed before any reducer output was seen. Run once:
    python3 keeprules.py            (rewrites the keep sections in place)
A keep line is an exact output line with ANSI escapes and trailing blanks
removed; each distinct line is listed once, in order of first appearance.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')

# --- lines that state an error, failure, warning or exception -----------------
KEYWORDS = re.compile(
    r"\berrors?\b|\berr!|\bexceptions?\b|\btraceback\b|\bfail(s|ed|ure|ures|ing)?\b|\bfatal\b|\bpanic"
    r"|\bwarn(ing|ings)?\b|\bdenied\b|\bnot found\b|no such file|unbound variable|\bcannot\b|can't"
    r"|could not|couldn't|unable to|\bunresolved\b|mismatch|\binvalid\b|\bunknown\b|\bunsupported\b"
    r"|not supported|not compatible|\brequires\b|\bmissing\b|no module named|no required module"
    r"|does not match|not allowed|did not run successfully|\boops\b|\bshould (be|have|not)\b|^not ok\b",
    re.I)
EXC_NAME = re.compile(r'[A-Za-z]+(Error|Exception|Warning)\b')

# --- summary / count lines ---------------------------------------------------
SUMMARY = re.compile(
    r"\b\d+ (passed|failed|errors?|skipped|deselected|xfailed|xpassed|warnings?)\b.* in [\d.]+s"
    r"|^test result:|^# (tests|pass|fail) \d+$|^ok\s+\S+\s|^FAIL(\s|$)|^added \d+ packages?"
    r"|^found \d+ errors?|^\S*\s*\d+ problems? \(|^Interrupted:")

# --- lines never kept by the content rules (the last-3 rule may still add them)
PASS_LINE = re.compile(
    r"::\S*.* (PASSED|SKIPPED|XFAIL|XPASS)\b|^\s*--- (PASS|SKIP):|^=== (RUN|PAUSE|CONT|NAME)"
    r"|^\s*ok \d+ - |^test \S+ \.\.\. ok$")
HINT = re.compile(
    r"^\s*(=\s*)?(help|hint|note|Hint|Note):|^For more information about|^Some errors have detailed explanations"
    r"|^\s*\|?\s*= (help|note):")
LIB_FRAME = re.compile(
    r"^\s*at .*(\(node:|\bnode:internal|node_modules/|\(<anonymous>\)|^\s*at async ModuleJob)"
    r"|^\s*at (new )?[\w.$#<>\[\] ]+ \(node:|^\s*at node:"
    r"|File \"<frozen|File \"/usr/|^(E\s+)?/usr/lib/\S+:\d+: in |^<frozen [\w.]+>:\d+: in|^\s+\?\?\?$"
    r"|^#\s+at ")

# --- locations ---------------------------------------------------------------
PY_FILE = re.compile(r'File "([^"]+)", line \d+')
PYTEST_FRAME = re.compile(r'^(?:E\s+)?([\w./-]+\.py):\d+: in ')
GEN_LOC = re.compile(
    r'(?:^|[\s\'"(\[<])((?:file://)?(?:/[\w.@+-]+)*/?[\w.@+-]+(?:/[\w.@+-]+)*'
    r'\.(?:py|js|cjs|mjs|ts|tsx|go|rs|toml|json|sh|mod|sum|cfg|ini|yaml|yml))'
    r'(?::\d+|\(\d+,\d+\)|: line \d+|", line \d+)')
MAKE_LOC = re.compile(r'\[(Makefile|GNUmakefile|makefile):\d+: ')
RUST_ARROW = re.compile(r'^\s*--> (\S+?):\d+:\d+')
NODE_LIB_LOC = re.compile(r'\bnode:[\w/]+:\d+')
CARET = re.compile(r'^(?:E\s|#\s)?\s*(?:\d+\s*)?\|?\s*[\^~]')
BARE_PATH = re.compile(r'^/home/dev/work/\S+\.(js|cjs|mjs|ts|tsx|jsx)$')
ESLINT_MSG = re.compile(r'^\s+\d+:\d+\s+(error|warning)\s')


def is_project_path(p):
    if 'node_modules' in p or p.startswith(('/usr/', 'node:', '<')) or '/site-packages/' in p or '/dist-packages/' in p:
        return False
    if p.startswith('file://'):
        p = p[len('file://'):]
    if p.startswith('/'):
        return p.startswith('/home/dev/work/')
    return True


def location(line):
    """None if the line names no source location, else True/False for project/library."""
    m = PY_FILE.search(line)
    if m:
        return is_project_path(m.group(1))
    m = RUST_ARROW.match(line)
    if m:
        return is_project_path(m.group(1))
    m = PYTEST_FRAME.match(line)
    if m:
        return is_project_path(m.group(1))
    if NODE_LIB_LOC.search(line) and not GEN_LOC.search(line):
        return False
    m = GEN_LOC.search(line)
    if m:
        return is_project_path(m.group(1))
    if MAKE_LOC.search(line):
        return True
    return None


def tool_of(cmd):
    c = ' ' + cmd
    if re.search(r'[\s;&(]go (build|test|vet|run|mod|get|list)\b', c) or 'gofmt' in c:
        return 'go'
    if 'cargo ' in c or 'rustc' in c:
        return 'cargo'
    return 'other'


def keep_lines(cmd, output):
    tool = tool_of(cmd)
    lines = [ANSI.sub('', l).rstrip() for l in output.split('\n')]
    keep = [False] * len(lines)
    proj_ctx = None          # project-ness of the most recent location line
    after_caused_by = False
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        loc = location(l)
        if loc is not None:
            proj_ctx = loc
        if after_caused_by:
            keep[i] = True
            after_caused_by = False
        if l.strip() == 'Caused by:':
            after_caused_by = True
            continue
        if PASS_LINE.search(l) or HINT.search(l) or LIB_FRAME.search(l):
            continue
        # caret / tilde under offending code: keep it and the source line above
        if CARET.match(l) and proj_ctx:
            keep[i] = True
            j = i - 1
            while j >= 0 and (not lines[j].strip() or CARET.match(lines[j]) or re.match(r'^\s*\|?\s*$', lines[j])):
                j -= 1
            if j >= 0:
                keep[j] = True
            continue
        bare_path = re.match(r'^/\S+$', l) is not None   # a listed file name, not a message
        if not bare_path and (KEYWORDS.search(l) or EXC_NAME.search(l) or SUMMARY.search(l)):
            keep[i] = True
        if loc:
            keep[i] = True
            # python / pytest frame in project code: keep the source line that follows
            if (PY_FILE.search(l) or PYTEST_FRAME.match(l)) and i + 1 < len(lines):
                nxt = lines[i + 1]
                if nxt.startswith((' ', '\t')) and location(nxt) is None and nxt.strip():
                    keep[i + 1] = True
        if tool == 'go':
            if re.match(r'^# \S+$', l) or re.match(r'^\s*imports \S+ from ', l) or re.match(r'^package \S+$', l) \
                    or re.match(r'^\s+(downloaded|go\.sum):', l):
                keep[i] = True
        if BARE_PATH.match(l) and i + 1 < len(lines) and ESLINT_MSG.match(lines[i + 1]):
            keep[i] = True
    # last three non-blank lines
    nb = [i for i, l in enumerate(lines) if l.strip()]
    for i in nb[-3:]:
        keep[i] = True
    out, seen = [], set()
    for i, l in enumerate(lines):
        if keep[i] and l.strip() and l not in seen:
            seen.add(l)
            out.append(l)
    return out


def main():
    files = sorted(glob.glob(os.path.join(HERE, '*.txtar')))
    for path in files:
        text = open(path, encoding='utf-8', errors='surrogateescape').read()
        head, rest = text.split('\n-- output --\n', 1)
        output, _ = rest.split('-- keep --\n', 1)
        cmd = head.split('\n', 1)[0][len('cmd: '):]
        keep = keep_lines(cmd, output)
        with open(path, 'w', encoding='utf-8', errors='surrogateescape') as fh:
            fh.write(head + '\n-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    print(f'{len(files)} files updated', file=sys.stderr)


if __name__ == '__main__':
    main()
