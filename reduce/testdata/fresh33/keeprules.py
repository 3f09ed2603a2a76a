#!/usr/bin/env python3
"""Derive the `-- keep --` section of every .txtar in this folder by rule.

Written from scratch for the fresh33 set.  A keep line is an output line with
ANSI escapes and trailing blanks removed; lines holding a carriage return are
never kept; each line is listed once, in order of first appearance.

Usage: python3 keeprules.py          (rewrites the keep sections in place)
       python3 keeprules.py --show   (prints the keep lists, writes nothing)
"""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\x1b[()][A-Z0-9]")

# ---------------------------------------------------------------- patterns
PROBLEM = re.compile(
    r"(?i:\b(error|errors|fail|failed|failure|failures|failing|warning|warnings|"
    r"exception|panic|panicked|traceback|fatal|caused by|data race|race detected|"
    r"mismatch|mismatched|not found|cannot|could not|unhandled)\b)"
    r"|\b[A-Z]\w*(Error|Exception)\b\s*(:|$)"
    r"|\bTS\d{4}:|^E\s|✘|✖|●|\[cause\]|^\s*\d+\) |XPASS"
)
# lines that only look like problems
NOT_PROBLEM = re.compile(
    r"^\s*\(use \"git|^Hint: |Some details are omitted|^\s*= note: `#\[warn|"
    r"^\s*[-+] (Expected|Received|Snapshot)\s+[-+] \d+$|^\s*\+ (actual|expected) - (expected|actual)"
    r"|run with `RUST_BACKTRACE|^\s*= (help|note):|^\d+ [-+] |^panic\(\{"
    r"|^\s*[-+] (Expected|Received|Snapshot)$"
)
# code frames / source snippets / carets printed under a location
CODE_FRAME = re.compile(
    r"^\s*>?\s*\d+\s*[|│]|^\s*[|│╵]\s|^\s*\^+\s*$|^\s*[~^]{2,}\s*$|^>\s{3,}|^\s*\.\.\.$"
)

SRC_EXT = r"(?:py|js|mjs|cjs|ts|tsx|go|rs|java)"
LOCATION = re.compile(
    r"(?:^|[\s(\"'`=\[])(?:\./)?((?:/home/dev/work/)?[\w.@-]+(?:/[\w.@-]+)*\." + SRC_EXT + r")"
    r"(?:[:(]\s*\d+|\",\s*line\s+\d+)"
)
FOREIGN = re.compile(
    r"node_modules|node:internal|/usr/|/rustc/|\.cargo/registry|java\.base/|"
    r"/\.pyenv/|site-packages|dist-packages|<frozen|\(node:|library/std|library/core"
)
JAVA_OWN = re.compile(r"^\s*at org\.example\.")

DETAIL = re.compile(
    r"^\s*(Expected|Received|Obtained|expected|actual|left|right|want|got)\b\s*[:=]"
    r"|^\s*(?:left|right):\s|^\s*(First differing|Lists differ|Items in the|First list contains|"
    r"Second list contains|AssertionError)"
)
DIFF_LINE = re.compile(r"^\s*[-+] +\S|^\s*[-+?] ")
# a project file named alone on a line (eslint stylish groups messages under it)
FILE_HEADER = re.compile(r"^/home/dev/work/\S+\.(?:js|ts|py|go|rs)$")

SUMMARY = re.compile(
    r"^=+ .*\b(passed|failed|errors?|xfailed|xpassed|skipped|deselected|no tests ran)\b.*=+$"
    r"|^Ran \d+ tests? in|^(OK|FAILED)( \(|$)"
    r"|^(Tests|Test Suites|Snapshots):\s"
    r"|^\s*(Test Files|Tests)\s+\d+"
    r"|^\s*\d+ (passing|failing|pending)\b"
    r"|^test result:|generated \d+ warnings?|^error: could not compile|^error: aborting"
    r"|^(ok|FAIL)\s+\S+\s|^(ok|FAIL)\s+\S+$|\bcoverage: [\d.]+% of statements"
    r"|^Found \d+ errors?|^Success: no issues"
    r"|\d+ problems? \(|^\d+ problems?$"
    r"|Your code has been rated"
    r"|compiled (successfully|with \d+ errors?|with \d+ warnings?)"
    r"|^\d+ errors?$|^\d+ warnings?$"
    r"|^\s*Errors\s+Files$"
)


def clean(line):
    return ANSI.sub("", line).rstrip()


def is_location(l):
    if JAVA_OWN.match(l):
        return True
    m = LOCATION.search(l)
    if not m:
        return False
    return not FOREIGN.search(l)


def last_three(lines):
    nb = [l for l in lines if l.strip()]
    return nb[-3:]


# ---------------------------------------------------------------- generic
def generic(lines, diffs=False):
    keep = []
    after_panic = False
    in_fail_list = False
    for l in lines:
        if not l.strip():
            continue
        if after_panic:
            # the rust panic message sits on the line after "panicked at"
            keep.append(l)
            after_panic = False
            continue
        if re.search(r"panicked at .*:\d+:\d+:$", l):
            after_panic = True
        if l == "failures:":
            in_fail_list = True
        elif in_fail_list and re.match(r"^    [\w:]+$", l):
            keep.append(l)
            continue
        elif not l.startswith("    ") and l != "failures:":
            in_fail_list = False
        if FILE_HEADER.match(l):
            keep.append(l)
            continue
        if NOT_PROBLEM.search(l):
            continue
        if CODE_FRAME.search(l) and not DETAIL.search(l):
            continue
        if PROBLEM.search(l) and not FOREIGN.search(l):
            keep.append(l)
        elif is_location(l):
            keep.append(l)
        elif DETAIL.search(l):
            keep.append(l)
        elif SUMMARY.search(l):
            keep.append(l)
        elif diffs and DIFF_LINE.search(l):
            keep.append(l)
    return keep


def summary_only(lines):
    return [l for l in lines if SUMMARY.search(l) or
            (PROBLEM.search(l) and not NOT_PROBLEM.search(l))]


# ---------------------------------------------------------------- per tool
def git_status(lines):
    keep = []
    for l in lines:
        if not l.strip() or l.lstrip().startswith("(use ") or l.lstrip().startswith('(commit or'):
            continue
        keep.append(l)
    return keep


GIT_DIFF = re.compile(r"^(diff --git |@@ |new file mode|deleted file mode|rename from|rename to|similarity index|Binary files)")


def git_diffish(lines):
    keep = []
    want_subject = False
    for l in lines:
        if l.startswith("commit "):
            keep.append(l)
            want_subject = True
            continue
        if want_subject and l.startswith("    ") and l.strip():
            keep.append(l)
            want_subject = False
            continue
        if GIT_DIFF.match(l):
            keep.append(l)
        elif re.match(r"^ \S.* \| +(\d+|Bin)", l) or re.match(r"^ \d+ files? changed", l):
            keep.append(l)
    return keep


def grep_hits(lines):
    keep, seen = [], set()
    for l in lines:
        if not l.strip():
            continue
        if re.match(r"^(grep|rg): ", l):
            keep.append(l)
            continue
        f = l.split(":", 1)[0]
        if f not in seen:
            seen.add(f)
            keep.append(l)
    return keep


def curl(lines):
    keep = []
    body_json = False
    for l in lines:
        if not l.strip() or "\r" in l:
            continue
        if re.match(r"^(< )?HTTP/[\d.]+ \d{3}", l) or re.match(r"^(< )?[Ll]ocation: ", l):
            keep.append(l)
        elif re.match(r"^curl: \(\d+\)", l):
            keep.append(l)
        elif l.startswith("{") and not l.startswith("{ ["):
            body_json = True
            keep.append(l)
        elif body_json:
            keep.append(l)
            if l == "}":
                body_json = False
        elif l.startswith(("*", ">", "<", "{ [", "} [")):
            continue
        elif PROBLEM.search(l) or is_location(l):
            keep.append(l)
    return keep


def go_golden(lines):
    """Keep only the differing rows of a got/want dump."""
    keep = []
    try:
        gi = next(i for i, l in enumerate(lines) if l.strip() == "--- got ---")
        wi = next(i for i, l in enumerate(lines) if l.strip() == "--- want ---")
    except StopIteration:
        return keep
    got = [l for l in lines[gi + 1:wi] if l.strip()]
    end = wi + 1
    while end < len(lines) and lines[end].startswith("        "):
        end += 1
    want = [l for l in lines[wi + 1:end] if l.strip()]
    for a, b in zip(got, want):
        if a != b:
            keep.append(a)
            keep.append(b)
    return keep


def order(lines, chosen):
    chosen = set(chosen)
    out, seen = [], set()
    for l in lines:
        if l in chosen and l not in seen and l.strip():
            out.append(l)
            seen.add(l)
    return out


def keep_for(name, cmd, exit_code, raw_lines):
    lines = [clean(l) for l in raw_lines]
    usable = [l for l, r in zip(lines, raw_lines) if "\r" not in r]
    tool = name.split("-")[0]
    if tool == "git":
        chosen = git_status(usable) if name.startswith("git-status") else git_diffish(usable)
    elif tool in ("grep", "rg"):
        chosen = grep_hits(usable)
    elif tool == "curl":
        chosen = curl(usable)
    elif exit_code == 0 and tool in ("pytest", "jest", "vitest", "webpack"):
        chosen = summary_only(usable)
    else:
        chosen = generic(usable, diffs=tool in ("jest", "vitest", "mocha", "unittest"))
        if name == "go-test-verbose-parse-agg-sink-golden":
            chosen += go_golden(usable)
    chosen = [l for l in chosen if l not in EXCLUDE.get(name, ())]
    chosen += EXTRA.get(name, [])
    chosen += last_three(usable)
    return order(usable, chosen)


# per-file corrections where a tool's own words need it (filled after review)
EXTRA = {}
EXCLUDE = {}


# ---------------------------------------------------------------- txtar io
def parse(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, _, rest = text.partition("-- output --\n")
    output, _, _ = rest.partition("\n-- keep --\n")
    if not output.endswith("\n"):
        output += "\n"
    cmd = re.search(r"^cmd: (.*)$", head, re.M).group(1)
    exit_code = int(re.search(r"^exit: (\d+)$", head, re.M).group(1))
    return head, cmd, exit_code, output


def main():
    show = "--show" in sys.argv
    for path in sorted(glob.glob(os.path.join(HERE, "*.txtar"))):
        name = os.path.basename(path)[:-6]
        head, cmd, exit_code, output = parse(path)
        raw = output[:-1].split("\n")
        keep = keep_for(name, cmd, exit_code, raw)
        if show:
            print(f"===== {name} ({len(keep)} keep)")
            print("\n".join(keep))
            continue
        with open(path, "w", encoding="utf-8", newline="") as fh:
            fh.write(head + "-- output --\n" + output + "-- keep --\n" + "".join(k + "\n" for k in keep))


if __name__ == "__main__":
    main()
