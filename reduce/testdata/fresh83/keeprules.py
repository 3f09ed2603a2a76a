#!/usr/bin/env python3
"""Derive the `-- keep --` section of every fresh83 *.txtar file from its output.

Rules were fixed before any reducer output was seen.  Run once:

    python3 keeprules.py            # rewrites the keep section of every *.txtar here

A keep line is an exact output line (split on "\\n") with ANSI escapes and
trailing whitespace (blanks, tabs, a trailing CR) removed; each distinct line is listed once, in output order.
The last three non-blank lines of every output are always kept.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")

# --- generic diagnostics -------------------------------------------------------
# For "operation" outputs (make, git merge/rebase/push/..., curl) these may match
# anywhere in the line; for "data" outputs (diff, log, blame, grep, cat, ls ...)
# only a tool diagnostic at the start of a line counts, so file contents that
# merely mention "error" are not treated as errors.
DIAG_ANY = re.compile(
    r"(?i)\b(error|errors|fatal|warning|failed|failure|fail|panic|exception|traceback|denied|"
    r"conflict|rejected|aborting)\b|\w+Error:|\*\*\*|no such file|not found|could not|cannot|unable to")
DIAG_START = re.compile(r"^(warning|error|fatal|find|grep|ls|du|wc|cat|make|curl|bash)(\[\d+\])?: |^\S+: line \d+: ")
HINT = re.compile(r"^hint: ")


def clean(line):
    return ANSI.sub("", line).rstrip()


def classify(cmd):
    """Pick the principal tool of a (possibly compound) command."""
    c = cmd
    if re.search(r"\bcurl\b", c):
        return "curl"
    if re.match(r"\s*make\b", c) or "&& make" in c:
        return "make"
    if re.search(r"\bgit (-c \S+ )?bisect\b", c):
        return "git-op"
    m = re.search(r"\bgit (?:-c \S+ )?([a-z-]+)", c)
    if m:
        sub = m.group(1)
        if sub == "status":
            return "git-status"
        if sub in ("diff", "show", "log"):
            return "git-history"
        if sub == "stash":
            return "git-stash-show" if " show" in c else "git-list"
        if sub == "blame":
            return "git-blame"
        if sub in ("branch", "remote", "reflog", "clean", "tag"):
            return "git-list"
        return "git-op"          # merge, rebase, cherry-pick, push, pull, fetch, submodule
    if re.match(r"\s*cat\b", c):
        return "cat"
    if re.match(r"\s*grep\b", c):
        return "grep"
    if re.match(r"\s*(find|ls|du|wc)\b", c) or "xargs wc" in c:
        return "listing"
    return "other"


# --- git history (log / show / diff / stash show -p) ----------------------------
COMMIT = re.compile(r"^commit [0-9a-f]{7,40}\b")
ONELINE = re.compile(r"^[0-9a-f]{7,12} \S")
GRAPH_COMMIT = re.compile(r"^[|/\\_ ]*\* ")
STAT_ROW = re.compile(r"^ \S.*\s\|\s+(\d+( [+-]+)?|Bin( \d+ -> \d+ bytes)?)\s*$")
STAT_SUM = re.compile(r"^ \d+ files? changed")
DIFF_HEAD = re.compile(
    r"^(diff --git |diff --cc |diff --combined |(new|deleted) file mode |(old|new) mode |similarity index |"
    r"dissimilarity index |rename (from|to) |copy (from|to) |Binary files .* differ$|Submodule |@@)")
WORD_DIFF = re.compile(r"\[-.*?-\]|\{\+.*?\+\}")


def keep_history(lines, idx, cmd=""):
    """Commits, merge parents, subjects, stat rows, file headers, hunk headers, changed lines."""
    word_mode = "--word-diff" in cmd
    in_diff = False
    combined = False
    in_hunk = False
    expect_subject = False
    for i, ln in enumerate(lines):
        if COMMIT.match(ln):
            idx.add(i)
            in_diff = in_hunk = False
            expect_subject = True
            continue
        if ln.startswith("Merge: "):
            idx.add(i)
            continue
        if expect_subject:
            if ln.startswith(("Author:", "Date:", "AuthorDate:", "Commit:", "CommitDate:")) or not ln.strip():
                continue
            expect_subject = False
            if ln.startswith("    "):
                idx.add(i)          # subject line of the commit message
                continue
        if ONELINE.match(ln) and not in_hunk:
            idx.add(i)
            continue
        if GRAPH_COMMIT.match(ln) and re.search(r"\* [0-9a-f]{7,12} ", ln):
            idx.add(i)
            continue
        if STAT_ROW.match(ln) or STAT_SUM.match(ln):
            idx.add(i)
            continue
        if DIFF_HEAD.match(ln):
            idx.add(i)
            if ln.startswith(("diff --git", "diff --cc", "diff --combined")):
                in_diff, in_hunk = True, False
                combined = not ln.startswith("diff --git")
            elif ln.startswith("@@"):
                in_hunk = True
            continue
        if in_hunk:
            if word_mode:
                if WORD_DIFF.search(ln):
                    idx.add(i)
            elif combined:
                if "+" in ln[:2] or "-" in ln[:2]:
                    idx.add(i)
            elif ln[:1] in ("+", "-"):
                idx.add(i)
        if DIAG_START.match(ln):
            idx.add(i)


# --- git status -------------------------------------------------------------------
STATUS_KEEP = re.compile(
    r"^(On branch |HEAD detached |Not currently on any branch|Your branch |and have \d+ and \d+ different|"
    r"You have unmerged paths|You are currently |interactive rebase in progress|rebase in progress|"
    r"Last command(s)? done|Next command(s)? to do|No commands remaining|All conflicts fixed|"
    r"Changes to be committed:|Changes not staged for commit:|Untracked files:|Unmerged paths:|"
    r"nothing to commit|nothing added to commit|no changes added to commit|## )")
TODO_LINE = re.compile(r"^   (pick|edit|squash|fixup|reword|drop|exec|break|merge|label|reset) ")
SHORT_ENTRY = re.compile(r"^(?! {2})[ MTADRCU?!]{2} \S")


def keep_status(lines, idx):
    for i, ln in enumerate(lines):
        if STATUS_KEEP.match(ln) or TODO_LINE.match(ln) or SHORT_ENTRY.match(ln):
            idx.add(i)
        elif ln.startswith("\t") and ln.strip():
            idx.add(i)
        elif DIAG_START.match(ln):
            idx.add(i)


# --- git operations (merge / rebase / cherry-pick / push / pull / fetch / bisect) ---
OP_KEEP = re.compile(
    r"(^From |^To |^ [ +*!=-] |^\s+[0-9a-f]{7,}\.\.\.?[0-9a-f]{7,} |Successfully rebased|^Fast-forward|"
    r"Merge made by|Already up to date|is the first bad commit|bisect found first bad commit|"
    r"^Submodule (path )?'|^Cloning into|CONFLICT|Automatic merge failed|could not apply|Could not apply|"
    r"^\[[^\]]+ [0-9a-f]{7,}\] )")


def keep_git_op(lines, idx):
    after_first_bad = False
    for i, ln in enumerate(lines):
        if HINT.match(ln):
            continue
        if OP_KEEP.search(ln) or DIAG_ANY.search(ln):
            idx.add(i)
        if "is the first bad commit" in ln:
            after_first_bad = True
            continue
        if after_first_bad:
            # the culprit commit block: commit, subject, stat rows
            if COMMIT.match(ln) or STAT_ROW.match(ln) or STAT_SUM.match(ln):
                idx.add(i)
            elif ln.startswith("    ") and ln.strip():
                idx.add(i)


# --- listings: branch -vv, remote -v, reflog, stash list, clean -n ------------------
def keep_git_list(lines, idx):
    for i, ln in enumerate(lines):
        if ln.strip():
            idx.add(i)


# --- git blame --------------------------------------------------------------------
BLAME = re.compile(r"^\^?[0-9a-f]{7,40} (\S+ )?\(.*?\s\d+\) ?(.*)$")


def keep_blame(lines, idx):
    for i, ln in enumerate(lines):
        m = BLAME.match(ln)
        if m:
            if m.group(2).strip():
                idx.add(i)
        elif ln.strip():
            idx.add(i)


# --- cat of a conflicted file -------------------------------------------------------
MARK = re.compile(r"^(\s*\d+\t)?(<<<<<<<|=======|>>>>>>>|\|\|\|\|\|\|\|)")


def keep_cat(lines, idx):
    inside = False
    for i, ln in enumerate(lines):
        m = MARK.match(ln)
        if m:
            idx.add(i)
            tok = m.group(2)
            if tok == "<<<<<<<":
                inside = True
            elif tok == ">>>>>>>":
                inside = False
            continue
        if inside:
            idx.add(i)


# --- grep / find / ls / du / wc -----------------------------------------------------
def keep_grep(lines, idx):
    for i, ln in enumerate(lines):
        if re.match(r"^[^:\s][^:]*:\d+[:-]", ln) or DIAG_START.match(ln) or ln.startswith("Binary file"):
            idx.add(i)


def keep_listing(lines, idx, cmd):
    is_ls_long = re.match(r"\s*ls\b.*-\w*l", cmd) is not None
    for i, ln in enumerate(lines):
        if not ln.strip():
            continue
        if is_ls_long:
            if re.match(r"^total \d+", ln):
                continue
            if re.search(r" \.{1,2}$", ln) and ln[:1] in "d-l":
                continue
        idx.add(i)


# --- make / compilers ---------------------------------------------------------------
MAKE_KEEP = re.compile(
    r"^(\S+:\d+(:\d+)?: (fatal error|error|warning|note)|\S+: (In function|In member function|At top level|In static function)|"
    r"In file included from |\s+from \S+:\d+|make(\[\d+\])?: \*\*\*|make(\[\d+\])?: Target |FAIL\b)")


def keep_make(lines, idx):
    for i, ln in enumerate(lines):
        if MAKE_KEEP.match(ln) or DIAG_ANY.search(ln) and not re.match(r"^\s+\d* \|", ln):
            idx.add(i)
        elif re.match(r"^(--- |\+\+\+ |@@ )", ln) or (ln[:1] in "+-" and not ln.startswith(("+++", "---"))):
            idx.add(i)


# --- curl -------------------------------------------------------------------------
PROGRESS = re.compile(r"% Total|Dload|--:--:--")
STATUS_LINE = re.compile(r"^(< )?HTTP/[\d.]+ \d{3}")


def keep_curl(lines, idx):
    in_headers = False
    for i, ln in enumerate(lines):
        if PROGRESS.search(ln):
            continue
        if STATUS_LINE.match(ln):
            idx.add(i)
            in_headers = not ln.startswith("< ")
            continue
        if re.match(r"^(< )?Location: ", ln, re.I):
            idx.add(i)
            continue
        if ln.startswith("curl: ("):
            idx.add(i)
            continue
        if in_headers:
            if not ln.strip():
                in_headers = False
            continue
        if ln.startswith(("* ", "> ", "< ", "{ [", "} [", "*   ")) or ln in ("<", ">", "*"):
            continue
        text = re.sub(r"<[^>]*>", "", ln).strip()
        if not text:
            continue
        if re.fullmatch(r"[\[\]{},]+", text):
            continue
        idx.add(i)


def derive(cmd, output):
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines = lines[:-1]
    idx = set()
    kind = classify(cmd)
    if kind == "git-status":
        keep_status(lines, idx)
    elif kind in ("git-history", "git-stash-show"):
        keep_history(lines, idx, cmd)
    elif kind == "git-op":
        keep_git_op(lines, idx)
    elif kind == "git-list":
        keep_git_list(lines, idx)
    elif kind == "git-blame":
        keep_blame(lines, idx)
    elif kind == "cat":
        keep_cat(lines, idx)
    elif kind == "grep":
        keep_grep(lines, idx)
    elif kind == "listing":
        keep_listing(lines, idx, cmd)
    elif kind == "make":
        keep_make(lines, idx)
    elif kind == "curl":
        keep_curl(lines, idx)
    else:
        for i, ln in enumerate(lines):
            if DIAG_ANY.search(ln):
                idx.add(i)
    nonblank = [i for i, ln in enumerate(lines) if ln.strip()]
    idx.update(nonblank[-3:])
    out, seen = [], set()
    for i in sorted(idx):
        ln = lines[i]
        if not ln.strip() or ln in seen:
            continue
        seen.add(ln)
        out.append(ln)
    return out, kind


def split_txtar(data):
    head, rest = data.split(b"\n-- output --\n", 1)
    output, _ = rest.rsplit(b"-- keep --\n", 1)
    return head, output


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        data = open(path, "rb").read()
        head, output = split_txtar(data)
        cmd = head.split(b"\n")[0][len(b"cmd: "):].decode()
        keep, kind = derive(cmd, output.decode("utf-8", "surrogateescape"))
        body = "".join(k + "\n" for k in keep).encode("utf-8", "surrogateescape")
        with open(path, "wb") as f:
            f.write(head + b"\n-- output --\n" + output + b"-- keep --\n" + body)
        if "-v" in sys.argv:
            print(f"{os.path.basename(path):50s} {kind:15s} keep={len(keep)}")


if __name__ == "__main__":
    main()
