#!/usr/bin/env python3
"""Derive the keep (critical-line) list of every .txtar in this folder.

Written from scratch for the fresh61 set. Run from the set folder:
    python3 keeprules.py          # rewrites the -- keep -- section of each file
    python3 keeprules.py --bound  # prints the bound only

A keep line is an output line with ANSI escapes and trailing blanks removed;
lines holding a carriage return are never kept; each line is listed once, in
order of first appearance.
"""
import glob
import os
import re
import sys

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")

# ---------------------------------------------------------------- helpers

ERRWORD = re.compile(
    r"(?i)\b(error|errors|fail|failed|failure|failures|failing|warning|warnings|"
    r"exception|panic|panicked|traceback|fatal|unreachable|problems?)\b")
ERRCLASS = re.compile(r"\b\w*(Error|Exception)\b(:|\s*$| \[)")
ZERO = re.compile(r"(?i)^\s*0 (errors?|warnings?|failed|failures?)\b")
PASSROW = re.compile(r"(PASSED|XFAIL|SKIPPED|✓|✔|^\s*--- PASS|^=== (RUN|PAUSE|CONT)|"
                     r"^test \S+ \.\.\. ok$|^ok\s+\S+)")
# a path:line reference into the project's own code
LOC = re.compile(r"(?:^|[\s(\[\"'=]|file://)"
                 r"(/home/dev/work/[^\s:()]+|\.{0,2}/?[\w][\w./@-]*\.(?:py|js|mjs|cjs|ts|tsx|rs|go|toml|json))"
                 r"(?::\d+|\(\d+,\d+\))")
FOREIGN = re.compile(r"node_modules|node:internal|/usr/lib/|/usr/local/go/|/rustc/|"
                     r"\.cargo/registry|site-packages|dist-packages|<frozen")


def clean(line):
    return ANSI.sub("", line).rstrip()


def is_loc(line):
    return bool(LOC.search(line)) and not FOREIGN.search(line)


def generic_err(line):
    if ZERO.search(line) or PASSROW.search(line):
        return False
    return bool(ERRWORD.search(line) or ERRCLASS.search(line))


def last3(lines):
    idx = [i for i, l in enumerate(lines) if l.strip()]
    return set(idx[-3:])


# ---------------------------------------------------------------- per tool

def k_pytest(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(FAILED|ERROR) ", l) or l.startswith("E "):
            keep.add(i)
        elif re.match(r"^_{3,} .+ _{3,}$", l):          # failing test header
            keep.add(i)
        elif re.match(r"^>\s", l):                       # the failing statement
            keep.add(i)
        elif re.match(r"^=+ .*\b(passed|failed|errors?|no tests ran)\b.* =+$", l):
            keep.add(i)
        elif re.match(r"^=+ (ERRORS|FAILURES) =+$", l):
            continue
        elif re.search(r"Interrupted: ", l):
            keep.add(i)
        elif s == "Traceback:":
            continue
        elif is_loc(l) and "::" not in l:
            keep.add(i)
        elif generic_err(l) and "::" not in l and not s.startswith("def "):
            keep.add(i)
    return keep


def k_lint_py(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        if is_loc(l) or generic_err(l):
            keep.add(i)
        elif re.match(r"^(Your code has been rated|Found \d+ error|Success:)", l):
            keep.add(i)
        elif re.match(r"^\d+\s+[EWFC]\d+ ", l):   # flake8 --statistics rows
            keep.add(i)
    return keep


def k_jsdiff(l):
    s = l.strip()
    if re.match(r"^[-+] (Expected|Received)", s) or re.match(r"^(Expected|Received)\b", s):
        return True
    return bool(re.match(r"^[+-]\s*\S", s))


def k_jstest(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if PASSROW.search(l) or re.match(r"^(Start at|Duration|Time:|RUN )", s):
            continue
        if re.match(r"^(✕|×|✗)\s", s) or s.startswith("●") or s.startswith("FAIL"):
            keep.add(i)
        elif re.match(r"^(Tests|Test Suites|Test Files|Snapshots|Snapshot Summary):?\s", s) \
                or re.match(r"^\d+ (passing|failing|pending)\b", s) or s.startswith("› "):
            keep.add(i)
        elif re.match(r"^\d+\) ", s):                       # mocha failure title
            keep.add(i)
            if i + 1 < len(lines) and lines[i + 1].rstrip().endswith(":"):
                keep.add(i + 1)                             # ... and its test name
        elif re.match(r"^expect\(", s):                     # jest matcher line
            keep.add(i)
        elif re.match(r"^>\s*\d+\s*\|", s):                 # pointed failing line
            keep.add(i)
        elif re.match(r"^❯ \S+:\d+:\d+", s):                # vitest location
            keep.add(i)
        elif s.startswith("at ") and is_loc(l):
            keep.add(i)
        elif k_jsdiff(l) and not s.startswith("@@"):
            keep.add(i)
        elif generic_err(l) or (is_loc(l) and not s.startswith("at ")):
            keep.add(i)
    return keep


def k_build_js(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if generic_err(l) or re.search(r"\bTS\d{4}\b", l):
            keep.add(i)
        elif re.match(r"^\./\S+ \d+:\d+-\d+$", s):        # webpack module location
            keep.add(i)
        elif re.match(r"^\S+\.(ts|js|mjs):\d+:\d+:?$", s):  # esbuild location
            keep.add(i)
        elif is_loc(l):
            keep.add(i)
        elif re.match(r"^(Found \d+ error|\d+ errors? |webpack \S+ compiled)", s):
            keep.add(i)
    return keep


def k_eslint(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if "-f json" in cmd:
            # one JSON document: keep the message texts and the file path
            if re.search(r'"(message|filePath)"\s*:', l) or re.search(r'"(errorCount|warningCount)"\s*:\s*[1-9]', l):
                keep.add(i)
            continue
        if re.match(r"^\d+:\d+\s+(error|warning)\s", s) or generic_err(l) or is_loc(l):
            keep.add(i)
        elif re.match(r"^/home/dev/work/\S+$", s):
            nxt = next((x for x in lines[i + 1:] if x.strip()), "")
            if re.match(r"^\s+\d+:\d+\s+(error|warning)", nxt):
                keep.add(i)
        elif re.match(r"^✖ \d+ problems?", s):
            keep.add(i)
    return keep


def k_cargo(lines, cmd):
    keep = set()
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^(Compiling|Checking|Finished|Running|Doc-tests|Blocking|Executable)\b", s):
            continue
        if PASSROW.search(l):
            continue
        if re.match(r"^(error|warning)(\[\w+\])?:", s) or re.match(r"^test result:", s):
            keep.add(i)
        elif re.match(r"^-->\s", s) or re.match(r"^::: ", s) and not FOREIGN.search(l):
            keep.add(i)
        elif re.match(r"^\d*\s*\|[\s\-^~+]*[-^~]\s+[^-^~+\s|]", s):
            keep.add(i)                                   # span label with a message
        elif re.match(r"^(left|right):", s) or "assertion" in s:
            keep.add(i)
        elif re.match(r"^thread '.*' .*panicked at", s) or re.match(r"^---- \S+ stdout ----", s):
            keep.add(i)
        elif re.match(r"^test \S+ \.\.\. FAILED$", s):
            keep.add(i)
        elif re.match(r"^at \./", s):                    # project backtrace frame
            keep.add(i)
            if i > 0:
                keep.add(i - 1)
        elif re.match(r"^(index out of bounds|called `\w+::unwrap\(\)`|attempt to)", s):
            keep.add(i)
        elif generic_err(l) and not s.startswith("note:"):
            keep.add(i)
        elif is_loc(l) and ":" in s and not s.startswith("|") and not re.match(r"^\d+ \|", s):
            keep.add(i)
    # the list of failing test names after the last "failures:" header
    heads = [i for i, l in enumerate(lines) if l.strip() == "failures:"]
    if heads:
        for j in range(heads[-1] + 1, len(lines)):
            if not lines[j].strip():
                break
            if re.match(r"^    [\w:]+$", lines[j]):
                keep.add(j)
    return keep


def k_go(lines, cmd):
    keep = set()
    golden = golden_diff(lines)
    keep |= golden
    for i, l in enumerate(lines):
        s = l.strip()
        if PASSROW.search(l):
            continue
        if re.match(r"^--- FAIL", s) or re.match(r"^FAIL\b", s) or s.startswith("panic:"):
            keep.add(i)
        elif re.match(r"^# \S+", s):                     # package header of build errors
            keep.add(i)
        elif re.match(r"^(have|want) \(", s):
            keep.add(i)
        elif is_loc(l) and not FOREIGN.search(l):
            keep.add(i)
            if l.startswith("\t") and i > 0 and not lines[i - 1].startswith("\t"):
                keep.add(i - 1)                           # project goroutine frame
        elif generic_err(l) and not FOREIGN.search(l) and not s.startswith("panic("):
            keep.add(i)
    return keep


def golden_diff(lines):
    """go test printing a got dump then a want dump: keep the differing rows."""
    keep = set()
    try:
        g = next(i for i, l in enumerate(lines) if l.strip() == "--- got ---")
        w = next(i for i, l in enumerate(lines) if l.strip() == "--- want ---")
    except StopIteration:
        return keep
    ind = len(lines[g]) - len(lines[g].lstrip())
    got = list(range(g + 1, w))
    want = []
    for j in range(w + 1, len(lines)):
        if not lines[j].startswith(" " * ind) or not lines[j].strip():
            break
        want.append(j)
    keep.add(g)
    keep.add(w)
    for k in range(max(len(got), len(want))):
        a = lines[got[k]] if k < len(got) else None
        b = lines[want[k]] if k < len(want) else None
        if a != b:
            if a is not None:
                keep.add(got[k])
            if b is not None:
                keep.add(want[k])
    return keep


def k_staticcheck(lines, cmd):
    return {i for i, l in enumerate(lines) if is_loc(l) or generic_err(l)}


def k_git(lines, cmd):
    keep = set()
    sub = cmd.split()[1]
    if sub == "status":
        for i, l in enumerate(lines):
            s = l.strip()
            if not s or s.startswith("(use ") or s.startswith("(commit "):
                continue
            keep.add(i)       # branch line, section headers and every changed path
        return keep
    for i, l in enumerate(lines):
        if re.match(r"^(commit [0-9a-f]{7,}|diff --git |--- |\+\+\+ |@@ |rename (from|to) |"
                    r"(new|deleted) file mode|similarity index)", l):
            keep.add(i)
        elif re.match(r"^ \S.* \| +\d+ ?[+-]*$", l) or re.match(r"^ \S.* \| +Bin ", l) \
                or re.match(r"^ \d+ files? changed", l):
            keep.add(i)        # --stat rows and their total
        elif re.match(r"^    \S", l) and i > 0:
            # first line of a commit message (subject)
            prev = [x for x in lines[:i] if x.strip()]
            if prev and re.match(r"^(Date|CommitDate):", prev[-1]):
                keep.add(i)
    return keep


def k_grep(lines, cmd):
    keep = set()
    if "/usr/lib/" in cmd or "node_modules" in cmd:
        seen = set()
        for i, l in enumerate(lines):
            f = l.split(":", 1)[0]
            if f not in seen:
                seen.add(f)
                keep.add(i)    # first hit of every file
        return keep
    return {i for i, l in enumerate(lines) if l.strip()}


def k_curl(lines, cmd):
    keep = set()
    status = 0
    in_headers = False          # unprefixed headers of curl -i
    for i, l in enumerate(lines):
        s = l.strip()
        if re.match(r"^% Total|^Dload|^\d+\s+\d+\s+\d+\s+\d+\s", s):
            continue           # progress meter
        m = re.match(r"^(< )?HTTP/\d(\.\d)? (\d{3})", s)
        if m:
            keep.add(i)
            status = int(m.group(3))
            in_headers = not m.group(1)
            continue
        if in_headers:
            if not s:
                in_headers = False
            elif re.match(r"(?i)^(location|content-type):", s):
                keep.add(i)
            continue
        if re.match(r"^> (GET|POST|PUT|DELETE|HEAD|PATCH) ", s):
            keep.add(i)
        elif re.match(r"(?i)^< (location|content-type):", s):
            keep.add(i)
        elif re.match(r"^curl: \(\d+\)", s):
            keep.add(i)
        elif not s or s.startswith(("* ", "*\t", "> ", "< ", "{ [", "} [")) or s in ("<", ">"):
            continue
        elif status >= 500:
            if re.search(r"<title>|<h1>|Traceback|File \"|Error", s):
                keep.add(i)
        elif status:
            keep.add(i)        # the JSON body the agent asked for
    return keep


def choose(cmd):
    c = cmd
    if c.startswith("pytest"):
        return k_pytest
    if re.match(r"^(mypy|flake8|pylint)\b", c):
        return k_lint_py
    if re.match(r"^npx (jest|vitest|mocha)\b", c):
        return k_jstest
    if re.match(r"^npx (tsc|webpack|esbuild)\b", c):
        return k_build_js
    if c.startswith("npx eslint"):
        return k_eslint
    if c.startswith("cargo "):
        return k_cargo
    if c.startswith("go "):
        return k_go
    if c.startswith("staticcheck"):
        return k_staticcheck
    if c.startswith("git "):
        return k_git
    if c.startswith("grep "):
        return k_grep
    if c.startswith("curl "):
        return k_curl
    raise SystemExit("no rule for " + c)


# per-file additions / exclusions where a tool's own words need it
EXTRA = {
}
DROP = {
}


def parse(path):
    text = open(path, encoding="utf-8", newline="").read()
    head, rest = text.split("-- output --\n", 1)
    out = rest.split("\n-- keep --\n", 1)[0] + "\n" if "\n-- keep --\n" in rest else rest
    if rest.startswith("-- keep --\n"):
        out = ""
    cmd = head.splitlines()[0][len("cmd: "):]
    return head, out, cmd


def keep_lines(out, cmd, name):
    raw = out.split("\n")
    if raw and raw[-1] == "":
        raw = raw[:-1]
    lines = [clean(l) for l in raw]
    idx = choose(cmd)(lines, cmd) | last3(lines)
    for i, l in enumerate(lines):
        if l in EXTRA.get(name, ()):
            idx.add(i)
    res, seen = [], set()
    for i in sorted(idx):
        l = lines[i]
        if "\r" in raw[i] or not l.strip() or l in seen or l in DROP.get(name, ()):
            continue
        seen.add(l)
        res.append(l)
    return res


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    tot_out = tot_keep = 0
    for p in sorted(glob.glob(os.path.join(here, "*.txtar"))):
        head, out, cmd = parse(p)
        name = os.path.basename(p)
        k = keep_lines(out, cmd, name)
        tot_out += len(out.encode())
        tot_keep += sum(len(x.encode()) + 1 for x in k)
        if "--bound" not in sys.argv:
            with open(p, "w", encoding="utf-8", newline="") as f:
                f.write(head + "-- output --\n" + out + "-- keep --\n" + "".join(x + "\n" for x in k))
    print(f"outputs={tot_out} keep={tot_keep} save={100 * (1 - tot_keep / tot_out):.1f}%")


if __name__ == "__main__":
    main()
