#!/usr/bin/env python3
"""Keep rules for the fresh132 blind set.

Reads every *.txtar next to this script, derives the `-- keep --` section from
the command and its output, and rewrites that section in place.

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is listed
once, at its first occurrence, in output order.

The rules were written before looking at anything the reducer does.
"""
import os
import re
import sys

ANSI = re.compile(r'\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07')


def clean(line):
    return ANSI.sub('', line).rstrip()


# ---------------------------------------------------------------- helpers

# generic "something went wrong" words, matched as words
PROBLEM = re.compile(
    r'\b(error|errors|failed|failure|failures|fail|warning|warnings|warn|panic|panicked|'
    r'exception|traceback|deprecated|deprecation|cannot|could not|not found|timed out)\b'
    r'|\b\w+(Error|Exception)\b|[✗×✖]',
    re.I,
)
PASS_ROW = re.compile(r'^\s*(✓|✔|√)\s')
# markup lines from testing-library DOM dumps and snapshots: never "problem" lines by themselves
MARKUP = re.compile(r'^\s*(</?[A-Za-z][\w.-]*|/?>|[\w:-]+="[^"]*"\s*/?>?|[-+]?\s*</?[a-z][\w-]*.*>)\s*$')
# vitest / jest style code frame: "  21|   code" and caret line "     |    ^"
FRAME_LINE = re.compile(r'^\s*\d+\s*\|')
CARET_LINE = re.compile(r'^\s*\|\s*\^')
NODE_MODULES = 'node_modules'


def last_three(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


def generic_problems(lines):
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip() or PASS_ROW.match(l):
            continue
        if MARKUP.match(l) or FRAME_LINE.match(l) or CARET_LINE.match(l):
            continue
        if re.match(r'^\s*(at |❯ )', l) and (NODE_MODULES in l or 'node:' in l):
            continue
        if PROBLEM.search(l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- vitest

def rules_vitest(lines):
    keep = set()
    n = len(lines)
    value_block = 0
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            value_block = 0
            continue
        # failing rows, failure reasons, headers
        if re.match(r'^\s*×\s', l) or re.match(r'^\s*→\s', l):
            keep.add(i)
        elif re.match(r'^\s*FAIL\s', l):
            keep.add(i)
        elif re.match(r'^\s*❯\s', l):
            # file rows with failures, failing test names, project frames; not library frames
            if NODE_MODULES not in l:
                keep.add(i)
        elif re.match(r'^\s*⎯+\s*Failed (Tests|Suites) \d+', l):
            keep.add(i)
        elif re.match(r'^\s*(Test Files|Tests|Snapshots)\s', l):
            keep.add(i)
        elif re.match(r'^\s*stderr \|', l):
            keep.add(i)
            # the first message line of the stderr block
            for j in range(i + 1, min(n, i + 4)):
                if lines[j].strip():
                    keep.add(j)
                    break
        elif re.match(r'^\s*(File|Plugin):\s', l):
            keep.add(i)
        elif re.match(r'^\s*at .*\(/home/dev/work/', l) and NODE_MODULES not in l:
            keep.add(i)  # project frame in a React warning stack
        elif re.match(r'^\s*Number of calls:', l):
            keep.add(i)
        # jest-dom / chai expected-received details
        if re.match(r'^\s*(Expected|Received|- Expected|\+ Received)\b.*:\s*$', l) or \
                re.match(r'^\s*(Expected element|Received element|Expected the element|expected document)', l, re.I):
            keep.add(i)
            value_block = 8
            continue
        if re.match(r'^\s*(Expected|Received):\s+\S', l):
            keep.add(i)
            continue
        if value_block > 0:
            if re.match(r'^\s*❯', l) or FRAME_LINE.match(l) or CARET_LINE.match(l):
                value_block = 0  # the location / code frame ends the value
            else:
                keep.add(i)
                value_block -= 1
        # snapshot / deep-equality diff: headers, hunks and changed lines, all at column 0
        if re.match(r'^[-+] ', l) or l.startswith('@@'):
            keep.add(i)
        # the failing source line: the frame line just above a caret line
        if CARET_LINE.match(l) and i > 0 and FRAME_LINE.match(lines[i - 1]):
            keep.add(i - 1)
    # a code-frame pointer inside a vite transform error ("  9  |  import ..." then "     |          ^")
    return keep | generic_problems(lines)


# ---------------------------------------------------------------- tsc

TSC_PLAIN = re.compile(r'^\S.*\(\d+,\d+\): error TS\d+:|^error TS\d+:')
TSC_PRETTY = re.compile(r'^\S.*:\d+:\d+ - error TS\d+:')


def rules_tsc(lines):
    keep = set()
    in_err = False
    for i, l in enumerate(lines):
        if not l.strip():
            # pretty mode separates the header from its frame by a blank line; stay in the error
            continue
        if TSC_PLAIN.match(l) or TSC_PRETTY.match(l):
            keep.add(i)
            in_err = True
            continue
        if re.match(r'^Found \d+ errors?', l):
            keep.add(i)
            in_err = False
            continue
        if re.match(r'^\s+\d+\s+\S+\.(ts|tsx):\d+\s*$', l):  # "Errors  Files" summary rows
            keep.add(i)
            continue
        if re.match(r'^\d+ ', l):
            continue  # pretty-mode code frame line ("34   width=...")
        if not l[:1].isspace():
            in_err = False
            continue
        if in_err:
            if FRAME_LINE.match(l) or re.match(r'^\s*\d+\s', l) or re.match(r'^\s*~+\s*$', l):
                continue  # code frame and underline
            keep.add(i)  # continuation message, related location, related message
    return keep


# ---------------------------------------------------------------- vite build (rolldown)

def rules_vite(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if re.match(r'^\s*\[[A-Z_]+\]', l):  # [UNRESOLVED_IMPORT] ...
            keep.add(i)
        elif re.match(r'^\s*╭─\[', l):  # location
            keep.add(i)
        elif '╰─' in l:  # label under the source
            keep.add(i)
        elif re.match(r'^(error during build:|Build failed with \d+ errors?:)', s) or s.startswith('✗ Build failed'):
            keep.add(i)
    return keep | generic_problems([l if not re.match(r'^\s*at ', l) else '' for l in lines])


# ---------------------------------------------------------------- eslint (stylish)

ESLINT_ROW = re.compile(r'^\s+\d+:\d+\s+(error|warning)\s')
RULE_AT_END = re.compile(r'\s((@[\w-]+/)?[\w-]+/[\w-]+|[a-z]+(-[a-z]+)+)\s*$')


def rules_eslint(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if re.match(r'^/\S+\.(tsx?|jsx?|cjs|mjs)$', s):  # file header
            keep.add(i)
        elif ESLINT_ROW.match(l):
            keep.add(i)
        elif re.match(r'^/\S+:\d+:\d+$', s):  # location inside a React Compiler message
            keep.add(i)
        elif re.match(r'^>\s*\d+\s*\|', s):  # the flagged source line
            keep.add(i)
        elif re.match(r'^\|\s*\^+\s*\S', s):  # caret label: "|   ^^^^ Cannot call impure function"
            keep.add(i)
        elif FRAME_LINE.match(l) and RULE_AT_END.search(l) and re.search(r'\s{2}\S+/\S+$', l):
            keep.add(i)  # frame line that carries the rule id of a multi-line message
        elif s.startswith('✖') or 'potentially fixable' in s or s.startswith('ESLint found too many'):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- prettier

def rules_prettier(lines):
    return {i for i, l in enumerate(lines) if l.strip().startswith('[warn]') or l.strip().startswith('[error]')}


# ---------------------------------------------------------------- npm

def rules_npm_install(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r'^npm (error|ERR!)', s):
            keep.add(i)
        elif re.match(r'^npm warn (ERESOLVE|While resolving|Found:|Could not resolve|peer |conflicting|deprecated)', s):
            keep.add(i)
        elif re.match(r'^npm warn install-scripts \d+ packages? ha', s):
            keep.add(i)
        elif re.match(r'^(added|removed|changed|up to date|audited)\b', s):
            keep.add(i)
        elif re.match(r'^found \d+ vulnerabilit', s) or re.search(r'\d+ (low|moderate|high|critical)', s):
            keep.add(i)
    return keep


def rules_npm_ls(lines, cmd):
    keep = set()
    # `npm ls <names>` asks about specific packages: the whole tree is the answer
    args = [a for a in cmd.split()[2:] if not a.startswith('-')]
    full = not args
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if i == 0 and '@' in s:  # root line
            keep.add(i)
        elif re.match(r'^npm (error|ERR!)', s):
            keep.add(i)
        elif re.search(r'\b(invalid|UNMET|extraneous|missing|overridden)\b', s) and 'UNMET OPTIONAL' not in s:
            keep.add(i)  # a dependency problem (an unmet *optional* peer is normal, not a problem)
        elif not full:
            keep.add(i)
        elif re.match(r'^[├└]', l):  # direct dependencies of the root
            keep.add(i)
    return keep


def rules_npm_outdated(lines):
    # every row is a package the agent asked about; the header is not
    return {i for i, l in enumerate(lines) if l.strip() and not l.startswith('Package ')}


def rules_npm_run(lines):
    # the "> pkg@1.0.0 script" / "> command" banner is boilerplate; nothing to add
    return set()


# ---------------------------------------------------------------- git

def rules_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if l.startswith('On branch') or l.startswith('HEAD detached') or l.startswith('## '):
            keep.add(i)
        elif re.match(r'^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):', l):
            keep.add(i)
        elif re.match(r'^(You have unmerged paths|All conflicts fixed|Your branch is|nothing to commit|no changes added)', l):
            keep.add(i)
        elif l.startswith('\t'):
            keep.add(i)
        elif re.match(r'^[ MADRCU?!]{2} \S', l):  # short format entry
            keep.add(i)
    return keep


def rules_git_diff(lines):
    keep = set()
    combined = False
    for i, l in enumerate(lines):
        if l.startswith('diff --git'):
            combined = False
            keep.add(i)
        elif l.startswith('diff --cc') or l.startswith('diff --combined'):
            combined = True
            keep.add(i)
        elif re.match(r'^(new|deleted) file mode', l):
            keep.add(i)
        elif l.startswith('@@'):
            keep.add(i)
        elif l.startswith('---') or l.startswith('+++'):
            continue
        elif combined and re.match(r'^[ +-]{2}', l) and re.search(r'[+-]', l[:2]):
            if l[2:].strip():
                keep.add(i)  # a line changed against either parent, incl. conflict markers
        elif not combined and l[:1] in ('+', '-'):
            if l[1:].strip():
                keep.add(i)  # changed line (a bare "+" blank line is not worth listing)
        elif re.match(r'^ \S.*\|\s+(\d+|Bin)', l) or re.match(r'^ \d+ files? changed', l):
            keep.add(i)  # --stat rows and totals
    return keep


def rules_git_log(lines, cmd):
    keep = set()
    if '--oneline' in cmd:
        # one commit per line: each line is what was asked for
        return {i for i, l in enumerate(lines) if l.strip() and not re.match(r'^[|/\\ ]+$', l.strip())}
    expect_subject = False
    in_header = False
    for i, l in enumerate(lines):
        if l.startswith('commit '):
            keep.add(i)
            in_header = True
            continue
        if in_header and l.startswith('Date:'):
            expect_subject = True
            in_header = False
            continue
        if expect_subject and l.strip():
            keep.add(i)
            expect_subject = False
            continue
    return keep | rules_git_diff(lines)


def rules_git_merge(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if s.startswith('CONFLICT') or s.startswith('Automatic merge failed') or s.startswith('error:') \
                or s.startswith('Aborting') or 'failed' in s or s.startswith('Please commit') or l.startswith('\t'):
            keep.add(i)
        elif s.startswith('Fast-forward') or s.startswith('Merge made by'):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- listings

def rules_grep(lines):
    return {i for i, l in enumerate(lines) if re.match(r'^[^:\s]+:\d+:', l)}


def rules_cat(lines):
    # the agent asked to read these files: every non-blank line is content it needs
    return {i for i, l in enumerate(lines) if l.strip()}


def rules_ls(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s or s.startswith('total '):
            continue
        if s.endswith(':') and ' ' not in s:  # directory header
            keep.add(i)
            continue
        name = s.split()[-1]
        if name in ('.', '..'):
            continue
        keep.add(i)
    return keep


# ---------------------------------------------------------------- dispatch

def rules_for(cmd, lines):
    keep = set()
    parts = [p.strip() for p in re.split(r'&&|;', cmd)]
    generic = False
    for p in parts:
        if p.startswith('npx vitest'):
            keep |= rules_vitest(lines)
        elif p.startswith('npx tsc'):
            keep |= rules_tsc(lines)
        elif p.startswith('npx eslint'):
            keep |= rules_eslint(lines)
            generic = True
        elif p.startswith('npx prettier'):
            keep |= rules_prettier(lines)
        elif p.startswith('npx vite'):
            keep |= rules_vite(lines)
        elif p.startswith('npm run'):
            script = p.split()[2]
            keep |= rules_npm_run(lines)
            if script in ('build', 'typecheck'):
                keep |= rules_tsc(lines) | rules_vite(lines)
            if script == 'lint':
                keep |= rules_eslint(lines)
                generic = True
            if script == 'test':
                keep |= rules_vitest(lines)
        elif p.startswith('npm install') or p.startswith('npm i ') or p.startswith('npm ci'):
            keep |= rules_npm_install(lines)
        elif p.startswith('npm ls'):
            keep |= rules_npm_ls(lines, p)
        elif p.startswith('npm outdated'):
            keep |= rules_npm_outdated(lines)
        elif p.startswith('git status'):
            keep |= rules_git_status(lines)
        elif p.startswith('git diff'):
            keep |= rules_git_diff(lines)
        elif p.startswith('git log') or p.startswith('git show'):
            keep |= rules_git_log(lines, p)
        elif p.startswith('git merge'):
            keep |= rules_git_merge(lines)
        elif p.startswith('git commit') or p.startswith('git add'):
            keep |= {i for i, l in enumerate(lines) if re.match(r'^\[\S+ [0-9a-f]+\]|^ \d+ files? changed', l)}
        elif p.startswith('grep'):
            keep |= rules_grep(lines)
        elif p.startswith('cat '):
            keep |= rules_cat(lines)
        elif p.startswith('ls'):
            keep |= rules_ls(lines)
        else:
            raise SystemExit(f'no rule for command part: {p!r}')
    if generic:
        keep |= generic_problems(lines)
    keep |= last_three(lines)
    return keep


def process(path):
    text = open(path, encoding='utf-8').read()
    head, rest = text.split('-- output --\n', 1)
    output, _ = rest.rsplit('-- keep --\n', 1)
    cmd = re.search(r'^cmd: (.*)$', head, re.M).group(1)
    lines = [clean(l) for l in output.split('\n')]
    if lines and lines[-1] == '':
        lines = lines[:-1]
    keep_idx = sorted(rules_for(cmd, lines))
    seen = set()
    keep = []
    for i in keep_idx:
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        keep.append(l)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(head + '-- output --\n' + output + '-- keep --\n' + ''.join(k + '\n' for k in keep))
    return len(keep)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    files = sorted(f for f in os.listdir(here) if f.endswith('.txtar'))
    for f in files:
        n = process(os.path.join(here, f))
        print(f'{n:4d}  {f}')


if __name__ == '__main__':
    main()
