#!/usr/bin/env python3
"""Derive the keep lists of the fresh58 set from the recorded outputs.

Written from scratch for this set. Run from anywhere: it rewrites the
`-- keep --` section of every .txtar next to it.
"""
import glob
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROJ = "/home/dev/work/"


def clean(line):
    return ANSI.sub("", line).rstrip()


def parse(path):
    text = open(path, encoding="utf-8").read()
    head, rest = text.split("-- output --\n", 1)
    out = rest.split("\n-- keep --\n", 1)[0] if "\n-- keep --\n" in rest else rest.split("-- keep --\n", 1)[0]
    if not out.endswith("\n"):
        out += "\n"
    return head, out


# ---------------------------------------------------------------- families

def _frame_is_project(lines, idx):
    """A '>' source line belongs to the frame whose location line follows it."""
    for l in lines[idx + 1:]:
        m = re.match(r"^(\S+\.py):\d+:", l)
        if m:
            return not m.group(1).startswith("/") or m.group(1).startswith(PROJ)
        if re.match(r"^_{3,} ", l):
            break
    return True


def fam_pytest(lines):
    keep = []
    for idx, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^E\s", l):
            keep.append(l)
        elif re.match(r"^(FAILED|ERROR) ", l):
            keep.append(l)
        elif re.search(r"::\S+ (FAILED|ERROR)\b", l):
            keep.append(l)
        elif re.match(r"^_{3,} .+ _{3,}$", l):  # failing test / collection error header
            keep.append(l)
        elif l.startswith(">"):  # the failing source line, only in project frames
            if _frame_is_project(lines, idx):
                keep.append(l)
        elif re.match(r"^(tests|seedvault)/[\w/]+\.py:\d+:", l):  # project locations
            keep.append(l)
        elif re.match(r"^" + re.escape(PROJ) + r"\S+\.py:\d+:", l):
            keep.append(l)
        elif re.match(r"^/\S+\.py:\d+: \w*(Error|Exception): ", l):  # --tb=line error statement
            keep.append(l)
        elif l.startswith("ImportError while importing"):
            keep.append(l)
        elif re.search(r"\b\d+ (failed|passed|errors?|error)\b", l) and ("=" in l or re.match(r"^\d", s)):
            keep.append(l)
        elif re.match(r"^\d+(/\d+)? tests? collected", s):
            keep.append(l)
    return keep


def fam_pytraceback(lines):
    keep = []
    for i, l in enumerate(lines):
        if l.startswith("Traceback (most recent call last)"):
            keep.append(l)
        elif l.strip().startswith('File "' + PROJ):
            keep.append(l)
        elif re.match(r"^[A-Za-z_.]*(Error|Exception|Exit)\b.*", l):
            keep.append(l)
        elif re.search(r"\b(WARNING|ERROR|CRITICAL)\b", l):
            keep.append(l)
        elif re.search(r"No module named", l):
            keep.append(l)
    return keep


def fam_lint_lines(lines):
    """flake8 / mypy / pylint / tsc / go vet / go build / rubocop: findings."""
    keep = []
    for l in lines:
        if re.match(r"^[\w./-]+\.(py|ts|go|rb|rs)[:(]\d+", l):
            if re.search(r"\.rb:\d+:\d+: [CWEF]:", l) or not l.endswith(".rb"):
                keep.append(l)
        elif re.match(r"^\t(have|want) ", l):
            keep.append(l)
        elif re.match(r"^# \S+", l):  # go package header of build errors
            keep.append(l)
        elif l.startswith("************* Module"):
            keep.append(l)
        elif re.match(r"^(Found \d+ errors?|Success:|Your code has been rated)", l):
            keep.append(l)
        elif re.search(r"\d+ files? inspected, \d+ offenses?", l):
            keep.append(l)
    return keep


def fam_black(lines):
    keep = []
    for l in lines:
        if re.match(r"^(--- |\+\+\+ |@@ )", l) or l.startswith("would reformat") or l.startswith("Oh no") \
                or re.search(r"files? would be reformatted", l) or l.startswith("error:"):
            keep.append(l)
    return keep


def fam_minitest(lines):
    keep = []
    in_fail = False
    for l in lines:
        s = l.strip()
        if re.match(r"^\s+\d+\) (Failure|Error):", l):
            keep.append(l)
            in_fail = True
            continue
        if re.search(r"\d+ runs, \d+ assertions", l):
            keep.append(l)
            in_fail = False
            continue
        if ": warning:" in l:
            keep.append(l)
            continue
        if l.startswith("rake aborted") or l.startswith("Command failed"):
            keep.append(l)
            continue
        if in_fail:
            if not s:
                continue
            if re.match(r"^\^+$", s):
                continue
            if s.startswith("/") and PROJ not in s:
                continue
            if s.startswith(PROJ) or re.match(r"^\w+Test#", s) or re.match(r"^[\w:]+(Error|Exception)", s) \
                    or re.match(r"^(---|\+\+\+|@@|-|\+)", s) or "expected" in s or "Expected" in s:
                keep.append(l)
    return keep


def fam_gotest(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if re.match(r"^\s*--- FAIL:", l) or re.match(r"^FAIL\b", l) or l.startswith("panic:"):
            keep.append(l)
        elif re.match(r"^\s+\w+_test\.go:\d+:", l) or re.match(r"^\s+\w+\.go:\d+:", l):
            keep.append(l)
        elif s.startswith(PROJ) and re.search(r"\.go:\d+", s):
            keep.append(l)
        elif re.match(r"^example\.com/crewpager/", l):
            keep.append(l)
        elif re.match(r"^[\w./-]+\.go:\d+:\d+: ", l):
            keep.append(l)
        elif re.match(r"^# \S+", l):
            keep.append(l)
        elif re.search(r'"Action":"fail"', l):
            keep.append(l)
    return keep


def fam_cargo(lines):
    keep = []
    n = len(lines)
    i = 0
    in_final_failures = False
    while i < n:
        l = lines[i]
        s = l.strip()
        if re.match(r"^(error|warning)(\[\w+\])?: ", l):
            if not re.match(r"^warning: .* generated \d+ warnings?", l) or True:
                keep.append(l)
        elif re.match(r"^\s*--> src/|^\s*--> tests/", l):
            keep.append(l)
        elif re.match(r"^\w[\w:]*\.rs:\d+:\d+: (error|warning)", l) or re.match(r"^src/\S+\.rs:\d+:\d+: ", l):
            keep.append(l)
        elif re.match(r"^test \S+ \.\.\. FAILED", l) or re.search(r"--- FAILED$", l):
            keep.append(l)
        elif re.match(r"^---- \S+ stdout ----", l):
            keep.append(l)
        elif re.match(r"^thread '.*' \(\d+\) panicked at", l) or re.match(r"^thread '.*' panicked at", l):
            keep.append(l)
            # the panic message line(s) that follow, up to note/backtrace/blank
            j = i + 1
            while j < n and lines[j].strip() and not lines[j].startswith("note:") and not lines[j].startswith("stack backtrace:"):
                keep.append(lines[j])
                j += 1
            i = j
            continue
        elif re.match(r"^\s+\d+: cavelog::", l):
            keep.append(l)
            if i + 1 < n and re.match(r"^\s+at \./", lines[i + 1]):
                keep.append(lines[i + 1])
                i += 2
                continue
        elif re.match(r"^test result: ", l):
            keep.append(l)
            in_final_failures = False
        elif l == "failures:":
            # second "failures:" heading starts the list of names
            in_final_failures = True
        elif in_final_failures and re.match(r"^    \S+$", l):
            keep.append(l)
        i += 1
    return keep


def fam_vitest(lines):
    keep = []
    in_diff = False
    for l in lines:
        s = l.strip()
        if re.match(r"^\s*FAIL\s", l):
            keep.append(l)
        elif re.match(r"^\s*[❯×]\s+test/\S+\.ts\b", l) and not re.match(r"^\s*❯ test/\S+:\d+:\d+$", l):
            if "failed" in l or ">" in l:
                keep.append(l)
        elif re.match(r"^\s*❯ test/\S+:\d+:\d+$", l):  # location of the failing expect
            keep.append(l)
            in_diff = False
        elif s.startswith("→ "):
            keep.append(l)
        elif re.match(r"^(AssertionError|Error|TypeError|ReferenceError)\b", l):
            keep.append(l)
        elif s in ("- Expected", "+ Received"):
            keep.append(l)
            in_diff = True
        elif in_diff and re.match(r"^[-+] ", l):
            keep.append(l)
        elif re.match(r"^\s*(Test Files|Tests|Snapshots)\s", l) and ("failed" in l or "passed" in l):
            keep.append(l)
        elif "Failed Tests" in l or "Unhandled" in l:
            keep.append(l)
    return keep


def fam_node(lines):
    keep = []
    for l in lines:
        if re.match(r"^\w*(Error|Exception)\b", l) or re.match(r"^npm (error|ERR!|warn)", l) \
                or ("not found" in l) or l.strip().startswith(PROJ):
            keep.append(l)
    return keep


def fam_git_status(lines):
    keep = []
    for l in lines:
        s = l.strip()
        if l.startswith("On branch") or l.startswith("Your branch"):
            keep.append(l)
        elif re.match(r"^\t(modified|new file|deleted|renamed):", l) or (l.startswith("\t") and not s.startswith("(")):
            keep.append(l)
        elif re.match(r"^[ MADRCU?!]{2} [^(\s]", l) and "target/" not in l:
            keep.append(l)
        elif re.match(r"^ \S+\s+\|\s+(\d+|Bin)", l) and "target/" not in l:
            keep.append(l)
        elif re.search(r"\d+ files? changed", l):
            keep.append(l)
    return keep


def fam_git_diff(lines):
    keep = []
    prev = ""
    for l in lines:
        if l.startswith("diff --git") or l.startswith("@@") or re.match(r"^commit [0-9a-f]{7,}", l):
            keep.append(l)
        elif prev.startswith("Date:") and False:
            pass
        elif re.match(r"^ \S+\s+\|\s+\d+", l) or re.search(r"\d+ files? changed", l):
            keep.append(l)
        prev = l
    # commit subject: first indented line after a Date: line
    out = []
    lines_iter = list(lines)
    for i, l in enumerate(lines_iter):
        if l.startswith("Date:"):
            j = i + 1
            while j < len(lines_iter) and not lines_iter[j].strip():
                j += 1
            if j < len(lines_iter) and lines_iter[j].startswith("    "):
                out.append(lines_iter[j])
    return keep + out


def fam_listing_all(lines):
    """Files/search results the agent asked to read: every non-blank line."""
    return [l for l in lines if l.strip()]


def fam_ls(lines):
    keep = []
    for l in lines:
        if re.match(r"^\S.*:$", l):  # directory header
            keep.append(l)
        elif re.match(r"^[-dlcbps][rwxsStT-]{9}", l):
            name = l.split()[-1]
            if name not in (".", ".."):
                keep.append(l)
    return keep


def fam_pip_show(lines):
    return [l for l in lines if re.match(r"^(Name|Version|Location|Requires|Required-by|WARNING|ERROR):", l)]


def fam_install(lines):
    keep = []
    for l in lines:
        if re.match(r"^(npm (warn|error|ERR!)|E: |W: |added \d+ packages?|up to date|go: )", l):
            keep.append(l)
    return keep


def fam_none(lines):
    return []


FAMILIES = [
    (r"^pytest-", fam_pytest),
    (r"^python3-", fam_pytraceback),
    (r"^(flake8|mypy|pylint|rubocop|npx-tsc|go-vet|go-build)-", fam_lint_lines),
    (r"^black-", fam_black),
    (r"^rake-|^ruby-", fam_minitest),
    (r"^go-test-", fam_gotest),
    (r"^cargo-", fam_cargo),
    (r"^(npm-test|npx-vitest)-", fam_vitest),
    (r"^(node-|npx-eslint)", fam_node),
    (r"^git-status-", fam_git_status),
    (r"^git-(diff|log)-", fam_git_diff),
    (r"^(sed-|cat-n-|rg-n-)", fam_listing_all),
    (r"^ls-", fam_ls),
    (r"^python3-m-pip-show", fam_pip_show),
    (r"^(npm-install|apt-get|go-get)-", fam_install),
]

# Per-file additions (exact cleaned lines) and exclusions.
ADD = {}
EXCLUDE = {
    # pytest collect-only lists test ids; only the count matters for the run.
}


def derive(name, out):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = []
    for r in raw:
        if "\r" in r:
            lines.append(None)
        else:
            lines.append(clean(r))
    usable = [l for l in lines if l is not None]
    fam = fam_none
    for pat, fn in FAMILIES:
        if re.search(pat, name):
            fam = fn
            break
    if name.startswith("python3-m-pip-show"):
        fam = fam_pip_show
    chosen = set(fam(usable))
    chosen |= set(ADD.get(name, []))
    nonblank = [l for l in usable if l.strip()]
    chosen |= set(nonblank[-3:])
    chosen -= set(EXCLUDE.get(name, []))
    result, seen = [], set()
    for l in usable:
        if l in chosen and l not in seen and l.strip():
            result.append(l)
            seen.add(l)
    return result


def main():
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        head, out = parse(path)
        keep = derive(name, out)
        with open(path, "w", encoding="utf-8") as f:
            f.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()
