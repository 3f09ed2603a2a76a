#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh82 txtar file from its output.

Rules were fixed before any reducer was run on this set. Run once:
    python3 keeprules.py            (rewrites the keep section of every *.txtar here)

A keep line is an exact output line with ANSI escapes and trailing blanks removed,
listed once, in output order. The last three non-blank lines of every output are
always kept.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]")


def clean(line):
    return ANSI.sub("", line).rstrip()


# ---------------------------------------------------------------- cargo / rustc
DIAG_HEAD = re.compile(r"^(error|warning)(\[[A-Za-z0-9_]+\])?: ")
HINT = re.compile(
    r"for further information visit|rustc --explain|Some errors have detailed explanations"
    r"|For more information about (this|an) error|run with `RUST_BACKTRACE|Some details are omitted"
    r"|on by default|implied by `"
)
SRC = re.compile(r"^\s*\d+\s+\|")          # numbered source line
BAR = re.compile(r"^\s*\|")                # gutter line (labels, underlines)
LOC = re.compile(r"^\s*(-->|:::) ")
EQ = re.compile(r"^\s*= (note|help): ")
FAIL_HDR = re.compile(r"^---- .+ (stdout|stderr) ----$")
FRAME = re.compile(r"^\s+\d+: ")


def keep_cargo(lines, cmd):
    keep = set()
    diag = None          # 'error' / 'warning' / None
    in_help = False      # inside a `help:` suggestion block (hint, dropped)
    in_fail = False      # inside a `---- test stdout ----` block
    in_panic = False     # lines right after `panicked at`
    fail_list = False    # the list of failing test names after `failures:`
    targets_list = False # the `-p x --lib` lines after `error: N targets failed:`
    rejected = False     # harborctl REJECTED section
    is_run = cmd.startswith("cargo run")
    is_bench = cmd.startswith("cargo bench")
    is_tree = cmd.startswith("cargo tree")
    is_fmt = cmd.startswith("cargo fmt")

    for i, l in enumerate(lines):
        s = l.strip()
        if not s:
            in_panic = False
            if rejected:
                rejected = False
            continue
        # ---- tool-specific whole-output rules
        if is_tree:
            keep.add(i)
            continue
        if is_fmt:
            if l.startswith("Diff in "):
                keep.add(i)
            continue
        if is_bench and l.startswith("bench "):
            keep.add(i)
            continue
        if is_run:
            if l.startswith("REJECTED"):
                keep.add(i)
                rejected = True
                continue
            if rejected and l.startswith("  "):
                keep.add(i)
                continue
            if re.search(r"\bcaused by: ", l) or re.match(r"^\d+ placed, \d+ rejected", s):
                keep.add(i)
                continue
        # ---- test harness structure
        if FAIL_HDR.match(l):
            in_fail, diag, in_help, fail_list = True, None, False, False
            keep.add(i)
            continue
        if l == "failures:":
            in_fail = False
            # second `failures:` heading introduces the list of names
            fail_list = True
            continue
        if fail_list:
            if l.startswith("    "):
                keep.add(i)
                continue
            fail_list = False
        if re.match(r"^error: \d+ targets? failed:", l):
            keep.add(i)
            targets_list = True
            continue
        if targets_list:
            if l.startswith("    "):
                keep.add(i)
                continue
            targets_list = False
        if l.startswith("test ") and (l.endswith(" FAILED") or l.endswith("... FAILED")):
            keep.add(i)
            continue
        if re.match(r"^\S.* --- FAILED$", l):   # quiet-mode failure rows
            keep.add(i)
            continue
        if l.startswith("test result:"):
            keep.add(i)
            in_fail = False
            continue
        # ---- panics and backtraces
        if "panicked at " in l:
            keep.add(i)
            in_panic = True
            continue
        if FRAME.match(l):
            nxt = lines[i + 1].strip() if i + 1 < len(lines) else ""
            if nxt.startswith("at ./"):
                keep.add(i)
            continue
        if s.startswith("at ./"):
            keep.add(i)
            continue
        if s.startswith("at /") or s == "stack backtrace:":
            continue
        if HINT.search(l):
            in_panic = False
            continue
        if in_panic:
            keep.add(i)
            continue
        # ---- rustc / clippy / rustdoc diagnostics
        if DIAG_HEAD.match(l):
            diag = "error" if l.startswith("error") else "warning"
            in_help = False
            keep.add(i)
            continue
        if LOC.match(l):
            in_help = False
            if l.lstrip().startswith("-->") or diag == "error":
                keep.add(i)
            continue
        if l.startswith("help:"):
            in_help = True
            continue
        if l.startswith("note:"):
            in_help = False
            if diag == "error" or in_fail:
                keep.add(i)
            continue
        if EQ.match(l):
            if diag == "error":
                keep.add(i)
            continue
        if SRC.match(l) or BAR.match(l) or s == "...":
            if diag == "error" and not in_help:
                if SRC.match(l):
                    keep.add(i)
                elif BAR.match(l) and re.search(r"[A-Za-z`]", l):
                    keep.add(i)
            continue
        # ---- anything else inside a failing test's captured output is evidence
        if in_fail:
            keep.add(i)
            continue
        # ---- program output of cargo run: errors
        if is_run and re.match(r"^error: ", l):
            keep.add(i)
            continue
    return keep


# ---------------------------------------------------------------- git
STAT_ROW = re.compile(r"^ \S.* \| +(\d+|Bin)")
STAT_SUM = re.compile(r"^ \d+ files? changed")


def keep_git_status(lines):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if not s or s.startswith("(use ") or s.startswith("(commit or discard"):
            continue
        if s.startswith("no changes added") or s.startswith('nothing added to commit'):
            continue
        keep.add(i)   # branch lines, section headings, every entry
    return keep


def keep_git_diff(lines):
    keep = set()
    for i, l in enumerate(lines):
        if l.startswith("diff --git") or l.startswith("@@") or STAT_ROW.match(l) or STAT_SUM.match(l):
            keep.add(i)
        elif (l.startswith("+") or l.startswith("-")) and not (l.startswith("+++ ") or l.startswith("--- ")):
            keep.add(i)
        elif l.startswith("new file mode") or l.startswith("deleted file mode") or l.startswith("rename "):
            keep.add(i)
    return keep


def keep_git_log(lines):
    keep = set()
    want_subject = False
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{7,}", l):
            keep.add(i)
            want_subject = False
            continue
        if l.startswith("Date:"):
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            keep.add(i)
            want_subject = False
            continue
        if l.startswith("diff --git") or STAT_ROW.match(l) or STAT_SUM.match(l):
            keep.add(i)
    return keep


# ---------------------------------------------------------------- grep
def keep_grep(lines):
    return {i for i, l in enumerate(lines) if re.match(r"^[^:\s][^:]*:\d+:", l)}


def derive(cmd, output):
    raw = output.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    c = re.sub(r"^(\w+=\S+\s+)+", "", cmd)   # drop leading VAR=value
    if c.startswith("git status"):
        keep = keep_git_status(lines)
    elif c.startswith("git diff"):
        keep = keep_git_diff(lines)
    elif c.startswith("git log") or c.startswith("git show"):
        keep = keep_git_log(lines)
    elif c.startswith("grep "):
        keep = keep_grep(lines)
    else:
        keep = keep_cargo(lines, c)
    nonblank = [i for i, l in enumerate(lines) if l.strip()]
    keep.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(keep):
        if lines[i] and lines[i] not in seen:
            seen.add(lines[i])
            out.append(lines[i])
    return out


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        text = open(path, encoding="utf-8", errors="surrogateescape").read()
        head, rest = text.split("-- output --\n", 1)
        output = rest.rsplit("-- keep --\n", 1)[0]
        cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
        keep = derive(cmd, output)
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))
    return 0


if __name__ == "__main__":
    sys.exit(main())
