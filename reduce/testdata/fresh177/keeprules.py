#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh177 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with ANSI escapes and trailing whitespace removed.
Blank lines are never kept. Each distinct line is kept once, at its first
occurrence in output order.

fresh177 is about monorepos and parallel builds, where one output mixes the
lines of several tools and packages, often behind a prefix that names the
package, task or job (`@harbor/tides:build: `, `[core] `, `packages/tides
build: `, `[billing] `, GNU parallel's `--tag` column). So the rules are not
picked by the command's first word alone:

1. Each line is split into its job prefix and its inner text. The content
   rules of every tool (tsc, node's TAP reporter, npm, go, cargo, gcc/clang,
   make, pytest, mypy, flake8, Python tracebacks) run on the inner text, and a
   match keeps the whole line, prefix included.
2. The orchestrators' own lines (turbo, nx, lerna, pnpm, yarn, concurrently,
   npm-run-all, GNU parallel, xargs loops) have their own rules.
3. A few rules depend on the command (`uniq -c` tables, `cargo run` program
   output, `npm ls` listings, `go test -json`).
4. When a problem line is kept and it has no prefix, the section header above
   it that names its package or job is kept too (`> @harbor/tides@0.9.0
   build`, `> nx run @harbor/tides:build`, `== packages/berths`, `## packages/
   fk_plot/`, `--- vet services/manifest`, `Running unittests ...`, `== test_ring`).
5. Every case keeps its last three non-blank lines.

Hand additions: none. The script's output was not edited.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]")
PROJECT = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- prefixes

PREFIXES = [
    re.compile(r"^@[\w-]+/[\w-]+:[\w:-]+: ?"),       # turbo  "@harbor/core:build: "
    re.compile(r"^@[\w-]+/[\w-]+:(?: |$)"),              # nx/lerna --stream "@harbor/core: "
    re.compile(r"^\[[\w.-]+\](?: |$)"),                    # concurrently "[core] ", xargs+sed "[billing] "
    re.compile(r"^packages/[\w-]+ [\w:-]+:(?: |$)"),       # pnpm -r "packages/tides build: "
    re.compile(r"^(?:/|packages/)[^\t ]+\t"),        # GNU parallel --tag
]


def split_prefix(line):
    for rx in PREFIXES:
        m = rx.match(line)
        if m:
            return m.group(0), line[m.end():]
    return "", line


# ---------------------------------------------------------------- content rules (inner text)

PROBLEM = [
    # tsc
    r"\(\d+,\d+\): error TS\d+:",
    r"^error TS\d+:",
    # node --test (TAP)
    r"^not ok \d+ - ",
    r"^\s+location: '",
    r"^\s+(expected|actual): ",
    r"^# fail [1-9]",
    r"^# \(node:\d+\) \[DEP\d+\] \w*Warning: ",
    r"^\(node:\d+\) \[?\w*\]? ?\w*Warning: ",
    # npm
    r"^npm error code (?!1$|2$)",
    r"^npm error workspace ",
    r"^npm error Missing script",
    r"^npm error 404 Not Found",
    r"^npm error 404 +The requested resource",
    r"^npm error invalid: ",
    r"^npm warn -\w+ is not a valid",
    r"^npm warn install-scripts \d+ packages? ha",
    r" invalid: \"",
    r"\bUNMET (?:PEER )?DEPENDENCY\b",
    r"^npm error missing: ",
    r"^Could not find '",                             # node --test: a path that is not there
    # go
    r"--- FAIL: ",
    r"_test\.go:\d+: ",
    r"^FAIL\s",
    r"^# (?:\[?example\.com/\S+)",
    r"\.go:\d+:\d+: ",
    r"^vet: ",
    r"import cycle not allowed",
    r"^package \S+$",
    r"^\timports \S+ from ",
    r"missing go\.sum entry",
    r"reading https://proxy\.golang\.org/\S+: \d{3} ",
    r"directory prefix \. does not contain modules",
    r"^go: \S+ imports$",
    r"^panic: ",
    # cargo / rustc
    r"^error(\[E\d{4}\])?: ",
    r"^warning: ",
    r"^\s*--> \S+:\d+:\d+",
    r"^\S+\.rs:\d+:\d+: (error|warning)",
    r"^\s+\|\s*[\^-]+ \S",                           # caret/dash label with a message
    r"^\s+= note: (expected|found) ",
    r"^test \S+ \.\.\. FAILED$",
    r"^\S+ --- FAILED$",
    r"^---- \S+ stdout ----$",
    r"panicked at ",
    r"^test result: FAILED",
    r"^candidate versions found",
    r"^location searched: ",
    r"^required by package ",
    r"^\s+\.\.\. which satisfies ",
    r"^package `\S+ v[\d.]+ \(",
    r"^\s+`-p \S+ --\w+`",                           # list under "error: N targets failed:"
    # gcc / clang / ld / make
    r"^\S+\.[ch]:\d+:\d+: (fatal error|error|warning): ",
    r"^\S+\.[ch]: In function ",
    r"undefined reference to ",
    r"^collect2: error",
    r"^/usr/bin/ld: ",
    r"^cc1: all warnings being treated as errors",
    r"^make(\[\d+\])?: \*\*\* ",
    r"^make(\[\d+\])?: Target .* not remade",
    r"^\S+\.c:\d+: CHECK_EQ\(",
    r"^\d+ checks, [1-9]\d* failed",
    # pytest
    r"^E   ",
    r"^_{3,} .+ _{3,}$",
    r"^(?:[\w.-]+/)*[\w.-]+\.py:\d+: (?!in <module>$)\w+",
    r"^(FAILED|ERROR) ",
    r" (FAILED|ERROR) ",
    r"^=* ?\d+ (failed|passed|errors?)\b.* in [\d.]+s",
    r"^\d+ (failed|errors?)\b.* in [\d.]+s",
    r"^!{3,} .* !{3,}$",
    r"^\s+/\S+\.py:\d+: \w*Warning: ",
    # mypy
    r"^\S+\.py:\d+: error: ",
    r"^Found \d+ errors? in \d+ files?",
    r"^Success: no issues found",
    # flake8
    r"^\S+\.py:\d+:\d+: [A-Z]\d{3} ",
    r"^\d+\s+[A-Z]\d{3} ",
    # python traceback
    r"^Traceback \(most recent call last\):",
    r"^(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception): ",
    # GNU parallel
    r"^parallel: This job failed:",
]
PROBLEM_RX = [re.compile(p) for p in PROBLEM]

# lines that match a problem pattern but are not one
NOT_PROBLEM = [
    re.compile(r"^warning: build failed, waiting for other jobs"),
    re.compile(r"^\s+\|\s*-+ *$"),
]


def is_problem(inner):
    if any(r.search(inner) for r in NOT_PROBLEM):
        return False
    return any(r.search(inner) for r in PROBLEM_RX)


# ---------------------------------------------------------------- orchestrators

ORCH = [
    # turbo
    r"ERROR  command \(.*\) .* exited \(\d+\)",
    r"WARNING  command finished with error",
    r"^ Tasks: +\d+ successful",
    r"^Failed: +\S+",
    r"ERROR  run failed",
    r"^\s+x Cyclic dependency detected",
    r"^\s+\| \t\S",                                   # the cycle lines under it
    r"^\s+\| The cycle can be broken",
    r">>> FULL TURBO",
    # nx / lerna
    r"^ (NX|Lerna \(powered by Nx\)) +.*\b(failed|circular dependency|Could not execute)",
    r"^ (NX|Lerna \(powered by Nx\)) +Successfully ran",
    r"^\S+ --> \S+",                                  # circular path
    r"^Failed tasks:$",
    r"^Tasks not run because",
    r"^✖ +nx run ",
    r"^lerna ERR! ",
    r"^lerna (success|WARN) ",
    # pnpm
    r"ERR_PNPM_\w+",
    r"^\s+× ",
    r"^\s+╰─▶ ",
    r"^\s+Failed to resolve ",
    r"^\S+ \w+: Failed$",
    r"^packages/\S+ \S+: Failed$",
    r"\[ELIFECYCLE\] Command failed",
    # yarn 1
    r"^error Command failed",
    r"^Directory: ",
    r"^Exit code: ",
    # concurrently / npm-run-all
    r"exited with code (?!0$)\S+",
    r"^--> Sending SIGTERM",
    r"^ERROR: \".*\" exited with \d+",
    # package managers: the result of an install
    r"^(added|removed|changed) \d+ packages?.* in [\d.]+m?s$",
    r"^up to date.* in [\d.]+m?s$",
    # shell loops
    r"^FAILED: ",
]
ORCH_RX = [re.compile(p) for p in ORCH]

# section headers that name the package / job of the lines under them
HEADER_RX = re.compile(
    r"^(> \S+@\S+ \S+"                 # npm / lerna script header
    r"|> nx run \S+"                   # nx
    r"|> @[\w-]+/[\w-]+:\S+"           # lerna task header
    r"|> @[\w-]+/[\w-]+$"              # yarn workspaces run
    r"|== \S+"                         # for-loop / make test headers
    r"|## \S+"
    r"|--- vet \S+"
    r"|\s+Running (unittests|tests) .*"
    r")$")


def list_after(lines, header_rx):
    """The '- item' lines under a header such as 'Failed tasks:'."""
    keep = []
    for i, l in enumerate(lines):
        if header_rx.match(l):
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            while j < len(lines) and lines[j].startswith("- "):
                keep.append(j)
                j += 1
    return keep


def blocks(lines, start_rx, body_rx):
    """Keep the lines after a start line while they match body_rx."""
    keep = []
    for i, l in enumerate(lines):
        if start_rx.search(l):
            j = i + 1
            while j < len(lines) and body_rx.search(split_prefix(lines[j])[1]):
                keep.append(j)
                j += 1
    return keep


# ---------------------------------------------------------------- the rules

def rule_lines(lines, cmd):
    keep = []
    problems = []
    for i, l in enumerate(lines):
        pre, inner = split_prefix(l)
        if is_problem(inner):
            problems.append(i)
        elif any(r.search(l) for r in ORCH_RX) or any(r.search(inner) for r in ORCH_RX):
            keep.append(i)

    # tsc: indented continuation lines of an error ("  Type 'undefined' is not ...")
    # and the paths of a TS6202 cycle
    keep += blocks(lines, re.compile(r"error TS\d+:"), re.compile(r"^(  \S|/\S+\.json$)"))
    # TAP: the message under "error: |-" down to "code:"
    for i, l in enumerate(lines):
        pre, inner = split_prefix(l)
        if re.match(r"^\s+error: \|-$", inner) or re.match(r"^\s+error: '", inner):
            keep.append(i)
            j = i + 1
            while j < len(lines):
                p2, in2 = split_prefix(lines[j])
                if re.match(r"^\s+(code|name|expected|actual|failureType|stack):", in2) or re.match(r"^\s+\.\.\.$", in2):
                    break
                if in2.strip():
                    keep.append(j)
                j += 1
    # TAP: the "# pass N" line above a non-zero "# fail N" (same job)
    for i, l in enumerate(lines):
        pre, inner = split_prefix(l)
        if re.match(r"^# fail [1-9]", inner):
            for j in range(i - 1, max(-1, i - 4), -1):
                p2, in2 = split_prefix(lines[j])
                if p2 == pre and in2.startswith("# pass "):
                    keep.append(j)
                    break
    # cargo: the message lines under "panicked at", the names under "failures:"
    for i, l in enumerate(lines):
        pre, inner = split_prefix(l)
        if "panicked at " in inner:
            j = i + 1
            while j < len(lines):
                p2, in2 = split_prefix(lines[j])
                if not in2.strip() or in2.startswith("note: ") or in2.startswith("stack backtrace"):
                    break
                keep.append(j)
                j += 1
        if inner == "failures:":
            j = i + 1
            while j < len(lines) and re.match(r"^    \S+$", split_prefix(lines[j])[1]):
                keep.append(j)
                j += 1
    keep += blocks(lines, re.compile(r"^error: \d+ targets? failed:"), re.compile(r"^\s+`"))
    # go: the import-cycle block, lines under "missing go.sum entry"
    keep += blocks(lines, re.compile(r"missing go\.sum entry"), re.compile(r"^\tgo get "))
    keep += blocks(lines, re.compile(r"^go: \S+ imports$"), re.compile(r"^\t\S+: "))
    # nx / lerna: the task lists
    keep += list_after(lines, re.compile(r"^(Failed tasks:|Tasks not run because.*)$"))
    # pnpm: the continuation of a "╰─▶" message
    keep += blocks(lines, re.compile(r"╰─▶ "), re.compile(r"^\s{6}\S"))
    # GNU parallel: the job line under "This job failed:"
    keep += blocks(lines, re.compile(r"^parallel: This job failed:"), re.compile(r"\S"))
    # Python traceback: project frames with their source line, the exception line
    for i, l in enumerate(lines):
        pre, inner = split_prefix(l)
        if inner.startswith('  File "' + PROJECT):
            keep.append(i)
            if i + 1 < len(lines) and lines[i + 1].startswith("    "):
                keep.append(i + 1)

    # warnings repeated in every job: keep the first of each shape (PIDs masked)
    seen = set()
    for i in list(problems):
        pre, inner = split_prefix(lines[i])
        if "DeprecationWarning" in inner and "(node:" in inner:
            shape = re.sub(r"\(node:\d+\)", "(node:N)", inner)
            if shape in seen:
                problems.remove(i)
            else:
                seen.add(shape)
    keep += problems

    # section header of each unprefixed problem line
    for i in problems:
        if split_prefix(lines[i])[0]:
            continue
        for j in range(i - 1, -1, -1):
            if HEADER_RX.match(lines[j]):
                keep.append(j)
                break
    return keep


def command_rules(lines, cmd):
    keep = []
    if "uniq -c" in cmd:                                  # a count table is what was asked for
        keep += [i for i, l in enumerate(lines) if l.strip()]
    if cmd.startswith("cargo run"):                       # the program's own output
        diag = re.compile(r"^(\s|warning|error|-->|\d+ \||=|help|note|\s*\|)")
        keep += [i for i, l in enumerate(lines) if l.strip() and not diag.match(l)]
    if cmd.startswith("npm ls") or cmd.startswith("pnpm ls"):
        # the workspace packages at the top of the tree, and the project headers of pnpm
        keep += [i for i, l in enumerate(lines)
                 if re.match(r"^[├└]─[┬─] @harbor/", l) or re.match(r"^@harbor/\S+ /", l)]
    if "go test -json" in cmd:
        keep += [i for i, l in enumerate(lines) if '"Action":"fail"' in l]
    if "go test" in cmd and "-v" in cmd.split():
        pass                                              # --- FAIL and messages are the content rules
    return keep


def keep_lines(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(rule_lines(lines, cmd))
    idx.update(command_rules(lines, cmd))
    idx.update([i for i, l in enumerate(lines) if l.strip()][-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    if rest.startswith("-- keep --\n"):
        output = ""
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for path in files:
        cmd, exit_, output = parse(path)
        # a command typed after "cd sub &&" is judged by what follows
        inner_cmd = re.sub(r"^cd \S+ && ", "", cmd)
        inner_cmd = re.sub(r"^(\w+=\S+\s+)+", "", inner_cmd)
        keep = keep_lines(inner_cmd, output)
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])
