#!/usr/bin/env python3
"""Derive the `-- keep --` section of each fresh169 case from its command and output.

usage: python3 keeprules.py [FILE.txtar ...]   (default: every *.txtar beside this script)

A keep line is an output line with terminal escapes (CSI, OSC, keypad-mode
ESC = / ESC >) and trailing whitespace removed. Blank lines are never kept.
Each distinct line is kept once, at its first occurrence in output order.
A line longer than 500 characters (minified code, a terminal screen dump) is
never kept.

The command is split at `&&`, `||`, `;` and `|` into parts; each part names a
tool and (for git, hg, svn, fossil, quilt) a subcommand. The rules of every
part are applied to the whole output and their picks are united, so a chain
such as `git status && git diff` gets the status rules and the diff rules.
Some rules apply to every case (problem lines). Every case also keeps its
last three non-blank lines of at most 500 characters. There are no hand additions: HAND below is empty.
"""
import glob
import os
import re
import sys

ESC = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][A-Za-z0-9]|\x1b[=>]")
PROJECT = "/home/dev/work/"
LONG = 25          # a listing with more rows than this is "long"
MAXLEN = 500       # a longer line (minified code, a terminal screen dump) is never kept
HAND = {}          # case name -> extra lines to keep (none were needed)


def clean(line):
    return ESC.sub("", line).rstrip()


# ---------------------------------------------------------------- helpers

def nonblank(lines):
    return [i for i, l in enumerate(lines) if l.strip()]


def match_all(lines, *patterns):
    rx = [re.compile(p) for p in patterns]
    return [i for i, l in enumerate(lines) if any(r.search(l) for r in rx)]


def parts(cmd):
    """(tool, subcommand) for each part of a command chain."""
    out = []
    for seg in re.split(r"&&|\|\||;|\|", cmd):
        words = seg.split()
        while words and re.match(r"^[A-Z_]+=", words[0]):   # VAR=value prefixes
            words = words[1:]
        if words and words[0] == "export":
            continue
        if not words:
            continue
        tool = words[0]
        sub = ""
        if tool in ("git", "hg", "svn", "fossil", "quilt"):
            rest = [w for w in words[1:] if not w.startswith("-")]
            sub = rest[0] if rest else ""
        out.append((tool, sub, seg))
    return out


# ---------------------------------------------------------------- every case

PROBLEM = [
    r"^(fatal|error|warning|Warning|FATAL|ERROR)\b[: ]",
    r"^(fatal|error): ",
    r"^CONFLICT \(",
    r"^Automatic merge failed",
    r"^Could not apply ",
    r"^Patch failed at ",
    r"^ ! \[(rejected|remote rejected)\]",
    r"^remote: .*\S",
    r"^Hunk #\d+ FAILED",
    r"^\d+ out of \d+ hunks? FAILED",
    r"does not apply \(enforce with -f\)$",
    r"^missing (blob|tree|commit) ",
    r"^broken link ",
    r"^(hint: )?Updates were rejected",
    r"^merging \S+ failed!$",
    r"^warning: conflicts while merging ",
    r"\d+ files? unresolved$",
    r"^Vim: (Warning|Error)|Vim: Error reading input",
    r"^Summary of conflicts:$",
    r"^  (Text|Tree|Property) conflicts: \d+$",
    r"^Warning: you are leaving \d+ commits? behind",
    r"^no such file: ",
    r"^exit=\d+$",
]


def problems(lines):
    return match_all(lines, *PROBLEM)


# ---------------------------------------------------------------- diffs

DIFF_HEADER = [
    r"^diff --(git|cc|combined) ",
    r"^diff -r ",                              # hg
    r"^diff -ru",                              # diff -ru between trees
    r"^Only in ",
    r"^Index: ",                               # svn, fossil
    r"^(new|deleted) file mode ",
    r"^(rename|copy) (from|to) ",
    r"^similarity index ",
    r"^Binary files ",
    r"^Submodule \S+ ",
    r"^  [<>] \S",                          # commits listed under a submodule line
    r"^(MISSING|ADDED|DELETED)\s+\S",          # fossil diff markers
]


def diff_lines(lines):
    """Headers, hunk headers and changed lines of unified, combined and word diffs.

    A file whose diff changes more than 60 lines (a generated file: lock file, csv
    data) keeps its header, its first hunk header and its first five changed lines.
    A changed line longer than 500 characters (minified code) is not kept.
    """
    keep = match_all(lines, *DIFF_HEADER)
    start = [i for i in keep if re.match(r"^(diff |Index: )", lines[i])] + [len(lines)]
    # regions: one per file
    regions = []
    if start[0] > 0:
        regions.append((0, start[0]))
    for a, b in zip(start, start[1:]):
        regions.append((a, b))
    for a, b in regions:
        changed, hunks = [], []
        combined = lines[a].startswith("diff --cc ") or lines[a].startswith("diff --combined ")
        for i in range(a, b):
            l = lines[i]
            if combined and re.match(r"^(?![-+]{3} )[ +-]{2}", l) and re.match(r"^[ +-]{0,1}[+-]", l):
                changed.append(i)
            elif l.startswith("@@"):
                hunks.append(i)
            elif re.match(r"^(\+\+\+|---) ", l):
                continue
            elif re.match(r"^[-+]", l) and not l.startswith("-- ") and l != "--":
                changed.append(i)
            elif re.match(r"^[-+ ]{0,2}(<<<<<<<( |$)|=======$|>>>>>>>( |$))", l):
                changed.append(i)
            elif re.search(r"\[-.*?-\]|\{\+.*?\+\}", l):      # --word-diff=plain
                changed.append(i)
        changed = [i for i in changed if len(lines[i]) <= 500]
        if len(changed) > 60:
            keep += hunks[:1] + changed[:5]
        else:
            keep += hunks + changed
    return keep


def stat_lines(lines):
    """--stat rows and summaries. A long stat table keeps its ten largest rows."""
    rows = [i for i, l in enumerate(lines) if re.match(r"^ \S.* \| +(\d+|Bin|Unmerged)", l)]
    keep = match_all(lines, r"^ \d+ files? changed", r"^ (create|delete|rename|copy|mode change) ")
    if len(rows) <= LONG:
        keep += rows
    else:
        def size(i):
            m = re.search(r"\| +(\d+)", lines[i])
            return int(m.group(1)) if m else 0
        keep += sorted(rows, key=lambda i: -size(i))[:10]
    # a long list of create/delete/rename summary lines is a listing too
    summ = [i for i in keep if re.match(r"^ (create|delete|rename|copy) ", lines[i])]
    if len(summ) > LONG:
        keep = [i for i in keep if i not in summ[5:]]
    return keep


def commit_headers(lines):
    """`commit <sha>` lines, `Merge:` lines and the subject line under `Date:`."""
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^commit [0-9a-f]{40}", l) or l.startswith("Merge: "):
            keep.append(i)
        elif re.match(r"^(Date|CommitDate): ", l):
            j = i + 1
            while j < len(lines) and not lines[j].strip():
                j += 1
            if j < len(lines) and lines[j].startswith("    "):
                keep.append(j)
    return keep


def oneline_headers(lines):
    """`<sha> subject` lines of --oneline logs (not diff content)."""
    return [i for i, l in enumerate(lines) if re.match(r"^[0-9a-f]{7,12} \S", l)]


# ---------------------------------------------------------------- git

def git_status(lines, seg):
    keep = match_all(
        lines,
        r"^On branch ", r"^HEAD detached ", r"^Your branch (is|and) ", r"^and have \d+ and \d+ different",
        r"^You have unmerged paths\.", r"^All conflicts fixed", r"^You are currently ",
        r"^interactive rebase in progress", r"^Last commands? done", r"^Next commands? to do",
        r"^   (pick|fixup|squash|edit|reword|drop|exec) ", r"^You are in a sparse checkout",
        r"^(Changes to be committed|Changes not staged for commit|Untracked files|Unmerged paths):$",
        r"^\t\S",                                            # every entry
        r"^nothing to commit", r"^no changes added to commit", r"^nothing added to commit",
        r"^## ",                                             # -sb header
        r"^[ MADRCU?!]{2} \S",                               # short format rows
        r"^# branch\.(head|upstream|ab) ", r"^[12u?!] ",     # porcelain v2
    )
    return keep


def git_diff(lines, seg):
    keep = diff_lines(lines) + stat_lines(lines)
    if "--check" in seg:
        keep += match_all(lines, r"^\S+:\d+: ")
        keep += [i + 1 for i in match_all(lines, r"^\S+:\d+: (trailing whitespace|space before tab|indent with)") if i + 1 < len(lines)]
    if "--name-status" in seg or "--name-only" in seg:
        rows = [i for i, l in enumerate(lines) if re.match(r"^([ACDMRTUX]\d*\t|\S+$)", l)]
        keep += rows if len(rows) <= LONG else rows[:5]
    if "--numstat" in seg:
        keep += match_all(lines, r"^\d+\t\d+\t")
    return keep


def git_log(lines, seg):
    keep = commit_headers(lines)
    if "--graph" in seg or "--format" in seg or "--oneline" in seg and not re.search(r" -p\b| -L| -G| -S", seg):
        # branchy history: tips (decorations) and merges are what a reader needs
        keep += match_all(lines, r"\((HEAD|tag: |origin/)|HEAD -> |\|tag: |\|origin/|\|HEAD", r"Merge branch ")
    if re.search(r" -p\b| -L| -G| -S|--patch", seg):
        keep += diff_lines(lines) + oneline_headers(lines)
    if "--stat" in seg or "--summary" in seg or "--name-status" in seg:
        keep += stat_lines(lines)
        if "--follow" in seg:
            for i, l in enumerate(lines):
                if "=>" in l or re.match(r"^R\d+\t", l):
                    keep.append(i)
                    j = i - 1
                    while j >= 0 and not re.match(r"^[0-9a-f]{7,12} ", lines[j]):
                        j -= 1
                    if j >= 0:
                        keep.append(j)
    if "--diff-filter=D" in seg:
        keep += oneline_headers(lines)
    return keep


def git_show(lines, seg):
    return commit_headers(lines) + diff_lines(lines) + stat_lines(lines) + \
        match_all(lines, r"^tag \S+$")


def git_blame(lines, seg):
    """Lines not from the boundary (^) commit, and lines that came from another file (-C)."""
    keep = []
    files = set()
    for l in lines:
        m = re.match(r"^\^?[0-9a-f]{7,40} (\S+)\s+\(", l)
        if m:
            files.add(m.group(1))
    multi_file = len(files) > 1
    for i, l in enumerate(lines):
        if re.match(r"^[0-9a-f]{7,40} ", l):
            keep.append(i)
        elif multi_file and re.match(r"^\^[0-9a-f]{7,40} ", l):
            keep.append(i)
    return keep


def git_merge_like(lines, seg):
    keep = match_all(
        lines,
        r"^error: could not apply ", r"^Merge made by ", r"^Fast-forward$", r"^Already up to date",
        r"^Successfully rebased", r"^\[(detached HEAD|[\w/.-]+) [0-9a-f]{7,}\] ",
        r"^Applying: ", r"^Rebasing \(\d+/\d+\)",
    )
    return keep + stat_lines(lines)


def git_bisect(lines, seg):
    keep = match_all(
        lines,
        r"is the first bad commit$", r"^bisect found first bad commit", r"^# (good|bad|first bad commit): ",
        r"^git bisect (good|bad) ", r"^E   ", r"^FAILED ", r"^\d+ failed", r"check failed: ",
        r"^make: \*\*\* ", r"^ERROR   -", r"^INFO    -  [1-9]\d* error",
    )
    for i, l in enumerate(lines):
        if l.endswith("is the first bad commit"):
            j = i + 1
            while j < len(lines) and not re.match(r"^ \d+ files? changed", lines[j]):
                if re.match(r"^(commit |Author: |    \S)", lines[j]):
                    keep.append(j)
                j += 1
            if j < len(lines):
                keep.append(j)
    return keep


def git_commit(lines, seg):
    return match_all(
        lines,
        r"^\[[\w/.-]+ [0-9a-f]{7,}\] ", r"^ \d+ files? changed",
        r"^\S+\.\w+:\d+:(\d+:)? ",                    # lint findings (flake8, node lint)
        r"^pre-commit: .*(failed|aborted)", r"^commit-msg: ", r"^husky - .*(error|whitespace)",
        r"^\+.*\S",                                    # the offending line under a --check finding
    )


def git_push_fetch(lines, seg):
    return match_all(
        lines,
        r"^To \S", r"^ [-*+ =!] \[?", r"^   [0-9a-f]{7,}\.\.[0-9a-f]{7,} ", r"^ \+ [0-9a-f]+\.\.\.",
        r"^branch '.*' set up to track",
    )


def git_reflog(lines, seg):
    keep = []
    entry = re.compile(r"^[0-9a-f]{7,} HEAD@\{[^}]*\}: (.*)")
    for i, l in enumerate(lines):
        m = entry.match(l)
        if not m:
            continue
        what = m.group(1)
        if re.match(r"(reset|checkout): ", what):
            keep.append(i)
            # the commit just before leaving a detached HEAD is the one that gets lost
            if re.match(r"checkout: moving from [0-9a-f]{40} ", what) and i + 1 < len(lines):
                keep.append(i + 1)
            r = re.match(r"reset: moving to HEAD~(\d+)", what)
            if r:
                keep += [k for k in range(i + 1, min(len(lines), i + 1 + int(r.group(1))))]
        elif "grep" in CMD and what.startswith("commit"):
            keep.append(i)
    return keep


def git_simple_listing(lines, seg, sub):
    """Small answers: every row. Long ones: the rule in the README."""
    if sub in ("describe", "clean", "notes", "tag", "worktree", "sparse-checkout", "format-patch"):
        return nonblank(lines)[:LONG]
    if sub == "shortlog":
        rows = [i for i, l in enumerate(lines) if re.match(r"^\s+\d+\t", l)]
        return rows if len(rows) <= 10 else rows[:5]
    if sub == "branch":
        return match_all(lines, r"^\* ", r"\[[^\]]*(ahead|behind|gone)[^\]]*\]")
    if sub == "remote":
        return match_all(lines, r"^\* remote ", r"(Fetch|Push)\s+URL: ", r"HEAD branch: ", r"stale", r"out of date",
                         r"new \(next fetch", r"pushes to ", r"merges with ")
    if sub == "for-each-ref":
        return nonblank(lines)[:5]
    if sub == "fsck":
        return match_all(lines, r"^(unreachable|dangling) commit ", r"^(missing|broken|error)")
    if sub == "count-objects":
        return match_all(lines, r"^(count|size|in-pack|packs|size-pack|garbage|size-garbage): (?!0( bytes)?$)")
    if sub == "request-pull":
        keep = match_all(lines, r"^The following changes since commit", r"^for you to fetch changes up to",
                         r"^ \d+ files? changed")
        keep += [i + 2 for i, l in enumerate(lines) if l.startswith("are available in the Git repository") and i + 2 < len(lines)]
        return keep
    if sub == "grep":
        rows = [i for i, l in enumerate(lines) if re.match(r"^[^:\s]+:\d+[:=]", l) and not l.startswith("vendor/")]
        if len(rows) <= 40:
            return rows
        seen, keep = set(), []
        for i in rows:
            f = lines[i].split(":", 1)[0]
            if f not in seen:
                seen.add(f)
                keep.append(i)
        return keep
    if sub in ("cat-file", "rev-list"):
        rows = [i for i, l in enumerate(lines) if re.match(r"^(blob|tree|commit|tag) [0-9a-f]{40} \d+", l)]
        return rows[:5]
    if sub in ("range-diff",):
        return match_all(lines, r"^\d+:  [0-9a-f-]+ [!=<>] ", r"^    [-+]{1,2}\S", r"^    [-+]{1,2} ")
    if sub == "submodule":
        return match_all(lines, r"^[-+U ][0-9a-f]{40} ", r"^\s*Warn: ", r"^\* \S+ [0-9a-f]+\.\.\.[0-9a-f]+")
    if sub == "clone":
        return match_all(lines, r"^Cloning into ", r"^Submodule '.*' registered")
    if sub in ("checkout", "switch"):
        return match_all(lines, r"^HEAD is now at ", r"^Note: switching to ", r"^You are in 'detached HEAD' state",
                         r"^  [0-9a-f]{7,} \S", r"^ git branch <new-branch-name> ", r"^Switched to ")
    if sub == "am":
        return match_all(lines, r"^Applying: ", r"^Patch failed at ")
    if sub == "apply":
        return match_all(lines, r"^Checking patch ")
    if sub in ("ls-files", "archive", "ls-tree"):
        return []
    return []


GIT_RULES = {
    "status": git_status, "diff": git_diff, "log": git_log, "show": git_show, "blame": git_blame,
    "merge": git_merge_like, "rebase": git_merge_like, "cherry-pick": git_merge_like, "am": git_merge_like,
    "bisect": git_bisect, "commit": git_commit, "push": git_push_fetch, "fetch": git_push_fetch,
    "reflog": git_reflog, "stash": git_diff,
}


def git(lines, seg, sub):
    keep = git_simple_listing(lines, seg, sub)
    if sub in GIT_RULES:
        keep += GIT_RULES[sub](lines, seg)
    if sub == "am" and "--show-current-patch" in seg:
        keep += diff_lines(lines)
    return keep


# ---------------------------------------------------------------- other tools

def hg(lines, seg, sub):
    keep = []
    if sub == "log":
        if "-G" in seg.split():
            keep += match_all(lines, r"^@  changeset:", r"tag:\s", r"branch:\s", r"^[|o@ ]*\s*parent:\s")
        keep += match_all(lines, r"^changeset: ", r"^summary: ", r"^branch: ")
        keep += diff_lines(lines)
    elif sub == "diff":
        keep += diff_lines(lines)
    elif sub == "status":
        keep += match_all(lines, r"^[MAR!?] \S")
    elif sub in ("merge", "resolve"):
        keep += match_all(lines, r"^U \S", r"^R \S")
    return keep


def svn(lines, seg, sub):
    keep = []
    if sub == "status":
        keep += match_all(lines, r"^[ACDIMRX?!~ ][ CM][ L][ +][ SX][ KOTB][ C] \S", r"^        > ")
    elif sub in ("update", "up"):
        keep += match_all(lines, r"^[ CG]?C\s+\S", r"^   C \S", r"^Updated to revision ", r"^At revision ")
    elif sub == "info":
        keep += match_all(lines, r"^Path: ", r"^Conflict ", r"^Tree conflict: ", r"^  Source ")
    elif sub == "log":
        keep += match_all(lines, r"^r\d+ \| ")
        # the message: the lines after the blank line that follows a header block
        for i, l in enumerate(lines):
            if re.match(r"^r\d+ \| ", l):
                j = i + 1
                while j < len(lines) and lines[j].strip():
                    j += 1
                if j + 1 < len(lines) and lines[j + 1].strip() and not lines[j + 1].startswith("-----"):
                    keep.append(j + 1)
        paths = [i for i, l in enumerate(lines) if re.match(r"^   [AMDR] /", l)]
        keep += [i for i in paths if "(from " in lines[i]]
        if len([i for i in paths if "(from " not in lines[i]]) <= LONG:
            keep += paths
    elif sub == "diff":
        keep += diff_lines(lines)
    return keep


def fossil(lines, seg, sub):
    keep = []
    if sub == "timeline":
        keep += match_all(lines, r"\*CURRENT\*", r"\*MERGE\*", r"\*FORK\*", r"entry limit")
    elif sub in ("status", "changes"):
        keep += match_all(lines, r"^(EDITED|MISSING|ADDED|DELETED|RENAMED|CONFLICT|NOT_A_FILE|UPDATED_BY_MERGE)\s",
                          r"^checkout: ", r"^tags: ")
    elif sub == "diff":
        keep += diff_lines(lines)
    return keep


def quilt(lines, seg, sub):
    return match_all(lines, r"^Applying patch ", r"^Now at patch ", r"rejects in file", r"^Applied patch .*forced",
                     r"^= ", r"needs refresh")


def patch_tool(lines, seg):
    keep = []
    for i, l in enumerate(lines):
        if re.match(r"^Hunk #\d+ FAILED", l) or re.match(r"^\d+ out of \d+ hunks? FAILED", l):
            j = i
            while j >= 0 and not lines[j].startswith(("patching file ", "checking file ")):
                j -= 1
            if j >= 0:
                keep.append(j)
        if re.match(r"^Hunk #\d+ succeeded at \d+ .*fuzz", l):
            keep.append(i)
    keep += match_all(lines, r"\.rej$")
    return keep


def diff_tool(lines, seg):
    keep = diff_lines(lines)
    if " -q" in seg or "-rq" in seg:
        keep += match_all(lines, r"^Files .* differ$", r"^Only in ")
    return keep


# ---------------------------------------------------------------- driver

CMD = ""


def keep_lines(cmd, output):
    global CMD
    CMD = cmd
    lines = [clean(l) for l in output.split("\n")]
    if lines and lines[-1] == "":
        lines.pop()
    idx = set(problems(lines))
    for tool, sub, seg in parts(cmd):
        if tool == "git":
            idx.update(git(lines, seg, sub))
        elif tool == "hg":
            idx.update(hg(lines, seg, sub))
        elif tool == "svn":
            idx.update(svn(lines, seg, sub))
        elif tool == "fossil":
            idx.update(fossil(lines, seg, sub))
        elif tool == "quilt":
            idx.update(quilt(lines, seg, sub))
        elif tool == "patch":
            idx.update(patch_tool(lines, seg))
        elif tool == "diff":
            idx.update(diff_tool(lines, seg))
        elif tool == "cat":                # cat of a .rej file
            idx.update(diff_lines(lines))
    idx.update([i for i in nonblank(lines) if len(lines[i]) <= MAXLEN][-3:])
    out, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if not l.strip() or l in seen or len(l) > MAXLEN:
            continue
        seen.add(l)
        out.append(l)
    return out


# ---------------------------------------------------------------- txtar

def parse(path):
    text = open(path, encoding="utf-8", errors="surrogateescape").read()
    head, rest = text.split("\n-- output --\n", 1)
    output = rest.rsplit("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    if rest.startswith("-- keep --\n"):
        output = ""
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_ = re.search(r"^exit: (\d+)$", head, re.M).group(1)
    return cmd, exit_, output


def write(path, cmd, exit_, output, keep):
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(f"cmd: {cmd}\nexit: {exit_}\n-- output --\n{output}-- keep --\n")
        f.write("".join(l + "\n" for l in keep))


def main(argv):
    files = argv or sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "*.txtar")))
    for path in files:
        cmd, exit_, output = parse(path)
        keep = keep_lines(cmd, output)
        for extra in HAND.get(os.path.basename(path)[:-6], []):
            if extra not in keep:
                keep.append(extra)
        write(path, cmd, exit_, output, keep)
        print(f"{os.path.basename(path)}: {len(keep)} keep lines")


if __name__ == "__main__":
    main(sys.argv[1:])
