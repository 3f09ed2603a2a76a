#!/usr/bin/env python3
"""Keep rules for the fresh154 blind set.

Fills the `-- keep --` section of every *.txtar file next to this script from
the recorded output and the command. Written before looking at anything the
reducer does. Run once:  python3 keeprules.py

A keep line is an output line with ANSI escapes and trailing whitespace
(including \\r) removed. Blank lines are never kept. Each distinct line is
listed once, in output order (first occurrence).

Generic rule: the last three non-blank lines of every output are kept.
Everything else is decided per tool, see the rule functions below.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
SHA = re.compile(r"\b[0-9a-f]{7,40}\b")


def clean(line: str) -> str:
    return ANSI.sub("", line).rstrip()


# --------------------------------------------------------------------------
# Reusable line rules. Each takes the list of cleaned lines and returns the
# set of indexes to keep.
# --------------------------------------------------------------------------

def every_line(lines):
    """Listings the agent asked for: every entry is what was asked for."""
    return {i for i, l in enumerate(lines) if l.strip()}


def make_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^make(\[\d+\])?: \*\*\*", l):
            keep.add(i)
        elif re.match(r"^make(\[\d+\])?: Target .* not remade", l):
            keep.add(i)
    return keep


def pytest_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^E\s", l) or re.match(r"^>\s", l):
            keep.add(i)
        elif re.match(r"^_+ [^_ ].* _+$", l):              # failure / error headers
            keep.add(i)
        elif re.match(r"^[\w/.-]+\.py:\d+: \w", l):        # location + exception type
            keep.add(i)
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.add(i)
        elif re.match(r"^(=+ )?\d+ (failed|passed|error|errors)\b.* in [\d.]+s( =+)?$", l):
            keep.add(i)
        elif l.startswith("!!!"):
            keep.add(i)
    return keep


def flake8_lines(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^[\w/.-]+\.py:\d+:\d+: [A-Z]\d+ ", l)}


def gcc_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^[\w/.-]+\.[ch]:\d+:\d+: (fatal error|error|warning|note):", l):
            keep.add(i)
        elif re.match(r"^[\w/.-]+\.[ch]: In function", l):
            keep.add(i)
    return keep


def go_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^# \S+", l):
            keep.add(i)
        elif re.match(r"^[\w/.-]+\.go:\d+(:\d+)?: ", l) or re.match(r"^\s+[\w/.-]+_test\.go:\d+: ", l):
            keep.add(i)
        elif l.startswith("vet: "):
            keep.add(i)
        elif re.match(r"^(FAIL|ok)\s", l) or l == "FAIL":
            keep.add(i)
        elif re.match(r"^\s*--- FAIL", l) or l.startswith("panic:"):
            keep.add(i)
    return keep


def sqlite_error_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.search(r"\b(Parse|Runtime) error near line \d+", l) or re.search(r"\bError: ", l):
            keep.add(i)
        elif "error here ---^" in l:
            keep.add(i)
            if i > 0:
                keep.add(i - 1)                          # the SQL excerpt it points into
        elif re.match(r"^\s*\^--- error here", l):
            keep.add(i)
            if i > 0:
                keep.add(i - 1)
    return keep


def traceback_lines(lines):
    keep = set()
    in_tb = False
    for i, l in enumerate(lines):
        if l.startswith("Traceback (most recent call last):"):
            keep.add(i)
            in_tb = True
            continue
        if not in_tb:
            continue
        if re.match(r'^\s+File "/home/dev/work/', l):
            keep.add(i)
            nxt = i + 1
            if nxt < len(lines) and lines[nxt].strip() and not set(lines[nxt].strip()) <= set("^~ "):
                keep.add(nxt)                           # the project source line
        elif re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt)\b", l):
            keep.add(i)
            in_tb = False
    return keep


NPM_BOILERPLATE = (
    "Note that you can also install from a",
    "tarball, folder, http url, or git url.",
    "A complete log of this run can be found in",
)


def npm_error_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        m = re.match(r"^npm (error|ERR!)(.*)$", l)
        if not m:
            continue
        rest = m.group(2).strip()
        if re.fullmatch(r"\d{3}", rest) or not rest:
            continue
        if any(b in rest for b in NPM_BOILERPLATE):
            continue
        keep.add(i)
    return keep


def tap_lines(lines):
    """node --test TAP output."""
    keep = set()
    i = 0
    while i < len(lines):
        l = lines[i]
        s = l.strip()
        if re.match(r"^not ok \d+", s):
            keep.add(i)
        elif re.match(r"^# (tests|pass|fail|cancelled) \d+$", s) and not s.startswith("# cancelled"):
            keep.add(i)
        elif s.startswith("location: "):
            keep.add(i)
        elif re.match(r"^(expected|actual|operator): \S", s):
            keep.add(i)
        elif "/home/dev/work/" in l and "(" in l and not s.startswith("location:"):
            keep.add(i)                                 # project stack frames
        elif s.startswith("error: "):
            keep.add(i)
            indent = len(l) - len(l.lstrip())
            j = i + 1
            in_message = True
            while j < len(lines):
                b = lines[j]
                if b.strip() and len(b) - len(b.lstrip()) <= indent:
                    break
                bs = b.strip()
                if not bs:
                    in_message = False
                elif in_message:
                    keep.add(j)                         # the assertion message
                elif bs[0] in "+-" or "!==" in bs:
                    keep.add(j)                         # diff lines and x !== y
                j += 1
            i = j
            continue
        i += 1
    return keep


def git_commit_headers(lines):
    """commit lines and each commit's subject (first message line)."""
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{40}", l):
            keep.add(i)
            j = i + 1
            while j < len(lines) and lines[j].strip() and not lines[j].startswith("    "):
                j += 1                                  # Author:, Date:, Merge:
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and lines[j].startswith("    "):
                keep.add(j)
    return keep


def git_file_headers(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("diff --git ") or l.startswith("diff --cc ") or l.startswith("diff --combined "):
            keep.add(i)
        elif re.match(r"^(new|deleted) file mode \d+", l) or re.match(r"^(rename|copy) (from|to) ", l):
            keep.add(i)
        elif l.startswith("@@"):
            keep.add(i)
    return keep


def git_changed_lines(lines):
    """+/- lines of plain and combined (conflict) diffs, not the ---/+++ file lines."""
    keep = set()
    combined = False
    in_hunk = False
    for i, l in enumerate(lines):
        if l.startswith("diff --cc ") or l.startswith("diff --combined "):
            combined, in_hunk = True, False
            continue
        if l.startswith("diff --git "):
            combined, in_hunk = False, False
            continue
        if l.startswith("@@"):
            in_hunk = True
            continue
        if not in_hunk:
            continue
        if l.startswith("commit ") and SHA.search(l):
            in_hunk = False
            continue
        if combined:
            if len(l) >= 2 and ("+" in l[:2] or "-" in l[:2]):
                keep.add(i)
        elif l[:1] in "+-" and not (l.startswith("+++ ") or l.startswith("--- ")):
            keep.add(i)
    return keep


def git_stat_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^ \S.* \| +(\d+ ?[+-]*|Bin .*)$", l):
            keep.add(i)
        elif re.match(r"^ \d+ files? changed", l):
            keep.add(i)
    return keep


def git_status_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^\s*\(use ", l) or re.match(r"^\s*\((fix|all) conflicts", l):
            continue
        if re.match(r"^(On branch |HEAD detached|## |Your branch )", l):
            keep.add(i)
        elif re.match(r"^(interactive rebase in progress|rebase in progress|You are currently |"
                      r"You have unmerged paths|Last commands? done|Next commands? to do|"
                      r"All conflicts fixed)", l):
            keep.add(i)
        elif re.match(r"^\s+(pick|edit|reword|squash|fixup|drop|exec) [0-9a-f]{7,}", l):
            keep.add(i)
        elif re.match(r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):", l):
            keep.add(i)
        elif l.startswith("\t"):
            keep.add(i)
        elif re.match(r"^[ MADRCU?!]{2} \S", l):
            keep.add(i)
    return keep


def git_op_lines(lines):
    """rebase / merge / cherry-pick / switch."""
    keep = set()
    for i, l in enumerate(lines):
        if re.match(r"^(CONFLICT|error:|fatal:|Could not apply|Automatic merge failed)", l):
            keep.add(i)
        elif l.startswith("\t") and i > 0 and any(lines[k].startswith("error:") for k in range(max(0, i - 5), i)):
            keep.add(i)                                 # files named by an error
    return keep


def bisect_lines(lines):
    keep = pytest_lines(lines) | git_commit_headers(lines) | git_stat_lines(lines)
    for i, l in enumerate(lines):
        if re.match(r"^\[[0-9a-f]{40}\] ", l):
            keep.add(i)                                 # the revision each step tested
        elif "is the first bad commit" in l or l.startswith("bisect found first bad commit"):
            keep.add(i)
        elif re.match(r"^bisect run (failed|cannot continue)", l):
            keep.add(i)
    return keep


def ls_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        if not l.strip() or re.match(r"^total \d+", l):
            continue
        if re.match(r"^[d\-lcbps][rwxsStT-]{9}[.+@]?\s", l) and re.search(r" \.\.?$", l):
            continue                                    # . and .. entries
        keep.add(i)                                     # dir headers, entries, errors
    return keep


def sqlite_rows(lines):
    keep = sqlite_error_lines(lines)
    for i, l in enumerate(lines):
        if not l.strip():
            continue
        if re.match(r"^[-\s]+$", l):                   # -column separator
            continue
        if l[:1] in "┌├└":                               # -box borders
            continue
        keep.add(i)
    return keep


def jq_lines(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            continue
        if "jq: error" in l or "parse error" in l:
            keep.add(i)
        elif s in ("{", "}", "[", "]", "},", "],", "{}", "[]"):
            continue                                    # structure only
        else:
            keep.add(i)                                 # values the filter selected
    return keep


def npm_ls_lines(lines, all_levels):
    if not all_levels:
        return every_line(lines) | npm_error_lines(lines)
    keep = npm_error_lines(lines)
    for i, l in enumerate(lines):
        if i == 0 and l.strip():
            keep.add(i)                                 # the project root
        elif re.match(r"^[├└]─[─┬] ", l):
            keep.add(i)                                 # direct dependencies
        elif re.search(r"UNMET|invalid|extraneous|missing|ELSPROBLEMS", l):
            keep.add(i)
    return keep


def build_composite(lines):
    """make and anything it runs: pytest, flake8, gcc, go, sqlite3, python."""
    keep = (make_lines(lines) | pytest_lines(lines) | flake8_lines(lines) | gcc_lines(lines)
            | go_lines(lines) | sqlite_error_lines(lines) | traceback_lines(lines))
    for i, l in enumerate(lines):
        if l.startswith("applying "):
            keep.add(i)                                 # which migration file was running
        elif re.search(r"No rule to make target", l):
            keep.add(i)
    return keep


# --------------------------------------------------------------------------
# Dispatch on the command.
# --------------------------------------------------------------------------

def has_shell_pipe(cmd: str) -> bool:
    """True if the command line has a `|` outside quotes (a shell pipeline)."""
    quote = None
    prev = ""
    for ch in cmd:
        if quote:
            if ch == quote and not (quote == '"' and prev == "\\"):
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "|":
            return True
        prev = ch
    return False


def rule_for(cmd: str):
    c = cmd.strip()
    if has_shell_pipe(c):
        # pipelines (sort | uniq -c, grep | sed, env | sort, ps | grep, xargs wc):
        # every output line is a result row the agent asked for
        return every_line
    if c.startswith("make"):
        return build_composite
    if c.startswith("git "):
        words = c.split()
        sub = words[1]
        if sub == "log":
            if "--oneline" in words:
                return lambda ls: {i for i, l in enumerate(ls) if SHA.search(l)}
            if "--stat" in words:
                return lambda ls: git_commit_headers(ls) | git_stat_lines(ls)
            return lambda ls: git_commit_headers(ls) | git_file_headers(ls)
        if sub == "show":
            return lambda ls: git_commit_headers(ls) | git_file_headers(ls) | git_changed_lines(ls) | git_stat_lines(ls)
        if sub == "diff":
            if "--stat" in words or "--name-only" in words:
                return every_line
            return lambda ls: git_file_headers(ls) | git_changed_lines(ls)
        if sub == "stash":
            if "show" in words:
                return lambda ls: git_file_headers(ls) | git_changed_lines(ls) | git_stat_lines(ls)
            return every_line
        if sub == "blame":
            return every_line
        if sub == "status":
            return git_status_lines
        if sub == "bisect":
            return bisect_lines
        return git_op_lines
    if c.startswith("npm "):
        words = c.split()
        if words[1] == "ls":
            return lambda ls: npm_ls_lines(ls, "--all" in words)
        if words[1] == "outdated":
            return every_line
        if words[1] in ("test", "t", "run", "run-script"):
            return lambda ls: tap_lines(ls) | npm_error_lines(ls)
        return npm_error_lines
    if c.startswith("jq "):
        return jq_lines
    if c.startswith("sqlite3 "):
        if re.search(r"\s\.schema\b|\s\.tables\b|\s\.dump\b", c):
            return every_line
        return sqlite_rows
    if c.startswith("ls "):
        return ls_lines
    # find, du, tree, wc, env, ps, awk, sed: listings / result rows
    return every_line


# --------------------------------------------------------------------------

def parse(text: str):
    head, sep, rest = text.partition("\n-- output --\n")
    if not sep:
        raise ValueError("no -- output -- section")
    idx = rest.rfind("-- keep --\n")
    if idx == -1 or (idx > 0 and rest[idx - 1] != "\n"):
        raise ValueError("no -- keep -- section")
    output = rest[:idx]
    m = re.match(r"^cmd: (.*)\nexit: (\d+)$", head)
    if not m:
        raise ValueError("bad header")
    return m.group(1), int(m.group(2)), output


def keep_lines(cmd: str, output: str) -> list[str]:
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    lines = [clean(l) for l in raw]
    keep = set(rule_for(cmd)(lines))
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nonblank[-3:])
    seen, out = set(), []
    for i in sorted(keep):
        l = lines[i]
        if not l.strip() or l in seen:
            continue
        seen.add(l)
        out.append(l)
    return out


def main(argv):
    here = Path(__file__).resolve().parent
    files = [Path(a) for a in argv[1:]] or sorted(here.glob("*.txtar"))
    for f in files:
        with open(f, encoding="utf-8", newline="") as fh:
            text = fh.read()
        cmd, _, output = parse(text)
        keep = keep_lines(cmd, output)
        head = text[: text.index("\n-- output --\n")]
        with open(f, "w", encoding="utf-8", newline="") as fh:
            fh.write(f"{head}\n-- output --\n{output}-- keep --\n" + "".join(k + "\n" for k in keep))
        print(f"{f.name}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv)
