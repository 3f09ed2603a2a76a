#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh95 *.txtar file from its output.

The rules were written before any reducer was run on this set and are applied
mechanically; keep lists are never edited by hand.  Usage:

    python3 keeprules.py            # rewrite the keep sections in place
    python3 keeprules.py --check    # only report files whose keep section differs

A keep line is an exact output line with ANSI escapes and trailing blanks
removed.  Each distinct line is listed once, in order of first appearance.
See README.md ("Keep rules") for the prose version of the rules below.
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
PROJECT = "/home/dev/work/"

# ---------------------------------------------------------------- general rules
# Words that make a line a diagnostic (error, failure, warning, crash, ...).
SEVERITY = re.compile(
    r"\b(error|errors|err!|fail|failed|failing|failure|failures|fatal|panic|panicked|"
    r"exception|traceback|warning|warnings|warn|critical|abort|aborted|killed|"
    r"segmentation fault|core dumped|deadlock|cannot|can't|could not|couldn't|unable|"
    r"not found|no such|not available|undefined reference|undeclared|denied|refused|"
    r"invalid|missing|unmet|conflicting|conflict|eresolve|elsproblems|disabled by|"
    r"unknown|out of range|out of bounds|nil pointer|divide by zero|timed out|timeout)\b",
    re.I,
)
# Go's io.EOF surfaced as an error at the end of a message.
EOF_ERR = re.compile(r": (unexpected )?EOF$")
# Lines that only look like diagnostics but are hints / pointers to logs.
HINT = re.compile(
    r"^(npm error A complete log of this run can be found in|npm error For a full report see:|"
    r"npm error /\S+\.txt$|note: run with `RUST_BACKTRACE|note: Some details are omitted|"
    r"note: This error originates from a subprocess|npm warn install-scripts Run `)"
)
# Summary / count lines.
SUMMARY = re.compile(
    r"(^added \d+ packages?|^removed \d+ packages?|^changed \d+ packages?|^up to date|"
    r"^\d+ upgraded, \d+ newly installed, \d+ to remove and \d+ not upgraded|"
    r"^\d+ checks?, \d+ failures?|\bprocessed \d+/\d+ records|^exit status \d+$|"
    r"^found \d+ vulnerabilit|^\d+ vulnerabilit)"
)
# Compiler-style diagnostics: path:line[:col]: error|warning|...
DIAG = re.compile(r"^\S+:\d+(:\d+)?: (fatal error|error|warning)\b")
# Source location arrows of rustc / cargo.
RUST_ARROW = re.compile(r"^\s*--> \S+:\d+:\d+")


# Commands whose output is a pure listing / data dump: their rows are never
# severity-scanned (file names like errors.md or package names like
# http-errors are not diagnostics); only tool diagnostics are.
LISTING_CMD = re.compile(r"(^|[|;&]\s*)(ls|find|du|dpkg|env|column|jq|sqlite3)\b|json\.tool")
LISTING_DIAG = re.compile(
    r"(jq: error|^(ls|find|du|column|env|dpkg|sort|head|sqlite3): |"
    r"^(Error|Parse error|Runtime error)\b|^Expecting |^Traceback)"
)
# A row of an `npm ls` tree.
NPM_TREE = re.compile(r"^[\u2502\u251c\u2514\u2500\u252c ]*[\u251c\u2514]\u2500")
NPM_TREE_PROBLEM = re.compile(r"\b(UNMET|invalid|extraneous|missing)\b")


def clean(line):
    return ANSI.sub("", line).rstrip()


def is_severity(line):
    if HINT.search(line):
        return False
    if line.startswith("\t"):  # Go stack location lines (kept by go_goroutines)
        return False
    if re.match(r"^panic\(\{", line):  # runtime frame inside a Go stack
        return False
    if re.match(r"^npm http fetch \w+ [23]\d\d ", line):  # successful fetch progress
        return False
    if re.fullmatch(r"npm (error|warn)\s*", line):  # bare separator lines
        return False
    return bool(SEVERITY.search(line) or EOF_ERR.search(line))


# ---------------------------------------------------------------- block rules
def python_tracebacks(lines, keep):
    """Traceback header, project `File` lines, chained-exception banners and
    the final exception line of every Python traceback."""
    in_tb = False
    for i, l in enumerate(lines):
        if l.startswith("Traceback (most recent call last):"):
            in_tb = True
            keep.add(i)
            continue
        if l.startswith("During handling of the above exception") or l.startswith(
            "The above exception was the direct cause"
        ):
            keep.add(i)
            continue
        if in_tb:
            if l.startswith(" ") or l == "":
                m = re.match(r'\s+File "([^"]+)", line \d+', l)
                if m and m.group(1).startswith(PROJECT) and "site-packages" not in m.group(1):
                    keep.add(i)
            else:
                keep.add(i)  # exception type: message
                in_tb = False


def node_errors(lines, keep):
    """Throw-site header, error line, project `at` frames and the property
    block `{ code: ..., }` printed after an uncaught error."""
    in_props = False
    for i, l in enumerate(lines):
        if re.match(r"^/\S+:\d+$", l) and l.startswith(PROJECT):
            keep.add(i)
        if re.match(r"^\s+at ", l):
            if PROJECT in l and "node_modules" not in l and "node:internal" not in l:
                keep.add(i)
            if l.endswith(" {"):
                in_props = True
                keep.add(i)
            continue
        if re.match(r"^([A-Z]\w*)?(Error|Exception)\b.*", l) or re.match(r"^\w+Error: ", l):
            keep.add(i)
        if in_props:
            keep.add(i)
            if l == "}":
                in_props = False


def go_goroutines(lines, keep):
    """Panicking goroutine blocks (state `running`, or every block when the
    runtime reports a deadlock): header plus project frames (function line
    and its file:line line)."""
    deadlock = any("all goroutines are asleep" in l for l in lines)
    block_on = False
    for i, l in enumerate(lines):
        m = re.match(r"^goroutine \d+ \[([^\]]+)\]:", l)
        if m:
            block_on = deadlock or m.group(1).startswith("running")
            if block_on:
                keep.add(i)
            continue
        if l == "":
            block_on = False
            continue
        if block_on and l.startswith("\t") and PROJECT in l and re.search(r":\d+", l):
            keep.add(i)
            if i > 0 and not lines[i - 1].startswith("\t"):
                keep.add(i - 1)
        if l.startswith("[signal "):
            keep.add(i)


def rust_backtraces(lines, keep):
    """`thread ... panicked at` line plus the message line after it, and the
    project frames of a backtrace (frame name line + `at ./src/...` line)."""
    for i, l in enumerate(lines):
        if re.match(r"^thread '.*' (\(\d+\) )?panicked at ", l):
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].strip():
                keep.add(i + 1)
        m = re.match(r"^\s+at (\S+):\d+", l)
        if m and (m.group(1).startswith("./") or m.group(1).startswith(PROJECT)) and i > 0:
            if re.match(r"^\s+\d+: ", lines[i - 1]):
                keep.add(i - 1)
                keep.add(i)


def cargo_caused_by(lines, keep):
    """`Caused by:` and the indented cause message(s) that follow it."""
    for i, l in enumerate(lines):
        if l.strip() == "Caused by:":
            keep.add(i)
            j = i + 1
            while j < len(lines) and (lines[j] == "" or lines[j].startswith("  ")):
                if lines[j].strip():
                    keep.add(j)
                j += 1


def sqlite_context(lines, keep):
    """The echoed SQL line just above a `^--- error here` pointer."""
    for i, l in enumerate(lines):
        if "^--- error here" in l and i > 0:
            keep.add(i - 1)


def ld_context(lines, keep):
    """Linker lines (`/usr/bin/ld: x.o: in function ...`) and ld errors."""
    for i, l in enumerate(lines):
        if re.match(r"^/usr/bin/ld: ", l) or re.match(r"^\S+\.c:\d+: undefined reference", l):
            keep.add(i)


def go_json_errors(lines, keep):
    """`go mod download -json`: the Path line of every object holding an Error."""
    start = None
    for i, l in enumerate(lines):
        if l == "{":
            start = i
        elif l == "}" and start is not None:
            block = range(start, i + 1)
            if any(lines[k].lstrip().startswith('"Error"') for k in block):
                for k in block:
                    if lines[k].lstrip().startswith('"Path"'):
                        keep.add(k)
            start = None


def curl_rules(cmd, lines, keep):
    """Status lines, Location headers, curl errors, and the text lines of an
    error (4xx/5xx) response body."""
    if not re.search(r"\bcurl\b", cmd):
        return
    bad = False
    for i, l in enumerate(lines):
        m = re.match(r"^(< )?HTTP/[\d.]+ (\d{3})", l)
        if m:
            keep.add(i)
            bad = int(m.group(2)) >= 400
            continue
        if re.match(r"^(< )?Location: ", l, re.I):
            keep.add(i)
        if l.startswith("curl: ("):
            keep.add(i)
        if bad and re.search(r"<(title|h\d|p)>.*</(title|h\d|p)>", l):
            keep.add(i)


def header_rules(cmd, lines, keep):
    """Column-header line of tabular views; all rows of `npm outdated` and
    `df`; the root line of `npm ls`; apt's `The following ...:` headers."""
    def first_texty():
        for i, l in enumerate(lines):
            if re.search(r"[A-Za-z]", l):
                return i
        return None

    tabular = (
        re.search(r"\bps aux\b", cmd)
        or re.search(r"\bsqlite3 (-header|-column|-box)", cmd)
        or re.search(r"\bcolumn -[st]", cmd)
    )
    if tabular and not re.search(r"\bjq\b", cmd):
        i = first_texty()
        if i is not None:
            keep.add(i)
    if re.search(r"\b(npm outdated|df -h)\b", cmd):
        for i, l in enumerate(lines):
            if l.strip():
                keep.add(i)
    if re.search(r"\bnpm ls\b", cmd) and lines:
        keep.add(0)
    if re.search(r"\bdpkg -l\b", cmd):
        for i, l in enumerate(lines):
            if l.startswith("||/"):
                keep.add(i)
    if re.search(r"\bapt-get\b", cmd):
        for i, l in enumerate(lines):
            if re.match(r"^The following .*:$", l) or re.match(r"^(E|W): ", l):
                keep.add(i)


def pip_rules(lines, keep):
    for i, l in enumerate(lines):
        if l.lstrip().startswith("× "):
            keep.add(i)


def derive(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    keep = set()
    listing = bool(LISTING_CMD.search(cmd))
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if listing:
            if LISTING_DIAG.search(l):
                keep.add(i)
            continue
        if NPM_TREE.match(l):
            if NPM_TREE_PROBLEM.search(l):
                keep.add(i)
            continue
        if is_severity(l) or SUMMARY.search(l) or DIAG.match(l) or RUST_ARROW.match(l):
            keep.add(i)
    python_tracebacks(lines, keep)
    node_errors(lines, keep)
    go_goroutines(lines, keep)
    rust_backtraces(lines, keep)
    cargo_caused_by(lines, keep)
    sqlite_context(lines, keep)
    ld_context(lines, keep)
    go_json_errors(lines, keep)
    curl_rules(cmd, lines, keep)
    header_rules(cmd, lines, keep)
    pip_rules(lines, keep)
    # the last three non-blank lines
    tail = [i for i, l in enumerate(lines) if l.strip()][-3:]
    keep.update(tail)
    # hints removed again unless they are among the last three lines
    out, seen = [], set()
    for i in sorted(keep):
        l = lines[i]
        if not l.strip():
            continue
        if HINT.search(l) and i not in tail:
            continue
        if l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def split_txtar(text):
    head, rest = text.split("\n-- output --\n", 1)
    output, keep = rest.rsplit("-- keep --\n", 1)
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    return head, cmd, output, keep


def main():
    check = "--check" in sys.argv
    changed = 0
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        text = open(path, encoding="utf-8").read()
        head, cmd, output, old = split_txtar(text)
        keep = derive(cmd, output)
        new_keep = "".join(l + "\n" for l in keep)
        if new_keep != old:
            changed += 1
            if check:
                print("differs:", os.path.basename(path))
            else:
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write(head + "\n-- output --\n" + output + "-- keep --\n" + new_keep)
    print(f"{'would change' if check else 'updated'} {changed} file(s)")


if __name__ == "__main__":
    main()
